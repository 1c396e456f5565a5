import { MIDDLE_WORDING_MAX_AGE } from '../age-wording.js';
import type { RuleSpec } from '../engine.js';
import type { Category } from '../types.js';
import { ALCOHOL_AND_TOBACCO, DRUGS, EXPLICIT, GROUPS, SLURS, TARGETS, WEAPONS } from './lexicon.js';
import { personalData } from './personal-data.js';

const KILL =
  '(tuer|assassiner|égorger|poignarder|étrangler|empoisonner|noyer|brûler|électrocuter|décapiter|torturer|buter)';
const HURT =
  '(frappe|tape|blesser|cogner|battre|défoncer|faire du mal à|faire mal à|faire souffrir|casser la figure à|casser les dents à|mettre une raclée à|tirer sur)';
/** Wanting or asking how, right before the act: "comment le loup a tué…" is a story, not a plan. */
const WANT =
  '(je veux|je voudrais|je vais|j’ai envie de|j’ai envie d’|on va|il faut|aide-moi à|aidez-moi à|apprends-moi à|explique-moi comment|comment|comment on peut|comment je peux|comment faire pour) (on|je|tu|vraiment|trop|)';

/** A slur reported or asked about is a question about racism, not hate speech. */
const REPORTED = [
  '(m’a|ma|m’ont|l’a|la|les a|nous a|t’a|on m’a|on l’a|on nous a|il a|elle a|ils ont) (traité|traitée|traités|insulté|insultée|appelé|appelée|dit)',
  '(traité|traitée|traités|insulté|insultée|insultés|traiter de|veut dire quoi|que veut dire|ça veut dire|sa veut dire)',
  'c’est quoi (le mot|ce mot|un|une)',
  'pourquoi (on dit|les gens disent|des gens disent|il dit|elle dit|ils disent|il a dit|elle a dit|ils ont dit)',
];

/**
 * What a child's question may not ask for, first to last: an attempt to lift the rules
 * is answered as such whatever it asks, and personal data is never passed on.
 */
