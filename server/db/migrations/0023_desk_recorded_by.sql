ALTER TABLE "attendance" ADD COLUMN "recorded_by_id" text;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "recorded_by_role" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "recorded_by_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "recorded_by_role" text;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD COLUMN "recorded_by_id" text;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD COLUMN "recorded_by_role" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by_role" text;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD CONSTRAINT "class_bookings_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_recorded_by_role_check" CHECK (recorded_by_role is null or recorded_by_role in ('owner', 'manager', 'front_desk'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_recorded_by_role_check" CHECK (recorded_by_role is null or recorded_by_role in ('owner', 'manager', 'front_desk'));--> statement-breakpoint
ALTER TABLE "class_bookings" ADD CONSTRAINT "class_bookings_recorded_by_role_check" CHECK (recorded_by_role is null or recorded_by_role in ('owner', 'manager', 'front_desk'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_role_check" CHECK (recorded_by_role is null or recorded_by_role in ('owner', 'manager', 'front_desk'));