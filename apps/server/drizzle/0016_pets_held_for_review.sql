ALTER TABLE "pet_photos" ADD COLUMN "held_for_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Entries held for review (issue 27 #16, docs/decisions/0111-entries-held-for-review.md): a
-- visible pet in the review queue for a report that counts towards hiding (ADR 0105) or a
-- screening flag (likely explicit, no animal, near-copy) stays public but leaves the swipe deck,
-- battles and "More pets". The trigger review_queue_pet_hold keeps held_for_review; its function's
-- current definition is src/db/functions/pawprize_pet_review_hold.sql (applied after this). The
-- pets already waiting are held here, with the same rule, and leave battles at once.
UPDATE pet_photos AS p SET held_for_review = true
FROM review_queue AS q
WHERE q.subject_type = 'pet' AND q.subject_id = p.id::text
  AND (q.reasons && ARRAY['nsfw', 'no_animal', 'duplicate']::text[]
    OR ('reported' = ANY (q.reasons) AND EXISTS (
      SELECT 1 FROM reports AS r
      WHERE r.subject_type = 'pet' AND r.subject_id = p.id AND r.resolved_at IS NULL
        AND r.counts_to_hide)));--> statement-breakpoint
DELETE FROM pending_battles AS pb USING battles AS b, pet_photos AS p
WHERE b.id = pb.battle_id AND p.held_for_review AND (b.pet1_id = p.id OR b.pet2_id = p.id);--> statement-breakpoint
DELETE FROM pet_battle_stats AS s USING pet_photos AS p
WHERE p.id = s.pet_id AND p.held_for_review;--> statement-breakpoint
-- Battles follow the hold as they follow the status (pawprize_pet_battle_visibility).
DROP TRIGGER pet_photos_battle_visibility ON pet_photos;--> statement-breakpoint
CREATE TRIGGER pet_photos_battle_visibility AFTER UPDATE OF status, held_for_review ON pet_photos
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
  OR OLD.held_for_review IS DISTINCT FROM NEW.held_for_review)
EXECUTE FUNCTION pawprize_pet_battle_visibility();--> statement-breakpoint
CREATE OR REPLACE FUNCTION pawprize_pet_review_hold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER review_queue_pet_hold AFTER INSERT OR UPDATE OR DELETE ON review_queue
FOR EACH ROW EXECUTE FUNCTION pawprize_pet_review_hold();
