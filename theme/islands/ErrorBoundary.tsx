// Catches a crash in the client render of the subtree below it and shows a fallback; "Try again" clears
// the error and re-renders the children. Only active in the browser (on the server errors fail the build).
import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorFallbackParams {
  error: Error;
  tryAgain: () => void;
}

export interface ErrorBoundaryProps {
  /** Rendered as a component (so it may use hooks) in place of the children after a crash. */
  fallback: ComponentType<ErrorFallbackParams>;
  children?: ReactNode;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('docsgen: a part of the page crashed:', error, info.componentStack);
  }

  private readonly tryAgain = () => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    const Fallback = this.props.fallback;
    return error ? <Fallback error={error} tryAgain={this.tryAgain} /> : this.props.children;
  }
}

/** The error and its causes, outermost first (`error.cause`, recursively). */
export function errorCausalChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e: unknown = error; e !== undefined && chain.length < 20; e = (e as { cause?: unknown } | null)?.cause) {
    chain.push(e);
    if (!(e instanceof Error)) break;
  }
  return chain;
}

/** Every message of the chain joined by "\n\nCause:\n", as shown under a crash. */
export function errorMessages(error: unknown): string {
  return errorCausalChain(error)
    .map((e) => (e instanceof Error ? e.message : String(e)))
    .join('\n\nCause:\n');
}
