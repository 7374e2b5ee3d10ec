CREATE TABLE "answer_aggregate_zone" (
	"time_zone" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answer_day_counts" (
	"survey_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer,
	"number_value" numeric,
	"day" date NOT NULL,
	"answers" bigint NOT NULL,
	CONSTRAINT "answer_day_counts_key" UNIQUE NULLS NOT DISTINCT("survey_id","question_id","option_id","number_value","day")
);
--> statement-breakpoint
CREATE TABLE "multi_day_respondents" (
	"survey_id" integer NOT NULL,
	"respondent_id" bigint NOT NULL,
	"dimension_id" integer,
	CONSTRAINT "multi_day_respondents_key" UNIQUE NULLS NOT DISTINCT("respondent_id","dimension_id")
);
--> statement-breakpoint
CREATE TABLE "respondent_scored_days" (
	"survey_id" integer NOT NULL,
	"respondent_id" bigint NOT NULL,
	"dimension_id" integer NOT NULL,
	"day" date NOT NULL,
	"answers" integer NOT NULL,
	CONSTRAINT "respondent_scored_days_respondent_id_dimension_id_day_pk" PRIMARY KEY("respondent_id","dimension_id","day")
);
--> statement-breakpoint
CREATE TABLE "single_day_respondent_counts" (
	"survey_id" integer NOT NULL,
	"dimension_id" integer,
	"day" date NOT NULL,
	"respondents" integer NOT NULL,
	CONSTRAINT "single_day_respondent_counts_key" UNIQUE NULLS NOT DISTINCT("survey_id","dimension_id","day")
);
--> statement-breakpoint
ALTER TABLE "answer_day_counts" ADD CONSTRAINT "answer_day_counts_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_day_counts" ADD CONSTRAINT "answer_day_counts_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_day_counts" ADD CONSTRAINT "answer_day_counts_option_id_question_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."question_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multi_day_respondents" ADD CONSTRAINT "multi_day_respondents_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respondent_scored_days" ADD CONSTRAINT "respondent_scored_days_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_day_respondent_counts" ADD CONSTRAINT "single_day_respondent_counts_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_day_counts_question_idx" ON "answer_day_counts" USING btree ("question_id","option_id");--> statement-breakpoint
CREATE INDEX "answer_day_counts_zero_idx" ON "answer_day_counts" USING btree ("survey_id") WHERE "answer_day_counts"."answers" = 0;--> statement-breakpoint
CREATE INDEX "multi_day_respondents_survey_idx" ON "multi_day_respondents" USING btree ("survey_id","dimension_id");--> statement-breakpoint
CREATE INDEX "respondent_scored_days_survey_idx" ON "respondent_scored_days" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "single_day_respondent_counts_zero_idx" ON "single_day_respondent_counts" USING btree ("survey_id") WHERE "single_day_respondent_counts"."respondents" = 0;--> statement-breakpoint
-- One answer written or removed: +1 or -1. The triggers below collect a statement's changes in
-- these and apply them in one go, so a bulk load costs a few statements, not one per row.
CREATE TYPE "answer_change" AS (
	"survey_id" integer,
	"respondent_id" bigint,
	"question_id" integer,
	"option_id" integer,
	"number_value" numeric,
	"answered_at" timestamptz,
	"sign" integer
);
--> statement-breakpoint
-- Applies answer changes to the pre-aggregates. Days are (answered_at)::date in the session time
-- zone (APP_TIME_ZONE on every connection of the server). Rows of a survey that is being deleted
-- are skipped: its pre-aggregates go with it by their foreign keys.
--
-- Concurrent saves of one survey update the same rows (today's counts of its options), so they
-- take that survey's transaction lock first, in survey order: without it two saves that each
-- remove one option and add another could lock the same two rows in opposite order (a page save
-- is a DELETE and an INSERT) and deadlock. Each statement reads the rows after taking the lock,
-- so under READ COMMITTED it sees the previous save's commit.
CREATE FUNCTION "apply_answer_changes"(changes answer_change[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	touched int[];
BEGIN
	SELECT array_agg(DISTINCT c.survey_id ORDER BY c.survey_id) INTO touched
	FROM unnest(changes) c WHERE EXISTS (SELECT 1 FROM surveys s WHERE s.id = c.survey_id);
	IF touched IS NULL THEN
		RETURN;
	END IF;
	PERFORM pg_advisory_xact_lock(7305100, l.survey_id) FROM (SELECT unnest(touched) AS survey_id ORDER BY 1) l;

	INSERT INTO answer_day_counts AS t (survey_id, question_id, option_id, number_value, day, answers)
	SELECT c.survey_id, c.question_id, c.option_id, c.number_value, c.answered_at::date, sum(c.sign)
	FROM unnest(changes) c
	WHERE c.survey_id = ANY(touched)
		AND EXISTS (SELECT 1 FROM questions q WHERE q.id = c.question_id)
		AND (c.option_id IS NULL OR EXISTS (SELECT 1 FROM question_options o WHERE o.id = c.option_id))
	GROUP BY 1, 2, 3, 4, 5
	HAVING sum(c.sign) <> 0
	ORDER BY 1, 2, 3, 4, 5
	ON CONFLICT ON CONSTRAINT answer_day_counts_key DO UPDATE SET answers = t.answers + excluded.answers;
	DELETE FROM answer_day_counts WHERE answers = 0 AND survey_id = ANY(touched);

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
	), no_longer_multi AS (
		DELETE FROM multi_day_respondents m USING before_days b
		WHERE b.first_day <> b.last_day AND m.respondent_id = b.respondent_id
			AND m.dimension_id IS NOT DISTINCT FROM b.dimension_id
			AND NOT EXISTS (SELECT 1 FROM after_days a WHERE a.first_day <> a.last_day
				AND a.respondent_id = b.respondent_id AND a.dimension_id IS NOT DISTINCT FROM b.dimension_id)
	)
	INSERT INTO multi_day_respondents (survey_id, respondent_id, dimension_id)
	SELECT survey_id, respondent_id, dimension_id FROM after_days WHERE first_day <> last_day
	ORDER BY respondent_id, dimension_id
	ON CONFLICT ON CONSTRAINT multi_day_respondents_key DO NOTHING;
	DELETE FROM single_day_respondent_counts WHERE respondents = 0 AND survey_id = ANY(touched);
END $$;
--> statement-breakpoint
CREATE FUNCTION "answers_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM apply_answer_changes(ARRAY(
		SELECT ROW(n.survey_id, n.respondent_id, n.question_id, n.option_id, n.number_value, n.answered_at, 1)::answer_change
		FROM new_answers n));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "answers_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM apply_answer_changes(ARRAY(
		SELECT ROW(o.survey_id, o.respondent_id, o.question_id, o.option_id, o.number_value, o.answered_at, -1)::answer_change
		FROM old_answers o));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "answers_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM apply_answer_changes(ARRAY(
		SELECT ROW(o.survey_id, o.respondent_id, o.question_id, o.option_id, o.number_value, o.answered_at, -1)::answer_change
		FROM old_answers o
		UNION ALL
		SELECT ROW(n.survey_id, n.respondent_id, n.question_id, n.option_id, n.number_value, n.answered_at, 1)::answer_change
		FROM new_answers n));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "answers_pre_aggregate_insert" AFTER INSERT ON "answers"
	REFERENCING NEW TABLE AS new_answers FOR EACH STATEMENT EXECUTE FUNCTION answers_inserted();
