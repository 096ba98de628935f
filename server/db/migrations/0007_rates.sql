CREATE TABLE "rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"customers_id" integer,
	"projects_id" integer,
	"services_id" integer,
	"users_id" integer,
	"hourly_rate" double precision NOT NULL,
	"date_since" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_customers_id_customers_id_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_projects_id_projects_id_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_services_id_services_id_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rates_target_since" ON "rates" USING btree (coalesce("projects_id", 0),(case when "projects_id" is null then coalesce("customers_id", 0) else 0 end),coalesce("services_id", 0),coalesce("users_id", 0),"date_since");--> statement-breakpoint
CREATE INDEX "rates_project" ON "rates" USING btree ("projects_id","date_since");--> statement-breakpoint
CREATE INDEX "rates_customer" ON "rates" USING btree ("customers_id","date_since");--> statement-breakpoint
CREATE INDEX "rates_service" ON "rates" USING btree ("services_id","date_since");--> statement-breakpoint
CREATE INDEX "rates_user" ON "rates" USING btree ("users_id","date_since");