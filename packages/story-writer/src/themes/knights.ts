import type { ThemeMaterial } from '../types.js';

export const knightsPrincesses: ThemeMaterial = {
  id: 'knights_princesses',
  topic: 'les châteaux forts',
  love: 'les châteaux, les chevaliers et les princesses',
  start: {
    key: 'castle',
    the: 'le château',
    at: 'au château',
    desc: (c) =>
      `Des drapeaux flottent en haut des tours${c.more(', et le pont-levis est baissé pour accueillir les visiteurs')}.`,
    props: [],
  },
  places: [
    {
      key: 'forest',
      the: 'la forêt enchantée',
      at: 'dans la forêt enchantée',
      desc: (c) =>
        `Les arbres sont si hauts qu'ils chatouillent les nuages${c.more(', et des champignons dorés bordent le sentier')}.`,
      props: [],
    },
    {
      key: 'castle',
      the: 'le village',
      at: 'au village',
      desc: 'Le boulanger, le forgeron et la tisserande saluent tout le monde en souriant.',
      props: ['basket'],
    },
    {
      key: 'mountain',
      the: 'la grotte du dragon',
      at: 'devant la grotte du dragon',
      desc: (c) => `L'entrée est ronde et sombre${c.more(', et on entend comme un gros ronflement à l’intérieur')}.`,
      props: ['dragon'],
    },
  ],
  journey: 'Tout le monde monte à cheval, et au petit trot, en avant !',
  portal: [
    'Le petit château en bois de la chambre se met à briller, et son pont-levis descend jusqu’au tapis.',
    'Une couronne de papier posée sur la chaise s’illumine, et un chemin de pavés dorés apparaît.',
  ],
  companions: [
    { a: 'un petit dragon tout gentil nommé Braise', the: 'Braise', g: 'm', prop: 'dragon' },
    { a: 'un poney blanc au galop léger', the: 'le poney blanc', g: 'm' },
    { a: 'une vieille reine qui connaît tous les secrets du château', the: 'la vieille reine', g: 'f', prop: 'crown' },
  ],
  kinds: [
    { m: 'un jeune chevalier', f: 'une jeune chevalière' },
    { m: 'un petit prince', f: 'une petite princesse' },
  ],
  quests: [
    {
      goal: 'la couronne perdue',
      clue: 'Au château, le roi est tout triste : sa couronne a disparu pendant la nuit.',
      found: [
        'La couronne est là, posée dans un nid de pie, toute brillante.',
        (c) => `${c.heroesSubject} ${c.byCount('la rapporte', 'la rapportent')} au roi, qui danse de joie.`,
      ],
      prop: 'crown',
    },
    {
      goal: 'la clé du jardin secret',
      clue: 'Un parchemin raconte qu’au fond du château se cache un jardin secret, mais sa clé est perdue.',
      found: [
        'La petite clé en or brille sous une pierre moussue.',
        'La porte du jardin secret s’ouvre en grinçant sur des milliers de fleurs.',
      ],
    },
  ],
  troubles: [
    {
      happen: ['Oh non, le pont de bois au-dessus de la rivière a une planche cassée.'],
      fix: [
        (c) => `${c.heroesSubject} ${c.verb('pose', 'posent')} une grosse branche à la place de la planche.`,
        'Tout le monde traverse sans se mouiller les pieds.',
      ],
      props: [],
    },
    {
      happen: ['Le cheval s’arrête net : il a un caillou coincé dans son sabot.', 'Il boite un tout petit peu.'],
      fix: [
        (c) => `${c.one().who} retire doucement le caillou en lui parlant tout bas.`,
        'Le cheval hennit pour dire merci.',
      ],
      props: [],
    },
    {
      happen: ['Le portail du château est fermé, et personne ne répond.'],
      fix: [
        (c) => `${c.heroesSubject} ${c.verb('sonne', 'sonnent')} la cloche trois fois, comme dans les histoires.`,
        'Le garde se réveille en sursaut et ouvre en riant.',
      ],
      props: [],
    },
  ],
  funny: [
    ['Le chevalier le plus grand du royaume a peur d’une toute petite souris et saute sur une chaise.'],
    [(c) => `${c.one().who} essaie une armure beaucoup trop grande et se met à faire « cling, clang » à chaque pas.`],
    ['Le petit dragon veut souffler du feu, mais il ne sort que des bulles de savon.'],
    ['Le roi s’assoit sur son trône, et pouêt : quelqu’un a caché un coussin péteur dessous.'],
  ],
  fears: [
    {
      what: 'la grotte du dragon',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('écoute')} de loin le drôle de bruit qui sort de la grotte.`,
        (c) => `Ensuite, ${c.heroesSubject} ${c.verb('avance')} jusqu'à l'entrée, une lanterne à la main.`,
      ],
      face: [
        (c) =>
          `${c.heroesSubject} ${c.verb('entre', 'entrent')} dans la grotte, pas à pas, et ${c.verb('lève')} la lanterne.`,
      ],
      after: 'Au fond, un bébé dragon ronfle en serrant sa peluche : c’était donc ça, le bruit !',
      props: ['dragon', 'lantern'],
    },
    {
      what: 'monter à cheval',
      approach: [
        (c) =>
          `D'abord, ${c.heroesSubject} ${c.verb('caresse')} le cheval et ${c.byCount('lui donne', 'lui donnent')} une carotte.`,
        (c) =>
          `Ensuite, ${c.heroesSubject} ${c.byCount('s’assoit', 's’assoient')} sur son dos, pendant qu'on le tient bien.`,
      ],
      face: [
        (c) => `${c.heroesSubject} ${c.verb('prend', 'prennent')} les rênes, et le cheval avance au pas, tout doux.`,
      ],
      after: 'Vu de là-haut, le château est encore plus beau.',
      props: [],
    },
  ],
  facts: [
    {
      text: 'Une armure de chevalier pouvait peser autant qu’un enfant de huit ans.',
      more: 'Elle était faite de plaques de métal attachées avec des lanières de cuir.',
    },
    { text: 'Autour des châteaux forts, il y avait souvent des douves : de grands fossés remplis d’eau.' },
    { text: 'Le pont-levis se relevait avec des chaînes pour fermer l’entrée du château.' },
    {
      text: 'Les chevaliers dessinaient un blason sur leur bouclier, pour qu’on les reconnaisse de loin.',
    },
  ],
  wonders: [
    'Les tours du château s’allument comme de grandes bougies.',
    'Des dragons gentils dessinent des cœurs de fumée dans le ciel.',
    'Dans la salle de bal, les armures se mettent à danser toutes seules.',
    'Un carrosse en forme de citrouille passe en chantonnant.',
  ],
  calm: [
    { who: 'le château', line: 'Le château relève son pont-levis, tout doucement.', prop: 'crown' },
    { who: 'les chevaux', line: 'Les chevaux dorment debout dans l’écurie.' },
    { who: 'les drapeaux', line: 'Les drapeaux des tours ne bougent plus, le vent s’est endormi.' },
    { who: 'le petit dragon', line: 'Le petit dragon se roule en boule, et sa queue fait un rond.', prop: 'dragon' },
    {
      who: 'le roi et la reine',
      line: 'Le roi et la reine posent leurs couronnes sur la table de nuit.',
      prop: 'crown',
    },
  ],
  visit: {
    place: {
      key: 'castle',
      the: 'le château fort',
      at: 'au château fort',
      desc: 'Il y a des remparts, une grande cour et une tour si haute qu’on voit tout le pays.',
      props: [],
    },
    guide: { a: 'un vieux chevalier à la barbe blanche', the: 'le vieux chevalier', g: 'm' },
    sights: [
      'Dans la grande salle, une cheminée est assez grande pour qu’on y tienne debout.',
      'En haut des remparts, on voit les champs, la rivière et le village.',
      'Dans l’écurie, les chevaux mâchent leur foin en regardant les visiteurs.',
      'Le vieux chevalier montre comment on attache une armure, pièce par pièce.',
    ],
    tryIt: [
      (c) => `${c.one().who} a le droit de tourner la grande roue du pont-levis, qui descend en grinçant.`,
      'Le vieux chevalier applaudit.',
    ],
  },
  ambience: [
    'On entend les sabots des chevaux sur les pavés.',
    'Les drapeaux claquent dans le vent.',
    'Un troubadour joue un air joyeux au loin.',
    'Ça sent le pain chaud et la soupe au potiron.',
  ],
  party: [
    'Le roi donne un grand banquet, avec des tartes et de la musique.',
    'Tout le monde danse, même les chevaliers en armure.',
  ],
  keepsakes: [{ a: 'un petit bouclier en bois avec un blason' }, { a: 'une couronne de fleurs', prop: 'crown' }],
  titles: ['le château fort', 'le royaume enchanté', 'le petit dragon'],
};
