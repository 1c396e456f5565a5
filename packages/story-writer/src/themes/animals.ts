import { de } from '../french.js';
import type { ThemeMaterial } from '../types.js';

export const animals: ThemeMaterial = {
  id: 'animals',
  topic: 'les animaux',
  love: 'les animaux, des plus petits aux plus grands',
  start: {
    key: 'farm',
    the: 'la ferme',
    at: 'à la ferme',
    desc: (c) => `Les poules picorent, les vaches broutent${c.more(', et le coq chante sur la barrière')}.`,
    props: ['bird'],
  },
  places: [
    {
      key: 'forest',
      the: 'la forêt',
      at: 'dans la forêt',
      desc: (c) => `Un écureuil saute de branche en branche${c.more(', et un hérisson trottine sous les fougères')}.`,
      props: [],
    },
    {
      key: 'savanna',
      the: 'la savane',
      at: 'dans la savane',
      desc: (c) =>
        `Les girafes mangent les feuilles tout en haut des arbres${c.more(', et les éléphants se rafraîchissent dans la rivière')}.`,
      props: ['giraffe'],
    },
    {
      key: 'jungle',
      the: 'la jungle',
      at: 'dans la jungle',
      desc: 'Des singes se balancent aux lianes, et des perroquets crient des bonjours colorés.',
      props: ['bird'],
    },
  ],
  journey: 'Tout le monde monte dans la vieille jeep, et en route pour le grand voyage !',
  portal: [
    'Le petit renard en peluche du lit ouvre un œil, puis les deux, et saute sur le tapis.',
    'Un hibou se pose sur le rebord de la fenêtre et fait signe de le suivre.',
  ],
  companions: [
    { a: 'un petit renard roux très malin', the: 'le petit renard', g: 'm', prop: 'fox' },
    { a: 'une éléphante très sage nommée Trompinette', the: 'Trompinette', g: 'f' },
    { a: 'un hibou aux grands yeux ronds', the: 'le hibou', g: 'm', prop: 'owl' },
  ],
  kinds: [
    { m: 'un petit renard', f: 'une petite renarde' },
    { m: 'un petit ourson', f: 'une petite oursonne' },
    { m: 'un jeune lapin', f: 'une jeune lapine' },
  ],
  quests: [
    {
      goal: 'le bébé girafe perdu',
      where: 1,
      clue: 'Maman girafe est inquiète : son bébé s’est éloigné du troupeau en jouant.',
      found: [
        'Le bébé girafe est là, en train de manger des feuilles avec un petit singe.',
        (c) =>
          `${c.heroesSubject} ${c.byCount('le ramène', 'le ramènent')} à sa maman, qui ${c.byCount('lui fait', 'leur fait')} un bisou tout en haut du cou.`,
      ],
      prop: 'giraffe',
    },
    {
      goal: 'le point d’eau secret',
      where: 1,
      clue: 'Il fait très chaud, et les animaux cherchent le point d’eau secret dont parle le vieux hibou.',
      found: [
        'Derrière les hautes herbes, une mare bleue brille au soleil.',
        'Tous les animaux viennent boire, en faisant la queue bien sagement.',
      ],
    },
  ],
  troubles: [
    {
      happen: ['Un petit oiseau est tombé de son nid.', 'Il piaille, un peu perdu.'],
      fix: [
        (c) => `${c.one().who} le prend tout doucement dans ses mains et le remet dans son nid.`,
        'Sa maman chante pour dire merci.',
      ],
      props: ['bird'],
    },
    {
      happen: ['Le troupeau de moutons s’est dispersé dans toute la prairie.'],
      fix: [
        (c) => `${c.heroesSubject} ${c.verb('fait', 'font')} une grande ronde pour les ramener, en chantant.`,
        'Un, deux, trois : tous les moutons sont là.',
      ],
      props: [],
    },
    {
      happen: ['Un hérisson s’est mis en boule au milieu du chemin.', 'Il a peur et ne veut plus bouger.'],
      fix: [
        (c) =>
          `${c.heroesSubject} ${c.verb('attend', 'attendent')} sans bruit, et ${c.byCount('lui laisse', 'lui laissent')} une pomme.`,
        'Le hérisson se déroule, croque la pomme et trottine jusqu’aux buissons.',
      ],
      props: [],
    },
  ],
  funny: [
    ['Un singe chipe le chapeau du fermier et le met sur sa tête, très fier.'],
    ['La vache veut chanter comme le coq, mais il ne sort qu’un long « meuh-dodo ».'],
    [(c) => `Une chèvre gourmande grignote le lacet de chaussure ${de(c.one().name)}, comme un spaghetti.`],
    ['Le perroquet répète tout ce qu’on dit, mais en chantant, et avec l’accent.'],
  ],
  fears: [
    {
      what: 'les gros chiens',
      approach: [
        (c) =>
          `D'abord, ${c.heroesSubject} ${c.verb('regarde')} le gros chien de la ferme de loin, pendant qu'il remue la queue.`,
        (c) =>
          `Ensuite, ${c.heroesSubject} ${c.verb('tend', 'tendent')} doucement la main, pour qu'il puisse la sentir.`,
      ],
      face: [(c) => `${c.heroesSubject} ${c.verb('caresse')} le gros chien, tout doucement, sur le haut de la tête.`],
      after: 'Le gros chien ferme les yeux de bonheur et se roule sur le dos pour avoir des câlins.',
      props: ['dog'],
    },
    {
      what: 'les araignées',
      approach: [
        (c) =>
          `D'abord, ${c.heroesSubject} ${c.verb('regarde')} une toile d'araignée pleine de rosée, qui brille comme un collier.`,
        (c) => `Ensuite, ${c.heroesSubject} ${c.verb('observe')} une toute petite araignée qui tisse, patiemment.`,
      ],
      face: [(c) => `${c.heroesSubject} ${c.verb('laisse')} la petite araignée grimper sur une feuille, tout près.`],
      after: 'La petite araignée est bien plus occupée à tisser qu’à embêter qui que ce soit.',
      props: [],
    },
  ],
  facts: [
    {
      text: 'Le guépard est l’animal le plus rapide sur la terre ferme.',
      more: 'Il peut courir presque aussi vite qu’une voiture sur l’autoroute, mais pas longtemps.',
    },
    { text: 'Les éléphants se parlent avec des sons si graves que nos oreilles ne peuvent pas les entendre.' },
    { text: 'La girafe dort très peu, souvent par petits sommes de quelques minutes.', prop: 'giraffe' },
    { text: 'Le poulpe a trois cœurs et du sang bleu.', prop: 'fish' },
    { text: 'Les vaches ont un seul estomac, mais il est partagé en quatre grandes parties.' },
  ],
  wonders: [
    'Les animaux de la savane font une grande ronde autour d’un baobab.',
    'Un éléphant arrose des fleurs avec sa trompe, et elles se mettent à danser.',
    'Les lucioles dessinent des animaux de lumière dans la nuit.',
    'Une baleine chante si doucement que les vagues s’arrêtent pour l’écouter.',
  ],
  calm: [
    {
      who: 'les poules',
      line: 'Les poules se serrent sur leur perchoir, en faisant « cot, cot » tout bas.',
      prop: 'bird',
    },
    { who: 'les vaches', line: 'Les vaches se couchent dans l’herbe fraîche.' },
    { who: 'les lapins', line: 'Les lapins rentrent dans leur terrier, les oreilles d’abord.', prop: 'rabbit' },
    { who: 'les écureuils', line: 'Les écureuils se roulent en boule dans leur nid de feuilles.' },
    { who: 'le vieil éléphant', line: 'Le vieil éléphant ferme les yeux, debout sous le grand arbre.' },
  ],
  visit: {
    place: {
      key: 'farm',
      the: 'la ferme',
      at: 'à la ferme',
      desc: 'Il y a une grange rouge, un tracteur, un poulailler et une mare aux canards.',
      props: ['bird'],
    },
    guide: { a: 'une fermière au grand chapeau de paille', the: 'la fermière', g: 'f' },
    sights: [
      'Dans le poulailler, les poules ont pondu des œufs encore tout chauds.',
      'La fermière montre comment on trait une vache, tout doucement.',
      'Les petits cochons se roulent dans la boue pour se rafraîchir.',
      'Dans la grange, le foin sent bon l’été.',
    ],
    tryIt: [
      (c) => `${c.one().who} a le droit de donner le biberon à un petit agneau, qui tète très fort.`,
      'L’agneau remue la queue de bonheur.',
    ],
  },
  ambience: [
    'On entend des oiseaux chanter partout.',
    'Un papillon passe en zigzaguant.',
    'Ça sent l’herbe et les fleurs sauvages.',
    'Au loin, un animal pousse un petit cri joyeux.',
  ],
  party: [
    'Tous les animaux font une grande fête, et le coq fait le chef d’orchestre.',
    'Les singes font des acrobaties, et tout le monde applaudit.',
  ],
  keepsakes: [
    { a: 'une plume de hibou toute douce', prop: 'owl' },
    { a: 'un dessin d’éléphant signé d’un coup de trompe' },
  ],
  titles: ['les amis de la savane', 'la grande ronde des animaux', 'les amis à poils et à plumes'],
};
