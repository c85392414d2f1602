import { yieldToMain } from './yield-to-main';

/**
 * The first time a page asks the browser's number formats which languages they have, the browser builds that list,
 * in one piece of about 15 ms on a phone (its date formats' list, about 3 ms, likewise), and react-intl asks both as
 * soon as an IntlProvider is created (`createIntl`'s `supportedLocalesOf` checks), in the first render of the app or
 * of the landing's hydration. Asked here instead, each in a task of its own, while the messages and stage 2
 * download: the first render no longer carries them. The lists are the same whichever language asks.
 */
export async function warmIntl(): Promise<void> {
  await yieldToMain();
  Intl.NumberFormat.supportedLocalesOf('en');
  await yieldToMain();
  Intl.DateTimeFormat.supportedLocalesOf('en');
}
