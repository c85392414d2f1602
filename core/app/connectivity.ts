import type { ApiFailure } from '../api';
import type { Result } from '../shared';

/**
 * APP-05: the app's connectivity. `unreachable` is the connectivity state shown after a request timed out
 * while the device said it was online.
 */
export type Connectivity = { readonly kind: 'online' } | { readonly kind: 'offline' } | { readonly kind: 'unreachable' };

export type ConnectivityEvent =
  | { readonly type: 'went-online' }
  | { readonly type: 'went-offline' }
  | { readonly type: 'request-timed-out' }
  /** An answer came back from the server, whatever its status. */
  | { readonly type: 'server-answered' };

export const ONLINE: Connectivity = { kind: 'online' };
export const OFFLINE: Connectivity = { kind: 'offline' };
export const UNREACHABLE: Connectivity = { kind: 'unreachable' };

export const connectivityFromDevice = (online: boolean): Connectivity => (online ? ONLINE : OFFLINE);

/**
 * APP-05: a timeout while online shows the connectivity state; the next answer from the server or the next
 * online event clears it. Offline is the device's word alone: a timeout while offline changes nothing, and
 * only an online event ends it.
 */
export const nextConnectivity = (state: Connectivity, event: ConnectivityEvent): Connectivity => {
  switch (event.type) {
    case 'went-online':
      return ONLINE;
    case 'went-offline':
      return OFFLINE;
    case 'request-timed-out':
      return state.kind === 'online' ? UNREACHABLE : state;
    case 'server-answered':
      return state.kind === 'unreachable' ? ONLINE : state;
  }
};

/**
 * What a finished API call says about connectivity: a timeout (API-03), an answer from the server (any
 * status, since the server was reached), or nothing (the call was never sent, or failed before reaching
 * the network, which API-09 reports on its own).
 */
export const connectivityEventOf = (result: Result<unknown, ApiFailure>): ConnectivityEvent | null => {
  if (result.ok) return { type: 'server-answered' };
  switch (result.error.kind) {
    case 'timeout':
      return { type: 'request-timed-out' };
    case 'network':
    case 'missing-token':
    case 'invalid-request':
      return null;
    case 'unauthorized':
    case 'forced-logout':
    case 'rate-limited':
    case 'http':
    case 'bad-response':
      return { type: 'server-answered' };
  }
};
