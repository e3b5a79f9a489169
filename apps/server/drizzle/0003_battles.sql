ALTER TABLE "battle_votes" DROP CONSTRAINT "battle_votes_voted_pet_id_pet_photos_id_fk";
--> statement-breakpoint
ALTER TABLE "pending_battles" DROP CONSTRAINT "pending_battles_battle_id_battles_id_fk";
--> statement-breakpoint
DROP INDEX "battle_votes_voted_pet_idx";--> statement-breakpoint
DROP INDEX "battles_created_at_idx";--> statement-breakpoint
DROP INDEX "pending_battles_battle_idx";--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "pet1_votes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "pet2_votes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "pet_photos_battles_count_idx" ON "pet_photos" USING btree ("battles_count");--> statement-breakpoint
CREATE INDEX "battle_rankings_strength_idx" ON "battle_rankings" USING btree ("strength");--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_votes_nonnegative" CHECK ("battles"."pet1_votes" >= 0 and "battles"."pet2_votes" >= 0);
--> statement-breakpoint

-- Battles (PRODUCT §5) as PL/pgSQL functions, as the votes are (ADR 0014): one round trip and one
-- statement (so one transaction) per request, with the plans of the statements inside cached per
-- connection. See docs/decisions/0015-battles.md and apps/server/src/features/battles/.

-- The battle as `p_user` (account) or `p_visitor` sees it: pets in display order (`p_swapped`:
-- pet2 on the left), each side's votes, and the pet the viewer voted for (null: not voted).
CREATE OR REPLACE FUNCTION pawprize_battle_view(
  p_battle uuid,
  p_swapped boolean,
  p_user text,
  p_visitor uuid
) RETURNS TABLE (
  battle_id uuid,
  left_id uuid, left_name text, left_image_url text, left_variants jsonb, left_placeholder text,
  left_width integer, left_height integer, left_likes integer, left_votes integer,
  right_id uuid, right_name text, right_image_url text, right_variants jsonb, right_placeholder text,
  right_width integer, right_height integer, right_likes integer, right_votes integer,
  voted_pet_id uuid
) LANGUAGE sql STABLE AS $$
  SELECT b.id,
    l.id, l.pet_name, l.image_url, l.variants, l.placeholder, l.width, l.height, l.votes_count,
    CASE WHEN p_swapped THEN b.pet2_votes ELSE b.pet1_votes END,
    r.id, r.pet_name, r.image_url, r.variants, r.placeholder, r.width, r.height, r.votes_count,
    CASE WHEN p_swapped THEN b.pet1_votes ELSE b.pet2_votes END,
    coalesce(
      (SELECT v.voted_pet_id FROM battle_votes AS v WHERE v.battle_id = b.id AND v.user_id = p_user),
      (SELECT v.voted_pet_id FROM battle_votes AS v
        WHERE v.battle_id = b.id AND v.visitor_id = p_visitor))
  FROM battles AS b
  JOIN pet_photos AS l ON l.id = CASE WHEN p_swapped THEN b.pet2_id ELSE b.pet1_id END
  JOIN pet_photos AS r ON r.id = CASE WHEN p_swapped THEN b.pet1_id ELSE b.pet2_id END
  WHERE b.id = p_battle
$$;
--> statement-breakpoint

-- An opponent for pet p_a: one of the ~p_pool pets nearest to it in Bradley–Terry strength (when
-- p_a has one), else in card votes (the prior of a pet not yet ranked), at random, that is
-- eligible: not the viewer's own, not the pair being replaced (p_lo, p_hi), not a pair the viewer
-- (p_user or p_visitor) has judged. A few random draws (the k-th nearest above or below,
-- k < p_pool: one short index walk each) find one in nearly every call; when they all hit
-- ineligible pets, the p_pool nearest on each side are tried in random order. Null when none is
-- eligible. The checks are written out, not called: an SQL function call costs ~4x the check.
CREATE OR REPLACE FUNCTION pawprize_battle_opponent(
  p_a uuid,
  p_a_votes integer,
  p_a_strength double precision,
  p_user text,
  p_visitor uuid,
  p_lo uuid,
  p_hi uuid,
  p_pool integer
) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  v_b uuid;
  v_k integer;
  v_ok boolean;
