-- pawprize_record_counted_vote: a voter's streak after one counted vote (card, swipe, battle or
-- caption) on p_day, the voter's local day. Returns the stored streak.
--
-- Rule: the day after the last vote day adds 1, the same day changes nothing, a later day restarts
-- at 1, an earlier day (the voter moved west across the date line) changes nothing; the highest is
-- the maximum ever. The reference model is nextStreak() in features/votes/votes.rules.ts;
-- features/votes/streaks.test.ts checks this function against it over random day sequences.
-- Most counted votes are not the voter's first of the day, so those read and write nothing else.
-- Called by pawprize_cast_vote, pawprize_battle_vote and recordCountedVote (caption votes).
CREATE OR REPLACE FUNCTION pawprize_record_counted_vote(
  p_user text,
  p_day date,
  OUT streak_current integer,
  OUT streak_highest integer,
  OUT streak_last_day date
) LANGUAGE plpgsql AS $$
BEGIN
  -- Most counted votes are not the first of the voter's day: nothing to write then.
  SELECT s.current_streak, s.highest_streak, s.last_vote_date
  INTO streak_current, streak_highest, streak_last_day
  FROM voting_streaks AS s WHERE s.user_id = p_user;
  IF streak_last_day >= p_day THEN
    RETURN;
  END IF;
  INSERT INTO voting_streaks AS s (user_id, current_streak, highest_streak, last_vote_date)
  VALUES (p_user, 1, 1, p_day)
  ON CONFLICT (user_id) DO UPDATE SET
    current_streak = CASE
      WHEN s.last_vote_date IS NULL OR s.last_vote_date < p_day - 1 THEN 1
      WHEN s.last_vote_date = p_day - 1 THEN s.current_streak + 1
      ELSE s.current_streak
    END,
    highest_streak = greatest(s.highest_streak, CASE
      WHEN s.last_vote_date IS NULL OR s.last_vote_date < p_day - 1 THEN 1
      WHEN s.last_vote_date = p_day - 1 THEN s.current_streak + 1
      ELSE s.current_streak
    END),
    last_vote_date = greatest(s.last_vote_date, p_day),
    updated_at = now()
  RETURNING s.current_streak, s.highest_streak, s.last_vote_date
  INTO streak_current, streak_highest, streak_last_day;
END
$$;
