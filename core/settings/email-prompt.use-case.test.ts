import { describe, expect, it } from 'vitest';
import { ChangeContactUseCase } from './change-contact.use-case';
import { EmailPromptUseCase } from './email-prompt.use-case';
import { LoadSettingsUseCase } from './load-settings.use-case';
import { SettingsStore } from './settings.store';
import { FakeSettingsApi } from './testing/fake-settings-api';
import { UpdateSettingsUseCase } from './update-settings.use-case';

const setup = async () => {
  const api = new FakeSettingsApi();
  const store = new SettingsStore();
  const load = new LoadSettingsUseCase({ api, store });
  await load.execute();
  const prompt = new EmailPromptUseCase({ api, changeContact: new ChangeContactUseCase({ api, store, load }), update: new UpdateSettingsUseCase({ api, store }) });
  return { api, store, prompt };
};

describe('the e-mail prompt`s actions (PL-10)', () => {
  it('PL-10: the address is added with a code; a ticked marketing box then turns promotions on, an unticked one leaves them off', async () => {
    for (const optIn of [true, false]) {
      const { api, store, prompt } = await setup();
      expect(await prompt.send('ada@example.com')).toBe(true);
      expect(await prompt.confirm(api.code, optIn)).toBe(true);
      expect(store.account.value.maskedEmail).toBe('a***');
      expect(store.emailChange.value.step).toBe('done');
      expect(api.saved).toEqual(optIn ? [{ kind: 'email', change: { promotions: true } }] : []);
    }
  });

  it('PL-10: a wrong code keeps the typed address and opts in to nothing', async () => {
    const { api, store, prompt } = await setup();
    await prompt.send('ada@example.com');
    expect(await prompt.confirm('000000', true)).toBe(false);
    expect(store.emailChange.value).toMatchObject({ step: 'code', typed: 'ada@example.com', error: 41202 });
    expect(api.saved).toEqual([]);
  });

  it('PL-10: closing the prompt tells the provider', async () => {
    const { api, prompt } = await setup();
    expect((await prompt.dismiss()).ok).toBe(true);
    expect(api.emailPromptDismissals).toBe(1);
    api.refuseNext(40300);
    expect(await prompt.dismiss()).toEqual({ ok: false, error: { code: 40300 } });
  });
});
