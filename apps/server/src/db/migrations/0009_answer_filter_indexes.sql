DROP INDEX "answers_question_option_idx";--> statement-breakpoint
CREATE INDEX "answers_question_option_respondent_idx" ON "answers" USING btree ("question_id","option_id","respondent_id");--> statement-breakpoint
DROP INDEX "answers_survey_question_date_idx";--> statement-breakpoint
CREATE INDEX "answers_survey_question_date_idx" ON "answers" USING btree ("survey_id","question_id","answered_at") INCLUDE ("respondent_id");