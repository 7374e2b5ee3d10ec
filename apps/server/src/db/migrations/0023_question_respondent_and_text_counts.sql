CREATE TABLE "answer_text_day_counts" (
	"survey_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"day" date NOT NULL,
	"texts" bigint NOT NULL,
	CONSTRAINT "answer_text_day_counts_key" UNIQUE("survey_id","question_id","day")
);
--> statement-breakpoint
CREATE TABLE "multi_day_question_respondents" (
	"survey_id" integer NOT NULL,
	"respondent_id" bigint NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "multi_day_question_respondents_respondent_id_question_id_pk" PRIMARY KEY("respondent_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "respondent_question_days" (
	"survey_id" integer NOT NULL,
	"respondent_id" bigint NOT NULL,
	"question_id" integer NOT NULL,
	"day" date NOT NULL,
	"answers" integer NOT NULL,
	CONSTRAINT "respondent_question_days_respondent_id_question_id_day_pk" PRIMARY KEY("respondent_id","question_id","day")
);
--> statement-breakpoint
CREATE TABLE "single_day_question_respondent_counts" (
	"survey_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"day" date NOT NULL,
	"respondents" integer NOT NULL,
	CONSTRAINT "single_day_question_respondent_counts_key" UNIQUE("survey_id","question_id","day")
);
--> statement-breakpoint
CREATE INDEX "answer_text_day_counts_zero_idx" ON "answer_text_day_counts" USING btree ("survey_id") WHERE "answer_text_day_counts"."texts" = 0;--> statement-breakpoint
CREATE INDEX "multi_day_question_respondents_survey_idx" ON "multi_day_question_respondents" USING btree ("survey_id","question_id");--> statement-breakpoint
CREATE INDEX "respondent_question_days_survey_idx" ON "respondent_question_days" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "single_day_question_respondent_counts_zero_idx" ON "single_day_question_respondent_counts" USING btree ("survey_id") WHERE "single_day_question_respondent_counts"."respondents" = 0;--> statement-breakpoint
-- Applies answer changes to the respondents of multiple-choice questions (type 2, the only type
-- with several answer rows per respondent), the way apply_answer_changes keeps the scored
-- respondents: a respondent whose chosen options of a question all fall on one day counts on that
-- day, one with several days is listed in multi_day_question_respondents. The days before a change
-- come from respondent_question_days, not from the answers: a page save deletes and inserts in one
-- statement, and both triggers fire after both parts, so the answers already show the end state.
CREATE FUNCTION "apply_question_respondent_changes"(changes answer_change[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	touched int[];
BEGIN
	SELECT array_agg(DISTINCT c.survey_id ORDER BY c.survey_id) INTO touched
	FROM unnest(changes) c JOIN questions q ON q.id = c.question_id
	WHERE q.type = 2 AND EXISTS (SELECT 1 FROM surveys s WHERE s.id = c.survey_id);
	IF touched IS NULL THEN
		RETURN;
	END IF;
	PERFORM pg_advisory_xact_lock(7305100, l.survey_id) FROM (SELECT unnest(touched) AS survey_id ORDER BY 1) l;

	WITH chosen AS (
		SELECT c.survey_id, c.respondent_id, c.question_id, c.answered_at::date AS day, sum(c.sign)::int AS answers
		FROM unnest(changes) c
		JOIN questions q ON q.id = c.question_id
		WHERE c.survey_id = ANY(touched) AND q.type = 2
		GROUP BY 1, 2, 3, 4
		HAVING sum(c.sign) <> 0
	), before AS (
		SELECT d.survey_id, d.respondent_id, d.question_id, d.day, d.answers
		FROM respondent_question_days d
		WHERE (d.respondent_id, d.question_id) IN (SELECT respondent_id, question_id FROM chosen)
	), after AS (
		SELECT survey_id, respondent_id, question_id, day, sum(answers)::int AS answers
		FROM (SELECT * FROM before UNION ALL SELECT * FROM chosen) x
		GROUP BY 1, 2, 3, 4
	), before_days AS (
		SELECT survey_id, respondent_id, question_id, min(day) AS first_day, max(day) AS last_day
		FROM before
		GROUP BY 1, 2, 3
	), after_days AS (
		SELECT survey_id, respondent_id, question_id, min(day) AS first_day, max(day) AS last_day
		FROM after WHERE answers > 0
		GROUP BY 1, 2, 3
	), kept AS (
		INSERT INTO respondent_question_days AS t (survey_id, respondent_id, question_id, day, answers)
		SELECT * FROM after WHERE answers > 0 ORDER BY respondent_id, question_id, day
		ON CONFLICT (respondent_id, question_id, day) DO UPDATE SET answers = excluded.answers
	), dropped AS (
		DELETE FROM respondent_question_days t USING after a
		WHERE a.answers <= 0 AND t.respondent_id = a.respondent_id AND t.question_id = a.question_id AND t.day = a.day
	), single_change AS (
		SELECT survey_id, question_id, first_day AS day, sum(sign)::int AS respondents
		FROM (SELECT survey_id, question_id, first_day, -1 AS sign FROM before_days WHERE first_day = last_day
			UNION ALL
			SELECT survey_id, question_id, first_day, 1 FROM after_days WHERE first_day = last_day) x
		GROUP BY 1, 2, 3
		HAVING sum(sign) <> 0
	), counted AS (
		INSERT INTO single_day_question_respondent_counts AS t (survey_id, question_id, day, respondents)
		SELECT * FROM single_change ORDER BY 1, 2, 3
		ON CONFLICT ON CONSTRAINT single_day_question_respondent_counts_key
		DO UPDATE SET respondents = t.respondents + excluded.respondents
	), no_longer_multi AS (
		DELETE FROM multi_day_question_respondents m USING before_days b
		WHERE b.first_day <> b.last_day AND m.respondent_id = b.respondent_id AND m.question_id = b.question_id
			AND NOT EXISTS (SELECT 1 FROM after_days a WHERE a.first_day <> a.last_day
				AND a.respondent_id = b.respondent_id AND a.question_id = b.question_id)
	)
	INSERT INTO multi_day_question_respondents (survey_id, respondent_id, question_id)
	SELECT survey_id, respondent_id, question_id FROM after_days WHERE first_day <> last_day
	ORDER BY respondent_id, question_id
	ON CONFLICT (respondent_id, question_id) DO NOTHING;
	DELETE FROM single_day_question_respondent_counts WHERE respondents = 0 AND survey_id = ANY(touched);
END $$;
--> statement-breakpoint
ALTER FUNCTION "apply_question_respondent_changes"(answer_change[]) SET jit = off;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "answers_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changes answer_change[];
BEGIN
	changes := ARRAY(
		SELECT ROW(n.survey_id, n.respondent_id, n.question_id, n.option_id, n.number_value, n.answered_at, 1)::answer_change
		FROM new_answers n);
	PERFORM apply_answer_changes(changes);
	PERFORM apply_question_respondent_changes(changes);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "answers_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changes answer_change[];
BEGIN
	changes := ARRAY(
		SELECT ROW(o.survey_id, o.respondent_id, o.question_id, o.option_id, o.number_value, o.answered_at, -1)::answer_change
		FROM old_answers o);
	PERFORM apply_answer_changes(changes);
	PERFORM apply_question_respondent_changes(changes);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "answers_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changes answer_change[];
BEGIN
	changes := ARRAY(
		SELECT ROW(o.survey_id, o.respondent_id, o.question_id, o.option_id, o.number_value, o.answered_at, -1)::answer_change
		FROM old_answers o
		UNION ALL
		SELECT ROW(n.survey_id, n.respondent_id, n.question_id, n.option_id, n.number_value, n.answered_at, 1)::answer_change
		FROM new_answers n);
	PERFORM apply_answer_changes(changes);
	PERFORM apply_question_respondent_changes(changes);
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Open texts per survey, question and day: a plain count, which adds up over days. Texts of a
-- deleted question or option go by their foreign keys and are counted out here, while the survey
-- stays; a deleted survey's counts go in remove_survey_pre_aggregates.
CREATE FUNCTION "apply_answer_text_changes"(changes answer_change[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	touched int[];
BEGIN
	SELECT array_agg(DISTINCT c.survey_id ORDER BY c.survey_id) INTO touched
	FROM unnest(changes) c WHERE EXISTS (SELECT 1 FROM surveys s WHERE s.id = c.survey_id);
	IF touched IS NULL THEN
		RETURN;
	END IF;
	PERFORM pg_advisory_xact_lock(7305100, l.survey_id) FROM (SELECT unnest(touched) AS survey_id ORDER BY 1) l;
	INSERT INTO answer_text_day_counts AS t (survey_id, question_id, day, texts)
	SELECT c.survey_id, c.question_id, c.answered_at::date, sum(c.sign)
	FROM unnest(changes) c
	WHERE c.survey_id = ANY(touched)
	GROUP BY 1, 2, 3
	HAVING sum(c.sign) <> 0
	ORDER BY 1, 2, 3
	ON CONFLICT ON CONSTRAINT answer_text_day_counts_key DO UPDATE SET texts = t.texts + excluded.texts;
	DELETE FROM answer_text_day_counts WHERE texts = 0 AND survey_id = ANY(touched);
END $$;
--> statement-breakpoint
ALTER FUNCTION "apply_answer_text_changes"(answer_change[]) SET jit = off;
--> statement-breakpoint
CREATE FUNCTION "answer_texts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Each event has only its own transition tables, so each reads them in a branch of its own.
	IF TG_OP = 'INSERT' THEN
		PERFORM apply_answer_text_changes(ARRAY(
			SELECT ROW(n.survey_id, n.respondent_id, n.question_id, n.option_id, NULL, n.answered_at, 1)::answer_change
			FROM new_texts n));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM apply_answer_text_changes(ARRAY(
			SELECT ROW(o.survey_id, o.respondent_id, o.question_id, o.option_id, NULL, o.answered_at, -1)::answer_change
			FROM old_texts o));
	ELSE
		PERFORM apply_answer_text_changes(ARRAY(
			SELECT ROW(o.survey_id, o.respondent_id, o.question_id, o.option_id, NULL, o.answered_at, -1)::answer_change
			FROM old_texts o
			UNION ALL
			SELECT ROW(n.survey_id, n.respondent_id, n.question_id, n.option_id, NULL, n.answered_at, 1)::answer_change
			FROM new_texts n));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "answer_texts_pre_aggregate_insert" AFTER INSERT ON "answer_texts"
	REFERENCING NEW TABLE AS new_texts FOR EACH STATEMENT EXECUTE FUNCTION answer_texts_changed();
--> statement-breakpoint
CREATE TRIGGER "answer_texts_pre_aggregate_delete" AFTER DELETE ON "answer_texts"
	REFERENCING OLD TABLE AS old_texts FOR EACH STATEMENT EXECUTE FUNCTION answer_texts_changed();
--> statement-breakpoint
CREATE TRIGGER "answer_texts_pre_aggregate_update" AFTER UPDATE ON "answer_texts"
	REFERENCING OLD TABLE AS old_texts NEW TABLE AS new_texts FOR EACH STATEMENT EXECUTE FUNCTION answer_texts_changed();
--> statement-breakpoint
-- Recomputes the respondents of the multiple-choice questions of some surveys (null: all).
CREATE FUNCTION "rebuild_question_respondent_days"(survey_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM respondent_question_days WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids);
	DELETE FROM single_day_question_respondent_counts WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids);
	DELETE FROM multi_day_question_respondents WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids);
	INSERT INTO respondent_question_days (survey_id, respondent_id, question_id, day, answers)
	SELECT a.survey_id, a.respondent_id, a.question_id, a.answered_at::date, count(*)
	FROM answers a
	JOIN questions q ON q.id = a.question_id
	WHERE (survey_ids IS NULL OR a.survey_id = ANY(survey_ids)) AND q.type = 2
	GROUP BY 1, 2, 3, 4;
	WITH days AS (
		SELECT survey_id, respondent_id, question_id, min(day) AS first_day, max(day) AS last_day
		FROM respondent_question_days
		WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids)
		GROUP BY 1, 2, 3
	), singles AS (
		INSERT INTO single_day_question_respondent_counts (survey_id, question_id, day, respondents)
		SELECT survey_id, question_id, first_day, count(*) FROM days WHERE first_day = last_day GROUP BY 1, 2, 3
	)
	INSERT INTO multi_day_question_respondents (survey_id, respondent_id, question_id)
	SELECT survey_id, respondent_id, question_id FROM days WHERE first_day <> last_day;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_answer_aggregates"(survey_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM answer_day_counts WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids);
	INSERT INTO answer_day_counts (survey_id, question_id, option_id, number_value, day, answers)
	SELECT survey_id, question_id, option_id, number_value, answered_at::date, count(*)
	FROM answers
	WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids)
	GROUP BY 1, 2, 3, 4, 5;
	PERFORM rebuild_scored_respondent_days(survey_ids);
	PERFORM rebuild_question_respondent_days(survey_ids);
	DELETE FROM answer_text_day_counts WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids);
	INSERT INTO answer_text_day_counts (survey_id, question_id, day, texts)
	SELECT survey_id, question_id, answered_at::date, count(*)
	FROM answer_texts
	WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids)
	GROUP BY 1, 2, 3;
	IF survey_ids IS NULL THEN
		DELETE FROM answer_aggregate_zone;
		INSERT INTO answer_aggregate_zone (time_zone) VALUES (current_setting('TimeZone'));
	END IF;
