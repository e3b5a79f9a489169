-- pawprize_contest_entry_count: the trigger contest_entries_count (migration 0023) keeps
-- contests.entry_count equal to the number of the contest's contest_entries rows, whatever
-- removes a row: a withdrawal, the pet's deletion (cascade), the owner's account deletion
-- (docs/product/contests.md, ADR 0140). Entering locks the contest row first, so counts do not
-- race.
CREATE OR REPLACE FUNCTION pawprize_contest_entry_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE contests SET entry_count = entry_count + 1 WHERE id = NEW.contest_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE contests SET entry_count = entry_count - 1 WHERE id = OLD.contest_id;
  END IF;
  RETURN NULL;
END
$$;
