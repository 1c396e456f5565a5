import { de } from '../french.js';
import type { ThemeMaterial } from '../types.js';

export const planes: ThemeMaterial = {
  id: 'planes',
  topic: 'les avions',
  love: 'les avions, les nuages et les grands voyages',
  start: {
    key: 'airfield',
    the: "l'aéroport",
    at: "à l'aéroport",
    desc: (c) => `De grands avions blancs attendent sur la piste${c.more(', et les valises roulent sur des tapis')}.`,
    props: ['plane'],
  },
  places: [
    {
      key: 'clouds',
      the: 'le ciel',
      at: 'dans le ciel',
      desc: (c) => `En bas, les maisons sont toutes petites${c.more(', comme des jouets posés sur un tapis vert')}.`,
      props: ['plane', 'cloud'],
    },
    {
      key: 'clouds',
      the: 'la mer de nuages',
      at: 'au-dessus de la mer de nuages',
      desc: 'Les nuages forment un grand tapis blanc et moelleux, à perte de vue.',
      props: ['cloud', 'sun'],
    },
    {
      key: 'island',
      the: "l'île aux palmiers",
      at: "sur l'île aux palmiers",
      desc: (c) => `Le sable est tout blanc${c.more(' et la mer est bleue comme un bonbon')}.`,
      props: ['shell'],
    },
  ],
  journey: 'Tout le monde s’installe dans l’avion, les moteurs ronflent, et hop, décollage !',
  portal: [
    'Un petit avion en papier entre par la fenêtre et grandit, grandit, jusqu’à devenir un vrai avion.',
    'Les nuages du ciel de lit descendent doucement, et un petit avion s’y pose sans bruit.',
  ],
  companions: [
    { a: 'une pilote à la casquette dorée', the: 'la pilote', g: 'f', prop: 'plane' },
    { a: 'un petit avion rouge nommé Zéphyr', the: 'Zéphyr', g: 'm', prop: 'plane' },
    { a: 'une mouette curieuse', the: 'la mouette', g: 'f', prop: 'bird' },
  ],
  kinds: [
    { m: 'un petit aviateur', f: 'une petite aviatrice' },
    { m: 'un jeune pilote', f: 'une jeune pilote' },
  ],
  quests: [
    {
      goal: "l'île aux palmiers",
      where: 2,
      clue: 'Sur une vieille carte, une petite île est entourée d’un cœur rouge : l’île aux palmiers.',
      found: [
        'L’île aux palmiers est là, toute ronde au milieu de la mer.',
        (c) =>
          `${c.heroesSubject} ${c.byCount('pose', 'posent')} l'avion tout en douceur sur la petite piste de sable.`,
      ],
      prop: 'map',
    },
    {
      goal: 'la lettre du phare',
      clue: 'Le gardien du phare attend une lettre très importante, et seul un avion peut la lui porter à temps.',
      found: [
        'Le phare est là, tout blanc, avec le gardien qui fait de grands signes.',
        (c) =>
          `${c.heroesSubject} ${c.byCount('lui lance', 'lui lancent')} la lettre attachée à un petit parachute, qui atterrit pile dans ses mains.`,
      ],
    },
  ],
  troubles: [
    {
      happen: ['Un gros nuage gris se met en travers du chemin.', 'Dedans, l’avion tremble un tout petit peu.'],
      fix: [
        (c) => `${c.companionSubject} fait monter l'avion au-dessus du nuage, là où brille le soleil.`,
        'Tout redevient calme et bleu.',
      ],
      props: ['cloud', 'plane'],
    },
    {
      happen: ['Oh non, la petite hélice s’est arrêtée de tourner.'],
      fix: [
        (c) => `${c.one().who} trouve une plume coincée dedans et la retire délicatement.`,
        'L’hélice repart : vrrrrr !',
      ],
      props: ['plane'],
    },
    {
      happen: ['Une troupe d’oies sauvages vole juste devant l’avion.', 'Il ne faut surtout pas les déranger.'],
      fix: [
        (c) =>
          `${c.heroesSubject} ${c.byCount('ralentit', 'ralentissent')} et ${c.verb('vole', 'volent')} un moment à côté d'elles, tout doucement.`,
        'Les oies font « couac » pour dire merci.',
      ],
      props: ['bird', 'plane'],
    },
  ],
  funny: [
    ['Une mouette entre par le hublot ouvert et s’assoit à la place du copilote, très sérieuse.'],
    [(c) => `${c.one().who} lance un avion en papier, qui fait trois loopings et revient se poser sur son nez.`],
    ['Les nuages prennent des formes rigolotes : un éléphant qui danse, une chaussette géante, un gâteau.'],
    [(c) => `${c.companionSubject} annonce au micro : « Attachez vos ceintures, et vos chaussettes aussi ! »`],
  ],
  fears: [
    {
      what: 'monter dans un avion',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('regarde')} les avions décoller depuis la grande vitre.`,
        (c) =>
          `Ensuite, ${c.heroesSubject} ${c.verb('visite', 'visitent')} l'avion posé au sol, et ${c.verb('s’assoit', 's’assoient')} dans un fauteuil.`,
      ],
      face: [
        (c) =>
          `${c.heroesSubject} ${c.verb('boucle')} ${c.byCount('sa', 'leur')} ceinture, et l'avion décolle, tout doucement.`,
      ],
      after: 'Par le hublot, le monde devient tout petit et tout joli.',
      props: ['plane'],
    },
    {
      what: 'regarder en bas',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('regarde')} juste les nuages, bien droit devant.`,
        (c) =>
          `Ensuite, ${c.heroesSubject} ${c.verb('jette')} un petit coup d'œil par le hublot, en tenant la main ${de(c.companion)}.`,
      ],
      face: [(c) => `${c.heroesSubject} ${c.verb('regarde')} enfin tout en bas, les yeux grands ouverts.`],
      after: 'Les champs ressemblent à une couverture en patchwork, et les rivières à des rubans d’argent.',
      props: ['cloud'],
    },
  ],
  facts: [
    {
      text: 'Un avion vole grâce à ses ailes : l’air qui glisse dessus et dessous le porte vers le haut.',
      prop: 'plane',
    },
    {
      text: 'Les grands avions volent à environ dix kilomètres au-dessus du sol, plus haut que la plupart des nuages.',
      prop: 'cloud',
    },
    {
      text: 'En 1903, les frères Wright ont fait voler l’un des tout premiers avions.',
      more: 'Leur premier vol n’a duré que douze secondes !',
      prop: 'plane',
    },
    {
      text: 'Dans la tour de contrôle, des personnes disent aux pilotes quand ils peuvent décoller et atterrir.',
      prop: 'plane',
    },
  ],
  wonders: [
    'Des nuages en forme de moutons broutent le ciel bleu.',
    'Un arc-en-ciel se dessine juste sous les ailes de l’avion.',
    'Le soleil couchant peint les nuages en rose et en orange.',
    'Des oiseaux de toutes les couleurs volent en formation, comme une fanfare du ciel.',
  ],
  calm: [
    { who: 'les avions', line: 'Les avions dorment sur la piste, les ailes bien rangées.', prop: 'plane' },
    { who: 'les nuages', line: 'Les nuages s’étirent comme des couvertures toutes douces.', prop: 'cloud' },
    { who: 'la tour de contrôle', line: 'La tour de contrôle éteint ses lumières, une à une.', prop: 'plane' },
    { who: 'les mouettes', line: 'Les mouettes se blottissent dans leur nid, la tête sous l’aile.', prop: 'bird' },
    { who: 'les valises', line: 'Les valises attendent leur prochain voyage, bien fermées.', prop: 'plane' },
  ],
  visit: {
    place: {
      key: 'airfield',
      the: "l'aéroport",
      at: "à l'aéroport",
      desc: 'Il y a des tapis roulants pour les valises, de grands tableaux et des avions partout.',
      props: ['plane'],
    },
    guide: { a: 'une pilote à la casquette dorée', the: 'la pilote', g: 'f', prop: 'plane' },
    sights: [
      'Dans le cockpit, il y a des centaines de boutons et de petites lumières.',
      'Les valises roulent sur des tapis jusqu’au ventre de l’avion.',
      'Du haut de la tour de contrôle, on voit tous les avions de l’aéroport.',
      'Un petit camion tire l’avion jusqu’à la piste, comme un remorqueur.',
    ],
    tryIt: [
      (c) =>
        `${c.one().who} a le droit de s'asseoir à la place de la pilote et de dire bonjour aux passagers dans le micro.`,
      'Tout le monde applaudit dans l’avion.',
    ],
  },
  ambience: [
    'On entend le grand souffle des moteurs.',
    'Le ciel est d’un bleu très doux.',
    'Les nuages passent comme de gros moutons blancs.',
    'Un oiseau vole un moment à côté de l’avion.',
  ],
  party: [
    'Tout le monde fait de grands signes, et l’avion bat des ailes pour dire merci.',
    'On partage un pique-nique en regardant passer les avions.',
  ],
  keepsakes: [
    { a: 'une petite paire d’ailes dorées de pilote', prop: 'plane' },
    { a: 'un avion en papier signé par la pilote', prop: 'plane' },
  ],
  titles: ['l’avion des nuages', 'le grand voyage', 'le ciel tout bleu'],
};
