/**
 * What the realtime layer tells every server process of one database: nudges for a member (whose sockets may be
 * open on any process) and sessions that ended (whose sockets must close wherever they are). A message is
 * delivered in the process that publishes it at once, and to the others through PostgreSQL's NOTIFY when the
 * database is a PostgreSQL server. An embedded database (PGlite) belongs to one process: the bus stays in it.
 */
import { randomBytes } from 'node:crypto';
import { parseNudge, type Nudge } from '../../core/realtime/protocol';
import { SESSION_END_REASONS, type SessionEnded } from '../auth';
import type { Notifications } from '../db/database';

export type BusMessage =
  | { readonly kind: 'nudge'; readonly memberId: string; readonly nudge: Nudge }
  | { readonly kind: 'sessions-ended'; readonly event: SessionEnded };

export interface RealtimeBus {
  /** Delivers here at once, and to the other processes. */
  publish(message: BusMessage): void;
  /** Starts hearing the other processes; resolves once listening. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** The NOTIFY channel (namespaced by the database's schema, see PgDatabase). */
export const REALTIME_CHANNEL = 'spark_realtime';

interface Envelope {
  /** The process that published: it delivered the message itself already. */
  readonly o: string;
  readonly m: BusMessage;
}

const readSessionEnded = (raw: unknown): SessionEnded | undefined => {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const e = raw as Record<string, unknown>;
  const reason = SESSION_END_REASONS.find((r) => r === e['reason']);
  if (typeof e['userId'] !== 'string' || !Array.isArray(e['familyIds']) || reason === undefined) return undefined;
  const familyIds = e['familyIds'].filter((id): id is string => typeof id === 'string');
  return { userId: e['userId'], familyIds, reason };
};

/** Reads a message from another process; anything malformed gives undefined. */
export const readBusMessage = (payload: string): { readonly origin: string; readonly message: BusMessage } | undefined => {
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { o, m } = raw as { o?: unknown; m?: unknown };
  if (typeof o !== 'string' || typeof m !== 'object' || m === null) return undefined;
  const message = m as Record<string, unknown>;
  if (message['kind'] === 'nudge' && typeof message['memberId'] === 'string') {
    const nudge = parseNudge(JSON.stringify(message['nudge']));
    return nudge === undefined ? undefined : { origin: o, message: { kind: 'nudge', memberId: message['memberId'], nudge } };
  }
  if (message['kind'] === 'sessions-ended') {
    const event = readSessionEnded(message['event']);
    return event === undefined ? undefined : { origin: o, message: { kind: 'sessions-ended', event } };
  }
  return undefined;
};

export interface RealtimeBusDeps {
  /** Absent: one process, no NOTIFY. */
  readonly notifications?: Notifications;
  /** Acts on a message in this process (the hub sends the nudge, or closes the sockets). */
  readonly deliver: (message: BusMessage) => void;
  readonly onError: (error: unknown) => void;
}

export const createRealtimeBus = (deps: RealtimeBusDeps): RealtimeBus => {
  const { notifications, deliver, onError } = deps;
  const self = randomBytes(9).toString('base64url');
  let stopListening: (() => Promise<void>) | undefined;
  const deliverSafely = (message: BusMessage) => {
    try {
      deliver(message);
    } catch (error) {
      onError(error);
    }
  };
  return {
    publish(message) {
      deliverSafely(message);
      if (notifications === undefined) return;
      const envelope: Envelope = { o: self, m: message };
      notifications.notify(REALTIME_CHANNEL, JSON.stringify(envelope)).catch(onError);
    },
    async start() {
      if (notifications === undefined || stopListening !== undefined) return;
      stopListening = await notifications.listen(REALTIME_CHANNEL, (payload) => {
        const read = readBusMessage(payload);
        if (read !== undefined && read.origin !== self) deliverSafely(read.message);
      });
    },
    async close() {
      const stop = stopListening;
      stopListening = undefined;
      await stop?.().catch(onError);
    },
  };
};
