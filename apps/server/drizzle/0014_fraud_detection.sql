CREATE TABLE "fraud_finding_votes" (
	"finding_id" uuid NOT NULL,
	"vote_id" uuid NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "fraud_finding_votes_finding_id_vote_id_pk" PRIMARY KEY("finding_id","vote_id"),
	CONSTRAINT "fraud_finding_votes_kind_valid" CHECK ("fraud_finding_votes"."kind" in ('card', 'swipe', 'battle'))
);
--> statement-breakpoint
CREATE TABLE "fraud_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"pet_id" uuid,
	"voter_key" text,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"vote_count" integer NOT NULL,
	"score" double precision NOT NULL,
	"evidence" jsonb NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"batch_id" uuid,
	"voided_count" integer,
	CONSTRAINT "fraud_findings_fingerprint_unique" UNIQUE("fingerprint"),
	CONSTRAINT "fraud_findings_kind_valid" CHECK ("fraud_findings"."kind" in ('burst', 'cluster', 'battle_outlier')),
	CONSTRAINT "fraud_findings_status_valid" CHECK ("fraud_findings"."status" in ('open', 'voided', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "fraud_scan" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"scanned_to" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fraud_scan_single_row" CHECK ("fraud_scan"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "ip_prefix" text;--> statement-breakpoint
ALTER TABLE "fraud_finding_votes" ADD CONSTRAINT "fraud_finding_votes_finding_id_fraud_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."fraud_findings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fraud_findings_status_idx" ON "fraud_findings" USING btree ("status","detected_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "votes_created_brin" ON "votes" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "battle_votes_created_brin" ON "battle_votes" USING brin ("created_at");