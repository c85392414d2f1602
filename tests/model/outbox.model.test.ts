import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chatClient, FakeInbox, MemoryOutboxPersistence, type ChatClient } from '../../core/chat/testing';
import { FakeTime, MemoryLogger, SequentialIds } from '../../core/shared/testing';

/**
 * CHAT-15 as a model: the member writes messages in two conversations while the network drops and comes back,
 * answers get lost on the way back, requests arrive at the server twice, and the page reloads (a new client on the
 * kept outbox). The model is the list of texts the member sent in each conversation, in order. Once the network
 * is back for good, the server holds every one of them exactly once, in that order, and the client shows each
 * once with nothing left in its outbox.
 */

interface Model {
  readonly sent: Record<string, string[]>;
  online: boolean;
  next: number;
}

interface Real {
  readonly time: FakeTime;
  readonly inbox: FakeInbox;
  readonly persistence: MemoryOutboxPersistence;
  readonly ids: SequentialIds;
  readonly matchIds: readonly string[];
  client: ChatClient;
}

type Command = fc.AsyncCommand<Model, Real>;

const build = (real: Pick<Real, 'time' | 'inbox' | 'persistence' | 'ids'>): ChatClient =>
  chatClient({ inbox: real.inbox, clock: real.time, ids: real.ids, logger: new MemoryLogger(), persistence: real.persistence });

class Send implements Command {
  constructor(readonly conversation: number) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const matchId = real.matchIds[this.conversation]!;
    const text = `message ${model.next}`;
    model.next += 1;
    const written = real.client.send.send(matchId, { kind: 'text', text });
    if (!written.ok) {
      // Reloaded while offline: the lists could not load, so there is no conversation to write in yet.
      expect(written.error.code).toBe('CHAT.NO_SUCH_MATCH');
      expect(real.client.matches.match(matchId)).toBeUndefined();
      return;
    }
    model.sent[matchId]!.push(text);
    // CHAT-15: it shows at once, whatever the network does.
    expect(real.client.chat.outbox.value.some((entry) => entry.content.kind === 'text' && entry.content.text === text)).toBe(true);
  }
  toString = () => `send(${this.conversation})`;
}

class Disconnect implements Command {
  check = (model: Readonly<Model>) => model.online;
  async run(model: Model, real: Real): Promise<void> {
    model.online = false;
    real.inbox.offline = true;
    real.inbox.realtime.down();
  }
  toString = () => 'disconnect';
}

class Reconnect implements Command {
  check = (model: Readonly<Model>) => !model.online;
  async run(model: Model, real: Real): Promise<void> {
    model.online = true;
    real.inbox.offline = false;
    real.inbox.realtime.up();
  }
  toString = () => 'reconnect';
}

class LoseAnswers implements Command {
  constructor(readonly count: number) {}
  check = () => true;
  async run(_model: Model, real: Real): Promise<void> {
    real.inbox.loseNextAnswers(this.count);
  }
  toString = () => `lose-answers(${this.count})`;
}

/** A request the network delivered twice: the server gets a send it already answered, under the same id. */
class DuplicateDelivery implements Command {
  constructor(readonly pick: number) {}
  check = () => true;
  async run(_model: Model, real: Real): Promise<void> {
    const delivered = real.matchIds.flatMap((matchId) => real.inbox.conversation(matchId)).filter((message) => message.fromId === 'me');
    const message = delivered[this.pick % Math.max(1, delivered.length)];
    if (message === undefined || real.inbox.offline) return;
    const again = await real.inbox.sendMessage(message.matchId, message.clientId!, { kind: 'text', text: message.text });
    if (again.ok) expect(again.value.id).toBe(message.id);
  }
  toString = () => `duplicate(${this.pick})`;
}

class Reload implements Command {
  check = () => true;
  async run(_model: Model, real: Real): Promise<void> {
    real.client.stop();
    real.client = build(real);
    await real.client.start();
  }
  toString = () => 'reload';
}

class Wait implements Command {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(_model: Model, real: Real): Promise<void> {
    await real.time.advanceAsync(this.ms, 50);
  }
  toString = () => `wait(${this.ms})`;
}

const commands = [
  fc.integer({ min: 0, max: 1 }).map((conversation) => new Send(conversation)),
  fc.integer({ min: 0, max: 1 }).map((conversation) => new Send(conversation)),
  fc.constant(new Disconnect()),
  fc.constant(new Reconnect()),
  fc.integer({ min: 1, max: 3 }).map((count) => new LoseAnswers(count)),
  fc.nat().map((pick) => new DuplicateDelivery(pick)),
  fc.constant(new Reload()),
  fc.integer({ min: 1, max: 40_000 }).map((ms) => new Wait(ms)),
];

describe('the outbox (model)', () => {
  it('CHAT-15: with random disconnects, reconnects, lost answers, duplicate deliveries and reloads, every message is delivered exactly once, in order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40 }), async (cmds) => {
        const time = new FakeTime();
        const inbox = new FakeInbox('me', time);
        const matchIds = [inbox.addMatch('Lena'), inbox.addMatch('Sami')];
        const base = { time, inbox, persistence: new MemoryOutboxPersistence(), ids: new SequentialIds() };
        const real: Real = { ...base, matchIds, client: build(base) };
        await real.client.start();
        const model: Model = { sent: Object.fromEntries(matchIds.map((id) => [id, []])), online: true, next: 0 };

        await fc.asyncModelRun(() => ({ model, real }), cmds);

        // The network is back for good (no answer is lost any more, the link comes back up), and time passes.
        inbox.offline = false;
        inbox.loseNextAnswers(0);
        inbox.realtime.down();
        inbox.realtime.up();
        await time.advanceAsync(120_000, 500);

        for (const matchId of matchIds) {
          const mine = inbox.conversation(matchId).filter((message) => message.fromId === 'me');
          expect(mine.map((message) => message.text)).toEqual(model.sent[matchId]);
          expect(new Set(mine.map((message) => message.clientId)).size).toBe(mine.length);
        }
        expect(real.client.chat.outbox.value).toEqual([]);
        expect(base.persistence.state.entries).toEqual([]);
        for (const matchId of matchIds) {
          await real.client.conversations.open(matchId);
          const rows = real.client.chat.items(matchId).value;
          expect(rows.every((row) => row.kind === 'message')).toBe(true);
          expect(rows.map((row) => (row.kind === 'message' ? row.message.text : ''))).toEqual(model.sent[matchId]);
          real.client.conversations.close(matchId);
        }
        real.client.stop();
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
