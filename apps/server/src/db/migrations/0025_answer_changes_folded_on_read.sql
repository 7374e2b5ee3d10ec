CREATE TABLE "answer_changes" (
	"id" bigserial NOT NULL,
	"survey_id" integer NOT NULL,
	"respondent_id" bigint NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer,
	"number_value" numeric,
	"answered_at" timestamp with time zone NOT NULL,
	"sign" smallint NOT NULL,
	"is_text" boolean NOT NULL
);
--> statement-breakpoint
CREATE INDEX "answer_changes_survey_idx" ON "answer_changes" USING btree ("survey_id","id");--> statement-breakpoint
-- Saves no longer update the pre-aggregates in their own transaction: that made the saves of one
-- survey take turns on its lock and cost about fifteen statements each. Their triggers now only
-- append the rows they wrote or removed to answer_changes, and fold_answer_changes applies a
-- survey's pending changes in batches, with the functions of migrations 0020, 0023 and 0024. Every
-- reader of the pre-aggregates folds the survey first, and a job folds every survey each minute so
-- that the table stays small; the rebuilds count the answers as folded so far (folded_answers).
CREATE OR REPLACE FUNCTION "answers_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO answer_changes (survey_id, respondent_id, question_id, option_id, number_value, answered_at, sign, is_text)
	SELECT n.survey_id, n.respondent_id, n.question_id, n.option_id, n.number_value, n.answered_at, 1, false
	FROM new_answers n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "answers_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO answer_changes (survey_id, respondent_id, question_id, option_id, number_value, answered_at, sign, is_text)
	SELECT o.survey_id, o.respondent_id, o.question_id, o.option_id, o.number_value, o.answered_at, -1, false
	FROM old_answers o;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "answers_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO answer_changes (survey_id, respondent_id, question_id, option_id, number_value, answered_at, sign, is_text)
	SELECT o.survey_id, o.respondent_id, o.question_id, o.option_id, o.number_value, o.answered_at, -1, false
	FROM old_answers o
	UNION ALL
	SELECT n.survey_id, n.respondent_id, n.question_id, n.option_id, n.number_value, n.answered_at, 1, false
	FROM new_answers n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "answer_texts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Each event has only its own transition tables, so each reads them in a branch of its own.
	IF TG_OP = 'INSERT' THEN
		INSERT INTO answer_changes (survey_id, respondent_id, question_id, option_id, answered_at, sign, is_text)
		SELECT n.survey_id, n.respondent_id, n.question_id, n.option_id, n.answered_at, 1, true FROM new_texts n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO answer_changes (survey_id, respondent_id, question_id, option_id, answered_at, sign, is_text)
		SELECT o.survey_id, o.respondent_id, o.question_id, o.option_id, o.answered_at, -1, true FROM old_texts o;
	ELSE
		INSERT INTO answer_changes (survey_id, respondent_id, question_id, option_id, answered_at, sign, is_text)
		SELECT o.survey_id, o.respondent_id, o.question_id, o.option_id, o.answered_at, -1, true FROM old_texts o
		UNION ALL
		SELECT n.survey_id, n.respondent_id, n.question_id, n.option_id, n.answered_at, 1, true FROM new_texts n;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Folds the pending changes of some surveys into the pre-aggregates, under their transaction locks
