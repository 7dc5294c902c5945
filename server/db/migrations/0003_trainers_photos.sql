CREATE TABLE "gym_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"gym_id" text NOT NULL,
	"position" integer NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_photos_position_check" CHECK (position >= 0 and position < 10),
	CONSTRAINT "gym_photos_size_check" CHECK (width > 0 and height > 0)
);
--> statement-breakpoint
DROP INDEX "trainers_gym_idx";--> statement-breakpoint
ALTER TABLE "trainers" ADD COLUMN "status" text DEFAULT 'accepted' NOT NULL;--> statement-breakpoint
ALTER TABLE "trainers" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gym_photos" ADD CONSTRAINT "gym_photos_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gym_photos_position_uq" ON "gym_photos" USING btree ("gym_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "gym_photos_cover_uq" ON "gym_photos" USING btree ("gym_id") WHERE is_cover;--> statement-breakpoint
CREATE UNIQUE INDEX "trainers_gym_user_live_uq" ON "trainers" USING btree ("gym_id","user_id") WHERE status <> 'declined';--> statement-breakpoint
CREATE INDEX "trainers_gym_idx" ON "trainers" USING btree ("gym_id","status");--> statement-breakpoint
ALTER TABLE "trainers" ADD CONSTRAINT "trainers_status_check" CHECK (status in ('pending', 'accepted', 'declined'));