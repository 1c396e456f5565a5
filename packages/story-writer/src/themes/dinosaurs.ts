import type { ThemeMaterial } from '../types.js';

export const dinosaurs: ThemeMaterial = {
  id: 'dinosaurs',
  topic: 'les dinosaures',
  love: 'les dinosaures et leurs énormes empreintes',
  start: {
    key: 'lab',
    the: 'le musée des dinosaures',
    at: 'au musée des dinosaures',
    desc: (c) =>
      `Un squelette de diplodocus, long comme deux autobus, accueille les visiteurs${c.rich(' au milieu du grand hall')}.`,
    props: ['magnifying_glass', 'dinosaur'],
  },
  places: [
    {
      key: 'prehistoric_valley',
      the: 'la vallée des fougères géantes',
      at: 'dans la vallée des fougères géantes',
      desc: (c) =>
        `Les fougères sont plus hautes que des maisons${c.more(', et le sol tremble doucement sous les pas des géants')}.`,
      props: ['dinosaur'],
    },
    {
      key: 'lake',
      the: 'la rivière des tricératops',
      at: 'au bord de la rivière des tricératops',
      desc: 'Une famille de tricératops boit tranquillement, les trois cornes dans l’eau.',
      props: ['dinosaur'],
    },
    {
      key: 'volcano',
      the: 'le vieux volcan endormi',
      at: 'au pied du vieux volcan endormi',
      desc: (c) =>
        `Le volcan ne crache plus de feu depuis longtemps${c.more(' : il ronfle juste un petit nuage de vapeur')}.`,
      props: ['egg'],
    },
  ],
  journey: 'Tout le monde monte dans la machine à remonter le temps, et tic, tac, on part au temps des dinosaures !',
  portal: [
    'Le petit dinosaure en plastique posé sur l’étagère se met à bâiller, puis grandit jusqu’à toucher le plafond.',
    'Une grosse empreinte de dinosaure apparaît sur le tapis, puis une autre, qui mènent jusqu’à la fenêtre.',
  ],
  companions: [
    { a: 'un bébé tricératops nommé Trois-Cornes', the: 'Trois-Cornes', g: 'm', prop: 'dinosaur' },
    { a: 'une paléontologue au chapeau plein de poussière', the: 'la paléontologue', g: 'f', prop: 'magnifying_glass' },
    { a: 'un petit ptérodactyle rigolo', the: 'le ptérodactyle', g: 'm', prop: 'dinosaur' },
  ],
  kinds: [
    { m: 'un petit dinosaure', f: 'une petite dinosaure' },
    { m: 'un jeune explorateur', f: 'une jeune exploratrice' },
  ],
  quests: [
    {
      goal: "l'œuf perdu",
      where: 0,
      clue: 'Dans une vitrine du musée, un vieux carnet raconte qu’une maman diplodocus a perdu un œuf, il y a très longtemps.',
      found: [
        'L’œuf est là, tout rond et tout tiède, caché sous une grande fougère.',
        (c) =>
          `Crac, crac : pendant que ${c.who} ${c.byCount('le rapporte', 'le rapportent')}, un bébé diplodocus sort la tête de sa coquille !`,
      ],
      prop: 'egg',
    },
    {
      goal: 'le fossile le plus ancien du monde',
      clue: 'Au musée, une vieille carte montre l’endroit où se cache le fossile le plus ancien du monde.',
      found: [
        'Sous un peu de sable, un fossile en forme d’escargot géant apparaît.',
        (c) => `${c.heroesSubject} ${c.byCount('le dégage', 'le dégagent')} avec un petit pinceau, tout doucement.`,
      ],
      prop: 'magnifying_glass',
    },
  ],
  troubles: [
    {
      happen: [
        'Un diplodocus s’est endormi en travers du chemin.',
        'Il est si long qu’on ne voit pas le bout de sa queue.',
      ],
      fix: [
        (c) => `${c.heroesSubject} ${c.byCount('le chatouille', 'le chatouillent')} sous le menton avec une fougère.`,
        'Le diplodocus rit, se pousse, et le chemin est libre.',
      ],
      props: ['dinosaur'],
    },
    {
      happen: ['Un petit dinosaure pleure : il s’est coincé la patte entre deux racines.'],
      fix: [
        (c) => `${c.one().who} écarte les racines avec un bâton, tout doucement.`,
        'Le petit dinosaure repart en sautillant.',
      ],
      props: ['dinosaur'],
    },
    {
      happen: ['Il commence à pleuvoir très fort sur la vallée.'],
      fix: [
        (c) =>
          `${c.heroesSubject} ${c.byCount('s’abrite', 's’abritent')} sous une feuille géante, grande comme un parapluie.`,
        'Les gouttes font « ploc, ploc » sur la feuille.',
      ],
      props: [],
    },
  ],
  funny: [
    ['Un tyrannosaure essaie d’applaudir, mais ses petits bras ne se touchent pas.'],
    [
      (c) =>
        `${c.one().who} fait « rooooar » comme un dinosaure, et un bébé tricératops se cache derrière sa maman en gloussant.`,
    ],
    ['Un diplodocus éternue, et atchoum : toutes les feuilles de l’arbre s’envolent.'],
    ['Un ptérodactyle essaie d’atterrir sur un rocher, mais il se pose sur le dos d’un stégosaure qui dormait.'],
  ],
  fears: [
    {
      what: 'les gros dinosaures',
      approach: [
        (c) =>
          `D'abord, ${c.heroesSubject} ${c.verb('regarde')} les grands dinosaures de loin, cachés derrière une fougère.`,
        (c) =>
          `Ensuite, ${c.heroesSubject} ${c.verb('apprend', 'apprennent')} que beaucoup de grands dinosaures ne mangeaient que des plantes.`,
      ],
      face: [
        (c) =>
          `${c.heroesSubject} ${c.verb('s’approche', 's’approchent')} d'un grand diplodocus et ${c.byCount('lui tend', 'lui tendent')} une branche de feuilles.`,
      ],
      after: 'Le diplodocus baisse son long cou et mange la branche, tout doucement, comme un gentil géant.',
      props: ['dinosaur'],
    },
    {
      what: 'le grand squelette du musée',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('regarde')} juste les pattes du squelette.`,
        (c) => `Ensuite, ${c.heroesSubject} ${c.verb('lève', 'lèvent')} les yeux jusqu'à sa tête, tout là-haut.`,
      ],
      face: [
        (c) => `${c.heroesSubject} ${c.verb('passe', 'passent')} juste sous le grand squelette, en comptant ses os.`,
      ],
      after: 'Ce ne sont que de vieux os bien rangés, et ils racontent une histoire extraordinaire.',
      props: ['magnifying_glass'],
    },
  ],
  facts: [
    {
      text: 'Les dinosaures ont vécu il y a très, très longtemps, des millions d’années avant les premiers humains.',
      prop: 'dinosaur',
    },
    { text: 'Les oiseaux sont les cousins des dinosaures : ce sont même leurs descendants.', prop: 'bird' },
    { text: 'Le tricératops avait trois cornes sur la tête et une grande collerette autour du cou.', prop: 'dinosaur' },
    { text: 'Certains dinosaures avaient des plumes, comme les oiseaux d’aujourd’hui.', prop: 'dinosaur' },
    {
      text: 'Les dinosaures pondaient des œufs, parfois plus gros qu’un ballon de rugby.',
      more: 'On a retrouvé des nids entiers, avec les œufs encore bien rangés.',
      prop: 'egg',
    },
  ],
  wonders: [
    'Un troupeau de diplodocus passe au ralenti, comme de grands nuages à pattes.',
    'Les fougères géantes se mettent à briller de petites lumières vertes.',
    'Des ptérodactyles dessinent des ronds dans le ciel orange.',
    'Un bébé dinosaure sort de son œuf en faisant un tout petit « rooar ».',
  ],
  calm: [
    {
      who: 'les diplodocus',
      line: 'Les diplodocus posent leur long cou sur l’herbe, comme sur un oreiller.',
      prop: 'dinosaur',
    },
    { who: 'les bébés dinosaures', line: 'Les bébés dinosaures se blottissent contre leur maman.', prop: 'egg' },
    { who: 'le vieux volcan', line: 'Le vieux volcan pousse un dernier petit soupir de vapeur.', prop: 'dinosaur' },
    {
      who: 'les ptérodactyles',
      line: 'Les ptérodactyles se posent sur les rochers et replient leurs ailes.',
      prop: 'dinosaur',
    },
    { who: 'les fougères', line: 'Les fougères se balancent tout doucement, comme pour bercer la vallée.' },
  ],
  visit: {
    place: {
      key: 'lab',
      the: 'le musée des dinosaures',
      at: 'au musée des dinosaures',
      desc: 'Il y a des squelettes immenses, des œufs de pierre et des empreintes grandes comme des baignoires.',
      props: ['magnifying_glass', 'dinosaur'],
    },
    guide: {
      a: 'une paléontologue au chapeau plein de poussière',
      the: 'la paléontologue',
      g: 'f',
      prop: 'magnifying_glass',
    },
    sights: [
      'Dans un atelier, on nettoie les os avec de petits pinceaux, grain de sable par grain de sable.',
      'Une dent de tyrannosaure est aussi longue qu’une banane.',
      'Les os trouvés dans la terre sont devenus de la pierre : on les appelle des fossiles.',
      'On reconstruit un squelette comme un grand puzzle, os par os.',
    ],
    tryIt: [
      (c) => `${c.one().who} a le droit de dégager un petit fossile avec un pinceau, tout doucement.`,
      'C’est un coquillage vieux de millions d’années !',
    ],
  },
  ambience: [
    'Le sol tremble un tout petit peu : boum, boum, un géant passe au loin.',
    'Des libellules grandes comme des mains volent au-dessus de l’eau.',
    'Ça sent la terre mouillée et les feuilles.',
    'Au loin, un dinosaure pousse un long cri tranquille.',
  ],
  party: [
    'Les dinosaures font une grande ronde, et le sol danse avec eux.',
    'Le bébé tricératops fait des galipettes pour fêter ça.',
  ],
  keepsakes: [
    { a: 'un petit fossile en forme de coquillage', prop: 'magnifying_glass' },
    { a: 'une empreinte de dinosaure en pâte à sel' },
  ],
  titles: ['le temps des dinosaures', 'la vallée des géants', 'les dinosaures'],
};
