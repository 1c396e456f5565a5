import type { ThemeMaterial } from '../types.js';

export const pirates: ThemeMaterial = {
  id: 'pirates',
  topic: 'les pirates',
  love: 'les bateaux, les cartes au trésor et les histoires de pirates',
  start: {
    key: 'island',
    the: 'le vieux port',
    at: 'au vieux port',
    desc: (c) =>
      `Les mouettes crient, et les bateaux dansent sur l'eau${c.more(', leurs voiles roulées comme des draps')}.`,
    props: ['boat', 'bird'],
  },
  places: [
    {
      key: 'ship',
      the: 'le bateau aux voiles rouges',
      at: 'sur le bateau aux voiles rouges',
      desc: (c) => `Le pont sent le bois et le sel${c.more(', et le grand drapeau noir claque au vent')}.`,
      props: ['boat', 'telescope'],
    },
    {
      key: 'ship',
      the: 'la haute mer',
      at: 'en haute mer',
      desc: (c) => `Il n'y a que de l'eau bleue tout autour${c.more(', et des dauphins sautent à côté du bateau')}.`,
      props: ['boat', 'fish'],
    },
    {
      key: 'island',
      the: "l'île aux Mouettes",
      at: "sur l'île aux Mouettes",
      desc: 'Le sable est blanc, les palmiers se balancent, et des crabes marchent de travers.',
      props: ['shell'],
    },
  ],
  journey: 'Tout le monde monte à bord, on hisse les voiles, et le bateau file sur les vagues !',
  portal: [
    'Le petit bateau en bois posé sur l’étagère se met à tanguer, puis grandit jusqu’à flotter sur le tapis.',
    'Un perroquet frappe au carreau avec son bec et lance : « Ohé, matelot, on part à l’aventure ! »',
  ],
  companions: [
    { a: 'un perroquet bavard nommé Capitaine Plume', the: 'Capitaine Plume', g: 'm', prop: 'bird' },
    { a: 'une vieille capitaine au chapeau à plume', the: 'la vieille capitaine', g: 'f', prop: 'telescope' },
    { a: 'un petit crabe rouge très poli', the: 'le petit crabe', g: 'm', prop: 'shell' },
  ],
  kinds: [
    { m: 'un petit pirate', f: 'une petite pirate' },
    { m: 'un jeune mousse', f: 'une jeune mousse' },
  ],
  quests: [
    {
      goal: "le trésor de l'île aux Mouettes",
      where: 2,
      clue: 'Dans une bouteille échouée sur la plage, il y a une vieille carte avec une grande croix rouge.',
      found: [
        'Sous la croix rouge, un coffre apparaît dans le sable.',
        'Dedans, il y a des coquillages brillants, des pièces en chocolat et un mot : « Le vrai trésor, ce sont les amis. »',
      ],
      prop: 'treasure_chest',
    },
    {
      goal: 'la boussole du capitaine',
      clue: 'La vieille capitaine a perdu sa boussole magique, celle qui montre toujours le chemin de la maison.',
      found: [
        'La boussole brille au fond d’un coquillage géant.',
        (c) =>
          `${c.heroesSubject} ${c.byCount('la rend', 'la rendent')} à la capitaine, qui ${c.byCount('lui', 'leur')} fait un grand salut de pirate.`,
      ],
      prop: 'map',
    },
  ],
  troubles: [
    {
      happen: [
        'Oh non, le vent tombe, et le bateau s’arrête au milieu de la mer.',
        'Les voiles pendent comme des chaussettes mouillées.',
      ],
      fix: [
        (c) => `${c.heroesSubject} ${c.verb('chante')} la chanson des marins, et le vent revient pour l'écouter.`,
        'Les voiles se gonflent, et le bateau repart.',
      ],
      props: ['boat'],
    },
    {
      happen: ['Une petite tortue de mer s’est emmêlée dans un vieux filet.'],
      fix: [
        (c) => `${c.one().who} défait les nœuds du filet, un par un, avec beaucoup de douceur.`,
        'La tortue repart en nageant, et se retourne pour dire merci.',
      ],
      props: [],
    },
    {
      happen: ['Un brouillard tout blanc cache la mer, et on ne voit plus l’île.'],
      fix: [
        (c) => `${c.one().who} sort la boussole : son aiguille montre toujours le nord.`,
        'Grâce à elle, le bateau retrouve sa route.',
      ],
      props: ['map', 'cloud'],
    },
  ],
  funny: [
    ['Le perroquet répète tout ce qu’on dit, mais en roulant les « r » : « Bonjourrr, matelot ! »'],
    [(c) => `${c.one().who} regarde dans la longue-vue à l'envers, et la mouette toute proche devient minuscule.`],
    ['Un crabe pince le pantalon de la capitaine, qui fait un bond jusqu’au mât.'],
    ['Une vague éclabousse tout le monde, et même le perroquet a l’air d’un chat mouillé.'],
  ],
  fears: [
    {
      what: 'les grandes vagues',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('regarde')} les vagues depuis la plage, bien au sec.`,
        (c) =>
          `Ensuite, ${c.heroesSubject} ${c.verb('trempe', 'trempent')} les pieds au bord de l'eau, là où les vagues sont toutes petites.`,
      ],
      face: [
        (c) =>
          `${c.heroesSubject} ${c.verb('monte', 'montent')} dans le bateau, avec un gilet de sauvetage bien attaché.`,
      ],
      after: 'Les vagues bercent le bateau comme un grand hamac.',
      props: ['boat'],
    },
    {
      what: 'monter en haut du mât',
      approach: [
        (c) => `D'abord, ${c.heroesSubject} ${c.verb('monte', 'montent')} juste trois barreaux de l'échelle de corde.`,
        (c) =>
          `Ensuite, ${c.heroesSubject} ${c.verb('monte', 'montent')} jusqu'à mi-hauteur, avec un harnais bien attaché.`,
      ],
      face: [(c) => `${c.heroesSubject} ${c.verb('grimpe')} jusqu'à la vigie, tout en haut du mât.`],
      after: 'De là-haut, on voit une île au loin : « Terre en vue ! »',
      props: ['telescope'],
    },
  ],
  facts: [
    { text: 'Les marins utilisaient une boussole, dont l’aiguille montre toujours le nord.', prop: 'map' },
    {
      text: 'Un bateau flotte parce que l’eau le pousse vers le haut.',
      more: 'Même un énorme bateau en fer peut flotter, grâce à sa forme creuse.',
      prop: 'boat',
    },
    { text: 'Le perroquet peut imiter la voix des humains.', prop: 'bird' },
    { text: 'L’eau de mer est salée : on ne peut pas la boire.', prop: 'fish' },
  ],
  wonders: [
    'Des dauphins sautent par-dessus le bateau en faisant des arcs de gouttes brillantes.',
    'La mer devient toute scintillante, comme si on y avait semé des étoiles.',
    'Une baleine souffle un jet d’eau en forme de fontaine.',
    'Les coquillages de la plage chantent quand on les colle à l’oreille.',
  ],
  calm: [
    { who: 'les vagues', line: 'Les vagues se font toutes petites, comme si elles chuchotaient.', prop: 'boat' },
    { who: 'le perroquet', line: 'Le perroquet cache sa tête sous son aile.', prop: 'bird' },
    { who: 'le bateau', line: 'Le bateau se balance doucement, amarré au ponton.', prop: 'boat' },
    { who: 'les mouettes', line: 'Les mouettes se posent sur les rochers et ferment les yeux.', prop: 'bird' },
    { who: 'le phare', line: 'Le phare tourne lentement sa lumière, pour veiller sur la mer.', prop: 'star' },
  ],
  visit: {
    place: {
      key: 'ship',
      the: 'le grand voilier',
      at: 'sur le grand voilier',
      desc: 'Il y a trois mâts, des cordages partout et une roue en bois pour diriger le bateau.',
      props: ['boat', 'telescope'],
    },
    guide: { a: 'une vieille capitaine au chapeau à plume', the: 'la vieille capitaine', g: 'f', prop: 'telescope' },
    sights: [
      'La capitaine montre comment on fait un nœud de marin, qui tient très fort.',
      'Avec la longue-vue, on voit les bateaux très loin, presque au bout de la mer.',
      'Dans la cabine, une grande carte montre toutes les îles de la région.',
      'La cloche du bateau sonne pour changer d’équipe : ding, ding.',
    ],
    tryIt: [
      (c) => `${c.one().who} a le droit de tenir la barre et de tourner le bateau vers l'île.`,
      'Le voilier obéit, et tout l’équipage applaudit.',
    ],
  },
  ambience: [
    'Les vagues clapotent contre la coque.',
    'Ça sent le sel et le vent du large.',
    'Une mouette crie tout là-haut.',
    'Les voiles claquent dans le vent.',
  ],
  party: [
    'Tout l’équipage danse, et le perroquet chante faux, mais très fort.',
    'On partage des crêpes et du jus d’orange, comme de vrais pirates gourmands.',
  ],
  keepsakes: [
    { a: 'un coquillage nacré', prop: 'shell' },
    { a: 'une petite boussole en laiton', prop: 'map' },
  ],
  titles: ['le bateau aux voiles rouges', 'les pirates gentils', 'le grand voyage en mer'],
};
