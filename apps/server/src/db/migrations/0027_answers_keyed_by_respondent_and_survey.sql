-- An answer's respondent and survey become one key (see answerOfRespondent in schema.ts): the
-- survey must be the respondent's, and a page save checks one key per row instead of two.
ALTER TABLE "respondents" ADD CONSTRAINT "respondents_id_survey_unique" UNIQUE("id","survey_id");
--> statement-breakpoint
ALTER TABLE "answer_texts" DROP CONSTRAINT "answer_texts_respondent_id_respondents_id_fk";
--> statement-breakpoint
ALTER TABLE "answer_texts" DROP CONSTRAINT "answer_texts_survey_id_surveys_id_fk";
--> statement-breakpoint
ALTER TABLE "answers" DROP CONSTRAINT "answers_respondent_id_respondents_id_fk";
--> statement-breakpoint
ALTER TABLE "answers" DROP CONSTRAINT "answers_survey_id_surveys_id_fk";
--> statement-breakpoint
ALTER TABLE "answer_texts" ADD CONSTRAINT "answer_texts_respondent_fk" FOREIGN KEY ("respondent_id","survey_id") REFERENCES "public"."respondents"("id","survey_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_respondent_fk" FOREIGN KEY ("respondent_id","survey_id") REFERENCES "public"."respondents"("id","survey_id") ON DELETE cascade ON UPDATE no action;
