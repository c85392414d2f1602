-- Issue 11: a page of recs is served from the server's memory while nothing it depends on moved. Two epochs say
-- so, kept by the database itself, so every server process of one database sees every change:
-- * users.recs_epoch moves with any change to the member's own row: their discovery settings, position, travel
--   place, tier, and their last swipe (every like, super like, pass and rewind writes it); and with a block either
--   way.
-- * recs_world.epoch moves when members appear or go, or change whom they are shown to (finished onboarding, a
--   ban, deletion, hidden, their gender, age, interest or filters).
-- Epochs come from one sequence and never repeat, not even after the tables are emptied, so a page kept for a
-- member can never be taken for another's. What no epoch covers (others' photos, words, positions and likes)
-- shows within RECS_PAGE_FRESH_MS (server/recs/recs.service.ts).
CREATE SEQUENCE spark_recs_epochs;

ALTER TABLE users ADD COLUMN recs_epoch bigint NOT NULL DEFAULT nextval('spark_recs_epochs');

CREATE TABLE recs_world (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  epoch bigint NOT NULL
);
INSERT INTO recs_world (only_row, epoch) VALUES (true, nextval('spark_recs_epochs'));

CREATE FUNCTION spark_recs_own_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.recs_epoch = OLD.recs_epoch THEN
    NEW.recs_epoch := nextval('spark_recs_epochs');
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER users_recs_own BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION spark_recs_own_moved();

CREATE FUNCTION spark_recs_world_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO recs_world (only_row, epoch) VALUES (true, nextval('spark_recs_epochs'))
    ON CONFLICT (only_row) DO UPDATE SET epoch = EXCLUDED.epoch;
  RETURN NULL;
END
$$;
CREATE TRIGGER users_recs_world_rows AFTER INSERT OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION spark_recs_world_moved();
CREATE TRIGGER users_recs_world_shown AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.onboarding_state, OLD.banned_at, OLD.discoverable, OLD.discoverable_party, OLD.global_mode, OLD.gender, OLD.interested_in,
         OLD.birth_date, OLD.age_filter_min, OLD.age_filter_max, OLD.distance_filter)
        IS DISTINCT FROM
        (NEW.onboarding_state, NEW.banned_at, NEW.discoverable, NEW.discoverable_party, NEW.global_mode, NEW.gender, NEW.interested_in,
         NEW.birth_date, NEW.age_filter_min, NEW.age_filter_max, NEW.distance_filter))
  EXECUTE FUNCTION spark_recs_world_moved();

CREATE FUNCTION spark_recs_block_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pair record;
BEGIN
  IF TG_OP = 'DELETE' THEN pair := OLD; ELSE pair := NEW; END IF;
  UPDATE users SET recs_epoch = nextval('spark_recs_epochs') WHERE id IN (pair.blocker_id, pair.blocked_id);
  RETURN NULL;
END
$$;
CREATE TRIGGER blocks_recs AFTER INSERT OR DELETE ON blocks FOR EACH ROW EXECUTE FUNCTION spark_recs_block_moved();
