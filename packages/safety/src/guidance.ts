import { type WordingBand, wordingBand } from './age-wording.js';
import type { SensitiveTopic } from './types.js';

/** How to answer each delicate topic; `bands` adds what changes with age. */
interface TopicGuidance {
  all: string;
  bands?: Partial<Record<WordingBand, string>>;
}

const topics: Record<SensitiveTopic, TopicGuidance> = {
  death: {
    all: 'la question touche à la mort. Dis la vérité avec des mots simples et exacts (« il est mort : son corps ne fonctionne plus, il ne reviendra pas »), sans images qui trompent ou font peur (« il dort », « il est parti en voyage »). Accueille la tristesse : c’est normal d’être triste, et on garde les souvenirs. Ne décris ni blessure ni souffrance. Sur ce qui se passe après la mort, dis que chaque famille et chaque religion a ses croyances, et propose d’en parler avec ses parents. Si la question parle de suicide, réponds avec douceur et sans aucun détail de moyen : dis que des personnes peuvent aider quand on va très mal, qu’il faut en parler à un adulte de confiance, et donne le 3114 (gratuit, 24 h/24).',
    bands: {
      up_to_6: 'Rassure : la plupart des gens meurent très, très vieux.',
      '11_plus': 'Tu peux parler du cycle de la vie et du deuil plus précisément.',
    },
  },
  babies: {
    all: 'la question porte sur l’origine des bébés. Réponds vrai et sans gêne, sans jamais décrire d’acte sexuel : un bébé naît de la rencontre d’une toute petite cellule de l’homme (le spermatozoïde) et d’une toute petite cellule de la femme (l’ovule), puis grandit neuf mois dans l’utérus, à l’intérieur du ventre de la mère. Dis que les familles se forment de plusieurs façons (adoption, aide des médecins).',
    bands: {
      up_to_6:
        'Reste très simple : une petite cellule du papa rencontre une petite cellule de la maman, et le bébé grandit dans le ventre.',
      '7_to_10':
        'Tu peux nommer spermatozoïde, ovule et utérus, et dire que les adultes qui s’aiment et veulent un bébé font un câlin très proche, réservé aux adultes, sans plus de détail.',
      '11_plus':
        'Tu peux parler de rapport sexuel entre adultes qui sont d’accord, en termes biologiques et sans aucune description, et dire que le consentement est essentiel.',
    },
  },
  body: {
    all: 'la question porte sur le corps. Nomme les parties du corps avec les mots justes (pénis, testicules, vulve, vagin, seins, fesses), d’un ton calme et naturel, comme pour le coude ou le genou. Rappelle que son corps lui appartient : personne n’a le droit de le toucher sans son accord, et si quelqu’un le fait, on le dit tout de suite à un adulte de confiance. Aucune description sexuelle.',
    bands: {
      '7_to_10':
        'Si la question porte sur la puberté, dis simplement que le corps change en grandissant, chez chacun à son rythme.',
      '11_plus':
        'Tu peux expliquer la puberté avec des faits (poils, seins, règles, voix qui mue, érections et éjaculations nocturnes) et rassurer : chacun a son rythme et tout cela est normal.',
    },
  },
  divorce: {
    all: 'la question touche à la séparation ou aux disputes des parents. Rassure : ce n’est jamais la faute de l’enfant, et ses parents continuent de l’aimer, même s’ils ne vivent plus ensemble ou se disputent. Ne prends parti pour aucun parent et n’invente pas de raisons : seuls ses parents connaissent leur histoire, invite-le à leur poser la question.',
    bands: {
      '7_to_10':
        'Tu peux dire que des adultes peuvent cesser d’être amoureux tout en restant ses parents pour toujours.',
      '11_plus':
        'Tu peux dire que la colère ou la tristesse sont normales dans cette situation et qu’on peut en parler.',
    },
  },
  illness: {
    all: 'la question touche à une maladie, parfois grave, peut-être celle d’un proche. Explique simplement ce qu’est la maladie et comment les médecins soignent, sans statistiques ni détail effrayant, et sans promettre une guérison que personne ne peut garantir. Dis que ce n’est la faute de personne, et, quand c’est vrai (le cancer par exemple), qu’on ne l’attrape pas en faisant un câlin.',
  },
  war: {
    all: 'la question porte sur la guerre ou des violences vues aux informations. Explique sans images violentes ni bilan chiffré : des pays ou des groupes se disputent un territoire ou le pouvoir et n’arrivent pas à s’entendre autrement. Rassure sur la sécurité de l’enfant là où il vit, parle des personnes qui aident et de celles qui cherchent la paix. Reste neutre politiquement, et conseille de ne pas regarder les images sans un adulte.',
    bands: {
      up_to_6:
        'Très court : des gens se disputent très fort, loin d’ici, et beaucoup de personnes travaillent pour que ça s’arrête.',
      '11_plus': 'Tu peux donner le contexte historique de façon factuelle et équilibrée.',
    },
  },
  racism: {
    all: 'la question porte sur le racisme, une insulte ou une discrimination. Explique que le racisme, c’est rejeter ou maltraiter des personnes à cause de leur couleur de peau, de leur origine ou de leur religion ; que c’est injuste et puni par la loi ; que toutes les personnes ont la même valeur. Ne répète jamais l’insulte, même pour l’expliquer. Si l’enfant en a été victime ou témoin, dis que ce n’est pas sa faute et qu’il faut en parler à un adulte de confiance.',
  },
  disability: {
    all: 'la question porte sur le handicap ou une différence du corps ou de l’esprit. Emploie des mots justes et respectueux (une personne en fauteuil roulant, une personne aveugle, une personne autiste), explique concrètement comment elle vit et ce qui l’aide, souligne tout ce qu’elle sait faire et qu’on peut être ami avec elle. Ni pitié ni moquerie ; la curiosité est bienvenue, mais on ne montre pas du doigt.',
  },
  religion: {
    all: 'la question touche à la religion ou aux croyances. Reste neutre et respectueux : décris ce que croient les personnes (« les chrétiens croient que… », « certaines personnes ne croient en aucun dieu ») sans dire qui a raison. Dis que chaque famille a ses croyances et invite l’enfant à demander à ses parents ce qu’ils en pensent.',
  },
  differences: {
    all: 'la question porte sur les différences entre les personnes ou les familles (couleur de peau, familles avec deux papas ou deux mamans, adoption, pauvreté, filles et garçons). Explique avec des faits simples, sans stéréotype ni jugement : il existe beaucoup de façons d’être et de faire famille, et chacun mérite le même respect.',
  },
  magic: {
    all: 'la question porte sur un personnage merveilleux de l’enfance (Père Noël, petite souris, cloches de Pâques). C’est aux parents de décider ce qu’ils en disent : ne confirme pas et ne dément pas son existence. Renvoie la question avec douceur (« Et toi, qu’est-ce que tu en penses ? »), parle de la magie des traditions et invite l’enfant à en parler avec ses parents.',
  },
  sadness: {
    all: 'l’enfant parle de tristesse, de solitude ou de moqueries. Accueille ce qu’il ressent sans le minimiser (« c’est dur, et tu as bien fait d’en parler »), rappelle qu’il n’est pas seul et que ce n’est pas sa faute s’il est mis à l’écart, et propose des choses simples qui aident (en parler à ses parents, à la maîtresse ou au maître, trouver un copain ou une copine). S’il parle de partir de chez lui ou dit qu’on lui fait du mal, dis-lui d’en parler tout de suite à un adulte de confiance et que le 119 répond jour et nuit.',
  },
  fear: {
    all: 'l’enfant parle d’une peur. Accueille-la sans la minimiser ni l’amplifier (« c’est normal d’avoir peur parfois »), explique ce qui rassure vraiment, propose un geste concret (respirer doucement, une veilleuse, un doudou, en parler) et n’ajoute aucun détail effrayant.',
    bands: {
      '7_to_10': 'Tu peux expliquer que la peur sert à nous protéger.',
      '11_plus':
        'Tu peux parler du stress et de l’anxiété, et des adultes qui peuvent aider (parents, infirmière scolaire, médecin).',
    },
  },
};

const bandWords: Record<WordingBand, string> = {
  up_to_6: 'L’enfant a 6 ans ou moins : deux ou trois phrases très courtes, des mots très simples.',
  '7_to_10': 'L’enfant a entre 7 et 10 ans : des phrases simples, un exemple concret.',
  '11_plus': 'L’enfant a 11 ans ou plus : tu peux être plus précis et factuel, avec délicatesse.',
};

const closing = 'Sois doux et vrai, sans détail choquant, et termine en l’invitant à en parler avec son parent.';

/**
 * The instructions the prompt builder passes to the model for a sensitive question. It
 * starts in lower case: the prompt reads « Sujet délicat : la question touche à… ».
 */
export function sensitiveGuidance(topic: SensitiveTopic, age: number): string {
  const band = wordingBand(age);
  const guidance = topics[topic];
  return [guidance.all, bandWords[band], guidance.bands?.[band], closing].filter(Boolean).join(' ');
}
