import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canPickInterest,
  checkJob,
  checkPrompts,
  checkSchool,
  DEFAULT_HEIGHT_MEASURE_TYPE,
  heightMeasureTypeOf,
  interestBoundsOf,
  interestsWithinBounds,
  profileMeter,
  serialiseQuizzes,
  checkQuizzes,
} from './index';

const text = (min: number, max: number) => fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' });

describe('profile rules', () => {
  it('PROF-04: company, job title and school are accepted up to 128 characters and refused from 129', () => {
    fc.assert(
      fc.property(text(0, 300), text(0, 300), (company, title) => {
        const fields = checkJob({ company, title }).map((e) => e.field);
        expect(fields.includes('jobs.company')).toBe(company.length > 128);
        expect(fields.includes('jobs.title')).toBe(title.length > 128);
        expect(checkSchool(company).length > 0).toBe(company.length > 128);
      }),
    );
    expect(checkSchool('s'.repeat(128))).toEqual([]);
    expect(checkSchool('s'.repeat(129))).toEqual([{ field: 'schools.name', reason: 'too_long', max: 128 }]);
  });

  it('PROF-05: a selection saves only within [min_interests, max_interests]; the server`s bounds win, [3, 5] by default', () => {
    expect(interestBoundsOf(undefined, undefined)).toEqual({ min: 3, max: 5 });
    expect(interestBoundsOf(2, 7)).toEqual({ min: 2, max: 7 });
    fc.assert(
      fc.property(fc.nat(10), fc.nat(10), fc.nat(12), (a, b, count) => {
        const bounds = interestBoundsOf(Math.min(a, b), Math.max(a, b));
        expect(interestsWithinBounds(count, bounds)).toBe(count >= Math.min(a, b) && count <= Math.max(a, b));
        // Picking never goes above the maximum.
        if (canPickInterest(count, bounds)) expect(count + 1).toBeLessThanOrEqual(Math.max(a, b));
      }),
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (min, max) => {
        const bounds = interestBoundsOf(min, max);
        expect(bounds.min).toBeLessThanOrEqual(bounds.max);
      }),
    );
  });

  it('PROF-06: quiz answers serialise as questionId_choiceId, joined by "," within a quiz and ";" between quizzes, wrapped in braces', () => {
    expect(serialiseQuizzes([{ id: 'q1', answer_details: [{ answer_id: 'a' }, { answer_id: 'b' }] }, { id: 'q2', answer_details: [{ answer_id: 'c' }] }])).toBe('{q1_a,q1_b;q2_c}');
    const id = fc.stringMatching(/^[a-z0-9]{1,6}$/);
    fc.assert(
      fc.property(fc.array(fc.record({ id, answer_details: fc.array(fc.record({ answer_id: id }), { minLength: 1, maxLength: 4 }) }), { maxLength: 5 }), (quizzes) => {
        const s = serialiseQuizzes(quizzes);
        expect(s.startsWith('{') && s.endsWith('}')).toBe(true);
        const inner = s.slice(1, -1);
        const parsed = inner === '' ? [] : inner.split(';').map((quiz) => quiz.split(','));
        expect(parsed).toEqual(quizzes.map((q) => q.answer_details.map((a) => `${q.id}_${a.answer_id}`)));
      }),
    );
  });

  it('PROF-06: answers are checked against the catalogue: known quizzes once, known choices once, 1 to the quiz`s most answers', () => {
    const catalogue = [
      { id: 'qz_1', question: 'Q1', maxAnswers: 1, choices: [{ id: '1', name: 'a' }, { id: '2', name: 'b' }] },
      { id: 'qz_2', question: 'Q2', maxAnswers: 2, choices: [{ id: '1', name: 'a' }, { id: '2', name: 'b' }, { id: '3', name: 'c' }] },
    ];
    const q = (id: string, ...ids: string[]) => ({ id, answer_details: ids.map((answer_id) => ({ answer_id })) });
    expect(checkQuizzes([q('qz_1', '2'), q('qz_2', '1', '3')], catalogue)).toEqual([]);
    expect(checkQuizzes([q('qz_1')], catalogue)).toEqual([]);
    for (const bad of [[q('qz_9', '1')], [q('qz_1', '7')], [q('qz_1', '1'), q('qz_1', '2')], [q('qz_2', '1', '1')]]) {
      expect(checkQuizzes(bad, catalogue)).toEqual([{ field: 'sparks_quizzes', reason: 'unknown' }]);
    }
    expect(checkQuizzes([q('qz_2', '1', '2', '3')], catalogue)).toEqual([{ field: 'sparks_quizzes', reason: 'range', min: 1, max: 2 }]);
    expect(checkQuizzes([q('qz_1', '1', '2')], catalogue)).toEqual([{ field: 'sparks_quizzes', reason: 'range', min: 1, max: 1 }]);
  });

  it('PROF-07: at most 3 prompts, each answered in 1 to 150 characters', () => {
    const answer = (n: number) => ({ id: `pr_${n}`, answer_text: 'yes' });
    expect(checkPrompts([answer(1), answer(2), answer(3)])).toEqual([]);
    expect(checkPrompts([answer(1), answer(2), answer(3), answer(4)])).toEqual([{ field: 'prompts', reason: 'range', min: 0, max: 3 }]);
    expect(checkPrompts([{ id: 'pr_1', answer_text: 'x'.repeat(150) }])).toEqual([]);
    expect(checkPrompts([{ id: 'pr_1', answer_text: 'x'.repeat(151) }])).toEqual([{ field: 'prompts.answer_text', reason: 'too_long', max: 150 }]);
  });

  it('PROF-23: the meter says {percentAchieved, incompleteComponents[{key}]}: 100 only when nothing is missing, and each missing part named', () => {
    const input = fc.record({
      photos: fc.nat(9),
      bio: fc.option(fc.string({ maxLength: 5 }), { nil: null }),
      jobs: fc.nat(1),
      schools: fc.nat(1),
      interests: fc.nat(5),
      interestBounds: fc.constant({ min: 3, max: 5 }),
      prompts: fc.nat(3),
      descriptors: fc.nat(3),
      relationshipIntent: fc.option(fc.constant('long_term'), { nil: null }),
      heightCm: fc.option(fc.integer({ min: 90, max: 250 }), { nil: null }),
    });
    fc.assert(
      fc.property(input, (p) => {
        const meter = profileMeter(p);
        expect(meter.percentAchieved).toBeGreaterThanOrEqual(0);
        expect(meter.percentAchieved).toBeLessThanOrEqual(100);
        expect(meter.percentAchieved === 100).toBe(meter.incompleteComponents.length === 0);
        const keys = meter.incompleteComponents.map((c) => c.key);
        expect(keys.includes('bio')).toBe((p.bio ?? '').trim() === '');
        expect(keys.includes('interests')).toBe(p.interests < 3);
        expect(keys.includes('height')).toBe(p.heightCm === null);
        // Filling one missing part never lowers the percentage.
        if (keys.includes('height')) expect(profileMeter({ ...p, heightCm: 180 }).percentAchieved).toBeGreaterThan(meter.percentAchieved);
      }),
    );
  });

  it('PROF-25: heightMeasureType defaults to cm', () => {
    expect(DEFAULT_HEIGHT_MEASURE_TYPE).toBe('cm');
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(heightMeasureTypeOf(v)).toBe(v === 'ft' ? 'ft' : 'cm');
      }),
    );
  });
});
