/**
 * APP-10: the shared async-load status. The spec names four values (not loaded, loading, loaded, error) and
 * mentions three more (3, 4, 5) without names or meaning; only the named four are modelled.
 */
export type AsyncLoadStatus = 'not-loaded' | 'loading' | 'loaded' | 'error';

export const ASYNC_LOAD_STATUSES: readonly AsyncLoadStatus[] = ['not-loaded', 'loading', 'loaded', 'error'];

/** A loaded value with its status; `loading` keeps the previous value, if any, so a refresh does not blank the screen. */
export type AsyncLoad<T, E = unknown> =
  | { readonly status: 'not-loaded' }
  | { readonly status: 'loading'; readonly previous?: T }
  | { readonly status: 'loaded'; readonly value: T }
  | { readonly status: 'error'; readonly error: E; readonly previous?: T };

export type AsyncLoadEvent<T, E = unknown> =
  | { readonly type: 'request' }
  | { readonly type: 'succeed'; readonly value: T }
  | { readonly type: 'fail'; readonly error: E }
  | { readonly type: 'reset' };

export const NOT_LOADED: AsyncLoad<never, never> = { status: 'not-loaded' };

/** The last good value a load holds, if any. */
export const valueOf = <T, E>(load: AsyncLoad<T, E>): T | undefined => {
  switch (load.status) {
    case 'loaded':
      return load.value;
    case 'loading':
    case 'error':
      return load.previous;
    case 'not-loaded':
      return undefined;
  }
};

const withPrevious = <T>(previous: T | undefined): { readonly previous?: T } =>
  previous === undefined ? {} : { previous };

/**
 * APP-10: the status after an event. Only a load in progress can succeed or fail; an answer that arrives
 * when none is awaited (after a reset, or a second answer) is stale and changes nothing. A request while
 * loading is already covered by the load in progress.
 */
export const nextAsyncLoad = <T, E>(load: AsyncLoad<T, E>, event: AsyncLoadEvent<T, E>): AsyncLoad<T, E> => {
  switch (event.type) {
    case 'reset':
      return NOT_LOADED;
    case 'request':
      return load.status === 'loading' ? load : { status: 'loading', ...withPrevious(valueOf(load)) };
    case 'succeed':
      return load.status === 'loading' ? { status: 'loaded', value: event.value } : load;
    case 'fail':
      return load.status === 'loading' ? { status: 'error', error: event.error, ...withPrevious(load.previous) } : load;
  }
};
