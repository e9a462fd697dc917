ALTER TABLE "practical_guides" ADD COLUMN "language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "practical_guides" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "practical_guides_language_idx" ON "practical_guides" USING btree ("language","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "practical_guides" ADD CONSTRAINT "practical_guides_language_check" CHECK ("practical_guides"."language" in ('es', 'pt', 'en'));--> statement-breakpoint
ALTER TABLE "practical_guides" ADD CONSTRAINT "practical_guides_version_check" CHECK ("practical_guides"."version" >= 1);