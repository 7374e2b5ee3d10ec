ALTER TABLE "mailing_lists" ADD COLUMN "started_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mailing_lists" ADD COLUMN "finished_count" integer DEFAULT 0 NOT NULL;