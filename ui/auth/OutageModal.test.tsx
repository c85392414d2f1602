import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH, PEER_TOKEN_WAIT_MS } from '../../core/auth';
import { failure } from '../../core/auth/testing';
import { err, ok, type Resolver } from '../../core/shared';
import type { Fakes } from '../../src/adapter-sets/fake';
import { OutageModalHost } from './OutageModalHost';
import { renderLoginHosts } from '../../src/testing/render-login';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;
const OUTAGE_TITLE = "Sign-in isn't working right now";

/** The login modal and the outage host on the booted fake app. */
const renderHosts = async (setup: (fakes: Fakes) => void = () => undefined) => {
  const { resolver, fakes } = await renderLoginHosts(setup, <OutageModalHost />);
  /** Runs a re-authentication through the peer wait, as a 401 would. */
  const reauthenticate = () =>
    act(async () => {
      const outcome = resolver.get(AUTH.Refresher).reauthenticate();
      await fakes.time.advanceAsync(PEER_TOKEN_WAIT_MS, 50);
      await outcome;
    });
  return { resolver, fakes, reauthenticate };
};

const asMember = (fakes: Fakes) => {
  fakes.hint.present = true;
  fakes.gateway.refreshAnswer = ok(MEMBER);
};

describe('outage modals', () => {
  it('AUTH-27: a refresh the service cannot answer shows one labelled dialog; "Try again" by keyboard refreshes and it goes', async () => {
    const user = userEvent.setup();
    const { resolver, fakes, reauthenticate } = await renderHosts(asMember);
    expect(resolver.get(AUTH.Session).loggedIn.value).toBe(true);
    fakes.gateway.refreshAnswer = err(failure(50000, 503));
    await reauthenticate();

    const dialog = await screen.findByRole('dialog', { name: OUTAGE_TITLE });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText(/You are still signed in/)).toBeTruthy();
    // The explanation is read with the dialog's name, not only the focused button.
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toMatch(/You are still signed in/);
    const retry = within(dialog).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    // A try that does not get through says so.
    await user.keyboard('{Enter}');
    await act(async () => {
      await fakes.time.advanceAsync(PEER_TOKEN_WAIT_MS, 50);
    });
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Still not working. Please try again in a few minutes.'));

    fakes.gateway.refreshAnswer = ok({ ...MEMBER, authToken: 't-2' });
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('status')).toHaveProperty('textContent', 'Trying again…');
    await act(async () => {
      await fakes.time.advanceAsync(PEER_TOKEN_WAIT_MS, 50);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resolver.get(AUTH.Session).state.value).toMatchObject({ authToken: 't-2', isOutage: false });
  });

  it('AUTH-27: Tab stays inside the dialog and Escape closes it; the member stays signed in with the flag kept', async () => {
    const user = userEvent.setup();
    const { resolver, fakes, reauthenticate } = await renderHosts(asMember);
    fakes.gateway.refreshAnswer = err(failure('API.NETWORK'));
    await reauthenticate();
    const dialog = await screen.findByRole('dialog', { name: OUTAGE_TITLE });
    const retry = within(dialog).getByRole('button', { name: 'Try again' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(retry);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resolver.get(AUTH.Session).state.value).toMatchObject({ status: 'signed-in', isOutage: true });
  });

  it('AUTH-27: a sign-in call that fails 5xx shows the outage in the login dialog; "Try again" returns to the step as typed, Close closes', async () => {
    const user = userEvent.setup();
    const { resolver, fakes } = await renderHosts();
    act(() => resolver.get(AUTH.LoginLauncher).open('phone'));
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '7700 900123');
    fakes.gateway.script('submitPhone', err(failure(50000, 503)));
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: OUTAGE_TITLE });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByText(/can't reach our sign-in service/)).toBeTruthy();
    const retry = within(dialog).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    await user.keyboard('{Enter}');

    const back = await screen.findByRole('dialog', { name: "What's your number?" });
    const field = within(back).getByRole('textbox', { name: 'Phone number' });
    expect(field).toHaveProperty('value', '7700900123');
    await waitFor(() => expect(document.activeElement).toBe(field));

    fakes.gateway.script('submitPhone', err(failure('API.TIMEOUT')));
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: OUTAGE_TITLE });
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resolver.get(AUTH.LoginLauncher).isOpen.value).toBe(false);
  });
});

describe('login chooser', () => {
  const chooserButtons = async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Get started' });
    return within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent);
  };

  it("LAND-08: with the reference provider's levers the chooser offers phone and e-mail only", async () => {
    const { resolver } = await renderHosts((fakes) => {
      fakes.startupApi.levers = { levers: { accountRecovery: { pid: 'default', value: false }, newPhoneFlow: { pid: 'default', value: true } } };
    });
    act(() => resolver.get(AUTH.LoginLauncher).open('chooser'));
    // The dialog's own close button (labelled by its icon), then one button per method.
    expect(await chooserButtons()).toEqual(['', 'Continue with phone number', 'Continue with e-mail']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue with phone number' })));
  });

  it('LAND-08: with the account-recovery lever on, the chooser adds account recovery, which opens its step', async () => {
    const user = userEvent.setup();
    const { resolver } = await renderHosts((fakes) => {
      fakes.startupApi.levers = { levers: { accountRecovery: { pid: 'exp-1', value: true } } };
    });
    act(() => resolver.get(AUTH.LoginLauncher).open('chooser'));
    expect(await chooserButtons()).toEqual(['', 'Continue with phone number', 'Continue with e-mail', "Can't get in? Recover your account"]);
    await user.click(screen.getByRole('button', { name: "Can't get in? Recover your account" }));
    expect(await screen.findByRole('dialog', { name: 'Recover your account' })).toBeTruthy();
  });
});
