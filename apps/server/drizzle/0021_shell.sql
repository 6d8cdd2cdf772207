CREATE TABLE "banner_gray_users" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"link_text" text NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"gray_user" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tip_reads" (
	"user_id" uuid NOT NULL,
	"tip" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tip_reads_user_id_tip_pk" PRIMARY KEY("user_id","tip")
);
--> statement-breakpoint
ALTER TABLE "banner_gray_users" ADD CONSTRAINT "banner_gray_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_gray_users" ADD CONSTRAINT "banner_gray_users_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_reads" ADD CONSTRAINT "tip_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_sort" ON "banners" USING btree ("sort","created_at");--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_state_check" CHECK ("state" IN (0, 1));--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_dates_check" CHECK ("end_at" >= "start_at");
