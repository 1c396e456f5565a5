import { Suspense, lazy, type ComponentProps, type ReactNode } from 'react';
import type { PlanId, Role } from '@pourquoi/shared';
import type { ShellView } from '@/config/paths';
import type { StoryReaderRoute } from '@/features/stories';
import {
  BookIcon,
  ChatIcon,
  ChildrenIcon,
  ClockIcon,
  ShieldCogIcon,
  ShieldIcon,
  SparkIcon,
  StarIcon,
} from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { AccessDenied } from '@/features/admin';

/** The header's tabs, in order (product.md#web-routes); Admin only for the admin and support roles (the support panel). */
export const navigation: Array<{ view: ShellView; label: string; icon: ReactNode; staffOnly?: boolean }> = [
  { view: 'chat', label: 'Pourquoi', icon: <ChatIcon /> },
  { view: 'story', label: 'Raconte', icon: <BookIcon /> },
  { view: 'history', label: 'Historique', icon: <ClockIcon /> },
  { view: 'children', label: 'Enfants', icon: <ChildrenIcon /> },
  { view: 'admin', label: 'Admin', icon: <ShieldCogIcon />, staffOnly: true },
];

function ViewHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <header className="view__header">
      <h1 className="view__title">{title}</h1>
      <p className="view__lead">{lead}</p>
    </header>
  );
}

/** The chat screen before the first question: the greeting, what the app composes (children, question), the tiles. */
export function ChatView({
  firstName,
  children,
  onShowSafety,
}: {
  firstName: string;
  children?: ReactNode;
  /** Opens the list of what safety redirected (product.md#d10-safety-screening). */
  onShowSafety?: () => void;
}) {
  return (
    <div className="view">
      <ViewHeading
        title={`Bonjour ${firstName} !`}
        lead="Quelle question votre enfant vous a-t-il posée aujourd'hui ?"
      />
      {children}
      <ul className="tiles plain-list" aria-label="Ce que Pourquoi ? vous apporte">
        <li className="tile">
          <StarIcon className="tile__icon" />
          <span className="tile__title">Adapté à son âge</span>
          <span className="tile__text">Des mots à sa hauteur, de la maternelle au collège.</span>
        </li>
        <li className="tile">
          <ShieldIcon className="tile__icon" />
          <span className="tile__title">100% sécurisé</span>
          <span className="tile__text">Chaque question et chaque réponse sont vérifiées.</span>
          {onShowSafety && (
            <button type="button" className="tile__action" aria-haspopup="dialog" onClick={onShowSafety}>
              Voir ce qui a été redirigé
            </button>
          )}
        </li>
        <li className="tile">
          <SparkIcon className="tile__icon" />
          <span className="tile__title">IA éducative</span>
          <span className="tile__text">La curiosité encouragée, pas étouffée.</span>
        </li>
      </ul>
    </div>
  );
}

// The stories (wizard, reader, print) load only when the story view opens.
const StoryFeature = lazy(() => import('@/features/stories/components/story-feature'));
// The subscription screen (plans, payments, dialogs) loads only when its view opens, or when the
// story-limit modal needs what a family at its limit may buy (the plan's business, not the stories').
const loadSubscription = () => import('@/features/subscription/components/subscription-feature');
const StoryLimitOffer = lazy(() => loadSubscription().then((module) => ({ default: module.StoryLimitOffer })));

export interface StoryViewProps {
  /** Where a child profile is created (the add-child dialog). */
  onAddChild: () => void;
  /** The plans (the subscription view). */
  onSeePlans: () => void;
  reader: StoryReaderRoute;
}

export function StoryView({ onAddChild, onSeePlans, reader }: StoryViewProps) {
  return (
    <div className="view">
      <ViewHeading title="Raconte" lead="L'histoire du soir, inventée pour vos enfants." />
      <Suspense fallback={<Spinner label="Chargement..." className="spinner--block" />}>
        <StoryFeature
          reader={reader}
          onAddChild={onAddChild}
          onSeePlans={onSeePlans}
          renderLimitOffer={(onClose) => <StoryLimitOffer onClose={onClose} onSeePlans={onSeePlans} />}
        />
      </Suspense>
    </div>
  );
}

// The history (lists, detail modals, charts, exports) loads only when the history view opens.
const HistoryFeature = lazy(() => import('@/features/history/components/history-feature'));

export interface HistoryViewProps {
  /** The plans (the subscription view), offered where the trial stops. */
  onSeePlans?: () => void;
  /** Where a child profile is created, for a family without one. */
  onAddChild?: () => void;
  /** The story reader's route. */
  onOpenStory: (storyId: string) => void;
}

export function HistoryView({ onSeePlans, onAddChild, onOpenStory }: HistoryViewProps) {
  return (
    <div className="view">
      <ViewHeading title="Historique" lead="Tout ce que vous avez découvert ensemble." />
      <Suspense fallback={<Spinner label="Chargement..." className="spinner--block" />}>
        <HistoryFeature onSeePlans={onSeePlans} onAddChild={onAddChild} onOpenStory={onOpenStory} />
      </Suspense>
    </div>
  );
}

// The children's profiles (list, edit form, deletion) load only when the children view opens.
const ChildrenManager = lazy(() => import('@/features/children/components/children-manager'));

export type ChildrenViewProps = ComponentProps<typeof ChildrenManager>;

export function ChildrenView(props: ChildrenViewProps) {
  return (
    <div className="view">
      <ViewHeading title="Mes enfants" lead="Leurs réponses et leurs histoires s'adaptent à leur âge." />
      <Suspense fallback={<Spinner label="Chargement..." className="spinner--block" />}>
        <ChildrenManager {...props} />
      </Suspense>
    </div>
  );
}

const SubscriptionFeature = lazy(loadSubscription);

export interface SubscriptionViewProps {
  /** A plan chosen in a dialog elsewhere: each new request opens its payment or plan change. */
  chosenPlan?: { planId: PlanId; requestId: number } | null;
  /** Back from a checkout the parent cancelled. */
  checkoutCanceled?: boolean;
}

export function SubscriptionView({ chosenPlan = null, checkoutCanceled = false }: SubscriptionViewProps = {}) {
  return (
    <div className="view">
      <ViewHeading title="Abonnement" lead="Votre formule, vos paiements et vos histoires en plus." />
      <Suspense fallback={<Spinner label="Chargement..." className="spinner--block" />}>
        <SubscriptionFeature
          key={chosenPlan?.requestId ?? 0}
          initialPlanId={chosenPlan?.planId ?? null}
          checkoutCanceled={checkoutCanceled}
        />
      </Suspense>
    </div>
  );
}

// The console (admin) and the promo-code panel (support) load only for those roles: parents never download them.
const AdminConsole = lazy(() => import('@/features/admin/components/admin-console'));
const SupportPanel = lazy(() => import('@/features/admin/components/support-panel'));

/** Whose role opens the admin view: the server checks it again on every call (product.md#d6-roles). */
export const isStaff = (role: Role) => role === 'admin' || role === 'support';

export interface AdminViewProps {
  role: Role;
  /** The back button: the chat view. */
  onBack: () => void;
}

export function AdminView({ role, onBack }: AdminViewProps) {
  return (
    <div className="view">
      {isStaff(role) ? (
        <Suspense fallback={<Spinner label="Chargement..." className="spinner--block" />}>
          {role === 'admin' ? <AdminConsole onBack={onBack} /> : <SupportPanel onBack={onBack} />}
        </Suspense>
      ) : (
        <AccessDenied onBack={onBack} />
      )}
    </div>
  );
}
