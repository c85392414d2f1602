/**
 * Bans and appeals (BAN-01, BAN-04, BAN-13). An administrator bans a member in a tier with a policy: the member's
 * sessions end at once, every later call and sign-in answers the ban (ban-failure.ts), and an appealable ban gives
 * an appeal token. With that token, and no session, the member reads their cases and files one appeal at a time.
 * Lifting the ban grants the open appeals; the member signs in again as before.
 */
import { ErrorCode } from '../../core/errors/error-codes';
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { SessionService } from '../auth/session.service';
import type { Database } from '../db/database';
import { failure, type Failure } from '../http/failure';
import { newId, newToken } from '../platform/secrets';
import { userRepository } from '../users/user.repository';
import { APPEAL_STATEMENT_LENGTH, statementProblem } from '../../core/bans/appeal-case';
import { CAPTCHA_VENDOR, type CaptchaService } from '../auth/captcha.service';
import type { Queryable } from '../db/database';
import { APPEALABLE, hasToken, isUnderageBanCode, needsLength, type BanTier, type WarningTier } from './ban-tiers';
import { sniffImage } from '../media/image-sniff';
import { bansRepository, type AlertRecord, type AppealRecord, type BanRecord } from './bans.repository';

export interface BanView {
  readonly tier: BanTier;
  readonly policy: string;
  readonly appealable: boolean;
  readonly since: number;
}

/** BAN-06: a ban whose appeal is open: an appealable tier, and for a `challenge` ban only once it is passed. */
const appealOpen = (ban: BanRecord): boolean => APPEALABLE[ban.tier] && (ban.tier !== 'challenge' || (ban.challengePassedAt ?? null) !== null);

const viewOf = (ban: BanRecord): BanView => ({ tier: ban.tier, policy: ban.policy, appealable: APPEALABLE[ban.tier] && ban.appealToken !== null, since: ban.createdAt });

/**
 * BAN-07: the stand-in check of a selfie (docs/decisions.md): a JPEG, PNG or WebP whose header is well formed and
 * at least 200 pixels a side. No face is looked for: a real provider's liveness check takes this place.
 */
export const SELFIE_MIN_SIDE = 200;
export const selfieAccepted = (bytes: Uint8Array): boolean => {
  const image = sniffImage(bytes);
  return image !== null && image.width >= SELFIE_MIN_SIDE && image.height >= SELFIE_MIN_SIDE;
};

const conflict = (message: string): Failure => ({ status: 409, code: ErrorCode.CONFLICT, message });

const noSuchAppealToken = (): Failure => failure.notFound('No ban for this appeal token');

/** A captcha answer sent with a guarded call (BAN-13): the reference token of a solved challenge and its vendor. */
export interface CaptchaProof {
  readonly token?: string | undefined;
  readonly vendor?: string | undefined;
}

/** The longest ban the admin command gives a length: ten years. */
export const MAX_BAN_DAYS = 3650;
const DAY_MS = 86_400_000;

export interface BanOptions {
  /** BAN-05: the underage code (40802, 40321 or 40344) of an `underage` ban. */
  readonly code?: number;
  /** BAN-03: the ban ends by itself after this many days (required for `temporaryBan`). */
  readonly days?: number;
}

export class BansService {
  constructor(
    private readonly deps: {
      readonly db: Database;
      readonly clock: Clock;
      readonly sessions: Pick<SessionService, 'banUser'>;
      readonly captcha: Pick<CaptchaService, 'challenge' | 'redeem'>;
    },
  ) {}

