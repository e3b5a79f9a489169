DROP INDEX "review_queue_queued_idx";--> statement-breakpoint
ALTER TABLE "review_queue" ADD COLUMN "hidden_by_reports" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "review_queue_order_idx" ON "review_queue" USING btree ("hidden_by_reports" DESC NULLS LAST,"queued_at" DESC NULLS LAST,"subject_id");--> statement-breakpoint
UPDATE "review_queue" AS q SET "hidden_by_reports" = true
WHERE EXISTS (SELECT 1 FROM "pet_photos" AS e WHERE q."subject_type" = 'pet' AND e."id"::text = q."subject_id" AND e."status" = 'pending' AND e."status_by" = 'reports')
   OR EXISTS (SELECT 1 FROM "pet_captions" AS e WHERE q."subject_type" = 'contest' AND e."id"::text = q."subject_id" AND e."status" = 'pending' AND e."status_by" = 'reports')
   OR EXISTS (SELECT 1 FROM "captions" AS e WHERE q."subject_type" = 'caption' AND e."id"::text = q."subject_id" AND e."status" = 'pending' AND e."status_by" = 'reports');
