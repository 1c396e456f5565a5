import { Suspense, lazy, useState } from 'react';
import { matchPath, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Child, PlanId, User } from '@pourquoi/shared';
import { paths, storyReaderPath, viewPaths, viewRoutes, type ShellView } from '@/config/paths';
import { EmailVerificationBanner } from '@/features/auth/components/email-verification-banner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { Chat } from '@/features/chat/components/chat';
import { useChildren } from '@/features/children/api/get-children';
import { ChildPicker } from '@/features/children/components/child-picker';
import { CurrentChild } from '@/features/children/components/current-child';
import { useSelectedChild } from '@/features/children/hooks/use-selected-child';
import { useUnacknowledgedDistress } from '@/features/safety/api/get-safety-events';
import { AppShell } from '@/features/shell/components/app-shell';
import type { SubscriptionViewProps } from '@/features/shell/components/views';
import { useSubscriptionStatus } from '@/features/subscription/api/get-subscription-status';
import { SimulatedPaymentsNotice } from '@/features/subscription/components/simulated-payments-notice';
import { useUsage } from '@/features/subscription/api/get-usage';
import { PlanBadge } from '@/features/subscription/components/plan-badge';

// The dialogs a parent opens now and then: kept out of the route's first download (decision 0018's budget).
const SafetyEventsDialog = lazy(() =>
  import('@/features/safety/components/safety-events-dialog').then((module) => ({
    default: module.SafetyEventsDialog,
  })),
);
// Shown only to a family whose child wrote words of distress: its code comes with the first such event.
const DistressNotice = lazy(() =>
  import('@/features/safety/components/distress-notice').then((module) => ({ default: module.DistressNotice })),
);
// Their modules' default exports: no renaming wrapper in this first download.
const ChildLimitDialog = lazy(() => import('@/features/subscription/components/child-limit-dialog'));
const UpgradeDialog = lazy(() => import('@/features/subscription/components/upgrade-dialog'));
// Once per family (the welcome) or now and then (a new child): their forms load when asked for.
const WelcomeDialog = lazy(() => import('@/features/children/components/welcome-dialog'));
const AddChildDialog = lazy(() => import('@/features/children/components/add-child-dialog'));

/** The signed-in app, loaded on demand: one element for every view route, which says the view. */
export function HomeRoute() {
  const { user, logout } = useAuth();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  if (!user) return null; // RequireAuth renders this route only with a user.

  const signOut = () => {
    setIsLoggingOut(true);
    void logout();
  };
  return <Home user={user} onLogout={signOut} isLoggingOut={isLoggingOut} />;
}

/** The view the address shows (viewRoutes, from which router.tsx makes the view routes). */
function useCurrentView(): ShellView {
  const { pathname } = useLocation();
  return viewRoutes.find(({ path }) => matchPath(path, pathname))?.view ?? 'chat';
}

/** One dialog at a time; the welcome also opens by itself. */
type OpenDialog =
  | { kind: 'welcome' }
  | { kind: 'upgrade'; reason: 'expired' | 'questions' | 'upgrade' }
  | { kind: 'add' }
  | { kind: 'limit' }
  | { kind: 'safety' };

