CREATE TABLE "standing_order_dates" (
	"standing_order_id" uuid NOT NULL,
	"date" date NOT NULL,
	"skipped" boolean DEFAULT false NOT NULL,
	"time" text,
	"trip_id" uuid,
	CONSTRAINT "standing_order_dates_standing_order_id_date_pk" PRIMARY KEY("standing_order_id","date")
);
--> statement-breakpoint
CREATE TABLE "standing_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hospital_id" uuid NOT NULL,
	"created_by_id" uuid NOT NULL,
	"time_zone" text NOT NULL,
	"trip" jsonb NOT NULL,
	"days_of_week" text[],
	"every_days" integer,
	"time" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"count" integer,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "standing_order_dates" ADD CONSTRAINT "standing_order_dates_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_dates" ADD CONSTRAINT "standing_order_dates_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standing_order_dates_trip_idx" ON "standing_order_dates" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "standing_orders_hospital_idx" ON "standing_orders" USING btree ("hospital_id");