import type { ThemeMaterial } from '../types.js';

export const fairyPrincesses: ThemeMaterial = {
  id: 'fairy_princesses',
  topic: 'les fées',
  love: 'les fées, les baguettes magiques et les paillettes',
  start: {
    key: 'fairy_garden',
    the: 'le jardin des fées',
    at: 'dans le jardin des fées',
    desc: (c) => `Des fleurs grandes comme des parapluies s'ouvrent au soleil${c.more(', et l’air sent le miel')}.`,
    props: ['flower', 'sparkles'],
  },
  places: [
    {
      key: 'forest',
      the: 'le bois des lucioles',
      at: 'dans le bois des lucioles',
      desc: (c) =>
        `Des milliers de petites lumières clignotent entre les feuilles${c.more(', comme des guirlandes vivantes')}.`,
      props: ['star'],
    },
    {
      key: 'fairy_castle',
      the: 'le palais de cristal',
      at: 'au palais de cristal',
      desc: 'Ses murs transparents brillent de toutes les couleurs de l’arc-en-ciel.',
      props: ['crown', 'rainbow'],
    },
    {
      key: 'lake',
      the: 'la rivière qui chante',
      at: 'au bord de la rivière qui chante',
      desc: (c) =>
        `L'eau fait « glou, glou, la, la » en sautant sur les cailloux${c.rich(', comme une petite chorale')}.`,
      props: ['fish', 'flower'],
    },
  ],
  journey: 'Une poignée de poussière d’étoile, et hop, tout le monde s’envole comme une plume !',
  portal: [
    'Une petite fée aux ailes brillantes frappe à la vitre, toc, toc, toc, et la fenêtre s’ouvre toute seule.',
    'Une pluie de paillettes tombe du plafond et dessine un chemin jusqu’au pays des fées.',
  ],
  companions: [
    { a: 'une petite fée nommée Libellule', the: 'Libellule', g: 'f', prop: 'sparkles' },
    { a: 'un papillon bleu qui connaît tous les chemins', the: 'le papillon bleu', g: 'm', prop: 'butterfly' },
    { a: 'une princesse des fleurs au sourire tout doux', the: 'la princesse des fleurs', g: 'f', prop: 'crown' },
  ],
  kinds: [
    { m: 'un petit lutin', f: 'une petite fée' },
    { m: 'un jeune prince des bois', f: 'une jeune princesse des bois' },
  ],
  quests: [
    {
      goal: 'la baguette magique de la reine des fées',
      clue: 'La reine des fées a perdu sa baguette, et sans elle, les fleurs ne peuvent plus s’ouvrir.',
      found: [
        'La baguette est là, accrochée à une toile d’araignée pleine de rosée.',
        (c) =>
          `${c.heroesSubject} ${c.byCount('la décroche', 'la décrochent')} tout doucement, et mille fleurs s'ouvrent d'un coup.`,
      ],
      prop: 'wand',
    },
    {
      goal: 'la perle de rosée',
      clue: 'Pour que l’arc-en-ciel revienne, il faut trouver la perle de rosée qui brille plus que toutes les autres.',
      found: [
        'La perle de rosée brille au creux d’un pétale de rose.',
        'Quand on la lève vers le soleil, un arc-en-ciel tout neuf traverse le ciel.',
      ],
      prop: 'rainbow',
    },
  ],
  troubles: [
    {
      happen: ['Oh non, une petite fée a mouillé ses ailes dans la rosée.', 'Elle ne peut plus voler.'],
      fix: [
        (c) =>
          `${c.heroesSubject} ${c.byCount('l’aide', 'l’aident')} à sécher ses ailes en soufflant tout doucement dessus.`,
        'Et hop, la petite fée s’envole en riant.',
      ],
      props: ['sparkles'],
    },
    {
      happen: ['La baguette magique fait des étincelles de travers et transforme les fleurs en chaussettes.'],
      fix: [
        (c) => `${c.one().who} dit la formule à l'envers : « Settes-chaus, fleurs ! »`,
        'Les fleurs reviennent, un peu étonnées.',
      ],
      props: ['wand', 'flower'],
    },
    {
      happen: ['Un nuage gris boude au-dessus du jardin et cache le soleil.'],
      fix: [
        (c) =>
          `${c.heroesSubject} ${c.byCount('lui chante', 'lui chantent')} une chanson si drôle que le nuage se met à rire.`,
        'Il s’envole, tout léger, et le soleil revient.',
      ],
      props: ['cloud', 'sun'],
    },
  ],
  funny: [
    [(c) => `${c.one().who} agite la baguette, et pouf : le chat du jardin se retrouve avec des ailes roses.`],
    ['Une fée éternue, et atchoum : une pluie de paillettes recouvre tout le monde.'],
    [
      (c) =>
        `${c.companionSubject} essaie de voler à l'envers et se retrouve ${c.cadj('pendu', 'pendue')} à une branche, la tête en bas.`,
    ],
    ['Les champignons du jardin se mettent à sauter à la corde.'],
  ],
  fears: [
    {
      what: 'voler très haut',
      approach: [
        (c) =>
          `D'abord, ${c.heroesSubject} ${c.verb('vole', 'volent')} juste au-dessus de l'herbe, à ras des pâquerettes.`,
        (c) => `Ensuite, ${c.heroesSubject} ${c.verb('monte', 'montent')} jusqu'à la plus basse branche d'un arbre.`,
      ],
      face: [
        (c) =>
          `${c.heroesSubject} ${c.verb('ouvre')} grand les bras et ${c.verb('monte', 'montent')} tout là-haut, au-dessus des arbres.`,
      ],
      after: 'Le vent porte tout doucement, et le jardin ressemble à un grand bouquet.',
      props: ['sparkles'],
    },
    {
      what: 'le bois sombre',
      approach: [
        (c) =>
          `D'abord, ${c.heroesSubject} ${c.verb('regarde')} le bois depuis la lisière, là où il fait encore clair.`,
        (c) => `Ensuite, ${c.heroesSubject} ${c.verb('appelle')} les lucioles, qui viennent éclairer le chemin.`,
      ],
      face: [(c) => `${c.heroesSubject} ${c.verb('entre', 'entrent')} dans le bois, au milieu de petites lumières.`],
      after: 'Le bois n’est pas sombre du tout : il est rempli de lucioles qui dansent.',
      props: ['star'],
    },
  ],
  facts: [
    { text: 'Les lucioles brillent la nuit grâce à une lumière fabriquée par leur propre corps.', prop: 'star' },
    { text: 'Les papillons goûtent ce qu’ils mangent avec leurs pattes.', prop: 'butterfly' },
    { text: 'Un arc-en-ciel apparaît quand le soleil éclaire des gouttes de pluie.', prop: 'rainbow' },
    {
      text: 'Charles Perrault a écrit l’histoire de Cendrillon il y a plus de trois cents ans.',
      more: 'C’est lui qui a imaginé la citrouille qui devient un carrosse.',
      prop: 'book',
    },
  ],
  wonders: [
    'Les fleurs s’ouvrent en chantant, chacune avec sa petite voix.',
    'Un carrosse de pétales passe, tiré par des papillons.',
    'Des gouttes de rosée flottent dans l’air comme des perles de lumière.',
    'La lune descend si bas qu’on pourrait s’y asseoir comme sur une balançoire.',
  ],
  calm: [
    { who: 'les fleurs', line: 'Les fleurs referment leurs pétales, comme de petites mains.', prop: 'flower' },
    { who: 'les lucioles', line: 'Les lucioles baissent leur lumière, une par une.', prop: 'star' },
    { who: 'les petites fées', line: 'Les petites fées se couchent dans des lits de mousse.', prop: 'sparkles' },
    {
      who: 'les papillons',
      line: 'Les papillons replient leurs ailes et dorment sous les feuilles.',
      prop: 'butterfly',
    },
    { who: 'la baguette magique', line: 'La baguette magique s’éteint doucement sur sa petite étoile.', prop: 'wand' },
  ],
  visit: {
    place: {
      key: 'fairy_garden',
      the: "l'atelier des fées",
      at: "à l'atelier des fées",
      desc: 'Il y a des pots de paillettes, des pinceaux minuscules et des bobines de fil d’argent.',
      props: ['sparkles', 'wand'],
    },
    guide: { a: 'une fée couturière aux lunettes en pétale', the: 'la fée couturière', g: 'f', prop: 'sparkles' },
    sights: [
      'Ici, on peint les ailes des papillons avec des pinceaux en poil de chat.',
      'Dans un grand chaudron, la rosée du matin devient des perles.',
      'Sur un métier à tisser, un fil d’argent devient une robe de lune.',
      'Les baguettes magiques sont rangées dans des tiroirs, chacune avec son étoile.',
    ],
    tryIt: [
      (c) => `${c.one().who} a le droit de peindre les ailes d'un petit papillon en bleu et en or.`,
      'Le papillon s’envole, tout fier de ses couleurs.',
    ],
  },
  ambience: [
    'Des paillettes flottent dans l’air.',
    'On entend le petit bourdonnement des ailes de fées.',
    'Ça sent le miel et les fleurs.',
    'Des papillons passent en dessinant des huit.',
  ],
  party: [
    'Les fées organisent un bal, et les lucioles font les lumières.',
    'Tout le monde danse en rond dans un cercle de champignons.',
  ],
  keepsakes: [
    { a: 'une petite baguette qui brille', prop: 'wand' },
    { a: 'un collier de perles de rosée', prop: 'heart' },
  ],
  titles: ['le pays des fées', 'le jardin des fées', 'la poussière d’étoiles'],
};
