CREATE TABLE "complaint_cases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"state" smallint NOT NULL,
	"complainant_id" uuid NOT NULL,
	"complainant_firm_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"candidate_id" uuid,
	"candidate_name" text NOT NULL,
	"position_name" text NOT NULL,
	"defendant_id" uuid NOT NULL,
	"defendant_firm_id" uuid NOT NULL,
	"content" text NOT NULL,
	"private_note" text DEFAULT '' NOT NULL,
	"feedback_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"answer_text" text,
	"answered_at" timestamp with time zone,
	"upheld" boolean,
	"verdict_reason" text,
	"penalty" text DEFAULT '' NOT NULL,
	"judged_at" timestamp with time zone,
	"judge_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_name" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_id" uuid,
	"part" text DEFAULT 'complaint' NOT NULL,
	"uploader_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_penalties" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"firm_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaint_cases" ADD CONSTRAINT "complaint_cases_complainant_id_users_id_fk" FOREIGN KEY ("complainant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_cases" ADD CONSTRAINT "complaint_cases_complainant_firm_id_firms_id_fk" FOREIGN KEY ("complainant_firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_cases" ADD CONSTRAINT "complaint_cases_defendant_id_users_id_fk" FOREIGN KEY ("defendant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_cases" ADD CONSTRAINT "complaint_cases_defendant_firm_id_firms_id_fk" FOREIGN KEY ("defendant_firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_cases" ADD CONSTRAINT "complaint_cases_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_case_id_complaint_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."complaint_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_files" ADD CONSTRAINT "complaint_files_case_id_complaint_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."complaint_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_files" ADD CONSTRAINT "complaint_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_penalties" ADD CONSTRAINT "complaint_penalties_case_id_complaint_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."complaint_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_penalties" ADD CONSTRAINT "complaint_penalties_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_penalties" ADD CONSTRAINT "complaint_penalties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_cases_complainant" ON "complaint_cases" USING btree ("complainant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaint_cases_defendant" ON "complaint_cases" USING btree ("defendant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaint_cases_defendant_firm" ON "complaint_cases" USING btree ("defendant_firm_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaint_cases_order" ON "complaint_cases" USING btree ("order_id","complainant_id");--> statement-breakpoint
CREATE INDEX "complaint_cases_due" ON "complaint_cases" USING btree ("state","deadline_at");--> statement-breakpoint
CREATE INDEX "complaint_events_case" ON "complaint_events" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "complaint_files_case" ON "complaint_files" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "complaint_files_uploader" ON "complaint_files" USING btree ("uploader_id","created_at");--> statement-breakpoint
CREATE INDEX "complaint_penalties_firm" ON "complaint_penalties" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "complaint_penalties_user" ON "complaint_penalties" USING btree ("user_id","created_at");