DROP INDEX "candidates_owner_sort";--> statement-breakpoint
DROP INDEX "candidates_firm_sort";--> statement-breakpoint
CREATE INDEX "candidates_tab_counts" ON "candidates" USING btree ("firm_id","owner_id","completed") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "candidates_owner_sort" ON "candidates" USING btree ("firm_id","owner_id","sort_key" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "candidates_firm_sort" ON "candidates" USING btree ("firm_id","sort_key" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;