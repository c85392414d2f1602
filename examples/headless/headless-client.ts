/**
 * A client of the provider with no browser and no UI: the app's own core, container and start-up (`boot()`), on the
 * Node adapter set. It is the way to reuse the core in another shell: supply an adapter set, and drive the same
 * use-cases the screens drive.
 */
import { effect, type ReadonlySignal } from '@preact/signals-core';
import { AUTH } from '../../core/auth';
import { CHAT } from '../../core/chat';
import { MATCHES } from '../../core/matches';
import { PROFILE, type OwnProfile } from '../../core/profile';
import { RECS, type RecCard, type RecMatch } from '../../core/recs';
import { SHARED, type Resolver } from '../../core/shared';
import { nodeAdapters, type NodeAdapterOptions } from '../../src/adapter-sets/node';
import { boot } from '../../src/boot';
import { asResolver, createContainer } from '../../src/container';

/** Waits until `read` answers something other than undefined (re-read whenever the signals it reads change). */
export const until = <T>(read: () => T | undefined, timeoutMs = 10_000, what = 'a condition'): Promise<T> =>
  new Promise((resolve, reject) => {
    let dispose: (() => void) | undefined;
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      dispose?.();
      reject(new Error(`timed out waiting for ${what}`));
    }, timeoutMs);
    dispose = effect(() => {
      const value = read();
      if (value === undefined || done) return;
      done = true;
      clearTimeout(timer);
      queueMicrotask(() => dispose?.());
      resolve(value);
    });
  });

export class HeadlessClient {
  private constructor(readonly resolver: Resolver) {}

  /** Builds the container on the Node adapter set and runs the app's start-up, as the browser's `main.tsx` does. */
  static async start(options: NodeAdapterOptions): Promise<HeadlessClient> {
    const resolver = asResolver(createContainer(nodeAdapters(options)));
    const { restored } = await boot(resolver, { localeFromQuery: null, platformLanguages: ['en'] });
    await restored;
    return new HeadlessClient(resolver);
  }

  get signedIn(): ReadonlySignal<boolean> {
    return this.resolver.get(AUTH.Session).loggedIn;
  }

  /**
   * Signs in by phone or e-mail (a destination with an @) through the sign-in flow; `readCode` reads the code that
   * was sent (the demo outbox, a test's inbox). Resolves once the member is signed in and the own profile loaded.
   */
  async signIn(destination: string, readCode: (destination: string) => Promise<string>): Promise<void> {
    const byEmail = destination.includes('@');
    const launcher = this.resolver.get(AUTH.LoginLauncher);
    launcher.open(byEmail ? 'email' : 'phone');
    const flow = await until(() => launcher.flow.value ?? undefined, 10_000, 'the sign-in flow');
    await (byEmail ? flow.submitEmail(destination) : flow.submitPhone(destination));
    const step = flow.step.peek();
    if (step?.step !== (byEmail ? 'email-otp' : 'phone-otp')) throw new Error(`no code was sent: ${JSON.stringify(step)}`);
    await flow.submitCode(await readCode(destination));
    if (!this.signedIn.peek()) throw new Error(`the code did not sign in: ${JSON.stringify(flow.step.peek())}`);
    // PL-03: the own profile loads after sign-in.
    await until(() => this.resolver.get(PROFILE.Store).profile.value, 10_000, 'the own profile');
  }

  /** The own profile, loaded again. */
  async loadProfile(): Promise<OwnProfile | undefined> {
    await this.resolver.get(PROFILE.LoadOwn).execute();
    return this.resolver.get(PROFILE.Store).profile.peek();
  }

  /** The recs deck, loaded. */
  async loadRecs(): Promise<readonly RecCard[]> {
    await this.resolver.get(SHARED.Features).load('recs');
    await this.resolver.get(RECS.Load).execute();
    return this.resolver.get(RECS.Store).queue.peek();
  }

  /** Likes the top card until a like makes a match (or `maxLikes` went without one). */
  async likeUntilMatch(maxLikes = 50): Promise<{ readonly match: RecMatch; readonly likes: number } | undefined> {
    const swipe = this.resolver.get(RECS.Swipe);
    const load = this.resolver.get(RECS.Load);
    const store = this.resolver.get(RECS.Store);
    for (let likes = 1; likes <= maxLikes; likes += 1) {
      if (store.current.peek() === undefined) await load.topUp();
      const outcome = await swipe.like();
      if (outcome.kind === 'swiped' && outcome.match) return { match: outcome.match, likes };
      if (outcome.kind !== 'swiped') return undefined;
    }
    return undefined;
  }

  /** Sends a text message to a match through the outbox; resolves once the server has taken it. */
  async sendMessage(matchId: string, text: string): Promise<void> {
    await this.resolver.get(SHARED.Features).load('matches');
    const matches = this.resolver.get(MATCHES.Store);
    // The match arrives in the matches list (its realtime event, or the next load).
    await until(() => matches.match(matchId), 10_000, `match ${matchId} in the matches list`);
    const chat = this.resolver.get(CHAT.Store);
    const sent = this.resolver.get(CHAT.Send).send(matchId, { kind: 'text', text });
    if (!sent.ok) throw new Error(`the message was refused: ${sent.error.code}`);
    // Delivered, it leaves the outbox; refused, it stays there as failed.
    const outcome = await until(
      () => {
        const entry = chat.outbox.value.find((e) => e.clientId === sent.value);
        return entry === undefined ? 'sent' : entry.state === 'failed' ? `failed: ${String(entry.failure)}` : undefined;
      },
      10_000,
      'the message to leave the outbox',
    );
    if (outcome !== 'sent') throw new Error(`the message was not delivered (${outcome})`);
  }

  /** Logs out (AUTH-33): the server ends the session, the core clears the member's state. */
  async logout(): Promise<void> {
    await this.resolver.get(AUTH.Logout).execute('member');
  }
}
