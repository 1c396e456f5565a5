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
  illegal: {
    up_to_6:
      'Ça, ce n’est pas permis, et je ne peux pas t’aider à le faire. Demande à un grand qui s’occupe de toi : il t’expliquera pourquoi.',
    '7_to_10':
      'Je ne peux pas t’aider à faire quelque chose d’interdit, comme prendre ce qui n’est pas à toi, tricher ou entrer dans le compte de quelqu’un. Si quelque chose te tracasse, parles-en avec un de tes parents ou un adulte de confiance.',
    '11_plus':
      'Je n’aide pas à voler, pirater, imiter une signature ou contourner la loi : ça peut avoir de vraies conséquences, pour toi comme pour les autres. Si tu es dans une situation difficile, parles-en à un adulte de confiance : il peut t’aider à trouver une solution.',
  },
  secrecy: {
    up_to_6:
      'Je ne garde pas de secrets pour tes parents, et je n’aide pas à leur cacher des choses. Tu peux tout leur dire : ils sont là pour t’aider.',
    '7_to_10':
      'Je ne peux pas t’aider à cacher quelque chose à tes parents. Même quand c’est difficile à dire, en parler avec eux ou avec un adulte de confiance arrange souvent les choses. Et si quelqu’un te demande de garder un secret qui te met mal à l’aise, dis-le tout de suite à un adulte.',
    '11_plus':
      'Je ne t’aide pas à cacher des choses à tes parents ni à effacer tes traces. Si c’est difficile d’en parler avec eux, un autre adulte de confiance peut t’aider à trouver les mots. Et si quelqu’un te demande de garder un secret qui te met mal à l’aise, ce n’est pas normal : parles-en.',
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
  grooming: {
    up_to_6:
      'Merci de l’avoir dit. Un grand qui demande des photos ou des secrets à un enfant, ce n’est pas normal, même s’il est gentil. Ne lui réponds plus et va tout de suite le dire à un de tes parents ou à un grand en qui tu as confiance. Un grand peut appeler le 119 ou le 3114 : quelqu’un répond, jour et nuit.',
    '7_to_10':
      'Merci de me l’avoir dit, tu as bien fait. Un adulte ou un inconnu qui te demande des photos, ton adresse, un rendez-vous ou de garder un secret, ce n’est pas normal, même s’il est gentil ou te fait des cadeaux. N’envoie rien, ne va pas le voir, et montre tout de suite la conversation à un de tes parents ou à un adulte de confiance. Tu peux aussi appeler le 119 (Allô Enfance en Danger), gratuit, jour et nuit, ou le 3114 si tu te sens très mal.',
    '11_plus':
      'Tu as bien fait d’en parler. Quelqu’un qui te demande des photos, un rendez-vous ou le secret, même s’il dit avoir ton âge ou être amoureux, cherche à te manipuler, et ce n’est jamais ta faute. N’envoie rien, ne le rencontre pas, garde la conversation et montre-la tout de suite à un adulte de confiance. Appelle le 119 (Allô Enfance en Danger, gratuit, 24 h/24) ; le 3018 aide aussi pour ce qui se passe en ligne, et le 3114 répond si tu te sens très mal. En cas de danger immédiat, appelle le 17 ou le 112.',
  },
  eating: {
    up_to_6:
      'Ton corps a besoin de manger pour grandir et pour jouer, et il est très bien comme il est. Si manger te rend triste ou te fait peur, va vite le dire à un de tes parents ou à un grand en qui tu as confiance. Un grand peut appeler le 119 ou le 3114 : quelqu’un répond, jour et nuit.',
    '7_to_10':
      'Ce que tu ressens est important. Ton corps a besoin de manger pour grandir, et il n’a pas à ressembler à celui des autres. Si tu n’arrives plus à manger, si tu te fais vomir ou si tu as peur de grossir, parles-en tout de suite à un de tes parents, à l’infirmière ou à un adulte de confiance. Tu peux aussi appeler le 119 (Allô Enfance en Danger), gratuit, jour et nuit, ou le 3114 si tu te sens très mal.',
    '11_plus':
      'Merci de l’avoir écrit. Sauter des repas, se faire vomir ou avoir peur de grossir au point d’y penser tout le temps, ce sont des signes à prendre au sérieux, et ça se soigne. Parles-en dès maintenant à un adulte de confiance ou à un médecin : tu n’as pas à garder ça pour toi. Tu peux appeler le 3114 (gratuit, 24 h/24, 7 j/7) si tu te sens très mal, ou le 119 (Allô Enfance en Danger, gratuit, 24 h/24).',
  },
  bullying: {
    up_to_6:
      'Merci de l’avoir dit. Personne n’a le droit de te faire du mal ou de se moquer de toi tout le temps, et ce n’est pas ta faute. Va vite le dire à un de tes parents, à la maîtresse ou au maître. Un grand peut appeler le 119 ou le 3114 : quelqu’un répond, jour et nuit.',
    '7_to_10':
      'Ce que tu vis est injuste, et ce n’est pas ta faute. Personne n’a le droit de te harceler, ni à l’école ni sur Internet. Parles-en tout de suite à un de tes parents, à ta maîtresse ou à ton maître, ou à un adulte de confiance : ils peuvent faire arrêter ça. Tu peux appeler le 3018 (contre le harcèlement, gratuit), le 119 (Allô Enfance en Danger), jour et nuit, ou le 3114 si tu te sens très mal.',
    '11_plus':
      'Merci d’en avoir parlé. Le harcèlement n’est jamais de ta faute, et il peut s’arrêter : tu n’as pas à le supporter sans aide. Parles-en dès maintenant à un adulte de confiance (un parent, un CPE, un professeur, l’infirmière scolaire). Le 3018 aide contre le harcèlement, à l’école comme en ligne, gratuitement ; le 119 répond 24 h/24 ; et si tu as des idées noires, appelle le 3114, gratuit, 24 h/24, 7 j/7.',
  },
  runaway: {
    up_to_6:
      'Tu as envie de partir ? Ça veut dire que quelque chose te fait de la peine. Partir tout seul dehors, c’est dangereux : va vite le dire à un grand en qui tu as confiance, il va t’aider. Un grand peut appeler le 119 ou le 3114 : quelqu’un répond, jour et nuit.',
    '7_to_10':
      'Si tu as envie de partir de chez toi, c’est que quelque chose ne va pas, et c’est important. Partir seul dehors est dangereux : parles-en plutôt tout de suite à un adulte en qui tu as confiance (un parent, un grand-parent, la maîtresse ou le maître). Si tu as peur chez toi, appelle le 119 (Allô Enfance en Danger), gratuit, jour et nuit. Et si tu te sens très mal, le 3114 répond aussi.',
    '11_plus':
      'Avoir envie de fuguer, c’est souvent le signe que quelque chose est devenu trop lourd. Partir te mettrait en danger, mais tu n’as pas à rester sans aide : parles-en dès maintenant à un adulte de confiance. Le 119 (Allô Enfance en Danger, gratuit, 24 h/24) écoute les jeunes qui veulent partir ou qui ont peur chez eux ; le 3114 répond si tu as des idées noires. En cas de danger immédiat, appelle le 17 ou le 112.',
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

/**
 * What an engine that knows no answer says to a message that still carries a sign of distress
 * (sadness, fear, a worry the screening let through): never "je ne sais pas", but an adult
 * to talk to and the numbers that answer day and night.
 */
const checkIn: Worded = {
  up_to_6:
    'Merci de me l’avoir dit. Ce que tu ressens est important : va vite en parler à un de tes parents ou à un grand en qui tu as confiance, il va t’écouter. Et si un jour tu te sens très mal, un grand peut appeler le 3114 ou le 119 : quelqu’un répond, jour et nuit.',
  '7_to_10':
    'Merci de me l’avoir écrit. Ce que tu ressens compte beaucoup, et tu n’as pas à le garder pour toi : parles-en tout de suite à un de tes parents ou à un adulte de confiance, il saura t’écouter et t’aider. Si tu te sens très mal, ou si quelqu’un te fait du mal, tu peux appeler le 3114 ou le 119 (Allô Enfance en Danger), gratuits, jour et nuit.',
  '11_plus':
    'Merci de me l’avoir écrit. Ce que tu vis compte, et tu n’as pas à le porter seul ou seule : parles-en dès maintenant à un adulte de confiance (un parent, un professeur, l’infirmière scolaire). Si tu as des idées noires, ou si quelqu’un te fait du mal, le 3114 et le 119 répondent gratuitement, 24 h/24.',
};

export function checkInMessage(age: number): string {
  return checkIn[wordingBand(age)];
}

export function refusalMessage(category: Category, age: number): string {
  return refusals[category][wordingBand(age)];
}

export function distressMessage(category: DistressCategory, age: number): string {
  return distress[category][wordingBand(age)];
}

export function answerFallbackMessage(age: number): string {
  return answerFallback[wordingBand(age)];
}
