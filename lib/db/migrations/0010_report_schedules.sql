CREATE TABLE "report_schedule_recipients" (
	"schedule_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "report_schedule_recipients_schedule_id_user_id_pk" PRIMARY KEY("schedule_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"producer_id" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"format" text NOT NULL,
	"frequency" text NOT NULL,
	"weekday" integer,
	"hour" integer DEFAULT 7 NOT NULL,
	"title" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"next_run_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_hour" CHECK ("report_schedules"."hour" BETWEEN 0 AND 23),
	CONSTRAINT "report_schedules_weekday" CHECK ("report_schedules"."weekday" IS NULL OR "report_schedules"."weekday" BETWEEN 0 AND 6)
);
--> statement-breakpoint
CREATE TABLE "report_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"producer_id" text DEFAULT '-' NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "report_schedule_recipients" ADD CONSTRAINT "report_schedule_recipients_schedule_id_report_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."report_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedule_recipients" ADD CONSTRAINT "report_schedule_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sends" ADD CONSTRAINT "report_sends_schedule_id_report_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."report_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sends" ADD CONSTRAINT "report_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_recipients_user_idx" ON "report_schedule_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "report_schedules_producer_idx" ON "report_schedules" USING btree ("producer_id","created_at");--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" USING btree ("next_run_at") WHERE NOT "report_schedules"."paused";--> statement-breakpoint
CREATE UNIQUE INDEX "report_sends_slot_key" ON "report_sends" USING btree ("schedule_id","due_at","producer_id","email");--> statement-breakpoint
CREATE INDEX "report_sends_schedule_idx" ON "report_sends" USING btree ("schedule_id","created_at");--> statement-breakpoint
-- Hand-written: the daily and weekly sales e-mails become two preset schedules (lib/notifications/report-presets.ts
-- names these ids), at 07:00 local (the weekly one on Mondays), for every producer of each recipient's
-- scope; whoever chose a frequency in their notification settings becomes a recipient of that preset.
-- next_run_at stays NULL: the job arms it in DISPLAY_TZ on its first pass.
INSERT INTO "report_schedules" ("id", "producer_id", "kind", "format", "frequency", "weekday", "hour", "title")
VALUES
	('00000000-0000-4000-8000-00000000d41e', '*', 'sales', 'email', 'daily', NULL, 7, 'preset:daily'),
	('00000000-0000-4000-8000-0000000ee41e', '*', 'sales', 'email', 'weekly', 1, 7, 'preset:weekly');--> statement-breakpoint
INSERT INTO "report_schedule_recipients" ("schedule_id", "user_id")
SELECT CASE "report" WHEN 'daily' THEN '00000000-0000-4000-8000-00000000d41e'::uuid
	ELSE '00000000-0000-4000-8000-0000000ee41e'::uuid END, "user_id"
FROM "notification_settings" WHERE "report" IN ('daily', 'weekly');--> statement-breakpoint
ALTER TABLE "notification_settings" DROP COLUMN "report";