CREATE TABLE "gym_search_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "gyms_city_idx";--> statement-breakpoint
ALTER TABLE "gyms" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || area || ' ' || city || ' ' || state || ' ' || pincode)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "rank_score" real GENERATED ALWAYS AS (((rating_avg * review_count + 17.5) / (review_count + 5))::real) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "gyms_city_rank_idx" ON "gyms" USING btree (lower("city"),"rank_score" desc,"id");--> statement-breakpoint
CREATE INDEX "gyms_city_price_idx" ON "gyms" USING btree (lower("city"),"monthly_paise","rank_score" desc,"id");--> statement-breakpoint
CREATE INDEX "gyms_rank_idx" ON "gyms" USING btree ("rank_score" desc,"id");--> statement-breakpoint
CREATE INDEX "gyms_area_idx" ON "gyms" USING btree (lower("area"));--> statement-breakpoint
CREATE INDEX "gyms_state_idx" ON "gyms" USING btree (lower("state"));--> statement-breakpoint
CREATE INDEX "gyms_pincode_idx" ON "gyms" USING btree ("pincode" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gyms_location_idx" ON "gyms" USING btree ("latitude","longitude");--> statement-breakpoint
-- Dropping search_text dropped its trigram index with it.
CREATE INDEX "gyms_search_trgm_idx" ON "gyms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- A fresh random version after every statement that writes gyms (truncate included): in the writer's own
-- transaction, so a reader never sees new rows under an old version.
CREATE FUNCTION "gyms_search_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "gym_search_state" ("id", "version") VALUES (1, gen_random_uuid()::text)
  ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "gyms_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gyms"
  FOR EACH STATEMENT EXECUTE FUNCTION "gyms_search_version_bump"();--> statement-breakpoint
INSERT INTO "gym_search_state" ("id", "version") VALUES (1, gen_random_uuid()::text);
