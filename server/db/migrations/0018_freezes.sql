CREATE TABLE "booking_freezes" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_freezes_dates_check" CHECK (end_date >= start_date)
);
--> statement-breakpoint
ALTER TABLE "gym_plans" ADD COLUMN "freeze_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "freeze_notice_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_freezes" ADD CONSTRAINT "booking_freezes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_freezes" ADD CONSTRAINT "booking_freezes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_freezes_booking_idx" ON "booking_freezes" USING btree ("booking_id","start_date");--> statement-breakpoint
ALTER TABLE "gym_plans" ADD CONSTRAINT "gym_plans_freeze_days_check" CHECK (freeze_days >= 0);--> statement-breakpoint
-- Issue 24's default allowances for the passes that exist already; new passes take theirs from the code.
UPDATE "gym_plans" SET "freeze_days" = CASE "pass_type" WHEN 'monthly' THEN 7 WHEN 'quarterly' THEN 15 WHEN 'yearly' THEN 30 ELSE 0 END;
