import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ContactChange, ContactChannel } from './contact-change';
import { START_CONTACT_CHANGE } from './contact-change';
import { INITIAL_EMAIL_SUBSCRIPTIONS, reduceEmailSubscriptions, type EmailSubscriptionsEvent, type EmailSubscriptionsState } from './email-subscriptions';
import {
  DEFAULT_SETTINGS,
  fromPersisted,
  NO_CONTACTS,
  toPersisted,
  type AccountContacts,
  type PersistedSettings,
  type SettingsState,
} from './member-settings';
import type { SettingsProfile } from './settings-api.port';

export type SettingsStatus = { readonly kind: 'idle' } | { readonly kind: 'loading' } | { readonly kind: 'loaded' } | { readonly kind: 'error'; readonly code: string | number };

/** The last change the server refused: which setting, and its code (the UI says it in words). */
export interface RefusedChange {
  readonly setting: string;
  readonly code: string | number;
}

/**
 * The member's settings as signals (SET-01): notifications and message controls (persisted, version 2), read
 * receipts, the account's contacts and their change flows (SET-15), the e-mail subscriptions (SET-13). Defaults
 * until loaded; `reset` on logout.
 */
export class SettingsStore {
  readonly #status = signal<SettingsStatus>({ kind: 'idle' });
  readonly #state = signal<SettingsState>(DEFAULT_SETTINGS);
  readonly #readReceipts = signal(true);
  readonly #account = signal<AccountContacts>(NO_CONTACTS);
  readonly #refused = signal<RefusedChange | null>(null);
  readonly #subscriptions = signal<EmailSubscriptionsState>(INITIAL_EMAIL_SUBSCRIPTIONS);
  readonly #contactChange = { email: signal<ContactChange>(START_CONTACT_CHANGE), phone: signal<ContactChange>(START_CONTACT_CHANGE) };
  readonly #deleting = signal(false);

  readonly status: ReadonlySignal<SettingsStatus> = this.#status;
  /** SET-01. */
  readonly state: ReadonlySignal<SettingsState> = this.#state;
  /** What the persisted `settings` slice keeps. */
  readonly persisted: ReadonlySignal<PersistedSettings> = computed(() => toPersisted(this.#state.value));
  readonly readReceipts: ReadonlySignal<boolean> = this.#readReceipts;
  readonly account: ReadonlySignal<AccountContacts> = this.#account;
  readonly refused: ReadonlySignal<RefusedChange | null> = this.#refused;
  readonly subscriptions: ReadonlySignal<EmailSubscriptionsState> = this.#subscriptions;
  readonly emailChange: ReadonlySignal<ContactChange> = this.#contactChange.email;
  readonly phoneChange: ReadonlySignal<ContactChange> = this.#contactChange.phone;
  readonly deleting: ReadonlySignal<boolean> = this.#deleting;

  /** The persisted settings, read back at start (before the profile answers). */
  restore(persisted: PersistedSettings): void {
    if (this.#status.peek().kind !== 'loaded') this.#state.value = fromPersisted(persisted);
  }

  startLoading(): void {
    this.#status.value = { kind: 'loading' };
  }

  loaded(profile: SettingsProfile): void {
    batch(() => {
      this.#state.value = {
        emailNotifications: profile.emailNotifications,
        pushNotifications: profile.pushNotifications,
        messageControls: { onlyVerifiedUsers: profile.onlyVerifiedUsers, error: this.#state.peek().messageControls.error },
      };
      this.#readReceipts.value = profile.readReceipts;
      this.#account.value = profile.account;
      if (this.#subscriptions.peek().userToken !== profile.subscriptionToken) {
        this.#subscriptions.value = reduceEmailSubscriptions(this.#subscriptions.peek(), { type: 'token', token: profile.subscriptionToken });
      }
      this.#status.value = { kind: 'loaded' };
    });
  }

  loadFailed(code: string | number): void {
    this.#status.value = { kind: 'error', code };
  }

  setState(state: SettingsState): void {
    this.#state.value = state;
  }

  setReadReceipts(enabled: boolean): void {
    this.#readReceipts.value = enabled;
  }

  setRefused(refused: RefusedChange | null): void {
    this.#refused.value = refused;
  }

  dispatchSubscriptions(event: EmailSubscriptionsEvent): void {
    this.#subscriptions.value = reduceEmailSubscriptions(this.#subscriptions.peek(), event);
  }

  setContactChange(channel: ContactChannel, change: ContactChange): void {
    this.#contactChange[channel].value = change;
  }

  setAccount(account: AccountContacts): void {
    this.#account.value = account;
  }

  setDeleting(deleting: boolean): void {
    this.#deleting.value = deleting;
  }

  /** SET-01: logout resets every setting to its default. */
  reset(): void {
    batch(() => {
      this.#status.value = { kind: 'idle' };
      this.#state.value = DEFAULT_SETTINGS;
      this.#readReceipts.value = true;
      this.#account.value = NO_CONTACTS;
      this.#refused.value = null;
      this.#subscriptions.value = INITIAL_EMAIL_SUBSCRIPTIONS;
      this.#contactChange.email.value = START_CONTACT_CHANGE;
      this.#contactChange.phone.value = START_CONTACT_CHANGE;
      this.#deleting.value = false;
    });
  }
}
