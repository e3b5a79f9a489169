CREATE TABLE "vote_refusals" (
	"pet_id" uuid NOT NULL,
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"n" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "vote_refusals_pet_id_day_reason_pk" PRIMARY KEY("pet_id","day","reason"),
	CONSTRAINT "vote_refusals_reason_valid" CHECK ("vote_refusals"."reason" in ('already_voted', 'daily_limit', 'ip_cap', 'signed_out')),
	CONSTRAINT "vote_refusals_n_positive" CHECK ("vote_refusals"."n" > 0)
);
--> statement-breakpoint
ALTER TABLE "share_boosts" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "share_boosts" ADD COLUMN "referral_token" text;--> statement-breakpoint
ALTER TABLE "share_boosts" ADD COLUMN "sharer_ip_key" text;--> statement-breakpoint
ALTER TABLE "share_boosts" ADD COLUMN "visited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "bonus" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vote_refusals" ADD CONSTRAINT "vote_refusals_pet_id_pet_photos_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pet_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_boosts_referral_token_uq" ON "share_boosts" USING btree ("referral_token");