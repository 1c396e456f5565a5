import type { ThemeMaterial } from '../types.js';

export const party: ThemeMaterial = {
  id: 'party',
  topic: 'les fêtes',
  love: 'les anniversaires, les ballons et les gâteaux',
  start: {
    key: 'living_room',
    the: 'la maison de Mamie',
    at: 'chez Mamie',
    desc: (c) => `Ce soir, c'est l'anniversaire de Mamie${c.more(', et tout le monde lui prépare une surprise')}.`,
    props: ['gift'],
  },
  places: [
    {
      key: 'bakery',
      the: 'la pâtisserie',
      at: 'à la pâtisserie',
      desc: (c) => `Ça sent bon le chocolat et la vanille${c.more(', et les gâteaux brillent dans la vitrine')}.`,
      props: ['cake'],
    },
    {
      key: 'garden_party',
      the: 'le jardin',
      at: 'dans le jardin',
      desc: (c) =>
        `Des guirlandes pendent aux branches${c.more(' et des lampions colorés se balancent dans le vent')}.`,
      props: ['balloon'],
    },
    {
      key: 'party_room',
      the: 'la salle des fêtes',
      at: 'dans la salle des fêtes',
      desc: 'Il y a une grande table, des chaises partout et une piste de danse toute brillante.',
      props: ['balloon', 'sparkles'],
    },
  ],
  journey: 'Tout le monde enfile son manteau, et en route, sans faire de bruit pour garder le secret !',
  portal: [
    'Un ballon rouge entre par la fenêtre entrouverte et se pose au pied du lit, comme une invitation.',
    'Une petite bougie d’anniversaire s’allume toute seule sur la table de nuit et dessine un chemin de lumière.',
  ],
  companions: [
    { a: 'un ballon rouge qui sait parler', the: 'le ballon rouge', g: 'm', prop: 'balloon' },
    { a: 'une petite souris gourmande nommée Crêpe', the: 'Crêpe', g: 'f', prop: 'cake' },
    { a: 'un clown très gentil aux chaussures trop grandes', the: 'le clown', g: 'm', prop: 'sparkles' },
  ],
  kinds: [
    { m: 'un petit lapin farceur', f: 'une petite lapine farceuse' },
    { m: 'un petit ourson gourmand', f: 'une petite oursonne gourmande' },
  ],
  quests: [
    {
      goal: 'le gâteau surprise',
      where: 0,
      clue: 'Sur la porte, un petit mot dit : « Pour la fête de Mamie, il faut trouver le gâteau surprise. »',
      found: [
        'Le gâteau surprise est là, tout rond, avec des fraises et des bougies.',
        (c) =>
          `${c.heroesSubject} ${c.byCount('le porte', 'le portent')} à deux mains, très doucement, pour ne pas le renverser.`,
      ],
      prop: 'cake',
    },
    {
      goal: 'les ballons envolés',
      where: 1,
      clue: 'Oh non : le vent a emporté tous les ballons de la fête, et il faut les retrouver avant ce soir.',
      found: [
        'Les ballons sont là, accrochés tous ensemble à la branche d’un grand arbre.',
        (c) =>
          `${c.heroesSubject} ${c.byCount('les détache', 'les détachent')} un par un, et les ballons dansent de joie.`,
      ],
      prop: 'balloon',
    },
  ],
  troubles: [
    {
      happen: ['Aïe, la crème du gâteau commence à fondre au soleil.', 'Elle coule doucement sur les côtés.'],
      fix: [
        (c) => `${c.one().who} a une idée : mettre le gâteau à l'ombre, sous un grand parasol.`,
        'La crème reste bien ferme, ouf !',
      ],
      props: ['cake', 'sun'],
    },
    {
      happen: ['Oh non, les bougies ont disparu de la boîte.', 'Sans bougies, pas de vœu à faire !'],
      fix: [
        (c) => `${c.one().who} les retrouve dans la poche de son manteau, toutes sages.`,
        'Tout le monde rit de soulagement.',
      ],
      props: ['cake'],
    },
    {
      happen: ['Pouf : un ballon se dégonfle en faisant un drôle de bruit.', 'Il est tout triste et tout mou.'],
      fix: [
        (c) => `${c.heroesSubject} ${c.verb('souffle')} dedans de toutes ${c.byCount('ses', 'leurs')} forces.`,
        'Le ballon redevient tout rond et fier comme un roi.',
      ],
      props: ['balloon'],
    },
    {
      happen: ['Zut, la guirlande est toute emmêlée, comme un gros plat de spaghettis.'],
      fix: [
        (c) => `Patiemment, ${c.heroesSubject} ${c.verb('défait', 'défont')} les nœuds un par un.`,
        'La guirlande brille bientôt de toutes ses couleurs.',
      ],
      props: ['sparkles'],
    },
  ],
  funny: [
    [
      (c) => `${c.one().who} souffle sur une bougie, mais c'est un nuage de farine qui s'envole.`,
      'Tout le monde a une moustache blanche !',
    ],
    ['Le chat de la maison se prend pour un invité et s’assoit à table avec un chapeau pointu.'],
    [(c) => `${c.one().who} veut danser, mais ses chaussures neuves font « pouic, pouic » à chaque pas.`],
    ['Un ballon s’accroche aux cheveux de Papi, qui se met à flotter un tout petit peu.', 'Enfin, presque !'],
  ],
  fears: [
    {
      what: 'chanter devant tout le monde',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('chante')} tout bas, rien que pour ${c.companion}.`,
        (c) => `Ensuite, ${c.heroesSubject} ${c.verb('chante')} un peu plus fort, derrière la porte.`,
      ],
      face: [
        (c) =>
          `${c.heroesSubject} ${c.verb('respire')} un grand coup et ${c.verb('chante')} « Joyeux anniversaire » devant tout le monde.`,
      ],
      after: 'Tout le monde reprend la chanson en chœur, et Mamie a les yeux qui brillent.',
      props: ['music_note'],
    },
    {
      what: 'le bruit des ballons qui éclatent',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('touche')} un ballon, tout doucement, du bout du doigt.`,
        (c) =>
          `Ensuite, ${c.heroesSubject} ${c.verb('bouche')} ${c.byCount('ses', 'leurs')} oreilles et ${c.verb('écoute')} : un ballon, ça fait juste « pop ».`,
      ],
      face: [
        (c) =>
          `${c.heroesSubject} ${c.verb('prend', 'prennent')} un ballon dans les bras et ${c.verb('joue')} avec, sans avoir peur.`,
      ],
      after: 'Un ballon, c’est léger, c’est doux, et ça fait rire.',
      props: ['balloon'],
    },
  ],
  facts: [
    { text: 'Un ballon gonflé à l’hélium s’envole parce que l’hélium est plus léger que l’air.', prop: 'balloon' },
    {
      text: 'Pour qu’un gâteau gonfle dans le four, on met de la levure dans la pâte.',
      more: 'La levure fait de toutes petites bulles de gaz qui soulèvent la pâte.',
      prop: 'cake',
    },
    {
      text: 'Le mot « confetti » vient de l’italien.',
      more: 'Autrefois, en Italie, on lançait des bonbons pendant le carnaval, et on les appelait déjà des confettis.',
      prop: 'sparkles',
    },
    {
      text: 'La chanson « Joyeux anniversaire » est chantée dans le monde entier, dans des dizaines de langues.',
      prop: 'music_note',
    },
  ],
  wonders: [
    'Les ballons se mettent à chanter, chacun avec une note différente.',
    'Un gâteau grand comme une maison se couvre de bougies qui brillent comme des étoiles.',
    'Des confettis dorés tombent doucement, comme une neige qui ne fond jamais.',
    'Les guirlandes s’envolent et dessinent des arcs-en-ciel dans le ciel.',
  ],
  calm: [
    { who: 'les ballons', line: 'Les ballons se serrent les uns contre les autres au plafond.', prop: 'balloon' },
    { who: 'les bougies', line: 'Les bougies s’éteignent une à une, en laissant un petit fil de fumée.', prop: 'cake' },
    { who: 'les cadeaux', line: 'Les cadeaux attendent, bien emballés, au pied du canapé.', prop: 'gift' },
    {
      who: 'les guirlandes',
      line: 'Les guirlandes se balancent tout doucement, puis ne bougent plus.',
      prop: 'sparkles',
    },
    { who: 'le gâteau', line: 'Le dernier morceau de gâteau dort sous une cloche de verre.', prop: 'cake' },
  ],
  visit: {
    place: {
      key: 'bakery',
      the: 'la pâtisserie',
      at: 'à la pâtisserie',
      desc: 'Derrière le comptoir, il y a un grand four, des fouets et des montagnes de sucre.',
      props: ['cake', 'basket'],
    },
    guide: { a: 'une pâtissière au grand tablier blanc', the: 'la pâtissière', g: 'f', prop: 'cake' },
    sights: [
      'La pâtissière casse les œufs d’une seule main, toc, sans faire tomber de coquille.',
      'Dans un grand bol, le fouet transforme la crème en petits nuages.',
      'Le four est si chaud qu’on doit prendre de gros gants pour l’ouvrir.',
      'Sur une étagère, des dizaines de moules ont toutes les formes : des cœurs, des étoiles, des poissons.',
    ],
    tryIt: [
      (c) => `${c.one().who} a le droit de poser les fraises sur le gâteau, une par une, bien en rond.`,
      'C’est le plus beau gâteau de la journée !',
    ],
  },
  ambience: [
    'On entend des rires et de la musique.',
    'Des confettis brillent un peu partout par terre.',
    'Ça sent bon le gâteau tout chaud.',
    'Des ballons de toutes les couleurs flottent au-dessus des têtes.',
  ],
  party: [
    'Mamie souffle ses bougies, et tout le monde chante à tue-tête.',
    'Les ballons dansent et les confettis volent partout.',
  ],
  keepsakes: [
    { a: 'un ballon doré', prop: 'balloon' },
    { a: 'une part de gâteau dans une jolie boîte', prop: 'cake' },
  ],
  titles: ['la grande fête', 'le plus bel anniversaire', 'les ballons de toutes les couleurs'],
};
