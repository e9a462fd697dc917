CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"display_name" text,
	"role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_components" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"names" jsonb NOT NULL,
	"image_url" text,
	"image_key" text,
	"wokwi_type" text NOT NULL,
	"default_attrs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hex" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colors_hex_check" CHECK ("colors"."hex" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"institution" text DEFAULT '' NOT NULL,
	"modality" text DEFAULT 'free' NOT NULL,
	"content" jsonb DEFAULT '{"modules":[]}'::jsonb NOT NULL,
	"image" text,
	"image_banner" text,
	"image_path" text,
	"background_color" text DEFAULT '#667eea' NOT NULL,
	"institution_logo" text,
	"banner_image" text,
	"is_published" boolean DEFAULT false NOT NULL,
	"mentor_id" text,
	"is_remote" boolean DEFAULT true NOT NULL,
	"block" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_modality_check" CHECK ("courses"."modality" in ('free', 'premium'))
);
--> statement-breakpoint
CREATE TABLE "grade_events" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"actor_id" text,
	"from_status" text,
	"to_status" text NOT NULL,
	"score" integer,
	"feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grade_events_to_status_check" CHECK ("grade_events"."to_status" in ('created', 'sent', 'calified'))
);
--> statement-breakpoint
CREATE TABLE "group_students" (
	"group_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_students_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"schedule" text DEFAULT '' NOT NULL,
	"course_id" text NOT NULL,
	"mentor_id" text,
	"is_remote" boolean DEFAULT true NOT NULL,
	"password" text DEFAULT '{secret}' NOT NULL,
	"keyboard_access" jsonb,
	"last_floor" integer DEFAULT 1 NOT NULL,
	"updated_at_floor" timestamp with time zone,
	"updated_at_password" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"student_id" text NOT NULL,
	"mentor_id" text,
	"project_id" text,
	"lesson_number" text,
	"status" text DEFAULT 'created' NOT NULL,
	"score" integer,
	"feedback" text,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_group_activity_student_key" UNIQUE("group_id","activity_id","student_id"),
	CONSTRAINT "submissions_status_check" CHECK ("submissions"."status" in ('created', 'sent', 'calified')),
	CONSTRAINT "submissions_score_check" CHECK ("submissions"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "guide_categories" (
	"value" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"name" text NOT NULL,
	"emoji" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practical_guides" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'robotics' NOT NULL,
	"difficulty" text DEFAULT 'beginner' NOT NULL,
	"estimated_time" integer DEFAULT 60 NOT NULL,
	"image" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"initial_project_description" text DEFAULT '' NOT NULL,
	"introduction" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"title_introduction" text,
	"gif" text,
	"project" jsonb DEFAULT '{"name":"","code":"","components":[],"connections":[]}'::jsonb NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_step_introduction" integer DEFAULT 0 NOT NULL,
	"course_id" text,
	"course_name" text,
	"module_index" integer,
	"module_number" text,
	"module_name" text,
	"activity_index" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practical_guides_id_check" CHECK (starts_with("practical_guides"."id", 'practical_') or starts_with("practical_guides"."id", 'starter_')),
	CONSTRAINT "practical_guides_difficulty_check" CHECK ("practical_guides"."difficulty" in ('beginner', 'intermediate', 'advanced')),
	CONSTRAINT "practical_guides_estimated_time_check" CHECK ("practical_guides"."estimated_time" > 0)
);
--> statement-breakpoint
CREATE TABLE "starter_guides" (
	"id" text PRIMARY KEY NOT NULL,
	"activity_id" text NOT NULL,
	"course_id" text NOT NULL,
	"course_name" text,
	"module_index" integer,
	"module_number" text,
	"module_name" text,
	"activity_index" integer,
	"activity_name" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"initial_project_description" text DEFAULT '' NOT NULL,
	"descriptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"project" jsonb DEFAULT '{"name":"","code":"","components":[],"connections":[]}'::jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"introduction" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"title_introduction" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institution_admins" (
	"institution_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_admins_institution_id_user_id_pk" PRIMARY KEY("institution_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "institution_courses" (
	"institution_id" text NOT NULL,
	"course_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_courses_institution_id_course_id_pk" PRIMARY KEY("institution_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "institution_mentors" (
	"institution_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_mentors_institution_id_user_id_pk" PRIMARY KEY("institution_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institutions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "super_admins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_permissions" (
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_permissions_project_id_user_id_pk" PRIMARY KEY("project_id","user_id"),
	CONSTRAINT "project_permissions_level_check" CHECK ("project_permissions"."level" in ('owner', 'write', 'read'))
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"image_url" text,
	"image_key" text,
	"user_id" text,
	"owner_id" text NOT NULL,
	"diagram" jsonb DEFAULT '{"parts":[],"wires":[]}'::jsonb NOT NULL,
	"code" text DEFAULT '# Escribe el código aquí' NOT NULL,
	"is_activity" boolean DEFAULT false NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_info" jsonb,
	"is_read_only" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_category_check" CHECK ("projects"."category" in ('robotics', 'iot', 'videogames', 'ia', 'other', 'activity')),
	CONSTRAINT "projects_version_check" CHECK ("projects"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_events" ADD CONSTRAINT "grade_events_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_events" ADD CONSTRAINT "grade_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_students" ADD CONSTRAINT "group_students_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_students" ADD CONSTRAINT "group_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_guides" ADD CONSTRAINT "practical_guides_category_guide_categories_value_fk" FOREIGN KEY ("category") REFERENCES "public"."guide_categories"("value") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "practical_guides" ADD CONSTRAINT "practical_guides_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starter_guides" ADD CONSTRAINT "starter_guides_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_admins" ADD CONSTRAINT "institution_admins_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_admins" ADD CONSTRAINT "institution_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_courses" ADD CONSTRAINT "institution_courses_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_courses" ADD CONSTRAINT "institution_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_mentors" ADD CONSTRAINT "institution_mentors_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_mentors" ADD CONSTRAINT "institution_mentors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "super_admins" ADD CONSTRAINT "super_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_permissions" ADD CONSTRAINT "project_permissions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_permissions" ADD CONSTRAINT "project_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "catalogue_components_sort_idx" ON "catalogue_components" USING btree ("sort_order","name");--> statement-breakpoint
CREATE INDEX "courses_published_idx" ON "courses" USING btree ("is_published","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courses_institution_idx" ON "courses" USING btree ("institution");--> statement-breakpoint
CREATE INDEX "courses_mentor_idx" ON "courses" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "grade_events_submission_idx" ON "grade_events" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "group_students_user_idx" ON "group_students" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "groups_mentor_idx" ON "groups" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "groups_course_idx" ON "groups" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "submissions_group_status_idx" ON "submissions" USING btree ("group_id","status");--> statement-breakpoint
CREATE INDEX "submissions_student_idx" ON "submissions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "submissions_project_idx" ON "submissions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "practical_guides_published_idx" ON "practical_guides" USING btree ("is_published","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "practical_guides_category_idx" ON "practical_guides" USING btree ("category","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "practical_guides_difficulty_idx" ON "practical_guides" USING btree ("difficulty");--> statement-breakpoint
CREATE INDEX "practical_guides_course_idx" ON "practical_guides" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "starter_guides_course_idx" ON "starter_guides" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "starter_guides_activity_idx" ON "starter_guides" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "institution_admins_user_idx" ON "institution_admins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "institution_courses_course_idx" ON "institution_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "institution_mentors_user_idx" ON "institution_mentors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_permissions_user_idx" ON "project_permissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "projects_owner_created_idx" ON "projects" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_user_created_idx" ON "projects" USING btree ("user_id","created_at" DESC NULLS LAST);