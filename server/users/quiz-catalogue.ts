/**
 * The quizzes a member may answer for their card (PROF-01 `sparks_quizzes`, PROF-06: a quiz has an `id` and
 * `answer_details[].answer_id`): each a question with its choices and the most answers it takes. Stored as
 * `[{ id, answer_ids }]` (migration 097).
 */
export interface Quiz {
  readonly id: string;
  readonly question: string;
  /** How many choices one member may pick (1: one answer). */
  readonly maxAnswers: number;
  readonly choices: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

const quiz = (id: string, question: string, maxAnswers: number, choices: readonly string[]): Quiz => ({
  id,
  question,
  maxAnswers,
  choices: choices.map((name, i) => ({ id: String(i + 1), name })),
});

export const QUIZ_CATALOGUE: readonly Quiz[] = [
  quiz('qz_1', 'My ideal first date', 1, ['Coffee and a walk', 'Dinner somewhere new', 'A museum or a gallery', 'Something outdoors', 'Drinks and a show']),
  quiz('qz_2', 'A perfect Sunday', 2, ['Sleeping in', 'Brunch with friends', 'A long run', 'Cooking at home', 'A day trip', 'Reading all day']),
  quiz('qz_3', 'I could talk for hours about', 3, ['Music', 'Films and series', 'Travel', 'Food', 'Science', 'Books', 'Sport', 'Art']),
];

/** At most this many quiz answers on one card: one answer set per quiz of the catalogue. */
export const quizById = (id: string): Quiz | undefined => QUIZ_CATALOGUE.find((q) => q.id === id);

/** Stored answers as the wire names them (PROF-06 field names), with the catalogue's words; unknown ones are left out. */
export const quizzesJson = (stored: ReadonlyArray<{ readonly id: string; readonly answer_ids: readonly string[] }>) =>
  stored.flatMap((answered) => {
    const entry = quizById(answered.id);
    const answers = entry?.choices.filter((c) => answered.answer_ids.includes(c.id)) ?? [];
    return entry && answers.length > 0 ? [{ id: entry.id, question: entry.question, answer_details: answers.map((a) => ({ answer_id: a.id, answer_text: a.name })) }] : [];
  });

/** The catalogue as `GET /v2/profile` offers it (`available_quizzes`). */
export const availableQuizzesJson = () => QUIZ_CATALOGUE.map((q) => ({ id: q.id, question: q.question, max_answers: q.maxAnswers, choices: q.choices }));
