DROP INDEX "answer_day_counts_zero_idx";--> statement-breakpoint
DROP INDEX "answer_month_counts_zero_idx";--> statement-breakpoint
DROP INDEX "answer_text_day_counts_zero_idx";--> statement-breakpoint
DROP INDEX "single_day_question_respondent_counts_zero_idx";--> statement-breakpoint
DROP INDEX "single_day_respondent_counts_zero_idx";--> statement-breakpoint
DROP INDEX "single_day_respondent_month_counts_zero_idx";
--> statement-breakpoint
-- The partial indexes on rows at zero are gone: an index on a count column keeps every update of
-- today's counts (each save) from being a HOT update in place, so each one added entries to every
-- index of the table. The functions below delete the rows they bring to zero by the addresses
-- their upserts return instead; otherwise they are those of migrations 0020, 0022 and 0023.
CREATE OR REPLACE FUNCTION "apply_answer_changes"(changes answer_change[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	touched int[];
	zeroed tid[];
BEGIN
	SELECT array_agg(DISTINCT c.survey_id ORDER BY c.survey_id) INTO touched
	FROM unnest(changes) c WHERE EXISTS (SELECT 1 FROM surveys s WHERE s.id = c.survey_id);
	IF touched IS NULL THEN
		RETURN;
	END IF;
	PERFORM pg_advisory_xact_lock(7305100, l.survey_id) FROM (SELECT unnest(touched) AS survey_id ORDER BY 1) l;

	WITH changed AS (
		INSERT INTO answer_day_counts AS t (survey_id, question_id, option_id, number_value, day, answers)
		SELECT c.survey_id, c.question_id, c.option_id, c.number_value, c.answered_at::date, sum(c.sign)
		FROM unnest(changes) c
		WHERE c.survey_id = ANY(touched)
			AND EXISTS (SELECT 1 FROM questions q WHERE q.id = c.question_id)
			AND (c.option_id IS NULL OR EXISTS (SELECT 1 FROM question_options o WHERE o.id = c.option_id))
		GROUP BY 1, 2, 3, 4, 5
		HAVING sum(c.sign) <> 0
		ORDER BY 1, 2, 3, 4, 5
		ON CONFLICT ON CONSTRAINT answer_day_counts_key DO UPDATE SET answers = t.answers + excluded.answers
		RETURNING t.ctid, t.answers
	)
	SELECT array_agg(ctid) INTO zeroed FROM changed WHERE answers = 0;
	IF zeroed IS NOT NULL THEN
		DELETE FROM answer_day_counts WHERE ctid = ANY(zeroed);
	END IF;

	-- A respondent's days before and after, per dimension and over all dimensions (dimension
	-- null): one day makes them a single-day respondent of that day, several a multi-day one.
	WITH scored AS (
		SELECT c.survey_id, c.respondent_id, q.dimension_id, c.answered_at::date AS day, sum(c.sign)::int AS answers
		FROM unnest(changes) c
		JOIN question_options o ON o.id = c.option_id
		JOIN questions q ON q.id = o.question_id
		WHERE c.survey_id = ANY(touched) AND q.dimension_id IS NOT NULL AND o.score IS NOT NULL
		GROUP BY 1, 2, 3, 4
		HAVING sum(c.sign) <> 0
	), before AS (
		SELECT d.survey_id, d.respondent_id, d.dimension_id, d.day, d.answers
		FROM respondent_scored_days d
		WHERE d.respondent_id IN (SELECT respondent_id FROM scored)
	), after AS (
		SELECT survey_id, respondent_id, dimension_id, day, sum(answers)::int AS answers
		FROM (SELECT * FROM before UNION ALL SELECT * FROM scored) x
		GROUP BY 1, 2, 3, 4
	), before_days AS (
		SELECT survey_id, respondent_id, dimension_id, min(day) AS first_day, max(day) AS last_day
		FROM before
		GROUP BY GROUPING SETS ((survey_id, respondent_id, dimension_id), (survey_id, respondent_id))
	), after_days AS (
		SELECT survey_id, respondent_id, dimension_id, min(day) AS first_day, max(day) AS last_day
		FROM after WHERE answers > 0
		GROUP BY GROUPING SETS ((survey_id, respondent_id, dimension_id), (survey_id, respondent_id))
	), kept AS (
		INSERT INTO respondent_scored_days AS t (survey_id, respondent_id, dimension_id, day, answers)
		SELECT * FROM after WHERE answers > 0 ORDER BY respondent_id, dimension_id, day
		ON CONFLICT (respondent_id, dimension_id, day) DO UPDATE SET answers = excluded.answers
	), dropped AS (
		DELETE FROM respondent_scored_days t USING after a
		WHERE a.answers <= 0 AND t.respondent_id = a.respondent_id AND t.dimension_id = a.dimension_id AND t.day = a.day
	), single_change AS (
		SELECT survey_id, dimension_id, first_day AS day, sum(sign)::int AS respondents
		FROM (SELECT survey_id, dimension_id, first_day, -1 AS sign FROM before_days WHERE first_day = last_day
			UNION ALL
			SELECT survey_id, dimension_id, first_day, 1 FROM after_days WHERE first_day = last_day) x
		GROUP BY 1, 2, 3
		HAVING sum(sign) <> 0
	), counted AS (
		INSERT INTO single_day_respondent_counts AS t (survey_id, dimension_id, day, respondents)
		SELECT * FROM single_change ORDER BY 1, 2, 3
		ON CONFLICT ON CONSTRAINT single_day_respondent_counts_key DO UPDATE SET respondents = t.respondents + excluded.respondents
		RETURNING t.ctid, t.respondents
	), no_longer_multi AS (
		DELETE FROM multi_day_respondents m USING before_days b
		WHERE b.first_day <> b.last_day AND m.respondent_id = b.respondent_id
			AND m.dimension_id IS NOT DISTINCT FROM b.dimension_id
			AND NOT EXISTS (SELECT 1 FROM after_days a WHERE a.first_day <> a.last_day
				AND a.respondent_id = b.respondent_id AND a.dimension_id IS NOT DISTINCT FROM b.dimension_id)
	), now_multi AS (
		INSERT INTO multi_day_respondents (survey_id, respondent_id, dimension_id)
		SELECT survey_id, respondent_id, dimension_id FROM after_days WHERE first_day <> last_day
		ORDER BY respondent_id, dimension_id
		ON CONFLICT ON CONSTRAINT multi_day_respondents_key DO NOTHING
	)
	SELECT array_agg(ctid) INTO zeroed FROM counted WHERE respondents = 0;
	IF zeroed IS NOT NULL THEN
		DELETE FROM single_day_respondent_counts WHERE ctid = ANY(zeroed);
	END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "answer_day_counts_to_months"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	zeroed tid[];
BEGIN
	-- Each event has only its own transition tables, so each reads them in a branch of its own.
	IF TG_OP = 'INSERT' THEN
		WITH changed AS (
			INSERT INTO answer_month_counts AS t (survey_id, question_id, option_id, number_value, month, answers)
			SELECT survey_id, question_id, option_id, number_value, date_trunc('month', day::timestamp)::date, sum(answers)
			FROM new_rows c
			GROUP BY 1, 2, 3, 4, 5
			HAVING sum(answers) <> 0
			ORDER BY 1, 2, 3, 4, 5
			ON CONFLICT ON CONSTRAINT answer_month_counts_key DO UPDATE SET answers = t.answers + excluded.answers
			RETURNING t.ctid, t.answers
		)
		SELECT array_agg(ctid) INTO zeroed FROM changed WHERE answers = 0;
	ELSIF TG_OP = 'DELETE' THEN
		WITH changed AS (
			INSERT INTO answer_month_counts AS t (survey_id, question_id, option_id, number_value, month, answers)
			SELECT survey_id, question_id, option_id, number_value, date_trunc('month', day::timestamp)::date, sum(answers)
			FROM (SELECT survey_id, question_id, option_id, number_value, day, -answers AS answers FROM old_rows) c
			GROUP BY 1, 2, 3, 4, 5
			HAVING sum(answers) <> 0
			ORDER BY 1, 2, 3, 4, 5
			ON CONFLICT ON CONSTRAINT answer_month_counts_key DO UPDATE SET answers = t.answers + excluded.answers
			RETURNING t.ctid, t.answers
		)
		SELECT array_agg(ctid) INTO zeroed FROM changed WHERE answers = 0;
	ELSE
		WITH changed AS (
			INSERT INTO answer_month_counts AS t (survey_id, question_id, option_id, number_value, month, answers)
			SELECT survey_id, question_id, option_id, number_value, date_trunc('month', day::timestamp)::date, sum(answers)
			FROM (SELECT survey_id, question_id, option_id, number_value, day, answers FROM new_rows UNION ALL SELECT survey_id, question_id, option_id, number_value, day, -answers FROM old_rows) c
			GROUP BY 1, 2, 3, 4, 5
			HAVING sum(answers) <> 0
			ORDER BY 1, 2, 3, 4, 5
			ON CONFLICT ON CONSTRAINT answer_month_counts_key DO UPDATE SET answers = t.answers + excluded.answers
			RETURNING t.ctid, t.answers
		)
		SELECT array_agg(ctid) INTO zeroed FROM changed WHERE answers = 0;
	END IF;
	IF zeroed IS NOT NULL THEN
		DELETE FROM answer_month_counts WHERE ctid = ANY(zeroed);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "single_day_respondent_counts_to_months"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	zeroed tid[];
BEGIN
	-- Each event has only its own transition tables, so each reads them in a branch of its own.
	IF TG_OP = 'INSERT' THEN
		WITH changed AS (
			INSERT INTO single_day_respondent_month_counts AS t (survey_id, dimension_id, month, respondents)
			SELECT survey_id, dimension_id, date_trunc('month', day::timestamp)::date, sum(respondents)
			FROM new_rows c
			GROUP BY 1, 2, 3
			HAVING sum(respondents) <> 0
			ORDER BY 1, 2, 3
			ON CONFLICT ON CONSTRAINT single_day_respondent_month_counts_key DO UPDATE SET respondents = t.respondents + excluded.respondents
			RETURNING t.ctid, t.respondents
		)
		SELECT array_agg(ctid) INTO zeroed FROM changed WHERE respondents = 0;
	ELSIF TG_OP = 'DELETE' THEN
		WITH changed AS (
			INSERT INTO single_day_respondent_month_counts AS t (survey_id, dimension_id, month, respondents)
			SELECT survey_id, dimension_id, date_trunc('month', day::timestamp)::date, sum(respondents)
			FROM (SELECT survey_id, dimension_id, day, -respondents AS respondents FROM old_rows) c
			GROUP BY 1, 2, 3
			HAVING sum(respondents) <> 0
			ORDER BY 1, 2, 3
			ON CONFLICT ON CONSTRAINT single_day_respondent_month_counts_key DO UPDATE SET respondents = t.respondents + excluded.respondents
			RETURNING t.ctid, t.respondents
		)
		SELECT array_agg(ctid) INTO zeroed FROM changed WHERE respondents = 0;
	ELSE
		WITH changed AS (
			INSERT INTO single_day_respondent_month_counts AS t (survey_id, dimension_id, month, respondents)
			SELECT survey_id, dimension_id, date_trunc('month', day::timestamp)::date, sum(respondents)
			FROM (SELECT survey_id, dimension_id, day, respondents FROM new_rows UNION ALL SELECT survey_id, dimension_id, day, -respondents FROM old_rows) c
			GROUP BY 1, 2, 3
			HAVING sum(respondents) <> 0
			ORDER BY 1, 2, 3
			ON CONFLICT ON CONSTRAINT single_day_respondent_month_counts_key DO UPDATE SET respondents = t.respondents + excluded.respondents
			RETURNING t.ctid, t.respondents
		)
		SELECT array_agg(ctid) INTO zeroed FROM changed WHERE respondents = 0;
	END IF;
	IF zeroed IS NOT NULL THEN
		DELETE FROM single_day_respondent_month_counts WHERE ctid = ANY(zeroed);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "apply_question_respondent_changes"(changes answer_change[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	touched int[];
	zeroed tid[];
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
		RETURNING t.ctid, t.respondents
	), no_longer_multi AS (
		DELETE FROM multi_day_question_respondents m USING before_days b
		WHERE b.first_day <> b.last_day AND m.respondent_id = b.respondent_id AND m.question_id = b.question_id
			AND NOT EXISTS (SELECT 1 FROM after_days a WHERE a.first_day <> a.last_day
				AND a.respondent_id = b.respondent_id AND a.question_id = b.question_id)
	), now_multi AS (
		INSERT INTO multi_day_question_respondents (survey_id, respondent_id, question_id)
		SELECT survey_id, respondent_id, question_id FROM after_days WHERE first_day <> last_day
		ORDER BY respondent_id, question_id
		ON CONFLICT (respondent_id, question_id) DO NOTHING
	)
	SELECT array_agg(ctid) INTO zeroed FROM counted WHERE respondents = 0;
	IF zeroed IS NOT NULL THEN
		DELETE FROM single_day_question_respondent_counts WHERE ctid = ANY(zeroed);
	END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "apply_answer_text_changes"(changes answer_change[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	touched int[];
	zeroed tid[];
BEGIN
	SELECT array_agg(DISTINCT c.survey_id ORDER BY c.survey_id) INTO touched
	FROM unnest(changes) c WHERE EXISTS (SELECT 1 FROM surveys s WHERE s.id = c.survey_id);
	IF touched IS NULL THEN
		RETURN;
	END IF;
	PERFORM pg_advisory_xact_lock(7305100, l.survey_id) FROM (SELECT unnest(touched) AS survey_id ORDER BY 1) l;
	WITH changed AS (
		INSERT INTO answer_text_day_counts AS t (survey_id, question_id, day, texts)
		SELECT c.survey_id, c.question_id, c.answered_at::date, sum(c.sign)
		FROM unnest(changes) c
		WHERE c.survey_id = ANY(touched)
		GROUP BY 1, 2, 3
		HAVING sum(c.sign) <> 0
		ORDER BY 1, 2, 3
		ON CONFLICT ON CONSTRAINT answer_text_day_counts_key DO UPDATE SET texts = t.texts + excluded.texts
		RETURNING t.ctid, t.texts
	)
	SELECT array_agg(ctid) INTO zeroed FROM changed WHERE texts = 0;
	IF zeroed IS NOT NULL THEN
		DELETE FROM answer_text_day_counts WHERE ctid = ANY(zeroed);
	END IF;
END $$;
--> statement-breakpoint
-- CREATE OR REPLACE drops a function's settings: the planner's guess on the arrays is as wrong as before.
ALTER FUNCTION "apply_answer_changes"(answer_change[]) SET jit = off;
--> statement-breakpoint
ALTER FUNCTION "apply_question_respondent_changes"(answer_change[]) SET jit = off;
--> statement-breakpoint
ALTER FUNCTION "apply_answer_text_changes"(answer_change[]) SET jit = off;
