/**
 * SET-15: changing the account's e-mail address or phone number: the member enters the new one, a code goes to
 * it, the member enters the code, and it becomes the account's. What the member typed stays through every error.
 */

export type ContactChannel = 'email' | 'phone';

export type ContactChange =
  | { readonly step: 'enter'; readonly typed: string; readonly error?: string | number }
  | { readonly step: 'sending'; readonly typed: string }
  | {
      readonly step: 'code';
      readonly typed: string;
      readonly maskedDestination: string;
      readonly bindingToken: string;
      readonly otpLength: number;
      readonly confirming: boolean;
      readonly error?: string | number;
    }
  | { readonly step: 'done'; readonly typed: string };

export const START_CONTACT_CHANGE: ContactChange = { step: 'enter', typed: '' };

/** The code sent to the new address or number. */
export interface ContactCodeSent {
  readonly maskedDestination: string;
  readonly bindingToken: string;
  readonly otpLength: number;
}
