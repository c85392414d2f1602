-- PROF-01 `sparks_quizzes`, PROF-06: a member's answers to the quizzes of the catalogue (server/users/quiz-catalogue.ts),
-- as [{ "id": "qz_1", "answer_ids": ["2"] }], in the order the member gave them.
ALTER TABLE users ADD COLUMN quizzes jsonb NOT NULL DEFAULT '[]';
