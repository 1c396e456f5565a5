import type { Topic } from '../topic.js';

/** The body's everyday puzzles that children ask about (decision 0026, the fifth and sixth rounds read). */
export const bodyQuestionTopics: Topic[] = [
  {
    id: 'blushing',
    title: 'Pourquoi on rougit quand on a honte ?',
    phrasings: [
      'pourquoi on rougit',
      'pourquoi on rougit quand on a honte',
      'pourquoi on devient tout rouge quand on a honte',
      'pk je deviens rouge quand je suis gêné',
      'rougir',
      'pourquoi j ai les joues rouges quand on se moque de moi',
      'pourquoi je deviens tout rouge quand on me parle devant tout le monde',
    ],
    answers: {
      up_to_5:
        'Quand tu es gêné ou timide, ton cœur bat plus vite et envoie plus de sang dans tes joues. Alors elles deviennent toutes rouges ! Ça arrive à tout le monde et ça passe vite.',
      '6_to_8':
        'Quand tu as honte ou que tu es gêné, ton corps réagit tout seul, sans que tu le décides. Il fabrique un peu d’adrénaline, qui fait battre ton cœur plus vite et ouvre grand les petits tuyaux de sang sous la peau du visage. Plus de sang passe dans tes joues, et elles deviennent rouges et chaudes. On ne peut pas empêcher de rougir, mais ce n’est pas grave du tout : c’est même un signe que tu fais attention aux autres.',
      '9_to_12':
        'Rougir est une réaction automatique du corps, que tu ne peux pas commander. Quand tu te sens gêné, observé ou pris en faute, ton système nerveux libère de l’adrénaline. Elle accélère le cœur et dilate les petits vaisseaux sanguins du visage, du cou et parfois des oreilles, qui sont nombreux et proches de la peau. Le sang y afflue, et la peau devient rouge et chaude. Plus on pense « pourvu que je ne rougisse pas », plus on rougit, car l’inquiétude entretient la réaction. Les scientifiques pensent que rougir a une utilité : ça montre aux autres qu’on regrette ou qu’on tient à leur avis, ce qui aide à se faire pardonner et à rester amis.',
      '13_plus':
        'Le rougissement est une réaction du système nerveux autonome, donc involontaire. Dans une situation de gêne, de honte ou d’attention sociale soudaine, le système nerveux sympathique libère de l’adrénaline ; sur le visage, elle provoque une dilatation des veines et des petits vaisseaux, alors qu’ailleurs elle les resserre plutôt. Le visage, le cou et le haut de la poitrine, très irrigués et proches de la surface, se colorent et chauffent. Darwin voyait dans le rougissement « la plus humaine des expressions », car il suppose de se soucier du regard des autres. Des études suggèrent qu’il sert de signal d’apaisement : une personne qui rougit après une maladresse est jugée plus sincère et plus sympathique. La peur de rougir peut entretenir un cercle vicieux d’anxiété, l’éreutophobie ; accepter la réaction plutôt que lutter contre elle la rend en général moins forte.',
    },
  },
  {
    id: 'shivering',
    title: 'Pourquoi on tremble quand on a froid ?',
    phrasings: [
      'pourquoi on tremble quand on a froid',
      'pourquoi on grelotte',
      'pk je tremble de froid',
      'grelotter',
      'pourquoi mes dents claquent quand j ai froid',
      'pourquoi on frissonne',
    ],
    answers: {
      up_to_5:
        'Quand tu as froid, tes muscles se mettent à bouger tout seuls, très vite. En bougeant, ils fabriquent de la chaleur pour te réchauffer. C’est ton corps qui fait son propre petit chauffage !',
      '6_to_8':
        'Ton corps aime rester à la même température, autour de 37 degrés. Quand il a trop froid, ton cerveau donne un ordre à tes muscles : se serrer et se relâcher très vite, plein de fois par seconde. C’est ça, trembler ou grelotter. Chaque fois qu’un muscle travaille, il produit de la chaleur, un peu comme quand tu cours et que tu as chaud. Même tes dents peuvent claquer, parce que les muscles de ta mâchoire tremblent aussi. Dès que tu te couvres, les tremblements s’arrêtent.',
      '9_to_12':
        'Le corps humain garde sa température autour de 37 °C, et une petite zone du cerveau, l’hypothalamus, joue le rôle de thermostat. Quand la peau et le sang se refroidissent, il déclenche plusieurs défenses. D’abord, les vaisseaux de la peau se resserrent pour garder la chaleur à l’intérieur, ce qui rend les mains et les lèvres plus pâles. Ensuite viennent les frissons : les muscles se contractent et se relâchent très vite, sans que tu le décides. Ces mouvements ne servent à rien d’autre qu’à brûler de l’énergie, et presque toute cette énergie devient de la chaleur. Grelotter peut multiplier par plusieurs fois la chaleur produite au repos. C’est efficace, mais fatigant : mieux vaut mettre un pull !',
      '13_plus':
        'Le frisson thermique est l’un des mécanismes de la thermorégulation, pilotée par l’hypothalamus, qui compare la température du corps à une valeur de consigne proche de 37 °C. Face au froid, la première réponse est la vasoconstriction cutanée, qui limite les pertes de chaleur par la peau. Si elle ne suffit pas, l’hypothalamus commande des contractions rapides et désynchronisées des muscles squelettiques, environ dix par seconde : le frisson. Comme ces contractions ne produisent pas de mouvement utile, l’énergie chimique consommée est presque entièrement dissipée en chaleur, ce qui peut multiplier par trois à cinq la production de chaleur au repos. Les nourrissons, qui frissonnent peu, utilisent surtout la graisse brune, un tissu capable de produire de la chaleur directement. La fièvre déclenche aussi des frissons : la consigne de l’hypothalamus étant relevée, le corps se sent « trop froid » et se réchauffe. Si l’on cesse de frissonner en restant au froid, c’est un signe d’hypothermie grave.',
    },
  },
  {
    id: 'body-hair',
    title: 'Pourquoi on a des poils sur les bras ?',
    phrasings: [
      'pourquoi on a des poils sur les bras',
      'pourquoi on a des poils',
      'pk j ai des poils sur les jambes',
      'à quoi servent les poils',
      'pourquoi les poils',
      'pourquoi on a des poils partout',
    ],
    answers: {
      up_to_5:
        'Tes petits poils sur les bras sont là depuis que tu es tout petit. Ils sentent quand quelque chose te touche, comme une petite fourmi. Tout le monde en a, c’est normal !',
      '6_to_8':
        'Presque toute notre peau est couverte de poils, souvent si fins et si clairs qu’on les voit à peine. Il y a très longtemps, les ancêtres des humains avaient beaucoup plus de poils, comme les singes, pour se tenir chaud. Nos poils ont rétréci, mais ils servent encore : ils sentent le moindre frôlement, comme un insecte qui se pose sur ton bras, et ils se dressent quand tu as froid, ça fait la chair de poule. Les sourcils et les cils, eux, protègent tes yeux.',
      '9_to_12':
        'Les humains ont à peu près autant de follicules pileux, les petits trous d’où poussent les poils, que les chimpanzés. La différence, c’est que la plupart de nos poils sont très fins, courts et clairs : on les appelle le duvet. Il y a des centaines de milliers d’années, nos ancêtres ont perdu leur fourrure épaisse, peut-être pour mieux transpirer et se rafraîchir en courant sous le soleil d’Afrique. Les poils qui restent ont des rôles : chacun est relié à un nerf, ce qui en fait un détecteur de contact très sensible ; un petit muscle peut le redresser quand on a froid ou peur, c’est la chair de poule. Les sourcils et les cils protègent les yeux de la sueur et de la poussière. À la puberté, de nouveaux poils plus épais apparaissent, sous les bras ou sur les jambes, sous l’effet des hormones.',
      '13_plus':
        'La pilosité humaine est plus discrète que celle des autres primates non par le nombre de follicules, comparable, mais par leur nature : la plupart produisent un duvet fin et peu pigmenté, le poil vellus. La perte de la fourrure chez les ancêtres du genre Homo reste débattue ; l’hypothèse la plus citée la relie à la thermorégulation par la sueur, indispensable pour des chasseurs-cueilleurs actifs en savane, d’autres évoquent la lutte contre les parasites. Les poils gardent des fonctions. Chaque follicule est entouré de terminaisons nerveuses : le poil agit comme un levier qui amplifie le moindre contact. Le muscle arrecteur redresse le poil sous l’effet du froid ou de l’émotion, vestige d’un réflexe qui gonflait la fourrure. Les sourcils détournent la sueur, les cils déclenchent le clignement, et les poils du nez filtrent l’air. À la puberté, les androgènes transforment une partie du duvet en poils terminaux, épais et pigmentés, aux aisselles, au pubis et, selon les personnes, sur le visage, le torse ou les membres. Leur quantité dépend surtout de l’hérédité.',
    },
  },
  {
    id: 'baldness',
    title: 'Pourquoi certains papis n’ont plus de cheveux ?',
    phrasings: [
      'pourquoi papi il a plus de cheveux',
      'pourquoi on devient chauve',
      'pk les vieux sont chauves',
      'chauve',
      'calvitie',
      'pourquoi papa perd ses cheveux',
    ],
    answers: {
      up_to_5:
        'Les cheveux poussent, tombent et repoussent tout le temps. Chez certains grands, surtout des papas et des papis, ils finissent par ne plus repousser. Ce n’est pas une maladie, et ça ne fait pas mal.',
      '6_to_8':
        'Chaque cheveu pousse pendant quelques années, puis il tombe, et un nouveau pousse à sa place. Chez beaucoup d’hommes, en vieillissant, certains cheveux repoussent de plus en plus fins, puis plus du tout, souvent sur le dessus de la tête et sur le front. C’est ça, devenir chauve. Ça vient surtout de la famille : si le papi et le papa sont chauves, le fils a des chances de l’être aussi. Et c’est curieux : en vieillissant, les poils des oreilles, du nez et des sourcils, eux, poussent souvent plus longs qu’avant. Ce n’est pas une maladie, ça ne fait pas mal, et on reste le même, avec ou sans cheveux !',
      '9_to_12':
        'Tu as environ 100 000 cheveux, et chacun vit quelques années avant de tomber pour laisser la place à un nouveau : on en perd normalement 50 à 100 par jour sans s’en apercevoir. La calvitie la plus fréquente touche surtout les hommes. Elle dépend de deux choses : l’hérédité, c’est-à-dire ce qu’on reçoit de ses parents, et une hormone masculine. Chez les personnes sensibles, cette hormone fait rétrécir peu à peu les racines des cheveux du dessus du crâne. Les cheveux repoussent plus fins et plus courts, jusqu’à ne plus sortir. Les cheveux des côtés et de la nuque, moins sensibles, restent. Les femmes peuvent aussi avoir des cheveux plus clairsemés en vieillissant, mais plus rarement une vraie calvitie.',
      '13_plus':
        'La forme la plus courante de calvitie est l’alopécie androgénétique. Elle touche une majorité d’hommes à un degré ou un autre avec l’âge, et une partie des femmes, sous une forme plus diffuse. Le cycle normal du cheveu alterne une phase de croissance de deux à six ans, une courte phase de transition et une phase de repos avant la chute. Chez les personnes génétiquement prédisposées, la dihydrotestostérone, dérivée de la testostérone, agit sur les follicules du sommet et des tempes : la phase de croissance raccourcit à chaque cycle et le follicule se miniaturise, produisant des cheveux de plus en plus fins jusqu’à ne plus rien produire. Les follicules de la couronne et de la nuque y sont peu sensibles, ce qui explique la forme typique en fer à cheval. L’hérédité vient des deux côtés de la famille. D’autres chutes de cheveux existent, passagères (après une fièvre, un stress, un accouchement) ou liées à des maladies, et relèvent d’un avis médical.',
    },
  },
  {
    id: 'looking-like-parents',
    title: 'Pourquoi on ressemble à ses parents ?',
    phrasings: [
      'pourquoi je ressemble à papa',
      'pourquoi on ressemble à ses parents',
      'pk je ressemble à maman',
      'pourquoi les enfants ressemblent aux parents',
      'c est quoi les gènes',
      'pourquoi j ai les yeux de papa',
    ],
    answers: {
      up_to_5:
        'Un bébé est fait avec un petit bout de papa et un petit bout de maman. Dans ces petits bouts, il y a comme une recette pour fabriquer le corps. C’est pour ça que tu as un peu de chacun, comme les yeux de l’un et le nez de l’autre !',
      '6_to_8':
        'Dans chaque petite partie de ton corps, il y a un mode d’emploi qui dit comment te fabriquer : la couleur de tes yeux, la forme de ton nez, tes cheveux bouclés ou raides. Ce mode d’emploi s’appelle les gènes. Tu as reçu la moitié de tes gènes de ta maman et l’autre moitié de ton papa. Alors tu peux avoir les yeux de l’un et le sourire de l’autre, et parfois ressembler plus à l’un des deux. Les frères et sœurs reçoivent chacun un mélange différent : c’est pour ça qu’ils ne sont pas pareils. Les enfants adoptés, eux, ressemblent souvent à leur famille par leurs gestes, leurs mots et leurs rires.',
      '9_to_12':
        'Ton corps est fait de milliards de cellules, et chacune contient une longue molécule, l’ADN, qui porte des instructions : les gènes. Ils influencent la couleur des yeux, des cheveux, la taille, la forme du visage. À ta conception, tu as reçu la moitié de tes gènes de ta mère et la moitié de ton père, tirés au hasard parmi les leurs. Pour beaucoup de traits, les deux versions reçues se combinent ; pour d’autres, une version l’emporte sur l’autre. Voilà pourquoi on peut ressembler plus à l’un de ses parents, à un grand-parent, ou avoir un trait que ni papa ni maman ne montrent. Les frères et sœurs reçoivent chacun un mélange différent, sauf les vrais jumeaux, qui ont les mêmes gènes. Mais on ne ressemble pas seulement par les gènes : la manière de parler, de rire ou de bouger s’apprend aussi en vivant ensemble.',
      '13_plus':
        'La ressemblance familiale repose sur l’hérédité. L’ADN de chaque cellule est réparti en 23 paires de chromosomes ; pour chaque paire, un chromosome vient de la mère et l’autre du père. Lors de la formation des ovules et des spermatozoïdes, les chromosomes de chaque parent sont redistribués et mélangés (brassage et recombinaison), si bien que chaque enfant reçoit une combinaison unique, sauf les jumeaux monozygotes. Un même gène existe sous plusieurs versions, les allèles ; certains sont dominants, d’autres récessifs, ce qui explique qu’un trait puisse « sauter » une génération. La plupart des caractères visibles, comme la taille ou la couleur des yeux, dépendent cependant de nombreux gènes à la fois et de l’environnement (alimentation, santé), ce qui rend les prédictions simples souvent fausses. Enfin, une partie de la ressemblance est apprise : expressions, accent, gestes se transmettent par l’imitation, y compris dans les familles adoptives.',
    },
  },
  {
    id: 'humans-no-tail',
    title: 'Pourquoi les humains n’ont pas de queue ?',
    phrasings: [
      'pourquoi les humains ont pas de queue',
      'pourquoi on a pas de queue comme les singes',
      'pk on a plus de queue',
      'pourquoi on n’a pas de queue',
      'est ce que les hommes avaient une queue avant',
      'le coccyx c est quoi',
    ],
    answers: {
      up_to_5:
        'Les humains n’ont pas de queue, comme les gorilles et les chimpanzés, qui n’en ont pas non plus. En bas de ton dos, il y a juste un tout petit os, le coccyx. C’est tout ce qui reste d’une queue d’il y a très, très longtemps !',
      '6_to_8':
        'Il y a des millions d’années, les ancêtres des singes et des humains avaient une queue. Puis certains sont devenus les grands singes, comme les gorilles, les chimpanzés et nous, et ils ont perdu leur queue. Nous marchons debout et nous n’avons pas besoin d’une queue pour nous tenir aux branches. Mais tu as gardé un souvenir : en bas de ton dos, un petit os appelé le coccyx. Et avant de naître, quand il était tout petit dans le ventre de sa maman, chaque bébé avait une minuscule queue, qui disparaît avant la naissance !',
      '9_to_12':
        'Tous les singes n’ont pas de queue : les grands singes, comme les gorilles, les chimpanzés, les orangs-outans, et les humains, n’en ont pas. Nos ancêtres communs l’ont perdue il y a environ 25 millions d’années. Des chercheurs ont découvert en 2024 un changement dans un gène qui, chez les grands singes et chez nous, empêche la queue de se développer. Pourquoi ce changement s’est gardé ? On n’en est pas sûr : sans queue, ces singes plus lourds se déplaçaient peut-être mieux dans les arbres en se tenant droits. Il nous en reste des traces : le coccyx, quatre petites vertèbres soudées en bas de la colonne, et une petite queue visible chez l’embryon pendant quelques semaines, qui disparaît ensuite.',
      '13_plus':
        'La queue a disparu dans la lignée des hominoïdes, qui regroupe les gibbons, les grands singes et l’humain, il y a environ 25 millions d’années. Une étude publiée en 2024 a identifié une insertion d’élément mobile dans le gène TBXT, propre aux hominoïdes, qui modifie la façon dont ce gène est lu ; chez des souris portant une modification comparable, la queue est absente ou raccourcie, ce qui en fait un candidat sérieux pour expliquer cette perte. Son avantage éventuel reste débattu : la perte de la queue coïncide avec une locomotion plus verticale dans les arbres, puis, chez nos ancêtres, avec la bipédie. L’embryon humain présente une queue vers la cinquième semaine de développement ; elle régresse par mort cellulaire programmée, laissant le coccyx, formé de trois à cinq vertèbres soudées, qui sert d’ancrage à des muscles et des ligaments du bassin. Des naissances avec un appendice caudal sont rarissimes et ne contiennent en général pas de vertèbres.',
    },
  },
  {
    id: 'humans-cant-fly',
    title: 'Pourquoi les humains ne peuvent pas voler ?',
    phrasings: [
      'pourquoi on peut pas voler',
      'pourquoi on peut pas voler comme superman',
      'pk les humains volent pas',
      'pourquoi on vole pas comme les oiseaux',
      'pourquoi on peut pas voler avec les bras',
      'pourquoi on a pas d ailes',
    ],
    answers: {
      up_to_5:
        'Pour voler, il faut des ailes et un corps très léger, comme les oiseaux. Toi, tu as des bras et des jambes, parfaits pour courir, grimper et faire des câlins ! Pour voler, les humains ont inventé l’avion.',
      '6_to_8':
        'Les oiseaux sont faits pour voler : ils ont des ailes couvertes de plumes, des os creux très légers et de gros muscles dans la poitrine pour battre des ailes. Nous, nous n’avons pas d’ailes, nos os sont pleins et lourds, et les muscles de nos bras sont bien trop faibles pour soulever notre corps. Même en battant des bras très fort, on reste par terre ! Superman, c’est une histoire inventée. Mais les humains ont été malins : ils ont inventé les montgolfières, les avions, les parapentes et les hélicoptères pour voler quand même.',
      '9_to_12':
        'Voler demande de pousser l’air vers le bas assez fort pour porter tout son poids. Les oiseaux y arrivent grâce à un corps spécial : des os creux et légers, des plumes qui forment une grande surface d’aile, et des muscles de la poitrine énormes, qui peuvent représenter le quart de leur poids. Un humain pèse bien plus lourd qu’un oiseau, et ses muscles pectoraux sont beaucoup trop faibles. Des calculs montrent qu’il lui faudrait des ailes de plusieurs mètres d’envergure et une poitrine d’une force impossible. Au Moyen Âge, des inventeurs se sont attaché des ailes et ont sauté de tours… sans succès. C’est en comprenant comment l’air porte une aile que les humains ont fini par voler, en 1903, avec le premier avion à moteur des frères Wright.',
      '13_plus':
        'Le vol battu impose une contrainte physique : la portance produite par les ailes doit égaler le poids, et la puissance disponible doit suffire à la maintenir. Or la masse d’un animal augmente à peu près comme le cube de sa taille, alors que la surface de ses ailes et la force de ses muscles augmentent à peu près comme le carré : plus on est grand, plus voler coûte cher. C’est pourquoi les plus grands oiseaux volants pèsent rarement plus d’une quinzaine de kilos et planent beaucoup. Chez eux, les muscles pectoraux atteignent 15 à 25 % de la masse du corps, contre environ 1 % chez l’humain, dont le squelette est en outre plein et dense. Des expériences ont montré qu’un humain ne pourrait pas produire durablement la puissance nécessaire au vol battu, même avec des ailes géantes. Les humains ont contourné le problème par la technique : ballons à air chaud (1783), planeurs, avion motorisé (1903), puis hélicoptères, où c’est un moteur qui fournit la puissance.',
    },
  },
  {
    id: 'boys-pee-standing',
    title: 'Pourquoi les garçons font pipi debout et les filles assises ?',
    phrasings: [
      'pourquoi les garçons font pipi debout',
      'pk les garçons font pipi debout et les filles assises',
      'pourquoi les filles font pipi assises',
      'pourquoi papa fait pipi debout',
      'pipi debout',
      'est ce que les filles peuvent faire pipi debout',
    ],
    answers: {
      up_to_5:
        'Les garçons et les filles n’ont pas le même zizi : le pénis des garçons dépasse un peu, et on peut viser. Chez les filles, le pipi sort plus bas, alors c’est plus facile assise. Les garçons aussi peuvent faire pipi assis !',
      '6_to_8':
        'Le pipi sort par un petit tuyau qui part de la vessie. Chez les garçons, ce tuyau passe dans le pénis, qui dépasse du corps : on peut le diriger, alors faire pipi debout est facile. Chez les filles, le tuyau s’arrête à l’intérieur de la vulve, entre les jambes : le pipi sort plus bas et ne se dirige pas, alors c’est plus pratique de s’asseoir. Mais ce n’est pas une règle : beaucoup de garçons et d’hommes s’assoient aussi, et ça éclabousse moins les toilettes !',
      '9_to_12':
        'L’urine est fabriquée par les reins, stockée dans la vessie, puis évacuée par un canal appelé l’urètre. Chez les garçons, l’urètre est long d’une vingtaine de centimètres chez l’adulte et traverse le pénis : le jet sort à l’extérieur du corps et peut être orienté, ce qui permet d’uriner debout. Chez les filles, l’urètre est court, environ 4 centimètres, et s’ouvre dans la vulve, entre le clitoris et le vagin : le jet est difficile à diriger, d’où la position assise. C’est une différence d’anatomie, pas une obligation. Des hommes s’assoient par confort ou par propreté, et il existe des petits entonnoirs qui permettent aux femmes d’uriner debout, pratiques en randonnée.',
      '13_plus':
        'La différence tient à l’anatomie de l’appareil urinaire, qui est commun aux deux sexes jusqu’à la vessie. L’urètre masculin mesure environ 18 à 20 cm ; il traverse la prostate puis le pénis et s’ouvre au bout du gland, ce qui permet d’orienter le jet et d’uriner debout. L’urètre féminin, long de 3 à 4 cm, s’ouvre dans le vestibule de la vulve : la sortie est proche du corps et le jet peu contrôlable, d’où la position assise ou accroupie selon les cultures. La brièveté de l’urètre féminin explique aussi que les infections urinaires soient plus fréquentes chez les femmes. Les usages varient : dans plusieurs pays, de nombreux hommes urinent assis, et des médecins notent que cette position peut faciliter la vidange de la vessie chez les hommes âgés dont la prostate a grossi. Des dispositifs féminins d’aide à la miction debout existent pour les déplacements.',
    },
  },
  {
    id: 'bogeys-green',
    title: 'Pourquoi les crottes de nez sont vertes ?',
    phrasings: [
      'pourquoi les crottes de nez sont vertes',
      'crottes de nez',
      'pk on a des crottes de nez',
      'c est quoi les crottes de nez',
      'pourquoi la morve elle est verte',
      'pourquoi on a des crottes dans le nez',
    ],
    answers: {
      up_to_5:
        'Ton nez fabrique une sorte de colle qui attrape la poussière et les microbes. Quand elle sèche, ça fait des crottes de nez ! Elles deviennent vertes ou jaunes quand ton corps se bat contre un rhume.',
      '6_to_8':
        'L’intérieur de ton nez fabrique du mucus, une sorte de gelée collante qui attrape la poussière, le pollen et les microbes dans l’air que tu respires. Quand ce mucus sèche avec tout ce qu’il a attrapé, ça fait des crottes de nez. Elles sont souvent grises ou marron à cause de la poussière. Quand tu es enrhumé, ton corps envoie des soldats, les globules blancs, pour combattre les microbes. Ils contiennent une matière verdâtre, et c’est elle qui colore la morve en jaune ou en vert. On les enlève avec un mouchoir, pas avec le doigt !',
      '9_to_12':
        'Le nez est un filtre. Sa paroi intérieure produit en permanence du mucus, un liquide collant qui piège les poussières, le pollen et les microbes de l’air inspiré. De tout petits cils le poussent ensuite vers la gorge, et on l’avale sans y penser. Près des narines, l’air sec le fait sécher : il forme alors les crottes de nez, grises ou brunes selon la poussière. Quand le nez combat une infection, comme un rhume, il y envoie beaucoup de globules blancs. Certains contiennent une enzyme riche en fer, de couleur verte, qui sert à détruire les microbes : plus il y en a, plus la morve devient jaune ou verte. Une morve verte ne veut pas forcément dire qu’il faut des antibiotiques : elle montre surtout que le corps se défend.',
      '13_plus':
        'La muqueuse nasale sécrète chaque jour du mucus, un gel d’eau et de mucines qui piège particules, pollens, bactéries et virus. Les cils de l’épithélium le font avancer vers le pharynx, où il est dégluti : c’est la clairance mucociliaire. À l’entrée des fosses nasales, où l’air est plus sec et les cils moins actifs, le mucus se déshydrate et forme les croûtes que l’on appelle crottes de nez. Leur couleur reflète leur contenu : gris ou brun pour la poussière et la pollution. Lors d’une inflammation ou d’une infection, les polynucléaires neutrophiles affluent ; ils contiennent de la myéloperoxydase, une enzyme à hème de couleur verte qui produit des composés antimicrobiens. La couleur verte indique donc une réaction inflammatoire, et non spécifiquement une infection bactérienne : la plupart des rhumes sont viraux et guérissent seuls. Se curer le nez avec les doigts peut irriter la muqueuse, faire saigner et transporter des microbes ; un mouchoir ou un lavage au sérum physiologique est préférable.',
    },
  },
  {
    id: 'suntan',
    title: 'Pourquoi la peau bronze au soleil ?',
    phrasings: [
      'pourquoi la peau bronze au soleil',
      'pourquoi on bronze',
      'pk on devient marron au soleil',
      'bronzer',
      'pourquoi on attrape des coups de soleil',
      'coup de soleil',
    ],
    answers: {
      up_to_5:
        'Quand le soleil tape fort, ta peau fabrique une couleur un peu plus foncée pour se protéger. C’est ça, bronzer ! Mais le soleil peut quand même brûler la peau, alors on met de la crème, un chapeau et un tee-shirt.',
      '6_to_8':
        'Le soleil envoie de la lumière qu’on ne voit pas, les ultraviolets, qui peuvent abîmer la peau. Pour se défendre, ta peau fabrique plus de mélanine, une matière brune qui fait comme un petit parasol au-dessus de chaque cellule. Ta peau devient alors plus foncée : tu bronzes. Mais ce parasol n’est pas assez fort contre un soleil puissant : la peau peut rougir, chauffer et faire mal, c’est un coup de soleil. Voilà pourquoi on met de la crème solaire, un chapeau et qu’on reste à l’ombre au milieu de la journée.',
      '9_to_12':
        'La lumière du soleil contient des rayons ultraviolets, les UV, invisibles pour nos yeux, qui peuvent abîmer l’ADN des cellules de la peau. Dans la peau, des cellules spéciales, les mélanocytes, fabriquent un pigment brun, la mélanine. Quand elles reçoivent beaucoup d’UV, elles en produisent davantage et la distribuent aux cellules voisines, où elle se place comme un écran au-dessus du noyau : au bout de quelques jours, la peau a bronzé. Ce bronzage protège un peu, mais bien moins qu’une crème solaire. Le coup de soleil, lui, est une brûlure : les UV ont tant abîmé les cellules que la peau rougit et s’enflamme. Les coups de soleil répétés, surtout pendant l’enfance, augmentent le risque de maladies de la peau plus tard, d’où l’importance de se protéger.',
      '13_plus':
        'Le bronzage est une réponse de défense de la peau aux rayonnements ultraviolets. Les UVA provoquent un brunissement rapide mais passager, par oxydation de la mélanine déjà présente. Le bronzage durable apparaît deux à trois jours après l’exposition : les dommages causés à l’ADN par les UVB déclenchent une cascade de signaux qui stimule les mélanocytes de l’épiderme ; ils synthétisent davantage d’eumélanine et la transfèrent aux kératinocytes, où elle forme une coiffe au-dessus du noyau et absorbe une partie des UV. Cette protection équivaut au mieux à un indice solaire faible. Le coup de soleil est une réaction inflammatoire aux lésions cellulaires : vasodilatation, rougeur, douleur, parfois cloques. Les UV sont classés cancérogènes : l’exposition cumulée et les coups de soleil de l’enfance augmentent le risque de carcinomes et de mélanome. D’où les recommandations : éviter le soleil entre 12 h et 16 h en été, vêtements, chapeau, lunettes, et crème solaire à renouveler, sans jamais s’en servir pour s’exposer plus longtemps.',
    },
  },
  {
    id: 'knee-reflex',
    title: 'Pourquoi le docteur tape sur le genou avec un petit marteau ?',
    phrasings: [
      'pourquoi le docteur tape sur mon genou',
      'pourquoi le docteur tape sur le genou avec un marteau',
      'pk ma jambe bouge toute seule quand le médecin tape le genou',
      'c est quoi un réflexe',
      'réflexe',
      'le petit marteau du médecin',
    ],
    answers: {
      up_to_5:
        'Le docteur tape tout doucement sous ton genou, et hop, ta jambe se lève toute seule ! Ça s’appelle un réflexe. Comme ça, il vérifie que les fils qui relient ton corps à ta tête marchent bien.',
      '6_to_8':
        'Ton corps est parcouru de nerfs, comme des petits fils électriques qui transportent des messages. Quand le médecin tape juste sous ton genou, le message part vers ta colonne vertébrale, qui renvoie aussitôt un ordre à ta cuisse : « lève la jambe ! ». Tout ça va si vite que ta tête n’a même pas le temps de décider : c’est un réflexe. Si ta jambe se lève bien, le médecin sait que tes nerfs et tes muscles marchent bien. Ça ne fait pas mal du tout.',
      '9_to_12':
        'Le coup de marteau vise le tendon situé juste sous la rotule, qui relie le gros muscle de la cuisse au tibia. En le frappant, le médecin étire un peu ce muscle. Des capteurs dans le muscle envoient aussitôt un signal par un nerf jusqu’à la moelle épinière, dans la colonne vertébrale. Là, le signal passe directement à un autre nerf qui ordonne au muscle de se contracter : la jambe se détend d’un coup. Le message ne monte pas jusqu’au cerveau, c’est pour ça que tu ne peux pas l’empêcher, et que c’est si rapide, quelques centièmes de seconde. Ce réflexe sert à tenir debout sans y penser. Le médecin vérifie ainsi que le trajet nerf, moelle, muscle fonctionne bien.',
      '13_plus':
        'Le réflexe rotulien, ou réflexe patellaire, est un réflexe myotatique : une réponse automatique à l’étirement d’un muscle. La percussion du tendon rotulien étire brièvement le quadriceps ; les fuseaux neuromusculaires, récepteurs sensibles à l’étirement, envoient un influx par des fibres sensitives jusqu’à la moelle épinière, au niveau des segments lombaires L2 à L4. Le neurone sensitif y fait synapse directement avec le motoneurone du quadriceps : c’est un arc réflexe monosynaptique, d’où sa rapidité. En parallèle, des interneurones inhibent les muscles opposés, à l’arrière de la cuisse. Ce circuit contribue au maintien de la posture. En examinant les réflexes, le médecin teste l’intégrité des nerfs périphériques, de la moelle et, indirectement, du cerveau, qui module leur intensité : un réflexe absent, trop faible ou exagéré, surtout s’il diffère entre les deux côtés, peut orienter vers une atteinte neurologique.',
    },
  },
  {
    id: 'torch-through-hand',
    title: 'Pourquoi la main devient rouge quand on met une lampe dessous ?',
    phrasings: [
      'pourquoi ma main devient rouge avec la lampe de poche',
      'pourquoi quand je mets la lampe contre ma main ça devient rouge',
      'pk la lumière passe à travers les doigts',
      'lampe de poche contre la main',
      'pourquoi on voit la lumière à travers la main',
      'pourquoi mes doigts sont rouges devant une lampe',
    ],
    answers: {
      up_to_5:
        'La lumière de la lampe passe un peu à travers ta main. Et dans ta main, il y a plein de sang rouge ! Alors la lumière ressort toute rouge.',
      '6_to_8':
        'Ta peau n’est pas complètement opaque : une partie de la lumière peut la traverser, surtout là où la main est fine, comme les doigts. Sous la peau, il y a plein de sang, qui est rouge. Le sang avale presque toutes les couleurs de la lumière, sauf le rouge, qui continue son chemin. Alors la lumière qui ressort de l’autre côté est rouge et tu vois ta main briller. Les parties sombres, ce sont les os, qui arrêtent la lumière. Attention, ne regarde jamais la lampe directement dans les yeux !',
      '9_to_12':
        'La lumière blanche d’une lampe est un mélange de toutes les couleurs. Quand elle entre dans ta main, elle rebondit dans tous les sens entre les cellules, et une partie ressort de l’autre côté. Mais en chemin, le sang, très présent dans la peau et les tissus, absorbe beaucoup le bleu et le vert, et très peu le rouge. Résultat : seule la lumière rouge traverse plusieurs centimètres de chair, et la main semble s’allumer en rouge. C’est donc bien le sang qui donne cette couleur, pas la peau. Les os, plus denses, laissent passer moins de lumière et font des ombres. Les médecins utilisent la même idée dans le petit appareil qu’on pince au bout du doigt, l’oxymètre, qui mesure l’oxygène du sang avec de la lumière rouge.',
      '13_plus':
        'Les tissus biologiques diffusent fortement la lumière : un photon qui y pénètre change de direction un très grand nombre de fois, ce qui donne à la main son aspect translucide. Son absorption dépend de la longueur d’onde. L’hémoglobine absorbe intensément le bleu et le vert, beaucoup moins le rouge et le proche infrarouge, une zone parfois appelée fenêtre optique des tissus, où la lumière peut traverser plusieurs centimètres. Sous une lampe, seule la composante rouge ressort de l’autre côté de la main. Les os, plus denses et plus diffusants, apparaissent en ombre. Ce principe est utilisé en médecine : l’oxymètre de pouls compare l’absorption de deux longueurs d’onde, rouge et infrarouge, pour estimer la saturation en oxygène, puisque l’hémoglobine oxygénée et non oxygénée n’absorbent pas ces longueurs d’onde de la même façon. La transillumination sert aussi à repérer des veines ou à examiner certains tissus.',
    },
  },
  {
    id: 'lift-stomach-drop',
    title: 'Pourquoi on a une drôle de sensation dans le ventre quand l’ascenseur descend ?',
    phrasings: [
      'pourquoi on se sent bizarre dans le ventre quand l ascenseur descend',
      'pourquoi ça chatouille le ventre dans les montagnes russes',
      'pk j ai des papillons dans le ventre sur la balançoire',
      'le ventre qui remonte dans l ascenseur',
      'pourquoi on a le ventre qui tourne dans un grand huit',
      'sensation dans le ventre quand ça descend',
    ],
    answers: {
      up_to_5:
        'Quand l’ascenseur ou la balançoire descend vite, ton ventre a l’impression de flotter un tout petit moment. Ça fait des chatouilles à l’intérieur ! Ce n’est pas grave, ça s’arrête tout de suite.',
      '6_to_8':
        'D’habitude, tu sens ton poids : tes pieds appuient sur le sol et tes organes reposent les uns sur les autres dans ton ventre. Quand l’ascenseur, la balançoire ou le grand huit descend d’un coup, tu deviens un instant plus léger, comme si tu flottais. Tes organes, qui sont un peu mobiles, bougent légèrement, et ton oreille interne, qui surveille tes mouvements, le remarque. Ton cerveau reçoit ce message surprenant, et tu sens ces papillons dans le ventre. C’est sans danger.',
      '9_to_12':
        'Quand tu es immobile, le sol te pousse vers le haut autant que la pesanteur te tire vers le bas : c’est ce que tu ressens comme ton poids. Si l’ascenseur accélère vers le bas, le plancher te pousse moins fort, et pendant un instant tu es un peu plus léger : une chute libre partielle. Ton corps n’est pas un bloc : l’estomac et les intestins, tenus par des tissus souples, « flottent » légèrement et se décalent. Ce mouvement est capté par des nerfs du ventre, et l’oreille interne, qui sent les accélérations, envoie aussi son signal. Ton cerveau interprète ce mélange comme une sensation étrange, un peu comme un frisson. Dans les manèges, une décharge d’adrénaline s’ajoute, ce qui rend la sensation plus forte, et amusante pour certains !',
      '13_plus':
        'La sensation vient de la variation de la force d’appui. À l’arrêt, le plancher exerce sur nous une réaction égale au poids ; lors d’une accélération vers le bas, cette réaction diminue et l’on se trouve brièvement en apesanteur partielle, jusqu’à l’apesanteur totale en chute libre. Les viscères, suspendus par le mésentère et des ligaments, ont de l’inertie : ils se déplacent légèrement par rapport au squelette, ce que détectent des mécanorécepteurs et le nerf vague. Le système vestibulaire, en particulier les organes otolithiques de l’oreille interne, perçoit aussi l’accélération linéaire verticale. Le cerveau combine ces signaux, souvent avec une réaction de stress (adrénaline, accélération cardiaque) qui renforce l’impression de « ventre qui remonte ». Les pilotes et les astronautes entraînés s’y habituent : l’intensité de la sensation dépend beaucoup de l’anticipation, ce qui explique qu’elle soit plus forte quand on ne s’y attend pas.',
    },
  },
  {
    id: 'fear-of-heights',
    title: 'Pourquoi on a le vertige en hauteur ?',
    phrasings: [
      'pourquoi on a le vertige en hauteur',
      'pourquoi on a le vertige',
      'vertige',
      'pk j ai peur en haut',
      'pourquoi j ai peur du vide',
      'peur du vide',
      'pourquoi on a peur en haut d une tour',
    ],
    answers: {
      up_to_5:
        'Quand tu es tout en haut et que tu regardes en bas, ta tête a peur que tu tombes. Ça peut faire trembler les jambes et tourner la tête. C’est ton corps qui te protège.',
      '6_to_8':
        'Le vertige, c’est une drôle de sensation quand on est très haut et qu’on regarde en bas : la tête tourne, les jambes deviennent toutes molles, on a envie de se tenir. D’habitude, tes yeux voient des choses tout près qui t’aident à garder l’équilibre. En hauteur, tout est loin, et ton cerveau est un peu perdu. En plus, ta peur de tomber se réveille, et c’est une peur utile : elle t’empêche de t’approcher trop près du bord. Regarder au loin plutôt qu’en bas et se tenir à une rambarde, ça aide.',
      '9_to_12':
        'Pour garder l’équilibre, ton cerveau combine trois sortes d’informations : celles de l’oreille interne, qui sent les mouvements de la tête, celles des pieds et des muscles, et celles des yeux. Au sol, les yeux voient des objets proches qui bougent quand tu bouges, ce qui aide à te stabiliser. En hauteur, tout ce que tu vois est très loin et semble immobile : les yeux ne confirment plus ce que sentent l’oreille et le corps. Ce désaccord peut donner une impression de tête qui tourne et d’instabilité. S’y ajoute la peur du vide, très ancienne chez les humains et même chez les bébés qui commencent à marcher à quatre pattes. Quand cette peur devient très forte, même sur un escabeau, on parle d’acrophobie ; elle se soigne bien.',
      '13_plus':
        'Le « vertige des hauteurs » combine deux phénomènes. Le premier est sensoriel : l’équilibre repose sur l’intégration des signaux vestibulaires, proprioceptifs et visuels. En hauteur, la distance entre les yeux et les repères visuels les plus proches augmente fortement ; les petits balancements naturels du corps ne produisent plus de mouvement perceptible dans le champ visuel, et cette perte d’information visuelle augmente l’instabilité posturale et le décalage entre les sens, source de malaise. Le second est émotionnel : la peur de la chute est un mécanisme de protection présent très tôt, comme l’ont montré les expériences de la « falaise visuelle » avec des nourrissons qui évitent un vide recouvert de verre. Quand l’anxiété est disproportionnée et limite la vie quotidienne, on parle d’acrophobie, qui répond bien aux thérapies d’exposition progressive, y compris en réalité virtuelle. Le vertige médical, sensation de rotation due à un trouble de l’oreille interne, est un autre phénomène.',
    },
  },
  {
    id: 'babies-cry',
    title: 'Pourquoi les bébés pleurent tout le temps ?',
    phrasings: [
      'pourquoi les bébés pleurent tout le temps',
      'pourquoi les bébés pleurent',
      'pk ma petite soeur pleure tout le temps',
      'pourquoi le bébé crie la nuit',
      'bébé qui pleure',
      'pourquoi les bébés ils arrêtent pas de pleurer',
      'pourquoi mon petit frère pleure tout le temps',
    ],
    answers: {
      up_to_5:
        'Un bébé ne sait pas encore parler. Alors pour dire « j’ai faim », « j’ai sommeil » ou « fais-moi un câlin », il pleure ! C’est sa façon d’appeler ses parents.',
      '6_to_8':
        'Les bébés ne savent pas encore dire avec des mots ce dont ils ont besoin. Pleurer, c’est leur seule manière de parler : ils pleurent quand ils ont faim, quand leur couche est sale, quand ils sont fatigués, quand ils ont mal au ventre ou simplement quand ils veulent des bras. Les parents apprennent peu à peu à reconnaître les différents pleurs. En grandissant, le bébé va sourire, faire des gestes, puis dire des mots, et il pleurera beaucoup moins. Toi aussi, tu pleurais beaucoup quand tu étais bébé !',
      '9_to_12':
        'Un nouveau-né dépend entièrement des adultes, et pleurer est son moyen d’attirer leur attention : un son fort, difficile à ignorer, que les parents ont du mal à supporter sans agir. Il pleure pour la faim, le froid, une couche mouillée, la fatigue, une douleur, ou le besoin d’être rassuré. Les pleurs augmentent souvent pendant les premières semaines, avec un maximum vers six semaines, parfois le soir, sans cause évidente : le bébé est débordé par tout ce qu’il découvre. Ils diminuent ensuite, vers trois ou quatre mois, quand il apprend d’autres façons de communiquer : regards, sourires, gazouillis. Un bébé qui pleure n’est pas un bébé capricieux, et on ne le gâte pas en le consolant.',
      '13_plus':
        'Les pleurs sont le principal signal de communication du nourrisson, une espèce très immature à la naissance. Leur son, aigu et irrégulier, active fortement l’attention des adultes, qui y réagissent avec une accélération cardiaque et une envie d’agir. La quantité de pleurs suit une courbe bien décrite : elle augmente dès les premières semaines, culmine vers six à huit semaines, souvent en fin de journée, puis diminue nettement vers trois à quatre mois. Les « coliques » du nourrisson désignent des pleurs prolongés et inconsolables chez un bébé en bonne santé ; leur cause reste mal comprise et elles passent avec le temps. Les besoins les plus fréquents derrière les pleurs sont la faim, le sommeil, l’inconfort et le besoin de contact ; les réponses rapides et chaleureuses ne rendent pas l’enfant dépendant. Ces pleurs peuvent épuiser les parents : poser le bébé en sécurité et s’éloigner un moment vaut mieux que de s’énerver, et il ne faut jamais le secouer. Des pleurs inhabituels, avec fièvre ou refus de boire, justifient un avis médical.',
    },
  },
  {
    id: 'babies-nappies',
    title: 'Pourquoi les bébés portent des couches ?',
    phrasings: [
      'pourquoi les bébés ont des couches',
      'pourquoi on met des couches aux bébés',
      'pk les bébés vont pas aux toilettes',
      'couches',
      'pourquoi les bébés font pipi dans leur couche',
      'quand est ce qu on arrête les couches',
    ],
    answers: {
      up_to_5:
        'Un bébé ne sent pas encore quand le pipi ou le caca arrive, et il ne sait pas marcher jusqu’aux toilettes. Alors la couche attrape tout ! Un jour, il apprend à aller au pot, comme toi.',
      '6_to_8':
        'Pour aller aux toilettes, il faut sentir que sa vessie ou son ventre est plein, savoir se retenir un petit moment, et pouvoir marcher jusqu’au pot. Un bébé ne sait encore rien faire de tout ça : les muscles qui retiennent le pipi et le caca ne lui obéissent pas encore. La couche lui permet d’être propre et au sec en attendant. Vers deux ou trois ans, le cerveau et le corps sont prêts, et l’enfant apprend à utiliser le pot, puis les toilettes. Chacun y arrive à son rythme.',
      '9_to_12':
        'Retenir son pipi et son caca demande une commande volontaire de muscles en forme d’anneaux, les sphincters, et des messages qui vont de la vessie ou de l’intestin jusqu’au cerveau. Chez le bébé, ces connexions nerveuses ne sont pas encore mûres : la vessie se vide toute seule dès qu’elle est pleine, plusieurs fois par heure chez le nouveau-né. L’enfant doit aussi savoir marcher, reconnaître l’envie et la dire. C’est pourquoi la propreté s’apprend en général entre deux et quatre ans, d’abord le jour, puis la nuit, parfois plus tard. Autrefois, on utilisait des langes en tissu qu’on lavait ; les couches jetables sont apparues au milieu du vingtième siècle. Elles sont pratiques mais produisent beaucoup de déchets, d’où le retour des couches lavables.',
      '13_plus':
        'La continence repose sur la maturation du système nerveux. Chez le nourrisson, la miction est un réflexe : lorsque la vessie se remplit, un arc réflexe passant par la moelle épinière déclenche sa contraction et l’ouverture du sphincter. Avec le développement des voies nerveuses et du cortex, l’enfant apprend à percevoir le besoin, puis à inhiber volontairement ce réflexe en contractant le sphincter externe, strié. Cette maîtrise s’acquiert généralement entre 18 mois et 4 ans, plus tard pour la nuit, qui dépend aussi de la production nocturne d’hormone antidiurétique ; l’énurésie nocturne reste fréquente jusqu’à 5 ou 6 ans sans être anormale. L’acquisition suppose aussi des compétences motrices et de langage. Les méthodes et les âges varient beaucoup selon les cultures : dans certains pays, les parents apprennent très tôt à reconnaître les signaux du bébé et se passent largement de couches. Les couches jetables, généralisées à partir des années 1960, représentent un volume important de déchets ménagers.',
    },
  },
  {
    id: 'nails-grow',
    title: 'Comment poussent les ongles ?',
    phrasings: [
      'les ongles ils poussent comment',
      'comment poussent les ongles',
      'pk les ongles poussent',
      'à quoi servent les ongles',
      'de quoi sont faits les ongles',
      'pourquoi on a des ongles',
      'pourquoi ça fait pas mal de couper les ongles',
    ],
    answers: {
      up_to_5:
        'Tes ongles poussent depuis leur racine, cachée sous la peau au bout de tes doigts. Ils avancent tout doucement, alors il faut les couper de temps en temps. Ils protègent le bout de tes doigts !',
      '6_to_8':
        'Tes ongles sont faits de kératine, la même matière que tes cheveux. Ils poussent à partir d’une racine cachée sous la peau, à la base de l’ongle : là, de nouvelles cellules se forment sans arrêt et poussent l’ongle vers l’avant, tout doucement, d’environ trois millimètres par mois pour les mains. Les ongles des pieds poussent encore plus lentement. La partie blanche au bout n’est pas vivante : c’est pour ça que les couper ne fait pas mal. Les ongles protègent le bout des doigts et t’aident à attraper de petites choses et à te gratter.',
      '9_to_12':
        'L’ongle est une plaque de kératine, une protéine solide qu’on trouve aussi dans les cheveux, les griffes et les sabots des animaux. Il est fabriqué par la matrice, une zone de la peau cachée sous le repli à la base de l’ongle ; la petite lunule blanche en forme de demi-lune en est la partie visible. Les cellules de la matrice se multiplient, se remplissent de kératine, meurent et se tassent : la plaque ainsi formée glisse vers l’avant sur le lit de l’ongle. Les ongles des mains poussent d’environ 3 millimètres par mois, ceux des pieds deux à trois fois moins vite. Ils poussent plus vite en été, chez les jeunes, et sur la main qu’on utilise le plus. Les ongles protègent le bout des doigts et rendent le toucher plus précis, en servant d’appui à la pulpe du doigt.',
      '13_plus':
        'L’appareil unguéal comprend la matrice, le lit, la tablette et les replis périunguéaux. La tablette unguéale, faite de kératines dures, est produite principalement par la matrice proximale, située sous le repli sus-unguéal et visible en partie sous forme de lunule. Les kératinocytes de la matrice prolifèrent, se différencient et se kératinisent sans couche granuleuse, formant des lamelles compactes qui avancent sur le lit de l’ongle. La croissance moyenne est d’environ 3 mm par mois pour les ongles des mains, qui se renouvellent en quatre à six mois, et d’environ 1 mm par mois pour ceux des pieds, qui demandent un an ou plus. Elle est plus rapide chez l’enfant, en été et sur la main dominante, et ralentit avec l’âge, la malnutrition ou certaines maladies ; une maladie aiguë peut laisser un sillon transversal, les lignes de Beau. Les ongles protègent l’extrémité des doigts, améliorent la préhension fine et la sensibilité tactile en offrant un contre-appui à la pulpe. Leur aspect peut orienter le diagnostic de maladies générales ou de mycoses.',
    },
  },
  {
    id: 'head-lice',
    title: 'Pourquoi on attrape des poux ?',
    phrasings: [
      'pourquoi on a des poux',
      'pk on attrape des poux',
      'poux',
      'c est quoi les poux',
      'comment on enlève les poux',
      'pourquoi ça gratte la tête',
    ],
    answers: {
      up_to_5:
        'Les poux sont de toutes petites bêtes qui aiment vivre dans les cheveux. Ils passent d’une tête à l’autre quand on se colle pour jouer. Ce n’est pas parce qu’on est sale, et avec un peigne spécial, on s’en débarrasse !',
      '6_to_8':
        'Les poux sont de minuscules insectes, gros comme une graine de sésame, qui vivent dans les cheveux et se nourrissent d’un tout petit peu de sang sur la peau de la tête. C’est ce qui gratte. Ils ne sautent pas et ne volent pas : ils marchent d’une tête à l’autre quand les cheveux se touchent, quand on joue tête contre tête ou qu’on se prête un bonnet. Attraper des poux n’a rien à voir avec la propreté : ils aiment autant les cheveux propres que les autres ! Avec un peigne très fin et parfois une lotion, les parents les enlèvent, ainsi que leurs œufs, les lentes.',
      '9_to_12':
        'Le pou de tête est un petit insecte sans ailes, de 2 à 3 millimètres, qui ne vit que sur l’humain. Il s’accroche aux cheveux avec ses pattes en forme de pinces et pique le cuir chevelu plusieurs fois par jour pour se nourrir de sang ; sa salive provoque les démangeaisons. La femelle pond une dizaine d’œufs par jour, les lentes, collés à la base des cheveux. Les poux ne sautent pas : ils passent d’une tête à l’autre par contact direct entre cheveux, ce qui explique qu’ils soient si fréquents chez les enfants qui jouent ensemble. Ils ne transmettent pas de maladie et n’ont rien à voir avec l’hygiène. Le traitement repose sur le peignage minutieux au peigne fin, répété plusieurs jours, et parfois sur des lotions ; il faut prévenir l’école et la famille pour que tout le monde vérifie.',
      '13_plus':
        'Le pou de tête, Pediculus humanus capitis, est un insecte hématophage strictement humain. L’adulte, long de 2 à 3 mm, vit environ un mois sur le cuir chevelu, dont il a besoin pour la chaleur et les repas de sang ; hors de la tête, il meurt en un à deux jours. La femelle pond quotidiennement plusieurs œufs, les lentes, cimentés près de la racine des cheveux, qui éclosent en une semaine environ. La transmission se fait surtout par contact direct tête contre tête, plus rarement par des objets partagés ; les poux ne sautent ni ne volent, et leur présence est indépendante du niveau d’hygiène. La pédiculose est très fréquente chez les enfants d’âge scolaire. Les démangeaisons résultent d’une réaction à la salive et peuvent apparaître plusieurs semaines après l’infestation. Le pou de tête ne transmet pas de maladie. Le traitement associe le peignage mécanique au peigne fin sur cheveux mouillés, répété pour couvrir le cycle d’éclosion, et des produits, dont certains agissent par étouffement, comme la diméticone ; des résistances aux insecticides classiques sont fréquentes.',
    },
  },
  {
    id: 'beards',
    title: 'Pourquoi les hommes ont de la barbe ?',
    phrasings: [
      'pourquoi les hommes ont de la barbe',
      'pk papa a une barbe',
      'pourquoi les femmes ont pas de barbe',
      'pourquoi les hommes ont de la barbe et pas les femmes',
      'barbe',
      'pourquoi papa se rase',
      'moustache',
    ],
    answers: {
      up_to_5:
        'Quand les garçons deviennent grands, des poils poussent sur leurs joues et leur menton : c’est la barbe. Certains la gardent, d’autres la rasent chaque matin. Les filles en ont très peu.',
      '6_to_8':
        'La barbe pousse chez les garçons quand ils deviennent adolescents, vers 13 à 16 ans, à la puberté. À ce moment, le corps fabrique plus d’une substance appelée testostérone, qui fait pousser des poils plus épais sur le visage. Les femmes en fabriquent beaucoup moins, c’est pourquoi elles ont rarement de la barbe, juste un fin duvet. La barbe ne sert plus à grand-chose aujourd’hui : chacun choisit de la garder, de la tailler ou de la raser. Et elle repousse toujours, parce que la racine est sous la peau.',
      '9_to_12':
        'La barbe apparaît à la puberté, quand les testicules produisent davantage de testostérone. Cette hormone transforme le fin duvet du visage en poils épais et foncés, d’abord au-dessus de la lèvre, puis sur les joues et le menton, et la barbe continue à s’épaissir jusqu’à 25 ou 30 ans. Les femmes ont aussi de la testostérone, mais bien moins : leur visage garde surtout un duvet. La quantité de barbe dépend beaucoup de l’hérédité et varie selon les familles et les régions du monde. À quoi sert-elle ? Les scientifiques pensent qu’elle sert surtout de signal : elle montre qu’un homme est adulte, et peut le rendre plus impressionnant ou plus séduisant selon les goûts de chaque époque. La raser ne la fait pas repousser plus épaisse, c’est une légende.',
      '13_plus':
        'La barbe est un caractère sexuel secondaire : à la puberté, la testostérone et surtout son dérivé, la dihydrotestostérone, convertissent les follicules du visage, producteurs de duvet, en follicules de poils terminaux, épais et pigmentés. La densité finale, atteinte vers la fin de la vingtaine, dépend de la sensibilité génétique des follicules aux androgènes plus que du taux d’hormones lui-même, ce qui explique les grandes différences entre individus et populations. Chez les femmes, une pilosité faciale marquée peut être familiale ou signaler un excès d’androgènes, comme dans le syndrome des ovaires polykystiques. Sa fonction évolutive fait débat : signal de maturité et de statut, rôle dans la compétition entre hommes (des études suggèrent que les visages barbus sont jugés plus âgés et plus dominants), sélection sexuelle variable selon les cultures ; l’hypothèse d’une protection des coups ou du soleil reste marginale. Le rasage coupe le poil à la surface sans toucher le follicule : il ne modifie ni la vitesse de repousse ni l’épaisseur, contrairement à une croyance répandue.',
    },
  },
  {
    id: 'naps',
    title: 'Pourquoi on fait la sieste ?',
    phrasings: [
      'pourquoi on fait la sieste',
      'pourquoi je dois faire la sieste',
      'pourquoi les enfants font la sieste',
      'pourquoi les grands font pas la sieste',
      'pk la sieste',
      'sieste',
      'à quel âge on arrête la sieste',
    ],
    answers: {
      up_to_5:
        'Quand on est petit, on grandit très vite et on apprend plein de choses, alors le corps a besoin de beaucoup de sommeil. Une seule nuit ne suffit pas : la sieste recharge tes forces pour l’après-midi. Les grands, eux, dorment moins.',
      '6_to_8':
        'Plus on est petit, plus on a besoin de dormir : un bébé dort presque toute la journée, un enfant de 3 ans a besoin d’environ 12 heures de sommeil, et un adulte de 7 ou 8 heures. Pendant le sommeil, ton corps grandit et ton cerveau range tout ce que tu as appris. Quand on est petit, la nuit ne suffit pas à donner tout ce sommeil, alors on complète avec une sieste après le déjeuner. En grandissant, on a besoin de moins dormir, et la nuit suffit : la plupart des enfants arrêtent la sieste entre 3 et 6 ans. Les grands ne font donc pas la sieste parce qu’ils en ont moins besoin, mais beaucoup aimeraient bien en faire une !',
      '9_to_12':
        'Le besoin de sommeil diminue avec l’âge : un nouveau-né dort 14 à 17 heures par jour, un enfant de 3 à 5 ans environ 10 à 13 heures, un enfant d’âge scolaire 9 à 12 heures, et un adulte 7 à 9 heures. Le sommeil sert à faire grandir le corps, grâce à une hormone de croissance libérée surtout la nuit, et à trier et consolider ce que le cerveau a appris. Chez les jeunes enfants, ce besoin est si grand qu’une nuit ne suffit pas : la sieste apporte le complément, et sans elle, ils deviennent grognons et ont du mal à se concentrer en fin de journée. Entre 3 et 6 ans, le sommeil se regroupe peu à peu sur la nuit, et la sieste disparaît. Les adultes ont d’ailleurs une petite baisse de vigilance en début d’après-midi, liée à leur horloge interne : dans les pays chauds, comme l’Espagne, la sieste est une vieille tradition, et une courte sieste de vingt minutes repose bien les grands aussi.',
      '13_plus':
        'Le besoin de sommeil suit une courbe décroissante avec l’âge : de 14 à 17 heures par jour chez le nouveau-né, réparties en cycles courts, il passe à environ 11 à 14 heures vers 1 à 2 ans, 10 à 13 heures entre 3 et 5 ans, puis 9 à 12 heures chez l’enfant d’âge scolaire et 7 à 9 heures chez l’adulte. La sieste répond chez le jeune enfant à une pression de sommeil qui monte vite : la substance qui s’accumule pendant l’éveil, l’adénosine, atteint tôt un niveau élevé, et le sommeil diurne la dissipe. Ce sommeil participe à la consolidation de la mémoire et à la régulation des émotions ; des études montrent que les enfants de maternelle retiennent mieux ce qu’ils ont appris le matin quand ils ont fait la sieste. Avec la maturation du cerveau, le sommeil se consolide en un seul bloc nocturne, et la sieste disparaît le plus souvent entre 3 et 6 ans, selon les enfants. Chez l’adulte, l’horloge circadienne provoque un creux de vigilance en début d’après-midi, indépendant du repas : une sieste courte, de 10 à 20 minutes, améliore l’attention sans perturber la nuit, alors qu’une sieste longue peut laisser groggy.',
    },
  },
  {
    id: 'babies-sleep-a-lot',
    title: 'Pourquoi les bébés dorment tout le temps ?',
    phrasings: [
      'pourquoi les bébés dorment tout le temps',
      'pourquoi mon petit frère dort tout le temps',
      'pourquoi ma petite sœur dort beaucoup',
      'pk les bébés dorment autant',
      'pourquoi les bébés se réveillent la nuit',
      'pourquoi le bébé dort toute la journée',
    ],
    answers: {
      up_to_5:
        'Un bébé grandit très, très vite, et c’est en dormant qu’il grandit le mieux. Son petit ventre se vide vite, alors il se réveille souvent pour boire son lait. Puis il se rendort !',
      '6_to_8':
        'Un bébé qui vient de naître dort environ 16 heures par jour ! C’est normal : pendant sa première année, il grandit plus vite qu’à aucun autre moment de sa vie, et son cerveau découvre tout, les visages, les bruits, les couleurs. Dormir l’aide à grandir et à ranger toutes ces découvertes. Mais il dort par petits morceaux, parce que son ventre est tout petit : il a faim toutes les deux ou trois heures, même la nuit, et il pleure pour qu’on lui donne à manger. En grandissant, il dormira de plus en plus la nuit et de moins en moins le jour, jusqu’à jouer avec toi des heures !',
      '9_to_12':
        'Un nouveau-né dort de 14 à 17 heures par jour, en morceaux de deux à quatre heures, de jour comme de nuit. Il y a deux raisons. D’abord, son corps et surtout son cerveau se développent à une vitesse incroyable : son poids double en quelques mois, et le sommeil est le moment où le corps fabrique une hormone de croissance et où le cerveau trie ce qu’il a découvert. Ensuite, son estomac est minuscule et le lait se digère vite : il doit manger souvent, ce qui le réveille. Au début, il ne fait pas non plus la différence entre le jour et la nuit, car son horloge interne n’est pas encore réglée. Vers trois ou quatre mois, elle commence à suivre la lumière du jour, et les nuits s’allongent peu à peu. À un an, un bébé dort encore 12 à 14 heures, avec une ou deux siestes. Il dort aussi plus légèrement que toi : une grande partie de son sommeil est agitée, il bouge et fait des grimaces, c’est normal.',
      '13_plus':
        'Le nourrisson dort de 14 à 17 heures par 24 heures, fragmentées en épisodes de deux à quatre heures répartis sur le jour et la nuit. Cette organisation s’explique d’abord par les besoins nutritionnels : un estomac de petite capacité et un lait vite digéré imposent des tétées fréquentes. Elle tient ensuite à l’immaturité du rythme circadien : la sécrétion de mélatonine et l’alternance veille-sommeil ne se calent sur la lumière du jour qu’entre deux et quatre mois environ, d’où l’importance de la lumière le jour et de l’obscurité la nuit. La structure du sommeil est aussi différente : le sommeil agité, équivalent du sommeil paradoxal, occupe près de la moitié du temps de sommeil du nouveau-né, contre environ un cinquième chez l’adulte, et l’on pense qu’il participe à la maturation du cerveau, dont le volume double presque au cours de la première année. La croissance rapide, soutenue par l’hormone de croissance sécrétée pendant le sommeil profond, explique aussi ce besoin élevé. Les nuits se consolident progressivement, et vers un an, l’enfant dort de 11 à 14 heures, dont une ou deux siestes.',
    },
  },
  {
    id: 'ears-plane',
    title: 'Pourquoi on a mal aux oreilles en avion ?',
    phrasings: [
      'pourquoi on a mal aux oreilles dans l’avion',
      'pk mes oreilles se bouchent en avion',
      'pourquoi j’ai mal aux oreilles quand l’avion descend',
      'oreilles bouchées en avion',
      'pourquoi les oreilles font pop en montagne',
      'pourquoi on mâche un chewing-gum dans l’avion',
    ],
    answers: {
      up_to_5:
        'Derrière le tambour de ton oreille, il y a un tout petit peu d’air. Quand l’avion monte ou descend, l’air change, et ça appuie sur ton oreille. Si tu avales, tu bâilles ou tu mâches, ça fait « pop » et ça passe !',
      '6_to_8':
        'Au fond de ton oreille, il y a une petite peau tendue comme un tambour, le tympan. Derrière lui se cache une toute petite pièce remplie d’air, reliée à ta gorge par un tuyau très fin. Quand l’avion monte ou descend, l’air autour de toi appuie plus ou moins fort, mais l’air caché derrière le tympan ne change pas aussi vite. Le tympan est alors poussé d’un côté : tu as l’impression d’avoir les oreilles bouchées, et parfois ça fait mal. Quand tu avales, que tu bâilles ou que tu mâches, le petit tuyau s’ouvre, l’air passe, et hop, ça fait « pop » ! C’est pour ça qu’on donne un biberon aux bébés au décollage et à l’atterrissage. Ça arrive aussi dans un ascenseur très haut ou sur une route de montagne.',
      '9_to_12':
        'L’air qui nous entoure appuie sur tout ce qu’il touche : c’est la pression de l’air. Plus on monte, plus elle diminue. Dans ton oreille, le tympan est une fine membrane qui sépare le conduit, ouvert sur l’extérieur, de l’oreille moyenne, une petite cavité remplie d’air. Celle-ci est reliée à l’arrière du nez et de la gorge par un canal étroit, la trompe d’Eustache, qui reste fermée la plupart du temps. Dans un avion, même si la cabine est pressurisée, la pression baisse un peu à la montée et remonte à la descente. Tant que la trompe est fermée, l’air de l’oreille moyenne n’est plus à la même pression que celui de la cabine : le tympan est poussé, il vibre mal, on entend moins bien, et ça peut faire mal, surtout à la descente. Avaler, bâiller ou mâcher ouvre la trompe, les pressions s’équilibrent et on entend le fameux « pop ». Quand on est enrhumé, la trompe est souvent bouchée, et c’est plus douloureux.',
      '13_plus':
        'La douleur d’oreille en avion, appelée barotraumatisme de l’oreille moyenne, vient d’une différence de pression de part et d’autre du tympan. L’oreille moyenne est une cavité aérienne fermée par le tympan, qui ne communique avec l’extérieur que par la trompe d’Eustache, un canal reliant la caisse du tympan au rhinopharynx. Cette trompe est normalement fermée et s’ouvre brièvement lors de la déglutition ou du bâillement, sous l’action de petits muscles du palais. En vol, la cabine est pressurisée à une altitude équivalente d’environ 1 800 à 2 400 mètres : à la montée, l’air de l’oreille moyenne, en surpression, s’échappe assez facilement par la trompe ; à la descente, la pression de la cabine remonte, et il faut au contraire faire entrer de l’air, ce que la trompe, qui se comporte comme une valve, fait moins bien. Le tympan est alors enfoncé, d’où la sensation d’oreille bouchée, la baisse d’audition et la douleur. Déglutir, bâiller, mâcher ou pratiquer la manœuvre de Valsalva, souffler doucement nez et bouche fermés, rétablit l’équilibre. Chez les enfants, dont la trompe est plus courte et plus horizontale, et en cas de rhume, l’ouverture est plus difficile ; c’est pourquoi on conseille de faire boire les bébés pendant la descente.',
    },
  },
  {
    id: 'dentist',
    title: 'Pourquoi on va chez le dentiste ?',
    phrasings: [
      'pourquoi il faut aller chez le dentiste',
      'pourquoi on va chez le dentiste',
      'pk le dentiste regarde mes dents',
      'est-ce que le dentiste fait mal',
      'à quoi sert le dentiste',
      'dentiste',
      'pourquoi le dentiste met des appareils sur les dents',
    ],
    answers: {
      up_to_5:
        'Le dentiste est un docteur pour les dents. Il regarde dans ta bouche avec un petit miroir pour vérifier qu’elles sont en bonne santé. S’il trouve un petit trou, il le répare avant qu’il te fasse mal.',
      '6_to_8':
        'Le dentiste, c’est le médecin des dents. Même si tu te brosses bien les dents, de petits trous, les caries, peuvent se former sans que tu t’en rendes compte. Le dentiste les cherche avec un petit miroir et une lumière : s’il en trouve une quand elle est encore toute petite, il la soigne facilement, avant qu’elle grandisse et te fasse mal. Il vérifie aussi que tes nouvelles dents poussent bien droit, et il peut nettoyer ce que la brosse n’attrape pas. Ça ne fait pas mal de se faire regarder les dents ! Et s’il doit soigner une carie, il endort la dent pour que tu ne sentes rien. En France, les enfants ont même droit à une visite gratuite chez le dentiste tous les trois ans.',
      '9_to_12':
        'Le dentiste soigne les dents et les gencives, et son travail le plus important est d’éviter les problèmes avant qu’ils fassent mal. Les bactéries de la bouche transforment le sucre en acide, qui creuse peu à peu l’émail : c’est la carie. Au début, elle est minuscule et indolore ; le dentiste la repère à l’œil, avec une petite sonde ou une radio, et il la soigne en enlevant la partie abîmée et en bouchant le trou. Si on attend, la carie atteint le cœur de la dent, où se trouve le nerf, et là, ça fait très mal. Le dentiste surveille aussi la pousse des dents définitives et peut t’envoyer chez l’orthodontiste, qui pose un appareil si elles poussent de travers. Il peut poser un vernis protecteur sur les molaires et te montrer comment bien te brosser. Pour les soins, il fait une petite piqûre qui endort la dent. En France, l’Assurance maladie offre un examen de prévention tous les trois ans, de 3 à 24 ans.',
      '13_plus':
        'La consultation dentaire régulière repose sur la prévention, parce que la carie, la maladie chronique la plus fréquente chez l’enfant, évolue longtemps sans douleur. Les bactéries de la plaque dentaire, comme Streptococcus mutans, fermentent les sucres et produisent des acides qui déminéralisent l’émail ; au stade initial, la lésion peut être stoppée, voire reminéralisée grâce au fluor. Le dentiste détecte ces lésions par l’examen visuel, le sondage et parfois des radiographies, puis les traite : retrait du tissu carié et obturation par un composite. Sans traitement, la carie gagne la dentine puis la pulpe, qui contient nerfs et vaisseaux, provoquant douleurs et infections. La visite permet aussi de poser des scellements de sillons sur les molaires définitives, d’appliquer des vernis fluorés, de surveiller l’éruption des dents et l’alignement des mâchoires, et d’orienter vers un orthodontiste. Les soins se font sous anesthésie locale, ce qui les rend indolores. En France, le programme de prévention de l’Assurance maladie propose un examen bucco-dentaire pris en charge tous les trois ans, de 3 à 24 ans.',
    },
  },
  {
    id: 'catching-cold',
    title: 'Est-ce qu’on tombe malade quand on a froid ?',
    phrasings: [
      'pourquoi on attrape froid',
      'est-ce qu’on tombe malade quand on a froid',
      'pourquoi je dois mettre un manteau',
      'pk faut mettre un bonnet l’hiver',
      'est-ce qu’on attrape un rhume parce qu’il fait froid',
      'pourquoi on est plus malade en hiver',
    ],
    answers: {
      up_to_5:
        'Le froid tout seul ne rend pas malade : ce sont de tout petits microbes qui donnent le rhume. Mais quand tu as froid, ton corps se fatigue à se réchauffer. Alors un bon manteau t’aide à rester en forme !',
      '6_to_8':
        'On dit souvent « couvre-toi, tu vas attraper froid ! ». En fait, le froid tout seul ne donne pas le rhume : ce sont des microbes, des virus, qui le donnent. Mais les rhumes sont beaucoup plus fréquents en hiver, pour plusieurs raisons. Quand il fait froid, on reste plus souvent enfermés, les uns près des autres, et les microbes passent facilement d’une personne à l’autre. Certains virus aiment aussi le froid et l’air sec. Et quand tu as très froid, ton corps dépense beaucoup d’énergie pour se réchauffer, et l’intérieur de ton nez, refroidi, se défend un peu moins bien. Le manteau et le bonnet t’aident donc à rester au chaud et en forme. Et pour éviter les microbes, le meilleur truc reste de te laver les mains !',
      '9_to_12':
        'L’expression « attraper froid » est trompeuse : le rhume, la grippe ou la bronchiolite sont causés par des virus, pas par la température. Pourtant, il y a bien un lien entre l’hiver et ces maladies. D’abord, on vit davantage à l’intérieur, dans des pièces fermées et peu aérées, où les virus passent facilement d’une personne à l’autre par la toux, les éternuements et les mains. Ensuite, plusieurs virus, comme celui de la grippe, survivent mieux dans l’air froid et sec. Enfin, des chercheurs ont montré que lorsque l’intérieur du nez se refroidit, ses défenses contre les virus deviennent moins efficaces, et les rhinovirus, responsables du rhume, se multiplient mieux à une température un peu plus basse que celle du corps. Rester au chaud ne remplace pas l’hygiène, mais aide le corps à garder son énergie. Les gestes les plus utiles restent de se laver les mains, d’aérer les pièces et de tousser dans son coude.',
      '13_plus':
        'Le refroidissement ne cause pas directement les infections respiratoires : rhume, grippe et bronchiolite sont d’origine virale. La saisonnalité hivernale de ces maladies s’explique par plusieurs facteurs combinés. Les comportements d’abord : le temps passé dans des espaces clos, peu ventilés et densément occupés favorise la transmission par gouttelettes, aérosols et contacts. L’environnement ensuite : certains virus enveloppés, comme celui de la grippe, restent plus stables dans un air froid et sec, et la faible humidité intérieure due au chauffage assèche les muqueuses, ce qui réduit l’efficacité du tapis mucociliaire qui évacue les particules. La physiologie enfin : des travaux ont montré que les rhinovirus se répliquent mieux autour de 33 °C, température des fosses nasales, qu’à 37 °C, et qu’un refroidissement local du nez affaiblit la réponse immunitaire innée de la muqueuse. D’autres hypothèses portent sur la baisse d’ensoleillement et de vitamine D. Se couvrir limite le coût énergétique de la thermorégulation, mais les mesures les plus efficaces contre la transmission restent l’hygiène des mains, l’aération, la vaccination contre la grippe et le fait de tousser dans son coude.',
    },
  },
];
