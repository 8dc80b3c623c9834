-- Offers received per agency and UTC day, kept by triggers on agency_responses: a 30-day window adds up its whole
-- days here (a hundred rows a day) and reads only its partial first and last day offer by offer.
CREATE TABLE "agency_offer_days" (
	"day" date NOT NULL,
	"agency_id" uuid NOT NULL,
	"offers" integer NOT NULL,
	CONSTRAINT "agency_offer_days_day_agency_id_pk" PRIMARY KEY("day","agency_id")
);
--> statement-breakpoint
ALTER TABLE "agency_offer_days" ADD CONSTRAINT "agency_offer_days_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "agency_offer_days" ("day", "agency_id", "offers")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, "agency_id", count(*) FROM "agency_responses" GROUP BY 1, 2;--> statement-breakpoint
-- An offer made adds one to its agency's day, an offer removed takes one away; a changed agency or time moves it.
CREATE OR REPLACE FUNCTION agency_offer_days_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE agency_offer_days SET offers = offers - 1
    WHERE day = (OLD.created_at AT TIME ZONE 'UTC')::date AND agency_id = OLD.agency_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO agency_offer_days (day, agency_id, offers) VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.agency_id, 1)
    ON CONFLICT (day, agency_id) DO UPDATE SET offers = agency_offer_days.offers + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER agency_offer_days_on_insert_or_delete
  AFTER INSERT OR DELETE ON agency_responses
  FOR EACH ROW EXECUTE FUNCTION agency_offer_days_count();
--> statement-breakpoint
CREATE TRIGGER agency_offer_days_on_move
  AFTER UPDATE OF agency_id, created_at ON agency_responses
  FOR EACH ROW WHEN (OLD.agency_id IS DISTINCT FROM NEW.agency_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION agency_offer_days_count();
