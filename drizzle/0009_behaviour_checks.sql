CREATE TABLE "activity_checks" (
	"activity_id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"checks" jsonb NOT NULL,
	"outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"awarded" integer DEFAULT 0 NOT NULL,
	"possible" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "check_runs_state_check" CHECK ("check_runs"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "grade_events" ADD COLUMN "from_proposal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_checks" ADD CONSTRAINT "activity_checks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_checks" ADD CONSTRAINT "activity_checks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_runs" ADD CONSTRAINT "check_runs_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_checks_course_idx" ON "activity_checks" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "check_runs_submission_idx" ON "check_runs" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "check_runs_queue_idx" ON "check_runs" USING btree ("created_at") WHERE state in ('queued', 'running');