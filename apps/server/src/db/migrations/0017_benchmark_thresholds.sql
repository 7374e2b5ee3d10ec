ALTER TABLE "benchmark_settings" ADD COLUMN "min_organizations" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "benchmark_settings" ADD COLUMN "min_respondents" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "benchmark_settings" ADD COLUMN "significance_level" double precision DEFAULT 0.05 NOT NULL;