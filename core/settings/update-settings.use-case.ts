import type { Result, AppError } from '../shared';
import { messageControlsAfter, type SettingsState } from './member-settings';
import type { SettingsApiPort, SettingsChange } from './settings-api.port';
import type { SettingsStore } from './settings.store';

/** The part of the state a change touches, after it. */
const applied = (s: SettingsState, c: SettingsChange): SettingsState => {
  switch (c.kind) {
    case 'push':
      return { ...s, pushNotifications: { ...s.pushNotifications, ...c.change } };
    case 'email':
      return { ...s, emailNotifications: { ...s.emailNotifications, ...c.change } };
    case 'messageControls':
      return { ...s, messageControls: { ...s.messageControls, onlyVerifiedUsers: c.onlyVerifiedUsers } };
    case 'readReceipts':
      return s;
  }
};

/**
 * One change of a setting: shown at once, then saved; when the server refuses, the setting goes back to what it
 * was and `refused` says which and why. SET-09: the message control's `error` flag follows the last outcome.
 */
export class UpdateSettingsUseCase {
  constructor(private readonly deps: { readonly api: SettingsApiPort; readonly store: SettingsStore }) {}

  async execute(change: SettingsChange): Promise<Result<void, AppError>> {
    const { api, store } = this.deps;
    const before = store.state.peek();
    const receiptsBefore = store.readReceipts.peek();
    store.setRefused(null);
    store.setState(applied(before, change));
    if (change.kind === 'readReceipts') store.setReadReceipts(change.enabled);
    const saved = await api.save(change);
    const now = store.state.peek();
    if (saved.ok) {
      if (change.kind === 'messageControls') {
        store.setState({ ...now, messageControls: messageControlsAfter(now.messageControls, { ok: true, onlyVerifiedUsers: change.onlyVerifiedUsers }) });
      }
      return saved;
    }
    // Roll back only the part this change touched: a later change of another part stays.
    if (change.kind === 'readReceipts') store.setReadReceipts(receiptsBefore);
    else if (change.kind === 'push') store.setState({ ...now, pushNotifications: { ...now.pushNotifications, ...pick(before.pushNotifications, change.change) } });
    else if (change.kind === 'email') store.setState({ ...now, emailNotifications: { ...now.emailNotifications, ...pick(before.emailNotifications, change.change) } });
    else {
      // Stryker disable next-line ObjectLiteral: equivalent, an outcome without `ok` reads as refused
      store.setState({ ...now, messageControls: messageControlsAfter(before.messageControls, { ok: false }) });
    }
    store.setRefused({ setting: change.kind, code: saved.error.code });
    return saved;
  }
}

/** The values `from` had for the keys `change` sets. */
const pick = <T extends object>(from: T, change: Partial<T>): Partial<T> =>
  Object.fromEntries(Object.keys(change).map((key) => [key, from[key as keyof T]])) as Partial<T>;
