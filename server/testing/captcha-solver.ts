/**
 * What a script does with a captcha state: works the ALTCHA challenge out with the library's own solver, as any
 * client may, and writes the answer verify-captcha takes. Counts the key derivations it paid for.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export interface SolvedCaptcha {
  /** base64 of `{ challenge, solution }`. */
  readonly answer: string;
  readonly challenge: Challenge;
  readonly solution: { readonly counter: number; readonly derivedKey: string };
  /** Key derivations the solver ran. */
  readonly derivations: number;
}

export const encodeCaptchaAnswer = (payload: unknown): string => Buffer.from(JSON.stringify(payload)).toString('base64');

export const solveCaptcha = async (dataBlob: string): Promise<SolvedCaptcha> => {
  const challenge = JSON.parse(dataBlob) as Challenge;
  let derivations = 0;
  const solution = await solveChallenge({
    challenge,
    deriveKey: (parameters, salt, password) => {
      derivations += 1;
      return deriveKey(parameters, salt, password);
    },
  });
  if (solution === null) throw new Error('the challenge could not be solved');
  return { answer: encodeCaptchaAnswer({ challenge, solution }), challenge, solution, derivations };
};
