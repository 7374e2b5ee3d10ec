CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_attempts_key_idx" ON "login_attempts" USING btree ("key_hash","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_attempted_idx" ON "login_attempts" USING btree ("attempted_at");