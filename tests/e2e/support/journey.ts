import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** Unique phone numbers and e-mails per test run, so journeys never meet each other's members. */
let counter = 0;
const runId = Date.now() % 1_000_000;
export const freshPhone = (): { national: string; e164: string } => {
  counter += 1;
  const national = `7${String(runId).padStart(6, '0')}${String(counter).padStart(3, '0')}`;
  return { national, e164: `+44${national}` };
};
export const freshEmail = (): string => {
  counter += 1;
  return `member-${runId}-${counter}@example.com`;
};

/** The latest code the demo outbox sent to a destination (the server runs in demo mode for the journeys). */
export async function codeFor(request: APIRequestContext, to: string): Promise<string> {
  let last = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/demo/outbox?to=${encodeURIComponent(to)}`);
        const body = (await res.json()) as { data?: { messages?: { text: string }[] } };
        last = body.data?.messages?.[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
        return last;
      },
      { message: `a code for ${to}` },
    )
    .not.toBe('');
  return last;
}

/** Runs axe on the page as it is now; any violation fails the journey with the rules that broke. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(violations, `axe violations on ${screen}`).toEqual([]);
}

/** Opens the login modal from the landing and chooses a method. */
export async function openLogin(page: Page, method: 'phone' | 'email'): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await page.getByRole('button', { name: method === 'phone' ? 'Continue with phone number' : 'Continue with e-mail' }).click();
}

/** Signs in by phone through the UI, from the landing; ends on the screen the app goes to. */
export async function signInByPhone(page: Page, request: APIRequestContext, phone: { national: string; e164: string }): Promise<void> {
  await openLogin(page, 'phone');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('GB');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone.national);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Code' }).fill(await codeFor(request, phone.e164));
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Signs in by e-mail through the UI, from the landing. */
export async function signInByEmail(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await openLogin(page, 'email');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Code' }).fill(await codeFor(request, email));
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Likes the card on top until a like makes a match, by the Like button, reading each outcome from the live region.
 * The priority-likes offer (RECS-17) may open after some likes, whenever it likes: it is answered "OK" whenever it
 * shows. Fails after `limit` likes without a match.
 */
export async function likeUntilMatch(page: Page, limit = 25): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Get seen sooner' }), async (offer) => {
    await offer.getByRole('button', { name: 'OK' }).click();
  });
  for (let likes = 0; likes < limit; likes++) {
    const name = (await page.getByRole('article').getByRole('heading').innerText()).split(',')[0]!.trim();
    await page.getByRole('button', { name: `Like ${name}`, exact: true }).click();
    const said = page.getByRole('status').filter({ hasText: new RegExp(`You liked ${name}\\.|It's a match with ${name}!`) });
    await expect(said).toBeVisible();
    if ((await said.innerText()).startsWith("It's a match")) return;
  }
  throw new Error(`no match after ${limit} likes`);
}

/** The guest account of the demo world (server/world): a member who finished onboarding, liked by a third of it. */
export const DEMO_EMAIL = 'demo@spark.example';

/**
 * The consent prompt (PRIV) answered on this browser before the app starts, with the optional categories off, as a
 * visitor who answered it on an earlier visit: journeys about other things never meet it. The privacy journey
 * (privacy.e2e.ts) turns this off with `test.use({ consentAnswered: false })`.
 */
export async function answerConsents(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const key = 'spark:persist:privacy';
    if (window.localStorage.getItem(key) !== null) return;
    const consents = { strictly_necessary: true, functional: false, analytics: false, advertising: false, social: false };
    const now = Date.now();
    window.localStorage.setItem(key, JSON.stringify({ v: 1, t: now, d: { consents, categoryOrder: [], hasDeferredUpdate: false, respondedAt: now } }));
  });
}

/** Every journey starts with the demo guest as the world made them: nothing the journeys before did stays (support/e2e-server.ts). */
export const test = base.extend<{ freshGuest: void; consentAnswered: boolean }>({
  consentAnswered: [true, { option: true }],
  context: async ({ context, consentAnswered }, use) => {
    if (consentAnswered) await answerConsents(context);
    await use(context);
  },
  freshGuest: [
    async ({ request }, use) => {
      const answer = await request.post('/api/e2e/fresh-guest', { data: { email: DEMO_EMAIL } });
      if (!answer.ok()) throw new Error(`fresh-guest: ${answer.status()}`);
      await use();
    },
    { auto: true },
  ],
});
export { expect };

/** A phone's and a desktop's viewport, the sizes every screen is looked at. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** A look at the screen as it is, at a phone's size and a desktop's (kept with the run's results); it ends at the desktop's. */
export async function lookAt(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: test.info().outputPath(`${name}-${size}.png`), fullPage: true });
  }
}
