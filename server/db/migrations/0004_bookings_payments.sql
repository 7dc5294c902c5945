CREATE TABLE "receipt_counters" (
	"gym_id" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_counters_gym_id_financial_year_pk" PRIMARY KEY("gym_id","financial_year"),
	CONSTRAINT "receipt_counters_positive_check" CHECK (last_number > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "desk_method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_pending_idx" ON "bookings" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_uq" ON "payments" USING btree ("gym_id","receipt_number");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_desk_method_check" CHECK (desk_method is null or desk_method in ('cash', 'upi', 'card'));