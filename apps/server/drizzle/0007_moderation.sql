CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_id" text NOT NULL,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_label" text,
	"reason" text,
	"details" jsonb,
	CONSTRAINT "admin_audit_log_reason_length" CHECK (char_length("admin_audit_log"."reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "bans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"banned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bans_email_normalised" CHECK ("bans"."email" = lower(btrim("bans"."email"))),
	CONSTRAINT "bans_reason_length" CHECK (char_length("bans"."reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "photo_hashes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid,
	"contest_id" uuid,
	"owner_id" text,
	"phash" bigint NOT NULL,
	"dhash" bigint NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_hashes_one_subject" CHECK (num_nonnulls("photo_hashes"."pet_id", "photo_hashes"."contest_id") = 1 or "photo_hashes"."removed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"subject_owner_id" text,
	"reporter_key" text NOT NULL,
	"reporter_user_id" text,
	"reason" text NOT NULL,
	"note" text,
	"ip_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "reports_subject_type_valid" CHECK ("reports"."subject_type" in ('pet', 'contest', 'caption', 'avatar')),
	CONSTRAINT "reports_reason_valid" CHECK ("reports"."reason" in ('not_a_pet', 'inappropriate', 'spam', 'not_their_photo', 'other')),
	CONSTRAINT "reports_note_length" CHECK (char_length("reports"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "review_queue" (
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"owner_id" text,
	"reasons" text[] NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"screening" jsonb,
	"duplicate_of_type" text,
	"duplicate_of_id" uuid,
	"duplicate_distance" integer,
	"report_count" integer DEFAULT 0 NOT NULL,
	"details" jsonb,
	CONSTRAINT "review_queue_subject_type_subject_id_pk" PRIMARY KEY("subject_type","subject_id"),
	CONSTRAINT "review_queue_reasons_nonempty" CHECK (cardinality("review_queue"."reasons") > 0)
);
--> statement-breakpoint
CREATE TABLE "voided_votes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"pet_id" uuid,
	"battle_id" uuid,
	"contest_id" uuid,
	"caption_id" uuid,
	"voter_user_id" text,
	"voter_visitor_id" uuid,
	"local_day" date,
	"cast_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"voided_by" text,
	"reason" text NOT NULL,
	"batch_id" uuid NOT NULL,
	CONSTRAINT "voided_votes_kind_valid" CHECK ("voided_votes"."kind" in ('card', 'swipe', 'battle', 'caption')),
	CONSTRAINT "voided_votes_source_valid" CHECK ("voided_votes"."source" in ('moderator', 'fraud', 'account_deleted'))
);
--> statement-breakpoint
DROP INDEX "pet_photos_votes_idx";--> statement-breakpoint
DROP INDEX "pet_photos_created_at_idx";--> statement-breakpoint
DROP INDEX "pet_captions_created_at_idx";--> statement-breakpoint
ALTER TABLE "pet_photos" ADD COLUMN "status" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "pet_photos" ADD COLUMN "status_by" text;--> statement-breakpoint
ALTER TABLE "pet_photos" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "pet_photos" ADD COLUMN "species" text;--> statement-breakpoint
ALTER TABLE "captions" ADD COLUMN "status" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "captions" ADD COLUMN "status_by" text;--> statement-breakpoint
ALTER TABLE "captions" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "pet_captions" ADD COLUMN "status" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "pet_captions" ADD COLUMN "status_by" text;--> statement-breakpoint
ALTER TABLE "pet_captions" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "pet_captions" ADD COLUMN "species" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "bans" ADD CONSTRAINT "bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_pet_id_pet_photos_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pet_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_contest_id_pet_captions_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."pet_captions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_owner_id_users_id_fk" FOREIGN KEY ("subject_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_queue" ADD CONSTRAINT "review_queue_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voided_votes" ADD CONSTRAINT "voided_votes_voter_user_id_users_id_fk" FOREIGN KEY ("voter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_at_idx" ON "admin_audit_log" USING btree ("at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "bans_email_uq" ON "bans" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "bans_user_uq" ON "bans" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_hashes_pet_uq" ON "photo_hashes" USING btree ("pet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_hashes_contest_uq" ON "photo_hashes" USING btree ("contest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_subject_reporter_uq" ON "reports" USING btree ("subject_type","subject_id","reporter_key");--> statement-breakpoint
CREATE INDEX "reports_reporter_created_idx" ON "reports" USING btree ("reporter_key","created_at");--> statement-breakpoint
CREATE INDEX "reports_reporter_user_idx" ON "reports" USING btree ("reporter_user_id");--> statement-breakpoint
CREATE INDEX "reports_subject_owner_idx" ON "reports" USING btree ("subject_owner_id");--> statement-breakpoint
CREATE INDEX "review_queue_queued_idx" ON "review_queue" USING btree ("queued_at" DESC NULLS LAST,"subject_id");--> statement-breakpoint
CREATE INDEX "review_queue_reasons_idx" ON "review_queue" USING gin ("reasons");--> statement-breakpoint
CREATE INDEX "review_queue_owner_idx" ON "review_queue" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "voided_votes_pet_idx" ON "voided_votes" USING btree ("pet_id","voided_at");--> statement-breakpoint
CREATE INDEX "voided_votes_voter_idx" ON "voided_votes" USING btree ("voter_user_id");--> statement-breakpoint
CREATE INDEX "voided_votes_batch_idx" ON "voided_votes" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "pet_photos_visible_votes_idx" ON "pet_photos" USING btree ("votes_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST) WHERE "pet_photos"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "pet_photos_visible_created_at_idx" ON "pet_photos" USING btree ("created_at" DESC NULLS FIRST) WHERE "pet_photos"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "pet_captions_visible_created_at_idx" ON "pet_captions" USING btree ("created_at" DESC NULLS FIRST) WHERE "pet_captions"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "contact_messages_open_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "contact_messages"."handled_at" is null;--> statement-breakpoint
ALTER TABLE "pet_photos" ADD CONSTRAINT "pet_photos_status_valid" CHECK ("pet_photos"."status" in ('visible', 'pending', 'hidden', 'removed'));--> statement-breakpoint
ALTER TABLE "captions" ADD CONSTRAINT "captions_status_valid" CHECK ("captions"."status" in ('visible', 'hidden', 'removed'));--> statement-breakpoint
ALTER TABLE "pet_captions" ADD CONSTRAINT "pet_captions_status_valid" CHECK ("pet_captions"."status" in ('visible', 'pending', 'hidden', 'removed'));
--> statement-breakpoint
-- The admin audit log is append-only (docs/decisions/0061-moderation-model.md): no update, no
-- delete, no truncate, whoever asks.
CREATE OR REPLACE FUNCTION pawprize_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only' USING ERRCODE = 'PZ403';
END
$$;--> statement-breakpoint
CREATE TRIGGER admin_audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON admin_audit_log
FOR EACH STATEMENT EXECUTE FUNCTION pawprize_audit_log_append_only();
--> statement-breakpoint
-- Battles only between visible pets: the row of pet_battle_stats follows the pet's status, and
-- pending matchups with a pet that stops being visible are dropped. The function's current
-- definition is src/db/functions/pawprize_pet_battle_visibility.sql (applied after this).
CREATE OR REPLACE FUNCTION pawprize_pet_battle_visibility() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER pet_photos_battle_visibility AFTER UPDATE OF status ON pet_photos
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION pawprize_pet_battle_visibility();
