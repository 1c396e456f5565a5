import type { RuleSpec } from '../engine.js';
import type { DistressCategory } from '../types.js';
import { anyOf } from '../phrases.js';
import {
  ADULTS,
  CHILD_NAMED,
  HIT_ME,
  ME,
  ONLINE_PLACES,
  PEOPLE,
  PRIVATE_PARTS,
  PRONOUNS,
  SIBLINGS,
  knownAdults,
  pronouns,
} from './lexicon.js';

/**
 * Wanting, planning or thinking, in the forms children use: "j'ai envie de", "je pense à",
 * "ce serait mieux si je…", "j'ai essayé de". An adverb may come between.
 */
const INTENT = `(${[
  'je veux',
  'je voudrais',
  'j’ai envie de',
  'j’ai envie d’',
  'j’ai trop envie de',
  'j’aimerais',
  'je préférerais',
  'je préfère',
  'je pense à',
  'je pense a',
  'je pense souvent à',
  'je pense tout le temps à',
  'je pense de plus en plus à',
  'j’y pense',
  'je songe à',
  'je rêve de',
  'ça me donne envie de',
  'je compte',
  'j’ai décidé de',
  'je prévois de',
  'j’ai prévu de',
  'il faut que je',
  'faut que je',
  'je devrais',
  'je ferais mieux de',
  'je mérite de',
  'je suis prêt à',
  'je suis prête à',
  'j’ai essayé de',
  'j’ai tenté de',
  'j’ai failli',
  'je peux',
  'est-ce que je peux',
  'j’ai le droit de',
  'je vais essayer de',
  'je vais finir par',
  'ça serait mieux de',
  'ce serait mieux de',
  'ce serait plus simple de',
  'envie de',
  'idée de',
  'idées de',
  'pensées de',
  'wanna',
  'i want to',
  'j’aurais préféré',
  'j’aurais aimé',
  'je préfèrerais',
  'je voulais',
  'j’ai juste envie de',
  'je veux juste',
  'ça me tente de',
  'je me demande comment ce serait de',
  'je me dis que je devrais',
  'je me vois',
  'je pense sérieusement à',
  'j’aimerai',
  'j’aimerai bien',
  'j’aimerais bien',
  'j’ai pensé à',
  'j’ai déjà pensé à',
  'j’ai cherché comment',
  'j’ai cherché des façons de',
  'des fois j’ai envie de',
  'parfois j’ai envie de',
].join(
  '|',
)}) (vraiment|juste|tellement|trop|souvent|parfois|des fois|encore|presque|un peu|bien|tout le temps|moi aussi|aussi|)`;

/** Dying, and ways of saying it, for oneself. "mourir" alone is also fear; it comes with an intent. */
const DIE =
  '(mourir|crever|me tuer|me suicide|me suicider|suicide|en finir|disparaître|disparaitre|plus vivre|ne plus vivre|pas vivre|plus être là|ne plus être là|plus exister|ne plus exister|partir pour toujours|dormir pour toujours|plus me réveiller|ne plus me réveiller|jamais me réveiller|ne jamais me réveiller|pas me réveiller|me faire du mal|me faire mal|me blesser|me couper|me scarifier|me pendre|me jeter|me noyer|me foutre en l’air|me flinguer|me buter|arrêter de vivre|arrêter de respirer|arrêter mon cœur|mettre fin à mes jours|mettre fin à ma vie|finir ma vie|être mort|être morte|mort|morte|ne jamais être né|ne jamais être née|jamais être né|jamais être née|sauter (du|de la|par la|d’un|d’une) (toit|pont|fenêtre|balcon|immeuble|falaise|étage)|tout arrêter|arrêter tout|partir pour de bon|en finir pour de bon|plus être vivant|plus être vivante|ne plus être vivant|ne plus être vivante|ne pas exister|pas exister|arrêter d’exister|plus jamais souffrir|ne plus souffrir|plus souffrir|ne plus rien ressentir|plus rien ressentir|m’endormir pour toujours|m’endormir et ne plus me réveiller|m’endormir et plus jamais me réveiller|m’endormir et ne jamais me réveiller|dormir et ne jamais me réveiller|dormir et jamais me réveiller|dormir et plus jamais me réveiller|dormir longtemps très longtemps|partir au ciel|aller au ciel|monter au ciel|aller au paradis|avoir un accident|avoir un gros accident|me faire écraser|me faire renverser|me jeter sous|me taper jusqu’à|leur rendre service|que tout s’arrête|que tout s’arrête pour de bon|en finir avec la vie|en finir avec tout|quitter ce monde|quitter la vie|rejoindre les anges)';

/** What a parent reports a child saying it wants, or the child says of itself in the third person. */
const SAYS_WANTS =
  '(veut|voudrait|aimerait|a envie de|pense à|parle de|dit qu’il veut|dit qu’elle veut|dit qu’il voudrait|dit qu’elle voudrait|dit qu’il aimerait|dit qu’elle aimerait|m’a dit qu’il voulait|m’a dit qu’elle voulait|répète qu’il veut|répète qu’elle veut|voulait|préférerait|préfère|veut juste|a demandé s’il pouvait|a demandé si elle pouvait|demande s’il peut|demande si elle peut|veulent)';

/** The same acts, said of someone else: "se tuer", "ne plus se réveiller". */
const DIE_SAID =
  '(mourir|se tuer|se suicider|se suicide|en finir|disparaître|plus vivre|ne plus vivre|plus être là|ne plus être là|plus être vivant|plus être vivante|ne plus être vivant|ne plus être vivante|partir au ciel|aller au ciel|monter au ciel|aller au paradis|dormir pour toujours|s’endormir pour toujours|ne plus se réveiller|plus se réveiller|jamais se réveiller|ne jamais se réveiller|s’endormir et ne plus jamais se réveiller|s’endormir et ne plus se réveiller|se faire du mal|se faire mal|se couper|se jeter|se pendre|être mort|être morte|ne plus exister|plus exister|mourir exprès|rejoindre|se noyer|sauter par la fenêtre|sauter du balcon|dormir longtemps)';

/** Acts that leave no doubt once "je vais" is said: "je vais mourir ?" may be fear, these are not. */
const SELF_KILL =
  '(me jeter sous (le|un|la|une) (train|rer|métro|bus|voiture|camion|tram)|prendre tous les (cachets|médicaments|médocs)|avaler tous les (cachets|médicaments|médocs)|me tuer|me suicide|me suicider|en finir|me pendre|me jeter|me foutre en l’air|me flinguer|me buter|sauter (du|de la|par la|d’un|d’une) (toit|pont|fenêtre|balcon|immeuble|falaise)|me noyer|me couper les veines|m’ouvrir les veines|disparaître pour toujours|partir pour toujours|plus être là|ne plus être là|mettre fin à mes jours|arrêter de vivre|me faire du mal)';

/** What makes a jump a game (a dangerous one: refused elsewhere), not a wish to die. */
const PLAY =
  '!(pour voler|avec un parapluie|avec une cape|comme superman|comme spiderman|comme batman|dans la piscine|dans l’eau|dans la mer|sur le trampoline|sur le lit|dans la neige|en parachute|pour rire|pour jouer|dans le jeu|à minecraft|dans minecraft|à fortnite)';

/** Someone who died, whom a child may want to join. */
const LOST = anyOf([
  'papi',
  'papy',
  'mamie',
  'mamy',
  'pépé',
  'mémé',
  'grand-père',
  'grand-mère',
  'mon grand-père',
  'ma grand-mère',
  'mon papa',
  'ma maman',
  'papa',
  'maman',
  'mon père',
  'ma mère',
  'mon frère',
  'ma sœur',
  'mon petit frère',
  'ma petite sœur',
  'mon chien',
  'mon chat',
  'mon lapin',
  'mon hamster',
  'mon doudou',
  'lui',
  'elle',
  'eux',
]);

