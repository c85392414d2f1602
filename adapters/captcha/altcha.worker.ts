/** A worker of the proof of work: altcha-lib's solver loop with PBKDF2 from Web Crypto. */
import { handler } from 'altcha-lib/workers/shared';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

handler({ deriveKey });
