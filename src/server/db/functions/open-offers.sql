-- An agency's open offers (open_offers): an offer is open while its agency has not declined it and its trip is
-- PENDING, so Available Trips reads them from an index. Each trigger below fires only on a change that can open or
-- close an offer, and sets those offers from what the rows now say, so the outcome is the same whichever runs first in
-- a statement that changes a trip and its offers together (an accept does). PL/pgSQL keeps each statement's plan for
-- the session.
CREATE OR REPLACE FUNCTION "open_offers_on_response"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM open_offers WHERE agency_id = OLD.agency_id AND trip_id = OLD.trip_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.response <> 'DECLINED' THEN
    INSERT INTO open_offers (agency_id, trip_id)
    SELECT NEW.agency_id, t.id FROM trips AS t WHERE t.id = NEW.trip_id AND t.status = 'PENDING'
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "open_offers_on_trip_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'PENDING' THEN
    INSERT INTO open_offers (agency_id, trip_id)
    SELECT r.agency_id, r.trip_id FROM agency_responses AS r WHERE r.trip_id = NEW.id AND r.response <> 'DECLINED'
    ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM open_offers WHERE trip_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "open_offers_on_response_insert" AFTER INSERT ON "agency_responses"
  FOR EACH ROW WHEN (NEW."response" <> 'DECLINED') EXECUTE FUNCTION "open_offers_on_response"();
--> statement-breakpoint
-- an accept's answer leaves the offer as open as it was (the trip's move closes it): only a decline, or its undoing, counts
CREATE OR REPLACE TRIGGER "open_offers_on_response_update" AFTER UPDATE ON "agency_responses"
  FOR EACH ROW WHEN ((OLD."response" = 'DECLINED') <> (NEW."response" = 'DECLINED')
    OR OLD."trip_id" <> NEW."trip_id" OR OLD."agency_id" <> NEW."agency_id")
  EXECUTE FUNCTION "open_offers_on_response"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "open_offers_on_response_delete" AFTER DELETE ON "agency_responses"
  FOR EACH ROW WHEN (OLD."response" <> 'DECLINED') EXECUTE FUNCTION "open_offers_on_response"();
--> statement-breakpoint
-- only a move into or out of PENDING opens or closes offers
CREATE OR REPLACE TRIGGER "open_offers_on_trip_status" AFTER UPDATE OF "status" ON "trips"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" AND 'PENDING' IN (OLD."status", NEW."status"))
  EXECUTE FUNCTION "open_offers_on_trip_status"();
