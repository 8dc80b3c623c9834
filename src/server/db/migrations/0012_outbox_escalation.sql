CREATE TABLE "control_center_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"escalation_minutes" integer DEFAULT 15 NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "control_center_settings_one_row" CHECK ("control_center_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "control_center_settings" ADD CONSTRAINT "control_center_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" in ('PENDING', 'SENDING');--> statement-breakpoint
CREATE INDEX "trips_awaiting_escalation_idx" ON "trips" USING btree ("created_at") WHERE "trips"."status" = 'PENDING' and "trips"."escalated_at" is null;--> statement-breakpoint
-- the mail recorded so far moves to the outbox; mail never delivered waits there for the worker
INSERT INTO "outbox" ("id", "channel", "to", "subject", "text", "status", "attempts", "next_attempt_at", "error", "created_at", "sent_at")
SELECT "id", 'EMAIL', "to", "subject", "text", CASE "status" WHEN 'QUEUED' THEN 'PENDING' ELSE "status" END,
       CASE "status" WHEN 'QUEUED' THEN 0 ELSE 1 END, "created_at", "error", "created_at", "sent_at"
FROM "mail_outbox";
--> statement-breakpoint
INSERT INTO "control_center_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Live events. Each change a screen shows is announced on the channel tcc_live when its transaction commits (NOTIFY
-- is transactional), whatever wrote it; every app instance listens and passes it to the browsers entitled to see it.
CREATE FUNCTION "live_trip_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('tcc_live', json_build_object(
    'kind', 'trip', 'tripId', r.id, 'status', r.status, 'hospitalId', r.hospital_id, 'agencyId', r.assigned_agency_id,
    'previousAgencyId', CASE WHEN TG_OP = 'UPDATE' THEN OLD.assigned_agency_id END)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trips_live" AFTER INSERT OR UPDATE OR DELETE ON "trips" FOR EACH ROW EXECUTE FUNCTION "live_trip_changed"();
--> statement-breakpoint
CREATE FUNCTION "live_offer_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tcc_live', json_build_object('kind', 'offer', 'tripId', NEW.trip_id, 'agencyId', NEW.agency_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "agency_responses_live" AFTER INSERT OR UPDATE ON "agency_responses" FOR EACH ROW EXECUTE FUNCTION "live_offer_changed"();
--> statement-breakpoint
CREATE FUNCTION "live_notice_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tcc_live', json_build_object('kind', 'notice', 'userId', NEW.user_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notifications_live" AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "live_notice_added"();
--> statement-breakpoint
-- a session signed out, expired by the purge or closed with its account: its open channels must close too
CREATE FUNCTION "live_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tcc_live', json_build_object('kind', 'session', 'sessionId', OLD.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_live_revoked" AFTER UPDATE OF "revoked_at" ON "sessions" FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION "live_session_ended"();
--> statement-breakpoint
CREATE TRIGGER "sessions_live_deleted" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "live_session_ended"();
--> statement-breakpoint
-- an account whose status, role or organisation changes: its channels close and reconnect with the new scope
CREATE FUNCTION "live_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tcc_live', json_build_object('kind', 'account', 'userId', NEW.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_live_changed" AFTER UPDATE OF "status", "user_type", "hospital_id", "agency_id" ON "users" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.user_type IS DISTINCT FROM NEW.user_type
        OR OLD.hospital_id IS DISTINCT FROM NEW.hospital_id OR OLD.agency_id IS DISTINCT FROM NEW.agency_id)
  EXECUTE FUNCTION "live_account_changed"();
--> statement-breakpoint
-- new messages wake the outbox workers of every instance at once instead of at their next poll
CREATE FUNCTION "outbox_wake"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tcc_outbox', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "outbox_wake" AFTER INSERT ON "outbox" FOR EACH STATEMENT EXECUTE FUNCTION "outbox_wake"();
