import type { ContactChannel } from './contact-change';
import type { LoadSettingsUseCase } from './load-settings.use-case';
import type { SettingsApiPort } from './settings-api.port';
import type { SettingsStore } from './settings.store';

/** The code the core gives a blank entry (the UI says it in words). */
export const CONTACT_REQUIRED = 'SETTINGS.CONTACT_REQUIRED';
export const CODE_REQUIRED = 'SETTINGS.CODE_REQUIRED';

/**
 * SET-15: a new e-mail address or phone number for the account. `send` asks for a code to the new one; `confirm`
 * presents it; then the account's contacts are read again. Every failure keeps what the member typed.
 */
export class ChangeContactUseCase {
  constructor(private readonly deps: { readonly api: SettingsApiPort; readonly store: SettingsStore; readonly load: LoadSettingsUseCase }) {}

  /** Back to the first step (a new attempt, or leaving the page). */
  restart(channel: ContactChannel, typed = ''): void {
    this.deps.store.setContactChange(channel, { step: 'enter', typed });
  }

  async send(channel: ContactChannel, typed: string): Promise<boolean> {
    const { api, store } = this.deps;
    const destination = typed.trim();
    if (destination === '') {
      store.setContactChange(channel, { step: 'enter', typed, error: CONTACT_REQUIRED });
      return false;
    }
    store.setContactChange(channel, { step: 'sending', typed });
    const sent = await api.sendContactCode(channel, destination);
    if (!sent.ok) {
      store.setContactChange(channel, { step: 'enter', typed, error: sent.error.code });
      return false;
    }
    store.setContactChange(channel, { step: 'code', typed, ...sent.value, confirming: false });
    return true;
  }

  async confirm(channel: ContactChannel, code: string): Promise<boolean> {
    const { api, store, load } = this.deps;
    const current = (channel === 'email' ? store.emailChange : store.phoneChange).peek();
    if (current.step !== 'code' || current.confirming) return false;
    if (code.trim() === '') {
      store.setContactChange(channel, { ...current, error: CODE_REQUIRED });
      return false;
    }
    store.setContactChange(channel, { ...current, confirming: true, error: undefined });
    const confirmed = await api.confirmContactCode(channel, { destination: current.typed.trim(), code: code.trim(), bindingToken: current.bindingToken });
    if (!confirmed.ok) {
      store.setContactChange(channel, { ...current, confirming: false, error: confirmed.error.code });
      return false;
    }
    store.setContactChange(channel, { step: 'done', typed: current.typed });
    await load.execute();
    return true;
  }
}
