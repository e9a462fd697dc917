ALTER TABLE "grade_events" ADD COLUMN "action" text DEFAULT 'grade' NOT NULL;--> statement-breakpoint
ALTER TABLE "grade_events" ADD COLUMN "from_score" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grade_events" ADD CONSTRAINT "grade_events_action_check" CHECK ("grade_events"."action" in ('send', 'grade', 'return', 'feedback'));