import type { ContainerModuleLoadOptions, ResolutionContext } from 'inversify';
import { ConnectionChatRealtime } from '../../adapters/realtime/connection-chat-realtime';
import {
  CHAT,
  ChatStore,
  ChatSuggestionsStore,
  ChatSuggestionsUseCase,
  ConversationUseCase,
  InboxFeed,
  MediaSearchUseCase,
  OutboxSender,
  ReadReceiptsUseCase,
  RecentEmojiStore,
  SendMessageUseCase,
  TypingStore,
  TypingUseCase,
  type OutboxPersistencePort,
  type RecentEmojiPersistencePort,
  type TypingTimings,
} from '../../core/chat';
import { MATCHES } from '../../core/matches';
import { NAVIGATION } from '../../core/navigation';
import { PERSISTENCE, type AppSlices, type SliceStates } from '../../core/persistence';
import { REALTIME } from '../../core/realtime';
import { SHARED } from '../../core/shared';
import { STARTUP } from '../../core/startup';
import { lookup, provide } from './provide';
import { OWN_ID } from './own-id';

/** CHAT-07: the typing timings of the app settings (their defaults until the provider answers). */
const typingTimings =
  (ctx: ResolutionContext) =>
  (): TypingTimings => {
    const settings = lookup(ctx, STARTUP.Store).settings.peek();
    return { pulseIntervalMs: settings.typingPulseInterval, lifetimeMs: settings.typingTimeout };
  };

/** The persisted slices of the outbox and the recent emoji, through the persistence module (its own chunk). */
const persistedSlice = <K extends 'outbox' | 'recentEmoji'>(ctx: ResolutionContext, name: K) => {
  const features = lookup(ctx, SHARED.Features);
  const service = async () => {
    await features.load('persistence');
    return lookup(ctx, PERSISTENCE.Service);
  };
  return {
    load: async () => (await (await service()).rehydrate())[name],
    save: (state: SliceStates<AppSlices>[K]) => {
      void service().then((persistence) => {
        persistence.save(name, state);
        // Kept at once: a reload right after sending must find the message.
        return persistence.flush();
      });
    },
    clear: async () => (await service()).clear(name),
  };
};

/**
 * Binds chat (CHAT items): the conversations and the outbox, the updates feed, typing, seen markers, read
 * receipts, the GIF and sticker pickers and the recent emoji. The realtime link is the app's one connection
 * (CHAT.Realtime); the outbox and the recent emoji are kept in persisted slices. Loaded with the matches module.
 */
export const bindChat = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(CHAT.Realtime).toDynamicValue((ctx) => new ConnectionChatRealtime(lookup(ctx, REALTIME.Connection), lookup(ctx, REALTIME.Store)));
  bind(CHAT.OutboxPersistence).toDynamicValue((ctx): OutboxPersistencePort => persistedSlice(ctx, 'outbox'));
  bind(CHAT.RecentEmojiPersistence).toDynamicValue((ctx): RecentEmojiPersistencePort => persistedSlice(ctx, 'recentEmoji'));
  provide(bind, CHAT.Store, (ownId, matches) => new ChatStore(ownId, matches), [OWN_ID, MATCHES.Store]);
  // CHAT-13: the conversation starters, loaded when PRIV-21 allows them (ui/chat/Suggestions.tsx).
  provide(bind, CHAT.SuggestionsStore, () => new ChatSuggestionsStore(), []);
  provide(bind, CHAT.Suggestions, (api, store) => new ChatSuggestionsUseCase({ api, store }), [CHAT.SuggestionsApi, CHAT.SuggestionsStore]);
  bind(CHAT.Typing).toDynamicValue((ctx) => new TypingStore(lookup(ctx, SHARED.Scheduler), typingTimings(ctx)));
  bind(CHAT.Compose).toDynamicValue((ctx) => new TypingUseCase({ realtime: lookup(ctx, CHAT.Realtime), clock: lookup(ctx, SHARED.Clock), timings: typingTimings(ctx) }));
  bind(CHAT.Sender).toDynamicValue(
    (ctx) =>
      new OutboxSender({
        api: lookup(ctx, CHAT.Api),
        store: lookup(ctx, CHAT.Store),
        matches: lookup(ctx, MATCHES.Store),
        realtime: lookup(ctx, CHAT.Realtime),
        persistence: lookup(ctx, CHAT.OutboxPersistence),
        scheduler: lookup(ctx, SHARED.Scheduler),
        logger: lookup(ctx, SHARED.Logger),
        ownId: () => lookup(ctx, OWN_ID).peek(),
      }),
  );
  provide(bind, CHAT.Send, (store, matches, sender, clock, ids) => new SendMessageUseCase({ store, matches, sender, clock, ids }), [
    CHAT.Store,
    MATCHES.Store,
    CHAT.Sender,
    SHARED.Clock,
    SHARED.IdGenerator,
  ]);
  bind(CHAT.Conversation).toDynamicValue(
    (ctx) =>
      new ConversationUseCase({
        api: lookup(ctx, CHAT.Api),
        chat: lookup(ctx, CHAT.Store),
        matches: lookup(ctx, MATCHES.Store),
        markMatchSeen: lookup(ctx, MATCHES.MarkSeen),
        logger: lookup(ctx, SHARED.Logger),
        ownId: () => lookup(ctx, OWN_ID).peek(),
      }),
  );
  bind(CHAT.Feed).toDynamicValue(
    (ctx) =>
      new InboxFeed({
        api: lookup(ctx, CHAT.Api),
        matches: lookup(ctx, MATCHES.Store),
        chat: lookup(ctx, CHAT.Store),
        typing: lookup(ctx, CHAT.Typing),
        realtime: lookup(ctx, CHAT.Realtime),
        load: lookup(ctx, MATCHES.Load),
        conversations: lookup(ctx, CHAT.Conversation),
        scheduler: lookup(ctx, SHARED.Scheduler),
        clock: lookup(ctx, SHARED.Clock),
        logger: lookup(ctx, SHARED.Logger),
      }),
  );
  provide(bind, CHAT.RecentEmoji, (persistence) => new RecentEmojiStore(persistence), [CHAT.RecentEmojiPersistence]);
  provide(bind, CHAT.GifSearch, (api, scheduler) => new MediaSearchUseCase({ api, scheduler }, 'gif'), [CHAT.Api, SHARED.Scheduler]);
  provide(bind, CHAT.StickerSearch, (api, scheduler) => new MediaSearchUseCase({ api, scheduler }, 'sticker'), [CHAT.Api, SHARED.Scheduler]);
  provide(bind, CHAT.ReadReceipts, (api, matches, modals) => new ReadReceiptsUseCase({ api, matches, modals }), [CHAT.Api, MATCHES.Store, NAVIGATION.Modals]);
};
