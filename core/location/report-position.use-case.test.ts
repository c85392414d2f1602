import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { FakeTime, FixedRandom, flushMicrotasks, MemoryLogger } from '../shared/testing';
import { LocationStore } from './location.store';
import { ReportPositionUseCase } from './report-position.use-case';
import { FakeGeolocation } from './testing/fake-geolocation';
import { FakePageVisibility } from './testing/fake-page-visibility';
import { FakePositionReport } from './testing/fake-position-report';
import { TrackLocationUseCase } from './track-location.use-case';

const MINUTE = 60_000;

const setup = (signedIn = true) => {
  const time = new FakeTime();
  const store = new LocationStore();
  const geolocation = new FakeGeolocation({ permission: 'granted' });
  const logger = new MemoryLogger();
  const track = new TrackLocationUseCase({ store, geolocation, visibility: new FakePageVisibility(true), clock: time, scheduler: time, logger, random: new FixedRandom(0.5) });
  const reporter = new FakePositionReport();
  const session = signal(signedIn);
  const report = new ReportPositionUseCase({ store, reporter, signedIn: session, logger });
  const emit = (lat: number, lng: number) => geolocation.emitPosition(lat, lng, time.now());
  return { time, store, track, reporter, session, report, emit, logger };
};

describe('ReportPositionUseCase: the tracker wired to the provider', () => {
  it('LOC-03, CONF-05: each position the update rule stores is sent; a reading the rule skips is not', async () => {
    const { time, track, report, reporter, emit } = setup();
    track.start();
    report.start();
    emit(52.52, 13.405);
    await flushMicrotasks();
    expect(reporter.sent).toEqual([{ lat: 52.52, lng: 13.405 }]);
    // 1 km away, a minute later: not a meaningful move, not stale: skipped, nothing sent.
    time.advance(MINUTE);
    emit(52.529, 13.405);
    await flushMicrotasks();
    expect(reporter.sent).toHaveLength(1);
    // More than 1609 m: stored and sent.
    emit(52.54, 13.405);
    await flushMicrotasks();
    expect(reporter.sent.at(-1)).toEqual({ lat: 52.54, lng: 13.405 });
    // Stale (over 5 minutes): the timestamp is refreshed, and the same place is sent again.
    time.advance(6 * MINUTE);
    emit(52.5401, 13.405);
    await flushMicrotasks();
    expect(reporter.sent).toEqual([
      { lat: 52.52, lng: 13.405 },
      { lat: 52.54, lng: 13.405 },
      { lat: 52.54, lng: 13.405 },
    ]);
  });

  it('LOC-03: nothing is sent while signed out; the current position is sent on signing in', async () => {
    const { track, report, reporter, session, emit } = setup(false);
    track.start();
    report.start();
    emit(48.137, 11.575);
    await flushMicrotasks();
    expect(reporter.sent).toEqual([]);
    session.value = true;
    await flushMicrotasks();
    expect(reporter.sent).toEqual([{ lat: 48.137, lng: 11.575 }]);
  });

  it('one send at a time: positions stored while one is out send only the newest, after it; a failure is logged', async () => {
    const { time, track, report, reporter, emit, logger } = setup();
    track.start();
    report.start();
    reporter.hold();
    emit(52.52, 13.405);
    time.advance(31 * MINUTE);
    emit(52.6, 13.405);
    time.advance(31 * MINUTE);
    emit(52.7, 13.405);
    expect(reporter.sent).toHaveLength(1);
    reporter.failNext(50000);
    reporter.release();
    await flushMicrotasks();
    expect(reporter.sent).toEqual([
      { lat: 52.52, lng: 13.405 },
      { lat: 52.7, lng: 13.405 },
    ]);
    expect(logger.entries.some((e) => e.message === 'position not sent')).toBe(true);
  });
});
