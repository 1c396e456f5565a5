import { Suspense, lazy, useState, type ReactNode } from 'react';
import type { User } from '@pourquoi/shared';
import { Button } from '@/components/ui/button';
import { LogoutIcon, UserIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/cx';
import {
  AdminView,
  ChatView,
  HistoryView,
  StoryView,
  SubscriptionView,
  isStaff,
  navigation,
  type ShellView,
  type SubscriptionViewProps,
} from './views';

export interface AppShellProps {
  user: Pick<User, 'first_name' | 'role'>;
  /** The view shown first: chat, or subscription when opened from /subscription. */
  initialView?: ShellView;
  /** The view, when the app layer decides it (a badge or a dialog opens the subscription view). */
  view?: ShellView;
  onViewChange?: (view: ShellView) => void;
  /** The header's 'Enfants' button: the manage-children dialog. */
  onManageChildren: () => void;
  /** Drawn in the header bar, after the brand: the chosen child, the plan badge. */
  headerExtra?: ReactNode;
  /** The chat view's content between the greeting and the tiles. */
  chat?: ReactNode;
  /** The safety tile's button: what the chat redirected. */
  onShowSafety?: () => void;
  /** The story view's ways out: add a child, see the plans. */
  onAddChild?: () => void;
  onSeePlans?: () => void;
  /** What the subscription view opens with: a plan chosen elsewhere, a cancelled checkout. */
  subscription?: SubscriptionViewProps;
  /** Drawn at the top of every view, before its heading: what the parent must read first. */
  notice?: ReactNode;
  onLogout: () => void;
  isLoggingOut?: boolean;
}

const MAIN_ID = 'shell-main';

// "Mon compte" (the account's data and its deletion) loads only when the parent opens it.
const AccountDialog = lazy(() => import('@/features/account/components/account-dialog'));

/** The signed-in app: the views switch here, without changing the route. */
export function AppShell({
  user,
  initialView = 'chat',
  view: controlledView,
  onViewChange,
  onManageChildren,
  headerExtra,
  chat,
  onShowSafety,
  onAddChild = onManageChildren,
  onSeePlans,
  subscription,
  notice,
  onLogout,
  isLoggingOut = false,
}: AppShellProps) {
  const [ownView, setOwnView] = useState<ShellView>(initialView);
  const [accountOpen, setAccountOpen] = useState(false);
  // The admin view itself answers a parent who reaches it (/admin) with the refusal.
  const view = controlledView ?? ownView;
  const items = navigation.filter((item) => !item.staffOnly || isStaff(user.role));

  const showView = (next: ShellView) => {
    setOwnView(next);
    onViewChange?.(next);
  };

  return (
    <div className="shell">
      <title>Pourquoi ?</title>
      <header className="shell__header">
        <div className="shell__bar">
          <div className="shell__brand">
            <Logo size="sm" />
            <span className="shell__name">Pourquoi ?</span>
          </div>
          {headerExtra && <div className="shell__extra">{headerExtra}</div>}
        </div>
        <nav className="shell__nav" aria-label="Espaces">
          <ul className={cx('viewnav', items.length > 4 && 'viewnav--five')}>
            {items.map(({ view: target, label, icon }) => (
              <li key={target}>
                {target === 'children' ? (
                  <button type="button" className="viewnav__button" aria-haspopup="dialog" onClick={onManageChildren}>
                    {icon}
                    <span>{label}</span>
                  </button>
                ) : (
                  <button
                    type="button"
                    className="viewnav__button"
                    aria-pressed={view === target}
                    aria-controls={MAIN_ID}
                    onClick={() => showView(target)}
                  >
                    {icon}
                    <span>{label}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <main id={MAIN_ID} className="shell__main">
        {notice}
        {view === 'chat' && (
          <ChatView firstName={user.first_name} onShowSafety={onShowSafety}>
            {chat}
          </ChatView>
        )}
        {view === 'story' && (
          <StoryView onAddChild={onAddChild} onSeePlans={onSeePlans ?? (() => showView('subscription'))} />
        )}
        {view === 'history' && (
          <HistoryView onSeePlans={onSeePlans ?? (() => showView('subscription'))} onAddChild={onAddChild} />
        )}
        {view === 'subscription' && <SubscriptionView {...subscription} />}
        {view === 'admin' && <AdminView role={user.role} onBack={() => showView('chat')} />}
      </main>

      <footer className="shell__footer">
        <div className="shell__footer-actions">
          <Button variant="ghost" icon={<UserIcon />} aria-haspopup="dialog" onClick={() => setAccountOpen(true)}>
            Mon compte
          </Button>
          <Button
            variant="ghost"
            icon={<LogoutIcon />}
            onClick={onLogout}
            isLoading={isLoggingOut}
            loadingText="Déconnexion…"
          >
            Se déconnecter
          </Button>
        </div>
        {accountOpen && (
          <Suspense fallback={<Spinner label="Chargement..." />}>
            <AccountDialog onClose={() => setAccountOpen(false)} />
          </Suspense>
        )}
        <p className="shell__legal">Pourquoi ? · fait avec soin pour les familles</p>
      </footer>
    </div>
  );
}
