-- Organisations' name and e-mail changes wait for the control center; active names are unique whatever the case;
-- password reset links are stored hashed on the account.
ALTER TABLE "agencies" ADD COLUMN "pending_name" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "change_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "pending_name" text;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "change_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_reset_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_reset_expires_at" timestamp with time zone;--> statement-breakpoint
-- A database that already holds two active organisations of one name keeps the oldest as it is and marks the
-- others with their id's first characters, so the unique indexes below can be built and an administrator can rename them.
UPDATE "agencies" a SET "name" = a."name" || ' (' || left(a."id"::text, 8) || ')'
WHERE a."is_active" AND EXISTS (
  SELECT 1 FROM "agencies" o WHERE o."is_active" AND lower(o."name") = lower(a."name") AND (o."created_at", o."id") < (a."created_at", a."id")
);--> statement-breakpoint
UPDATE "hospitals" h SET "name" = h."name" || ' (' || left(h."id"::text, 8) || ')'
WHERE h."is_active" AND EXISTS (
  SELECT 1 FROM "hospitals" o WHERE o."is_active" AND lower(o."name") = lower(h."name") AND (o."created_at", o."id") < (h."created_at", h."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_active_name_unique" ON "agencies" USING btree (lower("name")) WHERE "agencies"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "hospitals_active_name_unique" ON "hospitals" USING btree (lower("name")) WHERE "hospitals"."is_active";