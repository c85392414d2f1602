import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ModalStore } from '../navigation/modal.store';
import { err, ok } from '../shared';
import { EMAIL_PROMPT_MODAL, readEmailPromptSettings, ShowEmailPromptUseCase } from './email-prompt.use-case';

const settingsArb = fc.record({
  emailPromptDismissible: fc.boolean(),
  emailPromptRequired: fc.boolean(),
  emailPromptShowMarketingOptIn: fc.boolean(),
  emailPromptShowStrictOptIn: fc.boolean(),
});

describe('the e-mail prompt step (PL-10)', () => {
  it('PL-10 [PBT]: a member without an address is prompted iff the settings say required or dismissible; required is never dismissible; the opt-ins follow their settings', async () => {
    await fc.assert(
      fc.asyncProperty(settingsArb, fc.boolean(), async (settings, hasEmail) => {
        const modals = new ModalStore();
        let fetched = 0;
        const opened = await new ShowEmailPromptUseCase({
          fetchSettings: async () => {
            fetched += 1;
            return ok({ ...settings, country: 'US' });
          },
          hasEmail: () => hasEmail,
          modals,
        }).execute();
        const shouldOpen = !hasEmail && (settings.emailPromptRequired || settings.emailPromptDismissible);
        expect(opened).toBe(shouldOpen);
        // A member with an address costs no request.
        if (hasEmail) expect(fetched).toBe(0);
        if (!shouldOpen) {
          expect(modals.current.value).toBeUndefined();
          return;
        }
        expect(modals.current.value).toEqual({
          kind: EMAIL_PROMPT_MODAL,
          props: {
            dismissible: !settings.emailPromptRequired,
            marketingOptIn: settings.emailPromptShowMarketingOptIn,
            strictOptIn: settings.emailPromptShowStrictOptIn,
          },
        });
      }),
    );
  });

  it('PL-10: settings that failed to load, or fields that are not true, prompt nobody', async () => {
    const modals = new ModalStore();
    const failed = new ShowEmailPromptUseCase({ fetchSettings: async () => err({ code: 50000 }), hasEmail: () => false, modals });
    expect(await failed.execute()).toBe(false);
    expect(readEmailPromptSettings({ emailPromptDismissible: 'true', emailPromptRequired: 1 })).toEqual({
      emailPromptDismissible: false,
      emailPromptRequired: false,
      emailPromptShowMarketingOptIn: false,
      emailPromptShowStrictOptIn: false,
    });
    expect(readEmailPromptSettings(null).emailPromptRequired).toBe(false);
    expect(modals.current.value).toBeUndefined();
  });
});
