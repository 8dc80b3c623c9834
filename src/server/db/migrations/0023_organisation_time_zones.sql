ALTER TABLE "agencies" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "time_zone" text;