CREATE TABLE "recommend_confirmations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "penalty_mark" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "candidate_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recommend_confirmations" ADD CONSTRAINT "recommend_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recommend_confirmations_token" ON "recommend_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "recommend_confirmations_order" ON "recommend_confirmations" USING btree ("order_id");