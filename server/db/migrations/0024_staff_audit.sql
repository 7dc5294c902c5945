CREATE TABLE "desk_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"gym_id" text NOT NULL,
	"actor_id" text,
	"actor_role" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "desk_actions_role_check" CHECK (actor_role in ('owner', 'manager', 'front_desk')),
	CONSTRAINT "desk_actions_kind_check" CHECK (kind in ('check_in', 'payment', 'walk_in', 'status_change', 'class_mark'))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "desk_actions" ADD CONSTRAINT "desk_actions_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_actions" ADD CONSTRAINT "desk_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_actions_gym_at_idx" ON "desk_actions" USING btree ("gym_id","at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK (kind in ('booking_confirmed', 'booking_cancelled', 'booking_reminder', 'booking_rescheduled', 'payment_received', 'owner_activity', 'owner_daily_summary', 'pass_ending', 'class_promoted', 'class_cancelled', 'class_moved', 'announcement', 'platform_notice', 'staff_invited'));