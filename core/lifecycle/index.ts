/**
 * core/lifecycle — what signing in and out, and every API answer, do across the modules (PL-01..PL-04, AUTH-26,
 * AUTH-34, APP-05): the glue every shell shares, so that a shell supplies adapters and nothing else.
 * Owns: the auth lifecycle listeners and the HTTP observers, and the list of the member's stored slices.
 * Needs: the post-login sequence, realtime, the inbox session, persistence and the session tracker (each possibly
 * in a module loaded on demand), the stores forgotten at sign-out, the forced logout, the connectivity monitor, a Logger.
 * Exposes: MemberLifecycle and its token.
 */
import { token } from '../shared';
import type { MemberLifecycle } from './member-lifecycle.use-case';

export { MemberLifecycle, MEMBER_SLICES, type MemberLifecycleDeps, type OnDemand } from './member-lifecycle.use-case';

export const LIFECYCLE = {
  Member: token<MemberLifecycle>('lifecycle.Member'),
} as const;
