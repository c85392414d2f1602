/**
 * Phone and e-mail sign-in with one-time codes (AUTH-08, AUTH-09, AUTH-11, AUTH-16, AUTH-17):
 * - asking for a code does the same work for known and unknown destinations (nobody is looked up), so the
 *   answer tells nothing about who is a member;
 * - a code is 6 digits, valid 10 minutes, usable once, bound to the request (its binding token), and dies at
 *   the 5th wrong guess;
 * - sends are limited per destination and per client address, and an address that asks for many codes must
 *   solve a captcha first;
 * - the right code signs the member in, or creates the member and starts onboarding.
 */
import { banFailure, deviceFlaggedFailure } from '../bans/ban-failure';
import { bansRepository } from '../bans/bans.repository';
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { CaptchaConfig, OtpConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { failure, type Failure } from '../http/failure';
import { newId, newToken, sameHash } from '../platform/secrets';
import type { UsersService } from '../users/users.service';
import { userRepository } from '../users/user.repository';
import { authFailure } from './auth-failures';
import type { CaptchaChallenge, CaptchaService } from './captcha.service';
import type { DeviceInfo } from './device';
import {
  clientAddressHash,
  destinationHash,
  maskDestination,
  normaliseDestination,
  type Channel,
} from './destination';
import { bindingHash, isOtpShaped, newOtpCode, otpHash } from './otp-code';
import { otpRepository as requests, sendLogRepository as sendLog } from './otp.repository';
import type { Outbox } from './outbox.port';
import { checkSendLimits, lookBackMs, waitForWindow } from './send-limits';
import type { IssuedSession, SessionService } from './session.service';

export interface CodeSent {
  readonly kind: 'code-sent';
  readonly channel: Channel;
  /** The binding token: the client presents it with the code (and to ask for a resend). */
  readonly bindingToken: string;
  readonly destination: string;
  readonly maskedDestination: string;
  readonly otpLength: number;
  readonly resendAfterSeconds: number;
}

export interface CaptchaRequired {
  readonly kind: 'captcha-required';
  readonly challenge: CaptchaChallenge;
}

export type SendOutcome = CodeSent | CaptchaRequired;

/** What travels with every request for a code. */
export interface SendContext {
  readonly clientAddress: string;
  /** The reference token of a solved captcha, or ''. */
  readonly captchaToken: string;
}

interface SendTarget {
  readonly channel: Channel;
  readonly destination: string;
  /** The open request a resend renews. */
  readonly requestId?: string;
}

export interface SignInServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly otp: OtpConfig;
  readonly captchaRule: CaptchaConfig['afterIpSends'];
  readonly outbox: Outbox;
  readonly sessions: SessionService;
  readonly captcha: CaptchaService;
  /** Creates the member at a first sign-in (and runs what comes with a new member). */
  readonly users: UsersService;
}

const messageText = (code: string, ttlMs: number): string =>
  `Your Spark code is ${code}. It expires in ${Math.round(ttlMs / 60_000)} minutes. Never share it.`;

export class SignInService {
  constructor(private readonly deps: SignInServiceDeps) {}

  /** AUTH-09, AUTH-16: sends a code to a phone number or e-mail address. */
  async requestCode(channel: Channel, rawDestination: string, context: SendContext): Promise<Result<SendOutcome, Failure>> {
    const destination = normaliseDestination(channel, rawDestination);
    if (destination === null) return err(authFailure.invalidDestination(channel));
    return this.#send(context, async () => ok({ channel, destination }));
  }

