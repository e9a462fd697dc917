-- pg_trgm backs the guides' substring search; trusted since PostgreSQL 13, so the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "guide_category_counts" (
	"category" text NOT NULL,
	"course_key" text NOT NULL,
	"is_listed" boolean NOT NULL,
	"guides" integer NOT NULL,
	CONSTRAINT "guide_category_counts_category_course_key_is_listed_pk" PRIMARY KEY("category","course_key","is_listed")
);
--> statement-breakpoint
CREATE INDEX "practical_guides_listed_idx" ON "practical_guides" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_published and is_active;--> statement-breakpoint
CREATE INDEX "practical_guides_listed_category_idx" ON "practical_guides" USING btree ("category","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_published and is_active;--> statement-breakpoint
CREATE INDEX "practical_guides_listed_language_idx" ON "practical_guides" USING btree ("language","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_published and is_active;--> statement-breakpoint
CREATE INDEX "practical_guides_listed_difficulty_idx" ON "practical_guides" USING btree ("difficulty","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_published and is_active;--> statement-breakpoint
CREATE INDEX "practical_guides_changed_idx" ON "practical_guides" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "practical_guides_name_trgm_idx" ON "practical_guides" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "practical_guides_description_trgm_idx" ON "practical_guides" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
-- guide_category_counts follows every change of practical_guides, one statement at a time: each
-- statement adds what its new rows hold and takes away what its old rows held, per key, in key
-- order (so two writers lock counter rows in the same order), skipping keys whose sum is zero.
CREATE FUNCTION "guide_category_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_rows CONSTANT text := 'SELECT category, coalesce(course_id, '''') AS course_key, is_published AND is_active AS is_listed, -1 AS delta FROM old_guides';
  new_rows CONSTANT text := 'SELECT category, coalesce(course_id, '''') AS course_key, is_published AND is_active AS is_listed, 1 AS delta FROM new_guides';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM guide_category_counts;
    RETURN NULL;
  END IF;
  -- Each trigger has only its own transition tables, so the rows to count are named per operation.
  EXECUTE format(
    'INSERT INTO guide_category_counts AS counted (category, course_key, is_listed, guides)
     SELECT category, course_key, is_listed, sum(delta)::int FROM (%s) AS changes
     GROUP BY category, course_key, is_listed HAVING sum(delta) <> 0
     ORDER BY category, course_key, is_listed
     ON CONFLICT (category, course_key, is_listed) DO UPDATE SET guides = counted.guides + excluded.guides',
    CASE TG_OP WHEN 'INSERT' THEN new_rows WHEN 'DELETE' THEN old_rows ELSE old_rows || ' UNION ALL ' || new_rows END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "practical_guides_count_insert" AFTER INSERT ON "practical_guides"
  REFERENCING NEW TABLE AS new_guides FOR EACH STATEMENT EXECUTE FUNCTION guide_category_counts_follow();--> statement-breakpoint
CREATE TRIGGER "practical_guides_count_update" AFTER UPDATE ON "practical_guides"
  REFERENCING OLD TABLE AS old_guides NEW TABLE AS new_guides FOR EACH STATEMENT EXECUTE FUNCTION guide_category_counts_follow();--> statement-breakpoint
CREATE TRIGGER "practical_guides_count_delete" AFTER DELETE ON "practical_guides"
  REFERENCING OLD TABLE AS old_guides FOR EACH STATEMENT EXECUTE FUNCTION guide_category_counts_follow();--> statement-breakpoint
CREATE TRIGGER "practical_guides_count_truncate" AFTER TRUNCATE ON "practical_guides"
  FOR EACH STATEMENT EXECUTE FUNCTION guide_category_counts_follow();--> statement-breakpoint
INSERT INTO "guide_category_counts" (category, course_key, is_listed, guides)
  SELECT category, coalesce(course_id, ''), is_published AND is_active, count(*)::int
  FROM practical_guides GROUP BY 1, 2, 3;
