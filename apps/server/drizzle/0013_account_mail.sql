CREATE TABLE "account_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"files_done" integer DEFAULT 0 NOT NULL,
	"files_total" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"size_bytes" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "account_exports_status_valid" CHECK ("account_exports"."status" in ('pending', 'running', 'ready', 'failed')),
	CONSTRAINT "account_exports_progress_valid" CHECK ("account_exports"."files_done" between 0 and "account_exports"."files_total")
);
--> statement-breakpoint
CREATE TABLE "mail_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"monthly_winner" boolean DEFAULT true NOT NULL,
	"caption_winner" boolean DEFAULT true NOT NULL,
	"weekly_digest" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "account_exports" ADD CONSTRAINT "account_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_exports_user_id_idx" ON "account_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "account_exports_status_idx" ON "account_exports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mail_preferences_weekly_digest_idx" ON "mail_preferences" USING btree ("user_id") WHERE "mail_preferences"."weekly_digest";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree (lower("to"));--> statement-breakpoint
CREATE INDEX "mail_outbox_user_id_idx" ON "mail_outbox" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_key_uq" ON "mail_outbox" USING btree ("dedupe_key");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_dedupe_key_length" CHECK (char_length("mail_outbox"."dedupe_key") <= 200);