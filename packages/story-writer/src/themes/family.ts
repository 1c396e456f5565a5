import type { ThemeMaterial } from '../types.js';

export const family: ThemeMaterial = {
  id: 'family',
  topic: 'la famille',
  love: 'les dimanches en famille et les câlins de Mamie',
  start: {
    key: 'living_room',
    the: 'la maison de Mamie et Papi',
    at: 'chez Mamie et Papi',
    desc: (c) => `Ça sent la tarte aux pommes${c.more(', et le vieux chat dort sur le fauteuil à bascule')}.`,
    props: ['cat'],
  },
  places: [
    {
      key: 'garden',
      the: 'le potager',
      at: 'dans le potager',
      desc: (c) =>
        `Il y a des tomates rouges, des fraises et des carottes${c.more(' qui sortent juste le bout de leur nez')}.`,
      props: ['flower'],
    },
    {
      key: 'living_room',
      the: 'le grenier',
      at: 'au grenier',
      desc: (c) =>
        `Il y a de vieilles malles, des photos et un cheval à bascule${c.more(' qui a fait galoper toute la famille')}.`,
      props: ['book'],
    },
    {
      key: 'meadow',
      the: 'le pré derrière la maison',
      at: 'dans le pré derrière la maison',
      desc: 'L’herbe est haute, pleine de pâquerettes et de coquelicots.',
      props: ['flower', 'kite'],
    },
  ],
  journey: 'Tout le monde met ses bottes, et Papi ouvre la marche en sifflotant.',
  portal: [
    'La photo de famille posée sur la commode se met à sourire, et une petite porte s’ouvre dans le cadre.',
    'Le vieux chat de Mamie entre dans la chambre, fait trois tours sur lui-même et montre le couloir du bout de la queue.',
  ],
  companions: [
    { a: 'Mamie', the: 'Mamie', g: 'f', prop: 'heart' },
    { a: 'Papi', the: 'Papi', g: 'm', prop: 'heart' },
    { a: 'le vieux chat Moustache', the: 'Moustache', g: 'm', prop: 'cat' },
  ],
  kinds: [
    { m: 'un petit lapin', f: 'une petite lapine' },
    { m: 'un petit ourson', f: 'une petite oursonne' },
  ],
  quests: [
    {
      goal: 'le trésor du grenier',
      where: 1,
      clue: 'Papi raconte qu’un trésor de famille est caché au grenier depuis très longtemps.',
      found: [
        'Au fond d’une vieille malle, il y a une boîte pleine de photos, de lettres et de dessins d’enfants.',
        'Ce sont les souvenirs de toute la famille, depuis très longtemps : le plus beau des trésors.',
      ],
      prop: 'treasure_chest',
    },
    {
      goal: 'la recette secrète de Mamie',
      clue: 'Mamie a perdu la recette de son fameux gâteau, celle que tout le monde adore.',
      found: [
        'La recette est là, glissée dans un vieux livre de cuisine.',
        'Tout le monde se met au travail, et bientôt, la maison sent bon le gâteau.',
      ],
      prop: 'cake',
    },
  ],
  troubles: [
    {
      happen: ['Oh non, il se met à pleuvoir pendant le pique-nique.'],
      fix: [
        (c) => `${c.heroesSubject} ${c.verb('installe')} la nappe sous la table de la véranda.`,
        'Le pique-nique continue au sec, en écoutant la pluie.',
      ],
      props: ['cloud'],
    },
    {
      happen: ['Le cerf-volant de Papi s’est coincé dans le pommier.'],
      fix: [
        (c) => `${c.one().who} grimpe sur les épaules de Papi et décroche le cerf-volant.`,
        'Il repart aussitôt danser dans le vent.',
      ],
      props: ['kite'],
    },
    {
      happen: ['Moustache, le chat, a disparu, et Mamie s’inquiète un peu.'],
      fix: [
        (c) =>
          `${c.heroesSubject} ${c.verb('cherche')} partout et ${c.byCount('le trouve', 'le trouvent')} endormi dans le panier à linge.`,
        'Il ronronne, comme si de rien n’était.',
      ],
      props: ['cat'],
    },
  ],
  funny: [
    ['Papi met les lunettes de Mamie et lit le journal à l’envers, très sérieux.'],
    [(c) => `${c.one().who} essaie les grosses chaussures de Papi et avance comme un pingouin.`],
    ['Moustache, le chat, se cache dans le panier à pelotes et ressort tout emmêlé de laine.'],
    ['Mamie fait une crêpe si haut qu’elle retombe sur la tête du chien.'],
  ],
  fears: [
    {
      what: 'dormir loin de la maison',
      approach: [
        (c) =>
          `D'abord, ${c.heroesSubject} ${c.verb('installe')} ${c.byCount('son', 'leur')} doudou sur le grand lit de la chambre d'amis.`,
        () => `Ensuite, Mamie laisse la porte entrouverte et la petite lumière du couloir allumée.`,
      ],
      face: [
        (c) => `${c.heroesSubject} ${c.verb('se couche')} dans le grand lit, pendant que Mamie raconte une histoire.`,
      ],
      after: 'Le lit sent bon la lavande, et on entend Papi qui chantonne dans la cuisine.',
      props: ['teddy'],
    },
    {
      what: 'le grenier tout sombre',
      approach: [
        (c) =>
          `D'abord, ${c.heroesSubject} ${c.verb('monte', 'montent')} juste trois marches de l'escalier du grenier.`,
        (c) => `Ensuite, Papi allume une grosse lampe de poche et ${c.byCount('la lui donne', 'la leur donne')}.`,
      ],
      face: [
        (c) => `${c.heroesSubject} ${c.verb('entre', 'entrent')} dans le grenier et ${c.verb('éclaire')} chaque coin.`,
      ],
      after: 'Il n’y a que de vieux jouets, des livres, et une boîte de souvenirs à découvrir.',
      props: ['lantern'],
    },
  ],
  facts: [
    {
      text: 'Chez les manchots empereurs, c’est le papa qui garde l’œuf au chaud sur ses pattes pendant tout l’hiver.',
      prop: 'egg',
    },
    { text: 'Chez les éléphants, c’est souvent la grand-mère qui guide toute la famille.' },
    { text: 'Les jumeaux naissent le même jour, de la même maman.', prop: 'heart' },
    {
      text: 'Un arbre généalogique est un dessin qui montre toute la famille, des arrière-grands-parents jusqu’aux enfants.',
      more: 'On l’appelle un arbre parce qu’il a des branches, comme un vrai arbre.',
    },
  ],
  wonders: [
    'Les photos de famille s’animent, et tout le monde fait coucou depuis les cadres.',
    'Le vieux cheval à bascule se met à galoper dans le jardin.',
    'Les pommes du pommier brillent comme des lanternes rouges.',
    'La maison entière se met à chanter une berceuse que Mamie connaissait petite.',
  ],
  calm: [
    { who: 'Moustache', line: 'Moustache, le chat, se roule en boule au pied du lit.', prop: 'cat' },
    { who: 'le jardin', line: 'Le jardin s’endort, et les fleurs ferment leurs pétales.', prop: 'flower' },
    { who: 'Mamie et Papi', line: 'Mamie et Papi envoient un bisou depuis la porte.', prop: 'heart' },
    { who: 'la vieille horloge', line: 'La vieille horloge fait tic-tac, tout doucement.', prop: 'heart' },
    { who: 'la maison', line: 'La maison craque un peu, comme si elle s’étirait avant de dormir.', prop: 'heart' },
  ],
  visit: {
    place: {
      key: 'living_room',
      the: 'la maison de Mamie et Papi',
      at: 'chez Mamie et Papi',
      desc: 'Il y a un grenier, un potager, un atelier et une cuisine qui sent toujours bon.',
      props: ['heart'],
    },
    guide: { a: 'Papi', the: 'Papi', g: 'm', prop: 'heart' },
    sights: [
      'Dans l’atelier, Papi montre ses outils, chacun accroché à sa place.',
      'Au potager, on apprend à reconnaître les carottes à leurs feuilles.',
      'Dans un vieil album, il y a des photos de Papi quand il était petit.',
      'Dans la cuisine, un cahier de recettes est rempli de taches de chocolat.',
    ],
    tryIt: [
      (c) => `${c.one().who} a le droit de planter des graines de radis, bien en ligne, et de les arroser.`,
      'Dans quelques jours, elles sortiront de terre.',
    ],
  },
  ambience: [
    'On entend Mamie rire dans la cuisine.',
    'Une bonne odeur de gâteau flotte dans l’air.',
    'Les oiseaux chantent dans le pommier.',
    'Le vieux chat ronronne au soleil.',
  ],
  party: [
    'Tout le monde se retrouve autour de la grande table, et Papi raconte ses meilleures blagues.',
    'On fait une grande photo de famille, avec le chat au milieu.',
  ],
  keepsakes: [
    { a: 'une vieille photo de Mamie quand elle était petite', prop: 'heart' },
    { a: 'un pot de confiture fait maison', prop: 'heart' },
  ],
  titles: ['le dimanche chez Mamie', 'la maison de Mamie et Papi', 'toute la famille'],
};
