CREATE TABLE "single_sign_on_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hospital_id" uuid,
	"agency_id" uuid,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"auto_join" boolean DEFAULT false NOT NULL,
	"password_sign_in" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "single_sign_on_connections_one_organisation" CHECK (num_nonnulls("single_sign_on_connections"."hospital_id", "single_sign_on_connections"."agency_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "single_sign_on_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"connection_id" uuid NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "single_sign_on_attempts" (
	"state" text PRIMARY KEY NOT NULL,
	"connection_id" uuid NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "single_sign_on_handoffs" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "single_sign_on_connections" ADD CONSTRAINT "single_sign_on_connections_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_sign_on_connections" ADD CONSTRAINT "single_sign_on_connections_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_sign_on_domains" ADD CONSTRAINT "single_sign_on_domains_connection_id_single_sign_on_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."single_sign_on_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_sign_on_attempts" ADD CONSTRAINT "single_sign_on_attempts_connection_id_single_sign_on_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."single_sign_on_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_sign_on_handoffs" ADD CONSTRAINT "single_sign_on_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "single_sign_on_connections_hospital_unique" ON "single_sign_on_connections" USING btree ("hospital_id");--> statement-breakpoint
CREATE UNIQUE INDEX "single_sign_on_connections_agency_unique" ON "single_sign_on_connections" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "single_sign_on_domains_connection_idx" ON "single_sign_on_domains" USING btree ("connection_id");