-- taken in survey order, in batches of 50,000 in id order: a row's removal has a higher id than
-- its writing (it could only be removed once written and committed), so a batch never takes a
-- removal without its write and the respondents' days never go below zero. Changes committed while
-- this runs join a later batch or the next fold. Days are taken in the session time zone of the
-- fold, APP_TIME_ZONE on the server's connections. Returns at once, without a lock, when nothing
-- is pending: a fold in progress still shows its rows until it commits.
CREATE FUNCTION "fold_answer_changes"(survey_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	pending int[];
	last_id bigint;
	answer_rows answer_change[];
	text_rows answer_change[];
BEGIN
	SELECT array_agg(s.id ORDER BY s.id) INTO pending
	FROM (SELECT DISTINCT unnest(survey_ids) AS id) s
	WHERE EXISTS (SELECT 1 FROM answer_changes c WHERE c.survey_id = s.id);
	IF pending IS NULL THEN
		RETURN;
	END IF;
	PERFORM pg_advisory_xact_lock(7305100, l.id) FROM (SELECT unnest(pending) AS id ORDER BY 1) l;
	LOOP
		last_id := (SELECT c.id FROM answer_changes c WHERE c.survey_id = ANY(pending) ORDER BY c.id OFFSET 49999 LIMIT 1);
		WITH taken AS (
			DELETE FROM answer_changes c
			WHERE c.survey_id = ANY(pending) AND (last_id IS NULL OR c.id <= last_id)
			RETURNING c.survey_id, c.respondent_id, c.question_id, c.option_id, c.number_value, c.answered_at, c.sign, c.is_text
		)
		SELECT
			array_agg(ROW(t.survey_id, t.respondent_id, t.question_id, t.option_id, t.number_value, t.answered_at, t.sign)::answer_change)
				FILTER (WHERE NOT t.is_text),
			array_agg(ROW(t.survey_id, t.respondent_id, t.question_id, t.option_id, NULL, t.answered_at, t.sign)::answer_change)
				FILTER (WHERE t.is_text)
		INTO answer_rows, text_rows
		FROM taken t;
		IF answer_rows IS NOT NULL THEN
			PERFORM apply_answer_changes(answer_rows);
			PERFORM apply_question_respondent_changes(answer_rows);
		END IF;
		IF text_rows IS NOT NULL THEN
			PERFORM apply_answer_text_changes(text_rows);
		END IF;
		EXIT WHEN last_id IS NULL;
	END LOOP;
END $$;
--> statement-breakpoint
ALTER FUNCTION "fold_answer_changes"(int[]) SET jit = off;
--> statement-breakpoint
-- The answers as the pre-aggregates count them: the answers, less the pending writes, plus the
-- pending removals. STABLE, so within one statement of a rebuild the answers and the pending
-- changes are read at one snapshot: a save that commits meanwhile is in both or in neither.
CREATE FUNCTION "folded_answers"(survey_ids int[]) RETURNS TABLE (
	survey_id int, respondent_id bigint, question_id int, option_id int, number_value numeric, answered_at timestamptz, n int
) LANGUAGE sql STABLE AS $$
	SELECT a.survey_id, a.respondent_id, a.question_id, a.option_id, a.number_value, a.answered_at, 1
	FROM answers a WHERE survey_ids IS NULL OR a.survey_id = ANY(survey_ids)
	UNION ALL
	SELECT c.survey_id, c.respondent_id, c.question_id, c.option_id, c.number_value, c.answered_at, -c.sign
	FROM answer_changes c WHERE NOT c.is_text AND (survey_ids IS NULL OR c.survey_id = ANY(survey_ids))
$$;
--> statement-breakpoint
CREATE FUNCTION "folded_answer_texts"(survey_ids int[]) RETURNS TABLE (
	survey_id int, question_id int, answered_at timestamptz, n int
) LANGUAGE sql STABLE AS $$
	SELECT t.survey_id, t.question_id, t.answered_at, 1
	FROM answer_texts t WHERE survey_ids IS NULL OR t.survey_id = ANY(survey_ids)
	UNION ALL
	SELECT c.survey_id, c.question_id, c.answered_at, -c.sign
	FROM answer_changes c WHERE c.is_text AND (survey_ids IS NULL OR c.survey_id = ANY(survey_ids))
$$;
--> statement-breakpoint
-- The rebuilds of migrations 0020 and 0023, over the folded answers: the pending changes stay
-- pending and are folded later onto what these build.
CREATE OR REPLACE FUNCTION "rebuild_scored_respondent_days"(survey_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM respondent_scored_days WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids);
	DELETE FROM single_day_respondent_counts WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids);
	DELETE FROM multi_day_respondents WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids);
	INSERT INTO respondent_scored_days (survey_id, respondent_id, dimension_id, day, answers)
	SELECT a.survey_id, a.respondent_id, q.dimension_id, a.answered_at::date, sum(a.n)
	FROM folded_answers(survey_ids) a
	JOIN question_options o ON o.id = a.option_id
	JOIN questions q ON q.id = o.question_id
	WHERE q.dimension_id IS NOT NULL AND o.score IS NOT NULL
	GROUP BY 1, 2, 3, 4
	HAVING sum(a.n) <> 0;
	WITH days AS (
		SELECT survey_id, respondent_id, dimension_id, min(day) AS first_day, max(day) AS last_day
		FROM respondent_scored_days
		WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids)
		GROUP BY GROUPING SETS ((survey_id, respondent_id, dimension_id), (survey_id, respondent_id))
	), singles AS (
		INSERT INTO single_day_respondent_counts (survey_id, dimension_id, day, respondents)
		SELECT survey_id, dimension_id, first_day, count(*) FROM days WHERE first_day = last_day GROUP BY 1, 2, 3
	)
	INSERT INTO multi_day_respondents (survey_id, respondent_id, dimension_id)
	SELECT survey_id, respondent_id, dimension_id FROM days WHERE first_day <> last_day;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_question_respondent_days"(survey_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM respondent_question_days WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids);
	DELETE FROM single_day_question_respondent_counts WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids);
	DELETE FROM multi_day_question_respondents WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids);
	INSERT INTO respondent_question_days (survey_id, respondent_id, question_id, day, answers)
	SELECT a.survey_id, a.respondent_id, a.question_id, a.answered_at::date, sum(a.n)
	FROM folded_answers(survey_ids) a
	JOIN questions q ON q.id = a.question_id
	WHERE q.type = 2
	GROUP BY 1, 2, 3, 4
	HAVING sum(a.n) <> 0;
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
-- A rebuild of some surveys takes their locks, so that no fold of them runs meanwhile; a rebuild of
-- all (a new time zone, a bulk load) locks the changes table instead, which holds off every fold
-- and every write of answers until it commits.
CREATE OR REPLACE FUNCTION "rebuild_answer_aggregates"(survey_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF survey_ids IS NULL THEN
		LOCK TABLE answer_changes IN EXCLUSIVE MODE;
	ELSE
		PERFORM pg_advisory_xact_lock(7305100, l.id) FROM (SELECT DISTINCT unnest(survey_ids) AS id ORDER BY 1) l;
	END IF;
	DELETE FROM answer_day_counts WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids);
	INSERT INTO answer_day_counts (survey_id, question_id, option_id, number_value, day, answers)
	SELECT survey_id, question_id, option_id, number_value, answered_at::date, sum(n)
	FROM folded_answers(survey_ids)
	GROUP BY 1, 2, 3, 4, 5
	HAVING sum(n) <> 0;
	PERFORM rebuild_scored_respondent_days(survey_ids);
	PERFORM rebuild_question_respondent_days(survey_ids);
	DELETE FROM answer_text_day_counts WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids);
	INSERT INTO answer_text_day_counts (survey_id, question_id, day, texts)
	SELECT survey_id, question_id, answered_at::date, sum(n)
	FROM folded_answer_texts(survey_ids)
	GROUP BY 1, 2, 3
	HAVING sum(n) <> 0;
	IF survey_ids IS NULL THEN
		DELETE FROM answer_aggregate_zone;
		INSERT INTO answer_aggregate_zone (time_zone) VALUES (current_setting('TimeZone'));
	END IF;
