import type { Topic } from '../topic.js';

/** The body as children wonder about it (teeth, voice, feet, growing up) and where food comes from and how it behaves. */
export const bodyFoodTopics: Topic[] = [
  {
    id: 'babies-no-teeth',
    title: 'Pourquoi les bébés n’ont pas de dents ?',
    phrasings: [
      'pourquoi les bébés n’ont pas de dents',
      'pourquoi les bebes ont pas de dents',
      'pk les bébés naissent sans dents',
      'pourquoi le bébé a pas de dent',
      'quand est-ce que les bébés ont leurs premières dents',
      'première dent de bébé',
      'bébé qui fait ses dents',
      'pourquoi le bébé bave quand il fait ses dents',
      'pq les nouveaux nés ont pas de dents',
      'poussée dentaire bébé',
    ],
    answers: {
      up_to_5:
        'Un tout petit bébé boit seulement du lait : il n’a pas besoin de croquer, alors il n’a pas encore de dents. Elles sont cachées dans ses gencives et sortent petit à petit, quand il est prêt à manger des purées puis des morceaux.',
      '6_to_8':
        'Quand un bébé naît, il ne mange que du lait, en tétant le sein ou le biberon : il n’a rien à mâcher, donc pas besoin de dents. Pourtant, ses dents sont déjà là ! Elles se préparent en secret à l’intérieur de ses gencives, depuis qu’il était dans le ventre de sa maman. La première dent sort en général vers 6 mois, souvent en bas, devant. Les autres suivent une par une, jusqu’à ses 2 ou 3 ans : à ce moment-là, il a ses 20 dents de lait. Quand une dent pousse, les gencives peuvent faire un peu mal, et le bébé bave et mordille tout ce qu’il trouve.',
      '9_to_12':
        'À la naissance, un bébé se nourrit uniquement de lait, qu’il aspire en tétant : sa langue, ses lèvres et ses gencives suffisent, et des dents gêneraient même l’allaitement. Ses dents existent pourtant déjà : les germes dentaires, sortes de bourgeons, commencent à se former dans la mâchoire dès les premières semaines de la grossesse. Elles restent cachées dans l’os et les gencives, car la mâchoire du nouveau-né est encore trop petite et il n’en a pas l’usage. Vers 6 mois, au moment où il commence à goûter d’autres aliments que le lait, la première dent perce, le plus souvent une incisive du bas. Les 20 dents de lait sortent ensuite dans un ordre assez régulier, jusque vers 2 ans et demi ou 3 ans. Cette « poussée dentaire » peut rendre les gencives rouges et sensibles, faire baver et donner envie de mordiller. Il arrive, très rarement, qu’un bébé naisse avec une dent déjà sortie !',
      '13_plus':
        'Le nouveau-né est programmé pour la succion : il tire tout son apport du lait, maternel ou infantile, et l’absence de dents facilite la tétée. La denture se prépare pourtant très tôt : les germes des dents de lait se forment dans la mâchoire vers la sixième semaine de grossesse, et ceux de certaines dents définitives avant même la naissance. L’émail et la dentine se minéralisent ensuite lentement, à l’abri dans l’os. L’éruption, c’est-à-dire la sortie de la dent à travers la gencive, commence en moyenne vers 6 mois, avec de grandes différences d’un enfant à l’autre : certains n’ont leur première dent qu’après un an, sans que ce soit inquiétant. Ce calendrier correspond à la diversification alimentaire, quand l’enfant passe peu à peu aux purées puis aux morceaux. Les 20 dents de lait sont en place vers 2 ans et demi ou 3 ans ; elles seront remplacées à partir de 6 ans par 28 à 32 dents définitives. La poussée dentaire s’accompagne souvent de salive abondante, de gencives gonflées et d’un besoin de mordiller. Environ un bébé sur 2 000 à 3 000 naît avec une dent, appelée dent natale. Chez les mammifères, cette naissance sans dents est la règle, liée à l’allaitement.',
    },
  },
  {
    id: 'puberty-changes',
    title: 'C’est quoi, la puberté ?',
    phrasings: [
      'c’est quoi la puberté',
      'c koi la puberte',
      'pourquoi les grands ont des poils sous les bras',
      'pk les adultes ont des poils partout',
      'quand est-ce que je vais avoir des poils',
      'pourquoi la voix des garçons mue',
      'c’est quoi la mue de la voix',
      'pourquoi mon grand frère a une voix grave maintenant',
      'pourquoi le corps change quand on devient ado',
      'puberté à quel âge',
      'pubertée',
    ],
    answers: {
      up_to_5:
        'La puberté, c’est le moment où le corps d’un grand enfant se transforme doucement en corps d’adulte. Des poils poussent, on grandit très vite, et ça arrive à tout le monde, un peu plus tard, quand on a environ 10 ou 12 ans.',
      '6_to_8':
        'La puberté, c’est une période de quelques années pendant laquelle le corps d’un enfant devient peu à peu un corps d’adulte. Elle commence en général entre 8 et 14 ans, chacun à son rythme. Des poils apparaissent sous les bras et autour du sexe, on grandit d’un coup, et on transpire davantage. Chez les garçons, la voix devient plus grave : on dit qu’elle mue, et pendant quelque temps elle peut faire des petits couacs. Chez les filles, la poitrine se développe et les règles arrivent. Tout cela est normal, et si tu te poses des questions, tu peux en parler avec tes parents ou un médecin.',
      '9_to_12':
        'La puberté est l’étape qui transforme un corps d’enfant en corps d’adulte capable, plus tard, d’avoir des enfants. Elle commence en général entre 8 et 13 ans chez les filles et entre 9 et 14 ans chez les garçons, et dure plusieurs années. Tout part du cerveau : une petite glande, l’hypophyse, envoie des messages chimiques, les hormones, qui réveillent les ovaires ou les testicules. Ceux-ci fabriquent à leur tour d’autres hormones qui changent le corps. Des poils poussent sous les bras et sur le pubis, puis la barbe chez les garçons. La taille augmente très vite, parfois de 8 à 10 centimètres en un an. Chez les garçons, le larynx grossit et les cordes vocales s’allongent : la voix mue et devient plus grave. Chez les filles, la poitrine se forme et les règles commencent. La peau devient plus grasse, ce qui donne parfois des boutons, et la sueur sent plus fort. Personne ne change à la même vitesse, et c’est tout à fait normal.',
      '13_plus':
        'La puberté est la période de maturation sexuelle qui fait passer de l’enfance à l’âge adulte ; elle débute en moyenne vers 10-11 ans chez les filles et 11-12 ans chez les garçons, avec de grandes variations individuelles. Son déclenchement vient de l’hypothalamus, qui se met à libérer de façon rythmée une hormone appelée GnRH. Celle-ci stimule l’hypophyse, qui sécrète deux hormones, LH et FSH, agissant sur les gonades : les ovaires produisent alors surtout des œstrogènes, les testicules surtout de la testostérone. Ces hormones sexuelles, avec des hormones venues des glandes surrénales, entraînent les caractères sexuels secondaires : pilosité pubienne et axillaire, développement des seins, premières règles, augmentation du volume des testicules, barbe. Le pic de croissance peut atteindre 8 à 10 cm par an, puis les cartilages de croissance se soudent. Chez les garçons, le larynx s’agrandit et les cordes vocales s’épaississent : la voix baisse d’environ une octave, c’est la mue, parfois accompagnée de « couacs ». Les glandes sébacées et certaines glandes sudoripares s’activent, d’où l’acné et l’odeur de transpiration. Le cerveau continue aussi de se remodeler jusqu’à 20-25 ans environ, ce qui influence les émotions. Ces changements sont normaux, mais si tu as des questions ou une inquiétude, un parent, l’infirmière scolaire ou un médecin peuvent y répondre.',
    },
  },
  {
    id: 'recorded-voice-strange',
    title: 'Pourquoi ma voix est bizarre quand je l’entends enregistrée ?',
    phrasings: [
      'pourquoi ma voix est bizarre enregistrée',
      'pourquoi ma voix est différente dans un enregistrement',
      'pk ma voix est bizarre dans une vidéo',
      'pourquoi je reconnais pas ma voix',
      'pourquoi ma voix est plus aiguë sur le téléphone enregistré',
      'pq j’aime pas ma voix enregistrée',
      'voix enregistrée bizarre',
      'est-ce que les autres entendent ma vraie voix',
      'pourquoi je parle bizarre sur un message vocal',
      'pourquoi ma voix sonne drôle quand je la réécoute',
      'pourquoi ma voix est bizarre quand je l’écoute sur le téléphone',
    ],
    answers: {
      up_to_5:
        'Quand tu parles, ta voix arrive dans tes oreilles par l’air, mais aussi par l’intérieur de ta tête, et ça la rend plus grave. Le téléphone, lui, n’entend que la voix qui passe par l’air : c’est celle que les autres entendent !',
      '6_to_8':
        'Quand tu parles, ta voix fait vibrer l’air, et ces vibrations entrent dans tes oreilles, comme pour n’importe quel son. Mais ta voix fait aussi vibrer les os de ta tête, qui transportent le son directement jusqu’à l’intérieur de tes oreilles. Ce deuxième chemin rend ta voix plus grave et plus ronde pour toi. Un enregistrement, lui, ne capte que le son qui passe par l’air. Voilà pourquoi ta voix enregistrée te paraît plus aiguë et un peu étrange. Pourtant, c’est celle que tes copains entendent tous les jours, et ils la trouvent tout à fait normale !',
      '9_to_12':
        'Quand tu parles, tes cordes vocales vibrent et le son te parvient par deux chemins. Le premier est aérien : le son sort de ta bouche, voyage dans l’air et entre par tes oreilles, comme pour les autres personnes. Le second est osseux : les vibrations traversent directement les os de ton crâne jusqu’à l’oreille interne. Les os transmettent surtout bien les sons graves, si bien que la voix que tu entends en parlant te paraît plus grave et plus pleine qu’elle ne l’est. Un micro, lui, ne capte que le son aérien, celui qu’entendent les autres. En écoutant l’enregistrement, tu découvres donc une voix plus aiguë et plus fine que celle que tu connais. Ton cerveau la juge bizarre parce qu’elle ne correspond pas à ce qu’il entend depuis toujours. Des expériences ont montré que presque tout le monde est gêné par sa voix enregistrée. Tu peux faire un essai : bouche-toi les oreilles et parle, tu entendras surtout ta voix « par les os ».',
      '13_plus':
        'L’étrangeté de notre voix enregistrée s’explique par la façon dont nous l’entendons en parlant. Le son produit par le larynx et modelé par la bouche nous parvient par conduction aérienne, via le conduit auditif et le tympan, mais aussi par conduction osseuse : les vibrations se propagent dans les tissus et les os du crâne jusqu’à la cochlée. Cette seconde voie transmet mieux les basses fréquences, ce qui enrichit notre perception de notre propre voix en sons graves. Un microphone n’enregistre que la composante aérienne, c’est-à-dire à peu près ce qu’entend notre interlocuteur. La voix enregistrée paraît donc plus aiguë, plus mince, parfois plus nasale. Le phénomène a été étudié dès les années 1960, notamment par les psychologues Philip Holzman et Clyde Rousey, qui ont parlé de « confrontation à la voix ». La gêne n’est pas seulement acoustique : la voix enregistrée révèle aussi des intonations et des hésitations dont on n’a pas conscience en parlant. La qualité du micro et du haut-parleur peut encore déformer un peu le son. On peut percevoir la conduction osseuse en se bouchant les oreilles : la voix paraît alors plus forte et plus grave. Les chanteurs et les comédiens s’habituent à s’écouter enregistrés pour mieux travailler leur voix.',
    },
  },
  {
    id: 'smelly-feet',
    title: 'Pourquoi les pieds sentent mauvais ?',
    phrasings: [
      'pourquoi les pieds sentent mauvais',
      'pourquoi les pieds puent',
      'pk mes pieds sentent le fromage',
      'pourquoi les chaussettes puent',
      'odeur de pieds',
      'pieds qui puent',
      'pourquoi papa a les pieds qui sentent',
      'pq mes baskets sentent mauvais',
      'comment faire pour que les pieds sentent pas',
      'pourquoi les pied pu',
    ],
    answers: {
      up_to_5:
        'Tes pieds transpirent beaucoup dans tes chaussures, comme s’ils avaient chaud. De toutes petites bêtes invisibles, des microbes, adorent cette sueur et font une odeur de fromage : un bon lavage et des chaussettes propres, et hop, ça part !',
      '6_to_8':
        'Tes pieds ont énormément de petites glandes qui fabriquent de la sueur, même quand tu ne fais pas de sport. Enfermés dans des chaussettes et des chaussures, ils restent au chaud et à l’humide. Sur ta peau vivent des bactéries, des êtres minuscules et normalement sans danger. Elles se régalent de la sueur et des petites peaux mortes, et en les mangeant, elles fabriquent des gaz qui sentent fort, un peu comme le fromage ! Pour éviter ça, on lave ses pieds, on les sèche bien entre les orteils, on change de chaussettes chaque jour et on laisse sécher ses chaussures.',
      '9_to_12':
        'La plante des pieds est l’une des zones du corps les plus riches en glandes sudoripares : on en compte environ 250 000 par pied, et selon certaines estimations, les deux pieds réunis peuvent produire l’équivalent d’un verre de sueur par jour. Cette sueur, presque sans odeur, est surtout faite d’eau et de sels. Le problème vient des chaussures fermées et des chaussettes, qui gardent la chaleur et l’humidité : c’est un paradis pour les bactéries qui vivent naturellement sur la peau. Elles se nourrissent de la sueur et des cellules mortes de la peau, et rejettent des substances qui sentent très fort, comme l’acide isovalérique, à l’odeur de fromage. Certaines de ces bactéries ressemblent d’ailleurs à celles qui donnent leur goût à des fromages comme le munster. Les ados ont souvent les pieds qui sentent plus, car ils transpirent davantage. Les bons gestes : se laver les pieds chaque jour, bien les sécher, mettre des chaussettes propres en coton et alterner les paires de chaussures pour qu’elles sèchent.',
      '13_plus':
        'L’odeur des pieds, appelée bromhidrose plantaire quand elle est forte, résulte de la rencontre entre la transpiration et le microbiote cutané. La plante du pied compte parmi les régions les plus densément pourvues en glandes sudoripares eccrines, de l’ordre de 250 000 par pied, qui sécrètent une sueur composée presque uniquement d’eau et d’électrolytes, elle-même inodore. Dans une chaussure fermée, la chaleur et l’humidité favorisent la prolifération de bactéries comme les staphylocoques ou les corynébactéries. Ces micro-organismes dégradent les acides aminés de la sueur et la kératine des cellules mortes de la couche cornée. Ils produisent alors des composés volatils malodorants : l’acide isovalérique, à l’odeur rance de fromage, et des composés soufrés comme le méthanethiol. Les bactéries du genre Brevibacterium, présentes sur la peau des pieds, sont d’ailleurs apparentées à celles qui affinent certains fromages à croûte lavée, comme le munster ou le limbourg. Des recherches ont même montré que l’odeur des pieds attire certains moustiques. L’hygiène quotidienne, le séchage entre les orteils, les chaussettes en fibres naturelles et l’aération des chaussures limitent le phénomène. Une transpiration excessive, l’hyperhidrose, ou des démangeaisons entre les orteils, signe possible d’une mycose, justifient un avis médical.',
    },
  },
  {
    id: 'eyebrows-why',
    title: 'Pourquoi on a des sourcils ?',
    phrasings: [
      'pourquoi on a des sourcils',
      'à quoi servent les sourcils',
      'pk on a des sourcils',
      'a quoi ça sert les sourcils',
      'pourquoi les sourcils ne poussent pas longtemps',
      'pq on a des poils au dessus des yeux',
      'sourcils à quoi ça sert',
      'pourquoi on fronce les sourcils',
      'soursil',
      'et si on avait pas de sourcils',
    ],
    answers: {
      up_to_5:
        'Tes sourcils sont comme deux petits toits au-dessus de tes yeux. Quand tu transpires ou qu’il pleut, ils font glisser l’eau sur les côtés pour qu’elle ne tombe pas dans tes yeux.',
      '6_to_8':
        'Les sourcils ont deux grands métiers. D’abord, ils protègent tes yeux : quand tu transpires ou quand il pleut, les gouttes qui coulent sur ton front sont arrêtées par les poils et glissent vers les côtés, au lieu de piquer tes yeux. Leur forme arrondie et leurs poils couchés vers l’extérieur aident à faire cette petite gouttière. Ensuite, ils servent à parler sans mots ! Quand tu es surpris, ils montent ; quand tu es fâché, ils se froncent ; quand tu es triste, ils se penchent. Regarde-toi dans un miroir et fais des grimaces : tu verras comme tes sourcils changent tout.',
      '9_to_12':
        'Les sourcils servent d’abord de barrière : leur forme en arc et la direction de leurs poils, orientés vers les tempes, détournent la sueur, la pluie et les poussières qui glissent du front, pour qu’elles ne coulent pas dans les yeux. Mais leur rôle le plus important est peut-être de communiquer. Grâce à de petits muscles du front, ils bougent sans cesse : levés pour la surprise ou la question, froncés pour la colère ou la concentration, relevés au milieu pour la tristesse. On les lit souvent sans y penser, et ils aident aussi à reconnaître les visages. En 2003, des chercheurs américains ont montré qu’on reconnaît plus difficilement une personne célèbre sur une photo sans sourcils que sur une photo sans yeux ! Enfin, les poils des sourcils ont une période de pousse très courte, de quelques semaines à quelques mois : ils tombent et sont remplacés avant de devenir longs. C’est pour ça que tes sourcils ne descendent jamais jusqu’à ton menton.',
      '13_plus':
        'Les sourcils remplissent d’abord une fonction de protection. Situés sur l’arcade sourcilière, ils forment un relief dont la courbure et l’orientation des poils, dirigés vers l’extérieur, canalisent la sueur et l’eau de pluie vers les tempes, loin des yeux ; ils retiennent aussi une partie des poussières. Leur autre grande fonction est sociale. Commandés par des muscles comme le frontal et le sourcilier, ils participent à presque toutes les expressions du visage : surprise, colère, inquiétude, doute, salut. En 2003, une étude de Javid Sadr, Izzat Jarudi et Pawan Sinha, au MIT, a montré que des visages célèbres privés de sourcils étaient moins bien reconnus que des visages privés d’yeux, ce qui souligne leur rôle dans l’identification. Une hypothèse publiée en 2018 propose que, lorsque le front des ancêtres de l’homme a perdu ses gros bourrelets osseux, des sourcils plus mobiles ont pris de l’importance pour exprimer des émotions subtiles ; elle reste discutée. Les poils des sourcils se distinguent des cheveux par une phase de croissance, l’anagène, très courte, de quelques semaines à quelques mois, contre plusieurs années pour les cheveux : ils restent donc courts. Leur couleur, leur épaisseur et leur forme sont en grande partie héritées, et varient selon l’âge et le sexe.',
    },
  },
  {
    id: 'pins-and-needles',
    title: 'Pourquoi on a des fourmis dans les jambes ?',
    phrasings: [
      'pourquoi on a des fourmis dans les jambes',
      'pourquoi j’ai des fourmis dans le pied',
      'pk ma jambe est endormie',
      'jambe engourdie qui picote',
      'pied endormi',
      'fourmillements dans la main',
      'pourquoi ma main s’endort',
      'fourmi dans les jambe',
      'pourquoi je sens plus mon pied',
    ],
    answers: {
      up_to_5:
        'Quand tu restes longtemps assis sur ta jambe, tu écrases les petits fils qui portent les messages entre ton pied et ta tête. Ta jambe s’endort, et quand tu bouges, elle se réveille en picotant comme si des fourmis marchaient dessus !',
      '6_to_8':
        'Dans ton corps, des sortes de petits câbles, les nerfs, transportent des messages entre ton cerveau et chaque partie de ton corps. Quand tu restes longtemps assis en tailleur ou sur ton pied, tu appuies sur un nerf et sur les petits tuyaux qui apportent du sang. Les messages passent mal : ta jambe devient toute molle et tu ne la sens presque plus, on dit qu’elle est engourdie. Quand tu changes de position, le nerf se remet à marcher, mais un peu en désordre, et ça picote comme plein de petites fourmis. Ce n’est pas grave : bouge doucement ta jambe, et en une minute tout redevient normal.',
      '9_to_12':
        'Les nerfs sont des faisceaux de fibres qui transportent des signaux électriques entre le cerveau, la moelle épinière et le reste du corps. Quand tu t’assois sur ta jambe ou que tu t’endors sur ton bras, tu comprimes un nerf et les vaisseaux sanguins qui l’accompagnent. Privées d’une partie de leur oxygène, les fibres nerveuses transmettent de moins en moins bien les informations : la zone s’engourdit, tu la sens mal et tu as du mal à la bouger. Dès que la pression cesse, le sang revient et les fibres se réveillent, mais elles envoient au début des signaux désordonnés, dans tous les sens. Ton cerveau les interprète comme des picotements, des fourmillements ou de petites décharges : les médecins appellent ça une paresthésie. C’est sans danger et ça passe en une minute ou deux, surtout si tu bouges et étires le membre. En revanche, si des fourmillements arrivent souvent sans raison, il faut en parler à un médecin.',
      '13_plus':
        'La sensation de « fourmis », ou paresthésie transitoire, survient quand un nerf périphérique est comprimé. En position assise en tailleur, c’est souvent le nerf fibulaire, qui passe juste sous la peau à l’extérieur du genou, ou le nerf sciatique ; dans le bras, le nerf ulnaire ou le nerf radial. La pression gêne à la fois la conduction des influx nerveux et la circulation sanguine qui nourrit le nerf. Les grosses fibres, qui transmettent le toucher fin et la position du membre, sont sensibles à ce manque d’oxygène et cessent d’abord de fonctionner : le membre devient engourdi, lourd, comme étranger. Lorsque la compression est levée, la circulation revient et les fibres se repolarisent, mais elles émettent pendant quelques dizaines de secondes des décharges spontanées et désordonnées. Le cerveau traduit cette activité anarchique en picotements, en chaleur ou en petites décharges électriques. Le phénomène est bénin, car la compression est brève et réversible. Des paresthésies fréquentes, durables ou sans cause évidente peuvent en revanche signaler un problème, comme un syndrome du canal carpien ou un manque de vitamine B12, et justifient une consultation. L’expression « avoir des fourmis dans les jambes » désigne d’ailleurs aussi, au sens figuré, l’envie irrésistible de bouger.',
    },
  },
  {
    id: 'muscle-cramps',
    title: 'Pourquoi on a des crampes ?',
    phrasings: [
      'pourquoi on a des crampes',
      'pk j’ai une crampe au mollet',
      'crampe dans la jambe la nuit',
      'crampe au pied',
      'pourquoi j’ai des crampes quand je nage',
      'pq le muscle devient tout dur',
      'crampes musculaires',
      'c’est quoi une crampe',
      'cranpe mollet',
    ],
    answers: {
      up_to_5:
        'Une crampe, c’est quand un muscle se serre tout seul très fort, sans que tu le demandes, et ça fait mal. Si tu tires doucement dessus en étirant ta jambe, il se détend et la douleur s’en va.',
      '6_to_8':
        'Tes muscles travaillent en se serrant puis en se relâchant, comme un élastique. Parfois, un muscle se serre tout seul, d’un coup, et refuse de se relâcher : c’est une crampe. Il devient dur comme un caillou et ça fait très mal, mais c’est court et ce n’est pas dangereux. Ça arrive souvent au mollet, la nuit au lit, ou pendant le sport quand le muscle est fatigué. Pour la faire partir, on étire le muscle : pour le mollet, tu tends la jambe et tu tires doucement le bout de ton pied vers toi. Boire de l’eau quand on fait du sport peut aussi aider.',
      '9_to_12':
        'Une crampe est une contraction brutale, involontaire et douloureuse d’un muscle ou d’une partie d’un muscle. Normalement, un muscle ne se contracte que lorsque le cerveau lui envoie un signal par un nerf, puis il se relâche. Pendant une crampe, ce contrôle se dérègle : le nerf envoie des ordres en rafale et le muscle reste contracté, souvent de quelques secondes à quelques minutes. On sent alors une boule dure sous la peau. Les crampes touchent surtout le mollet et le pied, la nuit ou pendant un effort. Les scientifiques ne connaissent pas encore toutes leurs causes ; on pense que la fatigue du muscle joue un grand rôle, et que la chaleur, le manque d’eau ou une position inhabituelle peuvent aussi compter. Le meilleur remède est d’étirer doucement le muscle, puis de le masser. Dans l’eau, en cas de crampe, il faut garder son calme, se mettre sur le dos et appeler à l’aide. Des crampes très fréquentes méritent d’en parler à un médecin.',
      '13_plus':
        'La crampe musculaire est une contraction involontaire, soudaine et douloureuse d’un muscle squelettique, qui se résout spontanément en quelques secondes à quelques minutes, parfois en laissant une courbature. Elle touche surtout les muscles qui franchissent deux articulations, comme les mollets, les ischio-jambiers ou les muscles du pied. Son mécanisme exact est encore discuté. Une hypothèse ancienne l’attribuait surtout à la déshydratation et à la perte de sels minéraux par la sueur ; elle peut intervenir, notamment à la chaleur, mais n’explique pas tout. La théorie la plus étudiée aujourd’hui est neuromusculaire : la fatigue du muscle déséquilibre les signaux des récepteurs sensoriels qui le surveillent, les fuseaux neuromusculaires, qui excitent les motoneurones, et les organes tendineux de Golgi, qui les freinent. Les motoneurones de la moelle épinière se mettent alors à décharger en rafale et entretiennent la contraction. Cela explique l’efficacité de l’étirement, qui stimule les organes de Golgi et calme le réflexe. Les crampes nocturnes du mollet sont fréquentes, y compris chez les enfants, et souvent bénignes ; le magnésium est souvent proposé, mais les études ont montré peu d’efficacité chez la plupart des gens. Des crampes répétées, très fortes ou accompagnées de faiblesse justifient un avis médical. En natation, le danger vient surtout de la panique : mieux vaut faire la planche, étirer le muscle et appeler à l’aide.',
    },
  },
  {
    id: 'brain-freeze-ice-cream',
    title: 'Pourquoi on a mal à la tête quand on mange une glace trop vite ?',
    phrasings: [
      'pourquoi on a mal à la tête quand on mange une glace',
      'pk j’ai mal au front quand je mange de la glace',
      'mal de tête de la glace',
      'mal a la tete glace trop vite',
      'pourquoi le froid fait mal à la tête',
      'pq j’ai mal au crâne quand je bois un slush',
      'brain freeze',
      'cerveau gelé glace',
      'pourquoi ça fait mal quand je croque la glace',
      'mal au front avec une boisson glacée',
    ],
    answers: {
      up_to_5:
        'Quand tu avales très vite quelque chose de très froid, le haut de ta bouche a un gros coup de froid, et ta tête croit que c’est ton front qui a mal. Ça part tout seul en quelques secondes : mange ta glace doucement !',
      '6_to_8':
        'Quand tu manges une glace trop vite, le froid touche le palais, le toit de ta bouche. Juste derrière, il y a de petits tuyaux de sang qui se serrent d’un coup à cause du froid, puis se regonflent très vite pour réchauffer l’endroit. Un nerf de ton visage sent ce changement brutal et prévient ton cerveau. Mais ce nerf s’occupe aussi de ton front, alors ton cerveau se trompe et tu as mal au front ! Ça ne dure que quelques secondes et ce n’est pas dangereux. Pour que ça passe plus vite, colle ta langue contre ton palais pour le réchauffer, et la prochaine fois, mange par petites bouchées.',
      '9_to_12':
        'Ce mal de tête éclair porte un nom savant : la céphalée due au froid, et les anglophones l’appellent « brain freeze », le cerveau gelé. Pourtant, ton cerveau ne gèle pas du tout ! Quand un aliment très froid touche ton palais et le fond de ta gorge, les vaisseaux sanguins de cette zone se resserrent brusquement, puis se dilatent très vite pour ramener de la chaleur. Ce changement rapide est détecté par le nerf trijumeau, un grand nerf qui transmet les sensations du visage, du front et de l’intérieur de la bouche. Ton cerveau, qui reçoit le signal, ne sait pas bien d’où il vient et le ressent comme une douleur au front ou derrière les yeux : c’est une douleur « projetée ». La douleur apparaît en quelques secondes et disparaît en général en moins d’une minute. Les personnes qui ont des migraines y sont souvent plus sensibles. Pour l’éviter, on mange lentement et on laisse la glace se réchauffer un peu dans l’avant de la bouche ; pour la calmer, on presse la langue contre le palais ou on boit une gorgée d’eau tiède.',
      '13_plus':
        'Le « mal de tête de la glace », en anglais « brain freeze », est appelé par les médecins céphalée par stimulus froid ; la Classification internationale des céphalées le décrit comme une douleur frontale ou temporale brève, déclenchée par l’ingestion rapide d’un aliment ou d’une boisson froids. Le froid agit sur le palais et la paroi arrière du pharynx, zones riches en vaisseaux et en terminaisons nerveuses. On pense que les vaisseaux se contractent puis se dilatent brutalement pour réchauffer la zone ; en 2012, une équipe dirigée par Jorge Serrador a observé chez des volontaires un afflux rapide de sang dans l’artère cérébrale antérieure au moment de la douleur, qui cessait quand l’artère se resserrait. Ces variations sont perçues par les fibres du nerf trijumeau, le cinquième nerf crânien, qui innerve à la fois la bouche et une grande partie de la tête. Le cerveau attribue alors le signal au front ou aux tempes : c’est une douleur projetée, comparable à la douleur au bras lors de certains problèmes cardiaques. La crise dure généralement de quelques secondes à une minute. Elle est plus fréquente chez les personnes migraineuses, ce qui suggère des mécanismes communs. Elle est sans danger : appuyer la langue contre le palais, boire quelque chose de tiède ou simplement ralentir suffit à la faire passer.',
    },
  },
  {
    id: 'snoring',
    title: 'Pourquoi on ronfle ?',
    phrasings: [
      'pourquoi on ronfle',
      'pourquoi papa ronfle',
      'pk mamie ronfle fort',
      'pourquoi les gens ronflent en dormant',
      'ronflement',
      'ronfler',
      'pq je ronfle quand je suis enrhumé',
      'pourquoi on fait du bruit en dormant',
      'comment arrêter de ronfler',
      'ronflé',
    ],
    answers: {
      up_to_5:
        'Quand on dort, le fond de la gorge devient tout mou et le passage de l’air devient plus petit. L’air qui passe fait alors trembler la gorge, comme quand tu souffles dans un ballon, et ça fait « rrrr ».',
      '6_to_8':
        'Quand tu dors, tous tes muscles se détendent, même ceux du fond de ta gorge. Le passage par où l’air entre et sort devient alors plus étroit. En respirant, l’air fait vibrer les parties molles de la gorge, comme le petit bout de chair qui pend au fond de ta bouche, la luette. Ces vibrations font le bruit du ronflement, un peu comme un drapeau qui claque au vent. On ronfle plus quand on a le nez bouché par un rhume, quand on dort sur le dos, ou quand on est très fatigué. Beaucoup de grandes personnes ronflent, et certains enfants aussi.',
      '9_to_12':
        'Le ronflement est le bruit produit par la vibration des tissus mous de la gorge pendant le sommeil. Quand on s’endort, les muscles qui maintiennent la gorge ouverte se relâchent, et le passage de l’air se rétrécit. L’air, qui doit alors passer plus vite, fait vibrer le voile du palais, la luette et parfois la base de la langue : c’est le « rrrr » que tout le monde connaît. Plusieurs choses favorisent le ronflement : un nez bouché par un rhume ou une allergie, le fait de dormir sur le dos, qui laisse la langue glisser vers l’arrière, ou le surpoids. Chez les enfants, ce sont souvent de grosses amygdales ou des végétations qui réduisent le passage. Environ un enfant sur dix ronfle souvent, et beaucoup plus d’adultes. Le plus souvent, c’est seulement bruyant pour les autres. Mais si un enfant ronfle fort toutes les nuits, respire par la bouche ou semble s’arrêter de respirer un instant en dormant, il faut en parler à un médecin.',
      '13_plus':
        'Le ronflement naît de la vibration des structures molles des voies aériennes supérieures, surtout le voile du palais et la luette, parfois la base de la langue ou l’épiglotte, au passage de l’air. Pendant le sommeil, en particulier le sommeil profond, le tonus des muscles qui maintiennent le pharynx ouvert diminue. Si le passage est déjà étroit, le flux d’air s’accélère et la pression baisse dans le conduit, ce qui tend à rapprocher les parois et les fait osciller : c’est un effet proche de celui qui fait vibrer une anche. Les facteurs favorisants sont nombreux : congestion nasale, position sur le dos, surpoids, âge, alcool ou certains médicaments chez l’adulte, et chez l’enfant, hypertrophie des amygdales et des végétations adénoïdes. Le ronflement simple est bénin, mais il peut être le signe d’un syndrome d’apnées du sommeil, où les voies aériennes se ferment complètement pendant quelques secondes, à de nombreuses reprises dans la nuit. Le sommeil est alors fragmenté, ce qui entraîne fatigue dans la journée et, chez l’enfant, agitation ou difficultés d’attention. Ce trouble se soigne bien, parfois en retirant les amygdales et les végétations. Un ronflement fort, régulier, avec des pauses respiratoires, justifie donc une consultation. Le bruit d’un gros ronflement peut dépasser 80 décibels, l’équivalent d’une rue animée.',
    },
  },
  {
    id: 'earwax',
    title: 'Pourquoi on a du cérumen dans les oreilles ?',
    phrasings: [
      'pourquoi on a du cérumen dans les oreilles',
      'pourquoi on a de la cire dans les oreilles',
      'pk j’ai du caca dans les oreilles',
      'c’est quoi le truc jaune dans les oreilles',
      'cérumen',
      'cerumen',
      'cire d’oreille',
      'pourquoi les oreilles font de la cire',
      'pq faut pas mettre de coton-tige dans l’oreille',
      'bouchon de cérumen',
    ],
    answers: {
      up_to_5:
        'Ta peau, à l’intérieur de tes oreilles, fabrique une petite pâte jaune, le cérumen. Elle attrape la poussière et les microbes comme un piège collant, pour protéger tes oreilles, puis elle sort toute seule.',
      '6_to_8':
        'Le cérumen, c’est la cire jaune ou marron qu’on trouve dans les oreilles. Ce n’est pas sale : c’est ta peau qui la fabrique exprès, dans le petit tunnel de ton oreille. Elle sert de gardien ! Elle colle la poussière, les saletés et même les petites bêtes qui voudraient entrer, elle empêche les microbes de s’installer et elle garde ta peau douce. Ensuite, quand tu parles et que tu mâches, elle avance doucement vers la sortie, où elle s’en va toute seule. C’est pour ça qu’il ne faut pas enfoncer de coton-tige dans l’oreille : tu pousserais la cire vers le fond au lieu de l’enlever.',
      '9_to_12':
        'Le cérumen est fabriqué par de petites glandes situées dans la peau du conduit auditif externe, le tunnel qui mène au tympan. Il se mélange à des cellules mortes de la peau et à de petits poils. Il a plusieurs rôles : il piège la poussière et les particules, il hydrate et protège la fine peau du conduit, il repousse l’eau, et il est légèrement acide, ce qui freine les bactéries et les champignons. Surtout, le conduit se nettoie tout seul : la peau avance lentement vers l’extérieur, un peu comme un tapis roulant, et les mouvements de la mâchoire quand tu parles ou mâches l’aident à sortir. Il n’y a donc pas besoin de le retirer, sauf ce qui apparaît à l’entrée, au moment de la douche. Les cotons-tiges enfoncés tassent le cérumen et peuvent former un bouchon, voire blesser le tympan. Il existe deux sortes de cérumen selon les gènes : humide et brun, le plus courant en Europe et en Afrique, ou sec et grisâtre, fréquent en Asie de l’Est. Si tu entends moins bien ou as mal à l’oreille, c’est au médecin de regarder.',
      '13_plus':
        'Le cérumen est une sécrétion du tiers externe du conduit auditif, produite par des glandes cérumineuses, des glandes sudoripares modifiées, et par des glandes sébacées. Il contient des lipides, des protéines et des cellules desquamées de la couche cornée, mêlés à des poils. Ses fonctions sont multiples : il lubrifie l’épiderme du conduit, le rend imperméable, piège les poussières et les petits insectes, et son pH légèrement acide, avec des peptides antimicrobiens comme le lysozyme, limite la prolifération des bactéries et des champignons. Le conduit auditif possède un mécanisme d’autonettoyage remarquable : l’épiderme migre de l’intérieur vers l’extérieur, à une vitesse de l’ordre de quelques dizaines de micromètres par jour, entraînant le cérumen vers l’entrée, avec l’aide des mouvements de la mâchoire. L’usage de cotons-tiges dans le conduit est déconseillé par les médecins ORL : il refoule le cérumen, favorise les bouchons, irrite la peau et peut perforer le tympan. Il existe deux types de cérumen déterminés génétiquement par une variation du gène ABCC11 : humide, jaune-brun, dominant en Europe et en Afrique, et sec, grisâtre et friable, majoritaire en Asie de l’Est. Ce même gène influence d’ailleurs l’odeur de la transpiration sous les bras. Un bouchon qui gêne l’audition se retire chez un médecin, par lavage ou avec des instruments adaptés.',
    },
  },
  {
    id: 'two-eyes-why',
    title: 'Pourquoi on a deux yeux ?',
    phrasings: [
      'pourquoi on a deux yeux',
      'pourquoi on a 2 yeux',
      'pk on a pas un seul œil',
      'à quoi ça sert d’avoir deux yeux',
      'pourquoi on voit pas double avec deux yeux',
      'pq on a deux yeux et pas trois',
      'voir en relief',
      'vision en 3D des yeux',
      'pourquoi les lapins ont les yeux sur les côtés',
    ],
    answers: {
      up_to_5:
        'Avec tes deux yeux, tu vois chaque chose un tout petit peu différemment, et ta tête mélange les deux images pour savoir si c’est près ou loin. Essaie d’attraper un ballon avec un œil fermé : c’est bien plus difficile !',
      '6_to_8':
        'Tes deux yeux sont écartés de quelques centimètres, alors chacun voit le monde d’un endroit un peu différent. Fais l’essai : regarde ton doigt en fermant un œil, puis l’autre, et tu verras ton doigt sauter ! Ton cerveau assemble les deux images en une seule, et grâce à leurs petites différences, il devine à quelle distance sont les choses. C’est ce qu’on appelle voir en relief, et c’est très utile pour attraper un ballon, verser de l’eau dans un verre ou sauter une flaque. Deux yeux, c’est aussi voir plus large sur les côtés, et si un œil a un souci, l’autre continue de voir.',
      '9_to_12':
        'Nos deux yeux sont écartés d’environ 6 centimètres. Chacun envoie donc au cerveau une image légèrement différente du même paysage, et la différence est d’autant plus grande que l’objet est proche. Le cerveau fusionne ces deux images en une seule et utilise leurs écarts pour calculer les distances : c’est la vision binoculaire, qui nous permet de voir en relief. C’est le principe des films en 3D, qui montrent une image différente à chaque œil grâce à des lunettes spéciales. Deux yeux élargissent aussi le champ de vision : ensemble, ils couvrent environ 180 degrés à l’horizontale. Chez les animaux, la place des yeux dépend souvent du mode de vie. Les chasseurs, comme le chat, le hibou ou nous, ont les yeux à l’avant pour bien juger la distance d’une proie. Les animaux chassés, comme le lapin ou le cheval, ont les yeux sur les côtés pour surveiller presque tout autour d’eux. Avec un seul œil, on voit quand même, et le cerveau apprend à estimer les distances par d’autres indices.',
      '13_plus':
        'Posséder deux yeux est la règle chez les vertébrés, dont le corps est organisé de façon symétrique, mais leur position et leur usage varient beaucoup. Chez l’humain, les yeux, distants d’environ 6 cm, regardent vers l’avant et leurs champs visuels se recouvrent largement. Chaque rétine reçoit une image un peu décalée : ce décalage, appelé disparité binoculaire, est analysé par des neurones du cortex visuel qui en tirent une information de profondeur, la stéréopsie. Le physicien Charles Wheatstone l’a démontré en 1838 avec le stéréoscope, ancêtre des lunettes 3D et des casques de réalité virtuelle. La vision stéréoscopique est surtout précise à courte distance, quelques mètres ; au-delà, le cerveau s’appuie sur des indices monoculaires comme la taille apparente, la perspective, les ombres ou le mouvement. Deux yeux offrent aussi un champ visuel d’environ 180 degrés, une meilleure sensibilité aux faibles lumières et une sécurité en cas de lésion d’un œil. L’évolution a favorisé des compromis différents : les prédateurs et les primates, qui saisissent des objets ou sautent de branche en branche, ont des yeux frontaux ; les proies, comme le lapin, dont le champ visuel approche 360 degrés, ont des yeux latéraux. Chaque œil a en outre un angle mort, là où le nerf optique quitte la rétine, que l’autre œil et le cerveau compensent. Une petite partie des personnes, quelques pour cent, voit mal en relief, souvent à cause d’un strabisme ou d’un œil plus faible dans l’enfance, ce que l’on dépiste chez les jeunes enfants.',
    },
  },
  {
    id: 'how-tall-will-i-be',
    title: 'Combien je vais mesurer quand je serai grand ?',
    phrasings: [
      'est-ce que je vais être grand comme papa',
      'pk je suis plus petit que mes copains',
      'comment savoir sa taille adulte',
      'pq je suis le plus petit de la classe',
      'taille adulte calcul',
      'comment grandir plus vite',
      'combien je vais mesure adulte',
    ],
    answers: {
      up_to_5:
        'Personne ne le sait exactement ! Souvent, les enfants deviennent à peu près aussi grands que leurs parents, et bien manger, bien dormir et bien jouer t’aident à grandir comme il faut.',
      '6_to_8':
        'On ne peut pas le savoir exactement, mais on peut deviner. Ta taille dépend surtout de ce que tes parents t’ont transmis, un peu comme la couleur de tes yeux : des parents grands ont souvent des enfants grands. Ton corps a aussi besoin de bien manger, de bien dormir et de bouger pour grandir à son maximum. Chaque enfant a son rythme : certains grandissent tôt, d’autres plus tard, et le plus petit de la classe peut devenir un grand adulte. Le médecin note ta taille dans ton carnet de santé pour vérifier que tu grandis bien. On grandit en général jusqu’à la fin de l’adolescence.',
      '9_to_12':
        'Ta taille adulte dépend d’abord de tes gènes, transmis par tes deux parents : les scientifiques pensent qu’ils expliquent environ 80 % des différences de taille entre les personnes. Les médecins utilisent une formule simple pour estimer la « taille cible » : on fait la moyenne des tailles du père et de la mère, puis on ajoute environ 6,5 centimètres pour un garçon, ou on les retire pour une fille. Le résultat n’est qu’une estimation, à 8 ou 10 centimètres près, dans un sens ou dans l’autre. L’alimentation, le sommeil, pendant lequel l’hormone de croissance est surtout fabriquée, l’activité physique et la santé permettent d’atteindre ce potentiel. Le rythme compte aussi : certains enfants font leur poussée de croissance de la puberté tôt, d’autres deux ou trois ans plus tard, et les écarts entre copains se rattrapent souvent. On grandit en général jusqu’à 15 à 17 ans chez les filles et 17 à 19 ans chez les garçons. En France, les adultes mesurent en moyenne environ 1,76 mètre pour les hommes et 1,63 mètre pour les femmes. Si tu t’inquiètes, le médecin peut regarder ta courbe de croissance.',
      '13_plus':
        'La taille adulte est un caractère dit multifactoriel. Les études de jumeaux attribuent environ 80 % des variations de taille dans une population à des facteurs génétiques, répartis sur des milliers de variants de gènes qui ont chacun un effet minime. Pour l’estimer, les pédiatres calculent la taille cible parentale, selon la méthode de Tanner : moyenne des tailles des parents, augmentée de 6,5 cm pour un garçon ou diminuée de 6,5 cm pour une fille, avec une marge d’environ 8 à 10 cm. Ils peuvent l’affiner grâce à une radiographie de la main qui évalue l’âge osseux, c’est-à-dire la maturité des cartilages de croissance : un enfant dont l’âge osseux est en retard a encore plus de temps pour grandir. La croissance s’arrête quand ces cartilages se soudent sous l’effet des hormones sexuelles, à la fin de la puberté. Le milieu compte aussi : la taille moyenne des Français a augmenté d’une dizaine de centimètres au cours du XXe siècle, grâce à une meilleure alimentation, à l’hygiène et aux soins. Le sommeil, une alimentation suffisante en protéines, en calcium et en vitamine D, et l’absence de maladie chronique permettent d’atteindre son potentiel, mais aucun exercice ni aliment miracle ne le dépasse. Le suivi de la courbe de croissance du carnet de santé permet de repérer un ralentissement anormal, qui peut parfois venir d’un manque d’hormone de croissance, traitable. Un enfant petit mais qui grandit régulièrement sur sa courbe est le plus souvent simplement en bonne santé.',
    },
  },
  {
    id: 'why-we-get-hungry',
    title: 'Pourquoi on a faim ?',
    phrasings: [
      'pourquoi on a faim',
      'pk j’ai tout le temps faim',
      'pourquoi j’ai faim',
      'comment le corps sait qu’on a faim',
      'pourquoi on a plus faim quand on a mangé',
      'avoir faim pourquoi',
      'sensation de faim',
      'c’est quoi la faim',
      'pourquoi on sait quand on a assez mangé',
    ],
    answers: {
      up_to_5:
        'Ton corps est comme une voiture : pour courir, jouer et grandir, il a besoin de carburant, et son carburant, c’est la nourriture. Quand le réservoir se vide, ton ventre et ta tête te préviennent : « J’ai faim ! »',
      '6_to_8':
        'Tout ce que tu fais, courir, penser, respirer et même dormir, utilise de l’énergie, et cette énergie vient de ce que tu manges. Quelques heures après un repas, ton estomac est vide et ton corps commence à manquer de carburant. Ton estomac envoie alors un message à ton cerveau, qui te fait sentir la faim : un petit creux, le ventre qui gargouille, parfois un peu de fatigue ou de mauvaise humeur. Quand tu manges, ton ventre se remplit et envoie le message inverse : « Ça suffit ! » Ce message met un peu de temps à arriver, c’est pour ça qu’il vaut mieux manger doucement. Et parfois, on a envie de manger juste parce qu’un gâteau sent bon : ça, c’est la gourmandise !',
      '9_to_12':
        'La faim est un signal d’alarme qui pousse à refaire le plein d’énergie et de matériaux pour construire le corps. Le chef d’orchestre se trouve dans le cerveau, dans une petite région appelée l’hypothalamus, qui surveille en permanence l’état du corps. Quand l’estomac est vide depuis un moment, il fabrique une hormone, la ghréline, surnommée « hormone de la faim », qui va dans le sang jusqu’au cerveau. Celui-ci tient aussi compte du sucre dans le sang et des réserves de graisse, qui envoient une autre hormone, la leptine. Quand on mange, l’estomac s’étire et l’intestin libère des hormones de satiété, qui disent « stop » ; mais ce message met environ 20 minutes à faire effet. Les enfants qui grandissent et se dépensent beaucoup ont souvent très faim, surtout pendant les poussées de croissance. Il faut aussi distinguer la faim de l’appétit : l’odeur d’une pizza, l’habitude du goûter, l’ennui ou les émotions donnent envie de manger même sans vrai besoin.',
      '13_plus':
        'La faim est une motivation biologique qui assure l’apport d’énergie et de nutriments ; elle est régulée par un dialogue permanent entre le tube digestif, le tissu adipeux et le cerveau. L’hypothalamus, en particulier le noyau arqué, intègre ces informations. À jeun, l’estomac sécrète la ghréline, hormone découverte en 1999 par les chercheurs japonais Masayasu Kojima et Kenji Kangawa : son taux monte avant les repas et stimule des neurones qui déclenchent la faim. À l’inverse, pendant et après le repas, la distension de l’estomac, transmise notamment par le nerf vague, et des hormones intestinales comme la cholécystokinine ou le GLP-1 provoquent la satiété, qui s’installe en quinze à vingt minutes environ. À plus long terme, la leptine, produite par les cellules graisseuses et identifiée en 1994 par l’équipe de Jeffrey Friedman, informe le cerveau de l’état des réserves. Le taux de sucre dans le sang, la glycémie, joue aussi un rôle. À côté de cette faim physiologique existe l’appétit, dit hédonique : le circuit de la récompense, qui utilise la dopamine, nous pousse vers les aliments sucrés et gras, et l’environnement, les horaires, le stress ou l’ennui modulent nos envies. Pendant l’enfance et l’adolescence, les besoins énergétiques élevés liés à la croissance expliquent de fortes fringales. Manger lentement, à heures régulières, aide ces signaux à bien fonctionner.',
    },
  },
  {
    id: 'why-we-get-thirsty',
    title: 'Pourquoi on a soif ?',
    phrasings: [
      'pourquoi on a soif',
      'pk j’ai soif',
      'pourquoi il faut boire de l’eau',
      'pourquoi on doit boire tous les jours',
      'pq j’ai la bouche sèche',
      'combien d’eau il faut boire par jour',
      'pourquoi on a soif quand il fait chaud',
      'avoir soif pourquoi',
      'pourquoi boire de l’eau c’est important',
    ],
    answers: {
      up_to_5:
        'Ton corps est rempli d’eau, un peu comme une éponge mouillée. Quand tu fais pipi, quand tu transpires ou quand tu joues, tu en perds, et ta bouche devient sèche pour te dire : « Bois un peu d’eau ! »',
      '6_to_8':
        'Ton corps est fait en grande partie d’eau : elle est dans ton sang, dans tes muscles et même dans tes os. Cette eau sert à tout : transporter la nourriture dans ton corps, te rafraîchir quand tu as chaud, fabriquer ta salive et ton pipi. Mais tu en perds toute la journée, en faisant pipi, en transpirant et même en respirant : regarde la buée quand tu souffles sur une vitre ! Quand il commence à en manquer, ton cerveau s’en aperçoit et te donne soif, et ta bouche devient sèche. Le mieux, c’est de boire de l’eau, surtout quand il fait chaud ou que tu fais du sport. On peut vivre plusieurs semaines sans manger, mais seulement quelques jours sans boire.',
      '9_to_12':
        'L’eau représente environ 60 % du poids d’un adulte, et un peu plus chez un enfant. Elle transporte les nutriments et l’oxygène dans le sang, évacue les déchets par l’urine, règle la température grâce à la sueur et permet à toutes tes cellules de fonctionner. Or on en perd sans arrêt : un adulte élimine en moyenne plus de deux litres d’eau par jour, par l’urine, la transpiration, la respiration et les selles. Quand le corps commence à en manquer, le sang devient un peu plus concentré en sel. Des capteurs situés dans le cerveau, dans l’hypothalamus, le détectent aussitôt : ils déclenchent la soif et demandent aux reins de garder plus d’eau, c’est pourquoi le pipi devient plus foncé. On peut survivre plusieurs semaines sans manger, mais seulement quelques jours sans boire. Une partie de l’eau vient des aliments, comme les fruits, les légumes ou la soupe. Pour le reste, un enfant a besoin de boire environ un litre à un litre et demi par jour, davantage quand il fait chaud, et l’eau reste la meilleure boisson.',
      '13_plus':
        'L’eau constitue environ 60 % de la masse corporelle d’un adulte, jusqu’à 75 % chez le nouveau-né ; elle se répartit entre l’intérieur des cellules et les liquides extracellulaires comme le plasma. Les pertes quotidiennes, de l’ordre de 2 à 2,5 litres chez l’adulte au repos, passent par l’urine, la sueur, l’air expiré et les selles, et augmentent fortement avec la chaleur et l’effort. La soif est déclenchée par deux types de signaux. Le principal est l’augmentation de l’osmolarité du plasma, c’est-à-dire de sa concentration en sels : de légères variations, de l’ordre de 1 à 2 %, sont détectées par des osmorécepteurs de l’hypothalamus. Le second est la baisse du volume sanguin, repérée par des capteurs de pression dans les vaisseaux et par les reins, qui activent le système rénine-angiotensine. En même temps que la soif, l’hypophyse libère l’hormone antidiurétique, ou vasopressine, qui pousse les reins à réabsorber l’eau : l’urine devient moins abondante et plus foncée. Curieusement, la soif s’apaise dès qu’on boit, avant même que l’eau soit absorbée, grâce à des signaux venus de la bouche et de la gorge. Une déshydratation même modérée diminue l’attention et les performances physiques ; sévère, elle devient dangereuse, en particulier pour les bébés et les personnes âgées, dont la sensation de soif est moins fiable. Une partie des besoins est couverte par l’eau des aliments ; les boissons sucrées, elles, apportent beaucoup de sucre sans mieux hydrater que l’eau.',
    },
  },
  {
    id: 'funny-bone-elbow',
    title: 'Pourquoi ça fait si mal quand on se cogne le coude ?',
    phrasings: [
      'pourquoi ça fait mal quand on se cogne le coude',
      'coude cogné décharge',
      'pourquoi le coude fait des fourmis dans les doigts',
      'nerf du coude',
      'se cogner le coude électricité',
      'pourquoi le coude est sensible',
      'nerf ulnaire coude',
    ],
    answers: {
      up_to_5:
        'Dans ton coude passe un petit fil qui porte les messages de ta main jusqu’à ta tête, et il est juste sous la peau. Quand tu le cognes, il envoie plein de messages d’un coup, et ça fait comme une décharge jusqu’au petit doigt !',
      '6_to_8':
        'À l’intérieur de ton bras passent des nerfs, des sortes de câbles qui transportent les messages entre ta main et ton cerveau. La plupart sont bien protégés par les muscles et la graisse. Mais l’un d’eux, au coude, passe dans un petit creux de l’os, juste sous la peau, sans rien pour l’abriter. Quand tu te cognes à cet endroit, tu tapes directement sur le nerf ! Il envoie d’un coup plein de signaux, et tu sens une drôle de décharge électrique qui file jusqu’à ton petit doigt et ton annulaire. Ça fait très mal, mais ça passe en quelques secondes et ce n’est pas grave.',
      '9_to_12':
        'Cette sensation étrange vient du nerf ulnaire, qu’on appelait autrefois nerf cubital. Il descend le long du bras jusqu’à la main, où il s’occupe de la sensibilité du petit doigt et d’une partie de l’annulaire, et commande certains petits muscles de la main. À l’arrière du coude, il passe dans une gouttière de l’os, entre deux bosses que tu peux sentir, et il n’est protégé que par la peau et un peu de tissu. Un choc à cet endroit comprime brutalement le nerf, qui envoie une rafale de signaux désordonnés. Ton cerveau les interprète comme venant de la zone dont le nerf s’occupe : c’est pour ça que tu sens la décharge dans ton petit doigt, alors que c’est ton coude qui a été touché. En anglais, on appelle cet endroit le « funny bone », l’os rigolo, car on a une drôle de réaction, même si ce n’est pas un os. La douleur disparaît en général en quelques secondes ou minutes. Si les fourmillements durent longtemps, mieux vaut en parler à un médecin.',
      '13_plus':
        'La décharge ressentie lors d’un choc au coude ne vient pas de l’os mais du nerf ulnaire, anciennement appelé nerf cubital. Issu du plexus brachial, qui naît de la moelle épinière au niveau du cou, il descend le long de la face interne du bras. Au coude, il passe en arrière de l’épicondyle médial de l’humérus, dans un sillon ostéofibreux appelé gouttière épitrochléo-olécrânienne, où il n’est recouvert que par la peau et une mince couche de tissu : c’est l’un des nerfs les plus exposés du corps. Un choc direct le comprime et provoque une dépolarisation brutale et désordonnée de ses fibres. Le cerveau, qui localise toujours une sensation d’après la région que le nerf dessert, projette cette décharge vers le territoire cutané du nerf ulnaire : le bord interne de la main, l’auriculaire et la moitié de l’annulaire. On parle de douleur projetée et de paresthésies, fourmillements ou impression d’électricité. L’expression anglaise « funny bone » jouerait en partie sur le nom de l’os du bras, « humerus », proche du mot « humorous », drôle. Le nerf ulnaire peut aussi être irrité de façon prolongée, par exemple en gardant longtemps le coude plié ou appuyé : c’est le syndrome du tunnel cubital, qui se manifeste par des fourmillements persistants dans les deux derniers doigts. Ces symptômes durables nécessitent une consultation, alors qu’un simple choc ne laisse aucune séquelle.',
    },
  },
  {
    id: 'side-stitch-running',
    title: 'Pourquoi on a un point de côté quand on court ?',
    phrasings: [
      'pourquoi on a un point de côté',
      'pk j’ai un point de coté quand je cours',
      'point de côté',
      'point de coté',
      'pq j’ai mal sous les côtes quand je cours',
      'point de cote course',
      'pourquoi j’ai mal au flanc pendant le sport',
    ],
    answers: {
      up_to_5:
        'Quand tu cours très vite, surtout juste après avoir mangé, ton ventre est tout secoué et ça peut faire un petit pincement sur le côté. Si tu ralentis et respires doucement, il s’en va.',
      '6_to_8':
        'Le point de côté, c’est une douleur qui pique sur le côté du ventre, souvent juste sous les côtes, quand tu cours ou nages. Les scientifiques ne sont pas encore tout à fait sûrs de sa cause. On pense que les secousses de la course et un ventre trop plein tirent et frottent sur la fine peau qui entoure l’intérieur du ventre. C’est pour ça que ça arrive plus souvent quand on court juste après le repas ou après avoir bu beaucoup d’un coup. Pour le faire passer, ralentis, respire lentement et profondément, et appuie doucement avec ta main sur l’endroit qui fait mal. Il disparaît vite et n’est pas grave.',
      '9_to_12':
        'Le point de côté est une douleur vive et localisée, le plus souvent sur le côté du ventre, sous les côtes, qui apparaît pendant un effort comme la course, la natation ou l’équitation. Il touche surtout les enfants et les jeunes, et beaucoup moins les personnes plus âgées ou très entraînées. Sa cause n’est pas encore connue avec certitude. Pendant longtemps, on a pensé qu’il s’agissait d’une crampe du diaphragme, le grand muscle de la respiration, ou de l’estomac et du foie qui tirent sur leurs attaches à chaque foulée. Aujourd’hui, l’hypothèse la plus étudiée est une irritation du péritoine, la fine membrane qui tapisse l’intérieur du ventre, quand elle frotte à cause des secousses ou d’un estomac trop rempli. Manger ou boire beaucoup, surtout des boissons sucrées, juste avant l’effort augmente le risque. Pour le calmer, on ralentit, on respire profondément, on appuie sur la zone douloureuse et on se penche un peu en avant. S’échauffer progressivement et attendre au moins une heure ou deux après un repas aide à l’éviter.',
      '13_plus':
        'Le point de côté est appelé par les chercheurs douleur abdominale transitoire liée à l’exercice. Environ 70 % des coureurs réguliers disent en avoir souffert dans l’année, et il est plus fréquent chez les jeunes que chez les adultes plus âgés. Il se manifeste par une douleur aiguë et localisée, souvent dans la partie haute et latérale de l’abdomen, parfois ressentie jusqu’à l’épaule. Son mécanisme reste discuté. Plusieurs hypothèses anciennes ont été avancées : un manque d’oxygène du diaphragme, une traction des organes lourds, comme le foie ou l’estomac, sur les ligaments qui les relient au diaphragme, ou des spasmes de l’intestin. Les travaux de l’Australien Darren Morton, dans les années 2000, soutiennent plutôt une irritation du péritoine pariétal, la membrane sensible qui tapisse la paroi de l’abdomen, frottée par les organes ou comprimée lors des mouvements répétés du tronc. Cette hypothèse explique bien pourquoi les sports qui secouent le tronc, comme la course et l’équitation, mais aussi la natation, avec ses rotations, sont les plus concernés, et pourquoi la douleur peut remonter vers l’épaule, innervée par les mêmes nerfs que le diaphragme. Un repas ou de grandes quantités de boissons sucrées ou concentrées dans les deux heures avant l’effort augmentent le risque. Pour le soulager, on réduit l’intensité, on respire profondément, on comprime la zone douloureuse ou on se penche en avant. Le point de côté est bénin ; une douleur abdominale qui persiste au repos relève en revanche d’un avis médical.',
    },
  },
  {
    id: 'knuckles-crack',
    title: 'Pourquoi les doigts craquent ?',
    phrasings: [
      'pourquoi les doigts craquent',
      'pk mes doigts font crac',
      'craquer les doigts',
      'pq mes articulations craquent',
      'pourquoi le genou craque',
      'bruit quand on fait craquer les doigts',
      'craquement des articulations',
    ],
    answers: {
      up_to_5:
        'Entre les petits os de tes doigts, il y a un liquide qui les aide à bien glisser. Quand tu tires ou plies fort tes doigts, une petite bulle apparaît d’un coup dans ce liquide, et ça fait « crac » !',
      '6_to_8':
        'Tes doigts sont faits de petits os attachés entre eux par des articulations, qui leur permettent de plier. Dans chaque articulation, il y a une petite poche remplie d’un liquide glissant, comme de l’huile dans une machine. Quand tu tires sur ton doigt ou que tu le plies très fort, la poche s’agrandit d’un coup, et une bulle de gaz se forme dans le liquide : c’est ce qui fait le bruit « crac ». Ensuite, il faut attendre un bon moment avant de pouvoir refaire craquer le même doigt. Ce n’est pas dangereux, mais il ne faut jamais forcer si ça fait mal.',
      '9_to_12':
        'Une articulation, comme celles des doigts, relie deux os entourés d’une enveloppe, la capsule, remplie de liquide synovial, qui lubrifie et nourrit le cartilage. Ce liquide contient des gaz dissous, comme le gaz carbonique dans une bouteille de soda fermée. Quand on tire ou plie fort le doigt, les deux os s’écartent brusquement, le volume de la capsule augmente et la pression du liquide chute. Une cavité remplie de gaz se forme alors d’un coup : c’est la « cavitation », et elle produit le claquement. En 2015, des chercheurs canadiens ont filmé ce phénomène dans une machine d’IRM pendant que quelqu’un faisait craquer ses doigts. Il faut ensuite une vingtaine de minutes pour que le gaz se redissolve et qu’on puisse refaire craquer la même articulation. Contrairement à une idée répandue, les études n’ont pas montré que cela donne de l’arthrose. Un médecin américain a même fait craquer les doigts d’une seule main pendant 60 ans pour comparer : aucune différence entre ses deux mains !',
      '13_plus':
        'Les articulations des doigts sont des articulations synoviales : les extrémités osseuses, couvertes de cartilage, sont enfermées dans une capsule contenant le liquide synovial, un fluide visqueux riche en acide hyaluronique, qui contient aussi des gaz dissous, surtout du dioxyde de carbone et de l’azote. Lorsqu’on exerce une traction ou une flexion forcée, les surfaces articulaires se séparent et la pression dans la capsule chute brutalement. Le bruit du craquement a longtemps été attribué à l’éclatement d’une bulle de gaz, hypothèse proposée dans les années 1970. En 2015, l’équipe de Gregory Kawchuk, à l’université de l’Alberta, a filmé l’articulation en IRM en temps réel et a observé au contraire la formation brutale d’une cavité, un phénomène appelé tribonucléation ; le débat sur l’origine exacte du son se poursuit, certains modèles de 2018 l’associant à un effondrement partiel de la bulle. La période réfractaire d’environ vingt minutes correspond au temps nécessaire pour que le gaz se redissolve. Les études épidémiologiques n’ont pas trouvé de lien entre l’habitude de faire craquer ses doigts et l’arthrose de la main. Le médecin américain Donald Unger a fait craquer les articulations de sa seule main gauche pendant une soixantaine d’années, sans différence d’arthrose avec la droite, ce qui lui a valu un prix Ig Nobel en 2009. D’autres craquements, comme ceux des genoux en se relevant, peuvent venir de tendons qui glissent sur un relief osseux. Un craquement accompagné de douleur, de gonflement ou de blocage mérite en revanche un avis médical.',
    },
  },
  {
    id: 'curly-or-straight-hair',
    title: 'Pourquoi certaines personnes ont les cheveux frisés ?',
    phrasings: [
      'pourquoi certaines personnes ont les cheveux frisés',
      'pourquoi j’ai les cheveux bouclés',
      'pk mes cheveux sont raides',
      'cheveux frisés ou raides pourquoi',
      'pourquoi les cheveux frisent',
      'pq mes cheveux font des boucles',
      'cheveux crépus pourquoi',
      'pourquoi mes cheveux gonflent quand il pleut',
      'pourquoi ma sœur a les cheveux lisses et moi frisés',
      'cheveux fris',
    ],
    answers: {
      up_to_5:
        'Chaque cheveu sort d’un tout petit trou dans ta peau. Si le trou est bien rond, le cheveu pousse tout droit ; s’il est aplati et un peu tordu, le cheveu s’enroule et fait des boucles, comme un ruban de cadeau !',
      '6_to_8':
        'Chaque cheveu pousse depuis un petit trou dans la peau de ta tête, qu’on appelle un follicule. C’est la forme de ce petit trou qui décide de la forme du cheveu. Quand le trou est bien rond et droit, le cheveu est raide. Quand il est ovale ou courbé, le cheveu pousse en se tordant et il devient ondulé, bouclé ou frisé. Cette forme, tu l’as reçue de tes parents, comme la couleur de tes yeux. D’ailleurs, dans une même famille, on peut avoir des cheveux différents de ceux de son frère ou de sa sœur. Et si tes cheveux gonflent quand il pleut, c’est parce qu’ils absorbent l’humidité de l’air.',
      '9_to_12':
        'Un cheveu est fabriqué dans un follicule, une petite poche plantée dans la peau du crâne. Sa forme dépend surtout de celle du follicule. Un follicule droit et rond donne un cheveu à la coupe ronde, qui pousse tout droit : il est raide. Un follicule courbé, à la coupe ovale ou aplatie, donne un cheveu qui pousse de travers et s’enroule sur lui-même : il est ondulé, bouclé ou crépu. En plus, dans un follicule courbé, les cellules qui fabriquent le cheveu ne se multiplient pas de la même façon des deux côtés, ce qui accentue la courbure. Tout cela est déterminé par de nombreux gènes, transmis par les deux parents, et c’est pourquoi frères et sœurs peuvent avoir des cheveux très différents. Les cheveux peuvent aussi changer de forme au cours de la vie, par exemple à la puberté. Enfin, la kératine des cheveux forme des liens qui se défont avec l’eau : c’est pour ça que l’humidité fait friser ou gonfler les cheveux, et qu’un cheveu mouillé peut changer de forme en séchant.',
      '13_plus':
        'La forme d’un cheveu est déterminée dans le follicule pileux, l’organe de la peau qui le produit. Les cheveux raides proviennent de follicules droits, dont la section est presque circulaire ; les cheveux bouclés et crépus, de follicules courbés, en forme de crochet, qui produisent un cheveu de section elliptique ou aplatie. Dans un follicule courbé, la division des cellules de la matrice et la différenciation des cellules du cortex sont asymétriques, ce qui donne au cheveu une tendance à s’enrouler. La solidité de la forme vient de la kératine, dont les chaînes sont reliées par des ponts disulfure, très stables, et par des liaisons hydrogène, qui se défont au contact de l’eau et se reforment en séchant. Cela explique l’effet de l’humidité, qui fait gonfler ou friser les cheveux, et le principe du brushing ; les permanentes, elles, cassent chimiquement puis reforment les ponts disulfure. La forme des cheveux est un caractère héréditaire gouverné par plusieurs gènes : des études ont associé des variants du gène de la trichohyaline, TCHH, aux cheveux bouclés chez des Européens, et du gène EDAR aux cheveux épais et raides en Asie de l’Est. Des changements hormonaux, comme la puberté ou la grossesse, et certains médicaments peuvent modifier la texture des cheveux. Enfin, toutes les formes de cheveux sont également saines : leurs différences tiennent à la diversité humaine, pas à la qualité du cheveu.',
    },
  },
  {
    id: 'carrots-orange',
    title: 'Pourquoi les carottes sont orange ?',
    phrasings: [
      'pourquoi les carottes sont orange',
      'pk les carottes sont oranges',
      'pourquoi la carotte est orange',
      'est-ce que les carottes rendent aimable',
      'pourquoi il y a des carottes violettes',
      'couleur des carottes',
      'est-ce que les carottes font voir la nuit',
      'pq on dit que les carottes sont bonnes pour les yeux',
      'carotte orange pourquoi',
      'de quelle couleur étaient les premières carottes',
    ],
    answers: {
      up_to_5:
        'Les carottes sont remplies d’une couleur orange qui s’appelle le carotène, comme leur nom ! Autrefois, il y avait surtout des carottes violettes et jaunes, et il en existe encore.',
      '6_to_8':
        'La carotte est orange grâce à une substance colorée qu’elle fabrique dans sa racine : le carotène, dont le nom vient justement du mot carotte. Ton corps transforme ce carotène en vitamine A, qui aide tes yeux à bien voir quand il fait sombre et ta peau à rester en bonne santé. Mais les carottes n’ont pas toujours été orange ! Il y a très longtemps, en Asie, elles étaient surtout violettes ou jaunes. Ce sont des cultivateurs, notamment aux Pays-Bas, qui ont choisi pendant des années les carottes les plus orange pour les replanter. Aujourd’hui, on trouve encore des carottes violettes, jaunes, blanches et même rouges au marché. Et « les carottes rendent aimable » ? C’est un vieux dicton pour faire manger des légumes aux enfants : aucune carotte ne rend plus gentil, mais elles sont bonnes pour la santé !',
      '9_to_12':
        'La couleur orange de la carotte vient du bêta-carotène, un pigment qui porte son nom : il a été isolé pour la première fois dans la carotte, en 1831. Dans notre corps, il est transformé en vitamine A, indispensable à la vision dans la pénombre, à la peau et aux défenses contre les maladies. Les premières carottes cultivées, il y a plus de 1 000 ans dans la région de l’actuel Afghanistan, étaient surtout violettes ou jaunes. Les carottes orange se sont répandues en Europe aux XVIe et XVIIe siècles, en particulier grâce aux cultivateurs des Pays-Bas, qui ont sélectionné les racines les plus colorées et les plus sucrées. On raconte qu’ils l’ont fait en l’honneur de la famille royale d’Orange, mais aucun document ne le prouve. Quant à l’idée que les carottes font voir dans le noir, elle a été répandue par les Britanniques pendant la Seconde Guerre mondiale pour cacher l’existence de leurs radars ! Elles sont bonnes pour les yeux, mais elles ne donnent pas de super-pouvoirs. Et si on en mange énormément, la peau peut devenir légèrement orangée, sans danger.',
      '13_plus':
        'La carotte cultivée, Daucus carota subsp. sativus, doit sa couleur orange à des caroténoïdes, surtout le bêta-carotène, isolé dans la racine de carotte par le chimiste allemand Heinrich Wackenroder en 1831, d’où son nom. Ce pigment, qui absorbe la lumière bleue et renvoie les teintes orangées, est un précurseur de la vitamine A, ou rétinol, que l’organisme fabrique à partir de lui : elle est indispensable au pigment de la rétine qui permet la vision crépusculaire, ainsi qu’à la peau et à l’immunité. La domestication de la carotte a eu lieu en Asie centrale, vers l’actuel Afghanistan, probablement vers le Xe siècle ; ces premières variétés étaient pourpres, colorées par des anthocyanes, ou jaunes. Des carottes orange apparaissent en Europe à partir du XVIe siècle et les variétés orange modernes ont été fixées surtout aux Pays-Bas aux XVIIe et XVIIIe siècles. Le lien avec la maison d’Orange-Nassau est une belle histoire souvent racontée, mais non démontrée. Pendant la Seconde Guerre mondiale, la propagande britannique a attribué les succès de ses pilotes de chasse nocturne à leur consommation de carottes, afin de garder secret le radar embarqué : le mythe de la carotte qui fait voir la nuit était né. En réalité, un apport suffisant en vitamine A évite la cécité nocturne, mais un surplus n’améliore pas la vue. Une consommation très abondante peut colorer la peau en orange, une caroténodermie sans gravité. Quant à l’adage « les carottes rendent aimable », c’est une formule de parents pour encourager les enfants à en manger !',
    },
  },
  {
    id: 'chilli-burns',
    title: 'Pourquoi le piment brûle la bouche ?',
    phrasings: [
      'pourquoi le piment brûle la bouche',
      'pk le piment ça pique',
      'pourquoi les piments piquent',
      'pourquoi la nourriture épicée fait mal',
      'pq ça brûle quand je mange épicé',
      'pourquoi l’eau éteint pas le piment',
      'que boire quand ça pique trop',
      'piment fort bouche en feu',
      'c’est quoi le piment le plus fort du monde',
      'piment qui pique la langue',
    ],
    answers: {
      up_to_5:
        'Le piment contient une petite chose invisible qui fait croire à ta bouche qu’elle touche quelque chose de très chaud. Mais ce n’est pas vrai, ta bouche ne brûle pas : un peu de lait ou de pain, et ça se calme.',
      '6_to_8':
        'Le piment contient une substance qui s’appelle la capsaïcine. Dans ta bouche, il y a de petits capteurs qui servent à te prévenir quand quelque chose est trop chaud, pour que tu ne te brûles pas. La capsaïcine arrive à allumer ces capteurs, comme si elle appuyait sur le bouton d’alarme ! Ton cerveau croit alors que ta bouche brûle, tu as chaud, tu transpires et tes yeux pleurent, alors qu’il n’y a pas de vraie brûlure. L’eau n’aide pas beaucoup, car la capsaïcine ne se mélange pas à l’eau. Un verre de lait, un yaourt ou un morceau de pain marchent bien mieux. Et attention : après avoir touché un piment, on se lave les mains avant de se frotter les yeux !',
      '9_to_12':
        'Le piquant du piment vient d’une molécule, la capsaïcine, fabriquée surtout dans la partie blanche qui tient les graines. Ta bouche, ta langue et ta peau contiennent des terminaisons nerveuses munies de capteurs de chaleur, qui s’activent vers 43 degrés pour t’avertir d’un danger de brûlure. La capsaïcine se fixe sur ces capteurs et les déclenche sans qu’il y ait de chaleur : ton cerveau reçoit le message « ça brûle ». Ton corps réagit comme s’il avait vraiment chaud : visage rouge, sueur, nez qui coule, larmes. Comme la capsaïcine se dissout dans le gras mais pas dans l’eau, le lait entier, le yaourt ou le fromage blanc calment mieux que l’eau, qui ne fait que l’étaler. La force des piments se mesure sur l’échelle de Scoville, inventée en 1912 : un poivron est à 0, un piment d’Espelette à quelques milliers d’unités, et les piments les plus forts dépassent 2 millions ! Les oiseaux, eux, ne sentent pas la capsaïcine : ils mangent les piments et dispersent leurs graines, alors que les mammifères sont repoussés.',
      '13_plus':
        'La sensation de brûlure du piment est due à la capsaïcine et à des molécules voisines, les capsaïcinoïdes, concentrés dans le placenta du fruit, la membrane blanche qui porte les graines. La capsaïcine active le récepteur TRPV1, un canal ionique présent sur les terminaisons des neurones sensitifs de la bouche et de la peau, normalement ouvert par une chaleur supérieure à environ 43 °C ou par une forte acidité. Son ouverture laisse entrer des ions dans le neurone, qui envoie au cerveau le même signal qu’une vraie brûlure : c’est une douleur chimique, sans lésion des tissus, transmise par le nerf trijumeau et non par les cellules du goût. L’Américain David Julius a identifié ce récepteur en 1997 en utilisant justement la capsaïcine, travaux récompensés par le prix Nobel de médecine en 2021, partagé avec Ardem Patapoutian. Le corps réagit comme à la chaleur : vasodilatation, sudation, larmoiement, écoulement nasal. La capsaïcine étant peu soluble dans l’eau mais soluble dans les graisses, les produits laitiers, dont la caséine l’entoure, soulagent mieux que l’eau. Le pharmacien Wilbur Scoville a mis au point en 1912 une échelle de piquant fondée sur la dilution nécessaire pour que le goût ne soit plus perçu ; aujourd’hui, on dose la capsaïcine par chromatographie. Les oiseaux possèdent un récepteur TRPV1 insensible à la capsaïcine : on pense que ce trait favorise la dispersion des graines par les oiseaux plutôt que par les mammifères. Le piquant de la moutarde et du wasabi, qui monte au nez, vient d’une autre molécule et d’un autre récepteur, TRPA1.',
    },
  },
  {
    id: 'lemons-sour',
    title: 'Pourquoi le citron est acide ?',
    phrasings: [
      'pourquoi le citron est acide',
      'pourquoi le citron est si acide',
      'pk le citron pique la langue',
      'pourquoi on fait une grimace quand on mange du citron',
      'pourquoi le citron est pas sucré',
      'pq le citron c’est aigre',
      'c’est quoi le goût acide',
      'pourquoi les bébés font la grimace avec le citron',
      'citron acide',
    ],
    answers: {
      up_to_5:
        'Le jus de citron est rempli d’une chose qui pique la langue, qu’on appelle l’acide. Ta langue le sent tout de suite, et ta bouche fait une drôle de grimace toute seule !',
      '6_to_8':
        'Le citron fabrique dans son jus beaucoup d’acide citrique, une substance qui a un goût très piquant. Ta langue a de petits capteurs spéciaux qui reconnaissent l’acide, comme d’autres reconnaissent le sucré ou le salé. Quand tu croques un citron, ils s’affolent, ta bouche fait une grimace et se remplit de salive pour diluer l’acide. Contrairement aux oranges, les citrons restent acides même quand ils sont bien mûrs. C’est pour ça qu’on les mélange avec de l’eau et du sucre pour faire de la citronnade ! Le citron contient aussi beaucoup de vitamine C, qui est bonne pour ta santé.',
      '9_to_12':
        'Le goût acide du citron vient surtout de l’acide citrique, qui représente environ 5 % de son jus : c’est d’ailleurs dans le citron que le chimiste suédois Carl Wilhelm Scheele l’a isolé pour la première fois, en 1784. Les acides libèrent de minuscules particules chargées, des ions hydrogène, que des cellules spéciales des papilles de ta langue détectent : c’est la saveur acide, l’une des cinq saveurs de base. Le jus de citron est très acide, à peu près autant que le vinaigre. Chez la plupart des fruits, comme l’orange ou la pomme, l’acidité baisse et le sucre augmente en mûrissant, mais les variétés de citron qu’on cultive gardent beaucoup d’acide même mûres. En réaction, ta bouche produit beaucoup de salive, qui dilue l’acide et protège tes dents, et ton visage grimace. Le citron est aussi riche en vitamine C : au XVIIIe siècle, le médecin écossais James Lind a montré que les agrumes guérissaient le scorbut, une maladie grave des marins privés de fruits frais.',
      '13_plus':
        'L’acidité du citron, fruit de Citrus limon, provient principalement de l’acide citrique, qui atteint environ 5 à 6 % du jus, accompagné d’un peu d’acide malique et d’acide ascorbique, la vitamine C. Le jus a un pH voisin de 2, comparable à celui du vinaigre. Le chimiste suédois Carl Wilhelm Scheele a isolé l’acide citrique à partir du jus de citron en 1784, d’où son nom. La perception de l’acide repose sur des cellules gustatives spécialisées qui détectent les ions hydrogène libérés par les acides ; en 2019, des chercheurs ont identifié un canal à protons, OTOP1, comme un capteur clé de cette saveur. Chez beaucoup de fruits, l’acidité diminue pendant la maturation tandis que les sucres augmentent, ce qui signale aux animaux que les graines sont prêtes à être dispersées ; le citron cultivé, issu de croisements anciens entre agrumes, conserve au contraire une forte acidité à maturité. Le goût acide déclenche un réflexe salivaire, la salive jouant le rôle de tampon qui neutralise l’acide et protège l’émail dentaire, ainsi que la grimace caractéristique, présente dès les premiers mois chez le bébé. Le citron a joué un rôle historique : en 1747, le médecin écossais James Lind a mené l’un des premiers essais cliniques contrôlés, montrant que les agrumes guérissaient le scorbut, dû à un manque de vitamine C. En cuisine, l’acide du citron empêche les fruits coupés de brunir et fait « cuire » le poisson cru en coagulant ses protéines. Consommé souvent et pur, il peut toutefois éroder l’émail des dents.',
    },
  },
  {
    id: 'how-cheese-is-made',
    title: 'Comment on fabrique le fromage ?',
    phrasings: [
      'comment on fabrique le fromage',
      'comment on fait le fromage',
      'c’est quoi le fromage',
      'pk le fromage est fait avec du lait',
      'pourquoi il y a des trous dans le gruyère',
      'pourquoi il y a des trous dans l’emmental',
      'pourquoi il y a du bleu dans le roquefort',
      'pq la croûte du camembert est blanche',
      'fabrication du fromage',
      'combien il y a de fromages en France',
      'fromage comment c’est fait',
    ],
    answers: {
      up_to_5:
        'Le fromage, c’est du lait qu’on fait cailler, c’est-à-dire devenir épais comme un yaourt. On enlève le liquide, on met la pâte dans un moule, et on la laisse reposer longtemps dans une cave fraîche pour qu’elle prenne du goût. Les trous, ce sont des petites bulles faites par des microbes gentils.',
      '6_to_8':
        'Tout fromage commence avec du lait, de vache, de chèvre ou de brebis. Le fromager y ajoute de minuscules bactéries gentilles et un peu de présure, un produit qui vient de l’estomac du veau. Le lait se transforme alors en une sorte de gelée blanche, le caillé, qui flotte dans un liquide jaunâtre, le petit-lait. On coupe le caillé, on l’égoutte, on le met dans des moules et on le sale. Ensuite, les fromages mûrissent dans une cave, de quelques semaines à plusieurs années : c’est l’affinage. Selon la façon de faire, on obtient un camembert, un comté ou un roquefort, et en France il en existe des centaines de sortes ! Et les trous de l’emmental ? Pendant l’affinage, des bactéries fabriquent des bulles de gaz, qui restent prisonnières dans la pâte.',
      '9_to_12':
        'Pour fabriquer du fromage, on commence par faire cailler le lait. On y ajoute des ferments, des bactéries qui transforment le sucre du lait en acide, et de la présure, une enzyme tirée traditionnellement de l’estomac des jeunes veaux, qui fait coaguler les protéines du lait. En une heure environ, le lait devient un gel, le caillé, qu’on découpe pour qu’il se sépare du petit-lait. On égoutte le caillé, on le moule, on le presse parfois, puis on le sale. Vient enfin l’affinage en cave, où des bactéries et des moisissures travaillent pendant des semaines, des mois, voire des années, et donnent goût et texture. Il faut en moyenne une dizaine de litres de lait pour faire un kilo de fromage à pâte dure. Les trous de l’emmental viennent du gaz fabriqué par des bactéries pendant l’affinage, la croûte blanche du camembert est une moisissure appelée Penicillium, et les veines bleues du roquefort, une autre moisissure. On pense que les humains fabriquent du fromage depuis au moins 7 000 ans.',
      '13_plus':
        'La fabrication du fromage transforme un produit fragile, le lait, en un aliment qui se conserve, en concentrant ses protéines et ses graisses. Première étape, la coagulation : des bactéries lactiques acidifient le lait en fermentant le lactose, et la présure, dont l’enzyme active est la chymosine, coupe la caséine, la principale protéine du lait, ce qui la fait s’agréger en gel ; on utilise aussi aujourd’hui des présures microbiennes ou produites par fermentation. Le caillé est ensuite tranché, parfois chauffé et brassé, ce qui favorise l’égouttage du lactosérum, ou petit-lait. On le moule, on le presse pour les pâtes dures, puis on le sale, ce qui freine les microbes indésirables et forme la croûte. L’affinage, de quelques jours à plus de trois ans pour certains comtés ou parmesans, permet aux enzymes, bactéries et moisissures de décomposer protéines et graisses en centaines de composés aromatiques. Chaque famille a ses micro-organismes : Penicillium camemberti pour la croûte fleurie du camembert, Penicillium roqueforti pour les pâtes persillées, et des bactéries propioniques pour l’emmental, dont le dioxyde de carbone forme les trous ; une étude suisse de 2015 a montré que de fines particules de foin aident ces trous à se former. Des tamis en céramique retrouvés en Pologne, datés d’environ 7 000 ans et portant des traces de graisses laitières, comptent parmi les plus anciens indices de fabrication fromagère. La France compte plus de 1 000 fromages selon certains recensements, dont plus de 40 protégés par une appellation d’origine. Le lait cru, non chauffé, donne des goûts plus variés mais est déconseillé aux jeunes enfants et aux femmes enceintes, à cause de bactéries comme la listeria.',
    },
  },
  {
    id: 'how-yoghurt-is-made',
    title: 'Comment on fait le yaourt ?',
    phrasings: [
      'comment on fait le yaourt',
      'comment on fabrique les yaourts',
      'c’est quoi un yaourt',
      'pk le yaourt est épais',
      'pourquoi le yaourt est un peu acide',
      'pq il y a des bactéries dans le yaourt',
      'yaourt fait maison comment',
      'yogourt fabrication',
      'yahourt',
      'qui a inventé le yaourt',
    ],
    answers: {
      up_to_5:
        'Pour faire un yaourt, on met dans du lait tiède des petites bêtes invisibles et gentilles, des bactéries. Elles mangent un peu du lait pendant plusieurs heures au chaud, et le lait devient épais et un peu acide : c’est un yaourt !',
      '6_to_8':
        'Le yaourt, c’est du lait transformé par de minuscules êtres vivants, des bactéries. Elles sont gentilles : elles ne rendent pas malade, au contraire ! On chauffe le lait, puis on le laisse refroidir jusqu’à ce qu’il soit bien tiède, et on ajoute les bactéries, ou simplement une cuillère d’un yaourt déjà fait. On garde le tout au chaud pendant plusieurs heures, dans une yaourtière par exemple. Les bactéries mangent le sucre du lait et le transforment en acide : le lait s’épaissit et prend ce petit goût acidulé. Ensuite, on met les pots au frigo pour que les bactéries se calment.',
      '9_to_12':
        'Le yaourt est du lait fermenté par deux bactéries bien précises, Lactobacillus bulgaricus et Streptococcus thermophilus, qui travaillent en équipe. D’abord, on chauffe le lait pour éliminer les autres microbes, puis on le refroidit vers 42 à 45 degrés, la température idéale pour ces bactéries. On les ajoute, puis on laisse le lait au chaud pendant 4 à 8 heures. Les bactéries se nourrissent du lactose, le sucre du lait, et le transforment en acide lactique. Cet acide donne au yaourt son goût acidulé et fait coaguler les protéines du lait, qui forment un gel : voilà pourquoi le yaourt est épais. Il suffit ensuite de le refroidir pour arrêter la fermentation. Le lait fermenté existe depuis des milliers d’années au Moyen-Orient et en Asie centrale, et le mot yaourt vient du turc. En 1905, un étudiant en médecine bulgare, Stamen Grigorov, a découvert au microscope la bactérie principale, qui porte aujourd’hui le nom de son pays.',
      '13_plus':
        'Le yaourt résulte d’une fermentation lactique du lait par deux bactéries associées, Lactobacillus delbrueckii subsp. bulgaricus et Streptococcus thermophilus ; en France, la réglementation réserve le nom de « yaourt » aux produits fermentés par ces deux espèces et contenant encore beaucoup de bactéries vivantes au moment de la vente. Le lait est d’abord enrichi, parfois en poudre de lait, puis chauffé vers 90 °C, ce qui détruit les microbes et modifie certaines protéines pour obtenir un gel plus ferme. Refroidi vers 42-45 °C, il est ensemencé puis maintenu à cette température quelques heures. Les deux espèces coopèrent : le streptocoque démarre l’acidification et produit des composés qui stimulent le lactobacille, lequel libère en retour de petits peptides utiles au streptocoque. Le lactose est converti en acide lactique ; le pH descend d’environ 6,7 à 4,5, point où les caséines perdent leur charge électrique, se rassemblent et forment un réseau qui emprisonne l’eau. L’arôme typique vient notamment de l’acétaldéhyde produit par les bactéries. Le refroidissement à 4 °C ralentit la fermentation et permet la conservation. Les laits fermentés sont connus depuis des millénaires chez les peuples d’éleveurs, et le mot vient du turc « yoğurt ». En 1905, Stamen Grigorov identifie le lactobacille, puis le biologiste Élie Metchnikoff, à l’Institut Pasteur, popularise le yaourt en l’associant à la longévité des paysans bulgares, une hypothèse jamais vraiment confirmée. En 1919, Isaac Carasso lance à Barcelone une fabrication industrielle qui deviendra la marque Danone.',
    },
  },
  {
    id: 'how-pasta-is-made',
    title: 'Comment on fabrique les pâtes ?',
    phrasings: [
      'comment on fabrique les pâtes',
      'comment on fait les pâtes',
      'de quoi sont faites les pâtes',
      'pk les pâtes ont des formes différentes',
      'qui a inventé les pâtes',
      'est-ce que c’est Marco Polo qui a ramené les pâtes',
      'pq les pâtes sont dures avant cuisson',
      'fabrication des pâtes',
      'comment on fait les spaghettis',
      'pâtes fraîches maison',
      'comment on fait les coquillettes',
    ],
    answers: {
      up_to_5:
        'Les pâtes, c’est de la farine de blé mélangée avec de l’eau, comme de la pâte à modeler qu’on peut manger. On lui donne plein de formes rigolotes, puis on la fait sécher pour qu’elle devienne toute dure.',
      '6_to_8':
        'Les pâtes sont faites avec une farine un peu spéciale, la semoule de blé dur, mélangée avec de l’eau, et parfois avec des œufs. On pétrit ce mélange pour obtenir une pâte bien lisse. À l’usine, une machine la pousse à travers des plaques percées de trous de différentes formes, un peu comme quand tu fais des spaghettis avec de la pâte à modeler ! Une lame coupe ensuite les pâtes à la bonne longueur : spaghettis, coquillettes, papillons ou coquillages. Puis on les fait sécher doucement, et elles deviennent dures et peuvent se garder longtemps. Dans l’eau bouillante, elles boivent de l’eau et redeviennent molles.',
      '9_to_12':
        'Les pâtes sèches sont fabriquées avec de la semoule de blé dur, une variété de blé très riche en protéines, et de l’eau ; les pâtes aux œufs et les pâtes fraîches contiennent aussi des œufs. La pâte est pétrie, puis poussée par une grosse vis à travers une plaque percée, la filière, qui lui donne sa forme : c’est l’extrusion. Il existe des centaines de formes, et chacune a son utilité : les pâtes creuses ou striées retiennent mieux la sauce. Les pâtes sont ensuite séchées lentement pendant plusieurs heures, pour qu’elles ne se cassent pas et se conservent des mois. À la cuisson, l’amidon de la farine absorbe l’eau et gonfle, tandis que les protéines forment un réseau qui empêche les pâtes de se défaire. On raconte souvent que Marco Polo a rapporté les pâtes de Chine, mais c’est une légende : on en mangeait déjà en Italie avant son retour, en 1295. Des nouilles de millet vieilles d’environ 4 000 ans ont même été retrouvées en Chine. Aujourd’hui, un Italien mange en moyenne plus de 20 kilos de pâtes par an.',
      '13_plus':
        'Les pâtes alimentaires industrielles sont fabriquées à partir de semoule de blé dur, Triticum durum, dont la teneur élevée en protéines et la dureté du grain donnent des pâtes fermes à la cuisson ; en France comme en Italie, la loi impose le blé dur pour les pâtes sèches vendues sous ce nom. La semoule est hydratée, à environ 30 % d’eau, et malaxée sous vide pour éviter les bulles d’air. La pâte est ensuite extrudée : une vis sans fin la pousse à forte pression à travers une filière, qui détermine la forme. Les filières en bronze donnent une surface rugueuse qui accroche la sauce, celles en téflon une surface plus lisse. Le séchage, étape délicate, ramène l’humidité à environ 12 % : il doit être progressif pour éviter les fissures ; les procédés modernes à haute température le réduisent à quelques heures. À la cuisson, l’amidon se gélatinise en absorbant l’eau, tandis que le gluten, réseau de protéines formé au pétrissage, maintient la structure ; une cuisson « al dente » conserve un cœur plus ferme. L’histoire des pâtes est ancienne : en 2005, des archéologues ont décrit des nouilles de millet vieilles d’environ 4 000 ans sur le site de Lajia, en Chine. En Méditerranée, le géographe arabe al-Idrisi décrit en 1154 une fabrication de pâtes sèches en Sicile, plus d’un siècle avant le retour de Marco Polo, ce qui ruine la légende selon laquelle il les aurait rapportées. Les pâtes se sont popularisées à Naples aux XVIIe et XVIIIe siècles, et la sauce tomate les a accompagnées à partir du XIXe siècle. L’Italie reste le premier consommateur, avec plus de 20 kg par habitant et par an.',
    },
  },
  {
    id: 'how-sweets-are-made',
    title: 'Comment on fabrique les bonbons ?',
    phrasings: [
      'comment on fabrique les bonbons',
      'comment on fait les bonbons',
      'de quoi sont faits les bonbons',
      'comment on fait les oursons en gomme',
      'pk les bonbons sont mous',
      'comment on fabrique une sucette',
      'pq les bonbons gélifiés collent pas',
      'fabrication des bonbons',
      'comment on fait la barbe à papa',
      'qui a inventé les bonbons haribo',
      'comment on fait les fraises tagada',
    ],
    answers: {
      up_to_5:
        'Les bonbons, c’est surtout du sucre ! On le fait fondre et chauffer très fort, on ajoute du goût et de la couleur, puis on le verse dans des petits moules où il refroidit et durcit.',
      '6_to_8':
        'Presque tous les bonbons commencent de la même façon : on fait chauffer du sucre avec un peu d’eau jusqu’à obtenir un sirop épais et brûlant. On ajoute des arômes, comme la fraise ou la menthe, et des colorants. Pour les bonbons durs et les sucettes, on fait cuire le sirop très longtemps, puis on le coule dans des moules : en refroidissant, il devient dur comme du verre. Pour les oursons et les bonbons mous, on ajoute de la gélatine ou une substance tirée des fruits, qui les rend élastiques. La barbe à papa, elle, c’est du sucre fondu projeté par une machine qui tourne très vite, et qui forme des fils tout fins. C’est délicieux, mais à manger de temps en temps, et on se brosse les dents après !',
      '9_to_12':
        'La base d’un bonbon est un sirop de sucre et de sirop de glucose, cuit plus ou moins longtemps : plus on le chauffe, plus l’eau s’évapore et plus le bonbon sera dur. Pour un bonbon dur ou une sucette, on dépasse 145 degrés ; le sirop refroidi forme alors une sorte de verre de sucre, transparent et cassant. Les caramels, eux, contiennent du lait et du beurre et sont cuits moins longtemps, ce qui les laisse mous. Pour les bonbons gélifiés, comme les oursons, on ajoute au sirop de la gélatine, fabriquée à partir de peau ou d’os d’animaux, ou de la pectine, tirée des fruits, pour les versions sans produit animal. Le mélange est coulé dans des milliers d’empreintes creusées dans des plateaux d’amidon de maïs, puis séché pendant un à deux jours, démoulé et enrobé d’un peu d’huile ou de cire pour ne pas coller. La marque Haribo a été créée en 1920 par Hans Riegel, à Bonn, en Allemagne, et ses oursons datent de 1922. Et la barbe à papa est du sucre fondu projeté par une centrifugeuse à travers de minuscules trous : il fige en fils plus fins qu’un cheveu.',
      '13_plus':
        'La confiserie de sucre repose sur la maîtrise de la cuisson d’un sirop de saccharose, souvent additionné de sirop de glucose qui empêche le sucre de recristalliser. À mesure que l’eau s’évapore, la température d’ébullition monte, et les confiseurs distinguent des stades successifs : le petit et le grand boulé, utiles pour les fondants et les guimauves, vers 115-125 °C, puis le grand cassé, au-delà de 145 °C, pour les sucres d’orge et les sucettes. Refroidi rapidement, ce sirop presque sans eau devient un solide amorphe, un « verre » de sucre, car les molécules n’ont pas le temps de s’organiser en cristaux. Les caramels doivent leur couleur et leur goût à la réaction de Maillard entre les sucres et les protéines du lait. Les bonbons gélifiés associent le sirop à un gélifiant : gélatine issue du collagène animal, ou pectine, agar-agar et amidon pour des versions végétales. Ils sont coulés selon le procédé « mogul » dans des empreintes moulées dans de l’amidon de maïs, qui absorbe aussi une partie de l’humidité pendant le séchage, puis enrobés de cire de carnauba ou d’huile. Hans Riegel a fondé Haribo à Bonn en 1920, nom formé de Hans, Riegel et Bonn, et lancé ses oursons dansants en 1922. La machine à barbe à papa a été inventée en 1897 aux États-Unis par le confiseur John C. Wharton et le dentiste William Morrison, ce qui ne manque pas d’ironie. Les colorants et les arômes sont réglementés et font l’objet de réévaluations, et les bonbons restent des aliments très sucrés, à consommer avec modération.',
    },
  },
  {
    id: 'popcorn-pops',
    title: 'Pourquoi le maïs éclate en pop-corn ?',
    phrasings: [
      'pourquoi le maïs éclate en pop-corn',
      'comment on fait le pop-corn',
      'pk le pop corn explose',
      'pourquoi le popcorn saute',
      'comment le maïs devient du popcorn',
      'pq le pop-corn fait pop',
      'pourquoi certains grains de pop-corn n’éclatent pas',
      'pop corn comment ça marche',
      'est-ce qu’on peut faire du pop-corn avec du maïs normal',
      'pourquoi le popcorn est blanc',
    ],
    answers: {
      up_to_5:
        'Dans chaque grain de maïs, il y a une toute petite goutte d’eau enfermée dans une coquille très dure. Quand on le chauffe, l’eau pousse si fort qu’elle fait exploser la coquille : pop ! Et l’intérieur sort tout gonflé et blanc.',
      '6_to_8':
        'Le pop-corn se fait avec un maïs spécial, dont les grains ont une peau très dure et étanche. À l’intérieur, il y a de l’amidon, une sorte de farine, et un tout petit peu d’eau. Quand on chauffe le grain dans une casserole, l’eau se transforme en vapeur, mais elle ne peut pas sortir : elle pousse, pousse, de plus en plus fort. D’un coup, la peau craque avec un « pop », et l’amidon ramolli par la chaleur gonfle comme une mousse blanche qui durcit en refroidissant. Le grain saute même en l’air ! Les grains qui restent au fond n’avaient pas assez d’eau ou avaient une peau fendue.',
      '9_to_12':
        'Le pop-corn vient d’une variété de maïs particulière, le maïs à éclater. Chaque grain contient de l’amidon et environ 14 % d’eau, enfermés dans une enveloppe, le péricarpe, très dure et presque étanche. Quand on le chauffe, l’eau se transforme en vapeur, et la pression monte à l’intérieur jusqu’à environ 9 fois la pression de l’air. Vers 180 degrés, l’enveloppe cède brusquement. La vapeur s’échappe et l’amidon, devenu une pâte molle sous l’effet de la chaleur, gonfle d’un coup en une mousse qui se fige en refroidissant : le grain devient des dizaines de fois plus gros. En 2015, des chercheurs français ont filmé des grains au ralenti : le « pop » vient de la vapeur qui s’échappe, et le grain saute parce qu’une sorte de petite patte de mousse pousse contre la casserole. Le maïs ordinaire n’éclate pas bien, car son enveloppe laisse fuir la vapeur. Les humains mangent du pop-corn depuis longtemps : des restes retrouvés au Pérou ont plusieurs milliers d’années.',
      '13_plus':
        'Seule la variété Zea mays everta, le maïs à éclater, donne un vrai pop-corn, grâce à un péricarpe épais, riche en cellulose et très peu perméable, et à un albumen corné, à l’amidon dense. La teneur en eau idéale du grain se situe autour de 13 à 14 %. Au chauffage, l’eau se vaporise et la pression interne atteint près de 9 bars, tandis que l’amidon se gélatinise et devient visqueux. Autour de 180 °C, le péricarpe se rompt : la chute brutale de pression provoque la détente de la vapeur, qui expanse l’amidon en une mousse solide, aux alvéoles figées presque instantanément en refroidissant ; le volume peut être multiplié par 40 environ. En 2015, Emmanuel Virot et Alexandre Ponomarenko, à Grenoble, ont filmé l’éclatement à 2 900 images par seconde : ils ont montré que le bruit provient de la libération de la vapeur et non de la rupture de l’enveloppe, et qu’une excroissance d’amidon, comprimée contre le fond, fait rebondir le grain à la manière d’une jambe. Les grains qui n’éclatent pas sont trop secs ou ont un péricarpe fissuré qui laisse fuir la vapeur. La forme du pop-corn, en « papillon » ou en « champignon », dépend de la variété et intéresse les industriels du cinéma ou de l’enrobage. Des épis de maïs à éclater vieux de plus de 6 000 ans ont été découverts sur la côte du Pérou, preuve que les peuples d’Amérique connaissaient cette préparation bien avant l’arrivée des Européens. Le pop-corn de cinéma est devenu populaire aux États-Unis pendant la crise des années 1930, car c’était une friandise bon marché.',
    },
  },
  {
    id: 'fizzy-drinks-bubbles',
    title: 'Pourquoi il y a des bulles dans les boissons gazeuses ?',
    phrasings: [
      'pourquoi il y a des bulles dans les boissons gazeuses',
      'pourquoi le soda pétille',
      'pk le coca fait des bulles',
      'comment on met les bulles dans l’eau gazeuse',
      'pourquoi la limonade fait pschitt quand on l’ouvre',
      'pq les bulles montent dans le verre',
      'pourquoi le soda déborde quand on secoue la bouteille',
      'pourquoi le coca chaud pétille plus',
      'eau pétillante bulles',
      'pourquoi les bulles piquent la langue',
    ],
    answers: {
      up_to_5:
        'Dans la bouteille, on a caché un gaz invisible, bien serré dans la boisson. Quand tu ouvres, le gaz se libère et fait plein de petites bulles qui montent et qui chatouillent ta langue ! Ça pique un peu, parce qu’une partie du gaz devient un tout petit peu acide.',
      '6_to_8':
        'Les bulles sont faites d’un gaz qu’on appelle le gaz carbonique. À l’usine, on le pousse très fort dans la boisson, et on ferme vite la bouteille : le gaz reste caché, mélangé au liquide, un peu comme du sucre dissous. Quand tu ouvres, tu entends « pschitt » : la pression baisse d’un coup, et le gaz ressort petit à petit sous forme de bulles qui montent, car elles sont plus légères que l’eau. Si tu as secoué la bouteille, plein de bulles se forment en même temps et ça déborde ! Une boisson laissée ouverte ou tiède perd vite ses bulles, c’est pour ça qu’on la garde fermée et au frais. Et si le coca pique la langue, c’est qu’une partie du gaz se change en un peu d’acide dans ta bouche : ta langue le sent comme des picotements.',
      '9_to_12':
        'Les bulles des boissons gazeuses sont du dioxyde de carbone, ou gaz carbonique. À l’usine, on le dissout dans la boisson froide sous forte pression, puis on ferme la bouteille : tant qu’elle reste fermée, la pression à l’intérieur empêche le gaz de s’échapper. Quand tu l’ouvres, la pression chute, et le gaz dissous cherche à sortir. Il forme des bulles à partir de petits défauts : une rayure du verre, une poussière, une fibre. Les bulles grossissent en montant, car elles récupèrent du gaz en chemin. Plus la boisson est chaude, moins elle peut garder de gaz : c’est pourquoi un soda tiède perd ses bulles plus vite. En 1767, le chimiste anglais Joseph Priestley a inventé l’eau gazeuse en faisant passer du gaz carbonique dans de l’eau, et Johann Jacob Schweppe en a fait une industrie quelques années plus tard. Certaines eaux, comme celles de sources volcaniques, sont gazeuses naturellement. Le picotement sur la langue vient surtout d’un peu d’acide qui se forme quand le gaz se dissout.',
      '13_plus':
        'Les boissons gazeuses contiennent du dioxyde de carbone dissous, en général de 5 à 8 grammes par litre pour un soda. La quantité de gaz qu’un liquide peut dissoudre est proportionnelle à la pression du gaz au-dessus de lui, selon la loi de Henry, et diminue quand la température augmente. En usine, on sature donc la boisson refroidie sous plusieurs bars de pression avant de la boucher. À l’ouverture, la pression retombe à celle de l’atmosphère : le liquide est alors sursaturé et le gaz s’échappe. Les bulles ne se forment pas spontanément au milieu du liquide ; elles naissent sur des sites de nucléation, souvent de petites fibres de cellulose collées au verre, qui emprisonnent une poche d’air, comme l’a montré le physicien Gérard Liger-Belair en étudiant le champagne. Secouer la bouteille disperse dans le liquide de multiples microbulles qui servent de germes : à l’ouverture, le dégazage est explosif. Une partie du CO2 réagit avec l’eau pour former de l’acide carbonique, qui rend la boisson légèrement acide ; en 2009, des chercheurs ont montré qu’une enzyme, l’anhydrase carbonique, située sur les cellules gustatives de l’acide, participe à la perception du pétillant. Joseph Priestley a décrit en 1767 la fabrication d’eau gazeuse, et Johann Jacob Schweppe a lancé une production commerciale à Genève en 1783. Certaines eaux minérales sont naturellement gazeuses, chargées de CO2 d’origine volcanique en traversant les roches, et dans le champagne, le gaz provient de la fermentation en bouteille. Ce gaz avalé explique aussi les rots après un soda.',
    },
  },
  {
    id: 'mint-feels-cold',
    title: 'Pourquoi la menthe donne une sensation de froid ?',
    phrasings: [
      'pourquoi la menthe fait froid dans la bouche',
      'pourquoi la menthe rafraîchit',
      'pk le chewing-gum à la menthe fait froid',
      'pourquoi l’eau est glacée après un bonbon à la menthe',
      'pourquoi le dentifrice fait froid',
      'pq la menthe ça pique froid',
      'sensation de fraîcheur menthe',
      'menthol froid',
      'menthe fraîche bouche',
      'pourquoi quand je bois après avoir mâché un chewing-gum c’est froid',
    ],
    answers: {
      up_to_5:
        'La menthe contient un petit ingrédient qui fait une blague à ta bouche : il lui fait croire qu’il fait froid, alors que ce n’est pas vrai. Ta bouche n’est pas plus froide, mais tu as l’impression qu’il y a du vent dedans !',
      '6_to_8':
        'Dans ta bouche et sur ta peau, il y a de minuscules capteurs qui servent à sentir le froid. La menthe contient une substance, le menthol, qui sait allumer ces capteurs, comme si elle appuyait sur le bouton « froid ». Ton cerveau reçoit le message et croit que ta bouche se refroidit, alors que sa température n’a pas changé. Et si tu bois de l’eau juste après un chewing-gum à la menthe, les capteurs sont déjà tout excités : l’eau te paraît glacée ! C’est un peu le contraire du piment, qui fait croire à ta bouche qu’elle brûle.',
      '9_to_12':
        'La sensation de fraîcheur de la menthe vient du menthol, une molécule fabriquée par les feuilles de la plante. Les nerfs de ta bouche, de ton nez et de ta peau portent des capteurs de température, de petites portes qui s’ouvrent quand il fait frais, en dessous d’environ 25 degrés. Le menthol se fixe sur ces capteurs et les ouvre, même à la température de ton corps. Le nerf envoie alors au cerveau le même message que s’il faisait froid : c’est une illusion. Après un bonbon ou un dentifrice à la menthe, ces capteurs sont devenus plus sensibles, si bien qu’une gorgée d’eau, même tiède, paraît glaciale. C’est exactement le même genre de tour que joue le piment, qui allume lui les capteurs de chaleur. Le menthol est aussi utilisé dans des baumes et des pastilles, car la sensation de fraîcheur donne l’impression de mieux respirer ou de moins avoir mal.',
      '13_plus':
        'Le menthol est un alcool terpénique produit par la menthe poivrée et d’autres menthes. Il active TRPM8, un canal ionique présent sur les terminaisons de certains neurones sensitifs de la bouche, des muqueuses et de la peau, qui s’ouvre normalement lorsque la température descend en dessous d’environ 25 °C. Le récepteur a été identifié en 2002 par deux équipes, celle de David Julius et celle d’Ardem Patapoutian, précisément en utilisant le menthol, symétrique de la capsaïcine qui avait permis de découvrir le capteur de chaleur TRPV1. En se fixant sur TRPM8, le menthol abaisse son seuil d’activation : le canal s’ouvre à la température du corps, les neurones déchargent et le cerveau perçoit du froid, sans aucun refroidissement réel. Après exposition, ces récepteurs restent sensibilisés, ce qui explique qu’un liquide à température ordinaire paraisse glacé après un chewing-gum mentholé. Les fibres concernées passent notamment par le nerf trijumeau, et non par les cellules du goût : la fraîcheur est une sensation chimique, dite chémesthésique, comme le piquant du piment ou de la moutarde. Cette propriété est utilisée dans les dentifrices, les confiseries, les baumes et les crèmes contre les douleurs musculaires ou les démangeaisons, car l’activation de TRPM8 peut atténuer certains signaux douloureux. Le menthol ne dégage pas réellement les voies respiratoires, mais la fraîcheur perçue dans le nez donne l’impression de mieux respirer. À forte dose, le menthol devient irritant et peut même provoquer une sensation de brûlure.',
    },
  },
  {
    id: 'swallowed-chewing-gum',
    title: 'Est-ce que c’est grave d’avaler un chewing-gum ?',
    phrasings: [
      'est-ce que c’est grave d’avaler un chewing-gum',
      'j’ai avalé mon chewing-gum',
      'pk faut pas avaler le chewing gum',
      'est-ce que le chewing-gum reste 7 ans dans le ventre',
      'où va le chewing-gum quand on l’avale',
      'pq on peut pas avaler un chewing gum',
      'chewing-gum avalé danger',
      'avaler un chouingum',
      'de quoi est fait le chewing-gum',
      'qui a inventé le chewing-gum',
    ],
    answers: {
      up_to_5:
        'Si tu avales un chewing-gum par erreur, ce n’est pas grave : il traverse ton ventre et ressort dans ton caca quelques jours plus tard. Mais un chewing-gum, ça se mâche, ça ne s’avale pas, et les tout-petits ne doivent pas en avoir.',
      '6_to_8':
        'Avaler un chewing-gum de temps en temps, par accident, n’est pas dangereux. Ton ventre ne sait pas le digérer, c’est vrai, mais il ne reste pas collé dedans ! Il fait le même voyage que le reste de ta nourriture, et ressort dans ton caca au bout de quelques jours. L’histoire du chewing-gum qui reste sept ans dans le ventre est une légende. En revanche, avaler beaucoup de chewing-gums, souvent, peut former une boule qui bouche l’intestin, c’est très rare mais ça existe. Et les petits enfants peuvent s’étouffer avec : c’est pour ça qu’on n’en donne pas avant 5 ou 6 ans environ.',
      '9_to_12':
        'Un chewing-gum est fait d’une gomme à mâcher, de sucre ou d’édulcorants, et d’arômes. Le sucre et les arômes se dissolvent dans ta salive pendant que tu mâches, mais la gomme, elle, résiste : ton estomac et tes intestins ne possèdent pas les substances capables de la décomposer. Pourtant, elle ne reste pas dans ton ventre. Les muscles de ton tube digestif la poussent, comme le reste, et elle ressort dans les selles en quelques jours, à peu près intacte. La légende des « sept ans » est donc fausse. Les médecins ont seulement décrit de rares cas d’enfants qui avalaient plusieurs chewing-gums chaque jour, parfois avec d’autres objets, et chez qui une boule s’était formée et bouchait l’intestin. Autrefois, la gomme venait de la sève d’un arbre d’Amérique centrale, le sapotillier, que mâchaient déjà les Mayas. Le chewing-gum moderne a été commercialisé aux États-Unis dans les années 1870, puis rendu célèbre par William Wrigley. Aujourd’hui, la gomme est le plus souvent un mélange de matières synthétiques.',
      '13_plus':
        'Le chewing-gum se compose d’une base masticatoire, d’édulcorants ou de sucres, d’arômes et d’agents de texture. La base, autrefois issue de latex naturels comme le chiclé, la sève du sapotillier, est aujourd’hui le plus souvent faite de polymères synthétiques, comme le polyisobutylène ou l’acétate de polyvinyle, associés à des résines et des cires. Ces polymères ne sont pas attaqués par les enzymes digestives ni par l’acidité de l’estomac. Une fois avalée, la gomme se comporte donc comme une fibre non digestible : le péristaltisme la fait progresser le long du tube digestif et elle est éliminée dans les selles, en général en quelques jours. Le mythe selon lequel elle resterait sept ans dans l’estomac n’a aucun fondement. En 1998, des médecins américains ont néanmoins décrit des cas d’enfants qui avalaient quotidiennement de grandes quantités de chewing-gum, parfois avec des pièces ou des graines, et chez qui s’était formé un bézoard, un amas obstruant l’intestin. La mastication de gomme est très ancienne : les Mayas et les Aztèques mâchaient du chiclé, et des morceaux de brai de bouleau portant des empreintes de dents, vieux de plusieurs milliers d’années, ont été retrouvés en Europe du Nord. L’Américain Thomas Adams commercialise le chiclé comme gomme à mâcher dans les années 1870, et William Wrigley en fait un produit de masse à partir des années 1890. Les chewing-gums sans sucre, sucrés aux polyols comme le xylitol, peuvent stimuler la salive et réduire le risque de caries, mais en excès ces polyols ont un effet laxatif. Jetés par terre, les chewing-gums posent enfin un vrai problème de propreté des rues, car ils ne se dégradent pas.',
    },
  },
  {
    id: 'apple-turns-brown',
    title: 'Pourquoi la pomme devient marron quand on la coupe ?',
    phrasings: [
      'pourquoi la pomme devient marron quand on la coupe',
      'pourquoi la pomme noircit',
      'pk ma pomme est devenue marron',
      'pourquoi la banane devient noire',
      'pourquoi l’avocat devient marron',
      'pq la pomme croquée change de couleur',
      'comment empêcher la pomme de brunir',
      'pomme coupée qui brunit',
      'est-ce qu’on peut manger une pomme marron',
      'pomme oxydée',
    ],
    answers: {
      up_to_5:
        'Quand tu coupes une pomme, l’intérieur touche l’air pour la première fois. L’air et le jus de la pomme se mélangent et font une couleur marron, mais la pomme est toujours bonne à manger !',
      '6_to_8':
        'Quand la pomme est entière, sa peau la protège comme un manteau. Mais quand tu la coupes ou que tu la croques, tu abîmes de minuscules petits sacs à l’intérieur du fruit, et leur contenu se mélange avec l’air. Une substance de la pomme réagit alors avec l’oxygène de l’air et fabrique une couleur marron. Ce n’est pas de la pourriture : la pomme se mange très bien ! Pour qu’elle reste claire plus longtemps, tu peux mettre un peu de jus de citron dessus ou la garder au frais. La banane, l’avocat et la pomme de terre épluchée brunissent pour la même raison.',
      '9_to_12':
        'Ce brunissement est une réaction chimique appelée oxydation enzymatique. Les cellules de la pomme contiennent, d’un côté, des substances appelées polyphénols, et de l’autre, une enzyme, la polyphénol oxydase, rangées dans des compartiments séparés. Quand tu coupes ou croques la pomme, tu déchires ces cellules : l’enzyme rencontre les polyphénols et l’oxygène de l’air. Elle les transforme alors en nouvelles molécules qui s’assemblent en pigments bruns, de la même famille que la mélanine qui colore notre peau. Pour ralentir la réaction, on peut ajouter du jus de citron, dont l’acidité et la vitamine C freinent l’enzyme, mettre le fruit au frais, ou le couvrir d’eau pour le priver d’air. La cuisson détruit l’enzyme, c’est pourquoi une compote ne noircit pas de la même façon. Certaines variétés de pommes brunissent moins que d’autres, car elles contiennent moins de polyphénols. On pense que chez la plante, cette réaction sert à se défendre contre les insectes et les microbes là où le fruit est blessé.',
      '13_plus':
        'Le brunissement des fruits et légumes coupés est un brunissement enzymatique. Les polyphénol oxydases, des enzymes contenant du cuivre, sont stockées dans les plastes des cellules, tandis que leurs substrats, des composés phénoliques comme l’acide chlorogénique ou les catéchines, se trouvent surtout dans la vacuole. La découpe, le choc ou la mastication rompent ces compartiments : en présence d’oxygène, l’enzyme oxyde les phénols en quinones, molécules très réactives qui se polymérisent spontanément en pigments bruns, les mélanines. On pense que ce mécanisme protège la plante blessée, les quinones étant toxiques pour certains microbes et insectes. La vitesse de brunissement dépend de la variété, de la maturité et de la température. Pour la limiter, on joue sur chaque ingrédient de la réaction : l’acide citrique abaisse le pH en dessous de l’optimum de l’enzyme, l’acide ascorbique, la vitamine C, réduit les quinones avant qu’elles ne polymérisent, le froid ralentit l’enzyme, l’eau ou un emballage limitent l’oxygène, et le blanchiment à la chaleur détruit l’enzyme. L’industrie utilise aussi des sulfites, réglementés car ils peuvent provoquer des réactions chez certaines personnes. En 2015, une pomme génétiquement modifiée pour produire moins de polyphénol oxydase a été autorisée aux États-Unis. Ce brunissement n’a rien à voir avec la réaction de Maillard de la cuisson, et il est recherché dans d’autres cas : c’est lui qui donne leur couleur au thé noir et aux fèves de cacao fermentées.',
    },
  },
  {
    id: 'how-butter-is-made',
    title: 'Comment on fabrique le beurre ?',
    phrasings: [
      'comment on fabrique le beurre',
      'comment on fait le beurre',
      'de quoi est fait le beurre',
      'pk le beurre est jaune',
      'comment le lait devient du beurre',
      'pq le beurre est fait avec de la crème',
      'fabrication du beurre baratte',
      'faire du beurre maison en secouant la crème',
      'c’est quoi le babeurre',
      'comment on fabrique la crème',
    ],
    answers: {
      up_to_5:
        'Le beurre, c’est la crème du lait qu’on secoue très, très longtemps. À force d’être secouées, les petites gouttes de gras se collent ensemble et forment une boule jaune : le beurre !',
      '6_to_8':
        'Le lait contient de toutes petites gouttes de gras. Si on laisse reposer du lait frais, sortant de la vache, ces gouttes montent à la surface et forment la crème. Pour faire du beurre, on bat cette crème très longtemps dans une machine qui tourne, la baratte. À force d’être secouées, les gouttes de gras se cognent, se collent les unes aux autres et forment des grains de beurre, qui se séparent d’un liquide, le babeurre. On lave le beurre, on le pétrit, on ajoute parfois du sel, et c’est prêt ! Tu peux essayer à la maison : secoue de la crème bien froide dans un bocal fermé pendant une dizaine de minutes.',
      '9_to_12':
        'Le beurre est fait à partir de la crème, la partie la plus grasse du lait. Autrefois, on laissait le lait reposer pour que la crème remonte à la surface ; aujourd’hui, une machine qui tourne très vite, l’écrémeuse, sépare la crème du lait en quelques secondes. La crème est ensuite refroidie, et souvent ensemencée avec des bactéries qui lui donnent plus de goût. Puis on la bat dans une baratte. Dans la crème, le gras forme de minuscules gouttes entourées d’une fine enveloppe. Le battage déchire ces enveloppes, et les gouttes de gras se collent entre elles jusqu’à former des grains de beurre, qui se séparent d’un liquide appelé babeurre. On lave et on malaxe les grains pour obtenir une pâte lisse, qu’on peut saler. Il faut environ 20 litres de lait pour faire un kilo de beurre. Sa couleur jaune vient du carotène de l’herbe mangée par les vaches : le beurre est plus jaune au printemps et en été, quand elles sont au pré.',
      '13_plus':
        'Le lait est une émulsion de matière grasse dans l’eau : les lipides y forment des globules de quelques micromètres, entourés d’une membrane de phospholipides et de protéines. La fabrication du beurre consiste à inverser cette émulsion. On sépare d’abord la crème, qui contient environ 35 à 40 % de matière grasse, par centrifugation, un procédé rendu industriel par l’écrémeuse centrifuge, inventée par le Suédois Gustaf de Laval en 1878. La crème est pasteurisée, puis souvent maturée avec des bactéries lactiques qui produisent des arômes, comme le diacétyle, au goût typique de beurre. Au barattage, l’agitation incorpore de l’air et les chocs mécaniques rompent les membranes des globules : la graisse libérée soude les globules entre eux, jusqu’à former des grains de beurre, tandis que le babeurre, la phase aqueuse, est évacué. Le malaxage disperse enfin de fines gouttelettes d’eau dans la graisse : le beurre est devenu une émulsion d’eau dans la matière grasse. La réglementation européenne impose au beurre au moins 82 % de matière grasse et au plus 16 % d’eau. Il faut de l’ordre de 20 à 22 litres de lait pour produire un kilo de beurre. La couleur jaune provient du bêta-carotène des fourrages verts, d’où des beurres plus pâles en hiver ; les beurres de chèvre ou de bufflonne sont presque blancs, car ces animaux transforment le carotène en vitamine A. La margarine, inventée en 1869 par le Français Hippolyte Mège-Mouriès pour répondre à un concours lancé sous Napoléon III, était destinée à remplacer le beurre, alors cher et rare.',
    },
  },
  {
    id: 'egg-hardens-when-cooked',
    title: 'Pourquoi l’œuf devient dur quand on le cuit ?',
    phrasings: [
      'pourquoi l’œuf devient dur quand on le cuit',
      'pourquoi l’oeuf durcit dans l’eau bouillante',
      'pk le blanc d’œuf devient blanc',
      'pourquoi le blanc d’oeuf est transparent puis blanc',
      'comment on fait un œuf dur',
      'pq l’œuf à la coque est coulant',
      'pourquoi on peut pas décuire un œuf',
      'œuf dur combien de minutes',
      'pourquoi le jaune d’œuf dur est vert autour',
      'oeuf cuit qui durcit',
    ],
    answers: {
      up_to_5:
        'Dans l’œuf, il y a de toutes petites pelotes de laine invisibles. Quand on le chauffe, elles se déroulent et s’emmêlent toutes ensemble, alors l’œuf devient dur et le blanc devient vraiment blanc.',
      '6_to_8':
        'Le blanc d’œuf est fait surtout d’eau et de protéines, de minuscules morceaux roulés en boule, comme des pelotes de laine. Quand l’œuf chauffe, ces pelotes se déroulent, puis s’accrochent les unes aux autres comme des fils emmêlés. Elles forment alors un filet solide qui emprisonne l’eau : le blanc transparent devient blanc et ferme. Le jaune durcit un peu plus tard, parce qu’il lui faut plus de chaleur. C’est pour ça qu’un œuf à la coque, cuit 3 minutes, a un jaune coulant, alors qu’un œuf dur cuit environ 10 minutes. Et une fois cuit, impossible de revenir en arrière : les fils ne se démêlent plus !',
      '9_to_12':
        'Le blanc d’œuf contient environ 90 % d’eau et 10 % de protéines, surtout l’ovalbumine. Chaque protéine est une longue chaîne repliée sur elle-même en une petite pelote, qui flotte dans l’eau : c’est pour ça que le blanc cru est liquide et transparent. Quand on chauffe, l’agitation des molécules casse les liaisons fragiles qui maintiennent les pelotes repliées : les protéines se déplient, c’est la dénaturation. Dépliées, elles s’accrochent entre elles et forment un réseau serré qui retient l’eau, c’est la coagulation. Ce réseau dévie la lumière, et le blanc devient blanc et opaque. Le blanc commence à prendre vers 62 degrés, le jaune un peu plus haut, vers 65 à 70 degrés. C’est pourquoi un œuf à la coque, cuit 3 minutes environ, a un blanc pris et un jaune coulant, tandis qu’un œuf dur demande environ 9 à 10 minutes. La réaction est irréversible : on ne peut pas « décuire » un œuf. Trop cuit, le jaune se couvre d’un cercle verdâtre, dû au soufre du blanc et au fer du jaune, sans danger.',
      '13_plus':
        'La cuisson de l’œuf illustre la dénaturation et la coagulation des protéines. Le blanc, ou albumen, contient environ 88 à 90 % d’eau et une dizaine de pour cent de protéines, dont l’ovalbumine, majoritaire, l’ovotransferrine et le lysozyme. À l’état natif, chacune possède une structure tridimensionnelle précise, repliée et maintenue par des liaisons faibles, liaisons hydrogène et interactions hydrophobes, et par quelques ponts disulfure. L’élévation de température rompt ces liaisons faibles : les chaînes se déplient et exposent leurs parties hydrophobes, qui s’associent à celles des protéines voisines ; de nouveaux ponts disulfure se forment. Il en résulte un gel, un réseau tridimensionnel qui emprisonne l’eau et diffuse la lumière, d’où l’opacité. Chaque protéine ayant sa propre température de dénaturation, le blanc commence à prendre vers 62 °C, grâce à l’ovotransferrine, et ne devient ferme que vers 80 °C avec l’ovalbumine, tandis que le jaune épaissit vers 65 à 70 °C : c’est ce qui permet les cuissons « à basse température » recherchées par les chefs. Le processus est irréversible à l’échelle de la cuisine, même si des chimistes ont réussi en 2015 à redéplier partiellement certaines protéines d’un blanc cuit grâce à un appareil à tourbillon, un travail récompensé par un prix Ig Nobel. Une cuisson prolongée libère du sulfure d’hydrogène du blanc, qui réagit avec le fer du jaune pour former du sulfure de fer verdâtre, inoffensif. Le chimiste Hervé This, fondateur de la gastronomie moléculaire, a popularisé en France l’étude scientifique de ces phénomènes. Enfin, bien cuire les œufs, surtout pour les jeunes enfants et les personnes fragiles, élimine le risque de salmonelles.',
    },
  },
  {
    id: 'where-sugar-comes-from',
    title: 'D’où vient le sucre ?',
    phrasings: [
      'd’où vient le sucre',
      'comment on fabrique le sucre',
      'de quoi est fait le sucre',
      'pk le sucre est blanc',
      'c’est quoi la canne à sucre',
      'sucre de betterave',
      'pq le sucre roux est marron',
      'fabrication du sucre en morceaux',
      'd où vient le sucre en poudre',
      'qui a inventé le sucre',
    ],
    answers: {
      up_to_5:
        'Le sucre vient de plantes ! Il y a une grande herbe qui pousse dans les pays chauds, la canne à sucre, et une grosse racine blanche, la betterave. On les écrase pour sortir leur jus sucré, puis on le sèche pour faire des petits grains de sucre.',
      '6_to_8':
        'Le sucre qu’on met dans les gâteaux vient de deux plantes. La canne à sucre est une grande herbe, plus haute qu’un adulte, qui pousse dans les pays chauds ; sa tige est remplie d’un jus sucré. La betterave sucrière est une grosse racine blanche qui pousse dans les champs, en France par exemple. À l’usine, on coupe ou on écrase ces plantes pour récupérer leur jus, puis on le fait chauffer pour que l’eau s’en aille. Il reste un sirop épais, dans lequel se forment de petits cristaux : c’est le sucre ! Le sucre roux garde un peu du sirop brun de la canne, alors que le sucre blanc a été nettoyé davantage.',
      '9_to_12':
        'Le sucre de table, le saccharose, est fabriqué par les plantes grâce à la photosynthèse, à partir de la lumière du soleil, de l’eau et du gaz carbonique. Deux plantes en stockent beaucoup : la canne à sucre, une graminée géante des pays tropicaux qui peut dépasser 4 mètres, et la betterave sucrière, cultivée dans les régions tempérées, dont la racine contient environ 16 à 18 % de sucre. Environ 80 % du sucre mondial vient de la canne, le reste de la betterave ; la France est l’un des premiers producteurs de sucre de betterave au monde. À l’usine, on broie la canne ou on découpe la betterave en lamelles qu’on trempe dans l’eau chaude pour extraire le jus. On le purifie, puis on le fait bouillir pour évaporer l’eau, jusqu’à former des cristaux qu’on sépare du sirop restant, la mélasse. Le sucre roux garde un peu de mélasse, d’où sa couleur et son goût. La canne à sucre vient de Nouvelle-Guinée, et c’est en Inde qu’on a appris à faire des cristaux de sucre. Pendant longtemps, le sucre a été rare et très cher en Europe.',
      '13_plus':
        'Le sucre de table est du saccharose, une molécule formée d’un glucose et d’un fructose, que les plantes synthétisent par photosynthèse et utilisent pour transporter et stocker l’énergie. Deux espèces sont exploitées industriellement : la canne à sucre, Saccharum officinarum et ses hybrides, domestiquée en Nouvelle-Guinée il y a environ 8 000 à 10 000 ans, et la betterave sucrière, Beta vulgaris, qui fournit environ un cinquième de la production mondiale. C’est en Inde, il y a plus de 1 500 ans, qu’on a appris à cristalliser le jus de canne, et le mot « sucre » vient d’ailleurs du sanskrit « sharkara », par l’arabe. Le sucre est longtemps resté en Europe une épice de luxe ; sa production de masse dans les Antilles et au Brésil, du XVIe au XIXe siècle, a reposé sur le travail forcé de millions de personnes réduites en esclavage, une page sombre de son histoire. En 1747, le chimiste allemand Andreas Marggraf découvre que la betterave contient le même sucre que la canne, et pendant le blocus continental, en 1812, Napoléon encourage la production industrielle du sucre de betterave en France, où Benjamin Delessert met au point un procédé rentable. Le procédé actuel comprend l’extraction du jus, par broyage de la canne ou diffusion de cossettes de betterave dans l’eau chaude, son épuration à la chaux et au gaz carbonique, sa concentration par évaporation, puis la cristallisation sous vide et la séparation des cristaux par centrifugation. Le sirop résiduel, la mélasse, sert à produire du rhum, de l’alcool ou de l’aliment pour bétail. Le sucre roux de canne conserve une partie de cette mélasse, mais sa valeur nutritionnelle reste très proche de celle du sucre blanc. Le sucre en morceaux a été inventé vers 1843 en Moravie, par Jakub Kryštof Rad.',
    },
  },
];
