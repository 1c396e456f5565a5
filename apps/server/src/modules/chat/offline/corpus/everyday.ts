import type { Topic } from '../topic.js';

/** Habits, the kitchen, and the physics of things around the house. */
export const everydayTopics: Topic[] = [
  {
    id: 'wash-hands',
    title: 'Pourquoi on se lave les mains ?',
    phrasings: [
      'pourquoi on se lave les mains',
      'pk faut se laver les mains',
      'pourquoi se laver les mains avant de manger',
      'laver les mains',
      'pourquoi le savon enlève les microbes',
      'pourquoi il y a des microbes sur les mains',
    ],
    answers: {
      up_to_5:
        'Sur tes mains, il y a de tout petits microbes qu’on ne voit pas, et certains peuvent rendre malade. Le savon et l’eau les font partir. Alors on se lave les mains avant de manger !',
      '6_to_8':
        'Tes mains touchent tout : les jouets, les poignées de porte, la terre, ton nez… Elles ramassent ainsi des microbes, des êtres vivants si petits qu’on ne les voit pas. La plupart sont sans danger, mais certains peuvent te rendre malade s’ils entrent dans ta bouche, par exemple quand tu manges. Le savon décolle les microbes et la saleté de ta peau, et l’eau les emporte. C’est pour ça qu’on se lave les mains avant de manger, après être allé aux toilettes et en rentrant de dehors. Frotte bien partout, le temps de chanter une petite chanson !',
      '9_to_12':
        'Nos mains sont couvertes de micro-organismes : bactéries, virus et parfois champignons. Beaucoup sont inoffensifs, mais d’autres provoquent des rhumes, des gastro-entérites ou la grippe. Ils passent facilement d’une main à une surface, puis à une autre main, et enfin dans la bouche, le nez ou les yeux. L’eau seule ne suffit pas, car beaucoup de microbes s’accrochent à la fine couche de gras de la peau. Le savon est formé de molécules à deux bouts : l’un aime l’eau, l’autre aime le gras. Elles entourent le gras et les microbes, les décollent de la peau et les emportent au rinçage. Le savon détruit même certains virus, dont l’enveloppe est faite de gras. Pour être efficace, il faut frotter au moins 20 à 30 secondes, sans oublier le dos des mains, entre les doigts et sous les ongles. Se laver les mains est l’un des gestes les plus simples pour éviter de tomber malade et de contaminer les autres.',
      '13_plus':
        'Le lavage des mains est l’une des mesures de santé publique les plus efficaces. Les mains portent une flore résidente, installée dans les couches superficielles de la peau et globalement inoffensive, et une flore de passage, récupérée au contact des surfaces et des personnes, qui comprend des agents pathogènes : bactéries (salmonelles, staphylocoques) et virus (norovirus, rhinovirus, virus de la grippe). Ces microbes se transmettent par contact, la main servant d’intermédiaire vers les muqueuses de la bouche, du nez et des yeux. Le savon agit par ses tensioactifs, des molécules dotées d’une tête qui aime l’eau et d’une queue qui la fuit : elles s’insèrent dans les graisses et forment des micelles qui décollent saleté et micro-organismes, éliminés au rinçage. Elles désorganisent aussi la membrane grasse des virus enveloppés, comme les coronavirus ou le virus de la grippe, qui sont ainsi inactivés. Les solutions hydroalcooliques sont efficaces sur des mains visiblement propres, mais moins contre certains virus sans enveloppe comme le norovirus. L’histoire montre l’enjeu : en 1847, Ignace Semmelweis réduisit fortement la mortalité des accouchées dans une maternité de Vienne en imposant le lavage des mains aux médecins, bien avant que le rôle des microbes ne soit accepté. L’Organisation mondiale de la santé recommande un lavage de 40 à 60 secondes à l’eau et au savon, ou une friction de 20 à 30 secondes avec une solution hydroalcoolique.',
    },
  },
  {
    id: 'brush-teeth',
    title: 'Pourquoi on se brosse les dents ?',
    phrasings: [
      'pourquoi on se brosse les dents',
      'pk faut se brosser les dents',
      'pourquoi on se lave les dents',
      'brosser les dents',
      'brosse à dents',
      'caries',
      'dentifrice',
      'pourquoi le sucre abîme les dents',
      'pourquoi il faut se laver les dents matin et soir',
    ],
    answers: {
      up_to_5:
        'Quand tu manges, de petits bouts restent collés sur tes dents. De minuscules microbes adorent ça et peuvent faire des trous dans les dents. En te brossant les dents, tu les chasses, et tes dents restent belles !',
      '6_to_8':
        'Après chaque repas, de petits restes de nourriture restent sur tes dents. Dans ta bouche vivent des bactéries, des êtres minuscules, qui adorent le sucre de ces restes. En les mangeant, elles fabriquent un acide qui attaque tes dents et peut y creuser des trous : les caries. Les caries font mal, et il faut aller chez le dentiste pour les soigner. En te brossant les dents matin et soir, pendant deux minutes, tu enlèves les restes et les bactéries. Le dentifrice au fluor rend aussi tes dents plus solides.',
      '9_to_12':
        'Tes dents sont recouvertes d’émail, la matière la plus dure du corps humain. Pourtant, il a un ennemi : la plaque dentaire, une couche collante formée de bactéries et de restes d’aliments. Quand tu manges des aliments sucrés ou de l’amidon, comme le pain ou les pâtes, ces bactéries s’en nourrissent et produisent des acides. Ces acides dissolvent peu à peu les minéraux de l’émail ; si ça recommence trop souvent, un trou se forme : c’est une carie, qui peut progresser jusqu’au cœur sensible de la dent et faire mal. Le brossage retire la plaque avant qu’elle ne fasse trop de dégâts. Le fluor du dentifrice aide l’émail à récupérer ses minéraux et le rend plus résistant. On recommande de se brosser les dents deux fois par jour pendant deux minutes, et d’éviter de grignoter sucré toute la journée. Les dents définitives doivent durer toute la vie, alors autant en prendre soin !',
      '13_plus':
        'La carie est une maladie infectieuse aux causes multiples. La bouche héberge des centaines d’espèces bactériennes qui forment sur les dents un biofilm, la plaque dentaire. Certaines, comme Streptococcus mutans, fermentent les sucres de l’alimentation (saccharose, glucose, amidon dégradé) et produisent des acides, surtout de l’acide lactique. Quand le pH à la surface de la dent descend sous environ 5,5, l’hydroxyapatite de l’émail se dissout : c’est la déminéralisation. La salive neutralise ensuite l’acidité et apporte calcium et phosphate, ce qui permet une reminéralisation. La carie apparaît quand les attaques acides sont trop fréquentes pour que la reminéralisation compense ; elle progresse de l’émail vers la dentine puis vers la pulpe, innervée, ce qui provoque la douleur et peut mener à un abcès. Le brossage désorganise mécaniquement le biofilm ; le fluor s’intègre à l’émail sous forme de fluorapatite, moins soluble, favorise la reminéralisation et freine l’activité des bactéries. La fréquence des prises sucrées compte plus que la quantité totale. La plaque non éliminée peut aussi durcir en tartre et provoquer une inflammation des gencives, la gingivite. D’où les recommandations : brossage deux fois par jour avec un dentifrice fluoré adapté à l’âge, grignotage sucré limité et visites régulières chez le dentiste.',
    },
  },
  {
    id: 'eat-vegetables',
    title: 'Pourquoi il faut manger des légumes ?',
    phrasings: [
      'pourquoi il faut manger des légumes',
      'pk je dois manger des légumes',
      'légumes',
      'pourquoi les légumes sont bons pour la santé',
      'manger des fruits et légumes',
      'vitamines',
      'pourquoi manger équilibré',
      'brocolis',
    ],
    answers: {
      up_to_5:
        'Les légumes donnent à ton corps de petites choses très utiles, les vitamines. Elles t’aident à grandir, à avoir de l’énergie et à moins tomber malade. Chaque couleur de légume apporte son petit trésor !',
      '6_to_8':
        'Ton corps est comme une maison en construction : pour la bâtir et la garder en bon état, il a besoin de beaucoup de matériaux différents. Les légumes et les fruits en apportent plein : des vitamines, comme la vitamine C des poivrons et des oranges, qui aide ton corps à se défendre contre les microbes, et des minéraux. Ils contiennent aussi des fibres, qui aident ton ventre à bien digérer. Chaque couleur de légume apporte des choses différentes, alors c’est bien de varier. Et si tu n’aimes pas un légume la première fois, goûte-le de nouveau plus tard : le goût, ça s’apprend !',
      '9_to_12':
        'Les légumes apportent à ton corps des nutriments qu’il ne sait pas fabriquer lui-même et dont il a besoin chaque jour. D’abord les vitamines : la vitamine C, qu’on trouve dans les poivrons, les choux ou les agrumes, aide à cicatriser et à se défendre contre les infections ; la vitamine A, qui vient entre autres du carotène des carottes, est utile à la vision. Ensuite les minéraux, comme le potassium ou le magnésium. Puis les fibres, qui facilitent la digestion et nourrissent les bonnes bactéries de ton intestin. Enfin, ils calent bien sans apporter beaucoup de calories. Les couleurs des légumes viennent de pigments qui ont souvent eux aussi un rôle protecteur. C’est pourquoi on conseille d’en manger à chaque repas, en variant les sortes et les couleurs. Et si certains te paraissent amers, c’est normal : les enfants y sont plus sensibles, et on finit souvent par les apprécier à force de les goûter.',
      '13_plus':
        'Les légumes occupent une place centrale dans une alimentation équilibrée, pour plusieurs raisons. Ils sont riches en micronutriments essentiels : vitamine C (antioxydant, fabrication du collagène, absorption du fer), folates (division des cellules), vitamine K, provitamine A sous forme de bêta-carotène, ainsi qu’en minéraux comme le potassium et le magnésium. Leurs fibres, solubles et insolubles, régulent le transit, ralentissent l’absorption des sucres et du cholestérol et nourrissent le microbiote intestinal, qui les fermente en acides gras à chaîne courte bénéfiques pour la paroi de l’intestin. Ils contiennent de nombreux composés végétaux, polyphénols, caroténoïdes ou composés soufrés des choux, étudiés pour leurs effets protecteurs. Leur faible apport calorique pour un grand volume aide à réguler l’appétit. Les études épidémiologiques associent une consommation élevée de fruits et légumes à un risque plus faible de maladies cardiovasculaires, de diabète de type 2 et de certains cancers. En France, le Programme national nutrition santé conseille au moins cinq portions de fruits et légumes par jour. Les préférences alimentaires s’apprennent : la sensibilité à l’amertume, plus forte chez l’enfant, diminue avec l’âge, et goûter un aliment à plusieurs reprises, parfois une dizaine de fois, le fait nettement mieux accepter.',
    },
  },
  {
    id: 'ice-melts',
    title: 'Pourquoi la glace fond ?',
    phrasings: [
      'pourquoi la glace fond',
      'pourquoi mon glaçon fond',
      'pk la glace fond au soleil',
      'glaçons',
      'fondre',
      'pourquoi l’eau gèle',
      'pourquoi l’eau devient de la glace au congélateur',
    ],
    answers: {
      up_to_5:
        'La glace, c’est de l’eau très froide qui est devenue dure. Quand elle se réchauffe, elle redevient de l’eau qui coule. C’est ce qu’on appelle fondre !',
      '6_to_8':
        'La glace, c’est de l’eau gelée. Quand il fait très froid, en dessous de zéro degré, l’eau devient solide : ses toutes petites particules se tiennent bien serrées et rangées, sans bouger de place. Quand la glace se réchauffe, au soleil ou dans ta main, ces particules reçoivent de l’énergie, elles s’agitent de plus en plus, et finissent par se lâcher : la glace redevient de l’eau liquide. C’est ça, fondre ! Si tu remets l’eau au congélateur, elle gèle à nouveau. Le chocolat et le beurre fondent aussi quand ils chauffent.',
      '9_to_12':
        'La glace est de l’eau à l’état solide. Toute matière est faite de minuscules particules, ici des molécules d’eau, qui bougent plus ou moins selon la température. Dans la glace, il fait assez froid pour que les molécules restent accrochées entre elles, bien rangées en un réseau régulier : elles vibrent sur place, sans se déplacer. Quand on chauffe la glace, on lui apporte de l’énergie : les molécules vibrent de plus en plus fort, jusqu’à casser leurs liens avec leurs voisines et glisser les unes sur les autres. C’est la fusion, qui se produit à 0 °C pour l’eau pure. Pendant qu’un glaçon fond, sa température reste à 0 °C : toute l’énergie sert à défaire les liens. Curiosité : la glace est plus légère que l’eau liquide, c’est pourquoi les glaçons flottent dans ton verre. Sur les routes, on met du sel l’hiver, car l’eau salée gèle à une température plus basse.',
      '13_plus':
        'La fusion de la glace est un changement d’état, le passage de l’état solide à l’état liquide. Dans la glace ordinaire, les molécules d’eau sont reliées par des liaisons hydrogène dans un réseau cristallin hexagonal très ouvert, ce qui explique que la glace soit environ 9 % moins dense que l’eau liquide et qu’elle flotte. L’énergie thermique apportée augmente l’agitation des molécules ; à la température de fusion, 0 °C sous la pression atmosphérique, l’énergie fournie sert à rompre une partie des liaisons hydrogène plutôt qu’à élever la température : c’est la chaleur latente de fusion, environ 334 joules par gramme. Un glaçon qui fond reste donc à 0 °C tant qu’il reste de la glace, ce qui fait d’un mélange d’eau et de glace une bonne référence de température. Cette énergie est considérable : faire fondre un gramme de glace demande autant d’énergie que chauffer un gramme d’eau liquide de 0 à environ 80 °C. Les substances dissoutes abaissent la température de fusion, d’où l’emploi du sel sur les routes et le gel plus tardif de l’eau de mer, vers −1,9 °C. L’eau est aussi une exception : sous forte pression, sa température de fusion diminue légèrement. La fonte des glaciers et des calottes, accélérée par le réchauffement climatique, fait monter le niveau des mers, alors que celle de la banquise, qui flotte déjà, ne l’élève quasiment pas.',
    },
  },
  {
    id: 'ice-floats',
    title: 'Pourquoi les glaçons flottent ?',
    phrasings: [
      'pourquoi les glaçons flottent',
      'pk les glaçons flottent dans le verre',
      'pourquoi la glace flotte sur l’eau',
      'pourquoi le glaçon coule pas',
      'glaçon qui flotte',
      'pourquoi la glace est plus légère que l’eau',
      'pourquoi la bouteille d’eau éclate au congélateur',
      'pourquoi les lacs gèlent par le dessus',
    ],
    answers: {
      up_to_5:
        'Quand l’eau gèle, elle gonfle un peu et prend plus de place. Alors le glaçon est plus léger que l’eau autour de lui, et il reste en haut, comme un petit bateau !',
      '6_to_8':
        'Presque toutes les choses deviennent plus serrées quand elles gèlent, mais l’eau fait le contraire ! En gelant, ses toutes petites particules se rangent en laissant des trous entre elles, alors la glace prend plus de place que l’eau. Un glaçon est donc un peu plus léger que la même quantité d’eau : l’eau le pousse vers le haut et il flotte. Mais il ne dépasse que d’un tout petit bout : le reste est sous l’eau, comme pour un iceberg. C’est aussi pour ça qu’une bouteille d’eau oubliée au congélateur peut éclater !',
      '9_to_12':
        'La plupart des matières sont plus denses à l’état solide qu’à l’état liquide : un morceau de cire solide coule dans la cire fondue. L’eau est une exception. Quand elle gèle, ses molécules s’accrochent les unes aux autres en formant un réseau régulier, un peu comme des alvéoles, qui laisse beaucoup d’espace vide. Résultat : la glace occupe environ 9 % de volume de plus que l’eau dont elle vient, elle est donc environ 9 % moins dense. Un objet moins dense que le liquide où il est plongé flotte, car le liquide le pousse vers le haut : c’est la poussée d’Archimède. Voilà pourquoi environ neuf dixièmes d’un glaçon, ou d’un iceberg, restent sous la surface. Cette curiosité est précieuse pour la vie : en hiver, les lacs gèlent par le dessus, et la couche de glace protège du froid l’eau liquide en dessous, où les poissons continuent de vivre.',
      '13_plus':
        'Pour presque toutes les substances, le solide est plus dense que le liquide, car ses particules y sont plus serrées. L’eau fait exception à cause des liaisons hydrogène : dans la glace ordinaire, chaque molécule est liée à quatre voisines selon une géométrie tétraédrique, ce qui forme un réseau cristallin hexagonal très ouvert. Dans l’eau liquide, ces liaisons se font et se défont sans cesse, et les molécules peuvent se rapprocher davantage. La glace a ainsi une masse volumique d’environ 0,92 g/cm³, contre 1,00 g/cm³ pour l’eau liquide : en gelant, l’eau augmente de volume d’environ 9 %. D’après le principe d’Archimède, un corps flottant s’enfonce jusqu’à déplacer une masse de liquide égale à la sienne, soit ici environ 90 % de son volume immergé dans l’eau douce, un peu moins dans l’eau de mer, plus dense. Cette dilatation fait éclater les bouteilles au congélateur et fend les roches quand l’eau gèle dans leurs fissures, c’est la cryoclastie. L’eau liquide atteint d’ailleurs sa densité maximale vers 4 °C : en hiver, l’eau des lacs à 4 °C descend au fond, la glace se forme en surface et isole les couches profondes, ce qui permet à la vie aquatique de passer l’hiver.',
    },
  },
  {
    id: 'boats-float',
    title: 'Pourquoi les bateaux flottent ?',
    phrasings: [
      'pourquoi les bateaux flottent',
      'pk un bateau coule pas',
      'bateau',
      'pourquoi les choses flottent sur l’eau',
      'pourquoi un caillou coule',
      'flotter ou couler',
      'comment un bateau en fer flotte',
    ],
    answers: {
      up_to_5:
        'L’eau pousse toujours un peu vers le haut ce qui est dedans. Un bateau est creux et plein d’air, alors l’eau arrive à le porter. C’est pour ça qu’il flotte, comme ton canard dans le bain !',
      '6_to_8':
        'Quand tu mets un objet dans l’eau, l’eau le pousse vers le haut. Tu peux le sentir si tu essaies d’enfoncer un ballon dans la piscine : il remonte ! Un bateau, même très lourd et en métal, est creux et rempli d’air. En s’enfonçant un peu, il pousse beaucoup d’eau sur le côté, et l’eau le repousse assez fort pour le porter. Une bille de métal, elle, est petite et pleine : elle pousse trop peu d’eau, et elle coule. C’est la forme du bateau qui fait la différence !',
      '9_to_12':
        'Tout objet plongé dans l’eau reçoit une poussée vers le haut, appelée poussée d’Archimède, du nom du savant grec qui l’a découverte il y a plus de 2 000 ans. Cette poussée est égale au poids de l’eau que l’objet déplace, c’est-à-dire de l’eau qui devrait être à la place de la partie immergée. Si l’objet est plus lourd que l’eau qu’il peut déplacer, il coule ; sinon, il s’enfonce juste assez pour que la poussée équilibre son poids, et il flotte. Un bateau en acier est creux : sa coque contient surtout de l’air, donc, pour un même volume, il est bien plus léger que l’eau. Si on écrasait la même quantité d’acier en bloc, elle coulerait ! Tu peux essayer avec de la pâte à modeler : en boule, elle coule ; en forme de barque, elle flotte. Un bateau qui se remplit d’eau par un trou devient trop lourd et coule.',
      '13_plus':
        'La flottaison s’explique par le principe d’Archimède : un corps immergé dans un fluide subit une poussée verticale, dirigée vers le haut, égale au poids du volume de fluide déplacé. Elle vient de la différence de pression entre le bas et le haut de l’objet, la pression augmentant avec la profondeur. Un objet flotte si sa masse volumique moyenne est inférieure à celle du fluide ; il s’enfonce alors jusqu’à ce que la partie immergée déplace une masse d’eau égale à sa propre masse. L’acier a une masse volumique d’environ 7 800 kg/m³, près de huit fois celle de l’eau, mais une coque creuse englobe un grand volume d’air : la masse volumique moyenne du navire est bien plus faible. Un porte-conteneurs de 200 000 tonnes déplace ainsi 200 000 tonnes d’eau. La flottaison dépend aussi de la densité du fluide : un navire s’enfonce un peu plus en eau douce qu’en eau de mer, d’où les marques de franc-bord, ou lignes Plimsoll, peintes sur les coques. La stabilité, qui évite le chavirage, dépend de la position relative du centre de gravité et du métacentre. Les sous-marins règlent leur flottabilité en remplissant d’eau leurs ballasts ou en les vidant à l’air comprimé, et beaucoup de poissons osseux utilisent leur vessie natatoire selon le même principe.',
    },
  },
  {
    id: 'planes-fly',
    title: 'Pourquoi les avions volent ?',
    phrasings: [
      'pourquoi les avions volent',
      'comment un avion vole',
      'pk les avions tombent pas',
      'avion',
      'pourquoi l’avion reste en l’air',
      'comment l’avion tient en l’air',
      'comment un avion décolle',
    ],
    answers: {
      up_to_5:
        'Un avion a de grandes ailes et des moteurs très forts qui le poussent très vite. Quand il va vite, l’air qui passe autour des ailes le pousse vers le haut. Alors l’avion vole, comme un oiseau géant !',
      '6_to_8':
        'Un avion vole grâce à ses ailes et à sa vitesse. Ses moteurs le poussent très fort vers l’avant. Ses ailes ont une forme spéciale et sont un peu penchées : quand l’avion roule très vite sur la piste, l’air qui glisse autour est envoyé vers le bas, et en échange, l’air pousse les ailes vers le haut. Quand cette poussée devient plus forte que le poids de l’avion, il décolle ! Tu peux voir un peu la même chose avec une feuille de papier : tiens-la par un bord sous ta lèvre et souffle dessus, elle se soulève.',
      '9_to_12':
        'Pour voler, un avion a besoin de deux forces : une poussée vers l’avant, fournie par ses réacteurs ou ses hélices, et une force vers le haut, la portance, fournie par ses ailes. L’aile a un profil bombé et elle est légèrement inclinée vers le haut par rapport à l’air qui arrive. En avançant vite, elle dévie une grande quantité d’air vers le bas ; en retour, l’air la pousse vers le haut, comme une rame pousse l’eau pour faire avancer une barque. Cela crée aussi une pression plus faible au-dessus de l’aile et plus forte en dessous. Plus l’avion va vite, plus la portance est grande : c’est pourquoi il prend de l’élan sur la piste, jusqu’à près de 300 km/h pour un gros avion de ligne, avant de décoller. Les volets au bord des ailes augmentent la portance au décollage et à l’atterrissage, et les gouvernes, sur les ailes et la queue, permettent au pilote de monter, descendre et tourner. Les oiseaux utilisent le même principe !',
      '13_plus':
        'Quatre forces s’exercent sur un avion en vol : le poids, la portance, la traînée (résistance de l’air) et la poussée des moteurs. En vol horizontal à vitesse constante, la portance équilibre le poids et la poussée compense la traînée. La portance naît de l’écoulement de l’air autour de l’aile : grâce à son profil et à son angle d’incidence, l’aile courbe l’écoulement vers le bas. D’après la troisième loi de Newton, l’air dévié exerce une force de réaction vers le haut sur l’aile. De façon équivalente, la courbure des lignes de courant crée une dépression sur le dessus de l’aile, l’extrados, qui contribue le plus, et une légère surpression sous l’intrados. L’explication populaire selon laquelle l’air du dessus doit parcourir un chemin plus long dans le même temps est fausse : l’air de l’extrados arrive en réalité avant celui de l’intrados. La portance vaut ½·ρ·v²·S·Cz : elle croît avec la densité de l’air, le carré de la vitesse, la surface des ailes et un coefficient qui dépend de l’incidence. Au-delà d’un angle critique, souvent autour de 15°, l’écoulement se décolle de l’extrados et la portance chute brutalement : c’est le décrochage. Les volets et les becs augmentent la portance à basse vitesse ; les ailerons, la gouverne de profondeur et la gouverne de direction contrôlent le roulis, le tangage et le lacet.',
    },
  },
  {
    id: 'magnets',
    title: 'Pourquoi les aimants collent ?',
    phrasings: [
      'pourquoi les aimants collent',
      'aimant',
      'pk un aimant attire le fer',
      'magnétisme',
      'pourquoi les aimants se repoussent',
      'boussole',
      'pourquoi l’aimant colle au frigo',
    ],
    answers: {
      up_to_5:
        'Un aimant a une force invisible qui attire certains métaux, comme le fer. C’est pour ça que ton aimant colle sur la porte du frigo. Mais il ne colle ni au bois ni au plastique !',
      '6_to_8':
        'Un aimant crée autour de lui une force invisible, qu’on appelle le magnétisme. Cette force attire certains métaux, surtout le fer, même à travers une feuille de papier. Chaque aimant a deux bouts différents, le pôle nord et le pôle sud. Si tu approches deux pôles différents, ils s’attirent et se collent ; si tu approches deux pôles pareils, ils se repoussent ! La Terre est elle-même comme un aimant géant : c’est pour ça que l’aiguille d’une boussole montre toujours le nord.',
      '9_to_12':
        'Tout est fait d’atomes, et certains, comme ceux du fer, du nickel ou du cobalt, se comportent chacun comme un minuscule aimant. Dans un morceau de fer ordinaire, ces petits aimants sont regroupés en zones orientées dans tous les sens, si bien que leurs effets s’annulent. Dans un aimant, ils sont presque tous alignés dans la même direction : leurs forces s’additionnent et créent un champ magnétique autour de l’objet. Quand tu approches un clou en fer, le champ aligne pour un temps les petits aimants du clou, qui devient lui-même un aimant et est attiré. Chaque aimant a un pôle nord et un pôle sud : les pôles opposés s’attirent, les pôles identiques se repoussent. La Terre possède aussi un champ magnétique, produit par le fer liquide qui tourne dans son noyau ; c’est lui qui oriente l’aiguille des boussoles et qui nous protège de particules venues du Soleil. Les aimants sont partout : haut-parleurs, moteurs électriques, fermetures de sacs…',
      '13_plus':
        'Le magnétisme des aimants est d’origine quantique. Les électrons possèdent un moment magnétique lié à leur spin ; dans la plupart des matériaux, ces moments se compensent par paires. Dans les matériaux ferromagnétiques, comme le fer, le cobalt, le nickel et certains alliages, une interaction quantique, l’interaction d’échange, tend à aligner les moments des atomes voisins. Le matériau s’organise en domaines magnétiques, les domaines de Weiss, à l’intérieur desquels les moments sont parallèles. Dans un morceau de fer non aimanté, les domaines sont orientés au hasard ; un champ extérieur fait croître les domaines alignés avec lui, et le matériau s’aimante. Un aimant permanent, par exemple en ferrite ou en néodyme-fer-bore, conserve cette aimantation car ses domaines résistent au changement. Les lignes de champ sortent par le pôle nord et rentrent par le pôle sud ; deux pôles de même nom se repoussent, deux pôles opposés s’attirent, et on ne peut pas isoler un pôle seul : couper un aimant donne deux aimants. Au-dessus d’une certaine température, le point de Curie (770 °C pour le fer), l’agitation thermique détruit l’ordre et l’aimantation disparaît. L’électricité et le magnétisme sont deux aspects d’un même phénomène, décrit par les équations de Maxwell : un courant crée un champ magnétique, ce qu’utilisent les électroaimants, les moteurs et l’IRM. Le champ terrestre, entretenu par les mouvements du fer liquide du noyau externe, oriente les boussoles vers le pôle nord magnétique, distinct du pôle géographique.',
    },
  },
  {
    id: 'echo',
    title: 'Pourquoi il y a de l’écho ?',
    phrasings: [
      'pourquoi il y a de l’écho',
      'écho',
      'pk ma voix revient',
      'écho dans la montagne',
      'pourquoi on entend sa voix deux fois',
      'pourquoi ça résonne dans une grande salle',
      'pourquoi quand on crie dans la montagne ça répète',
    ],
    answers: {
      up_to_5:
        'Quand tu cries fort devant une montagne, ta voix va jusqu’à elle. Elle rebondit dessus, comme une balle contre un mur, et revient vers toi. C’est l’écho !',
      '6_to_8':
        'Quand tu parles, ta voix fait vibrer l’air, et ces vibrations voyagent tout autour de toi : c’est le son. Si le son rencontre une grande surface dure, comme une falaise, une montagne ou le mur d’une grande salle vide, il rebondit dessus, comme une balle contre un mur, et il revient vers toi. Si la paroi est assez loin, tu entends ta voix une deuxième fois, un petit moment après : c’est l’écho ! Dans ta chambre, les murs sont trop près, et les rideaux et les coussins absorbent le son, alors il n’y a pas d’écho.',
      '9_to_12':
        'Le son est une vibration qui se propage dans l’air à environ 340 mètres par seconde. Quand il rencontre un obstacle dur et lisse, comme une falaise, une partie de son énergie est renvoyée : on dit qu’il est réfléchi. Cette réflexion revient à tes oreilles avec un léger retard. Si ce retard dépasse environ un dixième de seconde, ton cerveau entend deux sons séparés : c’est un écho. Pour cela, il faut que l’obstacle soit à plus de 17 mètres environ, puisque le son fait l’aller et le retour. Si l’obstacle est plus proche, les réflexions se mélangent au son de départ et le prolongent : c’est la réverbération, comme dans une église ou une piscine. Les chauves-souris et les dauphins utilisent l’écho pour « voir » : ils émettent des sons et écoutent ceux qui reviennent pour repérer les obstacles et leurs proies. Les sonars des bateaux font la même chose.',
      '13_plus':
        'L’écho est la réflexion d’une onde sonore sur un obstacle, perçue comme distincte du son direct. Le son est une onde mécanique de compression qui se propage dans l’air à environ 343 m/s à 20 °C. À la surface d’un milieu aux propriétés acoustiques très différentes de l’air, comme une paroi rocheuse, la plus grande partie de l’énergie est réfléchie, selon la loi de la réflexion : l’angle d’incidence est égal à l’angle de réflexion. L’oreille humaine sépare deux sons identiques lorsqu’ils sont espacés d’au moins 50 à 100 millisecondes environ ; en dessous, ils fusionnent. Pour un aller-retour, cela impose une distance minimale d’environ 17 m. La réverbération, somme de multiples réflexions rapprochées, prolonge le son dans une salle ; les acousticiens maîtrisent sa durée par la forme de la salle et des matériaux absorbants, jusqu’aux chambres anéchoïques, où l’écho est presque supprimé. Le principe de l’écho sert à mesurer des distances : connaissant la vitesse de l’onde, le temps aller-retour t donne la distance d = v·t/2. C’est l’écholocalisation des chauves-souris, qui émettent des ultrasons, le sonar des navires, l’échographie médicale, qui exploite les réflexions d’ultrasons sur les tissus, et, avec des ondes électromagnétiques, le radar.',
    },
  },
  {
    id: 'shadows',
    title: 'Pourquoi on a une ombre ?',
    phrasings: [
      'pourquoi on a une ombre',
      'pk mon ombre me suit',
      'ombre',
      'pourquoi l’ombre change de taille',
      'ombres chinoises',
      'pourquoi mon ombre est grande le soir',
    ],
    answers: {
      up_to_5:
        'La lumière ne peut pas passer à travers ton corps. De l’autre côté, il reste un endroit sans lumière, qui a ta forme : c’est ton ombre. Elle te suit partout, parce que tu arrêtes la lumière partout où tu vas !',
      '6_to_8':
        'La lumière voyage toujours tout droit. Quand elle rencontre ton corps, elle ne peut pas le traverser : elle est arrêtée. Derrière toi, du côté opposé à la lumière, il reste donc une zone sombre qui a exactement ta forme : ton ombre. Si tu bouges, elle bouge avec toi ! Le matin et le soir, quand le soleil est bas, ton ombre est très longue. À midi, quand le soleil est haut, elle est toute petite. Avec une lampe et tes mains, tu peux faire des ombres chinoises sur le mur.',
      '9_to_12':
        'Une ombre apparaît parce que la lumière se propage en ligne droite et qu’un objet opaque, comme ton corps, l’arrête. Derrière l’objet, la zone que la lumière n’atteint plus forme l’ombre portée, dont le contour reproduit la silhouette de l’objet vue depuis la source de lumière. La taille de l’ombre dépend de la position de la lumière : quand le soleil est bas sur l’horizon, les rayons arrivent en biais et l’ombre s’allonge ; quand il est haut, elle raccourcit. Avec une lampe, plus tu t’approches de la lampe, plus ton ombre sur le mur grandit. Les bords d’une ombre sont parfois flous : c’est le cas quand la source de lumière est large, car certains endroits reçoivent un peu de lumière. Autrefois, on utilisait l’ombre d’un bâton pour lire l’heure : c’est le principe du cadran solaire. Les éclipses sont aussi des ombres : celle de la Lune sur la Terre, ou de la Terre sur la Lune.',
      '13_plus':
        'L’ombre est une conséquence de la propagation rectiligne de la lumière dans un milieu homogène. Un objet opaque absorbe ou réfléchit la lumière qu’il reçoit ; la région située derrière lui, privée de lumière directe, constitue l’ombre portée. Avec une source ponctuelle, l’ombre a des bords nets ; avec une source étendue, comme le Soleil, qui couvre un demi-degré du ciel, on distingue l’ombre, où aucune partie de la source n’est visible, et la pénombre, où une partie seulement l’est, d’où des contours progressivement flous. La longueur de l’ombre d’un objet vertical de hauteur h vaut h / tan(α), où α est la hauteur du Soleil au-dessus de l’horizon : elle est très grande au lever et au coucher, minimale à midi solaire. Cette géométrie a été exploitée très tôt : Ératosthène a estimé la circonférence terrestre en comparant les ombres à Syène et à Alexandrie, Thalès aurait mesuré la hauteur des pyramides grâce à leur ombre, et les gnomons et cadrans solaires ont servi d’horloges. Les éclipses de Soleil et de Lune sont des jeux d’ombre et de pénombre à l’échelle astronomique. À l’échelle de la longueur d’onde, la lumière contourne légèrement les bords des obstacles par diffraction, ce qui limite la netteté des ombres. Enfin, une ombre n’est pas noire en plein jour : elle est éclairée par la lumière diffusée du ciel, ce qui lui donne une teinte bleutée que les peintres impressionnistes ont souvent représentée.',
    },
  },
  {
    id: 'soap-bubbles',
    title: 'Pourquoi les bulles de savon sont rondes ?',
    phrasings: [
      'pourquoi les bulles de savon sont rondes',
      'bulles de savon',
      'pk les bulles éclatent',
      'pourquoi les bulles de savon ont des couleurs',
      'faire des bulles',
      'bulle',
    ],
    answers: {
      up_to_5:
        'Une bulle de savon, c’est un peu d’air enfermé dans une peau d’eau et de savon, toute fine. Cette peau serre l’air pareil de tous les côtés, alors la bulle est toute ronde. Et quand la peau sèche ou touche quelque chose, pop, elle éclate !',
      '6_to_8':
        'Une bulle de savon est une toute petite couche d’eau et de savon qui entoure de l’air. Cette couche est élastique, un peu comme un ballon de baudruche, et elle tire de tous les côtés à la fois. La forme qui permet de serrer l’air avec le moins de peau possible, c’est la boule : voilà pourquoi les bulles sont rondes. Les jolies couleurs qui tournent dessus viennent de la lumière qui rebondit sur les deux faces de la couche. Une bulle éclate quand elle devient trop fine, en séchant, ou quand elle touche quelque chose de sec.',
      '9_to_12':
        'Une bulle de savon est une très fine pellicule d’eau, prise en sandwich entre deux couches de molécules de savon, qui enferme de l’air. La surface de l’eau se comporte comme une peau tendue : c’est la tension superficielle. Elle tire sur la bulle et cherche à rendre sa surface la plus petite possible. Or, pour un volume d’air donné, la forme qui a la plus petite surface est la sphère : la bulle devient donc ronde. Avec de l’eau pure, les bulles éclateraient aussitôt ; le savon rend la pellicule plus solide. Les couleurs chatoyantes viennent de la lumière réfléchie par la face extérieure et par la face intérieure de la pellicule : les deux reflets se superposent, et selon l’épaisseur, certaines couleurs se renforcent et d’autres s’effacent. Comme l’eau s’évapore et coule vers le bas, la pellicule s’amincit jusqu’à éclater. Par temps humide, les bulles durent plus longtemps.',
      '13_plus':
        'Une bulle de savon est un film liquide mince, de quelques dizaines de nanomètres à quelques micromètres d’épaisseur, formé d’eau stabilisée par des tensioactifs. Ces molécules se placent aux deux surfaces du film, tête tournée vers l’eau et queue vers l’air ; elles abaissent la tension superficielle et surtout stabilisent le film grâce à l’effet Marangoni : si le film s’amincit localement, la concentration en tensioactifs y diminue, la tension superficielle augmente et du liquide est ramené vers la zone fragilisée. La tension superficielle tend à réduire au minimum l’aire de l’interface ; à volume d’air fixé, la surface minimale est la sphère, d’où la forme des bulles isolées. L’air intérieur est en légère surpression, donnée par la loi de Laplace : Δp = 4γ/R pour une bulle à deux surfaces, donc plus forte dans les petites bulles. Les couleurs irisées résultent d’interférences en couche mince entre la lumière réfléchie par les deux faces ; la couleur observée dépend de l’épaisseur locale. L’écoulement du liquide vers le bas et l’évaporation amincissent le film, dont le haut devient plus fin ; juste avant d’éclater, il paraît noir, car trop mince pour renforcer une couleur du visible. Quand plusieurs bulles s’assemblent en mousse, leurs parois se rencontrent toujours par trois selon des angles de 120°, selon les lois établies par Joseph Plateau au XIXe siècle.',
    },
  },
  {
    id: 'onions-cry',
    title: 'Pourquoi les oignons font pleurer ?',
    phrasings: [
      'pourquoi les oignons font pleurer',
      'oignon',
      'ognon',
      'pk on pleure en coupant les oignons',
      'couper un oignon',
    ],
    answers: {
      up_to_5:
        'Quand on coupe un oignon, il envoie dans l’air un petit gaz qui pique les yeux. Les yeux font des larmes pour se laver. C’est pour ça qu’on pleure, même sans avoir de chagrin !',
      '6_to_8':
        'L’oignon a une arme secrète pour se défendre contre les animaux qui voudraient le manger. Quand on le coupe, on casse ses petites cellules, et deux substances qui étaient bien séparées se mélangent. Ensemble, elles fabriquent un gaz invisible qui monte jusqu’à tes yeux et les pique. Tes yeux se défendent aussitôt en fabriquant des larmes pour rincer ce gaz. Une astuce : mettre l’oignon au frais avant de le couper et utiliser un couteau bien aiguisé, ça fait moins pleurer.',
      '9_to_12':
        'L’oignon stocke dans ses cellules des molécules contenant du soufre et, à part, une enzyme, une sorte d’outil chimique. Tant que l’oignon est entier, les deux ne se rencontrent pas. Quand tu le coupes, les cellules éclatent, l’enzyme entre en contact avec ces molécules et déclenche une série de réactions. Au bout de ces réactions apparaît un gaz irritant, qui s’évapore jusqu’à tes yeux. Au contact de l’œil, il excite les nerfs de sa surface, qui déclenchent un réflexe : les glandes lacrymales produisent des larmes pour rincer l’œil. C’est un système de défense de l’oignon contre les animaux et les insectes qui l’attaquent. Pour moins pleurer, refroidis l’oignon avant de le couper, car le froid ralentit les réactions et l’évaporation, utilise un couteau bien tranchant qui écrase moins de cellules, et éloigne ton visage de la planche.',
      '13_plus':
        'Les oignons, comme les autres plantes du genre Allium, stockent dans le cytoplasme de leurs cellules des acides aminés soufrés, principalement l’isoalliine, tandis que l’enzyme alliinase est enfermée dans la vacuole. Quand on coupe l’oignon, les membranes se rompent : l’alliinase transforme l’isoalliine en acide 1-propénylsulfénique, qu’une seconde enzyme, la LF-synthase (pour « facteur lacrymal »), décrite en 2002 par une équipe japonaise, convertit en oxyde de propanethial, un composé volatil. Ce gaz atteint la cornée, où il stimule les terminaisons sensibles du nerf trijumeau ; le réflexe lacrymal qui s’ensuit dilue et évacue l’irritant. Ce système est une défense chimique contre les herbivores et les microbes ; les mêmes précurseurs donnent aussi, par d’autres réactions, les arômes soufrés de l’oignon. La cuisson détruit les enzymes, ce qui explique que l’oignon cuit ne fasse pas pleurer et ait un goût plus doux. Des chercheurs japonais ont même sélectionné un oignon dont l’activité de la LF-synthase est très faible, et qui ne fait presque pas pleurer. Parmi les astuces efficaces : mettre l’oignon au réfrigérateur, utiliser une lame tranchante, travailler sous la hotte ou près d’un courant d’air.',
    },
  },
  {
    id: 'bread-rises',
    title: 'Pourquoi le pain gonfle ?',
    phrasings: [
      'pourquoi le pain gonfle',
      'pourquoi la pâte lève',
      'levure',
      'pk le pain a des trous',
      'comment on fait le pain',
      'pâte à pain',
      'pain',
    ],
    answers: {
      up_to_5:
        'Dans la pâte à pain, le boulanger met de la levure : ce sont de minuscules êtres vivants. Ils mangent un peu de sucre et font de petites bulles de gaz. Les bulles font gonfler la pâte, comme un ballon !',
      '6_to_8':
        'Pour faire du pain, on mélange de la farine, de l’eau, du sel et de la levure. La levure est faite de tout petits champignons vivants, si petits qu’on ne les voit pas ! Dans la pâte, ils mangent les sucres de la farine et rejettent un gaz, qui forme plein de petites bulles. La pâte est élastique, alors elle garde les bulles et gonfle, un peu comme un ballon qu’on souffle. Au four, la chaleur fait encore grossir les bulles, puis la pâte durcit : ce sont les trous que tu vois dans la mie !',
      '9_to_12':
        'Le pain gonfle grâce à la fermentation. La levure de boulanger est un champignon microscopique, fait d’une seule cellule. Quand on la mélange à la pâte, elle se nourrit des sucres tirés de l’amidon de la farine et rejette du dioxyde de carbone, un gaz, ainsi qu’un peu d’alcool. Pendant le pétrissage, des protéines de la farine, réunies sous le nom de gluten, forment un réseau élastique, comme un filet qui emprisonne le gaz. Les bulles grossissent, et la pâte lève, c’est-à-dire qu’elle augmente de volume : c’est pourquoi le boulanger la laisse reposer au chaud pendant des heures. Au four, le gaz se dilate avec la chaleur et l’alcool s’évapore, la pâte gonfle encore, puis la mie cuit et se fige autour des bulles, laissant des trous. La croûte dorée vient des sucres et des protéines qui brunissent à la chaleur. Le levain, lui, contient des levures sauvages et des bactéries qui donnent un goût légèrement acide.',
      '13_plus':
        'La levée du pain est le résultat d’une fermentation alcoolique conduite par la levure Saccharomyces cerevisiae. Des enzymes de la farine, les amylases, découpent une partie de l’amidon en sucres fermentescibles ; la levure, en conditions pauvres en oxygène, les transforme en éthanol et en dioxyde de carbone. Le CO₂ diffuse dans de petites bulles d’air incorporées lors du pétrissage, qui lui servent de point de départ. La pâte peut retenir ce gaz grâce au gluten : en présence d’eau et sous l’action mécanique du pétrissage, les gliadines et les gluténines du blé s’associent en un réseau viscoélastique, extensible et imperméable aux gaz. Au four, plusieurs phénomènes provoquent un dernier gonflement : dilatation des gaz, évaporation de l’éthanol et de l’eau, activité accélérée de la levure jusqu’à ce qu’elle meure vers 55 à 60 °C. Puis l’amidon gélatinise et les protéines coagulent, figeant la structure alvéolée de la mie. En surface, les réactions de Maillard entre sucres et acides aminés, ainsi que la caramélisation, colorent la croûte et produisent des arômes. Dans le pain au levain, la fermentation associe levures sauvages et bactéries lactiques, qui produisent les acides lactique et acétique au goût caractéristique. Les pains sans levure, comme certaines galettes, restent plats, et la farine de seigle, dont le gluten forme mal ce réseau, donne des pains plus denses.',
    },
  },
  {
    id: 'fridge-cold',
    title: 'Pourquoi le frigo est froid ?',
    phrasings: [
      'pourquoi le frigo est froid',
      'réfrigérateur',
      'frigo',
      'pk le frigo fait du froid',
      'comment marche un frigo',
      'congélateur',
      'pourquoi on met les aliments au frigo',
    ],
    answers: {
      up_to_5:
        'Le frigo a des tuyaux cachés qui emportent la chaleur de dedans et la rejettent dehors, derrière. Alors dedans, il fait tout froid. Le froid garde la nourriture bonne plus longtemps !',
      '6_to_8':
        'Un frigo ne fabrique pas vraiment du froid : il enlève la chaleur de l’intérieur et la rejette dehors. Dans ses tuyaux circule un liquide spécial. Quand ce liquide se transforme en gaz, dans les tuyaux à l’intérieur du frigo, il prend la chaleur autour de lui, comme l’eau qui sèche sur ta peau en sortant du bain te donne froid. Ensuite, un moteur le comprime et l’envoie derrière le frigo, où il relâche cette chaleur : approche ta main de la grille à l’arrière, elle est tiède ! On met les aliments au froid parce que les microbes qui les abîment s’y multiplient beaucoup moins vite.',
      '9_to_12':
        'Un réfrigérateur est une pompe à chaleur : il transporte la chaleur de l’intérieur, froid, vers l’extérieur, plus chaud. Il utilise un fluide, le réfrigérant, qui circule en boucle dans des tuyaux. À l’intérieur du frigo, le réfrigérant s’évapore, c’est-à-dire qu’il passe de liquide à gaz ; pour cela, il a besoin d’énergie, qu’il prend sous forme de chaleur à l’air et aux aliments, ce qui les refroidit. C’est le même phénomène qui te donne froid à la sortie de la piscine, quand l’eau sèche sur ta peau. Ensuite, un compresseur, le moteur qui ronronne, comprime ce gaz, ce qui le réchauffe. Dans la grille à l’arrière, le gaz chaud cède sa chaleur à la pièce et redevient liquide. Puis il passe par un tuyau très fin qui fait chuter sa pression et sa température, et le cycle recommence. Le froid ralentit beaucoup la multiplication des bactéries et des moisissures : les aliments se conservent plus longtemps.',
      '13_plus':
        'Le réfrigérateur fonctionne selon un cycle thermodynamique à compression de vapeur. Le deuxième principe de la thermodynamique interdit à la chaleur de passer spontanément d’un corps froid à un corps chaud : il faut fournir un travail, apporté par le compresseur électrique. Le fluide frigorigène, aujourd’hui souvent l’isobutane, parcourt quatre étapes. Dans l’évaporateur, à l’intérieur de l’appareil, il se vaporise à basse pression et à basse température en absorbant la chaleur de vaporisation, prélevée sur l’enceinte. Le compresseur élève ensuite la pression et la température de la vapeur. Dans le condenseur, la grille située à l’arrière ou dans les parois, la vapeur chaude se condense en cédant sa chaleur à la pièce. Enfin, un détendeur, souvent un tube très fin, abaisse brutalement la pression, ce qui refroidit le liquide avant son retour à l’évaporateur. La chaleur rejetée dans la pièce est égale à la chaleur extraite plus le travail fourni : un frigo laissé ouvert réchauffe la cuisine. Le coefficient de performance, rapport de la chaleur extraite au travail fourni, vaut typiquement 2 à 3. Le froid conserve les aliments car la vitesse des réactions enzymatiques et de la multiplication microbienne chute avec la température : la plupart des bactéries pathogènes se multiplient très lentement sous 4 °C, et la congélation à −18 °C arrête leur multiplication, sans tuer tous les microbes. Les anciens fluides, les CFC, ont été interdits par le protocole de Montréal (1987) car ils détruisaient la couche d’ozone.',
    },
  },
];
