import { createRoot } from 'react-dom/client';
import { I18N } from '../core/i18n';
import { LOCALE_QUERY_PARAM } from '../core/api/constants';
import { resolveColorScheme } from '../core/theme';
import { App } from '../ui/app/App';
import { browserAdapters } from './adapter-sets/browser';
import { asResolver, createContainer } from './container';

const query = new URLSearchParams(globalThis.location.search);

// CONF-10: a `theme` query parameter forces light or dark; otherwise the stylesheet follows the device.
if (query.has('theme')) {
  document.documentElement.dataset.colorScheme = resolveColorScheme(query.get('theme'), matchMedia('(prefers-color-scheme: dark)').matches);
}

const container = createContainer(browserAdapters());
const resolver = asResolver(container);

void resolver
  .get(I18N.Locale)
  .initialise(query.get(LOCALE_QUERY_PARAM), navigator.languages ?? [navigator.language])
  .finally(() => {
    createRoot(document.getElementById('root')!).render(<App resolver={resolver} />);
  });
