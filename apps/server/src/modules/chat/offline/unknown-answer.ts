import type { AgeBandId, Gender } from '@pourquoi/shared';

/** Who an answer speaks to. */
export interface ChildAddress {
  name: string;
  gender: Gender;
}

/** ", Léa" to call the child by name, or nothing when the name is blank. */
function vocative(name: string): string {
  const trimmed = name.trim();
  return trimmed ? ', ' + trimmed : '';
}

/** Words about the child agree with its gender; `neutral` gets a wording with no adjective. */
const youAreCurious: Record<Gender, string> = {
  girl: 'Tu es vraiment curieuse',
  boy: 'Tu es vraiment curieux',
  neutral: 'Quelle belle curiosité',
};
const curiousAsYouAre: Record<Gender, string> = {
  girl: 'Curieuse comme tu es',
  boy: 'Curieux comme tu es',
  neutral: 'Avec ta curiosité',
};

/**
 * What the offline engine says when no topic matches: that it does not know yet, and where
 * to look with a grown-up, worded for each band. It never guesses, so it never invents a
 * fact.
 */
const unknownAnswers: Record<AgeBandId, (child: ChildAddress) => string> = {
  up_to_5: (child) =>
    'Oh, quelle belle question' +
    vocative(child.name) +
    ' ! Ça, je ne le sais pas encore. Tu peux chercher la réponse avec un grand, dans un livre ou à la bibliothèque.',
  '6_to_8': (child) =>
    youAreCurious[child.gender] +
    vocative(child.name) +
    ' ! Cette question-là, je ne sais pas encore y répondre, et je préfère te le dire plutôt que d’inventer. Tu peux la chercher avec un adulte : dans un livre, à la bibliothèque, ou en la posant à ton maître ou à ta maîtresse. Et si tu me la poses avec d’autres mots, je la reconnaîtrai peut-être !',
  '9_to_12': (child) =>
    'Bonne question' +
    vocative(child.name) +
    ' ! Je ne sais pas encore y répondre, et je préfère te le dire honnêtement plutôt que de te raconter quelque chose de faux. Pour la trouver, tu peux chercher avec un adulte dans un livre documentaire ou une encyclopédie, demander conseil à la bibliothèque, ou poser la question à ton professeur. Tu peux aussi me la reposer avec d’autres mots : je la reconnaîtrai peut-être. ' +
    curiousAsYouAre[child.gender] +
    ', tu vas sûrement trouver !',
  '13_plus': (child) =>
    'C’est une bonne question' +
    vocative(child.name) +
    ', mais je ne sais pas encore y répondre de façon fiable, et je préfère te le dire plutôt que d’inventer. Pour creuser le sujet, tu peux consulter un ouvrage documentaire ou une encyclopédie au CDI ou à la bibliothèque, demander à un professeur, ou chercher avec un adulte sur des sites sérieux. Croise plusieurs sources et regarde qui écrit : le site d’une université, d’un musée ou d’un organisme scientifique est plus sûr qu’un forum ou qu’une vidéo sans références. Tu peux aussi reformuler ta question avec d’autres mots : je la reconnaîtrai peut-être.',
};

export function unknownAnswer(band: AgeBandId, child: ChildAddress): string {
  return unknownAnswers[band](child);
}
