/** The media failures and their codes (ERR items; the spec leaves the HTTP status of these open). */
import { ErrorCode } from '../../core/errors/error-codes';
import { failure, type Failure } from '../http/failure';

export const mediaFailure = {
  /** Another member's id answers exactly like an id that never existed. */
  notFound: (): Failure => failure.notFound('No such media'),
  /** ONB-10, ERR-11: 50020 with a 4xx status, so the client reads it as a photo field error, not a server fault. */
  photoInvalid: (): Failure => ({ status: 400, code: ErrorCode.PHOTO_INVALID_UPLOAD, message: 'The file is not a JPEG, PNG or WebP photo' }),
  /** A decompression bomb: a header naming more pixels than any camera makes (refused before decoding). */
  tooManyPixels: (): Failure => ({ status: 400, code: ErrorCode.PHOTO_INVALID_UPLOAD, message: 'The photo has too many pixels' }),
  /** The bytes are a photo, but not of the declared type. */
  typeMismatch: (): Failure => ({ ...failure.unsupportedMediaType(), message: 'The file does not match its Content-Type' }),
  tooMany: (max: number): Failure => ({ status: 409, code: ErrorCode.CONFLICT, message: `At most ${max} photos` }),
  alreadyUploaded: (): Failure => ({ status: 409, code: ErrorCode.CONFLICT, message: 'This placeholder already holds a photo' }),
  notUploaded: (): Failure => ({ status: 409, code: ErrorCode.CONFLICT, message: 'This placeholder holds no photo yet' }),
  notAPermutation: (): Failure => failure.badRequest('media_ids must list each of your photos exactly once'),
} as const;
