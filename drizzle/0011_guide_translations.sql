ALTER TABLE "practical_guides" ADD COLUMN "translation_of" text;--> statement-breakpoint
ALTER TABLE "practical_guides" ADD CONSTRAINT "practical_guides_translation_of_practical_guides_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."practical_guides"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practical_guides_translation_of_idx" ON "practical_guides" USING btree ("translation_of");--> statement-breakpoint
-- The seed named a translation after its original (`practical_x_pt` translates `practical_x`): link those already stored.
UPDATE "practical_guides" AS "t" SET "translation_of" = "o"."id" FROM "practical_guides" AS "o" WHERE "t"."id" = "o"."id" || '_' || "t"."language" AND "t"."language" <> "o"."language";
