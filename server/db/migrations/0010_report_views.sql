CREATE TABLE "report_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"users_id" integer NOT NULL,
	"name" text NOT NULL,
	"search" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_views" ADD CONSTRAINT "report_views_users_id_users_id_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_views_user_name" ON "report_views" USING btree ("users_id",lower("name"));