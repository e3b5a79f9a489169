ALTER TABLE "mail_outbox" ADD COLUMN "about_email" text;--> statement-breakpoint
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "mail_outbox_about_email_idx" ON "mail_outbox" USING btree ("about_email") WHERE "mail_outbox"."about_email" is not null;--> statement-breakpoint
-- Audit lines name people by id or by a hash of their email, never by the email
-- (docs/decisions/0102-deletion-leaves-no-email.md). Lines written before named members by email
-- (credits, bans, unbans), subscribers (removals) and contact messages' senders ("email: subject"):
-- their label becomes 'sha256:' and the hash of the lower-cased email, the hash the account
-- deletion line uses. The log stays append-only for everything else: the trigger is off only for
-- this statement, in this migration's transaction.
ALTER TABLE admin_audit_log DISABLE TRIGGER admin_audit_log_append_only;--> statement-breakpoint
UPDATE admin_audit_log
SET subject_label = 'sha256:' || encode(sha256(convert_to(lower(btrim(
  CASE WHEN action IN ('inbox_handled', 'inbox_reopened') THEN split_part(subject_label, ': ', 1)
    ELSE subject_label END)), 'UTF8')), 'hex')
WHERE action IN ('grant_credits', 'ban', 'unban', 'newsletter_remove', 'inbox_handled', 'inbox_reopened')
  AND subject_label IS NOT NULL AND subject_label NOT LIKE 'sha256:%';--> statement-breakpoint
ALTER TABLE admin_audit_log ENABLE TRIGGER admin_audit_log_append_only;