  /** AUTH-09, AUTH-16: a new code for the request a binding token belongs to; the old code and token stop working. */
  async resendCode(bindingToken: string, context: SendContext): Promise<Result<SendOutcome, Failure>> {
    if (bindingToken === '') return err(authFailure.requestUnknown());
    return this.#send(context, async (tx) => {
      const request = await requests.findByBindingForUpdate(tx, bindingHash(bindingToken));
      if (!request || request.state === 'used') return err(authFailure.requestUnknown());
      return ok({ channel: request.channel, destination: request.destination, requestId: request.id });
    });
  }

  /** Checks a code; the right one gives a session (a member's, or an onboarding one for a new member). */
  async verifyCode(
    channel: Channel,
    input: { readonly destination: string; readonly code: string; readonly bindingToken: string; readonly device?: DeviceInfo },
  ): Promise<Result<IssuedSession, Failure>> {
    const { clock, db, sessions, users } = this.deps;
    return db.transaction(async (tx): Promise<Result<IssuedSession, Failure>> => {
      const redeemed = await this.redeemCode(tx, channel, input);
      if (!redeemed.ok) return redeemed;
      const { user } = await users.findOrCreateForSignIn(tx, channel === 'sms' ? 'phone' : 'email', redeemed.value, { id: newId(), now: clock.now() });
      if (user.bannedAt !== null) {
        const ban = await bansRepository.current(tx, user.id, clock.now());
        if (ban) return err(banFailure(ban, clock.now()));
        // A ban that ended by itself (BAN-03) was lifted just now; any other mark without a ban is refused.
        const still = await userRepository.findById(tx, user.id);
        if (still?.bannedAt !== null) return err(authFailure.banned());
      }
      // BAN-08: the member's onboarding got an under-18 birth date (BAN-15): refused until the 18th birthday.
      const [flag] = await tx.query<{ until: Date | null }>("SELECT (underage_until::timestamp AT TIME ZONE 'UTC') AS until FROM users WHERE id = $1", [user.id]);
      const until = flag?.until?.getTime() ?? null;
      if (until !== null && until > clock.now()) return err(deviceFlaggedFailure(Math.ceil((until - clock.now()) / 1000)));
      return ok(await sessions.start(tx, user, input.device));
    });
  }

  /**
   * SET-15: a code to a member's new phone number or e-mail address, under the same limits as sign-in codes. A
   * signed-in member is never asked for a captcha: where sign-in would ask for one, the send is refused instead.
   */
  async sendCodeToNewContact(channel: Channel, rawDestination: string, clientAddress: string): Promise<Result<CodeSent, Failure>> {
    const sent = await this.requestCode(channel, rawDestination, { clientAddress, captchaToken: '' });
    if (!sent.ok) return sent;
    if (sent.value.kind === 'captcha-required') return err(failure.rateLimited(this.deps.captchaRule.windowMs));
    return ok(sent.value);
  }

  /**
   * Uses up a code inside the caller's transaction: the normalised destination when the code is right for it, else
   * the failure (a wrong guess is counted, the fifth kills the code). Sign-in and contact changes share it.
   */
  async redeemCode(
    tx: Queryable,
    channel: Channel,
    input: { readonly destination: string; readonly code: string; readonly bindingToken: string },
  ): Promise<Result<string, Failure>> {
    const { otp, clock } = this.deps;
    const destination = normaliseDestination(channel, input.destination);
    if (destination === null) return err(authFailure.invalidDestination(channel));
    if (!isOtpShaped(input.code, otp.length)) return err(failure.badRequest(`The code must be ${otp.length} digits`));
    if (input.bindingToken === '') return err(authFailure.requestUnknown());
    const now = clock.now();
    const request = await requests.findByBindingForUpdate(tx, bindingHash(input.bindingToken));
    if (
      !request ||
      request.channel !== channel ||
      !sameHash(request.destinationHash, destinationHash(destination)) ||
      request.state === 'used'
    ) {
      return err(authFailure.requestUnknown());
    }
    if (request.state === 'killed') return err(authFailure.codeKilled(channel));
    if (request.codeExpiresAt <= now) return err(authFailure.codeExpired());
    if (!sameHash(request.codeHash, otpHash(input.bindingToken, input.code))) {
      const attempts = request.failedAttempts + 1;
      const killed = attempts >= otp.maxAttempts;
      await requests.recordWrongGuess(tx, request.id, attempts, killed ? 'killed' : 'open', now);
      return err(killed ? authFailure.codeKilled(channel) : authFailure.wrongCode(channel, otp.maxAttempts - attempts));
    }
    await requests.markUsed(tx, request.id, now);
    return ok(destination);
  }

  async #send(context: SendContext, resolveTarget: (tx: Queryable) => Promise<Result<SendTarget, Failure>>): Promise<Result<SendOutcome, Failure>> {
    const { otp, clock, db, captcha, captchaRule } = this.deps;
    const now = clock.now();
    const ipHash = clientAddressHash(context.clientAddress);
    const outcome = await db.transaction(async (tx) => {
      const target = await resolveTarget(tx);
      if (!target.ok) return target;
      const { channel, destination, requestId } = target.value;
      const destHash = destinationHash(destination);
      // Destination first, then address: every transaction takes the two locks in the same order.
      await sendLog.lock(tx, `otp-destination:${destHash}`);
      await sendLog.lock(tx, `otp-address:${ipHash}`);
      const since = now - Math.max(lookBackMs(otp), captchaRule.windowMs);
      const history = {
        destination: await sendLog.destinationSendTimes(tx, destHash, since),
        clientAddress: await sendLog.clientAddressSendTimes(tx, ipHash, since),
      };
      const refusal = checkSendLimits(history, now, otp);
      if (refusal) return err(authFailure.sendRefused(channel, refusal));
      const risky = waitForWindow(history.clientAddress, now, captchaRule) > 0;
      if (risky && !(await captcha.redeem(tx, context.captchaToken))) {
        return ok({ kind: 'captcha-required', challenge: await captcha.challenge(tx) } as const);
      }
      const code = newOtpCode(otp.length);
      const bindingToken = newToken();
      const issued = { bindingHash: bindingHash(bindingToken), codeHash: otpHash(bindingToken, code), expiresAt: now + otp.ttlMs };
      if (requestId === undefined) await requests.create(tx, { id: newId(), channel, destination, destinationHash: destHash }, issued, now);
      else await requests.reissue(tx, requestId, issued, now);
      await sendLog.record(tx, { destinationHash: destHash, ipHash, now });
      return ok({ kind: 'code-sent', channel, destination, bindingToken, code } as const);
    });
    if (!outcome.ok) return outcome;
    if (outcome.value.kind === 'captcha-required') return ok(outcome.value);
    const { channel, destination, bindingToken, code } = outcome.value;
    try {
      await this.deps.outbox.send({ channel, to: destination, text: messageText(code, otp.ttlMs) });
    } catch {
      return err(authFailure.deliveryFailed(channel));
    }
    return ok({
      kind: 'code-sent',
      channel,
      bindingToken,
      destination,
      maskedDestination: maskDestination(channel, destination),
      otpLength: otp.length,
      resendAfterSeconds: Math.ceil(otp.resendCooldownMs / 1000),
    });
  }
}
