ALTER TABLE "settlement_bill_lines" ADD COLUMN "model" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_bill_lines" ADD COLUMN "candidate_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_bill_lines" ADD COLUMN "position_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_bill_lines" ADD COLUMN "hunter_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_bill_lines" ADD COLUMN "occurred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settlement_bill_lines" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Lines written before this migration take their delivery's or fine's values now.
UPDATE "settlement_bill_lines" l SET "model" = d.model, "candidate_name" = d.candidate_name, "position_name" = d.position_name,
  "hunter_name" = coalesce(u.cname, ''), "occurred_at" = d.occurred_at
  FROM "deliveries" d LEFT JOIN "users" u ON u.id = d.hunter_id WHERE d.id = l.delivery_id;
--> statement-breakpoint
UPDATE "settlement_bill_lines" l SET "occurred_at" = fi.created_at, "note" = fi.reason FROM "firm_fines" fi WHERE fi.id = l.fine_id;
--> statement-breakpoint
-- Every line written from now on (the console's bill build, the demo world, a fine deduction) takes
-- them as it is inserted, whoever writes it: what the bill shows is fixed when the bill is issued.
CREATE FUNCTION settlement_bill_line_snapshot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.delivery_id IS NOT NULL THEN
    SELECT d.model, d.candidate_name, d.position_name, coalesce(u.cname, ''), d.occurred_at
      INTO NEW.model, NEW.candidate_name, NEW.position_name, NEW.hunter_name, NEW.occurred_at
      FROM deliveries d LEFT JOIN users u ON u.id = d.hunter_id WHERE d.id = NEW.delivery_id;
  ELSIF NEW.fine_id IS NOT NULL THEN
    SELECT fi.created_at, fi.reason INTO NEW.occurred_at, NEW.note FROM firm_fines fi WHERE fi.id = NEW.fine_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER settlement_bill_lines_snapshot BEFORE INSERT ON settlement_bill_lines
  FOR EACH ROW EXECUTE FUNCTION settlement_bill_line_snapshot();
--> statement-breakpoint
-- The manager's delivery list: its page is found in this index alone (model and state ride along,
-- drizzle cannot declare INCLUDE — db/schema/finance.ts says so), and only the page's 20 rows are
-- read from the table (DeliveriesRepository.page), however deep the page.
DROP INDEX IF EXISTS "deliveries_firm_time";
--> statement-breakpoint
CREATE INDEX "deliveries_firm_time" ON "deliveries" USING btree ("firm_id", "occurred_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("model", "state");
