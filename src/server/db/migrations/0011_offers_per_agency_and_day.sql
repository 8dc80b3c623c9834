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
-- Offers made add to their agency's day, offers removed take away, a changed agency or time moves them: once per
-- statement, from its transition tables. Additions are applied in key order, so two statements adding to the same
-- days and agencies lock the rows in the same order and never deadlock; removals only lower rows that exist (an
-- agency being deleted takes its rows with it).
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
CREATE OR REPLACE FUNCTION agency_offer_days_move() RETURNS trigger AS $$
BEGIN
  -- answering an offer changes neither its agency nor its time: the net change is nothing and no row is touched
  WITH net AS (
    SELECT day, agency_id, sum(n) AS n FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, agency_id, 1 AS n FROM new_offers
      UNION ALL
      SELECT (created_at AT TIME ZONE 'UTC')::date, agency_id, -1 FROM old_offers
    ) changes GROUP BY 1, 2 HAVING sum(n) <> 0
  ),
  lowered AS (
    UPDATE agency_offer_days d SET offers = d.offers + net.n FROM net
    WHERE net.n < 0 AND d.day = net.day AND d.agency_id = net.agency_id
  )
  INSERT INTO agency_offer_days (day, agency_id, offers)
  SELECT day, agency_id, n FROM net WHERE n > 0 ORDER BY 1, 2
  ON CONFLICT (day, agency_id) DO UPDATE SET offers = agency_offer_days.offers + EXCLUDED.offers;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER agency_offer_days_on_insert AFTER INSERT ON agency_responses
  REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION agency_offer_days_add();
--> statement-breakpoint
CREATE TRIGGER agency_offer_days_on_delete AFTER DELETE ON agency_responses
  REFERENCING OLD TABLE AS old_offers FOR EACH STATEMENT EXECUTE FUNCTION agency_offer_days_remove();
--> statement-breakpoint
CREATE TRIGGER agency_offer_days_on_update AFTER UPDATE ON agency_responses
  REFERENCING OLD TABLE AS old_offers NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION agency_offer_days_move();
