import type { Topic } from '../topic.js';

/** How things work: machines, inventions, vehicles, buildings and everyday technology. */
export const machineTopics: Topic[] = [
  {
    id: 'toilet-flush',
    title: 'Pourquoi on tire la chasse d’eau, et où va l’eau des toilettes ?',
    phrasings: [
      'pourquoi on tire la chasse d’eau',
      'ou va l eau des toilettes',
      'où va le caca quand on tire la chasse',
      'pk on tire la chasse',
      'chasse d’eau',
      'chasse deau',
      'comment marche la chasse d’eau',
      'ou va le pipi des toilettes',
      'c koi les egouts',
      'pourquoi il y a des égouts',
      'où vont les eaux usées',
    ],
    answers: {
      up_to_5:
        'Quand tu tires la chasse, de l’eau tombe d’un réservoir et pousse le pipi et le caca dans un gros tuyau. Ce tuyau les emmène très loin, dans une usine qui nettoie l’eau avant de la rendre à la rivière.',
      '6_to_8':
        'Derrière les toilettes, il y a un réservoir plein d’eau. Quand tu appuies sur le bouton, l’eau tombe d’un coup et pousse tout ce qu’il y a dans la cuvette vers un tuyau. Ce tuyau rejoint d’autres tuyaux sous la rue : ce sont les égouts. Ils transportent l’eau sale de toutes les maisons jusqu’à une station d’épuration, une sorte d’usine de nettoyage. Là, on enlève les déchets, et de minuscules êtres vivants, des bactéries, mangent la saleté. L’eau nettoyée repart ensuite dans la rivière. Voilà pourquoi on ne jette jamais de jouets ou de lingettes dans les toilettes : ça bouche les tuyaux !',
      '9_to_12':
        'Le réservoir de la chasse d’eau contient en général 3 à 6 litres. Quand tu appuies, une soupape s’ouvre, l’eau se précipite dans la cuvette et entraîne son contenu dans le siphon, ce tuyau en forme de coude qui garde toujours un peu d’eau au fond : ce bouchon d’eau empêche les mauvaises odeurs des égouts de remonter dans la maison. Ensuite, un flotteur referme l’arrivée d’eau quand le réservoir est de nouveau plein. Les eaux usées des toilettes, de la douche et de l’évier rejoignent les égouts, un immense réseau de tuyaux souterrains : rien qu’à Paris, il mesure environ 2 400 km. Elles arrivent dans une station d’épuration. On y retire d’abord les gros déchets avec des grilles, puis le sable et les graisses ; ensuite, des bactéries dévorent les saletés dissoutes. L’eau ainsi nettoyée est rendue à la rivière, mais elle n’est pas bonne à boire : celle du robinet est traitée à part.',
      '13_plus':
        'Les toilettes à chasse d’eau ont une longue histoire : l’Anglais John Harington en décrit un modèle en 1596, et Alexander Cumming brevette en 1775 le siphon en S, qui conserve une garde d’eau bloquant les gaz des égouts. Le principe est simple : l’ouverture d’une soupape libère brutalement 3 à 6 litres d’eau, et ce flux, aidé par l’effet de siphon, vide la cuvette. Un robinet à flotteur remplit ensuite le réservoir et se ferme au bon niveau. Les eaux usées domestiques partent dans le réseau d’assainissement, parfois unitaire (mélangé aux eaux de pluie), parfois séparatif. Elles rejoignent une station d’épuration, où le traitement se fait par étapes : dégrillage pour retirer les gros objets, dessablage et dégraissage, décantation des particules, puis traitement biologique, dans lequel des bactéries consomment la matière organique en présence d’oxygène. Un dernier bassin sépare l’eau clarifiée des « boues », qui peuvent être transformées en engrais ou en biogaz. L’eau épurée retourne au milieu naturel, mais elle n’est pas potable : l’eau du robinet provient d’un autre circuit. Les lingettes, même dites « biodégradables », ne se désagrègent pas assez vite et forment des bouchons coûteux dans les réseaux.',
    },
  },
  {
    id: 'car-engine',
    title: 'Comment une voiture avance ?',
    phrasings: [
      'comment une voiture avance',
      'comment marche une voiture',
      'pourquoi la voiture avance',
      'comment marche le moteur d’une voiture',
      'moteur de voiture',
      'pk les voitures ont besoin d essence',
      'koman avance une voiture',
      'comment roule une voiture',
      'comment le moteur fait tourner les roues',
    ],
    answers: {
      up_to_5:
        'Dans la voiture, il y a un moteur qui brûle de l’essence pour faire tourner les roues. Quand les roues tournent, elles poussent sur la route, et hop, la voiture avance !',
      '6_to_8':
        'Sous le capot d’une voiture se trouve le moteur. Dans ce moteur, de petites gouttes d’essence se mélangent avec de l’air et brûlent d’un coup, comme une toute petite explosion. Cette explosion pousse une pièce en métal, le piston, qui monte et descend très vite, des milliers de fois par minute. Ce mouvement fait tourner un axe, qui fait tourner les roues. Les pneus s’accrochent à la route et poussent la voiture vers l’avant. Quand tu vois de la fumée sortir du pot d’échappement, ce sont les restes de l’essence brûlée.',
      '9_to_12':
        'La plupart des voitures ont un moteur à explosion, qu’on appelle aussi moteur thermique. Il contient plusieurs cylindres, souvent quatre, dans lesquels glisse un piston. Un mélange d’air et d’essence y entre, le piston le comprime, puis une étincelle produite par la bougie l’enflamme : les gaz chauds se dilatent d’un coup et poussent le piston vers le bas. Ces allers-retours font tourner une pièce coudée, le vilebrequin, un peu comme tes jambes font tourner le pédalier d’un vélo. La boîte de vitesses transmet ensuite ce mouvement aux roues, en choisissant la bonne force pour démarrer ou la bonne vitesse pour rouler vite. Enfin, les pneus adhèrent au sol : en tournant, ils poussent la route vers l’arrière, et la voiture part vers l’avant. Le moteur diesel marche presque pareil, mais sans bougie : c’est la forte compression qui enflamme le carburant. La première voiture à essence a été construite par l’Allemand Karl Benz en 1886.',
      '13_plus':
        'Le moteur à combustion interne transforme l’énergie chimique du carburant en mouvement. Le moteur à essence fonctionne selon le cycle à quatre temps, mis au point par Nikolaus Otto en 1876 : admission du mélange air-carburant quand le piston descend, compression quand il remonte, combustion déclenchée par l’étincelle de la bougie, qui repousse violemment le piston (c’est le seul temps moteur), puis échappement des gaz brûlés. Le mouvement alternatif des pistons est converti en rotation par les bielles et le vilebrequin. Un volant d’inertie régularise cette rotation entre deux explosions. Dans le moteur diesel, inventé par Rudolf Diesel dans les années 1890, l’air est tellement comprimé qu’il s’échauffe et enflamme spontanément le gazole injecté. La boîte de vitesses adapte le couple et le régime du moteur, qui tourne à quelques milliers de tours par minute, aux besoins des roues. La voiture avance grâce à l’adhérence des pneus : selon le troisième principe de Newton, la roue pousse le sol vers l’arrière et le sol pousse la voiture vers l’avant. Le rendement reste modeste : environ un tiers seulement de l’énergie du carburant devient du mouvement, le reste part en chaleur, évacuée par le radiateur et les gaz d’échappement. C’est Karl Benz qui dépose en 1886 le brevet de la première automobile à essence.',
    },
  },
  {
    id: 'electric-car',
    title: 'Comment marche une voiture électrique ?',
    phrasings: [
      'comment marche une voiture électrique',
      'voiture electrique',
      'pourquoi la voiture électrique ne fait pas de bruit',
      'pk on branche la voiture',
      'c koi une voiture electrik',
      'borne de recharge',
    ],
    answers: {
      up_to_5:
        'Une voiture électrique n’a pas besoin d’essence : elle a une très grosse batterie, comme celle d’un jouet mais en géant. On la branche pour la remplir d’électricité, et cette électricité fait tourner un moteur tout silencieux.',
      '6_to_8':
        'Une voiture électrique a, sous son plancher, une énorme batterie qui garde l’électricité, un peu comme la batterie d’un téléphone. Pour la remplir, on la branche sur une prise ou sur une borne de recharge. Quand on appuie sur la pédale, l’électricité va dans un moteur électrique qui fait tourner les roues. Ce moteur ne brûle rien : c’est pour ça qu’il n’y a pas de pot d’échappement et presque pas de bruit. Et quand la voiture freine, le moteur se transforme en petite centrale et renvoie un peu d’électricité dans la batterie !',
      '9_to_12':
        'Dans une voiture électrique, le réservoir d’essence est remplacé par une batterie au lithium, qui peut peser plusieurs centaines de kilos et se cache sous le plancher. Elle alimente un moteur électrique : à l’intérieur, des bobines de fil traversées par le courant créent un champ magnétique qui fait tourner une pièce centrale, le rotor, grâce aux forces d’attraction et de répulsion, comme des aimants qui se poussent. Ce moteur n’a presque pas de pièces qui frottent, il démarre fort tout de suite et n’a souvent pas besoin de boîte de vitesses. Quand la voiture ralentit, le moteur fonctionne à l’envers : les roues le font tourner et il produit de l’électricité qui recharge un peu la batterie. La plupart roulent entre 300 et 500 km avant de devoir être rechargées, ce qui prend quelques heures sur une prise, ou une demi-heure environ sur une borne rapide. Elles ne rejettent pas de gaz en roulant, mais fabriquer leur batterie demande beaucoup d’énergie et de métaux.',
      '13_plus':
        'La voiture électrique n’est pas une invention récente : à la fin du XIXe siècle, elle concurrençait l’automobile à essence, et en 1899 « La Jamais Contente » du Belge Camille Jenatzy fut le premier véhicule à dépasser les 100 km/h. L’essence l’a ensuite emporté grâce à sa grande densité d’énergie. Le retour de l’électrique vient surtout des batteries lithium-ion, dont le prix a chuté depuis les années 2010. Une batterie stocke l’énergie sous forme chimique ; un onduleur convertit son courant continu en courant alternatif pour le moteur, souvent synchrone à aimants permanents, dont le rendement dépasse 90 %, contre environ un tiers pour un moteur thermique. Le couple est disponible dès l’arrêt, d’où des accélérations vives. Au freinage, le moteur devient générateur : c’est le freinage régénératif, qui récupère une partie de l’énergie cinétique. L’autonomie dépend de la capacité de la batterie (souvent 50 à 100 kWh), de la vitesse et de la température, car le froid ralentit les réactions chimiques. Sur le plan environnemental, la voiture électrique n’émet pas de gaz d’échappement, ce qui améliore l’air des villes, mais sa fabrication, surtout celle de la batterie, est plus émettrice. Sur toute sa vie, son bilan carbone est nettement meilleur là où l’électricité est peu carbonée, comme en France ; l’usure des pneus et des freins émet toutefois toujours des particules.',
    },
  },
  {
    id: 'trains',
    title: 'Comment avance un train ?',
    phrasings: [
      'comment avance un train',
      'comment marche un train',
      'pourquoi le train roule sur des rails',
      'pk le train déraille pas',
      'comment marche le TGV',
      'pourquoi le tgv va si vite',
      'locomotive',
    ],
    answers: {
      up_to_5:
        'Le train roule sur deux longues barres de métal, les rails, qui le guident comme un chemin. La plupart des trains prennent l’électricité dans un fil au-dessus d’eux pour faire tourner leurs roues.',
      '6_to_8':
        'Le train a des roues en métal qui roulent sur des rails en métal. Le métal sur le métal glisse très bien, alors le train peut tirer beaucoup de wagons sans trop d’effort. Ses roues ont un petit rebord qui les empêche de sortir des rails. Autrefois, les trains marchaient à la vapeur : on brûlait du charbon pour faire bouillir de l’eau, et la vapeur poussait les roues. Aujourd’hui, beaucoup de trains sont électriques : un bras sur le toit touche un fil tendu au-dessus de la voie et récupère l’électricité. Le TGV, en France, peut rouler à 320 km/h !',
      '9_to_12':
        'Le grand avantage du train, ce sont ses roues en acier sur des rails en acier : elles s’écrasent très peu et frottent très peu, donc il faut peu d’énergie pour déplacer des centaines de tonnes. Les roues ne sont pas plates : elles sont légèrement en forme de cône, ce qui recentre le train tout seul sur la voie, et un rebord, le boudin, l’empêche de sortir dans les virages. Les premières locomotives, au début du XIXe siècle, fonctionnaient à la vapeur : le charbon chauffait de l’eau dans une chaudière, et la vapeur poussait des pistons reliés aux roues. Aujourd’hui, la plupart des trains français sont électriques. Un bras articulé sur le toit, le pantographe, frotte contre un câble suspendu, la caténaire, et envoie le courant à des moteurs électriques. Sur les lignes sans caténaire, des moteurs diesel produisent l’électricité à bord. En 2007, une rame TGV spéciale a battu le record du monde de vitesse sur rail : 574,8 km/h !',
      '13_plus':
        'Le chemin de fer repose sur un principe ancien : des wagonnets guidés par des rails existaient déjà dans les mines au XVIe siècle. La révolution vient de la machine à vapeur : Richard Trevithick fait rouler une locomotive en 1804, et la « Rocket » de George Stephenson s’impose en 1829, ouvrant l’ère des lignes de voyageurs. Le contact acier sur acier présente une résistance au roulement très faible, environ dix fois moindre que celle d’un pneu sur l’asphalte, ce qui rend le train très économe en énergie par tonne transportée. En contrepartie, l’adhérence est limitée, d’où des pentes douces et des distances de freinage longues. Le guidage repose sur la conicité des roues, solidaires de leur essieu : dans une courbe, la roue extérieure roule sur un plus grand diamètre, ce qui fait tourner le train naturellement. Le boudin n’est qu’une sécurité. La traction électrique domine en France : le pantographe capte le courant de la caténaire (25 000 volts alternatifs sur les lignes à grande vitesse), transformé à bord pour alimenter les moteurs. Le TGV, mis en service en 1981 entre Paris et Lyon, roule aujourd’hui jusqu’à 320 km/h en service commercial, sur des voies spécialement tracées avec de grands rayons de courbure. Les trains à sustentation magnétique, comme au Japon ou en Chine, lévitent au-dessus de leur voie et dépassent 600 km/h en essais.',
    },
  },
  {
    id: 'helicopter',
    title: 'Comment vole un hélicoptère ?',
    phrasings: [
      'comment vole un hélicoptère',
      'comment marche un helicoptere',
      'pourquoi l’hélicoptère a une hélice sur la queue',
      'pk l helico vole',
      'hélicoptère',
      'helico',
      'hélicoptère sur place',
      'pales d’hélicoptère',
    ],
    answers: {
      up_to_5:
        'Sur son toit, l’hélicoptère a de grandes ailes qui tournent très vite. En tournant, elles poussent l’air vers le bas, et ça fait monter l’hélicoptère, comme une graine d’érable qui tourbillonne.',
      '6_to_8':
        'Un avion a des ailes fixes et doit rouler très vite pour décoller. L’hélicoptère, lui, fait tourner ses ailes ! Ce sont les longues pales sur son toit, qui tournent plusieurs fois par seconde. Elles sont penchées et poussent l’air vers le bas, ce qui soulève l’hélicoptère. Grâce à ça, il peut monter tout droit, rester immobile en l’air ou se poser dans un petit espace, en montagne ou sur le toit d’un hôpital. La petite hélice sur la queue sert à l’empêcher de tourner sur lui-même comme une toupie.',
      '9_to_12':
        'Les pales d’un hélicoptère ont la même forme que des ailes d’avion : en tournant très vite, elles dévient l’air vers le bas et créent une force qui tire l’hélicoptère vers le haut, la portance. Pour monter ou descendre, le pilote change l’inclinaison de toutes les pales en même temps : plus elles sont penchées, plus elles poussent d’air. Pour avancer, il incline le disque que forment les pales : une partie de la poussée part alors vers l’avant. Mais il y a un problème : quand le moteur fait tourner le grand rotor dans un sens, le corps de l’hélicoptère a tendance à tourner dans l’autre sens. Le petit rotor de queue pousse l’air sur le côté pour compenser. Certains hélicoptères ont plutôt deux grands rotors qui tournent en sens inverse. Le Français Paul Cornu a fait décoller le premier hélicoptère avec un pilote en 1907, à quelques dizaines de centimètres du sol seulement. Aujourd’hui, les hélicoptères sauvent des gens en mer et en montagne.',
      '13_plus':
        'L’idée est ancienne, Léonard de Vinci en dessinait déjà une « vis aérienne », mais les premiers décollages pilotés datent de 1907, avec le gyroplane des frères Breguet, encore retenu par des aides au sol, puis le vol libre de quelques secondes de Paul Cornu. Il faut attendre 1939 et le VS-300 d’Igor Sikorsky pour voir la formule moderne, avec un rotor principal et un rotor de queue. Chaque pale est un profil aérodynamique : sa rotation crée une portance, proportionnelle au carré de la vitesse de l’air sur la pale. Le pilote agit sur le « pas collectif », qui modifie l’angle de toutes les pales à la fois pour monter ou descendre, et sur le « pas cyclique », qui fait varier cet angle au cours de chaque tour pour incliner le disque rotor et se déplacer dans n’importe quelle direction. Le couple de réaction du moteur ferait tourner la cabine en sens inverse du rotor. Le rotor anticouple, commandé par les palonniers, le compense et permet aussi de pivoter. En vol d’avancement, la pale qui avance rencontre l’air plus vite que celle qui recule, ce qui crée une dissymétrie de portance corrigée par l’articulation des pales. C’est aussi ce phénomène qui limite la vitesse des hélicoptères, rarement au-delà de 300 km/h. En cas de panne moteur, le rotor peut continuer de tourner sous l’effet de l’air pendant la descente, en autorotation, et permettre un atterrissage contrôlé.',
    },
  },
  {
    id: 'phone-calls',
    title: 'Comment marche un téléphone ?',
    phrasings: [
      'comment marche un téléphone',
      'comment la voix passe dans le téléphone',
      'comment on entend quelqu’un au téléphone',
      'pk on peut parler avec quelqu un loin au telephone',
      'comment marche un portable',
      'téléphone portable',
      'antenne relais',
      'qui a inventé le téléphone',
      'c koi un smartphone',
      'comment ma voix arrive dans le téléphone',
    ],
    answers: {
      up_to_5:
        'Quand tu parles dans le téléphone, il transforme ta voix en un message invisible qui voyage dans l’air très, très vite. Le téléphone de ton ami reçoit ce message et le retransforme en ta voix.',
      '6_to_8':
        'Quand tu parles, ta voix fait trembler l’air. Dans le téléphone, un micro sent ces tremblements et les transforme en un signal électrique, puis en une suite de nombres. Le téléphone portable envoie ce message dans l’air sous forme d’ondes invisibles, jusqu’à une antenne. De là, le message voyage par des câbles et d’autres antennes jusqu’au téléphone de la personne que tu appelles. Son téléphone fait le chemin inverse : un petit haut-parleur fait de nouveau trembler l’air, et elle entend ta voix. Tout ça prend moins d’une seconde, même si elle est à l’autre bout du monde ! Le téléphone a été inventé il y a environ 150 ans : c’est Alexander Graham Bell qui l’a fait breveter, en 1876.',
      '9_to_12':
        'Un téléphone transforme le son en électricité, puis l’électricité en son. Ta voix fait vibrer une fine membrane dans le micro, qui produit un courant électrique qui varie de la même façon. Le téléphone le transforme en code numérique, une longue suite de 0 et de 1. Un portable envoie ce code sous forme d’ondes radio vers l’antenne relais la plus proche. Chaque antenne couvre une zone, une « cellule », d’où le nom de téléphone cellulaire. Les antennes sont reliées entre elles par des câbles et des fibres optiques, et le réseau sait dans quelle cellule se trouve ton correspondant. Là-bas, une antenne envoie le message à son téléphone, qui retransforme les 0 et les 1 en son grâce à son haut-parleur. Le téléphone a été breveté en 1876 par Alexander Graham Bell ; le premier appel avec un portable date de 1973, et l’appareil pesait plus d’un kilo !',
      '13_plus':
        'Le principe du téléphone est la conversion d’une onde sonore en signal électrique. En 1876, Alexander Graham Bell dépose son brevet, quelques heures avant un concurrent, Elisha Gray ; l’Italien Antonio Meucci avait aussi travaillé sur l’idée, et la paternité reste discutée. Longtemps, le signal était analogique et voyageait dans des fils de cuivre, avec des standardistes qui branchaient les lignes à la main, avant les centraux automatiques. Le téléphone mobile, dont Martin Cooper, chez Motorola, passe le premier appel en 1973, utilise les ondes radio. Le territoire est découpé en cellules couvertes chacune par une antenne relais ; quand tu te déplaces, l’appel passe d’une antenne à l’autre sans coupure, c’est le « handover ». Depuis la 2G, la voix est numérisée : échantillonnée des milliers de fois par seconde, compressée, puis transmise en paquets de données. Les réseaux 4G et 5G transportent en fait la voix comme des données internet. Les ondes voyagent à la vitesse de la lumière, environ 300 000 km/s, d’où un délai imperceptible. Le smartphone, popularisé à partir de 2007, réunit téléphone, ordinateur, appareil photo, GPS et accès à internet dans un seul objet, ce qui a profondément changé nos façons de communiquer.',
    },
  },
  {
    id: 'internet',
    title: 'C’est quoi, internet ?',
    phrasings: [
      'c’est quoi internet',
      'c koi internet',
      'comment marche internet',
      'qui a inventé internet',
      'ou est internet',
      'pourquoi internet marche partout',
      'internet c’est où',
      'c quoi le web',
      'internete',
    ],
    answers: {
      up_to_5:
        'Internet, c’est comme une immense toile d’araignée de câbles qui relie des ordinateurs du monde entier. Grâce à elle, des images, des vidéos et des messages voyagent d’un ordinateur à l’autre.',
      '6_to_8':
        'Internet, c’est un énorme réseau qui relie entre eux des milliards d’ordinateurs, de téléphones et de tablettes dans le monde entier. Ils sont branchés par des câbles, parfois posés au fond des océans, et par des ondes invisibles. Quand tu regardes une vidéo, elle est rangée dans un très gros ordinateur, quelque part dans le monde. Il l’envoie à ta maison en petits morceaux qui voyagent à toute vitesse et se remettent en ordre sur ton écran. Internet permet de parler à sa famille au loin ou d’apprendre plein de choses. Mais on y trouve aussi des choses pas faites pour les enfants, alors on l’utilise avec un grand. Internet n’a pas été inventé par une seule personne : il est né aux États-Unis en 1969, en reliant les ordinateurs de quelques universités. En 1989, Tim Berners-Lee a inventé le web, les pages que l’on visite.',
      '9_to_12':
        'Internet est un « réseau de réseaux » : il relie des milliards d’appareils grâce à des câbles, des fibres optiques, des satellites et des ondes radio. Environ 99 % des données qui passent d’un continent à l’autre voyagent dans des câbles posés au fond des océans. Les sites et les vidéos sont stockés dans des centres de données, d’immenses hangars remplis d’ordinateurs appelés serveurs. Quand tu demandes une page, elle est découpée en petits paquets, chacun avec l’adresse de ton appareil, comme des lettres. Des machines appelées routeurs leur font suivre le meilleur chemin, et ton ordinateur les réassemble dans le bon ordre. Internet est né aux États-Unis en 1969, avec un réseau appelé ARPANET qui reliait quelques universités. Le « web », avec ses pages et ses liens, est une invention différente : le Britannique Tim Berners-Lee l’a créé en 1989 près de Genève. Aujourd’hui, plus de la moitié de l’humanité utilise internet.',
      '13_plus':
        'Internet est une interconnexion mondiale de réseaux informatiques qui partagent des règles communes de communication, les protocoles TCP/IP, conçus par Vint Cerf et Bob Kahn au milieu des années 1970 et adoptés par ARPANET en 1983. L’ancêtre, ARPANET, financé par la recherche militaire américaine, relie ses premiers ordinateurs en 1969. Il s’inspire de la « commutation de paquets », imaginée notamment pour que le réseau reste fonctionnel même si une partie est coupée. Le principe : chaque message est découpé en paquets numérotés, porteurs d’une adresse IP de départ et d’arrivée. Les routeurs les aiguillent indépendamment, et le protocole TCP vérifie à l’arrivée qu’aucun ne manque. En France, le Minitel, lancé au début des années 1980, a été un précurseur très populaire. Le World Wide Web, inventé en 1989 par Tim Berners-Lee au CERN, n’est qu’un des services d’internet, comme le courrier électronique ou la visioconférence ; il repose sur les liens hypertextes et le langage HTML. L’infrastructure est très matérielle : plus de 400 câbles sous-marins, des milliers de centres de données qui consomment beaucoup d’électricité, et des fibres optiques où l’information voyage sous forme de lumière. Internet a transformé l’accès au savoir, mais soulève des questions de vie privée, de désinformation et d’empreinte écologique.',
    },
  },
  {
    id: 'wifi',
    title: 'Comment marche le wifi ?',
    phrasings: [
      'comment marche le wifi',
      'c’est quoi le wifi',
      'c koi le wifi',
      'wi-fi maison',
      'le wifi c koi',
      'pourquoi le wifi passe à travers les murs',
      'pk le wifi marche pas dans ma chambre',
      'box internet',
      'comment internet arrive sans fil',
    ],
    answers: {
      up_to_5:
        'Le wifi, c’est la box de la maison qui envoie internet dans l’air, avec des ondes invisibles. Ta tablette attrape ces ondes, un peu comme une radio attrape la musique.',
      '6_to_8':
        'À la maison, internet arrive par un câble jusqu’à la box. La box transforme ensuite internet en ondes radio, des ondes invisibles qui voyagent dans l’air, un peu comme la lumière mais sans qu’on puisse les voir. Ta tablette ou ton téléphone attrapent ces ondes et renvoient aussi leurs messages à la box. C’est pour ça qu’on n’a pas besoin de fil ! Mais ces ondes s’affaiblissent quand elles traversent des murs épais, ou quand on s’éloigne : c’est pour ça que le wifi marche moins bien au fond du jardin.',
      '9_to_12':
        'Le wifi est une façon de relier des appareils à internet sans fil, grâce aux ondes radio. La box, ou routeur, reçoit internet par un câble ou une fibre optique. Elle transforme les données, ces suites de 0 et de 1, en ondes qui oscillent 2,4 ou 5 milliards de fois par seconde. Ta console ou ton ordinateur possède une petite antenne qui capte ces ondes et les retransforme en données, et qui peut aussi répondre. La portée est de quelques dizaines de mètres : le béton, le métal et surtout l’eau absorbent une partie des ondes, c’est pour ça que les murs épais ou un aquarium gênent le signal. Le mot de passe sert à chiffrer les messages, c’est-à-dire à les coder pour que les voisins ne puissent pas les lire. Le wifi existe depuis la fin des années 1990 ; la même sorte d’ondes sert aussi à la radio, au Bluetooth et aux téléphones portables.',
      '13_plus':
        'Le wifi est une technologie de réseau local sans fil définie par la famille de normes IEEE 802.11, dont la première version date de 1997. Le nom commercial « Wi-Fi » apparaît en 1999. Le routeur, relié à internet par ADSL, câble ou fibre optique, émet et reçoit des ondes électromagnétiques dans les bandes de 2,4 GHz, 5 GHz et, plus récemment, 6 GHz. L’information est codée en modulant ces ondes, c’est-à-dire en faisant varier très finement leur phase et leur amplitude ; plusieurs antennes peuvent envoyer plusieurs flux en même temps, ce qui augmente le débit. Les fréquences basses traversent mieux les obstacles mais transportent moins de données, les hautes font l’inverse. L’eau absorbe bien ces fréquences, le métal les réfléchit : le corps humain, les murs porteurs ou un frigo atténuent donc le signal. La sécurité repose sur le chiffrement (protocoles WPA2 puis WPA3) : sans la clé, les paquets captés restent illisibles. L’histoire retient aussi les travaux d’ingénieurs australiens du CSIRO dans les années 1990, et, plus loin, le brevet sur le saut de fréquence déposé en 1942 par l’actrice Hedy Lamarr et le compositeur George Antheil, souvent cité comme un ancêtre lointain des communications sans fil, même si le lien direct est discuté. La puissance d’un routeur est très faible, bien en dessous des limites sanitaires fixées.',
    },
  },
  {
    id: 'television',
    title: 'Comment marche la télévision ?',
    phrasings: [
      'comment marche la télévision',
      'comment marche la tele',
      'comment les images arrivent dans la télé',
      'pk on voit des gens dans la télé',
      'c koi la télé',
      'télévision',
      'qui a inventé la télévision',
      'comment les gens rentrent dans la tele',
    ],
    answers: {
      up_to_5:
        'Les gens que tu vois à la télé ne sont pas dedans ! Une caméra les a filmés ailleurs, et les images arrivent jusqu’à ta télé par une antenne ou par des câbles.',
      '6_to_8':
        'Loin de chez toi, une caméra filme des personnes, des dessins animés ou un match. Ces images sont transformées en un message invisible qui voyage par des antennes, des satellites dans l’espace ou des câbles d’internet jusqu’à ta maison. La télé reçoit ce message et le transforme en images. Son écran est fait de millions de minuscules points de lumière, rouges, verts et bleus. En les allumant plus ou moins fort, elle fabrique toutes les couleurs. Et elle change d’image des dizaines de fois par seconde, tellement vite que tu crois voir un mouvement continu. Qui l’a inventée ? Plusieurs inventeurs en même temps, il y a environ cent ans : l’Écossais John Logie Baird a été l’un des premiers à montrer des images qui bougent, en 1926.',
      '9_to_12':
        'Une vidéo, c’est en fait une suite d’images fixes qui défilent très vite, environ 25 à 50 par seconde en Europe : notre cerveau les relie et voit du mouvement, comme dans un folioscope. La caméra transforme chaque image en signaux électriques, puis en données numériques. Ces données voyagent jusqu’à toi de trois façons : par des ondes captées par l’antenne sur le toit (la TNT), par un satellite placé à 36 000 km au-dessus de la Terre et une antenne parabolique, ou par internet grâce à la box. La télé décode ces données et allume les pixels de son écran, de minuscules points composés chacun d’un petit élément rouge, vert et bleu. En mélangeant ces trois couleurs de lumière, on obtient toutes les autres. Un écran « Full HD » compte environ 2 millions de pixels, et un écran « 4K », environ 8 millions ! Les premières démonstrations de télévision datent des années 1920, par l’Écossais John Logie Baird.',
      '13_plus':
        'La télévision repose sur deux idées : décomposer une image en éléments transmis un à un, et exploiter la persistance de la perception, qui fait fusionner en mouvement des images fixes présentées à plus d’une vingtaine par seconde. En 1926, l’Écossais John Logie Baird présente une télévision mécanique, fondée sur un disque perforé tournant. Les systèmes électroniques à tube cathodique, développés notamment par Vladimir Zworykin et Philo Farnsworth, s’imposent dans les années 1930. En France, les premières émissions régulières commencent en 1935, la couleur arrive en 1967 avec le procédé SECAM. Dans un tube cathodique, un faisceau d’électrons balayait l’écran ligne par ligne pour exciter des luminophores. Les écrans actuels, LCD ou OLED, sont des matrices de millions de pixels adressés individuellement, chacun fait de sous-pixels rouge, vert et bleu, les trois couleurs primaires de la synthèse additive. Depuis 2011, la diffusion analogique a cessé en France au profit de la TNT, où les images sont numérisées et compressées : on ne transmet que ce qui change d’une image à l’autre, ce qui réduit énormément la quantité de données. Aujourd’hui, une part croissante des programmes passe par internet, en « streaming ». La télévision a profondément marqué le XXe siècle, de la retransmission des premiers pas sur la Lune en 1969 aux grands événements sportifs.',
    },
  },
  {
    id: 'remote-control',
    title: 'Comment marche la télécommande ?',
    phrasings: [
      'comment marche la télécommande',
      'comment marche une telecommande',
      'pourquoi la télécommande allume la télé de loin',
      'pk la telecommande marche pas',
      'télécommande',
      'lumière de la télécommande',
      'telecomande',
      'pourquoi il faut viser la télé avec la télécommande',
    ],
    answers: {
      up_to_5:
        'Au bout de la télécommande, il y a une petite lampe qui clignote quand tu appuies. Sa lumière est invisible pour tes yeux, mais la télé la voit et comprend ce que tu veux.',
      '6_to_8':
        'Au bout de ta télécommande, il y a une toute petite lampe. Quand tu appuies sur un bouton, elle envoie des éclairs de lumière très rapides, un peu comme un message en morse. Cette lumière s’appelle l’infrarouge : nos yeux ne peuvent pas la voir ! La télé a un petit œil électronique qui la reçoit et reconnaît le code : « monter le son », « changer de chaîne ». C’est pour ça qu’il faut viser la télé, et que ça ne marche pas si quelqu’un est devant. Petite astuce : regarde la télécommande à travers l’appareil photo d’un téléphone quand tu appuies, tu verras souvent la lumière clignoter !',
      '9_to_12':
        'La plupart des télécommandes utilisent la lumière infrarouge, une lumière dont la couleur est trop « rouge » pour nos yeux. Une petite diode, placée à l’avant, s’allume et s’éteint selon un code précis : chaque bouton correspond à une suite différente de flashs, comme un code secret fait de 0 et de 1. Pour ne pas être gêné par la lumière du soleil ou des lampes, ce signal clignote lui-même très vite, des dizaines de milliers de fois par seconde, et le récepteur de la télé n’écoute que ce rythme-là. Comme la lumière voyage en ligne droite, elle peut être bloquée par un obstacle, mais elle rebondit aussi sur les murs clairs. Les capteurs des appareils photo, eux, voient une partie de l’infrarouge : c’est pour ça qu’un téléphone peut montrer la lumière de la télécommande. Certaines télécommandes récentes utilisent plutôt les ondes radio, comme le Bluetooth, qui traversent les obstacles. Si rien ne marche, vérifie les piles !',
      '13_plus':
        'Les premières télécommandes de télévision, chez l’Américain Zenith dans les années 1950, étaient reliées au poste par un fil, puis ont utilisé un faisceau de lumière visible et enfin des ultrasons produits par de petites tiges métalliques frappées, d’où le surnom anglais de « clicker ». L’infrarouge s’impose à partir des années 1980. L’émetteur est une diode électroluminescente qui émet autour de 940 nanomètres, juste au-delà du rouge visible (environ 400 à 700 nm). Le signal est modulé par une porteuse, souvent vers 38 kHz, qui permet au récepteur de filtrer la lumière ambiante. L’information est codée par la durée des impulsions et des pauses, selon des protocoles propres à chaque fabricant, ce qui explique qu’une télécommande ne fonctionne pas avec n’importe quel appareil. Les télécommandes dites universelles stockent des centaines de ces codes. Les capteurs CMOS des appareils photo sont sensibles au proche infrarouge, souvent atténué par un filtre, d’où la lueur violacée visible sur l’écran d’un téléphone. Les liaisons radio, Bluetooth ou autres, gagnent du terrain car elles ne demandent pas de viser et permettent des échanges dans les deux sens. Le principe de la commande à distance remonte à Nikola Tesla, qui pilotait en 1898 un petit bateau par ondes radio devant un public stupéfait.',
    },
  },
  {
    id: 'computers',
    title: 'Comment marche un ordinateur ?',
    phrasings: [
      'comment marche un ordinateur',
      'comment marche un ordi',
      'pourquoi l’ordinateur sait calculer',
      'c koi un ordinateur',
      'comment un ordinateur réfléchit',
      'ordinateur',
      'qui a inventé l’ordinateur',
      'c’est quoi un processeur',
      'pk l ordi comprend',
    ],
    answers: {
      up_to_5:
        'Un ordinateur, c’est une machine qui suit des ordres très, très vite. Des gens lui ont écrit une liste d’instructions, et lui les obéit sans jamais se fatiguer.',
      '6_to_8':
        'Un ordinateur ne pense pas vraiment : il suit des instructions écrites par des humains, qu’on appelle des programmes. Dans son ventre, il y a une petite puce, le processeur, qui fait des calculs à une vitesse incroyable : des milliards par seconde ! Pour lui, tout est fait avec seulement deux chiffres, 0 et 1, un peu comme une lampe éteinte ou allumée. Les images, la musique, les jeux et les lettres sont tous transformés en longues suites de 0 et de 1. Il a aussi une mémoire pour ranger ses informations, et un écran pour te montrer le résultat. Personne ne l’a inventé tout seul : les premiers ordinateurs électroniques, inventés il y a environ 80 ans, étaient grands comme une pièce entière !',
      '9_to_12':
        'Un ordinateur est une machine qui traite des informations en suivant un programme, une liste d’instructions très précises écrites par des programmeurs. Son cœur est le processeur, une puce de silicium grande comme un timbre qui contient des milliards de minuscules interrupteurs électriques, les transistors. Chacun est soit ouvert, soit fermé : c’est le 0 ou le 1 du langage binaire. En combinant ces interrupteurs, l’ordinateur fait des additions, compare des nombres et prend des décisions simples, des milliards de fois par seconde. La mémoire vive garde ce dont il a besoin tout de suite, et le disque ou la mémoire flash conserve tes fichiers même quand il est éteint. Le clavier, la souris et l’écran servent à communiquer avec lui. Les premiers ordinateurs électroniques, dans les années 1940, remplissaient une grande salle et pesaient des dizaines de tonnes ; aujourd’hui, ton téléphone est des millions de fois plus puissant.',
      '13_plus':
        'L’idée d’une machine programmable remonte au XIXe siècle : le Britannique Charles Babbage conçoit sa « machine analytique », jamais achevée, et Ada Lovelace écrit en 1843 ce qu’on considère comme le premier programme. En 1936, Alan Turing formalise ce qu’est un calcul automatisable, et dans les années 1940 naissent les premiers ordinateurs électroniques, comme l’ENIAC américain, qui pesait une trentaine de tonnes. L’architecture décrite par John von Neumann en 1945, où programme et données partagent la même mémoire, est encore à la base de nos machines. L’invention du transistor en 1947, puis du circuit intégré et du microprocesseur (l’Intel 4004, en 1971) a permis une miniaturisation spectaculaire. La « loi de Moore » a observé que le nombre de transistors sur une puce doublait environ tous les deux ans pendant des décennies. Un processeur exécute des instructions élémentaires (charger, additionner, comparer, sauter) au rythme d’une horloge de plusieurs gigahertz, soit des milliards de cycles par seconde. Toutes les données sont codées en binaire, car un transistor a deux états faciles à distinguer. Les langages de programmation permettent aux humains d’écrire des instructions lisibles, traduites ensuite en langage machine. Même l’intelligence artificielle repose sur ces calculs : elle n’a ni conscience ni intentions, elle applique des modèles mathématiques entraînés sur d’énormes quantités de données.',
    },
  },
  {
    id: 'video-games',
    title: 'Comment on fabrique un jeu vidéo ?',
    phrasings: [
      'comment on fabrique un jeu vidéo',
      'comment on fait un jeu video',
      'comment marche un jeu vidéo',
      'qui fabrique les jeux vidéo',
      'pk les jeux video c est si bien',
      'jeu vidéo',
      'jeux video',
      'comment on crée un jeu vidéo',
      'premier jeu vidéo',
    ],
    answers: {
      up_to_5:
        'Un jeu vidéo est fabriqué par plein de gens : certains dessinent les personnages, d’autres font la musique, et d’autres écrivent des ordres pour l’ordinateur. Quand tu appuies sur un bouton, le jeu suit ces ordres et fait bouger ton personnage.',
      '6_to_8':
        'Pour fabriquer un jeu vidéo, il faut toute une équipe. Des créateurs imaginent l’histoire et les règles du jeu. Des artistes dessinent les personnages et les décors, souvent sur ordinateur. Des musiciens composent la musique et les bruitages. Et des programmeurs écrivent le code, une longue liste d’instructions qui dit à l’ordinateur quoi faire : « si le joueur appuie sur ce bouton, le personnage saute ». Le jeu redessine l’écran des dizaines de fois par seconde, alors tout paraît bouger. Fabriquer un grand jeu peut prendre plusieurs années !',
      '9_to_12':
        'Un jeu vidéo est un programme informatique, fabriqué par une équipe qui peut aller de quelques personnes à plusieurs centaines. Les game designers inventent les règles, les niveaux et ce qui rend le jeu amusant. Les graphistes dessinent ou modélisent en 3D les personnages et les décors. Les programmeurs écrivent le code, souvent avec l’aide d’un « moteur de jeu », un logiciel qui gère déjà la physique, la lumière ou les collisions. Les compositeurs et les bruiteurs créent l’ambiance sonore. Pendant le jeu, une boucle se répète environ 30 à 60 fois par seconde : l’ordinateur lit tes commandes, calcule ce qui se passe, puis redessine l’image. Des testeurs jouent des heures pour trouver les erreurs, qu’on appelle des « bugs ». Un des tout premiers jeux vidéo, « Tennis for Two », date de 1958, et « Pong » a rendu les jeux populaires en 1972. Les jeux sont conçus pour donner envie de rejouer, c’est pour ça qu’il est bon de se fixer un temps d’écran avec ses parents.',
      '13_plus':
        'Le développement d’un jeu vidéo mêle art et ingénierie. Tout commence par un concept et un « document de game design » qui décrit les mécaniques, la progression et l’univers. Les artistes produisent les « assets » : modèles 3D, textures, animations souvent enregistrées en capture de mouvement sur de vrais acteurs, musiques et voix. Les programmeurs s’appuient sur un moteur de jeu, comme Unity ou Unreal Engine, qui fournit le rendu graphique, la simulation physique, l’audio et la gestion des entrées. Au cœur du programme tourne la « boucle de jeu » : lecture des commandes, mise à jour de l’état du monde, puis rendu d’une nouvelle image, 30 à 60 fois par seconde ou plus. La carte graphique calcule en parallèle des millions de pixels à partir de triangles, de lumières et de textures. Le développement d’un grand titre peut durer plus de cinq ans et mobiliser des centaines de personnes, avec des budgets comparables à ceux du cinéma ; à l’inverse, des studios indépendants de quelques personnes créent aussi des succès. Historiquement, on cite « Tennis for Two » (1958), « Spacewar » (1962) puis « Pong » d’Atari (1972). Les jeux exploitent les circuits de la récompense du cerveau, avec des défis, des progrès visibles et des récompenses régulières ; c’est ce qui les rend captivants, et c’est aussi pourquoi les spécialistes conseillent d’en encadrer le temps.',
    },
  },
  {
    id: 'touchscreen',
    title: 'Comment l’écran tactile sent mon doigt ?',
    phrasings: [
      'comment l’écran tactile sent mon doigt',
      'comment marche un écran tactile',
      'ecran tactile',
      'pourquoi l’écran marche pas avec des gants',
      'pk la tablette sent mon doigt',
      'comment le téléphone sait où je touche',
      'tactile téléphone',
      'ecran tatile',
    ],
    answers: {
      up_to_5:
        'Ton doigt porte un tout petit peu d’électricité, sans danger. L’écran de la tablette sent cette électricité et sait exactement où tu as touché.',
      '6_to_8':
        'Sous la vitre de la tablette, il y a une grille de fils si fins qu’on ne les voit pas, et un tout petit courant électrique y circule. Ton corps laisse passer l’électricité, un peu comme un fil. Alors quand ton doigt touche l’écran, il dérange un tout petit peu ce courant, juste à cet endroit. La tablette le remarque et calcule la place exacte de ton doigt. C’est pour ça que l’écran ne réagit pas avec des gants en laine, ni avec un crayon en bois : ils ne laissent pas passer l’électricité.',
      '9_to_12':
        'La plupart des écrans de téléphones et de tablettes sont « capacitifs ». Sous la vitre se trouve une grille de lignes conductrices transparentes, en oxyde d’indium et d’étain, qui forme des milliers de petits croisements. Chaque croisement garde une petite charge électrique, comme un minuscule réservoir. Ton corps est conducteur, parce qu’il contient de l’eau et des sels : quand ton doigt s’approche, il attire une partie de ces charges et modifie la mesure aux croisements les plus proches. Le téléphone scrute toute la grille des dizaines de fois par seconde et calcule la position du doigt, ou de plusieurs doigts à la fois, ce qui permet de zoomer en écartant deux doigts. Un gant en laine ou un stylo en plastique ne conduisent pas assez, c’est pourquoi ils ne marchent pas ; les gants spéciaux ont des fils conducteurs au bout des doigts. Les écrans plus anciens, dits résistifs, fonctionnaient plutôt par pression entre deux couches.',
      '13_plus':
        'Il existe plusieurs technologies tactiles. Les écrans résistifs, répandus avant 2007, sont formés de deux films conducteurs séparés par un fin espace : une pression les met en contact et la résistance mesurée indique la position ; ils marchent avec n’importe quel stylet, mais ne détectent bien qu’un seul point à la fois. Les écrans capacitifs, dont un premier modèle est décrit par le Britannique E. A. Johnson en 1965 pour le contrôle aérien, dominent depuis la généralisation des smartphones. Ils reposent sur une matrice d’électrodes transparentes, souvent en oxyde d’indium-étain, qui forment de petits condensateurs. Le doigt, conducteur et relié à la masse par le corps, modifie la capacité électrique locale ; un contrôleur balaie les lignes et les colonnes plus d’une centaine de fois par seconde, mesure ces variations et en déduit par interpolation la position de chaque contact, ce qui permet le multitouch. Des algorithmes rejettent les contacts involontaires, comme la paume ou les gouttes d’eau, qui perturbent pourtant parfois la mesure. Les stylets compatibles ont une pointe conductrice ou sont actifs, avec leur propre électronique. D’autres systèmes existent pour les grands écrans, comme la détection par infrarouge, où des faisceaux lumineux invisibles quadrillent la surface et sont interrompus par le doigt.',
    },
  },
  {
    id: 'camera-photos',
    title: 'Comment un appareil photo prend une photo ?',
    phrasings: [
      'comment marche un appareil photo',
      'appareil photo',
      'qui a inventé la photo',
      'première photo du monde',
      'comment marche le flash',
    ],
    answers: {
      up_to_5:
        'L’appareil photo a un œil en verre qui attrape la lumière. Quand tu appuies, il ouvre son œil très vite et garde l’image dans sa mémoire, comme si tu clignais des yeux pour toujours retenir ce que tu vois.',
      '6_to_8':
        'Un appareil photo marche un peu comme ton œil. À l’avant, il y a l’objectif, fait de morceaux de verre bombés qui rassemblent la lumière. Quand tu appuies sur le bouton, une petite porte s’ouvre pendant un très court instant et la lumière entre. Elle tombe sur une puce couverte de millions de petits capteurs qui mesurent la lumière et sa couleur. L’appareil transforme tout ça en nombres et les range dans sa mémoire : c’est ta photo ! Quand il fait trop sombre, le flash ajoute un éclair de lumière. La plus ancienne photo connue a été prise vers 1827 par le Français Nicéphore Niépce, l’inventeur de la photographie : il a fallu laisser l’appareil ouvert pendant des heures !',
      '9_to_12':
        'Un appareil photo fonctionne comme un œil mécanique. L’objectif, un ensemble de lentilles, fait converger la lumière pour former une image nette, à l’envers, au fond de l’appareil. Là se trouve le capteur, une puce découpée en millions de cases, les pixels : chacune transforme la lumière qu’elle reçoit en un petit courant électrique, et un filtre coloré lui indique si c’est du rouge, du vert ou du bleu. L’obturateur décide combien de temps la lumière entre, parfois un millième de seconde seulement, pour figer un mouvement. Le processeur transforme ces mesures en un fichier numérique. Autrefois, la lumière tombait sur une pellicule, un film recouvert de produits chimiques qui noircissaient à la lumière, et il fallait la développer dans le noir. La plus ancienne photo connue a été prise par le Français Nicéphore Niépce vers 1827 : il a fallu laisser l’appareil ouvert pendant des heures !',
      '13_plus':
        'Le principe optique est connu depuis l’Antiquité : dans une chambre noire, la lumière qui traverse un petit trou projette sur la paroi opposée une image inversée de l’extérieur. Ce qu’il manquait, c’était un moyen de fixer cette image. Nicéphore Niépce y parvient vers 1826-1827 avec une plaque enduite de bitume de Judée, exposée pendant de longues heures. Louis Daguerre, son associé, présente en 1839 le daguerréotype, bien plus rapide, et la photographie se répand. Les pellicules argentiques utilisent des cristaux d’halogénure d’argent qui, sous l’effet de la lumière, forment une image latente révélée par un bain chimique. L’appareil numérique remplace le film par un capteur (CCD puis CMOS), dont chaque photosite convertit les photons en charges électriques par effet photoélectrique ; une matrice de filtres colorés, dite de Bayer, attribue une couleur à chaque site, et l’image finale est reconstituée par calcul. Trois réglages déterminent l’exposition : l’ouverture du diaphragme, qui règle aussi la profondeur de champ, la vitesse d’obturation, et la sensibilité du capteur. Les smartphones compensent leurs petits capteurs par la « photographie computationnelle » : ils prennent plusieurs images en rafale et les fusionnent pour réduire le bruit et élargir la gamme de lumières. Le flash électronique, lui, décharge un condensateur dans un tube de gaz xénon ou alimente une LED puissante.',
    },
  },
  {
    id: 'electricity-home',
    title: 'D’où vient l’électricité de la maison ?',
    phrasings: [
      'comment le courant arrive jusqu’aux prises',
      'dou vient l electricite de la maison',
      'électricité de la maison d’où elle vient',
      'comment l electricite arrive dans les prises',
      'pk y a de l électricité dans les prises',
      'à quoi servent les pylônes électriques',
      'lignes à haute tension',
      'compteur électrique',
    ],
    answers: {
      up_to_5:
        'L’électricité est fabriquée dans de grandes usines, parfois très loin. Elle voyage dans de longs câbles accrochés à des pylônes, puis sous la rue, jusqu’aux prises de ta maison.',
      '6_to_8':
        'L’électricité est fabriquée dans des centrales, des éoliennes ou des panneaux solaires, souvent loin de chez toi. Elle voyage dans de gros câbles suspendus à de grands pylônes en métal, les lignes à haute tension. Près des villes, des machines appelées transformateurs la rendent moins forte, pour qu’elle puisse entrer dans les maisons sans danger pour les appareils. Elle passe par des câbles sous la rue, puis par le compteur, qui mesure combien on en utilise. Enfin, des fils cachés dans les murs l’emmènent jusqu’aux prises et aux lampes. Et elle fait tout ce voyage presque instantanément !',
      '9_to_12':
        'L’électricité que tu utilises a été produite il y a une fraction de seconde ! En France, elle vient surtout des centrales nucléaires, environ deux tiers, mais aussi des barrages, des éoliennes, des panneaux solaires et de quelques centrales au gaz. Pour voyager loin en perdant peu d’énergie, on l’envoie à très haute tension, jusqu’à 400 000 volts, dans les lignes accrochées aux grands pylônes. Des postes de transformation abaissent ensuite la tension, par étapes, jusqu’à 230 volts, la tension des prises de la maison. Le courant passe par le compteur, puis par le tableau électrique, où des disjoncteurs coupent tout automatiquement en cas de problème. Le réseau doit être parfaitement équilibré : à chaque instant, il faut produire exactement autant d’électricité que ce qu’on consomme. C’est pour ça que des ingénieurs surveillent la consommation du pays jour et nuit, et l’ajustent, par exemple quand tout le monde cuisine le soir.',
      '13_plus':
        'L’électricité domestique est le bout d’une longue chaîne. La production française est dominée par le nucléaire, environ deux tiers, complété par l’hydraulique, l’éolien, le solaire et le gaz. Les alternateurs des centrales produisent un courant alternatif à 50 hertz, c’est-à-dire qui change de sens 100 fois par seconde. Ce choix, imposé à la fin du XIXe siècle après la « guerre des courants » entre Edison, partisan du continu, et Westinghouse et Tesla, tient au transformateur : il permet d’élever facilement la tension pour le transport. Or, pour une même puissance, une tension plus élevée signifie un courant plus faible, donc moins de pertes par échauffement des câbles, qui sont proportionnelles au carré de l’intensité. Le réseau de transport, géré en France par RTE, fonctionne à 400 000 et 225 000 volts sur plus de 100 000 km de lignes. Le réseau de distribution abaisse la tension à 20 000 volts, puis à 230 volts dans les transformateurs de quartier. Chez toi, le compteur mesure l’énergie consommée en kilowattheures, le disjoncteur principal limite la puissance, et les dispositifs différentiels coupent le courant en quelques millisecondes si une fuite vers la terre est détectée, par exemple à travers un corps humain. L’équilibre entre production et consommation doit être maintenu en permanence, sinon la fréquence varie et le réseau peut s’effondrer, d’où l’importance des interconnexions européennes et du pilotage en temps réel.',
    },
  },
  {
    id: 'power-plants',
    title: 'Pourquoi il y a des centrales électriques ?',
    phrasings: [
      'pourquoi il y a des centrales électriques',
      'comment marche une centrale électrique',
      'c koi une centrale nucleaire',
      'comment marche une centrale nucléaire',
      'centrale nucléaire',
      'pourquoi la centrale fait de la fumée',
      'comment on produit l’électricité dans une centrale',
      'comment on fabrique l’électricité',
      'pk y a des grosses cheminées qui fument',
      'barrage électrique',
    ],
    answers: {
      up_to_5:
        'Une centrale, c’est une grande usine qui fabrique l’électricité pour les lampes, les frigos et les trains. Dedans, une grande roue tourne très vite, et en tournant, elle fabrique de l’électricité.',
      '6_to_8':
        'On a besoin de beaucoup d’électricité, tout le temps, alors on la fabrique dans des usines géantes : les centrales. Le secret, c’est de faire tourner très vite une grande roue à ailettes, la turbine, reliée à un alternateur, une machine qui transforme ce mouvement en électricité. Dans un barrage, c’est l’eau qui tombe qui fait tourner la turbine. Dans une centrale nucléaire, on chauffe de l’eau pour faire de la vapeur, et c’est la vapeur qui pousse la turbine. Les gros nuages blancs qui sortent des grandes tours ne sont pas de la fumée : c’est de la vapeur d’eau, comme celle de la casserole.',
      '9_to_12':
        'Presque toutes les centrales fabriquent l’électricité de la même façon : elles font tourner un alternateur, où des aimants tournent près de bobines de fil de cuivre, ce qui fait apparaître un courant électrique. Ce qui change, c’est la façon de faire tourner la turbine. Dans un barrage, c’est la force de l’eau qui descend. Dans une centrale au charbon ou au gaz, on brûle du combustible pour faire bouillir de l’eau, et la vapeur sous pression pousse la turbine ; cela rejette du CO2, un gaz qui réchauffe le climat. Dans une centrale nucléaire, la chaleur vient de l’uranium : ses atomes se cassent en deux et libèrent énormément de chaleur, sans fumée ni CO2, mais en laissant des déchets radioactifs qu’il faut garder à l’abri pendant très longtemps. Les grandes tours qu’on voit à côté servent à refroidir l’eau, et le panache blanc est de la vapeur d’eau. La France compte une cinquantaine de réacteurs nucléaires, qui produisent environ deux tiers de son électricité.',
      '13_plus':
        'La plupart des centrales reposent sur l’induction électromagnétique, découverte par Michael Faraday en 1831 : faire varier un champ magnétique près d’un conducteur y crée un courant. Un alternateur fait tourner un électroaimant à l’intérieur de bobinages fixes, entraîné par une turbine. Dans les centrales hydrauliques, l’énergie potentielle de l’eau retenue par un barrage est convertie directement. C’est une énergie renouvelable et pilotable, qu’on peut démarrer en quelques minutes. Dans les centrales thermiques, la chaleur produit de la vapeur qui se détend dans la turbine, avant d’être condensée et réutilisée : c’est le cycle de la machine à vapeur, dont le rendement est limité à environ un tiers, le reste de la chaleur étant évacué par les tours de refroidissement ou l’eau d’une rivière ou de la mer. Les centrales à charbon, au fioul ou au gaz émettent du dioxyde de carbone, principal gaz à effet de serre. Les centrales nucléaires tirent leur chaleur de la fission de l’uranium 235, dont les noyaux, frappés par des neutrons, se scindent en libérant de l’énergie et d’autres neutrons, dans une réaction en chaîne contrôlée par des barres absorbantes. Elles émettent très peu de CO2, mais posent la question de la gestion des déchets radioactifs à vie longue et de la sûreté, rappelée par les accidents de Tchernobyl en 1986 et de Fukushima en 2011. Le solaire photovoltaïque fait exception : il produit de l’électricité sans aucune pièce qui tourne.',
    },
  },
  {
    id: 'wind-turbines',
    title: 'Comment marchent les éoliennes ?',
    phrasings: [
      'comment marchent les éoliennes',
      'comment marche une eolienne',
      'à quoi servent les éoliennes',
      'pk les eoliennes tournent',
      'éolienne',
      'eolienne',
      'éoliennes en mer',
      'pourquoi les éoliennes sont si grandes',
      'pourquoi l’éolienne ne tourne pas',
    ],
    answers: {
      up_to_5:
        'Une éolienne est un grand moulin à vent moderne. Le vent fait tourner ses grands bras, et en tournant, elle fabrique de l’électricité.',
      '6_to_8':
        'Une éolienne, c’est un peu le petit-fils des moulins à vent, qui servaient autrefois à moudre le blé. Le vent pousse ses trois grandes pales et les fait tourner. En haut du mât, dans une grosse boîte, ce mouvement fait tourner une machine, l’alternateur, qui fabrique de l’électricité. Cette électricité descend le long du mât et part dans les câbles jusqu’aux maisons. Les éoliennes sont très hautes parce que, plus haut, le vent souffle plus fort et plus régulièrement. Quand il n’y a pas de vent, elles s’arrêtent, et quand il y a une tempête, on les arrête aussi pour ne pas les abîmer.',
      '9_to_12':
        'Une éolienne transforme l’énergie du vent en électricité. Ses pales fonctionnent comme des ailes d’avion : l’air qui glisse sur leur forme bombée crée une force qui les fait tourner. Le rotor entraîne un alternateur, souvent à travers un multiplicateur qui accélère la rotation, logé dans la nacelle, la grosse boîte en haut du mât. Une éolienne terrestre mesure souvent entre 100 et 200 mètres en bout de pale, et ses pales peuvent dépasser 50 mètres. Un ordinateur la tourne face au vent et règle l’angle des pales. Elle commence à produire quand le vent atteint une dizaine de kilomètres à l’heure et se met en sécurité au-delà de 90 km/h environ. L’électricité éolienne ne rejette pas de CO2 en fonctionnant, mais elle dépend de la météo : c’est pourquoi on la complète par d’autres sources. Depuis 2022, la France a aussi des parcs en mer, comme au large de Saint-Nazaire, où le vent est plus fort et plus régulier.',
      '13_plus':
        'Les moulins à vent sont attestés en Perse dès le IXe siècle, puis en Europe à partir du XIIe. Les premières éoliennes produisant de l’électricité apparaissent à la fin des années 1880, en Écosse avec James Blyth et aux États-Unis avec Charles Brush. Une éolienne moderne à axe horizontal capte l’énergie cinétique du vent grâce à des pales au profil aérodynamique : la portance créée par l’écoulement de l’air entraîne la rotation. La puissance disponible est proportionnelle au cube de la vitesse du vent : un vent deux fois plus rapide apporte huit fois plus d’énergie, d’où l’intérêt de grands mâts qui vont chercher des vents forts et réguliers. Le physicien Albert Betz a montré en 1919 qu’une éolienne ne peut en récupérer, au maximum, qu’environ 59 %. Un système d’orientation place le rotor face au vent, et le réglage du pas des pales limite la puissance par vent fort ; au-delà de 90 km/h environ, la machine se met en drapeau. Une éolienne terrestre récente affiche souvent 2 à 4 mégawatts, une éolienne en mer plus de 10. Leur principal défi est l’intermittence : la production suit la météo, ce qui impose de la combiner avec des moyens pilotables, du stockage et des réseaux interconnectés. Leur bilan carbone sur tout leur cycle de vie est très faible, mais elles suscitent des débats sur le paysage, le bruit et leurs effets sur les oiseaux et les chauves-souris.',
    },
  },
  {
    id: 'solar-panels',
    title: 'Comment les panneaux solaires font de l’électricité ?',
    phrasings: [
      'comment les panneaux solaires font de l’électricité',
      'comment marche un panneau solaire',
      'panneau solaire',
      'panneaux solaires sur le toit',
      'pk il y a des panneaux sur les toits',
      'c koi un panneau solaire',
      'électricité avec le soleil',
      'panneau solere',
    ],
    answers: {
      up_to_5:
        'Les panneaux solaires sont des plaques qui mangent la lumière du soleil. Quand le soleil brille dessus, ils la transforment en électricité.',
      '6_to_8':
        'Les panneaux solaires sont faits de plaques bleues ou noires, fabriquées avec du silicium, un matériau qu’on tire du sable. Quand la lumière du soleil tombe dessus, elle bouscule de minuscules particules à l’intérieur, les électrons, et les met en mouvement : c’est ça, un courant électrique ! Plus il y a de soleil, plus ils fabriquent d’électricité. La nuit, ils ne produisent rien, c’est pour ça qu’on garde parfois l’électricité dans des batteries. Les satellites et la Station spatiale internationale ont aussi de grands panneaux solaires, comme des ailes.',
      '9_to_12':
        'Un panneau solaire photovoltaïque est composé de cellules en silicium très pur. Chaque cellule est faite de deux couches de silicium légèrement différentes, ce qui crée une sorte de pente électrique entre elles. Quand un grain de lumière, un photon, frappe la cellule, il peut arracher un électron ; la pente le pousse toujours dans le même sens, et des fils métalliques récupèrent ce flux d’électrons : c’est le courant. Un panneau transforme environ 20 % de la lumière reçue en électricité. Il produit plus en été et à midi, moins par temps nuageux, et rien la nuit. Un appareil, l’onduleur, transforme ensuite ce courant pour qu’il soit comme celui des prises. Le Français Edmond Becquerel a découvert cet effet en 1839, et les premières cellules solaires pratiques ont été fabriquées en 1954. Il existe aussi des panneaux solaires « thermiques », qui ne produisent pas d’électricité : ils chauffent simplement de l’eau.',
      '13_plus':
        'L’effet photovoltaïque a été observé en 1839 par Edmond Becquerel, alors âgé de 19 ans, mais il faut attendre 1954 pour que les laboratoires Bell, aux États-Unis, présentent une cellule au silicium d’un rendement d’environ 6 %. Le satellite Vanguard 1, en 1958, est l’un des premiers à en être équipé, et l’espace reste longtemps leur principal usage. Une cellule est une jonction entre deux couches de silicium dopé : l’une enrichie en électrons (type n, avec du phosphore), l’autre appauvrie (type p, avec du bore). À leur frontière règne un champ électrique. Un photon assez énergétique crée une paire électron-trou, que ce champ sépare ; la circulation de ces charges dans un circuit extérieur forme un courant continu. Les panneaux du commerce convertissent environ 20 % de l’énergie lumineuse ; une partie des photons n’a pas assez d’énergie, une autre en a trop et l’excédent se perd en chaleur, d’où une limite théorique d’environ 33 % pour une jonction unique. Le prix des panneaux a été divisé par plus de dix depuis 2010, ce qui en fait l’une des électricités les moins chères à produire dans les régions ensoleillées. Les contraintes tiennent à l’intermittence, jour-nuit et saisons, et à la fabrication, très consommatrice d’énergie et aujourd’hui concentrée en Chine. Les panneaux solaires thermiques, eux, absorbent le rayonnement pour chauffer un fluide.',
    },
  },
  {
    id: 'elevator',
    title: 'Comment marche un ascenseur ?',
    phrasings: [
      'comment marche un ascenseur',
      'comment monte un ascenseur',
      'pourquoi l’ascenseur ne tombe pas',
      'pk l ascenseur tombe pas',
      'ascenseur',
      'assenceur',
      'qui a inventé l’ascenseur',
    ],
    answers: {
      up_to_5:
        'L’ascenseur est une petite pièce accrochée à de gros câbles. Tout en haut, un moteur enroule ou déroule les câbles pour te faire monter ou descendre, comme un seau au bout d’une corde dans un puits.',
      '6_to_8':
        'La cabine de l’ascenseur est suspendue à de très solides câbles en acier. Ils passent sur une grande roue tout en haut, tournée par un moteur électrique. De l’autre côté des câbles, il y a un gros poids caché, le contrepoids : quand la cabine monte, il descend, comme sur une balançoire à bascule. Comme ça, le moteur a moins d’effort à faire. Et l’ascenseur ne peut pas tomber : il est tenu par plusieurs câbles, et il possède des freins de secours qui s’accrochent aux rails si jamais il descend trop vite. C’est l’un des moyens de transport les plus sûrs du monde.',
      '9_to_12':
        'Un ascenseur classique fonctionne comme une poulie géante. La cabine est suspendue à plusieurs câbles d’acier qui passent sur une roue motorisée, placée en haut de la gaine. À l’autre bout des câbles pend un contrepoids, qui pèse à peu près autant que la cabine à moitié pleine : le moteur n’a donc qu’à compenser la différence. Cabine et contrepoids glissent le long de rails verticaux. La grande invention qui a rendu l’ascenseur sûr date de 1854 : à New York, l’Américain Elisha Otis monte sur une plateforme, fait couper la corde devant le public… et la plateforme ne tombe pas, bloquée par son « parachute », un frein qui agrippe les rails dès que la vitesse devient trop grande. C’est ce principe qui équipe encore les ascenseurs. Chaque câble peut à lui seul porter la cabine. Sans ascenseurs, les gratte-ciel n’auraient pas pu exister : qui monterait 100 étages à pied ? Les plus rapides dépassent 70 km/h !',
      '13_plus':
        'Les appareils de levage existent depuis l’Antiquité, actionnés par des humains, des animaux ou l’eau, mais c’est le frein de sécurité d’Elisha Otis, présenté en 1854 à l’Exposition de New York, qui rend l’ascenseur acceptable pour transporter des personnes : en cas de rupture de la suspension, un ressort libère des griffes qui bloquent la cabine sur ses guides. Le premier ascenseur de passagers équipé de ce système est installé en 1857 dans un magasin de New York. Aujourd’hui, le modèle le plus courant est l’ascenseur à traction : des câbles d’acier, toujours en plusieurs exemplaires avec une grande marge de résistance, s’enroulent par adhérence sur une poulie motrice. Un contrepoids équilibre la cabine et une partie de la charge, ce qui réduit fortement l’énergie nécessaire. Un limiteur de vitesse, entraîné par un câble indépendant, déclenche le parachute en cas de survitesse, et des amortisseurs équipent le fond de la gaine. Pour les petits bâtiments, on utilise aussi des ascenseurs hydrauliques, poussés par un vérin. Dans les tours les plus hautes, la longueur et le poids des câbles deviennent un problème : on fractionne le trajet avec des paliers de correspondance, on utilise des câbles en fibre de carbone, et les cabines les plus rapides dépassent 70 km/h, avec une pressurisation pour protéger les oreilles. Ces innovations ont rendu possible la ville verticale, à partir de la fin du XIXe siècle.',
    },
  },
  {
    id: 'escalator',
    title: 'Comment marche un escalator ?',
    phrasings: [
      'comment marche un escalator',
      'pourquoi les marches de l’escalator disparaissent',
      'pk les marches de l escalator rentrent dans le sol',
      'escalator',
      'escalateur',
    ],
    answers: {
      up_to_5:
        'Les marches de l’escalier roulant sont accrochées à une grande chaîne qui fait une boucle, comme un tapis qui tourne en rond. Arrivées en haut, elles se cachent sous le sol et redescendent pour revenir en bas.',
      '6_to_8':
        'Un escalier roulant, c’est une longue boucle de marches accrochées à une chaîne, un peu comme la chaîne d’un vélo géant. Un moteur caché en haut fait tourner cette chaîne sans arrêt. Les marches restent bien droites pendant la montée grâce à des petites roues qui roulent sur des rails. Arrivées au bout, elles s’aplatissent, passent sous le sol, et font le chemin du retour à l’envers, cachées en dessous. La main courante avance à la même vitesse pour que tu puisses te tenir. Pense à bien la tenir, à ne pas t’asseoir et à faire attention à tes lacets !',
      '9_to_12':
        'Un escalator est une sorte de tapis roulant en forme d’escalier. Les marches sont fixées à deux chaînes sans fin, entraînées par un moteur électrique placé sous le palier du haut. Chaque marche possède deux paires de roulettes qui suivent deux rails différents : en changeant l’écart entre ces rails, on fait en sorte que les marches restent horizontales dans la pente, puis se mettent à plat aux extrémités pour qu’on puisse monter et descendre facilement. Ensuite, elles passent sous le palier et reviennent retournées, dans la partie cachée de la machine. Au bout, une plaque en forme de peigne glisse entre les rainures des marches pour que rien ne soit entraîné dessous. La main courante est une courroie de caoutchouc entraînée en même temps. Un escalator avance d’environ un demi-mètre par seconde et peut transporter des milliers de personnes par heure, bien plus qu’un ascenseur, c’est pourquoi on en trouve dans les gares et le métro.',
      '13_plus':
        'L’escalier roulant naît à la fin du XIXe siècle : l’Américain Jesse Reno installe en 1896 un « ascenseur incliné » à Coney Island, un tapis en pente plutôt qu’un escalier, et le mot « escalator », d’abord marque déposée de l’entreprise Otis vers 1900, devient un nom commun. Le principe moderne associe deux chaînes sans fin, tendues entre une roue motrice en haut et une roue de renvoi en bas, et des marches articulées sur ces chaînes. Chaque marche repose sur un essieu avant, porté par la chaîne, et sur des galets arrière qui suivent un second rail. L’écart variable entre ces deux voies maintient la marche horizontale dans la partie inclinée et la déplie progressivement aux extrémités. Au retour, les marches circulent retournées sous la partie visible, d’où une grande fosse sous les paliers. La vitesse est normalisée autour de 0,5 m/s, ce qui permet un débit de plusieurs milliers de passagers par heure. Les sécurités sont nombreuses : peignes aux extrémités, brosses le long des plinthes pour écarter chaussures et vêtements, détecteurs qui arrêtent la machine si une marche se soulève ou si la main courante ralentit, boutons d’arrêt d’urgence. Beaucoup d’escalators ralentissent ou s’arrêtent quand personne ne les emprunte, pour économiser de l’énergie. Les tapis roulants des aéroports appliquent le même principe sans marches.',
    },
  },
  {
    id: 'cash-machine-bank-card',
    title: 'Comment le distributeur sait combien d’argent donner avec la carte ?',
    phrasings: [
      'comment marche une carte bancaire',
      'pourquoi la carte bleue donne de l’argent',
      'pk la machine donne des billets',
      'à quoi sert une carte bleue',
      'pourquoi la carte bancaire a une puce',
      'comment marche la carte bleue',
    ],
    answers: {
      up_to_5:
        'La carte ne contient pas d’argent ! Le distributeur demande à la banque si tes parents ont de l’argent rangé chez elle, et si c’est oui, il donne des billets et la banque les enlève de leur compte.',
      '6_to_8':
        'Quand tes parents gagnent de l’argent, la plupart du temps, il n’est pas dans un coffre à la maison : il est gardé par une banque, qui note la somme dans son ordinateur, sur un compte. La carte bancaire est une sorte de clé qui permet d’utiliser ce compte. Sa petite puce dorée contient des informations secrètes, et il faut taper un code que seul son propriétaire connaît. Le distributeur envoie alors un message à la banque : « Est-ce qu’il y a assez d’argent sur ce compte ? » Si oui, il compte les billets rangés dans ses tiroirs et te les donne, et la banque retire la même somme du compte. Ce n’est donc pas de l’argent magique : ce qu’on dépense, on l’a gagné avant.',
      '9_to_12':
        'Aujourd’hui, la plus grande partie de l’argent n’existe que sous forme de nombres dans les ordinateurs des banques. Ton compte, c’est une ligne dans ces ordinateurs qui dit combien d’argent t’appartient. La carte bancaire porte une puce électronique qui contient des clés secrètes impossibles à copier facilement. Quand on l’insère dans un distributeur, la puce et la machine vérifient le code secret à quatre chiffres, puis le distributeur interroge la banque par un réseau sécurisé pour savoir si le compte peut payer. Si c’est bon, la machine prend les billets dans des cassettes blindées, les compte, vérifie qu’ils ne sont pas collés, et te les donne ; le compte est diminué d’autant. Au magasin, c’est pareil, mais l’argent passe directement du compte du client à celui du commerçant. Le paiement sans contact utilise des ondes radio qui ne portent qu’à quelques centimètres. Le premier distributeur de billets a été installé à Londres en 1967, et la carte à puce a été inventée par le Français Roland Moreno dans les années 1970.',
      '13_plus':
        'La carte bancaire illustre la dématérialisation de la monnaie : la monnaie scripturale, c’est-à-dire les sommes inscrites sur les comptes bancaires, représente l’immense majorité de l’argent en circulation, loin devant les pièces et les billets. Le premier distributeur automatique de billets est mis en service en 1967 à Londres par la banque Barclays, d’après une idée de John Shepherd-Barron. Il fonctionnait alors avec des chèques imprégnés d’une substance légèrement radioactive. La carte à puce, brevetée par Roland Moreno en 1974 et perfectionnée notamment avec le microprocesseur de Michel Ugon, est généralisée sur les cartes bancaires françaises en 1992, bien avant d’autres pays, puis devient la norme internationale EMV. La puce contient un microprocesseur capable de réaliser des calculs cryptographiques : à chaque transaction, elle génère un cryptogramme unique, ce qui rend inutile la copie des données d’une transaction passée, contrairement aux anciennes pistes magnétiques. Le code PIN est vérifié par la puce elle-même, qui se bloque après trois erreurs. Le distributeur transmet ensuite une demande d’autorisation à la banque émettrice via un réseau interbancaire, qui répond en quelques secondes en fonction du solde et des plafonds. Le sans-contact repose sur la technologie NFC, une communication radio à très courte portée, avec un montant plafonné sans code. Les fraudes existent, par exemple les faux claviers ou l’hameçonnage par message, d’où la règle de ne jamais communiquer son code.',
    },
  },
  {
    id: 'microwave-oven',
    title: 'Comment le micro-ondes chauffe ?',
    phrasings: [
      'comment marche un micro onde',
      'pourquoi le plat tourne dans le micro-ondes',
      'microonde',
      'pourquoi le micro-ondes fait bip',
      'pk le micro onde chauffe',
      'à quoi sert le four micro-ondes',
    ],
    answers: {
      up_to_5:
        'Le micro-ondes envoie dans la nourriture des ondes invisibles qui font bouger très vite les petites gouttes d’eau cachées dedans. En bougeant, elles chauffent, comme tes mains quand tu les frottes.',
      '6_to_8':
        'Dans toute la nourriture, il y a de l’eau, même dans le pain ou la purée. Le micro-ondes fabrique des ondes invisibles, un peu comme celles de la radio, qui secouent les minuscules morceaux d’eau des milliards de fois par seconde. À force de s’agiter et de se frotter, ils chauffent, et la nourriture devient chaude. Le plateau tourne pour que tout chauffe pareil. On n’y met jamais de métal, comme une fourchette ou du papier aluminium : les ondes rebondissent dessus et font des étincelles. Et attention en sortant le plat, il peut être brûlant : demande à un grand.',
      '9_to_12':
        'Un four à micro-ondes contient un appareil appelé magnétron, qui produit des ondes électromagnétiques de la même famille que les ondes radio ou la lumière. Elles oscillent environ 2,45 milliards de fois par seconde. Les molécules d’eau sont un peu comme de minuscules aimants, avec un côté positif et un côté négatif : les ondes les font tourner dans un sens puis dans l’autre, sans arrêt. Cette agitation se transmet aux molécules voisines et produit de la chaleur. Les ondes ne pénètrent que de quelques centimètres : le cœur des gros aliments chauffe ensuite grâce à la chaleur qui se propage, c’est pourquoi on conseille de mélanger et de laisser reposer. Les parois en métal et la grille de la porte, dont les trous sont trop petits pour les ondes, les gardent à l’intérieur. Le micro-ondes a été découvert par hasard en 1945 par l’ingénieur américain Percy Spencer, quand une barre chocolatée a fondu dans sa poche près d’un appareil radar !',
      '13_plus':
        'Le four à micro-ondes est né d’un hasard : en 1945, l’ingénieur Percy Spencer, qui travaillait chez Raytheon sur des magnétrons de radar, remarque qu’une barre chocolatée a fondu dans sa poche ; il teste ensuite du maïs à pop-corn, et un brevet suit. Les premiers modèles, dans les années 1940, mesuraient près de deux mètres ; les fours domestiques se répandent dans les années 1970 et 1980. Le magnétron produit un rayonnement électromagnétique d’environ 2,45 GHz, soit une longueur d’onde d’une douzaine de centimètres. La molécule d’eau est un dipôle électrique : soumise à ce champ qui s’inverse des milliards de fois par seconde, elle tend à s’orienter et à tourner, et les frottements entre molécules convertissent cette énergie en chaleur ; c’est l’échauffement diélectrique. Contrairement à une idée reçue, le four ne chauffe pas « de l’intérieur » : les ondes pénètrent sur quelques centimètres, puis la conduction thermique prend le relais. Des ondes stationnaires créent des zones chaudes et froides, d’où le plateau tournant ou un brasseur d’ondes. Les métaux réfléchissent les micro-ondes, et les pointes ou feuilles fines concentrent les charges jusqu’à provoquer des arcs électriques. La cage métallique, y compris la grille de la porte, forme une cage de Faraday qui confine le rayonnement ; ces ondes ne rendent pas la nourriture radioactive. Attention aux liquides qui peuvent bouillir brusquement sans prévenir.',
    },
  },
  {
    id: 'washing-machine',
    title: 'Comment la machine à laver lave le linge ?',
    phrasings: [
      'comment marche une machine à laver',
      'lave-linge',
      'pourquoi la machine à laver tourne',
      'pk la machine fait du bruit quand elle essore',
      'essorage',
      'pourquoi les chaussettes disparaissent dans la machine',
    ],
    answers: {
      up_to_5:
        'La machine à laver fait tourner le linge avec de l’eau et de la lessive, comme si elle le frottait dans un gros bain. Ensuite, elle tourne super vite pour chasser l’eau, et ça fait un grand bruit.',
      '6_to_8':
        'Dans la machine, il y a un gros tambour troué qui tourne. Elle le remplit d’eau, parfois chaude, et de lessive. En tournant, le tambour fait monter le linge puis le laisse retomber, ce qui le frotte et le secoue. La lessive attrape la saleté et le gras et les décolle du tissu. Puis la machine vide l’eau sale et rince avec de l’eau propre. À la fin, le tambour tourne à toute vitesse : l’eau est projetée vers l’extérieur à travers les trous, un peu comme quand un chien mouillé s’ébroue. Ça s’appelle l’essorage.',
      '9_to_12':
        'Une machine à laver combine quatre ingrédients : l’eau, la lessive, la chaleur et le mouvement. Une vanne électrique laisse entrer l’eau, et une résistance la chauffe à la température choisie, par exemple 30 ou 40 °C. Le tambour, entraîné par un moteur, tourne dans un sens puis dans l’autre : des ailettes soulèvent le linge et le laissent retomber, ce qui le brasse sans l’abîmer. La lessive contient des molécules spéciales, les tensioactifs, qui ont une tête qui aime l’eau et une queue qui aime le gras : les queues s’accrochent aux taches de graisse, les entourent et les emportent dans l’eau. Des enzymes, elles, découpent les taches de chocolat, de sang ou d’herbe. Une pompe vide l’eau sale, puis la machine rince. L’essorage fait tourner le tambour à plus de 1 000 tours par minute : l’eau est projetée contre les parois et s’échappe par les trous. Un lavage utilise environ 50 litres d’eau.',
      '13_plus':
        'Laver, c’est combiner quatre facteurs, souvent représentés par le « cercle de Sinner » : l’action chimique de la lessive, l’action mécanique, la température et le temps. Réduire l’un oblige à augmenter les autres. Les premières machines à laver électriques apparaissent au début du XXe siècle aux États-Unis, et se généralisent en France dans les années 1960, libérant un temps considérable, surtout pour les femmes, qui assuraient alors l’essentiel de la lessive. Dans une machine moderne, un programmateur électronique commande l’arrivée d’eau, la résistance chauffante, le moteur, souvent à vitesse variable, et la pompe de vidange. Les tensioactifs de la lessive sont des molécules amphiphiles : leur partie hydrophobe se fixe sur les salissures grasses et leur partie hydrophile les maintient en suspension dans l’eau sous forme de micelles, qui partent au rinçage. Les enzymes (protéases, amylases, lipases) dégradent spécifiquement protéines, amidon et graisses, et fonctionnent bien à basse température, ce qui permet de laver efficacement à 30 °C en consommant beaucoup moins d’énergie, car chauffer l’eau représente l’essentiel de la consommation électrique. L’essorage exploite l’inertie : à 1 200 tours par minute, le linge subit une accélération de plusieurs centaines de fois la pesanteur, et l’eau, qui ne peut suivre la trajectoire courbe, est expulsée par les perforations. Un lavage consomme aujourd’hui environ 40 à 50 litres d’eau, contre plus de 100 il y a quelques décennies. Les textiles synthétiques libèrent toutefois des microfibres de plastique dans les eaux usées.',
    },
  },
  {
    id: 'bridges',
    title: 'Pourquoi les ponts ne tombent pas ?',
    phrasings: [
      'pourquoi les ponts ne tombent pas',
      'pk les ponts tombent pas',
      'comment on construit un pont',
      'pont suspendu',
      'viaduc de millau',
      'pourquoi les ponts ont des arches',
    ],
    answers: {
      up_to_5:
        'Un pont est construit avec des formes très solides, comme des arches ou de grands câbles, qui envoient tout le poids vers le sol. Ses pieds, très costauds, sont plantés bien profond dans la terre.',
      '6_to_8':
        'Un pont doit porter son propre poids, les voitures, les camions et même supporter le vent. Les ingénieurs utilisent des formes malignes. L’arche, en forme d’arc-en-ciel, pousse le poids sur les côtés jusqu’au sol : les Romains en construisaient déjà, comme le pont du Gard, qui tient depuis 2 000 ans. Le pont suspendu, lui, est accroché à d’énormes câbles tendus entre deux grandes tours, comme un hamac. Et tous les ponts ont des fondations très profondes, parfois jusqu’à la roche sous la rivière. En France, le viaduc de Millau enjambe même toute une vallée, et son plus haut pylône dépasse la tour Eiffel !',
      '9_to_12':
        'Un pont tient debout parce que ses ingénieurs envoient les forces là où les matériaux sont forts. La pierre et le béton résistent très bien quand on les écrase, mais cassent facilement quand on les tire. L’acier, lui, résiste bien aux deux. Dans un pont en arc, le poids est transformé en une poussée qui comprime les pierres les unes contre les autres jusqu’aux appuis : c’est pour ça que les arches romaines n’avaient même pas besoin de mortier. Dans un pont suspendu, comme le Golden Gate à San Francisco, le tablier est accroché à des câbles d’acier qui le tirent vers le haut et transmettent le poids aux pylônes et à des ancrages dans la roche. Dans un pont à haubans, comme le viaduc de Millau, ouvert en 2004, les câbles partent directement des pylônes ; son plus haut pylône culmine à 343 mètres, plus haut que la tour Eiffel. Les ingénieurs calculent aussi l’effet du vent et des saisons : le métal s’allonge avec la chaleur, alors on laisse des joints de dilatation pour qu’il puisse bouger.',
      '13_plus':
        'Concevoir un pont, c’est gérer le cheminement des efforts, traction et compression, jusqu’au sol. Les premiers ponts sont des poutres simples, troncs ou dalles de pierre, dont la portée est limitée car la partie inférieure d’une poutre fléchie travaille en traction. L’arc, maîtrisé par les Romains, contourne ce problème : sa forme convertit les charges en compression, que la pierre supporte remarquablement, avec des poussées latérales reprises par les culées. Le pont du Gard, aqueduc du Ier siècle, en est l’exemple célèbre. La révolution industrielle apporte la fonte puis l’acier, et le béton armé, puis précontraint à partir des travaux d’Eugène Freyssinet dans les années 1930, combine la résistance du béton à la compression et celle de l’acier à la traction. Les ponts suspendus permettent les plus grandes portées, au-delà de 2 000 mètres. Les ponts à haubans, comme le viaduc de Millau conçu par l’ingénieur Michel Virlogeux et l’architecte Norman Foster, couvrent les portées intermédiaires. Le vent est un adversaire redoutable : en 1940, le pont de Tacoma Narrows, aux États-Unis, s’est effondré après s’être mis à osciller sous un vent modéré, ce qui a transformé l’étude aérodynamique des tabliers, désormais testés en soufflerie. Les ingénieurs intègrent aussi la fatigue des matériaux, la dilatation thermique, les séismes et la corrosion ; c’est pourquoi les ponts doivent être inspectés et entretenus régulièrement, comme l’a tragiquement rappelé l’effondrement du pont de Gênes en 2018.',
    },
  },
  {
    id: 'skyscrapers',
    title: 'Comment on construit des gratte-ciel ?',
    phrasings: [
      'comment on construit des gratte-ciel',
      'gratte ciel',
      'pourquoi les gratte-ciel ne tombent pas',
      'pk les tours bougent pas avec le vent',
      'plus haut immeuble du monde',
      'comment on construit une tour très haute',
      'pourquoi on construit des immeubles si hauts',
      'grate ciel',
      'burj khalifa',
    ],
    answers: {
      up_to_5:
        'Un gratte-ciel a un squelette très solide en acier et en béton, et des pieds enfoncés très profond dans le sol. Comme ça, il tient debout même s’il est plus haut que les nuages bas !',
      '6_to_8':
        'Pour construire une très haute tour, on commence par creuser très profond et on enfonce dans le sol de gros piliers en béton : ce sont les fondations, comme les racines d’un arbre. Ensuite, on monte un squelette de poutres en acier et de béton, étage par étage, avec de grandes grues qui grimpent en même temps que la tour. Au milieu, il y a un cœur très solide où passent les ascenseurs et les escaliers. Les murs extérieurs sont souvent en verre, accrochés au squelette. En haut, un gratte-ciel bouge un tout petit peu avec le vent, et c’est normal : s’il était trop raide, il pourrait casser. La plus haute tour du monde, à Dubaï, mesure 828 mètres !',
      '9_to_12':
        'On construit des gratte-ciel surtout là où il y a peu de place et où le terrain coûte très cher, comme à New York ou Hong Kong : on ne peut pas s’étaler, alors on monte. Tout commence sous terre, avec des pieux de béton enfoncés parfois à plus de 50 mètres, jusqu’à la roche ou un sol assez résistant. La structure est ensuite une ossature : un noyau central en béton, qui contient les ascenseurs, et des colonnes et des poutres qui portent les planchers. Les façades, souvent en verre, ne portent rien : on les appelle des murs-rideaux. Le plus gros ennemi d’une tour, c’est le vent : le sommet peut se balancer de plusieurs dizaines de centimètres. Certaines tours ont même une énorme boule d’acier suspendue au sommet, qui se balance à contretemps pour calmer les oscillations, comme à Taipei 101. Les gratte-ciel sont nés à Chicago à la fin du XIXe siècle, grâce à l’acier et à l’ascenseur. Le Burj Khalifa, à Dubaï, atteint 828 mètres depuis 2010.',
      '13_plus':
        'Le gratte-ciel naît à Chicago après l’incendie de 1871, avec le Home Insurance Building (1885), souvent considéré comme le premier : une dizaine d’étages portés par une ossature métallique plutôt que par des murs de maçonnerie, qui auraient dû être d’autant plus épais que le bâtiment était haut. Deux innovations le rendent possible : l’acier produit industriellement et l’ascenseur sécurisé d’Elisha Otis. La conception d’une tour répond d’abord aux charges verticales, transmises par les colonnes et le noyau jusqu’aux fondations profondes, pieux ou radier, puis, surtout, aux charges horizontales dues au vent et aux séismes. Au-delà d’une certaine hauteur, c’est le vent qui dimensionne la structure : il crée des tourbillons alternés qui peuvent faire osciller la tour, d’où des formes effilées, torsadées ou en gradins pour les perturber, comme le profil en Y du Burj Khalifa (828 mètres, 2010). On ajoute parfois des amortisseurs à masse accordée : à Taipei 101, une sphère de 660 tonnes se balance en opposition de phase aux mouvements du bâtiment. Le béton à haute performance, pompé à plusieurs centaines de mètres de hauteur, et les grues auto-montantes ont transformé les chantiers. Les enjeux actuels sont énergétiques : les façades vitrées peuvent surchauffer, et la construction en béton et en acier émet beaucoup de CO2, d’où des expériences de tours en bois lamellé. Les gratte-ciel restent aussi des symboles de puissance et de prestige pour les villes qui les érigent.',
    },
  },
  {
    id: 'clocks-watches',
    title: 'Comment une horloge donne l’heure ?',
    phrasings: [
      'comment une horloge donne l’heure',
      'comment marche une montre',
      'comment marche une horloge',
      'comment les aiguilles avancent toutes seules',
      'pourquoi la montre fait tic tac',
      'comment on mesurait l’heure avant',
      'horloge à balancier',
      'comment marche le sablier',
      'horloge atomique',
    ],
    answers: {
      up_to_5:
        'Une horloge a un petit cœur qui bat toujours au même rythme, tic, tac, tic, tac. À chaque battement, les aiguilles avancent d’un tout petit peu, et c’est comme ça qu’elles comptent le temps.',
      '6_to_8':
        'Pour mesurer le temps, il faut quelque chose qui se répète toujours à la même vitesse. Dans les vieilles horloges, c’est un balancier qui va et vient. Dans ta montre, c’est souvent un tout petit cristal, le quartz, qui vibre très, très vite quand une pile lui envoie de l’électricité. L’horloge compte ces mouvements et fait avancer des petites roues dentées qui font tourner les aiguilles : la trotteuse pour les secondes, la grande aiguille pour les minutes et la petite pour les heures. Avant, on utilisait l’ombre du soleil sur un cadran solaire, ou le sable qui coule dans un sablier.',
      '9_to_12':
        'Toute horloge a besoin de deux choses : un phénomène très régulier, qui se répète toujours à la même cadence, et un mécanisme qui compte ces répétitions. Pendant des millénaires, on a utilisé le soleil avec les cadrans solaires, l’eau qui s’écoule dans les clepsydres, ou le sable des sabliers. Au XVIIe siècle, le savant hollandais Christiaan Huygens construit une horloge à balancier, en s’appuyant sur une découverte de Galilée : un pendule met toujours le même temps pour faire un aller-retour. Dans une montre mécanique, le balancier est une petite roue qui oscille grâce à un ressort très fin ; on remonte un autre ressort qui fournit l’énergie. Le « tic-tac » est le bruit de l’échappement, la pièce qui libère les engrenages cran par cran. Les montres à quartz, apparues en 1969, utilisent un petit cristal qui vibre 32 768 fois par seconde. Et les horloges atomiques, les plus précises, ne décalent que d’une seconde en des millions d’années.',
      '13_plus':
        'Mesurer le temps suppose un oscillateur régulier et un compteur. Les Égyptiens et les Babyloniens utilisaient des cadrans solaires et des clepsydres. C’est de Babylone que vient le système sexagésimal, d’où nos 60 minutes et 60 secondes. Les premières horloges mécaniques, à la fin du XIIIe siècle, utilisaient un poids qui descend et un échappement à foliot, très imprécis : plusieurs dizaines de minutes d’écart par jour. Galilée observe l’isochronisme des petites oscillations du pendule, et Christiaan Huygens construit en 1656 la première horloge à pendule, réduisant l’erreur à moins d’une minute par jour ; il invente aussi le balancier-spiral, cœur des montres mécaniques. Au XVIIIe siècle, John Harrison met au point des chronomètres de marine assez précis pour calculer la longitude en mer. L’échappement, qui libère le rouage dent par dent tout en entretenant l’oscillation, produit le tic-tac caractéristique. La montre à quartz, commercialisée en 1969, exploite la piézoélectricité : un cristal de quartz taillé en diapason vibre sous tension à 32 768 Hz, soit 2 puissance 15, une fréquence facile à diviser par deux jusqu’à obtenir une impulsion par seconde. Depuis 1967, la seconde est définie par une transition de l’atome de césium 133, qui correspond à 9 192 631 770 oscillations ; les horloges atomiques qui l’utilisent ont une stabilité d’environ une seconde sur des millions d’années, et elles sont indispensables au GPS et aux réseaux de télécommunications.',
    },
  },
  {
    id: 'robots',
    title: 'C’est quoi, un robot ?',
    phrasings: [
      'c’est quoi un robot',
      'c koi un robot',
      'comment marche un robot',
      'pourquoi les robots bougent',
      'est ce que les robots pensent',
      'robots',
      'robo c koi',
      'robot aspirateur',
      'est-ce que les robots vont remplacer les humains',
    ],
    answers: {
      up_to_5:
        'Un robot, c’est une machine qui peut bouger et faire un travail toute seule, en suivant les ordres qu’on lui a donnés. Il a des capteurs pour sentir ce qui l’entoure, mais il n’a pas de cœur ni de sentiments.',
      '6_to_8':
        'Un robot est une machine qui peut agir toute seule. Il a trois parties importantes : des capteurs, qui sont comme ses yeux et ses oreilles, un petit ordinateur, qui est un peu son cerveau, et des moteurs pour bouger ses bras ou ses roues. L’ordinateur suit un programme écrit par des humains : « si tu vois un mur, tourne ». Il existe plein de robots : ceux qui construisent les voitures dans les usines, ceux qui passent l’aspirateur, et même ceux qui roulent sur la planète Mars ! Mais un robot ne ressent rien : il ne peut pas être content ou triste, même s’il fait semblant. Est-ce que les robots vont remplacer les gens ? Ils font déjà certains travaux à notre place, surtout les plus durs ou les plus répétitifs. Mais il faut des humains pour les inventer, les réparer et décider de ce qu’ils font, et aucun robot ne remplace un ami ou quelqu’un qui t’aime.',
      '9_to_12':
        'Un robot est une machine capable de percevoir son environnement, de prendre des décisions simples et d’agir sur le monde. Ses capteurs (caméras, micros, capteurs de distance ou de toucher) récoltent des informations. Son ordinateur les analyse grâce à des programmes, et ses moteurs, les actionneurs, le font bouger. Dans les usines, des bras robotisés soudent et peignent les voitures avec une précision de quelques dixièmes de millimètre, jour et nuit. À l’hôpital, des robots aident les chirurgiens à faire des gestes très fins, mais c’est toujours le chirurgien qui commande. Sur Mars, les robots Curiosity et Perseverance explorent le sol depuis 2012 et 2021. Le mot « robot » vient du tchèque « robota », qui veut dire travail forcé : il a été inventé pour une pièce de théâtre en 1920. Même les robots les plus impressionnants n’ont ni émotions ni conscience : ils suivent des instructions, parfois très complexes.',
      '13_plus':
        'Le mot « robot » apparaît en 1920 dans la pièce « R.U.R. » de l’écrivain tchèque Karel Čapek, à partir de « robota », la corvée. L’écrivain Isaac Asimov popularise ensuite le terme « robotique » et ses célèbres « trois lois », qui restent de la fiction. Les automates existaient bien avant, comme le canard digérateur de Jacques de Vaucanson en 1739, mais ils répétaient des gestes fixés par leur mécanique. Un robot, lui, boucle en permanence trois étapes : percevoir grâce à des capteurs, décider grâce à un calculateur, agir grâce à des actionneurs (moteurs électriques, vérins). Le premier robot industriel, Unimate, entre en 1961 dans une usine General Motors ; aujourd’hui, plusieurs millions de robots industriels travaillent dans le monde, surtout dans l’automobile et l’électronique. La robotique progresse grâce à l’intelligence artificielle, qui permet par exemple de reconnaître des objets dans une image ou de se déplacer dans un lieu inconnu, mais des tâches qui nous paraissent simples, comme plier du linge ou marcher sur un terrain irrégulier, restent difficiles pour une machine. Les robots d’exploration, comme les rovers martiens ou les sous-marins autonomes, vont là où l’humain ne peut pas aller. Leur diffusion pose des questions de société : transformation des métiers, responsabilité en cas d’erreur, usages militaires. Un robot n’a ni conscience ni émotions, même quand il imite une voix ou un visage humain.',
    },
  },
  {
    id: 'gps-navigation',
    title: 'Comment le GPS sait où on est ?',
    phrasings: [
      'comment le gps sait où on est',
      'comment marche le GPS',
      'c koi le gps',
      'gps voiture',
      'comment le téléphone sait où je suis',
      'pk le gps connait la route',
      'géolocalisation',
      'satellites gps',
      'comment marche le guidage dans la voiture',
    ],
    answers: {
      up_to_5:
        'Très haut dans le ciel, des satellites envoient sans arrêt de petits messages. Le GPS de la voiture les écoute, et en les comparant, il devine exactement où tu es, comme un jeu de piste.',
      '6_to_8':
        'Autour de la Terre tournent une trentaine de satellites GPS, très haut dans l’espace. Chacun envoie sans arrêt un message qui dit : « Je suis ici, et il est exactement telle heure. » Le GPS de la voiture ou du téléphone écoute plusieurs satellites à la fois. Comme les messages mettent un tout petit peu de temps à arriver, il calcule à quelle distance se trouve chaque satellite. Avec au moins quatre satellites, il trouve l’endroit où tu es, à quelques mètres près. Ensuite, une carte rangée dans sa mémoire lui permet de te montrer la route.',
      '9_to_12':
        'Le GPS, pour « Global Positioning System », repose sur une trentaine de satellites américains qui tournent à environ 20 000 km d’altitude. Chacun porte des horloges atomiques extrêmement précises et émet en continu un signal radio qui contient l’heure exacte de l’envoi et sa position. Ton téléphone ne parle pas aux satellites : il se contente d’écouter. En comparant l’heure d’envoi et l’heure d’arrivée, il calcule depuis combien de temps le signal voyage, et comme il va à la vitesse de la lumière, il en déduit la distance. Une seule distance te place quelque part sur une immense sphère autour du satellite ; avec trois satellites, on trouve le point où les sphères se croisent, et un quatrième sert à corriger l’horloge du téléphone, bien moins précise. Le résultat est juste à quelques mètres près. Une erreur d’un millionième de seconde donnerait 300 mètres d’écart ! L’Europe a son propre système, Galileo.',
      '13_plus':
        'Le GPS a été développé par l’armée américaine à partir des années 1970. Ouvert aux civils dans les années 1980, il n’a offert sa pleine précision au public qu’en 2000, quand la dégradation volontaire du signal a été supprimée. D’autres constellations existent : GLONASS (Russie), BeiDou (Chine) et Galileo (Union européenne), et les récepteurs modernes les combinent. Chaque satellite, en orbite vers 20 200 km, diffuse un signal daté par des horloges atomiques et ses éphémérides, c’est-à-dire sa position précise. Le récepteur mesure le temps de propagation, donc une « pseudo-distance » ; avec quatre satellites, il résout un système de quatre inconnues : trois coordonnées et le décalage de sa propre horloge, c’est la trilatération. La précision est cruciale : la lumière parcourt 30 centimètres en une nanoseconde. La relativité intervient concrètement : les horloges des satellites avancent d’environ 38 microsecondes par jour par rapport au sol (effet de la gravité plus faible, diminué par celui de leur vitesse) ; sans correction, l’erreur s’accumulerait d’une dizaine de kilomètres par jour. Le signal est perturbé par l’atmosphère, les réflexions sur les immeubles et les obstacles, d’où des erreurs en ville ou l’absence de réception dans un tunnel ; les téléphones complètent avec le wifi, les antennes relais et leurs capteurs de mouvement. Le GPS sert aussi à synchroniser les réseaux électriques, bancaires et de télécommunication.',
    },
  },
  {
    id: 'letter-delivery',
    title: 'Comment une lettre arrive chez quelqu’un ?',
    phrasings: [
      'comment la lettre arrive',
      'comment marche la poste',
      'pk on met un timbre',
      'à quoi sert le timbre',
      'comment le facteur sait où habiter les gens',
      'pourquoi il faut écrire l’adresse',
      'c koi un code postal',
      'comment une carte postale voyage',
      'lettre au père noël',
    ],
    answers: {
      up_to_5:
        'Tu mets ta lettre dans la boîte jaune de la poste. Des gens et des machines la trient, des camions la transportent, et le facteur la dépose dans la boîte aux lettres de la personne, grâce à l’adresse écrite dessus.',
      '6_to_8':
        'Pour envoyer une lettre, on écrit l’adresse sur l’enveloppe et on colle un timbre : le timbre, c’est le prix du voyage. On la glisse dans une boîte aux lettres de la poste. Un facteur vient la chercher et l’apporte dans un grand centre de tri. Là, des machines lisent l’adresse, surtout le code postal, et rangent les lettres par ville, des milliers en quelques minutes. Les lettres partent ensuite en camion, en train ou en avion. Dans la bonne ville, un facteur fait sa tournée et dépose la lettre dans la boîte du destinataire. C’est pour ça qu’il faut bien écrire l’adresse !',
      '9_to_12':
        'Le voyage d’une lettre est une grande chaîne. Le timbre prouve qu’on a payé le transport. Une fois ramassées dans les boîtes jaunes, les lettres arrivent dans un centre de tri. Des machines oblitèrent les timbres, c’est-à-dire les tamponnent pour qu’on ne puisse pas les réutiliser, puis des caméras photographient chaque enveloppe : un ordinateur lit l’adresse, même écrite à la main, et imprime un code-barres en petits traits. Les lettres sont triées à grande vitesse, des dizaines de milliers par heure, d’abord par département grâce au code postal, puis par ville. Elles voyagent ensuite de nuit, en camion ou en avion, jusqu’au centre de tri d’arrivée, où elles sont classées dans l’ordre de la tournée du facteur. En France, une lettre arrive en général en deux à trois jours. Le premier timbre, le « Penny Black », a été créé en Angleterre en 1840 ; avant, c’était souvent le destinataire qui payait !',
      '13_plus':
        'Les services postaux sont très anciens : l’Empire perse puis l’Empire romain organisaient des relais de messagers à cheval. En France, Louis XI crée en 1477 des relais de poste pour le service du roi, et le service s’ouvre peu à peu aux particuliers. Longtemps, le prix dépendait de la distance et était souvent payé par le destinataire. La réforme britannique de Rowland Hill introduit en 1840 un tarif unique prépayé, matérialisé par le premier timbre, le Penny Black ; la France suit en 1849 avec le timbre Cérès. Le code postal, introduit en France en 1964 et passé à cinq chiffres en 1972, a permis l’automatisation du tri. Aujourd’hui, dans une plateforme industrielle de La Poste, les plis sont redressés, oblitérés, puis photographiés ; un logiciel de reconnaissance optique de caractères déchiffre l’adresse, y compris manuscrite, et un code-barres fluorescent est imprimé sur l’enveloppe pour guider les tris suivants, jusqu’à l’ordre exact des maisons sur la tournée du facteur. Les trieuses traitent plusieurs dizaines de milliers de plis par heure. Le volume de courrier a fortement diminué avec le numérique, divisé par plus de deux en France depuis le début des années 2000, tandis que les colis, portés par le commerce en ligne, augmentent. Une curiosité : les lettres adressées au Père Noël reçoivent une réponse, grâce à un secrétariat spécial de La Poste créé en 1962.',
    },
  },
  {
    id: 'traffic-lights',
    title: 'Pourquoi il y a des feux rouges ?',
    phrasings: [
      'pourquoi il y a des feux rouges',
      'feux tricolores',
      'feu de signalisation',
      'pourquoi le feu est rouge vert orange',
      'pk on s’arrête au feu rouge',
      'comment le feu sait quand changer de couleur',
      'qui a inventé les feux rouges',
      'feu pour piétons',
      'pourquoi le rouge veut dire stop',
    ],
    answers: {
      up_to_5:
        'Les feux disent à chacun quand il peut passer, pour que les voitures et les piétons ne se cognent pas. Rouge, on s’arrête ; vert, on peut y aller ; orange, on se prépare à s’arrêter.',
      '6_to_8':
        'Au carrefour, plein de voitures, de vélos et de piétons veulent passer en même temps. Sans règle, ce serait la bagarre et il y aurait des accidents ! Les feux donnent la parole à chacun son tour. Rouge, on s’arrête ; orange, on s’arrête si on peut, car le rouge arrive ; vert, on peut passer, mais en regardant quand même. On a choisi le rouge pour s’arrêter parce qu’on le voit de très loin et qu’il fait penser au danger. Le petit bonhomme rouge ou vert est pour les piétons. Le feu change tout seul grâce à une minuterie, et parfois des capteurs cachés dans la route sentent les voitures qui attendent. Et même s’il n’y a personne, on attend le vert : une voiture ou un vélo peut arriver très vite sans qu’on l’ait vu, et la règle ne marche que si tout le monde la respecte toujours. Quand tu traverses, attends toujours le bonhomme vert et tiens la main d’un grand.',
      '9_to_12':
        'Les feux tricolores organisent le partage d’un carrefour : ils donnent le passage à une direction pendant que les autres attendent, ce qui évite les collisions. Le rouge a été choisi pour l’arrêt parce que c’est une couleur très visible de loin et associée au danger ; ce code vient des chemins de fer, qui l’utilisaient déjà. Dans beaucoup de villes, les feux suivent un programme réglé selon l’heure de la journée, et ceux d’une même avenue peuvent être synchronisés pour former une « onde verte » qui permet de rouler sans s’arrêter à vitesse régulière. D’autres sont intelligents : des boucles magnétiques sous le bitume ou des caméras détectent les véhicules qui attendent. Les bus ou les pompiers peuvent parfois faire passer le feu au vert. Le tout premier feu de circulation a été installé à Londres en 1868 : il fonctionnait au gaz, était manœuvré à la main par un policier… et il a explosé quelques semaines plus tard ! Les feux électriques sont apparus aux États-Unis en 1914, et à Paris dans les années 1920.',
      '13_plus':
        'Le premier signal de circulation est installé en décembre 1868 devant le Parlement de Londres par l’ingénieur ferroviaire John Peake Knight : un sémaphore à bras le jour, une lanterne à gaz rouge et verte la nuit, actionnés par un policier. Une fuite de gaz provoque une explosion quelques semaines plus tard et le projet est abandonné. Avec l’essor de l’automobile, Cleveland installe en 1914 un feu électrique, et le feu à trois couleurs apparaît au début des années 1920 aux États-Unis ; Paris adopte son premier feu en 1923. Le choix des couleurs hérite de la signalisation ferroviaire : le rouge, de grande longueur d’onde, est bien perçu de loin et culturellement lié au danger ; le vert contraste fortement avec lui. La disposition verticale constante, rouge en haut, aide aussi les personnes daltoniennes. La régulation moderne relève de l’ingénierie du trafic : cycles de feux calculés selon les débits, coordination en « onde verte », détection des véhicules par boucles inductives ou caméras, priorité aux transports en commun, et pilotage centralisé dans les grandes villes. Les feux pour piétons, parfois sonores pour les personnes aveugles, et les décomptes de temps améliorent la sécurité. Les ampoules ont été largement remplacées par des LED, plus visibles et plus économes. Les giratoires, très nombreux en France, sont une alternative aux feux qui ralentit les véhicules et réduit la gravité des accidents.',
    },
  },
  {
    id: 'car-pollution',
    title: 'Pourquoi les voitures polluent ?',
    phrasings: [
      'pourquoi les voitures polluent',
      'pk les voitures polluent',
      'pollution des voitures',
      'pot d’échappement',
      'pourquoi ça sent mauvais derrière les voitures',
      'fumée des voitures',
      'pourquoi la voiture fait de la fumée',
      'gaz d’échappement',
      'pot d echapement',
    ],
    answers: {
      up_to_5:
        'Pour avancer, la voiture brûle de l’essence, et ça fait une fumée qui sort derrière, par le pot d’échappement. Cette fumée salit l’air qu’on respire et réchauffe la Terre.',
      '6_to_8':
        'Le moteur d’une voiture brûle de l’essence ou du gazole pour la faire avancer. Comme un feu de bois fait de la fumée, ce carburant brûlé fabrique des gaz qui sortent par le pot d’échappement. Certains sont mauvais à respirer, surtout en ville où il y a beaucoup de voitures. Un autre gaz, invisible, le dioxyde de carbone, s’accumule dans le ciel et réchauffe la Terre. Pour polluer moins, on peut marcher, faire du vélo, prendre le bus, le train, ou partager la voiture. Les voitures électriques, elles, ne rejettent pas de fumée en roulant.',
      '9_to_12':
        'L’essence et le gazole viennent du pétrole, fait de carbone et d’hydrogène. En brûlant dans le moteur, ils se combinent avec l’oxygène de l’air et produisent surtout de la vapeur d’eau et du dioxyde de carbone, le CO2. Brûler un seul litre d’essence rejette plus de 2 kilos de CO2 ! Ce gaz n’est pas toxique à respirer, mais il retient la chaleur autour de la Terre et participe au réchauffement du climat. La combustion n’étant jamais parfaite, le moteur rejette aussi des gaz nocifs, comme les oxydes d’azote, et de minuscules particules de suie, qui irritent les poumons et aggravent l’asthme. Les pots catalytiques et les filtres à particules en éliminent une grande partie. Même une voiture électrique use ses pneus et ses freins, ce qui libère de fines poussières. En France, les transports sont la première source de gaz à effet de serre, environ un tiers, dont la plus grande part vient des voitures et des camions.',
      '13_plus':
        'La combustion d’un hydrocarbure dans un moteur produit principalement du dioxyde de carbone et de l’eau : un litre d’essence émet environ 2,3 kg de CO2, un litre de gazole environ 2,6 kg, car le carbone du carburant se combine à l’oxygène de l’air. Le CO2, gaz à effet de serre à longue durée de vie, contribue au réchauffement climatique. En France, les transports représentent environ un tiers des émissions nationales, et la voiture individuelle à elle seule plus de la moitié de ce total. La combustion incomplète et les hautes températures génèrent aussi des polluants locaux : monoxyde de carbone, hydrocarbures imbrûlés, oxydes d’azote (formés à partir de l’azote de l’air), et particules fines, surtout pour les moteurs diesel. Ces polluants contribuent à la formation d’ozone en été et sont associés à des maladies respiratoires et cardiovasculaires ; la pollution de l’air est responsable de plusieurs dizaines de milliers de décès prématurés par an en France selon Santé publique France. Les normes européennes « Euro », depuis 1992, ont imposé le pot catalytique, qui transforme ces gaz en composés moins nocifs, puis le filtre à particules. Le scandale du « dieselgate », en 2015, a révélé que certains constructeurs truquaient les tests d’émissions. Même électrique, un véhicule émet des particules par l’abrasion des pneus, des freins et de la route, et sa fabrication a une empreinte. Réduire la pollution passe donc aussi par moins de trajets en voiture, des véhicules plus légers, les transports en commun et le vélo.',
    },
  },
  {
    id: 'bicycle-balance',
    title: 'Pourquoi le vélo ne tombe pas quand il roule ?',
    phrasings: [
      'pourquoi le vélo ne tombe pas',
      'pk le velo tombe pas quand on roule',
      'comment on tient en équilibre sur un vélo',
      'équilibre à vélo',
      'pourquoi on tombe quand le vélo s’arrête',
      'comment apprendre à faire du vélo sans petites roues',
      'qui a inventé le vélo',
      'bicyclette équilibre',
      'pourquoi c’est plus facile de tenir à vélo quand on va vite',
    ],
    answers: {
      up_to_5:
        'Quand tu roules, tu bouges un tout petit peu ton guidon sans même y penser, pour te rattraper dès que tu penches. C’est pour ça qu’un vélo qui avance tient debout, et qu’il tombe quand il s’arrête.',
      '6_to_8':
        'Un vélo arrêté tombe tout de suite, alors pourquoi tient-il quand il roule ? Le secret, c’est toi ! Dès que le vélo commence à pencher d’un côté, tu tournes un tout petit peu le guidon de ce côté-là, et les roues reviennent se placer sous toi. Tu fais ça des dizaines de fois sans t’en rendre compte. Le vélo t’aide aussi : sa roue avant est construite pour tourner toute seule un peu du côté où il penche. Plus tu vas vite, plus ces corrections marchent bien. C’est pour ça qu’on apprend souvent sur une draisienne : on découvre l’équilibre avant les pédales. Le tout premier vélo était d’ailleurs une draisienne : l’Allemand Karl Drais l’a inventée en 1817, et elle n’avait pas de pédales !',
      '9_to_12':
        'Un vélo à l’arrêt a seulement deux points de contact avec le sol, alors il bascule. En mouvement, l’équilibre vient surtout des corrections de direction : quand le vélo penche à gauche, le cycliste tourne légèrement le guidon vers la gauche, les roues viennent se replacer sous le centre de gravité, et le vélo se redresse. Pour tourner, on fait d’ailleurs l’inverse sans le savoir : on donne une toute petite impulsion dans l’autre sens pour faire pencher le vélo, puis on suit. Le vélo est aussi conçu pour aider : la fourche avant est inclinée, de sorte que la roue se braque d’elle-même du côté où le vélo penche, ce qui explique qu’un vélo lâché sans cycliste, poussé assez vite, puisse rouler un moment tout seul. L’effet gyroscope des roues, souvent cité, joue un rôle plus faible qu’on le croit. Le vélo est né en 1817 avec la draisienne de l’Allemand Karl Drais, qui n’avait pas de pédales : on avançait en poussant avec les pieds !',
      '13_plus':
        'La stabilité du vélo est un problème de mécanique étonnamment subtil, étudié depuis le XIXe siècle. L’équilibre d’un cycliste repose principalement sur une régulation active : lorsqu’il penche, il braque dans la direction de la chute, ce qui crée une accélération centripète ramenant les points de contact sous le centre de gravité. Pour amorcer un virage, il pratique le « contre-braquage », une brève impulsion dans le sens opposé. Le vélo lui-même possède une stabilité passive au-delà d’une certaine vitesse, grâce à l’auto-braquage de la roue avant lorsque le cadre s’incline. On l’a longtemps attribuée à deux causes : l’effet gyroscopique des roues et la « chasse », c’est-à-dire le fait que le point de contact de la roue avant se trouve en arrière de l’axe de direction, comme sur une roulette de caddie. En 2011, une équipe menée par Jodi Kooijman et Arend Schwab a publié dans la revue Science un vélo expérimental sans effet gyroscopique ni chasse, pourtant stable : la répartition des masses, notamment celle de l’avant, suffit à produire l’auto-braquage. Historiquement, la draisienne de Karl Drais (1817) est suivie du vélocipède à pédales fixées sur la roue avant, développé en France dans les années 1860, puis du grand-bi, et enfin de la « bicyclette de sécurité » à transmission par chaîne et roues égales, vers 1885, avec le Rover de John Kemp Starley. Le pneumatique de John Boyd Dunlop, en 1888, achève de donner au vélo sa forme moderne.',
    },
  },
  {
    id: 'tyres-black',
    title: 'Pourquoi les pneus sont noirs ?',
    phrasings: [
      'pourquoi les pneus sont noirs',
      'pk les pneus sont noirs',
      'de quoi sont faits les pneus',
      'pneus noirs',
      'pourquoi les pneus sont en caoutchouc',
      'pourquoi il y a de l’air dans les pneus',
      'comment on fabrique un pneu',
      'pneux noir',
      'pourquoi les pneus ont des dessins',
    ],
    answers: {
      up_to_5:
        'Le caoutchouc des pneus n’est pas noir tout seul : on y mélange une fine poussière sombre, comme de la suie. Cette poudre rend les pneus beaucoup plus solides, pour qu’ils roulent très longtemps sans s’abîmer.',
      '6_to_8':
        'Les pneus sont faits surtout de caoutchouc. Le caoutchouc naturel vient de la sève d’un arbre, l’hévéa, et il est plutôt blanc ou beige. Il y a plus de cent ans, les pneus étaient d’ailleurs clairs ! Puis on a découvert qu’en ajoutant une poussière très fine, le noir de carbone, une sorte de suie très fine, les pneus devenaient beaucoup plus solides et s’usaient bien moins vite. Cette poudre les protège aussi du soleil, qui abîme le caoutchouc. Les dessins creusés sur le pneu, eux, servent à chasser l’eau quand il pleut, pour que la voiture ne glisse pas.',
      '9_to_12':
        'Un pneu est un mélange de caoutchouc naturel, tiré de la sève de l’hévéa, de caoutchouc synthétique fabriqué à partir du pétrole, de fils d’acier et de tissus pour la structure, et de nombreux ingrédients. Le plus abondant de ces ingrédients est le noir de carbone, une poudre fabriquée en brûlant du pétrole avec peu d’air, qui donne aux pneus leur couleur. Au début du XXe siècle, les pneus étaient blancs ou gris clair, car on y ajoutait de l’oxyde de zinc, et ils s’usaient en quelques milliers de kilomètres. Le noir de carbone renforce énormément le caoutchouc : il le rend plus résistant à l’usure et aux coupures, il évacue mieux la chaleur et il absorbe les rayons ultraviolets du soleil qui le feraient craquer. Un pneu moderne dure souvent plusieurs dizaines de milliers de kilomètres. L’air à l’intérieur sert d’amortisseur, c’est l’invention du pneumatique par John Boyd Dunlop en 1888, et les rainures chassent l’eau de la route pour garder l’adhérence.',
      '13_plus':
        'Le caoutchouc naturel, polymère issu du latex de l’hévéa, est d’abord collant à la chaleur et cassant au froid. En 1839, Charles Goodyear découvre la vulcanisation, une cuisson avec du soufre qui crée des ponts entre les chaînes du polymère et le rend élastique et stable. Le pneumatique gonflé est breveté par John Boyd Dunlop en 1888 pour le tricycle de son fils, puis les frères Michelin inventent en 1891 le pneu démontable. Les premiers pneus étaient clairs, chargés d’oxyde de zinc. Vers les années 1910, les manufacturiers adoptent le noir de carbone, fines particules de carbone produites par combustion incomplète d’hydrocarbures. Cette « charge renforçante » représente souvent près d’un quart à un tiers de la masse du mélange de la bande de roulement : ses particules nanométriques se lient aux chaînes de caoutchouc, augmentant la résistance à l’abrasion, à la déchirure et la rigidité ; le noir de carbone absorbe aussi les ultraviolets et limite l’oxydation, et améliore la conduction de la chaleur. La durée de vie est passée de quelques milliers à plusieurs dizaines de milliers de kilomètres. Depuis les années 1990, la silice remplace en partie le noir de carbone dans certains pneus, notamment les pneus dits « verts » de Michelin, pour réduire la résistance au roulement et la consommation de carburant. L’usure des pneus libère toutefois des microparticules de caoutchouc dans l’environnement, une source importante de microplastiques, y compris pour les voitures électriques, plus lourdes.',
    },
  },
  {
    id: 'seatbelt',
    title: 'Pourquoi on met la ceinture de sécurité ?',
    phrasings: [
      'pourquoi on met la ceinture de sécurité',
      'pk faut mettre la ceinture',
      'pourquoi il faut s’attacher en voiture',
      'pourquoi je dois avoir un siège auto',
      'rehausseur voiture',
      'pourquoi la ceinture se bloque quand on tire fort',
      'c koi un airbag',
      'siège auto enfant',
    ],
    answers: {
      up_to_5:
        'Si la voiture freine très fort, ton corps, lui, continue d’avancer. La ceinture te tient bien serré dans ton siège, comme un gros câlin qui te protège.',
      '6_to_8':
        'Quand une voiture roule, tout ce qui est dedans roule à la même vitesse, toi aussi ! Si la voiture s’arrête d’un coup, par exemple en cas d’accident, ton corps, lui, continue d’avancer et pourrait se cogner très fort. La ceinture te retient dans ton siège. Elle est même maligne : si tu la tires doucement, elle se déroule, mais si tu tires d’un coup sec, elle se bloque. Les enfants ont un siège auto ou un rehausseur pour que la ceinture passe au bon endroit, sur l’épaule et sur les hanches, et pas sur le cou ou le ventre. On s’attache à chaque fois, même pour un petit trajet.',
      '9_to_12':
        'La ceinture protège contre un phénomène appelé l’inertie : un objet en mouvement a tendance à continuer tout droit à la même vitesse. Lors d’un choc à 50 km/h, la voiture s’arrête en une fraction de seconde, mais les passagers non attachés continuent d’avancer à 50 km/h et heurtent le tableau de bord ou le pare-brise : c’est comme tomber de plusieurs étages. La ceinture retient le corps par ses parties les plus solides, le bassin et la cage thoracique, et s’étire un peu pour ralentir le choc. Dans l’enrouleur, un petit mécanisme à bille ou à balancier bloque la sangle dès que la voiture freine brusquement ou que la sangle est tirée trop vite. L’airbag, un coussin qui se gonfle en quelques millisecondes, complète la ceinture mais ne la remplace pas. Chez les enfants, le siège auto ou le rehausseur est obligatoire, en France, jusqu’à 10 ans, pour que la ceinture soit bien placée. La ceinture à trois points a été inventée en 1959 en Suède.',
      '13_plus':
        'La ceinture de sécurité répond au principe d’inertie énoncé par Newton : lors d’une collision, l’habitacle décélère brutalement, tandis que les occupants conservent leur vitesse jusqu’à ce qu’un obstacle les arrête. L’enjeu est d’allonger la durée et la distance de cette décélération et de répartir les forces sur les zones du corps les plus résistantes, le bassin et le thorax. La ceinture à trois points, conçue en 1959 par l’ingénieur Nils Bohlin pour Volvo, qui a laissé son brevet libre d’usage pour tous les constructeurs, a sauvé un nombre considérable de vies. L’enrouleur à blocage d’urgence réagit à la décélération du véhicule, par une masse pendulaire, et à l’accélération de la sangle, par un cliquet centrifuge. Les voitures modernes ajoutent des prétensionneurs pyrotechniques qui retendent la sangle au début du choc et des limiteurs d’effort qui la laissent filer légèrement pour éviter des blessures au thorax. Les airbags, généralisés dans les années 1990, sont conçus pour des occupants ceinturés. Un passager non attaché peut être blessé par leur déploiement, d’où l’interdiction d’un siège enfant dos à la route devant un airbag actif. En France, la ceinture est obligatoire à l’avant depuis 1973 et à l’arrière depuis 1990 ; les dispositifs de retenue pour enfants sont obligatoires jusqu’à 10 ans, la morphologie de l’enfant ne permettant pas un bon positionnement de la sangle adulte, qui risquerait de comprimer le cou ou l’abdomen. On estime que la ceinture réduit de moitié environ le risque de mort pour un occupant avant en cas d’accident.',
    },
  },
  {
    id: 'house-building',
    title: 'Comment on construit une maison ?',
    phrasings: [
      'comment on construit une maison',
      'comment on fait une maison',
      'construire une maison',
      'pk une maison tombe pas',
      'c koi les fondations',
      'de quoi est faite une maison',
      'combien de temps pour construire une maison',
      'métiers du bâtiment',
      'chantier de maison',
    ],
    answers: {
      up_to_5:
        'Pour construire une maison, on creuse d’abord le sol pour faire des pieds très solides. Puis on monte les murs brique par brique, on pose le toit, et enfin on installe les fenêtres, l’eau et l’électricité.',
      '6_to_8':
        'Avant tout, un architecte dessine les plans : où seront les chambres, la cuisine, les fenêtres. Puis sur le chantier, une pelleteuse creuse, et on coule du béton dans les trous : ce sont les fondations, les pieds de la maison, qui l’empêchent de s’enfoncer ou de pencher. Les maçons montent ensuite les murs avec des briques ou des blocs de béton, ou bien on assemble une maison en bois. Le charpentier pose la charpente, le squelette du toit, et le couvreur met les tuiles. Ensuite viennent le plombier, l’électricien, le menuisier pour les fenêtres, et le peintre. Il faut souvent près d’un an pour construire une maison !',
      '9_to_12':
        'Construire une maison, c’est le travail de toute une équipe, dans un ordre précis. L’architecte dessine les plans, et la mairie doit donner un permis de construire. On étudie le sol, puis on creuse pour couler les fondations en béton armé, c’est-à-dire du béton renforcé par des barres d’acier : elles répartissent le poids de la maison sur un sol stable. On coule ensuite une dalle, le plancher du rez-de-chaussée. Les murs porteurs sont montés en briques, en parpaings, en pierre ou en bois. La charpente et la couverture mettent la maison « hors d’eau », puis on pose les portes et fenêtres pour la mettre « hors d’air ». Vient alors le second œuvre : l’isolation, très importante pour garder la chaleur l’hiver et la fraîcheur l’été, la plomberie, l’électricité, le chauffage, les cloisons et les peintures. En France, le chantier d’une maison dure souvent de 8 mois à 1 an.',
      '13_plus':
        'La construction d’une maison suit une succession d’étapes qu’on sépare en gros œuvre et second œuvre. En amont, l’architecte ou le constructeur conçoit le projet en respectant les règles d’urbanisme locales, et le permis de construire doit être obtenu. Une étude de sol détermine le type de fondations : semelles filantes sous les murs dans un sol porteur, pieux ou radier dans un terrain plus fragile. C’est la bonne transmission des charges au sol qui évite les fissures et les tassements. Le gros œuvre comprend les fondations, le soubassement, les murs porteurs, les planchers et le linteau des ouvertures ; le béton armé, mis au point au XIXe siècle, y associe la résistance du béton en compression à celle de l’acier en traction. La charpente, en bois ou en métal, soutient la couverture, en tuiles, ardoises ou zinc selon les régions. Le second œuvre regroupe menuiseries, isolation, réseaux électriques et de plomberie, chauffage, ventilation et finitions. Les enjeux actuels sont énergétiques : en France, les bâtiments représentent une part importante de la consommation d’énergie et des émissions de gaz à effet de serre, et la réglementation environnementale RE2020 impose une très bonne isolation et prend en compte le carbone émis par les matériaux, ce qui favorise le bois et les matériaux biosourcés. Depuis l’Antiquité, les techniques varient selon les ressources locales : terre crue, pierre, bois, brique, et chaque région garde ses traditions architecturales.',
    },
  },
  {
    id: 'submarine',
    title: 'Comment un sous-marin plonge et remonte ?',
    phrasings: [
      'comment un sous-marin plonge',
      'comment marche un sous marin',
      'pourquoi le sous-marin ne coule pas',
      'pk le sous marin remonte',
      'sous-marin',
      'sous marin',
      'soumarin',
      'comment on respire dans un sous-marin',
      'périscope',
    ],
    answers: {
      up_to_5:
        'Un sous-marin a de grands réservoirs. Pour plonger, il les remplit d’eau et devient lourd ; pour remonter, il chasse l’eau avec de l’air et redevient léger, comme un bouchon.',
      '6_to_8':
        'Un sous-marin a, tout autour de lui, de grands réservoirs qu’on appelle ballasts. Quand ils sont pleins d’air, il flotte comme un bateau. Pour plonger, on ouvre des trappes : l’eau de mer entre, le sous-marin devient plus lourd et s’enfonce. Pour remonter, on envoie de l’air très serré, stocké dans des bouteilles, qui chasse l’eau hors des ballasts : le sous-marin redevient léger et remonte. Une grande hélice le fait avancer, et des sortes de petites ailes l’aident à monter ou descendre. Pour voir au-dessus de l’eau sans sortir, il lève un long tube avec des miroirs : le périscope.',
      '9_to_12':
        'Un sous-marin joue sur son poids pour plonger ou remonter. Sa coque résistante est entourée de ballasts : vides, ils rendent le sous-marin plus léger que l’eau qu’il déplace, et il flotte. Remplis d’eau de mer, ils l’alourdissent, et il plonge. Pour remonter, on chasse l’eau en y soufflant de l’air comprimé. Des petits réservoirs d’équilibrage permettent de rester parfaitement stable à une profondeur donnée, et des gouvernails en forme d’ailerons orientent la montée ou la descente. Sous l’eau, il faut une coque très épaisse, car la pression augmente d’environ 1 kilo par centimètre carré tous les 10 mètres. Comme il n’y a pas d’air sous l’eau, les sous-marins avancent grâce à des moteurs électriques et des batteries, ou grâce à un petit réacteur nucléaire qui leur permet de rester des mois en plongée. Pour se repérer dans le noir, ils utilisent le sonar, qui « voit » avec des sons, un peu comme les dauphins.',
      '13_plus':
        'Le sous-marin exploite la poussée d’Archimède : il plonge lorsque son poids dépasse celui de l’eau qu’il déplace et remonte dans le cas inverse. Ce poids est modulé par des ballasts, remplis d’eau de mer par des purges en plongée et vidés par de l’air comprimé. Des caisses de réglage assurent la « pesée », c’est-à-dire un équilibre presque parfait en immersion, et les barres de plongée, comparables à des ailerons, pilotent l’assiette en mouvement. La pression augmente d’environ 1 bar tous les 10 mètres, ce qui impose une coque épaisse en acier à haute résistance. Les sous-marins militaires opèrent généralement à quelques centaines de mètres. Le Hollandais Cornelis Drebbel fit naviguer un bateau submersible à rames sur la Tamise dans les années 1620, et Jules Verne popularise le rêve avec le Nautilus de « Vingt mille lieues sous les mers » en 1870. La propulsion a longtemps combiné moteur diesel en surface et moteurs électriques sur batteries en plongée, ce qui obligeait à remonter souvent ; la propulsion nucléaire, inaugurée par l’USS Nautilus en 1955, libère de cette contrainte, et l’oxygène est alors produit à bord par électrolyse de l’eau de mer. Privés de vision et de GPS sous l’eau, les sous-marins naviguent grâce à des centrales inertielles et détectent leur environnement au sonar. Pour les très grandes profondeurs, on utilise des engins spéciaux : en 1960, le bathyscaphe Trieste, avec Jacques Piccard et Don Walsh, atteint le fond de la fosse des Mariannes, à près de 11 000 mètres.',
    },
  },
  {
    id: 'tunnels',
    title: 'Comment on creuse un tunnel sous la mer ou sous une montagne ?',
    phrasings: [
      'comment on creuse un tunnel',
      'comment on fait un tunnel sous la mer',
      'pk le tunnel s’écroule pas',
      'tunnelier',
      'comment on creuse sous une montagne',
      'pourquoi l’eau rentre pas dans le tunnel sous la mer',
    ],
    answers: {
      up_to_5:
        'Pour creuser un tunnel, on utilise une machine géante, le tunnelier, qui a une grosse tête qui tourne et qui gratte la roche, comme une taupe en métal. Derrière elle, on pose des murs en béton pour que rien ne s’écroule.',
      '6_to_8':
        'Pour creuser un long tunnel, on utilise souvent une machine énorme, le tunnelier, qui peut être aussi longue qu’un train. À l’avant, une grande roue couverte de dents tourne et râpe la roche petit à petit. Les cailloux sont emportés vers l’arrière par un tapis roulant. Au fur et à mesure, la machine pose derrière elle des anneaux de béton qui forment les murs du tunnel, pour qu’il ne s’écroule pas et que l’eau n’entre pas. Dans les roches très dures, on utilise parfois des explosifs. Le tunnel sous la Manche, qui relie la France et l’Angleterre sous la mer, mesure 50 kilomètres !',
      '9_to_12':
        'Il existe deux grandes façons de creuser un tunnel. Dans la roche dure, on peut percer des trous, y placer des explosifs, faire sauter un morceau de montagne, évacuer les débris et recommencer, quelques mètres à la fois. Mais on utilise de plus en plus des tunneliers, d’immenses machines rondes dont la tête rotative, équipée de molettes en acier, grignote le terrain. Derrière, des bras robotisés posent des « voussoirs », de gros morceaux de béton qui s’assemblent en anneaux étanches. Les géologues étudient le terrain à l’avance, et des géomètres guident la machine au centimètre près grâce à des lasers : pour le tunnel sous la Manche, les équipes françaises et anglaises, parties chacune de leur côté, se sont rejointes en 1990 avec seulement quelques dizaines de centimètres d’écart ! Ce tunnel, ouvert en 1994, passe à environ 40 mètres sous le fond de la mer, dans une couche de roche imperméable, la craie bleue. Le plus long tunnel ferroviaire du monde, le tunnel de base du Saint-Gothard, en Suisse, mesure 57 kilomètres.',
      '13_plus':
        'Le creusement de tunnels est une discipline ancienne : les Romains perçaient déjà des galeries pour leurs aqueducs. La méthode traditionnelle en roche dure, le forage-minage, consiste à forer des trous selon un plan précis, à les charger d’explosifs, puis à évacuer les déblais et à soutenir la voûte par des boulons d’ancrage et du béton projeté. La « nouvelle méthode autrichienne » utilise la résistance de la roche elle-même, en mesurant en continu ses déformations. Les tunneliers, dont l’ancêtre est le bouclier de Marc Brunel utilisé sous la Tamise à partir de 1825, sont aujourd’hui des usines mobiles de plus de 100 mètres de long : la roue de coupe abat le terrain, un système de pression équilibre la poussée du sol et de l’eau dans les terrains meubles, et un érecteur pose les voussoirs préfabriqués qui forment le revêtement définitif. Le tunnel sous la Manche, inauguré en 1994, compte trois galeries, deux ferroviaires et une de service, sur environ 50 km, dont 38 sous la mer, creusées par onze tunneliers dans la craie bleue, une roche à la fois tendre et peu perméable. Le tunnel de base du Saint-Gothard (57 km, 2016) passe sous plus de 2 000 mètres de montagne, où la roche atteint plus de 40 °C. Les enjeux sont nombreux : venues d’eau, failles, gaz, chaleur, mais aussi ventilation et sécurité incendie en exploitation, comme l’a montré l’incendie du tunnel du Mont-Blanc en 1999, qui a conduit à renforcer les règles de sécurité.',
    },
  },
  {
    id: 'cranes',
    title: 'Comment une grue soulève des choses si lourdes sans tomber ?',
    phrasings: [
      'comment une grue soulève des choses lourdes',
      'pourquoi la grue ne tombe pas',
      'comment marche une grue',
      'pk la grue se renverse pas',
      'grue qui soulève',
    ],
    answers: {
      up_to_5:
        'La grue a un grand bras avec un crochet d’un côté, et de l’autre, de gros blocs de béton très lourds. Comme sur une balançoire à bascule, ces blocs l’empêchent de tomber quand elle soulève quelque chose.',
      '6_to_8':
        'Une grue de chantier, c’est comme une balançoire à bascule géante. D’un côté de son long bras, un crochet soulève les charges, tiré par un câble enroulé par un moteur. De l’autre côté, un bras plus court porte de gros blocs de béton : le contrepoids. Il équilibre la grue pour qu’elle ne se renverse pas. Son pied est aussi fixé dans une grosse base en béton, ou lesté de poids. Le grutier, la personne qui la conduit, grimpe par une échelle dans la petite cabine tout en haut, ou la commande depuis le sol avec une télécommande. Et une grue sait ses limites : si la charge est trop lourde, elle refuse de la soulever.',
      '9_to_12':
        'Une grue à tour repose sur le principe du levier et de l’équilibre. Sa flèche, le long bras horizontal, porte un chariot qui se déplace avec le crochet ; à l’opposé, la contre-flèche porte un contrepoids de plusieurs tonnes de blocs de béton. Plus la charge est loin du mât, plus elle a tendance à faire basculer la grue : c’est pourquoi une grue peut soulever une charge plus lourde près de son mât qu’au bout de sa flèche. Des capteurs mesurent en permanence le poids et la distance, et bloquent le mouvement si la limite est dépassée. Le câble passe dans des poulies, ce qui démultiplie la force du treuil, comme un palan. La base de la grue est ancrée dans un massif en béton ou lestée. Par grand vent, on laisse la grue tourner librement comme une girouette pour qu’elle offre moins de prise. Certaines grues grandissent avec le bâtiment : elles ajoutent elles-mêmes des morceaux à leur mât.',
      '13_plus':
        'La grue applique des principes connus depuis l’Antiquité : les Grecs et les Romains utilisaient déjà des engins de levage à poulies multiples, actionnés par des hommes marchant dans une grande roue. La stabilité d’une grue à tour repose sur l’équilibre des moments : le produit de la charge par sa distance au mât, augmenté du poids propre de la flèche, doit rester inférieur au moment résistant dû au contrepoids, au lest de base et à l’ancrage. D’où les « courbes de charge » : une grue capable de lever plusieurs tonnes près du mât n’en soulève qu’une fraction au bout de sa flèche. Des limiteurs de moment et de charge coupent les mouvements dangereux. Le palan, avec plusieurs brins de câble passant dans des poulies mouflées, divise l’effort du treuil au prix d’une plus grande longueur de câble à enrouler. Le vent est la principale menace : au-delà d’une certaine vitesse, le travail cesse et la grue est mise « en girouette », libre de tourner pour présenter le moins de surface possible. Les grues à tour se montent avec une grue mobile ou, pour les plus hautes, grandissent par télescopage : un cadre hydraulique soulève la partie haute pour insérer un nouvel élément de mât. Sur les gratte-ciel, des grues grimpantes s’appuient sur la structure elle-même et montent avec les étages. Les plus grandes grues mobiles et les grues de port soulèvent plusieurs centaines, voire milliers de tonnes.',
    },
  },
  {
    id: 'vacuum-cleaner',
    title: 'Comment l’aspirateur aspire la poussière ?',
    phrasings: [
      'comment l’aspirateur aspire',
      'comment marche un aspirateur',
      'pourquoi l’aspirateur fait du bruit',
      'pk l aspirateur aspire',
      'aspirateur',
      'aspirateur robot',
      'aspirer la poussière',
    ],
    answers: {
      up_to_5:
        'Dans l’aspirateur, un moteur fait tourner un ventilateur très vite qui chasse l’air vers l’arrière. L’air du dehors se précipite dans le tuyau pour prendre sa place, et il emporte la poussière avec lui, comme quand tu aspires avec une paille.',
      '6_to_8':
        'À l’intérieur de l’aspirateur, un moteur fait tourner un ventilateur à toute vitesse. Ce ventilateur pousse l’air hors de l’aspirateur, par l’arrière. Du coup, il y a moins d’air à l’intérieur, et l’air de la pièce entre par le tuyau pour le remplacer. Ce courant d’air emporte la poussière, les miettes et les cheveux. L’air passe ensuite à travers un sac ou un filtre, qui garde la saleté comme une passoire, et ressort propre. Le bruit vient du moteur et de l’air qui file très vite. C’est un peu comme toi quand tu aspires ton jus avec une paille !',
      '9_to_12':
        'Un aspirateur crée une dépression, c’est-à-dire une zone où la pression de l’air est plus basse qu’autour. Son moteur électrique tourne à plusieurs dizaines de milliers de tours par minute et entraîne une turbine qui expulse l’air vers la sortie. L’air de la pièce, poussé par la pression atmosphérique, s’engouffre alors dans le tuyau et emporte avec lui poussières et miettes. Plus l’ouverture est étroite, plus l’air y passe vite et arrache bien la saleté. Dans les modèles à sac, l’air traverse un sac en papier ou en tissu qui retient la poussière ; dans les modèles sans sac, l’air tourbillonne très vite dans un cylindre, et la poussière, projetée contre les parois, tombe dans un bac. Des filtres très fins retiennent les plus petites particules, comme celles qui gênent les personnes allergiques. Les robots aspirateurs ajoutent des capteurs pour éviter les murs et les escaliers. Les premiers aspirateurs motorisés, au début du XXe siècle, étaient si gros qu’on les tirait dans la rue avec des chevaux !',
      '13_plus':
        'L’aspirateur repose sur une différence de pression : ce n’est pas l’appareil qui « tire » la poussière, c’est la pression atmosphérique qui pousse l’air vers la zone de dépression créée par la turbine. En 1901, l’ingénieur britannique Hubert Cecil Booth fait breveter une machine aspirante motorisée, si encombrante qu’elle restait dans une voiture à cheval garée devant les maisons, tandis que de longs tuyaux passaient par les fenêtres ; les modèles portatifs se répandent dans les années 1910 et 1920. Un aspirateur moderne associe un moteur universel ou sans balais tournant à plusieurs dizaines de milliers de tours par minute, une turbine centrifuge et un circuit de filtration. Le débit d’air et la dépression sont les deux grandeurs qui déterminent l’efficacité, un compromis que règlent la forme de la buse et la brosse rotative qui décolle les saletés des tapis. Les aspirateurs cycloniques, popularisés par James Dyson dans les années 1990, exploitent la force centrifuge : l’air mis en rotation rapide projette les particules contre la paroi, ce qui évite le colmatage d’un sac. Les filtres HEPA retiennent au moins 99,95 % des particules de l’ordre de 0,3 micromètre, utiles contre les acariens et les pollens. Le bruit provient surtout de la turbine et des turbulences de l’air. Les robots aspirateurs, apparus au début des années 2000, cartographient la pièce grâce à des capteurs infrarouges, des caméras ou des lasers. L’Union européenne a limité la puissance des aspirateurs à 900 watts en 2017, en exigeant une efficacité accrue.',
    },
  },
  {
    id: 'barcode-checkout',
    title: 'Comment la caisse du magasin connaît le prix ?',
    phrasings: [
      'comment la caisse connaît le prix',
      'c’est quoi un code-barres',
      'pourquoi la caisse fait bip',
      'pk la caisse bip',
      'comment marche le code-barres',
      'à quoi servent les traits noirs sur les paquets',
      'c koi un qr code',
    ],
    answers: {
      up_to_5:
        'Sur chaque paquet, il y a des petits traits noirs : c’est le code-barres. La caisse le lit avec une lumière rouge, fait « bip », et son ordinateur retrouve le prix.',
      '6_to_8':
        'Les traits noirs et blancs sur les paquets forment le code-barres. Chaque produit a son propre numéro, écrit avec des traits plus ou moins gros, un peu comme une carte d’identité. Quand la caissière passe le paquet devant la vitre, une lumière rouge éclaire les traits : le blanc renvoie la lumière, le noir l’avale. Le lecteur comprend alors le numéro, et le « bip » veut dire : « J’ai bien lu ! » L’ordinateur du magasin a une grande liste avec le prix de chaque numéro. Il ajoute le prix au ticket, et il sait même combien de paquets il reste dans le magasin.',
      '9_to_12':
        'Le code-barres est une façon d’écrire un nombre que les machines lisent très vite. En Europe, la plupart des produits ont un code à 13 chiffres : les premiers indiquent le pays d’enregistrement et l’entreprise, les suivants le produit, et le dernier sert à vérifier qu’il n’y a pas d’erreur de lecture. Chaque chiffre est représenté par une combinaison de barres noires et d’espaces blancs de différentes largeurs. Le lecteur de la caisse envoie un faisceau laser ou prend une image : les barres noires absorbent la lumière, les espaces blancs la renvoient, et un capteur transforme ces variations en nombre. Le code lui-même ne contient pas le prix ! C’est l’ordinateur du magasin qui fait le lien entre le numéro et le prix, ce qui permet de changer un prix sans réimprimer les paquets. Le premier produit vendu grâce à un code-barres, en 1974 aux États-Unis, était un paquet de chewing-gums. Les QR codes, ces carrés à petits points, sont des codes-barres en deux dimensions qui contiennent bien plus d’informations.',
      '13_plus':
        'L’idée du code-barres est brevetée en 1952 par les Américains Norman Joseph Woodland et Bernard Silver, qui s’étaient inspirés du morse en étirant ses points et ses traits en barres. Mais il a fallu attendre les lasers et les ordinateurs bon marché pour l’utiliser. Le code UPC, adopté par la grande distribution américaine en 1973, scanne pour la première fois, le 26 juin 1974 dans l’Ohio, un paquet de chewing-gums. L’Europe adopte le code EAN-13, à treize chiffres, dont le premier groupe désigne l’organisme national qui a attribué le numéro (300 à 379 pour la France) et non forcément le pays de fabrication. Chaque chiffre est codé sur sept modules, formant deux barres et deux espaces de largeurs variables. Des motifs de garde au début, au milieu et à la fin permettent de lire le code dans les deux sens, et le dernier chiffre est une clé de contrôle calculée à partir des autres pour détecter les erreurs. Le lecteur mesure la réflectance le long d’une ligne, au laser ou par capteur d’image, et convertit les largeurs en chiffres. Le code n’est qu’un identifiant : le prix, le stock et les promotions sont stockés dans la base de données du magasin, ce qui a révolutionné la gestion des stocks et la logistique. Le QR code, inventé en 1994 par la société japonaise Denso Wave pour suivre des pièces automobiles, est un code matriciel en deux dimensions qui peut stocker des milliers de caractères et reste lisible même partiellement abîmé grâce à des codes correcteurs d’erreurs.',
    },
  },
  {
    id: 'loudspeaker-headphones',
    title: 'Comment la musique sort du haut-parleur ?',
    phrasings: [
      'comment la musique sort du haut-parleur',
      'comment marche un haut parleur',
      'comment marche un casque audio',
      'pourquoi on entend la musique dans les écouteurs',
      'pk l enceinte fait du son',
      'enceinte bluetooth',
      'haut-parleur',
      'comment marche une enceinte',
      'comment marchent les écouteurs',
    ],
    answers: {
      up_to_5:
        'Dans un haut-parleur, il y a une petite membrane qui bouge très vite d’avant en arrière, comme la peau d’un tambour. Elle pousse l’air, et ces petites vagues d’air arrivent dans tes oreilles : c’est la musique !',
      '6_to_8':
        'Le son, c’est de l’air qui tremble. Un haut-parleur fabrique ces tremblements. Il contient une membrane, souvent en forme de cône, collée à une petite bobine de fil placée près d’un aimant. La musique arrive dans le fil sous forme d’électricité qui change sans arrêt. L’aimant attire puis repousse la bobine, qui fait bouger la membrane en avant et en arrière, des centaines ou des milliers de fois par seconde. La membrane pousse l’air, et le son arrive à tes oreilles. Dans les écouteurs, c’est pareil, en tout petit. Attention : écouter trop fort peut abîmer tes oreilles pour toujours.',
      '9_to_12':
        'Un haut-parleur transforme un signal électrique en son. Sa pièce principale est une membrane légère, reliée à une bobine de fil de cuivre qui entoure un aimant permanent. Quand le courant de la musique traverse la bobine, elle devient elle-même un petit aimant, qui est attiré ou repoussé par l’aimant fixe selon le sens du courant. Comme ce courant varie exactement comme la musique, la bobine et la membrane vibrent au même rythme et poussent l’air : elles créent des ondes sonores. Plus la vibration est rapide, plus le son est aigu ; plus elle est ample, plus il est fort. Les gros haut-parleurs, les « woofers », font les sons graves, et les petits, les « tweeters », les aigus. Un micro fonctionne à l’envers : le son fait bouger une membrane, qui produit un courant. Pour protéger tes oreilles, garde le volume de ton casque sous la moitié, et fais des pauses : les cellules de l’oreille abîmées ne repoussent pas.',
      '13_plus':
        'Le haut-parleur électrodynamique, breveté dans les années 1920 par Chester Rice et Edward Kellogg, est resté le modèle dominant. Il repose sur la force de Laplace : un conducteur parcouru par un courant et placé dans un champ magnétique subit une force proportionnelle à l’intensité. La bobine mobile, logée dans l’entrefer d’un aimant permanent, est solidaire d’une membrane maintenue par une suspension souple ; le signal audio alternatif, amplifié, la fait osciller fidèlement, et la membrane met en mouvement l’air, produisant des variations de pression qui se propagent à environ 340 mètres par seconde. L’oreille humaine perçoit à peu près de 20 à 20 000 hertz : aucun haut-parleur ne reproduit parfaitement toute cette plage, d’où les enceintes à plusieurs voies, avec un filtre qui envoie les graves au boomer et les aigus au tweeter. Le caisson de l’enceinte empêche l’onde émise à l’arrière de la membrane d’annuler celle de l’avant, ce qui améliore les graves. Les écouteurs utilisent le même principe en miniature, parfois d’autres technologies comme les transducteurs à armature équilibrée. Le microphone dynamique applique le principe inverse, l’induction électromagnétique. Les casques à réduction de bruit active captent le bruit ambiant et émettent une onde en opposition de phase qui l’atténue. Enfin, l’exposition prolongée à des niveaux sonores élevés détruit les cellules ciliées de l’oreille interne, qui ne se régénèrent pas ; c’est pourquoi la réglementation limite le volume maximal des baladeurs et que l’on recommande des pauses régulières.',
    },
  },
  {
    id: 'lock-and-key',
    title: 'Comment une clé ouvre la serrure ?',
    phrasings: [
      'comment marche une serrure',
      'pourquoi chaque clé est différente',
      'serrure',
      'pourquoi la clé a des dents',
      'pourquoi les clés sont en métal',
      'pk une clé ouvre que sa serrure',
    ],
    answers: {
      up_to_5:
        'Dans la serrure, il y a de petits bâtons qui bloquent la porte. Les bosses de la bonne clé les poussent exactement à la bonne hauteur, alors la serrure peut tourner et la porte s’ouvre.',
      '6_to_8':
        'Dans une serrure, il y a un petit cylindre qui doit tourner pour ouvrir la porte. Mais il est bloqué par plusieurs petites tiges en métal, de longueurs différentes, poussées par des ressorts. Quand tu mets la clé, ses dents soulèvent chaque tige. Si c’est la bonne clé, toutes les tiges arrivent pile à la bonne hauteur en même temps, et le cylindre peut tourner : la porte s’ouvre ! Avec une autre clé, même une seule tige trop haute ou trop basse bloque tout. C’est comme un code secret, mais écrit avec des bosses au lieu de chiffres.',
      '9_to_12':
        'La serrure la plus répandue est la serrure à goupilles. Son barillet, le petit cylindre où l’on glisse la clé, est traversé par plusieurs goupilles, chacune coupée en deux morceaux et poussée par un ressort. Quand aucune clé n’est insérée, les morceaux du haut descendent à moitié dans le barillet et l’empêchent de tourner. Les dents de la clé, taillées à des hauteurs précises, soulèvent chaque goupille pour que la coupure entre ses deux morceaux tombe exactement au bord du barillet. Alors seulement il peut tourner, et il entraîne le pêne, la languette de métal qui sort de la porte pour la bloquer. Avec cinq ou six goupilles et plusieurs hauteurs possibles pour chacune, on obtient des milliers de combinaisons, ce qui explique que ta clé n’ouvre pas la porte du voisin. Ce système a été perfectionné par l’Américain Linus Yale dans les années 1860, mais les Égyptiens utilisaient déjà des serrures en bois à chevilles il y a environ 4 000 ans. Les badges, eux, ouvrent grâce à une puce et des ondes radio.',
      '13_plus':
        'Les premières serrures connues, en Mésopotamie et en Égypte, il y a environ 4 000 ans, étaient en bois : des chevilles tombaient dans des trous du verrou, et une grande clé munie de tenons les soulevait. Les Romains généralisent les clés en métal, parfois portées en bague. Au Moyen Âge, les serrures à gardes, dont les obstacles internes n’acceptent qu’une clé à la découpe correspondante, se répandent, mais elles sont faciles à crocheter. En 1848, Linus Yale Sr. invente une serrure à goupilles, et son fils, Linus Yale Jr., met au point dans les années 1860 le cylindre à goupilles moderne, compact et standardisé. Le principe repose sur une « ligne de cisaillement » entre le rotor, qui tourne, et le stator, fixe : chaque paire de goupilles, poussée par un ressort, traverse cette ligne sauf lorsque la clé, par la hauteur de ses crans, aligne exactement toutes les coupures. Le nombre de combinaisons croît exponentiellement avec le nombre de goupilles et de hauteurs possibles, mais les tolérances de fabrication permettent le crochetage par un expert, d’où des serrures dites de haute sécurité avec goupilles anti-crochetage, profils de clé brevetés ou cylindres à pompe. Le « passe-partout » d’un hôtel exploite des goupilles en trois morceaux qui offrent deux positions d’ouverture. Aujourd’hui, les serrures électroniques s’ouvrent par badge RFID, code ou téléphone : la clé devient une information chiffrée plutôt qu’un objet taillé, avec de nouveaux enjeux de piratage informatique.',
    },
  },
];
