import type { Topic } from '../topic.js';

/** Weather, sea and the ground under our feet. */
export const natureTopics: Topic[] = [
  {
    id: 'sky-blue',
    title: 'Pourquoi le ciel est bleu ?',
    phrasings: [
      'pourquoi le ciel est bleu',
      'pourquoi le ciel et bleu',
      'pk le ciel est bleu',
      'pourkoi le ciel é bleu',
      'de quelle couleur est le ciel',
      'couleur du ciel',
      'ciel bleu',
      'pourquoi le ciel est pas violet',
    ],
    answers: {
      up_to_5:
        'La lumière du soleil cache toutes les couleurs. En traversant l’air, c’est surtout le bleu qui rebondit partout dans le ciel. Alors quand tu lèves les yeux, tu vois du bleu partout !',
      '6_to_8':
        'Tu sais, la lumière du soleil paraît blanche, mais elle est faite de toutes les couleurs de l’arc-en-ciel mélangées. Quand elle traverse l’air, elle rencontre des choses minuscules et invisibles : les petits morceaux qui forment l’air. Le bleu rebondit sur eux beaucoup plus que le rouge ou le jaune, et il part dans toutes les directions. Ce bleu éparpillé arrive dans tes yeux de partout à la fois : c’est pour ça que tout le ciel paraît bleu. Sur la Lune, où il n’y a pas d’air, le ciel est noir, même en plein jour !',
      '9_to_12':
        'La lumière du soleil semble blanche, mais c’est un mélange de toutes les couleurs : tu peux le voir dans un arc-en-ciel. Pour arriver jusqu’à nous, cette lumière traverse l’atmosphère, remplie de minuscules molécules d’air, surtout d’azote et d’oxygène. Ces molécules dévient la lumière dans toutes les directions : on dit qu’elles la diffusent. Or elles diffusent bien plus les couleurs comme le bleu que le rouge ou l’orange. Résultat : de la lumière bleue nous arrive de tous les coins du ciel. Le violet est encore plus diffusé, mais le soleil en envoie moins et nos yeux y sont moins sensibles, donc on voit surtout du bleu. Et le soir, quand la lumière traverse beaucoup plus d’air, le bleu s’est éparpillé en route : il reste l’orange et le rouge du coucher de soleil.',
      '13_plus':
        'Le bleu du ciel s’explique par la diffusion de Rayleigh. La lumière blanche du Soleil contient toutes les longueurs d’onde du visible, du violet (environ 400 nm) au rouge (environ 700 nm). En traversant l’atmosphère, elle rencontre des molécules de diazote et de dioxygène, beaucoup plus petites que ces longueurs d’onde. Ces molécules diffusent la lumière avec une intensité proportionnelle à 1/λ⁴ : le bleu, vers 450 nm, est diffusé près de six fois plus que le rouge à 700 nm. Le ciel nous renvoie donc, de toutes les directions, surtout des courtes longueurs d’onde. Pourquoi pas violet ? Le spectre solaire en contient moins, et notre œil, avec ses trois types de cônes, y est peu sensible : le mélange perçu est un bleu clair. Quelques conséquences : au coucher du soleil, la lumière traverse une épaisseur d’air bien plus grande, le bleu est diffusé en route et il reste les rouges et les oranges ; les nuages, faits de gouttelettes bien plus grosses, diffusent toutes les couleurs de la même façon et paraissent blancs ; sur la Lune, sans atmosphère, le ciel reste noir en plein jour.',
    },
  },
  {
    id: 'sunset-red',
    title: 'Pourquoi le ciel devient rouge le soir ?',
    phrasings: [
      'pourquoi le ciel est rouge le soir',
      'pourquoi le coucher de soleil est orange',
      'coucher de soleil',
      'lever de soleil rose',
      'pk le ciel devient rose',
      'ciel orange',
      'couchers de soleil rouges',
    ],
    answers: {
      up_to_5:
        'Le soir, le soleil est tout bas et sa lumière traverse beaucoup d’air. Le bleu se perd en chemin, et il reste le rouge et l’orange. C’est pour ça que le ciel devient tout rose et orange !',
      '6_to_8':
        'Le soir, le soleil descend tout près de l’horizon. Sa lumière doit alors traverser beaucoup plus d’air pour arriver jusqu’à toi qu’à midi. En route, le bleu rebondit dans tous les sens et se perd, un peu comme une balle qui ricoche. Ce qui arrive jusqu’à tes yeux, c’est surtout le jaune, l’orange et le rouge. Le matin, au lever du soleil, c’est la même chose !',
      '9_to_12':
        'Au coucher du soleil, ses rayons nous arrivent presque à l’horizontale. Ils traversent alors une couche d’atmosphère bien plus épaisse qu’à midi, quand le soleil est haut. Les molécules de l’air diffusent surtout la lumière bleue : sur un si long trajet, presque tout le bleu est dévié hors du chemin. Il reste les couleurs qui se diffusent le moins : le jaune, l’orange et le rouge. La poussière, la fumée ou les gouttelettes dans l’air peuvent rendre le spectacle encore plus rouge. C’est le même phénomène qui rend le ciel bleu dans la journée : ici, on voit la lumière qui reste, et non celle qui a été éparpillée.',
      '13_plus':
        'Quand le Soleil est bas sur l’horizon, sa lumière traverse une épaisseur d’atmosphère près de quarante fois plus grande que lorsqu’il est au zénith. Or la diffusion de Rayleigh, due aux molécules de l’air, dévie les courtes longueurs d’onde (bleu, violet) beaucoup plus que les grandes (rouge, orange). Sur ce long trajet, l’essentiel du bleu est diffusé hors du faisceau direct : la lumière qui nous parvient est appauvrie en bleu et paraît jaune, orange puis rouge. Les aérosols (poussières, fumées, cendres volcaniques, embruns) renforcent souvent l’effet : après de grandes éruptions, comme celle du Krakatoa en 1883, les couchers de soleil ont été plus rouges pendant des mois dans le monde entier. Les nuages, éclairés par en dessous, renvoient ces couleurs chaudes et s’embrasent. C’est le même phénomène que le bleu du ciel, vu de l’autre côté : le ciel bleu est la lumière diffusée, le disque rouge est la lumière transmise.',
    },
  },
  {
    id: 'rain',
    title: 'Pourquoi il pleut ?',
    phrasings: [
      'pourquoi il pleut',
      'pk il pleut',
      'pourquoi il pleu',
      'pourquoi y a de la pluie',
      'd’où vient la pluie',
      'comment se forme la pluie',
      'pluie',
      'pleuvoir',
      'gouttes de pluie',
    ],
    answers: {
      up_to_5:
        'Les nuages sont faits de toutes petites gouttes d’eau. Quand elles se collent ensemble, elles deviennent grosses et lourdes. Alors elles tombent : c’est la pluie !',
      '6_to_8':
        'Tu sais, l’eau des mers, des rivières et des flaques s’envole tout doucement quand le soleil la chauffe : elle devient une vapeur invisible. En montant dans le ciel, cette vapeur se refroidit et se transforme en minuscules gouttelettes, qui forment les nuages. Dans le nuage, les gouttelettes se rencontrent et grossissent. Quand elles deviennent trop lourdes pour flotter, elles tombent : il pleut ! Ensuite, l’eau retourne dans les rivières et la mer, et tout recommence.',
      '9_to_12':
        'La pluie fait partie du cycle de l’eau. Chauffée par le soleil, l’eau des océans, des lacs et même des plantes s’évapore : elle devient de la vapeur d’eau, un gaz invisible. L’air chaud et humide monte, et plus il monte, plus il se refroidit. La vapeur se condense alors autour de minuscules poussières et forme des gouttelettes si légères qu’elles flottent : c’est un nuage. Dans le nuage, les gouttelettes se heurtent et fusionnent, ou bien grossissent à partir de petits cristaux de glace. Quand elles deviennent trop lourdes pour être portées par l’air, elles tombent : c’est la pluie. Elle remplit les rivières et les nappes souterraines, puis rejoint la mer, et le cycle recommence.',
      '13_plus':
        'La pluie est une étape du cycle de l’eau. L’énergie solaire fait évaporer l’eau des océans, des sols et de la végétation (on parle d’évapotranspiration). Cet air humide s’élève, par exemple quand il est chauffé par le sol, poussé le long d’un relief ou soulevé par une masse d’air plus froide le long d’un front. En altitude, la pression baisse, l’air se détend et se refroidit ; au point de rosée, la vapeur se condense sur des noyaux de condensation (poussières, sels marins, suies) en gouttelettes d’environ un centième de millimètre. Ces gouttelettes sont trop petites pour tomber. Deux mécanismes les font grossir : la coalescence, quand elles se heurtent et fusionnent, et, dans les nuages froids, l’effet Bergeron, où des cristaux de glace grossissent aux dépens des gouttelettes surfondues puis fondent en tombant. Une goutte de pluie contient environ un million de gouttelettes de nuage. Quand son poids l’emporte sur les courants ascendants, elle tombe. L’eau rejoint ensuite les rivières, les nappes phréatiques et les océans.',
    },
  },
  {
    id: 'rainbow',
    title: 'Pourquoi il y a des arcs-en-ciel ?',
    phrasings: [
      'pourquoi il y a des arcs-en-ciel',
      'arc-en-ciel',
      'arc en ciel',
      'arcs en ciel',
      'arc en ciel après la pluie',
      'pk y a un arc en ciel',
      'couleurs de l’arc-en-ciel',
      'comment se forme un arc-en-ciel',
      'pourquoi on peut pas aller au bout de l’arc-en-ciel',
    ],
    answers: {
      up_to_5:
        'Un arc-en-ciel arrive quand il y a du soleil et de la pluie en même temps. Les gouttes de pluie séparent la lumière du soleil en jolies couleurs : le rouge, le jaune, le vert et le bleu étaient tous cachés dedans ! Et tu ne peux jamais toucher son bout, car il recule quand tu avances.',
      '6_to_8':
        'La lumière du soleil a l’air blanche, mais elle cache toutes les couleurs. Quand le soleil brille pendant qu’il pleut, chaque goutte de pluie agit comme un petit prisme : elle plie la lumière et sépare ses couleurs. Voilà pourquoi on voit du rouge, de l’orange, du jaune, du vert, du bleu et du violet, toujours dans le même ordre. Pour voir un arc-en-ciel, il faut avoir le soleil dans le dos et la pluie devant soi. Et tu ne pourras jamais aller au bout de l’arc-en-ciel : ce n’est pas un objet posé quelque part, c’est de la lumière que tes yeux voient sous un certain angle. Quand tu avances, il se déplace avec toi ! Tu peux même en fabriquer un avec le jet d’eau du jardin !',
      '9_to_12':
        'Un arc-en-ciel apparaît quand le soleil éclaire un rideau de gouttes de pluie. La lumière blanche est un mélange de couleurs. En entrant dans une goutte, elle est déviée (on dit réfractée), et chaque couleur est déviée un peu différemment : le violet plus que le rouge. La lumière se reflète ensuite au fond de la goutte, puis ressort en étant déviée une nouvelle fois. Les couleurs sortent ainsi séparées, chacune sous un angle précis, autour de 42 degrés pour le rouge. C’est pour ça que l’arc est toujours rond et que ses couleurs sont toujours dans le même ordre, du rouge à l’extérieur au violet à l’intérieur. Il faut avoir le soleil dans le dos, et on le voit surtout le matin ou en fin d’après-midi, quand le soleil est bas. Comme il dépend de l’endroit d’où tu regardes, chacun voit son propre arc-en-ciel, et personne ne peut atteindre son pied : il se déplace avec toi. Parfois, un second arc plus pâle apparaît au-dessus, avec les couleurs dans l’ordre inverse !',
      '13_plus':
        'L’arc-en-ciel résulte de la dispersion de la lumière solaire dans les gouttes d’eau. Dans une goutte sphérique, un rayon subit une réfraction en entrant, une réflexion interne sur la paroi opposée, puis une seconde réfraction en sortant. L’indice de réfraction de l’eau dépend de la longueur d’onde (environ 1,331 pour le rouge et 1,343 pour le violet) : c’est la dispersion, qui sépare les couleurs comme un prisme. Pour chaque couleur, la lumière ressortant se concentre autour d’un angle de déviation minimale : environ 42° par rapport au point antisolaire pour le rouge, 40° pour le violet. L’arc est donc un cercle centré sur l’ombre de ta tête : chaque observateur voit son propre arc-en-ciel, formé par d’autres gouttes que celles de son voisin. Le soleil doit être à moins de 42° au-dessus de l’horizon, d’où les arcs du matin et de la fin de journée ; en avion, on peut voir un cercle complet. Avec deux réflexions internes, on obtient l’arc secondaire, vers 51°, plus pâle et aux couleurs inversées ; entre les deux, le ciel paraît plus sombre : c’est la bande sombre d’Alexandre.',
    },
  },
  {
    id: 'clouds',
    title: 'Pourquoi les nuages sont blancs et flottent ?',
    phrasings: [
      'pourquoi les nuages sont blancs',
      'pourquoi les nuages flottent',
      'c’est quoi un nuage',
      'de quoi sont faits les nuages',
      'pourquoi les nuages sont gris',
      'nuage noir',
      'pk les nuages tombent pas',
      'comment les nuages tiennent en l’air',
      'nuages',
    ],
    answers: {
      up_to_5:
        'Un nuage, c’est plein de toutes petites gouttes d’eau, si légères qu’elles flottent dans l’air. Elles renvoient la lumière du soleil, alors le nuage paraît tout blanc, comme du coton !',
      '6_to_8':
        'Un nuage est fait de milliards de gouttelettes d’eau, ou de petits morceaux de glace, beaucoup plus petits qu’une goutte de pluie. Ils sont si légers que l’air qui monte les porte, comme une plume qui vole. Les nuages sont blancs parce que leurs gouttelettes renvoient toutes les couleurs de la lumière du soleil en même temps, et toutes les couleurs mélangées, ça fait du blanc. Quand un nuage devient très épais, la lumière a du mal à le traverser : il paraît gris, ou même presque noir. C’est souvent le signe qu’il va pleuvoir !',
      '9_to_12':
        'Un nuage se forme quand de l’air humide monte et se refroidit : la vapeur d’eau invisible qu’il contient se condense en gouttelettes minuscules, ou en cristaux de glace s’il fait très froid là-haut. Chaque gouttelette mesure environ un centième de millimètre : elle tombe si lentement que le moindre courant d’air qui monte suffit à la garder en l’air. Pourtant, un gros nuage peut contenir des centaines de tonnes d’eau ! Les nuages sont blancs car leurs gouttelettes, bien plus grosses que les molécules d’air, renvoient toutes les couleurs de la lumière de la même façon, et le mélange de toutes les couleurs donne du blanc. Un nuage épais laisse passer peu de lumière : vu d’en dessous, il paraît gris. Il existe plusieurs familles de nuages : les cumulus en forme de chou-fleur, les stratus en couche grise, les cirrus en filaments très hauts, faits de glace.',
      '13_plus':
        'Un nuage est un ensemble de gouttelettes d’eau liquide (de 2 à 50 micromètres environ) ou de cristaux de glace en suspension. Il naît quand une masse d’air humide se refroidit jusqu’à saturation, le plus souvent en s’élevant : convection au-dessus d’un sol chauffé, soulèvement le long d’un relief ou soulèvement frontal. La vapeur se condense alors sur des noyaux de condensation, les aérosols. Les gouttelettes tombent à une vitesse de l’ordre du centimètre par seconde, facilement compensée par les courants ascendants : le nuage « flotte », même si un cumulus moyen contient plusieurs centaines de tonnes d’eau. Sa blancheur vient de la diffusion de Mie : des particules de taille comparable ou supérieure à la longueur d’onde diffusent toutes les couleurs à peu près également, contrairement aux molécules d’air, dont la diffusion de Rayleigh favorise le bleu. Un nuage épais diffuse tellement la lumière vers le haut et sur les côtés que peu en sort par sa base, d’où le gris sombre des cumulonimbus. La classification internationale distingue dix genres selon l’altitude et la forme, par exemple les cirrus (glace, haute altitude), les stratus (couche basse uniforme) et les cumulus (nuages de convection).',
    },
  },
  {
    id: 'thunderstorm',
    title: 'Pourquoi il y a des orages, des éclairs et du tonnerre ?',
    phrasings: [
      'pourquoi il y a des orages',
      'pourquoi le tonnerre fait du bruit',
      'pourquoi il y a des éclairs',
      'orage',
      'tonnerre',
      'éclair',
      'la foudre',
      'pk ya l’orage',
      'pourquoi le tonnere gronde',
      'éclairs pendant l’orage',
    ],
    answers: {
      up_to_5:
        'Dans les gros nuages d’orage, il y a de l’électricité, et parfois elle fait une énorme étincelle : c’est l’éclair. L’éclair chauffe l’air si fort que ça fait « boum » ! Ce gros bruit, c’est le tonnerre.',
      '6_to_8':
        'Dans un gros nuage d’orage, des grains de glace et de petits cristaux sont secoués par le vent et se cognent sans arrêt. En se frottant, ils fabriquent de l’électricité, un peu comme un ballon qu’on frotte sur un pull et qui attire tes cheveux. Quand il y en a beaucoup trop, elle s’échappe d’un seul coup : c’est l’éclair, une gigantesque étincelle. L’éclair chauffe l’air tellement vite que l’air explose presque : ça fait le bruit du tonnerre. On voit l’éclair avant d’entendre le tonnerre parce que la lumière va beaucoup plus vite que le bruit.',
      '9_to_12':
        'Un orage naît dans un cumulonimbus, un nuage immense qui peut monter à plus de dix kilomètres de haut. À l’intérieur, des courants d’air violents font monter et descendre des gouttes, des grains de glace et des cristaux. En se heurtant, ils échangent des charges électriques : le haut du nuage se charge en général positivement, le bas négativement. Quand la différence devient énorme, l’électricité traverse l’air d’un coup : c’est l’éclair, qui peut jaillir dans le nuage, entre deux nuages ou vers le sol (on parle alors de foudre). L’air traversé est chauffé en une fraction de seconde à près de 30 000 °C, environ cinq fois la température de la surface du soleil ! Il se dilate brutalement, et cette onde de choc fait le grondement du tonnerre. Comme le son parcourt environ un kilomètre en trois secondes, compte les secondes entre l’éclair et le tonnerre et divise par trois : tu sauras à combien de kilomètres est l’orage.',
      '13_plus':
        'Les orages se forment dans les cumulonimbus, nuages de convection profonde qui peuvent atteindre la tropopause, vers 10 à 15 km d’altitude. Les courants ascendants y dépassent parfois 100 km/h. Dans la zone où coexistent eau surfondue, grésil et cristaux de glace, les collisions entre particules transfèrent des charges électriques ; selon la température, le grésil se charge négativement ou positivement, et la séparation des particules par les courants et la gravité crée typiquement un sommet positif et une base négative. Quand le champ électrique dépasse la rigidité diélectrique de l’air, celui-ci s’ionise : un traceur descend par bonds, un traceur ascendant part du sol, et lorsqu’ils se rejoignent, l’arc en retour transporte un courant de plusieurs dizaines de milliers d’ampères. Le canal est porté à environ 30 000 K en quelques microsecondes ; l’air se dilate de façon explosive et produit une onde de choc qui devient le tonnerre. Son grondement prolongé vient des distances différentes entre l’observateur et les portions du canal, long de plusieurs kilomètres. Le son parcourant environ 340 m/s, trois secondes d’écart entre l’éclair et le tonnerre correspondent à peu près à un kilomètre. Par sécurité, on évite pendant un orage les arbres isolés, les sommets et l’eau.',
    },
  },
  {
    id: 'snow',
    title: 'Pourquoi il neige ?',
    phrasings: [
      'pourquoi il neige',
      'pourquoi il neige en hiver',
      'pk il neige',
      'neige',
      'neiger',
      'pourquoi la neige est blanche',
      'flocons de neige',
      'comment se forment les flocons',
      'pourquoi la neige est froide',
    ],
    answers: {
      up_to_5:
        'Quand il fait très, très froid dans les nuages, l’eau devient de la glace. Elle forme des flocons tout légers qui tombent doucement. C’est la neige !',
      '6_to_8':
        'La neige, c’est de l’eau gelée. Tout en haut, dans les nuages où il fait très froid, la vapeur d’eau se transforme directement en minuscules cristaux de glace. Ces cristaux grandissent, s’accrochent les uns aux autres et forment des flocons. Si l’air reste froid jusqu’au sol, les flocons arrivent sans fondre : il neige ! Elle est blanche, alors que l’eau est transparente, parce que ses milliers de petits cristaux renvoient la lumière dans tous les sens, comme plein de minuscules miroirs. Et sais-tu que presque tous les cristaux de neige ont six branches ?',
      '9_to_12':
        'La neige se forme dans les nuages dont la température est sous 0 °C. La vapeur d’eau s’y dépose directement en glace sur de minuscules poussières : c’est un cristal de neige. Comme les molécules d’eau s’assemblent naturellement en hexagone, le cristal pousse souvent en étoile à six branches. Sa forme exacte dépend de la température et de l’humidité qu’il rencontre en tombant ; comme chaque cristal suit son propre chemin, il est très rare d’en trouver deux identiques. Plusieurs cristaux collés ensemble forment les gros flocons. Pour qu’il neige jusqu’au sol, il faut que l’air reste assez froid pendant la descente, sinon les flocons fondent et deviennent de la pluie. La neige paraît blanche parce que ses cristaux renvoient la lumière dans tous les sens, toutes couleurs mélangées.',
      '13_plus':
        'La neige naît dans les nuages dont la température est négative. L’eau très pure ne gèle pas spontanément à ces températures : les gouttelettes restent souvent liquides, dites surfondues, jusque vers −38 °C. Il faut des noyaux glaçogènes (particules minérales, certaines bactéries) pour amorcer le gel. Une fois formé, un cristal grossit par dépôt de vapeur aux dépens des gouttelettes surfondues voisines : c’est l’effet Bergeron, car la pression de vapeur saturante est plus faible au-dessus de la glace qu’au-dessus de l’eau liquide. La structure cristalline de la glace ordinaire, dite Ih, est hexagonale, ce qui donne la symétrie d’ordre six des cristaux. La température et la sursaturation déterminent la forme : plaquettes vers −2 °C, aiguilles vers −5 °C, dendrites étoilées vers −15 °C, comme l’a montré le diagramme de Nakaya. Les cristaux s’agrègent ensuite en flocons en tombant. La neige est blanche car les innombrables faces des cristaux réfléchissent et diffusent toutes les longueurs d’onde ; fraîche, elle contient jusqu’à 90 % d’air, ce qui en fait un excellent isolant qui protège les plantes du gel.',
    },
  },
  {
    id: 'wind',
    title: 'Pourquoi il y a du vent ?',
    phrasings: [
      'pourquoi il y a du vent',
      'pk y a du vent',
      'd’où vient le vent',
      'pourquoi le vent souffle',
      'pourquoi le vent souffle fort dehors',
      'vent',
      'tempête',
      'comment se forme le vent',
    ],
    answers: {
      up_to_5:
        'Le vent, c’est de l’air qui bouge. Le soleil chauffe l’air, et l’air chaud monte. L’air frais vient vite prendre sa place, et ça fait du vent !',
      '6_to_8':
        'Le vent, c’est de l’air qui se déplace. Le soleil ne chauffe pas partout pareil : la terre, la mer et les montagnes se réchauffent plus ou moins vite. L’air chaud est plus léger, alors il monte, et de l’air plus frais arrive de côté pour le remplacer. Ce mouvement, tu le sens sur ta peau : c’est le vent ! Au bord de la mer, en journée, le vent souffle souvent de la mer vers la plage.',
      '9_to_12':
        'Le vent est de l’air en mouvement, et c’est le soleil qui le met en route. Il chauffe la surface de la Terre de façon inégale : l’équateur plus que les pôles, la terre plus vite que la mer, une pente ensoleillée plus qu’une vallée à l’ombre. L’air chauffé se dilate, devient plus léger et monte ; là où il monte, la pression au sol baisse. Ailleurs, de l’air plus froid et plus lourd forme une zone de haute pression. L’air se déplace alors des hautes pressions vers les basses pressions, comme l’air qui s’échappe d’un ballon qu’on ouvre. Plus la différence de pression est grande, plus le vent est fort, jusqu’à la tempête. La rotation de la Terre dévie aussi les vents, ce qui les fait tourner autour des zones de basse pression.',
      '13_plus':
        'Le vent est le déplacement horizontal de l’air, provoqué par des différences de pression atmosphérique. Ces différences viennent du chauffage inégal de la surface terrestre par le rayonnement solaire : les régions équatoriales reçoivent bien plus d’énergie que les régions polaires, et les continents se réchauffent et se refroidissent plus vite que les océans, dont la capacité thermique est plus élevée. L’air chaud, moins dense, s’élève et crée des basses pressions en surface ; l’air froid, plus dense, crée des hautes pressions. La force de pression pousse l’air des hautes vers les basses pressions. Sur une Terre en rotation, la force de Coriolis le dévie vers la droite dans l’hémisphère Nord : à grande échelle, les vents finissent par tourner autour des anticyclones et des dépressions, presque parallèlement aux isobares ; c’est le vent géostrophique. Près du sol, les frottements le ralentissent et l’orientent davantage vers les basses pressions. À petite échelle, on observe les brises de mer et de terre, les vents de vallée, ou le mistral, canalisé par la vallée du Rhône. À l’échelle du globe, ces mécanismes organisent les alizés et les vents d’ouest des latitudes moyennes.',
    },
  },
  {
    id: 'seasons',
    title: 'Pourquoi il y a des saisons ?',
    phrasings: [
      'pourquoi il y a des saisons',
      'pourquoi il fait froid en hiver',
      'pourquoi il fait chaud en été',
      'pk c’est l’hiver',
      'les quatre saisons',
      'hiver',
      'été',
      'printemps',
    ],
    answers: {
      up_to_5:
        'La Terre est un peu penchée pendant qu’elle tourne autour du soleil. En été, notre côté reçoit beaucoup de soleil, alors il fait chaud. En hiver, il en reçoit moins, alors il fait froid !',
      '6_to_8':
        'La Terre fait le tour du soleil en un an, et elle est toujours un peu penchée, comme une toupie inclinée. Pendant une partie de l’année, notre côté de la Terre est penché vers le soleil : les journées sont longues, le soleil monte haut et il fait chaud, c’est l’été. Six mois plus tard, notre côté est penché dans l’autre sens : les jours sont courts, le soleil reste bas et il fait froid, c’est l’hiver. Entre les deux, il y a le printemps et l’automne. Quand c’est l’été chez nous, c’est l’hiver en Australie !',
      '9_to_12':
        'Les saisons viennent de l’inclinaison de la Terre. Son axe de rotation est penché d’environ 23 degrés, et il garde la même direction pendant que la Terre tourne autour du Soleil en un an. Quand notre hémisphère, celui du nord, est incliné vers le Soleil, les rayons nous arrivent plus droits et chauffent davantage le sol, et les journées durent plus longtemps : c’est l’été. Six mois plus tard, nous sommes inclinés dans l’autre sens : les rayons arrivent en biais, étalés sur une plus grande surface, et les nuits sont longues : c’est l’hiver. Ce n’est pas une question de distance : la Terre est même au plus près du Soleil début janvier ! La preuve : l’hémisphère sud vit les saisons à l’envers, et on fête Noël en été en Australie. Près de l’équateur, la température change très peu d’une saison à l’autre.',
      '13_plus':
        'Les saisons résultent de l’obliquité de la Terre : son axe de rotation est incliné d’environ 23,4° par rapport à la perpendiculaire au plan de son orbite, et cet axe garde une orientation quasi fixe dans l’espace au cours de l’année. Selon la position sur l’orbite, un hémisphère est tourné vers le Soleil et l’autre à l’opposé. Deux effets en découlent : la hauteur du Soleil à midi, qui fixe l’angle d’incidence des rayons (plus ils sont rasants, plus la même énergie s’étale sur une grande surface et traverse d’atmosphère), et la durée du jour. À Paris, le Soleil culmine à environ 64° au solstice de juin et à 18° seulement au solstice de décembre, avec environ 16 heures de jour contre 8. Les solstices (vers le 21 juin et le 21 décembre) et les équinoxes (vers le 20 mars et le 22 septembre) marquent les limites des saisons astronomiques. La distance Terre-Soleil varie peu, d’environ 3 %, et la Terre passe au plus près du Soleil (le périhélie) début janvier, en plein hiver boréal : ce n’est donc pas la cause des saisons. Les saisons sont inversées dans l’hémisphère sud, et les régions tropicales connaissent plutôt des saisons sèches et humides.',
    },
  },
  {
    id: 'sea-salt',
    title: 'Pourquoi la mer est salée ?',
    phrasings: [
      'pourquoi la mer est salée',
      'pk la mer é salé',
      'pourquoi l’eau de mer est salée',
      'sel de la mer',
      'océan salé',
      'pourquoi on peut pas boire l’eau de mer',
      'mer salée',
    ],
    answers: {
      up_to_5:
        'La pluie coule sur les cailloux et emporte un tout petit peu de sel. Les rivières apportent ce sel jusqu’à la mer. Le sel reste dans la mer depuis très, très longtemps, alors elle est salée !',
      '6_to_8':
        'Quand la pluie tombe sur les rochers et sur la terre, elle emporte de tout petits morceaux de sel, si petits qu’on ne les voit pas. Les rivières amènent ce sel jusqu’à la mer. Ensuite, le soleil chauffe la mer et l’eau s’envole pour former les nuages, mais le sel, lui, ne s’envole pas : il reste dans la mer. Depuis des millions d’années, ça recommence, alors la mer est devenue bien salée. C’est pour ça que l’eau de pluie et des rivières n’est pas salée, mais la mer, si !',
      '9_to_12':
        'Le sel de la mer vient surtout des roches. L’eau de pluie est un tout petit peu acide : en ruisselant, elle use lentement les roches et dissout des minéraux, comme le sodium. Les rivières transportent ces minéraux jusqu’aux océans. Des sources chaudes au fond de la mer et des volcans sous-marins y ajoutent du chlore et d’autres éléments. Or, quand l’eau de mer s’évapore sous l’effet du soleil, seule l’eau pure s’en va : les sels restent. Ce va-et-vient dure depuis des centaines de millions d’années, si bien qu’un litre d’eau de mer contient en moyenne 35 grammes de sel. Il ne faut pas la boire : ton corps devrait utiliser encore plus d’eau pour éliminer tout ce sel. Certaines mers fermées sont encore plus salées, comme la mer Morte, où l’on flotte sans effort.',
      '13_plus':
        'La salinité moyenne des océans est d’environ 35 g de sels dissous par kilogramme d’eau, dont près de 85 % sous forme d’ions chlorure et sodium. Les ions sodium, magnésium, calcium ou potassium proviennent surtout de l’altération des roches continentales : l’eau de pluie, légèrement acide car elle dissout du dioxyde de carbone, attaque les minéraux, et les rivières transportent les ions vers la mer. Les ions chlorure viennent essentiellement du dégazage volcanique, notamment par les dorsales océaniques et les sources hydrothermales. L’évaporation ne retire que de l’eau pure, tandis que les sels restent : l’océan fonctionne comme un bassin de concentration. Sa composition est pourtant à peu près stable depuis des centaines de millions d’années, car des processus retirent les sels au même rythme : formation de sédiments, réactions avec la croûte océanique, dépôts de sel dans des bassins fermés. La salinité varie selon les régions : plus faible en mer Baltique, alimentée par de nombreux fleuves, plus forte en Méditerranée, où l’évaporation est intense, et extrême dans la mer Morte (environ 340 g/L). Boire de l’eau de mer déshydrate, car les reins ne peuvent pas produire une urine aussi salée.',
    },
  },
  {
    id: 'waves',
    title: 'Pourquoi il y a des vagues ?',
    phrasings: [
      'pourquoi il y a des vagues',
      'd’où viennent les vagues',
      'vagues',
      'pk la mer fait des vagues',
      'comment se forment les vagues',
      'houle',
    ],
    answers: {
      up_to_5:
        'Les vagues, c’est le vent qui souffle sur la mer. Il pousse l’eau, un peu comme quand tu souffles sur ton bain. L’eau se met à bouger et fait des vagues jusqu’à la plage !',
      '6_to_8':
        'La plupart des vagues sont fabriquées par le vent. Quand il souffle sur la mer, il frotte sur l’eau et la soulève en petites rides. Plus le vent est fort et souffle longtemps, plus les vagues deviennent grandes. Elles peuvent voyager très loin, sur des milliers de kilomètres ! Près de la plage, la mer devient moins profonde : le bas de la vague ralentit, le haut continue, et la vague se renverse en faisant de l’écume.',
      '9_to_12':
        'Les vagues sont surtout créées par le vent. En soufflant sur la mer, il frotte sur la surface et lui transmet de l’énergie : de petites rides apparaissent, puis grandissent. Leur taille dépend de trois choses : la force du vent, le temps pendant lequel il souffle, et la distance sur laquelle il agit. Une fois formées, les vagues peuvent traverser un océan entier : c’est la houle, qui arrive parfois sur nos plages par temps calme, venue d’une tempête lointaine. Chose étonnante, l’eau elle-même n’avance presque pas : elle tourne sur place en petits cercles, comme un bouchon qui monte et descend. C’est l’énergie qui voyage. Près du rivage, le fond freine la base de la vague, sa crête la dépasse et elle déferle. Les tsunamis sont différents : ils naissent d’un séisme sous la mer.',
      '13_plus':
        'Les vagues sont des ondes de surface. La plupart sont générées par le vent : le frottement et les différences de pression entre l’air et l’eau transmettent de l’énergie à la surface, formant des rides capillaires puis des vagues de gravité. Leur hauteur dépend de la vitesse du vent, de sa durée et du fetch, la distance sur laquelle il souffle sans obstacle. Quand les vagues quittent la zone de vent, elles s’organisent en houle, régulière, qui peut parcourir des milliers de kilomètres en perdant peu d’énergie. Au large, les particules d’eau décrivent des orbites presque circulaires : c’est l’énergie qui se propage, pas l’eau, qui ne dérive que très lentement. Quand la profondeur devient inférieure à environ la moitié de la longueur d’onde, la vague ralentit, sa longueur d’onde diminue et sa hauteur augmente ; lorsque sa cambrure devient trop forte, elle déferle. Les tsunamis sont des ondes d’une autre nature : provoqués par un séisme, un glissement de terrain ou une éruption, ils mettent en mouvement toute la colonne d’eau, filent à plus de 700 km/h au large et deviennent dévastateurs près des côtes. Les marées, elles, sont des ondes de très grande longueur dues à l’attraction de la Lune et du Soleil.',
    },
  },
  {
    id: 'tides',
    title: 'Pourquoi la mer monte et descend ?',
    phrasings: [
      'pourquoi la mer monte et descend',
      'marée',
      'marée haute',
      'marée basse',
      'pourquoi la mer se retire',
      'pk la mer s’en va',
      'pourquoi la mer s’en va et revient',
      'pourquoi il y a des marées',
      'pourquoi la mer est loin le matin et revient l’après-midi',
    ],
    answers: {
      up_to_5:
        'La Lune tire tout doucement sur l’eau de la mer. Alors la mer monte un peu sur la plage, puis elle redescend. Ça s’appelle la marée !',
      '6_to_8':
        'Tu as déjà vu la mer monter sur la plage puis repartir loin ? C’est la marée. La Lune attire tout vers elle, même l’eau des océans, un tout petit peu. Elle déforme la mer en deux grosses bosses d’eau : une du côté de la Lune, et une autre de l’autre côté de la Terre. Comme la Terre tourne sur elle-même, les plages passent sous ces bosses : quand une bosse arrive, c’est la marée haute ; quand elle s’en va, c’est la marée basse. Ça arrive environ deux fois par jour.',
      '9_to_12':
        'La marée, c’est la montée et la descente de la mer, environ deux fois par jour. Elle est causée surtout par la Lune. Comme tous les objets, la Lune attire ce qui l’entoure par la gravité, et cette attraction est plus forte du côté de la Terre qui lui fait face. L’océan se déforme alors en deux bosses : une tournée vers la Lune, et une autre du côté opposé. En tournant sur elle-même en un jour, la Terre passe sous ces deux bosses : on a deux marées hautes et deux marées basses par jour, décalées d’environ 50 minutes chaque jour car la Lune avance sur son orbite. Le Soleil joue aussi, plus faiblement : quand il est aligné avec la Lune, à la nouvelle et à la pleine lune, les marées sont plus fortes. En France, la baie du Mont-Saint-Michel connaît parmi les plus grandes marées d’Europe.',
      '13_plus':
        'Les marées sont dues aux forces de marée : la Lune, et dans une moindre mesure le Soleil, n’attirent pas tous les points de la Terre avec la même intensité, car la gravitation décroît avec le carré de la distance. Par rapport au centre de la Terre, l’eau du côté de la Lune est attirée un peu plus fort, et celle du côté opposé un peu moins : il en résulte deux renflements opposés. La rotation terrestre fait défiler chaque côte sous ces renflements, d’où, sur la plupart des littoraux, deux pleines mers et deux basses mers par jour lunaire de 24 h 50 min. L’effet du Soleil vaut environ 46 % de celui de la Lune : à la nouvelle et à la pleine lune, les effets s’ajoutent et donnent les vives-eaux ; au premier et au dernier quartier, ce sont les mortes-eaux. En réalité, la forme des bassins océaniques, les continents et la profondeur modifient beaucoup ce schéma : la Méditerranée a des marées faibles, tandis que la baie de Fundy, au Canada, dépasse 15 m de marnage et la baie du Mont-Saint-Michel environ 14 m. Les frottements des marées ralentissent d’ailleurs très lentement la rotation de la Terre, et la Lune s’éloigne d’environ 3,8 cm par an.',
    },
  },
  {
    id: 'volcanoes',
    title: 'Pourquoi il y a des volcans ?',
    phrasings: [
      'pourquoi il y a des volcans',
      'pourquoi les volcans crachent du feu',
      'volcan',
      'lave',
      'éruption',
      'pk les volcan explose',
      'magma',
      'comment marche un volcan',
    ],
    answers: {
      up_to_5:
        'Tout au fond de la Terre, il fait si chaud que des roches fondent. Cette roche fondue et brûlante pousse pour sortir par un trou dans la montagne. C’est un volcan, et la roche qui coule s’appelle la lave !',
      '6_to_8':
        'Sous nos pieds, très, très profond, il fait tellement chaud que certaines roches fondent : ça s’appelle le magma. Ce magma est plus léger que les roches autour, alors il monte doucement, comme une bulle. Quand il trouve un passage jusqu’à la surface, il sort : c’est une éruption, et le volcan crache de la lave, des cendres et des gaz. En refroidissant, la lave redevient de la roche, et la montagne du volcan grandit. En France, il y a de vieux volcans endormis en Auvergne !',
      '9_to_12':
        'La surface de la Terre est découpée en grandes plaques qui bougent très lentement. Là où deux plaques s’écartent, ou bien quand l’une s’enfonce sous l’autre, des roches situées à des dizaines de kilomètres de profondeur se mettent à fondre : elles forment le magma. Plus léger que les roches solides, le magma remonte et s’accumule dans une chambre magmatique, sous le volcan. Il contient des gaz dissous, comme l’eau d’une bouteille de soda. Quand la pression devient trop forte, le magma s’échappe par une cheminée : c’est l’éruption. Certains volcans laissent couler des rivières de lave, comme le Piton de la Fournaise à La Réunion ; d’autres explosent et projettent des nuages de cendres, car leur magma épais retient les gaz. La plupart des volcans se trouvent au bord des plaques, par exemple tout autour de l’océan Pacifique, qu’on appelle la ceinture de feu.',
      '13_plus':
        'Les volcans sont des lieux où du magma, de la roche partiellement fondue, atteint la surface. La fusion a lieu dans trois contextes principaux : aux dorsales, où les plaques s’écartent et où la décompression fait fondre partiellement le manteau ; aux zones de subduction, où la plaque plongeante libère de l’eau qui abaisse la température de fusion du manteau situé au-dessus ; et aux points chauds, comme Hawaï ou La Réunion, alimentés par des remontées profondes. Moins dense que les roches qui l’entourent, le magma monte et se stocke dans des réservoirs. Le style de l’éruption dépend surtout de sa viscosité et de sa teneur en gaz (vapeur d’eau, CO₂, SO₂) : un magma basaltique, fluide et pauvre en silice, laisse s’échapper les gaz et donne des coulées de lave, les éruptions effusives ; un magma riche en silice, visqueux, piège les gaz qui se détendent brutalement et fragmentent le magma en cendres et en ponces, les éruptions explosives, comme celles du Vésuve en 79 ou du mont Saint Helens en 1980. La lave basaltique sort vers 1 100 à 1 200 °C. La chaîne des Puys, en Auvergne, inscrite au patrimoine mondial de l’Unesco, rappelle qu’il y a eu des éruptions en France métropolitaine il y a moins de 10 000 ans.',
    },
  },
  {
    id: 'earthquakes',
    title: 'Pourquoi la terre tremble ?',
    phrasings: [
      'pourquoi la terre tremble',
      'tremblement de terre',
      'tremblements de terre',
      'séisme',
      'pk le sol bouge',
      'pourquoi il y a des séismes',
      'comment se produit un tremblement de terre',
    ],
    answers: {
      up_to_5:
        'Le sol est fait de très grands morceaux, comme un puzzle géant. Parfois, deux morceaux bougent d’un coup en se frottant. Alors tout le sol tremble : c’est un tremblement de terre.',
      '6_to_8':
        'La surface de la Terre est comme une coquille cassée en grands morceaux, qu’on appelle des plaques. Ces plaques bougent tout le temps, mais très lentement, à peu près à la vitesse à laquelle poussent tes ongles. Parfois, deux plaques restent coincées l’une contre l’autre pendant longtemps. Quand elles se décoincent d’un seul coup, ça secoue tout le sol autour : c’est un tremblement de terre, qu’on appelle aussi un séisme. Certains sont si petits qu’on ne les sent même pas, d’autres sont très forts.',
      '9_to_12':
        'La croûte terrestre est découpée en une quinzaine de grandes plaques qui glissent de quelques centimètres par an sur une couche plus chaude et plus molle. Le long des failles, les cassures entre deux blocs de roche, les plaques frottent et se bloquent. L’énergie s’accumule alors pendant des années, comme dans une règle qu’on plie de plus en plus. Quand la roche ne tient plus, elle casse et les blocs glissent brusquement : l’énergie libérée part dans toutes les directions sous forme d’ondes, les ondes sismiques, qui font vibrer le sol. Les scientifiques les enregistrent avec des sismographes et mesurent la puissance d’un séisme avec la magnitude. Le Japon, la Californie, l’Indonésie ou la Turquie, situés au bord de plaques, connaissent souvent des séismes. Sous la mer, un séisme peut provoquer un tsunami.',
      '13_plus':
        'Un séisme est la libération soudaine d’énergie élastique accumulée dans les roches. La lithosphère est divisée en plaques rigides qui se déplacent de quelques centimètres par an au-dessus de l’asthénosphère, plus ductile. Aux frontières des plaques, qu’elles s’écartent, se rapprochent ou coulissent, et sur les failles en général, le frottement bloque le mouvement : les roches se déforment élastiquement jusqu’à ce que la contrainte dépasse leur résistance. La faille rompt alors sur une surface qui peut atteindre des centaines de kilomètres, à partir d’un point appelé foyer ou hypocentre ; l’épicentre est sa projection en surface. L’énergie se propage sous forme d’ondes P (de compression, les plus rapides), d’ondes S (de cisaillement), puis d’ondes de surface, souvent les plus destructrices. La magnitude de moment mesure l’énergie libérée : chaque degré correspond à environ 32 fois plus d’énergie. Les plus grands séismes enregistrés, au Chili en 1960 (magnitude 9,5) ou au Japon en 2011 (9,1), se sont produits dans des zones de subduction. On ne sait pas prédire un séisme, mais on cartographie le risque, on construit parasismique et on diffuse des alertes précoces. En France, les Pyrénées, les Alpes et surtout les Antilles sont les régions les plus exposées.',
    },
  },
];