--> statement-breakpoint
CREATE TRIGGER "answers_pre_aggregate_delete" AFTER DELETE ON "answers"
	REFERENCING OLD TABLE AS old_answers FOR EACH STATEMENT EXECUTE FUNCTION answers_deleted();
--> statement-breakpoint
CREATE TRIGGER "answers_pre_aggregate_update" AFTER UPDATE ON "answers"
	REFERENCING OLD TABLE AS old_answers NEW TABLE AS new_answers FOR EACH STATEMENT EXECUTE FUNCTION answers_updated();
--> statement-breakpoint
-- Recomputes the respondents' scored days of some surveys (null: all) from their answers.
CREATE FUNCTION "rebuild_scored_respondent_days"(survey_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM respondent_scored_days WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids);
	DELETE FROM single_day_respondent_counts WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids);
	DELETE FROM multi_day_respondents WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids);
	INSERT INTO respondent_scored_days (survey_id, respondent_id, dimension_id, day, answers)
	SELECT a.survey_id, a.respondent_id, q.dimension_id, a.answered_at::date, count(*)
	FROM answers a
	JOIN question_options o ON o.id = a.option_id
	JOIN questions q ON q.id = o.question_id
	WHERE (survey_ids IS NULL OR a.survey_id = ANY(survey_ids)) AND q.dimension_id IS NOT NULL AND o.score IS NOT NULL
	GROUP BY 1, 2, 3, 4;
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
-- Recomputes every pre-aggregate of some surveys (null: all) from their answers, in the session
-- time zone, and records that zone when all were rebuilt.
CREATE FUNCTION "rebuild_answer_aggregates"(survey_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM answer_day_counts WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids);
	INSERT INTO answer_day_counts (survey_id, question_id, option_id, number_value, day, answers)
	SELECT survey_id, question_id, option_id, number_value, answered_at::date, count(*)
	FROM answers
	WHERE survey_ids IS NULL OR survey_id = ANY(survey_ids)
	GROUP BY 1, 2, 3, 4, 5;
	PERFORM rebuild_scored_respondent_days(survey_ids);
	IF survey_ids IS NULL THEN
		DELETE FROM answer_aggregate_zone;
		INSERT INTO answer_aggregate_zone (time_zone) VALUES (current_setting('TimeZone'));
	END IF;
