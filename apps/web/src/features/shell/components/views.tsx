import { Suspense, lazy, type ReactNode } from 'react';
import {
  BookIcon,
  ChatIcon,
  ChildrenIcon,
  ClockIcon,
  CrownIcon,
  ShieldCogIcon,
  ShieldIcon,
  SparkIcon,
  StarIcon,
} from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ComingSoon } from './coming-soon';

export type ShellView = 'chat' | 'story' | 'history' | 'subscription' | 'admin';

/**
 * The header's buttons, in order: a view to show, or 'children', which opens the
 * manage-children dialog; Admin only for the admin role.
 */
export const navigation: Array<{ view: ShellView | 'children'; label: string; icon: ReactNode; adminOnly?: boolean }> =
  [
    { view: 'chat', label: 'Pourquoi', icon: <ChatIcon /> },
    { view: 'story', label: 'Raconte', icon: <BookIcon /> },
    { view: 'history', label: 'Historique', icon: <ClockIcon /> },
    { view: 'children', label: 'Enfants', icon: <ChildrenIcon /> },
    { view: 'admin', label: 'Admin', icon: <ShieldCogIcon />, adminOnly: true },
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
  /** Opens the list of what safety redirected (DESIGN decision 10). */
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

export interface StoryViewProps {
  /** Where a child profile is created (the add-child dialog). */
  onAddChild: () => void;
  /** The plans (the subscription view). */
  onSeePlans: () => void;
}

export function StoryView({ onAddChild, onSeePlans }: StoryViewProps) {
  return (
    <div className="view">
      <ViewHeading title="Raconte" lead="L'histoire du soir, inventée pour vos enfants." />
      <Suspense fallback={<Spinner label="Chargement..." className="spinner--block" />}>
        <StoryFeature onAddChild={onAddChild} onSeePlans={onSeePlans} />
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
}

export function HistoryView({ onSeePlans, onAddChild }: HistoryViewProps = {}) {
  return (
    <div className="view">
      <ViewHeading title="Historique" lead="Tout ce que vous avez découvert ensemble." />
      <Suspense fallback={<Spinner label="Chargement..." className="spinner--block" />}>
        <HistoryFeature onSeePlans={onSeePlans} onAddChild={onAddChild} />
      </Suspense>
    </div>
  );
}

export function SubscriptionView() {
  return (
    <div className="view">
      <ViewHeading title="Abonnement" lead="Votre formule et vos paiements." />
      <ComingSoon
        icon={<CrownIcon />}
        title="Les formules Essentiel et Famille"
        description="Vous pourrez comparer les formules, payer au mois ou à l'année et gérer votre abonnement depuis cet écran."
        features={[
          'Questions illimitées',
          'Plus d’histoires chaque mois',
          'Un profil pour chaque enfant avec la formule Famille',
        ]}
      />
    </div>
  );
}

export function AdminView() {
  return (
    <div className="view">
      <ViewHeading title="Administration" lead="Le tableau de bord de Pourquoi ?." />
      <ComingSoon
        icon={<ShieldCogIcon />}
        title="La console d'administration"
        description="Les indicateurs, les comptes et les abonnements seront réunis ici."
        features={['Statistiques d’utilisation', 'Gestion des comptes', 'Codes promotionnels']}
      />
    </div>
  );
}
