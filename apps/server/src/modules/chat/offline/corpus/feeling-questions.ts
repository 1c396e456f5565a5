import type { Topic } from '../topic.js';

/** Fear, laughter and friends, as children ask about them (decision 0026, the fifth round read). */
export const feelingQuestionTopics: Topic[] = [
  {
    id: 'fear',
    title: 'Pourquoi on a peur ?',
    phrasings: [
      'pourquoi on a peur',
      'à quoi ça sert d avoir peur',
      'pk on a peur',
      'c est quoi la peur',
      'peur',
      'pourquoi mon cœur bat vite quand j ai peur',
    ],
    answers: {
      up_to_5:
        'La peur, c’est une alarme dans ton corps, qui te prévient d’un danger. Ton cœur bat vite et tu as envie de te cacher ou d’appeler. Quand tu as peur, un câlin et des mots doux aident beaucoup.',
      '6_to_8':
        'La peur est une émotion qui sert à te protéger. Quand ton cerveau pense qu’il y a un danger, comme un gros chien qui grogne ou une voiture qui arrive vite, il sonne l’alarme : ton cœur bat plus vite, tu respires fort, tes muscles se préparent à courir ou à te figer. C’est très utile ! Parfois, l’alarme sonne pour rien, devant un film, dans le noir ou avant un spectacle. Tout le monde a peur, même les grands et les pompiers. En parler, respirer doucement et se faire rassurer aide la peur à repartir.',
      '9_to_12':
        'La peur est une émotion de base, partagée par les humains et les animaux, qui sert à survivre. Quand tes sens repèrent un danger, une petite zone du cerveau, l’amygdale, réagit en une fraction de seconde, avant même que tu aies réfléchi. Elle déclenche la libération d’adrénaline : le cœur accélère, la respiration aussi, les muscles reçoivent plus de sang et les pupilles s’ouvrent. Le corps est prêt à fuir, à se défendre ou à s’immobiliser. Ensuite, la partie du cerveau qui réfléchit vérifie : si ce n’était qu’une ombre, la peur retombe. Certaines peurs sont innées, comme celle des bruits forts ou du vide ; d’autres s’apprennent. Avoir peur n’est pas honteux : le courage, c’est avancer malgré sa peur. Si une peur empêche de vivre normalement, on peut se faire aider.',
      '13_plus':
        'La peur est une émotion fondamentale, sélectionnée au cours de l’évolution parce qu’elle favorise la survie face aux menaces. Elle repose sur un circuit cérébral dont l’amygdale est un carrefour : elle reçoit des informations sensorielles par une voie rapide, avant leur analyse fine par le cortex, ce qui permet de réagir en quelques dizaines de millisecondes. Elle active l’hypothalamus et le système nerveux sympathique, qui libèrent adrénaline et noradrénaline puis cortisol : accélération cardiaque et respiratoire, redistribution du sang vers les muscles, vigilance accrue. Les réactions typiques sont la fuite, la lutte ou la sidération. Le cortex préfrontal module ensuite cette réponse selon le contexte. Certaines peurs sont préparées biologiquement (serpents, hauteur, obscurité), d’autres sont apprises par expérience ou par observation, et peuvent s’éteindre par exposition. L’anxiété est une peur anticipée d’un danger incertain. Lorsque la peur devient disproportionnée et envahissante, on parle de phobie ou de trouble anxieux, qui se soignent bien, notamment par les thérapies cognitives et comportementales.',
    },
  },
  {
    id: 'why-we-laugh',
    title: 'Pourquoi on rit ?',
    phrasings: [
      'pourquoi on rigole',
      'pourquoi on rit',
      'pk on rigole quand c est drôle',
      'pourquoi on a des fous rires',
      'rire',
      'pourquoi on rit quand les autres rient',
    ],
    answers: {
      up_to_5:
        'On rit quand quelque chose est drôle ou quand on est content avec les autres. Rire, c’est comme dire « je suis bien avec toi » ! Et ça donne envie de rire aux autres aussi.',
      '6_to_8':
        'Rire, c’est une façon de montrer qu’on est content et qu’on s’amuse avec les autres. On rit quand quelque chose nous surprend d’une façon drôle, comme une grimace ou une blague, ou quand on joue ensemble. Le rire est contagieux : quand quelqu’un rit, on a envie de rire aussi, et c’est comme ça qu’on attrape des fous rires. Rire fait du bien : ça détend le corps et rend joyeux. Les bébés rient avant de savoir parler, et même les singes et les rats rient quand on les chatouille !',
      '9_to_12':
        'Le rire est un moyen de communication plus ancien que les mots. Les bébés rient vers l’âge de quatre mois, et les grands singes font des sortes de rires haletants quand ils jouent ou se chatouillent. Rire montre aux autres qu’on est en confiance, que c’est pour jouer et pas pour de vrai : c’est pourquoi on rit beaucoup plus quand on est à plusieurs que tout seul. On rit souvent d’une surprise sans danger, quand une histoire prend une direction inattendue : le cerveau comprend le décalage, et ça l’amuse. Le rire est contagieux, car le cerveau se prépare à imiter ce qu’il entend. Rire libère des substances qui procurent du bien-être et détendent les muscles, et rire ensemble rapproche les gens.',
      '13_plus':
        'Le rire est un comportement social ancien : des vocalisations de jeu comparables existent chez les grands singes, et des rats émettent des cris ultrasonores quand on les chatouille. Chez l’humain, il apparaît vers quatre mois, bien avant le langage. Le psychologue Robert Provine a montré que l’on rit environ trente fois plus en groupe que seul, et que la plupart des rires suivent des phrases banales plutôt que des blagues : le rire sert surtout à créer et entretenir des liens, à signaler une intention amicale ou ludique. Sur le plan cognitif, l’humour repose souvent sur la résolution d’une incongruité, un décalage inattendu mais sans menaces. La contagion du rire s’expliquerait par l’activation des régions motrices du cerveau à l’écoute du rire d’autrui. Le rire mobilise la respiration et de nombreux muscles, et il est associé à la libération d’endorphines, qui augmentent la tolérance à la douleur, ainsi qu’à une baisse du stress. Il peut aussi exclure, quand on rit de quelqu’un plutôt qu’avec lui.',
    },
  },
  {
    id: 'friend-wont-play',
    title: 'Pourquoi ma copine ne veut plus jouer avec moi ?',
    phrasings: [
      'pourquoi ma copine elle veut plus jouer avec moi',
      'pk mon copain veut plus jouer avec moi à la récré',
      'mon amie veut plus être ma copine',
      'personne veut jouer avec moi',
      'pourquoi mon meilleur ami joue avec un autre',
      'je suis tout seul à la récré',
      'pourquoi mon meilleur ami veut plus jouer avec moi',
      'mon copain il veut plus être mon copain',
    ],
    answers: {
      up_to_5:
        'Ça rend triste quand un copain ne veut plus jouer. Parfois, il a juste envie d’un autre jeu aujourd’hui, et demain ce sera différent. Tu peux en parler à la maîtresse ou à tes parents, ils t’aideront.',
      '6_to_8':
        'C’est dur et ça fait de la peine quand une copine ne veut plus jouer avec toi. Souvent, ce n’est pas parce qu’elle ne t’aime plus : elle a peut-être envie d’un autre jeu, de découvrir d’autres enfants, ou elle est fâchée pour quelque chose qu’on peut arranger. Tu peux lui demander gentiment ce qui se passe, proposer un jeu qu’elle aime, ou jouer avec d’autres enfants en attendant : on peut avoir plusieurs amis. Et si ça dure ou si on se moque de toi, parles-en à ta maîtresse ou à tes parents.',
      '9_to_12':
        'Les amitiés changent souvent à l’école, et c’est normal, même si ça fait mal. Un ami peut s’éloigner parce qu’il découvre d’autres centres d’intérêt, parce qu’un groupe l’attire, ou à cause d’une dispute, d’un malentendu ou d’une parole qui l’a blessé sans que tu le saches. Lui parler seul à seul, calmement, pour lui demander ce qui ne va pas, permet parfois de tout arranger. Tu peux aussi t’ouvrir à d’autres camarades : avoir plusieurs amis protège quand l’un d’eux s’éloigne. Mais si tu es mis à l’écart exprès, de façon répétée, ou si on se moque de toi, ce n’est plus une simple brouille : c’est du harcèlement, et il faut en parler à un adulte. En France, le 3018 est un numéro gratuit pour le harcèlement.',
      '13_plus':
        'Les amitiés d’enfance et d’adolescence sont souvent instables : les études montrent qu’une bonne partie des « meilleurs amis » changent d’une année scolaire à l’autre, au gré des classes, des intérêts et des groupes qui se forment. Un éloignement peut avoir des causes ordinaires, comme de nouveaux centres d’intérêt, l’attrait d’un groupe ou un malentendu, que l’on peut aborder par une conversation directe et sans reproche. Il reste douloureux : le rejet social active des régions du cerveau également impliquées dans la douleur physique, ce qui explique sa force. Diversifier ses relations, entretenir des activités partagées et reconnaître sa tristesse sans s’en croire responsable aident à traverser ces moments. Il faut toutefois distinguer la fin d’une amitié de l’exclusion volontaire et répétée, des rumeurs ou des moqueries, qui relèvent du harcèlement scolaire, y compris en ligne. Dans ce cas, en parler à un adulte de confiance est essentiel ; en France, le 3018 est le numéro national gratuit contre le harcèlement et le cyberharcèlement.',
    },
  },
];
