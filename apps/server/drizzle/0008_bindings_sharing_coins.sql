CREATE TABLE "coin_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"movement_id" uuid NOT NULL,
	"account" text NOT NULL,
	"user_id" uuid,
	"firm_id" uuid,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coin_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"firm_id" uuid,
	"user_id" uuid,
	"once_key" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "binding_limits" (
	"firm_id" uuid PRIMARY KEY NOT NULL,
	"max_unrecommended" integer NOT NULL,
	"reminder_capacity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_bindings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"consultant_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"how" text NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" uuid
);
--> statement-breakpoint
CREATE TABLE "resume_contact_asks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"contact_type" smallint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"allowed" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_resumes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"person_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"shared_by" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_method" text NOT NULL,
	"consent_note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_movement_id_coin_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."coin_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_movements" ADD CONSTRAINT "coin_movements_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_movements" ADD CONSTRAINT "coin_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "binding_limits" ADD CONSTRAINT "binding_limits_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_bindings" ADD CONSTRAINT "candidate_bindings_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_bindings" ADD CONSTRAINT "candidate_bindings_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_bindings" ADD CONSTRAINT "candidate_bindings_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_bindings" ADD CONSTRAINT "candidate_bindings_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_bindings" ADD CONSTRAINT "candidate_bindings_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_contact_asks" ADD CONSTRAINT "resume_contact_asks_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_contact_asks" ADD CONSTRAINT "resume_contact_asks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_contact_asks" ADD CONSTRAINT "resume_contact_asks_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_resumes" ADD CONSTRAINT "shared_resumes_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_resumes" ADD CONSTRAINT "shared_resumes_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_resumes" ADD CONSTRAINT "shared_resumes_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_resumes" ADD CONSTRAINT "shared_resumes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_entries_user" ON "coin_entries" USING btree ("user_id","amount");--> statement-breakpoint
CREATE INDEX "coin_entries_firm" ON "coin_entries" USING btree ("firm_id","amount");--> statement-breakpoint
CREATE INDEX "coin_entries_movement" ON "coin_entries" USING btree ("movement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coin_movements_once" ON "coin_movements" USING btree ("once_key");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_bindings_person_live" ON "candidate_bindings" USING btree ("person_id") WHERE released_at is null;--> statement-breakpoint
CREATE INDEX "candidate_bindings_consultant_live" ON "candidate_bindings" USING btree ("consultant_id","bound_at" DESC NULLS LAST) WHERE released_at is null;--> statement-breakpoint
CREATE INDEX "resume_contact_asks_firm_time" ON "resume_contact_asks" USING btree ("firm_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "shared_resumes_firm_person_live" ON "shared_resumes" USING btree ("firm_id","person_id") WHERE withdrawn_at is null;--> statement-breakpoint
CREATE INDEX "shared_resumes_live_time" ON "shared_resumes" USING btree ("shared_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE withdrawn_at is null;--> statement-breakpoint
CREATE INDEX "shared_resumes_person" ON "shared_resumes" USING btree ("person_id");