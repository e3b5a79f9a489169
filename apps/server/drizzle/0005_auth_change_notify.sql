-- Signed-in requests read their session, user and profile (features/auth/session.ts). The
-- embedded server keeps what it read and forgets it all when any of those rows change: these
-- statement-level triggers announce every change on the channel 'pawprize_auth_changed', at commit
-- (docs/decisions/0017-pglite-worker.md). Nothing listens on PostgreSQL, where the server reads
-- sessions every time; a notification without listeners is dropped.
CREATE OR REPLACE FUNCTION pawprize_notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pawprize_auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sessions
FOR EACH STATEMENT EXECUTE FUNCTION pawprize_notify_auth_changed();--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION pawprize_notify_auth_changed();--> statement-breakpoint
CREATE TRIGGER profiles_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON profiles
FOR EACH STATEMENT EXECUTE FUNCTION pawprize_notify_auth_changed();
