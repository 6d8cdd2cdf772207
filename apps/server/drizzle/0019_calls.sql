CREATE TABLE "call_chairs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"chair_no" text NOT NULL,
	"password_sealed" text NOT NULL,
	"password_last2" text NOT NULL,
	"call_chair_id" text NOT NULL,
	"user_id" uuid,
	"bound_at" timestamp with time zone,
	"password_shown_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"call_id" uuid NOT NULL,
	"event" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_record_plays" (
	"id" uuid PRIMARY KEY NOT NULL,
	"call_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"phone" text,
	"phone_bound_at" timestamp with time zone,
	"mode" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_sms_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_digest" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_webhook_refusals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"ip" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"order_id" uuid,
	"mode" smallint NOT NULL,
	"state" text DEFAULT 'placed' NOT NULL,
	"provider_call_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"talk_seconds" integer DEFAULT 0 NOT NULL,
	"has_recording" boolean DEFAULT false NOT NULL,
	"recording_key" text,
	"recording_size" integer
);
--> statement-breakpoint
ALTER TABLE "call_chairs" ADD CONSTRAINT "call_chairs_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_chairs" ADD CONSTRAINT "call_chairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_events" ADD CONSTRAINT "call_events_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_record_plays" ADD CONSTRAINT "call_record_plays_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_record_plays" ADD CONSTRAINT "call_record_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_settings" ADD CONSTRAINT "call_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_sms_codes" ADD CONSTRAINT "call_sms_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_chairs_firm_no" ON "call_chairs" USING btree ("firm_id","chair_no");--> statement-breakpoint
CREATE UNIQUE INDEX "call_chairs_user" ON "call_chairs" USING btree ("user_id") WHERE user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "call_events_call_event" ON "call_events" USING btree ("call_id","event");--> statement-breakpoint
CREATE INDEX "call_record_plays_call" ON "call_record_plays" USING btree ("call_id","created_at");--> statement-breakpoint
CREATE INDEX "call_webhook_refusals_time" ON "call_webhook_refusals" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calls_provider_call" ON "calls" USING btree ("provider_call_id");--> statement-breakpoint
CREATE INDEX "calls_firm_time" ON "calls" USING btree ("firm_id","started_at");--> statement-breakpoint
CREATE INDEX "calls_user_time" ON "calls" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "calls_candidate_time" ON "calls" USING btree ("candidate_id","started_at");--> statement-breakpoint
CREATE INDEX "calls_order" ON "calls" USING btree ("order_id") WHERE order_id is not null;