CREATE TABLE "account_suspensions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"suspended_by" text,
	"gym_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"review_id" text NOT NULL,
	"target" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reports_target_check" CHECK (target in ('review', 'reply')),
	CONSTRAINT "content_reports_status_check" CHECK (status in ('open', 'hidden', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "gym_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"gym_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gstin" text,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cause" text DEFAULT 'submitted' NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "gym_verifications_status_check" CHECK (status in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_user_type_check";--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_suspended_by_users_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_verifications" ADD CONSTRAINT "gym_verifications_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_verifications" ADD CONSTRAINT "gym_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_open_uq" ON "content_reports" USING btree ("review_id","target","reporter_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "content_reports_status_idx" ON "content_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gym_verifications_pending_uq" ON "gym_verifications" USING btree ("gym_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "gym_verifications_gym_idx" ON "gym_verifications" USING btree ("gym_id","submitted_at");--> statement-breakpoint
CREATE INDEX "gym_verifications_queue_idx" ON "gym_verifications" USING btree ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK (kind in ('booking_confirmed', 'booking_cancelled', 'booking_reminder', 'owner_activity', 'pass_ending', 'class_promoted', 'class_cancelled', 'class_moved', 'platform_notice'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_check" CHECK (user_type in ('member', 'gym_owner', 'trainer', 'admin'));--> statement-breakpoint
-- Append-only at the database too (issue 25): any UPDATE or DELETE of an audit row fails, whoever sends it.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows are never updated or deleted';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
