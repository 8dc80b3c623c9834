CREATE TABLE "pickup_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"unit_id" uuid,
	"pickup_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'OFFERED' NOT NULL,
	"offered_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "trips_pickup_idx";--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "acceptance_mode" text DEFAULT 'FIRST_TO_ACCEPT' NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "offer_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "offers_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "committed_pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pickup_offers" ADD CONSTRAINT "pickup_offers_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_offers" ADD CONSTRAINT "pickup_offers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_offers" ADD CONSTRAINT "pickup_offers_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_offers" ADD CONSTRAINT "pickup_offers_offered_by_id_users_id_fk" FOREIGN KEY ("offered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_offers_trip_agency_unique" ON "pickup_offers" USING btree ("trip_id","agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_offers_one_award" ON "pickup_offers" USING btree ("trip_id") WHERE "pickup_offers"."status" = 'AWARDED';--> statement-breakpoint
CREATE INDEX "trips_offer_deadline_idx" ON "trips" USING btree ("offer_deadline") WHERE "trips"."offer_deadline" is not null and "trips"."offers_closed_at" is null;--> statement-breakpoint
CREATE INDEX "trips_pickup_idx" ON "trips" USING btree ("pickup_timestamp","accepted_timestamp","ready_end","assigned_agency_id","assigned_unit_id","arrived_at_pickup","committed_pickup_at") WHERE "trips"."pickup_timestamp" is not null;