-- pawprize_battle_vote: a vote of the viewer (p_viewer_key) in their pending battle p_battle, for
-- p_pet. outcome: 'counted' (with the battle as the voter now sees it), 'not_pending',
-- 'not_in_battle', 'own_entry' (an account's battle holding its own pet: matchmaking never serves
-- one, and no route can vote in one, docs/decisions/0110-own-entries.md) or 'already_voted'
-- (nothing changed for those). Anonymous votes are capped per IP
-- and UTC day (key 'b:' || p_ip_key): over the cap it raises SQLSTATE 'PZ429', rolling the call
-- back. Accounts' battle votes count for the streak (pawprize_record_counted_vote).
-- A visitor's matchup is not stored (p_viewer_key null): it is the offer of their signed cookie
-- (p_offer_lo, p_offer_hi, p_offer_swapped), checked by the caller; p_battle must be the pair's
-- battle, whose row the first vote makes (docs/decisions/0106-reads-make-no-rows.md).
-- docs/decisions/0015-battles.md. Typed wrapper: battleVoteFunction in ./battles.ts.
CREATE OR REPLACE FUNCTION pawprize_battle_vote(
  p_battle uuid,
  p_pet uuid,
  p_viewer_key text,
  p_user text,
  p_visitor uuid,
  p_day date,
  p_utc_day date,
  p_ip_key text,
  p_ip_limit integer,
  p_time_zone text,
  p_offer_lo uuid,
  p_offer_hi uuid,
  p_offer_swapped boolean
) RETURNS TABLE (
  outcome text,
  battle_id uuid,
  left_id uuid, left_name text, left_image_url text, left_variants jsonb, left_placeholder text,
  left_width integer, left_height integer, left_likes integer, left_votes integer,
  right_id uuid, right_name text, right_image_url text, right_variants jsonb, right_placeholder text,
  right_width integer, right_height integer, right_likes integer, right_votes integer,
  voted_pet_id uuid
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_swapped boolean;
  v_pet1 uuid;
  v_pet2 uuid;
  v_ms text;
BEGIN
  IF p_viewer_key IS NULL THEN
    -- A visitor's offer: still two pets in battles, and p_battle names the pair's battle.
    IF p_offer_lo IS NULL OR p_offer_hi IS NULL OR NOT p_offer_lo < p_offer_hi
        OR (SELECT count(*) FROM pet_battle_stats AS s
          WHERE s.pet_id IN (p_offer_lo, p_offer_hi)) <> 2
        OR p_battle IS DISTINCT FROM coalesce(
          (SELECT b.id FROM battles AS b WHERE b.pet1_id = p_offer_lo AND b.pet2_id = p_offer_hi),
          pawprize_battle_offer_id(p_offer_lo, p_offer_hi)) THEN
      outcome := 'not_pending';
      RETURN NEXT;
      RETURN;
    END IF;
    INSERT INTO battles (id, pet1_id, pet2_id) VALUES (p_battle, p_offer_lo, p_offer_hi)
    ON CONFLICT DO NOTHING;
    IF NOT FOUND AND NOT EXISTS (SELECT 1 FROM battles AS b WHERE b.id = p_battle) THEN
      -- Another vote made the pair's row with another id meanwhile: vote in that one.
      SELECT b.id INTO p_battle FROM battles AS b
      WHERE b.pet1_id = p_offer_lo AND b.pet2_id = p_offer_hi;
    END IF;
    v_swapped := coalesce(p_offer_swapped, false);
    v_pet1 := p_offer_lo;
    v_pet2 := p_offer_hi;
  ELSE
    SELECT pb.swapped, b.pet1_id, b.pet2_id INTO v_swapped, v_pet1, v_pet2
    FROM pending_battles AS pb
    JOIN battles AS b ON b.id = pb.battle_id
    WHERE pb.viewer_key = p_viewer_key AND pb.battle_id = p_battle;
    IF NOT FOUND THEN
      outcome := 'not_pending';
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;
  IF p_pet IS DISTINCT FROM v_pet1 AND p_pet IS DISTINCT FROM v_pet2 THEN
    outcome := 'not_in_battle';
    RETURN NEXT;
    RETURN;
  END IF;
  IF p_user IS NOT NULL AND EXISTS (SELECT 1 FROM pet_photos AS p
      WHERE p.id IN (v_pet1, v_pet2) AND p.user_id = p_user) THEN
    outcome := 'own_entry';
    RETURN NEXT;
    RETURN;
  END IF;

  v_ms := lpad(to_hex(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint), 12, '0');
  IF p_user IS NOT NULL THEN
    INSERT INTO battle_votes (id, battle_id, user_id, voted_pet_id)
    VALUES (overlay(gen_random_uuid()::text
      PLACING substr(v_ms, 1, 8) || '-' || substr(v_ms, 9, 4) FROM 1 FOR 13)::uuid, p_battle, p_user, p_pet)
    ON CONFLICT (user_id, battle_id) WHERE user_id IS NOT NULL DO NOTHING;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM visitors AS vi WHERE vi.id = p_visitor) THEN
      INSERT INTO visitors (id, time_zone) VALUES (p_visitor, p_time_zone)
      ON CONFLICT (id) DO NOTHING;
    END IF;
    INSERT INTO battle_votes (id, battle_id, visitor_id, voted_pet_id, ip_key)
    VALUES (overlay(gen_random_uuid()::text
      PLACING substr(v_ms, 1, 8) || '-' || substr(v_ms, 9, 4) FROM 1 FOR 13)::uuid, p_battle, p_visitor, p_pet, p_ip_key)
    ON CONFLICT (visitor_id, battle_id) WHERE visitor_id IS NOT NULL DO NOTHING;
  END IF;
  IF NOT FOUND THEN
    outcome := 'already_voted';
    RETURN NEXT;
    RETURN;
  END IF;

  IF p_user IS NULL THEN
    UPDATE ip_vote_usage AS t SET votes_used = t.votes_used + 1
    WHERE t.ip_key = 'b:' || p_ip_key AND t.day = p_utc_day AND t.votes_used < p_ip_limit;
    IF NOT FOUND THEN
      INSERT INTO ip_vote_usage AS t (ip_key, day, votes_used)
      SELECT 'b:' || p_ip_key, p_utc_day, 1 WHERE p_ip_limit > 0
      ON CONFLICT (ip_key, day) DO UPDATE SET votes_used = t.votes_used + 1
      WHERE t.votes_used < p_ip_limit;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'daily battle vote limit reached' USING ERRCODE = 'PZ429';
      END IF;
    END IF;
  ELSE
    PERFORM pawprize_record_counted_vote(p_user, p_day);
  END IF;

  RETURN QUERY
  WITH counted AS (
    UPDATE battles AS b
    SET pet1_votes = b.pet1_votes + (p_pet = b.pet1_id)::integer,
      pet2_votes = b.pet2_votes + (p_pet = b.pet2_id)::integer
    WHERE b.id = p_battle
    RETURNING b.pet1_votes, b.pet2_votes
  ), pets AS (
    UPDATE pet_battle_stats AS s SET battles_count = s.battles_count + 1
    WHERE s.pet_id IN (v_pet1, v_pet2)
  )
  SELECT 'counted'::text, p_battle,
    l.id, l.pet_name, l.image_url, l.variants, l.placeholder, l.width, l.height, l.votes_count,
    CASE WHEN v_swapped THEN c.pet2_votes ELSE c.pet1_votes END,
    r.id, r.pet_name, r.image_url, r.variants, r.placeholder, r.width, r.height, r.votes_count,
    CASE WHEN v_swapped THEN c.pet1_votes ELSE c.pet2_votes END,
    p_pet
  FROM counted AS c, pet_photos AS l, pet_photos AS r
  WHERE l.id = CASE WHEN v_swapped THEN v_pet2 ELSE v_pet1 END
    AND r.id = CASE WHEN v_swapped THEN v_pet1 ELSE v_pet2 END;
END
$$;