BEGIN
  FOR attempt IN 1..4 LOOP
    v_k := floor(random() * p_pool)::integer;
    v_b := NULL;
    IF p_a_strength IS NOT NULL THEN
      IF random() < 0.5 THEN
        SELECT r.pet_id INTO v_b FROM battle_rankings AS r
        WHERE r.strength >= p_a_strength AND r.pet_id <> p_a
        ORDER BY r.strength OFFSET v_k LIMIT 1;
      ELSE
        SELECT r.pet_id INTO v_b FROM battle_rankings AS r
        WHERE r.strength < p_a_strength
        ORDER BY r.strength DESC OFFSET v_k LIMIT 1;
      END IF;
    ELSE
      IF random() < 0.5 THEN
        SELECT p.id INTO v_b FROM pet_photos AS p
        WHERE p.votes_count >= p_a_votes AND p.id <> p_a
        ORDER BY p.votes_count OFFSET v_k LIMIT 1;
      ELSE
        SELECT p.id INTO v_b FROM pet_photos AS p
        WHERE p.votes_count < p_a_votes
        ORDER BY p.votes_count DESC OFFSET v_k LIMIT 1;
      END IF;
    END IF;
    IF v_b IS NOT NULL THEN
      SELECT (least(p_a, v_b), greatest(p_a, v_b)) IS DISTINCT FROM (p_lo, p_hi)
      AND NOT EXISTS (SELECT 1 FROM pet_photos AS p WHERE p.id = v_b AND p.user_id = p_user)
      AND NOT EXISTS (
        SELECT 1 FROM battles AS b
        WHERE least(b.pet1_id, b.pet2_id) = least(p_a, v_b)
          AND greatest(b.pet1_id, b.pet2_id) = greatest(p_a, v_b)
          AND (EXISTS (SELECT 1 FROM battle_votes AS v WHERE v.battle_id = b.id AND v.user_id = p_user)
            OR EXISTS (SELECT 1 FROM battle_votes AS v
              WHERE v.battle_id = b.id AND v.visitor_id = p_visitor))) INTO v_ok;
      IF v_ok THEN
        RETURN v_b;
      END IF;
    END IF;
  END LOOP;

  IF p_a_strength IS NOT NULL THEN
    SELECT c.id INTO v_b FROM (
      SELECT u.id FROM (
        (SELECT r.pet_id AS id FROM battle_rankings AS r
          WHERE r.strength >= p_a_strength AND r.pet_id <> p_a
          ORDER BY r.strength LIMIT p_pool)
        UNION ALL
        (SELECT r.pet_id FROM battle_rankings AS r
          WHERE r.strength < p_a_strength
          ORDER BY r.strength DESC LIMIT p_pool)
      ) AS u ORDER BY random() LIMIT 2 * p_pool
    ) AS c
    WHERE (least(p_a, c.id), greatest(p_a, c.id)) IS DISTINCT FROM (p_lo, p_hi)
      AND NOT EXISTS (SELECT 1 FROM pet_photos AS p WHERE p.id = c.id AND p.user_id = p_user)
      AND NOT EXISTS (
        SELECT 1 FROM battles AS b
        WHERE least(b.pet1_id, b.pet2_id) = least(p_a, c.id)
          AND greatest(b.pet1_id, b.pet2_id) = greatest(p_a, c.id)
          AND (EXISTS (SELECT 1 FROM battle_votes AS v WHERE v.battle_id = b.id AND v.user_id = p_user)
            OR EXISTS (SELECT 1 FROM battle_votes AS v
              WHERE v.battle_id = b.id AND v.visitor_id = p_visitor)))
    LIMIT 1;
  ELSE
    SELECT c.id INTO v_b FROM (
      SELECT u.id FROM (
        (SELECT p.id FROM pet_photos AS p
          WHERE p.votes_count >= p_a_votes AND p.id <> p_a
          ORDER BY p.votes_count LIMIT p_pool)
        UNION ALL
        (SELECT p.id FROM pet_photos AS p
          WHERE p.votes_count < p_a_votes
          ORDER BY p.votes_count DESC LIMIT p_pool)
      ) AS u ORDER BY random() LIMIT 2 * p_pool
    ) AS c
    WHERE (least(p_a, c.id), greatest(p_a, c.id)) IS DISTINCT FROM (p_lo, p_hi)
      AND NOT EXISTS (SELECT 1 FROM pet_photos AS p WHERE p.id = c.id AND p.user_id = p_user)
      AND NOT EXISTS (
        SELECT 1 FROM battles AS b
        WHERE least(b.pet1_id, b.pet2_id) = least(p_a, c.id)
          AND greatest(b.pet1_id, b.pet2_id) = greatest(p_a, c.id)
          AND (EXISTS (SELECT 1 FROM battle_votes AS v WHERE v.battle_id = b.id AND v.user_id = p_user)
            OR EXISTS (SELECT 1 FROM battle_votes AS v
              WHERE v.battle_id = b.id AND v.visitor_id = p_visitor)))
    LIMIT 1;
  END IF;
  RETURN v_b;
