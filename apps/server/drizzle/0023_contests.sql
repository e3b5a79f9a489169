CREATE TABLE "contest_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"species" text[] DEFAULT '{}'::text[] NOT NULL,
	"prizes" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "contest_categories_species_valid" CHECK ("contest_categories"."species" <@ array['dog', 'cat', 'other']::text[])
);
--> statement-breakpoint
CREATE TABLE "contest_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"pet_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"disqualified_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_entries_category_pet_key" UNIQUE("category_id","pet_id"),
	CONSTRAINT "contest_entries_status_valid" CHECK ("contest_entries"."status" in ('approved', 'pending', 'disqualified')),
	CONSTRAINT "contest_entries_reason_length" CHECK (char_length("contest_entries"."disqualified_reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"theme" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"cover_photo_key" text,
	"time_zone" text NOT NULL,
	"entries_open_at" timestamp with time zone NOT NULL,
	"entries_close_at" timestamp with time zone NOT NULL,
	"voting_open_at" timestamp with time zone NOT NULL,
	"voting_close_at" timestamp with time zone NOT NULL,
	"results_at" timestamp with time zone,
	"results_published_at" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"results_method" text DEFAULT 'most_votes' NOT NULL,
	"hide_counts_during_voting" boolean DEFAULT false NOT NULL,
	"freeze_hours" integer DEFAULT 0 NOT NULL,
	"max_entries_per_member" integer DEFAULT 1 NOT NULL,
	"max_entries_per_category" integer DEFAULT 1 NOT NULL,
	"allow_same_pet_in_two_categories" boolean DEFAULT false NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"recurrence" text DEFAULT 'none' NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_status_valid" CHECK ("contests"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "contests_method_valid" CHECK ("contests"."results_method" in ('most_votes', 'battle_rank')),
	CONSTRAINT "contests_recurrence_valid" CHECK ("contests"."recurrence" in ('none', 'monthly')),
	CONSTRAINT "contests_dates_ordered" CHECK ("contests"."entries_open_at" < "contests"."entries_close_at" and "contests"."voting_open_at" < "contests"."voting_close_at" and "contests"."voting_open_at" >= "contests"."entries_open_at" and "contests"."voting_close_at" >= "contests"."entries_close_at" and ("contests"."results_at" is null or "contests"."results_at" >= "contests"."voting_close_at")),
	CONSTRAINT "contests_entry_count_nonnegative" CHECK ("contests"."entry_count" >= 0),
	CONSTRAINT "contests_limits_valid" CHECK ("contests"."freeze_hours" >= 0 and "contests"."max_entries_per_member" >= 1 and "contests"."max_entries_per_category" >= 1)
);
--> statement-breakpoint
ALTER TABLE "contest_categories" ADD CONSTRAINT "contest_categories_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_category_id_contest_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."contest_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_pet_id_pet_photos_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pet_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_categories_contest_idx" ON "contest_categories" USING btree ("contest_id","position");--> statement-breakpoint
CREATE INDEX "contest_entries_contest_status_created_idx" ON "contest_entries" USING btree ("contest_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contest_entries_category_status_created_idx" ON "contest_entries" USING btree ("category_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contest_entries_contest_user_idx" ON "contest_entries" USING btree ("contest_id","user_id");--> statement-breakpoint
CREATE INDEX "contest_entries_pet_idx" ON "contest_entries" USING btree ("pet_id","contest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contests_slug_idx" ON "contests" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "contests_status_voting_close_idx" ON "contests" USING btree ("status","voting_close_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contests_created_idx" ON "contests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
-- pawprize_contest_entry_count: the trigger contest_entries_count (migration 0023) keeps
-- contests.entry_count equal to the number of the contest's contest_entries rows, whatever
-- removes a row: a withdrawal, the pet's deletion (cascade), the owner's account deletion
-- (docs/product/contests.md, ADR 0140). Entering locks the contest row first, so counts do not
-- race.
CREATE OR REPLACE FUNCTION pawprize_contest_entry_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE contests SET entry_count = entry_count + 1 WHERE id = NEW.contest_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE contests SET entry_count = entry_count - 1 WHERE id = OLD.contest_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER contest_entries_count AFTER INSERT OR DELETE ON contest_entries
FOR EACH ROW EXECUTE FUNCTION pawprize_contest_entry_count();
