import type { Unsubscribe } from '../shared';

/** Runs a task while holding a named lock shared by every tab of the app (Web Locks in a browser). */
export interface LockPort {
  run<T>(name: string, task: () => Promise<T>): Promise<T>;
  /**
   * Whether another tab of the app is open now. A tab alone need not wait for another tab's token (AUTH-25's
   * hand-over) before it asks the server; true when the platform cannot tell, and the tab then waits as before.
   */
  othersOpen(): Promise<boolean>;
}

/** What tabs of the same app tell each other about the session. The auth token never touches storage. */
export type AuthBroadcast =
  | { readonly type: 'token'; readonly authToken: string; readonly authTokenExpiration: number; readonly userId: string }
  | { readonly type: 'token-request'; readonly requestId: string; readonly staleToken: string | null }
  | { readonly type: 'logout' };

/** A channel between the tabs of the app (BroadcastChannel in a browser). A tab does not hear its own messages. */
export interface AuthBroadcastPort {
  publish(message: AuthBroadcast): void;
  subscribe(listener: (message: AuthBroadcast) => void): Unsubscribe;
}

/**
 * Where a refresh token is kept on platforms that hold it themselves (a secure store in React Native).
 * In a browser the refresh token is an HttpOnly cookie: the vault keeps nothing and answers null.
 */
export interface RefreshTokenVault {
  get(): Promise<string | null>;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
}

/**
 * The vault of a browser: it keeps nothing, because the refresh token is an HttpOnly cookie that page scripts
 * cannot read and the browser sends with the refresh call.
 */
export const cookieManagedVault: RefreshTokenVault = {
  get: async () => null,
  set: async () => undefined,
  clear: async () => undefined,
};

/**
 * A vault that holds the refresh token in memory for the life of the process: a headless shell (Node), or a
 * test. A native shell keeps it in the platform's secure store instead, behind the same port.
 */
export class MemoryVault implements RefreshTokenVault {
  token: string | null = null;
  async get() {
    return this.token;
  }
  async set(token: string) {
    this.token = token;
  }
  async clear() {
    this.token = null;
  }
}
