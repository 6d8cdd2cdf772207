CREATE TABLE "city_leader_bindings" (
	"leader_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "city_leader_bindings_leader_id_user_id_pk" PRIMARY KEY("leader_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "firms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"nature" smallint,
	"share_resume_lib_open" boolean DEFAULT false NOT NULL,
	"lagou_resume_open" boolean DEFAULT false NOT NULL,
	"company_resume_open" boolean DEFAULT false NOT NULL,
	"bd_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"name" text NOT NULL,
	"leader_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"firm_id" uuid,
	"team_id" uuid,
	"role_code" smallint,
	"staff_role" text,
	"phone" text NOT NULL,
	"cname" text NOT NULL,
	"email" text,
	"weixin" text,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "behavior_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"firm_id" uuid,
	"event" text NOT NULL,
	"page" text,
	"detail" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"firm_id" uuid,
	"action" text NOT NULL,
	"scope" text NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"phone" text NOT NULL,
	"outcome" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "version_notice_reads" (
	"notice_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "version_notice_reads_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "version_notices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "city_leader_bindings" ADD CONSTRAINT "city_leader_bindings_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_leader_bindings" ADD CONSTRAINT "city_leader_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_messages" ADD CONSTRAINT "sys_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_notice_reads" ADD CONSTRAINT "version_notice_reads_notice_id_version_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."version_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_notice_reads" ADD CONSTRAINT "version_notice_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_firm_name_live" ON "teams" USING btree ("firm_id","name") WHERE dismissed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_firm_team" ON "users" USING btree ("firm_id","team_id");--> statement-breakpoint
CREATE INDEX "behavior_logs_user_time" ON "behavior_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "risk_events_time" ON "risk_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sign_in_events_phone_time" ON "sign_in_events" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sys_messages_user_time" ON "sys_messages" USING btree ("user_id","created_at" DESC NULLS LAST);