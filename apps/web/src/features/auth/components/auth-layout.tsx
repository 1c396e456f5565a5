import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo';

/** The calm, centred card every public screen sits in. */
export function AuthLayout({ children, title }: { children: ReactNode; title: string }) {
  return (
    <div className="auth-page">
      <title>{`${title} · Pourquoi ?`}</title>
      <main className="auth-page__main">
        <div className="auth-card">
          <div className="auth-card__brand">
            <Logo size="lg" />
            <p className="auth-card__name">Pourquoi ?</p>
          </div>
          {children}
        </div>
        <p className="auth-page__tagline">Des réponses à hauteur d'enfant, pour les parents curieux.</p>
      </main>
    </div>
  );
}
