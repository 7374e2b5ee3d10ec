ALTER TABLE "mailing_lists" ADD COLUMN "response_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "mailing_lists" ADD COLUMN "answered_yes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mailing_lists" ADD COLUMN "answered_yes_over_a_year" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mailing_lists" ADD COLUMN "answered_already_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mailing_lists" ADD COLUMN "answered_no" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mailing_lists" ADD CONSTRAINT "mailing_lists_response_key_unique" UNIQUE("response_key");