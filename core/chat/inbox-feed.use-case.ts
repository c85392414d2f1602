import { batch } from '@preact/signals-core';
import type { LoadMatchesUseCase, MatchesStore } from '../matches';
import type { Clock, Disposable, Logger, Scheduler, TimerHandle } from '../shared';
import type { ChatApiPort, ChatUpdates } from './chat-api.port';
import type { ChatNudge, ChatRealtimePort } from './chat-realtime.port';
import type { ChatStore } from './chat.store';
import { groupByMatch, leavesGap } from './conversation';
import type { ConversationUseCase } from './conversation.use-case';
import { messageFromEvent } from './incoming-message';
import { toLastMessage } from './message';
import type { TypingStore } from './typing';

export interface InboxFeedDeps {
  readonly api: ChatApiPort;
  readonly matches: MatchesStore;
  readonly chat: ChatStore;
  readonly typing: TypingStore;
  readonly realtime: ChatRealtimePort;
  readonly load: LoadMatchesUseCase;
  readonly conversations: ConversationUseCase;
  readonly scheduler: Scheduler;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * Keeps matches and conversations current (MATCH-10): every nudge (CHAT-05) fetches the updates since the last
 * date; while the realtime link is down the updates are polled every `pollInterval` (2 s) instead, and once it is
 * back they are fetched at once. A typing nudge shows the indicator (CHAT-07); an unmatch nudge removes the match
 * at once (MATCH-04). One fetch at a time: a nudge during a fetch makes one more after it. The lists load after
 * the first date is known, so nothing changes unseen in between.
 */
export class InboxFeed implements Disposable {
  #started = false;
  #inFlight: Promise<void> | undefined;
  #again = false;
  #pollTimer: TimerHandle | undefined;
  readonly #stops: Array<() => void> = [];

  constructor(private readonly deps: InboxFeedDeps) {}

  get started(): boolean {
    return this.#started;
  }

  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    const { realtime, load } = this.deps;
    this.#stops.push(realtime.onNudge((nudge) => this.#onNudge(nudge)));
    await this.refresh();
    let fetchedJustNow = true;
    this.#stops.push(
      realtime.connected.subscribe((connected) => {
        const caughtUp = fetchedJustNow;
        fetchedJustNow = false;
        if (connected) {
          this.#stopPolling();
          if (caughtUp) return;
          void this.refresh();
          // A conversation on screen that could not load while the link was down loads now.
          const open = this.deps.chat.openMatchId.peek();
          if (open !== undefined && !this.deps.chat.isLoaded(open)) void this.deps.conversations.reloadNewest(open);
        } else {
          this.#schedulePoll();
        }
      }),
    );
    await load.initialLoad();
  }

  /** Stops listening and polling (logout). */
  stop(): void {
    this.#started = false;
    for (const stop of this.#stops.splice(0)) stop();
    this.#stopPolling();
  }

  dispose(): void {
    this.stop();
  }

  /** Fetches the updates now; while a fetch is out, one more follows it. */
  refresh(): Promise<void> {
    if (this.#inFlight !== undefined) {
      this.#again = true;
      return this.#inFlight;
    }
    const run = (async () => {
      do {
        this.#again = false;
        await this.#fetch();
      } while (this.#again && this.#started);
    })().finally(() => {
      this.#inFlight = undefined;
    });
    this.#inFlight = run;
    return run;
  }

  #onNudge(nudge: ChatNudge): void {
    if (!this.#started) return;
    switch (nudge.type) {
      case 'typing':
        this.deps.typing.pulse(nudge.matchId, nudge.userId);
        return;
      case 'unmatch':
        this.#ended([nudge.matchId]);
        void this.refresh();
        return;
      case 'match':
      case 'message':
      case 'read':
        void this.refresh();
        return;
    }
  }

  async #fetch(): Promise<void> {
    const { api, matches, chat, logger } = this.deps;
    const epoch = chat.epoch.peek();
    const since = matches.lastActivityDate.peek();
    const answer = await api.fetchUpdates(since);
    if (!this.#started || chat.epoch.peek() !== epoch) return;
    if (!answer.ok) {
      logger.log('warn', 'chat.updates-failed', { code: answer.error.code });
      return;
    }
    this.#apply(answer.value, since === undefined);
  }

  #apply(updates: ChatUpdates, first: boolean): void {
    const { matches, chat, typing, clock, load, conversations } = this.deps;
    const messages = updates.inbox.map(messageFromEvent);
    const gaps: string[] = [];
    batch(() => {
      matches.setNow(clock.now());
      matches.upsert(updates.matches);
      const blocked = new Set(updates.blocks);
      this.#ended([...updates.deleted, ...matches.all.peek().filter((match) => blocked.has(match.person.id)).map((match) => match.id)]);
      for (const [matchId, ofMatch] of groupByMatch(messages)) {
        if (chat.isLoaded(matchId) && leavesGap(chat.conversation(matchId).messages, ofMatch)) gaps.push(matchId);
        const newest = ofMatch.reduce((a, b) => (b.seq > a.seq ? b : a));
        matches.setLastMessage(matchId, toLastMessage(newest));
        for (const message of ofMatch) typing.stopped(matchId, message.fromId);
      }
      chat.receive(messages);
      matches.setLastActivityDate(updates.lastActivityDate);
      if (updates.pollIntervalMs !== undefined) matches.setPollInterval(updates.pollIntervalMs);
    });
    if (first) return;
    if (updates.truncated) {
      void load.loadFirst('withMessages');
      void load.loadFirst('withoutMessages');
      for (const matchId of chat.loadedMatchIds()) void conversations.reloadNewest(matchId);
      return;
    }
    for (const matchId of gaps) void conversations.reloadNewest(matchId);
  }

  #ended(matchIds: readonly string[]): void {
    if (matchIds.length === 0) return;
    batch(() => {
      this.deps.matches.remove(matchIds);
      this.deps.chat.forget(matchIds);
    });
  }

  #schedulePoll(): void {
    if (!this.#started || this.#pollTimer !== undefined) return;
    this.#pollTimer = this.deps.scheduler.setTimeout(() => {
      this.#pollTimer = undefined;
      if (!this.#started || this.deps.realtime.connected.peek()) return;
      void this.refresh().finally(() => {
        if (!this.deps.realtime.connected.peek()) this.#schedulePoll();
      });
    }, this.deps.matches.pollInterval.peek());
  }

  #stopPolling(): void {
    if (this.#pollTimer !== undefined) this.deps.scheduler.clearTimeout(this.#pollTimer);
    this.#pollTimer = undefined;
  }
}
