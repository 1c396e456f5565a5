import type { Topic } from '../topic.js';

/** Numbers, caves, castles and medals: the past as children ask about it (decision 0026, the sixth round read). */
export const historyQuestionTopics: Topic[] = [
  {
    id: 'who-invented-numbers',
    title: 'Qui a inventé les chiffres ?',
    phrasings: [
      'qui a inventé les chiffres',
      'c’est qui qui a inventé les chiffres',
      'ki a inventé les chiffres',
      'qui a inventé les nombres',
      'pourquoi on dit les chiffres arabes',
      'comment on écrivait les nombres avant les chiffres',
      'd’où viennent les chiffres arabes',
    ],
    answers: {
      up_to_5:
        'Personne tout seul ! Il y a très longtemps, les gens comptaient sur leurs doigts ou faisaient des petits traits sur des os. Plus tard, en Inde, des savants ont inventé les dix chiffres qu’on écrit aujourd’hui, de 0 à 9.',
      '6_to_8':
        'Les chiffres n’ont pas été inventés par une seule personne, mais petit à petit, pendant des milliers d’années. Il y a plus de 20 000 ans, les humains comptaient déjà en faisant des entailles sur des os ou des bâtons. Ensuite, chaque peuple a eu sa façon d’écrire les nombres : les Égyptiens dessinaient des petits signes, les Romains utilisaient des lettres comme I, V et X. Les dix chiffres que tu écris à l’école, de 0 à 9, sont nés en Inde il y a environ 1 500 ans. Des savants arabes les ont adoptés, puis ils les ont fait connaître jusqu’en Europe : c’est pour ça qu’on les appelle les chiffres arabes !',
      '9_to_12':
        'Les chiffres sont une invention collective, qui a pris des milliers d’années. Les plus vieilles traces de calcul sont des os couverts d’entailles, comme l’os d’Ishango, trouvé en Afrique et vieux d’environ 20 000 ans. Il y a 5 000 ans, en Mésopotamie, l’actuel Irak, on écrivait les nombres avec des petits clous gravés dans l’argile. Les Égyptiens avaient un signe pour 1, un autre pour 10, pour 100, pour 1 000, et les Romains utilisaient des lettres, ce qui rendait les calculs très compliqués. La grande idée est venue d’Inde, il y a environ 1 500 ans : seulement dix chiffres, dont le zéro, et une valeur qui dépend de la place du chiffre. Dans 222, chaque 2 ne vaut pas la même chose ! Les savants du monde arabe, comme al-Khwârizmî à Bagdad, ont adopté ce système, et le mathématicien italien Fibonacci l’a fait connaître en Europe vers l’an 1200. Voilà pourquoi on parle de chiffres arabes, alors qu’ils sont nés en Inde.',
      '13_plus':
        'Il faut distinguer les nombres, qui sont des idées, des chiffres, qui sont des signes pour les écrire. Compter est très ancien : des os entaillés, comme ceux d’Ishango (Congo, environ 20 000 ans), suggèrent des décomptes. Les premières numérations écrites apparaissent en Mésopotamie vers 3 300 avant notre ère, avec un système en base 60 dont nous gardons la trace dans les minutes et les secondes. Les Égyptiens, les Grecs et les Romains utilisaient des systèmes additifs, où l’on répète des symboles, peu pratiques pour calculer. La numération de position décimale avec un zéro s’est formée en Inde entre le Ve et le VIIe siècle ; Brahmagupta donne en 628 des règles de calcul avec le zéro. Les mathématiciens de langue arabe l’adoptent : au IXe siècle, le traité d’al-Khwârizmî la diffuse, et son nom a donné le mot « algorithme ». En Europe, Fibonacci la présente en 1202 dans son Liber abaci, mais elle ne s’impose vraiment qu’avec l’imprimerie et le commerce, à la fin du Moyen Âge. La forme des chiffres a beaucoup changé en route : nos 1, 2 et 3 ne ressemblent plus guère à leurs ancêtres indiens.',
    },
  },
  {
    id: 'prehistoric-caves',
    title: 'Pourquoi les hommes préhistoriques vivaient dans des grottes ?',
    phrasings: [
      'pourquoi les hommes préhistoriques vivaient dans des grottes',
      'pourquoi les hommes préhistoriques habitaient dans des grottes',
      'pk les hommes des cavernes habitaient dans les grottes',
      'pourquoi on dit les hommes des cavernes',
      'est-ce que les hommes préhistoriques avaient des maisons',
      'où dormaient les hommes préhistoriques',
    ],
    answers: {
      up_to_5:
        'Une grotte, c’est comme une grande maison de pierre : on y est à l’abri de la pluie, du vent et du froid. Les hommes préhistoriques s’installaient surtout à l’entrée, autour d’un feu. Ils savaient aussi construire des cabanes et des tentes.',
      '6_to_8':
        'Il y a très longtemps, il n’y avait ni maisons ni villages. Pour se protéger de la pluie, de la neige, du vent et des bêtes sauvages, les hommes préhistoriques cherchaient des abris : une grotte, ou un creux sous un gros rocher, était parfaite, car la roche ne laisse pas passer la pluie et l’air y reste assez doux, même en hiver. Ils s’installaient surtout à l’entrée, là où il y avait de la lumière, et faisaient un feu pour se chauffer, cuire la viande et éloigner les animaux. Mais ils ne vivaient pas tous dans des grottes : souvent, ils construisaient des huttes et des tentes avec des branches, des peaux de bêtes et même des os de mammouth. Et tout au fond de certaines grottes, dans le noir, ils ont peint de magnifiques animaux.',
      '9_to_12':
        'On parle des « hommes des cavernes », mais c’est un peu trompeur. Pendant la préhistoire, les humains étaient nomades : ils suivaient les troupeaux qu’ils chassaient et changeaient de camp selon les saisons. Quand ils trouvaient une grotte ou un abri sous un rocher, ils en profitaient, car la roche protège de la pluie, du vent et de la neige, et garde une température assez stable, ce qui comptait beaucoup pendant les périodes glaciaires. Ils vivaient surtout près de l’entrée, à la lumière, autour d’un foyer. Mais la plupart de leurs campements étaient en plein air : des tentes de peaux ou des huttes de branches, et en Europe de l’Est, des cabanes faites d’os de mammouth. Si on imagine les grottes, c’est qu’elles ont gardé leurs traces : outils, os, cendres et peintures y sont restés à l’abri pendant des milliers d’années, alors que les tentes ont disparu. Les fonds des grottes ornées, comme Lascaux ou Chauvet, servaient à peindre, pas à habiter.',
      '13_plus':
        'L’expression « homme des cavernes » vient surtout de l’archéologie : grottes et abris sous roche protègent les vestiges de l’érosion, si bien qu’une grande part de ce que nous savons du Paléolithique y a été trouvée. Les chasseurs-cueilleurs du Paléolithique étaient pourtant mobiles, et leurs habitats étaient variés. Les porches de grottes et les abris sous roche offraient un toit, une protection contre le vent et une température tamponnée par la masse rocheuse, précieuse pendant les phases glaciaires ; l’occupation se concentrait près de l’entrée, éclairée et ventilée, autour de foyers. Beaucoup de sites étaient toutefois en plein air : tentes de peaux sur armature de bois, comme à Pincevent, en Seine-et-Marne, où des chasseurs de rennes campaient il y a environ 15 000 ans, ou huttes d’os de mammouth dans les plaines d’Ukraine. Les parties profondes des grottes ornées, comme Lascaux ou Chauvet, étaient fréquentées pour l’art et sans doute des rites, pas pour y vivre. Les maisons durables se généralisent avec les villages du Néolithique, quand l’agriculture fixe les populations, il y a plus de 10 000 ans au Proche-Orient.',
    },
  },
  {
    id: 'castle-life',
    title: 'Comment on vivait dans un château fort ?',
    phrasings: [
      'comment on vivait dans un château fort',
      'comment ils vivaient dans les châteaux forts',
      'c’était comment la vie dans un château fort',
      'est-ce qu’il y avait des toilettes dans les châteaux forts',
      'comment on faisait pipi dans un château fort',
      'il faisait froid dans les châteaux forts',
      'comment on se chauffait dans un château',
    ],
    answers: {
      up_to_5:
        'Dans un château fort, il y avait beaucoup de monde : le seigneur, sa famille, des soldats, des cuisiniers et des animaux dans la cour. Il y faisait souvent froid, alors on allumait de grands feux dans les cheminées. Les toilettes, c’était un petit trou dans le mur !',
      '6_to_8':
        'Un château fort, c’était comme un petit village entouré de murailles. Le seigneur et sa famille y vivaient avec des soldats, des serviteurs, des cuisiniers, des forgerons, et des chevaux, des poules ou des cochons dans la cour. Les murs de pierre étaient épais et les fenêtres petites, pour se défendre : il faisait donc sombre et froid. On se chauffait devant d’immenses cheminées, on accrochait des tapisseries aux murs et on mettait de la paille par terre. Le soir, on s’éclairait avec des bougies et des torches. Les toilettes, qu’on appelait les latrines, étaient une petite pièce accrochée au mur, avec un trou : tout tombait dehors, au pied du château ou dans le fossé ! Et l’eau venait d’un puits, dans la cour.',
      '9_to_12':
        'Au Moyen Âge, un château fort était à la fois une forteresse, la maison d’un seigneur et le centre de la vie des environs. Autour du seigneur et de sa famille vivaient des chevaliers et des soldats, des serviteurs, des cuisiniers, un forgeron, un chapelain, et beaucoup d’animaux. Pour résister aux attaques, les murs étaient très épais et les ouvertures étroites, si bien que les salles restaient sombres, humides et froides. On se chauffait devant de grandes cheminées, on couvrait les murs de tapisseries et le sol de paille ou de joncs, qu’on changeait de temps en temps. La lumière venait des bougies, des lampes à huile et des torches. Les repas se prenaient dans la grande salle, souvent avec les doigts et un couteau, sur une épaisse tranche de pain qui servait d’assiette. Les latrines étaient de petites pièces en saillie sur la muraille, percées d’un trou qui donnait sur le fossé ou le pied du mur. L’eau venait d’un puits ou d’une citerne, très précieuse en cas de siège, et on se lavait dans un baquet de bois.',
      '13_plus':
        'Le château fort médiéval, qui se répand en Europe à partir du XIe siècle, est d’abord un instrument militaire et politique : il protège le seigneur, contrôle un territoire et abrite l’administration de sa seigneurie. La vie y est collective. Autour du seigneur et de sa famille gravitent chevaliers, hommes d’armes, domestiques, artisans, un chapelain, des visiteurs et de nombreux animaux, dans la basse-cour. L’architecture défensive, murs épais et ouvertures étroites, rend les pièces sombres et difficiles à chauffer ; cheminées monumentales, tapisseries, tentures et sols jonchés de paille ou de plantes odorantes atténuent le froid et l’humidité. La grande salle sert à la fois de lieu de repas, de réception et de justice ; on y mange souvent sur des tranchoirs, des tranches de pain rassis qui tiennent lieu d’assiettes et sont ensuite données aux pauvres ou aux chiens. Les latrines, en encorbellement sur la muraille ou logées dans son épaisseur, se vident dans le fossé ou au pied du mur, que l’on curait régulièrement. L’eau provient d’un puits ou d’une citerne, enjeu vital en cas de siège. Le confort s’améliore à la fin du Moyen Âge, quand les châteaux deviennent plus résidentiels, avec de plus grandes fenêtres et des pièces privées.',
    },
  },
  {
    id: 'olympic-medals',
    title: 'Pourquoi on gagne une médaille d’or aux Jeux olympiques ?',
    phrasings: [
      'pourquoi on donne une médaille d’or au gagnant',
      'pourquoi on gagne des médailles aux jeux olympiques',
      'pourquoi il y a des médailles d’or d’argent et de bronze',
      'c’est quoi une médaille de bronze',
      'pourquoi le premier a la médaille d’or',
      'est-ce que la médaille d’or est en or massif',
    ],
    answers: {
      up_to_5:
        'L’or est un métal très précieux et très brillant, alors on le donne au premier. Le deuxième reçoit une médaille d’argent, et le troisième une médaille de bronze. Les trois montent sur un podium pour qu’on les applaudisse !',
      '6_to_8':
        'Aux Jeux olympiques, les trois meilleurs de chaque épreuve reçoivent une médaille et montent sur le podium. On a choisi trois métaux qu’on range depuis très longtemps du plus précieux au moins précieux : l’or pour le premier, l’argent pour le deuxième et le bronze pour le troisième. L’or est rare, brillant et ne rouille jamais, c’est pour ça qu’il est le plus précieux. Dans la Grèce antique, les gagnants ne recevaient pas de médaille, mais une couronne de feuilles d’olivier. Et un secret : la médaille d’or n’est pas tout en or ! Elle est en argent, recouverte d’une fine couche d’or.',
      '9_to_12':
        'Les trois meilleurs de chaque épreuve reçoivent une médaille : l’or pour le premier, l’argent pour le deuxième, le bronze pour le troisième. Cet ordre suit la valeur des métaux, que l’on classe ainsi depuis l’Antiquité : l’or est le plus rare, il brille et ne s’abîme pas ; l’argent vient ensuite ; le bronze, un mélange de cuivre et d’étain, est bien plus courant. Aux Jeux de la Grèce antique, le vainqueur recevait seulement une couronne d’olivier, et la gloire. Aux premiers Jeux modernes, à Athènes en 1896, le premier recevait une médaille d’argent et le deuxième une médaille de bronze. Le trio or, argent, bronze s’est installé à partir des Jeux de 1904. Aujourd’hui, une médaille d’or est en réalité en argent, recouverte d’au moins six grammes d’or. Pour les Jeux de Paris, en 2024, chaque médaille contenait même un petit morceau de fer venu de la tour Eiffel !',
      '13_plus':
        'La hiérarchie or, argent, bronze reprend un classement très ancien des métaux : dans la mythologie grecque, Hésiode décrit déjà un âge d’or, puis un âge d’argent et un âge de bronze, chacun moins précieux que le précédent. L’or doit sa valeur à sa rareté, à son éclat et à son inaltérabilité ; le bronze, alliage de cuivre et d’étain, est beaucoup plus abondant. Aux Jeux antiques d’Olympie, seul le vainqueur était honoré, par une couronne d’olivier sauvage, puis par les honneurs de sa cité. Lors des premiers Jeux modernes, en 1896, le vainqueur reçut une médaille d’argent et un rameau d’olivier, le deuxième une médaille de bronze ; le système actuel des trois médailles date des Jeux de Saint-Louis en 1904, et le Comité international olympique l’a ensuite appliqué rétroactivement aux éditions précédentes. Les médailles d’or pleines ont disparu après 1912 : la règle impose aujourd’hui une médaille d’argent d’une pureté minimale, dorée avec au moins six grammes d’or fin. Chaque ville hôte en dessine le motif ; celles de Paris 2024 intégraient un hexagone de fer d’origine de la tour Eiffel.',
    },
  },
];
