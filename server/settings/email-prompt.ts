/**
 * PL-10: the e-mail prompt after sign-in, decided here for the signed-in member and sent with the app settings
 * (`POST /v2/meta`): a member without an e-mail address is asked for one, dismissibly unless the configuration
 * (EMAIL_PROMPT) requires it; a dismissed prompt is not shown again; a member with an address is never asked. A
 * dismissible prompt waits until the member's first day is over: onboarding offered the e-mail step minutes ago.
 */
import type { Queryable } from '../db/database';

export const EMAIL_PROMPT_MODES = ['off', 'dismissible', 'required'] as const;
export type EmailPromptMode = (typeof EMAIL_PROMPT_MODES)[number];

/** The e-mail collection settings, as the app settings carry them. */
export interface EmailPromptSettings {
  readonly emailPromptRequired: boolean;
  readonly emailPromptDismissible: boolean;
  /** The marketing opt-in box is offered, ticked by default. */
  readonly emailPromptShowMarketingOptIn: boolean;
  /** The marketing opt-in box is offered unticked: the member opts in explicitly (stricter rules where they live). */
  readonly emailPromptShowStrictOptIn: boolean;
}

export const NO_EMAIL_PROMPT: EmailPromptSettings = {
  emailPromptRequired: false,
  emailPromptDismissible: false,
  emailPromptShowMarketingOptIn: false,
  emailPromptShowStrictOptIn: false,
};

/** Where the law asks for an explicit opt-in to marketing e-mail (the EU and EEA, the UK, Switzerland, Canada, South Korea). */
const STRICT_OPT_IN_COUNTRIES: ReadonlySet<string> = new Set(
  'AT BE BG CA CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT KR LI LT LU LV MT NL NO PL PT RO SE SI SK'.split(' '),
);

/** How long a new member is left alone by a dismissible prompt. */
export const EMAIL_PROMPT_GRACE_MS = 24 * 60 * 60 * 1000;

export interface EmailPromptMember {
  readonly hasEmail: boolean;
  readonly dismissed: boolean;
  readonly joinedAt: number;
}

export const emailPromptFor = (mode: EmailPromptMode, member: EmailPromptMember, country: string | null, now: number): EmailPromptSettings => {
  if (mode === 'off' || member.hasEmail) return NO_EMAIL_PROMPT;
  const required = mode === 'required';
  if (!required && (member.dismissed || now - member.joinedAt < EMAIL_PROMPT_GRACE_MS)) return NO_EMAIL_PROMPT;
  // An unknown country gets the strict box: nobody is opted in to marketing without saying so where it matters.
  const strict = country === null || STRICT_OPT_IN_COUNTRIES.has(country);
  return { emailPromptRequired: required, emailPromptDismissible: !required, emailPromptShowMarketingOptIn: !strict, emailPromptShowStrictOptIn: strict };
};

export const emailPromptRepository = {
  async stateOf(db: Queryable, userId: string): Promise<EmailPromptMember | null> {
    const [row] = await db.query<{ has_email: boolean; dismissed: boolean; created_at: Date }>(
      'SELECT email IS NOT NULL AS has_email, email_prompt_dismissed_at IS NOT NULL AS dismissed, created_at FROM users WHERE id = $1',
      [userId],
    );
    return row === undefined ? null : { hasEmail: row.has_email, dismissed: row.dismissed, joinedAt: new Date(row.created_at).getTime() };
  },
  async dismiss(db: Queryable, userId: string, at: Date): Promise<void> {
    await db.query('UPDATE users SET email_prompt_dismissed_at = coalesce(email_prompt_dismissed_at, $2) WHERE id = $1', [userId, at]);
  },
};
