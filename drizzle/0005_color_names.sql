ALTER TABLE "colors" ADD COLUMN "names" jsonb;--> statement-breakpoint
UPDATE "colors" SET "names" = jsonb_build_object('es', "name", 'pt', "name", 'en', "name");--> statement-breakpoint
ALTER TABLE "colors" ALTER COLUMN "names" SET NOT NULL;
