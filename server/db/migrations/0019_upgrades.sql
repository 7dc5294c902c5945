ALTER TABLE "bookings" ADD COLUMN "upgraded_from_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "upgrade_credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_upgraded_from_id_bookings_id_fk" FOREIGN KEY ("upgraded_from_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_upgraded_from_uq" ON "bookings" USING btree ("upgraded_from_id") WHERE upgraded_from_id is not null and status in ('pending', 'confirmed');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_upgrade_credit_check" CHECK (upgrade_credit_paise >= 0);