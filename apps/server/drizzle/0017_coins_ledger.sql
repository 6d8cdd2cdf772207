CREATE TABLE "coin_balances" (
	"account" text NOT NULL,
	"asset" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"firm_id" uuid,
	"team_id" uuid,
	"user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_balances_account_asset_pk" PRIMARY KEY("account","asset"),
	CONSTRAINT "coin_balances_not_negative" CHECK ("coin_balances"."balance" >= 0 or "coin_balances"."account" = 'platform')
);
--> statement-breakpoint
ALTER TABLE "coin_entries" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "coin_entries" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "coin_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "coin_entries" ADD COLUMN "asset" text DEFAULT 'coin' NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_entries" ADD COLUMN "balance_after" bigint;--> statement-breakpoint
ALTER TABLE "coin_movements" ADD COLUMN "asset" text DEFAULT 'coin' NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_movements" ADD COLUMN "from_account" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_movements" ADD COLUMN "to_account" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_movements" ADD COLUMN "amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_movements" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "coin_movements" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
CREATE INDEX "coin_balances_firm" ON "coin_balances" USING btree ("firm_id","asset");--> statement-breakpoint
CREATE INDEX "coin_balances_team" ON "coin_balances" USING btree ("team_id","asset");--> statement-breakpoint
CREATE INDEX "coin_entries_account_seq" ON "coin_entries" USING btree ("account","asset","seq");--> statement-breakpoint
CREATE INDEX "coin_movements_firm_time" ON "coin_movements" USING btree ("firm_id","created_at");--> statement-breakpoint
-- Existing movements (grants, share rewards and takes of migration 0008) become transfers: each had two entries summing to zero.
UPDATE "coin_movements" m SET "once_key" = 'legacy:' || m."id" WHERE m."once_key" IS NULL;--> statement-breakpoint
UPDATE "coin_movements" m SET
  "from_account" = (SELECT e."account" FROM "coin_entries" e WHERE e."movement_id" = m."id" AND e."amount" < 0 LIMIT 1),
  "to_account" = (SELECT e."account" FROM "coin_entries" e WHERE e."movement_id" = m."id" AND e."amount" > 0 LIMIT 1),
  "amount" = (SELECT sum(e."amount") FROM "coin_entries" e WHERE e."movement_id" = m."id" AND e."amount" > 0)
WHERE m."from_account" = '';--> statement-breakpoint
UPDATE "coin_entries" e SET "balance_after" = x."after"
FROM (SELECT "id", sum("amount") OVER (PARTITION BY "account", "asset" ORDER BY "created_at", "id") AS "after" FROM "coin_entries") x
WHERE x."id" = e."id";--> statement-breakpoint
INSERT INTO "coin_balances" ("account", "asset", "balance", "firm_id", "user_id")
SELECT "account", "asset", sum("amount"), max("firm_id"::text)::uuid, max("user_id"::text)::uuid FROM "coin_entries" GROUP BY "account", "asset";--> statement-breakpoint
ALTER TABLE "coin_movements" ALTER COLUMN "once_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_movements" ADD CONSTRAINT "coin_movements_amount_positive" CHECK ("coin_movements"."amount" > 0);--> statement-breakpoint
ALTER TABLE "coin_movements" ADD CONSTRAINT "coin_movements_two_accounts" CHECK ("coin_movements"."from_account" <> "coin_movements"."to_account");--> statement-breakpoint
-- Transfers and entries are immutable once written: corrections are reversing transfers.
CREATE FUNCTION coin_ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'coin ledger rows are immutable (%)', TG_TABLE_NAME USING ERRCODE = '55000';
END $$;--> statement-breakpoint
CREATE TRIGGER coin_movements_immutable BEFORE UPDATE OR DELETE ON "coin_movements" FOR EACH ROW EXECUTE FUNCTION coin_ledger_immutable();--> statement-breakpoint
CREATE TRIGGER coin_entries_immutable BEFORE UPDATE OR DELETE ON "coin_entries" FOR EACH ROW EXECUTE FUNCTION coin_ledger_immutable();--> statement-breakpoint
-- One transfer in one statement: the key first (a key already used answers the first transfer and
-- moves nothing; a concurrent twin waits on the unique index until the first commits), then both
-- balances in account order (two opposite transfers cannot deadlock), the debit conditional on the
-- balance (the CHECK on coin_balances holds it even if this function were wrong), then the two entries.
CREATE FUNCTION coin_transfer(
  p_id uuid, p_key text, p_asset text, p_from text, p_to text, p_amount bigint, p_kind text,
  p_firm uuid, p_user uuid, p_reference text, p_note text, p_actor uuid,
  p_from_firm uuid, p_from_team uuid, p_from_user uuid, p_to_firm uuid, p_to_team uuid, p_to_user uuid,
  p_at timestamptz DEFAULT NULL
) RETURNS TABLE (transfer_id uuid, replayed boolean) LANGUAGE plpgsql AS $$
DECLARE
  v_from bigint;
  v_to bigint;
