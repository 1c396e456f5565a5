import type { ThemeMaterial } from '../types.js';

export const nature: ThemeMaterial = {
  id: 'nature',
  topic: 'la nature',
  love: 'la forêt, les petites bêtes et les cabanes',
  start: {
    key: 'meadow',
    the: 'la prairie',
    at: 'dans la prairie',
    desc: (c) =>
      `L'herbe est pleine de fleurs sauvages${c.more(', et les abeilles vont de l’une à l’autre en bourdonnant')}.`,
    props: ['flower'],
  },
  places: [
    {
      key: 'forest',
      the: 'la grande forêt',
      at: 'dans la grande forêt',
      desc: (c) =>
        `Les grands arbres font une voûte verte${c.more(', et la lumière passe entre les feuilles comme une pluie d’or')}.`,
      props: [],
    },
    {
      key: 'lake',
      the: 'la rivière',
      at: 'au bord de la rivière',
      desc: 'L’eau est si claire qu’on voit les petits poissons et les cailloux ronds.',
      props: ['fish'],
    },
    {
      key: 'mountain',
      the: 'la colline aux rochers',
      at: 'en haut de la colline aux rochers',
      desc: (c) => `De là-haut, on voit les champs, la forêt et le village${c.rich(', petits comme sur une carte')}.`,
      props: ['bird'],
    },
  ],
  journey: 'Tout le monde met son sac à dos, et en route sur le petit sentier !',
  portal: [
    'Une feuille d’automne entre par la fenêtre et se met à voler en rond, comme pour montrer le chemin.',
    'Le vieux chêne du jardin tend une branche jusqu’à la fenêtre, comme un escalier.',
  ],
  companions: [
    { a: 'un écureuil malin nommé Noisetier', the: 'Noisetier', g: 'm' },
    { a: 'une garde forestière aux bottes vertes', the: 'la garde forestière', g: 'f' },
    { a: 'un vieux hérisson qui connaît tous les sentiers', the: 'le hérisson', g: 'm' },
  ],
  kinds: [
    { m: 'un petit lapin', f: 'une petite lapine' },
    { m: 'un jeune explorateur des bois', f: 'une jeune exploratrice des bois' },
  ],
  quests: [
    {
      goal: 'la source de la rivière',
      where: 1,
      clue: 'La rivière se demande d’où elle vient, et elle voudrait bien qu’on l’aide à trouver sa source.',
      found: [
        'La source est là, toute petite, qui sort d’entre deux pierres moussues.',
        (c) =>
          `${c.heroesSubject} ${c.verb('boit', 'boivent')} une gorgée d'eau fraîche dans le creux de ${c.byCount('ses mains', 'leurs mains')}.`,
      ],
      prop: 'fish',
    },
    {
      goal: 'le plus vieil arbre de la forêt',
      where: 0,
      clue: 'La garde forestière parle d’un arbre si vieux qu’il a connu les arrière-grands-parents de tout le monde.',
      found: [
        'Le plus vieil arbre est là, si gros qu’il faut se donner la main à plusieurs pour en faire le tour.',
        (c) =>
          `${c.heroesSubject} ${c.byCount('pose', 'posent')} la main sur son écorce, et on dirait qu'il murmure bonjour.`,
      ],
    },
  ],
  troubles: [
    {
      happen: ['Oh non, le petit pont de bois a été emporté par la pluie.'],
      fix: [
        (c) =>
          `${c.heroesSubject} ${c.verb('traverse')} la rivière en sautant de pierre en pierre, en se tenant la main.`,
        'Hop, hop, hop : tout le monde est de l’autre côté, les pieds secs.',
      ],
      props: ['fish'],
    },
    {
      happen: ['Quelqu’un a laissé des papiers et des bouteilles au pied d’un arbre.'],
      fix: [
        (c) =>
          `${c.heroesSubject} ${c.verb('ramasse')} tout et ${c.byCount('le met', 'le mettent')} dans un sac, pour le jeter à la poubelle.`,
        'La forêt est de nouveau toute propre.',
      ],
      props: [],
    },
    {
      happen: ['Le sentier se sépare en deux, et on ne sait plus lequel prendre.'],
      fix: [
        (c) => `${c.one().who} regarde la mousse sur les troncs et trouve le bon chemin.`,
        'Et voilà le petit panneau en bois, juste devant !',
      ],
      props: ['map'],
    },
  ],
  funny: [
    ['Un écureuil cache une noisette dans la capuche d’un promeneur, sans qu’il s’en aperçoive.'],
    [(c) => `${c.one().who} glisse dans une flaque de boue et se retrouve avec des bottes au chocolat.`],
    ['Une grenouille saute sur un nénuphar, qui se met à tourner comme un manège.'],
    ['Un pic-vert tape sur un tronc en rythme, et tous les oiseaux se mettent à danser.'],
  ],
  fears: [
    {
      what: 'les bruits de la forêt',
      approach: [
        (c) =>
          `D'abord, ${c.heroesSubject} ${c.verb('ferme')} les yeux et ${c.verb('écoute')} : c'est juste le vent dans les feuilles.`,
        (c) =>
          `Ensuite, ${c.heroesSubject} ${c.verb('cherche')} d'où vient le « crac » : c'est un écureuil qui casse une noisette.`,
      ],
      face: [(c) => `${c.heroesSubject} ${c.verb('entre', 'entrent')} dans la forêt, en devinant chaque petit bruit.`],
      after: 'Chaque bruit a un petit nom : le vent, le ruisseau, le pic-vert, le hérisson.',
      props: [],
    },
    {
      what: 'grimper dans les arbres',
      approach: [
        (c) =>
          `D'abord, ${c.heroesSubject} ${c.verb('monte', 'montent')} sur la plus basse branche, à peine plus haute qu'une chaise.`,
        (c) =>
          `Ensuite, ${c.heroesSubject} ${c.verb('monte', 'montent')} d'une branche de plus, avec quelqu'un juste en dessous.`,
      ],
      face: [(c) => `${c.heroesSubject} ${c.verb('grimpe')} jusqu'à la fourche de l'arbre, là où on est bien assis.`],
      after: 'De là-haut, on voit un nid d’oiseau, tout près, avec trois œufs bleus.',
      props: ['bird'],
    },
  ],
  facts: [
    { text: 'Les arbres fabriquent une partie de l’air que nous respirons.' },
    {
      text: 'On peut connaître l’âge d’un arbre coupé en comptant les cercles de son tronc.',
      more: 'Chaque cercle correspond à une année de sa vie.',
    },
    {
      text: 'Les abeilles aident les fleurs à faire des fruits en transportant le pollen d’une fleur à l’autre.',
      prop: 'flower',
    },
    { text: 'Un escargot porte sa maison sur son dos, et peut y rentrer tout entier.' },
    { text: 'En automne, les feuilles de beaucoup d’arbres changent de couleur puis tombent.' },
  ],
  wonders: [
    'Les feuilles mortes s’envolent et dansent une valse dorée.',
    'Une famille de champignons ouvre ses chapeaux comme des parapluies.',
    'Des gouttes de rosée brillent sur une toile d’araignée, comme un collier de perles.',
    'Le ruisseau chante une chanson que seuls les enfants comprennent.',
  ],
  calm: [
    { who: 'les oiseaux', line: 'Les oiseaux rentrent au nid et se serrent les uns contre les autres.', prop: 'bird' },
    { who: 'les fleurs', line: 'Les fleurs ferment leurs pétales pour la nuit.', prop: 'flower' },
    { who: 'le hérisson', line: 'Le hérisson se roule en boule dans un tas de feuilles.' },
    { who: 'la rivière', line: 'La rivière coule tout doucement, en chuchotant.', prop: 'fish' },
    { who: 'la forêt', line: 'La forêt devient toute bleue, et les arbres se taisent.' },
  ],
  visit: {
    place: {
      key: 'forest',
      the: 'la maison forestière',
      at: 'à la maison forestière',
      desc: 'Il y a des bottes, des jumelles, des cartes et des nichoirs à oiseaux partout.',
      props: ['bird'],
    },
    guide: { a: 'une garde forestière aux bottes vertes', the: 'la garde forestière', g: 'f' },
    sights: [
      'La garde forestière montre des empreintes dans la boue : ici est passé un chevreuil.',
      'Avec des jumelles, on voit un pic-vert tout en haut d’un tronc.',
      'On plante de jeunes arbres pour remplacer ceux qui sont tombés.',
      'Dans une boîte, il y a des plumes, des glands et des pommes de pin à reconnaître.',
    ],
    tryIt: [
      (c) => `${c.one().who} a le droit de planter un petit chêne et de l'arroser.`,
      'Dans quelques années, il sera plus grand qu’une maison.',
    ],
  },
  ambience: [
    'Les oiseaux chantent dans les branches.',
    'Ça sent la mousse et la terre mouillée.',
    'Un papillon se pose sur une fleur.',
    'Le vent fait bruisser les feuilles.',
  ],
  party: [
    'On fait un pique-nique sur l’herbe, avec des fraises des bois.',
    'Tout le monde construit une cabane de branches, et on y chante des chansons.',
  ],
  keepsakes: [{ a: 'un gland tout lisse' }, { a: 'une plume de geai bleue', prop: 'bird' }],
  titles: ['la grande forêt', 'les secrets de la forêt', 'la nature en fête'],
};
