ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" USING btree ("refund_due_at") WHERE status = 'refund_pending';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK (status in ('created', 'paid', 'failed', 'refund_pending', 'refunded'));