CREATE TABLE "candidate_visits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"source" text DEFAULT 'upload' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sort_key" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"person_id" uuid,
	"firm_id" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"person_id" uuid NOT NULL,
	"sex" smallint DEFAULT 0 NOT NULL,
	"birthday" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"work_start_date" text DEFAULT '' NOT NULL,
	"education" smallint DEFAULT 0 NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"position_name" text DEFAULT '' NOT NULL,
	"id_card_encrypted" text,
	"id_card_last4" text,
	"household_registration" text DEFAULT '' NOT NULL,
	"folk" text DEFAULT '' NOT NULL,
	"native_place" text DEFAULT '' NOT NULL,
	"political_status" text DEFAULT '' NOT NULL,
	"marital_status" text DEFAULT '' NOT NULL,
	"self_evaluation" text DEFAULT '' NOT NULL,
	"expects" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"education_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"work_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"project_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensitive_views" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"attr_type" smallint NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_visits" ADD CONSTRAINT "candidate_visits_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_visits" ADD CONSTRAINT "candidate_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_files" ADD CONSTRAINT "resume_files_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_files" ADD CONSTRAINT "resume_files_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_files" ADD CONSTRAINT "resume_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_views" ADD CONSTRAINT "sensitive_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_views" ADD CONSTRAINT "sensitive_views_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_visits_candidate" ON "candidate_visits" USING btree ("candidate_id","visited_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_firm_person_live" ON "candidates" USING btree ("firm_id","person_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "candidates_owner_sort" ON "candidates" USING btree ("firm_id","owner_id","sort_key" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "candidates_firm_sort" ON "candidates" USING btree ("firm_id","sort_key" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "people_phone" ON "people" USING btree ("phone") WHERE phone is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "people_email" ON "people" USING btree ("email") WHERE email is not null;--> statement-breakpoint
CREATE INDEX "resume_files_person" ON "resume_files" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_person" ON "resumes" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "sensitive_views_user_time" ON "sensitive_views" USING btree ("user_id","created_at");