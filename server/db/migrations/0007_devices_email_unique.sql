ALTER TABLE "sessions" ADD COLUMN "device_label" text;--> statement-breakpoint
-- Emails saved before the profile refused taken ones: the oldest account keeps it, a later one is asked for its email again at its next sign-in.
UPDATE "users" SET "email" = NULL WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY lower("email") ORDER BY "created_at", "id") AS "n" FROM "users" WHERE "email" IS NOT NULL) AS "ranked" WHERE "n" > 1);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email")) WHERE "users"."email" is not null;
