import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button';

interface Props {
  /** Shown in the message ("The Swap page stopped working"). */
  name: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** One per page: a crash in one page never blanks the header, the navigation or another page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.name}]`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-form rounded-card border border-danger/60 bg-danger/10 p-5">
        <h2 className="text-lg font-semibold">The {this.props.name} page stopped working</h2>
        <p className="mt-2 text-sm text-ink-muted">
          Nothing was signed or sent. Your settings and pending transactions are safe. Try again, and if it happens
          again reload the page.
        </p>
        <p className="mt-2 font-mono text-xs break-words text-ink-faint">{this.state.error.message}</p>
        <div className="mt-4 flex gap-2">
          <Button onClick={() => this.setState({ error: null })}>Try again</Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </div>
      </div>
    );
  }
}
