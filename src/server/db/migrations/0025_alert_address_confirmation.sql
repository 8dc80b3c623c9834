-- Addresses and numbers saved before now start unconfirmed: nobody proved them, so until their owner enters a code,
-- e-mail goes to the account's own address (an alert address equal to it counts as confirmed) and no text is sent.
CREATE TABLE "alert_confirmation_codes" (
	"user_id" uuid NOT NULL,
	"field" text NOT NULL,
	"address" text NOT NULL,
	"code_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"hour_started_at" timestamp with time zone NOT NULL,
	"sent_this_hour" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "alert_confirmation_codes_user_id_field_pk" PRIMARY KEY("user_id","field")
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "email_address_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "phone_number_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_confirmation_codes" ADD CONSTRAINT "alert_confirmation_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;