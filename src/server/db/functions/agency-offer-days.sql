-- Offers received per agency and UTC day (agency_offer_days), kept by triggers on agency_responses: a 30-day window
-- adds up its whole days there and reads only its partial first and last day offer by offer.
-- Offers made add to their agency's day and offers removed take away, once per statement, from its transition tables.
-- Additions are applied in key order, so two statements adding to the same days and agencies lock the rows in the same
-- order and never deadlock; removals only lower rows that exist (an agency being deleted takes its rows with it).
CREATE OR REPLACE FUNCTION agency_offer_days_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO agency_offer_days (day, agency_id, offers)
  SELECT (created_at AT TIME ZONE 'UTC')::date, agency_id, count(*) FROM new_offers GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, agency_id) DO UPDATE SET offers = agency_offer_days.offers + EXCLUDED.offers;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION agency_offer_days_remove() RETURNS trigger AS $$
BEGIN
  UPDATE agency_offer_days d SET offers = d.offers - r.n
  FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, agency_id, count(*) AS n FROM old_offers GROUP BY 1, 2) r
  WHERE d.day = r.day AND d.agency_id = r.agency_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- an offer moved to another agency or time leaves its old day and agency for the new ones; the trigger fires per row
-- and only for such a move (answering an offer changes neither), tested by its WHEN condition without calling anything
CREATE OR REPLACE FUNCTION "agency_offer_days_shift"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE agency_offer_days SET offers = offers - 1
  WHERE day = (OLD.created_at AT TIME ZONE 'UTC')::date AND agency_id = OLD.agency_id;
  INSERT INTO agency_offer_days (day, agency_id, offers) VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.agency_id, 1)
  ON CONFLICT (day, agency_id) DO UPDATE SET offers = agency_offer_days.offers + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER agency_offer_days_on_insert AFTER INSERT ON agency_responses
  REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION agency_offer_days_add();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER agency_offer_days_on_delete AFTER DELETE ON agency_responses
  REFERENCING OLD TABLE AS old_offers FOR EACH STATEMENT EXECUTE FUNCTION agency_offer_days_remove();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "agency_offer_days_on_update" AFTER UPDATE OF "agency_id", "created_at" ON "agency_responses" FOR EACH ROW
  WHEN (OLD.agency_id IS DISTINCT FROM NEW.agency_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION "agency_offer_days_shift"();
