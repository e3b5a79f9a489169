CREATE TABLE "notification_settings" (
	"member_id" text PRIMARY KEY NOT NULL,
	"votes" boolean DEFAULT true NOT NULL,
	"moderation" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"pet_id" uuid,
	"day" date,
	"votes" integer DEFAULT 0 NOT NULL,
	"votes_seen" integer DEFAULT 0 NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" in ('votes', 'moderation')),
	CONSTRAINT "notifications_votes_shape" CHECK ("notifications"."kind" <> 'votes' or ("notifications"."pet_id" is not null and "notifications"."day" is not null)),
	CONSTRAINT "notifications_votes_nonnegative" CHECK ("notifications"."votes" >= 0 and "notifications"."votes_seen" >= 0 and "notifications"."votes_seen" <= "notifications"."votes")
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_pet_id_pet_photos_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pet_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_votes_uq" ON "notifications" USING btree ("pet_id","day") WHERE "notifications"."kind" = 'votes';--> statement-breakpoint
CREATE INDEX "notifications_member_at_idx" ON "notifications" USING btree ("member_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_member_unread_idx" ON "notifications" USING btree ("member_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_pet_idx" ON "notifications" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "notifications_at_idx" ON "notifications" USING btree ("at");