import { frenchDateFormat, type SafetyEvent } from '@pourquoi/shared';

/** "21 nov. 2026, 18:30": when an event happened, in the list and in home's notice. */
export const formatMoment = frenchDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** The child an event is about; a child since removed is still someone's child. */
export const childNameOf = (event: Pick<SafetyEvent, 'child_name'>) => event.child_name ?? 'Votre enfant';

/** "Tom", "Tom et Léa", "Tom, Léa et Zoé". */
function joinNames(names: string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} et ${names.at(-1)}` : (names[0] ?? '');
}

/** Home's notice when a child wrote words of distress (self-harm, abuse, grooming, …); no-break spaces before ? : ; */
export const distressNotice = {
  title: (events: Pick<SafetyEvent, 'child_name'>[]) => {
    const names = [...new Set(events.map(childNameOf))];
    return `${joinNames(names)} ${names.length > 1 ? 'ont' : 'a'} peut-être besoin de vous`;
  },
  lead: (count: number) =>
    count > 1
      ? "Des messages écrits dans Pourquoi ? laissent penser qu'un enfant ne va pas bien. Les voici, avec ce que vous pouvez faire."
      : "Un message écrit dans Pourquoi ? laisse penser qu'un enfant ne va pas bien. Le voici, avec ce que vous pouvez faire.",
  answeredTitle: 'Ce que Pourquoi ? a répondu',
  answered: "Nous lui avons conseillé d'en parler à un adulte de confiance et donné les numéros 3114 et 119.",
  adviceTitle: 'Ce que vous pouvez faire maintenant',
  talk: "Parlez-en calmement avec votre enfant, dès maintenant si vous le pouvez : écoutez sans juger ni gronder, et dites-lui merci d'en avoir parlé.",
  helpLines: [
    { number: '3114', text: 'prévention du suicide, gratuit, 24 h/24 et 7 j/7 ; il répond aussi aux parents.' },
    { number: '119', text: 'Allô Enfance en Danger, gratuit, 24 h/24 et 7 j/7.' },
  ],
  emergency: 'En cas de danger immédiat :',
  emergencyNumbers: [
    { number: '15', text: 'Samu' },
    { number: '112', text: "numéro d'urgence européen" },
  ],
  acknowledge: "J'ai pris connaissance",
  acknowledging: 'Enregistrement…',
  acknowledgeFailed: "Votre lecture n'a pas pu être enregistrée. Réessayez dans un instant.",
  seeAll: 'Voir tous les messages redirigés',
} as const;
