import type { Topic } from '../topic.js';

/** Tractors, bin lorries, racing cars and cartoons, as children ask about them (decision 0026, the sixth round read). */
export const machineQuestionTopics: Topic[] = [
  {
    id: 'tractor-wheels',
    title: 'Pourquoi les tracteurs ont de grandes roues derrière ?',
    phrasings: [
      'pourquoi les tracteurs ont des grandes roues derrière et des petites devant',
      'pk les roues du tracteur sont géantes',
      'pourquoi le tracteur a des grosses roues',
      'pourquoi les roues du tracteur sont pas pareilles',
      'à quoi servent les grosses roues du tracteur',
    ],
    answers: {
      up_to_5:
        'Le tracteur doit tirer des machines très lourdes dans les champs, même dans la boue. Ses grandes roues de derrière, avec leurs gros crampons, l’empêchent de glisser et de s’enfoncer. Les petites roues de devant servent à tourner.',
      '6_to_8':
        'Un tracteur est fait pour travailler dans les champs : il tire une charrue qui retourne la terre, une remorque pleine de foin ou d’autres machines très lourdes. Ce sont surtout les roues de derrière qui le font avancer. Elles sont grandes et larges pour bien s’appuyer sur le sol sans s’enfoncer dans la terre molle ou la boue, un peu comme des raquettes dans la neige. Leurs gros crampons en caoutchouc s’accrochent à la terre pour ne pas patiner. Et plus une roue est grande, plus elle passe facilement sur les bosses et les trous. Les roues de devant sont plus petites pour que le tracteur puisse tourner facilement au bout du champ.',
      '9_to_12':
        'Le tracteur est conçu pour tirer, pas pour aller vite. Sur la plupart des modèles classiques, ce sont les roues arrière, motrices, qui transmettent la force du moteur au sol. Pour tirer une charrue ou une remorque de plusieurs tonnes sur un terrain meuble, il faut beaucoup d’adhérence : de grands pneus larges offrent une grande surface de contact, qui répartit le poids et évite de s’enfoncer et de trop tasser la terre, ce qui abîmerait les futures cultures. Leurs crampons profonds, en forme de chevrons, mordent dans le sol comme des dents. Le poids du tracteur, et souvent de la machine qu’il tire, repose surtout sur l’arrière, ce qui améliore encore l’accroche. Une grande roue franchit aussi mieux les ornières et les mottes. À l’avant, des roues plus petites suffisent pour diriger, et elles permettent de braquer court pour faire demi-tour au bout du champ. Beaucoup de tracteurs modernes ont quatre roues motrices, avec des roues avant plus grandes qu’autrefois.',
      '13_plus':
        'La géométrie d’un tracteur répond à sa fonction : produire un effort de traction élevé à faible vitesse sur des sols souvent meubles. La force de traction disponible dépend de l’adhérence entre les pneus et le sol, qui augmente avec la charge sur les roues motrices et la surface de contact. D’où des roues arrière de grand diamètre et de grande largeur, à basse pression : leur empreinte étendue répartit la charge, limite l’enfoncement et le patinage, et réduit le tassement du sol, néfaste à sa structure et au rendement des cultures. Les barrettes en chevrons assurent l’ancrage dans la terre et l’auto-nettoyage du pneu. Un grand diamètre diminue la résistance au roulement sur terrain irrégulier et améliore le franchissement. Le transfert de charge vers l’arrière pendant la traction, accentué par les outils portés sur l’attelage trois points, renforce encore l’adhérence arrière, et l’on ajoute parfois des masses à l’avant pour garder la direction efficace. Les petites roues avant offrent un faible rayon de braquage pour manœuvrer en bout de champ. Depuis quelques décennies, la transmission aux quatre roues s’est généralisée, et les roues avant ont grandi, sans atteindre la taille des roues arrière sur la plupart des modèles.',
    },
  },
  {
    id: 'garbage-trucks',
    title: 'Pourquoi le camion-poubelle passe si tôt le matin ?',
    phrasings: [
      'pourquoi le camion poubelle passe tôt le matin',
      'pk les éboueurs passent la nuit',
      'qui ramasse les poubelles',
      'où vont les poubelles quand le camion les prend',
      'comment marche le camion poubelle',
      'c’est quoi un éboueur',
      'camion poubelle',
    ],
    answers: {
      up_to_5:
        'Le camion-poubelle passe tôt le matin, quand il y a peu de voitures dans les rues, pour ne pas gêner tout le monde. Les éboueurs vident les poubelles dans le camion, qui les écrase. Puis il les emporte loin de la ville !',
      '6_to_8':
        'Les éboueurs commencent leur travail très tôt, parfois avant le lever du soleil. Le camion-poubelle est énorme, et il s’arrête devant chaque maison : en pleine journée, il boucherait les rues et créerait des embouteillages. Tôt le matin, il y a peu de voitures, et les poubelles ne restent pas longtemps sur le trottoir. En été, il fait aussi plus frais, et ça sent moins mauvais ! Les éboueurs accrochent les bacs à l’arrière du camion, qui les vide, puis une grosse pelle écrase les déchets pour en mettre le plus possible. Ensuite, le camion va au centre de tri si ce sont des déchets à recycler, ou à l’usine où on les brûle pour faire de la chaleur et de l’électricité.',
      '9_to_12':
        'La collecte des déchets se fait souvent tôt le matin, parfois même la nuit dans les grandes villes, pour plusieurs raisons. Un camion-benne est long et lourd, et il s’arrête tous les vingt mètres : aux heures de pointe, il bloquerait la circulation, et il serait lui-même ralenti. Passer tôt permet aussi de vider les bacs avant que la journée commence, et d’éviter les fortes chaleurs, pour les odeurs et pour les éboueurs, qu’on appelle aussi les ripeurs, dont le métier est très physique. Le camion a un lève-conteneur qui bascule les bacs, et une benne équipée d’un compacteur, une sorte de presse qui écrase les déchets pour en transporter plusieurs tonnes. Selon le bac, les déchets partent ensuite dans des endroits différents : les emballages et le papier vont au centre de tri, où ils sont séparés pour être recyclés ; les ordures ménagères sont brûlées dans un incinérateur, qui produit souvent de la chaleur et de l’électricité, ou enfouies dans une décharge contrôlée.',
      '13_plus':
        'L’organisation de la collecte des déchets ménagers relève des communes ou de leurs groupements, qui fixent horaires et fréquences. Les tournées matinales, voire nocturnes dans les centres-villes denses, répondent à plusieurs contraintes : limiter l’interaction avec le trafic, un camion-benne de 19 à 26 tonnes s’arrêtant très fréquemment ; réduire le temps de présence des bacs sur la voie publique ; éviter la chaleur, qui aggrave les nuisances olfactives et la pénibilité pour les équipiers de collecte, ou ripeurs, exposés aux efforts répétés et aux risques routiers. La contrepartie est le bruit, que les collectivités cherchent à réduire avec des bennes électriques ou au gaz. La benne à ordures ménagères comporte un lève-conteneur et un système de compaction hydraulique qui réduit fortement le volume des déchets. Selon le flux, la destination diffère : centre de tri pour les emballages et papiers, où un tri mécanique et manuel sépare les matériaux destinés au recyclage ; unité de valorisation énergétique, c’est-à-dire un incinérateur qui récupère la chaleur pour le chauffage urbain ou l’électricité ; installation de stockage pour une partie des déchets résiduels ; plateformes de compostage pour les biodéchets, dont le tri à la source est obligatoire en France depuis 2024.',
    },
  },
  {
    id: 'race-cars',
    title: 'Pourquoi les voitures de course vont si vite ?',
    phrasings: [
      'pourquoi les voitures de course vont si vite',
      'pourquoi les formule 1 vont aussi vite',
      'pk les voitures de course font autant de bruit',
      'pourquoi les voitures de course sont basses',
      'comment une voiture de course va vite',
      'pourquoi une formule 1 va si vite',
    ],
    answers: {
      up_to_5:
        'Une voiture de course a un moteur très puissant et elle est très légère, alors elle fonce ! Elle est toute basse et plate pour coller à la route dans les virages. Son moteur tourne si vite qu’il fait un bruit énorme.',
      '6_to_8':
        'Une voiture de course est construite pour une seule chose : aller le plus vite possible. Son moteur est beaucoup plus puissant que celui d’une voiture normale, presque dix fois plus pour une Formule 1 ! Et elle est très légère, faite dans des matériaux spéciaux. Elle est aussi toute basse et plate, pour que l’air glisse dessus, et ses ailerons, à l’avant et à l’arrière, font l’inverse des ailes d’un avion : au lieu de la soulever, l’air la plaque contre la piste. Comme ça, elle peut prendre les virages très vite sans déraper. Ses pneus larges accrochent bien le sol. Elle fait beaucoup de bruit parce que son moteur tourne extrêmement vite. Une Formule 1 peut dépasser 350 kilomètres à l’heure !',
      '9_to_12':
        'Pour aller vite, une voiture doit avoir beaucoup de puissance pour peu de poids, bien fendre l’air et bien accrocher la route. Une Formule 1 a un moteur hybride, essence et électrique, d’environ 1 000 chevaux, dix fois plus qu’une petite voiture, pour un poids d’à peine 800 kilos avec le pilote. Sa carrosserie en fibre de carbone est légère et très solide. Elle est basse et profilée pour réduire la résistance de l’air, et ses ailerons fonctionnent comme des ailes d’avion à l’envers : l’air qui passe dessus pousse la voiture vers le sol. Cet appui, avec des pneus larges et tendres, lui permet de prendre les virages à une vitesse impossible pour une voiture normale, et de freiner très tard. Elle peut atteindre environ 350 km/h en ligne droite. Le bruit vient du moteur, qui tourne jusqu’à 15 000 tours par minute, plus de deux fois plus vite que celui d’une voiture de tous les jours, avec un échappement sans gros silencieux.',
      '13_plus':
        'Les performances d’une voiture de course résultent de trois facteurs : le rapport poids-puissance, l’aérodynamique et l’adhérence. En Formule 1, le groupe propulseur hybride, un moteur V6 turbo de 1,6 litre associé à des systèmes de récupération d’énergie, développe environ 1 000 chevaux pour une masse minimale réglementaire proche de 800 kilogrammes, pilote compris, grâce notamment à une coque en composite de fibre de carbone. L’aérodynamique est double : réduire la traînée pour la vitesse de pointe, et surtout produire de l’appui, une force descendante générée par les ailerons et le fond plat, qui fonctionnent comme des ailes inversées. À haute vitesse, cet appui peut dépasser le poids de la voiture, ce qui augmente considérablement l’adhérence des pneus et permet des vitesses en courbe et des décélérations, jusqu’à 5 g au freinage, hors de portée d’un véhicule de série. Les pneus, larges et à gomme tendre, travaillent à haute température pour accrocher davantage. Le bruit caractéristique tient au régime moteur, limité à 15 000 tours par minute, et à des échappements conçus pour la performance plutôt que pour le silence ; les moteurs hybrides actuels sont d’ailleurs nettement moins bruyants que les V10 et V8 d’autrefois.',
    },
  },
  {
    id: 'cartoons-how-made',
    title: 'Comment on fait les dessins animés ?',
    phrasings: [
      'comment on fait les dessins animés',
      'comment ils font bouger les dessins',
      'comment les dessins animés bougent',
      'qui dessine les dessins animés',
      'comment on fabrique un dessin animé',
      'pk les personnages des dessins animés bougent',
      'dessin animé',
    ],
    answers: {
      up_to_5:
        'Un dessin animé, ce sont plein de dessins presque pareils, montrés très vite les uns après les autres. Tes yeux les voient si vite qu’on dirait que les personnages bougent. Aujourd’hui, beaucoup sont faits avec des ordinateurs.',
      '6_to_8':
        'Un dessin animé, c’est une suite de dessins qui changent un tout petit peu à chaque fois : le bras du personnage un peu plus haut, puis encore un peu plus haut. Quand on les montre très vite, environ 24 images en une seule seconde, ton cerveau ne voit plus des images séparées, mais un mouvement ! Tu peux essayer : dessine un bonhomme dans le coin de chaque page d’un petit carnet, en changeant un peu sa position, puis fais défiler les pages très vite. Autrefois, les artistes dessinaient et peignaient chaque image à la main, des milliers pour un seul film. Aujourd’hui, on utilise souvent des ordinateurs, qui aident à dessiner ou fabriquent des personnages en 3D. Des comédiens prêtent leur voix aux personnages, et des musiciens composent la musique. Un film demande souvent plusieurs années de travail à des centaines de personnes.',
      '9_to_12':
        'Le dessin animé repose sur une propriété de notre cerveau : quand des images légèrement différentes se succèdent assez vite, il les relie et perçoit un mouvement continu. Au cinéma, on montre 24 images par seconde. Dans l’animation traditionnelle, des animateurs dessinaient d’abord les positions clés d’un mouvement, puis des assistants dessinaient les images intermédiaires ; chaque dessin était reproduit sur une feuille transparente, le celluloïd, peinte à la main et posée sur un décor, avant d’être photographiée. Blanche-Neige, de Disney, sorti en 1937, a demandé des centaines de milliers de dessins. Aujourd’hui, la plupart des dessins animés sont faits sur ordinateur : en 2D, on dessine sur des tablettes numériques ; en 3D, comme Toy Story, premier long métrage entièrement en images de synthèse en 1995, on construit les personnages comme des marionnettes virtuelles, avec un squelette qu’on fait bouger, puis l’ordinateur calcule la lumière de chaque image. Il existe aussi l’animation image par image de figurines en pâte à modeler, qu’on déplace un peu entre chaque photo. Avant tout, il faut une histoire, un scénario et un storyboard, une sorte de bande dessinée du film, et les voix des comédiens sont souvent enregistrées avant l’animation.',
      '13_plus':
        'L’animation exploite la perception du mouvement apparent : une succession d’images fixes légèrement différentes, présentées à une cadence suffisante, est interprétée par le système visuel comme un mouvement continu, phénomène longtemps attribué à tort à la seule persistance rétinienne. Le cinéma d’animation projette 24 images par seconde, souvent animées « en deux », une image dessinée tenue sur deux images projetées. Les précurseurs, comme le praxinoscope et le Théâtre optique d’Émile Reynaud à la fin du XIXe siècle, ont précédé le cinéma. L’animation traditionnelle sépare les poses clés, dessinées par l’animateur principal, des intervalles, puis encre et peint chaque dessin sur celluloïd, superposé à des décors, avec des caméras multiplans pour donner de la profondeur. L’informatique a transformé la chaîne : l’animation 2D numérique conserve le dessin mais automatise encrage et coloriage ; l’animation 3D modélise des personnages dotés d’un squelette, animés par images clés ou par capture de mouvement, avant un rendu qui calcule éclairage et textures, parfois plusieurs heures par image. L’animation en volume, comme la pâte à modeler ou les marionnettes, photographie des figurines déplacées entre chaque prise. Dans tous les cas, le travail commence par le scénario, le storyboard et souvent l’enregistrement des voix, sur lesquelles les animateurs calent les mouvements des lèvres.',
    },
  },
];
