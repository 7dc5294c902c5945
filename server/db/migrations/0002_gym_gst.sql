ALTER TABLE "gyms" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "gst_rate_bp" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "gyms" ADD CONSTRAINT "gyms_gstin_check" CHECK (gstin is null or gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$');--> statement-breakpoint
ALTER TABLE "gyms" ADD CONSTRAINT "gyms_gst_rate_check" CHECK (gst_rate_bp between 0 and 2800);