import type { ThemeMaterial } from '../types.js';

export const robots: ThemeMaterial = {
  id: 'robots',
  topic: 'les robots',
  love: 'les robots, les boutons et les inventions',
  start: {
    key: 'workshop',
    the: "l'atelier des inventions",
    at: "à l'atelier des inventions",
    desc: (c) =>
      `Il y a des vis, des ressorts et des ampoules partout${c.more(', et une machine qui fait « bip » toute seule')}.`,
    props: ['robot'],
  },
  places: [
    {
      key: 'city',
      the: 'la ville des robots',
      at: 'dans la ville des robots',
      desc: (c) => `Les robots balaient les rues${c.more(', arrosent les fleurs')} et se disent bonjour en clignotant.`,
      props: ['robot'],
    },
    {
      key: 'workshop',
      the: 'la grande usine de jouets',
      at: 'à la grande usine de jouets',
      desc: 'Des bras articulés assemblent des toupies, des trains et des poupées, sans jamais se tromper.',
      props: ['gift'],
    },
    {
      key: 'planet',
      the: 'la planète rouge',
      at: 'sur la planète rouge',
      desc: (c) =>
        `Le sol est rouge et poussiéreux${c.more(', et un petit robot explorateur y fait rouler ses six roues')}.`,
      props: ['planet', 'robot'],
    },
  ],
  journey: 'Tout le monde monte dans le petit train électrique, et bip-bip, départ !',
  portal: [
    'Le robot-jouet posé sur l’étagère ouvre ses yeux lumineux et dit : « Bonsoir, je m’appelle Boulon. »',
    'La lampe de chevet clignote trois fois, et une petite porte en métal s’ouvre dans le mur.',
  ],
  companions: [
    { a: 'un petit robot nommé Boulon', the: 'Boulon', g: 'm', prop: 'robot' },
    { a: 'une inventrice aux lunettes de soudeuse', the: "l'inventrice", g: 'f' },
    { a: 'un robot aspirateur très bavard nommé Zipp', the: 'Zipp', g: 'm', prop: 'robot' },
  ],
  kinds: [
    { m: 'un petit inventeur', f: 'une petite inventrice' },
    { m: 'un jeune ingénieur', f: 'une jeune ingénieure' },
  ],
  quests: [
    {
      goal: 'la pièce manquante',
      clue: 'Le grand robot du village ne peut plus marcher : il lui manque une petite pièce en forme d’étoile.',
      found: [
        'La pièce en forme d’étoile brille au fond d’une boîte à biscuits.',
        (c) =>
          `${c.heroesSubject} ${c.byCount('la visse', 'la vissent')} à sa place, et le grand robot se remet à marcher en chantant.`,
      ],
    },
    {
      goal: 'le robot égaré',
      where: 2,
      clue: 'Un petit robot explorateur ne répond plus : il s’est égaré sur la planète rouge.',
      found: [
        'Le petit robot est là, coincé derrière un rocher, qui clignote pour appeler à l’aide.',
        (c) =>
          `${c.heroesSubject} ${c.byCount('le pousse', 'le poussent')} tout doucement, et le voilà qui repart sur ses six roues.`,
      ],
      prop: 'robot',
    },
  ],
  troubles: [
    {
      happen: ['Oh non, la batterie du robot est presque vide.', 'Il avance de plus en plus lentement.'],
      fix: [
        (c) => `${c.heroesSubject} ${c.byCount('le branche', 'le branchent')} sur un panneau solaire, en plein soleil.`,
        'Bip, bip : la batterie se remplit, et le robot repart.',
      ],
      props: ['robot', 'sun'],
    },
    {
      happen: ['Le robot cuisinier s’emmêle les pinces et met du sucre dans la soupe.'],
      fix: [
        (c) => `${c.one().who} lui montre patiemment où sont le sel et le sucre.`,
        'La soupe suivante est délicieuse.',
      ],
      props: ['robot'],
    },
    {
      happen: ['Un robot tourne en rond : il a perdu son plan.'],
      fix: [
        (c) =>
          `${c.heroesSubject} ${c.byCount('lui dessine', 'lui dessinent')} un nouveau plan, avec des flèches bien grosses.`,
        'Le robot repart tout droit, en clignotant de joie.',
      ],
      props: ['map', 'robot'],
    },
  ],
  funny: [
    ['Un robot essaie de danser, et ses bras font des nœuds comme des spaghettis.'],
    [(c) => `${c.companionSubject} veut dire bonjour, mais dit « bonjour » cent fois de suite, très vite.`],
    ['Le robot aspirateur avale une chaussette et se met à faire de petites bulles.'],
    [(c) => `${c.one().who} appuie sur le mauvais bouton, et tous les robots se mettent à chanter en même temps.`],
  ],
  fears: [
    {
      what: 'le grand robot qui fait du bruit',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('regarde')} le grand robot de loin : il arrose les fleurs.`,
        (c) =>
          `Ensuite, ${c.heroesSubject} ${c.byCount('lui fait', 'lui font')} un petit signe, et le robot fait un signe en retour.`,
      ],
      face: [
        (c) =>
          `${c.heroesSubject} ${c.verb('s’approche', 's’approchent')} et ${c.verb('serre', 'serrent')} la grosse main du robot.`,
      ],
      after: 'Le grand robot fait « bip » tout doucement : c’est sa façon de dire qu’il est content d’avoir des amis.',
      props: ['robot'],
    },
    {
      what: 'se tromper',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('essaie')} de construire un tout petit robot, juste pour voir.`,
        (c) => `Ensuite, ${c.heroesSubject} ${c.verb('recommence')} quand une vis tombe, sans se fâcher.`,
      ],
      face: [
        (c) =>
          `${c.heroesSubject} ${c.verb('construit', 'construisent')} un vrai robot, pièce par pièce, même si tout n'est pas parfait.`,
      ],
      after: 'Le robot marche un peu de travers, et c’est justement ce qui le rend si rigolo.',
      props: [],
    },
  ],
  facts: [
    { text: 'Le mot « robot » est né dans une pièce de théâtre tchèque, il y a une centaine d’années.', prop: 'robot' },
    {
      text: 'Des robots explorent la planète Mars ; l’un d’eux s’appelle Curiosity.',
      more: 'Il est grand comme une petite voiture et roule sur six roues.',
      prop: 'planet',
    },
    {
      text: 'Un robot ne réfléchit pas tout seul : il suit des instructions écrites par des personnes.',
      more: 'Ces instructions s’appellent un programme.',
      prop: 'robot',
    },
    { text: 'Certains robots aspirateurs font le ménage tout seuls dans les maisons.', prop: 'robot' },
  ],
  wonders: [
    'Des robots-lucioles allument de petites lumières partout dans l’atelier.',
    'Un robot géant tend la main, et on peut s’asseoir dedans comme dans un fauteuil.',
    'Les engrenages tournent en faisant une musique de boîte à musique.',
    'Un train de robots passe en sifflant un air joyeux.',
  ],
  calm: [
    {
      who: 'les robots',
      line: 'Les robots se branchent sur leur prise, comme des doudous sur un oreiller.',
      prop: 'robot',
    },
    { who: 'les machines', line: 'Les machines de l’atelier s’arrêtent, une à une.' },
    { who: 'le petit robot', line: 'Le petit robot éteint ses yeux lumineux, clic.', prop: 'robot' },
    { who: 'les engrenages', line: 'Les engrenages ne tournent plus qu’au ralenti.' },
    { who: 'l’atelier', line: 'L’atelier devient tout calme, avec juste une petite veilleuse verte.' },
  ],
  visit: {
    place: {
      key: 'lab',
      the: "l'atelier des robots",
      at: "à l'atelier des robots",
      desc: 'Sur les tables, il y a des robots à moitié construits, des câbles et des écrans.',
      props: ['robot'],
    },
    guide: { a: 'une inventrice aux lunettes de soudeuse', the: "l'inventrice", g: 'f' },
    sights: [
      'Les capteurs servent aux robots à voir et à sentir ce qui les entoure.',
      'Les moteurs font bouger les bras et les roues.',
      'Sur un écran, l’inventrice écrit le programme qui dit au robot quoi faire.',
      'Un petit robot apprend à ranger des cubes par couleur.',
    ],
    tryIt: [
      (c) => `${c.one().who} a le droit d'écrire un petit programme : « avance, tourne, danse ».`,
      'Le robot avance, tourne, et danse, exactement comme prévu !',
    ],
  },
  ambience: [
    'On entend des « bip » et des « clic » joyeux.',
    'De petites lumières clignotent partout.',
    'Ça sent l’huile de machine et le métal tiède.',
    'Un robot passe en roulant et fait un petit salut.',
  ],
  party: [
    'Tous les robots font une danse très précise, bras en l’air.',
    'Les lumières clignotent en rythme, comme une grande boum.',
  ],
  keepsakes: [
    { a: 'un petit robot en boulons', prop: 'robot' },
    { a: 'une ampoule qui brille toute seule', prop: 'star' },
  ],
  titles: ['le petit robot', 'l’atelier des inventions', 'les robots rigolos'],
};
