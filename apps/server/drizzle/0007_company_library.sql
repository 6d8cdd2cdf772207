CREATE TABLE "library_backup_downloads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"backup_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_backups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"resume_count" integer DEFAULT 0 NOT NULL,
	"file_count" integer DEFAULT 0 NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"sha256" text,
	"check_ok" boolean,
	"check_message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "library_capacities" (
	"firm_id" uuid PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"task_id" uuid,
	"resume_id" uuid,
	"channel" text NOT NULL,
	"file_name" text NOT NULL,
	"outcome" smallint NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"mime" text,
	"size" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_resumes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text,
	"email" text,
	"sex" smallint DEFAULT 0 NOT NULL,
	"birthday" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"work_start_date" text DEFAULT '' NOT NULL,
	"education" smallint DEFAULT 0 NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"position_name" text DEFAULT '' NOT NULL,
	"school_name" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"channel" text NOT NULL,
	"task_id" uuid,
	"created_by" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"file_name" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"merged" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "library_backup_downloads" ADD CONSTRAINT "library_backup_downloads_backup_id_library_backups_id_fk" FOREIGN KEY ("backup_id") REFERENCES "public"."library_backups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_backup_downloads" ADD CONSTRAINT "library_backup_downloads_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_backup_downloads" ADD CONSTRAINT "library_backup_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_backups" ADD CONSTRAINT "library_backups_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_backups" ADD CONSTRAINT "library_backups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_capacities" ADD CONSTRAINT "library_capacities_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_task_id_library_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."library_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_resume_id_library_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."library_resumes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_resumes" ADD CONSTRAINT "library_resumes_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_resumes" ADD CONSTRAINT "library_resumes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_tasks" ADD CONSTRAINT "library_tasks_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_tasks" ADD CONSTRAINT "library_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_backup_downloads_firm" ON "library_backup_downloads" USING btree ("firm_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "library_backups_firm" ON "library_backups" USING btree ("firm_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "library_files_task" ON "library_files" USING btree ("task_id","outcome","created_at");--> statement-breakpoint
CREATE INDEX "library_files_resume" ON "library_files" USING btree ("resume_id");--> statement-breakpoint
CREATE INDEX "library_files_uploads" ON "library_files" USING btree ("firm_id","uploaded_by","created_at" DESC NULLS LAST) WHERE task_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "library_resumes_firm_phone" ON "library_resumes" USING btree ("firm_id","phone") WHERE phone is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "library_resumes_firm_email" ON "library_resumes" USING btree ("firm_id","email") WHERE email is not null;--> statement-breakpoint
CREATE INDEX "library_resumes_firm_created" ON "library_resumes" USING btree ("firm_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "library_resumes_search" ON "library_resumes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "library_tasks_firm_state" ON "library_tasks" USING btree ("firm_id","state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "library_tasks_creator" ON "library_tasks" USING btree ("created_by","created_at" DESC NULLS LAST);