import type { ThemeMaterial } from '../types.js';

export const unicorns: ThemeMaterial = {
  id: 'unicorns',
  topic: 'les licornes',
  love: 'les licornes, les arcs-en-ciel et les crinières dorées',
  start: {
    key: 'rainbow_meadow',
    the: 'la prairie aux mille fleurs',
    at: 'dans la prairie aux mille fleurs',
    desc: (c) => `L'herbe est douce comme un tapis${c.more(', et les fleurs sentent la barbe à papa')}.`,
    props: ['flower', 'unicorn'],
  },
  places: [
    {
      key: 'rainbow_meadow',
      the: "le pont de l'arc-en-ciel",
      at: "sur le pont de l'arc-en-ciel",
      desc: (c) => `Chaque couleur a sa petite musique${c.rich(', du rouge grave jusqu’au violet tout léger')}.`,
      props: ['rainbow'],
    },
    {
      key: 'clouds',
      the: 'le royaume des nuages',
      at: 'au royaume des nuages',
      desc: 'Les nuages sont si épais qu’on peut marcher dessus, comme sur de la guimauve.',
      props: ['cloud', 'unicorn'],
    },
    {
      key: 'rainbow_meadow',
      the: 'la vallée des licornes',
      at: 'dans la vallée des licornes',
      desc: (c) =>
        `Des licornes de toutes les couleurs galopent en faisant briller l'herbe${c.more(' à chaque sabot')}.`,
      props: ['unicorn', 'star'],
    },
  ],
  journey: 'Tout le monde grimpe sur le dos d’une licorne, et au galop, dans un nuage de paillettes !',
  portal: [
    'Une corne dorée apparaît à la fenêtre : une petite licorne est venue chercher ses amis.',
    'La veilleuse en forme d’arc-en-ciel s’allume toute seule et dessine un pont jusqu’au ciel.',
  ],
  companions: [
    { a: 'une petite licorne nommée Perle', the: 'Perle', g: 'f', prop: 'unicorn' },
    { a: 'un poney ailé très poli', the: 'le poney ailé', g: 'm' },
    { a: 'une vieille licorne à la crinière argentée', the: 'la vieille licorne', g: 'f', prop: 'unicorn' },
  ],
  kinds: [
    { m: 'un petit poulain', f: 'une petite pouliche' },
    { m: 'un jeune gardien des licornes', f: 'une jeune gardienne des licornes' },
  ],
  quests: [
    {
      goal: "les couleurs de l'arc-en-ciel",
      where: 2,
      clue: 'Ce matin, l’arc-en-ciel est tout gris : ses couleurs se sont envolées pendant la nuit.',
      found: [
        'Les couleurs sont là, cachées dans les fleurs de la vallée.',
        (c) =>
          `${c.heroesSubject} ${c.byCount('les rassemble', 'les rassemblent')} dans un panier, et l'arc-en-ciel se rallume d'un coup.`,
      ],
      prop: 'rainbow',
    },
    {
      goal: 'la corne de Perle',
      clue: 'La petite licorne Perle est toute triste : sa corne ne brille plus.',
      found: [
        'Au bord d’un lac tranquille, une étoile tombée attend qu’on la ramasse.',
        (c) =>
          `${c.heroesSubject} ${c.byCount('la pose', 'la posent')} tout contre la corne de Perle, qui se remet à briller.`,
      ],
      prop: 'star',
    },
  ],
  troubles: [
    {
      happen: ['Oh non, le pont de l’arc-en-ciel a perdu sa couleur bleue.', 'Il y a un trou au milieu.'],
      fix: [
        (c) =>
          `${c.heroesSubject} ${c.verb('cueille')} des bleuets et ${c.byCount('les pose', 'les posent')} dans le trou.`,
        'Le pont redevient complet et brillant.',
      ],
      props: ['rainbow', 'flower'],
    },
    {
      happen: ['Une petite licorne s’est emmêlé la crinière dans un buisson de ronces.'],
      fix: [
        (c) => `${c.one().who} la démêle patiemment, mèche par mèche.`,
        'La petite licorne secoue sa crinière, toute contente.',
      ],
      props: ['unicorn'],
    },
    {
      happen: ['Le vent souffle si fort que les nuages partent dans tous les sens.'],
      fix: [
        (c) => `${c.heroesSubject} ${c.verb('chante')} une chanson très douce, et le vent se calme pour écouter.`,
        'Les nuages se remettent en place, bien sages.',
      ],
      props: ['cloud'],
    },
  ],
  funny: [
    ['Une licorne éternue, et atchoum : un petit arc-en-ciel lui sort du nez.'],
    ['Le poney ailé veut atterrir en douceur, mais il fait une galipette dans un tas de plumes.'],
    [(c) => `${c.one().who} essaie de faire une tresse à une licorne, et se retrouve avec une tresse sur la tête.`],
    ['Une licorne gourmande mange une fleur à la menthe et se met à souffler des bulles vertes.'],
  ],
  fears: [
    {
      what: 'monter sur le dos d’une licorne',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('caresse')} le museau tout doux de la licorne.`,
        (c) => `Ensuite, ${c.heroesSubject} ${c.verb('brosse')} sa crinière pour faire connaissance.`,
      ],
      face: [(c) => `${c.heroesSubject} ${c.verb('grimpe')} sur son dos, et la licorne avance au pas, tout doucement.`],
      after: 'La licorne est si douce qu’on a l’impression de se promener sur un nuage.',
      props: ['unicorn'],
    },
    {
      what: 'traverser le pont de l’arc-en-ciel',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('pose')} un pied sur la couleur rouge, juste pour voir.`,
        (c) => `Ensuite, ${c.heroesSubject} ${c.verb('avance')} jusqu'au jaune, en se tenant bien à la rambarde.`,
      ],
      face: [(c) => `${c.heroesSubject} ${c.verb('traverse')} tout le pont, couleur après couleur, jusqu'au violet.`],
      after: 'Le pont est solide comme un rocher, et chaque couleur chante sous les pieds.',
      props: ['rainbow'],
    },
  ],
  facts: [
    {
      text: 'Les licornes n’existent que dans les histoires, mais le narval, une baleine, a une longue dent qui ressemble à une corne.',
      prop: 'fish',
    },
    { text: 'Le rhinocéros indien n’a qu’une seule corne sur le nez.' },
    {
      text: 'Dans un arc-en-ciel, les couleurs sont toujours dans le même ordre, du rouge jusqu’au violet.',
      prop: 'rainbow',
    },
    { text: 'Les chevaux peuvent dormir debout, sans tomber.' },
  ],
  wonders: [
    'Des licornes dansent en cercle, et leurs cornes dessinent des étoiles dans l’air.',
    'Une cascade d’arcs-en-ciel tombe dans un lac de lait.',
    'Les nuages prennent la forme de licornes qui galopent.',
    'Chaque pas d’une licorne fait pousser une petite fleur brillante.',
  ],
  calm: [
    {
      who: 'les licornes',
      line: 'Les licornes se couchent dans l’herbe, la corne posée sur les pattes.',
      prop: 'unicorn',
    },
    { who: 'l’arc-en-ciel', line: 'L’arc-en-ciel éteint ses couleurs, une à une.', prop: 'rainbow' },
    { who: 'les nuages', line: 'Les nuages se blottissent les uns contre les autres.', prop: 'cloud' },
    { who: 'le poney ailé', line: 'Le poney ailé replie ses ailes, comme une couverture.' },
    { who: 'la vallée', line: 'La vallée devient toute bleue et silencieuse.', prop: 'star' },
  ],
  visit: {
    place: {
      key: 'rainbow_meadow',
      the: "l'école des licornes",
      at: "à l'école des licornes",
      desc: 'Les petites licornes apprennent à galoper, à faire briller leur corne et à voler un tout petit peu.',
      props: ['unicorn', 'rainbow'],
    },
    guide: { a: 'une vieille licorne à la crinière argentée', the: 'la vieille licorne', g: 'f', prop: 'unicorn' },
    sights: [
      'Dans une salle, les petites licornes apprennent à faire briller leur corne en pensant à quelque chose de joyeux.',
      'Au bord du lac, on brosse les crinières avec des peignes en nacre.',
      'Dans la réserve, il y a des sacs de paillettes de toutes les couleurs.',
      'Sur un tableau, on apprend les couleurs de l’arc-en-ciel dans l’ordre.',
    ],
    tryIt: [
      (c) => `${c.one().who} a le droit de tresser la crinière d'une petite licorne avec un ruban doré.`,
      'La petite licorne se regarde dans le lac, toute fière.',
    ],
  },
  ambience: [
    'Des paillettes scintillent dans l’air.',
    'On entend de petits hennissements joyeux.',
    'Un arc-en-ciel brille tout au loin.',
    'Ça sent la barbe à papa et les fleurs.',
  ],
  party: ['Les licornes font un grand défilé, crinières au vent.', 'Tout le monde danse sous une pluie de paillettes.'],
  keepsakes: [
    { a: 'un crin doré de licorne', prop: 'unicorn' },
    { a: 'une petite bille arc-en-ciel', prop: 'rainbow' },
  ],
  titles: ['la licorne de l’arc-en-ciel', 'le pays des licornes', 'la crinière dorée'],
};
