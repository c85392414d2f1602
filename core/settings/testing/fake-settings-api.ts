import { err, ok, type AppError, type Result } from '../../shared';
import type { ContactChannel, ContactCodeSent } from '../contact-change';
import type { EmailSubscription } from '../email-subscriptions';
import { DEFAULT_SETTINGS, NO_CONTACTS } from '../member-settings';
import type { SettingsApiPort, SettingsChange, SettingsProfile } from '../settings-api.port';

/** An in-memory provider for the settings: keeps what is saved; `refuseNext` makes the next call fail with a code. */
export class FakeSettingsApi implements SettingsApiPort {
  profile: SettingsProfile = {
    emailNotifications: DEFAULT_SETTINGS.emailNotifications,
    pushNotifications: DEFAULT_SETTINGS.pushNotifications,
    onlyVerifiedUsers: false,
    readReceipts: true,
    subscriptionToken: 'token-1',
    account: { ...NO_CONTACTS, maskedPhone: '+*******0101' },
  };
  readonly saved: SettingsChange[] = [];
  /** The code the demo "sends" to a new contact. */
  readonly code = '123456';
  pending: { channel: ContactChannel; destination: string } | null = null;
  deleted: number | null = null;
  #refusal: AppError | null = null;

  refuseNext(code: string | number = 40000): void {
    this.#refusal = { code };
  }

  #refused(): AppError | null {
    const refusal = this.#refusal;
    this.#refusal = null;
    return refusal;
  }

  async load(): Promise<Result<SettingsProfile, AppError>> {
    const refusal = this.#refused();
    return refusal ? err(refusal) : ok(this.profile);
  }

  async save(change: SettingsChange): Promise<Result<void, AppError>> {
    const refusal = this.#refused();
    if (refusal) return err(refusal);
    this.saved.push(change);
    const p = this.profile;
    if (change.kind === 'push') this.profile = { ...p, pushNotifications: { ...p.pushNotifications, ...change.change } };
    if (change.kind === 'email') this.profile = { ...p, emailNotifications: { ...p.emailNotifications, ...change.change } };
    if (change.kind === 'messageControls') this.profile = { ...p, onlyVerifiedUsers: change.onlyVerifiedUsers };
    if (change.kind === 'readReceipts') this.profile = { ...p, readReceipts: change.enabled };
    return ok(undefined);
  }

  async sendContactCode(channel: ContactChannel, destination: string): Promise<Result<ContactCodeSent, AppError>> {
    const refusal = this.#refused();
    if (refusal) return err(refusal);
    this.pending = { channel, destination };
    return ok({ maskedDestination: `${destination.slice(0, 1)}***`, bindingToken: 'binding-1', otpLength: 6 });
  }

  async confirmContactCode(channel: ContactChannel, input: { destination: string; code: string; bindingToken: string }): Promise<Result<void, AppError>> {
    const refusal = this.#refused();
    if (refusal) return err(refusal);
    if (this.pending?.channel !== channel || this.pending.destination !== input.destination || input.code !== this.code) return err({ code: channel === 'email' ? 41202 : 41201 });
    const account = this.profile.account;
    this.profile = {
      ...this.profile,
      account: channel === 'email' ? { ...account, maskedEmail: `${input.destination.slice(0, 1)}***`, isEmailVerified: true, newAccountEmail: null } : { ...account, maskedPhone: `+***${input.destination.slice(-4)}` },
    };
    this.pending = null;
    return ok(undefined);
  }

  emailPromptDismissals = 0;

  async dismissEmailPrompt(): Promise<Result<void, AppError>> {
    const refusal = this.#refused();
    if (refusal) return err(refusal);
    this.emailPromptDismissals += 1;
    return ok(undefined);
  }

  subscriptions: EmailSubscription[] = [
    { id: 'matches', subscribed: true },
    { id: 'messages', subscribed: true },
    { id: 'promotions', subscribed: false },
  ];
  readonly subscriptionCalls: string[] = [];

  async fetchSubscriptions(token: string): Promise<Result<readonly EmailSubscription[], AppError>> {
    this.subscriptionCalls.push(`fetch ${token}`);
    const refusal = this.#refused();
    return refusal ? err(refusal) : ok(this.subscriptions);
  }

  async updateSubscriptions(token: string, changes: readonly EmailSubscription[]): Promise<Result<readonly EmailSubscription[], AppError>> {
    this.subscriptionCalls.push(`update ${token}`);
    const refusal = this.#refused();
    if (refusal) return err(refusal);
    this.subscriptions = this.subscriptions.map((s) => changes.find((c) => c.id === s.id) ?? s);
    return ok(this.subscriptions);
  }

  async deleteAccount(version: number): Promise<Result<void, AppError>> {
    const refusal = this.#refused();
    if (refusal) return err(refusal);
    this.deleted = version;
    return ok(undefined);
  }
}
