CREATE TABLE "buyer_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"producer_id" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author_id" uuid,
	"author_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_tags" (
	"producer_id" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_tags_producer_id_buyer_id_tag_pk" PRIMARY KEY("producer_id","buyer_id","tag")
);
--> statement-breakpoint
CREATE TABLE "campaign_codes" (
	"seq" serial PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"producer_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"buyer_name" text,
	"buyer_email" text NOT NULL,
	"code" text,
	"coupon_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_codes_job_buyer" UNIQUE("job_id","buyer_id"),
	CONSTRAINT "campaign_codes_code" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "suppressed_emails" (
	"producer_id" text NOT NULL,
	"email" text NOT NULL,
	"reason" text,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppressed_emails_producer_id_email_pk" PRIMARY KEY("producer_id","email"),
	CONSTRAINT "suppressed_emails_lower_check" CHECK ("suppressed_emails"."email" = lower("suppressed_emails"."email"))
);
--> statement-breakpoint
CREATE INDEX "buyer_notes_buyer_idx" ON "buyer_notes" USING btree ("producer_id","buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "buyer_tags_tag_idx" ON "buyer_tags" USING btree ("producer_id","tag");