-- "Near me" answers nearest first from a point index (GiST, KNN `<->`) instead of reading its whole lat/lng box
-- and sorting it: the box test becomes `point(longitude, latitude) <@ box`, which this index answers too.
DROP INDEX IF EXISTS "gyms_location_idx";--> statement-breakpoint
CREATE INDEX "gyms_location_point_idx" ON "gyms" USING gist (point("longitude", "latitude"));
