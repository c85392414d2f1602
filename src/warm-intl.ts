import { yieldToMain } from './yield-to-main';

/**
 * The browser loads its number formats' locale data the first time one is used, in one piece of about 15 ms on a
 * phone (its date formats', about 3 ms, likewise), and react-intl uses both as soon as an IntlProvider is created: in
 * the first render of the app, or of the landing's hydration. Loaded here instead, each in a task of its own, while
 * the messages and stage 2 download: the first render no longer carries them. The data is the same for every
 * language, so any one asks for it.
 */
export async function warmIntl(): Promise<void> {
  await yieldToMain();
  Intl.NumberFormat.supportedLocalesOf('en');
  await yieldToMain();
  Intl.DateTimeFormat.supportedLocalesOf('en');
}
