import type { Topic } from '../topic.js';

/** What animals wear, eat and say, as children ask it (decision 0026, the fifth and sixth rounds read). */
export const animalQuestionTopics: Topic[] = [
  {
    id: 'snail-shell',
    title: 'Pourquoi les escargots ont une coquille ?',
    phrasings: [
      'pourquoi les escargots ont une coquille',
      'pk l escargot a une maison sur le dos',
      'à quoi sert la coquille de l escargot',
      'coquille d escargot',
      'est ce qu un escargot peut sortir de sa coquille',
      'pourquoi les limaces ont pas de coquille',
      'est ce que l escargot naît avec sa coquille',
    ],
    answers: {
      up_to_5:
        'La coquille, c’est la maison de l’escargot, et elle fait partie de son corps. Quand il a peur ou quand il fait trop sec, il rentre dedans pour se protéger. Il ne peut pas en sortir pour déménager !',
      '6_to_8':
        'L’escargot a un corps tout mou, qui risque de sécher au soleil et que les oiseaux aiment bien manger. Sa coquille le protège : quand il y a un danger ou quand il fait trop sec, il s’y cache tout entier. Elle n’est pas posée sur lui comme un sac à dos : il naît déjà avec une petite coquille toute fine, collée à son corps, qui grandit avec lui, tour après tour. L’escargot la fabrique lui-même avec du calcaire qu’il trouve dans ce qu’il mange. Il ne peut donc jamais en sortir. La limace est sa cousine sans coquille : elle se cache sous les pierres et les feuilles.',
      '9_to_12':
        'L’escargot est un mollusque, comme la moule ou la pieuvre. Son corps mou perd facilement son eau, et sa coquille est d’abord un abri contre la sécheresse et les prédateurs. Elle est fabriquée par un repli de sa peau, le manteau, qui dépose du calcaire et des protéines au bord de l’ouverture : la coquille s’agrandit en spirale à mesure que l’escargot grandit. Ses organes, comme le cœur et les poumons, sont à l’intérieur, c’est pourquoi il ne peut pas la quitter. Quand il fait trop sec ou trop froid, il s’y enferme et ferme l’entrée avec un voile de bave séchée, l’épiphragme, et peut attendre ainsi des semaines. Il a besoin de calcium pour la construire : c’est pour ça qu’on trouve plus d’escargots là où le sol est calcaire.',
      '13_plus':
        'Les escargots sont des gastéropodes, une classe de mollusques dont l’ancêtre possédait déjà une coquille. Celle-ci est sécrétée par le manteau, un repli de tégument qui dépose une matrice de protéines et des cristaux de carbonate de calcium (aragonite) au bord de l’ouverture, le péristome : la croissance se fait par accrétion, en spirale, ce qui laisse des stries de croissance. La masse viscérale, avec le cœur, le poumon et les glandes digestives, est logée dans la coquille et fixée à sa columelle par un muscle, ce qui rend la séparation impossible sans tuer l’animal. La coquille limite la déshydratation, principal danger pour un mollusque terrestre, et protège des prédateurs ; l’épiphragme permet l’estivation ou l’hibernation. Fabriquer une coquille coûte du calcium et de l’énergie : les limaces, issues de plusieurs lignées d’escargots, l’ont réduite ou perdue, ce qui leur permet de se glisser dans des fentes étroites et de vivre sur des sols pauvres en calcaire.',
    },
  },
  {
    id: 'animal-coats',
    title: 'Pourquoi les animaux ont des poils, des plumes ou des écailles ?',
    phrasings: [
      'pourquoi les animaux ont des poils',
      'pourquoi les oiseaux ont des plumes',
      'pourquoi les poissons ont des écailles',
      'pk les serpents ont des écailles',
      'pourquoi les animaux ont de la fourrure',
      'à quoi servent les plumes',
    ],
    answers: {
      up_to_5:
        'Chaque animal a un manteau qui le protège. Les poils et les plumes tiennent chaud, les écailles protègent comme une armure. Toi, quand il fait froid, tu mets un pull !',
      '6_to_8':
        'La peau des animaux est couverte d’un habit qui les aide à vivre là où ils sont. Les poils et la fourrure des mammifères, comme le chat ou l’ours, gardent la chaleur du corps. Les plumes des oiseaux tiennent chaud aussi, et celles des ailes leur permettent de voler. Les écailles des poissons et des serpents sont dures et lisses : elles protègent comme une armure et aident à glisser dans l’eau ou sur le sol. Certains ont aussi une carapace, comme la tortue, ou une coquille, comme l’escargot.',
      '9_to_12':
        'Le revêtement de la peau, poils, plumes ou écailles, dépend de la famille de l’animal et de sa façon de vivre. Les mammifères ont des poils, faits de kératine comme tes ongles : ils emprisonnent une couche d’air qui isole du froid, et leur couleur sert souvent de camouflage. Les oiseaux ont des plumes, aussi en kératine : le duvet tient chaud, les grandes plumes forment les ailes et la queue pour voler. Les reptiles, comme les lézards et les serpents, ont des écailles sèches qui limitent la perte d’eau et protègent des blessures. Celles des poissons sont des plaques fines et souples, couvertes de mucus, qui protègent sans gêner la nage. Les scientifiques ont découvert que plumes et écailles de reptiles sont de lointaines cousines : certains dinosaures avaient déjà des plumes.',
      '13_plus':
        'Les téguments des vertébrés sont des adaptations au milieu, issues d’une histoire commune. Poils, plumes et écailles des reptiles naissent de structures embryonnaires apparentées, les placodes, et sont formés de kératine ; les écailles des poissons osseux, elles, sont d’origine dermique et minéralisées. Chez les mammifères, le pelage assure l’isolation thermique en piégeant l’air, contribue au camouflage, à la communication (couleurs, poils hérissés) et au toucher (vibrisses). Les plumes, apparues chez des dinosaures théropodes avant le vol, ont d’abord servi à l’isolation et à la parade ; leur structure ramifiée, avec barbes et barbules accrochées, forme des surfaces portantes. Les écailles kératinisées des reptiles réduisent la perte d’eau, adaptation clé à la vie terrestre, et sont renouvelées par la mue. Chez les poissons, les écailles imbriquées et le mucus protègent des parasites et réduisent les frottements. D’autres solutions existent : carapaces des tortues, coquilles des mollusques, exosquelettes des insectes.',
    },
  },
  {
    id: 'tortoises-live-long',
    title: 'Pourquoi les tortues vivent si longtemps ?',
    phrasings: [
      'pourquoi les tortues vivent si longtemps',
      'pourquoi les tortues vivent vieilles',
      'pk les tortues vivent 100 ans',
      'pourquoi les tortues elles vivent super vieilles',
      'comment les tortues font pour vivre longtemps',
      'tortues vieilles',
    ],
    answers: {
      up_to_5:
        'Les tortues vivent tout doucement : elles bougent lentement et respirent lentement. En plus, leur carapace les protège bien. Certaines vivent plus de cent ans, plus longtemps que ton papi !',
      '6_to_8':
        'Les grandes tortues peuvent vivre plus de cent ans. Plusieurs raisons les aident. Elles vivent au ralenti : leur cœur bat lentement, elles mangent peu et peuvent dormir tout l’hiver. Leur carapace les protège si bien que peu d’animaux peuvent les manger une fois qu’elles sont grandes. Et leur corps se répare bien et s’use moins vite que le nôtre en vieillissant. La tortue géante Jonathan, qui vit sur l’île de Sainte-Hélène, aurait plus de 190 ans !',
      '9_to_12':
        'Les tortues, surtout les tortues géantes terrestres, comptent parmi les animaux qui vivent le plus longtemps : souvent plus de cent ans. Leur secret tient à plusieurs choses. Ce sont des animaux à sang froid : leur corps ne dépense pas d’énergie pour se chauffer, et tout fonctionne lentement, ce qui use moins les cellules. Leur carapace les met à l’abri des prédateurs, et quand un animal a peu de chances d’être mangé, l’évolution favorise un corps solide qui dure longtemps. Des chercheurs ont aussi montré que chez beaucoup de tortues, le risque de mourir augmente très peu avec l’âge : elles vieillissent à peine. La plus vieille connue, Jonathan, est née vers 1832.',
      '13_plus':
        'La longévité des tortues s’explique par plusieurs facteurs combinés. Leur métabolisme d’ectothermes est lent, et plusieurs espèces supportent de longues périodes de jeûne ou de faible activité (hibernation, estivation). La carapace réduit fortement la mortalité extérieure des adultes ; selon la théorie évolutive du vieillissement, lorsque les causes de mort extérieures sont rares, la sélection naturelle favorise l’investissement dans l’entretien et la réparation du corps plutôt que dans une reproduction précoce. Une étude de 2022 portant sur de nombreuses espèces de reptiles et d’amphibiens a montré que plusieurs tortues ont une sénescence très lente, voire négligeable : leur probabilité de mourir n’augmente presque pas avec l’âge. Des travaux génétiques sur les tortues géantes des Galápagos et des Seychelles ont aussi repéré des variantes de gènes liés à la réparation de l’ADN et à la suppression des tumeurs. La tortue des Seychelles Jonathan, estimée née vers 1832, est considérée comme le plus vieil animal terrestre vivant connu.',
    },
  },
  {
    id: 'cows-moo',
    title: 'Pourquoi les vaches font meuh ?',
    phrasings: [
      'pourquoi les vaches font meuh',
      'pourquoi les vaches meuglent',
      'pk la vache fait meuh',
      'pourquoi les animaux font des bruits',
      'pourquoi chaque animal a son cri',
      'cri des animaux',
    ],
    answers: {
      up_to_5:
        'Meuh, c’est la façon de parler des vaches ! Elles meuglent pour appeler leur veau, leurs copines ou le fermier. Chaque animal a son cri à lui.',
      '6_to_8':
        'Les animaux ne parlent pas avec des mots, mais ils se parlent avec des cris. La vache meugle pour appeler son veau, qui reconnaît la voix de sa maman, pour dire qu’elle a faim, qu’elle est seule ou qu’elle a mal. Chaque espèce a une gorge et une bouche différentes, alors chacune fait son propre bruit : le chien aboie, le mouton bêle, le cochon grogne. Et les mots qu’on utilise pour les imiter changent selon les pays : en anglais, la vache fait « moo » !',
      '9_to_12':
        'Les cris des animaux servent à communiquer : appeler un petit, garder le contact avec le troupeau, signaler un danger, réclamer à manger ou trouver un partenaire. Le son dépend de l’anatomie de chaque espèce : la taille du larynx, la longueur de la gorge et la forme de la bouche. La vache, grand animal au long cou, produit un son grave et puissant qui porte loin dans les prés. Des chercheurs ont montré que chaque vache a une voix reconnaissable, qu’elle change selon son émotion, et qu’une mère et son veau se reconnaissent à leurs meuglements. Les mots « meuh », « ouaf » ou « cocorico » sont des imitations humaines : chaque langue a les siennes.',
      '13_plus':
        'Chez les mammifères, les vocalisations sont produites par la vibration des cordes vocales du larynx, puis filtrées par le conduit vocal, dont la longueur et la forme déterminent le timbre. Les bovins émettent des appels graves, bouche ouverte ou fermée, dont la fréquence dépend de la taille de l’animal. Ces meuglements remplissent plusieurs fonctions : contact entre la mère et le veau, qui se reconnaissent individuellement à la voix, cohésion du troupeau, expression de la faim, de l’isolement, de la douleur ou de l’œstrus. Des études acoustiques ont montré que les vaches gardent une signature vocale individuelle dans différents contextes émotionnels, ce qui intéresse l’élevage pour surveiller le bien-être. Les onomatopées qui imitent ces cris varient d’une langue à l’autre, car chaque langue les adapte à ses propres sons : « meuh » en français, « moo » en anglais, « muh » en allemand.',
    },
  },
  {
    id: 'parrots-talk',
    title: 'Pourquoi les perroquets peuvent parler ?',
    phrasings: [
      'pourquoi les perroquets parlent',
      'pourquoi les perroquets peuvent parler et pas mon chien',
      'pk le perroquet répète ce qu on dit',
      'est ce que les perroquets comprennent ce qu ils disent',
      'perroquet qui parle',
      'comment un perroquet apprend à parler',
    ],
    answers: {
      up_to_5:
        'Les perroquets sont très forts pour imiter les bruits qu’ils entendent, même nos mots ! Ton chien, lui, n’a pas la bonne gorge pour ça. Le perroquet répète, mais il ne comprend pas tout ce qu’il dit.',
      '6_to_8':
        'Dans la nature, les perroquets vivent en groupe et apprennent les cris de leurs copains pour bien s’entendre avec eux. Chez nous, leurs copains, ce sont les humains : alors ils imitent nos mots. Ils ont une gorge spéciale, avec un petit organe qui fabrique plein de sons différents, et une langue épaisse qui bouge beaucoup. Le chien, lui, ne peut pas faire tous ces sons. Le plus souvent, le perroquet répète sans comprendre, mais certains apprennent à dire « bonjour » au bon moment !',
      '9_to_12':
        'Les perroquets font partie des rares animaux capables d’apprendre des sons nouveaux en les imitant, comme les humains, certains oiseaux chanteurs, les dauphins ou les éléphants. Dans la nature, ils s’en servent pour apprendre les cris de leur groupe. Ils ont pour cela des zones spéciales dans le cerveau, et un organe vocal, la syrinx, placé en bas de la trachée, qu’ils contrôlent très finement, avec une langue épaisse et mobile pour modeler les sons. Un chien a le cerveau et la gorge d’un animal qui n’apprend pas de nouveaux sons : il aboie comme tous les chiens. Le plus souvent, le perroquet imite sans comprendre, mais un perroquet gris célèbre, Alex, savait nommer des objets, des couleurs et compter jusqu’à six.',
      '13_plus':
        'La capacité des perroquets à « parler » relève de l’apprentissage vocal, rare dans le règne animal : elle n’existe que chez quelques groupes, dont les perroquets, les oiseaux chanteurs, les colibris, les cétacés, les chauves-souris, les éléphants et l’humain. Les perroquets possèdent un système de noyaux cérébraux dédié à l’apprentissage du chant, avec une structure supplémentaire en « coquille » découverte en 2015, qui pourrait expliquer leur talent d’imitation. Ils produisent les sons avec la syrinx, à la bifurcation des bronches, et les modulent avec une langue charnue et les mouvements du bec, un peu comme nous avec la bouche. Dans la nature, cette capacité sert à partager des appels propres au groupe. Les expériences d’Irene Pepperberg avec le perroquet gris Alex ont montré qu’un perroquet peut associer des mots à des catégories (couleur, forme, matière) et à des quantités. Les chiens, comme la plupart des mammifères, ont un répertoire vocal largement inné, mais comprennent souvent de nombreux mots.',
    },
  },
  {
    id: 'rabbits-eat-droppings',
    title: 'Pourquoi les lapins mangent leurs crottes ?',
    phrasings: [
      'pourquoi les lapins mangent leurs crottes',
      'pk le lapin mange son caca',
      'pourquoi mon lapin mange ses crottes',
      'lapin qui mange ses crottes',
      'est ce que c est normal que le lapin mange ses crottes',
      'pourquoi les animaux mangent leur caca',
    ],
    answers: {
      up_to_5:
        'Oui, c’est vrai, les lapins mangent certaines de leurs crottes ! Ce sont des petites crottes molles, pleines de bonnes choses. C’est normal pour eux, et ça les garde en bonne santé.',
      '6_to_8':
        'Le lapin mange de l’herbe et du foin, qui sont très durs à digérer. La première fois que la nourriture passe dans son ventre, il n’arrive pas à en tirer tout ce qui est bon. Alors il fait deux sortes de crottes : des rondes et sèches, qu’il laisse, et des molles et brillantes, souvent la nuit, qu’il mange directement. En les mangeant, la nourriture repasse dans son ventre et il récupère les vitamines qui restaient. C’est tout à fait normal, et c’est même indispensable pour lui !',
      '9_to_12':
        'Les lapins sont herbivores et leur nourriture contient beaucoup de fibres difficiles à digérer. Dans une grande poche de leur intestin, le cæcum, des milliards de bactéries font fermenter ces fibres et fabriquent des vitamines et des protéines. Mais cette poche est placée après la partie de l’intestin qui absorbe le mieux les aliments. Le lapin produit donc des crottes spéciales, les cæcotrophes, molles et enrobées de mucus, qu’il mange directement à la sortie, le plus souvent la nuit ou tôt le matin. Elles repassent dans l’estomac et l’intestin, qui absorbent alors leurs nutriments. Les crottes dures et rondes qu’on voit dans la litière, elles, sont les vrais déchets. Les lièvres, les cochons d’Inde et certains rongeurs font pareil.',
      '13_plus':
        'Ce comportement s’appelle la cæcotrophie. Les lagomorphes sont des fermenteurs postérieurs : la digestion microbienne des fibres (cellulose, hémicellulose) se déroule dans un cæcum volumineux situé après l’intestin grêle, principal lieu d’absorption. Le côlon du lapin trie le contenu : les grosses particules peu digestibles sont expulsées sous forme de crottes dures et sèches, tandis que les fines particules et les bactéries sont renvoyées vers le cæcum. Selon un rythme quotidien, le cæcum se vide et produit des cæcotrophes, riches en protéines bactériennes, en vitamines B et K et en acides gras, enrobés d’un mucus qui les protège de l’acidité de l’estomac. Le lapin les ingère directement à l’anus, ce qui lui permet d’absorber ces nutriments lors d’un second passage. Empêcher la cæcotrophie provoque des carences. Le cochon d’Inde et d’autres rongeurs pratiquent une coprophagie comparable, et une alimentation pauvre en fibres, trop riche en granulés, peut dérégler ce système chez le lapin domestique.',
    },
  },
  {
    id: 'flies-rub-legs',
    title: 'Pourquoi les mouches se frottent les pattes ?',
    phrasings: [
      'pourquoi les mouches se frottent les pattes',
      'pk la mouche se frotte les mains',
      'pourquoi les mouches se lavent',
      'mouche qui se frotte les pattes',
      'pourquoi les mouches se posent sur la nourriture',
      'comment les mouches goûtent',
    ],
    answers: {
      up_to_5:
        'Quand une mouche se frotte les pattes, elle fait sa toilette ! Ses pattes l’aident à sentir et à goûter, alors elle les garde bien propres.',
      '6_to_8':
        'La mouche ne se frotte pas les pattes parce qu’elle a froid ni parce qu’elle prépare un mauvais coup : elle se nettoie. Ses pattes sont couvertes de petits poils qui servent à sentir et même à goûter ce sur quoi elle marche, et des coussinets collants l’aident à marcher au plafond. Quand ils sont pleins de poussière, ils marchent moins bien. Alors la mouche les frotte l’une contre l’autre, et frotte aussi sa tête et ses ailes. C’est aussi pour ça qu’il vaut mieux couvrir la nourriture : ses pattes transportent des microbes.',
      '9_to_12':
        'Les mouches passent beaucoup de temps à faire leur toilette, et se frotter les pattes en fait partie. Leurs pattes portent des organes du goût : en se posant sur un aliment, la mouche sait tout de suite si c’est sucré et bon à manger. Elles ont aussi des coussinets couverts de poils et d’un liquide collant qui leur permettent de marcher sur une vitre ou au plafond. La poussière, le pollen ou la nourriture qui s’y accrochent gênent ces capteurs et ces ventouses. En frottant ses pattes l’une contre l’autre, puis sur sa tête, ses yeux et ses ailes, la mouche nettoie ses outils pour bien sentir et bien voler. Comme elle se pose aussi sur des déchets, ses pattes peuvent transporter des microbes jusqu’à notre assiette.',
      '13_plus':
        'Le frottement des pattes fait partie du comportement de toilettage, très développé chez les diptères. Les tarses de la mouche portent des sensilles gustatives qui détectent sucres, sels et substances amères au contact : la mouche « goûte » en marchant, avant de déployer sa trompe. Les pulvilles, coussinets situés au bout des pattes, sont couverts de soies qui sécrètent un film adhésif permettant l’adhérence sur des surfaces lisses. Particules de poussière et de pollen réduisent l’adhérence et la sensibilité des récepteurs ; le toilettage les élimine selon une séquence assez stéréotypée, des pattes avant vers la tête, puis des pattes arrière vers l’abdomen et les ailes. Des recherches sur la drosophile ont montré que cette séquence est organisée par des circuits nerveux qui donnent la priorité au nettoyage des parties les plus sales. Parce qu’elle fréquente matières organiques et déchets, la mouche domestique peut transporter mécaniquement des bactéries pathogènes, d’où l’intérêt de protéger les aliments.',
    },
  },
  {
    id: 'do-insects-sleep',
    title: 'Est-ce que les insectes et les araignées dorment ?',
    phrasings: [
      'est ce que les araignées dorment',
      'est ce que les insectes dorment',
      'les fourmis dorment elles',
      'pk les araignées dorment pas',
      'est ce que les mouches dorment',
      'les abeilles dorment',
    ],
    answers: {
      up_to_5:
        'Oui, les petites bêtes se reposent aussi ! Elles restent immobiles un long moment, cachées, sans fermer les yeux parce qu’elles n’ont pas de paupières. C’est leur façon de dormir.',
      '6_to_8':
        'Les insectes et les araignées n’ont pas de paupières, alors on ne les voit jamais fermer les yeux. Mais ils ont bien des moments de repos : ils restent immobiles, se réveillent moins facilement, et s’ils n’ont pas pu se reposer, ils sont moins efficaces ensuite. Les abeilles dorment la nuit dans la ruche, certaines en se tenant aux autres par les mandibules. Des araignées sauteuses ont même des petits mouvements des pattes pendant leur repos, comme si elles rêvaient !',
      '9_to_12':
        'Les scientifiques disent qu’un animal dort quand il reste immobile longtemps, dans une position particulière, qu’il réagit moins à ce qui l’entoure, et qu’il a besoin de rattraper son sommeil quand on l’en prive. Avec ces critères, on a montré que les mouches, les abeilles, les cafards et d’autres insectes dorment. Les abeilles privées de sommeil dansent de façon moins précise pour indiquer les fleurs à leurs sœurs. Chez les araignées, c’est plus difficile à étudier, mais on a observé qu’elles ont des périodes de repos régulières, et qu’une araignée sauteuse remue les pattes et les yeux de l’intérieur pendant la nuit, un peu comme notre sommeil des rêves. Comme elles n’ont pas de paupières, elles dorment les yeux ouverts.',
      '13_plus':
        'En biologie, le sommeil se définit par des critères comportementaux : immobilité prolongée, posture typique, seuil de réveil élevé, réversibilité rapide, et régulation homéostatique, c’est-à-dire un rebond de sommeil après privation. La drosophile remplit tous ces critères et est devenue un modèle majeur de la recherche sur le sommeil : les gènes de l’horloge circadienne et plusieurs mécanismes de régulation y ont été découverts, ce qui a valu le prix Nobel de médecine 2017 à trois chercheurs. Chez l’abeille, la privation de sommeil dégrade la précision de la danse frétillante et l’apprentissage. Les arachnides ont été moins étudiés ; en 2022, une étude sur une araignée sauteuse a décrit, lors de son repos nocturne, des épisodes de mouvements de la rétine et de secousses des pattes évoquant le sommeil paradoxal des vertébrés, ce qui pose la question d’une fonction ancienne et très partagée du sommeil. Faute de paupières, les arthropodes gardent les yeux ouverts.',
    },
  },
  {
    id: 'swallowed-spiders',
    title: 'Est-ce qu’on avale des araignées en dormant ?',
    phrasings: [
      'c’est vrai qu’on avale des araignées quand on dort',
      'est ce qu’on mange des araignées en dormant',
      'on avale combien d’araignées en dormant',
      'une araignée peut rentrer dans ma bouche la nuit',
      'avaler une araignée en dormant',
    ],
    answers: {
      up_to_5:
        'Non, c’est une histoire inventée ! Une araignée n’a pas du tout envie de s’approcher de toi quand tu dors : pour elle, tu es un géant qui respire fort. Tu peux dormir tranquille.',
      '6_to_8':
        'Non, c’est une légende qui circule depuis longtemps, mais elle est fausse. Pour une araignée, une personne endormie est un énorme géant : son souffle, les battements de son cœur et ses petits mouvements font vibrer le lit, et les araignées sentent très bien ces vibrations, qui leur font peur. Elles préfèrent rester dans un coin calme, où elles peuvent attraper des insectes. Les spécialistes des araignées disent qu’il est presque impossible qu’une araignée entre dans la bouche de quelqu’un qui dort. Tu peux dormir tranquille !',
      '9_to_12':
        'C’est une légende urbaine : on entend souvent qu’on avalerait plusieurs araignées par an en dormant, mais aucune étude ne l’a jamais montré. Les araignées perçoivent très bien les vibrations grâce à de petits poils et à des capteurs sur leurs pattes. Une personne endormie respire, son cœur bat, elle ronfle parfois et bouge : pour une araignée, c’est un énorme danger, qu’elle évite. Elles n’ont d’ailleurs aucune raison d’aller vers une bouche : elles cherchent des insectes à manger et des coins tranquilles pour tisser. Les arachnologues, les scientifiques qui étudient les araignées, jugent ce scénario presque impossible. Le chiffre, lui, a fait le tour d’Internet sans que personne ne vérifie d’où il venait.',
      '13_plus':
        'L’idée qu’un dormeur avalerait en moyenne plusieurs araignées par an est une légende urbaine sans fondement. Aucune étude ne l’a jamais établie, et l’origine souvent attribuée à un article de 1993 sur la crédulité des internautes est elle-même douteuse : la rumeur s’est surtout propagée par sa reprise, sans vérification. Biologiquement, le scénario est très improbable. Les araignées sont très sensibles aux vibrations, qu’elles perçoivent par des organes sensoriels situés sur leurs pattes (les trichobothries et les organes lyriformes) ; la respiration, le rythme cardiaque, les ronflements et les mouvements d’un dormeur sont pour elles les signaux d’un grand animal potentiellement dangereux. Elles n’ont pas non plus d’intérêt à pénétrer dans une bouche humide et chaude, qui n’offre ni proies ni abri. Les arachnologues considèrent donc l’événement comme exceptionnel, s’il se produit jamais. Cette légende illustre bien comment un « fait » chiffré et surprenant se diffuse plus vite que sa vérification.',
    },
  },
  {
    id: 'crocodile-alligator',
    title: 'Quelle est la différence entre un crocodile et un alligator ?',
    phrasings: [
      'différence entre un crocodile et un alligator',
      'c est quoi la différence entre crocodile et alligator',
      'crocodile ou alligator',
      'pk c est pas pareil un alligator et un crocodile',
      'alligator',
      'c est quoi un caïman',
    ],
    answers: {
      up_to_5:
        'Ce sont des cousins qui se ressemblent beaucoup ! Le crocodile a un museau pointu, l’alligator un museau plus large et arrondi, comme un U. Quand le crocodile ferme la bouche, on voit encore ses dents d’en bas.',
      '6_to_8':
        'Les crocodiles et les alligators sont deux familles de grands reptiles cousins. Pour les reconnaître, regarde leur tête : l’alligator a un museau large et arrondi en forme de U, le crocodile un museau plus fin et pointu en forme de V. Quand le crocodile a la bouche fermée, une grosse dent d’en bas dépasse sur le côté, comme un sourire plein de dents ; chez l’alligator, elle est cachée. Les alligators vivent surtout aux États-Unis et en Chine, dans l’eau douce ; les crocodiles dans beaucoup de pays chauds, et certains vont même dans la mer.',
      '9_to_12':
        'Crocodiles, alligators, caïmans et gavials forment le groupe des crocodiliens, des reptiles apparus il y a plus de 200 millions d’années. Crocodiles et alligators sont deux familles distinctes. L’alligator a un museau large en U, et sa mâchoire du haut, plus large, recouvre les dents du bas quand il ferme la bouche. Le crocodile a un museau plus étroit en V, et la quatrième dent de sa mâchoire du bas reste visible bouche fermée. Les crocodiles ont des glandes sur la langue qui rejettent le sel, ce qui leur permet de vivre en eau salée : le crocodile marin va d’île en île dans le Pacifique. Les alligators, eux, vivent en eau douce, dans le sud-est des États-Unis et en Chine. Les caïmans, d’Amérique du Sud, sont des cousins des alligators.',
      '13_plus':
        'Les crocodiliens actuels se répartissent en trois familles : les Crocodylidae (crocodiles vrais), les Alligatoridae (alligators et caïmans) et les Gavialidae (gavials). Leurs lignées se sont séparées il y a plus de 80 millions d’années. Les différences les plus visibles concernent le crâne : museau large en U et mâchoire supérieure qui recouvre les dents inférieures chez les alligatoridés ; museau plus étroit en V et mâchoires de même largeur chez les crocodiles, laissant voir la quatrième dent mandibulaire dans une encoche. Les crocodiles possèdent des glandes à sel linguales fonctionnelles et des récepteurs sensoriels répartis sur tout le corps, alors que ceux des alligators sont concentrés autour des mâchoires. Il n’existe que deux espèces d’alligators, l’alligator d’Amérique et l’alligator de Chine, ce dernier en danger critique ; le crocodile marin, le plus grand reptile vivant, peut dépasser six mètres. Tous ont un cœur à quatre cavités et sont plus proches parents des oiseaux que des lézards.',
    },
  },
  {
    id: 'wild-animals-as-pets',
    title: 'Pourquoi on ne peut pas avoir un lion comme animal de compagnie ?',
    phrasings: [
      'pourquoi on peut pas avoir un lion comme animal de compagnie',
      'est ce que je peux avoir un tigre à la maison',
      'pk on a pas le droit d avoir un animal sauvage',
      'animal sauvage à la maison',
      'pourquoi on peut pas avoir un singe chez soi',
      'c est quoi un animal domestique',
    ],
    answers: {
      up_to_5:
        'Un lion est un animal sauvage : même petit et mignon, il grandit et devient très fort et dangereux. Il a besoin de grands espaces et de vivre avec d’autres lions. Les chats et les chiens, eux, aiment vivre avec nous.',
      '6_to_8':
        'Les chiens, les chats ou les lapins sont des animaux domestiques : depuis très longtemps, ils vivent avec les humains et sont habitués à nous. Le lion, lui, est un animal sauvage. Même élevé par des humains, il garde ses instincts de chasseur : un simple jeu avec ses griffes et ses dents peut blesser gravement. Il lui faut aussi beaucoup de viande, un très grand territoire et la compagnie des autres lions. C’est pour protéger les gens et les animaux que la loi l’interdit. On peut les admirer dans la nature ou dans les parcs.',
      '9_to_12':
        'Un animal domestique, comme le chien, le chat ou la vache, descend d’animaux que les humains ont élevés pendant des milliers d’années en gardant les plus calmes : leur caractère et même leur corps ont changé. Un lion, un tigre ou un singe restent sauvages, même nés en captivité. Adultes, ils sont beaucoup plus forts que nous, imprévisibles, et peuvent attaquer par peur ou par jeu. Ils ont des besoins qu’une maison ne peut pas satisfaire : un lion dort beaucoup mais parcourt des kilomètres, mange plusieurs kilos de viande par jour et vit en groupe. En France, détenir un animal sauvage dangereux demande des autorisations spéciales, réservées aux professionnels, et le commerce des espèces menacées est interdit dans le monde entier. Enfin, capturer des animaux sauvages pour les vendre fait du tort aux espèces dans la nature.',
      '13_plus':
        'La distinction entre animaux domestiques et sauvages est biologique et juridique. La domestication est un processus de sélection sur de nombreuses générations, qui modifie le comportement (moindre peur de l’humain, moindre agressivité), la reproduction et parfois l’apparence : le chien descend de loups domestiqués il y a plus de 15 000 ans. Un fauve né en captivité n’est pas domestiqué : il conserve ses comportements de prédateur, sa force et des besoins spatiaux, sociaux et alimentaires impossibles à satisfaire chez un particulier, ce qui entraîne souffrance animale et accidents graves. En France, le code de l’environnement soumet la détention d’animaux non domestiques à un certificat de capacité et à une autorisation préfectorale, et interdit la plupart des espèces dangereuses aux particuliers ; la convention de Washington (CITES) encadre le commerce international des espèces menacées. Le trafic d’animaux sauvages est l’un des plus lucratifs au monde et contribue au déclin de nombreuses espèces, ainsi qu’au risque de transmission de maladies.',
    },
  },
  {
    id: 'zoo-why',
    title: 'Pourquoi les animaux sont enfermés au zoo ?',
    phrasings: [
      'pourquoi les animaux au zoo sont enfermés',
      'pourquoi il y a des zoos',
      'pk on met les animaux dans des cages',
      'zoo',
      'est ce que les animaux sont tristes au zoo',
      'à quoi ça sert un zoo',
    ],
    answers: {
      up_to_5:
        'Au zoo, il y a des enclos pour que les animaux ne se perdent pas et que personne ne soit blessé. Les soigneurs leur donnent à manger et les soignent. Le zoo aide aussi à protéger des animaux qui deviennent rares.',
      '6_to_8':
        'Les animaux du zoo sont dans des enclos pour deux raisons : pour leur sécurité et pour la nôtre. Un tigre ou un ours en liberté au milieu des visiteurs, ce serait dangereux, et les animaux pourraient se perdre dans la ville. Les zoos permettent de voir de près des animaux du monde entier et d’apprendre à les aimer. Les bons zoos font aussi naître des bébés d’animaux en danger, pour que leur espèce ne disparaisse pas. Mais un enclos reste plus petit que la nature : c’est pour ça que les zoos essaient de faire de grands espaces qui ressemblent à leur pays.',
      '9_to_12':
        'Les zoos modernes ont plusieurs missions : faire découvrir les animaux au public, participer à la recherche, et surtout protéger les espèces menacées. Ils échangent des animaux entre eux pour faire naître des petits sans consanguinité, et certains ont aidé à sauver des espèces disparues de la nature, comme le cheval de Przewalski ou l’oryx d’Arabie, puis à les y relâcher. Les enclos servent à la sécurité des visiteurs et des animaux, qui sont souvent nés en captivité et ne sauraient pas survivre seuls. Les zoos font aussi débat : certains animaux, comme les éléphants ou les orques, supportent mal la captivité. C’est pourquoi les règles se sont durcies, les cages ont laissé place à de grands enclos, et les animaux de cirque sauvages sont peu à peu interdits en France.',
      '13_plus':
        'Les parcs zoologiques ont profondément changé depuis les ménageries du dix-neuvième siècle. En Europe, une directive de 1999 leur impose des missions de conservation, de recherche et d’éducation, ainsi que des conditions de détention adaptées aux besoins des espèces. Les zoos membres de l’association européenne coordonnent des programmes d’élevage qui gèrent la génétique des populations captives d’espèces menacées ; plusieurs réintroductions en sont issues, comme celles du cheval de Przewalski, du gypaète barbu dans les Alpes ou de l’oryx d’Arabie. Les enclos répondent à des impératifs de sécurité et de bien-être : enrichissement du milieu, groupes sociaux, espaces de retrait. Le débat éthique reste vif : des travaux montrent que les grands carnivores très mobiles et les cétacés souffrent davantage de la captivité, et la France a voté en 2021 une loi qui interdit progressivement les animaux sauvages dans les cirques itinérants et les delphinariums. La meilleure protection des espèces reste celle de leurs habitats naturels.',
    },
  },
  {
    id: 'dinosaurs-so-big',
    title: 'Comment les dinosaures pouvaient être aussi grands ?',
    phrasings: [
      'comment les dinosaures pouvaient être aussi grands',
      'pourquoi les dinosaures étaient si grands',
      'pk les dinosaures étaient géants',
      'c était quoi le plus grand dinosaure',
      'pourquoi les dinosaures sont énormes',
      'dinosaures géants',
    ],
    answers: {
      up_to_5:
        'Certains dinosaures étaient immenses, plus hauts qu’une maison ! Ils mangeaient des plantes toute la journée et grandissaient très vite. Mais beaucoup d’autres étaient petits comme une poule.',
      '6_to_8':
        'Les plus grands dinosaures, comme le brachiosaure ou l’argentinosaure, mangeaient des plantes. Ils avaient un très long cou pour attraper les feuilles sans bouger, et passaient leur journée à manger. Ils grandissaient très vite quand ils étaient jeunes. Leurs os avaient des trous remplis d’air, un peu comme ceux des oiseaux, ce qui les rendait plus légers. Être géant les protégeait aussi des prédateurs. Mais tous les dinosaures n’étaient pas grands : certains faisaient la taille d’un pigeon !',
      '9_to_12':
        'Les sauropodes, ces dinosaures à long cou, sont les plus grands animaux qui aient marché sur la Terre : certains dépassaient 30 mètres et pesaient plus de 50 tonnes. Plusieurs particularités l’ont permis. Leur long cou leur permettait de brouter une grande surface sans déplacer leur énorme corps. Ils avalaient les feuilles sans les mâcher, ce qui permettait d’avoir une petite tête légère au bout du cou. Comme les oiseaux, leurs descendants, ils avaient des sacs d’air reliés aux poumons, qui allégeaient les os et amélioraient la respiration. Ils pondaient des œufs et grandissaient très vite, ce qui réduisait la période où les petits étaient vulnérables. Être énorme protégeait enfin des grands carnivores, comme le tyrannosaure, qui pesait environ huit tonnes.',
      '13_plus':
        'Le gigantisme des sauropodes, dont certains, comme Argentinosaurus, sont estimés à plus de 30 mètres et 50 à 70 tonnes, s’explique par une combinaison de traits. La tête petite et sans mastication, les aliments étant digérés par fermentation dans un vaste tube digestif, rendait possible un cou très long, qui permettait de couvrir une grande surface de végétation avec peu de déplacements. Un système respiratoire aviaire, avec sacs aériens pneumatisant les vertèbres, allégeait le squelette, améliorait l’apport d’oxygène et aidait à évacuer la chaleur. La ponte de nombreux petits œufs et une croissance très rapide, visible dans la structure des os, permettaient aux populations de se renouveler sans les contraintes d’une longue gestation. Le débat sur le rôle du climat ou d’un taux d’oxygène plus élevé reste ouvert, les preuves étant faibles. Le gigantisme offrait aussi une protection contre les prédateurs et une meilleure efficacité digestive. Tous les dinosaures n’étaient pas géants, et les oiseaux actuels sont des dinosaures.',
    },
  },
  {
    id: 'penguins-cold-feet',
    title: 'Est-ce que les pingouins ont froid aux pieds sur la glace ?',
    phrasings: [
      'est ce que les pingouins ont froid aux pieds sur la glace',
      'les pingouins ils ont pas froid aux pieds',
      'pk les manchots ont pas froid',
      'comment les manchots se tiennent chaud',
      'pourquoi les pingouins gèlent pas',
      'manchots froid',
    ],
    answers: {
      up_to_5:
        'Non, les manchots n’ont presque pas froid aux pieds ! Leurs pattes sont faites pour la glace, et ils ont une grosse couche de graisse et des plumes bien serrées. Et quand il fait très froid, ils se serrent tous les uns contre les autres.',
      '6_to_8':
        'Les manchots, qu’on appelle souvent pingouins, vivent sur la glace de l’Antarctique sans avoir froid aux pieds. Leurs pattes ont très peu de chair : surtout des os et des tendons, qui ne craignent pas le froid. Le sang chaud qui descend vers les pieds réchauffe le sang froid qui remonte, et les pieds restent justes assez chauds pour ne pas geler, sans perdre trop de chaleur. Ils ont aussi une épaisse couche de graisse et des plumes très serrées. Parfois, ils se posent sur leurs talons et leur queue pour toucher moins la glace, et ils se serrent en gros groupes pour se tenir chaud.',
      '9_to_12':
        'Les manchots sont très bien équipés contre le froid. Leurs pieds restent à quelques degrés seulement, juste au-dessus du gel : ils perdent ainsi très peu de chaleur. C’est possible grâce à un échangeur de chaleur : dans les pattes, les artères qui descendent avec le sang chaud touchent les veines qui remontent avec le sang froid, si bien que la chaleur repasse vers le corps au lieu de se perdre dans la glace. Les manchots peuvent aussi régler le débit de sang dans leurs pieds. Leur corps est protégé par une couche de graisse et par des plumes courtes et très serrées, imperméables, avec du duvet dessous. En hiver, les manchots empereurs se serrent par milliers en tortue, en changeant de place à tour de rôle pour que chacun passe un moment au chaud au centre. Au fait, les vrais pingouins vivent au nord, dans l’Arctique, et savent voler !',
      '13_plus':
        'Les manchots limitent les pertes de chaleur par les pieds grâce à un système d’échange à contre-courant : dans les pattes, les artères et les veines forment un réseau de vaisseaux accolés (rete mirabile) où le sang artériel chaud cède sa chaleur au sang veineux froid qui remonte. Le sang arrive ainsi refroidi aux pieds, maintenus à une température de l’ordre de 1 à 2 °C au-dessus du gel, ce qui réduit fortement le gradient thermique avec la glace. Des sphincters artériels ajustent en plus le débit sanguin. Les tissus des pieds, pauvres en muscles et riches en tendons, tolèrent ces basses températures. Le reste du corps est isolé par une couche de graisse sous-cutanée et un plumage dense, aux plumes courtes et imbriquées, qui piège une couche d’air. Les manchots empereurs réduisent encore leurs pertes en se regroupant en « tortues » de milliers d’individus, qui se déplacent lentement et permettent à chacun de passer par le centre, où la température peut dépasser 20 °C. En français, « pingouin » désigne en principe le petit pingouin de l’Atlantique nord, qui vole, et non les manchots de l’hémisphère Sud.',
    },
  },
  {
    id: 'butterfly-wing-powder',
    title: 'Pourquoi il y a de la poudre sur les ailes des papillons ?',
    phrasings: [
      'pourquoi y a de la poudre sur les ailes des papillons',
      'pk les papillons laissent de la poussière sur les doigts',
      'est ce qu on peut toucher les ailes d un papillon',
      'ailes de papillon',
      'pourquoi les papillons ont des ailes colorées',
      'c est quoi la poudre des papillons',
    ],
    answers: {
      up_to_5:
        'La poudre sur les ailes du papillon, ce sont des milliers de toutes petites écailles, comme des tuiles de couleur. Elles font ses jolies couleurs. Si on les touche, elles tombent, alors on regarde les papillons sans les toucher !',
      '6_to_8':
        'La « poudre » que tu vois sur tes doigts quand tu touches un papillon n’est pas de la poussière : ce sont de minuscules écailles. Les ailes du papillon en sont couvertes, rangées comme les tuiles d’un toit, et ce sont elles qui font ses couleurs et ses dessins. Elles protègent aussi les ailes de l’eau et aident le papillon à se réchauffer au soleil. Quand on le touche, des écailles se détachent, et elles ne repoussent jamais. Alors le mieux, c’est de l’admirer sans le toucher.',
      '9_to_12':
        'Les papillons appartiennent à un groupe d’insectes appelé les lépidoptères, ce qui veut dire « ailes à écailles ». Leurs ailes sont des membranes transparentes, couvertes de dizaines de milliers d’écailles minuscules, disposées comme des tuiles. Certaines contiennent des pigments colorés ; d’autres ont une structure si fine qu’elles renvoient la lumière comme une bulle de savon, ce qui donne les bleus brillants du morpho. Ces écailles servent à plusieurs choses : dessins pour se camoufler ou effrayer les oiseaux avec de faux yeux, reconnaissance entre papillons, protection contre l’eau, réglage de la température. Quand on touche un papillon, les écailles se détachent et restent collées aux doigts : elles ne repoussent pas, et une aile trop abîmée peut gêner son vol.',
      '13_plus':
        'Le nom de l’ordre des lépidoptères vient du grec lepis, écaille, et pteron, aile. Les ailes sont des membranes chitineuses soutenues par des nervures et couvertes d’écailles, des soies aplaties qui se chevauchent, fixées chacune par un petit pédoncule dans une alvéole de la membrane. Leurs couleurs sont soit pigmentaires (mélanines, ptérines), soit structurales : chez les morphos, des nervures microscopiques organisées en couches produisent des interférences qui renvoient sélectivement le bleu. Les motifs remplissent des fonctions de camouflage, d’avertissement, d’intimidation (ocelles) et de reconnaissance sexuelle ; chez certaines espèces, des écailles spécialisées diffusent des phéromones. Les écailles rendent aussi l’aile hydrophobe, contribuent à la thermorégulation et permettraient d’échapper aux toiles d’araignée en s’en détachant. Elles ne se régénèrent pas chez l’adulte. Une manipulation ponctuelle n’empêche généralement pas le vol, mais les ailes fragilisées s’usent plus vite : mieux vaut observer les papillons sans les capturer.',
    },
  },
  {
    id: 'dinosaur-colours',
    title: 'Comment on sait de quelle couleur étaient les dinosaures ?',
    phrasings: [
      'comment on sait de quelle couleur étaient les dinosaures',
      'de quelle couleur étaient les dinosaures',
      'pk les dinosaures sont verts dans les livres',
      'couleur des dinosaures',
      'comment on sait à quoi ressemblaient les dinosaures',
      'est ce que les dinosaures avaient des plumes',
    ],
    answers: {
      up_to_5:
        'Personne n’a vu de dinosaures vivants, alors pour leurs couleurs, on devine beaucoup ! Mais parfois, on a trouvé des plumes ou de la peau de dinosaure devenues des pierres, et les savants y ont découvert des traces de couleur.',
      '6_to_8':
        'Les dinosaures ont disparu bien avant les humains, alors personne ne les a jamais vus. Ce qu’on connaît surtout, ce sont leurs os devenus des fossiles, et les os n’ont pas de couleur. Pendant longtemps, les dessinateurs ont donc imaginé leurs couleurs, souvent en vert ou en marron, comme les lézards. Mais depuis quelques années, les savants ont trouvé des fossiles de plumes et de peau si bien conservés qu’on y voit, au microscope, les petits grains qui faisaient la couleur. Ils ont ainsi découvert des dinosaures à plumes noires et blanches, ou avec une queue rayée roux et blanc !',
      '9_to_12':
        'Pour la plupart des dinosaures, on ne connaît pas la couleur : les fossiles conservent les os, pas la peau. Mais dans certains sites exceptionnels, en Chine notamment, des plumes et des morceaux de peau ont été fossilisés. Au microscope électronique, les chercheurs y ont repéré les mélanosomes, de minuscules sacs de pigment. Leur forme indique la couleur : allongés pour le noir et le gris, ronds pour le roux. Grâce à eux, on sait que le petit Sinosauroptéryx avait une queue rayée roux et blanc, ventre clair et dos foncé, et que l’Anchiornis était noir et blanc avec une crête rousse. Ces découvertes ont aussi montré que beaucoup de dinosaures avaient des plumes, ce qui confirme qu’ils sont les ancêtres des oiseaux. Pour les autres, les artistes s’inspirent des animaux actuels.',
      '13_plus':
        'La couleur des dinosaures est restée longtemps inaccessible, la fossilisation ne conservant en général que les tissus minéralisés. Depuis 2010, la paléontologie a montré qu’elle peut parfois être reconstituée. Dans les gisements à conservation exceptionnelle, comme ceux du Liaoning, en Chine, des plumes et de la peau laissent des empreintes carbonées où subsistent des mélanosomes, organites contenant la mélanine. Leur morphologie, mesurée au microscope électronique et comparée à celle des oiseaux actuels, permet d’inférer la teinte : mélanosomes allongés de l’eumélanine (noir, gris), sphériques de la phéomélanine (roux, brun), disposés en couches pour les reflets irisés. On a ainsi décrit la queue annelée de Sinosauropteryx, le plumage noir, blanc et roux d’Anchiornis ou les reflets irisés de Microraptor, ainsi qu’un contre-ombrage chez des dinosaures non aviens comme Psittacosaurus ou le nodosaure Borealopelta, indice de camouflage et donc de prédation. Les méthodes chimiques complètent ces analyses, mais les pigments non mélaniques, comme les caroténoïdes, se conservent mal : les reconstitutions restent partielles et débattues.',
    },
  },
  {
    id: 'cats-lick',
    title: 'Pourquoi le chat me lèche la main ?',
    phrasings: [
      'pourquoi le chat il me lèche la main',
      'pk mon chat me lèche',
      'pourquoi les chats se lèchent',
      'pourquoi la langue du chat gratte',
      'chat qui lèche',
      'pourquoi le chien me lèche',
    ],
    answers: {
      up_to_5:
        'Quand ton chat te lèche, c’est souvent un câlin : il fait ta toilette comme il le ferait à un copain chat ! Sa langue gratte un peu parce qu’elle est couverte de petits crochets. C’est sa façon de dire qu’il t’aime bien.',
      '6_to_8':
        'Les chats passent beaucoup de temps à se laver avec leur langue. Quand ils s’aiment bien, ils se lèchent aussi entre eux, surtout la tête et le cou : c’est une façon de dire « tu fais partie de ma famille ». Alors quand ton chat te lèche la main, il te traite comme un ami chat ! Parfois, il aime aussi le goût salé de ta peau. Sa langue râpe parce qu’elle est couverte de petits crochets, qui servent de peigne pour ses poils. Le chien, lui, lèche aussi pour dire bonjour et montrer qu’il t’aime.',
      '9_to_12':
        'Chez les chats, le léchage a deux rôles. D’abord, la toilette : un chat peut passer jusqu’au tiers de son temps éveillé à se laver. Sa langue est couverte de centaines de petites papilles creuses en forme de crochets, qui démêlent le poil et y déposent de la salive, ce qui le nettoie et le rafraîchit. Ensuite, le lien social : les chats qui vivent ensemble et s’entendent bien se lèchent mutuellement, surtout là où l’autre ne peut pas se laver seul. C’est ce qu’on appelle le toilettage social, qui renforce l’amitié et mélange les odeurs du groupe. Quand ton chat te lèche, il te montre donc de l’attachement, il te marque de son odeur, ou il apprécie le sel de ta peau. S’il mordille en même temps, c’est qu’il veut peut-être que tu arrêtes les caresses !',
      '13_plus':
        'Le léchage du chat relève de l’auto-toilettage et de l’allotoilettage. La langue porte des papilles filiformes cornées, orientées vers l’arrière, creuses à leur extrémité : une étude de 2018 a montré qu’elles captent la salive par capillarité et la déposent jusqu’à la peau, ce qui nettoie le pelage, élimine les parasites et contribue à la thermorégulation par évaporation. Entre congénères affiliés, l’allotoilettage, surtout dirigé vers la tête et le cou, renforce les liens sociaux et participe à la construction d’une odeur de groupe ; il est souvent exprimé par les individus dominants envers les autres. Dirigé vers un humain, il est interprété comme un comportement d’affiliation, mais aussi comme un marquage olfactif ou une attirance pour le sel et les odeurs de la peau. Un léchage excessif, de soi-même ou d’objets, peut signaler du stress ou un problème de santé. Chez le chien, le léchage du visage dérive d’un comportement des chiots envers leur mère et sert de salutation et d’apaisement.',
    },
  },
  {
    id: 'whales-eat',
    title: 'Qu’est-ce que mangent les baleines ?',
    phrasings: [
      'qu est ce que mangent les baleines',
      'koi mange une baleine',
      'pk les baleines ont pas de dents',
      'c est quoi le krill',
      'comment mange une baleine',
      'baleine nourriture',
    ],
    answers: {
      up_to_5:
        'La baleine est énorme, mais elle mange de toutes petites bêtes ! Elle avale une grande gorgée d’eau pleine de minuscules crevettes, puis elle filtre l’eau. Elle en mange des montagnes chaque jour.',
      '6_to_8':
        'Beaucoup de grandes baleines, comme la baleine bleue, n’ont pas de dents. À la place, elles ont dans la bouche de longues lames souples, les fanons, comme un gros peigne. Elles avalent une énorme gorgée d’eau pleine de krill, de petites crevettes, et de petits poissons, puis elles rejettent l’eau à travers les fanons : la nourriture reste coincée dedans, et hop, elles l’avalent ! Une baleine bleue peut manger plusieurs tonnes de krill par jour. D’autres baleines, comme le cachalot, ont des dents et mangent des calmars.',
      '9_to_12':
        'Il existe deux grandes familles de baleines. Les baleines à fanons, comme la baleine bleue ou la baleine à bosse, n’ont pas de dents : des centaines de fanons, des lames en kératine comme nos ongles, pendent de leur mâchoire du haut. Elles engloutissent une quantité d’eau énorme, grâce à une gorge qui se gonfle comme un accordéon, puis la chassent avec la langue : le krill, de petits crustacés de quelques centimètres, et les petits poissons restent piégés. En été, une baleine bleue peut en avaler environ quatre tonnes par jour. Les baleines à dents, comme le cachalot, l’orque ou les dauphins, chassent des proies plus grosses : calmars, poissons, phoques. Le cachalot plonge à plus de 1 000 mètres pour attraper des calmars géants.',
      '13_plus':
        'Les cétacés se répartissent en mysticètes, à fanons, et odontocètes, à dents. Les mysticètes sont des filtreurs : leurs fanons, plaques de kératine frangées insérées sur la mâchoire supérieure, retiennent le zooplancton, principalement le krill, et de petits poissons grégaires. Les rorquals, comme la baleine bleue, pratiquent l’alimentation par engouffrement : grâce à des plis ventraux extensibles, ils avalent en une seule bouchée un volume d’eau parfois supérieur à leur propre masse, puis l’expulsent à travers les fanons. Une étude de 2021 a réévalué leur consommation à plusieurs tonnes par jour en période d’alimentation, davantage qu’on ne le pensait. Les baleines à bosse utilisent aussi des « filets de bulles » pour concentrer leurs proies. Leurs excréments riches en fer fertilisent les eaux de surface et stimulent le phytoplancton, ce qui leur donne un rôle dans les cycles du carbone. Les odontocètes, du marsouin au cachalot, chassent par écholocation des poissons, des céphalopodes et, pour l’orque, des mammifères marins.',
    },
  },
  {
    id: 'does-my-dog-love-me',
    title: 'Est-ce que mon chien m’aime vraiment ?',
    phrasings: [
      'est ce que mon chien il m aime vraiment',
      'est ce que les chiens nous aiment',
      'pk mon chien est content quand je rentre',
      'est ce que mon chat m aime',
      'comment savoir si mon chien m aime',
      'les animaux ils nous aiment',
    ],
    answers: {
      up_to_5:
        'Oui, ton chien s’attache beaucoup à toi ! Quand il remue la queue, saute de joie quand tu rentres et veut rester près de toi, c’est qu’il est heureux avec toi. C’est sa façon de t’aimer.',
      '6_to_8':
        'Les chiens vivent avec les humains depuis des milliers d’années, et ils s’attachent très fort à leur famille. Quand ton chien remue la queue, te fait la fête quand tu rentres, te suit partout ou vient se coucher contre toi, il montre qu’il est bien avec toi et qu’il tient à toi. Des savants ont même montré que quand un chien et son humain se regardent gentiment dans les yeux, leur corps fabrique à tous les deux une substance du bonheur, celle des câlins. Alors oui, à sa façon de chien, il t’aime !',
      '9_to_12':
        'On ne peut pas entrer dans la tête d’un chien, mais les scientifiques ont beaucoup étudié le lien entre les chiens et leurs humains, et il est très fort. Les chiens s’attachent à leurs maîtres un peu comme un jeune enfant à ses parents : ils les recherchent, sont rassurés en leur présence et stressés quand ils sont séparés. Des chercheurs ont montré que, lorsqu’un chien et son maître se regardent, le taux d’ocytocine, une hormone liée à l’attachement, augmente chez les deux. Des images du cerveau montrent aussi que la zone du plaisir d’un chien s’active à l’odeur de son maître. Ce n’est peut-être pas exactement le même amour que le nôtre, mais c’est un vrai attachement. Les chats s’attachent aussi, à leur façon plus discrète : clignements d’yeux lents, ronronnements, frottements.',
      '13_plus':
        'La question des émotions animales ne peut être tranchée par l’introspection, mais l’éthologie et les neurosciences apportent des éléments solides sur l’attachement du chien. Dans des adaptations du test de la « situation étrange », conçu pour les jeunes enfants, les chiens montrent envers leur maître les signes d’un lien d’attachement : recherche de proximité, détresse à la séparation, réconfort au retour, exploration facilitée en sa présence. Une étude japonaise de 2015 a montré que le regard mutuel entre un chien et son propriétaire augmente l’ocytocine urinaire chez les deux, une boucle qui rappelle celle du lien parent-enfant ; elle n’apparaît pas avec des loups élevés par l’humain. En imagerie, le noyau caudé, associé à la récompense, réagit chez le chien à l’odeur de son maître plus qu’à celle d’inconnus. Ces résultats s’expliquent par une domestication de plus de 15 000 ans qui a sélectionné la sensibilité aux signaux humains. Parler d’« amour » reste une traduction humaine, mais l’attachement mesuré est réel ; les chats forment aussi des liens d’attachement, souvent moins démonstratifs.',
    },
  },
  {
    id: 'dog-wet-nose',
    title: 'Pourquoi les chiens ont la truffe mouillée ?',
    phrasings: [
      'pourquoi les chiens ont la truffe mouillée',
      'pk le nez du chien est mouillé',
      'truffe du chien',
      'pourquoi mon chien a le nez froid',
      'pourquoi le nez des chiens est humide',
      'truffe sèche',
    ],
    answers: {
      up_to_5:
        'Le nez du chien s’appelle la truffe, et elle est toute mouillée pour mieux sentir les odeurs. Le chien la lèche souvent pour la garder humide. C’est son super-pouvoir : il sent beaucoup mieux que nous !',
      '6_to_8':
        'Le nez d’un chien s’appelle la truffe. Elle fabrique un peu de liquide, et le chien la lèche souvent : elle reste donc humide. Ça l’aide à sentir, parce que les odeurs collent mieux sur une surface mouillée, un peu comme la poussière sur une éponge humide. Et quand il se lèche la truffe, sa langue apporte ces odeurs jusqu’à un petit organe dans sa bouche, qui les analyse. Une truffe mouillée l’aide aussi à se rafraîchir. Une truffe sèche n’est pas forcément grave : elle sèche souvent quand le chien dort ou qu’il fait chaud.',
      '9_to_12':
        'Le chien a un odorat extraordinaire, des dizaines de milliers de fois plus fin que le nôtre, et sa truffe humide y contribue. Des glandes y produisent un mucus fin, et le chien la lèche régulièrement. Les molécules odorantes se dissolvent dans cette couche humide, ce qui aide à les capter. En se léchant, le chien transporte aussi ces molécules vers l’organe voméronasal, situé au palais, spécialisé dans certaines odeurs, comme celles des autres chiens. La truffe joue enfin un petit rôle contre la chaleur : le chien transpire très peu par la peau, et l’évaporation de l’humidité de la truffe et de la langue le rafraîchit. Des chercheurs ont même découvert que la truffe détecte de faibles sources de chaleur. Une truffe sèche ou chaude n’indique pas à elle seule une maladie : c’est l’ensemble du comportement du chien qu’il faut observer.',
      '13_plus':
        'La truffe du chien, ou rhinarium, est une zone de peau glabre et humide entourant les narines. Son humidité provient de sécrétions de glandes nasales latérales et du léchage fréquent. Cette couche liquide favorise la capture et la dissolution des molécules odorantes, et le léchage les transfère vers l’organe voméronasal, impliqué notamment dans la détection des phéromones. Le chien possède plusieurs centaines de millions de récepteurs olfactifs, contre quelques millions chez l’humain, et une part bien plus grande de son cerveau est consacrée à l’odorat ; la structure de ses cavités nasales sépare l’air destiné à l’olfaction de l’air respiré. L’évaporation sur la truffe et la langue participe modestement à la thermorégulation, le halètement en étant le mécanisme principal, car les chiens ont peu de glandes sudoripares fonctionnelles. Une étude de 2020 a montré que le rhinarium, plus froid que l’air ambiant, est sensible aux faibles rayonnements thermiques, ce qui pourrait aider à localiser des proies. L’état de la truffe, sèche ou chaude, n’est pas un indicateur fiable de fièvre ou de maladie.',
    },
  },
  {
    id: 'dogs-pant',
    title: 'Pourquoi les chiens tirent la langue ?',
    phrasings: [
      'pourquoi les chiens tirent la langue',
      'pk mon chien halète',
      'pourquoi le chien a la langue qui pend',
      'pourquoi les chiens transpirent pas',
      'pourquoi mon chien respire vite quand il a chaud',
    ],
    answers: {
      up_to_5:
        'Le chien ne transpire presque pas comme toi. Quand il a chaud, il ouvre la bouche, tire la langue et respire très vite : ça le rafraîchit. C’est son ventilateur à lui !',
      '6_to_8':
        'Quand tu as chaud, tu transpires : la sueur mouille ta peau, et en séchant, elle te rafraîchit. Le chien, lui, ne peut presque pas transpirer, sauf un tout petit peu sous ses coussinets, les dessous de ses pattes. Alors pour se rafraîchir, il ouvre la gueule, tire la langue et respire très vite, par petits coups : on dit qu’il halète. L’air qui passe sur sa langue et dans sa bouche mouillées fait sécher la salive, et ça le refroidit, comme la sueur pour toi. C’est pour ça qu’il halète après avoir couru ou quand il fait chaud. Pense toujours à lui laisser de l’eau fraîche et de l’ombre en été !',
      '9_to_12':
        'Les chiens ont très peu de glandes sudoripares, surtout sous les coussinets de leurs pattes, et leur fourrure empêche la sueur de s’évaporer sur la peau. Ils se refroidissent donc autrement : en haletant. La bouche ouverte et la langue sortie, ils respirent très vite, jusqu’à plusieurs centaines de fois par minute, mais de façon peu profonde. L’air circule sur les surfaces humides de la langue, de la bouche et des voies respiratoires, et l’évaporation de l’eau emporte de la chaleur, exactement comme la sueur sur ta peau. La langue est aussi très riche en vaisseaux sanguins, qui se dilatent pour libérer de la chaleur. Un chien halète donc après un effort, par temps chaud, mais aussi quand il est excité ou stressé. Comme ce système est moins efficace que la transpiration, les chiens supportent mal les fortes chaleurs : il ne faut jamais laisser un chien dans une voiture au soleil, même quelques minutes.',
      '13_plus':
        'La thermorégulation du chien repose principalement sur le halètement, car ses glandes sudoripares eccrines, localisées aux coussinets, jouent un rôle négligeable, et le pelage limite l’évaporation cutanée. Le halètement est une respiration rapide et superficielle, pouvant atteindre 300 à 400 cycles par minute, qui augmente la ventilation des voies respiratoires supérieures sans trop accroître celle des alvéoles, ce qui limite le risque d’hyperventilation. L’évaporation de l’eau sur la muqueuse de la langue, de la cavité buccale et des fosses nasales dissipe de la chaleur, la vaporisation de l’eau absorbant beaucoup d’énergie. La langue, très vascularisée, agit aussi comme un échangeur thermique quand ses vaisseaux se dilatent. Ce mécanisme, moins performant que la sudation humaine, devient insuffisant quand l’air est chaud et humide, d’où le risque élevé de coup de chaleur, notamment pour les races à museau court, comme les bouledogues, dont les voies respiratoires sont étroites. Le halètement peut aussi accompagner l’excitation, le stress ou la douleur.',
    },
  },
  {
    id: 'big-ears',
    title: 'Pourquoi les éléphants et les lapins ont de grandes oreilles ?',
    phrasings: [
      'pourquoi les éléphants ont des grandes oreilles',
      'pourquoi les lapins ont des grandes oreilles',
      'pk le lièvre a des longues oreilles',
      'à quoi servent les grandes oreilles de l’éléphant',
      'pourquoi le fennec a des grandes oreilles',
      'pourquoi l’éléphant bouge ses oreilles',
    ],
    answers: {
      up_to_5:
        'Les grandes oreilles servent à bien entendre : le lapin entend de très loin les animaux qui veulent le manger. Et l’éléphant les agite comme des éventails pour se rafraîchir quand il fait chaud !',
      '6_to_8':
        'Les grandes oreilles ont deux super pouvoirs. D’abord, elles entendent très bien : comme de grands entonnoirs, elles attrapent les sons, même les plus faibles. Le lapin et le lièvre, qui sont chassés par le renard ou les rapaces, peuvent tourner leurs oreilles dans tous les sens pour repérer le moindre danger et s’enfuir à temps. Ensuite, elles servent à se rafraîchir ! Les oreilles de l’éléphant d’Afrique sont énormes et pleines de petits tuyaux de sang. Quand il les agite comme des éventails, l’air refroidit le sang qui y passe, et ce sang plus frais repart dans tout son corps. Le fennec, un petit renard du désert, fait pareil avec ses immenses oreilles.',
      '9_to_12':
        'Chez les animaux, de grandes oreilles externes, appelées pavillons, remplissent surtout deux fonctions. La première est l’audition : un grand pavillon capte et concentre davantage d’ondes sonores, et s’il est mobile, il permet de localiser précisément la source d’un bruit. C’est vital pour les proies comme les lapins et les lièvres, qui orientent leurs oreilles indépendamment l’une de l’autre pour surveiller les alentours. La seconde est la régulation de la température. Les oreilles de l’éléphant d’Afrique, qui peuvent mesurer près de deux mètres de haut, sont parcourues d’un réseau très dense de vaisseaux sanguins sous une peau fine. En les agitant, l’éléphant fait circuler l’air et refroidit le sang, ce qui l’aide à ne pas surchauffer, car un animal aussi gros produit beaucoup de chaleur et a du mal à l’évacuer. L’éléphant d’Asie, qui vit dans des régions plus ombragées, a des oreilles plus petites, et le fennec du Sahara, de très grandes. Les oreilles du lapin l’aident aussi à se rafraîchir.',
      '13_plus':
        'La taille des pavillons auriculaires résulte de compromis évolutifs entre audition et thermorégulation. Sur le plan acoustique, un pavillon large augmente la surface de captation et amplifie certaines fréquences, et sa mobilité, assurée par de nombreux muscles, permet une localisation fine des sons ; c’est un atout décisif pour les lagomorphes, lapins et lièvres, proies de nombreux prédateurs, qui orientent chaque oreille séparément. Sur le plan thermique, les pavillons fins et très vascularisés fonctionnent comme des radiateurs : chez l’éléphant d’Afrique, dont les oreilles peuvent couvrir plusieurs mètres carrés, le battement des oreilles et la vasodilatation permettent d’évacuer une part importante de la chaleur produite par un organisme massif, dont le rapport surface sur volume est faible. La règle d’Allen, formulée au XIXe siècle, décrit cette tendance : dans les climats chauds, les extrémités des animaux homéothermes sont plus développées, comme chez le fennec ou le lièvre de Californie, alors que le renard polaire ou le lièvre arctique ont des oreilles courtes, qui limitent les pertes de chaleur.',
    },
  },
];
