/**
 * THE table of the security suite: every route the server registers, one row each. A new endpoint joins the
 * suite by adding its row here, and then gets every check for free: no token, an onboarding token where a
 * member's is needed, another member's token on every id it takes, at least 100 malformed inputs, the security
 * headers and no-store. A registered route without a row fails `route-coverage.test.ts`.
 *
 * A row says how to call the route right, as the owner of the objects it names (`call`), which ids it takes and
 * whose they must be (`owns`: the caller's own objects, checked with another member's token; `othersIds`: the
 * route takes another member's id on purpose, like a like or a card, and must leak nothing private of them).
 */
import { authgateway } from '../../adapters/protobuf/generated/auth-gateway.js';
import { clientId } from '../../server/matches/testing/members';
import { signedInMember } from '../../server/testing/sign-in';
import { TEST_ADMIN_TOKEN } from '../../server/testing/test-server';
import type { Fixture } from './support/fixture';
import { TERMS_VERSION } from '../../server/startup/app-settings';

export type Access =
  /** Anyone: sign-in steps, start-up settings, public files. */
  | 'open'
  /** A member's access token. */
  | 'member'
  /** A member's or a newcomer's onboarding token. */
  | 'signed-in'
  /** A newcomer's onboarding token only (a member's is 403). */
  | 'onboarding'
  /** An access token, or a refresh cookie (logout). */
  | 'session';

export type BodyKind = 'none' | 'json' | 'optional-json' | 'protobuf' | 'image' | 'multipart';

export interface Call {
  /** The path under the API base (or from the origin for routes outside it, `external: true`). */
  readonly path: string;
  readonly body?: unknown;
  readonly bytes?: Uint8Array;
  readonly contentType?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface EndpointRow {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** As registered (`server.routes`): the API base and fastify's `:params`. */
  readonly route: string;
  readonly access: Access;
  readonly body: BodyKind;
  /** The answer carries a token or personal data: it must be no-store. */
  readonly personal: boolean;
  /** A right call by the owner; answers `status` (200 unless said). */
  readonly call: (f: Fixture) => Promise<Call> | Call;
  readonly status?: number;
  /** The owner's objects the call names: another member's token on them must get no 2xx. */
  readonly owns?: readonly string[];
  /** Takes another member's id on purpose (the owner's, called by the stranger): nothing private may come back. */
  readonly othersIds?: boolean;
  /** Takes the id of a public object (a catalogue picture): anyone may read it, and it belongs to nobody. */
  readonly publicIds?: boolean;
  /** Outside the API base (files): `path` is from the origin. */
  readonly external?: boolean;
}

/** A multipart form of one file, as a browser encodes it: the bytes and the content type with its boundary. */
export const multipart = async (field: string, file: Uint8Array, type: string): Promise<{ bytes: Uint8Array; contentType: string }> => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file)], { type }), 'photo');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { bytes: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
};

/** The owner's e-mail subscription token (SET-13), as their profile carries it. */
const subscriptionToken = async (f: Fixture): Promise<string> =>
  (await f.owner.client.get('/v2/profile', { token: f.owner.token })).body.data.settings.email_subscription_token as string;

/** The administrator's header, as `npm run admin` sends it. */
/** The owner and the stranger each hold 5 of a consumable (RECS-15 swipe notes, RECS-16 bouncer bypasses) to spend. */
const bothHold = async (f: Fixture, productType: string): Promise<void> => {
  for (const member of [f.owner, f.stranger])
    await f.t.database.db.query(
      'INSERT INTO member_consumables (user_id, product_type, remaining) VALUES ($1, $2, 5) ON CONFLICT (user_id, product_type) DO UPDATE SET remaining = 5',
      [member.userId, productType],
    );
};

/** PUR-30: a new client token of the owner's (a session open for one approval). */
const ownClientToken = async (f: Fixture): Promise<string> => (await f.owner.client.get('/v2/purchase/braintree/client-token', { token: f.owner.token })).body.data.client_token as string;

/** PUR-30: a new one-time nonce of the owner's approved PayPal account. */
const ownNonce = async (f: Fixture): Promise<string> =>
  (await f.owner.client.post('/v2/purchase/braintree/approval', { token: f.owner.token, body: { client_token: await ownClientToken(f), decision: 'approve', email: 'owner@example.com' } })).body.data.payment_method_nonce as string;

const ADMIN = { 'x-admin-token': TEST_ADMIN_TOKEN };

/** Members of the fixture's world made once for the ban rows, so that the owner, stranger and newcomer stay unbanned. */
const onePerFixture = <T>(make: (f: Fixture) => Promise<T>) => {
  const made = new WeakMap<Fixture, Promise<T>>();
  return (f: Fixture): Promise<T> => {
    if (!made.has(f)) made.set(f, make(f));
    return made.get(f)!;
  };
};

/** A member banned by the administrator in the appealable tier: the appeal token every call of theirs answers. */
const bannedAppealToken = onePerFixture(async (f) => {
  const zed = await signedInMember(f.t.client(), f.t.database.db, '+14155559801', { name: 'Zed' });
  await f.t.client().post('/admin/bans', { headers: ADMIN, body: { member: zed.userId, tier: 'banned', policy: 'spam' } });
  return (await f.t.client().get('/v2/profile', { token: zed.authToken! })).body.error.appealToken as string;
});

/** BAN-06: a member under a `challenge` ban (40307): its challenge token. */
const banChallengeToken = onePerFixture(async (f) => {
  const wyn = await signedInMember(f.t.client(), f.t.database.db, '+14155559804', { name: 'Wyn' });
  await f.t.client().post('/admin/bans', { headers: ADMIN, body: { member: wyn.userId, tier: 'challenge', policy: 'spam' } });
  return (await f.t.client().get('/v2/profile', { token: wyn.authToken! })).body.error.challengeToken as string;
});

/** BAN-13: the fields of a solved captcha for a guarded call (the call without them answers the challenge). */
const solvedCaptcha = async (f: Fixture, path: string, headers: Record<string, string>, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
  const { passCaptcha } = await import('../../server/testing/captcha-guard');
  const client = f.t.client().with(headers);
  return { ...body, ...(await passCaptcha(client, await client.post(path, { body }))) };
};

