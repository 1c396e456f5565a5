import type { Topic } from '../topic.js';

/** Food, the home and its rules, as children ask about them (decision 0026, the fifth and sixth rounds read). */
export const homeQuestionTopics: Topic[] = [
  {
    id: 'white-chocolate',
    title: 'Est-ce que le chocolat blanc, c’est du vrai chocolat ?',
    phrasings: [
      'pourquoi le chocolat blanc c est pas du vrai chocolat',
      'chocolat blanc',
      'pk le chocolat blanc est blanc',
      'est ce que le chocolat blanc c est du chocolat',
      'comment on fait le chocolat blanc',
      'différence chocolat noir et chocolat au lait',
    ],
    answers: {
      up_to_5:
        'Le chocolat est fait avec les graines d’un arbre, le cacaoyer. Le chocolat noir garde la partie marron de la graine, qui a le goût de chocolat. Le chocolat blanc n’a que le beurre de la graine, avec du sucre et du lait : c’est pour ça qu’il est blanc !',
      '6_to_8':
        'Le chocolat vient des fèves de cacao, les graines du cacaoyer. On en tire deux choses : une pâte marron qui a le goût fort du chocolat, et une graisse toute claire, le beurre de cacao. Le chocolat noir contient beaucoup de pâte de cacao, le chocolat au lait un peu moins, avec du lait en plus. Le chocolat blanc, lui, n’a pas du tout de pâte marron : seulement du beurre de cacao, du sucre et du lait. Il vient bien du cacao, mais il n’a pas le goût ni la couleur du chocolat noir. Certains disent donc que ce n’est pas du « vrai » chocolat, mais la loi l’appelle quand même chocolat blanc.',
      '9_to_12':
        'Les fèves de cacao sont fermentées, séchées, torréfiées puis broyées : on obtient une pâte, la masse de cacao, qu’on peut presser pour séparer deux parties. D’un côté, le beurre de cacao, une graisse jaune pâle qui fond dans la bouche ; de l’autre, la poudre de cacao, brune, qui contient l’essentiel du goût, de la couleur et des substances un peu excitantes comme la théobromine. Le chocolat noir est fait de masse de cacao, de sucre et souvent d’un peu de beurre de cacao en plus. Le chocolat au lait y ajoute de la poudre de lait. Le chocolat blanc ne contient que le beurre de cacao, du sucre et du lait, sans aucune matière brune. C’est pour ça qu’on dit parfois que ce n’est pas du vrai chocolat, mais la loi européenne l’autorise à porter ce nom s’il contient au moins 20 % de beurre de cacao.',
      '13_plus':
        'La fabrication du chocolat commence par la fermentation et le séchage des fèves de cacao, puis leur torréfaction et leur broyage, qui donnent la masse ou liqueur de cacao, composée d’environ 50 à 55 % de beurre de cacao et de matières sèches non grasses. Par pressage, on sépare le beurre de cacao, graisse aux cristaux particuliers qui fondent vers 34 °C, et le tourteau, broyé en poudre de cacao ; c’est cette fraction non grasse qui porte les arômes, la couleur brune, les polyphénols et les méthylxanthines (théobromine, un peu de caféine). Le chocolat noir associe masse de cacao, sucre et parfois beurre de cacao ajouté ; le chocolat au lait contient en plus des matières sèches lactiques. Le chocolat blanc ne contient que la fraction grasse du cacao, du sucre et du lait : d’où sa couleur ivoire et son goût lacté et vanillé. D’où le débat sur son statut ; la directive européenne de 2000 le définit pourtant comme chocolat, avec au moins 20 % de beurre de cacao et 14 % de matières sèches lactiques. Le « chocolat » dont le beurre de cacao est remplacé par d’autres graisses ne peut pas porter ce nom.',
    },
  },
  {
    id: 'bread-goes-stale',
    title: 'Pourquoi le pain devient dur ?',
    phrasings: [
      'pourquoi le pain devient dur',
      'pk la baguette elle devient dure',
      'pain rassis',
      'pourquoi le pain sèche',
      'pourquoi le pain de mie reste mou',
      'pourquoi le pain moisit',
    ],
    answers: {
      up_to_5:
        'Le pain frais est plein d’eau toute cachée. Quand on le laisse à l’air, l’eau s’en va petit à petit, et le pain devient tout dur. On dit qu’il est rassis.',
      '6_to_8':
        'Quand le boulanger cuit le pain, la chaleur rend la farine et l’eau toutes moelleuses. Ensuite, en refroidissant, la mie perd doucement son eau, qui s’échappe dans l’air à travers la croûte, et la farine se resserre. Le pain devient dur et sec : il est rassis. Une baguette, toute fine avec beaucoup de croûte, durcit en une journée. Un gros pain ou un pain de mie dans son sachet restent mous plus longtemps. Le pain rassis n’est pas perdu : on en fait du pain perdu ou de la chapelure !',
      '9_to_12':
        'Le pain est surtout fait d’amidon, une matière présente dans la farine. Pendant la cuisson, l’amidon absorbe l’eau de la pâte et gonfle : c’est ce qui rend la mie moelleuse. En refroidissant, les molécules d’amidon se remettent peu à peu en ordre, chassent l’eau et forment de petits cristaux durs : le pain rassit. En même temps, l’eau de la mie migre vers la croûte et s’évapore dans l’air. Une baguette, fine et riche en croûte, rassit en quelques heures. Le pain de mie dure plus longtemps grâce à la matière grasse et au sucre qu’il contient, et à son sachet. Dans un endroit humide et fermé, c’est l’inverse : le pain ne sèche pas, mais des moisissures peuvent pousser. Réchauffer un pain un peu rassis au four le ramollit pour un moment.',
      '13_plus':
        'Le rassissement du pain tient surtout à la rétrogradation de l’amidon. Lors de la cuisson, les granules d’amidon absorbent l’eau et se gélatinisent : l’amylose et l’amylopectine perdent leur structure cristalline et forment un réseau souple. Après refroidissement, l’amylose se réorganise en quelques heures, puis l’amylopectine recristallise plus lentement sur plusieurs jours ; ces zones cristallines rigidifient la mie et piègent une partie de l’eau, qui n’est plus disponible pour l’assouplir. S’y ajoute la migration de l’humidité de la mie vers la croûte, qui ramollit celle-ci, puis son évaporation. Le rassissement est plus rapide au réfrigérateur, vers 0 à 10 °C, qu’à température ambiante, alors que la congélation le bloque. Un passage au four inverse en partie la rétrogradation, temporairement. Les matières grasses, les sucres, certaines enzymes et les levains acides ralentissent le phénomène. La moisissure est un autre processus, dû à des champignons, favorisé par l’humidité.',
    },
  },
  {
    id: 'pasta-softens',
    title: 'Pourquoi les pâtes deviennent molles dans l’eau ?',
    phrasings: [
      'pourquoi les pâtes deviennent molles dans l eau',
      'pk les pâtes ramollissent',
      'pourquoi on cuit les pâtes dans l eau bouillante',
      'pourquoi le riz gonfle quand il cuit',
      'pourquoi les pâtes collent',
      'pourquoi les pâtes ça devient mou',
    ],
    answers: {
      up_to_5:
        'Les pâtes sèches sont dures parce qu’elles n’ont plus d’eau dedans. Dans l’eau bien chaude, elles boivent l’eau, gonflent et deviennent toutes molles. Le riz fait pareil !',
      '6_to_8':
        'Les pâtes sont faites de farine et d’eau, puis on les sèche : sans eau, elles deviennent dures comme du bois et se gardent longtemps. Quand on les plonge dans l’eau bouillante, elles boivent l’eau, comme une éponge. La chaleur aide la farine à gonfler et à devenir toute souple. Voilà pourquoi elles ramollissent et grossissent un peu. Si on les laisse trop longtemps, elles boivent encore plus d’eau et deviennent toutes molles et collantes : elles sont trop cuites ! Le riz et la semoule font exactement la même chose.',
      '9_to_12':
        'Les pâtes sèches contiennent surtout de l’amidon et des protéines, le gluten, avec très peu d’eau : c’est ce qui les rend dures et cassantes. Dans l’eau bouillante, l’eau pénètre peu à peu de l’extérieur vers le cœur. Au-dessus de 60 °C environ, les grains d’amidon absorbent cette eau et gonflent : on dit qu’ils se gélatinisent, ce qui rend la pâte souple. Le gluten, lui, forme un filet qui retient l’amidon et donne aux pâtes leur tenue. Les pâtes « al dente » ont encore un cœur un peu ferme, où l’eau n’est pas tout à fait arrivée. Trop cuites, elles absorbent trop d’eau et l’amidon qui s’échappe les rend collantes. Le riz gonfle de la même manière, en buvant deux à trois fois son poids d’eau.',
      '13_plus':
        'La cuisson des pâtes repose sur deux phénomènes simultanés : l’hydratation et la gélatinisation de l’amidon, et la coagulation des protéines. La semoule de blé dur contient environ 70 % d’amidon et 12 % de protéines. Dans l’eau chaude, l’eau diffuse de la surface vers le centre ; au-delà d’environ 60 °C, les granules d’amidon absorbent l’eau, gonflent et perdent leur structure cristalline, ce qui ramollit la pâte. Simultanément, le réseau de gluten, formé lors du pétrissage et de l’extrusion, se fige en coagulant et emprisonne l’amidon gonflé, ce qui maintient la forme et la fermeté. La cuisson « al dente » correspond à un cœur encore incomplètement hydraté. Au-delà, les granules éclatent, libèrent de l’amylose dans l’eau et à la surface, et la pâte devient molle et collante. Le séchage industriel à haute température renforce le réseau protéique, ce qui améliore la tenue à la cuisson. Saler l’eau ne sert qu’au goût ; l’huile dans l’eau n’empêche pas vraiment les pâtes de coller, remuer au début de la cuisson est plus efficace.',
    },
  },
  {
    id: 'ketchup-bottle',
    title: 'Pourquoi le ketchup ne sort pas de la bouteille ?',
    phrasings: [
      'pourquoi le ketchup sort pas de la bouteille',
      'pk le ketchup reste coincé',
      'ketchup bouteille',
      'pourquoi il faut taper sur la bouteille de ketchup',
      'pourquoi le ketchup sort d un coup',
      'comment on fait le ketchup',
    ],
    answers: {
      up_to_5:
        'Le ketchup est épais et collant, alors il reste coincé au fond de la bouteille. Quand on secoue ou qu’on tape, il se réveille et devient plus liquide… et plouf, il tombe d’un coup dans l’assiette !',
      '6_to_8':
        'Le ketchup est une sauce faite de tomates, de sucre, de vinaigre et d’épices. Il a un drôle de caractère : au repos, il est épais comme une pâte et ne coule presque pas. Mais quand on le secoue ou qu’on tape sur la bouteille, il devient plus liquide, comme s’il se réveillait. Le problème, c’est qu’il se réveille d’un coup, et tout tombe en même temps ! L’astuce : secouer la bouteille fermée avant, puis tapoter doucement le col. Les bouteilles à l’envers et souples aident beaucoup.',
      '9_to_12':
        'Le ketchup n’est pas un liquide ordinaire comme l’eau : c’est un fluide dit « rhéofluidifiant ». Il contient de petits morceaux de tomate et des épaississants qui s’accrochent entre eux et forment un réseau : au repos, la sauce se tient presque comme un solide. Quand on le secoue, qu’on tape sur la bouteille ou qu’on le presse, ce réseau se défait et le ketchup devient beaucoup plus fluide. Il faut donc une petite force pour le « débloquer », puis il coule très vite : d’où l’effet « rien, rien, tout ! ». Le plus efficace est de taper sur le goulot, la bouteille inclinée, pour le mettre en mouvement près de la sortie. D’autres aliments font pareil, comme le dentifrice ou la mayonnaise.',
      '13_plus':
        'Le ketchup est un fluide non newtonien : sa viscosité n’est pas constante mais diminue quand la contrainte de cisaillement augmente, on parle de comportement rhéofluidifiant. Il présente aussi un seuil d’écoulement : en dessous d’une certaine contrainte, il ne coule pas du tout, ce qui explique qu’il reste immobile dans une bouteille retournée. Cette structure vient des fibres et des particules de tomate et des épaississants comme la gomme xanthane, qui forment un réseau faiblement lié. Une contrainte suffisante, coup sur le fond ou le goulot, secousse, pression, casse ce réseau ; la viscosité chute brutalement et le ketchup s’écoule d’un coup. Il est également thixotrope : sa viscosité diminue avec la durée de l’agitation et se rétablit au repos. Des chercheurs ont même modélisé l’écoulement des sauces pour concevoir des bouteilles à valve ou à revêtement intérieur glissant. Le dentifrice, la mayonnaise ou la peinture ont des comportements comparables, alors que la fécule de maïs mélangée à l’eau fait l’inverse et durcit sous le choc.',
    },
  },
  {
    id: 'pizza-box-square',
    title: 'Pourquoi les pizzas sont rondes et les boîtes carrées ?',
    phrasings: [
      'pourquoi les pizzas sont rondes et les boites carrées',
      'pourquoi la pizza est ronde mais la boîte est carrée',
      'pk la boite à pizza est carrée',
      'pourquoi les pizzas sont rondes',
      'boîte à pizza',
      'qui a inventé la pizza',
    ],
    answers: {
      up_to_5:
        'La pizza est ronde parce que le pizzaiolo fait tourner la pâte pour l’étaler. La boîte est carrée parce qu’on la plie facilement dans un seul grand carton. Et en plus, on peut les empiler !',
      '6_to_8':
        'Pour faire une pizza, le pizzaiolo étale la boule de pâte en la tournant et en l’écrasant avec ses mains : la pâte s’étire pareil de tous les côtés, alors elle devient ronde. La boîte, elle, est fabriquée dans une grande feuille de carton qu’on découpe et qu’on plie : c’est beaucoup plus simple avec des côtés droits qu’avec des bords ronds. Les boîtes carrées s’empilent bien, se rangent facilement, et on peut les attraper par les coins. La pizza a été inventée à Naples, en Italie, il y a plus de 200 ans, mais personne ne sait par qui.',
      '9_to_12':
        'La pizza est ronde à cause de la façon de la préparer : une boule de pâte qu’on aplatit et qu’on fait tourner s’étire de la même façon dans toutes les directions, ce qui donne un disque. Cette forme cuit aussi régulièrement dans un four à bois. La boîte carrée est une question de fabrication : on la découpe dans une seule plaque de carton ondulé qu’on plie, sans colle, ce qui est simple et bon marché. Une boîte ronde demanderait plusieurs pièces et serait plus chère. Les boîtes carrées s’empilent sans glisser, se rangent côte à côte sans perdre de place, et les coins vides laissent de la place pour attraper la pizza. Il existe quelques boîtes rondes ou octogonales, mais elles restent rares. La pizza moderne est née à Naples ; la célèbre margherita date du dix-neuvième siècle.',
      '13_plus':
        'La forme ronde découle de la technique : la pâte levée, étirée à la main à partir d’une boule, se déforme de manière à peu près égale dans toutes les directions, et un disque d’épaisseur régulière cuit uniformément dans le four napolitain, où il peut être tourné facilement à la pelle. La boîte carrée répond à des contraintes industrielles : elle est découpée et rainée dans une seule feuille de carton ondulé, puis pliée, souvent sans colle ; un contenant rond demanderait un assemblage plus complexe, plus de matière et plus de coûts. La forme carrée facilite le stockage à plat, l’empilement stable dans les sacs de livraison et l’optimisation des découpes dans les plaques de carton. Les coins laissent un jeu qui évite d’écraser les bords et facilite la prise. Des modèles ronds ou octogonaux ont été brevetés, mais leur coût et leur manipulation freinent leur diffusion. La pizza, galette napolitaine populaire, s’est répandue dans le monde avec l’émigration italienne aux dix-neuvième et vingtième siècles.',
    },
  },
  {
    id: 'bananas-curved',
    title: 'Pourquoi les bananes sont courbées ?',
    phrasings: [
      'pourquoi les bananes sont courbées',
      'pk les bananes sont tordues',
      'pourquoi les bananes elles sont toutes courbées',
      'banane courbe',
      'comment poussent les bananes',
      'pourquoi les bananes ont pas de pépins',
    ],
    answers: {
      up_to_5:
        'Sur le bananier, les bananes poussent en grappe, et elles grandissent vers le soleil. Comme elles se tournent vers le haut pour chercher la lumière, elles se courbent. C’est pour ça qu’elles ressemblent à un sourire !',
      '6_to_8':
        'Les bananes poussent en grosses grappes sur le bananier. Au début, les petites bananes pendent vers le sol. Puis, en grandissant, elles se tournent vers le haut pour aller chercher la lumière du soleil. Comme le bout change de direction pendant que la banane pousse, elle devient courbée. Les bananes que tu manges n’ont presque pas de graines : les petits points noirs au milieu, ce sont des graines qui ne se sont pas développées. Les bananiers sont donc plantés à partir de morceaux d’autres bananiers.',
      '9_to_12':
        'Les bananes poussent en régimes, de grosses grappes qui pendent d’une tige. Au départ, chaque petite banane est orientée vers le sol, entraînée par son poids. Mais les plantes poussent vers la lumière, un phénomène appelé phototropisme : une hormone végétale, l’auxine, se répartit d’un seul côté du fruit et fait grandir ce côté plus vite que l’autre. Les bananes se redressent donc vers le haut en grandissant, et gardent cette forme courbée. Les bananes que nous mangeons sont des variétés cultivées presque sans graines, les petits points noirs étant des graines avortées : on replante donc des rejets, ce qui fait que beaucoup de bananiers d’une plantation sont des copies identiques.',
      '13_plus':
        'La courbure des bananes résulte d’un tropisme. Le régime se forme à partir d’une inflorescence qui pend sous l’effet de son poids ; les fruits, d’abord orientés vers le sol, présentent ensuite un gravitropisme négatif, parfois décrit comme un phototropisme, qui les fait croître vers le haut. Cette croissance orientée est contrôlée par l’auxine, une hormone végétale redistribuée vers une face du fruit, dont elle stimule l’allongement des cellules : la croissance inégale des deux faces produit la courbure. Dans les forêts tropicales d’origine, ce redressement pourrait faciliter l’accès à la lumière sous le couvert végétal. La plupart des bananes dessert cultivées, comme la Cavendish, sont triploïdes et stériles : leurs fruits se développent sans fécondation (parthénocarpie) et ne contiennent que des ovules avortés, les points noirs. Elles sont multipliées par voie végétative, par rejets ou culture in vitro, ce qui réduit la diversité génétique et rend les plantations vulnérables aux maladies, comme la fusariose qui a décimé la variété Gros Michel au vingtième siècle.',
    },
  },
  {
    id: 'strawberry-seeds',
    title: 'Pourquoi les fraises ont les graines dehors ?',
    phrasings: [
      'pourquoi les fraises ont les graines dehors',
      'pk les fraises ont des petits points',
      'les graines de la fraise',
      'pourquoi les graines de fraise sont à l extérieur',
      'si on plante une fraise est ce que ça fait un fraisier',
      'est ce que la fraise c est un fruit',
    ],
    answers: {
      up_to_5:
        'Les petits points jaunes sur la fraise, ce sont ses graines, et elles sont dehors ! La partie rouge et sucrée est un gros coussin qui les porte. Chaque petit point pourrait faire pousser un fraisier.',
      '6_to_8':
        'La fraise est un fruit un peu bizarre. La partie rouge que tu manges n’est pas vraiment le fruit : c’est le cœur de la fleur qui a gonflé et qui est devenu tout rouge et sucré. Les vrais petits fruits, ce sont les points jaunes posés dessus, et chacun contient une graine. Chez la pomme, au contraire, les pépins sont cachés au milieu. Si tu plantes une fraise, des fraisiers peuvent pousser, mais c’est long ; les jardiniers utilisent plutôt les longues tiges que le fraisier envoie, les stolons, qui font de nouveaux pieds.',
      '9_to_12':
        'Pour les botanistes, la fraise est un « faux fruit ». Après la floraison, ce n’est pas l’ovaire de la fleur qui devient rouge et charnu, mais le réceptacle, la base de la fleur qui portait les pistils. Les vrais fruits sont les petits grains jaunes à la surface, appelés akènes : chacun est un minuscule fruit sec contenant une graine. Une fraise en porte environ 200. Chez la pomme, la partie charnue entoure les pépins, ce qui explique qu’ils soient dedans. Les oiseaux et les petits animaux qui mangent les fraises dispersent les akènes. On peut semer les graines d’une fraise, mais les plants ne ressemblent pas toujours à leurs parents ; c’est pourquoi on multiplie les fraisiers par leurs stolons, ces tiges qui s’enracinent un peu plus loin.',
      '13_plus':
        'La fraise est un faux fruit, ou fruit accessoire : la partie charnue provient du réceptacle floral, qui se développe après la fécondation sous l’effet de l’auxine produite par les akènes. Les akènes, environ 200 par fraise, sont les fruits véritables : des fruits secs indéhiscents contenant chacun une graine, issus des nombreux carpelles libres de la fleur. Des expériences classiques ont montré que retirer les akènes empêche le réceptacle de grossir, ce qui révèle leur rôle hormonal. La pomme est aussi un faux fruit, mais d’un autre type : la chair vient du réceptacle qui enveloppe l’ovaire, dont le trognon contient les pépins. La fraise cultivée, Fragaria × ananassa, est née au dix-huitième siècle en Europe du croisement de deux espèces américaines, dont l’une fut rapportée du Chili par l’officier français Amédée-François Frézier. Hybride, elle ne se reproduit pas fidèlement par semis ; on la multiplie par stolons, tiges rampantes qui forment des plants clones.',
    },
  },
  {
    id: 'screens-at-table',
    title: 'Pourquoi on n’a pas le droit aux écrans à table ?',
    phrasings: [
      'pourquoi on a pas le droit de jouer à la tablette à table',
      'pk pas de téléphone à table',
      'pourquoi on regarde pas la télé en mangeant',
      'écrans à table',
      'pourquoi on doit manger à table ensemble',
      'pourquoi il faut rester assis à table',
    ],
    answers: {
      up_to_5:
        'À table, c’est le moment de manger et de se parler en famille. Avec une tablette, on ne regarde plus personne et on ne sent même plus ce qu’on mange. Après le repas, on pourra jouer !',
      '6_to_8':
        'Le repas, c’est un des rares moments de la journée où toute la famille est réunie. On se raconte sa journée, on rit, on s’écoute. Avec une tablette ou un téléphone, chacun regarde son écran et on ne se parle plus. En plus, quand on regarde un écran, on mange sans faire attention : on ne sent pas bien le goût, ni quand on n’a plus faim. Et c’est une règle pour tout le monde, les grands aussi devraient poser leur téléphone ! Les écrans, ce sera pour plus tard.',
      '9_to_12':
        'La règle « pas d’écrans à table » a plusieurs raisons. D’abord, le repas est un moment de partage : c’est souvent le seul moment où parents et enfants se parlent tranquillement, et les conversations à table aident même les enfants à apprendre des mots et à mieux connaître leur famille. Ensuite, manger devant un écran rend distrait : le cerveau fait moins attention aux signaux de satiété, et les études montrent qu’on a tendance à manger plus, et moins bien. Enfin, les médecins conseillent de limiter le temps d’écran des enfants, et le repas est un moment facile pour s’en passer. Pour que ce soit juste, cette règle vaut pour toute la famille : un adulte qui consulte son téléphone à table donne le mauvais exemple.',
      '13_plus':
        'Les recommandations de santé publique invitent à éviter les écrans pendant les repas, à tout âge. Plusieurs raisons l’expliquent. Les repas en famille sont associés, dans de nombreuses études, à une meilleure alimentation, à un meilleur vocabulaire chez les jeunes enfants et à un climat familial plus favorable, même si l’on ne peut pas toujours distinguer la cause de l’effet. Manger devant un écran détourne l’attention des signaux internes de faim et de satiété : des expériences montrent qu’on consomme alors davantage, y compris au repas suivant, parce qu’on mémorise moins ce qu’on a mangé. La présence même d’un téléphone sur la table réduit la qualité perçue des conversations, selon des travaux en psychologie sociale. Enfin, le temps d’écran des enfants et des adolescents empiète souvent sur le sommeil, l’activité physique et les échanges ; les moments sans écran, repas et coucher, sont les plus faciles à instaurer. Ces règles sont plus efficaces quand les adultes les appliquent eux-mêmes et qu’elles sont discutées plutôt qu’imposées.',
    },
  },
  {
    id: 'first-phone',
    title: 'À quel âge on peut avoir un téléphone portable ?',
    phrasings: [
      'pourquoi mon grand frère il a un téléphone et moi non',
      'à quel âge on peut avoir un téléphone',
      'pk j ai pas de portable',
      'quand est ce que j aurai un téléphone',
      'pourquoi j ai pas le droit d avoir un portable',
      'pourquoi j’ai pas le droit d’avoir un téléphone',
      'premier téléphone portable',
    ],
    answers: {
      up_to_5:
        'Un téléphone portable, c’est pour les plus grands, qui vont seuls à l’école ou chez leurs copains. Toi, tu es toujours avec un adulte qui en a un. Tes parents décideront quand ce sera le bon moment.',
      '6_to_8':
        'Un téléphone portable, ce n’est pas seulement pour appeler : il y a des jeux, des vidéos et Internet, où l’on peut tomber sur des choses qui ne sont pas pour les enfants. Il est très difficile de le lâcher, même pour les grands ! C’est pour ça que les parents attendent que leur enfant soit plus grand pour lui en donner un, souvent quand il commence à sortir seul, au collège. Ton grand frère est plus âgé, alors il a d’autres règles. Ton tour viendra, et tes parents choisiront le bon moment.',
      '9_to_12':
        'Il n’y a pas d’âge obligatoire pour avoir un téléphone, c’est une décision des parents. Beaucoup attendent l’entrée au collège, quand l’enfant se déplace seul. Leurs raisons sont sérieuses : un smartphone donne accès à Internet et aux réseaux sociaux, où l’on peut voir des images choquantes, rencontrer des inconnus ou subir des moqueries. Les applications sont conçues pour qu’on ait envie d’y revenir sans cesse, ce qui peut prendre la place du sommeil, du sport ou des copains. En France, les téléphones sont interdits à l’école et au collège pendant les cours, et les réseaux sociaux demandent en principe d’avoir au moins 13 ans, parfois 15 ans avec l’accord des parents. Certains parents choisissent d’abord un téléphone simple, pour appeler et envoyer des messages, sans Internet.',
      '13_plus':
        'L’âge du premier téléphone est une décision familiale, mais plusieurs repères existent. En France, une commission d’experts sur l’exposition des enfants aux écrans a recommandé en 2024 de ne pas donner de téléphone avant 11 ans, puis un téléphone sans Internet jusqu’à 13 ans, et de retarder l’accès aux réseaux sociaux jusqu’à 15 ans. Ces recommandations s’appuient sur les effets documentés d’un usage intensif : réduction du temps de sommeil, exposition à des contenus violents ou pornographiques, cyberharcèlement, sollicitations par des inconnus, et mécanismes de captation de l’attention (notifications, défilement infini, récompenses imprévisibles). Le lien entre réseaux sociaux et santé mentale des adolescents fait encore débat chez les chercheurs, mais la prudence domine. La loi encadre aussi l’usage : interdiction du téléphone à l’école et au collège, majorité numérique fixée à 15 ans pour l’inscription sans accord parental. Un premier téléphone peut s’accompagner de règles discutées ensemble : contrôle parental, pas de téléphone la nuit dans la chambre, temps limité.',
    },
  },
  {
    id: 'lost-socks',
    title: 'Pourquoi les chaussettes disparaissent dans la machine à laver ?',
    phrasings: [
      'pourquoi les chaussettes disparaissent dans la machine',
      'pk il manque toujours une chaussette',
      'où vont les chaussettes perdues',
      'chaussette perdue',
      'pourquoi on perd les chaussettes',
      'où elles vont les chaussettes dans la machine',
    ],
    answers: {
      up_to_5:
        'La machine ne mange pas les chaussettes, promis ! Elles sont si petites qu’elles se cachent partout : dans un drap, sous le lit, derrière le panier. Il faut jouer à cache-cache pour les retrouver.',
      '6_to_8':
        'La machine à laver ne mange pas les chaussettes, même si on a l’impression que si ! Les chaussettes sont petites et légères, alors elles se perdent facilement : une tombe derrière le panier à linge, une autre reste collée à l’intérieur d’un pull ou d’une housse de couette, une autre glisse sous le lit ou reste au fond de la machine. Comme elles vont par paires, dès qu’il en manque une, on le remarque tout de suite. Une astuce : les mettre dans un filet à linge ou les attacher ensemble avec une pince.',
      '9_to_12':
        'Les chaussettes ne disparaissent pas dans la machine, mais elles se perdent à toutes les étapes du trajet du linge. Elles sont petites, légères et nombreuses : elles tombent en route vers la machine, s’enroulent à l’intérieur d’une housse de couette ou d’une manche, se coincent entre le tambour et le joint de porte, ou s’envolent en tombant du séchoir. On les remarque plus que d’autres vêtements perdus parce qu’elles vont par deux : une chaussette seule saute aux yeux, alors qu’on ne remarque pas un mouchoir égaré. Il y a aussi un peu d’effet de mémoire : on se souvient des fois où une chaussette manquait, pas des centaines de fois où tout allait bien. Les filets à linge et le rangement par paires règlent presque tout.',
      '13_plus':
        'Les chaussettes ne sont pas détruites par la machine, même si des objets très fins peuvent parfois passer entre le tambour et la cuve ou se loger dans le filtre. Leur disparition s’explique surtout par la logistique du linge : petits articles nombreux, manipulés à de multiples étapes (panier, transport, machine, séchage, pliage), elles ont plus d’occasions de s’égarer, de s’enrouler dans des pièces plus grandes ou de glisser derrière un meuble. Leur fonctionnement par paires rend chaque perte visible, alors que la disparition d’un autre objet passerait inaperçue ; et notre mémoire retient ces anomalies bien mieux que les lessives sans incident, un biais de disponibilité. Des enquêtes commandées par des fabricants d’électroménager ont même tenté d’estimer le nombre de chaussettes perdues par foyer, avec des méthodes fantaisistes. Quelques habitudes suffisent : retourner et réunir les paires avant le lavage, utiliser un filet, vérifier le joint du hublot et l’intérieur des housses. Et une chaussette orpheline peut toujours devenir une marionnette.',
    },
  },
  {
    id: 'salt-on-roads',
    title: 'Pourquoi on met du sel sur les routes quand il neige ?',
    phrasings: [
      'pourquoi on met du sel sur les routes quand il neige',
      'pourquoi on met du sel sur la route',
      'pk le sel fait fondre la glace',
      'sel sur la neige',
      'pourquoi les saleuses mettent du sel',
      'pourquoi on sale les routes',
    ],
    answers: {
      up_to_5:
        'Quand il fait très froid, la route devient glissante à cause de la glace. Le sel fait fondre la glace et la neige, même s’il fait froid. Comme ça, les voitures ne glissent plus !',
      '6_to_8':
        'L’eau pure gèle dès qu’il fait zéro degré. Mais l’eau salée, comme celle de la mer, a besoin d’un froid beaucoup plus fort pour geler. Quand on jette du sel sur la route, il se mélange à la neige et à la glace et les transforme en eau salée, qui reste liquide. La route est alors mouillée au lieu d’être glissante, et les voitures peuvent rouler sans déraper. Des camions spéciaux, les saleuses, passent très tôt les matins de gel. Le sel abîme un peu les voitures et les plantes, alors on n’en met que là où c’est nécessaire.',
      '9_to_12':
        'Le sel abaisse la température à laquelle l’eau gèle. L’eau pure gèle à 0 °C, mais quand du sel s’y dissout, ses particules gênent les molécules d’eau qui veulent s’assembler en cristaux de glace : il faut alors un froid plus intense pour que l’eau gèle, jusqu’à environ −21 °C pour une eau très salée. Une fine couche d’eau est presque toujours présente à la surface de la glace : le sel s’y dissout, ce qui fait fondre la glace autour, et ainsi de suite. Les saleuses répandent du sel, parfois mélangé à du sable pour accrocher les pneus. Quand il fait beaucoup plus froid que −10 °C, le sel devient beaucoup moins efficace. Il a aussi des inconvénients : il fait rouiller les voitures, abîme les ponts et pollue les sols et les rivières près des routes.',
      '13_plus':
        'Le salage repose sur l’abaissement du point de congélation, une propriété colligative : la température de fusion d’une solution diminue proportionnellement à la concentration de particules dissoutes. Le chlorure de sodium se dissocie en ions sodium et chlorure, qui doublent l’effet par molécule dissoute ; le mélange eutectique eau-sel gèle vers −21 °C. En pratique, le sel se dissout dans le film d’eau liquide présent à la surface de la glace, formant une saumure qui fait fondre la glace voisine ; l’efficacité chute en dessous d’environ −10 °C, où l’on utilise parfois du chlorure de calcium, dont la dissolution libère de la chaleur. Le salage préventif, avant la chute de neige, empêche la glace d’adhérer à la chaussée. Les quantités répandues chaque hiver se comptent en centaines de milliers de tonnes en France, avec des effets documentés : corrosion des véhicules et des armatures en acier des ouvrages, salinisation des sols et des eaux, dommages à la végétation des bords de route. Les gestionnaires ajustent donc les doses grâce aux prévisions et à des capteurs de température de chaussée.',
    },
  },
  {
    id: 'santa-chimney',
    title: 'Pourquoi le Père Noël passe par la cheminée ?',
    phrasings: [
      'pourquoi le père noël passe par la cheminée',
      'pourquoi le père noël passe pas par la porte',
      'pk le père noël descend par la cheminée',
      'comment le père noël rentre quand il y a pas de cheminée',
      'père noël cheminée',
      'comment le père noël fait le tour du monde en une nuit',
    ],
    answers: {
      up_to_5:
        'Dans l’histoire du Père Noël, il arrive la nuit, sans faire de bruit, pendant que tout le monde dort. Alors il ne sonne pas à la porte : il descend par la cheminée, comme par magie ! C’est ce que racontent les contes de Noël depuis très longtemps.',
      '6_to_8':
        'L’histoire du Père Noël est très ancienne, et on la raconte de plein de façons. Autrefois, presque toutes les maisons avaient une cheminée, et c’était le cœur de la maison, là où la famille se réchauffait. Les enfants y posaient leurs souliers ou accrochaient leurs chaussettes, et la légende dit que le Père Noël descend par le conduit pour les remplir sans réveiller personne. Dans les maisons sans cheminée, les histoires inventent d’autres passages magiques. Tu peux en parler avec tes parents : chaque famille a sa façon de raconter Noël.',
      '9_to_12':
        'La cheminée vient de très anciennes traditions. Le Père Noël est inspiré de saint Nicolas, un évêque du quatrième siècle connu pour sa générosité : une légende raconte qu’il jeta discrètement de l’or par une fenêtre, ou par la cheminée selon les versions, pour aider trois jeunes filles pauvres, et que l’or tomba dans des bas qui séchaient près du feu. De là vient l’habitude de poser ses souliers ou d’accrocher des chaussettes près de la cheminée. Au dix-neuvième siècle, un poème américain célèbre, « La Nuit avant Noël », a fixé l’image d’un Père Noël qui arrive en traîneau sur le toit et descend par le conduit. Comme la cheminée était le centre de la maison et la seule ouverture vers le ciel, elle convenait bien à un visiteur magique qui vient de loin, la nuit, sans être vu.',
      '13_plus':
        'L’entrée par la cheminée est un motif du folklore de Noël qui s’est fixé au dix-neuvième siècle. Il puise dans la légende de saint Nicolas de Myre, évêque du quatrième siècle, qui aurait secrètement donné de l’or pour la dot de trois jeunes filles ; des versions plus tardives font tomber l’or dans des bas mis à sécher près de l’âtre, d’où les souliers et chaussettes disposés près de la cheminée dans plusieurs traditions européennes. Le poème « A Visit from St. Nicholas » (1823), attribué à Clement Clarke Moore, a popularisé aux États-Unis l’image d’un Saint Nicolas arrivant en traîneau tiré par des rennes et descendant par le conduit ; les illustrations de Thomas Nast puis les publicités du vingtième siècle ont achevé de fixer la figure moderne du Père Noël. Le foyer, lieu central de la maison traditionnelle et passage entre l’intérieur et le ciel, était aussi associé dans le folklore aux visites d’êtres surnaturels. Comme pour tout ce qui touche au Père Noël, chaque famille transmet ces récits à sa manière.',
    },
  },
  {
    id: 'table-manners',
    title: 'Pourquoi on ne parle pas la bouche pleine ?',
    phrasings: [
      'pourquoi on parle pas la bouche pleine',
      'pk on doit manger la bouche fermée',
      'pourquoi on met pas les coudes sur la table',
      'les bonnes manières à table',
      'pourquoi on mange pas avec les doigts',
      'pourquoi il faut attendre que tout le monde soit servi',
    ],
    answers: {
      up_to_5:
        'Quand on parle la bouche pleine, la nourriture peut tomber ou même postillonner sur les autres, beurk ! Et on peut s’étouffer. Alors on avale d’abord, et après on parle.',
      '6_to_8':
        'Les bonnes manières à table servent à ce que le repas soit agréable pour tout le monde. Parler la bouche pleine, c’est montrer sa nourriture mâchée aux autres et risquer de leur envoyer des miettes : pas très appétissant ! En plus, on risque d’avaler de travers et de s’étouffer, car on ne peut pas bien avaler et parler en même temps. Manger la bouche fermée, attendre que tout le monde soit servi, ne pas mettre les coudes sur la table : ce sont des règles de politesse, et elles changent un peu selon les pays. Dans certains, on mange même avec les doigts, très poliment !',
      '9_to_12':
        'Les manières de table sont des règles de politesse : elles servent à partager un repas sans gêner les autres. Ne pas parler la bouche pleine évite de montrer des aliments mâchés et d’envoyer des postillons, et protège aussi de la fausse route : pour avaler, un petit clapet, l’épiglotte, ferme l’entrée des poumons, alors que pour parler, l’air doit passer par là. Faire les deux à la fois, c’est risquer que la nourriture parte du mauvais côté. Les autres règles, comme attendre que tout le monde soit servi ou ne pas poser les coudes, montrent du respect pour les autres convives. Beaucoup de ces règles sont nées dans les cours des rois, aux seizième et dix-septième siècles, quand la fourchette s’est répandue. Elles varient selon les cultures : au Japon, aspirer ses nouilles bruyamment est poli, en Inde on mange souvent avec la main droite.',
      '13_plus':
        'Les manières de table relèvent de ce que le sociologue Norbert Elias a appelé le « processus de civilisation » : entre la fin du Moyen Âge et le dix-huitième siècle, les traités de civilité, comme celui d’Érasme en 1530, codifient progressivement les comportements au repas, en élevant le seuil de la gêne envers les manifestations corporelles (cracher, se moucher, montrer sa bouche pleine). La fourchette individuelle, arrivée d’Italie, s’impose en France aux dix-septième et dix-huitième siècles. Ces règles ont une dimension pratique, hygiène et sécurité, puisque parler en mangeant augmente le risque de fausse route en interférant avec la fermeture de l’épiglotte et la coordination entre respiration et déglutition. Elles ont surtout une fonction sociale : montrer du respect, faciliter la conversation, mais aussi marquer l’appartenance à un milieu, ce qui en a fait des instruments de distinction. Elles varient fortement selon les cultures : manger à la main est la norme dans une grande partie du monde, aspirer ses nouilles est courtois au Japon, laisser de la nourriture dans l’assiette est poli dans certains pays et impoli dans d’autres.',
    },
  },
  {
    id: 'bike-helmet',
    title: 'Pourquoi il faut mettre un casque à vélo ?',
    phrasings: [
      'pourquoi il faut mettre un casque à vélo',
      'pk je dois mettre mon casque',
      'pourquoi on doit porter un casque',
      'à quoi sert le casque',
      'le casque protège la tête',
      'est ce que le casque est obligatoire',
    ],
    answers: {
      up_to_5:
        'Le casque protège ta tête si tu tombes. Ta tête est précieuse, parce que ton cerveau est dedans ! Alors à vélo, à trottinette ou en roller, on met toujours son casque.',
      '6_to_8':
        'Quand on tombe de vélo, la tête peut taper fort contre le sol ou un trottoir. Dans ta tête, il y a ton cerveau, qui commande tout ton corps : il est protégé par les os du crâne, mais un gros choc peut quand même l’abîmer. Le casque est fait d’une mousse dure qui s’écrase un peu au moment du choc et absorbe le coup à la place de ta tête. C’est pour ça qu’il est obligatoire pour les enfants à vélo en France, et très conseillé à trottinette et en roller. Il doit être bien attaché sous le menton pour rester en place.',
      '9_to_12':
        'En cas de chute, la tête est souvent la première à heurter le sol, et les blessures à la tête sont les plus graves pour les cyclistes. Le casque est fait d’une coque rigide et d’une épaisse couche de polystyrène qui s’écrase lors du choc : en se déformant, elle absorbe l’énergie et allonge de quelques millièmes de seconde le temps de freinage de la tête, ce qui réduit beaucoup la force subie par le cerveau. Les études montrent que le casque diminue nettement le risque de blessure grave à la tête. En France, il est obligatoire pour les enfants de moins de 12 ans à vélo, qu’ils conduisent ou soient passagers, depuis 2017. Il doit être à la bonne taille, posé bien droit sur le front et attaché. Après un gros choc, on le change, même s’il semble intact, car sa mousse a déjà travaillé.',
      '13_plus':
        'Le casque de vélo réduit le risque de traumatisme crânien en cas de chute ou de collision. Sa calotte en polystyrène expansé se déforme de façon irréversible lors de l’impact : elle dissipe l’énergie et augmente la durée de décélération de la tête, ce qui diminue le pic d’accélération transmis au cerveau ; la coque externe répartit la charge et aide la tête à glisser. Des méta-analyses estiment que le port du casque réduit d’environ la moitié le risque de blessure grave à la tête chez les cyclistes, et fortement celui de traumatisme mortel. Des technologies récentes visent aussi à limiter les mouvements de rotation, impliqués dans les lésions cérébrales diffuses. En France, depuis 2017, le casque homologué est obligatoire pour les moins de 12 ans à vélo, conducteurs ou passagers, l’adulte accompagnant étant responsable ; il est obligatoire pour les engins de déplacement personnel motorisés hors agglomération et recommandé pour tous. Le débat de santé publique porte sur l’obligation pour les adultes, certains craignant qu’elle décourage la pratique du vélo, dont les bénéfices pour la santé sont importants. Un casque ayant subi un choc doit être remplacé.',
    },
  },
  {
    id: 'halloween',
    title: 'Pourquoi on fête Halloween ?',
    phrasings: [
      'pourquoi on fête halloween',
      'c est quoi halloween',
      'halloween',
      'pk on se déguise en monstre à halloween',
      'pourquoi on dit des bonbons ou un sort',
      'pourquoi il y a des citrouilles à halloween',
    ],
    answers: {
      up_to_5:
        'Halloween, c’est une fête le 31 octobre, où les enfants se déguisent en sorcières, en fantômes ou en monstres, pour rire et se faire un peu peur. Ils vont sonner aux portes pour demander des bonbons. Et on creuse des citrouilles pour y mettre une bougie !',
      '6_to_8':
        'Halloween est une fête très ancienne, venue d’Irlande. Il y a plus de 2 000 ans, les Celtes fêtaient la fin de l’été et le début de l’hiver le 31 octobre. Ils racontaient que cette nuit-là, les esprits revenaient se promener, alors on se déguisait pour leur faire peur ou pour leur ressembler. Des Irlandais partis en Amérique y ont apporté la fête, qui est devenue très populaire, avec les citrouilles sculptées et les enfants qui sonnent aux portes en disant « des bonbons ou un sort ! ». Elle est arrivée en France il y a une trentaine d’années. C’est une fête pour jouer à se faire peur, pour de faux.',
      '9_to_12':
        'Halloween vient de Samain, une fête celte qui marquait, le 1er novembre, le passage de la saison claire à la saison sombre. On pensait que, cette nuit-là, la frontière entre le monde des vivants et celui des morts s’ouvrait : on allumait des feux et on se déguisait pour tromper les esprits. Plus tard, l’Église a placé à cette date la Toussaint, la fête de tous les saints ; la veille s’appelait en anglais « All Hallows’ Eve », d’où le nom Halloween. Les Irlandais creusaient des navets pour en faire des lanternes. Émigrés aux États-Unis au dix-neuvième siècle, ils ont remplacé les navets par les citrouilles, plus faciles à creuser, et la tournée des maisons pour des friandises s’est répandue. La fête est devenue populaire en France à la fin des années 1990.',
      '13_plus':
        'Halloween puise ses racines dans Samhain, fête gaélique du début novembre qui marquait la fin des récoltes et l’entrée dans la moitié sombre de l’année, et durant laquelle on pensait que les êtres de l’autre monde circulaient plus librement parmi les vivants. Au neuvième siècle, l’Église fixe au 1er novembre la Toussaint, suivie du jour des morts le 2 novembre ; la veille, « All Hallows’ Eve », donne le mot Halloween, et les traditions populaires mêlent dès lors rites chrétiens et coutumes antérieures, comme les quêtes de nourriture en échange de prières (le « souling »). Les lanternes taillées dans des navets, liées à la légende irlandaise de Jack-o’-lantern, deviennent des citrouilles aux États-Unis, où l’immigration irlandaise et écossaise du dix-neuvième siècle diffuse la fête, transformée au vingtième siècle en célébration familiale et commerciale, avec le « trick or treat ». En France, elle connaît un essor à partir de 1997, porté par le marketing, puis un reflux relatif, tout en restant très suivie par les enfants. Certains la critiquent comme une importation commerciale, d’autres y voient un jeu collectif avec la peur.',
    },
  },
  {
    id: 'finish-plate',
    title: 'Pourquoi je dois finir mon assiette ?',
    phrasings: [
      'pourquoi il faut finir l’assiette',
      'pourquoi les parents veulent qu’on finisse l’assiette',
      'pourquoi je dois finir mes légumes',
      'pourquoi on doit manger ce qu’il y a dans l’assiette',
      'pourquoi il faut pas gaspiller la nourriture',
    ],
    answers: {
      up_to_5:
        'Tes parents veulent que tu manges assez pour grandir et avoir de la force pour jouer. Et on ne jette pas la nourriture, parce que des gens ont travaillé pour la faire pousser. Si tu n’as vraiment plus faim, tu peux le dire gentiment.',
      '6_to_8':
        'Les grands te demandent de finir ton assiette pour deux raisons. D’abord, ton corps a besoin de manger assez, et de tout, pour grandir et avoir de l’énergie jusqu’au repas suivant. Ensuite, jeter de la nourriture, c’est dommage : des agriculteurs l’ont fait pousser, des gens l’ont transportée et cuisinée, et tout le monde sur la Terre n’a pas assez à manger. Mais ton ventre sait aussi dire quand il n’a plus faim. Si c’est le cas, dis-le gentiment, et demande plutôt une plus petite part la prochaine fois : tu pourras toujours te resservir. Pour les aliments nouveaux, goûter est important : il faut souvent goûter un aliment plusieurs fois, parfois dix, avant de l’aimer !',
      '9_to_12':
        'Finir son assiette, c’est d’abord une question de santé : ton corps en pleine croissance a besoin d’énergie et de nourritures variées, des légumes pour les vitamines, des féculents pour l’énergie, des protéines pour les muscles. Si tu laisses toujours la même chose, il peut manquer de quelque chose. C’est aussi une question de respect : produire de la nourriture demande de l’eau, de la terre, du travail, et en France, des millions de tonnes de nourriture sont jetées chaque année, alors que des gens n’ont pas assez à manger. Mais se forcer à manger sans faim n’est pas une bonne habitude non plus : ton corps t’envoie un signal de satiété, environ vingt minutes après le début du repas, qui dit « j’ai assez mangé ». Le bon équilibre, c’est de se servir ou de demander des portions adaptées à sa faim, de goûter à tout, et de dire quand on n’a plus faim. Les goûts changent en grandissant : un aliment qu’on trouve amer à six ans peut devenir un préféré à douze.',
      '13_plus':
        'La règle de « finir son assiette » mêle plusieurs enjeux. Nutritionnel : un enfant en croissance a besoin d’apports suffisants et variés en énergie, protéines, fibres, vitamines et minéraux, et éviter systématiquement certains aliments peut créer des carences. Éthique et écologique : la production alimentaire mobilise eau, sols, énergie et travail, et le gaspillage alimentaire représente en France environ dix millions de tonnes par an, tout au long de la chaîne, des champs aux foyers. Mais les recherches en nutrition invitent aussi à respecter les signaux de faim et de satiété : la sensation d’être rassasié apparaît avec un décalage d’une vingtaine de minutes, et pousser un enfant à manger au-delà de sa faim peut l’habituer à ignorer ces signaux. L’approche recommandée consiste à servir des portions modestes, à permettre de se resservir, à proposer sans forcer et à encourager à goûter. La néophobie alimentaire, cette méfiance envers les aliments nouveaux, est normale entre deux et dix ans environ ; l’exposition répétée, parfois huit à quinze fois, est ce qui fait le plus évoluer les préférences.',
    },
  },
  {
    id: 'why-no-pet',
    title: 'Pourquoi on ne peut pas avoir de chien à la maison ?',
    phrasings: [
      'pourquoi j’ai pas le droit d’avoir un chat',
      'pk on a pas d’animal à la maison',
      'pourquoi on peut pas avoir un animal de compagnie',
      'pourquoi maman veut pas de chat',
      'pourquoi on peut pas avoir un chien à la maison',
      'pourquoi on peut pas adopter un chat',
      'pourquoi tu veux pas qu’on ait un chien',
    ],
    answers: {
      up_to_5:
        'Un chien ou un chat, c’est un ami qu’il faut nourrir, soigner et câliner tous les jours, pendant des années. Tes parents réfléchissent à tout ça avant de dire oui. Tu peux leur demander ce qu’ils en pensent !',
      '6_to_8':
        'Avoir un animal, c’est merveilleux, mais c’est aussi beaucoup de travail. Un chien vit souvent 10 à 15 ans : il faut le nourrir, le promener plusieurs fois par jour, même quand il pleut, jouer avec lui, l’emmener chez le vétérinaire, ce qui coûte de l’argent, et trouver quelqu’un pour le garder pendant les vacances. Il faut aussi assez de place, et parfois quelqu’un dans la famille est allergique aux poils. Tes parents pensent à tout ça, parce qu’un animal ne se rend pas comme un jouet quand on s’en lasse. Tu peux leur demander ce qui les fait hésiter, et peut-être commencer par t’occuper de l’animal d’un ami ou de tes grands-parents, pour montrer que tu sais en prendre soin.',
      '9_to_12':
        'Adopter un animal, c’est accueillir un être vivant pour toute sa vie : un chat vit souvent 15 ans, un chien 10 à 15 ans, un lapin une dizaine d’années. Avant de dire oui, les parents se posent beaucoup de questions. Qui va le nourrir, le sortir, nettoyer sa litière ou sa cage chaque jour ? Qui le gardera pendant les vacances ? Le logement est-il assez grand, et le propriétaire l’accepte-t-il ? Peut-on payer la nourriture, les vaccins et le vétérinaire, qui coûtent plusieurs centaines d’euros par an pour un chien ? Quelqu’un est-il allergique ? Chaque année, des dizaines de milliers d’animaux sont abandonnés en France, souvent parce que leurs maîtres n’avaient pas mesuré tout ça. Si tes parents disent non ou pas maintenant, ce n’est pas pour te punir. Tu peux leur montrer que tu es prêt en t’occupant d’un animal de ton entourage, ou en parler ensemble pour choisir, peut-être, un animal plus facile, comme des poissons.',
      '13_plus':
        'La décision d’adopter un animal de compagnie engage une famille sur une longue durée et repose sur plusieurs contraintes concrètes. La durée de vie d’abord : 12 à 18 ans pour un chat, 10 à 15 ans pour un chien, ce qui dépasse souvent l’enfance de celui qui le réclame. Le temps ensuite : sorties quotidiennes, éducation, soins, entretien, et garde pendant les absences. Le coût : alimentation, vaccins, identification obligatoire, stérilisation, soins vétérinaires imprévus, soit plusieurs centaines d’euros par an pour un chien, parfois bien plus. Le logement et la santé : espace, règlement de copropriété ou accord du propriétaire, allergies. En France, on estime à environ 100 000 le nombre d’animaux abandonnés chaque année, souvent faute d’avoir anticipé ces contraintes, ce qui explique la prudence des parents. La loi prévoit d’ailleurs désormais un certificat d’engagement et de connaissance, signé avant toute acquisition d’un chien ou d’un chat, avec un délai de réflexion de sept jours. Un refus n’est donc pas forcément définitif : s’occuper d’un animal de l’entourage, faire du bénévolat dans un refuge ou discuter ensemble d’un animal plus adapté permet de préparer le projet.',
    },
  },
  {
    id: 'pets-not-eaten',
    title: 'Pourquoi on mange des vaches mais pas des chats ou des chiens ?',
    phrasings: [
      'pourquoi on mange pas les chats',
      'pourquoi on mange pas les chiens',
      'pk on mange des vaches mais pas des chiens',
      'pourquoi on mange certains animaux et pas d’autres',
      'est-ce qu’on peut manger un chat',
      'pourquoi on mange du poulet et pas du chien',
    ],
    answers: {
      up_to_5:
        'Chez nous, les chats et les chiens vivent avec nous comme des amis de la famille. Les vaches, les cochons et les poules sont élevés dans les fermes pour donner à manger. Chaque pays a ses habitudes.',
      '6_to_8':
        'Depuis très longtemps, les humains vivent avec deux sortes d’animaux. Les chiens et les chats sont des compagnons : ils habitent dans nos maisons, on leur donne un nom, on les câline, ils font presque partie de la famille. Personne ne veut manger un ami ! Les vaches, les cochons, les moutons ou les poules, eux, sont élevés dans des fermes pour leur lait, leurs œufs ou leur viande. Ce choix dépend des habitudes de chaque pays : en Inde, beaucoup de gens ne mangent jamais de vache, car elle est sacrée pour leur religion ; d’autres ne mangent pas de cochon. Et certaines personnes, les végétariens, ne mangent aucun animal. En France, personne ne mange de chat ou de chien.',
      '9_to_12':
        'Les animaux qu’on mange ou qu’on ne mange pas, ça ne dépend pas de leur goût, mais de l’histoire et de la culture de chaque peuple. Depuis des milliers d’années, les chiens aident les humains à chasser et à garder les troupeaux, et les chats protègent les réserves de grain contre les souris. Ce sont devenus des animaux de compagnie : ils vivent avec nous, ont un nom, et on s’y attache comme à un membre de la famille. Les vaches, les cochons, les moutons et les volailles ont été domestiqués pour leur lait, leur laine, leurs œufs ou leur viande. Mais la frontière change d’un endroit à l’autre : les hindous ne mangent pas de bœuf, les musulmans et les juifs pratiquants pas de porc ; on mange du cheval dans certains pays et pas dans d’autres, du lapin en France mais rarement en Angleterre, et des cochons d’Inde au Pérou. En France, manger du chat ou du chien ne fait pas partie des habitudes, et la plupart des gens en seraient choqués. Certaines personnes trouvent d’ailleurs injuste de faire une différence entre les animaux, et choisissent de devenir végétariennes.',
      '13_plus':
        'Le choix des animaux comestibles relève moins de la biologie que de l’anthropologie. Les espèces dont la viande est consommée en Europe, bovins, porcs, ovins, volailles, ont été domestiquées pour l’alimentation et les produits qu’elles fournissent ; le chien, domestiqué le premier pour la chasse et la garde, et le chat, associé aux greniers, ont pris une place d’animaux de compagnie, individualisés, nommés, intégrés au foyer. L’anthropologue Marshall Sahlins relevait que plus un animal est proche de la famille, plus le manger paraît transgressif. Ces frontières varient selon les cultures : interdits religieux sur le bœuf dans l’hindouisme ou le porc dans l’islam et le judaïsme, viande de cheval courante en France mais évitée au Royaume-Uni, cochon d’Inde apprécié dans les Andes, consommation historique du chien dans certaines régions d’Asie, aujourd’hui en fort recul. Les philosophes de l’éthique animale, comme Peter Singer, soulignent que cette distinction entre animaux aimés et animaux mangés ne repose pas sur leur capacité à souffrir, qui est comparable ; c’est l’un des arguments du végétarisme. La psychologue Melanie Joy a nommé « carnisme » ce système de croyances qui rend ces distinctions évidentes.',
    },
  },
  {
    id: 'french-fries',
    title: 'Les frites, c’est bon pour la santé ?',
    phrasings: [
      'pourquoi les frites c’est pas bon pour la santé',
      'les frites c’est des patates',
      'qui a inventé les frites',
      'comment on fait les frites',
      'est-ce que les frites font grossir',
      'est-ce que les frites c’est mauvais',
    ],
    answers: {
      up_to_5:
        'Les frites sont faites avec des pommes de terre, qui sont bonnes pour toi. Mais on les cuit dans beaucoup d’huile très chaude, et on ajoute du sel. Alors c’est délicieux, mais pas tous les jours !',
      '6_to_8':
        'Les frites, ce sont des pommes de terre coupées en bâtonnets, et la pomme de terre est un bon aliment qui donne de l’énergie. Ce qui change tout, c’est la cuisson : on plonge les frites dans de l’huile bouillante, et elles en absorbent beaucoup. Une portion de frites contient donc bien plus de gras qu’une pomme de terre cuite à l’eau, et on y ajoute souvent du sel. Trop de gras et de sel, tous les jours, ce n’est pas bon pour le cœur. Une fois de temps en temps, c’est un plaisir sans problème ! Et qui les a inventées ? Personne ne le sait vraiment : les Belges et les Français disent tous les deux que c’est eux. On en vendait déjà dans les rues de Paris il y a plus de 200 ans.',
      '9_to_12':
        'La pomme de terre elle-même est un bon aliment : elle apporte de l’énergie, des fibres, de la vitamine C et du potassium. C’est la friture qui change ses qualités. Plongés dans une huile à environ 170 degrés, les bâtonnets perdent leur eau et se gorgent de matière grasse : une portion de frites contient bien plus de gras qu’une portion de pommes de terre vapeur, qui n’en a presque pas, et deux à trois fois plus de calories. On les sale beaucoup, et on les mange souvent avec des sauces et des boissons sucrées. Consommés souvent, trop de gras, de sel et de calories favorisent le surpoids et les maladies du cœur. Les frites au four, avec un filet d’huile, sont plus légères. L’origine des frites est disputée : la Belgique raconte que des familles de la Meuse faisaient frire des petits poissons et les auraient remplacés par des pommes de terre en hiver, mais aucun document ne le prouve ; en France, des marchands en vendaient sur le Pont-Neuf, à Paris, à la fin du XVIIIe siècle.',
      '13_plus':
        'Sur le plan nutritionnel, la pomme de terre est un féculent intéressant, riche en amidon, en potassium, en vitamine C et, avec la peau, en fibres. La friture transforme le produit : à 160 à 180 °C, l’eau de surface s’évapore et l’huile pénètre, si bien que la teneur en lipides passe d’environ 0,1 % pour une pomme de terre vapeur à 10 à 15 % pour des frites, avec une densité calorique deux à trois fois plus élevée. S’y ajoutent souvent beaucoup de sel, et, à forte température, la formation d’acrylamide, un composé issu de la réaction entre sucres et asparagine, que les autorités sanitaires recommandent de limiter en évitant de trop dorer les frites. Rien n’interdit d’en manger ; les recommandations visent la fréquence et la portion. Quant à l’origine, elle reste débattue. La tradition belge évoque des habitants de la vallée de la Meuse qui auraient frit des pommes de terre faute de poisson au XVIIe siècle, récit que les historiens jugent peu documenté ; les sources attestent en revanche des vendeurs de pommes de terre frites sur le Pont-Neuf à Paris vers la fin du XVIIIe siècle, et la frite devient un emblème populaire en Belgique au XIXe siècle.',
    },
  },
  {
    id: 'tooth-mouse-teeth',
    title: 'Qu’est-ce que la petite souris fait des dents ?',
    phrasings: [
      'qu’est-ce que la petite souris fait avec les dents',
      'pk la petite souris prend les dents',
      'où la petite souris emporte les dents',
      'pourquoi la petite souris veut les dents',
      'à quoi servent les dents pour la petite souris',
      'la petite souris garde les dents où',
    ],
    answers: {
      up_to_5:
        'Dans l’histoire de la petite souris, elle emporte ta dent de lait chez elle et laisse une pièce pour te dire merci. Certains racontent qu’elle construit son château avec toutes les petites dents blanches. Demande à tes parents leur version !',
      '6_to_8':
        'Chaque famille raconte l’histoire de la petite souris à sa façon, alors c’est une bonne question à poser à tes parents. Dans l’histoire qu’on raconte le plus souvent, la petite souris vient pendant la nuit, prend la dent de lait cachée sous ton oreiller et laisse une pièce ou un petit cadeau pour te remercier. Certains disent qu’elle construit son château avec les dents des enfants, parce qu’elles sont blanches et brillantes ; d’autres, qu’elle les transforme en étoiles ou en perles. Dans certaines familles, on garde la dent dans une petite boîte, en souvenir. Ce qui est sûr, c’est que perdre une dent de lait est un grand moment : ça veut dire que tu grandis et qu’une dent d’adulte arrive.',
      '9_to_12':
        'La petite souris est un personnage de conte, et chaque famille choisit comment raconter son histoire, c’est pour ça que tes parents sont les mieux placés pour te répondre. Dans la version la plus connue en France, elle se glisse la nuit sous l’oreiller, emporte la dent de lait et laisse une pièce en échange. Sur ce qu’elle fait des dents, les récits varient : elle construirait son château ou sa maison avec ces petits blocs blancs, en ferait des colliers, ou les changerait en étoiles. Cette tradition s’inspire d’un conte français du XVIIe siècle, où une fée se change en souris pour aider une reine. Ailleurs, les histoires changent : en Espagne, c’est une souris appelée Pérez, dans les pays anglophones, la fée des dents, et dans plusieurs pays d’Asie, on lance la dent sur le toit en souhaitant qu’une belle dent repousse. Toutes ces coutumes fêtent le même moment : la chute d’une dent de lait, signe qu’on grandit.',
      '13_plus':
        'La petite souris appartient au folklore, et ce qu’elle « fait » des dents varie selon les familles et les cultures : chacune raconte sa version, et c’est souvent aux parents d’en décider. La tradition française est rattachée à un conte de Madame d’Aulnoy, La Bonne Petite Souris, publié en 1697, où une fée prend la forme d’une souris pour secourir une reine. Le choix d’une souris n’est pas un hasard : dans de nombreuses cultures, on confiait les dents de lait à un rongeur, dont les dents poussent toute la vie, dans l’espoir que les nouvelles dents soient aussi solides. Les récits contemporains prêtent à la souris un château bâti de dents, des bijoux ou une collection ; en Espagne et en Amérique latine, c’est une souris nommée Pérez, inventée en 1894 par un écrivain pour le jeune roi Alphonse XIII, qui a même une plaque à Madrid ; les pays anglophones ont la fée des dents, et en Asie, on jette souvent la dent sur le toit ou sous le plancher selon qu’elle vient du haut ou du bas. Ces rites transforment une petite perte, parfois inquiétante, en étape valorisée de la croissance.',
    },
  },
  {
    id: 'little-sibling',
    title: 'Pourquoi je n’ai pas de petit frère ou de petite sœur ?',
    phrasings: [
      'pourquoi j’ai pas de petite sœur',
      'pourquoi j’ai pas de petit frère',
      'pk je suis enfant unique',
      'pourquoi on fait pas un autre bébé',
      'pourquoi je suis enfant unique',
    ],
    answers: {
      up_to_5:
        'Avoir un bébé, c’est une grande décision que prennent les parents, et parfois le bébé ne vient pas même quand on l’attend. Ta famille est une vraie famille, comme elle est. Tu peux en parler avec tes parents !',
      '6_to_8':
        'Décider d’avoir un bébé, c’est une grande décision pour des parents : un bébé demande beaucoup de temps, de place, d’énergie et d’argent. Certains parents ont envie d’avoir un seul enfant, d’autres plusieurs. Parfois aussi, des parents aimeraient avoir un autre bébé, mais il ne vient pas, ou pas tout de suite : ça ne se commande pas. C’est pour ça que c’est une bonne question à poser à tes parents, qui pourront t’expliquer. Être enfant unique, c’est une façon d’être une famille comme une autre, avec ses bons côtés : tes parents ont plus de temps pour toi ! Et tes cousins, tes cousines et tes copains peuvent être un peu comme des frères et des sœurs.',
      '9_to_12':
        'Avoir un enfant est l’un des choix les plus importants qu’un couple puisse faire, et il dépend de beaucoup de choses : l’envie des parents, leur âge, leur santé, leur travail, la taille du logement, l’argent, ou le temps qu’ils veulent consacrer à chacun. Certains parents choisissent d’avoir un seul enfant et en sont très heureux. D’autres voudraient un autre bébé, mais la grossesse ne vient pas, ou elle prend du temps ; parfois, c’est un sujet triste pour eux, et c’est pour ça qu’il vaut mieux en parler doucement. Quand les parents sont séparés, la question se pose aussi autrement. Si tu te demandes pourquoi, le mieux est de leur poser la question, en leur disant ce que tu ressens. En France, environ un enfant sur cinq grandit sans frère ni sœur. Les enfants uniques ne sont ni plus gâtés ni plus seuls que les autres : ils ont souvent des liens très forts avec leurs cousins et leurs amis.',
      '13_plus':
        'La taille d’une famille résulte de choix et de circonstances que l’enfant ne voit pas toujours. Le désir d’enfant des parents, leur âge, leur situation professionnelle et financière, leur logement, leur santé ou la solidité du couple entrent en jeu. Les difficultés à concevoir sont aussi fréquentes : on estime qu’environ un couple sur huit consulte pour des difficultés de fertilité, et l’infertilité dite secondaire, après une première naissance, n’est pas rare. C’est parfois un sujet douloureux pour les parents, ce qui invite à poser la question avec tact, en exprimant ce qu’on ressent plutôt qu’en réclamant. Les séparations et recompositions familiales modifient aussi les fratries, avec des demi-frères et demi-sœurs. En France, un peu plus d’un enfant sur cinq vit sans frère ni sœur dans son foyer. Les recherches, notamment celles de la psychologue Toni Falbo, n’ont pas confirmé le stéréotype de l’enfant unique égoïste ou solitaire : sur l’adaptation sociale, les différences avec les enfants de fratries sont faibles, et les enfants uniques obtiennent en moyenne des résultats scolaires légèrement meilleurs.',
    },
  },
  {
    id: 'choosing-names',
    title: 'Comment les parents choisissent le prénom et le nom d’un enfant ?',
    phrasings: [
      'comment vous avez choisi mon prénom',
      'qui choisit les prénoms',
      'c’est qui qui choisit le prénom des bébés',
      'comment on choisit un prénom',
      'pourquoi j’ai le nom de mon papa',
      'pourquoi on porte le nom de famille du papa',
      'pourquoi j’ai pas le nom de maman',
      'pourquoi vous m’avez donné ce prénom',
    ],
    answers: {
      up_to_5:
        'Ce sont tes parents qui ont choisi ton prénom, souvent avant même ta naissance, parce qu’ils le trouvaient beau ou qu’il leur rappelait quelqu’un qu’ils aiment. Ton nom de famille, lui, vient de tes parents. Demande-leur l’histoire de ton prénom !',
      '6_to_8':
        'Ce sont les parents qui choisissent le prénom de leur enfant. Parfois, ils y pensent pendant des mois avant la naissance : ils aiment la musique d’un prénom, ou il leur rappelle un grand-parent, un personnage, un pays, ou il a un joli sens. Parfois, ils hésitent entre plusieurs et décident en voyant le bébé ! Ensuite, ils vont à la mairie pour écrire son prénom sur un papier officiel. Le nom de famille, lui, se transmet : pendant très longtemps en France, les enfants prenaient toujours le nom de leur papa, c’est pour ça que beaucoup l’ont. Aujourd’hui, les parents peuvent choisir le nom du papa, celui de la maman, ou les deux. Demande à tes parents l’histoire de ton prénom : il y en a souvent une belle !',
      '9_to_12':
        'En France, ce sont les parents qui choisissent le prénom, et ils doivent le déclarer à la mairie dans les cinq jours qui suivent la naissance. Les raisons de leur choix sont très variées : la sonorité, l’envie de rendre hommage à un grand-parent ou à une personne aimée, une origine familiale, un sens particulier, une mode, un personnage, ou simplement un coup de cœur. Depuis 1993, les parents peuvent choisir presque n’importe quel prénom, sauf si un juge estime qu’il pourrait faire du tort à l’enfant, par exemple s’il prête à moquerie. Le nom de famille suit d’autres règles. Pendant des siècles, l’enfant recevait automatiquement le nom de son père, et c’est encore le cas le plus fréquent. Mais depuis 2005, les parents peuvent donner le nom du père, celui de la mère ou les deux accolés, dans l’ordre qu’ils veulent. Et depuis 2022, une personne peut, plus facilement, ajouter ou prendre le nom de son autre parent. Pour ton prénom, tes parents sont les seuls à connaître toute l’histoire : demande-leur !',
      '13_plus':
        'Le choix du prénom revient aux parents, qui le déclarent à l’officier d’état civil dans les cinq jours suivant la naissance. Depuis la loi du 8 janvier 1993, ce choix est libre ; l’officier peut seulement saisir le procureur, qui saisit le juge aux affaires familiales, si le prénom paraît contraire à l’intérêt de l’enfant, notamment s’il l’expose à la moquerie. Les sociologues, comme Baptiste Coulmont, montrent que ces choix, qui semblent très personnels, suivent des modes et varient selon les milieux sociaux, les générations et les origines : un prénom dit souvent quelque chose de l’époque de la naissance. Le nom de famille obéit à la filiation. La transmission automatique du nom du père, longtemps la règle, a été remplacée par la loi de 2002, entrée en vigueur en 2005 : les parents choisissent le nom du père, celui de la mère, ou les deux accolés dans l’ordre qu’ils souhaitent, et ce choix vaut pour tous leurs enfants communs. Dans les faits, le nom du père reste majoritaire. La loi du 2 mars 2022 permet en outre à toute personne majeure de prendre ou d’ajouter le nom du parent qui ne lui a pas été transmis, par une simple démarche en mairie.',
    },
  },
  {
    id: 'teacher-gets-angry',
    title: 'Pourquoi la maîtresse se fâche et crie ?',
    phrasings: [
      'pourquoi la maîtresse crie',
      'pourquoi la maitresse se fâche',
      'pk le maître crie tout le temps',
      'pourquoi la maîtresse est en colère contre la classe',
      'pourquoi la maîtresse gronde',
      'pourquoi le maître élève la voix',
    ],
    answers: {
      up_to_5:
        'Dans une classe, il y a beaucoup d’enfants, et parfois c’est très bruyant. La maîtresse parle plus fort pour que tout le monde l’entende, ou parce qu’elle est fatiguée. Ce n’est pas parce qu’elle ne t’aime pas !',
      '6_to_8':
        'Une maîtresse ou un maître s’occupe de vingt ou trente enfants en même temps, et ce n’est pas facile ! Quand la classe devient très bruyante, elle doit parfois parler plus fort pour que tout le monde l’entende. Elle peut aussi se fâcher quand des enfants ne respectent pas les règles, se disputent ou se mettent en danger : son travail, c’est d’apprendre des choses aux enfants, mais aussi de les protéger. Et comme tout le monde, une maîtresse peut être fatiguée ou énervée certains jours. Ça ne veut pas dire qu’elle ne t’aime pas. Si elle crie souvent et que ça te fait peur ou te rend triste, parles-en à tes parents : ils pourront en discuter avec elle.',
      '9_to_12':
        'Enseigner à toute une classe est un métier exigeant : il faut expliquer, répondre aux questions, aider ceux qui ont du mal, et garder le calme pour que chacun puisse se concentrer. Quand le bruit monte, une enseignante peut élever la voix simplement pour se faire entendre, ou pour arrêter une situation dangereuse, comme une bagarre. Elle peut aussi se fâcher quand les règles de la classe ne sont pas respectées, car ces règles permettent à tout le monde d’apprendre dans de bonnes conditions. Les adultes ont des émotions comme toi : la fatigue, le stress ou une journée difficile peuvent rendre moins patient. Crier n’est pas la meilleure façon d’être écouté, et beaucoup d’enseignants utilisent d’autres signaux, un geste, une cloche, un silence. Si tu as l’impression que ta maîtresse crie souvent, ou si elle te fait peur, il est important d’en parler à tes parents, qui peuvent la rencontrer pour comprendre ce qui se passe.',
      '13_plus':
        'Gérer une classe de vingt-cinq à trente élèves mobilise en permanence l’attention de l’enseignant : transmettre des savoirs, différencier pour les élèves en difficulté, maintenir un climat de travail et assurer la sécurité de tous. Élever la voix peut répondre à des besoins concrets, se faire entendre dans le bruit, interrompre un danger, ou traduire une frustration quand les règles communes, qui protègent le droit de chacun à apprendre, ne sont pas respectées. Les enseignants sont aussi soumis à la fatigue et au stress, que les enquêtes sur le métier décrivent comme importants. Les recherches en gestion de classe montrent toutefois que crier est peu efficace à long terme : des règles claires, des routines, des signaux non verbaux et des relations bienveillantes favorisent davantage l’attention. Un enseignant qui crie occasionnellement reste dans le cadre normal d’une relation éducative ; des cris répétés, humiliants ou qui font peur ne le sont pas. Dans ce cas, il faut en parler à ses parents, qui peuvent demander à rencontrer l’enseignant puis, si besoin, à la direction de l’école.',
    },
  },
  {
    id: 'sibling-rules',
    title: 'Pourquoi mon frère ou ma sœur a le droit et pas moi ?',
    phrasings: [
      'pourquoi mon grand frère a le droit et pas moi',
      'pourquoi ma grande sœur a le droit de se coucher plus tard',
      'pk mon frère a le droit de regarder la télé et pas moi',
      'pourquoi ma sœur a le droit d’avoir un portable et pas moi',
      'c’est pas juste que ma sœur ait le droit',
      'pourquoi les grands frères ont plus de droits',
      'pourquoi mon petit frère a le droit et pas moi',
    ],
    answers: {
      up_to_5:
        'Tes parents ne donnent pas les mêmes permissions à tous leurs enfants, parce qu’ils n’ont pas le même âge. Un grand a le droit à certaines choses avant toi, et un petit a besoin de choses que toi, tu n’as plus. Chacun son tour !',
      '6_to_8':
        'C’est vrai que ça paraît injuste ! Mais les parents ne donnent pas les mêmes permissions à tous leurs enfants en même temps : ils les donnent selon l’âge et les besoins de chacun. Un grand frère ou une grande sœur a besoin de moins de sommeil et sait mieux faire attention, alors il peut se coucher plus tard ou faire certaines choses seul ; quand tu auras son âge, ce sera ton tour. Et parfois c’est l’inverse : ton petit frère a le droit de regarder un dessin animé pendant que toi, tu fais tes devoirs, parce qu’il est trop petit pour avoir des devoirs. Être juste, ce n’est pas donner exactement la même chose à tout le monde, c’est donner à chacun ce dont il a besoin. Si quelque chose te semble vraiment injuste, tu peux en parler calmement avec tes parents.',
      '9_to_12':
        'Dans une famille, les règles changent avec l’âge : l’heure du coucher, le téléphone, sortir seul, les écrans. Ce n’est pas une préférence, mais une question de besoins et de maturité. Un enfant de dix ans a besoin de moins de sommeil qu’un enfant de six ans, et il a eu le temps d’apprendre à être prudent. Les parents accordent donc de nouvelles libertés au fur et à mesure, à chaque enfant, quand il est prêt. Mais les plus jeunes ont aussi leurs règles à eux : on les aide davantage, on leur passe certaines choses, et ils n’ont pas encore les mêmes devoirs. L’aîné a souvent l’impression d’avoir dû attendre plus longtemps, et le cadet trouve que le grand a tous les droits : c’est un sentiment très courant entre frères et sœurs. L’égalité, ce n’est pas que tout le monde ait la même chose au même moment, mais que chacun ait les mêmes chances quand vient son tour. Si une règle te semble injuste, le mieux est d’en discuter calmement avec tes parents, en expliquant pourquoi : c’est souvent comme ça qu’on obtient une nouvelle permission.',
      '13_plus':
        'La différence de traitement entre frères et sœurs est l’une des premières sources du sentiment d’injustice chez l’enfant. Elle repose pourtant le plus souvent sur un principe d’équité plutôt que d’égalité stricte : les règles familiales s’ajustent à l’âge, aux besoins de sommeil, à la maturité et aux compétences de chacun, et les autonomies, coucher plus tard, téléphone, déplacements seuls, sont accordées progressivement. Dans l’autre sens, les plus jeunes bénéficient souvent d’une attention accrue, d’exigences moindres et de parents plus souples avec le dernier, ce que les aînés ressentent aussi comme injuste. Les psychologues soulignent que l’enfant compare en permanence ce que reçoit sa fratrie, et que la perception d’un favoritisme, plus que les différences objectives, pèse sur les relations fraternelles et l’estime de soi. C’est pourquoi il est utile que les parents expliquent leurs règles et leur logique, par exemple en précisant à quel âge une permission a été accordée à l’aîné. Du côté de l’enfant, exprimer calmement ce qu’il ressent et argumenter sur sa propre maturité est souvent plus efficace que la comparaison.',
    },
  },
];
