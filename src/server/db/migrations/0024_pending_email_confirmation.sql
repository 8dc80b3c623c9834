ALTER TABLE "agencies" ADD COLUMN "pending_email_token_hash" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "pending_email_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "pending_email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "pending_email_token_hash" text;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "pending_email_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "pending_email_confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "agencies" SET "pending_email_confirmed_at" = "change_requested_at" WHERE "pending_email" IS NOT NULL AND "pending_email" <> '';--> statement-breakpoint
UPDATE "hospitals" SET "pending_email_confirmed_at" = "change_requested_at" WHERE "pending_email" IS NOT NULL AND "pending_email" <> '';
