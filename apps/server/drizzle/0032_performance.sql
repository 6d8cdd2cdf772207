CREATE TABLE "performance_checks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"failure" text NOT NULL,
	"check_day" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	"forfeit_fen" integer DEFAULT 0 NOT NULL,
	"amount_fen" integer NOT NULL,
	"due_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"ban_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "performance_checks" ADD CONSTRAINT "performance_checks_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_checks" ADD CONSTRAINT "performance_checks_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "performance_checks_firm_day" ON "performance_checks" USING btree ("firm_id","check_day");--> statement-breakpoint
CREATE INDEX "performance_checks_firm" ON "performance_checks" USING btree ("firm_id","failed_at");