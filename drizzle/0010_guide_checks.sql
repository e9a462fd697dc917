CREATE TABLE "guide_checks" (
	"guide_id" text PRIMARY KEY NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guide_checks" ADD CONSTRAINT "guide_checks_guide_id_practical_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."practical_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_checks" ADD CONSTRAINT "guide_checks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;