import { z } from 'zod';

/** Why the chat redirected a question or treated it with care, in the parent's words. */
export const safetyCategoryLabels: Record<string, string> = {
  sexual: 'Sexualité, à aborder avec un parent',
  violence: 'Violence ou armes',
  drugs: 'Drogues, alcool ou tabac',
  hate: 'Propos haineux ou moqueries',
  dangerous_challenge: 'Défi ou jeu dangereux',
  personal_data: 'Données personnelles (adresse, téléphone…)',
  rule_bypass: 'Tentative de contourner les règles',
  self_harm: 'Détresse : envie de se faire du mal',
  abuse: 'Détresse : violences subies',
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
});
export type SafetyEvent = z.infer<typeof safetyEventSchema>;
export const SAFETY_EVENTS_SHOWN = 100;
