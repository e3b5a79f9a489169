-- pawprize_battle_offer_id: the id a pair's battles row gets when a visitor's vote makes it (pets
-- p_lo < p_hi): derived from the pair, so a visitor's matchup can name its battle before the row
-- exists (pawprize_battle_current, pawprize_battle_vote; docs/decisions/0106-reads-make-no-rows.md).
-- A version 8 UUID (RFC 9562's custom layout) of the pair's MD5: a valid UUID for the API.
CREATE OR REPLACE FUNCTION pawprize_battle_offer_id(p_lo uuid, p_hi uuid) RETURNS uuid
LANGUAGE sql IMMUTABLE AS $$
  SELECT (substr(h, 1, 12) || '8' || substr(h, 14, 3) || 'a' || substr(h, 18, 15))::uuid
  FROM md5('battle:' || p_lo::text || ':' || p_hi::text) AS h
$$;
