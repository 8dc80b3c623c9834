CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "require_unit_on_accept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_responses" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "agency_responses" ADD COLUMN "suggested_unit_id" uuid;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "agency_responses" ADD CONSTRAINT "agency_responses_suggested_unit_id_units_id_fk" FOREIGN KEY ("suggested_unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;