interface HomeProps {
  user: User;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** Composes the features: children, subscription and chat know nothing of one another. */
function Home({ user, onLogout, isLoggingOut }: HomeProps) {
  const view = useCurrentView();
  const navigate = useNavigate();
  const { storyId = null } = useParams();
  const [searchParams] = useSearchParams();
  // A plan chosen in a dialog: the subscription view opens its payment (or plan change) with it.
  const [chosenPlan, setChosenPlan] = useState<SubscriptionViewProps['chosenPlan']>(null);
  const children = useChildren();
  const { selected, select } = useSelectedChild(children.data);
  const status = useSubscriptionStatus();
  const usage = useUsage();
  const distress = useUnacknowledgedDistress();

  // Gone when the parent leaves the plans: Back or Forward to /subscription later shows them, not the payment again.
  const [lastView, setLastView] = useState(view);
  if (view !== lastView) {
    setLastView(view);
    if (lastView === 'subscription') setChosenPlan(null);
  }

  const expired = status.data?.status === 'expired';
  // The day's questions left (the trial's, or the free version's one); at 0 the box locks
  // (product.md#question-quota). Premium plans have no limit. The cached count waits for the server's.
  const questionsLeft = usage.isPlaceholderData ? null : (usage.data?.questionsRemainingToday ?? null);
  // The welcome, once, to a parent without a child. No other dialog opens by itself: never over
  // an answer not yet read, never over the plans (decision 0022); the plans open when asked for.
  const [welcomed, setWelcomed] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // Not over the console or the plans: the parent came for them.
  const welcomeHere = view !== 'admin' && view !== 'subscription';
  const automatic: OpenDialog | null =
    !welcomed && welcomeHere && children.isSuccess && children.data.length === 0 ? { kind: 'welcome' } : null;
  const current = dialog ?? automatic;

  const show = (next: OpenDialog | null) => {
    if (current && current === automatic) setWelcomed(true);
    setDialog(next);
  };
  const close = () => show(null);

  const openAdd = () => {
    const max = usage.data?.maxChildren;
    const full = max !== undefined && max !== null && (children.data?.length ?? 0) >= max;
    show(full ? { kind: 'limit' } : { kind: 'add' });
  };
  const onCreated = (child: Child) => {
    select(child.id);
    close();
  };
  const goTo = (next: ShellView) => void navigate(viewPaths[next]);
  // Chosen on the children view: that child's questions, at once.
  const chooseChild = (id: string) => {
    select(id);
    goTo('chat');
  };
  const openSubscription = () => {
    close();
    goTo('subscription');
  };
  const choosePlan = (planId: PlanId) => {
    close();
    setChosenPlan((chosen) => ({ planId, requestId: (chosen?.requestId ?? 0) + 1 }));
    if (view !== 'subscription') goTo('subscription');
  };
  const openPlans = () => show({ kind: 'upgrade', reason: expired ? 'expired' : 'questions' });
  // The reader is a route of its own: Back closes it. Opened from the app, closing goes back to
  // where the parent was; opened from a link, it leaves for the story view.
  const openStory = (id: string) => void navigate(storyReaderPath(id), { state: fromApp });
  const location = useLocation();
  const closeStory = () =>
    isFromApp(location.state) ? void navigate(-1) : void navigate(paths.stories, { replace: true });

  return (
    <>
      <AppShell
        user={user}
        view={view}
        onShowSafety={() => show({ kind: 'safety' })}
        onAddChild={openAdd}
        onSeePlans={openSubscription}
        subscription={{
          chosenPlan,
          checkoutCanceled: view === 'subscription' && searchParams.get('checkout') === 'canceled',
        }}
        story={{ openedId: storyId, onOpen: openStory, onClose: closeStory }}
        childrenView={{ selectedId: selected?.id ?? null, onSelect: chooseChild, maxChildren: usage.data?.maxChildren }}
        notice={
          <>
            {status.data?.simulated_payments_notice && <SimulatedPaymentsNotice />}
            {distress.data && distress.data.length > 0 && (
              <Suspense fallback={null}>
                <DistressNotice events={distress.data} onShowAll={() => show({ kind: 'safety' })} />
              </Suspense>
            )}
            {/* After a child's distress, which comes first. On every view: at /admin, an
                unconfirmed address is why a staff member gets the refusal. */}
            {/* With the first render, not loaded after it: it sits above the page and would push
                it down (a layout shift, and the late largest paint, in the web bench). */}
            <EmailVerificationBanner user={user} />
          </>
        }
        onLogout={onLogout}
        isLoggingOut={isLoggingOut}
        headerExtra={
          <>
            <CurrentChild child={selected} />
            <PlanBadge
              status={status.data}
              onOpenSubscription={openSubscription}
              onOpenUpgrade={() => show({ kind: 'upgrade', reason: 'expired' })}
            />
          </>
        }
        chat={
          <Chat
            key={selected?.id ?? 'none'}
            child={selected}
            questionsLeft={questionsLeft}
            onShowPlans={openPlans}
            onQuestionNotAllowed={openPlans}
            picker={
              <ChildPicker
                childList={children.data}
                isLoading={children.isPending}
                isError={children.isError}
                onRetry={() => void children.refetch()}
                selectedId={selected?.id ?? null}
                onSelect={select}
                onAdd={openAdd}
              />
            }
          />
        }
      />

      {/* A dialog still loading shows nothing yet; the page stays as it is. */}
      <Suspense fallback={null}>
        {current?.kind === 'welcome' && (
          <WelcomeDialog onClose={close} onAddChild={() => show({ kind: 'add' })} onCreated={onCreated} />
        )}
        {current?.kind === 'add' && (
          <AddChildDialog onClose={close} onCreated={onCreated} onLimitReached={() => show({ kind: 'limit' })} />
        )}
        {current?.kind === 'limit' && (
          <ChildLimitDialog status={status.data} onClose={close} onSeePlans={openSubscription} />
        )}
        {current?.kind === 'safety' && <SafetyEventsDialog onClose={close} />}
        {current?.kind === 'upgrade' && (
          <UpgradeDialog reason={current.reason} onClose={close} onChoosePlan={choosePlan} />
        )}
      </Suspense>
    </>
  );
}

/** The location state of a reader opened from within the app: Back (or its close button) returns there. */
const fromApp = { fromApp: true } as const;
const isFromApp = (state: unknown) => !!state && typeof state === 'object' && 'fromApp' in state;
