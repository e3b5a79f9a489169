CREATE TABLE "swipe_skips" (
	"voter_key" text NOT NULL,
	"day" date NOT NULL,
	"photo_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swipe_skips_voter_key_day_photo_id_pk" PRIMARY KEY("voter_key","day","photo_id")
);
--> statement-breakpoint
ALTER TABLE "swipe_skips" ADD CONSTRAINT "swipe_skips_photo_id_pet_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."pet_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swipe_skips_photo_idx" ON "swipe_skips" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "pet_captions_pet_name_trgm_idx" ON "pet_captions" USING gin ("pet_name" gin_trgm_ops);