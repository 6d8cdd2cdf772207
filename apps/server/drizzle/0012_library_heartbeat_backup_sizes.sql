ALTER TABLE "library_backup_downloads" ALTER COLUMN "size" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "library_backups" ALTER COLUMN "size" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "library_tasks" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "library_tasks_unfinished" ON "library_tasks" USING btree ("state","heartbeat_at") WHERE state in (1, 2);