-- The message outbox (issue 22): one row per message per channel, sent once by the worker every replica runs.
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"recipient_id" text NOT NULL,
	"recipient_mobile" text,
	"recipient_email" text,
	"gym_id" text,
	"booking_id" text,
	"dedupe_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"text" text,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "messages_kind_check" CHECK (kind in ('booking_confirmed', 'booking_cancelled', 'booking_reminder', 'owner_activity')),
	CONSTRAINT "messages_channel_check" CHECK (channel in ('sms', 'whatsapp', 'email', 'in_app')),
	CONSTRAINT "messages_status_check" CHECK (status in ('pending', 'sending', 'sent', 'failed', 'dropped')),
	CONSTRAINT "messages_recipient_check" CHECK (channel = 'in_app' or recipient_mobile is not null or recipient_email is not null)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("next_attempt_at") WHERE status in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "messages_recipient_idx" ON "messages" USING btree ("recipient_id","channel","sent_at");--> statement-breakpoint
CREATE INDEX "messages_booking_idx" ON "messages" USING btree ("booking_id");
