import type { Topic } from '../topic.js';

/** Words, French expressions, languages, reading and writing, numbers, and how we measure time. */
export const wordTopics: Topic[] = [
  {
    id: 'raining-ropes',
    title: 'Pourquoi on dit « il pleut des cordes » ?',
    phrasings: [
      'pourquoi on dit il pleut des cordes',
      'il pleut des cordes ça veut dire quoi',
      'pk on dit qu’il pleut des cordes',
      'il pleut des cordes expression',
      'pleuvoir des cordes',
      'ca veut dire koi il pleut des cordes',
      'il pleut des hallebardes',
      'il pleut à verse pourquoi on dit ça',
    ],
    answers: {
      up_to_5:
        'Quand il pleut très fort, les gouttes tombent si vite et si serrées qu’on dirait de longs fils tendus du ciel jusqu’au sol. Des fils épais comme des cordes ! Mais rassure-toi, ce sont bien des gouttes d’eau.',
      '6_to_8':
        '« Il pleut des cordes », c’est une expression : on ne la prend pas au pied de la lettre. Quand il pleut très fort, les gouttes tombent vite et tout droit, les unes derrière les autres. Nos yeux voient alors de longues lignes d’eau, comme des cordes tendues entre les nuages et le sol. Les gens ont trouvé l’image jolie et facile à comprendre. On dit aussi « il pleut à verse », comme si on vidait un seau. Et les Anglais, eux, disent qu’il pleut des chats et des chiens !',
      '9_to_12':
        '« Il pleut des cordes » est une expression imagée : elle décrit la réalité en la comparant à autre chose. Lors d’une grosse averse, les gouttes sont nombreuses et tombent vite, jusqu’à plus de 30 km/h pour les plus grosses. Notre œil ne voit pas chaque goutte séparément : il garde une trace de leur passage pendant une fraction de seconde, si bien que la pluie ressemble à des traits continus, comme des fils ou des cordes. La langue française a d’autres images pour la même idée : « il pleut à verse », « il pleut des hallebardes », qui étaient de longues lances, ou encore « il tombe des seaux ». D’autres langues en ont d’aussi drôles : en anglais, « it’s raining cats and dogs », il pleut des chats et des chiens. Ces expressions rendent la langue plus vivante et plus amusante que de dire simplement « il pleut beaucoup ».',
      '13_plus':
        '« Il pleut des cordes » est une métaphore : on désigne la pluie battante par une image, celle de cordes tendues entre le ciel et la terre. Elle repose sur une observation juste. Lors d’une forte averse, les gouttes tombent en grand nombre et à leur vitesse limite, qui peut dépasser 30 km/h pour les plus grosses. Or la rétine garde l’empreinte d’une image pendant un bref instant : chaque goutte en mouvement laisse donc une traînée, et l’ensemble forme des lignes quasi continues, comme on le voit aussi sur une photo prise avec un temps de pose un peu long. Le français aime varier ces images : « il pleut à verse », « il tombe des hallebardes », du nom d’une arme d’hast à longue hampe. Chaque langue a ses propres trouvailles : l’anglais dit « it’s raining cats and dogs », dont l’origine reste discutée. Ces expressions figées, qu’on appelle aussi idiotismes ou locutions, ne se traduisent pas mot à mot : c’est tout le défi des traducteurs, qui doivent chercher dans l’autre langue une image qui produit le même effet.',
    },
  },
  {
    id: 'stand-up-rabbit',
    title: 'Pourquoi on dit « poser un lapin » ?',
    phrasings: [
      'pourquoi on dit poser un lapin',
      'poser un lapin ça veut dire quoi',
      'pk on dit poser un lapin',
      'poser un lapin expression',
      'poser un lapin origine',
      'il m’a posé un lapin',
      'c koi poser un lapin',
      'pourquoi un lapin quand quelqu’un vient pas au rendez-vous',
    ],
    answers: {
      up_to_5:
        '« Poser un lapin », ça veut dire ne pas venir alors qu’on avait promis de venir. Il n’y a pas de vrai lapin ! C’est juste une façon rigolote de le dire.',
      '6_to_8':
        'Quand quelqu’un te « pose un lapin », ça veut dire qu’il avait promis de te retrouver à un endroit et qu’il n’est pas venu. Tu l’attends… et personne n’arrive ! Il n’y a aucun vrai lapin dans l’histoire : c’est une expression, une façon imagée de parler. Elle est assez ancienne : elle existe depuis plus de cent ans. Personne ne sait vraiment pourquoi on a choisi un lapin. Ce qui est sûr, c’est que c’est vexant d’attendre pour rien : si tu ne peux pas venir alors que tu l’avais promis, le mieux est de prévenir.',
      '9_to_12':
        '« Poser un lapin » à quelqu’un, c’est ne pas venir à une rencontre qu’on avait prévue avec lui, sans prévenir. L’expression est née dans le français familier du XIXe siècle. À cette époque, on disait déjà « faire un lapin » ou « poser un lapin » pour parler de quelqu’un qui ne tenait pas sa promesse, et en particulier qui partait sans payer ce qu’il devait. Peu à peu, le sens s’est élargi à toutes les promesses non tenues, puis s’est fixé sur les rencontres manquées. Pourquoi un lapin ? Les spécialistes de la langue n’en sont pas certains : le mot « lapin » servait dans l’argot de l’époque à plusieurs choses, et le lien exact s’est perdu. C’est souvent le cas des expressions : on continue à les utiliser bien après avoir oublié d’où elles viennent. En tout cas, prévenir quand on ne peut pas venir évite à l’autre d’attendre pour rien.',
      '13_plus':
        '« Poser un lapin » signifie ne pas se présenter à une rencontre convenue, sans prévenir la personne qui attend. La locution appartient à la langue familière et apparaît au XIXe siècle. Les dictionnaires historiques signalent qu’à l’origine, « faire » ou « poser un lapin » désignait le fait de ne pas payer ce qu’on devait, de partir sans régler une dette ou un service : l’idée de tromperie et d’engagement non tenu était donc déjà là. Le sens s’est ensuite déplacé vers la promesse non tenue en général, puis s’est spécialisé dans la rencontre manquée, qui est son seul sens courant aujourd’hui. Le choix du lapin reste mal expliqué : l’argot du XIXe siècle employait ce mot dans plusieurs sens, et aucune hypothèse ne fait l’unanimité. C’est un phénomène fréquent en linguistique : une locution figée survit alors que sa motivation, c’est-à-dire la raison de l’image, n’est plus comprise par les locuteurs. On parle alors d’expression démotivée. L’anglais dit « to stand someone up », « laisser quelqu’un debout », une image plus transparente. Méfie-toi donc des explications trop belles qu’on trouve parfois sur l’origine des expressions : beaucoup sont des légendes inventées après coup.',
    },
  },
  {
    id: 'cat-in-throat',
    title: 'Pourquoi on dit « avoir un chat dans la gorge » ?',
    phrasings: [
      'pourquoi on dit avoir un chat dans la gorge',
      'avoir un chat dans la gorge ça veut dire quoi',
      'pk on dit qu’on a un chat dans la gorge',
      'un chat dans la gorge expression',
      'chat dans la gorge origine',
      'c koi un chat dans la gorge',
      'pourquoi un chat dans la gorge quand on a la voix enrouée',
    ],
    answers: {
      up_to_5:
        'Quand ta voix devient toute rauque et que tu as envie de te racler la gorge, on dit que tu as « un chat dans la gorge ». Il n’y a pas de chat dedans, bien sûr ! Ta voix fait juste un petit bruit qui gratte, un peu comme un miaulement.',
      '6_to_8':
        'Avoir « un chat dans la gorge », c’est avoir la voix enrouée : elle gratte, elle se casse, et on a envie de tousser un petit coup pour la dégager. Souvent, c’est parce qu’un peu de mucus, une sorte de glaire, gêne tes cordes vocales, par exemple quand tu es enrhumé. Bien sûr, aucun chat ne se cache dans ta gorge ! On pense que l’expression vient d’un vieux mot, « maton », qui voulait dire une petite boule, un grumeau. Il ressemblait à « matou », le nom du chat, et les gens les auraient mélangés. Les Anglais, eux, disent qu’ils ont une grenouille dans la gorge !',
      '9_to_12':
        'On dit qu’on a « un chat dans la gorge » quand la voix devient rauque et qu’on ressent le besoin de se racler la gorge. Ce qui se passe vraiment : tes cordes vocales, deux petits replis dans ton larynx, vibrent pour produire ta voix. Si un peu de mucus s’y colle, ou si elles sont irritées par un rhume ou après avoir beaucoup crié, elles vibrent moins bien et ta voix déraille. Pour l’origine de l’expression, l’explication la plus souvent donnée est une confusion de mots. En ancien français, un « maton » désignait une petite boule, un grumeau, par exemple de lait caillé. Ce mot ressemblait beaucoup à « matou », le chat mâle : on pense qu’on est passé de l’un à l’autre. Une boule dans la gorge est devenue un chat ! En anglais, on dit « to have a frog in one’s throat », avoir une grenouille dans la gorge.',
      '13_plus':
        '« Avoir un chat dans la gorge » désigne un enrouement passager : la voix devient rauque, voilée, et l’on éprouve le besoin de se racler la gorge. Physiologiquement, la voix naît de la vibration des cordes vocales, deux replis musculo-muqueux du larynx mis en mouvement par l’air expiré. Qu’un peu de mucus se dépose à leur surface ou qu’elles soient enflammées, par une laryngite, un rhume ou un effort vocal, et leur vibration devient irrégulière : c’est ce qu’on entend. Pour l’étymologie, l’hypothèse la plus répandue fait intervenir un jeu de ressemblances. L’ancien français connaissait le mot « maton », qui désignait un grumeau, un amas de lait caillé ou de matière emmêlée. Sa proximité avec « matou », le chat mâle, aurait favorisé le glissement : le grumeau dans la gorge serait devenu un chat. Cette explication reste une hypothèse, comme souvent en étymologie populaire, mais elle est cohérente avec le sens. L’anglais a choisi une autre bête, « a frog in one’s throat », une grenouille, sans doute pour le son rauque qu’on associe à son coassement. Un enrouement qui dure plus de quelques semaines mérite d’être montré à un médecin.',
    },
  },
  {
    id: 'cost-eyes-head',
    title: 'Pourquoi on dit « coûter les yeux de la tête » ?',
    phrasings: [
      'pourquoi on dit coûter les yeux de la tête',
      'couter les yeux de la tete ça veut dire quoi',
      'pk on dit que ça coûte les yeux de la tête',
      'les yeux de la tête expression',
      'coûter les yeux de la tête origine',
      'c koi couter les yeux de la tete',
    ],
    answers: {
      up_to_5:
        'Quand quelque chose coûte très, très cher, on dit que ça coûte « les yeux de la tête ». Tes yeux sont si précieux que personne ne voudrait les donner ! Alors ça veut dire : c’est beaucoup trop cher.',
      '6_to_8':
        '« Ça coûte les yeux de la tête » veut dire que c’est extrêmement cher. Bien sûr, personne ne paie vraiment avec ses yeux ! C’est une image. Tes yeux font partie des choses les plus précieuses que tu as : grâce à eux, tu vois les couleurs, les visages, les livres. Donner ses yeux pour acheter quelque chose, ce serait payer le prix le plus énorme qu’on puisse imaginer. Les Anglais ont une idée proche : chez eux, une chose très chère « coûte un bras et une jambe ».',
      '9_to_12':
        'L’expression « coûter les yeux de la tête » signifie coûter un prix énorme, souvent exagéré. Elle repose sur une idée simple : la vue est l’un de nos biens les plus précieux. Dire qu’un objet coûte nos yeux, c’est dire qu’il faudrait sacrifier quelque chose d’irremplaçable pour l’obtenir. C’est une hyperbole, c’est-à-dire une exagération volontaire pour frapper l’esprit, comme quand on dit « je meurs de faim » ou « je te l’ai dit mille fois ». On ne sait pas exactement quand ni où elle est née, et plusieurs explications circulent sans preuve solide. D’autres langues utilisent le même procédé avec d’autres parties du corps : l’anglais dit « to cost an arm and a leg », un bras et une jambe, et l’italien « costare un occhio della testa », presque comme nous. On dit aussi en français « coûter la peau des fesses », une version plus familière.',
      '13_plus':
        '« Coûter les yeux de la tête » signifie coûter très cher, au point que le prix paraît démesuré. La figure de style en jeu est l’hyperbole : une exagération délibérée qui donne de la force au propos. Le choix des yeux s’explique par la valeur qu’on accorde à la vue, sens essentiel et organe irremplaçable ; la locution fonctionne donc comme une comparaison implicite entre un prix en argent et un sacrifice corporel. Son origine précise est incertaine. On lit parfois qu’elle rappellerait d’anciens châtiments ou des rançons, mais aucune source sûre ne le confirme, et il vaut mieux s’en tenir à l’image de la chose la plus précieuse qu’on possède. Le procédé se retrouve dans de nombreuses langues, ce qui suggère une intuition partagée : l’italien dit « costare un occhio della testa », l’anglais « to cost an arm and a leg ». Le français a aussi des variantes familières, comme « coûter la peau des fesses » ou « coûter bonbon ». Ces expressions appartiennent à la langue orale et familière : dans un texte soutenu, on écrira plutôt « exorbitant » ou « hors de prix ». Savoir passer d’un registre à l’autre fait partie de la maîtrise d’une langue.',
    },
  },
  {
    id: 'fall-in-apples',
    title: 'Pourquoi on dit « tomber dans les pommes » ?',
    phrasings: [
      'pourquoi on dit tomber dans les pommes',
      'tomber dans les pommes ça veut dire quoi',
      'pk on dit tomber dans les pommes',
      'tomber dans les pommes origine',
      'tomber dans les pommes expression',
      'c koi tomber dans les pommes',
      'pourquoi on s’évanouit',
      'pourquoi on tombe dans les pommes',
      'évanouissement',
    ],
    answers: {
      up_to_5:
        '« Tomber dans les pommes », ça veut dire s’évanouir : quelqu’un se sent tout mou et tombe, comme s’il s’endormait d’un coup. Il n’y a pas de pommes ! Si ça arrive à quelqu’un, il faut vite appeler un grand.',
      '6_to_8':
        '« Tomber dans les pommes », c’est s’évanouir : pendant quelques secondes, on perd connaissance, comme si notre corps s’éteignait un petit moment. Ça peut arriver quand on a très chaud, qu’on n’a pas mangé, qu’on a eu une grosse émotion ou qu’on est resté debout longtemps. Le cerveau reçoit un peu moins de sang pendant un instant, alors le corps se met à l’horizontale pour que le sang revienne vite vers la tête. Pour les pommes, personne n’est sûr : une des idées, c’est que l’expression viendrait d’un vieux mot, « se pâmer », qui voulait dire s’évanouir. Si quelqu’un tombe dans les pommes, va tout de suite chercher un adulte.',
      '9_to_12':
        '« Tomber dans les pommes » signifie s’évanouir, perdre connaissance quelques instants. Le plus souvent, c’est un malaise sans gravité : pendant un court moment, le cerveau ne reçoit pas assez de sang, par exemple à cause de la chaleur, de la faim, de la fatigue, d’une douleur ou d’une forte émotion. En tombant, on se retrouve allongé, ce qui aide le sang à revenir au cerveau, et on se réveille en général très vite. L’origine de l’expression est discutée. Une première hypothèse la relie à l’ancien verbe « se pâmer », qui voulait dire s’évanouir : on disait « tomber en pâmoison », et « pâmes » aurait pu devenir « pommes ». Une autre la rattache à l’expression « être dans les pommes cuites », qu’on trouve au XIXe siècle, notamment dans une lettre de l’écrivaine George Sand, pour dire qu’on était épuisé. Si quelqu’un s’évanouit, il faut prévenir un adulte, et un médecin doit savoir pourquoi c’est arrivé.',
      '13_plus':
        '« Tomber dans les pommes » désigne une syncope, c’est-à-dire une perte de connaissance brève et spontanément réversible. La forme la plus fréquente, dite vasovagale, survient quand le nerf vague provoque un ralentissement du cœur et une dilatation des vaisseaux : la pression artérielle chute, le cerveau est moins bien irrigué pendant quelques secondes, et la personne perd connaissance. La chute elle-même est protectrice, puisqu’une fois allongé, le sang revient plus facilement vers la tête ; on conseille d’ailleurs de surélever les jambes. Chaleur, station debout prolongée, jeûne, douleur, vue du sang ou émotion forte en sont des déclencheurs classiques. L’étymologie de l’expression n’est pas établie avec certitude. La piste de la « pâmoison », de l’ancien verbe « se pâmer », est souvent avancée : « tomber en pâmes » aurait été déformé en « tomber dans les pommes » par étymologie populaire. Une autre piste part de la locution « être dans les pommes cuites », attestée au XIXe siècle, notamment sous la plume de George Sand, au sens d’être très fatigué. Les deux hypothèses ne s’excluent pas. Un évanouissement reste un symptôme : il doit être signalé à un médecin, surtout s’il se répète ou survient pendant un effort.',
    },
  },
  {
    id: 'tongue-to-cat',
    title: 'Pourquoi on dit « donner sa langue au chat » ?',
    phrasings: [
      'pourquoi on dit donner sa langue au chat',
      'donner sa langue au chat ça veut dire quoi',
      'pk on dit je donne ma langue au chat',
      'donner sa langue au chat origine',
      'langue au chat expression',
      'c koi donner sa langue au chat',
      'je donne ma langue au chat pourquoi',
    ],
    answers: {
      up_to_5:
        'Quand tu ne trouves pas la réponse à une devinette et que tu veux qu’on te la dise, tu peux dire : « Je donne ma langue au chat ! » Tu ne donnes pas vraiment ta langue, c’est un jeu de mots. Ça veut dire : j’abandonne, dis-moi la réponse !',
      '6_to_8':
        '« Donner sa langue au chat », c’est avouer qu’on ne trouve pas la réponse à une devinette et demander qu’on nous la donne. Bien sûr, on garde sa langue ! C’est une très vieille expression. Il y a plus de 300 ans, on disait plutôt « jeter sa langue aux chiens ». Puis le chien a été remplacé par le chat. On pense que c’est parce que le chat a l’air mystérieux et malin, comme s’il connaissait tous les secrets. Donner sa langue au chat, ce serait alors lui laisser le soin de trouver la réponse.',
      '9_to_12':
        '« Donner sa langue au chat » veut dire renoncer à trouver la solution d’une devinette ou d’une énigme, et demander la réponse. L’expression a une histoire. Au XVIIe siècle, on disait « jeter sa langue aux chiens » : la célèbre épistolière Madame de Sévigné l’emploie dans une de ses lettres. À l’époque, jeter quelque chose aux chiens, c’était s’en débarrasser parce qu’on le jugeait inutile : ici, sa langue, qui ne sert plus à rien puisqu’on n’a pas trouvé. Au XIXe siècle, c’est le chat qui a pris la place du chien, et l’expression a pris un ton plus gentil. On pense que le chat a été choisi parce qu’il passe pour un animal mystérieux et rusé, un gardien de secrets. Donner sa langue au chat, c’est un peu lui confier la parole pour qu’il livre la solution. C’est un bel exemple d’expression qui a changé avec le temps.',
      '13_plus':
        '« Donner sa langue au chat » signifie s’avouer incapable de résoudre une énigme et demander la réponse. La locution a connu une évolution bien documentée. Au XVIIe siècle existait la forme « jeter sa langue aux chiens », attestée notamment dans la correspondance de Madame de Sévigné. Jeter aux chiens, c’était alors rejeter ce qu’on estime sans valeur, comme les restes d’un repas : la langue, c’est-à-dire la parole, devenue inutile faute de réponse, était abandonnée. Au XIXe siècle, la forme « donner sa langue au chat » s’impose. Le passage du chien au chat et de « jeter » à « donner » adoucit l’image : on ne se débarrasse plus de sa langue, on la confie. Le chat, dans l’imaginaire populaire, est un animal énigmatique, proche des sorcières dans les croyances anciennes, réputé garder les secrets ; il fait donc un dépositaire idéal de la réponse. Cette interprétation reste une hypothèse, car les changements de forme d’une expression laissent rarement une explication écrite. Ce cas illustre un phénomène courant : une locution conserve sa structure et son sens global tout en renouvelant ses mots, au gré des sensibilités d’une époque.',
    },
  },
  {
    id: 'when-hens-have-teeth',
    title: 'Pourquoi on dit « quand les poules auront des dents » ?',
    phrasings: [
      'pourquoi on dit quand les poules auront des dents',
      'quand les poules auront des dents ça veut dire quoi',
      'pk les poules ont pas de dents',
      'pourquoi les poules n’ont pas de dents',
      'poules auront des dents expression',
      'c koi quand les poules auront des dents',
      'les poules ont elles des dents',
    ],
    answers: {
      up_to_5:
        'Les poules n’ont pas de dents : elles avalent les graines tout rond. Alors « quand les poules auront des dents », ça veut dire… jamais ! C’est une façon drôle de dire que quelque chose n’arrivera pas.',
      '6_to_8':
        'Quand quelqu’un dit « ça arrivera quand les poules auront des dents », il veut dire que ça n’arrivera jamais. Pourquoi ? Parce que les poules n’ont pas de dents du tout ! Elles attrapent les graines avec leur bec et les avalent sans mâcher. Les graines sont ensuite écrasées dans une poche de leur ventre, le gésier, avec l’aide de petits cailloux que la poule avale exprès. Des poules avec des dents, c’est donc impossible : voilà pourquoi l’expression veut dire « jamais ». Les Anglais disent la même chose avec une autre image : « quand les cochons voleront ».',
      '9_to_12':
        '« Quand les poules auront des dents » signifie « jamais » : on l’utilise pour parler d’une chose qui n’a aucune chance d’arriver. L’image marche parce qu’aucun oiseau actuel n’a de dents. La poule saisit sa nourriture avec son bec, l’avale entière, et c’est son gésier, un estomac très musclé, qui broie les graines, aidé par de petits cailloux qu’elle avale volontairement. Pourtant, l’histoire est plus surprenante qu’on ne le croit ! Les oiseaux descendent des dinosaures, et beaucoup de leurs ancêtres avaient des dents, comme l’Archaeopteryx, il y a 150 millions d’années. Les ancêtres des oiseaux d’aujourd’hui ont perdu leurs dents il y a plus de 100 millions d’années. Des chercheurs ont même découvert que les poules gardent dans leurs gènes une trace de cette capacité à fabriquer des dents, endormie depuis très longtemps. L’anglais a une image proche : « when pigs fly », quand les cochons voleront.',
      '13_plus':
        '« Quand les poules auront des dents » est une formule d’impossibilité : elle renvoie un événement à un futur qui n’arrivera jamais, comme « à la Saint-Glinglin » ou l’anglais « when pigs fly ». Elle s’appuie sur un fait d’observation : les oiseaux modernes sont tous édentés. La poule prélève sa nourriture avec un bec kératinisé et la broie dans son gésier, estomac musculeux où des petits cailloux avalés, les gastrolithes, jouent le rôle de meules. L’évolution rend pourtant l’expression plus piquante. Les oiseaux sont des dinosaures théropodes, et de nombreux oiseaux fossiles, comme l’Archaeopteryx, vieux d’environ 150 millions d’années, ou les Hesperornis du Crétacé, portaient des dents. Les études génétiques indiquent que l’ancêtre commun des oiseaux actuels avait déjà perdu ses dents il y a plus de 100 millions d’années : les gènes de l’émail sont aujourd’hui inactivés chez eux. En 2006, une équipe a montré que des embryons de poulet porteurs d’une mutation, appelée talpid2, ébauchaient des structures proches de dents, preuve que le programme de développement n’a pas complètement disparu. Autrement dit, les poules n’auront sans doute jamais de dents, mais leurs lointains ancêtres en avaient bel et bien.',
    },
  },
  {
    id: 'who-invents-words',
    title: 'Qui invente les mots ?',
    phrasings: [
      'qui invente les mots',
      'qui a inventé les mots',
      'comment on invente un nouveau mot',
      'pk il y a des nouveaux mots dans le dictionnaire',
      'd’où viennent les mots',
      'ki invente les mots',
      'nouveaux mots dictionnaire',
      'comment un mot entre dans le dictionnaire',
    ],
    answers: {
      up_to_5:
        'Les mots, ce sont les gens qui les inventent, tous ensemble, en parlant ! Quand un mot nouveau plaît et que tout le monde se met à le dire, il reste. Toi aussi, tu pourrais en inventer un.',
      '6_to_8':
        'Personne n’a inventé tous les mots d’un coup : ils ont été créés petit à petit, par des milliers de gens, pendant très longtemps. Beaucoup de mots français viennent du latin, la langue parlée par les Romains il y a 2 000 ans. D’autres viennent d’autres langues : « chocolat » vient de la langue des Aztèques, et « pyjama » est arrivé par l’anglais. On invente aussi des mots quand il y a des choses nouvelles : le mot « ordinateur » a été inventé il y a environ 70 ans. Si les gens adoptent un mot, il finit par entrer dans le dictionnaire. Chaque année, les dictionnaires en ajoutent une centaine !',
      '9_to_12':
        'Les mots ne sont pas inventés par une seule personne : c’est l’ensemble des gens qui parlent une langue qui la fabriquent et la transforment. Le français vient surtout du latin, que les Romains ont apporté en Gaule, mélangé à quelques mots gaulois et à des mots francs, la langue des Francs qui ont donné leur nom à la France. Au fil des siècles, il a emprunté à beaucoup d’autres langues : « algèbre » et « sucre » à l’arabe, « chocolat » au nahuatl des Aztèques par l’espagnol, « week-end » à l’anglais. Quand un objet ou une idée nouvelle apparaît, on crée un mot : « ordinateur » a été proposé en 1955 par un professeur, Jacques Perret, et « courriel » a été inventé au Québec. Les dictionnaires comme le Larousse ou le Robert observent la façon dont les gens parlent et ajoutent chaque année une centaine de mots devenus courants. L’Académie française, créée en 1635, donne aussi son avis sur le bon usage. Mais au final, ce sont les gens qui décident, en utilisant un mot… ou en l’oubliant.',
      '13_plus':
        'Une langue est une création collective et continue : aucun individu ni aucune institution ne peut imposer seul un mot, c’est l’usage des locuteurs qui tranche. Le lexique français s’est formé en couches successives : un fonds latin, issu du latin populaire parlé en Gaule après la conquête romaine, quelques dizaines de mots gaulois (« chêne », « ruche », « mouton »), un apport germanique du francique (« guerre », « jardin », « blanc »), puis de nombreux emprunts : à l’arabe au Moyen Âge (« algèbre », « chiffre », « sucre »), à l’italien à la Renaissance, à l’anglais surtout depuis le XIXe siècle. À ces emprunts s’ajoutent les procédés de création internes : dérivation avec préfixes et suffixes, composition (« porte-monnaie »), abréviation (« vélo » pour « vélocipède »), ou sens nouveaux donnés à des mots anciens (« souris » en informatique). Certains néologismes ont un auteur connu : le philologue Jacques Perret a proposé « ordinateur » en 1955 à la demande d’IBM France, et l’Office québécois de la langue française a popularisé « courriel ». Les dictionnaires d’usage, comme le Petit Larousse et le Petit Robert, enregistrent chaque année une centaine de mots dont ils ont constaté la diffusion. L’Académie française, fondée en 1635 par Richelieu, publie son propre dictionnaire et des recommandations, et des commissions de terminologie proposent des équivalents français aux termes techniques anglais. Mais l’histoire montre que l’usage peut aussi bien adopter ces propositions que les ignorer.',
    },
  },
  {
    id: 'who-invented-alphabet',
    title: 'Qui a inventé l’alphabet et les lettres ?',
    phrasings: [
      'qui a inventé l’alphabet',
      'qui a inventé les lettres',
      'pk il y a 26 lettres dans l’alphabet',
      'd’où vient l’alphabet',
      'qui a inventé le a b c',
      'ki a inventé l alphabet',
      'pourquoi l’alphabet commence par a',
      'origine des lettres de l’alphabet',
      'pourquoi on dit alphabet',
    ],
    answers: {
      up_to_5:
        'Il y a très longtemps, des gens ont eu une super idée : dessiner un petit signe pour chaque son qu’on fait en parlant. Ces signes sont devenus nos lettres ! Avec seulement quelques lettres, on peut écrire tous les mots.',
      '6_to_8':
        'Avant l’alphabet, on écrivait avec des petits dessins : un dessin pour chaque mot ou chaque idée, et il fallait en apprendre des centaines. Il y a presque 4 000 ans, des gens qui vivaient près de l’Égypte ont eu une idée géniale : utiliser un petit signe pour chaque son. Ce système a été repris par les Phéniciens, un peuple de marins et de marchands, puis par les Grecs, qui ont ajouté les voyelles, puis par les Romains. Nos lettres viennent des Romains ! La lettre A était au départ le dessin d’une tête de bœuf, qu’on a tourné. Et le mot « alphabet » vient des deux premières lettres grecques : alpha et bêta.',
      '9_to_12':
        'L’alphabet n’a pas été inventé par une seule personne, mais par étapes, sur des siècles. Les premières écritures, nées il y a plus de 5 000 ans en Mésopotamie et en Égypte, utilisaient des centaines de signes différents. Vers 1800 avant notre ère, des travailleurs qui parlaient une langue sémitique, installés en Égypte et dans le Sinaï, ont eu l’idée de garder quelques signes seulement, chacun correspondant à un son : c’est le premier alphabet connu. Les Phéniciens, grands navigateurs, l’ont diffusé autour de la Méditerranée vers 1000 avant notre ère : il comptait 22 lettres, toutes des consonnes. Les Grecs l’ont adopté et y ont ajouté les voyelles, puis les Étrusques et les Romains l’ont transformé en alphabet latin, celui que tu utilises. Le A vient d’un signe qui représentait une tête de bœuf, « aleph », et le B d’une maison, « beth ». En français, on compte aujourd’hui 26 lettres, et le mot « alphabet » vient d’« alpha » et « bêta », les deux premières lettres grecques.',
      '13_plus':
        'L’alphabet est l’aboutissement d’une longue évolution des systèmes d’écriture. Les premières écritures, le cunéiforme mésopotamien et les hiéroglyphes égyptiens, apparues vers 3300 à 3200 avant notre ère, combinaient des logogrammes, signes représentant des mots, et des signes notant des sons, soit plusieurs centaines de caractères réservés à des scribes formés pendant des années. Vers le XIXe ou le XVIIIe siècle avant notre ère, des populations de langue sémitique en contact avec l’Égypte ont emprunté quelques hiéroglyphes pour noter uniquement les consonnes de leur langue, selon le principe acrophonique : le signe de la tête de bœuf, « ʾalep », notait le premier son de ce mot. Ces inscriptions dites protosinaïtiques sont considérées comme l’ancêtre de la plupart des alphabets du monde. L’alphabet phénicien, stabilisé vers 1050 avant notre ère avec 22 consonnes, s’est diffusé par le commerce maritime ; il a donné l’alphabet araméen, d’où descendent l’hébreu et l’arabe, et l’alphabet grec, vers le VIIIe siècle avant notre ère. Les Grecs ont réutilisé des signes de consonnes inutiles dans leur langue pour noter les voyelles, innovation décisive. Par les Étrusques, l’alphabet est passé aux Romains, dont l’alphabet latin s’est répandu avec l’Empire puis l’Église. Il a été complété plus tard : le J et le U ont été distingués du I et du V à la Renaissance, et le W est entré officiellement dans l’alphabet français au XXe siècle. L’avantage de l’alphabet est son économie : une trentaine de signes suffisent à noter toute une langue.',
    },
  },
  {
    id: 'capital-letters',
    title: 'Pourquoi il y a des majuscules ?',
    phrasings: [
      'pourquoi il y a des majuscules',
      'pk on met une majuscule',
      'à quoi servent les majuscules',
      'pourquoi une majuscule au début de la phrase',
      'pourquoi les prénoms ont une majuscule',
      'majuscules et minuscules',
      'grandes lettres et petites lettres pourquoi',
      'majuscule',
      'pourquoi il y a des lettres capitales',
    ],
    answers: {
      up_to_5:
        'La majuscule, c’est une grande lettre qui dit : « Attention, ici commence quelque chose d’important ! » Elle montre le début d’une phrase, ou un prénom, comme le tien. C’est comme un panneau pour aider à lire.',
      '6_to_8':
        'Les majuscules sont des lettres plus grandes, ou de forme différente, comme le A à côté du a. Elles servent de repères quand on lit. Une majuscule au début d’une phrase te dit : « Une nouvelle idée commence ici. » Une majuscule au début d’un mot te montre que c’est un nom propre : le prénom d’une personne, comme Léa, le nom d’une ville, comme Paris, ou d’un pays, comme la France. Il y a très longtemps, les Romains écrivaient seulement en majuscules, gravées dans la pierre. Les petites lettres sont arrivées plus tard, parce qu’elles étaient plus rapides à écrire à la main.',
      '9_to_12':
        'Au départ, il n’y avait qu’une seule sorte de lettres ! Les Romains écrivaient en capitales, des lettres droites et bien séparées, faciles à graver sur les monuments. Mais à la main, sur du papyrus puis du parchemin, les scribes écrivaient plus vite en arrondissant et en liant les lettres, et de nouvelles formes plus petites sont apparues peu à peu. Vers l’an 800, à l’époque de Charlemagne, les moines ont mis au point une écriture claire et régulière, la minuscule caroline, ancêtre de nos minuscules. On a alors pris l’habitude de mélanger les deux : les grandes lettres pour marquer les endroits importants. Aujourd’hui, la majuscule sert à signaler le début d’une phrase et les noms propres : prénoms, villes, pays, fleuves. Elle aide l’œil à repérer la structure d’un texte et évite des confusions : « un dauphin » est un animal, mais « le Dauphin » était le fils aîné du roi de France. Les imprimeurs rangeaient les majuscules dans le haut de leur casier, d’où le nom de « haut de casse ».',
      '13_plus':
        'L’opposition entre majuscules et minuscules, appelée bicamérisme, est une particularité de quelques écritures : les alphabets latin, grec, cyrillique et arménien. L’arabe, l’hébreu ou le chinois ne la connaissent pas. À l’origine, l’alphabet latin ne comportait que des capitales, comme celles qu’on lit sur les inscriptions romaines, par exemple sur la colonne Trajane à Rome. L’écriture manuscrite quotidienne, plus rapide, a fait évoluer ces formes vers des écritures cursives, puis vers l’onciale et la semi-onciale, plus arrondies. À la fin du VIIIe siècle, sous l’impulsion de Charlemagne et de savants comme Alcuin, les ateliers monastiques ont diffusé la minuscule caroline, très lisible, qui sépare mieux les mots. Les copistes ont alors réservé les anciennes capitales aux titres et aux débuts de paragraphes, souvent ornés de lettrines. Les humanistes de la Renaissance ont repris la caroline, et l’imprimerie a fixé ce système à deux casses : les caractères mobiles étaient rangés en « haut de casse » pour les capitales et en « bas de casse » pour les minuscules, expressions encore employées par les typographes. Les règles d’usage, majuscule en début de phrase et aux noms propres, se sont stabilisées progressivement, et elles varient selon les langues : l’allemand met une majuscule à tous les noms communs, alors que le français n’en met pas aux noms de jours, de mois ou de langues. La majuscule a donc une fonction de balisage : elle segmente le texte et distingue le nom propre du nom commun.',
    },
  },
  {
    id: 'spelling-rules',
    title: 'Pourquoi il y a des règles d’orthographe ?',
    phrasings: [
      'pourquoi il y a des règles d’orthographe',
      'pourquoi l’orthographe c’est compliqué',
      'pk on peut pas écrire comme on veut',
      'pourquoi il faut bien écrire les mots',
      'à quoi sert l’orthographe',
      'pourquoi le français est difficile à écrire',
      'ortographe',
      'pourquoi il faut pas faire de fautes',
      'pourquoi on écrit pas comme on parle',
    ],
    answers: {
      up_to_5:
        'Si chacun écrivait les mots à sa façon, on aurait beaucoup de mal à se comprendre. Alors on s’est mis d’accord pour écrire chaque mot toujours pareil. Comme ça, tout le monde peut lire ce que tu écris !',
      '6_to_8':
        'L’orthographe, c’est la bonne façon d’écrire chaque mot, celle sur laquelle tout le monde s’est mis d’accord. Grâce à elle, quand tu lis un mot, tu le reconnais tout de suite, même écrit par quelqu’un d’autre. Elle aide aussi à distinguer des mots qui se prononcent pareil : « vert », « verre » et « ver » se disent de la même façon, mais l’orthographe montre tout de suite si on parle d’une couleur, d’un objet pour boire ou d’un petit animal. En français, certaines lettres racontent aussi l’histoire des mots : ils viennent souvent du latin, et on en a gardé des traces. C’est pour ça qu’il faut du temps pour tout apprendre, même les grands font encore des fautes !',
      '9_to_12':
        'L’orthographe fixe une seule manière d’écrire chaque mot, pour que tous ceux qui partagent une langue puissent se lire sans effort. Au Moyen Âge, chacun écrivait un peu comme il voulait, et un même mot pouvait avoir plusieurs formes. Avec l’imprimerie, au XVe siècle, puis avec l’Académie française, fondée en 1635, on a cherché à fixer une orthographe commune, publiée dans des dictionnaires. En français, elle est difficile parce qu’elle garde la trace de l’histoire des mots : « temps » vient du latin « tempus » et « doigt » du latin « digitus ». Elle garde aussi des informations utiles : les lettres muettes de « petit » s’entendent dans « petite », et les mots homophones, comme « vert », « verre », « ver », « vers », se distinguent à l’écrit. Les accords, eux, montrent qui fait quoi dans la phrase, par exemple le s du pluriel. L’orthographe change aussi parfois : depuis 1990, on peut écrire « ognon » au lieu de « oignon ».',
      '13_plus':
        'Une orthographe est une norme : elle attribue à chaque mot une graphie unique afin que l’écrit soit lisible par tous, indépendamment des prononciations régionales. L’orthographe française est dite profonde, car le lien entre les sons et les lettres y est complexe : un même son peut s’écrire de nombreuses façons, comme le son « o » dans « eau », « au », « o », « ô ». Cette complexité a plusieurs sources. D’abord, la prononciation a beaucoup évolué depuis le Moyen Âge, alors que l’écrit a été figé plus tôt : des lettres autrefois prononcées sont devenues muettes. Ensuite, les lettrés de la Renaissance ont ajouté des lettres étymologiques pour rapprocher les mots du latin, comme le g de « doigt » ou le p de « sept ». L’Académie française, fondée en 1635 par Richelieu, a publié son premier dictionnaire en 1694 en privilégiant une orthographe savante, qui distinguait les gens instruits. Mais l’orthographe française n’est pas arbitraire : elle est aussi morphologique, c’est-à-dire qu’elle montre les liens entre mots de la même famille (le t de « chant » rappelle « chanter ») et marque les accords grammaticaux, souvent muets à l’oral. Elle distingue enfin les nombreux homophones du français, ce qui facilite la lecture rapide. Des réformes ont eu lieu, la dernière grande étant les rectifications de 1990, qui ont simplifié certaines graphies (« ognon », « nénufar ») et accents. Le débat entre simplification et respect de l’histoire de la langue est ancien et toujours vif.',
    },
  },
  {
    id: 'silent-letters',
    title: 'Pourquoi il y a des lettres qu’on n’entend pas ?',
    phrasings: [
      'pourquoi il y a des lettres qu’on n’entend pas',
      'pourquoi il y a des lettres muettes',
      'pk on écrit des lettres qu’on prononce pas',
      'lettres muettes',
      'pourquoi le h de homme se prononce pas',
      'pourquoi on écrit un t à la fin de petit',
      'pourquoi on prononce pas toutes les lettres',
      'lettre muette à la fin des mots',
    ],
    answers: {
      up_to_5:
        'Certaines lettres sont comme des petites souris silencieuses : elles sont bien là, mais elles ne font pas de bruit. Il y a très longtemps, on les prononçait. Les mots ont changé à l’oral, mais on les écrit encore pareil !',
      '6_to_8':
        'On appelle ces lettres des lettres muettes, parce qu’on les écrit sans les dire. Elles ne sont pas là pour rien ! Souvent, elles te donnent un indice : le t muet de « petit » se réveille dans « petite », et le d de « grand » s’entend dans « grande ». Parfois, elles rappellent d’où vient le mot : il y a très longtemps, on prononçait ces lettres, puis la façon de parler a changé, mais l’écriture, elle, est restée. Le h de « homme », par exemple, vient du mot latin « homo ». Et le s à la fin des mots au pluriel ne s’entend pas, mais il te dit qu’il y en a plusieurs.',
      '9_to_12':
        'Le français compte beaucoup de lettres muettes, écrites mais non prononcées. Elles s’expliquent surtout par l’histoire : la prononciation d’une langue change avec le temps, alors que l’écriture évolue beaucoup plus lentement. Au Moyen Âge, on prononçait encore de nombreuses consonnes finales, qui se sont tues peu à peu. Mais ces lettres restent utiles. Elles relient les mots d’une même famille : le t de « chat » se retrouve dans « chaton », le d de « bavard » dans « bavarder ». Elles marquent la grammaire : le s ou le x du pluriel, le e du féminin, les terminaisons des verbes comme « ils chantent ». Elles réapparaissent aussi dans les liaisons : dans « les amis », on entend le s. Enfin, certaines ont été ajoutées exprès à la Renaissance par des savants qui voulaient montrer l’origine latine des mots, comme le g de « doigt », qui vient de « digitus », ou le p de « sept ».',
      '13_plus':
        'Les lettres muettes, abondantes en français, résultent du décalage entre l’évolution de la prononciation et celle de la graphie. L’écrit français s’est largement fixé à partir des XIIe et XIIIe siècles, alors que l’oral a continué d’évoluer : de nombreuses consonnes finales et certaines voyelles, comme le e final, ont cessé d’être prononcées, sans que l’orthographe suive. À cela s’ajoutent des lettres étymologiques introduites aux XVe et XVIe siècles par des clercs et des imprimeurs soucieux de rapprocher le français du latin : le g de « doigt » (digitus), le p de « sept » (septem) ou de « compter » (computare), le h initial d’« homme » (homo). Certaines de ces lettres ajoutées ont même fini par être prononcées, comme le d d’« adversaire ». Les linguistes soulignent cependant que beaucoup de lettres muettes ont une fonction. Ce sont des marques morphologiques : elles signalent le genre et le nombre (« grand », « grande », « grands ») ou la conjugaison, souvent inaudibles à l’oral. Elles sont aussi dérivatives, en montrant les liens entre mots d’une même famille, comme « lait » et « laitier ». Elles permettent enfin les liaisons, qui font réapparaître la consonne devant une voyelle, et distinguent des homophones comme « vers », « vert », « verre ». L’orthographe française est ainsi un compromis entre notation des sons, mémoire de l’histoire et information grammaticale.',
    },
  },
  {
    id: 'learn-to-read',
    title: 'Pourquoi on apprend à lire ?',
    phrasings: [
      'pourquoi on apprend à lire',
      'pk faut apprendre à lire',
      'pourquoi il faut savoir lire',
      'à quoi ça sert de savoir lire',
      'pourquoi lire c’est difficile',
      'pourquoi on naît pas en sachant lire',
      'apprendre à lire pourquoi',
      'pourquoi c’est dur d’apprendre à lire',
    ],
    answers: {
      up_to_5:
        'Quand tu sauras lire, les livres pourront te raconter des histoires tout seuls, même sans un grand à côté de toi ! Tu pourras aussi lire les panneaux, les messages et le nom des bonbons. Lire, c’est comme avoir une clé pour ouvrir plein de portes.',
      '6_to_8':
        'Savoir lire, c’est un peu comme avoir un super-pouvoir. Tu peux découvrir des histoires et des choses nouvelles tout seul, quand tu veux. Tu comprends les panneaux dans la rue, le menu au restaurant, les règles d’un jeu ou un message d’un ami. Apprendre demande des efforts, car personne ne naît en sachant lire : ton cerveau doit s’entraîner à reconnaître les lettres, à les transformer en sons, puis à les assembler en mots. C’est difficile au début, et c’est normal ! Puis un jour, ça devient si facile que tu lis sans même t’en rendre compte.',
      '9_to_12':
        'Lire permet d’accéder à presque tous les savoirs : les livres, les journaux, les sites, les modes d’emploi, les documents importants. C’est aussi un moyen de voyager, d’imaginer, de comprendre des gens très différents de toi, même des gens qui ont vécu il y a des siècles. Mais pourquoi faut-il l’apprendre, alors que parler vient tout seul ? Parce que l’écriture est une invention récente, d’environ 5 000 ans : c’est trop court pour que notre cerveau ait évolué spécialement pour lire. Quand tu apprends, ton cerveau recycle une zone qui sert normalement à reconnaître les visages et les objets, et il la spécialise dans la reconnaissance des lettres. Il doit aussi relier chaque lettre ou groupe de lettres à un son. Au début, cela demande un effort, on lit lentement en déchiffrant. Avec l’entraînement, tout s’automatise, et tu reconnais les mots d’un coup d’œil. C’est pour ça que plus on lit, plus c’est facile et agréable !',
      '13_plus':
        'La lecture est une compétence culturelle, et non biologique : contrairement au langage oral, qui s’acquiert spontanément chez tous les enfants exposés à une langue, elle nécessite un apprentissage explicite. L’écriture n’existe que depuis environ 5 000 ans, et l’alphabétisation de masse depuis moins de deux siècles dans la plupart des pays : l’évolution n’a pas pu doter le cerveau d’un circuit dédié. Le neuroscientifique Stanislas Dehaene a décrit l’hypothèse du « recyclage neuronal » : en apprenant à lire, une région du cortex visuel gauche, impliquée dans la reconnaissance des formes et des visages, se spécialise pour les lettres et les mots écrits ; on l’appelle l’aire de la forme visuelle des mots, surnommée « la boîte aux lettres du cerveau ». Elle se connecte aux régions du langage oral. Les recherches montrent que l’enseignement explicite des correspondances entre lettres et sons est la voie la plus efficace pour entrer dans la lecture, avant que la reconnaissance des mots ne devienne automatique. Cette automatisation libère l’attention pour la compréhension, qui mobilise le vocabulaire et les connaissances du lecteur. L’enjeu est considérable : la lecture conditionne la réussite scolaire, l’accès à l’information, à l’emploi et à la vie citoyenne. L’UNESCO estime encore à plusieurs centaines de millions le nombre d’adultes qui ne savent pas lire dans le monde. Lire régulièrement entretient et enrichit ces capacités tout au long de la vie.',
    },
  },
  {
    id: 'writing-left-to-right',
    title: 'Pourquoi on écrit de gauche à droite ?',
    phrasings: [
      'pourquoi on écrit de gauche à droite',
      'pk on écrit de gauche a droite',
      'pourquoi l’arabe s’écrit de droite à gauche',
      'pourquoi certaines langues s’écrivent à l’envers',
      'sens de l’écriture',
      'pourquoi on lit de gauche à droite',
      'écrire de droite à gauche',
      'pourquoi le chinois s’écrit de haut en bas',
    ],
    answers: {
      up_to_5:
        'En français, on a décidé d’écrire de gauche à droite, et tout le monde fait pareil pour pouvoir se lire. Mais dans d’autres langues, comme l’arabe, on écrit de droite à gauche ! Aucun sens n’est meilleur que l’autre.',
      '6_to_8':
        'Le sens de l’écriture, c’est une habitude que les gens ont prise il y a très longtemps, et qu’on a gardée pour se comprendre. Le français s’écrit de gauche à droite, parce qu’il utilise l’alphabet des Romains, qui écrivaient déjà dans ce sens, comme les Grecs avant eux. Mais ce n’est pas pareil partout ! L’arabe et l’hébreu s’écrivent de droite à gauche. Le chinois et le japonais pouvaient s’écrire en colonnes, de haut en bas. Et il y a très longtemps, les Grecs écrivaient parfois une ligne dans un sens, puis la suivante dans l’autre sens, comme un bœuf qui laboure un champ !',
      '9_to_12':
        'Il n’y a pas de sens d’écriture « naturel » : c’est une convention, une règle que les gens d’une même culture partagent. Notre alphabet vient de l’alphabet phénicien, qui s’écrivait de droite à gauche, comme l’hébreu et l’arabe aujourd’hui. Les Grecs l’ont adopté et ont longtemps hésité : ils écrivaient parfois en « boustrophédon », une ligne de gauche à droite, la suivante de droite à gauche, comme un bœuf qui fait demi-tour au bout du sillon. Vers le Ve siècle avant notre ère, le sens de gauche à droite s’est imposé en Grèce, puis chez les Romains, et donc dans toutes les langues qui utilisent l’alphabet latin. Pourquoi ce choix ? On ne le sait pas avec certitude. Une idée souvent citée : quand on écrit à l’encre avec la main droite, avancer vers la droite évite de baver sur ce qu’on vient d’écrire. Le chinois et le japonais s’écrivaient traditionnellement en colonnes de haut en bas, de droite à gauche, et s’écrivent souvent aujourd’hui en lignes, comme nous.',
      '13_plus':
        'La direction d’écriture est une convention propre à chaque système, sans supériorité de l’une sur l’autre. Les écritures sémitiques, du phénicien à l’hébreu, à l’araméen et à l’arabe, s’écrivent de droite à gauche (on parle d’écriture sinistroverse). Les premiers textes grecs, dérivés de l’alphabet phénicien vers le VIIIe siècle avant notre ère, montrent une grande variabilité : droite à gauche, gauche à droite, ou boustrophédon, littéralement « à la manière du bœuf qui tourne », où les lignes alternent de sens et où les lettres elles-mêmes sont retournées. À l’époque classique, vers le Ve siècle avant notre ère, le sens dextroverse, de gauche à droite, s’est généralisé en grec, Les Étrusques, qui ont transmis l’alphabet aux Romains, écrivaient surtout de droite à gauche, mais le latin a lui aussi fini par adopter le sens de gauche à droite, transmis ensuite à toutes les écritures latines, tandis que le grec l’a légué au cyrillique. Les causes de ces choix restent discutées : on avance le support et l’outil (gravure au ciseau tenu de la main gauche et frappé de la main droite, calame trempé dans l’encre qu’on évite de maculer en avançant vers la droite), mais aucune explication ne s’impose. Le chinois s’écrivait traditionnellement en colonnes verticales, lues de haut en bas et de droite à gauche ; la Chine continentale a officiellement adopté l’écriture horizontale de gauche à droite au XXe siècle, tandis que le japonais emploie les deux dispositions. Ces conventions ont des effets mesurables : des études suggèrent que le sens de lecture influence la façon dont on se représente mentalement le temps ou l’ordre des nombres sur une ligne.',
    },
  },
  {
    id: 'grammatical-gender',
    title: 'Pourquoi on dit « la » table et « le » soleil ?',
    phrasings: [
      'pourquoi on dit la table et le soleil',
      'pourquoi certains mots sont masculins et d’autres féminins',
      'pk on dit le ou la',
      'masculin et féminin des mots pourquoi',
      'pourquoi une chaise c’est féminin',
      'pourquoi les objets ont un genre',
      'genre des mots en français',
      'pourquoi on dit une table et pas un table',
      'comment savoir si c’est le ou la',
    ],
    answers: {
      up_to_5:
        'En français, chaque mot a son petit chapeau : « le » ou « la ». Une table n’est pas une fille, et un soleil n’est pas un garçon : c’est juste l’habitude de la langue. On l’apprend en entendant les grands parler !',
      '6_to_8':
        'En français, tous les noms sont soit masculins, soit féminins : on dit « le soleil » mais « la lune », « un crayon » mais « une gomme ». Pour les personnes et les animaux, ça correspond souvent au garçon ou à la fille : un chanteur, une chanteuse. Mais pour les objets, ça ne veut rien dire : une chaise n’a rien de féminin ! C’est une habitude très ancienne, héritée du latin, la langue d’où vient le français. La preuve que c’est une habitude : en allemand, c’est le contraire, le soleil est féminin et la lune masculine ! Et en anglais, on dit « the » pour presque tout, sans se poser la question.',
      '9_to_12':
        'En français, chaque nom a un genre grammatical : masculin ou féminin. Pour les êtres vivants, le genre correspond souvent au sexe : un lion, une lionne. Mais pour les objets et les idées, il est arbitraire : rien dans une table n’est féminin, ni dans un bureau n’est masculin. Ce système vient du latin, qui avait même trois genres : masculin, féminin et neutre. En devenant le français, la langue a perdu le neutre, et la plupart des mots neutres sont devenus masculins. Le genre sert surtout à organiser la phrase : l’article, l’adjectif et parfois le participe s’accordent avec le nom, ce qui aide à savoir quels mots vont ensemble. Chaque langue fait à sa façon : l’allemand garde trois genres et dit « die Sonne », le soleil au féminin, l’anglais n’a presque plus de genre pour les objets, et certaines langues, comme le finnois, n’en ont pas du tout. Il n’y a souvent pas de règle pour deviner : on l’apprend en entendant les mots, même si certaines terminaisons aident, comme « -tion », presque toujours féminin.',
      '13_plus':
        'Le genre grammatical est une classe à laquelle appartient chaque nom et qui détermine l’accord des mots qui s’y rapportent : articles, adjectifs, pronoms, certains participes. En français, il y a deux genres, masculin et féminin. Pour les noms animés, le genre suit souvent le sexe, mais pour les inanimés, il est largement arbitraire du point de vue du sens : c’est une propriété formelle du mot, héritée de l’histoire. Le latin, comme le grec ancien et de nombreuses langues indo-européennes, possédait trois genres ; lors du passage au français, le neutre a disparu et ses noms ont été répartis, surtout vers le masculin, parfois vers le féminin : des pluriels neutres latins en -a, comme « folia », ont donné des féminins comme « feuille ». L’arbitraire se voit dans les divergences entre langues proches : « la mer » mais « il mare » en italien, « le soleil » mais « die Sonne » en allemand. L’anglais a perdu son genre grammatical au Moyen Âge, tandis que d’autres langues, comme le swahili, répartissent les noms en une dizaine de classes. Le genre a une fonction de cohésion : il permet de repérer quels mots se rapportent à quel nom, et aide à lever des ambiguïtés (« le livre », « la livre »). Certaines terminaisons sont de bons indices (« -tion », « -té » plutôt féminins, « -ment », « -age » plutôt masculins), avec des exceptions. Des psycholinguistes ont étudié si le genre influence la façon de se représenter les objets ; les résultats restent discutés.',
    },
  },
  {
    id: 'first-name-surname',
    title: 'Pourquoi on a un prénom et un nom de famille ?',
    phrasings: [
      'pourquoi on a un prénom et un nom de famille',
      'pk on a un nom de famille',
      'pourquoi on a deux noms',
      'à quoi sert le nom de famille',
      'd’où viennent les noms de famille',
      'qui a inventé les noms de famille',
      'pourquoi on a un prenom',
      'prénom et nom pourquoi',
    ],
    answers: {
      up_to_5:
        'Ton prénom, ce sont tes parents qui l’ont choisi rien que pour toi. Ton nom de famille, tu le partages avec ta famille : il montre que tu fais partie de cette famille, comme d’une même équipe. Avec les deux, on sait qui tu es et d’où tu viens !',
      '6_to_8':
        'Ton prénom, c’est le nom que tes parents ont choisi pour toi quand tu es né : c’est comme ça qu’on t’appelle tous les jours. Mais beaucoup de gens ont le même prénom : dans une classe, il y a parfois deux Emma ou deux Lucas ! Le nom de famille aide à ne pas les confondre. Il se transmet des parents aux enfants, et il montre à quelle famille tu appartiens. Il y a très longtemps, les gens n’avaient qu’un prénom. On ajoutait un surnom pour les distinguer : Pierre le boulanger, Jean du pont, Paul le petit. Ces surnoms sont devenus des noms de famille : Boulanger, Dupont, Petit !',
      '9_to_12':
        'Le prénom sert à t’appeler et à te distinguer dans ta famille, et le nom de famille à te relier à elle et à te distinguer des autres familles. Pendant l’Antiquité et le début du Moyen Âge, en France, les gens n’avaient en général qu’un seul nom. Mais quand la population a augmenté, vers le XIIe siècle, il y avait trop de Jean, de Pierre ou de Guillaume dans un même village. On a ajouté un surnom, qui est peu à peu devenu héréditaire, transmis aux enfants. Ces surnoms venaient du métier (Boulanger, Meunier, Fabre ou Lefebvre, qui voulaient dire forgeron), du lieu où l’on vivait (Dupont, Duval, Dubois), d’un trait physique (Petit, Leroux, Legrand), ou du prénom du père (Martin, le nom de famille le plus courant en France). En 1539, le roi François Ier a demandé aux curés de noter les baptêmes dans des registres, ce qui a aidé à fixer les noms. Aujourd’hui, en France, les parents peuvent donner à leur enfant le nom du père, celui de la mère, ou les deux.',
      '13_plus':
        'Le système prénom plus nom de famille, qu’on appelle anthroponymie, n’est pas universel : il s’est construit au cours de l’histoire. Les Romains de l’élite portaient plusieurs noms (prénom, nom de la gens, surnom), mais ce système s’est perdu, et au haut Moyen Âge, en Europe occidentale, on ne portait qu’un nom de baptême. À partir du XIe et du XIIe siècle, la croissance démographique et la concentration des prénoms les plus populaires rendent nécessaires des compléments d’identification : ce sont des surnoms, qui deviennent progressivement héréditaires entre le XIIe et le XVe siècle. Ils se répartissent en quatre grandes familles : noms de baptême du père (Martin, Bernard, Thomas), noms de métier (Fabre, Lefèvre, Faure, qui désignent tous le forgeron selon les régions), noms de lieu ou d’origine (Dupont, Delarue, Lenormand) et sobriquets (Petit, Leblanc, Legrand). L’ordonnance de Villers-Cotterêts, signée par François Ier en 1539, impose la tenue de registres de baptême, ancêtres de l’état civil, qui est confié aux mairies en 1792. Le nom de famille devient alors un élément juridique fixe, dont le changement nécessite une procédure. La règle de transmission a elle-même évolué : longtemps, l’enfant prenait le nom du père, mais depuis une loi appliquée en 2005, les parents peuvent choisir le nom du père, celui de la mère ou les deux accolés. D’autres cultures suivent d’autres logiques : en Islande, on porte le plus souvent un patronyme formé sur le prénom du père ou de la mère, et en Chine, le nom de famille est placé avant le prénom.',
    },
  },
  {
    id: 'why-accents',
    title: 'Pourquoi les gens ont des accents différents ?',
    phrasings: [
      'pourquoi les gens ont des accents différents',
      'pourquoi on a un accent',
      'pk les gens du sud ont un accent',
      'pourquoi les québécois ont un accent',
      'accent marseillais pourquoi',
      'pourquoi on parle pas tous avec le même accent',
      'c’est quoi un accent quand on parle',
      'pourquoi mon cousin parle avec un accent',
    ],
    answers: {
      up_to_5:
        'Quand tu étais bébé, tu as appris à parler en écoutant les gens autour de toi, et tu parles comme eux. Ailleurs, les gens prononcent un peu autrement, alors les enfants de là-bas parlent comme ça. C’est ça, un accent, et tout le monde en a un !',
      '6_to_8':
        'Un accent, c’est une façon de prononcer les mots, avec sa propre musique. Tout le monde a un accent, même toi ! Quand tu étais bébé, tu as copié la façon de parler de ta famille et des gens de ta région. Dans le sud de la France, au Québec, en Belgique ou en Suisse, les gens parlent français, mais ils prononcent certains sons autrement, parce qu’ils ont appris d’autres personnes. Par exemple, à Marseille, on entend souvent le e à la fin des mots. Il y a aussi l’accent des gens qui ont appris le français après une autre langue. Aucun accent n’est meilleur qu’un autre : ils rendent la langue plus variée et plus jolie.',
      '9_to_12':
        'Un accent, c’est l’ensemble des particularités de prononciation d’une personne : la façon de dire certains sons, le rythme, la mélodie des phrases. Tout le monde a un accent, car personne ne parle une langue « neutre ». Les accents régionaux se forment parce qu’une langue évolue un peu différemment selon les endroits. Dans le sud de la France, par exemple, on prononce souvent le e final, qu’on avale ailleurs : c’est en partie une trace de l’occitan, la langue parlée autrefois dans ces régions. Au Québec, le français a évolué pendant des siècles loin de la France, et il a gardé des prononciations anciennes tout en en inventant de nouvelles. Il y a aussi l’accent étranger : quand on apprend une langue après l’enfance, on garde souvent des habitudes de prononciation de sa première langue. Les bébés, eux, sont capables d’entendre tous les sons du monde, mais vers un an, ils se spécialisent dans les sons de la langue qu’ils entendent. Se moquer d’un accent n’a pas de sens : c’est une richesse.',
      '13_plus':
        'L’accent désigne l’ensemble des traits de prononciation qui caractérisent un locuteur ou un groupe : réalisation des voyelles et des consonnes, place de l’accent tonique, rythme et intonation. Du point de vue linguistique, il n’existe pas de prononciation sans accent : la prononciation dite « standard » est simplement celle d’un groupe social devenu prestigieux, historiquement celui de Paris et de la bourgeoisie cultivée. Les accents régionaux du français résultent de plusieurs facteurs. D’abord, les langues régionales parlées pendant des siècles, comme l’occitan, le breton, l’alsacien ou le picard, ont laissé des traces dans la prononciation du français qui s’est imposé ensuite : le maintien du e final dans le Midi en est un exemple. Ensuite, les variétés séparées par la distance ou l’histoire évoluent différemment : le français du Québec, coupé de la France après 1763, a conservé certains traits anciens et développé les siens, comme l’affrication de « t » et « d » devant « i » et « u ». Enfin, l’accent étranger s’explique par l’acquisition : les nourrissons discriminent presque tous les contrastes sonores des langues du monde, mais vers 10 à 12 mois leur perception se spécialise dans leur langue, et il devient plus difficile, après l’enfance, de percevoir et de produire les sons d’une autre langue. Les sociolinguistes, comme William Labov, ont montré que les accents sont aussi des marqueurs d’identité sociale. Les jugements portés sur eux relèvent donc de préjugés : on appelle glottophobie la discrimination fondée sur la façon de parler, un sujet débattu en France, où des députés ont proposé en 2020 de l’interdire explicitement.',
    },
  },
  {
    id: 'why-learn-english',
    title: 'Pourquoi on apprend l’anglais à l’école ?',
    phrasings: [
      'pourquoi on apprend l’anglais à l’école',
      'pk faut apprendre l’anglais',
      'pourquoi tout le monde parle anglais',
      'à quoi sert d’apprendre une autre langue',
      'pourquoi on apprend des langues étrangères',
      'pourquoi l’anglais est partout',
      'apprendre l anglais pourquoi',
      'pourquoi on doit parler anglais',
    ],
    answers: {
      up_to_5:
        'L’anglais est une langue que beaucoup de gens connaissent, dans plein de pays. Si tu l’apprends, tu pourras parler avec des enfants du monde entier ! C’est comme avoir une deuxième façon de dire bonjour à tout le monde.',
      '6_to_8':
        'L’anglais est la langue la plus apprise dans le monde. Quand deux personnes de pays différents ne parlent pas la même langue, elles utilisent souvent l’anglais pour se comprendre : en voyage, dans les avions, sur internet, dans les films et les chansons. C’est pour ça qu’on l’apprend à l’école, pour pouvoir discuter avec beaucoup de gens plus tard. Et apprendre une autre langue, quelle qu’elle soit, c’est un super exercice pour ton cerveau. Ça te fait aussi découvrir comment vivent et pensent des gens d’ailleurs. Bonne nouvelle : beaucoup de mots anglais ressemblent à des mots français, comme « table » ou « animal » !',
      '9_to_12':
        'L’anglais est aujourd’hui la langue la plus utilisée pour communiquer entre personnes de pays différents. Environ 400 millions de personnes l’ont pour langue maternelle, mais plus d’un milliard l’ont appris en plus de leur propre langue. Comment en est-on arrivé là ? D’abord, l’Empire britannique s’est étendu sur de nombreux continents aux XVIIIe et XIXe siècles, et l’anglais s’y est installé, comme aux États-Unis, au Canada, en Inde ou en Australie. Puis, au XXe siècle, la puissance des États-Unis dans l’économie, les sciences, le cinéma et l’informatique l’a rendu indispensable. Savoir l’anglais permet de voyager, de lire des informations, de travailler avec des gens du monde entier. Apprendre une langue étrangère aide aussi à mieux comprendre sa propre langue. Et l’anglais est plus proche de nous qu’on ne croit : après la conquête de l’Angleterre par les Normands, en 1066, il a reçu des milliers de mots français !',
      '13_plus':
        'L’anglais occupe aujourd’hui la place de lingua franca mondiale, c’est-à-dire de langue véhiculaire utilisée entre locuteurs de langues maternelles différentes. On estime qu’il compte environ 400 millions de locuteurs natifs, moins que le chinois mandarin ou l’espagnol, mais qu’au total, en comptant ceux qui l’ont appris comme langue seconde ou étrangère, il est pratiqué par environ 1,5 milliard de personnes, ce qui en fait la langue la plus parlée au monde. Cette position résulte de deux vagues historiques : l’expansion coloniale britannique, qui l’a implanté en Amérique du Nord, en Océanie, en Asie du Sud et en Afrique, puis l’hégémonie économique, scientifique et culturelle des États-Unis après 1945, renforcée par l’essor d’internet. La plupart des publications scientifiques paraissent désormais en anglais. Le français a lui-même joué ce rôle de langue diplomatique en Europe aux XVIIe et XVIIIe siècles. L’apprentissage d’une langue étrangère présente aussi des bénéfices indépendants de son utilité : les recherches sur le bilinguisme suggèrent des effets positifs sur la conscience du fonctionnement du langage et sur l’ouverture culturelle, même si l’ampleur de certains avantages cognitifs reste débattue. L’anglais est par ailleurs une langue germanique profondément marquée par le français : après la conquête normande de 1066, le français a été pendant près de trois siècles la langue de la cour et de l’administration anglaises, et on estime qu’une part importante du vocabulaire anglais, de l’ordre d’un quart à un tiers, vient du français ou, par lui, du latin. C’est pourquoi beaucoup de mots anglais nous semblent familiers.',
    },
  },
  {
    id: 'babies-learn-to-talk',
    title: 'Comment les bébés apprennent à parler ?',
    phrasings: [
      'comment les bébés apprennent à parler',
      'pourquoi les bébés savent pas parler',
      'pk les bébés parlent pas',
      'comment on apprend à parler',
      'à quel âge on parle',
      'pourquoi les bébés font areuh',
      'quand est ce que les bébés parlent',
      'premiers mots des bébés',
      'comment j’ai appris à parler',
    ],
    answers: {
      up_to_5:
        'Un bébé écoute tout le temps les gens qui lui parlent, et il essaie de les imiter. D’abord il fait « areuh » et « babababa », puis un jour il dit « papa » ou « maman ». Toi aussi, tu as appris comme ça !',
      '6_to_8':
        'Les bébés apprennent à parler en écoutant et en imitant. Avant même de naître, dans le ventre de leur maman, ils entendent déjà les voix ! À la naissance, ils ne savent pas encore bouger leur bouche et leur langue comme il faut. Vers six mois, ils commencent à babiller : « bababa », « dadada ». C’est leur entraînement. Vers un an arrivent les premiers mots, comme « papa », « maman » ou « encore ». Puis ils apprennent de nouveaux mots chaque jour, et vers deux ans, ils font de petites phrases : « veux gâteau ! » Plus on leur parle et on leur lit des histoires, plus ils apprennent.',
      '9_to_12':
        'Apprendre à parler est un des plus grands exploits de l’enfance, et presque tous les bébés y arrivent sans leçons. Dès les derniers mois de la grossesse, le bébé entend les voix à travers le ventre : à la naissance, il préfère déjà la voix de sa mère et la musique de sa langue. Les premiers mois, il écoute et observe les visages. Vers six mois, il babille, en répétant des syllabes comme « bababa » : il entraîne sa bouche, sa langue et ses lèvres. Vers un an, il prononce ses premiers mots, et il en comprend déjà bien plus qu’il n’en dit. Vers 18 mois, son vocabulaire explose : il peut apprendre plusieurs mots nouveaux par jour. Vers deux ans, il assemble deux mots, puis construit des phrases de plus en plus longues, et à l’entrée au CP, un enfant connaît plusieurs milliers de mots. Chaque enfant a son propre rythme, certains parlent plus tôt, d’autres plus tard. Les échanges avec les adultes, les chansons et les histoires l’aident énormément.',
      '13_plus':
        'L’acquisition du langage est un processus remarquablement rapide et universel : tout enfant exposé à une langue l’apprend, sans enseignement explicite, dans un délai comparable d’une culture à l’autre. Elle commence avant la naissance : dès le troisième trimestre de grossesse, le fœtus perçoit la voix maternelle, filtrée par le corps, et les nouveau-nés reconnaissent la mélodie de leur langue. Pendant la première année, le nourrisson réalise un travail statistique impressionnant : il repère les régularités des sons et des syllabes pour découper le flot de parole en mots. Sa perception se spécialise aussi : capable au départ de distinguer presque tous les sons des langues du monde, il devient vers 10 à 12 mois surtout sensible à ceux de sa langue. Côté production, on observe le babillage canonique vers 6 à 8 mois, les premiers mots vers 12 mois, une accélération du vocabulaire vers 18 mois, puis les combinaisons de deux mots vers 2 ans et une grammaire de plus en plus complexe ensuite. La compréhension précède toujours la production. Le débat théorique a longtemps opposé l’hypothèse d’une faculté de langage innée, défendue par Noam Chomsky, aux approches qui insistent sur l’apprentissage par l’interaction et l’usage ; on considère aujourd’hui que les deux dimensions jouent. Les interactions réelles comptent beaucoup : parler avec l’enfant, lui répondre et lire ensemble soutiennent son développement. Un retard de langage mérite d’être signalé au médecin, car une prise en charge précoce est souvent efficace.',
    },
  },
  {
    id: 'counting-in-tens',
    title: 'Pourquoi on compte par dizaines ?',
    phrasings: [
      'pourquoi on compte par dizaines',
      'pourquoi on compte jusqu’à 10',
      'pk on compte de 10 en 10',
      'pourquoi il y a 10 chiffres',
      'pourquoi on compte en base 10',
      'base dix pourquoi',
      'pourquoi les chiffres vont de 0 à 9',
      'pourquoi après 9 on recommence',
    ],
    answers: {
      up_to_5:
        'Regarde tes mains, tu as dix doigts ! Les premiers humains comptaient sur leurs doigts, alors quand ils arrivaient à dix, ils recommençaient. C’est pour ça qu’on compte par paquets de dix.',
      '6_to_8':
        'On compte par dizaines parce qu’on a dix doigts ! Depuis toujours, les humains comptent sur leurs doigts. Quand on arrive à dix, on a utilisé tous ses doigts, alors on fait un paquet de dix, une dizaine, et on recommence. Dix paquets de dix font une centaine, cent. C’est pour ça qu’il y a dix chiffres, de 0 à 9, et qu’après 9, on écrit 10 : un paquet, zéro unité. Mais certains peuples ont compté autrement : les Mayas comptaient par vingt, en utilisant aussi leurs doigts de pieds ! Et les ordinateurs, eux, comptent seulement avec 0 et 1.',
      '9_to_12':
        'Notre système de numération est dit « décimal » ou « en base 10 » : on regroupe les choses par paquets de dix, puis de cent, puis de mille. La raison la plus probable est toute simple : nous avons dix doigts, le premier outil de calcul de l’humanité. Ce n’est pourtant pas la seule possibilité, et d’autres peuples ont fait d’autres choix. Les Mayas comptaient en base 20, en ajoutant les orteils. Les Babyloniens, il y a 4 000 ans, utilisaient la base 60, dont il nous reste les 60 minutes d’une heure. Les ordinateurs, eux, fonctionnent en base 2, avec seulement 0 et 1. La grande force de notre système, c’est que la valeur d’un chiffre dépend de sa place : dans 333, le même 3 vaut trois cents, trente ou trois. Ce système de position, avec seulement dix chiffres dont le zéro, a été mis au point en Inde, puis transmis par des savants arabes jusqu’en Europe. C’est pour ça qu’on parle de « chiffres arabes ».',
      '13_plus':
        'Le système que nous utilisons est une numération de position en base 10 : chaque rang vaut dix fois le rang situé à sa droite, et dix symboles suffisent, de 0 à 9, à écrire n’importe quel nombre entier. Le choix du dix s’explique très probablement par l’anatomie : nos dix doigts ont servi de premier support de calcul, et la plupart des langues du monde construisent leurs noms de nombres sur cette base. Ce choix n’est pas mathématiquement privilégié. Les Mayas employaient un système vigésimal, en base 20 ; les Sumériens puis les Babyloniens un système sexagésimal, en base 60, dont nous gardons l’héritage dans la mesure du temps et des angles. L’informatique repose sur la base 2, le binaire, parce que les circuits électroniques distinguent facilement deux états. Certains mathématiciens ont même défendu la base 12, car 12 a plus de diviseurs que 10. L’innovation décisive n’est pas la base mais le principe de position associé au zéro, élaboré en Inde vers le Ve ou le VIe siècle. Transmis au monde arabo-musulman, décrit notamment par le mathématicien al-Khwarizmi au IXe siècle, il a été popularisé en Europe par Léonard de Pise, dit Fibonacci, dans son Liber abaci en 1202. Les chiffres dits « arabes » que nous utilisons sont donc d’origine indienne, et leur forme a évolué au fil de cette longue transmission. Par rapport aux chiffres romains, ce système rend les opérations écrites beaucoup plus simples, ce qui a fini par l’imposer en Europe à la fin du Moyen Âge.',
    },
  },
  {
    id: 'who-invented-zero',
    title: 'Qui a inventé le zéro ?',
    phrasings: [
      'qui a inventé le zéro',
      'qui a inventé le zero',
      'pourquoi il y a un zéro',
      'à quoi sert le zéro',
      'pk zéro c’est un nombre',
      'c’est quoi zéro',
      'le chiffre zéro pourquoi',
      'ki a inventé le zéro',
    ],
    answers: {
      up_to_5:
        'Zéro, c’est le nombre qui veut dire « rien du tout » : zéro bonbon, c’est une assiette vide ! Il a été inventé il y a très longtemps, en Inde. Sans lui, on ne pourrait pas écrire 10 ou 100.',
      '6_to_8':
        'Le zéro veut dire « rien », mais c’est un chiffre très important ! Il a été inventé en Inde il y a environ 1 500 ans. Avant, beaucoup de peuples, comme les Romains, n’avaient pas de zéro. Le zéro sert à compter « aucun », mais aussi à écrire les grands nombres : dans 10, il montre qu’il y a une dizaine et aucune unité, et dans 100, une centaine. Sans lui, 1, 10 et 100 se ressembleraient ! Les savants arabes l’ont ensuite fait connaître jusqu’en Europe. Le mot « zéro » vient d’un mot arabe qui voulait dire « vide ».',
      '9_to_12':
        'Le zéro a eu une longue histoire. Il y a plus de 2 000 ans, les Babyloniens utilisaient déjà un petit signe pour marquer une place vide dans un nombre, mais ce n’était pas encore un vrai nombre. Les Mayas, en Amérique, ont eux aussi inventé un zéro de leur côté. C’est en Inde que le zéro est devenu un nombre à part entière : vers l’an 628, le mathématicien Brahmagupta a écrit les règles pour calculer avec lui, par exemple qu’un nombre plus zéro reste le même. Le zéro a deux rôles : il représente « rien », et il tient une place dans l’écriture des nombres, ce qui permet de distinguer 5, 50 et 500. Les savants du monde arabe l’ont adopté et transmis, et le mathématicien italien Fibonacci l’a fait connaître en Europe en 1202. Le mot « zéro » vient de l’arabe « sifr », qui veut dire « vide », et le mot « chiffre » vient du même mot ! Certains Européens s’en méfiaient au début : un simple zéro ajouté pouvait multiplier une somme par dix.',
      '13_plus':
        'Le zéro recouvre deux notions distinctes : un symbole de position, qui marque l’absence d’unités à un rang donné, et un nombre à part entière, sur lequel on peut calculer. Le premier apparaît chez les Babyloniens, dans leur numération sexagésimale, sous la forme d’un signe de séparation attesté vers le IIIe siècle avant notre ère ; il n’était pas utilisé en fin de nombre ni conçu comme une quantité. Les Mayas ont développé indépendamment un zéro positionnel dans leur calendrier en base 20, dans les premiers siècles de notre ère. Le zéro comme nombre est une contribution des mathématiciens indiens : dans le Brāhmasphuṭasiddhānta, en 628, Brahmagupta énonce les règles de l’addition, de la soustraction et de la multiplication avec zéro, et s’interroge sur la division, opération qui reste aujourd’hui non définie par zéro. Le système décimal indien a été transmis au monde arabo-musulman, notamment par un traité d’al-Khwarizmi vers 825, dont le nom a donné le mot « algorithme ». Fibonacci l’a introduit en Europe dans son Liber abaci en 1202, mais son adoption a pris plusieurs siècles, et la ville de Florence a même interdit en 1299 les chiffres arabes dans certains documents comptables, jugés trop faciles à falsifier. Étymologiquement, le sanskrit « śūnya », le vide, a été traduit en arabe par « ṣifr », devenu en latin médiéval « zephirum », d’où l’italien « zero », et le même mot arabe a donné « chiffre ». Le zéro a ouvert la voie aux nombres négatifs, à l’algèbre moderne et, bien plus tard, au calcul binaire des ordinateurs.',
    },
  },
  {
    id: 'what-is-infinity',
    title: 'C’est quoi, l’infini ?',
    phrasings: [
      'c’est quoi l’infini',
      'c koi l infini',
      'l’infini ça existe',
      'pourquoi les nombres s’arrêtent jamais',
      'infini plus un',
      'c’est quoi l’infini en maths',
      'combien fait l’infini',
      'infini',
      'pk l’infini a pas de fin',
      'est-ce que l’infini c’est le plus grand nombre',
    ],
    answers: {
      up_to_5:
        'L’infini, c’est quelque chose qui ne s’arrête jamais. Quand tu comptes, tu peux toujours ajouter un, encore et encore, sans jamais arriver au bout. Même si tu comptais toute ta vie, il resterait toujours des nombres !',
      '6_to_8':
        'L’infini, c’est une idée : celle de quelque chose qui n’a pas de fin. Prends les nombres : 1, 2, 3… Quel que soit le nombre que tu choisis, même un énorme, tu peux toujours lui ajouter 1 et en obtenir un plus grand. Donc on ne peut jamais arriver au dernier : les nombres sont infinis. L’infini n’est donc pas un très grand nombre, c’est le fait de ne jamais finir. On le dessine avec un signe qui ressemble à un 8 couché : ∞. Tu peux aussi le voir entre deux miroirs face à face : les reflets semblent continuer sans fin !',
      '9_to_12':
        'L’infini désigne ce qui n’a pas de limite, pas de fin. En mathématiques, l’exemple le plus simple est la suite des nombres entiers : pour n’importe quel nombre, aussi grand soit-il, il suffit d’ajouter 1 pour en trouver un plus grand. Il n’y a donc pas de plus grand nombre, et la liste des nombres est infinie. L’infini n’est pas un nombre comme les autres : « l’infini plus un » reste l’infini. Il existe aussi un infini dans l’autre sens, vers le tout petit : entre 0 et 1, tu peux toujours trouver un nombre plus petit, comme un demi, un quart, un huitième, sans jamais t’arrêter. Le symbole ∞ a été inventé en 1655 par le mathématicien anglais John Wallis. Au XIXe siècle, l’Allemand Georg Cantor a découvert une chose étonnante : il existe plusieurs infinis, et certains sont plus grands que d’autres ! Quant à l’Univers, les scientifiques ne savent pas encore s’il est infini ou simplement immense.',
      '13_plus':
        'L’infini a longtemps été un objet de méfiance. Aristote distinguait l’infini potentiel, un processus qu’on peut toujours prolonger, comme compter, de l’infini actuel, une totalité infinie achevée, qu’il rejetait. Les paradoxes de Zénon d’Élée, comme celui d’Achille qui ne rattraperait jamais la tortue, montraient déjà combien l’infiniment divisible troublait la pensée. Le symbole ∞ a été introduit par John Wallis en 1655, et le calcul infinitésimal de Newton et Leibniz, à la fin du XVIIe siècle, a appris à manipuler des quantités infiniment petites, rendues rigoureuses au XIXe siècle par la notion de limite. La révolution vient de Georg Cantor, dans les années 1870 à 1890 : il compare les ensembles infinis grâce aux correspondances un à un. Il montre que les entiers naturels et les nombres pairs ont « autant » d’éléments, bien que les pairs soient une partie des entiers, ce qui est le propre d’un ensemble infini. Surtout, par son argument diagonal, il prouve que l’ensemble des nombres réels est strictement plus grand que celui des entiers : il existe une hiérarchie d’infinis. Ces idées, d’abord contestées, sont devenues le socle de la théorie des ensembles. David Hilbert les a illustrées par l’image d’un hôtel aux chambres infinies, toujours capable d’accueillir de nouveaux clients même s’il est complet. En physique, en revanche, l’apparition d’un infini dans un calcul signale souvent les limites d’une théorie, et la question de savoir si l’Univers est spatialement infini reste ouverte.',
    },
  },
  {
    id: 'biggest-number',
    title: 'Quel est le plus grand nombre du monde ?',
    phrasings: [
      'quel est le plus grand nombre du monde',
      'c’est quoi le plus grand nombre',
      'pk il y a pas de plus grand nombre',
      'le plus grand chiffre du monde',
      'c koi le plus grand nombre',
      'c’est quoi un googol',
      'googol',
      'combien de zéros dans un milliard',
      'nombre le plus grand qui existe',
    ],
    answers: {
      up_to_5:
        'Il n’y a pas de plus grand nombre ! Si quelqu’un te dit un nombre énorme, tu peux toujours répondre : « Et moi, ce nombre plus un ! » Et tu gagnes à tous les coups.',
      '6_to_8':
        'Il n’existe pas de plus grand nombre, parce qu’on peut toujours ajouter 1 à n’importe quel nombre pour en faire un plus grand. Mais il existe des nombres géants qui ont des noms ! Un million, c’est 1 suivi de 6 zéros. Un milliard, c’est 1 suivi de 9 zéros : si tu comptais un nombre par seconde, sans dormir, il te faudrait plus de 30 ans pour y arriver ! Et il y a le « googol », 1 suivi de 100 zéros. Ce nom a été inventé par un petit garçon de 9 ans, le neveu d’un mathématicien américain.',
      '9_to_12':
        'Il n’y a pas de plus grand nombre : à n’importe quel nombre, on peut ajouter 1, le doubler ou le multiplier par lui-même, et obtenir plus grand. Les nombres continuent à l’infini. En revanche, on a donné des noms à des nombres gigantesques. En français, un million s’écrit avec 6 zéros, un milliard avec 9, un billion avec 12, et un trillion avec 18. Compter jusqu’à un milliard, à raison d’un nombre par seconde, prendrait environ 32 ans. Vers 1920, le mathématicien américain Edward Kasner a demandé à son neveu de 9 ans, Milton Sirotta, un nom pour le nombre 1 suivi de 100 zéros : l’enfant a répondu « googol », devenu « googol » en français. C’est ce mot qui a inspiré le nom de l’entreprise Google. Pour te faire une idée, les scientifiques estiment qu’il y a environ 1 suivi de 80 zéros atomes dans tout l’Univers observable : un googol est bien plus grand que ça ! Et pourtant, il est toujours infiniment loin de la fin des nombres.',
      '13_plus':
        'L’ensemble des entiers naturels n’a pas de plus grand élément : si n était le plus grand, n + 1 serait plus grand encore, ce qui est contradictoire. C’est un raisonnement par l’absurde élémentaire, qui montre que la suite des entiers est infinie. Pour nommer les très grands nombres, le français utilise l’échelle longue : million (10 puissance 6), milliard (10 puissance 9), billion (10 puissance 12), billiard, trillion (10 puissance 18), alors que l’anglais américain utilise l’échelle courte, où « billion » signifie milliard, source fréquente d’erreurs de traduction. Les scientifiques préfèrent la notation en puissances de 10, bien plus compacte. Le googol, 10 puissance 100, a été nommé par Milton Sirotta, neveu du mathématicien Edward Kasner, qui l’a popularisé en 1940 dans un livre de vulgarisation ; le googolplex vaut 10 puissance googol, un nombre qu’on ne pourrait même pas écrire en entier, car il faudrait plus de chiffres qu’il n’y a d’atomes dans l’Univers observable, estimés à environ 10 puissance 80. Les mathématiciens ont même manipulé des nombres bien plus grands dans des démonstrations, comme le nombre de Graham, apparu dans les années 1970, pour lequel il faut inventer des notations spéciales. Pourtant, aussi démesurés qu’ils soient, ces nombres sont finis : comparés à l’infini, ils n’en sont pas plus proches que le nombre 1. Cette distinction entre très grand et infini est fondamentale en mathématiques.',
    },
  },
  {
    id: 'soixante-dix-quatre-vingts',
    title: 'Pourquoi on dit « soixante-dix » et « quatre-vingts » ?',
    phrasings: [
      'pourquoi on dit soixante-dix',
      'pourquoi on dit quatre-vingts',
      'pk on dit quatre vingt dix et pas nonante',
      'pourquoi on dit pas septante',
      'pourquoi les belges disent septante',
      'quatre-vingt-dix pourquoi c’est compliqué',
      'septante huitante nonante',
      'pourquoi 80 se dit quatre fois vingt',
      'soixante dix pourquoi pas septante',
    ],
    answers: {
      up_to_5:
        'Autrefois, les gens comptaient souvent par paquets de vingt. Alors quatre paquets de vingt, ça fait quatre-vingts ! On a gardé cette vieille façon de compter, même si c’est un peu bizarre.',
      '6_to_8':
        'C’est vrai que c’est curieux : on dit trente, quarante, cinquante, soixante, et puis d’un coup soixante-dix et quatre-vingts ! C’est une trace d’une très vieille façon de compter, par paquets de vingt. Quatre-vingts, c’est tout simplement quatre fois vingt. Au Moyen Âge, on disait même « six-vingts » pour 120 ! Il existe à Paris un hôpital qui s’appelle les Quinze-Vingts, parce qu’il accueillait 300 personnes : quinze fois vingt. En Belgique et en Suisse, on dit plus simplement « septante » pour 70 et « nonante » pour 90. En France, on a gardé l’ancienne habitude.',
      '9_to_12':
        'Le français compte normalement de dix en dix : trente, quarante, cinquante, soixante. Mais à partir de 70, il change de système et se met à compter par vingt : quatre-vingts veut dire « quatre fois vingt », et quatre-vingt-dix « quatre fois vingt plus dix ». C’est un reste du système vigésimal, en base 20, qui était très courant au Moyen Âge : on disait « six-vingts » pour 120 ou « quinze-vingts » pour 300. L’hôpital des Quinze-Vingts, fondé à Paris au XIIIe siècle par le roi Saint Louis pour 300 aveugles, porte encore ce nom. On ne sait pas exactement d’où vient cette habitude : certains la relient aux Gaulois, d’autres aux Vikings ou aux Normands, mais aucune explication n’est certaine. Le latin, lui, avait des mots réguliers, et l’ancien français utilisait aussi « septante » et « nonante ». Au fil des siècles, en France, les formes en vingt l’ont emporté, tandis qu’en Belgique et en Suisse, on dit « septante » et « nonante », et même « huitante » dans certains cantons suisses.',
      '13_plus':
        'Les noms de nombres du français standard de France mélangent deux systèmes : une base décimale jusqu’à 69, puis des vestiges d’une numération vigésimale, en base 20, pour 70 à 99 : soixante-dix (60 + 10), quatre-vingts (4 × 20) et quatre-vingt-dix (4 × 20 + 10). En ancien et en moyen français, la numération par vingt était bien plus étendue : on disait « six-vingts », « sept-vingts », jusqu’à « dix-neuf-vingts », comme en témoigne le nom de l’hospice des Quinze-Vingts, fondé par Louis IX vers 1260 pour accueillir 300 aveugles. Parallèlement, les formes décimales héritées du latin, « septante », « octante » ou « huitante », « nonante », coexistaient. L’origine du comptage par vingt en français reste débattue : on a invoqué un substrat celtique, car les langues celtiques comme le breton ou le gallois comptent par vingt, ou une influence normande et scandinave, mais aucune hypothèse n’est démontrée. Le système vigésimal est d’ailleurs répandu dans le monde : le danois, le basque, le géorgien ou le nahuatl des Aztèques l’utilisent aussi. À partir du XVIIe siècle, l’usage parisien a fixé les formes actuelles, et l’école les a diffusées, alors que la Belgique et la Suisse romande ont conservé « septante » et « nonante », et que les cantons de Vaud, du Valais et de Fribourg disent « huitante ». L’accord de « vingt » illustre au passage la complexité de l’orthographe : « quatre-vingts » prend un s, mais pas « quatre-vingt-trois ».',
    },
  },
  {
    id: 'roman-numerals',
    title: 'Pourquoi on écrit parfois les nombres en chiffres romains ?',
    phrasings: [
      'pourquoi on écrit en chiffres romains',
      'c’est quoi les chiffres romains',
      'pk Louis XIV s’écrit avec des lettres',
      'comment comptaient les Romains',
      'chiffres romains',
      'pourquoi on écrit le siècle en chiffres romains',
      'pourquoi X veut dire dix',
      'lire les chiffres romains',
    ],
    answers: {
      up_to_5:
        'Il y a très longtemps, les Romains écrivaient les nombres avec des lettres : I pour un, V pour cinq, X pour dix. On s’en sert encore pour le nom des rois ou sur certaines horloges. C’est comme un code secret très ancien !',
      '6_to_8':
        'Les Romains, qui vivaient il y a plus de 2 000 ans, écrivaient les nombres avec des lettres : I vaut 1, V vaut 5, X vaut 10, L vaut 50, C vaut 100, D vaut 500 et M vaut 1 000. Pour faire 3, on écrit trois bâtons : III. Pour 6, on met 1 après 5 : VI. Pour 4, on met 1 avant 5 : IV, ce qui veut dire « un de moins que cinq ». Aujourd’hui, on utilise d’autres chiffres, plus pratiques pour calculer. Mais on garde les chiffres romains pour certaines choses, comme le nom des rois, Louis XIV, ou les siècles : nous sommes au XXIe siècle. Ça donne un petit air ancien et élégant !',
      '9_to_12':
        'Les chiffres romains sont le système d’écriture des nombres utilisé dans la Rome antique. Il repose sur sept lettres : I (1), V (5), X (10), L (50), C (100), D (500) et M (1 000). On additionne les symboles placés de gauche à droite, du plus grand au plus petit : MDCLXVI vaut 1 666. Quand un petit symbole est placé avant un plus grand, on le soustrait : IV vaut 4 et XC vaut 90. Les premiers signes viennent sans doute de simples entailles sur un bâton pour compter, comme les bâtonnets qu’on trace pour marquer des points. Ce système a un gros défaut : il n’a pas de zéro et ne fonctionne pas par position, ce qui rend les calculs écrits très difficiles. Essaie de multiplier XLVII par XIX ! C’est pourquoi, à partir du Moyen Âge, l’Europe a adopté les chiffres indo-arabes. Mais on garde les chiffres romains par tradition : pour les siècles, les rois et les reines, les chapitres de livres, les cadrans d’horloges ou les grands événements comme les Jeux olympiques.',
      '13_plus':
        'La numération romaine est un système additif, et non positionnel : chaque symbole a une valeur fixe, quelle que soit sa place, et la valeur d’un nombre s’obtient en additionnant celles de ses symboles. Elle utilise sept lettres, I, V, X, L, C, D, M, pour 1, 5, 10, 50, 100, 500 et 1 000. Les historiens pensent que ces signes dérivent d’encoches de comptage, utilisées aussi par les Étrusques, qui ont progressivement été assimilées à des lettres de l’alphabet : le C a pu être rapproché de « centum » et le M de « mille ». Le principe soustractif (IV pour 4, IX pour 9, XC pour 90) existait dans l’Antiquité, mais ne s’est généralisé qu’au Moyen Âge et surtout à l’époque moderne ; les Romains écrivaient fréquemment IIII, forme qu’on trouve encore sur beaucoup de cadrans d’horloges. L’absence de zéro et de valeur de position rend les opérations écrites malcommodes : les calculs se faisaient en réalité sur des abaques ou des tables à jetons, et les chiffres ne servaient qu’à noter les résultats. L’arrivée des chiffres indo-arabes, diffusés en Europe par Fibonacci en 1202, a progressivement supplanté le système romain, au terme d’une longue cohabitation entre partisans de l’abaque et des nouveaux algorithmes écrits. Les chiffres romains subsistent aujourd’hui dans des usages conventionnels et solennels : numérotation des siècles, des souverains et des papes, des millénaires, des actes de théâtre, des tomes, ou dans les dates gravées sur les monuments. Savoir les lire reste utile pour déchiffrer ce patrimoine écrit.',
    },
  },
  {
    id: 'why-maths-useful',
    title: 'Pourquoi on fait des maths ?',
    phrasings: [
      'pourquoi on fait des maths',
      'à quoi servent les maths',
      'pk faut apprendre les maths',
      'pourquoi les mathématiques sont utiles',
      'à quoi ça sert de savoir compter',
      'pourquoi on apprend les tables de multiplication',
      'ça sert à quoi les maths dans la vie',
      'pourquoi on doit faire des calculs',
    ],
    answers: {
      up_to_5:
        'Les maths t’aident tous les jours, même quand tu joues ! Pour partager des bonbons, compter jusqu’à dix à cache-cache ou savoir combien de dodos avant ton anniversaire, tu fais des maths. C’est comme un jeu qui aide à tout comprendre.',
      '6_to_8':
        'Les maths servent partout, même si on ne le voit pas toujours. Quand tu fais les courses, tu comptes ton argent. Quand tu cuisines, tu mesures la farine et le lait. Quand tu regardes l’heure, tu calcules combien de temps il reste avant la récré ! Les grands utilisent les maths pour construire des maisons et des ponts qui ne tombent pas, pour faire voler des avions ou pour inventer des jeux vidéo. Et les maths entraînent ton cerveau à réfléchir, à chercher des solutions et à ne pas abandonner quand c’est difficile. Les tables de multiplication, c’est un peu comme apprendre par cœur une chanson : après, tu vas beaucoup plus vite !',
      '9_to_12':
        'Les mathématiques sont un langage pour décrire les quantités, les formes et les relations entre les choses, et elles sont partout autour de toi. Dans la vie de tous les jours, elles servent à gérer un budget, comparer des prix, comprendre une réduction de 20 %, suivre une recette ou calculer une durée de trajet. Les métiers en ont besoin : un architecte calcule la solidité d’un pont, un médecin la dose d’un médicament, un météorologue fait tourner des calculs géants sur des ordinateurs pour prévoir le temps. Le GPS de la voiture utilise des calculs très précis pour savoir où tu te trouves, et chaque jeu vidéo est rempli de géométrie pour afficher les images en 3D. Même la musique est pleine de maths : rythmes, fractions, fréquences des notes. Mais les maths servent aussi à apprendre à raisonner : poser un problème, vérifier une idée, repérer une erreur, prouver qu’on a raison. Cette façon de penser est utile bien au-delà des chiffres.',
      '13_plus':
        'Les mathématiques ont une double nature : elles sont un outil pour modéliser le réel et une discipline de raisonnement rigoureux. Comme outil, elles sont au cœur des sciences et des techniques : la physique s’écrit en équations, l’ingénierie calcule les structures et les circuits, la médecine s’appuie sur les statistiques pour évaluer l’efficacité d’un traitement, l’économie et la climatologie utilisent des modèles numériques. Le GPS combine des signaux de satellites par triangulation et doit même tenir compte de la relativité d’Einstein pour rester précis ; la cryptographie qui protège les paiements en ligne repose sur l’arithmétique des nombres premiers ; l’intelligence artificielle est fondée sur l’algèbre linéaire et les probabilités. Le physicien Eugene Wigner s’étonnait en 1960 de la « déraisonnable efficacité des mathématiques » : des théories développées pour elles-mêmes, comme les nombres complexes ou les géométries non euclidiennes, se sont révélées plus tard indispensables pour décrire la nature. Comme discipline, elles apprennent à définir précisément, à démontrer, à distinguer un exemple d’une preuve et une corrélation d’une cause. Ces compétences sont précieuses pour exercer son esprit critique, par exemple face à un graphique trompeur ou à un pourcentage mal interprété. Enfin, les mathématiques ont aussi une dimension esthétique et ludique, que les mathématiciens comparent volontiers à celle de la musique ou des échecs. Apprendre les bases, comme le calcul mental ou les fractions, libère l’esprit pour aborder ensuite des problèmes plus riches.',
    },
  },
  {
    id: 'seven-days-week',
    title: 'Pourquoi il y a 7 jours dans une semaine ?',
    phrasings: [
      'pourquoi il y a 7 jours dans une semaine',
      'pourquoi il y a sept jours dans la semaine',
      'pk une semaine c’est 7 jours',
      'd’où viennent les noms des jours de la semaine',
      'pourquoi on dit lundi mardi mercredi',
      'pourquoi lundi s’appelle lundi',
      'jours de la semaine origine',
      'qui a inventé la semaine',
      'pourquoi le dimanche on travaille pas',
    ],
    answers: {
      up_to_5:
        'Il y a très longtemps, des gens ont regardé la Lune et ont vu qu’elle changeait de forme à peu près tous les sept jours. Alors ils ont fait des paquets de sept jours : les semaines ! Et on a gardé cette habitude.',
      '6_to_8':
        'La semaine de sept jours est une très vieille habitude. On pense qu’elle vient de la Lune : elle change de forme, de la pleine lune à la demi-lune, à peu près tous les sept jours. Dans l’Antiquité, les gens voyaient aussi dans le ciel sept astres qui bougeaient : le Soleil, la Lune et cinq planètes. Les noms de nos jours viennent de là ! Lundi, c’est le jour de la Lune, mardi celui de Mars, mercredi de Mercure, jeudi de Jupiter, vendredi de Vénus. Samedi vient du sabbat, le jour de repos des juifs, et dimanche veut dire « le jour du Seigneur ».',
      '9_to_12':
        'La semaine de sept jours ne correspond à aucun mouvement exact du ciel, contrairement au jour, au mois et à l’année : c’est une invention humaine très ancienne. On pense qu’elle est liée à la Lune, dont chaque phase, de la nouvelle lune au premier quartier, puis à la pleine lune, dure environ sept jours. Les Babyloniens accordaient une importance particulière au nombre sept, et la Bible raconte la création du monde en six jours suivis d’un jour de repos, le sabbat, qui a fixé la semaine chez les juifs, puis chez les chrétiens. Les Romains ont ensuite donné à chaque jour le nom d’un des sept astres mobiles visibles à l’œil nu : lundi la Lune, mardi Mars, mercredi Mercure, jeudi Jupiter, vendredi Vénus. Samedi vient du sabbat, et dimanche du latin « dies dominicus », le jour du Seigneur. En 321, l’empereur Constantin a fait du dimanche un jour de repos. Pendant la Révolution française, on a essayé une semaine de dix jours, la décade, mais elle n’a pas duré !',
      '13_plus':
        'Contrairement au jour (rotation de la Terre), au mois (cycle lunaire) et à l’année (révolution autour du Soleil), la semaine n’a pas de fondement astronomique précis : c’est une construction culturelle, dont la durée de sept jours s’est imposée par plusieurs héritages. La lunaison dure environ 29,5 jours, et ses quatre phases principales sont séparées d’un peu plus de sept jours, ce qui a pu inspirer ce découpage ; les Babyloniens marquaient certains jours du mois lunaire, dont le septième, de règles particulières. La tradition juive a fixé un cycle de sept jours indépendant de la Lune, terminé par le sabbat, jour de repos prescrit par la Bible et justifié par le récit de la Création. Parallèlement, l’astrologie hellénistique a associé chaque jour à l’un des sept astres errants connus : Soleil, Lune, Mars, Mercure, Jupiter, Vénus, Saturne. Cette semaine planétaire s’est répandue dans l’Empire romain aux premiers siècles de notre ère, d’où les noms français, hérités du latin : lundi (Lunae dies), mardi (Martis dies), mercredi, jeudi, vendredi. Le christianisme a remplacé le jour du Soleil et celui de Saturne par le « dies dominicus », devenu dimanche, et le « sabbati dies », devenu samedi, tandis que l’anglais a conservé Sunday et Saturday. En 321, Constantin a institué le repos dominical. La Révolution française a tenté d’imposer la décade de dix jours avec le calendrier républicain, abandonné en 1806, et l’URSS a expérimenté des semaines de cinq et six jours dans les années 1930 : ces échecs montrent la force de cette habitude millénaire.',
    },
  },
  {
    id: 'twelve-months',
    title: 'Pourquoi il y a 12 mois dans une année ?',
    phrasings: [
      'pourquoi il y a 12 mois dans une année',
      'pourquoi il y a douze mois',
      'pk une année a 12 mois',
      'd’où viennent les noms des mois',
      'pourquoi les mois ont pas le même nombre de jours',
      'pourquoi février est plus court',
      'pourquoi septembre veut dire sept',
      'pourquoi juillet s’appelle juillet',
      'noms des mois origine',
    ],
    answers: {
      up_to_5:
        'Pendant une année, la Lune devient ronde, puis disparaît, puis redevient ronde à peu près douze fois. Les gens d’autrefois ont compté ces lunes. Chaque lune est devenue un mois !',
      '6_to_8':
        'Le mot « mois » est lié à la Lune. Il y a très longtemps, les gens mesuraient le temps en regardant la Lune : il lui faut environ 29 jours et demi pour passer d’une pleine lune à la suivante. Et pendant une année, ça arrive à peu près douze fois. Voilà pourquoi il y a douze mois ! Les noms des mois viennent des Romains : janvier vient du dieu Janus, mars du dieu Mars, juillet de Jules César et août de l’empereur Auguste. Et septembre, qui veut dire « septième », était au départ le septième mois, car l’année romaine commençait en mars !',
      '9_to_12':
        'Le mois vient de la Lune : le temps qui sépare deux pleines lunes est d’environ 29,5 jours, et il y a à peu près 12 cycles de ce genre dans une année. Mais 12 fois 29,5 donnent seulement 354 jours, alors que la Terre met environ 365 jours à faire le tour du Soleil. Les Romains ont donc allongé certains mois à 30 ou 31 jours pour que l’année tombe juste, et les mois ne suivent plus exactement la Lune. Février, le plus court, était à l’origine un mois de purification, placé en fin d’année. Nos noms de mois sont romains : janvier vient de Janus, dieu des portes et des commencements, mars du dieu de la guerre Mars, mai de la déesse Maia, juin de Junon. Juillet a été nommé en l’honneur de Jules César, et août en l’honneur de l’empereur Auguste. L’ancienne année romaine commençait en mars : c’est pour ça que septembre, octobre, novembre et décembre portent les noms des nombres 7, 8, 9 et 10, alors qu’ils sont aujourd’hui les 9e, 10e, 11e et 12e mois.',
      '13_plus':
        'Le mois est à l’origine une unité lunaire : le mois synodique, temps qui sépare deux nouvelles lunes, dure environ 29,53 jours, et l’année solaire en contient un peu plus de 12, soit environ 12,37. Les calendriers lunaires purs, comme le calendrier musulman, comptent 12 mois et 354 ou 355 jours, et se décalent donc d’une dizaine de jours par an par rapport aux saisons ; les calendriers luni-solaires, comme le calendrier hébraïque ou l’ancien calendrier chinois, ajoutent régulièrement un treizième mois. Notre calendrier, héritier du calendrier romain, a choisi de rester solaire en découplant les mois de la Lune. Selon la tradition, la première année romaine ne comptait que dix mois, de mars à décembre, l’hiver n’étant pas découpé, et janvier et février auraient été ajoutés par le roi Numa. La réforme de Jules César, en 46 avant notre ère, a fixé la durée des mois à 30 ou 31 jours, février gardant 28 jours, ou 29 les années bissextiles. Les noms conservent cette histoire : janvier de Janus, dieu au double visage des seuils et des commencements, février des Februa, rites de purification, mars du dieu Mars, avril d’une origine discutée, peut-être le latin « aperire », ouvrir, mai de Maia, juin probablement de Junon. Quintilis et Sextilis ont été renommés en l’honneur de Jules César, en 44 avant notre ère, et d’Auguste, en 8 avant notre ère. Septembre à décembre gardent leur numéro d’origine, de 7 à 10, témoins d’une année qui commençait en mars. La Révolution française avait créé des mois de 30 jours aux noms poétiques, comme brumaire ou thermidor, abandonnés en 1806.',
    },
  },
  {
    id: 'twenty-four-hours',
    title: 'Pourquoi il y a 24 heures dans une journée ?',
    phrasings: [
      'pourquoi il y a 24 heures dans une journée',
      'pourquoi une journée dure 24 heures',
      'pk un jour c’est 24h',
      'qui a inventé les heures',
      'pourquoi il y a 24h dans un jour',
      'pourquoi pas 10 heures dans une journée',
      'pourquoi 12 heures sur l’horloge',
    ],
    answers: {
      up_to_5:
        'Une journée, c’est le temps que met la Terre pour faire un tour complet sur elle-même, comme une toupie. Il y a très longtemps, des gens ont coupé ce temps en 24 petits morceaux. Ces morceaux, ce sont les heures !',
      '6_to_8':
        'Une journée, c’est le temps que met la Terre pour tourner une fois sur elle-même : c’est ce qui fait le jour et la nuit. Ce sont les Égyptiens, il y a plus de 3 000 ans, qui ont eu l’idée de couper la journée en morceaux : 12 morceaux pour le jour, et 12 morceaux pour la nuit. 12 plus 12, ça fait 24 ! Pourquoi 12 ? On ne sait pas exactement, mais beaucoup de peuples aimaient ce nombre, qu’on peut partager en deux, en trois, en quatre. Au début, les heures n’avaient pas toutes la même longueur : en été, les heures du jour étaient plus longues ! Il a fallu inventer les horloges pour qu’elles durent toutes pareil.',
      '9_to_12':
        'La durée d’une journée est fixée par la nature : c’est le temps que met la Terre à tourner sur elle-même par rapport au Soleil. Mais la découper en 24 heures est un choix humain, hérité des Égyptiens. Il y a plus de 3 000 ans, ils divisaient le jour en 12 parties, mesurées avec des cadrans solaires, et la nuit en 12 parties, repérées grâce à des étoiles qui se levaient les unes après les autres. Le nombre 12 était pratique : on peut le diviser par 2, 3, 4 et 6. Certains pensent aussi qu’il vient d’une façon de compter avec le pouce sur les phalanges des autres doigts : quatre doigts de trois phalanges, cela fait 12. Ces heures n’avaient pas une durée fixe : en hiver, les heures de jour étaient courtes et celles de la nuit longues. Des astronomes grecs ont proposé des heures égales, mais elles ne se sont vraiment imposées qu’avec les horloges mécaniques du Moyen Âge. Pendant la Révolution française, on a essayé une journée de 10 heures de 100 minutes, mais personne n’a voulu changer ses montres !',
      '13_plus':
        'Le jour solaire moyen, durée d’une rotation terrestre par rapport au Soleil, est un phénomène astronomique ; sa division en 24 heures est une convention historique. Elle remonte à l’Égypte ancienne : la nuit y était découpée en 12 parties, grâce au lever successif de groupes d’étoiles appelés décans, et le jour en 12 parties mesurées par des cadrans solaires, auxquelles s’ajoutaient des périodes de crépuscule. Le choix de 12 a pu être influencé par le nombre de lunaisons dans l’année ou par le comptage sur les phalanges, et il se combinait bien avec l’astronomie babylonienne, qui utilisait la base 60. Dans l’Antiquité et au Moyen Âge, les heures étaient dites temporaires ou inégales : le jour, du lever au coucher du Soleil, était toujours divisé en 12, si bien qu’une heure de jour durait plus longtemps en été qu’en hiver. Les astronomes grecs, comme Hipparque au IIe siècle avant notre ère, utilisaient pour leurs calculs des heures égales, dites équinoxiales. C’est l’apparition des horloges mécaniques, à la fin du XIIIe siècle en Europe, qui a généralisé les heures de durée fixe, sonnées par les cloches des villes. La Révolution française a décrété en 1793 un temps décimal, avec 10 heures de 100 minutes de 100 secondes, abandonné dès 1795 faute d’adoption. Aujourd’hui, la seconde est définie indépendamment de la rotation de la Terre, par les oscillations de l’atome de césium, et la rotation terrestre, légèrement irrégulière, impose parfois d’ajouter une seconde intercalaire.',
    },
  },
  {
    id: 'sixty-minutes',
    title: 'Pourquoi il y a 60 minutes dans une heure ?',
    phrasings: [
      'pourquoi il y a 60 minutes dans une heure',
      'pourquoi une heure fait 60 minutes',
      'pk 60 secondes dans une minute',
      'pourquoi pas 100 minutes dans une heure',
      'pourquoi on compte les minutes par 60',
      'qui a inventé les minutes',
      'pourquoi il y a soixante secondes',
      'minutes et secondes pourquoi 60',
    ],
    answers: {
      up_to_5:
        'Il y a très, très longtemps, un peuple qui s’appelait les Babyloniens adorait compter par paquets de 60. On a gardé leur idée pour les minutes et les secondes. C’est une habitude vieille de plusieurs milliers d’années !',
      '6_to_8':
        'Cette idée vient des Babyloniens, un peuple qui vivait il y a environ 4 000 ans, là où se trouve aujourd’hui l’Irak. Eux ne comptaient pas par dix, comme nous, mais par soixante ! Pourquoi 60 ? Parce que c’est un nombre super pratique : on peut le partager en 2, en 3, en 4, en 5, en 6, en 10, en 12… sans avoir de morceaux. Une demi-heure fait 30 minutes, un quart d’heure 15 minutes, un tiers d’heure 20 minutes : tout tombe juste ! Les savants qui sont venus après ont gardé cette façon de découper le temps, et on l’utilise toujours.',
      '9_to_12':
        'Les 60 minutes de l’heure et les 60 secondes de la minute nous viennent des Babyloniens, qui vivaient en Mésopotamie il y a environ 4 000 ans. Leur système de calcul était en base 60, et non en base 10 comme le nôtre. L’avantage de 60, c’est qu’il se divise par beaucoup de nombres : 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 et 60. C’est très pratique pour partager : un quart d’heure, un tiers d’heure, une demi-heure tombent tous sur des nombres entiers. Les astronomes grecs ont repris cette méthode pour leurs calculs, notamment pour mesurer les angles, et elle est arrivée jusqu’à nous. C’est aussi pour ça qu’un cercle a 360 degrés. Le mot « minute » vient du latin « minuta », qui veut dire « petite partie », et « seconde » signifie la deuxième division de l’heure. Pendant longtemps, les horloges n’avaient d’ailleurs qu’une seule aiguille : celle des minutes n’est devenue courante qu’il y a environ 350 ans.',
      '13_plus':
        'La division sexagésimale du temps est un héritage de la Mésopotamie. Les Sumériens puis les Babyloniens utilisaient une numération de position en base 60, attestée dès le début du IIe millénaire avant notre ère, notamment pour les calculs astronomiques. L’intérêt de 60 est d’être un nombre hautement composé : il possède douze diviseurs (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60), ce qui simplifie les fractions usuelles, avantage décisif avant l’invention des nombres décimaux. Les astronomes grecs de l’époque hellénistique, comme Hipparque puis Ptolémée au IIe siècle, ont adopté les fractions sexagésimales pour les angles et les durées, tout en écrivant les nombres entiers dans leur propre système. Les traductions latines médiévales ont nommé la première division « pars minuta prima », la première petite partie, et la deuxième « pars minuta secunda », d’où nos mots « minute » et « seconde ». Cette subdivision est longtemps restée théorique : les horloges mécaniques du Moyen Âge n’avaient qu’une aiguille des heures, et ce n’est qu’avec l’horloge à pendule de Christiaan Huygens, en 1656, que la précision a permis d’afficher les minutes, puis les secondes. La Révolution française a tenté d’imposer le temps décimal en 1793, sans succès, alors que le système métrique, lui, a réussi à s’imposer pour les longueurs et les masses. La même base 60 subsiste dans la mesure des angles, avec le cercle de 360 degrés et les minutes et secondes d’arc utilisées en géographie pour la latitude et la longitude.',
    },
  },
  {
    id: 'leap-years',
    title: 'Pourquoi il y a des années bissextiles ?',
    phrasings: [
      'pourquoi il y a des années bissextiles',
      'c’est quoi une année bissextile',
      'pk il y a un 29 février',
      'pourquoi février a parfois 29 jours',
      'année bissextile',
      'bisextile pourquoi',
      'pourquoi certaines années ont 366 jours',
      'né le 29 février anniversaire',
      'pourquoi il y a 365 jours dans une année',
    ],
    answers: {
      up_to_5:
        'Pour faire le tour du Soleil, la Terre met un tout petit peu plus d’un an. Alors, tous les quatre ans, on ajoute un jour au calendrier pour rattraper le retard : le 29 février ! C’est un jour bonus.',
      '6_to_8':
        'Une année, c’est le temps que met la Terre pour faire le tour du Soleil. Mais ce tour ne dure pas exactement 365 jours : il dure 365 jours et environ 6 heures en plus. Ces 6 heures s’ajoutent chaque année : au bout de 4 ans, ça fait 24 heures, donc une journée entière ! Alors, tous les 4 ans, on ajoute un jour au mois de février : le 29 février. Cette année-là compte 366 jours, et on l’appelle une année bissextile. Sans ça, au bout de quelques siècles, Noël finirait par tomber en été !',
      '9_to_12':
        'La Terre met environ 365 jours, 5 heures et 49 minutes pour faire le tour du Soleil. Si notre calendrier comptait toujours 365 jours, il prendrait un quart de jour de retard chaque année, et les saisons glisseraient peu à peu : au bout de 700 ans environ, l’hiver tomberait en juillet ! En 46 avant notre ère, Jules César a donc décidé d’ajouter un jour tous les 4 ans : c’est le calendrier julien. Mais ajouter 6 heures par an, c’est un peu trop, puisqu’il manque en réalité 11 minutes : au bout de plusieurs siècles, le calendrier avait pris 10 jours d’avance sur les saisons. En 1582, le pape Grégoire XIII a corrigé le problème : on a sauté 10 jours d’un coup, et on a décidé que les années de fin de siècle ne seraient bissextiles que si elles sont divisibles par 400. Ainsi, 1900 n’était pas bissextile, mais 2000 l’était. Le nom « bissextile » vient du latin : les Romains ajoutaient ce jour en doublant le « sixième » jour avant le début de mars.',
      '13_plus':
        'L’année tropique, qui règle le retour des saisons, dure environ 365,2422 jours, soit 365 jours, 5 heures, 48 minutes et 45 secondes. Un calendrier de 365 jours fixes dériverait d’environ un jour tous les quatre ans par rapport aux saisons. Le calendrier julien, instauré par Jules César sur les conseils de l’astronome Sosigène d’Alexandrie et entré en vigueur en 45 avant notre ère, a introduit une année bissextile de 366 jours tous les quatre ans, soit une année moyenne de 365,25 jours. L’écart résiduel, d’environ 11 minutes par an, représente un jour tous les 128 ans environ : au XVIe siècle, l’équinoxe de printemps était arrivé vers le 11 mars, ce qui perturbait le calcul de la date de Pâques. La réforme grégorienne, promulguée par le pape Grégoire XIII en 1582, a supprimé dix jours, le jeudi 4 octobre étant suivi du vendredi 15 octobre, et modifié la règle : une année séculaire n’est bissextile que si elle est divisible par 400, ce qui donne une année moyenne de 365,2425 jours, avec une erreur d’environ un jour en 3 000 ans. La France l’a adoptée dès décembre 1582, mais les pays protestants et orthodoxes ont mis plus de temps : la Grande-Bretagne en 1752, la Russie en 1918, d’où la « révolution d’Octobre » survenue en novembre selon notre calendrier. Le mot « bissextile » vient du « bis sextus dies ante calendas martias » : les Romains doublaient le sixième jour avant les calendes de mars. Les personnes nées un 29 février, environ une sur 1 461, fêtent souvent leur anniversaire le 28 février ou le 1er mars les autres années.',
    },
  },
  {
    id: 'new-year-january',
    title: 'Pourquoi l’année commence le 1er janvier ?',
    phrasings: [
      'pourquoi l’année commence le 1er janvier',
      'pourquoi le nouvel an est le 1er janvier',
      'pk l’année commence en janvier',
      'qui a décidé que l’année commence en janvier',
      'pourquoi on fête le nouvel an',
      'jour de l’an pourquoi le premier janvier',
      'pourquoi le nouvel an chinois est pas le même jour',
      'pourquoi l année commence pas au printemps',
    ],
    answers: {
      up_to_5:
        'C’est une date choisie par les gens il y a très longtemps, comme une ligne de départ dans une course. Les Romains avaient un dieu des portes, Janus, et janvier porte son nom : c’est la porte qui ouvre l’année ! Mais ailleurs dans le monde, certains fêtent le nouvel an à un autre moment.',
      '6_to_8':
        'Le début de l’année, c’est une date choisie par les humains : la Terre tourne autour du Soleil sans ligne de départ ! Ce sont les Romains qui ont pris l’habitude de commencer l’année le 1er janvier, il y a plus de 2 000 ans. Le mois de janvier porte le nom de Janus, un dieu à deux visages : un qui regarde derrière, vers l’année passée, et un qui regarde devant, vers l’année nouvelle. Mais pendant longtemps, en France, l’année commençait à d’autres moments, par exemple à Pâques ! C’est un roi, Charles IX, qui a fixé le 1er janvier pour tout le royaume. En Chine, le Nouvel An est fêté à une autre date, entre la fin janvier et la mi-février.',
      '9_to_12':
        'Le tour de la Terre autour du Soleil est un cercle : il n’a pas de début naturel, et chaque peuple a choisi le sien. Les premiers Romains commençaient l’année en mars, au printemps. Mais à partir de 153 avant notre ère, les consuls, qui dirigeaient Rome, prenaient leurs fonctions le 1er janvier, et c’est devenu le début de l’année officielle, confirmé par le calendrier de Jules César. Janvier porte le nom de Janus, le dieu des portes et des commencements, représenté avec deux visages. Au Moyen Âge, en France, l’année commençait selon les régions à Noël, le 25 mars ou à Pâques, ce qui créait une belle pagaille ! En 1564, le roi Charles IX a décidé par l’édit de Roussillon que l’année commencerait partout le 1er janvier. Ailleurs, d’autres calendriers gardent leurs propres dates : le Nouvel An chinois tombe entre le 21 janvier et le 20 février, et le Nouvel An iranien, Norouz, au début du printemps.',
      '13_plus':
        'Le choix du début de l’année est une convention, car l’orbite terrestre n’offre pas de point de départ privilégié ; les solstices et les équinoxes ont toutefois souvent servi de repères. Le calendrier romain archaïque débutait en mars, comme l’indiquent les noms de septembre à décembre. À partir de 153 avant notre ère, les consuls entrèrent en charge le 1er janvier, date qui devint le début de l’année civile et fut maintenue par la réforme julienne de 45 avant notre ère. Janus, dieu bifrons des passages et des commencements, donnait son nom au mois. Dans l’Europe chrétienne médiévale, l’Église se méfiait de cette date associée à des fêtes païennes, et les « styles » se multiplièrent : l’année commençait à Noël, au 25 mars, jour de l’Annonciation, ou à Pâques, date mobile qui rendait la durée de l’année variable. En France, l’édit de Roussillon, signé par Charles IX en 1564 et appliqué à partir de 1567, imposa le 1er janvier dans tout le royaume ; d’autres pays l’adoptèrent à des dates diverses, comme l’Angleterre en 1752. On raconte parfois que le poisson d’avril serait né de ce changement, en moquant ceux qui fêtaient encore le nouvel an au printemps, mais cette explication n’est pas prouvée. Aujourd’hui, le 1er janvier est la norme civile internationale, mais de nombreux calendriers coexistent : le Nouvel An chinois, luni-solaire, tombe entre le 21 janvier et le 20 février, Roch Hachana, le nouvel an juif, en septembre ou en octobre, Norouz à l’équinoxe de printemps, et le nouvel an musulman se déplace chaque année d’environ onze jours.',
    },
  },
  {
    id: 'clockwise',
    title: 'Pourquoi les aiguilles d’une montre tournent dans ce sens ?',
    phrasings: [
      'pourquoi les aiguilles tournent dans ce sens',
      'pourquoi les aiguilles d’une montre tournent vers la droite',
      'pk les horloges tournent dans le sens des aiguilles d’une montre',
      'sens des aiguilles d’une montre pourquoi',
      'pourquoi les horloges tournent à droite',
      'pourquoi les pendules tournent dans ce sens',
      'aiguilles horloge sens de rotation',
    ],
    answers: {
      up_to_5:
        'Avant les horloges, on lisait l’heure avec l’ombre d’un bâton planté au soleil. Cette ombre tournait toujours dans le même sens. Les inventeurs des horloges ont fait tourner les aiguilles pareil !',
      '6_to_8':
        'Avant d’avoir des horloges, les gens lisaient l’heure grâce au soleil, avec un cadran solaire : un bâton planté dans le sol, dont l’ombre se déplace pendant la journée. Chez nous, dans la moitié nord de la Terre, cette ombre tourne toujours dans le même sens : de la gauche vers la droite en passant par le haut. Quand les premières horloges ont été inventées en Europe, il y a environ 700 ans, les horlogers ont fait tourner les aiguilles comme l’ombre, pour que les gens s’y retrouvent. Et c’est resté ! Tu peux faire l’expérience : plante un bâton au soleil et marque son ombre toutes les heures.',
      '9_to_12':
        'Le « sens des aiguilles d’une montre » vient des cadrans solaires. Dans l’hémisphère Nord, où vivaient les peuples qui ont inventé les horloges, le Soleil se lève à l’est, passe au sud à midi, et se couche à l’ouest. L’ombre du bâton d’un cadran solaire, le gnomon, tourne donc dans l’autre sens du Soleil : de l’ouest vers l’est en passant par le nord, ce qui, vu d’en haut, donne le sens que nous appelons « horaire ». Quand les horloges mécaniques sont apparues en Europe, à la fin du XIIIe siècle, leurs fabricants ont imité ce mouvement familier. Si les horloges avaient été inventées dans l’hémisphère Sud, en Australie par exemple, l’ombre des cadrans solaires y tournant dans l’autre sens, nos aiguilles tourneraient peut-être à l’envers ! Il existe d’ailleurs quelques horloges qui tournent dans l’autre sens, comme celle de l’hôtel de ville juif de Prague, dont les chiffres sont écrits en hébreu, une langue qui se lit de droite à gauche.',
      '13_plus':
        'Le sens dit « horaire » est un héritage de la gnomonique, l’art des cadrans solaires. Dans l’hémisphère Nord, au-delà des tropiques, le Soleil se lève à l’est, culmine au sud et se couche à l’ouest ; l’ombre du gnomon, projetée à l’opposé, balaie donc le cadran d’ouest en est en passant par le nord, soit, pour un observateur regardant un cadran horizontal, dans le sens que nous appelons horaire. Les civilisations qui ont développé la mesure du temps, de l’Égypte à la Grèce et à l’Europe médiévale, étaient toutes situées dans cet hémisphère. Les premières horloges mécaniques à échappement, apparues en Europe à la fin du XIIIe siècle, dans les églises et les beffrois, ont d’abord simplement sonné les heures, puis ont été dotées de cadrans dont l’aiguille reproduisait le mouvement de l’ombre, pour rester lisibles par des usagers habitués aux cadrans solaires. Le choix n’était pas entièrement fixé au début : certains cadrans anciens tournaient autrement ou portaient 24 heures, comme celui de la cathédrale de Florence, décoré par Paolo Uccello en 1443, dont l’aiguille tourne en sens inverse. L’horloge de l’hôtel de ville juif de Prague, avec ses chiffres hébraïques, tourne elle aussi à l’envers. Une fois la convention établie, elle s’est imposée partout, y compris dans l’hémisphère Sud, où un cadran solaire tourne pourtant en sens inverse. Les mathématiciens utilisent d’ailleurs la convention opposée : le sens positif, dit trigonométrique, est le sens contraire des aiguilles d’une montre.',
    },
  },
  {
    id: 'counting-years',
    title: 'Pourquoi on compte les années à partir de l’an 1 ?',
    phrasings: [
      'pourquoi on compte les années à partir de l’an 1',
      'pourquoi on est en 2000 et quelque',
      'pk on est en l’an 2025',
      'qu’est ce qui s’est passé en l’an 0',
      'c’est quoi avant Jésus-Christ',
      'pourquoi on dit avant Jésus Christ',
      'pourquoi il y a pas d’an zéro',
      'comment on compte les années',
    ],
    answers: {
      up_to_5:
        'Pour compter les années, il fallait choisir un point de départ, comme le premier jour d’une grande histoire. On a choisi l’année où, pensait-on, Jésus était né, il y a environ 2 000 ans. Depuis, on ajoute une année chaque année !',
      '6_to_8':
        'Pour numéroter les années, il faut un point de départ. Il y a environ 1 500 ans, un moine appelé Denys le Petit a calculé l’année de la naissance de Jésus, une personne très importante pour les chrétiens. Il a décidé que ce serait l’an 1. Les années d’avant sont comptées à l’envers : on dit qu’elles sont « avant Jésus-Christ », ou « avant notre ère ». Par exemple, Jules César est mort en 44 avant Jésus-Christ. Aujourd’hui, presque tout le monde utilise ce calendrier, mais d’autres calendriers existent aussi, comme le calendrier musulman ou le calendrier juif, qui ont d’autres points de départ.',
      '9_to_12':
        'Toute façon de compter les années a besoin d’un point de départ. Les Romains comptaient souvent à partir de la fondation légendaire de Rome. Au VIe siècle, un moine savant, Denys le Petit, a proposé de compter à partir de la naissance de Jésus, qu’il a calculée : l’année de départ est devenue l’an 1 de notre ère. Ce système s’est répandu en Europe pendant le Moyen Âge, puis dans le monde entier, même dans des pays qui ne sont pas chrétiens, car il est pratique d’avoir un calendrier commun. Curiosité : il n’y a pas d’an zéro ! On passe directement de l’an 1 avant notre ère à l’an 1 après, car le zéro n’était pas encore utilisé en Europe. C’est pour ça que le XXIe siècle a commencé le 1er janvier 2001, et non en 2000. Autre surprise : Denys s’est sans doute trompé de quelques années, et les historiens pensent que Jésus est né vers 6 ou 4 avant notre ère. D’autres calendriers existent : le calendrier musulman commence en 622, quand le prophète Mahomet a quitté La Mecque pour Médine.',
      '13_plus':
        'Numéroter les années suppose de choisir une époque de référence, ce qu’on appelle une ère. L’Antiquité en a connu beaucoup : les Grecs comptaient en olympiades, les Romains par les noms des consuls ou à partir de la fondation de Rome, fixée à 753 avant notre ère, et de nombreux royaumes par les années de règne. En 525, le moine Denys le Petit, chargé de prolonger les tables de calcul de la date de Pâques, a remplacé l’ère de Dioclétien, empereur persécuteur des chrétiens, par une ère comptée « depuis l’incarnation du Seigneur ». Son calcul de la date de naissance de Jésus est aujourd’hui considéré comme erroné de quelques années : selon les Évangiles, Jésus est né sous Hérode le Grand, mort en 4 avant notre ère, d’où une naissance généralement placée entre 7 et 4 avant notre ère. Le système s’est diffusé grâce au moine anglais Bède le Vénérable au VIIIe siècle, puis s’est imposé en Europe ; le comptage rétrograde des années « avant Jésus-Christ » ne s’est généralisé que plus tard. Faute de zéro dans la numération européenne de l’époque, l’an 1 avant notre ère est directement suivi de l’an 1 de notre ère, si bien que les siècles et les millénaires commencent en 01 ; les astronomes, eux, utilisent une année 0 pour simplifier les calculs. Par souci de neutralité, on emploie souvent aujourd’hui « avant notre ère » et « de notre ère ». D’autres ères restent en usage : le calendrier musulman part de l’Hégire en 622, le calendrier hébraïque d’une date traditionnelle de la création du monde, et la Révolution française avait fait commencer l’an I en 1792.',
    },
  },
  {
    id: 'daylight-saving-time',
    title: 'Pourquoi on change d’heure ?',
    phrasings: [
      'pourquoi on change d’heure',
      'pk on change l’heure en été',
      'changement d’heure pourquoi',
      'heure d’été et heure d’hiver',
      'pourquoi on avance l’heure',
      'pourquoi on recule l’heure en octobre',
      'changement heure',
      'pourquoi on perd une heure de sommeil au printemps',
    ],
    answers: {
      up_to_5:
        'Deux fois par an, les grands avancent ou reculent les horloges d’une heure. En été, ça permet de profiter plus longtemps du soleil le soir, pour jouer dehors. Mais ça peut un peu fatiguer pendant quelques jours !',
      '6_to_8':
        'En France, on change d’heure deux fois par an. Fin mars, on avance les horloges d’une heure : c’est l’heure d’été. Fin octobre, on les recule d’une heure : c’est l’heure d’hiver. L’idée, c’était d’économiser de l’électricité. En été, le soleil se lève très tôt, quand presque tout le monde dort encore. En décalant l’heure, il fait jour plus tard le soir, et on allume les lampes moins longtemps. Aujourd’hui, beaucoup de gens trouvent que ça fatigue et que ça n’économise plus beaucoup d’énergie, alors on discute d’arrêter.',
      '9_to_12':
        'Le changement d’heure a été décidé pour économiser de l’énergie. L’idée est d’utiliser au mieux la lumière du soleil : en été, le soleil se lève très tôt, vers 6 heures, alors que beaucoup de gens dorment encore. En avançant les horloges d’une heure, on décale nos activités vers le matin et on profite de la lumière plus tard le soir, ce qui réduit l’éclairage. En France, on le fait depuis 1976, après une crise du pétrole qui avait rendu l’énergie très chère. Le dernier dimanche de mars, à 2 heures du matin, il devient 3 heures : on « perd » une heure de sommeil. Le dernier dimanche d’octobre, à 3 heures, il redevient 2 heures. Mais les économies d’énergie sont faibles aujourd’hui, car nos lampes consomment peu, et beaucoup de gens se sentent fatigués pendant quelques jours. En 2019, les députés européens ont voté pour arrêter le changement d’heure, mais les pays ne se sont pas encore mis d’accord.',
      '13_plus':
        'Le changement d’heure consiste à avancer les horloges d’une heure au printemps et à les reculer à l’automne, afin de mieux faire coïncider les heures d’activité avec les heures d’ensoleillement. Benjamin Franklin avait déjà plaisanté sur ce thème en 1784, dans une lettre au Journal de Paris, calculant la quantité de bougies que les Parisiens économiseraient en se levant plus tôt. L’heure d’été a été appliquée pour la première fois pendant la Première Guerre mondiale, en 1916, par l’Allemagne puis par la France et d’autres pays, pour économiser le charbon. En France, elle a été réintroduite en 1976, après le choc pétrolier de 1973, puis harmonisée à l’échelle européenne : le passage se fait le dernier dimanche de mars et le dernier dimanche d’octobre. Son bilan est aujourd’hui discuté. Les économies d’électricité, sensibles à l’époque où l’éclairage pesait lourd, sont devenues modestes avec les lampes basse consommation, et le chauffage ou la climatisation peuvent en partie les compenser. Côté santé, le décalage perturbe l’horloge biologique, réglée sur la lumière, et certaines études associent les jours qui suivent le passage à l’heure d’été à une légère hausse des accidents et de la fatigue. En 2019, le Parlement européen a voté la fin du changement d’heure, mais la réforme est restée bloquée faute d’accord entre les États sur l’heure à conserver. La question montre qu’une convention horaire a des conséquences concrètes sur l’énergie, la santé et la vie sociale.',
    },
  },
  {
    id: 'hair-in-hand',
    title: 'Pourquoi on dit « avoir un poil dans la main » ?',
    phrasings: [
      'pourquoi on dit avoir un poil dans la main',
      'avoir un poil dans la main ça veut dire quoi',
      'pk on dit qu’il a un poil dans la main',
      'un poil dans la main expression',
      'poil dans la main origine',
      'c koi avoir un poil dans la main',
      'pourquoi un poil dans la main veut dire paresseux',
    ],
    answers: {
      up_to_5:
        'Quand quelqu’un est très paresseux, on dit qu’il a « un poil dans la main ». Ça veut dire que sa main travaille si peu qu’un poil aurait eu le temps d’y pousser ! C’est une blague pour taquiner.',
      '6_to_8':
        'Avoir « un poil dans la main », c’est être très paresseux, ne pas avoir envie de travailler. Regarde l’intérieur de ta main : il n’y a aucun poil, et il n’en poussera jamais, même chez les adultes très poilus ! C’est justement ça qui rend l’expression drôle. On imagine quelqu’un qui se sert si peu de ses mains, sans jamais rien porter ni rien faire, qu’un poil aurait fini par pousser au creux de sa paume. C’est une exagération pour se moquer gentiment. Mais attention, c’est un peu vexant : mieux vaut l’utiliser pour rire que pour faire de la peine.',
      '9_to_12':
        'L’expression « avoir un poil dans la main » sert à dire de quelqu’un qu’il est paresseux, qu’il évite tout effort. Elle s’appuie sur un fait que tu peux vérifier : la paume de la main, comme la plante des pieds et les lèvres, fait partie des rares endroits de la peau où il ne pousse jamais de poils. Ce type de peau s’appelle la peau glabre. Dire qu’un poil a poussé dans la main de quelqu’un, c’est donc une exagération comique : sa main serait restée si inactive qu’un poil aurait réussi à s’y installer. On pense aussi à l’idée qu’une main qui travaille, qui frotte, qui tient des outils, ne laisse rien pousser. Comme beaucoup d’expressions, on ne connaît pas exactement son inventeur, mais elle est utilisée en France depuis plus de cent ans. Elle a des cousines pour dire la même chose, comme « ne pas se fouler » ou « tirer au flanc ».',
      '13_plus':
        '« Avoir un poil dans la main » est une locution familière qui qualifie une personne paresseuse, rétive à l’effort. Elle repose sur une hyperbole absurde et sur une observation anatomique exacte : la paume de la main, la plante des pieds et une partie des lèvres sont constituées de peau glabre, dépourvue de follicules pileux, et n’ont donc jamais de poils. Supposer qu’un poil puisse y pousser revient à imaginer une main si inactive que même l’impossible aurait eu le temps de se produire. L’image joue aussi sur l’idée d’usure : une main de travailleur, frottée par les outils et les charges, ne garderait rien à sa surface. L’expression appartient au registre familier et comporte une part de reproche ; elle est souvent employée sur le ton de la plaisanterie. Sa date d’apparition exacte est mal connue, mais elle est bien attestée dans la langue populaire depuis plus d’un siècle, comme beaucoup de locutions construites sur le corps. Le français est riche en synonymes familiers pour la paresse : « tirer au flanc », « ne pas se fouler la rate », « coincer la bulle ». On retrouve des images voisines dans d’autres langues, ce qui montre combien le corps sert de réservoir de métaphores pour parler du caractère.',
    },
  },
  {
    id: 'duck-cold',
    title: 'Pourquoi on dit « un froid de canard » ?',
    phrasings: [
      'pourquoi on dit un froid de canard',
      'froid de canard ça veut dire quoi',
      'pk on dit il fait un froid de canard',
      'froid de canard expression',
      'froid de canard origine',
      'c koi un froid de canard',
      'pourquoi les canards ont froid',
    ],
    answers: {
      up_to_5:
        'Un « froid de canard », c’est quand il fait très, très froid dehors. Pourtant, les canards n’ont pas froid : leurs plumes les tiennent bien au chaud ! L’expression vient plutôt des chasseurs qui attendaient les canards dans le froid.',
      '6_to_8':
        '« Il fait un froid de canard » veut dire qu’il fait très froid. Ce n’est pas le canard qui a froid : il a une couche de petites plumes toutes douces, le duvet, qui le protège très bien, et il peut même nager dans l’eau glacée ! On pense que l’expression vient des chasseurs d’autrefois. En hiver, quand il faisait très froid, des canards arrivaient en grand nombre dans les marais. Les chasseurs devaient alors les attendre très tôt le matin, sans bouger, cachés dans les roseaux, et ils grelottaient. Le froid de canard, c’était le froid de ces matins-là !',
      '9_to_12':
        'L’expression « un froid de canard » désigne un froid très vif, piquant. L’explication la plus souvent donnée vient de la chasse. Quand l’hiver arrive dans le nord de l’Europe, beaucoup de canards sauvages migrent vers le sud et s’arrêtent dans les marais et les étangs de France. C’est donc pendant les périodes les plus froides que les chasseurs avaient le plus de chances d’en voir, et ils devaient guetter à l’aube, immobiles, les pieds dans l’humidité, parfois pendant des heures. Le froid de canard, c’était le temps glacial idéal pour cette chasse. Le canard, lui, ne souffre pas du froid : ses plumes imperméables, graissées par une glande près de sa queue, et son duvet forment un excellent manteau. Ses pattes, qui restent dans l’eau glacée, reçoivent un sang déjà refroidi, ce qui limite les pertes de chaleur. On dit aussi « un froid de loup ».',
      '13_plus':
        '« Un froid de canard » est une locution intensive : le complément « de canard » sert à marquer le haut degré, comme dans « une faim de loup » ou « un caractère de cochon ». L’origine la plus couramment avancée est cynégétique, c’est-à-dire liée à la chasse. À l’approche de l’hiver et lors des vagues de froid, de nombreux canards migrateurs quittent le nord de l’Europe pour les zones humides plus clémentes, et les périodes de gel poussent les oiseaux vers les eaux encore libres : c’était donc le moment privilégié de la chasse au gibier d’eau, pratiquée à l’affût, à l’aube, dans l’immobilité et l’humidité des marais. Le « froid de canard » serait ainsi le froid propice à cette chasse, et non celui que ressentent les canards. Ceux-ci sont d’ailleurs remarquablement adaptés : leur plumage, imperméabilisé par les sécrétions de la glande uropygienne, emprisonne sous le duvet une couche d’air isolante, et leurs pattes bénéficient d’un échangeur de chaleur à contre-courant, où le sang artériel chaud réchauffe le sang veineux qui remonte, si bien que les pieds restent froids sans faire perdre trop de chaleur à l’animal. Cette explication de l’expression reste, comme souvent, une hypothèse plausible plutôt qu’un fait démontré. La langue familière multiplie les intensifs animaliers (« fièvre de cheval », « temps de chien »), preuve de la place des animaux dans l’imaginaire quotidien.',
    },
  },
  {
    id: 'head-in-the-moon',
    title: 'Pourquoi on dit « être dans la lune » ?',
    phrasings: [
      'pourquoi on dit être dans la lune',
      'être dans la lune ça veut dire quoi',
      'pk on dit que je suis dans la lune',
      'dans la lune expression',
      'avoir la tête dans la lune',
      'c koi être dans la lune',
      'pourquoi on est dans la lune',
      'pourquoi je rêvasse en classe',
    ],
    answers: {
      up_to_5:
        'Quand tu penses à autre chose et que tu n’entends plus ce qu’on te dit, on dit que tu es « dans la lune ». C’est comme si ta tête était partie voyager tout là-haut ! Puis elle revient quand on t’appelle.',
      '6_to_8':
        'Être « dans la lune », c’est rêvasser : tes yeux sont ouverts, mais tes pensées sont ailleurs, si loin qu’on dirait qu’elles sont parties sur la Lune. Pendant ce temps, tu n’entends plus trop ce qui se passe autour de toi. Ça arrive à tout le monde, aux enfants comme aux grands ! Ton cerveau a besoin de ces petites pauses pour se reposer, imaginer et inventer des histoires. Mais en classe ou pour traverser la rue, mieux vaut revenir sur Terre. On dit aussi « avoir la tête en l’air ».',
      '9_to_12':
        'Être « dans la lune », c’est être distrait, perdu dans ses pensées, sans faire attention à ce qui se passe autour. L’image est simple : la Lune est à environ 384 000 km de la Terre, et depuis toujours elle symbolise le rêve, l’imagination, ce qui est loin et inaccessible. Dire de quelqu’un qu’il est dans la lune, c’est dire que son esprit s’est envolé aussi loin. Les scientifiques appellent ça le vagabondage de l’esprit, et c’est très courant : une étude américaine a montré que les adultes pensent à autre chose que ce qu’ils font pendant près de la moitié du temps où ils sont éveillés ! Ces moments ne sont pas inutiles : ils aident à faire des projets, à se souvenir, à trouver des idées nouvelles. Le problème, c’est quand ils arrivent au mauvais moment, pendant une explication importante. Si quelqu’un est très souvent dans la lune et que ça le gêne beaucoup, ça vaut la peine d’en parler à un adulte ou à un médecin.',
      '13_plus':
        'L’expression « être dans la lune » désigne un état de distraction, de rêverie, où l’attention se détache de l’environnement immédiat. Elle s’inscrit dans une longue tradition qui associe la Lune au rêve et à l’imaginaire : des récits de voyages lunaires, comme ceux de Cyrano de Bergerac au XVIIe siècle, à l’adjectif « lunatique », qui reflétait la vieille croyance en une influence de la Lune sur l’humeur. Les psychologues étudient ce phénomène sous le nom de vagabondage mental, ou « mind wandering ». En 2010, Matthew Killingsworth et Daniel Gilbert, de l’université Harvard, ont interrogé des milliers de personnes à des moments aléatoires grâce à une application : leur esprit vagabondait près de 47 % du temps. Les neurosciences associent ces moments à l’activité d’un ensemble de régions cérébrales appelé réseau du mode par défaut, actif quand on ne se concentre pas sur une tâche extérieure. Cette rêverie a des fonctions utiles : planifier l’avenir, repenser au passé, consolider des souvenirs, favoriser la créativité en laissant des idées se combiner. Elle a aussi un coût quand elle survient pendant une tâche exigeante, comme la lecture ou une leçon, et l’étude de Harvard suggérait qu’elle s’accompagnait en moyenne d’une humeur un peu moins bonne. Une distraction très fréquente qui gêne la vie scolaire peut relever d’un trouble de l’attention et mérite alors un avis médical. L’expression garde cependant une tendresse particulière : « être dans la lune » n’est pas un défaut, c’est le propre d’un esprit qui voyage.',
    },
  },
  {
    id: 'sign-language',
    title: 'Comment parlent les personnes sourdes ?',
    phrasings: [
      'comment parlent les sourds',
      'c’est quoi la langue des signes',
      'pk les sourds parlent avec les mains',
      'langue des signes',
      'comment les sourds se comprennent',
      'la langue des signes est elle la même partout',
      'qui a inventé la langue des signes',
      'parler avec les mains sourds',
    ],
    answers: {
      up_to_5:
        'Beaucoup de personnes sourdes parlent avec leurs mains, leur visage et leur corps : c’est la langue des signes. Chaque geste veut dire un mot ou une idée. C’est une vraie langue, et toi aussi, tu peux l’apprendre !',
      '6_to_8':
        'Les personnes sourdes entendent peu ou pas du tout les sons. Beaucoup d’entre elles parlent une langue faite de gestes : la langue des signes. Avec les mains, elles forment des signes qui veulent dire des mots, comme « maison », « manger » ou « merci ». Leur visage compte aussi beaucoup : lever les sourcils peut transformer une phrase en question ! C’est une vraie langue, avec sa grammaire, et on peut tout y dire, même des blagues et des poèmes. Elle n’est pas la même dans tous les pays : en France, on parle la langue des signes française, qu’on appelle LSF. Certaines personnes sourdes savent aussi lire sur les lèvres.',
      '9_to_12':
        'Les personnes sourdes communiquent de plusieurs façons : beaucoup utilisent la langue des signes, d’autres lisent sur les lèvres, parlent à voix haute ou écrivent, et beaucoup combinent tout cela. La langue des signes est une langue à part entière : elle utilise la forme des mains, leur mouvement, leur place dans l’espace autour du corps et les expressions du visage. Elle a sa propre grammaire, différente de celle du français parlé. Elle n’est pas universelle : il en existe plusieurs centaines dans le monde, et un sourd français et un sourd anglais ne signent pas pareil. En France, au XVIIIe siècle, l’abbé de l’Épée a ouvert à Paris une des premières écoles gratuites pour enfants sourds, en s’appuyant sur les signes qu’ils utilisaient déjà entre eux. Plus tard, pendant près d’un siècle, on a interdit les signes dans beaucoup d’écoles, ce qui a été très dur pour les élèves sourds. Depuis 2005, la loi reconnaît la langue des signes française comme une langue à part entière.',
      '13_plus':
        'Les langues des signes sont des langues naturelles visuo-gestuelles : elles se sont développées spontanément dans les communautés sourdes et présentent toutes les propriétés des langues orales, avec un lexique, une grammaire, des variations régionales et une évolution historique. Leurs unités combinent la configuration de la main, son orientation, son emplacement, son mouvement et des expressions faciales qui jouent un rôle grammatical, par exemple pour marquer une question ou une négation. L’espace devant le signeur sert à situer les personnes et les objets et à exprimer les relations entre eux. On en recense plusieurs centaines, sans lien avec les langues parlées des mêmes pays : la langue des signes américaine est ainsi plus proche de la langue des signes française que de la britannique, car le professeur sourd français Laurent Clerc a contribué à fonder la première école américaine pour sourds en 1817. En France, l’abbé Charles-Michel de l’Épée a ouvert dans les années 1760 à Paris une école pour enfants sourds, utilisant et codifiant les signes de ses élèves. En 1880, le congrès de Milan a recommandé la méthode dite oraliste, qui imposait la parole et la lecture labiale ; les signes ont alors été bannis de nombreuses écoles pendant environ un siècle. Le « réveil sourd » des années 1970 a conduit à leur réhabilitation, et la loi du 11 février 2005 reconnaît la LSF comme une langue à part entière. Les recherches en neurosciences montrent que les langues des signes mobilisent en grande partie les mêmes régions cérébrales du langage que les langues orales.',
    },
  },
  {
    id: 'braille',
    title: 'Comment lisent les personnes aveugles ?',
    phrasings: [
      'comment lisent les aveugles',
      'c’est quoi le braille',
      'qui a inventé le braille',
      'pk les aveugles lisent avec les doigts',
      'écriture braille',
      'comment un aveugle peut lire un livre',
      'alphabet braille',
      'Louis Braille',
      'petits points pour lire avec les doigts',
    ],
    answers: {
      up_to_5:
        'Les personnes aveugles peuvent lire avec le bout de leurs doigts ! Les lettres sont faites de petits points en relief sur le papier, qu’on sent en les touchant. Ça s’appelle le braille.',
      '6_to_8':
        'Les personnes aveugles ne voient pas les lettres, mais elles peuvent les toucher ! Elles utilisent une écriture spéciale, le braille, faite de petits points en relief, comme de minuscules bosses sur le papier. Chaque lettre est un dessin de points différent, et on la reconnaît en passant le bout du doigt dessus. Cette écriture a été inventée il y a environ 200 ans par un jeune Français, Louis Braille, qui était lui-même aveugle depuis qu’il était tout petit. Il n’avait que 15 ans quand il a eu l’idée ! Tu trouveras peut-être du braille sur des boîtes de médicaments ou sur les boutons d’un ascenseur.',
      '9_to_12':
        'Pour lire, beaucoup de personnes aveugles utilisent le braille, une écriture en relief qu’on lit avec le bout des doigts. Chaque caractère est formé de points choisis parmi six, disposés en deux colonnes de trois, dans un rectangle à peine plus grand que le bout d’un doigt. Cela donne 63 combinaisons possibles, de quoi écrire les lettres, les chiffres, la ponctuation et même la musique. Son inventeur, Louis Braille, est né en 1809 à Coupvray, près de Paris. À 3 ans, il s’est blessé à l’œil avec un outil dans l’atelier de son père, et il a perdu la vue. Élève à l’Institution des jeunes aveugles à Paris, il a découvert un système de points en relief inventé par un militaire, Charles Barbier, trop compliqué. Vers 15 ans, il l’a simplifié et a créé son alphabet. Aujourd’hui, les personnes aveugles lisent aussi grâce aux livres audio et à des logiciels qui lisent les textes à voix haute, mais le braille reste très important pour lire et écrire soi-même.',
      '13_plus':
        'Le braille est un système d’écriture tactile fondé sur une cellule de six points en relief, disposés en deux colonnes de trois, ce qui permet 63 combinaisons de points, en plus de la cellule vide. La taille de la cellule correspond à la zone sensible de la pulpe du doigt, où la densité des récepteurs tactiles est très élevée, si bien qu’un caractère est perçu d’un seul contact, sans avoir à explorer une forme. Son inventeur, Louis Braille, né en 1809 à Coupvray, en Seine-et-Marne, perd la vue dans l’enfance à la suite d’une blessure à l’œil causée par un outil de l’atelier de bourrellerie paternel, puis d’une infection qui atteint les deux yeux. Pensionnaire de l’Institution royale des jeunes aveugles de Paris, il découvre la « sonographie » de l’officier Charles Barbier, un code de points en relief qui notait les sons et utilisait jusqu’à douze points, trop difficile à lire au toucher. Vers 1824, à 15 ans, il la simplifie en une cellule de six points notant les lettres et non les sons, et publie sa méthode en 1829, l’étendant aux mathématiques et à la musique. Son système n’est officiellement adopté par son école qu’en 1854, deux ans après sa mort, puis se diffuse dans le monde entier et s’adapte à de nombreuses langues et écritures. Ses restes ont été transférés au Panthéon en 1952. Aujourd’hui, les plages braille connectées aux ordinateurs et aux téléphones, les synthèses vocales et les livres audio complètent le braille, qui reste un outil essentiel d’autonomie et d’accès à l’écrit, notamment pour l’orthographe.',
    },
  },
  {
    id: 'left-and-right',
    title: 'Pourquoi c’est difficile de reconnaître la gauche et la droite ?',
    phrasings: [
      'pourquoi c’est difficile de reconnaître la gauche et la droite',
      'comment savoir où est la gauche',
      'pk je confonds la droite et la gauche',
      'comment on reconnaît sa main droite',
      'gauche et droite comment se souvenir',
      'pourquoi on confond gauche et droite',
      'astuce pour la gauche et la droite',
      'pourquoi je confonds le b et le d',
      'c’est où la droite',
    ],
    answers: {
      up_to_5:
        'Ton corps a deux côtés qui se ressemblent comme deux jumeaux, alors c’est normal de les mélanger ! Une astuce : tends tes deux mains devant toi, pouce écarté, et cherche celle qui forme la lettre L. C’est la gauche !',
      '6_to_8':
        'Ton corps a deux moitiés presque pareilles : deux bras, deux jambes, deux yeux. Rien ne montre de l’extérieur lequel est le côté droit et lequel est le côté gauche : c’est pour ça qu’on les confond facilement ! En plus, quand quelqu’un est en face de toi, sa droite est de ton côté gauche : ça embrouille encore plus. La plupart des enfants reconnaissent bien leur droite et leur gauche vers 6 ou 7 ans, et même des adultes hésitent parfois ! Une astuce : tends tes mains devant toi, dos vers le haut, en écartant le pouce. La main qui dessine un L, comme « left », gauche en anglais, c’est ta gauche.',
      '9_to_12':
        'La gauche et la droite sont plus difficiles à apprendre que le haut et le bas ou le devant et le derrière. Le haut, on le reconnaît grâce à la pesanteur, et le devant, grâce à nos yeux. Mais notre corps est symétrique : sa moitié gauche est comme le reflet de sa moitié droite dans un miroir, et rien ne les distingue vraiment. De plus, la droite et la gauche changent selon le point de vue : si ton ami est face à toi, sa main droite est en face de ta main gauche. Les scientifiques pensent aussi que notre cerveau est programmé pour ne pas faire attention aux reflets : pour un animal, un lion vu de gauche ou de droite, c’est le même lion ! Cela explique aussi pourquoi beaucoup d’enfants qui apprennent à lire confondent le b et le d, ou écrivent certains chiffres à l’envers. Le cerveau doit désapprendre cette habitude. Avec l’âge et l’entraînement, la gauche et la droite deviennent automatiques, même si des adultes continuent à hésiter parfois.',
      '13_plus':
        'La distinction entre gauche et droite est cognitivement plus coûteuse que celle entre haut et bas ou avant et arrière, car ces deux derniers axes sont ancrés dans des asymétries évidentes : la gravité pour le haut et le bas, la direction du regard et de la marche pour l’avant et l’arrière. L’axe gauche-droite, lui, ne repose sur aucune différence visible, puisque le corps humain présente une symétrie bilatérale externe. La notion est en outre relative : elle dépend du point de vue adopté, égocentré ou centré sur l’autre, ce qui impose une rotation mentale quand on fait face à quelqu’un. Les enfants maîtrisent généralement leur propre gauche et droite vers 6 ou 7 ans, et la gauche et la droite d’autrui plus tard. Des études montrent qu’une part non négligeable des adultes éprouve des hésitations, surtout sous la pression du temps. Selon le neuroscientifique Stanislas Dehaene, notre système visuel a évolué pour généraliser en miroir : reconnaître un objet quel que soit le côté sous lequel il se présente est un avantage pour la survie. L’apprentissage de la lecture impose de « désapprendre » cette symétrie, ce qui explique les confusions fréquentes et normales entre b et d ou p et q chez les lecteurs débutants, et l’écriture en miroir de certains enfants. Les astuces mnémotechniques, comme la main qui forme un L ou le rappel de la main qui écrit, aident à automatiser la distinction. Certaines langues, comme le guugu yimithirr en Australie, utilisent d’ailleurs de préférence les points cardinaux plutôt que la gauche et la droite pour situer les objets.',
    },
  },
  {
    id: 'romance-languages',
    title: 'Pourquoi l’italien et l’espagnol ressemblent au français ?',
    phrasings: [
      'pourquoi l’italien ressemble au français',
      'pourquoi l’espagnol ressemble au français',
      'pk l’espagnol et le français se ressemblent',
      'langues romanes',
      'pourquoi on comprend un peu l’italien',
      'les langues qui viennent du latin',
      'pourquoi le français vient du latin',
      'ressemblance français espagnol italien portugais',
    ],
    answers: {
      up_to_5:
        'Le français, l’italien et l’espagnol sont comme des sœurs : ils ont la même maman, une très vieille langue, le latin. C’est pour ça qu’ils se ressemblent ! « Nuit », par exemple, se dit « notte » en italien et « noche » en espagnol.',
      '6_to_8':
        'Il y a environ 2 000 ans, les Romains ont construit un immense empire, et ils y ont apporté leur langue, le latin. En Gaule, en Espagne, en Italie, les gens ont appris le latin. Mais au fil des siècles, chaque région l’a prononcé et transformé à sa façon. Petit à petit, ce latin est devenu le français en France, l’espagnol en Espagne, l’italien en Italie, et aussi le portugais et le roumain. Ce sont des langues sœurs, qu’on appelle les langues romanes, parce qu’elles viennent de Rome. Regarde : « huit » se dit « otto » en italien et « ocho » en espagnol, trois mots qui viennent du latin « octo ».',
      '9_to_12':
        'Le français, l’italien, l’espagnol, le portugais et le roumain forment une famille : les langues romanes, toutes issues du latin. Quand les Romains ont conquis une grande partie de l’Europe, le latin parlé, celui de la rue, des soldats et des marchands, s’est installé dans les provinces de l’Empire. En Gaule, conquise par Jules César vers 50 avant notre ère, les habitants ont peu à peu abandonné le gaulois pour le latin. Après la chute de l’Empire romain, en 476, les régions ont été séparées, et le latin a évolué différemment partout, influencé par les langues locales et par les peuples arrivés ensuite, comme les Francs en Gaule. Au bout de plusieurs siècles, ces parlers étaient devenus des langues distinctes. C’est pourquoi on retrouve des ressemblances partout : le latin « aqua » a donné « acqua » en italien, « agua » en espagnol, « água » en portugais, et « eau » en français, qui a beaucoup changé ! Le plus ancien texte connu en langue française, les Serments de Strasbourg, date de 842. Quand tu apprends une langue romane, tu as donc déjà une longueur d’avance.',
      '13_plus':
        'Les langues romanes, dont le français, l’italien, l’espagnol, le portugais, le catalan, l’occitan et le roumain, sont les descendantes du latin dit vulgaire, c’est-à-dire du latin parlé, distinct du latin classique des textes littéraires. Leur point commun s’explique par la romanisation : à mesure que Rome étendait sa domination, de la péninsule Ibérique à la Dacie, le latin devenait langue de l’administration, du commerce et de l’armée, puis langue maternelle des populations. En Gaule, conquise entre 58 et 50 avant notre ère, le gaulois a ainsi disparu en quelques siècles, ne laissant qu’une centaine de mots environ. Après la fin de l’Empire d’Occident en 476, la fragmentation politique a laissé les évolutions phonétiques diverger selon les régions, sous l’influence de substrats locaux (celtique en Gaule) et de superstrats germaniques (le francique des Francs, qui a par exemple influencé le vocabulaire et la prononciation du français du Nord). Le français a connu des évolutions phonétiques particulièrement fortes, ce qui le rend souvent moins transparent : « aqua » donne « acqua », « agua », mais « eau ». Les linguistes reconstituent ces filiations par la méthode comparative, en établissant des correspondances régulières entre langues, comme le latin « octo », l’italien « otto », l’espagnol « ocho », le portugais « oito », le français « huit ». Les Serments de Strasbourg, en 842, passent pour le plus ancien document rédigé dans une langue romane de France, et au IXe siècle déjà, le concile de Tours avait recommandé de prêcher dans la « langue romane rustique », signe que le peuple ne comprenait plus le latin. Cette parenté facilite l’intercompréhension écrite entre langues romanes, une compétence que certains programmes éducatifs européens cherchent à développer.',
    },
  },
  {
    id: 'why-say-thank-you',
    title: 'Pourquoi on dit « merci » ?',
    phrasings: [
      'pourquoi on dit merci',
      'pk faut dire merci',
      'pourquoi il faut dire merci',
      'dire merci pourquoi',
      'pourquoi on remercie',
      'remercier les gens pourquoi',
      'mot merci d’où il vient',
    ],
    answers: {
      up_to_5:
        'Quand quelqu’un est gentil avec toi, dire « merci », c’est lui montrer que tu as remarqué et que ça t’a fait plaisir. C’est comme lui rendre un petit sourire avec des mots. Et ça lui donne envie d’être encore gentil !',
      '6_to_8':
        'Dire « merci », c’est dire à quelqu’un : « J’ai vu ce que tu as fait pour moi, et ça compte. » Quand on te donne un cadeau, qu’on te passe le pain ou qu’on t’aide à ranger, la personne a pris un peu de son temps ou de son énergie pour toi. En disant merci, tu lui montres que tu ne trouves pas ça normal ou dû, mais gentil. Les gens qu’on remercie se sentent contents et respectés. Et toi aussi, tu te sens bien quand quelqu’un te dit merci, non ? C’est un petit mot qui rend la vie ensemble plus agréable.',
      '9_to_12':
        'Dire « merci », c’est reconnaître qu’une personne a fait quelque chose pour toi, même un petit geste. Cela fait partie de la politesse, cet ensemble de règles qui aident les gens à vivre ensemble sans se blesser. Le remerciement a plusieurs effets : il montre à l’autre que tu as remarqué son effort, il lui fait plaisir, et il renforce le lien entre lui et toi, ce qui donne envie de s’entraider à nouveau. Des chercheurs en psychologie ont d’ailleurs observé que les personnes qui expriment souvent leur gratitude se sentent en général plus heureuses. Le mot « merci » a une longue histoire : il vient du latin « merces », qui voulait dire le salaire, la récompense. Au Moyen Âge, « merci » signifiait aussi la pitié, la grâce : on le retrouve dans « être à la merci de quelqu’un » ou « un combat sans merci ». Dire merci, c’est donc offrir à l’autre une petite récompense en mots.',
      '13_plus':
        'Le remerciement est un rituel social présent dans presque toutes les cultures, même si ses formes varient. Il a une fonction de reconnaissance : il signale que l’on a perçu le service rendu et qu’on ne le considère pas comme acquis. Les sociologues, à la suite de Marcel Mauss et de son « Essai sur le don » (1925), ont montré que les échanges humains reposent sur un cycle « donner, recevoir, rendre » : le merci est une manière de rendre, symboliquement, ce qu’on a reçu, et il entretient ainsi le lien. La psychologie a aussi étudié la gratitude : l’exprimer est associé à un meilleur bien-être et à des relations plus solides, même si ces études montrent des corrélations plus que des causes certaines. L’histoire du mot est instructive. « Merci » vient du latin « merces, mercedis », le salaire, le prix, qui a donné aussi « mercenaire ». En ancien français, « merci » signifiait surtout la grâce, la pitié qu’on accorde : « crier merci », c’était implorer la clémence, et on en garde « à la merci de » ou « sans merci ». De là est né le sens de remerciement : on reconnaît une faveur qu’on n’avait pas le droit d’exiger. Le mot porte donc en lui l’idée qu’un service est un cadeau, non un dû.',
    },
  },
  {
    id: 'why-say-please',
    title: 'Pourquoi on dit « s’il te plaît » ?',
    phrasings: [
      'pourquoi on dit s’il te plaît',
      'pourquoi on dit sil te plait',
      'pk faut dire stp',
      'pourquoi il faut dire s’il te plait',
      'à quoi sert s’il te plaît',
      'c’est quoi le mot magique',
      'pourquoi faut demander poliment',
      's’il te plait ça veut dire quoi',
    ],
    answers: {
      up_to_5:
        'Quand tu dis « s’il te plaît », tu demandes gentiment au lieu de donner un ordre. L’autre personne se sent respectée, et elle a bien plus envie de t’aider. C’est pour ça qu’on l’appelle parfois le mot magique !',
      '6_to_8':
        '« S’il te plaît » veut dire, mot à mot, « si ça te fait plaisir ». Quand tu l’ajoutes à ta demande, tu montres que tu ne donnes pas un ordre : tu demandes, et tu laisses à l’autre le choix d’accepter. Compare « Donne-moi l’eau ! » et « Tu me passes l’eau, s’il te plaît ? » : la deuxième phrase est bien plus agréable à entendre. Les gens se sentent respectés, et ils aident plus volontiers. C’est une règle de politesse qui existe dans presque toutes les langues : les Anglais disent « please », les Espagnols « por favor ».',
      '9_to_12':
        'L’expression « s’il te plaît » est une phrase raccourcie : elle veut dire « si cela te plaît », autrement dit « si tu le veux bien ». En l’ajoutant à une demande, tu transformes un ordre en une requête : tu reconnais que l’autre n’est pas obligé de t’aider et qu’il reste libre de dire non. C’est tout le principe de la politesse : des formules qui montrent du respect et évitent que les relations deviennent brutales. Une même demande peut sonner très différemment selon la façon de la dire, et les gens réagissent à ce ton. Presque toutes les langues ont une formule équivalente : « please » en anglais, qui vient d’ailleurs du vieux français « plaire », « bitte » en allemand, « por favor » en espagnol, qui veut dire « par faveur ». Quand on s’adresse à un adulte qu’on ne connaît pas, on utilise la forme plus polie, avec le vouvoiement. Ce petit mot ne coûte rien et rend les échanges bien plus doux.',
      '13_plus':
        '« S’il te plaît » est une proposition subordonnée conditionnelle figée : « si cela te plaît », c’est-à-dire « si tu y consens ». Sa fonction est ce que les linguistes appellent un adoucisseur : elle atténue la dimension contraignante d’une demande. En pragmatique, qui étudie l’usage du langage en situation, on considère qu’une requête menace un peu la liberté de celui qui la reçoit ; les formules de politesse, étudiées notamment par Penelope Brown et Stephen Levinson dans leur théorie de la politesse (1978), servent à ménager cette liberté et l’image de chacun. D’où la différence entre l’impératif sec et la question polie accompagnée de « s’il te plaît », qui laisse formellement la possibilité de refuser. Le français distingue aussi tutoiement et vouvoiement, ce qui donne deux formes de la même formule selon la relation et le respect qu’on veut marquer. L’anglais « please » est issu de l’ancien français « plaisir » ou « plaise », via la formule « if you please », témoignage de l’influence du français en Angleterre après 1066. On retrouve l’idée de faveur dans l’espagnol « por favor » ou l’italien « per favore ». Ces formules sont apprises tôt par les enfants parce qu’elles sont un outil social fondamental : elles permettent d’obtenir de l’aide tout en respectant l’autre.',
    },
  },
  {
    id: 'why-say-hello',
    title: 'Pourquoi on dit « bonjour » ?',
    phrasings: [
      'pourquoi on dit bonjour',
      'pk faut dire bonjour',
      'pourquoi il faut dire bonjour aux gens',
      'pourquoi on se salue',
      'dire bonjour pourquoi c’est important',
      'pourquoi on dit au revoir',
    ],
    answers: {
      up_to_5:
        'Dire « bonjour », c’est dire à quelqu’un : « Je t’ai vu, et je suis content de te voir. » C’est comme ouvrir une porte avec un sourire. Après, c’est plus facile de parler et de jouer ensemble !',
      '6_to_8':
        'Le mot « bonjour » est fait de deux mots : « bon » et « jour ». En le disant, tu souhaites une bonne journée à la personne. Mais surtout, tu lui montres que tu as remarqué qu’elle est là et qu’elle compte. Imagine quelqu’un qui entre sans te regarder ni te parler : tu te sentirais un peu invisible, non ? Dire bonjour, c’est le premier pas pour être ami ou pour demander quelque chose. Et quand on part, on dit « au revoir », qui veut dire : j’espère qu’on se reverra.',
      '9_to_12':
        'Saluer quelqu’un, c’est reconnaître sa présence et lui montrer qu’on a de bonnes intentions. Le mot « bonjour » vient simplement de « bon jour » : on souhaite à l’autre une bonne journée. Le soir, on dit « bonsoir », et en partant, « au revoir », qui exprime l’espoir de se revoir. Toutes les sociétés humaines ont des façons de se saluer, avec des mots et des gestes : on se serre la main, on se fait la bise en France, on s’incline au Japon, on joint les mains en Inde. Ces petits rituels évitent les malentendus et installent la confiance avant de parler. En France, entrer dans un magasin ou monter dans un bus sans dire bonjour passe souvent pour impoli. Le mot « salut », lui, vient du latin « salus », qui voulait dire la santé : on souhaitait à l’autre d’être en bonne santé. Un simple bonjour peut changer toute l’ambiance d’une rencontre.',
      '13_plus':
        'Les salutations sont des rituels sociaux présents dans toutes les cultures : elles ouvrent et ferment les interactions. Le sociologue Erving Goffman les a décrites comme des « rites d’accès » : on y signale à l’autre qu’on l’a vu, qu’on le reconnaît comme une personne et que l’échange se fait sous le signe de la bienveillance. Ne pas saluer peut donc être vécu comme un refus de reconnaissance, d’où l’importance qu’on lui accorde, particulièrement en France. Le mot « bonjour » est la soudure de « bon » et « jour », formule de souhait : on souhaite une bonne journée. « Salut » vient du latin « salus », la santé ou le salut, et l’on retrouve la même idée dans de nombreuses langues, où l’on se souhaite santé ou paix : « salam » en arabe et « shalom » en hébreu signifient « paix ». « Au revoir » exprime le souhait de se revoir, et l’anglais « goodbye » est la contraction de « God be with ye », « que Dieu soit avec toi ». Les gestes varient beaucoup : poignée de main, bise, accolade, inclinaison du buste au Japon ou mains jointes en Inde avec le « namasté ». Ces codes s’apprennent et changent avec le temps, mais leur fonction reste la même : créer un lien minimal de confiance entre des personnes qui se rencontrent.',
    },
  },
  {
    id: 'swear-words',
    title: 'Pourquoi il y a des gros mots ?',
    phrasings: [
      'pourquoi il y a des gros mots',
      'pk on a pas le droit de dire des gros mots',
      'pourquoi les gros mots sont interdits',
      'c’est quoi un gros mot',
      'pourquoi on dit des gros mots',
      'pourquoi les grossièretés c’est mal',
      'grossièretés',
      'pourquoi on peut pas dire des mots malpolis',
    ],
    answers: {
      up_to_5:
        'Les gros mots sont des mots qui peuvent faire de la peine ou choquer les gens qui les entendent. C’est pour ça qu’on évite de les dire. Quand tu es fâché, tu peux dire « zut » ou « mince » à la place !',
      '6_to_8':
        'Un gros mot, c’est un mot que beaucoup de gens trouvent malpoli ou blessant. Il y en a de deux sortes. Certains servent à insulter quelqu’un, à le traiter de quelque chose de méchant : ceux-là font de la peine. D’autres parlent de choses qu’on garde d’habitude pour soi, comme le pipi ou le caca, ou sont juste très forts pour montrer qu’on est en colère. Les gros mots ne sont pas magiques : ce sont les gens qui ont décidé qu’ils étaient choquants, et c’est ce qui leur donne leur force. C’est pour ça qu’on fait attention à qui on parle et où. Et les grands ? Ils en disent parfois, quand ils sont énervés ou entre eux, mais ce n’est pas bien non plus, et ils essaient de ne pas le faire devant les enfants. Quand tu te fais mal ou que tu es fâché, « zut », « mince » ou « flûte » font très bien l’affaire !',
      '9_to_12':
        'Les gros mots, ou grossièretés, sont des mots que la société juge choquants. Ils touchent en général à des sujets sensibles : le corps et ses besoins, les insultes qui rabaissent quelqu’un, ou des choses considérées autrefois comme sacrées. Leur force ne vient pas des sons, mais de l’interdit : un mot est grossier parce que tout le monde sait qu’il l’est. D’ailleurs, les gros mots changent selon les époques et les langues, et un mot grossier aujourd’hui ne l’était pas forcément il y a 300 ans. Il faut distinguer deux usages. Dire un juron quand on se cogne le pied, c’est exprimer une émotion ; une étude anglaise a même montré que jurer aidait un peu à supporter une douleur. Insulter quelqu’un, c’est autre chose : c’est chercher à le blesser, et ça fait vraiment mal. C’est pour ça qu’on apprend à choisir ses mots selon l’endroit et les personnes : on ne parle pas à la maîtresse comme à un copain dans la cour.',
      '13_plus':
        'Les gros mots forment une catégorie de vocabulaire définie par le tabou : c’est parce qu’une communauté les juge inconvenants qu’ils ont un pouvoir particulier. Les linguistes observent que ces mots puisent presque toujours dans les mêmes domaines : la sexualité, les excréments, la religion (on parle alors de blasphème, très grave autrefois), et les insultes visant une personne ou un groupe. Ils remplissent plusieurs fonctions différentes : l’expression d’une émotion forte (le juron), l’agression verbale (l’injure), mais aussi la complicité entre amis, où le même mot peut devenir presque affectueux. Leur impact dépend donc du contexte, du ton et de la relation. Les tabous évoluent : certains jurons religieux, terribles au Moyen Âge, ont été adoucis en « parbleu » ou « sapristi » et font sourire aujourd’hui, tandis que les insultes racistes ou sexistes sont désormais jugées bien plus graves. En 2009, le psychologue Richard Stephens, de l’université de Keele, a montré que des volontaires gardaient leur main plus longtemps dans l’eau glacée quand ils juraient : le juron semble déclencher une réaction émotionnelle qui atténue la douleur. Le vrai enjeu est le registre de langue : savoir adapter ses mots à la situation et ne jamais utiliser le langage pour humilier quelqu’un. En France, l’injure peut d’ailleurs être punie par la loi.',
    },
  },
  {
    id: 'who-invented-writing',
    title: 'Qui a inventé l’écriture ?',
    phrasings: [
      'qui a inventé l’écriture',
      'qui a inventé l ecriture',
      'comment on a inventé l’écriture',
      'pk on a inventé l’écriture',
      'premiers écrits de l’histoire',
      'quand a été inventée l’écriture',
      'ki a inventé l ecriture',
      'écriture cunéiforme',
      'les hiéroglyphes c’est quoi',
    ],
    answers: {
      up_to_5:
        'Il y a très, très longtemps, des gens avaient beaucoup de moutons et de sacs de grains à compter. Pour ne pas oublier, ils ont fait des petits dessins dans de l’argile. C’était le début de l’écriture !',
      '6_to_8':
        'L’écriture a été inventée il y a plus de 5 000 ans, dans un pays qu’on appelait la Mésopotamie, là où se trouve aujourd’hui l’Irak. Là-bas, les villes grandissaient, et les gens échangeaient beaucoup de choses : du grain, des moutons, de la bière. Pour se souvenir de qui devait quoi à qui, ils ont commencé à tracer des signes sur de petites tablettes d’argile molle, avec un roseau taillé. Au début, c’étaient surtout des comptes ! Peu après, les Égyptiens ont inventé leurs propres signes, les hiéroglyphes. Plus tard, les Chinois et les Mayas ont aussi inventé leur écriture, chacun de leur côté.',
      '9_to_12':
        'L’écriture est née vers 3300 avant notre ère, à Uruk, une grande ville de Mésopotamie, entre le Tigre et l’Euphrate, dans l’actuel Irak. Les Sumériens qui y vivaient avaient besoin de tenir des comptes : combien de moutons, de sacs d’orge, de jarres d’huile entraient dans les réserves des temples. Ils ont d’abord fait de petits dessins sur des tablettes d’argile, puis ces dessins sont devenus des signes en forme de clous, tracés avec un roseau : c’est l’écriture cunéiforme, qui veut dire « en forme de coin ». Presque en même temps, les Égyptiens ont inventé les hiéroglyphes. L’écriture a été inventée de façon indépendante au moins trois ou quatre fois dans l’histoire : en Mésopotamie, peut-être en Égypte, en Chine vers 1200 avant notre ère et en Amérique chez les Mayas. Elle a tout changé : on a pu écrire des lois, raconter des histoires, garder la mémoire des événements. C’est d’ailleurs avec l’invention de l’écriture que commence ce qu’on appelle l’Histoire.',
      '13_plus':
        'L’écriture apparaît vers 3300 avant notre ère en Basse-Mésopotamie, dans la cité sumérienne d’Uruk. Elle est précédée par des systèmes de comptabilité : de petits jetons d’argile de formes variées, enfermés dans des bulles scellées, représentaient des quantités de biens. Les premières tablettes, dites proto-cunéiformes, sont presque exclusivement administratives : inventaires de grain, de bétail, rations de travailleurs. Les signes, d’abord des pictogrammes tracés, deviennent des empreintes en forme de coin laissées par un calame de roseau : c’est le cunéiforme, utilisé pendant plus de 3 000 ans pour noter une dizaine de langues, dont l’akkadien. Le grand tournant est le principe du rébus : un signe peut noter un son, et non plus seulement une chose, ce qui permet d’écrire des noms propres, des verbes, et finalement toute la langue. Les hiéroglyphes égyptiens apparaissent vers 3200 avant notre ère ; les historiens débattent pour savoir s’ils ont été inspirés par la Mésopotamie ou inventés indépendamment. La Chine, vers 1200 avant notre ère avec les inscriptions sur os oraculaires, et la Mésoamérique, avec notamment les Mayas, ont inventé l’écriture sans contact avec les autres. L’écriture a permis l’administration des États, la codification du droit, comme le code de Hammurabi vers 1750 avant notre ère, et la transmission des savoirs et des récits, telle l’épopée de Gilgamesh. C’est pourquoi on fait traditionnellement commencer l’Histoire, après la Préhistoire, avec son apparition.',
    },
  },
  {
    id: 'why-many-languages',
    title: 'Pourquoi on ne parle pas tous la même langue ?',
    phrasings: [
      'pourquoi on ne parle pas tous la même langue',
      'pourquoi il y a plusieurs langues',
      'pk il y a différentes langues dans le monde',
      'combien il y a de langues dans le monde',
      'pourquoi les gens parlent d’autres langues',
      'pourquoi tout le monde parle pas français',
      'pourquoi il existe plein de langues',
      'langues du monde',
      'pk on parle pas tous pareil',
      'pourquoi les gens des autres pays parlent pas comme nous',
      'pourquoi les anglais ils parlent pas comme nous',
    ],
    answers: {
      up_to_5:
        'Il y a très longtemps, des groupes de gens sont partis vivre très loin les uns des autres. Chacun a inventé ses propres mots, petit à petit. C’est pour ça qu’aujourd’hui, il y a des milliers de langues différentes !',
      '6_to_8':
        'Dans le monde, on parle environ 7 000 langues différentes ! Quand des groupes de personnes vivent loin les uns des autres, sans se parler, leur façon de parler change chacune de leur côté. Au bout de très longtemps, ils ne se comprennent plus : ce sont devenues deux langues. C’est ce qui est arrivé au latin, la langue des Romains : en France, il est devenu le français, en Espagne l’espagnol, en Italie l’italien. Ces langues sont un peu comme des sœurs, c’est pour ça qu’elles se ressemblent. Chaque langue est un trésor qui raconte la façon de vivre d’un peuple.',
      '9_to_12':
        'On compte aujourd’hui environ 7 000 langues dans le monde. Elles existent parce qu’une langue change sans arrêt : chaque génération prononce un peu différemment, invente des mots, en oublie d’autres. Quand un peuple se sépare en groupes qui vivent loin les uns des autres, chaque groupe fait évoluer la langue à sa manière. Après quelques siècles, on obtient des dialectes, puis des langues qui ne se comprennent plus. Le latin parlé dans l’Empire romain a ainsi donné le français, l’italien, l’espagnol, le portugais et le roumain, qu’on appelle les langues romanes. En remontant encore plus loin, on découvre que le français, l’anglais, le russe ou l’hindi descendent d’une même langue très ancienne, l’indo-européen, parlée il y a peut-être 6 000 ans. La Papouasie-Nouvelle-Guinée, avec ses montagnes et ses vallées isolées, compte à elle seule plus de 800 langues ! Malheureusement, beaucoup de langues parlées par peu de gens sont en train de disparaître.',
      '13_plus':
        'La diversité linguistique s’explique par un mécanisme fondamental : toute langue vivante change en permanence, dans sa prononciation, sa grammaire et son vocabulaire. Tant qu’une communauté reste en contact, ces changements se diffusent et l’intercompréhension se maintient ; quand elle se fragmente géographiquement ou socialement, les évolutions divergent, d’abord en dialectes, puis en langues distinctes. Les linguistes regroupent ainsi les langues en familles issues d’un ancêtre commun reconstitué par la méthode comparative. La famille indo-européenne, qui rassemble notamment les langues romanes, germaniques, slaves, celtiques, indo-iraniennes, descend d’une langue parlée il y a environ 6 000 ans, dont on débat encore du lieu d’origine, peut-être les steppes au nord de la mer Noire. Il existe d’autres grandes familles, comme les langues sino-tibétaines, afro-asiatiques, bantoues ou austronésiennes, et quelques isolats comme le basque, sans parent connu. On recense environ 7 000 langues, très inégalement réparties : une vingtaine sont parlées par la moitié de l’humanité, tandis que des milliers comptent moins de 10 000 locuteurs. Les régions au relief morcelé, comme la Nouvelle-Guinée, avec plus de 800 langues, favorisent cette diversité. Les mythes ont aussi cherché à l’expliquer, comme le récit biblique de la tour de Babel. Aujourd’hui, la mondialisation et la domination de quelques grandes langues font qu’une part importante des langues du monde est menacée de disparaître d’ici la fin du siècle, selon l’UNESCO.',
    },
  },
];
