import type { AppError, Result } from '../shared';
import type { ChangeContactUseCase } from './change-contact.use-case';
import type { SettingsApiPort } from './settings-api.port';
import type { UpdateSettingsUseCase } from './update-settings.use-case';

/**
 * PL-10: the e-mail prompt's actions. The address is added like any new account e-mail (SET-15: a code to it,
 * then the code), with its progress and errors in the contact-change state; once it is confirmed, a ticked
 * marketing box turns the promotions e-mails on (SET-12). Closing a dismissible prompt tells the provider, which
 * does not ask again.
 */
export class EmailPromptUseCase {
  constructor(
    private readonly deps: { readonly api: SettingsApiPort; readonly changeContact: ChangeContactUseCase; readonly update: UpdateSettingsUseCase },
  ) {}

  send(typed: string): Promise<boolean> {
    return this.deps.changeContact.send('email', typed);
  }

  async confirm(code: string, marketingOptIn: boolean): Promise<boolean> {
    const confirmed = await this.deps.changeContact.confirm('email', code);
    if (confirmed && marketingOptIn) await this.deps.update.execute({ kind: 'email', change: { promotions: true } });
    return confirmed;
  }

  dismiss(): Promise<Result<void, AppError>> {
    return this.deps.api.dismissEmailPrompt();
  }
}
