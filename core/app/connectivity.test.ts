import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiFailure, type ApiFailure, type WrappedResponse } from '../api';
import { err, ok, type Result } from '../shared';
import {
  connectivityEventOf,
  nextConnectivity,
  OFFLINE,
  ONLINE,
  UNREACHABLE,
  type Connectivity,
  type ConnectivityEvent,
} from './connectivity';

const EVENTS: readonly ConnectivityEvent[] = [
  { type: 'went-online' },
  { type: 'went-offline' },
  { type: 'request-timed-out' },
  { type: 'server-answered' },
];

describe('APP-05: connectivity state', () => {
  it('APP-05: a request timeout while online shows the connectivity state; the next answer or online event clears it', () => {
    const shown = nextConnectivity(ONLINE, { type: 'request-timed-out' });
    expect(shown).toEqual(UNREACHABLE);
    expect(nextConnectivity(shown, { type: 'server-answered' })).toEqual(ONLINE);
    expect(nextConnectivity(shown, { type: 'went-online' })).toEqual(ONLINE);
    expect(nextConnectivity(shown, { type: 'went-offline' })).toEqual(OFFLINE);
  });

  it('APP-05: while offline a timeout changes nothing, and only an online event ends offline', () => {
    expect(nextConnectivity(OFFLINE, { type: 'request-timed-out' })).toEqual(OFFLINE);
    expect(nextConnectivity(OFFLINE, { type: 'server-answered' })).toEqual(OFFLINE);
    expect(nextConnectivity(OFFLINE, { type: 'went-online' })).toEqual(ONLINE);
  });

  it('APP-05: for any events, the state matches a model of two flags (device offline; timed out since the last sign of life)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.constantFrom(...EVENTS), { maxLength: 50 }), (startOnline, events) => {
        let state: Connectivity = startOnline ? ONLINE : OFFLINE;
        let offline = !startOnline;
        let problem = false;
        for (const event of events) {
          if (event.type === 'went-online') [offline, problem] = [false, false];
          else if (event.type === 'went-offline') [offline, problem] = [true, false];
          else if (event.type === 'request-timed-out') problem = problem || !offline;
          else problem = false;
          state = nextConnectivity(state, event);
          expect(state.kind).toBe(offline ? 'offline' : problem ? 'unreachable' : 'online');
        }
      }),
    );
  });

  it('APP-05: a timed-out call is a timeout; any server answer is a sign of life; calls never sent or not reaching the network say nothing', () => {
    const response: WrappedResponse = { data: null, status: 500, error: null, url: '/x', ok: false };
    const cases: ReadonlyArray<[Result<unknown, ApiFailure>, ConnectivityEvent['type'] | null]> = [
      [ok({}), 'server-answered'],
      [err(apiFailure.timeout()), 'request-timed-out'],
      [err(apiFailure.network()), null],
      [err(apiFailure.missingToken()), null],
      [err(apiFailure.invalidRequest('missing id')), null],
      [err(apiFailure.http(response, 50001)), 'server-answered'],
      [err(apiFailure.rateLimited({ ...response, status: 429 })), 'server-answered'],
      [err(apiFailure.unauthorized('rejected')), 'server-answered'],
      [err(apiFailure.forcedLogout({ ...response, status: 403 })), 'server-answered'],
    ];
    for (const [result, expected] of cases) expect(connectivityEventOf(result)?.type ?? null).toBe(expected);
  });
});
