import type { Topic } from '../topic.js';

/** History and the world: the past, great inventions, countries, and how people live together. */
export const historyTopics: Topic[] = [
  {
    id: 'knights-armour-weight',
    title: 'Combien pesait l’armure des chevaliers ?',
    phrasings: [
      'combien pesait l’armure d’un chevalier',
      'combien pese une armure de chevalier',
      'pourquoi les chevaliers portaient une armure',
      'est-ce que les armures étaient lourdes',
      'armure chevalier poids',
      'pk les chevaliers avaient une armure',
      'c koi une armure de chevalier',
      'cotte de mailles',
      'armure en fer des chevaliers',
      'les chevaliers pouvaient bouger avec leur armure',
    ],
    answers: {
      up_to_5:
        'L’armure d’un chevalier, c’était comme un gros manteau en métal pour se protéger des coups. Elle pesait à peu près autant qu’un enfant de 6 ans, mais le chevalier était fort et entraîné, alors il pouvait marcher, courir et monter à cheval avec !',
      '6_to_8':
        'Au Moyen Âge, les chevaliers se battaient avec des épées, des lances et des flèches : l’armure servait à les protéger. Les premières étaient des cottes de mailles, faites de milliers de petits anneaux de fer accrochés les uns aux autres. Plus tard, on a fabriqué des armures en plaques de métal qui couvraient tout le corps. Une armure complète pesait environ 25 kilos, à peu près le poids d’un enfant de 7 ou 8 ans. Mais ce poids était réparti sur tout le corps, comme un sac à dos bien réglé. Les chevaliers s’entraînaient depuis l’enfance : ils pouvaient courir, se relever seuls et sauter sur leur cheval.',
      '9_to_12':
        'Les chevaliers du Moyen Âge étaient des guerriers à cheval, au service d’un seigneur ou d’un roi. Pour se protéger des épées, des lances et des flèches, ils portaient d’abord une cotte de mailles, une sorte de chemise faite de milliers d’anneaux de fer, qui pesait une dizaine de kilos. À partir du 14e et du 15e siècle, on a fabriqué des armures de plaques d’acier, ajustées au corps comme un vêtement sur mesure. Une armure de combat complète pesait en général entre 20 et 30 kilos, moins que le matériel d’un soldat d’aujourd’hui. Ce poids était réparti sur les épaules, la taille et les jambes, et les articulations permettaient de bien bouger. Les chevaliers s’entraînaient dès l’âge de 7 ou 8 ans, comme pages puis comme écuyers. L’idée qu’on devait les hisser sur leur cheval avec une grue est une légende. Seules certaines armures de tournoi, faites pour les jeux et pas pour la guerre, étaient beaucoup plus lourdes.',
      '13_plus':
        'L’équipement du chevalier a beaucoup évolué au cours du Moyen Âge. Aux 11e et 12e siècles, il porte surtout un haubert, une cotte de mailles formée de dizaines de milliers d’anneaux rivés, portée sur un vêtement rembourré, le gambison, avec un casque et un bouclier ; l’ensemble pèse une douzaine de kilos. Face à des armes de plus en plus perforantes, comme l’arbalète ou l’arc long anglais, on ajoute des plaques de métal, jusqu’au harnois complet en acier des 15e et 16e siècles. Un harnois de guerre pèse en général entre 20 et 30 kilos, soit moins que la charge d’un fantassin moderne ou d’un pompier en tenue. Forgé sur mesure, il répartit ce poids sur tout le corps, et ses plaques articulées laissent une bonne liberté de mouvement : des expériences avec des répliques montrent qu’on peut y courir, se relever ou monter à cheval sans aide. L’image du chevalier hissé sur sa monture par une grue vient de films et de dessins du 19e siècle, pas des sources médiévales. En revanche, l’armure tient chaud et demande plus d’efforts pour respirer, ce qui fatigue vite. Les armures de joute, renforcées pour les tournois, pouvaient dépasser 40 kilos. Une telle protection coûtait très cher, ce qui la réservait aux nobles et aux riches. Avec les progrès des armes à feu, l’armure complète a peu à peu disparu des champs de bataille au 17e siècle.',
    },
  },
  {
    id: 'castles-why-built',
    title: 'Pourquoi on construisait des châteaux forts ?',
    phrasings: [
      'pourquoi on construisait des châteaux forts',
      'comment on construisait les châteaux forts',
      'pourquoi les chateaux forts',
      'à quoi servaient les châteaux forts',
      'pk il y a des chateaux forts',
      'château fort',
      'chateau fort moyen age',
      'pourquoi les châteaux ont des tours et des créneaux',
      'c koi un donjon',
      'qui habitait dans les châteaux forts',
    ],
    answers: {
      up_to_5:
        'Il y a très longtemps, les seigneurs construisaient des châteaux forts pour se protéger, comme une énorme maison en pierre avec des murs très épais. Quand il y avait du danger, les gens du village venaient s’y abriter.',
      '6_to_8':
        'Au Moyen Âge, il y a environ mille ans, il y avait souvent des batailles entre seigneurs. Pour se protéger, ils construisaient des châteaux forts, d’abord en bois, puis en pierre. Les murs étaient très épais et très hauts, avec des créneaux en haut pour se cacher et tirer des flèches. Autour, il y avait souvent un fossé rempli d’eau, les douves, et un pont-levis qu’on relevait pour fermer l’entrée. Au milieu se dressait la plus grande tour, le donjon, où vivait le seigneur. Quand un ennemi arrivait, les paysans des alentours venaient se mettre à l’abri derrière les murailles. Sans grue moderne, les bâtisseurs montaient les lourdes pierres avec des cordes, des poulies et de grandes roues en bois dans lesquelles un homme marchait, comme un hamster, pour les soulever. Construire un château prenait des années.',
      '9_to_12':
        'Les châteaux forts sont apparus en Europe vers l’an 1000, à une époque où le pouvoir du roi était faible et où les seigneurs se disputaient les terres. Les premiers étaient des tours en bois posées sur une butte de terre, qu’on appelle une motte. Aux 11e et 12e siècles, on s’est mis à les bâtir en pierre, beaucoup plus solide et difficile à incendier. Tout était pensé pour la défense : des murailles de plusieurs mètres d’épaisseur, des créneaux, des meurtrières, des douves et un pont-levis. Le donjon, la tour principale, servait de dernier refuge. Le château était aussi le centre de la vie locale : le seigneur y rendait la justice, y gardait les récoltes et y protégeait les paysans en échange de leur travail. Pour le prendre, un ennemi devait souvent l’assiéger pendant des semaines, en attendant que les défenseurs manquent de nourriture. À partir du 15e siècle, les canons ont pu abattre les murailles, et les châteaux sont devenus surtout des lieux de vie confortables, comme ceux de la Loire.',
      '13_plus':
        'Le château fort est né dans le contexte de la féodalité, quand, autour de l’an 1000, l’autorité du roi s’affaiblit et que le pouvoir se morcelle entre des seigneurs locaux. Les premières fortifications sont des mottes castrales : une butte de terre artificielle surmontée d’une tour de bois et entourée d’une palissade. Aux 11e et 12e siècles, la pierre remplace le bois, d’abord avec de grands donjons rectangulaires, puis circulaires, plus résistants aux projectiles. Les architectes multiplient les défenses : enceintes successives, tours de flanquement, meurtrières, mâchicoulis pour lâcher des projectiles au pied des murs, douves et pont-levis, comme au château de Coucy ou à la cité de Carcassonne. Le château fort n’est pas qu’un bâtiment militaire : c’est le siège du pouvoir seigneurial, où l’on rend la justice, où l’on collecte les redevances et où se réfugient les habitants en cas de danger, en échange de la protection que leur doit le seigneur. Un siège pouvait durer des mois ; la famine, la trahison ou la sape des murailles comptaient souvent plus que l’assaut. Au 15e siècle, l’artillerie à poudre rend les hautes murailles vulnérables, et la défense passe à des fortifications basses et épaisses, perfectionnées plus tard par Vauban. Les châteaux de la Renaissance, comme Chambord, deviennent alors des résidences de prestige plus que des forteresses.',
    },
  },
  {
    id: 'middle-ages',
    title: 'C’est quoi, le Moyen Âge ?',
    phrasings: [
      'c’est quoi le moyen âge',
      'c koi le moyen age',
      'cest quoi le moyen-age',
      'moyen âge',
      'quand c’était le moyen âge',
      'comment on vivait au moyen age',
      'pourquoi on dit moyen âge',
      'la vie au moyen age',
      'époque médiévale',
      'médiéval',
    ],
    answers: {
      up_to_5:
        'Le Moyen Âge, c’est une époque d’il y a très, très longtemps, avec des chevaliers, des châteaux forts et des rois. Il n’y avait ni voitures, ni électricité : on s’éclairait avec des bougies et on voyageait à pied ou à cheval.',
      '6_to_8':
        'Le Moyen Âge, c’est une très longue période de l’histoire qui a duré environ mille ans, et qui s’est terminée il y a plus de 500 ans. C’est l’époque des chevaliers, des châteaux forts, des rois et des grandes cathédrales. La plupart des gens étaient des paysans : ils cultivaient la terre et vivaient dans des maisons simples, souvent avec leurs animaux tout près. Il n’y avait pas d’électricité : on s’éclairait avec des bougies et on se chauffait au feu de bois. Les livres étaient rares, car ils étaient recopiés à la main, surtout par des moines. On l’appelle « Moyen Âge » parce qu’il se trouve au milieu, entre l’Antiquité et les Temps modernes.',
      '9_to_12':
        'Les historiens appellent Moyen Âge la période qui va de la fin de l’Empire romain d’Occident, en 476, jusqu’à la fin du 15e siècle, par exemple l’arrivée de Christophe Colomb en Amérique en 1492. Cela fait environ mille ans ! Le nom a été donné plus tard, par des savants qui voyaient cette époque comme un « âge du milieu » entre l’Antiquité et leur propre temps. Environ neuf personnes sur dix étaient des paysans, qui travaillaient la terre d’un seigneur et lui devaient une partie de leurs récoltes. Les nobles, eux, faisaient la guerre, et le clergé, c’est-à-dire les prêtres et les moines, priait et conservait le savoir dans les monastères. On a construit à cette époque des châteaux forts, des cathédrales comme Notre-Dame de Paris, et les premières universités. Les moulins à eau et à vent se sont répandus, et les villes ont grandi avec les marchés et les artisans. On imagine parfois le Moyen Âge comme une époque sombre, mais il a aussi été un temps d’inventions et de créations.',
      '13_plus':
        'Le Moyen Âge désigne, dans l’histoire européenne, la période qui s’étend conventionnellement de la chute de l’Empire romain d’Occident, en 476, à la fin du 15e siècle, avec la prise de Constantinople par les Ottomans en 1453 ou l’arrivée de Colomb en Amérique en 1492. Le terme a été forgé par les humanistes de la Renaissance, qui considéraient ces siècles comme un intermédiaire obscur entre l’Antiquité et leur époque ; les historiens ont largement nuancé ce jugement. On distingue souvent le haut Moyen Âge, marqué par les royaumes francs et l’empire de Charlemagne, le Moyen Âge central, vers 1000 à 1300, et le bas Moyen Âge. La société est pensée en trois ordres : ceux qui prient, ceux qui combattent et ceux qui travaillent. Le système féodal lie les seigneurs entre eux par des liens de vassalité, tandis que les paysans, largement majoritaires, dépendent d’un seigneur. Le Moyen Âge central connaît une forte croissance : défrichements, moulins, charrue, essor des villes, des foires et des universités, construction des cathédrales romanes puis gothiques. Le 14e siècle est plus sombre, avec la peste noire, qui tue peut-être un tiers des Européens vers 1348, et la guerre de Cent Ans. L’Église joue un rôle central dans la vie quotidienne, l’art et la transmission du savoir. Beaucoup d’éléments de notre monde viennent de cette époque : les langues européennes actuelles, de nombreuses villes, les universités ou encore le découpage en paroisses devenu celui de nos communes.',
    },
  },
  {
    id: 'napoleon-who',
    title: 'Qui était Napoléon ?',
    phrasings: [
      'qui était napoléon',
      'c’était qui napoleon',
      'c ki napoléon',
      'napoléon bonaparte',
      'napoleon bonapart',
      'napoleon 1er',
      'pourquoi napoléon est célèbre',
      'est-ce que napoléon était petit',
      'l’empereur napoléon',
    ],
    answers: {
      up_to_5:
        'Napoléon était un général français très célèbre, qui est devenu empereur, une sorte de roi très puissant, il y a plus de 200 ans. Il portait souvent un grand chapeau à deux pointes, qu’on reconnaît encore aujourd’hui !',
      '6_to_8':
        'Napoléon Bonaparte est né en Corse en 1769. Il est devenu soldat, puis un général qui gagnait beaucoup de batailles. En 1804, il s’est fait couronner empereur des Français, c’est-à-dire qu’il dirigeait tout le pays. Il a fait beaucoup de guerres et a conquis une grande partie de l’Europe, mais il a fini par perdre, notamment à la bataille de Waterloo. Il a aussi créé des choses qui existent toujours, comme les lycées. On dit souvent qu’il était petit, mais c’est faux : il mesurait environ 1,69 mètre, comme beaucoup d’hommes de son époque.',
      '9_to_12':
        'Napoléon Bonaparte est né à Ajaccio, en Corse, en 1769. Pendant la Révolution française, il devient un jeune général brillant et gagne de nombreuses batailles, en Italie notamment. En 1799, il prend le pouvoir par un coup d’État, puis il se fait sacrer empereur à Notre-Dame de Paris en 1804, sous le nom de Napoléon Ier. Il mène ensuite des guerres dans toute l’Europe et remporte des victoires célèbres comme Austerlitz, en 1805. Mais la campagne de Russie, en 1812, tourne au désastre : le froid et la faim déciment son armée. Battu, il est envoyé sur l’île d’Elbe en 1814, revient au pouvoir, puis perd définitivement à Waterloo en 1815. Il meurt en 1821 sur l’île de Sainte-Hélène, au milieu de l’Atlantique. Il a aussi laissé des institutions encore présentes aujourd’hui : le Code civil, les lycées, les préfets ou la Légion d’honneur. Quant à sa petite taille, c’est une légende, en partie née des caricatures anglaises.',
      '13_plus':
        'Napoléon Bonaparte, né à Ajaccio en 1769, un an après le rattachement de la Corse à la France, est formé dans les écoles militaires du royaume. La Révolution accélère sa carrière : il se distingue au siège de Toulon en 1793, puis pendant la campagne d’Italie de 1796 à 1797. Le 18 brumaire an VIII, soit le 9 novembre 1799, il renverse le Directoire par un coup d’État et devient Premier consul, avant de se faire sacrer empereur le 2 décembre 1804. Sur le plan intérieur, il consolide certains acquis de la Révolution, comme l’égalité devant la loi, avec le Code civil de 1804, et crée des institutions durables : préfets, lycées, Banque de France, Légion d’honneur. Mais son régime est autoritaire : la presse est censurée, les opposants surveillés, et il rétablit l’esclavage dans les colonies en 1802. À l’extérieur, ses guerres contre les coalitions européennes lui donnent un empire immense après Austerlitz en 1805, puis l’épuisent : guerre d’Espagne, désastreuse campagne de Russie en 1812, défaite de Leipzig en 1813. Il abdique en 1814, revient de l’île d’Elbe pour les Cent-Jours, puis est vaincu à Waterloo le 18 juin 1815. Exilé à Sainte-Hélène, il y meurt en 1821 ; ses cendres reposent aux Invalides depuis 1840. Sa taille, environ 1,69 mètre, était dans la moyenne : le mythe du petit homme vient des caricatures britanniques et de son surnom affectueux de « petit caporal ». Son héritage reste discuté entre le génie militaire et administratif et le coût humain de ses guerres.',
    },
  },
  {
    id: 'waterloo-battle',
    title: 'Qui a gagné la bataille de Waterloo ?',
    phrasings: [
      'qui a gagné la bataille de waterloo',
      'qui a gagne a waterloo',
      'bataille de waterloo',
      'waterloo',
      'waterlo',
      'pourquoi napoléon a perdu à waterloo',
      'c’est où waterloo',
      'waterloo morne plaine',
      'pk napoleon a perdu waterloo',
      'qui a battu napoléon',
    ],
    answers: {
      up_to_5:
        'À Waterloo, il y a plus de 200 ans, l’armée de Napoléon s’est battue contre les Anglais et leurs amis. C’est Napoléon qui a perdu, et après ça, il n’a plus jamais été empereur.',
      '6_to_8':
        'La bataille de Waterloo a eu lieu le 18 juin 1815, près d’un village de Belgique qui s’appelle Waterloo. D’un côté, il y avait l’armée française de l’empereur Napoléon. De l’autre, une armée menée par un général anglais, le duc de Wellington, et une armée prussienne, c’est-à-dire venue d’une partie de l’Allemagne actuelle. Ce sont les Anglais et les Prussiens qui ont gagné. Napoléon a dû arrêter d’être empereur et il a été envoyé sur une île très lointaine, Sainte-Hélène. Aujourd’hui encore, on dit « c’est Waterloo » pour parler d’un échec complet.',
      '9_to_12':
        'La bataille de Waterloo s’est déroulée le 18 juin 1815, au sud de Bruxelles, dans l’actuelle Belgique. Napoléon venait de reprendre le pouvoir en France après son exil sur l’île d’Elbe, et plusieurs pays européens s’étaient alliés contre lui. Il affrontait l’armée du duc de Wellington, composée de Britanniques, de Néerlandais, de Belges et d’Allemands, et l’armée prussienne du maréchal Blücher. Il a plu toute la nuit d’avant : le sol boueux a retardé l’attaque française de plusieurs heures. Les soldats de Wellington ont résisté toute la journée, et en fin d’après-midi, l’arrivée des Prussiens a fait basculer la bataille. Près de 200 000 soldats se sont affrontés, et des dizaines de milliers ont été tués ou blessés. Quelques jours plus tard, Napoléon a abdiqué, c’est-à-dire renoncé au pouvoir, et il a été exilé sur l’île de Sainte-Hélène. Victor Hugo a écrit sur cette défaite un poème célèbre qui commence par « Waterloo ! Waterloo ! Waterloo ! morne plaine ! ».',
      '13_plus':
        'La bataille de Waterloo, livrée le 18 juin 1815 au sud de Bruxelles, met fin aux Cent-Jours, la brève reprise du pouvoir par Napoléon après son retour de l’île d’Elbe. Face à lui, la septième coalition réunit notamment le Royaume-Uni, la Prusse, l’Autriche et la Russie. Napoléon espère battre séparément l’armée anglo-alliée du duc de Wellington et l’armée prussienne de Blücher avant qu’elles ne se rejoignent. Le 16 juin, il bat les Prussiens à Ligny, mais sans les détruire, et le maréchal Grouchy, chargé de les poursuivre, ne parvient pas à les empêcher de marcher vers Waterloo. Le 18, le terrain détrempé par l’orage de la nuit retarde l’offensive française jusqu’à la fin de la matinée. Les charges de cavalerie du maréchal Ney se brisent sur les carrés d’infanterie britanniques, et l’arrivée progressive des Prussiens sur le flanc droit français, dans l’après-midi, puis l’échec de la Garde impériale le soir, provoquent la déroute. Environ 190 000 hommes ont combattu, et les pertes, tués et blessés, se comptent en dizaines de milliers. Napoléon abdique le 22 juin, se rend aux Britanniques et est exilé à Sainte-Hélène, où il meurt en 1821. Louis XVIII revient sur le trône, et le congrès de Vienne redessine la carte de l’Europe. En France, la défaite est devenue un mythe littéraire, chez Victor Hugo ou Stendhal, et le mot Waterloo est passé dans la langue pour désigner un échec cuisant.',
    },
  },
  {
    id: 'pyramids-why-built',
    title: 'Pourquoi les Égyptiens ont construit les pyramides ?',
    phrasings: [
      'pourquoi les égyptiens ont construit les pyramides',
      'pourquoi les pyramides',
      'à quoi servaient les pyramides',
      'comment ont été construites les pyramides',
      'pk les pyramides d’egypte',
      'pyramides d’égypte',
      'pyramide de khéops',
      'piramide egypte',
      'qui a construit les pyramides',
      'pyramides de gizeh',
      'comment on a fait pour construire les pyramides',
    ],
    answers: {
      up_to_5:
        'Les pyramides sont d’immenses tombeaux en pierre, construits il y a très longtemps en Égypte pour les rois, qu’on appelait les pharaons. Des milliers d’ouvriers ont empilé des blocs de pierre énormes, un peu comme un gigantesque jeu de construction !',
      '6_to_8':
        'Les pyramides ont été construites en Égypte il y a environ 4 500 ans. Ce sont des tombeaux pour les pharaons, les rois de l’Égypte ancienne. Les Égyptiens pensaient qu’après la mort, le pharaon partait vivre une autre vie, et la pyramide devait protéger son corps et ses trésors pour ce voyage. La plus grande, celle de Khéops, était aussi haute qu’un immeuble de 45 étages ! Elle est faite de plus de 2 millions de blocs de pierre, qui pèsent en moyenne autant que deux voitures. Des milliers d’ouvriers y ont travaillé pendant une vingtaine d’années, en tirant les blocs sur des traîneaux.',
      '9_to_12':
        'Les pyramides d’Égypte sont des tombeaux royaux. Les Égyptiens croyaient que le pharaon, considéré comme proche des dieux, continuait à vivre après sa mort, et qu’il fallait protéger son corps et lui offrir tout ce dont il aurait besoin. La première pyramide, à degrés, a été construite vers 2650 avant notre ère pour le pharaon Djéser. La plus célèbre, celle de Khéops, à Gizeh, date d’environ 2560 avant notre ère : elle mesurait à l’origine environ 146 mètres de haut et compte environ 2,3 millions de blocs de 2,5 tonnes en moyenne. Elle est restée le plus haut monument construit par l’homme pendant près de 4 000 ans. Contrairement à ce que montrent certains films, les bâtisseurs n’étaient pas des esclaves : c’étaient des ouvriers et des paysans organisés en équipes, logés et nourris, dont on a retrouvé le village. On pense qu’ils déplaçaient les blocs sur des traîneaux, en mouillant le sable pour qu’ils glissent mieux, et qu’ils les montaient grâce à des rampes. C’est la seule des Sept Merveilles du monde antique encore debout.',
      '13_plus':
        'Les pyramides égyptiennes sont des complexes funéraires royaux de l’Ancien Empire. Leur forme s’inscrit dans la religion égyptienne : le pharaon, intermédiaire entre les dieux et les hommes, devait rejoindre après sa mort le monde divin, et la pyramide, peut-être symbole des rayons du soleil ou de la butte originelle de la création, protégeait son corps momifié et ses offrandes. La première, la pyramide à degrés de Djéser à Saqqarah, vers 2650 avant notre ère, est attribuée à l’architecte Imhotep. Sous le pharaon Snéfrou, on passe aux faces lisses, puis son fils Khéops fait bâtir à Gizeh, vers 2560 avant notre ère, la plus grande : environ 146 mètres de haut à l’origine, 139 aujourd’hui, et quelque 2,3 millions de blocs de calcaire et de granite. Les fouilles des années 1990 ont mis au jour le village des ouvriers, leurs tombes et des traces de leurs rations : il s’agissait de travailleurs qualifiés et de paysans réquisitionnés par roulement, et non d’esclaves. Les techniques exactes restent débattues : on pense à des rampes, droites ou en spirale, à des traîneaux sur du sable humidifié et à des leviers. Le papyrus de Merer, découvert en 2013, décrit le transport par bateau des blocs de calcaire fin destinés au parement. Malgré leurs passages secrets, presque toutes les pyramides ont été pillées dès l’Antiquité, et les pharaons du Nouvel Empire ont préféré des tombes cachées dans la Vallée des Rois. La pyramide de Khéops est la seule des Sept Merveilles du monde antique qui subsiste.',
    },
  },
  {
    id: 'egypt-mummies',
    title: 'Pourquoi les Égyptiens faisaient des momies ?',
    phrasings: [
      'pourquoi les égyptiens faisaient des momies',
      'pourquoi les momies',
      'c’est quoi une momie',
      'c koi une momie',
      'comment on fabrique une momie',
      'momie égyptienne',
      'momies d’egypte',
      'pk les momies ont des bandelettes',
      'momification',
      'momi egypte',
    ],
    answers: {
      up_to_5:
        'Les Égyptiens pensaient qu’après la mort, on partait vivre une autre vie et qu’on avait encore besoin de son corps. Alors ils le séchaient avec un sel spécial et l’enroulaient dans de longues bandes de tissu, pour qu’il reste intact très longtemps.',
      '6_to_8':
        'Il y a des milliers d’années, les Égyptiens croyaient qu’après la mort, on continuait à vivre dans un autre monde. Pour cela, il fallait que le corps reste en bon état. Alors des spécialistes le préparaient avec beaucoup de soin : ils le faisaient sécher pendant des semaines avec un sel spécial, le natron, puis l’enroulaient dans de longues bandelettes de lin. On plaçait ensuite la momie dans un sarcophage, un beau cercueil décoré. Cela coûtait cher, donc c’était surtout réservé aux pharaons et aux familles riches. Les Égyptiens momifiaient aussi des animaux, comme des chats, des oiseaux ou même des crocodiles !',
      '9_to_12':
        'Pour les anciens Égyptiens, la mort n’était pas une fin : l’âme devait pouvoir retrouver son corps dans l’au-delà, et il fallait donc le conserver. Comme le corps se décompose naturellement, ils ont inventé la momification, un travail d’embaumeurs qui durait environ 70 jours. Les embaumeurs retiraient les organes internes, qu’ils conservaient dans des vases appelés canopes, mais ils laissaient le cœur, considéré comme le siège de la pensée. Le corps était ensuite recouvert de natron, un sel naturel qui l’asséchait pendant une quarantaine de jours. Puis on l’enduisait d’huiles et de résines, et on l’enveloppait dans des centaines de mètres de bandelettes de lin, avec des amulettes pour le protéger. La momie était placée dans un ou plusieurs sarcophages, avec des objets pour sa nouvelle vie. La plus célèbre est celle du jeune pharaon Toutânkhamon, dont la tombe a été découverte presque intacte en 1922. Grâce aux momies, les scientifiques savent aujourd’hui beaucoup de choses sur la santé et la vie des Égyptiens.',
      '13_plus':
        'La momification égyptienne repose sur une conception religieuse de la personne : pour survivre dans l’au-delà, les différentes composantes de l’être, comme le ka, la force vitale, et le ba, sorte d’âme mobile, devaient pouvoir retrouver un support matériel, le corps. Les premiers corps conservés l’ont sans doute été naturellement, par le sable chaud et sec des tombes du désert, ce qui a pu inspirer les techniques artificielles apparues vers 2600 avant notre ère. Selon l’historien grec Hérodote et les analyses modernes, la méthode la plus soignée durait environ 70 jours. Les embaumeurs extrayaient le cerveau, jugé inutile, ainsi que les viscères, placés dans quatre vases canopes ; le cœur restait en place, car il devait être pesé lors du jugement d’Osiris. Le corps était desséché pendant une quarantaine de jours sous du natron, mélange naturel de sels de sodium, puis oint de résines et enveloppé de bandelettes de lin parfois inscrites de formules du Livre des morts. Il existait des procédés moins coûteux pour les familles modestes, et des millions d’animaux sacrés, chats, ibis ou crocodiles, ont aussi été momifiés. La découverte de la tombe de Toutânkhamon par Howard Carter en 1922 a rendu les momies célèbres dans le monde entier. Aujourd’hui, le scanner, l’analyse ADN et la datation permettent de les étudier sans les abîmer, et d’apprendre leur âge, leurs maladies ou leur alimentation. Ces recherches posent aussi une question éthique : les momies sont des restes humains, que les musées s’efforcent désormais d’exposer avec respect.',
    },
  },
  {
    id: 'pharaohs-who',
    title: 'C’était qui, les pharaons ?',
    phrasings: [
      'c’était qui les pharaons',
      'c quoi un pharaon',
      'qui étaient les pharaons',
      'pharaon égypte',
      'pharaons d’egypte',
      'faraon',
      'toutânkhamon',
      'toutankamon',
      'ramsès 2',
      'cléopâtre reine d’égypte',
    ],
    answers: {
      up_to_5:
        'Les pharaons étaient les rois de l’Égypte, il y a très longtemps. Ils portaient de grandes couronnes et les Égyptiens pensaient qu’ils étaient presque des dieux.',
      '6_to_8':
        'Les pharaons étaient les rois et les reines de l’Égypte ancienne, pendant environ 3 000 ans. Les Égyptiens pensaient qu’ils étaient les fils des dieux, chargés de faire régner l’ordre sur la Terre. Ils portaient des couronnes, une barbe postiche, et tenaient dans leurs mains un sceptre et un fouet, symboles de leur pouvoir. Certains sont très connus, comme Toutânkhamon, devenu pharaon à 9 ans environ, ou Ramsès II, qui a régné plus de 60 ans. Il y a même eu des femmes pharaons, comme Hatchepsout. Quand un pharaon mourait, on le momifiait et on l’enterrait dans un grand tombeau.',
      '9_to_12':
        'Le mot « pharaon » vient d’une expression égyptienne qui signifie « la grande maison », c’est-à-dire le palais du roi. Les pharaons ont gouverné l’Égypte pendant environ 3 000 ans, de 3100 avant notre ère jusqu’à la conquête romaine en 30 avant notre ère. Pour les Égyptiens, le pharaon était un intermédiaire entre les dieux et les hommes : il devait maintenir l’ordre du monde, faire construire des temples et protéger le pays. Il commandait l’armée, rendait la justice et s’appuyait sur des scribes et des prêtres pour gouverner. Parmi les plus célèbres, on trouve Khéops, qui a fait bâtir la grande pyramide, Ramsès II, qui a régné environ 66 ans, et Toutânkhamon, devenu roi vers 9 ans et mort vers 19 ans. Quelques femmes ont régné, comme Hatchepsout, qui portait elle aussi la barbe postiche des pharaons. La dernière à gouverner fut la reine Cléopâtre, après quoi l’Égypte est devenue une province romaine.',
      '13_plus':
        'Le terme « pharaon » vient de l’égyptien per-aâ, « la grande maison », qui désignait d’abord le palais avant de s’appliquer au roi lui-même, surtout à partir du Nouvel Empire. L’histoire pharaonique couvre environ trois millénaires, de l’unification de la Haute et de la Basse-Égypte vers 3100 avant notre ère jusqu’à la mort de Cléopâtre VII en 30 avant notre ère, et les historiens la découpent en une trentaine de dynasties regroupées en Ancien, Moyen et Nouvel Empire. L’idéologie royale fait du pharaon le garant de la maât, l’ordre du monde, face au chaos : il est à la fois chef religieux, militaire et judiciaire, fils du dieu Rê et incarnation d’Horus. Ses attributs, comme la double couronne, le némès, la barbe postiche, le sceptre et le flagellum, expriment ce rôle. Dans les faits, il gouverne grâce à une administration de scribes, de vizirs et de prêtres, et son pouvoir a connu des périodes d’affaiblissement. Certains règnes ont marqué l’histoire : Khéops et les pyramides, Hatchepsout, femme pharaon au 15e siècle avant notre ère, Akhénaton et sa réforme religieuse, ou Ramsès II, bâtisseur d’Abou Simbel et signataire avec les Hittites de l’un des plus anciens traités de paix connus. Toutânkhamon, souverain secondaire mort jeune, est célèbre surtout parce que sa tombe a été retrouvée presque intacte. Après Alexandre le Grand, la dynastie grecque des Ptolémées adopte le titre, jusqu’à Cléopâtre. Nous connaissons si bien les pharaons grâce au déchiffrement des hiéroglyphes par Champollion en 1822.',
    },
  },
  {
    id: 'romans-and-gauls',
    title: 'C’était qui, les Gaulois et les Romains ?',
    phrasings: [
      'c’était qui les gaulois',
      'qui étaient les gaulois et les romains',
      'c koi les gaulois',
      'gaulois et romains',
      'les gaulois',
      'les romains en gaule',
      'quelle langue parlaient les romains',
      'pourquoi les romains ont attaqué les gaulois',
      'vercingétorix',
      'vercingetorix et jules cesar',
      'est-ce que astérix a existé',
      'nos ancêtres les gaulois',
    ],
    answers: {
      up_to_5:
        'Les Gaulois vivaient en France il y a plus de 2 000 ans, bien avant qu’elle s’appelle la France. Les Romains, venus d’Italie, sont arrivés avec une très grande armée, et ils ont fini par vivre tous ensemble.',
      '6_to_8':
        'Il y a plus de 2 000 ans, le pays où tu vis s’appelait la Gaule, et ses habitants étaient les Gaulois. Ils formaient plein de petits peuples, vivaient dans des villages et des villes, cultivaient la terre et étaient de très bons artisans du métal et du bois. Les Romains, eux, venaient de Rome, en Italie, et avaient un immense empire. Leur chef, Jules César, a conquis la Gaule après plusieurs années de guerre. Le chef gaulois Vercingétorix a résisté, mais il a perdu à Alésia. Ensuite, les Gaulois ont adopté beaucoup d’habitudes des Romains, et leur langue, le latin, est devenue peu à peu le français. Astérix, lui, est un personnage de bande dessinée : son village et sa potion magique n’ont jamais existé !',
      '9_to_12':
        'Les Gaulois étaient des peuples celtes installés sur un territoire correspondant à peu près à la France, à la Belgique et à une partie de la Suisse et de l’Italie du Nord. Ils n’étaient pas un seul pays mais une soixantaine de peuples, comme les Arvernes ou les Parisii, qui ont donné leur nom à Paris. C’étaient d’habiles agriculteurs, forgerons et commerçants, et on leur attribue souvent l’usage du tonneau en bois. Leurs prêtres, les druides, transmettaient le savoir oralement. Les Romains, venus d’Italie, avaient déjà conquis le sud de la Gaule quand Jules César a lancé la conquête du reste, entre 58 et 51 avant notre ère. En 52 avant notre ère, Vercingétorix a uni de nombreux peuples et remporté la victoire de Gergovie, mais il a dû se rendre après le siège d’Alésia. Ensuite, pendant des siècles, Gaulois et Romains se sont mélangés : on parle de Gallo-Romains. Ils ont construit des routes, des villes, des arènes comme à Nîmes et des aqueducs comme le pont du Gard, et le latin parlé est devenu le français.',
      '13_plus':
        'Les Gaulois sont le nom donné par les Romains aux peuples celtes de la Gaule, un vaste territoire allant des Pyrénées au Rhin. Ils ne formaient pas une nation unie, mais une soixantaine de peuples indépendants, parfois alliés, parfois rivaux, dirigés par des aristocraties guerrières ; les druides y jouaient un rôle religieux, judiciaire et éducatif. Contrairement à l’image de « barbares », les Gaulois avaient des villes fortifiées appelées oppida, frappaient monnaie, commerçaient avec la Méditerranée et maîtrisaient remarquablement le travail des métaux. Rome conquiert d’abord le sud, qui devient la province de Narbonnaise vers 120 avant notre ère. Jules César mène ensuite la guerre des Gaules, de 58 à 51 avant notre ère, qu’il raconte lui-même dans ses Commentaires, un récit précieux mais destiné à servir sa propre gloire. En 52 avant notre ère, l’Arverne Vercingétorix fédère une grande partie des peuples gaulois, l’emporte à Gergovie, puis capitule à Alésia après un long siège ; il sera exécuté à Rome quelques années plus tard. La romanisation qui suit est progressive : les élites adoptent le latin, la citoyenneté romaine et le mode de vie urbain, avec forums, thermes, théâtres et aqueducs. Cette civilisation gallo-romaine dure près de cinq siècles, jusqu’aux invasions et à la fin de l’Empire d’Occident. L’expression « nos ancêtres les Gaulois », popularisée par l’école du 19e siècle, simplifie une histoire faite de nombreux mélanges de populations. Quant à Astérix, créé en 1959 par Goscinny et Uderzo, il joue avec humour de ces clichés.',
    },
  },
  {
    id: 'roman-gladiators',
    title: 'C’était qui, les gladiateurs ?',
    phrasings: [
      'c’était qui les gladiateurs',
      'c koi un gladiateur',
      'qui étaient les gladiateurs',
      'gladiateurs romains',
      'gladiateur',
      'gladiateurs au colisée',
      'pourquoi les gladiateurs se battaient',
      'les jeux du cirque romains',
      'gladiatteur',
      'combat de gladiateurs',
    ],
    answers: {
      up_to_5:
        'Les gladiateurs étaient des combattants de l’époque des Romains, il y a très longtemps. Ils se battaient dans une grande arène ronde, devant des milliers de spectateurs, un peu comme un énorme spectacle.',
      '6_to_8':
        'Les gladiateurs vivaient à l’époque de la Rome antique, il y a environ 2 000 ans. C’étaient des combattants qui s’affrontaient dans des arènes, de grands bâtiments ronds avec des gradins tout autour, pour divertir le public. Le plus célèbre est le Colisée, à Rome, où pouvaient s’asseoir environ 50 000 personnes. Beaucoup de gladiateurs étaient des esclaves ou des prisonniers, mais certains étaient volontaires, attirés par la gloire et l’argent. Ils s’entraînaient dans des écoles spéciales et avaient chacun leur équipement : filet et trident pour certains, bouclier et épée pour d’autres. Ces combats étaient dangereux, et c’est pour ça qu’on ne les organise plus depuis très longtemps.',
      '9_to_12':
        'Les gladiateurs étaient des combattants professionnels de la Rome antique, dont le nom vient du « gladius », une épée courte. Les combats ont commencé vers le 3e siècle avant notre ère, lors de cérémonies en l’honneur des morts, puis sont devenus un grand spectacle offert au peuple par les empereurs et les riches. Ils avaient lieu dans des amphithéâtres comme le Colisée de Rome, inauguré en l’an 80 et capable d’accueillir environ 50 000 spectateurs, ou les arènes de Nîmes et d’Arles en France. La plupart des gladiateurs étaient des esclaves, des prisonniers de guerre ou des condamnés, mais des hommes libres s’engageaient aussi, et il y a même eu quelques femmes. Ils s’entraînaient dans des écoles, et il existait différents types de combattants, comme le rétiaire, armé d’un filet et d’un trident. Contrairement aux films, les combats ne finissaient pas toujours par la mort, car un gladiateur entraîné coûtait cher. Le plus célèbre, Spartacus, a mené une grande révolte d’esclaves. Ces spectacles, aujourd’hui jugés cruels, ont disparu au 5e siècle.',
      '13_plus':
        'Les combats de gladiateurs, ou munera, sont nés à Rome au 3e siècle avant notre ère, comme rites offerts lors des funérailles d’aristocrates, peut-être d’origine étrusque ou campanienne. Ils deviennent ensuite un instrument politique : magistrats puis empereurs offrent des jeux au peuple pour gagner sa faveur, selon la formule du poète Juvénal, « du pain et des jeux ». Les spectacles se tiennent dans des amphithéâtres, dont le Colisée, inauguré en 80 sous l’empereur Titus, qui pouvait recevoir environ 50 000 spectateurs ; la Gaule en conserve de beaux exemples à Nîmes, Arles ou Lyon. Les gladiateurs étaient en majorité des esclaves, des prisonniers de guerre ou des condamnés, mais aussi des hommes libres qui s’engageaient par contrat, et quelques femmes. Formés dans des écoles, les ludi, sous l’autorité d’un laniste, ils se répartissaient en catégories aux armements codifiés : rétiaire avec filet et trident, mirmillon avec casque et grand bouclier, thrace avec épée courbe. Les études de squelettes, comme ceux du cimetière de gladiateurs d’Éphèse, montrent des soins médicaux, une alimentation riche en céréales et des blessures guéries : les combats étaient encadrés par des arbitres, et la mise à mort, loin d’être systématique, dépendait souvent de la décision de l’organisateur et de la foule. Le geste exact du pouce reste d’ailleurs incertain. Certains gladiateurs devenaient de véritables vedettes, d’autres se révoltaient, comme Spartacus en 73 avant notre ère. Critiqués par des auteurs chrétiens et coûteux, les combats déclinent puis disparaissent au début du 5e siècle.',
    },
  },
  {
    id: 'prehistoric-people-life',
    title: 'Comment vivaient les hommes préhistoriques ?',
    phrasings: [
      'comment vivaient les hommes préhistoriques',
      'comment vivaient les hommes des cavernes',
      'hommes prehistoriques',
      'la préhistoire',
      'c koi la prehistoire',
      'est-ce que les hommes préhistoriques vivaient dans des grottes',
      'cro-magnon',
      'homme de neandertal',
      'prehistoir',
      'que mangeaient les hommes préhistoriques',
    ],
    answers: {
      up_to_5:
        'Il y a très, très longtemps, les hommes préhistoriques vivaient dans la nature, sans maisons en dur ni magasins. Ils chassaient, cueillaient des fruits, fabriquaient des outils en pierre et se réchauffaient autour du feu.',
      '6_to_8':
        'La préhistoire, c’est la très longue période d’avant l’invention de l’écriture. Pendant la plus grande partie de ce temps, les humains ne cultivaient pas la terre : ils chassaient des animaux comme les rennes ou les bisons, pêchaient et cueillaient des fruits, des racines et des plantes. Ils se déplaçaient souvent pour suivre les animaux. On les appelle parfois les hommes des cavernes, mais ils vivaient surtout à l’entrée des grottes, sous des abris de roche ou dans des huttes et des tentes en peaux. Ils fabriquaient des outils en pierre taillée et en os, cousaient leurs vêtements avec des aiguilles en os et savaient faire du feu. Ils peignaient aussi de magnifiques animaux sur les murs des grottes.',
      '9_to_12':
        'La préhistoire commence avec les premiers humains, il y a environ 3 millions d’années, et se termine avec l’invention de l’écriture, il y a environ 5 000 ans. Pendant l’essentiel de cette période, les humains étaient des chasseurs-cueilleurs nomades : ils suivaient les troupeaux de rennes, de chevaux ou de mammouths, pêchaient et ramassaient des plantes sauvages. L’expression « hommes des cavernes » est trompeuse : ils s’installaient plutôt à l’entrée des grottes, sous des abris rocheux ou dans des huttes faites de bois, de peaux et parfois d’os de mammouth. Ils taillaient des outils en silex, fabriquaient des aiguilles, des harpons et des bijoux, et maîtrisaient le feu. En Europe ont vécu les Néandertaliens, puis notre espèce, Homo sapiens, dont les représentants sont parfois appelés hommes de Cro-Magnon. Il y a environ 10 000 ans au Proche-Orient, et un peu plus tard en France, certains humains ont commencé à cultiver la terre et à élever des animaux : c’est le Néolithique, le temps des premiers villages. Ils n’étaient pas moins intelligents que nous : leur cerveau était semblable au nôtre.',
      '13_plus':
        'La préhistoire désigne la période de l’histoire humaine antérieure à l’écriture, apparue vers 3300 avant notre ère en Mésopotamie ; elle commence avec les premiers outils de pierre, il y a plus de 3 millions d’années en Afrique. On la divise en Paléolithique, l’âge de la pierre taillée, puis Néolithique, l’âge de la pierre polie et de l’agriculture. Au Paléolithique, les groupes humains, de quelques dizaines de personnes, vivent de la chasse, de la pêche et de la cueillette, et se déplacent selon les saisons et les migrations du gibier. Les grottes servaient rarement d’habitat permanent : on vivait surtout sous des abris-sous-roche, comme dans la vallée de la Vézère en Dordogne, ou dans des campements de huttes, certaines construites en os de mammouth en Europe de l’Est. Plusieurs espèces humaines ont coexisté, dont Homo neanderthalensis, présent en Europe jusqu’à il y a environ 40 000 ans, et Homo sapiens, arrivé en Europe il y a environ 45 000 ans ; des traces de leurs croisements subsistent dans notre ADN. Les archéologues ont trouvé des sépultures, des parures, des instruments de musique comme des flûtes en os, et des œuvres d’art qui témoignent d’une vie sociale et symbolique riche. Le Néolithique, amorcé vers 10 000 ans avant aujourd’hui au Proche-Orient, atteint la France vers 6 000 ans avant notre ère : sédentarisation, domestication des plantes et des animaux, poterie, villages. Cette « révolution » a entraîné une forte croissance démographique, mais aussi de nouvelles maladies et des inégalités. L’image du préhistorique brutal et grognant vient surtout du 19e siècle et des films : les recherches montrent des sociétés ingénieuses et solidaires, qui prenaient soin de leurs malades.',
    },
  },
  {
    id: 'cave-paintings',
    title: 'Pourquoi les hommes préhistoriques dessinaient dans les grottes ?',
    phrasings: [
      'pourquoi les hommes préhistoriques dessinaient dans les grottes',
      'peintures dans les grottes',
      'grotte de lascaux',
      'lascaux',
      'grotte chauvet',
      'art préhistorique',
      'peinture rupestre',
      'pk ils dessinaient sur les murs des grottes',
      'avec quoi les hommes prehistoriques peignaient',
    ],
    answers: {
      up_to_5:
        'Il y a très longtemps, des hommes ont peint des chevaux, des bisons et des mains sur les murs de grottes, avec de la terre colorée et du charbon. On ne sait pas exactement pourquoi, mais leurs dessins sont si beaux qu’on les admire encore aujourd’hui !',
      '6_to_8':
        'Les hommes préhistoriques ont peint et gravé des animaux sur les murs des grottes : des chevaux, des bisons, des cerfs, des mammouths, et même des lions. Pour faire leurs couleurs, ils utilisaient de la terre rouge ou jaune, l’ocre, et du charbon de bois pour le noir. Ils peignaient avec leurs doigts, avec des tampons de fourrure, ou en soufflant la couleur, comme un pistolet à peinture. Ils travaillaient dans le noir, éclairés par de petites lampes à graisse. Pourquoi le faisaient-ils ? Personne ne le sait vraiment : c’était peut-être pour raconter des histoires, pour des fêtes ou des croyances. En France, on peut voir des copies de la célèbre grotte de Lascaux.',
      '9_to_12':
        'Les peintures et gravures des grottes sont parmi les plus anciennes œuvres d’art de l’humanité. En France, la grotte Chauvet, en Ardèche, a été décorée il y a environ 36 000 ans, et celle de Lascaux, en Dordogne, il y a environ 18 000 ans ; Lascaux a été découverte par hasard en 1940 par des adolescents. Les artistes utilisaient des pigments naturels : de l’ocre pour le rouge et le jaune, du charbon de bois ou du manganèse pour le noir. Ils les appliquaient avec les doigts, des pinceaux de poils, ou en les soufflant par la bouche ou par un os creux, ce qui a donné les célèbres mains « négatives ». Ils profitaient même des bosses de la roche pour donner du relief aux animaux. Pourquoi ces œuvres ? On pense qu’elles avaient un sens religieux ou magique, liées à des cérémonies, mais c’est une hypothèse. Curieusement, les animaux peints ne sont pas toujours ceux qu’ils mangeaient le plus. Pour protéger les originaux, très fragiles, on visite aujourd’hui des copies fidèles.',
      '13_plus':
        'L’art pariétal, c’est-à-dire réalisé sur les parois des grottes, s’est développé en Europe au Paléolithique supérieur, entre environ 40 000 et 12 000 ans avant aujourd’hui, œuvre d’Homo sapiens ; des indices plus anciens, en Indonésie ou attribués à Néandertal, font encore débat. La France et l’Espagne en concentrent un grand nombre : Chauvet, datée d’environ 36 000 ans, Lascaux, d’environ 18 000 ans, Cosquer, dont l’entrée est aujourd’hui sous la mer près de Marseille, ou Altamira en Espagne. Les artistes employaient des pigments minéraux, ocres et oxydes de fer pour les rouges et les jaunes, oxydes de manganèse et charbon pour les noirs, appliqués au doigt, au tampon, au pinceau ou par soufflage, et s’éclairaient avec des lampes à graisse animale. Ils exploitaient les reliefs naturels de la roche et maîtrisaient la perspective, le mouvement et parfois une sorte d’animation, avec des animaux à plusieurs pattes ou plusieurs têtes. Le bestiaire est dominé par le cheval, le bison, l’aurochs, le bouquetin ou le mammouth, tandis que les humains sont rares, et les signes abstraits nombreux. L’interprétation reste ouverte : magie de la chasse, hypothèse ancienne affaiblie par le fait que le renne, très chassé, est peu représenté à Lascaux ; chamanisme, défendu par Jean Clottes ; structuration symbolique de l’espace, proposée par André Leroi-Gourhan. Ces grottes n’étaient pas des habitations, ce qui renforce l’idée de lieux à part. Leur conservation est délicate : Lascaux a été fermée au public en 1963 à cause des dégâts causés par le gaz carbonique et les microbes apportés par les visiteurs, et on visite désormais des répliques comme Lascaux IV.',
    },
  },
  {
    id: 'fire-discovery',
    title: 'Comment les hommes ont découvert le feu ?',
    phrasings: [
      'comment les hommes ont découvert le feu',
      'qui a inventé le feu',
      'qui a decouvert le feu',
      'découverte du feu',
      'comment les hommes préhistoriques faisaient du feu',
      'pk on a inventé le feu',
      'quand a été découvert le feu',
      'feu préhistoire',
    ],
    answers: {
      up_to_5:
        'Personne n’a inventé le feu : il existait déjà dans la nature, quand la foudre tombait sur un arbre. Les premiers hommes ont appris à le garder, puis à le fabriquer eux-mêmes, en frottant des morceaux de bois ou en tapant des pierres pour faire des étincelles.',
      '6_to_8':
        'Le feu existait bien avant les humains : la foudre ou un volcan peuvent enflammer des herbes sèches ou des arbres. Il y a très longtemps, des humains ont osé s’en approcher et ont rapporté des branches enflammées pour entretenir un feu, sans le laisser s’éteindre. Plus tard, ils ont appris à l’allumer eux-mêmes : en frottant très vite un bâton de bois contre un autre, ce qui chauffe jusqu’à faire une braise, ou en frappant deux pierres spéciales pour faire jaillir des étincelles. Le feu a tout changé : il donnait de la chaleur et de la lumière, il éloignait les animaux sauvages, et il permettait de cuire la viande. Le soir, tout le monde se réunissait autour pour manger et se raconter des histoires.',
      '9_to_12':
        'Le feu n’a pas été inventé par une seule personne : c’est une longue conquête. Au début, les humains ont sans doute récupéré le feu allumé par la foudre ou par des incendies naturels, et appris à l’entretenir. Les plus anciennes traces d’un usage du feu, en Afrique, ont environ un million d’années, et son utilisation devient régulière il y a environ 400 000 ans. Savoir l’allumer soi-même est venu plus tard : soit en faisant tourner très vite un bâton contre un morceau de bois, ce qui produit une braise par frottement, soit en frappant un silex contre une pierre riche en fer, la pyrite, qui fait jaillir des étincelles sur de l’herbe sèche. Le feu a changé la vie des humains : chaleur pour supporter le froid, lumière pour prolonger la journée, protection contre les animaux. La cuisson a rendu la nourriture plus facile à mâcher et à digérer, et elle tuait certains microbes. Enfin, le feu a rassemblé les gens : on pense que les veillées autour du foyer ont favorisé le partage et la parole.',
      '13_plus':
        'La maîtrise du feu est l’une des étapes majeures de l’évolution humaine, mais elle s’est faite progressivement et ses débuts restent discutés. Le feu naturel, provoqué par la foudre ou le volcanisme, était une ressource à collecter et à entretenir bien avant qu’on sache le produire. Les plus anciens indices d’usage contrôlé, comme des os brûlés dans la grotte de Wonderwerk en Afrique du Sud, ont environ un million d’années et sont attribués à Homo erectus ; l’usage devient habituel il y a environ 400 000 ans, avec de nombreux foyers en Europe et au Proche-Orient. Deux techniques principales permettent ensuite de l’allumer : la friction, en faisant tourner un bâton sur une planchette de bois sec, et la percussion d’un silex contre un minerai de fer comme la pyrite ou la marcassite, qui produit des étincelles recueillies sur de l’amadou, un champignon séché. Les conséquences sont considérables : le feu permet de s’installer dans des régions froides, de prolonger l’activité après la nuit tombée et de se protéger des prédateurs. L’anthropologue Richard Wrangham défend l’hypothèse que la cuisson, en rendant les aliments plus digestes et plus énergétiques, a favorisé la réduction de notre appareil digestif et le développement du cerveau ; cette idée reste débattue. Le feu sert aussi à durcir les pointes d’épieux, à modifier la pierre pour mieux la tailler et, bien plus tard, à cuire l’argile et à fondre les métaux. Autour du foyer, enfin, se sont sans doute développés les récits et les liens sociaux, ce qui fait du feu une technique autant qu’un fait culturel.',
    },
  },
  {
    id: 'humans-and-dinosaurs',
    title: 'Est-ce que les hommes préhistoriques ont vu des dinosaures ?',
    phrasings: [
      'est-ce que les hommes préhistoriques ont vu des dinosaures',
      'est ce que les hommes ont vécu avec les dinosaures',
      'les hommes des cavernes et les dinosaures',
      'humains et dinosaures en même temps',
      'est-ce que mon arrière grand-père a vu des dinosaures',
      'les premiers hommes ont chassé les dinosaures',
      'dinosaures et hommes préhistoriques',
      'est ce que les dinos vivaient avec les hommes',
      'hommes préhistoriques et mammouths',
    ],
    answers: {
      up_to_5:
        'Non ! Les dinosaures avaient disparu depuis très, très longtemps quand les premiers hommes sont arrivés. Mais les hommes préhistoriques ont vu des mammouths, de grands éléphants tout poilus !',
      '6_to_8':
        'Non, les hommes préhistoriques n’ont jamais rencontré de grands dinosaures, même si on le voit parfois dans les dessins animés. Les dinosaures ont disparu il y a 66 millions d’années, et les premiers humains sont apparus il y a seulement 3 millions d’années environ. Entre les deux, il s’est écoulé un temps immense, plus de vingt fois toute l’histoire des humains ! En revanche, les hommes préhistoriques ont côtoyé des animaux géants aujourd’hui disparus, comme les mammouths laineux, les rhinocéros laineux ou les ours des cavernes. Et un petit secret : les oiseaux sont des descendants des dinosaures, donc d’une certaine façon, nous vivons toujours avec eux !',
      '9_to_12':
        'Non, et de très loin ! Les derniers grands dinosaures ont disparu il y a environ 66 millions d’années, après la chute d’un astéroïde. Les premiers représentants du genre humain sont apparus en Afrique il y a moins de 3 millions d’années, et notre espèce, Homo sapiens, il y a environ 300 000 ans. Si toute l’histoire depuis la disparition des dinosaures tenait dans une journée, les humains n’arriveraient que dans la dernière heure, et Homo sapiens dans les dernières minutes. Les films qui montrent des hommes des cavernes chassant des dinosaures sont donc de la pure fiction. Les hommes préhistoriques ont en revanche vécu avec d’autres géants : les mammouths laineux, représentés dans les grottes, les rhinocéros laineux, les lions des cavernes ou les mégacéros, des cerfs aux bois immenses. Et comme les oiseaux descendent de petits dinosaures à plumes, la poule et le pigeon sont, d’une certaine manière, des dinosaures vivants.',
      '13_plus':
        'La réponse est non, et l’écart est vertigineux. Les dinosaures non aviens se sont éteints à la limite Crétacé-Paléogène, il y a environ 66 millions d’années. Les plus anciens fossiles de la lignée humaine, après la séparation d’avec celle des chimpanzés, remontent à 6 ou 7 millions d’années, comme Toumaï au Tchad ; le genre Homo apparaît vers 2,8 millions d’années, et Homo sapiens il y a environ 300 000 ans, d’après les fossiles du Djebel Irhoud au Maroc. Plus de 60 millions d’années séparent donc les derniers tyrannosaures des premiers humains, soit une vingtaine de fois toute l’histoire de notre lignée. La confusion vient de la fiction, des romans de la fin du 19e siècle aux films et dessins animés, qui mélangent volontiers les époques. Les humains préhistoriques ont en revanche côtoyé la mégafaune de l’ère glaciaire : mammouths, rhinocéros laineux, lions et ours des cavernes, cerfs géants, et sur d’autres continents des paresseux géants ou de grands marsupiaux. La plupart ont disparu entre 50 000 et 10 000 ans avant aujourd’hui, sous l’effet combiné des changements climatiques et de la chasse humaine, dont la part exacte est discutée ; une petite population de mammouths a même survécu sur l’île Wrangel jusqu’à il y a environ 4 000 ans, quand les pyramides existaient déjà. Enfin, les oiseaux sont des dinosaures théropodes au sens de la classification scientifique : l’humanité vit donc, en réalité, entourée de dinosaures.',
    },
  },
  {
    id: 'vikings-who',
    title: 'C’était qui, les Vikings ?',
    phrasings: [
      'c’était qui les vikings',
      'qui étaient les vikings',
      'c koi un viking',
      'les vikings',
      'vikings',
      'vikins',
      'est-ce que les vikings avaient des cornes sur leur casque',
      'drakkar viking',
      'bateau des vikings',
      'pourquoi la normandie s’appelle normandie',
    ],
    answers: {
      up_to_5:
        'Les Vikings vivaient il y a plus de mille ans dans les pays froids du Nord de l’Europe. Ils naviguaient sur de longs bateaux en bois avec une tête de dragon à l’avant, et ils allaient très loin sur la mer.',
      '6_to_8':
        'Les Vikings venaient du Nord de l’Europe, des pays qu’on appelle aujourd’hui la Norvège, la Suède et le Danemark, il y a plus de mille ans. C’étaient des marins extraordinaires, avec de longs bateaux rapides, décorés parfois d’une tête de dragon. Certains attaquaient des villages et des monastères pour prendre leurs richesses, mais beaucoup étaient surtout des agriculteurs, des pêcheurs et des commerçants. Ils sont allés très loin : en Islande, au Groenland et même en Amérique, bien avant Christophe Colomb ! Une partie d’entre eux s’est installée en France, dans la région qu’on appelle la Normandie, le pays des « hommes du Nord ». Et contrairement aux dessins, leurs casques n’avaient pas de cornes.',
      '9_to_12':
        'Les Vikings étaient des Scandinaves, venus de l’actuelle Norvège, de la Suède et du Danemark, qui ont parcouru les mers entre la fin du 8e et le 11e siècle. Leur première attaque célèbre est celle du monastère de Lindisfarne, en Angleterre, en 793. Grâce à leurs bateaux longs et légers, capables d’affronter la haute mer et de remonter les fleuves, ils ont pillé des côtes et des villes, et ont même assiégé Paris en 885. Mais ils étaient aussi des commerçants, qui allaient jusqu’à Constantinople et à Bagdad, et des colons, qui se sont installés en Islande, au Groenland, en Angleterre ou en Irlande. Vers l’an 1000, Leif Erikson a atteint l’Amérique du Nord, où l’on a retrouvé un de leurs campements, à Terre-Neuve. En 911, le roi de France a donné au chef viking Rollon une région qui est devenue la Normandie. Ils écrivaient avec des runes et croyaient en des dieux comme Odin et Thor. Les casques à cornes, eux, ont été inventés au 19e siècle pour des costumes d’opéra !',
      '13_plus':
        'Le terme « viking » désigne à l’origine une activité, l’expédition maritime de pillage ou de commerce, plus qu’un peuple ; on l’applique aujourd’hui aux Scandinaves de la période allant de la fin du 8e siècle au milieu du 11e siècle. Le sac du monastère de Lindisfarne, en 793, ouvre symboliquement cette époque, et la défaite du roi norvégien Harald Hardrada en Angleterre, en 1066, la clôt. Leur expansion s’explique sans doute par plusieurs facteurs : pression démographique, recherche de richesses et de prestige, conflits internes, et surtout une supériorité navale, avec des navires à faible tirant d’eau, à voile et à rames, capables de traverser l’océan comme de remonter les fleuves. Les Danois et les Norvégiens se tournent vers l’ouest : îles Britanniques, empire carolingien, où ils assiègent Paris en 885 et 886. Les Suédois, appelés Varègues, suivent les fleuves de l’Europe de l’Est jusqu’à Constantinople et au califat abbasside, et participent à la formation de la Rus’ de Kiev. Les Norvégiens colonisent l’Islande vers 870, le Groenland vers 985, et atteignent vers l’an 1000 l’Amérique du Nord, comme l’a confirmé la découverte du site de L’Anse aux Meadows à Terre-Neuve. En 911, par le traité de Saint-Clair-sur-Epte, le roi Charles le Simple cède à Rollon la région de Rouen, origine du duché de Normandie, dont les descendants conquerront l’Angleterre en 1066. Leur société reposait sur l’agriculture et l’artisanat, avec des assemblées d’hommes libres, les things, et une riche tradition orale, les sagas, mise par écrit plus tard en Islande. Le casque à cornes est une invention romantique, popularisée par les costumes d’une mise en scène de Wagner en 1876.',
    },
  },
  {
    id: 'kings-and-queens',
    title: 'Pourquoi il y avait des rois et des reines ?',
    phrasings: [
      'pourquoi il y avait des rois et des reines',
      'pourquoi il y a des rois',
      'pk il y a des reines',
      'c’est quoi un roi',
      'c koi une reine',
      'comment on devient roi',
      'est-ce qu’il y a encore des rois',
      'rois et reines',
      'à quoi sert un roi',
      'pourquoi le fils du roi devient roi',
    ],
    answers: {
      up_to_5:
        'Autrefois, dans beaucoup de pays, c’était un roi ou une reine qui décidait de tout et qui devait protéger les gens. Quand le roi mourait, souvent c’était son enfant qui devenait roi à son tour.',
      '6_to_8':
        'Il y a très longtemps, les groupes d’humains choisissaient souvent un chef, par exemple le plus fort ou le plus sage, pour les protéger et décider pour tout le monde. Peu à peu, ces chefs sont devenus des rois, et ils ont voulu que leurs enfants deviennent rois après eux : c’est pour ça qu’on devient roi par sa famille. Le roi faisait les lois, rendait la justice et commandait l’armée. Beaucoup de gens pensaient que Dieu l’avait choisi. En France, il y a eu des rois pendant plus de mille ans, comme Louis XIV, le « Roi-Soleil ». Aujourd’hui, il reste des rois et des reines dans certains pays, comme l’Angleterre, l’Espagne ou la Belgique, mais ils ne décident plus de tout : ce sont les gens qui votent qui choisissent leurs dirigeants.',
      '9_to_12':
        'Quand les humains se sont mis à vivre dans des villages puis des villes, il y a des milliers d’années, il a fallu organiser la vie commune, défendre le territoire et régler les conflits. Dans beaucoup de sociétés, un chef, souvent un guerrier puissant, a pris ce rôle, et il a transmis son pouvoir à ses enfants : c’est la monarchie héréditaire. Pour qu’on lui obéisse, le roi se présentait souvent comme choisi par les dieux ou par Dieu ; en France, il était sacré dans la cathédrale de Reims. Le roi faisait les lois, levait les impôts, rendait la justice et menait la guerre. La France a eu des rois pendant plus de mille ans, de Clovis jusqu’au 19e siècle, avec des souverains célèbres comme Louis XIV, qui a régné 72 ans. Les reines, en France, ne pouvaient pas régner seules, mais certaines ont gouverné à la place d’un fils trop jeune. Aujourd’hui, une quarantaine de pays ont encore un roi, une reine ou un empereur, comme le Royaume-Uni, l’Espagne ou le Japon. Dans la plupart de ces pays, le souverain a surtout un rôle de symbole : ce sont des élus qui gouvernent.',
      '13_plus':
        'La royauté est l’une des formes de pouvoir les plus anciennes et les plus répandues. Elle apparaît avec les premiers États, en Mésopotamie et en Égypte, quand des sociétés plus nombreuses ont besoin d’organiser l’irrigation, la défense, la justice et la levée de tributs. Le pouvoir d’un seul s’appuie presque toujours sur une légitimité religieuse : le pharaon est fils de Rê, l’empereur de Chine détient le « mandat du Ciel », et les rois de France, sacrés à Reims, se disent rois « par la grâce de Dieu ». La transmission héréditaire limite les conflits de succession, même si elle provoque aussi des guerres, comme la guerre de Cent Ans ; en France, une règle dite « loi salique » écarte les femmes du trône, mais des reines comme Blanche de Castille ou Catherine de Médicis exercent la régence. Aux 17e et 18e siècles, la monarchie absolue, incarnée par Louis XIV, concentre tous les pouvoirs, mais les philosophes des Lumières, comme Montesquieu, défendent la séparation des pouvoirs et la souveraineté du peuple. Les révolutions anglaise, américaine et française ont ensuite limité ou aboli la monarchie. Aujourd’hui, il existe encore une quarantaine de monarchies, dont beaucoup dans le Commonwealth, où le roi britannique est aussi chef d’État. En Europe, ce sont des monarchies constitutionnelles et parlementaires, au Royaume-Uni, en Espagne, en Belgique, aux Pays-Bas ou dans les pays scandinaves : le souverain « règne mais ne gouverne pas », le pouvoir appartenant à un parlement élu. Quelques monarchies, notamment dans la péninsule Arabique, restent en revanche très puissantes.',
    },
  },
  {
    id: 'french-revolution-no-king',
    title: 'Pourquoi la France n’a plus de roi ?',
    phrasings: [
      'pourquoi la france n’a plus de roi',
      'pourquoi il n’y a plus de roi en france',
      'pk y a plus de roi en france',
      'c’est quoi la révolution française',
      'c koi la revolution francaise',
      'révolution française',
      'revolution de 1789',
      'pourquoi on a coupé la tête du roi',
      'louis 16 et marie-antoinette',
      'c’est quoi une république',
    ],
    answers: {
      up_to_5:
        'Il y a longtemps, les Français trouvaient que ce n’était pas juste qu’un roi décide de tout tout seul. Alors ils ont changé les règles : maintenant, ce sont les gens qui votent pour choisir qui dirige le pays.',
      '6_to_8':
        'Il y a plus de 200 ans, la France avait un roi, Louis XVI. Beaucoup de gens étaient pauvres, payaient beaucoup d’impôts et avaient faim, alors que les nobles avaient beaucoup de privilèges. En 1789, le peuple s’est révolté : c’est la Révolution française. Les Français ont écrit que tous les hommes naissent libres et égaux, et quelques années plus tard, ils ont décidé qu’il n’y aurait plus de roi. Louis XVI a été jugé, accusé d’avoir demandé aux rois étrangers de l’aider contre les Français, et condamné à mort : on lui a coupé la tête en 1793. Aujourd’hui, on ne condamne plus personne à mort en France. La France est devenue une république, un pays où le pouvoir appartient à tous les citoyens, qui votent pour choisir leurs dirigeants. Il y a encore eu des rois et des empereurs après, mais depuis plus de 150 ans, la France est une république, avec sa devise : « Liberté, Égalité, Fraternité ».',
      '9_to_12':
        'À la fin du 18e siècle, la France était une monarchie : le roi Louis XVI avait tous les pouvoirs. La société était très inégale : les nobles et le clergé avaient des privilèges, tandis que les paysans et les gens des villes payaient l’essentiel des impôts. En 1789, le pays était en crise, les caisses de l’État vides et le pain très cher. Le 14 juillet 1789, le peuple de Paris a pris la Bastille, une prison-forteresse, et le 26 août, les députés ont adopté la Déclaration des droits de l’homme et du citoyen : « Les hommes naissent et demeurent libres et égaux en droits ». En 1792, la royauté a été abolie et la République proclamée ; le roi a été jugé et condamné à mort en 1793. Ensuite, il y a eu un empereur, Napoléon, puis de nouveau des rois, et encore un empereur, Napoléon III. Depuis 1870, la France est une république, sans interruption sauf pendant la Seconde Guerre mondiale. Aujourd’hui, notre Constitution dit même qu’on ne peut pas changer cette forme républicaine.',
      '13_plus':
        'Jusqu’en 1789, la France vit sous l’Ancien Régime, une monarchie absolue de droit divin et une société d’ordres où la noblesse et le clergé jouissent de privilèges fiscaux et honorifiques, tandis que le tiers état supporte l’essentiel des impôts. À la crise financière de l’État, aggravée par la guerre d’indépendance américaine, s’ajoutent de mauvaises récoltes et la diffusion des idées des Lumières. Convoqués en mai 1789, les états généraux se transforment en Assemblée nationale ; la prise de la Bastille, le 14 juillet, puis l’abolition des privilèges dans la nuit du 4 août et la Déclaration des droits de l’homme et du citoyen du 26 août fondent un ordre nouveau. La monarchie devient d’abord constitutionnelle, mais la fuite du roi, arrêté à Varennes en 1791, et la guerre contre l’Autriche ruinent la confiance. Le 10 août 1792, les Tuileries sont prises ; le 21 septembre, la Convention abolit la royauté, et la Première République naît. Louis XVI est jugé puis guillotiné le 21 janvier 1793, suivi de Marie-Antoinette en octobre, dans une période de violences politiques appelée la Terreur. Le 19e siècle voit ensuite alterner les régimes : Empire de Napoléon, Restauration des Bourbons, monarchie de Juillet, Deuxième République en 1848, Second Empire de Napoléon III. C’est la défaite de 1870 contre la Prusse qui ouvre la voie à la Troisième République, consolidée dans les années 1870 et 1880, avec le 14 juillet comme fête nationale et la Marseillaise comme hymne. Depuis, hormis le régime de Vichy de 1940 à 1944, la France est restée une république, et l’article 89 de la Constitution de 1958 interdit de réviser sa forme républicaine. Des descendants des familles royales existent toujours, mais sans aucun pouvoir.',
    },
  },
  {
    id: 'bastille-day',
    title: 'Pourquoi on fête le 14 juillet ?',
    phrasings: [
      'pourquoi on fête le 14 juillet',
      'pk le 14 juillet',
      'c’est quoi le 14 juillet',
      '14 juillet',
      'quatorze juillet',
      'fête nationale française',
      'prise de la bastille',
      'c koi la bastille',
      'pourquoi il y a un défilé et un feu d’artifice le 14 juillet',
      'fete nationale',
    ],
    answers: {
      up_to_5:
        'Le 14 juillet, c’est l’anniversaire de la France, en quelque sorte ! On se souvient du jour où, il y a très longtemps, le peuple a décidé d’être plus libre, et on fait la fête avec des défilés et des feux d’artifice.',
      '6_to_8':
        'Le 14 juillet, c’est la fête nationale de la France. On se rappelle d’un jour très important : le 14 juillet 1789, le peuple de Paris est allé prendre la Bastille, une grande prison-forteresse qui représentait le pouvoir du roi. Ce jour-là est devenu le symbole de la Révolution française et de la liberté. Un an plus tard, le 14 juillet 1790, les Français ont organisé une grande fête pour célébrer leur union. Aujourd’hui, le 14 juillet, il y a un grand défilé militaire sur les Champs-Élysées à Paris, des bals et des feux d’artifice dans toutes les villes. C’est un jour férié : on ne va ni à l’école, ni au travail.',
      '9_to_12':
        'Le 14 juillet est la fête nationale française depuis une loi de 1880. Il rappelle deux événements. Le premier est la prise de la Bastille, le 14 juillet 1789 : ce jour-là, des Parisiens inquiets, qui craignaient que le roi fasse attaquer la ville par ses troupes, ont pris d’assaut cette forteresse-prison pour s’emparer de la poudre qui y était stockée. Il n’y avait plus que sept prisonniers à l’intérieur, mais la Bastille était le symbole de l’arbitraire royal, et sa chute a marqué le début de la Révolution. Elle a d’ailleurs été démolie dans les mois suivants. Le second est la fête de la Fédération, le 14 juillet 1790, où des milliers de Français venus de tout le pays se sont réunis à Paris pour célébrer l’unité de la nation. Aujourd’hui, on fête le 14 juillet avec un défilé militaire sur les Champs-Élysées, les bals des pompiers et des feux d’artifice. À l’étranger, on l’appelle souvent le « Bastille Day ».',
      '13_plus':
        'Le 14 juillet est devenu fête nationale par la loi du 6 juillet 1880, votée au début de la Troisième République, quand les républicains cherchaient à ancrer le régime dans des symboles partagés, au même moment où la Marseillaise devenait hymne national. Le choix de la date était volontairement ambigu. Il renvoie d’abord à la prise de la Bastille, le 14 juillet 1789 : dans un Paris agité par le renvoi du ministre Necker et la concentration de troupes autour de la capitale, les émeutiers, après avoir pris des fusils aux Invalides, attaquent la forteresse pour y trouver de la poudre. L’assaut fait une centaine de morts parmi les assaillants, et le gouverneur de Launay est tué. La Bastille ne détenait plus que sept prisonniers, mais elle incarnait les lettres de cachet, ces emprisonnements sans jugement sur ordre du roi ; elle est aussitôt démolie, et ses pierres vendues comme souvenirs. Pour les républicains modérés de 1880, la date évoque aussi la fête de la Fédération du 14 juillet 1790, célébration pacifique de l’unité nationale au Champ-de-Mars, en présence du roi. Le défilé militaire, organisé depuis 1880, se déroule le plus souvent sur les Champs-Élysées, où avait eu lieu le grand défilé de la victoire de 1919, et les bals populaires et feux d’artifice complètent la fête. Cette date a une portée internationale : elle symbolise la fin de l’absolutisme et l’affirmation de la souveraineté du peuple.',
    },
  },
  {
    id: 'world-wars',
    title: 'C’était quoi, les guerres mondiales ?',
    phrasings: [
      'c’était quoi les guerres mondiales',
      'c koi la guerre mondiale',
      'pourquoi il y a eu des guerres mondiales',
      'pourquoi la première guerre mondiale a commencé',
      'première guerre mondiale',
      'deuxième guerre mondiale',
      'seconde guerre mondiale',
      'guerre 14-18',
      'guerre 39-45',
      'c’est quoi la guerre de papy',
      'qui a gagné la guerre mondiale',
      'c’était qui hitler',
    ],
    answers: {
      up_to_5:
        'Il y a très longtemps, avant même la naissance de tes grands-parents, beaucoup de pays se sont fait la guerre en même temps, et cela a rendu beaucoup de gens très tristes. C’est fini depuis longtemps, et aujourd’hui ces pays sont devenus amis.',
      '6_to_8':
        'On appelle « guerres mondiales » deux très grandes guerres où beaucoup de pays du monde se sont battus en même temps. La première a eu lieu de 1914 à 1918 : la France et ses alliés se sont battus contre l’Allemagne et ses alliés, et les soldats vivaient dans des tranchées, de longs fossés creusés dans la terre. Cette guerre a commencé après l’assassinat du prince héritier d’Autriche-Hongrie : les pays étaient liés par des alliances, et ils sont entrés dans la guerre les uns après les autres. La seconde a eu lieu de 1939 à 1945 : l’Allemagne était dirigée par Hitler, un chef très dangereux, qui a envahi de nombreux pays, dont la France. Cette guerre a commencé quand il a attaqué la Pologne. Beaucoup de personnes ont été courageuses pour résister, et d’autres pays sont venus aider à libérer la France. Ces guerres ont fait énormément de morts et de peine. C’est pour ça qu’ensuite, les pays ont décidé de se parler et de travailler ensemble pour garder la paix : la France et l’Allemagne sont aujourd’hui de grands amis.',
      '9_to_12':
        'La Première Guerre mondiale a duré de 1914 à 1918. Elle opposait notamment la France, le Royaume-Uni et la Russie, rejoints plus tard par les États-Unis, à l’Allemagne et à l’Autriche-Hongrie. En France, les soldats, qu’on appelait les « poilus », ont vécu des années dans des tranchées boueuses, dans des conditions très dures, par exemple pendant la bataille de Verdun en 1916. Environ 10 millions de soldats sont morts, et la guerre s’est terminée le 11 novembre 1918. La Seconde Guerre mondiale, de 1939 à 1945, a été encore plus terrible. L’Allemagne nazie d’Adolf Hitler a envahi une grande partie de l’Europe, dont la France en 1940. Les nazis ont persécuté et tué des millions de personnes, en particulier six millions de Juifs : c’est ce qu’on appelle la Shoah. Des résistants se sont battus en secret, et les Alliés, dont les États-Unis, le Royaume-Uni et l’Union soviétique, ont débarqué en Normandie le 6 juin 1944 pour libérer la France. La guerre s’est terminée en Europe le 8 mai 1945. Après cela, les pays ont créé l’ONU et construit l’Union européenne pour éviter que cela recommence.',
      '13_plus':
        'Les deux guerres mondiales sont les conflits les plus meurtriers de l’histoire, qualifiés de « totaux » parce qu’ils ont mobilisé toutes les ressources humaines, économiques et scientifiques des pays. La Première, de 1914 à 1918, naît de rivalités entre puissances européennes, d’alliances rigides et de nationalismes ; l’assassinat de l’archiduc François-Ferdinand à Sarajevo, en juin 1914, déclenche l’engrenage. Sur le front occidental, la guerre de mouvement laisse vite place à une guerre de tranchées, avec des batailles d’usure comme Verdun ou la Somme en 1916. Elle fait environ 10 millions de morts militaires et provoque la chute de quatre empires, avant que le traité de Versailles de 1919 impose de lourdes conditions à l’Allemagne. La crise économique des années 1930 favorise l’arrivée au pouvoir d’Hitler en 1933, dont le régime nazi, raciste et expansionniste, envahit la Pologne en septembre 1939. La Seconde Guerre mondiale oppose les Alliés, dont le Royaume-Uni, l’URSS, les États-Unis et la France libre du général de Gaulle, à l’Axe formé par l’Allemagne, l’Italie et le Japon. La France, vaincue en 1940, est en partie occupée, et le régime de Vichy collabore avec l’occupant, tandis que la Résistance s’organise. Les nazis commettent un génocide, la Shoah, qui coûte la vie à environ six millions de Juifs, ainsi qu’à des centaines de milliers de Roms et à d’autres victimes. Après le débarquement du 6 juin 1944 et l’avancée soviétique, l’Allemagne capitule le 8 mai 1945 ; le Japon capitule en septembre, après les bombardements atomiques d’Hiroshima et de Nagasaki. Le bilan dépasse 60 millions de morts, en majorité des civils. Pour empêcher un tel drame, l’ONU est fondée en 1945, et la réconciliation franco-allemande devient le cœur de la construction européenne.',
    },
  },
  {
    id: 'armistice-day',
    title: 'Pourquoi on fête le 11 novembre ?',
    phrasings: [
      'pourquoi on fête le 11 novembre',
      'c’est quoi le 11 novembre',
      'pk le 11 novembre',
      '11 novembre',
      'onze novembre',
      'armistice',
      'c’est quoi un armistice',
      'pourquoi on fête le 8 mai',
      'c koi le 8 mai 1945',
      'c’est quoi un monument aux morts',
      'pourquoi il y a un monument aux morts dans chaque village',
    ],
    answers: {
      up_to_5:
        'Le 11 novembre, c’est le jour où une très grande guerre s’est arrêtée, il y a très longtemps. Ce jour-là, on pense aux soldats qui se sont battus, et on se souvient que la paix, c’est précieux.',
      '6_to_8':
        'Le 11 novembre 1918, il y a plus de cent ans, la Première Guerre mondiale s’est arrêtée : les pays ont signé un armistice, c’est-à-dire un accord pour arrêter les combats. Depuis, chaque 11 novembre, on se souvient des soldats morts pendant cette guerre et pendant les autres guerres. Dans presque chaque ville et chaque village de France, il y a un monument aux morts, avec les noms des habitants qui ne sont pas revenus. Ce jour-là, des gens se réunissent devant ce monument, déposent des fleurs et font une minute de silence. Le 8 mai, c’est un peu pareil : on se souvient de la fin de la Seconde Guerre mondiale en Europe, en 1945. Ces jours sont là pour rappeler qu’il faut protéger la paix.',
      '9_to_12':
        'Le 11 novembre 1918, vers 5 heures du matin, l’Allemagne et les Alliés ont signé un armistice dans un wagon, au milieu de la forêt de Compiègne, au nord de Paris. À 11 heures, les combats de la Première Guerre mondiale se sont arrêtés partout sur le front, et les cloches ont sonné dans toute la France. Un armistice n’est pas encore la paix : c’est l’arrêt des combats, et le traité de paix a été signé l’année suivante, à Versailles. La guerre avait été si terrible que presque toutes les communes de France ont construit un monument aux morts, avec les noms de leurs soldats tués. Le 11 novembre est devenu un jour férié en 1922. Depuis 2012, on y rend hommage à tous les morts pour la France, de toutes les guerres. En France, la fleur du souvenir est le bleuet, en souvenir des jeunes soldats surnommés ainsi, et au Royaume-Uni, c’est le coquelicot. Le 8 mai, lui, rappelle la fin de la Seconde Guerre mondiale en Europe, en 1945.',
      '13_plus':
        'L’armistice qui met fin aux combats de la Première Guerre mondiale est signé le 11 novembre 1918, vers 5 heures du matin, dans le wagon du maréchal Foch, commandant en chef des armées alliées, stationné dans la clairière de Rethondes, en forêt de Compiègne. Il entre en vigueur à 11 heures. L’Allemagne, épuisée, confrontée à la révolution intérieure et à l’effondrement de ses alliés, accepte des conditions très dures : évacuation des territoires occupés, livraison d’armes et de navires. Un armistice est une suspension des hostilités, pas un traité de paix : celui-ci sera signé à Versailles le 28 juin 1919. La guerre a tué environ 1,4 million de soldats français, et des centaines de milliers sont revenus mutilés ; pour honorer ces morts, presque toutes les communes françaises érigent un monument aux morts dans les années 1920. Le 11 novembre devient jour férié par une loi de 1922, et depuis 2012, il rend hommage à tous les morts pour la France, y compris ceux des opérations extérieures récentes. Le bleuet, surnom des jeunes recrues de 1915 vêtues de bleu horizon, est la fleur française du souvenir, et le coquelicot celle des pays du Commonwealth. Symbole amer, Hitler fit signer l’armistice de juin 1940 dans le même wagon, au même endroit. Le 8 mai commémore la capitulation de l’Allemagne nazie en 1945, et la célébration commune de ces dates par d’anciens ennemis, comme François Mitterrand et Helmut Kohl main dans la main à Verdun en 1984, montre que la mémoire peut servir la réconciliation.',
    },
  },
  {
    id: 'why-wars',
    title: 'Pourquoi il y a des guerres ?',
    phrasings: [
      'pourquoi il y a des guerres',
      'pourquoi il y a la guerre',
      'pk il y a des guerres',
      'pk les gens font la guerre',
      'pourquoi les pays se font la guerre',
      'pourquoi les hommes se battent',
      'est-ce que la guerre va venir chez nous',
      'c’est quoi la guerre',
      'pourquoi on arrête pas les guerres',
      'comment on fait la paix',
    ],
    answers: {
      up_to_5:
        'Parfois, des pays ne sont pas d’accord et n’arrivent pas à se parler calmement, alors ils se battent : c’est la guerre. C’est très triste, mais beaucoup de gens travaillent chaque jour pour la paix, et ici, tu es en sécurité.',
      '6_to_8':
        'Une guerre, c’est quand des pays ou des groupes de gens se battent avec des armes. Cela arrive quand ils ne sont pas d’accord sur quelque chose d’important et qu’ils n’arrivent pas à régler le problème en discutant. Parfois, ils veulent le même morceau de terre, ou des richesses comme l’eau ou le pétrole. Parfois, un chef veut devenir plus puissant, ou des gens ont peur les uns des autres, ou se détestent à cause de vieilles disputes. La guerre fait beaucoup de mal, et c’est pour ça que des gens, qu’on appelle des diplomates, passent leur vie à aider les pays à se parler et à signer la paix. Si tu entends parler d’une guerre et que ça t’inquiète, tu peux en parler avec un adulte : c’est normal de se poser des questions.',
      '9_to_12':
        'Les guerres ont des causes multiples, et souvent mélangées. Il y a les disputes pour un territoire, ou pour des ressources comme l’eau, les terres fertiles, le pétrole ou les minerais. Il y a la volonté de puissance de certains dirigeants, qui veulent agrandir leur pays ou imposer leur pouvoir. Il y a aussi les idées : des gens se battent pour leur indépendance, pour leur religion, ou parce qu’on leur a appris à considérer d’autres peuples comme des ennemis. La peur joue un grand rôle : un pays qui se sent menacé peut attaquer le premier. Et les vieilles rancunes peuvent durer des générations. Pourtant, la guerre n’est pas une fatalité : depuis 1945, l’Organisation des Nations unies, l’ONU, réunit presque tous les pays pour discuter, et la France et l’Allemagne, longtemps ennemies, sont désormais partenaires. Des lois internationales protègent aussi les civils et interdisent certaines armes. Si les nouvelles te font peur, parles-en à un adulte : comprendre aide à se sentir moins inquiet.',
      '13_plus':
        'Les historiens et les politistes distinguent plusieurs niveaux de causes aux guerres. Il y a d’abord les causes matérielles : contrôle d’un territoire, de ressources naturelles, de routes commerciales ou de débouchés économiques. S’y ajoutent les causes politiques : ambitions d’un dirigeant, rivalités entre puissances, volonté d’un peuple d’obtenir son indépendance, ou effondrement d’un État qui laisse s’affronter des groupes armés, comme dans de nombreuses guerres civiles. Les idéologies, les nationalismes et parfois les religions servent à mobiliser les populations et à désigner l’autre comme un ennemi. Les relations internationales décrivent aussi un « dilemme de sécurité » : quand un pays s’arme pour se protéger, ses voisins se sentent menacés et s’arment à leur tour, ce qui augmente le risque de conflit. La guerre n’est cependant ni naturelle ni inévitable : la plupart des pays vivent en paix la plupart du temps, et les désaccords se règlent le plus souvent par la négociation. Après 1945, la Charte des Nations unies a interdit en principe le recours à la force, sauf légitime défense ou décision du Conseil de sécurité, et le droit international humanitaire, issu des conventions de Genève, encadre la protection des civils et des prisonniers. La construction européenne montre que d’anciens ennemis peuvent lier leurs économies au point que la guerre entre eux devient impensable. Les conflits restent pourtant nombreux, et il est légitime d’en être inquiet : s’informer auprès de sources fiables et en discuter aide à comprendre sans se laisser submerger.',
    },
  },
  {
    id: 'wheel-invention',
    title: 'Qui a inventé la roue ?',
    phrasings: [
      'qui a inventé la roue',
      'qui a invente la roue',
      'quand a été inventée la roue',
      'invention de la roue',
      'comment on a inventé la roue',
      'pk on a inventé la roue',
      'premiere roue',
      'qui a inventé la roue en premier',
      'la roue a été inventée quand',
    ],
    answers: {
      up_to_5:
        'La roue a été inventée il y a très longtemps, il y a plus de 5 000 ans, mais on ne connaît pas le nom de la personne qui a eu l’idée. Les premières roues étaient de gros ronds en bois, tout pleins, sans rayons.',
      '6_to_8':
        'Personne ne connaît le nom de l’inventeur de la roue, car c’était il y a plus de 5 000 ans, avant même l’invention de l’écriture dans la plupart des régions. On pense que les premières roues ont servi aux potiers, pour tourner l’argile et fabriquer des pots. Puis on a eu l’idée de fixer des roues sous des chariots, tirés par des bœufs, pour transporter des choses lourdes. Les premières roues étaient des disques pleins, faits de planches de bois assemblées. Plus tard, on a inventé les roues à rayons, beaucoup plus légères, pour les chars rapides. Aujourd’hui, il y a des roues partout : sur les vélos, les voitures, les trains et même dans les horloges !',
      '9_to_12':
        'La roue a été inventée il y a environ 5 500 ans, mais on ne sait pas précisément où ni par qui. Les plus anciennes traces viennent à la fois de Mésopotamie, dans l’actuel Irak, et d’Europe centrale : en Slovénie, on a retrouvé une roue en bois vieille d’environ 5 000 ans avec son essieu. On pense que le tour du potier, une roue horizontale pour façonner l’argile, est apparu à peu près à la même époque, peut-être même un peu avant. Le plus difficile n’était pas la roue elle-même, mais l’essieu : il fallait un axe bien rond et bien ajusté pour que la roue tourne sans se bloquer. Les premières roues étaient des disques pleins et lourds, sous des chariots tirés par des bœufs. Vers 2000 avant notre ère, on a inventé les roues à rayons, plus légères, qui ont permis de construire des chars de guerre rapides tirés par des chevaux. Fait étonnant : les peuples d’Amérique connaissaient la roue, on a retrouvé des jouets à roulettes, mais ils ne s’en servaient pas pour transporter, faute de grands animaux de trait.',
      '13_plus':
        'La roue n’a pas d’inventeur connu : elle apparaît vers le milieu du 4e millénaire avant notre ère, presque simultanément dans plusieurs régions, ce qui suggère une diffusion rapide ou des inventions parallèles. Les plus anciens témoignages sont des pictogrammes de chariots sur des tablettes d’Uruk en Mésopotamie, un vase de Bronocice en Pologne, daté d’environ 3500 avant notre ère, qui porte un dessin de chariot, et la roue de bois des marais de Ljubljana, en Slovénie, vieille d’environ 5 150 ans. Le tour de potier, qui utilise une roue tournant sur un axe vertical, est attesté en Mésopotamie à la même période. La vraie difficulté technique tient à l’ensemble roue-essieu : il faut des moyeux et des axes précisément ajustés, ce qui suppose des outils en métal capables de travailler finement le bois. Les premières roues de transport sont des disques pleins formés de planches assemblées, montés sous des chariots lents tirés par des bœufs. Vers 2000 avant notre ère, dans les steppes au nord de la mer Caspienne, apparaissent les roues à rayons, légères, qui permettent le char de guerre attelé à des chevaux, arme décisive dans tout le Proche-Orient. En Mésoamérique, la roue n’était connue que sur de petites figurines, sans usage pour le transport, notamment parce qu’il n’existait pas d’animaux de trait et que le relief s’y prêtait mal. Le principe de la roue s’est ensuite décliné à l’infini : moulins, poulies, engrenages, turbines, jusqu’aux disques durs de nos ordinateurs.',
    },
  },
  {
    id: 'printing-invention',
    title: 'Qui a inventé l’imprimerie et les livres ?',
    phrasings: [
      'qui a inventé l’imprimerie',
      'qui a invente l imprimerie',
      'qui a inventé les livres',
      'comment on faisait les livres avant',
      'gutenberg',
      'gutemberg imprimerie',
      'invention de l’imprimerie',
      'premier livre imprimé',
      'pk les moines recopiaient les livres',
      'comment on imprime un livre',
    ],
    answers: {
      up_to_5:
        'Avant, on recopiait les livres entièrement à la main, et ça prenait des mois ! Puis un homme qui s’appelait Gutenberg a inventé une machine qui imprimait les pages très vite : on a pu fabriquer plein de livres.',
      '6_to_8':
        'Pendant très longtemps, chaque livre était écrit à la main, souvent par des moines, lettre après lettre. Recopier un seul livre pouvait prendre des mois, et les livres étaient donc rares et très chers. Vers 1450, en Allemagne, un homme appelé Gutenberg a eu une idée géniale : fabriquer des petites lettres en métal, qu’on pouvait assembler pour former des mots, puis les encrer et les presser sur du papier avec une presse. On pouvait ainsi imprimer la même page des centaines de fois ! Bien avant lui, les Chinois avaient déjà inventé le papier et une façon d’imprimer. Grâce à l’imprimerie, beaucoup plus de gens ont pu avoir des livres et apprendre à lire.',
      '9_to_12':
        'Au Moyen Âge en Europe, les livres étaient des manuscrits, recopiés à la main par des moines ou des copistes sur du parchemin, une peau d’animal préparée : fabriquer une Bible pouvait demander des mois, voire des années. Les Chinois avaient déjà inventé le papier il y a près de 2 000 ans, ainsi que l’impression avec des planches de bois gravées, et même des caractères mobiles vers l’an 1040 ; en Corée, on a imprimé avec des caractères en métal dès le 14e siècle. Vers 1450, à Mayence, en Allemagne, Johannes Gutenberg a mis au point un système complet : des lettres en métal fondues en grand nombre, une encre grasse qui collait bien au métal et une presse inspirée de celles qui servaient à presser le raisin. Sa Bible, imprimée vers 1455, est l’un des premiers grands livres imprimés en Europe. En une cinquantaine d’années, des ateliers d’imprimerie se sont ouverts dans des centaines de villes, et des millions de livres ont été produits. Les idées, les découvertes et les nouvelles ont circulé beaucoup plus vite : c’est l’une des inventions qui ont le plus changé le monde.',
      '13_plus':
        'Avant l’imprimerie, l’Europe médiévale produisait des manuscrits sur parchemin, copiés dans les scriptoriums des monastères puis, à partir du 13e siècle, dans des ateliers urbains liés aux universités. La Chine avait pris une grande avance : le papier y est attribué traditionnellement à Cai Lun, vers 105, la xylographie, impression à partir de planches gravées, y est attestée dès le 9e siècle avec le Sutra du diamant de 868, et Bi Sheng invente vers 1040 des caractères mobiles en argile. En Corée, le Jikji, imprimé en 1377 avec des caractères métalliques, est le plus ancien livre conservé de ce type. L’apport de Johannes Gutenberg, orfèvre de Mayence, vers 1450, est d’avoir réuni un système cohérent et adapté à l’alphabet latin, qui compte peu de signes : un moule permettant de fondre rapidement des caractères identiques dans un alliage de plomb, d’étain et d’antimoine, une encre à base d’huile et une presse à vis. Sa Bible à 42 lignes, achevée vers 1455, fut tirée à environ 180 exemplaires. La technique se diffuse très vite : vers 1500, plus de 250 villes européennes ont des imprimeries, et on estime que plusieurs millions d’exemplaires ont été produits ; ces premiers livres sont appelés incunables. L’imprimerie a favorisé la Renaissance, la diffusion rapide de la Réforme protestante de Luther, la standardisation des langues et l’essor de la science, en permettant aux savants de comparer des textes identiques. Elle a aussi inquiété les autorités, qui ont instauré la censure, et elle préfigure d’autres révolutions de la diffusion du savoir, jusqu’à Internet.',
    },
  },
  {
    id: 'countries-why',
    title: 'Pourquoi il y a des pays différents ?',
    phrasings: [
      'pourquoi il y a des pays différents',
      'pourquoi il y a des pays',
      'pk y a plusieurs pays',
      'pourquoi le monde est divisé en pays',
      'c’est quoi une frontière',
      'c koi une frontiere',
      'pourquoi il y a des frontières',
      'combien il y a de pays dans le monde',
      'pourquoi on a besoin d’un passeport',
    ],
    answers: {
      up_to_5:
        'Le monde est très, très grand, et les gens se sont installés à plein d’endroits différents. Chaque groupe a fini par avoir ses propres règles et ses chefs : c’est comme ça que sont nés les pays, séparés par des frontières, des lignes qu’on ne voit pas toujours.',
      '6_to_8':
        'Il y a très longtemps, les humains vivaient en petits groupes, puis en villages, puis en royaumes de plus en plus grands. Chaque groupe avait ses habitudes, sa langue et ses chefs. Au fil des siècles, à cause des guerres, des mariages entre rois et des accords, ces territoires ont grandi, se sont séparés ou se sont réunis. Une frontière, c’est la limite entre deux pays : parfois c’est une montagne ou une rivière, comme les Pyrénées entre la France et l’Espagne, et parfois juste une ligne sur une carte. Chaque pays a ses lois, son gouvernement et souvent sa propre langue. Aujourd’hui, il y a environ 195 pays dans le monde !',
      '9_to_12':
        'Quand les humains se sont mis à cultiver la terre, il y a environ 10 000 ans, ils se sont installés à un endroit et ont voulu protéger leurs champs : peu à peu sont nées des cités, des royaumes et des empires. Les frontières ont été dessinées par l’histoire : guerres, conquêtes, mariages royaux, traités de paix, et aussi par la géographie, avec des montagnes, des fleuves ou des mers qui séparent naturellement les peuples. Les gens d’un même territoire partagent souvent une langue, des coutumes et une histoire, ce qui leur donne le sentiment d’appartenir à une même nation. Un pays, ou État, a un territoire, une population et un gouvernement qui fait les lois et les fait respecter. Il existe aujourd’hui environ 195 pays : le plus grand est la Russie, environ 30 fois plus grande que la France métropolitaine, et le plus petit le Vatican, plus petit qu’un grand parc. La carte change encore : le Soudan du Sud, par exemple, est devenu indépendant en 2011. Certains pays choisissent de coopérer étroitement, comme ceux de l’Union européenne, où l’on peut souvent passer la frontière sans contrôle.',
      '13_plus':
        'Le pays au sens moderne, l’État souverain, est une construction historique relativement récente. Pendant des millénaires, les territoires ont été organisés en tribus, cités-États, royaumes ou empires aux limites floues, où l’autorité diminuait à mesure qu’on s’éloignait du centre. L’idée d’États souverains, égaux et aux frontières précises s’affirme en Europe à partir des traités de Westphalie, en 1648, et l’idée de nation, un peuple conscient de partager une langue, une histoire ou un projet commun, se développe surtout au 19e siècle avec les nationalismes, qui mènent à l’unification de l’Italie ou de l’Allemagne. Les frontières résultent de guerres, de traités, d’héritages dynastiques et parfois de la géographie ; beaucoup de frontières africaines ou du Moyen-Orient ont été tracées par les puissances coloniales européennes, parfois sans tenir compte des peuples, ce qui alimente encore des tensions. Au 20e siècle, la décolonisation et l’éclatement de l’URSS ou de la Yougoslavie ont fait passer le nombre d’États de quelques dizaines à environ 195 aujourd’hui, dont 193 membres de l’ONU. Selon le droit international, un État se définit par un territoire, une population, un gouvernement effectif et la reconnaissance par les autres États, ce qui laisse des cas disputés, comme Taïwan ou le Kosovo. L’existence de pays permet l’organisation démocratique, la protection des droits et la diversité des cultures, mais les frontières peuvent aussi devenir des lieux de conflits ou d’exclusion. D’où des formes de coopération qui les dépassent, comme l’Union européenne et son espace Schengen, ou les organisations internationales.',
    },
  },
  {
    id: 'flags-why',
    title: 'Pourquoi chaque pays a un drapeau ?',
    phrasings: [
      'pourquoi chaque pays a un drapeau',
      'pourquoi il y a des drapeaux',
      'pk les pays ont des drapeaux',
      'à quoi sert un drapeau',
      'pourquoi le drapeau français est bleu blanc rouge',
      'drapeau bleu blanc rouge',
      'drapeau de la france',
      'drapeaux des pays',
      'drapo de la france',
      'signification des couleurs du drapeau',
    ],
    answers: {
      up_to_5:
        'Un drapeau, c’est comme le signe de reconnaissance d’un pays : quand on le voit, on sait tout de suite de quel pays il s’agit. Le drapeau de la France est bleu, blanc et rouge.',
      '6_to_8':
        'Il y a très longtemps, pendant les batailles, les soldats portaient des étendards, de grands morceaux de tissu colorés, pour savoir qui était dans quel camp. Les bateaux aussi hissaient un drapeau pour montrer de quel pays ils venaient. Aujourd’hui, chaque pays a son drapeau, qui est un symbole : on le voit sur les mairies, aux Jeux olympiques ou dans les stades. Le drapeau français est bleu, blanc et rouge depuis la Révolution : le bleu et le rouge étaient les couleurs de Paris, et le blanc celle du roi. Certains drapeaux racontent une histoire : celui du Japon montre un soleil rouge, et celui du Canada une feuille d’érable.',
      '9_to_12':
        'Les drapeaux viennent des étendards et des bannières que les armées utilisaient depuis l’Antiquité pour se rassembler et se reconnaître au milieu d’une bataille. En mer, les navires ont pris l’habitude de hisser un pavillon indiquant leur pays, ce qui a beaucoup contribué à créer des drapeaux nationaux. Aujourd’hui, le drapeau est un symbole qui représente le pays et ses habitants, au même titre que l’hymne national. Le drapeau tricolore français est né pendant la Révolution : on explique souvent qu’il unit le bleu et le rouge, couleurs de Paris, au blanc de la royauté, et il est devenu le drapeau officiel en 1794. Les couleurs et les formes ont souvent un sens : les 50 étoiles du drapeau des États-Unis représentent ses 50 États, et ses 13 bandes les 13 colonies de départ ; le cercle rouge du Japon évoque le soleil levant. Presque tous les drapeaux sont rectangulaires, sauf ceux de la Suisse et du Vatican, qui sont carrés, et celui du Népal, formé de deux triangles. Le Danemark affirme avoir le plus ancien drapeau national encore utilisé.',
      '13_plus':
        'Les drapeaux ont des ancêtres très anciens : enseignes des légions romaines, bannières et étendards médiévaux, armoiries peintes sur les boucliers, qui permettaient d’identifier un seigneur ou une armée. Le pavillon maritime, indispensable pour reconnaître la nationalité d’un navire, a joué un rôle décisif à partir du 17e siècle. Mais le drapeau national, emblème d’un peuple plutôt que d’un souverain, est surtout né avec les révolutions de la fin du 18e siècle et les nationalismes du 19e siècle. Le drapeau tricolore français est issu de la cocarde révolutionnaire de 1789 ; l’explication la plus répandue, attribuée à La Fayette, y voit l’union du bleu et du rouge de Paris avec le blanc royal, mais les historiens rappellent que ces couleurs étaient aussi celles de la livrée royale. Adopté pour la marine en 1794, abandonné sous la Restauration au profit du drapeau blanc, il est rétabli en 1830 et figure dans l’article 2 de la Constitution de 1958. La science des drapeaux, la vexillologie, montre que beaucoup de drapeaux se sont inspirés les uns des autres : le tricolore français a servi de modèle à de nombreux pays, et les couleurs panafricaines vert, jaune et rouge reprennent celles de l’Éthiopie. Les symboles racontent des histoires : l’étoile et le croissant, la croix scandinave, la feuille d’érable canadienne adoptée en 1965, la roue de l’Inde. Parce qu’il incarne une communauté, le drapeau peut rassembler, lors d’une compétition sportive ou d’un deuil national, mais aussi devenir un objet de conflit, et son outrage est puni par la loi dans de nombreux pays, dont la France.',
    },
  },
  {
    id: 'president-role',
    title: 'C’est quoi, un président ?',
    phrasings: [
      'c’est quoi un président',
      'c koi un president',
      'à quoi sert le président',
      'a quoi sert le president de la republique',
      'que fait le président de la république',
      'président de la république',
      'comment on devient président',
      'pourquoi il y a un président',
      'où habite le président',
      'palais de l’élysée',
      'c’est quoi un gouvernement',
    ],
    answers: {
      up_to_5:
        'Le président, c’est la personne que les grands ont choisie en votant pour s’occuper de tout le pays, un peu comme le capitaine d’une grande équipe. En France, il travaille dans un palais à Paris qui s’appelle l’Élysée.',
      '6_to_8':
        'Le président de la République, c’est la personne qui dirige la France. Il n’est pas un roi : ce sont les adultes qui le choisissent en votant, et il reste président pendant 5 ans. Ensuite, il y a une nouvelle élection. Il prend de grandes décisions pour le pays, il représente la France quand il rencontre les chefs des autres pays, et il est le chef des armées. Mais il ne décide pas de tout tout seul : il choisit un Premier ministre et des ministres qui l’aident, et les lois sont votées par les députés et les sénateurs. Il travaille et habite au palais de l’Élysée, à Paris. Beaucoup d’autres pays ont aussi un président, comme les États-Unis. Son nom change d’une élection à l’autre : demande à un adulte qui est le président aujourd’hui.',
      '9_to_12':
        'Un président est le chef de l’État dans une république, c’est-à-dire un pays qui n’a pas de roi. En France, le président de la République est élu directement par tous les citoyens de 18 ans et plus, pour un mandat de 5 ans, et il ne peut pas faire plus de deux mandats de suite. Son rôle est fixé par la Constitution, le texte qui organise le fonctionnement du pays. Il nomme le Premier ministre, qui dirige le gouvernement avec les ministres, chacun chargé d’un domaine comme l’éducation ou la santé. Il est le chef des armées, représente la France à l’étranger et signe les lois. Mais les lois sont votées par le Parlement, composé des députés de l’Assemblée nationale et des sénateurs. Les juges, eux, sont indépendants : c’est la séparation des pouvoirs, qui évite qu’une seule personne décide de tout. Le président travaille au palais de l’Élysée, à Paris. D’autres pays fonctionnent différemment : aux États-Unis, le président est élu pour 4 ans. Son nom change au fil des élections : pour savoir qui est président aujourd’hui, tu peux demander à un adulte ou regarder le site de l’Élysée.',
      '13_plus':
        'Le président est le chef de l’État dans une république, par opposition à une monarchie où cette fonction est héréditaire. Son pouvoir varie beaucoup selon les pays : dans un régime présidentiel comme les États-Unis, il dirige aussi le gouvernement, tandis qu’en Allemagne ou en Italie, il a surtout un rôle d’arbitre et de représentation, le pouvoir appartenant au chancelier ou au président du Conseil. La France de la Ve République, fondée en 1958 sous l’impulsion du général de Gaulle, est un régime mixte, qualifié de semi-présidentiel. Depuis la réforme de 1962, le président est élu au suffrage universel direct, et depuis le référendum de 2000, pour un quinquennat ; la révision de 2008 limite à deux le nombre de mandats consécutifs. Il nomme le Premier ministre, préside le Conseil des ministres, promulgue les lois, peut dissoudre l’Assemblée nationale, soumettre certains projets au référendum et dispose de pouvoirs exceptionnels en cas de crise grave, selon l’article 16. Il est chef des armées et négocie les traités. Mais le gouvernement est responsable devant l’Assemblée nationale, qui peut le renverser par une motion de censure, et le Conseil constitutionnel contrôle la conformité des lois. Quand la majorité des députés est opposée au président, il doit nommer un Premier ministre issu de cette majorité : c’est la cohabitation, qui s’est produite trois fois entre 1986 et 2002. Cet équilibre s’inspire de la séparation des pouvoirs théorisée par Montesquieu, et fait régulièrement débat entre partisans d’un exécutif fort et défenseurs d’un rôle accru du Parlement. Le nom du président en exercice change au gré des élections : le site officiel de l’Élysée indique qui occupe la fonction aujourd’hui.',
    },
  },
  {
    id: 'voting-why',
    title: 'Pourquoi on vote ?',
    phrasings: [
      'pourquoi on vote',
      'pourquoi les grands votent',
      'pk on vote',
      'c’est quoi voter',
      'c koi une élection',
      'comment on vote',
      'pourquoi les enfants ne votent pas',
      'à quel âge on peut voter',
      'c’est quoi la démocratie',
      'pourquoi on va dans l’isoloir',
      'bureau de vote',
    ],
    answers: {
      up_to_5:
        'Voter, c’est donner son avis pour choisir ensemble. Les grands votent pour choisir les personnes qui vont s’occuper de la ville ou du pays, et c’est celui qui a le plus de voix qui gagne, comme quand on vote en classe pour choisir un jeu.',
      '6_to_8':
        'Voter, c’est une façon de décider tous ensemble, sans se disputer : chacun donne son avis, et on choisit ce que la majorité préfère. En France, à partir de 18 ans, les citoyens votent pour choisir le maire de leur ville, les députés qui font les lois, ou le président de la République. Au bureau de vote, on prend un bulletin, on va dans l’isoloir, une petite cabine avec un rideau, pour que personne ne voie son choix, puis on met son enveloppe dans l’urne, une boîte transparente. Ce pouvoir de choisir s’appelle la démocratie, et il n’a pas toujours existé : avant, un roi décidait seul. Toi aussi, à l’école, tu peux voter pour élire les délégués de ta classe !',
      '9_to_12':
        'Voter permet aux citoyens de choisir leurs dirigeants et de donner leur avis sur les décisions importantes : c’est le principe de la démocratie, un mot grec qui veut dire « le pouvoir au peuple ». L’idée est née à Athènes, il y a environ 2 500 ans, mais seuls les hommes libres citoyens votaient, pas les femmes ni les esclaves. En France, le droit de vote a été donné à tous les hommes en 1848, mais les femmes n’ont pu voter pour la première fois qu’en 1945 ! Depuis 1974, on peut voter à partir de 18 ans. Les élections servent à choisir le maire et les conseillers municipaux, les députés, le président de la République ou les députés européens. Le vote est secret, grâce à l’isoloir, pour que chacun puisse choisir librement, sans pression. En France, voter est un droit, pas une obligation, mais c’est aussi considéré comme un devoir de citoyen. Et si tu n’es pas d’accord avec le résultat, tu peux t’exprimer, et il y aura d’autres élections : c’est ce qui permet de changer de dirigeants pacifiquement.',
      '13_plus':
        'Le vote est l’instrument central de la démocratie représentative : les citoyens, détenteurs de la souveraineté, désignent des représentants qui décident en leur nom, et peuvent les remplacer à intervalles réguliers. La démocratie athénienne, au 5e siècle avant notre ère, pratiquait le vote direct à l’assemblée et le tirage au sort, mais en excluant les femmes, les étrangers résidents et les esclaves. En France, la Révolution institue un suffrage d’abord censitaire, réservé à ceux qui payent un certain impôt ; le suffrage universel masculin est établi en 1848, le droit de vote des femmes accordé par l’ordonnance du 21 avril 1944 et exercé pour la première fois aux municipales d’avril 1945, et la majorité électorale abaissée de 21 à 18 ans en 1974. Le vote est universel, égal, c’est-à-dire qu’une personne égale une voix, et secret, avec l’isoloir introduit en 1913 pour protéger les électeurs des pressions. On distingue les élections, où l’on choisit des représentants, comme aux municipales, législatives, présidentielle ou européennes, et les référendums, où l’on répond directement à une question. Le mode de scrutin influence le résultat : le scrutin majoritaire favorise des majorités nettes, la proportionnelle reflète mieux la diversité des opinions. Le vote n’est pas obligatoire en France, contrairement à la Belgique ou à l’Australie, et la montée de l’abstention, surtout chez les jeunes, fait débat. Enfin, la démocratie ne se réduit pas au vote : elle suppose aussi la liberté d’expression, le respect des minorités, une justice indépendante et des contre-pouvoirs, sans lesquels une élection peut être vidée de son sens.',
    },
  },
  {
    id: 'olympic-games-origin',
    title: 'D’où viennent les Jeux olympiques ?',
    phrasings: [
      'd’où viennent les jeux olympiques',
      'qui a inventé les jeux olympiques',
      'jeux olympiques',
      'jeux olympique',
      'les jo',
      'pourquoi on fait les jeux olympiques',
      'c koi les jeux olympiques',
      'pourquoi les anneaux olympiques',
      'jeux olympiques grèce antique',
      'pierre de coubertin',
      'pourquoi il y a une flamme olympique',
    ],
    answers: {
      up_to_5:
        'Les Jeux olympiques ont été inventés il y a très longtemps en Grèce : des athlètes venaient courir, sauter et lutter pour gagner une couronne de feuilles d’olivier. Aujourd’hui, des sportifs du monde entier s’y retrouvent tous les 4 ans.',
      '6_to_8':
        'Les premiers Jeux olympiques ont eu lieu en Grèce, il y a presque 2 800 ans, dans un endroit appelé Olympie. C’était une grande fête en l’honneur du dieu Zeus, avec des courses, de la lutte et des courses de chars. Les gagnants ne recevaient pas de médaille, mais une couronne d’olivier. Ces Jeux ont disparu pendant des siècles, puis un Français, Pierre de Coubertin, a eu l’idée de les recréer : les premiers Jeux modernes ont eu lieu à Athènes en 1896. Aujourd’hui, des sportifs du monde entier se rencontrent tous les 4 ans. Les cinq anneaux du drapeau olympique représentent les continents réunis par le sport.',
      '9_to_12':
        'Les Jeux olympiques sont nés dans la Grèce antique, à Olympie : la tradition fixe les premiers en 776 avant notre ère. Ils avaient lieu tous les 4 ans en l’honneur de Zeus, et une trêve sacrée permettait aux athlètes et aux spectateurs de voyager en sécurité. Seuls les hommes grecs libres pouvaient concourir, et ils couraient nus ! Il y avait la course du stade, d’environ 190 mètres, la lutte, le pugilat, les courses de chars et le pentathlon. Les vainqueurs recevaient une couronne d’olivier et devenaient des héros dans leur cité. Les Jeux antiques ont disparu vers la fin du 4e siècle. En 1894, le Français Pierre de Coubertin a fondé le Comité international olympique, et les premiers Jeux modernes se sont tenus à Athènes en 1896. Depuis, il y a eu les Jeux d’hiver, à partir de 1924 à Chamonix, et les Jeux paralympiques, à partir de 1960. Paris les a organisés trois fois : en 1900, 1924 et 2024.',
      '13_plus':
        'Les Jeux olympiques antiques étaient une fête religieuse panhellénique organisée au sanctuaire de Zeus à Olympie, dans le Péloponnèse ; la date traditionnelle des premiers, 776 avant notre ère, sert d’ailleurs de point de départ au calendrier grec par olympiades. Une trêve sacrée, l’ekecheiria, garantissait la sécurité des voyageurs. Réservés aux hommes libres de langue grecque, les concours comprenaient la course du stade, environ 192 mètres à Olympie, des courses plus longues, la lutte, le pugilat, le pancrace, le pentathlon et les courses de chars, où pouvaient triompher des propriétaires de chevaux, y compris des femmes comme la princesse spartiate Cynisca. Le prix était une simple couronne d’olivier sauvage, mais les champions recevaient de grands honneurs dans leur cité. Les Jeux déclinent sous l’Empire romain et disparaissent vers 393, sans doute en lien avec les mesures de l’empereur chrétien Théodose Ier contre les cultes païens. Le baron Pierre de Coubertin, pédagogue convaincu des vertus éducatives du sport, fonde le Comité international olympique en 1894 à la Sorbonne, et les premiers Jeux modernes ont lieu à Athènes en 1896. Les femmes y participent à partir de 1900, à Paris. Les anneaux, dessinés par Coubertin en 1913, symbolisent l’union des cinq continents, et leurs couleurs, avec le fond blanc, permettaient selon lui de reproduire tous les drapeaux de l’époque. La flamme, allumée à Olympie grâce aux rayons du soleil, a été introduite en 1928, et le relais de la flamme en 1936. Le marathon, créé en 1896 en souvenir d’une légende antique, a reçu sa distance de 42,195 km aux Jeux de Londres en 1908, devenue officielle en 1921. Les Jeux ont aussi été le théâtre de la politique, des boycotts de la guerre froide aux combats contre le racisme, et restent l’un des plus grands événements mondiaux.',
    },
  },
  {
    id: 'christopher-columbus',
    title: 'Qui était Christophe Colomb ?',
    phrasings: [
      'qui était christophe colomb',
      'c’était qui christophe colomb',
      'christophe colomb',
      'cristophe colomb',
      'qui a découvert l’amérique',
      'qui a decouvert l amerique',
      'découverte de l’amérique',
      'pourquoi on dit les indiens d’amérique',
      'colomb 1492',
      'explorateur christophe colomb',
    ],
    answers: {
      up_to_5:
        'Christophe Colomb était un marin qui a traversé le grand océan avec trois bateaux, il y a plus de 500 ans. Il est arrivé en Amérique, un continent où vivaient déjà beaucoup de gens, mais que les Européens ne connaissaient pas.',
      '6_to_8':
        'Christophe Colomb était un navigateur né en Italie, il y a plus de 500 ans. À son époque, les Européens voulaient aller en Asie pour acheter des épices et de la soie. Colomb savait que la Terre est ronde, et il a pensé qu’en allant toujours vers l’ouest, il arriverait en Asie. En 1492, avec l’aide des rois d’Espagne, il est parti avec trois bateaux, la Santa María, la Pinta et la Niña. Plus de deux mois après son départ, il a atteint des îles… mais ce n’était pas l’Asie, c’était l’Amérique ! Il croyait être aux Indes, alors il a appelé les habitants « Indiens ». Mais des peuples vivaient déjà en Amérique depuis des milliers d’années : ils ne l’avaient pas attendu pour exister !',
      '9_to_12':
        'Christophe Colomb est né vers 1451 à Gênes, en Italie. Au 15e siècle, les Européens cherchaient une route maritime vers l’Asie, où se trouvaient les épices et la soie. Les savants savaient déjà que la Terre est ronde, mais Colomb pensait qu’elle était plus petite qu’en réalité, et que l’Asie était donc proche en naviguant vers l’ouest. Les rois d’Espagne, Isabelle et Ferdinand, ont financé son voyage. Parti le 3 août 1492 avec trois navires, il a atteint le 12 octobre une île des Bahamas. Il a fait quatre voyages et il est mort en 1506 en croyant toujours avoir atteint l’Asie, d’où le nom « Indiens » donné aux habitants. Le continent a finalement pris le nom d’un autre navigateur, Amerigo Vespucci, qui a compris qu’il s’agissait d’un « Nouveau Monde ». En réalité, des peuples vivaient en Amérique depuis plus de 15 000 ans, et des Vikings y étaient passés vers l’an 1000. Son arrivée a eu des conséquences terribles pour les Amérindiens : conquêtes, travail forcé et maladies venues d’Europe.',
      '13_plus':
        'Christophe Colomb, navigateur génois né vers 1451, s’inscrit dans le contexte des grandes découvertes : les Portugais cherchent une route vers l’Asie en contournant l’Afrique, pour accéder directement aux épices sans passer par les intermédiaires du Moyen-Orient. Contrairement à une idée reçue, les savants de l’époque savaient que la Terre est sphérique ; mais Colomb, s’appuyant sur des estimations erronées, sous-évaluait sa circonférence et pensait que le Japon se trouvait à quelques milliers de kilomètres à l’ouest des Canaries. Après plusieurs refus, il obtient le soutien des Rois catholiques, Isabelle de Castille et Ferdinand d’Aragon, l’année même où ils achèvent la conquête de Grenade. Parti de Palos le 3 août 1492 avec la Santa María, la Pinta et la Niña, il aborde le 12 octobre une île des Bahamas que ses habitants, les Taïnos, nommaient Guanahani. Au cours de quatre voyages, il explore les Antilles et les côtes d’Amérique centrale et du Sud, et meurt en 1506 sans admettre qu’il s’agit d’un autre continent ; le cartographe Waldseemüller nomme l’Amérique en 1507 d’après Amerigo Vespucci. Parler de « découverte » est un point de vue européen : le continent était peuplé depuis au moins 15 000 ans de sociétés nombreuses et diverses, et les Vikings avaient atteint Terre-Neuve vers l’an 1000. Les voyages de Colomb ouvrent une période de colonisation brutale : en tant que gouverneur d’Hispaniola, il a lui-même imposé le travail forcé, et les épidémies, les violences et l’esclavage ont provoqué l’effondrement démographique des populations amérindiennes. L’« échange colombien » a aussi transformé le monde en faisant circuler des plantes, des animaux et des maladies entre les continents : maïs, pomme de terre, tomate et cacao vers l’Europe, chevaux, blé et bétail vers l’Amérique. Aujourd’hui, sa mémoire est discutée, et certains pays célèbrent le 12 octobre comme un jour des peuples autochtones.',
    },
  },
  {
    id: 'magellan-round-the-world',
    title: 'Qui a fait le premier tour du monde en bateau ?',
    phrasings: [
      'qui a fait le premier tour du monde',
      'premier tour du monde en bateau',
      'magellan',
      'fernand de magellan',
      'magelan tour du monde',
      'comment on a su que la terre était ronde en faisant le tour',
      'pk magellan est connu',
      'le premier qui a fait le tour de la terre',
      'tour du monde en bateau',
    ],
    answers: {
      up_to_5:
        'Il y a 500 ans, des marins sont partis avec cinq bateaux et sont revenus à leur point de départ en allant toujours dans la même direction : ils avaient fait le tour de la Terre ! Leur voyage a duré trois ans.',
      '6_to_8':
        'Le premier tour du monde en bateau a été fait il y a 500 ans, par une expédition menée par un navigateur portugais, Fernand de Magellan, au service du roi d’Espagne. En 1519, il est parti avec cinq bateaux et environ 240 marins. Ils ont traversé l’océan Atlantique, trouvé un passage au bout de l’Amérique du Sud, puis traversé un immense océan très calme, que Magellan a appelé « Pacifique ». Le voyage a été très dur : tempêtes, faim et maladies. Magellan est mort en chemin, aux Philippines, mais un seul bateau, la Victoria, est rentré en Espagne en 1522 avec 18 marins. Ils avaient fait le tour de la Terre, ce qui a montré combien elle était grande !',
      '9_to_12':
        'L’expédition de Fernand de Magellan est la première à avoir fait le tour du monde. Magellan, navigateur portugais au service du roi d’Espagne, voulait atteindre les îles aux épices, les Moluques, en passant par l’ouest. Il est parti en septembre 1519 avec cinq navires et environ 240 hommes. Après avoir longé l’Amérique du Sud, il a découvert en 1520 un passage difficile à son extrémité sud, qu’on appelle aujourd’hui le détroit de Magellan. Il a ensuite traversé l’océan Pacifique pendant plus de trois mois, un voyage terrible où l’équipage a souffert de la faim et du scorbut. Magellan a été tué en 1521 aux Philippines, lors d’un combat avec des habitants. C’est le navigateur Juan Sebastián Elcano qui a ramené le dernier navire, la Victoria, en Espagne en septembre 1522, avec seulement 18 survivants. Ce voyage a prouvé que l’on pouvait faire le tour de la Terre par la mer et montré qu’elle était bien plus grande qu’on ne le pensait. Étonnamment, à leur retour, les marins avaient « perdu » un jour dans leur calendrier, à cause du tour effectué vers l’ouest.',
      '13_plus':
        'La première circumnavigation de l’histoire est l’œuvre de l’expédition commandée par Fernand de Magellan, navigateur portugais passé au service de Charles Quint. Son objectif était commercial et politique : atteindre par l’ouest les Moluques, source des précieux clous de girofle, et prouver qu’elles se trouvaient dans la moitié du monde attribuée à l’Espagne par le traité de Tordesillas de 1494. Partie de Sanlúcar de Barrameda en septembre 1519 avec cinq navires et environ 240 hommes, l’expédition hiverne en Patagonie, affronte une mutinerie, perd un navire dans un naufrage et voit un autre déserter. En novembre 1520, elle franchit le détroit qui porte aujourd’hui le nom de Magellan, puis traverse le Pacifique en plus de trois mois, au prix de la faim et du scorbut. Magellan meurt en avril 1521 à la bataille de Mactan, aux Philippines, face aux guerriers du chef Lapu-Lapu. Le Basque Juan Sebastián Elcano ramène la Victoria, chargée d’épices, à Sanlúcar en septembre 1522, avec 18 survivants européens, après avoir contourné l’Afrique. L’Italien Antonio Pigafetta, l’un d’eux, en a laissé un récit précieux, qui mentionne le jour « perdu » dans le calendrier de bord, première observation de ce que nous appelons le décalage lié à la ligne de changement de date. L’expédition a démontré concrètement la sphéricité et l’immensité de la Terre, ainsi que l’existence d’un océan unique reliant les continents. Elle illustre aussi le coût humain des grandes découvertes, pour les marins comme pour les peuples rencontrés.',
    },
  },
  {
    id: 'pirates-real',
    title: 'Est-ce que les pirates ont vraiment existé ?',
    phrasings: [
      'est-ce que les pirates ont vraiment existé',
      'est ce que les pirates existent',
      'les pirates existaient vraiment',
      'c’était qui les pirates',
      'c koi un pirate',
      'pirates des caraïbes',
      'barbe noire pirate',
      'pourquoi les pirates avaient un drapeau avec une tête de mort',
      'est-ce que les pirates cachaient des trésors',
      'c’est quoi un corsaire',
      'pirate jambe de bois',
    ],
    answers: {
      up_to_5:
        'Oui, les pirates ont vraiment existé ! C’étaient des marins qui attaquaient les autres bateaux pour voler leurs trésors. Mais les histoires de cartes au trésor et de perroquets sur l’épaule, c’est surtout dans les livres et les films.',
      '6_to_8':
        'Oui, les pirates ont vraiment existé, et il y en a eu à toutes les époques. Les plus célèbres vivaient il y a environ 300 ans, dans la mer des Caraïbes, près de l’Amérique. Ils attaquaient les navires de commerce pour prendre l’or, l’argent et les marchandises. Le plus connu s’appelait Barbe Noire, et il y a même eu des femmes pirates, comme Anne Bonny et Mary Read. Leur drapeau noir à tête de mort servait à faire peur, pour que les bateaux se rendent sans se battre. Mais les cartes au trésor avec une croix, on les a surtout inventées dans les romans : les pirates dépensaient leur butin plutôt que de l’enterrer. Être pirate était interdit et très dangereux, et la plupart finissaient par être arrêtés. Certains portaient un bandeau sur l’œil, souvent parce qu’ils avaient été blessés à cet œil pendant une bataille. Et il existe encore des pirates aujourd’hui, dans quelques mers du monde, au large de l’Afrique ou de l’Asie : ils attaquent des bateaux avec des vedettes rapides, et des marins des marines de guerre protègent les navires.',
      '9_to_12':
        'La piraterie existe depuis que les humains naviguent : les Romains déjà luttaient contre les pirates en Méditerranée. Mais l’« âge d’or » de la piraterie se situe entre environ 1650 et 1730, dans les Caraïbes et l’océan Atlantique, quand des navires chargés d’or et d’argent partaient d’Amérique vers l’Europe. Des pirates célèbres comme Barbe Noire, de son vrai nom Edward Teach, ou les femmes pirates Anne Bonny et Mary Read, y ont semé la terreur. Leur célèbre drapeau noir à tête de mort avait un but : effrayer les équipages pour qu’ils se rendent sans combattre. Beaucoup de pirates étaient d’anciens marins qui fuyaient la dureté de la vie à bord, et certains équipages élisaient leur capitaine et partageaient le butin selon des règles écrites. Il ne faut pas les confondre avec les corsaires, comme Surcouf ou Jean Bart, qui attaquaient les navires ennemis avec l’autorisation de leur roi, en temps de guerre. Les trésors enterrés et les cartes marquées d’une croix viennent surtout du roman L’Île au trésor, écrit en 1883. La piraterie n’a pas totalement disparu : il y en a encore, par exemple au large de l’Afrique, et des navires militaires protègent les bateaux. Le bandeau sur l’œil des pirates des livres et des films cachait souvent un œil blessé au combat ; une idée amusante, jamais prouvée, dit qu’il servait aussi à garder un œil habitué au noir pour descendre dans les cales sombres du bateau.',
      '13_plus':
        'La piraterie, attaque de navires en mer à des fins privées, est aussi ancienne que la navigation : des pirates capturent le jeune Jules César en 75 avant notre ère, et Rome doit confier à Pompée une vaste campagne contre eux en 67 avant notre ère. Les côtes européennes ont aussi connu les raids vikings ou les corsaires barbaresques d’Afrique du Nord, qui capturaient des navires et des personnes pour les rançonner ou les réduire en esclavage. L’« âge d’or » de la piraterie, d’environ 1650 à 1730, naît dans les Caraïbes du commerce colonial : flibustiers et boucaniers s’attaquent d’abord aux galions espagnols, souvent encouragés par la France ou l’Angleterre, puis, à la fin des guerres européennes, des milliers de marins démobilisés deviennent pirates. Des figures comme Henry Morgan, Barbe Noire, tué en 1718, Bartholomew Roberts ou Anne Bonny et Mary Read sont connues par les procès et le livre de Charles Johnson, paru en 1724, qui mêle faits et légendes. Les équipages pirates fonctionnaient parfois selon des « articles » signés par tous, fixant l’élection du capitaine, le partage du butin et même des compensations pour les blessures, ce qui contrastait avec la discipline brutale de la marine de l’époque. La distinction avec le corsaire est juridique : celui-ci, muni d’une lettre de marque de son souverain, attaque légalement les navires ennemis en temps de guerre, comme Jean Bart ou Robert Surcouf ; le pirate, lui, est hors-la-loi partout. La répression coordonnée des marines britannique et française a mis fin à cet âge d’or, et la guerre de course a été abolie par la déclaration de Paris en 1856. L’imaginaire actuel, avec ses cartes au trésor et sa jambe de bois, doit beaucoup à L’Île au trésor de Stevenson, publié en 1883, et au cinéma. La piraterie maritime persiste cependant, dans le golfe de Guinée, le détroit de Malacca ou au large de la Somalie, où l’Union européenne mène depuis 2008 l’opération navale Atalante. Le bandeau sur l’œil, devenu un cliché des romans et du cinéma, couvrait d’abord des blessures fréquentes chez les marins ; l’hypothèse selon laquelle il gardait un œil adapté à l’obscurité des ponts inférieurs est plausible, mais aucune source d’époque ne l’atteste.',
    },
  },
  {
    id: 'eiffel-tower',
    title: 'Pourquoi on a construit la tour Eiffel ?',
    phrasings: [
      'pourquoi on a construit la tour eiffel',
      'pourquoi la tour eiffel',
      'tour eiffel',
      'tour effel',
      'tour eifel',
      'qui a construit la tour eiffel',
      'comment on a construit la tour eiffel',
      'combien mesure la tour eiffel',
      'gustave eiffel',
      'c koi la tour eiffel',
      'quand a été construite la tour eiffel',
    ],
    answers: {
      up_to_5:
        'La tour Eiffel a été construite à Paris il y a plus de 130 ans, pour une très grande fête où l’on montrait des inventions au monde entier. Elle est toute en fer, et elle est si haute que du sommet, les voitures ressemblent à des fourmis !',
      '6_to_8':
        'La tour Eiffel a été construite à Paris pour l’Exposition universelle de 1889, une immense fête où les pays montraient leurs inventions. Elle a été construite par l’entreprise de l’ingénieur Gustave Eiffel, et c’est pour ça qu’elle porte son nom. Elle est faite de milliers de pièces de fer assemblées avec des millions de rivets, comme un géant jeu de construction. Elle mesure environ 330 mètres, antennes comprises, et pendant 40 ans, ce fut le plus haut monument du monde ! Au début, beaucoup de gens la trouvaient très laide, et elle devait être démontée au bout de 20 ans. Mais elle a servi pour la radio et les sciences, alors on l’a gardée, et elle est devenue le symbole de la France.',
      '9_to_12':
        'La tour Eiffel a été construite pour l’Exposition universelle de 1889, organisée à Paris pour le centenaire de la Révolution française. Il fallait un monument spectaculaire qui montre le savoir-faire des ingénieurs français. Le projet a été imaginé par deux ingénieurs de l’entreprise de Gustave Eiffel, Maurice Koechlin et Émile Nouguier, avec l’architecte Stephen Sauvestre. La construction n’a duré que deux ans et deux mois : environ 18 000 pièces de fer, préparées en usine, ont été assemblées avec 2,5 millions de rivets. Haute de 300 mètres à l’origine, elle mesure aujourd’hui 330 mètres avec ses antennes, et elle est restée la plus haute construction du monde jusqu’en 1930. Des artistes célèbres avaient protesté contre ce « monstre » de métal, et elle ne devait rester que 20 ans. Gustave Eiffel l’a sauvée en la rendant utile à la science : météorologie, expériences et surtout antennes de radio. Elle est repeinte environ tous les 7 ans, et grandit de quelques centimètres quand il fait chaud, car le métal se dilate. C’est l’un des monuments les plus visités au monde.',
      '13_plus':
        'La tour Eiffel est née d’un concours lancé pour l’Exposition universelle de 1889, qui célébrait le centenaire de la Révolution et devait affirmer le redressement de la France après la défaite de 1870. L’idée d’un pylône de 300 mètres vient en 1884 de deux ingénieurs de l’entreprise Eiffel, Maurice Koechlin et Émile Nouguier, dont le projet est affiné par l’architecte Stephen Sauvestre, qui ajoute notamment les arcs de la base ; Gustave Eiffel en rachète les droits et le défend. Le chantier, de janvier 1887 à mars 1889, est un modèle de préfabrication : environ 18 000 pièces de fer puddlé, dessinées au dixième de millimètre, sont assemblées par 2,5 millions de rivets, pour une charpente métallique d’environ 7 300 tonnes. Sa forme répond d’abord à un calcul de résistance au vent, un enjeu majeur pour une structure aussi élevée. En 1887, des artistes et écrivains, dont Maupassant et Charles Garnier, publient une protestation contre cette « tour vertigineuse et ridicule ». Autorisée pour vingt ans seulement, elle est sauvée par son utilité scientifique : Eiffel y installe un laboratoire d’aérodynamique et une station météorologique, et soutient les expériences de télégraphie sans fil, qui deviennent stratégiques pendant la Première Guerre mondiale. Plus haute construction du monde jusqu’au Chrysler Building de New York en 1930, elle atteint aujourd’hui 330 mètres avec ses antennes. Le fer se dilatant avec la chaleur, elle gagne quelques centimètres en été, et elle est repeinte environ tous les sept ans avec une soixantaine de tonnes de peinture. Devenue symbole de Paris et de la France, elle accueille chaque année environ six millions de visiteurs.',
    },
  },
  {
    id: 'museums-why',
    title: 'Pourquoi il y a des musées ?',
    phrasings: [
      'pourquoi il y a des musées',
      'à quoi sert un musée',
      'pk il y a des musees',
      'c’est quoi un musée',
      'c koi un musee',
      'pourquoi on va au musée',
      'pourquoi on peut pas toucher au musée',
      'musée du louvre',
      'pourquoi la joconde est célèbre',
      'qui a inventé les musées',
    ],
    answers: {
      up_to_5:
        'Un musée, c’est une grande maison où l’on garde des trésors : des tableaux, des statues, des squelettes de dinosaures ou de vieux objets. On les protège bien pour que tout le monde puisse venir les regarder, aujourd’hui et plus tard.',
      '6_to_8':
        'Les musées servent à garder et à protéger des objets précieux ou importants, pour que tout le monde puisse les voir et apprendre des choses. Il y a des musées de peinture, de sciences, d’histoire, de dinosaures, et même de jouets ou de voitures ! Certains objets sont très anciens et très fragiles : c’est pour ça qu’on ne doit pas les toucher, car les mains laissent de la graisse et de la poussière qui les abîment petit à petit. Des personnes travaillent dans les musées pour réparer les objets, les étudier et les présenter. Le musée le plus visité du monde est le Louvre, à Paris, où se trouve la Joconde, un tableau de Léonard de Vinci. En France, les musées nationaux sont gratuits pour les enfants.',
      '9_to_12':
        'Un musée a plusieurs missions : conserver des objets précieux, les étudier, et les montrer au public pour que chacun puisse apprendre et s’émerveiller. Le mot vient du grec « mouseion », le temple des Muses, déesses des arts et des sciences ; à Alexandrie, en Égypte, le Mouseion était un grand centre de savants, il y a plus de 2 000 ans. À la Renaissance, des princes et des savants rassemblaient des objets rares dans des « cabinets de curiosités », réservés à leurs invités. Les musées ouverts à tous sont apparus plus tard : le Louvre, ancien palais des rois, est devenu un musée public en 1793, pendant la Révolution. C’est aujourd’hui le musée le plus visité du monde, avec près de 9 millions de visiteurs par an. Dans les coulisses, des conservateurs et des restaurateurs surveillent la lumière, la température et l’humidité, qui peuvent abîmer les œuvres. C’est aussi pour ça qu’on ne touche pas : le gras des doigts use les objets. Les musées gardent la mémoire de l’humanité, de l’art préhistorique aux inventions d’aujourd’hui.',
      '13_plus':
        'Selon la définition du Conseil international des musées, un musée est une institution permanente, sans but lucratif et au service de la société, qui recherche, collectionne, conserve, interprète et expose un patrimoine matériel et immatériel. Le mot vient du grec mouseion, sanctuaire des Muses ; le Mouseion d’Alexandrie, fondé au 3e siècle avant notre ère, était une communauté de savants associée à la célèbre bibliothèque. À la Renaissance, princes, collectionneurs et savants constituent des cabinets de curiosités mêlant œuvres d’art, objets exotiques et spécimens naturels, ancêtres de nos musées d’art et d’histoire naturelle. Les premiers musées publics apparaissent aux 17e et 18e siècles, comme l’Ashmolean d’Oxford en 1683 ou le British Museum en 1759. En France, la Révolution fait du Louvre, ouvert en 1793, un musée national où les collections royales et les biens confisqués deviennent le patrimoine de la nation, accessible à tous les citoyens. Les musées ont ensuite accompagné les savoirs modernes, comme l’archéologie ou les sciences naturelles, avec le Muséum national d’histoire naturelle. Leur rôle de conservation est technique : contrôle de l’hygrométrie, de la température et de la lumière, restauration, études scientifiques des matériaux. Les musées suscitent aussi des débats : de nombreux objets ont été acquis pendant la colonisation, et des pays africains en demandent la restitution ; la France a ainsi rendu en 2021 vingt-six œuvres au Bénin. Gratuits en France pour les moins de 18 ans dans les musées nationaux, ils se veulent aujourd’hui des lieux d’éducation et de débat autant que de conservation.',
    },
  },
  {
    id: 'titanic-sinking',
    title: 'Pourquoi le Titanic a coulé ?',
    phrasings: [
      'pourquoi le titanic a coulé',
      'pk le titanic a coule',
      'comment le titanic a coulé',
      'c’était quoi le titanic',
      'naufrage du titanic',
      'titanic',
      'titanique bateau',
      'combien de personnes sont mortes dans le titanic',
      'où est l’épave du titanic',
      'le titanic était insubmersible',
    ],
    answers: {
      up_to_5:
        'Le Titanic était un immense bateau, il y a plus de cent ans. Une nuit, il a heurté une énorme montagne de glace qui flottait dans la mer, l’eau est entrée dedans et il a coulé. Depuis, tous les bateaux ont assez de canots de sauvetage pour tout le monde.',
      '6_to_8':
        'Le Titanic était le plus grand paquebot du monde, un bateau géant qui transportait des passagers d’Angleterre vers l’Amérique, en 1912. Pendant son tout premier voyage, une nuit, il a heurté un iceberg, un énorme bloc de glace qui flottait dans l’océan. Le choc a ouvert une longue fente dans sa coque, l’eau est entrée petit à petit, et le bateau a coulé en moins de trois heures. Il n’y avait pas assez de canots de sauvetage pour tout le monde, et beaucoup de personnes sont mortes. Environ 700 personnes ont été sauvées par un autre bateau. Depuis, les règles ont changé : chaque bateau doit avoir des canots pour tous, et on surveille les icebergs.',
      '9_to_12':
        'Le Titanic était un paquebot britannique de près de 270 mètres, le plus grand navire de son époque. Il a quitté l’Angleterre le 10 avril 1912 pour New York, avec environ 2 200 personnes à bord. Le 14 avril, peu avant minuit, il a heurté un iceberg dans l’Atlantique Nord : il allait vite, il faisait nuit sans lune et la mer était si calme qu’on voyait mal les vagues au pied de la glace. L’iceberg a ouvert la coque sur une grande longueur, et plusieurs compartiments se sont remplis d’eau. Le navire était conçu pour flotter avec quatre compartiments inondés, pas plus : il a coulé en 2 heures 40. On le disait « insubmersible », et il n’avait que 20 canots de sauvetage, pour à peine plus de la moitié des personnes à bord. Environ 1 500 personnes sont mortes, et environ 700 ont été sauvées par le paquebot Carpathia. L’épave a été retrouvée en 1985, à près de 4 000 mètres de profondeur. Cette catastrophe a conduit à de nouvelles règles de sécurité en mer, toujours en vigueur.',
      '13_plus':
        'Le RMS Titanic, paquebot de la compagnie britannique White Star Line, mesurait environ 269 mètres et était, à sa mise en service, le plus grand objet mobile jamais construit. Parti de Southampton le 10 avril 1912 pour son voyage inaugural vers New York, après des escales à Cherbourg et en Irlande, il transportait environ 2 200 passagers et membres d’équipage. Le 14 avril vers 23 h 40, il heurte un iceberg au sud de Terre-Neuve. Plusieurs facteurs se sont combinés : une vitesse élevée malgré des avertissements radio signalant des glaces, une nuit sans lune et une mer d’huile rendant l’iceberg difficile à repérer, des vigies sans jumelles. Le choc, latéral, déforme la coque et ouvre des brèches le long d’environ 90 mètres, inondant au moins cinq des compartiments étanches de la proue, alors que le navire ne pouvait rester à flot qu’avec quatre. Il sombre le 15 avril vers 2 h 20, en se brisant en deux. Les 20 canots ne pouvaient accueillir qu’environ 1 180 personnes, ce qui était pourtant conforme à une réglementation dépassée ; certains sont partis à moitié vides. Environ 1 500 personnes périssent, et les chances de survie ont fortement dépendu de la classe du billet et du principe « les femmes et les enfants d’abord ». Le Californian, tout proche, n’a pas capté les appels de détresse, son opérateur radio s’étant couché. La catastrophe a débouché en 1914 sur la première convention internationale pour la sauvegarde de la vie humaine en mer, dite SOLAS, imposant des canots pour tous et une veille radio permanente, et sur la création de la Patrouille internationale des glaces. L’épave a été localisée en 1985 par une équipe franco-américaine menée par Jean-Louis Michel, de l’Ifremer, et Robert Ballard, à environ 3 800 mètres de fond.',
    },
  },
  {
    id: 'great-wall-china',
    title: 'Pourquoi on a construit la Grande Muraille de Chine ?',
    phrasings: [
      'pourquoi on a construit la grande muraille de chine',
      'grande muraille de chine',
      'la muraille de chine',
      'muraille de chine',
      'pk la grande muraille',
      'combien mesure la grande muraille de chine',
      'est-ce qu’on voit la muraille de chine depuis l’espace',
      'grande murail chine',
      'qui a construit la grande muraille',
    ],
    answers: {
      up_to_5:
        'La Grande Muraille de Chine est un mur immense, si long qu’il faudrait des mois pour le parcourir à pied. Les empereurs de Chine l’ont fait construire il y a très longtemps pour empêcher des ennemis d’entrer dans leur pays.',
      '6_to_8':
        'La Grande Muraille de Chine a été construite pour protéger la Chine des attaques de peuples venus du nord, qui arrivaient à cheval. Elle n’a pas été construite d’un coup : on l’a bâtie, réparée et agrandie pendant plus de 2 000 ans. Tout le long, il y a des tours de guet, où des soldats surveillaient l’horizon et allumaient des feux pour prévenir les autres en cas de danger. Des millions de soldats, de paysans et de prisonniers y ont travaillé, souvent dans des conditions très dures. En tout, avec toutes ses parties, elle mesure plus de 20 000 kilomètres ! Par contre, contrairement à une légende, on ne peut pas la voir à l’œil nu depuis la Lune : elle est très longue, mais pas assez large.',
      '9_to_12':
        'La Grande Muraille a été construite pour défendre la Chine contre les peuples nomades des steppes du nord, comme les Xiongnu puis les Mongols, de redoutables cavaliers. Dès le 7e siècle avant notre ère, différents royaumes chinois bâtissaient des murs pour se protéger. Vers 220 avant notre ère, le premier empereur de Chine, Qin Shi Huang, a fait relier plusieurs de ces murs. Mais la partie la plus célèbre, en pierre et en briques, avec ses tours et ses créneaux, date surtout de la dynastie Ming, entre le 14e et le 17e siècle. Elle servait à ralentir les envahisseurs, à surveiller la frontière grâce à des signaux de fumée et de feu, et à contrôler le commerce. En 2012, des chercheurs chinois ont mesuré toutes ses sections à travers l’histoire : plus de 21 000 kilomètres en tout. Elle n’a pas toujours suffi : au 13e siècle, les Mongols de Gengis Khan ont conquis la Chine. On dit souvent qu’elle est visible depuis la Lune, mais c’est faux : même depuis l’orbite terrestre, on la distingue très difficilement à l’œil nu.',
      '13_plus':
        'La Grande Muraille n’est pas un mur unique mais un ensemble de fortifications édifiées, abandonnées et reconstruites sur plus de deux millénaires le long de la frontière nord de la Chine. Les royaumes des Printemps et Automnes puis des Royaumes combattants, à partir du 7e siècle avant notre ère, élèvent déjà des murs de terre damée pour se protéger des nomades et de leurs voisins. Après l’unification de 221 avant notre ère, le premier empereur, Qin Shi Huang, fait relier et prolonger ces murs contre les Xiongnu, au prix de travaux forcés meurtriers dont la légende de Meng Jiangnü garde la mémoire. Les Han l’étendent vers l’ouest pour protéger la route de la soie. La muraille que visitent aujourd’hui les touristes, près de Pékin, en briques et en pierre, avec tours de guet, garnisons et portes fortifiées, date principalement de la dynastie Ming, entre le 14e et le 17e siècle, après l’expulsion des Mongols de la dynastie Yuan. Sa fonction était moins d’arrêter toute invasion que de ralentir les raids, de canaliser les passages, de transmettre l’alerte par des signaux de fumée et de contrôler les échanges. Elle n’a pas empêché la conquête mongole au 13e siècle, ni celle des Mandchous en 1644, à qui un général Ming ouvrit la passe de Shanhaiguan. Un relevé officiel publié en 2012 a comptabilisé plus de 21 000 kilomètres de sections, toutes époques confondues. L’idée qu’elle serait visible depuis la Lune est un mythe ancien ; même depuis la Station spatiale internationale, elle est très difficile à distinguer, comme l’a confirmé le premier astronaute chinois, Yang Liwei, en 2003. Inscrite au patrimoine mondial de l’Unesco en 1987, elle est aujourd’hui menacée par l’érosion et par certaines restaurations maladroites.',
    },
  },
  {
    id: 'joan-of-arc',
    title: 'Qui était Jeanne d’Arc ?',
    phrasings: [
      'qui était jeanne d’arc',
      'c’était qui jeanne d arc',
      'jeanne d’arc',
      'jeanne darc',
      'jeane d’arc',
      'pourquoi jeanne d’arc est célèbre',
      'la pucelle d’orléans',
      'c ki jeanne d’arc',
      'guerre de cent ans',
    ],
    answers: {
      up_to_5:
        'Jeanne d’Arc était une jeune fille courageuse qui vivait il y a très longtemps, au temps des chevaliers. Elle a aidé le roi de France à gagner des batailles contre les Anglais, alors qu’elle n’était encore qu’une adolescente.',
      '6_to_8':
        'Jeanne d’Arc est née il y a environ 600 ans dans un petit village de Lorraine, Domrémy. À cette époque, la France et l’Angleterre se faisaient la guerre depuis très longtemps : c’était la guerre de Cent Ans. Jeanne était une jeune paysanne qui disait entendre des voix de saints lui demander d’aider Charles, l’héritier du trône de France. À 17 ans, elle est allée le voir, et il lui a confié une armée. Elle a libéré la ville d’Orléans, puis a emmené Charles se faire couronner roi à Reims. Plus tard, elle a été faite prisonnière par ses ennemis et elle est morte très jeune. Aujourd’hui, elle est une héroïne de l’histoire de France.',
      '9_to_12':
        'Jeanne d’Arc est née vers 1412 à Domrémy, en Lorraine, dans une famille de paysans. La France vivait alors la guerre de Cent Ans : les rois d’Angleterre, alliés aux ducs de Bourgogne, occupaient le nord du pays et réclamaient la couronne de France. Jeanne affirmait entendre depuis l’âge de 13 ans les voix de saint Michel, sainte Catherine et sainte Marguerite, qui lui demandaient de chasser les Anglais et de faire couronner le dauphin Charles. En 1429, à 17 ans, elle obtient de le rencontrer à Chinon et prend la tête d’une armée. Le 8 mai 1429, elle libère Orléans, assiégée par les Anglais, ce qui lui vaut le surnom de « Pucelle d’Orléans ». En juillet, Charles VII est sacré roi dans la cathédrale de Reims. Capturée en 1430 à Compiègne, Jeanne est livrée aux Anglais et jugée à Rouen par un tribunal d’Église. Elle est condamnée à mort et exécutée en 1431, à environ 19 ans. Vingt-cinq ans plus tard, un nouveau procès l’a déclarée innocente, et l’Église catholique en a fait une sainte en 1920.',
      '13_plus':
        'Jeanne d’Arc, née vers 1412 à Domrémy, aux marges de la Lorraine, grandit dans un royaume déchiré par la guerre de Cent Ans et par la guerre civile entre Armagnacs et Bourguignons. Le traité de Troyes, en 1420, a déshérité le dauphin Charles au profit du roi d’Angleterre, et les Anglo-Bourguignons contrôlent Paris et le nord du pays. Se disant envoyée par Dieu, guidée par les voix de saint Michel, sainte Catherine et sainte Marguerite, Jeanne gagne Chinon en 1429, où le dauphin, après l’avoir fait examiner par des théologiens, lui confie un rôle dans l’armée qui part secourir Orléans. La levée du siège, le 8 mai 1429, puis la victoire de Patay, ouvrent la route de Reims, où Charles VII est sacré le 17 juillet, ce qui renforce sa légitimité. Les échecs suivants, devant Paris notamment, précèdent sa capture par les Bourguignons à Compiègne en mai 1430 ; ils la vendent aux Anglais. Jugée à Rouen pour hérésie par un tribunal ecclésiastique présidé par l’évêque Pierre Cauchon, procès à forte dimension politique, elle est condamnée, notamment pour avoir repris des habits d’homme, et brûlée vive le 30 mai 1431, à environ 19 ans. En 1456, un procès en nullité, voulu par Charles VII, annule la condamnation. Les minutes de ces deux procès, où l’on entend ses propres réponses, font d’elle l’une des personnes les mieux documentées du Moyen Âge. Béatifiée en 1909 et canonisée en 1920, elle est devenue un symbole national revendiqué au fil du temps par des courants politiques très différents, ce qui montre comment une figure historique peut être réinterprétée selon les époques.',
    },
  },
  {
    id: 'archaeology-how-we-know',
    title: 'Comment on sait ce qui s’est passé il y a très longtemps ?',
    phrasings: [
      'comment on connaît l’histoire',
      'comment on sait comment vivaient les gens avant',
      'c’est quoi un archéologue',
      'c koi un archeologue',
      'archéologie',
      'archeologue fouilles',
      'pourquoi on fait des fouilles',
      'comment on sait l’âge des vieux objets',
      'c’est quoi un historien',
      'à quoi sert l’histoire',
    ],
    answers: {
      up_to_5:
        'Des gens qu’on appelle des archéologues creusent très doucement la terre pour retrouver de vieux objets, comme des pots cassés, des outils ou des bijoux. Comme des détectives, ils s’en servent pour deviner comment vivaient les gens il y a très longtemps.',
      '6_to_8':
        'Pour savoir ce qui s’est passé autrefois, on a plusieurs indices, comme des détectives. Il y a d’abord les écrits : des livres anciens, des lettres, des registres, des inscriptions sur des pierres. Les historiens les lisent et les comparent pour comprendre ce qui est vrai. Pour les époques plus anciennes, avant l’écriture, ce sont les archéologues qui travaillent : ils creusent doucement la terre avec de petites truelles et des pinceaux, pour retrouver des objets, des restes de maisons ou de tombes. Plus un objet est enfoui profondément, plus il est souvent ancien. Attention, les archéologues ne cherchent pas les dinosaures : ça, c’est le travail des paléontologues ! Les archéologues, eux, étudient les traces laissées par les humains.',
      '9_to_12':
        'Pour connaître le passé, les historiens utilisent des sources, c’est-à-dire tout ce qui a été laissé par les gens d’autrefois. Il y a les sources écrites : chroniques, lettres, lois, registres de naissance, journaux, conservés dans des archives et des bibliothèques. Les historiens les critiquent, c’est-à-dire qu’ils se demandent qui les a écrites et pourquoi, car un texte peut mentir ou exagérer. Il y a aussi les images, les monuments, et pour les périodes récentes, les photos, les films et les témoignages. Pour les époques sans écriture, ou pour la vie des gens ordinaires, l’archéologie est essentielle : les archéologues fouillent le sol couche par couche, car les couches les plus profondes sont en général les plus anciennes, et notent la position exacte de chaque objet. Ils datent les restes grâce à des méthodes scientifiques, comme le carbone 14, qui permet de donner l’âge d’os ou de bois jusqu’à environ 50 000 ans. Parfois, les découvertes se font par hasard : la grotte de Lascaux a été trouvée par des adolescents. Et parfois, la nature a tout conservé, comme à Pompéi, ville romaine ensevelie par un volcan en l’an 79.',
      '13_plus':
        'L’histoire est une science qui reconstruit le passé à partir de traces, qu’on appelle des sources. Les sources écrites, comme les chartes, registres paroissiaux, correspondances, chroniques ou archives administratives, sont soumises à la critique historique : on vérifie leur authenticité, on identifie leur auteur, son intention et son contexte, et on croise plusieurs témoignages. Les historiens exploitent aussi les sources iconographiques, matérielles, orales et audiovisuelles, et leurs interprétations évoluent à mesure que de nouvelles questions sont posées. L’archéologie étudie les sociétés humaines à partir de leurs vestiges matériels, et elle est indispensable pour la préhistoire comme pour la vie quotidienne des époques historiques. La fouille repose sur la stratigraphie : les couches de sédiments se superposent dans l’ordre chronologique, et chaque objet est enregistré dans son contexte, car une fouille détruit ce qu’elle étudie. Les méthodes de datation se sont multipliées : le carbone 14, mis au point par Willard Libby vers 1950, date la matière organique jusqu’à environ 50 000 ans ; la dendrochronologie lit les cernes des arbres ; d’autres méthodes, fondées sur la radioactivité ou la luminescence, remontent beaucoup plus loin. L’analyse de l’ADN ancien, les isotopes, qui renseignent sur l’alimentation ou les migrations, et le lidar, un laser aéroporté qui révèle des ruines sous la forêt, ont renouvelé la discipline. En France, l’archéologie préventive, confiée notamment à l’Inrap depuis 2002, fouille avant les grands travaux et livre chaque année de nombreuses découvertes. Il ne faut pas confondre archéologie et paléontologie, qui étudie les fossiles d’êtres vivants comme les dinosaures. Enfin, le passé n’est jamais connu de façon définitive : l’histoire progresse par débats et révisions, ce qui n’en fait pas une opinion, mais un savoir fondé sur des preuves.',
    },
  },
  {
    id: 'marseillaise-anthem',
    title: 'Pourquoi on chante la Marseillaise ?',
    phrasings: [
      'pourquoi on chante la marseillaise',
      'c’est quoi la marseillaise',
      'c koi la marseillaise',
      'la marseillaise',
      'marseillaise',
      'qui a écrit la marseillaise',
      'pourquoi la marseillaise s’appelle comme ça',
      'c’est quoi un hymne national',
      'hymne national français',
      'pk la marseillaise parle de sang',
      'aux armes citoyens',
    ],
    answers: {
      up_to_5:
        'La Marseillaise est la chanson de la France, qu’on appelle l’hymne national. On la chante tous ensemble dans les grandes fêtes ou avant les matchs, pour montrer qu’on fait partie du même pays.',
      '6_to_8':
        'La Marseillaise est l’hymne national de la France, c’est-à-dire la chanson officielle du pays. Chaque pays a son hymne, qu’on joue lors des cérémonies, des grandes fêtes ou avant les matchs des équipes nationales. Elle a été écrite en 1792, pendant la Révolution française, par un officier, Rouget de Lisle, à Strasbourg. C’était un chant pour encourager les soldats qui partaient défendre la France contre des armées étrangères. Elle s’appelle la Marseillaise parce que des volontaires venus de Marseille l’ont chantée en arrivant à Paris, et les Parisiens l’ont adorée. Ses paroles parlent de combats, car c’était un chant de guerre de l’époque, mais aujourd’hui on la chante surtout pour se sentir unis.',
      '9_to_12':
        'La Marseillaise a été composée dans la nuit du 25 au 26 avril 1792, à Strasbourg, par Rouget de Lisle, un jeune capitaine du génie. La France venait de déclarer la guerre à l’Autriche, et le maire de la ville lui avait demandé un chant pour les soldats : il l’a appelé « Chant de guerre pour l’armée du Rhin ». Quelques mois plus tard, des volontaires marseillais, qui montaient à Paris pour défendre la Révolution, l’ont chanté tout au long du chemin : les Parisiens l’ont alors appelé « la Marseillaise ». Elle est devenue hymne national en 1795, a été interdite ou oubliée sous certains rois et empereurs, puis est redevenue définitivement l’hymne de la France en 1879. Aujourd’hui, elle est inscrite dans la Constitution et on l’apprend à l’école. Ses paroles, comme « Aux armes, citoyens », sont violentes, parce qu’elles appellent à défendre le pays contre les armées ennemies qui l’envahissaient. Certains voudraient les changer, d’autres pensent qu’il faut les comprendre dans leur contexte historique.',
      '13_plus':
        'La Marseillaise est née dans le contexte de la guerre que la France révolutionnaire déclare au roi de Bohême et de Hongrie, François II d’Autriche, le 20 avril 1792. À Strasbourg, le maire Philippe-Frédéric de Dietrich demande un chant patriotique, et le capitaine du génie Claude-Joseph Rouget de Lisle compose dans la nuit du 25 au 26 avril le « Chant de guerre pour l’armée du Rhin ». Le texte circule vite : les fédérés marseillais, montés à Paris en juillet 1792, le chantent en entrant dans la capitale, ce qui lui donne son nom, peu avant la chute de la monarchie le 10 août. La Convention en fait un chant national le 14 juillet 1795. Jugée trop révolutionnaire, elle est mise de côté sous l’Empire et interdite sous la Restauration, reprise lors des révolutions de 1830 et 1848, puis adoptée définitivement comme hymne national par la Troisième République en 1879, en même temps que se fixent les autres symboles républicains. La Constitution de 1958 la consacre dans son article 2, et son apprentissage à l’école primaire est prévu par une loi de 2005 ; l’outrager en public est un délit. Ses paroles, notamment « qu’un sang impur abreuve nos sillons », suscitent régulièrement des débats : dans le contexte de 1792, elles désignent le sang des armées ennemies venues rétablir l’absolutisme, par opposition au peuple qui se sacrifie pour la liberté, mais leur violence choque certains aujourd’hui. Au 19e et au 20e siècle, la Marseillaise est aussi devenue un chant de liberté dans d’autres pays, repris par des révolutionnaires et des résistants. Son histoire montre qu’un hymne est un symbole vivant, dont le sens évolue avec ceux qui le chantent.',
    },
  },
  {
    id: 'first-humans',
    title: 'Qui étaient les premiers humains ?',
    phrasings: [
      'qui étaient les premiers humains',
      'c’était qui les premiers hommes',
      'les premiers hommes sur terre',
      'premiers humains',
      'qui était le premier homme',
      'd’où viennent les humains',
      'c’est qui lucy',
      'lucy australopithèque',
      'est-ce qu’on descend du singe',
      'on vient d’afrique',
    ],
    answers: {
      up_to_5:
        'Les premiers humains vivaient en Afrique, il y a très, très longtemps. Ils ressemblaient un peu à nous, mais en plus poilus, et ils ont appris petit à petit à marcher debout, à fabriquer des outils et à faire du feu.',
      '6_to_8':
        'Les scientifiques pensent que les tout premiers ancêtres des humains vivaient en Afrique, il y a des millions d’années. Au début, ils ressemblaient encore un peu à des singes, mais ils marchaient déjà debout sur leurs deux jambes. La plus célèbre s’appelle Lucy : on a retrouvé une partie de son squelette en Éthiopie, et elle a vécu il y a plus de 3 millions d’années. Petit à petit, les humains ont fabriqué des outils en pierre, appris à faire du feu et sont partis explorer le monde. Notre espèce, appelée Homo sapiens, est apparue en Afrique il y a environ 300 000 ans. Nous ne descendons pas des singes d’aujourd’hui, mais nous avons un lointain ancêtre commun avec les chimpanzés : ce sont un peu nos cousins !',
      '9_to_12':
        'L’histoire humaine commence en Afrique. Il y a environ 7 millions d’années, la lignée des humains s’est séparée de celle des chimpanzés : nous ne descendons donc pas des singes actuels, mais nous partageons avec eux un ancêtre commun. Les premiers représentants de notre lignée, comme Toumaï, retrouvé au Tchad, commençaient sans doute à marcher debout. Lucy, découverte en Éthiopie en 1974, est une australopithèque qui a vécu il y a environ 3,2 millions d’années : elle marchait debout mais grimpait encore aux arbres. Le genre Homo est apparu il y a près de 3 millions d’années, avec des espèces qui fabriquaient des outils de pierre. Homo erectus a été le premier à quitter l’Afrique, il y a environ 2 millions d’années. Notre espèce, Homo sapiens, est apparue en Afrique il y a environ 300 000 ans, puis s’est répandue sur tous les continents. Pendant longtemps, plusieurs espèces humaines ont vécu en même temps, comme l’homme de Néandertal en Europe, que nos ancêtres ont croisé. Aujourd’hui, tous les humains appartiennent à la même espèce.',
      '13_plus':
        'La paléoanthropologie, qui étudie l’évolution humaine à partir des fossiles, de l’archéologie et de la génétique, situe le berceau de notre lignée en Afrique. Les analyses génétiques placent la séparation entre la lignée humaine et celle des chimpanzés il y a environ 7 à 6 millions d’années ; Sahelanthropus tchadensis, surnommé Toumaï, découvert au Tchad en 2001, en est l’un des plus anciens représentants possibles, même si son statut est discuté. Les australopithèques, comme Lucy, découverte en Éthiopie en 1974 par l’équipe de Donald Johanson, Yves Coppens et Maurice Taieb, associent une bipédie affirmée et des capacités de grimpeur, avec un cerveau proche de celui d’un chimpanzé. Le genre Homo apparaît vers 2,8 millions d’années, et les premiers outils de pierre connus, au Kenya, sont même plus anciens, environ 3,3 millions d’années. Homo erectus, plus grand et endurant, sort d’Afrique il y a environ 2 millions d’années et atteint l’Asie, comme à Dmanisi en Géorgie. Homo sapiens apparaît en Afrique il y a au moins 300 000 ans, d’après les fossiles du Djebel Irhoud au Maroc, puis se disperse hors d’Afrique, surtout à partir d’environ 60 000 à 70 000 ans, jusqu’en Australie et plus tard en Amérique. Il rencontre alors d’autres humains, Néandertaliens et Dénisoviens, avec lesquels il se métisse : la plupart des populations non africaines conservent environ 2 % d’ADN néandertalien. L’évolution humaine n’est donc pas une échelle menant d’un singe à l’homme, mais un buisson de nombreuses espèces, dont une seule survit aujourd’hui. Ces connaissances changent souvent au gré des découvertes, et les chercheurs présentent leurs conclusions comme les meilleures hypothèses du moment.',
    },
  },
  {
    id: 'samurai-who',
    title: 'C’était qui, les samouraïs ?',
    phrasings: [
      'c’était qui les samouraïs',
      'c koi un samourai',
      'qui étaient les samouraïs',
      'samouraï',
      'samourai japon',
      'samurai',
      'est-ce que les samouraïs existent encore',
      'c’était qui les ninjas',
      'les ninjas ont existé',
      'sabre de samouraï katana',
    ],
    answers: {
      up_to_5:
        'Les samouraïs étaient des guerriers du Japon, il y a très longtemps, un peu comme les chevaliers chez nous. Ils portaient une armure colorée et un long sabre, et ils devaient être très courageux et très polis.',
      '6_to_8':
        'Les samouraïs étaient des guerriers japonais, qui ont existé pendant environ 700 ans. Comme les chevaliers en Europe, ils servaient un seigneur et devaient lui être fidèles. Ils se battaient d’abord à cheval avec un arc, puis avec leur célèbre sabre courbé, le katana. Leur armure était faite de petites plaques attachées par des cordons de soie colorés. Mais les samouraïs n’étaient pas que des combattants : beaucoup apprenaient aussi à écrire de beaux caractères, à faire de la poésie ou à préparer le thé. Il n’y a plus de samouraïs depuis environ 150 ans. Les ninjas, eux, ont existé aussi, mais c’étaient surtout des espions, et les films exagèrent beaucoup leurs pouvoirs !',
      '9_to_12':
        'Les samouraïs étaient des guerriers au service de seigneurs japonais, qu’on appelait les daimyos. Ils apparaissent vers le 12e siècle, à une époque où le vrai pouvoir au Japon appartenait au shogun, un chef militaire, tandis que l’empereur avait surtout un rôle religieux. À l’origine, c’étaient des archers à cheval, et le sabre, le katana, est devenu plus tard leur arme emblématique. Ils devaient suivre un code d’honneur fondé sur la fidélité, le courage et la maîtrise de soi, qu’on a plus tard appelé le bushido. Pendant une longue période de paix, du 17e au 19e siècle, beaucoup de samouraïs sont devenus des administrateurs, des lettrés ou des artistes. En 1868, le Japon s’est modernisé très vite, et les samouraïs ont perdu leurs privilèges : en 1876, il leur a été interdit de porter le sabre. Il existait aussi des espions appelés shinobi, nos ninjas, mais leur image de combattants en noir aux pouvoirs presque magiques vient surtout des romans et des films.',
      '13_plus':
        'Les samouraïs, ou bushi, forment la classe guerrière du Japon pendant près de sept siècles. Ils émergent dans les provinces entre le 10e et le 12e siècle, comme guerriers au service de l’aristocratie, puis prennent le pouvoir avec l’instauration du shogunat de Kamakura à la fin du 12e siècle : le shogun, chef militaire, gouverne au nom d’un empereur au rôle surtout symbolique et religieux. Les premiers samouraïs sont des archers montés ; le sabre, dont le katana est la forme la plus connue, devient ensuite l’emblème de leur statut. Pendant la période des provinces en guerre, aux 15e et 16e siècles, les daimyos s’affrontent avec de grandes armées, où les arquebuses introduites par les Portugais en 1543 jouent un rôle croissant. La paix imposée par les shoguns Tokugawa, de 1603 à 1868, transforme les samouraïs, moins d’un dixième de la population, en une caste héréditaire de fonctionnaires et de lettrés, soumis à une éthique que des auteurs de cette époque théorisent et que l’on appellera plus tard le bushido. L’image romantique du samouraï prêt à tout sacrifice a été largement construite après coup, notamment par le livre de Nitobe Inazō publié en 1900. Avec la restauration Meiji de 1868, le Japon abolit les ordres sociaux, crée une armée de conscription et interdit en 1876 le port du sabre ; la révolte de Satsuma menée par Saigō Takamori est écrasée en 1877. Les ninjas, appelés shinobi, ont bien existé comme espions et spécialistes de l’infiltration, mais leur légende doit beaucoup à la littérature et au cinéma. L’héritage samouraï perdure dans les arts martiaux comme le kendo, dans la culture populaire et dans une certaine idée de la discipline.',
    },
  },
  {
    id: 'mayor-role',
    title: 'C’est quoi, un maire ?',
    phrasings: [
      'c’est quoi un maire',
      'c koi un maire',
      'à quoi sert le maire',
      'a quoi sert un maire',
      'que fait le maire de la ville',
      'comment on devient maire',
      'c’est quoi une mairie',
      'pourquoi on va à la mairie',
      'le maire de mon village',
      'conseil municipal',
    ],
    answers: {
      up_to_5:
        'Le maire, c’est la personne qui s’occupe de ta ville ou de ton village, un peu comme le capitaine d’une équipe. Il travaille à la mairie, et c’est aussi lui qui marie les amoureux !',
      '6_to_8':
        'Le maire, c’est la personne qui s’occupe d’une commune, c’est-à-dire d’une ville ou d’un village. Il est choisi après une élection, pour 6 ans, et il travaille avec une équipe, le conseil municipal. Il décide de beaucoup de choses qui te concernent : l’entretien des écoles maternelles et élémentaires, la cantine, les parcs, les terrains de sport, les rues et leur éclairage. C’est aussi à la mairie qu’on déclare les naissances et qu’on célèbre les mariages : le maire porte alors une écharpe bleu, blanc, rouge. S’il y a un problème grave, comme une inondation, il aide à organiser les secours. En France, il y a près de 35 000 communes, donc presque autant de maires !',
      '9_to_12':
        'Le maire est le chef de la commune, la plus petite division administrative de la France ; le pays en compte près de 35 000, dont beaucoup de petits villages. Tous les 6 ans, les habitants qui ont le droit de vote élisent le conseil municipal, et ce conseil élit ensuite le maire parmi ses membres. Avec ses adjoints, le maire gère le budget de la commune et fait appliquer les décisions du conseil : construction et entretien des écoles maternelles et élémentaires, cantines, voirie, bibliothèques, piscines, espaces verts, ramassage des déchets souvent avec les communes voisines. Il délivre les permis de construire et dirige la police municipale quand il y en a une. Il représente aussi l’État : il célèbre les mariages, tient les registres de l’état civil, où sont notées les naissances et les décès, et organise les élections. Il est responsable de la sécurité et doit agir en cas de catastrophe. La fonction existe depuis la Révolution, en 1789. C’est l’élu que les Français connaissent le mieux, car il est proche de leur vie de tous les jours.',
      '13_plus':
        'Le maire est à la tête de la commune, collectivité territoriale de base créée par la Révolution en 1789 sur le découpage des anciennes paroisses, ce qui explique que la France compte encore près de 35 000 communes, un record en Europe. Les électeurs élisent tous les six ans le conseil municipal, qui élit ensuite le maire et ses adjoints. Le maire a une double casquette. Comme exécutif de la commune, il prépare et exécute le budget et les délibérations du conseil : écoles maternelles et élémentaires, restauration scolaire, voirie communale, équipements culturels et sportifs, urbanisme avec le plan local d’urbanisme et les permis de construire, même si de nombreuses compétences sont aujourd’hui partagées avec l’intercommunalité. Il dispose aussi de pouvoirs de police administrative pour assurer l’ordre, la sécurité et la salubrité publiques, et peut diriger une police municipale. Comme agent de l’État, il est officier d’état civil, célèbre les mariages, organise les élections et est officier de police judiciaire. Les maires participent en outre à l’élection des sénateurs, puisque les conseillers municipaux forment l’essentiel des grands électeurs, et leur parrainage est nécessaire pour se présenter à l’élection présidentielle. Élus de proximité, ils bénéficient d’une confiance plus grande que les autres responsables politiques, mais la fonction, souvent bénévole ou peu indemnisée dans les petites communes, est exigeante, et de plus en plus de maires signalent des difficultés ou des menaces. Le débat sur la taille des communes, jugées trop nombreuses par certains, oppose l’efficacité administrative à l’attachement des habitants à leur village.',
    },
  },
  {
    id: 'european-union',
    title: 'C’est quoi, l’Union européenne ?',
    phrasings: [
      'c’est quoi l’union européenne',
      'c koi l europe',
      'c’est quoi l’europe',
      'union européenne',
      'union europeenne',
      'pourquoi le drapeau européen a des étoiles',
      'pourquoi il y a 12 étoiles sur le drapeau européen',
      'combien de pays dans l’union européenne',
      'pourquoi on a l’euro',
      'à quoi sert l’union européenne',
    ],
    answers: {
      up_to_5:
        'L’Union européenne, c’est un grand groupe de pays d’Europe, dont la France, qui ont décidé d’être amis et de travailler ensemble. Leur drapeau est bleu avec un cercle d’étoiles jaunes.',
      '6_to_8':
        'L’Union européenne, c’est un groupe de 27 pays d’Europe, dont la France, qui ont décidé de travailler ensemble. Tout a commencé après la Seconde Guerre mondiale : des pays qui s’étaient battus, comme la France et l’Allemagne, ont voulu devenir partenaires pour ne plus jamais se faire la guerre. Aujourd’hui, les habitants de ces pays peuvent voyager, étudier et travailler facilement dans les autres pays, et beaucoup partagent la même monnaie, l’euro. Les pays de l’Union décident ensemble de certaines règles, par exemple pour protéger la nature ou la santé. Le drapeau européen est bleu avec 12 étoiles dorées en cercle : le nombre 12 ne correspond pas au nombre de pays, c’est un symbole d’union.',
      '9_to_12':
        'L’Union européenne est une association de 27 pays d’Europe, qui rassemble environ 450 millions d’habitants. Elle est née après la Seconde Guerre mondiale, avec une idée simple : si les pays européens partagent leurs richesses et leurs intérêts, ils n’auront plus de raisons de se faire la guerre. Le 9 mai 1950, le ministre français Robert Schuman a proposé de mettre en commun le charbon et l’acier de la France et de l’Allemagne, et en 1951, six pays ont créé une première communauté. Peu à peu, d’autres pays ont rejoint le groupe, et il a pris le nom d’Union européenne en 1993. Les citoyens élisent tous les 5 ans les députés du Parlement européen, qui votent des lois communes avec les gouvernements des pays. Dans une grande partie de l’Union, on peut passer les frontières sans contrôle, et une vingtaine de pays partagent l’euro, dont la France depuis 2002. Le programme Erasmus permet à des millions d’étudiants d’aller étudier dans un autre pays. Le Royaume-Uni a quitté l’Union en 2020, ce qu’on a appelé le Brexit.',
      '13_plus':
        'L’Union européenne est une organisation politique et économique originale, qui regroupe 27 États membres et environ 450 millions d’habitants. Elle naît de la volonté de rendre la guerre impossible entre les nations européennes après 1945 : la déclaration de Robert Schuman du 9 mai 1950, inspirée par Jean Monnet, propose de placer sous une autorité commune la production franco-allemande de charbon et d’acier, matières premières de l’armement. La Communauté européenne du charbon et de l’acier réunit en 1951 six pays, France, Allemagne de l’Ouest, Italie, Belgique, Pays-Bas et Luxembourg, puis les traités de Rome de 1957 créent la Communauté économique européenne et son marché commun. Les élargissements successifs, notamment vers l’Europe de l’Est après la chute du mur de Berlin, et les traités de Maastricht en 1992 et de Lisbonne en 2007 approfondissent l’intégration : citoyenneté européenne, espace Schengen, monnaie unique. Ses institutions associent un Parlement élu au suffrage universel direct depuis 1979, le Conseil des ministres des États, la Commission, qui propose les textes et veille à leur application, et la Cour de justice. Le droit européen s’impose aux droits nationaux dans les domaines où l’Union est compétente, comme le commerce, la concurrence, l’agriculture ou l’environnement. L’Union a reçu le prix Nobel de la paix en 2012, mais elle fait aussi l’objet de critiques, sur son fonctionnement jugé lointain ou sur ses choix économiques, et le Royaume-Uni l’a quittée en 2020 après le référendum du Brexit. Son drapeau, adopté en 1955 par le Conseil de l’Europe, porte 12 étoiles, symbole de perfection et d’unité, et sa devise est « Unie dans la diversité ».',
    },
  },
];
