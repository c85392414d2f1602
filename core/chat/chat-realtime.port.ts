import type { ReadonlySignal } from '@preact/signals-core';
import type { Unsubscribe } from '../shared';

/** A nudge about matches and chat: it says what changed, never the thing itself (fetch the updates). */
export type ChatNudge =
  | { readonly type: 'match'; readonly matchId: string }
  | { readonly type: 'message'; readonly matchId: string; readonly messageId: string }
  | { readonly type: 'typing'; readonly matchId: string; readonly userId: string }
  | { readonly type: 'read'; readonly matchId: string; readonly messageId: string }
  | { readonly type: 'unmatch'; readonly matchId: string };

/** What chat needs of the realtime link (CHAT-05): its nudges, whether it is up, and the typing pulse out. */
export interface ChatRealtimePort {
  onNudge(listener: (nudge: ChatNudge) => void): Unsubscribe;
  /** True while nudges can arrive; the updates poll runs while it is false (MATCH-10). */
  readonly connected: ReadonlySignal<boolean>;
  /** CHAT-07: tells the other member of the match the member is typing; false when the link is down. */
  sendTyping(matchId: string): boolean;
}
