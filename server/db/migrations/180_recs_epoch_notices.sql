-- Issue 11: a server process learns that a recs epoch of migration 098 moved without asking the database. Every
-- move is announced with pg_notify on `spark_recs_<schema>` (the namespacing of server/db/pg-database.ts):
-- 'u:<id>' when a member's own epoch moves, 'w' when the world's does. Delivered at commit, and not at all on a
-- rollback, as the epochs themselves. server/recs/recs.service.ts answers a page from memory while it heard of no
-- move (on PGlite, where a notice arrives before the statement that committed it returns).
CREATE FUNCTION spark_recs_channel() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT left(lower('spark_recs_' || current_schema()), 63)
$$;

CREATE OR REPLACE FUNCTION spark_recs_own_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.recs_epoch = OLD.recs_epoch THEN
    NEW.recs_epoch := nextval('spark_recs_epochs');
  END IF;
  PERFORM pg_notify(spark_recs_channel(), 'u:' || NEW.id);
  RETURN NEW;
END
$$;

CREATE OR REPLACE FUNCTION spark_recs_world_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO recs_world (only_row, epoch) VALUES (true, nextval('spark_recs_epochs'))
    ON CONFLICT (only_row) DO UPDATE SET epoch = EXCLUDED.epoch;
  PERFORM pg_notify(spark_recs_channel(), 'w');
  RETURN NULL;
END
$$;

-- A boost whose end moves (none does so far) changes the earliest end a kept page was built with.
CREATE TRIGGER boosts_recs_world_ends AFTER UPDATE OF expires_at ON boosts FOR EACH STATEMENT EXECUTE FUNCTION spark_recs_world_moved();
