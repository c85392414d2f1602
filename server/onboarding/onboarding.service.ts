/**
 * Onboarding on the server (ONB-03, ONB-08..15, BAN-15): a newcomer holding an onboarding token reads the
 * fields, answers them step by step (every answer of a request is checked before any is stored: one refused
 * field stores nothing), adds photos, and completes, which writes the answers to the member's columns, makes the
 * member visible to others and turns the onboarding session into a member's one. A birth date under 18 is
 * refused with the underage answer and remembered: every later change or completion gets the same answer until
 * the 18th birthday.
 */
import { isAdultAt, secondsUntilAdult, birthdayInstant, ADULT_AGE } from '../../core/onboarding/age';
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { IssuedSession, SessionService } from '../auth/session.service';
import type { Database, Queryable } from '../db/database';
import type { Authenticated } from '../http/auth-guard';
import type { Failure } from '../http/failure';
import type { ImageFormat, MediaItem, MediaService, PhotoType } from '../media';
import { newToken, sha256 } from '../platform/secrets';
import { userRepository } from '../users/user.repository';
import { fieldError, fieldsFailure, onboardingFailure, underageFailure, type FieldError } from './onboarding-failures';
import {
  checkField,
  fieldExtras,
  fieldFlags,
  ONBOARDING_FIELDS,
  PHOTOS_MIN_ONBOARDING,
  type CheckedValue,
  type OnboardingField,
} from './onboarding-fields';
import { onboardingRepository as repo, type Newcomer, type StoredAnswer, type StoredAnswers } from './onboarding.repository';

/** One update of POST /v2/onboarding/fields (ONB-08). */
export type FieldUpdate = { readonly name: OnboardingField; readonly data?: unknown; readonly meta?: { readonly skipped?: boolean } };

/** A field as GET shows it. */
export interface FieldView {
  readonly name: OnboardingField;
  readonly required: boolean;
  readonly editable: boolean;
  readonly data?: unknown;
  readonly meta?: { readonly skipped: true };
  readonly [extra: string]: unknown;
}

export interface FieldsView {
  readonly fields: readonly FieldView[];
  readonly is_reactivated: boolean;
  readonly has_redacted_enabled: boolean;
}

export interface OnboardingServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly media: MediaService;
  readonly sessions: SessionService;
}

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const valueOf = (answers: StoredAnswers, name: OnboardingField): CheckedValue | undefined => {
  const answer = answers[name];
  return answer !== undefined && 'data' in answer ? answer.data : undefined;
};

export class OnboardingService {
  constructor(private readonly deps: OnboardingServiceDeps) {}

