CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"picture" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_positions" (
	"activity_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	CONSTRAINT "activity_positions_activity_id_position_id_pk" PRIMARY KEY("activity_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "glad_tidings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"firm_name" text NOT NULL,
	"consultant_name" text NOT NULL,
	"position_name" text NOT NULL,
	"employer" text NOT NULL,
	"candidate_name" text NOT NULL,
	"onboard_at" timestamp with time zone NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_exclusions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_milestones" (
	"order_id" uuid NOT NULL,
	"metric" smallint NOT NULL,
	"firm_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stat_milestones_order_id_metric_pk" PRIMARY KEY("order_id","metric")
);
--> statement-breakpoint
CREATE TABLE "stat_position_daily" (
	"firm_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"day" date NOT NULL,
	"project_id" uuid NOT NULL,
	"n0" integer DEFAULT 0 NOT NULL,
	"n1" integer DEFAULT 0 NOT NULL,
	"n2" integer DEFAULT 0 NOT NULL,
	"n3" integer DEFAULT 0 NOT NULL,
	"n4" integer DEFAULT 0 NOT NULL,
	"n5" integer DEFAULT 0 NOT NULL,
	"last0" timestamp with time zone,
	"last1" timestamp with time zone,
	"last2" timestamp with time zone,
	"last3" timestamp with time zone,
	"last4" timestamp with time zone,
	"last5" timestamp with time zone,
	CONSTRAINT "stat_position_daily_firm_id_day_position_id_pk" PRIMARY KEY("firm_id","day","position_id")
);
--> statement-breakpoint
CREATE TABLE "stat_user_daily" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"firm_id" uuid NOT NULL,
	"n0" integer DEFAULT 0 NOT NULL,
	"n1" integer DEFAULT 0 NOT NULL,
	"n2" integer DEFAULT 0 NOT NULL,
	"n3" integer DEFAULT 0 NOT NULL,
	"n4" integer DEFAULT 0 NOT NULL,
	"n5" integer DEFAULT 0 NOT NULL,
	"last0" timestamp with time zone,
	"last1" timestamp with time zone,
	"last2" timestamp with time zone,
	"last3" timestamp with time zone,
	"last4" timestamp with time zone,
	"last5" timestamp with time zone,
	CONSTRAINT "stat_user_daily_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_positions" ADD CONSTRAINT "activity_positions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_positions" ADD CONSTRAINT "activity_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glad_tidings" ADD CONSTRAINT "glad_tidings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glad_tidings" ADD CONSTRAINT "glad_tidings_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_exclusions" ADD CONSTRAINT "ranking_exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_exclusions" ADD CONSTRAINT "ranking_exclusions_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_milestones" ADD CONSTRAINT "stat_milestones_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_position_daily" ADD CONSTRAINT "stat_position_daily_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_position_daily" ADD CONSTRAINT "stat_position_daily_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_position_daily" ADD CONSTRAINT "stat_position_daily_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_user_daily" ADD CONSTRAINT "stat_user_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_user_daily" ADD CONSTRAINT "stat_user_daily_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_published" ON "activities" USING btree ("published","end_at");--> statement-breakpoint
CREATE INDEX "activity_positions_position" ON "activity_positions" USING btree ("position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "glad_tidings_order" ON "glad_tidings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "glad_tidings_onboard" ON "glad_tidings" USING btree ("onboard_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stat_user_daily_firm_day" ON "stat_user_daily" USING btree ("firm_id","day");--> statement-breakpoint
CREATE INDEX "stat_user_daily_day" ON "stat_user_daily" USING btree ("day");