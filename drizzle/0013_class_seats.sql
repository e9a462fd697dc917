CREATE TABLE "class_codes" (
	"group_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"failures_reset_at" timestamp with time zone,
	"paused_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "class_codes_code_check" CHECK ("class_codes"."code" ~ '^[23456789ABCDEFGHJKMNPQRSTWXYZ]{8}$')
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"user_id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"name" text NOT NULL,
	"nickname" text NOT NULL,
	"secret_box" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_seat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "class_codes" ADD CONSTRAINT "class_codes_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seats_group_idx" ON "seats" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seats_group_nickname_key" ON "seats" USING btree ("group_id",lower("nickname"));