import { Component, type ReactNode } from 'react';

type Props = { fallback: (error: unknown) => ReactNode; children: ReactNode };
type State = { error: unknown; failed: boolean };

/** Catches a screen that crashed while rendering, so its layout and navigation stay usable. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
