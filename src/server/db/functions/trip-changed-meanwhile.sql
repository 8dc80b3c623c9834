-- A trip move is judged on the trip as read, then written in one statement that updates the trip only at the version
-- judged (src/server/modules/trips/move-write.ts). Should another change have come first, the statement calls this
-- function, whose error undoes the whole statement (history, notices and messages included) and tells the server to
-- read the trip again and judge anew (src/server/db/errors.ts, isChangedMeanwhile).
CREATE OR REPLACE FUNCTION "trip_changed_meanwhile"() RETURNS int LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'the trip changed after it was read' USING ERRCODE = 'TC001';
END $$;
