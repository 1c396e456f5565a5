import { z } from 'zod';

/** Why the chat redirected a question or treated it with care, in the parent's words. */
export const safetyCategoryLabels: Record<string, string> = {
  sexual: 'Sexualité, à aborder avec un parent',
  violence: 'Violence ou armes',
  drugs: 'Drogues, alcool ou tabac',
  hate: 'Propos haineux ou moqueries',
  dangerous_challenge: 'Défi ou jeu dangereux',
  illegal: 'Vol, piratage ou autre interdit',
  personal_data: 'Données personnelles (adresse, téléphone…)',
  secrecy: 'Cacher quelque chose à ses parents',
  rule_bypass: 'Tentative de contourner les règles',
  self_harm: 'Détresse : envie de se faire du mal',
  abuse: 'Détresse : violences subies',
  grooming: 'Détresse : un adulte ou un inconnu inquiétant',
  eating: 'Détresse : difficultés avec la nourriture',
  bullying: 'Détresse : harcèlement',
  runaway: 'Détresse : envie de fuguer',
  death: 'La mort, le deuil',
  babies: "D'où viennent les bébés",
  body: 'Le corps',
  divorce: 'La séparation des parents',
  illness: 'La maladie',
  war: 'La guerre, les actualités',
  racism: 'Le racisme',
  disability: 'Le handicap',
  religion: 'Les religions',
  differences: 'Les différences',
  magic: 'Le Père Noël, la magie',
  fear: 'Les peurs',
  sadness: 'La tristesse',
  unknown: 'Réponse arrêtée par sécurité',
};

export const safetyVerdictSchema = z.enum(['refuse', 'distress', 'sensitive']);
export type SafetyVerdict = z.infer<typeof safetyVerdictSchema>;

/** What the parent is told the chat did. */
export const safetyVerdictLabels: Record<SafetyVerdict, string> = {
  refuse: 'Redirigée vers vous',
  distress: 'Aide proposée (3114, 119)',
  sensitive: 'Sujet délicat, réponse tout en douceur',
};

export function safetyCategoryLabel(category: string): string {
  return safetyCategoryLabels[category] ?? safetyCategoryLabels.unknown!;
}

/** `GET /api/safety-events`: the newest first. */
export const safetyEventSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  child_id: z.string().nullable(),
  child_name: z.string().nullable(),
  /** question: stopped before any model saw it; answer: the model's words were stopped. */
  stage: z.enum(['question', 'answer']),
  verdict: safetyVerdictSchema,
  category: z.string(),
  /** The child's question, as typed. */
  question: z.string().nullable(),
  /**
   * When the parent said they had read it (« J'ai pris connaissance »), ISO; null until then.
   * Only distress events are ever acknowledged: they are the ones home's notice shows.
   */
  acknowledged_at: z.string().nullable(),
});
export type SafetyEvent = z.infer<typeof safetyEventSchema>;
export const SAFETY_EVENTS_SHOWN = 100;

/**
 * `POST /api/safety-events/acknowledge`: the ids of the distress events the notice showed,
 * never "all": an event that came in after the notice was drawn stays to be read. Ids that are
 * not the family's, or not distress events, are ignored.
 */
export const acknowledgeSafetyEventsBody = z.object({
  ids: z.array(z.string().max(100)).min(1).max(SAFETY_EVENTS_SHOWN),
});
export type AcknowledgeSafetyEventsBody = z.infer<typeof acknowledgeSafetyEventsBody>;

export const acknowledgeSafetyEventsResponse = z.object({
  /** How many events this call marked as read (0 when they already were). */
  acknowledged: z.number().int(),
  /** The instant recorded on them, ISO. */
  acknowledged_at: z.string(),
});
export type AcknowledgeSafetyEventsResponse = z.infer<typeof acknowledgeSafetyEventsResponse>;
