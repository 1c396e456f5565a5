import type { Topic } from '../topic.js';

/** World facts: nature and Earth records, space, how things are made and how people lived before. */
export const worldFactTopics: Topic[] = [
  {
    id: 'how-many-stars',
    title: 'Combien il y a d’étoiles dans le ciel ?',
    phrasings: [
      'combien il y a d’étoiles dans le ciel',
      'combien y a t il d etoiles',
      'combien d’étoiles dans l’univers',
      'c’est combien les étoiles',
      'on peut compter les étoiles',
      'nombre d’étoiles dans le ciel',
      'pk on voit pas toutes les étoiles en ville',
      'combien d’étoiles on peut voir la nuit',
      'combien il y a d etoile',
      'est-ce qu’il y a plus d’étoiles que de grains de sable',
    ],
    answers: {
      up_to_5:
        'Il y a tellement d’étoiles que personne ne peut toutes les compter ! Par une nuit bien noire, loin des lumières de la ville, tu peux en voir des milliers avec tes yeux.',
      '6_to_8':
        'Avec tes yeux seulement, par une nuit très noire à la campagne, tu peux voir environ 2 000 à 3 000 étoiles en même temps. En ville, les lampadaires éclairent le ciel, alors on n’en voit que quelques dizaines. Mais il y en a beaucoup, beaucoup plus ! Notre galaxie, la Voie lactée, contient des centaines de milliards d’étoiles. Et il existe des milliards d’autres galaxies. C’est un nombre si grand que personne ne peut les compter une par une.',
      '9_to_12':
        'À l’œil nu, on ne voit qu’une toute petite partie des étoiles : environ 9 000 sur tout le ciel, et seulement 2 000 à 3 000 à la fois, car la moitié du ciel est sous nos pieds. En ville, la pollution lumineuse en cache presque toutes. Avec des jumelles ou un télescope, on en voit des millions d’autres, trop faibles pour nos yeux. Notre galaxie, la Voie lactée, en contient entre 100 et 400 milliards, et l’univers observable compte sans doute plus de 100 milliards de galaxies. Les astronomes ne comptent pas les étoiles une par une : ils en comptent dans un petit coin du ciel, puis ils multiplient. Ils arrivent à un nombre énorme, qu’on écrit avec plus de 20 zéros. On dit souvent qu’il y a plus d’étoiles dans l’univers que de grains de sable sur toutes les plages de la Terre : c’est une estimation, mais elle donne une idée !',
      '13_plus':
        'Le nombre d’étoiles visibles à l’œil nu est limité par la sensibilité de l’œil : jusqu’à la magnitude 6 environ, on en recense près de 9 000 sur toute la voûte céleste, dont au mieux 2 000 à 3 000 au-dessus de l’horizon à un instant donné, sous un ciel parfaitement noir. La pollution lumineuse réduit ce chiffre à quelques dizaines dans les grandes villes. La Voie lactée contiendrait entre 100 et 400 milliards d’étoiles ; l’incertitude vient surtout des naines rouges, très nombreuses mais trop peu lumineuses pour être toutes détectées. Le satellite européen Gaia, lancé en 2013, a mesuré la position de près de 2 milliards d’étoiles, soit à peine 1 % de notre galaxie. Pour l’univers observable, on multiplie un nombre moyen d’étoiles par galaxie par le nombre estimé de galaxies, de 100 milliards à 2 000 milliards selon les études : on obtient un ordre de grandeur de 10²² à 10²⁴ étoiles. Ce chiffre reste une estimation, car les galaxies lointaines et peu lumineuses sont difficiles à recenser. Et au-delà de l’univers observable, dont la lumière ne nous est pas encore parvenue, il y en a sans doute bien d’autres. La comparaison avec les grains de sable des plages terrestres, souvent citée, est du même ordre de grandeur : elle montre surtout que ces nombres dépassent notre intuition.',
    },
  },
  {
    id: 'biggest-star',
    title: 'Quelle est la plus grosse étoile ?',
    phrasings: [
      'quelle est la plus grosse étoile',
      'quelle est la plus grande étoile de l’univers',
      'la plus grosse etoile du monde',
      'est-ce que le soleil est la plus grosse étoile',
      'pk le soleil a l’air plus gros que les autres étoiles',
      'uy scuti',
      'étoile géante',
      'c koi la plus grosse etoile',
      'est-ce qu’il y a des étoiles plus grosses que le soleil',
      'supergéante rouge',
    ],
    answers: {
      up_to_5:
        'Notre Soleil est une étoile énorme, mais il existe des étoiles encore bien plus grosses ! Certaines sont si grandes que des milliers de Soleils pourraient tenir en ligne d’un bord à l’autre.',
      '6_to_8':
        'Le Soleil nous paraît plus gros que les autres étoiles parce qu’il est tout près de nous. En vrai, c’est une étoile de taille moyenne. Il est déjà gigantesque : on pourrait mettre plus d’un million de planètes Terre dedans ! Mais certaines étoiles, qu’on appelle des supergéantes rouges, sont beaucoup plus grosses. L’une des plus grandes connues s’appelle UY Scuti. Si on la mettait à la place du Soleil, elle avalerait la Terre, Mars et peut-être même Jupiter !',
      '9_to_12':
        'Le Soleil est une étoile moyenne : son diamètre fait 109 fois celui de la Terre, et on pourrait y loger environ 1,3 million de Terres. Il paraît plus gros que les autres étoiles seulement parce qu’il est beaucoup plus proche. Les plus grosses étoiles connues sont des supergéantes rouges, des étoiles en fin de vie qui ont gonflé énormément. Parmi elles, UY Scuti ou Stephenson 2-18 auraient un diamètre de plus de 1 000 fois celui du Soleil. Placée au centre de notre système solaire, une telle étoile engloutirait les orbites de Mercure, Vénus, la Terre, Mars, et peut-être celle de Jupiter. Mais attention : ces étoiles sont lointaines et leur bord est flou, alors les mesures sont difficiles, et le classement change avec les nouvelles observations. Autre surprise : la plus grosse n’est pas la plus lourde. Les étoiles les plus massives, comme R136a1, pèsent environ 200 fois le Soleil, mais elles sont bien moins larges.',
      '13_plus':
        'Il faut distinguer la taille d’une étoile et sa masse. Le Soleil, naine jaune de type G, a un rayon d’environ 700 000 km, soit 109 rayons terrestres ; c’est une étoile ordinaire, plus grosse que la majorité des étoiles de la galaxie, qui sont des naines rouges. Les plus grandes étoiles connues sont des supergéantes ou hypergéantes rouges : des étoiles massives qui, après avoir épuisé l’hydrogène de leur cœur, ont vu leur enveloppe se dilater énormément. Des candidates comme UY Scuti, Stephenson 2-18 ou WOH G64 auraient des rayons estimés entre 1 000 et 2 000 rayons solaires, de quoi dépasser l’orbite de Mars, voire celle de Jupiter, si elles remplaçaient le Soleil. Ces valeurs restent incertaines : le rayon se déduit de la luminosité et de la température, qui dépendent d’une distance souvent mal connue ; les mesures du satellite Gaia ont par exemple revu à la baisse la taille d’UY Scuti. Leur enveloppe est de plus très diluée, sans surface nette. Les étoiles les plus massives, comme R136a1 dans le Grand Nuage de Magellan, dépassent 150 à 200 masses solaires pour un rayon d’une trentaine de rayons solaires seulement. Ces géantes vivent peu, quelques millions d’années, et finissent souvent en supernova. À l’inverse, les étoiles à neutrons concentrent plus que la masse du Soleil dans une sphère d’une vingtaine de kilomètres.',
    },
  },
  {
    id: 'biggest-planet-jupiter',
    title: 'Quelle est la plus grosse planète ?',
    phrasings: [
      'quelle est la plus grosse planète',
      'quelle est la plus grande planète du système solaire',
      'la plus grosse planete',
      'c’est quoi jupiter',
      'planète jupiter',
      'pk jupiter est si grosse',
      'est-ce qu’on peut marcher sur jupiter',
      'la grande tache rouge de jupiter',
      'quelle est la plus petite planète',
      'jupiter c’est combien de fois la terre',
    ],
    answers: {
      up_to_5:
        'La plus grosse planète s’appelle Jupiter. Elle est si grande que plus de 1 000 Terres pourraient tenir dedans, comme des billes dans un gros ballon !',
      '6_to_8':
        'La plus grosse planète autour du Soleil, c’est Jupiter. Elle est environ 11 fois plus large que la Terre, et on pourrait mettre plus de 1 000 Terres à l’intérieur. Jupiter est faite surtout de gaz : on ne pourrait pas marcher dessus, car il n’y a pas de sol. Elle a des bandes de couleur et une grande tache rouge, qui est une tempête plus grande que la Terre. Elle a aussi près d’une centaine de lunes ! La plus petite planète, elle, c’est Mercure, la plus proche du Soleil.',
      '9_to_12':
        'Jupiter est la plus grosse planète du système solaire : environ 143 000 km de diamètre, 11 fois celui de la Terre. Son volume permettrait d’y loger à peu près 1 300 Terres, et sa masse vaut plus de deux fois celle de toutes les autres planètes réunies. C’est une géante gazeuse, faite surtout d’hydrogène et d’hélium, comme le Soleil : elle n’a pas de surface solide sur laquelle se poser. Ses bandes colorées sont des nuages poussés par des vents très violents, et sa Grande Tache rouge est un immense anticyclone, plus large que la Terre, observé depuis plus de 150 ans. Jupiter tourne très vite : une journée y dure moins de 10 heures. Elle a près d’une centaine de lunes connues, dont Ganymède, plus grande que la planète Mercure. La plus petite planète est d’ailleurs Mercure, à peine plus grande que notre Lune.',
      '13_plus':
        'Jupiter, cinquième planète à partir du Soleil, est de loin la plus grosse du système solaire : son diamètre équatorial atteint environ 143 000 km, onze fois celui de la Terre, et sa masse, environ 318 masses terrestres, représente plus de deux fois celle de toutes les autres planètes réunies. Géante gazeuse composée surtout d’hydrogène et d’hélium, elle n’a pas de surface solide : sous ses nuages d’ammoniac, la pression croissante transforme l’hydrogène en un fluide, puis en un état métallique conducteur, qui serait à l’origine de son puissant champ magnétique ; la nature de son noyau reste discutée. Sa rotation rapide, en un peu moins de 10 heures, l’aplatit aux pôles et étire ses nuages en bandes parallèles. La Grande Tache rouge, anticyclone observé au moins depuis le XIXᵉ siècle, rétrécit depuis plusieurs décennies tout en restant plus large que la Terre. Jupiter compte près d’une centaine de satellites connus, dont les quatre lunes galiléennes découvertes par Galilée en 1610 : Io, volcanique, Europe, qui cache un océan sous sa glace, Ganymède, la plus grande lune du système solaire, et Callisto. Par sa gravité, Jupiter a façonné la ceinture d’astéroïdes et dévie certaines comètes. La sonde Juno l’étudie depuis 2016. À l’opposé, Mercure, d’environ 4 900 km de diamètre, est la plus petite planète.',
    },
  },
  {
    id: 'water-on-other-planets',
    title: 'Est-ce qu’il y a de l’eau sur d’autres planètes ?',
    phrasings: [
      'est-ce qu’il y a de l’eau sur d’autres planètes',
      'est ce qu il y a de l eau ailleurs que sur terre',
      'eau dans l’espace',
      'est-ce qu’il y a de l’eau sur la lune',
      'pk la terre est la seule planète avec de l’eau',
      'océan sur une autre planète',
      'y a t il des océans ailleurs dans l’espace',
      'est-ce qu’il pleut sur les autres planètes',
      'lune europe océan sous la glace',
      'encelade geysers',
    ],
    answers: {
      up_to_5:
        'Oui, il y a de l’eau ailleurs, mais presque toujours gelée, comme de la glace ! La Terre est la seule planète qu’on connaît avec de grandes mers d’eau liquide à sa surface.',
      '6_to_8':
        'La Terre est la seule planète connue où l’eau coule en rivières et en océans, à l’air libre. Ailleurs, il fait souvent trop froid, et l’eau est transformée en glace. Il y a de la glace sur Mars, et même au fond de cratères sombres sur la Lune. Les comètes sont de grosses boules de glace et de poussière. Et le plus étonnant : certaines lunes de Jupiter et de Saturne cachent un océan d’eau liquide sous une épaisse couche de glace ! Les scientifiques aimeraient savoir si de petits êtres vivants pourraient y vivre.',
      '9_to_12':
        'L’eau est très répandue dans l’univers, mais rarement liquide. Pour qu’elle reste liquide, il faut une température ni trop chaude ni trop froide, et une atmosphère qui l’empêche de s’évaporer : c’est le cas de la Terre, seule planète connue avec des océans à sa surface. Mars a de la glace à ses pôles et sous son sol, et des traces d’anciennes rivières. Sur la Lune, de la glace se cache dans des cratères près des pôles, où le Soleil n’entre jamais. Plus loin, Europe, une lune de Jupiter, et Encelade, une lune de Saturne, possèdent un océan salé sous leur croûte de glace ; sur Encelade, la sonde Cassini a même traversé des geysers qui jaillissent dans l’espace. Sur Titan, une autre lune de Saturne, il pleut, mais ce sont des pluies de méthane, pas d’eau ! Et les astronomes ont détecté de la vapeur d’eau dans l’atmosphère de certaines planètes autour d’autres étoiles.',
      '13_plus':
        'La molécule d’eau est abondante dans l’univers, puisque l’hydrogène et l’oxygène sont parmi les éléments les plus répandus ; on la trouve sous forme de glace dans les nuages interstellaires, les comètes et de nombreux corps du système solaire externe. L’eau liquide, condition jugée essentielle à la vie telle qu’on la connaît, exige en revanche une fourchette de température et une pression suffisante. La Terre est le seul corps connu qui en possède durablement en surface ; elle se trouve dans la « zone habitable » du Soleil. Mars conserve de la glace dans ses calottes polaires et dans son sous-sol, et ses vallées et deltas témoignent d’eau liquide il y a plus de 3 milliards d’années. Des sondes ont détecté de la glace d’eau dans des cratères polaires de la Lune et de Mercure, jamais éclairés. Surtout, des océans souterrains existent sans doute sous la glace de plusieurs lunes : Europe et Ganymède autour de Jupiter, Encelade et Titan autour de Saturne. Ils sont maintenus liquides par la chaleur des marées gravitationnelles ; la sonde Cassini a analysé les panaches d’Encelade, riches en sels et en molécules organiques. Titan possède aussi des lacs en surface, mais d’hydrocarbures. Des missions comme Juice (ESA, lancée en 2023) et Europa Clipper (NASA, 2024) doivent étudier ces océans. Enfin, les télescopes spatiaux détectent de la vapeur d’eau dans l’atmosphère de certaines exoplanètes, sans que l’on sache encore si l’une d’elles abrite des océans.',
    },
  },
  {
    id: 'astronauts-eat',
    title: 'Comment mangent les astronautes dans l’espace ?',
    phrasings: [
      'comment mangent les astronautes',
      'qu’est-ce que mangent les astronautes',
      'comment on mange dans l’espace',
      'nourriture des astronautes',
      'pk les astronautes mangent dans des sachets',
      'comment les astronautes boivent',
      'est-ce qu’on peut manger du pain dans l’espace',
      'repas dans la station spatiale',
      'comment on boit en apesanteur',
      'koi mange un astronaute',
    ],
    answers: {
      up_to_5:
        'Dans l’espace, tout flotte, même les miettes et les gouttes d’eau ! Alors les astronautes mangent dans des petits sachets bien fermés et boivent avec une paille.',
      '6_to_8':
        'Dans la station spatiale, tout flotte, alors il faut faire attention : une miette ou une goutte qui s’échappe pourrait aller dans les yeux ou dans les machines. Les repas arrivent dans des sachets fermés, souvent séchés : l’astronaute ajoute de l’eau chaude, mélange, puis mange avec une cuillère. La nourriture colle un peu, alors elle reste dans la cuillère. Au lieu du pain, qui fait trop de miettes, on mange des galettes souples. Pour boire, on aspire avec une paille dans une poche. Et parfois, une fusée apporte des fruits frais : c’est la fête !',
      '9_to_12':
        'Manger en impesanteur demande de l’organisation, car rien ne reste dans une assiette. Les repas de la Station spatiale internationale sont préparés sur Terre : plats lyophilisés, c’est-à-dire séchés, auxquels on ajoute de l’eau, conserves, aliments réchauffés dans un petit four. Les sachets sont fixés au plateau avec du velcro. Les sauces épaisses font adhérer la nourriture à la cuillère. Le pain est remplacé par des tortillas, parce que les miettes flottantes peuvent abîmer les appareils ou être respirées. Le sel et le poivre sont en liquide, pour ne pas se disperser. Les boissons, comme le café ou le jus, sont en poudre dans des poches où l’on injecte de l’eau, et on boit avec une paille. Beaucoup d’astronautes trouvent la nourriture fade, car dans l’espace les liquides du corps montent vers la tête et bouchent un peu le nez, comme un rhume. Des chefs cuisiniers, comme Alain Ducasse, ont même préparé des repas de fête pour les astronautes.',
      '13_plus':
        'En impesanteur, les aliments ne restent pas en place et les liquides forment des bulles flottantes, ce qui impose des emballages et des textures adaptés. Les menus de la Station spatiale internationale, préparés par les agences spatiales, comptent plus d’une centaine de plats : aliments lyophilisés à réhydrater avec l’eau chaude du distributeur, plats thermostabilisés en sachets ou conserves, aliments naturels comme les noix ou les biscuits. Ils doivent se conserver longtemps sans réfrigération, car l’espace à bord est compté. Les miettes sont proscrites depuis les premiers vols, car elles peuvent être inhalées ou bloquer des équipements : c’est pourquoi les tortillas remplacent le pain, et le sel et le poivre sont en suspension dans l’eau ou l’huile. Les boissons sont conditionnées en poudre dans des poches à valve munies d’une paille. Les sauces et la tension superficielle aident les aliments à tenir dans la cuillère. Au début des années 1960, les premiers astronautes mangeaient des purées en tubes et des cubes enrobés de gélatine, peu appétissants. Le goût est souvent émoussé, car la redistribution des fluides vers la tête congestionne les sinus : les astronautes réclament des sauces épicées. L’apport est calculé, environ 2 500 à 3 000 kilocalories par jour selon les personnes, pour limiter la perte musculaire et osseuse. Des cargos ravitaillent la station régulièrement, parfois avec des fruits frais, et des expériences de culture de salade à bord préparent les futurs voyages vers Mars.',
    },
  },
  {
    id: 'astronauts-sleep',
    title: 'Comment les astronautes dorment dans l’espace ?',
    phrasings: [
      'comment dorment les astronautes',
      'comment on dort dans l’espace',
      'où dorment les astronautes dans la station spatiale',
      'pk les astronautes dorment debout',
      'est-ce que les astronautes flottent quand ils dorment',
      'sac de couchage astronaute',
      'comment les astronautes se lavent',
      'comment on se douche dans l’espace',
      'comment dorment les astronotes',
      'lit dans l’espace',
    ],
    answers: {
      up_to_5:
        'Les astronautes dorment dans un sac de couchage accroché au mur, pour ne pas flotter partout pendant leur sommeil. Dans l’espace, il n’y a ni haut ni bas : ils peuvent dormir debout ou la tête en bas !',
      '6_to_8':
        'Dans la station spatiale, chaque astronaute a une toute petite chambre, grande comme une cabine de douche. Il dort dans un sac de couchage attaché au mur, sinon il flotterait et se cognerait partout. Comme rien ne pèse, il n’a pas besoin de lit ni d’oreiller : debout ou la tête en bas, c’est pareil ! Il met souvent un masque sur les yeux, car le Soleil se lève et se couche 16 fois par jour autour de la Terre. Pour se laver, pas de douche : l’eau flotterait en boules. Ils utilisent des serviettes mouillées et un shampooing qu’on n’a pas besoin de rincer.',
      '9_to_12':
        'À bord de la Station spatiale internationale, chaque astronaute dispose d’une petite cabine individuelle, à peine plus grande qu’une cabine téléphonique. Il y dort dans un sac de couchage fixé à la paroi, les bras parfois attachés pour qu’ils ne flottent pas. En impesanteur, il n’y a ni haut ni bas : dormir « debout » est aussi confortable que couché. La station fait le tour de la Terre en 90 minutes environ, si bien que les astronautes voient 16 levers et couchers de Soleil par jour : ils suivent donc un horaire fixe, avec environ 8 heures de sommeil prévues, et utilisent des masques et des bouchons d’oreille, car les ventilateurs font du bruit. Ces ventilateurs sont indispensables : sans air qui circule, le gaz carbonique qu’on expire resterait autour de la tête. Pour la toilette, l’eau formerait des bulles flottantes : on se lave avec des lingettes, du savon sans rinçage et un shampooing sec, et on se brosse les dents en avalant le dentifrice ou en le crachant dans une serviette.',
      '13_plus':
        'Le sommeil en orbite pose des problèmes inattendus. Dans la Station spatiale internationale, chaque membre d’équipage dispose d’un compartiment individuel d’environ deux mètres cubes, avec un sac de couchage fixé à la paroi, une lampe, un ordinateur et quelques objets personnels. L’impesanteur supprime toute notion de position couchée : le corps flotte dans une posture légèrement fléchie, bras en avant, que certains attachent. La ventilation est vitale, car sans convection naturelle, l’air chaud ne monte pas et le dioxyde de carbone expiré peut s’accumuler autour du visage, provoquant des maux de tête. La station boucle une orbite en environ 90 minutes, soit 16 alternances de jour et de nuit par 24 heures, ce qui perturbe l’horloge biologique : l’équipage vit à l’heure de Greenwich, avec un éclairage réglable selon l’heure de la journée, et environ 8 heures et demie réservées au sommeil. Les astronautes dorment pourtant souvent moins qu’au sol, à cause du bruit, de l’excitation et du décalage ; certains prennent des somnifères légers. L’hygiène suit la même logique : l’eau, qui forme des sphères collées à la peau par tension superficielle, est économisée et en grande partie recyclée. On se lave avec des gants et des lingettes, un savon et un shampooing sans rinçage, et les cheveux se coupent avec une tondeuse reliée à un aspirateur. Les vêtements, eux, ne sont pas lavés : ils sont portés plusieurs jours puis jetés avec les déchets.',
    },
  },
  {
    id: 'astronauts-toilet',
    title: 'Comment les astronautes vont aux toilettes ?',
    phrasings: [
      'comment les astronautes vont aux toilettes',
      'comment on fait pipi dans l’espace',
      'comment on fait caca dans l’espace',
      'toilettes de la station spatiale',
      'pk les astronautes font pipi dans un tuyau',
      'où va le caca des astronautes',
      'est-ce que les astronautes boivent leur pipi',
      'toilettes dans l’espace',
      'comment font pipi les astronautes dans leur combinaison',
      'wc de l’espace',
      'comment les astronautes font pipi dans la fusée',
    ],
    answers: {
      up_to_5:
        'Dans l’espace, le pipi et le caca flotteraient partout ! Alors les toilettes des astronautes aspirent tout, comme un petit aspirateur.',
      '6_to_8':
        'Dans la station spatiale, rien ne tombe, même pas le pipi ! Les toilettes marchent donc comme un aspirateur : un courant d’air aspire tout vers le bon endroit. Pour le pipi, l’astronaute utilise un tuyau avec un entonnoir. Pour le caca, il s’assoit sur un petit siège avec un trou, en se tenant bien pour ne pas s’envoler. Le caca est rangé dans des sacs et des boîtes, qui repartent plus tard dans un vaisseau qui brûle en rentrant dans l’air de la Terre. Et le pipi est nettoyé jusqu’à redevenir de l’eau propre, qu’on peut boire !',
      '9_to_12':
        'En impesanteur, les liquides et les déchets ne tombent pas : ils flotteraient dans la cabine. Les toilettes spatiales remplacent donc la gravité par un flux d’air qui aspire tout, comme un aspirateur. L’urine est recueillie par un tuyau muni d’un entonnoir, adapté aux hommes et aux femmes. Pour les selles, l’astronaute s’assoit sur un petit siège, se maintient avec des cale-pieds ou des barres, et le flux d’air entraîne les déchets dans un sac. Les sacs sont stockés dans un conteneur, puis chargés dans un vaisseau cargo qui se désintègre en brûlant dans l’atmosphère. Dans la Station spatiale internationale, l’urine est filtrée et distillée pour redevenir de l’eau potable : environ 98 % de l’eau est ainsi récupérée. Pendant les sorties dans l’espace, qui durent plusieurs heures, les astronautes portent une sorte de grosse couche sous leur combinaison. Sur les missions Apollo, ils utilisaient de simples sacs collés au corps, ce qui n’était pas très pratique !',
      '13_plus':
        'Sans gravité pour entraîner les déchets, les toilettes spatiales reposent sur un flux d’air dirigé, produit par un ventilateur, qui aspire urine et matières fécales et évite qu’elles ne s’échappent dans la cabine. Sur la Station spatiale internationale, l’urine est collectée par un tuyau souple terminé par un entonnoir individuel, et les selles dans de petits sacs perforés placés sous un siège étroit, l’utilisateur se maintenant grâce à des cale-pieds et des barres. Les sacs sont compactés dans des conteneurs, puis chargés à bord de cargos qui se consument lors de leur rentrée atmosphérique. L’urine, elle, alimente le système de recyclage de l’eau : distillation sous vide, filtration et traitement chimique la transforment en eau potable. En 2023, la NASA a annoncé un taux de récupération d’environ 98 % de l’eau à bord, condensation de la transpiration et de la respiration comprise, une étape clé pour les missions lointaines. Un nouveau modèle de toilettes, plus compact et mieux adapté aux femmes, a été installé en 2020. Les solutions ont beaucoup évolué : sur les missions Apollo, des sacs adhésifs et des manchons étaient utilisés, et les astronautes décrivaient l’opération comme longue et désagréable. Pendant les sorties extravéhiculaires, qui peuvent durer plus de huit heures, ils portent un vêtement absorbant sous leur scaphandre. Les toilettes restent un équipement critique : une panne, comme il en est arrivé, oblige l’équipage à utiliser des dispositifs de secours dans le vaisseau amarré.',
    },
  },
  {
    id: 'moon-distance',
    title: 'C’est loin comment, la Lune ?',
    phrasings: [
      'c’est loin comment la lune',
      'la lune est à combien de kilomètres',
      'distance terre lune',
      'combien de temps pour aller sur la lune',
      'pk la lune a l’air si proche',
      'est-ce qu’on pourrait aller sur la lune en voiture',
      'c loin la lune',
      'est-ce que la lune s’éloigne de la terre',
      'combien de km jusqu a la lune',
      'la lune est plus proche que le soleil',
    ],
    answers: {
      up_to_5:
        'La Lune est très, très loin : si une voiture pouvait rouler jusqu’à elle sans jamais s’arrêter, le voyage durerait plusieurs mois ! C’est pour ça qu’il faut une fusée pour y aller.',
      '6_to_8':
        'La Lune est à environ 384 000 kilomètres de la Terre. C’est loin : on pourrait aligner 30 planètes Terre entre les deux ! Si une voiture pouvait rouler sur une route jusqu’à la Lune, sans jamais s’arrêter, il lui faudrait environ quatre mois. Les astronautes des fusées Apollo ont mis à peu près trois jours pour y arriver. Pourtant, la Lune est notre plus proche voisine dans l’espace : le Soleil est environ 400 fois plus loin !',
      '9_to_12':
        'La Lune se trouve en moyenne à 384 000 km de la Terre. Pour te donner une idée, c’est environ 30 fois la largeur de la Terre, ou presque 10 tours de la Terre à l’équateur. Une voiture roulant à 130 km/h sans s’arrêter mettrait environ quatre mois pour l’atteindre. Les missions Apollo, entre 1969 et 1972, faisaient le trajet en trois jours environ. La lumière, elle, va beaucoup plus vite : elle ne met qu’un peu plus d’une seconde. L’orbite de la Lune n’est pas un cercle parfait, donc la distance varie entre environ 356 000 et 406 000 km : quand elle est au plus près, on parle parfois de « super Lune ». Et la Lune s’éloigne de nous très lentement, d’environ 4 centimètres par an, à cause des marées. Elle paraît grande et proche parce qu’elle est assez grosse, un quart de la largeur de la Terre, mais le Soleil est environ 400 fois plus loin.',
      '13_plus':
        'La distance moyenne entre les centres de la Terre et de la Lune est d’environ 384 400 km, soit une trentaine de diamètres terrestres. L’orbite lunaire est elliptique : la distance varie d’environ 356 500 km au périgée à 406 700 km à l’apogée, ce qui fait varier la taille apparente de la Lune d’environ 14 % ; une pleine lune proche du périgée est surnommée « super Lune ». Depuis 1969, les astronautes d’Apollo ont déposé des rétroréflecteurs sur la Lune : en mesurant le temps d’aller-retour d’impulsions laser, environ 2,5 secondes, on connaît cette distance à quelques millimètres près. Ces mesures montrent que la Lune s’éloigne d’environ 3,8 cm par an : les marées qu’elle provoque ralentissent la rotation de la Terre, et par conservation du moment cinétique, la Lune gagne de l’énergie orbitale. Le trajet des missions Apollo durait environ trois jours ; la sonde New Horizons, très rapide, a croisé l’orbite lunaire en moins de neuf heures en 2006. Le Soleil est environ 390 fois plus éloigné que la Lune, mais aussi environ 400 fois plus large : cette coïncidence explique qu’ils aient presque la même taille apparente dans le ciel, ce qui rend possibles les éclipses totales de Soleil. Avec l’éloignement progressif de la Lune, ces éclipses totales deviendront impossibles dans quelques centaines de millions d’années.',
    },
  },
  {
    id: 'highest-mountain-everest',
    title: 'Quelle est la plus haute montagne du monde ?',
    phrasings: [
      'quelle est la plus haute montagne du monde',
      'la plus haute montagne',
      'plus grande montagne du monde',
      'l’everest fait combien de mètres',
      'mont everest',
      'everest hauteur',
      'est-ce que les montagnes grandissent encore',
      'est-ce que l’everest grandit',
      'qui est monté en premier sur l’everest',
      'quelle est la plus haute montagne de France',
      'pk l’everest est si haut',
    ],
    answers: {
      up_to_5:
        'La plus haute montagne du monde s’appelle l’Everest. Elle est si haute que son sommet touche presque les avions, et il y fait un froid glacial !',
      '6_to_8':
        'La plus haute montagne du monde, c’est l’Everest, dans une chaîne de montagnes d’Asie qui s’appelle l’Himalaya. Elle mesure environ 8 850 mètres : c’est presque la hauteur où volent les avions ! Là-haut, il fait très froid et l’air est si léger que la plupart des grimpeurs emportent des bouteilles d’oxygène pour respirer. Les premiers à y être montés sont Edmund Hillary et Tenzing Norgay, en 1953. Et l’Himalaya grandit encore, de quelques millimètres par an, un peu comme un ongle qui pousse très lentement ! En France, la plus haute montagne est le mont Blanc, qui fait un peu plus de 4 800 mètres.',
      '9_to_12':
        'Le mont Everest, à la frontière entre le Népal et la Chine, est le plus haut sommet du monde : 8 849 mètres au-dessus du niveau de la mer, selon la mesure officielle de 2020. Il fait partie de l’Himalaya, une chaîne née de la collision entre l’Inde et l’Asie, qui continue de se pousser l’une contre l’autre : c’est pourquoi l’Himalaya s’élève encore de quelques millimètres par an, même si la pluie, le vent et la glace l’usent en même temps. À ce sommet, l’air contient environ trois fois moins d’oxygène par respiration qu’au bord de la mer, et la température peut descendre sous −30 °C. Le Néo-Zélandais Edmund Hillary et le Sherpa Tenzing Norgay l’ont atteint les premiers, le 29 mai 1953. Mais tout dépend de la façon de mesurer : le Mauna Kea, un volcan d’Hawaï, dépasse 10 000 mètres si on le mesure depuis sa base, au fond de l’océan ! En France, le sommet le plus haut est le mont Blanc, environ 4 806 mètres, dont la hauteur change un peu selon l’épaisseur de neige.',
      '13_plus':
        'Le mont Everest, appelé Sagarmatha au Népal et Qomolangma au Tibet, culmine à 8 849 mètres selon la mesure commune publiée en 2020 par le Népal et la Chine, grâce au GPS et à des relevés au sommet. Son nom anglais vient de George Everest, géomètre en chef de l’Inde britannique au XIXᵉ siècle. Il appartient à l’Himalaya, qui compte les quatorze sommets de plus de 8 000 mètres de la planète. Cette chaîne résulte de la collision entre la plaque indienne et la plaque eurasiatique, commencée il y a environ 50 millions d’années et toujours active : l’Inde progresse de quelques centimètres par an vers le nord, et le relief se soulève de quelques millimètres par an, tandis que l’érosion et les séismes, comme celui de 2015 au Népal, modifient légèrement les altitudes. Au sommet, la pression atmosphérique n’est qu’environ un tiers de celle du niveau de la mer, au-delà de la « zone de la mort » où le corps ne peut pas s’acclimater durablement. Première ascension confirmée : Edmund Hillary et Tenzing Norgay, le 29 mai 1953 ; Reinhold Messner et Peter Habeler l’ont gravi sans oxygène en 1978. Le classement dépend du critère : le Mauna Kea, à Hawaï, mesure plus de 10 000 mètres depuis le plancher océanique, et le sommet du Chimborazo, en Équateur, est le point le plus éloigné du centre de la Terre, grâce au renflement équatorial. Dans le système solaire, Olympus Mons, sur Mars, dépasse 20 km. En France, le mont Blanc mesure environ 4 806 mètres, une valeur qui varie de quelques mètres avec la calotte de neige.',
    },
  },
  {
    id: 'deepest-ocean',
    title: 'Quel est l’endroit le plus profond de la mer ?',
    phrasings: [
      'quel est l’endroit le plus profond de la mer',
      'c’est quoi le plus profond de l’océan',
      'la mer est profonde comment',
      'fosse des mariannes',
      'fosse des marianne',
      'quelle est la profondeur de l’océan',
      'qu’est-ce qu’il y a au fond de l’océan',
      'pk il fait noir au fond de l’océan',
      'le point le plus profond du monde',
      'abysses',
    ],
    answers: {
      up_to_5:
        'L’endroit le plus profond de la mer est un immense trou, la fosse des Mariannes. Il est si profond que la plus haute montagne du monde pourrait s’y cacher entièrement sous l’eau !',
      '6_to_8':
        'L’océan est très profond : en moyenne, presque 4 kilomètres. Mais l’endroit le plus profond s’appelle la fosse des Mariannes, dans l’océan Pacifique : environ 11 kilomètres sous la surface ! Si on y posait l’Everest, la plus haute montagne, son sommet resterait encore sous l’eau. Tout au fond, il fait noir, car la lumière du Soleil ne descend pas si loin, il fait froid, et l’eau appuie très fort. Pourtant, quelques petits animaux vivent là ! Seules quelques personnes y sont descendues, dans des sous-marins très solides.',
      '9_to_12':
        'L’océan a une profondeur moyenne d’environ 3 700 mètres. Son point le plus profond connu, le Challenger Deep, se trouve dans la fosse des Mariannes, dans l’ouest du Pacifique : près de 11 000 mètres. L’Everest y disparaîtrait avec plus de 2 kilomètres d’eau au-dessus de son sommet. Cette fosse existe parce qu’une plaque de l’écorce terrestre plonge sous une autre. Au fond, la pression de l’eau est environ 1 000 fois celle de l’air que tu respires : comme si le poids d’une voiture appuyait sur chaque petit carré grand comme un ongle. La lumière du Soleil disparaît presque complètement après quelques centaines de mètres : en dessous, c’est la nuit totale, et l’eau est à quelques degrés. Pourtant, on y trouve des crevettes, des vers et des microbes. En 1960, Jacques Piccard et Don Walsh sont descendus au fond dans le bathyscaphe Trieste, et le réalisateur James Cameron y est allé seul en 2012.',
      '13_plus':
        'Les océans couvrent environ 71 % de la surface terrestre pour une profondeur moyenne d’environ 3 700 mètres. Leur point le plus profond connu est le Challenger Deep, au sud de la fosse des Mariannes, près de l’île de Guam, dans le Pacifique occidental : près de 11 000 mètres, les mesures variant de quelques dizaines de mètres selon les campagnes. Cette fosse marque une zone de subduction, où la plaque pacifique, ancienne et dense, plonge sous la plaque philippine. À cette profondeur, la pression dépasse 1 000 fois la pression atmosphérique, soit plus d’une tonne par centimètre carré ; l’eau est à 1 à 4 °C et l’obscurité est totale, la lumière solaire ne dépassant guère quelques centaines de mètres. La vie y est pourtant présente : crustacés amphipodes, holothuries, foraminifères et bactéries se nourrissent de la matière organique qui tombe de la surface. Les poissons, eux, ne semblent pas pouvoir vivre au-delà d’environ 8 000 mètres. La première descente humaine date du 23 janvier 1960, avec le Suisse Jacques Piccard et l’Américain Don Walsh à bord du bathyscaphe Trieste ; James Cameron y a plongé seul en 2012, et depuis 2019, d’autres plongées ont été réalisées. On estime qu’une grande partie du plancher océanique reste cartographiée avec moins de précision que la surface de la Lune ou de Mars.',
    },
  },
  {
    id: 'hottest-place-earth',
    title: 'Quel est l’endroit le plus chaud de la Terre ?',
    phrasings: [
      'quel est l’endroit le plus chaud de la terre',
      'quel est le pays le plus chaud du monde',
      'l’endroit le plus chaud du monde',
      'record de chaleur',
      'vallée de la mort',
      'quelle est la température la plus chaude jamais mesurée',
      'record de chaleur en france',
      'c koi l endroit le plus chaud du monde',
      'quelle est la planète la plus chaude',
      'il peut faire combien de degrés au maximum',
    ],
    answers: {
      up_to_5:
        'Les endroits les plus chauds de la Terre sont de grands déserts, où il peut faire plus de 50 degrés à l’ombre. C’est bien plus chaud que le bain le plus chaud que tu puisses prendre !',
      '6_to_8':
        'Les endroits les plus chauds de la Terre sont des déserts. Le record officiel a été mesuré dans un désert des États-Unis qui s’appelle la vallée de la Mort : environ 57 degrés à l’ombre, il y a plus de cent ans. Dans un désert d’Iran, le sol lui-même chauffé par le Soleil a atteint 70 degrés : on pourrait y faire cuire un œuf ! En France, le record est de 46 degrés, en 2019. Dans ces endroits, les gens se protègent en restant à l’ombre et en buvant beaucoup d’eau.',
      '9_to_12':
        'Le record officiel de température de l’air est de 56,7 °C, mesuré en 1913 dans la vallée de la Mort, en Californie, un désert situé sous le niveau de la mer, entouré de montagnes qui bloquent les nuages. Certains scientifiques doutent de cette vieille mesure, mais elle reste reconnue par l’Organisation météorologique mondiale. La température de l’air se mesure toujours à l’ombre, dans un abri, environ à 1,50 mètre du sol. Le sol, lui, peut être bien plus chaud : des satellites ont mesuré plus de 70 °C à la surface du désert de Lut, en Iran. Si on parle de moyenne sur toute l’année, l’un des lieux les plus chauds est Dallol, en Éthiopie. En France, le record est de 46 °C, mesuré le 28 juin 2019 dans l’Hérault. Et dans le système solaire, la planète la plus chaude est Vénus : environ 460 °C, à cause de son épaisse atmosphère qui retient la chaleur.',
      '13_plus':
        'Pour comparer des records, on mesure la température de l’air sous abri, à l’ombre, vers 1,50 mètre du sol, selon les normes de l’Organisation météorologique mondiale (OMM). Le record reconnu est de 56,7 °C, relevé le 10 juillet 1913 à Furnace Creek, dans la vallée de la Mort, en Californie : une dépression sous le niveau de la mer, très sèche, encaissée entre des montagnes où l’air chaud stagne et se réchauffe en descendant. Des climatologues jugent cette valeur douteuse, au vu des relevés voisins ; l’OMM a en revanche invalidé en 2012 l’ancien record de 58 °C attribué à la Libye en 1922. Depuis, plusieurs relevés proches de 54 °C ont été enregistrés, dans la vallée de la Mort, au Koweït ou en Iran. La température du sol, mesurée par satellite, est bien plus élevée : la NASA a relevé plus de 70 °C dans le désert de Lut, en Iran, un sol sombre et sans végétation. En moyenne annuelle, la dépression de Dallol, en Éthiopie, a compté parmi les lieux habités les plus chauds, avec environ 35 °C de moyenne. En France, le record est de 46,0 °C à Vérargues, dans l’Hérault, lors de la canicule du 28 juin 2019. Le réchauffement climatique rend ces extrêmes plus fréquents. À l’échelle du système solaire, Vénus, à environ 460 °C en surface, est la planète la plus chaude, plus que Mercure pourtant plus proche du Soleil, à cause de l’effet de serre de son atmosphère de dioxyde de carbone.',
    },
  },
  {
    id: 'longest-river',
    title: 'Quel est le plus long fleuve du monde ?',
    phrasings: [
      'quel est le plus long fleuve du monde',
      'le plus long fleuve',
      'quelle est la plus longue rivière du monde',
      'le nil ou l’amazone',
      'le nil c’est combien de kilomètres',
      'fleuve amazone',
      'le plus grand fleuve du monde',
      'quel est le plus long fleuve de France',
      'la loire plus long fleuve',
      'plus long fleuv du monde',
    ],
    answers: {
      up_to_5:
        'Les deux plus longs fleuves du monde sont le Nil, en Afrique, et l’Amazone, en Amérique du Sud. Il faudrait des mois à pied pour les suivre de leur source jusqu’à la mer !',
      '6_to_8':
        'On dit souvent que le plus long fleuve du monde est le Nil, en Afrique : environ 6 650 kilomètres, traversés par de nombreux pays avant d’arriver en Égypte et de se jeter dans la mer. Mais l’Amazone, en Amérique du Sud, est presque aussi long, et certains savants pensent même qu’il est plus long. En tout cas, c’est l’Amazone qui transporte le plus d’eau, bien plus que tous les autres. Il coule au milieu de la plus grande forêt du monde. En France, le plus long fleuve est la Loire, qui fait environ 1 000 kilomètres.',
      '9_to_12':
        'Les deux géants sont le Nil et l’Amazone, chacun long d’environ 6 400 à 7 000 kilomètres. Le Nil est le plus souvent cité comme le plus long, avec environ 6 650 km : il naît dans la région des grands lacs d’Afrique, traverse une dizaine de pays et se jette dans la mer Méditerranée en Égypte. Mais mesurer un fleuve est plus difficile qu’il n’y paraît : il faut choisir quelle petite rivière est sa vraie source, et où finit son embouchure. Selon certaines études, l’Amazone serait un peu plus long. Ce qui est sûr, c’est que l’Amazone est le plus puissant : il déverse environ un cinquième de toute l’eau que les fleuves apportent aux océans, et son embouchure est si large que l’eau reste douce loin en mer. En Asie, le Yangzi Jiang est le troisième, avec plus de 6 300 km. En France, la Loire est le plus long fleuve, avec environ 1 000 km.',
      '13_plus':
        'Le titre de plus long fleuve du monde se dispute entre le Nil et l’Amazone, deux cours d’eau d’environ 6 400 à 7 000 km selon les mesures. La longueur d’un fleuve dépend de conventions : choix de la source la plus éloignée parmi de nombreux affluents, tracé des méandres, position retenue pour l’embouchure, qui pour l’Amazone se perd dans un immense estuaire. Le Nil, avec environ 6 650 km, prend sa source la plus lointaine dans le bassin de la Kagera, au Rwanda ou au Burundi, alimente le lac Victoria, puis rejoint le Nil Bleu venu d’Éthiopie à Khartoum avant de traverser le désert jusqu’à son delta méditerranéen ; ses crues ont permis l’agriculture de l’Égypte ancienne. L’Amazone, long de 6 400 km dans la plupart des ouvrages, a été crédité par certaines expéditions de plus de 6 900 km, en partant d’une source dans les Andes péruviennes ; ces résultats restent discutés. Par le débit, en revanche, il n’y a pas de débat : l’Amazone rejette en moyenne plus de 200 000 m³ par seconde, environ 20 % de l’eau douce apportée aux océans par les fleuves, davantage que les sept fleuves suivants réunis. Son bassin, le plus vaste du monde, couvre environ 7 millions de km². Viennent ensuite le Yangzi Jiang (environ 6 300 km) et le Mississippi-Missouri. En France, la Loire, longue d’environ 1 000 km, est le plus long fleuve entièrement français, le Rhin et le Rhône prenant leur source en Suisse.',
    },
  },
  {
    id: 'how-many-oceans',
    title: 'Combien il y a d’océans sur la Terre ?',
    phrasings: [
      'combien il y a d’océans sur la terre',
      'combien y a t il d oceans',
      'quels sont les océans',
      'le plus grand océan du monde',
      'quel est le plus grand océan',
      'différence entre une mer et un océan',
      'c’est quoi un océan',
      'nom des océans',
      'océan pacifique atlantique indien',
      'pourquoi la terre s’appelle la planète bleue',
    ],
    answers: {
      up_to_5:
        'Sur la Terre, il y a cinq grands océans, et ils se touchent tous, comme une seule immense flaque salée autour des continents ! Le plus grand s’appelle le Pacifique.',
      '6_to_8':
        'Sur une carte, on compte cinq océans : le Pacifique, l’Atlantique, l’océan Indien, l’océan Austral autour du pôle Sud, et l’océan Arctique autour du pôle Nord. En vrai, ils sont tous reliés entre eux : un bateau peut passer de l’un à l’autre. L’eau des océans couvre presque les trois quarts de la Terre, c’est pour ça qu’on l’appelle la planète bleue. Le plus grand, le Pacifique, est plus grand que tous les continents réunis ! Une mer, c’est un morceau d’océan plus petit, souvent au bord des terres, comme la Méditerranée.',
      '9_to_12':
        'Les géographes comptent cinq océans : le Pacifique, l’Atlantique, l’océan Indien, l’océan Austral, qui entoure l’Antarctique, et l’océan Arctique, le plus petit, en grande partie couvert de banquise. Ils sont tous reliés et forment en réalité un seul océan mondial, dans lequel l’eau circule grâce à de grands courants. Ensemble, ils couvrent environ 71 % de la surface de la Terre et contiennent à peu près 97 % de toute son eau. Le Pacifique est le géant : environ 165 millions de km², plus que toutes les terres émergées réunies, et il contient l’endroit le plus profond du monde. L’Atlantique, que l’on traverse pour aller de la France à l’Amérique, est le deuxième. Une mer est une partie d’un océan, plus petite et souvent entourée en partie de terres : la Manche, la mer du Nord ou la Méditerranée. La France borde à la fois l’Atlantique et la Méditerranée, et, grâce à ses territoires d’outre-mer, elle est présente dans presque tous les océans.',
      '13_plus':
        'L’Organisation hydrographique internationale distingue aujourd’hui cinq océans : Pacifique, Atlantique, Indien, Austral et Arctique. L’océan Austral, délimité autour de l’Antarctique par le courant circumpolaire, n’a été largement reconnu qu’à partir de 2000, et certains atlas en comptent encore quatre. Ces divisions restent conventionnelles : il n’existe qu’un océan mondial continu, couvrant environ 361 millions de km², soit 71 % de la surface terrestre, pour une profondeur moyenne d’environ 3 700 m. Il contient près de 97 % de l’eau de la planète. Le Pacifique, avec environ 165 millions de km², représente à lui seul près de la moitié de cette surface et dépasse l’ensemble des terres émergées, qui couvrent environ 149 millions de km² ; il abrite la fosse des Mariannes. L’Atlantique, en forme de S, s’élargit de quelques centimètres par an de part et d’autre de la dorsale médio-atlantique. Les océans sont reliés par une circulation à grande échelle, dite thermohaline, pilotée par les différences de température et de salinité, qui redistribue la chaleur, comme le Gulf Stream qui adoucit le climat de l’Europe de l’Ouest. Une mer désigne une portion d’océan plus restreinte, bordière comme la Manche, ou presque fermée comme la Méditerranée ; la mer Caspienne, elle, est en fait un grand lac salé. Grâce à ses territoires d’outre-mer, la France possède le deuxième plus grand espace maritime du monde, derrière les États-Unis.',
    },
  },
  {
    id: 'dead-sea-floating',
    title: 'Pourquoi on flotte dans la mer Morte ?',
    phrasings: [
      'pourquoi on flotte dans la mer morte',
      'pk on flotte dans la mer morte',
      'mer morte',
      'pourquoi la mer morte s’appelle la mer morte',
      'pourquoi on flotte mieux dans la mer que dans la piscine',
      'est-ce qu’on peut couler dans la mer morte',
      'pourquoi on flotte plus dans l’eau salée',
      'c’est quoi la mer morte',
      'mer morte on peut lire le journal en flottant',
      'la mer la plus salée du monde',
    ],
    answers: {
      up_to_5:
        'L’eau de la mer Morte est pleine de sel, tellement qu’elle devient très lourde et te pousse vers le haut. Tu flottes comme un bouchon, sans même bouger !',
      '6_to_8':
        'La mer Morte est un grand lac très salé, au Proche-Orient. Son eau contient environ dix fois plus de sel que la mer où tu te baignes en vacances ! Le sel rend l’eau plus lourde, et une eau plus lourde pousse plus fort vers le haut tout ce qui est dedans. Alors ton corps flotte tout seul : tu peux même t’allonger sur le dos et lire un livre ! On l’appelle « morte » parce que, avec autant de sel, ni poissons ni plantes ne peuvent y vivre. Attention : ce sel pique très fort les yeux !',
      '9_to_12':
        'Un corps plongé dans l’eau est poussé vers le haut par une force égale au poids de l’eau qu’il déplace : c’est la poussée d’Archimède. Plus l’eau est lourde, plus elle pousse. Dans l’eau douce d’une piscine, ton corps est à peu près aussi lourd que l’eau, alors tu flottes tout juste. L’eau de mer, grâce à son sel, te porte un peu mieux. Et la mer Morte contient environ 340 grammes de sel par litre, dix fois plus que l’océan : un litre de son eau pèse environ 1,2 kilo, bien plus que ton corps pour le même volume. Tu flottes donc à moitié hors de l’eau, sans effort. Ce lac, entre la Jordanie, Israël et la Cisjordanie, est si salé parce que l’eau qui y arrive ne repart que par évaporation sous un soleil brûlant, en laissant son sel. On l’appelle « morte » parce qu’aucun poisson n’y survit, même si de minuscules microbes y vivent. Ses rives sont le point le plus bas de toutes les terres émergées, à plus de 400 mètres sous le niveau de la mer.',
      '13_plus':
        'La flottaison s’explique par le principe d’Archimède : tout corps immergé subit une poussée verticale égale au poids du volume de liquide déplacé. Un corps humain, de densité moyenne proche de 1 selon la quantité d’air dans les poumons et la proportion de graisse, flotte à peine dans l’eau douce et un peu mieux dans l’eau de mer, de densité environ 1,025. L’eau de la mer Morte, avec une salinité d’environ 340 g/L, soit près de dix fois celle de l’océan, atteint une densité d’environ 1,24 : le corps émerge alors largement et il devient difficile de nager normalement. Cette salinité extrême résulte d’un bassin endoréique : situé dans la vallée du rift du Jourdain, à plus de 400 m sous le niveau de la mer, point le plus bas des terres émergées, le lac reçoit surtout l’eau du Jourdain et ne la perd que par évaporation, sous un climat très chaud et sec. Son sel est riche en chlorure de magnésium, ce qui lui donne un goût amer et irritant pour les yeux et les muqueuses ; avaler cette eau peut être dangereux. Aucun poisson ni plante aquatique n’y vit, mais des archées et des algues microscopiques halophiles s’y développent. Depuis les années 1960, son niveau baisse d’environ un mètre par an, car l’eau du Jourdain est largement prélevée pour l’irrigation et l’industrie du potassium évapore l’eau du sud du lac ; des effondrements appelés dolines apparaissent sur ses rives. Le Grand Lac Salé, dans l’Utah, ou le lac Assal, à Djibouti, permettent aussi de flotter ainsi.',
    },
  },
  {
    id: 'tallest-tree',
    title: 'Quel est le plus grand arbre du monde ?',
    phrasings: [
      'quel est le plus grand arbre du monde',
      'le plus grand arbre',
      'le plus gros arbre du monde',
      'séquoia géant',
      'sequoia',
      'l’arbre le plus haut du monde',
      'hyperion arbre',
      'pk les séquoias sont si grands',
      'arbre le plus gros tronc',
    ],
    answers: {
      up_to_5:
        'Les plus grands arbres du monde sont des séquoias, en Amérique. Le plus haut mesure plus de 100 mètres : c’est aussi haut qu’un immeuble de 35 étages !',
      '6_to_8':
        'Les plus grands arbres du monde s’appellent des séquoias. Ils poussent en Californie, aux États-Unis, près de l’océan, là où il y a beaucoup de brouillard. Le plus haut de tous a été surnommé Hyperion : il mesure environ 116 mètres, plus que la statue de la Liberté ! Un autre séquoia, le Général Sherman, n’est pas le plus haut, mais c’est le plus gros : son tronc est si large qu’il faudrait plus de vingt enfants se tenant par la main pour en faire le tour. Ces arbres peuvent vivre plus de 2 000 ans.',
      '9_to_12':
        'Il faut distinguer le plus haut et le plus gros. Le plus haut arbre connu est un séquoia à feuilles d’if, surnommé Hyperion, découvert en 2006 dans une forêt de Californie : environ 116 mètres, autant qu’un immeuble de 35 étages. Son emplacement exact est gardé secret pour le protéger des visiteurs. Ces séquoias poussent le long de la côte, où le brouillard leur apporte de l’humidité en été. Le plus gros arbre, par son volume de bois, est un séquoia géant, le Général Sherman : environ 84 mètres de haut et un tronc de plus de 30 mètres de tour à sa base. Il aurait plus de 2 000 ans. Un arbre ne peut pas grandir à l’infini : plus il est haut, plus il est difficile de faire monter l’eau des racines jusqu’aux feuilles, et les scientifiques pensent que la limite se situe vers 120 à 130 mètres. En Europe, les plus grands arbres dépassent rarement 60 à 70 mètres.',
      '13_plus':
        'Les records d’arbres se mesurent selon plusieurs critères. En hauteur, le record appartient à Hyperion, un séquoia à feuilles d’if (Sequoia sempervirens) découvert en 2006 dans le parc national de Redwood, en Californie, mesuré à environ 116 mètres ; sa localisation n’est pas publiée, et le parc sanctionne les visiteurs hors sentier, pour protéger son sol et ses racines. Ces conifères côtiers profitent d’un climat doux et des brouillards estivaux, qu’ils captent en partie par leurs aiguilles. En volume, le record revient au Général Sherman, un séquoia géant (Sequoiadendron giganteum) de la Sierra Nevada, haut d’environ 84 mètres pour près de 1 500 m³ de bois, âgé de plus de 2 000 ans. La hauteur maximale des arbres serait limitée par la physique du transport de la sève : l’eau monte dans les vaisseaux du bois, tirée par la transpiration des feuilles, et la colonne d’eau doit lutter contre la gravité et les frottements, ce qui rend les feuilles du sommet plus petites et moins hydratées. Une étude publiée en 2004 dans la revue Nature situait ainsi la limite théorique entre 122 et 130 mètres. Des témoignages anciens évoquent des eucalyptus ou des douglas plus hauts en Australie et en Amérique du Nord, abattus avant d’être mesurés avec précision. Pour l’étendue, certains organismes formés d’un seul individu cloné, comme la colonie de peupliers faux-trembles appelée Pando, dans l’Utah, couvrent plus de 40 hectares.',
    },
  },
  {
    id: 'weather-forecast',
    title: 'Comment on sait le temps qu’il va faire demain ?',
    phrasings: [
      'comment on sait le temps qu’il va faire demain',
      'comment marche la météo',
      'comment on fait la météo',
      'comment la météo sait qu’il va pleuvoir',
      'pk la météo se trompe',
      'comment on prévoit le temps',
      'prévisions météo',
      'previsions meteo comment',
      'c’est quoi un météorologue',
      'comment on sait qu’il va y avoir un orage',
      'satellite météo',
    ],
    answers: {
      up_to_5:
        'Des personnes qui s’appellent des météorologues regardent le ciel avec des machines, et même depuis l’espace avec des satellites. Avec de gros ordinateurs, elles devinent si demain il fera beau ou s’il pleuvra.',
      '6_to_8':
        'Partout dans le monde, des appareils mesurent le temps qu’il fait : la chaleur, le vent, la pluie, l’humidité de l’air. Des ballons montent très haut dans le ciel pour mesurer l’air là-haut, et des satellites photographient les nuages depuis l’espace. Toutes ces informations sont envoyées dans d’énormes ordinateurs, qui calculent comment l’air et les nuages vont bouger. Ensuite, les météorologues vérifient et annoncent le temps de demain. Pour demain, c’est presque toujours juste. Mais plus on essaie de prévoir loin, plus il y a de chances de se tromper, car le ciel change tout le temps.',
      '9_to_12':
        'Pour prévoir le temps, il faut d’abord savoir quel temps il fait maintenant, partout. Des milliers de stations météo mesurent la température, la pression de l’air, le vent et la pluie. Des ballons-sondes lâchés chaque jour mesurent l’air jusqu’à plus de 20 km d’altitude, des bouées et des avions envoient leurs mesures, des radars repèrent la pluie et des satellites observent les nuages. Toutes ces données alimentent des supercalculateurs, qui découpent l’atmosphère en millions de petites boîtes et calculent, grâce aux lois de la physique, comment l’air va se déplacer, se réchauffer ou former des nuages. Les météorologues, les spécialistes de la météo, interprètent ensuite ces résultats. Aujourd’hui, une prévision à trois jours est à peu près aussi fiable qu’une prévision pour le lendemain il y a quarante ans. Mais au-delà d’une dizaine de jours, c’est impossible à prévoir en détail : une toute petite différence au départ change tout à la fin. C’est pour ça que la météo parle parfois de « risque » de pluie.',
      '13_plus':
        'La prévision météorologique moderne repose sur la prévision numérique du temps. Elle commence par l’observation : stations au sol, radiosondes lâchées deux fois par jour sur des centaines de sites, bouées, navires, avions de ligne, radars et satellites fournissent chaque jour des millions de mesures. Ces données sont assimilées dans des modèles qui représentent l’atmosphère par une grille tridimensionnelle et résolvent les équations de la mécanique des fluides et de la thermodynamique pour calculer son évolution pas à pas ; Météo-France utilise par exemple les modèles ARPEGE, à l’échelle du globe, et AROME, plus fin, sur la France. L’atmosphère est cependant un système chaotique, comme l’a montré le météorologue Edward Lorenz dans les années 1960 : de minuscules erreurs sur l’état initial s’amplifient, d’où l’image de « l’effet papillon ». On lance donc des prévisions d’ensemble, plusieurs dizaines de calculs aux conditions de départ légèrement différentes, qui permettent d’exprimer une probabilité. La fiabilité diminue avec l’échéance, et la limite de prévisibilité détaillée est estimée à environ deux semaines. L’histoire est récente : après une tempête qui coula des navires en mer Noire en 1854, l’astronome Urbain Le Verrier organisa en France un réseau d’observations transmises par télégraphe ; l’Anglais Lewis Fry Richardson imagina en 1922 le calcul numérique du temps, et la première prévision par ordinateur fut réalisée en 1950 aux États-Unis. Aujourd’hui, l’intelligence artificielle commence aussi à être utilisée pour produire des prévisions.',
    },
  },
  {
    id: 'cloud-touch-taste',
    title: 'Est-ce qu’on peut toucher un nuage, et quel goût il a ?',
    phrasings: [
      'est-ce qu’on peut toucher un nuage',
      'quel goût ont les nuages',
      'est-ce que les nuages ont un goût',
      'est-ce qu’on peut s’asseoir sur un nuage',
      'pk on peut pas marcher sur les nuages',
      'est-ce qu’on peut manger un nuage',
      'c’est comment dans un nuage',
      'est-ce que les nuages sont doux comme du coton',
      'on peut sauter sur un nuage',
      'combien pèse un nuage',
    ],
    answers: {
      up_to_5:
        'Un nuage n’est pas du coton : c’est plein de toutes petites gouttes d’eau qui flottent. Si tu le touchais, ta main serait juste un peu mouillée et froide, et il aurait le goût de l’eau !',
      '6_to_8':
        'Les nuages ont l’air doux comme du coton, mais ils sont faits de milliards de gouttelettes d’eau si petites qu’elles flottent dans l’air. Tu ne pourrais pas t’asseoir dessus : tu passerais au travers ! Entrer dans un nuage, c’est comme marcher dans le brouillard : on voit mal, c’est humide et frais. Les randonneurs en montagne traversent parfois des nuages. Et le goût ? Celui de l’eau, à peu près comme une goutte de pluie, avec parfois un peu de poussière.',
      '9_to_12':
        'Un nuage est fait de gouttelettes d’eau, ou de petits cristaux de glace quand il fait très froid, si fines qu’il en faudrait des millions pour faire une goutte de pluie. Entre elles, il y a surtout de l’air. Tu ne peux donc ni t’asseoir ni marcher dessus : tu tomberais à travers. Tu peux en revanche le toucher : en montagne, quand un nuage s’accroche aux sommets, les promeneurs se retrouvent dedans, et c’est exactement du brouillard, qui mouille les vêtements et les cheveux. Les avions les traversent aussi, ce qui les secoue parfois un peu. Son goût est celui de l’eau, car c’est de l’eau évaporée puis refroidie, mais chaque gouttelette s’est formée autour d’une minuscule poussière : grain de sel de mer, pollen, suie ou fumée. Ce n’est donc pas de l’eau parfaitement pure, un peu comme la pluie. Et pourtant, ce « coton » est lourd : un petit nuage blanc de beau temps contient plusieurs centaines de tonnes d’eau, mais répartie dans un volume d’air immense.',
      '13_plus':
        'Un nuage est un aérosol : des gouttelettes d’eau liquide de quelques micromètres à quelques dizaines de micromètres, ou des cristaux de glace, dispersées dans l’air, à raison de quelques dixièmes de gramme à quelques grammes d’eau par mètre cube. Il est donc essentiellement constitué d’air : aucune surface ne pourrait porter un objet, et l’aspect « cotonneux » de ses bords n’est qu’un effet de la diffusion de la lumière. Se trouver dans un nuage revient à être dans le brouillard, qui n’est qu’un nuage au contact du sol : sensation d’humidité, visibilité réduite, dépôt de gouttelettes sur la peau et les vêtements. Dans les régions côtières sèches, comme au Chili ou au Maroc, des filets « attrape-brouillard » récoltent d’ailleurs cette eau pour la boire. Chaque gouttelette se forme par condensation de vapeur sur un noyau de condensation, sel marin, sulfate, poussière minérale ou suie ; l’eau d’un nuage contient donc des traces de ces particules et des gaz dissous, ce qui la rend légèrement acide, comme l’eau de pluie, et peut lui donner un léger goût selon la pollution locale. Quant à la masse, un cumulus moyen d’environ un kilomètre cube renferme de l’ordre de quelques centaines de tonnes d’eau ; il flotte parce que ses gouttelettes, minuscules, tombent extrêmement lentement et sont soutenues par les courants ascendants. Les grands cumulonimbus d’orage contiennent, eux, des centaines de milliers de tonnes d’eau.',
    },
  },
  {
    id: 'trees-alive',
    title: 'Est-ce que les arbres sont vivants ?',
    phrasings: [
      'est-ce que les arbres sont vivants',
      'est ce que les plantes sont vivantes',
      'pk un arbre est vivant alors qu’il bouge pas',
      'est-ce que les arbres respirent',
      'est-ce que les arbres parlent entre eux',
      'est-ce que les arbres dorment',
      'une plante c’est vivant',
      'est-ce que les fleurs sont vivantes',
      'est-ce que les arbres meurent',
    ],
    answers: {
      up_to_5:
        'Oui, les arbres sont vivants, comme toi ! Ils naissent d’une graine, boivent de l’eau, grandissent, font des bébés graines, et un jour ils meurent.',
      '6_to_8':
        'Oui, les arbres et toutes les plantes sont des êtres vivants, même s’ils ne bougent pas de leur place. Un arbre naît d’une graine, il boit l’eau du sol avec ses racines et fabrique sa propre nourriture avec ses feuilles grâce à la lumière du Soleil. Il respire, il grandit chaque année, il fait des fleurs, des fruits et des graines pour que de nouveaux arbres poussent. Il peut tomber malade, et un jour il meurt. En hiver, beaucoup d’arbres se mettent au repos, un peu comme s’ils faisaient une longue sieste ! Et la nuit, ils ne dorment pas comme toi, mais sans lumière ils arrêtent de fabriquer leur nourriture, et certains baissent même un peu leurs branches, comme pour se reposer.',
      '9_to_12':
        'Un être vivant naît, se nourrit, grandit, se reproduit, réagit à ce qui l’entoure et finit par mourir. Les arbres font tout cela ! Ils sont faits de cellules, comme toi. Ils se nourrissent grâce à la photosynthèse : leurs feuilles utilisent la lumière du Soleil, l’eau puisée par les racines et le gaz carbonique de l’air pour fabriquer du sucre, en rejetant de l’oxygène. Ils respirent aussi, jour et nuit. Ils se reproduisent avec des fleurs, des fruits et des graines, et ils réagissent : leurs branches se tournent vers la lumière, leurs racines cherchent l’eau, et l’hiver, beaucoup perdent leurs feuilles et ralentissent, comme en sommeil. Ils n’ont ni cerveau ni muscles, mais ils ne sont pas inertes : quand des insectes attaquent certains arbres, ils produisent des substances amères, et on pense que des arbres voisins échangent des signaux par l’air ou par des champignons reliés à leurs racines. Certains arbres vivent plusieurs milliers d’années.',
      '13_plus':
        'Les biologistes définissent le vivant par un ensemble de caractères : une organisation en cellules, un métabolisme qui transforme matière et énergie, la croissance, la reproduction avec transmission d’une information génétique, la capacité de réagir à l’environnement et l’évolution des populations au fil des générations. Les arbres, comme toutes les plantes, les remplissent tous. Organismes autotrophes, ils produisent leur matière organique par photosynthèse dans les chloroplastes de leurs feuilles, et respirent en permanence dans leurs mitochondries, comme nos cellules. Leur croissance est continue : en hauteur par les bourgeons, en épaisseur par le cambium, ce qui forme les cernes du bois. Ils se reproduisent de manière sexuée, par les fleurs et les graines, et souvent de façon asexuée, par rejets ou drageons. Dépourvus de système nerveux, ils perçoivent pourtant la lumière, la gravité, le toucher ou les blessures, et y répondent par des hormones, des mouvements lents, les tropismes, et des signaux électriques et chimiques. Des travaux montrent que des arbres attaqués émettent des composés volatils qui peuvent déclencher des défenses chez leurs voisins. L’idée de réseaux souterrains de champignons mycorhiziens par lesquels les arbres partageraient des ressources, popularisée sous le nom de « wood wide web », repose sur des observations réelles, mais l’ampleur de ces échanges est aujourd’hui discutée. En hiver, les arbres à feuilles caduques entrent en dormance, un repos physiologique et non un sommeil comparable au nôtre.',
    },
  },
  {
    id: 'plants-feel-pain',
    title: 'Est-ce que les plantes ont mal ?',
    phrasings: [
      'est-ce que les plantes ont mal',
      'est ce que les fleurs ont mal quand on les cueille',
      'est-ce que l’arbre a mal quand on le coupe',
      'est-ce que l’herbe a mal quand on tond la pelouse',
      'pk les plantes ne crient pas',
      'est-ce que les plantes ressentent quelque chose',
      'est-ce que les légumes souffrent',
      'est-ce que les plantes ont des sentiments',
      'plante sensitive qui se ferme',
      'est ce que les plante on mal',
    ],
    answers: {
      up_to_5:
        'Les plantes n’ont pas de cerveau ni de nerfs comme toi, alors les savants pensent qu’elles n’ont pas mal comme nous. Mais elles sentent quand on les abîme et savent réparer leurs blessures.',
      '6_to_8':
        'Pour avoir mal, il faut des nerfs, qui envoient un message au cerveau, et c’est le cerveau qui fabrique la sensation de douleur. Les plantes n’ont ni nerfs ni cerveau : les scientifiques pensent donc qu’elles ne ressentent pas la douleur comme toi. Mais elles ne sont pas insensibles ! Quand on les coupe, elles le détectent, referment leur blessure et peuvent fabriquer des produits pour se défendre. La bonne odeur d’herbe coupée, c’est même un signal que l’herbe envoie quand elle est abîmée. Et une petite plante qu’on appelle la sensitive replie ses feuilles dès qu’on la touche !',
      '9_to_12':
        'Chez les animaux, la douleur est une sensation fabriquée par le cerveau, à partir de messages envoyés par les nerfs quand le corps est blessé. Les plantes n’ont ni cerveau ni nerfs : la plupart des scientifiques pensent donc qu’elles ne ressentent pas la douleur, et qu’elles n’ont pas d’émotions. Cela ne veut pas dire qu’elles ne réagissent pas. Une feuille mordue par une chenille envoie des signaux électriques et chimiques dans toute la plante, qui se met à produire des substances toxiques ou amères. L’odeur d’herbe fraîchement tondue vient de molécules libérées par les brins coupés, qui peuvent attirer les ennemis des insectes mangeurs d’herbe. La sensitive replie ses feuilles en quelques secondes quand on la touche, et la dionée referme son piège sur une mouche. Des chercheurs ont même enregistré, en 2023, de petits clics inaudibles pour nous, émis par des plantes assoiffées ou coupées. Ce sont des réactions, pas des cris de douleur. Cueillir une fleur ou manger un légume ne fait donc pas souffrir la plante, mais c’est une bonne raison de respecter la nature et de ne pas abîmer les plantes pour rien.',
      '13_plus':
        'La douleur, chez l’humain et de nombreux animaux, n’est pas un simple signal de lésion : c’est une expérience subjective produite par le système nerveux central, à partir des informations de récepteurs spécialisés, les nocicepteurs. Les plantes ne possèdent ni neurones, ni cerveau, ni nocicepteurs ; la grande majorité des biologistes considère donc qu’elles ne ressentent pas la douleur, faute de structure capable de produire une expérience consciente. Elles perçoivent pourtant finement leur environnement et les agressions. Une blessure déclenche des vagues de calcium et des signaux électriques qui se propagent dans toute la plante, et la synthèse d’hormones de défense comme l’acide jasmonique, qui active la production de composés toxiques ou d’inhibiteurs de digestion contre les herbivores. Les feuilles lésées libèrent des composés volatils, responsables de l’odeur d’herbe coupée, capables d’alerter d’autres parties de la plante, des plantes voisines ou des prédateurs des insectes ravageurs. Le mimosa pudique replie ses folioles au toucher par une variation rapide de pression d’eau dans ses cellules, et la dionée compte les contacts avant de fermer son piège. En 2023, une équipe de l’université de Tel-Aviv a publié l’enregistrement d’ultrasons émis par des plants de tomate et de tabac stressés par la sécheresse ou une coupure, probablement produits par des bulles d’air dans leurs vaisseaux. Certains chercheurs parlent d’« intelligence végétale » pour désigner ces capacités, un terme débattu. Réagir n’est pas souffrir : c’est la conclusion actuelle, même si la question de la sensibilité du vivant reste discutée en philosophie.',
    },
  },
  {
    id: 'everyone-jumps-at-once',
    title: 'Qu’est-ce qui se passerait si tout le monde sautait en même temps ?',
    phrasings: [
      'et si tous les gens de la terre sautaient ensemble',
      'pk la terre bouge pas quand je saute',
      'tout le monde saute en meme temps tremblement de terre',
      'si 8 milliards de personnes sautent',
      'est-ce qu’on peut faire bouger la terre en sautant',
    ],
    answers: {
      up_to_5:
        'Presque rien ! La Terre est tellement énorme que même si tout le monde sautait en même temps, elle ne bougerait pas plus qu’une montagne quand une fourmi saute dessus.',
      '6_to_8':
        'Il ne se passerait presque rien ! Quand tu sautes, tu pousses un tout petit peu la Terre vers le bas, mais elle est des milliards de milliards de fois plus lourde que toi, alors elle ne bouge pour ainsi dire pas. Même avec tous les humains ensemble, c’est pareil : la Terre est bien trop lourde. Ce serait comme une poussière qui sauterait sur un éléphant. En plus, les gens sont répartis tout autour de la planète, alors leurs sauts partent dans toutes les directions. Et quand tout le monde retombe, la Terre revient exactement à sa place. Il n’y aurait pas de tremblement de terre, juste beaucoup de bruit !',
      '9_to_12':
        'Quand tu sautes, tes jambes poussent le sol, et le sol te pousse vers le haut : en même temps, tu pousses un tout petit peu la Terre dans l’autre sens. Mais la Terre pèse environ 6 000 milliards de milliards de tonnes, alors que tous les humains réunis, plus de 8 milliards de personnes, pèsent quelques centaines de millions de tonnes. La Terre est donc des milliers de milliards de fois plus lourde que toute l’humanité : si tout le monde sautait au même endroit et au même moment, elle reculerait d’une distance plus petite qu’un atome ! Et ce petit déplacement s’annulerait dès que tout le monde retomberait. Comme les gens vivent tout autour du globe, leurs sauts partiraient d’ailleurs dans des directions opposées et s’annuleraient en partie. Il n’y aurait pas de tremblement de terre : un grand séisme libère une énergie des millions de fois plus grande. Des appareils très sensibles, les sismographes, pourraient seulement enregistrer de petites vibrations dans les villes les plus peuplées.',
      '13_plus':
        'La question se traite avec la conservation de la quantité de mouvement. Quand une personne saute, la force exercée sur le sol met en mouvement le système Terre dans le sens opposé, avec une quantité de mouvement égale et opposée à celle du sauteur. La Terre a une masse d’environ 6 × 10²⁴ kg ; l’humanité, plus de 8 milliards de personnes, représente de l’ordre de 4 à 5 × 10¹¹ kg, soit environ dix mille milliards de fois moins. Même si tous les humains étaient réunis au même endroit et sautaient ensemble, la vitesse communiquée à la Terre serait d’environ un dix-millième de milliardième de mètre par seconde, et son déplacement, pendant la fraction de seconde du saut, bien inférieur à la taille d’un atome ; à la retombée, la quantité de mouvement est restituée et la Terre reprend sa trajectoire. Répartis sur tout le globe, les sauts s’exerceraient en outre dans des directions opposées et leurs effets s’annuleraient presque entièrement. L’énergie en jeu, quelques centaines de joules par personne, atteindrait au total quelques milliers de milliards de joules, comparable à celle d’un séisme modéré ; mais elle serait dispersée sur des millions de points et presque entièrement dissipée en chaleur dans les muscles et le sol, très peu en ondes sismiques. Les sismologues savent pourtant détecter des foules : les bonds des supporters dans un stade, ou des milliers de spectateurs d’un concert, produisent des signaux enregistrés par les sismographes voisins. À l’échelle de la planète, l’orbite et la rotation de la Terre ne seraient pas modifiées de façon mesurable.',
    },
  },
  {
    id: 'can-time-stop',
    title: 'Est-ce que le temps peut s’arrêter ?',
    phrasings: [
      'est-ce que le temps peut s’arrêter',
      'est ce qu on peut arreter le temps',
      'c’est quoi le temps qui passe',
      'pk le temps passe',
      'est-ce qu’on peut voyager dans le temps',
      'est-ce qu’on peut remonter le temps',
      'machine à remonter le temps',
      'est-ce que le temps passe plus lentement dans l’espace',
      'pourquoi le temps passe plus vite quand on s’amuse',
      'c koi le temps',
    ],
    answers: {
      up_to_5:
        'Non, le temps ne s’arrête jamais : les secondes avancent toujours, même quand tu dors. Mais quand tu t’amuses, tu as l’impression qu’il file très vite, et quand tu attends, qu’il est tout lent !',
      '6_to_8':
        'Le temps avance sans cesse, et personne ne sait l’arrêter : ni les horloges, ni les savants. On ne peut pas non plus revenir en arrière pour changer ce qui s’est passé, sauf dans les films et les livres. Pourtant, notre impression du temps change : une heure de jeu passe à toute vitesse, alors qu’une heure d’attente chez le médecin paraît interminable. Et les scientifiques ont découvert une chose étonnante : quand on va extrêmement vite, le temps passe un tout petit peu plus lentement. Les astronautes qui reviennent de la station spatiale ont vieilli d’une minuscule fraction de seconde de moins que nous !',
      '9_to_12':
        'Pour nous, le temps ne s’arrête jamais : il avance toujours dans le même sens, du passé vers l’avenir, et personne ne sait revenir en arrière. Mais au début du XXᵉ siècle, le physicien Albert Einstein a montré que le temps n’est pas le même pour tout le monde. Plus on va vite, plus il s’écoule lentement pour soi, et il ralentit aussi près d’un objet très lourd, comme une planète ou une étoile. On l’a vérifié avec des horloges très précises embarquées dans des avions : au retour, elles n’indiquaient plus tout à fait la même heure que celles restées au sol. Les satellites GPS doivent même corriger leurs horloges chaque jour, sinon ton téléphone se tromperait de plusieurs kilomètres sur ta position ! Près d’un trou noir, le temps ralentit tellement que, vu de loin, il semblerait presque figé. Voyager vers le futur plus vite que les autres est donc possible en théorie, en allant presque à la vitesse de la lumière. Revenir dans le passé, en revanche, semble impossible, même si certains physiciens en discutent encore.',
      '13_plus':
        'Dans la vie courante, le temps s’écoule de façon régulière et irréversible : on peut le mesurer, mais ni l’arrêter ni le remonter. Cette « flèche du temps » est liée, en physique, à l’augmentation de l’entropie, le désordre d’un système isolé : un verre cassé ne se reconstitue pas spontanément. La relativité d’Einstein a pourtant montré que le temps n’est pas absolu. Selon la relativité restreinte (1905), une horloge en mouvement rapide bat plus lentement qu’une horloge au repos : c’est la dilatation du temps. Selon la relativité générale (1915), le temps s’écoule aussi plus lentement dans un champ de gravité intense. Ces effets ont été mesurés : en 1971, Joseph Hafele et Richard Keating ont fait le tour du monde en avion avec des horloges atomiques, qui ont dérivé comme prévu, de quelques dizaines à quelques centaines de milliardièmes de seconde ; et les horloges des satellites GPS sont corrigées d’environ 38 microsecondes par jour, faute de quoi l’erreur de position atteindrait une dizaine de kilomètres par jour. Un astronaute ayant passé six mois dans la Station spatiale revient quelques millisecondes « plus jeune ». À l’horizon d’un trou noir, un observateur lointain verrait le temps d’un objet qui tombe sembler se figer. Voyager vers le futur, au sens de vieillir moins que les autres, est donc permis par la théorie, mais demanderait des vitesses proches de celle de la lumière. Le voyage vers le passé reste hypothétique : certaines solutions des équations d’Einstein l’autorisent sur le papier, mais elles posent des paradoxes, comme celui du « grand-père », et aucune n’est jugée réaliste. Enfin, notre perception psychologique du temps, qui accélère ou ralentit selon l’attention et les émotions, est un tout autre phénomène, étudié par les neurosciences.',
    },
  },
  {
    id: 'earth-age',
    title: 'Quel âge a la Terre ?',
    phrasings: [
      'quel âge a la terre',
      'quel age a la terre',
      'la terre a quel âge',
      'depuis quand la terre existe',
      'comment la terre s’est formée',
      'comment on sait l’âge de la terre',
      'comment est née la terre',
      'pk la terre existe',
      'quand est-ce que la terre est née',
      'la terre a combien d’années',
    ],
    answers: {
      up_to_5:
        'La Terre est très, très vieille : elle a environ 4 milliards et demi d’années ! C’est tellement long que même les dinosaures sont arrivés bien après sa naissance.',
      '6_to_8':
        'La Terre a environ 4 milliards et demi d’années. C’est un nombre immense : si tu comptais un chiffre par seconde, sans dormir, il te faudrait plus de 100 ans pour arriver à 4 milliards ! Elle s’est formée en même temps que le Soleil et les autres planètes, à partir d’un grand nuage de poussières et de cailloux qui se sont collés ensemble. Au début, c’était une boule brûlante, sans océans ni êtres vivants. Comment on le sait ? Certaines pierres, et les météorites tombées du ciel, contiennent des matières qui se transforment très lentement, toujours à la même vitesse, comme un sablier : en mesurant ce qui a changé, les savants calculent leur âge. Les dinosaures sont arrivés bien plus tard, et les humains tout récemment, il y a environ 300 000 ans.',
      '9_to_12':
        'La Terre s’est formée il y a environ 4,5 milliards d’années, en même temps que le Soleil et les autres planètes. Autour du jeune Soleil tournait un disque de gaz et de poussières ; les grains se sont agglomérés en cailloux, puis en rochers, puis en planètes, qui ont grossi en attirant tout ce qui passait près d’elles. La jeune Terre était une boule de roche fondue ; en refroidissant, elle a formé une croûte, et la vapeur d’eau a donné les premiers océans. On pense aussi qu’une énorme collision avec une planète de la taille de Mars a projeté les débris qui ont formé la Lune. Comment connaît-on cet âge ? Grâce à certaines matières radioactives contenues dans les roches et les météorites : elles se transforment à un rythme très régulier, comme un sablier naturel. Pour te rendre compte : si toute l’histoire de la Terre tenait en une année, les dinosaures disparaîtraient le 26 décembre et les premiers humains n’apparaîtraient que le 31 décembre, une demi-heure avant minuit !',
      '13_plus':
        'L’âge de la Terre est estimé à 4,54 milliards d’années, à environ 1 % près. Elle s’est formée par accrétion dans la nébuleuse protosolaire : les poussières du disque entourant le jeune Soleil se sont agrégées en planétésimaux, qui ont fusionné au fil de collisions de plus en plus violentes. L’énergie de ces impacts et de la radioactivité a fondu la planète, permettant la différenciation : le fer a migré vers le centre pour former le noyau, les roches plus légères formant le manteau et la croûte. Selon l’hypothèse dominante, une collision géante avec un corps de la taille de Mars, nommé Théia, a produit les débris à l’origine de la Lune. Cet âge ne peut pas se lire directement dans les roches terrestres, sans cesse recyclées par la tectonique des plaques : les plus anciens minéraux connus, des zircons de Jack Hills en Australie, ont environ 4,4 milliards d’années. Il a été déterminé par datation radiométrique, fondée sur la désintégration régulière d’isotopes radioactifs comme l’uranium qui se transforme en plomb. En 1956, le géochimiste américain Clair Patterson a obtenu 4,55 milliards d’années en datant des météorites, formées en même temps que les planètes. Les estimations avaient beaucoup varié : au XVIIIᵉ siècle, Buffon proposait environ 75 000 ans, ce qui était déjà audacieux, et au XIXᵉ siècle Lord Kelvin calculait quelques dizaines de millions d’années, faute de connaître la radioactivité. Les premières traces de vie remontent à au moins 3,5 milliards d’années, et Homo sapiens n’existe que depuis environ 300 000 ans.',
    },
  },
  {
    id: 'how-glass-is-made',
    title: 'Comment on fabrique le verre ?',
    phrasings: [
      'comment on fabrique le verre',
      'comment on fait le verre',
      'le verre c’est fait avec quoi',
      'est-ce que le verre est fait avec du sable',
      'fabrication du verre',
      'souffleur de verre',
      'qui a inventé le verre',
      'comment on fait une vitre',
      'pk le verre c’est du sable',
    ],
    answers: {
      up_to_5:
        'Le verre est fait avec du sable ! On le chauffe dans un four tellement chaud qu’il fond comme du miel, puis on lui donne une forme, et en refroidissant il devient dur et transparent.',
      '6_to_8':
        'Le verre, c’est surtout du sable ! On le mélange avec deux autres poudres, puis on le met dans un four géant, bien plus chaud qu’un four de cuisine : environ 1 500 degrés. Le sable fond et devient une pâte orange et gluante, comme du miel. Pour faire une bouteille, une machine souffle de l’air dedans, comme dans un ballon. Pour faire une vitre, on étale la pâte bien à plat. En refroidissant, le verre durcit et devient transparent. Le verre des bouteilles qu’on met au recyclage peut être refondu pour en faire de nouvelles, encore et encore !',
      '9_to_12':
        'Le verre est fabriqué surtout à partir de sable, composé d’un minéral appelé silice. Comme la silice seule fond à une température très élevée, on y ajoute de la soude, qui la fait fondre plus facilement, et du calcaire, qui rend le verre solide et résistant à l’eau. Le mélange est chauffé à environ 1 500 °C dans un four qui fonctionne jour et nuit. On y ajoute souvent du verre recyclé, le calcin, qui fond plus vite et économise de l’énergie. La pâte obtenue est ensuite mise en forme : des machines soufflent les bouteilles dans des moules, et les vitres sont coulées sur un bain d’étain fondu, où le verre s’étale parfaitement plat. Les artisans souffleurs de verre, eux, travaillent encore à la main, avec une longue canne creuse. Le verre existe aussi dans la nature : l’obsidienne est un verre noir formé par la lave des volcans. Les humains fabriquent du verre depuis plus de 4 000 ans, et le soufflage a été inventé il y a environ 2 000 ans.',
      '13_plus':
        'Le verre courant, dit sodocalcique, est composé d’environ 70 % de silice (dioxyde de silicium), apportée par un sable très pur, de carbonate de sodium, qui joue le rôle de fondant en abaissant la température de fusion de la silice, et de carbonate de calcium, un stabilisant qui rend le verre insoluble dans l’eau. Ces matières premières sont fondues vers 1 500 °C dans des fours qui fonctionnent en continu pendant des années ; l’ajout de calcin, du verre recyclé broyé, réduit la consommation d’énergie. Contrairement à un cristal, le verre est un solide amorphe : en refroidissant assez vite, ses atomes se figent sans s’ordonner, ce qui explique sa transparence et sa cassure lisse. Le verre plat est produit par le procédé « float », mis au point par l’entreprise britannique Pilkington dans les années 1950 : le verre fondu flotte sur un bain d’étain liquide et s’y étale en une feuille d’épaisseur régulière. Les bouteilles sont formées dans des moules par soufflage ou pressage, puis recuites pour éliminer les tensions internes. Des oxydes métalliques colorent le verre : le fer donne du vert, le cobalt du bleu. Les premiers objets en verre remontent à environ 4 500 ans en Mésopotamie, et le soufflage à la canne apparaît au Proche-Orient au Iᵉʳ siècle avant notre ère. Le verre d’emballage se recycle indéfiniment sans perte de qualité, mais sa fabrication reste très gourmande en énergie.',
    },
  },
  {
    id: 'how-plastic-is-made',
    title: 'Comment on fabrique le plastique ?',
    phrasings: [
      'comment on fabrique le plastique',
      'd’où vient le plastique',
      'qui a inventé le plastique',
      'fabrication du plastique',
      'comment on fabrique les jouets en plastique',
      'pk le plastique est fait avec du pétrole',
    ],
    answers: {
      up_to_5:
        'Le plastique est fabriqué surtout avec du pétrole, un liquide noir qu’on trouve sous la terre. Dans des usines, on le transforme en petites billes qu’on fait fondre pour mouler des jouets, des bouteilles ou des pots.',
      '6_to_8':
        'La plupart des plastiques sont fabriqués avec du pétrole, un liquide noir et épais qu’on pompe sous la terre ou sous la mer. Dans des usines, on le transforme pour obtenir de toutes petites billes de plastique. Ces billes sont fondues, puis on verse le plastique chaud dans des moules : en refroidissant, il prend la forme d’un jouet, d’une brosse à dents ou d’une boîte. Pour une bouteille, on souffle de l’air dedans, comme pour un ballon. Le plastique est pratique, léger et solide, mais il met des centaines d’années à disparaître dans la nature : c’est pour ça qu’il faut le trier et en utiliser moins.',
      '9_to_12':
        'Le plastique est une matière fabriquée par les humains, surtout à partir du pétrole et du gaz naturel. Dans une raffinerie, le pétrole est séparé en plusieurs produits. Certains sont « cassés » en toutes petites molécules. Dans des usines chimiques, on accroche ces petites molécules les unes aux autres en très longues chaînes, comme des perles sur un collier : ce sont les polymères. On obtient des granulés, de petites billes, qu’on envoie aux fabricants d’objets. Ceux-ci les font fondre, puis les injectent dans des moules pour faire des jouets, les soufflent pour faire des bouteilles, ou les étirent en films pour faire des sacs. Selon les chaînes et les produits ajoutés, le plastique sera dur, souple, transparent ou coloré. Le premier plastique entièrement artificiel, la bakélite, a été inventé en 1907 par Leo Baekeland. Aujourd’hui, on en fabrique des centaines de millions de tonnes par an, et comme il se dégrade très lentement, une partie finit dans la nature et les océans.',
      '13_plus':
        'Les plastiques sont des matériaux à base de polymères, de très longues molécules formées par l’enchaînement de milliers de petites unités, les monomères. Environ 99 % d’entre eux sont issus de ressources fossiles. Dans une raffinerie, le pétrole est distillé en fractions ; l’une d’elles, le naphta, ainsi que certains composants du gaz naturel, subit un vapocraquage qui produit des monomères comme l’éthylène ou le propylène. La polymérisation les relie ensuite en chaînes : polyéthylène des sacs et des flacons, polypropylène des pots, PET des bouteilles, PVC des tuyaux, polystyrène des emballages. Des additifs, plastifiants, colorants, stabilisants, ajustent les propriétés. Les granulés sont mis en forme par injection dans des moules, extrusion en tubes ou en films, ou extrusion-soufflage pour les corps creux. On distingue les thermoplastiques, qui peuvent être refondus et recyclés, et les thermodurcissables, comme la bakélite, durcis une fois pour toutes. L’histoire commence avec des plastiques issus de matières naturelles, comme le celluloïd vers 1870, puis la bakélite de Leo Baekeland en 1907, premier plastique entièrement synthétique ; le nylon est mis au point en 1935. La production mondiale dépasse aujourd’hui 400 millions de tonnes par an, alors qu’une faible part, moins de 10 % à l’échelle mondiale, est recyclée. Des bioplastiques, issus du maïs ou de la canne à sucre, se développent, mais « biosourcé » ne veut pas toujours dire biodégradable.',
    },
  },
  {
    id: 'how-paper-is-made',
    title: 'Comment on fabrique le papier ?',
    phrasings: [
      'comment on fabrique le papier',
      'comment on fait le papier',
      'le papier c’est fait avec quoi',
      'est-ce que le papier est fait avec des arbres',
      'qui a inventé le papier',
      'fabrication du papier',
      'comment on fabrique du papier recyclé',
      'pk le papier vient du bois',
      'comment on faisait le papier avant',
      'comment on fait le carton',
    ],
    answers: {
      up_to_5:
        'Le papier est fait avec du bois ! On écrase le bois en toutes petites fibres qu’on mélange avec de l’eau, on étale cette bouillie très finement, puis on la sèche : et voilà une feuille de papier.',
      '6_to_8':
        'La plupart du papier est fabriqué avec du bois. Dans une usine, le bois est coupé en petits morceaux, puis écrasé et cuit avec de l’eau, jusqu’à devenir une sorte de bouillie pleine de minuscules fils, les fibres. Cette bouillie est étalée en couche très fine sur une grande toile, l’eau s’égoutte, puis des rouleaux pressent et chauffent la feuille pour la sécher. On obtient d’énormes rouleaux de papier, qu’on découpe en feuilles. On peut aussi refaire du papier avec de vieux journaux et du carton : c’est le papier recyclé. Le papier a été inventé en Chine il y a environ 2 000 ans !',
      '9_to_12':
        'Le papier est une feuille de fibres végétales entremêlées. Aujourd’hui, ces fibres viennent surtout du bois de pins, d’épicéas ou d’eucalyptus, souvent cultivés pour cela, et des chutes de scieries, ou bien de vieux papiers à recycler. Le bois est réduit en copeaux, puis broyé ou cuit avec des produits chimiques pour séparer ses fibres de cellulose : c’est la pâte à papier, qu’on peut blanchir. Mélangée à beaucoup d’eau, elle est projetée sur une toile qui avance très vite dans une machine à papier longue parfois de plus de 100 mètres. L’eau s’écoule, les fibres s’accrochent entre elles, puis la feuille est pressée et séchée sur des cylindres chauffés, avant d’être enroulée en bobines géantes. Le papier a été inventé en Chine : la tradition l’attribue à Cai Lun, vers l’an 105, qui utilisait des écorces, du chanvre et de vieux chiffons. Il est arrivé en Europe par le monde arabe au Moyen Âge ; avant, on écrivait sur du papyrus ou sur du parchemin, une peau d’animal. Les fibres peuvent être recyclées plusieurs fois, environ cinq à sept, avant de devenir trop courtes.',
      '13_plus':
        'Le papier est un enchevêtrement de fibres de cellulose, des polymères végétaux longs de quelques millimètres, liées entre elles par des liaisons hydrogène qui se forment au séchage. La matière première est aujourd’hui le bois, issu de forêts exploitées ou de sous-produits de scierie, et de plus en plus le papier récupéré, qui fournit en Europe plus de la moitié des fibres. La pâte est obtenue soit mécaniquement, par défibrage du bois, avec un bon rendement mais un papier qui jaunit, soit chimiquement, en cuisant les copeaux dans une solution qui dissout la lignine, la « colle » naturelle du bois, pour ne garder que des fibres plus pures et solides. Après blanchiment éventuel et ajout de charges minérales et d’amidon, la pâte très diluée, environ 99 % d’eau, est projetée sur la toile sans fin d’une machine à papier, dont le principe a été inventé en France par Louis-Nicolas Robert en 1798. L’eau est éliminée par égouttage, aspiration, pressage puis séchage sur des cylindres chauffés à la vapeur. Historiquement, la fabrication du papier est attribuée en Chine à Cai Lun en 105, même si des fragments plus anciens ont été découverts. La technique passe par Samarcande au VIIIᵉ siècle, puis par le monde arabe jusqu’en Espagne au XIIᵉ siècle. Jusqu’au XIXᵉ siècle, le papier européen était fait de vieux chiffons de lin et de chanvre ; le bois ne s’impose qu’à partir des années 1840, quand la demande de l’imprimerie et de la presse explose. Les fibres raccourcissent à chaque recyclage, d’où un mélange nécessaire avec des fibres neuves.',
    },
  },
  {
    id: 'how-pencils-are-made',
    title: 'Comment on met la mine dans un crayon ?',
    phrasings: [
      'comment on met la mine dans un crayon',
      'comment on fabrique un crayon',
      'comment on fait les crayons de papier',
      'la mine du crayon c’est fait avec quoi',
      'est-ce que la mine de crayon c’est du plomb',
      'pk on dit mine de plomb',
      'fabrication des crayons',
      'comment on fabrique les crayons de couleur',
      'c’est quoi le graphite',
      'crayon à papier HB c’est quoi',
    ],
    answers: {
      up_to_5:
        'La mine du crayon n’est pas mise dans un trou : on la pose entre deux planchettes de bois qu’on colle ensemble, comme un sandwich ! Ensuite, on découpe le sandwich en crayons.',
      '6_to_8':
        'La mine d’un crayon à papier est faite de graphite, une pierre noire et douce, mélangée avec de l’argile. On en fait de longs bâtonnets, qu’on cuit dans un four très chaud pour les durcir. Ensuite, on prend une planchette de bois avec des petites rainures, on pose une mine dans chaque rainure, et on colle une deuxième planchette par-dessus, comme un sandwich. Une machine découpe le sandwich en plusieurs crayons, qu’on peint ensuite. Ce n’est pas du plomb, même si on dit « mine de plomb » : autrefois, les gens croyaient que le graphite était une sorte de plomb !',
      '9_to_12':
        'La mine d’un crayon à papier est un mélange de graphite, une forme de carbone noire et friable, et d’argile. On broie les deux très finement, on ajoute de l’eau pour faire une pâte, qu’on pousse à travers un petit trou pour obtenir de longs spaghettis. Ces mines sont séchées, puis cuites vers 1 000 °C, ce qui les rend solides. Le bois, souvent du cèdre ou du tilleul, est découpé en planchettes dans lesquelles une machine creuse des rainures. On dépose une mine dans chaque rainure, on colle une seconde planchette dessus, et on découpe ce « sandwich » en crayons, qu’on vernit ou peint. Plus il y a d’argile, plus la mine est dure et le trait clair : c’est la lettre H ; plus il y a de graphite, plus elle est tendre et noire : c’est la lettre B. HB est au milieu. On dit « mine de plomb » car, quand on a découvert un grand gisement de graphite en Angleterre au XVIᵉ siècle, on l’a pris pour du plomb. Les crayons de couleur, eux, ont une mine faite de pigments, de cire et d’un liant.',
      '13_plus':
        'La mine d’un crayon graphite est un matériau composite de graphite, une forme cristalline du carbone en feuillets qui glissent les uns sur les autres et se déposent sur le papier, et d’argile, qui sert de liant. Le procédé a été mis au point en France en 1795 par Nicolas-Jacques Conté, à une époque où la guerre privait le pays du graphite anglais : en mélangeant une poudre de graphite de moindre qualité à de l’argile et en cuisant le tout, il a obtenu des mines solides dont la dureté se règle par la proportion d’argile. Ce principe est toujours utilisé : les poudres sont mélangées avec de l’eau, extrudées en fines baguettes, séchées puis cuites vers 1 000 °C, et souvent imprégnées de cire pour glisser mieux. L’échelle de dureté va des mines dures, marquées H, au trait clair et fin, aux mines tendres, marquées B, au trait noir et gras, en passant par HB et F. Le corps en bois, traditionnellement du cèdre, facile à tailler, est formé de deux planchettes rainurées collées autour des mines, puis découpées et profilées en crayons ronds ou hexagonaux, une forme qui les empêche de rouler. Le nom de « mine de plomb » remonte à la découverte, au XVIᵉ siècle, d’un gisement de graphite très pur à Borrowdale, en Angleterre, que l’on prit pour une forme de plomb, le mot « graphite » n’étant créé qu’en 1789. Les crayons de couleur contiennent des pigments, des charges et des cires, mais ils ne sont pas cuits, ce qui les rend plus fragiles.',
    },
  },
  {
    id: 'how-clothes-are-made',
    title: 'Comment on fabrique les vêtements ?',
    phrasings: [
      'comment on fabrique les vêtements',
      'comment on fait les habits',
      'comment on fabrique un t-shirt',
      'le tissu c’est fait avec quoi',
      'comment on fabrique le tissu',
      'd’où vient le coton',
      'comment on fait la laine',
      'comment on fait un pull en laine',
      'les vêtements sont faits avec quoi',
    ],
    answers: {
      up_to_5:
        'Les vêtements sont faits de tissu. Le tissu est fabriqué avec des fils tout fins, qui viennent de plantes comme le coton, ou de la laine des moutons : on croise ces fils pour faire du tissu, puis on le découpe et on le coud.',
      '6_to_8':
        'Pour faire un vêtement, il faut d’abord du fil. Le coton pousse sur une plante, comme une boule toute douce ; la laine, c’est le poil des moutons, qu’on tond au printemps ; d’autres fils sont fabriqués dans des usines, avec du pétrole. On tord ces fibres pour en faire des fils solides : c’est filer. Ensuite, on croise les fils sur une machine, le métier à tisser, ou on fait des boucles comme pour un tricot. On obtient du tissu, qu’on teint de toutes les couleurs. Enfin, des couturières et des couturiers découpent les morceaux selon un modèle et les assemblent avec une machine à coudre.',
      '9_to_12':
        'Un vêtement commence par des fibres. Certaines sont naturelles : le coton, qui entoure les graines d’une plante cultivée dans les pays chauds, le lin, une plante dont la France est le premier producteur mondial, la laine des moutons, ou la soie, fabriquée par une chenille, le ver à soie, pour faire son cocon. D’autres sont synthétiques, comme le polyester ou le nylon, fabriqués à partir du pétrole. Les fibres sont nettoyées, peignées, puis tordues ensemble pour former du fil : c’est la filature. Le fil est ensuite tissé, en croisant des fils en long et en large, pour le jean ou les chemises, ou tricoté, en formant des boucles, pour les t-shirts et les pulls. Le tissu est teint ou imprimé, puis découpé selon des patrons, et les pièces sont cousues à la machine. Beaucoup de vêtements sont fabriqués très loin, en Asie, par des ouvriers parfois mal payés. Et produire un seul t-shirt en coton demande beaucoup d’eau : c’est une raison de garder ses vêtements longtemps, de les réparer ou de les donner.',
      '13_plus':
        'La fabrication d’un vêtement suit une longue chaîne. Les fibres naturelles sont végétales, comme le coton, dont la culture exige beaucoup d’eau et souvent de pesticides, et le lin, dont la France assure la majeure partie de la production mondiale, ou animales, comme la laine et la soie, produite par la chenille du bombyx du mûrier. Les fibres artificielles, comme la viscose, sont tirées de la cellulose du bois, et les fibres synthétiques, polyester, polyamide (nylon, inventé en 1935 par Wallace Carothers) ou élasthanne, proviennent de la pétrochimie ; le polyester est aujourd’hui la fibre la plus utilisée au monde. La filature transforme les fibres en fil par cardage, étirage et torsion. Le tissage entrelace à angle droit des fils de chaîne et de trame sur un métier à tisser, tandis que le tricotage forme des mailles, plus élastiques. Viennent ensuite l’ennoblissement, teinture, impression et apprêts, puis la confection : découpe des pièces d’après des patrons, souvent en empilant des dizaines d’épaisseurs de tissu, et assemblage sur des machines à coudre, dont le Français Barthélemy Thimonnier a breveté un des premiers modèles en 1830. L’industrie a été au cœur de la révolution industrielle en Angleterre au XVIIIᵉ siècle. Aujourd’hui, la confection est concentrée en Asie, en Chine et au Bangladesh notamment ; l’effondrement du Rana Plaza, en 2013, qui a tué plus de 1 100 ouvriers, a révélé des conditions de travail dangereuses. La « fast fashion » multiplie les collections, alors que le secteur textile pèse lourd dans la consommation d’eau et les émissions de gaz à effet de serre.',
    },
  },
  {
    id: 'life-before-electricity',
    title: 'Comment on vivait avant l’électricité ?',
    phrasings: [
      'comment on vivait avant l’électricité',
      'comment on faisait sans électricité',
      'comment vivaient les gens sans électricité',
      'comment on s’éclairait avant',
      'comment on faisait sans frigo avant',
      'c’était comment avant l’électricité',
      'pk avant il y avait pas d’électricité',
      'comment on faisait la lumière avant les ampoules',
      'comment les gens se chauffaient avant',
      'la vie sans electricite',
    ],
    answers: {
      up_to_5:
        'Avant l’électricité, on s’éclairait avec des bougies et des lampes à huile, et on se chauffait avec un feu de bois dans la cheminée. On se couchait souvent quand le soleil se couchait !',
      '6_to_8':
        'Il n’y a pas si longtemps, il y a un peu plus de cent ans, beaucoup de maisons n’avaient pas l’électricité. Le soir, on s’éclairait avec des bougies et des lampes à huile ou à pétrole, alors on se couchait tôt et on se levait avec le soleil. On se chauffait et on cuisinait avec un feu de bois ou de charbon. Il n’y avait pas de frigo : on gardait les aliments au frais dans la cave, on les salait ou on les fumait pour qu’ils ne s’abîment pas. L’eau, il fallait souvent aller la chercher au puits. Le linge se lavait à la main, au lavoir. Et le soir, on racontait des histoires, on chantait ou on jouait ensemble près du feu.',
      '9_to_12':
        'Pendant presque toute l’histoire humaine, la vie a suivi le rythme du soleil. Pour s’éclairer, on utilisait des bougies, chères et fumantes, des lampes à huile, puis, au XIXᵉ siècle, des lampes à pétrole et, dans les villes, des lampadaires au gaz. Le chauffage et la cuisine se faisaient au bois ou au charbon, dans la cheminée ou sur une cuisinière en fonte. Sans réfrigérateur, on conservait les aliments par le sel, le fumage, le séchage ou le sucre, dans des caves fraîches, et certains riches avaient des glacières remplies de glace récoltée l’hiver. L’eau venait du puits, de la fontaine ou de la rivière, portée dans des seaux. Le linge était lavé à la main au lavoir, souvent par les femmes, un travail très dur. Les soirées d’hiver, on se réunissait pour la « veillée », à raconter des histoires, filer la laine ou réparer des outils. En France, l’électricité est arrivée dans les villes à la fin du XIXᵉ siècle, mais certaines campagnes ne l’ont eue qu’après la Seconde Guerre mondiale. Et aujourd’hui encore, des centaines de millions de personnes dans le monde vivent sans électricité.',
      '13_plus':
        'Avant l’électrification, l’organisation de la vie quotidienne dépendait de la lumière du jour et de l’énergie humaine, animale et du bois. L’éclairage reposait sur les chandelles de suif, malodorantes, les bougies de cire, plus coûteuses, et les lampes à huile ; au XIXᵉ siècle se répandent la lampe à pétrole et l’éclairage au gaz de houille dans les rues des villes, à Paris à partir des années 1820. La lumière artificielle étant chère, on se couchait tôt, et certains historiens, comme Roger Ekirch, ont décrit un sommeil souvent coupé en deux au milieu de la nuit. Le chauffage, limité à une ou deux pièces, et la cuisine utilisaient le bois puis le charbon. La conservation des aliments passait par le salage, le fumage, le séchage, la mise en conserve inventée par le Français Nicolas Appert au début du XIXᵉ siècle, et le froid naturel des caves ou des glacières. Les corvées d’eau et la lessive, au lavoir ou à la rivière, mobilisaient une grande partie du temps, surtout celui des femmes. L’électricité se diffuse à partir des années 1880, après la lampe à incandescence d’Edison (1879) : d’abord dans les villes, les usines et les tramways, puis dans les campagnes, dont l’électrification progresse surtout entre les deux guerres ; quelques hameaux isolés n’y sont raccordés que dans les années 1960. Les appareils ménagers, réfrigérateur et machine à laver, ne se généralisent en France que dans les années 1960 et 1970, transformant le travail domestique. Aujourd’hui encore, l’Agence internationale de l’énergie estime que plus de 700 millions de personnes, surtout en Afrique subsaharienne, n’ont pas accès à l’électricité.',
    },
  },
  {
    id: 'life-before-phones',
    title: 'Comment on faisait avant les téléphones portables ?',
    phrasings: [
      'comment on faisait avant les téléphones portables',
      'comment on faisait sans portable',
      'comment on se parlait avant le téléphone',
      'comment on faisait avant internet',
      'comment les gens communiquaient avant',
      'c’était comment sans téléphone',
      'comment on se donnait rendez-vous sans portable',
      'pk mes parents avaient pas de portable',
      'comment on envoyait des messages avant',
      'c’est quoi une cabine téléphonique',
      'comment on cherchait une information sans internet',
    ],
    answers: {
      up_to_5:
        'Avant les portables, on s’écrivait des lettres avec un timbre, qui mettaient plusieurs jours à arriver. Et pour se voir, on choisissait à l’avance une heure et un endroit, sans pouvoir prévenir si on était en retard !',
      '6_to_8':
        'Quand tes grands-parents étaient petits, il n’y avait pas de téléphones portables ni d’internet. Pour donner des nouvelles, on écrivait des lettres, qui mettaient quelques jours à arriver. Beaucoup de familles avaient un seul téléphone à la maison, accroché au mur avec un fil, et certaines n’en avaient pas du tout. Dans la rue, on appelait depuis une cabine téléphonique, avec des pièces ou une carte. Pour se retrouver, on choisissait à l’avance l’heure et l’endroit, et on attendait. Pour trouver son chemin, on lisait des cartes en papier, et pour apprendre quelque chose, on ouvrait un dictionnaire ou une encyclopédie, ou on allait à la bibliothèque.',
      '9_to_12':
        'Pendant des siècles, pour communiquer au loin, il fallait écrire une lettre, portée par des messagers, puis par la poste. Au XIXᵉ siècle, le télégraphe électrique a permis d’envoyer des messages en code morse, et les télégrammes, courts et payés au mot, annonçaient les nouvelles urgentes. Le téléphone, inventé en 1876, ne s’est répandu que lentement : en France, la plupart des foyers ne l’ont eu que dans les années 1970 et 1980, et il fallait parfois attendre des mois pour qu’on installe une ligne. Dans la rue, on utilisait des cabines téléphoniques. On retenait par cœur les numéros de ses proches ! Sans GPS, on voyageait avec des cartes routières, et pour se retrouver, on fixait l’heure et le lieu à l’avance. Pour s’informer, on lisait le journal, on écoutait la radio, on regardait la télévision, et on cherchait dans les livres. Les téléphones portables se sont répandus à la fin des années 1990, et les smartphones, avec internet dans la poche, seulement après 2007.',
      '13_plus':
        'L’histoire de la communication à distance est celle d’une accélération. Pendant des millénaires, les messages voyageaient à la vitesse des messagers, des chevaux et des bateaux ; en France, la monarchie crée au XVᵉ siècle un réseau de relais de poste, ouvert ensuite au courrier des particuliers, et le timbre-poste n’y apparaît qu’en 1849. En 1794, le télégraphe optique de Claude Chappe relie Paris à Lille par des tours à bras articulés, puis le télégraphe électrique et le code morse, dans les années 1840, permettent de transmettre des messages presque instantanément, jusqu’aux câbles sous-marins transatlantiques à partir de 1858. Le téléphone, breveté par Alexander Graham Bell en 1876, reste longtemps un luxe en France : le pays accuse un retard célèbre, et ce n’est qu’avec le plan de rattrapage des années 1970 que la majorité des foyers s’équipe d’une ligne fixe. Les cabines publiques, puis la télécarte introduite dans les années 1980, servent aux déplacements. Le Minitel, lancé au début des années 1980, offre un premier accès à des services en ligne. La vie quotidienne exigeait une autre organisation : heures et lieux de rencontre fixés à l’avance, numéros appris par cœur ou notés dans un carnet, cartes routières, annuaires papier, encyclopédies et bibliothèques pour s’informer, photographies argentiques à faire développer. Le téléphone mobile grand public se diffuse en France à la fin des années 1990, et le smartphone après le lancement de l’iPhone en 2007. Certains chercheurs s’interrogent aujourd’hui sur les effets de cette connexion permanente sur l’attention et les relations.',
    },
  },
  {
    id: 'travel-before-cars',
    title: 'Comment on voyageait avant les voitures ?',
    phrasings: [
      'comment on voyageait avant les voitures',
      'comment on se déplaçait avant les voitures',
      'comment on faisait sans voiture avant',
      'comment les gens voyageaient autrefois',
      'c’était comment les voyages avant',
      'combien de temps pour aller à paris à cheval',
      'pk avant on allait à cheval',
      'c’est quoi une diligence',
      'comment on voyageait au moyen âge',
      'transports d’autrefois',
    ],
    answers: {
      up_to_5:
        'Avant les voitures, on marchait beaucoup, on montait à cheval ou dans des charrettes tirées par des chevaux. Les voyages duraient très longtemps : plusieurs jours pour aller dans une autre ville !',
      '6_to_8':
        'Pendant très longtemps, la plupart des gens se déplaçaient à pied. Les plus riches montaient à cheval ou voyageaient dans des carrosses. Pour aller d’une ville à l’autre, on prenait une diligence, une grande voiture tirée par des chevaux, qu’on changeait régulièrement contre des chevaux reposés. Les marchandises voyageaient en charrette ou en bateau sur les rivières. C’était lent : pour aller de Paris à Marseille, il fallait une à deux semaines, alors qu’aujourd’hui le train met environ trois heures ! Beaucoup de gens ne quittaient presque jamais leur village. Puis il y a environ 200 ans, le train est arrivé et a tout changé.',
      '9_to_12':
        'Avant l’automobile, on allait surtout à pied : un marcheur parcourt environ 5 km à l’heure, soit quelques dizaines de kilomètres par jour. Le cheval était le moyen de transport des plus aisés, des soldats et des messagers. Pour les longs trajets, on montait dans des diligences, de grandes voitures tirées par des chevaux qu’on remplaçait dans des relais de poste ; le voyage était cahoteux, inconfortable et parfois dangereux. Au XVIIIᵉ siècle, aller de Paris à Marseille prenait environ dix jours. Les marchandises lourdes, comme le bois, le vin ou le blé, voyageaient de préférence en bateau, sur les rivières et les canaux, car c’était plus facile que sur les mauvaises routes. Au XIXᵉ siècle, le chemin de fer a bouleversé les distances : en 1850, le train allait déjà plusieurs fois plus vite qu’une diligence. Le vélo s’est répandu à la fin du XIXᵉ siècle. La première voiture à essence date de 1886, mais en France, la plupart des familles n’ont eu une voiture qu’après la Seconde Guerre mondiale.',
      '13_plus':
        'Jusqu’au XIXᵉ siècle, la vitesse des déplacements terrestres était limitée par celle de l’homme et de l’animal : environ 5 km/h à pied, un peu plus à cheval sur de longues distances, car une monture doit se reposer. Pour les voyageurs, des services de diligences et de malles-poste reliaient les villes, en changeant de chevaux dans des relais espacés de quelques dizaines de kilomètres ; l’amélioration des routes royales au XVIIIᵉ siècle a nettement réduit les temps de trajet, mais rejoindre Marseille depuis Paris prenait encore plus d’une semaine. Le transport fluvial et les canaux, comme le canal du Midi achevé en 1681, portaient l’essentiel des marchandises lourdes, tandis que la navigation maritime reliait les ports et les continents, au gré des vents. La plupart des habitants des campagnes vivaient dans un rayon de quelques dizaines de kilomètres, se rendant au marché ou à la foire à pied ou en charrette. Le chemin de fer transforme cette géographie : la première ligne française, entre Saint-Étienne et Andrézieux, ouvre en 1827 avec des wagons tirés par des chevaux, et la ligne Paris–Saint-Germain, en 1837, lance le transport de voyageurs à vapeur. En quelques décennies, un réseau en étoile autour de Paris réduit des voyages de plusieurs jours à quelques heures. À la fin du siècle viennent la bicyclette, les tramways et le métro parisien, inauguré en 1900. L’automobile, née avec Karl Benz en 1886, reste un luxe avant de se démocratiser en France dans les années 1950 et 1960, avec des modèles populaires comme la 4 CV ou la 2 CV. Les chevaux, omniprésents en ville au XIXᵉ siècle, posaient d’ailleurs déjà des problèmes de pollution, de bruit et de fumier.',
    },
  },
  {
    id: 'who-invented-the-car',
    title: 'Qui a inventé la voiture ?',
    phrasings: [
      'qui a inventé la voiture',
      'qui a invente la voiture',
      'qui a inventé l’automobile',
      'quelle est la première voiture du monde',
      'première voiture',
      'quand a été inventée la voiture',
      'c’était comment les premières voitures',
      'karl benz voiture',
      'fardier de cugnot',
      'ki a inventé la voiture',
    ],
    answers: {
      up_to_5:
        'La voiture n’a pas été inventée par une seule personne, mais la première voiture à essence a été fabriquée par un Allemand, Karl Benz, il y a environ 140 ans. Elle n’avait que trois roues et roulait à peine plus vite qu’un vélo !',
      '6_to_8':
        'Plusieurs inventeurs ont imaginé la voiture, petit à petit. Il y a plus de 250 ans, un Français, Nicolas Cugnot, a construit un gros chariot qui avançait tout seul grâce à la vapeur, mais il était lent et difficile à diriger. En 1886, l’Allemand Karl Benz a fabriqué la première vraie voiture à essence : elle avait trois roues et roulait à environ 15 kilomètres à l’heure. Sa femme, Bertha Benz, a été la première à faire un long voyage avec, pour montrer qu’elle marchait bien ! Au début, les voitures étaient rares et très chères. Puis on a appris à en fabriquer beaucoup, et aujourd’hui il y en a partout.',
      '9_to_12':
        'La voiture est le fruit de nombreuses inventions. En 1769, l’ingénieur militaire français Nicolas-Joseph Cugnot construit le « fardier », un lourd chariot à vapeur destiné à tirer des canons : il avançait à peu près à la vitesse d’un marcheur. Au XIXᵉ siècle apparaissent des voitures à vapeur, puis le moteur à explosion. En 1886, l’Allemand Karl Benz fait breveter sa « Motorwagen », un tricycle à moteur à essence considéré comme la première automobile moderne ; la même année, Gottlieb Daimler et Wilhelm Maybach construisent eux aussi une voiture à moteur. En 1888, Bertha Benz parcourt plus de 100 km avec ses fils, sans prévenir son mari, pour prouver que l’automobile est fiable, en achetant l’essence dans une pharmacie. En France, des marques comme Peugeot ou Panhard et Levassor se lancent dans les années 1890. Il existait aussi des voitures électriques : en 1899, l’une d’elles, « La Jamais Contente », a dépassé la première les 100 km/h. En 1908, aux États-Unis, Henry Ford lance la Ford T, fabriquée en grande série et assez bon marché pour beaucoup de familles.',
      '13_plus':
        'L’automobile n’a pas un inventeur unique : elle résulte de l’assemblage progressif de techniques. En 1769, Nicolas-Joseph Cugnot fait rouler à Paris un fardier à vapeur, prévu pour tracter l’artillerie, lent et difficile à manœuvrer, mais souvent présenté comme le premier véhicule automobile. Au XIXᵉ siècle, des diligences à vapeur circulent en Angleterre, freinées par une réglementation sévère, et plusieurs inventeurs, dont le Belge Étienne Lenoir dans les années 1860, mettent au point des moteurs à combustion interne ; Nikolaus Otto conçoit en 1876 le moteur à quatre temps. En janvier 1886, Karl Benz dépose le brevet de sa Patent-Motorwagen, un tricycle équipé d’un moteur à essence monocylindre, généralement considéré comme la première automobile. Gottlieb Daimler et Wilhelm Maybach motorisent la même année une calèche à quatre roues. En 1888, Bertha Benz, qui avait financé une partie des travaux, réalise le premier long trajet automobile, d’environ 100 km, entre Mannheim et Pforzheim. La France devient vite un centre majeur : Panhard et Levassor, Peugeot, puis Renault, et la course Paris–Rouen de 1894 popularise la nouvelle machine. Vers 1900, vapeur, électricité et essence se font concurrence ; la voiture électrique « La Jamais Contente » de Camille Jenatzy dépasse les 100 km/h en 1899. L’essence l’emporte grâce à l’autonomie et au prix du pétrole, et Henry Ford, avec la Ford T (1908) puis la chaîne de montage (1913), rend l’automobile accessible au plus grand nombre : plus de 15 millions d’exemplaires seront produits.',
    },
  },
  {
    id: 'who-invented-the-plane',
    title: 'Qui a inventé l’avion ?',
    phrasings: [
      'qui a inventé l’avion',
      'qui a invente l avion',
      'quel est le premier avion',
      'premier avion du monde',
      'les frères wright',
      'clément ader avion',
      'quand a été inventé l’avion',
      'qui a volé le premier',
      'premier vol en avion',
      'ki a inventé l avion',
    ],
    answers: {
      up_to_5:
        'Depuis toujours, les humains rêvaient de voler comme les oiseaux. Il y a un peu plus de cent ans, deux frères américains, les frères Wright, ont réussi à faire voler un avion à moteur pendant quelques secondes !',
      '6_to_8':
        'Pendant des siècles, des inventeurs ont essayé de voler en imitant les oiseaux, sans y arriver. En 1890, un Français, Clément Ader, a décollé un tout petit peu du sol avec une machine qui ressemblait à une chauve-souris : c’est lui qui a inventé le mot « avion » ! Puis, en 1903, aux États-Unis, deux frères, Orville et Wilbur Wright, ont fait voler un avion à moteur qu’on pouvait diriger : le premier vol a duré 12 secondes. Quelques années plus tard, en 1909, le Français Louis Blériot a traversé la mer entre la France et l’Angleterre en avion. Aujourd’hui, des avions géants font le tour du monde !',
      '9_to_12':
        'Les humains volaient déjà avant l’avion : en 1783, les frères Montgolfier ont fait monter des ballons à air chaud. Mais une machine plus lourde que l’air, c’était un autre défi. Au XIXᵉ siècle, l’Anglais George Cayley comprend le rôle de l’aile, et l’Allemand Otto Lilienthal fait des centaines de vols en planeur. En 1890, le Français Clément Ader s’élève de quelques centimètres sur une cinquantaine de mètres avec l’Éole, une machine à vapeur aux ailes de chauve-souris, mais il ne peut pas la diriger. Le 17 décembre 1903, à Kitty Hawk, aux États-Unis, les frères Wright réussissent le premier vol motorisé et contrôlé : 12 secondes et 37 mètres, puis un vol de près d’une minute le même jour. Leur secret : un système pour faire pencher les ailes et diriger l’avion. En 1906, le Brésilien Alberto Santos-Dumont vole devant la foule à Paris. En 1909, Louis Blériot traverse la Manche, et en 1927, Charles Lindbergh traverse l’Atlantique seul, sans escale, en 33 heures.',
      '13_plus':
        'L’invention de l’avion est le résultat d’un siècle de recherches, et le titre de « premier » dépend des critères retenus. Le vol humain commence avec les ballons des frères Montgolfier en 1783, plus légers que l’air. Au début du XIXᵉ siècle, le Britannique George Cayley définit le principe de l’avion moderne, en séparant la portance, assurée par une aile fixe, de la propulsion et du contrôle. Dans les années 1890, Otto Lilienthal réalise environ deux mille vols planés, avant de mourir dans un accident en 1896. Le 9 octobre 1890, Clément Ader décolle sur une cinquantaine de mètres à bord de l’Éole, propulsé par une machine à vapeur, sans témoins officiels ni maîtrise de la trajectoire ; il donne son nom à l’« avion ». Le 17 décembre 1903, à Kitty Hawk, en Caroline du Nord, Orville et Wilbur Wright accomplissent le premier vol motorisé, soutenu et contrôlé, avec le Flyer : 12 secondes pour 37 mètres, puis 59 secondes pour 260 mètres. Leur apport décisif est le contrôle en roulis par gauchissement des ailes, associé à des mesures en soufflerie et à une hélice efficace. Peu connus du public européen jusqu’à leurs démonstrations en France en 1908, ils sont contestés par les partisans d’Alberto Santos-Dumont, qui vole à Paris en 1906 devant des témoins officiels. Louis Blériot traverse la Manche en 1909. La Première Guerre mondiale accélère les progrès, les premières lignes commerciales s’ouvrent en 1919, et Charles Lindbergh relie New York à Paris sans escale en 1927. Le moteur à réaction, développé dans les années 1930 et 1940, ouvre l’ère des avions de ligne modernes.',
    },
  },
];
