import type { RuleSpec } from '../engine.js';
import type { SensitiveTopic } from '../types.js';
import { GROUPS, PEOPLE, SLURS } from './lexicon.js';

/**
 * Normal questions of childhood that need care, in priority order: "est-ce que les morts
 * vont au paradis" is about death before religion. They are never refused; the answer's
 * author gets guidance instead (guidance.ts).
 */
export const sensitiveTopics: RuleSpec<SensitiveTopic>[] = [
  {
    key: 'death',
    phrases: [
      '(mort|morts|morte|mortes|mourir|meurt|meurent|meurs|meure|mourra|mourrai|mourront|mourant|décédé|décédée|décès|décéder|enterrement|enterré|enterrée|enterrer|cimetière|obsèques|funérailles|cercueil|crématorium|incinéré|défunt|défunte|ressusciter|deuil|pierre tombale)',
      '(parti|partie|partis|est monté|est montée) au ciel',
      '(la fin de la vie|se tuer|se tuent|s’est tué|s’est tuée|suicide|suicides|se suicide|se suicident|s’est suicide|scarification|automutilation|anorexie|anorexique|boulimie|boulimique)',
    ],
    unless: [
      '(mort de rire|morte de rire|morts de rire|mourir de rire|mdr|feuilles mortes|feuille morte|mer morte|nature morte|angle mort|point mort|temps mort|poids mort|langue morte)',
    ],
  },
  {
    key: 'babies',
    phrases: [
      '(comment|d’où|par où|où) (on fait|on fabrique|se font|se fabriquent|font|fait|viennent|vient|sort|sortent|naissent|naît|est né|sont nés) (les|des|un|le|la|mon|ton|son) (bébé|petit frère|petite sœur)',
      '(faire|fait|font|fabriquer|fabrique|avoir) (un|des|les) (bébé|enfants)',
      '(gros ventre|enceinte|grossesse|accouche|accoucher|accouché|accouchement|césarienne|sage-femme|spermatozoïde*|ovule|ovules|fécondation|utérus|la petite graine|une petite graine|la graine de papa|faire l’amour|fait l’amour|font l’amour|le sexe du bébé|bébé dans le ventre|dans le ventre de maman|dans ton ventre|dans son ventre)',
      '(je suis|tu es|il est|elle est|on est|suis-je|j’étais) (né|née) !(en|le|à)',
      '(avant de naître|avant que je naisse|où j’étais avant|comment je suis arrivé|comment je suis arrivée)',
    ],
  },
  {
    key: 'body',
    phrases: [
      '(zizi|zizis|zézette|zézettes|masturb*|pénis|vulve|vulves|vagin|vagins|clitoris|testicule|testicules|couille|couilles|bite|quéquette|foufoune|kiki|tétons|téton|poitrine|puberté|pubère|éjacul*|érection*|pubis|préservatif*|contracept*|menstru*|serviette hygiénique|tampon hygiénique|sexe|sexes|organes génitaux|parties intimes|partie intime)',
      '(les|des|mes|ses|tes|gros|petits|leurs) seins',
      '(avoir|a|as|ont|ai|aura|aurai|auront) (ses|leurs|mes|tes|sa) règles',
      '(les filles|les femmes|maman|ma sœur|ma mère) (ont|a|avoir) (des|les|ses|leurs) règles',
      '(les|des) règles (des|chez les) (filles|femmes)',
      '(règles douloureuses|mal au ventre pendant les règles)',
      'poils (sous les bras|aux aisselles|pubiens|sur le zizi|sur le sexe|en bas|sur les jambes|au menton)',
      '(ma|sa|leur|la) voix (change|mue|muer|grave)',
      '(tout nu|toute nue|tous nus|toutes nues|les fesses)',
    ],
  },
  {
    key: 'divorce',
    phrases: [
      '(divorc*|séparation|séparer|séparés|séparées|se séparent|se sont séparés|garde alternée)',
      '(ne vivent plus|vivent plus|n’habitent plus|habitent plus|ne vit plus|vit plus|n’habite plus|habite plus) (ensemble|avec nous|avec moi|avec maman|avec papa|à la maison)',
      '(deux|2) maisons',
      '(papa|maman|mon père|ma mère) (est|sont) (parti|partie) (de la maison|pour toujours|avec une autre|avec un autre|et ne revient)',
      '(papa et maman|maman et papa|mes parents|les parents) (se disputent|se crient dessus|crient|se fâchent|ne s’aiment plus|s’aiment plus)',
      '(un|une|mon|ma) (beau-père|belle-mère|nouveau papa|nouvelle maman|demi-frère|demi-sœur)',
      '(l’amoureux de maman|l’amoureuse de papa|le chéri de maman|la chérie de papa|la copine de papa|le copain de maman)',
    ],
  },
  {
    key: 'illness',
    phrases: [
      '(cancer|cancers|leucémie|tumeur|tumeurs|chimio*|alzheimer|sida|maladie grave|très malade|gravement malade|soins palliatifs|hospitalisé|hospitalisée|covid|coronavirus|épidémie|pandémie)',
      `${PEOPLE} (est|a été|sont|est tombé|est tombée) (malade|à l’hôpital|hospitalisé|hospitalisée)`,
      '(va|vas|vont|va-t-il|va-t-elle) (guérir|se soigner)',
    ],
  },
  {
    key: 'war',
    phrases: [
      'guerre* !(des étoiles|des boutons|de pouces|des clans|des gâteaux)',
      '(bombardement*|bombarde|bombardent|attentat*|terroris*|otage|otages|missile*|réfugié*|bombe atomique|bombes atomiques|arme nucléaire|armes nucléaires|ukraine|gaza|palestine|israël|soldats tués|des gens se tirent dessus|fusillade)',
    ],
  },
  {
    key: 'racism',
    phrases: [
      '(racis*|discrimin*|xénophob*|antisémit*|islamophob*|homophob*|esclavage|esclaves|apartheid|ségrégation|ku klux klan)',
      ...SLURS,
      `(sale|sales) ${GROUPS}`,
      '(traité|traitée|traités|insulté|insultée|moqué|moquée|se moquent|se moque) … (couleur|peau|origine|religion)',
      `(traité|traitée|traités|insulté|insultée|moqué|moquée|se moquent|se moque) … ${GROUPS}`,
      // A prejudice asked about ("pourquoi les noirs sont moins…") gets the facts, not a refusal.
      `les ${GROUPS} (sont|seraient) (tous|toutes|) (moins|plus|pas)`,
    ],
  },
  {
    key: 'disability',
    phrases: [
      '(handicap*|fauteuil roulant|chaise roulante|aveugle|aveugles|malvoyant*|sourd|sourde|sourds|sourdes|malentendant*|muet|muette|trisomi*|autis*|langue des signes|béquille|béquilles|prothèse|prothèses|paralysé|paralysée|dyslex*|hyperactif|hyperactive|tdah|chien d’aveugle|chien guide)',
      '(qu’une jambe|qu’un bras|une seule jambe|un seul bras|qu’un œil|pas de bras|pas de jambes)',
    ],
  },
  {
    key: 'religion',
    phrases: [
      '(dieu|dieux|religion|religions|musulman*|chrétien*|catholique*|protestant*|bouddhis*|hindou*|athée*|croyant|croyants|croyante|croyantes|église|églises|mosquée*|synagogue*|prière|prières|prier|ramadan|aïd|hanoucca|jésus|mahomet|allah|bible|coran|torah|bouddha|paradis|enfer|anges|ange|âme|âmes|baptême|communion|kippa|le voile|un voile|portent le voile|porte le voile)',
      '(juif|juifs|juive|juives)',
      '(croire en|crois en|croit en|croient en)',
    ],
  },
  {
    key: 'differences',
    phrases: [
      '(deux|2) (mamans|papas)',
      '(homosexuel*|homo|homos|gay|gays|lesbienne*|bisexuel*|transgenre*|non binaire)',
      '(deux garçons|deux filles|deux hommes|deux femmes) … (se marier|amoureux|amoureuses|mariés|mariées|s’aimer|s’aiment|se faire des bisous)',
      '(couleur|couleurs) de (peau|la peau)',
      'peau (noire|foncée|blanche|marron|mate|claire)',
      '(adopté|adoptée|adoptés|adoption|adopter)',
      '(les filles|les garçons) (sont|c’est) … (nuls|nulles|bêtes|plus forts|plus fortes|moins forts|moins fortes|meilleurs|meilleures)',
      '(pauvres|pauvreté|sdf|sans-abri|sans abri|dorment dans la rue|dort dans la rue|mendie|mendient|mendiant|mendiants)',
    ],
  },
  {
    key: 'magic',
    phrases: [
      '(père noël|petite souris|fée des dents|cloches de pâques|lapin de pâques|saint nicolas) … (existe|existent|vrai|vraie|vraiment|réel|réelle|pour de vrai|c’est toi|c’est papa|c’est maman|les parents)',
      '(c’est toi|c’est papa|c’est maman|ce sont les parents|c’est les parents) … (père noël|petite souris|fée des dents|cloches de pâques|lapin de pâques)',
    ],
  },
  {
    key: 'fear',
    phrases: [
      '(j’ai|je ai|tu as|on a|ai-je|j’avais|je fais|j’ai fait) (peur|très peur|trop peur|tellement peur|la trouille|des cauchemars|un cauchemar|plein de cauchemars)',
      '(me fait|me font|m’a fait|m’ont fait|me faisait) (peur|très peur|trop peur|des cauchemars)',
      '(cauchemar|cauchemars|angoisse|angoisses|angoissé|angoissée|terrifié|terrifiée|effrayé|effrayée|stress|stressé|stressée|monstre sous mon lit|monstres sous mon lit|monstre sous le lit|monstres sous le lit)',
    ],
  },
  {
    key: 'sadness',
    phrases: [
      '(je suis|je me sens|j’suis|chui) (triste|tout le temps triste|très triste|trop triste|seul|seule|tout seul|toute seule|malheureux|malheureuse)',
      '(je pleure|j’arrête pas de pleurer|je n’arrête pas de pleurer) (tout le temps|souvent|tous les jours|le soir|la nuit|beaucoup)',
      '(on se moque|ils se moquent|elles se moquent|tout le monde se moque|les autres se moquent) (de moi)',
      '(personne ne veut|personne veut) (jouer|être mon ami|être mon amie|être mon copain|être ma copine|de moi)',
      '(j’ai pas d’amis|je n’ai pas d’amis|j’ai pas de copains|je n’ai pas de copains|harcèlement|harcelé|harcelée)',
      '(je veux|je vais|je voudrais) (partir de la maison|fuguer|m’enfuir|faire une fugue)',
    ],
  },
];
