ALTER TABLE "otp_challenges" ADD COLUMN "last_failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "otp_challenges_created_idx" ON "otp_challenges" USING btree ("created_at");