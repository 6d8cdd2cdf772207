CREATE TABLE "staff_audit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"staff_role" text NOT NULL,
	"ip" text,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"area" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text,
	"before" jsonb,
	"after" jsonb,
	"summary" text
);
--> statement-breakpoint
CREATE TABLE "money_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"firm_id" uuid,
	"amount" bigint NOT NULL,
	"asset" text NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"transfer_reference" text,
	"result" text
);
--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_time" ON "staff_audit" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_audit_actor_time" ON "staff_audit" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_audit_object_time" ON "staff_audit" USING btree ("object_type","object_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_audit_area_time" ON "staff_audit" USING btree ("area","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "money_requests_state_time" ON "money_requests" USING btree ("state","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "money_requests_open_subject" ON "money_requests" USING btree ("kind",(payload->>'objectId')) WHERE state in (1, 4);