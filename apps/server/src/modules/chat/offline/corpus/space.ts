import type { Topic } from '../topic.js';

/** Day and night, the Sun, the Moon, the stars and beyond. */
export const spaceTopics: Topic[] = [
  {
    id: 'night',
    title: 'Pourquoi il fait nuit ?',
    phrasings: [
      'pourquoi il fait nuit',
      'pourquoi il fait noir le soir',
      'pourquoi il y a le jour et la nuit',
      'jour et nuit',
      'où va le soleil la nuit',
      'pk la nuit',
      'pourquoi le soleil se couche',
      'pourquoi il fait jour',
    ],
    answers: {
      up_to_5:
        'La Terre tourne sur elle-même, comme une toupie, mais très lentement. Quand notre maison est tournée vers le soleil, c’est le jour. Quand elle est tournée de l’autre côté, il fait noir : c’est la nuit !',
      '6_to_8':
        'Le soleil ne s’éteint jamais, et il ne va pas se coucher. C’est la Terre qui tourne sur elle-même, comme une toupie, en un jour entier. Le côté de la Terre tourné vers le soleil est éclairé : c’est le jour. Le côté qui lui tourne le dos est dans l’ombre : c’est la nuit. Pendant que tu dors, des enfants à l’autre bout du monde, en Australie par exemple, sont en plein jour !',
      '9_to_12':
        'Le jour et la nuit existent parce que la Terre tourne sur elle-même, autour d’un axe imaginaire qui passe par les pôles. Un tour complet prend environ 24 heures. Le Soleil n’éclaire qu’une moitié de la Terre à la fois : sur cette moitié, c’est le jour ; sur l’autre, c’est la nuit. Comme la Terre tourne d’ouest en est, nous voyons le Soleil se lever à l’est et se coucher à l’ouest, alors que c’est nous qui bougeons ! Tu peux le vérifier avec une lampe et un ballon dans une pièce sombre. C’est aussi pour ça que les pays n’ont pas la même heure au même moment : quand il est midi à Paris, c’est déjà le soir au Japon. Et selon les saisons, les jours sont plus ou moins longs, à cause de l’inclinaison de la Terre.',
      '13_plus':
        'L’alternance du jour et de la nuit vient de la rotation de la Terre sur elle-même, d’ouest en est, autour de l’axe des pôles. Par rapport au Soleil, un tour dure 24 heures en moyenne : c’est le jour solaire. Par rapport aux étoiles lointaines, il ne dure que 23 h 56 min (le jour sidéral), car la Terre avance aussi sur son orbite pendant ce temps. À chaque instant, un hémisphère est éclairé ; la limite entre le jour et la nuit s’appelle le terminateur. Le mouvement apparent du Soleil, qui se lève à l’est et se couche à l’ouest, est le reflet de cette rotation ; il a fallu attendre Copernic, puis Galilée, pour que l’idée s’impose, et le pendule de Foucault, au Panthéon en 1851, l’a démontrée de façon spectaculaire. La durée du jour et de la nuit varie au cours de l’année à cause de l’inclinaison de l’axe (23,4°) : à l’équinoxe, jour et nuit sont à peu près égaux partout ; aux pôles, on vit six mois de jour puis six mois de nuit. L’atmosphère prolonge le jour : la réfraction nous montre le Soleil quelques minutes avant son lever géométrique, et la diffusion crée les crépuscules. La rotation de la Terre explique aussi les fuseaux horaires, découpés en gros tous les 15° de longitude.',
    },
  },
  {
    id: 'stars',
    title: 'Pourquoi les étoiles brillent ?',
    phrasings: [
      'pourquoi les étoiles brillent',
      'étoiles',
      'pk les étoiles scintillent',
      'c’est quoi une étoile',
      'pourquoi on voit les étoiles la nuit',
      'pourquoi les étoiles clignotent',
      'pourquoi on ne voit pas les étoiles le jour',
      'où vont les étoiles le jour',
    ],
    answers: {
      up_to_5:
        'Les étoiles sont des soleils, très, très loin de nous. Elles sont si chaudes qu’elles font de la lumière. Comme elles sont loin, on dirait de toutes petites lumières !',
      '6_to_8':
        'Les étoiles sont des boules de gaz gigantesques et brûlantes, comme notre Soleil. D’ailleurs, le Soleil est une étoile ! À l’intérieur, il fait si chaud qu’elles fabriquent une énorme quantité de lumière et de chaleur. Elles nous paraissent toutes petites parce qu’elles sont incroyablement loin. Le jour, on ne les voit pas, car la lumière du Soleil éclaire tout le ciel. Et si elles clignotent, c’est parce que leur lumière est secouée par l’air qui bouge au-dessus de nous.',
      '9_to_12':
        'Les étoiles sont des sphères géantes de gaz, surtout de l’hydrogène et de l’hélium. Notre Soleil en est une, parmi des centaines de milliards dans notre galaxie, la Voie lactée. Au cœur d’une étoile, la température atteint des millions de degrés et la pression est énorme : les noyaux d’hydrogène s’y collent pour former de l’hélium. Cette réaction, la fusion nucléaire, libère une énergie immense qui sort sous forme de lumière et de chaleur. Les étoiles nous semblent minuscules parce qu’elles sont très loin : la plus proche après le Soleil, Proxima du Centaure, est à plus de quatre années-lumière, ce qui veut dire que sa lumière met plus de quatre ans à nous parvenir. Elles scintillent parce que leur lumière traverse des couches d’air en mouvement qui la dévient sans arrêt. Leur couleur indique leur température : les bleues sont les plus chaudes, les rouges les moins chaudes.',
      '13_plus':
        'Une étoile est une sphère de plasma maintenue par sa propre gravité, dont le cœur est le siège de réactions de fusion nucléaire. Dans le Soleil, à environ 15 millions de kelvins, des noyaux d’hydrogène fusionnent en hélium ; la masse du noyau produit est légèrement inférieure à celle des noyaux de départ, et cette différence est convertie en énergie selon E = mc². Le Soleil transforme ainsi environ 4 millions de tonnes de matière en énergie chaque seconde. Cette énergie met des dizaines de milliers d’années à traverser l’étoile avant d’être rayonnée depuis sa surface. La couleur d’une étoile dépend de sa température de surface, comme pour un métal chauffé : environ 3 000 K pour une naine rouge, 5 800 K pour le Soleil, plus de 10 000 K pour une étoile bleue comme Rigel. L’équilibre entre la gravité, qui comprime, et la pression du gaz chauffé, qui repousse, fixe la taille de l’étoile. Quand le combustible s’épuise, la suite dépend de la masse : naine blanche pour le Soleil, dans environ 5 milliards d’années, supernova puis étoile à neutrons ou trou noir pour les plus massives. Le scintillement n’est pas une propriété des étoiles : il vient de la turbulence atmosphérique, qui dévie leur lumière quasi ponctuelle ; les planètes, dont le disque apparent est plus étendu, scintillent beaucoup moins.',
    },
  },
  {
    id: 'moon',
    title: 'Pourquoi la Lune change de forme ?',
    phrasings: [
      'pourquoi la lune change de forme',
      'pourquoi la lune brille',
      'pk on voit la lune le jour',
      'phases de la lune',
      'croissant de lune',
      'pleine lune',
      'pourquoi la lune nous suit',
      'lune',
      'la lune est faite en quoi',
      'de quoi est faite la lune',
    ],
    answers: {
      up_to_5:
        'La Lune ne fait pas de lumière toute seule : c’est le soleil qui l’éclaire. Selon les jours, on voit une grande ou une petite partie éclairée. Alors on la voit ronde, ou en croissant, comme un sourire !',
      '6_to_8':
        'La Lune ne brille pas toute seule : elle est éclairée par le Soleil, comme un ballon sous une lampe. Elle tourne autour de la Terre en un peu moins d’un mois. Selon l’endroit où elle se trouve, on voit toute sa moitié éclairée (c’est la pleine lune), seulement un morceau (c’est un croissant), ou presque rien (c’est la nouvelle lune). La Lune ne change donc pas vraiment de forme : c’est toujours une boule, une grosse boule de roche grise couverte de poussière, sans eau ni air ! Et comme elle est assez brillante, on peut parfois la voir aussi pendant la journée. Et si elle a l’air de te suivre en voiture, c’est parce qu’elle est très, très loin : même quand tu roules longtemps, tu la vois toujours au même endroit du ciel.',
      '9_to_12':
        'La Lune est une boule de roche, presque quatre fois plus petite que la Terre, qui tourne autour de nous à environ 384 000 kilomètres. Elle ne produit pas de lumière : elle renvoie celle du Soleil. Une moitié de la Lune est donc toujours éclairée, mais nous ne voyons pas toujours cette moitié en entier. Pendant qu’elle fait le tour de la Terre, en 29 jours et demi environ, notre point de vue change : à la nouvelle lune, sa face éclairée est tournée vers le Soleil et nous ne la voyons pas ; puis apparaissent un fin croissant, le premier quartier, la pleine lune où nous voyons toute la face éclairée, et le cycle repart. Ce sont les phases de la Lune. Autre curiosité : la Lune nous montre toujours la même face, car elle tourne sur elle-même exactement au même rythme qu’elle tourne autour de la Terre. Et si elle semble te suivre en voiture, c’est parce qu’elle est si loin que ta position change à peine par rapport à elle.',
      '13_plus':
        'La Lune, satellite naturel de la Terre, a un diamètre d’environ 3 474 km et orbite à une distance moyenne de 384 400 km. Elle ne fait que réfléchir la lumière solaire, et assez mal : elle renvoie en moyenne 12 % de la lumière reçue, à peu près comme de l’asphalte. Les phases résultent de la géométrie Soleil-Terre-Lune : le Soleil éclaire toujours un hémisphère lunaire, et la fraction de cet hémisphère visible depuis la Terre dépend de l’angle entre les directions du Soleil et de la Lune. Le cycle des phases, ou mois synodique, dure 29,5 jours, plus que la période orbitale mesurée par rapport aux étoiles (27,3 jours), car la Terre avance entre-temps autour du Soleil. La rotation synchrone, due aux forces de marée exercées par la Terre, fait que la Lune nous présente toujours la même face ; la face cachée n’est pas plus sombre, elle est simplement invisible depuis la Terre. Les éclipses n’ont pas lieu à chaque pleine ou nouvelle lune, car l’orbite lunaire est inclinée d’environ 5° par rapport à celle de la Terre. Près de la nouvelle lune, on peut observer la lumière cendrée : la partie non éclairée par le Soleil reçoit faiblement la lumière que la Terre renvoie. Selon l’hypothèse la plus admise, la Lune s’est formée il y a environ 4,5 milliards d’années après la collision de la jeune Terre avec un corps de la taille de Mars.',
    },
  },
  {
    id: 'sun',
    title: 'Pourquoi le Soleil brille et chauffe ?',
    phrasings: [
      'pourquoi le soleil brille',
      'pourquoi le soleil est chaud',
      'pk le soleil est jaune',
      'c’est quoi le soleil',
      'pourquoi il ne faut pas regarder le soleil',
      'soleil',
      'pourquoi le soleil chauffe',
      'pourquoi ça fait mal aux yeux de regarder le soleil',
    ],
    answers: {
      up_to_5:
        'Le Soleil est une étoile, une énorme boule très, très chaude. Il nous donne la lumière et la chaleur. Mais attention, il ne faut jamais le regarder en face, ça abîme les yeux !',
      '6_to_8':
        'Le Soleil est une étoile, la plus proche de nous. C’est une boule de gaz gigantesque : on pourrait mettre plus d’un million de Terres dedans ! En son centre, il fait si chaud qu’il fabrique énormément de lumière et de chaleur, qui voyagent dans l’espace jusqu’à nous. Sans le Soleil, il n’y aurait ni plantes, ni animaux, ni saisons. Il est si puissant qu’il ne faut jamais le regarder directement, même avec des lunettes de soleil : ça peut abîmer tes yeux. Et personne ne pourra jamais aller sur le Soleil : il n’a pas de sol, et sa chaleur ferait fondre n’importe quelle fusée bien avant d’arriver. Une sonde sans personne dedans, Parker, s’en est approchée, protégée par un bouclier spécial.',
      '9_to_12':
        'Le Soleil est une étoile de taille moyenne, située à environ 150 millions de kilomètres de la Terre. Sa lumière met un peu plus de 8 minutes pour nous parvenir. C’est une immense sphère de gaz, surtout de l’hydrogène et de l’hélium, dont le diamètre vaut 109 fois celui de la Terre. En son cœur, à environ 15 millions de degrés, les atomes d’hydrogène fusionnent pour former de l’hélium, ce qui libère une énergie colossale. Cette énergie remonte jusqu’à la surface, à environ 5 500 °C, puis part dans l’espace sous forme de lumière et de chaleur. Le Soleil nous paraît jaune, mais sa lumière est en réalité blanche : c’est l’atmosphère qui la teinte. Il brille depuis environ 4,6 milliards d’années et devrait continuer encore à peu près autant. Ne le regarde jamais en face, même brièvement : il peut brûler la rétine sans que tu sentes de douleur.',
      '13_plus':
        'Le Soleil est une étoile naine jaune de type spectral G2, âgée d’environ 4,6 milliards d’années, qui concentre plus de 99,8 % de la masse du système solaire. Son rayonnement provient de la fusion de l’hydrogène en hélium dans son cœur, à environ 15 millions de kelvins, principalement par la chaîne proton-proton. L’énergie produite traverse d’abord la zone radiative, où la lumière est absorbée et réémise d’innombrables fois, puis la zone convective, où des mouvements de plasma la transportent jusqu’à la photosphère, la surface visible, à environ 5 800 K. Son spectre, proche de celui d’un corps noir, culmine dans le visible : sa lumière est blanche, et le jaune que nous percevons vient en partie de la diffusion du bleu par l’atmosphère. Sa puissance rayonnée vaut environ 3,8 × 10²⁶ watts ; au sommet de l’atmosphère terrestre, chaque mètre carré en reçoit environ 1 360 W. Le Soleil a aussi une activité magnétique, avec des taches et des éruptions qui suivent un cycle d’environ 11 ans et provoquent parfois des aurores polaires. Dans environ 5 milliards d’années, ayant épuisé l’hydrogène de son cœur, il deviendra une géante rouge, puis une naine blanche. L’observer sans filtre homologué est dangereux : la rétine peut être brûlée sans douleur.',
    },
  },
  {
    id: 'planets',
    title: 'C’est quoi, les planètes ?',
    phrasings: [
      'c’est quoi une planète',
      'combien il y a de planètes',
      'pourquoi les planètes tournent autour du soleil',
      'système solaire',
      'planètes',
      'mars jupiter saturne',
    ],
    answers: {
      up_to_5:
        'Les planètes sont de grosses boules qui tournent autour du Soleil, comme la Terre, notre maison. Il y en a huit. Certaines sont faites de roche, d’autres de gaz, comme Jupiter, la plus grosse de toutes !',
      '6_to_8':
        'Une planète est une grosse boule qui tourne autour d’une étoile. Autour de notre Soleil, il y en a huit : Mercure, Vénus, la Terre, Mars, Jupiter, Saturne, Uranus et Neptune. Les quatre premières sont faites de roche ; les quatre autres sont des géantes faites surtout de gaz et de glace. Le Soleil les retient par une force invisible, la gravité, un peu comme une ficelle retient une balle que tu fais tourner. La Terre est la seule planète où l’on sait qu’il y a de la vie !',
      '9_to_12':
        'Une planète est un gros objet, assez massif pour être devenu à peu près rond, qui tourne autour d’une étoile et qui a fait le ménage autour de son orbite. Notre système solaire en compte huit. Près du Soleil, les planètes rocheuses : Mercure, Vénus, la Terre et Mars. Plus loin, les géantes gazeuses, Jupiter et Saturne, puis les géantes de glace, Uranus et Neptune. Toutes tournent autour du Soleil parce qu’il les attire par la gravité, alors que leur vitesse les emporte droit devant : les deux ensemble leur font décrire une orbite, comme une balle qu’on fait tourner au bout d’une ficelle. Plus une planète est loin, plus son année est longue : 88 jours pour Mercure, 165 ans pour Neptune ! Pluton, longtemps considérée comme la neuvième planète, est depuis 2006 une planète naine. Et les astronomes ont découvert des milliers de planètes autour d’autres étoiles : les exoplanètes.',
      '13_plus':
        'Selon la définition de l’Union astronomique internationale (2006), une planète est un corps en orbite autour du Soleil, assez massif pour que sa gravité lui donne une forme d’équilibre quasi sphérique, et qui a éliminé les autres objets de son voisinage orbital. Le système solaire en compte huit : quatre planètes telluriques (Mercure, Vénus, la Terre, Mars), denses et rocheuses, puis deux géantes gazeuses (Jupiter, Saturne), composées surtout d’hydrogène et d’hélium, et deux géantes de glaces (Uranus, Neptune). Cette répartition s’explique par leur formation, il y a environ 4,6 milliards d’années, dans le disque de gaz et de poussières qui entourait le jeune Soleil : près de l’étoile, seuls les métaux et les roches pouvaient se condenser ; au-delà de la ligne des glaces, l’eau gelée a permis la formation de noyaux massifs capables de capter du gaz. Le mouvement des planètes obéit aux lois de Kepler, expliquées par la gravitation de Newton : orbites elliptiques, et période d’autant plus longue que la planète est éloignée (le carré de la période est proportionnel au cube du demi-grand axe). Les planètes tournent toutes dans le même sens, presque dans le même plan, héritage du disque d’origine. Pluton, Cérès ou Éris sont des planètes naines. Depuis 1995, plus de 5 000 exoplanètes ont été confirmées autour d’autres étoiles.',
    },
  },
  {
    id: 'astronauts-float',
    title: 'Pourquoi les astronautes flottent ?',
    phrasings: [
      'pourquoi les astronautes flottent',
      'apesanteur',
      'pourquoi on flotte dans l’espace',
      'pk dans l’espace on vole',
      'station spatiale',
      'pourquoi il n’y a pas de gravité dans l’espace',
      'pourquoi on flotte dans la fusée',
    ],
    answers: {
      up_to_5:
        'Dans la station spatiale, les astronautes tombent tout le temps autour de la Terre, en même temps que leur vaisseau. Comme tout tombe ensemble, rien n’appuie sur le sol. Alors ils flottent, comme des poissons dans l’eau !',
      '6_to_8':
        'On croit souvent qu’il n’y a pas de poids dans l’espace, mais ce n’est pas tout à fait vrai ! La Terre attire encore très fort la station spatiale et les astronautes. Seulement, la station va si vite, plus de 27 000 kilomètres par heure, qu’en tombant elle fait le tour de la Terre au lieu de s’écraser. Les astronautes tombent en même temps que leur station, à la même vitesse : ils ne sont plus appuyés sur le sol, alors ils flottent. C’est un peu ce que tu ressens une seconde en haut d’un manège, quand ton ventre fait des chatouilles !',
      '9_to_12':
        'Dans la Station spatiale internationale, à environ 400 kilomètres d’altitude, la gravité de la Terre est encore presque aussi forte qu’au sol : environ 90 %. Alors pourquoi les astronautes flottent-ils ? Parce que la station est en chute libre permanente. Elle file à environ 28 000 km/h à l’horizontale : elle tombe sans cesse vers la Terre, mais avance si vite que la surface courbe de la Terre se dérobe sous elle. Elle tourne donc autour de la planète, en un tour toutes les 90 minutes environ. Les astronautes, la nourriture, les outils, tout tombe exactement de la même façon, si bien que rien ne pèse sur rien : c’est l’impesanteur. Tu peux ressentir une version très courte de cette sensation sur un trampoline, en haut du saut. Vivre ainsi a des effets : les muscles et les os s’affaiblissent, c’est pourquoi les astronautes font du sport chaque jour.',
      '13_plus':
        'L’impesanteur ressentie en orbite ne vient pas de l’absence de gravité : à 400 km d’altitude, l’accélération de la pesanteur vaut encore environ 8,7 m/s², soit près de 90 % de sa valeur au sol. Elle vient de la chute libre. Un corps en orbite n’est soumis qu’à la gravité ; sa vitesse horizontale, environ 7,7 km/s pour la Station spatiale internationale, est telle que sa trajectoire de chute suit la courbure de la Terre : il tombe en permanence sans jamais se rapprocher du sol. Newton l’avait imaginé avec son célèbre boulet de canon tiré du haut d’une montagne. Comme tous les objets à bord subissent la même accélération, aucune force de contact ne s’exerce entre eux : le plancher ne pousse plus sur les pieds, et c’est cette force de réaction que nous percevons habituellement comme notre poids. C’est aussi le principe d’équivalence d’Einstein : localement, une chute libre ne se distingue pas d’une absence de gravité. On reproduit ces conditions sur Terre pendant une vingtaine de secondes à bord d’avions qui font des vols paraboliques. L’impesanteur prolongée a des effets sur le corps : fonte musculaire, perte de densité osseuse, liquides qui remontent vers la tête, d’où environ deux heures d’exercice quotidien pour les astronautes.',
    },
  },
  {
    id: 'earth-round',
    title: 'Pourquoi la Terre est ronde ?',
    phrasings: [
      'pourquoi la terre est ronde',
      'pk la terre é ronde',
      'la terre est plate',
      'pourquoi les planètes sont rondes',
      'forme de la terre',
      'comment on sait que la terre est ronde',
    ],
    answers: {
      up_to_5:
        'La Terre est une énorme boule. Tout ce qui la forme est tiré vers son milieu, pareil de tous les côtés, alors elle est devenue toute ronde, comme un ballon ! Les astronautes qui vont dans l’espace la voient bien ronde.',
      '6_to_8':
        'Tu sais, tout ce qui a une masse attire les choses autour de lui : c’est la gravité. La Terre est tellement grosse que sa gravité tire tout vers son centre, avec la même force de tous les côtés. Il y a très longtemps, quand elle s’est formée, ses roches étaient chaudes et molles, et elles se sont rangées en boule autour du centre. Les montagnes, à côté, sont toutes petites : vue de l’espace, la Terre est bien ronde ! C’est pour la même raison que le Soleil et la Lune sont ronds. Et comment on le sait ? Un bateau qui part au loin disparaît par le bas, la coque d’abord et le mât en dernier, parce qu’il passe derrière la courbe de la mer. Et aujourd’hui, les astronautes et les satellites la photographient depuis l’espace : une belle boule bleue.',
      '9_to_12':
        'La Terre est ronde à cause de la gravité. Chaque morceau de matière attire tous les autres, et plus il y a de matière, plus l’attraction est forte. Pour un objet aussi énorme que la Terre, la gravité tire tout vers le centre, de la même façon dans toutes les directions. La forme qui met toute la matière le plus près possible du centre, c’est la sphère. Quand la Terre s’est formée, il y a environ 4,6 milliards d’années, elle était en grande partie fondue, et la matière s’est naturellement arrangée ainsi. Les petits astéroïdes, eux, n’ont pas assez de gravité pour s’arrondir : ils ressemblent à des pommes de terre. On sait que la Terre est ronde depuis l’Antiquité : les Grecs voyaient son ombre courbe sur la Lune pendant les éclipses, et Ératosthène a même mesuré sa taille ! Aujourd’hui, les photos prises de l’espace le montrent.',
      '13_plus':
        'Au-delà d’une certaine masse, la gravité d’un corps céleste l’emporte sur la résistance mécanique de ses matériaux : ils finissent par se déformer jusqu’à l’équilibre hydrostatique, où la surface est partout perpendiculaire à la pesanteur. Sans rotation, cette forme est une sphère, qui minimise l’énergie potentielle gravitationnelle. Pour les corps rocheux, ce seuil correspond à un diamètre de quelques centaines de kilomètres ; en dessous, les astéroïdes restent irréguliers. La Terre n’est cependant pas une sphère parfaite : sa rotation l’aplatit aux pôles et la renfle à l’équateur, avec un rayon équatorial supérieur d’environ 21 km au rayon polaire, soit un aplatissement de 1/298. Le relief, de l’Everest (8 849 m) à la fosse des Mariannes (environ 11 km de profondeur), ne représente qu’environ 0,3 % de son rayon de 6 371 km. La rotondité de la Terre est connue depuis l’Antiquité : Aristote invoquait l’ombre circulaire de la Terre lors des éclipses de Lune, et Ératosthène, vers 240 avant notre ère, en estima la circonférence à partir des ombres à Syène et à Alexandrie. La géodésie moderne décrit la forme réelle de la Terre par le géoïde, mesuré par satellite.',
    },
  },
  {
    id: 'black-holes',
    title: 'C’est quoi, un trou noir ?',
    phrasings: [
      'c’est quoi un trou noir',
      'trou noir',
      'trous noirs',
      'pourquoi les trous noirs aspirent tout',
      'pk un trou noir c’est noir',
    ],
    answers: {
      up_to_5:
        'Un trou noir, c’est un endroit très, très loin dans l’espace qui attire tout très fort. Même la lumière ne peut pas en sortir. C’est pour ça qu’il est tout noir !',
      '6_to_8':
        'Un trou noir n’est pas vraiment un trou : c’est un endroit de l’espace où énormément de matière est serrée dans un tout petit espace. Il attire tout autour de lui si fort que rien ne peut s’en échapper, pas même la lumière. Et sans lumière, on ne peut rien voir : voilà pourquoi il est noir ! Beaucoup de trous noirs naissent quand une très grosse étoile meurt et s’écroule sur elle-même. Pas d’inquiétude : ils sont tous extrêmement loin de la Terre.',
      '9_to_12':
        'Un trou noir est une région de l’espace où la matière est tellement concentrée que sa gravité empêche tout de s’échapper, même la lumière, la chose la plus rapide de l’Univers. Beaucoup se forment à la mort d’étoiles bien plus massives que le Soleil : quand leur carburant s’épuise, leur cœur s’effondre sur lui-même. Au centre de notre galaxie se trouve aussi un trou noir géant, Sagittarius A*, quatre millions de fois plus massif que le Soleil. On ne peut pas voir un trou noir directement, mais on observe ses effets : des étoiles qui tournent autour de quelque chose d’invisible, ou du gaz qui chauffe et brille en tombant dedans. En 2019, des astronomes ont publié la première image de l’ombre d’un trou noir, entourée d’un anneau de lumière. Et contrairement aux films, un trou noir n’aspire pas tout : de loin, il attire comme une étoile de même masse.',
      '13_plus':
        'Un trou noir est une région de l’espace-temps dont rien, pas même la lumière, ne peut s’échapper. Sa frontière est l’horizon des événements ; pour un trou noir sans rotation, son rayon, dit de Schwarzschild, vaut 2GM/c², soit environ 3 km par masse solaire : le Soleil comprimé en trou noir tiendrait dans une sphère de 6 km de diamètre. Prédits par la relativité générale d’Einstein (1915), les trous noirs stellaires naissent de l’effondrement gravitationnel du cœur d’étoiles très massives en fin de vie, souvent lors d’une supernova. Les trous noirs supermassifs, de millions à milliards de masses solaires, occupent le centre des galaxies : celui de la Voie lactée, Sagittarius A*, pèse environ 4 millions de masses solaires, ce que les orbites des étoiles voisines ont permis d’établir (prix Nobel de physique 2020). On les détecte par leurs effets : disques de gaz portés à des millions de degrés qui émettent des rayons X, ondes gravitationnelles produites par la fusion de deux trous noirs et captées pour la première fois en 2015, images de l’ombre de M87* en 2019 puis de Sagittarius A* en 2022 par l’Event Horizon Telescope. Loin de l’horizon, un trou noir attire comme n’importe quel objet de même masse : il n’aspire pas l’Univers. Selon Stephen Hawking, il devrait même s’évaporer, extrêmement lentement.',
    },
  },
  {
    id: 'gravity',
    title: 'Pourquoi les choses tombent ?',
    phrasings: [
      'pourquoi les choses tombent',
      'pourquoi les objets tombent par terre',
      'gravité',
      'pesanteur',
      'pk quand on lâche un objet il tombe',
      'pourquoi on ne s’envole pas',
      'newton et la pomme',
    ],
    answers: {
      up_to_5:
        'La Terre attire tout vers elle, tout le temps. C’est une force invisible qui s’appelle la gravité. Quand tu lâches ton doudou, elle le tire vers le sol, alors il tombe !',
      '6_to_8':
        'Si les choses tombent, c’est à cause d’une force invisible : la gravité. Tout ce qui a une masse attire les autres choses, et la Terre, qui est énorme, attire tout vers son centre. C’est elle qui fait tomber ta cuillère quand tu la lâches, qui te fait redescendre quand tu sautes, et qui garde l’eau des océans sur la Terre. Sans elle, tout s’envolerait ! Sur la Lune, la gravité est plus faible : là-bas, tu pourrais sauter bien plus haut.',
      '9_to_12':
        'Les objets tombent à cause de la gravitation, une force d’attraction qui existe entre toutes les masses. Plus un objet est massif, plus il attire fort, et plus on est proche, plus l’attraction est forte. La Terre, énorme, attire tout vers son centre : c’est ce qu’on appelle la pesanteur, et c’est elle qui nous donne notre poids. Isaac Newton a compris, au XVIIe siècle, que la force qui fait tomber une pomme est la même que celle qui retient la Lune autour de la Terre. Surprise : sans air, une plume et un marteau tombent à la même vitesse ! Un astronaute l’a vérifié sur la Lune en 1971. Sur Terre, la plume tombe plus lentement parce que l’air la freine. Et sur la Lune, où la pesanteur est six fois plus faible, on pèse six fois moins.',
      '13_plus':
        'La chute des corps s’explique par la gravitation. Selon la loi de Newton (1687), deux masses s’attirent avec une force proportionnelle au produit de leurs masses et inversement proportionnelle au carré de la distance qui les sépare : F = G·m₁·m₂/d². À la surface de la Terre, cela donne une accélération d’environ 9,8 m/s², la même pour tous les corps en l’absence d’air, comme l’avait établi Galilée, car la masse qui subit la force est aussi celle qui résiste au mouvement. L’astronaute David Scott l’a montré sur la Lune en 1971, en lâchant ensemble un marteau et une plume. Dans l’air, les frottements limitent la vitesse : un parachutiste en chute libre plafonne vers 200 km/h. En 1915, Einstein a donné une description plus profonde avec la relativité générale : la masse et l’énergie courbent l’espace-temps, et les corps en chute suivent les trajectoires les plus « droites » possibles dans cet espace-temps courbé. Cette théorie explique des phénomènes que Newton ne prévoyait pas : l’avance du périhélie de Mercure, la déviation de la lumière par le Soleil, ou le ralentissement du temps près d’une masse, dont les satellites GPS doivent tenir compte pour rester précis.',
    },
  },
];
