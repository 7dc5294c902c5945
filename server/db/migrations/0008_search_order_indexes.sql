-- An area, a state or a pincode answers its best ranked gyms from one index and stops at the page,
-- instead of reading every match and sorting (or walking the rank index for the place's matches).
DROP INDEX IF EXISTS "gyms_area_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "gyms_state_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "gyms_pincode_idx";--> statement-breakpoint
CREATE INDEX "gyms_area_rank_idx" ON "gyms" USING btree (lower("area"),"rank_score" desc,"id");--> statement-breakpoint
CREATE INDEX "gyms_state_rank_idx" ON "gyms" USING btree (lower("state"),"rank_score" desc,"id");--> statement-breakpoint
CREATE INDEX "gyms_pincode_rank_idx" ON "gyms" USING btree ("pincode" text_pattern_ops,"rank_score" desc,"id");
