CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_uq" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_uq" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text,
	"full_name" text,
	"avatar_url" text,
	"credits" integer DEFAULT 0 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_username_format" CHECK ("profiles"."username" ~ '^[A-Za-z0-9_]{3,30}$'),
	CONSTRAINT "profiles_credits_nonnegative" CHECK ("profiles"."credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"pet_name" text NOT NULL,
	"description" text,
	"image_url" text NOT NULL,
	"image_key" text,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"placeholder" text,
	"votes_count" integer DEFAULT 0 NOT NULL,
	"battles_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_photos_pet_name_length" CHECK (char_length("pet_photos"."pet_name") <= 60 and btrim("pet_photos"."pet_name") <> ''),
	CONSTRAINT "pet_photos_description_length" CHECK (char_length("pet_photos"."description") <= 1000),
	CONSTRAINT "pet_photos_votes_count_nonnegative" CHECK ("pet_photos"."votes_count" >= 0),
	CONSTRAINT "pet_photos_battles_count_nonnegative" CHECK ("pet_photos"."battles_count" >= 0),
	CONSTRAINT "pet_photos_size_positive" CHECK ("pet_photos"."width" > 0 and "pet_photos"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "daily_vote_usage" (
	"voter_key" text NOT NULL,
	"day" date NOT NULL,
	"votes_used" integer DEFAULT 0 NOT NULL,
	"bonus_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_vote_usage_voter_key_day_pk" PRIMARY KEY("voter_key","day"),
	CONSTRAINT "daily_vote_usage_nonnegative" CHECK ("daily_vote_usage"."votes_used" >= 0 and "daily_vote_usage"."bonus_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ip_vote_usage" (
	"ip_key" text NOT NULL,
	"day" date NOT NULL,
	"votes_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ip_vote_usage_ip_key_day_pk" PRIMARY KEY("ip_key","day"),
	CONSTRAINT "ip_vote_usage_nonnegative" CHECK ("ip_vote_usage"."votes_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "share_boosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"boost_votes" integer DEFAULT 3 NOT NULL,
	"used_today" boolean DEFAULT false NOT NULL,
	"local_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_boosts_user_platform_day_uq" UNIQUE("user_id","platform","local_day"),
	CONSTRAINT "share_boosts_platform_valid" CHECK ("share_boosts"."platform" in ('twitter', 'instagram', 'tiktok')),
	CONSTRAINT "share_boosts_boost_votes_nonnegative" CHECK ("share_boosts"."boost_votes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photo_id" uuid NOT NULL,
	"user_id" text,
	"visitor_id" uuid,
	"source" text NOT NULL,
	"local_day" date NOT NULL,
	"ip_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_one_voter" CHECK (num_nonnulls("votes"."user_id", "votes"."visitor_id") = 1),
	CONSTRAINT "votes_source_valid" CHECK ("votes"."source" in ('card', 'swipe'))
);
--> statement-breakpoint
CREATE TABLE "voting_streaks" (
	"user_id" text PRIMARY KEY NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"highest_streak" integer DEFAULT 0 NOT NULL,
	"last_vote_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voting_streaks_valid" CHECK ("voting_streaks"."current_streak" >= 0 and "voting_streaks"."highest_streak" >= "voting_streaks"."current_streak")
);
--> statement-breakpoint
CREATE TABLE "battle_rankings" (
	"pet_id" uuid PRIMARY KEY NOT NULL,
	"strength" double precision NOT NULL,
	"lower" double precision NOT NULL,
	"upper" double precision NOT NULL,
	"rank" integer,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"battles" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battle_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"battle_id" uuid NOT NULL,
	"user_id" text,
	"visitor_id" uuid,
	"voted_pet_id" uuid NOT NULL,
	"ip_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_votes_one_voter" CHECK (num_nonnulls("battle_votes"."user_id", "battle_votes"."visitor_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "battles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet1_id" uuid NOT NULL,
	"pet2_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battles_distinct_pets" CHECK ("battles"."pet1_id" <> "battles"."pet2_id")
);
--> statement-breakpoint
CREATE TABLE "pending_battles" (
	"viewer_key" text PRIMARY KEY NOT NULL,
	"battle_id" uuid NOT NULL,
	"swapped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caption_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"caption_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caption_votes_contest_user_uq" UNIQUE("contest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "captions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"caption" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "captions_pet_id_id_uq" UNIQUE("pet_id","id"),
	CONSTRAINT "captions_caption_length" CHECK (char_length("captions"."caption") <= 280 and btrim("captions"."caption") <> ''),
	CONSTRAINT "captions_votes_nonnegative" CHECK ("captions"."votes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pet_captions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" text NOT NULL,
	"user_id" text NOT NULL,
	"pet_name" text NOT NULL,
	"breed" text,
	"image_url" text NOT NULL,
	"image_key" text,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"placeholder" text,
	"winner_caption_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_captions_share_id_uq" UNIQUE("share_id"),
	CONSTRAINT "pet_captions_share_id_format" CHECK ("pet_captions"."share_id" ~ '^[A-Za-z0-9_-]{10,}$'),
	CONSTRAINT "pet_captions_pet_name_length" CHECK (char_length("pet_captions"."pet_name") <= 60 and btrim("pet_captions"."pet_name") <> '')
);
--> statement-breakpoint
CREATE TABLE "contest_winners" (
	"month" date PRIMARY KEY NOT NULL,
	"pet_id" uuid,
	"pet_name" text NOT NULL,
	"image_url" text NOT NULL,
	"description" text,
	"votes" integer NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_winners_month_first_day" CHECK (extract(day from "contest_winners"."month") = 1),
	CONSTRAINT "contest_winners_votes_nonnegative" CHECK ("contest_winners"."votes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"image_url" text NOT NULL,
	"category" text NOT NULL,
	"external_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_positive" CHECK ("products"."price" > 0),
	CONSTRAINT "products_category_valid" CHECK ("products"."category" in ('grooming', 'hair-removal', 'blankets', 'toys', 'food'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"unsubscribe_token" text DEFAULT gen_random_uuid()::text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_uq" UNIQUE("email"),
	CONSTRAINT "newsletter_subscribers_unsubscribe_token_uq" UNIQUE("unsubscribe_token"),
	CONSTRAINT "newsletter_subscribers_email_normalised" CHECK ("newsletter_subscribers"."email" = lower(btrim("newsletter_subscribers"."email")))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"ip_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_valid" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_attempts_nonnegative" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_photos" ADD CONSTRAINT "pet_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_boosts" ADD CONSTRAINT "share_boosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_photo_id_pet_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."pet_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_streaks" ADD CONSTRAINT "voting_streaks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_rankings" ADD CONSTRAINT "battle_rankings_pet_id_pet_photos_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pet_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_votes" ADD CONSTRAINT "battle_votes_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_votes" ADD CONSTRAINT "battle_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_votes" ADD CONSTRAINT "battle_votes_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_votes" ADD CONSTRAINT "battle_votes_voted_pet_id_pet_photos_id_fk" FOREIGN KEY ("voted_pet_id") REFERENCES "public"."pet_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_pet1_id_pet_photos_id_fk" FOREIGN KEY ("pet1_id") REFERENCES "public"."pet_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_pet2_id_pet_photos_id_fk" FOREIGN KEY ("pet2_id") REFERENCES "public"."pet_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_battles" ADD CONSTRAINT "pending_battles_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caption_votes" ADD CONSTRAINT "caption_votes_contest_id_pet_captions_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."pet_captions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caption_votes" ADD CONSTRAINT "caption_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caption_votes" ADD CONSTRAINT "caption_votes_caption_in_contest_fk" FOREIGN KEY ("contest_id","caption_id") REFERENCES "public"."captions"("pet_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captions" ADD CONSTRAINT "captions_pet_id_pet_captions_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pet_captions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captions" ADD CONSTRAINT "captions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_captions" ADD CONSTRAINT "pet_captions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_captions" ADD CONSTRAINT "pet_captions_winner_caption_id_captions_id_fk" FOREIGN KEY ("winner_caption_id") REFERENCES "public"."captions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_winners" ADD CONSTRAINT "contest_winners_pet_id_pet_photos_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pet_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_lower_uq" ON "profiles" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "pet_photos_votes_idx" ON "pet_photos" USING btree ("votes_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pet_photos_created_at_idx" ON "pet_photos" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pet_photos_user_created_idx" ON "pet_photos" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pet_photos_pet_name_trgm_idx" ON "pet_photos" USING gin ("pet_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pet_photos_description_trgm_idx" ON "pet_photos" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "share_boosts_user_created_idx" ON "share_boosts" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "votes_photo_user_uq" ON "votes" USING btree ("photo_id","user_id") WHERE "votes"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "votes_photo_visitor_uq" ON "votes" USING btree ("photo_id","visitor_id") WHERE "votes"."visitor_id" is not null;--> statement-breakpoint
CREATE INDEX "votes_photo_created_idx" ON "votes" USING btree ("photo_id","created_at");--> statement-breakpoint
CREATE INDEX "votes_user_created_idx" ON "votes" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "votes_visitor_idx" ON "votes" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "battle_rankings_rank_idx" ON "battle_rankings" USING btree ("rank");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_votes_battle_user_uq" ON "battle_votes" USING btree ("battle_id","user_id") WHERE "battle_votes"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "battle_votes_battle_visitor_uq" ON "battle_votes" USING btree ("battle_id","visitor_id") WHERE "battle_votes"."visitor_id" is not null;--> statement-breakpoint
CREATE INDEX "battle_votes_battle_idx" ON "battle_votes" USING btree ("battle_id");--> statement-breakpoint
CREATE INDEX "battle_votes_user_idx" ON "battle_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "battle_votes_visitor_idx" ON "battle_votes" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "battle_votes_voted_pet_idx" ON "battle_votes" USING btree ("voted_pet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "battles_pair_uq" ON "battles" USING btree (least("pet1_id", "pet2_id"),greatest("pet1_id", "pet2_id"));--> statement-breakpoint
CREATE INDEX "battles_created_at_idx" ON "battles" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "battles_pet1_idx" ON "battles" USING btree ("pet1_id");--> statement-breakpoint
CREATE INDEX "battles_pet2_idx" ON "battles" USING btree ("pet2_id");--> statement-breakpoint
CREATE INDEX "pending_battles_battle_idx" ON "pending_battles" USING btree ("battle_id");--> statement-breakpoint
CREATE INDEX "caption_votes_caption_idx" ON "caption_votes" USING btree ("caption_id");--> statement-breakpoint
CREATE INDEX "caption_votes_user_idx" ON "caption_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "captions_pet_votes_idx" ON "captions" USING btree ("pet_id","votes" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "captions_pet_user_uq" ON "captions" USING btree ("pet_id","user_id") WHERE "captions"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "pet_captions_created_at_idx" ON "pet_captions" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pet_captions_user_created_idx" ON "pet_captions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_status_next_attempt_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");