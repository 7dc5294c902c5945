CREATE TABLE "promos" (
	"id" text PRIMARY KEY NOT NULL,
	"gym_id" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"pass_types" text[] NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"max_uses" integer,
	"once_per_member" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promos_kind_check" CHECK (kind in ('percent', 'flat')),
	CONSTRAINT "promos_value_check" CHECK (value > 0 and (kind <> 'percent' or value <= 100)),
	CONSTRAINT "promos_dates_check" CHECK (valid_to >= valid_from),
	CONSTRAINT "promos_max_uses_check" CHECK (max_uses is null or max_uses > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "upi_id" text;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promos_gym_code_uq" ON "promos" USING btree ("gym_id","code");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_promo_idx" ON "bookings" USING btree ("promo_id","member_id") WHERE promo_id is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_discount_check" CHECK (discount_paise >= 0);--> statement-breakpoint
ALTER TABLE "gyms" ADD CONSTRAINT "gyms_upi_id_check" CHECK (upi_id is null or upi_id ~ '^[A-Za-z0-9._-]{2,100}@[A-Za-z][A-Za-z0-9]{1,63}$');