/** The signed-in member's own account as the app shows it (PROF-01, PROF-02): contact details masked. */
export interface OwnProfile {
  readonly id: string;
  readonly name: string | null;
  readonly maskedPhone: string | null;
  readonly maskedEmail: string | null;
}

/** The own profile's load state (APP-10's async-load statuses). */
export type OwnProfileState =
  | { readonly kind: 'not-loaded' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly profile: OwnProfile }
  | { readonly kind: 'error'; readonly code: string | number };
