import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePerson, readCard, readDescriptors, readRecs, readTime } from './person';

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

  it('RECS-08: a time is epoch seconds (below 1e11), epoch milliseconds, or an ISO date; anything else is none', () => {
    expect(readTime(946_684_800)).toBe(946_684_800_000);
    expect(readTime(99_999_999_999)).toBe(99_999_999_999_000);
    expect(readTime(100_000_000_000)).toBe(100_000_000_000);
    expect(readTime('2000-01-01T00:00:00.000Z')).toBe(946_684_800_000);
    expect(readTime('')).toBeUndefined();
    expect(readTime('soon')).toBeUndefined();
    expect(readTime(Number.NaN)).toBeUndefined();
    expect(readTime(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(readTime(null)).toBeUndefined();
  });

  it('RECS-08: parts of a person that are incomplete are left out, key and all; empty texts and non-numbers are absent', () => {
    const card = readCard({
      id: 'u-1',
      name: '',
      bio: '',
      age: '7',
      s_number: Number.NaN,
      birth_date: 'not a date',
      distance: 5,
      distance_unit: 'yards',
      photos: ['x', null, [{ url: '/a.jpg' }], { alt_text: 'no url' }, { url: '/p.jpg', processedFiles: [{ url: '/s.jpg', width: 10 }, { width: 10, height: 10 }, { url: '/t.jpg', height: 10 }, 'x'] }],
      jobs: [{ company: { name: 'Hidden', displayed: false } }, { title: { name: '' } }, 'x'],
      schools: [{ displayed: false, name: 'Hidden' }, { name: '' }],
      user_interests: { selected_interests: [{ id: 'it_1' }, { name: 'Running' }] },
      selected_descriptors: [{ name: 'no id' }],
      user_prompts: { prompts: [{ id: 'pr_1' }, { answer_text: 'no id' }] },
      sparks_quizzes: [{ id: 'q1', question: 'Why?', answer_details: [] }, { id: 'q2', answer_details: [{ answer_text: 'a' }] }, { question: 'Who?', answer_details: [{ answer_text: 'a' }] }],
      spotify: { spotify_theme_track: { artists: [{ name: 'Nobody' }] } },
      swipe_note: { other: 'x' },
      show_gender_on_profile: true,
      gender: 3,
      badges: [{ type: 'x_selfie_' }, { type: 'x_id_dob_' }, {}],
    });
    expect(card).toBeDefined();
    expect(Object.keys(card!).sort()).toEqual(['badges', 'id', 'isBoost', 'isSuperBoost', 'isSuperLike', 'name', 'photos', 'verified']);
    expect(card!.name).toBe('');
    expect(card!.photos).toEqual([{ url: '/p.jpg' }]);
    expect(Object.keys(card!.photos[0]!)).toEqual(['url']);
    expect(card!.badges).toEqual(['x_selfie_', 'x_id_dob_']);
    expect(card!.verified).toBe(false);
    expect(card!.isBoost).toBe(false);
    expect(readCard(null)).toBeUndefined();
    expect(readCard([{ id: 'u-1' }])).toBeUndefined();
    expect(normalisePerson(null)).toBeUndefined();
    expect(normalisePerson('u-1')).toBeUndefined();
  });

  it('RECS-08: each complete part is read: sizes by width, a job title alone, an anthem without its artist, a note as text or note, miles, seconds', () => {
    const card = readCard({
      _id: 'u-2',
      age: 30.9,
      birth_date: 946_684_800,
      distance: 4.6,
      distance_unit: 'mi',
      photos: [{ url: '/p.jpg', width: 600, processedFiles: [{ url: '/l.jpg', width: 640, height: 800 }, { url: '/s.jpg', width: 320, height: 400 }] }],
      jobs: [{ title: { name: 'Designer' } }],
      selected_descriptors: [{ id: 'de_1', choice_selections: [{ id: '1' }, { name: 'x' }, { id: '2', name: 'Two' }] }],
      spotify: { spotify_theme_track: { name: 'Dreams', artists: [] } },
      swipe_note: { note: 'Hello' },
      show_gender_on_profile: true,
      gender: 1,
      all_in_gender: 'not a list',
      badges: [{ type: 'id_dob_verified' }],
      is_super_boost: false,
      is_boost: true,
    });
    expect(card).toMatchObject({
      age: 30,
      birthDate: 946_684_800_000,
      distance: { value: 5, unit: 'mi' },
      photos: [{ url: '/p.jpg', width: 600, sizes: [{ url: '/s.jpg', width: 320, height: 400 }, { url: '/l.jpg', width: 640, height: 800 }] }],
      jobs: [{ title: 'Designer' }],
      descriptors: [{ id: 'de_1', name: '', choices: [{ id: '2', name: 'Two' }] }],
      anthem: { title: 'Dreams' },
      swipeNote: 'Hello',
      shownGender: { gender: 1, words: [] },
      verified: true,
      isBoost: true,
      isSuperBoost: false,
    });
    expect(Object.keys(card!.anthem!)).toEqual(['title']);
    expect(Object.keys(card!.jobs![0]!)).toEqual(['title']);
    expect(readCard({ id: 'u-3', swipe_note: 'Plain' })?.swipeNote).toBe('Plain');
    expect(readCard({ id: 'u-3', swipe_note: { text: 'Text', note: 'Note' } })?.swipeNote).toBe('Text');
    expect(readCard({ id: 'u-3', distance: 2, distance_unit: 'km' })?.distance).toEqual({ value: 2, unit: 'km' });
    expect(readCard({ id: 'u-3', show_gender_on_profile: true, gender: 0, all_in_gender: ['Woman', 3], custom_gender: 'Femme' })?.shownGender).toEqual({ gender: 0, custom: 'Femme', words: ['Woman'] });
    expect(readCard({ id: 'u-3', show_gender_on_profile: true, gender: 2 })?.shownGender).toEqual({ gender: 2, words: [] });
    expect(readCard({ id: 'u-3', show_gender_on_profile: 'yes', gender: 1 })?.shownGender).toBeUndefined();
  });

  it('RECS-07: a nested user that is not an object is ignored; a recs answer without a results list has no candidates', () => {
    expect(normalisePerson({ id: 'u-4', name: 'Top', user: 'x' })?.name).toBe('Top');
    expect(normalisePerson({ id: 'u-4', name: 'Top', user: [{ name: 'Arr' }] })?.name).toBe('Top');
    expect(readRecs({ results: 'x' })).toEqual([]);
    expect(readRecs([{ id: 'u-4' }])).toEqual([]);
    expect(readRecs({ results: [{ id: 'u-4' }, null, 'x'] }).map((card) => card.id)).toEqual(['u-4']);
  });
});