END
$$;
--> statement-breakpoint

-- The viewer's pending battle (p_viewer_key: 'u:<user id>' or 'v:<visitor id>'), or with
-- p_replace a new one in its place. A new matchup: the first pet at random among the p_pool
-- least-battled pets (not the viewer's own), its opponent from pawprize_battle_opponent (never
-- the pair being replaced), the pair's battle row reused or created, random sides. No row when
-- no pair is left (fewer than two eligible pets, or the viewer judged every candidate pair).
-- New battle ids start with the time in milliseconds (like UUIDv7, which PostgreSQL 15 lacks):
-- index entries of recent battles and their votes then share the same few pages, which keeps
-- writes in the buffer cache once the tables outgrow it.
CREATE OR REPLACE FUNCTION pawprize_battle_current(
  p_viewer_key text,
  p_user text,
  p_visitor uuid,
  p_replace boolean,
  p_pool integer
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
  v_a_votes integer;
  v_a_strength double precision;
  v_b uuid;
  v_pet1 uuid;
  v_pet2 uuid;
  v_ms text;
  a record;
BEGIN
  SELECT pb.battle_id, pb.swapped, least(b.pet1_id, b.pet2_id), greatest(b.pet1_id, b.pet2_id)
  INTO v_battle, v_swapped, v_lo, v_hi
  FROM pending_battles AS pb
  JOIN battles AS b ON b.id = pb.battle_id
  WHERE pb.viewer_key = p_viewer_key;
  IF v_battle IS NOT NULL AND NOT p_replace THEN
    RETURN QUERY SELECT * FROM pawprize_battle_view(v_battle, v_swapped, p_user, p_visitor);
    RETURN;
  END IF;

  -- The first pet: the k-th least battled, k < p_pool at random (a short walk of
  -- pet_photos_battles_count_idx); after a few draws without an opponent, each of the p_pool in
  -- random order.
  FOR attempt IN 1..3 LOOP
    SELECT p.id, p.votes_count INTO v_a, v_a_votes FROM pet_photos AS p
    WHERE p.user_id IS DISTINCT FROM p_user
    ORDER BY p.battles_count OFFSET floor(random() * p_pool)::integer LIMIT 1;
    IF v_a IS NOT NULL THEN
      v_a_strength := (SELECT r.strength FROM battle_rankings AS r WHERE r.pet_id = v_a);
      v_b := pawprize_battle_opponent(
        v_a, v_a_votes, v_a_strength, p_user, p_visitor, v_lo, v_hi, p_pool);
      EXIT WHEN v_b IS NOT NULL;
    END IF;
  END LOOP;
  IF v_b IS NULL THEN
    FOR a IN
      SELECT s.id, s.votes_count, r.strength
      FROM (
        SELECT p.id, p.votes_count FROM pet_photos AS p
        WHERE p.user_id IS DISTINCT FROM p_user
        ORDER BY p.battles_count LIMIT p_pool
      ) AS s
      LEFT JOIN battle_rankings AS r ON r.pet_id = s.id
      ORDER BY random()
    LOOP
      v_a := a.id;
      v_b := pawprize_battle_opponent(
        a.id, a.votes_count, a.strength, p_user, p_visitor, v_lo, v_hi, p_pool);
      EXIT WHEN v_b IS NOT NULL;
    END LOOP;
  END IF;
  IF v_b IS NULL THEN
    RETURN;
  END IF;

  -- One battle per unordered pair (battles_pair_uq): reuse it when another viewer made it first.
  v_ms := lpad(to_hex(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint), 12, '0');
  v_battle := NULL;
  INSERT INTO battles (id, pet1_id, pet2_id)
  VALUES (overlay(gen_random_uuid()::text
      PLACING substr(v_ms, 1, 8) || '-' || substr(v_ms, 9, 4) FROM 1 FOR 13)::uuid, v_a, v_b)
  ON CONFLICT DO NOTHING
  RETURNING id, pet1_id, pet2_id INTO v_battle, v_pet1, v_pet2;
  IF v_battle IS NULL THEN
    SELECT b.id, b.pet1_id, b.pet2_id INTO v_battle, v_pet1, v_pet2 FROM battles AS b
    WHERE least(b.pet1_id, b.pet2_id) = least(v_a, v_b)
      AND greatest(b.pet1_id, b.pet2_id) = greatest(v_a, v_b);
  END IF;
  v_swapped := random() < 0.5;
  UPDATE pending_battles AS pb SET battle_id = v_battle, swapped = v_swapped, created_at = now()
  WHERE pb.viewer_key = p_viewer_key;
  IF NOT FOUND THEN
    INSERT INTO pending_battles AS pb (viewer_key, battle_id, swapped)
    VALUES (p_viewer_key, v_battle, v_swapped)
    ON CONFLICT (viewer_key) DO UPDATE
    SET battle_id = excluded.battle_id, swapped = excluded.swapped, created_at = now();
  END IF;
  -- The viewer has not voted in a new matchup (judged pairs are skipped): no counts to read.
  RETURN QUERY
  SELECT v_battle,
    l.id, l.pet_name, l.image_url, l.variants, l.placeholder, l.width, l.height, l.votes_count, 0,
    r.id, r.pet_name, r.image_url, r.variants, r.placeholder, r.width, r.height, r.votes_count, 0,
    NULL::uuid
  FROM pet_photos AS l, pet_photos AS r
  WHERE l.id = CASE WHEN v_swapped THEN v_pet2 ELSE v_pet1 END
    AND r.id = CASE WHEN v_swapped THEN v_pet1 ELSE v_pet2 END;
END
$$;
--> statement-breakpoint

-- One battle vote of an account (p_user) or an anonymous visitor (p_visitor) for p_pet in
-- p_battle, which must be the viewer's pending battle. outcome: 'counted', 'not_pending',
-- 'not_in_battle' or 'already_voted' (nothing changed for the last three). A counted vote adds
-- the battle_votes row, the battle's side count, battles_count of both pets and, for accounts,
-- the streak (pawprize_record_counted_vote, migration 0002). Anonymous votes are capped per client
-- IP per UTC day (ip_vote_usage under the key 'b:<ip key>': a budget of their own, next to the
-- swipes'); over the cap it raises SQLSTATE 'PZ429', which rolls the whole call back.
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
  p_time_zone text
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
  v_votes1 integer;
  v_votes2 integer;
  v_left uuid;
  v_ms text;
  r record;
BEGIN
  SELECT pb.swapped, b.pet1_id, b.pet2_id INTO v_swapped, v_pet1, v_pet2
  FROM pending_battles AS pb
  JOIN battles AS b ON b.id = pb.battle_id
  WHERE pb.viewer_key = p_viewer_key AND pb.battle_id = p_battle;
  IF NOT FOUND THEN
    outcome := 'not_pending';
    RETURN NEXT;
    RETURN;
  END IF;
  IF p_pet IS DISTINCT FROM v_pet1 AND p_pet IS DISTINCT FROM v_pet2 THEN
    outcome := 'not_in_battle';
    RETURN NEXT;
    RETURN;
  END IF;

  -- Time-ordered ids, as for battles (pawprize_battle_current).
  v_ms := lpad(to_hex(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint), 12, '0');
  IF p_user IS NOT NULL THEN
    INSERT INTO battle_votes (id, battle_id, user_id, voted_pet_id)
    VALUES (overlay(gen_random_uuid()::text
      PLACING substr(v_ms, 1, 8) || '-' || substr(v_ms, 9, 4) FROM 1 FOR 13)::uuid, p_battle, p_user, p_pet)
    ON CONFLICT (battle_id, user_id) WHERE user_id IS NOT NULL DO NOTHING;
  ELSE
    -- A visitor cookie may outlive its row (e.g. a restored database): recreate it. (Looking
    -- first is cheaper than an upsert that finds the row, the usual case.)
    IF NOT EXISTS (SELECT 1 FROM visitors AS vi WHERE vi.id = p_visitor) THEN
      INSERT INTO visitors (id, time_zone) VALUES (p_visitor, p_time_zone)
      ON CONFLICT (id) DO NOTHING;
    END IF;
    INSERT INTO battle_votes (id, battle_id, visitor_id, voted_pet_id, ip_key)
    VALUES (overlay(gen_random_uuid()::text
      PLACING substr(v_ms, 1, 8) || '-' || substr(v_ms, 9, 4) FROM 1 FOR 13)::uuid, p_battle, p_visitor, p_pet, p_ip_key)
    ON CONFLICT (battle_id, visitor_id) WHERE visitor_id IS NOT NULL DO NOTHING;
  END IF;
  IF NOT FOUND THEN
    outcome := 'already_voted';
    RETURN NEXT;
    RETURN;
  END IF;

  IF p_user IS NULL THEN
    -- Today's row usually exists: a plain (HOT) update; else the guarded upsert.
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
  END IF;

  UPDATE battles AS b
  SET pet1_votes = b.pet1_votes + (p_pet = b.pet1_id)::integer,
    pet2_votes = b.pet2_votes + (p_pet = b.pet2_id)::integer
  WHERE b.id = p_battle
  RETURNING b.pet1_votes, b.pet2_votes INTO v_votes1, v_votes2;
  -- Both rows in id order (the primary key scan); the view is read from what they return.
  v_left := CASE WHEN v_swapped THEN v_pet2 ELSE v_pet1 END;
  FOR r IN
    UPDATE pet_photos AS p SET battles_count = p.battles_count + 1
    WHERE p.id IN (v_pet1, v_pet2)
    RETURNING p.id, p.pet_name, p.image_url, p.variants, p.placeholder, p.width, p.height,
      p.votes_count
  LOOP
    IF r.id = v_left THEN
      left_id := r.id;
      left_name := r.pet_name;
      left_image_url := r.image_url;
      left_variants := r.variants;
      left_placeholder := r.placeholder;
      left_width := r.width;
      left_height := r.height;
      left_likes := r.votes_count;
    ELSE
      right_id := r.id;
      right_name := r.pet_name;
      right_image_url := r.image_url;
      right_variants := r.variants;
      right_placeholder := r.placeholder;
      right_width := r.width;
      right_height := r.height;
      right_likes := r.votes_count;
    END IF;
  END LOOP;
  IF p_user IS NOT NULL THEN
    PERFORM pawprize_record_counted_vote(p_user, p_day);
  END IF;
  outcome := 'counted';
  battle_id := p_battle;
  left_votes := CASE WHEN v_swapped THEN v_votes2 ELSE v_votes1 END;
  right_votes := CASE WHEN v_swapped THEN v_votes1 ELSE v_votes2 END;
  voted_pet_id := p_pet;
  RETURN NEXT;
END
$$;
