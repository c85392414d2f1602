/** What a member's card shows beyond name and age: the profile columns of the users table. */
import type { Queryable } from '../db/database';
import type { Position } from '../geo/position';

export interface MemberProfile {
  readonly bio: string | null;
  /** PROF-09: 0 men, 1 women, 2 beyond binary. */
  readonly gender: number | null;
  readonly jobs: ReadonlyArray<{ readonly company?: string; readonly title?: string }>;
  readonly schools: ReadonlyArray<{ readonly name: string }>;
  /** Catalogue ids, in the member's order. */
  readonly interests: readonly string[];
  readonly prompts: ReadonlyArray<{ readonly id: string; readonly answer_text: string }>;
  readonly verified: boolean;
  readonly position: Position | null;
}

interface ProfileRow {
  readonly bio: string | null;
  readonly gender: number | null;
  readonly jobs: MemberProfile['jobs'];
  readonly schools: MemberProfile['schools'];
  readonly interests: string[];
  readonly prompts: MemberProfile['prompts'];
  readonly is_verified: boolean;
  readonly lat: number | null;
  readonly lng: number | null;
}

export const profileRepository = {
  async find(q: Queryable, userId: string): Promise<MemberProfile | null> {
    const [row] = await q.query<ProfileRow>(
      'SELECT bio, gender, jobs, schools, interests, prompts, is_verified, lat, lng FROM users WHERE id = $1',
      [userId],
    );
    if (!row) return null;
    return {
      bio: row.bio,
      gender: row.gender,
      jobs: row.jobs,
      schools: row.schools,
      interests: row.interests,
      prompts: row.prompts,
      verified: row.is_verified,
      position: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    };
  },
};
