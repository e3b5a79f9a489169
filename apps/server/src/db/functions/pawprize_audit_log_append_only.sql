-- pawprize_audit_log_append_only: the statement-level trigger admin_audit_log_append_only
-- (migration 0007) refuses every UPDATE, DELETE and TRUNCATE of the admin audit log, whoever
-- asks: the log of admin actions is append-only (docs/decisions/0061-moderation-model.md).
CREATE OR REPLACE FUNCTION pawprize_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only' USING ERRCODE = 'PZ403';
END
$$;
