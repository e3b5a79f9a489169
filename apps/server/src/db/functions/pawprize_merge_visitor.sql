-- pawprize_merge_visitor: a visitor who signs up or signs in becomes the account
-- (docs/decisions/0107-visitor-votes-move-to-the-account.md), as one statement, so one transaction.
-- The visitor p_visitor is the one whose signed cookie the signing-in browser sent; p_user the
-- account now signed in; p_daily_limit the account's DAILY_VOTES.
--
-- - Card/swipe votes move to the account (the vote row keeps its day, pet and time), except those
--   the account may not have: a pet the account already voted for (its own vote stands), its own
--   pet (ADR 0110), and, per local day, those beyond the room the account's allowance has left
--   that day (the visitor's oldest votes move first). Those are deleted and their pets'
--   votes_count lowered: one person, one vote. The moved votes are added to the account's
--   daily_vote_usage of their day and count for its streak (pawprize_record_counted_vote, days in
--   order). The visitor's daily_vote_usage rows go (its votes are gone).
-- - Battle votes move likewise, except in a battle the account already voted in or one holding its
--   own pet: those are deleted with their sides' counters and the pets' battle counts.
-- - Skips (swipe_skips) move to the account's key.
-- The visitor row stays, with nothing counted: the prune job deletes it (ADR 0106). Every counter
-- stays equal to its rows (test/counters.ts). Typed wrapper: mergeVisitorFunction in ./votes.ts.
CREATE OR REPLACE FUNCTION pawprize_merge_visitor(
  p_visitor uuid,
  p_user text,
  p_daily_limit integer,
  OUT moved_votes integer,
  OUT dropped_votes integer,
  OUT moved_battle_votes integer,
  OUT dropped_battle_votes integer,
  OUT moved_skips integer
) LANGUAGE plpgsql AS $$
DECLARE
  v_day date;
  v_keep uuid[];
  v_drop uuid[];
BEGIN
  -- The visitor's votes, locked, then sorted: kept (moved) or dropped.
  PERFORM 1 FROM votes WHERE visitor_id = p_visitor ORDER BY id FOR UPDATE;
  SELECT coalesce(array_agg(r.id) FILTER (WHERE r.keep), '{}'),
    coalesce(array_agg(r.id) FILTER (WHERE NOT r.keep), '{}')
  INTO v_keep, v_drop
  FROM (
    SELECT c.id,
      c.allowed AND row_number() OVER (PARTITION BY c.local_day, c.allowed
          ORDER BY c.created_at, c.id)
        <= greatest(p_daily_limit - coalesce(u.votes_used, 0), 0) AS keep
    FROM (
      SELECT v.id, v.local_day, v.created_at,
        NOT EXISTS (SELECT 1 FROM votes AS a WHERE a.photo_id = v.photo_id AND a.user_id = p_user)
          AND NOT EXISTS (SELECT 1 FROM pet_photos AS p
            WHERE p.id = v.photo_id AND p.user_id = p_user) AS allowed
      FROM votes AS v
      WHERE v.visitor_id = p_visitor
    ) AS c
    LEFT JOIN daily_vote_usage AS u ON u.voter_key = 'u:' || p_user AND u.day = c.local_day
  ) AS r;

  -- Dropped: the vote rows and their pets' counters (pets locked in id order, as votes lock them).
  PERFORM 1 FROM pet_photos AS p
  WHERE p.id IN (SELECT v.photo_id FROM votes AS v WHERE v.id = ANY (v_drop))
  ORDER BY p.id FOR UPDATE;
  WITH gone AS (
    DELETE FROM votes WHERE id = ANY (v_drop) RETURNING photo_id
  )
  UPDATE pet_photos AS p SET votes_count = p.votes_count - d.n
  FROM (SELECT photo_id, count(*)::integer AS n FROM gone GROUP BY photo_id) AS d
  WHERE p.id = d.photo_id;
  dropped_votes := cardinality(v_drop);

  -- Moved: the account's now, counted in its allowance of their day and its streak.
  UPDATE votes SET user_id = p_user, visitor_id = NULL WHERE id = ANY (v_keep);
  moved_votes := cardinality(v_keep);
  INSERT INTO daily_vote_usage AS t (voter_key, day, votes_used)
  SELECT 'u:' || p_user, v.local_day, count(*)::integer FROM votes AS v WHERE v.id = ANY (v_keep)
  GROUP BY v.local_day
  ON CONFLICT (voter_key, day) DO UPDATE SET votes_used = t.votes_used + excluded.votes_used;
  DELETE FROM daily_vote_usage WHERE voter_key = 'v:' || p_visitor::text;
  FOR v_day IN
    SELECT DISTINCT v.local_day FROM votes AS v WHERE v.id = ANY (v_keep) ORDER BY 1
  LOOP
    PERFORM pawprize_record_counted_vote(p_user, v_day);
  END LOOP;

  -- Battle votes: the ones the account may not have go, with their counters.
  WITH gone AS (
    DELETE FROM battle_votes AS bv
    USING battles AS b
    WHERE bv.visitor_id = p_visitor AND b.id = bv.battle_id
      AND (EXISTS (SELECT 1 FROM battle_votes AS a WHERE a.battle_id = bv.battle_id
            AND a.user_id = p_user)
        OR EXISTS (SELECT 1 FROM pet_photos AS p WHERE p.id IN (b.pet1_id, b.pet2_id)
            AND p.user_id = p_user))
    RETURNING bv.battle_id, bv.voted_pet_id, b.pet1_id, b.pet2_id
  ), sides AS (
    UPDATE battles AS b
    SET pet1_votes = b.pet1_votes - s.pet1, pet2_votes = b.pet2_votes - s.pet2
    FROM (SELECT battle_id,
        count(*) FILTER (WHERE voted_pet_id = pet1_id)::integer AS pet1,
        count(*) FILTER (WHERE voted_pet_id = pet2_id)::integer AS pet2
      FROM gone GROUP BY battle_id) AS s
    WHERE b.id = s.battle_id
  ), stats AS (
    UPDATE pet_battle_stats AS st SET battles_count = st.battles_count - s.n
    FROM (SELECT pet_id, count(*)::integer AS n FROM (
        SELECT pet1_id AS pet_id FROM gone UNION ALL SELECT pet2_id FROM gone) AS x
      GROUP BY pet_id) AS s
    WHERE st.pet_id = s.pet_id
  )
  SELECT count(*)::integer INTO dropped_battle_votes FROM gone;

  UPDATE battle_votes SET user_id = p_user, visitor_id = NULL WHERE visitor_id = p_visitor;
  GET DIAGNOSTICS moved_battle_votes = ROW_COUNT;

  -- Skips: the account's deck leaves out what the visitor skipped today.
  WITH gone AS (
    DELETE FROM swipe_skips WHERE voter_key = 'v:' || p_visitor::text
    RETURNING day, photo_id
  ), moved AS (
    INSERT INTO swipe_skips (voter_key, day, photo_id)
    SELECT 'u:' || p_user, day, photo_id FROM gone
    ON CONFLICT DO NOTHING
    RETURNING 1
  )
  SELECT count(*)::integer INTO moved_skips FROM moved;
END
$$;
