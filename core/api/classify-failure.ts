import { classificationOf, classifyError, type ErrorClassification, type ErrorContext } from '../errors';
import type { ApiFailure } from './api-failure';

/** The error catalogue's reading of a failed call (ERR-01..15), in the flow's context; `sample` as in `classifyError`. */
export const classifyFailure = (failure: ApiFailure, context: ErrorContext, sample?: number): ErrorClassification => {
  switch (failure.kind) {
    case 'timeout':
    case 'network':
    case 'missing-token':
      return classificationOf(failure.kind, { sample });
    case 'invalid-request':
      return classificationOf('unexpected', { sample });
    case 'bad-response':
      return classificationOf('server', { sample });
    case 'unauthorized':
      return classifyError({ status: 401, code: failure.serverCode, context, sample });
    case 'forced-logout':
    case 'rate-limited':
    case 'http':
      return classifyError({
        status: failure.response.status,
        code: failure.serverCode,
        context,
        hasChallengeToken: hasChallengeToken(failure.response.error, failure.response.data),
        logoutFlag: failure.kind === 'forced-logout',
        sample,
      });
  }
};

/** BAN-01, BAN-06: the appeal challenge token may sit in the error object or in the data. */
const hasChallengeToken = (...places: readonly unknown[]): boolean =>
  places.some(
    (place) =>
      typeof place === 'object' &&
      place !== null &&
      ['challengeToken', 'appealChallengeToken'].some((field) => {
        const value = (place as Record<string, unknown>)[field];
        return typeof value === 'string' && value !== '';
      }),
  );
