import { SIMPLE_WORDING_MAX_AGE, frenchDateFormat, type Feedback } from '@pourquoi/shared';
import { plural } from '@/lib/plural';

/** product.md#answers-by-age-band: the words said to a child of 6 or under are simpler. */
const isLittle = (age: number | null | undefined) => (age ?? SIMPLE_WORDING_MAX_AGE + 1) <= SIMPLE_WORDING_MAX_AGE;

export function thanksFor(feedback: Exclude<Feedback, 'more_info'>, age: number | null | undefined): string {
  if (feedback === 'understood') {
    return isLittle(age)
      ? "Bravo ! Merci de m'avoir dit que tu as compris."
      : "Merci ! Content que l'explication t'ait aidé.";
  }
  return isLittle(age)
    ? "Merci de me l'avoir dit ! Je vais l'expliquer plus simplement."
    : "Merci de me l'avoir dit : voici une explication plus simple.";
}

export function moreInfoFailed(age: number | null | undefined): string {
  return isLittle(age)
    ? "Oups ! Je n'ai pas trouvé d'autres choses à te raconter pour l'instant. On réessaie plus tard ?"
    : "Désolé, je n'ai pas réussi à trouver d'informations supplémentaires pour le moment. Réessaie dans un instant.";
}

/** After the follow-ups an answer allows: the next step is a new question. */
export function followUpsUsed(age: number | null | undefined): string {
  return isLittle(age)
    ? "On a déjà bien parlé de cette question ! Pose-m'en une nouvelle, je t'écoute."
    : "Tu en sais déjà beaucoup sur cette question ! Pour aller plus loin, pose-m'en une nouvelle.";
}

/** HH:MM, as the bubbles show it. */
export const formatTime = frenchDateFormat({ hour: '2-digit', minute: '2-digit' });

/** Under the question box while the day's questions are counted (decision 0022): quiet, never a warning. */
export const questionsLeftToday = (left: number) => `Encore ${plural(left, 'question')} aujourd'hui`;

/** When the day's questions are all asked: when they come back (the Paris day, as the server counts). */
export const QUESTIONS_USED_TITLE = 'Les questions du jour ont toutes été posées.';
export const QUESTIONS_COME_BACK = 'De nouvelles questions arrivent demain, dès minuit (heure de Paris).';
