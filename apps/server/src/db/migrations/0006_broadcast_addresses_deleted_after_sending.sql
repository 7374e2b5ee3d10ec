CREATE TABLE "unsubscribed_addresses" (
	"survey_id" integer NOT NULL,
	"email_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unsubscribed_addresses_survey_id_email_hash_pk" PRIMARY KEY("survey_id","email_hash")
);
--> statement-breakpoint
ALTER TABLE "mailing_lists" ADD COLUMN "sent_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mailing_lists" ADD COLUMN "failed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_mails" ADD COLUMN "retry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "unsubscribed_addresses" ADD CONSTRAINT "unsubscribed_addresses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing data: keep only the counts of what was sent and the hashes of who unsubscribed.
UPDATE "mailing_lists" ml SET "sent_count" = (SELECT count(*) FROM "recipients" r WHERE r."mailing_list_id" = ml."id" AND r."sent_at" IS NOT NULL), "failed_count" = (SELECT count(*) FROM "recipients" r WHERE r."mailing_list_id" = ml."id" AND r."failed_at" IS NOT NULL);--> statement-breakpoint
INSERT INTO "unsubscribed_addresses" ("survey_id", "email_hash") SELECT DISTINCT ml."survey_id", encode(sha256(convert_to(lower(r."email"), 'UTF8')), 'hex') FROM "recipients" r JOIN "mailing_lists" ml ON ml."id" = r."mailing_list_id" WHERE r."unsubscribed";--> statement-breakpoint
DELETE FROM "recipients" WHERE "sent_at" IS NOT NULL OR "failed_at" IS NOT NULL OR "unsubscribed";--> statement-breakpoint
ALTER TABLE "recipients" DROP COLUMN "sent_at";--> statement-breakpoint
ALTER TABLE "recipients" DROP COLUMN "failed_at";--> statement-breakpoint
ALTER TABLE "recipients" DROP COLUMN "failure";