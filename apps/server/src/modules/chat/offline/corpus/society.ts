import type { Topic } from '../topic.js';

/** Society, money, work and school: money, banks, taxes, justice, jobs, school life, cities. */
export const societyTopics: Topic[] = [
  {
    id: 'money-what-for',
    title: 'À quoi sert l’argent, et pourquoi on doit payer ?',
    phrasings: [
      'à quoi sert l’argent',
      'a quoi sert l argent',
      'pourquoi on doit payer au magasin',
      'pk il faut payer',
      'pourquoi les choses sont pas gratuites',
      'pourquoi on peut pas prendre les choses gratuitement',
      'pq on a besoin d’argent',
      'c’est quoi l’argent',
      'c koi l argent',
      'pourquoi tout est payant',
    ],
    answers: {
      up_to_5:
        'L’argent, c’est comme un ticket d’échange. Le boulanger a travaillé pour faire ton pain : tu lui donnes de l’argent en échange, et avec cet argent, il peut acheter à son tour ce dont il a besoin.',
      '6_to_8':
        'Derrière chaque chose que tu achètes, il y a des gens qui ont travaillé : l’agricultrice qui a fait pousser le blé, le meunier qui en a fait de la farine, le boulanger qui a fait le pain. Payer, c’est donner quelque chose en échange de leur travail. Il y a très longtemps, les gens échangeaient directement des objets, par exemple des œufs contre un panier. Mais c’était compliqué : et si le fabricant de paniers ne voulait pas d’œufs ? L’argent a réglé ce problème : tout le monde l’accepte, et on peut l’échanger contre presque n’importe quoi. Si tout était gratuit, personne ne serait payé pour son travail, et plus personne ne pourrait acheter à manger.',
      '9_to_12':
        'L’argent, qu’on appelle aussi la monnaie, a trois grands rôles. D’abord, il sert d’intermédiaire dans les échanges : au lieu de troquer un objet contre un autre, on vend ce qu’on produit contre de l’argent, puis on achète ce qu’on veut avec. Ensuite, il sert à mesurer la valeur des choses : grâce aux prix, on peut comparer une baguette, un vélo et une maison avec la même unité, l’euro. Enfin, il permet de garder de la valeur pour plus tard, par exemple en économisant. Quand tu paies, tu rémunères donc toutes les personnes qui ont fabriqué, transporté et vendu l’objet. Aujourd’hui, la plus grande partie de l’argent n’existe même plus sous forme de pièces ou de billets : ce sont des nombres dans les ordinateurs des banques, qu’on utilise avec une carte ou un téléphone. Un billet de 10 euros n’est qu’un morceau de papier spécial : il a de la valeur parce que tout le monde a confiance et accepte de l’échanger. Et certaines choses qui semblent gratuites, comme l’école publique, sont en réalité payées par tout le monde, grâce aux impôts.',
      '13_plus':
        'Les économistes, depuis Aristote, attribuent à la monnaie trois fonctions : intermédiaire des échanges, unité de compte et réserve de valeur. Sans elle, il faudrait pratiquer le troc, qui exige une « double coïncidence des besoins » : trouver quelqu’un qui possède ce que l’on veut et veut justement ce que l’on possède. La monnaie rend possible la division du travail, puisque chacun peut se spécialiser et vendre sa production à n’importe qui. Le prix payé rémunère toute la chaîne de production : matières premières, salaires, transport, loyers du magasin, bénéfices et taxes. La monnaie actuelle est dite fiduciaire, du latin fides, « confiance » : un billet n’a presque aucune valeur matérielle, il vaut parce que l’État lui donne cours légal et que chacun s’attend à ce qu’il soit accepté demain. Dans la zone euro, les pièces et les billets ne représentent qu’environ un dixième de la monnaie en circulation ; le reste est de la monnaie scripturale, des écritures dans les comptes bancaires, créée principalement par les banques lorsqu’elles accordent des crédits. La Banque centrale européenne veille à ce que cette monnaie garde sa valeur. Enfin, « gratuit » ne veut pas dire « sans coût » : les services publics gratuits pour l’usager sont financés collectivement par l’impôt.',
    },
  },
  {
    id: 'who-invented-money',
    title: 'Qui a inventé l’argent ?',
    phrasings: [
      'qui a inventé l’argent',
      'qui a inventé l argent',
      'qui a inventé la monnaie',
      'qui a inventé les pièces de monnaie',
      'qui a inventé les billets',
      'd’où vient l’argent',
      'comment on payait avant l’argent',
      'c’était comment avant l’argent',
      'c’est quoi le troc',
      'histoire de la monnaie',
      'pk on payait avec des coquillages',
    ],
    answers: {
      up_to_5:
        'Personne ne l’a inventé tout seul ! Avant, les gens échangeaient des choses : un poisson contre des fruits. Puis ils ont utilisé des coquillages, des petits bouts de métal, et enfin des pièces et des billets.',
      '6_to_8':
        'L’argent n’a pas été inventé par une seule personne, il est apparu petit à petit. Au début, les gens faisaient du troc : ils échangeaient directement un mouton contre du blé, par exemple. Ensuite, ils ont utilisé des objets que tout le monde voulait bien accepter : des coquillages, du sel, des morceaux d’argent ou de cuivre qu’on pesait. Les premières vraies pièces de monnaie ont été fabriquées il y a environ 2 600 ans, dans un royaume appelé la Lydie, dans l’actuelle Turquie. Les billets en papier sont nés bien plus tard, en Chine. En France, aujourd’hui, les billets sont imprimés par la Banque de France et les pièces fabriquées par la Monnaie de Paris. Et on paie souvent avec une carte ou un téléphone, sans même toucher l’argent !',
      '9_to_12':
        'L’argent est une invention collective, qui s’est construite pendant des milliers d’années. Avant lui, on pratiquait le troc, et surtout des échanges fondés sur la confiance et les dettes entre voisins. En Mésopotamie, il y a environ 5 000 ans, on comptait déjà en orge et en poids d’argent métal, le sicle. Dans de nombreuses régions d’Asie et d’Afrique, de petits coquillages appelés cauris ont servi de monnaie pendant des siècles. Les premières pièces frappées apparaissent en Lydie, dans l’ouest de la Turquie actuelle, vers 600 avant notre ère ; le roi Crésus, célèbre pour sa richesse, y fait frapper des pièces d’or et d’argent pur. Les premiers billets sont imprimés en Chine, au XIe siècle, et le voyageur Marco Polo s’étonne de voir qu’on y paie avec du papier. En Europe, les billets de banque apparaissent en Suède en 1661. En France, le franc est créé en 1360, et l’euro le remplace dans les porte-monnaie le 1er janvier 2002.',
      '13_plus':
        'La monnaie n’a pas d’inventeur : c’est une institution sociale qui s’est développée par étapes. L’idée classique d’un troc généralisé précédant la monnaie est aujourd’hui nuancée par les anthropologues, qui montrent que les sociétés sans monnaie fonctionnaient surtout par le don et le crédit entre proches. En Mésopotamie, dès le IIIe millénaire avant notre ère, les temples et les palais tenaient des comptes en orge et en argent pesé, le sicle servant d’unité, et le code d’Hammurabi fixe des prix et des taux d’intérêt. Des monnaies-marchandises ont circulé dans le monde entier : cauris en Chine et en Afrique, sel, bétail, barres de métal. La pièce frappée, morceau de métal de poids garanti par l’empreinte d’une autorité, naît en Lydie vers la fin du VIIe siècle avant notre ère, d’abord en électrum, un alliage naturel d’or et d’argent, puis se diffuse dans le monde grec et perse. La Chine des Song émet au XIe siècle les premiers billets officiels, les jiaozi. En Europe, les marchands italiens développent lettres de change et banques à partir du Moyen Âge, et la Suède imprime les premiers billets de banque européens en 1661. Au XXe siècle, les monnaies cessent d’être convertibles en or, définitivement en 1971 pour le dollar : leur valeur repose désormais sur la confiance et sur les banques centrales. Les cartes, les virements et le paiement sans contact rendent aujourd’hui la monnaie de plus en plus immatérielle.',
    },
  },
  {
    id: 'printing-more-money',
    title: 'Pourquoi on n’imprime pas plein de billets pour tout le monde ?',
    phrasings: [
      'pourquoi on imprime pas plus de billets',
      'pourquoi on fabrique pas plein d’argent',
      'pk on donne pas de l’argent à tout le monde',
      'pourquoi on peut pas imprimer de l’argent',
      'pourquoi on fait pas des billets pour les pauvres',
      'qui fabrique les billets',
      'qui fabrique l’argent',
      'pq l’état imprime pas des billets',
    ],
    answers: {
      up_to_5:
        'Si tout le monde avait deux fois plus de billets, les magasins n’auraient pas deux fois plus de jouets ni de pain. Alors les prix monteraient, et on ne serait pas plus riches. Ce qui compte, ce n’est pas les billets, c’est ce qu’on peut acheter avec !',
      '6_to_8':
        'Imagine que le boulanger fait 100 croissants par jour. Si on donnait d’un coup beaucoup de billets à tout le monde, tous les clients voudraient acheter plus de croissants… mais il n’y en aurait toujours que 100 ! Le boulanger pourrait alors les vendre plus cher. Et comme ça se passerait dans tous les magasins, les prix monteraient partout, et chacun pourrait finalement acheter la même chose qu’avant. Les billets ne sont utiles que s’il y a assez de choses à acheter. C’est pour ça que seules quelques banques spéciales ont le droit d’en fabriquer, en faisant très attention à la quantité. En France, les billets en euros sont imprimés par la Banque de France, en Auvergne.',
      '9_to_12':
        'Un billet n’a de valeur que par ce qu’il permet d’acheter. Si on imprimait beaucoup plus de billets sans que les usines, les champs et les magasins produisent davantage, il y aurait plus d’argent pour la même quantité de marchandises : les vendeurs augmenteraient leurs prix, et chaque billet vaudrait moins. C’est ce qu’on appelle l’inflation. L’histoire en a donné des exemples spectaculaires : en Allemagne, en 1923, il fallait des milliards de marks pour acheter un pain, et les gens transportaient leurs billets dans des brouettes. Au Zimbabwe, en 2009, on a même imprimé un billet de 100 000 milliards de dollars zimbabwéens, avec lequel on ne pouvait presque rien acheter. C’est pourquoi la fabrication de la monnaie est strictement contrôlée. Pour l’euro, c’est la Banque centrale européenne qui décide combien de billets mettre en circulation ; en France, ils sont imprimés par la Banque de France, à Chamalières, et les pièces sont frappées par la Monnaie de Paris, à Pessac, près de Bordeaux. Pour aider les personnes pauvres, on utilise plutôt l’argent des impôts, qu’on redistribue.',
      '13_plus':
        'La valeur de la monnaie dépend de la quantité de biens et de services qu’elle permet d’acheter. Si la masse monétaire augmente beaucoup plus vite que la production, la demande dépasse l’offre, les prix montent et le pouvoir d’achat de chaque unité diminue : c’est l’inflation. Poussée à l’extrême, elle devient hyperinflation, comme en Allemagne en 1923, où le prix d’un pain atteignait des centaines de milliards de marks en novembre, au Zimbabwe à la fin des années 2000 ou au Venezuela dans les années 2010. L’inflation ruine surtout ceux qui ont des revenus fixes ou de petites économies, et désorganise toute l’économie. C’est pourquoi l’émission de monnaie est confiée à des banques centrales, souvent indépendantes des gouvernements, qui ne peuvent pas simplement financer l’État en imprimant des billets. Dans la zone euro, la Banque centrale européenne, créée en 1998, vise une inflation d’environ 2 % par an ; les billets français sont imprimés par la Banque de France à Chamalières, les pièces frappées par la Monnaie de Paris à Pessac. Les banques centrales peuvent toutefois créer beaucoup de monnaie lors des crises, comme en 2008 ou en 2020, en rachetant des titres financiers ; ces politiques, dites d’assouplissement quantitatif, restent débattues. Lutter contre la pauvreté passe donc plutôt par la redistribution, grâce aux impôts et aux prestations sociales, que par la planche à billets.',
    },
  },
  {
    id: 'rich-and-poor',
    title: 'Pourquoi il y a des riches et des pauvres ?',
    phrasings: [
      'pourquoi il y a des riches et des pauvres',
      'pk certaines personnes sont riches',
      'pourquoi des gens sont pauvres',
      'pourquoi on est pas tous riches',
      'pourquoi mon copain a plus d’argent que nous',
      'pourquoi il y a des pays pauvres',
      'c’est quoi être pauvre',
      'pourquoi il y a des milliardaires',
      'c koi un milliardaire',
      'pourquoi on partage pas l’argent entre tout le monde',
      'inégalités entre riches et pauvres',
    ],
    answers: {
      up_to_5:
        'Certaines familles ont beaucoup d’argent, d’autres très peu, à cause de leur travail, de l’endroit où elles vivent ou de la chance. Mais l’argent ne dit pas si quelqu’un est gentil ou important. Et pour aider ceux qui ont moins, on peut partager.',
      '6_to_8':
        'Les gens n’ont pas tous la même quantité d’argent, pour plusieurs raisons. Certains métiers sont payés beaucoup plus que d’autres. Certaines personnes n’ont pas de travail, ou sont malades et ne peuvent pas travailler. Certains enfants naissent dans une famille qui a déjà beaucoup d’argent, d’autres dans une famille qui en a peu : ce n’est ni de leur faute ni grâce à eux. Et il y a des pays plus riches que d’autres, à cause de leur histoire, des guerres ou de leur climat. Ce n’est pas toujours juste, et beaucoup de gens essaient de changer ça. En France, une partie de l’argent des impôts sert à aider les familles qui ont moins, et des associations donnent aussi à manger et des vêtements.',
      '9_to_12':
        'Les inégalités de richesse ont plusieurs causes qui se mélangent. Les salaires varient beaucoup selon les métiers, les diplômes et les entreprises. Certaines personnes possèdent un patrimoine, comme une maison, des terres ou une entreprise, qui leur rapporte de l’argent, et souvent elles l’ont reçu en héritage : la famille où l’on naît compte énormément. Le chômage, la maladie, une séparation ou un handicap peuvent faire tomber dans la pauvreté. Entre pays, l’histoire pèse lourd : la colonisation, les guerres, la corruption ou le manque d’écoles freinent le développement. Selon la Banque mondiale, environ 700 millions de personnes vivent encore avec moins de 2 dollars par jour, même si cette extrême pauvreté a beaucoup reculé depuis 1990. En France, environ 9 millions de personnes vivent sous le seuil de pauvreté. Pour réduire ces écarts, l’État prélève des impôts, plus élevés pour ceux qui gagnent beaucoup, et verse des aides. L’argent, en tout cas, ne dit rien de la valeur d’une personne.',
      '13_plus':
        'Les économistes distinguent les inégalités de revenus, ce que l’on gagne chaque année, et les inégalités de patrimoine, ce que l’on possède, ces dernières étant bien plus fortes : en France, les 10 % les plus riches détiennent près de la moitié du patrimoine total. Plusieurs mécanismes les expliquent : écarts de qualification et de productivité, rapports de force sur le marché du travail, discriminations, chômage, mais aussi accumulation du capital et transmission par l’héritage, qui reproduit les positions d’une génération à l’autre. L’économiste Thomas Piketty a soutenu en 2013 que, lorsque le rendement du capital dépasse la croissance de l’économie, les fortunes héritées tendent à peser de plus en plus. Le sociologue Pierre Bourdieu a montré que les familles transmettent aussi un capital culturel et des relations, qui influencent la réussite scolaire. À l’échelle mondiale, l’extrême pauvreté, définie par la Banque mondiale comme moins de 2,15 dollars par jour, concernait environ 38 % de l’humanité en 1990 et autour de 9 % aujourd’hui, soit environ 700 millions de personnes, surtout en Afrique subsaharienne. Les États réduisent les inégalités par la redistribution : impôt progressif sur le revenu, prestations sociales, services publics gratuits comme l’école et en grande partie la santé. Le niveau d’inégalité juste ou acceptable reste une question politique et morale, au cœur de nombreux débats démocratiques.',
    },
  },
  {
    id: 'banks-role',
    title: 'À quoi sert une banque ?',
    phrasings: [
      'à quoi sert une banque',
      'a quoi sert la banque',
      'c’est quoi une banque',
      'c koi une banque',
      'pourquoi on met son argent à la banque',
      'pk on garde pas l’argent à la maison',
      'comment marche une banque',
      'c’est quoi un crédit',
      'pourquoi la banque prête de l’argent',
      'c’est quoi un compte en banque',
      'c’est quoi les intérêts',
    ],
    answers: {
      up_to_5:
        'La banque, c’est un endroit qui garde l’argent des gens bien à l’abri, comme une grosse tirelire très protégée. Elle peut aussi prêter de l’argent à quelqu’un qui veut acheter une maison, et il le rendra petit à petit.',
      '6_to_8':
        'Une banque garde l’argent des gens en sécurité : c’est plus sûr que de le cacher sous son matelas, où il pourrait être volé ou brûler. Chaque personne a un compte, un peu comme une boîte avec son nom, où arrive son salaire. Avec sa carte ou son téléphone, elle peut ensuite payer sans transporter de billets. La banque prête aussi de l’argent : par exemple, une famille qui veut acheter une maison n’a presque jamais tout l’argent d’un coup, alors la banque le lui prête, et la famille le rembourse pendant de longues années. En échange, elle rend un peu plus que ce qu’elle a emprunté : ce supplément s’appelle les intérêts, et c’est comme ça que la banque gagne de l’argent.',
      '9_to_12':
        'Une banque a trois grands métiers. D’abord, elle garde l’argent de ses clients sur des comptes et leur permet de payer : cartes, virements, chèques. Ensuite, elle prête de l’argent, par exemple pour acheter un logement, une voiture ou créer une entreprise ; l’emprunteur rembourse petit à petit, avec des intérêts, un pourcentage qui rémunère la banque pour le service et le risque. Enfin, elle rémunère l’épargne : si tu places de l’argent sur un livret, la banque te verse à ton tour des intérêts. Le mot « banque » vient de l’italien banco, le banc ou la table sur laquelle les changeurs de monnaie travaillaient dans les villes italiennes du Moyen Âge. En France, la Banque de France a été créée en 1800, sous Bonaparte, et le livret A en 1818. Pour protéger les clients, l’État garantit leurs dépôts jusqu’à 100 000 euros par personne et par banque, même si la banque fait faillite.',
      '13_plus':
        'Une banque commerciale est un intermédiaire financier : elle collecte des dépôts, gère les moyens de paiement et accorde des crédits aux ménages, aux entreprises et aux administrations. Contrairement à une idée répandue, elle ne se contente pas de prêter l’argent déposé par d’autres : lorsqu’elle accorde un crédit, elle crée de la monnaie en inscrivant la somme sur le compte de l’emprunteur, monnaie qui disparaît au fur et à mesure du remboursement. Ce pouvoir est encadré par la banque centrale, qui fixe ses taux directeurs, et par des règles prudentielles, dites de Bâle, qui imposent aux banques de détenir assez de fonds propres et de liquidités. La banque se rémunère grâce à l’écart entre les taux d’intérêt qu’elle fait payer et ceux qu’elle verse, ainsi que par des frais et commissions. L’activité bancaire moderne s’est développée dans les cités italiennes du Moyen Âge, autour des changeurs installés sur leur banco, avec des familles comme les Médicis de Florence ; les lettres de change permettaient aux marchands de voyager sans transporter d’or. Les banques prennent des risques, et leurs faillites peuvent déclencher des crises graves, comme en 1929 ou en 2008, avec la chute de la banque américaine Lehman Brothers. C’est pourquoi les dépôts sont garantis en Europe jusqu’à 100 000 euros par client et par établissement, et que les États interviennent parfois pour éviter des faillites en chaîne.',
    },
  },
  {
    id: 'prices-why',
    title: 'Pourquoi certaines choses coûtent plus cher que d’autres ?',
    phrasings: [
      'pourquoi certaines choses coûtent plus cher',
      'pourquoi c’est si cher',
      'pk c’est cher',
      'qui choisit le prix des choses',
      'comment on fixe un prix',
      'pourquoi l’or coûte cher',
      'pourquoi un diamant coûte plus cher que l’eau',
      'pq les jouets sont chers',
      'pourquoi les prix augmentent',
      'pourquoi tout augmente',
    ],
    answers: {
      up_to_5:
        'Une chose coûte cher quand il faut beaucoup de travail ou de matériel pour la fabriquer, ou quand elle est très rare. Un château de sable, c’est gratuit ; une vraie maison, il faut des mois pour la construire !',
      '6_to_8':
        'Le prix d’une chose dépend d’abord de tout ce qu’il a fallu pour la faire : les matériaux, le travail des gens, le transport jusqu’au magasin, et le magasin lui-même, qui doit payer ses vendeurs. Un vélo demande plus de métal, de pièces et de travail qu’une balle, alors il coûte plus cher. Le prix dépend aussi de la rareté : l’or est rare et difficile à sortir de la terre, alors il vaut très cher. Et quand beaucoup de gens veulent la même chose en même temps, comme le jouet à la mode avant Noël, le vendeur peut augmenter son prix. C’est souvent le vendeur qui choisit le prix, mais s’il est trop cher, les clients vont ailleurs !',
      '9_to_12':
        'Un prix se forme à partir de plusieurs éléments. Il y a d’abord le coût de production : matières premières, salaires, énergie, machines, transport, emballage, publicité, loyer du magasin, et les taxes, comme la TVA, qui représente 20 % du prix de la plupart des produits en France. Le vendeur ajoute sa marge, c’est-à-dire son bénéfice. Ensuite intervient la loi de l’offre et de la demande : quand un produit est rare et très recherché, son prix monte ; quand il y en a beaucoup et que peu de gens le veulent, il baisse. L’économiste Adam Smith s’étonnait déjà en 1776 que l’eau, indispensable, soit presque gratuite, alors que le diamant, inutile pour vivre, coûte une fortune : c’est la rareté qui fait la différence. La concurrence entre les magasins empêche aussi les prix de trop monter. Certains prix sont fixés par la loi : en France, un livre neuf a le même prix dans tous les magasins depuis 1981. Quand presque tous les prix augmentent en même temps, on parle d’inflation.',
      '13_plus':
        'Dans une économie de marché, les prix résultent de la rencontre entre l’offre et la demande. Du côté de l’offre, une entreprise doit couvrir ses coûts fixes (machines, locaux, recherche) et ses coûts variables (matières, énergie, main-d’œuvre), puis dégager une marge ; la TVA, inventée en France en 1954 par Maurice Lauré, s’ajoute ensuite, à 20 % pour le taux normal et 5,5 % pour la plupart des produits alimentaires. Du côté de la demande, le prix dépend de l’utilité que les acheteurs attribuent au bien et de leur budget. Le « paradoxe de l’eau et du diamant », formulé par Adam Smith en 1776, a été résolu par les économistes marginalistes à la fin du XIXe siècle : la valeur dépend de l’utilité de la dernière unité disponible, très faible pour l’eau abondante, très élevée pour le diamant rare. La structure du marché compte aussi : en situation de concurrence, les prix se rapprochent des coûts ; en situation de monopole, une entreprise peut les fixer beaucoup plus haut, ce que surveillent des autorités comme l’Autorité de la concurrence. Les marques et le marketing permettent de vendre plus cher des produits comparables. L’État intervient parfois directement : prix unique du livre depuis la loi Lang de 1981, tarifs réglementés de l’électricité, périodes de soldes encadrées. Enfin, la hausse générale et durable des prix, l’inflation, mesurée en France par l’Insee, peut venir d’une hausse des coûts, comme celle de l’énergie en 2022, ou d’une demande supérieure à ce que l’économie peut produire.',
    },
  },
  {
    id: 'taxes-why',
    title: 'Pourquoi on paye des impôts ?',
    phrasings: [
      'pourquoi on paye des impôts',
      'pourquoi on paie des impots',
      'c’est quoi les impôts',
      'c koi les impots',
      'à quoi servent les impôts',
      'pk il faut payer des taxes',
      'c’est quoi la tva',
      'qui paye les routes et les écoles',
      'pourquoi l’école publique est gratuite',
      'qui paie les policiers et les pompiers',
    ],
    answers: {
      up_to_5:
        'Les impôts, c’est un peu d’argent que chacun donne pour payer les choses qu’on partage tous : l’école, les routes, les pompiers, les parcs. C’est comme une grande cagnotte pour tout le pays !',
      '6_to_8':
        'Il y a des choses dont tout le monde a besoin, mais qu’une seule famille ne pourrait jamais payer toute seule : une école, un hôpital, une route, un camion de pompiers. Alors chacun met un peu d’argent dans une sorte de grande cagnotte commune : ce sont les impôts. Grâce à eux, ton école est gratuite, ta maîtresse ou ton maître est payé, et les policiers, les pompiers et les éboueurs aussi. Tout le monde en paie, même toi ! Quand tu achètes des bonbons, une petite partie du prix, la TVA, va à l’État. Ceux qui gagnent plus d’argent paient plus d’impôts que ceux qui en gagnent peu.',
      '9_to_12':
        'Les impôts sont l’argent que les habitants et les entreprises versent obligatoirement à l’État et aux collectivités, comme les communes et les régions, pour financer ce qui sert à tous. En France, ils paient l’école publique, la police, la justice, l’armée, les routes, les aides aux personnes en difficulté, la recherche et une partie de la santé. Il en existe plusieurs sortes. La TVA, la taxe sur la valeur ajoutée, est comprise dans le prix de presque tout ce qu’on achète : 20 % pour la plupart des produits, 5,5 % pour la nourriture de base. L’impôt sur le revenu, créé en 1914, dépend de ce que chacun gagne : plus on gagne, plus on paie, et environ la moitié des foyers n’en paient pas. Il y a aussi les impôts locaux, les taxes sur l’essence, ou les cotisations prélevées sur les salaires pour la santé et les retraites. Ce sont les députés et les sénateurs, élus par les citoyens, qui votent chaque année le montant des impôts et la façon de les dépenser.',
      '13_plus':
        'L’impôt est un prélèvement obligatoire, sans contrepartie directe, destiné à financer les dépenses publiques. Son principe est posé par l’article 13 de la Déclaration des droits de l’homme et du citoyen de 1789 : une contribution commune est indispensable, et elle doit être « également répartie entre tous les citoyens, en raison de leurs facultés ». Le consentement à l’impôt est au cœur de la démocratie : c’est le Parlement qui vote chaque automne la loi de finances, et la Révolution française est née en partie d’une crise fiscale, quand la noblesse et le clergé échappaient largement à l’impôt. L’impôt a trois fonctions : financer les services publics (éducation, sécurité, justice, infrastructures), redistribuer les richesses, notamment grâce à la progressivité de l’impôt sur le revenu, créé par la loi de 1914 défendue par Joseph Caillaux, et orienter les comportements, comme les taxes sur le tabac ou les carburants. La TVA, inventée en France en 1954 et adoptée ensuite dans le monde entier, est la première recette de l’État ; elle est jugée moins juste, car elle pèse proportionnellement plus sur les ménages modestes, qui consomment tout leur revenu. Avec les cotisations sociales, les prélèvements obligatoires représentent en France un peu plus de 40 % de la richesse produite, l’un des taux les plus élevés du monde, qui finance un système de protection sociale étendu. Le niveau souhaitable d’impôts, leur répartition et la lutte contre la fraude et l’évasion fiscales font l’objet de débats permanents.',
    },
  },
  {
    id: 'pocket-money',
    title: 'Pourquoi on donne de l’argent de poche, et pourquoi économiser ?',
    phrasings: [
      'pourquoi on donne de l’argent de poche',
      'argent de poche',
      'pk j’ai pas d’argent de poche',
      'à quel âge on a de l’argent de poche',
      'combien d’argent de poche',
      'pourquoi il faut économiser',
      'c’est quoi économiser',
      'pourquoi les tirelires sont des cochons',
      'comment économiser ses sous',
    ],
    answers: {
      up_to_5:
        'L’argent de poche, c’est un peu d’argent que certains parents donnent à leurs enfants pour apprendre à s’en servir. Si tu le gardes dans ta tirelire au lieu de tout dépenser, un jour tu pourras acheter quelque chose de plus gros !',
      '6_to_8':
        'Certains parents donnent un peu d’argent à leurs enfants, chaque semaine ou chaque mois : c’est l’argent de poche. Ce n’est pas obligatoire, et chaque famille décide si elle en donne, combien et à partir de quel âge. Ça sert à apprendre à gérer l’argent : compter, choisir, et attendre. Par exemple, tu peux dépenser tout de suite pour des bonbons, ou garder tes pièces plusieurs semaines pour t’offrir un livre ou un jouet plus cher. Garder de l’argent pour plus tard, c’est économiser, et la tirelire sert à ça. C’est difficile, parce qu’il faut résister à l’envie du moment, mais on se sent très fier quand on peut enfin s’acheter la chose dont on rêvait !',
      '9_to_12':
        'L’argent de poche n’est pas une obligation : chaque famille choisit selon ses moyens et ses idées, et beaucoup de spécialistes conseillent de commencer quand l’enfant sait compter, souvent vers 6 ou 8 ans, avec une petite somme régulière. Son intérêt principal est d’apprendre à gérer un budget : comprendre que l’argent n’est pas illimité, comparer les prix, faire des choix, et parfois regretter un achat, ce qui est aussi une leçon. Économiser, c’est mettre de côté une partie de son argent pour un projet plus important ou pour faire face à un imprévu. Des psychologues ont étudié la capacité à attendre une récompense plus grande plutôt qu’en prendre une petite tout de suite, avec la célèbre expérience du marshmallow, dans les années 1960 aux États-Unis. Si l’on place ses économies sur un livret à la banque, elles rapportent même des intérêts : un enfant peut avoir un livret A dès sa naissance, ouvert par ses parents. Quant à la forme de cochon des tirelires, on ne sait pas vraiment d’où elle vient ; le cochon est en tout cas, dans plusieurs pays, un symbole de chance et d’abondance.',
      '13_plus':
        'L’argent de poche est un outil d’éducation financière : en disposant d’une somme régulière et limitée, l’enfant apprend à arbitrer entre des envies, à anticiper et à assumer ses choix. Il n’existe aucune règle légale ; chaque famille fixe le montant et les conditions selon ses moyens et ses valeurs, et certaines préfèrent ne pas en donner ou le lier à des services rendus, ce qui fait débat. Économiser suppose de renoncer à une satisfaction immédiate pour un bénéfice futur, ce que les économistes appellent la préférence pour le présent. L’expérience dite du marshmallow, menée par le psychologue Walter Mischel à Stanford à partir des années 1960, a montré que les enfants développent des stratégies pour différer une récompense ; des études plus récentes ont cependant nuancé ses conclusions, en soulignant l’influence du milieu social et de la confiance dans les adultes. L’épargne placée rapporte des intérêts, et les intérêts composés, calculés sur le capital et les intérêts déjà gagnés, font croître l’épargne de plus en plus vite avec le temps. En France, le livret A, créé en 1818, peut être ouvert pour un enfant dès la naissance ; ses intérêts ne sont pas imposés. Les institutions, comme la Banque de France, développent aussi des programmes d’éducation budgétaire, car la capacité à gérer un budget et à se méfier du crédit facile protège du surendettement. L’origine de la tirelire en forme de cochon reste incertaine, même si le cochon symbolise la prospérité dans plusieurs cultures, notamment germaniques.',
    },
  },
  {
    id: 'prison-why',
    title: 'Pourquoi on met des gens en prison ?',
    phrasings: [
      'pourquoi on met des gens en prison',
      'c’est quoi une prison',
      'c koi la prison',
      'à quoi sert la prison',
      'pk il y a des prisons',
      'comment c’est dans une prison',
      'est-ce que les enfants peuvent aller en prison',
      'pourquoi les voleurs vont en prison',
      'c’est quoi la peine de mort',
    ],
    answers: {
      up_to_5:
        'Quand une grande personne a fait quelque chose de très grave, comme faire du mal à quelqu’un, un juge peut décider qu’elle doit aller en prison. Là, elle ne peut plus faire de mal aux autres, et elle a du temps pour réfléchir et changer.',
      '6_to_8':
        'La prison est un bâtiment fermé où vivent des adultes qui ont fait quelque chose de grave et interdit par la loi, comme voler beaucoup ou blesser quelqu’un. Ce n’est jamais la police qui décide d’envoyer quelqu’un en prison : c’est un juge, après avoir bien écouté tout le monde. La prison sert à plusieurs choses : punir, protéger les autres pendant un temps, et aider la personne à changer pour ne pas recommencer. Les prisonniers ont une chambre, appelée cellule, ils mangent, certains travaillent ou vont à l’école à l’intérieur, et leur famille peut venir les voir. Ils ne sont simplement pas libres de sortir. Quand leur peine est finie, ils retrouvent leur liberté.',
      '9_to_12':
        'Quand une personne commet une infraction grave, un crime ou un délit, un tribunal peut la condamner à une peine de prison pour une durée précise : quelques mois ou plusieurs années. La prison a trois buts : sanctionner un acte qui a fait du tort à des victimes et à la société, protéger la population, et préparer le retour de la personne dans la société, ce qu’on appelle la réinsertion. Elle prive les détenus de leur liberté d’aller et venir, mais ils gardent des droits : être soignés, recevoir des visites, étudier, travailler. En France, il y a environ 80 000 détenus, dans près de 190 établissements, souvent trop pleins. Les enfants de moins de 13 ans ne peuvent jamais aller en prison ; pour les adolescents, il existe des centres et des prisons spéciales, où l’éducation tient une grande place. Il existe aussi d’autres peines, comme le bracelet électronique ou les travaux d’intérêt général. La peine de mort, elle, a été abolie en France en 1981.',
      '13_plus':
        'La prison, ou privation de liberté, est aujourd’hui la principale peine prévue pour les infractions graves, mais elle ne l’a pas toujours été. Jusqu’au XVIIIe siècle, on enfermait surtout en attendant un procès ou pour dettes ; les punitions étaient le plus souvent corporelles, les galères ou la mort. Le philosophe Michel Foucault, dans « Surveiller et punir » (1975), a montré comment, à partir de la fin du XVIIIe siècle, l’enfermement devient la peine de référence. En France, la peine doit aujourd’hui remplir plusieurs fonctions, précisées par le Code pénal : sanctionner l’auteur, protéger la société, mais aussi favoriser son amendement et sa réinsertion. Seul un juge peut la prononcer, et une partie des détenus sont des prévenus, en détention provisoire dans l’attente de leur procès, donc présumés innocents. La France compte environ 80 000 personnes détenues, un record, et sa surpopulation carcérale a été condamnée par la Cour européenne des droits de l’homme. Les mineurs de moins de 13 ans sont présumés ne pas avoir de discernement et ne peuvent pas être emprisonnés ; les adolescents relèvent d’une justice spécialisée, qui privilégie l’éducation. Les études montrent que la récidive est plus fréquente après une sortie de prison sans accompagnement, d’où le développement des aménagements de peine : bracelet électronique, semi-liberté, travaux d’intérêt général créés en 1983. La peine de mort a été abolie en 1981, à l’initiative du ministre de la Justice Robert Badinter, et cette abolition est inscrite dans la Constitution depuis 2007.',
    },
  },
  {
    id: 'judges-courts',
    title: 'C’est quoi, un juge ?',
    phrasings: [
      'c’est quoi un juge',
      'c koi un juge',
      'à quoi sert un juge',
      'que fait un juge',
      'c’est quoi un tribunal',
      'c’est quoi un procès',
      'pourquoi les juges ont une robe',
      'comment on devient juge',
      'c’est quoi un juge des enfants',
      'qui décide des punitions pour les voleurs',
      'pourquoi la justice a une balance',
    ],
    answers: {
      up_to_5:
        'Un juge, c’est une personne qui écoute tout le monde quand il y a un gros problème ou une dispute, puis qui décide ce qui est juste, en suivant les lois. Un peu comme l’arbitre d’un match, mais pour de vrai !',
      '6_to_8':
        'Un juge est une personne dont le métier est de décider, en suivant les lois, qui a raison quand il y a un désaccord, et quelle punition donner à quelqu’un qui a fait quelque chose d’interdit. Il travaille dans un tribunal. Avant de décider, il écoute toutes les personnes concernées : la victime, la personne accusée et son avocat, des témoins. Une personne est considérée comme innocente tant qu’on n’a pas prouvé le contraire. Les juges portent souvent une robe noire pour montrer leur rôle. Il y a même des juges spécialement pour les enfants : ils les protègent quand ils sont en danger, et s’occupent d’eux s’ils ont fait une grosse bêtise.',
      '9_to_12':
        'Les juges, qu’on appelle aussi des magistrats, sont chargés de rendre la justice, c’est-à-dire d’appliquer la loi à des situations réelles. Ils tranchent des conflits entre personnes, comme un désaccord entre voisins, un divorce ou un problème avec un employeur, et ils jugent les personnes accusées d’avoir commis des infractions. Un procès se déroule dans un tribunal, en public le plus souvent : chacun peut s’exprimer, être défendu par un avocat, et le juge doit rester impartial, c’est-à-dire ne favoriser personne. Toute personne est présumée innocente jusqu’à ce que sa culpabilité soit prouvée. Pour les crimes les plus graves, ce sont des citoyens tirés au sort, les jurés, qui jugent avec des magistrats, dans une cour d’assises. Le juge des enfants, créé en France en 1945, protège les mineurs en danger et juge les mineurs. On devient juge après de longues études de droit et une école spéciale à Bordeaux. La justice est souvent représentée par une balance, symbole d’équilibre. Et contrairement aux films américains, les juges français n’ont pas de petit marteau !',
      '13_plus':
        'Les juges, ou magistrats du siège, ont pour mission de trancher les litiges et de juger les infractions en appliquant la loi. Leur indépendance vis-à-vis du gouvernement est un principe essentiel de l’État de droit, hérité de la séparation des pouvoirs théorisée par Montesquieu dans « De l’esprit des lois » (1748) : ils sont inamovibles et leur carrière est contrôlée par le Conseil supérieur de la magistrature. En France, on distingue la justice judiciaire, qui règle les conflits entre personnes (civil) et sanctionne les infractions (pénal), et la justice administrative, qui juge les litiges avec l’administration. Les magistrats du parquet, les procureurs, représentent la société et demandent l’application de la loi, mais ne jugent pas. Le procès obéit à des principes fondamentaux : publicité des débats, respect des droits de la défense, débat contradictoire, présomption d’innocence, inscrite à l’article 9 de la Déclaration de 1789, et possibilité de faire appel. Pour les crimes les plus graves, la cour d’assises associe trois magistrats professionnels et des jurés tirés au sort sur les listes électorales, six en première instance et neuf en appel. La justice des mineurs, fondée par l’ordonnance de 1945, privilégie l’éducation sur la sanction. Les magistrats, environ 9 000 en France, sont formés à l’École nationale de la magistrature, à Bordeaux. La représentation allégorique de la Justice, balance, glaive et parfois bandeau sur les yeux, symbolise l’équilibre, l’autorité et l’impartialité.',
    },
  },
  {
    id: 'lawyers',
    title: 'C’est quoi, un avocat ?',
    phrasings: [
      'c’est quoi un avocat',
      'c koi un avocat',
      'à quoi sert un avocat',
      'que fait un avocat au tribunal',
      'pourquoi un avocat défend un méchant',
      'pourquoi avocat c’est aussi un fruit',
      'pk on dit avocat pour le métier et le fruit',
      'comment on devient avocat',
      'métier d’avocat',
      'pourquoi les avocats ont une robe noire',
    ],
    answers: {
      up_to_5:
        'Un avocat, c’est une personne qui aide quelqu’un devant le juge : elle parle pour lui et explique son histoire. Et oui, ça s’appelle pareil que le fruit vert, mais ce sont deux mots différents !',
      '6_to_8':
        'Un avocat est une personne qui connaît très bien les lois et qui aide les gens qui ont un problème avec la justice. Au tribunal, il parle pour défendre la personne : il explique ce qui s’est passé de son point de vue, et vérifie que tout se passe de façon juste. Même une personne qui a fait quelque chose de mal a droit à un avocat : c’est une règle importante, pour que personne ne soit puni trop fort ou par erreur. Si on n’a pas assez d’argent, l’État paie l’avocat. Au tribunal, les avocats portent une robe noire avec un petit rabat blanc. Et le fruit avocat ? C’est juste un hasard : les deux mots viennent de langues différentes !',
      '9_to_12':
        'L’avocat est un professionnel du droit qui conseille et défend des personnes ou des entreprises. Il peut aider à rédiger un contrat, à régler un désaccord sans aller au tribunal, ou plaider devant un juge, c’est-à-dire présenter des arguments pour défendre son client. Dans un procès pénal, chaque accusé a le droit d’être défendu, même s’il a reconnu les faits : l’avocat ne dit pas que le mal est bien, il veille à ce que les droits de son client soient respectés et que la peine soit juste. Si la personne n’a pas les moyens de payer, l’État peut prendre en charge son avocat grâce à l’aide juridictionnelle. Un enfant aussi peut avoir un avocat gratuit. En France, il y a plus de 70 000 avocats ; pour le devenir, il faut faire au moins quatre ans d’études de droit, réussir un examen difficile et passer par une école d’avocats. Le mot vient du latin advocatus, « celui qu’on appelle auprès de soi », pour l’aider. Le fruit, lui, vient d’un mot aztèque, ahuacatl, passé par l’espagnol : les deux mots se ressemblent par hasard.',
      '13_plus':
        'L’avocat est un auxiliaire de justice, membre d’une profession libérale réglementée, inscrit à un barreau et soumis à une déontologie stricte : secret professionnel, indépendance, loyauté envers son client. Il exerce deux grandes activités : le conseil, c’est-à-dire rédiger des actes, négocier et prévenir les litiges, et le contentieux, représenter et défendre ses clients devant les juridictions. Sa présence garantit les droits de la défense, principe fondamental du procès équitable reconnu par l’article 6 de la Convention européenne des droits de l’homme : tout accusé, quel que soit l’acte reproché, a droit à un défenseur. Défendre ne signifie pas approuver : l’avocat vérifie la régularité de la procédure, la solidité des preuves, et plaide pour une peine proportionnée. L’aide juridictionnelle permet aux personnes aux revenus modestes d’être défendues gratuitement, et un avocat peut être « commis d’office ». En France, la profession compte plus de 70 000 membres, dont plus de la moitié de femmes, alors que celles-ci n’y ont été admises qu’à partir de 1900. Des avocats ont marqué l’histoire, comme Gisèle Halimi, dont la plaidoirie au procès de Bobigny en 1972 a contribué au débat qui a mené à la loi Veil, ou Robert Badinter, avant qu’il ne fasse abolir la peine de mort en 1981. Le mot vient du latin advocatus, participe de advocare, « appeler auprès de soi » ; le fruit, en revanche, vient du nahuatl ahuacatl par l’espagnol aguacate, et sa forme française s’est sans doute rapprochée du mot déjà existant : un bel exemple d’homonymie.',
    },
  },
  {
    id: 'army-why',
    title: 'À quoi sert l’armée ?',
    phrasings: [
      'à quoi sert l’armée',
      'a quoi sert l armee',
      'pourquoi il y a des soldats',
      'c’est quoi un soldat',
      'pk il y a une armée',
      'que font les militaires',
      'pourquoi il y a des soldats dans la gare',
      'c’est quoi le service militaire',
      'est-ce que les soldats font la guerre',
      'c koi un militaire',
    ],
    answers: {
      up_to_5:
        'Les soldats ont pour métier de protéger le pays et les gens qui y vivent. Ils aident aussi quand il y a des catastrophes, comme des inondations ou de grands incendies. Leur travail, c’est de garder tout le monde en sécurité.',
      '6_to_8':
        'L’armée, ce sont des femmes et des hommes, les militaires, dont le métier est de protéger le pays et ses habitants contre un danger venant de l’extérieur. Ils s’entraînent beaucoup, pour être prêts si un jour il le faut. Mais la plupart du temps, ils font autre chose que se battre : ils surveillent les mers et le ciel, aident à secourir les gens lors d’inondations ou de tempêtes, et certains protègent les gares et les lieux très fréquentés. Certains partent aussi dans d’autres pays pour aider à maintenir la paix. En France, il y a trois grandes armées : l’armée de terre, la marine, et l’armée de l’air et de l’espace. Tu peux les voir défiler le 14 juillet !',
      '9_to_12':
        'L’armée a pour mission principale de défendre un pays, son territoire et sa population, contre une attaque. En France, elle compte environ 200 000 militaires professionnels, femmes et hommes, répartis entre l’armée de terre, la marine nationale, et l’armée de l’air et de l’espace. Le but premier d’une armée bien préparée est souvent de dissuader : un pays capable de se défendre risque moins d’être attaqué. Les soldats participent aussi à des missions de paix, parfois sous le drapeau de l’ONU avec les casques bleus, pour séparer des adversaires ou protéger des civils. En France, ils aident lors des catastrophes, comme les inondations ou les feux de forêt, et depuis 2015, des patrouilles surveillent les lieux publics dans le cadre de l’opération Sentinelle. Pendant longtemps, le service militaire a été obligatoire pour les jeunes hommes ; il a été suspendu en 1997. Aujourd’hui, tous les jeunes de 16 à 25 ans participent à une Journée défense et citoyenneté.',
      '13_plus':
        'L’armée est l’instrument par lequel un État assure sa défense face aux menaces extérieures ; en démocratie, elle est placée sous l’autorité du pouvoir civil élu : en France, le président de la République est chef des armées, et le Parlement doit être informé de l’engagement des forces à l’étranger. Les forces armées françaises comptent environ 200 000 militaires d’active, auxquels s’ajoutent des civils et des réservistes, répartis entre l’armée de terre, la marine nationale, et l’armée de l’air et de l’espace, renommée ainsi en 2020. La France fonde sa sécurité sur la dissuasion nucléaire, doctrine selon laquelle la menace d’une riposte dévastatrice décourage toute agression contre ses intérêts vitaux, et sur des alliances comme l’OTAN, fondée en 1949. Les armées mènent aussi des opérations extérieures, des missions de maintien de la paix de l’ONU, qui existent depuis 1948, et des missions intérieures : secours lors de catastrophes naturelles, lutte contre les incendies, opération Sentinelle de protection du territoire depuis les attentats de 2015. La conscription, instituée par la loi Jourdan de 1798, a été suspendue en 1997 sous la présidence de Jacques Chirac au profit d’une armée entièrement professionnelle ; il en reste la Journée défense et citoyenneté, et un service national universel a été expérimenté à partir de 2019. Le droit de la guerre, codifié notamment par les conventions de Genève de 1949, impose de protéger les civils, les blessés et les prisonniers. Le rôle et le budget des armées font l’objet de débats démocratiques, relancés par le retour de la guerre en Europe avec l’invasion de l’Ukraine par la Russie en 2022.',
    },
  },
  {
    id: 'going-to-the-doctor',
    title: 'Pourquoi on va chez le médecin ?',
    phrasings: [
      'pourquoi on va chez le médecin',
      'pourquoi on va chez le docteur',
      'pk je dois aller chez le docteur',
      'pourquoi aller chez le medecin quand on est pas malade',
      'que fait le médecin',
      'à quoi sert le stéthoscope',
      'pourquoi le docteur écoute mon cœur',
      'c’est quoi un pédiatre',
      'pourquoi j’ai peur du docteur',
      'c koi un docteur',
    ],
    answers: {
      up_to_5:
        'Le médecin, c’est une personne qui connaît très bien le corps. Il vérifie que tu grandis bien, écoute ton cœur avec son stéthoscope, et quand tu es malade, il trouve ce qui ne va pas pour t’aider à guérir.',
      '6_to_8':
        'On va chez le médecin quand on est malade, pour qu’il trouve ce qui ne va pas et dise comment guérir : du repos, un sirop, parfois un médicament. Mais on y va aussi quand on va bien ! Le médecin vérifie alors que tu grandis normalement : il te mesure, te pèse, regarde tes oreilles et ta gorge, et écoute ton cœur et tes poumons avec un stéthoscope, un tuyau qui lui permet d’entendre l’intérieur de ton corps. Il fait aussi les vaccins qui te protègent. Le médecin des enfants s’appelle un pédiatre. C’est normal d’être un peu inquiet chez le docteur : tu peux lui poser toutes tes questions, il est là pour t’aider.',
      '9_to_12':
        'Le médecin soigne les maladies, mais son rôle est aussi de les prévenir et de les repérer tôt. En France, tous les enfants ont 20 examens de santé obligatoires entre la naissance et 16 ans, pris en charge par l’Assurance maladie et notés dans le carnet de santé. Le médecin y vérifie la croissance, la vue, l’audition, le développement, et met à jour les vaccins. Quand tu es malade, il t’interroge, t’examine, parfois demande une prise de sang ou une radio, puis pose un diagnostic, c’est-à-dire le nom de la maladie, et prescrit un traitement. Son outil le plus célèbre, le stéthoscope, a été inventé en 1816 par le médecin français René Laennec. Le généraliste soigne toutes sortes de maladies et envoie si besoin vers un spécialiste : pédiatre pour les enfants, dermatologue pour la peau, ophtalmologiste pour les yeux. Pour devenir médecin, il faut étudier au moins 9 ans après le baccalauréat. Grâce à la Sécurité sociale, créée en 1945, les familles ne paient qu’une petite partie des consultations.',
      '13_plus':
        'La médecine a trois missions : prévenir les maladies, les diagnostiquer et les traiter. La consultation suit une démarche clinique : l’interrogatoire, qui recueille les symptômes et les antécédents, l’examen physique (auscultation, palpation, prise de tension), puis si nécessaire des examens complémentaires (analyses biologiques, imagerie) avant de poser un diagnostic et de proposer un traitement. Chez l’enfant, le suivi préventif occupe une grande place : en France, 20 examens obligatoires sont prévus de la naissance à 16 ans, pour surveiller la croissance, le développement, la vue, l’audition, et assurer la vaccination, avec 11 vaccins obligatoires pour les enfants nés depuis 2018. Le stéthoscope, inventé par René Laennec en 1816, symbolise cette médecine fondée sur l’examen du corps, qui s’est enrichie au XIXe siècle de la méthode expérimentale défendue par Claude Bernard. Le médecin est soumis au secret médical et à une déontologie héritée du serment d’Hippocrate, médecin grec du Ve siècle avant notre ère. Les études durent de 9 ou 10 ans pour la médecine générale à 11 ans ou plus pour certaines spécialités ; l’entrée en deuxième année, longtemps limitée par le numerus clausus, est organisée autrement depuis 2021. La France connaît des déserts médicaux, territoires où il est difficile de trouver un médecin. La Sécurité sociale, fondée en 1945, rembourse la plupart des consultations, ce qui rend les soins accessibles quel que soit le revenu.',
    },
  },
  {
    id: 'hospitals',
    title: 'À quoi sert l’hôpital ?',
    phrasings: [
      'à quoi sert l’hôpital',
      'a quoi sert l hopital',
      'c’est quoi un hôpital',
      'c koi un hopital',
      'pourquoi on va à l’hôpital',
      'pk mamie est à l’hôpital',
      'c’est quoi les urgences',
      'pourquoi on reste dormir à l’hôpital',
      'c’est quoi une infirmière',
      'qui a inventé les hôpitaux',
    ],
    answers: {
      up_to_5:
        'L’hôpital, c’est une grande maison pleine de médecins et d’infirmières, ouverte le jour et la nuit. On y va quand on est très malade ou blessé, pour être bien soigné, et aussi pour faire naître les bébés.',
      '6_to_8':
        'L’hôpital est un grand bâtiment où travaillent des médecins, des infirmières, des infirmiers et beaucoup d’autres personnes, jour et nuit, toute l’année. On y va quand on a besoin de soins qu’on ne peut pas faire chez le médecin habituel : une opération, une grosse blessure, une maladie grave, ou des examens avec de grosses machines qui voient l’intérieur du corps. Parfois, on y dort quelques nuits, pour que les soignants puissent surveiller que tout va bien. Il y a aussi les urgences, pour les problèmes qui ne peuvent pas attendre, et la maternité, où naissent la plupart des bébés. Si quelqu’un que tu aimes est à l’hôpital, il y est entouré de personnes dont le métier est de bien le soigner.',
      '9_to_12':
        'Un hôpital rassemble en un même lieu des soignants et des équipements qu’on ne trouve pas ailleurs : blocs opératoires pour les opérations, scanners et IRM pour voir l’intérieur du corps, laboratoires d’analyse, réanimation pour les personnes très malades. Il est organisé en services : pédiatrie pour les enfants, maternité, cardiologie pour le cœur, urgences… Les médecins y travaillent avec des infirmiers, des aides-soignants, des sages-femmes, des kinésithérapeutes, et aussi des cuisiniers, des agents d’entretien ou des enseignants pour les enfants hospitalisés longtemps. En France, il y a environ 3 000 hôpitaux et cliniques. Le mot vient du latin hospes, « l’hôte » : au Moyen Âge, les hôpitaux accueillaient surtout les pauvres, les pèlerins et les malades, et étaient tenus par des religieux. L’Hôtel-Dieu de Paris, fondé il y a plus de 1 300 ans, est l’un des plus anciens hôpitaux du monde encore en activité. En cas d’urgence grave, on appelle le 15, le SAMU.',
      '13_plus':
        'L’hôpital moderne est un établissement de santé qui assure le diagnostic, le traitement et la surveillance des patients, avec ou sans hébergement, ainsi que l’enseignement et la recherche dans les centres hospitaliers universitaires (CHU), créés en France par la réforme Debré de 1958. Son origine est charitable : dans l’Antiquité tardive et au Moyen Âge, les hospices, souvent religieux, accueillaient indigents, pèlerins, orphelins et malades ; l’Hôtel-Dieu de Paris, traditionnellement daté de 651, en est un exemple. Ce n’est qu’à la fin du XVIIIe et au XIXe siècle que l’hôpital devient un lieu de soin et de savoir médical, avec la médecine clinique, l’anesthésie (années 1840) et l’asepsie inspirée des travaux de Pasteur et de Lister. La France compte environ 3 000 établissements de santé, publics, privés à but non lucratif ou commerciaux, et plusieurs centaines de milliers de soignants, dont les infirmiers forment le groupe le plus nombreux. L’hôpital public assure la permanence des soins : accueil 24 heures sur 24 aux urgences, qui comptent plus de 20 millions de passages par an, et prise en charge de tous, quel que soit le revenu. Le système fait face à des difficultés : manque de personnel, urgences saturées, fermetures de lits, vieillissement de la population, débats sur le financement par l’Assurance maladie. Le SAMU, joignable au 15, organise la régulation des appels d’urgence et l’envoi d’équipes médicales sur place, un modèle né en France dans les années 1960 et 1970.',
    },
  },
  {
    id: 'strikes',
    title: 'C’est quoi, une grève ?',
    phrasings: [
      'c’est quoi une grève',
      'c koi une greve',
      'pourquoi les gens font grève',
      'pk la maîtresse fait grève',
      'pourquoi il y a grève à l’école',
      'pourquoi les trains sont en grève',
      'c’est quoi une manifestation',
      'pourquoi les gens manifestent',
      'pourquoi on dit faire la grève',
      'droit de grève',
    ],
    answers: {
      up_to_5:
        'Faire grève, c’est quand des grandes personnes arrêtent de travailler pendant un moment, toutes ensemble, pour dire qu’elles ne sont pas d’accord. C’est une façon de se faire entendre sans se bagarrer.',
      '6_to_8':
        'Une grève, c’est quand des travailleurs décident d’arrêter de travailler ensemble, pendant un jour ou plus, pour montrer qu’ils ne sont pas contents. Par exemple, ils trouvent qu’ils ne sont pas assez payés, qu’il n’y a pas assez de monde pour faire le travail, ou ils ne sont pas d’accord avec une nouvelle loi. Quand tout le monde s’arrête en même temps, ça se voit : les trains ne roulent plus, ou l’école est fermée, alors les chefs ou le gouvernement sont poussés à écouter. Souvent, les grévistes font aussi une manifestation : ils marchent ensemble dans la rue avec des pancartes. En France, faire grève est un droit, mais les grévistes ne sont pas payés ces jours-là.',
      '9_to_12':
        'La grève est un arrêt collectif et volontaire du travail, pour appuyer des revendications : salaires, conditions de travail, emplois, ou opposition à une décision du gouvernement. Elle fonctionne comme un moyen de pression : sans travailleurs, l’entreprise ou le service ne peut plus fonctionner, ce qui pousse à négocier. Le mot vient de la place de Grève, à Paris, aujourd’hui place de l’Hôtel-de-Ville, au bord de la Seine : les ouvriers sans travail s’y rassemblaient pour trouver un emploi, et on a fini par dire « faire grève ». En France, la grève était interdite jusqu’en 1864 ; c’est aujourd’hui un droit inscrit dans la Constitution. Les grévistes ne sont pas payés pour les heures non travaillées. Quand au moins un quart des enseignants d’une école font grève, la commune doit organiser un accueil pour les élèves. Certaines grèves ont changé l’histoire : en 1936, de grandes grèves ont abouti aux premiers congés payés.',
      '13_plus':
        'La grève est la cessation collective et concertée du travail en vue d’appuyer des revendications professionnelles. En France, la coalition ouvrière était un délit depuis la loi Le Chapelier de 1791 ; la loi Ollivier de 1864 l’a dépénalisée, puis la loi Waldeck-Rousseau de 1884 a autorisé les syndicats. Le préambule de la Constitution de 1946, qui a toujours valeur constitutionnelle, dispose que « le droit de grève s’exerce dans le cadre des lois qui le réglementent ». Ce droit est individuel mais s’exerce collectivement ; il suspend le contrat de travail, donc le salaire, et ne peut justifier un licenciement, sauf faute lourde. Dans les services publics, un préavis de cinq jours est obligatoire, et un service minimum existe dans certains secteurs comme les transports terrestres (2007) ou l’accueil des élèves du primaire (2008). Le mot vient de la place de Grève, « grève » désignant une rive de sable ou de gravier, où se réunissaient les ouvriers en quête d’embauche. Certaines grèves sont devenues historiques : celles du Front populaire en 1936, qui ont obtenu les congés payés et la semaine de 40 heures, ou celles de mai 1968, qui ont conduit aux accords de Grenelle. La grève s’accompagne souvent de manifestations, un droit distinct, lié à la liberté d’expression. Elle fait l’objet de débats récurrents, entre défense d’un moyen d’action essentiel des salariés et gêne occasionnée aux usagers.',
    },
  },
  {
    id: 'unemployment',
    title: 'Pourquoi des gens n’ont pas de travail ?',
    phrasings: [
      'pourquoi des gens n’ont pas de travail',
      'pourquoi des gens ont pas de travail',
      'c’est quoi le chômage',
      'c koi le chomage',
      'pk papa est au chômage',
      'pourquoi maman a perdu son travail',
      'c’est quoi être chômeur',
      'c’est quoi france travail',
      'pourquoi on perd son travail',
      'c’est quoi un licenciement',
    ],
    answers: {
      up_to_5:
        'Parfois, une grande personne n’a plus de travail, par exemple parce que l’endroit où elle travaillait a fermé. Ce n’est pas de sa faute. Elle cherche un nouveau travail, et des gens l’aident à en trouver un.',
      '6_to_8':
        'Quand une personne veut travailler mais ne trouve pas de travail, on dit qu’elle est au chômage. Ça peut arriver à n’importe qui, même à des gens très courageux et très compétents. Par exemple, une usine peut fermer parce qu’elle ne vend plus assez, un magasin peut disparaître, ou une machine peut faire le travail à la place des gens. Parfois, il y a aussi peu de travail dans la ville où l’on habite. Pendant qu’elle cherche, la personne reçoit souvent un peu d’argent pour vivre, et un service public, France Travail, l’aide à trouver un nouvel emploi ou à apprendre un nouveau métier. C’est une période parfois inquiétante pour une famille, mais on finit le plus souvent par retrouver du travail.',
      '9_to_12':
        'Être au chômage, c’est être sans emploi, en chercher un activement et être disponible pour travailler. En France, environ 7 % des personnes qui veulent travailler sont au chômage, soit plus de deux millions de personnes. Les causes sont multiples. Une entreprise peut licencier, c’est-à-dire renvoyer des salariés, si elle a moins de clients ou fait faillite. Certains métiers disparaissent ou se transforment avec les machines et l’informatique, alors que d’autres manquent de bras, ce qui oblige parfois à se former à un nouveau métier. Les jeunes sans diplôme, les personnes de plus de 55 ans ou celles qui vivent dans des régions où il y a peu d’entreprises ont plus de mal à trouver un emploi. Lors des crises économiques, comme en 1929 ou en 2008, le chômage augmente brusquement. Pour aider les chômeurs, il existe une assurance chômage, financée par des cotisations sur les salaires, et un service public, France Travail, qui s’appelait Pôle emploi jusqu’en 2024. Perdre son travail n’est pas une honte, même si c’est une épreuve.',
      '13_plus':
        'Selon la définition du Bureau international du travail (BIT), un chômeur est une personne en âge de travailler, sans emploi, disponible et qui en recherche activement un. En France, le taux de chômage mesuré par l’Insee tourne autour de 7 % de la population active, après avoir dépassé 10 % au milieu des années 2010 ; il est nettement plus élevé chez les moins de 25 ans. Les économistes distinguent plusieurs formes : le chômage frictionnel, temps normal de passage d’un emploi à un autre ; le chômage conjoncturel, lié à un ralentissement de l’activité, comme lors de la Grande Dépression des années 1930, où il a touché environ un quart des actifs aux États-Unis, ou après la crise financière de 2008 ; et le chômage structurel, qui persiste même en période de croissance, en raison d’écarts entre les qualifications demandées et disponibles, du manque de mobilité géographique, ou de la transformation de l’économie par la désindustrialisation et l’automatisation. Keynes, dans sa « Théorie générale » de 1936, a montré qu’une demande insuffisante peut maintenir durablement un chômage de masse, ce qui justifie selon lui l’intervention de l’État. En France, l’assurance chômage a été créée en 1958, gérée par les partenaires sociaux au sein de l’Unédic, et l’accompagnement est assuré par France Travail depuis 2024. Le chômage a des conséquences au-delà du revenu : perte de lien social, d’estime de soi, effets sur la santé, ce qui rend importantes la formation tout au long de la vie et l’aide au retour à l’emploi.',
    },
  },
  {
    id: 'homework-why',
    title: 'Pourquoi on a des devoirs ?',
    phrasings: [
      'pourquoi on a des devoirs',
      'pourquoi il y a des devoirs',
      'pk on doit faire ses devoirs',
      'pourquoi la maîtresse donne des devoirs',
      'pq faut faire les devoirs à la maison',
      'à quoi servent les devoirs',
      'pourquoi apprendre ses leçons',
      'j’aime pas les devoirs',
      'pourquoi on a des devoirs le soir',
      'devoirs à la maison pourquoi',
    ],
    answers: {
      up_to_5:
        'Quand tu apprends quelque chose, ton cerveau l’oublie vite si tu ne le refais pas. Revoir un peu à la maison, c’est comme arroser une petite graine : elle pousse mieux et reste dans ta tête !',
      '6_to_8':
        'À l’école, tu découvres plein de choses nouvelles. Mais ton cerveau est un peu comme un chemin dans l’herbe : si tu passes une seule fois, le chemin disparaît vite ; si tu repasses plusieurs fois, il devient bien tracé. Les devoirs servent à repasser sur le chemin : relire une leçon, réciter une poésie, refaire un calcul. Comme ça, ce que tu as appris reste dans ta mémoire. Les devoirs montrent aussi à tes parents ce que tu fais en classe. En France, les maîtresses et les maîtres ne sont normalement pas censés donner de devoirs écrits à l’école élémentaire, seulement des leçons à apprendre ou à relire. Et s’il y a quelque chose que tu ne comprends pas, c’est important de le dire !',
      '9_to_12':
        'Les devoirs servent surtout à ancrer ce qu’on a appris. Dès la fin du XIXe siècle, le psychologue allemand Hermann Ebbinghaus a montré qu’on oublie une grande partie d’une information nouvelle en quelques jours, sauf si on la revoit plusieurs fois, à intervalles de plus en plus espacés. Les chercheurs ont aussi montré qu’essayer de se souvenir tout seul, par exemple en récitant sa leçon sans la regarder, est beaucoup plus efficace que de la relire dix fois. Les devoirs permettent en plus de s’entraîner, de repérer ce qu’on n’a pas compris, et d’apprendre à travailler seul, ce qui sera très utile au collège et au lycée. En France, depuis 1956, les devoirs écrits à la maison sont en principe interdits à l’école élémentaire, même s’ils restent fréquents, et au collège, le dispositif « Devoirs faits » permet de les faire à l’école, avec de l’aide. Des études montrent d’ailleurs que les devoirs sont surtout utiles à partir du collège, et que quelques minutes bien concentrées valent mieux qu’une heure distraite.',
      '13_plus':
        'Les devoirs prolongent l’apprentissage en classe par la pratique, la mémorisation et le travail autonome. Les sciences cognitives justifient leur principe : la courbe de l’oubli décrite par Hermann Ebbinghaus en 1885 montre une perte rapide de l’information non réactivée ; l’effet d’espacement indique que des révisions réparties dans le temps sont plus efficaces que le bachotage ; l’effet de test, ou récupération active, montre que se forcer à rappeler une information la consolide davantage qu’une relecture passive. Leur efficacité dépend pourtant de l’âge : les méta-analyses, comme celles de l’Américain Harris Cooper, trouvent un lien faible entre devoirs et résultats à l’école primaire, plus net au collège et au lycée. Les devoirs posent aussi une question d’égalité, puisque tous les élèves ne disposent pas chez eux du même calme, du même temps ni de l’aide d’un adulte capable de les accompagner ; c’est l’un des arguments de la circulaire de 1956 qui interdit les devoirs écrits à l’école élémentaire, régulièrement rappelée mais inégalement appliquée. Le dispositif « Devoirs faits », créé en 2017 au collège, propose un temps d’étude accompagnée dans l’établissement. Bien utilisés, les devoirs développent l’autonomie, l’organisation et la persévérance ; mal calibrés, ils deviennent une source de conflits familiaux et de découragement. L’essentiel est qu’ils soient courts, compris et en lien direct avec ce qui a été travaillé en classe.',
    },
  },
  {
    id: 'grades-and-tests',
    title: 'Pourquoi on a des notes et des contrôles ?',
    phrasings: [
      'pourquoi on a des notes',
      'pourquoi il y a des contrôles',
      'pk on a des évaluations à l’école',
      'pourquoi on a des examens',
      'à quoi servent les notes',
      'pourquoi on est noté sur 20',
      'pq y a des controles',
      'j’ai peur des contrôles',
      'qui a inventé les examens',
      'c’est quoi le bac',
      'pourquoi on a un bulletin',
    ],
    answers: {
      up_to_5:
        'Un contrôle, c’est un petit jeu pour voir ce que tu sais déjà faire et ce que tu dois encore apprendre. Ce n’est pas grave de se tromper : c’est comme ça qu’on apprend !',
      '6_to_8':
        'Les contrôles servent à vérifier ce que tu as bien compris, et ce qu’il faut encore travailler. C’est utile pour toi, mais aussi pour ta maîtresse ou ton maître : si beaucoup d’élèves se trompent au même endroit, elle ou il saura qu’il faut réexpliquer. Les notes, les couleurs ou les appréciations comme « acquis » ou « en cours » sont une façon de montrer où tu en es, comme les étapes sur un chemin. Une mauvaise note ne veut pas dire que tu es nul : elle montre juste ce qu’il reste à apprendre. Et se tromper, c’est normal, c’est même en comprenant ses erreurs qu’on progresse le plus. Si tu as peur des contrôles, parles-en : c’est très courant.',
      '9_to_12':
        'Les évaluations ont deux grands rôles. D’abord, aider à apprendre : en montrant ce qui est acquis et ce qui ne l’est pas encore, elles permettent à l’élève de savoir quoi retravailler et à l’enseignant d’adapter ses leçons. Ensuite, elles servent à certifier un niveau, par exemple avec un diplôme comme le brevet ou le baccalauréat, pour passer à l’étape suivante ou accéder à un métier. Les examens sont très anciens : en Chine, de 605 à 1905, les futurs fonctionnaires de l’empereur passaient des concours extrêmement difficiles, qui pouvaient durer plusieurs jours. En France, le baccalauréat a été créé par Napoléon en 1808. Chaque pays a sa façon de noter : la France note souvent sur 20, les États-Unis utilisent des lettres de A à F, et en Allemagne, 1 est la meilleure note et 6 la plus mauvaise ! Une note n’est jamais parfaite : des chercheurs ont montré qu’une même copie peut recevoir des notes différentes selon le correcteur. Ce qui compte, c’est ce qu’on en fait pour progresser.',
      '13_plus':
        'On distingue l’évaluation formative, qui accompagne l’apprentissage en identifiant les réussites et les erreurs, et l’évaluation sommative, qui dresse un bilan à la fin d’une période, ainsi que l’évaluation certificative, qui délivre un diplôme. Les recherches montrent que le retour précis sur les erreurs fait partie des leviers les plus efficaces pour apprendre, et que se tester régulièrement renforce la mémorisation, à condition que l’erreur ne soit pas vécue comme une faute. L’histoire des examens est ancienne : la Chine impériale a organisé des concours de recrutement des fonctionnaires, fondés sur les classiques confucéens, de 605 à 1905, système qui a inspiré les concours administratifs européens. En France, le baccalauréat est créé par un décret de 1808, et la note chiffrée sur 20 s’impose progressivement au XIXe siècle. Dès les années 1920 et 1930, la docimologie, la science des examens, fondée notamment par Henri Piéron, a montré que les notes varient fortement d’un correcteur à l’autre pour une même copie, ce qui a conduit à des barèmes, des doubles corrections et des grilles de compétences. Plusieurs pays et établissements expérimentent des évaluations sans notes à l’école primaire, avec des niveaux de maîtrise, tandis que les évaluations internationales comme PISA comparent les systèmes éducatifs. Le stress des examens est réel et fréquent : le préparer par des entraînements réguliers et un bon sommeil est plus efficace que les révisions de dernière minute.',
    },
  },
  {
    id: 'learning-history-why',
    title: 'Pourquoi on apprend l’histoire à l’école ?',
    phrasings: [
      'pourquoi on apprend l’histoire',
      'pourquoi on apprend l histoire a l ecole',
      'pk on fait de l’histoire à l’école',
      'à quoi ça sert d’apprendre l’histoire',
      'a quoi ça sert d’apprendre le passé',
      'pourquoi apprendre les dates',
      'pourquoi on étudie les rois et les guerres',
      'pourquoi on fait histoire-géo à l’école',
      'pourquoi l’histoire c’est important',
      'pq on doit apprendre l’histoire',
    ],
    answers: {
      up_to_5:
        'L’histoire, ce sont les histoires vraies des gens qui ont vécu avant nous. En les connaissant, on comprend mieux pourquoi le monde est comme il est aujourd’hui, un peu comme quand tes parents te racontent quand tu étais bébé.',
      '6_to_8':
        'L’histoire, c’est tout ce qui s’est passé avant nous, raconté pour de vrai. On l’apprend d’abord parce que c’est passionnant : des châteaux forts, des pharaons, des inventions, des aventures incroyables ! Mais surtout, ça aide à comprendre le monde d’aujourd’hui. Pourquoi on parle français ? Pourquoi on fête le 14 juillet ? Pourquoi il n’y a plus de roi en France ? Toutes les réponses sont dans l’histoire. Elle nous apprend aussi que la vie n’a pas toujours été comme maintenant, et que les gens ont dû se battre pour des choses qu’on trouve normales, comme aller à l’école. Et en connaissant les erreurs du passé, on peut essayer de ne pas les refaire.',
      '9_to_12':
        'Apprendre l’histoire sert d’abord à comprendre le présent : nos frontières, nos lois, nos langues, nos fêtes et même nos conflits viennent du passé. Savoir que les femmes n’ont obtenu le droit de vote en France qu’en 1944, par exemple, aide à comprendre que les droits ne tombent pas du ciel. L’histoire permet aussi de se souvenir, notamment des victimes des guerres et des injustices, comme la Shoah ou l’esclavage, pour que ces drames ne soient pas oubliés. Elle apprend une méthode : un historien ne croit pas tout ce qu’on raconte, il recherche des sources, comme des lettres, des objets ou des archives, les compare et les critique. C’est un excellent entraînement pour repérer les fausses informations. L’historien grec Hérodote, il y a environ 2 500 ans, écrivait déjà pour que les actions des humains ne soient pas oubliées. Les dates servent de repères, comme les panneaux d’une route, pour savoir ce qui s’est passé avant ou après. Enfin, l’histoire fait découvrir des gens très différents de nous, ce qui ouvre l’esprit.',
      '13_plus':
        'L’histoire est, selon la formule de l’historien Marc Bloch, « la science des hommes dans le temps ». Son enseignement poursuit plusieurs objectifs. Un objectif intellectuel d’abord : comprendre comment le monde présent s’est construit, en replaçant les événements dans des causes multiples, économiques, politiques, sociales, culturelles, plutôt que dans des explications simplistes. Un objectif de méthode ensuite : l’historien travaille à partir de sources, écrites, matérielles, orales, qu’il critique en se demandant qui les a produites, quand et dans quel but ; cette démarche est précieuse à l’heure des fausses informations. Un objectif civique enfin : en France, l’école de la IIIe République a fait de l’histoire, avec les manuels d’Ernest Lavisse, un outil pour forger une identité nationale, parfois au prix d’un récit glorieux et simplifié ; les programmes actuels cherchent davantage à former des citoyens capables de penser par eux-mêmes et intègrent des histoires longtemps négligées, comme celles des femmes, de l’esclavage ou de la colonisation. Il faut distinguer l’histoire, démarche critique, de la mémoire, souvenir porté par des groupes, qui peut être sélective ; les débats sur les lois mémorielles l’ont montré. Le philosophe George Santayana affirmait que « ceux qui ne peuvent se souvenir du passé sont condamnés à le répéter », mais les historiens rappellent que l’histoire ne se répète jamais à l’identique : elle aide plutôt à reconnaître des mécanismes et à relativiser nos évidences. Connaître le passé permet enfin de comprendre l’autre, d’hier ou d’ailleurs, et de mesurer que le présent n’est ni naturel ni définitif.',
    },
  },
  {
    id: 'school-holidays',
    title: 'Pourquoi on a des vacances ?',
    phrasings: [
      'pourquoi on a des vacances',
      'pourquoi il y a des vacances scolaires',
      'pk les vacances d’été sont si longues',
      'pourquoi les grandes vacances sont en été',
      'qui a inventé les vacances',
      'pourquoi les adultes ont moins de vacances',
      'c’est quoi les congés payés',
      'pourquoi il y a des zones de vacances',
      'zone a b c vacances',
      'pourquoi les vacances c’est pas pareil partout',
    ],
    answers: {
      up_to_5:
        'Les vacances, c’est pour que ton corps et ta tête se reposent, après avoir beaucoup appris et travaillé. Tu peux jouer, voir ta famille, découvrir d’autres endroits, et tu reviens à l’école plein d’énergie !',
      '6_to_8':
        'Apprendre, c’est un vrai travail pour ton cerveau, et il a besoin de pauses pour se reposer, un peu comme tes jambes après une longue course. Les vacances permettent aussi de passer du temps en famille, de jouer, de voyager, et d’apprendre autrement, en découvrant la mer, la montagne ou la ferme. Les grandes vacances sont en été depuis longtemps : autrefois, beaucoup d’enfants de la campagne aidaient leurs parents aux travaux des champs, comme les moissons, à cette période. Les adultes ont moins de vacances que les enfants : en France, la plupart ont 5 semaines par an. Avant, ils n’en avaient pas du tout ! Les premières vacances payées pour tous les travailleurs datent de 1936.',
      '9_to_12':
        'Les vacances scolaires existent parce que le cerveau apprend mieux avec des périodes de repos : en France, on essaie d’alterner environ sept semaines de classe et deux semaines de vacances. Les longues vacances d’été ont une origine ancienne : au XIXe siècle, beaucoup d’enfants vivaient à la campagne et aidaient aux moissons et aux vendanges, et il faisait aussi très chaud dans les classes. Les vacances d’hiver et de printemps sont décalées selon trois zones, A, B et C, pour éviter que toute la France parte en même temps et pour que les stations de ski et les routes ne soient pas bondées. Pour les adultes, les congés payés sont une conquête récente : en 1936, sous le Front populaire, les salariés obtiennent pour la première fois deux semaines de vacances payées, et beaucoup découvrent la mer. On est passé à trois semaines en 1956, quatre en 1969, puis cinq en 1982. Dans d’autres pays, les vacances sont très différentes : aux États-Unis, aucune loi n’oblige les employeurs à accorder des congés payés.',
      '13_plus':
        'Les vacances scolaires répondent à des considérations de rythme biologique et pédagogique : la chronobiologie a montré que la fatigue s’accumule au fil des semaines et que des pauses régulières améliorent l’attention, d’où la recommandation d’un rythme d’environ sept semaines de cours pour deux de vacances, appliqué en France depuis les années 2010 avec des vacances de la Toussaint portées à deux semaines. La longueur des vacances d’été est un héritage historique : au XIXe siècle, le calendrier scolaire suivait celui des travaux agricoles, qui mobilisaient les enfants pour les moissons et les vendanges, et la rentrée a longtemps eu lieu le 1er octobre. Ces longues vacances font aujourd’hui débat, car elles accentuent les inégalités : pendant l’été, les élèves issus de milieux favorisés continuent d’apprendre grâce aux activités et aux voyages, tandis que d’autres perdent une partie de leurs acquis. Le découpage en trois zones pour les vacances d’hiver et de printemps vise à étaler les départs, pour le tourisme et la circulation. Pour les travailleurs, les congés payés sont une conquête sociale : deux semaines en 1936 avec le Front populaire et Léo Lagrange, sous-secrétaire d’État aux Loisirs, trois en 1956, quatre en 1969 et cinq en 1982. L’Union européenne impose aujourd’hui au moins quatre semaines de congés payés, alors que les États-Unis n’en imposent aucune au niveau fédéral. Le mot vacances vient du latin vacare, « être vide, libre », le même que dans « vacant ».',
    },
  },
  {
    id: 'no-school-wednesday',
    title: 'Pourquoi on n’a pas école le mercredi ?',
    phrasings: [
      'pourquoi on n’a pas école le mercredi',
      'pourquoi on a pas école le mercredi',
      'pk pas d’école le mercredi',
      'pourquoi le mercredi c’est congé',
      'pourquoi l’école c’est 4 jours',
      'pourquoi on a école le mercredi matin',
      'semaine de quatre jours école',
      'pourquoi avant on avait pas école le jeudi',
      'pourquoi pas d’école le samedi',
      'mercredi sans école',
    ],
    answers: {
      up_to_5:
        'Dans beaucoup d’écoles en France, le mercredi est un jour de pause au milieu de la semaine. Ça permet de se reposer, de jouer, de faire du sport ou de la musique. C’est une très vieille habitude !',
      '6_to_8':
        'En France, beaucoup d’écoles n’ont pas classe le mercredi : c’est une pause au milieu de la semaine, pour se reposer et faire d’autres activités, comme du sport, de la danse, de la musique ou aller au centre de loisirs. Cette habitude est très ancienne. Il y a plus de 140 ans, une loi a décidé que les enfants auraient un jour libre en plus du dimanche, pour que les familles qui le voulaient puissent leur faire apprendre leur religion en dehors de l’école. À l’époque, c’était le jeudi ! Plus tard, ce jour a été déplacé au mercredi. Dans certaines villes, les enfants ont quand même école le mercredi matin : chaque commune peut choisir.',
      '9_to_12':
        'L’histoire commence avec Jules Ferry : la loi de 1882, qui rend l’école obligatoire et laïque, prévoit que les écoles publiques libèrent les enfants un jour par semaine en plus du dimanche, pour que les parents puissent, s’ils le souhaitent, leur faire donner une instruction religieuse en dehors de l’école. Ce jour était le jeudi. En 1972, il a été déplacé au mercredi. Pendant longtemps, les élèves avaient aussi classe le samedi matin, jusqu’en 2008, année où la semaine de quatre jours a été généralisée. En 2013, une réforme a remis la classe le mercredi matin, car des chercheurs estimaient que des journées plus courtes, réparties sur plus de jours, étaient meilleures pour apprendre. Mais depuis 2017, chaque commune peut choisir, et la grande majorité est revenue à la semaine de quatre jours, avec le mercredi libre. La France a d’ailleurs l’une des années scolaires les plus courtes d’Europe en nombre de jours, mais avec des journées plutôt longues.',
      '13_plus':
        'La coupure du milieu de semaine est une particularité française héritée des lois scolaires de la IIIe République. La loi du 28 mars 1882, qui rend l’instruction primaire obligatoire et l’enseignement public laïque, dispose que les écoles vaquent un jour par semaine en plus du dimanche, afin de permettre aux parents de faire donner l’instruction religieuse hors des édifices scolaires : c’est un compromis qui accompagne la sortie du catéchisme de l’école publique. Ce jour libre, fixé au jeudi, est déplacé au mercredi en 1972. Le samedi matin travaillé disparaît avec la réforme de 2008, qui instaure la semaine de quatre jours pour le primaire, soit 24 heures de classe hebdomadaires. Les chronobiologistes et l’Académie de médecine ont critiqué ce rythme, jugé trop concentré, et la réforme des rythmes scolaires de 2013, portée par le ministre Vincent Peillon, a imposé neuf demi-journées, dont le mercredi matin, avec des activités périscolaires. Son application, coûteuse pour les communes et contestée par une partie des familles, a conduit à un décret de 2017 autorisant un retour dérogatoire à quatre jours, adopté depuis par environ neuf communes sur dix. La France se distingue ainsi par un faible nombre de jours de classe, autour de 160 par an au primaire, contre environ 180 à 200 dans beaucoup de pays, et par des journées longues. Le débat sur le meilleur rythme, entre besoins des enfants, organisation des familles, contraintes des communes et activités extrascolaires, reste ouvert.',
    },
  },
  {
    id: 'school-uniform',
    title: 'Pourquoi dans certains pays les élèves portent un uniforme ?',
    phrasings: [
      'pourquoi dans certains pays les élèves portent un uniforme',
      'pourquoi on a pas d’uniforme à l’école',
      'pk les anglais ont un uniforme à l’école',
      'uniforme scolaire',
      'pourquoi les japonais ont un uniforme',
      'c’est quoi un uniforme d’école',
      'pourquoi les élèves portaient une blouse',
      'blouse d’écolier autrefois',
      'est-ce que l’uniforme va devenir obligatoire',
      'pq les écoliers anglais sont en uniforme',
    ],
    answers: {
      up_to_5:
        'Dans certains pays, comme l’Angleterre ou le Japon, tous les élèves d’une école s’habillent pareil : c’est l’uniforme. Ça montre qu’ils font partie de la même école, comme les joueurs d’une même équipe avec le même maillot !',
      '6_to_8':
        'Un uniforme, ce sont des vêtements pareils pour tous les élèves d’une même école : par exemple un pull, une chemise et une jupe ou un pantalon de la même couleur. On en porte en Angleterre, au Japon, en Australie ou dans beaucoup de pays d’Afrique. L’idée, c’est que tout le monde se sente dans la même équipe, et que personne ne soit moqué à cause de ses vêtements, qu’ils soient chers ou pas. En France, il n’y a pas d’uniforme dans les écoles publiques. Mais autrefois, les écoliers portaient une blouse, souvent grise ou bleue, pour protéger leurs habits de l’encre et de la poussière de craie !',
      '9_to_12':
        'L’uniforme scolaire est obligatoire dans de nombreux pays : au Royaume-Uni, où il est une tradition depuis des siècles, au Japon, en Australie, en Inde ou dans une grande partie de l’Afrique. Ses défenseurs avancent plusieurs raisons : créer un sentiment d’appartenance à l’établissement, effacer les différences de richesse visibles à travers les vêtements de marque, limiter les moqueries, faciliter le matin le choix des habits, et reconnaître facilement les élèves lors des sorties. Ses opposants répondent qu’il coûte cher à acheter, qu’il empêche les enfants d’exprimer leur personnalité, et que les études ne montrent pas d’effet clair sur les résultats scolaires ni sur le harcèlement. En France, l’école publique n’a jamais imposé d’uniforme, mais jusqu’aux années 1960 et 1970, beaucoup d’élèves portaient une blouse pour protéger leurs vêtements, à l’époque du porte-plume et de l’encre. Quelques établissements privés ou militaires ont un uniforme, et une expérimentation de « tenue unique » a été lancée en 2024 dans des écoles volontaires.',
      '13_plus':
        'L’uniforme scolaire s’est diffusé à partir des écoles anglaises, notamment les charity schools et les public schools, où il marquait l’appartenance à une institution et parfois un statut social ; il s’est ensuite répandu dans l’Empire britannique et au-delà, jusqu’au Japon de l’ère Meiji, qui adopte des tenues d’inspiration militaire pour les garçons, puis marine pour les filles dans les années 1920. Ses partisans y voient un outil d’égalité, de cohésion et de discipline, qui neutralise la compétition vestimentaire et les marques. Ses critiques soulignent le coût pour les familles, l’atteinte à l’expression individuelle, les normes genrées imposées, comme les jupes obligatoires pour les filles, et l’absence de preuve solide d’effet sur les résultats, le climat scolaire ou le harcèlement : les recherches disponibles donnent des conclusions contrastées. En France, l’école publique républicaine n’a jamais institué d’uniforme ; la blouse, courante jusqu’aux années 1960 et 1970, avait une fonction pratique de protection des vêtements. Le débat revient régulièrement dans la vie politique, et une expérimentation d’une « tenue unique », financée en partie par l’État, a été lancée à la rentrée 2024 dans des établissements volontaires, avec une évaluation prévue avant toute décision de généralisation. Dans certains territoires d’outre-mer, des tenues communes existent déjà dans de nombreux établissements. La question illustre un débat plus large entre égalité, liberté individuelle et identité collective à l’école.',
    },
  },
  {
    id: 'children-without-school',
    title: 'Pourquoi des enfants ne vont pas à l’école dans d’autres pays ?',
    phrasings: [
      'pourquoi des enfants ne vont pas à l’école',
      'pourquoi des enfants vont pas a l ecole dans d autres pays',
      'pk certains enfants n’ont pas d’école',
      'pourquoi des enfants travaillent',
      'c’est quoi le travail des enfants',
      'pourquoi des filles n’ont pas le droit d’aller à l’école',
      'combien d’enfants ne vont pas à l’école',
      'qui est malala',
      'pourquoi des enfants pauvres ne vont pas à l’école',
      'enfants non scolarisés dans le monde',
    ],
    answers: {
      up_to_5:
        'Dans certains pays, il n’y a pas assez d’écoles ni de maîtresses, ou les familles sont très pauvres et les enfants doivent aider. Beaucoup de gens travaillent pour que tous les enfants du monde puissent aller à l’école un jour.',
      '6_to_8':
        'Dans le monde, des millions d’enfants ne vont pas à l’école, et ce n’est presque jamais parce qu’ils ne veulent pas. Parfois, l’école est trop loin, il faut marcher des heures, ou il n’y a pas assez de maîtres. Parfois, la famille est très pauvre : elle ne peut pas payer les cahiers ou l’uniforme, et l’enfant doit travailler pour aider. Dans les pays en guerre, les écoles sont fermées ou détruites. Et dans certains endroits, on empêche les filles d’étudier. C’est injuste, car apprendre est un droit pour tous les enfants. Heureusement, les choses avancent : il y a aujourd’hui beaucoup plus d’enfants à l’école qu’il y a cinquante ans.',
      '9_to_12':
        'Selon l’UNESCO, environ 250 millions d’enfants et d’adolescents dans le monde ne vont pas à l’école, plus de la moitié en Afrique subsaharienne. Les raisons sont nombreuses. La pauvreté d’abord : même quand l’école est gratuite, il faut payer les fournitures ou le transport, et beaucoup de familles ont besoin que les enfants travaillent ; on estime qu’environ 160 millions d’enfants travaillent dans le monde, souvent dans les champs. Les guerres et les catastrophes détruisent les écoles et obligent les familles à fuir. Dans les campagnes isolées, l’école est parfois à des heures de marche, et les enseignants manquent. Les filles sont souvent les plus touchées, à cause des mariages précoces ou des tâches ménagères ; en Afghanistan, elles sont interdites d’école après 12 ans depuis 2021. La Pakistanaise Malala Yousafzai, blessée en 2012 parce qu’elle défendait l’éducation des filles, a reçu le prix Nobel de la paix en 2014, à 17 ans. Depuis 2000, des millions d’enfants supplémentaires ont pourtant rejoint l’école, grâce aux gouvernements et aux associations.',
      '13_plus':
        'Le droit à l’éducation est reconnu par la Déclaration universelle des droits de l’homme (1948) et la Convention internationale des droits de l’enfant (1989), et l’un des objectifs de développement durable de l’ONU vise une éducation de qualité pour tous d’ici 2030. Pourtant, l’UNESCO estime qu’environ 250 millions d’enfants et de jeunes ne sont pas scolarisés, dont plus de la moitié en Afrique subsaharienne, et que des centaines de millions d’autres, bien qu’inscrits, n’acquièrent pas les bases de la lecture et du calcul. Les obstacles sont économiques : coûts indirects de la scolarité et coût d’opportunité, puisque l’enfant qui étudie ne rapporte pas de revenu ; l’OIT et l’UNICEF estimaient en 2020 à 160 millions le nombre d’enfants astreints au travail, dont près de la moitié à des travaux dangereux. Ils sont aussi géographiques (écoles éloignées, pénurie d’enseignants formés), sécuritaires (conflits armés, attaques contre les écoles, déplacements forcés) et sociaux : discriminations envers les filles, mariages précoces, handicap, minorités linguistiques. En Afghanistan, les talibans interdisent depuis 2021 l’enseignement secondaire aux filles, puis l’université depuis 2022. Des progrès considérables ont néanmoins été accomplis : la scolarisation primaire est devenue majoritaire presque partout, et l’écart entre filles et garçons s’est beaucoup réduit au primaire. Les recherches montrent que chaque année d’éducation supplémentaire, notamment pour les filles, améliore les revenus, la santé des enfants et la participation à la vie publique, ce qui fait de l’éducation l’un des investissements les plus efficaces contre la pauvreté.',
    },
  },
  {
    id: 'childrens-rights',
    title: 'C’est quoi, les droits de l’enfant ?',
    phrasings: [
      'c’est quoi les droits de l’enfant',
      'c koi les droits des enfants',
      'quels sont les droits des enfants',
      'est-ce que les enfants ont des droits',
      'convention des droits de l’enfant',
      'pourquoi les enfants ont des droits',
      'c’est quoi le 119',
      'droit de jouer',
    ],
    answers: {
      up_to_5:
        'Tous les enfants du monde ont des droits : avoir un nom, manger, être soigné, aller à l’école, jouer, et être protégé. Personne n’a le droit de te faire du mal. Si quelque chose ne va pas, tu peux toujours en parler à un adulte de confiance.',
      '6_to_8':
        'Les droits de l’enfant, ce sont des règles qui disent ce que tous les enfants du monde doivent avoir, partout, qu’ils soient filles ou garçons, riches ou pauvres. Par exemple : le droit d’avoir un nom et une famille, d’être nourri et soigné, d’aller à l’école, de jouer et de se reposer, de donner son avis, et d’être protégé contre la violence. Presque tous les pays du monde ont promis de respecter ces droits, en signant un grand texte en 1989. C’est pour ça qu’on fête la journée des droits de l’enfant chaque 20 novembre. Si un enfant est en danger ou qu’un adulte lui fait du mal, il peut en parler à quelqu’un de confiance, ou appeler le 119, un numéro gratuit, jour et nuit.',
      '9_to_12':
        'Les droits de l’enfant sont rassemblés dans la Convention internationale des droits de l’enfant, adoptée par l’ONU le 20 novembre 1989. Elle compte 54 articles, et presque tous les pays du monde l’ont ratifiée, c’est-à-dire se sont engagés à la respecter ; la France l’a fait en 1990. Elle dit qu’un enfant, jusqu’à 18 ans, n’est pas la propriété de ses parents mais une personne, avec des droits à lui. Parmi eux : le droit à un nom et une nationalité, à la santé, à l’éducation, aux loisirs et au jeu, le droit d’exprimer son opinion sur ce qui le concerne, et le droit d’être protégé contre la violence, l’exploitation et la guerre. Elle s’inspire des idées du médecin polonais Janusz Korczak, qui disait déjà dans les années 1920 qu’il fallait respecter les enfants. Bien sûr, ces droits ne sont pas encore respectés partout. En France, une Défenseure des droits veille à leur respect, et le 119 répond aux enfants en danger, gratuitement, 24 heures sur 24. Les droits vont avec des devoirs, comme respecter les droits des autres.',
      '13_plus':
        'La reconnaissance de l’enfant comme sujet de droits est récente. Au XIXe siècle, les premières lois protègent les enfants contre les abus les plus graves, comme le travail dans les usines, encadré en France dès 1841. En 1924, la Société des Nations adopte la Déclaration de Genève, inspirée par Eglantyne Jebb, fondatrice de Save the Children ; le pédagogue polonais Janusz Korczak, mort en 1942 à Treblinka avec les enfants de son orphelinat, défendait un véritable respect de l’enfant. La Convention internationale des droits de l’enfant (CIDE), adoptée par l’Assemblée générale des Nations unies le 20 novembre 1989, est le traité relatif aux droits humains le plus ratifié au monde : 196 États, tous les membres de l’ONU sauf les États-Unis, qui l’ont signée sans la ratifier. Elle repose sur quatre principes : la non-discrimination, l’intérêt supérieur de l’enfant, le droit à la vie et au développement, et le droit d’être entendu (article 12). Elle combine droits de protection (contre la violence, l’exploitation, les conflits armés), droits aux services (santé, éducation) et droits de participation (expression, association). Un comité d’experts de l’ONU examine régulièrement les rapports des États. En France, la Défenseure des droits, assistée d’un Défenseur des enfants, peut être saisie directement par un mineur, et le 119, « Allô enfance en danger », reçoit les appels gratuitement jour et nuit. En 2019, la France a inscrit dans la loi l’interdiction des violences éducatives ordinaires, comme la fessée. L’écart entre ces principes et la réalité reste important : travail des enfants, enfants soldats, mariages forcés, pauvreté.',
    },
  },
  {
    id: 'city-why',
    title: 'C’est quoi, une ville, et pourquoi les gens y habitent ?',
    phrasings: [
      'c’est quoi une ville',
      'c koi une ville',
      'pourquoi les gens habitent en ville',
      'pourquoi il y a des villes',
      'pk on vit en ville',
      'différence entre une ville et un village',
      'c’est quoi un village',
      'quelle est la plus grande ville du monde',
      'quelle est la première ville du monde',
      'pourquoi les gens quittent la campagne',
      'ville ou campagne',
    ],
    answers: {
      up_to_5:
        'Une ville, c’est un endroit où beaucoup de gens habitent tout près les uns des autres, avec plein de maisons, d’immeubles, de magasins et d’écoles. Un village, c’est pareil mais en tout petit, avec moins de monde et plus de champs autour.',
      '6_to_8':
        'Une ville, c’est un grand endroit où des milliers, parfois des millions de personnes vivent serrées les unes contre les autres, dans des maisons et des immeubles. Si les gens aiment s’y installer, c’est parce qu’on y trouve tout près de chez soi : du travail, des écoles, des hôpitaux, des magasins, des cinémas, des musées, des bus et des trains. Mais en ville, il y a aussi plus de bruit, de voitures et moins de nature. Un village est beaucoup plus petit, souvent entouré de champs et de forêts. Les toutes premières villes sont apparues il y a plus de 5 000 ans, au Moyen-Orient, quand les humains ont commencé à cultiver la terre. Aujourd’hui, plus de la moitié des humains vivent en ville !',
      '9_to_12':
        'Une ville est un lieu où vit une population nombreuse, sur un espace restreint, avec des bâtiments serrés et beaucoup d’activités autres que l’agriculture : commerces, bureaux, usines, administrations. Les premières villes sont nées en Mésopotamie, dans l’actuel Irak, il y a environ 5 500 ans : Uruk a peut-être compté plusieurs dizaines de milliers d’habitants. Elles sont apparues quand l’agriculture a produit assez de nourriture pour que certaines personnes puissent faire d’autres métiers, comme artisan, marchand ou scribe. Les gens viennent en ville pour le travail, les études, les soins, les loisirs et les rencontres. Depuis 2007 environ, plus de la moitié de l’humanité vit en ville, et ce pourrait être deux personnes sur trois en 2050. La plus grande agglomération du monde est Tokyo, avec environ 37 millions d’habitants. En France, Paris compte environ 2 millions d’habitants, mais plus de 10 millions avec ses banlieues. Pour l’Insee, une ville commence à partir de 2 000 habitants dont les maisons se touchent presque.',
      '13_plus':
        'Il n’existe pas de définition universelle de la ville : selon les pays, on retient un seuil de population, une densité, la continuité du bâti ou la part d’emplois non agricoles. En France, l’Insee parle d’unité urbaine pour un ensemble d’au moins 2 000 habitants sans coupure de plus de 200 mètres entre les constructions, et d’aire d’attraction pour tout le territoire dont les habitants viennent y travailler. Les premières villes apparaissent au Proche-Orient après la révolution néolithique : Çatal Höyük, en Turquie, regroupait déjà plusieurs milliers d’habitants il y a environ 9 000 ans, et Uruk, en Mésopotamie, devient vers 3000 avant notre ère une véritable cité, avec des temples, une administration et l’une des premières écritures. La ville naît du surplus agricole, qui permet la spécialisation des métiers, le commerce et la concentration du pouvoir. Les économistes expliquent son attrait par les économies d’agglomération : la proximité facilite les échanges, l’accès à un grand marché du travail et la diffusion des idées. La révolution industrielle du XIXe siècle a provoqué un exode rural massif ; la France est devenue majoritairement urbaine au début des années 1930. Selon l’ONU, la population mondiale est majoritairement urbaine depuis 2007, avec une croissance rapide des mégapoles d’Asie et d’Afrique. La ville pose aussi des défis : pollution, îlots de chaleur, coût du logement, embouteillages, ségrégation sociale, qui nourrissent les réflexions sur la ville durable, les transports en commun et la place de la nature en ville.',
    },
  },
  {
    id: 'traffic-jams',
    title: 'Pourquoi il y a des embouteillages ?',
    phrasings: [
      'pourquoi il y a des embouteillages',
      'pourquoi il y a des bouchons sur la route',
      'pk on est bloqués dans les bouchons',
      'c’est quoi un embouteillage',
      'pourquoi les voitures avancent pas',
      'pourquoi il y a des bouchons quand on part en vacances',
      'c’est quoi bison futé',
      'pourquoi il y a des bouchons sans accident',
      'plus grand embouteillage du monde',
      'pourquoi il y a des bouchons sur l’autoroute',
    ],
    answers: {
      up_to_5:
        'Un embouteillage, c’est quand il y a trop de voitures en même temps sur la même route. C’est comme quand toute la classe veut passer par la même porte : ça bloque, et on avance tout doucement.',
      '6_to_8':
        'Une route, c’est un peu comme un tuyau : elle ne peut laisser passer qu’un certain nombre de voitures à la fois. Quand trop de gens prennent la même route au même moment, par exemple le matin pour aller au travail ou le jour du départ en vacances, les voitures se serrent et ralentissent : c’est un embouteillage, qu’on appelle aussi un bouchon. Ça arrive aussi quand la route rétrécit, à cause de travaux, ou quand il y a un accident. Et parfois, il suffit qu’un conducteur freine un peu fort pour que celui de derrière freine encore plus fort, et ainsi de suite : tout le monde finit par s’arrêter ! Pour en avoir moins, on peut prendre le train, le bus, le vélo, ou partager sa voiture.',
      '9_to_12':
        'Un embouteillage se forme quand le nombre de véhicules dépasse ce que la route peut écouler, sa capacité. Cela arrive surtout aux heures de pointe, quand tout le monde part travailler ou rentre chez soi en même temps, lors des grands départs en vacances, ou à un endroit où la route se rétrécit : travaux, péage, accident, sortie d’autoroute. Mais des bouchons apparaissent aussi sans raison visible ! En 2008, des chercheurs japonais ont fait rouler 22 voitures sur une piste en cercle, en demandant aux conducteurs de garder une vitesse constante : au bout de quelques minutes, un bouchon s’est formé tout seul. Un petit coup de frein se propage vers l’arrière en s’amplifiant, comme une vague : c’est l’effet accordéon. En France, le service Bison Futé, créé en 1976, conseille les meilleurs jours et horaires pour partir. Le boulevard périphérique de Paris voit passer plus d’un million de véhicules par jour. En 2010, en Chine, un embouteillage a duré une dizaine de jours sur une centaine de kilomètres !',
      '13_plus':
        'La congestion routière apparaît lorsque la demande de déplacement dépasse la capacité d’une voie, qui tourne autour de 2 000 véhicules par heure et par voie sur autoroute. Au-delà d’une certaine densité, le débit diminue au lieu d’augmenter : les véhicules ralentissent, les distances se réduisent, et le flux bascule d’un régime fluide à un régime congestionné. Les physiciens modélisent ce phénomène comme un fluide ou comme un ensemble de particules : une petite perturbation, un freinage, se propage vers l’arrière sous forme d’onde de choc qui remonte la file, à environ 15 à 20 km/h, ce qui explique les « bouchons fantômes ». L’expérience de Yuki Sugiyama et de ses collègues, publiée en 2008, l’a démontré avec 22 voitures sur un circuit circulaire. Les causes identifiables sont les goulots d’étranglement (réductions de voies, bretelles, péages), les incidents, la météo et la concentration des horaires. Construire davantage de routes ne suffit pas toujours : le phénomène de trafic induit montre qu’une capacité nouvelle attire de nouveaux usagers, et le paradoxe de Braess, formulé en 1968, établit qu’ajouter une route à un réseau peut même allonger tous les trajets. Les politiques de mobilité combinent donc transports en commun, covoiturage, télétravail, étalement des horaires, régulation des vitesses et parfois péage urbain, comme à Londres depuis 2003 ou à Stockholm. Les embouteillages ont un coût économique important, en temps perdu et en carburant, et un coût environnemental, car la circulation en accordéon augmente la pollution et les émissions de gaz à effet de serre.',
    },
  },
  {
    id: 'languages-at-home',
    title: 'Pourquoi certaines personnes parlent une autre langue à la maison ?',
    phrasings: [
      'pourquoi certaines personnes parlent une autre langue à la maison',
      'pourquoi mon copain parle une autre langue chez lui',
      'pk ma copine parle arabe avec sa maman',
      'c’est quoi être bilingue',
      'c koi bilingue',
      'comment on peut parler deux langues',
      'est-ce qu’un enfant peut apprendre deux langues en même temps',
      'pourquoi mamie parle breton',
      'c’est quoi une langue régionale',
      'pourquoi on parle deux langues à la maison',
    ],
    answers: {
      up_to_5:
        'Certaines familles viennent d’un autre pays, ou ont des grands-parents qui parlaient une autre langue. Alors à la maison, elles parlent leur langue, et à l’école, le français. Ces enfants ont deux langues dans la tête : c’est une vraie richesse !',
      '6_to_8':
        'Beaucoup de familles ont un papa, une maman ou des grands-parents venus d’un autre pays, où l’on parle une autre langue : l’arabe, le portugais, l’anglais, le chinois, le wolof… Ils continuent souvent à la parler à la maison, parce que c’est la langue de leur cœur, celle de leur enfance, et pour que leurs enfants puissent parler avec toute la famille. Ces enfants parlent alors une langue à la maison et le français à l’école : on dit qu’ils sont bilingues. Les enfants sont très forts pour apprendre deux langues en même temps, sans les mélanger longtemps. En France, il y a aussi des langues régionales très anciennes, comme le breton, le basque, l’alsacien, l’occitan ou le créole, que certaines familles parlent encore.',
      '9_to_12':
        'Parler une autre langue à la maison est très courant : on estime que plus de la moitié des humains utilisent au moins deux langues dans leur vie quotidienne. Dans beaucoup de pays, comme en Inde ou au Sénégal, on parle une langue en famille et une autre à l’école ou au travail. En France, de nombreuses familles ont des origines dans d’autres pays et transmettent leur langue à leurs enfants, pour garder le lien avec la famille restée là-bas et avec leur culture. D’autres parlent une langue régionale : en 1999, un rapport a recensé 75 langues de France, comme le breton, le basque, le corse, l’alsacien, l’occitan ou les créoles des outre-mer. Autrefois, à l’école, ces langues étaient interdites et les élèves qui les parlaient pouvaient être punis, mais aujourd’hui on peut même les apprendre en classe. Contrairement à une idée reçue, grandir avec deux langues ne retarde pas l’apprentissage du français : le cerveau des enfants s’adapte très bien, et mélanger parfois les mots est normal au début. Être bilingue, c’est avoir deux fenêtres ouvertes sur le monde.',
      '13_plus':
        'Le bilinguisme, ou plurilinguisme, est la situation la plus répandue dans le monde : une majorité d’êtres humains utilise plusieurs langues au quotidien, selon les contextes, la famille, l’école, le travail ou l’administration, une répartition que les linguistes appellent diglossie quand les langues ont des statuts différents. En France, la pratique d’une autre langue que le français à la maison s’explique d’abord par l’histoire des migrations, italienne, polonaise, espagnole, portugaise, maghrébine, africaine, asiatique, et par la volonté des parents de transmettre une identité et de permettre à l’enfant de communiquer avec sa famille élargie. Selon les enquêtes de l’Insee et de l’Ined, la transmission d’une langue d’origine diminue souvent en deux ou trois générations, au profit du français. Il existe aussi les langues régionales : le rapport de Bernard Cerquiglini en 1999 a recensé 75 « langues de France », dont une majorité en outre-mer ; longtemps combattues par l’école de la IIIe République au nom de l’unité nationale, elles sont reconnues depuis 2008 par la Constitution comme appartenant au patrimoine de la France. La recherche en psycholinguistique montre que les jeunes enfants peuvent acquérir deux langues simultanément ; le mélange des langues, ou alternance codique, est un phénomène normal et même une compétence. Certains effets positifs du bilinguisme sur le contrôle de l’attention ont été décrits, mais leur ampleur est aujourd’hui débattue. La langue familiale ne nuit pas à la réussite scolaire ; c’est plutôt sa dévalorisation qui peut fragiliser l’enfant, d’où l’intérêt de considérer ces langues comme une ressource.',
    },
  },
  {
    id: 'leaving-your-country',
    title: 'Pourquoi des gens quittent leur pays ?',
    phrasings: [
      'pourquoi des gens quittent leur pays',
      'pourquoi des gens viennent vivre en france',
      'pk des gens partent de leur pays',
      'c’est quoi un réfugié',
      'c koi un migrant',
      'c’est quoi un immigré',
      'pourquoi des gens traversent la mer en bateau',
      'pourquoi des familles fuient la guerre',
      'c’est quoi émigrer',
      'pourquoi mes grands-parents sont venus en france',
    ],
    answers: {
      up_to_5:
        'Certaines personnes partent vivre dans un autre pays pour trouver du travail, rejoindre leur famille, ou parce que chez elles, il y a la guerre et c’est dangereux. Elles cherchent un endroit où vivre en paix, comme tout le monde.',
      '6_to_8':
        'Les gens quittent leur pays pour plein de raisons. Certains partent pour trouver un travail, faire des études ou rejoindre quelqu’un qu’ils aiment. D’autres sont obligés de partir, parce qu’il y a la guerre, qu’ils sont en danger à cause de leurs idées ou de leur religion, ou qu’une catastrophe a détruit leur maison : on les appelle des réfugiés. Quitter son pays, c’est très difficile : il faut laisser sa maison, ses amis, parfois sa langue. Les humains ont toujours voyagé pour trouver un endroit où vivre, depuis la préhistoire. En France, beaucoup de familles ont un parent ou un grand-parent venu d’ailleurs, d’Italie, d’Espagne, du Portugal, d’Algérie, du Maroc ou d’ailleurs. Et des Français partent aussi vivre dans d’autres pays !',
      '9_to_12':
        'On appelle migrants les personnes qui vont vivre dans un autre pays que celui où elles sont nées. Selon l’ONU, elles sont environ 280 millions dans le monde, soit à peu près une personne sur trente. La plupart partent pour travailler, étudier ou rejoindre leur famille. Mais certaines fuient un danger : la guerre, des persécutions à cause de leur religion, de leurs opinions ou de leur origine, ou des catastrophes. Un réfugié est une personne qui ne peut pas rentrer chez elle sans risquer sa vie ou sa liberté ; la convention de Genève de 1951 oblige les pays qui l’ont signée à la protéger. Plus de 100 millions de personnes ont aujourd’hui été forcées de quitter leur maison, dont beaucoup restent dans leur propre pays ou dans un pays voisin. Certaines prennent des routes très dangereuses, comme la traversée de la Méditerranée dans des bateaux surchargés. En France, environ un habitant sur dix est né à l’étranger. Les migrations ont toujours existé : nos ancêtres sont sortis d’Afrique il y a des dizaines de milliers d’années pour peupler toute la Terre.',
      '13_plus':
        'Les migrations internationales concernent environ 280 millions de personnes selon l’Organisation internationale pour les migrations, soit environ 3,6 % de la population mondiale, une proportion assez stable depuis des décennies. Les chercheurs distinguent les facteurs de départ (pauvreté, chômage, conflits, persécutions, dégradation de l’environnement) et d’attraction (emploi, salaires, présence de proches, stabilité politique), même si les décisions individuelles sont toujours plus complexes. Juridiquement, on distingue le migrant, terme général, l’immigré, qui en France désigne une personne née étrangère à l’étranger et résidant en France, et le réfugié, défini par la convention de Genève de 1951 comme une personne craignant avec raison d’être persécutée du fait de sa race, de sa religion, de sa nationalité, de son appartenance à un certain groupe social ou de ses opinions politiques. Le Haut-Commissariat des Nations unies pour les réfugiés recense plus de 100 millions de personnes déplacées de force, dont une majorité à l’intérieur de leur propre pays, et la plupart des réfugiés sont accueillis par des pays voisins, souvent eux-mêmes pauvres. La France compte environ 7 millions d’immigrés, soit un peu plus de 10 % de la population, et a connu des vagues successives : Belges et Italiens au XIXe siècle, Polonais et Espagnols dans l’entre-deux-guerres, Portugais, Algériens et Marocains pendant les Trente Glorieuses, puis des migrations plus diversifiées. Les migrations sont un sujet de débats politiques intenses, sur l’accueil, l’intégration, les frontières et l’économie, où il importe de distinguer les faits mesurés des opinions. Elles sont aussi constitutives de l’histoire humaine, depuis la sortie d’Afrique d’Homo sapiens.',
    },
  },
  {
    id: 'advertising-why',
    title: 'Pourquoi il y a de la pub ?',
    phrasings: [
      'pourquoi il y a de la pub',
      'pourquoi il y a de la publicité',
      'pk il y a des pubs à la télé',
      'à quoi sert la publicité',
      'c’est quoi une pub',
      'c koi la pub',
      'pourquoi les pubs me donnent envie',
      'pourquoi il y a des pubs sur youtube',
      'pourquoi la pub coupe le dessin animé',
      'est-ce que la pub dit la vérité',
    ],
    answers: {
      up_to_5:
        'Une pub, c’est un petit film ou une affiche qui essaie de te donner envie d’acheter quelque chose. Les gens qui fabriquent les jouets ou les gâteaux la paient pour que tu les connaisses. Alors, même si ça a l’air super, ça vaut la peine de demander l’avis d’un grand !',
      '6_to_8':
        'La publicité, c’est un message payé par une entreprise pour donner envie d’acheter ce qu’elle vend : des jouets, des céréales, des voitures… Elle est partout : à la télé, sur internet, sur les affiches dans la rue, dans les magazines. Les pubs sont faites par des spécialistes très malins : ils utilisent de la musique entraînante, des enfants qui rient, des couleurs vives, pour que le produit ait l’air génial. Mais dans la vraie vie, le jouet est parfois moins beau ou moins rigolo ! La pub sert aussi à payer des choses gratuites : les chaînes de télé et beaucoup de sites ou de jeux gratuits gagnent de l’argent grâce à elle. Quand tu vois une pub, tu peux te demander : est-ce que j’en ai vraiment besoin ?',
      '9_to_12':
        'La publicité est un ensemble de messages payés par des entreprises ou des organisations pour faire connaître un produit, une marque ou une idée, et donner envie de l’acheter. Dans le monde, on y dépense environ 1 000 milliards de dollars par an. Elle finance beaucoup de services qui semblent gratuits : chaînes de télévision, sites internet, réseaux sociaux, jeux sur téléphone. Sur internet, les publicités sont souvent choisies en fonction de ce que tu regardes, grâce aux données collectées sur tes habitudes. Les publicitaires utilisent des techniques précises : répétition, personnages sympathiques ou célèbres, humour, musique, promesse de bonheur ou d’être comme les autres. Les plus jeunes enfants ont du mal à faire la différence entre une pub et une émission, c’est pourquoi la loi les protège : depuis 2018, les chaînes publiques de France Télévisions ne diffusent plus de publicité pendant les programmes pour enfants. Certaines publicités sont interdites, comme celles pour le tabac. Apprendre à décoder une pub, c’est apprendre à choisir par soi-même.',
      '13_plus':
        'La publicité est une communication persuasive payée par un annonceur, destinée à promouvoir un produit, un service, une marque ou une cause. Elle s’est développée avec la presse et l’affiche au XIXe siècle, avec des artistes comme Jules Chéret, puis avec la radio, la télévision, et aujourd’hui le numérique, qui représente la majorité des dépenses publicitaires mondiales, de l’ordre de 1 000 milliards de dollars par an. Son modèle économique finance une grande partie des médias et des services en ligne « gratuits » : quand on ne paie pas, c’est souvent notre attention et nos données qui sont vendues aux annonceurs, grâce au ciblage publicitaire. Les techniques de persuasion s’appuient sur la psychologie : répétition, qui crée la familiarité, association du produit à des émotions positives, preuve sociale, recours à des célébrités ou des influenceurs, sentiment d’urgence. Les recherches montrent que les jeunes enfants ne comprennent pas l’intention commerciale de la publicité avant 7 ou 8 ans environ, d’où des règles spécifiques : en France, la loi de 2016, entrée en vigueur en 2018, a supprimé la publicité commerciale dans les programmes jeunesse de France Télévisions, et des règles encadrent la publicité pour les aliments trop gras ou sucrés. La loi Évin de 1991 a restreint fortement la publicité pour le tabac et l’alcool, et depuis 2023, une loi encadre l’activité des influenceurs, qui doivent signaler leurs partenariats. La publicité fait l’objet de critiques, sur la surconsommation, l’impact environnemental ou les stéréotypes, et de défenses, sur son rôle d’information et de financement des médias. L’éducation aux médias vise à développer un regard critique sur ces messages.',
    },
  },
  {
    id: 'retirement',
    title: 'Pourquoi les grands-parents ne travaillent plus ?',
    phrasings: [
      'pourquoi les grands-parents ne travaillent plus',
      'pourquoi papi travaille plus',
      'pk mamie va pas au travail',
      'c’est quoi la retraite',
      'c koi la retraite',
      'à quel âge on part à la retraite',
      'pourquoi on part à la retraite',
      'c’est quoi un retraité',
      'pourquoi les vieux travaillent pas',
    ],
    answers: {
      up_to_5:
        'Quand on a travaillé pendant très longtemps, on a le droit de s’arrêter et de se reposer : c’est la retraite. Les grands-parents reçoivent quand même un peu d’argent chaque mois, et ils ont plus de temps pour s’occuper de toi !',
      '6_to_8':
        'Quand les adultes ont travaillé pendant de longues années, souvent plus de 40 ans, ils peuvent arrêter de travailler : ils partent à la retraite. En France, c’est en général vers 62 à 64 ans. Ils ne sont plus payés par un patron, mais ils reçoivent chaque mois de l’argent, qu’on appelle une pension, pour vivre. Cet argent vient des gens qui travaillent aujourd’hui : une petite partie de leur salaire sert à payer les retraites des plus âgés. Et plus tard, quand tes parents seront à la retraite, ce sont les travailleurs de ta génération qui les aideront. Beaucoup de retraités restent très actifs : ils font du bénévolat, voyagent, jardinent ou gardent leurs petits-enfants !',
      '9_to_12':
        'La retraite est la période de la vie où l’on arrête de travailler, en général après plus de 40 ans de travail, quand le corps commence à se fatiguer et qu’on a mérité du repos. En France, l’âge légal de départ est en train de passer de 62 à 64 ans, après une réforme votée en 2023. Les retraités reçoivent une pension chaque mois. Le système français fonctionne par répartition : les cotisations prélevées aujourd’hui sur les salaires des travailleurs servent à payer immédiatement les pensions des retraités actuels. C’est une solidarité entre générations. La retraite est une invention assez récente : le premier grand système a été créé en Allemagne en 1889, par le chancelier Bismarck, pour les personnes de plus de 70 ans, qui étaient peu nombreuses. En France, la Sécurité sociale de 1945 a étendu la retraite à tous les salariés. Comme on vit de plus en plus longtemps, environ 80 ans pour les hommes et 86 ans pour les femmes, il y a de plus en plus de retraités, ce qui rend le financement des retraites difficile et provoque de grands débats.',
      '13_plus':
        'La retraite est une invention de l’État social. Le premier système obligatoire d’assurance vieillesse est créé en Allemagne en 1889 par le chancelier Otto von Bismarck, avec un âge de 70 ans, à une époque où peu d’ouvriers l’atteignaient. En France, la loi de 1910 sur les retraites ouvrières et paysannes fixe un âge de 65 ans, mais c’est la création de la Sécurité sociale en 1945 qui généralise la retraite des salariés ; l’âge légal est abaissé à 60 ans en 1982, relevé à 62 ans en 2010, puis progressivement à 64 ans par la réforme de 2023. Le système repose principalement sur la répartition : les cotisations des actifs financent directement les pensions des retraités, contrairement à la capitalisation, où chacun épargne pour sa propre retraite sur des marchés financiers. L’équilibre de la répartition dépend du rapport entre cotisants et retraités, passé d’environ 4 pour 1 dans les années 1960 à environ 1,7 pour 1 aujourd’hui, du fait de l’arrivée à la retraite des générations du baby-boom et de l’allongement de l’espérance de vie, autour de 80 ans pour les hommes et 86 ans pour les femmes. Pour maintenir l’équilibre, on peut relever les cotisations, baisser les pensions ou reculer l’âge de départ, des choix politiques qui suscitent de fortes mobilisations, comme en 1995, en 2010 ou en 2023. La France compte environ 17 millions de retraités, et les dépenses de retraite représentent près de 14 % de la richesse nationale, l’un des niveaux les plus élevés d’Europe. Les retraités jouent par ailleurs un rôle social majeur : bénévolat associatif, engagement municipal, garde des petits-enfants.',
    },
  },
  {
    id: 'choosing-a-job',
    title: 'Comment on choisit son métier plus tard ?',
    phrasings: [
      'comment on choisit son métier',
      'comment choisir un métier',
      'pk je sais pas quel métier faire',
      'comment on sait ce qu’on veut faire plus tard',
      'quel métier je peux faire plus tard',
      'combien il y a de métiers',
      'est-ce qu’on peut changer de métier',
      'c’est quoi l’orientation',
      'métier de mes rêves',
    ],
    answers: {
      up_to_5:
        'Tu as tout le temps pour choisir ! En grandissant, tu découvriras ce que tu aimes faire : dessiner, soigner, construire, cuisiner… Et ce qu’on aime faire aide à trouver son métier.',
      '6_to_8':
        'Il existe des milliers de métiers différents, et tu n’as pas besoin de choisir maintenant ! Le plus important, c’est de découvrir ce qui te plaît et ce pour quoi tu es doué : aimes-tu les animaux, les chiffres, bricoler, raconter des histoires, aider les gens, être dehors ? Pour trouver des idées, tu peux poser des questions aux adultes sur leur travail, lire, visiter des endroits. Beaucoup d’enfants changent plusieurs fois d’idée, et c’est normal. Certains métiers d’aujourd’hui n’existaient même pas quand tes parents étaient petits, comme créateur de jeux vidéo sur téléphone. Et même les adultes peuvent changer de métier au cours de leur vie !',
      '9_to_12':
        'Choisir un métier se fait petit à petit, pas en un jour. Il faut d’abord se connaître : ce qu’on aime faire, ce qui nous intéresse, nos qualités, notre façon de travailler, seul ou en équipe, dehors ou dans un bureau. Il faut aussi découvrir les métiers : il en existe des milliers, dont beaucoup sont peu connus, comme ingénieure en acoustique, cordiste ou soigneur animalier. En France, l’orientation se construit au collège et au lycée : en 3e, tous les élèves font un stage d’observation d’une semaine dans une entreprise ou une administration, et des conseillers aident à choisir une voie, générale, technologique ou professionnelle, parfois en apprentissage, en alternant école et entreprise. Certains métiers demandent de longues études, d’autres s’apprennent rapidement. Le monde du travail change vite : de nouveaux métiers apparaissent avec le numérique ou l’écologie, d’autres disparaissent. Beaucoup d’adultes changent de métier une ou plusieurs fois dans leur vie. Il n’y a donc pas de mauvais choix définitif, seulement des étapes.',
      '13_plus':
        'Le choix d’un métier résulte d’un processus d’orientation qui s’étend sur plusieurs années et combine connaissance de soi, connaissance des formations et des métiers, et contraintes du marché du travail. Les psychologues de l’orientation, comme l’Américain John Holland, ont proposé des typologies d’intérêts (réaliste, investigateur, artistique, social, entreprenant, conventionnel) qui servent de base à de nombreux questionnaires, mais aucun test ne prédit à lui seul une vocation. En France, le parcours se structure au collège, avec le stage d’observation de 3e et le choix entre voie générale, technologique ou professionnelle, puis au lycée, avec le choix des spécialités et les vœux formulés sur Parcoursup depuis 2018 ; l’apprentissage, en forte croissance depuis 2018, permet de se former en alternance. La sociologie montre que les choix restent fortement influencés par le milieu social, le genre et le territoire : à niveau scolaire égal, les élèves de milieux modestes visent souvent des études plus courtes, et certaines filières restent très masculines ou féminines, ce que les politiques d’égalité cherchent à corriger. Le marché du travail évolue vite, sous l’effet du numérique, de l’automatisation, de l’intelligence artificielle et de la transition écologique ; les prévisions chiffrées sur les métiers de demain sont cependant très incertaines. Les carrières sont de moins en moins linéaires : reconversions, formation continue, validation des acquis de l’expérience et compte personnel de formation permettent de changer de voie à tout âge. L’orientation apparaît ainsi moins comme un choix unique que comme une suite d’ajustements, où les compétences transversales, savoir apprendre, communiquer, coopérer, comptent autant que la spécialité.',
    },
  },
  {
    id: 'becoming-a-job',
    title: 'Comment on devient pompier, médecin ou maîtresse ?',
    phrasings: [
      'comment on fait pour devenir pompier',
      'comment on devient pompier',
      'je veux devenir pompier',
      'comment on devient médecin',
      'comment devenir docteur',
      'comment on fait pour devenir vétérinaire',
      'je veux devenir vétérinaire',
      'comment on devient maîtresse',
      'comment devenir maître d’école',
      'comment on devient policier',
      'pk il faut faire des études pour devenir médecin',
    ],
    answers: {
      up_to_5:
        'Pour faire un métier quand tu seras grand, tu apprendras plein de choses, à l’école puis dans des écoles spéciales. Les pompiers s’entraînent beaucoup pour être forts et courageux, et les docteurs apprennent tout sur le corps. Tu as tout le temps de choisir !',
      '6_to_8':
        'Chaque métier a son chemin, et il commence toujours à l’école. Pour devenir pompier, il faut être en bonne santé et sportif : on peut même commencer comme jeune sapeur-pompier dès le collège, puis on passe des épreuves et on apprend les gestes qui sauvent. Pour devenir médecin ou vétérinaire, on fait de longues études, parce qu’il faut tout comprendre du corps des humains ou des animaux : au moins neuf ans pour un médecin ! Pour devenir maîtresse ou maître d’école, on étudie plusieurs années après le lycée, puis on passe un concours. Pour être policier, on réussit aussi un concours, puis on apprend le métier dans une école de police. Dès maintenant, tu peux être curieux, poser des questions et découvrir plein de métiers !',
      '9_to_12':
        'Chaque métier a sa formation, et beaucoup demandent un diplôme ou un concours. Pompier : en France, près de huit pompiers sur dix sont des volontaires, qui ont un autre métier à côté. On peut devenir jeune sapeur-pompier vers 11 ans, puis pompier volontaire dès 16 ans, après des tests de santé et de sport et une formation aux secours ; les pompiers professionnels, eux, réussissent un concours. Médecin : après le bac, il faut au moins neuf ans d’études à l’université, avec des stages à l’hôpital, et plus encore pour devenir spécialiste, comme chirurgien ou pédiatre. Vétérinaire : six ou sept ans d’études, dans une école vétérinaire qu’il faut réussir à intégrer. Professeur des écoles : des études à l’université, puis un concours et une formation pour apprendre à enseigner. Policier : un concours, souvent après le bac, puis une formation dans une école de police. Le chemin commence au collège, avec les matières qu’on aime, le stage d’observation de 3e et les conseils pour l’orientation. Et on peut toujours changer de voie en route !',
      '13_plus':
        'Devenir pompier, médecin, vétérinaire, enseignant ou policier suppose en France des parcours très différents, encadrés par des diplômes, des concours et des conditions d’aptitude. Chez les sapeurs-pompiers, près de huit sur dix sont des volontaires, qui s’engagent dès 16 ans, après une visite médicale, des épreuves physiques et une formation initiale au secours aux personnes et à la lutte contre l’incendie ; la section des jeunes sapeurs-pompiers les y prépare dès l’âge d’environ 11 ans. Les professionnels sont recrutés par concours, avec des épreuves écrites, sportives et un entretien, et les militaires de Paris et de Marseille suivent une autre voie. Les études de médecine durent au moins neuf ans après le bac : trois années de premier cycle dont l’accès est sélectif, un deuxième cycle avec de nombreux stages hospitaliers, puis l’internat, qui dure plusieurs années selon la spécialité choisie. Les vétérinaires sont formés dans l’une des quelques écoles nationales vétérinaires, accessibles après le bac ou après une classe préparatoire, pour un cursus d’environ six à sept ans. Les professeurs des écoles sont recrutés par un concours, après des études universitaires et une formation à l’enseignement, dont l’organisation a plusieurs fois été réformée. Les gardiens de la paix, enfin, passent un concours de la Police nationale puis suivent une formation rémunérée en école de police. Pour tous ces métiers, les stages, le bénévolat associatif et les rencontres avec des professionnels aident à vérifier une vocation, et les reconversions restent possibles à tout âge.',
    },
  },
  {
    id: 'racism',
    title: 'C’est quoi, le racisme ?',
    phrasings: [
      'c’est quoi le racisme',
      'c koi le racisme',
      'pourquoi il y a des racistes',
      'pk des gens sont racistes',
      'c’est quoi être raciste',
      'pourquoi on se moque des gens à cause de leur origine',
      'est-ce que les races humaines existent',
      'pourquoi des gens n’aiment pas les étrangers',
      'on m’a traité à cause de ma couleur',
      'c’est quoi la discrimination',
    ],
    answers: {
      up_to_5:
        'Le racisme, c’est quand quelqu’un pense, à tort, qu’une personne vaut moins à cause de sa couleur de peau ou du pays d’où vient sa famille. C’est injuste et interdit. Tous les humains sont de la même grande famille, et si quelqu’un est méchant avec toi à cause de ça, dis-le à un adulte.',
      '6_to_8':
        'Le racisme, c’est croire que certaines personnes valent moins que d’autres à cause de leur couleur de peau, de leur origine ou de leur religion, et les traiter mal pour ça : se moquer, les insulter, les mettre à l’écart. C’est faux et c’est injuste : la couleur de la peau dépend juste d’un pigment, la mélanine, et ne dit rien sur l’intelligence, la gentillesse ou le courage de quelqu’un. Tous les humains font partie de la même espèce. Souvent, les gens racistes ont peur de ce qu’ils ne connaissent pas, ou répètent ce qu’ils ont entendu. En France, le racisme est interdit par la loi. Si quelqu’un est raciste avec toi ou avec un copain, c’est important d’en parler à un adulte de confiance.',
      '9_to_12':
        'Le racisme est l’idée fausse selon laquelle l’humanité serait divisée en « races » qui n’auraient pas la même valeur, et les actes qui en découlent : insultes, moqueries, violences, ou discriminations, c’est-à-dire traiter quelqu’un moins bien, par exemple pour un logement ou un travail, à cause de son origine. La science a montré que les races humaines n’existent pas au sens biologique : tous les humains partagent environ 99,9 % de leur ADN, et la plupart des petites différences génétiques se trouvent entre les personnes d’un même groupe, pas entre les groupes. La couleur de peau est une simple adaptation au soleil. Le racisme vient souvent de la peur de l’inconnu, de préjugés transmis, et il a servi dans l’histoire à justifier des crimes terribles, comme l’esclavage, la colonisation ou la Shoah. Des personnes courageuses l’ont combattu, comme Martin Luther King aux États-Unis ou Nelson Mandela en Afrique du Sud. En France, le racisme est un délit puni par la loi depuis 1972. Chaque 21 mars, c’est la Journée internationale pour l’élimination de la discrimination raciale.',
      '13_plus':
        'Le racisme désigne à la fois une idéologie, qui postule l’existence de races humaines hiérarchisées, et des pratiques : préjugés, propos haineux, violences et discriminations fondées sur l’origine réelle ou supposée, la couleur de peau, la religion ou la nationalité. Les théories raciales prétendument scientifiques se sont développées aux XVIIIe et XIXe siècles, avec des auteurs comme Arthur de Gobineau, et ont servi à justifier l’esclavage, la colonisation, la ségrégation et, au XXe siècle, le génocide des Juifs par les nazis. La génétique moderne les a invalidées : la diversité humaine est continue, la plus grande partie des variations génétiques se trouve à l’intérieur des populations plutôt qu’entre elles, et la couleur de peau, contrôlée par quelques gènes, est une adaptation à l’intensité des rayons ultraviolets ; dès 1950, l’UNESCO affirmait que la « race » est davantage un mythe social qu’une réalité biologique. Le racisme persiste pourtant, car il repose sur des mécanismes psychologiques et sociaux : catégorisation, stéréotypes, recherche de boucs émissaires, intérêts politiques ou économiques. Les sociologues parlent aussi de discriminations systémiques, lorsque des pratiques apparemment neutres désavantagent durablement certains groupes, comme l’ont montré des tests de CV dans l’accès à l’emploi ou au logement. En France, la loi Pleven de 1972 punit la provocation à la haine raciale et les discriminations, la loi Gayssot de 1990 sanctionne la négation des crimes contre l’humanité, et le Défenseur des droits peut être saisi. Les luttes antiracistes, du mouvement des droits civiques de Martin Luther King à la fin de l’apartheid avec Nelson Mandela, montrent que les lois et les mentalités peuvent changer.',
    },
  },
];
