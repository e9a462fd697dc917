ALTER TABLE "practical_guides" ADD COLUMN "circuit_hash" text GENERATED ALWAYS AS (md5(coalesce(project->'components', '[]'::jsonb)::text || coalesce(project->'connections', '[]'::jsonb)::text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "practical_guides" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "practical_guides" ADD COLUMN "thumbnail_hash" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "circuit_hash" text GENERATED ALWAYS AS (md5(diagram::text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "thumbnail_hash" text;