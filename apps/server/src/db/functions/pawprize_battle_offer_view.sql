-- pawprize_battle_offer_view: a visitor's matchup (pets p_lo < p_hi, p_swapped: p_hi on the left)
-- as pawprize_battle_view shows a stored one, whether or not the pair's battles row exists yet
-- (without it: the id it will get, no votes). Called by pawprize_battle_current
-- (docs/decisions/0106-reads-make-no-rows.md).
CREATE OR REPLACE FUNCTION pawprize_battle_offer_view(
  p_lo uuid,
  p_hi uuid,
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
  SELECT coalesce(b.id, pawprize_battle_offer_id(p_lo, p_hi)),
    l.id, l.pet_name, l.image_url, l.variants, l.placeholder, l.width, l.height, l.votes_count,
    coalesce(CASE WHEN p_swapped THEN b.pet2_votes ELSE b.pet1_votes END, 0),
    r.id, r.pet_name, r.image_url, r.variants, r.placeholder, r.width, r.height, r.votes_count,
    coalesce(CASE WHEN p_swapped THEN b.pet1_votes ELSE b.pet2_votes END, 0),
    coalesce(
      (SELECT v.voted_pet_id FROM battle_votes AS v WHERE v.user_id = p_user AND v.battle_id = b.id),
      (SELECT v.voted_pet_id FROM battle_votes AS v
        WHERE v.visitor_id = p_visitor AND v.battle_id = b.id))
  FROM pet_photos AS l
  JOIN pet_photos AS r ON r.id = CASE WHEN p_swapped THEN p_lo ELSE p_hi END
  LEFT JOIN battles AS b ON b.pet1_id = p_lo AND b.pet2_id = p_hi
  WHERE l.id = CASE WHEN p_swapped THEN p_hi ELSE p_lo END
$$;