  /**
   * BAN-13: a guarded call goes on only with a solved captcha nobody used yet (it is used up here, in the call's
   * transaction); otherwise 403/40350 with a fresh challenge for the device to work out.
   */
  async #captchaPassed(tx: Queryable, proof: CaptchaProof): Promise<Failure | null> {
    if (proof.vendor === CAPTCHA_VENDOR && proof.token !== undefined && (await this.deps.captcha.redeem(tx, proof.token))) return null;
    const challenge = await this.deps.captcha.challenge(tx);
    return {
      status: 403,
      code: ErrorCode.CAPTCHA_REQUIRED,
      message: 'Captcha verification failed',
      details: { captcha: { reference_token: challenge.referenceToken, vendor: challenge.vendor, captcha_public_key: challenge.publicKey, data_blob: challenge.dataBlob } },
    };
  }

  /** Finds a member by id, e-mail or phone number, as the admin command names them. */
  async findMember(reference: string): Promise<string | null> {
    const [row] = await this.deps.db.query<{ id: string }>('SELECT id FROM users WHERE id = $1 OR lower(email) = lower($1) OR phone = $1 LIMIT 1', [reference]);
    return row?.id ?? null;
  }

  /** Bans the member (or changes their ban): sessions end now; an appealable tier gets a fresh appeal token. */
  async ban(userId: string, tier: BanTier, policy: string, options: BanOptions = {}): Promise<Result<BanView, Failure>> {
    if (options.code !== undefined && (tier !== 'underage' || !isUnderageBanCode(options.code))) return err(failure.badRequest('A code is given only to an underage ban: 40802, 40321 or 40344'));
    if (options.days !== undefined && tier !== 'temporaryBan' && tier !== 'underage') return err(failure.badRequest('Only a temporary or underage ban takes a length'));
    if (options.days === undefined && needsLength(tier)) return err(failure.badRequest('A temporary ban needs a length in days'));
    if (!(await userRepository.findById(this.deps.db, userId))) return err(failure.notFound('No such member'));
    const now = this.deps.clock.now();
    const record: BanRecord = {
      userId,
      tier,
      policy,
      appealToken: hasToken(tier) ? newToken() : null,
      createdAt: now,
      code: options.code ?? null,
      expiresAt: options.days === undefined ? null : now + options.days * DAY_MS,
      challengeToken: tier === 'challenge' ? newToken() : null,
    };
    await this.deps.sessions.banUser(userId, (tx) => bansRepository.put(tx, record));
    return ok(viewOf(record));
  }

  /**
   * Lifts the ban and grants the open appeals; false when the member had no ban. BAN-11: the member is told at the
   * next sign-in (a `banned` alert with the ban's tier: the "for your information" modal of BAN-12).
   */
  async lift(userId: string): Promise<boolean> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const ban = await bansRepository.of(tx, userId);
      const lifted = await bansRepository.lift(tx, userId);
      if (!lifted || !ban) return false;
      await userRepository.unmarkBanned(tx, userId);
      await bansRepository.decideOpen(tx, userId, 'granted', now);
      if (ban.tier !== 'selfieChallenge') await bansRepository.insertAlert(tx, { id: newId(), userId, type: 'banned', tier: ban.tier, policy: ban.policy, createdAt: now });
      return true;
    });
  }

  /** BAN-11: the admin command's warning: shown to the member at the next sign-in (or the next alerts call). */
  async warn(userId: string, tier: WarningTier, policy: string): Promise<Result<AlertRecord, Failure>> {
    if (!(await userRepository.findById(this.deps.db, userId))) return err(failure.notFound('No such member'));
    const record = { id: newId(), userId, type: 'warning' as const, tier, policy, createdAt: this.deps.clock.now() };
    await bansRepository.insertAlert(this.deps.db, record);
    return ok({ ...record, acknowledgedAt: null });
  }

  /** BAN-11: the member's alerts not yet acknowledged. */
  async alertsOf(userId: string): Promise<readonly AlertRecord[]> {
    return bansRepository.openAlerts(this.deps.db, userId);
  }

  /** BAN-11: the member read the alert (acknowledging twice is fine). */
  async acknowledge(userId: string, alertId: string): Promise<boolean> {
    return bansRepository.acknowledge(this.deps.db, userId, alertId, this.deps.clock.now());
  }

  /** BAN-13: `POST /v1/appeals`: a signed-in member appeals a warning; one open appeal per warning. */
  async appealWarning(userId: string, alertId: string, statement: string): Promise<Result<AppealRecord, Failure>> {
    const text = statement.trim();
    if (statementProblem(text) !== null) {
      const { min, max } = APPEAL_STATEMENT_LENGTH;
      return err({ ...failure.badRequest(`The statement takes ${min} to ${max} characters`), details: { field: 'statement' } });
    }
    return this.deps.db.transaction(async (tx) => {
      const warning = await bansRepository.alertOf(tx, userId, alertId);
      if (!warning || warning.type !== 'warning') return err(failure.notFound('No such warning'));
      const cases = await bansRepository.appealsOf(tx, userId);
      if (cases.some((c) => c.alertId === alertId && c.status === 'open')) return err(conflict('An appeal of this warning is already open'));
      const record = { id: newId(), userId, policy: warning.policy, statement: text, createdAt: this.deps.clock.now(), alertId };
      await bansRepository.insertAppeal(tx, record);
      return ok({ ...record, status: 'open' as const, decidedAt: null });
    });
  }

  /**
   * BAN-07: a selfie sent with the challenge's token, without a session. A photo the stand-in check accepts ends the
   * challenge (the member signs in again); any other image answers `rejected` and the challenge stays; a file that is no image is 400/40012.
   */
  async answerSelfie(token: string, bytes: Uint8Array): Promise<Result<'passed' | 'rejected', Failure>> {
    const ban = await bansRepository.byAppealToken(this.deps.db, token);
    if (!ban || ban.tier !== 'selfieChallenge') return err(failure.notFound('No selfie challenge for this token'));
    if (sniffImage(bytes) === null) return err({ status: 400, code: ErrorCode.PHOTO_INVALID, message: 'The file is not a photo' });
    if (!selfieAccepted(bytes)) return ok('rejected');
    await this.deps.db.transaction(async (tx) => {
      await bansRepository.lift(tx, ban.userId);
      await userRepository.unmarkBanned(tx, ban.userId);
    });
    return ok('passed');
  }

  /** Denies the member's open appeals; the ban stays. */
  async deny(userId: string): Promise<number> {
    return bansRepository.decideOpen(this.deps.db, userId, 'denied', this.deps.clock.now());
  }

  /** BAN-13: the ban an appeal token stands for and its cases, newest first. */
  async casesByToken(token: string): Promise<Result<{ readonly ban: BanView; readonly cases: readonly AppealRecord[] }, Failure>> {
    const ban = await bansRepository.byAppealToken(this.deps.db, token);
    if (!ban || !appealOpen(ban)) return err(noSuchAppealToken());
    return ok({ ban: viewOf(ban), cases: await bansRepository.appealsOf(this.deps.db, ban.userId) });
  }

  /**
   * BAN-06, BAN-13 (`POST /challenge/verify`): the member of a `challenge` ban (40307) passes its challenge with a
   * solved captcha, without a session; the answer is the ban's appeal token, which opens the appeals center. Passing
   * again answers the same token (with a new captcha).
   */
  async passChallenge(challengeToken: string, proof: CaptchaProof): Promise<Result<{ readonly appealToken: string }, Failure>> {
    return this.deps.db.transaction(async (tx) => {
      const ban = await bansRepository.byChallengeToken(tx, challengeToken);
      if (!ban || ban.tier !== 'challenge' || ban.appealToken === null) return err(failure.notFound('No ban challenge for this token'));
      const refused = await this.#captchaPassed(tx, proof);
      if (refused !== null) return err(refused);
      await bansRepository.passChallenge(tx, ban.userId, this.deps.clock.now());
      return ok({ appealToken: ban.appealToken });
    });
  }

  /** BAN-13: files an appeal of the ban; one open case at a time (409 while one waits). */
  async appealByToken(token: string, statement: string, proof: CaptchaProof = {}): Promise<Result<AppealRecord, Failure>> {
    const text = statement.trim();
    if (statementProblem(text) !== null) {
      const { min, max } = APPEAL_STATEMENT_LENGTH;
      return err({ ...failure.badRequest(`The statement takes ${min} to ${max} characters`), details: { field: 'statement' } });
    }
    return this.deps.db.transaction(async (tx) => {
      const ban = await bansRepository.byAppealToken(tx, token);
      if (!ban || !appealOpen(ban)) return err(noSuchAppealToken());
      const cases = await bansRepository.appealsOf(tx, ban.userId);
      if (cases.some((c) => c.alertId === null && c.status === 'open')) return err(conflict('An appeal is already open'));
      // BAN-13: the captcha comes last, so a refused appeal (a wrong token, one already open) spends none.
      const refused = await this.#captchaPassed(tx, proof);
      if (refused !== null) return err(refused);
      const record = { id: newId(), userId: ban.userId, policy: ban.policy, statement: text, createdAt: this.deps.clock.now(), alertId: null };
      await bansRepository.insertAppeal(tx, record);
      return ok({ ...record, status: 'open' as const, decidedAt: null });
    });
  }

  /** BAN-13: a signed-in member's own cases (their past appeals, once a ban was lifted). */
  async casesOf(userId: string): Promise<readonly AppealRecord[]> {
    return bansRepository.appealsOf(this.deps.db, userId);
  }

  /** The open appeals, for the admin command. */
  async openAppeals(): Promise<readonly AppealRecord[]> {
    return bansRepository.openAppeals(this.deps.db);
  }
}
