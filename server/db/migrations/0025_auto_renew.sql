CREATE TABLE "renewal_mandates" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"member_id" text NOT NULL,
	"gym_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_mandate_id" text NOT NULL,
	"provider_customer_id" text,
	"provider_token_id" text,
	"max_amount_paise" integer NOT NULL,
	"frequency" text NOT NULL,
	"valid_until" date NOT NULL,
	"cycle_end_date" date,
	"noticed_at" timestamp with time zone,
	"notice_amount_paise" integer,
	"notice_by_link" boolean DEFAULT false NOT NULL,
	"debit_on" date,
	"debit_after" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"payment_id" text,
	"last_error" text,
	"failed_on" date,
	"revoke_pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_mandates_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "renewal_mandates_provider_mandate_id_unique" UNIQUE("provider_mandate_id"),
	CONSTRAINT "renewal_mandates_status_check" CHECK (status in ('pending', 'active', 'skipped', 'cancelled', 'failed')),
	CONSTRAINT "renewal_mandates_frequency_check" CHECK (frequency in ('monthly', 'quarterly', 'yearly')),
	CONSTRAINT "renewal_mandates_amount_check" CHECK (max_amount_paise > 0 and (notice_amount_paise is null or notice_amount_paise >= 0))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "renewed_from_id" text;--> statement-breakpoint
ALTER TABLE "renewal_mandates" ADD CONSTRAINT "renewal_mandates_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_mandates" ADD CONSTRAINT "renewal_mandates_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_mandates" ADD CONSTRAINT "renewal_mandates_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_mandates" ADD CONSTRAINT "renewal_mandates_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renewal_mandates_gym_idx" ON "renewal_mandates" USING btree ("gym_id","status");--> statement-breakpoint
CREATE INDEX "renewal_mandates_member_idx" ON "renewal_mandates" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_renewed_from_id_bookings_id_fk" FOREIGN KEY ("renewed_from_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK (kind in ('booking_confirmed', 'booking_cancelled', 'booking_reminder', 'booking_rescheduled', 'payment_received', 'owner_activity', 'owner_daily_summary', 'pass_ending', 'class_promoted', 'class_cancelled', 'class_moved', 'announcement', 'platform_notice', 'staff_invited', 'renewal_notice', 'renewal_failed'));