-- pawprize_battle_current: the viewer's pending battle, made now if there is none; with
-- p_replace, a new matchup in its place (never the same pair). No row when no battle can be made.
-- One call per request (docs/decisions/0015-battles.md, 0016-battle-throughput.md): quick draws
-- first (a least-battled pet and the pet k places above or below it in strength: two index
-- probes), then pawprize_battle_opponent. An account's pending battle is written with one upsert.
-- A visitor's (p_viewer_key null) is not stored: it is the caller's offer (p_offer_lo, p_offer_hi,
-- p_offer_swapped, kept in the visitor's signed cookie), and a new pair makes no row at all — its
-- battle id is the pair's battles row, or the id that row will get with the pair's first vote
-- (pawprize_battle_offer_id). So a visitor's matchup writes nothing
-- (docs/decisions/0106-reads-make-no-rows.md). The offer's pair is (least, greatest) of the
-- returned sides; swapped when left_id > right_id.
-- Typed wrapper: battleCurrentFunction in ./battles.ts.
CREATE OR REPLACE FUNCTION pawprize_battle_current(
  p_viewer_key text,
  p_user text,
  p_visitor uuid,
  p_replace boolean,
  p_pool integer,
  p_offer_lo uuid,
  p_offer_hi uuid,
  p_offer_swapped boolean
) RETURNS TABLE (
  battle_id uuid,
  left_id uuid, left_name text, left_image_url text, left_variants jsonb, left_placeholder text,
  left_width integer, left_height integer, left_likes integer, left_votes integer,
  right_id uuid, right_name text, right_image_url text, right_variants jsonb, right_placeholder text,
  right_width integer, right_height integer, right_likes integer, right_votes integer,
  voted_pet_id uuid
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_battle uuid;
  v_swapped boolean;
  v_lo uuid;
  v_hi uuid;
  v_a uuid;
  v_pos integer;
  v_target integer;
  v_b uuid;
  v_ms text;
  a record;
BEGIN
  IF p_viewer_key IS NULL THEN
    -- A visitor's offer, still a battle while both pets are in battles.
    IF p_offer_lo IS NOT NULL AND p_offer_hi IS NOT NULL AND p_offer_lo < p_offer_hi THEN
      v_lo := p_offer_lo;
      v_hi := p_offer_hi;
      IF NOT p_replace AND (SELECT count(*) FROM pet_battle_stats AS s
          WHERE s.pet_id IN (v_lo, v_hi)) = 2 THEN
        RETURN QUERY SELECT * FROM pawprize_battle_offer_view(v_lo, v_hi,
          coalesce(p_offer_swapped, false), p_user, p_visitor);
        RETURN;
      END IF;
    END IF;
  ELSE
    SELECT pb.battle_id, pb.swapped, b.pet1_id, b.pet2_id
    INTO v_battle, v_swapped, v_lo, v_hi
    FROM pending_battles AS pb
    JOIN battles AS b ON b.id = pb.battle_id
    WHERE pb.viewer_key = p_viewer_key;
    IF v_battle IS NOT NULL AND NOT p_replace THEN
      RETURN QUERY SELECT * FROM pawprize_battle_view(v_battle, v_swapped, p_user, p_visitor);
      RETURN;
    END IF;
  END IF;

  -- Quick draws: the first pet the k-th least battled (k < p_pool), its opponent the pet k
  -- places above or below it in strength (0 < k <= p_pool): two short index probes and a check.
  FOR attempt IN 1..3 LOOP
    SELECT f.pet_id, r.position INTO v_a, v_pos
    FROM (
      SELECT s.pet_id FROM pet_battle_stats AS s
      WHERE s.user_id IS DISTINCT FROM p_user
      ORDER BY s.battles_count OFFSET floor(random() * p_pool)::integer LIMIT 1
    ) AS f
    LEFT JOIN battle_rankings AS r ON r.pet_id = f.pet_id;
    EXIT WHEN v_a IS NULL OR v_pos IS NULL;
    v_target := v_pos + (1 + floor(random() * p_pool)::integer) * (CASE WHEN random() < 0.5 THEN -1 ELSE 1 END);
    SELECT r.pet_id INTO v_b
    FROM battle_rankings AS r
    JOIN pet_battle_stats AS s ON s.pet_id = r.pet_id
    WHERE r.position = v_target
      AND s.user_id IS DISTINCT FROM p_user
      AND (least(v_a, r.pet_id), greatest(v_a, r.pet_id)) IS DISTINCT FROM (v_lo, v_hi)
      AND NOT EXISTS (
        SELECT 1 FROM battles AS b
        WHERE b.pet1_id = least(v_a, r.pet_id) AND b.pet2_id = greatest(v_a, r.pet_id)
          AND (EXISTS (SELECT 1 FROM battle_votes AS v WHERE v.user_id = p_user AND v.battle_id = b.id)
            OR EXISTS (SELECT 1 FROM battle_votes AS v
              WHERE v.visitor_id = p_visitor AND v.battle_id = b.id)));
    EXIT WHEN v_b IS NOT NULL;
  END LOOP;
  IF v_b IS NULL AND v_a IS NOT NULL THEN
    v_b := pawprize_battle_opponent(v_a, v_pos, p_user, p_visitor, v_lo, v_hi, p_pool);
  END IF;
  IF v_b IS NULL THEN
    FOR a IN
      SELECT f.pet_id, r.position
      FROM (
        SELECT s.pet_id FROM pet_battle_stats AS s
        WHERE s.user_id IS DISTINCT FROM p_user
        ORDER BY s.battles_count LIMIT p_pool
      ) AS f
      LEFT JOIN battle_rankings AS r ON r.pet_id = f.pet_id
      ORDER BY random()
    LOOP
      v_a := a.pet_id;
      v_b := pawprize_battle_opponent(a.pet_id, a.position, p_user, p_visitor, v_lo, v_hi, p_pool);
      EXIT WHEN v_b IS NOT NULL;
    END LOOP;
  END IF;
  IF v_b IS NULL THEN
    RETURN;
  END IF;
  v_lo := least(v_a, v_b);
  v_hi := greatest(v_a, v_b);
  v_swapped := random() < 0.5;
  IF p_viewer_key IS NULL THEN
    RETURN QUERY SELECT * FROM pawprize_battle_offer_view(v_lo, v_hi, v_swapped, p_user, p_visitor);
    RETURN;
  END IF;

  v_ms := lpad(to_hex(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint), 12, '0');
  v_battle := NULL;
  INSERT INTO battles (id, pet1_id, pet2_id)
  VALUES (overlay(gen_random_uuid()::text
      PLACING substr(v_ms, 1, 8) || '-' || substr(v_ms, 9, 4) FROM 1 FOR 13)::uuid, v_lo, v_hi)
  ON CONFLICT DO NOTHING
  RETURNING id INTO v_battle;
  IF v_battle IS NULL THEN
    SELECT b.id INTO v_battle FROM battles AS b WHERE b.pet1_id = v_lo AND b.pet2_id = v_hi;
  END IF;
  -- One upsert (measured ~0.25 ms cheaper on PGlite than an UPDATE with an INSERT fallback).
  INSERT INTO pending_battles AS pb (viewer_key, battle_id, swapped)
  VALUES (p_viewer_key, v_battle, v_swapped)
  ON CONFLICT (viewer_key) DO UPDATE
  SET battle_id = excluded.battle_id, swapped = excluded.swapped, created_at = now();
  RETURN QUERY
  SELECT v_battle,
    l.id, l.pet_name, l.image_url, l.variants, l.placeholder, l.width, l.height, l.votes_count, 0,
    r.id, r.pet_name, r.image_url, r.variants, r.placeholder, r.width, r.height, r.votes_count, 0,
    NULL::uuid
  FROM pet_photos AS l, pet_photos AS r
  WHERE l.id = CASE WHEN v_swapped THEN v_hi ELSE v_lo END
    AND r.id = CASE WHEN v_swapped THEN v_lo ELSE v_hi END;
END
$$;
