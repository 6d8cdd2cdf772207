CREATE TABLE "talent_index" (
	"person_id" uuid PRIMARY KEY NOT NULL,
	"source" smallint NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"occupied_firm_id" uuid,
	"occupied_owner_id" uuid,
	"city" text DEFAULT '' NOT NULL,
	"expect_city" text DEFAULT '' NOT NULL,
	"education" smallint DEFAULT 0 NOT NULL,
	"sex" smallint DEFAULT 0 NOT NULL,
	"birth_year" smallint,
	"work_years" smallint,
	"graduate_year" smallint,
	"expect_salary" integer,
	"now_salary" integer,
	"tip_mask" integer DEFAULT 0 NOT NULL,
	"can_share" boolean DEFAULT false NOT NULL,
	"tokens" text[] NOT NULL,
	"search_text" text NOT NULL,
	"cur_position" text DEFAULT '' NOT NULL,
	"positions" text DEFAULT '' NOT NULL,
	"cur_company" text DEFAULT '' NOT NULL,
	"companies" text DEFAULT '' NOT NULL,
	"last_school" text DEFAULT '' NOT NULL,
	"projects" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_index" ADD CONSTRAINT "talent_index_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_index_tokens" ON "talent_index" USING gin ("tokens") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "talent_index_refreshed" ON "talent_index" USING btree ("refreshed_at" DESC NULLS LAST,"person_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_index_created" ON "talent_index" USING btree ("created_at" DESC NULLS LAST,"person_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_index_occupied" ON "talent_index" USING btree ("occupied_firm_id") WHERE occupied_firm_id is not null;