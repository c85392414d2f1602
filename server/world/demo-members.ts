/**
 * The demo world's members, generated from a seed: the same seed, size, place and day give the same members,
 * with the same ids, on every machine. Each has a name, an age from 18 to 70, a gender and whom they are
 * interested in, a bio, a job, a school, 3 to 5 interests, 1 to 3 prompts, 3 to 5 illustrated photos of one person in different places, some a
 * verified badge, and a home within the radius of the default location.
 */
import { createHash } from 'node:crypto';
import type { Position } from '../geo/position';
import { ageOn } from '../users/user';
import { BIOS, FIRST_NAMES, JOBS, PROMPTS, SCHOOLS } from './demo-content';
import { INTEREST_CATALOGUE, MAX_INTERESTS, MIN_INTERESTS } from '../users/interest-catalogue';
import { lookFor, type Look } from './portraits';
import { WorldRandom } from './seeded-random';

export const MIN_AGE = 18;
export const MAX_AGE = 70;
/** Every demo member has 3 to 5 photos (issue 14 item 3). */
export const MIN_PHOTOS = 3;
export const MAX_PHOTOS = 5;

export interface WorldShape {
  readonly seed: number;
  readonly members: number;
  readonly center: Position;
  readonly radiusKm: number;
}

export interface DemoMember {
  readonly id: string;
  readonly name: string;
  /** `YYYY-MM-DD` */
  readonly birthDate: string;
  /** PROF-09: 0 men, 1 women, 2 beyond binary. */
  readonly gender: 0 | 1 | 2;
  readonly interestedIn: ReadonlyArray<0 | 1 | 2>;
  readonly bio: string;
  readonly jobs: ReadonlyArray<{ readonly company: string; readonly title: string }>;
  readonly schools: ReadonlyArray<{ readonly name: string }>;
  readonly interests: readonly string[];
  readonly prompts: ReadonlyArray<{ readonly id: string; readonly answer_text: string }>;
  readonly position: Position;
  readonly verified: boolean;
  readonly look: Look;
  readonly photoCount: number;
  /** Seeds this member's photos. */
  readonly photoSeed: number;
}

/** A demo member's id: 24 hex digits like every other id, fixed by the world's seed and the member's number. */
export const demoMemberId = (seed: number, index: number): string =>
  createHash('sha256').update(`spark-demo-member:${seed}:${index}`).digest('hex').slice(0, 24);

/** A birth date that makes the member exactly `age` on `today`. */
const birthDateFor = (age: number, today: number, random: WorldRandom): string => {
  const now = new Date(today);
  for (let daysBefore = random.int(0, 360); ; daysBefore += 1) {
    const birth = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate() - daysBefore));
    const text = birth.toISOString().slice(0, 10);
    if (ageOn(text, today) === age) return text;
  }
};

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
const toDegrees = (radians: number): number => (radians * 180) / Math.PI;

/** A point spread evenly over the disc of `radiusKm` around `center` (kept a little inside its edge). */
const pointNear = (center: Position, radiusKm: number, random: WorldRandom): Position => {
  const distance = (radiusKm * 0.97 * Math.sqrt(random.next())) / EARTH_RADIUS_KM;
  const bearing = random.next() * 2 * Math.PI;
  const lat1 = toRadians(center.lat);
  const lng1 = toRadians(center.lng);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(distance) + Math.cos(lat1) * Math.sin(distance) * Math.cos(bearing));
  const lng2 = lng1 + Math.atan2(Math.sin(bearing) * Math.sin(distance) * Math.cos(lat1), Math.cos(distance) - Math.sin(lat1) * Math.sin(lat2));
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { lat: round(toDegrees(lat2)), lng: round(((toDegrees(lng2) + 540) % 360) - 180) };
};

/** Gender: about 47 % men, 47 % women, 6 % beyond binary; interest mostly in the other binary gender. */
const genderAndInterest = (random: WorldRandom): Pick<DemoMember, 'gender' | 'interestedIn'> => {
  const roll = random.next();
  const gender: 0 | 1 | 2 = roll < 0.47 ? 0 : roll < 0.94 ? 1 : 2;
  const preference = random.next();
  if (gender === 2) return { gender, interestedIn: preference < 0.5 ? [0, 1, 2] : random.pick([[0], [1], [0, 2], [1, 2]] as const) };
  const other = gender === 0 ? 1 : 0;
  if (preference < 0.78) return { gender, interestedIn: [other] };
  if (preference < 0.88) return { gender, interestedIn: [gender] };
  return { gender, interestedIn: [0, 1, 2] };
};

const generateMember = (shape: WorldShape, index: number, today: number): DemoMember => {
  const random = WorldRandom.derive(shape.seed, `member:${index}`);
  const { gender, interestedIn } = genderAndInterest(random);
  // Ages lean young, as on dating apps, yet reach 70: the lower of two draws, sometimes a uniform one.
  const age = random.chance(0.25)
    ? random.int(MIN_AGE, MAX_AGE)
    : Math.min(random.int(MIN_AGE, MAX_AGE), random.int(MIN_AGE, 45));
  const job = random.pick(JOBS);
  const prompts = random
    .sample(PROMPTS, random.int(1, 3))
    .map((prompt) => ({ id: prompt.id, answer_text: random.pick(prompt.answers) }));
  return {
    id: demoMemberId(shape.seed, index),
    name: random.pick(FIRST_NAMES[gender]!),
    birthDate: birthDateFor(age, today, random),
    gender,
    interestedIn,
    bio: random.pick(BIOS),
    jobs: random.chance(0.85) ? [{ company: job.company, title: job.title }] : [],
    schools: random.chance(0.7) ? [{ name: random.pick(SCHOOLS) }] : [],
    interests: random.sample(INTEREST_CATALOGUE, random.int(MIN_INTERESTS, MAX_INTERESTS)).map((interest) => interest.id),
    prompts,
    position: pointNear(shape.center, shape.radiusKm, random),
    verified: random.chance(0.3),
    look: lookFor(random, gender, age),
    photoCount: random.int(MIN_PHOTOS, MAX_PHOTOS),
    photoSeed: random.int(0, 2 ** 31 - 1),
  };
};

/** Every member of the world, in a fixed order. */
export const generateDemoMembers = (shape: WorldShape, today: number): DemoMember[] =>
  Array.from({ length: shape.members }, (_, index) => generateMember(shape, index, today));
