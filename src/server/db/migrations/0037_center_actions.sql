ALTER TABLE "trip_history" ADD COLUMN "on_behalf_of" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "offered_again_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "phone_accepted_by" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "phone_recorded_by" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "phone_recorded_at" timestamp with time zone;