/** The member the administrator's rows ban and lift. */
const adminsMember = onePerFixture(async (f) => (await signedInMember(f.t.client(), f.t.database.db, '+14155559802', { name: 'Yan' })).userId!);

/** BAN-11: a warning the administrator gave the owner (one per fixture; acknowledging it keeps it appealable). */
const ownerWarning = onePerFixture(async (f) => {
  const answer = await f.t.client().post('/admin/warnings', { headers: ADMIN, body: { member: f.owner.userId, tier: 'warning', policy: 'spam' } });
  return answer.body.data.alert.id as string;
});

/** BAN-07: a member under a selfie challenge: its token. */
const selfieChallengeToken = onePerFixture(async (f) => {
  const xan = await signedInMember(f.t.client(), f.t.database.db, '+14155559803', { name: 'Xan' });
  await f.t.client().post('/admin/bans', { headers: ADMIN, body: { member: xan.userId, tier: 'selfieChallenge', policy: 'identity check' } });
  return (await f.t.client().get('/v2/profile', { token: xan.authToken! })).body.error.selfieChallengeToken as string;
});

/** LIKES-02, BOOST-04: likes-you and boosts need Gold: the owner becomes a Gold member first. */
const asGold = async (f: Fixture, call: Call): Promise<Call> => {
  await f.t.database.db.query("UPDATE users SET tier = 'gold' WHERE id = $1", [f.owner.userId]);
  return call;
};

/** SET-14: the passport needs a tier that has it: the owner becomes a Plus member first. */
const asPlus = async (f: Fixture, call: Call): Promise<Call> => {
  await f.t.database.db.query("UPDATE users SET tier = 'plus' WHERE id = $1", [f.owner.userId]);
  return call;
};

