-- New messages and webhook deliveries wake the outbox workers of every instance at once (channel tcc_outbox) instead
-- of at their next poll (src/server/modules/outbox/outbox-worker.ts).
CREATE OR REPLACE FUNCTION "outbox_wake"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tcc_outbox', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "outbox_wake" AFTER INSERT ON "outbox" FOR EACH STATEMENT EXECUTE FUNCTION "outbox_wake"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "webhook_deliveries_wake" AFTER INSERT ON "webhook_deliveries" FOR EACH STATEMENT EXECUTE FUNCTION "outbox_wake"();
