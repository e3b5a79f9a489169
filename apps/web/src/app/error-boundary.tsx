import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '@/components/error-screen';

interface State {
  error: unknown;
  hasError: boolean;
}

/** Last line of defence outside the router (providers, router set-up). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled application error', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) return <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
