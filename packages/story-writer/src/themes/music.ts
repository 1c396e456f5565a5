import type { ThemeMaterial } from '../types.js';

export const music: ThemeMaterial = {
  id: 'music',
  topic: 'la musique',
  love: 'la musique, les chansons et la danse',
  start: {
    key: 'living_room',
    the: 'la maison',
    at: 'à la maison',
    desc: (c) => `La radio joue une chanson joyeuse${c.more(', et les casseroles de la cuisine ont envie de danser')}.`,
    props: ['music_note'],
  },
  places: [
    {
      key: 'city',
      the: 'la place du marché',
      at: 'sur la place du marché',
      desc: (c) => `Un accordéoniste joue sous les arbres${c.more(', et les gens dansent entre les étals de fruits')}.`,
      props: ['music_note'],
    },
    {
      key: 'forest',
      the: 'la forêt qui chante',
      at: 'dans la forêt qui chante',
      desc: 'Les oiseaux sifflent, le vent joue de la flûte dans les branches, et le pic-vert fait le tambour.',
      props: ['bird'],
    },
    {
      key: 'stage',
      the: 'la grande salle de concert',
      at: 'dans la grande salle de concert',
      desc: (c) =>
        `Il y a un rideau rouge, des fauteuils de velours${c.more(' et une scène qui attend les musiciens')}.`,
      props: ['music_note'],
    },
  ],
  journey: 'Tout le monde prend un instrument, et en avant la musique, au pas de la fanfare !',
  portal: [
    'La boîte à musique de la chambre s’ouvre toute seule, et sa petite danseuse fait signe de la suivre.',
    'Une note de musique dorée flotte au-dessus du lit, puis une autre, comme un chemin qui chante.',
  ],
  companions: [
    { a: 'une petite note de musique nommée Do', the: 'Do', g: 'f', prop: 'music_note' },
    { a: 'un merle qui siffle tous les airs', the: 'le merle', g: 'm', prop: 'bird' },
    { a: 'une cheffe d’orchestre à la baguette magique', the: 'la cheffe d’orchestre', g: 'f', prop: 'music_note' },
  ],
  kinds: [
    { m: 'un petit musicien', f: 'une petite musicienne' },
    { m: 'un jeune grillon chanteur', f: 'une jeune cigale chanteuse' },
  ],
  quests: [
    {
      goal: 'la chanson perdue',
      where: 1,
      clue: 'Ce matin, plus personne ne se souvient de la chanson du village : elle s’est envolée.',
      found: [
        'La chanson perdue est là, cachée dans le chant d’un petit oiseau.',
        (c) =>
          `${c.heroesSubject} ${c.byCount('l’apprend', 'l’apprennent')} par cœur et ${c.byCount('la chante', 'la chantent')} à tout le village.`,
      ],
      prop: 'music_note',
    },
    {
      goal: 'le tambour du grand concert',
      where: 1,
      clue: 'Le grand concert commence ce soir, mais le gros tambour a disparu.',
      found: [
        'Le tambour est là, au fond de la forêt, où un lapin s’en sert comme table.',
        'Le lapin le rend volontiers, en échange d’une place au premier rang.',
      ],
      prop: 'drum',
    },
  ],
  troubles: [
    {
      happen: ['Oh non, une corde de la guitare s’est cassée : boiiing.'],
      fix: [
        (c) => `${c.one().who} aide à mettre une corde neuve et à la tendre tout doucement.`,
        'La guitare sonne de nouveau, juste et claire.',
      ],
      props: ['guitar'],
    },
    {
      happen: ['Les instruments jouent tous en même temps, et ça fait un drôle de vacarme.'],
      fix: [
        (c) => `${c.heroesSubject} ${c.verb('lève')} les bras comme un chef d'orchestre, et tout le monde s'arrête.`,
        'Puis on recommence, chacun son tour, et c’est magnifique.',
      ],
      props: ['music_note'],
    },
    {
      happen: ['Le piano a une touche qui ne fait plus de bruit.'],
      fix: [
        (c) => `${c.one().who} regarde dedans et trouve une balle de ping-pong coincée.`,
        'La touche chante de nouveau : ding !',
      ],
      props: ['music_note'],
    },
  ],
  funny: [
    ['Le tuba fait un si gros « pouêt » que le chapeau du musicien s’envole.'],
    [(c) => `${c.one().who} chante si haut que les verres font « ting » en chœur.`],
    ['Un chat s’assoit sur le piano et joue une musique très bizarre avec ses pattes.'],
    [(c) => `${c.companionSubject} se met à danser le tango avec un balai.`],
  ],
  fears: [
    {
      what: 'jouer sur la grande scène',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('joue', 'jouent')} dans la coulisse, juste pour ${c.companion}.`,
        (c) => `Ensuite, ${c.heroesSubject} ${c.verb('fait', 'font')} un petit tour sur la scène vide, sans public.`,
      ],
      face: [
        (c) =>
          `${c.heroesSubject} ${c.verb('entre', 'entrent')} sur scène, ${c.verb('respire')} un grand coup et ${c.verb('commence')} à jouer.`,
      ],
      after: 'La musique remplit la salle, et le public se met à taper dans ses mains.',
      props: ['music_note'],
    },
    {
      what: 'le bruit très fort de la grosse caisse',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('tapote')} la grosse caisse du bout des doigts : tap, tap.`,
        (c) =>
          `Ensuite, ${c.heroesSubject} ${c.verb('tape', 'tapent')} un peu plus fort, avec une baguette toute douce.`,
      ],
      face: [(c) => `${c.heroesSubject} ${c.verb('frappe', 'frappent')} un grand coup : BOUM !`],
      after: 'Le boum fait vibrer tout le corps, comme un gros rire.',
      props: ['drum'],
    },
  ],
  facts: [
    {
      text: 'Le son, ce sont des vibrations : quand on pince une corde de guitare, elle tremble très vite.',
      prop: 'guitar',
    },
    { text: 'Un piano a quatre-vingt-huit touches, des blanches et des noires.', prop: 'music_note' },
    { text: 'Mozart composait déjà de la musique quand il avait cinq ans.', prop: 'music_note' },
    {
      text: 'Plus une corde est courte et tendue, plus le son est aigu.',
      more: 'C’est pour ça que le violon sonne plus aigu que la contrebasse.',
      prop: 'guitar',
    },
  ],
  wonders: [
    'Les notes de musique s’envolent comme des papillons de toutes les couleurs.',
    'Le vent joue de la harpe avec les longues branches des saules.',
    'Les fleurs se balancent en rythme, comme un public qui danse.',
    'Un arc-en-ciel joue une gamme, du grave à l’aigu.',
  ],
  calm: [
    { who: 'le piano', line: 'Le piano referme son couvercle, tout doucement.', prop: 'music_note' },
    { who: 'la guitare', line: 'La guitare se couche dans son étui de velours.', prop: 'guitar' },
    { who: 'les tambours', line: 'Les tambours ne font plus que « toc, toc », tout bas.', prop: 'drum' },
    {
      who: 'les notes de musique',
      line: 'Les notes de musique se posent sur leurs lignes, comme des oiseaux sur un fil.',
      prop: 'music_note',
    },
    { who: 'le merle', line: 'Le merle chante sa dernière chanson du soir.', prop: 'bird' },
  ],
  visit: {
    place: {
      key: 'stage',
      the: "l'orchestre",
      at: "à l'orchestre",
      desc: 'Les musiciens accordent leurs instruments, et tout le monde attend le premier signe de la cheffe.',
      props: ['music_note', 'drum'],
    },
    guide: { a: 'une cheffe d’orchestre au grand sourire', the: 'la cheffe d’orchestre', g: 'f', prop: 'music_note' },
    sights: [
      'Les violons sont devant, les flûtes au milieu, et les tambours tout au fond.',
      'Avec sa baguette, la cheffe montre quand jouer fort et quand jouer tout doux.',
      'Sur les pupitres, les partitions sont pleines de petites notes noires.',
      'Le contrebassiste joue d’un violon si grand qu’il doit rester debout.',
    ],
    tryIt: [
      (c) => `${c.one().who} a le droit de tenir la baguette et de diriger l'orchestre pendant une petite chanson.`,
      'Les musiciens suivent chaque geste, et c’est magnifique.',
    ],
  },
  ambience: [
    'On entend une jolie musique au loin.',
    'Quelqu’un siffle un air joyeux.',
    'Des notes de musique semblent flotter dans l’air.',
    'Les oiseaux chantent en rythme.',
  ],
  party: [
    'Tout le monde chante et danse, et même les chaises tapent du pied.',
    'La fanfare joue la chanson la plus joyeuse du monde.',
  ],
  keepsakes: [
    { a: 'une petite flûte en bois', prop: 'music_note' },
    { a: 'une partition signée par tout l’orchestre', prop: 'music_note' },
  ],
  titles: ['la musique magique', 'la chanson des étoiles', 'la grande fanfare'],
};
