import type { RuleSpec } from '../engine.js';
import type { DistressCategory } from '../types.js';
import { anyOf } from '../phrases.js';
import { otherPeople, people, PEOPLE } from './lexicon.js';

const I_WANT =
  '(je veux|je voudrais|j’ai envie de|j’ai envie d’|j’aimerais|je préférerais|je préfère|des fois je veux)';

/** "Elle me fait mal" may be a tooth: a pronoun counts only with a verb that leaves no doubt. */
const pronouns = ['on', 'il', 'elle', 'ils', 'elles', 'les autres'];
const PRONOUNS = anyOf(pronouns);
const HARM =
  '(frappe|tape|bat|battent|cogne|cognent|gifle|giflent|enferme|enferment|attache|attachent|secoue|secouent|étrangle|menace|menacent|fait du mal|font du mal|a fait du mal|ont fait du mal|harcèle|harcèlent|rackette|rackettent)';
const INTIMATE =
  '(zizi|zézette|fesses|sexe|parties|partie intime|parties intimes|kiki|foufoune|seins|culotte|slip|pénis|vulve|en bas|là où|sous mes habits|sous ma culotte)';

/**
 * A child who may be in danger. Checked before anything else: "je veux mourir" must get
 * help even if the same message asks for something refused. A child afraid of dying
 * ("je ne veux pas mourir", "est-ce que je vais mourir") is asking about death instead.
 */
export const distressRules: RuleSpec<DistressCategory>[] = [
  {
    key: 'self_harm',
    phrases: [
      `${I_WANT} mourir !(de rire)`,
      `${I_WANT} (me tuer|me suicide|disparaître|en finir|plus vivre|ne plus vivre|plus être là|ne plus être là|plus exister|me faire du mal|me faire mal|me couper|me blesser|me pendre|me jeter|sauter par la fenêtre|sauter du pont|me noyer|dormir pour toujours|ne plus me réveiller|plus me réveiller|rejoindre papi|rejoindre mamie|être mort|être morte|m’étrangler|m’étouffer|arrêter de respirer)`,
      'je vais (me tuer|me suicide|me faire du mal|en finir|me pendre|me jeter)',
      'je (me coupe|me scarifie|me fais du mal|me griffe|me tape la tête|me frappe) !(les ongles|les cheveux|la frange)',
      'je me suis (coupé|coupée|fait du mal|blessé|blessée|brûlé|brûlée) (exprès|volontairement)',
      '(suicide|scarifi*|automutil*|me pendre|se pendre)',
      '(personne ne m’aime|personne m’aime|tout le monde me déteste|je me déteste|je sers à rien|je ne sers à rien|je suis de trop|je mérite de mourir|à quoi ça sert de vivre|à quoi sert de vivre|la vie ne sert à rien|la vie sert à rien|ma vie est nulle)',
      '(je veux|je vais|comment) … (avaler|prendre) (tous les|toute la boîte de|toute la boîte|plein de|beaucoup de|trop de) (médicaments|médicament|cachets|pilules)',
    ],
  },
  {
    key: 'abuse',
    phrases: [
      `${PEOPLE} (me|m’|m’a|ma|m’ont) (frappe|tape|bat|battu|battue|cogne|cogné|gifle|giflé|giflée|brûle|brûlé|enferme|enfermé|enfermée|attache|attaché|attachée|secoue|secoué|étrangle|étranglé|menace|menacé|fait mal|fait du mal|font mal|font du mal|harcèle|harcelé|rackette|rackettent)`,
      `${PRONOUNS} (me|m’|m’a|ma|m’ont) ${HARM}`,
      `${PEOPLE} (tape|frappe|bat|cogne|a tapé|a frappé|a battu) (maman|papa|ma mère|mon père)`,
      `${anyOf([...pronouns, ...people])} (me|m’|m’a|ma|m’ont) (touche|touché|touchée|touchent|caresse|caressé|regarde) … ${INTIMATE}`,
      '(me|m’|m’a|ma|m’ont) (touche|touché|touchée|touchent) … (et je n’aime pas|et j’aime pas|je n’aime pas ça|j’aime pas ça|et ça me fait peur|et j’ai peur|et je veux pas|et je ne veux pas|la nuit|quand je dors|en cachette|dans mon lit|sous la couette)',
      `${anyOf([...pronouns, ...people])} (me|m’) (fait|font|faisait|a fait) (des|un) (bisous|bisou|câlins|câlin|caresses|caresse|chatouilles|choses|trucs) … (et je n’aime pas|et j’aime pas|je n’aime pas ça|j’aime pas ça|bizarres|bizarre|et ça me fait peur|en cachette|quand je dors|la nuit)`,
      '(je me suis fait|je me fais|je me suis fais) (tape|frappe|battre|racketter|agresser|harceler|toucher)',
      '(je suis|j’ai été) (maltraité|maltraitée|agressé|agressée|violé|violée|harcelé|harcelée|racketté|rackettée)',
      '(m’a|ma|m’ont|on m’a) (violé|violée)',
      `${anyOf([...otherPeople, 'il', 'elle', 'on'])} (m’a|ma|me) (dit|demande|demandé) … (c’est notre secret|notre petit secret|un secret entre nous|de ne rien dire|de rien dire|de ne pas le dire|de pas le dire|ne le dis à personne|le dire à personne|une photo de moi|des photos de moi|de me déshabiller|de me mettre tout nu|de me mettre toute nue|de le toucher|de la toucher|de toucher son|garder un secret|garder le secret|que c’est un secret)`,
      '(un monsieur|une dame|un inconnu|une inconnue|quelqu’un|un adulte) … (me suit|me suivait|m’a suivi|m’a suivie|veut que je monte|voulait que je monte|m’a dit de monter|m’a proposé de monter|m’a proposé des bonbons|m’attend devant)',
      '(un monsieur|une dame|un inconnu|une inconnue|quelqu’un|un adulte|un garçon|une fille|un grand) (sur internet|dans un jeu|dans le jeu|en ligne|sur roblox|sur fortnite|sur minecraft|sur snap|sur tiktok) … (photo|photos|secret|rencontrer|se voir|me voir|adresse)',
    ],
  },
];
