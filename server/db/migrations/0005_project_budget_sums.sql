ALTER TABLE "projects" ADD COLUMN "used_seconds" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "used_revenue" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The running sums start as what the entries hold: seconds of time entries, and revenue by the
-- rule of server/domain/entries.ts (entryRevenue) as it stands at this migration.
UPDATE "projects" SET "used_seconds" = "usage"."seconds", "used_revenue" = "usage"."revenue"
FROM (
  SELECT e."projects_id",
    coalesce(sum(case when e."type" = 1 then coalesce(e."duration", 0) else 0 end), 0) AS "seconds",
    coalesce(sum(round(case e."type"
      when 1 then (coalesce(e."duration", 0))::numeric / 3600 * coalesce(e."hourly_rate", 0)::numeric
      when 2 then coalesce(e."lumpsum", 0)::numeric
      when 3 then coalesce(e."lumpsum_services_amount", 0)::numeric * coalesce(l."price", 0)::numeric
      else 0 end, 2)), 0) AS "revenue"
  FROM "entries" e LEFT JOIN "lumpsum_services" l ON l."id" = e."lumpsum_services_id"
  WHERE e."projects_id" IS NOT NULL
  GROUP BY e."projects_id"
) AS "usage"
WHERE "projects"."id" = "usage"."projects_id";--> statement-breakpoint
CREATE INDEX "projects_name_reading" ON "projects" USING btree ("name" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "projects_name_reading_desc" ON "projects" USING btree ("name" collate "und-x-icu" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "projects_budget_share" ON "projects" USING btree ((case when coalesce("budget_money", 0) > 0 then (case when "budget_is_hours" then "used_seconds"::float8 / 3600 else "used_revenue"::float8 end) / "budget_money" end),"id");--> statement-breakpoint
CREATE INDEX "projects_budget_share_desc" ON "projects" USING btree ((case when coalesce("budget_money", 0) > 0 then (case when "budget_is_hours" then "used_seconds"::float8 / 3600 else "used_revenue"::float8 end) / "budget_money" end) desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "work_times_date" ON "work_times" USING btree ("date","users_id");