import type { Topic } from '../topic.js';

/** Animal facts and records children ask about: biggest, fastest, oldest, do fish sleep, pets, myths. */
export const animalFactTopics: Topic[] = [
  {
    id: 'biggest-animal',
    title: 'Quel est le plus gros animal du monde ?',
    phrasings: [
      'quel est le plus gros animal du monde',
      'c koi le plus gros animal',
      'c’est quoi le plus gros animal',
      'le plus grand animal du monde',
      'plus gros animal de la terre',
      'quel est l’animal le plus lourd',
      'baleine bleue taille',
      'la baleine bleue est plus grosse qu’un dinosaure',
      'plus gros animal qui a jamais existé',
      'c’est quoi le plus grand animal',
      'quel est le plus gros poisson',
      'quel est le plus gros animal terrestre',
    ],
    answers: {
      up_to_5:
        'Le plus gros animal du monde, c’est la baleine bleue. Elle est presque aussi longue que trois bus mis bout à bout ! Et pourtant, elle mange de toutes petites crevettes.',
      '6_to_8':
        'Le plus gros animal du monde, c’est la baleine bleue. Elle peut mesurer près de 30 mètres de long, presque autant que trois bus en file, et peser autant que 25 éléphants. Son cœur pèse à lui seul autant que deux ou trois grandes personnes ! C’est même le plus gros animal qui ait jamais vécu sur la Terre, plus lourd que les plus grands dinosaures. Sur la terre ferme, le plus gros, c’est l’éléphant d’Afrique, et le plus grand, c’est la girafe, qui est plus haute qu’une maison d’un étage. Et le plus gros poisson, c’est le requin-baleine, aussi long qu’un bus, mais tout gentil : il ne mange que du plancton.',
      '9_to_12':
        'Le record appartient à la baleine bleue, ou rorqual bleu : elle peut atteindre environ 30 mètres de long et peser plus de 150 tonnes, soit à peu près le poids de 25 éléphants. Son cœur pèse environ 180 kg et sa langue, à elle seule, peut peser autant qu’un éléphant. Un baleineau mesure déjà 7 mètres à la naissance ! On pense que c’est le plus gros animal de toute l’histoire de la Terre : même les plus grands dinosaures, comme l’argentinosaure, étaient sans doute moins lourds. Ce géant se nourrit de krill, de minuscules crevettes qu’il avale par tonnes en filtrant l’eau avec ses fanons. Sur terre, le plus lourd est l’éléphant de savane d’Afrique, jusqu’à 6 tonnes ou plus, et le plus haut est la girafe, qui dépasse 5 mètres. Le plus gros poisson est le requin-baleine, qui peut dépasser 12 mètres.',
      '13_plus':
        'Le plus grand animal connu est la baleine bleue (Balaenoptera musculus), un cétacé à fanons qui peut atteindre une trentaine de mètres et dépasser 150 tonnes. Son cœur, qui pèse environ 180 kg, ne bat que quelques fois par minute quand elle plonge. Cette taille n’est possible que dans l’eau : la poussée d’Archimède porte son corps, alors qu’un animal terrestre de ce poids serait écrasé par sa propre masse et aurait du mal à évacuer sa chaleur. Elle se nourrit en engloutissant d’énormes volumes d’eau chargés de krill, qu’elle filtre grâce à ses fanons : un régime de petites proies très abondantes suffit à nourrir un géant. Les plus grands dinosaures sauropodes, comme l’argentinosaure, mesuraient peut-être plus de 30 mètres, mais on estime leur masse plutôt entre 50 et 100 tonnes ; en 2023, un cétacé fossile du Pérou, Perucetus, a été présenté comme un rival possible, mais son poids reste très débattu. Sur la terre ferme, le record revient à l’éléphant de savane d’Afrique, dont les grands mâles dépassent 6 tonnes, et celui de la hauteur à la girafe, plus de 5 mètres ; le plus grand poisson, le requin-baleine, dépasse 12 mètres et se nourrit lui aussi de plancton. La chasse industrielle du XXe siècle a tué des centaines de milliers de baleines bleues ; protégée depuis 1966, l’espèce reste en danger.',
    },
  },
  {
    id: 'fastest-animal',
    title: 'Quel est l’animal le plus rapide ?',
    phrasings: [
      'quel est l’animal le plus rapide du monde',
      'quel est l animal le plus rapide',
      'c koi l’animal le plus rapide',
      'animal le plus rapide de la terre',
      'le guépard court à combien',
      'vitesse du guépard',
      'guepard vitesse km/h',
      'faucon pèlerin vitesse',
      'quel animal court le plus vite',
      'poisson le plus rapide',
    ],
    answers: {
      up_to_5:
        'Sur la terre, c’est le guépard qui court le plus vite : il va aussi vite qu’une voiture ! Et dans le ciel, c’est un oiseau, le faucon, qui fonce encore plus vite quand il pique vers le sol.',
      '6_to_8':
        'Pour courir, le champion est le guépard, un grand chat tacheté d’Afrique : il peut aller à plus de 100 km/h, aussi vite qu’une voiture sur une route. Mais il s’essouffle vite et ne tient que quelques secondes. Le plus rapide de tous, c’est un oiseau, le faucon pèlerin : quand il plonge du haut du ciel pour attraper un autre oiseau, il dépasse 300 km/h, aussi vite qu’un TGV ! Dans l’eau, certains poissons, comme le thon ou l’espadon voilier, nagent aussi très vite. Le plus rapide des humains court à environ 40 km/h.',
      '9_to_12':
        'Tout dépend de l’endroit. Dans les airs, le record revient au faucon pèlerin : en piqué, ailes repliées, il dépasse 300 km/h, ce qui fait de lui l’animal le plus rapide connu. En vol battu, à l’horizontale, des oiseaux comme le martinet dépassent 100 km/h. Sur terre, le guépard atteint environ 100 à 110 km/h et passe de l’arrêt à 90 km/h en trois secondes environ, mais il ne peut tenir ce sprint que sur quelques centaines de mètres avant de surchauffer. L’antilope d’Amérique, elle, est un peu moins rapide mais peut garder environ 55 km/h pendant plusieurs kilomètres. Dans l’eau, les plus rapides sont des poissons comme le thon, le marlin ou l’espadon voilier, mais leur vitesse exacte est difficile à mesurer. À titre de comparaison, Usain Bolt, l’homme le plus rapide, a atteint environ 44 km/h en 2009.',
      '13_plus':
        'L’animal le plus rapide connu est le faucon pèlerin : lors de ses piqués de chasse, il replie ses ailes en forme de goutte d’eau et dépasse 300 km/h ; des vitesses proches de 390 km/h ont été mesurées lors d’expériences. Ce n’est pas un effort musculaire mais une chute contrôlée, et des adaptations comme les petits cônes osseux de ses narines l’aident à respirer malgré la pression de l’air. En vol battu, des martinets et certaines chauves-souris dépassent 100 km/h. Sur terre, le guépard détient le record du sprint, autour de 100 à 110 km/h, grâce à une colonne vertébrale très souple qui allonge sa foulée, des griffes semi-rétractiles qui accrochent le sol comme des crampons et une longue queue qui sert de balancier. Mais sa course ne dure qu’une vingtaine de secondes : ses muscles produisent beaucoup de chaleur et s’épuisent. L’antilope d’Amérique, ou pronghorn, est moins rapide mais beaucoup plus endurante. Sous l’eau, on a longtemps annoncé plus de 100 km/h pour l’espadon voilier ou le marlin ; des études récentes jugent ces chiffres exagérés, et les mesures fiables restent rares. L’humain, lui, plafonne autour de 44 km/h, la pointe atteinte par Usain Bolt lors de son record du 100 m en 9,58 s, en 2009.',
    },
  },
  {
    id: 'smallest-animal',
    title: 'Quel est le plus petit animal du monde ?',
    phrasings: [
      'quel est le plus petit animal du monde',
      'c koi le plus petit animal',
      'c’est quoi le plus petit animal',
      'plus petit animal de la terre',
      'le plus petit oiseau du monde',
      'plus petit mammifère du monde',
      'la plus petite grenouille du monde',
      'colibri d’hélène',
      'plus petit animal qu’on peut voir',
      'animal minuscule record',
    ],
    answers: {
      up_to_5:
        'Certains animaux sont si petits qu’on ne peut pas les voir sans une loupe spéciale ! Il existe aussi une grenouille pas plus grosse que ton ongle, et un oiseau, le colibri, à peine plus gros qu’une abeille.',
      '6_to_8':
        'Les plus petits animaux sont invisibles à l’œil nu : il faut un microscope pour les voir, par exemple certains tout petits vers ou acariens. Parmi les animaux qu’on peut voir, il y a des records amusants. La plus petite grenouille connue vit en Papouasie-Nouvelle-Guinée et mesure moins d’un centimètre : elle tient sur l’ongle de ton petit doigt ! Le plus petit oiseau, le colibri d’Hélène, pèse à peine 2 grammes, le poids d’une pièce de monnaie. Et en France, dans le sud, vit une minuscule musaraigne qui pèse autant qu’un morceau de sucre.',
      '9_to_12':
        'Les tout plus petits animaux ne se voient qu’au microscope : certains minuscules parasites ou des rotifères, des animaux d’eau douce, mesurent moins d’un dixième de millimètre. Le plus petit insecte connu est une guêpe parasite dont le mâle mesure environ 0,15 mm, plus petit que certains êtres à une seule cellule ! Chez les animaux à squelette, les vertébrés, les records sont détenus par une grenouille de Papouasie-Nouvelle-Guinée d’environ 7 mm et par de minuscules poissons d’Asie du Sud-Est, à peine plus longs. Le plus petit oiseau est le colibri d’Hélène, à Cuba : environ 5 cm et 2 grammes. Pour les mammifères, deux champions se disputent le titre : la chauve-souris bourdon de Thaïlande et la pachyure étrusque, une musaraigne qui vit aussi dans le sud de la France, toutes deux autour de 2 grammes. Pour rester en vie, ce petit corps perd vite sa chaleur : la musaraigne doit manger presque sans arrêt.',
      '13_plus':
        'La question dépend de ce qu’on compte. Les plus petits animaux sont microscopiques : certains myxozoaires, des parasites apparentés aux méduses, ne dépassent pas quelques centièmes de millimètre, et des rotifères ou des tardigrades mesurent moins d’un demi-millimètre. Chez les insectes, le record revient au mâle d’une guêpe parasite, Dicopomorpha echmepterygis, long d’environ 0,14 mm, sans ailes ni yeux. Chez les vertébrés, les records tournent autour de 7 à 8 mm : des grenouilles du genre Paedophryne, en Papouasie-Nouvelle-Guinée, ou Brachycephalus, au Brésil, et le poisson Paedocypris, des tourbières d’Indonésie. Le plus petit oiseau, le colibri d’Hélène de Cuba, pèse environ 2 g ; chez les mammifères, la chauve-souris bourdon de Thaïlande est la plus courte, et la pachyure étrusque, présente autour de la Méditerranée, la plus légère, avec environ 2 g. Être si petit a un coût : plus un animal est petit, plus sa surface est grande par rapport à son volume et plus il perd vite sa chaleur. Le cœur de la pachyure peut ainsi battre plus de 1 000 fois par minute, et elle doit manger chaque jour plus que son propre poids. C’est sans doute pour cela qu’on ne trouve pas d’oiseaux ni de mammifères beaucoup plus petits.',
    },
  },
  {
    id: 'longest-living-animal',
    title: 'Quel animal vit le plus longtemps ?',
    phrasings: [
      'quel animal vit le plus longtemps',
      'c koi l’animal qui vit le plus longtemps',
      'animal qui vit le plus vieux',
      'quel est l’animal le plus vieux du monde',
      'animal le plus vieux',
      'les tortues vivent combien de temps',
      'une tortue peut vivre 100 ans',
      'requin du groenland âge',
      'méduse immortelle',
      'quel animal vit le moins longtemps',
      'est-ce qu’un animal peut vivre 500 ans',
    ],
    answers: {
      up_to_5:
        'Certaines grosses tortues vivent plus de 100 ans : elles étaient déjà là quand ton arrière-grand-père était petit ! Et un grand requin des mers froides peut vivre encore plus longtemps.',
      '6_to_8':
        'Certains animaux vivent beaucoup plus longtemps que nous. Les tortues géantes dépassent souvent 100 ans : la tortue Jonathan, qui vit sur une île de l’océan Atlantique, est née il y a près de 200 ans ! Un requin des mers glacées, le requin du Groenland, pourrait vivre plus de 250 ans, et on a trouvé un coquillage, une sorte de palourde, qui avait plus de 500 ans. Il existe même une petite méduse capable de redevenir jeune ! À l’inverse, l’éphémère, un insecte, ne vit qu’un jour ou deux une fois qu’il a des ailes.',
      '9_to_12':
        'Les records de longévité appartiennent souvent à des animaux qui vivent au froid et grandissent lentement. Le requin du Groenland, qui nage dans les eaux glacées de l’Arctique, grandit d’environ un centimètre par an ; en 2016, des chercheurs ont estimé qu’il pouvait vivre au moins 270 ans, peut-être bien plus. La baleine boréale dépasse 200 ans. Une palourde d’Islande, surnommée « Ming », avait 507 ans quand on l’a pêchée en 2006 : on a compté les stries de sa coquille, comme les cernes d’un arbre. La tortue géante Jonathan, sur l’île de Sainte-Hélène, serait née vers 1832. Et la petite « méduse immortelle » peut, quand elle est blessée ou âgée, retourner à son stade de bébé et recommencer sa vie ! À l’autre extrême, l’éphémère adulte ne vit que quelques heures à deux jours, même si sa larve a passé un an ou plus sous l’eau. Le record humain est de 122 ans, celui de la Française Jeanne Calment.',
      '13_plus':
        'Pour mesurer l’âge d’un animal sauvage, il faut des méthodes indirectes : stries de croissance des coquilles, acides aminés du cristallin des yeux, ou datation au carbone 14. C’est ainsi qu’en 2016, l’équipe de Julius Nielsen a estimé, à partir du cristallin, que le requin du Groenland vit au moins 270 ans, et peut-être près de 400, ce qui en fait le vertébré le plus durable connu ; il n’atteindrait sa maturité sexuelle que vers 150 ans. La baleine boréale dépasse 200 ans, et la palourde d’Islande « Ming », dont on a compté les stries, avait 507 ans. Certaines éponges des grands fonds et des coraux noirs, qui vivent en colonies, auraient plusieurs milliers d’années. Point commun de beaucoup de ces champions : un milieu froid, un métabolisme lent et peu de prédateurs, qui rendent « rentable » d’investir dans la réparation du corps. La méduse Turritopsis dohrnii va plus loin : sous l’effet d’un stress, l’adulte peut se transformer à nouveau en polype, son stade juvénile, un phénomène de « rajeunissement » ; elle meurt cependant souvent de maladie ou mangée par un prédateur. À l’opposé, l’éphémère adulte, qui n’a pas de bouche fonctionnelle, vit de quelques heures à quelques jours. Chez l’humain, le record vérifié est celui de Jeanne Calment, morte en 1997 à 122 ans.',
    },
  },
  {
    id: 'strongest-animal',
    title: 'Quel est l’animal le plus fort du monde ?',
    phrasings: [
      'quel est l’animal le plus fort du monde',
      'quel est l animal le plus fort',
      'c koi l’animal le plus fort',
      'animal le plus puissant',
      'quel animal porte le plus lourd',
      'est-ce que la fourmi est plus forte que l’éléphant',
      'une fourmi porte combien de fois son poids',
      'bousier force record',
      'l’animal le plus costaud',
      'qui est le plus fort le gorille ou l’éléphant',
    ],
    answers: {
      up_to_5:
        'Le plus fort de tous, c’est l’éléphant : il peut pousser un arbre ! Mais pour sa petite taille, le champion, c’est un petit scarabée, le bousier, qui tire des choses mille fois plus lourdes que lui.',
      '6_to_8':
        'Si on regarde la force tout court, l’éléphant est le plus fort des animaux de la terre : avec sa trompe et sa tête, il peut soulever un gros tronc ou renverser un arbre. Mais si on compare la force à la taille, les petits animaux gagnent ! Une fourmi peut porter des choses 10 à 50 fois plus lourdes qu’elle. Et le bousier, un scarabée qui roule des boulettes de crottes, peut tirer plus de 1 000 fois son propre poids. C’est comme si tu tirais plusieurs gros camions à la fois !',
      '9_to_12':
        'Il y a deux façons de répondre. En force absolue, les géants gagnent : sur terre, l’éléphant d’Afrique peut soulever avec sa trompe des charges de plusieurs centaines de kilos et déraciner des arbres ; dans l’eau, la baleine bleue est la plus puissante. Le gorille est aussi bien plus fort qu’un humain, même si les chiffres exacts sont discutés. Le crocodile marin a la morsure la plus puissante jamais mesurée. Mais en force relative, c’est-à-dire comparée au poids de l’animal, les petits sont imbattables. Les fourmis portent 10 à 50 fois leur poids. En 2010, des chercheurs ont mesuré qu’un bousier, Onthophagus taurus, pouvait tirer 1 141 fois son poids : pour toi, ce serait comme tirer plusieurs camions ! Ce n’est pas que les petits animaux ont des muscles magiques : c’est une question de taille, car plus on est petit, plus on est léger par rapport à la force de ses muscles.',
      '13_plus':
        'La réponse dépend de la grandeur mesurée. En force absolue, les plus grands animaux dominent : la baleine bleue développe une puissance énorme en nageant, et sur terre l’éléphant d’Afrique, avec sa trompe de plus de 40 000 muscles selon les estimations courantes, peut soulever de lourdes charges et renverser des arbres. Pour la morsure, le record mesuré revient au crocodile marin, avec une force d’environ 16 000 newtons, soit le poids d’une masse de plus d’une tonne et demie. En force relative, ce sont les insectes qui l’emportent : une fourmi peut porter 10 à 50 fois sa masse, et en 2010 Rob Knell et Leigh Simmons ont mesuré qu’un mâle de bousier Onthophagus taurus résistait à une traction de 1 141 fois son poids. Cette différence s’explique par une loi d’échelle : la force d’un muscle dépend de sa section, qui varie comme le carré de la taille, alors que le poids varie comme le cube. Si on doublait la taille d’un animal, sa force serait multipliée par 4 mais son poids par 8. Une fourmi agrandie à la taille d’un humain ne pourrait donc pas soulever un camion : elle aurait même du mal à porter son propre corps. C’est aussi pour cela que les petits animaux sautent si haut par rapport à leur taille.',
    },
  },
  {
    id: 'fish-sleep',
    title: 'Est-ce que les poissons dorment ?',
    phrasings: [
      'est-ce que les poissons dorment',
      'est ce que les poissons dorment',
      'les poissons dorment-ils',
      'comment dorment les poissons',
      'pk les poissons dorment les yeux ouverts',
      'poisson qui dort les yeux ouverts',
      'est-ce que mon poisson rouge dort',
      'les poissons font dodo',
      'sommeil des poissons',
      'est-ce que les requins dorment',
      'les poissons dorment la nuit',
    ],
    answers: {
      up_to_5:
        'Oui, les poissons se reposent, mais ils gardent les yeux ouverts, parce qu’ils n’ont pas de paupières pour les fermer ! Ils restent presque immobiles, tout doucement, souvent la nuit.',
      '6_to_8':
        'Oui, les poissons se reposent, mais pas comme nous. Ils n’ont pas de paupières, alors ils dorment les yeux ouverts ! Quand ils se reposent, ils bougent à peine, restent près du fond ou se cachent entre les plantes et les rochers. Ton poisson rouge, par exemple, se tient souvent immobile la nuit quand la lumière est éteinte. Certains poissons des coraux, les poissons-perroquets, s’enveloppent même dans une bulle de bave pour dormir tranquilles !',
      '9_to_12':
        'Les poissons ont bien des périodes de repos qui ressemblent à du sommeil, même si elles sont différentes du nôtre. Comme la plupart n’ont pas de paupières, ils gardent les yeux ouverts. Pendant ce repos, ils bougent très peu, respirent plus lentement et réagissent moins à ce qui se passe autour d’eux. Chacun a sa technique : beaucoup se posent au fond ou se glissent dans une cachette, certains changent même de couleur la nuit, et le poisson-perroquet fabrique autour de lui un cocon de mucus qui le protège des parasites. Les poissons qui vivent en banc continuent parfois de nager lentement en se laissant guider par les autres. Certains requins doivent nager pour faire passer l’eau dans leurs branchies : on pense qu’ils se reposent en partie tout en avançant. Et si ton poisson rouge bouge à peine la nuit, c’est normal : il dort !',
      '13_plus':
        'Les biologistes définissent le sommeil par le comportement : une immobilité prolongée, une posture particulière, un seuil de réaction aux stimulations plus élevé, et un « rattrapage » après une privation. Selon ces critères, beaucoup de poissons dorment. Comme ils n’ont généralement pas de paupières, leurs yeux restent ouverts, mais leur activité et leur respiration ralentissent, et de nombreux poissons de récif changent de couleur la nuit ou se réfugient dans des anfractuosités. Le poisson-perroquet sécrète un cocon de mucus qui semble le protéger des parasites pendant son repos. Chez le poisson zèbre, très étudié en laboratoire, une équipe de Stanford a décrit en 2019 des signatures d’activité cérébrale comparables au sommeil lent et au sommeil paradoxal des mammifères, ce qui suggère que le sommeil est apparu il y a plus de 450 millions d’années. Il existe des exceptions : certains poissons des grottes, aveugles, dorment beaucoup moins que leurs cousins de surface, et des requins qui doivent nager pour ventiler leurs branchies semblent capables de se reposer en mouvement, peut-être grâce à la moelle épinière qui entretient la nage. La façon dont les grands nageurs pélagiques, comme le thon, se reposent reste mal connue.',
    },
  },
  {
    id: 'fish-drink',
    title: 'Est-ce que les poissons boivent de l’eau ?',
    phrasings: [
      'est-ce que les poissons boivent',
      'est ce que les poissons boivent de l’eau',
      'les poissons boivent-ils l’eau de mer',
      'est-ce que les poissons ont soif',
      'pk les poissons boivent pas l’eau salée',
      'comment les poissons de mer boivent',
      'est-ce que les poissons font pipi',
      'poisson boit de l eau',
      'un poisson ça boit',
      'les poissons avalent de l’eau',
    ],
    answers: {
      up_to_5:
        'Les poissons de la mer boivent de l’eau salée et recrachent le sel par leurs branchies. Les poissons des rivières, eux, ne boivent presque pas : l’eau rentre toute seule dans leur corps !',
      '6_to_8':
        'Ça dépend où ils vivent ! Un poisson de mer perd tout le temps un peu d’eau de son corps à cause du sel de la mer, alors il boit de l’eau de mer sans arrêt. Ensuite, il se débarrasse du sel en trop grâce à ses branchies, un peu comme un filtre. Un poisson de rivière ou d’aquarium, lui, a le problème inverse : l’eau douce rentre toute seule à travers sa peau et ses branchies. Alors il ne boit presque jamais, et il fait beaucoup pipi pour rejeter l’eau en trop !',
      '9_to_12':
        'Tout est une histoire de sel. Le corps d’un poisson contient un peu de sel, mais moins que l’eau de mer et beaucoup plus que l’eau douce. Or l’eau a tendance à traverser la peau et les branchies pour aller vers le côté le plus salé : c’est l’osmose. Un poisson de mer perd donc sans cesse de l’eau, comme s’il se desséchait. Pour compenser, il boit beaucoup d’eau de mer, puis il rejette le sel en trop par des cellules spéciales de ses branchies et fait très peu de pipi. Un poisson d’eau douce, au contraire, se remplit d’eau sans le vouloir : il ne boit presque pas et produit beaucoup d’urine très diluée, tout en récupérant par ses branchies le peu de sel de l’eau. Le saumon et l’anguille, qui passent de la rivière à la mer, savent changer de méthode en quelques jours !',
      '13_plus':
        'Les poissons osseux doivent réguler la concentration de leurs liquides internes, environ trois fois moins salés que l’eau de mer mais bien plus que l’eau douce : c’est l’osmorégulation. L’eau traversant les membranes vers le milieu le plus concentré, un poisson marin se déshydrate en permanence par osmose à travers ses branchies, qui présentent une immense surface d’échange. Il compense en buvant de l’eau de mer ; son intestin absorbe l’eau et les sels, puis des cellules spécialisées des branchies, les ionocytes, excrètent activement le sodium et le chlorure en excès, tandis que les reins produisent une urine peu abondante. Le poisson d’eau douce vit la situation inverse : l’eau entre en continu, il boit très peu, ses reins évacuent de grandes quantités d’urine diluée et ses branchies captent activement les ions du milieu. Les espèces migratrices comme le saumon ou l’anguille, dites euryhalines, inversent ces mécanismes lors de leur passage entre rivière et mer, sous contrôle hormonal. Les requins et les raies ont choisi une autre stratégie : ils gardent dans leur sang de l’urée, qui rend leurs liquides presque aussi concentrés que l’eau de mer, et boivent donc très peu. Ces mécanismes coûtent de l’énergie, ce qui explique que la plupart des poissons ne supportent pas un changement brusque de salinité.',
    },
  },
  {
    id: 'goldfish-memory',
    title: 'Est-ce que les poissons rouges ont une mémoire de 3 secondes ?',
    phrasings: [
      'est-ce que les poissons rouges ont une mémoire de 3 secondes',
      'mémoire du poisson rouge',
      'memoire de poisson rouge 3 secondes',
      'pk on dit mémoire de poisson rouge',
      'est-ce que mon poisson rouge se souvient de moi',
      'les poissons ont-ils de la mémoire',
      'est-ce que les poissons sont intelligents',
      'mon poisson rouge me reconnaît',
      'avoir une mémoire de poisson rouge',
    ],
    answers: {
      up_to_5:
        'Non, c’est une blague qu’on raconte ! Un poisson rouge se souvient très bien de l’heure du repas, et il vient souvent t’attendre quand tu t’approches de l’aquarium.',
      '6_to_8':
        'On dit souvent qu’un poisson rouge oublie tout au bout de 3 secondes, mais c’est faux ! Des scientifiques ont montré que les poissons rouges se souviennent des choses pendant des semaines et même des mois. Ils apprennent l’heure du repas et viennent à la surface juste avant. On peut leur apprendre à pousser un petit levier pour avoir à manger, ou à venir quand on fait un bruit. Ils reconnaissent aussi souvent la personne qui les nourrit.',
      '9_to_12':
        'La « mémoire de poisson rouge » est une légende. Des expériences ont montré que les poissons rouges retiennent ce qu’ils apprennent pendant des mois. Des chercheurs leur ont appris à appuyer sur un levier pour recevoir de la nourriture, puis à ne le faire qu’à une certaine heure de la journée : les poissons s’en souvenaient très bien. D’autres ont associé un son à l’arrivée de la nourriture, et les poissons réagissaient encore à ce son des mois plus tard. Les poissons rouges savent aussi trouver leur chemin dans un petit labyrinthe et distinguer les couleurs. D’autres poissons sont encore plus étonnants : le poisson-archer, qui crache de l’eau sur les insectes, a réussi à reconnaître des visages humains sur un écran. Un poisson rouge bien soigné peut d’ailleurs vivre plus de 10 ans : il a bien le temps de se souvenir de toi !',
      '13_plus':
        'L’idée d’une mémoire de trois secondes n’a aucun fondement scientifique : c’est une croyance populaire, peut-être née du fait qu’un poisson tourne en rond dans un bocal sans paraître s’ennuyer. Les travaux de psychologie animale montrent au contraire que le poisson rouge (Carassius auratus) est capable d’apprentissages variés et durables. Par conditionnement opérant, on lui apprend à actionner un levier pour obtenir de la nourriture, et même à ne le faire que pendant une plage horaire précise, ce qui suppose une forme de sens du temps. Par conditionnement classique, des poissons associent un son ou une lumière au repas et conservent cette association pendant des mois. Ils apprennent des trajets dans des labyrinthes en s’aidant de repères visuels, et discriminent finement les couleurs, car ils possèdent quatre types de cônes, y compris pour l’ultraviolet. Leur cerveau possède une région, le pallium latéral, qui joue un rôle comparable à celui de l’hippocampe des mammifères dans la mémoire spatiale. En 2016, une étude a montré que le poisson-archer pouvait distinguer un visage humain familier parmi des dizaines d’autres. Ces résultats ont aussi nourri le débat sur le bien-être des poissons : un bocal nu et trop petit est une vie pauvre pour un animal qui apprend et explore.',
    },
  },
  {
    id: 'spiders-teeth',
    title: 'Est-ce que les araignées ont des dents ?',
    phrasings: [
      'est-ce que les araignées ont des dents',
      'est ce que les araignees ont des dents',
      'les araignées ont-elles des dents',
      'comment mange une araignée',
      'est-ce que les araignées mordent',
      'morsure d’araignée',
      'crochets de l’araignée',
      'pk les araignées piquent',
      'est-ce qu’une araignée peut me mordre',
      'araignée venin dangereuse en france',
      'comment l’araignée mange la mouche',
    ],
    answers: {
      up_to_5:
        'Non, les araignées n’ont pas de dents ! Elles ont deux petits crochets pointus devant la bouche, et elles boivent leur repas comme une soupe avec une paille.',
      '6_to_8':
        'Les araignées n’ont pas de dents pour mâcher. Elles ont deux crochets devant la bouche, comme deux petites aiguilles. Quand une mouche se prend dans la toile, l’araignée la pique avec ses crochets et lui envoie un venin qui l’endort. Ensuite, elle crache un liquide qui ramollit l’intérieur de la mouche et elle l’aspire comme une soupe ! Presque toutes les araignées ont du venin, mais celles de chez nous sont trop petites ou trop timides pour te faire du mal : elles préfèrent se sauver.',
      '9_to_12':
        'Les araignées n’ont pas de dents, ni même de mâchoires comme les nôtres. Devant leur bouche se trouvent deux pièces appelées chélicères, terminées chacune par un crochet creux relié à une glande à venin. Quand elles attrapent un insecte, elles y plantent leurs crochets et injectent ce venin, qui paralyse la proie. Comme leur bouche est minuscule, elles ne peuvent avaler que du liquide : elles déversent sur la proie des sucs digestifs qui la transforment en bouillie, puis aspirent cette « soupe » grâce à un estomac qui pompe. Il reste souvent une petite coque vide dans la toile. Presque toutes les araignées sont venimeuses, mais leur venin est fait pour les insectes. En France, très peu d’espèces sont capables de percer la peau humaine, et leur morsure, rare, ressemble en général à une piqûre de guêpe. Si quelqu’un se fait mordre et que ça gonfle beaucoup, il faut le dire à un adulte, qui demandera conseil à un médecin.',
      '13_plus':
        'Les araignées ne possèdent pas de dents : leurs pièces buccales sont les chélicères, deux appendices situés devant la bouche, terminés par un crochet articulé, creux, dans lequel débouche le canal d’une glande à venin. La plupart des quelque 50 000 espèces décrites sont venimeuses ; le venin, un mélange de neurotoxines et d’enzymes, immobilise la proie. La digestion commence hors du corps : l’araignée régurgite des sucs digestifs qui liquéfient les tissus, puis aspire le liquide grâce à un estomac suceur actionné par des muscles, tandis que des poils filtrants retiennent les particules solides. Certaines familles possèdent sur les chélicères de petites denticules qui broient la proie, ce qui ressemble un peu à une mastication, mais il ne s’agit pas de vraies dents. Les araignées qui n’utilisent pas de toile chassent à l’affût ou à la course, comme les araignées-loups ou les saltiques. Pour l’humain, le danger est très rare : seules quelques espèces dans le monde, comme certaines veuves noires ou l’atrax australienne, peuvent provoquer des symptômes graves, et des antivenins existent. En France, des espèces comme la malmignatte ou la recluse sont présentes mais discrètes, et la plupart des morsures attribuées aux araignées sont en réalité des piqûres d’autres animaux.',
    },
  },
  {
    id: 'spider-not-insect',
    title: 'Est-ce que l’araignée est un insecte ?',
    phrasings: [
      'est-ce que l’araignée est un insecte',
      'est ce que les araignees sont des insectes',
      'l’araignée c’est un insecte',
      'pk l’araignée n’est pas un insecte',
      'différence entre insecte et araignée',
      'combien de pattes a une araignée',
      'combien de pattes a un insecte',
      'c’est quoi un arachnide',
      'araignée 8 pattes insecte 6 pattes',
      'comment reconnaître un insecte',
    ],
    answers: {
      up_to_5:
        'Non ! L’araignée a huit pattes, alors que les insectes, comme la fourmi ou la mouche, en ont six. Compte les pattes, et tu sauras qui est qui !',
      '6_to_8':
        'Non, l’araignée n’est pas un insecte, même si on les confond souvent. Pour reconnaître un insecte, compte ses pattes : il en a toujours six, comme la fourmi, la coccinelle ou le papillon. L’araignée, elle, en a huit ! Les insectes ont aussi des antennes, et souvent des ailes, alors que l’araignée n’a ni antennes ni ailes. L’araignée fait partie d’une autre famille, les arachnides, avec le scorpion et la tique.',
      '9_to_12':
        'L’araignée n’est pas un insecte : c’est un arachnide. Les deux groupes sont cousins, car ce sont des arthropodes, des animaux sans os à l’intérieur mais protégés par une carapace, avec des pattes articulées. Mais on les distingue facilement. Un insecte a six pattes, un corps en trois parties (la tête, le thorax et l’abdomen), deux antennes, et souvent des ailes. Une araignée a huit pattes, un corps en deux parties seulement, pas d’antennes ni d’ailes, et en général huit yeux. Dans la famille des arachnides, on trouve aussi les scorpions, les acariens et les tiques. Et d’autres petites bêtes ne sont pas des insectes non plus : le mille-pattes est un myriapode, et le cloporte, qu’on trouve sous les pierres, est un crustacé, cousin des crevettes !',
      '13_plus':
        'Insectes et araignées appartiennent à l’embranchement des arthropodes, animaux à exosquelette de chitine et à appendices articulés, qui représentent la grande majorité des espèces animales connues. Ils forment toutefois deux classes distinctes. Les insectes, avec plus d’un million d’espèces décrites, ont un corps en trois tagmes (tête, thorax, abdomen), trois paires de pattes portées par le thorax, une paire d’antennes, et le plus souvent deux paires d’ailes. Les arachnides, environ 100 000 espèces dont quelque 50 000 araignées, ont un corps en deux parties, le céphalothorax et l’abdomen, quatre paires de pattes, pas d’antennes ni d’ailes, et des pièces buccales appelées chélicères ; la classe comprend aussi les scorpions, les opilions, les acariens et les tiques. Ces différences reflètent des lignées séparées depuis plus de 400 millions d’années. Les myriapodes, comme les scolopendres et les iules, et les crustacés, comme le cloporte, terrestre mais respirant par des branchies, sont d’autres groupes d’arthropodes. Le langage courant, qui appelle « insecte » toute petite bête, est donc trompeur : pour le zoologiste, compter les pattes et les parties du corps suffit souvent à trancher.',
    },
  },
  {
    id: 'ant-queen',
    title: 'Est-ce que les fourmis ont une reine ?',
    phrasings: [
      'est-ce que les fourmis ont une reine',
      'est ce que les fourmis ont un chef',
      'reine des fourmis',
      'la reine fourmi',
      'qui commande la fourmilière',
      'pk les fourmis ont une reine',
      'fourmis volantes c’est quoi',
      'pourquoi certaines fourmis ont des ailes',
      'combien de temps vit une reine fourmi',
      'combien il y a de fourmis sur terre',
    ],
    answers: {
      up_to_5:
        'Oui ! Dans la fourmilière, il y a une reine : c’est la maman de toutes les fourmis. Elle ne donne pas d’ordres, elle pond des œufs toute la journée, et les ouvrières s’occupent de tout le reste.',
      '6_to_8':
        'Oui, chaque fourmilière a une reine, parfois plusieurs. Mais ce n’est pas une cheffe qui donne des ordres : son travail, c’est de pondre des œufs, des milliers ! Toutes les autres fourmis sont ses filles : ce sont les ouvrières, qui cherchent à manger, nettoient, soignent les bébés et défendent la maison. Personne ne commande : chaque fourmi fait sa part en suivant les odeurs laissées par les autres. En été, tu as peut-être vu des fourmis volantes : ce sont les futures reines et les mâles, qui s’envolent pour fonder de nouvelles fourmilières.',
      '9_to_12':
        'Oui, les fourmis ont une reine, mais elle ne règne pas comme un roi. Son rôle est de pondre : elle est la mère de presque toutes les fourmis de la colonie. Les ouvrières, qui sont toutes des femelles, se partagent les tâches : nourrir la reine et les larves, chercher la nourriture, creuser, défendre le nid. Aucune ne donne d’ordres : les décisions se prennent collectivement, grâce à des messages chimiques, les phéromones, que les fourmis échangent en se touchant avec leurs antennes. Au début de l’été, par une journée chaude, de jeunes reines et des mâles ailés s’envolent tous en même temps : c’est le vol nuptial. Après l’accouplement, les mâles meurent, et chaque reine perd ses ailes et s’enterre pour fonder une nouvelle colonie. Une reine de fourmi noire des jardins peut vivre plus de 20 ans en laboratoire ! Des chercheurs ont estimé en 2022 qu’il y a environ 20 millions de milliards de fourmis sur Terre.',
      '13_plus':
        'Les fourmis sont des insectes eusociaux : la colonie repose sur une division du travail entre une ou plusieurs reines fertiles et des ouvrières, femelles généralement stériles. Le nom de « reine » est trompeur, car elle n’exerce aucune autorité ; c’est une spécialiste de la reproduction, qui stocke le sperme reçu lors du vol nuptial dans un organe, la spermathèque, et l’utilise pendant toute sa vie, pouvant atteindre une vingtaine d’années, voire près de 30 ans chez Lasius niger en laboratoire. L’organisation de la colonie émerge d’interactions locales : les ouvrières réagissent aux phéromones, aux contacts d’antennes et à l’état du nid, et ajustent leurs tâches sans plan central, ce qu’on appelle l’auto-organisation, étudiée aussi en informatique. Le sexe dépend de la fécondation : les œufs fécondés donnent des femelles, les autres des mâles ; et chez beaucoup d’espèces, c’est surtout l’alimentation reçue par la larve qui décide si une femelle deviendra ouvrière ou reine. Selon les espèces, une colonie compte de quelques dizaines à plusieurs millions d’individus ; la fourmi d’Argentine, introduite en Europe, forme une « supercolonie » de milliers de kilomètres le long des côtes méditerranéennes. Une étude de 2022 a estimé la population mondiale à environ 20 millions de milliards de fourmis, dont la masse totale dépasserait celle de tous les oiseaux et mammifères sauvages réunis.',
    },
  },
  {
    id: 'millipede-legs',
    title: 'Est-ce que le mille-pattes a vraiment mille pattes ?',
    phrasings: [
      'est-ce que le mille-pattes a vraiment mille pattes',
      'est ce que les mille pattes ont 1000 pattes',
      'combien de pattes a un mille-pattes',
      'mille pattes combien de pattes',
      'milles pattes 1000 pattes vrai',
      'pk on l’appelle mille-pattes',
      'le mille-pattes qui a le plus de pattes',
      'scolopendre',
      'est-ce que les mille-pattes piquent',
    ],
    answers: {
      up_to_5:
        'Presque jamais ! La plupart des mille-pattes ont quelques dizaines de pattes, parfois quelques centaines. Mais un seul mille-pattes, découvert en Australie, en a vraiment plus de mille !',
      '6_to_8':
        'Le nom « mille-pattes » veut surtout dire « beaucoup de pattes » ! Celui que tu trouves sous une pierre ou dans les feuilles mortes en a souvent entre 30 et 200 : c’est déjà beaucoup à compter. Pendant très longtemps, aucun mille-pattes connu n’en avait mille. Puis, en 2021, des scientifiques ont découvert en Australie, très profond sous la terre, un petit mille-pattes tout fin qui en a plus de 1 300 : le premier vrai « mille-pattes » ! Les pattes bougent les unes après les autres, comme une vague.',
      '9_to_12':
        'Non, dans presque tous les cas ! Le mot « mille-pattes » désigne des myriapodes, des petits animaux au corps fait de nombreux anneaux, avec des pattes sur chaque anneau. Il en existe deux grandes familles. Les iules, lents et ronds, mangent des feuilles mortes et ont deux paires de pattes par anneau : la plupart en ont quelques dizaines à quelques centaines. Les scolopendres et les lithobies, plus plats et rapides, sont des chasseurs avec une seule paire de pattes par anneau et deux crochets à venin pour attraper les insectes. Pendant longtemps, le record était de 750 pattes, pour un iule de Californie. En 2021, on a décrit en Australie une espèce vivant à 60 mètres sous terre, baptisée Eumillipes persephone, dont une femelle avait 1 306 pattes : la première à mériter vraiment son nom. Les mille-pattes de nos jardins sont inoffensifs, mais il vaut mieux ne pas attraper une grosse scolopendre à mains nues.',
      '13_plus':
        'Le terme « mille-pattes » regroupe les myriapodes, des arthropodes terrestres au corps segmenté, apparus il y a plus de 400 millions d’années et parmi les premiers animaux à conquérir la terre ferme. Les diplopodes, comme les iules, ont des segments doubles portant chacun deux paires de pattes ; herbivores ou détritivores, ils participent au recyclage de la litière et se défendent en s’enroulant ou en sécrétant des substances odorantes. Les chilopodes, comme les scolopendres et les lithobies, n’ont qu’une paire de pattes par segment, dont la première est transformée en forcipules venimeux ; ce sont des prédateurs, et le nombre de leurs paires de pattes est toujours impair, de 15 à 191. Le nombre de pattes augmente souvent au cours de la vie, car de nombreuses espèces ajoutent des segments à chaque mue. Longtemps, le record appartenait à Illacme plenipes, un diplopode californien de 750 pattes. En 2021, une équipe australienne et américaine a décrit Eumillipes persephone, découvert dans un forage minier à 60 mètres de profondeur : une femelle longue de 9,5 cm comptait 1 306 pattes, premier animal connu à dépasser réellement le millier. Aveugle et dépigmenté, il illustre les adaptations à la vie souterraine, où un corps long et fin muni de nombreuses pattes aide à se faufiler dans les fissures.',
    },
  },
  {
    id: 'insects-poop',
    title: 'Est-ce que les insectes font caca ?',
    phrasings: [
      'est-ce que les insectes font caca',
      'est ce que les insectes font caca',
      'les fourmis font caca',
      'est-ce que les mouches font caca',
      'caca de chenille',
      'crotte d’insecte',
      'pk les insectes font caca',
      'est-ce que les abeilles font caca',
      'où les fourmis font caca',
      'les araignées font caca',
    ],
    answers: {
      up_to_5:
        'Oui ! Tous les insectes mangent, alors ils font caca, mais leurs crottes sont toutes petites, comme des miettes. Les chenilles en font même beaucoup !',
      '6_to_8':
        'Oui, les insectes font caca, comme presque tous les animaux qui mangent. Leurs crottes sont minuscules, alors on ne les remarque pas. Les chenilles, qui mangent des feuilles toute la journée, font plein de petites crottes rondes qui tombent des arbres comme une pluie fine. Les abeilles, elles, sont très propres : elles ne font jamais caca dans la ruche et attendent de sortir, même en hiver ! Et chez certaines fourmis, les chercheurs ont découvert de vrais coins « toilettes » dans la fourmilière.',
      '9_to_12':
        'Oui, les insectes font caca ! Leur tube digestif va de la bouche à l’anus, comme le nôtre, et ce qu’ils n’ont pas digéré ressort sous forme de petites crottes, que les spécialistes appellent parfois « frass » pour les larves. Chez les insectes, le pipi et le caca sortent ensemble : de petits tubes trient les déchets du sang et les envoient dans l’intestin. Certains en font un usage étonnant. Les pucerons rejettent un liquide sucré, le miellat, que les fourmis viennent boire. Les termites construisent une partie de leurs nids avec leurs excréments mélangés à de la terre. Les abeilles se retiennent tout l’hiver dans la ruche et font au printemps un « vol de propreté ». Et des chercheurs ont observé que les fourmis noires des jardins déposent leurs déchets dans des coins bien précis de leur nid, comme des toilettes. Les araignées, qui ne sont pas des insectes, font aussi des petites fientes blanches.',
      '13_plus':
        'Les insectes possèdent un tube digestif complet, divisé en intestin antérieur, moyen et postérieur, qui s’ouvre à l’arrière par l’anus. Ils n’ont pas de reins : ce sont les tubes de Malpighi, de fins conduits baignant dans l’hémolymphe, qui filtrent les déchets azotés et les déversent dans l’intestin postérieur. Les excréments contiennent donc à la fois les restes de la digestion et l’équivalent de l’urine, souvent sous forme d’acide urique presque sec, ce qui économise l’eau. Les excréments des larves, appelés « frass », sont si abondants dans une forêt envahie par les chenilles qu’on peut les entendre tomber, et ils fertilisent le sol. Les insectes piqueurs-suceurs de sève, comme les pucerons, rejettent l’excès de sucre sous forme de miellat, base d’une symbiose avec les fourmis qui les protègent en échange. Les termites utilisent leurs fèces comme matériau de construction, et certaines larves de coléoptères se couvrent de leurs propres excréments pour se protéger des prédateurs. L’hygiène est aussi un enjeu collectif : les abeilles mellifères attendent un vol de propreté pour déféquer hors de la ruche, et une étude de 2015 a montré que la fourmi Lasius niger concentre ses déchets dans des « toilettes » aux coins du nid. Enfin, les excréments des autres animaux nourrissent des insectes spécialisés, comme les bousiers.',
    },
  },
  {
    id: 'insects-in-winter',
    title: 'Où vont les insectes en hiver ?',
    phrasings: [
      'où vont les insectes en hiver',
      'ou vont les insectes l’hiver',
      'où vont les coccinelles en hiver',
      'que font les coccinelles en hiver',
      'pk il y a plus d’insectes en hiver',
      'que font les abeilles en hiver',
      'où sont les fourmis en hiver',
      'les papillons en hiver',
      'pourquoi il y a des coccinelles dans la maison en hiver',
      'est-ce que les insectes meurent l’hiver',
      'que font les insectes quand il fait froid',
    ],
    answers: {
      up_to_5:
        'En hiver, les insectes se cachent bien au chaud : sous l’écorce des arbres, dans la terre ou sous les feuilles. Les coccinelles se serrent les unes contre les autres et attendent le printemps sans bouger.',
      '6_to_8':
        'Les insectes ne supportent pas bien le froid, alors chacun a son astuce pour passer l’hiver. Les coccinelles se regroupent, parfois par centaines, sous une écorce ou dans un coin de maison, et restent immobiles jusqu’au printemps. Les fourmis descendent tout au fond de la fourmilière et bougent à peine. Les abeilles restent dans leur ruche, serrées en boule, et mangent le miel qu’elles ont gardé. Beaucoup d’autres insectes meurent à l’automne, mais ils ont laissé des œufs ou des chrysalides bien cachés, qui donneront de nouveaux insectes au printemps.',
      '9_to_12':
        'Les insectes ne fabriquent pas leur propre chaleur : quand il fait froid, ils ralentissent et ne peuvent plus voler ni manger. Chaque espèce passe donc l’hiver à sa façon. Beaucoup le passent sous forme d’œuf, de larve ou de chrysalide, cachés dans la terre, le bois ou les tiges, alors que les adultes sont morts en automne. D’autres adultes entrent dans une sorte de sommeil profond, la diapause : les coccinelles se rassemblent en groupes sous les écorces, dans les rochers ou les maisons, et le papillon citron reste accroché sous une feuille de lierre, capable de supporter le gel. Chez les bourdons et les guêpes, seule la jeune reine survit, enterrée seule, et fondera une nouvelle colonie au printemps. Les abeilles, elles, forment une grappe dans la ruche et font vibrer leurs muscles pour garder le cœur de la grappe autour de 30 °C. Si tu trouves une coccinelle endormie dans ta maison, laisse-la dans un endroit frais, comme un garage, plutôt qu’au chaud.',
      '13_plus':
        'Les insectes sont ectothermes : leur température suit celle du milieu, et sous quelques degrés la plupart ne peuvent plus voler, se nourrir ni se développer. Pour survivre à l’hiver, ils entrent en diapause, un arrêt du développement programmé par les hormones et déclenché à l’avance par le raccourcissement des jours, bien avant les premiers froids. Selon l’espèce, la diapause touche l’œuf, la larve, la nymphe ou l’adulte : beaucoup de papillons passent l’hiver en chrysalide, les criquets sous forme d’œufs dans le sol, tandis que des adultes comme les coccinelles, le papillon citron ou le paon-du-jour hivernent à l’abri, souvent en groupes. Pour résister au gel, certains accumulent dans leur hémolymphe du glycérol et des sucres qui agissent comme un antigel, ou des protéines qui empêchent la formation de cristaux de glace ; d’autres tolèrent même une congélation partielle. Chez les guêpes et les bourdons, la colonie meurt à l’automne et seules les reines fécondées hivernent. L’abeille mellifère fait exception : la colonie reste active en grappe compacte, dont le centre est maintenu autour de 20 à 35 °C par les frissons des muscles du vol, grâce aux réserves de miel. Les hivers plus doux, liés au réchauffement climatique, peuvent dérégler ces mécanismes en réveillant les insectes trop tôt, à un moment où les fleurs manquent encore.',
    },
  },
  {
    id: 'snakes-move',
    title: 'Comment les serpents avancent sans pattes ?',
    phrasings: [
      'comment les serpents avancent sans pattes',
      'comment avance un serpent',
      'comment les serpents se déplacent',
      'comment un serpent rampe',
      'comment le serpent monte aux arbres',
      'est-ce que les serpents savent nager',
      'serpent qui ondule',
      'serpent ramper comment',
    ],
    answers: {
      up_to_5:
        'Le serpent se tortille en faisant des vagues avec son corps. Il pousse sur les cailloux et les herbes, et hop, il glisse en avant sans avoir besoin de pattes !',
      '6_to_8':
        'Le serpent n’a pas de pattes, mais il a un corps très long et plein de muscles. Pour avancer, il fait onduler son corps en forme de S et pousse avec ses côtés contre les cailloux, les racines ou les herbes. Sous son ventre, il a de grandes écailles qui accrochent le sol, comme les crampons de tes chaussures de foot. Il sait aussi grimper aux arbres et nager ! Il y a très longtemps, les ancêtres des serpents avaient des pattes, mais elles ont disparu peu à peu : sans pattes, ils se glissaient mieux dans les trous, sous les pierres et dans les herbes.',
      '9_to_12':
        'Un serpent possède une colonne vertébrale très longue, avec des centaines de vertèbres, jusqu’à plus de 400 selon les espèces, alors que toi, tu en as 33, et presque chacune porte une paire de côtes reliée à des muscles. Cela lui donne un corps extrêmement souple, qu’il utilise de plusieurs façons. Le plus souvent, il ondule en S et prend appui sur chaque petit obstacle du sol pour se propulser. Les gros serpents, comme les pythons, avancent aussi en ligne droite, en soulevant et en tirant leurs écailles de ventre, un peu comme une chenille. Dans un tunnel ou sur un tronc, le serpent se replie en accordéon, s’accroche avec l’arrière, puis étire l’avant. Et dans le désert, certaines vipères se déplacent de côté en lançant leur corps par bonds, pour toucher le moins possible le sable brûlant. Les ancêtres des serpents étaient des lézards à pattes, et les pythons ont encore deux petits ergots, des restes de pattes arrière !',
      '13_plus':
        'La locomotion des serpents repose sur un squelette axial très allongé, de plus d’une centaine à plus de 400 vertèbres articulées entre elles, presque toutes munies de côtes, et sur une musculature complexe qui relie vertèbres, côtes et peau. Les biologistes décrivent quatre modes principaux. L’ondulation latérale, la plus courante, consiste à propager une vague le long du corps en s’appuyant sur les irrégularités du terrain : chaque point d’appui transforme la poussée latérale en mouvement vers l’avant. La reptation rectiligne, utilisée par les pythons et les boas, fait avancer le corps en ligne droite grâce à des contractions qui soulèvent et tirent les larges écailles ventrales, dont les bords accrochent le sol comme des crampons. La locomotion en accordéon sert dans les terriers et pour grimper, et le déroulement latéral des vipères des sables, comme le crotale cornu, limite le contact avec un sol meuble et brûlant. Des serpents d’Asie du Sud-Est, du genre Chrysopelea, planent même d’arbre en arbre en aplatissant leur corps. Les serpents descendent de lézards qui ont perdu leurs membres, probablement il y a plus de 100 millions d’années ; des fossiles comme Najash, découvert en Argentine, possédaient encore des pattes arrière, et les pythons conservent des ergots vestigiaux. Des recherches ont montré que cette perte est liée à des modifications de séquences génétiques qui contrôlent le développement des membres.',
    },
  },
  {
    id: 'hens-barely-fly',
    title: 'Pourquoi les poules volent si mal ?',
    phrasings: [
      'pourquoi les poules ne volent pas',
      'pourquoi les poules volent mal',
      'est-ce que les poules savent voler',
      'pk la poule vole pas alors qu’elle a des ailes',
      'est ce qu une poule peut voler',
      'poule qui vole',
      'pourquoi la poule ne s’envole pas',
      'les poules volent-elles',
      'pq les poulets volent pas',
    ],
    answers: {
      up_to_5:
        'Les poules savent un peu voler, mais juste pour sauter sur un muret ou une branche. Leur corps est lourd et leurs ailes sont courtes, alors elles ne peuvent pas s’envoler loin comme les hirondelles.',
      '6_to_8':
        'En fait, les poules savent voler, mais pas très loin : elles battent des ailes pour sauter sur une clôture, une branche ou un perchoir, et pour échapper à un danger. Leur corps est lourd et leurs ailes sont courtes, alors elles se fatiguent très vite. Les poules viennent d’un oiseau sauvage d’Asie, le coq doré, qui vole un peu mieux pour dormir dans les arbres. En élevant les poules, les humains ont choisi les plus grosses et les meilleures pondeuses, et elles sont devenues encore plus lourdes. Certains éleveurs coupent aussi le bout des plumes d’une aile pour que leurs poules ne passent pas par-dessus la clôture.',
      '9_to_12':
        'Les poules ne sont pas incapables de voler : elles font des vols courts, de quelques mètres, pour grimper sur un perchoir, franchir une clôture ou fuir un renard. Mais leur corps est lourd par rapport à leurs ailes courtes et arrondies. Leur ancêtre, le coq doré, ou coq bankiva, vit encore dans les forêts d’Asie du Sud-Est : il passe ses journées au sol à gratter la terre, et ne s’envole que pour échapper à un prédateur ou se percher la nuit dans les arbres. Les humains ont domestiqué cet oiseau il y a plusieurs milliers d’années et, génération après génération, ont choisi des poules plus lourdes, pour la viande ou les œufs, et plus calmes. Certaines races très lourdes ne décollent presque plus du tout. Les muscles de vol des poules, ce qu’on appelle le blanc de poulet, sont faits pour un effort très court et très puissant, pas pour un long voyage. Les faisans et les cailles, leurs cousins, volent de la même façon : un décollage explosif, puis un vol plané.',
      '13_plus':
        'La poule domestique descend principalement du coq bankiva (Gallus gallus), un galliforme des forêts d’Asie du Sud-Est. Comme ses cousins faisans, perdrix ou cailles, ce dernier vit au sol et utilise le vol comme une fuite explosive sur de courtes distances ou pour gagner un perchoir nocturne. Ses ailes courtes et larges favorisent un décollage quasi vertical, mais leur charge alaire, c’est-à-dire le poids porté par chaque centimètre carré d’aile, est élevée. Ses muscles pectoraux sont composés surtout de fibres blanches, à contraction rapide, qui fonctionnent sans beaucoup d’oxygène et s’épuisent en quelques secondes ; les oiseaux migrateurs ont au contraire des muscles rouges, riches en myoglobine et en mitochondries, faits pour l’endurance. La domestication, débutée il y a plusieurs milliers d’années, la date exacte étant encore discutée, puis la sélection intensive des XXe et XXIe siècles ont accentué ce handicap : les races de chair actuelles atteignent leur poids d’abattage en quelques semaines et ne peuvent pratiquement plus voler, tandis que des races légères ou naines restent capables de franchir une haute clôture. Les éleveurs rognent parfois les rémiges d’une seule aile, ce qui déséquilibre le vol sans douleur, les plumes étant des structures mortes qui repoussent à la mue. Le vol court de la poule n’est donc pas un défaut, mais un compromis adapté à une vie au sol.',
    },
  },
  {
    id: 'birds-sleep-perched',
    title: 'Comment les oiseaux dorment sans tomber de la branche ?',
    phrasings: [
      'comment les oiseaux dorment sans tomber',
      'pourquoi les oiseaux tombent pas de la branche quand ils dorment',
      'comment dorment les oiseaux',
      'est-ce que les oiseaux dorment',
      'où dorment les oiseaux la nuit',
      'pk les oiseaux dorment sur une patte',
      'les oiseaux dorment-ils en volant',
      'oiseau qui dort sur une branche',
      'est ce que les oiseaux dorment dans leur nid',
    ],
    answers: {
      up_to_5:
        'Quand un oiseau se pose et plie ses pattes, ses doigts se serrent tout seuls autour de la branche, comme une petite pince. Alors il peut dormir bien accroché, la tête cachée dans ses plumes.',
      '6_to_8':
        'Les oiseaux ont un truc génial dans les pattes : quand ils s’accroupissent sur une branche, des sortes de ficelles à l’intérieur de leurs pattes, les tendons, se tendent et referment leurs doigts autour du bois. Plus ils s’assoient, plus ils serrent ! Ils ont aussi un très bon équilibre. Pour dormir, ils gonflent leurs plumes et glissent souvent la tête dans les plumes de leur dos pour garder la chaleur. Certains dorment même avec un œil ouvert pour surveiller les dangers. Et le nid ? Il sert surtout pour les œufs et les bébés, pas pour dormir.',
      '9_to_12':
        'Les oiseaux perchés ont plusieurs atouts pour ne pas tomber. Dans leurs pattes, les tendons qui plient les doigts passent derrière la cheville : quand l’oiseau s’accroupit, ils se tendent et referment ses doigts autour de la branche sans effort. Chez beaucoup de passereaux, ces tendons ont même de petites stries qui s’emboîtent et les bloquent, comme une fermeture éclair. Des études ont montré que l’équilibre et de petits ajustements permanents comptent aussi. La nuit, l’oiseau gonfle son plumage, cache son bec dans les plumes de son dos et se tient parfois sur une seule patte pour perdre moins de chaleur. Certains oiseaux dorment avec une moitié du cerveau éveillée et un œil ouvert : les canards au bord d’un groupe surveillent ainsi les prédateurs. Le nid sert à couver, pas à dormir : une fois les petits partis, la plupart des oiseaux dorment dans les arbres, les haies ou les trous de mur. Le martinet, lui, passe des mois en vol sans se poser, et dort sans doute en planant !',
      '13_plus':
        'Chez les oiseaux percheurs, la position accroupie met en tension les tendons des muscles fléchisseurs des doigts, qui passent à l’arrière de l’articulation intertarsienne : les doigts se referment ainsi passivement autour du perchoir. Chez de nombreux passereaux s’y ajoute un mécanisme de verrouillage, où de petits tubercules de la face inférieure des tendons s’engrènent dans des replis de leur gaine. On a longtemps cru que ce dispositif suffisait à expliquer pourquoi un oiseau endormi ne tombe pas, mais des expériences suggèrent que des oiseaux restent perchés même quand il est neutralisé : l’équilibre, contrôlé par l’oreille interne et des capteurs du bassin, joue un rôle essentiel. Le sommeil des oiseaux comprend, comme le nôtre, un sommeil lent et un sommeil paradoxal, ce dernier en épisodes très courts de quelques secondes. Beaucoup d’oiseaux pratiquent aussi le sommeil uni-hémisphérique : une moitié du cerveau dort pendant que l’autre reste vigilante, l’œil correspondant restant ouvert, comme l’a montré en 1999 l’étude de canards placés en bout de rangée. En 2016, des enregistrements de l’activité cérébrale de frégates en mer ont montré qu’elles dorment en vol, par courtes séquences, moins d’une heure par jour au total. Quant au martinet noir, il reste en l’air près de dix mois par an, ce qui suppose qu’il dort aussi en vol.',
    },
  },
  {
    id: 'bird-nests',
    title: 'Comment les oiseaux construisent leur nid ?',
    phrasings: [
      'comment les oiseaux construisent leur nid',
      'comment les oiseaux font leur nid',
      'pk les oiseaux font des nids',
      'avec quoi les oiseaux font leur nid',
      'comment un oiseau fabrique son nid',
      'nid d’oiseau comment',
      'qui apprend aux oiseaux à faire leur nid',
      'nid d’hirondelle en boue',
      'le plus gros nid d’oiseau',
      'construction du nid',
    ],
    answers: {
      up_to_5:
        'L’oiseau ramasse des brindilles, de l’herbe, de la mousse et des plumes, et il les apporte une par une avec son bec. Puis il s’assoit dedans et tourne sur lui-même pour faire un creux bien rond, comme un petit bol douillet pour ses œufs.',
      '6_to_8':
        'Un oiseau construit son nid avec son bec, qui lui sert de main. Il fait des centaines d’allers-retours pour rapporter des brindilles, des herbes sèches, de la mousse, des poils ou des plumes. Il les entrelace, puis il tourne et se tasse dedans avec sa poitrine pour donner au nid sa forme de bol. Chaque espèce a sa recette : l’hirondelle colle des boulettes de boue sous les toits, et le pic creuse un trou dans un tronc. Personne ne leur apprend : ils savent le faire dès la naissance, mais ils s’améliorent avec l’expérience. Si tu vois un nid, regarde-le de loin pour ne pas déranger les parents.',
      '9_to_12':
        'Le nid est un berceau : il sert à garder les œufs au chaud et à protéger les oisillons, pas à dormir le reste de l’année. Pour le construire, l’oiseau n’a que son bec et ses pattes, et pourtant les résultats sont impressionnants. La plupart commencent par une armature de brindilles, puis tapissent l’intérieur de matériaux doux : mousse, poils, plumes, laine. En tournant sur lui-même, l’oiseau donne au creux la taille exacte de son corps. Les hirondelles de fenêtre bâtissent leur nid avec plus de 1 000 boulettes de boue mêlées de salive. La mésange à longue queue fabrique une boule souple de mousse et de lichens tenue par des fils de toile d’araignée, garnie de centaines de plumes. Les tisserins d’Afrique font même de vrais nœuds avec des brins d’herbe. Le savoir-faire est en grande partie inné, mais des études ont montré que les jeunes oiseaux progressent d’une saison à l’autre. Le coucou, lui, ne construit rien : il pond dans le nid des autres !',
      '13_plus':
        'La construction du nid est un comportement largement inné, déclenché au printemps par l’allongement des jours et les hormones de la reproduction, mais il n’est pas figé : des expériences sur le diamant mandarin ont montré que les oiseaux choisissent mieux leurs matériaux et construisent plus efficacement avec l’expérience, et qu’ils peuvent imiter leurs congénères. Les formes sont très diverses : coupes de brindilles et de mousse des merles, dont l’intérieur est lissé avec de la boue, nids maçonnés des hirondelles, cavités creusées par les pics, terriers du martin-pêcheur, ou simple cuvette au sol chez les limicoles. La mésange à longue queue assemble mousse, lichens et soie d’araignée, un matériau élastique qui permet au nid de s’agrandir avec les poussins, et le garnit de plus de 1 000 plumes. Les tisserins nouent de véritables fibres végétales, et les salanganes d’Asie bâtissent avec leur salive des nids que l’on récolte pour la cuisine. Les records de taille reviennent aux nids réutilisés et agrandis d’année en année, comme celui d’un pygargue à tête blanche en Floride estimé à plus de 2 tonnes, ou aux nids collectifs du républicain social d’Afrique australe, qui abritent des centaines d’oiseaux. Certaines espèces, dites parasites de couvée comme le coucou gris, ne construisent pas de nid. En France, les nids des oiseaux protégés ne doivent pas être détruits, et il vaut mieux ne pas s’en approcher pendant la couvaison.',
    },
  },
  {
    id: 'owls-turn-heads',
    title: 'Pourquoi les hiboux tournent la tête si loin ?',
    phrasings: [
      'pourquoi les hiboux tournent la tête',
      'pourquoi la chouette tourne sa tête',
      'pk les hiboux peuvent tourner la tête à 360 degrés',
      'est-ce que le hibou peut faire le tour complet avec sa tête',
      'chouette qui tourne la tête',
      'hibou tourne la tête derrière',
      'comment le hibou tourne la tête sans se faire mal',
      'pourquoi les yeux du hibou ne bougent pas',
      'hibou rotation de la tête',
    ],
    answers: {
      up_to_5:
        'Le hibou ne peut pas bouger ses yeux comme toi : ils restent toujours droit devant. Alors, pour regarder à côté ou derrière lui, il tourne toute sa tête, presque jusque dans son dos !',
      '6_to_8':
        'Toi, tu peux regarder sur le côté en bougeant juste les yeux. Le hibou, lui, ne peut pas : ses yeux sont très grands, en forme de tube, et coincés dans sa tête. Pour voir ce qui se passe autour de lui, il tourne donc sa tête, et très loin : jusqu’aux trois quarts d’un tour ! Il ne fait pas un tour complet, contrairement à ce qu’on croit, mais presque. Son cou a deux fois plus d’os que le tien, ce qui le rend très souple.',
      '9_to_12':
        'Les hiboux et les chouettes ont d’immenses yeux, qui captent beaucoup de lumière pour voir la nuit. Mais ils sont si gros qu’ils ne sont pas ronds comme les nôtres : ils ont une forme de tube, bloquée dans le crâne par un anneau d’os. Le hibou ne peut donc presque pas bouger les yeux. Pour compenser, il peut tourner la tête d’environ 270 degrés, soit les trois quarts d’un tour : en partant de face, il peut regarder par-dessus son épaule et encore plus loin. Le secret, c’est son cou : il possède 14 vertèbres, deux fois plus que nous, et elles sont très mobiles. Il tourne souvent la tête aussi pour localiser un bruit, car son ouïe est extraordinaire. Et s’il semble faire un tour complet, c’est une illusion : il tourne très vite d’un côté à l’autre !',
      '13_plus':
        'Chez les rapaces nocturnes, les yeux sont proportionnellement énormes et de forme tubulaire, ce qui permet d’avoir une grande pupille et une longue distance focale sans occuper tout le crâne ; ils sont maintenus par un anneau d’os, l’anneau sclérotique, et les muscles qui les orientent sont très réduits. Ne pouvant pratiquement pas bouger les yeux, la chouette oriente son regard par des mouvements de tête, jusqu’à environ 270 degrés au total, soit 135 degrés de chaque côté. Son cou compte 14 vertèbres cervicales, contre 7 chez l’humain et presque tous les mammifères, et, comme chez tous les oiseaux, le crâne ne s’articule à la colonne que par un seul point d’appui, ce qui facilite la rotation. En 2013, une équipe de l’université Johns Hopkins a montré comment ces mouvements ne coupent pas l’irrigation du cerveau : les artères vertébrales passent dans des canaux osseux beaucoup plus larges qu’elles, ce qui leur laisse du jeu, et des réservoirs sanguins à la base de la tête maintiennent l’apport de sang pendant la torsion. Chez l’humain, une torsion brutale du cou peut au contraire léser ces artères. Les hochements de tête des chouettes servent aussi à estimer les distances par parallaxe. Enfin, chez l’effraie des clochers, l’asymétrie des oreilles permet de localiser une proie au bruit dans l’obscurité totale, et les mouvements de tête affinent cette localisation.',
    },
  },
  {
    id: 'bat-not-bird',
    title: 'Est-ce que la chauve-souris est un oiseau ?',
    phrasings: [
      'est-ce que la chauve-souris est un oiseau',
      'est ce que les chauves souris sont des oiseaux',
      'la chauve souris c’est un oiseau ou une souris',
      'pk la chauve-souris n’est pas un oiseau',
      'chauve-souris mammifère',
      'est-ce que la chauve-souris pond des œufs',
      'chauve souris oiseau ou mammifère',
      'comment sont faites les ailes de la chauve-souris',
      'mammifère qui vole',
    ],
    answers: {
      up_to_5:
        'Non ! La chauve-souris a des poils, pas des plumes, et sa maman lui donne du lait, comme une maman chat à ses chatons. Elle vole avec des ailes faites de peau tendue entre ses doigts.',
      '6_to_8':
        'La chauve-souris vole, mais ce n’est pas un oiseau : c’est un mammifère, comme le chien, la vache ou toi ! Elle a des poils et pas de plumes. Elle ne pond pas d’œufs : le bébé grandit dans le ventre de sa maman, puis il boit son lait. Ses ailes sont faites d’une fine peau tendue entre de très longs doigts, comme une main géante avec un parapluie. Et ce n’est pas non plus une souris, même si elle est petite et poilue !',
      '9_to_12':
        'La chauve-souris est un mammifère, pas un oiseau : elle a des poils, elle respire avec des poumons comme nous, le petit naît vivant et la mère l’allaite avec son lait. C’est le seul mammifère capable de vraiment voler en battant des ailes ; l’écureuil volant, lui, ne fait que planer. Son aile ressemble à notre main : elle a un bras, un avant-bras et cinq doigts, dont quatre très allongés, reliés par une fine membrane de peau, le patagium. Le pouce, resté court, a une griffe qui lui sert à s’accrocher. C’est d’ailleurs ce que dit son nom savant, chiroptère, qui signifie « main-aile » en grec. Il existe plus de 1 400 espèces de chauves-souris dans le monde, environ un mammifère sur cinq ! En France, on en compte une trentaine, toutes protégées, car elles mangent des tonnes de moustiques et d’autres insectes.',
      '13_plus':
        'Les chauves-souris forment l’ordre des chiroptères, du grec « main » et « aile » : ce sont des mammifères placentaires, à poils, qui mettent au monde des petits allaités par la mère, en général un seul par an. Elles sont les seuls mammifères capables de vol battu, alors que d’autres, comme les écureuils volants ou les colugos, pratiquent seulement le vol plané. Leur aile est une main transformée : le métacarpe et les phalanges des doigts 2 à 5 sont très allongés et soutiennent une membrane de peau élastique, le patagium, riche en vaisseaux et en petits muscles, qui leur permet de modifier finement la forme de l’aile. L’aile d’un oiseau est construite tout autrement : ses doigts sont réduits et soudés, et ce sont les plumes qui forment la surface portante. Oiseaux, chauves-souris et ptérosaures ont ainsi inventé le vol chacun de leur côté, un exemple de convergence évolutive. Avec plus de 1 400 espèces, les chiroptères sont le deuxième ordre de mammifères par le nombre d’espèces, après les rongeurs. Beaucoup s’orientent par écholocation, d’autres, comme les roussettes, surtout par la vue et l’odorat. En France, toutes les espèces sont insectivores et protégées, et elles jouent un rôle important dans la régulation des insectes.',
    },
  },
  {
    id: 'pet-lifespan',
    title: 'Combien de temps vivent les animaux de compagnie ?',
    phrasings: [
      'combien de temps vit un chat',
      'combien de temps vit un chien',
      'combien de temps vit un hamster',
      'combien de temps vit un lapin',
      'combien de temps vit un poisson rouge',
      'jusqu’à quel âge vit un chat',
      'un chien ça vit combien d’années',
      'durée de vie des animaux de compagnie',
      'combien de temps vit un cochon d’inde',
      'espérance de vie chien chat',
    ],
    answers: {
      up_to_5:
        'Ça dépend de l’animal ! Un hamster vit environ deux ou trois ans, un chien ou un chat plus de dix ans, presque jusqu’à ce que tu sois grand. Si on prend bien soin d’eux, ils vivent plus longtemps.',
      '6_to_8':
        'Chaque animal a sa durée de vie. Un hamster ou une souris vit environ 2 ou 3 ans. Un cochon d’Inde, 5 à 8 ans, et un lapin, souvent 8 à 10 ans. Un chien vit en général 10 à 15 ans, et un chat, 12 à 18 ans. Un poisson rouge bien soigné peut vivre plus de 10 ans, et une tortue de jardin plus de 50 ans ! Pour aider ton animal à vivre longtemps, il faut lui donner la bonne nourriture, de l’eau propre, de l’espace, des câlins, et l’emmener chez le vétérinaire.',
      '9_to_12':
        'En général, plus un animal est petit, plus sa vie est courte, mais il y a des exceptions. Les petits rongeurs ont une vie brève : 2 à 3 ans pour un hamster ou un rat, 5 à 8 ans pour un cochon d’Inde. Un lapin vit souvent 8 à 12 ans. Un chat d’intérieur vit en moyenne 13 à 16 ans, et certains dépassent 20 ans. Chez les chiens, les petites races vivent plus longtemps que les grandes : un chihuahua peut atteindre 15 ans ou plus, alors qu’un dogue allemand dépasse rarement 10 ans. Les oiseaux et les reptiles surprennent : une perruche vit 5 à 10 ans, un perroquet gris du Gabon parfois plus de 50 ans, et une tortue d’Hermann souvent plus de 50 ans. Un poisson rouge dans un grand aquarium bien entretenu peut dépasser 15 ans. C’est normal d’être triste quand un animal vieillit : profiter de chaque moment avec lui et bien le soigner, c’est la plus belle chose à faire.',
      '13_plus':
        'La durée de vie d’un animal de compagnie dépend de son espèce, de sa race, de sa taille, mais aussi beaucoup de ses conditions de vie. Les petits rongeurs, au métabolisme très rapide, vivent peu : 2 à 3 ans pour un hamster ou une souris, 5 à 8 ans pour un cochon d’Inde, tandis qu’un lapin peut atteindre 8 à 12 ans. Les chats vivent en moyenne 13 à 16 ans ; les chats d’intérieur, à l’abri des accidents de la route et des maladies infectieuses, vivent plus longtemps que ceux qui sortent, et le record cité est d’environ 38 ans. Les chiens, en moyenne 10 à 13 ans, montrent une particularité : contrairement à la règle générale chez les mammifères, où les grandes espèces vivent plus longtemps, les grandes races de chiens vieillissent plus vite que les petites, sans doute à cause de leur croissance très rapide. Les oiseaux vivent plus longtemps que les mammifères de même taille : une perruche ondulée 5 à 10 ans, un grand perroquet plusieurs décennies, parfois plus longtemps que son propriétaire. Les tortues terrestres dépassent souvent 50 ans et les poissons rouges, trop souvent gardés dans des bocaux où ils meurent vite, peuvent vivre 10 à 20 ans. La stérilisation, une alimentation adaptée, l’activité et un suivi vétérinaire allongent nettement l’espérance de vie. Adopter un animal, c’est donc s’engager pour des années, parfois pour toute une partie de sa vie.',
    },
  },
  {
    id: 'dogs-see-colours',
    title: 'Est-ce que les chiens voient en noir et blanc ?',
    phrasings: [
      'est-ce que les chiens voient en noir et blanc',
      'est ce que les chiens voient les couleurs',
      'les chiens voient-ils en couleur',
      'comment voit un chien',
      'pk mon chien trouve pas sa balle rouge',
      'vision du chien couleurs',
      'est-ce que les chiens voient le rouge',
      'quelles couleurs voient les chiens',
      'est-ce que les animaux voient les couleurs',
      'comment les animaux voient le monde',
    ],
    answers: {
      up_to_5:
        'Non, les chiens voient des couleurs, mais moins que toi. Ils voient bien le bleu et le jaune, mais le rouge et le vert, pour eux, c’est un peu pareil.',
      '6_to_8':
        'On a longtemps cru que les chiens voyaient tout en noir et blanc, mais c’est faux ! Ils voient des couleurs, surtout le bleu et le jaune. Par contre, ils confondent le rouge et le vert : une balle rouge dans l’herbe verte est difficile à repérer pour eux. Leur vue est aussi un peu floue, mais ils voient bien mieux que toi quand il fait sombre et ils repèrent très bien ce qui bouge. D’autres animaux voient des couleurs que toi tu ne vois pas : les abeilles voient des dessins invisibles sur les fleurs !',
      '9_to_12':
        'Les chiens ne voient pas en noir et blanc, mais leur vision des couleurs est plus limitée que la nôtre. Dans l’œil, des cellules appelées cônes captent les couleurs. Nous en avons trois sortes, pour le bleu, le vert et le rouge. Le chien n’en a que deux : il voit bien les bleus et les jaunes, mais le rouge, l’orange et le vert lui paraissent des nuances de jaune ou de gris, un peu comme une personne daltonienne. Une balle bleue sur la pelouse se voit donc mieux pour lui qu’une balle rouge ! Sa vue est aussi moins nette que la nôtre, mais il voit mieux dans la pénombre et détecte très bien les mouvements, même au loin. Pour reconnaître les choses, il compte surtout sur son nez. Et chaque animal voit le monde à sa façon : les abeilles et beaucoup d’oiseaux voient la lumière ultraviolette, invisible pour nous.',
      '13_plus':
        'L’idée que les chiens voient en noir et blanc est une erreur ancienne, démentie par les études de comportement et d’anatomie de la rétine. Le chien est dichromate : sa rétine possède deux types de cônes, sensibles l’un au bleu-violet, l’autre au jaune-vert, alors que l’humain est trichromate, avec trois types de cônes. Il distingue donc bien le bleu du jaune, mais confond les teintes situées entre le vert et le rouge, comme une personne atteinte de deutéranopie, une forme de daltonisme. En revanche, sa rétine est riche en bâtonnets, cellules de la vision nocturne, et possède derrière elle une couche réfléchissante, le tapis clair, qui renvoie la lumière et améliore la vision dans la pénombre. Son acuité visuelle est plus faible que la nôtre, environ trois fois moins fine, mais il perçoit très bien les mouvements, et son champ de vision est plus large. Ces différences reflètent l’histoire de l’espèce : les ancêtres des mammifères, longtemps actifs la nuit, ont perdu des types de cônes que les primates ont partiellement retrouvés. Beaucoup d’oiseaux, de poissons et de reptiles ont quatre types de cônes, dont un sensible aux ultraviolets, et les abeilles voient l’ultraviolet mais pas le rouge. Il n’existe donc pas une seule « vraie » façon de voir le monde : chaque espèce perçoit ce qui est utile à sa survie.',
    },
  },
  {
    id: 'cats-hate-water',
    title: 'Pourquoi les chats n’aiment pas l’eau ?',
    phrasings: [
      'pourquoi les chats n’aiment pas l’eau',
      'pourquoi les chats detestent l eau',
      'pk mon chat a peur de l’eau',
      'pourquoi les chats ont peur de l’eau',
      'est-ce que les chats savent nager',
      'faut-il donner un bain à un chat',
      'chat qui déteste le bain',
      'pq le chat veut pas se mouiller',
      'chat mouillé',
      'est-ce qu’il y a des chats qui aiment l’eau',
    ],
    answers: {
      up_to_5:
        'Quand un chat est mouillé, ses poils deviennent lourds et froids, et ils sèchent très lentement. Il n’aime pas ça du tout ! Et il n’a pas besoin de bain : il se lave tout seul avec sa langue.',
      '6_to_8':
        'Les ancêtres des chats vivaient dans des régions sèches, presque sans rivières, alors ils n’ont jamais eu besoin de nager. Quand un chat est mouillé, ses poils se gorgent d’eau, ils deviennent lourds, il a froid et il met longtemps à sécher. En plus, le chat est très propre et passe des heures à se lécher : l’eau change son odeur et dérange sa toilette. Pourtant, les chats savent nager s’il le faut, et certains, comme le chat turc de Van, adorent même l’eau ! Le tigre aussi aime se baigner.',
      '9_to_12':
        'Nos chats descendent du chat sauvage d’Afrique, qui vit dans des régions sèches du Proche-Orient et d’Afrique du Nord, où l’on croise peu de rivières : l’eau n’a jamais fait partie de sa vie. Contrairement à la fourrure d’une loutre ou d’un chien de chasse, le pelage du chat n’est pas fait pour l’eau : une fois trempé, il s’alourdit, colle à la peau et ne protège plus du froid, et il faut longtemps pour qu’il sèche. Un chat mouillé est donc plus lent et plus vulnérable, ce qu’il n’aime pas du tout. Le chat passe aussi une grande partie de sa journée à faire sa toilette, et un bain efface son odeur familière. Enfin, beaucoup de chats n’ont jamais été habitués à l’eau quand ils étaient petits. Pourtant, tous savent nager, et certains félins adorent l’eau : le tigre, le jaguar ou le chat pêcheur d’Asie, qui attrape des poissons. Un chat en bonne santé n’a presque jamais besoin de bain : si c’est nécessaire, c’est au vétérinaire de donner des conseils.',
      '13_plus':
        'Le chat domestique descend du chat sauvage d’Afrique, Felis lybica, domestiqué au Proche-Orient il y a environ 10 000 ans, au moment où les premiers agriculteurs stockaient des céréales qui attiraient les souris. Dans ces milieux arides, l’eau libre est rare et la baignade n’apportait aucun avantage, ni pour chasser, ni pour se rafraîchir. Le pelage du chat, fin et sans couche imperméable épaisse, s’imbibe facilement : il s’alourdit, perd son pouvoir isolant et sèche lentement, ce qui expose au refroidissement et gêne les mouvements, alors que le chat compte sur son agilité pour chasser comme pour fuir. Le toilettage occupe une part importante de sa journée : il entretient le pelage, régule la température et répartit des odeurs qui jouent un rôle dans son identité et son marquage ; un bain bouleverse ces repères olfactifs. À cela s’ajoute l’expérience : un chaton qui n’a jamais été exposé à l’eau dans ses premières semaines, période clé de la socialisation, la vivra comme une menace. Il s’agit donc d’une tendance, pas d’une règle : le chat turc de Van est réputé aimer l’eau, et des félins comme le tigre, le jaguar ou le chat pêcheur d’Asie nagent et chassent volontiers dans l’eau. Un chat en bonne santé entretient lui-même son pelage ; un bain ne se justifie qu’en cas de besoin, avec un produit adapté.',
    },
  },
  {
    id: 'horses-sleep-standing',
    title: 'Est-ce que les chevaux dorment debout ?',
    phrasings: [
      'est-ce que les chevaux dorment debout',
      'est ce que les chevaux dorment debout',
      'comment dort un cheval',
      'pourquoi les chevaux dorment debout',
      'pk le cheval dort debout sans tomber',
      'cheval qui dort couché',
      'les chevaux dorment-ils couchés',
      'quels animaux dorment debout',
      'sommeil du cheval',
      'combien de temps dort un cheval',
    ],
    answers: {
      up_to_5:
        'Oui, le cheval peut faire de petites siestes debout, parce que ses pattes se bloquent comme des piquets. Mais pour faire un vrai gros dodo, il doit se coucher par terre, juste un petit moment.',
      '6_to_8':
        'Oui, les chevaux peuvent somnoler debout ! Leurs pattes ont un système spécial qui les bloque, un peu comme un verrou, alors ils ne tombent pas même quand leurs muscles se relâchent. Comme ça, s’il y a un danger, ils peuvent s’enfuir tout de suite au galop. Mais pour le sommeil très profond, celui où on rêve, le cheval doit se coucher, seulement un petit moment chaque jour. Dans un troupeau, il y a souvent un cheval qui reste debout pour surveiller pendant que les autres dorment couchés.',
      '9_to_12':
        'Les chevaux savent vraiment dormir debout, grâce à un mécanisme appelé l’appareil de soutien : des tendons et des ligaments bloquent les articulations de leurs pattes, si bien qu’ils tiennent sans presque utiliser leurs muscles. Ils peuvent même mettre une patte arrière au repos, en alternant. C’est très utile pour un animal qui, dans la nature, est une proie : debout, il peut fuir en une seconde. Mais debout, le cheval ne fait que somnoler ou dormir d’un sommeil léger. Pour le sommeil paradoxal, le plus profond, pendant lequel les muscles se relâchent complètement, il doit s’allonger, en tout environ une heure par jour, en plusieurs morceaux. Au total, un cheval dort seulement 3 à 5 heures par jour. Dans un troupeau, les chevaux se relaient : un ou deux restent debout pour surveiller. Un cheval qui ne se couche jamais, parce qu’il ne se sent pas en sécurité, finit par manquer de sommeil et peut s’effondrer de fatigue.',
      '13_plus':
        'Le cheval peut dormir debout grâce à l’appareil de soutien, un ensemble de tendons et de ligaments qui stabilise les articulations des membres. Aux membres antérieurs, il maintient la posture presque sans effort musculaire ; aux membres postérieurs, un mécanisme de verrouillage de la rotule bloque le genou, et le cheval alterne souvent le membre qui se repose. Cette capacité est liée à son statut de proie dans les steppes où il a évolué : se lever est long pour un animal lourd aux pattes fines, et rester debout permet de fuir immédiatement. Le sommeil debout se limite cependant à la somnolence et au sommeil lent léger. Le sommeil paradoxal, qui s’accompagne d’une perte presque complète du tonus musculaire, exige la position couchée, sur le flanc ou sur le sternum ; le cheval y consacre environ une heure par jour, en courtes séquences. La durée totale de sommeil n’est que de 3 à 5 heures par 24 heures, très fragmentée. Un cheval qui ne se couche pas, à cause de douleurs ou d’un environnement stressant, accumule une privation de sommeil paradoxal qui peut provoquer des effondrements soudains, parfois confondus avec des malaises. La vie en groupe favorise le repos, chaque individu profitant de la vigilance des autres. D’autres herbivores, comme les éléphants ou les girafes, somnolent aussi debout et ne se couchent que brièvement.',
    },
  },
  {
    id: 'animals-dream',
    title: 'Est-ce que les animaux rêvent ?',
    phrasings: [
      'est-ce que les animaux rêvent',
      'est ce que les animaux revent',
      'est-ce que mon chien rêve',
      'est-ce que les chats rêvent',
      'pk mon chien bouge les pattes en dormant',
      'mon chien aboie en dormant',
      'à quoi rêvent les chiens',
      'de quoi rêvent les animaux',
      'les animaux font-ils des cauchemars',
      'pourquoi mon chat tremble quand il dort',
    ],
    answers: {
      up_to_5:
        'On pense que oui ! Quand ton chien dort, il bouge parfois les pattes ou fait de petits bruits, comme s’il courait après une balle dans son rêve.',
      '6_to_8':
        'Les scientifiques pensent que beaucoup d’animaux rêvent, surtout les chiens, les chats et les oiseaux. Quand un chien dort, il y a des moments où ses yeux bougent sous ses paupières, ses pattes remuent et il gémit ou aboie tout doucement : c’est le même genre de sommeil que celui où toi, tu rêves. On ne peut pas leur demander de quoi ils rêvent, mais on pense qu’ils revivent ce qu’ils ont fait dans la journée : courir, jouer, renifler. Si ton animal s’agite en dormant, laisse-le tranquille, il va bien !',
      '9_to_12':
        'Chez nous, les rêves les plus vivants arrivent pendant une phase de sommeil appelée sommeil paradoxal : le cerveau est très actif, les yeux bougent vite sous les paupières, mais les muscles sont relâchés. Or presque tous les mammifères et les oiseaux ont aussi ce sommeil paradoxal. Un chien y entre environ 20 minutes après s’être endormi, et c’est à ce moment-là qu’on voit ses pattes bouger. Des expériences sur des rats ont montré que, pendant leur sommeil, leur cerveau rejoue exactement les mêmes signaux que lorsqu’ils couraient dans un labyrinthe dans la journée. Chez les diamants mandarins, de petits oiseaux, les neurones du chant s’activent pendant le sommeil comme s’ils répétaient leur mélodie. On ne peut pas être totalement sûr que les animaux « voient » des images comme nous, puisqu’ils ne peuvent pas nous le raconter, mais les chercheurs pensent qu’ils rêvent de leur vie de tous les jours.',
      '13_plus':
        'Un rêve est une expérience intérieure : on ne peut le connaître que par le récit du dormeur, ce qui rend la question difficile chez l’animal. Les scientifiques cherchent donc des indices. Le premier est le sommeil paradoxal, décrit chez l’humain en 1953 et étudié chez le chat par le Lyonnais Michel Jouvet à partir de 1959 : activité cérébrale intense, mouvements oculaires rapides et paralysie musculaire. On le retrouve chez presque tous les mammifères et les oiseaux. Jouvet a montré qu’en supprimant la petite zone du tronc cérébral responsable de la paralysie, des chats endormis se mettaient à guetter, bondir ou feuler, comme s’ils vivaient une scène. Au début des années 2000, Matthew Wilson et ses collègues du MIT ont enregistré, chez des rats, des neurones de l’hippocampe qui « rejouent » pendant le sommeil les séquences correspondant au trajet appris dans un labyrinthe, et des réactivations comparables ont été observées dans le système du chant des oiseaux. Des états de sommeil actif ont même été décrits chez des poulpes, qui changent alors de couleur. Ces observations suggèrent fortement que de nombreux animaux revivent et consolident leurs expériences en dormant, ce qui ressemble à nos rêves. Mais savoir ce qu’ils ressentent vraiment, et s’ils en ont conscience, reste une question ouverte, à la frontière de la biologie et de la philosophie.',
    },
  },
  {
    id: 'animals-cry-laugh',
    title: 'Est-ce que les animaux pleurent ou rigolent ?',
    phrasings: [
      'est-ce que les animaux pleurent',
      'est-ce que les animaux rigolent',
      'est ce que les animaux rient',
      'est-ce que les chiens pleurent',
      'est-ce que les animaux ont des sentiments',
      'les animaux sont-ils tristes',
      'est-ce que mon chien est triste',
      'est-ce que les singes rigolent',
      'pourquoi on dit larmes de crocodile',
      'est-ce que les animaux ressentent des émotions',
      'est-ce que les chats pleurent',
    ],
    answers: {
      up_to_5:
        'Les animaux ont des émotions : ils peuvent avoir peur, être contents ou tristes. Les singes rigolent même quand on les chatouille ! Mais quand ils sont tristes, ils ne pleurent pas avec des larmes : ils gémissent ou font de petits cris.',
      '6_to_8':
        'Les animaux ressentent des émotions, comme la joie, la peur ou la tristesse. Mais ils les montrent à leur façon. Ils ont des larmes pour nettoyer leurs yeux, mais on ne les voit pas pleurer de chagrin comme nous : un chiot triste gémit, un chat malheureux se cache. Par contre, certains animaux rient ! Les chimpanzés et les gorilles font un petit rire essoufflé quand ils jouent ou qu’on les chatouille. Et même les rats poussent de petits cris joyeux, trop aigus pour nos oreilles, quand on les chatouille !',
      '9_to_12':
        'Les scientifiques sont aujourd’hui d’accord : beaucoup d’animaux ressentent des émotions, surtout les mammifères et les oiseaux. La peur, la colère, la joie du jeu se voient dans leur corps, leurs cris et même dans leur cerveau, qui ressemble au nôtre pour ces émotions-là. Pour le rire, c’est prouvé chez certains : les grands singes ont un rire haletant quand ils se chatouillent, et vers l’an 2000, le chercheur Jaak Panksepp a découvert que les rats chatouillés poussent des couinements ultrasonores de plaisir. Les chiens ont aussi une sorte de halètement de jeu. Pour les larmes, c’est différent : beaucoup d’animaux en fabriquent pour protéger leurs yeux, mais pleurer de tristesse semble propre aux humains. Une étude japonaise de 2022 a toutefois observé que les yeux des chiens devenaient plus humides quand ils retrouvaient leur maître. Quant aux « larmes de crocodile », c’est vrai que les crocodiles ont les yeux qui coulent en mangeant, mais ce n’est pas du tout du chagrin !',
      '13_plus':
        'La question des émotions animales a longtemps divisé les savants ; Darwin y consacrait déjà en 1872 un livre, L’Expression des émotions chez l’homme et les animaux. Aujourd’hui, les neurosciences ont montré que les circuits cérébraux des émotions de base, comme la peur ou la recherche du plaisir, sont très semblables chez tous les mammifères, et en 2012 la Déclaration de Cambridge sur la conscience a affirmé que de nombreux animaux possèdent les bases neurologiques d’états conscients. Le rire a une origine ancienne : chez les grands singes, le chatouillement déclenche des vocalisations haletantes que Marina Davila-Ross et ses collègues ont, en 2009, rapprochées acoustiquement du rire humain, et Jaak Panksepp a montré que les rats chatouillés émettent des vocalisations ultrasonores autour de 50 kHz associées à un état positif. Les larmes sont une autre histoire : tous les vertébrés terrestres qui ont des glandes lacrymales produisent des larmes pour humidifier et protéger l’œil, mais les pleurs émotionnels n’ont été démontrés que chez l’humain. Une étude japonaise de 2022 a néanmoins mesuré une augmentation de la quantité de larmes chez des chiens lors des retrouvailles avec leur maître, peut-être liée à l’ocytocine. L’expression « larmes de crocodile » repose sur une observation réelle : des crocodiliens larmoient en mangeant, pour des raisons encore mal comprises, sans lien avec la tristesse. Enfin, des éléphants ou des primates semblent manifester du chagrin envers un proche disparu, mais il faut rester prudent pour ne pas prêter aux animaux exactement nos sentiments.',
    },
  },
  {
    id: 'animal-communication',
    title: 'Comment les animaux se parlent entre eux ?',
    phrasings: [
      'comment les animaux se parlent',
      'comment les animaux communiquent',
      'est-ce que les animaux parlent entre eux',
      'les animaux ont-ils un langage',
      'est-ce que les animaux se comprennent',
      'pk les animaux parlent pas comme nous',
      'langage des animaux',
      'comment les abeilles se parlent',
      'danse des abeilles',
      'est-ce que les baleines chantent pour se parler',
      'communication animale',
    ],
    answers: {
      up_to_5:
        'Les animaux n’ont pas de mots comme nous, mais ils se parlent autrement : avec des cris et des chants, avec les mouvements de leur corps, et même avec des odeurs. Les abeilles, elles, dansent pour dire où sont les fleurs !',
      '6_to_8':
        'Les animaux ne parlent pas avec des mots, mais ils échangent plein de messages. Avec des sons : les oiseaux chantent, les loups hurlent, les baleines chantent sous l’eau et s’entendent de très loin. Avec leur corps : un chat qui gonfle sa queue ou un chien qui montre les dents disent « attention ! ». Avec des odeurs : beaucoup d’animaux laissent leur odeur pour dire « ici, c’est chez moi ». Et les abeilles font une petite danse dans la ruche pour expliquer aux autres où trouver des fleurs !',
      '9_to_12':
        'Tous les animaux communiquent, mais chacun avec les moyens de ses sens. Les sons sont très utilisés : chants d’oiseaux, hurlements des loups, chants des baleines à bosse, qui portent à des dizaines de kilomètres. Certains singes d’Afrique, les vervets, ont même des cris d’alarme différents pour le léopard, l’aigle et le serpent : en entendant le cri « aigle », les autres regardent vers le ciel ! Les éléphants se parlent avec des grondements si graves que nos oreilles ne les entendent pas. Le corps transmet aussi des messages : couleurs, postures, mouvements de queue ou d’oreilles. Les odeurs, appelées phéromones chez les insectes, servent à marquer un territoire, à trouver un partenaire ou à signaler un danger. Et l’abeille qui a trouvé des fleurs exécute une danse en forme de huit : son angle indique la direction et sa durée indique la distance. Pourtant, aucun animal connu n’a une langue aussi riche que la nôtre, capable de raconter le passé ou d’inventer des histoires.',
      '13_plus':
        'La communication animale désigne tout signal émis par un individu qui modifie le comportement d’un autre, et elle emprunte tous les canaux sensoriels. Acoustique : chants territoriaux et nuptiaux des oiseaux, chants des baleines à bosse qui évoluent au fil des saisons, infrasons des éléphants audibles à plusieurs kilomètres, ultrasons des chauves-souris et des rongeurs. Visuelle : parades, couleurs, postures, bioluminescence des lucioles. Chimique : phéromones des insectes sociaux, marquage urinaire des mammifères. Tactile et vibratoire : toilettage des primates, vibrations transmises par la toile des araignées ou par le sol. Électrique même, chez certains poissons d’eau douce. Karl von Frisch a obtenu le prix Nobel en 1973 pour avoir décrypté la danse frétillante des abeilles, qui code la direction d’une source de nourriture par rapport au soleil et sa distance par la durée du frétillement. Au début des années 1980, Robert Seyfarth et Dorothy Cheney ont montré que les cris d’alarme des singes vervets sont spécifiques à chaque prédateur, une forme de communication référentielle ; des travaux récents décrivent chez des mésanges des combinaisons de cris dont l’ordre change le sens. Mais aucun système animal connu ne présente toutes les propriétés du langage humain : une syntaxe capable de produire une infinité de phrases nouvelles, et la possibilité de parler de ce qui est absent, passé ou imaginaire. Les expériences d’apprentissage de langues des signes à des grands singes, comme Washoe ou Koko, ont donné des résultats qui restent discutés.',
    },
  },
  {
    id: 'unicorns-exist',
    title: 'Est-ce que les licornes existent ?',
    phrasings: [
      'est-ce que les licornes existent',
      'est ce que les licornes existent vraiment',
      'les licornes ont-elles existé',
      'licorne vraie ou pas',
      'les licornes c’est vrai',
      'pk les licornes existent pas',
      'licorne de sibérie',
      'corne de licorne narval',
      'd’où vient la licorne',
      'est-ce que j’ai le droit de croire aux licornes',
    ],
    answers: {
      up_to_5:
        'Non, les licornes n’existent que dans les contes et les dessins. Mais il existe de vrais animaux avec une seule corne, comme le rhinocéros, et même une baleine avec une grande dent pointue, le narval !',
      '6_to_8':
        'Les licornes, ces chevaux blancs avec une corne sur le front, n’existent pas en vrai : ce sont des animaux inventés, dans les légendes et les histoires. Mais elles viennent peut-être de vrais animaux ! Il y a très longtemps, des voyageurs ont décrit le rhinocéros, qui a une corne sur le nez. Au Moyen Âge, des marchands vendaient des « cornes de licorne » très chères : c’étaient en fait les dents d’un animal des mers froides, le narval. Tu as le droit d’adorer les licornes et de les imaginer : c’est ça, la magie des histoires !',
      '9_to_12':
        'Aucun cheval à corne n’a jamais existé : la licorne est une créature de légende. On la trouve déjà chez un auteur grec, Ctésias, il y a environ 2 400 ans, qui décrivait un âne sauvage d’Inde avec une corne sur le front, sans doute d’après des récits de voyageurs ayant vu des rhinocéros. Au Moyen Âge, la licorne devient un symbole de pureté, et on croit que sa corne protège des poisons. Des marchands vendaient alors à prix d’or de longues « cornes » torsadées… qui étaient en réalité les défenses du narval, une baleine de l’Arctique dont une dent pousse en spirale et peut dépasser 2 mètres. Il a aussi existé une « licorne de Sibérie », l’élasmothérium : un énorme rhinocéros à fourrure, sans doute muni d’une grande corne, qui vivait encore il y a environ 39 000 ans, à l’époque des premiers humains ! La licorne reste si populaire que c’est l’animal symbole de l’Écosse.',
      '13_plus':
        'La licorne, cheval ou chèvre portant une corne unique au milieu du front, est une créature imaginaire : aucun fossile ni aucune observation fiable n’a jamais attesté son existence. Sa trace la plus ancienne en Occident se trouve chez Ctésias de Cnide, médecin grec du Ve siècle av. J.-C., qui décrivait d’après des récits indirects des « ânes sauvages » d’Inde à corne unique, probablement inspirés du rhinocéros indien. Le Moyen Âge chrétien en fait un symbole de pureté, qu’on disait ne pouvoir être capturé que par une jeune fille ; les tapisseries de La Dame à la licorne, conservées au musée de Cluny à Paris, en sont un célèbre exemple. La « corne de licorne », réputée neutraliser les poisons, se vendait plus cher que l’or : il s’agissait en fait de la défense du narval, une dent torsadée de 2 à 3 mètres portée surtout par les mâles, dont le commerce était alimenté par les navigateurs scandinaves. Au XVIIe siècle, des savants comme le Danois Ole Worm ont démontré cette origine. La paléontologie offre un cousin inattendu : Elasmotherium sibiricum, un grand rhinocéros des steppes d’Eurasie, dont une étude de 2018 a montré qu’il avait survécu jusqu’à il y a environ 39 000 ans, coexistant avec les humains modernes. La licorne demeure un symbole culturel fort, présent sur les armoiries du Royaume-Uni et animal national de l’Écosse.',
    },
  },
  {
    id: 'elephants-afraid-of-mice',
    title: 'Est-ce que les éléphants ont peur des souris ?',
    phrasings: [
      'est-ce que les éléphants ont peur des souris',
      'est ce que les elephants ont peur des souris',
      'pourquoi l’éléphant a peur de la souris',
      'pk les éléphants ont peur des souris',
      'éléphant peur souris vrai ou faux',
      'de quoi ont peur les éléphants',
      'est-ce que les éléphants ont peur des abeilles',
      'la souris qui rentre dans la trompe',
      'éléphant effrayé par une souris',
    ],
    answers: {
      up_to_5:
        'Non, c’est une histoire qu’on raconte ! Un éléphant peut sursauter si quelque chose bouge tout près de ses pieds, mais il n’a pas peur des souris. Par contre, il n’aime pas du tout les abeilles !',
      '6_to_8':
        'C’est une vieille légende : on croyait qu’une souris pouvait se glisser dans la trompe de l’éléphant, mais c’est faux. L’éléphant n’a pas spécialement peur des souris. Il voit assez mal, alors un petit animal qui surgit d’un coup près de ses pattes peut le faire sursauter, comme toi quand quelqu’un te fait « bouh ! ». Mais ce qui fait vraiment peur aux éléphants, ce sont les abeilles ! Leurs piqûres autour des yeux et dans la trompe font très mal. En Afrique, des gens installent même des ruches autour de leurs champs pour que les éléphants ne viennent pas manger leurs récoltes.',
      '9_to_12':
        'L’éléphant qui grimpe sur une chaise en voyant une souris, c’est une image de dessin animé ! L’idée est très ancienne : il y a près de 2 000 ans, l’écrivain romain Pline l’Ancien affirmait déjà que l’éléphant détestait la souris. Mais les scientifiques n’ont jamais trouvé de peur particulière des souris chez les éléphants, qui en croisent souvent dans les zoos sans s’en soucier. Leur vue est plutôt faible, et n’importe quel petit mouvement brusque près de leurs pieds peut les surprendre, ce qui a pu entretenir la légende. En revanche, les éléphants d’Afrique fuient vraiment les abeilles : leur peau est épaisse, mais les piqûres autour des yeux, de la bouche et dans la trompe sont douloureuses. Une chercheuse, Lucy King, a montré qu’ils s’éloignaient rien qu’en entendant un enregistrement de bourdonnement. Au Kenya, des « clôtures de ruches » protègent ainsi les champs des agriculteurs, tout en produisant du miel !',
      '13_plus':
        'La croyance selon laquelle l’éléphant craint la souris remonte au moins à Pline l’Ancien, qui l’écrivait au Ier siècle dans son Histoire naturelle ; elle a ensuite été reprise dans les bestiaires et popularisée par les dessins animés, souvent avec l’idée fausse qu’une souris pourrait s’introduire dans la trompe. Aucune étude n’a mis en évidence une peur spécifique des rongeurs chez l’éléphant. Son acuité visuelle est médiocre et son attention tournée vers l’odorat et l’ouïe : un mouvement soudain et inattendu au niveau du sol peut provoquer un sursaut, comme chez beaucoup d’animaux, sans qu’il s’agisse d’une phobie. Les éléphants manifestent en revanche une aversion bien documentée pour les abeilles africaines, dont les piqûres ciblent les zones de peau fine : contour des yeux, bouche, intérieur de la trompe. En 2007, la zoologiste Lucy King a montré que des éléphants d’Afrique s’éloignaient rapidement à la diffusion d’un bourdonnement d’abeilles dérangées, et en 2010 que les éléphants émettaient alors un grondement d’alarme spécifique, qui pousse les autres à fuir. Ces travaux ont débouché sur les clôtures de ruches, testées au Kenya puis dans d’autres pays, qui réduisent les intrusions dans les cultures. Elles limitent les conflits entre agriculteurs et éléphants, une espèce menacée, tout en fournissant un revenu grâce au miel : un bel exemple d’application de l’étude du comportement animal.',
    },
  },
  {
    id: 'how-many-animal-species',
    title: 'Combien il y a d’espèces d’animaux sur la Terre ?',
    phrasings: [
      'combien il y a d’animaux sur la terre',
      'combien il y a d espèces d animaux',
      'combien d’espèces animales existent',
      'combien y a-t-il d’animaux différents dans le monde',
      'c koi l’animal le plus nombreux',
      'est-ce qu’on connaît tous les animaux',
      'est-ce qu’on découvre encore des nouveaux animaux',
      'nombre d’espèces sur terre',
      'quel animal il y a le plus sur terre',
      'combien d’insectes dans le monde',
    ],
    answers: {
      up_to_5:
        'Il y a tellement de sortes d’animaux qu’on ne peut pas toutes les compter : plus d’un million ! Et la plupart sont de petites bêtes, comme les insectes.',
      '6_to_8':
        'Les scientifiques ont déjà donné un nom à plus d’un million et demi de sortes d’animaux, qu’on appelle des espèces. Et ce n’est pas fini : on pense qu’il en reste encore des millions à découvrir, cachées dans les forêts tropicales ou au fond des océans ! Chaque année, on découvre des milliers de nouvelles espèces. La plupart des animaux sont des insectes : il y a bien plus de sortes de scarabées que de sortes d’oiseaux et de mammifères réunies. Les mammifères, comme nous, le chien ou la baleine, ne sont qu’environ 6 000 espèces.',
      '9_to_12':
        'Une espèce, c’est un groupe d’animaux qui se ressemblent et peuvent avoir des petits ensemble. À ce jour, les scientifiques ont décrit environ 1,5 million d’espèces animales. Mais ce n’est qu’une partie : selon une estimation de 2011, il existerait environ 8,7 millions d’espèces d’êtres vivants avec des cellules à noyau, dont près de 8 millions d’animaux, ce qui voudrait dire que la grande majorité n’a pas encore été découverte ! Chaque année, on en décrit plus de 15 000 nouvelles. Les insectes sont les champions : plus d’un million d’espèces connues, dont environ 400 000 coléoptères, la famille des scarabées et des coccinelles. À côté, on connaît environ 6 500 espèces de mammifères, 11 000 d’oiseaux et plus de 35 000 de poissons. Si on compte les animaux un par un, les insectes gagnent encore : il y aurait sur Terre plus de 20 millions de milliards de fourmis, par exemple.',
      '13_plus':
        'Le nombre d’espèces animales connues, décrites et nommées selon le système de Linné, dépasse 1,5 million, mais ce chiffre ne reflète qu’une petite partie de la biodiversité réelle. En 2011, une étude de Camilo Mora et ses collègues a estimé le nombre d’espèces d’eucaryotes à environ 8,7 millions, dont quelque 7,8 millions d’animaux, avec une marge d’erreur importante ; d’autres estimations, incluant bactéries et parasites, avancent des chiffres bien plus élevés. Les lacunes sont énormes dans les forêts tropicales, les sols et les grands fonds marins, et chez les petits organismes comme les acariens, les nématodes ou les insectes parasites. Environ 15 000 à 20 000 nouvelles espèces sont décrites chaque année, ce qui prendrait des siècles au rythme actuel. Les arthropodes dominent : plus d’un million d’insectes décrits, dont près de 400 000 coléoptères, ce qui a inspiré la boutade, attribuée au biologiste J. B. S. Haldane, selon laquelle le Créateur aurait « une affection démesurée pour les coléoptères ». Les vertébrés sont minoritaires, avec environ 6 500 mammifères, 11 000 oiseaux, 12 000 reptiles, 8 000 amphibiens et plus de 35 000 poissons. Cet inventaire est une course contre la montre : de nombreuses espèces disparaissent, notamment à cause de la destruction des habitats, avant même d’avoir été décrites.',
    },
  },
  {
    id: 'cats-sleep-a-lot',
    title: 'Pourquoi les chats dorment autant ?',
    phrasings: [
      'pourquoi les chats dorment autant',
      'pourquoi mon chat dort tout le temps',
      'pk les chats dorment toute la journée',
      'combien d’heures dort un chat',
      'chat qui dort beaucoup',
      'pq mon chat dort le jour et joue la nuit',
      'quel animal dort le plus',
      'animal qui dort le plus longtemps par jour',
      'les chats dorment combien de temps',
    ],
    answers: {
      up_to_5:
        'Le chat est un petit chasseur : il dort beaucoup pour garder ses forces, au cas où il faudrait bondir sur une proie ! Il fait des dodos de 13 à 16 heures par jour, plus que toi.',
      '6_to_8':
        'Un chat dort souvent 13 à 16 heures par jour, parfois plus quand il est bébé ou très vieux ! C’est parce que le chat est un chasseur, comme ses cousins le lion et le tigre. La chasse demande de courtes explosions d’énergie : guetter, bondir, courir. Entre deux chasses, il se repose pour être en pleine forme. Mais souvent, il ne dort que d’un œil : regarde ses oreilles, elles bougent au moindre bruit ! Et il est surtout réveillé à l’aube et au crépuscule, les moments où les souris sortent.',
      '9_to_12':
        'En moyenne, un chat dort entre 12 et 16 heures par jour, et un chaton ou un vieux chat peut dépasser 18 heures. Cette habitude vient de son mode de vie de prédateur. Dans la nature, le chat chasse de petites proies comme les souris, en faisant de nombreuses tentatives chaque jour : des sprints et des bonds qui demandent beaucoup d’énergie d’un coup. Le reste du temps, il économise ses forces. Il est surtout actif à l’aube et au crépuscule, c’est pour cela que ton chat peut devenir fou-fou le soir ou te réveiller très tôt ! La plupart de son sommeil est un sommeil léger, dont il peut sortir en un instant, et seulement un quart environ est un sommeil profond. D’autres animaux dorment encore plus : le lion jusqu’à 20 heures, le koala 18 à 22 heures, car les feuilles d’eucalyptus qu’il mange lui donnent très peu d’énergie. À l’inverse, la girafe ou l’éléphant sauvage ne dorment que quelques heures.',
      '13_plus':
        'Le chat domestique dort en moyenne 12 à 16 heures par 24 heures, davantage chez le chaton et le chat âgé. Chez les mammifères, la durée du sommeil varie énormément et dépend surtout du régime alimentaire et du risque de prédation. Les prédateurs comme les félins chassent par efforts brefs et intenses, grâce à des muscles riches en fibres rapides ; entre ces épisodes, un repos prolongé limite la dépense énergétique, et leur position en haut de la chaîne alimentaire leur permet de dormir sans trop de danger. Le chat est par ailleurs crépusculaire : son activité culmine à l’aube et au crépuscule, moments où sortent les rongeurs, ce qui explique les fameuses « folies » du soir. Environ trois quarts de son sommeil sont un sommeil léger, avec des oreilles qui continuent de s’orienter vers les sons, et le reste alterne sommeil lent profond et sommeil paradoxal. Le chat d’intérieur, sans chasse ni exploration, dort souvent encore plus par ennui, d’où l’importance du jeu. À l’inverse, les grands herbivores, qui doivent brouter longtemps et guetter les prédateurs, dorment peu : un cheval 3 à 5 heures, et une étude de 2017 a montré que des éléphantes sauvages ne dormaient qu’environ 2 heures par nuit. Le koala, qui mange des feuilles d’eucalyptus très pauvres en énergie, figure parmi les plus grands dormeurs, avec 18 à 22 heures par jour.',
    },
  },
  {
    id: 'dogs-eat-grass',
    title: 'Pourquoi les chiens mangent de l’herbe ?',
    phrasings: [
      'pourquoi les chiens mangent de l’herbe',
      'pourquoi mon chien mange de l herbe',
      'pk le chien mange l’herbe',
      'est-ce que mon chien est malade s’il mange de l’herbe',
      'pourquoi les chats mangent de l’herbe',
      'herbe à chat',
      'pq les chiens broutent',
      'chien herbe pourquoi',
    ],
    answers: {
      up_to_5:
        'Beaucoup de chiens aiment mâchouiller de l’herbe, un peu comme toi tu aimes grignoter. La plupart du temps, ce n’est pas grave du tout : ils aiment bien le goût !',
      '6_to_8':
        'Beaucoup de chiens mangent de l’herbe, et ce n’est pas parce qu’ils se prennent pour des vaches ! Souvent, ils aiment juste son goût, surtout l’herbe fraîche du printemps, ou ils s’ennuient et ça les occupe. Parfois, un chien qui a mal au ventre mange de l’herbe et la recrache avec ce qui le gênait. Les loups aussi en mangent un peu. Les chats font pareil, et on vend même de l’« herbe à chat » pour eux. Si ton chien mange de l’herbe et vomit souvent, les adultes peuvent demander conseil au vétérinaire.',
      '9_to_12':
        'Manger de l’herbe est un comportement très courant chez les chiens : dans une enquête menée en Californie, environ huit propriétaires sur dix disaient avoir déjà vu leur chien le faire. On pense souvent que c’est pour se faire vomir quand ils sont malades, mais les études montrent que la plupart des chiens ne semblent pas malades avant, et que moins d’un sur quatre vomit après. Plusieurs explications existent. Beaucoup aiment simplement le goût et la texture de l’herbe jeune. Certains s’ennuient ou veulent attirer l’attention. Et c’est peut-être un héritage de leurs ancêtres : les loups mangent aussi des végétaux, et on pense que les fibres aidaient à nettoyer leur intestin des vers. Les chats font la même chose, d’où les pots d’herbe à chat vendus en animalerie. Attention seulement aux herbes traitées avec des produits chimiques et aux plantes toxiques : si ton chien vomit souvent ou semble mal, il faut en parler au vétérinaire.',
      '13_plus':
        'Bien que le chien soit classé parmi les carnivores, l’ingestion de végétaux est chez lui un comportement normal et fréquent. Une enquête de l’université de Californie à Davis, publiée en 2008, a montré que la grande majorité des chiens observés en mangeaient régulièrement, que moins de 10 % paraissaient malades auparavant et qu’environ un sur cinq seulement vomissait ensuite. L’idée d’une automédication volontaire contre les nausées n’est donc pas confirmée pour la plupart des cas. Plusieurs hypothèses, non exclusives, sont avancées : attrait gustatif pour les jeunes pousses, recherche de fibres, comportement lié à l’ennui ou à l’anxiété, et héritage ancestral. Chez les loups et d’autres carnivores sauvages, on retrouve des végétaux dans les excréments, et une hypothèse propose que ces fibres non digérées favorisent l’expulsion des vers intestinaux en accélérant le transit ; des observations analogues existent chez les chimpanzés qui avalent des feuilles rugueuses. Les chiens sont en outre omnivores en pratique : leur domestication aux côtés des humains a sélectionné des copies supplémentaires d’un gène, AMY2B, qui aide à digérer l’amidon. Le comportement devient préoccupant s’il est soudain, excessif, associé à des vomissements répétés, une diarrhée ou un abattement, ou si l’herbe a été traitée par des pesticides : un avis vétérinaire est alors nécessaire. Chez le chat, l’herbe aide aussi à régurgiter les poils avalés pendant la toilette.',
    },
  },
  {
    id: 'birds-pee',
    title: 'Est-ce que les oiseaux font pipi ?',
    phrasings: [
      'est-ce que les oiseaux font pipi',
      'est ce que les oiseaux font pipi',
      'pourquoi le caca des oiseaux est blanc',
      'pk les fientes d’oiseau sont blanches',
      'fiente de pigeon blanche',
      'les oiseaux font pipi et caca en même temps',
      'pourquoi les oiseaux n’ont pas de zizi pour faire pipi',
      'crotte d’oiseau blanche et noire',
      'est-ce que les poules font pipi',
    ],
    answers: {
      up_to_5:
        'Les oiseaux font pipi et caca en même temps, par le même petit trou ! Leur pipi n’est pas liquide comme le tien : c’est la partie blanche de leurs crottes.',
      '6_to_8':
        'Oui, mais pas comme toi ! Les oiseaux n’ont qu’une seule ouverture sous la queue, qui sert à la fois pour le pipi, le caca et même pour pondre les œufs. Regarde une crotte d’oiseau sur une voiture : la partie sombre, c’est le caca, et la partie blanche, c’est le pipi ! Il est tout pâteux, presque sec, parce que les oiseaux gardent leur eau et n’ont pas de vessie. Comme ça, ils restent légers pour voler. Seule l’autruche, le plus gros des oiseaux, fait un vrai pipi liquide !',
      '9_to_12':
        'Les oiseaux ont des reins, comme nous, qui nettoient le sang de ses déchets. Mais au lieu de fabriquer une urine liquide stockée dans une vessie, ils transforment ces déchets en acide urique, une pâte blanche qui demande très peu d’eau. Cette pâte sort par le cloaque, l’unique ouverture à l’arrière du corps, mélangée aux excréments. C’est pourquoi une fiente d’oiseau a deux couleurs : une partie sombre, les restes de la digestion, et une partie blanche, l’équivalent du pipi. Ce système a deux avantages : l’oiseau économise l’eau et n’a pas besoin de transporter une vessie pleine, ce qui l’allège pour voler. Les reptiles, comme les lézards, font pareil. L’autruche est une exception étonnante : elle garde son urine à part et fait un vrai pipi, séparé de ses crottes ! Et les fientes d’oiseaux de mer, accumulées pendant des siècles sur certaines îles, ont même été exploitées comme engrais, le guano.',
      '13_plus':
        'Les oiseaux possèdent des reins efficaces, mais leur système excréteur diffère de celui des mammifères. Au lieu d’éliminer l’azote sous forme d’urée dissoute dans beaucoup d’eau, ils produisent surtout de l’acide urique, peu soluble, qui précipite en une pâte blanchâtre : on dit qu’ils sont uricotéliques, comme la plupart des reptiles, dont ils descendent. L’urine arrive par les uretères dans le cloaque, une chambre commune aux voies digestives, urinaires et génitales ; une partie de l’eau y est encore réabsorbée, puis urates et fèces sont évacués ensemble, ce qui donne aux fientes leur aspect bicolore. La plupart des oiseaux n’ont pas de vessie, un gain de poids appréciable pour le vol. Ce mode d’excrétion est aussi lié à l’œuf : un embryon enfermé dans une coquille ne pourrait pas éliminer l’urée, toxique, alors que l’acide urique, insoluble, s’y accumule sans danger dans une poche, l’allantoïde. L’autruche fait figure d’exception : elle stocke son urine séparément dans le cloaque et l’émet à part des excréments. Les fientes d’oiseaux marins, accumulées sur des îles sèches du Pérou, ont formé le guano, un engrais riche en azote et en phosphore dont le commerce a été si lucratif au XIXe siècle qu’il a provoqué des conflits entre pays.',
    },
  },
  {
    id: 'fish-hear',
    title: 'Est-ce que les poissons entendent ?',
    phrasings: [
      'est-ce que les poissons entendent',
      'est ce que les poissons ont des oreilles',
      'les poissons entendent-ils les bruits',
      'est-ce que mon poisson rouge m’entend',
      'pk les poissons ont pas d’oreilles',
      'où sont les oreilles des poissons',
      'est-ce que les poissons font du bruit',
      'ligne latérale des poissons',
      'les poissons entendent sous l’eau',
      'est ce que les poissons parlent',
    ],
    answers: {
      up_to_5:
        'Oui, les poissons entendent ! Leurs oreilles sont cachées à l’intérieur de leur tête, alors on ne les voit pas. Et ils sentent aussi l’eau bouger tout autour d’eux, le long de leur corps.',
      '6_to_8':
        'Oui, les poissons entendent, même s’ils n’ont pas d’oreilles qui dépassent comme les nôtres. Leurs oreilles sont à l’intérieur de la tête, et le son passe très bien dans l’eau pour arriver jusqu’à elles. Ils ont aussi, de chaque côté du corps, une ligne de petits trous qui sentent les mouvements de l’eau : c’est comme ça qu’un banc de poissons nage tout ensemble sans se cogner. Et certains poissons font du bruit : ils grognent, claquent ou tambourinent pour se parler !',
      '9_to_12':
        'Les poissons n’ont pas d’oreille externe ni de trou sur le côté de la tête, mais ils ont une oreille interne, bien protégée dans le crâne. Elle contient de petits cailloux appelés otolithes, posés sur des cellules sensibles : quand un son fait vibrer l’eau et le corps du poisson, ces petites pierres bougent un peu différemment et le poisson « entend ». Comme l’eau transporte les sons plus vite et plus loin que l’air, c’est un sens très utile. Les poissons ont en plus un sixième sens, la ligne latérale, une rangée de capteurs le long du corps qui perçoit les mouvements et les vibrations de l’eau proche. Beaucoup de poissons émettent des sons, souvent en faisant vibrer leur vessie natatoire, une poche d’air : les grondins grognent et les poissons-clowns claquent. C’est pour ça que le bruit des bateaux peut gêner la vie sous-marine. Quant à ton poisson rouge, il entend plutôt bien les sons graves, comme les vibrations quand on tape sur la vitre : mieux vaut ne pas le faire !',
      '13_plus':
        'Les poissons possèdent une oreille interne comparable à celle des autres vertébrés, mais sans oreille externe ni moyenne. Ses organes contiennent des otolithes, des concrétions de carbonate de calcium posées sur des cellules ciliées ; comme le corps du poisson a presque la même densité que l’eau, il vibre avec l’onde sonore, alors que les otolithes, plus denses, bougent avec un léger retard, ce qui stimule les cils. Les otolithes grandissent par couches successives, ce qui permet aux biologistes de déterminer l’âge d’un poisson, comme avec les cernes d’un arbre. Chez de nombreuses espèces, la vessie natatoire, remplie de gaz, amplifie les variations de pression ; chez les carpes, les poissons rouges ou les poissons-chats, une chaîne de petits os, l’appareil de Weber, la relie à l’oreille interne, ce qui leur donne une ouïe plus fine et plus étendue. La ligne latérale, formée de neuromastes disposés le long du corps et de la tête, détecte les mouvements d’eau à courte distance et joue un rôle clé dans la nage en banc et la détection des proies. Beaucoup de poissons communiquent par des sons, produits par des muscles qui font vibrer la vessie natatoire ou par frottement d’os et de dents, notamment pendant la reproduction. Le bruit humain, trafic maritime, sonars ou chantiers en mer, est aujourd’hui reconnu comme une pollution qui peut perturber ces communications et le comportement des poissons.',
    },
  },
];
