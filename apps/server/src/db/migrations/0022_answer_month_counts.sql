CREATE TABLE "answer_month_counts" (
	"survey_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer,
	"number_value" numeric,
	"month" date NOT NULL,
	"answers" bigint NOT NULL,
	CONSTRAINT "answer_month_counts_key" UNIQUE NULLS NOT DISTINCT("survey_id","question_id","option_id","number_value","month")
);
--> statement-breakpoint
CREATE TABLE "single_day_respondent_month_counts" (
	"survey_id" integer NOT NULL,
	"dimension_id" integer,
	"month" date NOT NULL,
	"respondents" integer NOT NULL,
	CONSTRAINT "single_day_respondent_month_counts_key" UNIQUE NULLS NOT DISTINCT("survey_id","dimension_id","month")
);
--> statement-breakpoint
CREATE INDEX "answer_month_counts_question_idx" ON "answer_month_counts" USING btree ("question_id","option_id");--> statement-breakpoint
CREATE INDEX "answer_month_counts_zero_idx" ON "answer_month_counts" USING btree ("survey_id") WHERE "answer_month_counts"."answers" = 0;--> statement-breakpoint
CREATE INDEX "single_day_respondent_month_counts_zero_idx" ON "single_day_respondent_month_counts" USING btree ("survey_id") WHERE "single_day_respondent_month_counts"."respondents" = 0;--> statement-breakpoint
CREATE INDEX "answer_day_counts_survey_day_idx" ON "answer_day_counts" USING btree ("survey_id","day");--> statement-breakpoint
CREATE INDEX "single_day_respondent_counts_survey_day_idx" ON "single_day_respondent_counts" USING btree ("survey_id","day");
--> statement-breakpoint
-- The month rows follow the day rows: every statement that writes answer_day_counts or
-- single_day_respondent_counts (the answers' triggers, a rebuild, a deleted survey) adds its
-- difference per month, within the same survey locks as the day rows. Rows that fall to zero go.
CREATE FUNCTION "answer_day_counts_to_months"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	touched int[];
BEGIN
	-- Each event has only its own transition tables, so each reads them in a branch of its own.
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT survey_id ORDER BY survey_id) INTO touched FROM new_rows;
		INSERT INTO answer_month_counts AS t (survey_id, question_id, option_id, number_value, month, answers)
		SELECT survey_id, question_id, option_id, number_value, date_trunc('month', day::timestamp)::date, sum(answers)
		FROM new_rows c
		GROUP BY 1, 2, 3, 4, 5
		HAVING sum(answers) <> 0
		ORDER BY 1, 2, 3, 4, 5
		ON CONFLICT ON CONSTRAINT answer_month_counts_key DO UPDATE SET answers = t.answers + excluded.answers;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT survey_id ORDER BY survey_id) INTO touched FROM old_rows;
		INSERT INTO answer_month_counts AS t (survey_id, question_id, option_id, number_value, month, answers)
		SELECT survey_id, question_id, option_id, number_value, date_trunc('month', day::timestamp)::date, sum(answers)
		FROM (SELECT survey_id, question_id, option_id, number_value, day, -answers AS answers FROM old_rows) c
		GROUP BY 1, 2, 3, 4, 5
		HAVING sum(answers) <> 0
		ORDER BY 1, 2, 3, 4, 5
		ON CONFLICT ON CONSTRAINT answer_month_counts_key DO UPDATE SET answers = t.answers + excluded.answers;
	ELSE
		SELECT array_agg(DISTINCT survey_id ORDER BY survey_id) INTO touched FROM new_rows;
		INSERT INTO answer_month_counts AS t (survey_id, question_id, option_id, number_value, month, answers)
		SELECT survey_id, question_id, option_id, number_value, date_trunc('month', day::timestamp)::date, sum(answers)
		FROM (SELECT survey_id, question_id, option_id, number_value, day, answers FROM new_rows UNION ALL SELECT survey_id, question_id, option_id, number_value, day, -answers FROM old_rows) c
		GROUP BY 1, 2, 3, 4, 5
		HAVING sum(answers) <> 0
		ORDER BY 1, 2, 3, 4, 5
		ON CONFLICT ON CONSTRAINT answer_month_counts_key DO UPDATE SET answers = t.answers + excluded.answers;
	END IF;
	DELETE FROM answer_month_counts WHERE answers = 0 AND survey_id = ANY(touched);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "single_day_respondent_counts_to_months"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	touched int[];
