/**
 * The matches and chat core of one signed-in member, assembled on in-memory ports as src/modules assembles it on
 * real ones: for tests of the use-cases together, and for the outbox model test (a `reload` builds a new client on
 * the same kept outbox).
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { InboxBadgeStore } from '../../navigation';
import { LoadMatchesUseCase, MarkMatchSeenUseCase, MatchesStore, syncUnreadBadge } from '../../matches';
import type { Clock, IdGenerator, Logger, Scheduler } from '../../shared';
import { ChatStore } from '../chat.store';
import { ConversationUseCase } from '../conversation.use-case';
import { InboxFeed } from '../inbox-feed.use-case';
import { OutboxSender } from '../outbox-sender';
import type { OutboxPersistencePort } from '../outbox-persistence.port';
import { ReadReceiptsUseCase } from '../read-receipts';
import { SendMessageUseCase } from '../send-message.use-case';
import { TYPING_TIMINGS, TypingStore, TypingUseCase } from '../typing';
import type { FakeInbox } from './fake-inbox';

export interface ChatClient {
  readonly ownId: ReadonlySignal<string | undefined>;
  readonly matches: MatchesStore;
  readonly chat: ChatStore;
  readonly typing: TypingStore;
  readonly compose: TypingUseCase;
  readonly load: LoadMatchesUseCase;
  readonly markMatchSeen: MarkMatchSeenUseCase;
  readonly conversations: ConversationUseCase;
  readonly sender: OutboxSender;
  readonly send: SendMessageUseCase;
  readonly feed: InboxFeed;
  readonly receipts: ReadReceiptsUseCase;
  readonly badge: InboxBadgeStore;
  /** Starts everything a sign-in starts: the kept outbox, the feed, the seen marker, the badge. */
  start(): Promise<void>;
  /** Stops and forgets everything (logout, or the page going away). */
  stop(): void;
}

export const chatClient = (deps: {
  readonly inbox: FakeInbox;
  readonly clock: Clock & Scheduler;
  readonly ids: IdGenerator;
  readonly logger: Logger;
  readonly persistence: OutboxPersistencePort;
}): ChatClient => {
  const { inbox, clock, ids, logger, persistence } = deps;
  const ownId = signal<string | undefined>(inbox.me);
  const matches = new MatchesStore(ownId, clock.now());
  const chat = new ChatStore(ownId, matches);
  const typing = new TypingStore(clock, () => TYPING_TIMINGS);
  const compose = new TypingUseCase({ realtime: inbox.realtime, clock, timings: () => TYPING_TIMINGS });
  const load = new LoadMatchesUseCase({ api: inbox, store: matches, clock });
  const markMatchSeen = new MarkMatchSeenUseCase({ api: inbox, store: matches, logger });
  const conversations = new ConversationUseCase({ api: inbox, chat, matches, markMatchSeen, logger, ownId: () => ownId.peek() });
  const sender = new OutboxSender({ api: inbox, store: chat, matches, realtime: inbox.realtime, persistence, scheduler: clock, logger, ownId: () => ownId.peek() });
  const send = new SendMessageUseCase({ store: chat, matches, sender, clock, ids });
  const feed = new InboxFeed({ api: inbox, matches, chat, typing, realtime: inbox.realtime, load, conversations, scheduler: clock, clock, logger });
  const receipts = new ReadReceiptsUseCase({ api: inbox, matches });
  const badge = new InboxBadgeStore();
  let badgeSync: { dispose(): void } | undefined;
  return {
    ownId,
    matches,
    chat,
    typing,
    compose,
    load,
    markMatchSeen,
    conversations,
    sender,
    send,
    feed,
    receipts,
    badge,
    async start() {
      badgeSync = syncUnreadBadge(matches, badge);
      conversations.startSeenMarker();
      await Promise.all([sender.start(), feed.start()]);
    },
    stop() {
      feed.stop();
      sender.stop();
      conversations.dispose();
      typing.reset();
      badgeSync?.dispose();
      chat.reset();
      matches.reset();
    },
  };
};
