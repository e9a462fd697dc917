CREATE TABLE "auth_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_attempts_reset_idx" ON "auth_attempts" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "projects_image_key_idx" ON "projects" USING btree ("image_key");