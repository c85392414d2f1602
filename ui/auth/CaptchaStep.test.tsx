import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH, CaptchaSolverError } from '../../core/auth';
import { ok } from '../../core/shared';
import { renderLoginHosts } from '../../src/testing/render-login';

const CAPTCHA = { kind: 'captcha', publicKey: '', data: '{"parameters":{}}', referenceToken: 'ref-1', vendor: 'altcha' } as const;

const renderLogin = async () => {
  const { resolver, fakes } = await renderLoginHosts();
  act(() => resolver.get(AUTH.LoginLauncher).open('phone'));
  return { resolver, fakes };
};

describe('the captcha step', () => {
  it('AUTH-29: the device does the check by itself: a polite status while it runs, then the code step, with nothing to answer', async () => {
    const user = userEvent.setup();
    const { fakes } = await renderLogin();
    let finish: (answer: string) => void = () => undefined;
    fakes.captchaSolver.solve = () => new Promise((resolve) => (finish = (answer) => resolve(ok(answer))));
    fakes.gateway.script('submitPhone', ok(CAPTCHA));
    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '7700 900123');
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Quick check' });
    expect(within(dialog).getByRole('status').textContent).toMatch(/Checking that you are a person/);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();

    await act(async () => finish('12'));
    await screen.findByRole('dialog', { name: 'Enter your code' });
    expect(fakes.authApi.captchaChecks).toEqual([expect.objectContaining({ referenceToken: 'ref-1', answer: '12', vendor: 'altcha' })]);
    expect(fakes.gateway.calls.map((call) => call.ctx.captchaToken)).toEqual([undefined, 'ref-1']);
  });

  it('AUTH-29: when the device could not finish, a focused Try again button says so and runs the check again, by keyboard', async () => {
    const user = userEvent.setup();
    const { fakes } = await renderLogin();
    fakes.captchaSolver.failure = { code: CaptchaSolverError.UNSOLVED, message: 'no Web Crypto' };
    fakes.gateway.script('submitPhone', ok(CAPTCHA));
    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '7700 900123');
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Quick check' });
    const retry = await within(dialog).findByRole('button', { name: 'Try again' });
    expect(within(dialog).getByRole('status').textContent).toMatch(/could not finish/);
    await waitFor(() => expect(document.activeElement).toBe(retry));
    expect(fakes.authApi.captchaChecks).toEqual([]);

    fakes.captchaSolver.failure = undefined;
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Enter your code' });
    expect(fakes.captchaSolver.solved).toHaveLength(2);
  });
});
