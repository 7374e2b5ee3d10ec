CREATE TABLE "legacy_survey_links" (
	"old_id" text PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legacy_survey_links" ADD CONSTRAINT "legacy_survey_links_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legacy_survey_links_survey_idx" ON "legacy_survey_links" USING btree ("survey_id");