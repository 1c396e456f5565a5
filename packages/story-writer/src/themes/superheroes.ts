import { de } from '../french.js';
import type { ThemeMaterial } from '../types.js';

export const superheroes: ThemeMaterial = {
  id: 'superheroes',
  topic: 'les super-héros',
  love: 'les super-héros, les capes et les bonnes actions',
  start: {
    key: 'city',
    the: 'la ville',
    at: 'en ville',
    desc: (c) => `Les immeubles brillent au soleil${c.more(', et tout le monde a l’air de bonne humeur')}.`,
    props: [],
  },
  places: [
    {
      key: 'rooftop',
      the: 'le toit du grand immeuble',
      at: 'sur le toit du grand immeuble',
      desc: (c) => `De là-haut, on voit toute la ville${c.more(', les parcs, les ponts et les petites voitures')}.`,
      props: [],
    },
    {
      key: 'meadow',
      the: 'le parc',
      at: 'dans le parc',
      desc: 'Des enfants jouent au ballon, et les canards nagent sur l’étang.',
      props: ['ball'],
    },
    {
      key: 'city',
      the: 'le grand pont',
      at: 'sur le grand pont',
      desc: (c) => `Sous le pont, la rivière coule tranquillement${c.more(', et les péniches passent en klaxonnant')}.`,
      props: ['boat'],
    },
  ],
  journey: 'Tout le monde ajuste sa cape, lève le poing, et hop, on s’envole au-dessus des toits !',
  portal: [
    'Une cape rouge s’envole du portemanteau et vient se poser sur les épaules, toute légère.',
    'Un signal lumineux en forme d’étoile apparaît au plafond : quelqu’un a besoin d’aide.',
  ],
  companions: [
    { a: 'une super-héroïne nommée Capitaine Éclair', the: 'Capitaine Éclair', g: 'f' },
    { a: 'un chien volant à la cape bleue', the: 'le chien volant', g: 'm', prop: 'dog' },
    { a: 'un petit robot assistant nommé Gadget', the: 'Gadget', g: 'm', prop: 'robot' },
  ],
  kinds: [
    { m: 'un petit super-héros', f: 'une petite super-héroïne' },
    { m: 'un jeune héros masqué', f: 'une jeune héroïne masquée' },
  ],
  quests: [
    {
      goal: 'le chaton coincé dans l’arbre',
      where: 1,
      clue: 'Un appel arrive : un petit chaton est coincé tout en haut du plus grand arbre du parc.',
      found: [
        'Le chaton est là, accroché à une branche, qui miaule tout bas.',
        (c) =>
          `${c.heroesSubject} ${c.verb('vole', 'volent')} jusqu'à lui et ${c.byCount('le redescend', 'le redescendent')} dans ses bras, tout en douceur.`,
      ],
      prop: 'cat',
    },
    {
      goal: 'le ballon rouge du petit garçon',
      where: 0,
      clue: 'Un petit garçon pleure : son ballon rouge s’est envolé très haut au-dessus de la ville.',
      found: [
        'Le ballon rouge est là, qui flotte près d’un nuage.',
        (c) =>
          `${c.heroesSubject} ${c.byCount('l’attrape', 'l’attrapent')} et ${c.byCount('le rapporte', 'le rapportent')} au petit garçon, qui sèche ses larmes.`,
      ],
      prop: 'balloon',
    },
  ],
  troubles: [
    {
      happen: ['Oh non, une vieille dame a fait tomber toutes ses pommes dans la rue.', 'Elles roulent partout.'],
      fix: [
        (c) =>
          `${c.heroesSubject} ${c.verb('ramasse')} les pommes à super-vitesse et ${c.byCount('les remet', 'les remettent')} dans son panier.`,
        'La vieille dame sourit : « Merci beaucoup ! »',
      ],
      props: ['heart'],
    },
    {
      happen: ['Un petit canard s’est éloigné de sa famille et tourne en rond sur l’étang.'],
      fix: [
        (c) => `${c.one().who} le guide tout doucement jusqu'à sa maman.`,
        'Coin, coin : toute la famille est réunie.',
      ],
      props: ['bird'],
    },
    {
      happen: ['Les feux de la grande rue sont en panne, et les voitures ne savent plus quand passer.'],
      fix: [
        (c) => `${c.heroesSubject} ${c.verb('fait', 'font')} la circulation avec de grands gestes, comme un agent.`,
        'Tout le monde passe chacun son tour, sans se presser.',
      ],
      props: ['car'],
    },
  ],
  funny: [
    [
      (c) => `${c.one().who} veut s'envoler, mais sa cape s'accroche à la poignée de la porte.`,
      'Boing : retour au point de départ !',
    ],
    ['Le chien volant essaie d’attraper un frisbee en plein vol et fait trois loopings.'],
    [(c) => `${c.companionSubject} prend la pose du héros, mais son masque glisse sur son nez.`],
    ['Un pigeon se pose sur la tête de la statue du héros de la ville, et fait le fier.'],
  ],
  fears: [
    {
      what: 'voler très haut',
      approach: [
        (c) =>
          `D'abord, ${c.heroesSubject} ${c.verb('vole', 'volent')} juste au-dessus de l'herbe, à la hauteur des fleurs.`,
        (c) =>
          `Ensuite, ${c.heroesSubject} ${c.verb('monte', 'montent')} jusqu'au premier étage, sans lâcher la main ${de(c.companion)}.`,
      ],
      face: [(c) => `${c.heroesSubject} ${c.verb('s’élance', 's’élancent')} jusqu'au-dessus des toits.`],
      after: 'Là-haut, le vent est doux, et la ville entière dit bonjour.',
      props: [],
    },
    {
      what: 'parler devant tout le monde',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('répète', 'répètent')} devant le miroir.`,
        (c) =>
          `Ensuite, ${c.heroesSubject} ${c.verb('répète', 'répètent')} devant ${c.companion}, qui écoute avec attention.`,
      ],
      face: [
        (c) =>
          `${c.heroesSubject} ${c.verb('monte', 'montent')} sur l'estrade et ${c.verb('raconte')} la belle aventure du jour.`,
      ],
      after: 'Tout le monde écoute, puis applaudit très fort.',
      props: ['music_note'],
    },
  ],
  facts: [
    {
      text: 'Les vrais héros existent : les pompiers, les médecins et les sauveteurs aident les autres tous les jours.',
      prop: 'fire_truck',
    },
    { text: 'Une fourmi peut porter des objets bien plus lourds qu’elle.' },
    { text: 'Le faucon pèlerin est l’oiseau le plus rapide quand il plonge du haut du ciel.', prop: 'bird' },
    {
      text: 'En France, on peut appeler les secours en composant le 112 ou le 18 pour les pompiers.',
      prop: 'fire_truck',
    },
  ],
  wonders: [
    'Les capes des héros dessinent des rubans de couleur dans le ciel.',
    'La ville entière s’illumine comme un sapin de Noël pour dire merci.',
    'Un arc-en-ciel sert de toboggan géant pour redescendre.',
    'Les étoiles forment un grand « merci » au-dessus des toits.',
  ],
  calm: [
    { who: 'la ville', line: 'La ville allume ses petites lumières, fenêtre après fenêtre.', prop: 'star' },
    { who: 'les capes', line: 'Les capes se reposent, bien pliées sur les chaises.' },
    { who: 'le chien volant', line: 'Le chien volant se roule en boule dans sa niche.', prop: 'dog' },
    { who: 'les héros', line: 'Les héros de la ville enlèvent leurs bottes et bâillent.' },
    { who: 'le grand pont', line: 'Le grand pont s’allume d’une guirlande de lumières.', prop: 'star' },
  ],
  visit: {
    place: {
      key: 'lab',
      the: 'le quartier général des héros',
      at: 'au quartier général des héros',
      desc: 'Il y a de grands écrans, des capes accrochées au mur et une carte de la ville qui clignote.',
      props: [],
    },
    guide: { a: 'une super-héroïne nommée Capitaine Éclair', the: 'Capitaine Éclair', g: 'f' },
    sights: [
      'Sur la grande carte, une lumière s’allume quand quelqu’un a besoin d’aide.',
      'Dans le vestiaire, chaque héros a sa cape, son masque et ses bottes.',
      'Dans la salle d’entraînement, on apprend à tomber en douceur sur de gros coussins.',
      'La règle la plus importante est écrite au mur : on aide toujours avec gentillesse.',
    ],
    tryIt: [
      (c) => `${c.one().who} a le droit de répondre à un appel : il faut aider un chat à descendre d'un muret.`,
      'Mission réussie, en douceur !',
    ],
  },
  ambience: [
    'Le vent fait claquer les capes.',
    'On entend les klaxons joyeux de la ville.',
    'Des pigeons roucoulent sur les toits.',
    'Le soleil se reflète sur les fenêtres des immeubles.',
  ],
  party: [
    'Toute la ville fait une fête pour dire merci aux héros.',
    'On lance des confettis depuis les balcons, et tout le monde applaudit.',
  ],
  keepsakes: [{ a: 'une petite cape brodée d’une étoile' }, { a: 'un badge de héros tout brillant', prop: 'star' }],
  titles: ['la cape magique', 'les héros de la ville', 'les super-pouvoirs du cœur'],
};
