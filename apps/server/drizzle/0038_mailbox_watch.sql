ALTER TABLE "mailboxes" ADD COLUMN "watch_owner" text;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "watch_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "watch_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "watch_failures" integer DEFAULT 0 NOT NULL;