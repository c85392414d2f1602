/**
 * RECS-07, RECS-08: a person (a recommendation, or a match's person) as the provider sends it, read into a card.
 * - the id is `id`, else `_id`;
 * - a nested `user` object is merged over the top-level fields (its fields win);
 * - `user_interests` are taken from `experiment_info` when it carries them, else from the person;
 * - `selected_descriptors` are kept by id: one per id (the last given wins), in the order ids first appear.
 * Tolerant: a field that is missing or of the wrong type reads as absent; a person without a valid id is no card.
 * Times are an ISO date string or epoch milliseconds (a number below 10^11 is taken as epoch seconds).
 */
import { userId } from '../shared';
import type { RecCard, RecDescriptor, RecInterest, RecJob, RecPhoto, RecPhotoSize, RecPrompt } from './rec-card';

type Json = Readonly<Record<string, unknown>>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const list = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);
const objects = (v: unknown): readonly Json[] => list(v).filter(isObject);
const optional = <K extends string, T>(key: K, value: T | undefined): Partial<Record<K, T>> =>
  value === undefined ? {} : ({ [key]: value } as Record<K, T>);
const nonEmpty = <T>(items: readonly T[]): readonly T[] | undefined => (items.length === 0 ? undefined : items);
const present = <T>(items: readonly (T | undefined)[]): readonly T[] => items.filter((x): x is T => x !== undefined);

/** An ISO date or epoch milliseconds (or seconds) as epoch milliseconds. */
export const readTime = (v: unknown): number | undefined => {
  const n = num(v);
  if (n !== undefined) return n < 1e11 ? n * 1000 : n;
  const s = str(v);
  if (s === undefined) return undefined;
  const parsed = Date.parse(s);
  return Number.isNaN(parsed) ? undefined : parsed;
};

const readSize = (s: Json): RecPhotoSize | undefined => {
  const url = str(s['url']);
  const width = num(s['width']);
  const height = num(s['height']);
  return url === undefined || width === undefined || height === undefined ? undefined : { url, width, height };
};

const readPhoto = (p: Json): RecPhoto | undefined => {
  const url = str(p['url']);
  if (url === undefined) return undefined;
  const sizes = [...present(objects(p['processedFiles']).map(readSize))].sort((a, b) => a.width - b.width);
  return {
    url,
    ...optional('altText', str(p['alt_text'])),
    ...optional('width', num(p['width'])),
    ...optional('height', num(p['height'])),
    ...optional('sizes', nonEmpty(sizes)),
  };
};

const readJob = (j: Json): RecJob | undefined => {
  const field = (f: unknown) => (isObject(f) && f['displayed'] !== false ? str(f['name']) : undefined);
  const company = field(j['company']);
  const title = field(j['title']);
  return company === undefined && title === undefined ? undefined : { ...optional('company', company), ...optional('title', title) };
};

const readInterests = (v: unknown): readonly RecInterest[] =>
  objects(isObject(v) ? v['selected_interests'] : undefined).flatMap((i) => {
    const id = str(i['id']);
    const name = str(i['name']);
    return id === undefined || name === undefined ? [] : [{ id, name }];
  });

/** RECS-07: selected descriptors by id: one per id, the last given winning, in the order ids first appear. */
export const readDescriptors = (v: unknown): readonly RecDescriptor[] => {
  const byId = new Map<string, RecDescriptor>();
  for (const d of objects(v)) {
    const id = str(d['id']);
    if (id === undefined) continue;
    const choices = objects(d['choice_selections']).flatMap((c) => {
      const cid = str(c['id']);
      const name = str(c['name']);
      return cid === undefined || name === undefined ? [] : [{ id: cid, name }];
    });
    byId.set(id, { id, name: str(d['name']) ?? '', choices });
  }
  return [...byId.values()];
};

const readPrompts = (v: unknown): readonly RecPrompt[] =>
  objects(isObject(v) ? v['prompts'] : undefined).flatMap((p) => {
    const id = str(p['id']);
    const answer = str(p['answer_text']);
    return id === undefined || answer === undefined ? [] : [{ id, answer }];
  });

const readAnthem = (v: unknown): RecCard['anthem'] => {
  const track = isObject(v) ? v['spotify_theme_track'] : undefined;
  if (!isObject(track)) return undefined;
  const title = str(track['name']);
  const artist = str(objects(track['artists'])[0]?.['name']);
  return title === undefined ? undefined : { title, ...optional('artist', artist) };
};

