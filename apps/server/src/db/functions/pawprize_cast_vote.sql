-- pawprize_cast_vote: one card or swipe vote of an account (p_user) or an anonymous visitor
-- (p_visitor) for p_pet, as one statement (so one transaction) and one round trip
-- (docs/decisions/0014-voting.md). A visitor's vote keeps its network truncated to /24 or /48
-- (p_ip_network) for fraud detection (docs/decisions/0085-fraud-detection.md).
--
-- outcome: 'counted', 'already_voted', 'ip_cap' (visitors over the per-IP cap), 'daily_limit' (no
-- allowance and no usable bonus vote left), 'own_entry' (an account voting for its own pet:
-- refused here, whichever route calls, docs/decisions/0110-own-entries.md; not counted as a
-- refusal) or 'pet_not_found'. Only 'counted' changes a vote, a
-- counter or an allowance; a refused attempt (the three middle outcomes) adds 1 to its figure in
-- vote_refusals (pet, UTC day, reason) and nothing else (docs/decisions/0080-public-receipts.md).
-- A refusal found after the vote row was written undoes the vote row, the new visitor row and the
-- per-IP use it took, by relative updates under the row locks the call already holds, so the
-- refusal is counted in the same statement without a subtransaction on the counted path. A pet
-- that is not visible — pending review, hidden, removed — is not found (ADR 0061). Every counter
-- moves with a guarded `insert … on conflict do update … where` or `update … where … returning`:
-- concurrent votes never read-modify-write a value. A vote paid with a bonus vote is marked
-- `bonus`; boosts still `pending` (SHARE_BONUS=on-visit, ADR 0082) are not usable (bonus_pending
-- sums them for the badge). The reference
-- model is the Model class of features/votes/votes.property.test.ts (random sequences of votes,
-- swipes, unvotes, shares and deletions, checked answer by answer). Typed wrapper:
-- castVoteFunction in ./votes.ts.
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
  p_ip_network text,
  OUT outcome text,
  OUT new_votes_count integer,
  OUT used_votes integer,
  OUT used_bonus integer,
  OUT bonus_left integer,
  OUT bonus_pending integer,
  OUT streak_current integer,
  OUT streak_highest integer,
  OUT streak_last_day date
) LANGUAGE plpgsql AS $$
DECLARE
  v_vote uuid;
  v_boost uuid;
  v_new_visitor boolean := false;
  v_refusal text;
