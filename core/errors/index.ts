/**
 * core/errors — the error catalogue (ERR-01..15).
 * Owns: the server's numeric codes, the context-aware classifier (code + status + flow → kind, reporting,
 * logging, message key) and the message keys with their English defaults.
 * Needs: nothing. Exposes: `classifyError`, `classificationOf`, `ErrorCode`, `ERROR_MESSAGES`, the kinds and contexts.
 */
export { ErrorCode, type ErrorCodeName, type ErrorCodeValue } from './error-codes';
export { CLIENT_MESSAGES } from './client-messages';
export { ERROR_MESSAGES, MESSAGE_KEYS, type MessageKey } from './error-messages';
export { ERROR_KINDS, KIND_POLICY, type ErrorKind } from './error-kind';
export { ERROR_CONTEXTS, kindOfCode, type ErrorContext } from './code-catalogue';
export {
  classifyError,
  classificationOf,
  ERROR_REPORT_SAMPLE_RATE,
  type ClassifyInput,
  type ErrorClassification,
} from './classify-error';
