import { Component, type ReactNode } from 'react';

interface PartErrorBoundaryProps {
  /** Drawn instead of the children once they threw. */
  fallback: ReactNode;
  /** When it changes (the part's type or attrs were edited), the children get another try. */
  resetKey: string;
  children: ReactNode;
}

interface PartErrorBoundaryState {
  hasFailed: boolean;
  resetKey: string;
}

/**
 * One part whose drawing throws must not take the canvas, and the page, down with it: that part
 * alone shows the fallback. (Catching render errors takes a class component in React.)
 */
export class PartErrorBoundary extends Component<PartErrorBoundaryProps, PartErrorBoundaryState> {
  constructor(props: PartErrorBoundaryProps) {
    super(props);
    this.state = { hasFailed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromProps(
    props: PartErrorBoundaryProps,
    state: PartErrorBoundaryState,
  ): Partial<PartErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { hasFailed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<PartErrorBoundaryState> {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
