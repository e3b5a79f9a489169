CREATE TABLE "contest_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"category_id" uuid,
	"place" integer NOT NULL,
	"entry_id" uuid,
	"pet_id" uuid,
	"pet_name" text NOT NULL,
	"image_url" text NOT NULL,
	"image_key" text,
	"figure" double precision NOT NULL,
	"figure_low" double precision,
	"figure_high" double precision,
	"tie_break" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_results_place_key" UNIQUE NULLS NOT DISTINCT("contest_id","category_id","place"),
	CONSTRAINT "contest_results_place_positive" CHECK ("contest_results"."place" >= 1),
	CONSTRAINT "contest_results_tie_break_valid" CHECK ("contest_results"."tie_break" in ('more_votes', 'earlier_entry'))
);
--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_category_id_contest_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."contest_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_entry_id_contest_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."contest_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_pet_id_pet_photos_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pet_photos"("id") ON DELETE set null ON UPDATE no action;