// Signing a demo member in for the browser benchmarks, as a member does it: the privacy choices prompt a new browser
// gets is answered ("Reject optional"), then "Log in", e-mail, and the code the demo server's outbox holds.

/**
 * Signs `email` in on the page (a new browser on `origin`, the demo server's) and waits until the app has opened a
 * signed-in screen. `apiBase` is the API's path prefix (`/api`).
 */
export async function signInByEmail(page, origin, email, apiBase = '/api') {
  await page.goto(`${origin}/app`);
  await page.getByRole('button', { name: 'Reject optional' }).click();
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await page.getByRole('button', { name: 'Continue with e-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
  let code = '';
  for (let i = 0; i < 100 && !code; i++) {
    const body = await (await fetch(`${origin}${apiBase}/demo/outbox?to=${encodeURIComponent(email)}`)).json();
    code = body.data?.messages?.[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    if (!code) await page.waitForTimeout(200);
  }
  if (!code) throw new Error(`no sign-in code reached ${email}`);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/app\/(recs|onboarding|matches)/);
}
