import type { ThemeMaterial } from '../types.js';

export const jobs: ThemeMaterial = {
  id: 'jobs',
  topic: 'les métiers',
  love: 'les métiers, les camions de pompiers et les blouses de docteur',
  start: {
    key: 'city',
    the: 'la petite ville',
    at: 'dans la petite ville',
    desc: (c) =>
      `La boulangère ouvre sa boutique, le facteur passe à vélo${c.more(', et le camion des pompiers brille devant la caserne')}.`,
    props: ['basket'],
  },
  places: [
    {
      key: 'fire_station',
      the: 'la caserne des pompiers',
      at: 'à la caserne des pompiers',
      desc: (c) => `Le grand camion rouge est prêt${c.more(', avec sa longue échelle et ses tuyaux bien enroulés')}.`,
      props: ['fire_truck'],
    },
    {
      key: 'bakery',
      the: 'la boulangerie',
      at: 'à la boulangerie',
      desc: 'Ça sent le pain chaud, et les croissants dorés attendent dans la vitrine.',
      props: ['basket'],
    },
    {
      key: 'doctor',
      the: 'le cabinet du vétérinaire',
      at: 'chez le vétérinaire',
      desc: (c) => `Dans la salle d'attente, un chat, un lapin et un chien attendent sagement${c.more(' leur tour')}.`,
      props: ['cat'],
    },
  ],
  journey: 'Tout le monde monte dans le petit bus de la ville, et on part faire le tour des métiers !',
  portal: [
    'Le petit camion de pompiers posé sur l’étagère allume son gyrophare, tout doucement, sans sirène.',
    'Une blouse blanche accrochée à la porte se met à danser, et ses poches sont pleines d’étoiles.',
  ],
  companions: [
    { a: 'une pompière au casque doré', the: 'la pompière', g: 'f', prop: 'fire_truck' },
    { a: 'un boulanger tout couvert de farine', the: 'le boulanger', g: 'm', prop: 'basket' },
    { a: 'un facteur à vélo qui connaît toutes les rues', the: 'le facteur', g: 'm' },
  ],
  kinds: [
    { m: 'un petit apprenti', f: 'une petite apprentie' },
    { m: 'un jeune pompier', f: 'une jeune pompière' },
  ],
  quests: [
    {
      goal: 'la lettre sans adresse',
      clue: 'Le facteur a trouvé une lettre sans adresse, avec juste un dessin de maison bleue.',
      found: [
        'La maison bleue est là, au bout de la rue, avec une vieille dame à la fenêtre.',
        'C’est une lettre de son petit-fils, et elle la serre contre son cœur.',
      ],
    },
    {
      goal: 'le chat de la boulangère',
      clue: 'La boulangère est inquiète : son chat n’est pas rentré pour le petit déjeuner.',
      found: [
        'Le chat est là, perché sur un toit, qui regarde les oiseaux.',
        (c) =>
          `Avec la grande échelle des pompiers, ${c.who} ${c.byCount('aide', 'aident')} le chat à redescendre tout doucement.`,
      ],
      prop: 'cat',
    },
  ],
  troubles: [
    {
      happen: ['Oh non, le four de la boulangerie ne chauffe plus.', 'Le pain reste tout blanc et tout mou.'],
      fix: [
        (c) => `${c.one().who} remarque que le bouton est sur « arrêt », et le tourne.`,
        'Une heure plus tard, le pain est doré et croustillant.',
      ],
      props: ['basket'],
    },
    {
      happen: ['Un petit chien s’est fait une écharde à la patte, et il boite.'],
      fix: [
        (c) =>
          `${c.heroesSubject} ${c.byCount('l’emmène', 'l’emmènent')} chez le vétérinaire, qui retire l'écharde en un clin d'œil.`,
        'Le petit chien remue la queue et lèche toutes les mains.',
      ],
      props: ['dog'],
    },
    {
      happen: ['Le facteur a fait tomber toutes ses lettres, et le vent les emporte.'],
      fix: [
        (c) =>
          `${c.heroesSubject} ${c.verb('court', 'courent')} après chaque lettre et ${c.byCount('les rattrape', 'les rattrapent')} une par une.`,
        'Le facteur peut finir sa tournée, avec un grand merci.',
      ],
      props: [],
    },
  ],
  funny: [
    ['Le boulanger éternue dans la farine, et le voilà tout blanc, comme un fantôme rigolo.'],
    [(c) => `${c.one().who} essaie le casque de la pompière, qui ${c.heroesIndirectPronoun} tombe sur le nez.`],
    ['Le chien du vétérinaire veut absolument écouter son propre cœur avec le stéthoscope.'],
    ['Le facteur se trompe de boîte et met une lettre dans un nichoir à oiseaux.'],
  ],
  fears: [
    {
      what: 'aller chez le docteur',
      approach: [
        (c) =>
          `D'abord, ${c.heroesSubject} ${c.verb('joue', 'jouent')} au docteur avec un doudou, pour voir comment ça se passe.`,
        (c) =>
          `Ensuite, ${c.heroesSubject} ${c.verb('écoute')} ${c.byCount('son', 'leur')} propre cœur avec le stéthoscope : boum, boum.`,
      ],
      face: [
        (c) =>
          `${c.heroesSubject} ${c.verb('s’assoit', 's’assoient')} sur la table du docteur, qui regarde les oreilles et la gorge, tout doucement.`,
      ],
      after: 'Le docteur est très gentil, et à la fin, il y a même un autocollant.',
      props: [],
    },
    {
      what: 'la sirène des pompiers',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('regarde')} le camion des pompiers, sirène éteinte.`,
        (c) => `Ensuite, la pompière ${c.byCount('lui', 'leur')} fait écouter la sirène tout doucement, de loin.`,
      ],
      face: [(c) => `${c.heroesSubject} ${c.verb('appuie')} sur le bouton de la sirène : pin-pon, pin-pon !`],
      after: 'La sirène fait du bruit pour que tout le monde laisse passer les pompiers qui vont aider.',
      props: ['fire_truck'],
    },
  ],
  facts: [
    {
      text: 'Le boulanger se lève très tôt, souvent en pleine nuit, pour que le pain soit prêt le matin.',
      prop: 'basket',
    },
    {
      text: 'Les pompiers n’éteignent pas que les feux : ils secourent aussi les personnes et les animaux en difficulté.',
      prop: 'fire_truck',
    },
    { text: 'Le vétérinaire est le docteur des animaux.' },
    { text: 'Avec un stéthoscope, un médecin écoute battre le cœur.' },
    { text: 'Il y a très longtemps, certains facteurs distribuaient le courrier à cheval.' },
  ],
  wonders: [
    'Les outils de tous les métiers se mettent à défiler, comme une parade.',
    'La grande échelle des pompiers monte jusqu’aux nuages.',
    'Les croissants de la boulangerie s’envolent comme de petits oiseaux dorés.',
    'Les lettres du facteur se transforment en papillons de papier.',
  ],
  calm: [
    {
      who: 'le camion des pompiers',
      line: 'Le camion des pompiers dort dans la caserne, prêt pour demain.',
      prop: 'fire_truck',
    },
    {
      who: 'la boulangerie',
      line: 'La boulangerie ferme son rideau, et les dernières miettes s’endorment.',
      prop: 'basket',
    },
    { who: 'le vélo du facteur', line: 'Le vélo du facteur se repose contre le mur.' },
    {
      who: 'les animaux du vétérinaire',
      line: 'Les animaux du vétérinaire dorment dans des paniers bien chauds.',
      prop: 'cat',
    },
    { who: 'la petite ville', line: 'La petite ville éteint ses vitrines, une à une.', prop: 'star' },
  ],
  visit: {
    place: {
      key: 'fire_station',
      the: 'la caserne des pompiers',
      at: 'à la caserne des pompiers',
      desc: 'Il y a le grand camion rouge, des casques alignés et une barre pour descendre vite.',
      props: ['fire_truck'],
    },
    guide: { a: 'une pompière au casque doré', the: 'la pompière', g: 'f', prop: 'fire_truck' },
    sights: [
      'Les tenues des pompiers sont rangées près du camion, pour partir très vite.',
      'Le tuyau est si long qu’il pourrait faire le tour de l’école.',
      'La grande échelle se déplie jusqu’au toit des immeubles.',
      'Les pompiers s’entraînent tous les jours pour être prêts à aider.',
    ],
    tryIt: [
      (c) => `${c.one().who} a le droit de tenir la lance et d'arroser une cible, pschitt !`,
      'En plein dans le mille !',
    ],
  },
  ambience: [
    'On entend le vélo du facteur qui fait « dring, dring ».',
    'Ça sent le pain chaud jusqu’au bout de la rue.',
    'Tout le monde se dit bonjour en souriant.',
    'Au loin, une cloche sonne l’heure.',
  ],
  party: [
    'Tous les gens des métiers de la ville se retrouvent pour un grand goûter.',
    'Le boulanger apporte des croissants, et la pompière fait sonner la cloche du camion.',
  ],
  keepsakes: [
    { a: 'un petit casque de pompier', prop: 'fire_truck' },
    { a: 'une baguette de pain encore tiède', prop: 'basket' },
  ],
  titles: ['les métiers de la ville', 'les petits métiers', 'la journée des métiers'],
};
