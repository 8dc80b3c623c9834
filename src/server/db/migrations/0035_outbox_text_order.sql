ALTER TABLE "outbox" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "hospital_id" uuid;--> statement-breakpoint
CREATE INDEX "outbox_texts_queued_idx" ON "outbox" USING btree ("to","seq") WHERE "outbox"."channel" = 'SMS' and "outbox"."status" in ('PENDING', 'SENDING');