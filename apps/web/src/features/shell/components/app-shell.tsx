import { Suspense, lazy, useState, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import type { User } from '@pourquoi/shared';
import { paths, viewPaths, type ShellView } from '@/config/paths';
import type { StoryReaderRoute } from '@/features/stories';
import { Button } from '@/components/ui/button';
import { LogoutIcon, UserIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/cx';
import {
  AdminView,
  ChatView,
  ChildrenView,
  HistoryView,
  StoryView,
  SubscriptionView,
  isStaff,
  navigation,
  type ChildrenViewProps,
  type SubscriptionViewProps,
} from './views';

export interface AppShellProps {
  user: Pick<User, 'first_name' | 'role'>;
  /** The view the address shows (each view is a route: docs/decisions/0022-web-routes.md). */
  view: ShellView;
  /** Drawn in the header bar, after the brand: the chosen child, the plan badge. */
  headerExtra?: ReactNode;
  /** The chat view's content between the greeting and the tiles. */
  chat?: ReactNode;
  /** The safety tile's button: what the chat redirected. */
  onShowSafety?: () => void;
  /** The story and history views' ways out: add a child, see the plans. */
  onAddChild: () => void;
  onSeePlans: () => void;
  /** What the subscription view opens with: a plan chosen elsewhere, a cancelled checkout. */
  subscription?: SubscriptionViewProps;
  /** The reader's route (/raconte/:storyId): the story open, and how to open and close one. */
  story: StoryReaderRoute;
  /** The children view's choice of the child who asks. */
  childrenView: Omit<ChildrenViewProps, 'onAdd'>;
  /** Drawn at the top of every view, before its heading: what the parent must read first. */
  notice?: ReactNode;
  onLogout: () => void;
  isLoggingOut?: boolean;
}

const MAIN_ID = 'shell-main';

// "Mon compte" (the account's data and its deletion) loads only when the parent opens it.
const AccountDialog = lazy(() => import('@/features/account/components/account-dialog'));

/** The signed-in app: the header's tabs are links, the address says which view shows. */
export function AppShell({
  user,
  view,
  headerExtra,
  chat,
  onShowSafety,
  onAddChild,
  onSeePlans,
  subscription,
  story,
  childrenView,
  notice,
  onLogout,
  isLoggingOut = false,
}: AppShellProps) {
  const [accountOpen, setAccountOpen] = useState(false);
  const navigate = useNavigate();
  // The admin view itself answers a parent who reaches it (/admin) with the refusal.
  const items = navigation.filter((item) => !item.staffOnly || isStaff(user.role));

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
                {/* aria-current="page" on the view shown, the reader included under Raconte. */}
                <NavLink to={viewPaths[target]} end={target === 'chat'} className="viewnav__button">
                  {icon}
                  <span>{label}</span>
                </NavLink>
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
        {view === 'story' && <StoryView onAddChild={onAddChild} onSeePlans={onSeePlans} reader={story} />}
        {view === 'history' && (
          <HistoryView onSeePlans={onSeePlans} onAddChild={onAddChild} onOpenStory={story.onOpen} />
        )}
        {view === 'children' && <ChildrenView {...childrenView} onAdd={onAddChild} />}
        {view === 'subscription' && <SubscriptionView {...subscription} />}
        {view === 'admin' && <AdminView role={user.role} onBack={() => void navigate(paths.home)} />}
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
