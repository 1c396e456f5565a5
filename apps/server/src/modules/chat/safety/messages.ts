import { type WordingBand, wordingBand } from './age-wording.js';
import type { Category, DistressCategory } from './types.js';

type Worded = Record<WordingBand, string>;

/** What the child reads instead of an answer: kind, never shaming, and pointing to a parent. */
const refusals: Record<Category, Worded> = {
  sexual: {
    up_to_6:
      'Ça, c’est une question à poser à un de tes parents ou à un grand qui s’occupe de toi. Il saura te répondre avec des mots doux.',
    '7_to_10':
      'C’est une question importante, mais ce n’est pas à moi d’y répondre. Parles-en avec un de tes parents ou un adulte de confiance : ils sauront t’expliquer.',
    '11_plus':
      'Cette question touche à l’intimité et à la sexualité : c’est un sujet à aborder avec tes parents ou un adulte de confiance (l’infirmière scolaire, un médecin). Ils pourront te répondre franchement, à ton rythme.',
  },
  violence: {
    up_to_6:
      'On ne fait jamais de mal aux autres, ni aux animaux. Si tu sens de la colère, va voir un grand qui s’occupe de toi : il va t’aider.',
    '7_to_10':
      'Je ne peux pas t’aider à faire du mal à quelqu’un ni à fabriquer une arme. Si tu te sens en colère, ou si quelqu’un te fait peur, parles-en tout de suite à un de tes parents ou à un adulte de confiance.',
    '11_plus':
      'Je ne donne pas d’informations pour blesser quelqu’un, ni pour fabriquer ou utiliser une arme. Si tu ressens beaucoup de colère, ou si tu as peur pour toi ou pour quelqu’un, parles-en à un adulte de confiance : il peut t’aider.',
  },
  drugs: {
    up_to_6:
      'Ça, ce n’est pas pour les enfants : ça peut rendre très malade. Pose ta question à un de tes parents ou à un grand qui s’occupe de toi.',
    '7_to_10':
      'La drogue, l’alcool et la cigarette abîment le corps, surtout quand on grandit. Je ne peux pas t’aider avec ça : parles-en avec un de tes parents ou un adulte de confiance.',
    '11_plus':
      'Je ne donne pas d’informations pour se procurer ou consommer de la drogue, de l’alcool ou du tabac. Si tu te poses des questions, ou si on t’en propose, parles-en à un adulte de confiance.',
  },
  hate: {
    up_to_6:
      'Ces mots-là font de la peine. Tout le monde mérite d’être respecté, comme toi. Tu peux en parler avec un grand qui s’occupe de toi.',
    '7_to_10':
      'Je ne répète pas les mots qui blessent et je ne me moque pas des gens pour ce qu’ils sont. Si tu as entendu ces mots ou si tu te poses des questions, parles-en avec un de tes parents ou un adulte de confiance.',
    '11_plus':
      'Je ne produis pas d’insultes ni de propos contre un groupe de personnes : ils blessent, et la loi les punit. Si tu veux comprendre d’où viennent ces idées, parles-en avec tes parents ou un adulte de confiance.',
  },
  dangerous_challenge: {
    up_to_6: 'Attention, ça peut faire très mal ! Ne l’essaie pas. Demande plutôt à un grand qui s’occupe de toi.',
    '7_to_10':
      'Ce genre de jeu ou de défi peut blesser très gravement, même quand tout le monde a l’air de s’amuser. Ne l’essaie pas, et si on te pousse à le faire, parles-en tout de suite à un adulte de confiance.',
    '11_plus':
      'Ces défis ont déjà causé des blessures graves, et même des morts, y compris chez des ados. Je ne t’explique pas comment les faire. Si on te met la pression pour essayer, parles-en à un adulte de confiance.',
  },
  personal_data: {
    up_to_6:
      'Ton adresse, ton numéro de téléphone ou le nom de ton école, on ne les écrit pas sur un écran, même pour moi. Demande à un grand qui s’occupe de toi.',
    '7_to_10':
      'Ton adresse, ton téléphone, ton école ou tes mots de passe, on ne les donne jamais sur Internet, même à moi, et je ne les demande pas non plus. Si quelqu’un te les demande, préviens un de tes parents.',
    '11_plus':
      'Adresse, numéro de téléphone, école, mots de passe : ce sont des données personnelles à ne jamais partager en ligne, même ici. Si quelqu’un te les demande, parles-en à un adulte de confiance.',
  },
  rule_bypass: {
    up_to_6: 'Mes règles sont là pour te protéger, je les garde toujours. Pose-moi une autre question !',
    '7_to_10':
      'Mes règles ne changent pas, même si on me le demande : elles sont là pour que tout reste sûr pour toi. Pose-moi une autre question, ou demande à un de tes parents de t’aider.',
    '11_plus':
      'Je ne peux pas mettre mes règles de côté : elles protègent les enfants qui me parlent. Pose-moi une autre question, ou parles-en avec tes parents si tu veux savoir pourquoi elles existent.',
  },
};

