import type { AppError, Result } from '../shared';
import type { SignedInDevice } from './signed-in-device';

/** What the list of signed-in devices needs from the provider, in domain words. */
export interface DevicesApiPort {
  /** The member's live sign-ins, the asking one marked `current`. */
  list(): Promise<Result<readonly SignedInDevice[], AppError>>;
  /** Ends one other sign-in: it is signed out everywhere at once. Another member's or an ended one is a 40400. */
  end(id: string): Promise<Result<void, AppError>>;
  /** Ends every sign-in but this one; answers how many ended. */
  endOthers(): Promise<Result<number, AppError>>;
}
