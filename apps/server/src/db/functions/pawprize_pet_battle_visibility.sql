-- pawprize_pet_battle_visibility: the trigger pet_photos_battle_visibility (migrations 0007, 0016)
-- keeps battles to visible pets that are not held for review (docs/decisions/0061-moderation-model.md,
-- 0111-entries-held-for-review.md). Matchmaking draws pets from pet_battle_stats, so a pet that
-- leaves battles (pending review, hidden, removed, or held for review while visible) loses its
-- row, and the viewers' pending matchups that contain it are dropped (the next request draws a new
-- one). A pet that comes back gets its row back with its battle count recomputed from the battles'
-- side counters. The rankings job's fingerprint (count and sum of these rows) changes either way,
-- so the rankings follow.
CREATE OR REPLACE FUNCTION pawprize_pet_battle_visibility() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'visible' AND NOT NEW.held_for_review THEN
    INSERT INTO pet_battle_stats (pet_id, user_id, battles_count)
    SELECT NEW.id, NEW.user_id, coalesce(sum(b.pet1_votes + b.pet2_votes), 0)::integer
    FROM battles AS b WHERE b.pet1_id = NEW.id OR b.pet2_id = NEW.id
    ON CONFLICT (pet_id) DO NOTHING;
  ELSIF OLD.status = 'visible' AND NOT OLD.held_for_review THEN
    DELETE FROM pet_battle_stats WHERE pet_id = NEW.id;
    DELETE FROM pending_battles AS pb USING battles AS b
    WHERE b.id = pb.battle_id AND (b.pet1_id = NEW.id OR b.pet2_id = NEW.id);
  END IF;
  RETURN NULL;
END
$$;
