import type { Topic } from '../topic.js';

/** Wild, sea, small and farm animals: predators and prey, insects, pets, birds, senses and survival. */
export const wildlifeTopics: Topic[] = [
  {
    id: 'lions-hunt-zebras',
    title: 'Pourquoi les lions mangent les zèbres ?',
    phrasings: [
      'pourquoi les lions mangent les zèbres',
      'pourquoi le lion mange les autres animaux',
      'pk le lion tue le zebre',
      'pourquoi les lions chassent',
      'pq les lions mangent des gazelles',
      'pourquoi le lion est carnivore',
      'lion qui chasse une antilope',
      'pourquoi les animaux se mangent entre eux',
      'chaîne alimentaire savane',
    ],
    answers: {
      up_to_5:
        'Le lion ne peut pas manger d’herbe : son ventre a besoin de viande pour vivre. Alors il chasse, comme toi tu as besoin de manger ton repas. Ce n’est pas de la méchanceté, c’est sa façon de se nourrir.',
      '6_to_8':
        'Le lion est un carnivore : son corps est fait pour manger de la viande, pas de l’herbe. Il a de grandes dents pointues, des griffes et des muscles puissants pour attraper ses proies, comme les zèbres, les gnous ou les buffles. Ce sont surtout les lionnes qui chassent, en équipe. Et elles ratent souvent : les zèbres courent vite et se défendent à coups de sabots ! Le lion n’est pas méchant, il chasse seulement quand il a faim. Et il joue un rôle important : sans lions, il y aurait tellement de zèbres qu’il ne resterait plus d’herbe dans la savane.',
      '9_to_12':
        'Dans la nature, chaque être vivant mange pour avoir de l’énergie. Les plantes la prennent au soleil, les herbivores comme le zèbre mangent les plantes, et les carnivores comme le lion mangent les herbivores : c’est la chaîne alimentaire. Le lion ne peut pas digérer l’herbe, son intestin est court et fait pour la viande. Dans une troupe, ce sont surtout les lionnes qui chassent, en s’approchant en silence puis en encerclant leur proie. Leur chasse échoue plus souvent qu’elle ne réussit : on estime qu’environ une attaque sur quatre seulement se termine par une capture. Un lion peut avaler plus de 30 kg de viande d’un coup, puis rester plusieurs jours sans chasser, et il dort jusqu’à 20 heures par jour. Les lions attrapent souvent les animaux jeunes, vieux ou malades, ce qui laisse les plus forts avoir des petits. Ils évitent aussi que les herbivores deviennent trop nombreux et abîment la savane.',
      '13_plus':
        'Le lion est un prédateur situé au sommet de la chaîne alimentaire de la savane africaine. Comme tous les félins, c’est un carnivore strict : son système digestif, court et acide, ne sait pas tirer d’énergie de la cellulose des plantes, et il a besoin de nutriments qu’on trouve surtout dans la viande. Son corps est adapté à la chasse : canines d’environ 7 cm, griffes rétractiles, vision nocturne, musculature faite pour l’accélération plutôt que l’endurance. Les lionnes chassent souvent en groupe, en rabattant les proies vers des compagnes embusquées, et leur taux de réussite ne dépasse généralement pas 25 à 30 %. Ce rapport prédateur-proie est un équilibre ancien : les zèbres, plus endurants, voient bien et vivent en troupeau pour repérer le danger. En prélevant surtout des individus affaiblis, les prédateurs participent à la sélection naturelle. Leur présence limite aussi le nombre d’herbivores et modifie leur comportement, ce qui protège la végétation : les écologues parlent de « cascade trophique », un effet bien étudié avec le retour des loups dans le parc de Yellowstone aux États-Unis, même si son ampleur y est discutée. Aujourd’hui, il reste sans doute entre 20 000 et 25 000 lions sauvages en Afrique, et leur nombre a diminué de près de moitié en une vingtaine d’années.',
    },
  },
  {
    id: 'cat-plays-mouse',
    title: 'Pourquoi le chat joue avec la souris ?',
    phrasings: [
      'pourquoi le chat joue avec la souris',
      'pourquoi les chats jouent avec leur proie',
      'pk mon chat ramène des souris',
      'pourquoi mon chat chasse les oiseaux',
      'chat qui joue avec une souris avant de la manger',
      'pq le chat torture la souris',
      'pourquoi mon chat m’apporte des souris mortes',
      'pourquoi les chats chassent alors qu’ils ont des croquettes',
    ],
    answers: {
      up_to_5:
        'Même à la maison, ton chat reste un petit chasseur, comme son ancêtre sauvage. Quand il attrape une souris, il la touche avec ses pattes pour vérifier qu’elle ne va pas le mordre. Pour lui, c’est un entraînement de chasse.',
      '6_to_8':
        'Le chat est un chasseur né : ses ancêtres sauvages devaient attraper des souris et des oiseaux pour manger. Même s’il a des croquettes, l’envie de chasser reste en lui. Quand il tape la souris avec ses pattes et la laisse repartir, il ne veut pas être méchant : il la fatigue pour qu’elle ne puisse pas le mordre, car une souris qui se défend peut faire mal. C’est aussi un entraînement, comme un sportif qui répète ses gestes. Et quand il t’apporte une souris, c’est peut-être parce qu’il ramène sa prise dans l’endroit où il se sent en sécurité : chez toi !',
      '9_to_12':
        'Le chat domestique descend du chat sauvage d’Afrique et du Proche-Orient, un petit chasseur solitaire qui attrapait une dizaine de petites proies par jour. Chez lui, l’envie de chasser et la faim sont commandées par des mécanismes différents : un chat bien nourri continue donc à chasser. Le « jeu » avec la souris a plusieurs explications. D’abord la prudence : un rongeur peut mordre, alors le chat le frappe de la patte et le fatigue avant de s’approcher de sa tête. Des observations ont montré que les chats « jouent » plus longtemps avec les proies capables de se défendre, comme les gros rats. Ensuite l’apprentissage : la mère rapporte des proies vivantes à ses chatons pour qu’ils s’exercent. Enfin, un chat qui n’a pas faim n’est pas pressé de tuer, et son excitation de chasseur se prolonge en jeu. Pour protéger les oiseaux au printemps, un collier à grelot ou des jeux de chasse à la maison peuvent aider.',
      '13_plus':
        'Le comportement du chat face à sa proie s’explique par son histoire évolutive. Felis catus descend de Felis lybica, un chasseur solitaire de petites proies qui doit capturer de nombreux rongeurs chaque jour, et les chats ont été domestiqués il y a environ 10 000 ans, sans que leur instinct de prédation soit sélectionné contre, bien au contraire, puisqu’ils protégeaient les réserves de grain. La séquence de chasse (guetter, approcher, bondir, saisir, tuer) est en partie indépendante de la faim : un chat rassasié chasse encore, mais il tue moins vite. La chercheuse Maxeen Biben a montré en 1979 que le « jeu » dépend à la fois de la faim et du danger que présente la proie : plus la proie est grosse et capable de mordre, plus le chat la manipule à distance avant la morsure fatale à la nuque. Ce comportement réduit donc le risque de blessure. Il sert aussi à l’apprentissage : la mère rapporte des proies affaiblies aux chatons pour qu’ils perfectionnent leurs gestes. Ce que nous percevons comme de la cruauté est une lecture humaine : le chat n’a pas l’intention de faire souffrir. Reste un vrai problème écologique : selon certaines estimations, les chats domestiques tuent chaque année des dizaines de millions d’oiseaux rien qu’en France, d’où les conseils de garder son chat à l’intérieur la nuit ou à la saison des nids.',
    },
  },
  {
    id: 'dangerous-animals',
    title: 'Pourquoi certains animaux sont dangereux ?',
    phrasings: [
      'pourquoi certains animaux sont dangereux',
      'pourquoi il y a des animaux méchants',
      'pk des animaux attaquent les humains',
      'pourquoi les animaux sauvages attaquent',
      'animal le plus dangereux du monde',
      'pourquoi certains animaux ont du venin',
      'animaux venimeux',
      'pq les animaux mordent',
      'animaux dangereux pour l’homme',
    ],
    answers: {
      up_to_5:
        'Les animaux ne sont pas méchants. Un animal peut mordre ou piquer quand il a peur, quand il protège ses bébés ou quand il a faim. Alors on ne touche jamais un animal qu’on ne connaît pas, et on demande à un grand.',
      '6_to_8':
        'Dans la nature, les animaux ne sont ni gentils ni méchants : ils essaient de vivre. Certains sont dangereux parce qu’ils chassent pour manger, comme les grands fauves. D’autres se défendent quand ils ont peur ou quand on s’approche trop de leurs petits, comme une maman ourse ou un sanglier. Et certains, comme les serpents, les scorpions ou les guêpes, ont du venin pour attraper leurs proies ou se protéger. La plupart des animaux sauvages ont peur des humains et préfèrent s’enfuir. Pour rester en sécurité, tu regardes les animaux de loin, tu ne les touches pas, et tu appelles un adulte si tu as un doute.',
      '9_to_12':
        'Un animal n’attaque presque jamais par méchanceté : il a toujours une raison liée à sa survie. Les prédateurs, comme le tigre ou le crocodile, chassent pour se nourrir, mais les humains ne sont pas leurs proies habituelles. Beaucoup d’accidents arrivent quand un animal se défend : il se sent piégé, on marche près de son nid, ou on s’approche de ses petits. Les hippopotames, par exemple, très protecteurs de leur territoire, sont parmi les animaux les plus dangereux d’Afrique. Le venin, lui, est une arme chimique : l’araignée ou le serpent l’utilise pour paralyser sa proie, l’abeille pour défendre sa ruche. Étonnant : l’animal qui cause le plus de morts chez les humains est minuscule, c’est le moustique, car il transmet des maladies comme le paludisme. En France, les animaux vraiment dangereux sont rares : quelques vipères, les frelons et les guêpes pour les personnes allergiques. Les règles d’or : observer de loin, ne jamais nourrir ni toucher un animal sauvage, et prévenir un adulte en cas de morsure ou de piqûre.',
      '13_plus':
        'La dangerosité d’un animal pour l’homme est presque toujours un effet secondaire de stratégies de survie qui ne nous visent pas. On peut distinguer trois grands cas. La prédation : les grands carnivores, comme les lions, les requins ou les crocodiles, sont adaptés à la chasse, mais les attaques sur les humains restent rares et concernent souvent des situations inhabituelles (animal affamé, âgé, habitué aux humains). La défense : un animal menacé, surpris ou protégeant ses petits ou son territoire peut charger ; c’est le cas des hippopotames, des éléphants, des ours ou des buffles, responsables de nombreux accidents. Le venin : produit par des glandes, c’est un mélange de toxines qui paralyse une proie ou dissuade un agresseur, chez des animaux très variés, des cônes marins aux serpents. Mais le classement des animaux les plus meurtriers surprend : loin devant tous les autres vient le moustique, vecteur du paludisme, de la dengue ou du chikungunya, puis l’être humain lui-même, et les serpents, qui causent encore des dizaines de milliers de morts par an dans les pays tropicaux, surtout faute d’accès aux sérums antivenimeux. Avoir peur d’un animal est normal, mais la plupart fuient l’homme ; comprendre leur comportement, garder ses distances et connaître les gestes d’urgence reste la meilleure protection.',
    },
  },
  {
    id: 'snake-tongue',
    title: 'Pourquoi les serpents tirent la langue ?',
    phrasings: [
      'pourquoi les serpents tirent la langue',
      'pourquoi le serpent sort sa langue',
      'pk la langue du serpent est fourchue',
      'langue fourchue serpent',
      'pq les serpents font sortir leur langue',
      'pourquoi le serpent siffle avec sa langue',
      'comment les serpents sentent les odeurs',
      'langue de serpent',
    ],
    answers: {
      up_to_5:
        'Le serpent ne tire pas la langue pour faire le malin ! Avec sa langue, il attrape les odeurs dans l’air, un peu comme toi tu renifles avec ton nez. Comme ça, il sait ce qu’il y a autour de lui.',
      '6_to_8':
        'Quand un serpent sort sa langue, il ne se moque pas de toi : il sent ! Sa langue attrape dans l’air de minuscules morceaux d’odeurs. Quand il la rentre dans sa bouche, il la pose contre un petit endroit spécial, au plafond de sa bouche, qui analyse ces odeurs. Sa langue est fourchue, avec deux pointes : chaque pointe goûte l’air d’un côté, ce qui l’aide à savoir si une souris est partie à gauche ou à droite. Il fait ça très souvent, surtout quand il cherche à manger ou qu’il découvre un nouvel endroit.',
      '9_to_12':
        'Le serpent a des narines, mais son odorat le plus fin passe par sa langue. À chaque sortie, elle capte dans l’air et sur le sol des particules odorantes, comme celles laissées par une proie. Une fois la langue rentrée, ces particules sont apportées à l’organe de Jacobson, deux petites cavités situées dans le palais, reliées au cerveau, qui les analysent. La langue sort par une petite encoche de la lèvre, si bien que le serpent peut « goûter » l’air sans ouvrir la bouche. Sa forme fourchue est très utile : les deux pointes s’écartent et prélèvent des odeurs à deux endroits à la fois. Si l’odeur est plus forte à gauche, la proie est passée par la gauche : le serpent peut ainsi suivre une piste. Plus un serpent est curieux ou affamé, plus il sort la langue souvent. Le sifflement, lui, n’a rien à voir : c’est de l’air soufflé par la gorge pour faire peur.',
      '13_plus':
        'Chez les serpents, la langue n’est presque plus un organe du goût : c’est un outil de prélèvement chimique au service de l’organe voméronasal, appelé aussi organe de Jacobson, du nom de l’anatomiste danois Ludwig Jacobson qui l’a décrit au début du XIXe siècle. À chaque mouvement, la langue sort par une encoche de la lèvre supérieure, oscille rapidement dans l’air, capte des molécules odorantes, puis se rétracte ; les molécules sont transférées vers deux conduits du palais qui mènent à l’organe voméronasal, riche en récepteurs reliés au cerveau. Ce système complète l’olfaction par les narines et joue un rôle essentiel pour suivre les pistes des proies, reconnaître un partenaire grâce aux phéromones ou éviter un prédateur. Le biologiste Kurt Schwenk a proposé dans les années 1990 que la forme fourchue serve de détecteur de direction : les deux pointes, très écartées au moment du prélèvement, comparent les concentrations de part et d’autre, comme nos deux oreilles comparent les sons. Les lézards au mode de chasse actif, comme les varans, ont aussi une langue fourchue, alors que les lézards qui chassent à l’affût ont une langue plus épaisse. Les serpents n’ont pas d’oreille externe mais perçoivent les vibrations du sol par leur mâchoire, et certains, comme les crotales, ont aussi des fossettes qui détectent la chaleur des proies.',
    },
  },
  {
    id: 'whale-spout',
    title: 'Pourquoi les baleines crachent de l’eau ?',
    phrasings: [
      'pourquoi les baleines crachent de l’eau',
      'pourquoi la baleine souffle de l’eau par la tête',
      'pk les baleines font un jet d’eau',
      'jet d’eau baleine',
      'souffle de la baleine',
      'trou sur la tête de la baleine',
      'évent baleine',
      'pourquoi la baleine n’est pas un poisson',
      'comment respirent les baleines',
      'baleine mammifere',
    ],
    answers: {
      up_to_5:
        'La baleine n’est pas un poisson : elle respire de l’air, comme toi ! Elle a un trou sur le dessus de la tête pour respirer. Quand elle souffle très fort, ça fait un grand nuage qui ressemble à un jet d’eau.',
      '6_to_8':
        'La baleine vit dans la mer, mais ce n’est pas un poisson : c’est un mammifère, comme toi, le chien ou la vache. Elle a des poumons et doit remonter à la surface pour respirer de l’air. Ses narines sont sur le dessus de sa tête : ça s’appelle l’évent. Quand elle remonte, elle souffle très fort l’air chaud de ses poumons. Cet air est plein de vapeur d’eau qui se transforme en petites gouttes au contact de l’air, comme la buée quand tu souffles dehors en hiver. Il y a aussi un peu d’eau de mer qui était posée sur l’évent. Ce n’est donc pas vraiment un jet d’eau, mais un gros souffle de buée !',
      '9_to_12':
        'Les baleines sont des mammifères marins : elles respirent avec des poumons, ont le sang chaud et allaitent leurs petits. Leurs ancêtres vivaient sur la terre ferme il y a plus de 50 millions d’années. Leurs narines ont glissé au fil de l’évolution jusqu’au sommet du crâne, formant l’évent, ce qui leur permet de respirer en sortant à peine de l’eau. Sous l’eau, l’évent reste fermé par des muscles. En remontant, la baleine expire d’un coup un grand volume d’air chaud et humide : la vapeur se condense en fines gouttelettes, mélangées à l’eau de mer posée autour de l’évent. C’est le « souffle », qui peut monter à près de 10 mètres chez la baleine bleue. Les baleines à fanons ont deux évents, et les cétacés à dents, comme les dauphins ou le cachalot, n’en ont qu’un. Les scientifiques reconnaissent même les espèces à la forme de leur souffle : celui du cachalot part en biais vers l’avant. Entre deux respirations, un cachalot peut plonger plus d’une heure.',
      '13_plus':
        'Le « jet d’eau » des baleines est en réalité leur expiration. Les cétacés sont des mammifères dont les ancêtres terrestres, proches des hippopotames actuels, sont retournés à la mer il y a environ 50 millions d’années ; des fossiles comme Pakicetus ou Ambulocetus illustrent cette transition. Au cours de cette évolution, les narines ont migré vers le sommet du crâne pour former l’évent, fermé par des muscles et des replis pendant la plongée. À la surface, la baleine expire en une ou deux secondes plusieurs centaines de litres d’air chez les grandes espèces. Cet air, chaud et saturé en vapeur d’eau, se détend brutalement en sortant : sa température baisse et la vapeur se condense en gouttelettes, comme notre haleine en hiver ; s’y ajoutent de l’eau de mer et du mucus. Le souffle peut ainsi monter à une dizaine de mètres chez le rorqual bleu. Les mysticètes, ou baleines à fanons, ont deux évents, et les odontocètes, cétacés à dents, un seul, d’où des souffles de formes différentes qui permettent d’identifier les espèces en mer : large et en V chez la baleine franche, oblique chez le cachalot. Leur respiration est très efficace : elles renouvellent l’essentiel de l’air de leurs poumons à chaque souffle, et stockent beaucoup d’oxygène dans leur sang et leurs muscles, riches en myoglobine, ce qui permet à certaines espèces de plonger plus d’une heure.',
    },
  },
  {
    id: 'sharks-attack',
    title: 'Pourquoi les requins attaquent parfois les gens ?',
    phrasings: [
      'pourquoi les requins attaquent',
      'est-ce que les requins mangent les humains',
      'pk les requins sont méchants',
      'pourquoi les requins mordent les surfeurs',
      'requin dangereux',
      'attaque de requin',
      'pq le requin a plein de dents',
      'dents de requin',
      'pourquoi on a peur des requins',
    ],
    answers: {
      up_to_5:
        'Les requins ne sont pas méchants, et ils ne mangent pas les gens : ils préfèrent les poissons. Très rarement, un requin mord quelqu’un parce qu’il s’est trompé. La plupart des requins ont plutôt peur de nous !',
      '6_to_8':
        'Il existe plus de 500 sortes de requins, et presque tous sont sans danger pour nous. Le plus gros, le requin-baleine, ne mange que de minuscules animaux, le plancton ! Les requins mangent surtout des poissons, des calmars ou des phoques. Quand un requin mord une personne, c’est très rare et c’est souvent une erreur : vu d’en dessous, un surfeur sur sa planche ressemble un peu à un phoque. Il arrive aussi qu’un requin curieux « goûte » avec ses dents, car il n’a pas de mains pour toucher. En fait, ce sont plutôt les requins qui devraient avoir peur de nous : les humains en pêchent énormément.',
      '9_to_12':
        'Les requins existent depuis plus de 400 millions d’années, bien avant les dinosaures, et on en connaît plus de 500 espèces. La grande majorité est inoffensive pour les humains : certains mesurent à peine 20 cm, et les plus grands, comme le requin-baleine, filtrent le plancton. Les humains ne font pas partie de leur menu. Dans le monde, on compte chaque année environ 70 à 80 morsures de requins non provoquées, et une dizaine au plus sont mortelles : c’est bien moins que les accidents causés par la foudre. Les morsures viennent surtout de quelques espèces, comme le grand requin blanc, le requin-tigre ou le requin-bouledogue. Les scientifiques pensent qu’il s’agit souvent d’une erreur ou d’une morsure d’exploration : le requin touche avec sa bouche ce qu’il ne connaît pas, puis s’en va. Ses dents, rangées en plusieurs rangs, se renouvellent toute sa vie, si bien qu’il en use des milliers. À l’inverse, les humains tuent des dizaines de millions de requins par an, et beaucoup d’espèces sont menacées.',
      '13_plus':
        'Les requins sont des poissons cartilagineux apparus il y a plus de 400 millions d’années ; on en décrit aujourd’hui plus de 500 espèces, de quelques dizaines de centimètres à plus de 12 mètres pour le requin-baleine, planctonophage. Ce sont des prédateurs aux sens remarquables : odorat très sensible, ligne latérale qui perçoit les vibrations de l’eau, et ampoules de Lorenzini, de petits organes du museau capables de détecter les faibles champs électriques émis par les muscles d’une proie. Leurs dents, disposées en plusieurs rangées, sont remplacées en continu, comme sur un tapis roulant. Les attaques sur l’homme sont rares : les bases de données scientifiques, comme l’International Shark Attack File de l’université de Floride, recensent en moyenne 70 à 80 morsures non provoquées par an dans le monde, et environ 5 à 10 décès. Seules quelques espèces sont concernées, surtout le grand requin blanc, le requin-tigre et le requin-bouledogue. Plusieurs hypothèses, non exclusives, expliquent ces morsures : la confusion avec une proie habituelle dans une eau trouble, la curiosité, ou la défense d’un territoire. Le film « Les Dents de la mer », en 1975, a beaucoup nourri la peur des requins. La menace réelle est inverse : la pêche, y compris pour les ailerons, tue des dizaines de millions de requins chaque année, et plus d’un tiers des espèces de requins et de raies sont menacées d’extinction, ce qui déséquilibre les écosystèmes marins dont ils sont des régulateurs.',
    },
  },
  {
    id: 'octopus-eight-arms',
    title: 'Pourquoi la pieuvre a huit bras ?',
    phrasings: [
      'pourquoi la pieuvre a huit bras',
      'pourquoi le poulpe a 8 tentacules',
      'pk la pieuvre a des ventouses',
      'huit bras pieuvre',
      'tentacules du poulpe',
      'pourquoi la pieuvre crache de l’encre',
      'encre de la pieuvre',
      'pq le poulpe a trois cœurs',
      'ventouses poulpe',
      'pourquoi la pieuvre a 8 bras',
    ],
    answers: {
      up_to_5:
        'La pieuvre a huit bras tout souples, couverts de petites ventouses qui collent. Avec eux, elle attrape des crabes, elle marche au fond de la mer et elle se cache dans les trous. C’est comme avoir huit mains à la fois !',
      '6_to_8':
        'La pieuvre, qu’on appelle aussi le poulpe, a huit bras couverts de ventouses. Ils lui servent à tout : ramper sur les rochers, attraper des crabes et des coquillages, ouvrir des coquilles, et même goûter, car ses ventouses sentent le goût de ce qu’elles touchent ! Elle n’a pas d’os, alors elle peut se glisser dans un trou tout petit. Quand un ennemi approche, elle crache un nuage d’encre noire pour se cacher et s’enfuir. Et tu sais quoi ? Elle a trois cœurs et du sang bleu !',
      '9_to_12':
        'La pieuvre, ou poulpe, est un mollusque, comme l’escargot ou la moule, mais elle a perdu sa coquille au cours de l’évolution. Elle fait partie des céphalopodes, un mot grec qui veut dire « tête-pieds », car ses bras partent directement de sa tête. Pourquoi huit ? Les scientifiques ne savent pas tout, mais ce nombre est commun à ses proches cousins : la seiche et le calmar ont eux aussi huit bras, plus deux longs tentacules pour chasser. Chaque bras porte des centaines de ventouses qui agrippent et goûtent à la fois. Le plus étonnant, c’est que les deux tiers de ses neurones sont dans ses bras : chaque bras peut explorer et réagir presque seul. Si elle perd un bras, il repousse. Sans squelette, elle se faufile partout, sauf là où son bec dur ne passe pas. Pour fuir, elle projette un jet d’eau qui la propulse en arrière et lâche un nuage d’encre. Elle a trois cœurs et un sang bleu, coloré par une substance qui contient du cuivre.',
      '13_plus':
        'Le poulpe commun, Octopus vulgaris, appartient aux céphalopodes, une classe de mollusques apparue il y a plus de 500 millions d’années, dont les premiers représentants portaient une coquille, comme le nautile actuel. Chez les octopodes, la coquille a disparu et le corps est devenu mou et déformable, ce qui permet de passer par toute ouverture plus large que le bec, seule partie dure de l’animal. Les huit bras sont des « hydrostats musculaires », comme notre langue ou la trompe de l’éléphant : sans os, ils s’allongent, se raccourcissent et se tordent grâce à des muscles disposés dans plusieurs directions. L’origine du nombre huit reste discutée ; il est partagé par les seiches et les calmars, qui possèdent en plus deux tentacules de capture. Le système nerveux du poulpe compte environ 500 millions de neurones, dont près des deux tiers se trouvent dans les bras : chaque bras peut traiter une partie de l’information de façon locale. Les ventouses portent des récepteurs chimiques et tactiles, si bien que le poulpe goûte ce qu’il touche. Il a trois cœurs, deux pour les branchies et un pour le reste du corps, et un sang bleu, car l’oxygène y est transporté par l’hémocyanine, une protéine à base de cuivre. Pour fuir, il combine propulsion par jet d’eau, nuage d’encre et camouflage, grâce à des cellules de la peau qui changent de couleur en une fraction de seconde. Sa capacité à résoudre des problèmes fascine les chercheurs, d’autant qu’il ne vit généralement qu’un ou deux ans.',
    },
  },
  {
    id: 'jellyfish-sting',
    title: 'Pourquoi les méduses piquent ?',
    phrasings: [
      'pourquoi les méduses piquent',
      'pourquoi la meduse pique',
      'pk les méduses brûlent',
      'piqûre de méduse',
      'piqure meduse',
      'méduse sur la plage',
      'comment une méduse pique',
      'pq ça fait mal une méduse',
      'filaments de méduse',
    ],
    answers: {
      up_to_5:
        'La méduse a de longs fils qui pendent sous elle, avec des toutes petites piques dedans. Elle s’en sert pour attraper de minuscules bêtes à manger. Si tu la touches, ça pique, alors on la regarde sans toucher, même sur la plage.',
      '6_to_8':
        'La méduse est un drôle d’animal : elle n’a ni cerveau, ni cœur, ni os, et elle est faite presque entièrement d’eau. Pour manger, elle ne peut pas courir après ses proies. Alors ses longs filaments sont couverts de milliers de cellules spéciales, avec un minuscule harpon rempli de venin. Quand un petit poisson ou du plancton les touche, les harpons partent tout seuls et paralysent la proie. Si ta peau frôle une méduse, les harpons partent aussi : ça brûle et ça gratte. Si ça t’arrive, sors de l’eau et va voir un adulte ou le poste de secours de la plage. Attention : même échouée sur le sable, une méduse peut encore piquer.',
      '9_to_12':
        'Les méduses existent depuis plus de 500 millions d’années et sont composées d’environ 95 % d’eau. Elles n’ont pas de cerveau, mais un réseau de nerfs qui commande leurs mouvements. Comme elles nagent mal, elles se laissent surtout porter par les courants et pêchent avec leurs filaments. Ceux-ci sont couverts de cellules urticantes, les cnidocytes : chacune contient une capsule avec un long fil enroulé, pointu et plein de venin. Au moindre contact avec une proie, le fil est projeté comme un harpon, en un temps si court que c’est l’un des mouvements les plus rapides du monde vivant. Le venin paralyse le plancton, les larves ou les petits poissons, que la méduse ramène vers sa bouche. Pour nous, la plupart des piqûres sont douloureuses mais sans gravité, comme celles de la pélagie en Méditerranée. Il faut rincer à l’eau de mer, sans frotter, et demander de l’aide à un adulte ou aux sauveteurs. Quelques espèces, comme les cuboméduses d’Australie, sont en revanche très dangereuses.',
      '13_plus':
        'Les méduses font partie des cnidaires, comme les coraux et les anémones de mer, un groupe très ancien dont le nom vient du grec knidê, « ortie ». Tous possèdent des cellules urticantes, les cnidocytes, qui contiennent un organite appelé nématocyste : une capsule sous pression renfermant un tubule enroulé, souvent garni d’épines. Un stimulus mécanique et chimique déclenche sa décharge : le tubule se retourne et jaillit en moins d’une microseconde, avec une accélération parmi les plus fortes connues dans la nature, puis injecte un mélange de toxines qui agit sur les cellules et les nerfs de la proie. Ce mécanisme est indépendant de la volonté de l’animal : c’est pourquoi une méduse échouée, ou même un fragment de filament, peut encore piquer. Les méduses sont surtout planctoniques, se déplacent par contractions de leur ombrelle et se nourrissent de zooplancton, d’œufs et de larves de poissons. Pour l’homme, la gravité dépend des espèces : la pélagie ou la physalie, qui n’est d’ailleurs pas une vraie méduse mais une colonie d’organismes, provoquent des brûlures douloureuses, tandis que la cuboméduse Chironex fleckeri, en Australie, peut être mortelle. Les conseils habituels : sortir de l’eau, rincer à l’eau de mer et non à l’eau douce, retirer les filaments sans frotter, et consulter en cas de malaise. Leurs proliférations, favorisées par la surpêche de leurs prédateurs et le réchauffement des mers, sont de plus en plus étudiées.',
    },
  },
  {
    id: 'dolphins-jump',
    title: 'Pourquoi les dauphins sautent hors de l’eau ?',
    phrasings: [
      'pourquoi les dauphins sautent hors de l’eau',
      'pourquoi le dauphin saute',
      'pk les dauphins font des sauts',
      'sauts des dauphins',
      'dauphin qui saute',
      'pq les dauphins jouent',
      'pourquoi les dauphins sont intelligents',
      'comment dorment les dauphins',
      'dauphin mammifère',
    ],
    answers: {
      up_to_5:
        'Le dauphin respire de l’air comme toi, alors il remonte souvent à la surface. En sautant, il respire, il avance plus vite, et parfois il joue, tout simplement ! Les dauphins adorent jouer ensemble.',
      '6_to_8':
        'Le dauphin n’est pas un poisson : c’est un mammifère qui respire de l’air par un trou sur sa tête. Quand il nage vite, sauter lui permet de respirer sans ralentir. En plus, dans l’air, il va plus vite que dans l’eau, qui le freine : c’est donc une bonne façon de voyager. Les dauphins sautent aussi pour jouer, pour se parler entre eux, pour regarder où sont les poissons, ou pour se débarrasser de petites bêtes collées sur leur peau. Ce sont des animaux très joueurs et très malins, qui vivent en groupe et s’appellent avec des sifflements.',
      '9_to_12':
        'Les dauphins sont des cétacés, des mammifères marins qui respirent par un évent sur le dessus de la tête. Les scientifiques pensent qu’ils sautent pour plusieurs raisons. D’abord pour économiser de l’énergie : quand ils nagent vite, bondir hors de l’eau, où l’air freine beaucoup moins, leur coûte moins d’effort que de rester sous la surface, tout en leur permettant de respirer. Ensuite pour communiquer : le bruit de la chute dans l’eau s’entend de loin et peut servir de signal au groupe. Sauter peut aussi aider à repérer des oiseaux de mer qui indiquent un banc de poissons, ou à se débarrasser des parasites collés à la peau : c’est peut-être pour ça que le dauphin à long bec tourne sur lui-même en l’air. Et souvent, ils jouent, surtout les jeunes. Les dauphins sont très intelligents : ils chassent en équipe, utilisent l’écholocation, des clics dont l’écho leur dessine ce qui les entoure, et chacun a un sifflement qui lui sert presque de prénom.',
      '13_plus':
        'Le saut chez les dauphins est un comportement aux fonctions multiples, que les chercheurs continuent d’étudier. La plus documentée est énergétique : à grande vitesse, nager juste sous la surface crée beaucoup de traînée et de vagues ; au-delà d’une certaine vitesse, des bonds successifs hors de l’eau, appelés « marsouinage », deviennent plus économiques, car l’air oppose une résistance bien plus faible que l’eau, et chaque bond permet une respiration sans ralentir. Les sauts ont aussi une fonction sociale : les éclaboussures et les claquements à la surface transmettent des signaux au groupe, par exemple lors de la coordination d’une chasse. On observe encore des sauts liés à la chasse, pour rabattre des poissons, et, chez le dauphin à long bec, des vrilles spectaculaires qui pourraient aider à déloger les rémoras et les parasites. Enfin, beaucoup de sauts semblent ludiques, en particulier chez les jeunes, le jeu étant fréquent chez les animaux sociaux au cerveau développé. Le grand dauphin possède un cerveau volumineux, se reconnaît dans un miroir, et chaque individu émet un « sifflement signature » que les autres utilisent pour l’appeler. Il s’oriente par écholocation, en émettant des clics dont il analyse l’écho. Comme il doit penser à respirer, il ne dort jamais complètement : une moitié de son cerveau se repose pendant que l’autre reste en éveil, un sommeil dit unihémisphérique.',
    },
  },
  {
    id: 'ants-marching-line',
    title: 'Pourquoi les fourmis marchent en file ?',
    phrasings: [
      'pourquoi les fourmis marchent en file',
      'pourquoi les fourmis marchent en ligne',
      'pk les fourmis se suivent',
      'fourmis en file indienne',
      'comment les fourmis trouvent la nourriture',
      'pq les fourmis rentrent dans la maison',
      'chemin des fourmis',
      'comment communiquent les fourmis',
      'fourmilière',
    ],
    answers: {
      up_to_5:
        'Quand une fourmi trouve à manger, elle laisse une petite odeur sur son chemin en rentrant chez elle. Les autres fourmis sentent cette odeur avec leurs antennes et la suivent. C’est comme un chemin invisible qui sent bon pour elles !',
      '6_to_8':
        'Les fourmis ne voient pas très bien, mais elles sentent très bien avec leurs antennes. Quand une fourmi exploratrice trouve de la nourriture, par exemple une miette de gâteau, elle rentre à la fourmilière en déposant sur le sol une odeur spéciale qui sort de son ventre. Les autres fourmis sentent cette piste et la suivent jusqu’à la miette. En revenant, elles ajoutent de l’odeur, et la piste devient de plus en plus forte : c’est pour ça qu’on voit une longue file ! Quand il n’y a plus rien à manger, elles arrêtent d’en mettre, et la piste s’efface.',
      '9_to_12':
        'Les fourmis communiquent surtout par des odeurs, appelées phéromones. Une éclaireuse qui découvre de la nourriture revient au nid en traçant une piste de phéromones avec le bout de son abdomen. Ses sœurs ouvrières, qui sentent avec leurs antennes, suivent cette piste, puis la renforcent en rentrant chargées. Plus il y a de nourriture, plus la piste est marquée et plus elle attire de fourmis. Si un chemin est plus court, les fourmis y font plus d’allers-retours dans le même temps, l’odeur s’y accumule plus vite, et toute la colonie finit par l’emprunter : sans chef ni plan, elles trouvent le meilleur trajet. Quand la source est épuisée, l’odeur s’évapore et la file disparaît. Les fourmis utilisent aussi d’autres phéromones, par exemple pour donner l’alerte. Elles vivent sur Terre depuis plus de 100 millions d’années, et des chercheurs ont estimé en 2022 qu’il y en aurait environ 20 millions de milliards sur la planète !',
      '13_plus':
        'Les fourmis sont des insectes sociaux dont l’organisation repose largement sur la communication chimique. Leurs phéromones, produites par diverses glandes, codent des messages distincts : recrutement vers une source de nourriture, alarme, reconnaissance des membres de la colonie. Lorsqu’une ouvrière découvre de la nourriture, elle regagne le nid en déposant une piste de phéromones ; les congénères qui la croisent la suivent grâce aux récepteurs de leurs antennes et la renforcent à leur tour, ce qui crée une boucle de rétroaction positive. Comme ces molécules s’évaporent, une piste non entretenue disparaît : le système s’adapte en permanence. Dans les années 1980, l’équipe de Jean-Louis Deneubourg a montré avec des fourmis d’Argentine, grâce à un pont à deux branches de longueurs différentes, que la colonie sélectionne collectivement le chemin le plus court, simplement parce que les allers-retours y sont plus rapides. C’est un exemple célèbre d’intelligence collective, où un comportement efficace émerge d’individus qui suivent des règles simples. Il a inspiré à l’informaticien Marco Dorigo, au début des années 1990, les « algorithmes de colonies de fourmis » utilisés pour optimiser des trajets ou des réseaux. On connaît plus de 14 000 espèces de fourmis, présentes presque partout sauf aux pôles, et une estimation publiée en 2022 évalue leur nombre à environ 20 millions de milliards d’individus.',
    },
  },
  {
    id: 'caterpillar-butterfly',
    title: 'Pourquoi la chenille devient un papillon ?',
    phrasings: [
      'pourquoi la chenille devient un papillon',
      'comment une chenille se transforme en papillon',
      'pk les chenilles deviennent des papillons',
      'chenille papillon transformation',
      'chrysalide',
      'cocon de chenille',
      'métamorphose du papillon',
      'metamorphose chenille',
      'pq le papillon sort d’un cocon',
    ],
    answers: {
      up_to_5:
        'La chenille mange, mange et grossit beaucoup. Puis elle s’enferme dans une petite maison qu’on appelle une chrysalide. Dedans, tout son corps se transforme, et un jour, un papillon en sort !',
      '6_to_8':
        'Le papillon a une vie en plusieurs étapes. D’abord, la maman papillon pond de tout petits œufs sur une feuille. Il en sort des chenilles, qui n’ont qu’une mission : manger des feuilles et grandir. Elles changent plusieurs fois de peau, car leur peau devient trop petite. Quand elle est assez grosse, la chenille s’accroche à une branche et se transforme en chrysalide, une sorte d’enveloppe dure. Dedans, son corps se transforme complètement : ça s’appelle la métamorphose. Après une ou deux semaines pour beaucoup d’espèces, un papillon sort, attend que ses ailes sèchent, et s’envole.',
      '9_to_12':
        'La transformation de la chenille en papillon s’appelle la métamorphose. Le papillon passe par quatre stades : l’œuf, la larve, qui est la chenille, la nymphe, qui est la chrysalide, et l’adulte. Chaque stade a son rôle. La chenille est une machine à manger : certaines multiplient leur poids par plus de mille en quelques semaines, en changeant de peau quatre ou cinq fois. Dans la chrysalide, une grande partie de son corps est démontée, et de petits groupes de cellules, qui attendaient depuis l’œuf, construisent les ailes, les antennes, les longues pattes et la trompe de l’adulte. Le papillon, lui, sert à trouver un partenaire, à voyager et à pondre, et il se nourrit du nectar des fleurs. Comme la chenille et le papillon ne mangent pas la même chose, ils n’entrent pas en concurrence. On pense que c’est l’un des secrets du succès de ce mode de vie, partagé par les coléoptères, les mouches ou les abeilles. Attention à ne pas confondre : la chrysalide est la nymphe du papillon, et le cocon est une enveloppe de soie que certaines chenilles tissent autour.',
      '13_plus':
        'Le papillon est un insecte holométabole, c’est-à-dire à métamorphose complète : son développement passe par l’œuf, la larve (chenille), la nymphe (chrysalide) et l’imago, l’adulte. Ce cycle est partagé par la majorité des espèces d’insectes, dont les coléoptères, les diptères et les hyménoptères, et il est apparu il y a plus de 300 millions d’années. Son avantage principal serait la séparation des fonctions : la larve se spécialise dans l’alimentation et la croissance, l’adulte dans la reproduction et la dispersion, sans concurrence pour les mêmes ressources. La chenille grandit par mues successives, contrôlées par deux hormones : l’ecdysone déclenche la mue, et l’hormone juvénile, tant qu’elle est présente, maintient l’état larvaire. Quand son taux chute, la mue suivante produit une nymphe. Dans la chrysalide, de nombreux tissus larvaires sont dégradés, tandis que des « disques imaginaux », des amas de cellules mis en réserve dès la vie embryonnaire, se développent en ailes, pattes, antennes et yeux composés. Certaines structures, comme une partie du système nerveux, sont réorganisées plutôt que détruites, et des expériences suggèrent que des papillons peuvent garder des traces d’apprentissages faits quand ils étaient chenilles. Le cocon, quand il existe, est une enveloppe de soie tissée par la chenille autour de sa nymphe, comme chez le ver à soie, alors que la chrysalide est la nymphe elle-même.',
    },
  },
  {
    id: 'mosquitoes-bite',
    title: 'Pourquoi les moustiques piquent ?',
    phrasings: [
      'pourquoi les moustiques piquent',
      'pourquoi les moustiques nous piquent',
      'pk les moustiques me piquent moi',
      'piqûre de moustique',
      'piqure moustique qui gratte',
      'pourquoi ça gratte une piqûre de moustique',
      'moustique tigre',
      'pq le moustique boit du sang',
      'bzz du moustique',
    ],
    answers: {
      up_to_5:
        'Seules les mamans moustiques piquent : elles ont besoin d’une goutte de sang pour faire leurs œufs. Après, ta peau se défend et ça gratte. Il ne faut pas gratter, ça passe tout seul !',
      '6_to_8':
        'Ce ne sont pas tous les moustiques qui piquent, seulement les femelles ! D’habitude, les moustiques boivent le jus sucré des fleurs. Mais quand une femelle doit pondre ses œufs, elle a besoin de sang, qui contient ce qu’il faut pour les fabriquer. Elle nous trouve grâce à l’air que nous soufflons, à notre chaleur et à l’odeur de notre peau. Comme chacun a son odeur, les moustiques préfèrent certaines personnes : c’est pour ça qu’ils piquent parfois une personne plus que son frère ou sa sœur à côté. Elle plante dans ta peau sa trompe, fine comme une aiguille, et met un peu de sa salive pour que le sang coule bien. Ton corps réagit à cette salive : c’est ça qui fait le petit bouton qui gratte. Le bzzz, c’est le bruit de ses ailes qui battent très vite.',
      '9_to_12':
        'Il existe environ 3 500 espèces de moustiques, et chez toutes, seules les femelles piquent. Mâles et femelles se nourrissent de nectar, mais la femelle a besoin des protéines du sang pour que ses œufs se développent : c’est une question de reproduction, pas de méchanceté. Pour trouver une proie, elle détecte le gaz carbonique que nous expirons, à plusieurs mètres, puis notre chaleur et les odeurs de notre peau. Certaines personnes sont plus piquées que d’autres, surtout à cause de l’odeur de leur peau. Sa trompe contient plusieurs aiguilles très fines qui cherchent un petit vaisseau sanguin, et sa salive empêche le sang de coaguler. Notre système immunitaire réagit à cette salive en libérant de l’histamine, ce qui provoque le gonflement et les démangeaisons. Gratter abîme la peau et fait durer le bouton. Dans certaines régions chaudes, des moustiques transmettent des maladies comme le paludisme ou la dengue : c’est pour ça qu’on s’en protège avec des moustiquaires et des répulsifs adaptés, en demandant conseil à un adulte ou à un pharmacien.',
      '13_plus':
        'Les moustiques, famille des Culicidés, comptent environ 3 500 espèces. Mâles et femelles se nourrissent de sucres végétaux, mais chez la plupart des espèces, la femelle est hématophage : le repas de sang lui apporte les protéines et le fer nécessaires à la maturation de ses œufs, et peut lui permettre d’en pondre une centaine ou davantage. La recherche de l’hôte mobilise plusieurs sens : le CO₂ expiré, détecté à distance par des récepteurs spécialisés, active la recherche, puis l’odeur de la peau, la chaleur et l’humidité guident l’approche. L’attirance variable selon les personnes s’explique en grande partie par la composition chimique de la peau et de son microbiote ; une étude publiée en 2022 a relié une forte attractivité à certains acides gras cutanés. La trompe est un faisceau de stylets qui découpe la peau et sonde à la recherche d’un capillaire, tandis que la salive injectée contient des anticoagulants et des vasodilatateurs. La réaction immunitaire à ces protéines salivaires, avec libération d’histamine, produit la papule qui démange. Le vrai enjeu est sanitaire : les moustiques sont des vecteurs de parasites et de virus, responsables du paludisme, qui tue encore plus de 600 000 personnes par an selon l’OMS, ou de la dengue. En France métropolitaine, le moustique tigre, Aedes albopictus, s’est installé depuis 2004 et peut transmettre la dengue, d’où l’importance de vider les eaux stagnantes où il pond.',
    },
  },
  {
    id: 'snails-slime',
    title: 'Pourquoi les escargots font de la bave ?',
    phrasings: [
      'pourquoi les escargots font de la bave',
      'pourquoi l’escargot bave',
      'pk les escargots laissent une trace brillante',
      'bave d’escargot',
      'bave escargot',
      'pq les escargots sortent quand il pleut',
      'pourquoi les escargots ont une coquille',
      'coquille d’escargot',
      'limace et escargot',
    ],
    answers: {
      up_to_5:
        'L’escargot n’a pas de pattes : il glisse sur son gros pied tout mou. Sa bave l’aide à glisser, comme un toboggan, et protège sa peau. C’est pour ça qu’il laisse une trace qui brille derrière lui !',
      '6_to_8':
        'L’escargot avance sur un seul grand pied, tout musclé, qui fait des petites vagues pour le pousser. Sous ce pied, il fabrique de la bave, qu’on appelle aussi du mucus. Elle lui sert de tapis glissant pour avancer, et de colle pour grimper sur les murs et même marcher la tête en bas. Elle protège aussi son pied : un escargot peut passer sur des cailloux pointus sans se blesser. Comme sa peau sèche très vite, il préfère sortir quand il pleut ou le soir, quand c’est humide. Quand il fait trop sec, il rentre dans sa coquille et la ferme avec un petit bouchon de bave séchée.',
      '9_to_12':
        'L’escargot est un mollusque : il a un corps mou, protégé par une coquille qui grandit avec lui et ne le quitte jamais, car elle est attachée à son corps. Il se déplace sur un pied musclé parcouru de contractions, comme des vagues, qui le poussent vers l’avant sur une couche de mucus. Ce mucus est un matériau étonnant : il colle quand le pied est immobile et devient glissant quand il bouge, ce qui permet à l’escargot de grimper aux murs ou de se déplacer sous une feuille. Le mucus protège aussi sa peau du dessèchement et des objets coupants. Mais en fabriquer demande beaucoup d’eau et d’énergie, d’où sa lenteur : quelques mètres par heure seulement. Il sort donc surtout la nuit ou après la pluie, et peut dormir de longues semaines dans sa coquille fermée par un voile de mucus séché, quand il fait trop sec ou trop froid. La limace, elle, est une cousine qui n’a plus de coquille visible.',
      '13_plus':
        'L’escargot de nos jardins est un mollusque gastéropode, littéralement « qui marche sur le ventre ». Il se déplace par des ondes de contraction musculaire qui parcourent la sole de son pied, sur un film de mucus qu’il sécrète en continu. Ce mucus, composé surtout d’eau et de glycoprotéines, est un fluide dit non newtonien : au repos, il se comporte comme un solide collant, et sous l’effet du cisaillement créé par les contractions, il devient fluide. Ce double comportement permet à la fois l’adhérence, jusqu’à se déplacer à l’envers sous une surface, et la locomotion. Le mucus limite aussi la déshydratation, protège des irritations et laisse une piste que d’autres escargots suivent parfois, ce qui leur fait économiser leur propre production. Ce mode de déplacement est cependant coûteux en eau et en énergie, ce qui explique la lenteur de l’escargot et son activité surtout nocturne ou par temps humide. En période sèche, il s’enferme dans sa coquille et sécrète un épiphragme, un voile de mucus durci : c’est l’estivation, et l’hibernation en hiver. La coquille, faite surtout de carbonate de calcium, grandit par l’ouverture tout au long de la vie. Les escargots sont hermaphrodites : chacun est à la fois mâle et femelle. Le mucus d’escargot intéresse d’ailleurs la médecine et la cosmétique, par exemple pour concevoir des colles chirurgicales.',
    },
  },
  {
    id: 'earthworms-rain',
    title: 'Pourquoi les vers de terre sortent quand il pleut ?',
    phrasings: [
      'pourquoi les vers de terre sortent quand il pleut',
      'pourquoi il y a des vers par terre après la pluie',
      'pk les vers de terre sortent',
      'ver de terre pluie',
      'vers de terre',
      'lombric après la pluie',
      'pq les vers de terre se noient',
      'ver de terre coupé en deux',
      'à quoi servent les vers de terre',
    ],
    answers: {
      up_to_5:
        'Quand il pleut, la terre devient toute mouillée et les vers de terre en profitent pour sortir se promener. Leur peau aime l’humidité, et sur le sol mouillé, ils peuvent voyager loin. Après la pluie, il faut faire attention à ne pas leur marcher dessus !',
      '6_to_8':
        'Les vers de terre vivent sous la terre, où ils creusent des galeries. Ils n’ont pas de poumons : ils respirent par leur peau, qui doit toujours rester humide. Quand il fait sec, sortir serait dangereux pour eux, car leur peau sécherait au soleil. Mais quand il pleut, le sol est tout mouillé : c’est le bon moment pour sortir et voyager vers un nouvel endroit, beaucoup plus vite que sous la terre. Les scientifiques pensent aussi que le bruit de la pluie leur fait penser à une taupe qui creuse, et qu’ils sortent pour lui échapper. Les vers de terre sont très utiles : ils mélangent la terre et la rendent bonne pour les plantes.',
      '9_to_12':
        'Pendant longtemps, on a cru que les vers de terre sortaient pour ne pas se noyer. Mais ils respirent par la peau et peuvent survivre plusieurs jours dans de l’eau qui contient de l’oxygène ! Aujourd’hui, les scientifiques ont plusieurs idées. Sur un sol mouillé, ils peuvent se déplacer en surface sans se dessécher, et aller bien plus loin et plus vite qu’en creusant : la pluie est une occasion de trouver un nouveau territoire ou un partenaire. Une autre hypothèse : les vibrations des gouttes ressemblent à celles d’une taupe, leur grand prédateur, et les poussent à fuir vers la surface. Dans un sol gorgé d’eau, l’oxygène peut aussi devenir plus rare. Les vers de terre sont de précieux jardiniers : ils avalent la terre et les feuilles mortes, les digèrent et rejettent un sol fertile, tout en l’aérant avec leurs galeries. Et non, un ver coupé en deux ne donne pas deux vers : au mieux, la partie avant peut parfois refaire une queue.',
      '13_plus':
        'Les lombrics, ou vers de terre, sont des annélides, des vers au corps formé d’anneaux, dépourvus de poumons : ils respirent par diffusion à travers leur peau, qui doit rester humide. La sortie massive des vers après une forte pluie a longtemps été expliquée par le risque de noyade, une hypothèse aujourd’hui jugée insuffisante, puisque des vers survivent immergés plusieurs jours dans une eau oxygénée. Plusieurs explications sont avancées, sans consensus définitif. La plus soutenue est la dispersion : la surface mouillée leur permet de parcourir sans se dessécher des distances impossibles sous terre, et de coloniser de nouveaux sols. Une autre concerne les vibrations : des chercheurs ont montré que les vibrations du sol, comme celles d’une taupe ou celles qu’utilisent les pêcheurs qui « charment » les vers avec un bâton, déclenchent une fuite vers la surface, et la pluie pourrait produire un effet semblable. Enfin, un sol saturé d’eau peut s’appauvrir en oxygène ou changer de chimie. Leur rôle écologique est majeur : Charles Darwin leur a consacré son dernier livre en 1881, montrant qu’ils brassent et enrichissent les sols. En ingérant terre et matière organique, ils produisent des turricules riches en nutriments, aèrent le sol et facilitent l’infiltration de l’eau. Sous une prairie, on peut trouver plus d’une tonne de vers par hectare. Leur peau est sensible aux ultraviolets, ce qui explique que beaucoup meurent s’ils restent au soleil après la pluie.',
    },
  },
  {
    id: 'ladybird-spots',
    title: 'Pourquoi les coccinelles ont des points ?',
    phrasings: [
      'pourquoi les coccinelles ont des points',
      'pourquoi la coccinelle est rouge avec des points noirs',
      'pk les coccinelles ont des taches',
      'points de la coccinelle',
      'coccinelle à sept points',
      'cocinelle points noirs',
      'bête à bon dieu',
      'est-ce que les points de la coccinelle donnent son âge',
      'pq les coccinelles mangent les pucerons',
    ],
    answers: {
      up_to_5:
        'Les belles couleurs de la coccinelle disent aux oiseaux : « Attention, je n’ai pas bon goût ! » Alors les oiseaux la laissent tranquille. Et ses points ne disent pas son âge : ils ne changent pas quand elle grandit.',
      '6_to_8':
        'Le rouge et le noir de la coccinelle sont un message pour ceux qui voudraient la manger : « Je suis mauvaise ! » En effet, quand on l’embête, elle fait sortir de ses pattes un petit liquide jaune qui sent mauvais et a un goût horrible. Les oiseaux qui y ont goûté une fois s’en souviennent. On entend souvent que le nombre de points donne l’âge de la coccinelle, mais c’est faux : le nombre de points dépend de l’espèce. Il y a la coccinelle à sept points, celle à deux points, et même des coccinelles jaunes à vingt-deux points ! Les jardiniers les adorent, car elles mangent les pucerons qui abîment les plantes.',
      '9_to_12':
        'La coccinelle utilise une stratégie qu’on appelle l’aposématisme : au lieu de se cacher, elle affiche des couleurs vives pour avertir ses prédateurs qu’elle est toxique. Quand elle est attaquée, elle fait le mort et libère par les articulations de ses pattes une petite goutte de liquide jaune, amer et malodorant. Un oiseau qui a goûté une coccinelle apprend vite à éviter ces couleurs, et c’est le même message que les rayures jaunes et noires des guêpes. Le nombre de points ne dépend pas de l’âge, car une coccinelle adulte ne grandit plus : il dépend de l’espèce. En France, la plus connue est la coccinelle à sept points, mais il en existe une centaine d’espèces, de toutes les couleurs. Les coccinelles et leurs larves sont des alliées des jardiniers : une seule peut dévorer des dizaines de pucerons par jour, ce qui permet de se passer de pesticides. Attention, la coccinelle asiatique, introduite pour cela, est devenue envahissante et concurrence nos espèces locales.',
      '13_plus':
        'Les coccinelles sont des coléoptères de la famille des Coccinellidés, qui compte environ 6 000 espèces dans le monde. Leurs couleurs contrastées sont un cas classique d’aposématisme, un signal d’avertissement honnête : elles contiennent des alcaloïdes toxiques et amers, comme la coccinelline chez la coccinelle à sept points. Menacées, elles pratiquent le « saignement réflexe », en libérant par les articulations des pattes des gouttes d’hémolymphe chargées de ces toxines, et se laissent souvent tomber en faisant le mort. Les prédateurs, surtout les oiseaux, apprennent à associer le motif au mauvais goût ; des études suggèrent que les individus les plus colorés sont souvent les plus toxiques. Le nombre de points, qui ne change pas au cours de la vie de l’adulte, varie selon l’espèce, et parfois au sein d’une même espèce : la coccinelle asiatique, Harmonia axyridis, présente de nombreux motifs différents, déterminés surtout par ses gènes. Introduite en Europe pour la lutte biologique contre les pucerons, elle est devenue invasive et concurrence les espèces locales. Les coccinelles sont en effet de grands prédateurs de pucerons : adultes et larves peuvent en consommer des centaines au cours de leur vie. Le surnom de « bête à bon Dieu » viendrait d’une légende médiévale : une coccinelle se serait posée obstinément sur le cou d’un innocent condamné, et le roi, y voyant un signe du ciel, l’aurait gracié.',
    },
  },
  {
    id: 'fireflies-glow',
    title: 'Pourquoi les lucioles brillent ?',
    phrasings: [
      'pourquoi les lucioles brillent',
      'pourquoi les vers luisants font de la lumière',
      'pk les lucioles s’allument',
      'luciole',
      'ver luisant',
      'lucioles la nuit',
      'insecte qui brille dans le noir',
      'pq les lucioles clignotent',
      'animaux qui font de la lumière',
    ],
    answers: {
      up_to_5:
        'Les lucioles ont une petite lampe au bout du ventre ! Elles l’allument la nuit pour dire aux autres lucioles : « Je suis là, viens me voir ! » C’est leur façon de se trouver dans le noir.',
      '6_to_8':
        'Les lucioles et les vers luisants sont de petits insectes qui fabriquent leur propre lumière, au bout de leur ventre. À l’intérieur, deux ingrédients se mélangent avec l’air, et ça fait de la lumière, sans chauffer, un peu comme un bâton lumineux de fête. Elles s’en servent pour se trouver la nuit : chaque espèce a sa façon de clignoter, comme un code secret. En France, ce sont surtout les femelles du ver luisant, qui n’ont pas d’ailes, qui brillent dans l’herbe les soirs d’été pour attirer les mâles qui volent. Leur lumière dit aussi aux oiseaux : « Je ne suis pas bonne à manger ! »',
      '9_to_12':
        'La lumière des lucioles vient d’une réaction chimique, la bioluminescence. Dans leur ventre, des cellules spéciales contiennent une substance, la luciférine, qu’une autre, la luciférase, fait réagir avec l’oxygène de l’air : l’énergie de la réaction est libérée sous forme de lumière, presque sans chaleur, contrairement à une ampoule classique. En contrôlant l’arrivée d’air, l’insecte allume et éteint sa lanterne. Cette lumière sert surtout à se trouver entre mâles et femelles : chaque espèce a son code de clignotements, plus ou moins longs et espacés. En France, le ver luisant est un coléoptère dont la femelle, sans ailes, brille dans l’herbe pour guider les mâles. Les larves brillent aussi, sans doute pour avertir qu’elles ont mauvais goût. En Amérique, certaines femelles imitent même le code d’une autre espèce pour attirer des mâles… et les manger ! Malheureusement, les lucioles se font plus rares, notamment à cause de l’éclairage nocturne qui brouille leurs signaux.',
      '13_plus':
        'Les lucioles et vers luisants sont des coléoptères de la famille des Lampyridés, qui compte environ 2 000 espèces. Leur lumière est produite par bioluminescence dans un organe lumineux de l’abdomen : l’enzyme luciférase catalyse l’oxydation de la luciférine, en présence d’ATP, la molécule énergétique des cellules, et d’oxygène, ce qui forme une molécule dans un état excité qui libère son énergie sous forme de photons. Le rendement est remarquable et la chaleur produite très faible, d’où l’expression de « lumière froide ». Le clignotement serait contrôlé par l’accès de l’oxygène aux cellules lumineuses, régulé par le système nerveux, peut-être par l’intermédiaire du monoxyde d’azote. La fonction première, chez les adultes, est la communication sexuelle : les mâles et les femelles échangent des séquences de flashs propres à chaque espèce. Chez Lampyris noctiluca, le ver luisant d’Europe, la femelle aptère émet une lueur continue pour attirer les mâles. Chez les larves, la luminescence serait plutôt un signal aposématique, car beaucoup d’espèces contiennent des stéroïdes défensifs. Les femelles du genre américain Photuris imitent les signaux d’autres espèces pour capturer leurs mâles, un cas célèbre de mimétisme agressif. La luciférase est aujourd’hui un outil de laboratoire très utilisé pour suivre l’activité des gènes. Les populations déclinent, en raison de la pollution lumineuse, de la disparition des habitats et des pesticides.',
    },
  },
  {
    id: 'wasps-sting',
    title: 'Pourquoi les guêpes piquent ?',
    phrasings: [
      'pourquoi les guêpes piquent',
      'pourquoi les guepes nous embêtent',
      'pk les guêpes viennent sur le goûter',
      'piqûre de guêpe',
      'piqure de guepe',
      'guêpe ou abeille',
      'pq les frelons piquent',
      'à quoi servent les guêpes',
      'pourquoi les guêpes sont agressives en été',
    ],
    answers: {
      up_to_5:
        'La guêpe pique seulement pour se défendre, quand elle a peur ou qu’on s’approche de son nid. Si une guêpe vient près de toi, reste calme et ne bouge pas les bras : elle finira par partir.',
      '6_to_8':
        'La guêpe a un dard au bout du ventre, avec un peu de venin, qui lui sert à se défendre et à protéger son nid. Elle ne pique pas pour être méchante, mais quand elle se sent attaquée, par exemple si on l’écrase ou si on agite les bras. À la fin de l’été, les guêpes adorent le sucre : c’est pour ça qu’elles viennent sur ta glace ou ton jus de fruits. Si une guêpe s’approche, reste calme, éloigne doucement ta nourriture et regarde avant de boire dans une canette. Si tu te fais piquer, va voir un adulte. Et les guêpes sont utiles : elles mangent beaucoup de mouches et de chenilles !',
      '9_to_12':
        'Seules les femelles guêpes ont un dard : c’est un ancien tube qui servait à pondre, transformé en aiguille reliée à une glande à venin. Les ouvrières l’utilisent pour défendre le nid et pour paralyser des insectes. Contrairement à l’abeille, dont le dard crochu reste planté dans notre peau, la guêpe a un dard lisse et peut piquer plusieurs fois. Au printemps, les ouvrières sont occupées à chasser des insectes pour nourrir les larves, qui leur donnent en échange un liquide sucré. À la fin de l’été, il n’y a plus de larves, et les guêpes cherchent le sucre ailleurs : fruits mûrs, confitures, sodas. C’est la saison où elles semblent le plus agressives. Pour éviter une piqûre : ne pas gesticuler, ne pas s’approcher d’un nid, couvrir les boissons sucrées. Une piqûre fait mal mais passe en général vite ; si le gonflement est très fort, si la piqûre est dans la bouche ou si la personne est allergique, il faut appeler tout de suite un adulte ou les secours.',
      '13_plus':
        'Les guêpes sociales d’Europe, comme la guêpe commune ou le frelon, sont des hyménoptères, comme les abeilles et les fourmis. Chez ces insectes, l’aiguillon est un ovipositeur, l’organe de ponte, modifié en arme : seules les femelles en possèdent. Il est relié à une glande qui produit un venin, mélange de protéines, d’enzymes et de molécules comme l’histamine, responsables de la douleur et du gonflement. L’aiguillon lisse de la guêpe lui permet de piquer plusieurs fois, alors que celui de l’abeille domestique, barbelé, reste accroché dans la peau des mammifères. Une colonie de guêpes ne dure qu’une saison : fondée au printemps par une reine, elle compte des milliers d’ouvrières en été, qui chassent des insectes pour nourrir les larves et reçoivent d’elles une sécrétion sucrée. À la fin de l’été, la production de larves cesse, les ouvrières se tournent vers les sucres disponibles, et les rencontres avec les humains se multiplient ; seules les futures reines passent l’hiver. Les guêpes piquent surtout pour défendre le nid, en réponse à des vibrations, à des mouvements brusques ou à des phéromones d’alarme, libérées notamment quand on écrase une guêpe. Pour la plupart des gens, une piqûre est douloureuse mais bénigne ; chez les personnes allergiques, elle peut provoquer une réaction grave, l’anaphylaxie, qui est une urgence médicale. Leur rôle écologique est important : elles régulent de nombreux insectes et participent à la pollinisation.',
    },
  },
  {
    id: 'cows-milk',
    title: 'Pourquoi les vaches donnent du lait ?',
    phrasings: [
      'pourquoi les vaches donnent du lait',
      'pourquoi la vache fait du lait',
      'pk les vaches ont du lait',
      'comment la vache fabrique le lait',
      'lait de vache',
      'traite des vaches',
      'pis de la vache',
      'pq on boit le lait des vaches',
      'est-ce que toutes les vaches font du lait',
    ],
    answers: {
      up_to_5:
        'La vache fait du lait pour nourrir son bébé, le veau, comme une maman qui allaite son bébé. Elle en fait beaucoup, alors le fermier en garde une partie pour nous. Mais il faut d’abord qu’elle ait eu un petit veau !',
      '6_to_8':
        'La vache est un mammifère, comme le chat, la souris ou toi : les mamans mammifères fabriquent du lait pour nourrir leurs bébés. Une vache ne donne donc du lait qu’après avoir eu un veau. Ce lait se fabrique dans son pis, la grosse poche sous son ventre, à partir de l’herbe qu’elle a mangée. Les vaches des fermes laitières en produisent bien plus que ce que boirait leur veau : une vingtaine de litres par jour, parfois plus ! Le fermier les trait une ou deux fois par jour, souvent avec une machine. Avec ce lait, on fait aussi du beurre, des yaourts et du fromage.',
      '9_to_12':
        'Chez tous les mammifères, les femelles produisent du lait après la naissance de leur petit, grâce à des glandes mammaires : chez la vache, elles forment le pis, avec ses quatre trayons. Le lait est fabriqué à partir des nutriments apportés par le sang : il faut que des centaines de litres de sang traversent le pis pour produire un seul litre de lait ! Une vache donne donc du lait seulement après avoir eu un veau, et elle continue tant qu’on la trait. Dans une ferme laitière, une vache a en général un veau par an, et elle est traite environ dix mois sur douze. Depuis que les humains ont domestiqué les bovins, il y a environ 10 000 ans, ils ont choisi les vaches qui donnaient le plus de lait : une vache laitière française produit en moyenne près de 7 000 litres par an. Pour fabriquer tout ça, elle mange environ 50 kg d’herbe ou de fourrage et boit souvent plus de 80 litres d’eau par jour. Le veau, lui, est souvent nourri à part, au biberon ou au seau.',
      '13_plus':
        'La lactation est le propre des mammifères : les glandes mammaires, probablement apparues il y a plus de 200 millions d’années, sécrètent un aliment complet pour les petits, riche en graisses, en protéines comme la caséine, en sucre, le lactose, et en anticorps dans les premiers jours. Chez la vache, elle se déclenche avec la mise bas, sous l’effet d’hormones comme la prolactine, et la traite régulière entretient la production ; l’ocytocine, libérée par la stimulation des trayons, provoque l’éjection du lait. Les bovins ont été domestiqués à partir de l’aurochs il y a environ 10 000 ans au Proche-Orient, et, indépendamment, en Asie du Sud. Des siècles de sélection ont produit des races laitières, comme la Prim’Holstein ou la Montbéliarde, dont le rendement dépasse de loin les besoins d’un veau : en France, une vache laitière produit en moyenne autour de 7 000 litres par an, avec une lactation d’environ dix mois, un veau par an et une période de repos avant chaque mise bas. Boire ce lait à l’âge adulte n’allait pas de soi : la plupart des humains perdent après l’enfance l’enzyme qui digère le lactose, mais une mutation s’est répandue en Europe et dans certaines régions d’Afrique et du Moyen-Orient au cours des derniers milliers d’années, chez des peuples d’éleveurs. L’élevage laitier soulève aussi des débats, sur la séparation précoce du veau et de sa mère, le bien-être animal ou les émissions de méthane liées à la rumination.',
    },
  },
  {
    id: 'hens-lay-eggs',
    title: 'Pourquoi les poules pondent des œufs ?',
    phrasings: [
      'pourquoi les poules pondent des œufs',
      'pourquoi les poules pondent des oeufs',
      'pk la poule fait des oeufs',
      'comment la poule fait un œuf',
      'poule qui pond',
      'est-ce qu’il y a un poussin dans l’œuf qu’on mange',
      'pq les poules pondent sans coq',
      'œuf de poule',
      'ponte des poules',
    ],
    answers: {
      up_to_5:
        'Les oiseaux n’ont pas les bébés dans leur ventre : les mamans pondent des œufs, et les bébés grandissent dedans. La poule pond presque tous les jours. Mais sans papa coq, il n’y a pas de poussin dedans : c’est juste un œuf à manger.',
      '6_to_8':
        'La poule est un oiseau, et chez les oiseaux, les bébés ne grandissent pas dans le ventre de leur maman : ils grandissent dans un œuf. Le jaune, c’est la réserve de nourriture du futur poussin, le blanc le protège, et la coquille fait comme une petite maison. Mais pour qu’un poussin se forme, il faut qu’un coq se soit accouplé avec la poule. Les œufs que tu manges viennent de poules qui vivent sans coq : il n’y aura jamais de poussin dedans. Une poule peut pondre presque un œuf par jour. Si on laisse un œuf avec un petit dedans au chaud sous sa maman, le poussin sort au bout de trois semaines. Pour sortir, il casse la coquille tout seul, avec une petite pointe dure au bout de son bec, la dent de l’œuf : il tape, fait un trou, tourne et pousse pendant des heures, puis il tombe sa dent quelques jours après.',
      '9_to_12':
        'Comme tous les oiseaux, la poule se reproduit en pondant des œufs. L’œuf se forme dans son corps en une journée environ : le jaune, riche en nourriture, descend dans un long conduit où il est entouré de blanc, puis de membranes, et enfin d’une coquille de calcaire fabriquée en une vingtaine d’heures. La poule pond même sans coq, car l’œuf se forme de toute façon ; simplement, il n’est pas fécondé et ne donnera jamais de poussin. Un œuf fécondé, couvé à environ 37 °C, donne un poussin en 21 jours. Son ancêtre sauvage, le coq doré d’Asie, ne pond qu’une dizaine d’œufs par an. Mais en ramassant les œufs, on pousse la poule à en pondre d’autres pour compléter sa couvée, et les éleveurs ont sélectionné pendant des siècles les meilleures pondeuses : certaines pondent aujourd’hui près de 300 œufs par an ! Les poules pondent moins en hiver, car c’est la longueur des jours qui règle leur ponte.',
      '13_plus':
        'La poule domestique descend principalement du coq doré, Gallus gallus, un oiseau des forêts d’Asie du Sud-Est ; sa domestication, longtemps datée de 8 000 ans, serait plutôt plus récente selon des travaux publiés en 2022, il y a environ 3 500 ans, en lien avec la culture des céréales. Comme tous les oiseaux, elle est ovipare : l’embryon se développe hors du corps de la mère, dans un œuf qui contient toutes ses réserves. L’ovaire libère un ovocyte, le jaune, qui traverse en 24 à 26 heures l’oviducte, où il peut être fécondé s’il y a eu accouplement, puis reçoit l’albumen, les membranes coquillières et enfin la coquille de carbonate de calcium dans l’utérus, ou glande coquillière. L’ovulation ne dépend pas de la fécondation, d’où des œufs pondus sans coq, non fécondés, qui sont ceux que nous consommons. La ponte est régulée par la photopériode : la lumière du jour, perçue par l’hypothalamus, stimule les hormones de la reproduction, ce qui explique la baisse hivernale. La poule est aussi une pondeuse dite « indéterminée » : si l’on retire les œufs, elle continue de pondre pour atteindre sa couvée. La sélection a fait passer la production d’une dizaine d’œufs par an chez l’ancêtre sauvage à près de 300 chez les souches pondeuses modernes, ce qui pèse sur leur organisme et soulève des questions de bien-être animal, d’où les codes imprimés sur les œufs, de 0 (bio) à 3 (cage), qui renseignent sur le mode d’élevage.',
    },
  },
  {
    id: 'dogs-sniff',
    title: 'Pourquoi les chiens reniflent tout ?',
    phrasings: [
      'pourquoi les chiens reniflent tout',
      'pourquoi mon chien renifle partout',
      'pk les chiens se sentent les fesses',
      'pourquoi les chiens se reniflent le derrière',
      'odorat du chien',
      'flair du chien',
      'pq le chien a la truffe mouillée',
      'truffe du chien',
      'pourquoi les chiens sentent si bien',
    ],
    answers: {
      up_to_5:
        'Le nez du chien est un super nez, bien plus fort que le tien ! En reniflant, il découvre qui est passé par là, un peu comme s’il lisait une histoire avec son nez. Quand deux chiens se reniflent, c’est leur façon de se dire bonjour.',
      '6_to_8':
        'Pour un chien, le monde est rempli d’odeurs, comme pour toi il est rempli de couleurs. Son nez, qu’on appelle la truffe, est des milliers de fois plus sensible que le nôtre. En reniflant un arbre ou un trottoir, il sait quels chiens sont passés, s’ils étaient mâles ou femelles, et même depuis combien de temps : c’est un peu son journal ! Quand deux chiens se reniflent le derrière, ils se présentent : là se trouvent de petites glandes qui racontent qui ils sont. Sa truffe est humide, ce qui aide les odeurs à s’y coller. Grâce à son flair, le chien peut retrouver des personnes perdues ou aider la police.',
      '9_to_12':
        'Le chien vit dans un monde d’odeurs. Son nez contient environ 200 à 300 millions de capteurs d’odeurs, contre environ 5 millions pour nous, et la partie de son cerveau qui analyse les odeurs est, en proportion, beaucoup plus grande que la nôtre. Quand il renifle, l’air se sépare en deux : une partie va vers la zone qui sent, une autre vers les poumons. Il expire par les fentes sur les côtés de sa truffe, ce qui ne chasse pas les odeurs devant lui et en attire même de nouvelles. Chaque narine sent séparément, ce qui l’aide à savoir d’où vient une odeur. Pendant une promenade, renifler lui apprend qui est passé, et c’est aussi un exercice qui le fatigue autant qu’une course ! Se renifler le derrière permet aux chiens de s’identifier grâce aux glandes anales, qui révèlent l’identité, l’humeur ou la santé. On entraîne des chiens à retrouver des personnes sous la neige, à détecter des drogues, des explosifs, et même certaines maladies.',
      '13_plus':
        'L’odorat est le sens dominant du chien, hérité du loup, dont il descend. Son épithélium olfactif, qui tapisse des cornets très repliés au fond de la cavité nasale, couvre une surface bien plus grande que le nôtre et porte selon les races de 200 à 300 millions de récepteurs, contre environ 5 à 6 millions chez l’homme ; son bulbe olfactif est aussi proportionnellement beaucoup plus développé. On estime ainsi sa sensibilité à certaines odeurs de 10 000 à 100 000 fois supérieure à la nôtre, selon les molécules. Son anatomie y contribue : en reniflant, une partie de l’air est dirigée vers une zone réservée à l’olfaction, et l’air expiré sort par les fentes latérales de la truffe, créant des tourbillons qui aspirent de nouvelles odeurs. La truffe humide retient les molécules odorantes, et les deux narines, qui échantillonnent séparément, permettent de localiser une source. Le chien possède aussi un organe voméronasal, sensible aux phéromones. Les odeurs lui servent de langage social : l’urine et les sécrétions des glandes anales renseignent sur le sexe, le statut reproducteur, l’identité ou l’état émotionnel d’un congénère, d’où le reniflement mutuel lors des rencontres. Cette capacité est mise à profit pour le sauvetage en avalanche ou dans les décombres, la détection d’explosifs ou de stupéfiants, et des recherches explorent la détection de cancers, d’hypoglycémies chez des personnes diabétiques ou d’infections comme la Covid-19.',
    },
  },
  {
    id: 'bird-migration',
    title: 'Pourquoi certains oiseaux partent l’hiver ?',
    phrasings: [
      'pourquoi les oiseaux partent en hiver',
      'pourquoi les oiseaux migrent',
      'pk les hirondelles s’en vont',
      'migration des oiseaux',
      'oiseaux migrateurs',
      'où vont les oiseaux l’hiver',
      'pq les oiseaux vont dans les pays chauds',
      'comment les oiseaux retrouvent leur chemin',
      'oiseaux qui volent en V',
    ],
    answers: {
      up_to_5:
        'En hiver, il n’y a presque plus d’insectes à manger chez nous. Alors certains oiseaux, comme les hirondelles, partent loin, dans des pays chauds où il y a à manger. Et au printemps, ils reviennent faire leur nid !',
      '6_to_8':
        'Les oiseaux qui partent l’hiver s’appellent des oiseaux migrateurs. Ils ne partent pas parce qu’ils ont froid, mais parce qu’il n’y a plus assez à manger : les hirondelles, par exemple, mangent des insectes qui volent, et en hiver il n’y en a presque plus. Alors elles s’envolent vers l’Afrique, où il fait chaud et où les insectes sont nombreux. Au printemps, elles reviennent chez nous pour faire leur nid et élever leurs petits, car les jours sont longs et la nourriture abondante. Pour trouver leur chemin, ils se guident avec le soleil, les étoiles et même une boussole naturelle. D’autres oiseaux, comme le moineau ou la mésange, restent ici tout l’hiver.',
      '9_to_12':
        'La migration est un long voyage que font chaque année des milliards d’oiseaux. La raison principale, c’est la nourriture : en hiver, les insectes disparaissent, le sol gèle et les jours raccourcissent. Les oiseaux insectivores, comme les hirondelles ou les martinets, partent alors vers l’Afrique, parfois à plus de 10 000 km. Au printemps, ils reviennent se reproduire chez nous, où les longues journées et l’abondance de nourriture permettent de nourrir beaucoup de petits. Avant de partir, ils mangent énormément et stockent de la graisse, leur carburant. Pour s’orienter, ils utilisent le soleil, les étoiles, les repères du paysage et le champ magnétique de la Terre, qu’ils perçoivent comme une boussole. Les grands oiseaux, comme les oies ou les grues, volent en V : chacun profite des tourbillons d’air de celui de devant, ce qui économise de l’énergie. Record : la sterne arctique voyage d’un pôle à l’autre, soit plus de 70 000 km par an !',
      '13_plus':
        'La migration est un déplacement saisonnier régulier entre une aire de reproduction et une aire d’hivernage. Elle a évolué parce qu’elle permet d’exploiter l’abondance estivale des régions tempérées et arctiques, où les longs jours favorisent l’élevage des jeunes, tout en évitant la pénurie hivernale de nourriture, bien plus que le froid lui-même. En Europe, environ deux milliards d’oiseaux partent chaque automne vers l’Afrique, selon certaines estimations. Le départ est déclenché par la photopériode, qui modifie les hormones ; en captivité, les oiseaux migrateurs montrent une agitation nocturne à la saison du départ, appelée Zugunruhe, preuve d’un programme en partie inné. Avant le voyage, ils accumulent des réserves de graisse pouvant doubler leur masse. Leur orientation combine plusieurs « boussoles » : la position du soleil, corrigée par l’horloge interne, la rotation du ciel étoilé autour de l’étoile Polaire, le champ magnétique terrestre, peut-être perçu grâce à des protéines de la rétine, les cryptochromes, et les repères visuels ou olfactifs. Les performances sont spectaculaires : la sterne arctique parcourt jusqu’à 70 000 km par an entre Arctique et Antarctique, et une barge rousse a été suivie en 2022 sur plus de 13 000 km sans escale entre l’Alaska et la Tasmanie. Le vol en V des grands oiseaux réduit l’effort grâce aux tourbillons des ailes du voisin. Le changement climatique, la disparition des haltes et les collisions avec les installations humaines menacent aujourd’hui de nombreuses espèces migratrices.',
    },
  },
  {
    id: 'birds-sing',
    title: 'Pourquoi les oiseaux chantent ?',
    phrasings: [
      'pourquoi les oiseaux chantent',
      'pourquoi les oiseaux chantent le matin',
      'pk les oiseaux gazouillent',
      'chant des oiseaux',
      'chant d’oiseau',
      'pq les oiseaux chantent au printemps',
      'comment les oiseaux apprennent à chanter',
      'oiseaux qui chantent tôt le matin',
      'gazouillis',
    ],
    answers: {
      up_to_5:
        'Les oiseaux chantent pour parler ! Avec leur chant, ils disent : « Ici, c’est chez moi ! » et ils appellent une amoureuse pour faire un nid. C’est pour ça qu’on les entend surtout au printemps, le matin.',
      '6_to_8':
        'Les oiseaux chantent surtout pour deux raisons. D’abord, pour dire aux autres oiseaux : « Ce coin est à moi, il y a ma nourriture et mon nid ! » Ensuite, pour attirer une femelle : celui qui chante le mieux a plus de chances d’être choisi. C’est souvent le mâle qui chante, au printemps, quand c’est la saison des nids. Ils chantent beaucoup à l’aube, quand l’air calme porte bien les sons. Les oiseaux font aussi de petits cris pour donner l’alerte ou s’appeler. Et les jeunes apprennent leur chant en écoutant les adultes, un peu comme toi tu as appris à parler !',
      '9_to_12':
        'Chez les oiseaux, on distingue les cris, courts, qui servent à donner l’alerte ou à garder le contact, et le chant, plus long et mélodieux. Le chant sert avant tout à défendre un territoire et à séduire un partenaire. Au printemps, le mâle chante pour dire aux rivaux que la place est prise et pour montrer aux femelles qu’il est en forme : un chant riche et puissant est la preuve d’un oiseau en bonne santé. Le concert de l’aube, très intense, s’explique peut-être par l’air calme du matin, qui porte mieux les sons, et par le fait qu’il fait encore trop sombre pour chercher à manger. Les oiseaux chanteurs ne chantent pas avec un larynx comme nous, mais avec un organe appelé syrinx, placé plus bas, qui peut produire deux sons à la fois. Les jeunes apprennent le chant de leur espèce en écoutant les adultes, si bien qu’il existe des « accents » régionaux. Le rouge-gorge, lui, chante même en hiver pour défendre son territoire.',
      '13_plus':
        'Les ornithologues distinguent les cris, signaux brefs souvent innés (alarme, contact, quémande des jeunes), et le chant, vocalisation complexe surtout développée chez les oscines, les passereaux chanteurs, qui regroupent près de la moitié des espèces d’oiseaux. Le chant remplit deux fonctions principales, liées à la reproduction : la défense du territoire face aux rivaux et l’attraction d’un partenaire. Il obéit donc à un calendrier hormonal, la testostérone augmentant au printemps avec l’allongement des jours. Un chant varié et soutenu est un signal honnête de qualité, car il demande de l’énergie, un bon développement du cerveau et de l’expérience. Le chœur de l’aube reste discuté : meilleure propagation du son dans l’air calme et frais, faible luminosité défavorable à la recherche de nourriture, ou intérêt de signaler sa présence dès le réveil. Le son est produit par la syrinx, à la base de la trachée, dont les deux moitiés peuvent vibrer indépendamment. Chez les oscines, le chant est appris pendant une période sensible de la jeunesse : le jeune mémorise le modèle adulte, puis s’exerce par un « babillage » avant de produire un chant stable, un processus étudié comme modèle de l’apprentissage du langage humain. D’où l’existence de dialectes locaux, et d’espèces imitatrices comme l’étourneau ou l’oiseau-lyre. Chez les oiseaux tropicaux, les femelles chantent aussi souvent, et des duos entre partenaires sont fréquents.',
    },
  },
  {
    id: 'hibernation',
    title: 'Pourquoi certains animaux hibernent ?',
    phrasings: [
      'pourquoi certains animaux hibernent',
      'pourquoi les animaux dorment tout l’hiver',
      'pk l’ours hiberne',
      'hibernation',
      'hiberner',
      'pq la marmotte dort tout l’hiver',
      'pourquoi l’ours dort tout l’hiver',
      'animaux qui hibernent',
      'est-ce que le hérisson hiberne',
      'dormir comme un loir',
    ],
    answers: {
      up_to_5:
        'En hiver, il fait froid et il n’y a presque plus rien à manger pour certains animaux. Alors la marmotte ou le hérisson font un très, très long dodo bien cachés, jusqu’au printemps. Avant, ils mangent beaucoup pour avoir des réserves dans leur ventre !',
      '6_to_8':
        'L’hiver, c’est difficile pour beaucoup d’animaux : il fait froid et il n’y a plus d’insectes, de fruits ou d’herbe fraîche. Certains, comme la marmotte, le hérisson, le loir ou la chauve-souris, ont trouvé une solution : hiberner. Pendant l’automne, ils mangent beaucoup pour faire des réserves de graisse. Puis ils s’installent dans un abri et s’endorment profondément : leur corps devient froid, leur cœur bat très lentement et ils respirent à peine. Comme ça, ils dépensent très peu d’énergie et leurs réserves durent tout l’hiver. Au printemps, ils se réveillent tout maigres et affamés ! Si tu trouves un hérisson endormi en hiver, laisse-le tranquille.',
      '9_to_12':
        'L’hibernation est une façon d’économiser de l’énergie pendant la saison où la nourriture manque. Un animal à sang chaud doit dépenser beaucoup d’énergie pour garder son corps à 37 °C environ ; en hiver, ce serait impossible sans manger. L’animal qui hiberne baisse donc son thermostat : la température de la marmotte descend à quelques degrés seulement, son cœur passe d’une centaine de battements par minute à moins de dix, et elle respire quelques fois par minute. Elle vit sur la graisse accumulée en automne et peut perdre jusqu’au tiers de son poids. Toutes les deux ou trois semaines, elle se réchauffe et se réveille quelques heures, sans doute pour que son corps se remette en ordre. L’ours, lui, ne descend que de quelques degrés : c’est un sommeil moins profond, pendant lequel la femelle met même au monde ses oursons ! Les grenouilles, les serpents ou les tortues, qui ne fabriquent pas leur chaleur, ralentissent aussi en hiver, cachés sous terre ou dans la vase.',
      '13_plus':
        'L’hibernation est un état d’hypométabolisme prolongé qui permet à certains mammifères de survivre à la pénurie alimentaire hivernale ; c’est le manque de nourriture, plus que le froid, qui la rend nécessaire. Préparée en automne par une prise de poids importante, souvent sous forme de graisse brune et blanche, elle consiste en une succession de torpeurs : la température corporelle de la marmotte alpine ou du hérisson descend à quelques degrés au-dessus de celle du terrier, le rythme cardiaque et respiratoire chute de façon spectaculaire, et le métabolisme peut tomber à quelques pour cent de sa valeur normale. Ces torpeurs sont interrompues régulièrement par des réveils de quelques heures, très coûteux en énergie, dont la fonction reste débattue : élimination de déchets, sommeil véritable, réactivation du système immunitaire. Le retour au printemps est déclenché par des horloges internes et la température. Chez l’ours, la température ne baisse que de quelques degrés, mais il peut passer des mois sans manger, boire, uriner ni perdre beaucoup de masse musculaire ou osseuse, un mystère qui intéresse la médecine, notamment pour les astronautes ou les patients alités. Chez les animaux ectothermes, comme les reptiles et les amphibiens, on parle plutôt de vie ralentie ou de brumation ; la grenouille des bois d’Amérique du Nord supporte même de geler en partie. Les animaux en hibernation sont fragiles : un réveil forcé épuise leurs réserves, d’où la protection des gîtes de chauves-souris.',
    },
  },
  {
    id: 'animal-camouflage',
    title: 'Pourquoi les animaux se camouflent ?',
    phrasings: [
      'pourquoi les animaux se camouflent',
      'pourquoi les animaux se cachent avec leurs couleurs',
      'pk les animaux ont la couleur de leur décor',
      'camouflage des animaux',
      'camouflage animal',
      'animaux camouflés',
      'pq le phasme ressemble à une branche',
      'pourquoi l’hermine devient blanche en hiver',
      'animaux qui imitent des feuilles',
    ],
    answers: {
      up_to_5:
        'Certains animaux ont les mêmes couleurs que l’endroit où ils vivent, comme s’ils jouaient à cache-cache. Le petit lapin brun disparaît dans les feuilles sèches. Comme ça, on ne le voit pas, et il est à l’abri.',
      '6_to_8':
        'Se camoufler, c’est se rendre difficile à voir en ressemblant à ce qui nous entoure. Beaucoup d’animaux le font pour ne pas être mangés : la sauterelle verte se perd dans l’herbe, le phasme ressemble à une petite branche, et certains papillons, ailes fermées, ont l’air d’une feuille morte. Mais les chasseurs aussi se camouflent, pour approcher leurs proies sans être vus : les rayures du tigre se confondent avec les herbes hautes. Certains animaux changent même de couleur avec les saisons, comme l’hermine, brune en été et blanche en hiver, quand il y a de la neige. Et la seiche, dans la mer, peut changer de couleur en un instant !',
      '9_to_12':
        'Le camouflage est une arme de survie, aussi bien pour les proies que pour les prédateurs. Il existe plusieurs techniques. La plus simple consiste à avoir la couleur du milieu : le lièvre variable et le lagopède deviennent blancs en hiver dans les montagnes enneigées. D’autres imitent des objets : le phasme ressemble à une brindille, certains papillons à une feuille morte, certaines chenilles à une fiente d’oiseau. Les taches et les rayures cassent la silhouette : le léopard ou le faon tacheté se fondent dans les jeux d’ombre et de lumière de la végétation. Beaucoup d’animaux marins ont le dos foncé et le ventre clair : vus d’en haut, ils se confondent avec le fond sombre, et vus d’en dessous, avec la surface lumineuse. Enfin, les pieuvres et les seiches changent de couleur et même de texture en une fraction de seconde. Ces camouflages sont apparus par sélection naturelle : les individus les mieux cachés survivaient plus souvent et transmettaient leurs couleurs à leurs petits.',
      '13_plus':
        'Le camouflage regroupe des adaptations qui rendent un organisme difficile à détecter ou à reconnaître, produites par la sélection naturelle dans la « course aux armements » entre prédateurs et proies. Les biologistes distinguent plusieurs stratégies. L’homochromie, ou coloration cryptique, fait correspondre la couleur au milieu, parfois de façon saisonnière par la mue, comme chez l’hermine ou le lièvre variable. La coloration disruptive, faite de taches et de bandes contrastées, brise les contours de la silhouette, comme chez le léopard ou la girafe. Le contre-ombrage, dos sombre et ventre clair, compense l’éclairage venu d’en haut qui rendrait le corps visible par son ombre : on le retrouve chez les requins, les manchots ou de nombreux mammifères. La mascarade, ou homotypie, consiste à ressembler à un objet sans intérêt, comme le phasme imitant une brindille ou le papillon Kallima imitant une feuille morte. Les céphalopodes combinent toutes ces stratégies grâce aux chromatophores, des cellules pigmentaires commandées par le système nerveux, et à la modification de la texture de leur peau. Un exemple célèbre de sélection naturelle observée est la phalène du bouleau en Angleterre : au XIXe siècle, les formes sombres sont devenues majoritaires près des villes où la suie noircissait les troncs, puis ont régressé avec la baisse de la pollution. Le camouflage s’oppose à l’aposématisme, qui consiste au contraire à se rendre très visible pour signaler sa toxicité, et il est distinct du mimétisme, par lequel une espèce inoffensive imite l’apparence d’une espèce dangereuse, comme le syrphe qui ressemble à une guêpe.',
    },
  },
  {
    id: 'cats-see-dark',
    title: 'Pourquoi les chats voient dans le noir ?',
    phrasings: [
      'pourquoi les chats voient dans le noir',
      'est-ce que les chats voient la nuit',
      'pk les yeux du chat brillent la nuit',
      'yeux du chat qui brillent',
      'vision nocturne du chat',
      'pq les pupilles du chat sont fendues',
      'comment les chats voient',
      'les chats voient ils en couleur',
    ],
    answers: {
      up_to_5:
        'Les yeux du chat sont faits pour voir avec très peu de lumière, bien mieux que les tiens. Au fond de ses yeux, il y a comme un petit miroir qui renvoie la lumière. C’est pour ça que ses yeux brillent quand on les éclaire la nuit !',
      '6_to_8':
        'Le chat est un chasseur de la nuit et de l’aube, et ses yeux sont faits pour ça. Quand il fait sombre, ses pupilles, le rond noir au milieu de l’œil, deviennent très grandes pour laisser entrer un maximum de lumière. Au fond de son œil, il y a une sorte de miroir qui renvoie la lumière une deuxième fois : c’est lui qui fait briller ses yeux dans les phares d’une voiture. Mais attention, dans le noir complet, le chat ne voit rien non plus ! Il lui faut juste beaucoup moins de lumière que nous. En plein jour, ses pupilles se ferment en une fente toute fine pour ne pas être éblouies.',
      '9_to_12':
        'Le chat a besoin d’environ six fois moins de lumière que nous pour voir. Plusieurs choses l’aident. Ses grands yeux ont des pupilles qui peuvent s’ouvrir énormément dans le noir et se fermer en une fente fine en plein soleil. Sa rétine, le fond de l’œil qui capte les images, contient beaucoup de cellules spécialisées dans la vision en faible lumière, les bâtonnets. Derrière la rétine, une couche réfléchissante, le tapis clair, renvoie la lumière qui n’a pas été captée, ce qui lui donne une seconde chance d’être vue : c’est ce qui fait briller ses yeux la nuit. En contrepartie, le chat voit moins de couleurs que nous, surtout des bleus et des verts, et les détails lointains lui paraissent plus flous. Mais il repère très bien le moindre mouvement. Dans l’obscurité totale, aucun œil ne peut voir : le chat s’aide alors de ses moustaches et de son ouïe très fine.',
      '13_plus':
        'La vision du chat est adaptée à un mode de vie crépusculaire de prédateur à l’affût. On estime que son seuil de sensibilité lumineuse est environ six à sept fois plus bas que le nôtre. Plusieurs adaptations y concourent. La pupille, en forme de fente verticale, peut varier de surface dans un rapport bien plus grand que la nôtre, qui est ronde : très dilatée dans l’obscurité, elle se réduit à une fine fente en plein jour pour protéger une rétine très sensible ; une étude de 2015 a aussi relié la fente verticale à l’estimation des distances chez les petits prédateurs chassant à l’affût. La rétine est dominée par les bâtonnets, photorécepteurs de la vision en faible lumière, au détriment des cônes, responsables de la vision des couleurs et des détails : le chat voit surtout dans les bleus et les verts, et son acuité est plusieurs fois inférieure à la nôtre. Derrière la rétine, le tapetum lucidum, une couche réfléchissante, renvoie les photons non absorbés vers les photorécepteurs, augmentant la sensibilité au prix d’une image un peu moins nette ; c’est lui qui produit l’« eyeshine » dans les phares, comme chez le chien ou le renard. Le chat a aussi un champ visuel plus large que le nôtre et une excellente détection du mouvement. Mais aucun œil ne voit dans l’obscurité totale : il compense alors par ses vibrisses, son ouïe, qui perçoit des ultrasons, et son odorat.',
    },
  },
  {
    id: 'bats-upside-down',
    title: 'Pourquoi les chauves-souris dorment la tête en bas ?',
    phrasings: [
      'pourquoi les chauves-souris dorment la tête en bas',
      'pourquoi les chauves souris sont à l’envers',
      'pk les chauves-souris se pendent',
      'chauve-souris tête en bas',
      'chauve souris à l’envers',
      'pq les chauves-souris sortent la nuit',
      'comment les chauves-souris voient dans le noir',
      'est-ce que les chauves-souris boivent du sang',
    ],
    answers: {
      up_to_5:
        'La chauve-souris s’accroche la tête en bas, comme ça, pour s’envoler, elle n’a qu’à se lâcher et ouvrir ses ailes ! Ses petites griffes tiennent toutes seules, même quand elle dort. Et là-haut, personne ne vient l’embêter.',
      '6_to_8':
        'La chauve-souris est le seul mammifère qui vole vraiment, avec des ailes faites de peau tendue entre ses doigts très longs. Mais elle a du mal à décoller depuis le sol. Alors elle dort accrochée la tête en bas : pour s’envoler, elle se laisse tomber et ouvre ses ailes. Ses pattes ont un système spécial qui serre les griffes tout seul, sans effort : elle ne tombe pas, même endormie. Accrochée au plafond d’une grotte ou d’un grenier, elle est à l’abri des chats et des autres chasseurs. La nuit, elle chasse les insectes en poussant des cris qui font écho, ce qui lui permet de se repérer dans le noir.',
      '9_to_12':
        'Les chauves-souris sont les seuls mammifères capables de voler activement. Leurs ailes sont une fine peau tendue entre des doigts très allongés, mais leurs pattes arrière sont petites et légères, trop faibles pour courir et prendre de l’élan. Se suspendre la tête en bas résout le problème : pour décoller, il suffit de se lâcher. Un tendon spécial bloque les griffes fermées sous le poids du corps, si bien que rester accrochée ne demande aucun effort. Ce perchoir, au plafond des grottes, des clochers ou des greniers, les met hors de portée des prédateurs. En France, il existe une trentaine d’espèces, toutes insectivores : une petite pipistrelle peut dévorer des centaines de moustiques et de moucherons en une nuit. Pour chasser dans le noir, elles utilisent l’écholocation : elles émettent des ultrasons et écoutent leur écho pour « voir » les obstacles et les proies. Les chauves-souris vampires, qui boivent du sang, n’existent qu’en Amérique latine et ne sont que trois espèces sur plus de 1 400.',
      '13_plus':
        'Les chiroptères, avec plus de 1 400 espèces, forment le deuxième ordre de mammifères par le nombre d’espèces, après les rongeurs, et les seuls à pratiquer le vol battu. Leur aile, le patagium, est une membrane de peau tendue entre les doigts très allongés, le corps et les pattes arrière. L’adaptation au vol a allégé les membres postérieurs, qui ne permettent pas de courir pour décoller ; à l’exception de quelques espèces, les chauves-souris ne peuvent pas s’envoler facilement depuis le sol. La suspension tête en bas leur offre un décollage instantané par simple chute. Un mécanisme de verrouillage des tendons fléchisseurs, actionné par le poids du corps, maintient les griffes fermées sans contraction musculaire : l’animal peut dormir, et même rester accroché après sa mort. Les gîtes en hauteur protègent des prédateurs, et la vie en colonie aide à conserver la chaleur. La plupart des espèces pratiquent l’écholocation, étudiée dès les années 1940 par Donald Griffin : elles émettent des ultrasons et analysent les échos pour construire une image sonore de leur environnement, assez précise pour capturer des insectes en vol. En Europe, toutes les espèces sont insectivores et protégées par la loi, car beaucoup déclinent à cause des pesticides, de la disparition des gîtes et de l’éclairage nocturne. Ailleurs, des chauves-souris frugivores ou nectarivores pollinisent des plantes comme l’agave et dispersent des graines. Seules trois espèces, les vampires d’Amérique latine, se nourrissent de sang, surtout de bétail.',
    },
  },
  {
    id: 'endangered-animals',
    title: 'Pourquoi des animaux sont en voie de disparition ?',
    phrasings: [
      'pourquoi des animaux sont en voie de disparition',
      'pourquoi les animaux disparaissent',
      'pk des animaux sont menacés',
      'animaux en voie de disparition',
      'animaux en voix de disparition',
      'espèces menacées',
      'espece en danger',
      'pq il reste peu de tigres',
      'comment protéger les animaux menacés',
      'animaux disparus à cause de l’homme',
    ],
    answers: {
      up_to_5:
        'Certains animaux deviennent très rares parce qu’ils n’ont plus assez de place pour vivre, ou plus assez à manger. Mais beaucoup de gens les protègent ! Toi aussi, tu peux aider en prenant soin de la nature.',
      '6_to_8':
        'Une espèce en voie de disparition, c’est un animal dont il reste si peu qu’il risque de ne plus exister du tout. La raison la plus fréquente, c’est que les humains prennent sa maison : on coupe des forêts, on construit des routes et des villes, on cultive de grands champs. Certains animaux sont aussi trop chassés ou pêchés, d’autres souffrent de la pollution, comme les tortues de mer qui avalent des sacs en plastique, ou du climat qui se réchauffe, comme l’ours polaire. La bonne nouvelle, c’est que quand on les protège, ça marche : le panda géant, par exemple, est moins menacé qu’avant. Et chez nous, tu peux aider en ne jetant rien dans la nature et en laissant un coin sauvage pour les insectes et les oiseaux.',
      '9_to_12':
        'Des espèces ont toujours disparu au cours de l’histoire de la Terre, mais aujourd’hui, elles disparaissent beaucoup plus vite, surtout à cause des activités humaines. L’Union internationale pour la conservation de la nature, l’UICN, tient une « liste rouge » : parmi les espèces étudiées, plus de 40 000 sont menacées d’extinction. La première cause est la destruction des habitats : forêts rasées pour l’agriculture, zones humides asséchées, villes qui s’étendent. Viennent ensuite la chasse et le braconnage, comme pour l’ivoire des éléphants ou la corne des rhinocéros, la surpêche, la pollution, les espèces invasives et le changement climatique. Certains animaux ont déjà disparu pour toujours, comme le dodo de l’île Maurice à la fin du XVIIe siècle. Mais la protection donne des résultats : le panda géant est passé de « en danger » à « vulnérable » en 2016, et le bison d’Europe ou le gypaète barbu sont revenus grâce à des réintroductions. Créer des réserves, interdire le commerce d’animaux menacés et préserver la nature près de chez soi, tout cela aide.',
      '13_plus':
        'L’extinction est un phénomène naturel, mais son rythme actuel serait des dizaines à des centaines de fois supérieur au rythme de fond estimé à partir des fossiles, au point que de nombreux scientifiques parlent d’une sixième extinction de masse, la première causée par une espèce, la nôtre. Le rapport de l’IPBES, le groupe d’experts intergouvernemental sur la biodiversité, estimait en 2019 qu’environ un million d’espèces animales et végétales étaient menacées. La liste rouge de l’UICN, créée en 1964, classe les espèces en catégories, de « préoccupation mineure » à « en danger critique » et « éteinte », et recense plus de 40 000 espèces menacées parmi celles évaluées. Les causes principales, par ordre d’importance, sont le changement d’usage des terres et des mers, l’exploitation directe (chasse, braconnage, pêche), le changement climatique, les pollutions et les espèces exotiques envahissantes. Les espèces les plus vulnérables ont souvent une aire réduite, comme les espèces insulaires, une reproduction lente, comme les grands mammifères, ou des besoins très spécialisés. La disparition d’une espèce peut en entraîner d’autres, par exemple celle des pollinisateurs pour certaines plantes. La conservation a pourtant des succès : aires protégées, convention CITES de 1973 encadrant le commerce international, programmes de réintroduction comme ceux du gypaète barbu dans les Alpes ou du bison d’Europe, qui ne survivait plus qu’en captivité au début du XXe siècle. En France, le grand hamster d’Alsace ou l’ours des Pyrénées font l’objet de plans de sauvegarde.',
    },
  },
  {
    id: 'elephant-trunk',
    title: 'Pourquoi les éléphants ont une trompe ?',
    phrasings: [
      'pourquoi les éléphants ont une trompe',
      'pourquoi l’elephant a une trompe',
      'pk les éléphants ont un long nez',
      'trompe de l’éléphant',
      'trompe elephant',
      'à quoi sert la trompe de l’éléphant',
      'comment boit un éléphant',
      'pq les éléphants ont des défenses',
    ],
    answers: {
      up_to_5:
        'La trompe de l’éléphant, c’est son nez et sa lèvre collés ensemble ! Avec elle, il sent, il respire, il attrape sa nourriture et il aspire de l’eau pour boire ou se doucher. C’est comme un bras magique au milieu de sa figure.',
      '6_to_8':
        'La trompe est le nez de l’éléphant, qui s’est allongé avec sa lèvre du dessus. Elle n’a pas d’os, seulement des muscles, ce qui la rend à la fois très forte et très précise. L’éléphant s’en sert comme d’une main : il arrache des branches, cueille un fruit ou ramasse une cacahuète. Pour boire, il aspire de l’eau dans sa trompe puis la verse dans sa bouche. Il peut aussi s’arroser pour se rafraîchir, se couvrir de poussière pour protéger sa peau du soleil, sentir une odeur de très loin, caresser son petit ou barrir pour appeler sa famille. Comme il est très grand et a un cou court, sans trompe, il ne pourrait même pas attraper l’herbe par terre !',
      '9_to_12':
        'La trompe est formée par le nez et la lèvre supérieure soudés et très allongés. Elle ne contient aucun os, mais des dizaines de milliers de faisceaux musculaires, qui lui permettent de se plier dans tous les sens, de s’allonger et de serrer fort. Elle est assez puissante pour soulever un tronc d’arbre, et assez délicate pour ramasser un seul brin d’herbe avec son bout : un « doigt » chez l’éléphant d’Asie, deux chez l’éléphant d’Afrique. L’éléphant aspire plusieurs litres d’eau d’un coup, qu’il verse dans sa bouche ou sur son dos. Son odorat est l’un des meilleurs du monde animal : il peut sentir de l’eau ou un danger à des kilomètres. Pourquoi cette trompe ? Au fil de l’évolution, ses ancêtres sont devenus très grands, avec une tête lourde portée par un cou court : la trompe leur a permis d’atteindre le sol comme le haut des arbres. Les éléphanteaux mettent des mois à bien la contrôler, et certains sucent leur trompe comme un enfant suce son pouce !',
      '13_plus':
        'La trompe, ou proboscis, résulte de la fusion et de l’allongement du nez et de la lèvre supérieure. C’est un hydrostat musculaire, comme la langue ou les bras du poulpe : dépourvue d’os et de cartilage sur l’essentiel de sa longueur, elle est formée de dizaines de milliers de faisceaux musculaires orientés dans différentes directions, qui permettent des mouvements d’une grande finesse et une force considérable. Son extrémité porte un prolongement préhensile chez l’éléphant d’Asie et deux chez les éléphants d’Afrique. Des chercheurs ont montré en 2021 que l’éléphant d’Afrique peut aspirer l’eau à plusieurs litres par seconde, ses narines se dilatant pour en stocker davantage. L’éléphant d’Afrique possède aussi le plus grand nombre de gènes de récepteurs olfactifs connus chez un mammifère, environ 2 000, soit deux fois plus que le chien. L’évolution de la trompe est liée à celle du gigantisme chez les proboscidiens : des ancêtres comme Moeritherium, il y a près de 40 millions d’années, avaient la taille d’un tapir et probablement une lèvre supérieure mobile ; avec l’augmentation de la taille du corps et du poids du crâne, portant des défenses de plus en plus lourdes, le cou s’est raccourci, et la trompe est devenue l’outil pour atteindre le sol, l’eau et le feuillage. Elle sert aussi à la communication, par le toucher, les gestes et le barrissement, et même à respirer en nageant, comme un tuba. Les défenses, elles, sont des incisives à croissance continue, dont l’ivoire explique le braconnage qui menace les éléphants.',
    },
  },
  {
    id: 'penguins-cant-fly',
    title: 'Pourquoi les manchots ne volent pas ?',
    phrasings: [
      'pourquoi les manchots ne volent pas',
      'pourquoi les pingouins ne volent pas',
      'pk le pingouin peut pas voler',
      'manchot ou pingouin',
      'différence pingouin manchot',
      'pingouin qui vole pas',
      'pq les pingouins ont des ailes',
      'oiseau qui ne vole pas',
    ],
    answers: {
      up_to_5:
        'Le manchot est un oiseau qui a choisi la mer ! Ses ailes sont devenues des nageoires, et il s’en sert pour voler… sous l’eau. Il nage très vite pour attraper des poissons.',
      '6_to_8':
        'Les manchots sont des oiseaux, mais leurs ailes sont courtes, plates et dures, comme des rames. Dans l’air, elles ne suffisent pas à soulever leur corps lourd. Mais sous l’eau, c’est une autre histoire : les manchots battent des ailes comme s’ils volaient, et ils nagent très vite pour attraper des poissons et du krill. Leurs ancêtres volaient sans doute, mais, à force de plonger pour pêcher, ils sont devenus de meilleurs nageurs que voleurs. Petite astuce : en français, les manchots vivent dans le Sud, vers l’Antarctique, et les vrais pingouins vivent dans le Nord… et eux savent voler !',
      '9_to_12':
        'Les manchots ont perdu la capacité de voler il y a plus de 60 millions d’années, pour devenir des champions de la plongée. Voler et nager demandent des corps très différents : pour voler, il faut des os légers et de grandes ailes ; pour plonger, il faut un corps lourd qui ne flotte pas trop, et des ailes courtes et rigides qui poussent dans l’eau, bien plus épaisse que l’air. Les manchots ont donc des os pleins et lourds, et des ailes transformées en nageoires. Résultat : le manchot empereur plonge à plus de 500 mètres de profondeur et peut rester plus de 20 minutes sous l’eau ! Dans l’Antarctique, il n’y avait pas de prédateurs sur la terre ferme dont il fallait s’échapper en volant, ce qui a rendu le vol moins utile. Attention au piège du français : les manchots vivent dans l’hémisphère Sud, alors que le pingouin, un oiseau noir et blanc de l’Atlantique Nord, vole très bien. En anglais, « penguin » désigne les manchots, d’où la confusion.',
      '13_plus':
        'Les manchots, famille des Sphéniscidés, comptent environ 18 espèces, toutes de l’hémisphère Sud, de l’Antarctique jusqu’aux îles Galápagos. Le plus ancien fossile connu, Waimanu, découvert en Nouvelle-Zélande et vieux d’environ 60 millions d’années, était déjà incapable de voler. Leurs ancêtres volants ont évolué vers la plongée parce qu’un même corps ne peut pas être optimal dans l’air et dans l’eau : des études sur des oiseaux qui volent et plongent à la fois, comme les guillemots, ont montré que le vol leur coûte énormément d’énergie, ce qui suggère qu’au-delà d’un certain point, les avantages de la plongée ont conduit à abandonner le vol. Chez les manchots, les os des ailes se sont aplatis et soudés, formant des nageoires rigides qui produisent une poussée à la montée comme à la descente ; les os sont denses et non pneumatisés, ce qui limite la flottabilité. Leur plumage serré et leur graisse les isolent du froid. Ces adaptations permettent des performances remarquables : le manchot empereur a été enregistré à plus de 500 mètres de profondeur, et des plongées de plus de 20 minutes. L’absence de prédateurs terrestres dans leurs colonies a aussi réduit l’intérêt du vol. La confusion avec le pingouin est propre au français : le petit pingouin, un alcidé de l’Atlantique Nord, vole ; son cousin, le grand pingouin, qui ne volait pas, a été chassé jusqu’à son extinction vers 1844, et c’est son nom qui a été donné, par ressemblance, aux oiseaux de l’hémisphère Sud en anglais.',
    },
  },
  {
    id: 'kangaroo-pouch',
    title: 'Pourquoi les kangourous ont une poche ?',
    phrasings: [
      'pourquoi les kangourous ont une poche',
      'pourquoi le kangourou a une poche sur le ventre',
      'pk le bébé kangourou est dans la poche',
      'poche du kangourou',
      'poche kangourou',
      'bébé kangourou',
      'marsupiaux',
      'pq le koala a une poche',
    ],
    answers: {
      up_to_5:
        'Le bébé kangourou naît tout petit, pas plus gros qu’un haricot ! Il grimpe tout seul dans la poche de sa maman, où il boit du lait et grandit bien au chaud. Quand il est grand, il sort pour sauter, mais il revient se cacher dedans quand il a peur.',
      '6_to_8':
        'Le kangourou est un marsupial, un animal dont la maman a une poche sur le ventre. Son bébé naît très tôt, quand il est encore minuscule, sans poils et aveugle. Il rampe tout seul à travers la fourrure de sa maman jusqu’à la poche, où il s’accroche à une tétine pour boire du lait. Il y reste plusieurs mois, bien protégé, et grandit. Puis il commence à sortir la tête, à faire quelques sauts dehors, et retourne dans la poche dès qu’il a peur ou faim. Le koala et le wombat sont aussi des marsupiaux, et presque tous vivent en Australie.',
      '9_to_12':
        'Les kangourous sont des marsupiaux : leurs petits naissent à un stade très précoce, après une gestation très courte, environ un mois chez le kangourou roux. Le nouveau-né mesure environ 2 cm et pèse moins d’un gramme, mais ses pattes avant sont déjà assez fortes pour grimper jusqu’à la poche, où il s’accroche à une tétine. La poche, appelée marsupium, sert de couveuse : le petit y termine son développement pendant environ six mois, puis commence à sortir, avant de la quitter définitivement vers huit mois, tout en continuant à téter. La maman peut même avoir en même temps un grand petit qui tète de l’extérieur, un minuscule dans la poche, et un embryon en attente dans son ventre ! Elle produit alors deux laits différents, un pour chacun. Pourquoi une poche ? Une grossesse courte coûte moins d’énergie à la mère, ce qui aide dans les déserts d’Australie où la nourriture manque parfois.',
      '13_plus':
        'Les kangourous appartiennent aux marsupiaux, un groupe de mammifères présent surtout en Australie et en Nouvelle-Guinée, avec aussi les opossums en Amérique. Ils se distinguent des mammifères placentaires par une gestation très brève, environ 33 jours chez le kangourou roux, suivie d’une longue lactation : l’essentiel du développement se fait hors de l’utérus. Le nouveau-né, long d’environ 2 cm et pesant moins d’un gramme, rampe seul jusqu’au marsupium grâce à ses membres antérieurs et à son odorat, puis se fixe à une tétine qui gonfle dans sa bouche. Il y reste environ six mois avant ses premières sorties, et quitte la poche vers huit mois. Les femelles pratiquent la diapause embryonnaire : après un nouvel accouplement, l’embryon suspend son développement tant que la poche est occupée, puis reprend sa croissance. Une femelle peut ainsi gérer simultanément un jeune au pied, un petit dans la poche et un embryon en attente, en produisant deux laits de compositions différentes à deux tétines. Cette stratégie est avantageuse dans un environnement imprévisible comme l’intérieur australien : en cas de sécheresse, la mère peut interrompre l’investissement à moindre coût et relancer rapidement une reproduction quand les conditions s’améliorent. L’isolement ancien de l’Australie a permis aux marsupiaux d’y occuper la plupart des niches écologiques, un bel exemple de radiation évolutive.',
    },
  },
  {
    id: 'cats-land-on-feet',
    title: 'Pourquoi les chats retombent sur leurs pattes ?',
    phrasings: [
      'pourquoi les chats retombent sur leurs pattes',
      'pourquoi le chat tombe toujours sur ses pattes',
      'pk les chats se font pas mal en tombant',
      'chat qui tombe sur ses pattes',
      'chute du chat',
      'pq un chat se retourne en tombant',
      'est-ce qu’un chat peut tomber d’une fenêtre',
      'réflexe du chat qui tombe',
    ],
    answers: {
      up_to_5:
        'Quand un chat tombe, il sent tout de suite où est le haut et où est le bas. Il tourne sa tête, puis tout son corps, très vite, pour arriver sur ses pattes. Mais il peut quand même se faire mal, alors on ne le fait jamais tomber !',
      '6_to_8':
        'Le chat a un très bon sens de l’équilibre, grâce à une petite partie cachée dans ses oreilles qui lui dit toujours où est le sol. Quand il tombe, il tourne d’abord la tête, puis le devant de son corps, puis l’arrière, comme une toupie. Son dos est très souple, ce qui l’aide à se retourner en une fraction de seconde. Ensuite, il tend les pattes et plie les genoux à l’arrivée, comme des ressorts. Mais attention : même un chat peut se blesser en tombant, surtout d’une fenêtre ou d’un balcon. Il faut donc bien fermer les fenêtres, et ne jamais lâcher un chat exprès pour voir.',
      '9_to_12':
        'Ce talent s’appelle le réflexe de redressement. Il apparaît chez le chaton vers trois ou quatre semaines et devient parfait vers sept semaines. Tout commence dans l’oreille interne, où un petit organe de l’équilibre, le vestibule, détecte la position de la tête. Le chat tourne d’abord la tête vers le sol, puis l’avant de son corps, et enfin l’arrière, grâce à une colonne vertébrale très souple et à des clavicules qui ne le bloquent pas. En repliant certaines pattes et en tendant les autres, il pivote sans rien avoir pour s’appuyer. Une chute de quelques dizaines de centimètres lui suffit pour se retourner. À l’arrivée, il écarte les pattes, arque le dos et amortit le choc. En 1894, le Français Étienne-Jules Marey a été le premier à filmer cette acrobatie image par image. Mais les vétérinaires soignent chaque année beaucoup de chats tombés d’une fenêtre : on parle même de « syndrome du chat parachutiste ». Le réflexe réduit les blessures, il ne les empêche pas.',
      '13_plus':
        'Le réflexe de redressement du chat est un problème célèbre de physique et de physiologie. Il se met en place entre trois et sept semaines. Les capteurs de l’oreille interne, le vestibule et ses canaux semi-circulaires, complétés par la vision, renseignent le système nerveux sur l’orientation de la tête, déclenchant une séquence de rotations de la tête, puis de l’avant et de l’arrière du corps. Le paradoxe apparent est qu’un corps en chute libre, lâché sans rotation, ne devrait pas pouvoir tourner sur lui-même, à cause de la conservation du moment cinétique. La solution repose sur la souplesse du chat : en tournant les deux moitiés de son corps en sens opposés autour d’axes différents, et en repliant les pattes avant tout en tendant les pattes arrière, puis l’inverse, il modifie ses moments d’inertie, si bien que les rotations ne s’annulent pas, et il se retrouve retourné avec un moment cinétique total nul. C’est Étienne-Jules Marey qui, en 1894, a réalisé grâce à sa chronophotographie les premières images de cette chute, présentées à l’Académie des sciences. Une colonne vertébrale très mobile et des clavicules réduites facilitent ces torsions, et la posture d’atterrissage répartit le choc. Des études vétérinaires sur les chats tombés d’immeubles ont montré que ces chutes causent souvent des blessures au thorax, à la mâchoire ou aux pattes : le réflexe limite les dégâts sans rendre le chat invulnérable, d’où l’intérêt de sécuriser fenêtres et balcons.',
    },
  },
  {
    id: 'dogs-bark',
    title: 'Pourquoi les chiens aboient ?',
    phrasings: [
      'pourquoi les chiens aboient',
      'pourquoi mon chien aboie tout le temps',
      'pk le chien fait ouaf',
      'aboiement',
      'aboiements du chien',
      'pq le chien aboie la nuit',
      'pourquoi le chien aboie sur le facteur',
      'est-ce que les loups aboient',
    ],
    answers: {
      up_to_5:
        'Le chien aboie pour parler ! « Ouaf » peut vouloir dire : attention, quelqu’un arrive, ou viens jouer avec moi, ou j’ai peur. C’est sa façon de nous dire quelque chose.',
      '6_to_8':
        'Aboyer, c’est la façon qu’a le chien de se faire entendre. Il aboie pour prévenir quand quelqu’un s’approche de la maison : pour lui, le facteur est un inconnu qui entre sur son territoire ! Il aboie aussi quand il veut jouer, quand il est content de te voir, quand il a peur, ou quand il s’ennuie tout seul. Si tu écoutes bien, les aboiements ne sont pas tous pareils : certains sont aigus et joyeux, d’autres graves et fâchés. Si un chien que tu ne connais pas aboie fort, ne t’approche pas et ne cours pas : reste calme et éloigne-toi doucement avec un adulte.',
      '9_to_12':
        'Le chien descend du loup, mais le loup adulte aboie très peu : il hurle, grogne et gémit, et n’aboie que brièvement pour donner l’alerte. Les chiens, eux, aboient beaucoup plus. Les scientifiques pensent que c’est un effet de la domestication : les humains ont longtemps préféré les chiens qui aboyaient pour prévenir d’un danger, et les chiens ont gardé en grandissant des comportements de jeunes loups, plus bavards. Aujourd’hui, l’aboiement sert à communiquer, surtout avec nous. Des chercheurs hongrois ont montré que les humains devinent assez bien, juste à l’oreille, si un chien aboie parce qu’il est seul, qu’il joue ou qu’il voit un inconnu : un aboiement grave et régulier exprime plutôt la menace, un aboiement aigu et espacé plutôt l’envie de jouer ou la détresse. Un chien qui aboie sans arrêt quand il est seul s’ennuie souvent, ou a du mal à rester loin de ses maîtres. Et certaines races aboient à peine, comme le basenji d’Afrique, qui pousse plutôt une sorte de chant.',
      '13_plus':
        'L’aboiement est une vocalisation que le chien partage avec le loup, mais qui a pris chez lui une place bien plus grande. Chez le loup adulte, il est rare, bref et lié surtout à l’alarme ou à la défense ; les loups communiquent plutôt par hurlements, grognements et postures. L’hypothèse dominante relie cette différence à la domestication, commencée il y a au moins 15 000 ans : d’une part, la sélection par l’homme a favorisé des chiens vigilants et « bavards », utiles pour garder les camps et les troupeaux ; d’autre part, la domestication a conservé chez l’adulte des traits juvéniles, un phénomène appelé néoténie, et les louveteaux aboient plus que les adultes. Les travaux de l’équipe d’Ádám Miklósi et Péter Pongrácz, à Budapest, ont montré que les aboiements varient en hauteur, en rythme et en tonalité selon le contexte, et que des auditeurs humains, même sans expérience des chiens, identifient en partie ce contexte et l’émotion associée. Les aboiements graves, rapides et réguliers sont perçus comme agressifs ; les aboiements aigus et espacés, comme joyeux ou craintifs. L’aboiement serait donc devenu en partie un outil de communication avec l’humain. Les aboiements excessifs ont souvent des causes identifiables : ennui, manque d’activité, peur, anxiété de séparation, ou renforcement involontaire quand le maître répond. Les races primitives, comme le basenji, aboient peu, ce qui va dans le sens d’un rôle de la sélection humaine.',
    },
  },
  {
    id: 'cat-whiskers',
    title: 'Pourquoi les chats ont des moustaches ?',
    phrasings: [
      'pourquoi les chats ont des moustaches',
      'à quoi servent les moustaches du chat',
      'pk mon chat a des moustaches',
      'moustaches du chat',
      'vibrisses',
      'est-ce que les moustaches du chat repoussent',
      'moustache de chat',
    ],
    answers: {
      up_to_5:
        'Les moustaches du chat, ce sont comme des doigts magiques sur sa figure. Elles sentent tout ce qui les touche, même un petit souffle d’air. Elles l’aident à se promener dans le noir sans se cogner !',
      '6_to_8':
        'Les moustaches du chat ne sont pas des poils comme les autres : elles s’appellent des vibrisses, et elles sont reliées à plein de petits nerfs. Elles sentent la moindre chose qui les frôle, et même les mouvements de l’air. Dans le noir, elles aident le chat à sentir les meubles et les murs sans se cogner. Quand il chasse, elles lui permettent de sentir une souris tout près de sa bouche, là où il voit mal. Elles montrent aussi son humeur : pointées en avant, il est curieux ; plaquées en arrière, il a peur. Il ne faut jamais les couper, car le chat serait tout perdu.',
      '9_to_12':
        'Les moustaches du chat, ou vibrisses, sont des poils épais et raides, environ deux fois plus épais que les autres. Leur racine est plantée profondément dans la peau, dans une petite poche entourée de vaisseaux sanguins et de très nombreuses terminaisons nerveuses. Au moindre contact, même un courant d’air, l’information arrive au cerveau. Un chat en a une vingtaine sur le museau, mais aussi au-dessus des yeux, sur les joues, et même à l’arrière de ses pattes avant. Elles servent à se repérer dans l’obscurité, en sentant les objets et les courants d’air qui les contournent. Pendant la chasse, le chat, qui voit mal de très près, les pointe vers l’avant pour sentir sa proie. Celles au-dessus des yeux déclenchent un clignement pour protéger l’œil. Elles indiquent aussi son humeur. Les vibrisses tombent et repoussent naturellement, mais il ne faut jamais les couper : le chat serait désorienté.',
      '13_plus':
        'Les vibrisses sont des poils tactiles spécialisés, présents chez la plupart des mammifères, et particulièrement développés chez les prédateurs nocturnes comme le chat, chez les rongeurs ou les phoques. Plus épaisses et plus rigides que les poils de la fourrure, elles sont implantées trois fois plus profondément, dans un follicule entouré d’un sinus sanguin et innervé par de nombreuses terminaisons sensibles à la moindre déflexion. Chaque vibrisse correspond à une zone précise du cortex somatosensoriel, si bien que le cerveau reconstitue une véritable « carte » tactile de l’environnement. Le chat en porte typiquement une vingtaine sur la lèvre supérieure, organisées en rangées, mais aussi au-dessus des yeux, sur les joues et à la face postérieure des pattes antérieures, ces vibrisses carpiennes aidant à percevoir une proie tenue entre les pattes. Elles permettent de détecter obstacles et déplacements d’air dans l’obscurité et compensent la vision de près, floue chez le chat : au moment de la capture, elles se projettent en avant et encadrent la proie pour guider la morsure. On dit souvent qu’elles servent à estimer si une ouverture est assez large pour le corps, une idée plausible mais peu démontrée. Leur position traduit aussi l’état émotionnel : détendues sur les côtés au repos, tendues vers l’avant en cas d’intérêt, plaquées contre les joues en cas de peur. Elles muent et repoussent, mais les couper prive le chat d’une source d’information importante.',
    },
  },
  {
    id: 'cows-chew-cud',
    title: 'Pourquoi les vaches mâchent tout le temps ?',
    phrasings: [
      'pourquoi les vaches mâchent tout le temps',
      'pourquoi la vache mâchouille',
      'pk les vaches ruminent',
      'ruminer',
      'ruminant',
      'rumination vache',
      'pq la vache a quatre estomacs',
      'estomac de la vache',
      'pourquoi les vaches mangent de l’herbe',
      'les vaches rotent',
    ],
    answers: {
      up_to_5:
        'La vache avale vite son herbe, puis elle la fait remonter dans sa bouche pour la mâcher encore, tranquillement. Ça s’appelle ruminer. C’est comme si elle mangeait deux fois le même repas !',
      '6_to_8':
        'L’herbe, c’est très dur à digérer. Alors la vache a un ventre spécial, avec plusieurs poches. D’abord, elle arrache l’herbe et l’avale presque sans la mâcher. L’herbe va dans une énorme poche, la panse, où de minuscules êtres vivants commencent à la transformer. Plus tard, quand elle est couchée tranquillement, la vache fait remonter de petites boules d’herbe dans sa bouche et les mâche longuement : c’est la rumination. Puis elle les avale à nouveau, et elles continuent leur chemin. Les moutons, les chèvres, les cerfs et les girafes font pareil : ce sont des ruminants.',
      '9_to_12':
        'La vache est un ruminant : son estomac a quatre compartiments, la panse, le bonnet, le feuillet et la caillette. L’herbe contient surtout de la cellulose, une matière que les animaux ne savent pas digérer seuls. Dans la panse, une poche qui peut contenir environ 150 litres, vivent des milliards de bactéries et d’autres microbes qui, eux, décomposent la cellulose, et la vache profite de ce qu’ils produisent. Pour les aider, elle fait remonter l’herbe par petites boules et la remâche longuement, ce qui la réduit en morceaux très fins : elle passe ainsi sept ou huit heures par jour à ruminer ! Elle produit aussi plus de 100 litres de salive par jour. Manger vite puis ruminer à l’abri aurait aidé ses ancêtres sauvages à passer moins de temps exposés aux prédateurs. En travaillant, les microbes produisent un gaz, le méthane, que la vache rejette surtout en rotant, et qui participe au réchauffement du climat.',
      '13_plus':
        'Les ruminants, dont la vache, le mouton, la chèvre, le cerf ou la girafe, sont des herbivores qui ont résolu un problème de taille : aucun mammifère ne fabrique les enzymes capables de digérer la cellulose, principal constituant des plantes. Leur solution est une symbiose avec des microorganismes, bactéries, protozoaires et champignons, logés dans un estomac à quatre compartiments. Le rumen, ou panse, véritable cuve de fermentation d’environ 150 litres chez la vache, et le réseau, ou bonnet, accueillent ces microbes, qui transforment la cellulose en acides gras volatils, principale source d’énergie de l’animal. La rumination consiste à régurgiter le contenu du rumen par petits bols, à le remastiquer longuement, puis à le réavaler : cela réduit la taille des particules, augmente la surface attaquable par les microbes et stimule la production de salive, plus de 100 litres par jour, qui tamponne l’acidité du rumen. Une vache rumine ainsi six à huit heures par jour. Les particules assez fines passent ensuite dans le feuillet, qui absorbe l’eau, puis dans la caillette, l’équivalent de notre estomac, où l’animal digère aussi les microbes eux-mêmes, source de protéines. Ce système permet de valoriser des fourrages pauvres inutilisables par l’homme, mais la fermentation produit du méthane, un puissant gaz à effet de serre, éructé en grande partie, ce qui fait de l’élevage bovin un sujet important des politiques climatiques.',
    },
  },
  {
    id: 'rooster-crows-morning',
    title: 'Pourquoi le coq chante le matin ?',
    phrasings: [
      'pourquoi le coq chante le matin',
      'pourquoi les coqs chantent',
      'pk le coq fait cocorico',
      'cocorico',
      'chant du coq',
      'pq le coq chante si tôt',
      'coq qui chante la nuit',
      'pourquoi le coq réveille tout le monde',
    ],
    answers: {
      up_to_5:
        'Le coq a une petite horloge dans sa tête qui lui dit quand le jour va se lever. Alors il chante « cocorico » pour dire à tout le monde : « Je suis là, c’est chez moi ! » C’est un réveil qui marche tout seul !',
      '6_to_8':
        'Le coq chante pour dire aux autres coqs : « Ce poulailler est à moi, et ces poules aussi ! » Il chante surtout le matin, parce qu’il a dans son corps une horloge naturelle qui sent que le jour arrive, même avant que le soleil se lève. Quand un coq commence, les autres lui répondent souvent, comme un concours ! Mais il peut aussi chanter à d’autres moments de la journée, par exemple quand il entend un bruit ou voit une lumière. Son cri est très puissant, et pour ne pas se rendre sourd lui-même, il a une astuce : quand il ouvre grand le bec, ses oreilles se protègent.',
      '9_to_12':
        'Le chant du coq sert surtout à annoncer sa présence et à défendre son territoire et son groupe de poules. Pourquoi le matin ? Des chercheurs japonais ont montré en 2013 que des coqs gardés dans une faible lumière constante chantaient quand même à peu près à l’heure du lever du jour : leur chant est réglé par leur horloge interne, qui suit un rythme d’environ 24 heures, comme celle qui nous fait avoir sommeil le soir. La lumière de l’aube renforce ensuite ce réflexe. Ils ont aussi découvert que c’est le coq dominant qui chante en premier, et que les autres attendent leur tour ! Le coq chante encore pendant la journée, en réponse à des bruits, à des phares de voiture ou à un autre coq. Son cri peut dépasser 100 décibels, plus fort qu’une tondeuse à gazon. Quand il ouvre le bec pour chanter, une partie de son conduit auditif se ferme, ce qui protège ses oreilles.',
      '13_plus':
        'Le chant du coq est un signal territorial et social, émis par les mâles pour affirmer leur présence auprès des rivaux et de leur groupe. Son association avec l’aube a été étudiée en 2013 par Tsuyoshi Shimmura et Takashi Yoshimura, à l’université de Nagoya : placés en lumière faible et constante, des coqs continuaient de chanter selon un rythme d’environ 24 heures, anticipant le lever du jour. Le chant matinal est donc commandé par l’horloge circadienne, ce rythme biologique interne, et pas seulement déclenché par la lumière ; des stimuli extérieurs, lumière ou sons, peuvent néanmoins provoquer des chants à toute heure, mais leur efficacité dépend aussi de l’heure interne. Les mêmes chercheurs ont montré en 2015 que, dans un groupe, c’est le mâle dominant qui chante le premier chaque matin, les subordonnés attendant son signal. Ce cri est très intense : des mesures publiées en 2018 par une équipe belge ont relevé plus de 130 décibels près du bec, un niveau dangereux pour l’audition. Des scanners ont montré que lorsque le bec est grand ouvert, le conduit auditif se referme partiellement et qu’un tissu mou couvre une partie du tympan, ce qui atténue le son perçu par le coq lui-même. Le coq domestique descend du coq doré d’Asie du Sud-Est, et son chant, transcrit « cocorico » en français, a fait de lui un symbole de la France, en partie à cause du jeu de mots latin entre gallus, le coq, et Gallus, le Gaulois.',
    },
  },
  {
    id: 'pigs-mud',
    title: 'Pourquoi les cochons se roulent dans la boue ?',
    phrasings: [
      'pourquoi les cochons se roulent dans la boue',
      'pourquoi le cochon aime la boue',
      'cochon dans la boue',
      'cochon boue',
      'pq les sangliers se roulent dans la boue',
      'pourquoi les cochons ne transpirent pas',
    ],
    answers: {
      up_to_5:
        'Le cochon ne sait pas transpirer comme toi quand il a chaud. Alors il se roule dans la boue fraîche pour se rafraîchir. Et la boue le protège aussi du soleil et des petites bêtes qui piquent !',
      '6_to_8':
        'Quand tu as chaud, tu transpires, et cette eau sur ta peau te rafraîchit. Le cochon, lui, ne transpire presque pas. Pour ne pas avoir trop chaud en été, il se roule dans la boue : elle reste longtemps humide sur sa peau et la refroidit. Une fois sèche, la boue fait comme une crème solaire, car sa peau claire attrape facilement des coups de soleil, et elle empêche les mouches et les insectes de le piquer. Contrairement à ce qu’on croit, le cochon n’est pas un animal sale : quand il a assez de place, il fait ses besoins loin de l’endroit où il dort. Et c’est un animal très intelligent !',
      '9_to_12':
        'Le cochon a très peu de glandes de sudation qui fonctionnent : il ne peut pas se refroidir en transpirant comme nous. Se rouler dans la boue, ce qu’on appelle se vautrer, lui sert de climatiseur. Des études ont montré que la boue garde la peau humide bien plus longtemps que de l’eau, qui s’évapore vite : le refroidissement dure donc plusieurs heures. La couche de boue sèche protège aussi des coups de soleil, surtout chez les races à peau rose, et des insectes piqueurs et des parasites, qui partent avec la boue quand le cochon se frotte contre un arbre. Le sanglier, son ancêtre sauvage, fait pareil dans des mares boueuses appelées souilles. Le cochon a la réputation d’être sale, mais c’est injuste : s’il a de l’espace, il garde son coin de repos propre. Les scientifiques le classent même parmi les animaux les plus intelligents : il apprend vite, reconnaît ses congénères et peut résoudre des problèmes.',
      '13_plus':
        'Chez le porc domestique et le sanglier, la thermorégulation pose un vrai problème : ces animaux massifs ont très peu de glandes sudoripares efficaces et une épaisse couche de graisse sous la peau, et ils ne halètent que de façon limitée. Le vautrage, c’est-à-dire le fait de se rouler dans la boue ou dans l’eau, est donc un comportement thermorégulateur majeur. Par rapport à l’eau, la boue offre un avantage : elle retient l’humidité et s’évapore lentement, si bien que l’effet rafraîchissant dure plus longtemps ; elle absorbe aussi une partie du rayonnement solaire. Les chercheurs lui attribuent d’autres fonctions : protection contre les coups de soleil, particulièrement chez les races à peau dépigmentée, et contre les insectes piqueurs et les ectoparasites, éliminés quand l’animal se frotte ensuite contre les arbres, ce qui marque aussi son territoire par des odeurs. Les sangliers utilisent des souilles, des mares boueuses que l’on reconnaît en forêt. Le vautrage semble aussi répondre à une motivation propre, observée même par temps frais, ce qui en fait un enjeu de bien-être animal dans les élevages. La réputation de saleté du cochon vient de conditions d’élevage où il ne peut pas séparer zones de couchage et de déjection, ce qu’il fait spontanément quand il en a la possibilité. Les études en éthologie ont par ailleurs montré chez lui des capacités cognitives élevées, comme la mémoire à long terme, l’apprentissage rapide ou la reconnaissance des individus.',
    },
  },
  {
    id: 'flamingos-pink',
    title: 'Pourquoi les flamants roses sont roses ?',
    phrasings: [
      'pourquoi les flamants roses sont roses',
      'pourquoi le flamant rose est rose',
      'pk les flamands roses sont roses',
      'flamant rose',
      'flamand rose',
      'couleur du flamant rose',
      'pq les flamants roses sont sur une patte',
      'bébé flamant rose gris',
    ],
    answers: {
      up_to_5:
        'Le flamant rose devient rose grâce à ce qu’il mange ! Il mange des petites crevettes et des algues pleines de couleur rose-orangé. Quand il est bébé, il est tout gris.',
      '6_to_8':
        'Le flamant rose n’est pas né rose : les bébés flamants sont gris ou blancs. Sa couleur vient de sa nourriture ! Il vit dans des étangs d’eau salée, où il filtre l’eau avec son bec tête en bas pour manger de minuscules crevettes et des algues. Ces petits aliments contiennent des colorants naturels, un peu comme ceux qui rendent les carottes orange. En mangeant, le flamant les garde dans ses plumes, qui deviennent roses peu à peu. S’il arrêtait d’en manger, ses nouvelles plumes pousseraient plus pâles. En France, tu peux en voir beaucoup en Camargue !',
      '9_to_12':
        'La couleur des flamants roses vient de pigments appelés caroténoïdes, les mêmes qui colorent les carottes ou les tomates. Les flamants ne savent pas les fabriquer : ils les trouvent dans leur nourriture, des algues microscopiques et de petits crustacés comme les artémias, qu’ils filtrent dans l’eau salée avec leur bec en forme de passoire. Leur foie transforme ces pigments, qui se déposent dans les plumes en train de pousser, ainsi que dans la peau et les pattes. Les poussins naissent gris et mettent environ trois ans à devenir bien roses. Plus un flamant est rose, plus il a bien mangé : c’est un signe de bonne santé qui plaît aux partenaires. Pendant la saison des amours, ils se « maquillent » même, en étalant sur leurs plumes une huile colorée produite près de leur queue ! Dans les zoos, on ajoute des caroténoïdes à leur nourriture pour qu’ils restent roses. Et s’ils dorment sur une patte, c’est peut-être pour perdre moins de chaleur, car cette position leur demande très peu d’effort.',
      '13_plus':
        'Le plumage rose des flamants, dont le flamant rose de Camargue, Phoenicopterus roseus, est dû aux caroténoïdes, des pigments jaunes, orange ou rouges synthétisés par les plantes, les algues et certaines bactéries, mais pas par les animaux. Les flamants les obtiennent par leur alimentation : ils filtrent l’eau des lagunes salées grâce aux lamelles de leur bec, qu’ils tiennent à l’envers, et retiennent microalgues, cyanobactéries et petits crustacés comme l’artémia. Leur foie convertit ces caroténoïdes en pigments, notamment la canthaxanthine, qui se déposent dans les plumes en croissance, la peau et les tarses. Les poussins, au duvet gris, n’acquièrent le plumage adulte qu’au bout de trois ou quatre ans. L’intensité de la couleur est un signal : elle reflète la qualité de l’alimentation et l’état de santé. Une étude menée en Espagne et publiée en 2011 a montré qu’en période de parade, les flamants étalent sur leurs plumes, avec le bec, les sécrétions riches en caroténoïdes de leur glande uropygienne, à la base de la queue, un véritable maquillage qui s’estompe après la formation des couples. En captivité, sans supplément de caroténoïdes dans la ration, le plumage pâlit à la mue suivante. Quant à la posture sur une patte, des chercheurs ont montré en 2017 qu’elle est stable presque sans effort musculaire ; elle limiterait aussi les pertes de chaleur par les pattes, une hypothèse encore discutée.',
    },
  },
  {
    id: 'peacock-tail',
    title: 'Pourquoi le paon fait la roue ?',
    phrasings: [
      'pourquoi le paon fait la roue',
      'pourquoi le paon ouvre sa queue',
      'pk le paon a une grande queue',
      'roue du paon',
      'plumes de paon',
      'pq le paon est si beau',
      'paon qui fait la roue',
      'pourquoi les oiseaux mâles sont plus colorés',
    ],
    answers: {
      up_to_5:
        'Le paon ouvre ses grandes plumes comme un éventail pour se faire beau devant la paonne. C’est sa façon de dire : « Regarde comme je suis magnifique ! » Celle qui le trouve le plus beau le choisit.',
      '6_to_8':
        'Le paon qui fait la roue est un mâle qui veut séduire une femelle, la paonne. Il ouvre sa traîne, un immense éventail de plumes décorées de grands « yeux » bleus et verts, et il la fait trembler pour qu’elle brille et fasse un petit bruit. La paonne, elle, est plutôt brune : elle n’a pas besoin de se montrer, et ses couleurs l’aident à rester cachée quand elle couve ses œufs. Elle regarde plusieurs mâles et choisit celui qui lui plaît le plus. Ces plumes magnifiques sont lourdes, mais le paon peut quand même voler jusqu’à une branche pour dormir.',
      '9_to_12':
        'Quand le paon « fait la roue », il déploie sa traîne, formée d’environ 150 à 200 longues plumes qui poussent au-dessus de sa vraie queue, ornées de taches en forme d’œil, les ocelles. C’est une parade nuptiale : le mâle se montre aux femelles, qui choisissent leur partenaire. Pendant la parade, il fait vibrer ses plumes, ce qui produit un bruissement et fait scintiller les couleurs. Ces couleurs ne viennent pas de pigments bleus, mais de minuscules structures dans les plumes qui renvoient la lumière, comme les reflets d’une bulle de savon. Une si grande traîne est pourtant un handicap : elle est lourde et visible pour les prédateurs. Charles Darwin a expliqué ce mystère par la sélection sexuelle : si les femelles préfèrent les mâles les plus ornés, ceux-ci ont plus de petits, et leurs ornements se transmettent, même s’ils sont encombrants. Une belle traîne montre sans doute aussi que le mâle est en bonne santé. C’est pour la même raison que, chez beaucoup d’oiseaux, les mâles sont plus colorés que les femelles.',
      '13_plus':
        'La roue du paon bleu, Pavo cristatus, originaire d’Inde et du Sri Lanka, est un exemple classique de sélection sexuelle. La traîne n’est pas la queue mais un ensemble de 150 à 200 plumes sus-caudales très allongées, pouvant dépasser 1,5 mètre, soutenues en éventail par les vraies rectrices. Ses couleurs sont structurelles : des réseaux de mélanine et de kératine, organisés à l’échelle nanométrique dans les barbules, produisent des interférences lumineuses et des reflets iridescents qui changent avec l’angle de vue. Darwin écrivait en 1860 que la vue d’une plume de paon le rendait malade, car un ornement si coûteux semblait contredire la sélection naturelle. Il proposa en 1871, dans « La Filiation de l’homme », la théorie de la sélection sexuelle : des caractères avantageux pour obtenir des partenaires peuvent se répandre même s’ils nuisent à la survie. Dans les années 1990, les travaux de Marion Petrie ont suggéré que les paonnes préfèrent les mâles aux traînes portant le plus d’ocelles, et que leurs petits survivent mieux, ce qui appuie l’idée d’un signal honnête de qualité génétique ; des études ultérieures, au Japon notamment, n’ont pas retrouvé cette préférence, et le débat reste ouvert. La parade est aussi sonore et vibratoire : le mâle fait trembler sa traîne à une fréquence qui correspond à la résonance des plumes, et il produirait des infrasons. La paonne, terne, illustre le dimorphisme sexuel fréquent chez les oiseaux, où la femelle, qui couve seule, bénéficie du camouflage.',
    },
  },
  {
    id: 'camel-hump',
    title: 'Pourquoi les chameaux ont des bosses ?',
    phrasings: [
      'pourquoi les chameaux ont des bosses',
      'pourquoi le chameau a une bosse',
      'pk les dromadaires ont une bosse',
      'bosse du chameau',
      'bosse du dromadaire',
      'chameau ou dromadaire',
      'est-ce qu’il y a de l’eau dans la bosse du chameau',
      'pq le chameau peut vivre sans boire',
      'combien de bosses a un chameau',
    ],
    answers: {
      up_to_5:
        'Dans sa bosse, le chameau ne garde pas de l’eau, mais de la graisse : c’est sa réserve de nourriture. Quand il ne trouve rien à manger dans le désert, il l’utilise, et sa bosse devient toute molle !',
      '6_to_8':
        'On croit souvent que la bosse du chameau est remplie d’eau, mais c’est faux : elle contient de la graisse ! C’est une réserve d’énergie pour les longs voyages dans le désert, où il y a très peu à manger. Quand le chameau a utilisé sa réserve, sa bosse devient plus petite et tombe sur le côté. Pour l’eau, il a d’autres astuces : il peut rester des jours sans boire, puis avaler plus de 100 litres en quelques minutes ! Et pour ne pas confondre : le dromadaire a une bosse, le chameau en a deux.',
      '9_to_12':
        'La bosse du chameau et du dromadaire est une réserve de graisse, qui peut peser plusieurs dizaines de kilos. En la rassemblant sur le dos, au lieu de l’étaler sous toute la peau, l’animal garde une réserve d’énergie tout en laissant le reste de son corps perdre facilement sa chaleur : c’est malin dans un désert brûlant ! Quand il jeûne, il puise dans cette graisse, et la bosse se ratatine. Pour économiser l’eau, il a d’autres adaptations : il transpire très peu, car sa température peut monter de plusieurs degrés dans la journée sans danger, il produit une urine très concentrée et des crottes sèches, et ses narines retiennent l’humidité de son souffle. Il supporte de perdre un quart de l’eau de son corps, ce qui serait mortel pour nous, puis peut boire plus de 100 litres en une dizaine de minutes. Le dromadaire, à une bosse, vit en Afrique du Nord et au Moyen-Orient ; le chameau de Bactriane, à deux bosses, vit dans les déserts froids d’Asie centrale.',
      '13_plus':
        'Le dromadaire, Camelus dromedarius, à une bosse, et le chameau de Bactriane, Camelus bactrianus, à deux bosses, sont adaptés aux déserts, chauds pour le premier, froids pour le second. Contrairement à une croyance tenace, la bosse ne contient pas d’eau : c’est un dépôt de tissu adipeux pouvant atteindre plusieurs dizaines de kilos. Sa concentration sur le dos a un double avantage : elle constitue une réserve énergétique mobilisable pendant les jeûnes, et elle laisse le reste du corps dépourvu d’une couche isolante, ce qui facilite l’évacuation de la chaleur. L’oxydation des graisses produit certes de l’eau métabolique, mais elle consomme aussi de l’oxygène, donc de la respiration et de l’évaporation : le bilan hydrique de la bosse est faible, et le mythe du réservoir d’eau est erroné. L’économie d’eau repose surtout sur d’autres mécanismes : une température corporelle qui peut varier d’environ 34 à 41 °C au cours de la journée, stockant la chaleur le jour pour la libérer la nuit au lieu de transpirer ; des reins produisant une urine très concentrée ; des cavités nasales qui récupèrent la vapeur d’eau expirée ; et des globules rouges ovales, qui circulent même quand le sang s’épaissit et résistent au gonflement lors d’une réhydratation massive. Le dromadaire tolère ainsi une perte d’eau de 25 % de sa masse, et peut boire plus de 100 litres en une dizaine de minutes. Domestiqué il y a environ 3 000 ans en Arabie, il reste essentiel aux populations des zones arides pour le transport, le lait et la viande.',
    },
  },
  {
    id: 'turtle-shell',
    title: 'Pourquoi les tortues ont une carapace ?',
    phrasings: [
      'pourquoi les tortues ont une carapace',
      'pourquoi la tortue a une carapace',
      'pk la tortue rentre dans sa carapace',
      'carapace de tortue',
      'carapace tortue',
      'est-ce qu’une tortue peut sortir de sa carapace',
      'pq les tortues sont lentes',
      'est-ce que la tortue sent quand on touche sa carapace',
    ],
    answers: {
      up_to_5:
        'La carapace, c’est la maison de la tortue qu’elle porte toujours sur son dos ! Quand elle a peur, elle rentre sa tête et ses pattes dedans, et elle est à l’abri. Elle ne peut pas l’enlever : la carapace fait partie de son corps.',
      '6_to_8':
        'La carapace de la tortue est comme une armure qui la protège des animaux qui voudraient la croquer. Quand un danger arrive, beaucoup de tortues rentrent leur tête et leurs pattes à l’intérieur. Contrairement à ce qu’on voit dans les dessins animés, la tortue ne peut jamais sortir de sa carapace : elle est collée à son squelette, ce sont ses côtes et son dos qui la forment ! Elle grandit en même temps que la tortue. Et elle n’est pas insensible : la tortue sent quand on la touche. Avec une telle armure, la tortue n’a pas besoin de courir vite pour échapper aux dangers.',
      '9_to_12':
        'La carapace est une partie du squelette de la tortue : ses côtes et sa colonne vertébrale sont soudées à des plaques d’os qui forment un bouclier au-dessus, la dossière, et un autre en dessous, le plastron. Par-dessus, des écailles en kératine, la même matière que nos ongles, la recouvrent. C’est pourquoi une tortue ne peut jamais en sortir : ce serait comme sortir de ses propres os ! La carapace grandit avec l’animal, et elle est parcourue de nerfs et de vaisseaux sanguins, donc sensible au toucher. Elle protège la tortue des prédateurs, mais la rend lourde et lente sur terre : elle mise sur la défense plutôt que sur la fuite. Les tortues marines ont une carapace plus plate, qui glisse dans l’eau, et ne peuvent pas rentrer la tête. Les tortues existent depuis plus de 200 millions d’années, et certaines tortues géantes vivent plus de 150 ans.',
      '13_plus':
        'La carapace des tortues est une structure unique chez les vertébrés : elle résulte de l’élargissement et de la soudure des côtes et des vertèbres dorsales avec des os formés dans la peau, constituant la dossière, tandis que le plastron, ventral, dérive en partie d’os de la ceinture scapulaire et de côtes ventrales. Le tout est recouvert d’écailles cornées, les scutes, en kératine, qui se renouvellent en couches et portent parfois des anneaux de croissance. Les ceintures des membres se retrouvent à l’intérieur de la cage thoracique, une organisation anatomique sans équivalent. Les fossiles éclairent son origine : Eunotosaurus, il y a environ 260 millions d’années, avait déjà des côtes élargies, Pappochelys, vers 240 millions d’années, un début de plastron, et Odontochelys, vers 220 millions d’années, un plastron complet sans dossière. Des chercheurs ont proposé en 2016 que l’élargissement des côtes ait d’abord servi à creuser des terriers, la fonction de protection venant ensuite. Cette rigidité a eu des conséquences : ne pouvant dilater leur thorax, les tortues respirent grâce à des muscles qui modifient le volume de l’abdomen. Elle impose aussi un compromis entre protection et mobilité : les tortues terrestres, à carapace bombée, sont lentes, alors que les tortues marines, à carapace hydrodynamique et à membres en palettes, ne peuvent plus rétracter la tête. Les tortues, dont plus de la moitié des espèces sont menacées, comptent parmi les vertébrés les plus longévifs : la tortue géante Jonathan, à Sainte-Hélène, aurait environ 190 ans.',
    },
  },
  {
    id: 'tadpole-to-frog',
    title: 'Pourquoi le têtard devient une grenouille ?',
    phrasings: [
      'pourquoi le têtard devient une grenouille',
      'comment un têtard se transforme en grenouille',
      'pk les tetards deviennent des grenouilles',
      'têtard',
      'tetard en grenouille',
      'œufs de grenouille',
      'pq le têtard perd sa queue',
      'têtard grenouille transformation',
    ],
    answers: {
      up_to_5:
        'Le têtard est un bébé grenouille ! Il vit dans l’eau et nage avec sa queue comme un petit poisson. Peu à peu, il lui pousse des pattes, sa queue disparaît, et il devient une grenouille qui saute.',
      '6_to_8':
        'Au printemps, la grenouille pond dans l’eau des centaines de petits œufs entourés d’une gelée. De chaque œuf sort un têtard, un bébé grenouille qui ressemble à un petit poisson : il a une queue pour nager et il respire dans l’eau. Il mange des algues et grandit. Puis il se transforme : d’abord, ses pattes arrière poussent, ensuite ses pattes avant, puis sa queue rapetisse jusqu’à disparaître. En même temps, il se prépare à respirer de l’air. Au bout de quelques semaines à quelques mois, c’est une petite grenouille qui sort de l’eau ! Cette grande transformation s’appelle la métamorphose, comme pour la chenille et le papillon.',
      '9_to_12':
        'La grenouille est un amphibien, un mot qui veut dire « double vie » : une vie dans l’eau quand elle est jeune, puis une vie en partie sur terre. Ses œufs, pondus dans l’eau, donnent des têtards qui respirent avec des branchies, nagent avec leur queue et mangent surtout des algues. La métamorphose commence au bout de quelques semaines : les pattes arrière apparaissent, puis les pattes avant, les poumons se développent, la bouche s’élargit et l’intestin raccourcit, car la grenouille adulte mangera des insectes. La queue n’est pas perdue : elle est absorbée, et ses matériaux sont recyclés pour construire le nouveau corps. Chez la grenouille rousse, tout cela prend environ trois mois. C’est une hormone fabriquée par une glande du cou, la thyroïde, qui déclenche la transformation. Pourquoi cette double vie ? Le têtard profite de la nourriture abondante des mares, et l’adulte peut partir à la conquête de nouveaux territoires. Les grenouilles sont aujourd’hui menacées : si tu prends des têtards, observe-les un peu, puis relâche-les dans leur mare.',
      '13_plus':
        'Les anoures, grenouilles et crapauds, ont un cycle de vie biphasique typique des amphibiens : une larve aquatique, le têtard, et un adulte semi-terrestre, reliés par une métamorphose spectaculaire. Le têtard respire par des branchies, se nourrit en filtrant ou en râpant algues et débris, et possède un long intestin adapté à ce régime végétal. La métamorphose est contrôlée par les hormones thyroïdiennes, comme l’a découvert Friedrich Gudernatsch en 1912 en nourrissant des têtards avec des extraits de thyroïde de cheval, ce qui accélérait leur transformation. Sous leur effet, chaque tissu réagit selon son programme : les membres postérieurs puis antérieurs se développent, les poumons deviennent fonctionnels et les branchies régressent, l’intestin raccourcit pour un régime carnivore, la bouche s’élargit, la peau et les yeux se modifient. La queue régresse par mort cellulaire programmée, ou apoptose, et ses constituants sont réutilisés. La durée varie selon les espèces et la température : quelques semaines pour certaines, environ trois mois chez la grenouille rousse, et parfois plus d’un an chez la grenouille-taureau. Ce cycle permet d’exploiter deux milieux et deux ressources distincts, mais il rend les amphibiens vulnérables à la fois aux pollutions de l’eau et à la destruction des milieux terrestres. Ils forment le groupe de vertébrés le plus menacé : plus de 40 % des espèces, frappées aussi par une maladie due à un champignon, la chytridiomycose. En France, toutes les espèces d’amphibiens sont protégées.',
    },
  },
  {
    id: 'hedgehog-spines',
    title: 'Pourquoi les hérissons ont des piquants ?',
    phrasings: [
      'pourquoi les hérissons ont des piquants',
      'pourquoi le herisson pique',
      'pk le hérisson se met en boule',
      'piquants du hérisson',
      'hérisson en boule',
      'hérisson qui pique',
      'bébé hérisson',
      'pq il ne faut pas donner de lait au hérisson',
      'que mange un hérisson',
    ],
    answers: {
      up_to_5:
        'Les piquants du hérisson, c’est son armure ! Quand il a peur, il se roule en boule, et il ne montre plus que ses piquants. Comme ça, le renard qui voudrait l’attraper se pique le nez.',
      '6_to_8':
        'Le hérisson a sur le dos des milliers de piquants, qui sont en fait des poils devenus durs et pointus. Quand un danger approche, il se roule en une boule bien serrée grâce à un muscle spécial : sa tête, son ventre et ses pattes, qui n’ont pas de piquants, sont cachés à l’intérieur. Beaucoup d’animaux abandonnent alors. Le hérisson sort la nuit pour manger des limaces, des vers et des insectes : c’est un ami du jardinier ! Si tu en croises un, ne lui donne surtout pas de lait, qui le rend malade : une coupelle d’eau suffit. Et en hiver, il hiberne.',
      '9_to_12':
        'Un hérisson adulte porte environ 5 000 à 7 000 piquants. Ce sont des poils transformés, faits de kératine comme nos ongles, creux et renforcés à l’intérieur, à la fois légers et solides. Chaque piquant peut se dresser grâce à un petit muscle. Face à un danger, le hérisson contracte un grand muscle qui entoure son corps, comme le cordon d’un sac, et se roule en boule : seuls ses piquants restent visibles. Cette défense décourage la plupart des prédateurs, même si le blaireau arrive parfois à le dérouler. Les bébés naissent avec des piquants tout mous, cachés sous la peau pour ne pas blesser leur mère, qui sortent en quelques heures. Les piquants tombent et sont remplacés peu à peu. Le hérisson est un insectivore nocturne, très utile dans les jardins, et une espèce protégée en France. Sa vraie menace, ce sont les voitures, les pesticides et les jardins trop fermés : un petit passage sous une clôture l’aide à circuler.',
      '13_plus':
        'Le hérisson d’Europe, Erinaceus europaeus, est un petit mammifère insectivore dont la défense repose sur environ 5 000 à 7 000 piquants, des poils modifiés de kératine, longs de 2 à 3 cm. Leur structure interne, creuse et cloisonnée, leur donne une grande résistance pour un poids réduit, et ils servent aussi d’amortisseurs lors des chutes. Chacun est relié à un petit muscle érecteur qui le redresse, et un puissant muscle orbiculaire, sous la peau du dos, permet à l’animal de s’enrouler complètement, en protégeant la tête, le ventre et les pattes. Cette stratégie, la défense passive, est efficace contre la plupart des prédateurs, à l’exception du blaireau et de certains rapaces comme le grand-duc. Les petits naissent aveugles, avec des piquants mous et blancs recouverts d’une membrane, qui émergent dans les heures suivant la naissance ; ils sont progressivement remplacés par les piquants d’adulte. Le hérisson est nocturne et se nourrit surtout de coléoptères, de vers, de chenilles et de limaces. Il hiberne en hiver, sa température corporelle descendant à quelques degrés. Il est intolérant au lactose : le lait de vache, longtemps donné par habitude, lui cause des diarrhées graves. Protégé en France, il décline en Europe à cause de la circulation routière, des pesticides qui réduisent ses proies, des tondeuses robots et de la fragmentation de son habitat ; des passages dans les clôtures et des coins de jardin sauvages aident à le préserver.',
    },
  },
];
