ALTER TABLE "answer_day_counts" DROP CONSTRAINT "answer_day_counts_survey_id_surveys_id_fk";
--> statement-breakpoint
ALTER TABLE "answer_day_counts" DROP CONSTRAINT "answer_day_counts_question_id_questions_id_fk";
--> statement-breakpoint
ALTER TABLE "answer_day_counts" DROP CONSTRAINT "answer_day_counts_option_id_question_options_id_fk";
--> statement-breakpoint
ALTER TABLE "multi_day_respondents" DROP CONSTRAINT "multi_day_respondents_survey_id_surveys_id_fk";
--> statement-breakpoint
ALTER TABLE "respondent_scored_days" DROP CONSTRAINT "respondent_scored_days_survey_id_surveys_id_fk";
--> statement-breakpoint
ALTER TABLE "single_day_respondent_counts" DROP CONSTRAINT "single_day_respondent_counts_survey_id_surveys_id_fk";
--> statement-breakpoint
-- Without the foreign keys a deleted survey's pre-aggregates are removed here; its questions,
-- options and answers then go by their cascades, which the triggers skip for a survey that is gone.
CREATE FUNCTION "remove_survey_pre_aggregates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM answer_day_counts WHERE survey_id = OLD.id;
	DELETE FROM respondent_scored_days WHERE survey_id = OLD.id;
	DELETE FROM single_day_respondent_counts WHERE survey_id = OLD.id;
	DELETE FROM multi_day_respondents WHERE survey_id = OLD.id;
	RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "surveys_remove_pre_aggregates" BEFORE DELETE ON "surveys"
	FOR EACH ROW EXECUTE FUNCTION remove_survey_pre_aggregates();
--> statement-breakpoint
-- The planner cannot see how many changes an array holds and guessed large enough to compile
-- every page save's statements (about 0.1 s each): the work here is small per row.
ALTER FUNCTION "apply_answer_changes"(answer_change[]) SET jit = off;
