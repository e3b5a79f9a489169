-- pawprize_battle_opponent: an opponent for p_a when pawprize_battle_current's quick draws found
-- none. Candidates: when p_a is ranked (p_pos not null), the p_pool nearest positions on each
-- side and, among the p_pool least battled pets, those without a position yet (they joined since
-- the rankings were computed); when p_a is unranked, the p_pool least battled pets. Eligible: a
-- visible pet that is not held for review (one with a pet_battle_stats row, see
-- pawprize_pet_battle_visibility), not the viewer's own pet, not the pair being replaced (p_lo,
-- p_hi), not a pair the viewer (p_user or p_visitor) has judged. The eligible candidate with the
-- smallest random draw wins, so each is equally likely; null when none is eligible.
-- The draw is ordered by at the outer level: a random order inside a subquery does not survive the
-- joins the checks become (the planner hashed pet_battle_stats and returned the first eligible row
-- in that table's order: the same opponent in every battle of a fresh site). Unranked pets are not
-- paired by card votes any more: on a new site they all tie at 0 and the index order decided
-- (docs/decisions/0112-fair-matchmaking.md). The checks are written out, not called: an SQL
-- function call costs ~4x the check (docs/decisions/0016-battle-throughput.md).
CREATE OR REPLACE FUNCTION pawprize_battle_opponent(
  p_a uuid,
  p_pos integer,
  p_user text,
  p_visitor uuid,
  p_lo uuid,
  p_hi uuid,
  p_pool integer
) RETURNS uuid LANGUAGE plpgsql AS $$
BEGIN
  RETURN (
    SELECT c.id FROM (
      SELECT u.id, random() AS draw FROM (
        SELECT r.pet_id AS id FROM battle_rankings AS r
        WHERE p_pos IS NOT NULL AND r.position BETWEEN p_pos - p_pool AND p_pos + p_pool
          AND r.position <> p_pos
        UNION ALL
        SELECT f.pet_id FROM (
          SELECT s.pet_id FROM pet_battle_stats AS s
          WHERE s.pet_id <> p_a
          ORDER BY s.battles_count LIMIT p_pool
        ) AS f
        WHERE p_pos IS NULL
          OR NOT EXISTS (SELECT 1 FROM battle_rankings AS r WHERE r.pet_id = f.pet_id)
      ) AS u
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
    ORDER BY c.draw
    LIMIT 1);
END
$$;
