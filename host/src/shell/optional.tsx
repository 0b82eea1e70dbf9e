import { Component, Suspense, type ReactNode } from 'react';

/**
 * Renders an optional, lazily loaded piece of the shell (a banner, a card): while it loads nothing
 * shows, and if it cannot load (e.g. offline before it was cached) it is left out instead of
 * taking the page down.
 */
export class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
