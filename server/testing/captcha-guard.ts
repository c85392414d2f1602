/**
 * BAN-13: what a client does with a call the captcha guards (a ban's appeal, the ban challenge): the call without
 * a captcha answers 403/40350 with a challenge; the device works it out, has it checked at verify-captcha, and
 * repeats the call with the challenge's reference token and vendor.
 */
import { solveCaptcha } from './captcha-solver';
import type { JsonAnswer, TestClient } from './test-client';

/** A cheap proof of work for test servers whose captcha is not what they test. */
export const CHEAP_CAPTCHA = { cost: 1, counterMin: 5, counterMax: 40 } as const;

/** Solves the challenge a refusal carries and answers the fields to repeat the call with. */
export const passCaptcha = async (client: TestClient, refusal: JsonAnswer): Promise<{ captcha_token: string; vendor: string }> => {
  const captcha = refusal.body?.error?.captcha as { reference_token: string; vendor: string; data_blob: string } | undefined;
  if (refusal.status !== 403 || refusal.body?.error?.code !== 40350 || captcha === undefined) throw new Error(`no captcha refusal: ${refusal.status} ${JSON.stringify(refusal.body)}`);
  const solved = await solveCaptcha(captcha.data_blob);
  const checked = await client.post('/v2/auth/verify-captcha', { body: { token: captcha.reference_token, answer: solved.answer, vendor: captcha.vendor } });
  if (checked.body?.data?.is_success !== true) throw new Error('the captcha was not accepted');
  return { captcha_token: captcha.reference_token, vendor: captcha.vendor };
};

/** POSTs `body` to a guarded `path`: once without a captcha (expecting the refusal), then with the solved one. */
export const postWithCaptcha = async (client: TestClient, path: string, body: Record<string, unknown>) => {
  const refusal = await client.post(path, { body });
  if (refusal.status !== 403 || refusal.body?.error?.code !== 40350) return refusal;
  return client.post(path, { body: { ...body, ...(await passCaptcha(client, refusal)) } });
};
