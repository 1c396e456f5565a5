import { Suspense, lazy, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { upgradeMessages, type Child, type PlanId, type User } from '@pourquoi/shared';
import { storyViewState } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { Chat } from '@/features/chat/components/chat';
import { useChildren } from '@/features/children/api/get-children';
import { ChildPicker } from '@/features/children/components/child-picker';
import { CurrentChild } from '@/features/children/components/current-child';
import { useSelectedChild } from '@/features/children/hooks/use-selected-child';
import { useUnacknowledgedDistress } from '@/features/safety/api/get-safety-events';
import { AppShell } from '@/features/shell/components/app-shell';
import type { ShellView, SubscriptionViewProps } from '@/features/shell/components/views';
import { useSubscriptionStatus } from '@/features/subscription/api/get-subscription-status';
import { SimulatedPaymentsNotice } from '@/features/subscription/components/simulated-payments-notice';
import { useUsage } from '@/features/subscription/api/get-usage';
import { PlanBadge } from '@/features/subscription/components/plan-badge';

// The dialogs a parent opens now and then: kept out of the route's first download (issue 9's budget).
const ManageChildrenDialog = lazy(() =>
  import('@/features/children/components/manage-children-dialog').then((module) => ({
    default: module.ManageChildrenDialog,
  })),
);
const SafetyEventsDialog = lazy(() =>
  import('@/features/safety/components/safety-events-dialog').then((module) => ({
    default: module.SafetyEventsDialog,
  })),
);
// Shown only to a family whose child wrote words of distress: its code comes with the first such event.
const DistressNotice = lazy(() =>
  import('@/features/safety/components/distress-notice').then((module) => ({ default: module.DistressNotice })),
);
// Only until the address is confirmed (DESIGN decision 15): a confirmed parent never downloads it.
const EmailVerificationBanner = lazy(() =>
  import('@/features/auth/components/email-verification-banner').then((module) => ({
    default: module.EmailVerificationBanner,
  })),
);
// Their modules' default exports: no renaming wrapper in this first download.
const ChildLimitDialog = lazy(() => import('@/features/subscription/components/child-limit-dialog'));
const UpgradeDialog = lazy(() => import('@/features/subscription/components/upgrade-dialog'));
// Once per family (the welcome) or now and then (a new child): their forms load when asked for.
const WelcomeDialog = lazy(() => import('@/features/children/components/welcome-dialog'));
const AddChildDialog = lazy(() => import('@/features/children/components/add-child-dialog'));

/** The signed-in app, loaded on demand. The app layer hands the session to the shell. */
export function HomeRoute({ initialView = 'chat' }: { initialView?: ShellView }) {
  const { user, logout } = useAuth();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  if (!user) return null; // RequireAuth renders this route only with a user.

  const signOut = () => {
    setIsLoggingOut(true);
    void logout();
  };
  // After buying stories, the return page opens Raconte (the views have no route of their own).
  const startView = storyViewRequested(location.state) ? 'story' : initialView;
  // The checkout's cancel address: /subscription?checkout=canceled.
  const checkoutCanceled = initialView === 'subscription' && searchParams.get('checkout') === 'canceled';
  return (
    <Home
      user={user}
      initialView={startView}
      checkoutCanceled={checkoutCanceled}
      onLogout={signOut}
      isLoggingOut={isLoggingOut}
    />
  );
}

const storyViewRequested = (state: unknown) =>
  !!state && typeof state === 'object' && 'view' in state && state.view === storyViewState.view;

/** One dialog at a time; the first two also open by themselves. */
type OpenDialog =
  | { kind: 'welcome' }
  | { kind: 'upgrade'; reason: 'expired' | 'questions' | 'upgrade' }
  | { kind: 'add' }
  | { kind: 'manage' }
  | { kind: 'limit' }
  | { kind: 'safety' };

interface HomeProps {
  user: User;
  initialView: ShellView;
  checkoutCanceled: boolean;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** Composes the features: children, subscription and chat know nothing of one another. */
function Home({ user, initialView, checkoutCanceled, onLogout, isLoggingOut }: HomeProps) {
  const [view, setView] = useState<ShellView>(initialView);
  // What the subscription view opens with; forgotten when the parent goes to another view.
  const [subscription, setSubscription] = useState<SubscriptionViewProps>({ checkoutCanceled });
  const children = useChildren();
  const { selected, select } = useSelectedChild(children.data);
  const status = useSubscriptionStatus();
  const usage = useUsage();
  const distress = useUnacknowledgedDistress();

  const expired = status.data?.status === 'expired';
  // Spec 000 section 4: the day's questions (the trial's, or the free version's one) are used up,
  // the input locks (premium plans have no limit).
  const outOfQuestions = usage.data?.questionsRemainingToday === 0 && !usage.isPlaceholderData;
  const lockedMessage = outOfQuestions ? upgradeMessages.ask_question : null;
  // The trial-end dialog once per visit when the trial is over; the welcome once, to a parent without a child.
  const [autoShown, setAutoShown] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // Chosen once both answers are in, so one never replaces the other under the parent's eyes.
  let automatic: OpenDialog | null = null;
  // The cached status (a placeholder) draws the badge at once; only the server's answer opens dialogs.
  // Not over the console opened at /admin: the staff came to work, not to be welcomed.
  const atConsole = initialView === 'admin';
  if (!autoShown && !atConsole && !status.isPending && !status.isPlaceholderData && !children.isPending) {
    if (expired) automatic = { kind: 'upgrade', reason: 'expired' };
    else if (outOfQuestions) automatic = { kind: 'upgrade', reason: 'questions' };
    else if (children.isSuccess && children.data.length === 0) automatic = { kind: 'welcome' };
  }
  const current = dialog ?? automatic;

  const show = (next: OpenDialog | null) => {
    if (current && current === automatic) setAutoShown(true);
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
  const changeView = (next: ShellView) => {
    setView(next);
    setSubscription({});
  };
  const openSubscription = () => {
    close();
    changeView('subscription');
  };
  // A plan chosen in a dialog: the subscription view opens its payment (or plan change) at once.
  const choosePlan = (planId: PlanId) => {
    close();
    setView('subscription');
    setSubscription(({ chosenPlan }) => ({ chosenPlan: { planId, requestId: (chosenPlan?.requestId ?? 0) + 1 } }));
  };

  return (
    <>
      <AppShell
        user={user}
        view={view}
        onViewChange={changeView}
        onManageChildren={() => show({ kind: 'manage' })}
        onShowSafety={() => show({ kind: 'safety' })}
        onAddChild={openAdd}
        onSeePlans={openSubscription}
        subscription={subscription}
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
            {!user.email_verified && (
              <Suspense fallback={null}>
                <EmailVerificationBanner user={user} />
              </Suspense>
            )}
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
            lockedMessage={lockedMessage}
            onShowPlans={() => show({ kind: 'upgrade', reason: expired ? 'expired' : 'questions' })}
            onQuestionNotAllowed={() => show({ kind: 'upgrade', reason: expired ? 'expired' : 'questions' })}
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
        {current?.kind === 'manage' && (
          <ManageChildrenDialog
            selectedId={selected?.id ?? null}
            onSelect={select}
            onAdd={openAdd}
            onClose={close}
            maxChildren={usage.data?.maxChildren}
          />
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
