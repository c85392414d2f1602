import { LOCALE_HINT_COOKIE } from '../../core/api/constants';
import type { LocaleHintPort } from '../../core/i18n';

interface CookieJar {
  cookie: string;
}

/** The chosen language as a cookie for a year, on every path of the site (it holds no secret). */
export class CookieLocaleHint implements LocaleHintPort {
  constructor(private readonly jar: CookieJar = document) {}

  remember(locale: string): void {
    this.jar.cookie = `${LOCALE_HINT_COOKIE}=${encodeURIComponent(locale)}; Max-Age=31536000; Path=/; SameSite=Lax`;
  }
}
