import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serialiseQuizzes } from '../../core/profile';
import { signedIn, type SignedIn } from '../recs/testing/discovery-members';
import { startTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

const save = (member: SignedIn, body: unknown) => t.client().post('/v2/profile/quizzes', { token: member.token, body });
const own = async (member: SignedIn) => (await t.client().get('/v2/profile', { token: member.token })).body.data;
const answers = (id: string, ...ids: string[]) => ({ id, answer_details: ids.map((answer_id) => ({ answer_id })) });

describe('PROF-06: quizzes on the server', () => {
  it('PROF-06: the profile offers the quiz catalogue; answers are saved whole, read back with their words, and serialise as the rule says', async () => {
    const me = await signedIn(t, '+14155550901');
    const before = await own(me);
    expect(before.user.sparks_quizzes).toEqual([]);
    expect(before.available_quizzes.map((q: { id: string }) => q.id)).toEqual(['qz_1', 'qz_2', 'qz_3']);
    expect(before.available_quizzes[1]).toMatchObject({ question: 'A perfect Sunday', max_answers: 2 });
    const saved = await save(me, { sparks_quizzes: [answers('qz_2', '2', '4'), answers('qz_1', '1'), answers('qz_3')] });
    expect(saved.status).toBe(200);
    const expected = [
      { id: 'qz_2', question: 'A perfect Sunday', answer_details: [{ answer_id: '2', answer_text: 'Brunch with friends' }, { answer_id: '4', answer_text: 'Cooking at home' }] },
      { id: 'qz_1', question: 'My ideal first date', answer_details: [{ answer_id: '1', answer_text: 'Coffee and a walk' }] },
    ];
    expect(saved.body.data.user.sparks_quizzes).toEqual(expected);
    expect((await own(me)).user.sparks_quizzes).toEqual(expected);
    // The same answers in PROF-06's serialisation.
    expect(serialiseQuizzes((await own(me)).user.sparks_quizzes)).toBe('{qz_2_2,qz_2_4;qz_1_1}');
    // An empty list removes them.
    expect((await save(me, { sparks_quizzes: [] })).body.data.user.sparks_quizzes).toEqual([]);
  });

  it('PROF-06: an unknown quiz or choice, a quiz twice, a choice twice or more answers than the quiz takes are refused by field, and nothing is written', async () => {
    const me = await signedIn(t, '+14155550902');
    await save(me, { sparks_quizzes: [answers('qz_1', '3')] });
    for (const body of [[answers('qz_9', '1')], [answers('qz_1', '9')], [answers('qz_1', '1'), answers('qz_1', '2')], [answers('qz_2', '1', '1')]]) {
      const refused = await save(me, { sparks_quizzes: body });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual([{ field: 'sparks_quizzes', reason: 'unknown' }]);
    }
    const tooMany = await save(me, { sparks_quizzes: [answers('qz_2', '1', '2', '3')] });
    expect(tooMany.body.error.fields).toEqual([{ field: 'sparks_quizzes', reason: 'range', min: 1, max: 2 }]);
    expect((await save(me, { sparks_quizzes: [{ id: '../x', answer_details: [] }] })).status).toBe(400);
    expect((await own(me)).user.sparks_quizzes.map((q: { id: string }) => q.id)).toEqual(['qz_1']);
  });

  it('PROF-06: the answers show on the member`s card, to others and in their own preview', async () => {
    const me = await signedIn(t, '+14155550903');
    const other = await signedIn(t, '+14155550904');
    await save(me, { sparks_quizzes: [answers('qz_3', '1', '3')] });
    for (const viewer of [me, other]) {
      const card = (await t.client().get(`/user/${me.id}`, { token: viewer.token })).body.data;
      expect(card.sparks_quizzes).toEqual([{ id: 'qz_3', question: 'I could talk for hours about', answer_details: [{ answer_id: '1', answer_text: 'Music' }, { answer_id: '3', answer_text: 'Travel' }] }]);
    }
  });
});