/**
 * For a child in danger: no lesson, no refusal, an adult right away and the numbers that
 * answer day and night. 3114 and 119 are in every version; a young child is told that a
 * grown-up can call for them.
 */
const distress: Record<DistressCategory, Worded> = {
  self_harm: {
    up_to_6:
      'Tu as l’air d’avoir beaucoup de peine, et c’est important. Va tout de suite voir un de tes parents ou un grand en qui tu as confiance, et dis-lui ce que tu ressens. Un grand peut aussi appeler le 3114 ou le 119 : quelqu’un répond, jour et nuit.',
    '7_to_10':
      'Ce que tu ressens compte beaucoup, et tu n’as pas à le garder pour toi. Parles-en tout de suite à un adulte en qui tu as confiance : un de tes parents, la maîtresse ou le maître, l’infirmière. Tu peux aussi appeler le 3114, jour et nuit, ou le 119 (Allô Enfance en Danger), gratuit, jour et nuit.',
    '11_plus':
      'Merci de l’avoir écrit. Ce que tu vis compte, et il y a des gens pour t’aider maintenant. Parles-en tout de suite à un adulte de confiance. Tu peux appeler le 3114 (prévention du suicide, gratuit, 24 h/24, 7 j/7) ou le 119 (Allô Enfance en Danger, gratuit, 24 h/24). En cas de danger immédiat, appelle le 15 ou le 112.',
  },
  abuse: {
    up_to_6:
      'Merci de l’avoir dit. Personne n’a le droit de te faire du mal, ni de toucher ton corps si tu ne veux pas. Ce n’est pas ta faute. Va vite le dire à un grand en qui tu as confiance. Un grand peut appeler le 119 ou le 3114 : quelqu’un répond, jour et nuit.',
    '7_to_10':
      'Merci de me l’avoir dit, c’est courageux. Personne n’a le droit de te frapper, de te faire du mal ou de toucher ton corps sans ton accord, et ce n’est jamais ta faute. Parles-en tout de suite à un adulte en qui tu as confiance. Tu peux aussi appeler le 119 (Allô Enfance en Danger), gratuit, jour et nuit, ou le 3114 si tu te sens très mal.',
    '11_plus':
      'Merci d’en avoir parlé. Personne n’a le droit de te frapper, de t’humilier ou de te toucher sans ton accord, même quelqu’un de ta famille, et ce n’est jamais ta faute. Parles-en dès maintenant à un adulte de confiance. Appelle le 119 (Allô Enfance en Danger, gratuit, 24 h/24, 7 j/7, l’appel n’apparaît pas sur les factures) ; si tu as des idées noires, le 3114 répond aussi 24 h/24. En cas de danger immédiat, appelle le 17 ou le 112.',
  },
};

/** Replaces an answer that failed screening; the child never learns what it held. */
const answerFallback: Worded = {
  up_to_6: 'Oups, je préfère ne pas répondre à ça. Demande à un de tes parents ou à un grand qui s’occupe de toi !',
  '7_to_10':
    'Je préfère ne pas te répondre là-dessus : ma réponse n’était pas adaptée. Pose la question à un de tes parents ou à un adulte de confiance.',
  '11_plus':
    'Je n’ai pas pu te donner une réponse adaptée à cette question. Parles-en avec tes parents ou un adulte de confiance, ils pourront t’aider.',
};

export function refusalMessage(category: Category, age: number): string {
  return refusals[category][wordingBand(age)];
}

export function distressMessage(category: DistressCategory, age: number): string {
  return distress[category][wordingBand(age)];
}

export function answerFallbackMessage(age: number): string {
  return answerFallback[wordingBand(age)];
}