BEGIN
	-- Each event has only its own transition tables, so each reads them in a branch of its own.
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT survey_id ORDER BY survey_id) INTO touched FROM new_rows;
		INSERT INTO single_day_respondent_month_counts AS t (survey_id, dimension_id, month, respondents)
		SELECT survey_id, dimension_id, date_trunc('month', day::timestamp)::date, sum(respondents)
		FROM new_rows c
		GROUP BY 1, 2, 3
		HAVING sum(respondents) <> 0
		ORDER BY 1, 2, 3
		ON CONFLICT ON CONSTRAINT single_day_respondent_month_counts_key DO UPDATE SET respondents = t.respondents + excluded.respondents;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT survey_id ORDER BY survey_id) INTO touched FROM old_rows;
		INSERT INTO single_day_respondent_month_counts AS t (survey_id, dimension_id, month, respondents)
		SELECT survey_id, dimension_id, date_trunc('month', day::timestamp)::date, sum(respondents)
		FROM (SELECT survey_id, dimension_id, day, -respondents AS respondents FROM old_rows) c
		GROUP BY 1, 2, 3
		HAVING sum(respondents) <> 0
		ORDER BY 1, 2, 3
		ON CONFLICT ON CONSTRAINT single_day_respondent_month_counts_key DO UPDATE SET respondents = t.respondents + excluded.respondents;
	ELSE
		SELECT array_agg(DISTINCT survey_id ORDER BY survey_id) INTO touched FROM new_rows;
		INSERT INTO single_day_respondent_month_counts AS t (survey_id, dimension_id, month, respondents)
		SELECT survey_id, dimension_id, date_trunc('month', day::timestamp)::date, sum(respondents)
		FROM (SELECT survey_id, dimension_id, day, respondents FROM new_rows UNION ALL SELECT survey_id, dimension_id, day, -respondents FROM old_rows) c
		GROUP BY 1, 2, 3
		HAVING sum(respondents) <> 0
		ORDER BY 1, 2, 3
		ON CONFLICT ON CONSTRAINT single_day_respondent_month_counts_key DO UPDATE SET respondents = t.respondents + excluded.respondents;
	END IF;
	DELETE FROM single_day_respondent_month_counts WHERE respondents = 0 AND survey_id = ANY(touched);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "answer_day_counts_insert_months" AFTER INSERT ON "answer_day_counts"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_day_counts_to_months();
--> statement-breakpoint
CREATE TRIGGER "answer_day_counts_update_months" AFTER UPDATE ON "answer_day_counts"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_day_counts_to_months();
--> statement-breakpoint
CREATE TRIGGER "answer_day_counts_delete_months" AFTER DELETE ON "answer_day_counts"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_day_counts_to_months();
--> statement-breakpoint
CREATE TRIGGER "single_day_respondent_counts_insert_months" AFTER INSERT ON "single_day_respondent_counts"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION single_day_respondent_counts_to_months();
--> statement-breakpoint
CREATE TRIGGER "single_day_respondent_counts_update_months" AFTER UPDATE ON "single_day_respondent_counts"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION single_day_respondent_counts_to_months();
--> statement-breakpoint
CREATE TRIGGER "single_day_respondent_counts_delete_months" AFTER DELETE ON "single_day_respondent_counts"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION single_day_respondent_counts_to_months();
--> statement-breakpoint
INSERT INTO answer_month_counts (survey_id, question_id, option_id, number_value, month, answers)
SELECT survey_id, question_id, option_id, number_value, date_trunc('month', day::timestamp)::date, sum(answers)
FROM answer_day_counts GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO single_day_respondent_month_counts (survey_id, dimension_id, month, respondents)
SELECT survey_id, dimension_id, date_trunc('month', day::timestamp)::date, sum(respondents)
FROM single_day_respondent_counts GROUP BY 1, 2, 3;
