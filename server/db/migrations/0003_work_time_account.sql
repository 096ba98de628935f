CREATE TABLE "overtime_carry" (
	"users_id" integer NOT NULL,
	"year" integer NOT NULL,
	"hours" double precision NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "overtime_carry_users_id_year_pk" PRIMARY KEY("users_id","year")
);
--> statement-breakpoint
CREATE TABLE "users_surcharge_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"users_id" integer NOT NULL,
	"surcharge_models_id" integer NOT NULL,
	"date_since" date NOT NULL,
	"date_until" date,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_clocks" (
	"users_id" integer PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"time_since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "overtime_carry" ADD CONSTRAINT "overtime_carry_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_surcharge_models" ADD CONSTRAINT "users_surcharge_models_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_surcharge_models" ADD CONSTRAINT "users_surcharge_models_surcharge_models_id_surcharge_models_id_fk" FOREIGN KEY ("surcharge_models_id") REFERENCES "public"."surcharge_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_clocks" ADD CONSTRAINT "work_clocks_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_surcharge_models_user" ON "users_surcharge_models" USING btree ("users_id","date_since");--> statement-breakpoint
CREATE INDEX "users_surcharge_models_model" ON "users_surcharge_models" USING btree ("surcharge_models_id");