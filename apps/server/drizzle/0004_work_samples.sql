ALTER TABLE "resume_files" ADD COLUMN "purpose" text DEFAULT 'resume' NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "show_works" boolean DEFAULT false NOT NULL;