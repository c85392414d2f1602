import { computed } from '@preact/signals-core';
import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { AUTH } from '../../core/auth';
import { CHAT } from '../../core/chat';
import {
  LoadMatchesUseCase,
  MarkMatchSeenUseCase,
  MATCHES,
  MatchesStore,
  MatchLookup,
  MatchProfileUseCase,
  SafetyUseCase,
  syncUnreadBadge,
  UnmatchUseCase,
} from '../../core/matches';
import { NAVIGATION } from '../../core/navigation';
import { SHARED, type Disposable } from '../../core/shared';
import { bindChat } from './chat.module';
import { INBOX_SESSION, type InboxSession } from './inbox-session';
import { OWN_ID } from './own-id';
import { lookup, provide } from './provide';

/**
 * Binds the member's matches (MATCH items, NAV-05, SAFE-01, SAFE-02): the lists, one match for the chat route's
 * guard, unmatch, seen markers, block and report, the match profile, and the counts behind the matches dot.
 */
const bindMatches = ({ bind }: ContainerModuleLoadOptions): void => {
  provide(bind, OWN_ID, (session) => computed(() => session.state.value.userId), [AUTH.Session]);
  provide(bind, MATCHES.Store, (ownId, clock) => new MatchesStore(ownId, clock.now()), [OWN_ID, SHARED.Clock]);
  provide(bind, MATCHES.Load, (api, store, clock) => new LoadMatchesUseCase({ api, store, clock }), [MATCHES.Api, MATCHES.Store, SHARED.Clock]);
  provide(bind, MATCHES.Lookup, (api, store, load) => new MatchLookup({ api, store, load }), [MATCHES.Api, MATCHES.Store, MATCHES.Load]);
  provide(bind, MATCHES.Unmatch, (api, store) => new UnmatchUseCase({ api, store }), [MATCHES.Api, MATCHES.Store]);
  provide(bind, MATCHES.MarkSeen, (api, store, logger) => new MarkMatchSeenUseCase({ api, store, logger }), [MATCHES.Api, MATCHES.Store, SHARED.Logger]);
  provide(bind, MATCHES.Safety, (api, store) => new SafetyUseCase({ api, store }), [MATCHES.Api, MATCHES.Store]);
  provide(bind, MATCHES.Profile, (api, store) => new MatchProfileUseCase({ api, store }), [MATCHES.Api, MATCHES.Store]);
};

/**
 * A sign-in starts matches and chat: the counts behind the matches dot (NAV-05), the seen marker, the kept outbox
 * and its delivery, the updates feed (which loads the lists), the recent emoji and the read-receipt allowance. A
 * sign-out stops them and forgets everything (AUTH-34, CHAT-14).
 */
const bindSession = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(INBOX_SESSION).toDynamicValue((ctx): InboxSession => {
    let badge: Disposable | undefined;
    return {
      lookup: lookup(ctx, MATCHES.Lookup),
      async signedIn() {
        await lookup(ctx, SHARED.Features).load('realtime');
        badge?.dispose();
        badge = syncUnreadBadge(lookup(ctx, MATCHES.Store), lookup(ctx, NAVIGATION.InboxBadge));
        lookup(ctx, CHAT.Conversation).startSeenMarker();
        void lookup(ctx, CHAT.RecentEmoji).restore();
        void lookup(ctx, CHAT.ReadReceipts).load();
        await lookup(ctx, CHAT.Sender).start();
        void lookup(ctx, CHAT.Feed).start();
      },
      async signedOut() {
        lookup(ctx, CHAT.Feed).stop();
        lookup(ctx, CHAT.Sender).stop();
        lookup(ctx, CHAT.Conversation).dispose();
        lookup(ctx, CHAT.Typing).reset();
        lookup(ctx, CHAT.GifSearch).dispose();
        lookup(ctx, CHAT.StickerSearch).dispose();
        badge?.dispose();
        badge = undefined;
        lookup(ctx, CHAT.Store).reset();
        lookup(ctx, MATCHES.Store).reset();
        lookup(ctx, MATCHES.Profile).clear();
        lookup(ctx, CHAT.ReadReceipts).reset();
        await lookup(ctx, CHAT.RecentEmoji).clear();
      },
    };
  });
};

/** The Matches tab's chunk: matches and chat together (chat builds on the matches state). */
export const matchesModule = new ContainerModule((options) => {
  bindMatches(options);
  bindChat(options);
  bindSession(options);
});
