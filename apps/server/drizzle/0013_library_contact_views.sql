CREATE TABLE "library_contact_views" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"library_resume_id" uuid NOT NULL,
	"attr_type" smallint NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_contact_views" ADD CONSTRAINT "library_contact_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_contact_views" ADD CONSTRAINT "library_contact_views_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_contact_views" ADD CONSTRAINT "library_contact_views_library_resume_id_library_resumes_id_fk" FOREIGN KEY ("library_resume_id") REFERENCES "public"."library_resumes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_contact_views_user_time" ON "library_contact_views" USING btree ("user_id","created_at");