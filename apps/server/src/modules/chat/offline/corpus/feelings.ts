import type { Topic } from '../topic.js';

/** Emotions, school and grown-ups' lives. */
export const feelingTopics: Topic[] = [
  {
    id: 'anger',
    title: 'Pourquoi on se met en colère ?',
    phrasings: [
      'pourquoi on se met en colère',
      'colère',
      'pk je suis fâché',
      'pourquoi je m’énerve',
      'pourquoi on est en colère',
      'pourquoi je crie quand je suis fâchée',
    ],
    answers: {
      up_to_5:
        'La colère, c’est une grosse émotion qui arrive quand quelque chose ne va pas pour toi. Tout le monde se met en colère parfois, les grands aussi. Tu peux respirer doucement et dire avec des mots ce qui ne va pas.',
      '6_to_8':
        'La colère est une émotion, comme la joie, la tristesse ou la peur. Elle arrive quand quelque chose te semble injuste, quand on t’empêche de faire ce que tu veux, ou quand quelque chose t’embête. Ton cœur bat plus vite, tes joues chauffent, tu as envie de crier : ton corps se prépare à te défendre. Se mettre en colère, ça arrive à tout le monde, et ça ne veut pas dire qu’on est méchant. Ce qui compte, c’est ce qu’on en fait : on ne tape pas et on ne casse pas, mais on peut respirer lentement, s’éloigner un moment et expliquer avec des mots ce qui ne va pas. Un adulte peut t’aider.',
      '9_to_12':
        'La colère est une émotion de base, présente chez tous les humains et même chez beaucoup d’animaux. Elle sert de signal d’alarme : elle te dit qu’une limite a été dépassée, qu’une chose te semble injuste ou qu’un obstacle t’empêche d’atteindre ton but. Dans ton cerveau, une petite zone appelée l’amygdale réagit très vite et déclenche la libération d’adrénaline : le cœur s’accélère, les muscles se tendent, le visage rougit. Ton corps se prépare à agir. Le problème, c’est que cette réaction est plus rapide que la partie du cerveau qui réfléchit, et qui continue de se développer jusqu’à l’âge adulte. C’est pour ça qu’on peut dire ou faire des choses qu’on regrette. La colère n’est ni bonne ni mauvaise en elle-même : elle peut même aider à défendre ce qui est juste. L’important est de l’exprimer sans blesser personne : respirer profondément, compter jusqu’à dix, bouger, puis dire « je suis en colère parce que… ». En parler ensuite avec quelqu’un de confiance aide aussi.',
      '13_plus':
        'La colère est l’une des émotions de base décrites en psychologie, avec des expressions du visage souvent reconnues d’une culture à l’autre. Elle est déclenchée par l’évaluation d’une situation comme injuste, frustrante ou menaçante pour soi ou pour ses proches : un but bloqué, une règle violée, un manque de respect. Sur le plan biologique, l’amygdale détecte rapidement la menace et active la réponse au stress : le système nerveux sympathique et l’adrénaline augmentent la fréquence cardiaque, la pression artérielle et la tension musculaire, ce qui prépare à l’action. Le cortex préfrontal, qui permet de réguler les émotions et de prendre du recul, module cette réponse, mais sa maturation se poursuit jusque vers 25 ans, ce qui explique en partie l’intensité émotionnelle de l’adolescence. La colère a une fonction adaptative : elle mobilise l’énergie pour faire face à un obstacle, signale aux autres qu’une limite a été franchie et peut motiver l’engagement contre l’injustice. Elle devient un problème quand elle est trop fréquente, disproportionnée ou tournée vers la violence. Les stratégies efficaces consistent à reconnaître et nommer l’émotion, à différer la réaction (respiration lente, activité physique, prise de distance), à regarder la situation autrement, puis à exprimer son besoin avec fermeté mais sans agressivité. Ruminer ou se « défouler » en tapant dans un objet a plutôt tendance, selon plusieurs études, à entretenir la colère qu’à l’apaiser. Si elle déborde souvent, en parler à un adulte de confiance ou à un professionnel peut aider.',
    },
  },
  {
    id: 'sadness',
    title: 'Pourquoi on est triste ?',
    phrasings: [
      'pourquoi on est triste',
      'tristesse',
      'pk je suis triste',
      'avoir du chagrin',
      'pourquoi on a du chagrin',
      'pourquoi j’ai de la peine',
      'pourquoi on a le cafard',
    ],
    answers: {
      up_to_5:
        'On est triste quand on perd quelque chose ou quelqu’un qu’on aime, quand on a de la peine, et parfois sans savoir pourquoi. C’est une émotion normale, et petit à petit, elle s’en va. Un câlin et quelqu’un qui t’écoute, ça aide beaucoup.',
      '6_to_8':
        'La tristesse est une émotion que tout le monde ressent, les enfants comme les grands. Elle arrive quand on perd quelque chose qui compte pour nous, comme un jouet, un ami qui déménage ou un animal qui meurt, ou quand on se sent seul. Elle peut serrer la gorge et donner envie de pleurer. La tristesse a une utilité : elle montre aux gens qui t’aiment que tu as besoin d’eux, et elle t’aide à prendre le temps de te consoler. En parler à quelqu’un de confiance, dessiner ce que tu ressens ou faire un câlin aide à la rendre plus légère. Et parfois, on est triste sans savoir pourquoi : on est fatigué, quelque chose nous a fait de la peine sans qu’on s’en rende compte, ou c’est juste un jour gris. Ça arrive à tout le monde, et ça passe.',
      '9_to_12':
        'La tristesse est une émotion de base, au même titre que la joie, la peur ou la colère. Elle apparaît quand on vit une perte ou une déception : une dispute avec un ami, une mauvaise note après de gros efforts, un déménagement, la mort d’un proche ou d’un animal. Il arrive aussi d’être triste sans raison claire : la fatigue, la faim, un souci mis de côté ou un changement récent peuvent peser sans qu’on s’en rende compte. Dans le corps, elle ralentit tout : on a moins d’énergie, envie de se replier, parfois de pleurer. Ce ralentissement a un sens : il aide à prendre le temps de comprendre ce qui s’est passé et de s’adapter. La tristesse a aussi un rôle social : elle se voit sur le visage et invite les autres à nous soutenir. Il est donc utile de ne pas la cacher : la partager avec un adulte ou un ami de confiance soulage souvent. En général, elle diminue petit à petit. Mais si elle dure longtemps, qu’elle empêche de dormir, de manger ou d’avoir envie de faire quoi que ce soit, il est important d’en parler à un adulte, qui pourra trouver de l’aide.',
      '13_plus':
        'La tristesse est une émotion fondamentale, liée à l’expérience d’une perte : perte d’une personne, d’une relation, d’un objet, d’une place ou d’un espoir. Elle s’accompagne d’une baisse d’énergie, d’un repli et d’une attention tournée vers soi, que plusieurs chercheurs jugent utiles : le ralentissement favorise la réflexion sur ce qui a été perdu, l’ajustement de ses objectifs et une analyse plus attentive de la situation. Son expression, visage abattu, larmes, voix plus lente, appelle le soutien de l’entourage et renforce les liens. Le deuil en est la forme la plus intense ; il suit un chemin propre à chacun, loin des étapes rigides qu’on lui prête parfois. On peut aussi se sentir triste sans cause identifiable : fatigue, manque de sommeil, stress accumulé, changements hormonaux de l’adolescence ; en parler aide souvent à y voir plus clair. Il faut distinguer la tristesse, réaction normale et passagère, de la dépression, qui est une maladie : humeur triste ou perte d’intérêt presque tous les jours pendant au moins deux semaines, avec des troubles du sommeil, de l’appétit ou de la concentration, de la fatigue, parfois des idées de mort. La dépression touche aussi les adolescents et se soigne, par la psychothérapie et parfois par des médicaments. Accueillir sa tristesse plutôt que la refouler, en parler, garder des activités et des liens sont des moyens reconnus de la traverser. En cas de détresse, il existe de l’aide : en France, le 3114, numéro national de prévention du suicide, répond jour et nuit, et un adulte de confiance, l’infirmière scolaire ou un médecin peuvent aider.',
    },
  },
  {
    id: 'fear-of-dark',
    title: 'Pourquoi on a peur du noir ?',
    phrasings: [
      'pourquoi j’ai peur du noir',
      'peur du noir',
      'pk on a peur dans le noir',
      'peur la nuit dans ma chambre',
      'monstres sous le lit',
      'pourquoi on a peur la nuit',
    ],
    answers: {
      up_to_5:
        'Dans le noir, tes yeux ne voient pas bien, alors ta tête imagine des choses. C’est normal d’avoir un peu peur, beaucoup d’enfants ressentent ça. Une petite veilleuse et un câlin, ça aide !',
      '6_to_8':
        'Avoir peur du noir, c’est très courant : ça arrive à beaucoup d’enfants, et même à des adultes. Dans le noir, tes yeux ne peuvent plus te dire ce qui t’entoure. Alors ton imagination, qui est très forte, remplit les trous : un manteau sur une chaise devient un monstre ! Ta peur veut juste te protéger, mais ta chambre est la même que le jour, avec les mêmes objets. Tu peux garder une veilleuse, un doudou, ou demander à un adulte de regarder avec toi. Petit à petit, en grandissant, cette peur diminue.',
      '9_to_12':
        'La peur du noir est l’une des peurs les plus fréquentes chez les enfants, et elle a une explication. Nous, les humains, comptons beaucoup sur la vue pour savoir si nous sommes en sécurité. Dans l’obscurité, notre cerveau reçoit moins d’informations, et il a tendance à combler les vides en imaginant, souvent le pire. Chez nos lointains ancêtres, se méfier de la nuit, quand les prédateurs chassaient, était plutôt utile : cette prudence est peut-être restée inscrite en nous. Entre 4 et 10 ans environ, l’imagination est très riche, ce qui rend cette peur fréquente, et elle diminue généralement en grandissant. Quelques astuces aident : une veilleuse, un rituel du coucher rassurant, observer sa chambre dans la pénombre pour reconnaître les formes, et en parler plutôt que de garder sa peur pour soi. Avoir peur ne veut pas dire manquer de courage : le courage, c’est justement d’avoir peur et d’avancer quand même.',
      '13_plus':
        'La peur du noir, appelée nyctophobie lorsqu’elle devient envahissante, est très répandue dans l’enfance et persiste chez une partie des adultes. Elle s’explique par plusieurs facteurs. Du point de vue de l’évolution, l’humain est une espèce diurne dont la vision nocturne est médiocre : une vigilance accrue dans l’obscurité, quand les prédateurs étaient plus dangereux, a pu être favorisée par la sélection naturelle. Sur le plan cognitif, l’incertitude déclenche facilement l’anxiété ; privé d’informations visuelles, le cerveau interprète les stimulus ambigus, bruits ou formes, en privilégiant les hypothèses menaçantes, un biais qui nous fait voir des visages ou des silhouettes là où il n’y en a pas (la paréidolie). Chez l’enfant, l’imagination foisonnante et la difficulté à distinguer l’imaginaire du réel, vers 3 à 6 ans, amplifient le phénomène ; la séparation d’avec les parents au coucher peut s’y ajouter. Des études montrent que l’obscurité renforce le réflexe de sursaut chez les personnes qui disent avoir peur du noir. Cette peur diminue généralement avec l’âge. Lorsqu’elle perturbe fortement le sommeil, les thérapies cognitives et comportementales, notamment l’exposition progressive, sont efficaces. Au quotidien, un rituel régulier, une lumière douce et la possibilité d’en parler sans être jugé sont les meilleures aides.',
    },
  },
  {
    id: 'school',
    title: 'Pourquoi on va à l’école ?',
    phrasings: [
      'pourquoi on va à l’école',
      'pk faut aller à l’école',
      'pourquoi l’école est obligatoire',
      'école',
      'pourquoi on doit apprendre',
    ],
    answers: {
      up_to_5:
        'À l’école, tu apprends plein de choses : les lettres, les chiffres, les couleurs. Tu rencontres aussi des copains et des copines pour jouer. Et chaque jour, tu sais faire un peu plus de choses !',
      '6_to_8':
        'À l’école, tu apprends à lire, à écrire et à compter. Ce sont des clés très précieuses : avec elles, tu pourras lire toutes les histoires que tu veux, écrire à quelqu’un, comprendre le monde et plus tard faire le métier de ton choix. Tu découvres aussi les animaux, les pays, la musique, le sport… L’école, c’est aussi l’endroit où l’on apprend à vivre avec les autres : se faire des amis, partager, s’écouter et s’entraider. En France, tous les enfants ont le droit d’apprendre, et c’est même obligatoire à partir de 3 ans : presque tous le font à l’école.',
      '9_to_12':
        'L’école sert d’abord à apprendre les savoirs de base : lire, écrire, compter, raisonner. Ce sont des outils dont on se sert toute sa vie, pour comprendre un article, calculer un prix ou exprimer ses idées. Elle fait aussi découvrir ce que l’humanité a appris au fil des siècles, en sciences, en histoire, en géographie ou en arts, et elle entraîne ton cerveau à réfléchir, à chercher et à se tromper pour progresser. L’école est aussi un lieu pour apprendre à vivre ensemble : respecter des règles, travailler en groupe, débattre, rencontrer des personnes différentes de soi. En France, depuis les lois de Jules Ferry, au début des années 1880, l’école publique est gratuite et laïque, et l’instruction est obligatoire, aujourd’hui de 3 à 16 ans. L’idée est que chaque enfant, quelle que soit sa famille, puisse apprendre et choisir son avenir. Dans certains pays, des millions d’enfants n’ont pas encore cette chance.',
      '13_plus':
        'L’école remplit plusieurs missions. Elle transmet des connaissances et des compétences fondamentales (maîtrise de la langue, raisonnement mathématique, culture scientifique, historique et artistique) qu’il serait très difficile d’acquérir seul, et qui conditionnent l’autonomie dans une société complexe. Elle forme aussi l’esprit critique : distinguer un fait d’une opinion, vérifier une source, argumenter. Elle a un rôle social et civique : apprendre à vivre avec des personnes différentes, à respecter des règles communes, à débattre, et former des citoyens capables de participer à la vie démocratique. En France, les lois Ferry de 1881 et 1882 ont rendu l’instruction primaire gratuite, obligatoire et laïque ; l’obligation a été prolongée jusqu’à 16 ans en 1959, puis étendue dès 3 ans en 2019. L’école cherche aussi, sans toujours y parvenir, à réduire les inégalités liées au milieu familial : les enquêtes internationales comme PISA montrent que les résultats des élèves français restent très marqués par leur origine sociale. À l’échelle mondiale, l’éducation est un droit reconnu par la Convention internationale des droits de l’enfant (1989), mais l’UNESCO estime que plus de 250 millions d’enfants et de jeunes ne sont pas scolarisés. Enfin, la recherche en sciences cognitives montre que le cerveau apprend mieux grâce à l’attention, à l’engagement actif, au retour sur ses erreurs et à la consolidation, ce que l’école cherche à organiser.',
    },
  },
  {
    id: 'adults-work',
    title: 'Pourquoi les adultes travaillent ?',
    phrasings: [
      'pourquoi les adultes travaillent',
      'pourquoi papa travaille',
      'pourquoi maman travaille',
      'pk les parents vont au travail',
      'pourquoi on travaille',
      'pourquoi il faut gagner de l’argent',
      'métier',
      'pourquoi les grands doivent travailler',
      'pourquoi les parents doivent aller au travail',
      'pourquoi papa et maman vont au travail tous les jours',
    ],
    answers: {
      up_to_5:
        'Les grands travaillent pour gagner de l’argent : avec, ils achètent à manger, des habits, et ils payent la maison. En travaillant, ils aident aussi les autres, comme le boulanger qui fait le pain. Et après le travail, ils rentrent retrouver leur famille !',
      '6_to_8':
        'Les adultes travaillent pour plusieurs raisons. D’abord pour gagner de l’argent : il sert à payer la maison, la nourriture, les vêtements, les loisirs. Mais le travail, c’est aussi rendre service aux autres : le médecin soigne, l’agricultrice fait pousser les légumes, le maître ou la maîtresse fait la classe. Chacun fait une partie du travail, et ensemble, tout le monde a ce dont il a besoin. Beaucoup d’adultes aiment aussi leur métier, parce qu’ils y apprennent des choses et y retrouvent des collègues. Et même au travail, tes parents pensent à toi !',
      '9_to_12':
        'Dans une société, personne ne peut tout produire seul : ni sa nourriture, ni ses vêtements, ni sa maison, ni ses soins. Les gens se partagent donc les tâches, et chacun exerce un métier : agricultrice, infirmier, plombière, enseignant, informaticienne… C’est ce qu’on appelle la division du travail. En échange de leur travail, les adultes reçoivent un salaire ou sont payés pour leurs services, et cet argent leur permet d’acheter ce que d’autres ont produit. Le travail permet aussi de financer, grâce aux impôts et aux cotisations, des choses communes comme les écoles, les hôpitaux et les routes. Mais le travail n’est pas seulement une question d’argent : il peut donner le sentiment d’être utile, permettre d’apprendre, de créer, de rencontrer des gens. Certains travaillent sans être payés, comme les bénévoles d’une association. Et comme le travail prend du temps, la loi fixe des limites : en France, la durée légale est de 35 heures par semaine, et le travail des enfants est interdit, sauf rares exceptions très encadrées.',
      '13_plus':
        'Le travail répond d’abord à une nécessité économique : produire les biens et les services dont une société a besoin. Dans les économies modernes, cette production repose sur une division du travail poussée, déjà analysée par Adam Smith au XVIIIe siècle avec l’exemple de la manufacture d’épingles : en se spécialisant, chacun devient plus productif, mais tous dépendent des échanges. Le salaire ou le revenu tiré d’une activité permet d’acquérir ce que l’on ne produit pas soi-même. Une partie de la valeur créée finance, par les impôts et les cotisations sociales, les services publics et la protection sociale : santé, retraites, éducation. Mais le travail a aussi une dimension sociale et personnelle, étudiée par les sociologues depuis Durkheim : il structure le temps, donne une place dans la société, une identité professionnelle, des liens, et peut être source d’accomplissement comme de souffrance. Son organisation a profondément changé : encadrement progressif du travail des enfants à partir de la loi de 1841, journée de huit heures en 1919, congés payés en 1936, 35 heures en 2000 en France, puis développement des services, du télétravail et de l’automatisation. Toutes les activités utiles ne sont pas rémunérées : le travail domestique, l’éducation des enfants ou le bénévolat représentent une part considérable du temps de travail total. Ces questions nourrissent des débats actuels sur le sens du travail, le partage des tâches et la place du numérique.',
    },
  },
];
