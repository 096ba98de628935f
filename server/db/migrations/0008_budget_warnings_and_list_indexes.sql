ALTER TABLE "projects" ADD COLUMN "budget_warned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "budget_warning" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "absences_until" ON "absences" USING btree ("date_until");--> statement-breakpoint
CREATE INDEX "absences_pending" ON "absences" USING btree ("date_since") WHERE "absences"."status" = 0;--> statement-breakpoint
CREATE INDEX "change_requests_user_date" ON "change_requests" USING btree ("users_id","date" desc,"id" desc);--> statement-breakpoint
-- Projects already past a threshold when this runs were never warned by mail and are not now: the level
-- they stand at is recorded, so only a later crossing warns.
UPDATE "projects" SET "budget_warned" = CASE
  WHEN coalesce("budget_money", 0) <= 0 THEN 0
  WHEN (CASE WHEN "budget_is_hours" THEN "used_seconds"::float8 / 3600 ELSE "used_revenue"::float8 END) >= "budget_money" THEN 100
  WHEN (CASE WHEN "budget_is_hours" THEN "used_seconds"::float8 / 3600 ELSE "used_revenue"::float8 END) >= 0.8 * "budget_money" THEN 80
  ELSE 0 END;
