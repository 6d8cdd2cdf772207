-- The talent index in 16 hash partitions by person. A capped total ("10000+") then stops after the
-- partitions that already hold 10,001 matches, instead of decoding every posting list of the whole
-- pool; each partition is a uniform sample of the pool, so a broad search stops after one or two.
-- Columns, keys and index definitions are unchanged (the drizzle schema stays as it is).
ALTER TABLE "talent_index" RENAME TO "talent_index_old";--> statement-breakpoint
ALTER TABLE "talent_index_old" RENAME CONSTRAINT "talent_index_pkey" TO "talent_index_old_pkey";--> statement-breakpoint
ALTER TABLE "talent_index_old" RENAME CONSTRAINT "talent_index_person_id_people_id_fk" TO "talent_index_old_person_fk";--> statement-breakpoint
ALTER INDEX "talent_index_tokens" RENAME TO "talent_index_old_tokens";--> statement-breakpoint
ALTER INDEX "talent_index_refreshed" RENAME TO "talent_index_old_refreshed";--> statement-breakpoint
ALTER INDEX "talent_index_created" RENAME TO "talent_index_old_created";--> statement-breakpoint
ALTER INDEX "talent_index_occupied" RENAME TO "talent_index_old_occupied";--> statement-breakpoint
CREATE TABLE "talent_index" (
	"person_id" uuid NOT NULL,
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
	"projects" text DEFAULT '' NOT NULL,
	CONSTRAINT "talent_index_pkey" PRIMARY KEY ("person_id")
) PARTITION BY HASH ("person_id");--> statement-breakpoint
DO $$
BEGIN
  FOR r IN 0..15 LOOP
    EXECUTE format('CREATE TABLE talent_index_p%s PARTITION OF talent_index FOR VALUES WITH (MODULUS 16, REMAINDER %s)', lpad(r::text, 2, '0'), r);
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "talent_index" SELECT * FROM "talent_index_old";--> statement-breakpoint
DROP TABLE "talent_index_old";--> statement-breakpoint
ALTER TABLE "talent_index" ADD CONSTRAINT "talent_index_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_index_tokens" ON "talent_index" USING gin ("tokens") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "talent_index_refreshed" ON "talent_index" USING btree ("refreshed_at" DESC NULLS LAST,"person_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_index_created" ON "talent_index" USING btree ("created_at" DESC NULLS LAST,"person_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_index_occupied" ON "talent_index" USING btree ("occupied_firm_id") WHERE occupied_firm_id is not null;--> statement-breakpoint
ANALYZE "talent_index";
