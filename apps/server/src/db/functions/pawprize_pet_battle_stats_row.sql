-- pawprize_pet_battle_stats_row: the trigger (pet_photos_battle_stats, migration 0004) that gives
-- every new pet its pet_battle_stats row (docs/decisions/0016-battle-throughput.md).
CREATE OR REPLACE FUNCTION pawprize_pet_battle_stats_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pet_battle_stats (pet_id, user_id) VALUES (NEW.id, NEW.user_id);
  RETURN NULL;
END
$$;
