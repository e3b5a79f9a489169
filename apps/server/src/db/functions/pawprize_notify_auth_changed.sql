-- pawprize_notify_auth_changed: the statement-level triggers on sessions, users and profiles
-- (migration 0005) announce every change on the channel 'pawprize_auth_changed', at commit. The
-- embedded server forgets the sessions it keeps when it hears one (features/auth/session.ts,
-- docs/decisions/0017-pglite-worker.md). Nothing listens on PostgreSQL; a notification without
-- listeners is dropped.
CREATE OR REPLACE FUNCTION pawprize_notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pawprize_auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
