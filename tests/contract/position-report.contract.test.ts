import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpPositionReport } from '../../adapters/location/http-position-report';
import { FakeAuthTokenSource } from '../../core/api/testing';
import type { PositionReportPort } from '../../core/location';
import { FakePositionReport } from '../../core/location/testing';
import { latLng, type LatLng } from '../../core/shared';
import { pageClient, referenceServerWorld, type ContractWorld } from './support/reference-server-world';
import { memberSignedInByPhone } from './support/signed-in-member';

/** One `PositionReportPort` with the far end it talks to. */
interface ReportHarness {
  readonly report: PositionReportPort;
  signIn(): Promise<void>;
  /** Where the far end holds the member to be. */
  stored(): Promise<{ readonly lat: number; readonly lng: number } | null>;
  later(ms: number): void;
}

const fakeWorld: ContractWorld<ReportHarness> = {
  start: async () => {},
  open: async () => {
    const fake = new FakePositionReport();
    return { report: fake, signIn: async () => {}, stored: async () => fake.sent.at(-1) ?? null, later: () => undefined };
  },
  stop: async () => {},
};

/** `HttpPositionReport` over the real ky client against the reference server in-process. */
const serverWorld = (): ContractWorld<ReportHarness> =>
  referenceServerWorld((t) => {
    const tokens = new FakeAuthTokenSource();
    let memberId: string | undefined;
    return {
      report: new HttpPositionReport(pageClient(t, tokens)),
      signIn: async () => {
        const login = await memberSignedInByPhone(t.client(), t.database.db, '+14155550801', 'Jane');
        tokens.set(login.authToken);
        memberId = login.userId;
      },
      stored: async () => {
        const [row] = await t.database.db.query<{ lat: number | null; lng: number | null }>('SELECT lat, lng FROM users WHERE id = $1', [memberId]);
        return row?.lat == null || row.lng == null ? null : { lat: row.lat, lng: row.lng };
      },
      later: (ms) => t.time.advance(ms),
    };
  // Tokens outlive the hours the tests let pass.
  }, { overrides: { auth: { accessTokenTtlMs: 24 * 3_600_000 } } });

const point = (lat: number, lng: number): LatLng => {
  const p = latLng(lat, lng);
  if (!p.ok) throw new Error('bad point');
  return p.value;
};

const reportContract = (name: string, world: ContractWorld<ReportHarness>) =>
  describe(`PositionReportPort contract: ${name}`, () => {
    let h: ReportHarness;
    beforeAll(() => world.start(), 60_000);
    afterAll(() => world.stop());
    beforeEach(async () => {
      h = await world.open();
      await h.signIn();
    });

    it('CONF-05, LOC-03: a reported position is accepted and becomes where the member is', async () => {
      expect(await h.report.report(point(52.52, 13.405))).toEqual({ ok: true, value: undefined });
      expect(await h.stored()).toEqual({ lat: 52.52, lng: 13.405 });
    });

    it('LOC-03: a later report of a move a traveller can make replaces it', async () => {
      await h.report.report(point(52.52, 13.405));
      h.later(2 * 3_600_000);
      // Berlin to Munich in two hours: a train could not, a plane could.
      expect((await h.report.report(point(48.137, 11.575))).ok).toBe(true);
      expect(await h.stored()).toEqual({ lat: 48.137, lng: 11.575 });
    });
  });

reportContract('FakePositionReport', fakeWorld);
reportContract('HttpPositionReport over ky and the reference server', serverWorld());
