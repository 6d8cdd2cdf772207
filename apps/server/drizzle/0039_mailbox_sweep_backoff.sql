ALTER TABLE "mailboxes" ADD COLUMN "sweep_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "sweep_failures" integer DEFAULT 0 NOT NULL;