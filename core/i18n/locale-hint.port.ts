/**
 * Where a language chosen in the app is also left for the server (a browser: a cookie), so that the page it sends
 * next is drawn in that language (the prerendered landing) rather than in the browser's.
 */
export interface LocaleHintPort {
  remember(locale: string): void;
}

/** For platforms whose server draws no page: nothing to leave. */
export const noLocaleHint: LocaleHintPort = { remember: () => undefined };
