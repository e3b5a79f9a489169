ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
-- Addresses on the list before double opt-in (ADR 0113) stay subscribers.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_confirm_sent_idx" ON "newsletter_subscribers" USING btree ("confirm_sent_at") WHERE "newsletter_subscribers"."confirm_sent_at" is not null;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_active_idx" ON "newsletter_subscribers" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "newsletter_subscribers"."confirmed_at" is not null and "newsletter_subscribers"."unsubscribed_at" is null;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_confirm_token_uq" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_confirm_pending" CHECK (("newsletter_subscribers"."confirm_token_hash" is null) = ("newsletter_subscribers"."confirm_sent_at" is null));