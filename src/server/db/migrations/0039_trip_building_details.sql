ALTER TABLE "trips" ADD COLUMN "from_department" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "from_floor" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "from_room" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "to_department" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "to_floor" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "to_room" text;