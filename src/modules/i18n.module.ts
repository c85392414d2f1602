import { ContainerModule } from 'inversify';
import { I18N, LocaleStore } from '../../core/i18n';
import { SHARED } from '../../core/shared';
import { provide } from './provide';

/** Binds the language store. */
export const i18nModule = new ContainerModule(({ bind }) => {
  provide(bind, I18N.Locale, (storage, logger, hint) => new LocaleStore(storage, logger, hint), [SHARED.KeyValueStorage, SHARED.Logger, I18N.LocaleHint]);
});
