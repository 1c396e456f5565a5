import type { Topic } from '../topic.js';

/** Big and intimate questions: babies and birth, families, beliefs, death, what is real, being different, serious illness. */
export const bigQuestionTopics: Topic[] = [
  {
    id: 'how-babies-are-made',
    title: 'Comment on fait les bébés ?',
    phrasings: [
      'comment on fait les bébés',
      'comment on fait un bébé',
      'comment le bébé arrive dans le ventre de maman',
      'pk maman a un bébé dans le ventre',
      'comment on fé les bebes',
      'c’est quoi une graine de papa',
      'comment papa et maman m’ont fait',
      'comment j’ai été fabriqué',
      'ovule et spermatozoïde',
      'c’est quoi la fécondation',
      'comment on tombe enceinte',
    ],
    answers: {
      up_to_5:
        'Pour faire un bébé, il faut une toute petite graine venue de la maman et une toute petite graine venue du papa. Quand elles se rencontrent dans le ventre de la maman, elles deviennent un bébé minuscule qui grandit pendant neuf mois, bien au chaud.',
      '6_to_8':
        'Un bébé commence avec deux cellules, si petites qu’on ne les voit pas : l’ovule, qui vient de la femme, et le spermatozoïde, qui vient de l’homme. Quand deux adultes s’aiment et décident d’avoir un bébé, ils font un câlin très intime, réservé aux grandes personnes, pendant lequel le zizi de l’homme dépose des spermatozoïdes dans le vagin de la femme. Si un spermatozoïde rencontre l’ovule, ils s’unissent : c’est la fécondation. Cette toute première cellule va ensuite se diviser encore et encore, s’installer dans l’utérus, une poche du ventre de la maman, et devenir un bébé en neuf mois. Parfois, des médecins aident les parents à faire se rencontrer l’ovule et le spermatozoïde. Si tu as d’autres questions, tes parents sont les mieux placés pour y répondre.',
      '9_to_12':
        'Tous les êtres humains commencent par une seule cellule, formée par la rencontre de deux cellules sexuelles : l’ovule, produit par les ovaires de la femme, et le spermatozoïde, fabriqué par les testicules de l’homme. Chaque mois environ, un ovaire libère un ovule, qui descend dans une trompe vers l’utérus. Lors d’un moment intime entre deux adultes qui le veulent tous les deux, des millions de spermatozoïdes de l’homme entrent dans le corps de la femme et nagent vers les trompes. Un seul d’entre eux peut entrer dans l’ovule : c’est la fécondation. La cellule ainsi formée contient la moitié de ses informations venues de la mère et l’autre moitié venues du père : c’est pour ça que tu ressembles un peu aux deux. Elle se divise, puis s’accroche à la paroi de l’utérus, où l’embryon va grandir pendant environ neuf mois. Certains couples ont besoin de l’aide des médecins : on appelle ça la procréation médicalement assistée, ou PMA. Faire un bébé est une grande décision que prennent des adultes, et ton corps ne deviendra capable de le faire qu’à la puberté.',
      '13_plus':
        'La reproduction humaine est sexuée : un nouvel individu naît de la fusion de deux gamètes, l’ovocyte (ou ovule) et le spermatozoïde, qui ne contiennent chacun que 23 chromosomes, soit la moitié du patrimoine génétique d’une cellule ordinaire. Au cours du cycle menstruel, d’environ 28 jours, l’ovulation libère un ovocyte qui reste fécondable environ 24 heures dans la trompe de Fallope, tandis que les spermatozoïdes peuvent survivre quelques jours dans les voies génitales féminines. Lors d’un rapport sexuel, l’éjaculation dépose dans le vagin entre des dizaines et des centaines de millions de spermatozoïdes ; quelques centaines seulement atteignent l’ovocyte, et un seul le féconde. L’œuf, ou zygote, qui possède 46 chromosomes, se divise pendant sa migration vers l’utérus et s’implante dans la muqueuse utérine environ une semaine après la fécondation : c’est la nidation, qui marque le début de la grossesse. Le sexe chromosomique, XX ou XY, est fixé dès la fécondation par le spermatozoïde. Lorsque la conception naturelle est difficile, la médecine propose l’insémination ou la fécondation in vitro : le premier « bébé éprouvette », Louise Brown, est né en 1978 au Royaume-Uni, et le premier en France, Amandine, en 1982. La sexualité est aussi une affaire de consentement, de respect et de responsabilité : la contraception permet de choisir si et quand on souhaite avoir un enfant. Ces questions sont abordées en cours de SVT et d’éducation à la sexualité, et il est toujours possible d’en parler avec un adulte de confiance ou un professionnel de santé.',
    },
  },
  {
    id: 'how-babies-are-born',
    title: 'Comment le bébé sort du ventre de sa maman ?',
    phrasings: [
      'comment le bébé sort du ventre',
      'par où sort le bébé',
      'comment naissent les bébés',
      'pk le bébé sort du ventre de maman',
      'comment je suis né',
      'comment je suis sortie du ventre de maman',
      'c’est quoi un accouchement',
      'accoucher ça fait mal',
      'c’est quoi une césarienne',
      'par ou sort le bebe',
      'comment on accouche',
    ],
    answers: {
      up_to_5:
        'Quand le bébé est assez grand, le ventre de la maman le pousse doucement vers la sortie, par un passage qui s’ouvre entre ses jambes. Parfois, le docteur l’aide à sortir par une petite ouverture du ventre. Et hop, le bébé pousse son premier cri !',
      '6_to_8':
        'Après environ neuf mois, le bébé est prêt à naître : c’est l’accouchement. L’utérus, la poche où le bébé a grandi, est un muscle très fort : il se serre régulièrement, ce sont les contractions, et pousse le bébé vers le bas. Le bébé sort alors par le vagin, un passage entre les jambes de la maman qui s’élargit pour le laisser passer. C’est un gros effort et ça peut faire mal, mais les sages-femmes et les médecins aident la maman et peuvent calmer la douleur. Parfois, le bébé ne peut pas sortir par là : le médecin ouvre alors le bas du ventre pour le prendre, c’est une césarienne. Dès sa sortie, le bébé respire pour la première fois, souvent en criant, et on coupe le cordon qui le reliait à sa maman.',
      '9_to_12':
        'Une grossesse dure environ neuf mois, soit à peu près 39 semaines. Quand le bébé est prêt, généralement la tête en bas, le travail commence : l’utérus, un muscle puissant, se contracte à intervalles de plus en plus rapprochés. Ces contractions font s’ouvrir peu à peu le col de l’utérus, jusqu’à une dizaine de centimètres, puis poussent le bébé dans le vagin, qui est très élastique, jusqu’à la sortie. Cela dure souvent plusieurs heures, surtout pour un premier bébé. Le crâne du bébé n’est pas encore soudé : ses os peuvent glisser un peu les uns sur les autres pour faciliter le passage, ce qui explique les zones molles, les fontanelles, sur la tête des nouveau-nés. Les contractions sont douloureuses, mais une anesthésie appelée péridurale peut soulager la maman. Environ un bébé sur cinq naît en France par césarienne : le médecin ouvre le ventre et l’utérus sous anesthésie. À la naissance, les poumons du bébé se remplissent d’air pour la première fois, le cordon ombilical est coupé, et le placenta est expulsé quelques minutes plus tard.',
      '13_plus':
        'L’accouchement, ou parturition, survient en moyenne autour de 39 à 40 semaines d’aménorrhée, c’est-à-dire comptées depuis le début des dernières règles. Son déclenchement fait intervenir des signaux hormonaux venus du fœtus et du placenta, et l’ocytocine, une hormone qui provoque les contractions du muscle utérin, le myomètre. Le travail comprend trois phases : la dilatation du col de l’utérus, jusqu’à environ 10 cm, la plus longue ; l’expulsion, où le fœtus, le plus souvent en présentation céphalique, tête en bas, franchit le bassin en effectuant des rotations ; enfin la délivrance, l’expulsion du placenta. Les os du crâne fœtal, reliés par des sutures et des fontanelles, se chevauchent légèrement pour s’adapter au bassin. La douleur peut être atténuée par l’analgésie péridurale, qui s’est répandue en France à partir des années 1980. La césarienne, pratiquée pour environ 20 % des naissances en France, est indiquée quand l’accouchement par voie basse présente un risque, par exemple un bébé en siège ou une souffrance fœtale. Un bébé né avant 37 semaines est dit prématuré. À la naissance, le nouveau-né passe brutalement d’une respiration par le placenta à une respiration pulmonaire : ses alvéoles se déplient et sa circulation sanguine se réorganise. Les progrès de l’hygiène et de l’obstétrique ont rendu la mortalité maternelle très rare dans les pays riches, alors qu’elle était fréquente il y a deux siècles.',
    },
  },
  {
    id: 'life-in-the-womb',
    title: 'Qu’est-ce que je faisais dans le ventre de maman ?',
    phrasings: [
      'qu’est-ce que je faisais dans le ventre de maman',
      'qu est ce que le bébé fait dans le ventre',
      'comment le bébé mange dans le ventre',
      'comment le bébé respire dans le ventre',
      'est-ce que le bébé entend dans le ventre',
      'pk le bébé donne des coups de pied dans le ventre',
      'j’étais comment dans ton ventre',
      'comment le bébé grandit dans le ventre',
      'bébé dans le ventre de sa maman',
      'pourquoi le ventre de maman est gros',
      'est ce que le bebe dort dans le ventre',
    ],
    answers: {
      up_to_5:
        'Tu flottais dans une petite piscine toute chaude, dans le ventre de ta maman. Tu dormais beaucoup, tu suçais ton pouce, tu donnais des petits coups de pied, et tu entendais déjà sa voix !',
      '6_to_8':
        'Avant ta naissance, tu as grandi pendant neuf mois dans l’utérus de ta maman, une poche remplie d’un liquide tiède dans lequel tu flottais. Tu ne mangeais pas avec ta bouche et tu ne respirais pas d’air : un tuyau, le cordon ombilical, t’apportait tout ce dont tu avais besoin depuis le sang de ta maman. Tu dormais la plupart du temps, mais tu bougeais aussi : tu donnais des coups de pied, tu suçais ton pouce, tu avais même le hoquet ! À partir du milieu de la grossesse, tu entendais les battements de son cœur, sa voix et les bruits autour d’elle. Au début, tu étais plus petit qu’un grain de riz, et à la fin, tu mesurais environ 50 cm. C’est pour ça que son ventre est devenu si rond !',
      '9_to_12':
        'Pendant environ neuf mois, tu as vécu dans l’utérus de ta maman, entouré du liquide amniotique, à environ 37 °C. Ce liquide te protégeait des chocs et te permettait de bouger. Tout ce dont tu avais besoin, l’oxygène et la nourriture, passait du sang de ta mère au tien grâce au placenta, un organe collé à la paroi de l’utérus, relié à ton ventre par le cordon ombilical : ton nombril en est la trace. Ton cœur a commencé à battre vers la sixième semaine, quand tu étais encore plus petit qu’un petit pois. Vers quatre ou cinq mois, ta maman a commencé à sentir tes mouvements. Tu t’entraînais déjà : tu avalais du liquide, tu faisais des mouvements de respiration, tu suçais ton pouce, tu ouvrais les yeux dans les derniers mois. Tu entendais aussi les voix, surtout celle de ta mère, et des études montrent que les nouveau-nés la reconnaissent. À la naissance, un bébé pèse en moyenne un peu plus de 3 kg pour environ 50 cm.',
      '13_plus':
        'Le développement prénatal se divise en deux grandes périodes. Pendant la période embryonnaire, jusqu’à environ huit semaines après la fécondation, tous les organes se mettent en place : le cœur primitif commence à battre vers la cinquième ou sixième semaine, le système nerveux, les membres et le visage se dessinent. Vient ensuite la période fœtale, consacrée à la croissance et à la maturation. Le fœtus baigne dans le liquide amniotique, qui amortit les chocs, maintient une température stable et permet les mouvements nécessaires au développement des muscles et des articulations. Les échanges avec la mère passent par le placenta : l’oxygène, le glucose et les anticorps y traversent une fine barrière sans que les deux sangs ne se mélangent. Les poumons, remplis de liquide, ne servent pas encore, mais le fœtus effectue des mouvements respiratoires qui les préparent. L’audition devient fonctionnelle vers le cinquième ou sixième mois, et des expériences montrent que le nouveau-né préfère la voix de sa mère et reconnaît même des histoires entendues avant la naissance. Le goût se développe aussi : les arômes de l’alimentation maternelle passent dans le liquide amniotique. Le fœtus alterne des phases de sommeil et d’activité, a le hoquet et suce son pouce, ce que l’échographie permet d’observer depuis les années 1970. Un nouveau-né à terme mesure environ 50 cm pour un peu plus de 3 kg.',
    },
  },
  {
    id: 'before-i-was-born',
    title: 'Où j’étais avant de naître ?',
    phrasings: [
      'où j’étais avant de naître',
      'ou j etais avant d etre dans le ventre',
      'j’étais où avant d’être né',
      'pk j’étais pas là avant',
      'qu’est-ce que je faisais avant de naître',
      'où on est avant d’exister',
      'j’existais avant ma naissance',
      'pourquoi j’étais pas au mariage de papa et maman',
      'avant que je sois dans ton ventre j’étais où',
      'pourquoi je suis pas sur les photos d’avant',
    ],
    answers: {
      up_to_5:
        'Avant d’être dans le ventre de ta maman, tu n’étais pas encore là, un peu comme un dessin qui n’a pas encore été dessiné. Mais tes parents pensaient peut-être déjà à toi, et ils étaient impatients de te rencontrer !',
      '6_to_8':
        'Avant d’être dans le ventre de ta maman, tu n’existais pas encore. Ce n’était ni noir ni ennuyeux pour toi : tu n’étais simplement pas là pour le sentir, un peu comme quand tu dors profondément et que tu ne te rends compte de rien. Tu as commencé à exister quand une petite cellule de ta maman et une petite cellule de ton papa se sont rencontrées. C’est pour ça que tu n’es pas sur les photos d’avant ! Certaines familles croient que chaque personne a une âme qui existait déjà avant, ou qu’on a vécu d’autres vies : tu peux demander à tes parents ce qu’ils en pensent.',
      '9_to_12':
        'Ton histoire a commencé au moment où un ovule de ta mère et un spermatozoïde de ton père se sont unis, environ neuf mois avant ta naissance. Avant, tu n’existais pas encore, et tu ne peux donc pas t’en souvenir : il n’y avait pas de toi pour vivre quelque chose. Pourtant, des morceaux de ton histoire existaient déjà. L’ovule dont tu viens s’est formé dans le corps de ta mère quand elle était elle-même un bébé dans le ventre de ta grand-mère ! Et les atomes qui composent ton corps existaient bien avant toi : ils viennent de la nourriture que ta mère a mangée, et beaucoup d’entre eux, comme le carbone, ont été fabriqués il y a des milliards d’années au cœur d’étoiles. Sur ce qu’il y avait « avant » pour ta personne elle-même, les croyances diffèrent : certaines religions parlent d’une âme, d’autres de réincarnation, d’autres personnes pensent qu’on commence simplement à exister à la conception. Tu peux en parler avec tes parents.',
      '13_plus':
        'Biologiquement, un individu commence avec la fécondation, qui donne une cellule unique, le zygote, porteuse d’une combinaison de gènes inédite. Mais la question « où étais-je avant ? » touche aussi à la philosophie. La matière qui te compose n’est pas apparue avec toi : les ovocytes d’une femme se forment pendant sa propre vie fœtale, si bien que la cellule dont tu viens existait déjà, en partie, dans le ventre de ta grand-mère. Les atomes de ton corps, eux, ont été recyclés pendant des milliards d’années, et les éléments plus lourds que l’hydrogène et l’hélium, comme le carbone ou l’oxygène, ont été forgés dans les étoiles : d’où la formule de l’astronome Carl Sagan, « nous sommes faits de poussière d’étoiles ». Ta conscience, en revanche, n’existait pas avant que ton cerveau ne se forme, et personne ne garde de souvenir de sa petite enfance avant 3 ans environ. Le philosophe grec Épicure, et le poète latin Lucrèce après lui, comparaient l’absence avant la naissance à celle après la mort, pour dire qu’il n’y a pas lieu de la craindre. De nombreuses traditions religieuses proposent d’autres réponses : une âme créée par Dieu, une âme préexistante chez Platon, ou la réincarnation dans l’hindouisme et le bouddhisme. La science ne tranche pas ces questions de sens, et chacun peut y réfléchir, en famille ou en cours de philosophie.',
    },
  },
  {
    id: 'twins',
    title: 'Pourquoi il y a des jumeaux ?',
    phrasings: [
      'pourquoi il y a des jumeaux',
      'comment on fait des jumeaux',
      'pk des jumeaux se ressemblent',
      'c’est quoi des vrais jumeaux',
      'c’est quoi des faux jumeaux',
      'pourquoi ma copine a une jumelle',
      'comment on a deux bébés en même temps',
      'jumeaux et jumelles',
      'pq les jumeaux sont pareils',
      'c’est quoi des triplés',
    ],
    answers: {
      up_to_5:
        'Parfois, deux bébés grandissent en même temps dans le ventre de leur maman : ce sont des jumeaux. Ils naissent le même jour, et certains se ressemblent tellement qu’on les confond !',
      '6_to_8':
        'Des jumeaux, ce sont deux bébés qui ont grandi ensemble dans le ventre de leur maman et qui naissent le même jour. Il en existe deux sortes. Les faux jumeaux viennent de deux petits œufs différents : ils se ressemblent comme un frère et une sœur, et peuvent être un garçon et une fille. Les vrais jumeaux viennent d’un seul petit œuf qui s’est coupé en deux tout au début : ils sont toujours du même sexe et se ressemblent énormément. Mais même les vrais jumeaux ne sont pas la même personne : ils ont chacun leurs goûts, leur caractère, et même des empreintes digitales différentes !',
      '9_to_12':
        'Environ une naissance sur 60 en France donne des jumeaux. Les faux jumeaux, les plus fréquents, se forment quand la mère libère deux ovules le même mois et que chacun est fécondé par un spermatozoïde différent : ils partagent la moitié de leurs gènes, comme des frères et sœurs ordinaires, et peuvent être de sexes différents. Cela arrive plus souvent dans certaines familles, quand la mère est plus âgée, ou avec certains traitements médicaux contre l’infertilité. Les vrais jumeaux, eux, naissent d’un seul œuf fécondé qui se sépare en deux embryons dans les premiers jours : ils ont presque exactement les mêmes gènes, donc le même sexe, la même couleur d’yeux et de cheveux. Ce phénomène semble dû au hasard. Pourtant, leurs empreintes digitales diffèrent, et leur caractère aussi, car chacun vit ses propres expériences. Les triplés sont bien plus rares, et les quadruplés exceptionnels.',
      '13_plus':
        'Les jumeaux représentent environ 1,5 à 2 % des naissances en France, soit environ un accouchement sur 60. On distingue les jumeaux dizygotes, issus de deux ovocytes fécondés par deux spermatozoïdes, et les jumeaux monozygotes, issus d’un seul zygote qui se divise en deux embryons. Les dizygotes partagent en moyenne 50 % de leurs variantes génétiques, comme des frères et sœurs nés à des moments différents ; leur fréquence augmente avec l’âge maternel, une prédisposition familiale du côté de la mère, et les techniques de procréation médicalement assistée, qui ont fait nettement augmenter le nombre de naissances gémellaires depuis les années 1970. Leur taux varie aussi selon les régions du monde, élevé en Afrique de l’Ouest, plus faible en Asie de l’Est. Les monozygotes, environ 3 à 4 naissances sur 1 000 partout dans le monde, semblent dus au hasard. Selon le moment de la séparation, ils partagent ou non le même placenta et la même poche amniotique ; une séparation très tardive et incomplète donne des jumeaux conjoints, dits siamois, très rares. Génétiquement quasi identiques, les vrais jumeaux ont pourtant des empreintes digitales distinctes et des différences qui s’accentuent avec l’âge, car l’expression des gènes dépend aussi de l’environnement : c’est l’épigénétique. Pour cette raison, les études de jumeaux, qui comparent monozygotes et dizygotes, sont un outil classique pour évaluer la part des gènes et du milieu dans un trait.',
    },
  },
  {
    id: 'two-mums-two-dads',
    title: 'Pourquoi certains enfants ont deux mamans ou deux papas ?',
    phrasings: [
      'pourquoi certains enfants ont deux mamans',
      'pourquoi mon copain a deux papas',
      'pk ma copine a deux mamans',
      'comment on peut avoir deux papas',
      'deux mamans c’est possible',
      'est-ce qu’un garçon peut se marier avec un garçon',
      'est ce qu une fille peut se marier avec une fille',
      'pourquoi deux hommes sont amoureux',
      'pourquoi deux femmes s’aiment',
      'c koi une famille homoparentale',
      'pourquoi tonton a un mari',
    ],
    answers: {
      up_to_5:
        'Dans certaines familles, il y a une maman et un papa, dans d’autres deux mamans, ou deux papas. Ce qui fait une famille, c’est l’amour et les soins qu’on donne aux enfants.',
      '6_to_8':
        'Il existe plein de sortes de familles. Parfois, deux femmes tombent amoureuses l’une de l’autre, ou deux hommes : on dit qu’ils sont homosexuels. Ils peuvent vivre ensemble, se marier et avoir des enfants, qu’ils ont accueillis en les adoptant ou grâce à l’aide de médecins. Leurs enfants ont alors deux mamans ou deux papas qui s’occupent d’eux, les câlinent et les grondent comme tous les parents ! En France, la loi permet à deux hommes ou à deux femmes de se marier depuis 2013. Certaines personnes, selon leurs croyances, voient la famille autrement, et tu peux en parler avec tes parents. Mais ce qui compte pour un enfant, c’est d’être aimé et protégé.',
      '9_to_12':
        'On peut tomber amoureux d’une personne de l’autre sexe ou d’une personne du même sexe : quand deux hommes ou deux femmes s’aiment, on parle d’homosexualité, et les familles qu’ils forment avec des enfants sont dites homoparentales. Il y en a plusieurs milliers en France. Pour avoir des enfants, ces couples peuvent adopter, ou, pour deux femmes, recourir à la procréation médicalement assistée avec un donneur de spermatozoïdes ; certains enfants sont aussi nés d’une union précédente de l’un des parents. En France, le mariage et l’adoption sont ouverts aux couples de même sexe depuis la loi du 17 mai 2013, et la PMA depuis 2021. Ce n’est pas le cas partout : dans certains pays, l’homosexualité est encore interdite. Les opinions sur ces familles ne sont pas les mêmes chez tout le monde, notamment selon les croyances religieuses, et chaque famille peut en discuter. Les études montrent que les enfants élevés par deux parents de même sexe grandissent aussi bien que les autres : ce qui compte, c’est l’attention, la stabilité et l’amour qu’ils reçoivent. Se moquer d’un enfant à cause de sa famille est une forme de harcèlement.',
      '13_plus':
        'L’orientation sexuelle désigne l’attirance amoureuse ou sexuelle d’une personne pour des personnes de l’autre sexe (hétérosexualité), du même sexe (homosexualité) ou des deux (bisexualité). Elle ne se choisit pas et n’est pas une maladie : l’Organisation mondiale de la santé a retiré l’homosexualité de sa liste des maladies mentales en 1990. Les familles homoparentales, formées de deux parents de même sexe, ont longtemps existé sans reconnaissance juridique. En France, l’homosexualité a été dépénalisée en 1791, mais des discriminations légales ont subsisté jusqu’en 1982 ; le pacte civil de solidarité (PACS) est créé en 1999, puis la loi du 17 mai 2013, dite du « mariage pour tous », ouvre le mariage et l’adoption aux couples de même sexe, après un débat public très vif. La loi de bioéthique de 2021 ouvre la PMA aux couples de femmes et aux femmes seules, tandis que la gestation pour autrui reste interdite en France. Dans le monde, la situation est très contrastée : plus d’une trentaine de pays reconnaissent le mariage homosexuel, alors que plusieurs dizaines pénalisent encore l’homosexualité. Les recherches en psychologie du développement concluent que le bien-être des enfants dépend surtout de la qualité des relations familiales et non du sexe des parents. Les positions des religions et des courants de pensée restent diverses, et le respect des personnes, quelle que soit leur famille, est un principe inscrit dans la loi, qui punit les discriminations et le harcèlement.',
    },
  },
  {
    id: 'adoption',
    title: 'C’est quoi, être adopté ?',
    phrasings: [
      'c’est quoi être adopté',
      'c’est quoi l’adoption',
      'pourquoi mon copain est adopté',
      'pk des enfants sont adoptés',
      'pourquoi des parents abandonnent leur bébé',
      'est-ce que je suis adopté',
      'pourquoi on adopte des enfants',
      'comment on adopte un enfant',
      'c koi adopter un enfant',
      'pourquoi ma cousine a été adoptée',
      'enfant adoptée pourquoi',
    ],
    answers: {
      up_to_5:
        'Être adopté, c’est quand un enfant n’a pas pu grandir avec les parents qui l’ont mis au monde, et que d’autres parents deviennent sa famille pour toujours. Ils l’aiment comme tous les parents aiment leurs enfants.',
      '6_to_8':
        'Certains enfants naissent dans une famille qui ne peut pas s’occuper d’eux : parce que les parents sont très malades, morts, trop jeunes ou en grande difficulté. Ce n’est jamais la faute de l’enfant. Alors, d’autres adultes qui désirent très fort un enfant peuvent l’adopter : un juge décide qu’ils deviennent ses vrais parents, pour toujours. L’enfant adopté a donc deux histoires : celle de sa naissance, avec la femme qui l’a porté dans son ventre, et celle de sa famille, qui l’élève et l’aime. Certains enfants sont adoptés tout bébés, d’autres plus grands, parfois dans un autre pays. Si tu te poses des questions sur ta propre histoire, tes parents sont là pour y répondre.',
      '9_to_12':
        'L’adoption crée un lien de parenté entre un enfant et des parents qui ne l’ont pas mis au monde. Elle concerne des enfants dont les parents de naissance sont décédés, ont perdu leurs droits parce qu’ils ne pouvaient pas s’en occuper, ou ont choisi de confier leur enfant, par exemple en accouchant sous le secret : en France, une femme peut accoucher sans que son nom soit donné à l’enfant. Les enfants qui attendent une famille sont appelés pupilles de l’État. Les futurs parents doivent obtenir un agrément, après des rencontres avec des travailleurs sociaux et des psychologues, puis c’est un tribunal qui prononce l’adoption. Dans l’adoption plénière, l’enfant devient entièrement l’enfant de ses nouveaux parents, avec leur nom, exactement comme un enfant né d’eux. Il existe aussi l’adoption internationale, d’enfants nés dans d’autres pays, devenue beaucoup plus rare qu’il y a vingt ans. Beaucoup d’adoptés ont envie, un jour, de connaître leurs origines, et c’est tout à fait normal. Des personnes célèbres ont été adoptées, comme Steve Jobs, le cofondateur d’Apple.',
      '13_plus':
        'L’adoption est l’institution juridique qui établit une filiation entre un enfant et un ou deux adultes indépendamment des liens du sang. Elle existe depuis l’Antiquité : à Rome, elle servait souvent à transmettre un nom et un héritage, et plusieurs empereurs, comme Auguste, ont été adoptés. En droit français moderne, on distingue l’adoption plénière, qui remplace totalement la filiation d’origine et est irrévocable, et l’adoption simple, qui ajoute une filiation nouvelle sans effacer l’ancienne. Peuvent être adoptés les pupilles de l’État, enfants dont les parents sont décédés, ont consenti à l’adoption, ont accouché sous le secret, ou ont été jugés incapables d’assurer leur protection, ainsi que des enfants nés à l’étranger, dans le cadre de la convention de La Haye de 1993. Les candidats doivent obtenir un agrément délivré par le département, et le jugement d’adoption est prononcé par le tribunal judiciaire. Le nombre d’adoptions internationales en France a fortement baissé depuis le milieu des années 2000, les pays d’origine favorisant désormais l’adoption sur place. Depuis 2022, les couples non mariés et les couples de même sexe peuvent adopter dans les mêmes conditions que les couples mariés. La recherche des origines est reconnue : le Conseil national pour l’accès aux origines personnelles, créé en 2002, aide les personnes nées sous le secret, si leur mère de naissance y consent. Les psychologues insistent sur l’importance de dire tôt à l’enfant qu’il a été adopté, avec des mots simples, pour qu’il construise son histoire sans secret.',
    },
  },
  {
    id: 'blended-family',
    title: 'C’est quoi, une famille recomposée ?',
    phrasings: [
      'c’est quoi une famille recomposée',
      'pourquoi j’ai un beau-père',
      'pourquoi j’ai une belle-mère',
      'c’est quoi un demi-frère',
      'c’est quoi une demi-sœur',
      'pk l’amoureuse de papa vit avec nous',
      'pourquoi maman a un nouvel amoureux',
      'famille recomposée pourquoi',
      'pourquoi j’ai pas le même papa que ma sœur',
      'c koi un demi frere',
    ],
    answers: {
      up_to_5:
        'Une famille recomposée, c’est quand papa ou maman vit avec un nouvel amoureux ou une nouvelle amoureuse, parfois avec ses enfants à lui ou à elle. La famille s’agrandit, comme un puzzle avec de nouvelles pièces !',
      '6_to_8':
        'Quand des parents se séparent, chacun peut plus tard rencontrer une nouvelle personne et tomber amoureux. Si cette personne vient vivre avec eux, on parle de famille recomposée. Le compagnon de ta maman peut devenir ton beau-père, la compagne de ton papa ta belle-mère. Si ton papa ou ta maman a un bébé avec cette personne, ce bébé est ton demi-frère ou ta demi-sœur : il a un parent en commun avec toi. Et si ton beau-père a déjà des enfants, ce sont un peu comme des frères et sœurs de maison. Au début, ça peut être bizarre ou difficile, et c’est normal : il faut du temps pour apprendre à se connaître. Ton papa et ta maman restent toujours tes parents.',
      '9_to_12':
        'Une famille recomposée réunit un couple et au moins un enfant né d’une union précédente de l’un des deux. En France, environ un enfant sur dix vit dans une famille de ce type. Le vocabulaire peut sembler compliqué : le conjoint de ton parent est ton beau-parent ; un demi-frère ou une demi-sœur partage avec toi un seul de tes parents ; et les enfants de ton beau-parent, qui n’ont aucun parent en commun avec toi, sont parfois appelés quasi-frères ou quasi-sœurs. Beaucoup d’enfants partagent leur temps entre deux maisons. Le beau-parent ne remplace pas le parent qui vit ailleurs : chacun trouve peu à peu sa place, et cela prend souvent plusieurs années. Il est normal de ressentir un mélange d’émotions, comme de la jalousie, de la tristesse ou de la joie, et de ne pas aimer tout de suite les nouveaux venus. En parler avec tes parents aide à trouver des règles qui conviennent à tous.',
      '13_plus':
        'La famille recomposée est une configuration familiale où vivent un couple et au moins un enfant dont l’un des conjoints n’est pas le parent. Elle n’est pas nouvelle : autrefois, la forte mortalité des adultes rendait les remariages fréquents, d’où la figure de la marâtre des contes, comme dans « Cendrillon » ou « Blanche-Neige ». Ce qui a changé depuis les années 1970, c’est que la recomposition suit surtout des séparations et des divorces, plus nombreux depuis la loi de 1975 qui a créé le divorce par consentement mutuel. Selon l’Insee, environ 1,5 million d’enfants mineurs, soit un sur dix, vivent en famille recomposée en France. Juridiquement, le beau-parent n’a pas automatiquement de droits ni de devoirs envers l’enfant : l’autorité parentale reste aux deux parents, même séparés, même si le juge peut permettre à un beau-parent de la partager ou si une adoption simple est parfois prononcée. Le lien affectif, lui, se construit avec le temps. Les psychologues soulignent que les conflits de loyauté sont fréquents : l’enfant peut craindre de trahir un parent en s’attachant au beau-parent. Les relations entre demi-frères, demi-sœurs et quasi-frères peuvent devenir aussi fortes que dans toute fratrie. Respect des rythmes de chacun, règles claires et dialogue sont les clés le plus souvent citées pour que cette nouvelle famille trouve son équilibre.',
    },
  },
  {
    id: 'single-parent-family',
    title: 'Pourquoi certains enfants vivent avec un seul parent ?',
    phrasings: [
      'pourquoi certains enfants vivent avec un seul parent',
      'pourquoi j’ai pas de papa',
      'pk j’ai pas de papa',
      'pourquoi j’ai pas de maman',
      'pourquoi mon copain n’a pas de papa',
      'c’est quoi une famille monoparentale',
      'famille avec un seul parent',
      'pq j ai pa de papa',
    ],
    answers: {
      up_to_5:
        'Dans certaines familles, il y a un seul parent à la maison, une maman ou un papa. C’est une vraie famille, pleine d’amour, et ce parent s’occupe de son enfant de tout son cœur.',
      '6_to_8':
        'Il y a beaucoup de familles avec un seul parent à la maison. Parfois, les parents se sont séparés et l’autre parent vit ailleurs. Parfois, l’autre parent est mort, ou il est parti et ne s’occupe pas de l’enfant. Et certaines mamans ont choisi d’avoir un bébé seules, avec l’aide de médecins. Ce n’est jamais la faute de l’enfant ! Un seul parent peut aimer aussi fort que deux, et d’autres adultes, grands-parents, oncles, tantes ou amis, peuvent aussi compter dans ta vie. Si tu te poses des questions sur ton histoire, tu peux les poser au parent qui s’occupe de toi.',
      '9_to_12':
        'Une famille dans laquelle un enfant vit avec un seul de ses parents s’appelle une famille monoparentale. En France, c’est le cas d’environ un enfant sur cinq, le plus souvent avec sa mère. Les raisons sont variées : une séparation ou un divorce, l’autre parent vivant ailleurs et voyant l’enfant plus ou moins souvent ; le décès d’un parent ; un parent qui n’a jamais été présent ; ou le choix d’une femme d’avoir un enfant seule, ce que la loi française permet avec l’aide de la médecine depuis 2021. Ce n’est jamais la faute d’un enfant si un parent est absent. Le parent seul doit parfois tout gérer, le travail, la maison, les devoirs, ce qui peut être fatigant : donner un coup de main compte beaucoup. Les enfants de ces familles peuvent grandir tout aussi bien que les autres, surtout quand ils sont entourés d’adultes bienveillants. Et il est normal de se demander où est l’autre parent ou pourquoi il n’est pas là : c’est une question qu’on a le droit de poser.',
      '13_plus':
        'Une famille monoparentale est, selon l’Insee, un ménage composé d’un parent sans conjoint vivant avec au moins un enfant. Environ un quart des familles avec enfants mineurs sont monoparentales en France, une proportion qui a fortement augmenté depuis les années 1970, et dans plus de huit cas sur dix, le parent est la mère. Autrefois surtout liée au veuvage, la monoparentalité résulte aujourd’hui principalement des séparations ; elle inclut aussi les enfants dont l’un des parents est inconnu, n’a pas reconnu l’enfant ou s’en est éloigné, ainsi que les projets parentaux solitaires, la loi de bioéthique de 2021 ayant ouvert la PMA aux femmes seules. Ces familles sont plus exposées à la pauvreté, car elles ne disposent souvent que d’un seul revenu : des aides existent, comme l’allocation de soutien familial ou l’intermédiation de la CAF pour le versement des pensions alimentaires. Juridiquement, un parent qui ne vit pas avec l’enfant conserve en général l’autorité parentale et un droit de visite. Les recherches montrent que ce n’est pas la structure de la famille en elle-même qui compte le plus pour le développement de l’enfant, mais la qualité des relations, la stabilité et les conditions de vie. Le rôle des grands-parents, des proches et des autres adultes de confiance est souvent précieux. Parler ouvertement de l’histoire familiale, même quand elle est douloureuse, aide l’enfant à se construire.',
    },
  },
  {
    id: 'marry-mum-or-dad',
    title: 'Pourquoi je ne peux pas me marier avec papa ou maman ?',
    phrasings: [
      'pourquoi je peux pas me marier avec papa',
      'pourquoi je peux pas me marier avec maman',
      'pk je peux pas épouser maman',
      'est-ce qu’on peut se marier avec son frère',
      'pourquoi on peut pas se marier avec sa sœur',
      'pq on se marie pas avec ses parents',
      'épouser son papa',
      'est ce que je peux me marier avec mon cousin',
    ],
    answers: {
      up_to_5:
        'Tu aimes très fort ton papa et ta maman, et eux aussi t’aiment très fort ! Mais c’est un amour de famille, pas un amour d’amoureux : plus tard, quand tu seras grand, tu pourras choisir un amoureux ou une amoureuse en dehors de ta famille.',
      '6_to_8':
        'Beaucoup d’enfants disent qu’ils veulent se marier avec leur papa ou leur maman : c’est normal, c’est une façon de dire qu’on les aime énormément. Mais l’amour entre un parent et son enfant est un amour spécial, pour protéger et faire grandir. Ce n’est pas un amour d’amoureux. Dans toutes les familles et partout dans le monde, il y a une règle très importante : on ne se marie pas et on ne fait pas d’amoureux avec ses parents, ses frères et sœurs ou ses grands-parents. C’est aussi une loi. Cette règle protège les enfants, et elle permet à chacun, en grandissant, de créer sa propre famille. Ton papa et ta maman, eux, resteront toujours tes parents.',
      '9_to_12':
        'Vers 3 à 6 ans, beaucoup d’enfants déclarent qu’ils épouseront leur parent : c’est une étape normale, qui montre leur attachement, et elle passe en grandissant. Mais dans presque toutes les sociétés humaines, il existe un interdit très fort, qu’on appelle l’interdit de l’inceste : les relations amoureuses et le mariage sont interdits entre parents et enfants, entre frères et sœurs, entre grands-parents et petits-enfants. En France, la loi l’écrit noir sur blanc, et elle interdit aussi le mariage entre un oncle et sa nièce ou une tante et son neveu, sauf autorisation exceptionnelle. Entre cousins, en revanche, le mariage est permis. Cet interdit a plusieurs raisons. D’abord, il protège les enfants : un parent doit élever et protéger son enfant, jamais le traiter comme un amoureux. Ensuite, il pousse chacun à créer des liens avec d’autres familles. Enfin, les enfants de parents très proches ont plus de risques d’avoir certaines maladies héréditaires. Tu pourras aimer d’amour, plus tard, une personne qui n’est pas de ta famille.',
      '13_plus':
        'La prohibition de l’inceste, l’interdiction des relations sexuelles et du mariage entre proches parents, est l’une des règles les plus répandues dans les sociétés humaines. L’anthropologue Claude Lévi-Strauss, dans « Les Structures élémentaires de la parenté » (1949), y voyait le fondement même de la société : en obligeant à chercher un conjoint hors de sa famille, elle crée des alliances et des échanges entre groupes. Les limites varient selon les cultures, notamment pour les cousins, mais le noyau parent-enfant et frère-sœur est presque universel. En droit français, le mariage est interdit en ligne directe et entre frères et sœurs, ainsi qu’entre oncle et nièce ou tante et neveu, sauf dispense du président de la République ; il est autorisé entre cousins germains. Les violences sexuelles commises par un membre de la famille sur un mineur sont des crimes spécialement punis, et la loi de 2021 a précisé qu’un mineur ne peut jamais consentir à une relation sexuelle avec un parent. Sur le plan biologique, la consanguinité augmente la probabilité qu’un enfant hérite de deux copies d’un même gène défectueux, donc le risque de maladies génétiques récessives : les maladies des dynasties royales européennes, comme l’hémophilie ou la mâchoire des Habsbourg, en sont des exemples historiques. Quant au désir du jeune enfant d’épouser son parent, Freud l’a décrit sous le nom de complexe d’Œdipe : pour lui, c’est une étape normale du développement, qui se résout quand l’enfant accepte que ce vœu est impossible et tourne ses affections vers l’extérieur. Les psychologues actuels insistent sur la réponse à donner : accueillir cet amour avec tendresse, tout en rappelant calmement la règle.',
    },
  },
  {
    id: 'does-god-exist',
    title: 'Est-ce que Dieu existe ?',
    phrasings: [
      'est-ce que dieu existe',
      'dieu existe',
      'est ce que dieu existe vraiment',
      'c’est qui dieu',
      'c’est quoi dieu',
      'pk on voit pas dieu',
      'où il habite dieu',
      'est-ce que tu crois en dieu',
      'qui a créé dieu',
      'c koi un athée',
      'dieu il existe ou pas',
    ],
    answers: {
      up_to_5:
        'Certaines personnes croient que Dieu existe et qu’il a créé le monde, d’autres pensent qu’il n’existe pas. Personne ne peut le voir, alors chacun a sa réponse : tu peux demander à papa et maman ce qu’ils en pensent.',
      '6_to_8':
        'C’est une des plus grandes questions que les humains se posent, depuis très longtemps. Les croyants pensent que Dieu existe : pour beaucoup d’entre eux, c’est lui qui a créé le monde et qui veille sur les gens, même si on ne peut pas le voir. Selon les religions, on parle d’un seul Dieu, comme chez les juifs, les chrétiens et les musulmans, ou de plusieurs dieux. D’autres personnes, les athées, pensent que Dieu n’existe pas. Et certaines disent simplement qu’elles ne savent pas. Personne ne peut prouver qui a raison, et c’est pour ça qu’il faut respecter ce que croient les autres. Tu peux en parler avec tes parents, et en grandissant, tu te feras ta propre idée.',
      '9_to_12':
        'L’existence de Dieu est une question à laquelle les humains répondent différemment depuis des milliers d’années. Pour les croyants, Dieu, ou des dieux, existent : dans le judaïsme, le christianisme et l’islam, il y a un seul Dieu, créateur du monde ; l’hindouisme honore de nombreuses divinités ; le bouddhisme, lui, ne parle pas d’un dieu créateur. Les croyants s’appuient sur des textes sacrés, comme la Torah, la Bible ou le Coran, sur leur foi et sur leur expérience personnelle. Les athées pensent au contraire que Dieu n’existe pas, et les agnostiques estiment qu’on ne peut pas savoir. La science étudie ce qu’on peut observer et mesurer ; or Dieu, tel que les religions le décrivent, ne se mesure pas : la science ne peut donc ni prouver ni réfuter son existence. Dans le monde, la grande majorité des gens se rattachent à une religion, alors qu’en France, environ la moitié des adultes disent ne pas en avoir. En France, la laïcité garantit à chacun le droit de croire ou de ne pas croire. Tu peux en discuter avec ta famille et te forger ton opinion.',
      '13_plus':
        'La question de l’existence de Dieu traverse l’histoire de la pensée et ne reçoit pas de réponse démontrable. Les croyants, qui forment la majorité de l’humanité, fondent leur conviction sur la foi, des textes révélés, une tradition ou une expérience intérieure. Les philosophes ont proposé des arguments rationnels : Thomas d’Aquin, au XIIIe siècle, ses « cinq voies », dont l’idée d’une cause première du monde ; Anselme puis Descartes, l’argument dit ontologique ; Pascal, au XVIIe siècle, son fameux « pari », selon lequel il serait raisonnable de parier sur Dieu. D’autres penseurs les ont critiqués : Kant a soutenu que la raison ne peut ni prouver ni réfuter l’existence de Dieu, et des auteurs comme Nietzsche ou Russell ont défendu une position athée. On distingue ainsi le théisme, la croyance en un Dieu personnel, le déisme, qui admet un créateur sans intervention dans le monde, l’agnosticisme, qui suspend le jugement, et l’athéisme. La science, fondée sur l’observation et l’expérience, n’a pas d’outil pour trancher une question qui dépasse le monde mesurable : de nombreux scientifiques sont croyants, d’autres non. En France, la loi de 1905 de séparation des Églises et de l’État fonde la laïcité : l’État ne reconnaît ni ne favorise aucune religion et garantit la liberté de conscience. Les enquêtes montrent qu’environ la moitié des Français se disent sans religion, une proportion parmi les plus élevées d’Europe. Chacun est libre de ses convictions, à condition de respecter celles des autres.',
    },
  },
  {
    id: 'different-religions',
    title: 'Pourquoi les gens n’ont pas tous la même religion ?',
    phrasings: [
      'pourquoi les gens n’ont pas tous la même religion',
      'pourquoi il y a plusieurs religions',
      'c’est quoi une religion',
      'pk mon copain est musulman',
      'pourquoi ma copine est juive',
      'pourquoi on est chrétiens',
      'c’est quoi la différence entre les religions',
      'pourquoi les gens croient des choses différentes',
      'quelle est la vraie religion',
      'c koi la laïcité',
      'religions du monde',
      'pourquoi il y a des gens qui vont à la mosquée et d’autres à l’église',
      'pourquoi certains vont à l’église, à la mosquée ou à la synagogue',
    ],
    answers: {
      up_to_5:
        'Une religion, c’est une façon de croire en Dieu, ou en des dieux, avec ses fêtes et ses histoires. Il y en a plusieurs parce que les gens ont vécu dans des endroits différents et se sont raconté des histoires différentes, et chaque famille transmet les siennes.',
      '6_to_8':
        'Une religion, c’est un ensemble de croyances, de fêtes, de prières et de règles de vie, souvent autour de Dieu ou de plusieurs dieux. Il en existe beaucoup, parce qu’elles sont nées à des époques et dans des pays différents : le judaïsme, le christianisme et l’islam sont nés au Moyen-Orient, l’hindouisme et le bouddhisme en Inde. Le plus souvent, on apprend la religion de sa famille, comme on apprend sa langue. C’est pour ça que ton copain peut fêter l’Aïd, ta copine Hanoukka, et un autre Noël. Certaines familles n’ont pas de religion du tout. Chacun croit que sa façon de voir est juste, et ce qui compte, c’est de se respecter et de rester amis.',
      '9_to_12':
        'Les religions sont des systèmes de croyances et de pratiques qui essaient de répondre aux grandes questions : d’où vient le monde, comment bien vivre, que se passe-t-il après la mort. Elles sont apparues à des époques et dans des lieux différents, en lien avec l’histoire et la culture des peuples. Les plus suivies aujourd’hui sont le christianisme, avec plus de 2 milliards de fidèles, l’islam, près de 2 milliards, l’hindouisme, plus d’un milliard, et le bouddhisme, quelques centaines de millions ; le judaïsme, plus petit, est le plus ancien des monothéismes. Judaïsme, christianisme et islam partagent des figures communes, comme Abraham. Les religions se sont diffusées par les voyages, le commerce, les conquêtes et les missionnaires, et elles se transmettent surtout dans les familles. Chacune pense souvent détenir la vérité, et l’histoire a connu des guerres de religion ; mais de nombreux croyants vivent ensemble en paix. En France, la laïcité protège la liberté de chacun de croire, de changer de religion ou de n’en avoir aucune, et l’école publique n’enseigne aucune religion comme vraie.',
      '13_plus':
        'Les religions sont des ensembles de croyances, de rites, de textes et de règles partagés par une communauté, qui relient les humains à ce qu’ils considèrent comme sacré. Les anthropologues observent des pratiques religieuses dans toutes les sociétés connues, et des sépultures accompagnées d’offrandes suggèrent des croyances très anciennes. Leur diversité s’explique par l’histoire : les religions naissent dans des contextes culturels précis, puis se transforment, se divisent et se diffusent. Le judaïsme s’est formé au Proche-Orient il y a environ 3 000 ans ; le christianisme en est issu au Ier siècle, puis l’islam au VIIe siècle en Arabie, ces trois monothéismes se réclamant d’Abraham. L’hindouisme s’est développé en Inde sur plusieurs millénaires, et le bouddhisme y est né vers le Ve siècle avant notre ère, avant de gagner l’Asie de l’Est. Chaque grande religion compte elle-même plusieurs branches : catholiques, protestants et orthodoxes chez les chrétiens, sunnites et chiites chez les musulmans. Environ trois quarts de l’humanité se rattachent à une religion, mais la part des personnes sans religion progresse, en particulier en Europe et en Asie de l’Est. Les guerres de religion, comme en France au XVIe siècle, ont conduit à penser la tolérance : l’édit de Nantes en 1598, puis l’article 10 de la Déclaration des droits de l’homme de 1789 et la loi de 1905 sur la laïcité. La liberté de conscience implique à la fois le droit de croire et de pratiquer, et le respect des convictions d’autrui, qu’elles soient religieuses ou non.',
    },
  },
  {
    id: 'why-people-pray',
    title: 'Pourquoi les gens prient ?',
    phrasings: [
      'pourquoi les gens prient',
      'c’est quoi prier',
      'pk on fait la prière',
      'c’est quoi une prière',
      'pourquoi mamie va à la messe',
      'pourquoi on va à la mosquée',
      'pourquoi les gens vont à l’église',
      'c’est quoi une synagogue',
      'est-ce que dieu entend les prières',
      'pq on prie',
    ],
    answers: {
      up_to_5:
        'Prier, c’est parler à Dieu dans sa tête ou à voix haute, pour les gens qui y croient. On peut lui dire merci, lui demander de l’aide ou penser aux gens qu’on aime.',
      '6_to_8':
        'Pour les croyants, prier, c’est parler à Dieu, ou aux dieux, et se sentir proche de lui. On peut le remercier, lui demander de l’aide pour soi ou pour quelqu’un de malade, lui confier ses soucis, ou simplement être calme en pensant à lui. On prie seul, chez soi, ou tous ensemble dans un lieu spécial : les chrétiens vont à l’église, les juifs à la synagogue, les musulmans à la mosquée. Certains prient avec les mains jointes, d’autres à genoux sur un petit tapis, d’autres en chantant. Les gens qui ne croient pas en Dieu ne prient pas, mais ils peuvent aussi prendre des moments calmes pour réfléchir. Chacun fait comme il le sent, et on respecte ceux qui prient comme ceux qui ne prient pas.',
      '9_to_12':
        'La prière est une pratique présente dans la plupart des religions : c’est un moment où le croyant s’adresse à Dieu, à des divinités ou à des saints. On peut prier pour remercier, pour demander quelque chose, pour demander pardon, ou pour louer Dieu. Certaines prières sont personnelles, dites avec ses propres mots ; d’autres sont des textes appris par cœur, comme le « Notre Père » chez les chrétiens ou le « Chema Israël » chez les juifs. Les musulmans pratiquants prient cinq fois par jour, tournés vers La Mecque. Dans l’hindouisme, on prie souvent devant l’image d’une divinité, et dans le bouddhisme, la méditation tient une grande place. Beaucoup de croyants disent que la prière les apaise, leur donne du courage ou les aide à traverser les moments difficiles. Quant à savoir si Dieu entend et répond, c’est une question de foi : les croyants en sont convaincus, les non-croyants non. Dans tous les cas, on respecte le moment de prière des autres.',
      '13_plus':
        'La prière, du latin precari, « demander », désigne l’acte par lequel un croyant s’adresse à une réalité qu’il juge sacrée : Dieu, des divinités, des ancêtres ou des saints. On en trouve des traces dans les plus anciens textes, comme les hymnes sumériens ou égyptiens. Les traditions distinguent plusieurs formes : la demande, l’action de grâce, la louange, la confession des fautes ou l’intercession pour autrui. La prière peut être individuelle ou collective, spontanée ou liturgique, c’est-à-dire fixée par des textes et des rites : la messe catholique, les offices de la synagogue, la salât musulmane accomplie cinq fois par jour, les mantras hindous. Elle mobilise souvent le corps : mains jointes, génuflexion, prosternation, balancement, chapelet ou moulin à prières. Certains courants privilégient la prière silencieuse ou contemplative, proche de la méditation pratiquée dans le bouddhisme. Les sciences humaines étudient la prière comme un fait social, qui rythme le temps et soude une communauté ; des travaux en psychologie suggèrent qu’elle peut apaiser le stress, comme d’autres pratiques méditatives. En revanche, la science ne peut pas établir si une prière est « entendue » : c’est une affirmation de foi, hors de son champ. En France, la liberté de culte est garantie, dans le respect de la laïcité et de l’ordre public.',
    },
  },
  {
    id: 'heaven-afterlife',
    title: 'Où on va après la mort ? Est-ce que le paradis existe ?',
    phrasings: [
      'où on va après la mort',
      'est-ce que le paradis existe',
      'c’est quoi le paradis',
      'est-ce que mamie est une étoile',
      'où est papi maintenant qu’il est mort',
      'il y a quoi après la mort',
      'c’est quoi la réincarnation',
      'pk on dit que les morts sont au ciel',
      'est ce qu on revit apres la mort',
      'c’est quoi l’enfer',
      'où va mon animal quand il meurt',
      'il est où mon chien maintenant qu’il est mort',
      'est-ce que mon chat est au paradis',
    ],
    answers: {
      up_to_5:
        'Personne ne sait vraiment. Certaines personnes croient que les morts vont dans un endroit très doux, le paradis, d’autres pensent que tout s’arrête ; mais toutes disent qu’on garde les gens qu’on aime dans notre cœur et nos souvenirs. C’est pareil pour un animal qu’on aimait, comme un chien ou un chat.',
      '6_to_8':
        'C’est une question que tout le monde se pose, et personne ne peut en être sûr, car les personnes mortes ne peuvent pas revenir le raconter. Chacun a ses croyances. Beaucoup de chrétiens et de musulmans croient que l’âme, la partie invisible de la personne, va auprès de Dieu, au paradis. D’autres, comme les hindous et certains bouddhistes, pensent qu’on renaît dans une nouvelle vie. D’autres encore pensent qu’après la mort, tout s’arrête, comme une lumière qui s’éteint, sans douleur. Quand on dit qu’un mort est « au ciel » ou « devenu une étoile », c’est une jolie façon de dire qu’on pense à lui. Tu peux demander à tes parents ce que croit ta famille. Et ce qui est sûr, c’est que les gens qu’on a aimés restent dans nos souvenirs. Pour un animal aimé, comme un chien ou un chat, c’est pareil : certains imaginent un paradis des animaux, d’autres pensent qu’il ne sent plus rien, mais tous le gardent dans leur cœur.',
      '9_to_12':
        'Ce qui se passe après la mort est l’une des plus vieilles questions de l’humanité, et la science ne peut pas y répondre : elle constate que le corps et le cerveau s’arrêtent, mais ne peut pas étudier ce qui se passerait ensuite. Les réponses viennent donc des croyances. Le christianisme et l’islam parlent d’une vie éternelle auprès de Dieu, au paradis, après un jugement ; certains textes évoquent aussi l’enfer pour ceux qui ont fait le mal. Le judaïsme insiste surtout sur la vie présente, tout en parlant d’un monde à venir. L’hindouisme et le bouddhisme décrivent un cycle de renaissances, la réincarnation, dont on cherche à se libérer. Les anciens Égyptiens imaginaient un voyage vers le royaume d’Osiris, et les Grecs un monde souterrain, l’Hadès. Beaucoup de personnes non croyantes pensent que la conscience disparaît avec le cerveau et que la personne continue d’exister à travers ce qu’elle a transmis. Chaque famille a sa réponse, et tu peux lui poser la question. Penser à quelqu’un qu’on a aimé, raconter ses souvenirs, c’est une façon de le garder avec soi. Pour un animal de compagnie qui meurt, les questions sont les mêmes : certaines familles imaginent un paradis des animaux, d’autres pensent que sa vie s’est simplement arrêtée, sans douleur. Dans tous les cas, l’affection qu’on lui portait reste bien réelle.',
      '13_plus':
        'La question de l’au-delà est commune à toutes les cultures, et les sépultures préhistoriques accompagnées d’objets montrent qu’elle préoccupe les humains depuis des dizaines de milliers d’années. La médecine définit la mort par l’arrêt irréversible des fonctions cérébrales ; ce qui arrive ensuite, s’il arrive quelque chose, échappe par nature à l’observation scientifique. Les réponses relèvent donc des religions et de la philosophie. Les monothéismes affirment généralement une survie de l’âme ou une résurrection, associée à un jugement : paradis et enfer dans le christianisme et l’islam, avec le purgatoire dans la tradition catholique, monde à venir dans le judaïsme. L’hindouisme conçoit une succession de vies, le samsara, réglée par le karma, dont la délivrance, la moksha, est le but ; le bouddhisme enseigne la renaissance et la possibilité de l’éveil, le nirvana. Les Égyptiens faisaient peser le cœur du défunt face à la plume de Maât, et les Grecs imaginaient les ombres dans l’Hadès. Les philosophes matérialistes, d’Épicure à nos jours, considèrent que la conscience cesse avec le corps : « la mort n’est rien pour nous », écrivait Épicure, puisque là où elle est, nous ne sommes plus. Les récits d’expériences de mort imminente, avec lumière et sentiment de paix, sont étudiés par les neurosciences, qui les relient à l’activité d’un cerveau privé d’oxygène, sans que le débat soit clos pour tous. Ces croyances ont une fonction commune : donner du sens, apaiser la peur et aider les vivants à faire leur deuil. Les mêmes questions se posent à la mort d’un animal de compagnie : certaines traditions lui attribuent une âme ou une renaissance, d’autres non, et beaucoup de familles inventent leurs propres rituels, une tombe au jardin, une photo, un arbre planté, pour accompagner le deuil, qui peut être aussi réel que celui d’une personne.',
    },
  },
  {
    id: 'funerals-cemetery',
    title: 'Pourquoi on enterre les morts ?',
    phrasings: [
      'pourquoi on enterre les morts',
      'c’est quoi un enterrement',
      'pourquoi on met les morts dans un cercueil',
      'c’est quoi un cimetière',
      'pk on va au cimetière',
      'c’est quoi l’incinération',
      'c’est quoi une crémation',
      'pourquoi on met des fleurs sur les tombes',
      'c’est quoi des obsèques',
      'est ce que je peux aller à l’enterrement de papi',
      'pourquoi on fête la toussaint',
      'pourquoi on met les morts dans la terre',
    ],
    answers: {
      up_to_5:
        'Quand quelqu’un est mort, on fait une cérémonie pour lui dire au revoir, tous ensemble. Son corps, qui ne sent plus rien, est mis dans une jolie boîte qu’on place dans la terre, au cimetière, où on peut venir lui apporter des fleurs.',
      '6_to_8':
        'Quand une personne meurt, sa famille et ses amis se réunissent pour lui dire au revoir : c’est l’enterrement, ou les obsèques. Son corps est placé dans une grande boîte en bois, le cercueil. Il ne sent plus rien, il n’a ni froid ni peur. Ensuite, soit on enterre le cercueil au cimetière, dans une tombe avec son nom, soit on le brûle, c’est la crémation, et on garde les cendres dans une urne. Pendant la cérémonie, on parle de la personne, on pleure, on se console, parfois on prie ou on chante. Plus tard, on peut aller au cimetière pour penser à elle et déposer des fleurs, par exemple à la Toussaint. Si quelqu’un que tu aimes meurt, tu peux demander à venir à la cérémonie, ou lui dire au revoir à ta façon, avec un dessin.',
      '9_to_12':
        'Les funérailles servent à la fois à prendre soin du corps du défunt et à aider les vivants. Après la mort, le corps commence à se transformer, et il faut donc s’en occuper : en France, on choisit surtout entre l’inhumation, l’enterrement du cercueil dans une tombe ou un caveau au cimetière, et la crémation, où le corps est réduit en cendres, choisie aujourd’hui dans plus d’un tiers des obsèques. La cérémonie, religieuse ou non, permet de se rassembler, de rendre hommage à la personne, de partager sa peine et de commencer le deuil, ce long chemin pour accepter l’absence. Chaque religion a ses rites : les musulmans et les juifs enterrent le défunt très vite, les hindous le brûlent souvent, au bord d’un fleuve sacré comme le Gange. Les humains enterrent leurs morts depuis au moins 100 000 ans : c’est l’un des plus anciens signes de leurs croyances. La Toussaint, le 1er novembre, est le moment où beaucoup de familles fleurissent les tombes, souvent avec des chrysanthèmes. Au Mexique, la fête des morts célèbre les défunts avec des couleurs et de la musique. Les enfants peuvent participer aux obsèques s’ils le souhaitent, accompagnés d’un adulte qui leur explique.',
      '13_plus':
        'Les rites funéraires ont une double fonction : traiter le corps du défunt et accompagner le travail de deuil des vivants. Les plus anciennes sépultures connues, au Proche-Orient, comme à Qafzeh en Israël, datent d’environ 100 000 ans et concernent Homo sapiens ; des Néandertaliens ont aussi enterré certains de leurs morts. Les historiens et anthropologues y voient l’un des premiers indices d’une pensée symbolique. Les pratiques varient considérablement : embaumement et momification dans l’Égypte ancienne, inhumation dans les traditions juive, chrétienne et musulmane, crémation dans l’hindouisme et le bouddhisme, exposition du corps dans certaines traditions tibétaines ou zoroastriennes. En France, la crémation, longtemps minoritaire, concerne désormais plus d’un tiers des décès ; l’Église catholique l’autorise depuis 1963. La loi encadre les obsèques : délais, soins de conservation, et, depuis 2008, statut des cendres, qui ne peuvent plus être conservées chez soi mais doivent être inhumées, placées dans un columbarium ou dispersées en pleine nature. Les cimetières, d’abord autour des églises, ont été déplacés hors des villes à partir de la fin du XVIIIe siècle pour des raisons d’hygiène, comme le Père-Lachaise, ouvert à Paris en 1804. La Toussaint, le 1er novembre, fête de tous les saints, est suivie le 2 novembre de la commémoration des défunts, et ces journées sont devenues en France le moment traditionnel de la visite des tombes. Les psychologues conseillent de ne pas écarter d’office les enfants des obsèques, mais de leur expliquer ce qui va se passer et de respecter leur choix d’y assister ou non.',
    },
  },
  {
    id: 'ghosts-exist',
    title: 'Est-ce que les fantômes existent ?',
    phrasings: [
      'est-ce que les fantômes existent',
      'les fantomes existent',
      'est ce que les fantômes existent vraiment',
      'c’est quoi un fantôme',
      'pk j’ai peur des fantômes',
      'est-ce qu’il y a un fantôme dans ma maison',
      'maison hantée',
      'est-ce que les revenants existent',
      'les esprits existent',
      'fantome c vrai',
    ],
    answers: {
      up_to_5:
        'Les fantômes, on les trouve dans les histoires et les dessins animés, mais personne n’en a jamais vu un pour de vrai. Les petits bruits de la maison, la nuit, ce sont le bois, les tuyaux ou le vent.',
      '6_to_8':
        'Les fantômes sont des personnages d’histoires : on raconte que ce sont des personnes mortes qui reviendraient, souvent sous un drap blanc. Personne n’a jamais réussi à prouver qu’ils existent, même avec des caméras et des appareils. Quand on croit en entendre un, il y a presque toujours une explication : le parquet qui craque quand il refroidit, l’eau dans les tuyaux, le vent qui fait bouger un rideau. Dans le noir, notre imagination transforme aussi les ombres en silhouettes. Certaines personnes croient aux esprits, et on peut respecter leurs croyances. Mais tu n’as rien à craindre dans ta chambre : les fantômes qui font peur restent dans les livres !',
      '9_to_12':
        'Des histoires de fantômes existent dans presque toutes les cultures et depuis l’Antiquité : l’écrivain romain Pline le Jeune racontait déjà celle d’une maison hantée. Pourtant, malgré de nombreuses enquêtes, aucune preuve scientifique de leur existence n’a jamais été apportée. Les chercheurs expliquent plutôt ces expériences par notre cerveau et notre environnement. Le bois et les tuyaux craquent en se dilatant ou en se contractant avec les changements de température. Le cerveau est aussi programmé pour repérer des visages et des silhouettes partout, même dans des taches ou des ombres : c’est la paréidolie. Au moment de s’endormir ou de se réveiller, certaines personnes vivent une paralysie du sommeil, pendant laquelle elles peuvent avoir l’impression très réelle d’une présence dans la pièce. Enfin, quand on a peur, on remarque beaucoup plus les bruits. Certaines personnes croient sincèrement aux esprits, parfois pour des raisons religieuses ou familiales, et cette croyance se respecte, mais la science n’a rien trouvé qui le confirme.',
      '13_plus':
        'Les fantômes, ou revenants, sont présents dans le folklore du monde entier : on les retrouve dans la littérature antique, chez Pline le Jeune, dans les légendes médiévales et dans le roman gothique, avant que le spiritisme ne les mette à la mode au XIXe siècle, avec ses tables tournantes et ses photographies truquées. Les tentatives pour les détecter, avec des caméras thermiques, des magnétophones ou des détecteurs de champ électromagnétique, n’ont jamais produit de résultat reproductible, ce qui est l’exigence de base de la méthode scientifique. La psychologie et les neurosciences proposent plusieurs explications aux expériences rapportées. La paréidolie pousse le cerveau à voir des formes significatives dans des stimulus ambigus. La paralysie du sommeil, qui survient à la frontière du sommeil paradoxal, s’accompagne souvent d’hallucinations d’une présence menaçante. Le biais de confirmation et la suggestion, par exemple quand on sait qu’un lieu « est hanté », orientent la perception. Des hypothèses physiques ont aussi été étudiées, comme les infrasons, sons trop graves pour être entendus, dont l’ingénieur Vic Tandy a suggéré en 1998 qu’ils pouvaient provoquer malaise et impressions visuelles ; ou l’intoxication au monoxyde de carbone, qui peut causer hallucinations et sentiment d’angoisse. Ces explications ne disent rien des croyances religieuses ou spirituelles, que chacun est libre d’avoir, mais elles montrent que les phénomènes « hantés » ont presque toujours une cause naturelle.',
    },
  },
  {
    id: 'monsters-exist',
    title: 'Est-ce que les monstres existent ?',
    phrasings: [
      'est-ce que les monstres existent',
      'les monstres existent',
      'est ce que les monstres c’est pour de vrai',
      'pk j’ai peur des monstres',
      'le monstre du loch ness existe',
      'est ce que le yéti existe',
      'est-ce que les dragons ont existé',
      'les loups-garous existent',
      'monstre c vrai ou pas',
      'il y a un monstre sous mon lit',
      'est ce que les vampires existent',
    ],
    answers: {
      up_to_5:
        'Non, les monstres n’existent que dans les histoires, les livres et les dessins animés. Il n’y en a pas dans ta chambre ni sous ton lit : ils vivent seulement dans ton imagination, et c’est toi qui décides de la fin de l’histoire !',
      '6_to_8':
        'Les monstres, les ogres, les loups-garous, les vampires ou les dragons sont des créatures inventées, dans des contes et des films. Les humains adorent se raconter des histoires qui font un peu peur, parce que c’est excitant quand on sait qu’on est en sécurité ! Mais aucun monstre de ce genre n’existe vraiment : personne n’en a jamais trouvé, ni vivant, ni même un os. Par contre, il existe de vrais animaux impressionnants, comme le calmar géant, grand comme un bus, qui a sans doute inspiré des légendes de monstres marins. Et les vrais « dragons » d’autrefois, c’étaient les dinosaures, qui ont disparu bien avant les humains. Si un monstre te fait peur la nuit, dessine-le, puis invente-lui quelque chose de rigolo : il deviendra beaucoup moins effrayant.',
      '9_to_12':
        'Les monstres sont des créatures imaginaires présentes dans toutes les cultures : cyclopes et hydres chez les Grecs, dragons en Europe et en Chine, ogres des contes, loups-garous et vampires des légendes d’Europe. Aucune preuve de leur existence n’a jamais été trouvée. Ces légendes viennent souvent d’observations réelles mal comprises. Des historiens pensent que des crânes d’éléphants nains, avec leur grand trou au milieu pour la trompe, ont pu inspirer le cyclope, et que des os de dinosaures découverts dans le désert ont alimenté des récits de griffons. Le kraken, monstre marin des Scandinaves, ressemble beaucoup au calmar géant, qui existe vraiment et peut dépasser 10 mètres. D’autres monstres célèbres, comme celui du Loch Ness en Écosse ou le yéti de l’Himalaya, ont été cherchés pendant des dizaines d’années sans résultat : les photos se sont révélées truquées ou mal interprétées. Les histoires de monstres servent aussi à quelque chose : elles aident à apprivoiser la peur, en la vivant à l’abri, dans un livre ou un film.',
      '13_plus':
        'Le mot « monstre » vient du latin monstrum, un prodige qui « montre » un avertissement divin. Les créatures monstrueuses peuplent les mythologies, de la Méduse grecque aux dragons chinois, et la cryptozoologie cherche encore, sans méthode scientifique reconnue, des animaux légendaires comme le monstre du Loch Ness ou le yéti. Aucune de ces recherches n’a abouti : la célèbre « photo du chirurgien » de Nessie, publiée en 1934, s’est révélée être un montage, et une vaste étude de l’ADN présent dans l’eau du loch, menée en 2018, n’a trouvé aucune trace de grand reptile, mais beaucoup d’ADN d’anguilles. Les échantillons de poils attribués au yéti ont été identifiés comme provenant d’ours. Les historiens des sciences montrent que certains mythes s’enracinent dans des fossiles : l’historienne des sciences Adrienne Mayor a proposé que les squelettes de protocératops d’Asie centrale aient inspiré le griffon, et dès 1914 le paléontologue Othenio Abel suggérait que les crânes d’éléphants nains de Méditerranée expliquaient les cyclopes. D’autres monstres reflètent des peurs collectives, comme les épidémies pour les vampires, ou servent de mises en garde, comme les ogres qui dévorent les enfants imprudents. Les psychologues soulignent le rôle des récits effrayants dans le développement : ils permettent d’éprouver la peur dans un cadre sûr et de la maîtriser, ce que Bruno Bettelheim défendait à propos des contes de fées. Le monstre dit donc surtout quelque chose des humains qui l’imaginent.',
    },
  },
  {
    id: 'santa-claus-real',
    title: 'Est-ce que le Père Noël existe ?',
    phrasings: [
      'est-ce que le père noël existe',
      'le pere noel existe',
      'est ce que le père noël existe vraiment',
      'le père noël c’est papa',
      'le père noël c’est les parents',
      'pk le père noël passe dans toutes les maisons en une nuit',
      'comment le père noël descend par la cheminée',
      'dis moi la vérité sur le père noël',
      'est-ce que les rennes du père noël volent',
      'pere noel c vrai',
      'mon copain dit que le père noël existe pas',
    ],
    answers: {
      up_to_5:
        'Ça, c’est une très bonne question à poser à papa et maman ! Le Père Noël, c’est une belle histoire que les familles aiment se raconter pour rendre Noël magique, plein de surprises et de joie.',
      '6_to_8':
        'C’est une question très importante, et la meilleure personne pour y répondre, c’est ton papa ou ta maman : chaque famille vit l’histoire du Père Noël à sa façon. Ce qui est sûr, c’est que le Père Noël est inspiré d’un homme qui a vraiment existé il y a très longtemps, saint Nicolas, connu pour sa gentillesse avec les enfants. Depuis, partout dans le monde, on raconte l’histoire d’un vieux monsieur à barbe blanche qui apporte des cadeaux, et en France, les lettres qu’on lui envoie reçoivent même une réponse ! Cette histoire compte beaucoup pour les familles, parce qu’elle parle de générosité, de surprise et du plaisir d’attendre ensemble. Et comment ferait-il pour passer dans toutes les maisons en une seule nuit ? C’est justement toute la magie de cette histoire, que chaque famille raconte à sa façon. Si un copain te dit quelque chose de différent, ce n’est pas grave : chaque famille a sa façon de fêter Noël. Parles-en avec tes parents.',
      '9_to_12':
        'Cette question, beaucoup d’enfants se la posent, et c’est le signe que tu réfléchis et que tu observes le monde. La meilleure personne pour te répondre, ce sont tes parents : chaque famille vit la tradition du Père Noël à sa manière, et c’est à elle d’en parler avec toi. Voici ce que l’histoire nous apprend. Le Père Noël s’inspire de saint Nicolas, un évêque qui a vécu au IVe siècle en Turquie actuelle et que l’on fête encore le 6 décembre dans l’est de la France. Son allure actuelle, avec barbe blanche, habit rouge et rennes, s’est fixée aux États-Unis au XIXe siècle. En France, depuis 1962, La Poste répond aux lettres adressées au Père Noël : la psychanalyste Françoise Dolto a rédigé les premières réponses, et plus d’un million de lettres arrivent chaque année. Aux États-Unis, le commandement de la défense aérienne « suit » même son traîneau chaque 24 décembre depuis 1955. Toutes ces traditions montrent combien cette histoire compte : elle fait vivre la générosité, l’émerveillement et le plaisir de partager. Pose ta question à tes parents, tranquillement : ils seront sûrement contents d’en parler avec toi.',
      '13_plus':
        'C’est une question dont la réponse appartient à chaque famille, et la meilleure façon d’en parler reste une discussion avec tes parents. On peut en revanche retracer l’histoire du personnage. Il s’inspire de Nicolas de Myre, évêque du IVe siècle en Asie Mineure, dont la légende raconte qu’il sauva trois enfants et offrit en secret des dots à trois jeunes filles pauvres. Devenu saint patron des enfants, il distribue des friandises le 6 décembre en Lorraine, en Belgique ou aux Pays-Bas, où il s’appelle Sinterklaas. Les immigrants néerlandais l’ont emmené à New York, où il est devenu Santa Claus : le poème « A Visit from St. Nicholas », en 1823, lui donne ses rennes et son traîneau, et le dessinateur Thomas Nast fixe son allure dans les années 1860, avant que la publicité, dont celle de Coca-Cola à partir de 1931, ne diffuse son image rouge et joviale. En France, le Père Noël s’impose surtout après la Seconde Guerre mondiale, au point qu’en 1951 des ecclésiastiques de Dijon brûlent son effigie pour protester contre la place prise par ce personnage, un épisode analysé par l’anthropologue Claude Lévi-Strauss dans « Le Père Noël supplicié ». Depuis 1962, La Poste répond aux lettres des enfants, à l’initiative de la psychanalyste Françoise Dolto, qui rédigea les premières réponses. Pour les anthropologues, ce rituel relie les générations : les adultes y transmettent aux plus jeunes le goût du don, de l’attente et de l’émerveillement. Quelle que soit la façon dont chacun vit cette histoire, la générosité et la magie de Noël, elles, existent bel et bien à travers ceux qui la font vivre.',
    },
  },
  {
    id: 'tooth-mouse-real',
    title: 'Est-ce que la petite souris existe ?',
    phrasings: [
      'est-ce que la petite souris existe',
      'la petite souris existe vraiment',
      'la petite souris c’est papa',
      'la petite souris c’est maman',
      'comment la petite souris trouve ma dent',
      'pourquoi la petite souris donne une pièce',
      'c’est quoi la fée des dents',
      'petite souris c vrai',
    ],
    answers: {
      up_to_5:
        'C’est une question à poser à papa et maman ! La petite souris, c’est une jolie histoire qui fait de chaque dent tombée une petite fête, pour te dire bravo parce que tu grandis.',
      '6_to_8':
        'C’est une question à poser à tes parents : chaque famille raconte l’histoire de la petite souris à sa façon. Ce qui est sûr, c’est que cette histoire est très ancienne et qu’elle sert à fêter un grand moment : perdre une dent de lait, c’est le signe que tu grandis et qu’une dent d’adulte arrive. Ça peut faire un peu peur de voir sa dent tomber, alors la petite souris transforme ce moment en surprise. Dans d’autres pays, on raconte d’autres histoires : en Espagne, c’est une souris appelée « Pérez », une petite souris, et en Angleterre, une fée, la fée des dents. Parles-en avec tes parents : ils seront contents d’en discuter avec toi.',
      '9_to_12':
        'C’est une question dont la réponse appartient à ta famille : le mieux est d’en parler avec tes parents. On peut en revanche raconter l’histoire de cette tradition. En France, on cite souvent comme origine un conte de Madame d’Aulnoy, « La Bonne Petite Souris », écrit en 1697, où une fée se transforme en souris pour aider une reine. Le choix de la souris n’est pas un hasard : dans beaucoup de cultures, on souhaitait à l’enfant d’avoir des dents aussi solides que celles des rongeurs, qui poussent toute leur vie. En Espagne, un écrivain a inventé en 1894 le personnage de la petite souris Pérez pour le jeune roi Alphonse XIII, qui venait de perdre une dent. Dans les pays anglophones, c’est la fée des dents, et dans certains pays, on lance sa dent sur le toit en faisant un vœu. Toutes ces traditions ont le même but : accompagner un changement du corps, parfois impressionnant, et en faire un moment joyeux qui marque le fait de grandir.',
      '13_plus':
        'Comme pour le Père Noël, la réponse à cette question appartient à chaque famille, et en parler avec ses parents reste le plus simple. L’histoire de la tradition, elle, est bien documentée. La chute des dents de lait, entre 6 et 12 ans environ, est un passage visible vers le statut de « grand », et de nombreuses cultures l’ont ritualisée. Une pratique très répandue consistait à offrir la dent à un rongeur, en la lançant sur le toit ou en la cachant près d’un trou de souris, avec l’espoir que la nouvelle dent soit aussi solide que les incisives des rongeurs, qui poussent en continu. En France, le conte de Madame d’Aulnoy « La Bonne Petite Souris » (1697) est souvent cité comme source littéraire. En Espagne et en Amérique latine, le « Pérez », une petite souris est né en 1894 sous la plume du jésuite Luis Coloma, pour le roi Alphonse XIII, âgé de 8 ans. Dans le monde anglophone, la Tooth Fairy s’est répandue au XXe siècle. L’échange d’une dent contre une pièce ou un petit cadeau a une fonction que soulignent les psychologues : il rassure l’enfant face à une perte et à un peu de sang, valorise la croissance et crée un moment de complicité familiale. Les anthropologues rapprochent ces rites de passage d’autres coutumes qui marquent les étapes de l’enfance, partout dans le monde.',
    },
  },
  {
    id: 'wheelchair-disability',
    title: 'Pourquoi certaines personnes sont en fauteuil roulant ?',
    phrasings: [
      'pourquoi certaines personnes sont en fauteuil roulant',
      'pk le monsieur est en fauteuil roulant',
      'pourquoi la dame peut pas marcher',
      'c’est quoi un handicap',
      'pourquoi des gens sont handicapés',
      'pourquoi mon copain est en fauteuil',
      'fauteuil roulant pourquoi',
      'c’est quoi une personne handicapée',
      'pourquoi il manque une jambe au monsieur',
      'c’est quoi une prothèse',
      'pq des enfants sont handicapes',
    ],
    answers: {
      up_to_5:
        'Certaines personnes ont des jambes qui ne marchent pas bien, alors elles se déplacent avec un fauteuil à roues, un peu comme toi avec tes chaussures. Elles peuvent jouer, travailler, rire et être tes amies, comme tout le monde !',
      '6_to_8':
        'Quand une partie du corps ou de la tête ne fonctionne pas comme chez la plupart des gens, on dit que la personne a un handicap. Certaines personnes ne peuvent pas marcher : leurs jambes ne reçoivent plus les ordres du cerveau après un accident, ou à cause d’une maladie, ou parce qu’elles sont nées comme ça. Le fauteuil roulant leur permet d’aller partout, comme les lunettes aident à voir. Ce n’est pas contagieux, et ça n’empêche pas d’aller à l’école, de travailler, d’avoir des amis ou de faire du sport : aux Jeux paralympiques, des athlètes en fauteuil jouent au basket ou font la course ! Tu as le droit d’être curieux et de poser des questions gentiment. Ce qui aide le plus, ce sont des rampes, des ascenseurs… et des copains qui jouent avec tout le monde.',
      '9_to_12':
        'Un handicap, c’est une limitation dans la vie de tous les jours qui vient d’un problème du corps, des sens, comme la vue ou l’ouïe, ou du fonctionnement du cerveau. Les personnes en fauteuil roulant ne peuvent pas ou peu marcher, pour des raisons diverses : une lésion de la moelle épinière, le gros câble de nerfs dans le dos qui transmet les ordres du cerveau aux jambes, après un accident ; une maladie des muscles ou des nerfs ; une malformation de naissance ; ou l’âge. D’autres ont perdu une jambe et marchent avec une prothèse. Beaucoup de handicaps ne se voient pas, comme la surdité ou certaines maladies. En France, des millions de personnes vivent avec un handicap. Souvent, ce qui les gêne le plus, ce n’est pas leur corps, mais un monde mal adapté : des marches sans rampe, des portes trop étroites, ou des regards gênants. C’est pourquoi la loi de 2005 oblige à rendre les écoles et les bâtiments accessibles. Les Jeux paralympiques, dont les premiers ont eu lieu à Rome en 1960, montrent les exploits de ces athlètes. Pour bien se comporter : parler à la personne elle-même, demander avant d’aider, et ne jamais toucher son fauteuil sans permission.',
      '13_plus':
        'La loi française du 11 février 2005 définit le handicap comme une limitation d’activité ou une restriction de participation à la vie en société subie par une personne en raison d’une altération durable de fonctions physiques, sensorielles, mentales, cognitives ou psychiques. Cette définition reflète un changement de regard : selon le modèle dit social, le handicap ne réside pas seulement dans la personne, mais dans l’interaction entre ses capacités et un environnement plus ou moins adapté. L’usage d’un fauteuil roulant peut résulter d’une lésion de la moelle épinière, qui provoque une paraplégie (paralysie des membres inférieurs) ou une tétraplégie (des quatre membres), de maladies neuromusculaires comme les myopathies, de la sclérose en plaques, d’une infirmité motrice cérébrale liée à des lésions du cerveau autour de la naissance, ou d’une amputation. Les aides techniques ont beaucoup progressé : fauteuils électriques, prothèses en fibre de carbone, exosquelettes expérimentaux. La loi de 2005 impose l’accessibilité des établissements recevant du public et le droit de chaque enfant à être scolarisé dans l’école de son quartier, avec des accompagnants si nécessaire ; sa mise en œuvre reste pourtant incomplète. Le mouvement paralympique est né en 1948 des jeux organisés par le neurologue Ludwig Guttmann à l’hôpital de Stoke Mandeville, en Angleterre, pour des blessés de guerre, et les premiers Jeux paralympiques se sont tenus à Rome en 1960 ; Paris les a accueillis en 2024. On estime qu’environ une personne sur six dans le monde vit avec un handicap important. La convention de l’ONU de 2006 affirme leur droit à participer pleinement à la société, sur la base de l’égalité avec les autres.',
    },
  },
  {
    id: 'imaginary-friend',
    title: 'Pourquoi j’ai un ami imaginaire ?',
    phrasings: [
      'pourquoi j’ai un ami imaginaire',
      'c’est quoi un ami imaginaire',
      'pk mon fils parle à un ami imaginaire',
      'ma fille a une copine imaginaire',
      'est-ce que c’est grave d’avoir un ami imaginaire',
      'pourquoi je parle à quelqu’un qui n’existe pas',
      'compagnon imaginaire enfant',
      'pourquoi mon enfant parle tout seul',
      'amie imaginaire',
      'mon copain invisible',
    ],
    answers: {
      up_to_5:
        'Un ami imaginaire, c’est un copain que ta tête invente pour jouer, parler et partager tes secrets. Beaucoup d’enfants en ont un, et c’est le signe que tu as une très belle imagination !',
      '6_to_8':
        'Un ami imaginaire, c’est un compagnon que tu inventes : un enfant, un animal, parfois même un dragon ! Tu sais qu’il vient de ton imagination, mais tu aimes jouer avec lui, lui parler ou lui raconter tes journées. C’est très courant : beaucoup d’enfants en ont un, surtout entre 3 et 8 ans, et ce n’est pas du tout grave. Un ami imaginaire peut aider à se sentir moins seul, à se rassurer quand on a peur, ou à s’entraîner à parler et à inventer des histoires. Parfois, il fait même les bêtises à ta place ! En grandissant, il s’en va souvent tout seul, tout doucement. Tu peux en parler à tes parents : ils seront sûrement curieux de le connaître.',
      '9_to_12':
        'Avoir un ami imaginaire est un phénomène très fréquent : selon une étude américaine, près de deux enfants sur trois en ont eu un avant l’âge de 7 ans. Il peut s’agir d’un personnage invisible, ou d’un doudou ou d’une peluche à qui l’enfant prête une personnalité. Les enfants savent généralement très bien que leur ami n’est pas réel, même s’ils le défendent avec passion ! Les psychologues considèrent que c’est un signe de bonne santé et d’imagination. Ces amis servent à beaucoup de choses : tenir compagnie, surmonter une peur, vivre un changement comme un déménagement ou la naissance d’un petit frère, ou s’entraîner à se mettre à la place de quelqu’un d’autre. Des études suggèrent d’ailleurs que ces enfants comprennent un peu plus tôt ce que pensent les autres. L’ami imaginaire disparaît généralement de lui-même, mais certains enfants plus grands, et même des adultes, comme des écrivains, inventent des personnages qui leur parlent dans leur tête. Ce n’est inquiétant que si un enfant semble très angoissé ou ne fait plus la différence entre son jeu et la réalité : on en parle alors à un médecin.',
      '13_plus':
        'Les compagnons imaginaires sont étudiés par les psychologues du développement depuis la fin du XIXe siècle. Les travaux de la chercheuse américaine Marjorie Taylor, au début des années 2000, ont montré qu’environ 65 % des enfants en ont eu un avant 7 ans, sous forme de personnage invisible ou d’objet personnifié, comme une peluche. Longtemps soupçonné d’être le signe d’une solitude ou d’un trouble, ce phénomène est aujourd’hui considéré comme une expression normale du jeu symbolique, qui se développe à partir de 2 ou 3 ans. Les enfants concernés distinguent généralement l’imaginaire du réel et savent qu’ils ont « inventé » leur ami. Les recherches associent plutôt ces compagnons à des compétences : une créativité plus riche, un langage plus élaboré et une théorie de l’esprit, c’est-à-dire la capacité à comprendre que les autres ont leurs propres pensées, acquise un peu plus tôt. Le compagnon remplit des fonctions variées : gérer les émotions, s’exercer aux relations, explorer des rôles interdits ou s’attribuer du pouvoir dans un monde d’adultes. Il s’efface le plus souvent vers 8 à 10 ans, mais des formes proches persistent à l’adolescence, dans les journaux intimes adressés à un confident imaginaire, et chez des romanciers qui décrivent leurs personnages comme autonomes. Les spécialistes conseillent aux parents d’accueillir cet ami avec bienveillance, sans le moquer ni l’encourager excessivement. Un avis médical se justifie seulement si l’ami imaginaire s’accompagne d’une détresse importante ou d’une confusion durable entre jeu et réalité.',
    },
  },
  {
    id: 'why-we-exist',
    title: 'Pourquoi on existe ?',
    phrasings: [
      'pourquoi on existe',
      'pk on est vivants',
      'pourquoi on est sur terre',
      'pourquoi la vie existe',
      'c’est quoi le sens de la vie',
      'pourquoi le monde existe',
      'pourquoi il y a quelque chose au lieu de rien',
      'comment la vie est apparue sur terre',
      'pq on vit',
      'pourquoi les humains existent',
    ],
    answers: {
      up_to_5:
        'Personne ne le sait tout à fait, et même les grands se posent cette question ! Mais on sait que la vie a commencé sur la Terre il y a très, très longtemps, et toi, tu es là pour grandir, jouer, apprendre et aimer.',
      '6_to_8':
        'C’est une des plus grandes questions qui existent, et les grands se la posent aussi ! Les scientifiques peuvent expliquer comment on est arrivés là : la vie est apparue dans la mer il y a très longtemps, sous forme d’êtres minuscules, puis, petit à petit, pendant des milliards d’années, sont apparus les plantes, les poissons, les dinosaures, les mammifères, et enfin les humains. Mais pourquoi on existe, à quoi sert la vie, ça, la science ne peut pas le dire. Les religions donnent leurs réponses : pour beaucoup de croyants, c’est Dieu qui a voulu la vie. D’autres pensent que c’est chacun qui donne un sens à sa vie, en aimant, en apprenant, en aidant les autres. Tu peux en parler avec tes parents, et toute ta vie, tu pourras y réfléchir.',
      '9_to_12':
        'Cette question a deux sens. Le premier, c’est « comment en est-on arrivés là ? », et la science y répond en partie. L’univers est né il y a environ 13,8 milliards d’années, la Terre il y a 4,5 milliards d’années, et les premières traces de vie, des êtres microscopiques, datent d’au moins 3,5 milliards d’années. Grâce à l’évolution, les êtres vivants se sont transformés et diversifiés au fil des générations, jusqu’à l’apparition de notre espèce, Homo sapiens, il y a environ 300 000 ans en Afrique. Comment la toute première cellule vivante est apparue reste l’un des grands mystères que les chercheurs étudient. Le second sens, c’est « pour quoi existe-t-on, quel est le sens de la vie ? ». Là, la science n’a pas d’outil pour répondre : ce sont les religions et la philosophie qui s’en occupent. Pour de nombreux croyants, la vie est voulue par Dieu ; pour beaucoup de philosophes, c’est à chacun de donner un sens à sa vie, par ses choix, ses relations et ce qu’il apporte aux autres. C’est une question à laquelle on réfléchit toute sa vie, et tu peux en discuter avec tes proches.',
      '13_plus':
        'La question « pourquoi existons-nous ? » mêle deux interrogations que la pensée moderne distingue soigneusement. La première porte sur les causes : comment l’univers, la vie et l’humanité sont-ils apparus ? La cosmologie fait remonter l’univers observable au Big Bang, il y a environ 13,8 milliards d’années ; la Terre s’est formée il y a 4,5 milliards d’années, et les plus anciens indices de vie remontent à au moins 3,5 milliards d’années. L’origine de la vie, l’abiogenèse, reste une question ouverte : des hypothèses comme le « monde à ARN » ou les sources hydrothermales sous-marines sont explorées. Depuis Darwin, qui publie « L’Origine des espèces » en 1859, l’évolution par sélection naturelle explique la diversification du vivant, jusqu’à Homo sapiens, apparu il y a environ 300 000 ans. La seconde interrogation porte sur le sens, ou la finalité. Leibniz formulait en 1714 la question vertigineuse : « pourquoi il y a plutôt quelque chose que rien ? ». Les religions y répondent par un dessein divin ; Aristote cherchait le bonheur dans l’accomplissement de ce que l’on est ; les existentialistes du XXe siècle, comme Sartre, affirment que « l’existence précède l’essence » : l’homme n’a pas de sens donné d’avance, il le construit par ses actes, tandis qu’Albert Camus invitait à vivre pleinement malgré l’absurde. La science explique le comment, pas le pourquoi ultime : cette part de la question relève de la réflexion personnelle, religieuse ou philosophique, que tu découvriras notamment en cours de philosophie.',
    },
  },
  {
    id: 'why-am-i-me',
    title: 'Pourquoi je suis moi et pas quelqu’un d’autre ?',
    phrasings: [
      'pourquoi je suis moi et pas quelqu’un d’autre',
      'pourquoi je suis moi',
      'pk je suis pas quelqu’un d’autre',
      'pourquoi je suis dans mon corps',
      'pourquoi je suis pas né dans une autre famille',
      'pourquoi je suis unique',
      'pq je suis moi',
    ],
    answers: {
      up_to_5:
        'Tu es toi parce qu’il n’y a personne d’autre exactement comme toi dans le monde entier ! Tu as ton visage, ta voix, tes idées et tes souvenirs à toi, comme un trésor unique.',
      '6_to_8':
        'C’est une question de philosophe ! Tu es toi parce que tu es né d’une rencontre unique entre une petite cellule de ta maman et une petite cellule de ton papa, qui ont mélangé leurs recettes pour faire une personne jamais vue avant. Même un vrai jumeau n’est pas toi. Ensuite, tout ce que tu as vécu t’a rendu encore plus unique : les gens que tu connais, les choses que tu as apprises, tes souvenirs, ce que tu aimes. C’est ton cerveau qui garde tout ça et qui te fait sentir que tu es toi, de l’intérieur. Pourquoi tu es né toi, et pas un autre enfant, personne ne peut vraiment l’expliquer : c’est un grand mystère, et aussi une grande chance !',
      '9_to_12':
        'Cette question, beaucoup de philosophes et de scientifiques se la posent. Du côté de la biologie, tu es unique dès ta conception : chaque parent transmet la moitié de ses chromosomes, et le tirage est tellement varié qu’un même couple pourrait produire des milliers de milliards d’enfants différents. C’est par hasard que c’est ce spermatozoïde-là qui a rencontré cet ovule-là. Mais tes gènes ne font pas tout : ta personnalité s’est construite avec ce que tu as vécu, ta famille, ta langue, tes amis, tes joies et tes peines. Ton cerveau relie tout cela et fabrique le sentiment d’être toi, avec tes souvenirs qui font le lien entre le bébé que tu étais et la personne d’aujourd’hui. Pourtant, même en sachant tout ça, une partie de la question reste mystérieuse : pourquoi est-ce que je vis ma vie de l’intérieur, moi, et pas celle d’un autre ? C’est ce que les philosophes appellent la question de la conscience, et personne n’y a encore répondu complètement.',
      '13_plus':
        'La question touche à la fois à la biologie, à la psychologie et à la philosophie. Biologiquement, chaque individu est unique : lors de la formation des gamètes, les 23 paires de chromosomes se répartissent au hasard, ce qui offre à elles seules plus de 8 millions de combinaisons par parent, multipliées encore par les échanges de morceaux de chromosomes, le crossing-over. La rencontre d’un ovocyte et d’un spermatozoïde particuliers parmi des millions est, elle aussi, affaire de hasard. Mais l’identité personnelle dépasse le génome : les vrais jumeaux, génétiquement presque identiques, deviennent deux personnes distinctes. La personnalité se construit par l’interaction entre l’hérédité, l’environnement et l’histoire de chacun, et le cerveau, en se modifiant sans cesse au gré des expériences, en porte la trace. Les philosophes ont longtemps débattu de ce qui fait qu’on reste la même personne à travers le temps : pour John Locke, au XVIIe siècle, c’est la continuité de la mémoire et de la conscience. Descartes, avec son « Je pense, donc je suis » (1637), faisait de la conscience de soi la première certitude. Aujourd’hui, les neurosciences étudient les mécanismes de la conscience, mais le philosophe David Chalmers a nommé en 1995 « problème difficile » la question de savoir pourquoi ces processus s’accompagnent d’une expérience vécue de l’intérieur. Pourquoi je suis moi, plutôt qu’un autre, reste ainsi une énigme philosophique ouverte, que chacun peut explorer, notamment en classe de philosophie.',
    },
  },
  {
    id: 'seeing-colours-the-same',
    title: 'Est-ce que les autres voient les couleurs comme moi ?',
    phrasings: [
      'est-ce que les autres voient les couleurs comme moi',
      'est ce que tout le monde voit le même rouge',
      'pk mon rouge est peut-être pas ton rouge',
      'est-ce qu’on voit tous les mêmes couleurs',
      'c’est quoi être daltonien',
      'pourquoi mon papa confond le rouge et le vert',
      'daltonisme',
      'daltonien',
      'la robe bleue ou blanche',
    ],
    answers: {
      up_to_5:
        'On ne peut pas regarder avec les yeux de quelqu’un d’autre, alors on ne sait pas tout à fait ! Mais on a tous appris les mêmes noms : quand tu dis « rouge » et que je dis « rouge », on parle de la même chose, comme la couleur des fraises.',
      '6_to_8':
        'C’est une question super intéressante, et même les savants n’ont pas de réponse complète ! Nos yeux ont de petites cellules qui captent la lumière et envoient des messages au cerveau, et c’est le cerveau qui fabrique les couleurs. Comme la plupart des gens ont les mêmes cellules, on pense qu’on voit à peu près pareil. Mais personne ne peut entrer dans ta tête pour vérifier si ton rouge ressemble exactement au rouge de ton copain. Ce qui est sûr, c’est que certaines personnes, surtout des garçons, confondent des couleurs comme le rouge et le vert : on dit qu’elles sont daltoniennes. Et les animaux voient autrement : le chien voit moins de couleurs que toi, et l’abeille voit des couleurs invisibles pour nous !',
      '9_to_12':
        'Au fond de ton œil, la rétine contient des cellules appelées cônes, de trois sortes : certaines réagissent surtout au rouge, d’autres au vert, d’autres au bleu. Le cerveau compare leurs signaux pour fabriquer toutes les couleurs. Comme la plupart des humains ont les mêmes trois cônes, ils distinguent les mêmes couleurs et les classent de la même façon. Mais la question de savoir si la sensation elle-même est identique, si ton « rouge » ressemble dans ta tête à celui de ton voisin, ne peut pas être vérifiée : on ne peut comparer que des mots et des choix. Il existe aussi de vraies différences : environ 8 % des garçons et moins de 1 % des filles sont daltoniens, souvent parce qu’une sorte de cône fonctionne mal. Les langues découpent aussi les couleurs différemment : certaines n’ont qu’un seul mot pour le vert et le bleu. En 2015, la photo d’une robe a divisé Internet : certains la voyaient bleue et noire, d’autres blanche et dorée, parce que leur cerveau interprétait l’éclairage différemment.',
      '13_plus':
        'La perception des couleurs commence dans la rétine, où trois types de cônes, sensibles aux longueurs d’onde courtes, moyennes et longues, envoient des signaux que le cerveau combine, notamment dans le cortex visuel, pour construire la couleur perçue. La couleur n’est donc pas une propriété de la lumière seule, mais une construction du système nerveux. Chez la plupart des humains, cette organisation étant la même, les comparaisons de couleurs et leur classement sont très semblables. Les philosophes soulignent toutefois une limite : l’expérience subjective, ce qu’on appelle les qualia, n’est pas directement accessible à autrui. John Locke imaginait déjà, en 1690, un « spectre inversé » où une personne verrait en vert ce que les autres voient en rouge, sans que personne ne puisse le détecter, puisqu’elle aurait appris les mêmes noms. Des différences mesurables existent néanmoins. Le daltonisme, lié le plus souvent à un gène porté par le chromosome X, touche environ 8 % des hommes et moins de 1 % des femmes ; il tire son nom du chimiste John Dalton, qui décrivit son propre cas en 1794. Certaines femmes posséderaient un quatrième type de cône, sans que l’effet sur leur vision soit clairement établi. Les langues découpent le spectre différemment, et des expériences suggèrent que disposer de deux mots pour deux nuances aide à les distinguer plus vite. Enfin, la célèbre « robe » de 2015 a montré combien l’interprétation de l’éclairage par le cerveau influence la couleur perçue.',
    },
  },
  {
    id: 'autism',
    title: 'C’est quoi, l’autisme ?',
    phrasings: [
      'c’est quoi l’autisme',
      'c’est quoi être autiste',
      'pourquoi mon copain est autiste',
      'pk il y a des enfants autistes',
      'pourquoi il se bouche les oreilles au bruit',
      'pourquoi mon frère est autiste',
      'autiste ça veut dire quoi',
      'trouble du spectre de l’autisme',
      'c koi un autiste',
      'autisme',
      'pourquoi ma cousine ne me regarde pas dans les yeux',
    ],
    answers: {
      up_to_5:
        'Quand on est autiste, notre cerveau fonctionne un peu autrement : les bruits peuvent sembler très forts, et c’est parfois difficile de parler ou de jouer avec les autres. Ça ne s’attrape pas, et on peut être amis avec un enfant autiste en étant doux et patient.',
      '6_to_8':
        'L’autisme, c’est une façon différente dont le cerveau fonctionne, depuis la naissance. Un enfant autiste peut avoir du mal à comprendre ce que les autres ressentent ou veulent dire, à parler, ou à savoir comment jouer avec les copains. Il peut être gêné par des bruits, des lumières ou des vêtements qui te paraissent normaux, et aimer que les choses se passent toujours de la même façon. Certains bougent les mains ou répètent des gestes pour se calmer. Beaucoup adorent un sujet en particulier, comme les trains ou les dinosaures, et le connaissent par cœur ! L’autisme n’est pas une maladie qui s’attrape, et ce n’est la faute de personne. Pour être ami avec un enfant autiste, on lui parle simplement, on respecte son calme et on le laisse jouer à sa façon.',
      '9_to_12':
        'L’autisme, ou plutôt les troubles du spectre de l’autisme, désigne une manière différente dont le cerveau se développe, présente dès la petite enfance et pour toute la vie. En France, environ une personne sur cent est concernée, plus souvent les garçons. On parle de « spectre » parce que l’autisme est très varié : certaines personnes ne parlent pas et ont besoin de beaucoup d’aide, d’autres parlent très bien, font des études et travaillent. Les points communs sont des difficultés dans la communication et les relations avec les autres, comme comprendre l’humour, les expressions du visage ou les règles implicites d’une conversation, et des comportements ou intérêts très particuliers. Beaucoup ont une perception très intense des sons, des lumières ou du toucher, ce qui peut les épuiser ou provoquer des crises quand il y a trop de stimulations. Les causes sont surtout génétiques : ce n’est ni contagieux, ni dû à l’éducation des parents, ni aux vaccins, contrairement à une fausse rumeur. Avec un accompagnement adapté, les enfants autistes progressent beaucoup. La militante suédoise Greta Thunberg a raconté qu’elle était autiste, et la chercheuse américaine Temple Grandin aussi.',
      '13_plus':
        'Les troubles du spectre de l’autisme (TSA) sont des troubles du neurodéveloppement, c’est-à-dire liés à la façon dont le cerveau se construit, qui apparaissent dans la petite enfance et persistent à l’âge adulte. Leur diagnostic repose sur deux critères : des difficultés persistantes dans la communication et les interactions sociales, et des comportements, intérêts ou activités restreints et répétitifs, souvent accompagnés de particularités sensorielles, hyper ou hyposensibilité aux sons, à la lumière ou au toucher. Décrit en 1943 par le psychiatre Leo Kanner, puis en 1944 par Hans Asperger, l’autisme a longtemps été attribué à tort à une mère froide, une théorie psychanalytique aujourd’hui abandonnée. Les recherches montrent une forte composante génétique, impliquant de nombreux gènes, avec des facteurs prénataux. L’étude de 1998 qui liait le vaccin ROR à l’autisme s’est révélée frauduleuse et a été retirée en 2010 ; de vastes études ont exclu ce lien. La prévalence est estimée à environ 1 % de la population, avec une hausse des diagnostics due surtout à des critères élargis et à une meilleure connaissance. Le spectre est très large, de personnes sans langage oral avec une déficience intellectuelle à d’autres aux capacités intellectuelles élevées, auparavant dites « Asperger ». Il n’existe pas de traitement qui « guérisse » l’autisme, mais des interventions éducatives et comportementales précoces améliorent nettement l’autonomie et la communication. Le mouvement de la neurodiversité défend l’idée que l’autisme est aussi une manière différente de percevoir et de penser, qui appelle des adaptations de la société plutôt que de la seule personne.',
    },
  },
  {
    id: 'down-syndrome',
    title: 'C’est quoi, la trisomie 21 ?',
    phrasings: [
      'c’est quoi la trisomie 21',
      'c’est quoi la trisomie',
      'pourquoi certaines personnes sont trisomiques',
      'pk le garçon a des yeux différents trisomie',
      'trisomie 21',
      'trisomique',
      'c’est quoi le syndrome de down',
      'pourquoi mon cousin est trisomique',
      'trisomie ça s’attrape',
      'c koi un trisomique',
    ],
    answers: {
      up_to_5:
        'La trisomie 21, c’est quand un bébé naît avec un tout petit morceau en plus dans chaque cellule de son corps. Il apprend un peu plus lentement, mais il joue, rit et aime comme tous les enfants, et ça ne s’attrape pas.',
      '6_to_8':
        'Ton corps est fait de milliards de minuscules briques, les cellules, et dans chacune il y a un mode d’emploi rangé en petits paquets, les chromosomes. Les personnes qui ont une trisomie 21 ont un petit paquet en plus, depuis le tout début de leur vie dans le ventre de leur maman. Ça change un peu leur visage, par exemple leurs yeux en amande, et ça fait qu’elles apprennent plus lentement et ont souvent des muscles plus mous. Ce n’est pas une maladie qui s’attrape, et ce n’est la faute de personne. Les personnes trisomiques vont à l’école, font du sport, du théâtre, travaillent, et ont leurs goûts et leur caractère, comme toi. Le 21 mars, on fête même la Journée mondiale de la trisomie 21, avec des chaussettes dépareillées !',
      '9_to_12':
        'Chaque cellule humaine contient en général 46 chromosomes, rangés par paires, qui portent nos gènes. Une personne avec une trisomie 21 en a 47 : elle possède trois chromosomes 21 au lieu de deux. Cela se produit presque toujours par hasard, au moment de la formation de l’ovule ou du spermatozoïde, et le risque augmente avec l’âge de la mère. Ce chromosome supplémentaire entraîne une déficience intellectuelle plus ou moins importante, des traits physiques particuliers, comme des yeux en amande ou une petite taille, des muscles moins toniques, et parfois des problèmes de cœur ou de santé qui demandent un suivi médical. Les médecins français Jérôme Lejeune, Marthe Gautier et Raymond Turpin ont découvert ce chromosome en plus en 1959. Grâce aux progrès de la médecine, l’espérance de vie des personnes trisomiques a beaucoup augmenté et dépasse souvent 60 ans. Avec de l’accompagnement, elles peuvent apprendre à lire, travailler et vivre de façon assez autonome : en 2018, Mélanie Ségard, une jeune femme trisomique, a présenté la météo à la télévision française. La Journée mondiale de la trisomie 21 a lieu le 21 mars, le 21/3, en clin d’œil aux trois chromosomes 21.',
      '13_plus':
        'La trisomie 21, ou syndrome de Down, est l’anomalie chromosomique la plus fréquente chez les enfants nés vivants : environ une naissance sur 700 dans le monde sans dépistage. Dans 95 % des cas environ, elle résulte d’une non-disjonction lors de la méiose, le plus souvent dans l’ovocyte, de sorte que toutes les cellules portent trois chromosomes 21 ; plus rarement, il s’agit d’une translocation ou d’une forme en mosaïque, où seule une partie des cellules est concernée. Le risque augmente nettement avec l’âge maternel, ce qui explique les programmes de dépistage prénatal proposés en France, dont le choix de suites reste un sujet éthique délicat, discuté avec respect dans les familles comme dans la société. Le syndrome a été décrit cliniquement en 1866 par le médecin anglais John Langdon Down ; sa cause chromosomique a été identifiée en 1959 à Paris par Marthe Gautier, Raymond Turpin et Jérôme Lejeune, le rôle de Marthe Gautier ayant longtemps été minimisé. Le tableau associe une déficience intellectuelle de degré variable, une hypotonie musculaire, des traits morphologiques caractéristiques et un risque accru de malformations cardiaques, de troubles thyroïdiens ou auditifs, et, à l’âge adulte, de maladie d’Alzheimer précoce, car le chromosome 21 porte le gène du précurseur de la protéine amyloïde. L’espérance de vie, d’environ 25 ans en 1980, dépasse aujourd’hui souvent 60 ans grâce à la chirurgie cardiaque et au suivi médical. L’accompagnement précoce, orthophonie, kinésithérapie et scolarisation en milieu ordinaire quand c’est possible, favorise l’autonomie. Des personnes trisomiques sont aujourd’hui comédiens, sportifs ou salariés, et la Journée mondiale du 21 mars, reconnue par l’ONU depuis 2012, promeut leur inclusion.',
    },
  },
  {
    id: 'what-is-cancer',
    title: 'C’est quoi, le cancer ?',
    phrasings: [
      'c’est quoi le cancer',
      'c’est quoi un cancer',
      'pourquoi mamie a un cancer',
      'pk on attrape un cancer',
      'est-ce que le cancer s’attrape',
      'est ce qu on guérit du cancer',
      'pourquoi on perd ses cheveux avec la chimio',
      'c’est quoi la chimiothérapie',
      'c’est quoi une tumeur',
      'c koi le cancer',
      'pourquoi papa est très malade',
    ],
    answers: {
      up_to_5:
        'Le cancer, c’est une maladie où des petits morceaux du corps, les cellules, se mettent à grandir n’importe comment, comme de mauvaises herbes. Les médecins ont des médicaments pour les arrêter, et ça ne s’attrape pas.',
      '6_to_8':
        'Ton corps est fait de milliards de cellules, minuscules, qui se fabriquent et se remplacent en suivant des règles très précises. Parfois, certaines cellules se dérèglent : elles se mettent à se multiplier sans s’arrêter et forment une boule, une tumeur, qui peut gêner le corps. C’est ça, le cancer. Ce n’est pas contagieux, tu peux faire des câlins sans crainte, et ce n’est la faute de personne. Les médecins le soignent avec des opérations, des rayons, ou des médicaments forts, la chimiothérapie, qui peuvent fatiguer et faire tomber les cheveux, qui repoussent ensuite. Beaucoup de gens guérissent, surtout quand on trouve la maladie tôt. Si quelqu’un que tu aimes est malade, tu peux poser tes questions : les grands et les médecins sont là pour t’expliquer.',
      '9_to_12':
        'Notre corps renouvelle en permanence ses cellules : elles se divisent pour en fabriquer de nouvelles, selon des instructions contenues dans leur ADN. Au fil du temps, des erreurs peuvent s’accumuler dans cet ADN, à cause du vieillissement, du tabac, des coups de soleil, de l’alcool, ou simplement du hasard. Si ces erreurs touchent les gènes qui contrôlent la division, une cellule peut se multiplier sans frein et former une tumeur, qui envahit les tissus voisins, et parfois des cellules partent dans le sang pour former d’autres tumeurs ailleurs : ce sont les métastases. Il existe des centaines de cancers différents, selon l’organe touché. Le cancer n’est jamais contagieux. Il touche surtout les personnes âgées et rarement les enfants. Les traitements sont la chirurgie, qui enlève la tumeur, la radiothérapie, qui la détruit avec des rayons, la chimiothérapie, des médicaments qui attaquent les cellules qui se divisent vite, ce qui explique la perte des cheveux, et de nouveaux traitements qui aident le système immunitaire à combattre la maladie. Aujourd’hui, beaucoup de cancers se guérissent : en France, plus de huit enfants sur dix malades d’un cancer guérissent. Ne pas fumer et se protéger du soleil réduisent beaucoup les risques.',
      '13_plus':
        'Le cancer désigne un ensemble de maladies caractérisées par la prolifération incontrôlée de cellules anormales, capables d’envahir les tissus voisins et de migrer à distance par le sang ou la lymphe pour former des métastases. Il résulte de l’accumulation de mutations dans l’ADN d’une cellule, touchant notamment les oncogènes, qui stimulent la division, et les gènes suppresseurs de tumeurs, qui la freinent ou déclenchent la mort des cellules endommagées. Ces mutations peuvent être dues à des facteurs de risque évitables, au premier rang desquels le tabac, puis l’alcool, les ultraviolets, l’obésité ou certains virus comme le papillomavirus, contre lequel il existe un vaccin ; d’autres sont liées au hasard des divisions cellulaires, au vieillissement, et plus rarement à une prédisposition héréditaire. En France, on compte environ 400 000 nouveaux cas par an, la plupart après 60 ans ; les cancers de l’enfant, environ 2 500 par an, sont rares et d’une autre nature. Les traitements combinent chirurgie, radiothérapie et chimiothérapie, qui cible les cellules en division rapide et touche aussi, de façon temporaire, les follicules pileux, la moelle osseuse ou le tube digestif. Depuis les années 2000 se sont ajoutées les thérapies ciblées, dirigées contre une anomalie précise de la tumeur, et l’immunothérapie, qui aide les défenses de l’organisme à reconnaître les cellules cancéreuses. Les chances de guérison dépendent beaucoup du type de cancer et du stade du diagnostic, d’où l’importance du dépistage : plus de 80 % des enfants atteints guérissent aujourd’hui. Le cancer n’est pas contagieux, et la personne malade a surtout besoin de soutien, de présence et de gestes d’affection.',
    },
  },
  {
    id: 'alzheimer-forgetting',
    title: 'Pourquoi papi ou mamie oublie tout ?',
    phrasings: [
      'pourquoi mamie oublie tout',
      'pourquoi papi ne me reconnaît plus',
      'c’est quoi la maladie d’alzheimer',
      'alzheimer',
      'pk mamie oublie mon prénom',
      'maladie de la mémoire des personnes âgées',
      'pourquoi mon grand-père perd la tête',
      'c koi alzheimer',
      'pourquoi mamie est perdue',
    ],
    answers: {
      up_to_5:
        'Parfois, quand on est très vieux, une maladie abîme la partie de la tête qui range les souvenirs, alors on oublie des choses, même des prénoms. Mais ton papi ou ta mamie sent toujours ton amour quand tu lui fais un câlin.',
      '6_to_8':
        'Quand certaines personnes deviennent très âgées, elles peuvent avoir une maladie du cerveau, comme la maladie d’Alzheimer. Petit à petit, les cellules du cerveau qui gardent les souvenirs s’abîment. Alors la personne oublie ce qu’elle vient de faire, pose plusieurs fois la même question, se perd, et parfois ne se rappelle plus le prénom de ses petits-enfants. Ce n’est pas de sa faute, et ce n’est pas parce qu’elle t’aime moins ! Les émotions restent souvent longtemps : elle peut ne plus savoir ton nom, mais être heureuse de te voir. Ce n’est pas contagieux. Tu peux l’aider en lui parlant doucement, en lui montrant des photos, en chantant de vieilles chansons qu’elle connaît.',
      '9_to_12':
        'Oublier un peu plus souvent ses clés en vieillissant, c’est normal. Mais certaines maladies du cerveau, dont la plus fréquente est la maladie d’Alzheimer, vont beaucoup plus loin. Elles touchent surtout des personnes de plus de 65 ans, et environ un million de personnes en France vivent avec l’une d’elles. Dans la maladie d’Alzheimer, des déchets de protéines s’accumulent dans le cerveau et abîment peu à peu les neurones, en commençant par l’hippocampe, la zone qui enregistre les nouveaux souvenirs. C’est pourquoi la personne oublie d’abord ce qui vient de se passer, alors qu’elle se souvient encore bien de sa jeunesse. Plus tard, elle peut avoir du mal à parler, à s’orienter, à reconnaître ses proches, et ses humeurs peuvent changer. On ne sait pas encore guérir cette maladie, mais des traitements et des activités aident à ralentir certains symptômes. Elle porte le nom du médecin allemand Alois Alzheimer, qui l’a décrite en 1906. Même quand la mémoire s’efface, la personne garde longtemps ses émotions : ta présence, ta voix et ta tendresse lui font du bien.',
      '13_plus':
        'La maladie d’Alzheimer est une maladie neurodégénérative, c’est-à-dire qu’elle détruit progressivement les neurones ; c’est la cause la plus fréquente de démence, terme médical qui désigne un déclin des capacités intellectuelles assez important pour gêner la vie quotidienne. Elle a été décrite en 1906 par le psychiatre allemand Alois Alzheimer à partir du cas d’une patiente, Auguste Deter. On y observe deux lésions caractéristiques : des plaques amyloïdes, amas de protéine bêta-amyloïde entre les neurones, et des enchevêtrements de protéine tau à l’intérieur des neurones. Elle touche d’abord l’hippocampe, indispensable à la formation des nouveaux souvenirs, ce qui explique que la mémoire récente soit atteinte avant les souvenirs anciens ; elle s’étend ensuite au langage, à l’orientation, à la reconnaissance des visages et au raisonnement. Le principal facteur de risque est l’âge ; interviennent aussi des facteurs génétiques, comme certaines formes du gène APOE, et des facteurs de santé : hypertension, diabète, sédentarité, isolement, surdité non appareillée. En France, on estime à environ un million le nombre de personnes atteintes de la maladie d’Alzheimer ou d’une maladie apparentée. Il n’existe pas de traitement curatif ; des anticorps récents ralentissent modestement l’évolution à un stade précoce, et leur intérêt fait débat. L’accompagnement, l’aide aux aidants et la stimulation cognitive et sociale restent essentiels. La mémoire émotionnelle, qui dépend d’autres régions du cerveau, est souvent préservée longtemps, ce qui donne tout leur sens aux visites et aux gestes de tendresse.',
    },
  },
  {
    id: 'my-body-belongs-to-me',
    title: 'Pourquoi personne n’a le droit de toucher mes parties intimes ?',
    phrasings: [
      'pourquoi personne a le droit de toucher mes parties intimes',
      'mon corps est à moi',
      'c’est quoi les parties intimes',
      'pourquoi on cache ses fesses',
      'c’est quoi le consentement',
      'c’est quoi un secret qu’il faut pas garder',
      'c’est quoi la pudeur',
    ],
    answers: {
      up_to_5:
        'Ton corps est à toi ! Les parties cachées par ton maillot de bain sont intimes : personne n’a le droit de les toucher ou de les regarder, sauf pour te laver ou te soigner quand papa ou maman sont d’accord. Si quelqu’un le fait, ou te demande un secret qui te gêne, dis « non » et raconte-le vite à un adulte que tu aimes.',
      '6_to_8':
        'Ton corps t’appartient, et tu as le droit de dire « non » quand on te touche d’une façon qui ne te plaît pas, même pour un bisou. Les parties intimes, ce sont celles que cache ton maillot de bain : le zizi, la vulve, les fesses, et la poitrine. Personne n’a le droit de les toucher, de les regarder, de les prendre en photo, ou de te demander de toucher les siennes. Les seules exceptions : un parent qui t’aide à te laver quand tu es petit, ou un médecin qui te soigne, toujours avec un parent présent et en t’expliquant ce qu’il fait. Si quelqu’un ne respecte pas ça, même quelqu’un que tu connais bien, ce n’est jamais ta faute. Il ne faut pas garder ce genre de secret : parles-en tout de suite à un adulte de confiance, et si on ne t’écoute pas, à un autre.',
      '9_to_12':
        'Ton corps t’appartient : c’est à toi de décider qui peut s’approcher de toi, te faire un câlin ou un bisou, et tu as le droit de refuser sans te justifier. Les parties intimes, c’est-à-dire le sexe, les fesses et la poitrine, méritent une protection particulière. Aucun adulte ni aucun enfant plus âgé n’a le droit de les toucher, de les regarder, de les photographier ou de te demander de les montrer, y compris en ligne, ni de te faire toucher les siennes. Les seules exceptions sont les soins d’hygiène quand on est petit et les examens médicaux, avec ton accord et en présence d’un parent. La plupart des gens sont respectueux, mais malheureusement, certaines personnes font du mal aux enfants, et ce sont souvent des personnes connues, pas seulement des inconnus. Elles demandent parfois de garder le secret ou font croire que c’est un jeu. Un secret qui te met mal à l’aise n’est pas un vrai secret : tu as le droit, et même le devoir, d’en parler. Ce n’est jamais la faute de l’enfant. Tu peux te confier à tes parents, à un enseignant, à l’infirmière scolaire, ou appeler le 119, un numéro gratuit et ouvert jour et nuit pour les enfants en danger.',
      '13_plus':
        'La notion de consentement est au cœur du respect du corps : chacun a le droit de décider qui le touche et comment, et un « non », même silencieux ou hésitant, doit être respecté. L’intimité recouvre le corps, notamment les organes génitaux, les fesses et la poitrine, mais aussi l’image : prendre, demander ou diffuser des photos intimes d’un mineur est une infraction grave, même entre adolescents, et le chantage à ces images, la sextorsion, est puni par la loi. En droit français, toute atteinte sexuelle sur un mineur est sanctionnée, et la loi du 21 avril 2021 a posé qu’aucun consentement ne peut être invoqué pour un acte sexuel entre un adulte et un mineur de moins de 15 ans, ou de moins de 18 ans en cas d’inceste. Les études montrent que les violences sexuelles sur les enfants sont le plus souvent commises par des proches, membres de la famille ou de l’entourage, et non par des inconnus, et qu’elles s’accompagnent fréquemment d’une exigence de secret ou d’une manipulation qui culpabilise la victime. La responsabilité appartient toujours et entièrement à l’auteur. Il est essentiel de savoir à qui parler : un parent, un adulte de confiance, l’infirmière ou l’assistante sociale scolaire, un médecin, ou le 119, numéro national gratuit, anonyme et joignable 24 heures sur 24. Témoigner, même longtemps après, est possible, et les délais de prescription pour ces crimes commis sur des mineurs ont été allongés. Apprendre ces règles n’a pas pour but de faire peur, mais de donner à chacun les moyens de se protéger et de protéger les autres.',
    },
  },
  {
    id: 'witches-exist',
    title: 'Est-ce que les sorcières existent ?',
    phrasings: [
      'est-ce que les sorcières existent',
      'les sorcieres existent',
      'est ce que les sorcières existent vraiment',
      'est-ce que la magie existe',
      'pk les sorcières volent sur un balai',
      'est-ce que les sorciers existent',
      'la magie c’est pour de vrai',
      'est-ce qu’on peut faire des sorts',
      'c’est quoi une chasse aux sorcières',
      'sorciere c vrai',
    ],
    answers: {
      up_to_5:
        'Les sorcières qui volent sur un balai et transforment les princes en crapauds, ça n’existe que dans les contes. Personne ne peut faire de vraie magie, mais c’est très amusant de jouer à la sorcière !',
      '6_to_8':
        'Les sorcières des histoires, avec leur chapeau pointu, leur chaudron et leur balai volant, sont des personnages inventés. Personne n’a jamais pu voler sur un balai ni jeter un vrai sort : la magie des livres et des films n’existe pas pour de vrai. Les magiciens que tu vois au spectacle, eux, utilisent des tours astucieux pour nous étonner, pas des pouvoirs. Il y a très longtemps, pourtant, des gens croyaient aux sorcières et en avaient peur : des personnes innocentes, surtout des femmes, ont même été accusées à tort et punies très durement. C’est pour ça qu’aujourd’hui on explique que les sorcières n’existent que dans les contes, et qu’on ne doit jamais accuser quelqu’un sans preuve.',
      '9_to_12':
        'Les sorcières des contes, capables de voler sur un balai ou de changer quelqu’un en crapaud, n’ont jamais existé : aucun pouvoir magique n’a jamais été prouvé, même quand des scientifiques ont testé des personnes qui disaient en avoir. Mais la croyance aux sorcières, elle, a eu des conséquences bien réelles. En Europe, entre le XVe et le XVIIe siècle surtout, des dizaines de milliers de personnes, en majorité des femmes, souvent pauvres, âgées, guérisseuses ou simplement différentes, ont été accusées de sorcellerie. On les rendait responsables des mauvaises récoltes, des maladies ou des morts inexpliquées. Beaucoup ont été torturées pour avouer, puis exécutées : on parle de « chasse aux sorcières ». En Amérique, le procès de Salem, en 1692, est resté célèbre. Ces persécutions ont reculé quand les savants et les juges ont exigé des preuves. Aujourd’hui, l’expression « chasse aux sorcières » désigne le fait de s’acharner injustement sur des personnes, et la sorcière est redevenue un personnage de fiction, parfois gentille, comme dans beaucoup de livres pour enfants.',
      '13_plus':
        'La figure de la sorcière, personne dotée de pouvoirs surnaturels, souvent malfaisants, traverse les cultures, de Circé dans l’« Odyssée » aux sorcières des contes de Grimm. Aucun pouvoir magique n’a jamais été démontré : le prestidigitateur James Randi a longtemps proposé un prix, qui a atteint un million de dollars, à quiconque prouverait un pouvoir paranormal en conditions contrôlées, sans que personne ne le remporte. La croyance a pourtant eu des effets historiques considérables. Contrairement à une idée répandue, les grandes chasses aux sorcières n’appartiennent pas surtout au Moyen Âge, mais à la Renaissance et au début de l’époque moderne, entre 1560 et 1650 environ, dans un contexte de guerres de religion, de crises climatiques et d’épidémies. Le traité « Le Marteau des sorcières » (1486) a contribué à diffuser l’image d’une sorcière alliée du diable. Les historiens estiment à environ 40 000 à 60 000 le nombre d’exécutions en Europe, dont une large majorité de femmes, surtout dans le Saint-Empire germanique ; les procès de Salem, en Nouvelle-Angleterre, en 1692, ont conduit à 19 pendaisons. En France, un édit de 1682 a pratiquement mis fin aux poursuites pour sorcellerie. Les historiens y voient des mécanismes de bouc émissaire : dans une société inquiète, on désigne des coupables parmi les personnes marginales. Aujourd’hui, certains courants spirituels, comme la Wicca, se réclament de la sorcellerie, et des mouvements féministes ont fait de la sorcière un symbole des femmes persécutées. Dans plusieurs pays, des accusations de sorcellerie provoquent encore des violences, ce que l’ONU dénonce.',
    },
  },
  {
    id: 'will-you-always-love-me',
    title: 'Est-ce que mes parents m’aimeront toujours ?',
    phrasings: [
      'pourquoi les parents aiment leurs enfants',
      'pk tu m’aimes',
      'est-ce que tu m’aimes encore quand tu es fâchée',
      'est ce que maman m’aime plus que ma sœur',
      'pourquoi papa m’aime',
    ],
    answers: {
      up_to_5:
        'Oui ! L’amour d’un papa ou d’une maman pour son enfant, c’est pour toujours, même quand il est fâché à cause d’une bêtise. La colère passe vite, comme un nuage, mais l’amour reste, comme le soleil derrière.',
      '6_to_8':
        'L’amour des parents pour leur enfant est l’un des plus forts qui existent, et il dure toute la vie. Quand tu fais une bêtise, ton parent peut être fâché, te gronder ou te punir : il n’aime pas ce que tu as fait, mais il t’aime toujours, toi. Se fâcher, c’est même une façon de s’occuper de toi et de t’aider à grandir. Et quand il y a plusieurs enfants, les parents ne partagent pas leur amour comme un gâteau où chacun aurait une part plus petite : le cœur s’agrandit à chaque enfant. Parfois les parents sont fatigués, tristes ou occupés, et ils ont l’air moins disponibles : ce n’est pas parce qu’ils t’aiment moins. Si tu as un doute, le plus simple est de leur demander un câlin et de leur en parler.',
      '9_to_12':
        'Se demander si on est aimé, et si on le sera toujours, est tout à fait normal, à tout âge. L’attachement entre un enfant et ses parents est un lien très profond : les psychologues ont montré qu’il se construit dès les premiers mois, quand le bébé apprend que quelqu’un répond à ses besoins, et qu’il donne à l’enfant une « base de sécurité » pour explorer le monde. Chez les parents aussi, des hormones comme l’ocytocine, libérées lors des soins et des câlins, renforcent ce lien. Cet amour ne dépend pas des notes ou de la sagesse : un parent peut être déçu ou en colère à cause d’un comportement, tout en continuant d’aimer son enfant. Il ne se divise pas non plus entre frères et sœurs, même si chaque relation est unique et que chacun se sent parfois moins favorisé. Il arrive que des parents aient du mal à montrer leur amour, parce qu’ils sont épuisés, malades ou préoccupés. Et dans certaines familles, malheureusement, les adultes n’arrivent pas à bien s’occuper de leurs enfants : d’autres adultes peuvent alors aider. Si tu doutes, en parler franchement avec tes parents est souvent le meilleur moyen d’être rassuré.',
      '13_plus':
        'L’amour parental repose sur un lien que la psychologie appelle l’attachement. Le psychiatre britannique John Bowlby, dans les années 1950 à 1970, a montré que le jeune enfant a un besoin fondamental de proximité avec une ou plusieurs figures de soins, et Mary Ainsworth a décrit comment la réponse sensible des adultes crée un attachement sécure, qui aide l’enfant à explorer le monde et à gérer ses émotions. Du côté des parents, le lien s’appuie à la fois sur la biologie, avec des hormones comme l’ocytocine et la prolactine libérées lors des soins, et sur une construction progressive : il existe aussi fort chez les parents adoptifs. Cet amour est en principe inconditionnel, c’est-à-dire qu’il ne dépend pas des résultats ou du comportement de l’enfant, ce qui n’empêche pas les désaccords, les punitions ou la colère, qui portent sur des actes et non sur la personne. Les psychologues notent que les enfants testent parfois cet amour, notamment à l’adolescence, et que le sentiment d’être moins aimé qu’un frère ou une sœur est très répandu, même quand les parents ne font pas de différence consciente. Les relations évoluent avec l’âge : l’adolescent prend de la distance, ce qui fait partie du processus normal d’autonomie, sans que le lien disparaisse. La réalité n’est pas toujours idéale : des parents souffrent de troubles, de dépression ou de difficultés qui les empêchent de prendre soin de leurs enfants, et la société prévoit alors des aides et des protections. Exprimer ses doutes, avec ses parents ou un adulte de confiance, reste la meilleure façon de les apaiser.',
    },
  },
  {
    id: 'adults-without-children',
    title: 'Pourquoi certains adultes n’ont pas d’enfants ?',
    phrasings: [
      'pourquoi certains adultes n’ont pas d’enfants',
      'pourquoi tata n’a pas d’enfants',
      'pk tonton a pas de bébé',
      'pourquoi ma tante a pas d’enfant',
      'pourquoi certaines personnes ne peuvent pas avoir de bébé',
      'c’est quoi être stérile',
      'pourquoi la voisine n’a pas d’enfants',
      'pourquoi des gens veulent pas d’enfants',
      'pq certains couples ont pas d’enfants',
      'c’est quoi l’infertilité',
    ],
    answers: {
      up_to_5:
        'Certains grands ne veulent pas d’enfants, et d’autres aimeraient en avoir mais leur corps n’y arrive pas. Chacun a sa vie, et ils peuvent quand même être très importants pour les enfants qu’ils connaissent, comme un tonton ou une tata.',
      '6_to_8':
        'Il y a plusieurs raisons pour lesquelles un adulte n’a pas d’enfant. Certains ont choisi de ne pas en avoir, parce qu’ils préfèrent vivre autrement, et c’est leur droit. D’autres n’ont pas encore trouvé la personne avec qui en avoir, ou pensent en avoir plus tard. Et certains aimeraient très fort avoir un bébé, mais leur corps n’y arrive pas : les médecins peuvent parfois les aider, et certains adoptent un enfant. C’est une question un peu personnelle, qui peut rendre triste, alors on évite de la poser directement à la personne. Beaucoup d’adultes sans enfants sont des oncles, des tantes, des parrains ou des marraines formidables !',
      '9_to_12':
        'Ne pas avoir d’enfant peut être un choix ou une situation qu’on n’a pas choisie. Certaines personnes ne désirent pas d’enfant : elles consacrent leur vie à leur couple, à leur travail, à leurs passions ou aux autres, et en France, une petite partie des adultes font ce choix. D’autres n’ont pas rencontré de partenaire, ou le moment ne s’est pas présenté. Enfin, de nombreux couples ont du mal à avoir un bébé : on parle d’infertilité quand une grossesse ne survient pas après au moins un an d’essais. Cela peut venir de l’homme comme de la femme, et la fertilité diminue avec l’âge. La médecine aide alors beaucoup de couples grâce à la procréation médicalement assistée, mais elle ne réussit pas toujours, et certaines personnes se tournent vers l’adoption. C’est souvent un sujet douloureux et intime : il vaut mieux ne pas demander à quelqu’un pourquoi il n’a pas d’enfants, sauf s’il en parle lui-même. Et une famille, ce n’est pas seulement des parents et des enfants : un couple, une personne avec ses amis, ce sont aussi des familles.',
      '13_plus':
        'L’absence d’enfant recouvre des réalités très différentes. D’un côté, l’infertilité, définie par l’Organisation mondiale de la santé comme l’absence de grossesse après au moins douze mois de rapports réguliers sans contraception, touche environ un couple sur six au cours de sa vie. Ses causes sont réparties entre les deux partenaires : troubles de l’ovulation, obstruction des trompes, endométriose, anomalies des spermatozoïdes, ou causes inexpliquées ; l’âge joue un rôle important, la fertilité féminine baissant nettement après 35 ans. La procréation médicalement assistée, insémination ou fécondation in vitro, permet environ un enfant sur trente de naître en France, mais ses chances de succès par tentative restent limitées et le parcours peut être éprouvant. De l’autre côté, l’infécondité volontaire, le choix de ne pas avoir d’enfant, concerne une minorité d’adultes en France, parmi les plus faibles proportions d’Europe, où la norme de la famille avec deux enfants reste forte. Les motivations sont diverses : mode de vie, carrière, absence de désir, ou, plus récemment, inquiétudes environnementales. Ce choix a longtemps été mal vu, surtout pour les femmes, et les personnes concernées subissent encore parfois des remarques intrusives. Entre les deux, il y a les parcours de vie : absence de partenaire, séparation, maladie. Qu’elle soit choisie ou subie, cette situation relève de l’intimité, et les sociologues rappellent que les adultes sans enfants jouent souvent un rôle important auprès des enfants de leur entourage.',
    },
  },
];
