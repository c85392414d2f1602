import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { member } from '../matches/testing/members';
import { startTestServer, type TestServer } from '../testing/test-server';
import { tierTables } from './tier-tables.repository';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
  await tierTables.load(t.database.db);
});

const V2 = '/v2/dynamicui/configuration/content';

describe('the dynamic UI (MISC-02) and the dynamic paywall (PUR-35)', () => {
  it("MISC-02: GET /v2/dynamicui/configuration/content?placement=paywall&feature=undo answers a free member the paywall's content: heading, perks, Plus, Gold and Platinum in order, Gold highlighted, 6 months chosen", async () => {
    const ann = await member(t, 'Ann');
    const answer = await ann.get(`${V2}?placement=paywall&feature=undo`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      placement: 'paywall',
      feature: 'undo',
      content: { placement: 'paywall', feature: 'undo', heading: 'undo', features: ['rewindPassport', 'unlimitedLikes', 'likesYou'], tiers: ['plus', 'gold', 'platinum'], highlighted: 'gold', terms: 6 },
    });
    // The older path answers the same.
    expect((await ann.get('/dynamicui/configuration/content?placement=paywall&feature=undo')).body.data).toEqual(answer.body.data);
  });

  it('PUR-35: the content is data: a row changed in the database is what the member is shown next', async () => {
    const ann = await member(t, 'Ann');
    await t.database.db.query("UPDATE dynamic_ui_content SET tiers = ARRAY['platinum', 'gold'], highlighted = 'platinum', terms = 12, heading = 'passport' WHERE feature = 'undo'");
    const { content } = (await ann.get(`${V2}?placement=paywall&feature=undo`)).body.data;
    expect(content).toMatchObject({ heading: 'passport', tiers: ['platinum', 'gold'], highlighted: 'platinum', terms: 12 });
  });

  it('PUR-35: a member is offered only the tiers above their own; the highlighted one left out moves to the first left; a member with the top tier, or a feature without content, gets null', async () => {
    const ann = await member(t, 'Ann');
    await t.database.db.query("UPDATE users SET tier = 'gold' WHERE id = $1", [ann.userId]);
    expect((await ann.get(`${V2}?placement=paywall&feature=undo`)).body.data.content).toMatchObject({ tiers: ['platinum'], highlighted: 'platinum' });
    await t.database.db.query("UPDATE users SET tier = 'platinum' WHERE id = $1", [ann.userId]);
    expect((await ann.get(`${V2}?placement=paywall&feature=undo`)).body.data.content).toBeNull();
    const bob = await member(t, 'Bob');
    await t.database.db.query("DELETE FROM dynamic_ui_content WHERE feature = 'passport'");
    expect((await bob.get(`${V2}?placement=paywall&feature=passport`)).body.data).toEqual({ placement: 'paywall', feature: 'passport', content: null });
    expect((await bob.get(`${V2}?placement=paywall&feature=unknown_feature`)).body.data.content).toBeNull();
  });

  it('PUR-35: a Gold-only feature (super likes) offers Gold and Platinum to a Plus member, Gold highlighted', async () => {
    const ann = await member(t, 'Ann');
    await t.database.db.query("UPDATE users SET tier = 'plus' WHERE id = $1", [ann.userId]);
    expect((await ann.get(`${V2}?placement=paywall&feature=super_like`)).body.data.content).toMatchObject({ tiers: ['gold', 'platinum'], highlighted: 'gold', features: ['superLikes', 'boost', 'likesYou'] });
  });

  it('MISC-02: GET /dynamicui/configuration lists the placements with content, one paywall per feature', async () => {
    const ann = await member(t, 'Ann');
    const answer = await ann.get('/dynamicui/configuration');
    expect(answer.status).toBe(200);
    const placements = answer.body.data.placements as Array<{ placement: string; feature: string }>;
    expect(placements.filter((p) => p.placement === 'paywall').map((p) => p.feature).sort()).toEqual(
      ['boost', 'hide_ads', 'passport', 'super_like', 'undo', 'unlimited_swipes', 'who_sees_you', 'who_you_see', 'your_profile'].sort(),
    );
  });

  it('MISC-02: a placement other than the paywall, a missing or malformed feature, or no session are refused (400, 401)', async () => {
    const ann = await member(t, 'Ann');
    for (const query of ['placement=home&feature=undo', 'placement=paywall', 'feature=undo', 'placement=paywall&feature=UNDO!', 'placement=paywall&feature=undo&extra=1'])
      expect((await ann.get(`${V2}?${query}`)).status, query).toBe(400);
    expect((await t.client().get(`${V2}?placement=paywall&feature=undo`)).status).toBe(401);
  });
});
