CREATE TABLE "announcements" (
	"id" text PRIMARY KEY NOT NULL,
	"gym_id" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_for" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_priority_check" CHECK (priority in ('high', 'medium', 'low')),
	CONSTRAINT "announcements_status_check" CHECK (status in ('draft', 'published', 'scheduled')),
	CONSTRAINT "announcements_schedule_check" CHECK (status <> 'scheduled' or scheduled_for is not null)
);
--> statement-breakpoint
CREATE TABLE "attendance" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"gym_id" text NOT NULL,
	"booking_id" text,
	"check_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"check_out_at" timestamp with time zone,
	"status" text DEFAULT 'checked_in' NOT NULL,
	CONSTRAINT "attendance_status_check" CHECK (status in ('checked_in', 'checked_out')),
	CONSTRAINT "attendance_order_check" CHECK (check_out_at is null or check_out_at >= check_in_at)
);
--> statement-breakpoint
CREATE TABLE "booking_slots" (
	"gym_id" text NOT NULL,
	"slot_date" date NOT NULL,
	"slot_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_slots_gym_id_slot_date_slot_time_pk" PRIMARY KEY("gym_id","slot_date","slot_time"),
	CONSTRAINT "booking_slots_booked_check" CHECK (booked >= 0 and booked <= capacity)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"member_id" text NOT NULL,
	"gym_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"pass_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"slot_time" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_method" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_code_unique" UNIQUE("code"),
	CONSTRAINT "bookings_status_check" CHECK (status in ('pending', 'confirmed', 'cancelled', 'completed')),
	CONSTRAINT "bookings_payment_status_check" CHECK (payment_status in ('unpaid', 'paid', 'refunded', 'failed')),
	CONSTRAINT "bookings_payment_method_check" CHECK (payment_method in ('online', 'at_gym')),
	CONSTRAINT "bookings_pass_type_check" CHECK (pass_type in ('day', 'weekly', 'monthly', 'quarterly', 'yearly')),
	CONSTRAINT "bookings_amount_check" CHECK (amount_paise >= 0),
	CONSTRAINT "bookings_dates_check" CHECK (end_date >= start_date)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_memberships" (
	"id" text PRIMARY KEY NOT NULL,
	"gym_id" text NOT NULL,
	"member_id" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"gym_id" text NOT NULL,
	"pass_type" text NOT NULL,
	"price_paise" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "gym_plans_pass_type_check" CHECK (pass_type in ('day', 'weekly', 'monthly', 'quarterly', 'yearly')),
	CONSTRAINT "gym_plans_price_check" CHECK (price_paise >= 0),
	CONSTRAINT "gym_plans_days_check" CHECK (duration_days > 0)
);
--> statement-breakpoint
CREATE TABLE "gyms" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"area" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"gym_type" text NOT NULL,
	"category" text NOT NULL,
	"established_year" integer,
	"contact_number" text NOT NULL,
	"email" text,
	"description" text,
	"weekly_off" text DEFAULT 'none' NOT NULL,
	"opening_time" text DEFAULT '06:00' NOT NULL,
	"closing_time" text DEFAULT '22:00' NOT NULL,
	"timezone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"slot_capacity" integer DEFAULT 30 NOT NULL,
	"rating_avg" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"day_pass_paise" integer,
	"monthly_paise" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || area || ' ' || city || ' ' || pincode)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gyms_gym_type_check" CHECK (gym_type in ('fitness_center', 'yoga_studio', 'crossfit_box', 'martial_arts', 'sports_complex')),
	CONSTRAINT "gyms_category_check" CHECK (category in ('standard', 'premium', 'luxury', 'budget')),
	CONSTRAINT "gyms_weekly_off_check" CHECK (weekly_off in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'none')),
	CONSTRAINT "gyms_pincode_check" CHECK (pincode ~ '^[0-9]{6}$'),
	CONSTRAINT "gyms_year_check" CHECK (established_year is null or established_year >= 1900),
	CONSTRAINT "gyms_rating_check" CHECK (rating_avg >= 0 and rating_avg <= 5),
	CONSTRAINT "gyms_times_check" CHECK (opening_time ~ '^[0-2][0-9]:[0-5][0-9]$' and closing_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
	CONSTRAINT "gyms_capacity_check" CHECK (slot_capacity > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"user_type" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resend_after" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "otp_challenges_attempts_check" CHECK (attempts >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"member_id" text NOT NULL,
	"gym_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_amount_check" CHECK (amount_paise >= 0),
	CONSTRAINT "payments_method_check" CHECK (method in ('online', 'at_gym')),
	CONSTRAINT "payments_status_check" CHECK (status in ('created', 'paid', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"gym_id" text NOT NULL,
	"member_id" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"approved" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK (rating between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "trainers" (
	"id" text PRIMARY KEY NOT NULL,
	"gym_id" text,
	"user_id" text,
	"name" text NOT NULL,
	"experience_years" integer NOT NULL,
	"availability" text DEFAULT '' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainers_experience_check" CHECK (experience_years >= 0 and experience_years <= 80)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"password_hash" text,
	"user_type" text DEFAULT 'member' NOT NULL,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "users_user_type_check" CHECK (user_type in ('member', 'gym_owner', 'trainer')),
	CONSTRAINT "users_mobile_check" CHECK (mobile ~ '^\+91[6-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_plan_id_gym_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."gym_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_memberships" ADD CONSTRAINT "gym_memberships_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_memberships" ADD CONSTRAINT "gym_memberships_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_plans" ADD CONSTRAINT "gym_plans_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gyms" ADD CONSTRAINT "gyms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainers" ADD CONSTRAINT "trainers_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainers" ADD CONSTRAINT "trainers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_gym_idx" ON "announcements" USING btree ("gym_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_open_uq" ON "attendance" USING btree ("member_id","gym_id") WHERE check_out_at is null;--> statement-breakpoint
CREATE INDEX "attendance_gym_idx" ON "attendance" USING btree ("gym_id","check_in_at");--> statement-breakpoint
CREATE INDEX "attendance_member_idx" ON "attendance" USING btree ("member_id","check_in_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_member_idem_uq" ON "bookings" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_member_idx" ON "bookings" USING btree ("member_id","start_date");--> statement-breakpoint
CREATE INDEX "bookings_gym_idx" ON "bookings" USING btree ("gym_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "gym_memberships_uq" ON "gym_memberships" USING btree ("gym_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gym_plans_gym_pass_uq" ON "gym_plans" USING btree ("gym_id","pass_type");--> statement-breakpoint
CREATE INDEX "gyms_search_trgm_idx" ON "gyms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gyms_city_idx" ON "gyms" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "gyms_owner_idx" ON "gyms" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "gyms_rating_idx" ON "gyms" USING btree ("rating_avg");--> statement-breakpoint
CREATE INDEX "gyms_monthly_idx" ON "gyms" USING btree ("monthly_paise");--> statement-breakpoint
CREATE INDEX "gyms_amenities_idx" ON "gyms" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "otp_challenges_mobile_idx" ON "otp_challenges" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_ip_idx" ON "otp_challenges" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_gym_idx" ON "payments" USING btree ("gym_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_gym_member_uq" ON "reviews" USING btree ("gym_id","member_id");--> statement-breakpoint
CREATE INDEX "reviews_gym_idx" ON "reviews" USING btree ("gym_id","approved","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trainers_gym_idx" ON "trainers" USING btree ("gym_id");