-- pawprize_pet_battle_stats_row: the trigger (pet_photos_battle_stats, migration 0004) that gives
-- every new visible pet its pet_battle_stats row (docs/decisions/0016-battle-throughput.md). A pet
-- that starts pending review (pre-moderation, screening) or held for review gets its row when it
-- becomes visible and is not held (pawprize_pet_battle_visibility): matchmaking only draws pets
-- that have one.
CREATE OR REPLACE FUNCTION pawprize_pet_battle_stats_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'visible' AND NOT NEW.held_for_review THEN
    INSERT INTO pet_battle_stats (pet_id, user_id) VALUES (NEW.id, NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
