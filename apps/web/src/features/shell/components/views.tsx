import type { ReactNode } from 'react';
import {
  BookIcon,
  ChatIcon,
  ChildrenIcon,
  ClockIcon,
  CrownIcon,
  HeartIcon,
  ShieldCogIcon,
  SparkIcon,
  StarIcon,
} from '@/components/ui/icons';
import { ComingSoon } from './coming-soon';

export type ShellView = 'chat' | 'story' | 'history' | 'children' | 'subscription' | 'admin';

/** The header's view buttons, in order; Admin only for the admin role. */
export const navigation: Array<{ view: ShellView; label: string; icon: ReactNode; adminOnly?: boolean }> = [
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

export function ChatView({ firstName }: { firstName: string }) {
  return (
    <div className="view">
      <ViewHeading
        title={`Bonjour ${firstName} !`}
        lead="Quelle question votre enfant vous a-t-il posée aujourd'hui ?"
      />
      <ComingSoon
        icon={<ChatIcon />}
        title="Les réponses aux « pourquoi ? »"
        description="Vous choisirez l'enfant qui pose la question, vous l'écrirez, et une réponse claire, à son niveau, arrivera pour que vous la lisiez ensemble."
        features={[
          "Des mots adaptés à l'âge de chaque enfant",
          'Une explication plus simple quand c’est trop difficile, ou un peu plus quand il en redemande',
          'Des réponses douces et rassurantes, pensées pour les enfants',
        ]}
      />
      <ul className="tiles" aria-label="Ce que Pourquoi ? vous apporte">
        <li className="tile">
          <StarIcon className="tile__icon" />
          <span className="tile__title">Adapté à son âge</span>
          <span className="tile__text">De la maternelle au collège.</span>
        </li>
        <li className="tile">
          <HeartIcon className="tile__icon" />
          <span className="tile__title">Bienveillant</span>
          <span className="tile__text">Un ton calme, sans rien d'effrayant.</span>
        </li>
        <li className="tile">
          <SparkIcon className="tile__icon" />
          <span className="tile__title">Pour apprendre</span>
          <span className="tile__text">La curiosité encouragée, pas étouffée.</span>
        </li>
      </ul>
    </div>
  );
}

export function StoryView() {
  return (
    <div className="view">
      <ViewHeading title="Raconte" lead="L'histoire du soir, inventée pour vos enfants." />
      <ComingSoon
        icon={<BookIcon />}
        title="Des histoires dont vos enfants sont les héros"
        description="Choisissez un thème et une durée : Pourquoi ? écrit une histoire illustrée, page après page, avec vos enfants dans les rôles principaux."
        features={['Aventure, douceur, rêve : le thème de votre choix', 'Une illustration à chaque page', 'Une durée adaptée au coucher']}
      />
    </div>
  );
}

export function HistoryView() {
  return (
    <div className="view">
      <ViewHeading title="Historique" lead="Tout ce que vous avez découvert ensemble." />
      <ComingSoon
        icon={<ClockIcon />}
        title="Vos questions et vos histoires, gardées au même endroit"
        description="Relisez une réponse qui a plu, retrouvez une histoire à raconter de nouveau."
        features={['Les conversations « Pourquoi »', 'Les histoires « Raconte »', 'Vos réponses préférées, en favoris']}
      />
    </div>
  );
}

export function ChildrenView() {
  return (
    <div className="view">
      <ViewHeading title="Enfants" lead="Un profil par enfant, pour parler à chacun à sa hauteur." />
      <ComingSoon
        icon={<ChildrenIcon />}
        title="Les profils de vos enfants"
        description="Ajoutez chaque enfant avec son prénom et son mois de naissance : les réponses et les histoires s'adapteront à son âge."
        features={['Un profil par enfant', 'Un niveau qui s’ajuste au fil de ses questions', 'Modifier ou supprimer un profil à tout moment']}
      />
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
        features={['Questions illimitées', 'Plus d’histoires chaque mois', 'Un profil pour chaque enfant avec la formule Famille']}
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
