import { describe, expect, it } from 'vitest';
import {
  appHref,
  decideRoute,
  handleIntent,
  linkTarget,
  normalizeTarget,
  parseCampaignString,
  parseLink,
  readQuery,
  routeHref,
  routePath,
  usablePostLoginPath,
} from './index';
import { compilePattern } from './route-pattern';
import { contextFor } from './testing/arbitraries';

describe('query strings', () => {
  it('ROUTE-15: a query string reads name by name: a bare name is empty, empty pairs are skipped, the first of a repeated name wins, + is a space', () => {
    const q = readQuery('?flag&&a=1&a=2&b=x+y&&');
    expect([...q.entries()]).toEqual([['flag', ''], ['a', '1'], ['b', 'x y']]);
  });

  it('a pair whose name or value is not valid percent-encoding is left out', () => {
    expect([...readQuery('%E0%A4%A=1&ok=1&bad=%E0%A4%A').entries()]).toEqual([['ok', '1']]);
  });
});

describe('ROUTE-35: campaign strings', () => {
  it('ROUTE-35: the letter prefix, the term (1 to 3 digits) and the discount (up to 2 decimals) must each be whole; surrounding space is ignored', () => {
    expect(parseCampaignString(' ip_6_50 ')).toEqual({ introPriceTerm: 6, introPriceDiscount: 50 });
    expect(parseCampaignString('ip_6_12.25')).toEqual({ introPriceTerm: 6, introPriceDiscount: 12.25 });
    for (const bad of ['1ip_6_50', 'ip1_6_50', 'ip_a6_50', 'ip_6a_50', 'ip_1234_50', 'ip_6_a50', 'ip_6_50a', 'ip_6_12.345', 'ip_6_12.a5']) {
      expect(parseCampaignString(bad), bad).toBeUndefined();
    }
  });
});

describe('hrefs of routes', () => {
  it('ROUTE-02: a public page takes a language prefix; a member route refuses one, naming itself', () => {
    expect(routePath('about', {}, { locale: 'de' })).toBe('/de/about');
    expect(() => routePath('recs', {}, { locale: 'de' })).toThrow('route recs takes no language prefix');
  });

  it('ROUTE-01: a path under /app without a query is the path alone', () => {
    expect(appHref('/recs')).toBe('/app/recs');
    expect(appHref('/')).toBe('/app');
  });

  it('ROUTE-03: a chat route needs its match id, and a warden route only takes its tiers (ROUTE-10); each error names the route', () => {
    expect(() => routePath('messages', {})).toThrow('route messages needs matchId');
    expect(() => routeHref('warden', { tier: 'jail' })).toThrow('route warden does not accept tier=jail');
  });

  it('the route table is checked as it loads: a malformed pattern is refused with what is wrong with it', () => {
    expect(() => compilePattern('recs')).toThrow('route pattern must start with /: recs');
    expect(() => compilePattern('/a//b')).toThrow('empty segment in route pattern /a//b');
    expect(() => compilePattern('/a/:id?/b')).toThrow('optional parameters must end route pattern /a/:id?/b');
    expect(compilePattern('/@:username').segments).toEqual([{ kind: 'param', name: 'username', optional: false, prefix: '@', values: undefined }]);
  });
});

describe('deep-link intents', () => {
  it('ROUTE-37: a link is read with its protocol, host, path and query; one without a host or a query has them empty', () => {
    expect(parseLink('  spark://explore/selfie?x=1  ')).toEqual({ protocol: 'spark', host: 'explore', path: '/selfie', search: '?x=1' });
    expect(parseLink('mailto:someone')).toEqual({ protocol: 'mailto', host: '', path: 'someone', search: '' });
  });

  it('ROUTE-39: the target of a link is its path without the slashes around it; in the app\'s scheme the host is its first segment', () => {
    expect(linkTarget(parseLink('https://spark.example//explore/selfie//')!)).toBe('explore/selfie');
    expect(linkTarget(parseLink('spark://settings')!)).toBe('settings');
    expect(linkTarget(parseLink('spark://explore/selfie/')!)).toBe('explore/selfie');
  });

  it('ROUTE-39: a target is read in any spelling: around spaces and slashes, underscores and runs of them are dropped or made one dash', () => {
    expect(normalizeTarget(' Gold_Home ')).toBe('gold-home');
    expect(normalizeTarget('//gold-home//')).toBe('gold-home');
    expect(normalizeTarget('gold__home')).toBe('gold-home');
  });

  it('ROUTE-37: an http link from a user action opens in a new tab as written, without the space around it', () => {
    expect(handleIntent('  https://spark.example/about  ', { userAction: true, loggedIn: true })).toEqual({ kind: 'openInNewTab', url: 'https://spark.example/about' });
  });
});

describe('route decisions', () => {
  it('ROUTE-19: a member on the login landing goes to recs, a redirect that is no timeout fallback and remembers no path', () => {
    expect(decideRoute(contextFor({ pathname: '/app', search: '?a=1' }))).toStrictEqual({ kind: 'redirect', to: '/app/recs?a=1', replace: true, reason: 'loggedIn', fallback: false });
  });

  it('ROUTE-20: a remembered path of another site (//host) is never followed; one ending in a slash still is', () => {
    expect(usablePostLoginPath('//app/recs')).toBeUndefined();
    expect(usablePostLoginPath('/app/matches/')).toBe('/app/matches');
  });

  it('AUTH-19: a new member who has not finished onboarding stays on onboarding and on pages open to everyone; the landing sends them back to onboarding', () => {
    const unfinished = { loggedIn: false, onboarding: true };
    expect(decideRoute(contextFor({ pathname: '/app/onboarding', search: '' }, unfinished))).toEqual({ kind: 'allow' });
    expect(decideRoute(contextFor({ pathname: '/app/about', search: '' }, unfinished))).toEqual({ kind: 'allow' });
    expect(decideRoute(contextFor({ pathname: '/app', search: '' }, unfinished))).toMatchObject({ kind: 'redirect', to: '/app/onboarding', reason: 'onboardingUnfinished' });
  });
});
