CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_patient_contacts" (
	"trip_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"consent_recorded_by_id" uuid,
	"consent_recorded_by_name" text NOT NULL,
	"consent_recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "text_patients" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_patient_contacts" ADD CONSTRAINT "trip_patient_contacts_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_patient_contacts" ADD CONSTRAINT "trip_patient_contacts_consent_recorded_by_id_users_id_fk" FOREIGN KEY ("consent_recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;