/** PUR-22: the owner's Gold purchase (one per fixture; the purchase row repeats its idempotency key, so never a second charge). */
const OWNER_PURCHASE = {
  product_type: 'gold',
  terms: 1,
  idempotency_key: 'security-purchase-1',
  payment_method: 'card',
  card: { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123', holder_name: 'Owner' },
  zip: '10001',
} as const;
const ownPurchase = onePerFixture(async (f) => {
  const answer = await f.owner.client.post('/purchase/web', { token: f.owner.token, body: OWNER_PURCHASE });
  return answer.body.data.purchase as { purchase_id: string; restore_token: string };
});
/** PUR-22: a payment of the owner waiting for its 3-D Secure answer. */
const ownChallenge = onePerFixture(async (f) => {
  const answer = await f.owner.client.post('/purchase/web', { token: f.owner.token, body: { ...OWNER_PURCHASE, idempotency_key: 'security-3ds-1', card: { ...OWNER_PURCHASE.card, number: '4000000000003220' } } });
  return answer.body.data.three_ds as { purchase_id: string; transaction_id: string };
});

/** PUR-07: one of the owner's offers (the bundle every member gets, or the discount of the owner's live subscription with a saved card). */
const ownOffer = async (f: Fixture, type: 'BUNDLE_OFFER' | 'DISCOUNT'): Promise<string> => {
  if (type === 'DISCOUNT') {
    const purchase = await ownPurchase(f);
    await f.owner.client.json('PUT', `/v2/purchase/${purchase.purchase_id}/auto-renew`, { token: f.owner.token });
    await f.owner.client.post('/purchase/payment/card', { token: f.owner.token, body: { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123', holder_name: 'Owner' } });
  }
  const answer = await f.owner.client.post('/purchase/offer', { token: f.owner.token, body: {} });
  const offers = answer.body.data.offers as Array<{ offer_id: string; offer_type: string }>;
  return offers.find((o) => o.offer_type === type)!.offer_id;
};

export const gatewayBytes = (request: authgateway.AuthGatewayRequest.$Properties): Uint8Array => authgateway.AuthGatewayRequest.encode(request).finish();

export const ENDPOINTS: readonly EndpointRow[] = [
  // Sign-in and sessions (server/auth)
  {
    method: 'POST',
    route: '/api/v3/auth/login',
    access: 'open',
    body: 'protobuf',
    personal: true,
    call: () => ({ path: '/v3/auth/login', bytes: gatewayBytes({ phone: { phone: '+14155559999' } }), contentType: 'application/x-protobuf' }),
  },
  {
    method: 'POST',
    route: '/api/v4/auth/token',
    access: 'open',
    body: 'protobuf',
    personal: true,
    call: (f) => ({ path: '/v4/auth/token', body: { refresh_auth: { refresh_token: f.owner.refreshToken } } }),
  },
  { method: 'POST', route: '/api/v2/auth/logout', access: 'session', body: 'none', personal: false, call: () => ({ path: '/v2/auth/logout' }) },
  { method: 'GET', route: '/api/healthcheck/auth', access: 'open', body: 'none', personal: false, call: () => ({ path: '/healthcheck/auth' }) },
  {
    method: 'POST',
    route: '/api/v2/auth/verify-captcha',
    access: 'open',
    body: 'json',
    personal: false,
    call: () => ({ path: '/v2/auth/verify-captcha', body: { token: 'not-issued', answer: 'e30=', vendor: 'altcha' } }),
  },
  { method: 'GET', route: '/api/v2/auth/sessions', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v2/auth/sessions' }) },
  {
    method: 'DELETE',
    route: '/api/v2/auth/sessions/:sessionId',
    access: 'member',
    body: 'none',
    personal: true,
    owns: ['session'],
    call: async (f) => ({ path: `/v2/auth/sessions/${await f.ownOtherSession()}` }),
  },
  { method: 'POST', route: '/api/v2/auth/sessions/end-others', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v2/auth/sessions/end-others' }) },
  // Demo and dev modes only: codes sent to any destination, readable (never served in production mode).
  { method: 'GET', route: '/api/demo/outbox', access: 'open', body: 'none', personal: true, call: () => ({ path: '/demo/outbox?to=%2B14155559999' }) },

  // Post-login's contact context (server/contact, PL-05): the body names the caller, and only the caller.
  {
    method: 'POST',
    route: '/api/contact/request',
    access: 'member',
    body: 'json',
    personal: false,
    owns: ['member'],
    call: (f) => ({ path: '/contact/request?redirect=0', body: { pf: 'web', os: 'Linux', av: '1.0.0', uid: f.owner.userId, lat: 52.52, lon: 13.4, lc: 'en', nu: 0, em: 1, sid: null } }),
  },

  // Members (server/users)
  { method: 'GET', route: '/api/v2/profile', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v2/profile' }) },
  { method: 'GET', route: '/api/user/:userId', access: 'member', body: 'none', personal: true, othersIds: true, call: (f) => ({ path: `/user/${f.owner.userId}` }) },

  // Start-up (server/startup)
  { method: 'POST', route: '/api/v2/meta', access: 'open', body: 'optional-json', personal: true, call: () => ({ path: '/v2/meta', body: { lat: 52.52, lon: 13.4 } }) },
  { method: 'POST', route: '/api/v2/buckets', access: 'open', body: 'optional-json', personal: false, call: () => ({ path: '/v2/buckets', body: { experiments: ['a'] } }) },

  // Realtime (server/realtime)
  { method: 'GET', route: '/api/ws/generate', access: 'member', body: 'none', personal: true, call: () => ({ path: '/ws/generate' }) },
  // Without an upgrade the socket route is a 400; the ticket and origin checks are proven in server/realtime.
  { method: 'GET', route: '/api/ws', access: 'open', body: 'none', personal: false, status: 400, call: () => ({ path: '/ws?token=x' }) },

  // Media (server/media)
  {
    method: 'POST',
    route: '/api/mediaservice/placeholders',
    access: 'signed-in',
    body: 'json',
    personal: true,
    call: () => ({ path: '/mediaservice/placeholders', body: { count: 1 } }),
  },
  {
    method: 'POST',
    route: '/api/mediaservice/photo',
    access: 'signed-in',
    body: 'image',
    personal: true,
    owns: ['placeholder'],
    call: async (f) => {
      const { realPng } = await import('../../server/media/testing/images');
      return { path: `/mediaservice/photo?placeholder_id=${await f.ownPlaceholder()}`, bytes: realPng(), contentType: 'image/png' };
    },
  },
  {
    method: 'PUT',
    route: '/api/mediaservice/order',
    access: 'signed-in',
    body: 'json',
    personal: true,
    owns: ['photo'],
    call: async (f) => ({ path: '/mediaservice/order', body: { media_ids: [await f.ownPhoto()] } }),
  },
  {
    method: 'PUT',
    route: '/api/mediaservice/details',
    access: 'signed-in',
    body: 'json',
    personal: true,
    owns: ['photo'],
    call: async (f) => ({ path: '/mediaservice/details', body: { media_id: await f.ownPhoto(), alt_text: 'On a hike' } }),
  },
  {
    method: 'DELETE',
    route: '/api/mediaservice',
    access: 'signed-in',
    body: 'json',
    personal: true,
    owns: ['photo'],
    call: async (f) => ({ path: '/mediaservice', body: { media_id: await f.ownPhoto() } }),
  },
  { method: 'GET', route: '/api/mediaservice', access: 'signed-in', body: 'none', personal: true, call: () => ({ path: '/mediaservice' }) },
  // Onboarding (server/onboarding): the newcomer's own, by the onboarding token alone.
  { method: 'GET', route: '/api/v2/onboarding/fields', access: 'onboarding', body: 'none', personal: true, call: () => ({ path: '/v2/onboarding/fields' }) },
  {
    method: 'POST',
    route: '/api/v2/onboarding/fields',
    access: 'onboarding',
    body: 'json',
    personal: true,
    call: () => ({ path: '/v2/onboarding/fields', body: { fields: [{ name: 'name', data: 'Nova' }], funnel_session_id: 'funnel-1' } }),
  },
  {
    method: 'POST',
    route: '/api/v2/onboarding/photo',
    access: 'onboarding',
    body: 'multipart',
    personal: true,
    call: async () => {
      const { realPng } = await import('../../server/media/testing/images');
      return { path: '/v2/onboarding/photo', ...(await multipart('photo', realPng(), 'image/png')) };
    },
  },
  {
    method: 'POST',
    route: '/api/v2/onboarding/complete',
    access: 'onboarding',
    body: 'optional-json',
    personal: true,
    call: async (f) => {
      await f.readyNewcomer();
      return { path: '/v2/onboarding/complete', body: { funnelSessionId: 'funnel-1' } };
    },
  },
  { method: 'DELETE', route: '/api/v2/onboarding/user', access: 'onboarding', body: 'none', personal: true, call: () => ({ path: '/v2/onboarding/user' }) },

  // Files are public by key (a key is random and names one photo): cached, but never framed nor sniffed.
  { method: 'GET', route: '/media/*', access: 'open', body: 'none', personal: false, external: true, status: 404, call: () => ({ path: '/media/photos/none.jpg' }) },

  // Discovery (server/recs)
  { method: 'GET', route: '/api/v2/recs/core', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v2/recs/core' }) },
  { method: 'POST', route: '/api/like/:userId', access: 'member', body: 'optional-json', personal: true, othersIds: true, call: (f) => ({ path: `/like/${f.owner.userId}` }) },
  {
    method: 'POST',
    route: '/api/like/:userId/super',
    access: 'member',
    body: 'optional-json',
    personal: true,
    othersIds: true,
    call: (f) => ({ path: `/like/${f.owner.userId}/super` }),
  },
  // RECS-15: a like with a swipe note; whoever calls holds swipe notes to spend.
  {
    method: 'POST',
    route: '/api/v2/like/:userId/swipenote',
    access: 'member',
    body: 'json',
    personal: true,
    othersIds: true,
    call: async (f) => {
      await bothHold(f, 'swipenote');
      return { path: `/v2/like/${f.owner.userId}/swipenote`, body: { message: 'Hello there' } };
    },
  },
  // RECS-16: a like past the allowance with a bouncer bypass; whoever calls holds bouncer bypasses to spend.
  {
    method: 'POST',
    route: '/api/v2/consumables/bouncer-bypass',
    access: 'member',
    body: 'json',
    personal: true,
    othersIds: true,
    call: async (f) => {
      await bothHold(f, 'bouncerbypass');
      return { path: '/v2/consumables/bouncer-bypass', body: { user_id: f.owner.userId } };
    },
  },
  { method: 'POST', route: '/api/pass/:userId', access: 'member', body: 'optional-json', personal: true, othersIds: true, call: (f) => ({ path: `/pass/${f.owner.userId}` }) },
  // Rewind (RECS-14): undoing a swipe names the member swiped.
  {
    method: 'DELETE',
    route: '/api/like/:userId',
    access: 'member',
    body: 'none',
    personal: true,
    othersIds: true,
    call: async (f) => {
      await f.strangerSwiped('like');
      return { path: `/like/${f.owner.userId}` };
    },
  },
  {
    method: 'DELETE',
    route: '/api/like/:userId/super',
    access: 'member',
    body: 'none',
    personal: true,
    othersIds: true,
    call: async (f) => {
      await f.strangerSwiped('super');
      return { path: `/like/${f.owner.userId}/super` };
    },
  },
  {
    method: 'DELETE',
    route: '/api/pass/:userId',
    access: 'member',
    body: 'none',
    personal: true,
    othersIds: true,
    call: async (f) => {
      await f.strangerSwiped('pass');
      return { path: `/pass/${f.owner.userId}` };
    },
  },
  // Discovery settings (server/users)
  { method: 'POST', route: '/api/v2/profile/user', access: 'member', body: 'json', personal: true, call: () => ({ path: '/v2/profile/user', body: { distance_filter: 50, age_filter_min: 25 } }) },
  // The own profile's edits (server/profile)
  { method: 'POST', route: '/api/v2/profile', access: 'member', body: 'json', personal: true, call: () => ({ path: '/v2/profile', body: { bio: 'Coffee first.', height: 180 } }) },
  {
    method: 'POST',
    route: '/api/v2/profile/job',
    access: 'member',
    body: 'json',
    personal: true,
    call: () => ({ path: '/v2/profile/job', body: { jobs: [{ company: { name: 'Acme', displayed: true }, title: { name: 'Baker', displayed: true } }] } }),
  },
  { method: 'POST', route: '/api/v2/profile/school', access: 'member', body: 'json', personal: true, call: () => ({ path: '/v2/profile/school', body: { schools: [{ name: 'HTW Berlin' }] } }) },
  {
    method: 'POST',
    route: '/api/v2/profile/interests',
    access: 'member',
    body: 'json',
    personal: true,
    call: () => ({ path: '/v2/profile/interests', body: { selected_interests: ['it_1', 'it_2', 'it_3', 'it_4'] } }),
  },
  {
    method: 'DELETE',
    route: '/api/v2/profile/interests',
    access: 'member',
    body: 'json',
    personal: true,
    call: async (f) => {
      await f.owner.client.post('/v2/profile/interests', { token: f.owner.token, body: { selected_interests: ['it_1', 'it_2', 'it_3', 'it_4'] } });
      return { path: '/v2/profile/interests', body: { interest_id: 'it_4' } };
    },
  },
  { method: 'POST', route: '/api/v2/profile/prompts', access: 'member', body: 'json', personal: true, call: () => ({ path: '/v2/profile/prompts', body: { prompts: [{ id: 'pr_1', answer_text: 'Fresh bread' }] } }) },
  { method: 'POST', route: '/api/v2/profile/tutorials', access: 'member', body: 'json', personal: true, call: () => ({ path: '/v2/profile/tutorials', body: { tutorials: ['profile_meter'] } }) },

  // Matches (server/matches)
  { method: 'GET', route: '/api/v2/matches', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v2/matches?filter=withMessages&count=10' }) },
  { method: 'GET', route: '/api/v1/match-expiration/archived-matches', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v1/match-expiration/archived-matches' }) },
  {
    method: 'GET',
    route: '/api/v2/matches/:matchId',
    access: 'member',
    body: 'none',
    personal: true,
    owns: ['match'],
    call: async (f) => ({ path: `/v2/matches/${(await f.ownMatch()).matchId}` }),
  },
  {
    method: 'DELETE',
    route: '/api/user/matches/:matchId',
    access: 'member',
    body: 'none',
    personal: true,
    owns: ['match'],
    call: async (f) => ({ path: `/user/matches/${(await f.ownMatch()).matchId}` }),
  },
  { method: 'POST', route: '/api/v2/seen/:matchId', access: 'member', body: 'none', personal: true, owns: ['match'], call: async (f) => ({ path: `/v2/seen/${(await f.ownMatch()).matchId}` }) },
  {
    method: 'POST',
    route: '/api/v2/seen/:matchId/:messageId',
    access: 'member',
    body: 'none',
    personal: true,
    owns: ['match', 'message'],
    call: async (f) => {
      const { matchId, messageId } = await f.ownMatch();
      return { path: `/v2/seen/${matchId}/${messageId}` };
    },
  },
  { method: 'POST', route: '/api/updates', access: 'member', body: 'optional-json', personal: true, call: () => ({ path: '/updates', body: { last_activity_date: '2026-01-01T00:00:00.000Z' } }) },
  { method: 'GET', route: '/api/v2/read-receipts', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v2/read-receipts' }) },
  {
    method: 'POST',
    route: '/api/v2/read-receipts/:matchId',
    access: 'member',
    body: 'none',
    personal: true,
    owns: ['match'],
    call: async (f) => ({ path: `/v2/read-receipts/${(await f.ownMatch()).matchId}` }),
  },

  // Chat (server/chat)
  {
    method: 'POST',
    route: '/api/user/matches/:matchId',
    access: 'member',
    body: 'json',
    personal: true,
    owns: ['match'],
    call: async (f) => ({ path: `/user/matches/${(await f.ownMatch()).matchId}`, body: { message: 'Hello Mia', client_message_id: clientId(f.t.time.now()) } }),
  },
  { method: 'GET', route: '/api/messages', access: 'member', body: 'none', personal: true, owns: ['match'], call: async (f) => ({ path: `/messages?match_id=${(await f.ownMatch()).matchId}&count=20` }) },
  { method: 'GET', route: '/api/gif/trending', access: 'member', body: 'none', personal: true, call: () => ({ path: '/gif/trending?limit=5' }) },
  { method: 'GET', route: '/api/gif/search', access: 'member', body: 'none', personal: true, call: () => ({ path: '/gif/search?query=hello' }) },
  { method: 'GET', route: '/api/sticker/trending', access: 'member', body: 'none', personal: true, call: () => ({ path: '/sticker/trending?limit=5' }) },
  { method: 'GET', route: '/api/sticker/search', access: 'member', body: 'none', personal: true, call: () => ({ path: '/sticker/search?query=cat' }) },
  // The catalogue's pictures are public (an image tag sends no token), cached, and sandboxed.
  { method: 'GET', route: '/api/gif/assets/:file', access: 'open', body: 'none', personal: false, publicIds: true, call: () => ({ path: '/gif/assets/gif_hello.svg' }) },
  { method: 'GET', route: '/api/sticker/assets/:file', access: 'open', body: 'none', personal: false, publicIds: true, call: () => ({ path: '/sticker/assets/sticker_cat.svg' }) },

  // Safety (server/safety): blocking and reporting name another member on purpose.
  { method: 'PUT', route: '/api/v2/block/profile/direct', access: 'member', body: 'json', personal: true, othersIds: true, call: (f) => ({ path: '/v2/block/profile/direct', body: { user_id: f.owner.userId } }) },
  { method: 'GET', route: '/api/v4/report/tree', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v4/report/tree' }) },
  {
    method: 'POST',
    route: '/api/v4/report/new',
    access: 'member',
    body: 'json',
    personal: true,
    othersIds: true,
    call: (f) => ({ path: '/v4/report/new', body: { user_id: f.owner.userId, reason: 'spam', comment: 'Sends links to a shop' } }),
  },

  // Bans and appeals (server/bans): a banned member appeals with the ban's appeal token, no session; the
  // administrator's calls need the admin token and come from this machine.
  { method: 'GET', route: '/api/v1/banned-user/appeals/cases', access: 'open', body: 'none', personal: true, call: async (f) => ({ path: '/v1/banned-user/appeals/cases', headers: { 'x-appeal-token': await bannedAppealToken(f) } }) },
  {
    method: 'POST',
    route: '/api/v1/banned-user/appeals',
    access: 'open',
    body: 'json',
    personal: true,
    call: async (f) => {
      const headers = { 'x-appeal-token': await bannedAppealToken(f) };
      return { path: '/v1/banned-user/appeals', headers, body: await solvedCaptcha(f, '/v1/banned-user/appeals', headers, { statement: 'Please look at my case again.' }) };
    },
  },
  // BAN-06, BAN-13: the ban challenge, passed with a solved captcha and no session.
  {
    method: 'POST',
    route: '/api/challenge/verify',
    access: 'open',
    body: 'json',
    personal: true,
    call: async (f) => ({ path: '/challenge/verify', body: await solvedCaptcha(f, '/challenge/verify', {}, { challenge_token: await banChallengeToken(f) }) }),
  },
  { method: 'GET', route: '/api/v1/appeals/cases', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v1/appeals/cases' }) },
  {
    method: 'POST',
    route: '/api/admin/bans',
    access: 'open',
    body: 'json',
    personal: true,
    call: async (f) => ({ path: '/admin/bans', headers: ADMIN, body: { member: await adminsMember(f), tier: 'underReview', policy: 'spam' } }),
  },
  {
    method: 'POST',
    route: '/api/admin/bans/lift',
    access: 'open',
    body: 'json',
    personal: true,
    call: async (f) => {
      const id = await adminsMember(f);
      await f.t.client().post('/admin/bans', { headers: ADMIN, body: { member: id, tier: 'bcBanned', policy: 'spam' } });
      return { path: '/admin/bans/lift', headers: ADMIN, body: { member: id } };
    },
  },
  { method: 'POST', route: '/api/admin/appeals/deny', access: 'open', body: 'json', personal: true, call: async (f) => ({ path: '/admin/appeals/deny', headers: ADMIN, body: { member: await adminsMember(f) } }) },
  { method: 'GET', route: '/api/admin/appeals', access: 'open', body: 'none', personal: true, call: () => ({ path: '/admin/appeals', headers: ADMIN }) },
  // Warnings, alerts and the selfie challenge (server/bans, BAN-07, BAN-11, BAN-13).
  {
    method: 'POST',
    route: '/api/v1/appeals',
    access: 'member',
    body: 'json',
    personal: true,
    owns: ['alert'],
    call: async (f) => ({ path: '/v1/appeals', body: { alert_id: await ownerWarning(f), statement: 'That was a quote from a film.' } }),
  },
  { method: 'GET', route: '/api/v1/alerts', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v1/alerts' }) },
  {
    method: 'POST',
    route: '/api/v1/alerts/:id/acknowledge',
    access: 'member',
    body: 'none',
    personal: true,
    owns: ['alert'],
    call: async (f) => ({ path: `/v1/alerts/${await ownerWarning(f)}/acknowledge` }),
  },
  {
    method: 'POST',
    route: '/api/v2/selfie-challenge',
    access: 'open',
    body: 'image',
    personal: false,
    call: async (f) => {
      const { pngHeader } = await import('../../server/media/testing/images');
      // A picture too small for the stand-in check: the challenge stays for the next call.
      return { path: '/v2/selfie-challenge', headers: { 'x-selfie-challenge-token': await selfieChallengeToken(f) }, bytes: pngHeader(100, 100), contentType: 'image/png' };
    },
  },
  {
    method: 'POST',
    route: '/api/admin/warnings',
    access: 'open',
    body: 'json',
    personal: true,
    call: async (f) => ({ path: '/admin/warnings', headers: ADMIN, body: { member: await adminsMember(f), tier: 'warning', policy: 'spam' } }),
  },

  // Settings (server/settings): notifications, e-mail subscriptions by token, privacy, contact changes, deletion.
  { method: 'PUT', route: '/api/v2/push/notifications', access: 'member', body: 'json', personal: true, call: () => ({ path: '/v2/push/notifications', body: { match: false } }) },
  {
    method: 'POST',
    route: '/api/v2/push/devices/:deviceParam',
    access: 'member',
    body: 'json',
    personal: true,
    // The device id names the caller's own device: another member registering the same id registers their own.
    publicIds: true,
    call: () => ({ path: '/v2/push/devices/web-device-1', body: { endpoint: 'https://fcm.googleapis.com/fcm/send/1', keys: { p256dh: 'BKey', auth: 'secret' } } }),
  },
  {
    method: 'DELETE',
    route: '/api/v2/push/devices/:deviceParam',
    access: 'member',
    body: 'none',
    personal: true,
    owns: ['push device'],
    call: async (f) => {
      await f.owner.client.post('/v2/push/devices/web-device-2', { token: f.owner.token, body: { endpoint: 'https://fcm.googleapis.com/fcm/send/2' } });
      return { path: '/v2/push/devices/web-device-2' };
    },
  },
  // SET-11 (server/push): the server's public VAPID key, for the browser's subscription.
  { method: 'GET', route: '/api/v2/push/public-key', access: 'member', body: 'none', personal: false, call: () => ({ path: '/v2/push/public-key' }) },
  { method: 'POST', route: '/api/v2/profile/email_settings', access: 'member', body: 'json', personal: true, call: () => ({ path: '/v2/profile/email_settings', body: { promotions: true } }) },
  {
    method: 'GET',
    route: '/api/v2/subscriptions/web',
    access: 'open',
    body: 'none',
    personal: true,
    call: async (f) => ({ path: `/v2/subscriptions/web?token=${await subscriptionToken(f)}` }),
  },
  {
    method: 'POST',
    route: '/api/v2/subscriptions/web',
    access: 'open',
    body: 'json',
    personal: true,
    call: async (f) => ({ path: '/v2/subscriptions/web', body: { token: await subscriptionToken(f), subscriptions: [{ id: 'promotions', subscribed: false }] } }),
  },
  { method: 'POST', route: '/api/v2/profile/message_controls', access: 'member', body: 'json', personal: true, call: () => ({ path: '/v2/profile/message_controls', body: { only_verified_users: true } }) },
  { method: 'POST', route: '/api/v2/profile/read_receipts', access: 'member', body: 'json', personal: true, call: () => ({ path: '/v2/profile/read_receipts', body: { enabled: false } }) },
  {
    method: 'POST',
    route: '/api/v2/account/account-email/send',
    access: 'member',
    body: 'json',
    personal: true,
    call: (f) => ({ path: '/v2/account/account-email/send', body: { email: `next.${f.owner.userId}@example.com` } }),
  },
  {
    method: 'POST',
    route: '/api/v2/account/account-email/confirm',
    access: 'member',
    body: 'json',
    personal: true,
    status: 400,
    call: (f) => ({ path: '/v2/account/account-email/confirm', body: { email: `next.${f.owner.userId}@example.com`, code: '123456', binding_token: 'not-issued' } }),
  },
  // PL-10
  { method: 'POST', route: '/api/v2/account/account-email/dismiss', access: 'member', body: 'optional-json', personal: true, call: () => ({ path: '/v2/account/account-email/dismiss', body: {} }) },
  { method: 'POST', route: '/api/v2/account/phone/send', access: 'member', body: 'json', personal: true, call: () => ({ path: '/v2/account/phone/send', body: { phone: '+14155557777' } }) },
  {
    method: 'POST',
    route: '/api/v2/account/phone/confirm',
    access: 'member',
    body: 'json',
    personal: true,
    status: 400,
    call: () => ({ path: '/v2/account/phone/confirm', body: { phone: '+14155557777', code: '123456', binding_token: 'not-issued' } }),
  },
  // Deletes the caller's own account: the right call ends the owner (each row of the headers check has a fresh world).
  { method: 'DELETE', route: '/api/profile', access: 'member', body: 'json', personal: true, call: () => ({ path: '/profile', body: { deletion_modal_version: 1 } }) },
  { method: 'POST', route: '/api/v2/profile/quizzes', access: 'member', body: 'json', personal: true, call: () => ({ path: '/v2/profile/quizzes', body: { sparks_quizzes: [{ id: 'qz_1', answer_details: [{ answer_id: '1' }] }] } }) },
  // The passport (SET-14, server/passport): a Plus member's calls.
  { method: 'GET', route: '/api/location/popular', access: 'member', body: 'none', personal: false, call: (f) => asPlus(f, { path: '/location/popular' }) },
  { method: 'GET', route: '/api/location/search', access: 'member', body: 'none', personal: false, call: (f) => asPlus(f, { path: '/location/search?q=par' }) },
  { method: 'POST', route: '/api/passport/user/travel', access: 'member', body: 'json', personal: true, call: (f) => asPlus(f, { path: '/passport/user/travel', body: { place_id: 'paris-fr' } }) },
  { method: 'POST', route: '/api/passport/user/travel/reset', access: 'member', body: 'none', personal: true, call: (f) => asPlus(f, { path: '/passport/user/travel/reset' }) },
  // Privacy and consents (PRIV items, server/privacy): the geo catalogue is for anyone; answers and terms are the member's.
  { method: 'GET', route: '/api/v2/consents/geo', access: 'open', body: 'none', personal: false, call: () => ({ path: '/v2/consents/geo', headers: { 'x-country-code': 'FR' } }) },
  { method: 'GET', route: '/api/v2/profile/consents', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v2/profile/consents' }) },
  {
    method: 'PUT',
    route: '/api/v2/profile/consents',
    access: 'member',
    body: 'json',
    personal: true,
    call: () => ({ path: '/v2/profile/consents', body: { categories: [{ code: 'analytics', default_value: false, enabled: false, responded: true, requires_input: true }], consents: [] } }),
  },
  {
    method: 'POST',
    route: '/api/v2/profile/consents',
    access: 'member',
    body: 'json',
    personal: true,
    call: () => ({ path: '/v2/profile/consents', body: { code: 'chat_suggestion', category_code: 'message', consent_action: 'accept' } }),
  },
  {
    method: 'POST',
    route: '/api/v2/account/consents',
    access: 'member',
    body: 'json',
    personal: true,
    call: () => ({ path: '/v2/account/consents', body: { categories: [{ code: 'advertising', default_value: false, enabled: false, responded: true, requires_input: true }], consents: [] } }),
  },
  // CHAT-13, PRIV-21: the conversation starters, once the owner accepted the messaging consent.
  {
    method: 'GET',
    route: '/api/v2/suggestions',
    access: 'member',
    body: 'none',
    personal: true,
    call: async (f) => {
      await f.owner.client.post('/v2/profile/consents', { token: f.owner.token, body: { code: 'chat_suggestion', category_code: 'message', consent_action: 'accept' } });
      return { path: '/v2/suggestions?locale=en' };
    },
  },
  { method: 'POST', route: '/api/v2/profile/terms-of-service', access: 'member', body: 'json', personal: true, call: () => ({ path: '/v2/profile/terms-of-service', body: { version: TERMS_VERSION } }) },
  // Likes-you and my likes (server/likes-you): the list and its answer need Gold; the teaser pictures are public by random token.
  { method: 'GET', route: '/api/v2/fast-match', access: 'member', body: 'none', personal: true, call: (f) => asGold(f, { path: '/v2/fast-match' }) },
  {
    method: 'POST',
    route: '/api/v2/fast-match',
    access: 'member',
    body: 'json',
    personal: true,
    othersIds: true,
    call: async (f) => {
      // The owner liked the stranger (on Gold), who has not answered yet: the stranger passes the owner from the list.
      const db = f.t.database.db;
      await db.query('DELETE FROM passes WHERE passer_id = $1 AND passed_id = $2', [f.stranger.userId, f.owner.userId]);
      await db.query("UPDATE users SET tier = 'gold' WHERE id = $1", [f.stranger.userId]);
      await f.owner.client.post(`/like/${f.stranger.userId}`, { token: f.owner.token });
      return { path: '/v2/fast-match', body: { user_id: f.owner.userId, action: 'pass' } };
    },
  },
  { method: 'GET', route: '/api/v2/fast-match/count', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v2/fast-match/count' }) },
  { method: 'GET', route: '/api/v2/fast-match/teasers', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v2/fast-match/teasers' }) },
  // Explore (server/explore): the catalogs are everyone's (a catalog id names no one); joining is the caller's own.
  { method: 'GET', route: '/api/v2/explore', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v2/explore' }) },
  { method: 'POST', route: '/api/v2/explore/:catalogId/join', access: 'member', body: 'optional-json', personal: true, publicIds: true, call: () => ({ path: '/v2/explore/free-tonight/join' }) },
  { method: 'DELETE', route: '/api/v2/explore/:catalogId/join', access: 'member', body: 'optional-json', personal: true, publicIds: true, call: () => ({ path: '/v2/explore/free-tonight/join' }) },
  { method: 'GET', route: '/api/v2/explore/:catalogId/recs', access: 'member', body: 'none', personal: true, publicIds: true, call: () => ({ path: '/v2/explore/free-tonight/recs' }) },
  { method: 'GET', route: '/api/v2/my-likes', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v2/my-likes' }) },
  {
    method: 'GET',
    route: '/media/teasers/:file',
    access: 'open',
    body: 'none',
    personal: false,
    external: true,
    // A picture's token is its only key, like a media file's: whoever has it may see the blurred picture.
    publicIds: true,
    status: 404,
    call: () => ({ path: `/media/teasers/${'A'.repeat(43)}.webp` }),
  },
  // Boosts (server/boosts): each call starts a fresh boost of the Gold owner.
  {
    method: 'POST',
    route: '/api/boost',
    access: 'member',
    body: 'optional-json',
    personal: true,
    call: async (f) => {
      await f.t.database.db.query('DELETE FROM boosts WHERE user_id = $1', [f.owner.userId]);
      return asGold(f, { path: '/boost' });
    },
  },
  { method: 'GET', route: '/api/boost/result', access: 'member', body: 'none', personal: true, call: () => ({ path: '/boost/result' }) },

  // Tiers and purchases (server/purchase, PUR-22..29).
  { method: 'GET', route: '/api/purchase/tiers', access: 'member', body: 'none', personal: false, call: () => ({ path: '/purchase/tiers' }) },
  // The consumable packs on sale and what the caller holds.
  { method: 'GET', route: '/api/purchase/consumables', access: 'member', body: 'none', personal: true, call: () => ({ path: '/purchase/consumables' }) },
  { method: 'POST', route: '/api/purchase/web', access: 'member', body: 'json', personal: true, call: async (f) => (await ownPurchase(f), { path: '/purchase/web', body: OWNER_PURCHASE }) },
  {
    method: 'POST',
    route: '/api/purchase/web/3d',
    access: 'member',
    body: 'json',
    personal: true,
    owns: ['purchase'],
    // A wrong answer: the payment fails (402) and stays failed, so the owner's live subscription is never replaced.
    status: 402,
    call: async (f) => {
      const challenge = await ownChallenge(f);
      return { path: '/purchase/web/3d', body: { purchase_id: challenge.purchase_id, transaction_id: challenge.transaction_id, challenge_response: '000000' } };
    },
  },
  {
    method: 'POST',
    route: '/api/purchase/web/3d/cancel',
    access: 'member',
    body: 'json',
    personal: true,
    owns: ['purchase'],
    call: async (f) => {
      const challenge = await ownChallenge(f);
      return { path: '/purchase/web/3d/cancel', body: { purchase_id: challenge.purchase_id, transaction_id: challenge.transaction_id } };
    },
  },
  { method: 'GET', route: '/api/v2/purchase/tax/:zip', access: 'member', body: 'none', personal: false, publicIds: true, call: () => ({ path: '/v2/purchase/tax/10001' }) },
  // PUR-31: the subscription products on sale and the member's own live subscriptions.
  { method: 'GET', route: '/api/v2/purchase/subscriptions', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v2/purchase/subscriptions' }) },
  { method: 'GET', route: '/api/v2/purchase/payment-methods', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v2/purchase/payment-methods' }) },
  { method: 'GET', route: '/api/purchase/payment/latest', access: 'member', body: 'none', personal: true, call: () => ({ path: '/purchase/payment/latest' }) },
  {
    method: 'POST',
    route: '/api/purchase/payment/card',
    access: 'member',
    body: 'json',
    personal: true,
    call: () => ({ path: '/purchase/payment/card', body: { number: '5555555555554444', exp_month: 12, exp_year: 2031, cvc: '123', holder_name: 'Owner' } }),
  },
  {
    method: 'DELETE',
    route: '/api/purchase/payment/card',
    access: 'member',
    body: 'none',
    personal: true,
    call: async (f) => {
      await f.owner.client.post('/purchase/payment/card', { token: f.owner.token, body: { number: '5555555555554444', exp_month: 12, exp_year: 2031, cvc: '123', holder_name: 'Owner' } });
      return { path: '/purchase/payment/card' };
    },
  },
  // PUR-30, EP-122, EP-123, EP-170: PayPal through the Braintree-like provider. The purchase buys a pack, so the
  // owner's live subscription (the auto-renew and restore rows') is never replaced.
  { method: 'GET', route: '/api/v2/purchase/braintree/client-token', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v2/purchase/braintree/client-token' }) },
  {
    method: 'POST',
    route: '/api/v2/purchase/braintree/approval',
    access: 'member',
    body: 'json',
    personal: true,
    owns: ['client token'],
    call: async (f) => ({ path: '/v2/purchase/braintree/approval', body: { client_token: await ownClientToken(f), decision: 'approve', email: 'owner@example.com' } }),
  },
  {
    method: 'POST',
    route: '/api/v2/purchase/braintree',
    access: 'member',
    body: 'json',
    personal: true,
    owns: ['payment method nonce'],
    call: async (f) => ({
      path: '/v2/purchase/braintree',
      body: { product_type: 'superlike', amount: 1, idempotency_key: `pp-${Math.random().toString(36).slice(2, 12)}`, payment_method: 'paypal', payment_method_nonce: await ownNonce(f), zip: '10001' },
    }),
  },
  {
    method: 'POST',
    route: '/api/v2/purchase/payment-methods/braintree/:paymentMethodType',
    access: 'member',
    body: 'json',
    personal: true,
    owns: ['payment method nonce'],
    call: async (f) => ({ path: '/v2/purchase/payment-methods/braintree/paypal', body: { payment_method_nonce: await ownNonce(f) } }),
  },
  {
    method: 'DELETE',
    route: '/api/v2/purchase/payment-methods/braintree/:paymentMethodType',
    access: 'member',
    body: 'none',
    personal: true,
    // The path names a kind of method (paypal), which belongs to nobody; the caller's own saved one is deleted.
    publicIds: true,
    call: async (f) => {
      await f.owner.client.post('/v2/purchase/payment-methods/braintree/paypal', { token: f.owner.token, body: { payment_method_nonce: await ownNonce(f) } });
      return { path: '/v2/purchase/payment-methods/braintree/paypal' };
    },
  },
  { method: 'PUT', route: '/api/v2/purchase/:purchaseId/auto-renew', access: 'member', body: 'none', personal: true, owns: ['purchase'], call: async (f) => ({ path: `/v2/purchase/${(await ownPurchase(f)).purchase_id}/auto-renew` }) },
  { method: 'DELETE', route: '/api/v2/purchase/:purchaseId/auto-renew', access: 'member', body: 'none', personal: true, owns: ['purchase'], call: async (f) => ({ path: `/v2/purchase/${(await ownPurchase(f)).purchase_id}/auto-renew` }) },
  { method: 'PUT', route: '/api/v2/purchase/:restoreToken/restore', access: 'member', body: 'none', personal: true, owns: ['restore token'], call: async (f) => ({ path: `/v2/purchase/${(await ownPurchase(f)).restore_token}/restore` }) },
  { method: 'PUT', route: '/api/purchase/web/billing/email', access: 'member', body: 'json', personal: true, call: () => ({ path: '/purchase/web/billing/email', body: { email: 'owner@example.com' } }) },
  // Offers (server/purchase, PUR-07, PUR-39).
  { method: 'POST', route: '/api/purchase/offer', access: 'member', body: 'optional-json', personal: true, call: () => ({ path: '/purchase/offer', body: {} }) },
  { method: 'POST', route: '/api/v1/paywall/offers', access: 'member', body: 'optional-json', personal: true, call: () => ({ path: '/v1/paywall/offers', body: {} }) },
  { method: 'POST', route: '/api/purchase/offer/view', access: 'member', body: 'json', personal: true, owns: ['offer'], call: async (f) => ({ path: '/purchase/offer/view', body: { offer_id: await ownOffer(f, 'BUNDLE_OFFER'), type: 'seen' } }) },
  { method: 'POST', route: '/api/purchase/offer/claim', access: 'member', body: 'json', personal: true, owns: ['offer'], call: async (f) => ({ path: '/purchase/offer/claim', body: { offer_id: await ownOffer(f, 'DISCOUNT') } }) },
  { method: 'POST', route: '/api/v2/purchase/discount/view', access: 'member', body: 'optional-json', personal: true, owns: ['offer'], call: async (f) => ({ path: '/v2/purchase/discount/view', body: { offer_id: await ownOffer(f, 'BUNDLE_OFFER') } }) },
  // Incentives (server/purchase, PUR-15, PUR-16): a promo code's campaign for the caller; a redemption is the caller's own offer.
  { method: 'POST', route: '/api/v2/incentives/eligibility', access: 'member', body: 'json', personal: true, call: () => ({ path: '/v2/incentives/eligibility', body: { promoCode: 'SPRING' } }) },
  // PUR-15: the member's own intro price as an incentive.
  { method: 'POST', route: '/api/v2/incentives/intro-price', access: 'member', body: 'optional-json', personal: true, call: () => ({ path: '/v2/incentives/intro-price' }) },
  { method: 'POST', route: '/api/v2/incentives/redeem', access: 'member', body: 'json', personal: true, call: () => ({ path: '/v2/incentives/redeem', body: { promoCode: 'SPRING' } }) },
  // Dynamic UI (server/purchase, MISC-02): the placements with content, and a placement's content for the caller (PUR-35's dynamic paywall).
  { method: 'GET', route: '/api/dynamicui/configuration', access: 'member', body: 'none', personal: false, call: () => ({ path: '/dynamicui/configuration' }) },
  { method: 'GET', route: '/api/dynamicui/configuration/content', access: 'member', body: 'none', personal: true, call: () => ({ path: '/dynamicui/configuration/content?placement=paywall&feature=undo' }) },
  { method: 'GET', route: '/api/v2/dynamicui/configuration/content', access: 'member', body: 'none', personal: true, call: () => ({ path: '/v2/dynamicui/configuration/content?placement=paywall&feature=undo' }) },
];

/** The app beside the API (registered only when a client build is served). */
export const SITE_ROUTES: readonly string[] = ['GET /', 'GET /index.html', 'GET /app', 'GET /app/*'];

export const rowKey = (row: Pick<EndpointRow, 'method' | 'route'>): string => `${row.method} ${row.route}`;
