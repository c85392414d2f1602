/** Something that holds effects, timers or subscriptions and must be released. */
export interface Disposable {
  dispose(): void;
}

export type Unsubscribe = () => void;
