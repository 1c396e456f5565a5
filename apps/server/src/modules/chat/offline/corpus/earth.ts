import type { Topic } from '../topic.js';

/** The Earth itself: landscapes, water, ice, weather beyond the basics, plants and fungi, and how we take care of the planet. */
export const earthTopics: Topic[] = [
  {
    id: 'mountains-form',
    title: 'Pourquoi il y a des montagnes ?',
    phrasings: [
      'pourquoi il y a des montagnes',
      'comment se forment les montagnes',
      'pk y a des montagnes',
      'comment on fait une montagne',
      'formation des montagnes',
      'd’où viennent les montagnes',
      'pourquoi il y a des montagne',
      'comment sont nées les Alpes',
      'comment l’Himalaya s’est formé',
    ],
    answers: {
      up_to_5:
        'Le sol de la Terre est fait de très grandes plaques qui bougent tout doucement. Quand deux plaques se poussent, le sol se plie et monte, comme un tapis qu’on pousse contre un mur : ça fait des montagnes !',
      '6_to_8':
        'Sous nos pieds, la Terre est recouverte de morceaux géants, comme les pièces d’un puzzle, qu’on appelle des plaques. Ces plaques bougent très lentement, à peu près de la vitesse à laquelle poussent tes ongles. Quand deux plaques se rentrent dedans, les roches sont écrasées, se plient et montent vers le ciel : c’est comme ça que sont nées les Alpes ou l’Himalaya. Il faut des millions d’années pour faire une montagne. Certaines montagnes sont aussi des volcans, construits par la lave qui s’empile. Et petit à petit, la pluie, le vent et la glace usent les montagnes et les arrondissent.',
      '9_to_12':
        'La croûte terrestre est découpée en une quinzaine de grandes plaques qui se déplacent de quelques centimètres par an. Quand deux plaques se rapprochent, les roches coincées entre elles se plissent, se cassent et s’empilent, un peu comme la tôle d’une voiture lors d’un accident au ralenti. L’Himalaya est né ainsi : la plaque indienne pousse contre l’Asie depuis environ 50 millions d’années, et le mont Everest atteint aujourd’hui 8 849 mètres. Les Alpes, elles, viennent de la poussée de l’Afrique vers l’Europe ; leur plus haut sommet, le mont Blanc, mesure environ 4 800 mètres. Preuve de ce voyage vers le haut : on trouve au sommet de l’Everest des fossiles d’animaux marins, car ces roches se sont formées au fond d’une ancienne mer. D’autres montagnes sont des volcans. Pendant que les plaques soulèvent les montagnes, l’érosion les use : les vieilles montagnes, comme le Massif armoricain en Bretagne, sont basses et arrondies, alors que les jeunes sont hautes et pointues.',
      '13_plus':
        'La formation des montagnes, ou orogenèse, s’explique par la tectonique des plaques, théorie acceptée dans les années 1960 à partir de l’idée de dérive des continents proposée par Alfred Wegener en 1912. La lithosphère, rigide, est divisée en plaques qui glissent sur l’asthénosphère, plus déformable, à quelques centimètres par an. Lorsqu’une plaque océanique plonge sous une plaque continentale (subduction), elle donne des chaînes volcaniques comme les Andes. Lorsque deux continents entrent en collision, la croûte s’épaissit, se plisse et se découpe en nappes de charriage qui s’empilent : c’est le cas de l’Himalaya, issu de la collision entre l’Inde et l’Asie depuis environ 50 millions d’années, et des Alpes, nées du rapprochement de l’Afrique et de l’Europe. Des calcaires riches en fossiles marins affleurent au sommet de l’Everest, témoins d’un ancien océan, la Téthys. Le relief résulte d’un équilibre entre soulèvement et érosion par l’eau, la glace et le vent ; l’Himalaya continue de s’élever de quelques millimètres par an. Les chaînes anciennes, comme le Massif armoricain ou le Massif central (en partie volcanique), sont les racines usées de montagnes formées il y a plus de 300 millions d’années, qui devaient jadis être bien plus hautes.',
    },
  },
  {
    id: 'mountain-top-cold',
    title: 'Pourquoi il fait plus froid en haut des montagnes ?',
    phrasings: [
      'pourquoi il fait plus froid en haut des montagnes',
      'pourquoi il fait froid en montagne alors qu’on est plus près du soleil',
      'pourquoi il y a de la neige en haut des montagnes en été',
      'pk il fait froid au sommet',
      'neiges éternelles',
      'pourquoi le sommet des montagnes est blanc',
      'froid en altitude',
      'pourquoi il fé froid en montagne',
      'altitude et température',
    ],
    answers: {
      up_to_5:
        'Le soleil chauffe d’abord le sol, et c’est le sol qui réchauffe l’air tout près de lui. En haut des montagnes, l’air est plus léger et garde moins bien la chaleur, alors il fait froid et la neige reste.',
      '6_to_8':
        'On pourrait croire qu’en haut d’une montagne on est plus près du soleil, donc qu’il fait plus chaud. Mais le soleil est tellement loin que quelques kilomètres ne changent rien ! En fait, les rayons du soleil chauffent surtout le sol, et c’est le sol qui réchauffe l’air, un peu comme un radiateur. En altitude, l’air est moins épais : il y a moins d’air pour garder la chaleur, comme une couverture plus fine. Alors plus on monte, plus il fait froid. C’est pour ça qu’il reste de la neige tout en haut des grandes montagnes, même en plein été.',
      '9_to_12':
        'Le Soleil est à environ 150 millions de kilomètres : monter de 4 kilomètres ne nous en rapproche presque pas. Ce qui compte, c’est que l’air est chauffé par le bas. Les rayons traversent l’atmosphère sans beaucoup la réchauffer, ils chauffent le sol, et le sol chauffe l’air qui le touche. En montagne, l’air est aussi moins dense : il y a moins de molécules pour garder la chaleur. De plus, quand l’air monte le long d’une pente, il se dilate, et un gaz qui se dilate se refroidit. Résultat : en moyenne, la température baisse d’environ 6 °C chaque fois qu’on monte de 1 000 mètres. Au sommet du mont Blanc, vers 4 800 mètres, il fait souvent moins de −10 °C, même en été. Au-dessus d’environ 3 000 mètres dans les Alpes, une partie de la neige ne fond jamais : ce sont les « neiges éternelles », qui forment les glaciers. Attention aussi : en altitude, le soleil brûle plus vite la peau, car il y a moins d’air pour filtrer ses rayons ultraviolets.',
      '13_plus':
        'Le refroidissement avec l’altitude ne dépend pas de la distance au Soleil, négligeable à l’échelle de 150 millions de kilomètres, mais du fonctionnement de l’atmosphère. Celle-ci est largement transparente au rayonnement solaire : c’est la surface qui absorbe l’énergie et réchauffe l’air par contact, par convection et en émettant un rayonnement infrarouge que la vapeur d’eau et le dioxyde de carbone absorbent. Plus on s’élève, plus la pression diminue, et avec elle la quantité d’air et de gaz à effet de serre au-dessus de soi, qui retenait la chaleur. Surtout, une masse d’air qui s’élève subit une détente adiabatique : elle se dilate sans échanger de chaleur et se refroidit d’environ 10 °C par kilomètre si elle est sèche, un peu moins si elle est humide. En moyenne, dans la troposphère, le gradient thermique est d’environ 6,5 °C par kilomètre. Au-dessus de la « limite des neiges persistantes », vers 3 000 mètres dans les Alpes, il tombe plus de neige qu’il n’en fond dans l’année, ce qui alimente les glaciers. Cette tendance s’inverse parfois localement : par temps calme en hiver, l’air froid, plus dense, s’accumule au fond des vallées et il fait plus doux sur les hauteurs, c’est l’inversion de température. Au-delà de la troposphère, vers 12 km, la température remonte dans la stratosphère grâce à la couche d’ozone qui absorbe les ultraviolets.',
    },
  },
  {
    id: 'river-source',
    title: 'D’où vient l’eau des rivières ?',
    phrasings: [
      'd’où vient l’eau des rivières',
      'd ou vient l eau des rivieres',
      'pourquoi les rivières ne sont jamais vides',
      'c’est quoi une source',
      'pk les rivières coulent tout le temps',
      'où commence une rivière',
      'd’où vient l’eau des fleuves',
      'source d’une rivière',
      'pourquoi l’eau coule dans la rivière',
      'différence entre rivière et fleuve',
    ],
    answers: {
      up_to_5:
        'L’eau des rivières vient de la pluie et de la neige qui fond dans les montagnes. L’eau se cache un peu sous la terre, puis ressort par un petit trou, la source, et elle descend, descend, jusqu’à la mer.',
      '6_to_8':
        'Quand il pleut, ou quand la neige fond au printemps, une partie de l’eau s’enfonce dans le sol, comme dans une éponge géante. Cette eau voyage sous la terre, puis ressort un peu plus bas par un trou : c’est une source. Le petit filet d’eau devient un ruisseau, les ruisseaux se rejoignent et deviennent une rivière. L’eau descend toujours la pente, parce que la Terre l’attire vers le bas. Quand une grande rivière arrive jusqu’à la mer, on l’appelle un fleuve, comme la Loire ou la Seine. Et même quand il ne pleut pas, la rivière coule encore, grâce à l’eau gardée dans le sol.',
      '9_to_12':
        'L’eau des rivières vient des précipitations : pluie, neige, grêle. Une partie ruisselle directement à la surface, une autre s’infiltre dans le sol et remplit les petits espaces entre les grains des roches, formant des réserves souterraines appelées nappes phréatiques. Là où cette eau souterraine rejoint la surface, elle jaillit : c’est une source. La Seine, par exemple, naît d’une petite source sur le plateau de Langres, en Bourgogne, et le Rhône sort d’un glacier suisse. En descendant, le cours d’eau reçoit des affluents et grossit. Un fleuve est un cours d’eau qui se jette dans la mer : la Loire, le plus long de France, parcourt environ 1 000 kilomètres. Pendant les périodes sèches, ce sont surtout les nappes souterraines qui continuent d’alimenter les rivières, comme un réservoir qui se vide lentement. Toute cette eau finit par rejoindre l’océan, s’évaporer, former des nuages et retomber en pluie : c’est le cycle de l’eau.',
      '13_plus':
        'Un cours d’eau est alimenté par l’ensemble des précipitations tombées sur son bassin versant, c’est-à-dire toute la surface dont les eaux convergent vers lui, délimitée par les lignes de crête. Une partie de la pluie est évaporée ou absorbée par les plantes ; le reste ruisselle ou s’infiltre. L’eau infiltrée remplit les pores et les fissures des roches perméables, formant des aquifères ; elle peut y séjourner de quelques jours à des milliers d’années avant de ressortir par des sources ou de rejoindre directement le lit des rivières. C’est ce « débit de base » souterrain qui maintient l’écoulement en été, pendant l’étiage. Selon le climat, les régimes diffèrent : un régime pluvial dépend de la pluie, un régime nival ou glaciaire de la fonte des neiges et des glaces, avec des hautes eaux au printemps et en été. L’écoulement lui-même est dû à la gravité : l’eau suit la pente, de la source jusqu’à l’embouchure. En français, on réserve souvent le mot « fleuve » aux cours d’eau qui se jettent dans la mer. À l’échelle mondiale, l’Amazone transporte à lui seul près d’un cinquième de toute l’eau douce que les fleuves déversent dans les océans, alors que le Nil est l’un des plus longs, avec environ 6 600 kilomètres.',
    },
  },
  {
    id: 'tap-water-origin',
    title: 'D’où vient l’eau du robinet ?',
    phrasings: [
      'd’où vient l’eau du robinet',
      'd ou vient l eau du robinet',
      'comment l’eau arrive dans le robinet',
      'pk on peut boire l’eau du robinet',
      'c’est quoi un château d’eau',
      'à quoi sert un château d’eau',
      'comment on rend l’eau potable',
      'eau potable',
      'où va l’eau quand on tire la chasse',
      'station d’épuration',
    ],
    answers: {
      up_to_5:
        'L’eau du robinet vient des rivières ou de dessous la terre. Des grandes machines la nettoient, puis elle voyage dans des tuyaux jusqu’à ta maison.',
      '6_to_8':
        'L’eau du robinet est d’abord pompée sous la terre, là où la pluie s’est accumulée, ou bien dans une rivière ou un lac. Elle part ensuite dans une usine où on la nettoie : on enlève les saletés, on la filtre à travers du sable, puis on tue les microbes. Elle est alors « potable », c’est-à-dire qu’on peut la boire sans danger. Ensuite, elle est stockée tout en haut d’un château d’eau : comme il est très haut, l’eau redescend avec force dans les tuyaux jusqu’à ton robinet. Et quand tu vides ton bain, l’eau sale part dans les égouts vers une autre usine qui la nettoie avant de la rendre à la rivière.',
      '9_to_12':
        'En France, environ deux tiers de l’eau du robinet viennent des nappes souterraines, et le reste des rivières, des lacs ou des barrages. L’eau pompée part dans une usine de potabilisation. On la fait d’abord passer à travers des grilles pour retenir les branches et les déchets, puis on ajoute un produit qui colle les petites saletés ensemble : elles tombent au fond, c’est la décantation. L’eau est ensuite filtrée sur du sable et souvent du charbon, puis désinfectée au chlore, à l’ozone ou aux ultraviolets pour éliminer les microbes. Elle est analysée très souvent : c’est l’un des aliments les plus contrôlés du pays. Elle est envoyée dans des réservoirs, comme les châteaux d’eau, placés en hauteur : la gravité suffit alors à pousser l’eau dans les tuyaux jusqu’aux étages des maisons. Chaque personne en France utilise environ 150 litres d’eau par jour, surtout pour la douche et les toilettes. Les eaux usées sont ensuite nettoyées dans une station d’épuration avant de retourner dans la nature.',
      '13_plus':
        'L’eau du robinet suit un petit cycle de l’eau organisé par les humains. Elle est d’abord captée : en France, environ deux tiers proviennent des eaux souterraines, naturellement filtrées par les roches, et un tiers des eaux de surface, plus exposées aux pollutions. Dans l’usine de potabilisation, elle subit un dégrillage, puis une coagulation et une floculation, où des sels d’aluminium ou de fer agglomèrent les particules en flocons qui sédimentent lors de la décantation. Viennent ensuite la filtration sur sable, l’adsorption sur charbon actif pour retenir certaines molécules comme des pesticides, et la désinfection au chlore, à l’ozone ou aux rayons ultraviolets ; une petite dose de chlore est laissée pour protéger l’eau dans les canalisations, ce qui explique parfois son goût. L’eau est stockée dans des réservoirs surélevés, comme les châteaux d’eau, dont la hauteur crée la pression nécessaire, selon le principe qu’un mètre de hauteur d’eau correspond à environ un dixième de bar. Après usage, les eaux usées rejoignent les égouts puis une station d’épuration, où des bassins de décantation et des bactéries dégradent la matière organique avant le rejet en rivière. Dans de nombreuses régions du monde, l’accès à une eau potable reste difficile : selon l’ONU, plus de deux milliards de personnes n’ont pas une eau potable gérée en toute sécurité.',
    },
  },
  {
    id: 'sea-not-overflow',
    title: 'Pourquoi la mer ne déborde jamais ?',
    phrasings: [
      'pourquoi la mer ne déborde pas',
      'pk la mer déborde pas avec l’eau des fleuves',
      'pourquoi la mer ne se remplit pas',
      'pourquoi l’océan ne déborde jamais',
      'les fleuves remplissent la mer',
      'pourquoi la mer deborde pas',
      'pourquoi il y a toujours autant d’eau dans la mer',
      'où va l’eau des fleuves dans la mer',
    ],
    answers: {
      up_to_5:
        'Les rivières versent de l’eau dans la mer, c’est vrai. Mais le soleil chauffe la mer, et de l’eau s’envole tout le temps en petite vapeur invisible pour faire les nuages : il en part autant qu’il en arrive !',
      '6_to_8':
        'Chaque jour, les rivières et les fleuves versent une énorme quantité d’eau dans la mer. Mais en même temps, le soleil chauffe la surface de la mer, et une partie de l’eau se transforme en vapeur, invisible, qui monte dans le ciel. C’est l’évaporation, comme une flaque qui sèche après la pluie. Cette vapeur forme des nuages, le vent les pousse au-dessus des terres, et il pleut. La pluie remplit les rivières, qui retournent à la mer. C’est une grande boucle qui ne s’arrête jamais : le cycle de l’eau. Il part de la mer à peu près autant d’eau qu’il en arrive, alors elle ne déborde pas.',
      '9_to_12':
        'Les océans couvrent environ 71 % de la surface de la Terre : c’est une immense surface chauffée par le Soleil. Chaque année, des centaines de milliers de kilomètres cubes d’eau s’en évaporent. Une grande partie retombe directement sur la mer en pluie, mais une autre est poussée par les vents au-dessus des continents. Elle y tombe en pluie ou en neige, remplit les sols et les rivières, puis revient à l’océan par les fleuves. Sur une année, l’eau qui s’évapore de la mer et celle qui y revient s’équilibrent presque exactement : le niveau reste stable. Le sel, lui, ne s’évapore pas : il reste dans la mer, ce qui explique qu’elle soit salée alors que la pluie est douce. Aujourd’hui, le niveau des mers monte quand même doucement, d’environ 20 centimètres depuis 1900, mais pas à cause des rivières : c’est parce que l’eau se dilate en se réchauffant et que des glaciers fondent.',
      '13_plus':
        'Le niveau de l’océan résulte d’un bilan entre les entrées et les sorties d’eau. Les fleuves y apportent chaque année de l’ordre de 40 000 kilomètres cubes, mais l’évaporation à la surface des océans est bien plus forte encore, de l’ordre de 400 000 kilomètres cubes. La différence est compensée par les précipitations qui tombent directement sur l’océan : la vapeur qui a été transportée vers les continents et y est tombée en pluie revient par les fleuves et les nappes souterraines. Ce cycle hydrologique est alimenté par l’énergie solaire et fonctionne depuis des milliards d’années. L’évaporation n’emporte que l’eau pure : les sels dissous s’accumulent, ce qui explique la salinité moyenne d’environ 35 grammes par litre. Certaines mers fermées montrent bien ce mécanisme : la Méditerranée perd plus d’eau par évaporation qu’elle n’en reçoit de ses fleuves et se rééquilibre grâce à l’eau de l’Atlantique qui entre par le détroit de Gibraltar. À plus long terme, le niveau marin varie avec le climat : il y a 20 000 ans, lors du dernier maximum glaciaire, il était environ 120 mètres plus bas, car l’eau était stockée dans les calottes de glace. Depuis le début du XXᵉ siècle, il s’est élevé d’environ 20 centimètres, sous l’effet de la dilatation thermique des océans et de la fonte des glaciers et des calottes, et cette hausse s’accélère.',
    },
  },
  {
    id: 'deserts',
    title: 'Pourquoi il y a des déserts ?',
    phrasings: [
      'pourquoi il y a des déserts',
      'pk y a des déserts',
      'comment se forme un désert',
      'pourquoi il ne pleut pas dans le désert',
      'pourquoi il fait chaud dans le désert',
      'pourquoi il fait froid la nuit dans le désert',
      'pourquoi il y a du sable dans le désert',
      'désert du Sahara',
      'pourquoi il pleut jamais dans le desert',
      'c’est quoi un désert',
    ],
    answers: {
      up_to_5:
        'Un désert, c’est un endroit où il ne pleut presque jamais. Sans eau, les plantes ont beaucoup de mal à pousser, alors il y a surtout du sable et des cailloux.',
      '6_to_8':
        'Un désert, c’est un endroit où il pleut très, très peu, parfois seulement quelques jours par an. Certains endroits de la Terre reçoivent peu de pluie parce qu’ils sont loin de la mer, ou cachés derrière de hautes montagnes qui arrêtent les nuages. Sans eau, peu de plantes poussent, et le vent use les roches en cailloux et en sable. Dans le Sahara, il peut faire très chaud le jour, mais la nuit il fait frais, parce qu’il n’y a pas de nuages pour garder la chaleur, comme une maison sans couverture. Et il existe aussi des déserts froids : l’Antarctique, tout couvert de glace, est le plus grand désert du monde !',
      '9_to_12':
        'Pour les scientifiques, un désert est une région qui reçoit moins de 250 millimètres de pluie par an environ, quelle que soit sa température. Plusieurs raisons expliquent ce manque de pluie. Près de l’équateur, l’air chaud et humide monte et perd son eau en pluie ; cet air, devenu sec, redescend vers 30 degrés de latitude, au nord et au sud, et y empêche la formation des nuages : c’est là que se trouvent le Sahara ou les déserts d’Australie. D’autres déserts sont très loin de la mer, comme celui de Gobi en Asie, ou à l’abri d’une chaîne de montagnes qui arrête les nuages. Le Sahara, le plus grand désert chaud, couvre environ 9 millions de km², presque la taille des États-Unis. Contrairement à ce qu’on imagine, les dunes n’en couvrent qu’une petite partie, peut-être un cinquième : le reste est fait de plateaux rocheux et de plaines de cailloux. L’air sec et le ciel sans nuages laissent la chaleur s’échapper la nuit, et la température peut chuter de plus de 20 °C. Et il y a environ 6 000 ans, le Sahara était vert, avec des lacs, des girafes et des hippopotames !',
      '13_plus':
        'Un désert se définit par l’aridité : les précipitations, souvent inférieures à 250 millimètres par an, sont bien plus faibles que ce que l’évaporation pourrait emporter. Les grands déserts chauds, comme le Sahara ou le Kalahari, se situent vers 30 degrés de latitude, sous la branche descendante des cellules de Hadley : l’air qui s’est élevé à l’équateur, où il a perdu son humidité dans les orages, redescend, se comprime et se réchauffe, ce qui crée des hautes pressions stables qui bloquent la formation des nuages. D’autres facteurs s’ajoutent : la continentalité (désert de Gobi), l’effet d’abri des montagnes, dit d’ombre pluviométrique, ou les courants marins froids qui stabilisent l’air, comme pour le désert d’Atacama au Chili, l’un des plus secs du monde. Les déserts froids, comme l’Antarctique, le plus vaste de tous, s’expliquent par un air trop froid pour contenir beaucoup de vapeur d’eau. Faute de végétation, l’érosion mécanique domine : les écarts de température fragmentent les roches, et le vent trie les particules, formant ergs (mers de dunes), regs (plaines de cailloux) et hamadas (plateaux rocheux). L’air sec laisse le sol perdre sa chaleur par rayonnement la nuit, d’où des amplitudes thermiques importantes. Les déserts changent aussi avec le climat : entre environ 11 000 et 5 000 ans avant notre époque, lors de la « période humide africaine », le Sahara était couvert de savanes et de lacs, comme en témoignent les peintures rupestres du Tassili.',
    },
  },
  {
    id: 'caves',
    title: 'Comment se forment les grottes ?',
    phrasings: [
      'comment se forment les grottes',
      'pourquoi il y a des grottes',
      'pk y a des grottes dans la montagne',
      'c’est quoi une stalactite',
      'stalactites et stalagmites',
      'stalactite',
      'stalagmite',
      'comment on fait une grotte',
      'caverne',
      'pourquoi il fait frais dans une grotte',
    ],
    answers: {
      up_to_5:
        'Une grotte, c’est un grand trou creusé dans la roche par l’eau de pluie, goutte après goutte, pendant très, très longtemps. Dedans, les gouttes fabriquent même des sortes de glaçons en pierre qui pendent du plafond !',
      '6_to_8':
        'La plupart des grottes se forment dans une roche appelée calcaire. L’eau de pluie, en traversant le sol, devient un tout petit peu acide, et elle dissout lentement le calcaire, comme l’eau fait fondre un morceau de sucre, mais des milliers de fois plus lentement. Petit à petit, les fissures de la roche s’agrandissent et deviennent des couloirs et des salles. Dans les grottes, chaque goutte qui tombe du plafond laisse un tout petit peu de pierre : ça forme des stalactites qui pendent, et en dessous, des stalagmites qui montent. Astuce pour t’en souvenir : les stalactites « tombent », les stalagmites « montent ». Il faut environ cent ans pour qu’elles grandissent d’un seul centimètre !',
      '9_to_12':
        'La grande majorité des grottes naissent dans le calcaire, une roche formée autrefois au fond des mers. L’eau de pluie absorbe du gaz carbonique dans l’air et surtout dans le sol, ce qui la rend légèrement acide. En s’infiltrant dans les fissures, elle dissout peu à peu le calcaire, et pendant des centaines de milliers d’années, les fentes deviennent des galeries, des puits et d’immenses salles, parfois parcourues par des rivières souterraines, comme au gouffre de Padirac dans le Lot. Quand une goutte d’eau chargée de calcaire arrive à l’air libre d’une grotte, elle relâche un peu de gaz carbonique et dépose une fine couche de pierre, la calcite. Goutte après goutte, cela forme les stalactites au plafond et les stalagmites au sol, qui peuvent se rejoindre en colonne ; leur croissance est très lente, souvent de l’ordre d’un centimètre par siècle. Il existe aussi des grottes creusées par les vagues dans les falaises, ou des tunnels laissés par des coulées de lave. Dans une grotte, la température reste presque la même toute l’année, ce qui a aidé à conserver des peintures préhistoriques, comme celles de la grotte Chauvet, vieilles d’environ 36 000 ans.',
      '13_plus':
        'La formation des grottes relève surtout du phénomène karstique, du nom du Karst, un plateau calcaire de Slovénie. Le calcaire est composé de carbonate de calcium, peu soluble dans l’eau pure. Mais l’eau de pluie, en traversant l’air puis le sol riche en gaz carbonique produit par la respiration des racines et des micro-organismes, se charge en acide carbonique. Celui-ci transforme le carbonate de calcium en hydrogénocarbonate de calcium, soluble, qui est emporté : la roche se dissout le long des fractures et des joints de stratification, élargissant progressivement un réseau de conduits, puis de galeries, sur des centaines de milliers d’années. La réaction inverse explique les concrétions : quand l’eau suinte dans une cavité où l’air contient moins de gaz carbonique, elle dégaze et la calcite précipite, formant stalactites, stalagmites, colonnes, draperies ou gours, avec des vitesses de croissance très variables, souvent de l’ordre de quelques millimètres à quelques centimètres par siècle. Ces concrétions enregistrent, dans leurs couches, des informations sur les climats passés, ce qui en fait des archives pour les paléoclimatologues. D’autres cavités ont une autre origine : tubes de lave, grottes marines creusées par les vagues, grottes de glace dans les glaciers. La température d’une grotte profonde est à peu près constante, proche de la moyenne annuelle extérieure, ce qui a favorisé la conservation de sites comme Chauvet, vieux d’environ 36 000 ans, ou Lascaux, d’environ 20 000 ans. La plus grande galerie connue, celle de Son Doong au Vietnam, est assez vaste pour abriter une forêt.',
    },
  },
  {
    id: 'fog',
    title: 'Pourquoi il y a du brouillard ?',
    phrasings: [
      'pourquoi il y a du brouillard',
      'pk ya du brouillard',
      'brouillard',
      'différence entre brume et brouillard',
      'comment se forme le brouillard',
      'c’est quoi le brouillard',
      'pourquoi on voit rien dans le brouillard',
      'brouillar',
      'pourquoi il y a du brouillard le matin',
      'nuage au sol',
    ],
    answers: {
      up_to_5:
        'Le brouillard, c’est un nuage qui est descendu tout près du sol. Il est fait de minuscules gouttes d’eau qui flottent dans l’air, et c’est pour ça qu’on ne voit pas bien loin.',
      '6_to_8':
        'Le brouillard, c’est un nuage posé par terre ! Dans l’air, il y a toujours de l’eau invisible, qu’on appelle la vapeur d’eau. Quand l’air se refroidit, par exemple pendant une nuit fraîche d’automne, cette vapeur se transforme en milliards de gouttelettes minuscules, si légères qu’elles flottent. Ces gouttelettes cachent la lumière, alors on ne voit plus bien loin. Il y a souvent du brouillard le matin, près des rivières et au fond des vallées, là où l’air est humide et froid. Quand le soleil se lève et réchauffe l’air, les gouttelettes redeviennent invisibles et le brouillard disparaît.',
      '9_to_12':
        'Le brouillard est un nuage qui touche le sol. L’air contient toujours de la vapeur d’eau, mais plus il est froid, moins il peut en garder. Quand l’air se refroidit assez, il atteint son « point de rosée » : la vapeur en trop se condense en gouttelettes d’environ un centième de millimètre, trop petites pour tomber. Le brouillard le plus courant se forme par une nuit claire et sans vent : le sol perd sa chaleur vers le ciel, refroidit l’air au-dessus de lui, et le brouillard apparaît au petit matin, surtout dans les vallées où l’air froid s’accumule. Un autre type se forme quand de l’air doux et humide passe au-dessus d’une mer ou d’un sol froid, comme souvent à San Francisco. Les météorologues parlent de brouillard quand on voit à moins d’un kilomètre, et de brume quand on voit plus loin. Il rend la route dangereuse : les voitures allument leurs feux et roulent moins vite. Dans le désert d’Atacama, au Chili, on tend même de grands filets pour attraper les gouttes de brouillard et récolter de l’eau à boire !',
      '13_plus':
        'Le brouillard est un nuage de gouttelettes d’eau, parfois de cristaux de glace, en contact avec le sol, qui réduit la visibilité horizontale à moins d’un kilomètre ; au-delà, on parle de brume. Il apparaît lorsque l’air atteint la saturation, soit parce qu’il se refroidit jusqu’à son point de rosée, soit parce qu’il reçoit davantage de vapeur d’eau. La vapeur se condense alors sur de minuscules particules en suspension, les noyaux de condensation (poussières, sels, fumées), en gouttelettes de 10 à 20 micromètres environ. Le brouillard de rayonnement est le plus fréquent en automne et en hiver : par nuit claire et calme, le sol perd de la chaleur par rayonnement infrarouge, l’air en contact se refroidit et, plus dense, stagne dans les fonds de vallée. Le brouillard d’advection naît quand une masse d’air doux et humide glisse sur une surface froide, comme sur la côte californienne, où l’upwelling fait remonter une eau froide. Il existe aussi des brouillards d’évaporation, ou « fumée de mer », quand de l’air très froid passe sur une eau plus chaude. Le brouillard se dissipe lorsque le soleil réchauffe le sol ou que le vent mélange l’air. En ville, mêlé aux fumées, il a donné le « smog », dont l’épisode de Londres en 1952 a entraîné de nombreux décès et conduit à des lois contre la pollution de l’air. Certains êtres vivants en dépendent : des coléoptères du désert du Namib récoltent sur leur dos les gouttelettes de brouillard pour boire.',
    },
  },
  {
    id: 'dew',
    title: 'Pourquoi il y a de la rosée sur l’herbe le matin ?',
    phrasings: [
      'pourquoi l’herbe est mouillée le matin',
      'pk l’herbe est mouillée alors qu’il a pas plu',
      'rosée du matin',
      'pourquoi il y a de la rosée',
      'gouttes de rosée',
      'la rosée',
      'c’est quoi la rosée',
      'pourquoi il y a des gouttes sur l’herbe le matin',
      'pourquoi l herbe est mouillé le matin',
      'gouttes d’eau sur les feuilles le matin',
      'pourquoi la voiture est mouillée le matin',
    ],
    answers: {
      up_to_5:
        'Ces petites gouttes, c’est la rosée. La nuit, l’herbe devient toute froide, et l’eau cachée dans l’air se pose dessus en gouttes, comme sur un verre froid sorti du frigo.',
      '6_to_8':
        'Même quand il n’a pas plu, l’herbe est souvent mouillée le matin : c’est la rosée. L’air contient toujours un peu d’eau invisible, la vapeur d’eau. Pendant la nuit, l’herbe perd sa chaleur et devient plus froide que l’air. Quand l’air touche l’herbe froide, la vapeur se transforme en petites gouttes, exactement comme la buée sur un verre d’eau glacée ou sur le miroir de la salle de bains. Il y a plus de rosée quand la nuit est claire, sans nuages ni vent. Dès que le soleil chauffe, les gouttes s’évaporent et l’herbe sèche.',
      '9_to_12':
        'La rosée est de l’eau qui se dépose sur les surfaces froides quand la vapeur d’eau de l’air se condense. La nuit, le sol, l’herbe ou le toit des voitures perdent leur chaleur en rayonnant vers le ciel, et deviennent plus froids que l’air. L’air en contact avec eux se refroidit aussi, jusqu’à une température appelée le « point de rosée » : à ce moment, il ne peut plus garder toute sa vapeur, et le surplus se transforme en gouttelettes. C’est le même phénomène que la buée sur une bouteille sortie du réfrigérateur. La rosée est plus abondante par nuit claire, car les nuages agissent comme une couverture qui renvoie la chaleur vers le sol, et par temps calme, car le vent mélange l’air et l’empêche de trop refroidir. Les toiles d’araignées couvertes de rosée deviennent alors bien visibles. Si la surface descend sous 0 °C, l’eau se dépose en glace : c’est la gelée blanche, ou givre. Dans certaines régions sèches, la rosée est une source d’eau précieuse pour les plantes et les petits animaux.',
      '13_plus':
        'La rosée résulte de la condensation de la vapeur d’eau atmosphérique sur une surface dont la température est descendue sous le point de rosée de l’air environnant. Ce refroidissement est surtout radiatif : la nuit, les surfaces émettent un rayonnement infrarouge vers le ciel, et les feuilles, minces et isolées du sol par l’air, se refroidissent plus vite que le sol lui-même. Par nuit claire, le ciel renvoie peu de rayonnement, et le bilan est nettement négatif ; une couverture nuageuse, en émettant à son tour de l’infrarouge vers le sol, limite ce refroidissement. Un vent faible favorise la rosée en renouvelant l’air humide au contact des surfaces, mais un vent plus fort mélange l’air et empêche la surface d’atteindre le point de rosée. Le point de rosée dépend de l’humidité : plus l’air contient de vapeur, plus il est élevé, et plus la rosée se forme facilement. Les gouttes perlent sur les feuilles couvertes d’une cuticule cireuse hydrophobe. Une partie des gouttes observées le matin au bord des feuilles n’est d’ailleurs pas de la rosée, mais de la guttation : de l’eau expulsée par la plante elle-même. Sous 0 °C, la vapeur passe directement à l’état solide et forme la gelée blanche. Des « condenseurs de rosée », inspirés de ce phénomène, sont testés dans des régions arides pour récolter de l’eau potable.',
    },
  },
  {
    id: 'frost',
    title: 'Pourquoi il y a du givre ?',
    phrasings: [
      'pourquoi il y a du givre',
      'le givre',
      'c’est quoi le givre',
      'gelée blanche',
      'pourquoi l’herbe est blanche le matin en hiver',
      'pk y a de la glace sur le pare-brise',
      'pourquoi il y a du givre sur les voitures',
      'verglas',
    ],
    answers: {
      up_to_5:
        'Quand il fait très froid la nuit, l’eau cachée dans l’air se pose sur l’herbe et sur les voitures et se transforme tout de suite en petits cristaux de glace. C’est le givre, tout blanc, comme du sucre glace !',
      '6_to_8':
        'Dans l’air, il y a de l’eau invisible, la vapeur d’eau. Quand il fait vraiment froid la nuit, plus froid que 0 degré, l’herbe, les feuilles et les voitures deviennent glacées. La vapeur d’eau qui les touche se transforme alors directement en minuscules cristaux de glace : c’est le givre. Il dessine parfois de jolies plumes et des fougères sur les vitres. C’est le même phénomène que la rosée, mais en version glace. Le verglas, lui, c’est autre chose : c’est une couche de glace lisse sur la route, faite par de la pluie ou de l’eau qui gèle. Ça glisse beaucoup, alors on marche doucement !',
      '9_to_12':
        'Le givre, qu’on appelle aussi gelée blanche, se forme par les nuits froides et claires. Comme pour la rosée, les surfaces perdent leur chaleur vers le ciel et deviennent plus froides que l’air. Mais si elles descendent en dessous de 0 °C, la vapeur d’eau de l’air ne devient pas liquide : elle passe directement à l’état de glace. Ce passage direct du gaz au solide s’appelle la condensation solide, ou déposition. Les molécules d’eau s’accrochent les unes aux autres en suivant une forme hexagonale, la même que celle des flocons de neige, et construisent des aiguilles, des plumes ou des dessins en forme de fougère sur les fenêtres. Le givre peut abîmer les fleurs et les jeunes pousses : c’est pour ça que les jardiniers redoutent les gelées de printemps. Le verglas est différent : c’est une couche de glace transparente qui se forme quand de la pluie tombe sur un sol gelé, ou quand de l’eau regèle sur la route. Il est très glissant et dangereux pour les voitures et les piétons.',
      '13_plus':
        'Le givre, ou gelée blanche, est un dépôt de cristaux de glace formé par condensation solide, ou déposition, de la vapeur d’eau sur une surface dont la température est inférieure à la fois à 0 °C et au point de givrage de l’air. Comme pour la rosée, c’est le refroidissement radiatif nocturne par ciel clair et vent faible qui abaisse la température des surfaces, souvent de plusieurs degrés sous celle de l’air mesurée sous abri : il peut donc geler au sol alors que le thermomètre affiche quelques degrés au-dessus de zéro. Les molécules d’eau s’organisent selon le réseau hexagonal de la glace, et la forme des cristaux (aiguilles, plaquettes, dendrites) dépend de la température et de l’humidité, comme pour les flocons de neige. Sur une vitre, les motifs en fougère naissent à partir de rayures ou de poussières qui servent de points de départ. Il faut distinguer le givre d’autres phénomènes : le givre blanc ou « givre de brouillard », formé quand des gouttelettes de brouillard surfondues, restées liquides sous 0 °C, gèlent au contact des branches ; et le verglas, une glace compacte et transparente produite par une pluie verglaçante ou par de l’eau qui regèle sur le sol. En agriculture, les gelées tardives de printemps détruisent bourgeons et fleurs : les viticulteurs allument parfois des bougies dans les vignes ou arrosent les plantes, car l’eau qui gèle libère de la chaleur et protège les tissus à 0 °C.',
    },
  },
  {
    id: 'hail',
    title: 'Pourquoi il grêle ?',
    phrasings: [
      'pourquoi il grêle',
      'pk il grêle',
      'la grêle',
      'grêlons',
      'pourquoi il tombe des boules de glace',
      'comment se forme la grêle',
      'pourquoi il grele en été',
      'pourquoi la grêle tombe quand il fait chaud',
      'grelons gros comme des balles',
      'pourquoi il tombe des cailloux de glace',
    ],
    answers: {
      up_to_5:
        'La grêle, ce sont des petites boules de glace qui tombent pendant les gros orages. Dans le nuage, le vent fait monter les gouttes tout en haut où il fait très froid, et elles deviennent des billes de glace.',
      '6_to_8':
        'La grêle tombe pendant les orages, souvent au printemps et en été, même quand il fait chaud dehors. Les gros nuages d’orage sont immenses, et tout en haut, il fait très, très froid. À l’intérieur, un vent puissant pousse les gouttes d’eau vers le haut : elles gèlent et deviennent de petites billes de glace. Ces billes retombent, remontent, et à chaque fois une nouvelle couche d’eau gèle autour, comme les couches d’un oignon. Quand elles deviennent trop lourdes, le vent ne peut plus les porter et elles tombent : ce sont les grêlons. Si tu coupes un gros grêlon, tu peux voir ses couches !',
      '9_to_12':
        'La grêle se forme dans les cumulonimbus, les gigantesques nuages d’orage qui peuvent monter jusqu’à plus de 10 kilomètres d’altitude. Dans leur partie haute, la température est bien en dessous de 0 °C, même en plein été. De puissants courants d’air ascendants, qui dépassent parfois 100 km/h, entraînent les gouttes d’eau vers le haut, où elles gèlent. Le petit grain de glace rencontre des gouttelettes restées liquides malgré le froid, qui gèlent à son contact : il grossit couche après couche, parfois en faisant plusieurs allers-retours dans le nuage. Quand il devient trop lourd pour être soutenu, il tombe. La plupart des grêlons sont de la taille d’un petit pois, mais certains atteignent celle d’une balle de golf ou même d’un pamplemousse : le plus gros jamais mesuré, tombé aux États-Unis en 2010, faisait 20 centimètres de diamètre. La grêle tombe surtout au printemps et en été, car il faut un sol chaud pour créer des orages assez violents. Elle peut abîmer les récoltes, les toits et les voitures : quand il grêle, on reste à l’abri.',
      '13_plus':
        'La grêle est une précipitation de glace formée dans les cumulonimbus, les nuages d’orage à fort développement vertical. Ils naissent quand l’air chaud et humide près du sol, surmonté d’air froid, s’élève violemment : c’est l’instabilité, fréquente à la fin du printemps et en été. Les courants ascendants, pouvant dépasser 100 km/h dans les orages les plus violents, appelés supercellules, transportent les gouttes au-dessus de l’isotherme 0 °C. Là, beaucoup restent liquides à l’état surfondu jusqu’à −20 ou −30 °C. Un embryon de grêle, petit grain de neige roulée ou goutte gelée, collecte ces gouttelettes qui gèlent à son contact : c’est l’accrétion. Quand la congélation est rapide, l’air est piégé et la couche est opaque ; quand elle est lente, l’eau a le temps de s’étaler et la couche est transparente, d’où les couches concentriques visibles dans un grêlon coupé. Le grêlon grossit tant que le courant ascendant peut le soutenir, puis tombe ; une partie fond en chemin, ce qui explique que la grêle soit rare sous les climats tropicaux où l’isotherme 0 °C est très haut. Le record officiel de taille est un grêlon tombé à Vivian, dans le Dakota du Sud, en 2010 : environ 20 centimètres de diamètre et près de 900 grammes. La grêle cause chaque année des dégâts importants aux cultures, notamment aux vignes et aux vergers ; contre elle, on utilise surtout des filets et l’assurance, l’efficacité des canons et de l’ensemencement des nuages restant discutée.',
    },
  },
  {
    id: 'hot-cold-countries',
    title: 'Pourquoi il fait plus chaud dans certains pays ?',
    phrasings: [
      'pourquoi il fait plus chaud dans certains pays',
      'pourquoi il fait chaud en Afrique',
      'pourquoi il fait toujours chaud à l’équateur',
      'pk il fait froid au Canada',
      'pays chauds et pays froids',
      'pourquoi il fait plus chaud au sud',
      'pourquoi il fait chaud dans les pays chauds',
      'c’est quoi l’équateur',
      'pourquoi il y a des pays ou il fait tout le temps chaud',
      'climat des pays',
    ],
    answers: {
      up_to_5:
        'La Terre est ronde comme un ballon. Au milieu du ballon, le soleil tape bien droit et chauffe fort, alors qu’en haut et en bas, il arrive de côté et chauffe beaucoup moins.',
      '6_to_8':
        'La Terre est une grosse boule, et le soleil ne l’éclaire pas partout de la même façon. Au milieu de la Terre, sur une ligne imaginaire qu’on appelle l’équateur, le soleil est presque au-dessus de la tête : ses rayons arrivent bien droit et chauffent fort. Plus on va vers le nord ou vers le sud, plus les rayons arrivent en biais, et ils chauffent moins. Tu peux essayer avec une lampe de poche : si tu éclaires droit une table, la tache de lumière est petite et forte ; si tu penches la lampe, la tache s’étale et devient plus faible. C’est pour ça qu’il fait chaud toute l’année en Afrique centrale ou au Brésil, et froid au Canada ou en Russie. La montagne et la mer changent aussi le temps qu’il fait.',
      '9_to_12':
        'La différence de chaleur entre les pays vient d’abord de la forme ronde de la Terre. Près de l’équateur, le Soleil est haut dans le ciel toute l’année : ses rayons frappent le sol presque à la verticale et concentrent leur énergie sur une petite surface. Vers les pôles, les mêmes rayons arrivent en biais, s’étalent sur une surface bien plus grande et traversent plus d’air, ce qui les affaiblit. C’est la latitude, la distance à l’équateur, qui compte le plus. Mais d’autres choses jouent aussi. L’altitude : il fait frais à Quito, en Équateur, pourtant tout près de l’équateur, car la ville est à 2 800 mètres. La mer : elle se réchauffe et se refroidit lentement, et adoucit le climat des côtes, alors que l’intérieur des continents a des hivers glacials et des étés brûlants. Les vents et les courants marins : l’ouest de l’Europe reçoit un air doux venu de l’Atlantique et est bien plus doux que l’est du Canada, à la même latitude. Les records ? Environ 57 °C dans la Vallée de la Mort, aux États-Unis, et −89 °C dans l’Antarctique.',
      '13_plus':
        'Le facteur principal du climat d’un lieu est sa latitude, car elle détermine l’énergie solaire reçue par unité de surface. Sur une Terre sphérique, l’angle d’incidence des rayons diminue de l’équateur vers les pôles : une même quantité d’énergie s’étale sur une surface plus grande et traverse une épaisseur d’atmosphère plus importante, où elle est davantage diffusée et absorbée. Entre les tropiques, le Soleil passe au zénith au moins une fois par an et la durée du jour varie peu, d’où des températures élevées toute l’année ; aux hautes latitudes, l’inclinaison de l’axe terrestre d’environ 23,4° provoque de forts contrastes saisonniers. D’autres facteurs modulent ce schéma : l’altitude (la température baisse d’environ 6,5 °C par kilomètre), la continentalité (la forte capacité thermique de l’océan atténue les écarts sur les côtes, alors qu’en Sibérie, Iakoutsk passe d’une moyenne de près de −40 °C en janvier à environ 20 °C en juillet), la circulation atmosphérique et les courants océaniques, qui transportent la chaleur des tropiques vers les pôles. Ainsi, l’Europe de l’Ouest bénéficie des vents d’ouest venus de l’Atlantique et de la dérive nord-atlantique, ce qui la rend bien plus douce que le Labrador, à la même latitude. Les records officiels sont de 56,7 °C dans la Vallée de la Mort en 1913, une mesure parfois contestée, et de −89,2 °C à la station russe Vostok, en Antarctique, en 1983. Ces grands types de climat, classés par exemple selon Köppen, déterminent la végétation, l’agriculture et les modes de vie.',
    },
  },
  {
    id: 'poles-cold',
    title: 'Pourquoi il fait si froid aux pôles ?',
    phrasings: [
      'pourquoi il fait froid aux pôles',
      'pourquoi il fait si froid au pôle Nord',
      'pk il fait froid en Antarctique',
      'pôle Sud',
      'pôle Nord',
      'pourquoi il y a de la glace aux pôles',
      'pourquoi il fait froid au pole nord',
      'Antarctique et Arctique',
      'c’est quoi la différence entre le pôle Nord et le pôle Sud',
      'nuit polaire',
    ],
    answers: {
      up_to_5:
        'Aux pôles, tout en haut et tout en bas de la Terre, le soleil reste bas dans le ciel et chauffe très peu. Et pendant l’hiver, il ne se lève même pas pendant des mois : il fait nuit tout le temps !',
      '6_to_8':
        'Les pôles sont les deux bouts de la Terre : le pôle Nord tout en haut et le pôle Sud tout en bas. Là-bas, le soleil ne monte jamais haut dans le ciel : ses rayons arrivent tout penchés et chauffent très peu. En hiver, c’est encore pire : pendant des mois, le soleil ne se lève pas du tout, c’est la nuit polaire. En plus, la neige et la glace, toutes blanches, renvoient la lumière du soleil comme un miroir, au lieu de se réchauffer. Au pôle Nord, il y a surtout une mer gelée, où vivent les ours polaires. Au pôle Sud, il y a un immense continent couvert de glace, l’Antarctique, avec les manchots.',
      '9_to_12':
        'Aux pôles, le Soleil reste toujours bas sur l’horizon. Ses rayons arrivent très inclinés : leur énergie s’étale sur une grande surface et traverse une épaisse couche d’air avant d’arriver au sol. À cause de l’inclinaison de la Terre, chaque pôle vit environ six mois de jour puis six mois de nuit : pendant la longue nuit polaire, le sol ne reçoit aucune chaleur du Soleil. La glace et la neige renvoient aussi vers l’espace jusqu’à 80 ou 90 % de la lumière reçue, alors qu’un sol sombre l’absorberait. Les deux pôles sont pourtant différents. L’Arctique, au nord, est un océan recouvert d’une couche de glace de mer de quelques mètres, entouré de terres où vivent des humains, comme les Inuits. L’Antarctique, au sud, est un continent plus grand que l’Europe, couvert d’une calotte de glace épaisse de plus de 2 kilomètres en moyenne. Comme il est très haut et loin de l’eau plus tiède de l’océan, il est bien plus froid : on y a mesuré −89 °C en 1983, le record du monde. Sa glace contient environ 70 % de l’eau douce de la planète.',
      '13_plus':
        'Le froid des régions polaires s’explique d’abord par la géométrie : au-delà des cercles polaires, vers 66,5° de latitude, le Soleil reste bas, et le rayonnement incident, très oblique, est dilué sur une grande surface et atténué par une longue traversée de l’atmosphère. L’inclinaison de l’axe terrestre, d’environ 23,4°, provoque au pôle même une alternance d’environ six mois de jour et six mois de nuit. S’y ajoute une rétroaction puissante, l’albédo : la neige fraîche réfléchit jusqu’à 80 à 90 % du rayonnement solaire, contre moins de 10 % pour l’océan libre, ce qui maintient le froid. L’Antarctique est beaucoup plus froid que l’Arctique. C’est un continent de 14 millions de km², recouvert d’une calotte d’une épaisseur moyenne d’environ 2 kilomètres et jusqu’à près de 5 kilomètres par endroits, ce qui lui donne une altitude moyenne élevée ; il est aussi isolé par le courant circumpolaire antarctique, qui limite les échanges de chaleur avec les océans plus chauds. L’Arctique est au contraire un océan couvert de banquise, dont l’eau liquide, à environ −2 °C, tempère l’air. Le record officiel de −89,2 °C a été mesuré à la station russe Vostok en 1983, et des satellites ont détecté près de −98 °C en surface sur le plateau antarctique. La calotte antarctique contient environ 70 % de l’eau douce terrestre : si elle fondait entièrement, ce qui n’arriverait qu’en des milliers d’années, le niveau des mers monterait d’une soixantaine de mètres.',
    },
  },
  {
    id: 'icebergs',
    title: 'C’est quoi, un iceberg ?',
    phrasings: [
      'c’est quoi un iceberg',
      'iceberg',
      'icebergs',
      'pourquoi les icebergs flottent',
      'd’où viennent les icebergs',
      'comment se forme un iceberg',
      'pk un iceberg coule pas',
      'iceberg du Titanic',
      'c koi un iseberg',
    ],
    answers: {
      up_to_5:
        'Un iceberg, c’est une énorme montagne de glace qui flotte dans la mer. C’est un gros morceau qui s’est cassé d’un glacier, et la plus grande partie est cachée sous l’eau !',
      '6_to_8':
        'Un iceberg est un gigantesque bloc de glace qui flotte sur la mer, près des pôles. Il vient d’un glacier, une rivière de glace très lente qui descend des montagnes ou d’un grand continent gelé jusqu’à la mer. Au bord de l’eau, des morceaux se cassent et tombent dans l’océan avec un grand fracas : ce sont les icebergs. Ils sont faits d’eau douce, pas salée, car ils viennent de la neige. Ils flottent comme les glaçons dans ton verre, mais on ne voit que leur sommet : presque tout l’iceberg est caché sous l’eau. C’est pour ça qu’ils sont dangereux pour les bateaux, comme le Titanic en 1912.',
      '9_to_12':
        'Un iceberg est un bloc de glace d’eau douce qui s’est détaché d’un glacier ou d’une calotte glaciaire et qui dérive sur l’océan. Cette glace vient de la neige tombée pendant des siècles, tassée peu à peu. Quand le glacier avance jusqu’à la mer, des morceaux se détachent : c’est le vêlage. La glace est un peu moins dense que l’eau de mer, c’est pourquoi elle flotte, mais seulement un peu : environ 90 % du volume d’un iceberg se trouve sous la surface. D’où l’expression « la partie émergée de l’iceberg » pour dire qu’on ne voit qu’une petite partie d’un problème. En 1912, le paquebot Titanic a heurté un iceberg dans l’Atlantique Nord et a coulé ; depuis, une patrouille internationale surveille les glaces. Les plus grands icebergs viennent de l’Antarctique : certains, larges de plusieurs dizaines de kilomètres, ont la taille d’un département français. Ils fondent lentement en dérivant vers des eaux plus chaudes, parfois pendant des années.',
      '13_plus':
        'Un iceberg est un fragment de glace d’origine continentale, issu d’un glacier ou d’une plateforme de glace, qui flotte librement en mer ; il ne faut pas le confondre avec la banquise, formée par le gel de l’eau de mer elle-même. Sa glace, née de la compaction de la neige sur des siècles ou des millénaires, est de l’eau douce contenant de nombreuses bulles d’air anciennes, qui la font parfois crépiter en fondant. La glace a une masse volumique d’environ 0,9 g/cm³, inférieure à celle de l’eau de mer, d’environ 1,03 g/cm³ : d’après le principe d’Archimède, un iceberg flotte donc avec à peu près 90 % de son volume immergé. Les icebergs naissent par vêlage, lorsque les contraintes mécaniques, les marées et la fonte fracturent le front d’un glacier. Ceux de l’Arctique proviennent surtout des glaciers du Groenland ; celui qui a coulé le Titanic le 15 avril 1912 venait probablement de là, et la catastrophe a conduit à la création de l’International Ice Patrol en 1914. L’Antarctique produit des icebergs tabulaires géants, plats, détachés de ses plateformes : l’iceberg B-15, en 2000, mesurait environ 11 000 km². En fondant, les icebergs libèrent de l’eau douce et des minéraux, notamment du fer, qui nourrissent le plancton. Le vêlage est un processus naturel, mais son accélération dans certaines régions est surveillée comme un signe du réchauffement.',
    },
  },
  {
    id: 'glaciers',
    title: 'C’est quoi, un glacier ?',
    phrasings: [
      'c’est quoi un glacier',
      'comment se forme un glacier',
      'pourquoi les glaciers avancent',
      'pk les glaciers fondent',
      'glacier de montagne',
      'mer de glace',
      'pourquoi la glace des glaciers est bleue',
      'c koi un glacié',
      'glaciers qui reculent',
    ],
    answers: {
      up_to_5:
        'Un glacier, c’est une énorme rivière de glace, en haut des montagnes. Elle est faite de neige tassée pendant très longtemps, et elle glisse tout doucement vers le bas, encore moins vite qu’un escargot.',
      '6_to_8':
        'En haut des hautes montagnes, il fait si froid que la neige ne fond pas entièrement en été. Année après année, les nouvelles couches écrasent les anciennes, et la neige se tasse jusqu’à devenir de la glace très dure : c’est un glacier. Il est si lourd qu’il glisse lentement vers le bas de la vallée, de quelques centimètres par jour, comme une pâte très épaisse. En avançant, il racle le sol et transporte des cailloux, même des rochers énormes. Sa glace paraît souvent bleue. En France, le plus grand glacier s’appelle la Mer de Glace, près du mont Blanc. Aujourd’hui, les glaciers fondent plus vite qu’ils ne se reforment, parce que la Terre se réchauffe.',
      '9_to_12':
        'Un glacier se forme là où il tombe chaque année plus de neige qu’il n’en fond : en haute montagne ou près des pôles. La neige s’accumule, les couches se tassent, l’air est chassé, et en quelques dizaines d’années elle devient une glace dense. Quand elle est assez épaisse, cette glace se déforme sous son propre poids et s’écoule vers le bas, comme une pâte très visqueuse. Les glaciers des Alpes avancent de quelques dizaines de mètres par an, mais certains glaciers du Groenland parcourent plus de 10 kilomètres par an. En avançant, le glacier arrache des roches, les transporte et les dépose plus bas en longs bourrelets de cailloux, les moraines, et il creuse des vallées en forme de U. La glace épaisse paraît bleue car elle absorbe un peu la lumière rouge. Les glaciers sont de précieuses réserves d’eau douce qui alimentent les rivières en été. Mais depuis plus d’un siècle, la plupart reculent : la Mer de Glace, le plus grand glacier de France, a tant maigri qu’il faut aujourd’hui descendre plusieurs centaines de marches pour l’atteindre depuis la gare du Montenvers, et on en ajoute régulièrement.',
      '13_plus':
        'Un glacier est une masse de glace pérenne qui s’écoule sous son propre poids. Il naît dans une zone d’accumulation, au-dessus de la ligne d’équilibre, où la neige tombée en hiver ne fond pas entièrement en été. Par tassement et recristallisation, la neige devient du névé puis de la glace de glacier, d’une masse volumique d’environ 0,9 g/cm³, un processus qui prend de quelques années à plusieurs siècles selon le climat. Au-delà d’une certaine épaisseur, la glace se comporte comme un fluide très visqueux : elle flue par déformation de ses cristaux et glisse sur son lit grâce à une fine pellicule d’eau de fonte. La vitesse va de quelques mètres à des dizaines de mètres par an pour les glaciers alpins, jusqu’à plusieurs kilomètres par an pour certains émissaires du Groenland, comme le Jakobshavn. En aval, dans la zone d’ablation, la fonte l’emporte, et le bilan de masse du glacier, différence entre accumulation et ablation, détermine s’il avance ou recule. Le glacier est un puissant agent d’érosion : il façonne des vallées en auge (en U), des cirques, des fjords, et dépose moraines et blocs erratiques, qui ont permis au XIXᵉ siècle à Louis Agassiz de défendre l’idée d’anciennes glaciations. Les carottes de glace prélevées en Antarctique, qui remontent à environ 800 000 ans, renferment des bulles d’air ancien qui renseignent sur les climats passés. Depuis la fin du petit âge glaciaire, vers 1850, et surtout depuis les années 1980, les glaciers reculent presque partout, ce qui fait d’eux un indicateur visible du réchauffement climatique et menace à terme l’alimentation en eau de nombreuses vallées.',
    },
  },
  {
    id: 'sea-ice-melting',
    title: 'Pourquoi la banquise fond ?',
    phrasings: [
      'pourquoi la banquise fond',
      'banquise',
      'pk la glace des pôles fond',
      'pourquoi les glaces fondent au pôle Nord',
      'fonte de la banquise',
      'pourquoi les ours polaires sont en danger',
      'pourquoi la banquise fond à cause du réchauffement',
      'pourquoi la banquise disparait',
      'fonte des glaces aux pôles',
      'c’est quoi la banquise',
    ],
    answers: {
      up_to_5:
        'La banquise, c’est la mer gelée, tout près du pôle Nord et du pôle Sud. La Terre devient un peu plus chaude, alors cette glace fond plus qu’avant, et les ours blancs, qui chassent sur la glace, ont plus de mal à trouver à manger.',
      '6_to_8':
        'La banquise, c’est de l’eau de mer qui a gelé, comme une immense croûte de glace posée sur l’océan. En hiver, elle s’agrandit, et en été, elle fond en partie : c’est normal. Mais depuis quelques dizaines d’années, la Terre se réchauffe, surtout à cause des fumées des voitures, des usines et du chauffage. Alors la banquise fond plus vite en été et se reforme moins bien en hiver. C’est un problème pour les ours polaires, qui marchent sur la glace pour chasser les phoques. Quand la glace blanche disparaît, l’eau sombre de la mer absorbe plus de chaleur du soleil, ce qui réchauffe encore un peu plus. Les scientifiques et beaucoup de gens cherchent des solutions pour protéger les pôles.',
      '9_to_12':
        'La banquise est formée par l’eau de mer qui gèle, à environ −2 °C, à cause du sel. Elle ne mesure que quelques mètres d’épaisseur et grandit chaque hiver avant de fondre en partie chaque été. Depuis que des satellites l’observent, en 1979, la surface de banquise restant en Arctique à la fin de l’été a diminué d’environ 40 %, et elle est devenue plus fine. La cause principale est le réchauffement climatique : l’Arctique se réchauffe trois à quatre fois plus vite que le reste de la planète. Il y a un effet boule de neige : la glace blanche renvoie la lumière du Soleil, alors que l’océan sombre l’absorbe ; moins il y a de glace, plus l’eau chauffe, et plus la glace fond. Les ours polaires, qui chassent les phoques depuis la glace, doivent jeûner plus longtemps. Bonne nouvelle, pour une fois : la fonte de la banquise ne fait pas monter le niveau de la mer, puisqu’elle flotte déjà, comme un glaçon qui fond dans un verre. En revanche, la fonte des glaciers posés sur les terres, au Groenland ou en Antarctique, le fait monter.',
      '13_plus':
        'La banquise est la glace de mer formée par congélation de l’eau océanique, vers −1,8 °C pour une salinité moyenne ; en gelant, elle rejette l’essentiel du sel, ce qui densifie l’eau sous-jacente et participe à la circulation océanique profonde. Elle suit un cycle saisonnier : en Arctique, son étendue est maximale en mars et minimale en septembre. Les mesures satellitaires, continues depuis 1979, montrent que l’étendue minimale de septembre a diminué d’environ 13 % par décennie, et que la glace pluriannuelle, épaisse, a été en grande partie remplacée par une glace d’un an, plus fine. Cette évolution est attribuée au réchauffement climatique d’origine humaine, dû aux émissions de gaz à effet de serre. L’Arctique se réchauffe environ trois à quatre fois plus vite que la moyenne mondiale, en partie à cause de la rétroaction de l’albédo : la glace réfléchit la majeure partie du rayonnement solaire, l’océan libre l’absorbe presque entièrement, ce qui accroît la fonte. Les conséquences touchent les écosystèmes, comme l’ours polaire, qui dépend de la glace pour chasser, mais aussi les populations inuites et peut-être la circulation atmosphérique de l’hémisphère Nord. La fonte de la glace de mer ne modifie presque pas le niveau marin, selon le principe d’Archimède, contrairement à celle des glaciers et des calottes continentales. En Antarctique, la banquise a longtemps varié sans tendance nette, avant de connaître des minimums record depuis 2016, dont les causes sont encore étudiées.',
    },
  },
  {
    id: 'cutting-trees',
    title: 'Pourquoi on coupe des arbres dans la forêt ?',
    phrasings: [
      'pourquoi on coupe des arbres dans la forêt',
      'pourquoi on coupe les arbres',
      'pk les bûcherons coupent les arbres',
      'c’est pas grave de couper des arbres',
      'abattre des arbres',
      'pourquoi on abat les arbres',
      'pourquoi on coupe les arbre',
      'déforestation',
      'à quoi sert le bois des arbres coupés',
      'bûcheron',
    ],
    answers: {
      up_to_5:
        'On coupe des arbres pour avoir du bois : pour faire des maisons, des meubles, du papier ou du feu. Dans une forêt bien soignée, on replante ou on laisse pousser de nouveaux petits arbres pour remplacer ceux qu’on a coupés.',
      '6_to_8':
        'Le bois est très utile : on s’en sert pour construire des maisons, fabriquer des tables, des chaises, des jouets, du papier et du carton, et pour se chauffer. Dans les forêts, des gens dont c’est le métier, les forestiers, choisissent quels arbres couper. Parfois, ils en enlèvent quelques-uns pour que les autres aient plus de place et de lumière, comme quand on éclaircit des radis dans un potager. Ils coupent aussi les arbres malades ou qui risquent de tomber sur un chemin. Ensuite, de jeunes arbres poussent ou sont replantés. Ce qui est grave, c’est de couper toute une forêt sans la laisser repousser : ça arrive dans certains pays, et les animaux perdent leur maison.',
      '9_to_12':
        'Couper des arbres n’est pas forcément mauvais : tout dépend de comment on le fait. Le bois est un matériau précieux et renouvelable, utilisé pour la construction, les meubles, le papier et le chauffage. En France, les forêts sont gérées par des forestiers, comme ceux de l’Office national des forêts, qui prévoient les coupes sur des dizaines d’années. Ils font des éclaircies, en retirant certains arbres pour que les plus beaux grandissent mieux, ils enlèvent les arbres malades ou dangereux, et ils récoltent les arbres adultes en veillant à ce que la forêt se renouvelle. Grâce à cela, la forêt française grandit : elle couvre environ un tiers du pays, deux fois plus qu’au milieu du XIXᵉ siècle. Le vrai problème, c’est la déforestation : ailleurs, notamment en Amazonie, en Afrique centrale et en Asie du Sud-Est, de grandes forêts tropicales sont rasées pour faire place à des champs, des élevages ou des plantations de palmiers à huile, et ne repoussent pas. Des labels comme FSC ou PEFC permettent de choisir du bois venant de forêts gérées durablement.',
      '13_plus':
        'L’exploitation forestière répond à des besoins importants : le bois sert à la construction, à l’ameublement, à la fabrication du papier et du carton, et comme source d’énergie. Elle n’est pas en soi destructrice si elle relève d’une gestion durable, principe déjà présent dans l’ordonnance de Colbert sur les forêts de 1669, qui visait à assurer du bois pour la marine royale. Les forestiers planifient des coupes d’éclaircie, qui réduisent la concurrence pour la lumière, l’eau et les nutriments, des coupes sanitaires pour limiter les maladies et les parasites comme les scolytes, et des coupes de régénération, suivies d’une repousse naturelle ou d’une plantation. En France métropolitaine, la surface forestière a environ doublé depuis le milieu du XIXᵉ siècle, grâce à l’exode rural et aux reboisements, et atteint près d’un tiers du territoire. À l’échelle mondiale, en revanche, la déforestation reste massive dans les zones tropicales : selon la FAO, une dizaine de millions d’hectares de forêt disparaissent chaque année, principalement au profit de l’élevage, du soja, du palmier à huile et de l’exploitation minière. Cette destruction libère le carbone stocké, menace la biodiversité et modifie le cycle de l’eau. Certains débats persistent en Europe même : coupes rases, plantations d’une seule espèce, ou usage du bois comme combustible. Les certifications FSC et PEFC, et les réglementations contre l’importation de bois issu de la déforestation, cherchent à encourager des pratiques plus responsables.',
    },
  },
  {
    id: 'forests-oxygen',
    title: 'Pourquoi les forêts sont importantes pour respirer ?',
    phrasings: [
      'pourquoi les arbres font de l’oxygène',
      'pourquoi les forêts sont importantes',
      'pk les arbres nous aident à respirer',
      'forêt poumon de la planète',
      'arbres et oxygène',
      'd’où vient l’oxygène qu’on respire',
      'pourquoi il faut protéger les forêts',
      'pourquoi les arbres sont important pour la planète',
      'à quoi servent les forêts',
      'forêt amazonienne',
    ],
    answers: {
      up_to_5:
        'Les arbres et les plantes fabriquent de l’oxygène, l’air dont on a besoin pour respirer. Les forêts sont aussi la maison de plein d’animaux, et elles gardent la Terre au frais.',
      '6_to_8':
        'Grâce à la lumière du soleil, les feuilles des arbres fabriquent leur nourriture, et en même temps, elles rejettent dans l’air de l’oxygène, le gaz qu’on respire. Les arbres aspirent aussi le gaz carbonique, un gaz qui, en trop grande quantité, réchauffe la Terre. Mais ce ne sont pas les seuls : de minuscules algues dans la mer, le plancton, fabriquent elles aussi une énorme partie de l’oxygène. Les forêts sont importantes pour bien d’autres raisons : elles abritent des milliers d’animaux et de plantes, elles retiennent l’eau de pluie dans le sol, et leur ombre rafraîchit l’air. C’est pour ça qu’on les protège.',
      '9_to_12':
        'Les arbres, comme toutes les plantes vertes, font la photosynthèse : avec la lumière du Soleil, ils transforment l’eau et le gaz carbonique de l’air en sucres pour grandir, et rejettent de l’oxygène. L’air que tu respires contient environ 21 % d’oxygène, produit par les êtres vivants depuis des milliards d’années. On appelle souvent l’Amazonie le « poumon de la planète », mais c’est un peu trompeur : une forêt adulte consomme elle-même presque tout l’oxygène qu’elle produit, car les arbres respirent aussi la nuit et les champignons et les bactéries qui décomposent les feuilles mortes en utilisent beaucoup. Et on estime qu’environ la moitié de l’oxygène produit sur Terre vient en réalité du plancton des océans. Les forêts restent pourtant essentielles : elles stockent énormément de carbone dans leur bois et leur sol, ce qui limite le réchauffement climatique. Elles abritent la majorité des espèces d’animaux et de plantes vivant sur la terre ferme. Elles fabriquent aussi de la pluie, en rejetant de la vapeur d’eau par leurs feuilles, et protègent les sols contre l’érosion.',
      '13_plus':
        'L’oxygène atmosphérique, environ 21 % de l’air, est produit par la photosynthèse oxygénique, apparue chez les cyanobactéries il y a plus de 2,5 milliards d’années. Les plantes captent le dioxyde de carbone, utilisent l’énergie lumineuse pour scinder des molécules d’eau, libèrent l’oxygène qui en provient et fabriquent des glucides. Mais la respiration des plantes elles-mêmes, des animaux, des champignons et des bactéries consomme de l’oxygène : pour un écosystème à l’équilibre, comme une forêt ancienne, la production nette est proche de zéro. L’image de l’Amazonie « poumon de la planète » est donc discutable pour l’oxygène ; d’ailleurs, la réserve atmosphérique est si grande que même la disparition de toutes les forêts ne nous priverait pas d’air respirable à court terme. Le phytoplancton marin assure, selon les estimations, environ la moitié de la production mondiale d’oxygène. Le rôle crucial des forêts est ailleurs : elles stockent des centaines de milliards de tonnes de carbone dans leur biomasse et leurs sols, et leur destruction en libère une partie sous forme de CO₂, contribuant au réchauffement. Elles abritent une grande part de la biodiversité terrestre, régulent le cycle de l’eau par l’évapotranspiration, au point que l’Amazonie recycle une partie de sa propre pluie, et protègent les sols de l’érosion. Elles fournissent aussi des ressources, du bois aux médicaments, et jouent un rôle culturel et social important. Leur protection est donc un enjeu climatique et écologique, plus qu’une question d’oxygène.',
    },
  },
  {
    id: 'fruit-seeds',
    title: 'Pourquoi il y a des pépins dans les fruits ?',
    phrasings: [
      'pourquoi il y a des pépins dans les fruits',
      'pk y a des pépins dans la pomme',
      'à quoi servent les pépins',
      'à quoi sert un noyau de cerise',
      'pourquoi les fruits ont des graines',
      'pourquoi les fruits sont sucrés',
      'pourquoi il y a des pepins',
      'comment les graines voyagent',
      'pourquoi la tomate est un fruit',
      'à quoi servent les fruits pour les plantes',
    ],
    answers: {
      up_to_5:
        'Les pépins sont les graines de la plante : si on les plante, ils peuvent donner un nouvel arbre. Le fruit est comme une jolie boîte sucrée qui protège les graines et donne envie aux animaux de les emporter.',
      '6_to_8':
        'Le fruit, c’est la partie de la plante qui entoure et protège ses graines. Les pépins de la pomme ou le noyau de la cerise sont des graines : dedans, il y a tout ce qu’il faut pour faire pousser une nouvelle plante. Mais une graine qui tombe juste sous son arbre pousse mal, car il n’y a pas assez de lumière. Alors le fruit est sucré et coloré pour attirer les oiseaux et les autres animaux : ils le mangent, emportent les graines plus loin, et les laissent tomber ailleurs, parfois dans leur caca ! Certaines graines voyagent autrement : celles du pissenlit s’envolent avec le vent, et celles de la bardane s’accrochent aux poils des animaux. Et sais-tu que la tomate, qui a des graines, est un fruit pour les botanistes ?',
      '9_to_12':
        'Après qu’une fleur a été pollinisée, souvent par des insectes, sa partie femelle se transforme : l’ovaire grossit et devient le fruit, et les ovules à l’intérieur deviennent les graines. Chaque graine contient un minuscule embryon de plante et des réserves de nourriture pour démarrer. Pour les botanistes, tout ce qui vient d’une fleur et contient des graines est un fruit : la tomate, le concombre, le poivron et même la noisette en sont. Le rôle du fruit est d’aider les graines à se disperser loin de la plante mère, pour qu’elles ne lui fassent pas concurrence. Les fruits charnus, sucrés et colorés attirent les animaux, qui mangent la chair et rejettent les graines ailleurs ; certaines graines germent même mieux après être passées dans un intestin. D’autres fruits utilisent le vent, comme les « hélicoptères » de l’érable, ou l’eau, comme la noix de coco, qui peut flotter pendant des semaines. Les crochets de la bardane, qui s’accrochent aux poils, ont inspiré l’invention du Velcro. Les bananes que tu manges n’ont presque pas de graines : les petits points noirs en sont des restes, car ces variétés ont été sélectionnées par les humains.',
      '13_plus':
        'Chez les plantes à fleurs, ou angiospermes, le fruit se forme après la fécondation : l’ovaire du pistil se développe pour donner le péricarpe, tandis que les ovules fécondés deviennent les graines, qui contiennent un embryon et des réserves (albumen ou cotylédons) protégées par un tégument. La diversité des fruits reflète celle des stratégies de dispersion. La zoochorie repose sur des fruits charnus, riches en sucres et souvent colorés au moment de la maturité, quand la graine est prête : les animaux consomment la pulpe et dispersent les graines par leurs excréments, parfois après un passage dans le tube digestif qui fragilise le tégument et favorise la germination. D’autres graines s’accrochent aux pelages, comme celles de la bardane, dont les crochets ont inspiré à l’ingénieur suisse Georges de Mestral l’invention du Velcro dans les années 1940. L’anémochorie utilise le vent : aigrettes du pissenlit, ailes des samares de l’érable. L’hydrochorie utilise l’eau, comme la noix de coco, capable de dériver longtemps en mer. Certaines plantes projettent elles-mêmes leurs graines, comme l’impatiente ou le genêt. Cette dispersion réduit la compétition avec la plante mère, permet de coloniser de nouveaux milieux et limite la transmission des maladies. La distinction culinaire entre fruits et légumes ne suit pas la botanique : tomate, courgette ou aubergine sont des fruits. Les humains ont aussi sélectionné des variétés presque sans graines, comme la banane cultivée, qui est stérile et se multiplie par rejets.',
    },
  },
  {
    id: 'mushrooms',
    title: 'C’est quoi, un champignon ?',
    phrasings: [
      'c’est quoi un champignon',
      'pourquoi il y a des champignons dans la forêt',
      'est-ce que les champignons sont des plantes',
      'pourquoi on peut pas manger tous les champignons',
      'champignons vénéneux',
      'pk les champignons poussent après la pluie',
      'comment poussent les champignons',
      'c koi un champigon',
      'champignons de la forêt',
      'champignon toxique',
    ],
    answers: {
      up_to_5:
        'Un champignon, ce n’est ni une plante ni un animal : c’est une autre sorte d’être vivant ! Certains sont très dangereux à manger, alors on n’en touche jamais un dans la forêt sans un grand.',
      '6_to_8':
        'Les champignons ressemblent un peu à des plantes, mais ils ne sont pas verts et n’utilisent pas le soleil pour se nourrir. Ils forment une famille à part. Ce qu’on voit dans la forêt n’est qu’un petit morceau : sous la terre, le champignon est fait de milliers de fils très fins qui mangent les feuilles mortes et le bois pourri. Ils aident donc à nettoyer la forêt ! Le chapeau qui sort de terre, surtout en automne après la pluie, sert à lâcher des milliards de minuscules graines de poussière, les spores. Certains champignons se mangent, mais d’autres sont des poisons très forts qui ressemblent aux bons. Alors ne mange jamais un champignon trouvé dehors, et lave-toi les mains si tu en as touché un.',
      '9_to_12':
        'Les champignons ne sont ni des plantes ni des animaux : ils forment un règne à part, celui des fonges. Ils n’ont pas de chlorophylle et ne font pas de photosynthèse ; ils se nourrissent en digérant la matière qui les entoure. La partie principale du champignon est cachée : c’est le mycélium, un réseau de filaments très fins qui s’étend dans le sol ou le bois. Ce qu’on cueille, avec un pied et un chapeau, n’est que son organe de reproduction, qui pousse quand il fait humide et doux, surtout en automne. Sous le chapeau, il libère des millions de spores, qui s’envolent pour former de nouveaux champignons. Les champignons recyclent les feuilles mortes et le bois, et beaucoup vivent en partenariat avec les racines des arbres, échangeant des minéraux contre des sucres. La levure du pain et la moisissure qui a donné le premier antibiotique, la pénicilline, en 1928, sont aussi des champignons. Certains sont mortels, comme l’amanite phalloïde, et ressemblent à des espèces comestibles : seul un expert, comme un pharmacien ou un mycologue, peut dire si un champignon se mange.',
      '13_plus':
        'Les champignons, ou fonges, constituent un règne du vivant distinct des plantes et des animaux ; les analyses génétiques montrent qu’ils sont même plus proches des animaux que des végétaux. Ce sont des hétérotrophes : dépourvus de chlorophylle, ils sécrètent des enzymes à l’extérieur de leur corps et absorbent les molécules digérées. Leur paroi contient de la chitine, la même substance que la carapace des insectes. L’organisme lui-même est le mycélium, un réseau d’hyphes microscopiques ; le « champignon » cueilli, ou sporophore, n’est qu’une fructification temporaire qui produit des spores. Selon leur mode de vie, ils sont décomposeurs (saprophytes), indispensables au recyclage de la lignine et de la cellulose du bois ; symbiotiques, comme les mycorhizes associées à la grande majorité des plantes terrestres, qui améliorent l’absorption de l’eau et du phosphore ; ou parasites, comme l’oïdium ou certains champignons responsables de mycoses. Un individu d’armillaire dans une forêt de l’Oregon, aux États-Unis, s’étend sur environ 9 km² et serait âgé de plusieurs milliers d’années, ce qui en fait l’un des plus grands organismes connus. Les humains utilisent des champignons pour le pain, la bière, le fromage, et comme source de médicaments, depuis la découverte de la pénicilline par Alexander Fleming en 1928. Certaines espèces, comme l’amanite phalloïde, contiennent des toxines qui détruisent le foie ; chaque année en France, des intoxications graves surviennent à cause de confusions, d’où la règle de ne consommer que des champignons identifiés avec certitude par un spécialiste et, en cas de doute ou de symptôme, d’appeler un centre antipoison.',
    },
  },
  {
    id: 'cactus-spines',
    title: 'Pourquoi les cactus ont des piquants ?',
    phrasings: [
      'pourquoi les cactus ont des piquants',
      'pk les cactus piquent',
      'piquants de cactus',
      'pourquoi les cactus n’ont pas de feuilles',
      'comment les cactus vivent sans eau',
      'pourquoi les cactus poussent dans le désert',
      'pourquoi les cactus ont des épines',
      'pourquoi les cactus pique',
      'cactus du désert',
      'pourquoi il faut pas arroser souvent un cactus',
    ],
    answers: {
      up_to_5:
        'Les piquants du cactus sont ses feuilles, devenues toutes fines et pointues. Ils l’empêchent de perdre son eau et disent aux animaux assoiffés : « Ne me mange pas ! »',
      '6_to_8':
        'Le cactus vit dans des endroits très secs, où il pleut rarement. Pour survivre, il garde l’eau à l’intérieur de sa grosse tige verte, comme une gourde. Les grandes feuilles laissent s’échapper beaucoup d’eau, alors chez le cactus, elles sont devenues des piquants, qui n’en perdent presque pas. Ces piquants le protègent aussi des animaux qui aimeraient bien croquer sa chair pleine d’eau. Ils font même un peu d’ombre sur sa peau et retiennent les gouttes de rosée. Comme c’est sa tige verte qui fabrique sa nourriture avec le soleil, le cactus n’a pas besoin de feuilles. Et attention : on l’arrose très peu, sinon ses racines pourrissent !',
      '9_to_12':
        'Les cactus sont des plantes originaires d’Amérique, adaptées aux déserts et aux régions sèches. Leurs épines sont des feuilles transformées. Une feuille large possède de nombreux petits trous, les stomates, par lesquels la plante perd de l’eau en transpirant ; en remplaçant les feuilles par des épines, le cactus réduit énormément ses pertes. La photosynthèse se fait alors dans sa tige verte et charnue, qui sert aussi de réservoir : un grand cactus saguaro, qui peut dépasser 12 mètres et vivre plus de 150 ans, peut stocker des centaines de litres d’eau après une pluie. Sa tige en accordéon gonfle quand il boit et se resserre pendant la sécheresse. Les épines le protègent des animaux assoiffés, créent une petite couche d’air immobile qui limite l’évaporation et font un peu d’ombre. Ses racines, peu profondes mais très étendues, captent vite l’eau des rares averses. Enfin, beaucoup de cactus n’ouvrent leurs stomates que la nuit, quand il fait frais, pour respirer sans trop se dessécher.',
      '13_plus':
        'Les cactus, famille des Cactacées, sont presque tous originaires du continent américain, du Canada à la Patagonie ; les figuiers de Barbarie présents autour de la Méditerranée y ont été introduits après le XVIᵉ siècle. Ce sont des plantes succulentes, dont l’anatomie est adaptée à l’aridité. Leurs épines correspondent à des feuilles modifiées, qui naissent sur des coussinets appelés aréoles, caractéristiques de la famille. Cette réduction foliaire limite la surface de transpiration ; la photosynthèse est assurée par la tige, dont le parenchyme aquifère stocke l’eau dans un mucilage qui la retient. Les côtes de certaines espèces permettent à la tige de se dilater ou de se contracter selon les réserves. Les épines jouent plusieurs rôles : défense contre les herbivores, réduction de l’échauffement en ombrant la surface, maintien d’une couche limite d’air qui ralentit l’évaporation, et, chez certaines espèces, condensation de la rosée ou du brouillard. La plupart des cactus pratiquent un métabolisme particulier, dit CAM : ils ouvrent leurs stomates la nuit pour absorber le CO₂, stocké sous forme d’acide malique, puis les ferment le jour et utilisent ce carbone pour la photosynthèse, ce qui réduit fortement les pertes d’eau. Leur système racinaire, superficiel et étendu, capte rapidement les pluies, et certaines espèces produisent des racines temporaires après une averse. Des plantes d’autres familles, comme certaines euphorbes africaines, ont développé indépendamment une forme semblable : c’est un exemple de convergence évolutive.',
    },
  },
  {
    id: 'soil-formation',
    title: 'De quoi est faite la terre du jardin ?',
    phrasings: [
      'de quoi est faite la terre du jardin',
      'comment se forme la terre du jardin',
      'c’est quoi la terre du jardin',
      'pourquoi la terre est marron',
      'd’où vient la terre des champs',
      'c’est quoi l’humus',
      'pk la terre est noire dans la forêt',
      'le sol de la forêt',
      'comment on fabrique du sol',
      'c’est quoi le compost',
    ],
    answers: {
      up_to_5:
        'La terre du jardin est faite de tout petits morceaux de cailloux mélangés à des feuilles et des plantes mortes, devenues toutes petites. Dedans vivent plein de petites bêtes qui la mélangent.',
      '6_to_8':
        'La terre du jardin est un grand mélange. Il y a d’abord des cailloux qui, pendant très longtemps, ont été cassés en grains minuscules par la pluie, le gel et les racines : ça donne du sable, de l’argile et de la poussière de roche. Il y a ensuite les restes de feuilles, de plantes et de petites bêtes mortes, que les vers de terre, les insectes, les champignons et des microbes invisibles mangent et transforment en une matière sombre, l’humus. C’est lui qui rend la terre foncée et bonne pour les plantes. Dans une seule poignée de terre vivent des millions d’êtres vivants ! Et il faut des centaines d’années pour fabriquer quelques centimètres de terre, alors on en prend soin.',
      '9_to_12':
        'Le sol est la couche vivante qui recouvre les roches à la surface des continents. Il naît de deux ingrédients. D’abord la roche, qui est lentement cassée et transformée par l’eau, le gel, les variations de température et les racines : elle donne des particules de tailles différentes, du sable grossier, des limons plus fins et de l’argile très fine. Ensuite la matière organique : les feuilles mortes, les racines, les cadavres et les excréments des animaux sont décomposés par des êtres vivants, des vers de terre jusqu’aux bactéries, pour former l’humus, une matière brune ou noire riche en nourriture pour les plantes. On estime qu’une cuillère à café de bonne terre contient des millions, voire des milliards de micro-organismes. Le sol contient aussi de l’air et de l’eau entre ses grains. Si on creuse un trou, on voit des couches : en haut, une terre sombre riche en humus, plus bas une terre plus claire, puis la roche. La formation d’un sol est très lente, souvent plusieurs siècles pour quelques centimètres, alors qu’une pluie violente sur un champ nu peut en emporter bien plus. Le compost, fait avec les épluchures, imite ce que fait la nature.',
      '13_plus':
        'Le sol, objet d’étude de la pédologie, est l’interface entre la lithosphère, l’atmosphère, l’hydrosphère et la biosphère. Il se forme par l’altération de la roche mère, physique (gel, variations thermiques, action des racines) et chimique (dissolution, hydrolyse des silicates qui produit les argiles, oxydation du fer qui colore en ocre ou en rouge), et par l’incorporation de matière organique. Celle-ci, issue des litières et des organismes morts, est fragmentée par la faune (vers de terre, collemboles, acariens), puis minéralisée ou transformée en humus par les champignons et les bactéries. L’argile et l’humus s’associent en un complexe argilo-humique qui retient l’eau et les éléments nutritifs comme le potassium ou le calcium, et qui donne au sol sa structure en agrégats. La proportion de sables, de limons et d’argiles définit la texture. Un profil de sol présente des horizons successifs : horizon organique, horizon A riche en humus, horizon B d’accumulation, horizon C de roche altérée. La pédogenèse est lente, de l’ordre de quelques centimètres par siècle au mieux, alors que l’érosion de sols agricoles nus ou tassés peut être bien plus rapide, ce qui fait du sol une ressource quasi non renouvelable à l’échelle humaine. Le sol est l’un des milieux les plus riches en biodiversité, et il stocke plus de carbone que l’atmosphère et la végétation réunies. Sa protection passe par la couverture végétale, la limitation du labour et du tassement, et le retour de matière organique, par exemple par le compostage.',
    },
  },
  {
    id: 'earthworms-soil',
    title: 'À quoi servent les vers de terre ?',
    phrasings: [
      'à quoi servent les vers de terre',
      'a quoi sert un ver de terre',
      'pk les vers de terre sont utiles',
      'ver de terre coupé en deux',
      'lombric',
      'lombrics',
      'pourquoi il y a des lombrics dans le jardin',
      'est-ce que les vers de terre ont des yeux',
      'ver de terre',
      'le ver de terre est utile',
    ],
    answers: {
      up_to_5:
        'Les vers de terre sont les petits jardiniers du sol ! Ils mangent les feuilles mortes, font des tunnels pour que l’air et l’eau passent, et leur caca rend la terre bonne pour les plantes.',
      '6_to_8':
        'Les vers de terre travaillent sans arrêt sous nos pieds. Ils avalent de la terre et des morceaux de feuilles mortes, et ce qui ressort de l’autre côté, leur caca, est un très bon engrais pour les plantes. En creusant leurs galeries, ils mélangent la terre et font des tunnels où l’air et l’eau de pluie peuvent entrer, ce qui aide les racines à respirer et à boire. Ils n’ont pas d’yeux, mais leur peau sent la lumière. Ils respirent aussi par la peau, qui doit rester humide. Après une grosse pluie, on les voit souvent sortir à la surface. Si tu en trouves un, tu peux le regarder doucement puis le reposer sur la terre humide.',
      '9_to_12':
        'Les vers de terre, ou lombrics, sont parmi les animaux les plus utiles de la planète pour l’agriculture. Ils avalent de la terre mêlée de débris de feuilles, digèrent la matière organique et rejettent des crottes très fertiles, les turricules, riches en éléments nutritifs pour les plantes. En creusant des galeries, parfois jusqu’à plus d’un mètre de profondeur, ils aèrent le sol, l’aident à absorber l’eau de pluie et mélangent les couches. Dans une prairie, leur poids total peut dépasser une tonne par hectare, parfois plus que celui des vaches qui broutent au-dessus ! Ils n’ont ni yeux ni poumons : ils détectent la lumière grâce à des cellules de leur peau et respirent à travers elle, ce qui exige qu’elle reste humide. Pourquoi sortent-ils après la pluie ? Les scientifiques ne sont pas tous d’accord : peut-être parce que le sol gorgé d’eau manque d’air, ou parce que la surface humide leur permet de voyager plus facilement. Et contrairement à une idée reçue, un ver coupé en deux ne devient pas deux vers : au mieux, la partie avec la tête survit et peut refaire un bout de queue. Charles Darwin leur a consacré son dernier livre, en 1881.',
      '13_plus':
        'Les vers de terre sont des annélides oligochètes, dont on connaît plusieurs milliers d’espèces ; en France, on en compte plus d’une centaine. Les écologues les appellent des « ingénieurs de l’écosystème », car ils modifient profondément leur milieu. On distingue trois groupes : les épigés, qui vivent dans la litière et le compost ; les endogés, qui restent dans le sol et se nourrissent de terre ; et les anéciques, comme le grand lombric, qui creusent des galeries verticales et remontent la nuit chercher des feuilles qu’ils enfouissent. En ingérant sol et matière organique, ils produisent des turricules où l’azote, le phosphore et le potassium sont plus disponibles pour les plantes, et ils stimulent l’activité des micro-organismes. Leurs galeries améliorent l’aération, l’infiltration de l’eau et la pénétration des racines, réduisant le ruissellement et l’érosion. Dans une prairie tempérée, leur biomasse peut atteindre une à deux tonnes par hectare. Charles Darwin a consacré en 1881 son dernier ouvrage à leur rôle dans la formation de la terre végétale, estimant qu’ils remontent à la surface d’énormes quantités de terre chaque année. Leur respiration est cutanée, d’où leur besoin d’humidité ; leur sortie après les fortes pluies reste discutée, entre manque d’oxygène dans un sol saturé et opportunité de se disperser. Un ver sectionné ne donne pas deux individus ; selon l’espèce et l’endroit de la coupure, la partie antérieure peut régénérer une partie de la queue. Le labour intensif, certains pesticides et le tassement des sols réduisent leurs populations, ce qui en fait un bon indicateur de la santé des sols.',
    },
  },
  {
    id: 'climate-change',
    title: 'Pourquoi la Terre se réchauffe ?',
    phrasings: [
      'pourquoi la Terre se réchauffe',
      'réchauffement climatique',
      'rechauffement climatique',
      'c’est quoi le réchauffement climatique',
      'changement climatique',
      'pk la planète se réchauffe',
      'c’est quoi l’effet de serre',
      'effet de serre',
      'pourquoi il fait de plus en plus chaud sur Terre',
      'c’est quoi le CO2',
    ],
    answers: {
      up_to_5:
        'Autour de la Terre, il y a comme une couverture d’air qui la garde au chaud. Les fumées des voitures et des usines rendent cette couverture plus épaisse, alors la Terre devient un peu trop chaude, et les grands cherchent des solutions pour l’aider.',
      '6_to_8':
        'Autour de la Terre, l’air contient des gaz qui gardent une partie de la chaleur du soleil, comme une couverture. C’est très utile : sans eux, il ferait glacial partout. Mais depuis environ 200 ans, les humains brûlent beaucoup de charbon, de pétrole et de gaz pour faire rouler les voitures, voler les avions, chauffer les maisons et faire marcher les usines. Ça envoie dans l’air un gaz, le gaz carbonique, qui rend la couverture plus épaisse. Résultat : la Terre se réchauffe, les glaciers fondent et il y a plus souvent des canicules. Beaucoup de gens travaillent à changer ça, avec des éoliennes, des panneaux solaires, des vélos et des trains. Toi aussi, tu peux aider, par exemple en éteignant la lumière ou en marchant quand c’est possible.',
      '9_to_12':
        'La Terre reçoit la lumière du Soleil et renvoie ensuite de la chaleur vers l’espace. Certains gaz de l’atmosphère, comme la vapeur d’eau, le dioxyde de carbone (CO₂) et le méthane, retiennent une partie de cette chaleur : c’est l’effet de serre. Il est naturel et vital : sans lui, la température moyenne sur Terre serait d’environ −18 °C au lieu de 15 °C. Mais depuis la révolution industrielle, vers 1850, les humains brûlent du charbon, du pétrole et du gaz, qui rejettent énormément de CO₂. Ils coupent aussi des forêts, et l’élevage et les rizières produisent du méthane. La quantité de CO₂ dans l’air a augmenté de plus de 50 %, et la Terre s’est déjà réchauffée d’environ 1,2 °C en moyenne. Ça paraît peu, mais cela suffit pour faire fondre les glaciers, monter le niveau des mers et rendre plus fréquents les canicules, les sécheresses et les pluies violentes. En 2015, presque tous les pays du monde ont signé l’accord de Paris pour limiter ce réchauffement. Les solutions existent : énergies renouvelables, transports moins polluants, maisons mieux isolées, moins de gaspillage. Chaque degré évité compte.',
      '13_plus':
        'Le réchauffement climatique actuel désigne la hausse rapide de la température moyenne à la surface de la Terre depuis le milieu du XIXᵉ siècle, d’environ 1,2 °C aujourd’hui. Son mécanisme repose sur l’effet de serre, décrit dès le XIXᵉ siècle par Joseph Fourier, John Tyndall puis Svante Arrhenius, qui calcula en 1896 l’effet d’un doublement du CO₂. La surface terrestre, chauffée par le rayonnement solaire, émet un rayonnement infrarouge ; des gaz comme la vapeur d’eau, le dioxyde de carbone, le méthane et le protoxyde d’azote l’absorbent puis le réémettent en partie vers le sol. Sans cet effet naturel, la température moyenne serait d’environ −18 °C. La combustion des énergies fossiles, la déforestation, l’agriculture et certains procédés industriels ont fait passer la concentration de CO₂ d’environ 280 ppm avant l’ère industrielle à plus de 420 ppm, un niveau inédit depuis des centaines de milliers d’années, comme le montrent les carottes de glace. Le GIEC, groupe d’experts créé en 1988, conclut que l’influence humaine est sans équivoque à l’origine du réchauffement observé. Les conséquences incluent la fonte des glaciers et des calottes, l’élévation du niveau marin, l’acidification des océans, la multiplication des vagues de chaleur et des événements extrêmes, et des menaces pour la biodiversité et l’agriculture. Des rétroactions, comme la baisse de l’albédo avec la fonte des glaces ou le dégel du pergélisol, peuvent amplifier le phénomène. L’accord de Paris de 2015 vise à limiter le réchauffement nettement en dessous de 2 °C, si possible à 1,5 °C, ce qui suppose d’atteindre la neutralité carbone vers le milieu du siècle grâce à la sobriété, à l’efficacité énergétique et aux énergies bas carbone. Chaque dixième de degré évité réduit les risques.',
    },
  },
  {
    id: 'pollution',
    title: 'C’est quoi, la pollution ?',
    phrasings: [
      'c’est quoi la pollution',
      'pourquoi il y a de la pollution',
      'pk y a de la pollution',
      'pollution de l’air',
      'pollution de l’eau',
      'pourquoi l’air est pollué en ville',
      'c koi la polution',
      'pic de pollution',
      'pourquoi les usines polluent',
      'polluer la planète',
    ],
    answers: {
      up_to_5:
        'La pollution, c’est quand on salit l’air, l’eau ou la terre avec des choses qui font du mal aux plantes, aux animaux et aux gens. Par exemple la fumée des voitures, ou des déchets jetés par terre.',
      '6_to_8':
        'Polluer, c’est salir la nature avec des choses qui ne devraient pas y être et qui peuvent rendre malades les êtres vivants. Il y a la pollution de l’air, avec les fumées des voitures, des usines et de certains chauffages : en ville, on la voit parfois comme un voile gris au-dessus des toits. Il y a la pollution de l’eau, quand des produits chimiques ou des eaux sales arrivent dans les rivières et la mer. Il y a aussi les déchets abandonnés, comme le plastique. Et même le bruit et les lumières trop fortes la nuit dérangent les animaux. Heureusement, on peut agir : jeter ses déchets à la poubelle, marcher ou prendre le vélo, et des lois obligent les usines à polluer moins.',
      '9_to_12':
        'La pollution, c’est l’introduction dans l’environnement de substances ou d’énergies qui nuisent aux êtres vivants. La pollution de l’air vient surtout de la combustion : moteurs des véhicules, chauffage au bois ou au fioul, usines, centrales au charbon. Elle libère des gaz et des particules très fines qui entrent dans les poumons ; lors des « pics de pollution », on conseille aux personnes fragiles d’éviter les efforts dehors, et la vitesse est parfois limitée sur les routes. La pollution de l’eau vient des eaux usées mal traitées, des rejets industriels et des engrais et pesticides agricoles, qui peuvent provoquer la prolifération d’algues vertes, comme sur certaines plages de Bretagne. Les sols peuvent aussi être pollués par des métaux ou des produits chimiques. On parle même de pollution sonore, pour le bruit, et de pollution lumineuse, quand les éclairages nocturnes empêchent de voir les étoiles et perturbent les oiseaux et les insectes. Les choses peuvent s’améliorer : en Europe, l’air des villes est nettement moins pollué qu’il y a cinquante ans, grâce aux filtres, à l’essence sans plomb et à des règles plus strictes.',
      '13_plus':
        'On appelle pollution toute introduction, directe ou indirecte, par l’activité humaine, de substances, de déchets ou d’énergie (chaleur, bruit, lumière) qui dégradent un milieu et nuisent aux êtres vivants. La pollution atmosphérique comprend des gaz comme les oxydes d’azote, le dioxyde de soufre ou l’ozone de basse altitude, formé par réaction photochimique en été, et des particules fines (PM10, PM2,5) capables de pénétrer profondément dans les voies respiratoires. Selon l’Organisation mondiale de la santé, la pollution de l’air, extérieure et domestique, est l’un des principaux risques environnementaux pour la santé dans le monde. La pollution de l’eau provient des effluents urbains et industriels et des pollutions agricoles diffuses : l’excès de nitrates et de phosphates provoque l’eutrophisation, c’est-à-dire une prolifération d’algues qui appauvrit l’eau en oxygène. Certains polluants persistants, comme les métaux lourds, les PCB ou certains pesticides, s’accumulent le long des chaînes alimentaires, phénomène appelé bioamplification. Des crises ont marqué l’histoire, comme le smog de Londres en 1952 ou la maladie de Minamata au Japon, causée par du mercure. Les politiques publiques ont obtenu des succès réels : les pluies acides ont reculé en Europe grâce à la réduction du soufre, l’essence plombée a été interdite, et le protocole de Montréal de 1987 a permis de stopper la destruction de la couche d’ozone. La pollution ne connaît pas de frontières, ce qui rend la coopération internationale indispensable.',
    },
  },
  {
    id: 'recycling',
    title: 'Pourquoi on trie les déchets ?',
    phrasings: [
      'pourquoi on trie les déchets',
      'pk faut trier les poubelles',
      'pourquoi on recycle',
      'recyclage',
      'c’est quoi le recyclage',
      'poubelle jaune',
      'tri sélectif',
      'que deviennent nos déchets',
      'pourquoi il y a plusieurs poubelles',
      'pourquoi on trie les dechets',
    ],
    answers: {
      up_to_5:
        'On trie les déchets pour pouvoir les transformer en nouvelles choses. Une vieille bouteille en verre peut redevenir une bouteille, et un carton peut redevenir du papier !',
      '6_to_8':
        'Quand on jette tout dans la même poubelle, les déchets sont brûlés ou enterrés, et c’est perdu. En les triant, on permet de les recycler, c’est-à-dire de les transformer pour fabriquer de nouveaux objets. Le verre fondu redevient des bouteilles et des pots. Les cartons et les journaux deviennent du nouveau papier. Les canettes en métal peuvent devenir des vélos, et certaines bouteilles en plastique des pulls en laine polaire. Comme ça, on coupe moins d’arbres, on creuse moins de mines et on économise de l’énergie. Et les épluchures peuvent aller au compost pour nourrir la terre du jardin. Mais le mieux, c’est encore de faire moins de déchets !',
      '9_to_12':
        'Chaque habitant de la France produit plus de 500 kilos de déchets ménagers par an, soit près de 1,5 kilo par jour. Sans tri, ces déchets finissent incinérés ou enfouis dans des décharges, ce qui gaspille des matières précieuses et peut polluer. Le tri permet de séparer les matériaux pour les envoyer dans des usines spécialisées. Le verre et l’aluminium peuvent se recycler à l’infini sans perdre leur qualité. Les fibres du papier et du carton, elles, s’abîment un peu à chaque fois et ne peuvent être recyclées que quelques fois. Les plastiques sont plus compliqués : il en existe de nombreuses sortes, et tous ne se recyclent pas bien. Recycler une canette demande beaucoup moins d’énergie que de fabriquer de l’aluminium neuf à partir du minerai. Les couleurs des poubelles changent selon les villes : regarde bien les consignes de la tienne. Depuis 2024, chaque Français doit aussi pouvoir trier ses restes de repas, pour en faire du compost ou du biogaz. Mais la règle la plus importante est celle des « 3 R » : réduire, réutiliser, puis recycler.',
      '13_plus':
        'La gestion des déchets suit une hiérarchie reconnue par le droit européen : la prévention (ne pas produire le déchet), le réemploi, le recyclage, la valorisation énergétique, puis en dernier recours l’élimination. En France, chaque habitant produit plus de 500 kilos de déchets ménagers et assimilés par an. Le tri à la source est indispensable, car un centre de tri ne peut séparer efficacement que des flux déjà orientés : emballages et papiers, verre, biodéchets, et les objets apportés en déchetterie. Le recyclage économise des ressources et de l’énergie : l’aluminium recyclé nécessite environ 95 % d’énergie en moins que l’aluminium primaire, produit à partir de la bauxite. Le verre et les métaux se recyclent indéfiniment, tandis que les fibres de cellulose raccourcissent à chaque cycle, et que de nombreux plastiques, mélanges de polymères et d’additifs, ne peuvent être recyclés qu’une ou deux fois, souvent en produits de moindre qualité. Le principe de responsabilité élargie du producteur fait financer la collecte et le traitement par les entreprises qui mettent les produits sur le marché. Depuis le 1ᵉʳ janvier 2024, les collectivités doivent proposer une solution de tri des biodéchets, valorisés en compost ou en biogaz par méthanisation. Le recyclage a pourtant ses limites : il consomme lui-même de l’énergie et ne compense pas une consommation croissante. C’est pourquoi l’économie circulaire met l’accent sur la réduction des emballages, la réparation et la réutilisation, comme le retour de la consigne.',
    },
  },
  {
    id: 'plastic-ocean',
    title: 'Pourquoi le plastique est dangereux pour la mer ?',
    phrasings: [
      'pourquoi le plastique est dangereux pour la mer',
      'pollution plastique',
      'pk les tortues mangent des sacs plastiques',
      'continent de plastique',
      'septième continent',
      'microplastiques',
      'pourquoi il y a du plastique dans l’océan',
      'dechets plastique dans l ocean',
    ],
    answers: {
      up_to_5:
        'Le plastique met très, très longtemps à disparaître. Dans la mer, des tortues et des oiseaux le prennent pour de la nourriture et ça leur fait du mal, alors on ne jette jamais rien par terre.',
      '6_to_8':
        'Le plastique est très solide, et c’est justement le problème : dans la nature, il met des centaines d’années à disparaître. Quand un emballage est jeté par terre, le vent et la pluie peuvent l’emporter jusqu’à une rivière, puis jusqu’à la mer. Là, les tortues confondent parfois les sacs plastiques avec des méduses, leur nourriture préférée, et les oiseaux marins avalent de petits morceaux colorés. Des animaux peuvent aussi rester coincés dans des filets ou des emballages. Avec le temps, le plastique se casse en tout petits bouts, presque invisibles, qui se mélangent à l’eau. Pour aider, on jette ses déchets dans la bonne poubelle, on utilise une gourde et des sacs réutilisables, et on peut même ramasser les déchets sur la plage avec un adulte.',
      '9_to_12':
        'Chaque année, plusieurs millions de tonnes de plastique finissent dans les océans, apportées surtout par les rivières, le vent et les égouts, mais aussi perdues par les bateaux de pêche. Le plastique ne se décompose pas comme une feuille morte : les bactéries ne savent presque pas le digérer. Sous l’effet du soleil et des vagues, il se fragmente en morceaux de plus en plus petits, les microplastiques, plus petits que 5 millimètres, qu’on retrouve aujourd’hui des plages jusqu’au fond des fosses océaniques. Les animaux en souffrent de plusieurs façons : des tortues, des oiseaux et des mammifères marins avalent des déchets qui bloquent leur estomac, d’autres s’emmêlent dans des filets abandonnés, et les microplastiques sont avalés par le plancton et entrent dans la chaîne alimentaire. Les courants rassemblent les déchets flottants dans de grandes zones tournantes : on parle de « septième continent », mais ce n’est pas une île sur laquelle on pourrait marcher, plutôt une soupe de fragments dispersés sur une surface immense. En France, les sacs plastiques à usage unique sont interdits en caisse depuis 2016, et les pailles et couverts jetables depuis 2021.',
      '13_plus':
        'La production mondiale de plastique dépasse aujourd’hui 400 millions de tonnes par an, et une part importante est utilisée pour des emballages à usage unique. Faute de collecte et de traitement suffisants, en particulier dans les pays où la gestion des déchets est peu développée, plusieurs millions de tonnes atteignent chaque année les océans, principalement par les fleuves. Les polymères courants, comme le polyéthylène, sont peu biodégradables : ils se fragmentent par photodégradation et abrasion en microplastiques (moins de 5 mm), puis en nanoplastiques, sans vraiment disparaître ; les durées de vie souvent citées, de plusieurs siècles, sont des estimations. Les effets sur la faune marine sont multiples : ingestion, qui provoque occlusion digestive ou sensation de satiété trompeuse ; enchevêtrement, notamment dans les engins de pêche abandonnés, dits « filets fantômes » ; transport d’espèces invasives accrochées aux débris. Les microplastiques peuvent adsorber des polluants organiques et contenir des additifs, et ils ont été retrouvés dans le plancton, les coquillages, le sel de mer, et jusque dans le corps humain, où leurs effets sur la santé sont encore étudiés. Les gyres océaniques concentrent les débris flottants, comme dans le « Great Pacific Garbage Patch », entre Hawaï et la Californie, une zone de forte concentration plutôt qu’une île compacte. Les réponses combinent réduction à la source, interdictions ciblées, comme en France depuis 2016, amélioration de la collecte, recyclage et négociation d’un traité international sur la pollution plastique, engagée à l’ONU depuis 2022.',
    },
  },
  {
    id: 'saving-water',
    title: 'Pourquoi il ne faut pas gaspiller l’eau ?',
    phrasings: [
      'pourquoi il ne faut pas gaspiller l’eau',
      'pk faut économiser l’eau',
      'pourquoi l’eau est précieuse',
      'économiser l’eau',
      'gaspillage de l’eau',
      'pourquoi on ferme le robinet quand on se brosse les dents',
      'pourquoi il faut prendre une douche plutôt qu’un bain',
      'est-ce que l’eau peut manquer sur Terre',
      'pourquoi il faut pas gaspiller l eau',
      'sécheresse et restrictions d’eau',
    ],
    answers: {
      up_to_5:
        'L’eau qu’on peut boire, c’est un trésor : il n’y en a pas beaucoup, et les plantes, les animaux et les gens en ont tous besoin. Alors on ferme bien le robinet quand on n’en a pas besoin.',
      '6_to_8':
        'Il y a beaucoup d’eau sur la Terre, mais presque toute est salée, dans les mers, ou gelée, dans les glaciers. L’eau douce qu’on peut boire est bien plus rare. Pour arriver propre à ton robinet, elle doit être pompée, nettoyée et transportée, ce qui demande beaucoup de travail et d’énergie. Quand il ne pleut pas pendant longtemps, les rivières baissent, et il faut partager l’eau entre les gens, les champs et les animaux sauvages. Dans certains pays, des enfants doivent même marcher longtemps pour aller chercher de l’eau. Alors on fait attention : on ferme le robinet pendant qu’on se brosse les dents, on prend une douche plutôt qu’un bain, et on prévient un adulte si un robinet fuit.',
      '9_to_12':
        'Sur Terre, environ 97 % de l’eau est salée. Des 3 % d’eau douce restants, la majeure partie est bloquée dans les glaces ou enfouie profondément sous terre : moins de 1 % de toute l’eau de la planète est facilement utilisable par les humains. Et cette eau est mal répartie : certaines régions en ont beaucoup, d’autres très peu. Dans le monde, des milliards de personnes n’ont pas accès à une eau potable sûre. En France, chaque personne utilise environ 150 litres par jour chez elle, et l’eau sert aussi à l’agriculture, aux usines et aux centrales électriques. Avec le réchauffement climatique, les sécheresses deviennent plus fréquentes : certains étés, des préfectures interdisent d’arroser les jardins ou de remplir les piscines. Quelques gestes simples font la différence : un bain utilise environ 150 litres, une douche rapide deux à trois fois moins ; un robinet qui coule pendant le brossage des dents gaspille plusieurs litres ; et une chasse d’eau qui fuit peut perdre des centaines de litres par jour. Économiser l’eau, c’est aussi économiser l’énergie qui sert à la traiter et à la chauffer.',
      '13_plus':
        'La quantité totale d’eau sur Terre est à peu près constante, mais l’eau douce disponible est limitée : environ 97 % de l’hydrosphère est salée, et sur les quelque 3 % d’eau douce, près des deux tiers sont stockés dans les calottes et glaciers, une grande partie du reste dans des aquifères parfois profonds. Les lacs et les rivières n’en représentent qu’une infime fraction. La ressource dépend donc du renouvellement par le cycle de l’eau, et c’est le rythme des prélèvements par rapport à ce renouvellement qui compte : certaines nappes, comme l’aquifère de l’Ogallala aux États-Unis, se vident plus vite qu’elles ne se rechargent. À l’échelle mondiale, l’agriculture irriguée représente environ 70 % des prélèvements. Le changement climatique modifie la répartition des précipitations, réduit les glaciers qui alimentent certains fleuves et augmente l’évaporation, rendant les sécheresses plus fréquentes dans des régions comme le pourtour méditerranéen. En France, les préfets peuvent prendre des arrêtés de restriction, et le plan Eau de 2023 vise une réduction des prélèvements. Selon l’ONU, plus de deux milliards de personnes n’ont pas accès à une eau potable gérée en toute sécurité, ce qui a des conséquences sanitaires importantes. Économiser l’eau domestique, en réparant les fuites, en préférant la douche ou en récupérant l’eau de pluie pour le jardin, a un effet modeste à l’échelle nationale mais réduit aussi l’énergie consacrée au traitement et au chauffage de l’eau. L’enjeu principal reste collectif : partage entre usages, sobriété agricole et industrielle, et protection de la qualité des eaux.',
    },
  },
  {
    id: 'fossils',
    title: 'C’est quoi, un fossile ?',
    phrasings: [
      'c’est quoi un fossile',
      'fossiles',
      'comment se forment les fossiles',
      'pk on trouve des coquillages dans les cailloux',
      'comment on sait que les dinosaures ont existé',
      'os de dinosaure dans la pierre',
      'c koi un fosil',
      'ammonite',
      'paléontologue',
      'où trouver des fossiles',
    ],
    answers: {
      up_to_5:
        'Un fossile, c’est la trace d’un animal ou d’une plante qui a vécu il y a très, très longtemps, et qui est devenue de la pierre. Grâce aux fossiles, on sait à quoi ressemblaient les dinosaures !',
      '6_to_8':
        'Un fossile, ce sont les restes ou les traces d’un être vivant très ancien, conservés dans la roche. Quand un animal mourait et qu’il était vite recouvert de boue ou de sable, par exemple au fond d’un lac ou de la mer, les parties molles disparaissaient, mais les os, les dents ou les coquilles restaient. Pendant des millions d’années, la boue devenait de la pierre, et l’eau remplaçait petit à petit les os par des minéraux : ils devenaient de la pierre eux aussi. On trouve aussi des empreintes de pas, des feuilles dessinées dans la roche, ou des insectes piégés dans de l’ambre, une résine d’arbre durcie. Les scientifiques qui étudient les fossiles s’appellent des paléontologues. En France, on trouve souvent des ammonites, des coquillages en spirale qui vivaient dans la mer à l’époque des dinosaures.',
      '9_to_12':
        'Un fossile est un reste ou une trace d’organisme conservé dans les roches. La fossilisation est rare : il faut que l’être vivant soit enfoui très vite dans des sédiments, comme de la vase, du sable ou de la cendre volcanique, à l’abri de l’air et des charognards. Les parties molles se décomposent, mais les parties dures, os, dents, coquilles, bois, résistent. Au fil des millions d’années, les sédiments se tassent et deviennent de la roche, tandis que l’eau qui circule dépose des minéraux dans les os et les remplace peu à peu, comme une copie en pierre. Il existe aussi des fossiles de traces, comme des empreintes de pas de dinosaures, des œufs ou même des crottes fossilisées, et des conservations exceptionnelles : insectes dans l’ambre, mammouths congelés en Sibérie. Les plus anciens fossiles connus, des structures construites par des bactéries, ont environ 3,5 milliards d’années. Les paléontologues les datent grâce aux couches de roches et à des méthodes de mesure très précises. Au XIXᵉ siècle, l’Anglaise Mary Anning, qui a découvert enfant le squelette d’un grand reptile marin, est devenue l’une des premières grandes chasseuses de fossiles.',
      '13_plus':
        'Un fossile est tout reste ou toute trace d’activité d’un organisme ancien conservé dans les roches sédimentaires. La fossilisation, étudiée par la taphonomie, est un processus exceptionnel : seule une infime fraction des êtres vivants laisse une trace. Elle suppose un enfouissement rapide dans un milieu pauvre en oxygène, qui limite la décomposition bactérienne et les charognards. Les parties minéralisées, comme l’os, la dentine ou les coquilles en calcite ou en aragonite, sont les plus souvent conservées ; pendant la diagenèse, qui transforme les sédiments en roche, elles peuvent être imprégnées ou remplacées par de la silice, de la calcite ou de la pyrite : c’est la perminéralisation. D’autres fossiles sont des moules et empreintes, des ichnofossiles (pistes, terriers, coprolithes) ou des conservations exceptionnelles, dans l’ambre, le pergélisol ou les gisements comme les schistes de Burgess, au Canada, qui ont préservé des organismes à corps mou vieux d’environ 500 millions d’années. Les stromatolithes, constructions de cyanobactéries, fournissent parmi les plus anciennes traces de vie, il y a environ 3,5 milliards d’années. Les fossiles ont joué un rôle majeur dans l’histoire des sciences : Georges Cuvier y a démontré l’existence d’espèces disparues vers 1800, Mary Anning a mis au jour des ichtyosaures et des plésiosaures sur la côte anglaise, et les séries fossiles ont appuyé la théorie de l’évolution de Darwin. Les fossiles stratigraphiques, comme les ammonites, servent à dater les couches, complétés par la datation radiométrique des roches volcaniques encadrantes. Le charbon et le pétrole sont eux aussi issus de la transformation de matière organique ancienne, d’où le nom d’énergies fossiles.',
    },
  },
  {
    id: 'beach-sand',
    title: 'D’où vient le sable de la plage ?',
    phrasings: [
      'd’où vient le sable de la plage',
      'd ou vient le sable',
      'comment se forme le sable',
      'pk y a du sable à la plage',
      'de quoi est fait le sable',
      'pourquoi le sable est jaune',
      'sable noir',
      'pourquoi il y a du sable au bord de la mer',
      'sable blanc des îles',
      'grains de sable',
    ],
    answers: {
      up_to_5:
        'Le sable, ce sont des morceaux de cailloux et de coquillages cassés en miettes toutes petites. Les vagues et les rivières les roulent et les frottent pendant des milliers d’années, jusqu’à en faire des grains.',
      '6_to_8':
        'Le sable vient surtout des montagnes et des rochers. La pluie, le gel et le vent cassent les roches en petits morceaux. Les rivières les emportent jusqu’à la mer en les roulant et en les cognant les uns contre les autres : ils deviennent de plus en plus petits et ronds. Les vagues, elles, frappent les falaises et usent les galets. Il faut des milliers d’années pour fabriquer un grain de sable ! Le plus souvent, il est fait d’un minéral clair et dur, le quartz. Mais il existe aussi du sable blanc fait de coquillages et de coraux écrasés, et même du sable noir, qui vient des roches des volcans.',
      '9_to_12':
        'Un grain de sable est un petit fragment de roche ou de minéral, mesurant entre environ 0,06 et 2 millimètres : plus gros, c’est du gravier, plus fin, du limon. Le sable des plages vient principalement de l’érosion des roches des continents. L’eau, le gel, le vent et les racines fragmentent les montagnes ; les rivières transportent ces débris jusqu’à la côte en les usant et en les arrondissant. Les vagues grignotent aussi les falaises, et les courants déplacent le sable le long des côtes. Le minéral le plus fréquent dans le sable est le quartz, très dur et résistant, qui survit quand les autres minéraux s’effritent ; un peu de fer lui donne une couleur dorée. Dans les régions tropicales, le sable blanc est souvent fait de débris de coraux et de coquilles : les poissons-perroquets, qui croquent les coraux, en rejettent même de grandes quantités dans leurs excréments. Les plages de sable noir, comme à La Réunion ou en Islande, viennent de la lave. Le sable est aussi très utilisé pour fabriquer le béton et le verre, au point que certaines plages sont menacées par son extraction.',
      '13_plus':
        'En géologie, le sable désigne une classe granulométrique, des particules d’environ 0,063 à 2 millimètres, quelle que soit leur nature. La plupart des sables côtiers sont terrigènes : ils résultent de l’altération et de l’érosion des roches continentales, notamment des granites, dont le quartz, minéral dur et chimiquement stable, s’accumule, alors que les feldspaths et les micas se transforment plus facilement en argiles. Les fleuves transportent ces grains vers les côtes, en les triant selon leur taille et en les arrondissant par abrasion ; la houle et la dérive littorale les redistribuent ensuite le long du rivage. La couleur d’un sable renseigne sur son origine : doré à cause d’oxydes de fer enrobant le quartz, noir lorsqu’il provient de basaltes volcaniques, comme en Islande ou à La Réunion, vert quand il contient de l’olivine, ou blanc lorsqu’il est biogène, formé de débris de coraux, d’algues calcaires, de coquilles et de foraminifères, comme sur les atolls. Les poissons-perroquets contribuent notablement à la production de sable corallien en broyant le squelette calcaire des coraux. Les barrages, en retenant les sédiments des fleuves, privent certaines côtes de leur alimentation en sable et accentuent leur érosion. Le sable est, après l’eau, l’une des ressources naturelles les plus exploitées au monde, principalement pour le béton ; le sable des déserts, aux grains trop arrondis et polis par le vent, s’y prête mal, ce qui pousse à exploiter rivières et fonds marins, avec des conséquences écologiques que le Programme des Nations unies pour l’environnement a signalées.',
    },
  },
  {
    id: 'rocks-stones',
    title: 'Comment se forment les cailloux ?',
    phrasings: [
      'comment se forment les cailloux',
      'd’où viennent les cailloux',
      'comment se forment les roches',
      'c’est quoi une roche',
      'pourquoi les galets sont ronds',
      'de quoi sont faits les cailloux',
      'les différentes pierres',
      'comment se forment les cayoux',
      'granit calcaire et ardoise',
    ],
    answers: {
      up_to_5:
        'Les cailloux sont des petits morceaux de grosses roches, cassés par la pluie, le froid et les rivières. Et les roches, elles, se sont fabriquées il y a très longtemps, avec de la lave refroidie ou de la boue qui a durci au fond de la mer.',
      '6_to_8':
        'Les cailloux sont des morceaux de roches. Les roches se fabriquent de trois façons. Certaines viennent de la lave ou du magma, la roche fondue sous les volcans, qui refroidit et devient dure, comme le granit. D’autres naissent au fond de la mer ou des lacs, où le sable, la boue et les coquillages s’empilent pendant des millions d’années et se collent en pierre, comme le calcaire. D’autres encore sont des roches transformées, écrasées et chauffées sous les montagnes, comme l’ardoise des toits. Ensuite, la pluie, le gel et les racines cassent les roches en morceaux. Dans les rivières ou au bord de la mer, les cailloux roulent et se cognent, et leurs angles s’usent : c’est pour ça que les galets sont tout ronds et tout doux.',
      '9_to_12':
        'Les géologues classent les roches en trois grandes familles. Les roches magmatiques naissent du refroidissement du magma : lentement en profondeur, il donne le granit, aux gros cristaux visibles, et rapidement en surface, il donne le basalte, sombre et fin. Les roches sédimentaires se forment par l’accumulation de débris, de coquilles ou de sel, au fond des mers et des lacs ; en s’enfouissant, ces couches se tassent et se cimentent : le sable devient du grès, la boue devient de l’argile durcie, les coquilles deviennent du calcaire. Les roches métamorphiques sont des roches transformées par la chaleur et la pression, sans fondre : le calcaire devient du marbre, l’argile devient de l’ardoise. Les roches passent d’une famille à l’autre au fil des millions d’années : c’est le cycle des roches. À la surface, l’eau, le gel et les racines les fragmentent en blocs, puis en cailloux. Emportés par les rivières ou roulés par les vagues, les cailloux s’entrechoquent et s’arrondissent pour devenir des galets. Les plus vieilles roches connues, au Canada, ont environ 4 milliards d’années.',
      '13_plus':
        'Une roche est un assemblage naturel de minéraux, et la diversité des roches s’explique par le cycle géologique, proposé à la fin du XVIIIᵉ siècle par James Hutton. Les roches magmatiques cristallisent à partir d’un magma : les roches plutoniques, comme le granite, refroidissent lentement en profondeur et forment de grands cristaux de quartz, de feldspath et de mica ; les roches volcaniques, comme le basalte, refroidissent vite en surface et ont une texture fine, voire vitreuse, comme l’obsidienne. Les roches sédimentaires proviennent de l’accumulation de particules détritiques (grès, argilites, conglomérats), de restes biologiques (calcaires à coquilles, craie formée de microalgues, charbon) ou de précipitations chimiques (sel gemme, gypse), puis de leur diagenèse : compaction et cimentation. Les roches métamorphiques résultent de la recristallisation à l’état solide sous l’effet de la température et de la pression, lors de l’enfouissement ou de la formation des montagnes : argilite devenue ardoise puis schiste, calcaire devenu marbre, granite devenu gneiss. À la surface, l’altération physique et chimique fragmente et transforme les roches ; le transport par l’eau use les fragments par abrasion, ce qui explique l’émoussé des galets, et trie les particules selon leur taille. Les sédiments ainsi produits donneront de nouvelles roches, bouclant le cycle, entraîné par la tectonique des plaques. Les plus anciennes roches datées, les gneiss d’Acasta au Canada, ont environ 4 milliards d’années, et des cristaux de zircon d’Australie atteignent environ 4,4 milliards d’années.',
    },
  },
  {
    id: 'earth-core',
    title: 'Qu’est-ce qu’il y a au centre de la Terre ?',
    phrasings: [
      'qu’est-ce qu’il y a au centre de la Terre',
      'c’est quoi le centre de la Terre',
      'qu est ce qu il y a au centre de la terre',
      'noyau de la Terre',
      'pourquoi il fait chaud au centre de la Terre',
      'si on creuse très profond on arrive où',
      'est-ce qu’on peut creuser jusqu’au centre de la Terre',
      'de quoi est faite la Terre à l’intérieur',
      'le manteau terrestre',
      'qu’est-ce qu’il y a au milieu de la Terre',
      'intérieur de la Terre',
    ],
    answers: {
      up_to_5:
        'La Terre est un peu comme une pêche : une peau fine dehors, la croûte, puis une épaisse couche de roche, et au milieu un noyau de métal brûlant. Il fait plus chaud là-bas qu’un énorme feu !',
      '6_to_8':
        'La Terre est faite de couches, un peu comme un œuf. Dessus, il y a la croûte, la roche sur laquelle on marche : elle est fine comparée au reste, comme la coquille de l’œuf. En dessous, il y a le manteau, une énorme couche de roche très chaude qui bouge tout doucement. Et tout au centre, il y a le noyau, fait surtout de fer, à une température d’environ 5 000 degrés, aussi chaud que la surface du Soleil ! Personne n’y est jamais allé : le trou le plus profond jamais creusé ne fait que 12 kilomètres, alors que le centre est à plus de 6 000 kilomètres. Les scientifiques le savent grâce aux tremblements de terre, dont les vibrations traversent la Terre et changent selon ce qu’elles rencontrent.',
      '9_to_12':
        'Le centre de la Terre se trouve à environ 6 400 kilomètres sous nos pieds. La planète est formée de couches. La croûte, sur laquelle nous vivons, a une épaisseur de 5 à 70 kilomètres environ, plus fine sous les océans que sous les continents. Dessous, le manteau, épais de près de 2 900 kilomètres, est fait de roches très chaudes ; elles sont solides, mais elles se déforment et bougent très lentement, comme une pâte, ce qui fait déplacer les plaques de la surface. Puis vient le noyau, fait surtout de fer et d’un peu de nickel : sa partie externe est liquide, et sa partie centrale, la graine, est solide à cause de l’énorme pression, malgré une température de 5 000 à 6 000 °C. Le fer liquide qui tourbillonne dans le noyau crée le champ magnétique de la Terre, qui fait tourner l’aiguille des boussoles et nous protège des particules venues du Soleil. Aucun humain n’a jamais pu aller voir : le forage le plus profond, en Russie, a atteint environ 12 kilomètres. On connaît l’intérieur de la Terre grâce aux ondes des séismes, qui changent de vitesse et de direction selon les matériaux qu’elles traversent.',
      '13_plus':
        'La structure interne de la Terre est connue indirectement, surtout grâce à la sismologie : les ondes émises par les séismes se propagent à des vitesses qui dépendent de la densité et de l’état des matériaux, et se réfléchissent ou se réfractent aux limites entre couches. La croûte, océanique (environ 7 km, basaltique) ou continentale (30 à 70 km, plus granitique), est séparée du manteau par la discontinuité de Mohorovičić, découverte en 1909. Le manteau, composé de péridotite, s’étend jusqu’à environ 2 900 km ; bien que solide, il est animé de mouvements de convection de quelques centimètres par an, moteur de la tectonique des plaques. En 1914, Beno Gutenberg a localisé la limite du noyau, et l’absence d’ondes de cisaillement (ondes S) au-delà a montré que le noyau externe est liquide. En 1936, la sismologue danoise Inge Lehmann a découvert le noyau interne, ou graine, solide, d’un rayon d’environ 1 200 km. Le noyau, composé d’un alliage de fer et de nickel avec des éléments légers, atteint au centre une température estimée entre 5 000 et 6 000 °C et une pression de plus de 3 millions de fois la pression atmosphérique. Cette chaleur provient de la formation de la planète et de la désintégration d’éléments radioactifs. Les mouvements du fer liquide dans le noyau externe entretiennent par effet dynamo le champ magnétique terrestre. Le forage le plus profond, le puits de Kola en Russie, a atteint environ 12,2 km en 1989, moins de 0,2 % du rayon terrestre : le « Voyage au centre de la Terre » de Jules Verne, publié en 1864, reste donc de la fiction.',
    },
  },
  {
    id: 'sea-blue',
    title: 'Pourquoi la mer est bleue ?',
    phrasings: [
      'pourquoi la mer est bleue',
      'pk la mer est bleu',
      'pourquoi l’océan est bleu',
      'couleur de la mer',
      'pourquoi la mer est verte',
      'pourquoi l’eau est bleue dans l’océan et transparente dans le verre',
      'pourquoi la mer change de couleur',
      'pourquoi l’eau des lagons est turquoise',
      'pourquoi l’océan et bleu',
    ],
    answers: {
      up_to_5:
        'L’eau est un tout petit peu bleue, mais on ne le voit que quand il y en a énormément, comme dans la mer. En plus, la mer fait miroir et montre le ciel bleu.',
      '6_to_8':
        'Dans ton verre, l’eau paraît transparente, parce qu’il y en a très peu. Mais en réalité, l’eau est très légèrement bleue ! Quand la lumière du soleil, qui contient toutes les couleurs, entre dans une grande épaisseur d’eau, le rouge, l’orange et le jaune sont avalés petit à petit, et c’est surtout le bleu qui revient vers nos yeux. En plus, la surface de la mer reflète le ciel, comme un miroir : quand le ciel est gris, la mer paraît grise. Près des côtes, la mer est parfois verte à cause de petites algues, ou marron après une tempête parce que l’eau est pleine de sable et de terre. Et au-dessus du sable blanc, quand elle est peu profonde, elle devient turquoise.',
      '9_to_12':
        'La couleur de la mer a deux causes principales. D’abord, l’eau elle-même est légèrement bleue : ses molécules absorbent un peu la lumière rouge, orange et jaune, et beaucoup moins la lumière bleue. Dans un verre, l’effet est trop faible pour se voir, mais à travers plusieurs mètres, le rouge a disparu et il reste surtout du bleu. C’est pour ça que, sous l’eau, les plongeurs voient tout en bleu-vert et que les objets rouges paraissent sombres en profondeur. Une partie de cette lumière bleue est renvoyée vers la surface par les particules et l’eau elle-même. Ensuite, la surface reflète le ciel, surtout quand on la regarde de loin, en biais : par temps gris, la mer paraît grise. D’autres choses changent sa couleur : le plancton, qui contient de la chlorophylle, la rend verte, notamment dans les mers froides et riches en vie ; les sédiments apportés par les fleuves la rendent brune ; et au-dessus de fonds de sable blanc peu profonds, la lumière rebondit sur le fond et donne une couleur turquoise, comme dans les lagons.',
      '13_plus':
        'L’eau liquide est intrinsèquement bleue, faiblement : ses molécules absorbent la lumière dans le rouge et l’orange, du fait de vibrations moléculaires (harmoniques de l’étirement des liaisons O–H), alors qu’elles absorbent très peu dans le bleu. Dans quelques centimètres d’eau, l’absorption est imperceptible, mais sur plusieurs mètres, le rouge est presque totalement éteint : à une dizaine de mètres de profondeur, un objet rouge paraît déjà brun ou noir. La lumière qui ressort de l’océan a été diffusée vers le haut par les molécules d’eau et les particules en suspension ; comme elle a traversé une grande épaisseur, elle est dominée par le bleu. La réflexion du ciel à la surface s’ajoute, d’autant plus que l’angle d’observation est rasant, conformément aux lois de Fresnel : par ciel couvert, la mer paraît grise. Le physicien indien C. V. Raman s’est intéressé à la couleur de la Méditerranée en 1921, contestant l’idée qu’elle était un simple reflet du ciel, et ses recherches sur la diffusion de la lumière lui ont valu le prix Nobel en 1930. La couleur varie selon le contenu de l’eau : le phytoplancton absorbe le bleu et le rouge grâce à sa chlorophylle et verdit les eaux productives, ce que les satellites utilisent pour cartographier la vie marine ; les matières dissoutes d’origine végétale jaunissent ou brunissent les eaux côtières ; les sédiments en suspension les rendent troubles. Les eaux tropicales pauvres en plancton, comme dans les gyres subtropicaux, sont parmi les plus bleues et les plus limpides du globe.',
    },
  },
  {
    id: 'lakes',
    title: 'Comment se forment les lacs ?',
    phrasings: [
      'comment se forment les lacs',
      'pourquoi il y a des lacs',
      'pk y a des lacs dans les montagnes',
      'd’où vient l’eau des lacs',
      'c’est quoi un lac',
      'différence entre un lac et un étang',
      'pourquoi l’eau du lac est douce',
      'le plus grand lac du monde',
      'comment se forme un lac',
      'pourquoi les lacs ne se vident pas',
    ],
    answers: {
      up_to_5:
        'Un lac, c’est un grand creux dans le sol qui s’est rempli d’eau de pluie, de rivières et de sources, comme une énorme baignoire. Souvent, c’est un glacier ou un volcan qui a creusé ce trou il y a très longtemps.',
      '6_to_8':
        'Pour faire un lac, il faut un creux dans le sol et de l’eau pour le remplir. Les creux se forment de plusieurs façons. Dans les montagnes, il y a très longtemps, d’énormes glaciers ont creusé des vallées ; quand ils ont fondu, l’eau a rempli les trous, comme pour le lac d’Annecy. Le cratère d’un vieux volcan éteint peut aussi se remplir d’eau, comme le lac Pavin en Auvergne. Parfois, ce sont les humains qui construisent un barrage, ou les castors qui bloquent un ruisseau ! Le lac reçoit l’eau de la pluie, des rivières et des sources, et souvent une rivière en ressort : c’est pour ça qu’il ne déborde pas et que son eau n’est pas salée. Un étang, c’est un petit lac peu profond.',
      '9_to_12':
        'Un lac est une étendue d’eau entourée de terres, installée dans une dépression du sol. Il est alimenté par la pluie, des rivières et des sources souterraines, et perd de l’eau par une rivière de sortie, par infiltration et par évaporation. Les dépressions ont des origines variées. Beaucoup de lacs de montagne et ceux du nord de l’Europe et de l’Amérique ont été creusés par les glaciers lors de la dernière glaciation, il y a plus de 10 000 ans : c’est le cas du lac Léman ou des Grands Lacs d’Amérique du Nord. D’autres occupent un cratère volcanique, comme le lac Pavin. Certains se sont formés dans des fossés où la croûte terrestre s’étire : le lac Baïkal, en Russie, le plus profond du monde avec plus de 1 600 mètres, contient à lui seul environ un cinquième de l’eau douce liquide des lacs et rivières de la planète. D’autres encore sont des lacs de barrage, naturels ou construits par les humains. Quand un lac n’a pas de sortie, l’eau s’évapore et le sel s’accumule : c’est un lac salé, comme la mer Morte, où l’on flotte sans effort. La mer Caspienne, légèrement salée, est le plus grand lac du monde.',
      '13_plus':
        'Un lac est une masse d’eau occupant une dépression continentale fermée, dont le niveau résulte d’un bilan hydrologique entre apports (précipitations, tributaires, eaux souterraines) et pertes (émissaire, infiltration, évaporation). La limnologie, fondée en partie par le Suisse François-Alphonse Forel à partir de l’étude du Léman à la fin du XIXᵉ siècle, classe les lacs selon leur origine. Les lacs glaciaires, les plus nombreux, occupent des ombilics surcreusés par les glaciers ou sont retenus par des moraines, comme les lacs subalpins ou les milliers de lacs de Finlande et du Canada. Les lacs tectoniques s’installent dans des fossés d’effondrement : le Baïkal, vieux d’environ 25 millions d’années et profond de plus de 1 600 m, contient près d’un cinquième de l’eau douce liquide de surface de la planète, et le lac Tanganyika appartient au rift est-africain. Les lacs volcaniques occupent des cratères ou des maars, comme le lac Pavin, ou sont barrés par des coulées de lave. Il existe aussi des lacs fluviaux, comme les bras morts de méandres, des lacs karstiques, des lacs de barrage artificiel, comme Serre-Ponçon, et des lacs endoréiques, sans exutoire, où l’évaporation concentre les sels : mer Morte, Grand Lac Salé, et mer Caspienne, le plus grand lac du monde par sa surface. Dans les lacs profonds des régions tempérées, l’eau se stratifie en été, une couche chaude surmontant une couche froide, puis se mélange en automne et au printemps. À l’échelle géologique, les lacs sont éphémères : ils se comblent de sédiments, ou disparaissent quand leur alimentation diminue, comme la mer d’Aral, largement asséchée depuis les années 1960 par les prélèvements pour l’irrigation.',
    },
  },
  {
    id: 'crystals-gems',
    title: 'Comment se forment les pierres précieuses ?',
    phrasings: [
      'comment se forment les pierres précieuses',
      'comment se forme un diamant',
      'd’où viennent les diamants',
      'c’est quoi un cristal',
      'pk les diamants brillent',
      'comment la nature fabrique les diamants',
      'comment se forment les cristaux',
      'c’est quoi une géode',
      'pierres précieuses',
      'rubis et saphir',
      'pourquoi le diamant est si dur',
    ],
    answers: {
      up_to_5:
        'Les pierres précieuses sont des cristaux qui se fabriquent tout doucement sous la terre, pendant des millions d’années. Le diamant, par exemple, est fait de carbone, la même matière que la mine d’un crayon, mais écrasé très fort et très chaud tout au fond de la Terre.',
      '6_to_8':
        'Un cristal, c’est une matière dont les minuscules grains, les atomes, se sont rangés de façon très régulière, comme des briques bien empilées. Ça lui donne des formes avec des faces plates et brillantes. Les cristaux naissent quand un liquide chaud refroidit lentement sous la terre, ou quand de l’eau chargée de minéraux sèche doucement dans un trou de roche. Parfois, on casse un caillou tout simple et on découvre dedans une cavité pleine de cristaux : c’est une géode. Le diamant se forme très profond, là où il fait très chaud et où tout est très écrasé, puis des volcans le remontent. Certaines pierres sont rares et très belles, comme le rubis rouge ou l’émeraude verte : on les appelle des pierres précieuses. Tu peux faire pousser des cristaux de sel ou de sucre à la maison, avec un adulte !',
      '9_to_12':
        'Un cristal est un solide dont les atomes sont rangés selon un motif qui se répète de façon parfaitement régulière. Les cristaux se forment de plusieurs façons : quand un magma refroidit lentement en profondeur, quand de l’eau chaude chargée de minéraux circule dans les fissures des roches et y dépose sa matière, ou quand une eau salée s’évapore. Plus la croissance est lente, plus les cristaux peuvent devenir grands : dans la grotte de Naica, au Mexique, des cristaux de gypse mesurent plus de 10 mètres. Les pierres précieuses sont des cristaux rares, durs et beaux. Le diamant est du carbone pur, comme le graphite des crayons, mais formé à plus de 150 kilomètres de profondeur, sous une énorme pression ; il a été remonté par des éruptions volcaniques très anciennes, et beaucoup de diamants ont plus d’un milliard d’années. Sa structure serrée en fait le minéral naturel le plus dur. Le rubis et le saphir sont le même minéral, le corindon : un peu de chrome le rend rouge, du fer et du titane le rendent bleu. L’émeraude, elle, est une variété verte du béryl.',
      '13_plus':
        'Un cristal est un solide dont les atomes, ions ou molécules sont disposés selon un réseau périodique dans les trois dimensions ; cet ordre interne se traduit souvent par des formes extérieures géométriques, et il a été confirmé par la diffraction des rayons X en 1912. Les minéraux cristallisent par refroidissement d’un magma (cristaux de feldspath ou de quartz dans les granites et, en fin de cristallisation, grands cristaux des pegmatites), par précipitation à partir de fluides hydrothermaux circulant dans les fractures, par évaporation de solutions (halite, gypse), ou par recristallisation lors du métamorphisme, qui produit grenats et, dans certaines conditions, rubis. La taille des cristaux dépend de la vitesse de croissance et de l’espace disponible : les cristaux de gypse de la grotte de Naica, au Mexique, ont dépassé 10 mètres grâce à une croissance extrêmement lente dans une eau à température stable. Les gemmes sont des minéraux appréciés pour leur beauté, leur rareté et leur dureté. Le diamant, forme cristalline du carbone où chaque atome est lié à quatre voisins par des liaisons covalentes, se forme dans le manteau, à plus de 150 km de profondeur, à des pressions de plusieurs dizaines de milliers de fois la pression atmosphérique ; il est remonté rapidement par des éruptions de kimberlite, et la plupart des diamants sont âgés de un à plus de trois milliards d’années. Il occupe le sommet de l’échelle de dureté de Mohs, proposée en 1812. Les couleurs des gemmes viennent souvent d’impuretés : le corindon, oxyde d’aluminium, devient rubis avec du chrome et saphir bleu avec du fer et du titane ; le béryl donne l’émeraude grâce au chrome ou au vanadium. L’extraction des gemmes pose parfois des questions éthiques, ce qui a conduit au processus de Kimberley, en 2003, contre les « diamants de conflit ».',
    },
  },
  {
    id: 'islands',
    title: 'Pourquoi il y a des îles ?',
    phrasings: [
      'pourquoi il y a des îles',
      'comment se forment les îles',
      'pk y a des îles dans la mer',
      'comment une île est née',
      'c’est quoi une île',
      'est-ce que les îles flottent',
      'comment se forme une ile',
      'île volcanique',
      'c’est quoi un atoll',
      'pourquoi l’Angleterre est une île',
    ],
    answers: {
      up_to_5:
        'Une île, c’est un morceau de terre entouré d’eau de tous les côtés. Elle ne flotte pas : elle est posée sur le fond de la mer, comme le sommet d’une montagne qui dépasse de l’eau !',
      '6_to_8':
        'Une île ne flotte pas : c’est un morceau de terre accroché au fond de la mer, dont le haut dépasse de l’eau. Les îles naissent de plusieurs façons. Beaucoup sont d’anciens volcans : la lave sortie du fond de l’océan s’est empilée jusqu’à sortir de l’eau, comme La Réunion, où le volcan du Piton de la Fournaise est toujours actif. D’autres étaient autrefois reliées à un continent, puis la mer est montée et les a entourées : la Grande-Bretagne était reliée à la France il y a environ 8 000 ans ! Dans les mers chaudes, de petits animaux, les coraux, construisent aussi des îles en forme d’anneau, qu’on appelle des atolls. Et de nouvelles îles naissent encore aujourd’hui !',
      '9_to_12':
        'Une île est une terre entourée d’eau, reliée au fond de la mer par la croûte terrestre : elle ne flotte pas. Il en existe plusieurs types. Les îles volcaniques se forment quand des éruptions sous-marines empilent de la lave jusqu’à dépasser la surface : Hawaï, La Réunion ou l’Islande en sont des exemples. En 1963, l’île de Surtsey est sortie de la mer au large de l’Islande en quelques jours d’éruption. Les îles continentales sont des morceaux de continent séparés par la mer : lors de la dernière glaciation, le niveau des océans était plus bas d’environ 120 mètres, et on pouvait marcher de la France à l’Angleterre ; la fonte des glaces a fait monter la mer et a isolé la Grande-Bretagne. La Corse, elle, est un morceau de continent qui s’est détaché et a pivoté il y a des millions d’années. Les atolls, enfin, sont des anneaux de corail autour d’un lagon : les coraux ont poussé autour d’un volcan qui s’est peu à peu enfoncé dans l’océan, comme l’avait compris Charles Darwin. La plus grande île du monde est le Groenland.',
      '13_plus':
        'Une île est une terre émergée entourée d’eau, plus petite qu’un continent ; par convention, l’Australie est considérée comme un continent, et le Groenland, d’environ 2,1 millions de km², est la plus grande île. Les îles océaniques sont surtout volcaniques : elles naissent au-dessus de points chauds, comme Hawaï ou La Réunion, le long des dorsales, comme l’Islande, située sur la dorsale médio-atlantique, ou dans les arcs volcaniques des zones de subduction, comme le Japon ou les Petites Antilles. Au-dessus d’un point chaud fixe, le déplacement de la plaque produit un alignement d’îles de plus en plus anciennes, ce qui a fourni un argument en faveur de la tectonique des plaques. Les îles continentales reposent sur la croûte continentale : certaines ont été isolées par la remontée du niveau marin après la dernière glaciation, comme la Grande-Bretagne, séparée du continent il y a environ 8 000 ans avec l’ennoiement du Doggerland ; d’autres sont des microcontinents détachés par le rifting, comme le bloc corso-sarde, qui a pivoté il y a une vingtaine de millions d’années, ou Madagascar. Les atolls résultent, selon l’hypothèse proposée par Darwin en 1842 et confirmée par des forages au XXᵉ siècle, de la croissance de récifs coralliens autour d’îles volcaniques qui s’enfoncent progressivement par subsidence. Il existe aussi des îles sédimentaires, comme les îles barrières ou les îles de delta. L’isolement des îles favorise l’apparition d’espèces endémiques, comme l’ont montré les Galápagos, mais les rend aussi vulnérables aux espèces introduites et, pour les atolls peu élevés, à la montée du niveau de la mer.',
    },
  },
  {
    id: 'tornadoes',
    title: 'Pourquoi il y a des tornades ?',
    phrasings: [
      'pourquoi il y a des tornades',
      'tornade',
      'tornades',
      'c’est quoi une tornade',
      'comment se forme une tornade',
      'pk les tornades tournent',
      'trombe marine',
      'tornade en France',
      'pourquoi il y a des tornade aux États-Unis',
      'c koi une tornad',
    ],
    answers: {
      up_to_5:
        'Une tornade, c’est du vent qui tourne très, très vite, comme un tourbillon géant qui descend d’un gros nuage d’orage jusqu’au sol. C’est rare, et quand il y en a, les grands savent se mettre à l’abri.',
      '6_to_8':
        'Une tornade est une sorte d’entonnoir de vent qui tourne à toute vitesse, sous un très gros nuage d’orage, et qui touche le sol. Elle se forme quand de l’air chaud et humide monte très vite dans le nuage, pendant que des vents soufflent dans des directions différentes : l’air se met alors à tourner, comme l’eau qui tourbillonne dans le trou de la baignoire. Une tornade est étroite et ne dure souvent que quelques minutes, mais ses vents peuvent être les plus forts de la Terre. Les plus nombreuses se produisent aux États-Unis, dans de grandes plaines. En France, il y en a aussi, mais elles sont rares et le plus souvent petites. Les services météo surveillent le ciel pour prévenir les gens, qui vont alors s’abriter au rez-de-chaussée, loin des fenêtres.',
      '9_to_12':
        'Une tornade est une colonne d’air qui tourne violemment, reliant la base d’un nuage d’orage au sol, souvent visible sous la forme d’un entonnoir grâce aux gouttelettes et aux débris qu’elle aspire. Elle naît surtout dans de puissants orages appelés supercellules. Il faut de l’air chaud et humide près du sol, de l’air plus froid et sec en altitude, et des vents qui changent de direction et de force avec la hauteur. Ces vents font tourner l’air horizontalement, comme un rouleau ; le fort courant ascendant de l’orage redresse ce rouleau à la verticale, et la rotation se resserre et s’accélère, comme une patineuse qui ramène ses bras contre elle. Une tornade mesure en général de quelques dizaines à quelques centaines de mètres de large et dure de quelques minutes à une heure, mais ses vents peuvent dépasser 300 km/h. Les États-Unis en connaissent plus d’un millier par an, surtout dans la « Tornado Alley », où l’air chaud du golfe du Mexique rencontre l’air froid et sec venu du nord. La France en compte quelques dizaines par an, le plus souvent faibles. Quand une tornade se forme au-dessus de l’eau, on parle de trombe marine.',
      '13_plus':
        'Une tornade est un tourbillon d’air violent, en contact à la fois avec le sol et avec la base d’un cumulonimbus. Les plus fortes naissent dans des supercellules, des orages dotés d’un courant ascendant en rotation, le mésocyclone. Leur formation exige une atmosphère instable, avec de l’air chaud et humide en basses couches, et un fort cisaillement du vent, c’est-à-dire une variation de sa direction et de sa vitesse avec l’altitude, qui crée une rotation horizontale. Le courant ascendant incline cette rotation vers la verticale ; par conservation du moment cinétique, son étirement et sa contraction accélèrent la rotation. Les mécanismes précis qui déclenchent la tornade elle-même, au niveau du sol, restent un sujet de recherche actif, et beaucoup de supercellules n’en produisent pas. L’intensité est estimée après coup d’après les dégâts, sur l’échelle de Fujita améliorée, d’EF0 à EF5, cette dernière correspondant à des vents supérieurs à environ 320 km/h. Les États-Unis enregistrent environ 1 200 tornades par an, un record mondial lié à la rencontre, au-dessus des Grandes Plaines, de l’air chaud et humide du golfe du Mexique et de l’air sec venu des Rocheuses ou du Canada. L’Europe en connaît plusieurs centaines par an, en général faibles, même si la France a subi des tornades violentes, comme celle de Montville, en Normandie, en 1845. Les radars Doppler, qui détectent la rotation dans les nuages, permettent aujourd’hui d’émettre des alertes de quelques minutes à quelques dizaines de minutes à l’avance.',
    },
  },
  {
    id: 'hurricanes',
    title: 'C’est quoi, un ouragan ?',
    phrasings: [
      'c’est quoi un ouragan',
      'ouragan',
      'cyclone',
      'typhon',
      'pourquoi il y a des cyclones',
      'comment se forme un ouragan',
      'c’est quoi l’œil du cyclone',
      'pourquoi les ouragans ont des prénoms',
      'différence entre ouragan cyclone et typhon',
      'c koi un ouragant',
    ],
    answers: {
      up_to_5:
        'Un ouragan, c’est une énorme tempête qui tourne comme une toupie géante au-dessus de la mer chaude. Au milieu, il y a un trou calme, qu’on appelle l’œil.',
      '6_to_8':
        'Un ouragan est une immense tempête, avec des pluies très fortes et des vents qui tournent autour d’un centre. Il naît au-dessus des mers chaudes, près des tropiques : la mer chaude fait monter beaucoup de vapeur d’eau, qui forme d’énormes nuages d’orage, et tout cet ensemble se met à tourner. Vu de l’espace, il ressemble à une grande spirale de nuages. Au milieu, il y a l’œil, un endroit où le vent se calme et où l’on peut même voir le ciel bleu. Selon les endroits, on l’appelle ouragan, cyclone ou typhon, mais c’est la même chose. Les météorologues les suivent plusieurs jours à l’avance, pour que les habitants aient le temps de se protéger.',
      '9_to_12':
        'Un ouragan, qu’on appelle aussi cyclone tropical, est une très grande tempête qui peut mesurer plusieurs centaines de kilomètres de large. Il se forme au-dessus des océans tropicaux quand l’eau dépasse environ 26 °C : l’air chaud et humide s’élève, la vapeur d’eau se condense en nuages d’orage et libère de la chaleur, qui fait monter encore plus d’air. La rotation de la Terre fait tourner l’ensemble, dans le sens inverse des aiguilles d’une montre dans l’hémisphère Nord. Au centre, l’œil, large de quelques dizaines de kilomètres, est une zone calme, entourée d’un mur de nuages où les vents sont les plus violents. On parle d’ouragan dans l’Atlantique, de typhon dans le Pacifique Nord-Ouest et de cyclone dans l’océan Indien, par exemple à La Réunion. Les vents dépassent 118 km/h et peuvent atteindre plus de 250 km/h. En arrivant sur la terre, l’ouragan perd sa source d’énergie, la mer chaude, et s’affaiblit, mais il peut provoquer de graves dégâts et des inondations. On leur donne des prénoms, fixés à l’avance sur des listes, pour les reconnaître facilement quand plusieurs tempêtes ont lieu en même temps.',
      '13_plus':
        'Le cyclone tropical est une dépression atmosphérique à cœur chaud, qui se forme au-dessus des océans lorsque la température de surface dépasse environ 26 °C sur une épaisseur suffisante. Il fonctionne comme une machine thermique : l’évaporation fournit de la vapeur d’eau, dont la condensation dans les nuages convectifs libère de la chaleur latente, ce qui renforce l’ascendance et creuse la pression au centre. La force de Coriolis, nulle à l’équateur, impose une rotation cyclonique, antihoraire dans l’hémisphère Nord et horaire dans l’hémisphère Sud ; c’est pourquoi les cyclones ne se forment presque jamais à moins de 5° de l’équateur. Un faible cisaillement vertical du vent est nécessaire pour que la structure reste verticale. L’œil, zone de subsidence où l’air descend et se réchauffe, est entouré d’un mur où se concentrent les vents les plus forts. Les termes varient selon les bassins : ouragan dans l’Atlantique Nord et le Pacifique Nord-Est, typhon dans le Pacifique Nord-Ouest, cyclone dans l’océan Indien et le Pacifique Sud. À partir de vents soutenus de 118 km/h environ, on classe les ouragans de l’Atlantique sur l’échelle de Saffir-Simpson, de 1 à 5. Les dégâts viennent du vent, des pluies diluviennes et surtout de la surcote, l’élévation du niveau de la mer poussée par le vent vers la côte. Les Antilles françaises ont été durement touchées par Irma en 2017. Les prénoms, attribués à partir de listes établies par l’Organisation météorologique mondiale, facilitent la communication. Selon le GIEC, le réchauffement ne devrait pas forcément augmenter leur nombre, mais accroître la proportion de cyclones très intenses et les pluies associées.',
    },
  },
  {
    id: 'puddles-dry',
    title: 'Pourquoi les flaques d’eau disparaissent ?',
    phrasings: [
      'pourquoi les flaques d’eau disparaissent',
      'pk les flaques sèchent',
      'où va l’eau des flaques',
      'pourquoi le linge sèche',
      'c’est quoi l’évaporation',
      'évaporation',
      'pourquoi l’eau s’évapore',
      'pourquoi les flaques disparaisse',
      'où va l’eau quand elle sèche',
      'pourquoi l’eau qui bout fait de la fumée',
    ],
    answers: {
      up_to_5:
        'L’eau de la flaque ne disparaît pas vraiment : le soleil et le vent la transforment en toutes petites gouttes invisibles qui s’envolent dans l’air. Plus tard, elles iront faire des nuages !',
      '6_to_8':
        'Après la pluie, les flaques finissent par sécher. Une partie de l’eau s’enfonce dans le sol, mais surtout, elle s’évapore : elle se transforme en vapeur d’eau, un gaz invisible qui part dans l’air. C’est la même chose qui fait sécher ton linge sur le fil ou tes cheveux après le bain. L’évaporation va plus vite quand il fait chaud, quand il y a du vent et quand l’air est sec. Quand l’eau bout dans une casserole, elle s’évapore très vite : la « fumée » blanche que tu vois, c’est de la vapeur qui refroidit et redevient de toutes petites gouttes. Et l’eau de ta flaque, un jour, retombera en pluie ailleurs !',
      '9_to_12':
        'L’eau d’une flaque disparaît surtout par évaporation. L’eau est faite de milliards de minuscules particules, les molécules, qui bougent sans cesse. À la surface, certaines bougent assez vite pour s’échapper dans l’air et devenir de la vapeur d’eau, un gaz invisible. Plus l’eau est chaude, plus les molécules sont agitées, et plus elles s’échappent vite : c’est pour ça que les flaques sèchent plus vite au soleil. Le vent aide aussi, en emportant la vapeur et en laissant la place à de l’air plus sec ; alors que par temps humide, l’air est déjà chargé de vapeur et le linge sèche mal. L’évaporation peut se produire à n’importe quelle température, même en hiver, alors que l’ébullition, elle, commence à 100 °C au niveau de la mer. Une partie de la flaque s’infiltre aussi dans le sol. La vapeur monte dans l’atmosphère, se refroidit et forme des nuages : l’eau de ta flaque fait partie du grand cycle de l’eau, et il est possible que certaines de ses molécules aient été bues par un dinosaure !',
      '13_plus':
        'L’évaporation est le passage de l’état liquide à l’état gazeux à la surface d’un liquide, à une température inférieure à son point d’ébullition. Dans un liquide, les molécules ont des énergies cinétiques variables, distribuées autour d’une moyenne liée à la température ; les plus énergétiques, à la surface, peuvent vaincre les liaisons hydrogène qui les retiennent et passer dans l’air. Comme ce sont les molécules les plus rapides qui partent, le liquide restant se refroidit : c’est le principe de la transpiration, ou de la fraîcheur d’une cruche en terre poreuse. La vitesse d’évaporation dépend de la température, de la surface exposée, du vent, qui renouvelle l’air au contact, et de l’humidité de l’air : lorsque la pression partielle de vapeur atteint la pression de vapeur saturante, l’air est saturé et l’évaporation nette cesse. L’ébullition est différente : elle se produit dans tout le volume du liquide quand la pression de vapeur saturante égale la pression extérieure, à 100 °C au niveau de la mer, mais à moins en altitude, environ 85 °C au sommet du mont Blanc. Le « nuage » au-dessus d’une casserole n’est pas la vapeur elle-même, invisible, mais des gouttelettes recondensées. L’évaporation consomme beaucoup d’énergie, la chaleur latente, ce qui en fait un acteur majeur du climat : à l’échelle planétaire, elle transporte de la chaleur des océans vers l’atmosphère et alimente le cycle de l’eau. L’eau d’une flaque n’est donc pas perdue : elle réintègre ce cycle, dont les molécules circulent depuis des milliards d’années.',
    },
  },
  {
    id: 'floods',
    title: 'Pourquoi il y a des inondations ?',
    phrasings: [
      'pourquoi il y a des inondations',
      'inondation',
      'inondations',
      'pk la rivière déborde',
      'pourquoi les rivières débordent',
      'crue de la rivière',
      'c’est quoi une crue',
      'pourquoi il y a de l’eau dans les maisons',
      'pourquoi il y a des inondation',
      'que faire en cas d’inondation',
    ],
    answers: {
      up_to_5:
        'Quand il pleut énormément, les rivières reçoivent trop d’eau d’un coup et elles débordent, comme une baignoire trop pleine. L’eau va alors dans les champs, les rues, et parfois les maisons, et les grands aident les gens à se mettre à l’abri.',
      '6_to_8':
        'Une inondation, c’est quand de l’eau recouvre des endroits qui sont d’habitude secs. Le plus souvent, c’est une rivière qui déborde : après plusieurs jours de grosse pluie, ou quand beaucoup de neige fond d’un coup, elle reçoit plus d’eau qu’elle ne peut en transporter. Le sol, déjà plein d’eau comme une éponge mouillée, ne peut plus rien absorber. En ville, les routes et les parkings empêchent aussi l’eau de s’enfoncer dans la terre. Au bord de la mer, une grosse tempête peut pousser les vagues sur les côtes. Les services météo préviennent à l’avance. Si un jour il y a une inondation près de chez toi, tu restes avec les adultes, et on ne marche jamais dans l’eau qui coule, même si elle paraît peu profonde.',
      '9_to_12':
        'Une inondation se produit quand l’eau submerge des terres habituellement hors d’eau. La cause la plus fréquente est la crue d’un cours d’eau. Lors de pluies longues et abondantes, le sol se sature et l’eau ruisselle directement vers les rivières, qui montent parfois de plusieurs mètres et sortent de leur lit ; à Paris, en 1910, la Seine a ainsi inondé des quartiers entiers pendant plusieurs semaines. Dans le sud de la France, des orages très violents, appelés épisodes méditerranéens ou cévenols, peuvent faire tomber en quelques heures autant de pluie qu’en plusieurs mois, et provoquer des crues très soudaines. La fonte rapide des neiges, les tempêtes qui poussent la mer vers les côtes ou la rupture d’une digue peuvent aussi causer des inondations. Les activités humaines jouent un rôle : quand on recouvre les sols de béton et de bitume, ou qu’on construit dans les zones où les rivières débordaient naturellement, l’eau s’écoule plus vite et fait plus de dégâts. Les crues ne sont pas que des catastrophes : celles du Nil, dans l’Égypte ancienne, apportaient un limon fertile aux champs. En France, Météo-France et Vigicrues publient des cartes de vigilance pour prévenir les habitants.',
      '13_plus':
        'Une inondation est la submersion temporaire de terres habituellement émergées. On distingue plusieurs mécanismes : le débordement d’un cours d’eau lors d’une crue, lente dans les grands bassins comme celui de la Seine, ou torrentielle et soudaine dans les petits bassins pentus ; le ruissellement urbain, quand les surfaces imperméabilisées et les réseaux d’évacuation saturés ne peuvent plus absorber de fortes pluies ; la remontée des nappes phréatiques ; et la submersion marine, lors de tempêtes associant surcote et fortes marées, comme avec la tempête Xynthia en 2010 sur la côte atlantique. L’intensité d’une crue dépend de la pluie, mais aussi de l’état du bassin versant : sols saturés ou gelés, pente, couverture végétale, urbanisation. Les épisodes méditerranéens, alimentés par l’évaporation d’une mer chaude en automne, peuvent déverser plusieurs centaines de millimètres en moins de 24 heures. La crue de la Seine de 1910, qui a atteint 8,62 mètres au pont d’Austerlitz, reste la référence pour Paris. Le réchauffement climatique, en augmentant la quantité de vapeur d’eau que l’air peut contenir, d’environ 7 % par degré, tend à intensifier les pluies extrêmes. La prévention associe plusieurs outils : plans de prévention des risques qui limitent la construction en zone inondable, entretien des digues, restauration de zones humides et de champs d’expansion des crues qui laissent de la place à la rivière, et systèmes d’alerte comme Vigicrues. Les consignes de sécurité sont simples : s’informer, se réfugier en hauteur, ne jamais traverser une zone inondée à pied ou en voiture, car quelques dizaines de centimètres d’eau en mouvement suffisent à emporter une personne ou un véhicule.',
    },
  },
  {
    id: 'plant-roots',
    title: 'Pourquoi les plantes ont des racines ?',
    phrasings: [
      'pourquoi les plantes ont des racines',
      'à quoi servent les racines',
      'a quoi serve les racines des arbres',
      'pk les arbres ont des racines',
      'racines des arbres',
      'comment les plantes boivent',
      'pourquoi les arbres restent debout',
      'jusqu’où vont les racines',
      'comment l’eau monte dans les plantes',
      'les racines d’une plante',
    ],
    answers: {
      up_to_5:
        'Les racines, c’est un peu la bouche et les pieds de la plante. Elles boivent l’eau dans la terre et la tiennent bien accrochée pour qu’elle ne tombe pas avec le vent.',
      '6_to_8':
        'Les racines ont plusieurs métiers. D’abord, elles tiennent la plante bien accrochée dans le sol, comme une ancre, pour que le vent ou la pluie ne l’emportent pas. Ensuite, elles boivent : elles aspirent l’eau de la terre, avec des sels minéraux qui servent de vitamines à la plante. Cette eau monte ensuite dans la tige jusqu’aux feuilles. Les racines sont couvertes de poils minuscules, plus fins que des cheveux, qui boivent l’eau. Certaines plantes gardent aussi des réserves de nourriture dans leurs racines : la carotte, le radis et la betterave que tu manges sont des racines ! Et les racines d’un grand arbre s’étalent souvent plus loin que ses branches.',
      '9_to_12':
        'Les racines remplissent trois grandes fonctions. Elles ancrent la plante dans le sol : un grand arbre doit résister à des tempêtes, et ses racines, souvent peu profondes mais très étalées, s’étendent fréquemment au-delà de sa couronne de branches. Elles absorbent l’eau et les sels minéraux, comme l’azote, le phosphore ou le potassium, grâce à des milliers de poils absorbants, de minuscules prolongements qui augmentent énormément la surface de contact avec la terre. Et elles stockent des réserves : la carotte, le navet ou la patate douce sont des racines gonflées de sucres et d’amidon. L’eau absorbée monte jusqu’aux feuilles dans de fins tuyaux, parce que les feuilles la perdent par évaporation et l’aspirent, un peu comme avec une paille : un grand arbre peut ainsi faire monter des centaines de litres d’eau par jour. La plupart des plantes vivent aussi en partenariat avec des champignons, dont les filaments prolongent leurs racines. Enfin, les racines retiennent la terre et empêchent la pluie de l’emporter, ce qui protège les sols et les berges des rivières.',
      '13_plus':
        'Le système racinaire assure l’ancrage, l’absorption, la mise en réserve et, chez certaines espèces, la multiplication de la plante. On distingue les systèmes pivotants, avec une racine principale profonde, comme chez le chêne jeune ou la carotte, et les systèmes fasciculés, faits de nombreuses racines de même taille, comme chez les graminées. L’absorption de l’eau et des ions minéraux a lieu surtout près de l’extrémité des racines, dans la zone des poils absorbants, où la surface d’échange est considérablement augmentée. L’eau entre par osmose et circule jusqu’au cylindre central ; elle monte ensuite dans le xylème, principalement tirée par la transpiration foliaire : l’évaporation au niveau des stomates crée une tension qui se transmet tout le long de colonnes d’eau continues, grâce à la cohésion des molécules, selon la théorie de la tension-cohésion proposée à la fin du XIXᵉ siècle par Dixon et Joly. C’est ce mécanisme qui permet d’alimenter des arbres de plus de 100 mètres, comme les séquoias. Environ 80 à 90 % des plantes terrestres forment des mycorhizes, une symbiose avec des champignons qui étendent le volume de sol exploré et améliorent l’absorption du phosphore et de l’eau en échange de sucres. Les légumineuses, comme le pois ou le trèfle, hébergent dans des nodosités des bactéries qui fixent l’azote de l’air. Les racines libèrent aussi des substances qui nourrissent une riche communauté microbienne, la rhizosphère. Enfin, elles stabilisent les sols et les berges, ce qui explique le rôle des haies et des ripisylves contre l’érosion.',
    },
  },
  {
    id: 'nettles-sting',
    title: 'Pourquoi les orties piquent ?',
    phrasings: [
      'pourquoi les orties piquent',
      'pk les orties piquent',
      'une ortie',
      'orties',
      'piqûre d’ortie',
      'je me suis piqué avec une ortie',
      'pourquoi ça gratte quand on touche une ortie',
      'pourquoi les orti pique',
      'est-ce qu’on peut manger des orties',
      'boutons d’ortie',
    ],
    answers: {
      up_to_5:
        'Les orties sont couvertes de poils tout petits, comme des aiguilles, remplis d’un liquide qui gratte. C’est leur façon de dire aux animaux : ne me mange pas ! Si tu t’es piqué, rince avec de l’eau fraîche, ça passe tout seul.',
      '6_to_8':
        'Si tu regardes une ortie de très près, tu verras qu’elle est couverte de petits poils. Chacun est comme une minuscule seringue : sa pointe, très fragile, se casse quand on la touche et elle pique la peau en y versant un liquide qui brûle et qui gratte. Ça fait des petits boutons rouges, mais ce n’est pas dangereux, et ça passe en quelques heures. Les orties se protègent ainsi des animaux qui voudraient les brouter. Pourtant, elles sont très utiles : les chenilles de plusieurs papillons, comme le paon-du-jour, ne mangent que ça ! Et une fois cuites, elles ne piquent plus : on peut même en faire de la soupe. Si ta peau te gratte beaucoup, demande à un adulte de t’aider à la rincer.',
      '9_to_12':
        'La grande ortie est couverte de poils urticants, du latin urtica, qui a donné le mot « urticaire ». Chaque poil est une longue cellule creuse dont la pointe, durcie par de la silice, le même minéral que le verre, se casse net au moindre contact, comme une ampoule de verre. La pointe brisée, taillée en biseau, pénètre dans la peau et y injecte un cocktail de substances, dont l’histamine, qui provoque la brûlure, les démangeaisons et les petites cloques blanches. La réaction, désagréable, passe généralement en quelques heures ; on rince à l’eau et au savon sans frotter, et si une personne fait une forte réaction, on demande l’avis d’un médecin ou d’un pharmacien. Ce système défend l’ortie contre les herbivores. Mais de nombreux insectes en dépendent : les chenilles du paon-du-jour, du vulcain ou de la petite tortue s’en nourrissent. Les orties poussent là où le sol est riche en azote, souvent près des habitations. Cuites ou séchées, elles perdent leur piquant et se mangent, en soupe par exemple, et les jardiniers utilisent le purin d’ortie comme engrais.',
      '13_plus':
        'La grande ortie, Urtica dioica, porte sur ses feuilles et ses tiges des trichomes urticants, des poils unicellulaires qui fonctionnent comme de véritables seringues. Leur paroi est minéralisée par de la silice à l’extrémité et par du carbonate de calcium à la base ; la pointe, fragile, se brise selon une ligne de moindre résistance et laisse une arête oblique capable de percer l’épiderme. Le contenu du poil est alors injecté sous la peau : il contient notamment de l’histamine, de l’acétylcholine et de la sérotonine, qui provoquent vasodilatation, rougeur, papules et sensation de brûlure. La présence d’acide formique, souvent citée, est discutée, et l’on a aussi identifié de l’acide oxalique et de l’acide tartrique, qui pourraient prolonger la douleur. La réaction s’estompe généralement en quelques heures ; la croyance selon laquelle frotter une feuille de patience soulage n’a pas de preuve solide, et mieux vaut rincer à l’eau et au savon. Ce mécanisme constitue une défense efficace contre les mammifères herbivores, mais l’ortie abrite une faune riche : plus d’une centaine d’espèces d’insectes lui sont associées, dont les chenilles du paon-du-jour et du vulcain. C’est une plante nitrophile, indicatrice de sols riches en azote, souvent près des habitations ou des anciens élevages. Elle a été largement utilisée par les humains : fibres textiles, connues depuis l’âge du bronze et encore employées pendant la Première Guerre mondiale, alimentation, car elle est riche en protéines et en minéraux, et purin fertilisant au jardin.',
    },
  },
  {
    id: 'carnivorous-plants',
    title: 'Pourquoi certaines plantes mangent des insectes ?',
    phrasings: [
      'pourquoi certaines plantes mangent des insectes',
      'plante carnivore',
      'plantes carnivores',
      'pk les plantes carnivores mangent des mouches',
      'dionée attrape-mouche',
      'est-ce qu’une plante carnivore peut manger un humain',
      'droséra',
      'népenthès',
      'comment marche une plante carnivore',
      'comment une plante peut manger une mouche',
    ],
    answers: {
      up_to_5:
        'Les plantes carnivores poussent dans des terres très pauvres, où il manque de la nourriture. Alors elles attrapent des petites mouches pour se nourrir, avec des pièges qui se referment ou qui collent, mais elles sont bien trop petites pour manger une personne !',
      '6_to_8':
        'Les plantes carnivores vivent dans des endroits mouillés, comme les marais et les tourbières, où la terre manque de certains aliments dont les plantes ont besoin. Elles fabriquent quand même leur nourriture avec le soleil, comme toutes les plantes vertes, mais elles complètent leur repas avec des insectes. Chacune a son piège. La dionée a des feuilles comme des mâchoires qui claquent quand une mouche touche ses petits poils. Le droséra a des feuilles couvertes de gouttes collantes, comme du miel, où les insectes restent coincés. Le népenthès a une urne glissante où les insectes tombent et se noient. Ensuite, la plante fabrique un jus qui digère lentement l’insecte. Pas d’inquiétude : elles ne mangent que de toutes petites bêtes.',
      '9_to_12':
        'Les plantes carnivores ont une particularité : elles capturent et digèrent de petits animaux, surtout des insectes. Elles poussent dans des milieux pauvres en azote et en minéraux, comme les tourbières acides ou les sols sableux détrempés. Elles font toujours la photosynthèse, mais les proies leur apportent l’azote et le phosphore qui manquent au sol, un peu comme un complément alimentaire. Il en existe plusieurs centaines d’espèces, avec des pièges variés. La dionée attrape-mouche referme ses feuilles en une fraction de seconde, mais seulement si un insecte touche deux fois ses poils sensibles en peu de temps : cela évite de se fermer pour une goutte de pluie. Le droséra, qu’on trouve dans les tourbières de France où il est protégé, englue ses proies dans des gouttelettes collantes. Les népenthès et les sarracénies forment des urnes au bord glissant, remplies d’un liquide digestif. L’utriculaire, dans l’eau, aspire de minuscules animaux avec de petites outres. Charles Darwin les a beaucoup étudiées et leur a consacré un livre en 1875. Et rassure-toi : même les plus grands népenthès n’attrapent qu’exceptionnellement un animal aussi gros qu’une souris.',
      '13_plus':
        'La carnivorie végétale est apparue indépendamment dans plusieurs familles de plantes à fleurs, ce qui en fait un bel exemple de convergence évolutive ; on connaît environ 800 espèces carnivores. Elle répond à un milieu contraignant : tourbières, landes humides, sols lessivés où l’azote, le phosphore et le potassium sont rares, alors que la lumière et l’eau abondent. La plante reste autotrophe pour le carbone, grâce à la photosynthèse, mais obtient une partie de ses éléments minéraux en digérant des proies à l’aide d’enzymes, comme des protéases, parfois avec l’aide de bactéries. Les pièges sont des feuilles transformées. Les pièges actifs, comme celui de la dionée, reposent sur des mécanismes rapides : le contact de poils sensitifs déclenche des signaux électriques, et la fermeture, en une fraction de seconde, met en jeu un brusque changement de courbure des lobes ; deux stimulations en une vingtaine de secondes sont nécessaires, une forme de « comptage » qui évite les fausses alertes. Les pièges passifs incluent les urnes des népenthès et des sarracénies, dont les parois glissantes et le nectar attirent les insectes, et les feuilles gluantes des droséras ou des grassettes. Les utriculaires aquatiques possèdent des pièges à aspiration parmi les mouvements les plus rapides du monde végétal. Certaines espèces ont développé des relations surprenantes : un népenthès de Bornéo sert de toilettes à de petits mammifères, les toupayes, dont il récupère les excréments. Darwin a publié en 1875 un ouvrage sur ces « plantes insectivores ». Beaucoup sont aujourd’hui menacées par la destruction des zones humides et la collecte illégale.',
    },
  },
  {
    id: 'tree-rings',
    title: 'Comment on sait l’âge d’un arbre ?',
    phrasings: [
      'comment on sait l’âge d’un arbre',
      'comment savoir l’âge d’un arbre',
      'cernes des arbres',
      'pk il y a des cercles dans le tronc',
      'pourquoi il y a des ronds dans les troncs d’arbres',
      'c’est quoi les cernes d’un arbre',
      'comment on sait l age d un arbre',
      'anneaux de croissance',
    ],
    answers: {
      up_to_5:
        'Chaque année, l’arbre fabrique une nouvelle couche de bois autour de son tronc. Quand un arbre est coupé, on voit des ronds sur la souche : il suffit de les compter pour connaître son âge !',
      '6_to_8':
        'Si tu regardes la souche d’un arbre coupé, tu vois des cercles les uns dans les autres : ce sont les cernes. Chaque année, l’arbre fabrique une nouvelle couche de bois juste sous son écorce. Au printemps, il pousse vite et fait un bois clair ; en fin d’été, il pousse lentement et fait un bois plus foncé. Un cercle clair plus un cercle foncé, ça fait un an. En les comptant depuis le centre, on trouve l’âge de l’arbre ! Les cernes racontent aussi sa vie : un cerne large veut dire une bonne année, avec de la pluie et du soleil, et un cerne fin, une année difficile, par exemple très sèche. Pour un arbre encore vivant, les spécialistes peuvent prélever un tout petit bâton de bois, sans l’abattre.',
      '9_to_12':
        'Dans les pays où il y a des saisons, les arbres grandissent en épaisseur grâce à une fine couche de cellules située sous l’écorce, qui fabrique chaque année une nouvelle couche de bois. Au printemps, l’arbre pousse vite et produit un bois clair, aux cellules larges ; en été, la croissance ralentit et le bois devient plus dense et plus foncé ; en hiver, elle s’arrête. Cette alternance dessine un anneau par an, le cerne. Pour connaître l’âge d’un arbre vivant sans le couper, on utilise une tarière, une sorte de longue vrille creuse qui prélève un mince cylindre de bois jusqu’au cœur, et on compte les cernes. Leur largeur enregistre le climat : une année sèche ou très froide donne un cerne étroit. Les scientifiques qui les étudient, les dendrochronologues, peuvent ainsi reconstituer les climats passés et dater des charpentes anciennes ou des objets en bois. Certains arbres vivent très longtemps : un pin Bristlecone de Californie, surnommé Mathusalem, a plus de 4 800 ans. En revanche, dans les forêts tropicales sans vraies saisons, les cernes sont souvent peu visibles, et l’âge est plus difficile à connaître.',
      '13_plus':
        'L’âge d’un arbre se détermine le plus souvent par le comptage de ses cernes annuels, méthode qui fonde la dendrochronologie, développée au début du XXᵉ siècle par l’astronome américain Andrew Ellicott Douglass. La croissance en épaisseur est assurée par le cambium, une assise de cellules située entre le bois et le liber, qui produit du xylème vers l’intérieur. Sous climat saisonnier, le bois initial, ou bois de printemps, formé de larges vaisseaux à parois fines, contraste avec le bois final, plus dense, produit en fin de saison ; l’arrêt hivernal marque une limite nette. Sur un arbre vivant, on prélève une carotte à l’aide d’une tarière de Pressler, un prélèvement fin qui ne met généralement pas l’arbre en danger. La largeur des cernes dépend des conditions de l’année (précipitations, température, concurrence, attaques d’insectes), si bien que les séquences de cernes larges et étroits forment une signature commune aux arbres d’une même région. En les croisant, du bois vivant aux poutres anciennes et aux troncs fossiles, on a construit des chronologies continues sur plus de 12 000 ans en Europe, qui servent à dater des bâtiments, des instruments de musique, des tableaux sur panneaux de bois, et à étalonner la datation au carbone 14. Les cernes fournissent aussi des archives climatiques, voire des traces d’éruptions volcaniques majeures. La méthode a des limites : certaines années produisent des cernes absents ou doubles, et de nombreux arbres tropicaux n’ont pas de cernes annuels nets. Le pin Bristlecone surnommé Mathusalem, en Californie, a plus de 4 800 ans, et certains clones, comme l’épicéa Old Tjikko en Suède, ont un système racinaire estimé à près de 10 000 ans.',
    },
  },
];
