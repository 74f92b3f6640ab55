CREATE TABLE "webhook_endpoints_local" (
	"id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"events" jsonb NOT NULL,
	"secret_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_email" text
);
--> statement-breakpoint
CREATE TABLE "webhook_inbox" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"type" text,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"endpoint_id" uuid,
	"cause" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ack_ms" integer,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"last_duplicate_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"order_id" text,
	"event_id" text,
	"producer_id" text,
	"amount" text,
	"order_status" text,
	"refund_status" text,
	"error" text,
	CONSTRAINT "webhook_inbox_status_check" CHECK ("webhook_inbox"."status" in ('received', 'processing', 'applied', 'ignored', 'failed', 'rejected')),
	CONSTRAINT "webhook_inbox_kind_check" CHECK ("webhook_inbox"."kind" in ('delivery', 'rejected', 'backfill'))
);
--> statement-breakpoint
CREATE INDEX "webhook_inbox_received_at_idx" ON "webhook_inbox" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "webhook_inbox_status_idx" ON "webhook_inbox" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "webhook_inbox_order_idx" ON "webhook_inbox" USING btree ("order_id");