/**
 * The Braintree-like provider the reference server plays for PayPal (PUR-30): a client token opens a short
 * session; the member approves or cancels on the provider's approval step; an approval yields a one-time nonce
 * for the approved PayPal account. The test provider declines an account whose e-mail starts with "decline";
 * every other account's charges succeed. The account's e-mail is masked here and never kept whole.
 */
import { newToken } from '../platform/secrets';

/** How long a client token's session stays open for its approval. */
export const CLIENT_TOKEN_TTL_MS = 10 * 60_000;
/** How long an approval's nonce may be used. */
export const NONCE_TTL_MS = 10 * 60_000;
export const PROVIDER_MERCHANT = 'Spark';

export type BraintreeMethodType = 'paypal';

/** `jane.doe@example.com` → `j***@example.com`: the first letter and the domain, never more. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***@${email.slice(at + 1)}`;
};

export const braintreeProvider = {
  clientToken: (): string => `ctk_${newToken()}`,
  nonce: (): string => `nonce_${newToken()}`,
  /** The account's token carries the test outcome of charging it, like the card processor's tokens. */
  accountToken: (email: string): string => `pp_${email.toLowerCase().startsWith('decline') ? 'decline' : 'succeed'}_${newToken()}`,
  charges: (accountToken: string): boolean => accountToken.split('_')[1] !== 'decline',
};
