import type { Topic } from '../topic.js';

/** Flowers, trees and the sea's great waves, as children ask about them (decision 0026, the fifth and sixth rounds read). */
export const natureQuestionTopics: Topic[] = [
  {
    id: 'roses-thorns',
    title: 'Pourquoi les roses ont des épines ?',
    phrasings: [
      'pourquoi les roses ont des épines',
      'pk les rosiers piquent',
      'épines des roses',
      'pourquoi les plantes ont des épines',
      'à quoi servent les épines',
      'pourquoi les ronces piquent',
    ],
    answers: {
      up_to_5:
        'Les épines, c’est la protection du rosier ! Elles piquent les animaux qui voudraient manger ses tiges et ses feuilles. Alors on cueille les roses avec précaution.',
      '6_to_8':
        'Les plantes ne peuvent pas s’enfuir quand un animal veut les manger. Certaines se défendent avec des piquants : c’est le cas du rosier. Ses épines piquent le museau des chèvres, des cerfs ou des lapins, qui préfèrent aller brouter ailleurs. Elles aident aussi le rosier à s’accrocher aux autres plantes pour grimper vers la lumière. Les ronces, qui donnent les mûres, font pareil. Les jardiniers mettent des gants pour les tailler !',
      '9_to_12':
        'Les épines du rosier servent d’abord à se défendre contre les animaux herbivores, qui évitent de brouter des tiges piquantes. Elles ont un second rôle : leur forme recourbée, comme de petits crochets, permet aux rosiers sauvages et aux ronces de s’agripper aux arbustes voisins pour monter vers la lumière. Pour les botanistes, ce ne sont pas de vraies épines mais des aiguillons : ils poussent à la surface de la tige et se détachent facilement, alors que les vraies épines, comme celles de l’aubépine, sont des branches transformées, et celles des cactus, des feuilles transformées. Des chercheurs ont découvert en 2024 qu’un même gène contrôle l’apparition de ces piquants chez des plantes très différentes, comme les rosiers et les aubergines : certaines variétés de roses cultivées n’en ont presque plus.',
      '13_plus':
        'Les « épines » des rosiers sont, en botanique, des aiguillons : des excroissances de l’épiderme et du cortex, sans tissu conducteur, qui se détachent nettement de la tige. Les épines au sens strict sont des organes transformés : rameaux chez l’aubépine ou le prunellier, feuilles ou stipules chez les cactus et certains acacias. Ces structures piquantes sont une défense mécanique contre les herbivores, particulièrement efficace contre les grands mammifères ; des études montrent que certaines plantes en produisent davantage lorsqu’elles sont broutées. Les aiguillons recourbés ont aussi une fonction d’ancrage pour les plantes grimpantes ou sarmenteuses comme l’églantier et la ronce. Une étude publiée dans Science en 2024 a montré que des gènes de la famille LONELY GUY, impliqués dans la production d’une hormone de croissance, contrôlent la formation des aiguillons chez des espèces très éloignées, aubergine, rosier ou orge, et que leur inactivation supprime les piquants : un exemple d’évolution convergente utilisant le même mécanisme. Les obtenteurs ont sélectionné des roses presque sans aiguillons.',
    },
  },
  {
    id: 'tree-lifespan',
    title: 'Combien de temps vit un arbre ?',
    phrasings: [
      'ça vit combien de temps un arbre',
      'combien de temps vit un arbre',
      'quel est l arbre le plus vieux du monde',
      'est ce que les arbres meurent de vieillesse',
      'arbre le plus vieux',
      'combien d années vit un chêne',
    ],
    answers: {
      up_to_5:
        'Les arbres peuvent vivre très, très longtemps, bien plus que les humains. Un chêne peut vivre des centaines d’années, et certains arbres ont plusieurs milliers d’années ! Ce sont les plus vieux êtres vivants de la Terre.',
      '6_to_8':
        'Ça dépend des arbres. Certains, comme le bouleau, vivent environ cent ans. Un chêne peut vivre plus de 500 ans, et quelques très vieux arbres ont plus de 1 000 ans. Le champion est un pin d’Amérique qui pousse dans les montagnes : il a plus de 4 800 ans, il était déjà là quand on construisait les pyramides d’Égypte ! Pour connaître l’âge d’un arbre coupé, on compte les cercles dans son tronc : il en fait un par an. Les arbres finissent quand même par mourir, à cause des maladies, des insectes, des tempêtes ou de la sécheresse.',
      '9_to_12':
        'La durée de vie des arbres varie énormément selon les espèces : quelques dizaines d’années pour certains peupliers ou cerisiers, plusieurs siècles pour les chênes, les ifs ou les oliviers, et plusieurs millénaires pour les séquoias géants et les pins Bristlecone. L’un de ces pins, en Californie, a environ 4 800 ans, ce qui en fait le plus vieil arbre connu à avoir été daté avec certitude. Un arbre grandit toute sa vie et fabrique chaque année une nouvelle couche de bois sous l’écorce : sur une souche, on compte ces cernes pour connaître son âge, et leur épaisseur raconte même les années sèches ou pluvieuses. Un arbre ne vieillit pas tout à fait comme nous : il meurt surtout parce qu’il devient trop grand à entretenir, ou à cause des champignons, des insectes, des tempêtes et des sécheresses.',
      '13_plus':
        'La longévité des arbres varie de quelques décennies à plusieurs millénaires. Le pin Bristlecone Great Basin (Pinus longaeva) détient le record pour un individu daté par dendrochronologie, avec un spécimen d’environ 4 850 ans en Californie ; des séquoias géants dépassent 3 000 ans, et des colonies clonales, comme le peuplier « Pando » dans l’Utah, dont les troncs sont reliés par un même système racinaire, sont estimées bien plus anciennes encore. L’âge se mesure par le comptage des cernes annuels, sur une souche ou par carottage, les cernes enregistrant en outre les variations climatiques. Contrairement aux animaux, les arbres ont une croissance indéterminée et conservent des méristèmes actifs toute leur vie ; plusieurs études ne trouvent pas de déclin net de leurs fonctions cellulaires avec l’âge. Leur mort résulte surtout de contraintes croissantes, coût d’entretien d’une grande structure, transport de l’eau jusqu’à la cime, et d’agressions extérieures : champignons, insectes, tempêtes, incendies, sécheresses, qui s’intensifient avec le changement climatique.',
    },
  },
  {
    id: 'tsunami',
    title: 'C’est quoi un tsunami ?',
    phrasings: [
      'c est quoi un tsunami',
      'tsunami',
      'pk il y a des tsunamis',
      'comment se forme un tsunami',
      'raz de marée',
      'une vague géante c est quoi',
    ],
    answers: {
      up_to_5:
        'Un tsunami, c’est une vague géante, très très puissante, qui arrive de la mer. Elle vient d’un tremblement de terre tout au fond de l’océan. Ça arrive très rarement, et des savants surveillent la mer pour prévenir les gens.',
      '6_to_8':
        'Un tsunami est une série de vagues immenses. Il se forme quand le fond de la mer bouge brusquement, le plus souvent à cause d’un tremblement de terre sous l’océan, parfois d’un volcan ou d’un glissement de terrain. D’un coup, toute l’eau au-dessus est soulevée, et ce gros bombement part dans toutes les directions, très vite, aussi vite qu’un avion. Au large, on le remarque à peine, mais près de la côte, quand le fond remonte, l’eau s’entasse et forme un mur d’eau qui peut entrer loin dans les terres. Des stations surveillent les océans pour donner l’alerte.',
      '9_to_12':
        'Le mot tsunami vient du japonais et veut dire « vague du port ». Un tsunami naît quand un grand volume d’eau est déplacé d’un coup, le plus souvent par un séisme sous-marin qui soulève ou abaisse le fond de l’océan, parfois par une éruption, un effondrement de falaise ou la chute d’une météorite. L’onde se propage sur toute la profondeur de l’océan, à plus de 700 km/h au large, où elle ne mesure que quelques dizaines de centimètres de haut : les bateaux ne la sentent pas. En approchant de la côte, elle ralentit et grandit jusqu’à plusieurs mètres, voire des dizaines. Souvent, la mer se retire d’abord loin de la plage : c’est un signal pour monter immédiatement en hauteur. En 2004, un tsunami a frappé les côtes de l’océan Indien. Des systèmes d’alerte surveillent aujourd’hui les océans.',
      '13_plus':
        'Un tsunami est une onde de gravité de très grande longueur d’onde, des dizaines à des centaines de kilomètres, générée par un déplacement brutal d’un grand volume d’eau. Les causes principales sont les séismes de subduction qui déforment verticalement le plancher océanique, mais aussi les glissements de terrain sous-marins ou côtiers, les éruptions volcaniques et, très rarement, les impacts météoritiques. Parce que sa longueur d’onde dépasse largement la profondeur de l’océan, sa vitesse dépend de la profondeur (la racine carrée du produit de la gravité par la profondeur), soit 700 à 800 km/h en plein océan, pour une amplitude souvent inférieure au mètre. À l’approche des côtes, la vitesse diminue et l’énergie se concentre sur une hauteur croissante : c’est le shoaling. Le retrait de la mer précède souvent l’arrivée de la première vague, et plusieurs vagues se succèdent pendant des heures. Les tsunamis de l’océan Indien en 2004 et du Japon en 2011 ont fait de très nombreuses victimes. Des réseaux de capteurs de pression en grand fond et de marégraphes alimentent des centres d’alerte, y compris pour la Méditerranée.',
    },
  },
  {
    id: 'sand-grains-count',
    title: 'Combien il y a de grains de sable sur la plage ?',
    phrasings: [
      'combien il y a de grains de sable sur la plage',
      'combien y a de grains de sable',
      'on peut compter les grains de sable',
      'combien de grains de sable sur la terre',
      'cb de grains de sable dans le monde',
      'combien il y a de grains de sable dans le désert',
    ],
    answers: {
      up_to_5:
        'Il y en a tellement que personne ne peut les compter ! Rien que dans ta main, il y a des milliers de grains de sable. Sur une plage, il y en a plus que tous les gens de la Terre.',
      '6_to_8':
        'Personne ne peut compter tous les grains de sable, il y en a beaucoup trop ! Mais les scientifiques ont fait une estimation, un calcul pour avoir une idée. Un grain de sable est minuscule : dans une petite cuillère, il y en a déjà des milliers. Sur une seule grande plage, il y en a des millions de milliards. Et sur toutes les plages et tous les déserts de la Terre, c’est un nombre si grand qu’on n’a même pas de mot courant pour le dire ! Pourtant, les astronomes pensent qu’il y a encore plus d’étoiles dans l’univers que de grains de sable sur toutes les plages.',
      '9_to_12':
        'Impossible de les compter un par un, mais on peut faire une estimation. Un grain de sable mesure en moyenne un demi-millimètre environ. En calculant combien de grains tiennent dans un centimètre cube, puis en multipliant par le volume de sable d’une plage, on arrive à des nombres gigantesques : une petite cuillère contient déjà des dizaines de milliers de grains, et une grande plage des millions de milliards. Des chercheurs de l’université d’Hawaï ont estimé le nombre de grains de toutes les plages de la Terre à environ sept milliards et demi de milliards, soit un 75 suivi de dix-sept zéros. Le sable des déserts, comme le Sahara, en ajoute encore énormément. C’est si grand que l’expression « comme les grains de sable » veut dire « innombrable ». Et pourtant, le nombre d’étoiles dans l’univers observable est estimé encore plus grand : au moins mille fois plus.',
      '13_plus':
        'Le nombre de grains de sable ne se compte pas, il s’estime par ordre de grandeur, à la manière d’Archimède, qui, dans L’Arénaire, au IIIe siècle avant notre ère, calculait déjà combien de grains de sable rempliraient l’univers tel qu’il le concevait. Le principe : un grain de sable moyen mesure de l’ordre de 0,1 à 1 millimètre ; un mètre cube de sable, compte tenu des vides entre les grains, en contient de l’ordre de milliards. En multipliant par une estimation du volume de sable des plages du monde, des chercheurs de l’université d’Hawaï ont obtenu environ 7,5 × 10^18 grains, soit sept milliards et demi de milliards. Le résultat dépend beaucoup des hypothèses sur la taille des grains et la profondeur des plages : il faut le lire comme un ordre de grandeur, pas comme un chiffre exact. Les déserts sableux, comme les ergs du Sahara, en contiennent bien davantage. La comparaison classique avec les étoiles tourne à l’avantage de ces dernières : l’univers observable compterait de l’ordre de 10^22 à 10^24 étoiles, soit au moins mille fois plus que les grains de sable des plages.',
    },
  },
];
