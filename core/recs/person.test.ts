import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePerson, readCard, readDescriptors, readRecs } from './person';

const LENA = {
  _id: 'u-lena',
  name: 'Lena',
  age: 28,
  birth_date: '1998-01-01T00:00:00.000Z',
  bio: 'Board games',
  photos: [{ id: 'p1', url: '/media/p1.jpg', alt_text: 'Lena hiking', width: 600, height: 750, processedFiles: [{ url: '/media/p1-640.jpg', width: 640, height: 800 }, { url: '/media/p1-320.jpg', width: 320, height: 400 }] }],
  jobs: [{ company: { name: 'Studio Nord', displayed: true }, title: { name: 'Designer', displayed: false } }],
  schools: [{ name: 'University of Potsdam', displayed: true }, { name: 'Hidden School', displayed: false }],
  user_interests: { selected_interests: [{ id: 'it_7', name: 'Running' }] },
  selected_descriptors: [{ id: 'de_29', name: 'Communication style', choice_selections: [{ id: '1', name: 'Big time texter' }] }],
  user_prompts: { prompts: [{ id: 'pr_1', answer_text: 'Sunday markets' }] },
  badges: [{ type: 'selfie_verified' }],
  distance: 6,
  distance_unit: 'km',
  s_number: 123456789,
  is_super_like: true,
  is_super_boost: true,
  swipe_note: { text: 'Hi!' },
  spotify: { spotify_theme_track: { name: 'Dreams', artists: [{ name: 'Fleetwood Mac' }] } },
};

describe('person normalisation (RECS-07) and fields (RECS-08)', () => {
  it('RECS-08: badges, birth_date, is_super_like, is_boost, is_super_boost, swipe_note, spotify, selected_descriptors, user_interests and the card fields are read', () => {
    expect(readCard(LENA)).toEqual({
      id: 'u-lena',
      name: 'Lena',
      age: 28,
      birthDate: Date.UTC(1998, 0, 1),
      bio: 'Board games',
      photos: [
        {
          url: '/media/p1.jpg',
          altText: 'Lena hiking',
          width: 600,
          height: 750,
          sizes: [
            { url: '/media/p1-320.jpg', width: 320, height: 400 },
            { url: '/media/p1-640.jpg', width: 640, height: 800 },
          ],
        },
      ],
      distance: { value: 6, unit: 'km' },
      jobs: [{ company: 'Studio Nord' }],
      schools: ['University of Potsdam'],
      interests: [{ id: 'it_7', name: 'Running' }],
      descriptors: [{ id: 'de_29', name: 'Communication style', choices: [{ id: '1', name: 'Big time texter' }] }],
      prompts: [{ id: 'pr_1', answer: 'Sunday markets' }],
      badges: ['selfie_verified'],
      verified: true,
      isSuperLike: true,
      isBoost: true,
      isSuperBoost: true,
      swipeNote: 'Hi!',
      anthem: { title: 'Dreams', artist: 'Fleetwood Mac' },
      sNumber: 123456789,
    });
  });

  it('RECS-07: the id is id or _id; the nested user is merged over the top-level fields; user_interests come from experiment_info', () => {
    const name = fc.string({ minLength: 1, maxLength: 8 });
    const interests = (id: string) => ({ selected_interests: [{ id, name: id }] });
    fc.assert(
      fc.property(
        fc.option(name, { nil: undefined }),
        fc.option(name, { nil: undefined }),
        fc.constantFrom('id', '_id', 'both'),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (top, nested, idKey, inExperiment, onUser, superOnTop) => {
          const ids = idKey === 'both' ? { id: 'u-1', _id: 'u-other' } : { [idKey]: 'u-1' };
          const card = normalisePerson({
            ...(idKey === 'both' ? ids : {}),
            ...(top === undefined ? {} : { name: top }),
            ...(inExperiment ? { experiment_info: { user_interests: interests('it_1') } } : {}),
            ...(superOnTop ? { is_super_like: true } : {}),
            user: {
              ...(idKey === 'both' ? {} : ids),
              ...(nested === undefined ? {} : { name: nested }),
              ...(onUser ? { user_interests: interests('it_2') } : {}),
            },
          });
          expect(card?.id).toBe('u-1');
          expect(card?.name).toBe(nested ?? top ?? '');
          expect(card?.interests).toEqual(inExperiment ? [{ id: 'it_1', name: 'it_1' }] : onUser ? [{ id: 'it_2', name: 'it_2' }] : undefined);
          expect(card?.isSuperLike).toBe(superOnTop);
        },
      ),
    );
  });

  it('RECS-07: selected_descriptors are kept by id: one per id, the last given winning, in the order ids first appear', () => {
    const descriptor = fc.record({ id: fc.constantFrom('de_1', 'de_29', 'de_30'), name: fc.constantFrom('A', 'B', 'C') });
    fc.assert(
      fc.property(fc.array(descriptor, { maxLength: 10 }), (given) => {
        const read = readDescriptors(given);
        const order = [...new Set(given.map((d) => d.id))];
        expect(read.map((d) => d.id)).toEqual(order);
        for (const d of read) expect(d.name).toBe(given.filter((g) => g.id === d.id).at(-1)!.name);
      }),
    );
  });

  it('RECS-07: a person without a valid id is no card; missing or mistyped fields read as absent', () => {
    expect(normalisePerson({ name: 'No id' })).toBeUndefined();
    expect(normalisePerson({ _id: 'bad id!' })).toBeUndefined();
    expect(readCard({ _id: 'u-2', age: 'old', photos: 'none', badges: [{ type: 3 }], distance: 5 })).toEqual({
      id: 'u-2',
      name: '',
      photos: [],
      badges: [],
      verified: false,
      isSuperLike: false,
      isBoost: false,
      isSuperBoost: false,
    });
    expect(readRecs({ results: [{ type: 'user', user: LENA }, { user: { name: 'x' } }, 'junk'] }).map((c) => c.id)).toEqual(['u-lena']);
  });
});

