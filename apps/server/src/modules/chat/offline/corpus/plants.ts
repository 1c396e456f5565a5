import type { Topic } from '../topic.js';

/** Leaves, flowers and trees. */
export const plantTopics: Topic[] = [
  {
    id: 'leaves-green',
    title: 'Pourquoi les feuilles sont vertes ?',
    phrasings: [
      'pourquoi les feuilles sont vertes',
      'feuilles vertes',
      'pourquoi les plantes sont vertes',
      'pk l’herbe est verte',
      'chlorophylle',
      'photosynthèse',
      'pourquoi l’herbe est verte',
      'pourquoi les arbres sont verts',
    ],
    answers: {
      up_to_5:
        'Les feuilles ont une couleur verte qui s’appelle la chlorophylle. Elle aide la plante à se servir de la lumière du soleil pour fabriquer son repas. Le vert, c’est un peu la cuisine de la plante !',
      '6_to_8':
        'Les feuilles contiennent une matière verte qui s’appelle la chlorophylle. Grâce à elle, la plante attrape la lumière du soleil et s’en sert pour fabriquer sa nourriture, une sorte de sucre, avec l’eau puisée par ses racines et l’air. La chlorophylle utilise surtout la lumière rouge et la lumière bleue, mais elle renvoie le vert : c’est cette couleur qui arrive jusqu’à tes yeux. Et en bonus, en fabriquant sa nourriture, la plante rejette de l’oxygène, l’air que nous respirons !',
      '9_to_12':
        'Les feuilles sont vertes grâce à la chlorophylle, un pigment présent dans de petits éléments de leurs cellules, les chloroplastes. La chlorophylle sert à la photosynthèse : la plante capte l’énergie de la lumière du soleil pour transformer l’eau, puisée par les racines, et le dioxyde de carbone de l’air, entré par de minuscules trous des feuilles, en sucre. Ce sucre la nourrit et lui permet de grandir ; au passage, elle rejette de l’oxygène. Or la chlorophylle absorbe très bien la lumière rouge et la lumière bleue, mais beaucoup moins la lumière verte, qu’elle renvoie. C’est pour ça que nous voyons les feuilles vertes. Certaines plantes ont des feuilles rouges ou violettes : elles ont aussi de la chlorophylle, mais d’autres pigments la cachent.',
      '13_plus':
        'La couleur verte des végétaux vient des chlorophylles a et b, des pigments situés dans les membranes des thylakoïdes, à l’intérieur des chloroplastes. Leur rôle est de capter l’énergie lumineuse pour la photosynthèse, dont le bilan s’écrit : 6 CO₂ + 6 H₂O + lumière → C₆H₁₂O₆ + 6 O₂. Les chlorophylles présentent deux pics d’absorption, dans le bleu (vers 430 à 450 nm) et dans le rouge (vers 640 à 680 nm) ; la lumière verte, moins absorbée, est davantage réfléchie et transmise, et c’est elle que perçoit notre œil. Elle n’est pas perdue pour autant : moins absorbée en surface, elle pénètre plus profondément dans la feuille, où elle est en partie utilisée par les couches de cellules inférieures. Pourquoi l’évolution a retenu ces pigments plutôt que d’autres reste une question discutée. Les pigments accessoires, caroténoïdes jaunes et orangés et, chez certaines espèces, anthocyanes rouges et pourpres, élargissent la gamme de lumière captée ou protègent contre un excès de lumière. Ils expliquent les couleurs des feuilles de hêtre pourpre, des algues rouges ou des forêts en automne.',
    },
  },
  {
    id: 'leaves-fall',
    title: 'Pourquoi les feuilles tombent en automne ?',
    phrasings: [
      'pourquoi les feuilles tombent',
      'pourquoi les feuilles tombent en automne',
      'feuilles mortes',
      'pourquoi les feuilles deviennent jaunes',
      'feuilles rouges en automne',
      'pk les arbres perdent leurs feuilles',
      'automne',
    ],
    answers: {
      up_to_5:
        'En automne, il fait plus froid et il y a moins de soleil. L’arbre se prépare à se reposer tout l’hiver, alors il laisse tomber ses feuilles. Au printemps, des feuilles toutes neuves repoussent !',
      '6_to_8':
        'En automne, les journées raccourcissent et il fait plus froid. Pour l’arbre, c’est le signal : l’hiver arrive et il va se reposer. Ses feuilles ne lui servent plus beaucoup, et elles pourraient geler. Alors l’arbre arrête de leur envoyer de l’eau et garde ce qui est précieux. Le vert des feuilles disparaît, on voit apparaître le jaune et l’orange qui étaient cachés, puis les feuilles sèchent et tombent. Au printemps, les bourgeons donneront des feuilles toutes neuves. Les sapins, eux, gardent leurs aiguilles toute l’année !',
      '9_to_12':
        'En hiver, il fait froid, l’eau du sol peut geler et il y a peu de lumière : les grandes feuilles plates coûteraient à l’arbre plus qu’elles ne lui rapportent, car elles perdent beaucoup d’eau et risquent de geler. En automne, quand les jours raccourcissent, l’arbre se prépare. Il récupère une partie des éléments nutritifs des feuilles pour les stocker dans ses branches et ses racines. La chlorophylle verte se défait, et les pigments jaunes et orangés, présents depuis le début mais cachés, apparaissent ; certains arbres fabriquent aussi des pigments rouges. À la base de chaque feuille se forme une couche de cellules qui la détache peu à peu : au moindre coup de vent, elle tombe. Les feuilles mortes nourriront ensuite le sol. Les conifères, comme le sapin ou le pin, ont des aiguilles couvertes de cire qui résistent au froid : ils les gardent plusieurs années.',
      '13_plus':
        'La chute des feuilles, ou abscission, est une adaptation des arbres à feuilles caduques à la saison défavorable. En hiver, la photosynthèse rapporte peu (jours courts, faible éclairement), tandis qu’un large feuillage ferait perdre beaucoup d’eau par transpiration au moment où le sol gelé empêche les racines d’en puiser, et s’exposerait au gel et au poids de la neige. Le raccourcissement des jours (la photopériode) et la baisse des températures déclenchent la sénescence : l’arbre démantèle la chlorophylle et récupère une grande partie de l’azote et du phosphore des feuilles pour les stocker. Les caroténoïdes, jaunes et orangés, jusque-là masqués, deviennent visibles ; chez certaines espèces comme l’érable, des anthocyanes rouges sont fabriquées, peut-être pour protéger la feuille pendant ce recyclage. Sous l’influence d’hormones, avec une baisse de l’auxine et l’action de l’éthylène, une zone d’abscission se forme à la base du pétiole : les parois de ses cellules se dégradent, une couche protectrice de liège cicatrise la future plaie, puis la feuille se détache. Les conifères, aux aiguilles étroites, cireuses et riches en composés antigel, les conservent plusieurs années, à l’exception du mélèze.',
    },
  },
  {
    id: 'flowers-smell',
    title: 'Pourquoi les fleurs sentent bon ?',
    phrasings: [
      'pourquoi les fleurs sentent bon',
      'parfum des fleurs',
      'pourquoi les fleurs ont une odeur',
      'pk les fleur sente bon',
      'pourquoi les fleurs sont colorées',
      'odeur des fleurs',
      'à quoi servent les fleurs',
    ],
    answers: {
      up_to_5:
        'Les fleurs sentent bon pour appeler les abeilles et les papillons. Ils viennent boire le nectar, un jus sucré. Et en même temps, ils aident la fleur à faire des graines !',
      '6_to_8':
        'Une fleur ne peut pas bouger, alors elle a besoin d’aide pour faire des graines. Sa bonne odeur et ses jolies couleurs attirent les insectes, comme les abeilles et les papillons. La fleur leur offre un jus sucré, le nectar. Pendant qu’ils le boivent, une poudre de la fleur, le pollen, se colle sur eux. En allant sur une autre fleur, ils y déposent ce pollen, et la fleur peut faire des graines, puis des fruits. Tout le monde y gagne !',
      '9_to_12':
        'Les fleurs sont les organes de reproduction de nombreuses plantes. Pour fabriquer des graines, le pollen d’une fleur doit arriver jusqu’au pistil d’une autre fleur de la même espèce : c’est la pollinisation. Comme la plante ne peut pas se déplacer, beaucoup d’entre elles ont besoin d’animaux transporteurs. Leur parfum, fait de molécules qui s’évaporent dans l’air, attire les insectes de loin ; leurs couleurs et leurs formes les guident de près. En récompense, les insectes trouvent du nectar sucré et du pollen à manger. Chaque fleur a son parfum : certaines sentent fort le soir pour attirer des papillons de nuit, d’autres sentent même la viande pourrie pour attirer des mouches ! Les plantes pollinisées par le vent, comme les graminées, ont souvent des fleurs discrètes et sans parfum.',
      '13_plus':
        'Le parfum floral est un signal chimique au service de la reproduction. Chez les plantes à fleurs pollinisées par les animaux, la fécondation exige que le pollen soit transporté jusqu’au stigmate d’une fleur de la même espèce. Les fleurs émettent pour cela un mélange de composés organiques volatils, souvent des terpènes, des benzénoïdes ou des dérivés d’acides gras, dont la combinaison forme une signature propre à chaque espèce. Les pollinisateurs apprennent à associer une odeur à une récompense, nectar ou pollen, et restent fidèles à une espèce le temps d’une récolte, ce qui rend la pollinisation plus efficace. L’émission suit souvent un rythme adapté : le chèvrefeuille sent surtout le soir, quand volent les papillons de nuit qui le pollinisent. Certaines espèces imitent d’autres signaux : l’arum titan dégage une odeur de chair en décomposition qui attire mouches et coléoptères, et des orchidées du genre Ophrys imitent la phéromone des femelles d’abeilles solitaires. Les plantes pollinisées par le vent, comme les graminées ou le noisetier, n’ont pas besoin d’attirer qui que ce soit et ont des fleurs discrètes, sans parfum ni nectar. Les parfumeurs utilisent depuis longtemps ces molécules, comme le linalol de la lavande.',
    },
  },
  {
    id: 'trees-grow',
    title: 'Comment poussent les arbres ?',
    phrasings: [
      'pourquoi les arbres poussent',
      'comment les arbres grandissent',
      'comment pousse un arbre',
      'pk les plantes poussent',
      'pourquoi les arbres sont si grands',
      'comment une graine devient un arbre',
      'pourquoi les plantes ont besoin d’eau',
      'comment les plantes se nourrissent',
      'comment mangent les plantes',
    ],
    answers: {
      up_to_5:
        'Un arbre commence par une toute petite graine. Avec de l’eau, de la terre et du soleil, elle se réveille et pousse, un peu chaque jour. Après beaucoup, beaucoup d’années, elle devient un grand arbre !',
      '6_to_8':
        'Tout commence avec une graine, comme un gland ou un pépin. Dans la terre, avec de l’eau, elle se réveille : une petite racine descend et une petite tige monte vers la lumière. Les racines boivent l’eau du sol, et les feuilles se servent de la lumière du soleil et de l’air pour fabriquer la nourriture de l’arbre. Avec cette nourriture, l’arbre grandit en hauteur, et son tronc s’élargit un peu chaque année. Certains arbres vivent des centaines d’années !',
      '9_to_12':
        'Un arbre grandit parce qu’il fabrique lui-même sa nourriture. Ses racines puisent dans le sol de l’eau et des sels minéraux. Ses feuilles captent la lumière du soleil et le dioxyde de carbone de l’air, et les transforment en sucre grâce à la photosynthèse. Ce sucre fournit l’énergie et la matière pour construire de nouvelles cellules. Étonnant : l’essentiel du bois d’un arbre vient de l’air, pas du sol ! L’arbre pousse en hauteur grâce aux bourgeons au bout de ses branches, et il s’épaissit grâce à une fine couche sous l’écorce qui ajoute chaque année un cerne de bois. En comptant les cernes d’un tronc coupé, on connaît l’âge de l’arbre. Les arbres poussent vers le haut pour attraper la lumière avant leurs voisins.',
      '13_plus':
        'La croissance d’un arbre repose sur la photosynthèse : les feuilles captent l’énergie lumineuse pour fixer le dioxyde de carbone de l’air et produire des sucres, transportés par la sève élaborée dans le phloème. L’eau et les ions minéraux (azote, phosphore, potassium) montent des racines jusqu’aux feuilles par la sève brute, dans le xylème, tirés par la transpiration des feuilles. Environ la moitié de la masse sèche du bois est du carbone, prélevé dans l’atmosphère : un arbre est en grande partie de l’air solidifié, ce qui explique son rôle de puits de carbone. La croissance en longueur est assurée par les méristèmes situés dans les bourgeons et à la pointe des racines ; la croissance en épaisseur par le cambium, une assise de cellules entre le bois et l’écorce qui produit du bois vers l’intérieur et du liber vers l’extérieur. Sous nos climats, le bois de printemps, clair, et le bois d’été, plus dense, forment un cerne par an : la dendrochronologie s’en sert pour dater les arbres et reconstituer les climats passés. Les hormones végétales, comme l’auxine, orientent la croissance vers la lumière, c’est le phototropisme. La hauteur des arbres est limitée notamment par la difficulté de faire monter l’eau : les plus grands séquoias dépassent à peine 115 m.',
    },
  },
];
