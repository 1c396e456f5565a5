import type { Topic } from '../topic.js';

/** What our body does, and why. */
export const bodyTopics: Topic[] = [
  {
    id: 'sleep',
    title: 'Pourquoi on dort ?',
    phrasings: [
      'pourquoi on dort',
      'pourquoi il faut dormir',
      'pk je dois aller au lit',
      'pourquoi on doit se coucher',
      'sommeil',
      'dormir',
      'dodo',
    ],
    answers: {
      up_to_5:
        'Quand tu dors, ton corps se repose et grandit. Ta tête range tout ce que tu as appris dans la journée. Au réveil, tu as plein d’énergie pour jouer !',
      '6_to_8':
        'Dormir, c’est indispensable, comme manger et boire. Pendant que tu dors, ton corps se répare et fabrique ce qu’il faut pour grandir. Ton cerveau, lui, ne s’éteint pas : il trie et range tout ce que tu as appris et vécu dans la journée, pour que tu t’en souviennes. C’est pour ça qu’après une bonne nuit, tu comprends mieux, tu as meilleur caractère et ton corps se défend mieux contre les microbes. Les enfants ont besoin de plus de sommeil que les adultes, environ 10 heures par nuit, parce qu’ils grandissent encore.',
      '9_to_12':
        'Nous passons environ un tiers de notre vie à dormir, et ce n’est pas du temps perdu ! Le sommeil se déroule en plusieurs cycles d’environ une heure et demie, avec des phases de sommeil léger, de sommeil profond et de sommeil paradoxal, celui des rêves. Pendant le sommeil profond, le corps libère l’hormone de croissance et répare ses tissus. Pendant la nuit, le cerveau trie les informations de la journée et consolide les souvenirs : ce que tu as appris la veille se fixe mieux après avoir dormi. Il fait aussi le ménage, en éliminant des déchets produits par son activité. Le soir, quand la lumière baisse, ton corps fabrique la mélatonine, une hormone qui prépare au sommeil ; la lumière des écrans peut la retarder. Entre 6 et 12 ans, il faut en général 9 à 12 heures de sommeil par nuit pour être en forme, bien apprendre et bien grandir.',
      '13_plus':
        'Le sommeil est un besoin vital, présent chez tous les animaux étudiés ; une privation prolongée altère l’attention, la mémoire, l’humeur, le métabolisme et l’immunité. Il est régulé par deux processus : une pression de sommeil qui augmente avec la durée d’éveil, liée notamment à l’accumulation d’adénosine (que la caféine bloque), et l’horloge circadienne, située dans l’hypothalamus et synchronisée par la lumière, qui déclenche le soir la sécrétion de mélatonine. Une nuit comprend quatre à six cycles de 90 minutes environ, alternant sommeil lent léger, sommeil lent profond et sommeil paradoxal. Le sommeil lent profond favorise la sécrétion de l’hormone de croissance, la récupération physique et la consolidation des connaissances ; le sommeil paradoxal, riche en rêves, participerait à la mémoire émotionnelle et à celle des gestes. Des travaux de 2013 ont montré que l’espace entre les cellules du cerveau s’agrandit pendant le sommeil, ce qui facilite l’élimination de déchets par le système dit glymphatique. À l’adolescence, l’horloge biologique se décale naturellement vers le soir : l’endormissement devient plus tardif, alors que le besoin reste de 8 à 10 heures par nuit ; les écrans le soir, dont la lumière retarde la mélatonine, aggravent ce décalage. Un sommeil régulier est l’un des meilleurs leviers pour apprendre et rester en bonne santé.',
    },
  },
  {
    id: 'dreams',
    title: 'Pourquoi on rêve ?',
    phrasings: [
      'pourquoi on rêve',
      'pk on fait des rêves',
      'rêves',
      'rêver',
      'cauchemar',
      'pourquoi on fait des cauchemars',
      'pourquoi je fais des mauvais rêves',
    ],
    answers: {
      up_to_5:
        'Quand tu dors, ta tête continue à travailler un peu. Elle mélange des choses de ta journée et invente des histoires : ce sont les rêves. Et même si un rêve fait peur, ce n’est pas pour de vrai !',
      '6_to_8':
        'Quand tu dors, ton cerveau ne s’arrête jamais complètement. À certains moments de la nuit, il est même très actif : il mélange des souvenirs, des images, des choses que tu as vécues ou imaginées, et il en fait des histoires. Ce sont les rêves ! Parfois ils sont drôles, parfois bizarres, et parfois ils font peur : ce sont les cauchemars. On rêve toutes les nuits, plusieurs fois, même si le matin on ne s’en souvient pas. Mais un rêve, même très réel, n’est qu’une histoire que ton cerveau se raconte. Si tu fais un cauchemar, tu peux en parler à un adulte : ça aide à se sentir mieux.',
      '9_to_12':
        'On rêve surtout pendant une phase particulière du sommeil, le sommeil paradoxal, qui revient plusieurs fois par nuit. On l’appelle ainsi parce que le cerveau y est presque aussi actif qu’éveillé, alors que le corps est complètement détendu : tes muscles sont comme mis en pause, pour que tu ne joues pas tes rêves en vrai ! Seuls tes yeux bougent très vite sous tes paupières. Pendant ce temps, le cerveau assemble des souvenirs récents et anciens, des émotions et des idées, souvent de façon illogique. Les scientifiques ne savent pas encore exactement à quoi servent les rêves. Plusieurs idées sont étudiées : ils aideraient à ranger les souvenirs, à digérer les émotions, ou à s’entraîner face à des situations difficiles. On rêve toutes les nuits, mais on oublie la plupart des rêves au réveil, sauf si on se réveille pendant l’un d’eux.',
      '13_plus':
        'Les rêves sont des expériences mentales, souvent visuelles et chargées d’émotions, produites pendant le sommeil. Les plus vifs et les plus construits surviennent pendant le sommeil paradoxal, découvert dans les années 1950 et nommé ainsi par le chercheur français Michel Jouvet : l’activité cérébrale y ressemble à celle de l’éveil, les yeux effectuent des mouvements rapides, mais les muscles sont paralysés, ce qui empêche de mettre en actes le contenu des rêves. On rêve aussi, de façon plus fragmentaire, en sommeil lent. L’imagerie montre pendant le sommeil paradoxal une forte activité de l’amygdale et des régions visuelles, et une baisse d’activité du cortex préfrontal, ce qui peut expliquer qu’on accepte en rêve des scénarios illogiques sans esprit critique. Leur fonction reste débattue. Parmi les hypothèses : la consolidation et l’intégration des souvenirs, la régulation des émotions, la simulation de menaces pour s’y préparer, ou la simple conséquence d’une activité cérébrale que le cerveau organise en récit. Freud y voyait l’expression de désirs refoulés, une théorie que les neurosciences ne retiennent plus guère. Les cauchemars sont fréquents chez l’enfant et souvent liés au stress. Certaines personnes font des rêves lucides, dans lesquels elles savent qu’elles rêvent et peuvent parfois en modifier le cours.',
    },
  },
  {
    id: 'yawn',
    title: 'Pourquoi on bâille ?',
    phrasings: [
      'pourquoi on bâille',
      'pourquoi on baille',
      'bâiller',
      'bâillement',
      'pk on baille quand on est fatigué',
      'pourquoi le bâillement est contagieux',
    ],
    answers: {
      up_to_5:
        'On bâille quand on a sommeil ou qu’on s’ennuie un peu. On ouvre grand la bouche, et ça réveille un peu. Et si quelqu’un bâille à côté de toi, tu as envie de bâiller aussi !',
      '6_to_8':
        'On bâille souvent le soir quand on a sommeil, le matin au réveil, ou quand on s’ennuie. En ouvrant grand la bouche et en s’étirant, on réveille un peu son corps et sa tête. Les scientifiques pensent aussi que bâiller rafraîchit le cerveau, un peu comme quand on ouvre la fenêtre. Et le plus drôle, c’est que le bâillement est contagieux : quand quelqu’un bâille, on a envie de bâiller aussi ! Même lire le mot « bâiller » peut en donner envie… Tu as bâillé ?',
      '9_to_12':
        'Le bâillement est un réflexe : une grande inspiration la bouche grande ouverte, un étirement des muscles de la mâchoire et du cou, puis une expiration plus courte. Il arrive surtout quand on change d’état d’éveil : avant de dormir, au réveil, ou quand on s’ennuie. Contrairement à une idée répandue, il ne sert pas à faire entrer plus d’oxygène : des expériences ont montré que respirer un air plus riche en oxygène ne fait pas moins bâiller. Une hypothèse étudiée est qu’il aide à refroidir le cerveau, en faisant circuler de l’air et du sang frais. Il aiderait aussi à rester vigilant. Le bâillement est contagieux chez l’humain, mais aussi chez les chimpanzés et même chez certains chiens qui voient leur maître bâiller ! On pense que cette contagion est liée à l’empathie : on y est plus sensible face à ses proches. Les bébés bâillent déjà dans le ventre de leur mère.',
      '13_plus':
        'Le bâillement est un comportement stéréotypé, présent chez la plupart des vertébrés : une ouverture ample et prolongée de la bouche avec inspiration profonde, suivie d’une expiration brève, souvent accompagnée d’un étirement. Il apparaît dès la vie fœtale, vers 12 semaines. Il survient surtout lors des transitions entre veille et sommeil, dans l’ennui, ou avant une activité exigeante, comme chez les athlètes avant une épreuve. L’hypothèse respiratoire, selon laquelle il corrigerait un manque d’oxygène, a été réfutée par Robert Provine dans les années 1980. Parmi les hypothèses actuelles : le refroidissement du cerveau, soutenu par des observations montrant qu’on bâille moins quand on refroidit le front ou quand l’air ambiant est très chaud, et un rôle d’éveil, l’étirement stimulant des circuits de vigilance. Il est déclenché par plusieurs neurotransmetteurs, dont la dopamine et l’ocytocine, par l’intermédiaire de l’hypothalamus. La contagion du bâillement, observée chez l’humain, les chimpanzés ou les chiens, n’apparaît chez l’enfant que vers quatre ou cinq ans ; elle serait liée à l’empathie et aux mécanismes d’imitation, puisqu’elle est plus fréquente entre proches, même si ce lien reste discuté. Un bâillement peut être déclenché par la vue, le son ou même la lecture d’un texte sur le bâillement.',
    },
  },
  {
    id: 'hiccups',
    title: 'Pourquoi on a le hoquet ?',
    phrasings: [
      'pourquoi on a le hoquet',
      'hoquet',
      'pk j’ai le oquet',
      'oquet',
      'hoket',
      'hocquet',
      'comment arrêter le hoquet',
      'pourquoi je fais hic',
    ],
    answers: {
      up_to_5:
        'Le hoquet, c’est un grand muscle sous tes poumons qui sursaute tout seul. À chaque sursaut, l’air rentre d’un coup et ça fait « hic » ! Ce n’est pas grave, ça s’arrête tout seul.',
      '6_to_8':
        'Sous tes poumons, il y a un grand muscle qui t’aide à respirer : le diaphragme. Parfois, il se contracte d’un coup, tout seul, sans que tu le décides, un peu comme un sursaut. L’air entre alors très vite dans ta gorge, qui se ferme aussitôt : c’est ça qui fait « hic » ! Ça arrive souvent quand on a mangé ou bu trop vite, ou quand on a beaucoup ri. Le hoquet n’est pas grave et il s’arrête tout seul au bout de quelques minutes.',
      '9_to_12':
        'Le hoquet vient du diaphragme, le muscle en forme de dôme situé sous les poumons, qui descend à chaque inspiration. Parfois, il se contracte brusquement, sans qu’on le veuille : l’air s’engouffre dans la gorge, et presque aussitôt la glotte, l’entrée de la trachée, se ferme d’un coup. C’est ce claquement qui produit le « hic ». Ces spasmes sont déclenchés par un réflexe, souvent quand l’estomac est trop rempli, après avoir mangé trop vite, bu une boisson gazeuse, ri fort, ou lors d’une émotion. On ne sait pas très bien à quoi sert ce réflexe ; les bébés, et même les fœtus, ont souvent le hoquet. Les remèdes de grand-mère, comme retenir sa respiration ou boire un verre d’eau à petites gorgées, fonctionnent parfois, peut-être parce qu’ils perturbent le réflexe. Un hoquet qui dure plus de deux jours est rare et mérite de voir un médecin.',
      '13_plus':
        'Le hoquet est une contraction spasmodique, involontaire et répétée du diaphragme et des muscles intercostaux qui servent à inspirer, suivie environ 35 millisecondes plus tard de la fermeture brutale de la glotte, qui interrompt l’inspiration et produit le son caractéristique. Il repose sur un arc réflexe : les messages sensitifs passent notamment par le nerf vague et le nerf phrénique, un centre situé dans le tronc cérébral coordonne la réponse, et l’ordre moteur repart surtout par le nerf phrénique. Tout ce qui irrite ce circuit peut le déclencher : estomac distendu par un repas copieux ou des boissons gazeuses, variations de température, émotions, reflux. Sa fonction reste incertaine ; il est très fréquent chez le fœtus et le nouveau-né, et une hypothèse le relie à l’entraînement des muscles respiratoires ou à l’évacuation de l’air de l’estomac chez le nourrisson. La plupart des remèdes (apnée, respiration dans un sac, gorgées d’eau froide) agissent sans doute en augmentant le CO₂ sanguin ou en stimulant le nerf vague, ce qui interrompt le réflexe ; leur efficacité n’a pas été rigoureusement démontrée. Un hoquet qui persiste au-delà de 48 heures peut révéler une maladie sous-jacente et justifie une consultation.',
    },
  },
  {
    id: 'sneeze',
    title: 'Pourquoi on éternue ?',
    phrasings: [
      'pourquoi on éternue',
      'éternuer',
      'éternuement',
      'atchoum',
      'pk on eternue',
      'pourquoi on éternue au soleil',
    ],
    answers: {
      up_to_5:
        'Quand une poussière chatouille l’intérieur de ton nez, ton corps veut la faire sortir. Alors il souffle très fort d’un coup : atchoum ! N’oublie pas de mettre ton coude devant ta bouche.',
      '6_to_8':
        'Ton nez est un gardien : il filtre l’air que tu respires. Quand quelque chose le gêne, comme de la poussière, du poivre, du pollen ou des microbes quand tu as un rhume, il envoie un message à ton cerveau. Ton cerveau répond aussitôt : tu prends une grande inspiration, puis l’air ressort d’un coup, très vite, par le nez et la bouche. Atchoum ! Ça chasse ce qui gênait. Comme un éternuement projette plein de petites gouttes, on éternue dans son coude, pour ne pas passer ses microbes aux autres.',
      '9_to_12':
        'L’éternuement est un réflexe de protection, que tu ne peux pas décider. Quand l’intérieur de ton nez est irrité, par de la poussière, du pollen, des poils d’animaux, du poivre ou un virus, des nerfs envoient un signal à un centre de contrôle situé à la base du cerveau. Celui-ci déclenche une série de mouvements : une grande inspiration, la fermeture de la gorge, puis une expulsion brutale de l’air par le nez et la bouche. L’air peut sortir à plusieurs dizaines de kilomètres par heure et projeter des milliers de gouttelettes jusqu’à plusieurs mètres : c’est ainsi que les rhumes se transmettent, d’où l’importance d’éternuer dans son coude. Tes yeux se ferment presque toujours quand tu éternues, c’est un réflexe. Et environ une personne sur quatre éternue quand elle passe brusquement de l’ombre au grand soleil : c’est le réflexe photique, dont on ne connaît pas bien la cause.',
      '13_plus':
        'L’éternuement est un réflexe respiratoire de défense qui expulse des voies nasales les particules ou substances irritantes. Les stimulus (poussières, allergènes, irritants chimiques comme la pipérine du poivre, virus, air froid) activent des terminaisons du nerf trijumeau dans la muqueuse nasale. Le signal gagne un centre de l’éternuement situé dans le tronc cérébral, qui coordonne une séquence stéréotypée : inspiration profonde, fermeture de la glotte, montée de la pression dans le thorax par contraction des muscles expiratoires, puis ouverture brusque qui projette l’air par le nez et la bouche. Des mesures ont montré que le nuage de gouttelettes et d’aérosols émis peut parcourir plusieurs mètres, ce qui fait de l’éternuement un mode efficace de transmission des infections respiratoires : d’où l’intérêt d’éternuer dans son coude ou dans un mouchoir, et de se laver les mains. Lors d’une allergie, c’est l’histamine libérée par certaines cellules immunitaires qui sensibilise les nerfs et provoque éternuements en salve et nez qui coule. Le réflexe photique, parfois appelé syndrome ACHOO, touche environ 18 à 35 % de la population : le passage brusque à une forte lumière déclencherait l’éternuement, peut-être par une interaction entre les voies du nerf optique et celles du trijumeau. Retenir un éternuement en pinçant le nez et en fermant la bouche est déconseillé : de rares cas de lésions de la gorge ou des tympans ont été décrits.',
    },
  },
  {
    id: 'hair-grows',
    title: 'Pourquoi les cheveux poussent ?',
    phrasings: [
      'pourquoi les cheveux poussent',
      'pourquoi ça fait pas mal de couper les cheveux',
      'pk les cheveux poussent',
      'combien on a de cheveux sur la tête',
      'pourquoi mes cheveux repoussent quand on les coupe',
    ],
    answers: {
      up_to_5:
        'Tes cheveux poussent grâce à de toutes petites racines dans ta tête. Le bout des cheveux, lui, ne sent rien. C’est pour ça que chez le coiffeur, couper les cheveux ne fait pas mal !',
      '6_to_8':
        'Chaque cheveu pousse à partir d’une petite racine cachée sous la peau de ta tête. Dans cette racine, le corps fabrique sans arrêt de nouveaux morceaux de cheveu, qui poussent l’ancien vers le haut, environ un centimètre par mois. La partie que tu vois est faite d’une matière dure qui n’est plus vivante, comme tes ongles. Elle n’a pas de nerfs, donc couper les cheveux ou les ongles ne fait pas mal ! Les cheveux protègent ta tête du soleil et du froid. Tu en as environ cent mille sur la tête.',
      '9_to_12':
        'Les cheveux, comme les ongles et les poils, sont faits de kératine, une protéine solide. Chaque cheveu naît dans un follicule, une petite poche dans la peau du crâne, au fond de laquelle des cellules se multiplient très vite. En se multipliant, elles poussent les cellules plus anciennes vers le haut ; celles-ci se remplissent de kératine puis meurent en durcissant. Le cheveu visible est donc composé de cellules mortes, sans nerfs ni vaisseaux sanguins : le couper ne fait pas mal. En revanche, le tirer fait mal, car la racine, elle, est entourée de nerfs. Un cheveu pousse d’environ un centimètre par mois pendant plusieurs années, puis se repose, tombe et est remplacé : on perd normalement des dizaines de cheveux par jour. Leur couleur vient d’un pigment, la mélanine ; en vieillissant, on en fabrique moins, et les cheveux deviennent blancs.',
      '13_plus':
        'Le cheveu est une tige de kératine produite par le follicule pileux, un repli de l’épiderme enfoncé dans le derme. À sa base, le bulbe entoure la papille dermique, richement vascularisée, qui nourrit les cellules de la matrice. Ces cellules se divisent parmi les plus rapidement de l’organisme, migrent vers le haut, se chargent de kératine et de mélanine fournie par les mélanocytes, puis meurent en se kératinisant : la tige visible est un assemblage de cellules mortes, ce qui explique qu’on la coupe sans douleur, alors que le follicule, entouré de terminaisons nerveuses, est sensible quand on tire. La croissance suit un cycle : une phase anagène de croissance active de deux à sept ans, à environ 1 cm par mois, une courte phase catagène de régression, puis une phase télogène de repos d’environ trois mois avant la chute ; chaque follicule ayant son propre rythme, on perd en moyenne 50 à 100 cheveux par jour sans devenir chauve. La durée de la phase anagène fixe la longueur maximale atteignable, ce qui explique que les cils ou les poils des bras restent courts. La forme et la courbure du follicule influencent celles du cheveu, plus raide ou plus bouclé. Le blanchiment avec l’âge correspond à l’épuisement des cellules souches des mélanocytes. Les ongles poussent aussi à partir d’une matrice, d’environ 3 mm par mois pour ceux des mains.',
    },
  },
  {
    id: 'teeth-fall-out',
    title: 'Pourquoi les dents de lait tombent ?',
    phrasings: [
      'pourquoi les dents tombent',
      'dents de lait',
      'pk ma dent bouge',
      'dent qui tombe',
      'pourquoi on perd ses dents',
      'pourquoi ma dent est tombée',
    ],
    answers: {
      up_to_5:
        'Les dents de bébé sont petites, pour une petite bouche. Quand tu grandis, de grandes dents poussent en dessous et les font tomber. Une grande dent va prendre la place de celle qui tombe !',
      '6_to_8':
        'Tes premières dents s’appellent les dents de lait. Elles sont parfaites pour la petite bouche d’un bébé, mais ta mâchoire grandit, et il te faut des dents plus grandes et plus solides. Sous chaque dent de lait, une dent définitive se prépare. En poussant, elle fait fondre petit à petit la racine de la dent de lait, qui se met à bouger, puis tombe. La nouvelle dent prend sa place. Ça commence souvent vers 6 ans et ça dure plusieurs années. Prends bien soin des nouvelles : elles doivent durer toute ta vie !',
      '9_to_12':
        'Les humains ont deux séries de dents. Les 20 dents de lait apparaissent entre 6 mois et 3 ans environ : elles sont adaptées à la petite mâchoire d’un jeune enfant. Mais la mâchoire grandit, et il faut des dents plus grandes et plus nombreuses pour l’adulte : 32 au total, en comptant les dents de sagesse. Les dents définitives se forment dans l’os de la mâchoire, sous les dents de lait. Quand une dent définitive commence à monter, des cellules spéciales dissolvent la racine de la dent de lait au-dessus d’elle. Privée de sa racine, la dent de lait devient branlante puis tombe, presque sans douleur, et la dent définitive prend la place. Cela commence en général vers 6 ans par les incisives du bas, et se termine vers 12 ans. Les dents définitives ne repoussent jamais : d’où l’importance de bien les brosser.',
      '13_plus':
        'L’humain possède deux dentitions successives. La dentition temporaire, ou dents de lait, compte 20 dents (incisives, canines et molaires) qui sortent entre 6 mois et 3 ans environ. Adaptée à une mâchoire de petite taille, elle ne pourrait pas suffire à un adulte : une dent ne grandit plus une fois formée, et son émail ne se renouvelle pas. La dentition définitive compte 32 dents, dont les prémolaires et les dents de sagesse, absentes chez l’enfant. Les germes des dents définitives se développent dans l’os de la mâchoire, sous les racines des dents temporaires. Lors de leur éruption, des cellules appelées odontoclastes résorbent progressivement la racine de la dent de lait, qui perd son ancrage et tombe : c’est la rhizalyse. Le remplacement commence vers 6 ans, souvent avec l’arrivée de la première molaire définitive derrière les dents de lait et la chute des incisives centrales du bas, et s’achève vers 12 ans ; les dents de sagesse, quand elles se forment, n’apparaissent qu’entre 17 et 25 ans environ. L’ordre et l’âge varient selon les enfants. La tradition de la petite souris, en France, ou de la fée des dents, dans les pays anglophones, accompagne ce passage. Les requins, eux, remplacent leurs dents toute leur vie, plusieurs milliers au total.',
    },
  },
  {
    id: 'blood-red',
    title: 'Pourquoi le sang est rouge ?',
    phrasings: [
      'pourquoi le sang est rouge',
      'pk le sang c’est rouge',
      'sang',
      'pourquoi les veines sont bleues',
      'pourquoi je saigne',
      'globules rouges',
    ],
    answers: {
      up_to_5:
        'Ton sang est rouge parce qu’il est plein de minuscules billes rouges. Elles transportent l’air qu’on respire partout dans ton corps. Elles travaillent toute la journée pour toi !',
      '6_to_8':
        'Ton sang contient des milliards de globules rouges, si petits qu’on ne peut les voir qu’au microscope. Leur travail est très important : ils prennent l’oxygène de l’air dans tes poumons et l’apportent à tout ton corps, du cerveau jusqu’aux doigts de pied. Pour transporter l’oxygène, ils utilisent une matière qui contient du fer, et c’est elle qui donne au sang sa couleur rouge. Les veines paraissent bleues sous la peau, mais le sang dedans est bien rouge : c’est ta peau qui change la couleur qu’on voit.',
      '9_to_12':
        'Le sang est rouge à cause de l’hémoglobine, une protéine qui remplit les globules rouges. Chaque millilitre de sang contient plusieurs milliards de globules rouges ! L’hémoglobine contient du fer, et c’est elle qui capture l’oxygène dans les poumons pour le distribuer aux organes. Quand elle porte beaucoup d’oxygène, dans les artères, le sang est rouge vif ; quand elle en a déposé une partie, dans les veines, il est rouge plus sombre, mais jamais bleu. Si les veines semblent bleues à travers la peau, c’est une question de lumière : la peau laisse mieux passer et renvoyer certaines couleurs que d’autres. Le sang transporte aussi les éléments nutritifs, les déchets et la chaleur, et contient des globules blancs qui combattent les microbes et des plaquettes qui bouchent les petites blessures. Chez certains animaux, le sang n’est pas rouge : celui des pieuvres est bleu, car il utilise du cuivre au lieu du fer.',
      '13_plus':
        'La couleur du sang vient de l’hémoglobine, une protéine formée de quatre sous-unités contenant chacune un groupe hème, au centre duquel se trouve un atome de fer. L’hème absorbe fortement la lumière bleue et verte et laisse passer le rouge. L’hémoglobine chargée en oxygène est rouge vif, l’hémoglobine qui l’a cédé est rouge foncé, car la fixation du dioxygène modifie son spectre d’absorption. Un globule rouge en contient environ 270 millions de molécules, et un litre de sang environ 5 000 milliards de globules rouges chez l’adulte. L’aspect bleuté des veines sous la peau résulte de l’optique de la peau : la lumière rouge pénètre plus profondément et est davantage absorbée par le sang veineux, tandis que la lumière bleue, diffusée près de la surface, est proportionnellement plus renvoyée, sans que le sang soit bleu. Les globules rouges, sans noyau chez les mammifères, vivent environ 120 jours et sont produits par la moelle osseuse sous l’effet d’une hormone fabriquée par les reins, l’érythropoïétine. Le fer apporté par l’alimentation est donc indispensable : son manque provoque une anémie. D’autres pigments respiratoires existent : l’hémocyanine, à base de cuivre, donne un sang bleu aux pieuvres et aux crabes, et certains vers marins ont un sang vert.',
    },
  },
  {
    id: 'heartbeat',
    title: 'Pourquoi le cœur bat ?',
    phrasings: [
      'pourquoi le cœur bat',
      'pourquoi le coeur bat',
      'pk mon coeur fait boum boum',
      'battements du cœur',
      'pourquoi le cœur bat vite quand on court',
      'à quoi sert le cœur',
      'cœur qui bat',
      'pouls',
    ],
    answers: {
      up_to_5:
        'Ton cœur est une petite pompe, grande comme ton poing. Il envoie le sang partout dans ton corps. Boum-boum, il travaille même quand tu dors !',
      '6_to_8':
        'Ton cœur est un muscle qui fonctionne comme une pompe, et il a à peu près la taille de ton poing. À chaque battement, il se serre et pousse le sang dans des tuyaux, les vaisseaux sanguins, pour l’envoyer dans tout ton corps. Le sang apporte ainsi à chaque partie de toi ce dont elle a besoin pour vivre. Ton cœur bat tout seul, sans que tu y penses, le jour comme la nuit. Quand tu cours, tes muscles ont besoin de plus d’énergie, alors ton cœur bat plus vite. Pose ta main sur ta poitrine après avoir sauté : tu le sentiras !',
      '9_to_12':
        'Le cœur est un muscle creux, divisé en quatre cavités : deux oreillettes en haut et deux ventricules en bas. Il fonctionne comme une double pompe. Le côté droit envoie le sang vers les poumons, où il se charge en oxygène ; le côté gauche, plus musclé, l’envoie ensuite dans tout le corps. Des valves, comme de petites portes, empêchent le sang de repartir en arrière ; c’est leur fermeture qu’on entend faire « boum-boum ». Le cœur bat tout seul grâce à un petit groupe de cellules qui produit régulièrement un signal électrique, comme un chef d’orchestre. Chez un enfant au repos, il bat environ 70 à 110 fois par minute. Pendant un effort, le cerveau lui demande d’accélérer, pour apporter plus d’oxygène aux muscles. Sur toute une vie, un cœur bat environ trois milliards de fois sans jamais se reposer !',
      '13_plus':
        'Le cœur est un muscle particulier, le myocarde, organisé en quatre cavités. La circulation est double : le ventricule droit propulse le sang pauvre en oxygène vers les poumons (petite circulation), le ventricule gauche, à la paroi plus épaisse, propulse le sang oxygéné dans l’aorte vers tout l’organisme (grande circulation). Des valves imposent un sens unique ; leurs fermetures successives produisent les bruits du cœur. Le cœur est automatique : le nœud sinusal, dans l’oreillette droite, produit spontanément des impulsions électriques qui se propagent aux oreillettes, puis, après un court délai au nœud auriculo-ventriculaire, aux ventricules par le faisceau de His et le réseau de Purkinje. C’est cette activité électrique qu’enregistre l’électrocardiogramme. Le système nerveux autonome règle la fréquence : le système sympathique et l’adrénaline l’accélèrent lors d’un effort ou d’une émotion, le nerf vague la ralentit au repos. Au repos, le cœur d’un adulte bat 60 à 100 fois par minute et éjecte environ 5 litres de sang par minute, un débit qui peut dépasser 25 litres chez un sportif entraîné en plein effort. Sur une vie, cela représente environ trois milliards de battements. L’activité physique régulière renforce le myocarde et abaisse la fréquence cardiaque au repos.',
    },
  },
  {
    id: 'belly-rumbles',
    title: 'Pourquoi le ventre gargouille ?',
    phrasings: [
      'pourquoi le ventre gargouille',
      'pk mon ventre fait du bruit',
      'gargouillis',
      'pourquoi mon ventre grogne quand j’ai faim',
      'ventre qui gargouille',
      'borborygmes',
    ],
    answers: {
      up_to_5:
        'Ton ventre bouge tout le temps pour mélanger ce que tu manges. Quand il est presque vide, l’air et le jus dedans font « grrrr » ! C’est souvent ton ventre qui dit : j’ai faim !',
      '6_to_8':
        'Ton estomac et tes intestins sont des tuyaux en muscle qui bougent sans arrêt pour mélanger et faire avancer ce que tu as mangé. Dedans, il y a de la nourriture, du liquide, mais aussi des bulles d’air. Quand tout ça est pressé et poussé, ça fait du bruit : des gargouillis ! Ils s’entendent surtout quand ton ventre est presque vide, parce qu’il n’y a pas de nourriture pour étouffer le bruit. Quelques heures après le repas, ton ventre fait même un grand ménage en se serrant plus fort : voilà pourquoi il grogne quand tu as faim.',
      '9_to_12':
        'Les gargouillis, que les médecins appellent borborygmes, viennent de ton tube digestif. Les parois de l’estomac et des intestins sont faites de muscles qui se contractent en vagues, les unes après les autres, pour mélanger les aliments avec les sucs digestifs et les faire avancer : c’est le péristaltisme. Avec la nourriture, il y a toujours du liquide et des gaz, comme l’air avalé en mangeant ou les gaz produits par les bactéries de l’intestin. Quand ces vagues poussent ce mélange dans des passages étroits, ça fait des bruits de glouglou. Ils sont plus forts quand l’estomac est vide, car rien ne les amortit. De plus, environ deux heures après un repas, l’estomac et l’intestin font des contractions puissantes pour balayer les restes vers la suite du trajet : ce grand ménage, qui arrive en même temps que la faim, explique le fameux ventre qui crie famine. C’est tout à fait normal, et même le signe que tout fonctionne.',
      '13_plus':
        'Les borborygmes sont produits par le déplacement de gaz et de liquides dans le tube digestif sous l’effet de ses mouvements. Les parois digestives possèdent deux couches de muscles lisses, commandées par le système nerveux entérique, parfois surnommé deuxième cerveau, qui engendrent le péristaltisme : des ondes de contraction qui font progresser le contenu. Les gaz proviennent de l’air avalé et de la fermentation bactérienne dans le côlon. À jeun, un programme particulier se met en place : le complexe moteur migrant, une série de contractions intenses qui parcourent l’estomac et l’intestin grêle environ toutes les 90 à 120 minutes pour en évacuer les résidus et limiter la prolifération bactérienne. Ces contractions, dans un tube qui contient surtout des gaz et des sécrétions, sont particulièrement sonores. Par ailleurs, la ghréline, une hormone sécrétée par l’estomac vide, stimule à la fois l’appétit et les mouvements de l’estomac. Le gargouillement n’est donc pas directement causé par la faim, mais les deux sont déclenchés ensemble par le jeûne. Le médecin écoute ces bruits au stéthoscope : leur absence ou leur excès peut orienter vers certains troubles. Le mot borborygme, d’origine grecque, serait d’ailleurs une onomatopée.',
    },
  },
  {
    id: 'goosebumps',
    title: 'Pourquoi on a la chair de poule ?',
    phrasings: [
      'pourquoi on a la chair de poule',
      'chair de poule',
      'pk j’ai la chair de poule quand j’ai froid',
      'poils qui se dressent',
      'pourquoi les poils se hérissent',
    ],
    answers: {
      up_to_5:
        'Quand tu as froid ou un peu peur, les tout petits poils de ta peau se lèvent. Ça fait de petites bosses, comme la peau d’une poule ! C’est une vieille astuce du corps pour garder la chaleur.',
      '6_to_8':
        'Sur ta peau, il y a plein de petits poils, et au pied de chacun, un minuscule muscle. Quand tu as froid, ces muscles se serrent et font se dresser les poils : autour de chacun, la peau fait une petite bosse. On dirait la peau d’une poule sans plumes, d’où son nom : la chair de poule ! Chez les animaux qui ont beaucoup de poils, comme le chat, les poils dressés gardent de l’air chaud contre la peau. Nous avons trop peu de poils pour que ça marche vraiment, mais notre corps a gardé ce réflexe. Ça arrive aussi quand on a peur, ou quand une musique nous émeut.',
      '9_to_12':
        'La chair de poule est un réflexe hérité de nos lointains ancêtres, bien plus poilus que nous. À la base de chaque poil se trouve un petit muscle, le muscle arrecteur du poil. Quand tu as froid, ton système nerveux le fait se contracter : le poil se redresse et la peau se soulève autour de lui en formant une bosse. Chez un animal à fourrure, cela gonfle le pelage, qui retient plus d’air, et l’air est un très bon isolant : l’animal a plus chaud. Face à un danger, les poils dressés font aussi paraître plus gros, comme le chat qui hérisse son dos devant un chien. Chez nous, les poils sont trop fins pour avoir ces effets, mais le réflexe est resté. Il se déclenche avec le froid et avec les émotions fortes, comme la peur, la surprise ou un frisson en écoutant une musique. C’est l’adrénaline, l’hormone des émotions fortes, qui le déclenche alors.',
      '13_plus':
        'La chair de poule, ou horripilation, est la contraction des muscles arrecteurs des poils, de petits muscles lisses qui relient chaque follicule pileux au derme. Commandés par le système nerveux sympathique, ils se contractent sous l’effet de la noradrénaline, ce qui redresse le poil et soulève la peau autour de lui. Ce réflexe est déclenché par le froid, par l’intermédiaire des centres de régulation de la température de l’hypothalamus, et par les émotions intenses qui activent le système sympathique : peur, surprise, émerveillement, ou frissons musicaux, étudiés en neurosciences et associés à la libération de dopamine. Chez les mammifères à fourrure, l’horripilation épaissit la couche d’air immobile piégée dans le pelage, ce qui améliore l’isolation thermique, et gonfle la silhouette face à un prédateur ou un rival, comme le porc-épic qui dresse ses piquants. Chez l’humain, dont la pilosité est réduite, l’effet thermique est négligeable : c’est un réflexe vestigial. Une étude de 2020 chez la souris a cependant montré que les nerfs sympathiques et les muscles arrecteurs entretiennent aussi les cellules souches du follicule : un froid prolongé stimulerait ainsi la pousse des poils, ce qui suggère que le réflexe a gardé un rôle. Le frisson, lui, est différent : ce sont des contractions rapides des muscles squelettiques qui produisent de la chaleur.',
    },
  },
  {
    id: 'tears',
    title: 'Pourquoi on pleure ?',
    phrasings: [
      'pourquoi on pleure',
      'larmes',
      'pleurer',
      'pk on pleure quand on est triste',
      'pourquoi les larmes sont salées',
      'pourquoi je pleure',
    ],
    answers: {
      up_to_5:
        'Les larmes lavent tes yeux et les protègent, tout le temps, même quand tu ne le vois pas. Quand tu as du chagrin ou que tu as mal, il en coule beaucoup plus. Pleurer, ça aide à dire qu’on a besoin d’un câlin.',
      '6_to_8':
        'Tu as des larmes dans les yeux tout le temps, même quand tu ne pleures pas : elles les mouillent et les nettoient chaque fois que tu clignes des paupières. Quand une poussière entre dans ton œil, il en fabrique plus pour la chasser. Et quand tu as une grande émotion, de la tristesse, de la douleur, ou même une très grande joie, ton corps fabrique beaucoup de larmes qui coulent sur tes joues. Pleurer, ça montre aux autres que tu as besoin d’aide ou de réconfort, et après, on se sent souvent un peu mieux. Tout le monde pleure, les enfants comme les grands.',
      '9_to_12':
        'Les larmes sont fabriquées par les glandes lacrymales, situées au-dessus de chaque œil. Il en existe trois sortes. Les larmes de base, produites en permanence, humidifient et protègent l’œil ; elles contiennent de l’eau, du sel, un peu de gras et des substances qui tuent certains microbes. Les larmes réflexes arrivent en grande quantité quand l’œil est irrité, par une poussière, la fumée ou un oignon, pour le rincer. Enfin, les larmes d’émotion coulent quand on a du chagrin, qu’on a mal, qu’on est en colère ou très ému, et même parfois de joie. Les humains sont les seuls animaux connus à pleurer ainsi par émotion. Les scientifiques pensent que ces larmes servent surtout à communiquer : elles montrent aux autres qu’on a besoin de soutien, et ont tendance à provoquer de la compassion. Après avoir pleuré, beaucoup de gens se sentent soulagés. Le surplus de larmes s’écoule par de petits canaux vers le nez : voilà pourquoi on renifle en pleurant !',
      '13_plus':
        'Les larmes sont sécrétées principalement par les glandes lacrymales, situées dans la partie haute et externe de l’orbite. Le film lacrymal comporte trois couches : une couche grasse externe qui limite l’évaporation, une couche aqueuse contenant sels, protéines et enzymes antimicrobiennes comme le lysozyme, et une couche de mucus qui l’ancre à la cornée. On distingue les larmes basales, sécrétées en continu, les larmes réflexes, déclenchées par l’irritation de la cornée ou de la conjonctive via le nerf trijumeau, et les larmes émotionnelles, propres à l’espèce humaine, sous le contrôle du système nerveux parasympathique et de régions cérébrales liées aux émotions. Leur teneur en sel, proche de celle du plasma sanguin, explique leur goût salé. La fonction des pleurs émotionnels reste discutée : les hypothèses les plus étayées sont sociales, les larmes agissant comme un signal de détresse difficile à simuler, qui suscite l’aide et l’empathie et renforce les liens. L’idée que les larmes émotionnelles élimineraient des hormones de stress, avancée dans les années 1980, n’a pas été confirmée de façon convaincante. Le soulagement ressenti après avoir pleuré dépend beaucoup du contexte et du soutien reçu. Les larmes s’évacuent par deux petits orifices au coin interne des paupières, puis par le canal lacrymo-nasal vers le nez, d’où le nez qui coule quand on pleure.',
    },
  },
  {
    id: 'growing-up',
    title: 'Pourquoi on grandit ?',
    phrasings: [
      'pourquoi on grandit',
      'pk je grandis',
      'comment on grandit',
      'pourquoi les enfants grandissent',
      'pourquoi les adultes ne grandissent plus',
      'grandir',
      'croissance',
    ],
    answers: {
      up_to_5:
        'Quand tu manges et que tu dors bien, ton corps fabrique plein de nouvelles petites briques. Tes os s’allongent et tes muscles se renforcent. Alors, jour après jour, tu grandis !',
      '6_to_8':
        'Ton corps est fait de milliards de minuscules briques vivantes, les cellules. Quand tu es enfant, elles se multiplient beaucoup : tes os s’allongent, tes muscles grossissent, et tu grandis. Pour ça, ton corps a besoin de bien manger, de bien dormir et de bouger. C’est surtout la nuit, pendant ton sommeil, qu’il fabrique une substance qui commande la croissance. Tu ne vois pas que tu grandis d’un jour à l’autre, mais sur la toise, d’une année à l’autre, ça se voit ! Vers 16 à 18 ans, on arrête de grandir en taille.',
      '9_to_12':
        'Grandir, c’est d’abord multiplier ses cellules. Le chef d’orchestre est l’hormone de croissance, fabriquée par une petite glande à la base du cerveau, l’hypophyse, surtout pendant le sommeil profond. Elle fait allonger les os longs, comme ceux des jambes, grâce à des zones particulières près de leurs extrémités : les cartilages de croissance. Là, des cellules se multiplient et fabriquent du cartilage qui se transforme peu à peu en os, ce qui allonge l’os. Pour grandir, ton corps a besoin de protéines, de calcium, de vitamines, d’énergie et de sommeil. La croissance est très rapide chez le bébé, plus régulière ensuite, environ 5 à 6 centimètres par an, puis s’accélère de nouveau à la puberté. À la fin de l’adolescence, les cartilages de croissance se transforment entièrement en os : on arrête alors de grandir. Ta taille adulte dépend beaucoup de tes parents, par tes gènes, mais aussi de ton alimentation et de ta santé.',
      '13_plus':
        'La croissance en taille résulte de l’allongement des os longs au niveau des cartilages de croissance, situés entre le corps de l’os et ses extrémités. Les cellules du cartilage y prolifèrent en colonnes, grossissent, puis sont remplacées par du tissu osseux : c’est l’ossification endochondrale. Ce processus est contrôlé par l’hormone de croissance, sécrétée par l’hypophyse par pics, surtout pendant le sommeil lent profond, et qui agit en grande partie par l’intermédiaire de l’IGF-1 produit par le foie. Les hormones thyroïdiennes, la nutrition et l’état de santé général sont également indispensables. La croissance n’est pas régulière : très rapide la première année (environ 25 cm), elle se stabilise à 5 à 6 cm par an pendant l’enfance, puis s’accélère lors du pic pubertaire sous l’effet des hormones sexuelles, vers 11 à 12 ans chez les filles et 13 à 14 ans chez les garçons en moyenne. Ces mêmes hormones, en particulier les œstrogènes dans les deux sexes, provoquent ensuite la soudure des cartilages de croissance, ce qui met fin à la croissance en taille vers 16 ans chez les filles et 18 ans chez les garçons en moyenne. La taille adulte dépend largement de la génétique, avec des centaines de gènes impliqués, et des conditions de vie : l’amélioration de l’alimentation et de la santé explique l’augmentation de la taille moyenne au XXe siècle.',
    },
  },
  {
    id: 'bellybutton',
    title: 'Pourquoi on a un nombril ?',
    phrasings: [
      'pourquoi on a un nombril',
      'nombril',
      'pk j’ai un nombril',
      'c’est quoi le nombril',
      'cordon ombilical',
      'à quoi sert le nombril',
    ],
    answers: {
      up_to_5:
        'Quand tu étais dans le ventre de ta maman, un petit tuyau accroché à ton ventre t’apportait à manger. Après ta naissance, il a séché et il est tombé. Il reste une petite trace : ton nombril !',
      '6_to_8':
        'Avant de naître, tu as grandi pendant neuf mois dans le ventre de ta maman. Là, tu ne pouvais ni manger ni respirer comme maintenant. Un tuyau souple, le cordon ombilical, reliait ton ventre à un organe qui t’apportait tout ce qu’il fallait : de la nourriture et de l’oxygène. À ta naissance, on a coupé ce cordon, sans que ça te fasse mal, car il n’a pas de nerfs. Le petit bout qui restait a séché et il est tombé au bout de quelques jours, laissant une petite cicatrice : ton nombril ! Beaucoup d’autres mammifères en ont un aussi, comme le chien ou le chat, mais il est caché sous leurs poils.',
      '9_to_12':
        'Le nombril est une cicatrice, la toute première de ta vie ! Avant la naissance, le bébé grandit dans l’utérus de sa mère, entouré de liquide. Il ne mange pas et ne respire pas par lui-même. Il est relié au placenta, un organe accroché à la paroi de l’utérus, par le cordon ombilical, qui contient des vaisseaux sanguins. Par ce cordon arrivent l’oxygène et les nutriments, et repartent les déchets. À la naissance, le bébé se met à respirer avec ses poumons et à se nourrir en tétant ou au biberon : le cordon ne sert plus. On le pince et on le coupe, sans douleur car il ne contient pas de nerfs. Le petit morceau restant sèche et tombe en une à deux semaines, et la peau cicatrise en formant le nombril. Sa forme, en creux ou en relief, dépend surtout de la façon dont la peau a cicatrisé, et pas de la façon dont le cordon a été coupé.',
      '13_plus':
        'L’ombilic, ou nombril, est la cicatrice laissée par le cordon ombilical. Pendant la grossesse, le fœtus dépend entièrement du placenta pour ses échanges : le cordon, long d’environ 50 à 60 cm, contient normalement deux artères ombilicales, qui ramènent vers le placenta le sang du fœtus chargé de CO₂ et de déchets, et une veine ombilicale, qui apporte le sang oxygéné et riche en nutriments ; ces vaisseaux sont protégés par une substance gélatineuse, la gelée de Wharton. Les sangs maternel et fœtal ne se mélangent pas : les échanges se font à travers une fine barrière dans le placenta. À la naissance, la respiration pulmonaire s’établit, la circulation du nouveau-né se réorganise, et le cordon est pincé puis coupé, sans douleur puisqu’il n’est pas innervé. Le reste du cordon se dessèche et tombe généralement en une à deux semaines ; la cicatrisation forme l’ombilic. Sa forme, en creux chez la grande majorité des gens ou en relief, dépend de la cicatrisation et de la tension de la paroi abdominale, non de la technique de coupe. Certains nourrissons présentent une petite hernie ombilicale, le plus souvent sans gravité, qui se referme spontanément dans les premières années. Tous les mammifères placentaires ont un ombilic, souvent discret sous leur pelage. Le sang du cordon, riche en cellules souches, peut être donné pour soigner certaines maladies du sang.',
    },
  },
];
