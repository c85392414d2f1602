import type { Logger } from '../shared';
import { pickPostLoginModal, type PostLoginModal, type PostLoginModalCandidates } from './post-login';

export interface ShowPostLoginModalDeps {
  /** What decides each candidate, as the app knows it at the end of the sequence. */
  readonly candidates: () => Promise<PostLoginModalCandidates>;
  /** How each modal is shown; a modal the app has no screen for is logged instead. */
  readonly show: Readonly<Partial<Record<PostLoginModal, () => void>>>;
  readonly logger: Logger;
}

/** PL-13: at the end of the post-login sequence, the single modal of highest priority that applies is shown. */
export class ShowPostLoginModalUseCase {
  constructor(private readonly deps: ShowPostLoginModalDeps) {}

  async execute(): Promise<PostLoginModal | null> {
    const picked = pickPostLoginModal(await this.deps.candidates());
    if (picked === null) return null;
    const show = this.deps.show[picked];
    if (show === undefined) this.deps.logger.log('warn', 'post-login modal without a screen', { modal: picked });
    else show();
    return picked;
  }
}