END $$;
--> statement-breakpoint
-- Which answers are scored, and in which dimension, follows the questions and options: when the
-- builder moves a question to another dimension or gives an option a score (or takes it away),
-- the respondents' scored days of that survey are computed again.
CREATE FUNCTION "questions_scoring_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed int[];
BEGIN
	SELECT array_agg(DISTINCT n.survey_id) INTO changed
	FROM new_questions n JOIN old_questions o ON o.id = n.id
	WHERE n.dimension_id IS DISTINCT FROM o.dimension_id OR n.survey_id <> o.survey_id;
	IF changed IS NOT NULL THEN
		PERFORM pg_advisory_xact_lock(7305100, l.survey_id) FROM (SELECT unnest(changed) AS survey_id ORDER BY 1) l;
		PERFORM rebuild_scored_respondent_days(changed);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "options_scoring_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed int[];
BEGIN
	SELECT array_agg(DISTINCT q.survey_id) INTO changed
	FROM new_options n JOIN old_options o ON o.id = n.id JOIN questions q ON q.id = n.question_id
	WHERE (n.score IS NULL) <> (o.score IS NULL) OR n.question_id <> o.question_id;
	IF changed IS NOT NULL THEN
		PERFORM pg_advisory_xact_lock(7305100, l.survey_id) FROM (SELECT unnest(changed) AS survey_id ORDER BY 1) l;
		PERFORM rebuild_scored_respondent_days(changed);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "questions_pre_aggregate_scoring" AFTER UPDATE ON "questions"
	REFERENCING OLD TABLE AS old_questions NEW TABLE AS new_questions FOR EACH STATEMENT EXECUTE FUNCTION questions_scoring_changed();
--> statement-breakpoint
CREATE TRIGGER "options_pre_aggregate_scoring" AFTER UPDATE ON "question_options"
	REFERENCING OLD TABLE AS old_options NEW TABLE AS new_options FOR EACH STATEMENT EXECUTE FUNCTION options_scoring_changed();
--> statement-breakpoint
-- A question or option that goes takes its answers with it (on delete cascade). Those answers are
-- removed first, while the question and option still tell their dimension and score, so that the
-- respondents' scored days lose them too. A survey that goes takes its pre-aggregates along.
CREATE FUNCTION "remove_answers_first"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'questions' THEN
		IF EXISTS (SELECT 1 FROM surveys s WHERE s.id = OLD.survey_id) THEN
			DELETE FROM answers WHERE question_id = OLD.id;
		END IF;
	ELSIF EXISTS (SELECT 1 FROM questions q JOIN surveys s ON s.id = q.survey_id WHERE q.id = OLD.question_id) THEN
		DELETE FROM answers WHERE question_id = OLD.question_id AND option_id = OLD.id;
	END IF;
	RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "questions_remove_answers_first" BEFORE DELETE ON "questions"
	FOR EACH ROW EXECUTE FUNCTION remove_answers_first();
--> statement-breakpoint
CREATE TRIGGER "options_remove_answers_first" BEFORE DELETE ON "question_options"
	FOR EACH ROW EXECUTE FUNCTION remove_answers_first();
--> statement-breakpoint
SELECT rebuild_answer_aggregates(NULL);
