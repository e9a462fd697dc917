ALTER TABLE "courses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "starter_guides" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_version_check" CHECK ("courses"."version" >= 1);--> statement-breakpoint
ALTER TABLE "starter_guides" ADD CONSTRAINT "starter_guides_version_check" CHECK ("starter_guides"."version" >= 1);