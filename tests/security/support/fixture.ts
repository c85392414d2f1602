/**
 * The world the security suite attacks: two members who finished onboarding (the owner of the objects, and a
 * stranger trying them), a newcomer still onboarding, and the owner's objects the routes take ids of (a photo,
 * a placeholder, another signed-in session). Built through the real endpoints, on the real server.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../../server/db/database';
import { matchRepository } from '../../../server/matches/match.repository';
import { clientId } from '../../../server/matches/testing/members';
import { realPng } from '../../../server/media/testing/images';
import { uploadOnboardingPhoto } from '../../../server/onboarding/testing/onboard';
import { signInByPhone, signedInMember } from '../../../server/testing/sign-in';
import type { TestClient } from '../../../server/testing/test-client';
import type { TestServer } from '../../../server/testing/test-server';

export interface Member {
  readonly client: TestClient;
  readonly userId: string;
  readonly token: string;
  readonly refreshToken: string;
  readonly phone: string;
}

export interface Fixture {
  readonly t: TestServer;
  readonly owner: Member;
  readonly stranger: Member;
  /** A member still onboarding: an onboarding token. */
  readonly newcomer: Member;
  /** The newcomer has answered every required field and added two photos: completing would succeed. */
  readyNewcomer(): Promise<void>;
  /** The owner's e-mail address, which no other member may ever see. */
  readonly ownerEmail: string;
  /** Ids of the owner's objects, created on first use. */
  ownPhoto(): Promise<string>;
  ownPlaceholder(): Promise<string>;
  /** Another live session (sign-in family) of the owner. */
  ownOtherSession(): Promise<string>;
  /** A match of the owner with a third member, who has sent the owner a message; the owner has a read receipt to spend. */
  ownMatch(): Promise<{ readonly matchId: string; readonly messageId: string }>;
  /** The stranger, on a tier that may rewind, has just liked, super liked or passed the owner: a swipe to undo. */
  strangerSwiped(kind: 'like' | 'super' | 'pass'): Promise<void>;
}

let counter = 0;
/** A fresh phone number per member, so fixtures never meet. */
const nextPhone = (): string => {
  counter += 1;
  return `+1415555${String(1000 + (counter % 9000)).padStart(4, '0')}`;
};

const member = async (t: TestServer, db: Database, name: string): Promise<Member> => {
  const client = t.client();
  const phone = nextPhone();
  const login = await signedInMember(client, db, phone, { name, birthDate: '1990-04-02' });
  return { client, userId: login.userId, token: login.authToken, refreshToken: login.refreshToken, phone };
};

const json = async (response: Response): Promise<any> => JSON.parse(await response.text());

export const buildFixture = async (t: TestServer): Promise<Fixture> => {
  const db = t.database.db;
  const owner = await member(t, db, 'Olivia');
  const stranger = await member(t, db, 'Sam');
  const newcomerClient = t.client();
  const newcomerPhone = nextPhone();
  const onboarding = (await signInByPhone(newcomerClient, newcomerPhone)).body.onboardingState!;
  const newcomer: Member = {
    client: newcomerClient,
    userId: onboarding.userId!,
    token: onboarding.onboardingToken!,
    refreshToken: onboarding.refreshToken!,
    phone: newcomerPhone,
  };
  // The owner's e-mail and position exist, so a leak of them would show.
  const ownerEmail = `olivia.${owner.userId}@example.com`;
  await db.query('UPDATE users SET email = $2, lat = 52.5213, lng = 13.4109 WHERE id = $1', [owner.userId, ownerEmail]);

  const placeholders = async (count: number): Promise<string[]> => {
    const answer = await owner.client.post('/mediaservice/placeholders', { token: owner.token, body: { count } });
    if (answer.status !== 200) throw new Error(`placeholders: ${answer.status}`);
    return answer.body.data.media_ids as string[];
  };
  let photo: Promise<string> | undefined;
  let match: Promise<{ matchId: string; messageId: string }> | undefined;
  let ready: Promise<void> | undefined;
  return {
    t,
    owner,
    stranger,
    newcomer,
    readyNewcomer: () => (ready ??= (async () => {
      const fields = [
        { name: 'name', data: 'Nova' },
        { name: 'birthDate', data: '1996-07-08' },
        { name: 'gender', data: 1 },
        { name: 'interestedInGender', data: [0, 1] },
      ];
      const answered = await newcomer.client.post('/v2/onboarding/fields', { token: newcomer.token, body: { fields } });
      if (answered.status !== 200) throw new Error(`onboarding fields: ${answered.status}`);
      const photos = await newcomer.client.get('/v2/onboarding/fields', { token: newcomer.token });
      const have = (photos.body.data.fields as Array<{ name: string; data?: unknown[] }>).find((f) => f.name === 'photos')?.data?.length ?? 0;
      for (let i = have; i < 2; i += 1) {
        const uploaded = await uploadOnboardingPhoto(newcomer.client, newcomer.token, realPng(), 'image/png');
        if (uploaded.status !== 200) throw new Error(`onboarding photo: ${uploaded.status}`);
      }
    })()),
    ownerEmail,
    ownPhoto: () =>
      (photo ??= (async () => {
        const [id] = await placeholders(1);
        const response = await owner.client.fetch(`/mediaservice/photo?placeholder_id=${id}`, {
          method: 'POST',
          headers: { 'content-type': 'image/png', 'x-auth-token': owner.token },
          body: new Uint8Array(realPng()),
        });
        if (response.status !== 200) throw new Error(`upload: ${response.status} ${JSON.stringify(await json(response))}`);
        return id!;
      })()),
    ownMatch: () =>
      (match ??= (async () => {
        const mia = await member(t, db, 'Mia');
        const { id: matchId } = await matchRepository.findOrCreate(db, { id: randomBytes(12).toString('hex'), between: [owner.userId, mia.userId], now: t.time.now() });
        const sent = await mia.client.post(`/user/matches/${matchId}`, { token: mia.token, body: { message: 'Hi Olivia!', client_message_id: clientId(t.time.now()) } });
        if (sent.status !== 200) throw new Error(`message: ${sent.status} ${JSON.stringify(sent.body)}`);
        await db.query('UPDATE users SET read_receipts_remaining = 1 WHERE id = $1', [owner.userId]);
        return { matchId, messageId: sent.body.data._id as string };
      })()),
    strangerSwiped: async (kind) => {
      await db.query("UPDATE users SET tier = 'platinum' WHERE id = $1", [stranger.userId]);
      const path = kind === 'pass' ? `/pass/${owner.userId}` : kind === 'super' ? `/like/${owner.userId}/super` : `/like/${owner.userId}`;
      await stranger.client.post(path, { token: stranger.token });
    },
    ownPlaceholder: async () => (await placeholders(1))[0]!,
    ownOtherSession: async () => {
      // The owner signs in again on another device (after the code cooldown); that sign-in is the session the routes take the id of.
      t.time.advance(31_000);
      const otherDevice = await signedInMember(t.client(), db, owner.phone);
      const list = await owner.client.get('/v2/auth/sessions', { token: owner.token });
      const other = (list.body.data.sessions as Array<{ id: string; current: boolean }>).find((s) => !s.current);
      if (!other || otherDevice.authToken === owner.token) throw new Error('no other session of the owner');
      return other.id;
    },
  };
};
