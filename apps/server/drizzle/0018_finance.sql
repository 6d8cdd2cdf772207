CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"hunter_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"model" smallint NOT NULL,
	"state" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"reversed_amount" bigint DEFAULT 0 NOT NULL,
	"candidate_name" text NOT NULL,
	"position_id" uuid NOT NULL,
	"position_name" text NOT NULL,
	"guarantee_days" smallint DEFAULT 0 NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"guarantee_settled_at" timestamp with time zone,
	"reversal_note" text DEFAULT '' NOT NULL,
	"bill_id" uuid,
	"reversal_billed" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_fee_terms" (
	"position_id" uuid PRIMARY KEY NOT NULL,
	"interview_fee" bigint NOT NULL,
	"onboard_fee_kind" smallint NOT NULL,
	"onboard_fee_fixed" bigint DEFAULT 0 NOT NULL,
	"onboard_fee_rate_bp" integer DEFAULT 0 NOT NULL,
	"guarantee_days" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "settlement_bill_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bill_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"kind" smallint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_bills" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bill_no" text NOT NULL,
	"firm_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"invoice_amount" bigint NOT NULL,
	"person_num" integer NOT NULL,
	"line_count" integer NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"invoice" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" uuid
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_fee_terms" ADD CONSTRAINT "position_fee_terms_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_bill_lines" ADD CONSTRAINT "settlement_bill_lines_bill_id_settlement_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."settlement_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_bill_lines" ADD CONSTRAINT "settlement_bill_lines_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_bills" ADD CONSTRAINT "settlement_bills_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_order_model" ON "deliveries" USING btree ("order_id","model");--> statement-breakpoint
CREATE INDEX "deliveries_firm_time" ON "deliveries" USING btree ("firm_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deliveries_firm_model_time" ON "deliveries" USING btree ("firm_id","model","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deliveries_state_time" ON "deliveries" USING btree ("state","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deliveries_guarantee_pending" ON "deliveries" USING btree ("left_at") WHERE left_at is not null and guarantee_settled_at is null;--> statement-breakpoint
CREATE INDEX "settlement_bill_lines_bill" ON "settlement_bill_lines" USING btree ("bill_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_bills_no" ON "settlement_bills" USING btree ("bill_no");--> statement-breakpoint
CREATE INDEX "settlement_bills_firm" ON "settlement_bills" USING btree ("firm_id","period_start" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_amounts" CHECK ("amount" >= 0 AND "reversed_amount" >= 0 AND "reversed_amount" <= "amount" AND "reversal_billed" >= 0 AND "reversal_billed" <= "reversed_amount");--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_state_model" CHECK ("state" IN (1, 2, 3, 4) AND "model" IN (1, 2));--> statement-breakpoint
ALTER TABLE "position_fee_terms" ADD CONSTRAINT "position_fee_terms_values" CHECK ("interview_fee" >= 0 AND "onboard_fee_fixed" >= 0 AND "onboard_fee_rate_bp" BETWEEN 0 AND 10000 AND "onboard_fee_kind" IN (1, 2) AND "guarantee_days" >= 0);--> statement-breakpoint
ALTER TABLE "settlement_bills" ADD CONSTRAINT "settlement_bills_state" CHECK ("state" IN (1, 2) AND "period_end" >= "period_start");
