-- The BitDogLab (issue 29) joins the parts palette of a database whose catalogue was seeded before it, right after the Pico. A database with no catalogue yet gets it from the seed (seed-content/components.ts); one that has it already keeps its row.
INSERT INTO "catalogue_components" ("id", "name", "names", "image_url", "wokwi_type", "default_attrs", "sort_order", "created_at", "updated_at")
SELECT gen_random_uuid()::text, 'BitDogLab', '{"es":"BitDogLab","pt":"BitDogLab","en":"BitDogLab"}'::jsonb, NULL, 'chispa-bitdoglab', '{}'::jsonb, "pico"."sort_order" + 5, now(), now()
FROM (SELECT min("sort_order") AS "sort_order" FROM "catalogue_components" WHERE "wokwi_type" = 'wokwi-pi-pico') AS "pico"
WHERE "pico"."sort_order" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "catalogue_components" WHERE "wokwi_type" = 'chispa-bitdoglab');
