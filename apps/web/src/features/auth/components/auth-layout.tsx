import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo';

/**
 * The calm, centred card every public screen sits in; `aside` (the login's showcase) goes below
 * it on phones and beside it on wide screens.
 */
export function AuthLayout({ children, title, aside }: { children: ReactNode; title: string; aside?: ReactNode }) {
  return (
    <div className="auth-page">
      <title>{`${title} · Pourquoi ?`}</title>
      <main className={aside ? 'auth-page__main auth-page__main--aside' : 'auth-page__main'}>
        <div className="auth-page__column">
          <div className="auth-card">
            <div className="auth-card__brand">
              <Logo size="lg" />
              <p className="auth-card__name">Pourquoi ?</p>
            </div>
            {children}
          </div>
          <p className="auth-page__tagline">Des réponses à hauteur d'enfant, pour les parents curieux.</p>
        </div>
        {aside}
      </main>
    </div>
  );
}