END $$;
--> statement-breakpoint
-- A deleted question or option: its answers are removed and folded at once, while the question and
-- option still tell their dimension and score (the fold skips changes of questions that are gone).
CREATE OR REPLACE FUNCTION "remove_answers_first"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	survey int;
BEGIN
	IF TG_TABLE_NAME = 'questions' THEN
		SELECT s.id INTO survey FROM surveys s WHERE s.id = OLD.survey_id;
		IF survey IS NOT NULL THEN
			DELETE FROM answers WHERE question_id = OLD.id;
		END IF;
	ELSE
		SELECT s.id INTO survey FROM questions q JOIN surveys s ON s.id = q.survey_id WHERE q.id = OLD.question_id;
		IF survey IS NOT NULL THEN
			DELETE FROM answers WHERE question_id = OLD.question_id AND option_id = OLD.id;
		END IF;
	END IF;
	IF survey IS NOT NULL THEN
		PERFORM fold_answer_changes(ARRAY[survey]);
	END IF;
	RETURN OLD;
END $$;
--> statement-breakpoint
-- A deleted survey takes its lock first, so that a fold running meanwhile ends before its rows go
-- and a later one finds the survey gone; the changes its answers leave as they go are dropped by
-- the next fold.
CREATE OR REPLACE FUNCTION "remove_survey_pre_aggregates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(7305100, OLD.id);
	DELETE FROM answer_changes WHERE survey_id = OLD.id;
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
