import { normalize, spell } from '../normalize/index.js';

/**
 * What words are about, for the classifier: a word it never saw in training still says
 * something when it belongs to a known family ("flingue" is a weapon, "cachets" a method,
 * "daronne" a parent). The classifier learns weights for each concept and for each pair of
 * concepts met close together ("how to" near "weapon", "an adult" near "photo"), so what it
 * learns from one wording carries to another. Entries are written as typed and normalised
 * once; `word*` matches every word that starts so; several words match in a row.
 */
const lexicon: Record<string, string> = {
  self: 'je moi me mon ma mes myself jme jsuis jveux jpeux',
  want: 'veux voudrais vouloir envie aimerais prefere préfèrerais souhaite wanna want rêve',
  think: 'pense penser pensé idée* songe imagine envisage tenté tentation prévu prévois plan* compte décidé',
  die: 'mourir mort morte morts meurs meure meurt mourrai mourir crever crevé crève suicid* disparaître disparaisse disparaître disparu die dead dying kill kms unalive sewerslide ctb décéder partir_pour_toujours en_finir plus_vivre pas_vivre plus_exister plus_être_là plus_là réveiller tuer tue tué me_tuer se_tuer',
  self_injury:
    'coupe couper coupé coupure* scarif* lame* cutter rasoir compas griffe* griffer brûle brûler brûlure* cicatrice* saigne saigner sang bleus mordre mords pince arrache arracher frappe_la_tête tape_la_tête cogne_la_tête cut self_harm sh',
  hopeless:
    'sert_à_rien sers_à_rien inutile nul nulle poids fardeau erreur déteste dégoûte mieux_sans_moi personne_m_aime personne_me plus_la_force bout fatigué fatiguée épuisé épuisée vide marre peux_plus en_peux_plus jpp seul seule abandonné no_hope hopeless tout_est_noir',
  farewell:
    'adieu lettre dernier dernière derniers donner donne donné affaires testament au_revoir pardon regretter regretteront manquerai oublier bientôt prévu',
  method:
    'pont fenêtre toit étage balcon train rails voie corde pendre pendu médicament* cachet* pilule* doliprane paracétamol dafalgan overdose od noyer noyé baignoire sauter saute jeter jette javel poison mort_aux_rats falaise immeuble couteau lame ceinture foulard',
  dead_relative: 'papi mamie pépé mémé grand_père grand_mère chien chat frère soeur papa maman paradis ciel rejoindre',
  parent: 'papa maman père mère parents daron daronne darons reum reup mes_parents mom mum dad',
  adult:
    'beau_père belle_mère oncle tonton tante tata papi papy mamie grand_père grand_mère cousin cousine parrain voisin voisine nounou baby_sitter babysitter prof maître maîtresse entraîneur coach animateur monsieur dame adulte adultes mec gars homme keum type inconnu inconnue copain_de_maman chéri_de_maman grand grands majeur',
  sibling: 'frère soeur demi_frère demi_soeur cousin cousine',
  hit: 'frappe frappé frapper tape tapé taper bat battu battre cogne cogné gifle giflé gifles claque claques fessée* coups coup bleus bleu secoue secoué étrangle étranglé pousse poussé enferme enfermé attache attaché brûle brûlé menace menacé menaces crie hurle insulte tire_les_cheveux ceinture martinet punit puni prive privé',
  neglect:
    'rien_à_manger pas_à_manger frigo_vide faim seul_à_la_maison seule_à_la_maison dehors_la_nuit personne_s_occupe',
  private_part:
    'zizi zézette sexe parties intime* fesse* sein* culotte slip maillot kiki foufoune pénis vulve poitrine nu nue nus nues tout_nu toute_nue à_poil douche bain sous_mes_habits en_dessous là_en_bas entre_les_jambes',
  touch:
    'touche touché touchée touchent toucher caresse caressé bisou* câlin* regarde filme filmé photo* vidéo* montre montré déshabille* déshabiller lit dort dormir allonge allongé frotte',
  secret:
    'secret secrets entre_nous rien_dire pas_dire le_dire personne cacher cache caché caché en_cachette sans_que savoir sache sachent effacer efface supprimer supprime historique mentir mens mensonge menti alibi',
  online:
    'internet en_ligne online snap snapchat insta instagram tiktok discord fortnite roblox minecraft whatsapp telegram jeu serveur dm mp pseudo appli application site chat tchat live twitch youtube',
  meet: 'rencontrer rencontre voir se_voir rendez_vous rdv rejoindre rejoins venir_chercher chez_lui chez_elle venir monter voiture',
  gift: 'cadeau cadeaux skins skin vbucks v_bucks robux argent payer paye carte_cadeau',
  photo: 'photo photos pic pics nude nudes selfie vidéo vidéos cam webcam filmer filme snap',
  food: 'manger mange mangé repas faim nourriture vomir vomi vomis grossir gros grosse maigrir maigre kilos kilo calories régime laxatif* ventre poids bouffe bouffer sauter_les_repas saute_les_repas jeûne',
  bully:
    'harcèle harcelé harcelée harcèlement moque moquent moquer insultes traite traitent racket* exclu exclue rejeté rejetée humilie humilié rumeur* groupe bouc_émissaire tout_le_monde_me',
  runaway:
    'fuguer fugue fugué fuir enfuir m_enfuir partir_de_la_maison quitter_la_maison dormir_dehors faire_du_stop stop gare vivre_seul vivre_seule partir_de_chez_moi partir loin',
  sexual:
    'porno porn sexe sex nu nue baiser baise coucher hot chaud chaude x cul seins bite sucer suce branler branlette orgasme plan_cul nudes onlyfans érotique sexy excité excitée pénétr* fellation sodomie partouze préservatif capote coquin* cochon* bisous_sur_la_bouche',
  weapon:
    'arme armes pistolet flingue gun fusil carabine couteau couteaux lame poignard machette hache bombe bombes explosif* grenade kalach* kalash* mitraillette munition* balles poison poisons cyanure arsenic mort_aux_rats sabre katana taser bombe_lacrymogène lacrymo acide',
  harm: 'tuer tue tué buter bute défoncer défonce frapper frappe taper tape blesser blesse empoisonner empoisonne étrangler étrangle noyer noie brûler poignarder poignarde casser venger vengeance faire_mal faire_du_mal faire_souffrir faire_saigner tabasser tabasse égorger assassiner massacrer shooter tirer_sur attaquer attaque agresser',
  target:
    'frère soeur prof maîtresse copain copine camarade élève voisin voisine chat chien hamster quelqu_un quelqu_une gens lui elle mec fille gars type policier président classe école',
  howto:
    'comment tuto tutoriel recette étapes étape explique apprends apprendre méthode astuce astuces technique how façon moyen combien dose quelle_quantité marche_à_suivre guide procédé fabriquer fabrique faire fait',
  drug: 'drogue drogues cannabis shit weed beuh joint joints pet bédo bedo coke cocaïne mdma ecstasy ecsta lsd champignon* lean codéine protoxyde proto ballon ballons poppers crack héroïne meth kétamine vape vapoter vapoteuse puff puffs cigarette* clope* tabac chicha alcool bière vodka whisky rhum vin bourré bourrée ivre saoul soûl planer plane défoncé high stone ritaline xanax somnifère* sniffer sniffe fumer fume dealer dealeur',
  group:
    'noir noirs noire noires arabe arabes juif juifs juive musulman* chinois chinoise asiatique* rom roms gitan* gay gays homo homos pd trans lesbienne* handicapé* mongol* migrant* étranger* renoi* rebeu* feuj* blanc blancs',
  insult:
    'insulte insultes insulter vanne vannes clash clasher pire pires méchant méchante humilier rabaisser blague blagues moquer surnom surnoms clash punchline trash',
  slur: 'négro nègre bougnoul* bicot youpin chinetoque pédé pd tarlouze tafiole gouine gogol triso mongol sale_race bamboula',
  danger:
    'jeu_du_foulard foulard défi challenge évanouir évanoui apnée étouffer étouffe étrangler avaler avale feu allumer allume briquet allumette* essence alcool_à_brûler javel mélanger mélange prise électrique électrocuter pétard* explosion exploser toit voie_ferrée train_surf train lessive capsule* dosette* déodorant aérosol sac_plastique respiration respirer tenir_le_plus_longtemps',
  illegal:
    'voler vol volé piquer pique chourer choure chouraver pirater pirate hacker hack hacke mot_de_passe compte wifi ddos fausse faux falsifier falsifie imiter signature signer tricher triche fraude frauder arnaquer arnaque carte_bancaire carte_bleue code contrefaçon darknet pari paris casino magasin caisse antivol sans_payer sans_ticket fraude resquiller',
  personal:
    'adresse numéro téléphone tel portable mail email gmail hotmail mot_de_passe mdp code rue avenue boulevard allée habite j_habite nom_de_famille nom_complet école collège snap insta pseudo date_de_naissance',
  jailbreak:
    'ignore ignorer oublie oublier règles instructions consignes filtre filtres censure mode dan développeur developer prompt système roleplay jeu_de_rôle fais_semblant imagine imaginons tu_es_maintenant sans_limite sans_limites sans_filtre permission autorisé autorise ont_dit a_dit exposé projet hypothétiquement fiction personnage pretend jailbreak grand_frère pour_de_faux',
  negation: 'pas plus jamais ne n rien aucun aucune',
  fear: 'peur peurs cauchemar cauchemars angoisse angoissé stress stressé effrayé terrifié inquiet inquiète',
  why: 'pourquoi quoi qu_est_ce définition veut_dire',
  fiction:
    'jeu jeux jeu_vidéo film films série livre histoire dessin_animé personnage boss monstre monstres zombie zombies minecraft fortnite pokémon mario zelda roblox loup_garou cluedo halloween déguisement théâtre',
  nature:
    'animal animaux lion lions loup loups serpent serpents araignée requin proie proies prédateur* insecte* oiseau* dinosaure* baleine méduse crocodile tigre ours chauve_souris plante plantes champignon vénéneux volcan',
  school:
    'exposé cours contrôle devoir devoirs classe svt histoire géographie maths français professeur leçon école collège',
  body: 'corps ventre tête bras jambe jambes coeur poumons cerveau dents dent peau cheveux yeux nez bouche oreille',
  sad: 'triste tristesse pleure pleurer pleurs malheureux malheureuse déprime déprimé déprimée down cafard mal',
};

