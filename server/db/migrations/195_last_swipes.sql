-- Issue 11: a member's last swipe (RECS-14), the one a rewind may undo, moves with every like, super like and pass.
-- Kept in the member's own row, each swipe rewrote that wide row: its checks, its triggers and, when the row's page
-- had no room left, an entry in every index of the table (1.2 ms of the 4.3 ms a group of ten likes took on PGlite).
-- It now has a narrow row of its own, with an epoch of its own for the member's recs (migration 098): a member's own
-- epoch is their row's and this one's, so every swipe and rewind still moves it, and still announces it (migration
-- 180).
CREATE TABLE last_swipes (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  -- NULL once rewound, or once the member swiped was deleted.
  target_id text,
  kind text CHECK (kind IN ('like', 'superlike', 'pass')),
  at timestamptz,
  recs_epoch bigint NOT NULL
);

INSERT INTO last_swipes (user_id, target_id, kind, at, recs_epoch)
  SELECT id, last_swipe_id, last_swipe_kind, last_swipe_at, nextval('spark_recs_epochs') FROM users WHERE last_swipe_id IS NOT NULL;

ALTER TABLE users DROP COLUMN last_swipe_id, DROP COLUMN last_swipe_kind, DROP COLUMN last_swipe_at;

CREATE FUNCTION spark_last_swipe_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.recs_epoch := nextval('spark_recs_epochs');
  PERFORM pg_notify(spark_recs_channel(), 'u:' || NEW.user_id);
  RETURN NEW;
END
$$;
CREATE TRIGGER last_swipes_recs_own BEFORE INSERT OR UPDATE ON last_swipes FOR EACH ROW EXECUTE FUNCTION spark_last_swipe_moved();
