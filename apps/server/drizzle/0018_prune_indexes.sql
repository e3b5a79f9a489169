CREATE INDEX "visitors_created_at_idx" ON "visitors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ip_vote_usage_day_idx" ON "ip_vote_usage" USING btree ("day");--> statement-breakpoint
CREATE INDEX "swipe_skips_day_idx" ON "swipe_skips" USING btree ("day");