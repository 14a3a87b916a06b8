import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button';

interface Props {
  name: string;
  inline?: boolean;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** One per page and per header widget: a crash in one never blanks the header, the navigation or another page. */
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
    if (this.props.inline) {
      return (
        <span role="alert" title={this.state.error.message} className="flex items-center gap-1 text-xs text-danger">
          {this.props.name} unavailable
          <Button variant="ghost" size="sm" onClick={() => this.setState({ error: null })}>
            <span className="sr-only">Try {this.props.name} again</span>
            <span aria-hidden="true">↻</span>
          </Button>
        </span>
      );
    }
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
