import type { ThemeMaterial } from '../types.js';

export const cars: ThemeMaterial = {
  id: 'cars',
  topic: 'les voitures',
  love: 'les voitures, les camions et les grandes routes',
  start: {
    key: 'workshop',
    the: 'le garage',
    at: 'au garage',
    desc: (c) =>
      `Une petite voiture rouge attend, toute propre${c.more(', le réservoir plein et les phares qui brillent')}.`,
    props: ['car'],
  },
  places: [
    {
      key: 'road',
      the: 'la grande route',
      at: 'sur la grande route',
      desc: (c) => `La route file entre les champs${c.more(', et les voitures se font de petits signes en passant')}.`,
      props: ['car'],
    },
    {
      key: 'mountain',
      the: 'la route de la montagne',
      at: 'sur la route de la montagne',
      desc: 'La route tourne, tourne, et monte jusqu’aux sapins.',
      props: ['car'],
    },
    {
      key: 'city',
      the: 'la ville',
      at: 'en ville',
      desc: (c) =>
        `Il y a des feux rouges, des bus et des passages piétons${c.more(' où l’on traverse en se tenant la main')}.`,
      props: ['car'],
    },
  ],
  journey: 'Tout le monde boucle sa ceinture, et vroum, c’est parti !',
  portal: [
    'La petite voiture rouge posée sur l’étagère se met à briller, puis devient assez grande pour qu’on monte dedans.',
    'Par la fenêtre, une route de lumière descend jusqu’au pied du lit, comme un tapis qui roule tout seul.',
  ],
  companions: [
    { a: 'une petite dépanneuse nommée Clé-à-molette', the: 'Clé-à-molette', g: 'f', prop: 'car' },
    { a: 'un vieux camion rigolo qui klaxonne pour dire bonjour', the: 'le vieux camion', g: 'm', prop: 'car' },
    { a: 'une mécanicienne aux mains pleines de cambouis', the: 'la mécanicienne', g: 'f' },
  ],
  kinds: [
    { m: 'un petit pilote', f: 'une petite pilote' },
    { m: 'un jeune mécanicien', f: 'une jeune mécanicienne' },
  ],
  quests: [
    {
      goal: 'la grande course des petites voitures',
      where: 0,
      clue: 'Une affiche annonce une course pour les petites voitures, avec une coupe pour tout le monde.',
      found: [
        'La ligne d’arrivée est là, avec un grand drapeau à damier.',
        (c) =>
          `${c.heroesSubject} ${c.verb('passe', 'passent')} la ligne, et tout le monde reçoit une coupe en chocolat.`,
      ],
      prop: 'car',
    },
    {
      goal: 'la roue perdue du petit bus',
      clue: 'Le petit bus de l’école a perdu une roue, et il ne peut plus emmener les enfants.',
      found: [
        'La roue est là, couchée dans l’herbe, au bord du chemin.',
        (c) => `${c.heroesSubject} ${c.byCount('la fait', 'la font')} rouler jusqu'au petit bus, qui klaxonne de joie.`,
      ],
    },
  ],
  troubles: [
    {
      happen: ['Pssshh : un pneu de la voiture se dégonfle.', 'La voiture penche un peu sur le côté.'],
      fix: [
        (c) => `${c.one().who} sort la pompe du coffre et regonfle le pneu, pfff, pfff, pfff.`,
        'La voiture se redresse, toute fière.',
      ],
      props: ['car'],
    },
    {
      happen: ['Devant, un troupeau de vaches traverse la route, tout doucement.', 'Impossible de passer !'],
      fix: [
        (c) =>
          `${c.heroesSubject} ${c.verb('attend', 'attendent')} patiemment et ${c.verb('dit', 'disent')} bonjour aux vaches.`,
        'Meuh : la dernière vache salue, et la route est libre.',
      ],
      props: ['car'],
    },
    {
      happen: ['Oh non, la voiture est toute couverte de boue après une grosse flaque.'],
      fix: [
        (c) =>
          `${c.heroesSubject} ${c.byCount('fait', 'font')} un tour à la station de lavage, avec ses grosses brosses qui chatouillent.`,
        'La voiture ressort propre et brillante comme un sou neuf.',
      ],
      props: ['car'],
    },
  ],
  funny: [
    ['Le vieux camion klaxonne si fort que son chapeau de fumée s’envole.'],
    [(c) => `${c.one().who} veut faire « vroum » comme un moteur, mais il ne sort qu'un petit « mîîî » de souris.`],
    ['Les essuie-glaces se mettent à danser tout seuls, à gauche, à droite, à gauche.'],
    [
      (c) => `${c.companionSubject} essaie de se garer, mais recule dans une botte de foin.`,
      'Atchoum : tout le monde a de la paille dans les cheveux.',
    ],
  ],
  fears: [
    {
      what: 'le lavage automatique',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('regarde')} une autre voiture passer dans le lavage, sans bouger.`,
        (c) => `Ensuite, ${c.heroesSubject} ${c.verb('touche')} une grosse brosse : elle est toute douce.`,
      ],
      face: [
        (c) =>
          `${c.heroesSubject} ${c.verb('reste', 'restent')} dans la voiture pendant que les brosses tournent tout autour : frotti, frotta !`,
      ],
      after: 'C’est comme être dans un gros nuage de mousse qui chatouille.',
      props: ['car'],
    },
    {
      what: 'le bruit des gros camions',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('écoute')} un camion de très loin, en se bouchant les oreilles.`,
        (c) => `Ensuite, ${c.heroesSubject} ${c.verb('retire')} une main, puis l'autre.`,
      ],
      face: [
        (c) =>
          `${c.heroesSubject} ${c.verb('s’approche', 's’approchent')} du gros camion, et le chauffeur ${c.heroesIndirectPronoun} propose de monter dans la cabine.`,
      ],
      after: 'Vu d’en haut, le camion n’est plus effrayant du tout : il ronronne comme un gros chat.',
      props: ['car'],
    },
  ],
  facts: [
    { text: 'Les toutes premières voitures roulaient à peu près aussi vite qu’un vélo.', prop: 'car' },
    { text: 'Les pneus sont remplis d’air : ils rendent la route plus douce pour les passagers.', prop: 'car' },
    {
      text: 'Une voiture électrique n’a pas besoin d’essence : on recharge sa batterie en la branchant, comme un téléphone.',
      prop: 'car',
    },
    {
      text: 'Au feu rouge, on s’arrête, et au feu vert, on peut passer.',
      more: 'Le feu orange prévient que le rouge arrive.',
      prop: 'car',
    },
  ],
  wonders: [
    'Les voitures se mettent à voler, en dessinant des huit dans le ciel.',
    'La route devient un ruban de toutes les couleurs qui monte jusqu’aux nuages.',
    'Les phares des voitures s’allument comme des lucioles et clignent des yeux.',
    'Un pont en arc-en-ciel traverse une rivière de lait chocolaté.',
  ],
  calm: [
    {
      who: 'les petites voitures',
      line: 'Les petites voitures se rangent dans le garage, pare-chocs contre pare-chocs.',
      prop: 'car',
    },
    { who: 'les phares', line: 'Les phares s’éteignent, un à un.', prop: 'car' },
    { who: 'le vieux camion', line: 'Le vieux camion ronfle doucement au bord de la route.', prop: 'car' },
    { who: 'la route', line: 'La route est vide et tranquille sous la lune.', prop: 'moon' },
    { who: 'les feux de la ville', line: 'Les feux de la ville clignotent tout doucement, à l’orange.', prop: 'car' },
  ],
  visit: {
    place: {
      key: 'workshop',
      the: 'le garage',
      at: 'au garage',
      desc: 'Il y a des outils accrochés au mur, des pneus empilés et une voiture soulevée tout en haut.',
      props: ['car'],
    },
    guide: { a: 'une mécanicienne au grand sourire', the: 'la mécanicienne', g: 'f' },
    sights: [
      'Avec un grand bras, le pont élévateur soulève une voiture comme une plume.',
      'La mécanicienne montre le moteur : c’est lui qui fait tourner les roues.',
      'Pour changer une roue, on dévisse les gros boulons avec une clé spéciale.',
      'Une petite lampe permet de regarder sous la voiture, là où il fait tout noir.',
    ],
    tryIt: [
      (c) => `${c.one().who} a le droit de serrer le dernier boulon d'une roue, avec la grosse clé.`,
      'La mécanicienne vérifie : c’est parfait !',
    ],
  },
  ambience: [
    'On entend des moteurs qui ronronnent.',
    'Des voitures de toutes les couleurs passent en klaxonnant gaiement.',
    'Ça sent l’herbe coupée au bord de la route.',
    'Au loin, un camion fait « tut-tut » pour dire bonjour.',
  ],
  party: [
    'Toutes les voitures klaxonnent en même temps, comme une fanfare.',
    'On fait une parade, phares allumés et rubans au vent.',
  ],
  keepsakes: [
    { a: 'une petite voiture rouge en métal', prop: 'car' },
    { a: 'une coupe en chocolat', prop: 'car' },
  ],
  titles: ['la petite voiture rouge', 'la grande route', 'les voitures rigolotes'],
};
