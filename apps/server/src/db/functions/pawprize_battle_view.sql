-- pawprize_battle_view: a battle as p_user (account) or p_visitor sees it: pets in display order
-- (p_swapped: pet2 on the left), each side's votes, and the pet the viewer voted for (null: not
-- voted). Called by pawprize_battle_current (docs/decisions/0015-battles.md).
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
      (SELECT v.voted_pet_id FROM battle_votes AS v WHERE v.user_id = p_user AND v.battle_id = b.id),
      (SELECT v.voted_pet_id FROM battle_votes AS v
        WHERE v.visitor_id = p_visitor AND v.battle_id = b.id))
  FROM battles AS b
  JOIN pet_photos AS l ON l.id = CASE WHEN p_swapped THEN b.pet2_id ELSE b.pet1_id END
  JOIN pet_photos AS r ON r.id = CASE WHEN p_swapped THEN b.pet1_id ELSE b.pet2_id END
  WHERE b.id = p_battle
$$;
