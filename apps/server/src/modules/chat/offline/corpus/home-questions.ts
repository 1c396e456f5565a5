import type { Topic } from '../topic.js';

/** Food, the home and its rules, as children ask about them (decision 0026, the fifth round read). */
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
        'Pour faire une pizza, le pizzaiolo étale la boule de pâte en la tournant et en l’écrasant avec ses mains : la pâte s’étire pareil de tous les côtés, alors elle devient ronde. La boîte, elle, est fabriquée dans une grande feuille de carton qu’on découpe et qu’on plie : c’est beaucoup plus simple avec des côtés droits qu’avec des bords ronds. Les boîtes carrées s’empilent bien, se rangent facilement, et on peut les attraper par les coins. La pizza vient de Naples, en Italie.',
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
];
