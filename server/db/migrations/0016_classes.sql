CREATE TABLE "class_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"member_id" text NOT NULL,
	"status" text NOT NULL,
	"queue_no" integer,
	"late_cancel" boolean DEFAULT false NOT NULL,
	"cancelled_by" text,
	"promoted_at" timestamp with time zone,
	"marked_at" timestamp with time zone,
	"waived_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_bookings_status_check" CHECK (status in ('booked', 'waitlisted', 'attended', 'missed', 'cancelled')),
	CONSTRAINT "class_bookings_queue_check" CHECK (status <> 'waitlisted' or queue_no is not null)
);
--> statement-breakpoint
CREATE TABLE "class_series" (
	"id" text PRIMARY KEY NOT NULL,
	"gym_id" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"trainer_id" text,
	"capacity" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"days" text[] NOT NULL,
	"start_time" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_series_category_check" CHECK (category in ('yoga', 'zumba', 'hiit', 'strength', 'spin', 'crossfit', 'pilates', 'boxing', 'dance', 'other')),
	CONSTRAINT "class_series_capacity_check" CHECK (capacity between 1 and 200),
	CONSTRAINT "class_series_duration_check" CHECK (duration_minutes > 0),
	CONSTRAINT "class_series_days_check" CHECK (cardinality(days) > 0 and days <@ array['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']::text[]),
	CONSTRAINT "class_series_dates_check" CHECK (end_date is null or end_date >= start_date)
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"series_id" text NOT NULL,
	"gym_id" text NOT NULL,
	"occurs_on" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"trainer_id" text,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"queue_seq" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_sessions_booked_check" CHECK (booked >= 0 and booked <= capacity),
	CONSTRAINT "class_sessions_duration_check" CHECK (duration_minutes > 0)
);
--> statement-breakpoint
CREATE TABLE "class_settings" (
	"gym_id" text PRIMARY KEY NOT NULL,
	"no_show_limit" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_settings_limit_check" CHECK (no_show_limit between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "class_bookings" ADD CONSTRAINT "class_bookings_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD CONSTRAINT "class_bookings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_series" ADD CONSTRAINT "class_series_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_series" ADD CONSTRAINT "class_series_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_series_id_class_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."class_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_settings" ADD CONSTRAINT "class_settings_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_bookings_live_uq" ON "class_bookings" USING btree ("session_id","member_id") WHERE status in ('booked', 'waitlisted');--> statement-breakpoint
CREATE INDEX "class_bookings_session_idx" ON "class_bookings" USING btree ("session_id","status","queue_no");--> statement-breakpoint
CREATE INDEX "class_bookings_member_idx" ON "class_bookings" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "class_series_gym_idx" ON "class_series" USING btree ("gym_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_sessions_series_day_uq" ON "class_sessions" USING btree ("series_id","occurs_on");--> statement-breakpoint
CREATE INDEX "class_sessions_gym_start_idx" ON "class_sessions" USING btree ("gym_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_sessions_trainer_idx" ON "class_sessions" USING btree ("trainer_id","starts_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK (kind in ('booking_confirmed', 'booking_cancelled', 'booking_reminder', 'owner_activity', 'pass_ending', 'class_promoted', 'class_cancelled', 'class_moved'));--> statement-breakpoint
-- Search's classCategory filter reads class_series: its counts, kept per data version, change with it too.
CREATE TRIGGER "class_series_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "class_series"
  FOR EACH STATEMENT EXECUTE FUNCTION "gyms_search_version_bump"();
