CREATE TABLE "crew_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trip_steps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"step" text NOT NULL,
	"unit_id" uuid,
	"recorded_by_id" uuid,
	"recorded_by_name" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"device_time" timestamp with time zone,
	"clock_offset_ms" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_meters" double precision,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "latest_step" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "latest_step_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "certification" text;--> statement-breakpoint
ALTER TABLE "crew_shifts" ADD CONSTRAINT "crew_shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_shifts" ADD CONSTRAINT "crew_shifts_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_steps" ADD CONSTRAINT "trip_steps_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_steps" ADD CONSTRAINT "trip_steps_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_steps" ADD CONSTRAINT "trip_steps_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crew_shifts_current_unique" ON "crew_shifts" USING btree ("user_id") WHERE "crew_shifts"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "crew_shifts_unit_idx" ON "crew_shifts" USING btree ("unit_id") WHERE "crew_shifts"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "trip_steps_trip_idx" ON "trip_steps" USING btree ("trip_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_steps_trip_step_unique" ON "trip_steps" USING btree ("trip_id","step") WHERE "trip_steps"."undone_at" is null;