import type { AppError, Result } from '../shared';
import { DELETION_MODAL_VERSION } from './member-settings';
import type { SettingsApiPort } from './settings-api.port';
import type { SettingsStore } from './settings.store';

/**
 * PROF-26: deletes the account (`DELETE /profile` with the deletion dialog's version), then ends the session
 * here as a logout does (the server has already ended it on every device, so nothing more is sent).
 */
export class DeleteAccountUseCase {
  constructor(
    private readonly deps: {
      readonly api: SettingsApiPort;
      readonly store: SettingsStore;
      /** The logout of core/auth, told that the server already ended the session. */
      readonly endSession: () => Promise<void>;
    },
  ) {}

  async execute(): Promise<Result<void, AppError>> {
    const { api, store, endSession } = this.deps;
    if (store.deleting.peek()) return { ok: false, error: { code: 'SETTINGS.DELETE_IN_PROGRESS' } };
    store.setDeleting(true);
    const deleted = await api.deleteAccount(DELETION_MODAL_VERSION);
    if (!deleted.ok) {
      store.setDeleting(false);
      return deleted;
    }
    await endSession();
    return deleted;
  }
}
