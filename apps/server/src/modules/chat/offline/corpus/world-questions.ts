import type { Topic } from '../topic.js';

/** Other countries' ways, sports' rules and the world's records (decision 0026, the fifth and sixth rounds read). */
export const worldQuestionTopics: Topic[] = [
  {
    id: 'driving-on-the-left',
    title: 'Pourquoi les Anglais roulent à gauche ?',
    phrasings: [
      'pourquoi les anglais roulent à gauche',
      'pourquoi en angleterre ils roulent à gauche',
      'pk on roule à droite',
      'rouler à gauche',
      'pourquoi certains pays roulent à gauche',
      'pourquoi le volant est à droite en angleterre',
    ],
    answers: {
      up_to_5:
        'Chaque pays choisit de quel côté de la route on roule. En France, c’est à droite ; en Angleterre, c’est à gauche. Le plus important, c’est que tout le monde roule du même côté dans un pays !',
      '6_to_8':
        'Il y a très longtemps, les cavaliers se croisaient souvent sur les chemins en restant à gauche. Comme la plupart des gens sont droitiers, ils gardaient ainsi leur main droite, celle qui tenait l’épée, du côté de la personne croisée, et montaient plus facilement à cheval par la gauche. Les Anglais ont gardé cette habitude et en ont fait une loi. En France, on a choisi de rouler à droite, et beaucoup de pays ont suivi. L’essentiel, c’est que dans un même pays, tout le monde roule du même côté pour ne pas se rentrer dedans.',
      '9_to_12':
        'Aujourd’hui, environ un tiers des habitants du monde roulent à gauche : au Royaume-Uni, en Irlande, au Japon, en Inde, en Australie ou en Afrique du Sud. Cette habitude viendrait du temps des cavaliers : un droitier qui croise un inconnu en restant à gauche garde sa main droite, celle de l’épée, du côté de l’autre. Le Royaume-Uni en a fait une loi au dix-huitième et au dix-neuvième siècle, puis l’a répandue dans son empire, d’où l’Inde ou l’Australie. En France, rouler à droite s’est imposé à la fin du dix-huitième siècle, et Napoléon a diffusé cette règle dans les pays qu’il conquérait. Plus tard, les grandes voitures américaines, conduites à droite, ont poussé d’autres pays à changer. La Suède est passée de la gauche à la droite en une nuit, en 1967 !',
      '13_plus':
        'Environ 35 % de la population mondiale roule à gauche, principalement dans les pays marqués par l’influence britannique (Royaume-Uni, Irlande, Inde, Australie, Afrique du Sud, Malaisie…) et au Japon, qui n’a jamais été colonie britannique mais a adopté ce sens en partie sous l’influence des ingénieurs ferroviaires anglais. L’explication la plus citée de la circulation à gauche tient à l’usage des cavaliers et des piétons armés, droitiers pour la plupart, qui se croisaient par la gauche pour garder la main de l’épée face à l’autre. Le Royaume-Uni l’a inscrite dans la loi au début du dix-neuvième siècle. La circulation à droite se serait généralisée en France et aux États-Unis avec les grands chariots tirés par plusieurs attelages, dont le conducteur, assis sur le cheval arrière gauche, préférait croiser par la gauche du véhicule ; la Révolution et les conquêtes napoléoniennes l’ont diffusée en Europe continentale. Au vingtième siècle, la standardisation automobile a poussé plusieurs pays à basculer à droite : la Suède le 3 septembre 1967 (le « jour H »), l’Islande l’année suivante.',
    },
  },
  {
    id: 'chopsticks',
    title: 'Pourquoi les Japonais mangent avec des baguettes ?',
    phrasings: [
      'pourquoi les japonais mangent avec des baguettes',
      'pourquoi les chinois mangent avec des baguettes',
      'pk en asie ils mangent avec des baguettes',
      'baguettes pour manger',
      'qui a inventé les baguettes',
      'comment on mange avec des baguettes',
    ],
    answers: {
      up_to_5:
        'Au Japon et en Chine, la nourriture est souvent coupée en petits morceaux avant d’arriver sur la table. Alors pas besoin de couteau : avec deux baguettes, on attrape les morceaux comme avec une pince ! Chaque pays a sa façon de manger.',
      '6_to_8':
        'Les baguettes ont été inventées en Chine il y a plusieurs milliers d’années, puis elles sont arrivées au Japon, en Corée et au Vietnam. Dans ces pays, on coupe la nourriture en petits morceaux en cuisine, avant de la servir : à table, on n’a donc pas besoin de couteau, et deux baguettes suffisent pour attraper le riz, les légumes ou le poisson, comme une pince. Chez nous, on utilise plutôt une fourchette et un couteau, et dans d’autres pays, on mange avec les doigts, souvent avec une galette de pain. Toutes ces façons de manger sont aussi polies les unes que les autres.',
      '9_to_12':
        'Les baguettes sont nées en Chine, il y a plus de 3 000 ans : au début, elles servaient surtout à cuisiner, à remuer les aliments dans les marmites. Comme le bois de chauffage était précieux, on avait l’habitude de couper les aliments en petits morceaux pour qu’ils cuisent plus vite. Il n’y avait donc plus besoin de couteau à table, et les baguettes sont devenues l’ustensile du repas. Elles se sont répandues au Japon, en Corée et au Vietnam. Chaque pays a son style : les baguettes japonaises sont souvent pointues, les chinoises plus longues, les coréennes en métal. Il y a aussi des règles de politesse : au Japon, on ne plante jamais ses baguettes debout dans le bol de riz, car ce geste rappelle les cérémonies pour les morts.',
      '13_plus':
        'Les baguettes apparaissent en Chine il y a plus de trois millénaires ; les plus anciens exemplaires connus, en bronze, ont été retrouvés sur le site de Yin, dernière capitale de la dynastie Shang. Elles servaient d’abord d’ustensiles de cuisine. Leur usage à table se serait généralisé sous la dynastie Han, en lien avec une cuisine fondée sur des aliments découpés en petits morceaux, cuits rapidement pour économiser le combustible, ce qui rendait le couteau inutile à table ; certains y ajoutent l’influence de la pensée confucéenne, qui associait le couteau à la violence. L’usage s’est diffusé dans l’aire culturelle chinoise : Japon, Corée, Vietnam. Les formes varient : baguettes japonaises courtes et pointues adaptées au poisson, baguettes chinoises longues pour les plats partagés, baguettes coréennes plates en métal. Les règles de politesse sont nombreuses : au Japon, planter ses baguettes dans le riz ou se passer un aliment de baguettes à baguettes évoque les rites funéraires. Dans le monde, on mange à peu près autant avec les doigts qu’avec des baguettes ou avec des couverts.',
    },
  },
  {
    id: 'football-no-hands',
    title: 'Pourquoi au foot on n’a pas le droit de toucher le ballon avec les mains ?',
    phrasings: [
      'pourquoi au foot on a pas le droit de toucher le ballon avec les mains',
      'pk on a pas le droit aux mains au foot',
      'main au foot',
      'pourquoi le gardien peut prendre le ballon avec les mains',
      'pourquoi il y a des règles au foot',
      'qui a inventé le football',
    ],
    answers: {
      up_to_5:
        'Au football, le jeu, c’est justement de tout faire avec les pieds ! C’est plus difficile, et c’est ça qui est amusant. Seul le gardien a le droit d’utiliser ses mains, pour protéger son but.',
      '6_to_8':
        'Le football s’appelle comme ça parce qu’en anglais, « foot » veut dire pied : c’est le jeu de la balle au pied. Avec les mains, ce serait trop facile d’attraper le ballon et de courir avec ! La règle rend le jeu plus difficile, plus surprenant et plus juste : tout le monde doit apprendre à dribbler et à passer avec les pieds. Le gardien, lui, a le droit de prendre le ballon dans ses mains, mais seulement dans sa surface, devant son but. Au rugby ou au handball, on a choisi d’autres règles.',
      '9_to_12':
        'Au dix-neuvième siècle, en Angleterre, chaque école jouait à la balle avec ses propres règles : certaines permettaient de porter le ballon à la main, d’autres non. En 1863, des clubs se sont réunis à Londres pour écrire des règles communes et ont fondé la Football Association : ils ont choisi un jeu où l’on ne touche pas le ballon avec les mains, le football. Ceux qui voulaient courir avec le ballon dans les bras ont continué leur propre jeu, qui est devenu le rugby. Interdire les mains rend le jeu plus difficile et plus technique, et limite les contacts violents. Le gardien est l’exception : il peut utiliser ses mains dans sa surface de réparation. Un joueur qui touche le ballon exprès avec la main est sanctionné d’une faute, et d’un penalty si c’est dans sa surface.',
      '13_plus':
        'L’interdiction de la main est la règle qui a séparé le football du rugby. Dans l’Angleterre du dix-neuvième siècle, les jeux de balle pratiqués dans les public schools avaient des règles très diverses ; les règles de Cambridge (1848) puis celles adoptées en 1863 par la Football Association, fondée à Londres, ont limité l’usage des mains et interdit certains contacts, comme frapper les tibias. Les clubs qui tenaient au jeu à la main et aux plaquages ont fondé en 1871 la Rugby Football Union. Le gardien n’a reçu un statut distinct qu’en 1871, et sa possibilité de jouer à la main n’a été limitée à la surface de réparation qu’en 1912. Les lois du jeu, aujourd’hui gardées par l’International Football Association Board, sanctionnent la main volontaire, ou qui agrandit anormalement la surface du corps, par un coup franc direct ou un penalty. Cette contrainte fait du football un sport de technique du pied, où les scores restent bas, ce qui contribue à son suspense et, selon certains, à sa popularité mondiale.',
    },
  },
  {
    id: 'tennis-scoring',
    title: 'Pourquoi au tennis on compte 15, 30, 40 ?',
    phrasings: [
      'pourquoi au tennis on compte 15 30 40',
      'pourquoi au tennis on compte 15 30 40 et pas 45',
      'pk au tennis c est 15 30 40',
      'comment on compte les points au tennis',
      'score du tennis',
      'c est quoi jeu set et match',
    ],
    answers: {
      up_to_5:
        'Au tennis, on compte les points d’une façon rigolote : 15, puis 30, puis 40, puis jeu ! C’est une très vieille habitude qui vient du jeu de paume, le grand-père du tennis, en France.',
      '6_to_8':
        'Le tennis vient d’un jeu très ancien inventé en France, le jeu de paume, où l’on frappait la balle avec la main, puis avec une raquette. À l’époque, on comptait peut-être les points avec une horloge : l’aiguille avançait d’un quart de tour, 15 minutes, à chaque point : 15, 30, 45, puis 60, le jeu. On pense que 45 est devenu 40 parce que c’était plus court à dire. Personne n’en est tout à fait sûr, mais la tradition est restée ! Il faut gagner des jeux pour gagner un set, et des sets pour gagner le match.',
      '9_to_12':
        'Le tennis descend du jeu de paume, très populaire en France au Moyen Âge. Le décompte 15, 30, 40 vient de cette époque, et les historiens hésitent sur son origine. L’explication la plus répandue parle d’un cadran d’horloge : chaque point avançait l’aiguille d’un quart, 15, 30, 45, et le jeu était gagné à 60. Le 45 serait devenu 40, plus rapide à annoncer, ou pour laisser la place à « avantage ». Une autre hypothèse évoque les pas : au jeu de paume, le serveur avançait de 15 pieds à chaque point gagné, puis seulement de 10. Pour gagner un jeu, il faut deux points d’écart : à 40 partout, on dit « égalité », puis « avantage ». Six jeux font un set, et il faut deux ou trois sets gagnants pour remporter le match.',
      '13_plus':
        'Le système de comptage du tennis moderne, codifié en Angleterre dans les années 1870, a été repris du jeu de paume, pratiqué en France depuis le Moyen Âge. Son origine n’est pas établie avec certitude. La mention la plus ancienne de points comptés par quinze date du quinzième siècle. L’hypothèse la plus citée relie ce décompte à un cadran divisé en quarts, 15, 30, 45 et 60, le 45 s’étant abrégé en 40 pour la commodité de l’annonce ; une autre, présentée au dix-septième siècle, évoque le serveur qui avançait de quinze pieds vers le filet à chaque point, puis de dix, d’où 40 ; on a aussi proposé un lien avec des mises de monnaie. L’égalité (« deuce » en anglais, du français « à deux », c’est-à-dire à deux points de la victoire) et l’avantage imposent deux points d’écart. Le mot « love » pour zéro est parfois rattaché au français « l’œuf », pour la forme du chiffre, hypothèse populaire mais discutée. Le jeu décisif, introduit en 1970, limite la durée des sets.',
    },
  },
  {
    id: 'rugby-ball-oval',
    title: 'Pourquoi le ballon de rugby n’est pas rond ?',
    phrasings: [
      'pourquoi le ballon de rugby est pas rond',
      'pk le ballon de rugby est ovale',
      'ballon ovale',
      'pourquoi le ballon de rugby a une drôle de forme',
      'qui a inventé le rugby',
      'ballon de rugby',
    ],
    answers: {
      up_to_5:
        'Autrefois, les ballons étaient faits avec une vessie de cochon gonflée, qui était un peu allongée. Le ballon de rugby a gardé cette forme ! En plus, il est plus facile à tenir dans les bras quand on court.',
      '6_to_8':
        'Au dix-neuvième siècle, en Angleterre, on fabriquait les ballons avec une vessie de cochon qu’on gonflait et qu’on entourait de cuir. Une vessie n’est pas ronde, plutôt allongée comme un œuf : les premiers ballons de rugby avaient donc cette forme. On l’a gardée parce qu’elle est pratique pour ce jeu : on peut bien serrer le ballon contre soi en courant, et le lancer en le faisant tourner. Et comme il rebondit n’importe comment, le rugby est plein de surprises !',
      '9_to_12':
        'Le rugby porte le nom d’une école anglaise, à Rugby, où l’on jouait à un jeu de balle qu’on pouvait porter à la main. Les ballons étaient fabriqués par des cordonniers de la ville avec une vessie de cochon gonflée, enveloppée de cuir cousu : la vessie, naturellement allongée, donnait un ballon en forme de prune. Quand les ballons en caoutchouc sont apparus, on a gardé et même accentué cette forme ovale, parce qu’elle convient au rugby : elle se tient bien sous le bras, se passe à la main facilement et, lancée en tournant sur elle-même, vole loin et droit. Son rebond imprévisible fait aussi partie du jeu. Le football, qui se joue au pied, a au contraire choisi un ballon rond qui roule régulièrement.',
      '13_plus':
        'La forme du ballon de rugby est un héritage de sa fabrication. Au début du dix-neuvième siècle, les ballons utilisés à la Rugby School, en Angleterre, étaient confectionnés par des artisans locaux, notamment William Gilbert, à partir de vessies de porc gonflées à la bouche et recouvertes de panneaux de cuir : leur forme, plus ou moins ovoïde, suivait celle de la vessie. L’invention de la vessie en caoutchouc par Richard Lindon, vers 1870, a permis de standardiser les ballons ; le rugby a conservé et régularisé la forme ovale, que ses règles fixent aujourd’hui en dimensions et en masse. Cette forme présente des avantages pour un jeu où l’on porte le ballon : prise en main et protection contre l’adversaire, passes vissées dont la rotation autour du grand axe stabilise le vol par effet gyroscopique, coups de pied longs. Elle rend aussi les rebonds difficiles à prévoir, ce qui fait partie de l’incertitude du jeu. Le football américain et le football australien utilisent des ballons ovales de la même famille.',
    },
  },
  {
    id: 'chinese-writing',
    title: 'Pourquoi les Chinois n’ont pas le même alphabet que nous ?',
    phrasings: [
      'pourquoi en chine ils ont pas le même alphabet que nous',
      'pk les chinois écrivent avec des dessins',
      'écriture chinoise',
      'comment on écrit en chinois',
      'pourquoi les japonais écrivent pas comme nous',
      'c est quoi les caractères chinois',
    ],
    answers: {
      up_to_5:
        'En Chine, on n’écrit pas avec des lettres comme A, B, C. On écrit avec des petits signes, qui ressemblent parfois à des dessins, et chaque signe veut dire un mot. C’est une écriture très ancienne et très jolie !',
      '6_to_8':
        'Notre alphabet a seulement 26 lettres, qui notent des sons : en les assemblant, on écrit tous les mots. L’écriture chinoise marche autrement : chaque signe, qu’on appelle un caractère, représente un mot ou une partie de mot, avec son sens. Au tout début, certains caractères étaient de petits dessins : le signe du soleil ressemblait à un soleil, celui de la montagne à trois sommets. Il en existe des milliers, alors les enfants chinois en apprennent un peu chaque jour pendant toute leur scolarité. Cette écriture a été inventée en Chine il y a plus de 3 000 ans, bien loin de notre alphabet.',
      '9_to_12':
        'Les écritures du monde ont été inventées dans plusieurs régions, séparément. Notre alphabet latin descend d’alphabets du Proche-Orient et de la Grèce : chaque lettre note un son, et 26 lettres suffisent. L’écriture chinoise est née en Chine il y a plus de 3 000 ans, gravée sur des os et des carapaces de tortue. Ses signes, les caractères ou sinogrammes, notent des mots ou des syllabes avec leur sens : certains sont d’anciens dessins simplifiés, beaucoup associent une partie qui indique le sens et une autre qui indique la prononciation. Pour lire un journal, il faut en connaître environ 3 000. Un avantage : des Chinois qui parlent des langues différentes peuvent lire le même texte. Les enfants chinois apprennent aussi le pinyin, une façon d’écrire le chinois avec nos lettres. Le japonais utilise des caractères chinois et deux alphabets de syllabes.',
      '13_plus':
        'L’écriture chinoise est l’une des rares écritures inventées de façon indépendante, avec celles de Mésopotamie, d’Égypte et de Mésoamérique. Ses plus anciens témoignages étendus sont les inscriptions oraculaires sur os et carapaces de la dynastie Shang, vers 1200 avant notre ère. C’est une écriture logographique, ou plus précisément morpho-syllabique : chaque caractère correspond en général à une syllabe porteuse de sens. Les pictogrammes, dessins stylisés, ne forment qu’une petite partie du système ; la grande majorité des caractères sont des composés phonético-sémantiques, associant une clé qui indique le domaine de sens et un élément qui indique la prononciation. Les dictionnaires en recensent des dizaines de milliers, mais environ 3 000 à 4 000 suffisent pour la lecture courante. La Chine continentale utilise depuis les années 1950 des caractères simplifiés, Taïwan et Hong Kong des caractères traditionnels, et le pinyin, transcription en alphabet latin, sert à l’apprentissage et à la saisie sur ordinateur. Cette écriture a été empruntée par le Japon, la Corée et le Vietnam, qui ont développé ensuite leurs propres systèmes.',
    },
  },
  {
    id: 'first-king-of-france',
    title: 'Qui était le premier roi de France ?',
    phrasings: [
      'qui était le premier roi de france',
      'c était qui le premier roi de france',
      'premier roi de france',
      'clovis',
      'qui était clovis',
      'clovis premier roi',
    ],
    answers: {
      up_to_5:
        'On dit souvent que le premier roi de France, c’est Clovis. Il a vécu il y a très, très longtemps, il y a plus de 1 500 ans ! Il était le chef d’un peuple qui s’appelait les Francs.',
      '6_to_8':
        'On considère souvent Clovis comme le premier roi de France. Il vivait il y a plus de 1 500 ans et il était roi des Francs, un peuple venu de l’est, qui a donné son nom à la France. Clovis a gagné beaucoup de batailles et réuni sous son pouvoir une grande partie de la Gaule. Il s’est fait baptiser chrétien à Reims, et plus tard beaucoup de rois de France y ont été couronnés. Mais à son époque, le pays ne s’appelait pas encore la France : c’est venu bien plus tard.',
      '9_to_12':
        'Clovis, roi des Francs de 481 à 511, est souvent présenté comme le premier roi de France. Les Francs étaient un peuple germanique installé dans le nord de la Gaule à la fin de l’Empire romain. Clovis a vaincu les derniers chefs romains, puis d’autres peuples comme les Alamans et les Wisigoths, et réuni la plus grande partie de la Gaule. Son baptême à Reims, vers 496 ou 500, lui a valu le soutien des évêques et des habitants, en majorité chrétiens. Il a choisi Paris comme capitale. Pourtant, les historiens nuancent : le royaume de Clovis a été partagé entre ses fils, et le mot « France » ne désigne le pays que bien plus tard. Le premier à porter le titre de « roi de France » est Philippe Auguste, vers 1190. D’autres citent Hugues Capet, élu roi en 987, ancêtre de tous les rois qui ont suivi.',
      '13_plus':
        'La question du « premier roi de France » dépend de ce qu’on entend par France. La tradition retient souvent Clovis, roi des Francs saliens de 481 à 511, fondateur de la dynastie mérovingienne. Il a éliminé le royaume gallo-romain de Syagrius, soumis les Alamans, vaincu les Wisigoths à Vouillé en 507, et fait de Paris son siège ; son baptême catholique à Reims, dont la date est débattue, lui assura l’appui de l’Église et de l’aristocratie gallo-romaine. Mais son royaume, partagé entre ses fils selon la coutume franque, n’était pas un État national. Le traité de Verdun, en 843, divisa l’empire de Charlemagne et donna à Charles le Chauve la Francie occidentale, noyau du futur royaume. Hugues Capet, élu en 987, fonda la dynastie capétienne dont descendent tous les rois suivants. Le titre de « roi de France » (rex Franciae), au lieu de « roi des Francs », apparaît sous Philippe Auguste, à la fin du douzième siècle. Les historiens voient donc la naissance de la France comme un processus de plusieurs siècles plutôt qu’un commencement unique.',
    },
  },
  {
    id: 'washing-in-the-middle-ages',
    title: 'Est-ce qu’au Moyen Âge les gens ne se lavaient jamais ?',
    phrasings: [
      'c est vrai qu au moyen âge les gens se lavaient jamais',
      'est ce qu au moyen âge on se lavait',
      'comment on se lavait avant',
      'pk les gens se lavaient pas avant',
      'comment les gens se lavaient autrefois',
      'les bains au moyen âge',
    ],
    answers: {
      up_to_5:
        'Si, au Moyen Âge, les gens se lavaient ! Il n’y avait pas de douche à la maison, alors ils se lavaient avec une bassine d’eau, et parfois ils allaient aux bains, une grande baignoire chaude partagée. Ils se lavaient surtout les mains et le visage.',
      '6_to_8':
        'On imagine souvent qu’au Moyen Âge tout le monde était sale, mais ce n’est pas tout à fait vrai. Il n’y avait pas d’eau courante dans les maisons : il fallait aller la chercher au puits ou à la fontaine et la chauffer sur le feu. Alors on se lavait surtout le visage et les mains, avec une cuvette. Dans les villes, il y avait des étuves, des bains publics où l’on se baignait dans de l’eau chaude, et on faisait aussi des bains dans les rivières l’été. Plus tard, vers la Renaissance, les gens ont eu peur que l’eau transmette les maladies, et ils se sont moins baignés pendant longtemps.',
      '9_to_12':
        'Les gens du Moyen Âge se lavaient plus qu’on ne le croit. Sans eau courante, chaque seau devait être porté depuis le puits, la rivière ou la fontaine, puis chauffé : on faisait donc surtout des toilettes rapides, mains et visage chaque matin, avec parfois du savon fait de graisse et de cendre. Les villes comptaient des étuves, des bains publics chauffés : Paris en avait une trentaine au treizième siècle. On y allait pour se laver, se détendre et discuter. C’est plus tard, aux seizième et dix-septième siècles, que l’hygiène a reculé : pendant les épidémies de peste, les médecins pensaient que l’eau chaude ouvrait la peau aux maladies. Les étuves ont fermé, et même les nobles se frottaient avec des linges et changeaient de chemise au lieu de se baigner. Les bains sont revenus au dix-neuvième siècle.',
      '13_plus':
        'L’image d’un Moyen Âge uniformément sale est en grande partie un cliché forgé à l’époque moderne. Les sources médiévales montrent un souci réel de propreté : ablutions quotidiennes des mains et du visage, lavage des mains avant le repas, bains en cuve dans les demeures aisées, baignades estivales. Les villes disposaient d’étuves, établissements de bains chauffés ; le Livre des métiers d’Étienne Boileau, vers 1268, en réglemente l’activité à Paris, où l’on en comptait plusieurs dizaines. Ces lieux de sociabilité furent aussi accusés de favoriser la débauche. Le recul du bain date plutôt des seizième et dix-septième siècles : la théorie médicale des humeurs faisait craindre que l’eau chaude, en ouvrant les pores, laisse pénétrer les miasmes de la peste ; les étuves fermèrent, et la propreté des élites passa par la « toilette sèche », frictions au linge, poudres, parfums et surtout le linge blanc, changé souvent, censé absorber la saleté. L’hygiénisme du dix-neuvième siècle, avec la découverte des microbes et l’arrivée de l’eau courante, réhabilita le lavage à l’eau.',
    },
  },
  {
    id: 'smallest-country',
    title: 'Quel est le plus petit pays du monde ?',
    phrasings: [
      'c est quoi le pays le plus petit du monde',
      'quel est le plus petit pays du monde',
      'le plus petit pays',
      'le pays le plus petit du monde',
      'quel est le plus petit état du monde',
      'c est quoi le pays le plus petit',
    ],
    answers: {
      up_to_5:
        'Le plus petit pays du monde s’appelle le Vatican. Il est tout petit, au milieu de la ville de Rome, en Italie : on peut en faire le tour à pied en moins d’une heure ! C’est là qu’habite le pape.',
      '6_to_8':
        'Le plus petit pays du monde est le Vatican. Il se trouve à l’intérieur de la ville de Rome, en Italie, entouré de hauts murs. Il est si petit qu’il tiendrait plusieurs fois dans un grand parc : on en fait le tour à pied en moins d’une heure. Environ 800 personnes y habitent. C’est le pays du pape, le chef de l’Église catholique, et il a même ses propres timbres et sa petite armée, les gardes suisses, avec leurs uniformes colorés. Le deuxième plus petit pays est Monaco, au bord de la Méditerranée.',
      '9_to_12':
        'Le Vatican est le plus petit État du monde, avec 0,44 kilomètre carré, soit à peu près la taille de 60 terrains de football. Il est enclavé dans Rome, la capitale de l’Italie, et compte environ 800 habitants. C’est un État indépendant depuis 1929, gouverné par le pape, chef de l’Église catholique : il a son drapeau, ses timbres, sa banque, sa radio et sa garde, les gardes suisses. Il abrite la basilique Saint-Pierre et la chapelle Sixtine, peinte par Michel-Ange. Le deuxième plus petit pays est Monaco, un peu plus de 2 kilomètres carrés, puis viennent Nauru, une île du Pacifique, et Tuvalu. À l’autre bout, le plus grand pays du monde, la Russie, est environ 39 millions de fois plus vaste que le Vatican !',
      '13_plus':
        'Avec environ 0,44 km², l’État de la Cité du Vatican est le plus petit État souverain reconnu. Il est né des accords du Latran, signés en 1929 entre le Saint-Siège et l’Italie de Mussolini, qui mirent fin à la « question romaine » ouverte en 1870 avec la prise de Rome et la disparition des États pontificaux. Enclavé dans Rome, il compte quelques centaines de résidents, dont une partie seulement possède la citoyenneté vaticane, liée à la fonction exercée. C’est une monarchie absolue élective : le pape, élu par les cardinaux, y détient les pouvoirs législatif, exécutif et judiciaire. Il faut distinguer l’État du Vatican, territoire, du Saint-Siège, entité souveraine qui représente l’Église catholique et entretient des relations diplomatiques avec la plupart des pays. Suivent Monaco (environ 2 km²), Nauru (21 km²), Tuvalu (26 km²) et Saint-Marin (61 km²). L’Ordre souverain de Malte, parfois cité, n’a pas de territoire propre. À l’opposé, la Russie dépasse 17 millions de km².',
    },
  },
  {
    id: 'biggest-country',
    title: 'Quel est le plus grand pays du monde ?',
    phrasings: [
      'c est quoi le plus grand pays du monde',
      'quel est le plus grand pays du monde',
      'le plus grand pays',
      'c est quoi le pays le plus grand',
      'quel pays a le plus d habitants',
      'le pays le plus grand du monde',
    ],
    answers: {
      up_to_5:
        'Le plus grand pays du monde, c’est la Russie. Il est tellement grand que quand les enfants de l’autre bout se réveillent le matin, ceux d’ici vont se coucher ! La France, à côté, est beaucoup plus petite.',
      '6_to_8':
        'Le plus grand pays du monde est la Russie. Il s’étend de l’Europe jusqu’au bout de l’Asie, tout près de l’Amérique. Il est à peu près 30 fois plus grand que la France ! Quand il est midi à Moscou, la capitale, il fait déjà nuit à l’autre bout du pays. Il y a d’immenses forêts, des montagnes et des régions très froides, la Sibérie. Après la Russie viennent le Canada, la Chine et les États-Unis. Le pays qui a le plus d’habitants, lui, c’est l’Inde, presque à égalité avec la Chine.',
      '9_to_12':
        'La Russie est le plus grand pays du monde : plus de 17 millions de kilomètres carrés, environ un huitième des terres émergées, et à peu près 31 fois la France métropolitaine. Elle s’étend sur deux continents, de la mer Baltique au détroit de Béring, face à l’Alaska, et couvre onze fuseaux horaires. Une grande partie de son territoire, la Sibérie, est très froide et peu peuplée, d’où seulement 145 millions d’habitants environ. Viennent ensuite le Canada, la Chine et les États-Unis, presque à égalité, puis le Brésil. Pour le nombre d’habitants, le classement change : l’Inde a dépassé la Chine en 2023, chacune avec plus de 1,4 milliard de personnes. Le plus petit pays, lui, est le Vatican.',
      '13_plus':
        'Avec environ 17,1 millions de km², la Russie est le plus vaste État du monde, soit près de 11 % des terres émergées. Son territoire, hérité de l’expansion de la Moscovie puis de l’Empire russe vers l’Oural, la Sibérie et l’Extrême-Orient du seizième au dix-neuvième siècle, s’étend sur environ 9 000 km d’ouest en est et onze fuseaux horaires. Sa population, environ 145 millions d’habitants, est concentrée dans la partie européenne ; la Sibérie, marquée par le pergélisol et un climat continental extrême, reste très peu peuplée. Suivent le Canada (environ 10 millions de km²), puis les États-Unis et la Chine, dont l’ordre dépend de la prise en compte des eaux intérieures et côtières et de territoires disputés, et le Brésil. En population, l’Inde est devenue en 2023 le pays le plus peuplé selon les estimations des Nations unies, devant la Chine, toutes deux au-dessus de 1,4 milliard d’habitants ; la Chine voit sa population diminuer depuis 2022.',
    },
  },
  {
    id: 'world-population',
    title: 'Combien il y a de gens sur la Terre ?',
    phrasings: [
      'combien il y a de gens sur la terre',
      'combien il y a d humains dans le monde',
      'on est combien d humains sur terre',
      'combien on est sur terre',
      'population mondiale',
      'combien d habitants sur la terre',
    ],
    answers: {
      up_to_5:
        'Sur la Terre, il y a plus de 8 milliards de personnes ! C’est un nombre tellement grand qu’on ne pourrait jamais les compter une par une. Et chacune est différente.',
      '6_to_8':
        'Il y a plus de 8 milliards d’humains sur la Terre. Un milliard, c’est mille millions : un nombre énorme ! Si tu voulais dire bonjour à chaque personne, une par seconde, sans jamais dormir, il te faudrait plus de 250 ans. Il y a très longtemps, les humains étaient beaucoup moins nombreux. Leur nombre a beaucoup augmenté depuis 200 ans, grâce aux médecins, aux vaccins et à une meilleure nourriture, qui permettent de vivre plus longtemps. Les pays où il y a le plus de monde sont l’Inde et la Chine.',
      '9_to_12':
        'Selon les Nations unies, l’humanité a passé le cap des 8 milliards de personnes en novembre 2022. Pendant la plus grande partie de l’histoire, la population a très peu augmenté : il y avait peut-être 300 millions d’humains il y a 2 000 ans, et le premier milliard n’a été atteint que vers 1800. Ensuite, tout s’est accéléré : grâce aux progrès de l’agriculture, de l’hygiène et de la médecine, beaucoup moins de bébés et d’enfants meurent, et on vit plus vieux. Il a fallu seulement douze ans pour passer de 7 à 8 milliards. Aujourd’hui, les familles ont en moyenne moins d’enfants, et les spécialistes pensent que la population devrait cesser d’augmenter vers la fin du siècle, autour de 10 milliards. L’Inde et la Chine comptent chacune plus de 1,4 milliard d’habitants.',
      '13_plus':
        'La population mondiale a dépassé 8 milliards d’habitants en 2022 selon les estimations des Nations unies. Sa croissance a été très lente pendant des millénaires, freinée par une mortalité élevée, puis s’est accélérée à partir du dix-neuvième siècle : un milliard vers 1804, deux en 1927, quatre en 1974, huit en 2022. Cette explosion s’explique par la transition démographique : la mortalité, surtout infantile, a baissé grâce à l’alimentation, à l’hygiène, aux vaccins et aux antibiotiques, avant que la natalité ne diminue à son tour, avec un décalage de plusieurs décennies. Le taux de croissance annuel est passé d’un pic d’environ 2,1 % à la fin des années 1960 à moins de 1 % aujourd’hui, et l’indice de fécondité mondial est proche de 2,3 enfants par femme. Les projections des Nations unies prévoient un maximum d’environ 10,3 milliards vers le milieu des années 2080, avec de fortes différences régionales : croissance rapide en Afrique subsaharienne, vieillissement et déclin en Europe et en Asie de l’Est.',
    },
  },
  {
    id: 'unlucky-thirteen',
    title: 'Pourquoi on dit que le 13 porte malheur ?',
    phrasings: [
      'pourquoi on dit que le 13 porte malheur',
      'vendredi 13',
      'pk le 13 porte malheur',
      'c est quoi une superstition',
      'pourquoi le chat noir porte malheur',
      'pourquoi on dit que passer sous une échelle porte malheur',
    ],
    answers: {
      up_to_5:
        'Certaines personnes croient que le nombre 13 porte malheur, mais ce n’est pas vrai : c’est une superstition, une vieille idée qu’on se raconte. Un nombre ne peut rien faire de mal ! D’autres pensent même qu’il porte bonheur.',
      '6_to_8':
        'Une superstition, c’est une croyance qui dit qu’une chose porte bonheur ou malheur, sans que ce soit vrai. Le nombre 13, le chat noir, passer sous une échelle ou casser un miroir : ce sont des superstitions très anciennes. Pour le 13, on raconte par exemple qu’au dernier repas de Jésus, ils étaient 13 à table, et que l’un d’eux l’a trahi. Mais un nombre ne peut pas causer de malheur, et il ne se passe pas plus d’accidents un vendredi 13. D’ailleurs, certains pensent que le vendredi 13 porte bonheur et jouent au loto ce jour-là !',
      '9_to_12':
        'La peur du 13 est une superstition répandue en Europe et en Amérique, et elle a plusieurs origines possibles. Dans la tradition chrétienne, il y avait 13 personnes au dernier repas de Jésus, dont Judas, qui l’a trahi. Le 13 vient aussi juste après le 12, un nombre vu comme complet : 12 mois, 12 heures, 12 signes du zodiaque. Le vendredi 13 réunit deux mauvais présages, car Jésus serait mort un vendredi. Cette peur a des conséquences réelles : certains immeubles n’ont pas de 13e étage et certains avions pas de rang 13. Pourtant, les études ne montrent pas plus d’accidents ces jours-là. En Italie, c’est plutôt le 17 qui fait peur, et en Chine ou au Japon, le 4, car il se prononce presque comme le mot « mort ».',
      '13_plus':
        'La triskaïdékaphobie, crainte du nombre 13, est une superstition occidentale dont l’origine reste discutée. On invoque la Cène, où Jésus et les douze apôtres étaient treize à table avant la trahison de Judas, et un mythe nordique où le dieu Loki, treizième invité d’un banquet, provoque la mort de Baldr. Le 13 rompt aussi la complétude symbolique du 12 (mois, heures, tribus d’Israël, apôtres). L’association au vendredi, jour de la crucifixion, n’est bien attestée qu’à partir du dix-neuvième siècle ; un roman de 1907 intitulé « Friday, the Thirteenth » aurait contribué à la populariser. La superstition a des effets concrets : numérotation d’étages et de sièges évitée, baisse de fréquentation de certains commerces, mais hausse des ventes de loto en France ces jours-là. Des études n’ont pas trouvé d’augmentation fiable des accidents. Les superstitions s’expliquent en psychologie par notre tendance à voir des liens de cause entre des événements rares et par le besoin de contrôler l’incertitude ; elles varient selon les cultures, comme la crainte du 4 en Asie de l’Est ou du 17 en Italie.',
    },
  },
  {
    id: 'who-invented-school',
    title: 'Qui a inventé l’école ?',
    phrasings: [
      'qui a inventé l école',
      'c est qui qui a inventé l école',
      'depuis combien de temps les écoles existent',
      'charlemagne a inventé l école',
      'qui a inventé l école charlemagne',
      'la première école',
    ],
    answers: {
      up_to_5:
        'Personne n’a inventé l’école tout seul ! Il y a très longtemps, quand on a inventé l’écriture, on a eu besoin d’endroits pour apprendre à lire et à écrire. Les premières écoles sont nées comme ça, il y a plus de 4 000 ans.',
      '6_to_8':
        'L’école n’a pas un seul inventeur. Les premières écoles sont apparues il y a plus de 4 000 ans, en Mésopotamie et en Égypte, peu après l’invention de l’écriture : de jeunes garçons y apprenaient à écrire pour devenir scribes. En France, on dit souvent que Charlemagne a « inventé l’école », parce qu’il a encouragé l’ouverture d’écoles il y a plus de 1 200 ans, mais elles existaient déjà avant. Pendant très longtemps, peu d’enfants y allaient. C’est Jules Ferry qui, il y a environ 140 ans, a rendu l’école gratuite et obligatoire pour tous les enfants, filles et garçons.',
      '9_to_12':
        'L’école est née avec l’écriture. En Mésopotamie, vers 2 500 avant notre ère, des « maisons des tablettes » formaient les futurs scribes, qui apprenaient à écrire sur l’argile. L’Égypte, la Grèce et Rome ont eu aussi leurs écoles, réservées surtout aux enfants de familles riches. La chanson dit que Charlemagne a inventé l’école : il a en fait demandé, vers 789, que les monastères et les églises ouvrent des écoles pour apprendre à lire, mais il n’était pas le premier. Au Moyen Âge sont nées les universités, comme celle de Paris. En France, les lois de Jules Ferry, en 1881 et 1882, ont rendu l’école primaire gratuite, obligatoire de 6 à 13 ans et laïque. Depuis 2019, l’instruction est obligatoire dès 3 ans.',
      '13_plus':
        'L’école, comme institution de transmission du savoir écrit, apparaît en Mésopotamie au troisième millénaire avant notre ère : les édubbas sumériennes formaient les scribes à l’écriture cunéiforme, dont on a retrouvé des tablettes d’exercices. L’Égypte pharaonique, la Grèce, avec le grammatiste puis les écoles philosophiques, et Rome, avec le ludi magister, le grammaticus et le rhéteur, développent des enseignements réservés à une minorité. L’admonitio generalis de Charlemagne (789) invite les monastères et les évêchés à ouvrir des écoles, d’où la légende d’un empereur inventeur de l’école. Les universités naissent aux douzième et treizième siècles. L’alphabétisation progresse avec la Réforme, les écoles paroissiales et les congrégations enseignantes. En France, la Révolution pose le principe d’une instruction publique ; la loi Guizot (1833) impose une école de garçons par commune, et les lois Ferry de 1881-1882 rendent l’instruction primaire gratuite, obligatoire et laïque. L’obligation a été portée à 16 ans en 1959, puis l’instruction rendue obligatoire dès 3 ans en 2019.',
    },
  },
  {
    id: 'prehistoric-speech',
    title: 'Est-ce que les hommes préhistoriques parlaient ?',
    phrasings: [
      'est ce que les hommes préhistoriques parlaient',
      'les hommes préhistoriques ils parlaient',
      'comment parlaient les hommes des cavernes',
      'qui a inventé la parole',
      'depuis quand les humains parlent',
      'comment parlaient les premiers humains',
    ],
    answers: {
      up_to_5:
        'Oui, on pense que les hommes préhistoriques parlaient, mais pas comme nous. Personne n’a enregistré leur voix, alors on ne connaît pas leurs mots. Ils devaient aussi beaucoup se parler avec des gestes.',
      '6_to_8':
        'Les hommes préhistoriques parlaient sûrement, mais comme il n’y avait pas d’écriture et encore moins d’enregistreurs, on ne saura jamais quels mots ils disaient. Les savants trouvent quand même des indices : pour chasser ensemble, fabriquer des outils compliqués, peindre les grottes et s’occuper des enfants, ils devaient bien se parler. Leurs squelettes montrent aussi qu’ils avaient une gorge et des oreilles comme les nôtres. Leurs langues ont disparu depuis très longtemps, mais les langues d’aujourd’hui en descendent peut-être.',
      '9_to_12':
        'Les paroles ne laissent pas de fossiles, alors dater l’apparition du langage est très difficile. Les chercheurs utilisent des indices. Les Homo sapiens d’il y a 100 000 ans avaient la même anatomie que nous, et beaucoup pensent qu’ils parlaient déjà des langues aussi riches que les nôtres. Même les Néandertaliens avaient un petit os de la gorge, l’os hyoïde, presque identique au nôtre, et une oreille réglée pour entendre les sons de la parole. Ils partageaient avec nous une version d’un gène, appelé FOXP2, qui joue un rôle dans le langage. Enfin, leurs outils élaborés, leurs bijoux et leurs peintures montrent une pensée capable d’utiliser des symboles. Le langage serait donc bien plus ancien que l’écriture, inventée il y a seulement 5 000 ans.',
      '13_plus':
        'L’origine du langage est l’une des questions les plus débattues des sciences humaines, car la parole ne se fossilise pas : en 1866, la Société de linguistique de Paris avait même interdit les communications sur ce sujet. Les indices sont indirects. Anatomiques : l’os hyoïde de Néandertal retrouvé à Kebara est très semblable au nôtre, l’anatomie de l’oreille moyenne de plusieurs hominines suggère une sensibilité aux fréquences de la parole, et le contrôle respiratoire fin semble présent chez Homo sapiens et Néandertal. Génétiques : Néandertal partageait notre variante du gène FOXP2, impliqué dans le contrôle moteur de la parole, sans qu’elle suffise à expliquer le langage. Archéologiques : la taille d’outils complexes, l’usage de pigments, les parures et l’art figuratif témoignent de capacités symboliques, avec des traces de plus de 100 000 ans en Afrique. Les hypothèses vont d’une apparition tardive et brutale avec Homo sapiens, il y a 100 000 à 200 000 ans, à une émergence progressive sur des centaines de milliers d’années. Les langues actuelles, reconstruites par la comparaison, ne permettent de remonter que quelques milliers d’années.',
    },
  },
  {
    id: 'who-invented-video-games',
    title: 'Qui a inventé les jeux vidéo ?',
    phrasings: [
      'qui a inventé les jeux vidéo',
      'qui a inventé les jeux vidéos',
      'quand est ce qu on a inventé les jeux vidéo',
      'c était quoi le premier jeu vidéo',
      'pong',
      'qui a inventé la console',
    ],
    answers: {
      up_to_5:
        'Les jeux vidéo ont été inventés il y a un peu plus de 60 ans, par des savants qui s’amusaient avec de très gros ordinateurs. Le premier jeu célèbre s’appelait Pong : c’était comme du ping-pong sur un écran, avec deux traits et une balle carrée !',
      '6_to_8':
        'Les jeux vidéo n’ont pas un seul inventeur. Dans les années 1950 et 1960, des chercheurs américains ont créé les premiers jeux sur d’énormes ordinateurs qui remplissaient une pièce : un jeu de tennis vu de côté, puis Spacewar!, une bataille de vaisseaux spatiaux. En 1972 est sortie la première console pour jouer sur la télévision de la maison, la Magnavox Odyssey, inventée par Ralph Baer. La même année, le jeu Pong, une sorte de ping-pong, a eu un immense succès dans les cafés. Depuis, les jeux sont devenus de plus en plus beaux et compliqués.',
      '9_to_12':
        'Plusieurs personnes peuvent être appelées inventeurs des jeux vidéo. En 1958, le physicien américain William Higinbotham crée « Tennis for Two » sur un écran d’oscilloscope, pour amuser les visiteurs de son laboratoire. En 1962, des étudiants du MIT programment Spacewar!, un duel de vaisseaux spatiaux. Ralph Baer, un ingénieur, imagine le premier jeu sur un téléviseur et crée la Magnavox Odyssey, première console de salon, sortie en 1972. La même année, Nolan Bushnell fonde Atari et lance Pong, un jeu de ping-pong en borne d’arcade, qui rend les jeux vidéo populaires. Viennent ensuite Space Invaders, Pac-Man, puis les consoles de Nintendo avec Mario, dans les années 1980. Aujourd’hui, un grand jeu est fabriqué par des centaines de personnes pendant plusieurs années.',
      '13_plus':
        'L’invention du jeu vidéo est progressive et sa paternité dépend de la définition retenue. En 1952, Alexander Douglas programme un morpion sur l’ordinateur EDSAC de Cambridge ; en 1958, William Higinbotham présente « Tennis for Two » sur un oscilloscope au laboratoire de Brookhaven ; en 1962, Steve Russell et des étudiants du MIT créent Spacewar!, diffusé sur les ordinateurs PDP-1 et souvent considéré comme le premier jeu vidéo influent. Ralph Baer conçoit à partir de 1966 la « Brown Box », qui devient en 1972 la Magnavox Odyssey, première console de salon commercialisée, ce qui lui vaut le surnom de père du jeu vidéo. La même année, Atari, fondée par Nolan Bushnell et Ted Dabney, lance la borne Pong, premier grand succès commercial, suivie de la console domestique Atari 2600 (1977). Après un krach du marché américain en 1983, Nintendo relance le secteur avec la NES et Super Mario Bros. (1985). L’industrie du jeu vidéo pèse aujourd’hui plus lourd que celles du cinéma et de la musique réunies.',
    },
  },
  {
    id: 'lego-invented',
    title: 'Qui a inventé les Lego ?',
    phrasings: [
      'qui a inventé les lego',
      'c est qui qui a inventé les lego',
      'd où viennent les lego',
      'les lego ça vient d où',
      'qui a inventé les briques lego',
      'lego',
    ],
    answers: {
      up_to_5:
        'Les Lego ont été inventés au Danemark, un pays près de chez nous, par un menuisier qui fabriquait des jouets en bois. Plus tard, sa famille a créé les petites briques en plastique qui s’emboîtent. Le nom veut dire « joue bien » en danois !',
      '6_to_8':
        'L’histoire commence au Danemark, en 1932 : Ole Kirk Christiansen, un menuisier, fabrique des jouets en bois. Il appelle son entreprise Lego, à partir des mots danois « leg godt », qui veulent dire « joue bien ». Plus tard, l’entreprise fabrique des briques en plastique, et en 1958 son fils met au point la brique avec des tubes dessous, qui tient bien accrochée aux autres. Elle n’a presque pas changé depuis : une brique d’aujourd’hui s’emboîte encore avec une brique de 1958 ! Les Lego sont fabriqués en injectant du plastique chaud dans des moules très précis.',
      '9_to_12':
        'Lego a été fondé en 1932 à Billund, au Danemark, par le menuisier Ole Kirk Christiansen, qui fabriquait des jouets en bois. Le nom vient de « leg godt », « joue bien » en danois. À la fin des années 1940, l’entreprise achète une machine à mouler le plastique et s’inspire de briques emboîtables inventées par un Anglais, Hilary Page. En 1958, Godtfred, le fils du fondateur, brevète le système actuel : des tenons sur le dessus et des tubes dessous, qui assurent un assemblage solide et démontable. Les briques sont moulées avec une précision de quelques millièmes de millimètre, si bien que toutes s’emboîtent depuis plus de soixante ans. Les petits personnages sont arrivés en 1978. Avec seulement six briques de même taille, on peut faire des centaines de millions de combinaisons !',
      '13_plus':
        'L’entreprise Lego est fondée en 1932 à Billund, au Danemark, par Ole Kirk Christiansen, menuisier qui se reconvertit dans le jouet en bois pendant la crise économique ; le nom, adopté en 1934, contracte le danois « leg godt », « joue bien ». En 1947, l’entreprise acquiert une presse à injection et commercialise à partir de 1949 des « briques à assemblage automatique », inspirées des Kiddicraft Self-Locking Bricks de l’Anglais Hilary Page. Ces premières briques, creuses, tenaient mal. En 1958, Godtfred Kirk Christiansen dépose le brevet du système à tenons et tubes, qui assure la force de serrage par friction et la compatibilité de toutes les briques produites depuis. Les briques sont injectées en plastique ABS dans des moules dont les tolérances sont de l’ordre de quelques micromètres. Le concept de « système de jeu » où tout s’assemble, les minifigurines (1978) puis les licences de films ont fait de Lego l’un des premiers fabricants de jouets au monde. L’entreprise cherche à remplacer le plastique issu du pétrole par des matériaux plus durables.',
    },
  },
  {
    id: 'bless-you-sneeze',
    title: 'Pourquoi on dit « à tes souhaits » quand quelqu’un éternue ?',
    phrasings: [
      'pourquoi on dit à tes souhaits quand quelqu un éternue',
      'pk on dit à tes souhaits',
      'à tes souhaits',
      'à vos souhaits pourquoi',
      'pourquoi on dit à tes amours au deuxième éternuement',
      'que veut dire à tes souhaits',
    ],
    answers: {
      up_to_5:
        'Quand quelqu’un éternue, on lui dit « à tes souhaits » pour être gentil, comme pour lui souhaiter d’aller bien. C’est une très vieille habitude de politesse. Et lui, il répond merci !',
      '6_to_8':
        'Dire « à tes souhaits », c’est une formule de politesse très ancienne. Autrefois, quand il n’y avait pas de médicaments, un éternuement pouvait être le début d’une maladie grave. Alors on souhaitait à la personne de rester en bonne santé, ou que ses vœux se réalisent. L’habitude est restée, même si on sait aujourd’hui qu’un éternuement n’est presque jamais grave. On s’amuse parfois à continuer : « à tes amours » au deuxième éternuement, « et que les tiennes durent toujours » au troisième ! La personne qui a éternué répond « merci ».',
      '9_to_12':
        'Cette habitude existe dans beaucoup de langues : « bless you » en anglais, « Gesundheit », santé, en allemand, « salud » en espagnol. Elle remonte au moins à l’Antiquité : les Grecs et les Romains disaient déjà des formules comme « Jupiter te garde » ou « porte-toi bien » quand quelqu’un éternuait. On raconte souvent qu’au sixième siècle, pendant une épidémie de peste à Rome, le pape aurait demandé qu’on bénisse ceux qui éternuaient, car c’était un symptôme redouté, mais cette histoire n’est pas prouvée. Dans tous les cas, l’idée était la même : souhaiter la santé à quelqu’un dont l’éternuement pouvait annoncer une maladie. En France, la formule « à vos souhaits » signifie « que vos souhaits se réalisent ». Pour éviter les microbes, l’important est surtout d’éternuer dans son coude !',
      '13_plus':
        'La réponse ritualisée à l’éternuement est très répandue et ancienne. Des auteurs antiques en témoignent : Aristote s’interrogeait sur le caractère sacré de l’éternuement, et Pline l’Ancien mentionne la salutation qui l’accompagnait, tandis que dans plusieurs cultures l’éternuement était perçu comme un présage ou comme le signe d’un passage d’esprit. L’explication populaire d’une bénédiction instaurée par le pape Grégoire le Grand lors de la peste de 590 est tardive et invérifiable. Les formules modernes se répartissent entre souhaits de santé (Gesundheit, salud, na zdrowie), bénédictions (bless you) et vœux, comme le français « à vos souhaits », attesté sous cette forme au dix-neuvième siècle, auquel l’usage familier ajoute « à vos amours » au deuxième éternuement. Ces rituels relèvent de la politesse dite phatique, qui entretient le lien social plus qu’elle ne transmet une information. Sur le plan sanitaire, l’éternuement projette des gouttelettes à plusieurs mètres, d’où la recommandation d’éternuer dans le coude ou un mouchoir.',
    },
  },
  {
    id: 'april-fool',
    title: 'Pourquoi on colle des poissons dans le dos le 1er avril ?',
    phrasings: [
      'poisson d avril',
      'pourquoi on colle des poissons dans le dos le premier avril',
      'pk on fait des blagues le 1er avril',
      'que veut dire poisson d avril',
      'c est quoi un poisson d avril',
      'qui a inventé le poisson d avril',
    ],
    answers: {
      up_to_5:
        'Le 1er avril, c’est le jour des farces ! On essaie d’accrocher un poisson en papier dans le dos des gens sans qu’ils le voient, puis on crie « poisson d’avril ». C’est une vieille tradition pour rigoler ensemble.',
      '6_to_8':
        'Le 1er avril, en France, on fait des blagues et on accroche discrètement un poisson en papier dans le dos des copains, puis on crie « poisson d’avril ! ». On ne sait pas exactement d’où ça vient. Une explication souvent racontée : il y a plus de 450 ans, le roi Charles IX a décidé que l’année commencerait le 1er janvier, et non plus vers le début d’avril. Certains ont continué à s’offrir des cadeaux en avril, et on leur aurait fait de faux cadeaux pour rire. Le poisson viendrait du fait qu’à cette période, la pêche était souvent interdite, alors on offrait des poissons pour de faux !',
      '9_to_12':
        'La tradition du poisson d’avril est ancienne et son origine reste incertaine. L’explication la plus répandue est liée au calendrier : en 1564, l’édit de Roussillon, pris sous Charles IX, fixe le début de l’année au 1er janvier, alors qu’il variait selon les régions, souvent autour de Pâques ou du début d’avril. Ceux qui continuaient à fêter le nouvel an en avril auraient reçu de faux cadeaux, par moquerie. Mais des textes plus anciens parlent déjà de farces à cette date, donc cette histoire n’explique sans doute pas tout. Le poisson pourrait venir de la fin du carême, quand on mangeait du poisson, ou du signe du zodiaque des Poissons, qui se termine fin mars. Aujourd’hui, les journaux publient même de fausses nouvelles, qu’ils révèlent le lendemain. Dans d’autres pays, c’est le « April Fools’ Day ».',
      '13_plus':
        'Les farces du 1er avril sont attestées en Europe dès la fin du Moyen Âge : un poème flamand de 1561 évoque déjà un valet envoyé faire des courses absurdes ce jour-là, et des mentions françaises plus anciennes parlent de « poisson d’avril » pour désigner une personne dupée. L’explication la plus diffusée rattache la coutume à l’édit de Roussillon (1564), qui uniformisa le début de l’année civile au 1er janvier ; les retardataires fêtant encore l’année nouvelle vers avril auraient été moqués par de faux présents. Cette étiologie est plausible mais fragile, puisque la date du nouvel an variait déjà selon les usages et que des farces existaient sans doute avant. L’origine du poisson est tout aussi discutée : fin du carême et abondance de poisson, période de frai où la pêche était restreinte, constellation des Poissons, ou symbolique du poisson naïf qui « mord à l’hameçon ». La tradition s’est répandue sous des formes diverses (April Fools’ Day, pesce d’aprile), et les canulars médiatiques, comme le célèbre reportage de la BBC sur la récolte des spaghettis en 1957, en font aujourd’hui partie.',
    },
  },
  {
    id: 'police-equipment',
    title: 'Pourquoi les policiers ont des menottes et un pistolet ?',
    phrasings: [
      'pourquoi les policiers ont des menottes',
      'pourquoi les policiers ils ont un pistolet',
      'pk la police a une arme',
      'à quoi servent les menottes',
      'menottes',
      'est ce que les policiers tirent sur les gens',
    ],
    answers: {
      up_to_5:
        'Les policiers protègent les gens. Les menottes servent à empêcher quelqu’un qui a fait quelque chose de grave de s’enfuir ou de faire du mal. Le pistolet, ils ne s’en servent presque jamais, seulement en cas de très grand danger.',
      '6_to_8':
        'Le travail des policiers, c’est de protéger les gens et de faire respecter les lois. Parfois, ils doivent arrêter une personne soupçonnée d’avoir commis quelque chose de grave. Les menottes attachent ses poignets, pour qu’elle ne s’enfuie pas et ne blesse personne, ni elle-même, pendant qu’on l’emmène. Le pistolet sert à se défendre ou à défendre quelqu’un en très grand danger. La plupart des policiers ne tirent jamais de toute leur carrière : ils ont des règles très strictes. Si tu es perdu ou en danger, tu peux toujours demander de l’aide à un policier.',
      '9_to_12':
        'Les policiers et les gendarmes sont chargés de protéger les personnes et de faire respecter la loi. Pour cela, ils peuvent utiliser la force, mais seulement quand c’est nécessaire et de façon proportionnée : c’est la loi qui le dit. Les menottes servent à maîtriser une personne arrêtée, pour éviter qu’elle s’enfuie ou devienne violente ; on ne doit les utiliser que si la personne est dangereuse ou risque de s’échapper. L’arme à feu est réservée aux situations extrêmes, pour se défendre ou protéger quelqu’un d’une attaque qui met sa vie en danger, et chaque tir fait l’objet d’une enquête. En France, les policiers s’entraînent régulièrement au tir et portent aussi d’autres équipements, comme la matraque ou la caméra-piéton. Dans certains pays, comme au Royaume-Uni, la plupart des policiers ne portent même pas d’arme à feu.',
      '13_plus':
        'En démocratie, l’État détient le monopole de la violence légitime, qu’il délègue aux forces de l’ordre dans un cadre strict. En France, le recours à la force par les policiers et les gendarmes doit être absolument nécessaire et strictement proportionné ; l’usage de l’arme est encadré par le code de la sécurité intérieure depuis 2017, qui énumère les cas de légitime défense et d’absolue nécessité, et chaque usage fait l’objet d’un contrôle, notamment par l’Inspection générale de la police nationale. Le menottage n’est permis que si la personne est considérée comme dangereuse pour autrui ou pour elle-même, ou susceptible de prendre la fuite, et le port des menottes doit respecter sa dignité. Les équipements intermédiaires (bâton de défense, pistolet à impulsion électrique, gaz lacrymogène) et les caméras-piétons visent à graduer la réponse et à documenter les interventions. Les usages varient : au Royaume-Uni ou en Norvège, la majorité des policiers patrouillent sans arme à feu. Les débats sur les violences policières et leur contrôle font partie de la vie démocratique.',
    },
  },
  {
    id: 'why-people-steal',
    title: 'Pourquoi des gens volent les affaires des autres ?',
    phrasings: [
      'pourquoi il y a des voleurs',
      'c’est quoi un voleur',
      'pourquoi on vole les affaires des autres',
      'pk c’est interdit de voler',
      'pourquoi quelqu’un a volé mon vélo',
      'pourquoi on a pas le droit de prendre les affaires des autres',
      'pourquoi les voleurs volent',
    ],
    answers: {
      up_to_5:
        'Voler, c’est prendre quelque chose qui appartient à quelqu’un d’autre sans lui demander. Ça rend très triste celui à qui on l’a pris. C’est pour ça que c’est interdit, et que les policiers aident à retrouver les voleurs.',
      '6_to_8':
        'Voler, c’est prendre une chose qui ne t’appartient pas, sans demander. Les gens qui volent ont des raisons différentes : certains sont très pauvres et n’ont pas de quoi manger, d’autres sont jaloux de ce que les autres ont, d’autres encore ne pensent pas au mal qu’ils font. Mais ce n’est jamais une bonne solution. La personne volée est triste ou en colère, car souvent elle a travaillé dur pour avoir cette chose, ou elle y tenait beaucoup. C’est pour ça que c’est interdit par la loi, et que la police recherche les voleurs. Si quelqu’un t’a pris quelque chose, parles-en à un adulte. Et si un jour tu as pris quelque chose qui n’était pas à toi, tu peux le rendre et t’excuser : c’est courageux.',
      '9_to_12':
        'Un vol, c’est prendre le bien de quelqu’un sans son accord. Les raisons sont multiples, et aucune ne le rend juste : la pauvreté et la faim, qui poussent parfois des gens désespérés à prendre de quoi survivre ; l’envie de posséder ce que les autres ont ; l’influence d’un groupe ou le goût du défi ; ou des difficultés qui empêchent de se contrôler. Certains pensent aussi qu’ils ne se feront jamais prendre, ou que la victime ne s’en rendra pas compte. Pour la personne volée, c’est une vraie blessure : elle perd quelque chose qu’elle avait gagné ou qui comptait pour elle, et elle peut se sentir moins en sécurité, surtout si on est entré chez elle. C’est pour ça que la loi punit le vol, parfois d’une amende ou de prison, et que la police enquête. Les enfants aussi peuvent être tentés de prendre un jouet ou une gomme : le rendre et réparer son erreur, c’est ce qui compte.',
      '13_plus':
        'Le vol, défini par le Code pénal comme la soustraction frauduleuse de la chose d’autrui, est puni en France de peines pouvant aller jusqu’à trois ans de prison et 45 000 euros d’amende, davantage en cas de violence ou d’effraction. Les criminologues distinguent plusieurs facteurs, qui s’additionnent souvent sans jamais l’excuser : la précarité et le besoin, l’envie et la comparaison sociale, l’influence des pairs, la recherche de sensations, l’impulsivité, et, plus rarement, la kleptomanie, un trouble où l’on vole des objets dont on n’a pas besoin. La théorie des opportunités montre aussi que le vol augmente quand une cible attractive est peu surveillée, ce qui explique l’intérêt des antivols et de la vigilance. Pour la victime, le préjudice n’est pas seulement matériel : un cambriolage, en particulier, peut laisser un sentiment durable d’insécurité. La justice ne cherche pas seulement à punir : pour les mineurs, elle privilégie l’éducation et la réparation du tort causé, par exemple en rendant l’objet ou en effectuant un travail utile.',
    },
  },
  {
    id: 'emergency-vehicles',
    title: 'Pourquoi les pompiers et la police ont le droit de passer au feu rouge ?',
    phrasings: [
      'pourquoi la police a le droit de griller les feux',
      'pourquoi l’ambulance passe au feu rouge',
      'pourquoi les pompiers ont le droit d’aller vite',
      'pourquoi on se pousse quand il y a une sirène',
      'pk les voitures se poussent pour l’ambulance',
      'à quoi sert la sirène des pompiers',
      'pourquoi les pompiers passent au rouge',
    ],
    answers: {
      up_to_5:
        'Quand les pompiers, la police ou l’ambulance allument leur sirène, c’est que quelqu’un a besoin d’aide très vite. Alors ils ont le droit de passer en premier, même au feu rouge, en faisant bien attention. Les autres voitures se poussent pour les laisser passer.',
      '6_to_8':
        'Quand un camion de pompiers, une ambulance ou une voiture de police allume ses lumières bleues et sa sirène, c’est une urgence : un incendie, un accident, une personne malade. Chaque minute compte pour sauver quelqu’un ! C’est pour ça que la loi leur donne le droit de passer avant tout le monde, d’aller plus vite et même de traverser au feu rouge, à condition de faire très attention. La sirène sert à prévenir tout le monde : « attention, on arrive ! ». Les autres conducteurs doivent alors se ranger sur le côté pour leur ouvrir le passage. Mais quand leur sirène est éteinte, ils respectent le code de la route, comme tout le monde.',
      '9_to_12':
        'Les pompiers, le SAMU, la police et la gendarmerie conduisent des véhicules dits prioritaires. Quand ils partent en intervention urgente, avec leurs feux bleus clignotants et leur sirène deux tons, le code de la route les autorise à ne pas respecter certaines règles : dépasser la vitesse maximale, franchir un feu rouge, emprunter un couloir de bus ou rouler à contresens sur une courte distance. Ce n’est pas un privilège : lors d’un incendie, d’un malaise cardiaque ou d’un accident grave, quelques minutes peuvent faire la différence entre la vie et la mort. Ils doivent quand même conduire prudemment, ralentir aux carrefours et s’assurer que les autres les ont vus, car ils restent responsables en cas d’accident. De leur côté, les autres usagers doivent leur céder le passage et se ranger, sans freiner brusquement ni paniquer. Sans sirène ni feux bleus, ces véhicules n’ont aucune priorité et suivent les règles de tout le monde.',
      '13_plus':
        'Le code de la route distingue les véhicules d’intérêt général prioritaires, police, gendarmerie, douanes, pompiers, SAMU, et quelques autres, des véhicules simplement bénéficiant de facilités de passage. Les premiers, lorsqu’ils signalent une intervention urgente par leurs avertisseurs spéciaux, feux bleus à éclats et sirène deux tons, peuvent déroger à certaines règles : limitations de vitesse, feux de signalisation, sens de circulation, voies réservées. Cette dérogation est strictement encadrée : elle ne vaut que pour une mission urgente, et le conducteur doit faire preuve d’une prudence accrue ; en cas d’accident, sa responsabilité peut être engagée s’il a manqué de précaution. La justification est le temps d’intervention : pour un arrêt cardiaque, chaque minute sans massage cardiaque réduit nettement les chances de survie, et un feu se propage très vite dans un logement. Les autres usagers ont l’obligation de faciliter le passage, en se rangeant à droite ou en s’arrêtant, sans manœuvre dangereuse. Hors urgence, feux et sirène éteints, ces véhicules sont soumis au droit commun.',
    },
  },
  {
    id: 'become-astronaut',
    title: 'Comment on devient astronaute ?',
    phrasings: [
      'comment on fait pour devenir astronaute',
      'comment on devient astronaute',
      'qu’est-ce qu’il faut faire pour aller dans l’espace',
      'pk c’est dur de devenir astronaute',
      'comment thomas pesquet est devenu astronaute',
      'métier astronaute',
      'je veux devenir astronaute',
    ],
    answers: {
      up_to_5:
        'Pour devenir astronaute, il faut beaucoup apprendre à l’école, être en bonne santé et s’entraîner très fort. Il y a très peu de places, alors il faut être patient et courageux. Thomas Pesquet, un astronaute français, rêvait de l’espace quand il était petit, comme toi !',
      '6_to_8':
        'Devenir astronaute, c’est un rêve partagé par beaucoup d’enfants, et c’est possible, mais il faut travailler dur. D’abord, il faut faire de longues études, souvent de sciences : devenir ingénieur, médecin, scientifique ou pilote. Il faut aussi être en très bonne santé, sportif, et savoir parler anglais, la langue qu’on utilise dans la station spatiale. Ensuite, de temps en temps, l’Agence spatiale européenne choisit de nouveaux astronautes : des milliers de personnes se présentent, et seulement quelques-unes sont choisies. Les heureux élus s’entraînent encore pendant des années, sous l’eau dans une piscine géante, dans des simulateurs, et même en stage de survie. Thomas Pesquet et Sophie Adenot, deux astronautes français, ont suivi ce chemin. Tu peux commencer dès maintenant : sois curieux, apprends et fais du sport !',
      '9_to_12':
        'Il n’y a pas d’école d’astronautes où l’on entre après le bac : on le devient après une première carrière. L’Agence spatiale européenne, l’ESA, recrute rarement, environ tous les dix ou quinze ans. Elle demande un diplôme de niveau master en sciences, en ingénierie ou en médecine, ou une formation de pilote d’essai, plusieurs années d’expérience professionnelle, une excellente santé, une bonne résistance au stress et la maîtrise de l’anglais ; le russe est un plus. La sélection est extrêmement difficile : lors de la dernière, plus de 22 000 personnes ont posé leur candidature, et seulement cinq ont été choisies comme astronautes de carrière, dont la Française Sophie Adenot. Vient ensuite un entraînement de plusieurs années : vols en apesanteur, sorties dans l’espace simulées en piscine, pilotage, médecine, survie dans la neige ou en mer, et apprentissage de tous les systèmes de la station spatiale. Thomas Pesquet, ingénieur et pilote de ligne, a été choisi en 2009 et est parti dans l’espace sept ans plus tard. Il faut donc beaucoup de travail, mais aussi de la patience et un peu de chance.',
      '13_plus':
        'Le métier d’astronaute s’exerce après une première carrière. En Europe, l’Agence spatiale européenne recrute par campagnes espacées : 2008, puis 2021-2022. Les critères portent sur la formation, au moins un master en sciences naturelles, en ingénierie, en mathématiques, en informatique ou en médecine, ou une qualification de pilote d’essai ; l’expérience professionnelle, au moins trois ans ; l’aptitude médicale, comparable à celle d’un pilote privé ; et des qualités psychologiques : gestion du stress, travail en équipe, adaptabilité, dans un environnement multiculturel où l’anglais est la langue de travail et le russe utile. La campagne de 2021 a reçu plus de 22 500 candidatures ; au terme de tests cognitifs, psychotechniques, médicaux et d’entretiens, cinq astronautes de carrière ont été retenus en 2022, dont Sophie Adenot, ainsi qu’une réserve et un astronaute en situation de handicap pour une étude de faisabilité. La formation de base dure environ un an au Centre des astronautes européens de Cologne, suivie d’un entraînement spécifique à une mission, aux États-Unis, en Russie ou au Japon, qui peut prendre plusieurs années : sorties extravéhiculaires en bassin, robotique, expériences scientifiques, survie. Thomas Pesquet, sélectionné en 2009, a volé pour la première fois en 2016.',
    },
  },
  {
    id: 'luck-and-chance',
    title: 'Pourquoi on ne gagne pas à tous les coups ?',
    phrasings: [
      'pourquoi on gagne pas à tous les coups',
      'pourquoi je perds tout le temps aux jeux',
      'c’est quoi la chance',
      'c’est quoi le hasard',
      'pourquoi on gagne pas au loto',
      'pourquoi un dé a six faces',
      'pourquoi je perds aux petits chevaux',
    ],
    answers: {
      up_to_5:
        'Dans beaucoup de jeux, c’est le dé qui décide, et personne ne peut savoir quel chiffre il va donner : c’est le hasard. Parfois tu gagnes, parfois tu perds, comme tout le monde. Perdre, ça énerve, mais la prochaine partie sera peut-être la tienne !',
      '6_to_8':
        'Dans un jeu comme les petits chevaux, c’est le dé qui décide qui avance. Un dé est un cube, une forme facile à fabriquer et qui roule bien, avec six faces toutes pareilles. Chaque chiffre a donc exactement autant de chances de tomber, et personne ne peut deviner lequel sortira : c’est ce qu’on appelle le hasard. Ni toi, ni tes parents, ni personne ne peut le commander, même en soufflant sur le dé ! Parfois, le hasard t’aide plusieurs fois de suite, et parfois, il aide les autres. Si tu joues beaucoup de parties, tu verras que chacun gagne à son tour. Perdre, c’est frustrant, et c’est normal d’être déçu. Au loto, c’est encore plus difficile : il y a des millions de combinaisons de numéros, alors presque personne ne gagne le gros lot. Il y a aussi des jeux où la réflexion compte plus que la chance, comme les dames ou les échecs : là, plus tu t’entraînes, plus tu gagnes.',
      '9_to_12':
        'Dans les jeux de hasard, le résultat ne dépend pas de ce qu’on fait, mais d’un événement impossible à prévoir, comme le lancer d’un dé. Un dé bien fait est un cube parfaitement régulier : chacune des six faces a une chance sur six de sortir, et le dé n’a pas de mémoire. Après trois « 1 » de suite, le « 6 » n’a pas plus de chances de tomber. Sur une partie, le hasard peut être très injuste, et quelqu’un peut perdre plusieurs fois d’affilée ; mais sur des centaines de parties, les victoires se répartissent à peu près également entre les joueurs. On a inventé le dé à six faces parce que le cube est une forme facile à fabriquer et qui roule bien, mais il existe des dés à 4, 8, 12 ou 20 faces. Pour le loto, c’est encore plus clair : il existe des millions de combinaisons possibles, et en France, on a environ une chance sur 19 millions de gagner le gros lot avec une grille. Dans les jeux de stratégie, au contraire, comme les échecs, c’est l’entraînement qui fait gagner.',
      '13_plus':
        'Le hasard, en mathématiques, désigne des phénomènes dont on ne peut pas prévoir l’issue individuelle, mais dont on peut décrire les fréquences : c’est l’objet des probabilités, formalisées au XVIIe siècle par Pascal et Fermat, justement à partir de problèmes de jeux de dés. Un dé équilibré donne à chaque face une probabilité d’un sixième, et les lancers sont indépendants : croire qu’un résultat « doit » sortir parce qu’il se fait attendre est une erreur classique, le sophisme du joueur. La loi des grands nombres explique qu’à long terme les fréquences observées se rapprochent des probabilités, mais sur quelques parties, de longues séries de victoires ou de défaites sont parfaitement normales, et notre cerveau, qui cherche des motifs, a tendance à y voir de la malchance personnelle. Les jeux d’argent sont conçus pour que l’organisateur gagne en moyenne : au Loto de la Française des jeux, la probabilité de trouver les cinq numéros et le numéro chance est d’environ une sur 19 millions. Les jeux de stratégie pure, comme les échecs, n’ont pas de hasard, et de nombreux jeux mêlent les deux, ce qui permet à un débutant de battre parfois un joueur expérimenté.',
    },
  },
  {
    id: 'footballers-pay',
    title: 'Pourquoi les footballeurs gagnent autant d’argent ?',
    phrasings: [
      'pourquoi les footballeurs gagnent autant d’argent',
      'pk les footballeurs sont riches',
      'pourquoi mbappé gagne beaucoup d’argent',
      'combien gagne un footballeur',
      'pourquoi les sportifs gagnent plus que les docteurs',
      'pourquoi les joueurs de foot sont payés si cher',
    ],
    answers: {
      up_to_5:
        'Des millions de personnes adorent regarder les matchs de foot. Elles achètent des places, des maillots, et regardent les matchs à la télé. Tout cet argent sert aussi à payer les meilleurs joueurs.',
      '6_to_8':
        'Le football est le sport le plus regardé au monde : des millions de personnes achètent des billets pour aller au stade, des maillots de leur équipe préférée, et regardent les matchs à la télévision. Les chaînes de télé paient très cher le droit de montrer les matchs, et les marques paient pour mettre leur nom sur les maillots, car tout le monde les voit. Les clubs gagnent donc énormément d’argent, et ils veulent avoir les meilleurs joueurs pour gagner. Comme il y a très peu de champions, les clubs se les disputent et leur proposent des salaires énormes. Mais attention : seuls les plus grands joueurs sont si riches. Beaucoup de footballeurs gagnent un salaire normal, et leur carrière s’arrête souvent vers 35 ans.',
      '9_to_12':
        'Le salaire d’un footballeur ne dépend pas de l’utilité de son métier, mais de l’argent que son talent rapporte. Le football attire des milliards de spectateurs : les chaînes de télévision paient des sommes gigantesques pour diffuser les championnats, les sponsors pour apparaître sur les maillots et dans les stades, et les supporters achètent billets et produits dérivés. Les grands clubs disposent donc de budgets énormes, et ils se disputent les quelques joueurs capables de faire gagner un match, qui sont très rares : c’est la loi de l’offre et de la demande. Ces stars gagnent aussi de l’argent grâce à la publicité. Mais c’est une minorité : en France, beaucoup de joueurs de petites divisions gagnent à peu près un salaire ordinaire, et la carrière est courte, souvent terminée vers 33 ou 35 ans, avec un risque de blessure. Beaucoup de gens trouvent injuste qu’un joueur gagne bien plus qu’une infirmière ou un médecin : c’est un vrai débat de société.',
      '13_plus':
        'La rémunération des footballeurs professionnels obéit à une logique de marché, pas à une évaluation de l’utilité sociale. Le football génère des revenus considérables : droits de diffusion télévisée, qui représentent la première ressource des grands championnats, sponsoring, billetterie, produits dérivés et compétitions internationales. Les clubs les plus riches se livrent une concurrence intense pour un très petit nombre de joueurs capables de faire la différence, ce que les économistes décrivent comme un marché de « superstars » : de petites différences de talent se traduisent par de très grands écarts de revenus, car le meilleur attire l’essentiel de l’audience. Les joueurs vedettes y ajoutent des contrats publicitaires. Cette image masque une forte inégalité interne : la grande majorité des footballeurs, dans les divisions inférieures ou les championnats modestes, perçoit des revenus bien plus ordinaires, sur une carrière courte et exposée aux blessures. La question de savoir s’il est juste qu’un sportif gagne des centaines de fois le salaire d’un soignant relève d’un débat moral et politique, qui porte plus largement sur la répartition des richesses.',
    },
  },
];
