-- pawprize_cast_vote: one card or swipe vote of an account (p_user) or an anonymous visitor
-- (p_visitor) for p_pet, as one statement (so one transaction) and one round trip
-- (docs/decisions/0014-voting.md).
--
-- outcome: 'counted', 'already_voted' or 'pet_not_found' (nothing changed for the last two; a pet
-- that is not visible — pending review, hidden, removed — is not found, ADR 0061).
-- Over the per-IP cap (visitors) or the daily allowance with no bonus vote left it raises SQLSTATE
-- 'PZ429', which rolls the whole call back. Every counter moves with a guarded
-- `insert … on conflict do update … where` or `update … where … returning`: concurrent votes never
-- read-modify-write a value. The reference model is the Model class of
-- features/votes/votes.property.test.ts (random sequences of votes, swipes, unvotes, shares and
-- deletions, checked answer by answer). Typed wrapper: castVoteFunction in ./votes.ts.
CREATE OR REPLACE FUNCTION pawprize_cast_vote(
  p_pet uuid,
  p_user text,
  p_visitor uuid,
  p_source text,
  p_day date,
  p_utc_day date,
  p_voter_key text,
  p_daily_limit integer,
  p_ip_key text,
  p_ip_limit integer,
  p_time_zone text,
  OUT outcome text,
  OUT new_votes_count integer,
  OUT used_votes integer,
  OUT used_bonus integer,
  OUT bonus_left integer,
  OUT streak_current integer,
  OUT streak_highest integer,
  OUT streak_last_day date
) LANGUAGE plpgsql AS $$
DECLARE
  v_boost uuid;
  v_new_visitor boolean := false;
BEGIN
  -- 1. The vote row; a duplicate (either partial unique index) inserts nothing.
  IF p_user IS NOT NULL THEN
    INSERT INTO votes (photo_id, user_id, source, local_day)
    SELECT id, p_user, p_source, p_day FROM pet_photos WHERE id = p_pet AND status = 'visible'
    ON CONFLICT (photo_id, user_id) WHERE user_id IS NOT NULL DO NOTHING;
  ELSE
    -- A new visitor's row is made here, with its first counted vote (issue 13 #9), and so is the
    -- row of a visitor cookie that outlived it (e.g. a restored database).
    INSERT INTO visitors (id, time_zone) VALUES (p_visitor, p_time_zone)
    ON CONFLICT (id) DO NOTHING;
    v_new_visitor := FOUND;
    INSERT INTO votes (photo_id, visitor_id, source, local_day, ip_key)
    SELECT id, p_visitor, p_source, p_day, p_ip_key FROM pet_photos
    WHERE id = p_pet AND status = 'visible'
    ON CONFLICT (photo_id, visitor_id) WHERE visitor_id IS NOT NULL DO NOTHING;
  END IF;
  IF NOT FOUND THEN
    -- No vote, no visitor row (the limits below roll the whole call back instead).
    IF v_new_visitor THEN
      DELETE FROM visitors WHERE id = p_visitor;
    END IF;
    outcome := CASE WHEN EXISTS (SELECT 1 FROM pet_photos WHERE id = p_pet AND status = 'visible')
      THEN 'already_voted' ELSE 'pet_not_found' END;
    RETURN;
  END IF;

  -- 2. Anonymous votes: the per-IP cap, counted per UTC day.
  IF p_user IS NULL THEN
    INSERT INTO ip_vote_usage AS t (ip_key, day, votes_used)
    SELECT p_ip_key, p_utc_day, 1 WHERE p_ip_limit > 0
    ON CONFLICT (ip_key, day) DO UPDATE SET votes_used = t.votes_used + 1
    WHERE t.votes_used < p_ip_limit;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'daily vote limit reached' USING ERRCODE = 'PZ429';
    END IF;
  END IF;

  -- 3. The daily allowance, else one bonus vote from today's oldest boost with votes left.
  INSERT INTO daily_vote_usage AS t (voter_key, day, votes_used)
  SELECT p_voter_key, p_day, 1 WHERE p_daily_limit > 0
  ON CONFLICT (voter_key, day) DO UPDATE SET votes_used = t.votes_used + 1
  WHERE t.votes_used < p_daily_limit
  RETURNING t.votes_used, t.bonus_used INTO used_votes, used_bonus;
  IF NOT FOUND THEN
    IF p_user IS NOT NULL THEN
      UPDATE share_boosts AS b
      SET boost_votes = b.boost_votes - 1, used_today = b.boost_votes = 1
      WHERE b.id = (
        SELECT id FROM share_boosts
        WHERE user_id = p_user AND local_day = p_day AND boost_votes > 0
        ORDER BY created_at, id
        LIMIT 1
        FOR UPDATE
      )
      RETURNING b.id INTO v_boost;
    END IF;
    IF v_boost IS NULL THEN
      RAISE EXCEPTION 'daily vote limit reached' USING ERRCODE = 'PZ429';
    END IF;
    INSERT INTO daily_vote_usage AS t (voter_key, day, votes_used, bonus_used)
    VALUES (p_voter_key, p_day, 0, 1)
    ON CONFLICT (voter_key, day) DO UPDATE SET bonus_used = t.bonus_used + 1
    RETURNING t.votes_used, t.bonus_used INTO used_votes, used_bonus;
  END IF;

  -- 4. The counter, always equal to the number of vote rows.
  UPDATE pet_photos SET votes_count = votes_count + 1 WHERE id = p_pet
  RETURNING votes_count INTO new_votes_count;

  -- 5. Accounts: the streak and the bonus votes left today.
  IF p_user IS NOT NULL THEN
    SELECT r.streak_current, r.streak_highest, r.streak_last_day
    INTO streak_current, streak_highest, streak_last_day
    FROM pawprize_record_counted_vote(p_user, p_day) AS r;
    SELECT coalesce(sum(b.boost_votes), 0)::integer INTO bonus_left
    FROM share_boosts AS b WHERE b.user_id = p_user AND b.local_day = p_day;
  ELSE
    bonus_left := 0;
  END IF;
  outcome := 'counted';
END
$$;
