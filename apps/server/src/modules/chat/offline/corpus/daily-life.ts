import type { Topic } from '../topic.js';

/** Everyday life, food, family, feelings and society: bedtime, meals, sharing, money, rules, death, celebrations. */
export const dailyLifeTopics: Topic[] = [
  {
    id: 'bedtime-early',
    title: 'Pourquoi il faut se coucher tôt ?',
    phrasings: [
      'pourquoi il faut se coucher tôt',
      'pourquoi je dois aller au lit tôt',
      'pk faut se coucher tot',
      'pourquoi les enfants se couchent avant les grands',
      'pourquoi je peux pas veiller tard',
      'heure du coucher enfant',
      'pourquoi on doit aller se coucher le soir',
      'pq je dois dormir a 8h',
      'pourquoi les parents se couchent plus tard que moi',
      'pourquoi les grands ont le droit d’aller se coucher tard',
    ],
    answers: {
      up_to_5:
        'Ton corps grandit et se repose pendant que tu dors, et il a besoin de beaucoup de nuit pour ça. Si tu te couches tard, demain tu seras tout grognon et fatigué. C’est comme une batterie : il faut du temps pour bien la recharger !',
      '6_to_8':
        'Les enfants ont besoin de dormir beaucoup plus que les grands : entre 9 et 12 heures par nuit à ton âge, alors qu’un adulte se contente de 7 ou 8 heures. Comme il faut se lever tôt pour aller à l’école, il faut aussi se coucher tôt pour avoir assez de sommeil. Pendant la nuit, ton corps fabrique ce qui le fait grandir, et ton cerveau range tout ce que tu as appris dans la journée. Quand on dort trop peu, on a du mal à se concentrer, on s’énerve plus vite et on tombe plus souvent malade. C’est pour ça que les parents veillent à l’heure du coucher.',
      '9_to_12':
        'Le sommeil n’est pas du temps perdu : c’est un moment où ton corps et ton cerveau travaillent. Les spécialistes du sommeil recommandent 9 à 12 heures par nuit entre 6 et 12 ans, contre 7 à 9 heures pour un adulte. Comme l’école commence tôt le matin, la seule façon d’avoir assez d’heures, c’est de se coucher assez tôt le soir. C’est surtout pendant le sommeil profond, en début de nuit, que ton corps libère l’hormone de croissance. Ton cerveau, lui, trie et consolide les souvenirs de la journée : une bonne nuit aide vraiment à retenir ses leçons. Le manque de sommeil se voit vite : difficultés d’attention, mauvaise humeur, envie de grignoter, défenses immunitaires moins efficaces. Les écrans le soir retardent l’endormissement, car leur lumière et leur contenu excitant trompent l’horloge interne. Se coucher à peu près à la même heure chaque soir aide cette horloge à bien fonctionner.',
      '13_plus':
        'Le besoin de sommeil varie avec l’âge : les recommandations de l’Académie américaine de médecine du sommeil (2016) indiquent 9 à 12 heures entre 6 et 12 ans, 8 à 10 heures à l’adolescence et 7 heures ou plus à l’âge adulte. Notre rythme veille-sommeil est réglé par une horloge interne, située dans l’hypothalamus, qui suit un cycle d’environ 24 heures et se cale sur la lumière du jour. Le soir, l’obscurité déclenche la sécrétion de mélatonine, l’hormone qui prépare à l’endormissement ; la lumière des écrans, riche en bleu, peut la retarder. Une nuit se compose de 4 à 6 cycles d’environ 90 minutes, alternant sommeil lent et sommeil paradoxal. Le sommeil lent profond, plus abondant en début de nuit, est associé à la sécrétion d’hormone de croissance et à la récupération physique, tandis que le sommeil joue un rôle clé dans la consolidation de la mémoire. À l’adolescence, l’horloge se décale naturellement vers des couchers plus tardifs, ce qui entre en conflit avec des horaires scolaires matinaux et crée souvent une « dette de sommeil ». Un déficit chronique est associé à des troubles de l’attention et de l’humeur, à une baisse des résultats scolaires, à une fragilité immunitaire et à un risque accru de surpoids. Se coucher tôt n’est donc pas une punition, mais le moyen de caser le nombre d’heures nécessaire avant le réveil.',
    },
  },
  {
    id: 'taking-a-bath',
    title: 'Pourquoi il faut prendre un bain ou une douche ?',
    phrasings: [
      'pourquoi il faut prendre un bain',
      'pourquoi on prend une douche',
      'pk faut se laver',
      'pourquoi je dois me laver tous les jours',
      'pourquoi on se lave le corps',
      'pq il faut prendre la douche',
      'pourquoi on sent mauvais quand on se lave pas',
      'bain douche se laver pourquoi',
      'pourquoi faut se laver les cheveux',
    ],
    answers: {
      up_to_5:
        'Dans la journée, ta peau se salit avec la poussière, la transpiration et tout ce que tu touches en jouant. Le bain enlève la saleté et les petites bêtes invisibles, les microbes. Et en plus, après, tu sens bon comme un petit savon !',
      '6_to_8':
        'Toute la journée, ta peau travaille : elle transpire pour te rafraîchir, elle fabrique un peu de gras pour rester douce, et elle perd de minuscules morceaux de peau morte. Elle attrape aussi la poussière, la terre du jardin et des microbes. Si on ne se lave pas, tout ça s’accumule, la peau peut se mettre à gratter, et des microbes mangent la sueur, ce qui fait sentir mauvais. L’eau et le savon décollent la saleté et le gras, puis le rinçage emporte tout. Pas besoin de frotter fort ni de mettre beaucoup de savon : un bain ou une douche, c’est suffisant pour être propre et bien dans sa peau.',
      '9_to_12':
        'Ta peau est l’organe le plus grand de ton corps, et elle se renouvelle sans cesse : elle perd chaque jour des millions de cellules mortes, et une couche neuve remplace l’ancienne en un mois environ. Elle produit aussi de la sueur, pour refroidir le corps, et du sébum, un gras qui la protège. Sur la peau vivent des milliards de bactéries, la plupart utiles, mais quand la sueur et le sébum s’accumulent, certaines les décomposent et produisent des odeurs. Le savon agit grâce à des molécules qui accrochent d’un côté l’eau et de l’autre le gras : elles décollent la saleté, que l’eau emporte. Se laver évite aussi les irritations, les mycoses entre les orteils et la transmission de certains microbes. À la puberté, de nouvelles glandes de sueur se mettent en marche sous les bras, ce qui rend la toilette encore plus importante. Mais trop se laver avec des produits agressifs peut dessécher la peau : une douche par jour ou tous les deux jours suffit souvent.',
      '13_plus':
        'L’épiderme se renouvelle en permanence : les cellules produites à sa base migrent vers la surface en quatre semaines environ, puis se détachent, à raison de plusieurs dizaines de milliers par minute. La peau sécrète aussi la sueur des glandes eccrines, essentiellement de l’eau et du sel, qui sert à réguler la température, et du sébum, qui la lubrifie. Elle abrite un microbiote, communauté de bactéries et de levures qui participe à sa défense. L’odeur corporelle ne vient pas de la sueur elle-même, presque inodore, mais de sa dégradation par ces bactéries, surtout dans les zones riches en glandes apocrines (aisselles, aine), qui deviennent actives à la puberté. Le savon et les gels contiennent des tensioactifs, molécules à la fois hydrophiles et lipophiles qui forment des micelles autour des graisses et permettent de les rincer. L’hygiène corporelle a beaucoup varié dans l’histoire : les Romains fréquentaient les thermes, mais aux XVIe et XVIIe siècles, en Europe, on se méfiait de l’eau, soupçonnée de transmettre les maladies, et l’on se frottait plutôt avec des linges. L’hygiène moderne s’est diffusée au XIXe siècle, avec la découverte des microbes par Pasteur et l’arrivée de l’eau courante. Les dermatologues rappellent qu’un lavage excessif, avec des produits décapants, altère le film protecteur de la peau : l’objectif est d’être propre, pas de tout décaper.',
    },
  },
  {
    id: 'grown-ups-coffee',
    title: 'Pourquoi les grands boivent du café ?',
    phrasings: [
      'pourquoi les grands boivent du café',
      'pourquoi les adultes boivent du cafe',
      'pk papa boit du café',
      'pourquoi maman boit du café le matin',
      'pourquoi les enfants peuvent pas boire de café',
      'pourquoi le café réveille',
      'caféine',
      'd’où vient le café',
      'pq les parents boivent du kawa',
    ],
    answers: {
      up_to_5:
        'Le café contient un petit truc qui aide les grands à se sentir bien réveillés. Mais pour les enfants, c’est trop fort : ça peut empêcher de dormir et faire battre le cœur trop vite. Toi, tu as déjà plein d’énergie sans café !',
      '6_to_8':
        'Le café est fait avec des graines grillées, qu’on appelle des grains de café, qui poussent sur un arbuste dans les pays chauds. Il contient de la caféine, une substance qui fait croire au cerveau qu’il n’est pas fatigué : c’est pour ça que beaucoup d’adultes en boivent le matin, pour se réveiller. Certains aiment aussi simplement son goût, ou le moment passé à le boire avec d’autres. Mais la caféine n’est pas bonne pour les enfants : ton corps est plus petit, donc elle agit beaucoup plus fort, et elle peut t’empêcher de dormir, te rendre nerveux ou te donner mal au ventre. Attention, il y en a aussi dans le coca et certaines boissons énergisantes.',
      '9_to_12':
        'Le café vient des graines d’un arbuste, le caféier, originaire d’Éthiopie. Une légende raconte qu’un berger aurait remarqué que ses chèvres devenaient très agitées après en avoir mangé les baies. Au XVe siècle, on buvait déjà du café au Yémen, puis la boisson s’est répandue dans le monde musulman et est arrivée en Europe au XVIIe siècle. Son effet vient de la caféine. Pendant la journée, ton cerveau accumule une substance, l’adénosine, qui donne peu à peu envie de dormir ; la caféine prend sa place et bloque ce signal de fatigue. Une tasse de café contient environ 80 à 100 milligrammes de caféine, et les autorités de santé estiment qu’un adulte ne devrait pas dépasser 400 milligrammes par jour. Chez un enfant, beaucoup plus léger, une petite dose suffit à provoquer nervosité, palpitations et troubles du sommeil, alors que le sommeil est essentiel pour grandir. C’est pour ça que le café, le thé fort et les boissons énergisantes sont déconseillés aux enfants.',
      '13_plus':
        'Le café est obtenu à partir des graines torréfiées du caféier, un arbuste tropical dont les deux principales espèces cultivées sont l’arabica, originaire des hauts plateaux d’Éthiopie, et le robusta. Sa consommation est attestée au XVe siècle au Yémen, dans les milieux soufis, puis dans tout l’Empire ottoman ; les premiers cafés européens ouvrent au XVIIe siècle, comme le Procope à Paris, fondé en 1686. Le principe actif est la caféine, un alcaloïde que la plante produit notamment pour se défendre contre les insectes. Dans le cerveau, l’adénosine s’accumule au fil des heures d’éveil et, en se fixant sur ses récepteurs, favorise la somnolence ; la caféine, de structure voisine, occupe ces récepteurs sans les activer, ce qui retarde la sensation de fatigue et augmente la vigilance. Son effet apparaît en 30 à 60 minutes et sa demi-vie est de 3 à 6 heures chez l’adulte, d’où l’intérêt de l’éviter en fin de journée. L’Autorité européenne de sécurité des aliments juge sans risque jusqu’à 400 mg par jour chez l’adulte, soit quatre tasses environ, et recommande pour les enfants et les adolescents de ne pas dépasser environ 3 mg par kilo de poids corporel. Au-delà : nervosité, tachycardie, anxiété, troubles du sommeil, et une certaine dépendance, avec maux de tête à l’arrêt. Les boissons énergisantes, souvent très sucrées et riches en caféine, sont particulièrement déconseillées aux jeunes. Pour beaucoup d’adultes, enfin, le café est aussi un rituel social : la pause où l’on discute.',
    },
  },
  {
    id: 'too-much-sugar',
    title: 'Pourquoi trop de sucre, c’est mauvais ?',
    phrasings: [
      'pourquoi trop de sucre c’est mauvais',
      'pourquoi le sucre c est pas bon pour la santé',
      'pk on peut pas manger que des bonbons',
      'pourquoi les sucreries sont mauvaises',
      'pq trop de sucre',
      'trop de sucre danger',
      'pourquoi les parents interdisent les bonbons',
      'pourquoi le coca c’est pas bon',
      'pourquoi les bonbons font des trous dans les dents',
      'pk les bonbons ça donne des caries',
      'pourquoi on peut pas manger des bonbons au petit déjeuner',
    ],
    answers: {
      up_to_5:
        'Le sucre donne de l’énergie, mais un tout petit peu suffit. Quand on en mange trop, il abîme les dents et il prend la place des bons aliments qui te font grandir. Alors les bonbons, c’est pour de temps en temps, comme une petite fête !',
      '6_to_8':
        'Ton corps a besoin d’énergie pour courir, jouer et réfléchir, et le sucre en donne. Mais il en trouve déjà dans les fruits, le pain, les pâtes ou le riz. Quand on mange beaucoup de bonbons, de gâteaux ou de sodas, on en avale bien trop. Le sucre nourrit les microbes de ta bouche, qui fabriquent un acide qui creuse des trous dans les dents : ce sont les caries. Le surplus de sucre est aussi stocké par le corps sous forme de gras. Et après un gros coup de sucre, on se sent souvent fatigué et on a encore faim. Un bonbon de temps en temps, ce n’est pas grave : c’est trop souvent qui pose problème.',
      '9_to_12':
        'Le sucre est une source d’énergie rapide, et ton corps sait très bien l’utiliser. Le problème, c’est la quantité. L’Organisation mondiale de la santé conseille de limiter les sucres ajoutés à moins de 10 % de ce qu’on mange, et idéalement 5 %, soit environ 25 grammes par jour pour un adulte, à peu près 5 morceaux de sucre. Or une seule canette de soda de 33 centilitres en contient environ 35 grammes ! Dans la bouche, des bactéries se nourrissent du sucre et rejettent des acides qui attaquent l’émail des dents et provoquent des caries. Dans le sang, une grosse dose de sucre fait monter très vite la glycémie, le taux de sucre, et le corps réagit en produisant beaucoup d’insuline, une hormone qui fait stocker le surplus sous forme de graisse. À force, cela favorise le surpoids et, plus tard, une maladie appelée diabète de type 2. En plus, les sucreries rassasient peu et remplacent des aliments qui apportent des vitamines, des fibres et des protéines.',
      '13_plus':
        'Les glucides sont le carburant principal de l’organisme, et le cerveau à lui seul consomme environ 20 % de notre énergie, essentiellement sous forme de glucose. Mais les nutritionnistes distinguent les sucres naturellement présents dans les fruits entiers ou le lait, accompagnés de fibres, d’eau et de vitamines, et les « sucres libres » : sucres ajoutés, miel, sirops, jus de fruits. L’OMS recommande, depuis 2015, de limiter ces sucres libres à moins de 10 % de l’apport énergétique, idéalement moins de 5 %, soit environ 25 g par jour pour un adulte ; une canette de soda en contient déjà environ 35 g. Consommés en excès, ils ont plusieurs effets. Dans la bouche, des bactéries comme Streptococcus mutans les fermentent en acides qui déminéralisent l’émail : c’est la carie, la maladie chronique la plus répandue au monde. Dans le sang, les sucres rapides provoquent un pic de glycémie, suivi d’une forte sécrétion d’insuline qui favorise le stockage des graisses ; le fructose en excès est en outre transformé en graisse par le foie. Les boissons sucrées posent un problème particulier, car les calories liquides rassasient mal. Sur le long terme, une alimentation trop sucrée est associée au surpoids, au diabète de type 2 et aux maladies cardiovasculaires. L’idée n’est pas de bannir le sucre, mais d’en faire un plaisir occasionnel, et de lire les étiquettes : on en trouve aussi dans des produits salés, comme le ketchup ou certains plats préparés.',
    },
  },
  {
    id: 'milk-white',
    title: 'Pourquoi le lait est blanc ?',
    phrasings: [
      'pourquoi le lait est blanc',
      'pk le lait est blanc',
      'pourquoi le lait de vache est blanc',
      'couleur du lait',
      'pourquoi le lait n’est pas transparent',
      'pq le lait c blanc',
      'pourquoi le lait est blanc alors que la vache mange de l’herbe verte',
      'lait blanc pourquoi',
    ],
    answers: {
      up_to_5:
        'Le lait, c’est surtout de l’eau, mais avec des milliers de toutes petites boules de gras et de protéines dedans. Ces petites boules renvoient la lumière dans tous les sens, et c’est ça qui fait le blanc. Comme la neige, qui est blanche alors que l’eau est transparente !',
      '6_to_8':
        'Le lait est fait presque entièrement d’eau, qui est transparente. Mais dans cette eau flottent d’innombrables petites gouttes de gras et de minuscules boules de protéines, beaucoup trop petites pour être vues. Quand la lumière entre dans le lait, elle cogne contre toutes ces petites boules et rebondit dans tous les sens, sans être absorbée. Toutes les couleurs de la lumière ressortent mélangées, et ce mélange, c’est le blanc. Et même si la vache mange de l’herbe verte, le vert de l’herbe ne passe pas dans le lait : son corps transforme l’herbe en lait pour nourrir son veau.',
      '9_to_12':
        'Le lait de vache est composé à environ 87 % d’eau. Le reste, ce sont des sucres (surtout le lactose), des minéraux comme le calcium, des gouttelettes de matière grasse et des protéines, notamment la caséine, regroupée en petites boules appelées micelles. Ces particules sont réparties partout dans le liquide, sans se dissoudre. La lumière blanche du jour est un mélange de toutes les couleurs. En traversant le lait, elle rencontre des milliards de ces particules, qui la dévient dans toutes les directions : on dit qu’elle est diffusée. Comme toutes les couleurs sont diffusées à peu près de la même façon, la lumière qui ressort vers tes yeux reste un mélange complet, donc blanche. C’est le même phénomène qui rend blancs la neige, les nuages ou la mousse. Le lait écrémé, qui a perdu une grande partie de son gras, paraît d’ailleurs un peu plus bleuté et transparent. Et le lait un peu jaune de certaines vaches vient d’un pigment de l’herbe, le carotène, stocké dans le gras.',
      '13_plus':
        'Le lait est une émulsion et une suspension colloïdale : environ 87 % d’eau, dans laquelle sont dispersés des globules de matière grasse de quelques micromètres, des micelles de caséine d’une centaine de nanomètres, ainsi que du lactose, des minéraux et des protéines solubles. Sa blancheur est un phénomène optique, et non un pigment. Les particules dispersées ont une taille comparable à la longueur d’onde de la lumière visible (400 à 700 nanomètres) ou un peu inférieure ; elles diffusent la lumière de manière multiple, c’est-à-dire qu’un même rayon rebondit sur un grand nombre de particules avant de ressortir. Cette diffusion, décrite notamment par la théorie de Mie, affecte toutes les longueurs d’onde de façon assez similaire : la lumière renvoyée reste donc blanche, comme pour les nuages. Le lait écrémé contient surtout des micelles de caséine, plus petites que les globules gras : elles diffusent un peu plus les courtes longueurs d’onde, d’où la teinte légèrement bleutée du lait très écrémé. À l’inverse, la teinte crème du lait entier, du beurre ou du lait de vaches nourries à l’herbe vient du bêta-carotène, un pigment végétal liposoluble stocké dans la matière grasse. Le lait des mammifères est produit par les glandes mammaires à partir des nutriments du sang : la chlorophylle de l’herbe est digérée et n’y passe pas. Enfin, une vache laitière peut produire plus de 20 litres de lait par jour.',
    },
  },
  {
    id: 'chocolate-origin',
    title: 'D’où vient le chocolat ?',
    phrasings: [
      'd’où vient le chocolat',
      'le chocolat c’est fait avec quoi',
      'comment on fait le chocolat',
      'pk le chocolat est marron',
      'comment est fabriqué le chocolat',
      'c koi le cacao',
      'le chocolat pousse sur les arbres',
      'histoire du chocolat',
      'qui a inventé le chocolat',
      'fabrication du chocolat',
      'chocola',
    ],
    answers: {
      up_to_5:
        'Le chocolat vient des graines d’un arbre des pays chauds, le cacaoyer, qui pousse dans de grosses gousses. On fait sécher et griller ces graines, on les écrase, puis on ajoute du sucre et parfois du lait. Et voilà une tablette !',
      '6_to_8':
        'Le chocolat vient d’un arbre, le cacaoyer, qui pousse dans les forêts chaudes et humides, près de l’équateur. Sur son tronc poussent de gros fruits en forme de ballon de rugby, les cabosses. Dedans, il y a des graines : les fèves de cacao. On les laisse fermenter, on les sèche au soleil, puis on les grille, et c’est là qu’elles prennent leur bonne odeur. Ensuite on les écrase pour obtenir une pâte brune et amère, à laquelle on ajoute du sucre, du beurre de cacao et parfois du lait. Ce sont les peuples d’Amérique, comme les Mayas et les Aztèques, qui ont inventé la boisson au cacao, il y a très longtemps : ils la buvaient sans sucre et avec du piment !',
      '9_to_12':
        'Le cacaoyer est originaire d’Amérique du Sud, et les peuples d’Amérique centrale, comme les Olmèques, les Mayas puis les Aztèques, le cultivaient depuis des milliers d’années. Ils préparaient une boisson amère et épicée, souvent réservée aux nobles et aux guerriers, et les Aztèques utilisaient même les fèves de cacao comme monnaie ! Au XVIe siècle, les conquérants espagnols ont rapporté le cacao en Europe, où l’on a pris l’habitude de le sucrer. Le chocolat à croquer, en tablette, n’est apparu qu’au XIXe siècle, et le chocolat au lait a été mis au point en Suisse vers 1875. Pour le fabriquer, on récolte les cabosses, on fait fermenter puis sécher les fèves, on les torréfie et on les broie en une pâte de cacao. On y mélange du sucre, du beurre de cacao et parfois de la poudre de lait, puis on mélange longtemps et on chauffe avec précision pour qu’il soit lisse et brillant. Aujourd’hui, plus de la moitié du cacao du monde vient d’Afrique de l’Ouest, surtout de Côte d’Ivoire et du Ghana.',
      '13_plus':
        'Le cacaoyer, Theobroma cacao (du grec « nourriture des dieux »), est un petit arbre originaire du bassin amazonien, qui ne pousse qu’en climat tropical humide. Ses fruits, les cabosses, poussent directement sur le tronc et contiennent 30 à 50 fèves entourées d’une pulpe sucrée. Des traces de cacao vieilles de plus de 5 000 ans ont été trouvées en Équateur ; en Mésoamérique, Olmèques, Mayas puis Aztèques en tiraient une boisson rituelle, amère, parfumée au piment ou à la vanille, et les fèves servaient de monnaie d’échange. Après la conquête espagnole, au XVIe siècle, le cacao arrive en Europe, où il devient une boisson sucrée à la mode dans les cours royales. La révolution industrielle le transforme : en 1828, le Néerlandais Van Houten invente une presse qui sépare le beurre de cacao de la poudre, la première tablette est produite en Angleterre dans les années 1840, et le Suisse Daniel Peter met au point le chocolat au lait vers 1875, avec le lait concentré d’Henri Nestlé. La fabrication comprend la fermentation des fèves, qui développe les précurseurs d’arômes, le séchage, la torréfaction, le broyage en pâte de cacao, puis le conchage (un malaxage prolongé) et le tempérage, qui cristallise le beurre de cacao sous une forme stable pour un chocolat brillant et cassant. La Côte d’Ivoire et le Ghana fournissent aujourd’hui environ 60 % du cacao mondial, souvent produit par de petits planteurs très mal payés. Le travail des enfants dans ces plantations reste un problème important, ce qui a donné naissance à des labels comme le commerce équitable.',
    },
  },
  {
    id: 'cooking-food',
    title: 'Pourquoi on fait cuire les aliments ?',
    phrasings: [
      'pourquoi on fait cuire les aliments',
      'pourquoi on cuit la nourriture',
      'pk on mange pas tout cru',
      'pourquoi on peut pas manger la viande crue',
      'pourquoi on fait la cuisine',
      'pq faut cuire les pates',
      'pourquoi les pommes de terre se mangent cuites',
      'cuisson des aliments pourquoi',
      'pourquoi on cuisine au lieu de manger cru',
    ],
    answers: {
      up_to_5:
        'La cuisson tue les petites bêtes invisibles qui pourraient te rendre malade. Elle rend aussi les aliments plus tendres et plus faciles à manger, comme les pâtes qui deviennent toutes molles. Et souvent, ça les rend encore plus bons !',
      '6_to_8':
        'On fait cuire les aliments pour plusieurs raisons. D’abord, la chaleur tue les microbes qui peuvent se cacher dans la viande, le poisson ou les œufs, et qui donneraient mal au ventre. Ensuite, la cuisson ramollit les aliments durs : essaie donc de croquer des pâtes ou une pomme de terre crues ! Elle aide aussi ton ventre à mieux les digérer. Et puis la cuisson crée de nouveaux goûts et de bonnes odeurs, comme la croûte dorée du pain ou du poulet rôti. Mais beaucoup d’aliments se mangent très bien crus, comme les fruits, les carottes ou les tomates.',
      '9_to_12':
        'La cuisson a trois grands avantages. Le premier, c’est la sécurité : la viande, les œufs ou le poisson peuvent porter des bactéries, comme les salmonelles, que la chaleur détruit. Le deuxième, c’est la digestion : la chaleur transforme l’amidon des pommes de terre, du riz ou des pâtes, dur et indigeste cru, en une matière tendre que notre corps assimile bien, et elle assouplit les fibres de la viande. Certains aliments sont même toxiques crus, comme les haricots rouges. Le troisième, c’est le goût : en dorant, les sucres et les protéines des aliments réagissent entre eux et créent des centaines d’arômes, c’est ce qui donne sa saveur à la croûte du pain ou à une viande grillée. Les humains font cuire leur nourriture depuis des centaines de milliers d’années, depuis qu’ils savent maîtriser le feu. Certains chercheurs pensent que la cuisson, en rendant les aliments plus nourrissants, a aidé notre cerveau à devenir si gros. Attention quand même : trop cuire détruit certaines vitamines, et mieux vaut éviter les aliments brûlés.',
      '13_plus':
        'La cuisson transforme physiquement et chimiquement les aliments. Sous l’effet de la chaleur, les protéines se dénaturent : elles se déplient puis s’agrègent, ce qui explique que le blanc d’œuf devienne blanc et ferme vers 60 à 65 °C, et que la viande change de texture. L’amidon, abondant dans les céréales et les tubercules, absorbe l’eau et gonfle : c’est la gélatinisation, qui le rend beaucoup plus digeste. Surtout au-delà d’environ 140 °C, la réaction de Maillard entre sucres et acides aminés produit les composés bruns et aromatiques de la croûte, du café torréfié ou de la viande grillée, tandis que la caramélisation transforme les sucres seuls. La chaleur détruit aussi la plupart des bactéries et des parasites, et neutralise certaines toxines naturelles, comme les lectines des haricots rouges. Les traces de feu maîtrisé les plus anciennes, discutées, remontent à environ un million d’années, et l’usage régulier du feu est bien attesté il y a 400 000 ans environ. L’anthropologue Richard Wrangham défend l’hypothèse que la cuisson, en augmentant l’énergie tirée des aliments et en réduisant le temps de mastication, a favorisé l’évolution d’un gros cerveau et d’un appareil digestif plus court chez nos ancêtres ; cette idée reste débattue. La cuisson a aussi des inconvénients : elle dégrade une partie des vitamines sensibles à la chaleur, comme la vitamine C, et une cuisson excessive peut produire des composés indésirables, comme l’acrylamide dans les frites trop brunes. D’où l’intérêt d’alterner aliments crus et cuits, et de varier les modes de cuisson.',
    },
  },
  {
    id: 'chewing-slowly',
    title: 'Pourquoi il faut manger lentement et bien mâcher ?',
    phrasings: [
      'pourquoi il faut bien mâcher',
      'pourquoi on doit manger lentement',
      'pk faut macher',
      'pourquoi je dois pas manger trop vite',
      'pourquoi il faut mastiquer',
      'pourquoi on mâche la nourriture',
      'pq faut prendre son temps pour manger',
      'pourquoi il faut pas avaler tout rond',
    ],
    answers: {
      up_to_5:
        'Tes dents coupent et écrasent la nourriture en tout petits morceaux, pour que ton ventre puisse bien la digérer. Si tu avales de trop gros morceaux, ça peut rester coincé ou donner mal au ventre. Alors on mâche bien, comme un petit moulin !',
      '6_to_8':
        'La digestion commence dans ta bouche ! Tes dents coupent et écrasent les aliments, et ta salive les mouille et commence déjà à les transformer. Plus les morceaux sont petits, plus ton estomac et ton intestin travaillent facilement. Si tu avales de gros morceaux, tu risques de t’étouffer, et ton ventre peut avoir du mal à digérer. Manger lentement a un autre avantage : ton ventre met un peu de temps à dire à ton cerveau « j’ai assez mangé ». Si tu manges trop vite, tu risques de trop manger avant que le message arrive. Et en prenant ton temps, tu sens mieux le goût de ce que tu manges.',
      '9_to_12':
        'La mastication est la première étape de la digestion. Tes incisives coupent, tes canines déchirent, et tes molaires broient les aliments en une pâte. Pendant ce temps, tes glandes salivaires produisent de la salive, environ un litre par jour, qui ramollit la nourriture et contient une enzyme, l’amylase, qui commence à découper l’amidon du pain ou des pâtes en sucres. Essaie de mâcher longtemps un bout de pain : il devient légèrement sucré ! Des aliments bien mâchés offrent plus de surface aux sucs digestifs de l’estomac et de l’intestin, ce qui facilite leur travail et évite ballonnements et maux de ventre. Mâcher lentement évite aussi les fausses routes, quand un morceau part vers la trachée au lieu de l’œsophage. Enfin, le sentiment d’être rassasié met environ 20 minutes à s’installer, car des hormones doivent informer le cerveau : en mangeant vite, on mange souvent plus qu’il n’en faut. Et un repas dégusté lentement laisse le temps de profiter des saveurs et de discuter à table.',
      '13_plus':
        'La digestion commence dès la bouche, par une action mécanique et chimique. La mastication fragmente les aliments et les mélange à la salive, produite par trois paires de glandes principales à raison d’environ 1 à 1,5 litre par jour. Celle-ci contient du mucus, qui lubrifie le bol alimentaire, et de l’amylase salivaire, qui commence l’hydrolyse de l’amidon en sucres plus simples. Plus les particules sont fines, plus la surface exposée aux enzymes gastriques et intestinales est grande, ce qui améliore la digestion et l’absorption de certains nutriments. La déglutition, elle, fait passer le bol alimentaire dans l’œsophage pendant que l’épiglotte ferme l’entrée de la trachée ; avaler de gros morceaux ou parler la bouche pleine augmente le risque de « fausse route », et chez les jeunes enfants, les aliments ronds et durs, comme les cacahuètes ou les raisins entiers, sont une cause connue d’étouffement. Manger lentement intervient aussi dans la régulation de l’appétit : l’étirement de l’estomac et des hormones intestinales, comme le GLP-1 ou la cholécystokinine, informent progressivement l’hypothalamus, et le signal de satiété met une vingtaine de minutes à s’installer. Plusieurs études associent une prise alimentaire rapide à une consommation plus importante et à un risque accru de surpoids. Enfin, mâcher libère davantage de molécules odorantes vers le nez par l’arrière de la bouche, ce qui enrichit la perception des saveurs : prendre son temps, c’est aussi mieux goûter.',
    },
  },
  {
    id: 'sharing',
    title: 'Pourquoi il faut partager ?',
    phrasings: [
      'pourquoi il faut partager',
      'pourquoi je dois prêter mes jouets',
      'pk faut partager',
      'pourquoi je dois donner à ma sœur',
      'pourquoi on doit partager ses affaires',
      'pq je dois preter mes jouets',
      'pourquoi c’est bien de partager',
      'partager ses jouets',
      'pourquoi on partage le goûter',
    ],
    answers: {
      up_to_5:
        'Quand tu partages, l’autre est content, et toi aussi tu te sens bien dans ton cœur. Et la prochaine fois, c’est lui qui partagera avec toi ! À deux, on peut même jouer à plus de jeux.',
      '6_to_8':
        'Partager, c’est donner une partie de ce qu’on a à quelqu’un d’autre, ou le laisser utiliser tes affaires un moment. Ça fait plaisir à l’autre, et ça crée de l’amitié : quelqu’un avec qui tu partages aura envie de partager avec toi aussi. On joue souvent mieux à plusieurs qu’on ne joue seul avec tous les jouets. Partager, ce n’est pas tout donner : tu as le droit de garder pour toi un objet très précieux, comme ton doudou. Et ce n’est pas toujours facile, même pour les grands ! C’est quelque chose qui s’apprend petit à petit, en grandissant.',
      '9_to_12':
        'Partager est une des bases de la vie en groupe. Chez les humains, depuis la préhistoire, les chasseurs-cueilleurs partageaient la nourriture : celui qui avait eu de la chance à la chasse un jour pouvait compter sur les autres le lendemain. Ce système d’entraide a permis aux groupes de survivre. Aujourd’hui, partager crée de la confiance et de l’amitié, parce que les gens se souviennent de ceux qui ont été généreux avec eux. Des chercheurs ont aussi montré que donner rend plus heureux : dans certaines études, des adultes qui dépensaient un peu d’argent pour les autres se sentaient mieux que ceux qui le dépensaient pour eux-mêmes. Les tout-petits ont du mal à partager, c’est normal : ils comprennent à peine que les autres ont aussi des envies. Vers 7 ou 8 ans, la plupart des enfants tiennent beaucoup à l’idée d’un partage juste. Partager ne veut pas dire tout céder : tu peux dire non pour un objet très précieux, et proposer autre chose à la place.',
      '13_plus':
        'Le partage est au cœur de la coopération humaine, et il intéresse aussi bien les biologistes que les psychologues et les économistes. Chez les chasseurs-cueilleurs, dont les anthropologues ont étudié les modes de vie, la viande issue de la chasse est souvent redistribuée à tout le groupe : c’est une forme d’assurance collective contre la malchance. Les biologistes expliquent ces comportements par la réciprocité (je t’aide, tu m’aideras) et par la réputation, qui rend les individus généreux plus recherchés comme partenaires. Des expériences montrent que les enfants aident spontanément les adultes dès 18 mois, mais que le partage de ressources précieuses se développe plus tard : vers 3 ou 4 ans, ils partagent encore peu, et le souci d’une répartition équitable s’affirme vers 7 ou 8 ans. Les recherches de l’équipe de Michael Tomasello ont montré que des enfants qui ont obtenu une récompense en collaborant la partagent plus volontiers. Côté bien-être, des travaux, comme ceux d’Elizabeth Dunn publiés en 2008, suggèrent que donner procure davantage de satisfaction que dépenser pour soi. Le partage se retrouve aussi à l’échelle d’une société : les impôts, la sécurité sociale ou les associations sont des façons organisées de mettre en commun. Enfin, partager n’est pas se laisser dépouiller : apprendre à partager, c’est aussi apprendre à poser ses limites et à négocier.',
    },
  },
  {
    id: 'saying-sorry',
    title: 'Pourquoi il faut dire pardon ?',
    phrasings: [
      'pourquoi il faut dire pardon',
      'pourquoi on doit s’excuser',
      'pk faut dire pardon',
      'pourquoi je dois m’excuser',
      'pourquoi on demande pardon',
      'pq dire desolé',
      'pourquoi dire désolé',
      'à quoi ça sert de s’excuser',
    ],
    answers: {
      up_to_5:
        'Quand on fait de la peine à quelqu’un, dire pardon, c’est comme un petit pansement sur son cœur. Ça lui montre que tu l’aimes bien et que tu ne voulais pas lui faire de mal. Après, on peut rejouer ensemble !',
      '6_to_8':
        'Quand on blesse quelqu’un, même sans le faire exprès, il a mal ou il a de la peine. Dire pardon, c’est lui montrer que tu as compris que tu lui as fait du mal, que tu es désolé et que tu vas faire attention. Ça l’aide à se sentir mieux, et ça permet de redevenir copains. Un vrai pardon, c’est plus qu’un mot : on regarde la personne, on dit ce qu’on regrette, et parfois on répare, en ramassant ce qu’on a fait tomber ou en reconstruisant la tour cassée. Et quand c’est quelqu’un qui te demande pardon, tu peux l’aider en acceptant ses excuses.',
      '9_to_12':
        'Tout le monde fait des erreurs et blesse parfois les autres, par accident, par colère ou par maladresse. S’excuser sert à réparer la relation. D’abord, cela montre à l’autre que sa peine compte pour toi et que tu reconnais ce qui s’est passé : se sentir compris apaise beaucoup. Ensuite, cela prouve que tu es capable de voir les choses de son point de vue, ce qui est une vraie qualité. Enfin, cela permet de repartir sur de bonnes bases au lieu de laisser une rancune s’installer. Des psychologues décrivent ce qu’est une excuse réussie : dire ce qu’on a fait, exprimer son regret, proposer de réparer et s’engager à faire attention. Un « pardon » lancé sans regarder, juste pour que l’adulte soit content, ne marche pas vraiment. Demander pardon demande du courage, car il faut reconnaître qu’on a eu tort. Et celui qui pardonne se libère aussi de sa colère.',
      '13_plus':
        'Les excuses sont un outil social puissant, étudié par la psychologie et même par le droit. Quand on cause un tort, la relation est abîmée : la personne lésée se sent niée ou menacée, et la confiance diminue. Des excuses sincères remplissent plusieurs fonctions : reconnaître les faits, assumer sa responsabilité, exprimer un regret, proposer une réparation et s’engager pour l’avenir. Une étude menée en 2016 aux États-Unis par Roy Lewicki a montré que l’élément jugé le plus important par les personnes lésées était la reconnaissance de sa responsabilité, suivie de l’offre de réparation. À l’inverse, les fausses excuses (« je suis désolé si tu t’es senti blessé ») déplacent la faute et sont souvent mal reçues. S’excuser suppose des capacités qui se développent pendant l’enfance : comprendre ce que ressent autrui, ce qu’on appelle l’empathie, et accepter une image de soi imparfaite, ce qui peut être difficile à cause de la honte. Demander pardon n’est donc pas un signe de faiblesse, mais de maturité. Le pardon, de son côté, n’efface pas les faits et n’est pas une obligation ; il permet surtout à la personne blessée de ne pas rester prisonnière de sa rancœur. Certaines sociétés en ont fait des rituels collectifs : après l’apartheid, l’Afrique du Sud a créé en 1995 une Commission vérité et réconciliation, où les auteurs de violences devaient reconnaître publiquement leurs actes.',
    },
  },
  {
    id: 'mean-children',
    title: 'Pourquoi certains enfants sont méchants ?',
    phrasings: [
      'pourquoi certains enfants sont méchants',
      'pourquoi il est méchant avec moi',
      'pk les autres sont mechants',
      'pourquoi on se moque de moi',
      'pourquoi il y a des enfants méchants à l’école',
      'pq elle est mechante avec moi',
      'pourquoi on m’embête à la récré',
    ],
    answers: {
      up_to_5:
        'Parfois, un enfant est méchant parce qu’il est en colère, triste ou jaloux, et il ne sait pas encore bien le dire avec des mots. Ce n’est pas de ta faute. Si quelqu’un te fait du mal, va vite le dire à un adulte, c’est très important.',
      '6_to_8':
        'Personne n’est méchant tout le temps. Souvent, un enfant qui tape ou se moque ne va pas bien : il est peut-être en colère, jaloux, malheureux à la maison, ou il veut faire rire les autres pour se sentir fort. Ça n’excuse pas ce qu’il fait, mais ça explique un peu. Toi, tu n’y es pour rien, et tu n’as pas à supporter ça. Tu peux lui dire fermement « arrête, je n’aime pas ça », t’éloigner, rester avec tes copains, et surtout en parler à un adulte : ta maîtresse, ton maître ou tes parents. Ce n’est pas rapporter, c’est te protéger.',
      '9_to_12':
        'Les enfants qui se comportent méchamment ont souvent leurs raisons, même si ça ne les excuse pas. Certains ont du mal à gérer leur colère ou leur frustration. D’autres sont jaloux, ou se sentent mal dans leur peau et rabaissent les autres pour se sentir plus forts. Certains reproduisent ce qu’ils vivent chez eux ou ce qu’ils voient, et d’autres suivent le groupe pour ne pas devenir eux-mêmes la cible. Quand les moqueries, les coups ou la mise à l’écart se répètent contre la même personne, on parle de harcèlement. En France, on estime qu’environ un élève sur dix en est victime à un moment de sa scolarité, et c’est interdit par la loi. Si ça t’arrive, ce n’est jamais ta faute : parles-en à un adulte de confiance, et il existe aussi un numéro gratuit, le 3018, pour les élèves harcelés. Et si tu vois quelqu’un se faire embêter, ne ris pas avec les autres : rester à ses côtés ou prévenir un adulte peut tout changer.',
      '13_plus':
        'La méchanceté chez l’enfant n’est presque jamais un trait figé : c’est un comportement, qui a des causes et qui peut changer. Les psychologues distinguent l’agressivité réactive, une réponse impulsive à la frustration ou à une menace perçue, et l’agressivité instrumentale, utilisée pour obtenir quelque chose, comme un objet ou une place dans le groupe. Les capacités de contrôle des émotions dépendent du cortex préfrontal, qui mûrit jusqu’au début de l’âge adulte, ce qui explique en partie l’impulsivité des plus jeunes. Le contexte compte beaucoup : un enfant exposé à la violence, à la négligence ou à des humiliations a plus de risques de les reproduire. Le harcèlement scolaire, défini par la répétition, le déséquilibre de pouvoir et l’intention de nuire, repose souvent sur une dynamique de groupe : le harceleur cherche un statut, et les témoins qui rient ou se taisent renforcent son pouvoir. Le chercheur norvégien Dan Olweus, pionnier de ces études dans les années 1970, a montré qu’un programme impliquant toute l’école pouvait réduire fortement le harcèlement. En France, il est devenu un délit en 2022, et le numéro 3018 permet d’obtenir de l’aide. Les conséquences pour les victimes peuvent être lourdes : anxiété, isolement, décrochage scolaire. C’est pourquoi il est essentiel d’en parler tôt, et pourquoi le rôle des témoins, qui peuvent soutenir la victime ou alerter, est si important.',
    },
  },
  {
    id: 'friendship',
    title: 'Pourquoi on a des amis ?',
    phrasings: [
      'pourquoi on a des amis',
      'c’est quoi un ami',
      'pk on a besoin de copains',
      'pourquoi on se fait des copains',
      'c koi un vrai ami',
      'pourquoi j’ai pas d’amis',
      'comment se faire des amis',
      'à quoi ça sert l’amitié',
    ],
    answers: {
      up_to_5:
        'Un ami, c’est quelqu’un avec qui on aime jouer, rire et partager des secrets. Quand on est avec ses amis, on se sent bien et moins seul. Et pour avoir des amis, il faut être gentil avec eux aussi !',
      '6_to_8':
        'Les humains aiment vivre ensemble, et les amis sont des personnes qu’on choisit, qui ne sont pas de notre famille mais qu’on aime beaucoup. Avec un ami, on joue, on rigole, on invente des histoires, on se console quand ça ne va pas. Un vrai ami t’accepte comme tu es, ne se moque pas de toi et t’aide quand tu en as besoin, et toi tu fais pareil pour lui. Parfois on se dispute, et ce n’est pas grave : on peut se réconcilier. Pour se faire des amis, tu peux proposer un jeu, sourire, demander à quelqu’un comment il s’appelle. Ça prend un peu de temps, c’est normal.',
      '9_to_12':
        'L’être humain est une espèce sociale : nos ancêtres survivaient en groupe, et notre cerveau est fait pour créer des liens. Les amis répondent à ce besoin. Ils partagent nos jeux et nos passions, nous écoutent, nous aident à traverser les moments difficiles et nous font découvrir de nouvelles choses. Des chercheurs ont montré que les personnes entourées d’amis sont en général plus heureuses, moins stressées, et même en meilleure santé. L’amitié change avec l’âge : les petits ont des « copains de jeu », puis, vers ton âge, on recherche des amis fidèles, à qui on peut confier des secrets et faire confiance. Il est normal que certaines amitiés s’arrêtent, quand on change d’école ou qu’on n’a plus les mêmes goûts, et que d’autres commencent. Avoir un ou deux vrais amis compte plus qu’en avoir beaucoup. Et si tu as du mal à t’en faire, les clubs de sport, de musique ou de dessin sont de bons endroits pour rencontrer des enfants qui aiment les mêmes choses que toi.',
      '13_plus':
        'L’amitié est une relation choisie, fondée sur la réciprocité, la confiance et l’affection, qui n’existe pas que chez les humains : on observe des liens durables comparables chez les chimpanzés, les éléphants ou les dauphins. Chez notre espèce, très sociale, le besoin d’appartenance est considéré par les psychologues comme un besoin fondamental, et l’isolement est vécu par le cerveau presque comme une douleur. L’anthropologue Robin Dunbar estime que nous pouvons entretenir environ 150 relations stables, mais seulement une poignée d’amitiés très proches, car elles demandent beaucoup de temps. L’amitié évolue avec le développement : chez les jeunes enfants, elle repose sur le jeu partagé ; vers 9 à 12 ans, la loyauté et la confiance deviennent centrales ; à l’adolescence, l’intimité, les confidences et la construction de son identité prennent le dessus, et les amis deviennent un repère majeur, parfois plus que la famille. Une vaste étude menée à Harvard depuis 1938 sur plusieurs centaines d’hommes suivis toute leur vie a conclu que la qualité des relations était l’un des meilleurs prédicteurs de bonheur et de santé à long terme. Les amitiés connaissent aussi des conflits, des éloignements et des ruptures, qui font partie de l’expérience. Enfin, les amitiés en ligne peuvent être réelles et précieuses, mais elles demandent de la prudence : on ne sait pas toujours qui se cache derrière un écran.',
    },
  },
  {
    id: 'jealous-new-baby',
    title: 'Pourquoi je suis jaloux du bébé ?',
    phrasings: [
      'pourquoi je suis jaloux du bébé',
      'pourquoi je suis jalouse de ma petite sœur',
      'pk je suis jaloux de mon petit frère',
      'pourquoi maman s’occupe que du bébé',
      'jalousie petit frère',
      'jalousie nouveau bébé',
      'pourquoi on a un bébé à la maison',
      'pq les parents aiment plus le bébé',
      'pourquoi j’aime pas le bébé',
      'pourquoi vous avez fait un autre bébé',
      'pourquoi vous avez voulu un autre bébé',
    ],
    answers: {
      up_to_5:
        'Papa et maman ont voulu un autre bébé pour agrandir la famille, pas parce que tu ne leur suffisais pas ; mais il prend beaucoup de leur temps, alors tu as peur qu’ils t’aiment moins. Mais l’amour des parents ne se partage pas comme un gâteau : il y en a assez pour tout le monde ! Et toi, tu es le grand ou la grande, tu sais déjà faire plein de choses.',
      '6_to_8':
        'Des parents ont un autre bébé parce qu’ils ont envie d’agrandir leur famille et de donner un frère ou une sœur à leur enfant, jamais parce que le premier ne leur suffit pas. Quand un bébé arrive, les parents passent beaucoup de temps à s’en occuper : il faut le nourrir, le changer, le bercer, et il pleure souvent. Tu peux avoir l’impression qu’on ne fait plus attention à toi, et ça rend jaloux. C’est une émotion très normale, que presque tous les grands frères et grandes sœurs ressentent. Mais l’amour n’est pas comme un gâteau qu’on coupe en parts plus petites : le cœur des parents s’agrandit à chaque enfant. Tu as le droit d’être jaloux, et même de le dire à tes parents, mais pas de faire mal au bébé. Demande-leur un moment rien qu’avec toi : ils seront contents. Et bientôt, le bébé deviendra un compagnon de jeu qui t’admirera !',
      '9_to_12':
        'Des parents décident d’avoir un autre enfant pour agrandir leur famille, souvent aussi pour que leurs enfants grandissent ensemble ; ce n’est jamais parce que le premier ne leur suffit pas. La jalousie envers un nouveau bébé est si fréquente que les psychologues lui ont donné un nom : la rivalité fraternelle. Avant, tu avais tes parents pour toi seul, ou presque, et soudain quelqu’un réclame leur attention jour et nuit. Il est normal d’avoir peur de perdre sa place ou d’être moins aimé. Certains enfants se remettent alors à faire comme un bébé, à parler bébé ou à demander à être porté : c’est une façon de dire « et moi, je suis là aussi ! ». Un nouveau-né a besoin de soins presque constants, mais cela ne veut pas dire qu’il est préféré : il est simplement incapable de se débrouiller seul, comme toi quand tu étais petit. Tes parents t’aiment tout autant qu’avant. Parler de ce que tu ressens, passer des moments seul avec un parent et participer, si tu en as envie, aux soins du bébé aide beaucoup. Avec le temps, les frères et sœurs deviennent souvent les personnes avec qui l’on partage le plus de souvenirs.',
      '13_plus':
        'La rivalité fraternelle est un phénomène universel, observé dans toutes les cultures et même chez d’autres espèces. Le choix d’avoir un autre enfant tient au désir des parents d’agrandir leur famille et ne dit rien d’un manque chez l’aîné. L’arrivée d’un nouveau-né bouleverse l’équilibre familial : l’aîné voit brusquement diminuer l’attention et le temps que lui consacraient ses parents, ressources affectives dont il dépend. Les études, notamment celles de la psychologue Judy Dunn dans les années 1980, montrent que la plupart des aînés manifestent des changements de comportement après une naissance : opposition, pleurs, régression (retour de la tétine, accidents de propreté, langage de bébé), mais aussi des gestes de tendresse envers le nouveau venu. Ces réactions sont généralement passagères. Du point de vue de la théorie de l’attachement, elles traduisent la peur de perdre le lien avec ses figures d’attachement, et non un manque d’amour pour le bébé. Plusieurs facteurs apaisent la jalousie : préparer l’aîné à la naissance, préserver des moments exclusifs avec lui, valoriser ses compétences de « grand » sans l’obliger à jouer les parents, et accueillir ses émotions plutôt que de les interdire. Les parents, de leur côté, n’aiment pas « moins » : ils répondent à des besoins différents selon l’âge. À long terme, la relation fraternelle est souvent la plus longue de toute une vie, et la rivalité initiale laisse fréquemment place à une forte complicité.',
    },
  },
  {
    id: 'parents-argue',
    title: 'Pourquoi les parents se disputent ?',
    phrasings: [
      'pourquoi les parents se disputent',
      'pourquoi papa et maman se disputent',
      'pk mes parents crient',
      'pourquoi mes parents se fâchent entre eux',
      'dispute des parents',
      'pq papa et maman s’engueulent',
      'pourquoi les grands se disputent',
      'c’est ma faute si mes parents se disputent',
    ],
    answers: {
      up_to_5:
        'Les grands aussi ne sont pas toujours d’accord, et parfois ils se fâchent, comme toi avec tes copains. Ce n’est jamais de ta faute. Même quand ils se disputent, papa et maman t’aiment toujours autant.',
      '6_to_8':
        'Même quand on s’aime, on n’est pas toujours d’accord. Les parents peuvent se disputer parce qu’ils sont fatigués, inquiets pour le travail ou l’argent, ou simplement parce qu’ils voient une chose de deux façons différentes. Parfois ils parlent fort, et c’est impressionnant. Mais une dispute ne veut pas dire qu’ils ne s’aiment plus, et ce n’est jamais la faute des enfants, même si la dispute parle de toi. Si ça t’inquiète ou te fait peur, tu as le droit de le dire à tes parents quand le calme est revenu. Souvent, après une dispute, on se réconcilie, comme toi avec tes amis.',
      '9_to_12':
        'Deux personnes qui vivent ensemble partagent beaucoup de décisions : l’argent, l’organisation de la maison, l’éducation des enfants, les vacances. Il est normal qu’elles ne soient pas toujours d’accord. La fatigue, le stress du travail ou des soucis de santé rendent aussi plus irritable, et on s’énerve plus vite contre ceux qui sont proches. Les disputes font partie de la vie de presque tous les couples : ce qui compte, c’est la façon de les régler. Une dispute où chacun s’explique, puis où l’on trouve une solution, peut même rapprocher. Entendre ses parents se disputer peut rendre triste ou inquiet, et c’est compréhensible. Mais souviens-toi que ce n’est jamais de ta faute, et que ce n’est pas à toi de régler leurs problèmes. Tu peux leur dire ce que tu ressens. Si les disputes deviennent violentes ou te font vraiment peur, il faut en parler à un adulte de confiance ; le 119 est un numéro gratuit pour les enfants qui ont besoin d’aide.',
      '13_plus':
        'Le conflit fait partie de toute relation durable : deux personnes aux histoires, aux besoins et aux valeurs différents doivent sans cesse négocier leur vie commune. Les sujets de désaccord les plus fréquents dans les couples concernent l’argent, le partage des tâches, l’éducation des enfants et le temps passé ensemble. Le psychologue américain John Gottman, qui a observé des milliers de couples depuis les années 1970, a montré que la fréquence des disputes compte moins que leur style : le mépris, la critique de la personne plutôt que du problème, l’attitude défensive et le refus de communiquer sont les signaux les plus inquiétants, tandis que les couples solides savent réparer après un conflit. Pour les enfants, des recherches en psychologie du développement distinguent les conflits constructifs, où les parents s’écoutent et trouvent une solution, qui peuvent même leur apprendre à gérer les désaccords, et les conflits destructifs, répétés, hostiles ou non résolus, qui génèrent stress et insécurité. Les enfants ont souvent tendance à se croire responsables, surtout quand la dispute porte sur eux : c’est une erreur de raisonnement, jamais une réalité. Il est sain de pouvoir exprimer son inquiétude à ses parents, qui peuvent rassurer et expliquer sans entrer dans les détails. Lorsque la dispute laisse place à des violences, physiques ou verbales, la situation n’est plus un simple conflit : il existe alors des aides, comme le 119 pour les enfants, et en parler à un adulte de confiance est essentiel.',
    },
  },
  {
    id: 'getting-married',
    title: 'Pourquoi les gens se marient ?',
    phrasings: [
      'pourquoi les gens se marient',
      'pourquoi on se marie',
      'pk les amoureux se marient',
      'c’est quoi le mariage',
      'pourquoi papa et maman sont mariés',
      'pq on fait un mariage',
      'pourquoi on porte une alliance',
      'à quoi ça sert de se marier',
      'pourquoi la mariée est en blanc',
    ],
    answers: {
      up_to_5:
        'Quand deux personnes s’aiment très fort, elles peuvent se marier pour promettre de rester ensemble et de prendre soin l’une de l’autre. On fait une grande fête avec la famille et les amis. Et souvent, on s’offre une bague !',
      '6_to_8':
        'Se marier, c’est faire une promesse devant tout le monde : celle de vivre ensemble, de s’aimer et de s’aider toute la vie. En France, le mariage se fait à la mairie, devant le maire, et certaines personnes se marient aussi dans un lieu religieux, comme une église, une mosquée ou une synagogue. Les mariés échangent souvent des alliances, des bagues qu’ils portent au doigt pour se souvenir de leur promesse. Ensuite, on fait la fête avec la famille et les amis. Beaucoup de couples s’aiment sans être mariés : ils peuvent aussi vivre ensemble et avoir des enfants. Le mariage, c’est un choix.',
      '9_to_12':
        'Le mariage est à la fois une promesse d’amour et un engagement officiel reconnu par la loi. En France, seul le mariage civil, célébré à la mairie, compte pour la loi ; une cérémonie religieuse peut ensuite avoir lieu si les mariés le souhaitent. Les époux s’engagent à se respecter, à s’entraider et à partager leur vie, et la loi les protège : par exemple, si l’un meurt, l’autre est mieux protégé pour garder la maison ou recevoir une part de l’héritage. Depuis 2013, deux hommes ou deux femmes peuvent aussi se marier en France. Autrefois, les mariages étaient souvent arrangés par les familles, pour des raisons d’argent ou d’alliance, et beaucoup se faisaient sans amour ; le mariage d’amour choisi librement s’est généralisé seulement depuis deux siècles environ. Aujourd’hui, de nombreux couples préfèrent le pacs, un contrat plus simple, ou vivre ensemble sans contrat. Et la robe blanche de la mariée ? Une mode lancée au XIXe siècle par la reine Victoria, qui s’est mariée en blanc en 1840.',
      '13_plus':
        'Le mariage est une institution présente dans presque toutes les sociétés humaines, mais sous des formes très variées. Pendant des siècles, il a surtout été une affaire de familles : il servait à nouer des alliances, à transmettre des biens et à reconnaître la filiation des enfants, et il était souvent arrangé, parfois très jeune. Le mariage chrétien a été défini comme un sacrement au Moyen Âge, puis en France la Révolution a créé en 1792 le mariage civil, célébré par un officier d’état civil, et autorisé le divorce. Le « mariage d’amour », choisi par les deux personnes, ne s’impose vraiment qu’aux XIXe et XXe siècles. En droit français, le mariage crée des devoirs réciproques (respect, fidélité, secours, assistance), une solidarité pour les dettes du ménage et des droits en matière d’héritage et de logement ; il est ouvert aux couples de même sexe depuis la loi de 2013. Le pacs, créé en 1999, offre un cadre plus souple, et de nombreux couples vivent en union libre : en France, plus de la moitié des enfants naissent aujourd’hui de parents non mariés. Les raisons de se marier restent multiples : symboliser un engagement, célébrer publiquement son amour, protéger son conjoint et ses enfants, ou respecter une tradition religieuse ou familiale. Certaines traditions ont des origines précises : la robe blanche a été popularisée par la reine Victoria en 1840, et l’alliance à l’annulaire gauche viendrait d’une croyance antique en une veine reliant ce doigt au cœur. Partout dans le monde, le mariage forcé ou celui d’enfants est aujourd’hui reconnu comme une violation des droits humains.',
    },
  },
  {
    id: 'why-we-die',
    title: 'Pourquoi on meurt ?',
    phrasings: [
      'pourquoi on meurt',
      'pourquoi les gens meurent',
      'pk on meurt',
      'c’est quoi la mort',
      'est-ce que je vais mourir',
      'est ce que maman va mourir',
      'pourquoi on doit mourir',
      'c koi mourir',
      'qu’est-ce qui se passe quand on meurt',
      'pourquoi papi est mort',
      'pourquoi mamie est morte',
      'est-ce que mamie va revenir',
    ],
    answers: {
      up_to_5:
        'Tout ce qui vit, les fleurs, les animaux et les gens, finit un jour par mourir : le corps s’arrête et ne fonctionne plus, il n’a plus mal et n’a plus froid. La plupart des gens meurent quand ils sont très, très vieux. Toi, tu as encore une très longue vie devant toi, et les gens qui t’aiment sont là pour prendre soin de toi.',
      '6_to_8':
        'Tous les êtres vivants, les plantes, les animaux et les humains, naissent, grandissent, vieillissent et un jour meurent : c’est le cycle de la vie. Mourir, c’est quand le corps s’arrête complètement : le cœur ne bat plus, on ne respire plus, on ne pense plus. Une personne morte ne sent plus rien : elle n’a ni mal, ni froid, ni peur. Ce n’est pas comme dormir, car on ne se réveille pas. Presque toujours, on meurt quand on est très vieux et que le corps est usé ; parfois, c’est à cause d’une grave maladie ou d’un accident, mais c’est rare chez les enfants et les parents. Quand quelqu’un meurt, on est très triste, et c’est normal de pleurer. On garde ses souvenirs dans notre cœur. Tu peux poser toutes tes questions aux grands qui t’aiment.',
      '9_to_12':
        'La mort fait partie de la vie de tous les êtres vivants. Ton corps est fait de milliards de cellules qui se réparent et se renouvellent sans cesse, mais avec les années, ce travail de réparation devient moins efficace : les organes s’usent, comme une machine très perfectionnée qui a beaucoup servi. Un jour, un organe essentiel, comme le cœur ou le cerveau, s’arrête, et tout le corps cesse de fonctionner : c’est la mort. Elle est définitive, et la personne morte ne ressent plus ni douleur ni peur. Aujourd’hui en France, on vit en moyenne plus de 80 ans, presque deux fois plus longtemps qu’il y a 150 ans, grâce à la médecine, à l’hygiène et à une meilleure alimentation. La plupart des gens meurent donc très âgés ; les maladies graves et les accidents existent, mais ils restent rares chez les enfants et les jeunes parents. Ce qui se passe après la mort, personne ne le sait avec certitude : chaque religion et chaque famille a ses croyances, et tu peux en parler avec tes parents. Ce qui est sûr, c’est que les personnes disparues continuent de vivre dans nos souvenirs et dans tout ce qu’elles nous ont appris.',
      '13_plus':
        'La mort est l’arrêt définitif et irréversible des fonctions vitales d’un organisme. En médecine, on la constate depuis la fin des années 1960 à l’arrêt complet de l’activité du cerveau, y compris quand des machines maintiennent artificiellement le cœur et la respiration ; c’est ce qui permet, dans certains cas, le don d’organes. Pourquoi meurt-on de vieillesse ? Le vieillissement résulte de l’accumulation, au fil des décennies, de dommages dans les cellules : erreurs dans l’ADN, protéines abîmées, raccourcissement des télomères, ces extrémités des chromosomes qui s’usent à chaque division. Les capacités de réparation du corps déclinent, les organes deviennent plus fragiles et les maladies plus fréquentes. Pour les biologistes de l’évolution, la sélection naturelle favorise les gènes utiles pour survivre et se reproduire, mais agit peu sur ce qui se passe à un âge avancé : rien ne « programme » donc l’immortalité. Les durées de vie varient énormément selon les espèces, de quelques semaines pour certains insectes à plusieurs siècles pour le requin du Groenland. L’espérance de vie en France dépasse aujourd’hui 80 ans, alors qu’elle était d’environ 45 ans en 1900, surtout grâce au recul de la mortalité infantile, des maladies infectieuses et aux progrès médicaux. Ce qui arrive après la mort relève des croyances, religieuses ou philosophiques, et non de la science : les unes parlent d’une vie après la mort ou de réincarnation, d’autres considèrent que tout s’arrête. Le deuil, enfin, est un processus normal, fait de tristesse, de colère parfois, puis d’apaisement, et partager ses souvenirs et ses émotions aide à le traverser.',
    },
  },
  {
    id: 'growing-old',
    title: 'Pourquoi on vieillit ?',
    phrasings: [
      'pourquoi on vieillit',
      'pourquoi les grands-parents sont vieux',
      'pourquoi papi et mamie sont vieux',
      'pk on devient vieux',
      'pq on devient vieux',
      'vieillesse pourquoi',
      'pourquoi mon grand-père marche doucement',
      'est-ce que je vais devenir vieux',
    ],
    answers: {
      up_to_5:
        'Ton corps change tout le temps : quand tu es petit, il grandit, et quand on est très grand, il commence doucement à s’user. Alors la peau fait des plis, les rides, et les cheveux deviennent blancs. Mais papi et mamie ont plein d’histoires à te raconter !',
      '6_to_8':
        'Ton corps est fait de minuscules briques vivantes, les cellules, qui se réparent et se remplacent sans arrêt. Quand on est jeune, ça marche très bien : c’est pour ça que tes bobos guérissent vite. Avec les années, le corps se répare un peu moins bien. La peau devient plus fine et moins élastique, alors elle fait des rides. Les cheveux ne fabriquent plus leur couleur et deviennent gris ou blancs. Les muscles et les os sont moins forts, les yeux et les oreilles moins bons. C’est normal, ça arrive à tout le monde, très lentement. Et les grands-parents ont quelque chose que les jeunes n’ont pas : beaucoup d’expérience et de souvenirs à partager.',
      '9_to_12':
        'Vieillir, c’est le lent changement du corps au fil des années. Nos cellules se divisent pour remplacer celles qui s’usent, mais à chaque division, de petites erreurs peuvent se glisser, et les extrémités des chromosomes, les télomères, raccourcissent un peu. Avec le temps, les cellules se renouvellent moins bien. Dans la peau, le collagène et l’élastine, qui la rendent ferme et souple, diminuent : des rides apparaissent. Les cheveux deviennent blancs quand les cellules qui fabriquent leur pigment, la mélanine, s’arrêtent. Les os perdent de leur solidité, les muscles de leur force, et le cristallin de l’œil durcit, ce qui oblige à porter des lunettes pour lire. Le rythme du vieillissement dépend des gènes, mais aussi du mode de vie : bouger, bien manger, ne pas fumer et rester curieux aident à bien vieillir. La doyenne de l’humanité, la Française Jeanne Calment, a vécu jusqu’à 122 ans. Et en France, il y a aujourd’hui environ 30 000 centenaires !',
      '13_plus':
        'Le vieillissement, ou sénescence, est le déclin progressif des fonctions de l’organisme avec l’âge. Les biologistes en ont identifié plusieurs mécanismes qui s’additionnent : l’accumulation de mutations et de dommages dans l’ADN, le raccourcissement des télomères à chaque division cellulaire, décrit notamment par Elizabeth Blackburn (prix Nobel 2009), l’altération des protéines, le déclin des mitochondries qui produisent l’énergie des cellules, l’accumulation de cellules sénescentes qui entretiennent une inflammation chronique, et l’épuisement des cellules souches. Les signes visibles en découlent : la baisse du collagène et de l’élastine donne les rides, l’arrêt des mélanocytes du follicule pileux fait blanchir les cheveux, la perte de masse osseuse et musculaire fragilise le squelette, et le cristallin perd de sa souplesse vers 45 ans, provoquant la presbytie. La génétique explique une partie des différences de longévité, mais le mode de vie pèse lourd : activité physique, alimentation, sommeil, absence de tabac et liens sociaux. L’espérance de vie à la naissance en France atteint environ 80 ans pour les hommes et 86 ans pour les femmes, et le record humain vérifié est celui de Jeanne Calment, morte en 1997 à 122 ans. Certaines espèces vieillissent à peine : l’hydre d’eau douce semble ne pas décliner, et une petite méduse, Turritopsis, peut rajeunir en revenant à un stade antérieur. La recherche sur le vieillissement cherche surtout à allonger les années en bonne santé. Enfin, la vieillesse n’est pas qu’un déclin : les connaissances, le vocabulaire et la capacité à gérer ses émotions continuent souvent de progresser avec l’âge.',
    },
  },
  {
    id: 'birthdays',
    title: 'Pourquoi on fête les anniversaires ?',
    phrasings: [
      'pourquoi on fête les anniversaires',
      'pourquoi on fete son anniversaire',
      'pk on souffle des bougies',
      'pourquoi il y a des bougies sur le gâteau d’anniversaire',
      'c’est quoi un anniversaire',
      'pq on chante joyeux anniversaire',
      'anniversaire pourquoi',
      'pourquoi on a un an de plus',
      'pourquoi on reçoit des cadeaux pour son anniversaire',
    ],
    answers: {
      up_to_5:
        'Ton anniversaire, c’est le jour où tu es né, qui revient une fois par an. On fait la fête pour dire : on est tellement contents que tu sois là ! Et chaque bougie sur le gâteau, c’est une année de ta vie.',
      '6_to_8':
        'Un anniversaire, c’est le jour de l’année qui tombe à la même date que ta naissance. Pendant une année, la Terre fait un tour complet autour du Soleil, et le jour de ton anniversaire, elle revient à peu près au même endroit que le jour où tu es né. On le fête pour célébrer ta vie et montrer qu’on t’aime : on se réunit, on chante, on offre des cadeaux. On met autant de bougies sur le gâteau que ton âge, et tu les souffles en faisant un vœu, en secret. Les anniversaires, c’est aussi l’occasion de voir tout ce que tu as appris et grandi en un an.',
      '9_to_12':
        'Un anniversaire marque le retour de la date de ta naissance : en un an, la Terre a fait un tour complet autour du Soleil. Fêter la naissance de quelqu’un est une très vieille idée. Dans l’Égypte ancienne, on célébrait le pharaon, et les Romains fêtaient déjà l’anniversaire de leurs proches et des empereurs. Mais pendant longtemps, en Europe, on fêtait surtout le jour de son saint patron, car beaucoup de gens ne connaissaient même pas leur date de naissance exacte. Le gâteau avec des bougies viendrait d’Allemagne, où l’on organisait au XVIIIe siècle des fêtes pour les enfants appelées Kinderfest. La chanson « Happy Birthday », devenue « Joyeux anniversaire » en français, reprend la mélodie d’une chanson écrite par deux institutrices américaines, les sœurs Hill, en 1893. Aujourd’hui, fêter son anniversaire est une façon de dire à quelqu’un qu’il compte. Et si tu es né un 29 février, ton vrai anniversaire ne revient qu’une fois tous les quatre ans !',
      '13_plus':
        'Un anniversaire célèbre le retour annuel d’une date, ici celle de la naissance, ce qui suppose un calendrier et un état civil. Dans l’Antiquité, les Égyptiens célébraient l’anniversaire du couronnement des pharaons, considérés comme des dieux, et les Romains fêtaient le « dies natalis » de leurs proches et des empereurs, avec offrandes et banquets. Le christianisme des premiers siècles s’est d’abord méfié de ces fêtes jugées païennes, et a longtemps préféré célébrer la fête du saint dont on portait le nom : en France, on « souhaite sa fête » encore aujourd’hui. L’enregistrement des baptêmes dans les registres paroissiaux, obligatoire en France depuis l’ordonnance de Villers-Cotterêts de 1539, puis l’état civil laïque créé en 1792, ont rendu les dates de naissance connues de tous. La tradition moderne du gâteau à bougies est souvent rattachée aux Kinderfeste allemands du XVIIIe siècle, où une bougie par année de vie était allumée, plus une pour l’année à venir. La mélodie de « Happy Birthday to You » vient de « Good Morning to All », composée en 1893 par les sœurs Mildred et Patty Hill, et ses droits d’auteur ont fait l’objet d’un long procès aux États-Unis jusqu’en 2015. Sociologiquement, l’anniversaire est un rite de passage qui marque les étapes de la vie et affirme l’importance de l’individu, ce qui explique son essor dans les sociétés modernes. Toutes les cultures ne le fêtent pas de la même façon : en Corée, par exemple, le centième jour et le premier anniversaire du bébé sont de grandes cérémonies familiales.',
    },
  },
  {
    id: 'christmas',
    title: 'Pourquoi on fête Noël ?',
    phrasings: [
      'pourquoi on fête noël',
      'à quoi sert noël',
      'pk c’est noël',
      'c’est quoi noël',
      'pourquoi noël c’est le 25 décembre',
      'pourquoi on met un sapin à noël',
      'd’où vient le père noël',
      'pq on fait des cadeaux a noel',
      'histoire de noël',
      'pourquoi on décore un sapin de noël',
    ],
    answers: {
      up_to_5:
        'Noël, c’est une grande fête d’hiver où l’on se retrouve en famille, on décore un sapin et on s’offre des cadeaux. Pour les chrétiens, c’est le jour où l’on fête la naissance de Jésus. C’est une fête pour être ensemble et se faire plaisir !',
      '6_to_8':
        'Noël, le 25 décembre, est d’abord une fête chrétienne : elle célèbre la naissance de Jésus, il y a environ 2 000 ans. C’est pour ça que certaines familles installent une crèche avec le petit Jésus, Marie, Joseph et l’âne. Aujourd’hui, beaucoup de gens qui ne sont pas chrétiens fêtent aussi Noël, comme une fête de famille, avec un bon repas, un sapin décoré et des cadeaux. Le Père Noël, lui, est un personnage de légende inspiré d’un vrai saint très généreux, saint Nicolas, qui aimait aider les enfants. Dans d’autres religions, il y a d’autres grandes fêtes, comme Hanoukka pour les juifs ou l’Aïd pour les musulmans.',
      '9_to_12':
        'Noël est la fête chrétienne de la naissance de Jésus de Nazareth. La Bible ne donne pas la date de sa naissance : c’est au IVe siècle, à Rome, que l’Église a choisi le 25 décembre. Cette date tombe juste après le solstice d’hiver, le jour le plus court de l’année, à une période où les Romains avaient déjà des fêtes, comme les Saturnales, où l’on s’offrait des cadeaux, et la fête du Soleil invaincu. Célébrer la lumière au cœur de l’hiver est donc une très vieille idée. Le sapin vient des pays germaniques : l’une des plus anciennes mentions d’un arbre de Noël date de 1521, à Sélestat, en Alsace. Le Père Noël s’inspire de saint Nicolas, un évêque du IVe siècle connu pour sa générosité, dont la fête est toujours célébrée le 6 décembre dans l’est de la France. Son allure actuelle, avec sa barbe blanche, son habit rouge et son traîneau tiré par des rennes, s’est construite aux États-Unis au XIXe siècle, puis a été popularisée dans le monde par la publicité au XXe siècle. Aujourd’hui, Noël est fêté par des milliards de personnes, croyantes ou non.',
      '13_plus':
        'Noël (du latin natalis, « de la naissance ») commémore la naissance de Jésus de Nazareth, figure centrale du christianisme. Les Évangiles ne précisent ni le jour ni même l’année exacte de cette naissance, que les historiens situent plutôt quelques années avant notre ère. La première mention d’une célébration le 25 décembre date de 336, à Rome. Ce choix coïncidait avec le solstice d’hiver du calendrier romain et avec la fête du Sol Invictus (le Soleil invaincu), ainsi qu’avec les Saturnales, fêtes de décembre marquées par les banquets et les cadeaux ; les historiens débattent encore de la part exacte de ces influences. Les Églises orthodoxes qui suivent le calendrier julien célèbrent Noël le 7 janvier de notre calendrier. Les traditions se sont accumulées au fil des siècles : la crèche est attribuée à François d’Assise en 1223, le sapin décoré est attesté en Alsace au début du XVIe siècle, et le personnage de Santa Claus naît aux États-Unis au XIXe siècle, à partir du Sinterklaas néerlandais, lui-même inspiré de Nicolas de Myre, évêque du IVe siècle. Le poème américain « A Visit from St. Nicholas » (1823) lui donne ses rennes et son traîneau, et les publicités de Coca-Cola, à partir de 1931, fixent son image rouge et joviale, qui existait déjà auparavant. Au XXe siècle, Noël est devenu aussi une fête familiale et commerciale, célébrée bien au-delà des chrétiens. Dans de nombreuses cultures, des fêtes de lumière ont lieu en hiver, comme Hanoukka dans le judaïsme, ce qui montre un besoin partagé de se rassembler au moment des nuits les plus longues.',
    },
  },
  {
    id: 'rules-and-laws',
    title: 'Pourquoi il y a des règles et des lois ?',
    phrasings: [
      'pourquoi il y a des règles',
      'pourquoi il y a des lois',
      'pk on doit obéir aux règles',
      'c’est quoi une loi',
      'qui fait les lois',
      'pourquoi il faut respecter les règles',
      'pq y a des regles',
      'à quoi servent les lois',
      'pourquoi on a pas le droit de tout faire',
    ],
    answers: {
      up_to_5:
        'Les règles, c’est comme les règles d’un jeu : si chacun fait n’importe quoi, le jeu ne marche plus et quelqu’un peut avoir mal. Elles sont là pour que tout le monde soit en sécurité et bien ensemble. Par exemple : on ne tape pas, et on traverse au feu vert !',
      '6_to_8':
        'Imagine un match de foot où chacun pourrait prendre le ballon avec les mains ou pousser les autres : ce serait vite la bagarre ! Les règles servent à ce que tout le monde puisse vivre et jouer ensemble sans se faire de mal, de façon juste. À la maison, à l’école ou dans un jeu, il y a des règles. Dans un pays, les règles les plus importantes s’appellent des lois, et elles s’appliquent à tout le monde, même aux adultes et au président. Par exemple, la loi interdit de voler ou de frapper quelqu’un, et oblige à s’arrêter au feu rouge. Les lois protègent aussi les enfants : elles leur donnent le droit d’aller à l’école et d’être soignés.',
      '9_to_12':
        'Quand beaucoup de personnes vivent ensemble, leurs envies se heurtent forcément : je veux écouter de la musique fort, mon voisin veut dormir. Les règles permettent de vivre ensemble de façon juste et en sécurité, en fixant ce qui est permis et interdit, pour tout le monde de la même façon. Une loi est une règle officielle, valable dans tout un pays. En France, elles sont votées par le Parlement, c’est-à-dire l’Assemblée nationale et le Sénat, dont les membres sont choisis directement ou indirectement par les citoyens. Les juges sont chargés de les faire respecter, et la police d’y veiller. La Déclaration des droits de l’homme et du citoyen de 1789 résume bien leur rôle : la liberté consiste à pouvoir faire tout ce qui ne nuit pas aux autres. Les lois les plus anciennes que l’on connaisse ont été gravées sur une grande pierre en Mésopotamie, il y a environ 3 750 ans : le code d’Hammurabi. Les lois peuvent aussi changer, quand la société évolue : par exemple, les femmes n’ont obtenu le droit de vote en France qu’en 1944.',
      '13_plus':
        'Toute société humaine se dote de règles, car la vie collective crée des conflits d’intérêts qu’il faut arbitrer autrement que par la force. Les philosophes du contrat social, comme Thomas Hobbes, John Locke ou Jean-Jacques Rousseau, ont théorisé l’idée que les individus acceptent de limiter une part de leur liberté naturelle en échange de la sécurité et de droits garantis par tous. Parmi les plus anciens recueils de lois connus figure le code d’Hammurabi, roi de Babylone, gravé vers 1750 avant notre ère sur une stèle aujourd’hui conservée au Louvre. Dans une démocratie comme la France, la loi est l’expression de la volonté générale : elle est votée par le Parlement, composé de l’Assemblée nationale et du Sénat, et doit respecter la Constitution de 1958, dont le Conseil constitutionnel contrôle l’application. L’article 4 de la Déclaration des droits de l’homme et du citoyen de 1789 pose le principe que « la liberté consiste à pouvoir faire tout ce qui ne nuit pas à autrui ». L’État de droit repose sur quelques piliers : la loi s’applique à tous, gouvernants compris, nul ne peut être puni sans une loi préexistante, et des juges indépendants tranchent les litiges. Il existe aussi des textes internationaux, comme la Convention internationale des droits de l’enfant, adoptée par l’ONU en 1989. Les lois évoluent avec les valeurs de la société : l’abolition de l’esclavage en 1848, le droit de vote des femmes en 1944 ou l’abolition de la peine de mort en 1981 en témoignent. Enfin, les philosophes distinguent ce qui est légal de ce qui est juste : l’histoire montre que des lois injustes ont existé, et que des citoyens ont lutté pour les faire changer.',
    },
  },
  {
    id: 'police-officers',
    title: 'Pourquoi il y a des policiers ?',
    phrasings: [
      'pourquoi il y a des policiers',
      'à quoi sert la police',
      'pk il y a la police',
      'c’est quoi un gendarme',
      'pourquoi les policiers arrêtent les gens',
      'pq la police met des gens en prison',
      'différence policier gendarme',
      'que fait un policier',
      'pourquoi la police a des sirènes',
    ],
    answers: {
      up_to_5:
        'Les policiers et les gendarmes sont là pour protéger les gens et aider ceux qui ont un problème. Ils vérifient que tout le monde respecte les règles, par exemple sur la route. Si un jour tu es perdu, tu peux aller voir un policier !',
      '6_to_8':
        'Les policiers et les gendarmes ont pour métier de protéger les gens et de faire respecter les lois. Ils aident quand quelqu’un est en danger, ils surveillent la circulation pour éviter les accidents, et ils cherchent les personnes qui ont volé ou fait du mal à quelqu’un. Ils peuvent arrêter ces personnes, mais ce n’est pas eux qui décident de la punition : c’est un juge. En France, les policiers travaillent surtout dans les villes, et les gendarmes surtout à la campagne. En cas d’urgence, on peut les appeler en composant le 17. Et si tu es perdu, un policier est une personne à qui tu peux demander de l’aide.',
      '9_to_12':
        'Dans une société, il faut des personnes chargées de veiller à ce que les lois soient respectées et de protéger les habitants : c’est le rôle des forces de l’ordre. En France, il y en a deux grandes : la police nationale, surtout présente dans les villes, et la gendarmerie, qui a un statut militaire et couvre surtout les campagnes et les petites villes. Ensemble, elles comptent environ 250 000 personnes. Leurs missions sont variées : secourir et protéger les gens, surveiller la route, enquêter sur les vols ou les agressions, retrouver des personnes disparues, assurer la sécurité lors de grands événements. Il existe aussi des polices municipales, qui dépendent des mairies. Les policiers peuvent arrêter un suspect, mais c’est la justice, avec ses juges, qui décide s’il est coupable et de sa peine : c’est une protection importante contre les erreurs. Les policiers doivent eux-mêmes respecter la loi, et un service spécial contrôle leur travail. En cas d’urgence, on compose le 17, ou le 112 partout en Europe.',
      '13_plus':
        'Dans un État de droit, la police fait partie des moyens dont dispose l’État pour garantir la sécurité des personnes et l’application des lois ; le sociologue Max Weber définissait d’ailleurs l’État comme détenteur du « monopole de la violence physique légitime ». En France, la sécurité publique repose principalement sur deux forces : la police nationale, civile, rattachée au ministère de l’Intérieur, qui compte environ 150 000 agents, et la gendarmerie nationale, force armée d’environ 100 000 militaires, compétente sur la majorité du territoire mais pour une minorité de la population. À Paris, la fonction de lieutenant général de police a été créée dès 1667, sous Louis XIV, et la gendarmerie descend de l’ancienne maréchaussée, rebaptisée en 1791. On distingue la police administrative, qui prévient les troubles (patrouilles, circulation, maintien de l’ordre), et la police judiciaire, qui constate les infractions et en recherche les auteurs sous la direction d’un magistrat. Cette séparation est essentielle : un policier peut interpeller et placer en garde à vue, dans un cadre strictement encadré par la loi, mais seul un juge peut condamner. Les forces de l’ordre sont soumises à un code de déontologie et contrôlées par des inspections internes, l’IGPN et l’IGGN, ainsi que par la justice et le Défenseur des droits. Le rapport entre la police et la population fait l’objet de débats démocratiques, notamment sur l’usage de la force ou les contrôles d’identité. En cas d’urgence, on compose le 17, ou le 112, numéro d’urgence européen.',
    },
  },
  {
    id: 'firefighters',
    title: 'À quoi servent les pompiers ?',
    phrasings: [
      'à quoi servent les pompiers',
      'pourquoi il y a des pompiers',
      'pk les pompiers ont un camion rouge',
      'que font les pompiers',
      'pourquoi on appelle les pompiers',
      'c’est quoi un sapeur-pompier',
      'pq les pompiers ont une grande échelle',
      'pompiers sapeurs',
      'comment les pompiers éteignent le feu',
    ],
    answers: {
      up_to_5:
        'Les pompiers éteignent les incendies avec de l’eau, mais surtout, ils viennent aider les gens blessés ou en danger. Ils arrivent très vite avec leur camion rouge et leur sirène. Pour les appeler, on fait le 18 !',
      '6_to_8':
        'Les pompiers sont des personnes très entraînées pour aider les gens en danger. On pense souvent aux incendies, qu’ils éteignent avec de l’eau, de la mousse ou de la terre, mais en fait, la plupart du temps, ils viennent secourir des personnes : quelqu’un qui est tombé, qui a fait un malaise ou qui a eu un accident de voiture. Ils sauvent aussi des gens coincés dans un ascenseur ou un animal en difficulté. Leurs camions sont rouges pour bien se voir, et ils ont une grande échelle pour atteindre le haut des immeubles. Beaucoup de pompiers sont des volontaires, qui font un autre métier à côté. En France, on les appelle au 18.',
      '9_to_12':
        'En France, il y a environ 250 000 sapeurs-pompiers, et la grande majorité, environ huit sur dix, sont des volontaires : ils ont un autre métier ou font des études, et interviennent quand ils sont de garde. Contrairement à ce qu’on imagine, les incendies ne représentent qu’une petite partie de leur travail, moins d’une intervention sur dix. Près de huit fois sur dix, ils partent secourir des personnes : malaises, chutes, blessures, accidents de la route. Ils interviennent aussi lors d’inondations, de tempêtes, de fuites de gaz ou pour sauver des animaux. Pour éteindre un feu, ils retirent l’un des trois éléments dont il a besoin : le combustible (ce qui brûle), l’oxygène de l’air, ou la chaleur, qu’ils refroidissent avec de l’eau. Leur tenue résiste à la chaleur, et ils portent des appareils pour respirer dans la fumée, qui est souvent plus dangereuse que les flammes. À Paris et à Marseille, les pompiers sont des militaires. Le numéro des pompiers est le 18, et le 112 marche dans toute l’Europe.',
      '13_plus':
        'Les sapeurs-pompiers assurent en France la prévention et la lutte contre les incendies, mais aussi, et surtout, le secours d’urgence aux personnes. Le pays en compte environ 250 000 : près de 80 % de volontaires, environ 40 000 professionnels et 13 000 militaires environ, ces derniers formant la Brigade de sapeurs-pompiers de Paris, créée par Napoléon en 1811 après l’incendie meurtrier d’un bal à l’ambassade d’Autriche, et le Bataillon de marins-pompiers de Marseille. Ils sont organisés en services départementaux d’incendie et de secours (SDIS) et réalisent plus de quatre millions d’interventions par an, dont environ 80 % de secours à personne, tandis que les incendies en représentent moins de 10 %. La lutte contre le feu repose sur le « triangle du feu » : une combustion nécessite un combustible, un comburant (l’oxygène) et une énergie d’activation (la chaleur). L’eau agit surtout en refroidissant, car sa vaporisation absorbe beaucoup d’énergie ; les mousses isolent le combustible de l’air, et les extincteurs à CO2 privent le feu d’oxygène, ce qui les rend adaptés aux feux électriques, sur lesquels l’eau est dangereuse. Dans les incendies d’habitation, la principale cause de décès est l’inhalation de fumées toxiques, notamment de monoxyde de carbone, d’où l’obligation depuis 2015 d’installer un détecteur de fumée dans chaque logement. Les pompiers jouent aussi un rôle croissant face aux feux de forêt et aux inondations, de plus en plus fréquents avec le changement climatique. Le numéro d’urgence est le 18, ou le 112 dans toute l’Union européenne.',
    },
  },
  {
    id: 'homeless-people',
    title: 'Pourquoi des gens vivent dans la rue ?',
    phrasings: [
      'pourquoi des gens vivent dans la rue',
      'pourquoi il y a des sans-abri',
      'pk le monsieur dort dehors',
      'pourquoi des gens n’ont pas de maison',
      'c’est quoi un SDF',
      'pq la dame demande de l’argent dans la rue',
      'sans domicile fixe pourquoi',
      'pourquoi des gens mendient',
    ],
    answers: {
      up_to_5:
        'Certaines personnes n’ont plus de maison, parce qu’elles n’ont plus assez d’argent ou qu’il leur est arrivé de gros malheurs. Ce sont des gens comme les autres, qui ont besoin d’aide. Des personnes gentilles, dans des associations, leur donnent à manger et un endroit pour dormir.',
      '6_to_8':
        'Les personnes qui vivent dans la rue n’ont pas de maison où dormir. Ça peut arriver pour plein de raisons : elles ont perdu leur travail et n’ont plus pu payer leur loyer, elles se sont fâchées avec leur famille, elles sont malades, ou elles ont quitté leur pays pour fuir la guerre. Ce sont des gens comme tout le monde, à qui la vie a réservé de grosses difficultés. Vivre dehors est très dur, surtout quand il fait froid. Heureusement, des associations et des bénévoles leur apportent des repas, des couvertures, un endroit pour dormir et de l’aide pour retrouver un logement. Un sourire ou un « bonjour », ça compte aussi beaucoup pour elles.',
      '9_to_12':
        'On appelle ces personnes des sans-abri, ou SDF, pour « sans domicile fixe ». En France, selon des associations, plus de 300 000 personnes n’ont pas de logement à elles : certaines dorment dehors, d’autres dans des centres d’hébergement, dans une voiture ou chez des proches. On ne se retrouve presque jamais à la rue pour une seule raison : c’est souvent une suite de malheurs, comme la perte d’un emploi, une séparation, des dettes, une maladie, ou l’arrivée dans un pays étranger sans rien. Les logements sont aussi devenus très chers dans les grandes villes. Certaines personnes mendient, c’est-à-dire qu’elles demandent de l’argent, parce qu’elles n’ont pas d’autre moyen de se nourrir. La vie dans la rue abîme beaucoup la santé. Pour les aider, il existe un numéro d’urgence, le 115, et des associations comme les Restos du cœur, fondés par Coluche en 1985, ou l’association de l’abbé Pierre. Et surtout, il faut se souvenir que ce sont des personnes qui méritent le respect.',
      '13_plus':
        'Être sans domicile, c’est ne pas disposer d’un logement personnel et stable : la statistique publique inclut les personnes qui dorment dans la rue, mais aussi celles hébergées en urgence, en centres ou en hôtels sociaux. En France, la Fondation Abbé Pierre estimait en 2024 à environ 350 000 le nombre de personnes sans domicile, un chiffre qui a plus que doublé en une dizaine d’années, et plusieurs milliers vivent à la rue au sens strict. Les travaux sociologiques montrent que l’on bascule rarement à la rue pour une cause unique : c’est généralement un cumul de ruptures, professionnelles (chômage), familiales (séparation, violences, sortie de l’aide sociale à l’enfance), sanitaires (maladie, troubles psychiques, addictions) ou administratives, notamment pour les personnes exilées sans titre de séjour. Le contexte joue aussi un rôle majeur : hausse des loyers, manque de logements sociaux, difficultés d’accès aux droits. La rue a des conséquences graves sur la santé : l’espérance de vie des personnes sans domicile est inférieure d’environ trente ans à celle du reste de la population. Historiquement, l’appel de l’abbé Pierre durant l’hiver 1954 a marqué les consciences, et la loi a depuis reconnu un droit au logement opposable, en 2007. Les réponses publiques combinent hébergement d’urgence, via le 115 et le Samu social créé à Paris en 1993, et une approche appelée « Logement d’abord », inspirée d’expériences nord-américaines, qui consiste à proposer directement un logement stable avant de traiter les autres difficultés. Les associations, de la Croix-Rouge aux Restos du cœur, jouent un rôle essentiel. Changer de regard compte aussi : la stigmatisation isole, alors que le lien social aide à sortir de la rue.',
    },
  },
  {
    id: 'wearing-clothes',
    title: 'Pourquoi on porte des vêtements ?',
    phrasings: [
      'pourquoi on porte des vêtements',
      'pourquoi on s’habille',
      'pk on met des habits',
      'pourquoi on peut pas sortir tout nu',
      'pourquoi les animaux ont pas de vêtements',
      'pq faut s’habiller',
      'qui a inventé les vêtements',
      'pourquoi on met un manteau',
      'pourquoi on se met pas tout nu dans la rue',
    ],
    answers: {
      up_to_5:
        'Les animaux ont des poils, des plumes ou de la fourrure pour avoir chaud, mais nous, on n’en a presque pas. Alors on met des vêtements, pour avoir chaud l’hiver et se protéger du soleil l’été. Et puis c’est joli de choisir ses habits !',
      '6_to_8':
        'Contrairement au chat ou à l’ours, les humains n’ont presque pas de poils pour se protéger. Les vêtements jouent ce rôle : le manteau et le bonnet gardent la chaleur du corps en hiver, le chapeau et le tee-shirt protègent du soleil l’été, les chaussures protègent les pieds des cailloux. Il y a aussi des vêtements spéciaux, comme le casque du pompier ou la blouse du médecin. Les vêtements servent aussi à cacher certaines parties du corps qui sont intimes, qu’on ne montre pas à tout le monde. Et ils permettent de montrer qui on est : on choisit ses couleurs, son style, ou on porte un costume pour une fête.',
      '9_to_12':
        'Nos ancêtres ont perdu la plus grande partie de leurs poils il y a très longtemps, peut-être pour mieux transpirer en courant sous le soleil d’Afrique. Quand certains humains sont partis vers des régions plus froides, ils ont eu besoin de se couvrir. Des chercheurs ont même daté l’invention des vêtements grâce à des poux ! Le pou des vêtements, qui vit dans les habits, serait apparu il y a entre 80 000 et 170 000 ans, ce qui donne une idée de l’époque où les humains ont commencé à s’habiller. Les premiers vêtements étaient faits de peaux d’animaux, puis on a inventé les aiguilles, il y a plus de 40 000 ans, et le tissage. Aujourd’hui, les vêtements servent toujours à se protéger du froid, du soleil, de la pluie ou des blessures. Mais ils ont aussi un rôle dans la société : la pudeur, c’est-à-dire ne pas montrer son corps à tout le monde, et l’expression de soi, par la mode. Certains vêtements, comme les uniformes, montrent aussi le métier de quelqu’un.',
      '13_plus':
        'Les vêtements ont d’abord une fonction protectrice, liée à notre biologie : la perte de la majeure partie de la pilosité chez les ancêtres de l’être humain, peut-être en lien avec la course d’endurance et la thermorégulation par la sueur, nous a rendus vulnérables au froid et aux rayonnements solaires. La date de leur invention est difficile à établir, car les matières organiques se conservent mal. Une étude génétique de 2011 a estimé que le pou de corps, qui vit dans les vêtements, s’est séparé du pou de tête il y a 80 000 à 170 000 ans, ce qui suggère un usage régulier de vêtements bien avant la sortie d’Afrique des humains modernes. Les aiguilles à chas en os apparaissent il y a plus de 40 000 ans, permettant des vêtements ajustés, et des fibres de lin teintes vieilles d’environ 30 000 ans ont été découvertes dans une grotte de Géorgie. Ötzi, l’homme des glaces mort dans les Alpes il y a 5 300 ans, portait déjà un équipement complet en cuir, fourrure et herbes tressées. Au-delà de la protection, les vêtements ont des fonctions sociales majeures, étudiées par les anthropologues et les sociologues : ils expriment la pudeur, dont les normes varient beaucoup selon les cultures et les époques, marquent l’appartenance à un groupe, une fonction ou un statut (uniformes, tenues religieuses, lois somptuaires qui réservaient autrefois certaines étoffes aux nobles), et permettent l’expression de soi à travers la mode. L’industrie textile pose aujourd’hui des questions environnementales et sociales importantes : la « fast fashion » produit des quantités énormes de vêtements vite jetés, souvent fabriqués dans des conditions de travail difficiles. Acheter moins, réparer et donner ses vêtements sont des réponses possibles.',
    },
  },
  {
    id: 'waiting-turn',
    title: 'Pourquoi il faut attendre son tour ?',
    phrasings: [
      'pourquoi il faut attendre son tour',
      'pourquoi je dois attendre',
      'pk faut faire la queue',
      'pourquoi on fait la queue',
      'pourquoi je peux pas passer devant',
      'pq il faut etre patient',
      'pourquoi c’est dur d’attendre',
      'attendre son tour pourquoi',
      'pourquoi on doit pas couper la parole',
    ],
    answers: {
      up_to_5:
        'Quand tout le monde veut la même chose en même temps, on passe chacun son tour, comme au toboggan. Comme ça, c’est juste pour tout le monde, et personne ne se fait bousculer. Et ton tour arrive toujours !',
      '6_to_8':
        'Imagine un toboggan où tout le monde monterait en même temps en se poussant : quelqu’un finirait par tomber, et les plus grands passeraient toujours avant les petits. Attendre son tour, c’est une règle qui rend les choses justes : celui qui est arrivé le premier passe le premier, et chacun est sûr d’avoir sa place. C’est pareil pour parler : si tout le monde parle en même temps, personne ne s’entend. Attendre, c’est difficile, surtout quand on est petit, car ton cerveau apprend encore à patienter. Pour t’aider, tu peux compter, chanter dans ta tête ou regarder ce qui se passe autour de toi.',
      '9_to_12':
        'Quand plusieurs personnes veulent la même chose et qu’on ne peut pas tout faire en même temps, il faut un ordre. La file d’attente est une solution simple et juste : premier arrivé, premier servi. Elle évite les bousculades et empêche les plus forts ou les plus pressés de passer toujours devant. C’est pour ça que resquiller, c’est-à-dire doubler dans la queue, met les gens en colère : ils ressentent une injustice. Attendre son tour pour parler, en classe ou à table, permet aussi à chacun d’être écouté. La patience est une compétence qui se développe avec l’âge, grâce à une partie du cerveau située derrière le front, le cortex préfrontal, qui aide à contrôler ses envies. Dans une célèbre expérience des années 1960 et 1970, des chercheurs proposaient à des enfants un marshmallow tout de suite, ou deux s’ils attendaient une quinzaine de minutes : certains réussissaient en détournant leur attention, par exemple en chantant ou en fermant les yeux. Ces astuces marchent aussi pour toi !',
      '13_plus':
        'Attendre son tour répond à un problème de répartition : lorsqu’une ressource est limitée (un jeu, un guichet, la parole), il faut une règle pour décider qui en profite d’abord. La file d’attente applique le principe « premier arrivé, premier servi », perçu comme équitable parce qu’il ne dépend ni de la force ni du statut. Les psychologues sociaux ont montré que les gens tolèrent mal les resquilleurs, même quand l’attente n’en est que peu allongée : c’est la violation de la règle de justice qui choque. Une étude classique de Stanley Milgram, dans les années 1980, a observé que les personnes qui faisaient la queue réagissaient souvent quand un inconnu s’y glissait. La capacité à différer une récompense dépend des fonctions exécutives, régulées par le cortex préfrontal, qui mûrit lentement jusqu’au début de l’âge adulte. Les expériences du « test du marshmallow », menées à Stanford par Walter Mischel à partir de la fin des années 1960, avaient suggéré un lien entre la capacité d’attendre à 4 ans et la réussite ultérieure ; des études plus récentes ont nuancé ce lien, montrant le poids du milieu social et de la confiance : un enfant qui a appris que les promesses des adultes sont rarement tenues a de bonnes raisons de ne pas attendre. La patience n’est donc pas un don fixe : elle se construit, grâce à des stratégies de distraction, à des règles prévisibles et à l’expérience que l’attente est récompensée. Elle reste précieuse dans la vie collective, du débat démocratique, où chacun a droit à la parole, à la circulation routière.',
    },
  },
  {
    id: 'screen-limits',
    title: 'Pourquoi les parents limitent les écrans ?',
    phrasings: [
      'pourquoi les parents limitent les écrans',
      'pourquoi je peux pas regarder la télé tout le temps',
      'pk j’ai pas le droit à la tablette',
      'pourquoi les écrans c’est pas bon',
      'pourquoi je peux pas jouer aux jeux vidéo toute la journée',
      'temps d’écran enfant',
      'pourquoi maman éteint la télé',
      'ecrans danger enfants',
    ],
    answers: {
      up_to_5:
        'Les écrans, c’est amusant, mais pendant ce temps tu ne cours pas, tu ne joues pas avec tes mains et tu ne parles pas avec les autres. Ton cerveau et ton corps ont besoin de tout ça pour bien grandir. Alors un petit peu d’écran, et beaucoup de jeux !',
      '6_to_8':
        'Les dessins animés et les jeux vidéo sont amusants, et tes parents le savent. Mais ton corps et ton cerveau grandissent en bougeant, en jouant, en construisant, en dessinant et en parlant avec d’autres personnes, et les écrans prennent la place de tout ça. Regarder un écran le soir empêche aussi de bien s’endormir, car la lumière et les images excitantes réveillent ton cerveau. Et beaucoup de jeux et de vidéos sont faits exprès pour qu’on ait du mal à s’arrêter : c’est pour ça que c’est si dur d’éteindre ! Tes parents fixent des limites pour t’aider, pas pour te punir. Tu peux choisir avec eux le moment et le programme.',
      '9_to_12':
        'Les écrans ne sont pas mauvais en eux-mêmes : on peut y apprendre plein de choses, créer, discuter avec sa famille éloignée. Le problème, c’est surtout le temps passé et ce qu’ils remplacent. Chaque heure devant un écran est une heure en moins pour bouger, lire, jouer avec d’autres ou s’ennuyer un peu, ce qui stimule l’imagination. Les écrans le soir retardent l’endormissement, et le manque de sommeil gêne la concentration à l’école. De nombreuses applications, réseaux sociaux et jeux sont conçus pour capter ton attention le plus longtemps possible : vidéos qui s’enchaînent toutes seules, récompenses, notifications. Même les adultes ont du mal à y résister ! En 2024, une commission d’experts réunie par le gouvernement français a recommandé pas d’écran avant 3 ans, un usage limité et accompagné ensuite, pas de téléphone personnel avant 11 ans, et pas de réseaux sociaux avant 15 ans. Les réseaux sociaux ont d’ailleurs presque tous un âge minimum de 13 ans. Fixer des règles en famille, comme pas d’écran à table ni dans la chambre le soir, aide à en garder le meilleur.',
      '13_plus':
        'Les recommandations sur les écrans reposent sur plusieurs constats scientifiques, plus ou moins solides selon les sujets. Le plus établi concerne le sommeil : l’usage d’écrans le soir retarde l’endormissement, à cause de la lumière riche en bleu qui freine la sécrétion de mélatonine, mais surtout de la stimulation cognitive et émotionnelle, et du temps pris sur la nuit. Vient ensuite l’effet de « déplacement » : le temps d’écran remplace l’activité physique, le jeu libre, la lecture et les interactions en face à face, essentielles au développement du langage chez les jeunes enfants. Les plateformes sont conçues pour maximiser l’engagement : défilement infini, lecture automatique, notifications et récompenses imprévisibles exploitent le circuit de la récompense et de la dopamine, ce qui explique la difficulté à s’arrêter. Pour les réseaux sociaux, les études associent un usage intensif à davantage d’anxiété, de troubles de l’image de soi et de cyberharcèlement, notamment chez les adolescentes ; le lien de cause à effet reste débattu entre chercheurs, mais beaucoup appellent à la prudence. En France, la commission d’experts remise au président de la République en avril 2024 a recommandé l’absence d’écran avant 3 ans, un usage très limité et accompagné jusqu’à 6 ans, pas de téléphone personnel avant 11 ans, pas de smartphone connecté à Internet avant 13 ans et pas de réseaux sociaux avant 15 ans. La plupart des réseaux imposent d’ailleurs un âge minimal de 13 ans. Le contenu compte autant que la durée : créer, apprendre ou échanger avec ses proches n’a pas le même effet qu’enchaîner des vidéos courtes. L’enjeu est finalement d’apprendre une forme d’autonomie : savoir décider soi-même quand et comment utiliser ces outils puissants.',
    },
  },
  {
    id: 'lying',
    title: 'Pourquoi on ment, et pourquoi il ne faut pas mentir ?',
    phrasings: [
      'pourquoi il faut pas mentir',
      'pourquoi on ment',
      'pk c’est mal de mentir',
      'pourquoi les gens mentent',
      'c’est quoi un mensonge',
      'pourquoi je mens',
      'pq faut dire la verité',
      'pourquoi il faut dire la vérité',
      'est-ce que les adultes mentent',
      'mensonge pourquoi c’est grave',
      'pourquoi on a pas le droit de mentir',
    ],
    answers: {
      up_to_5:
        'Mentir, c’est dire quelque chose qui n’est pas vrai, souvent parce qu’on a peur d’être grondé. Mais si on ment souvent, les autres ne savent plus quand nous croire. Dire la vérité, même quand c’est difficile, c’est très courageux !',
      '6_to_8':
        'Un mensonge, c’est dire quelque chose de faux en sachant que c’est faux, pour que l’autre y croie. Souvent on ment parce qu’on a peur d’être grondé, parce qu’on a honte, ou pour avoir quelque chose. Tout le monde a déjà menti, même les adultes. Le problème, c’est la confiance : si tu mens, les autres finissent par ne plus te croire, même quand tu dis vrai. Tu connais l’histoire du petit berger qui criait « au loup ! » pour rire ? Le jour où le loup est vraiment venu, plus personne ne l’a cru. Dire la vérité quand on a fait une bêtise, c’est courageux, et souvent, on est beaucoup moins grondé.',
      '9_to_12':
        'Savoir mentir est, curieusement, une étape normale du développement : vers 3 ou 4 ans, les enfants découvrent que les autres ne peuvent pas lire dans leurs pensées, et ils testent cette découverte. Plus tard, on ment pour éviter une punition, par honte, pour se rendre intéressant ou pour protéger quelqu’un. Mais le mensonge abîme quelque chose de précieux : la confiance. Une relation, une amitié ou une famille fonctionne parce qu’on peut croire ce que disent les autres. Une fois qu’on a été trompé, il faut beaucoup de temps pour refaire confiance. Un mensonge en entraîne souvent d’autres, pour ne pas être découvert, et c’est épuisant. Il existe aussi des petits mensonges dits « pieux », pour ne pas blesser, comme dire qu’on adore un cadeau qui ne nous plaît pas : beaucoup de gens les trouvent acceptables, et c’est un sujet dont on peut discuter. Mais mentir pour cacher une bêtise ou faire du tort à quelqu’un, c’est autre chose. Reconnaître une erreur demande du courage, et c’est comme ça qu’on gagne le respect des autres.',
      '13_plus':
        'Mentir, c’est affirmer volontairement quelque chose que l’on sait faux dans l’intention de tromper. Les psychologues considèrent les premiers mensonges, vers 2 ou 3 ans, comme un jalon cognitif : ils supposent une « théorie de l’esprit », c’est-à-dire la compréhension que les autres ont des croyances différentes des nôtres, et des fonctions exécutives capables de retenir la vérité tout en énonçant autre chose. Les travaux du chercheur Kang Lee ont montré que la plupart des enfants mentent dans des situations de tentation dès 4 ans, et que les enfants qui mentent tôt ne deviennent pas pour autant des menteurs. Chez l’adulte, des études fondées sur des journaux de bord suggèrent que la plupart des gens disent un ou deux petits mensonges par jour, souvent pour préserver les relations. Les philosophes débattent depuis longtemps de la morale du mensonge : Kant jugeait qu’il ne fallait jamais mentir, même pour protéger quelqu’un, tandis que d’autres, comme Benjamin Constant, estimaient que la vérité n’est due qu’à ceux qui y ont droit. Les utilitaristes évaluent plutôt un mensonge à ses conséquences. Sur le plan social, le mensonge répété ronge la confiance, ce ciment invisible qui permet les échanges, la coopération et la vie démocratique ; c’est pourquoi le faux témoignage ou la fraude sont punis par la loi. À l’heure des réseaux sociaux, la diffusion de fausses informations pose le problème à grande échelle : vérifier ses sources fait partie de l’honnêteté intellectuelle. Enfin, un climat où l’on peut avouer une erreur sans crainte d’une punition démesurée encourage la sincérité, chez les enfants comme chez les adultes.',
    },
  },
  {
    id: 'tidy-room',
    title: 'Pourquoi il faut ranger sa chambre ?',
    phrasings: [
      'pourquoi il faut ranger sa chambre',
      'pourquoi je dois ranger ma chambre',
      'pk faut ranger',
      'pourquoi on range ses jouets',
      'pq ranger mes affaires',
      'à quoi ça sert de ranger',
      'pourquoi maman veut que je range',
      'ranger sa chambre pourquoi',
      'pourquoi ma chambre doit être rangée',
    ],
    answers: {
      up_to_5:
        'Quand tout est rangé, tu retrouves vite ton doudou et tes jouets préférés, et tu ne marches pas sur un jouet qui fait mal au pied. Chaque jouet a sa maison, comme toi tu as la tienne. Et après, il y a plein de place pour jouer !',
      '6_to_8':
        'Ranger, ça sert d’abord à retrouver facilement ses affaires : quand ton jeu préféré a toujours sa place, tu ne perds pas de temps à le chercher, et les pièces ne se perdent pas. Ça évite aussi de trébucher sur des jouets ou de les casser en marchant dessus. Une chambre rangée est plus facile à nettoyer, et c’est plus agréable pour jouer, dormir ou faire ses devoirs. Ranger sa chambre, c’est aussi participer à la vie de la famille : chacun s’occupe un peu de la maison. Astuce : range un petit peu chaque jour, avec une musique, c’est beaucoup moins long que tout d’un coup !',
      '9_to_12':
        'Ranger a plusieurs utilités très concrètes. La première : retrouver ses affaires. Chercher sans arrêt ses chaussures, un chargeur ou un cahier fait perdre beaucoup de temps et rend nerveux, surtout le matin avant l’école. La deuxième : la sécurité et l’hygiène, car on trébuche moins, et le ménage est plus facile quand le sol est dégagé ; la poussière et les miettes oubliées attirent les acariens ou les insectes. La troisième : prendre soin de ses affaires, qui durent plus longtemps quand elles ne traînent pas par terre. Certaines études suggèrent aussi qu’un environnement très encombré peut rendre plus difficile de se concentrer. Enfin, ranger sa chambre, c’est apprendre à s’organiser et à devenir autonome, ce qui te servira toute ta vie. Le secret : que chaque objet ait sa place, trier de temps en temps ce dont tu ne te sers plus, et ranger au fur et à mesure plutôt que d’attendre la montagne.',
      '13_plus':
        'Ranger peut sembler une corvée arbitraire, mais plusieurs raisons la justifient. D’un point de vue pratique, un espace organisé réduit le temps perdu à chercher : attribuer une place fixe à chaque objet s’appuie sur notre mémoire spatiale, qui retient bien les emplacements habituels. Du point de vue de l’attention, des chercheurs en neurosciences de l’université de Princeton ont montré en 2011 que des stimuli visuels nombreux et désordonnés entrent en compétition dans le cortex visuel et rendent la concentration plus difficile. D’autres études associent un logement très encombré à un niveau de stress plus élevé, même si les effets varient selon les personnes : certains travaillent très bien dans un certain désordre créatif. Il y a aussi des enjeux d’hygiène (poussière, acariens, restes de nourriture) et de sécurité, les chutes domestiques étant une cause fréquente d’accidents. Ranger mobilise les fonctions exécutives, planifier, trier, hiérarchiser, qui se développent pendant l’enfance et l’adolescence : c’est en partie pour cela que la tâche paraît si décourageante face à un grand désordre, et qu’il est plus efficace de la découper en petites étapes. Sur le plan familial, participer aux tâches domestiques fait partie de l’apprentissage de l’autonomie et de la vie en commun ; des sociologues rappellent d’ailleurs que ces tâches restent inégalement réparties entre les femmes et les hommes. Enfin, trier régulièrement ses affaires pour donner ou recycler ce qui ne sert plus invite à réfléchir à sa consommation.',
    },
  },
  {
    id: 'pet-death',
    title: 'Pourquoi mon animal est mort ?',
    phrasings: [
      'pourquoi mon animal est mort',
      'pourquoi mon chat est mort',
      'pourquoi mon chien est mort',
      'pk mon hamster est mort',
      'mon poisson rouge est mort pourquoi',
      'pq mon lapin est mort',
      'mort de mon animal de compagnie',
      'pourquoi les animaux vivent moins longtemps que nous',
    ],
    answers: {
      up_to_5:
        'Ton animal est mort parce que son corps était très vieux, ou très malade, et il s’est arrêté. Il n’a plus mal et ne souffre plus. C’est normal d’être très triste : tu peux pleurer, faire un dessin pour lui, et garder tous vos bons souvenirs dans ton cœur.',
      '6_to_8':
        'Les animaux, comme tous les êtres vivants, finissent un jour par mourir : parce qu’ils sont vieux, très malades ou qu’ils ont eu un accident. Beaucoup d’animaux vivent moins longtemps que nous : un hamster vit environ 2 ou 3 ans, un lapin une dizaine d’années, un chat ou un chien souvent entre 10 et 15 ans. Quand il meurt, ton animal ne ressent plus rien : il n’a plus mal, ni faim, ni froid. Ce n’est pas de ta faute. C’est normal d’être triste, et même en colère : ça montre combien tu l’aimais. Tu peux lui dire au revoir, l’enterrer ou planter une fleur pour lui, regarder des photos et parler de lui avec ta famille.',
      '9_to_12':
        'Un animal de compagnie fait partie de la famille, et sa mort fait beaucoup de peine. Les animaux meurent pour les mêmes raisons que nous : la vieillesse, une maladie ou un accident. Mais leur vie est souvent plus courte que la nôtre : environ 2 à 3 ans pour un hamster, 8 à 12 ans pour un lapin, 12 à 15 ans pour un chat ou un chien, parfois plus ; les petits chiens vivent d’ailleurs en général plus longtemps que les grands. Parfois, quand un animal est très malade et souffre sans espoir de guérison, le vétérinaire propose de l’endormir pour toujours, sans douleur : c’est l’euthanasie, une décision difficile que les adultes prennent par amour, pour qu’il ne souffre plus. Ce n’est jamais la faute de l’enfant. Ressentir de la tristesse, de la colère ou même de la culpabilité est normal : c’est le deuil. Un petit rituel aide souvent, comme une lettre, un dessin, un endroit dans le jardin ou un album de photos. Et un jour, en y repensant, les bons souvenirs feront sourire plus que pleurer.',
      '13_plus':
        'La mort d’un animal de compagnie est souvent le premier deuil qu’affronte un enfant, et il est aujourd’hui reconnu comme un vrai deuil par les psychologues. Les causes de décès sont les mêmes que pour les humains : vieillissement, maladies (cancers, insuffisance rénale chez le chat, maladies cardiaques), accidents. Leur espérance de vie est plus courte que la nôtre, car chez les mammifères, la longévité est globalement liée à la taille et au rythme du métabolisme : une souris vit 2 à 3 ans, un chat ou un chien de taille moyenne 12 à 15 ans. Chez les chiens, la tendance s’inverse toutefois : les petites races vivent plus longtemps que les grandes, peut-être parce que la croissance rapide des grands chiens accélère leur vieillissement. Lorsqu’un animal souffre d’une maladie incurable, le vétérinaire peut proposer une euthanasie, une injection anesthésique qui l’endort puis arrête son cœur sans douleur ; c’est une décision éthique délicate, prise pour abréger la souffrance. Les spécialistes de l’enfance conseillent de dire la vérité avec des mots simples, en évitant des formules comme « il est parti » ou « on l’a endormi », qui peuvent inquiéter un jeune enfant ou lui faire croire à un retour. Le deuil traverse souvent plusieurs émotions, tristesse, colère, culpabilité, avant l’apaisement, et leur durée varie selon chacun. Des rituels, comme un enterrement, une lettre ou un objet souvenir, aident à exprimer ce lien. Quant à accueillir un nouvel animal, il vaut mieux attendre d’être prêt : il ne remplacera pas le précédent, il aura sa propre place.',
    },
  },
  {
    id: 'moving-house',
    title: 'Pourquoi on déménage ?',
    phrasings: [
      'pourquoi on déménage',
      'pourquoi on doit déménager',
      'pk on change de maison',
      'je veux pas déménager',
      'pourquoi on part dans une autre ville',
      'pq on demenage',
      'déménagement enfant peur',
      'pourquoi je dois changer d’école en déménageant',
      'c’est quoi un déménagement',
    ],
    answers: {
      up_to_5:
        'Parfois, une famille a besoin d’une maison plus grande, ou de vivre plus près du travail de papa ou maman. Alors on met toutes ses affaires dans des cartons et on les emporte dans la nouvelle maison. Ton lit, tes jouets et ta famille viennent avec toi !',
      '6_to_8':
        'On déménage pour plein de raisons : la famille s’agrandit et il faut plus de place, un parent trouve un nouveau travail dans une autre ville, on veut vivre plus près des grands-parents, ou on a besoin d’un logement moins cher. Quitter sa maison, sa chambre, ses copains et son école, ça peut rendre triste ou faire un peu peur, et c’est normal. Mais tes affaires, ton doudou et surtout ta famille viennent avec toi. Tu pourras décorer ta nouvelle chambre, découvrir ton quartier et te faire de nouveaux amis. Et tu peux garder le contact avec tes anciens copains, en leur écrivant ou en les appelant.',
      '9_to_12':
        'En France, chaque année, plusieurs millions de personnes changent de logement : c’est un événement très courant. Les raisons sont variées : un nouvel emploi, une maison trop petite après la naissance d’un enfant, une séparation des parents, l’envie de vivre à la campagne ou au contraire en ville, se rapprocher de la famille ou payer moins cher. Pour un enfant, un déménagement est un grand changement : il faut quitter des lieux familiers, des amis et parfois son école. Ressentir de la tristesse, de l’inquiétude ou même de la colère est normal, car on n’a pas choisi. Des études montrent que la plupart des enfants s’adaptent bien en quelques mois, surtout quand on leur explique ce qui se passe et qu’on les laisse participer. Tu peux aider à choisir la décoration de ta chambre, faire tes propres cartons, prendre des photos de ton ancien quartier et garder le contact avec tes amis grâce aux messages ou aux appels. Dans la nouvelle école, d’autres enfants ont souvent vécu la même chose.',
      '13_plus':
        'La mobilité résidentielle est un phénomène massif : en France, environ un habitant sur dix change de logement chaque année, et les ménages avec enfants déménagent plus souvent que les autres, au rythme des naissances, des emplois et des séparations. Les démographes distinguent les mobilités de proximité, souvent liées à un besoin d’espace ou au prix du logement, et les migrations de longue distance, plutôt motivées par le travail ou les études. Historiquement, l’exode rural des XIXe et XXe siècles a déplacé des millions de personnes des campagnes vers les villes, et aujourd’hui, à l’échelle du monde, des dizaines de millions de personnes sont contraintes de quitter leur foyer à cause des guerres ou des catastrophes naturelles. Pour un enfant ou un adolescent, le déménagement représente une transition majeure : perte des repères, éloignement des amis, changement d’établissement scolaire. Les psychologues notent que la période de l’adolescence, où le groupe d’amis compte énormément, rend souvent la rupture plus difficile, et que des déménagements très fréquents sont associés à davantage de difficultés scolaires et sociales. À l’inverse, l’anticipation, les explications, la participation aux décisions et le maintien des liens à distance facilitent l’adaptation. La plupart des jeunes s’adaptent en quelques mois, et beaucoup en retirent des compétences précieuses : capacité à aller vers les autres, ouverture à de nouveaux environnements. Les outils numériques ont aussi changé la donne, en permettant de garder le contact avec ses anciens amis bien plus facilement qu’autrefois.',
    },
  },
  {
    id: 'shyness',
    title: 'Pourquoi je suis timide ?',
    phrasings: [
      'pourquoi je suis timide',
      'pourquoi on est timide',
      'pk je suis timide',
      'c’est quoi la timidité',
      'pourquoi j’ose pas parler aux autres',
      'pq je rougis quand on me parle',
      'timidité enfant',
      'pourquoi j’ai peur de parler devant la classe',
      'pourquoi je me cache derrière maman',
    ],
    answers: {
      up_to_5:
        'Être timide, c’est avoir besoin d’un peu de temps avant d’oser parler ou jouer avec des gens qu’on ne connaît pas. Beaucoup d’enfants sont comme ça, et même des grands ! Petit à petit, quand tu les connais mieux, tu oses de plus en plus.',
      '6_to_8':
        'La timidité, c’est une petite peur qui arrive quand on rencontre des gens nouveaux, ou quand tout le monde nous regarde. Ton cœur bat vite, tes joues rougissent, et tu as envie de te cacher. Certains enfants sont nés avec un caractère plus prudent : ils aiment observer avant de se lancer. Ce n’est pas un défaut ! Les timides sont souvent de très bons observateurs et de bons amis, qui écoutent bien. Tu n’es pas obligé de devenir très bavard. Mais tu peux t’entraîner doucement : dire bonjour, sourire, proposer un jeu à un seul enfant à la fois. Plus tu essaies, plus ça devient facile.',
      '9_to_12':
        'La timidité est une forme de gêne ou de crainte dans les situations sociales : rencontrer des inconnus, parler en classe, être au centre de l’attention. Elle s’accompagne souvent de signes physiques, comme rougir, avoir chaud, bafouiller ou avoir le cœur qui bat fort. Ces réactions viennent du système d’alarme du cerveau, qui réagit comme si la situation était un peu dangereuse. Des chercheurs ont observé que certains bébés, environ un sur six, réagissent déjà plus fortement que les autres à la nouveauté : ils ont un tempérament plus réservé, qui est en partie hérité. Mais l’expérience compte beaucoup, et la timidité diminue souvent avec le temps. Beaucoup de personnes connues, des acteurs, des chanteurs ou des scientifiques, se décrivent comme timides. Ce n’est pas un défaut : les timides réfléchissent souvent avant de parler et écoutent bien les autres. Pour se sentir plus à l’aise, on peut s’entraîner par petites étapes, préparer ce qu’on veut dire, et se rappeler que les autres remarquent beaucoup moins notre gêne qu’on ne le croit.',
      '13_plus':
        'La timidité se définit comme une tendance à ressentir de l’appréhension et de l’inhibition dans les situations sociales nouvelles ou d’évaluation. Elle est très répandue : dans plusieurs enquêtes, environ 40 % des adultes se décrivent comme timides. Le psychologue Jerome Kagan, de Harvard, a montré dans les années 1980 qu’environ 15 à 20 % des nourrissons présentent un tempérament « inhibé », réagissant fortement aux stimuli nouveaux, et qu’une partie d’entre eux restent plus réservés en grandissant ; d’autres études de jumeaux confirment une part génétique, tandis que l’éducation et les expériences sociales façonnent largement son évolution. Sur le plan physiologique, la timidité mobilise les circuits de la peur, notamment l’amygdale, et le système nerveux sympathique, d’où rougissement, accélération cardiaque et transpiration. Les psychologues ont aussi décrit « l’effet projecteur » : nous surestimons beaucoup à quel point les autres remarquent notre gêne. Il ne faut pas confondre timidité et introversion : l’introverti préfère les activités calmes et se ressource dans la solitude, sans forcément craindre les autres, alors que le timide aimerait souvent aller vers autrui mais n’ose pas. Lorsque la peur du regard des autres devient intense au point d’empêcher de vivre normalement, on parle d’anxiété sociale, un trouble qui se soigne bien, notamment par les thérapies cognitivo-comportementales. Dans la plupart des cas, la timidité est simplement un trait de caractère, qui s’assouplit avec l’exposition progressive aux situations redoutées. Elle a aussi des avantages, comme la prudence, l’écoute et la capacité d’observation, longtemps sous-estimés dans des sociétés qui valorisent l’aisance à l’oral.',
    },
  },
  {
    id: 'boredom',
    title: 'Pourquoi on s’ennuie ?',
    phrasings: [
      'pourquoi on s’ennuie',
      'pourquoi je m’ennuie',
      'pk je m ennuie',
      'je m’ennuie qu’est-ce que je fais',
      'c’est quoi l’ennui',
      'pq on s’ennuie le dimanche',
      'ennui enfant',
      'pourquoi c’est bien de s’ennuyer',
      'pourquoi le temps passe lentement quand on s’ennuie',
    ],
    answers: {
      up_to_5:
        'On s’ennuie quand on ne sait pas quoi faire, et le temps paraît tout long. Mais l’ennui, c’est souvent le moment où ta tête invente de nouveaux jeux ! Essaie : avec un carton, un crayon ou des coussins, qu’est-ce que tu peux imaginer ?',
      '6_to_8':
        'L’ennui, c’est ce qu’on ressent quand ce qu’on fait ne nous intéresse pas, ou quand on n’a rien à faire. Le temps semble passer très lentement, et on se sent un peu grognon. C’est ton cerveau qui te dit : « Je voudrais faire quelque chose d’intéressant ! » L’ennui n’est pas grave, il est même utile : c’est souvent quand on s’ennuie qu’on invente des jeux, qu’on construit une cabane, qu’on dessine ou qu’on imagine des histoires. Si on a un écran tout le temps, on ne laisse jamais le temps à son imagination de se réveiller. Alors la prochaine fois, attends un peu : une idée va sûrement arriver !',
      '9_to_12':
        'L’ennui est une émotion désagréable qui apparaît quand notre attention ne trouve rien d’intéressant à quoi s’accrocher : une activité trop facile, répétitive, trop difficile ou sans but. Le cerveau aime la nouveauté et les défis : quand il n’en a pas, il nous envoie ce signal d’insatisfaction pour nous pousser à changer d’activité. C’est pour ça que le temps paraît si long quand on s’ennuie : on fait sans cesse attention à lui. L’ennui a une réputation de défaut, mais des chercheurs ont montré qu’il peut stimuler la créativité : dans une expérience britannique, des personnes qui venaient de faire une tâche très ennuyeuse trouvaient ensuite plus d’idées originales. Laisser son esprit vagabonder permet de faire des liens inattendus, d’inventer, de rêver. Beaucoup d’enfants ont aujourd’hui rarement l’occasion de s’ennuyer, car les écrans comblent chaque minute vide. Alors, la prochaine fois que tu t’ennuies, vois-le comme un défi : lire, dessiner, construire, observer les nuages, faire une liste d’idées pour les jours de pluie…',
      '13_plus':
        'Les psychologues définissent l’ennui comme l’état désagréable de vouloir, sans y parvenir, s’engager dans une activité satisfaisante. Il survient quand la tâche manque de sens, de nouveauté ou de défi, ou quand elle est au contraire trop difficile, et il s’accompagne d’une impression de temps qui s’étire, car l’attention se porte sur la durée elle-même. D’un point de vue évolutif, on pense qu’il joue un rôle de signal : il pousse à abandonner une activité improductive pour explorer autre chose. Une étude publiée dans Science en 2014 par l’équipe de Timothy Wilson a frappé les esprits : laissés seuls 15 minutes dans une pièce sans rien faire, une majorité d’hommes et environ un quart des femmes ont préféré s’infliger une légère décharge électrique plutôt que de rester avec leurs pensées. D’autres travaux, comme ceux de Sandi Mann en 2014, suggèrent qu’une tâche ennuyeuse peut favoriser ensuite la pensée divergente, c’est-à-dire la créativité, en laissant l’esprit vagabonder. Le « réseau du mode par défaut », un ensemble de régions cérébrales actives lorsque nous ne sommes pas concentrés sur une tâche, serait impliqué dans cette rêverie, l’imagination et la réflexion sur soi. Les philosophes se sont aussi emparés du sujet : Pascal voyait dans le « divertissement » une fuite devant l’ennui et la condition humaine, et Schopenhauer plaçait la vie entre la souffrance et l’ennui. Aujourd’hui, l’accès permanent aux écrans réduit les moments d’ennui, ce qui interroge sur la place laissée à la rêverie. Un ennui chronique et profond, accompagné de perte d’intérêt pour tout, peut en revanche être un signe de mal-être qui mérite d’en parler.',
    },
  },
  {
    id: 'parents-separate',
    title: 'Pourquoi des parents se séparent ?',
    phrasings: [
      'pourquoi des parents se séparent',
      'pourquoi papa et maman divorcent',
      'pk mes parents divorcent',
      'c’est quoi le divorce',
      'pourquoi mes parents vivent plus ensemble',
      'pq j’ai deux maisons',
      'divorce des parents',
      'c’est ma faute si mes parents divorcent',
      'pourquoi papa est parti de la maison',
      'garde alternée pourquoi',
    ],
    answers: {
      up_to_5:
        'Parfois, un papa et une maman ne sont plus amoureux et ne sont plus heureux ensemble, alors ils décident de vivre dans deux maisons. Ce n’est pas de ta faute du tout. Papa et maman restent toujours tes parents et t’aiment toujours autant.',
      '6_to_8':
        'Quand deux adultes se marient ou vivent ensemble, ils s’aiment. Mais parfois, avec le temps, leur amour d’amoureux change : ils se disputent beaucoup, ne sont plus heureux ensemble, et décident de se séparer pour que la vie soit plus calme. Quand ils étaient mariés, on dit qu’ils divorcent. C’est une décision d’adultes, et ce n’est jamais à cause des enfants. L’amour des parents pour leurs enfants, lui, ne s’arrête jamais. Souvent, les enfants vivent un peu chez l’un, un peu chez l’autre. C’est normal d’être triste ou en colère : tu peux le dire à tes parents, et leur poser toutes tes questions.',
      '9_to_12':
        'Deux personnes peuvent s’aimer très fort pendant des années, puis s’éloigner : elles ont changé, ne partagent plus les mêmes envies, se disputent souvent, ou ne se sentent plus heureuses ensemble. Elles peuvent alors décider de se séparer ; quand elles sont mariées, c’est un divorce, prononcé officiellement. En France, c’est très fréquent : beaucoup d’enfants ont des parents séparés, et tu n’es pas seul à vivre ça. Une chose est certaine : ce n’est jamais la faute des enfants, et ceux-ci ne peuvent pas non plus réconcilier leurs parents. L’amour entre un parent et son enfant est d’une autre nature que l’amour entre deux amoureux : il ne s’arrête pas. Après une séparation, les parents décident, parfois avec l’aide d’un juge, où vivront les enfants : une semaine chez l’un, une semaine chez l’autre, c’est la garde alternée, ou surtout chez l’un avec des week-ends chez l’autre. Les premiers temps sont souvent difficiles, mais la plupart des enfants retrouvent un équilibre. Parler de ce que tu ressens, à tes parents ou à un adulte de confiance, aide beaucoup.',
      '13_plus':
        'La séparation des couples est devenue un phénomène courant dans les sociétés occidentales. En France, le divorce, instauré en 1792, supprimé en 1816 puis rétabli en 1884, a été facilité par la réforme de 1975, qui a créé le divorce par consentement mutuel ; depuis 2017, celui-ci peut même se faire sans juge, devant avocats et notaire. On estime qu’environ 45 % des mariages finissent aujourd’hui par un divorce, et les séparations de couples non mariés sont aussi nombreuses. Les causes sont multiples : évolution différente des deux personnes, conflits répétés, difficultés de communication, infidélité, violence, mais aussi changements sociaux, comme l’autonomie financière des femmes et l’idée que le couple doit apporter un épanouissement personnel. Le droit français pose le principe de la coparentalité : la séparation du couple ne met pas fin à l’autorité parentale partagée, et chaque parent doit maintenir des liens avec l’enfant, dont l’intérêt guide les décisions du juge aux affaires familiales. La résidence alternée, possible depuis 2002, concerne une part croissante des enfants. Les recherches en psychologie montrent que ce n’est pas tant la séparation elle-même qui pèse sur les enfants que l’intensité et la durée des conflits entre parents ; une séparation apaisée peut même être préférable à une vie commune conflictuelle. Les enfants tendent souvent à se sentir coupables ou à vouloir réconcilier leurs parents, ce qui n’est ni leur rôle ni en leur pouvoir. Les familles recomposées, avec beaux-parents et demi-frères ou demi-sœurs, sont une autre conséquence fréquente, qui demande du temps pour trouver ses repères. La médiation familiale, proposée par des professionnels, peut aider les parents à s’entendre pour les enfants.',
    },
  },
  {
    id: 'sibling-fights',
    title: 'Pourquoi on se dispute entre frères et sœurs ?',
    phrasings: [
      'pourquoi on se dispute entre frères et sœurs',
      'pourquoi je me dispute avec mon frère',
      'pk ma sœur m’embête',
      'pourquoi mon grand frère m’énerve',
      'pourquoi on se bagarre avec sa sœur',
      'pq mon frere est chiant',
      'dispute frère et sœur',
      'rivalité entre frères et sœurs',
      'pourquoi ma petite sœur me copie',
    ],
    answers: {
      up_to_5:
        'Les frères et sœurs vivent tout le temps ensemble, alors parfois ils veulent le même jouet ou la même place, et ça se fâche. C’est normal, ça arrive dans toutes les familles. Après la dispute, on peut se faire un câlin et rejouer ensemble !',
      '6_to_8':
        'Les frères et sœurs passent beaucoup de temps ensemble : ils partagent la maison, les jouets, parfois la chambre, et surtout les parents. Alors ils se disputent souvent, pour un jouet, pour choisir le dessin animé, ou parce que chacun veut l’attention de papa ou maman. C’est très normal : presque tous les frères et sœurs se chamaillent. Se disputer, c’est aussi apprendre à dire ce qu’on veut, à partager et à se réconcilier. Mais on ne tape pas et on n’insulte pas : si ça devient trop fort, on s’éloigne et on demande de l’aide à un adulte. Et n’oublie pas : ton frère ou ta sœur est aussi ton premier copain de jeu.',
      '9_to_12':
        'Les disputes entre frères et sœurs sont parmi les plus fréquentes qui existent : selon certaines études, de jeunes enfants qui jouent ensemble peuvent se chamailler plusieurs fois par heure ! Elles ont plusieurs causes. Les frères et sœurs vivent sous le même toit et doivent partager l’espace, les objets et le temps des parents, ce qui crée de la concurrence. Chacun surveille ce que l’autre reçoit, et la moindre différence peut sembler injuste. L’écart d’âge joue aussi : le plus grand trouve que le petit l’embête et le copie, le petit trouve que le grand le commande. Et comme on se sent en confiance avec sa famille, on ose montrer sa mauvaise humeur plus qu’avec des amis. Ces disputes ont pourtant une utilité : elles apprennent à négocier, à défendre son point de vue et à se réconcilier. Beaucoup de frères et sœurs qui se chamaillaient enfants deviennent très proches en grandissant. Ce qui n’est pas acceptable, c’est la violence ou les humiliations répétées : dans ce cas, il faut en parler aux parents.',
      '13_plus':
        'La rivalité fraternelle est universelle, et les psychologues du développement l’étudient depuis longtemps. Des observations à domicile, notamment celles de la chercheuse Hildy Ross, ont montré que de jeunes frères et sœurs peuvent avoir plusieurs conflits par heure de jeu, le plus souvent pour des objets ou le contrôle du jeu. Les causes combinent compétition pour des ressources limitées (attention et affection des parents, espace, objets), différences de tempérament et d’âge, et sensibilité aigüe à l’équité : les enfants comparent constamment ce que chacun reçoit. Les recherches montrent que le traitement différencié perçu, c’est-à-dire le sentiment qu’un enfant est favorisé, est l’un des facteurs qui aggravent le plus les conflits. Du point de vue évolutif, certains biologistes y voient un compromis entre coopération et concurrence pour l’investissement parental, comparable à ce qu’on observe chez d’autres espèces. Mais les conflits fraternels ont aussi une fonction développementale : ils offrent un terrain d’entraînement sûr pour apprendre à négocier, à argumenter, à comprendre le point de vue d’autrui et à se réconcilier, puisqu’on ne peut pas « quitter » sa famille. Les parents peuvent les apaiser en évitant les comparaisons, en aidant les enfants à trouver eux-mêmes des solutions plutôt qu’en désignant systématiquement un coupable, et en préservant des moments individuels avec chacun. Il faut toutefois distinguer la chamaille normale de la violence répétée ou de l’emprise d’un enfant sur un autre, qui relève du harcèlement et nécessite l’intervention des adultes. À long terme, la relation fraternelle est souvent la plus durable de la vie, et une grande partie des frères et sœurs se rapprochent à l’âge adulte.',
    },
  },
  {
    id: 'being-in-love',
    title: 'Pourquoi on est amoureux ?',
    phrasings: [
      'pourquoi on est amoureux',
      'c’est quoi être amoureux',
      'pk je suis amoureux',
      'pourquoi je suis amoureuse de mon copain',
      'comment on sait qu’on est amoureux',
      'pq on tombe amoureux',
      'c koi l’amour',
      'pourquoi on a le cœur qui bat quand on est amoureux',
      'amoureux à l’école',
    ],
    answers: {
      up_to_5:
        'Être amoureux, c’est quand on aime tellement quelqu’un qu’on a envie d’être tout le temps avec lui et qu’on pense à lui très souvent. Ça fait des papillons dans le ventre ! Les enfants aussi peuvent avoir un amoureux ou une amoureuse, et beaucoup d’animaux, comme les cygnes, vivent toute leur vie avec leur compagnon.',
      '6_to_8':
        'Être amoureux, c’est un sentiment très fort : on a envie de voir souvent une personne, on pense à elle, on est tout content quand elle nous sourit, et parfois on rougit ou on a le cœur qui bat vite. C’est un peu différent de l’amitié, même si ça y ressemble. Beaucoup d’enfants ont un amoureux ou une amoureuse à l’école, et c’est normal : ça montre que ton cœur apprend à aimer. Mais être amoureux, ça ne veut pas dire faire comme les grands : chacun a le droit de choisir, et personne ne doit t’obliger à faire un bisou ou un câlin si tu ne veux pas. Et si l’autre n’est pas amoureux de toi, ça rend triste, mais ça passe. Et les animaux ? Beaucoup forment des couples qui restent ensemble longtemps, comme les cygnes, les manchots ou les loups : ils se lissent les plumes ou le poil, se protègent et élèvent leurs petits ensemble. On ne sait pas s’ils ressentent exactement la même chose que nous, mais leur attachement est bien réel.',
      '9_to_12':
        'Tomber amoureux, c’est ressentir une attirance très forte pour une personne : on pense à elle sans arrêt, on veut lui plaire, on se sent léger quand on la voit et inquiet quand elle s’éloigne. Ce sentiment a aussi une explication dans le cerveau. Quand on est amoureux, le cerveau libère de la dopamine, une substance liée au plaisir et à la récompense : c’est pour ça qu’on a tellement envie d’être avec l’autre. L’adrénaline, elle, fait battre le cœur plus vite et donne les fameux « papillons dans le ventre ». Avec le temps, quand l’amour dure, une autre substance, l’ocytocine, renforce l’attachement et la tendresse. Les amoureux d’enfance sont très fréquents et tout à fait normaux, même s’ils changent souvent. Ce qui compte, en amour comme en amitié, c’est le respect : on ne force jamais quelqu’un, et chacun a le droit de dire non. À la puberté, ces sentiments deviennent souvent plus intenses, et c’est une étape normale pour grandir. Et les animaux ? Beaucoup forment des couples fidèles, comme les cygnes, les manchots, les loups ou de petits rongeurs, les campagnols des prairies, chez qui les chercheurs ont retrouvé l’ocytocine de l’attachement. Personne ne sait s’ils ressentent l’amour comme nous, mais leur lien est bien réel.',
      '13_plus':
        'L’amour romantique est l’un des sentiments les plus étudiés par la littérature, la philosophie et, plus récemment, les neurosciences. L’anthropologue Helen Fisher distinguait trois systèmes en partie indépendants : le désir, lié aux hormones sexuelles ; l’attraction romantique, marquée par l’obsession de l’autre, l’euphorie et l’énergie ; et l’attachement, qui assure la stabilité des couples sur le long terme. En imagerie cérébrale, regarder la photo de la personne aimée active le circuit de la récompense, notamment l’aire tegmentale ventrale, riche en dopamine, les mêmes régions que celles stimulées par d’autres plaisirs intenses, ce qui explique l’aspect presque addictif de la passion amoureuse. L’ocytocine et la vasopressine jouent un rôle dans l’attachement, comme l’ont montré des études sur les campagnols des prairies, de petits rongeurs qui forment des couples durables ; on ignore en revanche ce que ces animaux ressentent, et parler d’amour à leur sujet reste une analogie. Chez l’enfant, les « amoureux » de maternelle et d’école primaire sont très fréquents et constituent un premier apprentissage de l’affection hors de la famille ; à l’adolescence, la puberté et la maturation du cerveau rendent les sentiments amoureux plus intenses, et les premières relations sont une étape importante de la construction de soi. Les sociétés ont aussi façonné l’amour : l’« amour courtois » des troubadours au Moyen Âge a idéalisé la passion, et l’idée que le mariage doit reposer sur l’amour ne s’est imposée qu’aux XIXe et XXe siècles. Quelle que soit sa forme, une relation amoureuse saine repose sur le consentement, le respect et la liberté de chacun : la jalousie possessive ou le contrôle de l’autre ne sont pas des preuves d’amour. Enfin, les chagrins d’amour sont douloureux mais normaux, et ils s’apaisent avec le temps et le soutien de ses proches.',
    },
  },
  {
    id: 'strangers-safety',
    title: 'Pourquoi il ne faut pas suivre un inconnu ?',
    phrasings: [
      'pourquoi il faut pas suivre un inconnu',
      'pourquoi on doit pas parler aux inconnus',
      'pk faut pas monter dans la voiture d’un inconnu',
      'pourquoi il faut se méfier des inconnus',
      'c’est quoi un inconnu',
    ],
    answers: {
      up_to_5:
        'Un inconnu, c’est une personne que tu ne connais pas. La plupart des gens sont gentils, mais on ne part jamais avec quelqu’un sans que papa ou maman aient dit oui. Si quelqu’un insiste, tu cries très fort et tu cours voir un adulte que tu connais.',
      '6_to_8':
        'Un inconnu, c’est quelqu’un que tu ne connais pas. La plupart des gens sont gentils, mais on ne peut pas savoir ce qu’une personne a dans la tête juste en la regardant, alors il y a des règles pour te protéger. Tu ne pars jamais avec quelqu’un, tu ne montes jamais dans sa voiture et tu n’acceptes pas de cadeau ou de bonbon sans l’accord de tes parents, même si la personne est très gentille ou dit qu’elle vient de leur part. Si quelqu’un insiste ou te fait peur, tu dis « non ! » très fort, tu t’éloignes en courant et tu vas voir un adulte : un policier, une maman avec des enfants, ou quelqu’un dans un magasin. Ce n’est pas mal élevé, c’est prudent. Et tu peux toujours tout raconter à tes parents.',
      '9_to_12':
        'La très grande majorité des personnes que tu croises sont bienveillantes, et beaucoup d’inconnus peuvent même t’aider si tu es perdu. Mais comme on ne peut pas deviner les intentions de quelqu’un, quelques règles simples te protègent. Ne pars jamais avec une personne, ne monte pas dans sa voiture et ne la suis pas dans un endroit à l’écart sans l’accord de tes parents, même si elle te dit qu’ils l’envoient ou qu’elle a besoin d’aide pour chercher un chien perdu : un adulte qui a besoin d’aide demande à un autre adulte. Certaines familles choisissent un mot de passe secret que seule une personne envoyée par les parents connaît. Si quelqu’un te met mal à l’aise, tu as le droit de dire non, de crier, de t’enfuir et d’aller vers un lieu où il y a du monde. Sur Internet, c’est pareil : on ne donne jamais son adresse, son école ou ses photos à quelqu’un qu’on ne connaît pas en vrai. Et si quelque chose te trouble, tu en parles à un adulte de confiance ; le 119 est un numéro gratuit pour les enfants.',
      '13_plus':
        'La prudence envers les inconnus repose sur un principe simple : on ne peut pas évaluer les intentions d’une personne que l’on ne connaît pas, et les rares personnes malveillantes savent souvent paraître aimables. Les spécialistes de la protection de l’enfance nuancent toutefois le vieux message « ne parle pas aux inconnus » : les enlèvements par des inconnus sont très rares, et la plupart des violences faites aux enfants sont commises par des personnes de leur entourage. Ils recommandent donc des règles centrées sur les comportements plutôt que sur les personnes : ne jamais partir, monter en voiture ou aller dans un lieu isolé avec quelqu’un sans l’accord des parents ; se méfier des secrets qu’un adulte demande de garder, de cadeaux inhabituels ou de demandes étranges ; et savoir qu’on a toujours le droit de dire non à un adulte, de crier et de fuir. Ces règles s’appliquent aussi en ligne, où le « grooming », une manipulation visant à gagner la confiance d’un mineur, commence souvent par des compliments et des cadeaux virtuels ; c’est pourquoi il ne faut jamais partager d’informations personnelles ni accepter de rencontrer quelqu’un connu seulement sur Internet. Savoir identifier des adultes ressources, comme des policiers, des commerçants ou des parents accompagnés d’enfants, est aussi utile que de savoir qui éviter. En France, le 119, Allô enfance en danger, est joignable gratuitement jour et nuit, et le 3018 traite les violences numériques. Le but n’est pas de faire peur, ni de voir chaque passant comme une menace, mais de donner aux enfants des réflexes simples et la certitude qu’ils peuvent toujours parler à un adulte de confiance, sans être grondés.',
    },
  },
  {
    id: 'cuddly-toy',
    title: 'Pourquoi j’ai besoin de mon doudou ?',
    phrasings: [
      'pourquoi j’ai besoin de mon doudou',
      'pourquoi les enfants ont un doudou',
      'pk j’ai un doudou',
      'à quoi sert un doudou',
      'pourquoi je dors avec mon doudou',
      'pq faut pas laver mon doudou',
      'doudou perdu',
      'pourquoi mon doudou sent bon',
      'à quel âge on arrête le doudou',
    ],
    answers: {
      up_to_5:
        'Ton doudou, c’est un ami tout doux qui sent bon la maison et qui te rassure quand papa et maman ne sont pas là. Avec lui, tu te sens en sécurité pour t’endormir ou aller à la crèche. C’est pour ça que tu l’aimes autant !',
      '6_to_8':
        'Un doudou est un objet spécial, souvent une peluche ou un petit bout de tissu, qu’un enfant choisit et garde près de lui. Il aide à se sentir rassuré quand on est loin de ses parents, quand on s’endort, quand on a peur ou quand on est triste. Il a l’odeur de ta maison et de ton lit, et cette odeur calme : c’est pour ça que beaucoup d’enfants n’aiment pas qu’on le lave ! Beaucoup d’enfants ont un doudou, et certains le gardent longtemps, même en grandissant. Un jour, tu en auras moins besoin, petit à petit, sans même t’en rendre compte. Il n’y a pas d’âge obligatoire pour le laisser.',
      '9_to_12':
        'Le doudou a été étudié par un pédiatre et psychanalyste anglais, Donald Winnicott, qui l’a appelé en 1951 « objet transitionnel ». Selon lui, il aide le bébé à passer d’un monde où il est collé à sa mère à un monde où il devient plus indépendant. Le doudou représente un peu le parent absent : il est doux, familier, et surtout, il a une odeur rassurante. L’odorat est très lié aux émotions dans le cerveau, c’est pourquoi l’odeur du doudou apaise si bien, et pourquoi on proteste quand il sort de la machine à laver. Dans les pays occidentaux, environ la moitié à deux tiers des enfants s’attachent à un objet de ce genre, souvent entre 6 mois et 1 an. Dans les cultures où les bébés dorment avec leurs parents, les doudous sont moins fréquents. En grandissant, on s’en sépare peu à peu, à son rythme, mais beaucoup de grands gardent leur vieux doudou rangé quelque part, comme un souvenir. Astuce de parents : avoir un doudou de rechange en cas de perte !',
      '13_plus':
        'Le terme d’« objet transitionnel » a été proposé en 1951 par le pédiatre et psychanalyste britannique Donald Winnicott. Il désignait ainsi le premier objet que le nourrisson investit comme « non-moi » tout en l’éprouvant comme une partie de lui : il fait le lien entre la relation fusionnelle avec la figure maternelle et la découverte d’un monde extérieur indépendant. La théorie de l’attachement, développée par John Bowlby, a montré que le jeune enfant a besoin d’une base de sécurité pour explorer ; le doudou en constitue une sorte de prolongement portatif, particulièrement utile aux moments de séparation, comme le coucher ou l’entrée à la crèche. Son efficacité tient à des stimulations sensorielles familières : la douceur du toucher et surtout l’odeur, puisque les voies olfactives sont directement connectées aux structures émotionnelles du cerveau, comme l’amygdale et l’hippocampe. Les études rapportent qu’environ 60 % des enfants des pays occidentaux développent un attachement à un objet, avec de fortes variations culturelles : il est moins fréquent là où le co-dodo et le portage sont la norme, ce qui suggère qu’il compense en partie la séparation nocturne. Contrairement à une idée répandue, avoir un doudou n’est pas un signe d’insécurité ou d’immaturité, et des recherches montrent qu’il peut réduire la détresse lors de situations stressantes, comme un soin médical. Le renoncement se fait généralement progressivement, entre la maternelle et le début de l’école primaire, mais il n’existe pas de norme stricte. L’attachement aux objets chargés d’affect persiste d’ailleurs souvent à l’âge adulte, sous d’autres formes, comme les souvenirs ou les porte-bonheur.',
    },
  },
  {
    id: 'hugs-and-kisses',
    title: 'Pourquoi on fait des bisous et des câlins ?',
    phrasings: [
      'pourquoi on fait des bisous',
      'pourquoi on fait des câlins',
      'pk on se fait des calins',
      'à quoi servent les câlins',
      'pourquoi on fait la bise',
      'pourquoi je dois faire un bisou à tata',
      'pq les amoureux s’embrassent',
      'pourquoi un câlin fait du bien',
    ],
    answers: {
      up_to_5:
        'Un bisou ou un câlin, c’est une façon de dire « je t’aime » sans parler, et ça fait chaud au cœur. Quand tu as un gros chagrin, un câlin aide à te consoler. Mais ton corps est à toi : si tu n’as pas envie de faire un bisou, tu as le droit de dire non.',
      '6_to_8':
        'Les bisous et les câlins sont une façon de montrer son amour ou son amitié avec son corps plutôt qu’avec des mots. Quand quelqu’un qu’on aime nous serre dans ses bras, on se sent en sécurité, calme et heureux : notre cerveau fabrique même des substances qui font du bien. C’est pour ça qu’un câlin console si bien quand on est triste. En France, on se fait aussi la bise pour dire bonjour, mais dans d’autres pays, on se serre la main ou on s’incline. Une règle est très importante : ton corps t’appartient. Tu as le droit de ne pas vouloir faire de bisou, même à quelqu’un de ta famille, et tu peux dire bonjour autrement, avec un sourire ou un signe de la main.',
      '9_to_12':
        'Le toucher est le premier sens qui se développe chez le bébé, bien avant la vue. Quand on fait un câlin à une personne de confiance, le cerveau libère de l’ocytocine, parfois appelée « hormone de l’attachement », qui apaise, diminue le stress et renforce les liens. Les bébés ont besoin de contacts pour bien grandir : c’est pour ça qu’on les porte et qu’on les berce. Dans les années 1950, un chercheur américain, Harry Harlow, a même montré que de jeunes singes préféraient une fausse maman toute douce en tissu à une maman en fil de fer qui donnait du lait : le réconfort du toucher comptait énormément pour eux. Les bisous, eux, varient selon les cultures : en France, on se fait la bise, et le nombre de bises change selon les régions, de une à quatre ! Les amoureux s’embrassent sur la bouche, ce qui est un geste réservé à eux. Et quelle que soit la personne, un câlin ou un bisou doit toujours être accepté par les deux : personne n’a le droit de t’obliger, ni de te toucher si tu ne veux pas.',
      '13_plus':
        'Le toucher affectueux joue un rôle fondamental chez les mammifères sociaux, et en particulier chez l’être humain. La peau contient des fibres nerveuses spécialisées, les fibres C tactiles, qui répondent surtout aux caresses lentes et douces et transmettent une information à la fois sensorielle et émotionnelle. Le contact physique avec une personne de confiance stimule la libération d’ocytocine, un neuropeptide impliqué dans l’attachement, la confiance et la baisse du stress, et peut réduire la fréquence cardiaque et le taux de cortisol. Les expériences controversées d’Harry Harlow, dans les années 1950, ont montré que des bébés macaques privés de leur mère recherchaient avant tout le réconfort du contact, plutôt que la seule nourriture ; chez l’humain, le « peau à peau » des nouveau-nés, notamment prématurés, favorise leur régulation thermique et leur développement. Le baiser, lui, est un geste en grande partie culturel : il existe dans de nombreuses sociétés, mais pas dans toutes, et ses usages varient beaucoup. En France, la bise entre proches ou collègues est une salutation courante, dont le nombre varie selon les régions, alors que dans beaucoup de pays elle est réservée à l’intimité. Le baiser amoureux, lui, est documenté depuis l’Antiquité, et des textes mésopotamiens suggèrent qu’il était déjà pratiqué il y a plus de 4 000 ans. Une notion s’est imposée dans l’éducation : celle du consentement. Obliger un enfant à embrasser un adulte lui envoie le message que son corps ne lui appartient pas ; lui apprendre qu’il peut refuser un contact, et qu’il doit respecter le refus des autres, est aujourd’hui considéré comme un élément important de la prévention des violences.',
    },
  },
  {
    id: 'obey-parents',
    title: 'Pourquoi il faut obéir à ses parents ?',
    phrasings: [
      'pourquoi il faut obéir à ses parents',
      'pourquoi je dois obéir',
      'pk faut obeir',
      'pourquoi c’est les parents qui décident',
      'pourquoi je dois écouter maman',
      'pq les adultes commandent',
      'pourquoi les enfants doivent obéir aux adultes',
      'obéissance enfant pourquoi',
    ],
    answers: {
      up_to_5:
        'Tes parents connaissent des dangers que tu ne connais pas encore, comme la route ou le four chaud. Quand ils te disent non, c’est pour te protéger, parce qu’ils t’aiment. Et en grandissant, tu pourras décider de plus en plus de choses toi-même !',
      '6_to_8':
        'Tes parents ont vécu beaucoup plus longtemps que toi, alors ils savent des choses que tu apprends encore : qu’une route est dangereuse, qu’il faut dormir assez, ou qu’on ne mange pas que des bonbons. Leur travail de parents, c’est de te protéger et de t’aider à grandir, et pour ça, ils doivent parfois dire non, même si ça ne te plaît pas. Obéir, ce n’est pas être moins important : tu as le droit de dire ce que tu penses et de poser des questions, et tes parents peuvent t’expliquer leurs raisons. Mais une règle compte plus que tout : si un adulte, quel qu’il soit, te demande de faire quelque chose de mal ou de garder un secret qui te gêne, tu as le droit de dire non et d’en parler à quelqu’un de confiance.',
      '9_to_12':
        'Tant que tu es mineur, c’est-à-dire jusqu’à 18 ans, la loi confie à tes parents l’autorité parentale : ce sont des droits, mais surtout des devoirs, pour te protéger, veiller à ta santé, ton éducation et ta sécurité. Ils sont responsables de toi, et ils ont plus d’expérience pour prévoir les dangers et les conséquences à long terme, comme l’importance du sommeil ou des devoirs. Obéir aux règles de la famille permet aussi à la vie commune de bien fonctionner. Mais l’autorité des parents a des limites : depuis 2019, la loi française précise qu’elle doit s’exercer sans violences physiques ou psychologiques. Et la Convention internationale des droits de l’enfant donne aux enfants le droit d’exprimer leur avis sur ce qui les concerne. En grandissant, tu gagnes de plus en plus d’autonomie : on te laisse choisir tes vêtements, organiser ton travail, sortir seul. La confiance se construit des deux côtés. Enfin, obéir ne veut jamais dire accepter n’importe quoi : si un adulte te demande quelque chose de dangereux, d’injuste ou qui touche à ton corps, tu as le droit de refuser et d’en parler.',
      '13_plus':
        'En droit français, l’autorité parentale est définie par le Code civil comme « un ensemble de droits et de devoirs ayant pour finalité l’intérêt de l’enfant ». Elle appartient aux parents jusqu’à la majorité ou l’émancipation, pour protéger l’enfant dans sa sécurité, sa santé et sa moralité, assurer son éducation et permettre son développement. Cette notion a remplacé en 1970 la « puissance paternelle », qui donnait au père un pouvoir presque absolu : elle reflète une évolution profonde de la place de l’enfant, devenu sujet de droits. La Convention internationale des droits de l’enfant, adoptée par l’ONU en 1989, reconnaît notamment son droit d’exprimer son opinion, prise en compte selon son âge et sa maturité, et la loi précise que les parents doivent associer l’enfant aux décisions qui le concernent. Depuis la loi du 10 juillet 2019, l’autorité parentale s’exerce « sans violences physiques ou psychologiques », ce qui interdit notamment la fessée. Les psychologues distinguent plusieurs styles éducatifs : la psychologue Diana Baumrind, dans les années 1960, opposait le style autoritaire, fondé sur l’obéissance sans explication, le style permissif, et le style dit « démocratique » ou « bienveillant mais ferme », qui associe règles claires, explications et chaleur ; c’est ce dernier qui est le plus souvent associé à l’autonomie et au bien-être des enfants. L’enjeu de l’éducation n’est donc pas l’obéissance pour elle-même, mais l’intériorisation progressive de règles comprises, jusqu’à l’autonomie de l’adulte. Les philosophes rappellent aussi les dangers de l’obéissance aveugle : l’expérience de Stanley Milgram, en 1963, a montré jusqu’où des adultes pouvaient aller sur ordre d’une autorité. Savoir désobéir à une demande injuste ou dangereuse, y compris venant d’un adulte, fait partie de ce qu’un enfant doit apprendre.',
    },
  },
  {
    id: 'easter',
    title: 'Pourquoi on fête Pâques ?',
    phrasings: [
      'pourquoi on fête pâques',
      'pâques cloches et chocolat',
      'pk on cherche des œufs à pâques',
      'c’est quoi pâques',
      'pourquoi les cloches apportent des œufs',
      'pourquoi des œufs en chocolat à pâques',
      'pq le lapin de paques',
      'pourquoi pâques change de date',
      'chasse aux œufs pourquoi',
    ],
    answers: {
      up_to_5:
        'Pâques est une fête du printemps, quand la nature se réveille. Pour les chrétiens, c’est une très grande fête qui rappelle que Jésus est revenu à la vie. Et on cherche des œufs en chocolat cachés dans le jardin, apportés selon la légende par les cloches ou par un lapin !',
      '6_to_8':
        'Pâques est la plus grande fête des chrétiens : ils y célèbrent la résurrection de Jésus, c’est-à-dire qu’ils croient qu’il est revenu à la vie trois jours après sa mort. C’est aussi une fête du printemps, quand les fleurs repoussent et que les animaux ont leurs petits. L’œuf est un symbole de la vie qui naît, c’est pour ça qu’on en offre. En France, on raconte que les cloches des églises, qui se taisent pendant quelques jours avant Pâques, partent à Rome et reviennent en semant des œufs dans les jardins. En Alsace ou en Allemagne, c’est un lièvre, ou un lapin, qui les apporte. Aujourd’hui, croyants ou non, beaucoup de familles font la chasse aux œufs.',
      '9_to_12':
        'Pour les chrétiens, Pâques est la fête la plus importante de l’année : elle célèbre la résurrection de Jésus, qui selon leur foi est revenu à la vie le troisième jour après avoir été crucifié. Le mot « Pâques » vient de Pessah, la Pâque juive, une fête qui rappelle la sortie d’Égypte des Hébreux, car la mort de Jésus a eu lieu à Jérusalem au moment de cette fête. La date de Pâques change chaque année : c’est le dimanche qui suit la première pleine lune du printemps, donc entre le 22 mars et le 25 avril. Les œufs ont une longue histoire : au Moyen Âge, on n’avait pas le droit d’en manger pendant le carême, les 40 jours de jeûne avant Pâques ; les poules continuaient de pondre, alors on les gardait, on les décorait et on les offrait à Pâques. Les œufs en chocolat sont apparus au XIXe siècle. En France, la légende dit que les cloches, muettes du jeudi au dimanche de Pâques, partent à Rome et rapportent des œufs ; en Allemagne, c’est le lièvre de Pâques, qui a inspiré le lapin en chocolat.',
      '13_plus':
        'Pâques est la fête centrale du christianisme : elle commémore la résurrection de Jésus, que les Évangiles situent le troisième jour après sa crucifixion à Jérusalem, vers l’an 30. Elle clôt la Semaine sainte, qui comprend le Jeudi saint (dernier repas de Jésus) et le Vendredi saint (sa mort), et ouvre le temps pascal qui mène à l’Ascension et à la Pentecôte. Son nom vient de l’hébreu Pessah, « passage », la Pâque juive qui commémore la libération des Hébreux d’Égypte, car les Évangiles placent la Passion pendant cette fête. Le concile de Nicée, en 325, a contribué à fixer le principe du calcul : Pâques tombe le dimanche qui suit la première pleine lune ayant lieu au plus tôt le 21 mars, soit entre le 22 mars et le 25 avril dans le calendrier grégorien ; les Églises orthodoxes, qui utilisent le calendrier julien pour ce calcul, la célèbrent souvent à une autre date. Plusieurs traditions populaires se sont greffées sur la fête. Au Moyen Âge, l’Église interdisait la consommation d’œufs pendant le carême ; les œufs accumulés étaient décorés et offerts à Pâques, symboles d’une vie nouvelle, un symbole d’ailleurs bien plus ancien que le christianisme. En France, les cloches, qui se taisent du Jeudi saint à la veille de Pâques en signe de deuil, sont censées partir à Rome et revenir chargées d’œufs. Dans les pays germaniques, l’Osterhase, le lièvre de Pâques, attesté dès le XVIIe siècle, cache les œufs dans les jardins, et les émigrants allemands l’ont diffusé en Amérique. Les progrès de la chocolaterie au XIXe siècle ont permis de fabriquer des œufs en chocolat moulés, devenus un marché considérable pour les chocolatiers.',
    },
  },
  {
    id: 'eating-animals',
    title: 'Pourquoi on mange des animaux ?',
    phrasings: [
      'pourquoi on mange des animaux',
      'pourquoi on mange de la viande',
      'pk on mange les vaches',
      'd’où vient la viande',
      'c’est quoi un végétarien',
      'pourquoi certaines personnes mangent pas de viande',
      'pq on tue les animaux pour les manger',
      'le jambon c’est du cochon',
      'pourquoi on mange le poulet',
      'végétarien pourquoi',
    ],
    answers: {
      up_to_5:
        'La viande vient d’animaux comme la vache, le cochon ou le poulet, qui ont été élevés dans des fermes pour qu’on les mange. Les humains en mangent depuis très longtemps, car elle aide à devenir fort. Certaines personnes préfèrent ne pas en manger, et elles se nourrissent très bien avec d’autres aliments.',
      '6_to_8':
        'La viande, c’est la chair d’animaux comme la vache, le cochon, le poulet ou le mouton, élevés dans des fermes. Le steak vient du bœuf, le jambon du cochon. Les humains mangent de la viande depuis la préhistoire, quand ils chassaient, parce qu’elle contient des protéines et du fer, qui aident le corps à grandir et à rester en forme. Mais on peut aussi trouver ces bonnes choses dans les œufs, le lait, le poisson, les lentilles ou les haricots. Certaines personnes, les végétariens, choisissent de ne pas manger de viande, parce qu’elles ne veulent pas qu’on tue des animaux, pour protéger la planète ou pour leur religion. Chaque famille fait ses choix, et il est important de respecter ceux des autres.',
      '9_to_12':
        'Les humains sont omnivores : notre corps peut digérer aussi bien des plantes que de la viande. Nos ancêtres chassaient déjà il y a des centaines de milliers d’années, et la viande, riche en énergie, a été un aliment précieux. Elle apporte des protéines, du fer facile à absorber et de la vitamine B12, qu’on ne trouve presque que dans les produits animaux. Aujourd’hui, la plupart des animaux que l’on mange sont élevés dans des fermes ; en France, chaque personne consomme en moyenne plus de 80 kilos de viande par an. Mais de plus en plus de gens s’interrogent. Certains sont végétariens, ils ne mangent ni viande ni poisson, pour ne pas faire souffrir les animaux. L’élevage a aussi un impact sur la planète : il produit une part importante des gaz à effet de serre et utilise beaucoup de terres et d’eau. D’autres personnes ne mangent pas certaines viandes pour des raisons religieuses, comme le porc dans l’islam et le judaïsme. Les médecins disent qu’on peut bien grandir en mangeant peu ou pas de viande, à condition de varier son alimentation ; pour certains régimes très stricts, il faut demander conseil à un médecin.',
      '13_plus':
        'L’être humain est omnivore : sa denture, son tube digestif et son métabolisme lui permettent de tirer de l’énergie d’aliments végétaux comme animaux. Les traces de découpe sur des os fossiles montrent que nos ancêtres consommaient de la viande il y a au moins 2,5 millions d’années, et de nombreux paléoanthropologues pensent que cet apport dense en calories et en protéines, combiné plus tard à la cuisson, a accompagné l’augmentation de la taille du cerveau. Avec la domestication des animaux, il y a environ 10 000 ans au Proche-Orient, l’élevage a progressivement remplacé la chasse. La viande fournit des protéines complètes, du fer héminique bien absorbé, du zinc et de la vitamine B12, absente des végétaux. La consommation moyenne en France dépasse 80 kg par habitant et par an en équivalent carcasse, un niveau bien supérieur à celui du début du XXe siècle. Ce modèle est aujourd’hui interrogé pour plusieurs raisons. Sur le plan environnemental, la FAO estime que l’élevage est responsable d’environ 14,5 % des émissions de gaz à effet de serre d’origine humaine, principalement le méthane des ruminants et la déforestation. Sur le plan éthique, des philosophes comme Peter Singer, avec La Libération animale (1975), ont posé la question de la souffrance animale, notamment dans l’élevage intensif. Sur le plan de la santé, les autorités recommandent de limiter la viande rouge et la charcuterie, dont une consommation élevée est associée à un risque accru de cancer colorectal. Les grandes associations de nutrition considèrent qu’un régime végétarien bien équilibré convient à tous les âges, tandis qu’un régime végétalien exige une supplémentation en vitamine B12 et un suivi, surtout chez l’enfant. Les choix alimentaires relèvent aussi de la culture et de la religion, et leur diversité appelle au respect mutuel.',
    },
  },
  {
    id: 'punishment',
    title: 'Pourquoi je suis puni ?',
    phrasings: [
      'pourquoi je suis puni',
      'pourquoi on est puni',
      'pk les parents punissent',
      'pourquoi je suis privée de tablette',
      'à quoi ça sert une punition',
      'pq je suis puni c’est pas juste',
      'pourquoi maman me gronde',
      'pourquoi on se fait gronder',
      'punition injuste',
      'pourquoi on a pas le droit de taper les enfants',
    ],
    answers: {
      up_to_5:
        'Quand tu fais une bêtise, la punition t’aide à comprendre qu’il ne faut pas recommencer. Tes parents ne t’aiment pas moins quand ils te grondent : ils sont fâchés contre la bêtise, pas contre toi. Après, on se fait un câlin et c’est fini !',
      '6_to_8':
        'Quand on fait une bêtise, comme taper, mentir ou désobéir à une règle importante, les parents peuvent donner une punition. Elle sert à te faire comprendre que ce que tu as fait n’était pas bien et à t’aider à ne pas recommencer. La meilleure punition a un lien avec la bêtise : si tu as cassé quelque chose, tu aides à réparer ; si tu as fait de la peine, tu t’excuses. Être puni ne veut pas dire que tes parents ne t’aiment plus : ils sont fâchés contre ce que tu as fait, pas contre toi. Et si tu trouves ta punition injuste, tu peux le dire calmement, plus tard, et expliquer ton point de vue.',
      '9_to_12':
        'Une punition, ou sanction, est une conséquence donnée après un comportement qui enfreint une règle. Son but n’est pas de faire souffrir, mais d’aider à comprendre que ce comportement pose problème et à changer. Les spécialistes de l’éducation conseillent des sanctions proportionnées, expliquées, et si possible liées à la faute : réparer ce qu’on a cassé, nettoyer ce qu’on a sali, présenter des excuses, ou perdre un temps d’écran si on n’a pas respecté l’accord. Elles sont plus efficaces quand elles sont annoncées à l’avance et appliquées calmement. Depuis 2019, en France, la loi interdit aux parents les violences physiques ou psychologiques, comme les fessées, les gifles ou les humiliations : les études montrent qu’elles font du mal aux enfants sans les aider à mieux se comporter. Les chercheurs ont aussi observé que féliciter un bon comportement marche souvent mieux que punir un mauvais. Être puni peut donner un sentiment d’injustice, et c’est normal de le ressentir. Le plus utile est d’en reparler ensuite, à froid, pour comprendre ce qui s’est passé des deux côtés.',
      '13_plus':
        'En psychologie, une punition désigne toute conséquence qui rend un comportement moins probable à l’avenir ; le béhavioriste B. F. Skinner a montré dès les années 1930 et 1940 que le renforcement des comportements souhaités est généralement plus efficace et plus durable que la punition des comportements indésirables. Les recherches en éducation distinguent la punition, souvent arbitraire et centrée sur la souffrance infligée, de la sanction éducative, qui vise la responsabilisation : elle est proportionnée, expliquée, liée à l’acte, et privilégie la réparation. Le cadre légal a beaucoup évolué. La loi du 10 juillet 2019 a inscrit dans le Code civil que l’autorité parentale s’exerce « sans violences physiques ou psychologiques », faisant de la France le 56e pays à interdire les châtiments corporels, à la suite de la Suède, pionnière en 1979. Cette évolution s’appuie sur de nombreuses études : une méta-analyse d’Elizabeth Gershoff et Andrew Grogan-Kaylor, publiée en 2016 et portant sur plus de 160 000 enfants, associe la fessée à davantage d’agressivité, de troubles du comportement et de difficultés relationnelles, sans bénéfice démontré sur l’obéissance à long terme. Les punitions humiliantes ou disproportionnées ont des effets comparables, en nourrissant la honte et la peur plutôt que la compréhension. À l’école, le droit distingue aussi les punitions scolaires et les sanctions disciplinaires, qui doivent respecter des principes comme la proportionnalité et le droit de s’expliquer. Enfin, le sentiment d’injustice face à une sanction mérite d’être entendu : en reparler à froid permet à l’enfant comme à l’adulte de comprendre ce qui s’est passé et d’ajuster les règles.',
    },
  },
  {
    id: 'breakfast',
    title: 'Pourquoi il faut prendre un petit-déjeuner ?',
    phrasings: [
      'pourquoi il faut prendre un petit-déjeuner',
      'pourquoi il faut manger le matin',
      'pk faut dejeuner le matin',
      'pourquoi on mange le matin',
      'pq je dois manger avant l’école',
      'petit déjeuner pourquoi important',
      'pourquoi j’ai pas faim le matin',
      'pourquoi on dit petit-déjeuner',
      'à quoi sert le petit dej',
    ],
    answers: {
      up_to_5:
        'Pendant la nuit, ton corps n’a rien mangé pendant très longtemps. Le petit-déjeuner, c’est comme mettre de l’essence dans une voiture : ça te donne de l’énergie pour jouer et apprendre toute la matinée. Un bol de lait, du pain et un fruit, et c’est parti !',
      '6_to_8':
        'Pendant que tu dors, ton corps continue de travailler : il respire, il fait battre ton cœur, il te fait grandir. Tout ça utilise de l’énergie. Quand tu te réveilles, tu n’as rien mangé depuis le dîner, souvent depuis plus de 10 heures ! Le petit-déjeuner recharge tes batteries pour que tu aies de la force et que tu puisses bien te concentrer à l’école. Un bon petit-déjeuner, c’est par exemple du pain ou des céréales, un produit laitier comme du lait ou un yaourt, un fruit et un verre d’eau. Si tu n’as pas très faim le matin, même un petit quelque chose, c’est déjà bien.',
      '9_to_12':
        'Le mot « déjeuner » veut dire, à l’origine, « rompre le jeûne » : le petit-déjeuner met fin à la longue période sans manger de la nuit, souvent 10 à 12 heures pour un enfant. Pendant ce temps, ton corps a puisé dans ses réserves, notamment le sucre stocké dans le foie. Ton cerveau, qui consomme à lui seul environ un cinquième de l’énergie du corps, a besoin de carburant pour rester attentif. Plusieurs études ont observé que les enfants qui prennent un petit-déjeuner se concentrent mieux en fin de matinée et grignotent moins, même si les chercheurs discutent encore de la force de ces effets. Un petit-déjeuner équilibré associe un produit céréalier, comme le pain ou les flocons d’avoine, un produit laitier, un fruit et de l’eau. Attention aux céréales très sucrées et aux pâtes à tartiner : elles donnent un coup d’énergie rapide, suivi d’un coup de fatigue. Certains enfants n’ont pas faim au réveil : se lever un peu plus tôt, ou emporter une collation saine pour la récréation, peut aider.',
      '13_plus':
        'Étymologiquement, « déjeuner » vient du latin populaire disjejunare, « rompre le jeûne », tout comme l’anglais breakfast : pendant longtemps, le « déjeuner » désignait en France le premier repas de la journée, et le « dîner » celui de midi, usage encore courant en Belgique, en Suisse et au Québec. Le petit-déjeuner intervient après une période de jeûne nocturne de 10 à 12 heures, pendant laquelle l’organisme a mobilisé le glycogène du foie pour maintenir une glycémie stable, indispensable au cerveau, qui consomme environ 20 % de l’énergie au repos. Chez l’enfant, dont les réserves sont plus limitées, ce jeûne pèse davantage. Les études d’observation associent régulièrement la prise d’un petit-déjeuner à une meilleure qualité globale de l’alimentation et à une corpulence plus favorable, mais le lien de cause à effet est difficile à établir, car les enfants qui déjeunent le matin ont souvent aussi un mode de vie plus régulier. Sur les performances scolaires, plusieurs essais suggèrent des effets bénéfiques sur l’attention et la mémoire en fin de matinée, surtout chez les enfants dénutris, avec des résultats hétérogènes. Chez l’adulte, l’intérêt du petit-déjeuner est plus débattu, et le jeûne intermittent fait l’objet de nombreuses recherches. La composition compte autant que la prise : les recommandations françaises du Programme national nutrition santé privilégient un produit céréalier peu sucré, un produit laitier, un fruit et de l’eau, et conseillent de limiter les céréales très sucrées, les viennoiseries et les jus. Le saut du petit-déjeuner augmente nettement à l’adolescence, lié notamment au décalage de l’horloge biologique et au manque de sommeil. Certaines villes ont d’ailleurs mis en place des petits-déjeuners gratuits à l’école, pour les élèves qui arrivent le ventre vide.',
    },
  },
];
