CREATE TABLE "preferred_agencies" (
	"hospital_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "preferred_agencies_hospital_id_agency_id_pk" PRIMARY KEY("hospital_id","agency_id"),
	CONSTRAINT "preferred_agencies_position_unique" UNIQUE("hospital_id","position"),
	CONSTRAINT "preferred_agencies_position_check" CHECK ("preferred_agencies"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "preferred_agencies" ADD CONSTRAINT "preferred_agencies_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferred_agencies" ADD CONSTRAINT "preferred_agencies_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preferred_agencies_agency_idx" ON "preferred_agencies" USING btree ("agency_id");