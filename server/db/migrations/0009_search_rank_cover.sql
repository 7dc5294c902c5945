-- The rank index also holds what search's conditions test most (active, search_text, area): a name or a
-- place of several areas is matched in rank order from index entries alone, without reading each gym.
DROP INDEX IF EXISTS "gyms_rank_idx";--> statement-breakpoint
CREATE INDEX "gyms_rank_cover_idx" ON "gyms" USING btree ("rank_score" desc,"id") INCLUDE ("active","search_text","area");