const HARM_SELF =
  '(je me coupe|je me scarifie|je me fais du mal|je me fais mal exprès|je me griffe|je me brûle|je me tape la tête|je me cogne la tête|je me frappe|je m’arrache les cheveux|je m’arrache la peau|je me mords|je me pince|je me gratte jusqu’au sang|je me cut|je me blesse)';

/**
 * A child who may be in danger. Checked before anything else: "je veux mourir" must get help
 * even if the same message asks for something refused. A child afraid of dying ("je ne veux
 * pas mourir", "est-ce que je vais mourir") or asking what suicide is asks about death instead:
 * distress is what the child says of itself.
 */
export const distressRules: RuleSpec<DistressCategory>[] = [
  {
    key: 'self_harm',
    negatable: true,
    phrases: [
      '(s’étouffer|m’étouffer|s’étrangler|m’étrangler|se noyer|me noyer|s’asphyxier|m’asphyxier) (soi-même|moi-même|tout seul|toute seule|avec un oreiller|avec l’oreiller|avec mon oreiller|avec un sac|avec un coussin|avec une ceinture|avec une corde)',
      '(mon testament|j’ai fait mon testament|écrit mon testament|faire mon testament)',
      '(pas de raison|aucune raison|plus de raison|plus aucune raison) (que je continue|de continuer|de vivre|de rester|que je reste|que je vive|d’exister)',
      '(comment|comment on fait pour|comment faire pour|cmt) (arrêter|stopper) (son|mon|le) cœur',
      '(veine|veines|artère|artères) … (couper|trancher|ouvrir|coupe|tranche) … (poignet|poignets|cou|bras|marche)',
      '(couper|trancher|ouvrir) (la|les|une) (veine|veines|artère) (du|au|aux) (poignet|poignets|cou|bras)',
      '(comment|astuce pour|comment on fait pour) (se faire du mal|se faire mal|se couper|se scarifier|se griffer|se brûler|se taper)',
      '(sans que|pour que|pour pas que|pour ne pas que) … (voient|voie|voit|remarquent|remarque|captent|capte) (les|mes|ses|des) (marques|cicatrices|coupures|bleus|traces|entailles)',
      '(tous|toutes) (les|mes) (pilules|cachets|médicaments|médocs|comprimés|somnifères) (de|d’) (ma mère|mon père|maman|papa|mamie|papi|ma grand-mère|mon grand-père) … (ça fait quoi|qu’est-ce qui se passe|il se passe quoi|pour moi|asking for me)',
      '(comment|comment on fait pour|comment faire pour|comment je fais pour) (arrêter de respirer|ne plus respirer|ne plus me réveiller|ne plus se réveiller|plus jamais me réveiller|mourir|disparaître|partir) (pour toujours|pour de bon|définitivement|à jamais)',
      '(mon enterrement|mes funérailles|ma propre mort|mon propre enterrement|ma tombe)',
      '(le bon soir|le bon moment|le bon jour|le bon jour pour) … (médicaments|cachets|partir|pilules|corde|pont|sauter|le faire)',
      '(médicaments|cachets|pilules|médocs|corde|lame) … (j’attends|le bon soir|le bon moment|le moment venu)',
      `(il|elle) ${SAYS_WANTS} (vraiment|juste|tellement|souvent|encore|plus|) ${DIE_SAID} ${PLAY}`,
      '(il|elle) (se scarifie|se fait du mal|se tape la tête|se cogne la tête|se coupe les bras|se coupe le bras|se coupe les poignets|se coupe exprès|s’arrache les cheveux|s’arrache la peau)',
      `${CHILD_NAMED} … ${SAYS_WANTS} (vraiment|juste|tellement|souvent|encore|plus|)  ${DIE_SAID} ${PLAY}`,
      `${CHILD_NAMED} … (se coupe|se scarifie|se fait du mal|se fait mal exprès|se tape la tête|se cogne la tête|se frappe|se griffe|s’arrache les cheveux|s’arrache la peau|se brûle|se mord|se pince|se gratte jusqu’au sang) !(les ongles|les cheveux|la frange|en jouant|en tombant|en cuisinant|avec une feuille|par accident)`,
      `${CHILD_NAMED} … (s’est mis|s’est mise|se met|se mettait|a mis|met) (une|un|la|le|sa|son) (ceinture|corde|foulard|écharpe|lacet|sac plastique|sac) (autour du cou|autour de son cou|sur la tête|sur sa tête)`,
      '(ceinture|corde|foulard|écharpe|lacet|sac plastique|sac) (autour de|autour du|sur) (mon|ma|le|la) (cou|tête) … (partir|pour voir|mourir|pour de bon|serré|serrée|recommencer|étouffer|respirer)',
      `${INTENT} ${DIE} !(de rire|de faim|de froid|de chaud|de soif|de peur|de honte|d’ennui) ${PLAY}`,
      `(je vais|je vais aller|je m’en vais|jvais|je vais bientôt|demain je vais|ce soir je vais|bientôt je vais) ${SELF_KILL} ${PLAY}`,
      'je me suis (coupé|coupée|scarifié|scarifiée|fait du mal|brûlé|brûlée|blessé|blessée|griffé|griffée|tapé|tapée|frappé|frappée|mordu|mordue|pincé|pincée) (exprès|volontairement|pour avoir mal|pour me punir|pour oublier|quand je suis triste|avec|les bras|le bras|les poignets|le poignet|les cuisses|la cuisse|jusqu’au sang)',
      '(me|je me) (coupe|couper|scarifie|scarifier|griffe|griffer|brûle|brûler) (les bras|le bras|les poignets|le poignet|les cuisses|la peau|avec un cutter|avec une lame|avec un compas|avec un rasoir|avec des ciseaux|avec les ciseaux)',
      '(cacher|cache|caché|cachent) (mes|les|des) (coupures|cicatrices|marques|bleus) … (bras|poignets|cuisses|manches)',
      '(scarification|scarif|automutilation) (je|moi|me|j’)',
      '(je|moi|me|j’) … (scarifie|scarifier|automutile|automutiler)',
      '(me suicide|me suicider|je suicide)',
      '(idée|idées|pensée|pensées|envie|envies|tentative|plan) (de suicide|suicide|noires|de mourir|de me tuer|de disparaître)',
      '(je pense|j’y pense|je pense souvent|je pense tout le temps|je pense de plus en plus) (au suicide|à la mort|à mourir|à me tuer|à en finir|à disparaître)',
      '(personne ne m’aime|personne m’aime|personne ne m’aimerait|personne m’aimerait|tout le monde me déteste|tout le monde me hait|je me déteste|je me hais|je sers à rien|je ne sers à rien|je suis un poids|je suis une charge|je suis un fardeau|je suis une erreur|je suis de trop|je mérite de mourir|je mérite pas de vivre|je ne mérite pas de vivre|à quoi ça sert de vivre|à quoi sert de vivre|à quoi bon vivre|la vie ne sert à rien|la vie sert à rien|ma vie ne sert à rien|ma vie sert à rien|ma vie ne vaut rien|ma vie vaut rien|ma vie est nulle|ma vie est finie|je veux que tout s’arrête|que tout s’arrête|plus envie de vivre !(avec|chez|en|à|dans|là|ici|comme ça avec)|pas envie de vivre !(avec|chez|en|à|dans|là|ici)|plus envie de rien|marre de vivre|marre de la vie|fatigué de vivre|fatiguée de vivre|j’en peux plus de vivre|plus la force de vivre|je suis déjà mort|je suis déjà morte|pourquoi je suis encore en vie|pourquoi je suis né|pourquoi je suis née|pourquoi je vis|je suis encore en vie)',
      '(ils|elles|ma famille|mes parents|tout le monde|le monde|les gens|ma mère|mon père|maman|papa|mes potes|mes amis|ce serait|ça serait|ça sera|ce sera|la vie|la terre) … mieux sans moi',
      '(mieux si je suis mort|mieux si je suis morte|mieux si j’étais mort|mieux si j’étais morte|mieux si je n’étais plus là|mieux si j’étais plus là|mieux si je mourais|mieux si je disparaissais|mieux si j’existais pas|mieux si je n’existais pas|mieux si j’étais jamais né|mieux si j’étais jamais née|leur laisser la place|laisser la place|personne ne me regrettera|personne me regrettera|personne va me regretter|personne ne va me regretter|personne remarquera|personne ne remarquera|personne le verra venir|ils vont regretter)',
      '(quand je serai mort|quand je serai morte|quand je serai plus là|quand je ne serai plus là|si je suis plus là|si je ne suis plus là|si je serai plus là|si j’étais plus là|si je n’étais plus là|si j’étais mort|si j’étais morte|si je mourais|je serai plus là|je ne serai plus là|j’en aurai plus besoin|je n’en aurai plus besoin|je n’en aurai bientôt plus besoin|plus besoin de mes affaires|prendre soin de mon|prends soin de mon)',
      '(lettre|mot|message|note|vidéo) (d’adieu|de goodbye|d’au revoir|pour dire adieu)',
      '(dire|dit|dis|dirai|j’ai dit) adieu (à|a) (tout le monde|mes parents|ma famille|mes amis|mon chien|mon chat|mes potes|maman|papa)',
      `(rejoindre|retrouver|aller avec|aller voir|aller retrouver|aller rejoindre|être avec|partir avec|jouer avec) ${LOST} (au ciel|au paradis|sous la terre|dans le ciel|là-haut|maintenant|tout de suite|moi aussi|ce soir)`,
      `(je veux|je voudrais|j’ai envie de|j’aimerais|je vais) (aller|partir|monter|être) (au ciel|au paradis|là-haut|sous la terre|dans le ciel|avec ${LOST}) (moi aussi|maintenant|tout de suite|avec|ce soir|pour toujours|pour le retrouver|pour la retrouver|pour les retrouver|)`,
      '(comment|combien|quelle quantité|quelle dose|quelle hauteur|combien de temps|combien de cachets|combien de médicaments|combien de pilules|c’est quoi la méthode|la meilleure méthode|la méthode la moins|le moyen le plus) … (mourir|pour mourir|pour en finir|mortel|mortelle|mortels|pas survivre|ne pas survivre|pour ne plus se réveiller|pour plus se réveiller|sans souffrir|sans avoir mal|sans douleur|sans rater|pas se rater|ne pas se rater|se tuer|se suicider|se pendre|overdose|faire une overdose) !(mon sims|ma sims|mes sims|son sims|les sims|un sims|mon perso|mon personnage|mon tamagotchi|dans le jeu|dans minecraft|dans les sims|de vieillesse)',
      '(sans rater|pour pas me rater|sans me rater|pour ne pas me rater|méthode la moins douloureuse|moins douloureux pour mourir)',
      '(si je|quand je) (saute|sautais|me jette|me jetais) (du|de la|par la|d’un|d’une) (toit|pont|fenêtre|balcon|immeuble|falaise|étage)',
      '(avaler|prendre|manger|boire) (tous les|toute la boîte|toute la plaquette|tous mes|plein de|beaucoup de|trop de|une boîte de|la boîte de) (médicaments|médicament|cachets|pilules|comprimés|doliprane|somnifères)',
      '(si je|si j’|est-ce que je|je vais) … (bois|mange|avale|boire|manger|avaler) … (javel|mort aux rats|poison|détergent|antigel|produit|médicaments de|cachets de) … (mourir|mort|effet|rapide|marche|tuer|arrêter)',
      '(je vais|jvais) (ff|rage quit|quitter) (la vie|ce monde|le game de la vie|ce week-end|ce soir|demain)',
      '(corde|nœud|noeud) … (pendre|se pendre|me pendre|pendaison)',
      '(pilules|cachets|médicaments|médocs|doliprane|comprimés|somnifères) (de|d’|dans) (ma mère|mon père|mamie|papi|ma grand-mère|mon grand-père|la pharmacie|l’armoire|maman|papa|ma mamie|mon papi|mes parents) … (d’un coup|tous|toutes|plein|beaucoup|pour toujours|mourir|tuer|peuvent tuer|m’endormir|samedi|ce soir|demain|en prends|j’en prends|je prends)',
      '(tous|toutes) (les|mes) (pilules|cachets|médicaments|médocs|comprimés|somnifères) … (d’un coup|en même temps|ce soir|samedi|demain|pendant qu’elle|pendant qu’il|pour dormir|pour toujours)',
      '(combien|quelle quantité|quelle dose|cb|combien de) … (cachets|doliprane|médicaments|pilules|comprimés|paracétamol|médocs|somnifères|dafalgan|ibuprofène) … (faut|il faut|pour|tuer|mourir|dormir pour toujours|mortel|mortelle|pour pas se réveiller|pour ne pas se réveiller)',
      '(hauteur|mètres|étages|étage) … (pour ne pas survivre|pour pas survivre|ne pas survivre|pas survivre|pour que ce soit sûr|pour être sûr|pour être sûre|pour mourir|mortel|mortelle|c’est sûr|pour pas se rater|sans se rater)',
      '(lame|lames|rasoir|cutter) … (pour moi|me couper|sans que|cacher)',
      '(me jette|me jeter|je me jette|sauter|je saute|me lancer) sous (le|un|la|une) (train|rer|métro|bus|voiture|camion|tram|tramway)',
      '(relapse|rechute|rechuter|clean depuis) … (couper|coupe|lame|scarif*|cicatrices|bras|boîte|jours|semaines)',
      '(barcodes|barcode)',
      '(traits|entailles|entaille|marques|griffures|coupures) (sur|à|au|aux) (le|la|les|mon|ma|mes|) (bras|ventre|cuisses|cuisse|poignets|poignet|peau|jambes|jambe|avant-bras)',
      '(je veux que|j’aimerais que) (mes|les) (cicatrices|coupures|marques|bleus) … (profondes|se voient|voient)',
      '(appuie|j’appuie|je tape|je me tape) … (exprès|pour avoir mal|jusqu’à|jusqu’au sang)',
      '(plus|pu|pas|aucun|sans) d’espoir',
      '(ça fait quoi|ça fait mal|on sent quoi|qu’est-ce qu’on ressent|ça fait comment|c’est comment|on ressent quoi) (de|quand on|si on|quand tu|si tu) (s’ouvrir les veines|s’ouvre les veines|se couper les veines|se coupe les veines|se taillader|se scarifier|se scarifie|se pendre|se pend|se tirer une balle|se jeter sous un train|sauter d’un pont|sauter du toit|faire une overdose|fait une overdose|s’étrangler)',
      '(pourquoi|pk|pq) je suis (encore|toujours) (là|la|en vie|vivant|vivante) !(à|au|en|chez|dans|devant|avec|pour)',
      '(j’ai rien demandé|j’ai pas demandé à naître|j’ai jamais demandé à naître|j’ai pas demandé à vivre|j’ai jamais demandé à vivre|j’ai jamais demandé à être là)',
      '(ça sert à quoi|ça sert à rien|à quoi bon|pourquoi) (de|) (continuer|vivre|me lever|rester en vie|être en vie|exister)',
      '(je vois plus|je ne vois plus|je vois pas|je ne vois pas|il n’y a pas|y a pas|aucune) (de|d’|) (sortie|issue|solution|fin) … (à part|sauf|que|mourir|partir|en finir|disparaître)',
      '(plus heureux|plus heureuse|plus heureuses|plus contents|plus contente|plus content|tranquilles) sans moi',
      '(bouche de moins|débarrassés de moi|débarrassé de moi|débarrasser de moi|se débarrasser de moi|je gâche (la vie|tout)|je suis un boulet|je suis un déchet|je suis une merde|je mérite de souffrir|je dois avoir mal|je dois souffrir|pour me punir|me punir d’exister)',
      '(j’aurais préféré|j’aurais aimé|j’aimerais|je voudrais) (ne jamais|jamais|ne pas|pas) (être né|être née|naître|exister|être là)',
      '(c’est décidé|j’ai tout prévu|tout est prévu|j’ai choisi le jour|j’ai choisi la date|j’ai le courage|pour quand j’aurai le courage|quand j’aurai le courage)',
      '(si jamais il m’arrivait quelque chose|s’il m’arrive quelque chose|s’il m’arrivait quelque chose)',
      '(dites|dis) (à|a) (ma|mon|mes) … (que je l’aime|que je les aime|que je suis désolé|que je suis désolée|pardon|adieu)',
    ],
  },
  {
    key: 'self_harm',
    phrases: [
      `${HARM_SELF} !(les ongles|la frange|les cheveux pour|les cheveux moi|une frange|en cuisinant|avec une feuille|par accident)`,
    ],
    // "Pourquoi le sang est rouge quand je me coupe": an accident, asked about.
    unless: [
      '(quand je me coupe|si je me coupe|quand on se coupe|si on se coupe|lorsque je me coupe|quand je me brûle|si je me brûle|quand je me cogne|si je me cogne|quand je me mords)',
    ],
  },
  {
    key: 'self_harm',
    // A way of dying asked about, then said to be asked for oneself: the question is the child's own.
    phrases: [
      '(se pendre|se pend|me pendre|me pend|pendu|pendue|pendaison|se suicider|se suicide|suicide|overdose|surdose|se noyer|se jeter|sauter d’un pont|sauter du pont|sauter par la fenêtre|sauter du toit|s’ouvrir les veines|se taillader|avaler des médicaments|avaler des cachets|avaler tous les|mourir sans souffrir|mourir sans douleur|mourir vite|mourir en dormant)',
    ],
    alsoNeeds: [
      '(je pose la question pour moi|je pose cette question pour moi|je demande pour moi|je demande ça pour moi|c’est pour moi que je demande|c’est pour moi que je pose|je demande pas pour un ami|je demande pas pour une amie|pas pour un ami c’est pour moi|question pour moi-même|je demande pour moi-même)',
    ],
  },
  {
    key: 'self_harm',
    // Putting one's affairs in order: each half alone is an ordinary sentence.
    phrases: [
      '(j’ai donné|je donne|je vais donner|j’ai rendu|je rends|j’ai tout rangé|je range tout|j’ai écrit une lettre|j’ai écrit des lettres|j’ai écrit un mot|j’ai laissé|je laisse|j’ai dit à|j’ai confié|g donné|g rendu|g tout rangé) (mes|mon|ma|toutes|tous|les|des|tout|une|un|à)',
    ],
    alsoNeeds: [
      '(après|plus besoin|plus là|pour toujours|le courage|adieu|au revoir|bientôt|je suis prêt|je suis prête|pour quand|quelque chose de moi|s’en occuper|prendre soin|quand je serai|ils la trouvent|ils les trouvent|la trouve|les trouve|on la trouve|avant de partir|pour de bon|il trouvera|elle trouvera|ils trouveront|gg la vie|j’ai perdu la vie|game over)',
    ],
  },
  {
    key: 'abuse',
    phrases: [
      '(menace de|menace de tout|veut|va) (poster|publier|balancer|montrer|envoyer|diffuser) (mes|ma|les|des|nos) (nudes|nude|photos|vidéos|photo|vidéo)',
      `${anyOf([...pronouns, ...knownAdults, 'le coach', 'mon coach', 'le prof de piano', 'mon prof de piano', 'le prof de sport', 'l’entraîneur'])} … ${ME} (touche|touché|touchée|touchent|caresse|caressé|caressée|met sa main|mis sa main|mettait sa main|met ses mains|met les mains|met son doigt|lèche|léché|frotte|embrasse|embrassé|a embrassé) … ${PRIVATE_PARTS}`,
      `${PRIVATE_PARTS} … (touche|touché|touchée|caresse|main|mains|doigt|doigts) … (le monsieur|un monsieur|mon oncle|le voisin|papa|mon père|mon beau-père|le coach|mon prof|le prof|l’entraîneur|tonton|papi|le grand|un grand|un homme|un adulte)`,
      '(main|mains|doigt|doigts) (sous|dans) (ma|mon|la|le|sa|son) (jupe|culotte|slip|short|pantalon|pyjama|t-shirt|robe|maillot|caleçon)',
      '(sur ses genoux|sur les genoux) … (main|mains|touche|bisous|bisou|caresse|culotte|jupe|short)',
      '(bisou|bisous) (sur la bouche|avec la langue|avec sa langue) … (langue|secret|normal chez les grands|quand elle est pas là|quand il est pas là|quand maman est pas là|quand papa est pas là|pas le dire|sa girlfriend)',
      '(vient|venait|rentre|rentrait|entre|entrait) dans (ma|mon|sa) (chambre|salle de bain|lit|douche) (la nuit|quand je dors|quand je me lave|quand je me change|quand je suis toute seule|quand je suis tout seul|quand maman dort|quand maman travaille) … (pas faire de bruit|secret|touche|regarde|dort avec|se couche|reste|longtemps)',
      '(girlfriend|copine|amoureuse|chérie|petite amie|boyfriend|amoureux|chéri) (secrète|secret|cachée|caché)',
      `${ADULTS} … (fait|fais|faire|faisait|me fait|m’a fait|me faisait) (des choses|des trucs) (quand on est seuls|quand on est seul|quand on est seules|quand maman est pas là|quand papa est pas là|quand il n’y a personne|dans la salle de bain|dans la chambre|le soir|la nuit|dans les vestiaires|pendant les cours|bizarres|bizarre)`,
      '(attouchements|attouché|attouchée|a t t o u c h e m e n t s)',
      `${anyOf([...knownAdults, 'il', 'un homme', 'un garçon plus grand'])} … (me a|m’a|ma|lui a|leur a|nous a|me|m’|lui|nous) (montré|montre|montrait|fait voir|sorti|baissé son pantalon et montré) (son|sa|ses) (zizi|zézette|sexe|pénis|fesses|parties|parties intimes|kiki|bite|quéquette|truc|machin)`,
      '(sinon il|sinon elle|sinon ils|ou il|ou elle|sinon) (les|la|le|va les|va la) (poste|postera|balance|balancera|publie|publiera|envoie|enverra|montre|montrera|diffuse|met en ligne|mettre en ligne)',
      '(photo|photos|nudes|nude|vidéo|vidéos) … (menace|menacé|chantage|sinon il|sinon elle|veut de l’argent|veut # euros|il la poste|il les poste|les balancer|la balancer|les publier|la publier)',
      `(me met|me mettent|m’a mis|m’a mise|me fout|m’a foutu|m’a foutue|me jette|m’a jeté|m’a jetée) (dehors|sur le balcon|à la porte|dans la rue) … (pyjama|la nuit|en slip|en culotte|sans manteau|quand il est énervé|quand elle est énervée|pour me punir|quand je fais pipi|tout seul|toute seule|le soir)`,
      '(me met|me mettent|me donne|me donnent|je prends|j’ai pris|je me prends|je me suis pris|je me suis prise) (des|une|un|de) (grosses|grandes|petites|) (baffes|baffe|claques|claque|gifles|gifle|coups|coup de poing|coups de poing|coup de pied|coups de pied|coups de ceinture|coup de ceinture|fessées|raclée|raclées|tartes|torgnoles|droites)',
      `${ME} (serre|serré|serrait|étrangle|étranglé|étranglait|tient|tenait|attrape|attrapé) (le|mon) (cou|gorge)`,
      `${ME} (met|mis|mettait|plonge|plongé|enfonce|tient|tenu) (la|ma) tête (sous l’eau|dans l’eau|dans la baignoire|dans le bain|dans les toilettes|contre le mur)`,
      `${PEOPLE} (va|vont|allait|va encore|vont encore|veut|voulait) ${ME} (frapper|taper|battre|cogner|gifler|enfermer|étrangler|faire du mal|faire mal|tabasser|noyer|brûler)`,
      `${anyOf([...knownAdults, 'il', 'elle', 'ils'])} … (a dit que si je|dit que si je|m’a dit que si je|menace que si je) (le dis|le disais|racontais|raconte|parle|parlais|le répète|en parle|le dis à) … (tuer|tuerait|tue|tuera|frapper|frapperait|me tapera|va me|mourir|plus jamais|punir|fera du mal|ferait du mal|va la|va le)`,
      '(peur de rentrer|pas rentrer|veux pas rentrer|je rentre pas) (à la maison|chez moi|ce soir) … (frapper|taper|va encore|crier|me faire|coups|battre|tuer|il boit|a bu|il va|elle va)',
      `(papa|mon père|mon beau-père|mon daron|le copain de maman|il) … (tape|frappe|bat|cogne|étrangle|a cassé le nez de|a cassé le bras de|a poussé|pousse|jette|a jeté|a cogné|cogné|tape contre|frappe contre) … (maman|ma mère|ma daronne|ma reum|elle) !(au jeu|aux cartes|aux échecs|à la console|à mario|au foot)`,
      '(se battent|se frappent|se tapent|bagarre) … (couteau|sang|saignait|saigne|cassé|bleus|police|ambulance|hôpital|cris|hurle|peur qu’il)',
      '(maman saignait|maman saigne|ma mère saignait|ma mère saigne|a pris un couteau|a sorti un couteau|avec un couteau sur maman)',
      `(me laisse|me laissent|nous laisse|nous laissent|je reste|on reste|je dois rester|je dois garder|je garde) (seul|seule|tout seul|toute seule|tous seuls|toutes seules|enfermé|enfermée|mes petits frères|mon petit frère|ma petite sœur|mes petites sœurs) … (la nuit|toute la nuit|des jours|plusieurs jours|des semaines|une semaine|tout le week-end|pendant des semaines|depuis|sans manger|rien à manger|frigo)`,
      '(maman revient pas|maman ne revient pas|papa revient pas|ma mère revient pas|mes parents reviennent pas|elle revient pas|personne revient|plus rien dans le frigo|pâtes crues|dors dans la voiture|dors dehors|me laisse plus rentrer|me laisse pas rentrer|laissent plus rentrer|mange dans les poubelles)',
      `(${PEOPLE.slice(1, -1)}|il|elle) … (me dit|m’a dit|me répète|me traite de|m’appelle|dit que je suis) … (que j’aurais jamais dû naître|jamais dû naître|jamais du naître|un déchet|une merde|un monstre|une erreur|une honte|qu’elle aurait dû m’abandonner|qu’il aurait dû m’abandonner|aurait dû avorter|sale chienne|sale chien)`,

      `${PEOPLE} ${HIT_ME}`,
      `${PRONOUNS} ${HIT_ME} !(des poils|des boutons|des dents|des cheveux|de la barbe|des seins|des ongles|des poils partout|au jeu|aux jeux|à la console|à la bagarre pour rire)`,
      `${PEOPLE} (tape|frappe|bat|cogne|a tapé|a frappé|a battu|étrangle|menace|a giflé|gifle|pousse|jette) (maman|papa|ma mère|mon père|ma sœur|mon frère|mon petit frère|ma petite sœur|ma mère et moi|maman et moi)`,
      '(menace|menacé|a menacé|menacer|dit qu’il va|dit qu’elle va|a dit qu’il allait|a dit qu’elle allait) (de|) (nous tuer|me tuer|la tuer|le tuer|tuer maman|tuer papa|tous nous tuer)',
      `${anyOf([...pronouns, ...knownAdults])} (me|m’) (touche|touché|touchée|touchent|caresse|caressé|regarde|filme|filmé|photographie|prend en photo|déshabille|déshabillé|frotte|lèche|embrasse) … ${PRIVATE_PARTS}`,
      `(me|m’) (touche|touché|touchée|touchent|caresse|caressent) … (et je n’aime pas|et j’aime pas|je n’aime pas ça|j’aime pas ça|ça me fait peur|j’ai peur|je veux pas|je ne veux pas|la nuit|quand je dors|en cachette|dans mon lit|sous la couette|sous les habits|sous mes habits|sous le short|sous la culotte|sous le pyjama)`,
      `${ADULTS} (me|m’) (fait|font|faisait|a fait) (des|un) (bisous|bisou|câlins|câlin|caresses|caresse|chatouilles|choses|trucs|massages|massage) … (et je n’aime pas|et j’aime pas|je n’aime pas ça|j’aime pas ça|bizarres|bizarre|et ça me fait peur|en cachette|quand je dors|la nuit|sous|sur la bouche|pas le droit|personne|secret)`,
      `${ADULTS} … (fait|font|faisait|fais|faire) (des choses|des trucs) (sexuelles|sexuels|bizarres|de grands|d’adultes|que je veux pas|que je voulais pas|qui font mal|pas normales|cochonnes)`,
      `${ADULTS} … (dort|dormir|dormait|se met|se couche|vient dans mon lit|prend son bain|prend sa douche) (avec moi|dans mon lit) … (tout nu|toute nue|sans habits|sans pyjama|nus)`,
      '(photo|photos|vidéo|vidéos) de moi … (tout nu|toute nue|sans habits|de mes fesses|de mon zizi|de ma zézette|quand je me lave|sous la douche|dans le bain|dans la douche|en culotte|en slip)',
      `${anyOf([...pronouns, ...knownAdults])} … (me|m’) (filme|filmé|filmait|prend en photo|pris en photo|prenait en photo|photographie|photographié|prend des photos|prenait des photos|regarde) … (tout nu|toute nue|sans habits|mes fesses|mon zizi|ma zézette|quand je me lave|sous la douche|dans le bain|dans la douche|en culotte|en slip|quand je dors|quand je me change)`,
      '(me force|m’oblige|m’a forcé|m’a forcée|m’a obligé|m’a obligée|me forcent|m’obligent) (à|a) (le toucher|la toucher|toucher son|toucher sa|me déshabiller|me mettre tout nu|me mettre toute nue|regarder|faire des choses|faire des trucs|l’embrasser|le sucer|coucher)',
      `(fait mal|a fait mal|fais mal|faisait mal) (à|a|au|aux|sur|dans) ${PRIVATE_PARTS}`,
      '(je me suis fait|je me suis fais|je me fais|je me fait) (tape|taper|frappe|frapper|battre|racketter|agresser|harceler|toucher|violer|tabasser|gifler|enfermer)',
      '(je suis|j’ai été|j’ai ete) (maltraité|maltraitée|agressé|agressée|violé|violée|abusé|abusée|frappé|frappée|battu|battue|racketté|rackettée|tabassé|tabassée|attouché|attouchée)',
      '(me a|ma|me ont|on me a|il me a|elle me a) (violé|violée|agressé|agressée|abusé|abusée|forcé|forcée)',
      '(je|me|moi|j’ai|m’a|m’ont) … (violé|violée|attouché|attouchée|agressé sexuellement|agressée sexuellement|abusé|abusée)',
      `${anyOf([...knownAdults, 'il', 'elle', 'on', 'ils'])} (me|m’|me a|m’a|ma) (dit|demande|demandé|répète|répété|fait promettre) … (c’est notre secret|notre petit secret|un secret entre nous|notre secret|de ne rien dire|de rien dire|de ne pas le dire|de pas le dire|ne le dis à personne|le dire à personne|dis rien à personne|faut pas le dire|il faut rien dire|garder le secret|que c’est un secret|les autres n’ont pas besoin de savoir|personne ne doit savoir|sinon|de me déshabiller|de me mettre tout nu|de me mettre toute nue|de le toucher|de la toucher)`,
      '(enfermé|enfermée|enferment|enferme|m’enferme|m’enferment|me enferme|me met|me mettent|me mettait|me laisse) … (dans le placard|dans la cave|au grenier|dans le noir|dans ma chambre à clé|dehors la nuit|dans les toilettes|dans le garage|dans le coffre)',
      '(pas le droit de manger !(du|de la|des|de|d’|le|la|les|avant|entre|en classe|pendant|à|dans|sur)|pas le droit de sortir de ma chambre|me laisse pas manger|me laissent pas manger|me donne pas à manger|me donnent pas à manger|me prive de manger|me privent de manger|me prive de repas|privé de repas|privée de repas|rien à manger à la maison|rien à manger depuis|pas à manger depuis|frigo est vide|frigo vide depuis|le frigo est vide|pas mangé depuis|j’ai pas mangé depuis|je n’ai pas mangé depuis|on a plus rien à manger|seul à la maison depuis|seule à la maison depuis|tout seul à la maison plusieurs|toute seule à la maison plusieurs|tout seul depuis des jours|toute seule depuis des jours|personne s’occupe de moi|personne ne s’occupe de moi|personne me fait à manger|personne ne me fait à manger)',
      '(je dois|il faut que je) (cacher|couvrir|maquiller) (mes bleus|les bleus|mes marques|les marques|mon bleu|le bleu)',
      '(bleu|bleus|marques|traces|bosse) … (parce que|car|depuis que) … (mon père|ma mère|papa|maman|mon beau-père|ma belle-mère|il|elle) … (frappé|tapé|jeté|poussé|cogné|battu|tiré)',
    ],
    // Beaten at a game is not beaten.
    unless: [
      '(mario|mario kart|fortnite|minecraft|zelda|roblox|uno|échecs|aux échecs|aux cartes|au jeu|aux jeux|à la console|jeu vidéo|au foot|au tennis|au ping-pong|au basket|à la course|la partie|le boss|un boss|au monopoly|aux dames|à la bataille|au loup-garou|among us|brawl stars|clash royale)',
    ],
  },
  {
    key: 'abuse',
    // A parent's account: an adult "fait mal", and the place it hurts.
    phrases: [
      '(le monsieur|un monsieur|la dame|une dame|le tonton|mon oncle|le voisin|l’animateur|l’assistante maternelle|la nounou|le papa de|le grand|il|elle) (fait mal|lui fait mal|me fait mal|a fait mal|lui a fait mal|m’a fait mal|faisait mal)',
    ],
    alsoNeeds: [
      '(parties intimes|partie intime|zézette|zizi|fesses|culotte|slip|rougeurs|irritations|saigne|hurle quand on la change|hurle quand on le change|quand on la lave|quand on le lave|entre les jambes|en bas)',
    ],
  },
  {
    key: 'grooming',
    phrases: [
      `(${knownAdults.join('|')}|quelqu’un|un ami|une amie|un copain|une copine|un pote|un mec|un gars|un garçon|une fille|une personne|mon ami|mon copain|mon pote|un grand|une grande|le monsieur|la dame|il|elle) … (en ligne|du jeu|de discord|de snap|d’insta|de tiktok|de roblox|de fortnite|sur un jeu|sur le jeu|sur discord|sur snap|sur insta|sur instagram|sur tiktok|sur youtube|sur roblox|sur fortnite|de youtube|d’internet|rencontré sur) … (photo|photos|vidéo|vidéos|pieds|jambes|corps|torse nu|bain|douche|culotte|maillot|montre mon corps|à la caméra|en visio|cam|webcam|adresse|heure|seul|seule|se voit|se voir|rejoindre|rejoins|venir me chercher|chez lui|chez elle|cadeau|robux|cartes psn|v-bucks|paye|payer|échange|amoureux|amoureuse|princesse|prête|secret|sans les parents|sans mes parents)`,
      '(montre|montrer|envoie|envoyer) (mon|ma|mes|une photo de mon|une photo de mes|une vidéo de moi) (corps|pieds|jambes|torse|culotte|fesses|zizi|poitrine) … (il|elle|code|carte|robux|skins|cadeau|paye|échange|caméra|cam)',
      '(il|elle) (dit qu’il a|dit qu’elle a|m’a dit qu’il a|m’a dit qu’elle a|en vrai il a|en vrai elle a|prétend avoir|a en vrai) # ans … (et moi|moi j’ai|alors que j’ai|je le rejoins|veut|me demande|me voir|rencontrer|chez lui|se voir|au mcdo|à la gare|photo|photos)',
      '(vient|venir) me chercher (à la sortie|devant|après) (du collège|de l’école|des cours|le collège|l’école) … (chez lui|chez elle|m’emmener|discrètement|sans que|ans)',
      '(me voir|se voir|qu’on se voie|qu’on se voit|me rejoindre|le rejoindre|la rejoindre) … (sans les parents|sans mes parents|sans le dire|tous les deux|seuls|en cachette|à la gare|au mcdo|samedi|ce soir) … (ans|discord|snap|insta|jeu|en ligne|rencontré)',
      '(m’apprendre|apprendre) (des choses|des trucs) (d’amoureux|d’amour|de grands|d’adultes) … (visio|caméra|cam|en ligne|secret)',
      '(le monsieur|la dame|un monsieur|une dame|un homme|un inconnu|une inconnue) (que je connais pas|qu’on connaît pas|inconnu) … (voiture|monter|suivre|bonbons|chiens|chiots|secret|chez lui|viens)',
      `(${knownAdults.join('|')}|quelqu’un|un ami|une amie|un copain|une copine|un pote|un mec|un gars|un garçon|une fille|une personne) … ${ONLINE_PLACES} … (photo|photos|pic|pics|nude|nudes|vidéo|vidéos|cam|webcam|rencontrer|se voir|me voir|qu’on se voie|rejoindre|rendez-vous|mon adresse|où j’habite|secret|cadeau|cadeaux|skins|robux|v-bucks|vbucks|carte cadeau|de l’argent|seul|seule|ma culotte|mon corps|en maillot|en sous-vêtements|amoureux|amoureuse|ma copine|mon copain)`,
      '(il|elle|le monsieur|la dame|le mec|le gars|cet adulte|cette personne) (me demande|m’a demandé|me a demande|veut|voulait|me dit de|m’a dit de|me propose|m’a proposé|me promet|m’a promis) (des photos|une photo|une vidéo|des vidéos|ma photo|de me voir|qu’on se voie|qu’on se rencontre|de le rencontrer|de la rencontrer|mon adresse|où j’habite|de venir chez lui|de venir chez elle|que je vienne|de monter dans sa voiture|de garder le secret|de rien dire|de ne rien dire|de pas le dire|de supprimer les messages|de supprimer nos messages|d’effacer|de mettre la caméra|d’allumer la caméra|d’enlever|si je suis seul|si je suis seule|quelle culotte)',
      '(m’a envoyé|me envoie|m’envoie|me a envoye|m’a montré|me montre) (des photos|une photo|des vidéos|une vidéo|des images) (de son|de lui|de elle|tout nu|toute nue|de son zizi|de son sexe|bizarres|cochonnes|de lui tout nu)',
      '(comment|où) … (rejoindre|rencontrer|retrouver|aller voir|aller chez) … (sans que mes parents|sans que ma mère|sans que mon père|sans que papa|sans que maman|en cachette|sans le dire)',
      '(il dit qu’il a|elle dit qu’elle a|il a dit qu’il avait|il dit avoir|il prétend avoir|en vrai il a|en fait il a|il a) (#) ans … (photo|photos|voir|rencontrer|secret|amoureux|copine|chez lui|se voir|rejoindre)',
      '(l’âge c’est qu’un chiffre|l’âge n’est qu’un chiffre|l’âge c’est juste un chiffre|age is just a number)',
      '(un monsieur|une dame|un inconnu|une inconnue|quelqu’un|un adulte) … (me suit|me suivait|m’a suivi|m’a suivie|veut que je monte|voulait que je monte|m’a dit de monter|m’a proposé de monter|m’a proposé des bonbons|m’attend devant|m’attend à la sortie)',
    ],
  },
  {
    key: 'eating',
    phrases: [
      '(je vomis|vomir|vomi|je me fais vomir) … (caché|cachée|cacher|en cachette|pour que mes parents|sans qu’ils|n’entendent pas|entendent pas|entende pas|dans un sac)',
      '(skip|skipper|sauter|saute|zapper|zappe) (le|les|mon|mes) (petit dej|petit déjeuner|dej|déjeuner|dîner|repas|goûter) … (semaine|jours|tous les|exprès|maigrir|light|léger|légère|mince|perdre)',
      '(cacher|faire croire|mentir|dire) … (que j’ai mangé|que je mange plus|que je mange pas|que je mange rien|que je ne mange|que j’ai déjà mangé|que j’ai bien mangé)',
      '(je donne|j’ai donné) (tout|mon repas|ma nourriture|mon goûter|mon assiette|mon plateau|mon dessert) (à mes potes|aux autres|à mes copains|à mes copines|au chien)',
      '(refuse|refuser|arrête|arrêté|arrêter|j’arrête|j’ai arrêté) de manger',
      '(je mange|mange|manger|je mangerai|je ne mange) (plus que|seulement|juste|que|rien que) (des carottes|des pommes|une pomme|de la salade|des légumes|de l’eau|des fruits|du concombre|des crudités)',
      '(pour|afin de|je veux|je dois|il faut que je) (maigrir|perdre du poids|être maigre|être skinny|être mince|voir mes os|plus avoir de ventre|ne plus avoir de ventre|avoir le ventre plat|avoir un ventre plat|rentrer dans|perdre mon ventre)',
      '(perdre|perdu|maigri|maigrir de) # (kilos|kilo|kg)',
      '(je me pèse|se pèse|il se pèse|elle se pèse) … (fois par jour|tous les jours|chaque jour|après chaque|trois fois|cinq fois)',
      '(je jette|je cache|jette|cache|cachent|cacher) (mon|ma|mes|son|sa|ses|la|les) (dîner|repas|tartines|tartine|goûter|nourriture|assiette|déjeuner|petit déjeuner|sandwich) … (toilettes|poubelle|poches|serviette|cartable|chambre|pour que|sans que)',
      '(voir mes os|voir ses os|que mes os|mes côtes se voient|thinspo|bonespo|pro ana|pro-ana|pro mia|skinny avant|être skinny)',
      '(jeûne|jeûner|jeûnes) … (maigre|maigrir|kilos|jours|pour perdre|skinny)',
      '(abdos|courir|sport) … (toute la nuit|jusqu’à minuit|pour brûler|brûler ce que|sinon je grossis|pour éliminer)',
      '(brûler|éliminer) (ce que j’ai mangé|les calories|mes calories|mon repas)',
      '(max|maximum|pas plus de|moins de|si je dépasse) # (calories|kcal)',
      '# (calories|kcal) (par jour|max|maximum)',
      '(combien de|cb de) (jours|temps) (sans manger|on peut tenir sans manger|à jeun)',
      '(je me trouve|je suis|je me sens|elle se trouve|il se trouve|elle dit qu’elle est|il dit qu’il est) (trop|si|très|tellement|) (gros|grosse|gro|grose|énorme|grasse|gras) … (manger|mange|mangé|vomir|maigrir|régime|pleure|miroir|kilos|calories|dîner|assiette|cantine)',

      '(je me fais|me faire|je me suis fait|se faire|je me fais encore|je me force à|me forcer à|je vais me faire) vomir',
      '(vomir|vomis|vomi) (après|après chaque|après les|après le|après mes) (manger|repas|dîner|déjeuner|goûter)',
      '(comment|pour|astuces pour|c’est quoi le plus rapide pour) … vomir (sans|en cachette|vite|discrètement|après)',
      '(je mange|j’ai mangé|je mange presque|je ne mange|je mangerai|je vais manger) (plus|rien|plus rien|presque rien|pas|qu’une|qu’un|juste une|juste un|juste) … (depuis|pour maigrir|pour perdre|pour être mince|pour pas grossir|pour ne pas grossir|par jour|de la journée|du tout)',
      '(sauter|saute|sauté|je saute) (des|les|mes|tous les) (repas)',
      '(pas manger|ne pas manger|pas avoir faim|ne plus avoir faim|couper la faim|tenir sans manger|vivre sans manger) … (maigrir|mince|grossir|perdre|kilos|astuce|astuces|combien de temps|jours)',
      '(je suis|je me trouve|je me sens) (trop|si|très|tellement|) (gros|grosse|énorme) … (honte|déteste|dégoûte|plus manger|pas manger|vomir|maigrir|régime|cacher|pleure)',
      '(comment|vite|rapidement|je veux|je dois|il faut que je|astuces pour) … (maigrir|perdre du poids|perdre des kilos|être plus mince|être maigre|devenir maigre|que mes os se voient|avoir un thigh gap|avoir le ventre plat)',
      '(laxatif|laxatifs|coupe-faim|pilules pour maigrir|tisane pour maigrir)',
      '(je compte|compter|je calcule) (les|mes|toutes les) calories',
      '(peur de grossir|pas grossir|peur d’être gros|peur d’être grosse|peur de manger)',
      '(goal weight|ugw|poids cible|mon objectif de poids|mon poids objectif|mon poids de rêve|mon poids idéal c’est|mon poids idéal est)',
      '(truc|trucs|astuce|astuces|technique|moyen|comment|comment on fait) (pour|pour ne|pour plus|) … (plus jamais faim|ne plus avoir faim|plus avoir faim|jamais avoir faim|jamais faim|couper la faim|plus sentir la faim|ne plus sentir la faim)',
      '(avoir|veux|voudrais|faire) (les|des|mes) (os|o|côtes) (qui|ki) (se voient|se voit|se voi|ressortent|dépassent)',
      '(maigre|mince|fine|skinny|os|o|taille|ventre plat|poids) … (comme|com) (les|une|des) (mannequins|mannequin|manequins|manequin)',
      '(je cache|cacher|j’ai caché) (la nourriture|mon repas|ma nourriture|à manger|mon goûter|mon assiette)',
      '(une pomme par jour|moins de # calories|# calories par jour)',
    ],
  },
  {
    key: 'eating',
    // A child who drops whole foods while speaking of fat: a parent's account of the first signs.
    phrases: [
      '(arrêté|arrête|supprimé|supprime|refuse|mange plus|ne mange plus|veut plus|ne veut plus|plus de|jamais de) (le|les|de|du|des|la|d’) (pain|fromage|desserts|dessert|féculents|pâtes|gâteaux|gâteau|sucre|sucres|goûter|goûters|frites|chocolat|riz|beurre|viande|sauce)',
    ],
    alsoNeeds: [
      '(gras|grasse|grosse|gros|grossir|maigrir|mincir|ventre|régime|calories|poids|kilos|se pince|se pincer|pèse|miroir|cuisses|joues|bourrelet|bourrelets)',
    ],
  },
  {
    key: 'eating',
    phrases: [
      '(challenge|challenges|défi|défis|appli|application|programme) … (sans manger|de jeûne|jeûne|jeûner|fasting|sans rien manger|à jeun)',
      '(sans manger|jeûne|jeûner|fasting|sans rien manger) … (challenge|challenges|défi|défis|appli|application) !(de bonbons|de chocolat)',
      '(c’est du gras|ça c’est du gras|tout ce gras|trop de gras) … (enlever|ventre|cuisses|bras|pince|pincer|joues|mange|manger)',
    ],
  },
  {
    key: 'bullying',
    phrases: [
      '(m’appellent|m’appelle|on m’insulte|on m’appelle|me ghost|me ghostent|cas soc|me prennent mon argent|me font manger|me laissent seul|me laissent seule|poussé dans les escaliers|poussée dans les escaliers|mes messages privés|ma photo avec des insultes|groupe snap|groupe whatsapp|groupe insta|se fait traiter|se fait frapper|me font des croche-pattes|me crachent dessus|tout le monde me rejette|personne me parle|on se moque|se moquent|me harcèlent|me harcèle|on me harcèle)',
      '(harcèle|harcelé|harcelée|harcèlent|harcèlement|se moquent de moi|se moque de moi|m’insultent|m’insulte|me traitent|me traite|me tapent|me frappent|me rackettent|racket|m’ont exclu|m’ont exclue|m’ont kick|m’excluent|tout le monde me déteste|souffre-douleur|bouc émissaire|suicide-toi|tue-toi|va crever)',
    ],
    unless: [
      '(mario|mario kart|fortnite|minecraft|zelda|roblox|uno|échecs|aux échecs|aux cartes|au jeu|aux jeux|à la console|jeu vidéo|au foot|au tennis|au ping-pong|au basket|à la course|la partie|le boss|un boss|au monopoly|aux dames|à la bataille|au loup-garou|among us|brawl stars|clash royale)',
    ],
    alsoNeeds: [
      '(plus vivre|mourir|me tuer|disparaître|en peux plus|j’en peux plus|peux plus|plus la force|à bout|plus envie de vivre comme ça|comment m’en sortir|plus de sortie|aucune raison|de continuer|j’en vois pas la fin|je vois pas la fin|finira jamais|sais plus quoi faire|pleure toutes les nuits|à quoi ça sert|le monde s’arrête|ils me tuent|ils vont me tuer|que ça s’arrête|que tout s’arrête|je veux mourir|j’y pense sérieux|tout le temps peur|plus sortir de ma chambre|plus aller à l’école|retourner à l’école|retourner au collège|plus jamais y aller|pas de solution|aucune solution|je vais craquer|j’abandonne|je lâche tout|plus sortir|plus jamais sortir|je pleure tous les jours|je pleure tout le temps|vivre comme ça|des trucs graves|me faire du mal|rester enfermé|rester enfermée|pas envie de me réveiller|plus envie|si je le faisais|le faire vraiment|personne m’aide|personne ne m’aide|personne ne fait rien|personne fait rien)',
    ],
  },
  {
    key: 'runaway',
    negatable: true,
    phrases: [
      '(je me barre|je me casse|je me tire|on se barre|on se tire|se barrer|se tirer|me barrer|me tirer|se casser|run away|je pars ce soir|je pars demain|je pars pour de bon|partir de chez moi|quitter chez moi|partir quand tout le monde dort)',
      '(pour que|sans que|pour pas que) (mes parents|ma mère|mon père|maman|papa|ils) (me trouvent pas|ne me trouvent pas|me retrouvent pas|ne me retrouvent pas|puissent plus me localiser|me localisent pas|me trackent pas|me trackent)',
      '(désactiver|éteindre|couper|enlever) (la|ma|le|mon) (localisation|partage de position|position|gps|find my|localisateur) … (partie|parti|partir|pars|quand je serai|me trouvent|pour de bon|casse|barre)',
      '(dormir|vivre|me cacher|se cacher|survivre) (dans|à) (la|une|un|le) (forêt|gare|centre commercial|rue|cabane|tente|parc|hôtel) … (jusqu’au lendemain|sans que|pour pas être trouvé|pour pas être trouvée|sans qu’on|tout seul|toute seule|je veux partir|plusieurs jours|combien de jours|pour de bon)',
      '(hôtel|auberge|hotel) … (à # ans|mineur|mineure|sans mes parents|sans carte d’identité|fugue|si on dit qu’on a)',
      '(aller vivre|vivre) chez (mon copain|ma copine|un ami|une amie|mon ami|mon pote|ma pote) … (sans le dire|sans que|tout seul|toute seule|la nuit|en cachette|à jamais|pour toujours)',
      '(préparé|prépare|j’ai préparé|j’ai fait) (un|mon|son) sac … (partir|forêt|loin|pour toujours|pour de bon|fugue|cette nuit|ce soir|demain)',
      '(fuguer|fugue|fugué|fugues|faire une fugue|ma fugue|je fugue)',
      '(m’enfuir|me sauver|me barrer|me casser|partir|quitter|je pars|je quitte|je me barre|je me casse) (de la maison|de chez moi|de chez nous|de chez mes parents|la maison|ma famille|mes parents|de ma famille|loin de mes parents|loin de ma famille) !(pour les vacances|en vacances)',
      `(je veux|je vais|je voudrais|comment|où|j’ai envie de|je compte) … (dormir dehors|vivre dans la rue|vivre dans la forêt|vivre tout seul|vivre toute seule|vivre seul|vivre seule|partir loin|partir pour toujours de|m’enfuir|me sauver|qu’on me retrouve pas|qu’on me retrouve jamais|pas qu’on me retrouve|personne me retrouve|personne ne me retrouve|sans qu’on me retrouve)`,
      '(prendre le train|faire du stop|partir en stop|partir en train) (tout seul|toute seule|seul|seule|sans mes parents|sans le dire|sans qu’ils sachent|cette nuit|ce soir)',
      '(pays|à l’étranger|un autre pays|loin d’ici) … (tout seul|toute seule|seul|seule|sans mes parents) … (sans passeport|sans papiers|sans autorisation|sans qu’on me retrouve|sans qu’ils sachent|pour toujours)',
      '(tout seul|toute seule|seul|seule|sans mes parents) … (sans passeport|sans papiers) … (pays|à l’étranger|partir|aller)',
      `${SIBLINGS} (et moi|avec moi) (on va partir|on part|on veut partir) (de la maison|loin)`,
    ],
  },
];
