/**
 * The proof of work itself (loaded on demand by altcha-solver.ts): PBKDF2 through Web Crypto, split over up to
 * four workers; the page's own thread when workers are unavailable (blocked, or a runtime without them).
 * Answers base64 of `{ challenge, solution }`, ALTCHA's payload.
 */
import { solveChallenge, solveChallengeWorkers, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { err, ok, type Result } from '../../core/shared';
import { CaptchaSolverError, type AuthFailure } from '../../core/auth';

/** Far above the second the work takes on a phone; past it the member gets the visible way on. */
const TIMEOUT_MS = 60_000;

const unsolved = (message: string): Result<string, AuthFailure> => err({ code: CaptchaSolverError.UNSOLVED, message });

const readChallenge = (data: string): Challenge | null => {
  try {
    const parsed = JSON.parse(data) as Partial<Challenge>;
    return typeof parsed === 'object' && parsed !== null && typeof parsed.parameters === 'object' && parsed.parameters !== null ? (parsed as Challenge) : null;
  } catch {
    return null;
  }
};

const inWorkers = async (challenge: Challenge): Promise<Solution | null> => {
  if (typeof Worker === 'undefined') return null;
  const concurrency = Math.max(1, Math.min(4, (globalThis.navigator?.hardwareConcurrency ?? 2) - 1));
  try {
    return await solveChallengeWorkers({
      challenge,
      concurrency,
      timeout: TIMEOUT_MS,
      createWorker: () => new Worker(new URL('./altcha.worker.ts', import.meta.url), { type: 'module' }),
    });
  } catch {
    return null;
  }
};

export const solveAltcha = async (data: string): Promise<Result<string, AuthFailure>> => {
  const challenge = readChallenge(data);
  if (challenge === null) return unsolved('The challenge is not ALTCHA JSON');
  if (globalThis.crypto?.subtle === undefined) return unsolved('Web Crypto is not available (the page is not in a secure context)');
  let solution: Solution | null;
  try {
    solution = (await inWorkers(challenge)) ?? (await solveChallenge({ challenge, deriveKey, timeout: TIMEOUT_MS }));
  } catch (error) {
    return unsolved(error instanceof Error ? error.message : 'The work failed');
  }
  if (solution === null) return unsolved('The work did not finish in time');
  return ok(btoa(JSON.stringify({ challenge, solution })));
};
