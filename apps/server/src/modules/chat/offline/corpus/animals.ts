import type { Topic } from '../topic.js';

/** Animals of today, and the dinosaurs. */
export const animalTopics: Topic[] = [
  {
    id: 'dinosaurs',
    title: 'Pourquoi les dinosaures ont disparu ?',
    phrasings: [
      'pourquoi les dinosaures ont disparu',
      'pk y a plus de dinosaures',
      'pourquoi les dinosaures sont morts',
      'dinosaures',
      'dinosaure',
      'météorite et dinosaures',
      'extinction des dinosaures',
      'dinos',
      'dinosor',
      'dinausore',
    ],
    answers: {
      up_to_5:
        'Il y a très, très longtemps, un énorme caillou venu du ciel est tombé sur la Terre, et les grands dinosaures n’ont plus trouvé à manger. Ils ont disparu. Mais certains ont survécu et sont toujours là : ce sont les oiseaux !',
      '6_to_8':
        'Les dinosaures ont vécu sur la Terre pendant très, très longtemps, bien avant les humains. Il y a 66 millions d’années, un énorme rocher venu de l’espace, un astéroïde, s’est écrasé sur la Terre. Il a soulevé tellement de poussière que le soleil a été caché pendant longtemps : il faisait froid et sombre, les plantes ont eu du mal à pousser, et beaucoup d’animaux n’avaient plus à manger. Les grands dinosaures ont disparu. Mais pas tous : les oiseaux sont des descendants des dinosaures ! Le moineau de ton jardin a donc des ancêtres dinosaures.',
      '9_to_12':
        'Les dinosaures ont dominé la Terre pendant plus de 160 millions d’années. Il y a 66 millions d’années, un astéroïde d’une dizaine de kilomètres de large s’est écrasé dans l’actuel Mexique, formant le cratère de Chicxulub. Le choc a provoqué des incendies et des tsunamis, et projeté dans l’atmosphère des poussières et des gaz qui ont caché le soleil pendant des mois, voire des années. Sans assez de lumière, les plantes ont dépéri, puis les herbivores, puis les carnivores. À la même époque, d’énormes éruptions volcaniques en Inde ont aussi perturbé le climat. Environ trois espèces sur quatre ont disparu, dont tous les dinosaures, sauf une branche. Les petits animaux, qui mangeaient peu et pouvaient s’abriter, comme certains mammifères, ont mieux survécu. Et la branche qui a traversé la catastrophe, ce sont les oiseaux, descendants directs des dinosaures.',
      '13_plus':
        'L’extinction des dinosaures non aviens marque la limite Crétacé-Paléogène, il y a environ 66 millions d’années. En 1980, l’équipe de Luis et Walter Alvarez a découvert, dans une fine couche d’argile de cet âge présente partout dans le monde, une concentration anormale d’iridium, élément rare à la surface de la Terre mais fréquent dans les astéroïdes. Le cratère correspondant, Chicxulub, large d’environ 180 km, a été identifié sous la péninsule du Yucatán. L’impact d’un corps d’une dizaine de kilomètres a libéré une énergie de plusieurs milliards de bombes d’Hiroshima, provoquant incendies, tsunamis et l’injection d’aérosols soufrés et de suies dans la stratosphère : un « hiver d’impact » a bloqué la photosynthèse pendant des mois, effondrant les chaînes alimentaires. Les immenses épanchements volcaniques des trapps du Deccan, en Inde, commencés avant l’impact, ont sans doute aussi pesé sur le climat ; leur rôle exact reste débattu. Environ 75 % des espèces ont disparu, dont les ammonites et les grands reptiles marins. Les survivants étaient souvent petits, au régime varié ou capables de s’abriter. Les oiseaux, théropodes à plumes, sont des dinosaures qui ont survécu, et le vide écologique laissé a permis la diversification rapide des mammifères.',
    },
  },
  {
    id: 'cats-purr',
    title: 'Pourquoi les chats ronronnent ?',
    phrasings: [
      'pourquoi les chats ronronnent',
      'pourquoi mon chat ronronne',
      'ronronner',
      'ronronnement',
      'pk mon chat fait ronron',
      'ronron',
    ],
    answers: {
      up_to_5:
        'Quand un chat ronronne, c’est souvent qu’il se sent bien. Il fait vibrer un petit bout de sa gorge, et ça fait « rrrrr ». C’est sa façon de dire : j’aime bien être avec toi !',
      '6_to_8':
        'Le ronron, c’est un bruit que le chat fait avec sa gorge : de petits muscles font vibrer très vite l’endroit où passe l’air, quand il inspire et quand il expire. Souvent, un chat ronronne quand il est content, par exemple quand tu le caresses ou quand il s’installe au chaud. Les chatons ronronnent aussi pour dire à leur maman que tout va bien pendant qu’ils tètent. Mais attention, un chat peut aussi ronronner quand il a mal ou qu’il a peur : ça l’aide à se calmer.',
      '9_to_12':
        'Le ronronnement est produit dans le larynx, l’organe de la gorge qui contient les cordes vocales. Des muscles du larynx se contractent et se relâchent très rapidement, environ 25 à 150 fois par seconde, ce qui fait vibrer les cordes vocales au passage de l’air, aussi bien à l’inspiration qu’à l’expiration : c’est pour ça que le ronron semble continu. Le chat ronronne surtout quand il est détendu, avec un humain ou un autre chat qu’il connaît. Les chatons commencent quelques jours après leur naissance, pendant la tétée, et leur mère ronronne aussi pour les rassurer. Mais le ronron n’est pas qu’un signe de bonheur : un chat blessé, malade ou stressé ronronne parfois, sans doute pour s’apaiser. Certains chats ajoutent même à leur ronron un petit son aigu, proche d’un pleur de bébé, pour réclamer leur repas !',
      '13_plus':
        'Le ronronnement du chat est un son grave, généralement entre 25 et 150 Hz, émis presque sans interruption pendant l’inspiration et l’expiration. Selon l’explication classique, il est produit par des contractions rythmiques des muscles du larynx, commandées par le système nerveux, qui font vibrer les cordes vocales au passage de l’air ; une étude publiée en 2023 a montré que des replis de tissu dans les cordes vocales peuvent aussi entretenir ces vibrations très graves sans commande nerveuse à chaque cycle. Sa fonction est avant tout sociale : il apparaît dès les premiers jours chez le chaton qui tète, signalant à la mère que tout va bien, et persiste chez l’adulte dans les moments de contact et d’affection. Il est aussi émis dans des situations de douleur, de stress, de mise bas ou à l’approche de la mort, ce qui suggère un rôle d’auto-apaisement. Une hypothèse, encore discutée, propose que ces vibrations favorisent la réparation des os et des tissus. Des chercheurs ont aussi décrit un « ronronnement de sollicitation », qui contient une composante aiguë proche des pleurs d’un nourrisson et que les humains trouvent plus pressant. D’autres félins, comme le guépard ou le lynx, ronronnent aussi, alors que les lions et les tigres rugissent sans ronronner au sens strict.',
    },
  },
  {
    id: 'dogs-wag',
    title: 'Pourquoi les chiens remuent la queue ?',
    phrasings: [
      'pourquoi les chiens remuent la queue',
      'pourquoi mon chien bouge la queue',
      'pk le chien remue sa queue',
      'queue du chien',
      'pourquoi le chien frétille',
    ],
    answers: {
      up_to_5:
        'Le chien bouge sa queue pour parler avec son corps. Très souvent, ça veut dire : je suis content de te voir ! Il ne sait pas parler avec des mots, alors il parle avec sa queue.',
      '6_to_8':
        'Les chiens ne parlent pas avec des mots, alors ils parlent avec leur corps, et leur queue est un peu comme un panneau qui montre ce qu’ils ressentent. Une queue qui remue largement, avec tout le derrière qui se balance, veut souvent dire : « Je suis content, je t’aime bien ! » Mais une queue qui remue raide et haute peut vouloir dire que le chien est énervé ou sur ses gardes. Et une queue cachée entre les pattes, c’est un chien qui a peur. Alors avant de caresser un chien que tu ne connais pas, demande toujours à son maître.',
      '9_to_12':
        'Pour un chien, remuer la queue est un moyen de communiquer, avec les autres chiens comme avec nous. Contrairement à ce qu’on croit, ça ne veut pas toujours dire qu’il est content : ça signifie surtout qu’il est prêt à entrer en contact. Tout dépend de la façon de la remuer. Une queue détendue, à mi-hauteur, qui balaie largement, souvent avec les hanches qui bougent aussi, montre un chien joyeux et amical. Une queue haute, raide, qui vibre vite, montre un chien excité ou sur la défensive. Une queue basse, ou serrée entre les pattes, indique la peur. Des chercheurs italiens ont même remarqué que les chiens remuent plutôt la queue vers la droite face à quelqu’un qu’ils aiment, et vers la gauche face à quelque chose qui les inquiète. La queue sert aussi à garder l’équilibre quand le chien court et tourne.',
      '13_plus':
        'Chez le chien, le mouvement de la queue est un signal de communication visuelle, hérité du loup. Il indique avant tout un état d’excitation et une disposition à interagir, et non une émotion unique : il faut le lire avec le reste du corps (oreilles, posture, regard, tension de la bouche). Une queue portée à mi-hauteur, avec de larges balancements souples qui entraînent l’arrière-train, signale un état amical ; une queue haute et rigide animée de petites oscillations rapides traduit une forte excitation, parfois une affirmation de soi ou une menace ; une queue basse, voire repliée sous le ventre, exprime la crainte ou l’apaisement. En 2007, une équipe italienne a décrit une asymétrie : les chiens remuent davantage la queue vers la droite face à leur maître et vers la gauche face à un chien dominant inconnu, ce qui reflète la spécialisation des hémisphères cérébraux dans les émotions ; d’autres chiens semblent d’ailleurs réagir différemment à ces deux mouvements. La queue joue aussi un rôle mécanique d’équilibre dans les virages et les sauts, et en s’agitant, elle pourrait aider à diffuser les odeurs propres à chaque chien. Bien lire ces signaux est l’une des meilleures préventions des morsures, surtout chez les enfants.',
    },
  },
  {
    id: 'birds-fly',
    title: 'Pourquoi les oiseaux volent ?',
    phrasings: [
      'pourquoi les oiseaux volent',
      'comment volent les oiseaux',
      'pk les oiseaux peuvent voler',
      'oiseau',
      'ailes et plumes',
      'pourquoi on ne peut pas voler comme les oiseaux',
    ],
    answers: {
      up_to_5:
        'Les oiseaux ont des ailes couvertes de plumes et un corps tout léger. Quand ils battent des ailes, ils poussent l’air, et l’air les porte. Nous, nous n’avons pas d’ailes, alors nous marchons et nous courons !',
      '6_to_8':
        'Les oiseaux sont faits pour voler ! Leurs os sont creux, remplis d’air, donc très légers. Leurs ailes sont couvertes de plumes, légères et solides. Les muscles de leur poitrine sont très puissants pour battre des ailes. Quand l’oiseau bat des ailes, il pousse l’air vers le bas et vers l’arrière, et l’air le porte et le fait avancer. La forme de l’aile l’aide aussi à planer, comme la mouette qui se laisse porter par le vent. Certains oiseaux, comme l’autruche ou le manchot, ne volent pas : ils courent ou nagent très bien.',
      '9_to_12':
        'Voler demande deux choses : être porté, et avancer. Les oiseaux ont tout ce qu’il faut. Leur squelette est très léger, avec de nombreux os creux renforcés à l’intérieur, et ils n’ont pas de dents lourdes mais un bec. Leurs plumes forment une aile à la fois légère, souple et solide. Les muscles qui abaissent les ailes, attachés au bréchet, un os de la poitrine en forme de quille, peuvent représenter le quart de leur poids ! En battant des ailes, l’oiseau pousse l’air vers le bas et vers l’arrière, ce qui le soulève et le propulse. De plus, l’aile est bombée et légèrement inclinée : quand l’air glisse dessus, il est dévié vers le bas, ce qui crée une force qui la soulève, la portance, comme pour un avion. Les grands oiseaux, comme les aigles ou les albatros, utilisent les courants d’air chaud ou le vent pour planer des heures sans presque battre des ailes.',
      '13_plus':
        'Le vol des oiseaux repose sur les mêmes principes aérodynamiques que celui des avions, avec en plus la propulsion par battement. Une aile au profil bombé, inclinée d’un certain angle par rapport à l’air, dévie l’écoulement vers le bas ; par réaction, elle subit une force vers le haut, la portance, liée à la dépression qui se forme au-dessus de l’aile et à la surpression en dessous. Lors du battement, la partie externe de l’aile, portant les grandes plumes appelées rémiges primaires, agit comme une hélice et produit la poussée, tandis que la partie interne assure surtout la portance. Les adaptations anatomiques sont nombreuses : os creux, squelette allégé et en partie soudé, bec corné à la place de mâchoires dentées, plumes dont les barbes s’accrochent entre elles, muscles pectoraux puissants insérés sur le bréchet (jusqu’au quart ou au tiers de la masse chez certains oiseaux), et un système respiratoire à sacs aériens qui fait circuler l’air à sens unique dans les poumons, très efficace pour un effort intense. Les formes d’ailes reflètent les styles de vol : longues et étroites pour le vol plané de l’albatros au-dessus des vagues, larges et digitées pour le vol dans les courants chauds des vautours, courtes et arrondies pour les départs rapides en forêt. Le colibri, lui, bat des ailes plus de 50 fois par seconde et peut faire du surplace. Les oiseaux descendent de dinosaures théropodes à plumes, et le vol serait apparu il y a plus de 150 millions d’années.',
    },
  },
  {
    id: 'fish-breathe',
    title: 'Comment les poissons respirent sous l’eau ?',
    phrasings: [
      'comment les poissons respirent sous l’eau',
      'pourquoi les poissons respirent dans l’eau',
      'branchies',
      'pk les poissons se noient pas',
      'pourquoi les poissons meurent hors de l’eau',
    ],
    answers: {
      up_to_5:
        'Dans l’eau, il y a un peu d’oxygène caché, ce qu’on respire pour vivre. Les poissons ont des branchies, sur les côtés de la tête, qui l’attrapent. Comme ça, ils respirent sous l’eau !',
      '6_to_8':
        'Comme nous, les poissons ont besoin d’oxygène pour vivre, ce gaz invisible qui est dans l’air. Mais il y en a aussi un petit peu dans l’eau, mélangé dedans. Au lieu de poumons, les poissons ont des branchies, de chaque côté de la tête, sous une sorte de couvercle. Le poisson avale de l’eau par la bouche, elle passe sur les branchies qui attrapent l’oxygène, puis ressort sur les côtés. Nous, nous n’avons pas de branchies : c’est pour ça que nous ne pouvons pas respirer sous l’eau.',
      '9_to_12':
        'Tous les animaux ont besoin d’oxygène. Les poissons prennent celui qui est dissous dans l’eau. Pour cela, ils utilisent des branchies, situées de chaque côté de la tête et protégées par un opercule. Chaque branchie est formée de fines lamelles rouges, très nombreuses, où le sang circule juste sous une peau très mince. Le poisson ouvre la bouche, fait passer l’eau sur ces lamelles, puis la rejette par les ouïes. L’oxygène passe de l’eau dans le sang, et le dioxyde de carbone fait le chemin inverse. Astuce de la nature : l’eau et le sang circulent en sens contraire, ce qui permet de récupérer un maximum d’oxygène. Certains requins doivent nager sans arrêt pour que l’eau traverse leurs branchies. Les baleines et les dauphins, eux, ne sont pas des poissons : ils ont des poumons et remontent respirer à la surface.',
      '13_plus':
        'Les poissons respirent l’oxygène dissous dans l’eau grâce à leurs branchies, un échangeur gazeux remarquablement efficace. C’est indispensable, car l’eau contient environ 30 fois moins d’oxygène que l’air à volume égal, et elle est bien plus dense et visqueuse à mettre en mouvement. Chez les poissons osseux, quatre arcs branchiaux de chaque côté portent des filaments, eux-mêmes couverts de lamelles dont la paroi ne mesure que quelques micromètres : la surface d’échange est immense. La ventilation est active, par un double pompage de la bouche et des opercules ; certains poissons rapides, comme les thons ou de nombreux requins, ventilent en nageant la bouche ouverte. Le point clé est l’échange à contre-courant : le sang circule dans les lamelles en sens inverse de l’eau, si bien qu’il rencontre toujours une eau plus riche en oxygène que lui, et peut en extraire jusqu’à 80 % environ. Les branchies servent aussi à éliminer le CO₂ et l’ammoniac et à réguler les sels. Hors de l’eau, les lamelles s’affaissent et collent entre elles, la surface d’échange s’effondre : le poisson s’asphyxie malgré l’abondance d’oxygène. Certains poissons, comme les dipneustes, possèdent des poumons, témoins de l’histoire évolutive qui a conduit aux vertébrés terrestres.',
    },
  },
  {
    id: 'zebra-stripes',
    title: 'Pourquoi les zèbres ont des rayures ?',
    phrasings: [
      'pourquoi les zèbres ont des rayures',
      'zèbre',
      'rayures du zèbre',
      'pk le zebre a des rayures',
      'rayures noires et blanches',
      'pourquoi le zèbre est rayé',
    ],
    answers: {
      up_to_5:
        'Les scientifiques pensent que les rayures du zèbre embêtent les mouches qui piquent : elles ont du mal à se poser dessus. Et chaque zèbre a des rayures un peu différentes, comme toi, tu as ton visage à toi !',
      '6_to_8':
        'Les scientifiques se sont longtemps posé la question, et ils ont fait des expériences amusantes ! Ils ont mis des manteaux rayés sur des chevaux, et ils ont vu que les mouches qui piquent avaient beaucoup de mal à se poser dessus : les rayures les embrouillent. En Afrique, ces mouches transmettent des maladies, alors être rayé protège le zèbre. Les rayures l’aident peut-être aussi à se reconnaître, car chaque zèbre a un dessin unique, comme tes empreintes de doigts.',
      '9_to_12':
        'Pourquoi un animal serait-il rayé noir et blanc, si visible dans la savane ? Les chercheurs ont testé plusieurs idées : se cacher dans les hautes herbes, embrouiller les lions quand le troupeau court, se rafraîchir au soleil, ou se reconnaître entre eux. Aujourd’hui, l’explication la mieux soutenue par les expériences est la protection contre les mouches piqueuses, comme les taons et les mouches tsé-tsé, qui transmettent des maladies graves en Afrique. En filmant des mouches autour de zèbres et de chevaux, puis de chevaux couverts de manteaux rayés, des scientifiques ont vu que les mouches approchent, mais ratent leur atterrissage sur les rayures : elles n’arrivent pas à freiner correctement. Chaque zèbre a un motif unique, ce qui aide peut-être aussi les petits à reconnaître leur mère. Et sous ses poils, sa peau est noire !',
      '13_plus':
        'Les rayures des zèbres ont fait l’objet de nombreuses hypothèses depuis Darwin et Wallace : camouflage, confusion des prédateurs lors de la fuite en groupe, thermorégulation par des courants d’air entre bandes claires et sombres, ou signal social. La plupart de ces pistes ont été mises à mal par les données : les lions et les hyènes distinguent mal les rayures à distance, et les mesures de température ne montrent pas d’effet rafraîchissant net. L’hypothèse la mieux étayée aujourd’hui est la défense contre les mouches qui se nourrissent de sang (taons, mouches tsé-tsé, stomoxes), vectrices de maladies comme la trypanosomose. Une étude comparative de 2014 a montré que la présence de rayures chez les équidés coïncide avec les régions où ces insectes sont abondants. En 2019, une équipe menée par Tim Caro a filmé des taons autour de zèbres et de chevaux dans une ferme britannique : les insectes approchaient autant les deux, mais freinaient mal et se posaient beaucoup moins sur les zèbres ou sur des chevaux portant des couvertures rayées. Le mécanisme précis, peut-être une perturbation de la perception du mouvement par les motifs très contrastés, est encore étudié. Les rayures viennent de la répartition des cellules qui produisent ou non de la mélanine dans les poils, sur une peau noire ; chaque motif est unique, comme une empreinte digitale.',
    },
  },
  {
    id: 'giraffe-neck',
    title: 'Pourquoi les girafes ont un long cou ?',
    phrasings: [
      'pourquoi les girafes ont un long cou',
      'girafe',
      'long cou',
      'pk la girafe a un grand cou',
      'cou de la girafe',
    ],
    answers: {
      up_to_5:
        'Grâce à son long cou, la girafe peut manger les feuilles tout en haut des arbres, là où les autres animaux n’arrivent pas. Et de là-haut, elle voit très loin, pour surveiller les lions !',
      '6_to_8':
        'La girafe est l’animal le plus haut du monde, et son long cou lui est très utile. Avec lui, elle attrape les feuilles tout en haut des arbres, là où les zèbres et les antilopes ne peuvent pas aller. Elle voit aussi de très loin si un lion approche. Chez les girafes mâles, le cou sert même à se battre entre eux, en se donnant de grands coups de tête ! Et tu sais quoi ? Malgré sa longueur, son cou n’a que sept os, exactement comme le tien.',
      '9_to_12':
        'La girafe peut dépasser 5 mètres de haut, et son cou mesure à lui seul près de 2 mètres. Comment est-il devenu si long ? Par l’évolution : il y a très longtemps, les ancêtres des girafes avaient un cou plus court. Parmi eux, ceux qui naissaient avec un cou un peu plus long pouvaient atteindre plus de feuilles quand la nourriture manquait, et ils avaient plus de petits, qui héritaient de ce long cou. Génération après génération, le cou s’est allongé. Les scientifiques pensent qu’une autre raison a joué : les mâles se battent à coups de cou, et ceux qui ont le cou le plus long et le plus lourd gagnent plus souvent. Étonnant : ce cou n’a que sept vertèbres, comme le nôtre, mais chacune peut mesurer plus de vingt centimètres ! Son cœur, très puissant, doit pousser le sang jusqu’à la tête, deux mètres plus haut.',
      '13_plus':
        'Le long cou de la girafe est un exemple classique de l’évolution, et une belle illustration de ce qui distingue deux théories. Lamarck, au début du XIXe siècle, pensait que l’effort pour atteindre les feuilles allongeait le cou, et que ce caractère acquis se transmettait. Darwin a proposé la sélection naturelle : dans une population, des variations héréditaires existent ; les individus au cou un peu plus long accèdent à davantage de ressources en période de disette, survivent et se reproduisent mieux, et la fréquence de ce trait augmente. On sait aujourd’hui que les caractères acquis ne se transmettent pas ainsi. L’hypothèse de la compétition alimentaire est toujours étudiée, mais d’autres s’y ajoutent : la sélection sexuelle, car les mâles s’affrontent à coups de cou et de tête, et les dominants, au cou plus massif, s’accouplent davantage ; ou encore la surveillance des prédateurs. Des fossiles de girafidés anciens décrits en 2022 suggèrent d’ailleurs que les combats de tête ont joué un rôle dans l’évolution de la famille. Le cou compte sept vertèbres cervicales, comme chez presque tous les mammifères, mais très allongées. Cette anatomie exige une physiologie particulière : une pression artérielle environ deux fois plus élevée que la nôtre, une peau très tendue sur les pattes et des valves dans les veines du cou qui évitent un afflux de sang brutal quand l’animal baisse la tête pour boire.',
    },
  },
  {
    id: 'bees-honey',
    title: 'Pourquoi les abeilles font du miel ?',
    phrasings: [
      'pourquoi les abeilles font du miel',
      'comment les abeilles fabriquent le miel',
      'abeille',
      'miel',
      'ruche',
      'pk les abeilles butinent',
    ],
    answers: {
      up_to_5:
        'Les abeilles vont boire un jus sucré dans les fleurs. Dans la ruche, elles le transforment en miel. C’est leur réserve à manger pour l’hiver, quand il n’y a plus de fleurs !',
      '6_to_8':
        'Les abeilles font du miel pour avoir à manger pendant l’hiver, quand il n’y a plus de fleurs. Elles butinent : elles volent de fleur en fleur pour boire le nectar, un jus sucré, qu’elles gardent dans une petite poche. De retour à la ruche, elles se le passent de bouche en bouche et le déposent dans les alvéoles de cire. Puis elles battent des ailes pour faire sécher ce nectar, qui devient épais : c’est le miel ! Pour un seul pot de miel, les abeilles doivent visiter des millions de fleurs. Et les abeilles servent à bien plus qu’au miel : en allant de fleur en fleur, elles transportent le pollen, la poudre jaune qui permet aux fleurs de devenir des fruits. Sans elles, on aurait beaucoup moins de pommes, de fraises ou de courgettes !',
      '9_to_12':
        'Pour une colonie d’abeilles, le miel est une réserve de nourriture qui permet de passer l’hiver, quand il n’y a plus de fleurs et qu’il fait trop froid pour sortir. Les abeilles butineuses aspirent le nectar des fleurs avec leur langue et le stockent dans leur jabot. À la ruche, elles le transmettent à d’autres ouvrières, qui y ajoutent des enzymes : le sucre du nectar est transformé en sucres plus simples. Elles déposent ensuite ce liquide dans les alvéoles, de petites cases hexagonales en cire, et le ventilent en battant des ailes, jusqu’à ce qu’il perde la plus grande partie de son eau. Quand le miel est prêt, elles ferment l’alvéole avec un couvercle de cire. Une ruche peut produire plus de miel qu’elle n’en a besoin : c’est ce surplus que récolte l’apiculteur. En butinant, les abeilles transportent aussi le pollen de fleur en fleur, ce qui permet aux plantes de faire des fruits.',
      '13_plus':
        'Le miel est la réserve d’énergie d’une colonie d’abeilles domestiques (Apis mellifera), qui ne meurt pas en hiver : les ouvrières se serrent en grappe et font vibrer leurs muscles de vol pour maintenir le centre entre 20 et 35 °C environ, ce qui consomme beaucoup de sucre. Le nectar, une solution de saccharose contenant souvent plus de la moitié d’eau, est collecté par les butineuses et stocké dans le jabot, où commence l’action d’une enzyme, l’invertase, qui coupe le saccharose en glucose et en fructose. À la ruche, les ouvrières receveuses poursuivent la transformation et déposent le produit dans les alvéoles ; la ventilation et la chaleur de la ruche font descendre la teneur en eau vers 17 à 18 %. Une autre enzyme, la glucose oxydase, produit un peu d’eau oxygénée qui, avec l’acidité et la forte concentration en sucres, rend le miel très peu favorable aux microbes : il se conserve des années. Les alvéoles sont ensuite operculées de cire, produite par des glandes de l’abdomen des jeunes ouvrières. Une colonie peut récolter plusieurs dizaines de kilos de miel par an. Les abeilles s’indiquent l’emplacement des fleurs par la danse frétillante, décryptée par Karl von Frisch (prix Nobel 1973). Leur rôle de pollinisatrices est essentiel pour de nombreuses cultures, d’où l’inquiétude liée au déclin des pollinisateurs.',
    },
  },
  {
    id: 'spiders-webs',
    title: 'Pourquoi les araignées font des toiles ?',
    phrasings: [
      'pourquoi les araignées font des toiles',
      'araignée',
      'toile d’araignée',
      'pk les araignées tissent',
      'fil d’araignée',
      'comment l’araignée fait son fil',
    ],
    answers: {
      up_to_5:
        'L’araignée fabrique un fil tout fin au bout de son ventre. Avec ce fil, elle tisse une toile pour attraper les petites bêtes qu’elle mange. C’est comme un filet de pêche, mais dans l’air !',
      '6_to_8':
        'Les araignées fabriquent de la soie dans leur ventre et la font sortir par de petits tubes au bout de leur corps, qu’on appelle des filières. Avec ce fil, beaucoup d’araignées tissent une toile, qui leur sert de piège : une mouche qui vole se prend dedans et reste collée. L’araignée sent le fil bouger, alors elle accourt attraper son repas. Elle ne se colle pas elle-même, car elle marche sur les fils qui ne collent pas et fait très attention. Toutes les araignées ne font pas de toile : certaines chassent en courant ou en sautant !',
      '9_to_12':
        'Les araignées produisent de la soie grâce à des glandes situées dans leur abdomen. La soie sort liquide par les filières, au bout du corps, et durcit en étant étirée. Ce fil est incroyable : à poids égal, il est plus résistant que l’acier, et très élastique. Une araignée peut fabriquer plusieurs sortes de fils : des fils solides pour le cadre et les rayons de la toile, et un fil collant, en spirale, pour capturer les proies. Quand un insecte se prend dans la toile, les vibrations préviennent l’araignée, qui le paralyse par une morsure venimeuse et l’emballe souvent dans de la soie. La soie ne sert pas qu’à chasser : les araignées l’utilisent pour protéger leurs œufs dans un cocon, pour se suspendre, et les jeunes araignées s’envolent même au bout d’un fil porté par le vent. Beaucoup d’araignées mangent leur vieille toile pour recycler la soie.',
      '13_plus':
        'La soie d’araignée est une fibre de protéines produite par plusieurs types de glandes de l’abdomen ; une épeire peut en posséder sept, chacune fabriquant une soie aux propriétés différentes. Ces protéines, les spidroïnes, sont stockées sous forme liquide et s’organisent en fibre solide en passant dans un canal où changent l’acidité et la concentration en sels, et sous l’effet de l’étirement à la sortie des filières. Le fil qui forme le cadre, les rayons de la toile et le fil de sécurité combine une résistance à la rupture supérieure à celle de l’acier à masse égale et une grande extensibilité, ce qui en fait l’un des matériaux les plus tenaces connus. La spirale de capture des toiles circulaires est faite d’une soie très élastique recouverte de gouttelettes de colle. La toile est un piège peu coûteux : l’araignée, qui voit souvent mal, détecte les vibrations pour localiser la proie, l’immobilise par son venin, puis l’emmaillote. Mais seule une partie des araignées tisse des toiles de capture : les saltiques chassent à vue, les lycoses à la course. La soie sert aussi aux cocons, aux abris, à la parade nuptiale et au voyage des jeunes, portés par le vent au bout d’un fil. Ses qualités inspirent la recherche de fibres synthétiques biodégradables.',
    },
  },
  {
    id: 'chameleons',
    title: 'Pourquoi les caméléons changent de couleur ?',
    phrasings: [
      'pourquoi les caméléons changent de couleur',
      'caméléon',
      'pk le cameleon change de couleur',
      'comment le caméléon change de couleur',
      'animal qui change de couleur',
    ],
    answers: {
      up_to_5:
        'Le caméléon change de couleur surtout pour parler aux autres caméléons, et aussi pour avoir plus chaud ou moins chaud. Quand il se fâche ou qu’il veut plaire, il devient tout coloré !',
      '6_to_8':
        'On croit souvent que le caméléon change de couleur pour se cacher, mais ce n’est pas la raison principale ! Il change surtout de couleur pour communiquer : un mâle devient très coloré pour impressionner un rival ou plaire à une femelle, et plus sombre quand il a peur ou qu’il perd un combat. Il change aussi de couleur pour sa température : plus foncé, il se réchauffe plus vite au soleil. Sa peau contient de minuscules cristaux, et quand il les écarte ou les rapproche, la lumière se reflète différemment et sa couleur change.',
      '9_to_12':
        'Le caméléon est déjà assez bien camouflé avec sa couleur de repos, souvent verte ou brune. S’il change de couleur, c’est surtout pour deux raisons. D’abord, pour communiquer : un mâle face à un rival s’éclaire de couleurs vives pour montrer sa force, une femelle qui attend des petits peut prendre des couleurs qui disent « non merci » aux mâles, et un caméléon stressé s’assombrit. Ensuite, pour régler sa température : comme il ne fabrique pas sa propre chaleur, il fonce pour absorber plus de soleil le matin, et s’éclaircit quand il a trop chaud. Comment fait-il ? En 2015, des chercheurs suisses ont découvert que sa peau contient une couche de cellules remplies de minuscules cristaux. En se détendant ou en s’excitant, le caméléon change l’écart entre ces cristaux, et donc la couleur de la lumière qu’ils renvoient. C’est un principe proche de celui des reflets colorés d’une bulle de savon.',
      '13_plus':
        'Les changements de couleur des caméléons servent avant tout à la communication et à la régulation de leur température, plus qu’au camouflage. Les mâles de caméléon panthère, par exemple, affichent des couleurs éclatantes lors des affrontements, et la vitesse et l’intensité du changement permettent de prédire l’issue du combat ; les femelles gravides prennent des couleurs de refus, et les individus dominés ou stressés s’assombrissent. Comme ils ne produisent pas leur propre chaleur, ils s’assombrissent aussi pour absorber davantage de rayonnement solaire. Le mécanisme a été élucidé en 2015 par l’équipe de Michel Milinkovitch à l’université de Genève : sous une couche de cellules pigmentaires, la peau contient des iridophores renfermant des nanocristaux de guanine organisés en réseau, un véritable cristal photonique. Selon l’espacement entre les nanocristaux, la lumière réfléchie par interférences passe d’une longueur d’onde courte (bleu) à une plus longue (jaune, orange, rouge) ; combinée au pigment jaune de la peau, la réflexion bleue donne du vert. En se détendant ou en s’excitant, l’animal modifie activement cet espacement. Une seconde couche d’iridophores plus profonde, aux cristaux plus gros et désordonnés, réfléchit le proche infrarouge et pourrait protéger de la chaleur. On retrouve ce principe de couleur structurelle chez certains papillons ou chez le paon.',
    },
  },
  {
    id: 'owls-night',
    title: 'Pourquoi les hiboux vivent la nuit ?',
    phrasings: [
      'pourquoi les hiboux vivent la nuit',
      'hibou',
      'chouette',
      'pk les hiboux dorment le jour',
      'pourquoi la chouette sort la nuit',
      'animaux nocturnes',
      'comment les hiboux voient dans le noir',
    ],
    answers: {
      up_to_5:
        'Le hibou chasse la nuit, quand les petites souris sortent. Il a de très grands yeux pour voir dans le noir et des oreilles qui entendent tout. Le jour, il dort caché dans un arbre !',
      '6_to_8':
        'Les hiboux et les chouettes chassent surtout la nuit, parce que c’est le moment où sortent leurs proies préférées : les souris, les mulots et les campagnols. Et la nuit, il y a moins d’autres oiseaux chasseurs pour leur voler leur repas. Pour chasser dans le noir, ils ont de très grands yeux qui voient avec très peu de lumière, des oreilles capables d’entendre une souris qui marche sous les feuilles, et des plumes spéciales qui les font voler sans bruit. Le jour, ils se reposent cachés dans un arbre ou un vieux bâtiment.',
      '9_to_12':
        'La plupart des chouettes et des hiboux sont nocturnes : ils sont actifs la nuit, car leurs proies, surtout de petits rongeurs, le sont aussi, et ils évitent ainsi la concurrence des rapaces de jour comme les buses. Tout leur corps est adapté. Leurs yeux, énormes par rapport à leur tête, captent le moindre rayon de lumière ; ils ne peuvent pas les bouger, alors ils tournent la tête, jusqu’à environ 270 degrés ! Leur ouïe est extraordinaire : leur visage en forme de disque dirige les sons vers les oreilles, et chez certaines espèces, une oreille est placée plus haut que l’autre, ce qui leur permet de repérer exactement d’où vient un bruit, même dans le noir complet. Enfin, leurs plumes ont des bords en forme de peigne qui étouffent le bruit du vol : la souris ne les entend pas arriver. Au fait, la différence entre un hibou et une chouette ? Le hibou a des aigrettes, des petites plumes sur la tête qui ressemblent à des oreilles.',
      '13_plus':
        'La vie nocturne de la plupart des chouettes et des hiboux leur ouvre une niche écologique : les petits mammifères dont ils se nourrissent sont eux-mêmes largement nocturnes, et les rapaces diurnes, comme les buses ou les faucons, exploitent les mêmes ressources le jour. Leurs adaptations sensorielles sont remarquables. Les yeux, tubulaires et très grands, ont une rétine riche en bâtonnets, sensibles à la faible lumière ; fixés dans leur orbite, ils sont compensés par un cou d’une grande mobilité, environ 270°, grâce notamment à 14 vertèbres cervicales et à des adaptations des vaisseaux sanguins. L’ouïe est le sens clé : le disque facial concentre les sons, et l’asymétrie verticale des oreilles chez des espèces comme la chouette effraie permet de localiser une proie à l’horizontale par la différence de temps d’arrivée du son entre les deux oreilles, et à la verticale par la différence d’intensité ; une effraie peut capturer une souris dans l’obscurité totale. Le vol silencieux repose sur trois particularités des plumes : un bord d’attaque dentelé qui fragmente les turbulences, un bord de fuite frangé et un duvet velouté qui amortit les frottements, une source d’inspiration pour concevoir des pales d’éoliennes et de ventilateurs plus silencieuses. Toutes ne sont pas nocturnes : la chevêche d’Athéna chasse souvent au crépuscule et en journée. En français, on appelle hiboux les espèces portant des aigrettes, comme le hibou moyen-duc, mais cette distinction n’a pas de valeur en classification.',
    },
  },
];
