-- pawprize_battle_opponent: an opponent for p_a when pawprize_battle_current's quick draws found
-- none. Ranked (p_pos not null): the p_pool nearest positions on each side, in random order;
-- unranked: the p_pool nearest in card votes on each side, in random order. Eligible: a visible
-- pet (one with a pet_battle_stats row, see pawprize_pet_battle_visibility), not the viewer's own
-- pet, not the pair being replaced (p_lo, p_hi), not a pair the viewer (p_user or p_visitor) has
-- judged. Null when none is eligible. The checks are written out, not called: an
-- SQL function call costs ~4x the check (docs/decisions/0016-battle-throughput.md).
CREATE OR REPLACE FUNCTION pawprize_battle_opponent(
  p_a uuid,
  p_pos integer,
  p_user text,
  p_visitor uuid,
  p_lo uuid,
  p_hi uuid,
  p_pool integer
) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  v_votes integer;
BEGIN
  IF p_pos IS NULL THEN
    v_votes := (SELECT p.votes_count FROM pet_photos AS p WHERE p.id = p_a);
  END IF;
  -- Candidates in random order first, then the checks until one passes (LIMIT 1).
  RETURN (
    SELECT c.id FROM (
      SELECT u.id FROM (
        SELECT r.pet_id AS id FROM battle_rankings AS r
        WHERE p_pos IS NOT NULL AND r.position BETWEEN p_pos - p_pool AND p_pos + p_pool
          AND r.position <> p_pos
        UNION ALL
        (SELECT p.id FROM pet_photos AS p
          WHERE p_pos IS NULL AND p.status = 'visible' AND p.votes_count >= v_votes AND p.id <> p_a
          ORDER BY p.votes_count LIMIT p_pool)
        UNION ALL
        (SELECT p.id FROM pet_photos AS p
          WHERE p_pos IS NULL AND p.status = 'visible' AND p.votes_count < v_votes
          ORDER BY p.votes_count DESC LIMIT p_pool)
      ) AS u
      ORDER BY random()
      LIMIT 2 * p_pool + 1
    ) AS c
    WHERE (least(p_a, c.id), greatest(p_a, c.id)) IS DISTINCT FROM (p_lo, p_hi)
      AND EXISTS (SELECT 1 FROM pet_battle_stats AS s
        WHERE s.pet_id = c.id AND s.user_id IS DISTINCT FROM p_user)
      AND NOT EXISTS (
        SELECT 1 FROM battles AS b
        WHERE b.pet1_id = least(p_a, c.id) AND b.pet2_id = greatest(p_a, c.id)
          AND (EXISTS (SELECT 1 FROM battle_votes AS v WHERE v.user_id = p_user AND v.battle_id = b.id)
            OR EXISTS (SELECT 1 FROM battle_votes AS v
              WHERE v.visitor_id = p_visitor AND v.battle_id = b.id)))
    LIMIT 1);
END
$$;
