import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { button, secondary } from './styles';

interface Props {
  readonly children: ReactNode;
  /** What shows instead; default: a short message with a reload button. */
  readonly fallback?: ReactNode;
  /** Told once when a part failed to load, e.g. to close the menu that asked for it. */
  readonly onError?: (error: unknown) => void;
}

/**
 * Catches a part of the app that failed to load (a lazily loaded chunk, most often because the network went away)
 * so that the rest of the page stays: the menu, a dialog or a screen is replaced by its fallback.
 */
export class ChunkBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="app.partFailed" />
        </p>
        <button type="button" className={`${button} ${secondary}`} onClick={() => location.reload()}>
          <FormattedMessage id="status.reload" />
        </button>
      </div>
    );
  }
}
