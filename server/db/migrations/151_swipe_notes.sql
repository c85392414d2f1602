-- RECS-15: a swipe note: a short message sent with a like (one bought swipe note each), shown on the liker's card to
-- the member liked. Plain text; the client shows it as text, never as markup.
ALTER TABLE likes ADD COLUMN swipe_note text CHECK (char_length(swipe_note) BETWEEN 1 AND 140);
