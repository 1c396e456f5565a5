import type { Topic } from '../topic.js';

/** Colours, sounds, time and living things, as children ask about them (decision 0026, the fifth and sixth rounds read). */
export const scienceQuestionTopics: Topic[] = [
  {
    id: 'mixing-colours',
    title: 'Pourquoi le bleu et le jaune font du vert ?',
    phrasings: [
      'pourquoi quand on mélange le bleu et le jaune ça fait du vert',
      'mélanger les couleurs',
      'pk bleu et jaune ça fait vert',
      'comment on fait du vert avec la peinture',
      'c est quoi les couleurs primaires',
      'est ce que le noir c est une couleur',
    ],
    answers: {
      up_to_5:
        'Avec ta peinture, le jaune et le bleu mélangés font du vert, le rouge et le jaune font de l’orange, le rouge et le bleu font du violet. C’est un peu magique ! Avec seulement trois couleurs, tu peux en fabriquer plein d’autres.',
      '6_to_8':
        'Chaque peinture garde pour elle une partie de la lumière et renvoie le reste vers tes yeux : c’est ce reste que tu vois comme sa couleur. La peinture jaune renvoie du jaune et un peu de vert, la bleue renvoie du bleu et un peu de vert. Quand tu les mélanges, chacune avale ce que l’autre renvoyait… sauf le vert, que les deux renvoient. Voilà pourquoi tu vois du vert ! Avec le jaune, le rouge et le bleu, on peut fabriquer presque toutes les couleurs. Et si tu mélanges tout, ça devient marron ou presque noir : le noir, c’est quand presque toute la lumière est avalée.',
      '9_to_12':
        'La lumière blanche contient toutes les couleurs de l’arc-en-ciel. Un objet ou une peinture absorbe certaines couleurs et renvoie les autres, qui arrivent dans nos yeux. Une peinture jaune absorbe surtout le bleu et renvoie le jaune, l’orange et le vert ; une peinture bleue (en réalité un bleu-vert appelé cyan) absorbe surtout le rouge et renvoie le bleu et le vert. Mélangées, elles absorbent ensemble le bleu et le rouge : il ne reste que le vert. C’est la synthèse soustractive, celle des peintres et des imprimantes, dont les couleurs de base sont le cyan, le magenta et le jaune. Sur un écran, c’est l’inverse : on ajoute des lumières rouge, verte et bleue, et tout ensemble donne du blanc. Quant au noir, c’est l’absence de lumière : pour un physicien ce n’est pas une couleur de l’arc-en-ciel, mais pour un peintre, c’est bien une couleur de sa palette.',
      '13_plus':
        'Les mélanges de pigments relèvent de la synthèse soustractive. Un pigment absorbe sélectivement certaines longueurs d’onde de la lumière incidente et en diffuse d’autres ; un mélange de deux pigments ne renvoie, en gros, que les longueurs d’onde qu’aucun des deux n’absorbe fortement. Le jaune absorbe le bleu et le violet, le cyan absorbe le rouge et l’orange : le vert, réfléchi par les deux, subsiste. Les primaires soustractives optimales sont le cyan, le magenta et le jaune, utilisées en imprimerie avec le noir (CMJN) ; le trio rouge-jaune-bleu des peintres est une approximation historique qui ne permet pas d’obtenir des couleurs aussi vives. Les écrans utilisent la synthèse additive : des sources rouge, verte et bleue stimulent les trois types de cônes de la rétine, et leur superposition donne le blanc. Notre perception des couleurs est ainsi une construction du système visuel. Le noir correspond à l’absence de stimulation lumineuse, une absorption presque totale : ce n’est pas une couleur spectrale, comme le blanc, qui en est la somme, mais on le range parmi les couleurs dites achromatiques.',
    },
  },
  {
    id: 'plane-contrails',
    title: 'C’est quoi les traits blancs que les avions laissent dans le ciel ?',
    phrasings: [
      'c est quoi les traits blancs que les avions laissent dans le ciel',
      'pk les avions font des traces blanches',
      'traînées des avions',
      'pourquoi les avions laissent une ligne blanche',
      'c est quoi la fumée derrière les avions',
      'traits blancs dans le ciel',
    ],
    answers: {
      up_to_5:
        'Les traits blancs derrière les avions, ce sont de tout petits nuages ! Le moteur rejette de la vapeur d’eau, et tout là-haut il fait très froid : la vapeur se transforme en petits bouts de glace. Ça fait une longue ligne blanche.',
      '6_to_8':
        'Ce n’est pas de la fumée, ce sont de petits nuages fabriqués par l’avion. Quand le moteur brûle son carburant, il rejette de l’air très chaud plein de vapeur d’eau. Tout là-haut, à 10 kilomètres d’altitude, il fait très froid, bien plus que dans un congélateur. La vapeur se transforme aussitôt en minuscules cristaux de glace, qui forment une traînée blanche. C’est comme la buée qui sort de ta bouche quand tu souffles dehors en hiver. Selon le temps, la traînée disparaît vite ou s’étale en long nuage.',
      '9_to_12':
        'Ces traînées s’appellent des traînées de condensation. En brûlant du kérosène, les moteurs produisent du gaz carbonique et beaucoup de vapeur d’eau, ainsi que de minuscules particules de suie. À l’altitude de croisière, vers 10 kilomètres, l’air est à environ −50 °C. La vapeur d’eau chaude refroidit brutalement et se condense autour des particules, puis gèle en cristaux de glace : une ligne de nuage se forme derrière chaque moteur. Si l’air est sec, les cristaux s’évaporent en quelques secondes ; s’il est humide, la traînée dure longtemps et peut s’élargir en nuages fins qui ressemblent aux cirrus. Les scientifiques étudient ces traînées, car les nuages qu’elles forment retiennent une partie de la chaleur de la Terre et participent au réchauffement du climat.',
      '13_plus':
        'Les traînées de condensation, ou contrails, se forment lorsque les gaz d’échappement chauds et humides des réacteurs se mélangent à l’air froid de la haute troposphère. La combustion d’un kilogramme de kérosène produit environ 1,2 kg de vapeur d’eau ; le mélange atteint rapidement la saturation par rapport à l’eau liquide, les particules de suie et de soufre servent de noyaux de condensation, et les gouttelettes gèlent presque instantanément. Le critère de Schmidt-Appleman, qui dépend de la température et de l’humidité ambiantes, prédit leur formation, en général en dessous d’environ −40 °C. Leur durée dépend de l’humidité relative par rapport à la glace : dans un air sursaturé, les traînées persistent et s’étalent en cirrus induits qui peuvent couvrir de grandes surfaces. Ces nuages réfléchissent une partie du rayonnement solaire mais piègent surtout le rayonnement infrarouge terrestre ; selon les évaluations récentes, leur effet réchauffant serait du même ordre que celui du CO₂ émis par l’aviation. Des recherches portent sur l’ajustement des trajectoires pour éviter les zones sursaturées.',
    },
  },
  {
    id: 'musical-instruments-sound',
    title: 'Comment une guitare fait de la musique ?',
    phrasings: [
      'comment ça fait de la musique une guitare',
      'comment marche une guitare',
      'pk les cordes de guitare font du bruit',
      'comment les instruments font de la musique',
      'comment marche un piano',
      'comment on fait un son avec un tambour',
    ],
    answers: {
      up_to_5:
        'Quand tu pinces une corde de guitare, elle tremble très vite : elle vibre. Elle fait trembler l’air, et l’air apporte le son jusqu’à tes oreilles. Le gros ventre de la guitare rend le son plus fort !',
      '6_to_8':
        'Tous les sons viennent de quelque chose qui tremble très vite : on dit que ça vibre. Quand tu pinces une corde de guitare, elle va et vient des centaines de fois par seconde. Elle fait vibrer le bois et l’air dans la caisse creuse de la guitare, qui rend le son plus fort, puis l’air porte ce tremblement jusqu’à tes oreilles. Une corde fine et tendue vibre plus vite et fait un son aigu ; une grosse corde vibre plus lentement et fait un son grave. En appuyant sur une corde, le guitariste la raccourcit, et la note devient plus aiguë. Le tambour, lui, vibre avec sa peau, et la flûte avec l’air à l’intérieur.',
      '9_to_12':
        'Un son est une vibration qui se propage dans l’air. Un instrument de musique produit des vibrations régulières, qui donnent des notes. Dans une guitare, la corde pincée vibre : plus elle vibre vite, plus la note est aiguë. Cette vitesse, la fréquence, dépend de trois choses : la longueur de la corde, sa tension et son épaisseur. Le guitariste change la longueur en appuyant sur les cases du manche, et règle la tension avec les clés. Mais une corde seule fait peu de bruit : elle fait vibrer la table d’harmonie, la plaque de bois sur laquelle elle est fixée, et l’air de la caisse, ce qui amplifie le son. Dans un piano, des marteaux frappent des cordes ; dans un tambour, c’est une peau tendue qui vibre ; dans une flûte ou une trompette, c’est une colonne d’air. Chaque instrument a son timbre, sa « voix », qui dépend de sa forme et de sa matière.',
      '13_plus':
        'Un instrument de musique associe un excitateur, un vibrateur et un résonateur. Une corde tendue, excitée par pincement, frottement ou frappe, vibre selon des modes propres : une fréquence fondamentale, qui dépend de la longueur vibrante, de la tension et de la masse linéique de la corde (loi de Mersenne-Taylor), et des harmoniques multiples de celle-ci. Diviser la longueur par deux élève la note d’une octave. La corde déplace très peu d’air : son énergie est transmise par le chevalet à la table d’harmonie, qui rayonne beaucoup plus efficacement, et la caisse de résonance renforce certaines fréquences, en particulier les graves grâce à la résonance de l’air dans la rosace. La proportion des harmoniques et la façon dont le son démarre et s’éteint déterminent le timbre, qui permet de distinguer une guitare d’un piano jouant la même note. Les instruments à vent utilisent la résonance d’une colonne d’air excitée par une anche, les lèvres ou un biseau, les percussions la vibration de membranes ou de solides. La guitare électrique capte la vibration de cordes métalliques par des micros magnétiques.',
    },
  },
  {
    id: 'song-stuck-in-head',
    title: 'Pourquoi on a une chanson dans la tête qui ne veut pas partir ?',
    phrasings: [
      'pourquoi j ai une chanson dans la tête',
      'pk j ai une chanson dans la tête qui veut pas partir',
      'chanson coincée dans la tête',
      'une chanson qui tourne en boucle dans ma tête',
      'pourquoi on chante tout le temps la même chanson',
      'ver d oreille',
    ],
    answers: {
      up_to_5:
        'Parfois, une chanson reste dans ta tête et revient, revient, revient ! Ton cerveau aime bien la rejouer, surtout quand elle est facile à chanter. Elle finit toujours par s’en aller toute seule.',
      '6_to_8':
        'Ça arrive à presque tout le monde : une chanson tourne en boucle dans la tête. Ça arrive surtout avec les chansons entraînantes, simples, qu’on a entendues plusieurs fois, comme un refrain de dessin animé. Ton cerveau rejoue souvent un petit morceau, juste le refrain, et comme il n’en connaît pas la fin, il recommence. Pour la faire partir, tu peux chanter la chanson jusqu’au bout, en écouter une autre, lire, ou mâcher un chewing-gum : des chercheurs ont montré que ça aide !',
      '9_to_12':
        'Les scientifiques appellent ces chansons des « vers d’oreille », et environ neuf personnes sur dix en ont au moins une fois par semaine. Ce sont souvent des airs entraînants, au rythme simple, avec des notes répétées ou un petit saut inattendu, entendus récemment ou plusieurs fois. En général, ce n’est qu’un bout, le refrain, qui tourne en boucle. Le cerveau garde dans sa mémoire de travail ce qu’il vient d’entendre, et un morceau incomplet donne envie de le terminer : c’est pourquoi il le rejoue. Le ver d’oreille revient plus facilement quand l’esprit vagabonde, par exemple pendant une tâche répétitive. Pour s’en débarrasser, on peut écouter la chanson en entier, s’occuper à quelque chose qui demande de l’attention, comme un jeu de mots, ou mâcher un chewing-gum, qui occupe les muscles qu’on utiliserait pour chanter en silence.',
      '13_plus':
        'Le phénomène s’appelle l’imagerie musicale involontaire, ou « ver d’oreille ». Des enquêtes montrent qu’il touche la grande majorité des gens chaque semaine, généralement pendant moins d’une demi-heure. Les déclencheurs fréquents sont l’exposition récente ou répétée, une association avec un mot, une personne ou une situation, et les états de faible charge mentale ou de stress. Une étude de 2016 a mis en évidence des caractéristiques communes aux morceaux les plus « collants » : tempo plutôt rapide, contour mélodique simple et courant, avec quelques intervalles inhabituels. Ils ne durent en général que quelques secondes et se répètent en boucle, ce qui pourrait refléter le fonctionnement de la boucle phonologique de la mémoire de travail et l’effet Zeigarnik, tendance à mieux se souvenir des tâches inachevées. Les régions auditives du cerveau s’activent lors de la musique imaginée presque comme lors d’une écoute réelle. Parmi les stratégies testées : écouter le morceau en entier, pratiquer une tâche verbale modérément exigeante, ou mâcher du chewing-gum, qui réduit la répétition subvocale.',
    },
  },
  {
    id: 'eraser-how',
    title: 'Comment la gomme efface le crayon ?',
    phrasings: [
      'pourquoi la gomme fait partir le crayon',
      'pk la gomme efface',
      'comment marche une gomme',
      'pourquoi la gomme efface pas le stylo',
      'gomme',
      'de quoi est faite une gomme',
    ],
    answers: {
      up_to_5:
        'Le crayon laisse sur le papier une fine poussière grise, posée dessus. La gomme est un peu collante : quand tu frottes, elle attrape la poussière et l’emporte. Les petits bouts de gomme qui tombent, ce sont eux qui l’ont avalée !',
      '6_to_8':
        'La mine d’un crayon à papier est faite de graphite, une matière grise et tendre. Quand tu écris, elle laisse de minuscules grains de graphite posés sur le papier, sans y entrer vraiment. La gomme, en caoutchouc ou en plastique, est un peu collante : en frottant, elle attrape ces grains mieux que le papier, et s’use en petits rouleaux qui emportent le gris avec eux. L’encre du stylo, elle, est liquide et rentre dans le papier, comme de l’eau dans un mouchoir : la gomme ne peut pas aller la chercher.',
      '9_to_12':
        'Le trait de crayon est fait de petites paillettes de graphite, une forme de carbone, mêlées d’argile, qui s’accrochent aux fibres du papier sans s’y incruster. Une gomme est faite de caoutchouc ou, le plus souvent aujourd’hui, de plastique souple, le PVC. Quand on frotte, la gomme adhère aux paillettes plus fort que les fibres du papier et les arrache. En même temps, la gomme s’use : ses miettes enroulent le graphite et l’emportent, ce qui évite de salir la feuille. Avant les gommes, on utilisait de la mie de pain ! C’est un savant anglais, Joseph Priestley, qui a remarqué en 1770 que le caoutchouc effaçait le crayon. L’encre, elle, est liquide et pénètre dans les fibres : pour l’enlever, il faut gratter le papier ou utiliser un effaceur qui détruit sa couleur.',
      '13_plus':
        'Le trait de crayon est un dépôt de fines plaquettes de graphite, carbone organisé en feuillets qui glissent les uns sur les autres, liées par de l’argile ; elles adhèrent en surface aux fibres de cellulose du papier par des forces faibles. Une gomme agit par adhésion et abrasion : son matériau, caoutchouc naturel vulcanisé ou, plus souvent, PVC plastifié, présente une adhérence aux particules de graphite supérieure à celle du papier. Le frottement détache les particules, et la gomme s’use en copeaux qui les piègent, ce qui évite de les réétaler. Les gommes trop dures abrasent le papier, les gommes mie de pain, très tendres, l’épargnent. Historiquement, la mie de pain servait à effacer jusqu’à ce que Joseph Priestley signale en 1770 les qualités d’une résine venue d’Amérique, d’où le nom anglais « rubber », ce qui frotte ; la vulcanisation, brevetée par Charles Goodyear en 1844, a rendu les gommes durables. L’encre, liquide, pénètre dans les fibres et contient souvent des colorants dissous : elle ne s’efface qu’en arrachant des fibres ou, pour certaines encres bleues, en décolorant chimiquement le colorant.',
    },
  },
  {
    id: 'sunflowers-follow-sun',
    title: 'Pourquoi les tournesols regardent le soleil ?',
    phrasings: [
      'pourquoi les tournesols regardent le soleil',
      'pk les tournesols tournent',
      'pourquoi les tournesols ils regardent toujours le soleil',
      'tournesol',
      'est ce que les plantes bougent',
      'pourquoi les plantes poussent vers la lumière',
    ],
    answers: {
      up_to_5:
        'Quand il est jeune, le tournesol tourne sa tête pour suivre le soleil, du matin au soir, comme s’il le regardait. La nuit, il se retourne pour attendre le lever du soleil. Quand il est grand, il s’arrête et regarde toujours du même côté.',
      '6_to_8':
        'Les plantes ont besoin de la lumière du soleil pour fabriquer leur nourriture, alors elles poussent vers la lumière. Les jeunes tournesols font encore mieux : chaque jour, leur tête suit le soleil de l’est, le matin, jusqu’à l’ouest, le soir, puis elle revient pendant la nuit vers l’est pour attendre le matin. Ils font ça en poussant un peu plus d’un côté de la tige que de l’autre. Quand la fleur est adulte, elle arrête de bouger et reste tournée vers l’est, là où le soleil se lève.',
      '9_to_12':
        'Les plantes ne restent pas immobiles : elles s’orientent vers la lumière, dont elles ont besoin pour la photosynthèse. Ce mouvement s’appelle le phototropisme. Le jeune tournesol va plus loin : son bourgeon suit le soleil d’est en ouest pendant la journée, et se retourne vers l’est pendant la nuit. Des chercheurs ont montré en 2016 que ce mouvement est réglé par une horloge interne : le côté est de la tige pousse plus vite le jour, ce qui penche la tête vers l’ouest, et le côté ouest pousse plus vite la nuit. Quand la plante arrête de grandir et que la fleur s’ouvre, elle se fixe vers l’est. Ce n’est pas un hasard : les fleurs tournées vers le soleil levant se réchauffent plus vite le matin et attirent davantage d’abeilles.',
      '13_plus':
        'Le mouvement des jeunes tournesols est un héliotropisme, un suivi du soleil propre à certaines plantes, distinct du phototropisme général qui oriente la croissance vers la lumière. Des travaux publiés dans Science en 2016 ont montré qu’il résulte d’une croissance différentielle de la tige : le côté est s’allonge davantage le jour, inclinant l’apex vers l’ouest, puis le côté ouest s’allonge la nuit, ramenant la tête vers l’est avant l’aube. Ce rythme est commandé par l’horloge circadienne de la plante : il persiste quelques jours sous un éclairage fixe et se dérègle si l’on décale artificiellement le cycle lumineux. Il implique la perception de la lumière bleue et la redistribution d’hormones de croissance comme l’auxine. À la floraison, la croissance de la tige cesse et le capitule se fige face à l’est. Les expériences montrent que les capitules orientés à l’est, réchauffés plus tôt, reçoivent jusqu’à cinq fois plus de visites de pollinisateurs ; d’autres plantes, comme certaines fleurs alpines, suivent le soleil toute leur vie.',
    },
  },
  {
    id: 'trees-know-spring',
    title: 'Comment les arbres savent que c’est le printemps ?',
    phrasings: [
      'comment les arbres savent que c est le printemps',
      'pk les feuilles repoussent au printemps',
      'comment les fleurs savent quand pousser',
      'pourquoi les bourgeons sortent au printemps',
      'printemps arbres',
      'comment les plantes savent quelle saison c est',
    ],
    answers: {
      up_to_5:
        'Les arbres sentent que les jours deviennent plus longs et qu’il fait plus chaud. Alors ils se réveillent, et leurs bourgeons s’ouvrent pour faire des feuilles et des fleurs. Ils ont une sorte de calendrier à l’intérieur !',
      '6_to_8':
        'Les arbres n’ont pas d’yeux, mais ils sentent la lumière et la chaleur. En hiver, ils se reposent, un peu comme s’ils dormaient. Au printemps, les journées deviennent plus longues et il fait plus doux : les arbres le remarquent, et leurs bourgeons, préparés depuis l’automne, s’ouvrent pour faire des feuilles et des fleurs. Ils sont même prudents : beaucoup attendent d’avoir eu froid assez longtemps en hiver, pour ne pas se faire avoir par une seule journée chaude en janvier.',
      '9_to_12':
        'Les arbres mesurent deux choses : la longueur des jours et la température. Leurs feuilles et leurs bourgeons contiennent des capteurs de lumière qui repèrent que les nuits raccourcissent. Ils comptent aussi, d’une certaine façon, le froid de l’hiver : beaucoup d’arbres ont besoin d’un certain nombre de journées fraîches avant de pouvoir redémarrer, ce qui les empêche de se réveiller trop tôt pendant un redoux. Une fois ce besoin de froid satisfait, la chaleur du printemps déclenche la montée de la sève et l’ouverture des bourgeons, formés dès l’été précédent. Avec le réchauffement du climat, les arbres fleurissent en moyenne plus tôt qu’il y a cinquante ans, et une gelée tardive peut alors abîmer les fleurs, comme celles des arbres fruitiers.',
      '13_plus':
        'La reprise de croissance printanière des arbres des régions tempérées est réglée par plusieurs signaux. À l’automne, la diminution de la durée du jour, perçue par les phytochromes, et la baisse des températures induisent la dormance des bourgeons, sous l’effet notamment de l’acide abscissique. La levée de cette dormance exige une accumulation de froid, des centaines d’heures entre environ 0 et 10 °C selon les espèces : c’est un mécanisme de sécurité contre les redoux hivernaux. Ensuite, le débourrement dépend d’une somme de températures, parfois modulée par la photopériode, certaines espèces comme le hêtre y étant particulièrement sensibles. Au niveau moléculaire, des gènes proches de ceux qui contrôlent la floraison chez les plantes herbacées intègrent ces signaux. La phénologie, étude des dates des événements saisonniers, montre une avance du débourrement et de la floraison de plusieurs jours par décennie en Europe, liée au réchauffement, avec un risque accru de dégâts par gelées tardives et de décalage avec les insectes pollinisateurs.',
    },
  },
  {
    id: 'living-or-not',
    title: 'Pourquoi les pierres ne poussent pas ?',
    phrasings: [
      'pourquoi les pierres ne poussent pas',
      'est ce qu un caillou respire',
      'pk les cailloux grandissent pas',
      'est ce que les cailloux mangent',
      'pourquoi une pierre ça pousse pas comme une plante',
      'pourquoi les rochers grossissent pas',
    ],
    answers: {
      up_to_5:
        'Les pierres ne sont pas vivantes : elles ne mangent pas, ne boivent pas, ne respirent pas et ne font pas de bébés. Les plantes et les animaux, eux, sont vivants : ils se nourrissent et ils grandissent. C’est pour ça que la graine devient une fleur, mais le caillou reste un caillou !',
      '6_to_8':
        'Pour grandir, il faut être vivant. Un être vivant, comme une plante, un animal ou toi, se nourrit, respire, grandit, peut avoir des petits et finit par mourir. Il est fait de minuscules morceaux appelés cellules, qui se multiplient quand il grandit. Une pierre ne fait rien de tout ça : elle ne mange pas et n’a pas de cellules. Elle ne peut pas grandir toute seule. Avec le temps, elle peut même devenir plus petite, usée par la pluie, le vent et les rivières, jusqu’à devenir du sable !',
      '9_to_12':
        'Les biologistes reconnaissent un être vivant à plusieurs caractères : il est fait d’une ou de plusieurs cellules, il se nourrit et transforme cette nourriture en énergie, il grandit, réagit à son environnement et peut se reproduire en transmettant ses gènes. Une plante, un champignon, une bactérie ou un chat les ont tous. Une pierre est un minéral : elle n’a ni cellule, ni nourriture, ni descendance. Elle peut changer, mais autrement : l’érosion la fait s’user, la chaleur et la pression du sous-sol la transforment en d’autres roches. Certains minéraux peuvent même « grandir », comme les cristaux de sel ou les stalactites, mais c’est de la matière qui s’ajoute de l’extérieur, sans vie. Les virus sont un cas difficile : ils ne se multiplient qu’à l’intérieur d’une cellule, et les savants débattent encore pour savoir s’ils sont vivants.',
      '13_plus':
        'Il n’existe pas de définition unique de la vie, mais les biologistes s’accordent sur un ensemble de propriétés : organisation en cellules délimitées par une membrane, métabolisme qui puise matière et énergie dans l’environnement pour entretenir cette organisation, croissance, réponse aux stimulus, homéostasie, reproduction avec transmission d’une information génétique (ADN ou ARN) et, à l’échelle des populations, évolution par sélection naturelle. La NASA retient comme définition de travail « un système chimique auto-entretenu capable d’évolution darwinienne ». Une roche est un assemblage de minéraux : elle peut se transformer au cours du cycle des roches (érosion, sédimentation, métamorphisme, fusion) et certains minéraux croissent par accrétion, comme les cristaux ou les concrétions calcaires, mais sans métabolisme ni hérédité. Les cas limites nourrissent le débat : les virus, parasites obligatoires sans métabolisme propre, les prions, ou les graines et spores en dormance, vivantes mais quasi inactives. Les recherches sur l’origine de la vie explorent justement le passage de la chimie minérale à la biologie.',
    },
  },
  {
    id: 'time-flies-when-fun',
    title: 'Pourquoi le temps passe plus vite quand on s’amuse ?',
    phrasings: [
      'pourquoi le temps passe plus vite quand on s amuse',
      'pourquoi une minute c est long quand on attend',
      'pourquoi les vacances passent trop vite',
      'pourquoi le temps passe vite',
      'pourquoi l attente c est long',
      'pourquoi les journées d école sont longues',
    ],
    answers: {
      up_to_5:
        'Quand tu t’amuses, tu ne penses pas du tout à l’heure, alors le temps file ! Quand tu attends, tu y penses tout le temps, et il paraît très long. Pourtant, l’horloge, elle, avance toujours pareil.',
      '6_to_8':
        'Une minute dure toujours une minute pour l’horloge. Mais ta tête, elle, n’est pas une horloge ! Quand tu joues et que tu t’amuses, ton cerveau est tout occupé par le jeu : il ne regarde pas le temps passer, et tu es surpris de voir que c’est déjà l’heure de rentrer. Quand tu t’ennuies ou que tu attends, ton cerveau n’a rien d’autre à faire que de surveiller le temps, et chaque minute semble durer longtemps. C’est pour ça que les vacances passent si vite et que la salle d’attente paraît interminable.',
      '9_to_12':
        'Nous n’avons pas d’organe pour sentir le temps : le cerveau l’estime, et son estimation dépend de l’attention. Quand on s’ennuie ou qu’on attend, on prête attention au temps lui-même, on regarde l’horloge, et l’attente paraît plus longue. Quand on est absorbé par une activité agréable, l’attention est ailleurs, le cerveau « compte » moins, et le temps semble filer. Mais il y a un paradoxe : en y repensant plus tard, une journée riche en nouveautés paraît longue, parce qu’elle a laissé beaucoup de souvenirs, alors qu’une semaine d’ennui se résume à presque rien. Les émotions jouent aussi : la peur ralentit la perception, comme pendant une chute où tout semble se passer au ralenti. Et en grandissant, beaucoup d’adultes trouvent que les années passent de plus en plus vite.',
      '13_plus':
        'La perception de la durée est une construction du cerveau, qui ne dispose d’aucun récepteur du temps. Les psychologues distinguent l’estimation prospective, pendant qu’on vit une période en sachant qu’on devra juger sa durée, et l’estimation rétrospective, faite après coup. En prospectif, la durée perçue dépend de l’attention portée au passage du temps : une tâche absorbante détourne l’attention des indices temporels, d’où l’impression que le temps file ; l’ennui et l’attente la concentrent, d’où l’impression de lenteur. En rétrospectif, c’est la quantité de changements et de souvenirs encodés qui compte : une période riche et nouvelle paraît longue après coup, une période monotone, courte. Les émotions modulent ces processus : la peur ou l’excitation semblent dilater le temps, peut-être par une augmentation de l’éveil, ce qui s’accorde avec les modèles d’une « horloge interne » dont la cadence varie. L’impression que les années passent plus vite avec l’âge est souvent rapportée à la diminution des expériences nouvelles et à la routine.',
    },
  },
  {
    id: 'seven-notes',
    title: 'Pourquoi il n’y a que sept notes de musique ?',
    phrasings: [
      'pourquoi il y a que 7 notes',
      'pourquoi il y a que sept notes do ré mi fa sol la si',
      'pk do ré mi fa sol la si',
      'qui a inventé les notes de musique',
      'notes de musique',
      'pourquoi les notes s appellent do ré mi',
    ],
    answers: {
      up_to_5:
        'Do, ré, mi, fa, sol, la, si : ce sont les sept notes de la gamme. Après le si, on recommence à do, mais un peu plus aigu. Avec ces notes et leurs petites sœurs, on peut jouer toutes les chansons !',
      '6_to_8':
        'Quand tu montes la gamme, do, ré, mi, fa, sol, la, si, le do suivant sonne comme le premier, mais plus aigu : alors on recommence les mêmes noms. Les musiciens d’Europe ont choisi, il y a très longtemps, ces sept notes qui sonnent bien ensemble. En fait, il y en a un peu plus : entre certaines notes, il y a des notes intermédiaires, les dièses et les bémols, ce sont les touches noires du piano. Les noms viennent d’un chant très ancien : un moine italien, Guido d’Arezzo, a pris le début de chaque vers pour nommer les notes, il y a presque mille ans.',
      '9_to_12':
        'Un son musical a une fréquence, le nombre de vibrations par seconde. Quand on double la fréquence, on obtient une note qui sonne « pareille » en plus aigu : c’est l’octave. La musique occidentale partage cette octave en douze petits pas, les demi-tons, qu’on voit sur le clavier du piano avec ses touches blanches et noires. Parmi ces douze notes, on en choisit sept pour former une gamme, celle qui sonne le plus naturellement à nos oreilles, d’où do, ré, mi, fa, sol, la, si, les touches blanches. Les noms viennent de Guido d’Arezzo, un moine du onzième siècle, qui a utilisé les syllabes d’un chant latin à saint Jean : ut, ré, mi, fa, sol, la ; « ut » est devenu « do », et « si » a été ajouté plus tard. D’autres musiques du monde utilisent des gammes de cinq notes, ou des intervalles plus petits.',
      '13_plus':
        'La gamme diatonique de sept notes est un choix culturel fondé sur des propriétés acoustiques. Les sons dont les fréquences sont dans des rapports simples, l’octave (2/1), la quinte (3/2), la quarte (4/3), partagent de nombreuses harmoniques et sonnent consonants. En enchaînant des quintes, comme le décrivait déjà la tradition pythagoricienne, on obtient au bout de sept notes une échelle équilibrée de tons et de demi-tons, et au bout de douze, presque un retour au point de départ : d’où les douze demi-tons de la gamme chromatique, que le tempérament égal, généralisé au dix-neuvième siècle, divise en intervalles rigoureusement égaux. Les noms ut, ré, mi, fa, sol, la proviennent de l’hymne « Ut queant laxis » utilisé par Guido d’Arezzo vers 1025 pour enseigner le chant ; le si, tiré des initiales de Sancte Iohannes, s’ajoute au seizième siècle et « do » remplace « ut » au dix-septième, pour sa sonorité. Les pays anglophones et germaniques utilisent les lettres A à G. Bien d’autres systèmes existent : gammes pentatoniques en Asie et en Afrique, micro-intervalles des musiques arabe, persane ou indienne.',
    },
  },
  {
    id: 'soap-foam',
    title: 'Pourquoi le savon fait de la mousse ?',
    phrasings: [
      'pourquoi le savon ça fait de la mousse',
      'pk le savon mousse',
      'comment le savon lave',
      'mousse du savon',
      'pourquoi le bain moussant fait des bulles',
      'comment on fabrique le savon',
    ],
    answers: {
      up_to_5:
        'Quand tu frottes le savon avec de l’eau, l’air entre dedans et ça fait plein de petites bulles : la mousse ! Le savon attrape la saleté et le gras, et l’eau les emporte. Tes mains sont toutes propres.',
      '6_to_8':
        'Le savon est fait de toutes petites choses qui ont deux côtés : un côté qui aime l’eau et un côté qui aime le gras. Quand tu te frottes les mains, le côté qui aime le gras attrape la saleté grasse, et le côté qui aime l’eau permet à l’eau de l’emporter. En frottant, tu mélanges aussi de l’air : le savon forme autour de chaque bulle d’air une fine peau d’eau qui tient bien, et ça fait de la mousse. La mousse est jolie et agréable, mais ce n’est pas elle qui lave : c’est le savon lui-même !',
      '9_to_12':
        'Le savon est fabriqué en faisant réagir de la graisse ou de l’huile avec une substance très basique, la soude : on appelle ça la saponification, et on la pratique depuis l’Antiquité. Chaque molécule de savon a une tête qui aime l’eau et une longue queue qui aime les graisses. Dans l’eau, les queues se plantent dans les taches grasses et les entourent, formant de minuscules boules que l’eau emporte au rinçage : c’est comme ça que le savon lave, et qu’il détruit aussi l’enveloppe grasse de certains microbes. Les molécules de savon se placent aussi à la surface de l’eau et la rendent plus élastique : quand on mélange de l’air en frottant, de fines pellicules d’eau savonneuse emprisonnent des bulles sans éclater tout de suite. C’est la mousse. Beaucoup de mousse ne veut pas dire mieux laver.',
      '13_plus':
        'Le savon est un mélange de sels d’acides gras, obtenus par saponification, c’est-à-dire l’hydrolyse des triglycérides des graisses par une base forte comme la soude ou la potasse, qui libère aussi du glycérol. Ces molécules sont amphiphiles : une tête carboxylate ionique, hydrophile, et une chaîne carbonée hydrophobe. Ce sont des tensioactifs. Dans l’eau, au-delà d’une certaine concentration, elles s’organisent en micelles, la partie hydrophobe tournée vers l’intérieur, capables d’emprisonner les salissures grasses et de les maintenir en suspension jusqu’au rinçage ; elles désorganisent aussi la membrane lipidique des virus enveloppés, d’où l’efficacité du lavage des mains. À l’interface entre l’eau et l’air, les tensioactifs abaissent la tension superficielle et stabilisent les films minces : l’air introduit par agitation forme des bulles dont les parois se renouvellent par effet Marangoni, ce qui ralentit leur éclatement. Le pouvoir moussant n’est pas lié au pouvoir lavant ; les détergents de synthèse et l’eau calcaire modifient fortement la quantité de mousse.',
    },
  },
  {
    id: 'black-clothes-hot',
    title: 'Pourquoi un tee-shirt noir chauffe plus au soleil qu’un blanc ?',
    phrasings: [
      'pourquoi mon tee shirt noir il chauffe plus au soleil que le blanc',
      'pk le noir chauffe au soleil',
      'pourquoi les habits noirs ont chaud',
      'pourquoi on met du blanc quand il fait chaud',
      'noir et blanc au soleil',
      'pourquoi la voiture noire est plus chaude',
    ],
    answers: {
      up_to_5:
        'Le blanc renvoie la lumière du soleil, comme un miroir. Le noir, lui, la garde et la transforme en chaleur. C’est pour ça qu’en été, on a plus chaud avec un tee-shirt noir !',
      '6_to_8':
        'La lumière du soleil apporte de l’énergie. Quand elle arrive sur un tissu blanc, presque toute la lumière rebondit et repart : le tissu chauffe peu. Quand elle arrive sur du noir, presque toute la lumière est avalée, et cette énergie se transforme en chaleur. C’est même pour ça que le noir paraît noir : il ne renvoie pas de lumière vers tes yeux ! Voilà pourquoi un tee-shirt noir, une voiture noire ou un trottoir sombre deviennent brûlants au soleil. En été, les vêtements clairs aident à garder le frais.',
      '9_to_12':
        'La couleur d’un objet dépend de la lumière qu’il renvoie. Un objet blanc renvoie presque toutes les couleurs de la lumière du soleil, un objet noir les absorbe presque toutes. Or la lumière transporte de l’énergie : quand elle est absorbée, elle fait vibrer les molécules du tissu, ce qui le réchauffe. Un tee-shirt noir au soleil peut ainsi devenir bien plus chaud qu’un blanc. C’est pourquoi on conseille les vêtements clairs en été, que les maisons des pays chauds sont souvent peintes en blanc, et qu’on peint parfois les toits en blanc dans les villes pour lutter contre la chaleur. Curieusement, certains peuples du désert portent des robes noires : amples, elles laissent l’air circuler et évacuer la chaleur, ce qui compte autant que la couleur.',
      '13_plus':
        'Un matériau soumis au rayonnement solaire en réfléchit une partie et en absorbe une autre ; la fraction réfléchie s’appelle l’albédo. Une surface blanche réfléchit la majeure partie du rayonnement visible, une surface noire en absorbe l’essentiel, et l’énergie absorbée est convertie en agitation thermique : la température du tissu monte jusqu’à ce que ses pertes par rayonnement infrarouge, convection et conduction compensent les apports. Le spectre solaire contient aussi du proche infrarouge, dont l’absorption ne dépend pas toujours de la couleur visible, mais la règle générale se vérifie. Le principe est exploité à grande échelle : toits blancs ou revêtements « froids » pour limiter les îlots de chaleur urbains, capteurs solaires thermiques noirs, et, à l’échelle de la Terre, rôle de l’albédo des glaces, dont la fonte accélère le réchauffement. Le confort vestimentaire dépend toutefois aussi de la coupe et de la ventilation : une étude sur les robes noires amples de Bédouins a montré que la chaleur absorbée est en grande partie évacuée par la convection sous le vêtement.',
    },
  },
  {
    id: 'dust-where-from',
    title: 'D’où vient la poussière ?',
    phrasings: [
      'pourquoi y a toujours de la poussière',
      'd où vient la poussière',
      'pk il y a de la poussière même quand on fait le ménage',
      'c est quoi la poussière',
      'poussière',
      'de quoi est faite la poussière',
    ],
    answers: {
      up_to_5:
        'La poussière, c’est plein de tout petits morceaux de plein de choses : des bouts de tissu, de peau, de terre, de poils d’animaux. Ils flottent dans l’air puis se posent partout. Alors il faut faire le ménage souvent !',
      '6_to_8':
        'La poussière est faite de minuscules morceaux qui viennent de partout : des fils qui s’échappent des vêtements, des draps et des tapis, de petites peaux mortes qui tombent de notre corps sans qu’on s’en rende compte, des poils d’animaux, de la terre rapportée par les chaussures, du pollen et de la poussière qui entrent par les fenêtres. Ils sont si petits et légers qu’ils flottent dans l’air, puis se posent sur les meubles. Comme on bouge, qu’on s’habille et qu’on ouvre les fenêtres tous les jours, il s’en forme sans arrêt : c’est pour ça qu’elle revient toujours, même après le ménage.',
      '9_to_12':
        'La poussière de maison est un mélange : fibres de vêtements et de tissus, fines particules de peau morte, car nous perdons chaque jour des millions de cellules de la surface de la peau, poils et cheveux, miettes, pollen, particules de terre et de pollution venues de dehors par les fenêtres et les semelles. On y trouve même de minuscules poussières de l’espace ! Les plus fines restent longtemps en suspension dans l’air : on les voit danser dans un rayon de soleil. Le ménage en enlève une bonne partie, mais d’autres arrivent sans cesse, et le chiffon peut remettre les plus légères dans l’air. Dans la poussière vivent aussi des acariens, de toutes petites bêtes invisibles qui se nourrissent de peaux mortes et peuvent donner des allergies. Aérer, passer un chiffon humide et l’aspirateur limite tout ça.',
      '13_plus':
        'La poussière domestique est un mélange hétérogène de particules d’origine intérieure et extérieure. Les sources intérieures comprennent les fibres textiles, les squames de peau, puisque l’épiderme se renouvelle en quelques semaines, les cheveux, les poils et les squames d’animaux, les résidus alimentaires et les particules de combustion (cuisson, bougies). Selon les études, une part importante, parfois majoritaire, provient de l’extérieur : sol rapporté par les chaussures, particules atmosphériques, pollens, pollution routière et même micrométéorites. Les particules fines restent en suspension des heures, les plus grosses se déposent vite. La poussière héberge des acariens, des moisissures et des bactéries, et concentre des composés chimiques issus des meubles et produits ménagers, comme des retardateurs de flamme ou des phtalates, ce qui en fait un indicateur d’exposition étudié en santé environnementale. Les allergènes d’acariens sont une cause majeure d’asthme allergique. Aérer chaque jour, dépoussiérer à l’humide et utiliser un aspirateur muni d’un filtre fin sont les mesures recommandées.',
    },
  },
  {
    id: 'dancing-to-music',
    title: 'Pourquoi on a envie de danser quand il y a de la musique ?',
    phrasings: [
      'pourquoi on a envie de danser quand il y a de la musique',
      'pk on danse',
      'pourquoi la musique fait bouger',
      'pourquoi on aime la musique',
      'danser',
      'pourquoi on tape du pied en écoutant de la musique',
    ],
    answers: {
      up_to_5:
        'La musique a un rythme, comme un cœur qui bat : boum, boum, boum. Ton corps a envie de bouger avec ce rythme, et c’est très joyeux ! Même les bébés se balancent quand ils entendent de la musique.',
      '6_to_8':
        'La musique a un rythme, des battements réguliers, et ton cerveau adore les deviner à l’avance. Quand il entend le rythme, la partie du cerveau qui commande les mouvements se réveille aussi, même si tu restes assis : c’est pour ça que tu tapes du pied ou que tu hoches la tête sans y penser. Danser rend joyeux, car le corps fabrique des substances du plaisir. Et on danse souvent ensemble, aux fêtes, aux mariages : ça rapproche les gens. Les humains dansent dans tous les pays du monde, depuis toujours !',
      '9_to_12':
        'Quand on écoute de la musique, le cerveau ne se contente pas d’entendre : il prévoit où tombera le prochain temps. Des chercheurs ont montré que, même immobiles, les zones du cerveau qui préparent les mouvements s’activent au rythme de la musique. Bouger en mesure, c’est donc presque naturel, surtout avec des rythmes qui ont un peu de surprise, des notes entre les temps, comme dans beaucoup de musiques de danse. La musique déclenche aussi la libération de dopamine, une substance du plaisir. Les bébés bougent déjà en rythme avant de savoir marcher, et certains animaux, comme les perroquets, savent suivre un rythme. Danser ensemble, en accordant ses mouvements à ceux des autres, renforce les liens : c’est pour ça que toutes les cultures du monde ont leurs danses, pour les fêtes, les rites ou le simple plaisir.',
      '13_plus':
        'L’envie de bouger en musique, que les chercheurs appellent le « groove », repose sur un couplage étroit entre les systèmes auditif et moteur. L’imagerie montre que l’écoute d’un rythme active des régions motrices, aire motrice supplémentaire, cortex prémoteur, ganglions de la base et cervelet, même sans mouvement. Le cerveau extrait une pulsation et génère des prédictions temporelles ; des études suggèrent que les rythmes modérément syncopés, qui créent de légers écarts entre attente et réalisation, suscitent le plus l’envie de bouger. L’écoute de musique appréciée provoque une libération de dopamine dans le système de la récompense. La synchronisation au rythme, rare chez les animaux, a été observée chez certains oiseaux imitateurs comme le cacatoès, ce qui a fait relier cette capacité à l’apprentissage vocal. La danse se retrouve dans toutes les sociétés humaines connues ; bouger en synchronie avec d’autres augmente la coopération et le sentiment d’appartenance, et élève le seuil de la douleur, indice d’une libération d’endorphines, ce qui nourrit l’hypothèse d’une fonction sociale de la musique et de la danse.',
    },
  },
  {
    id: 'pluto-dwarf-planet',
    title: 'Pourquoi Pluton n’est plus une planète ?',
    phrasings: [
      'pourquoi pluton n’est plus une planète',
      'pourquoi pluton c’est plus une planète',
      'c’est quoi une planète naine',
      'pluton',
      'pk pluton a été enlevée des planètes',
      'est-ce que pluton existe encore',
    ],
    answers: {
      up_to_5:
        'Pluton existe toujours, elle tourne loin, très loin autour du Soleil ! Mais elle est toute petite, plus petite que notre Lune, et elle a plein de voisines glacées qui lui ressemblent. Alors les savants ont décidé de l’appeler une planète naine.',
      '6_to_8':
        'Quand on a découvert Pluton, en 1930, on l’a rangée parmi les planètes : il y en avait donc neuf. Mais plus tard, avec de meilleurs télescopes, les astronomes ont découvert que Pluton était toute petite, plus petite que notre Lune, et qu’elle tournait au milieu d’une foule d’autres boules de glace et de roche, dont certaines presque aussi grosses qu’elle. En 2006, ils se sont réunis pour écrire une vraie définition de la planète : une planète doit être assez grosse pour avoir fait le ménage autour d’elle, sur son chemin autour du Soleil. Pluton ne l’a pas fait, alors on l’appelle maintenant une planète naine. Elle n’a pas changé du tout, c’est juste son nom qui a changé ! En 2015, une sonde est passée près d’elle et a photographié un grand cœur blanc sur sa surface.',
      '9_to_12':
        'Pluton a été découverte en 1930 par l’Américain Clyde Tombaugh, et pendant 76 ans, on a appris qu’il y avait neuf planètes. Mais Pluton était bizarre : bien plus petite que les autres, plus petite même que notre Lune, avec une orbite très allongée et penchée. À partir de 1992, les astronomes ont découvert au-delà de Neptune une immense ceinture de petits corps glacés, la ceinture de Kuiper, dont Pluton fait partie. En 2005, ils ont même trouvé Éris, presque de la même taille. Fallait-il appeler planètes tous ces objets ? En 2006, l’Union astronomique internationale a voté une définition : une planète tourne autour du Soleil, est assez massive pour être ronde, et a « nettoyé » son orbite, c’est-à-dire qu’elle domine sa zone. Pluton remplit les deux premières conditions, mais pas la troisième : elle est devenue une planète naine, comme Éris ou Cérès. La sonde New Horizons l’a survolée en 2015 et a découvert des montagnes de glace et une immense plaine en forme de cœur.',
      '13_plus':
        'Découverte en 1930 par Clyde Tombaugh à l’observatoire Lowell, Pluton a été classée comme neuvième planète, alors que sa masse était encore mal connue. Les mesures ultérieures ont révélé un corps de 2 377 kilomètres de diamètre, moins massif que la Lune, sur une orbite excentrique et inclinée de 17 degrés. À partir de 1992, la découverte d’objets transneptuniens a montré que Pluton appartenait à une population, la ceinture de Kuiper, et la découverte d’Éris en 2005, de taille comparable, a obligé à trancher : soit on ajoutait de nombreuses planètes, soit on redéfinissait le terme. En août 2006, l’Union astronomique internationale a adopté une définition en trois critères : orbiter autour du Soleil, avoir une masse suffisante pour atteindre une forme proche de l’équilibre hydrostatique, c’est-à-dire sphérique, et avoir fait place nette au voisinage de son orbite. Pluton ne satisfait pas le troisième critère, et entre dans la nouvelle catégorie des planètes naines, avec Éris, Cérès, Makémaké et Hauméa. La décision reste discutée par certains planétologues, qui privilégient des critères géologiques. Le survol de la sonde New Horizons, en juillet 2015, a montré un monde actif, avec des glaciers d’azote dans la plaine Spoutnik, en forme de cœur, et une fine atmosphère.',
    },
  },
  {
    id: 'ice-slippery',
    title: 'Pourquoi la glace glisse ?',
    phrasings: [
      'pourquoi la glace glisse',
      'pourquoi on glisse sur la glace',
      'pk c’est glissant quand il gèle',
      'comment on fait pour patiner sur la glace',
      'pourquoi les patins glissent',
    ],
    answers: {
      up_to_5:
        'La glace est toute lisse, et sur le dessus, il y a une toute petite couche d’eau mouillée. Tes chaussures glissent dessus comme sur un toboggan. C’est pour ça qu’il faut marcher doucement quand il gèle !',
      '6_to_8':
        'La glace paraît sèche et dure, mais tout en haut, elle a une couche d’eau très, très fine, presque invisible. Ses petites particules de surface ne sont pas bien accrochées entre elles, et elles se comportent un peu comme un liquide. Quand ta chaussure ou un patin passe dessus, cette couche mouillée fait comme du savon sous tes pieds : ça glisse ! En plus, en frottant, le patin réchauffe un tout petit peu la glace, ce qui rend la surface encore plus mouillée. C’est pour ça qu’on peut patiner si vite, et qu’il faut marcher à petits pas sur un trottoir gelé. Le sel qu’on met sur les routes fait fondre la glace pour qu’on glisse moins.',
      '9_to_12':
        'Pourquoi la glace est si glissante a longtemps intrigué les scientifiques, et l’explication complète est récente. On a d’abord pensé que la pression du patin faisait fondre la glace, mais le calcul montre que cette pression est bien trop faible, sauf très près de zéro degré. Aujourd’hui, on sait que deux effets se combinent. D’abord, la surface de la glace est particulière : les molécules d’eau du dessus, moins tenues par leurs voisines, bougent beaucoup et forment une couche très fine, quelques molécules d’épaisseur, qui se comporte presque comme un liquide, même en dessous de zéro. Ensuite, le frottement du patin ou de la chaussure produit de la chaleur, qui fait fondre un film d’eau encore plus épais. Cette eau agit comme un lubrifiant. Quand il fait très froid, vers moins vingt degrés, la glace devient moins glissante, et les skieurs et patineurs le sentent bien : ça accroche davantage.',
      '13_plus':
        'Le faible coefficient de frottement de la glace, de l’ordre d’un centième pour un patin, a longtemps été attribué à la fusion par pression : selon la relation de Clausius-Clapeyron, une pression élevée abaisse la température de fusion. Mais l’effet est trop faible, à peine quelques dixièmes de degré pour un patineur, pour expliquer la glissance observée à des températures bien inférieures à 0 °C. Deux mécanismes dominent aujourd’hui l’explication. Le premier est la pré-fusion de surface : à l’interface avec l’air, les molécules d’eau, liées à moins de voisines, forment une couche quasi liquide de quelques nanomètres, dont l’épaisseur décroît avec la température. Le second est l’échauffement par frottement, qui produit un film d’eau lubrifiant sous l’objet en mouvement. Des travaux récents suggèrent aussi que la mobilité des molécules de surface elle-même, et pas seulement un film liquide, contribue à la glissance. Cette physique explique que la glace soit moins glissante par grand froid, et elle intéresse les sports d’hiver, la sécurité routière et la conception de pneus.',
    },
  },
];
