/**
 * Members coming into being. A sign-in that proves a new phone or e-mail creates the member here, and every
 * hook registered with `onMemberCreated` runs in the same transaction (the demo world likes newcomers this
 * way), so a member never exists without what is meant to come with them.
 */
import type { Unsubscribe } from '../../core/shared';
import type { Queryable } from '../db/database';
import type { User } from './user';
import { userRepository, type SignInIdentity } from './user.repository';

export type MemberCreatedHook = (tx: Queryable, user: User, now: number) => Promise<void>;

export class UsersService {
  readonly #hooks = new Set<MemberCreatedHook>();

  onMemberCreated(hook: MemberCreatedHook): Unsubscribe {
    this.#hooks.add(hook);
    return () => {
      this.#hooks.delete(hook);
    };
  }

  /** The member with this phone or e-mail; a new one is created (onboarding state) and announced to the hooks. */
  async findOrCreateForSignIn(
    tx: Queryable,
    identity: SignInIdentity,
    value: string,
    fresh: { readonly id: string; readonly now: number },
  ): Promise<{ readonly user: User; readonly created: boolean }> {
    const found = await userRepository.findOrCreate(tx, identity, value, fresh);
    if (found.created) for (const hook of [...this.#hooks]) await hook(tx, found.user, fresh.now);
    return found;
  }
}
