import { useState } from 'react';
import type { User } from '@pourquoi/shared';
import { Button } from '@/components/ui/button';
import { LogoutIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { cx } from '@/lib/cx';
import {
  AdminView,
  ChatView,
  ChildrenView,
  HistoryView,
  StoryView,
  SubscriptionView,
  navigation,
  type ShellView,
} from './views';

export interface AppShellProps {
  user: Pick<User, 'first_name' | 'role'>;
  /** The view shown first: chat, or subscription when opened from /subscription. */
  initialView?: ShellView;
  onLogout: () => void;
  isLoggingOut?: boolean;
}

const MAIN_ID = 'shell-main';

/** The signed-in app: the views switch here, without changing the route. */
export function AppShell({ user, initialView = 'chat', onLogout, isLoggingOut = false }: AppShellProps) {
  const isAdmin = user.role === 'admin';
  const [view, setView] = useState<ShellView>(initialView === 'admin' && !isAdmin ? 'chat' : initialView);
  const items = navigation.filter((item) => !item.adminOnly || isAdmin);

  return (
    <div className="shell">
      <title>Pourquoi ?</title>
      <header className="shell__header">
        <div className="shell__bar">
          <div className="shell__brand">
            <Logo size="sm" />
            <span className="shell__name">Pourquoi ?</span>
          </div>
        </div>
        <nav className="shell__nav" aria-label="Espaces">
          <ul className={cx('viewnav', items.length > 4 && 'viewnav--five')}>
            {items.map((item) => (
              <li key={item.view}>
                <button
                  type="button"
                  className="viewnav__button"
                  aria-pressed={view === item.view}
                  aria-controls={MAIN_ID}
                  onClick={() => setView(item.view)}
                >
                  {item.icon}
                  <span>{item.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <main id={MAIN_ID} className="shell__main">
        {view === 'chat' && <ChatView firstName={user.first_name} />}
        {view === 'story' && <StoryView />}
        {view === 'history' && <HistoryView />}
        {view === 'children' && <ChildrenView />}
        {view === 'subscription' && <SubscriptionView />}
        {view === 'admin' && isAdmin && <AdminView />}
      </main>

      <footer className="shell__footer">
        <Button
          variant="ghost"
          icon={<LogoutIcon />}
          onClick={onLogout}
          isLoading={isLoggingOut}
          loadingText="Déconnexion…"
        >
          Se déconnecter
        </Button>
        <p className="shell__legal">Pourquoi ? · fait avec soin pour les familles</p>
      </footer>
    </div>
  );
}