  /** ONB-03, ONB-04: every field with its flags and the answer so far (photos: the member's photos). */
  async fields(userId: string, formats: readonly ImageFormat[]): Promise<Result<FieldsView, Failure>> {
    const newcomer = await this.#newcomer(this.deps.db, userId);
    if (!newcomer.ok) return newcomer;
    return ok(await this.#view(newcomer.value, formats));
  }

  /** ONB-08, ONB-10, BAN-15: checks every update, then stores them all, or none. */
  async update(userId: string, updates: readonly FieldUpdate[], formats: readonly ImageFormat[]): Promise<Result<FieldsView, Failure>> {
    const now = this.deps.clock.now();
    const found = await this.#newcomer(this.deps.db, userId);
    if (!found.ok) return found;
    const underage = this.#stillUnderage(found.value, now);
    if (underage) return err(underage);
    const flags = fieldFlags(signedInBy(found.value));
    const errors: FieldError[] = [];
    const changes: Partial<Record<OnboardingField, StoredAnswer>> = {};
    let photoOrder: readonly string[] | null = null;
    for (const update of updates) {
      const { name } = update;
      if (!flags[name].editable) errors.push(fieldError.invalid(name, 'This field cannot be changed'));
      else if (update.meta?.skipped === true) {
        if (flags[name].required) errors.push(name === 'photos' ? fieldError.photos('Photos are required') : fieldError.invalid(name, 'This field is required'));
        else changes[name] = { skipped: true };
      } else if (name === 'photos') {
        const order = update.data;
        if (!Array.isArray(order) || !order.every((id) => typeof id === 'string')) errors.push(fieldError.photos('The photos are a list of media ids'));
        else if (order.length < PHOTOS_MIN_ONBOARDING) errors.push(fieldError.photos(`At least ${PHOTOS_MIN_ONBOARDING} photo`));
        else photoOrder = order as string[];
      } else {
        const checked = checkField(name, update.data, now);
        if (checked.ok) changes[name] = { data: checked.value };
        else errors.push(checked.error);
      }
    }
    if (errors.length > 0) return err(fieldsFailure(errors));
    // The photos' order is the last check (it is written by the media service); every other answer passed.
    if (photoOrder !== null) {
      const reordered = await this.deps.media.reorder(userId, photoOrder, formats);
      if (!reordered.ok) return err(fieldsFailure([fieldError.photos('The photos must list each of your photos once')]));
      changes.photos = { data: reordered.value.map((photo) => photo.id) };
    }
    const outcome = await this.deps.db.transaction(async (tx): Promise<Result<Newcomer, Failure>> => {
      const locked = await this.#newcomer(tx, userId, true);
      if (!locked.ok) return locked;
      const answers: StoredAnswers = { ...locked.value.answers, ...changes };
      const birthDate = valueOf(answers, 'birthDate');
      if (typeof birthDate === 'string' && !isAdultAt(birthDate, now)) {
        const token = newToken();
        await repo.markUnderage(tx, userId, isoDate(birthdayInstant(birthDate, ADULT_AGE)!), sha256(`underage:${token}`), answers);
        return err(underageFailure(secondsUntilAdult(birthDate, now), token));
      }
      await repo.saveAnswers(tx, userId, answers);
      return ok({ ...locked.value, answers });
    });
    if (!outcome.ok) return outcome;
    return ok(await this.#view(outcome.value, formats));
  }

  /** ONB-11: one photo, checked by its bytes and re-encoded (metadata stripped) by the media service. */
  async addPhoto(userId: string, bytes: Uint8Array, declaredType: PhotoType | undefined, formats: readonly ImageFormat[]): Promise<Result<MediaItem, Failure>> {
    const found = await this.#newcomer(this.deps.db, userId);
    if (!found.ok) return found;
    const underage = this.#stillUnderage(found.value, this.deps.clock.now());
    if (underage) return err(underage);
    return this.deps.media.addPhoto(userId, bytes, { ...(declaredType === undefined ? {} : { declaredType }), formats });
  }

  /** ONB-13: every required field answered and enough photos: the member is complete, with a member's session. */
  async complete(caller: Authenticated): Promise<Result<IssuedSession, Failure>> {
    const now = this.deps.clock.now();
    const photos = await this.deps.media.photosOf(caller.userId);
    return this.deps.db.transaction(async (tx): Promise<Result<IssuedSession, Failure>> => {
      const found = await this.#newcomer(tx, caller.userId, true);
      if (!found.ok) return found;
      const newcomer = found.value;
      const underage = this.#stillUnderage(newcomer, now);
      if (underage) return err(underage);
      const flags = fieldFlags(signedInBy(newcomer));
      const missing = ONBOARDING_FIELDS.filter(
        (name) => flags[name].required && flags[name].editable && name !== 'photos' && valueOf(newcomer.answers, name) === undefined,
      );
      if (photos.length < PHOTOS_MIN_ONBOARDING) missing.push('photos');
      if (missing.length > 0) return err(onboardingFailure.incomplete(missing));
      const a = newcomer.answers;
      const text = (name: OnboardingField): string | null => {
        const value = valueOf(a, name);
        return typeof value === 'string' && value !== '' ? value : null;
      };
      await repo.complete(tx, caller.userId, {
        name: text('name')!,
        birthDate: text('birthDate')!,
        gender: valueOf(a, 'gender') as number,
        customGender: valueOf(a, 'gender') === 2 ? text('customGender') : null,
        showGenderOnProfile: valueOf(a, 'showGenderOnProfile') === true,
        interestedIn: (valueOf(a, 'interestedInGender') as readonly number[] | undefined) ?? [],
        interests: (valueOf(a, 'userInterests') as readonly string[] | undefined) ?? [],
        email: text('email'),
        allowEmailMarketing: valueOf(a, 'allowEmailMarketing') === true,
      });
      const user = await userRepository.findById(tx, caller.userId);
      return ok(await this.deps.sessions.completeOnboarding(tx, caller.familyId, user!));
    });
  }

  /** ONB-15: a newcomer gives up: the member, their photos and their sessions are deleted. */
  async abandon(userId: string): Promise<Result<void, Failure>> {
    const found = await this.#newcomer(this.deps.db, userId);
    if (!found.ok) return found;
    await this.deps.media.removeAllOf(userId);
    const deleted = await this.deps.db.transaction((tx) => repo.deleteNewcomer(tx, userId));
    return deleted ? ok(undefined) : err(onboardingFailure.alreadyComplete());
  }

  async #newcomer(q: Queryable, userId: string, forUpdate = false): Promise<Result<Newcomer, Failure>> {
    const newcomer = await repo.find(q, userId, forUpdate);
    // The onboarding guard let the token in, so the row exists; a member complete meanwhile (another device) is a conflict.
    if (newcomer === null || newcomer.complete) return err(onboardingFailure.alreadyComplete());
    return ok(newcomer);
  }

  /** BAN-15: the underage answer again, for a member refused before their 18th birthday. */
  #stillUnderage(newcomer: Newcomer, now: number): Failure | null {
    if (newcomer.underageUntil === null) return null;
    const until = Date.parse(`${newcomer.underageUntil}T00:00:00Z`);
    return until > now ? underageFailure(Math.ceil((until - now) / 1000), null) : null;
  }

  async #view(newcomer: Newcomer, formats: readonly ImageFormat[]): Promise<FieldsView> {
    const flags = fieldFlags(signedInBy(newcomer));
    const photos = await this.deps.media.photosOf(newcomer.id, formats);
    const fields = ONBOARDING_FIELDS.map((name): FieldView => {
      const answer = newcomer.answers[name];
      const base = { name, ...flags[name], ...fieldExtras(name) };
      if (name === 'photos') return { ...base, data: photos };
      if (name === 'email' && answer === undefined && newcomer.email !== null) return { ...base, data: newcomer.email };
      if (answer === undefined) return base;
      return 'skipped' in answer ? { ...base, meta: { skipped: true } } : { ...base, data: answer.data };
    });
    return { fields, is_reactivated: false, has_redacted_enabled: false };
  }
}

const signedInBy = (newcomer: Newcomer): { readonly signedInBy: 'phone' | 'email' } => ({ signedInBy: newcomer.phone !== null ? 'phone' : 'email' });
