ALTER TABLE "reports" ADD COLUMN "network_key" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "counts_to_hide" boolean DEFAULT false NOT NULL;