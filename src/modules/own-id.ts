import type { ReadonlySignal } from '@preact/signals-core';
import { token } from '../../core/shared';

/** The signed-in member's id, as matches and chat read it (MATCH-06: whose message is whose). */
export const OWN_ID = token<ReadonlySignal<string | undefined>>('matches.OwnId');