END $$;
--> statement-breakpoint
-- A question that becomes multiple choice, or stops being one, has its respondents counted again.
CREATE FUNCTION "questions_type_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed int[];
BEGIN
	SELECT array_agg(DISTINCT n.survey_id) INTO changed
	FROM new_questions n JOIN old_questions o ON o.id = n.id
	WHERE (n.type = 2) <> (o.type = 2);
	IF changed IS NOT NULL THEN
		PERFORM pg_advisory_xact_lock(7305100, l.survey_id) FROM (SELECT unnest(changed) AS survey_id ORDER BY 1) l;
		PERFORM rebuild_question_respondent_days(changed);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "questions_pre_aggregate_type" AFTER UPDATE ON "questions"
	REFERENCING OLD TABLE AS old_questions NEW TABLE AS new_questions FOR EACH STATEMENT EXECUTE FUNCTION questions_type_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "remove_survey_pre_aggregates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM answer_day_counts WHERE survey_id = OLD.id;
	DELETE FROM respondent_scored_days WHERE survey_id = OLD.id;
	DELETE FROM single_day_respondent_counts WHERE survey_id = OLD.id;
	DELETE FROM multi_day_respondents WHERE survey_id = OLD.id;
	DELETE FROM respondent_question_days WHERE survey_id = OLD.id;
	DELETE FROM single_day_question_respondent_counts WHERE survey_id = OLD.id;
	DELETE FROM multi_day_question_respondents WHERE survey_id = OLD.id;
	DELETE FROM answer_text_day_counts WHERE survey_id = OLD.id;
	RETURN OLD;
END $$;
--> statement-breakpoint
SELECT rebuild_question_respondent_days(NULL);
--> statement-breakpoint
INSERT INTO answer_text_day_counts (survey_id, question_id, day, texts)
SELECT survey_id, question_id, answered_at::date, count(*) FROM answer_texts GROUP BY 1, 2, 3;
