import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settingsSlice } from '../persistence';
import { DEFAULT_SETTINGS, fromPersisted, messageControlsAfter, toPersisted, type MessageControlOutcome } from './member-settings';
import { applyVisibilityChange, DEFAULT_VISIBILITY } from '../discovery-settings';

describe('the settings state', () => {
  it('SET-01: emailNotifications{matches, messages, promotions}, messageControls{onlyVerifiedUsers, error}, pushNotifications{match, message, messageLike, superLike}, persisted at version 2 without the error flag', () => {
    expect(Object.keys(DEFAULT_SETTINGS.emailNotifications).sort()).toEqual(['matches', 'messages', 'promotions']);
    expect(Object.keys(DEFAULT_SETTINGS.messageControls).sort()).toEqual(['error', 'onlyVerifiedUsers']);
    expect(Object.keys(DEFAULT_SETTINGS.pushNotifications).sort()).toEqual(['match', 'message', 'messageLike', 'superLike']);
    expect(settingsSlice.version).toBe(2);
    expect(toPersisted(DEFAULT_SETTINGS)).toEqual(settingsSlice.defaultValue);
    expect(fromPersisted(settingsSlice.defaultValue)).toEqual(DEFAULT_SETTINGS);
  });
});

const outcome: fc.Arbitrary<MessageControlOutcome> = fc.oneof(
  fc.boolean().map((onlyVerifiedUsers) => ({ ok: true as const, onlyVerifiedUsers })),
  fc.constant({ ok: false as const }),
);

describe('the only-verified-users message control', () => {
  it('SET-09: an update failure sets messageControls.error = true and keeps the value; a success clears it', () => {
    fc.assert(
      fc.property(fc.record({ onlyVerifiedUsers: fc.boolean(), error: fc.boolean() }), fc.array(outcome, { minLength: 1, maxLength: 20 }), (start, outcomes) => {
        let controls = start;
        for (const o of outcomes) {
          const before = controls;
          controls = messageControlsAfter(controls, o);
          if (o.ok) expect(controls).toEqual({ onlyVerifiedUsers: o.onlyVerifiedUsers, error: false });
          else expect(controls).toEqual({ onlyVerifiedUsers: before.onlyVerifiedUsers, error: true });
        }
        expect(controls.error).toBe(!outcomes[outcomes.length - 1]!.ok);
      }),
    );
  });
});

describe('plus control defaults', () => {
  it('PROF-24: discoverable_party = everyone, blend = optimal, hide_ads / hide_age / hide_distance off; a change keeps every default it does not name', () => {
    expect(DEFAULT_VISIBILITY.plusControl).toEqual({ discoverableParty: 'everyone', blend: 'optimal', hideAds: false, hideAge: false, hideDistance: false });
    fc.assert(
      fc.property(
        fc.record(
          {
            hideAge: fc.boolean(),
            hideDistance: fc.boolean(),
            hideAds: fc.boolean(),
            discoverableParty: fc.constantFrom('everyone' as const, 'liked' as const),
            blend: fc.constantFrom('optimal' as const, 'recent_activity' as const),
          },
          { requiredKeys: [] },
        ),
        (change) => {
          const after = applyVisibilityChange(DEFAULT_VISIBILITY, { plusControl: change }).plusControl;
          expect(after.discoverableParty).toBe(change.discoverableParty ?? 'everyone');
          expect(after.blend).toBe(change.blend ?? 'optimal');
          expect(after.hideAds).toBe(change.hideAds ?? false);
          expect(after.hideAge).toBe(change.hideAge ?? false);
          expect(after.hideDistance).toBe(change.hideDistance ?? false);
        },
      ),
    );
  });
});
