/** Members for the discovery suites: signed in over HTTP, or written straight into the database with their settings. */
import type { Position } from '../../geo/position';
import { signedInMember } from '../../testing/sign-in';
import type { TestServer } from '../../testing/test-server';

export interface SignedIn {
  readonly id: string;
  readonly token: string;
}

/** A member who finished onboarding, signed in by phone, born on 1990-06-01 unless said otherwise. */
export const signedIn = async (t: TestServer, phone: string, profile: { readonly name?: string; readonly birthDate?: string } = {}): Promise<SignedIn> => {
  const login = await signedInMember(t.client(), t.database.db, phone, { name: profile.name ?? 'Alex', birthDate: profile.birthDate ?? '1990-06-01' });
  return { id: login.userId!, token: login.authToken! };
};

/** Columns of the users table a test sets as they are (e.g. `{ age_filter_min: 30, tier: 'plus' }`). */
export type Columns = Readonly<Record<string, unknown>>;

/** Sets columns of a member's row. */
export const setColumns = async (t: TestServer, id: string, columns: Columns): Promise<void> => {
  const names = Object.keys(columns);
  if (names.length === 0) return;
  await t.database.db.query(`UPDATE users SET ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')} WHERE id = $1`, [id, ...names.map((name) => columns[name])]);
};

export const place = (t: TestServer, id: string, at: Position): Promise<void> => setColumns(t, id, { lat: at.lat, lng: at.lng });

export interface CandidateSpec {
  readonly id: string;
  readonly name?: string;
  /** `YYYY-MM-DD`; none by default (an unknown age). */
  readonly birthDate?: string;
  readonly at?: Position;
  readonly columns?: Columns;
}

/** Visible members written into the database (finished onboarding), with their columns. */
export const insertCandidates = async (t: TestServer, specs: readonly CandidateSpec[]): Promise<string[]> => {
  for (const spec of specs) {
    await t.database.db.query("INSERT INTO users (id, name, birth_date, onboarding_state, created_at, lat, lng) VALUES ($1, $2, $3, 'complete', $4, $5, $6)", [
      spec.id,
      spec.name ?? `Member ${spec.id}`,
      spec.birthDate ?? null,
      new Date(t.time.now()),
      spec.at?.lat ?? null,
      spec.at?.lng ?? null,
    ]);
    await setColumns(t, spec.id, spec.columns ?? {});
  }
  return specs.map((spec) => spec.id);
};

/** The ids of the member's recs, in the order given. */
export const recIds = async (t: TestServer, token: string): Promise<string[]> => {
  const answer = await t.client().get('/v2/recs/core', { token });
  if (answer.status !== 200) throw new Error(`recs answered ${answer.status}`);
  return (answer.body.data.results as Array<{ user: { _id: string } }>).map((rec) => rec.user._id);
};

/** A point `km` kilometres north of `from` (on the LOC-04 earth). */
export const northOf = (from: Position, km: number): Position => ({ lat: from.lat + km / ((Math.PI * 6371) / 180), lng: from.lng });
