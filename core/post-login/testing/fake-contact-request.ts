import { ok, type AppError, type Result } from '../../shared';
import type { ContactRequestPayload, ContactRequestPort } from '../contact-request';

/** Records each contact request (PL-05); answers ok. */
export class FakeContactRequest implements ContactRequestPort {
  readonly sent: ContactRequestPayload[] = [];

  async send(payload: ContactRequestPayload): Promise<Result<void, AppError>> {
    this.sent.push(payload);
    return ok(undefined);
  }
}
