CREATE TABLE "delivery_day_counts" (
	"firm_id" uuid NOT NULL,
	"day" date NOT NULL,
	"model" smallint NOT NULL,
	"state" smallint NOT NULL,
	"n" integer NOT NULL,
	"net" bigint NOT NULL,
	CONSTRAINT "delivery_day_counts_firm_id_day_model_state_pk" PRIMARY KEY("firm_id","day","model","state")
);
--> statement-breakpoint
CREATE TABLE "firm_fines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"deducted" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"complaint_case_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "settlement_bill_lines" ALTER COLUMN "delivery_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_bill_lines" ADD COLUMN "fine_id" uuid;--> statement-breakpoint
ALTER TABLE "settlement_bills" ADD COLUMN "fine_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_bills" ADD COLUMN "fine_withheld" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "firm_fines" ADD CONSTRAINT "firm_fines_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "firm_fines_firm_time" ON "firm_fines" USING btree ("firm_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "firm_fines_pending" ON "firm_fines" USING btree ("firm_id","created_at","id") WHERE deducted < amount;--> statement-breakpoint
ALTER TABLE "settlement_bill_lines" ADD CONSTRAINT "settlement_bill_lines_fine_id_firm_fines_id_fk" FOREIGN KEY ("fine_id") REFERENCES "public"."firm_fines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- delivery_day_counts is kept by statement-level triggers on deliveries (one grouped upsert per statement, in key order).
CREATE FUNCTION delivery_day_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO delivery_day_counts (firm_id, day, model, state, n, net)
      SELECT firm_id, (occurred_at AT TIME ZONE 'Asia/Shanghai')::date, model, state, count(*), sum(amount - reversed_amount)
      FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (firm_id, day, model, state) DO UPDATE SET n = delivery_day_counts.n + excluded.n, net = delivery_day_counts.net + excluded.net;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO delivery_day_counts (firm_id, day, model, state, n, net)
      SELECT firm_id, (occurred_at AT TIME ZONE 'Asia/Shanghai')::date, model, state, -count(*), -sum(amount - reversed_amount)
      FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (firm_id, day, model, state) DO UPDATE SET n = delivery_day_counts.n + excluded.n, net = delivery_day_counts.net + excluded.net;
  ELSE
    INSERT INTO delivery_day_counts (firm_id, day, model, state, n, net)
      SELECT firm_id, day, model, state, sum(n), sum(net) FROM (
        SELECT firm_id, (occurred_at AT TIME ZONE 'Asia/Shanghai')::date AS day, model, state, 1 AS n, amount - reversed_amount AS net FROM new_rows
        UNION ALL
        SELECT firm_id, (occurred_at AT TIME ZONE 'Asia/Shanghai')::date, model, state, -1, -(amount - reversed_amount) FROM old_rows
      ) x GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(net) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (firm_id, day, model, state) DO UPDATE SET n = delivery_day_counts.n + excluded.n, net = delivery_day_counts.net + excluded.net;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER deliveries_day_counts_insert AFTER INSERT ON deliveries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_day_counts_apply();
--> statement-breakpoint
CREATE TRIGGER deliveries_day_counts_update AFTER UPDATE ON deliveries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_day_counts_apply();
--> statement-breakpoint
CREATE TRIGGER deliveries_day_counts_delete AFTER DELETE ON deliveries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_day_counts_apply();
--> statement-breakpoint
-- Records made before this migration.
INSERT INTO delivery_day_counts (firm_id, day, model, state, n, net)
  SELECT firm_id, (occurred_at AT TIME ZONE 'Asia/Shanghai')::date, model, state, count(*), sum(amount - reversed_amount)
  FROM deliveries GROUP BY 1, 2, 3, 4;
