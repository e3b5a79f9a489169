CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"running_since" timestamp with time zone,
	"running_on" text,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_duration_ms" integer,
	"last_error" text,
	"runs" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "scheduled_jobs_name_length" CHECK (char_length("scheduled_jobs"."name") between 1 and 100),
	CONSTRAINT "scheduled_jobs_counts_nonnegative" CHECK ("scheduled_jobs"."runs" >= 0 and "scheduled_jobs"."failures" >= 0)
);
