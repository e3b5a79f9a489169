-- pawprize_pet_review_hold: the trigger review_queue_pet_hold (migration 0016) keeps
-- pet_photos.held_for_review equal to the hold rule of docs/decisions/0111-entries-held-for-review.md:
-- a pet is held while its queue row has a screening flag against it (nsfw: a likely explicit
-- score below the hiding one; no_animal; duplicate: a near-copy of another entry), or is
-- 'reported' with at least one open report that counts towards hiding (reports.counts_to_hide,
-- ADR 0105: a verified, seasoned member; visitors' and new accounts' reports reach the queue but
-- hold nothing). 'not_screened' (screening off or not loaded) and 'pending' (pre-moderation: not
-- visible anyway) hold nothing. A moderator's decision deletes the row, which ends the hold.
-- pawprize_pet_battle_visibility takes a held pet out of battles and gives it back.
CREATE OR REPLACE FUNCTION pawprize_pet_review_hold() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_pet uuid;
  v_held boolean := false;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.subject_type <> 'pet' THEN
      RETURN NULL;
    END IF;
    v_pet := OLD.subject_id::uuid;
  ELSE
    IF NEW.subject_type <> 'pet' THEN
      RETURN NULL;
    END IF;
    v_pet := NEW.subject_id::uuid;
    v_held := NEW.reasons && ARRAY['nsfw', 'no_animal', 'duplicate']::text[]
      OR ('reported' = ANY (NEW.reasons) AND EXISTS (
        SELECT 1 FROM reports AS r
        WHERE r.subject_type = 'pet' AND r.subject_id = v_pet AND r.resolved_at IS NULL
          AND r.counts_to_hide));
  END IF;
  UPDATE pet_photos SET held_for_review = v_held
  WHERE id = v_pet AND held_for_review IS DISTINCT FROM v_held;
  RETURN NULL;
END
$$;
