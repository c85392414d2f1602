import { appError, err, ok, type AppError, type Result } from '../../shared';
import type { SocketTicket, SocketTicketPort } from '../socket-ticket.port';

/** An in-memory SocketTicketPort: hands out numbered tickets, and fails or waits when a test says so. */
export class FakeSocketTicket implements SocketTicketPort {
  /** The URLs handed out, in order. */
  readonly issued: string[] = [];
  #calls = 0;
  readonly #failures: AppError[] = [];
  #gate: Promise<void> | undefined;

  constructor(private readonly baseUrl = 'ws://realtime.test/socket') {}

  /** How many tickets were asked for, failed ones included. */
  get calls(): number {
    return this.#calls;
  }

  /** The next `count` requests fail with `error`. */
  failNext(count = 1, error: AppError = appError('NETWORK.UNAVAILABLE', 'ticket request failed')): void {
    for (let i = 0; i < count; i++) this.#failures.push(error);
  }

  /** Requests wait until the returned function is called. */
  hold(): () => void {
    let release!: () => void;
    this.#gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    return () => {
      this.#gate = undefined;
      release();
    };
  }

  async generate(): Promise<Result<SocketTicket>> {
    this.#calls += 1;
    if (this.#gate !== undefined) await this.#gate;
    const failure = this.#failures.shift();
    if (failure !== undefined) return err(failure);
    const url = `${this.baseUrl}?ticket=t-${this.issued.length + 1}`;
    this.issued.push(url);
    return ok({ url });
  }
}
