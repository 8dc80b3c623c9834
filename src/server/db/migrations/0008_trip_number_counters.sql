-- Trip numbers come from a counter row per UTC day, so simultaneous requests queue on it instead of clashing on max + 1
CREATE TABLE "trip_number_counters" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
