CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_counters_key_length" CHECK (char_length("rate_counters"."key") between 1 and 600),
	CONSTRAINT "rate_counters_count_positive" CHECK ("rate_counters"."count" > 0)
);
--> statement-breakpoint
CREATE INDEX "rate_counters_resets_at_idx" ON "rate_counters" USING btree ("resets_at");