import type { ThemeMaterial } from '../types.js';

export const space: ThemeMaterial = {
  id: 'space',
  topic: "l'espace",
  love: 'les fusées, les planètes et les étoiles',
  start: {
    key: 'launchpad',
    the: 'la base de lancement',
    at: 'à la base de lancement',
    desc: (c) => `Une grande fusée blanche attend${c.more(', pointée vers le ciel')}, prête à décoller.`,
    props: ['rocket'],
  },
  places: [
    {
      key: 'space',
      the: "l'espace",
      at: "dans l'espace",
      desc: (c) => `Tout est noir et plein d'étoiles${c.more(', et la Terre ressemble à une grosse bille bleue')}.`,
      props: ['star', 'planet'],
    },
    {
      key: 'moon',
      the: 'la Lune',
      at: 'sur la Lune',
      desc: (c) =>
        `Le sol est tout gris, plein de petits trous ronds${c.rich(' appelés cratères')}, et on y saute très haut.`,
      props: ['moon'],
    },
    {
      key: 'planet',
      the: 'la planète aux anneaux',
      at: 'sur la planète aux anneaux',
      desc: (c) => `Ses grands anneaux brillent comme des rubans${c.rich(' faits de morceaux de glace')}.`,
      props: ['planet', 'star'],
    },
  ],
  journey: 'Tout le monde monte dans la fusée, et trois, deux, un : décollage !',
  portal: [
    'Un rayon de lune entre par la fenêtre et dessine un petit chemin d’argent jusqu’au ciel.',
    'La petite fusée en carton posée au pied du lit se met à briller, puis grandit, grandit, jusqu’à devenir une vraie fusée.',
  ],
  companions: [
    { a: 'un petit robot nommé Bip', the: 'Bip', g: 'm', prop: 'robot' },
    { a: 'une étoile filante très bavarde', the: "l'étoile filante", g: 'f', prop: 'shooting_star' },
    { a: 'un gentil petit extraterrestre aux trois yeux', the: 'le petit extraterrestre', g: 'm' },
  ],
  kinds: [
    { m: 'un petit astronaute', f: 'une petite astronaute' },
    { m: 'un jeune explorateur des étoiles', f: 'une jeune exploratrice des étoiles' },
  ],
  quests: [
    {
      goal: "l'étoile perdue",
      clue: 'Sur l’écran de la fusée, un message clignote : une petite étoile s’est perdue loin de ses sœurs.',
      found: [
        'Derrière un gros rocher, la petite étoile perdue brille de toutes ses forces.',
        (c) =>
          `${c.heroesSubject} ${c.byCount('la ramène', 'la ramènent')} auprès de ses sœurs, qui clignotent de joie.`,
      ],
      prop: 'star',
    },
    {
      goal: 'le trésor de la comète',
      clue: 'Une comète passe et laisse tomber un petit mot : « Mon trésor est caché tout au bout du ciel. »',
      found: [
        'Le trésor de la comète est là : un coffre rempli de poussière d’étoiles qui scintille.',
        (c) =>
          `${c.heroesSubject} ${c.byCount('en garde', 'en gardent')} une pincée pour faire briller ${c.byCount('sa', 'leur')} chambre.`,
      ],
      prop: 'treasure_chest',
    },
  ],
  troubles: [
    {
      happen: [
        'Soudain, la fusée se met à tousser : pouf, pouf, pouf.',
        'Le moteur s’arrête, et la fusée flotte sans bouger.',
      ],
      fix: [
        (c) => `${c.one().who} ouvre la petite trappe du moteur et découvre une chaussette coincée dedans !`,
        'Une fois la chaussette retirée, le moteur repart : vroum !',
      ],
      props: ['rocket'],
    },
    {
      happen: ['Oh non, un nuage de poussière d’étoiles cache le chemin.', 'On ne voit plus rien par le hublot.'],
      fix: [
        (c) => `${c.heroesSubject} ${c.verb('souffle')} de toutes ${c.byCount('ses', 'leurs')} forces sur le nuage.`,
        'La poussière s’envole en mille paillettes, et le chemin réapparaît.',
      ],
      props: ['cloud', 'star'],
    },
    {
      happen: ['Un petit astéroïde tout rond vient se coller contre la fusée.', 'Il a l’air perdu, et un peu triste.'],
      fix: [
        (c) => `${c.heroesSubject} ${c.byCount('lui montre', 'lui montrent')} le chemin de sa famille d'astéroïdes.`,
        'Tout content, le petit astéroïde repart en faisant des pirouettes.',
      ],
      props: ['planet'],
    },
    {
      happen: ['Tout à coup, la radio de la fusée grésille : krrr, krrr.', 'Impossible de parler avec la Terre !'],
      fix: [
        (c) => `${c.one().who} tourne un petit bouton, tout doucement.`,
        'Et voilà : la voix de la base répond enfin, claire comme de l’eau.',
      ],
      props: ['rocket'],
    },
  ],
  funny: [
    [
      'Dans la fusée, tout flotte : les biscuits, les crayons, et même les chaussettes.',
      (c) => `${c.one().who} ouvre la bouche pour attraper un biscuit qui passe, et hop, gagné !`,
    ],
    [
      (c) =>
        `${c.companion} essaie de marcher sur la Lune, mais à chaque pas, ${c.companionPronoun} rebondit comme un ballon.`,
    ],
    [
      'Un petit extraterrestre éternue, et ses trois yeux se ferment en même temps.',
      'Il s’excuse, et ses joues vertes deviennent toutes roses.',
    ],
    [(c) => `${c.one().who} met son casque à l'envers, et voilà la visière derrière la tête !`],
  ],
  fears: [
    {
      what: 'le noir',
      approach: [
        (c) =>
          `D'abord, ${c.heroesSubject} ${c.verb('éteint', 'éteignent')} une seule petite lampe de la fusée, juste pour voir.`,
        (c) =>
          `Ensuite, ${c.heroesSubject} ${c.verb('regarde')} le ciel noir par le hublot, bien ${c.adj('installé', 'installée', 'au chaud')} sous une couverture.`,
      ],
      face: [
        (c) =>
          `Doucement, ${c.heroesSubject} ${c.verb('éteint', 'éteignent')} la lampe de la fusée et ${c.verb('regarde')} par le hublot.`,
        'Le noir de l’espace est rempli de petites lumières qui font coucou.',
      ],
      after: 'Le noir n’est pas vide du tout : il est plein d’étoiles amies.',
      props: ['star'],
    },
    {
      what: 'décoller',
      approach: [
        (c) =>
          `D'abord, ${c.heroesSubject} ${c.verb('s’assoit', 's’assoient')} dans la fusée, moteur éteint, juste pour essayer.`,
        (c) => `Ensuite, ${c.heroesSubject} ${c.verb('écoute')} le moteur ronronner tout doucement, sans bouger.`,
      ],
      face: [(c) => `${c.heroesSubject} ${c.verb('serre')} très fort les accoudoirs, et trois, deux, un : décollage !`],
      after: (c) =>
        `La fusée monte en douceur, et ${c.heroesSubject} ${c.verb('découvre')} que ça chatouille juste un peu le ventre.`,
      props: ['rocket'],
    },
  ],
  facts: [
    { text: 'La Lune n’a pas de lumière à elle : elle brille parce que le Soleil l’éclaire.', prop: 'moon' },
    {
      text: 'Le Soleil est une étoile, la plus proche de la Terre.',
      more: 'Les autres étoiles sont si loin qu’on les voit comme de tout petits points.',
      prop: 'sun',
    },
    {
      text: 'En 1969, des astronautes ont marché sur la Lune pour la première fois.',
      more: 'Leurs traces de pas y sont sûrement encore, car il n’y a pas de vent sur la Lune pour les effacer.',
      prop: 'rocket',
    },
    {
      text: 'Dans une station spatiale, les astronautes flottent, alors ils dorment attachés dans un sac de couchage.',
      prop: 'rocket',
    },
    {
      text: 'Jupiter est la plus grosse planète qui tourne autour du Soleil.',
      more: 'On pourrait y ranger plus de mille planètes comme la Terre.',
      prop: 'planet',
    },
  ],
  wonders: [
    'Des étoiles filantes passent en laissant derrière elles des rubans de lumière.',
    'Une baleine faite de nuages nage doucement entre les planètes.',
    'Les anneaux d’une planète tournent comme un manège qui scintille.',
    'La Voie lactée ressemble à une grande rivière de lait qui brille.',
    (c) => `${c.heroesSubject} ${c.verb('cueille')} une petite étoile, douce et tiède comme un chaton.`,
  ],
  calm: [
    { who: 'la Lune', line: 'La Lune tire sur ses épaules une couverture de nuages.', prop: 'moon' },
    { who: 'les étoiles', line: 'Les étoiles baissent doucement leur lumière.', prop: 'star' },
    { who: 'la petite fusée', line: 'La petite fusée se pose sans bruit et éteint son moteur.', prop: 'rocket' },
    {
      who: 'les planètes',
      line: 'Les planètes tournent lentement, lentement, comme des toupies qui s’endorment.',
      prop: 'planet',
    },
    {
      who: 'les comètes',
      line: 'Les comètes ralentissent et rangent leur longue queue brillante.',
      prop: 'shooting_star',
    },
  ],
  visit: {
    place: {
      key: 'space',
      the: 'la station spatiale',
      at: 'dans la station spatiale',
      desc: 'Par les grands hublots, on voit la Terre toute bleue tourner doucement.',
      props: ['rocket', 'planet'],
    },
    guide: { a: 'une astronaute en combinaison blanche', the: "l'astronaute", g: 'f', prop: 'rocket' },
    sights: [
      'Ici, on mange dans des sachets fermés, sinon les miettes s’envoleraient partout.',
      'L’astronaute montre sa combinaison : elle protège du froid et donne de l’air pour respirer dehors.',
      'Dans un coin, de petites salades poussent dans des boîtes éclairées.',
      'Pour dormir, chacun a un sac de couchage accroché au mur.',
    ],
    tryIt: [
      (c) => `${c.one().who} essaie de boire une bulle d'eau qui flotte, et gloup, c'est réussi !`,
      'L’astronaute rit et applaudit.',
    ],
  },
  ambience: [
    'Les étoiles scintillent tout autour.',
    'On entend le petit ronron de la fusée.',
    'Au loin, la Terre ressemble à une bille bleue et blanche.',
    'Une comète passe, avec sa longue queue brillante.',
  ],
  party: [
    'Tout le monde danse en flottant, la tête en bas et les pieds en haut.',
    'Les étoiles clignotent en rythme, comme des guirlandes.',
  ],
  keepsakes: [
    { a: 'une petite pierre de lune toute douce', prop: 'moon' },
    { a: 'une étoile qui brille dans le noir', prop: 'star' },
  ],
  titles: ['la fusée des étoiles', 'le grand voyage dans les étoiles', 'la tête dans les étoiles'],
};
