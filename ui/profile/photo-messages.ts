import type { AppError } from '../../core/shared';
import type { MediaNotice } from '../../core/media';

/** The message key for an upload's failure, by the server's code (docs/api.md, the media service). */
export const uploadErrorKey = (error: AppError | undefined): string => {
  switch (error?.code) {
    case 'MEDIA.UPLOAD_TIMEOUT':
      return 'photos.error.timeout';
    case 50020:
    case 41500:
      return 'photos.error.notPhoto';
    case 41300:
      return 'photos.error.tooLarge';
    case 40900:
      return 'photos.error.full';
    case 42901:
      return 'photos.error.rateLimited';
    default:
      return 'photos.error.upload';
  }
};

/** The message key and values of a notice of the grid. */
export const noticeMessage = (notice: MediaNotice): { id: string; values?: Record<string, number> } => {
  switch (notice.kind) {
    case 'upload-timeout':
      return { id: 'photos.error.timeout' };
    case 'upload-failed':
      return { id: uploadErrorKey({ code: notice.code }) };
    case 'too-many':
      return { id: 'photos.error.tooMany', values: { count: notice.refused } };
    case 'reorder-refused':
      return { id: 'photos.error.reorder' };
    case 'delete-refused':
      return { id: 'photos.error.delete' };
    case 'details-refused':
      return { id: 'photos.error.details' };
  }
};