const readSwipeNote = (v: unknown): string | undefined => str(v) ?? (isObject(v) ? str(v['text']) ?? str(v['note']) : undefined);

/** PROF-09, PROF-10: the gender as the card shows it, only when `show_gender_on_profile`. */
const readShownGender = (raw: Record<string, unknown>): RecCard['shownGender'] => {
  const gender = raw['gender'];
  if (raw['show_gender_on_profile'] !== true || (gender !== 0 && gender !== 1 && gender !== 2)) return undefined;
  const words = Array.isArray(raw['all_in_gender']) ? raw['all_in_gender'].filter((w): w is string => typeof w === 'string') : [];
  return { gender, ...optional('custom', str(raw['custom_gender'])), words };
};

/** A person's fields (PROF-01, RECS-08) as a card; undefined without a valid id. */
export const readCard = (raw: unknown): RecCard | undefined => {
  if (!isObject(raw)) return undefined;
  const rawId = str(raw['id']) ?? str(raw['_id']);
  const id = rawId === undefined ? undefined : userId(rawId);
  if (!id?.ok) return undefined;
  const distance = num(raw['distance']);
  const unit = raw['distance_unit'] === 'mi' ? 'mi' : raw['distance_unit'] === 'km' ? 'km' : undefined;
  const age = num(raw['age']);
  const badges = present(objects(raw['badges']).map((b) => str(b['type'])));
  return {
    id: id.value,
    name: str(raw['name']) ?? '',
    ...optional('age', age === undefined ? undefined : Math.floor(age)),
    ...optional('birthDate', readTime(raw['birth_date'])),
    ...optional('bio', str(raw['bio'])),
    photos: present(objects(raw['photos']).map(readPhoto)),
    ...optional('distance', distance !== undefined && unit !== undefined ? { value: Math.round(distance), unit } : undefined),
    ...optional('jobs', nonEmpty(present(objects(raw['jobs']).map(readJob)))),
    ...optional('schools', nonEmpty(present(objects(raw['schools']).map((s) => (s['displayed'] === false ? undefined : str(s['name'])))))),
    ...optional('interests', nonEmpty(readInterests(raw['user_interests']))),
    ...optional('descriptors', nonEmpty(readDescriptors(raw['selected_descriptors']))),
    ...optional('prompts', nonEmpty(readPrompts(raw['user_prompts']))),
    ...optional('shownGender', readShownGender(raw)),
    ...optional(
      'quizzes',
      nonEmpty(
        present(
          objects(raw['sparks_quizzes']).map((q) => {
            const id = str(q['id']);
            const question = str(q['question']);
            const answers = present(objects(q['answer_details']).map((a) => str(a['answer_text'])));
            return id === undefined || question === undefined || answers.length === 0 ? undefined : { id, question, answers };
          }),
        ),
      ),
    ),
    ...optional('orientations', nonEmpty(present(objects(raw['sexual_orientations']).map((o) => str(o['name']))))),
    badges,
    verified: badges.some((type) => type.startsWith('selfie_') || type.startsWith('id_dob_')),
    isSuperLike: raw['is_super_like'] === true,
    isBoost: raw['is_boost'] === true || raw['is_super_boost'] === true,
    isSuperBoost: raw['is_super_boost'] === true,
    ...optional('swipeNote', readSwipeNote(raw['swipe_note'])),
    ...optional('anthem', readAnthem(raw['spotify'])),
    ...optional('sNumber', num(raw['s_number'])),
  };
};

/** RECS-07: one person: the nested `user` merged over the top-level fields; interests from `experiment_info`. */
export const normalisePerson = (raw: unknown): RecCard | undefined => {
  if (!isObject(raw)) return undefined;
  const user = isObject(raw['user']) ? raw['user'] : {};
  const experiment = isObject(raw['experiment_info']) ? raw['experiment_info'] : {};
  const merged: Json = { ...raw, ...user };
  return readCard(experiment['user_interests'] === undefined ? merged : { ...merged, user_interests: experiment['user_interests'] });
};

/** RECS-03: the candidates of a `GET /v2/recs/core` answer's `data` (`results[]`). */
export const readRecs = (data: unknown): readonly RecCard[] => present(list(isObject(data) ? data['results'] : undefined).map(normalisePerson));
