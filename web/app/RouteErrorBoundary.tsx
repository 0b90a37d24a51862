import { Component, type ReactNode } from 'react';
import { forgetPageFailures } from './page-module';
import RouteError from './RouteError';

interface Props {
  /** the location's key: a navigation elsewhere clears the error and draws the new page */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  at: string;
}

/**
 * A page that fails to load or render (a chunk missing after a new deploy, a render error) shows RouteError with its
 * reload button instead of a blank app; going to another page draws that page.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, at: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.at ? null : { failed: false, at: props.resetKey };
  }

  override componentDidCatch(): void {
    // a page whose module did not arrive is asked for again on the next visit (React has logged the error)
    forgetPageFailures();
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
