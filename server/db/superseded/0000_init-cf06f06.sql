CREATE TABLE "absence_managers" (
	"users_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	CONSTRAINT "absence_managers_users_id_manager_id_pk" PRIMARY KEY("users_id","manager_id")
);
--> statement-breakpoint
CREATE TABLE "absences" (
	"id" serial PRIMARY KEY NOT NULL,
	"users_id" integer NOT NULL,
	"date_since" date NOT NULL,
	"date_until" date NOT NULL,
	"status" integer NOT NULL,
	"type" integer NOT NULL,
	"note" text,
	"count_days" double precision,
	"count_hours" double precision,
	"sick_note" boolean,
	"date_enquired" date,
	"date_approved" date,
	"approved_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"users_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"declined_at" timestamp with time zone,
	"declined_by" integer,
	"changes" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"creator_id" integer,
	"trial_until" date
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"active" boolean DEFAULT true NOT NULL,
	"billable_default" boolean DEFAULT true NOT NULL,
	"note" text,
	"color" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"customers_id" integer NOT NULL,
	"projects_id" integer,
	"users_id" integer NOT NULL,
	"services_id" integer,
	"lumpsum_services_id" integer,
	"billable" integer NOT NULL,
	"texts_id" integer,
	"time_since" timestamp with time zone NOT NULL,
	"time_until" timestamp with time zone,
	"time_insert" timestamp with time zone DEFAULT now() NOT NULL,
	"time_last_change" timestamp with time zone DEFAULT now() NOT NULL,
	"time_last_change_worktime" timestamp with time zone DEFAULT now() NOT NULL,
	"duration" integer,
	"offset" integer,
	"clocked" boolean DEFAULT false NOT NULL,
	"clocked_offline" boolean DEFAULT false NOT NULL,
	"time_clocked_since" timestamp with time zone,
	"hourly_rate" double precision,
	"lumpsum" double precision,
	"lumpsum_services_amount" double precision,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays_carry" (
	"users_id" integer NOT NULL,
	"year" integer NOT NULL,
	"count" double precision NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "holidays_carry_users_id_year_pk" PRIMARY KEY("users_id","year")
);
--> statement-breakpoint
CREATE TABLE "holidays_quota" (
	"id" serial PRIMARY KEY NOT NULL,
	"users_id" integer NOT NULL,
	"year_since" integer NOT NULL,
	"year_until" integer,
	"count" double precision NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"users_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_users_id_key_pk" PRIMARY KEY("users_id","key")
);
--> statement-breakpoint
CREATE TABLE "lumpsum_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" double precision NOT NULL,
	"unit" text,
	"number" text,
	"active" boolean DEFAULT true NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nonbusiness_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"nonbusiness_groups_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"special" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nonbusiness_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"customers_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"active" boolean DEFAULT true NOT NULL,
	"billable_default" boolean DEFAULT true NOT NULL,
	"note" text,
	"budget_money" double precision,
	"budget_is_hours" boolean DEFAULT false NOT NULL,
	"budget_is_not_strict" boolean DEFAULT false NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"billed_money" double precision,
	"billed_completely" boolean,
	"deadline" date,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"active" boolean DEFAULT true NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surcharge_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"accumulation" boolean NOT NULL,
	"night" jsonb,
	"night_increased" jsonb,
	"nonbusiness" jsonb,
	"nonbusiness_special" jsonb,
	"sunday" jsonb,
	"saturday" jsonb,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "target_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"users_id" integer NOT NULL,
	"type" text NOT NULL,
	"date_since" date NOT NULL,
	"date_until" date,
	"compensation_monthly" double precision DEFAULT 0 NOT NULL,
	"monday" double precision,
	"tuesday" double precision,
	"wednesday" double precision,
	"thursday" double precision,
	"friday" double precision,
	"saturday" double precision,
	"sunday" double precision,
	"absence_fixed_credit" boolean,
	"compensation_daily" double precision,
	"monthly_target" double precision,
	"workday_monday" boolean,
	"workday_tuesday" boolean,
	"workday_wednesday" boolean,
	"workday_thursday" boolean,
	"workday_friday" boolean,
	"workday_saturday" boolean,
	"workday_sunday" boolean,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"leader" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "texts_text_unique" UNIQUE("text")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"timeformat_12h" boolean DEFAULT false NOT NULL,
	"weekstart_monday" boolean DEFAULT true NOT NULL,
	"weekend_friday" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"timezone" text DEFAULT 'Europe/Berlin' NOT NULL,
	"wage_type" integer,
	"can_generally_see_absences" boolean DEFAULT false NOT NULL,
	"can_generally_manage_absences" boolean DEFAULT false NOT NULL,
	"can_add_customers" boolean DEFAULT false NOT NULL,
	"edit_lock" date,
	"edit_lock_dyn" integer,
	"edit_lock_sync" boolean,
	"worktime_regulation_id" integer,
	"teams_id" integer,
	"initials" text,
	"nonbusinessgroups_id" integer,
	"boss" integer,
	"api_key_hash" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users_nonbusiness_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"users_id" integer NOT NULL,
	"nonbusiness_groups_id" integer NOT NULL,
	"date_since" date NOT NULL,
	"date_until" date,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"users_id" integer NOT NULL,
	"date" date NOT NULL,
	"time_since" timestamp with time zone NOT NULL,
	"time_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "absence_managers" ADD CONSTRAINT "absence_managers_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_managers" ADD CONSTRAINT "absence_managers_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_declined_by_users_id_fk" FOREIGN KEY ("declined_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_customers_id_customers_id_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_projects_id_projects_id_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_services_id_services_id_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_lumpsum_services_id_lumpsum_services_id_fk" FOREIGN KEY ("lumpsum_services_id") REFERENCES "public"."lumpsum_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_texts_id_texts_id_fk" FOREIGN KEY ("texts_id") REFERENCES "public"."texts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays_carry" ADD CONSTRAINT "holidays_carry_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays_quota" ADD CONSTRAINT "holidays_quota_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nonbusiness_days" ADD CONSTRAINT "nonbusiness_days_nonbusiness_groups_id_nonbusiness_groups_id_fk" FOREIGN KEY ("nonbusiness_groups_id") REFERENCES "public"."nonbusiness_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_customers_id_customers_id_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_hours" ADD CONSTRAINT "target_hours_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_leader_users_id_fk" FOREIGN KEY ("leader") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_teams_id_teams_id_fk" FOREIGN KEY ("teams_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_nonbusinessgroups_id_nonbusiness_groups_id_fk" FOREIGN KEY ("nonbusinessgroups_id") REFERENCES "public"."nonbusiness_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_boss_users_id_fk" FOREIGN KEY ("boss") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_nonbusiness_groups" ADD CONSTRAINT "users_nonbusiness_groups_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_nonbusiness_groups" ADD CONSTRAINT "users_nonbusiness_groups_nonbusiness_groups_id_nonbusiness_groups_id_fk" FOREIGN KEY ("nonbusiness_groups_id") REFERENCES "public"."nonbusiness_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_times" ADD CONSTRAINT "work_times_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absence_managers_manager" ON "absence_managers" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "absences_user_since" ON "absences" USING btree ("users_id","date_since");--> statement-breakpoint
CREATE INDEX "absences_since" ON "absences" USING btree ("date_since");--> statement-breakpoint
CREATE UNIQUE INDEX "change_requests_one_pending" ON "change_requests" USING btree ("users_id","date") WHERE "change_requests"."status" = 1;--> statement-breakpoint
CREATE INDEX "change_requests_date" ON "change_requests" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "customers_name" ON "customers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "entries_time" ON "entries" USING btree ("time_since","id");--> statement-breakpoint
CREATE INDEX "entries_user_time" ON "entries" USING btree ("users_id","time_since","id");--> statement-breakpoint
CREATE INDEX "entries_customer_time" ON "entries" USING btree ("customers_id","time_since");--> statement-breakpoint
CREATE INDEX "entries_project_time" ON "entries" USING btree ("projects_id","time_since");--> statement-breakpoint
CREATE INDEX "entries_service" ON "entries" USING btree ("services_id");--> statement-breakpoint
CREATE INDEX "entries_lumpsum_service" ON "entries" USING btree ("lumpsum_services_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entries_one_running_per_user" ON "entries" USING btree ("users_id") WHERE "entries"."time_until" is null and "entries"."type" = 1;--> statement-breakpoint
CREATE INDEX "holidays_quota_user" ON "holidays_quota" USING btree ("users_id","year_since");--> statement-breakpoint
CREATE UNIQUE INDEX "nonbusiness_days_group_date" ON "nonbusiness_days" USING btree ("nonbusiness_groups_id","date");--> statement-breakpoint
CREATE INDEX "projects_customer" ON "projects" USING btree ("customers_id","id");--> statement-breakpoint
CREATE INDEX "projects_name" ON "projects" USING btree ("name");--> statement-breakpoint
CREATE INDEX "target_hours_user" ON "target_hours" USING btree ("users_id","date_since");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_nonbusiness_groups_user" ON "users_nonbusiness_groups" USING btree ("users_id","date_since");--> statement-breakpoint
CREATE INDEX "work_times_user_date" ON "work_times" USING btree ("users_id","date");