import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

/** Shown when a screen fails to load (e.g. a new version was deployed meanwhile). */
export function RouteError() {
  return (
    <div className="auth-page">
      <main className="auth-page__main">
        <div className="auth-card auth-card--center">
          <Logo size="lg" />
          <h1 className="auth-card__title">Oups, un petit souci</h1>
          <p className="auth-card__lead">Cette page n'a pas pu s'afficher. Recharger la page suffit le plus souvent.</p>
          <Button block onClick={() => window.location.reload()}>
            Recharger la page
          </Button>
        </div>
      </main>
    </div>
  );
}

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** When it changes (another address), the screen is tried again. */
  resetKey: string;
}

/** RouteError in place of a screen that threw while rendering (its code failed to load, most often). */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