BEGIN
  p_at := coalesce(p_at, now());
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'coin_transfer: amount must be a positive integer' USING ERRCODE = '22023';
  END IF;
  INSERT INTO coin_movements (id, kind, firm_id, user_id, once_key, note, asset, from_account, to_account, amount, reference, actor_id, created_at)
  VALUES (p_id, p_kind, p_firm, p_user, p_key, coalesce(p_note, ''), p_asset, p_from, p_to, p_amount, p_reference, p_actor, p_at)
  ON CONFLICT (once_key) DO NOTHING;
  IF NOT FOUND THEN
    RETURN QUERY SELECT m.id, true FROM coin_movements m WHERE m.once_key = p_key;
    RETURN;
  END IF;
  IF p_from < p_to THEN
    v_from := coin_debit(p_from, p_asset, p_amount, p_from_firm, p_from_team, p_from_user);
    v_to := coin_credit(p_to, p_asset, p_amount, p_to_firm, p_to_team, p_to_user);
  ELSE
    v_to := coin_credit(p_to, p_asset, p_amount, p_to_firm, p_to_team, p_to_user);
    v_from := coin_debit(p_from, p_asset, p_amount, p_from_firm, p_from_team, p_from_user);
  END IF;
  INSERT INTO coin_entries (id, movement_id, account, user_id, firm_id, team_id, asset, amount, balance_after, created_at) VALUES
    (gen_random_uuid(), p_id, p_from, p_from_user, p_from_firm, p_from_team, p_asset, -p_amount, v_from, p_at),
    (gen_random_uuid(), p_id, p_to, p_to_user, p_to_firm, p_to_team, p_asset, p_amount, v_to, p_at);
  RETURN QUERY SELECT p_id, false;
END $$;--> statement-breakpoint
CREATE FUNCTION coin_debit(p_account text, p_asset text, p_amount bigint, p_firm uuid, p_team uuid, p_user uuid)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
  IF p_account = 'platform' THEN
    INSERT INTO coin_balances (account, asset, balance) VALUES (p_account, p_asset, -p_amount)
    ON CONFLICT (account, asset) DO UPDATE SET balance = coin_balances.balance - p_amount, updated_at = now()
    RETURNING balance INTO v;
    RETURN v;
  END IF;
  UPDATE coin_balances SET balance = balance - p_amount, updated_at = now()
  WHERE account = p_account AND asset = p_asset AND balance >= p_amount
  RETURNING balance INTO v;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'coin_transfer: insufficient balance on %', p_account USING ERRCODE = 'HC001';
  END IF;
  RETURN v;
END $$;--> statement-breakpoint
CREATE FUNCTION coin_credit(p_account text, p_asset text, p_amount bigint, p_firm uuid, p_team uuid, p_user uuid)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
  INSERT INTO coin_balances (account, asset, balance, firm_id, team_id, user_id) VALUES (p_account, p_asset, p_amount, p_firm, p_team, p_user)
  ON CONFLICT (account, asset) DO UPDATE SET balance = coin_balances.balance + p_amount, updated_at = now()
  RETURNING balance INTO v;
  RETURN v;
END $$;