describe('the gender and orientations a card shows (PROF-09, PROF-10)', () => {
  it('PROF-09, PROF-10: the gender is read only with show_gender_on_profile, with its self-described and all-in words; orientations by name', () => {
    const shown = normalisePerson({ _id: 'u-7', name: 'Ana', gender: 1, show_gender_on_profile: true, custom_gender: 'Femme', all_in_gender: ['trans_woman', 7], sexual_orientations: [{ id: 3, name: 'Lesbian' }] });
    expect(shown?.shownGender).toEqual({ gender: 1, custom: 'Femme', words: ['trans_woman'] });
    expect(shown?.orientations).toEqual(['Lesbian']);
    const hidden = normalisePerson({ _id: 'u-7', name: 'Ana', gender: 1, custom_gender: 'Femme' });
    expect(hidden?.shownGender).toBeUndefined();
    expect(hidden?.orientations).toBeUndefined();
    expect(normalisePerson({ _id: 'u-7', name: 'Ana', gender: 7, show_gender_on_profile: true })?.shownGender).toBeUndefined();
  });
});

describe('quiz answers on a card (PROF-06)', () => {
  it('PROF-06: each answered quiz is read with its question and its answers` words; quizzes without words are left out', () => {
    const card = normalisePerson({
      _id: 'u-8',
      name: 'Ben',
      sparks_quizzes: [
        { id: 'qz_3', question: 'I could talk for hours about', answer_details: [{ answer_id: '1', answer_text: 'Music' }, { answer_id: '3', answer_text: 'Travel' }] },
        { id: 'qz_1', question: 'My ideal first date', answer_details: [{ answer_id: '1' }] },
      ],
    });
    expect(card?.quizzes).toEqual([{ id: 'qz_3', question: 'I could talk for hours about', answers: ['Music', 'Travel'] }]);
    expect(normalisePerson({ _id: 'u-8', name: 'Ben' })?.quizzes).toBeUndefined();
  });
});