export const questionRefusals: RuleSpec<Category>[] = [
  {
    key: 'rule_bypass',
    phrases: [
      '(ignore|ignores|ignorez|oublie|oublies|oubliez|zappe) (tes|toutes tes|tous tes|vos|toutes vos) (instructions|instruction|consignes|règles|limites|restrictions|ordres|filtres)',
      '(ignore|ignores|ignorez|oublie|oublies|oubliez) (les|toutes les) (instructions|consignes|règles de sécurité) (précédentes|d’avant|du système|qu’on t’a données|)',
      '(comme si|semblant que|imagine que|imaginons que) tu … (pas|plus|aucune|aucun|sans) (de|d’|) (règles|règle|limites|limite|filtre|filtres|restrictions|censure|consignes)',
      'tu (es|seras|deviens) … (sans règles|sans aucune règle|sans limite|sans limites|sans aucune limite|sans filtre|sans censure|sans restrictions)',
      'tu (es|seras|deviens|serais) (maintenant|désormais|) (dan|une ia sans|un robot sans|un assistant sans|libre de tout dire)',
      '(maintenant|désormais) tu (es|seras) dan',
      '(mode|en mode) (dan|développeur|developer|sans filtre|sans censure|sans limite|sans limites|jailbreak)',
      '(réponds|répond|répondre|réponds-moi|parle|parler|dis|dis-moi|écris|raconte|explique|parle-moi) … sans (aucune|aucun|) (filtre|filtres|censure|limite|limites|règle|règles|restriction|restrictions)',
      'tu n’as (plus|aucune|aucun) (de|) (règles|règle|limites|limite|filtre|restrictions)',
      '(désactive|désactiver|enlève|enlever|supprime|supprimer|retire|retirer|contourne|contourner|coupe|couper|pirater|pirate) … (ton filtre|tes filtres|le filtre|les filtres|le contrôle parental|contrôle parental|ta sécurité|la sécurité|tes règles|les règles|tes restrictions|ta censure|la modération)',
      '(montre|montre-moi|révèle|affiche|donne-moi|répète|récite|dis-moi) … (ton prompt|tes instructions|tes consignes|ton message système|tes règles secrètes)',
      '(prompt système|system prompt|jailbreak*|do anything now|developer mode|you are now)',
      '(ignore|forget|disregard) (all|previous|your|the|all previous|all your) … (instructions|rules)',
      '(joue|jouer|incarne|fais semblant d’être|fais comme si tu étais) … (ia|robot|assistant|intelligence artificielle) (sans|qui n’a pas|qui n’a aucune|qui n’a plus|méchant|méchante|malveillant*|maléfique)',
    ],
  },
  personalData,
  {
    // From 11, masturbation is a question of puberty (a sensitive topic), not a refusal.
    key: 'sexual',
    upToAge: MIDDLE_WORDING_MAX_AGE,
    phrases: ['masturb*'],
  },
  {
    key: 'sexual',
    phrases: [
      ...EXPLICIT,
      '(montre-moi|montre|montrer|envoie|envoie-moi|envoyer|fais voir|fais-moi voir) … (ton|ta|tes|son|sa|ses|votre|vos) (zizi|zézette|sexe|seins|fesses|culotte|slip|pénis|vulve)',
      '(je veux voir|montre-moi|montre|montrer|cherche|trouve|envoie) … (femme|femmes|fille|filles|homme|hommes|garçon|garçons|dame|dames|monsieur|gens|personne|personnes) (nu|nue|nus|nues|tout nu|toute nue|à poil)',
      '(envoie|envoyer|envoie-moi|montre|montre-moi|prends|prendre|poste|poster|je veux|donne-moi|cherche|trouve) … (photo|photos|vidéo|vidéos|image|images) … (tout nu|toute nue|tous nus|toutes nues|nu|nue|nus|nues|à poil|sans culotte|sans habits)',
      '(déshabille-toi|enlève tes habits|enlève ta culotte|enlève ton slip)',
      '(viol|viols|violer|violeur|violeurs)',
    ],
  },
  {
    key: 'violence',
    phrases: [
      `${WANT} ${KILL} … ${TARGETS}`,
      `${WANT} (le|la|les|lui|leur) ${KILL}`,
      `${WANT} ${HURT} ${TARGETS}`,
      `${WANT} (casser|briser|couper) (le bras|la jambe|le nez|les dents|la tête|le cou|les doigts) (de|à|d’) ${TARGETS}`,
      `${WANT} faire saigner ${TARGETS}`,
      `${WANT} (le|la|les|lui|leur) (frappe|tape|blesser|cogner|battre|défoncer|faire du mal|faire mal)`,
      'comment (on|je|tu|) (empoisonne|empoisonner|étrangle|étrangler|égorge|égorger|poignarde|poignarder|décapite|décapiter|torture|torturer)',
      `(comment|où|je veux|je voudrais|on peut|est-ce qu’on peut) … (fabriquer|fabrique|faire|fait|construire|construit|créer|avoir|acheter|achète|trouver|trouve|procurer|utiliser|imprimer|charger|tirer avec|voler) … ${WEAPONS}`,
      '(comment|je veux|je vais|on va) … (faire|fait) exploser !(un volcan|le volcan|les volcans|un ballon|les ballons|le pop-corn|du pop-corn|des bulles)',
      'comment … (planter|enfoncer) … couteau … (dans|sur) (quelqu’un|une personne|mon frère|ma sœur|le ventre|le cou|la gorge)',
    ],
  },
  {
    key: 'drugs',
    phrases: [
      `(comment|où|je veux|je voudrais|j’ai envie de|j’ai envie d’|on peut|est-ce qu’on peut|est-ce que je peux) … (acheter|achète|avoir|trouver|trouve|procurer|fumer|prendre|essayer|goûter|sniffer|faire|fait|fabrique|cultiver|vendre|rouler|roule|voler|boire|vapoter) … ${DRUGS}`,
      `(la meilleure|les meilleures) ${DRUGS}`,
      `(comment|où|je veux|je voudrais|j’ai envie de|j’ai envie d’|est-ce que je peux|on peut) … (acheter|achète|avoir|trouver|procurer|boire|goûter|fumer|voler|vapoter|allumer) … ${ALCOHOL_AND_TOBACCO}`,
      '(comment|je veux|je voudrais|j’ai envie de) … (fumer|vapoter|me droguer|se droguer|me bourrer|se bourrer)',
      `${ALCOHOL_AND_TOBACCO} … (je veux|je voudrais|j’ai envie de|j’ai envie d’) (goûter|boire|essayer|fumer)`,
      '(comment|je veux|je voudrais|j’ai envie de) … (être|devenir|me mettre|se mettre) (bourré|bourrée|saoul|soûl|soûle|ivre|défoncé|défoncée|high|stone)',
      '(comment|je veux|je voudrais) … (voler|prendre|avaler) … (les médicaments|des médicaments|les cachets) (de|du|pour) (papa|maman|mon père|ma mère|mes parents|mamie|papi|planer|dormir)',
    ],
    // Asking how to help someone stop, or to say no, is the opposite of asking for drugs.
    unless: ['(arrêter|arrête|arrêtent|dire non|refuser|éviter|se protéger)'],
  },
  {
    key: 'hate',
    phrases: [
      ...SLURS,
      `(sale|sales) ${GROUPS}`,
      `(je déteste|j’aime pas|je n’aime pas|on déteste|il faut tuer|faut tuer|il faut virer|dehors|mort aux|à bas les|je hais) (les|tous les|toutes les) ${GROUPS} !(d’œuf|d’œufs|en neige|de poulet)`,
      `les ${GROUPS} (dehors|à la porte|rentrez chez vous|doivent partir|doivent mourir|il faut les tuer)`,
      `les ${GROUPS} (sont|c’est) (tous|toutes|) (des|) (nuls|nulles|voleurs|voleuses|sales|bêtes|débiles|inférieurs|inférieures|méchants|dangereux|terroristes|moches|sauvages|singes|animaux)`,
      '(blague|blagues) (raciste|racistes)',
      `(blague|blagues) sur les ${GROUPS}`,
      `(comment|je veux) … (insulter|me moquer|se moquer|taper) (un|une|des|les|d’un|d’une) ${GROUPS}`,
      '(race|races) (inférieure|inférieures|supérieure|supérieures)',
      '(hitler|les nazis) (avait|avaient) raison',
    ],
    unless: REPORTED,
  },
  {
    key: 'dangerous_challenge',
    negatable: true,
    phrases: [
      '(jeu|jeux) (du foulard|de la tomate|du cochon pendu|de l’étrangleur|du rêve indien|du sommeil indien|de l’évanouissement)',
      '(blackout challenge|black out challenge|skull breaker)',
      '(défi|défis|challenge|challenges) (tiktok|du foulard|de la cannelle|de la lessive|du déodorant|du feu|du benadryl|du paracétamol|du crâne|du blackout|de la tomate)',
      '(défi|défis|challenge|challenges) … (blackout|foulard|sauter|avaler|manger|boire|brûler|étouffer|évanouir|s’évanouir|respiration|feu|toit|fenêtre|lessive|déodorant|médicament|médicaments|pilule|pilules|briquet|allumettes|s’étrangler|étrangler)',
      '(manger|avaler|mordre|croquer|goûter|boire) … (capsule|capsules|dosette|dosettes|pod|pods) (de||à) (lessive|)',
      '(manger|avaler|boire|goûter|sniffer|respirer) … (lessive|javel|détergent|produit vaisselle|produit ménager|produits ménagers|déodorant|essence|alcool à brûler|white spirit|pile|piles|aimant|aimants|savon|gel hydroalcoolique)',
      '(je veux|je vais|je voudrais|je peux|est-ce que je peux|est-ce qu’on peut|on peut|comment|si je) … (sauter|me jeter|se jeter|plonger) (du|d’un|d’une|de la|par la|depuis le|depuis la|du haut du|du haut de la|du haut d’un) (toit|fenêtre|balcon|pont|falaise|immeuble|étage|deuxième étage|troisième étage)',
      '(comment|je veux|je voudrais|on peut|est-ce qu’on peut|est-ce que je peux) … (allumer|faire|mettre|jouer avec|craquer) … (feu|le feu|un feu|allumette|allumettes|briquet|pétard|pétards)',
      '(mettre|mets|met|enfoncer|glisser) … (doigt|doigts|fourchette|couteau|ciseaux|clou|trombone|épingle) (dans|dedans) (la|une|les|) (prise|prises)',
      '(comment|je veux) … (s’évanouir|m’évanouir|évanouir|arrêter de respirer|ne plus respirer|perdre connaissance)',
      'retenir (sa|ma) respiration (jusqu’à|pour) (s’évanouir|m’évanouir|tomber|perdre connaissance)',
      '(traverser|jouer sur|marcher sur|courir sur) (l’autoroute|la voie ferrée|les rails|les voies du train)',
      '(sac plastique|sac en plastique) (sur|autour de) (la|ma|sa) (tête|figure)',
      '(je veux|je vais|je voudrais|est-ce que je peux|comment) (monter|grimper|marcher) sur (le toit|les toits|un train|le train)',
    ],
  },
];
