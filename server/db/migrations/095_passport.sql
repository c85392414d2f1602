-- SET-14 passport: the place a member travels to (a place of the catalogue, server/geo/places.ts), its position as
-- it was when chosen, and the cell derived from it (migration 020's grid): while a member whose tier has the
-- passport travels, their recs and the distances on the cards they see are measured from this cell.
ALTER TABLE users
  ADD COLUMN travel_place_id text,
  ADD COLUMN travel_lat double precision CHECK (travel_lat BETWEEN -90 AND 90),
  ADD COLUMN travel_lng double precision CHECK (travel_lng BETWEEN -180 AND 180),
  ADD COLUMN travel_started_at timestamptz,
  ADD COLUMN travel_cell_lat double precision GENERATED ALWAYS AS (spark_cell_lat(travel_lat)) STORED,
  ADD COLUMN travel_cell_lng double precision GENERATED ALWAYS AS (spark_cell_lng(travel_lat, travel_lng)) STORED,
  ADD CONSTRAINT users_travel_whole CHECK (
    (travel_place_id IS NULL AND travel_lat IS NULL AND travel_lng IS NULL AND travel_started_at IS NULL)
    OR (travel_place_id IS NOT NULL AND travel_lat IS NOT NULL AND travel_lng IS NOT NULL AND travel_started_at IS NOT NULL)
  );
