import { Component, type ReactNode } from 'react';
import { IslandError } from './IslandError';

interface Props {
  name: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps one island's failure inside its placeholder. */
export class IslandErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[chw] Island "${this.props.name}" failed.`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? <IslandError /> : this.props.children;
  }
}
