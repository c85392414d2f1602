import type { ModalStore } from '../navigation';
import type { AppError, Result } from '../shared';
import { emailPrompt, type EmailPromptSettings } from './post-login';

import { EMAIL_PROMPT_MODAL } from './modal-kinds';

export { EMAIL_PROMPT_MODAL };

const FIELDS = ['emailPromptDismissible', 'emailPromptRequired', 'emailPromptShowMarketingOptIn', 'emailPromptShowStrictOptIn'] as const;

/** PL-10: the e-mail collection settings of an app-settings answer; a field that is not `true` is off. */
export const readEmailPromptSettings = (data: unknown): EmailPromptSettings => {
  const raw = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return Object.fromEntries(FIELDS.map((field) => [field, raw[field] === true])) as unknown as EmailPromptSettings;
};

export interface ShowEmailPromptDeps {
  /** The app settings as the provider answers them for the signed-in member (`POST /v2/meta`). */
  readonly fetchSettings: () => Promise<Result<unknown, AppError>>;
  /** Whether the member's account has an e-mail address (the own profile, loaded by PL-03). */
  readonly hasEmail: () => boolean;
  readonly modals: Pick<ModalStore, 'open'>;
}

/**
 * PL-10, step 7 of the post-login sequence: asks a member without an e-mail address for one when the provider's
 * settings for the member say so (the provider decides when: not in a member's first day, not again once
 * dismissed), dismissibly or not, with the marketing opt-in the settings choose. Never asks a member who has an
 * address. Returns whether the prompt opened.
 */
export class ShowEmailPromptUseCase {
  constructor(private readonly deps: ShowEmailPromptDeps) {}

  async execute(): Promise<boolean> {
    const { fetchSettings, hasEmail, modals } = this.deps;
    if (hasEmail()) return false;
    const answer = await fetchSettings();
    if (!answer.ok) return false;
    const prompt = emailPrompt(readEmailPromptSettings(answer.value));
    if (prompt === null) return false;
    modals.open({ kind: EMAIL_PROMPT_MODAL, props: prompt });
    return true;
  }
}