BEGIN
  -- 1. The vote row; a duplicate (either partial unique index) inserts nothing.
  IF p_user IS NOT NULL THEN
    INSERT INTO votes (photo_id, user_id, source, local_day)
    SELECT id, p_user, p_source, p_day FROM pet_photos
    WHERE id = p_pet AND status = 'visible' AND user_id <> p_user
    ON CONFLICT (photo_id, user_id) WHERE user_id IS NOT NULL DO NOTHING
    RETURNING id INTO v_vote;
  ELSE
    -- A new visitor's row is made here, with its first counted vote (issue 13 #9), and so is the
    -- row of a visitor cookie that outlived it (e.g. a restored database).
    INSERT INTO visitors (id, time_zone) VALUES (p_visitor, p_time_zone)
    ON CONFLICT (id) DO NOTHING;
    v_new_visitor := FOUND;
    INSERT INTO votes (photo_id, visitor_id, source, local_day, ip_key, ip_prefix)
    SELECT id, p_visitor, p_source, p_day, p_ip_key, p_ip_network FROM pet_photos
    WHERE id = p_pet AND status = 'visible'
    ON CONFLICT (photo_id, visitor_id) WHERE visitor_id IS NOT NULL DO NOTHING
    RETURNING id INTO v_vote;
  END IF;
  IF v_vote IS NULL THEN
    -- No vote, no visitor row.
    IF v_new_visitor THEN
      DELETE FROM visitors WHERE id = p_visitor;
    END IF;
    IF EXISTS (SELECT 1 FROM pet_photos WHERE id = p_pet AND status = 'visible'
        AND user_id = p_user) THEN
      outcome := 'own_entry';
    ELSIF EXISTS (SELECT 1 FROM pet_photos WHERE id = p_pet AND status = 'visible') THEN
      outcome := 'already_voted';
      INSERT INTO vote_refusals AS r (pet_id, day, reason, n)
      VALUES (p_pet, p_utc_day, outcome, 1)
      ON CONFLICT (pet_id, day, reason) DO UPDATE SET n = r.n + 1;
    ELSE
      outcome := 'pet_not_found';
    END IF;
    RETURN;
  END IF;

  -- 2. Anonymous votes: the per-IP cap, counted per UTC day.
  IF p_user IS NULL THEN
    INSERT INTO ip_vote_usage AS t (ip_key, day, votes_used)
    SELECT p_ip_key, p_utc_day, 1 WHERE p_ip_limit > 0
    ON CONFLICT (ip_key, day) DO UPDATE SET votes_used = t.votes_used + 1
    WHERE t.votes_used < p_ip_limit;
    IF NOT FOUND THEN
      v_refusal := 'ip_cap';
    END IF;
  END IF;

  -- 3. The daily allowance, else one bonus vote from today's oldest usable boost with votes left.
  IF v_refusal IS NULL THEN
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
          WHERE user_id = p_user AND local_day = p_day AND boost_votes > 0 AND NOT pending
          ORDER BY created_at, id
          LIMIT 1
          FOR UPDATE
        )
        RETURNING b.id INTO v_boost;
      END IF;
      IF v_boost IS NULL THEN
        v_refusal := 'daily_limit';
        -- Give back the per-IP use step 2 took.
        IF p_user IS NULL THEN
          UPDATE ip_vote_usage SET votes_used = votes_used - 1
          WHERE ip_key = p_ip_key AND day = p_utc_day;
        END IF;
      ELSE
        INSERT INTO daily_vote_usage AS t (voter_key, day, votes_used, bonus_used)
        VALUES (p_voter_key, p_day, 0, 1)
        ON CONFLICT (voter_key, day) DO UPDATE SET bonus_used = t.bonus_used + 1
        RETURNING t.votes_used, t.bonus_used INTO used_votes, used_bonus;
        UPDATE votes SET bonus = true WHERE id = v_vote;
      END IF;
    END IF;
  END IF;

  -- Refused over a limit: undo the vote row (and the visitor row it made), count the refusal.
  IF v_refusal IS NOT NULL THEN
    DELETE FROM votes WHERE id = v_vote;
    IF v_new_visitor THEN
      DELETE FROM visitors WHERE id = p_visitor;
    END IF;
    INSERT INTO vote_refusals AS r (pet_id, day, reason, n)
    VALUES (p_pet, p_utc_day, v_refusal, 1)
    ON CONFLICT (pet_id, day, reason) DO UPDATE SET n = r.n + 1;
    outcome := v_refusal;
    used_votes := NULL;
    used_bonus := NULL;
    RETURN;
  END IF;

  -- 4. The counter, always equal to the number of vote rows.
  UPDATE pet_photos SET votes_count = votes_count + 1 WHERE id = p_pet
  RETURNING votes_count INTO new_votes_count;

  -- 5. Accounts: the streak and the bonus votes left today.
  IF p_user IS NOT NULL THEN
    SELECT r.streak_current, r.streak_highest, r.streak_last_day
    INTO streak_current, streak_highest, streak_last_day
    FROM pawprize_record_counted_vote(p_user, p_day) AS r;
    SELECT coalesce(sum(b.boost_votes) FILTER (WHERE NOT b.pending), 0)::integer,
      coalesce(sum(b.boost_votes) FILTER (WHERE b.pending), 0)::integer
    INTO bonus_left, bonus_pending
    FROM share_boosts AS b WHERE b.user_id = p_user AND b.local_day = p_day;
  ELSE
    bonus_left := 0;
    bonus_pending := 0;
  END IF;
  outcome := 'counted';
END
$$;