/** The concepts, by index: features and pairs name them by number. */
export const conceptNames = Object.keys(lexicon);

interface Entry {
  concept: number;
  words: string[];
  prefix: boolean;
}

interface Lexicon {
  /** Entries by their first word. */
  exact: Map<string, Entry[]>;
  /** Prefix entries (one word) by their prefix. */
  prefixes: Map<string, Entry[]>;
  /** The longest prefix: a word's longer beginnings need no look. */
  longestPrefix: number;
}

function lexiconEntries(): Lexicon {
  const built: Lexicon = { exact: new Map(), prefixes: new Map(), longestPrefix: 0 };
  for (const [name, list] of Object.entries(lexicon)) {
    const concept = conceptNames.indexOf(name);
    for (const written of list.split(/\s+/).filter(Boolean)) {
      const prefix = written.endsWith('*');
      // A prefix is spelled, not mapped: the map would turn "suicid" into "suicide".
      const read = prefix ? spell : normalize;
      const words = read(written.replace(/\*$/, '').replace(/_/g, ' ')).split(' ').filter(Boolean);
      if (words.length === 0) continue;
      const byKey = prefix && words.length === 1 ? built.prefixes : built.exact;
      const entries = byKey.get(words[0]!) ?? [];
      entries.push({ concept, words, prefix });
      byKey.set(words[0]!, entries);
      if (byKey === built.prefixes) built.longestPrefix = Math.max(built.longestPrefix, words[0]!.length);
    }
  }
  return built;
}

