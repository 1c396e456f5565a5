import type { ThemeMaterial } from '../types.js';

export const school: ThemeMaterial = {
  id: 'school',
  topic: "l'école",
  love: "l'école, les copains et la récré",
  start: {
    key: 'schoolyard',
    the: "l'école",
    at: "à l'école",
    desc: (c) => `La cloche sonne, et les copains arrivent en courant${c.more(', le cartable sur le dos')}.`,
    props: ['book'],
  },
  places: [
    {
      key: 'classroom',
      the: 'la classe',
      at: 'dans la classe',
      desc: (c) => `Il y a des dessins sur les murs${c.more(', un grand tableau et des tables bien rangées')}.`,
      props: ['book'],
    },
    {
      key: 'schoolyard',
      the: 'la cour de récréation',
      at: 'dans la cour de récréation',
      desc: 'Il y a une marelle dessinée par terre, un toboggan et un grand marronnier.',
      props: ['ball'],
    },
    {
      key: 'classroom',
      the: 'la bibliothèque',
      at: 'à la bibliothèque',
      desc: (c) =>
        `Des centaines de livres attendent sur les étagères${c.rich(', rangés par couleur et par histoire')}.`,
      props: ['book'],
    },
  ],
  journey: 'Tout le monde se met en rang, et on y va, deux par deux !',
  portal: [
    'Le cartable posé au pied du lit s’ouvre tout seul, et un petit crayon en sort en faisant la révérence.',
    'Un livre de la bibliothèque s’ouvre sur la table de nuit, et ses pages dessinent un escalier de papier.',
  ],
  companions: [
    { a: 'un petit crayon bavard nommé Taillou', the: 'Taillou', g: 'm' },
    { a: 'la gentille maîtresse', the: 'la maîtresse', g: 'f', prop: 'book' },
    { a: 'le lapin de la classe', the: 'le lapin', g: 'm', prop: 'rabbit' },
  ],
  kinds: [
    { m: 'un petit écolier', f: 'une petite écolière' },
    { m: 'un jeune hérisson qui va à l’école', f: 'une jeune hérissonne qui va à l’école' },
  ],
  quests: [
    {
      goal: 'le livre perdu de la bibliothèque',
      where: 2,
      clue: 'La bibliothécaire est inquiète : un livre très précieux a disparu de son étagère.',
      found: [
        'Le livre perdu est là, caché sous un coussin du coin lecture.',
        (c) => `${c.heroesSubject} ${c.byCount('le remet', 'le remettent')} à sa place, et la bibliothécaire sourit.`,
      ],
      prop: 'book',
    },
    {
      goal: 'la clé de la boîte à jeux',
      where: 1,
      clue: 'Impossible d’ouvrir la boîte à jeux de la récré : sa petite clé dorée a disparu.',
      found: [
        'La clé dorée brille au fond du bac à sable.',
        'Clic : la boîte à jeux s’ouvre, et la récré peut commencer.',
      ],
    },
  ],
  troubles: [
    {
      happen: ['Patatras : la tour de cubes de la classe s’écroule.', 'Il y a des cubes partout par terre.'],
      fix: [
        (c) =>
          `${c.heroesSubject} ${c.verb('ramasse')} les cubes et ${c.verb('reconstruit', 'reconstruisent')} une tour encore plus haute.`,
        'Toute la classe applaudit.',
      ],
      props: ['ball'],
    },
    {
      happen: [(c) => `Oh non, ${c.one().who} a fait une tache d'encre sur son beau dessin.`],
      fix: [
        (c) => `${c.one().who} transforme la tache en petit chat tout noir.`,
        'Le dessin est encore plus joli qu’avant !',
      ],
      props: [],
    },
    {
      happen: ['Un petit nouveau reste tout seul dans un coin de la cour.', 'Il a l’air un peu triste.'],
      fix: [
        (c) =>
          `${c.heroesSubject} ${c.byCount('va', 'vont')} le voir et ${c.byCount('lui propose', 'lui proposent')} de jouer à chat.`,
        'Le petit nouveau court et rit avec tout le monde.',
      ],
      props: ['ball'],
    },
  ],
  funny: [
    ['Le lapin de la classe s’échappe de sa cage et se cache dans le panier à goûter.'],
    [(c) => `${c.one().who} lève la main pour répondre, mais au lieu de « oui », il sort un énorme éternuement.`],
    ['La maîtresse écrit au tableau, et la craie se met à couiner comme une petite souris.'],
    [
      (c) => `${c.one().who} met ses chaussons sur les mains pour faire des marionnettes.`,
      'Toute la classe éclate de rire.',
    ],
  ],
  fears: [
    {
      what: 'la première journée dans la nouvelle classe',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('regarde')} la classe par la fenêtre, juste pour voir.`,
        (c) => `Ensuite, ${c.heroesSubject} ${c.verb('dit', 'disent')} bonjour à un copain, tout bas.`,
      ],
      face: [
        (c) =>
          `${c.heroesSubject} ${c.verb('pousse')} la porte de la classe et ${c.verb('entre', 'entrent')}, la tête haute.`,
      ],
      after: 'La maîtresse sourit, et une petite voisine propose de partager ses feutres.',
      props: ['book'],
    },
    {
      what: 'le grand toboggan de la cour',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('monte', 'montent')} juste deux marches de l'échelle.`,
        (c) =>
          `Ensuite, ${c.heroesSubject} ${c.verb('monte', 'montent')} tout en haut et ${c.verb('regarde')} en bas, en se tenant bien.`,
      ],
      face: [
        (c) =>
          `${c.heroesSubject} ${c.verb('s’assoit', 's’assoient')} en haut du toboggan et ${c.verb('se laisse', 'se laissent')} glisser : wiii !`,
      ],
      after: 'Le toboggan va vite, mais pas trop, et ça chatouille le ventre.',
      props: ['ball'],
    },
  ],
  facts: [
    { text: 'Il y a très longtemps, les élèves écrivaient sur de petites ardoises avec une craie.' },
    {
      text: 'La mine d’un crayon à papier n’est pas en plomb : elle est faite de graphite et d’argile.',
      more: 'Plus il y a de graphite, plus le trait est noir et doux.',
    },
    { text: 'En France, presque tous les enfants commencent l’école à trois ans, en maternelle.', prop: 'book' },
    {
      text: 'Une gomme efface le crayon parce que les petits grains du crayon collent mieux à la gomme qu’au papier.',
    },
  ],
  wonders: [
    'Les lettres de l’alphabet sortent des cahiers et dansent une farandole.',
    'Les livres de la bibliothèque s’envolent comme des oiseaux de papier.',
    'La marelle de la cour devient un chemin de nuages qui monte jusqu’au ciel.',
    'Les crayons de couleur dessinent tout seuls un arc-en-ciel sur le tableau.',
  ],
  calm: [
    { who: 'les crayons', line: 'Les crayons se couchent dans la trousse, bien alignés.' },
    { who: 'les livres', line: 'Les livres referment leurs pages, tout doucement.', prop: 'book' },
    { who: 'la cour de récré', line: 'La cour de récré est vide et silencieuse.' },
    { who: 'le tableau', line: 'Le tableau noir garde les mots du jour comme un secret.', prop: 'book' },
    { who: 'le cartable', line: 'Le cartable attend sagement au pied du lit.', prop: 'book' },
  ],
  visit: {
    place: {
      key: 'classroom',
      the: 'la bibliothèque',
      at: 'à la bibliothèque',
      desc: 'Il y a des étagères jusqu’au plafond, des coussins et un grand tapis tout doux.',
      props: ['book'],
    },
    guide: { a: 'une bibliothécaire aux lunettes rondes', the: 'la bibliothécaire', g: 'f', prop: 'book' },
    sights: [
      'Chaque livre a une petite étiquette, pour savoir où le ranger.',
      'Avec une carte, on peut emprunter un livre et le rapporter plus tard.',
      'Dans un coin, il y a des livres très anciens, aux pages toutes jaunies.',
      'La bibliothécaire répare les livres abîmés avec du papier spécial.',
    ],
    tryIt: [
      (c) => `${c.one().who} a le droit de ranger un livre à sa place, tout seul, grâce à son étiquette.`,
      'Et en plus, c’est la bonne place !',
    ],
  },
  ambience: [
    'On entend des rires et des bruits de ballon.',
    'Ça sent la craie et la pâte à modeler.',
    'Quelque part, une maîtresse chante une comptine.',
    'Les dessins des enfants décorent tous les murs.',
  ],
  party: [
    'Toute la classe fait une grande ronde en chantant.',
    'La maîtresse distribue des bonbons, et tout le monde dit merci.',
  ],
  keepsakes: [
    { a: 'un joli marque-page', prop: 'book' },
    { a: 'une étoile dorée à coller dans le cahier', prop: 'star' },
  ],
  titles: ['la cour de récré', 'la journée à l’école', 'les copains de la classe'],
};
