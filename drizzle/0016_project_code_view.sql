ALTER TABLE "projects" ADD COLUMN "code_view" text DEFAULT 'python' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "blocks" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_code_view_check" CHECK ("projects"."code_view" in ('python', 'blocks'));