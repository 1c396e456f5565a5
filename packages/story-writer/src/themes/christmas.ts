import type { ThemeMaterial } from '../types.js';

export const christmas: ThemeMaterial = {
  id: 'christmas',
  topic: 'Noël',
  love: 'Noël, la neige et les guirlandes qui brillent',
  start: {
    key: 'christmas_living_room',
    the: 'la maison décorée',
    at: 'dans la maison décorée',
    desc: (c) => `Le sapin brille dans le salon${c.more(', et ça sent le pain d’épices et la cannelle')}.`,
    props: ['gift'],
  },
  places: [
    {
      key: 'forest',
      the: 'la forêt enneigée',
      at: 'dans la forêt enneigée',
      desc: (c) => `La neige crisse sous les bottes${c.more(', et les sapins portent des manteaux tout blancs')}.`,
      props: [],
    },
    {
      key: 'snowy_village',
      the: 'le village du pôle Nord',
      at: 'au village du pôle Nord',
      desc: 'Les petites maisons en bois fument, et des lutins courent partout avec des paquets.',
      props: ['gift', 'snowman'],
    },
    {
      key: 'workshop',
      the: "l'atelier du père Noël",
      at: "à l'atelier du père Noël",
      desc: (c) =>
        `Des lutins fabriquent des jouets en chantant${c.more(', et des rubans de toutes les couleurs pendent du plafond')}.`,
      props: ['gift'],
    },
  ],
  journey: 'Tout le monde monte dans un traîneau tiré par des rennes, et hue, dans un tintement de grelots !',
  portal: [
    'Un flocon de neige entre par la fenêtre et grandit, grandit, jusqu’à devenir un petit traîneau.',
    'Une boule du sapin se met à briller, et on voit dedans un chemin de neige qui mène au pôle Nord.',
  ],
  companions: [
    { a: 'un petit lutin farceur nommé Grelotin', the: 'Grelotin', g: 'm', prop: 'gift' },
    { a: 'un renne au nez tout rouge nommé Flocon', the: 'Flocon', g: 'm' },
    { a: 'un bonhomme de neige qui parle', the: 'le bonhomme de neige', g: 'm', prop: 'snowman' },
  ],
  kinds: [
    { m: 'un petit lutin', f: 'une petite lutine' },
    { m: 'un petit ourson polaire', f: 'une petite oursonne polaire' },
  ],
  quests: [
    {
      goal: 'le cadeau oublié',
      where: 2,
      clue: 'Au pôle Nord, un lutin s’aperçoit qu’un cadeau est resté au fond de l’atelier, sans adresse.',
      found: [
        'Sur le paquet, une toute petite étiquette dit à qui il est : un petit garçon qui a été très gentil.',
        (c) => `${c.heroesSubject} ${c.byCount('l’apporte', 'l’apportent')} juste à temps, avant le lever du jour.`,
      ],
      prop: 'gift',
    },
    {
      goal: "l'étoile du sapin",
      where: 1,
      clue: 'Le grand sapin du village a perdu son étoile, et sans elle, Noël ne brille pas pareil.',
      found: [
        'L’étoile est là, tombée dans la neige, qui brille encore un peu.',
        (c) =>
          `${c.heroesSubject} ${c.byCount('la replace', 'la replacent')} tout en haut du sapin, et tout le village applaudit.`,
      ],
      prop: 'star',
    },
  ],
  troubles: [
    {
      happen: ['Oh non, le traîneau est coincé dans un gros tas de neige.'],
      fix: [
        (c) => `${c.heroesSubject} ${c.verb('pousse')} de toutes ${c.byCount('ses', 'leurs')} forces avec les rennes.`,
        'Hop : le traîneau repart en glissant.',
      ],
      props: [],
    },
    {
      happen: ['Les guirlandes du village se sont éteintes d’un coup.'],
      fix: [
        (c) => `${c.one().who} trouve la prise débranchée par un renne curieux et la rebranche.`,
        'Tout le village se rallume, plein de couleurs.',
      ],
      props: [],
    },
    {
      happen: ['Un petit renne s’est perdu dans la tempête de neige.'],
      fix: [
        (c) => `${c.heroesSubject} ${c.byCount('l’appelle', 'l’appellent')} en faisant tinter les grelots.`,
        'Le petit renne suit le bruit et retrouve sa famille.',
      ],
      props: [],
    },
  ],
  funny: [
    ['Un lutin emballe un cadeau, puis la table, puis le chat, puis lui-même.'],
    [(c) => `${c.one().who} fait un bonhomme de neige, et le bonhomme éternue : atchoum, plus de nez !`],
    ['Un renne glisse sur la glace et fait trois tours sur lui-même, comme une toupie.'],
    [
      (c) =>
        `${c.companionSubject} essaie le bonnet du père Noël, qui ${c.heroesIndirectPronoun} tombe jusqu'aux genoux.`,
    ],
  ],
  fears: [
    {
      what: 'le noir de la nuit de Noël',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('allume')} une petite lanterne, juste devant la porte.`,
        (c) => `Ensuite, ${c.heroesSubject} ${c.verb('regarde')} les guirlandes des maisons qui brillent dans la nuit.`,
      ],
      face: [
        (c) => `${c.heroesSubject} ${c.verb('avance')} dans la nuit, la lanterne à la main, jusqu'au grand sapin.`,
      ],
      after: 'La nuit de Noël est pleine de lumières, d’étoiles et de fenêtres qui brillent.',
      props: ['lantern', 'star'],
    },
    {
      what: 'descendre la grande pente en luge',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('glisse')} sur une toute petite pente, pas plus haute qu'un lit.`,
        (c) => `Ensuite, ${c.heroesSubject} ${c.verb('essaie')} une pente un peu plus longue, avec quelqu'un derrière.`,
      ],
      face: [
        (c) => `${c.heroesSubject} ${c.verb('s’installe', 's’installent')} sur la luge, et c'est parti : wiiiii !`,
      ],
      after: 'La luge glisse dans la neige toute douce, et on arrive en bas en riant.',
      props: [],
    },
  ],
  facts: [
    { text: 'Le sapin garde ses aiguilles vertes tout l’hiver, même sous la neige.' },
    {
      text: 'Les flocons de neige ont presque toujours six branches.',
      more: 'Mais on n’en trouve jamais deux exactement pareils.',
    },
    { text: 'Chez les rennes, les mâles et les femelles ont des bois sur la tête.' },
    { text: 'Au pôle Nord, en hiver, le soleil ne se lève pas pendant des semaines.', prop: 'moon' },
  ],
  wonders: [
    'Des flocons de neige dansent une valse tout autour du sapin.',
    'Les guirlandes s’envolent et dessinent des étoiles dans le ciel.',
    'Une aurore boréale peint le ciel de vert et de violet.',
    'Les boules du sapin tintent comme de petites cloches.',
  ],
  calm: [
    { who: 'les rennes', line: 'Les rennes se couchent dans la paille, les uns contre les autres.' },
    { who: 'les lutins', line: 'Les lutins rangent leurs outils et enfilent leurs bonnets de nuit.', prop: 'gift' },
    { who: 'le sapin', line: 'Le sapin fait briller ses guirlandes tout doucement.' },
    { who: 'le bonhomme de neige', line: 'Le bonhomme de neige ferme ses yeux de charbon.', prop: 'snowman' },
    { who: 'les flocons', line: 'Les flocons tombent lentement, sans faire de bruit.' },
  ],
  visit: {
    place: {
      key: 'workshop',
      the: "l'atelier du père Noël",
      at: "à l'atelier du père Noël",
      desc: 'Il y a des établis, des montagnes de papier cadeau et une grande liste accrochée au mur.',
      props: ['gift'],
    },
    guide: { a: 'une lutine au bonnet à grelot', the: 'la lutine', g: 'f', prop: 'gift' },
    sights: [
      'Sur la grande liste, il y a le nom de tous les enfants, et ce qu’ils ont demandé.',
      'Les lutins peignent des petits trains en rouge et en vert.',
      'Un tapis roulant emporte les paquets jusqu’au traîneau.',
      'Dans l’écurie, les rennes mangent du lichen avant le grand voyage.',
    ],
    tryIt: [
      (c) => `${c.one().who} a le droit d'emballer un cadeau et de faire un joli nœud doré.`,
      'La lutine dit que c’est le plus beau nœud de l’année.',
    ],
  },
  ambience: [
    'Des grelots tintent au loin.',
    'La neige tombe en gros flocons tout doux.',
    'Ça sent le chocolat chaud et le pain d’épices.',
    'Les guirlandes clignotent sur les toits.',
  ],
  party: [
    'Tout le monde chante des chants de Noël autour du grand sapin.',
    'On boit un chocolat chaud, et les lutins distribuent des papillotes.',
  ],
  keepsakes: [{ a: 'une boule de sapin dorée' }, { a: 'un grelot du traîneau' }],
  titles: ['la magie de Noël', 'la nuit de Noël', 'le village des lutins'],
};
