DROP INDEX "coin_entries_user";--> statement-breakpoint
DROP INDEX "coin_entries_firm";--> statement-breakpoint
CREATE INDEX "coin_entries_firm_time" ON "coin_entries" USING btree ("firm_id","created_at");--> statement-breakpoint
-- A credit to an account that exists is a plain update; only a first credit inserts the balance
-- row (INSERT … ON CONFLICT takes the slower speculative-insertion path on every call).
CREATE OR REPLACE FUNCTION coin_credit(p_account text, p_asset text, p_amount bigint, p_firm uuid, p_team uuid, p_user uuid)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
  UPDATE coin_balances SET balance = balance + p_amount, updated_at = now()
  WHERE account = p_account AND asset = p_asset
  RETURNING balance INTO v;
  IF FOUND THEN
    RETURN v;
  END IF;
  INSERT INTO coin_balances (account, asset, balance, firm_id, team_id, user_id) VALUES (p_account, p_asset, p_amount, p_firm, p_team, p_user)
  ON CONFLICT (account, asset) DO UPDATE SET balance = coin_balances.balance + p_amount, updated_at = now()
  RETURNING balance INTO v;
  RETURN v;
END $$;
