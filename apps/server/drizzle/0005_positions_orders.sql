CREATE TABLE "interview_confirmations" (
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"interview_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_confirmations_user_id_order_id_interview_at_pk" PRIMARY KEY("user_id","order_id","interview_at")
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_stage_counts" (
	"hunter_id" uuid NOT NULL,
	"stage" smallint NOT NULL,
	"firm_id" uuid NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_stage_counts_hunter_id_stage_pk" PRIMARY KEY("hunter_id","stage")
);
--> statement-breakpoint
CREATE TABLE "order_state_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_stage" smallint,
	"to_stage" smallint NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_type" text NOT NULL,
	"actor_name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"hunter_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"stage" smallint NOT NULL,
	"stage_tab" smallint NOT NULL,
	"reject_status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"rejected_at" timestamp with time zone,
	"terminal_reason_code" text DEFAULT '' NOT NULL,
	"terminal_reason" text DEFAULT '' NOT NULL,
	"interview_at" timestamp with time zone,
	"interview_place" text DEFAULT '' NOT NULL,
	"interview_reaction" smallint DEFAULT 0 NOT NULL,
	"offer_salary" integer,
	"onboard_date" text,
	"onboarded_at" timestamp with time zone,
	"guarantee_ends_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"recommended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommend_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"resume_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"order_id" uuid,
	"content" jsonb NOT NULL,
	"core_reason" text DEFAULT '' NOT NULL,
	"sms_to_user" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"city_code" text NOT NULL,
	"city_name" text NOT NULL,
	"first_type" text NOT NULL,
	"second_type" text DEFAULT '' NOT NULL,
	"third_type" text DEFAULT '' NOT NULL,
	"category_name" text DEFAULT '' NOT NULL,
	"salary_low" integer NOT NULL,
	"salary_high" integer NOT NULL,
	"salary_months" smallint DEFAULT 12 NOT NULL,
	"reward_amount" bigint NOT NULL,
	"headcount" smallint DEFAULT 1 NOT NULL,
	"guarantee_days" smallint DEFAULT 90 NOT NULL,
	"education" smallint DEFAULT 0 NOT NULL,
	"work_year_lower" smallint DEFAULT 0 NOT NULL,
	"work_year_upper" smallint DEFAULT 0 NOT NULL,
	"rest_condition" smallint DEFAULT 0 NOT NULL,
	"social_insurance" smallint DEFAULT 0 NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text NOT NULL,
	"requirement" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"template" jsonb NOT NULL,
	"resume_sample_key" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_name" text NOT NULL,
	"industry_code" text DEFAULT '' NOT NULL,
	"company_size" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"introduce" text NOT NULL,
	"pm_id" uuid NOT NULL,
	"assistant_id" uuid,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"firm_name" text NOT NULL,
	"city" text NOT NULL,
	"ip" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_confirmations" ADD CONSTRAINT "interview_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_confirmations" ADD CONSTRAINT "interview_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stage_counts" ADD CONSTRAINT "order_stage_counts_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stage_counts" ADD CONSTRAINT "order_stage_counts_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_state_logs" ADD CONSTRAINT "order_state_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_state_logs" ADD CONSTRAINT "order_state_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommend_reports" ADD CONSTRAINT "recommend_reports_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommend_reports" ADD CONSTRAINT "recommend_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommend_reports" ADD CONSTRAINT "recommend_reports_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommend_reports" ADD CONSTRAINT "recommend_reports_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommend_reports" ADD CONSTRAINT "recommend_reports_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommend_reports" ADD CONSTRAINT "recommend_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_pm_id_users_id_fk" FOREIGN KEY ("pm_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_assistant_id_users_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_requests" ADD CONSTRAINT "trial_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_stage_counts_firm" ON "order_stage_counts" USING btree ("firm_id","stage","n");--> statement-breakpoint
CREATE INDEX "order_state_logs_order" ON "order_state_logs" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_hunter_tab" ON "orders" USING btree ("hunter_id","stage_tab","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_hunter_all" ON "orders" USING btree ("hunter_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_firm_tab" ON "orders" USING btree ("firm_id","stage_tab","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_firm_all" ON "orders" USING btree ("firm_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_position_person" ON "orders" USING btree ("position_id","person_id");--> statement-breakpoint
CREATE INDEX "orders_person" ON "orders" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "orders_stage_updated" ON "orders" USING btree ("stage","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_guarantee" ON "orders" USING btree ("guarantee_ends_at");--> statement-breakpoint
CREATE INDEX "orders_interview" ON "orders" USING btree ("hunter_id","interview_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recommend_reports_firm_resume_position" ON "recommend_reports" USING btree ("firm_id","resume_id","position_id");--> statement-breakpoint
CREATE INDEX "recommend_reports_resume" ON "recommend_reports" USING btree ("resume_id");--> statement-breakpoint
CREATE INDEX "positions_state_updated" ON "positions" USING btree ("state","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "positions_project" ON "positions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "positions_name_trgm" ON "positions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_updated" ON "projects" USING btree ("updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "trial_requests_created" ON "trial_requests" USING btree ("created_at");