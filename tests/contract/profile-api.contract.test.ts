import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpProfileApi } from '../../adapters/profile/http-profile-api';
import { FakeAuthTokenSource } from '../../core/api/testing';
import type { OwnProfile, ProfileApiPort } from '../../core/profile';
import { FakeProfileApi } from '../../core/profile/testing/fake-profile-api';
import type { AppError, Result } from '../../core/shared';
import { pageClient, referenceServerWorld, type ContractWorld } from './support/reference-server-world';
import { memberSignedInByEmail, memberSignedInByPhone } from './support/signed-in-member';

/** How a member signs in: by phone or by e-mail, as the contact they type. */
type Contact = { readonly phone: string } | { readonly email: string };

/** One `ProfileApiPort` with the far end it talks to, as the contract sees them. */
interface ProfileHarness {
  readonly api: ProfileApiPort;
  /** A new member signs in with `contact`, finishes onboarding as `name`, and the client holds their token. */
  signIn(contact: Contact, name: string): Promise<{ readonly userId: string }>;
  /** The client holds no token at all. */
  withoutToken(): void;
  /** The client holds a token the server never issued. */
  withMadeUpToken(): void;
  /** The member's token runs out (its 30 minutes pass). */
  tokenExpires(): void;
}

type ProfileWorld = ContractWorld<ProfileHarness>;

const MINUTE = 60_000;
const PHONE = '+14155550123';
const EMAIL = 'jane.doe@example.com';


const fakeWorld: ProfileWorld = {
  start: async () => {},
  open: async () => {
    const fake = new FakeProfileApi();
    let n = 0;
    return {
      api: fake,
      signIn: async (contact, name) => {
        n += 1;
        const userId = `u-${n}`;
        fake.signIn({ id: userId, name, ...contact });
        return { userId };
      },
      withoutToken: () => {
        fake.token = 'none';
      },
      withMadeUpToken: () => {
        fake.token = 'refused';
      },
      tokenExpires: () => {
        fake.token = 'refused';
      },
    };
  },
  stop: async () => {},
};

/**
 * `HttpProfileApi` over the real ky client against the reference server in-process. The member signs in through the
 * server's test helpers; the client's token source holds their auth token and cannot refresh it (a refused token
 * stays refused).
 */
const serverWorld = (): ProfileWorld =>
  referenceServerWorld((t) => {
    const tokens = new FakeAuthTokenSource();
    const http = pageClient(t, tokens);
    return {
      api: new HttpProfileApi(http),
      signIn: async (contact, name) => {
        const login =
          'phone' in contact
            ? await memberSignedInByPhone(t.client(), t.database.db, contact.phone, name)
            : await memberSignedInByEmail(t.client(), t.database.db, contact.email, name);
        tokens.set(login.authToken);
        return { userId: login.userId };
      },
      withoutToken: () => tokens.set(null),
      withMadeUpToken: () => tokens.set('not-a-token-the-server-issued'),
      tokenExpires: () => t.time.advance(31 * MINUTE),
    };
  });

const profileOf = (result: Result<OwnProfile, AppError>): OwnProfile => {
  if (!result.ok) throw new Error(`fetching the profile failed with ${String(result.error.code)}`);
  return result.value;
};

const failureOf = (result: Result<OwnProfile, AppError>): AppError => {
  if (result.ok) throw new Error(`the profile of ${result.value.id} was answered`);
  return result.error;
};

const profileContract = (name: string, world: ProfileWorld) =>
  describe(`ProfileApiPort contract: ${name}`, () => {
    let h: ProfileHarness;
    beforeAll(() => world.start(), 60_000);
    afterAll(() => world.stop());
    beforeEach(async () => {
      h = await world.open();
    });

    describe('the own profile', () => {
      it('PROF-03: a member who signed in by phone gets their id, their name from onboarding and their masked number, no e-mail', async () => {
        const { userId } = await h.signIn({ phone: PHONE }, 'Jane');
        expect(profileOf(await h.api.fetchOwn())).toStrictEqual({ id: userId, name: 'Jane', maskedPhone: '+*******0123', maskedEmail: null });
      });

      it('PROF-03: a member who signed in by e-mail gets their id, their name and their masked address, no number', async () => {
        const { userId } = await h.signIn({ email: EMAIL }, 'Jane');
        expect(profileOf(await h.api.fetchOwn())).toStrictEqual({ id: userId, name: 'Jane', maskedPhone: null, maskedEmail: 'j***@example.com' });
      });

      it('PROF-03: the profile is the signed-in member’s own: after another member signs in on the client, theirs is answered', async () => {
        await h.signIn({ phone: PHONE }, 'Jane');
        const other = await h.signIn({ phone: '+447700900456' }, 'Omar');
        expect(profileOf(await h.api.fetchOwn())).toStrictEqual({ id: other.userId, name: 'Omar', maskedPhone: '+********0456', maskedEmail: null });
      });
    });

    describe('without a valid token', () => {
      it('PROF-03, API-05: with no token at all the call fails as missing its token (API.MISSING_TOKEN)', async () => {
        await h.signIn({ phone: PHONE }, 'Jane');
        h.withoutToken();
        expect(failureOf(await h.api.fetchOwn())).toMatchObject({ code: 'API.MISSING_TOKEN' });
      });

      it('PROF-03, AUTH-25: a token the server never issued fails as unauthorized (API.UNAUTHORIZED) when no fresh one can be had', async () => {
        await h.signIn({ phone: PHONE }, 'Jane');
        h.withMadeUpToken();
        expect(failureOf(await h.api.fetchOwn())).toMatchObject({ code: 'API.UNAUTHORIZED' });
      });

      it('PROF-03, AUTH-25: an expired token fails as unauthorized (API.UNAUTHORIZED) when no fresh one can be had', async () => {
        await h.signIn({ phone: PHONE }, 'Jane');
        expect(profileOf(await h.api.fetchOwn())).toMatchObject({ name: 'Jane' });
        h.tokenExpires();
        expect(failureOf(await h.api.fetchOwn())).toMatchObject({ code: 'API.UNAUTHORIZED' });
      });
    });
  });

profileContract('FakeProfileApi', fakeWorld);
profileContract('HttpProfileApi over ky and the reference server', serverWorld());