let entries: Lexicon | undefined;

/** A concept found in a run of words, and where. */
export interface ConceptAt {
  /** Its index in `conceptNames`. */
  concept: number;
  position: number;
}

const MIN_PREFIX = 3;

/** Every concept of every word (and run of words) in the text, in order. */
export function conceptsOf(words: readonly string[]): ConceptAt[] {
  entries ??= lexiconEntries();
  const { exact, prefixes, longestPrefix } = entries;
  const found: ConceptAt[] = [];
  const seenAt = new Int32Array(conceptNames.length).fill(-1);
  const take = (candidates: Entry[] | undefined, position: number) => {
    if (!candidates) return;
    for (const entry of candidates) {
      if (seenAt[entry.concept] === position) continue;
      if (entry.words.length > 1 && !entry.words.every((expected, offset) => words[position + offset] === expected)) {
        continue;
      }
      seenAt[entry.concept] = position;
      found.push({ concept: entry.concept, position });
    }
  };
  for (let position = 0; position < words.length; position += 1) {
    const word = words[position]!;
    take(exact.get(word), position);
    const longest = Math.min(word.length, longestPrefix);
    for (let length = MIN_PREFIX; length <= longest; length += 1) take(prefixes.get(word.slice(0, length)), position);
  }
  return found;
}
