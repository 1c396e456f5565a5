import type { Topic } from '../topic.js';

/** The human body and health: illness, microbes, wounds, bones, the senses, digestion, skin, brain and growing older. */
export const healthTopics: Topic[] = [
  {
    id: 'fever',
    title: 'Pourquoi on a de la fièvre ?',
    phrasings: [
      'pourquoi on a de la fièvre',
      'pk j’ai de la fievre',
      'fièvre',
      'c koi la fièvre',
      'pourquoi on a chaud quand on est malade',
      'pourquoi mon front est tout chaud',
      'pourquoi on a des frissons quand on a de la fièvre',
      'température quand on est malade',
      'pourquoi on prend la température',
    ],
    answers: {
      up_to_5:
        'Quand des microbes entrent dans ton corps, ton corps se réchauffe pour mieux les combattre : c’est la fièvre. Tu es tout chaud et un peu fatigué. Dis-le vite à un grand, il va bien s’occuper de toi.',
      '6_to_8':
        'D’habitude, ton corps est toujours à la même température, environ 37 degrés. Quand des microbes t’attaquent, ton cerveau monte le chauffage exprès : c’est la fièvre. Beaucoup de microbes aiment moins la chaleur, et tes défenses, elles, travaillent mieux quand il fait plus chaud. Pendant que la température monte, tu peux avoir froid et frissonner, puis tu as chaud et tu transpires. La fièvre fatigue, alors il faut se reposer et bien boire. Si tu as de la fièvre, dis-le toujours à un adulte : il prendra ta température et appellera le médecin si c’est nécessaire.',
      '9_to_12':
        'La température normale du corps tourne autour de 37 °C, et on parle de fièvre à partir de 38 °C. C’est une partie du cerveau, l’hypothalamus, qui règle cette température, comme le thermostat d’une maison. Quand tes globules blancs détectent des microbes, ils libèrent des substances qui préviennent l’hypothalamus, et celui-ci monte la température de réglage. Pour l’atteindre, ton corps fait des efforts : tu frissonnes, car les muscles qui tremblent produisent de la chaleur, et tes vaisseaux se resserrent sous la peau pour garder la chaleur à l’intérieur. Quand la fièvre redescend, tu transpires pour évacuer le surplus. La fièvre n’est donc pas une maladie, mais une arme du corps : beaucoup de bactéries et de virus se multiplient moins bien vers 39 °C, et les défenses deviennent plus efficaces. Elle épuise quand même, d’où l’importance de boire, de se reposer, et de toujours prévenir un adulte. Chez les bébés, ou si la fièvre est très forte ou dure, il faut voir un médecin.',
      '13_plus':
        'La fièvre est une élévation contrôlée de la température centrale, au-delà de 38 °C environ, alors que la normale oscille autour de 37 °C selon l’heure et l’endroit de la mesure. Le centre de la thermorégulation se trouve dans l’hypothalamus. Lors d’une infection, les cellules immunitaires comme les macrophages libèrent des messagers chimiques, les cytokines, notamment l’interleukine-1, appelés pyrogènes. Ils entraînent dans l’hypothalamus la production de prostaglandine E2, qui relève la « consigne » de température. Le corps se comporte alors comme s’il avait froid : vasoconstriction de la peau, frissons musculaires qui produisent de la chaleur, envie de se couvrir. Quand la consigne redescend, la vasodilatation et la sueur évacuent la chaleur : c’est la « défervescence ». On pense que la fièvre est une réponse utile, conservée chez de nombreux animaux, y compris des reptiles qui cherchent un endroit plus chaud quand ils sont infectés : elle freine la multiplication de certains microbes et stimule les lymphocytes. Les médicaments contre la fièvre, comme le paracétamol, agissent en partie en réduisant la production de prostaglandines ; ils servent surtout au confort. La fièvre doit cependant être surveillée : chez un nourrisson de moins de trois mois, si elle est très élevée, dure plusieurs jours ou s’accompagne de signes inhabituels, un avis médical s’impose.',
    },
  },
  {
    id: 'getting-sick',
    title: 'Pourquoi on tombe malade ?',
    phrasings: [
      'pourquoi on tombe malade',
      'pk on est malade',
      'pourquoi je suis malade',
      'comment on attrape une maladie',
      'pourquoi on attrape un rhume',
      'c’est quoi être contagieux',
      'pourquoi les maladies s’attrapent',
      'pourquoi on tombe malade en hiver',
      'pq on tombe malade',
      'pourquoi les microbes nous rendent malades',
    ],
    answers: {
      up_to_5:
        'Parfois, de tout petits microbes qu’on ne voit pas entrent dans ton corps et l’embêtent. Ton corps se bat contre eux, et ça te fatigue un peu. Avec du repos et des câlins, il gagne presque toujours !',
      '6_to_8':
        'Autour de nous vivent des microbes, des êtres vivants minuscules. La plupart sont gentils, mais quelques-uns peuvent rendre malade quand ils entrent dans ton corps, par le nez, la bouche ou une blessure. Ton corps a une armée pour se défendre : les globules blancs, qui cherchent les microbes et les détruisent. Pendant la bataille, tu peux avoir de la fièvre, le nez qui coule ou mal à la gorge. Certaines maladies s’attrapent d’une personne à l’autre, par exemple quand quelqu’un tousse près de toi : on dit qu’elles sont contagieuses. Le repos, l’eau et parfois des médicaments donnés par le médecin aident ton corps à guérir.',
      '9_to_12':
        'Beaucoup de maladies sont causées par des microbes : des bactéries, des virus, des champignons microscopiques ou des parasites. Ils entrent par les voies respiratoires quand on respire des gouttelettes projetées par quelqu’un qui tousse, par la bouche avec des mains ou des aliments sales, ou par une plaie. Une fois dedans, ils se multiplient, et ton système immunitaire réagit : les globules blancs les attaquent et fabriquent des anticorps. Beaucoup de signes de la maladie, comme la fièvre, la toux ou la morve, sont en fait des moyens de défense. On tombe plus souvent malade en hiver, car on vit davantage enfermés et serrés les uns contre les autres, et certains virus survivent mieux dans l’air froid et sec. Les enfants attrapent beaucoup de rhumes, parfois une dizaine par an : leur système immunitaire découvre ces virus pour la première fois. Toutes les maladies ne viennent pas des microbes : certaines viennent du corps lui-même. Dans tous les cas, c’est le médecin qui sait reconnaître la maladie et dire comment la soigner.',
      '13_plus':
        'Une maladie infectieuse survient quand un agent pathogène (bactérie, virus, champignon ou parasite) pénètre dans l’organisme, s’y multiplie et perturbe son fonctionnement. L’idée que des êtres microscopiques causent les maladies s’est imposée dans la seconde moitié du XIXe siècle, grâce aux travaux de Louis Pasteur et de Robert Koch, qui identifia en 1882 la bactérie de la tuberculose. Les voies de transmission sont variées : gouttelettes et aérosols pour la grippe, contact avec des mains ou des surfaces pour la gastro-entérite, eau ou aliments contaminés, piqûres d’insectes pour le paludisme. L’organisme dispose d’une défense en deux temps : l’immunité innée, rapide et peu spécifique, responsable de l’inflammation et de la fièvre, puis l’immunité adaptative, où les lymphocytes produisent des anticorps ciblés et gardent la mémoire de l’agresseur. Beaucoup de symptômes proviennent de cette réponse et non du microbe lui-même. Le caractère saisonnier de certaines infections s’explique par le confinement en intérieur, la meilleure survie de certains virus dans l’air froid et sec, et peut-être un léger affaiblissement des défenses des muqueuses. Les antibiotiques, découverts avec la pénicilline par Alexander Fleming en 1928, n’agissent que sur les bactéries, pas sur les virus. Enfin, de nombreuses maladies ne sont pas infectieuses : maladies génétiques, auto-immunes, cancers ou maladies liées au mode de vie.',
    },
  },
  {
    id: 'what-is-a-virus',
    title: 'C’est quoi, un virus ?',
    phrasings: [
      'c’est quoi un virus',
      'c koi un virus',
      'pourquoi les virus rendent malade',
      'virus et bactéries différence',
      'est-ce qu’un virus est vivant',
      'c’est quoi une bactérie',
      'comment un virus nous rend malade',
      'pk les antibiotiques marchent pas sur les virus',
      'bactéries gentilles',
      'c’est quoi les microbes',
      'microbes',
    ],
    answers: {
      up_to_5:
        'Un virus, c’est un microbe tout petit, encore plus petit qu’une poussière, qu’on ne peut pas voir. Il entre dans ton corps et peut te donner un rhume. Mais ton corps sait très bien le chasser !',
      '6_to_8':
        'Il existe deux grandes sortes de microbes : les bactéries et les virus. Les bactéries sont de minuscules êtres vivants, et beaucoup sont nos amies : celles de ton ventre t’aident à digérer. Les virus, eux, sont encore beaucoup plus petits. Ils ne peuvent rien faire tout seuls : pour se multiplier, ils doivent entrer dans les cellules de ton corps et les obliger à fabriquer d’autres virus. C’est comme ça qu’ils donnent le rhume, la grippe ou la varicelle. Heureusement, ton corps apprend à les reconnaître et à s’en débarrasser.',
      '9_to_12':
        'Les bactéries sont des êtres vivants faits d’une seule cellule, si petits qu’il en faudrait environ mille en file pour faire un millimètre. Elles vivent partout : dans le sol, dans l’eau et dans ton corps, où des milliards d’entre elles t’aident à digérer et te protègent. Seules quelques-unes causent des maladies, comme l’angine bactérienne. Les virus sont en général encore dix à cent fois plus petits : on ne peut les voir qu’au microscope électronique. Un virus n’est qu’une petite boîte qui contient un mode d’emploi, ses gènes. Il ne mange pas, ne grandit pas et ne peut pas se reproduire seul. Il s’accroche à une cellule, y fait entrer son mode d’emploi, et la cellule se met à fabriquer des centaines de nouveaux virus. C’est pour ça que les scientifiques discutent encore pour savoir si les virus sont vraiment vivants. Les antibiotiques détruisent les bactéries, mais ne font rien aux virus : contre le rhume, ils ne servent à rien.',
      '13_plus':
        'Bactéries et virus sont tous deux appelés « microbes », mais ils sont très différents. Les bactéries sont des cellules procaryotes, sans noyau, mesurant le plus souvent de l’ordre du micromètre, capables de se nourrir et de se diviser seules. Le corps humain en abrite autant que de cellules humaines, surtout dans l’intestin, et ce microbiote joue un rôle dans la digestion et l’immunité ; seule une petite minorité d’espèces est pathogène. Un virus mesure en général entre 20 et 300 nanomètres. Il est formé d’un génome (ADN ou ARN) enfermé dans une coque de protéines, la capside, parfois entourée d’une enveloppe grasse. Dépourvu de métabolisme, c’est un parasite obligatoire : il se fixe à des récepteurs précis d’une cellule, y injecte son génome et détourne sa machinerie pour produire de nouvelles particules, souvent en l’endommageant. Les virus ont été mis en évidence à la fin du XIXe siècle par Dmitri Ivanovski puis Martinus Beijerinck, à propos d’une maladie du tabac, mais n’ont été observés qu’avec le microscope électronique, dans les années 1930. Leur statut d’être vivant reste débattu. Les antibiotiques ciblent des structures propres aux bactéries, comme leur paroi, et sont donc inefficaces contre les virus ; leur usage inutile favorise en outre l’apparition de bactéries résistantes. Contre les virus, on dispose surtout des vaccins et de quelques médicaments antiviraux.',
    },
  },
  {
    id: 'vaccines',
    title: 'Pourquoi on se fait vacciner ?',
    phrasings: [
      'pourquoi on se fait vacciner',
      'pk on fait des vaccins',
      'à quoi sert un vaccin',
      'c’est quoi un vaccin',
      'vaccin',
      'vaccination',
      'pourquoi il faut faire une piqûre chez le médecin',
      'pourquoi on fait des piqures',
      'comment marche un vaccin',
      'vacsin',
    ],
    answers: {
      up_to_5:
        'Un vaccin, c’est comme montrer la photo d’un méchant microbe à ton corps. Comme ça, s’il arrive un jour, ton corps le reconnaît et le chasse tout de suite. La piqûre pique un petit peu, mais elle te protège longtemps !',
      '6_to_8':
        'Ton corps a une armée qui se bat contre les microbes, et elle a une très bonne mémoire : quand elle a battu un microbe une fois, elle s’en souvient. Un vaccin, c’est un entraînement. On te donne un microbe rendu inoffensif, ou juste un petit morceau de microbe. Tes défenses l’étudient et fabriquent de quoi le combattre, sans que tu tombes malade. Plus tard, si le vrai microbe arrive, ton corps le reconnaît et le détruit très vite. En plus, quand beaucoup de gens sont vaccinés, la maladie ne peut plus circuler, et ça protège aussi les bébés et les personnes fragiles.',
      '9_to_12':
        'Ton système immunitaire apprend : la première fois qu’il rencontre un microbe, il met plusieurs jours à fabriquer des anticorps, des molécules qui s’accrochent exactement à ce microbe, et pendant ce temps, tu peux être très malade. Mais ensuite, il garde des cellules mémoire qui réagissent beaucoup plus vite la fois suivante. Le vaccin utilise cette mémoire : il présente au corps un microbe tué ou affaibli, ou seulement un morceau de ce microbe, pour qu’il s’entraîne sans danger. Le premier vaccin a été mis au point en 1796 par le médecin anglais Edward Jenner contre la variole, une maladie terrible. En 1885, Louis Pasteur a réussi à vacciner un garçon mordu par un chien enragé. Grâce à la vaccination, la variole a complètement disparu de la planète : c’est officiel depuis 1980. Certains vaccins doivent être refaits au bout de quelques années : c’est un rappel. Après une piqûre, ton bras peut être un peu douloureux ou tu peux avoir un peu de fièvre : c’est ton corps qui s’entraîne.',
      '13_plus':
        'La vaccination repose sur la mémoire immunitaire. Lors d’un premier contact avec un antigène, la réponse adaptative est lente : il faut plusieurs jours pour que les lymphocytes B produisent des anticorps spécifiques et que les lymphocytes T se multiplient. Mais des lymphocytes mémoire persistent ensuite, parfois des décennies, et permettent une réponse secondaire rapide et intense. Un vaccin provoque cette première réponse sans la maladie, grâce à un agent vivant atténué (rougeole, oreillons, rubéole), un agent inactivé, une protéine ou un fragment purifié, une toxine neutralisée (tétanos) ou, plus récemment, un ARN messager qui fait produire brièvement une protéine du virus par nos propres cellules, comme pour les vaccins contre le Covid-19 en 2020. Edward Jenner a fondé la méthode en 1796 en inoculant la vaccine, une maladie bénigne des vaches, pour protéger de la variole, d’où le mot « vaccin ». Louis Pasteur l’a généralisée avec des microbes atténués, notamment contre la rage en 1885. La variole a été déclarée éradiquée par l’Organisation mondiale de la santé en 1980, et la poliomyélite a presque disparu. Quand une part suffisante de la population est immunisée, la chaîne de transmission se rompt : c’est l’immunité collective, qui protège ceux qui ne peuvent pas être vaccinés. En France, onze vaccins sont obligatoires pour les enfants nés depuis 2018. Comme tout médicament, les vaccins peuvent avoir des effets indésirables, le plus souvent légers, et ils sont surveillés en continu.',
    },
  },
  {
    id: 'scabs',
    title: 'Pourquoi il y a une croûte sur une blessure ?',
    phrasings: [
      'pourquoi il y a une croûte sur une blessure',
      'pk j’ai une croute sur mon genou',
      'croûte',
      'pourquoi il faut pas gratter une croûte',
      'comment une blessure guérit',
      'pourquoi une égratignure saigne puis s’arrête',
      'comment le corps répare une coupure',
      'genou écorché croûte',
      'pourquoi ma croute gratte',
    ],
    answers: {
      up_to_5:
        'Quand tu te fais un bobo, ton sang fait un petit bouchon pour fermer le trou. En séchant, il devient une croûte, comme un pansement fait par ton corps. En dessous, une nouvelle peau toute neuve pousse.',
      '6_to_8':
        'Quand tu t’écorches le genou, de tout petits vaisseaux sanguins sont coupés et ça saigne. Très vite, ton sang se transforme en une sorte de gelée qui bouche la plaie : c’est un caillot. Ce bouchon sèche à l’air et devient dur et foncé : c’est la croûte. Elle protège la blessure des microbes, comme un pansement naturel. Pendant ce temps, en dessous, ta peau fabrique de nouvelles cellules pour refermer le trou. Quand la peau est réparée, la croûte tombe toute seule. Si tu l’arraches avant, ça peut saigner à nouveau et guérir moins bien, même si elle gratte !',
      '9_to_12':
        'La croûte est la dernière étape d’une réparation très bien organisée. Quand la peau est coupée ou écorchée, les vaisseaux abîmés se resserrent pour laisser couler moins de sang. Puis les plaquettes, de minuscules fragments de cellules du sang, se collent à la plaie et entre elles. Elles déclenchent la fabrication de fibres de fibrine, qui forment un filet où se prennent les globules rouges : c’est le caillot, qui arrête le saignement en quelques minutes. À l’air, il sèche et durcit : c’est la croûte. Dessous, les globules blancs nettoient la plaie des microbes et des saletés, puis les cellules de la peau se multiplient et glissent depuis les bords pour refermer le trou. Une écorchure guérit ainsi en une à deux semaines. La démangeaison est souvent un signe que la plaie se répare. Pour bien guérir, on lave une petite plaie à l’eau et au savon, on la protège, et on montre à un adulte une blessure profonde, qui saigne beaucoup ou devient rouge et gonflée.',
      '13_plus':
        'La cicatrisation d’une plaie cutanée se déroule en plusieurs phases qui se chevauchent. D’abord l’hémostase : les vaisseaux lésés se contractent, les plaquettes adhèrent au collagène exposé et s’agrègent, puis la cascade de la coagulation transforme le fibrinogène, une protéine dissoute dans le plasma, en fibrine insoluble. Le réseau de fibrine emprisonne des globules rouges et forme un caillot qui, en se desséchant à l’air, donne la croûte. Vient ensuite la phase inflammatoire : les vaisseaux se dilatent, la zone rougit et chauffe, et des globules blancs, d’abord les polynucléaires neutrophiles puis les macrophages, éliminent débris et bactéries. Lors de la phase de prolifération, les kératinocytes migrent depuis les bords et sous la croûte pour reconstituer l’épiderme, tandis que des fibroblastes produisent du collagène et que de nouveaux capillaires se forment. La croûte se détache quand la peau sous-jacente est reconstituée. Arracher une croûte rouvre la plaie, retarde la réparation et augmente le risque d’infection ou de cicatrice marquée. Les soins modernes privilégient d’ailleurs souvent un milieu humide, sous pansement, qui accélère la migration des cellules. Une plaie profonde, souillée ou qui s’infecte doit être montrée à un médecin, et il faut vérifier que la vaccination contre le tétanos est à jour.',
    },
  },
  {
    id: 'scars',
    title: 'Pourquoi il reste une cicatrice ?',
    phrasings: [
      'pourquoi il reste une cicatrice',
      'pk j’ai une cicatrice',
      'cicatrice',
      'cicatrisse',
      'pourquoi la marque de ma blessure ne part pas',
      'est-ce que les cicatrices partent',
      'pourquoi une cicatrice est blanche',
    ],
    answers: {
      up_to_5:
        'Quand un bobo est très profond, ta peau le répare vite, comme on coud un trou dans un pantalon. La couture se voit un peu : c’est la cicatrice. Elle ne fait pas mal et raconte une petite histoire de toi !',
      '6_to_8':
        'Ta peau est faite de plusieurs couches. Quand tu t’écorches juste la surface, elle se répare parfaitement et on ne voit plus rien. Mais quand la blessure est profonde, ton corps doit faire vite pour fermer le trou. Il fabrique alors une sorte de rustine, avec des fibres très solides mais rangées un peu en vrac. Cette peau réparée n’est pas tout à fait comme l’autre : elle est plus lisse, plus claire ou plus rose, et il n’y pousse pas de poils. C’est la cicatrice. Avec le temps, elle devient souvent plus pâle et plus discrète.',
      '9_to_12':
        'La peau a une couche de surface, l’épiderme, qui se renouvelle sans cesse, et en dessous une couche plus épaisse, le derme, qui contient des vaisseaux, des racines de poils et des glandes. Quand seul l’épiderme est touché, comme dans une petite écorchure, il se reconstruit à l’identique, sans laisser de trace. Quand le derme est coupé, le corps doit combler le trou. Des cellules appelées fibroblastes fabriquent alors du collagène, une protéine en fibres très résistante. Dans la peau normale, ces fibres forment un joli tissage entrecroisé ; dans une cicatrice, elles sont posées plus vite et plus parallèles, comme une réparation faite à la hâte. Ce tissu n’a ni poils ni glandes de sueur, et il bronze mal. Au début, la cicatrice est rouge ou rose, car beaucoup de petits vaisseaux l’irriguent ; puis, en un ou deux ans, elle s’aplatit et pâlit. Une plaie bien soignée, et recousue par un médecin si elle est profonde, laisse une cicatrice plus fine.',
      '13_plus':
        'Une cicatrice est le résultat d’une réparation, et non d’une régénération. Chez l’humain adulte, seul l’épiderme se régénère à l’identique, grâce aux cellules souches de sa couche basale. Dès que le derme est atteint, la plaie est comblée par un tissu de granulation, puis par une matrice riche en collagène produite par les fibroblastes. Certains se transforment en myofibroblastes, capables de se contracter pour rapprocher les bords. Le collagène cicatriciel est d’abord de type III, puis progressivement remplacé par du type I pendant la phase de remodelage, qui peut durer de un à deux ans ; mais ses fibres restent plus parallèles et plus denses que le tissage en panier de la peau saine, et la cicatrice ne retrouve qu’environ 80 % de la résistance initiale. Les annexes de la peau, follicules pileux et glandes sudoripares, ne se reforment pas, et les mélanocytes y sont moins actifs, d’où une teinte souvent plus claire. Parfois, la production de collagène s’emballe : cicatrice hypertrophique, qui reste dans les limites de la plaie, ou chéloïde, qui les dépasse, plus fréquente sur certaines peaux et certaines zones du corps. Fait remarquable, les plaies du fœtus, pendant les premiers mois de la grossesse, cicatrisent sans trace, et de nombreux chercheurs tentent de comprendre pourquoi. En pratique, la suture des plaies profondes, la protection contre le soleil pendant la maturation et l’absence d’infection limitent la marque.',
    },
  },
  {
    id: 'bruises',
    title: 'Pourquoi on a des bleus ?',
    phrasings: [
      'pourquoi on a des bleus',
      'pk j’ai un bleu',
      'pourquoi un bleu change de couleur',
      'hématome',
      'ecchymose',
      'pourquoi un bleu devient jaune',
      'pourquoi quand on se cogne ça fait un bleu',
      'pourquoi on a des bleus sur les genoux',
    ],
    answers: {
      up_to_5:
        'Quand tu te cognes, de tout petits tuyaux de sang se cassent sous ta peau. Le sang reste coincé dessous et fait une tache bleue. Petit à petit, ton corps le nettoie et le bleu s’en va.',
      '6_to_8':
        'Sous ta peau passent des milliers de tout petits tuyaux remplis de sang, les vaisseaux sanguins. Quand tu te cognes fort, certains se cassent, mais ta peau, elle, reste fermée. Le sang sort des tuyaux et reste prisonnier sous la peau : on voit une tache rouge, puis bleue ou violette. Ensuite, ton corps nettoie ce sang petit à petit, et le bleu change de couleur : il devient vert, puis jaune, avant de disparaître. Ça prend environ deux semaines. Un peu de froid juste après le choc aide à faire un bleu plus petit.',
      '9_to_12':
        'Un bleu, que les médecins appellent ecchymose, est une petite fuite de sang sous la peau. Lors d’un choc, les capillaires, les plus fins des vaisseaux sanguins, se rompent, mais la peau n’est pas déchirée : le sang se répand entre les tissus. Au début la zone est rouge, puis elle devient bleue ou violette, car le sang qui a perdu son oxygène est plus sombre et qu’on le voit à travers la peau. Ensuite, des globules blancs spécialisés viennent démonter les globules rouges. L’hémoglobine, la molécule qui rend le sang rouge, est transformée en d’autres substances : la biliverdine, verte, puis la bilirubine, jaune. C’est pour ça qu’un bleu passe par toutes ces couleurs, comme un arc-en-ciel, avant de disparaître en une à deux semaines. Les enfants, qui bougent beaucoup, ont souvent des bleus aux tibias et aux genoux. Mais un enfant qui a beaucoup de bleus sans s’être cogné doit être montré à un médecin.',
      '13_plus':
        'Une ecchymose correspond à une extravasation de sang dans le derme et l’hypoderme, sans plaie de la peau, à la suite de la rupture de capillaires ou de petites veines lors d’un traumatisme. Si le sang s’accumule en une poche plus volumineuse, on parle d’hématome. La couleur évolue selon la dégradation de l’hémoglobine, ce qui permet aux médecins d’estimer grossièrement l’âge d’une lésion, avec prudence. D’abord rouge violacé, la tache apparaît bleutée, car la peau diffuse davantage la lumière bleue et que le sang désoxygéné absorbe fortement le rouge. Les macrophages phagocytent ensuite les globules rouges ; une enzyme, l’hème oxygénase, convertit l’hème en biliverdine, de couleur verte, puis une autre la réduit en bilirubine, jaune, tandis que le fer est stocké sous forme d’hémosidérine, brunâtre. La résorption complète prend en général de une à trois semaines, plus longtemps chez les personnes âgées, dont la peau est plus fine et les vaisseaux plus fragiles. Le froid appliqué tôt limite l’extension par vasoconstriction. Des bleus très fréquents, étendus, sans choc, ou accompagnés de saignements de nez ou de gencives, peuvent signaler un trouble de la coagulation ou des plaquettes et justifient un avis médical. Certains médicaments, comme l’aspirine, favorisent aussi les ecchymoses.',
    },
  },
  {
    id: 'bones',
    title: 'Pourquoi on a des os ?',
    phrasings: [
      'pourquoi on a des os',
      'pk on a un squelette',
      'à quoi servent les os',
      'squelette',
      'combien on a d’os',
      'combien d’os dans le corps',
      'est-ce que les os sont vivants',
      'c’est quoi le plus petit os',
      'de quoi sont faits les os',
    ],
    answers: {
      up_to_5:
        'Tes os, c’est la charpente de ton corps, comme les bâtons d’une tente. Sans eux, tu serais tout mou comme une méduse ! Ils protègent aussi ta tête et ton cœur.',
      '6_to_8':
        'Tous tes os ensemble forment ton squelette. Il tient ton corps debout, un peu comme les murs d’une maison. Il protège aussi ce qui est fragile : ton crâne est un casque pour ton cerveau, et tes côtes sont une cage pour ton cœur et tes poumons. Tes muscles s’accrochent à tes os pour les faire bouger : sans os, impossible de marcher ou de sauter ! Un adulte a 206 os, du fémur de la cuisse, le plus long, à un os minuscule dans l’oreille. Et tes os sont vivants : ils grandissent avec toi, surtout si tu bois du lait et que tu bouges beaucoup.',
      '9_to_12':
        'Le squelette d’un adulte compte 206 os. Celui d’un bébé en compte bien plus, autour de 300, mais certains se soudent en grandissant, comme ceux du crâne. Plus de la moitié des os se trouvent dans les mains et les pieds ! Le plus long est le fémur, dans la cuisse, qui mesure environ un quart de la taille d’une personne ; le plus petit est l’étrier, dans l’oreille, qui fait à peine 3 millimètres. Les os ont quatre grands rôles : soutenir le corps, protéger les organes, servir de leviers aux muscles, et stocker du calcium. À l’intérieur de certains os, la moelle osseuse fabrique chaque seconde des millions de cellules du sang. Un os est vivant : il contient des vaisseaux, des nerfs et des cellules qui le détruisent et le reconstruisent sans arrêt. Il est fait d’un mélange de fibres souples et de minéraux durs, ce qui le rend à la fois solide et un peu flexible. Le calcium, la vitamine D, qui se fabrique au soleil, et le sport le rendent plus fort.',
      '13_plus':
        'Le squelette humain adulte comprend 206 os, auxquels s’ajoutent des os surnuméraires variables selon les individus. À la naissance, on compte environ 300 pièces osseuses ou cartilagineuses, dont beaucoup fusionnent : les os du crâne, séparés par des fontanelles chez le nourrisson, le sacrum, formé de cinq vertèbres soudées, ou les extrémités des os longs. Le tissu osseux est composé d’une matrice organique, surtout du collagène de type I, qui lui donne sa souplesse, et d’une phase minérale, des cristaux d’hydroxyapatite, un phosphate de calcium, qui lui donnent sa dureté. Cette combinaison rend l’os à la fois résistant et léger : à poids égal, il est plus résistant à la flexion que beaucoup de matériaux. Il est vivant et se remodèle en permanence : les ostéoclastes résorbent l’os ancien, les ostéoblastes en déposent du nouveau, si bien que l’on estime que le squelette adulte se renouvelle en grande partie en une dizaine d’années. Ce remodelage l’adapte aux contraintes : l’os se renforce là où il est sollicité, et les astronautes en apesanteur perdent de la masse osseuse. Le squelette contient 99 % du calcium du corps et sert de réserve pour maintenir son taux sanguin, sous le contrôle d’hormones et de la vitamine D. La moelle rouge, dans les os plats et les extrémités des os longs, produit les globules rouges, les globules blancs et les plaquettes, soit des centaines de milliards de cellules par jour. Chez l’enfant, la croissance en longueur se fait au niveau des cartilages de croissance, qui se ferment à la fin de la puberté.',
    },
  },
  {
    id: 'broken-bones',
    title: 'Comment un os cassé se répare ?',
    phrasings: [
      'comment un os cassé se répare',
      'pourquoi on met un plâtre',
      'pk on a un platre quand on se casse le bras',
      'os cassé',
      'fracture',
      'pourquoi les os se cassent',
      'combien de temps pour réparer un os',
      'c’est quoi une radio des os',
      'platre',
    ],
    answers: {
      up_to_5:
        'Un os cassé sait se réparer tout seul : il fabrique une sorte de colle qui devient dure comme de l’os. Le plâtre tient les deux morceaux bien droits pendant ce temps. Après quelques semaines, c’est réparé !',
      '6_to_8':
        'Tes os sont solides, mais une grosse chute peut en casser un : c’est une fracture. Ça fait très mal, et il faut aller voir un médecin. Il fait une radio, une photo spéciale qui montre les os à travers la peau. Ensuite, il remet les morceaux bien en place et pose un plâtre, pour qu’ils ne bougent plus. Car un os est vivant : il fabrique lui-même une sorte de pont entre les deux morceaux, d’abord mou, puis de plus en plus dur. Chez un enfant, il faut souvent un mois et demi environ pour que l’os soit recollé. Pendant ce temps, tes copains peuvent dessiner sur ton plâtre !',
      '9_to_12':
        'Quand un os se casse, les vaisseaux sanguins qui le traversent saignent et forment un caillot autour de la fracture. Dans les jours qui suivent, des cellules viennent nettoyer les débris, puis d’autres fabriquent un tissu souple, fait de cartilage, qui relie les deux morceaux : c’est le cal. En quelques semaines, ce cal se charge de calcium et devient de l’os dur. Pendant des mois encore, l’os se remodèle pour retrouver sa forme presque parfaite. Le plâtre, ou une attelle, sert à garder les morceaux bien alignés et immobiles, sinon ils se souderaient de travers. Pour voir la fracture, on utilise la radiographie, grâce aux rayons X découverts en 1895 par Wilhelm Röntgen. Les os des enfants sont plus souples : ils se plient parfois au lieu de casser net, comme une branche verte. Ils guérissent aussi plus vite que ceux des adultes, souvent en 4 à 6 semaines.',
      '13_plus':
        'La consolidation d’une fracture est l’un des rares cas où le corps régénère un tissu à l’identique, sans cicatrice. Elle suit plusieurs étapes. La rupture des vaisseaux forme un hématome, qui déclenche une inflammation : des cellules immunitaires nettoient la zone et libèrent des facteurs de croissance. Des cellules souches issues du périoste, la membrane qui entoure l’os, et de la moelle se différencient en chondroblastes et en ostéoblastes. Se forme alors un cal mou, fait de cartilage et de tissu fibreux, qui relie les fragments en deux à trois semaines. Ce cal se minéralise et devient un cal osseux dur, puis, pendant des mois voire des années, les ostéoclastes et les ostéoblastes le remodèlent selon les contraintes mécaniques, jusqu’à restaurer l’architecture de l’os. L’immobilisation par plâtre, résine ou attelle, et parfois la chirurgie avec des broches, des vis ou des plaques, garantit l’alignement et limite les mouvements qui empêcheraient la soudure. L’imagerie repose sur les rayons X, découverts par Wilhelm Röntgen en 1895 ; la première radiographie célèbre fut celle de la main de sa femme. Chez l’enfant, le périoste épais et l’os plus souple expliquent les fractures en « bois vert », où l’os se plie et se fissure sans se rompre complètement, ainsi qu’une consolidation rapide. Une fracture touchant le cartilage de croissance doit être surveillée, car elle peut perturber la croissance de l’os. Le tabac, certaines maladies et la carence en vitamine D ralentissent au contraire la consolidation.',
    },
  },
  {
    id: 'muscles',
    title: 'Comment marchent les muscles ?',
    phrasings: [
      'comment marchent les muscles',
      'à quoi servent les muscles',
      'pk on a des muscles',
      'comment on devient musclé',
      'muscles',
      'combien on a de muscles',
      'pourquoi les muscles grossissent quand on fait du sport',
      'c’est quoi un biceps',
      'musscle',
    ],
    answers: {
      up_to_5:
        'Tes muscles sont comme des élastiques accrochés à tes os. Quand ils se serrent, ils tirent sur l’os et font bouger ton bras ou ta jambe. Même pour sourire, tu utilises des muscles !',
      '6_to_8':
        'Tu as plus de 600 muscles dans ton corps ! Ils sont accrochés à tes os par des sortes de cordes, les tendons. Quand ton cerveau envoie un message, le muscle se raccourcit et tire sur l’os : ton bras se plie, ta jambe avance. Un muscle sait seulement tirer, jamais pousser, alors ils travaillent par deux : un pour plier le bras, le biceps, un autre pour le déplier, le triceps. Certains muscles travaillent tout seuls, sans que tu y penses, comme ton cœur. Quand tu fais du sport souvent, tes muscles deviennent plus forts.',
      '9_to_12':
        'Le corps humain compte plus de 600 muscles, qui représentent entre 30 et 40 % du poids d’un adulte. Il en existe trois sortes : les muscles du squelette, que tu commandes, comme ceux des bras ; le muscle du cœur, qui bat tout seul ; et les muscles lisses, dans les parois de l’estomac, des intestins ou des vaisseaux, qui travaillent sans que tu y penses. Un muscle du squelette est formé de milliers de longues fibres. Quand ton cerveau envoie un signal par un nerf, de minuscules filaments à l’intérieur des fibres glissent les uns sur les autres, et le muscle se raccourcit. Comme un muscle ne sait que tirer, ils sont organisés en couples opposés, comme le biceps et le triceps du bras. Le plus gros muscle est le grand fessier ; le plus petit se trouve dans l’oreille et mesure environ un millimètre. Quand on s’entraîne, les fibres grossissent et deviennent plus efficaces. Les muscles produisent aussi de la chaleur : c’est pour ça que tu frissonnes quand tu as froid.',
      '13_plus':
        'On distingue trois types de tissu musculaire. Le muscle squelettique, strié et commandé volontairement, représente chez l’adulte de 30 à 40 % de la masse corporelle et compte plus de 600 muscles. Le muscle cardiaque, strié lui aussi, se contracte de façon autonome. Les muscles lisses tapissent les organes creux et les vaisseaux et sont commandés par le système nerveux autonome. Un muscle squelettique est fait de fibres, des cellules géantes à plusieurs noyaux, elles-mêmes remplies de myofibrilles divisées en sarcomères. La contraction s’explique par la théorie des filaments glissants, proposée en 1954 : lorsqu’un motoneurone libère de l’acétylcholine à la jonction neuromusculaire, la fibre est excitée, du calcium est libéré à l’intérieur, et les têtes de myosine s’accrochent à l’actine et la tirent, en consommant de l’ATP, la molécule énergétique de la cellule. Les sarcomères raccourcissent tous ensemble, et le muscle tire sur le tendon. Ne pouvant que tirer, les muscles s’organisent en paires agonistes et antagonistes, comme le biceps et le triceps brachial. L’entraînement augmente surtout le diamètre des fibres, l’hypertrophie, et améliore la coordination nerveuse, ce qui explique les premiers gains de force rapides. L’efficacité de la contraction n’étant que d’environ 25 %, le reste de l’énergie est libéré en chaleur, que le corps exploite quand il frissonne. Le plus petit muscle, le muscle stapédien de l’oreille moyenne, protège l’oreille interne des sons trop forts.',
    },
  },
  {
    id: 'how-eyes-see',
    title: 'Comment on voit avec les yeux ?',
    phrasings: [
      'comment on voit avec les yeux',
      'comment marchent les yeux',
      'pourquoi on voit',
      'pk on voit les couleurs',
      'comment l’œil voit',
      'comment l’oeil fonctionne',
      'pourquoi on voit rien dans le noir',
      'pourquoi la pupille devient grande',
      'c’est quoi la pupille',
    ],
    answers: {
      up_to_5:
        'La lumière entre dans tes yeux par le petit rond noir au milieu. Au fond de ton œil, comme sur un écran, ça fait une image. Ton cerveau la regarde et te dit ce que tu vois !',
      '6_to_8':
        'Ton œil fonctionne un peu comme un appareil photo. La lumière qui vient des choses entre par la pupille, le petit rond noir au centre de ton œil. Derrière, une sorte de loupe, le cristallin, fait une image nette au fond de l’œil, sur la rétine. La rétine est couverte de millions de minuscules capteurs qui envoient des messages à ton cerveau par un câble, le nerf optique. C’est ton cerveau qui comprend l’image : un chat, une balle, un visage ! Dans le noir, ta pupille devient très grande pour laisser entrer le peu de lumière qu’il y a.',
      '9_to_12':
        'Pour voir, il faut de la lumière : tu ne vois un objet que parce que la lumière rebondit sur lui et entre dans ton œil. Elle traverse d’abord la cornée, une vitre transparente et bombée, puis la pupille, un trou dont la taille change grâce à l’iris, la partie colorée de l’œil : elle se rétrécit au soleil et s’agrandit dans la pénombre. Le cristallin, une lentille souple, fait la mise au point et forme sur la rétine une image… à l’envers ! La rétine contient environ 120 millions de bâtonnets, très sensibles, qui servent quand il fait sombre, et environ 6 millions de cônes, qui voient les couleurs. Il existe trois sortes de cônes, sensibles surtout au rouge, au vert ou au bleu, et en mélangeant leurs signaux, le cerveau voit toutes les couleurs. Le nerf optique transporte les informations jusqu’à l’arrière du cerveau, qui remet l’image à l’endroit et la comprend. Avec deux yeux qui voient un peu différemment, il devine aussi les distances.',
      '13_plus':
        'La vision commence par l’optique de l’œil. La cornée assure environ les deux tiers de la réfraction, et le cristallin, dont la courbure varie grâce au muscle ciliaire, complète la mise au point : c’est l’accommodation. L’iris règle le diamètre de la pupille, de 2 à 8 millimètres environ, par un réflexe qui adapte la quantité de lumière reçue. L’image formée sur la rétine est inversée et réduite. La rétine contient deux types de photorécepteurs : environ 120 millions de bâtonnets, très sensibles mais incapables de distinguer les couleurs, et environ 6 millions de cônes, concentrés dans la fovéa, zone de la vision précise. Les cônes se répartissent en trois familles, dont les pigments ont des sensibilités maximales dans le bleu, le vert et le jaune-vert ; la comparaison de leurs réponses fonde la vision trichromatique, et l’absence d’une famille donne le daltonisme, qui touche environ 8 % des hommes et moins de 1 % des femmes. Dans chaque photorécepteur, un pigment change de forme en absorbant un photon, ce qui déclenche un signal électrique. Ce signal est prétraité par plusieurs couches de neurones de la rétine, puis transmis par le nerf optique, qui part d’un point sans récepteurs, la tache aveugle, que le cerveau comble. Les voies visuelles se croisent en partie au chiasma optique et aboutissent au cortex visuel, à l’arrière du crâne, où des aires spécialisées analysent formes, couleurs, mouvements et profondeur. Voir est donc autant un travail du cerveau que de l’œil.',
    },
  },
  {
    id: 'eye-colour',
    title: 'Pourquoi on n’a pas tous la même couleur d’yeux ?',
    phrasings: [
      'pourquoi on n’a pas tous la même couleur d’yeux',
      'pourquoi j’ai les yeux bleus',
      'pk j’ai les yeux marron',
      'couleur des yeux',
      'pourquoi les yeux sont de couleurs différentes',
      'pourquoi les bébés ont les yeux bleus',
      'pourquoi certaines personnes ont les yeux verts',
      'c’est quoi l’iris',
      'yeux vairons',
    ],
    answers: {
      up_to_5:
        'La couleur de tes yeux vient d’une sorte de peinture brune dans tes yeux. Avec beaucoup de peinture, les yeux sont marron ; avec un tout petit peu, ils sont bleus ou verts. Tu as reçu cette couleur de ta famille, comme un cadeau !',
      '6_to_8':
        'La partie colorée de ton œil s’appelle l’iris. Elle contient plus ou moins d’une matière brune, la mélanine, la même qui colore la peau et les cheveux. Beaucoup de mélanine donne des yeux marron, un peu moins des yeux noisette ou verts, et très peu des yeux bleus. La quantité de mélanine dépend de ce que tu as hérité de tes parents. Dans le monde, les yeux marron sont de loin les plus nombreux. Beaucoup de bébés naissent avec des yeux clairs qui foncent pendant leurs premières années : leurs yeux n’ont pas encore fabriqué toute leur mélanine.',
      '9_to_12':
        'La couleur des yeux dépend de l’iris, l’anneau coloré autour de la pupille, et surtout de la quantité de mélanine qu’il contient. Les yeux marron en ont beaucoup : c’est la couleur la plus fréquente dans le monde, portée par plus de deux personnes sur trois. Le plus étonnant concerne les yeux bleus : ils ne contiennent aucun pigment bleu ! Avec très peu de mélanine à l’avant de l’iris, la lumière y est diffusée, et c’est surtout le bleu qui est renvoyé, un peu comme pour le bleu du ciel. Les yeux verts ou noisette viennent d’une quantité moyenne de mélanine, mélangée à cet effet de lumière. La couleur se transmet des parents aux enfants par les gènes, mais plusieurs gènes participent, si bien que deux parents aux yeux marron peuvent avoir un enfant aux yeux bleus. Beaucoup de bébés naissent les yeux gris-bleu, qui foncent ensuite. Et certaines personnes ont deux yeux de couleurs différentes : on dit qu’elles ont les yeux vairons.',
      '13_plus':
        'La couleur de l’iris résulte de deux facteurs : la quantité et la répartition de mélanine dans le stroma, la couche antérieure de l’iris, et la diffusion de la lumière dans ce tissu. La couche postérieure, l’épithélium pigmentaire, est fortement pigmentée chez presque tout le monde. Un stroma riche en mélanine absorbe la lumière et paraît brun ; un stroma pauvre en pigment diffuse préférentiellement les courtes longueurs d’onde, comme dans la diffusion de Rayleigh ou de Tyndall, et paraît bleu, sans pigment bleu. Les teintes vertes et noisette combinent une pigmentation modérée, souvent un pigment plus jaunâtre, et cette diffusion. Les yeux bruns sont largement majoritaires dans le monde ; les yeux bleus sont surtout fréquents dans le nord de l’Europe. La génétique est polygénique : une région voisine des gènes OCA2 et HERC2, sur le chromosome 15, explique une grande part de la différence entre bleu et brun, mais d’autres gènes interviennent, ce qui invalide le modèle scolaire d’un seul gène dominant. Des études génétiques suggèrent que les yeux bleus sont apparus il y a quelques milliers d’années, mais cette datation reste discutée. Chez de nombreux nouveau-nés, les mélanocytes de l’iris ne sont pas encore pleinement actifs, et la couleur se stabilise vers un à trois ans. L’hétérochromie, iris de couleurs différentes, est le plus souvent bénigne et innée ; si elle apparaît plus tard, elle doit être examinée par un ophtalmologiste.',
    },
  },
  {
    id: 'glasses',
    title: 'Pourquoi certaines personnes portent des lunettes ?',
    phrasings: [
      'pourquoi certaines personnes portent des lunettes',
      'pourquoi on porte des lunettes',
      'pk je dois mettre des lunettes',
      'lunettes de vue',
      'pourquoi on voit flou',
      'c’est quoi être myope',
      'myopie',
      'pourquoi papi met des lunettes pour lire',
      'lunete',
      'lentilles de contact',
    ],
    answers: {
      up_to_5:
        'Certains yeux voient un peu flou, comme à travers une vitre mouillée. Les lunettes ont des verres magiques qui rendent tout bien net. Avec elles, on voit aussi bien que tout le monde !',
      '6_to_8':
        'Dans ton œil, il y a une petite loupe qui rend les images nettes au fond de l’œil. Chez certaines personnes, l’œil est un tout petit peu trop long ou trop court, et l’image n’est pas nette : on voit flou. Quand on voit mal de loin, on est myope ; quand on voit mal de près, on est hypermétrope. Les verres des lunettes sont taillés exactement comme il faut pour corriger ça et remettre l’image au bon endroit. Beaucoup de grands-parents mettent aussi des lunettes pour lire, car en vieillissant, la loupe de l’œil devient moins souple. Porter des lunettes, c’est très courant : en France, plus de la moitié des adultes en portent.',
      '9_to_12':
        'Pour voir net, l’œil doit former l’image pile sur la rétine, au fond de l’œil. La cornée et le cristallin, une lentille souple, dévient la lumière pour ça. Chez un myope, l’œil est souvent un peu trop long : l’image se forme avant la rétine, et les objets lointains sont flous. Chez un hypermétrope, l’œil est trop court, et c’est de près qu’il faut forcer pour voir net. L’astigmatisme, lui, vient d’une cornée un peu bombée comme un ballon de rugby, qui déforme les images. Enfin, vers 45 ans, le cristallin durcit et n’arrive plus à faire la mise au point de près : c’est la presbytie, et on tend les bras pour lire le journal ! Les verres de lunettes ou les lentilles de contact dévient la lumière juste ce qu’il faut pour compenser. Les lunettes ont été inventées en Italie vers la fin du XIIIe siècle. La myopie augmente chez les enfants du monde entier, et les scientifiques pensent que passer du temps dehors, à la lumière du jour, aide à la freiner.',
      '13_plus':
        'Les défauts de réfraction, ou amétropies, sont des décalages entre la puissance optique de l’œil et sa longueur. Dans la myopie, l’œil, le plus souvent trop long, fait converger les rayons venant de loin en avant de la rétine ; on la corrige par des verres divergents, ou concaves, et sa puissance se mesure en dioptries négatives. Dans l’hypermétropie, l’œil trop court fait converger l’image en arrière de la rétine ; l’accommodation du cristallin compense en partie, surtout chez l’enfant, au prix d’une fatigue, et on la corrige par des verres convergents. L’astigmatisme vient d’une courbure inégale de la cornée selon les directions, corrigée par des verres toriques. La presbytie, qui apparaît vers 45 ans, n’est pas un défaut de forme mais une perte d’élasticité du cristallin, qui réduit l’amplitude d’accommodation. Les premières lunettes, à verres convexes pour la lecture, sont attestées en Italie vers 1285-1290 ; les verres concaves pour myopes sont venus plus tard. La myopie connaît une progression spectaculaire : elle concerne plus de 80 % des jeunes adultes dans certaines villes d’Asie de l’Est, et l’on estime qu’elle pourrait toucher la moitié de la population mondiale vers 2050. Les études suggèrent que le temps passé en extérieur, grâce à la forte luminosité, protège de son apparition, tandis que le travail de près prolongé y contribuerait. Chez l’enfant, un dépistage précoce est important, car un œil mal corrigé peut devenir « paresseux », ou amblyope.',
    },
  },
  {
    id: 'blinking',
    title: 'Pourquoi on cligne des yeux ?',
    phrasings: [
      'pourquoi on cligne des yeux',
      'pk on cligne des yeux',
      'clignement des yeux',
      'cligner des yeux',
      'pourquoi on ferme les yeux tout le temps',
      'pourquoi les paupières se ferment',
      'à quoi servent les paupières',
      'pourquoi on voit pas noir quand on cligne',
      'combien de fois on cligne des yeux',
    ],
    answers: {
      up_to_5:
        'Tes paupières sont comme de petits essuie-glaces. Chaque fois que tu clignes, elles étalent des larmes pour laver et mouiller tes yeux. Et c’est si rapide que tu ne le remarques même pas !',
      '6_to_8':
        'Tes yeux ont besoin d’être toujours un peu mouillés, sinon ils piquent et se fatiguent. Alors, plusieurs fois par minute, tes paupières se ferment et se rouvrent très vite : tu clignes des yeux. Comme des essuie-glaces, elles étalent des larmes et balaient les poussières. Tu clignes aussi d’un coup quand quelque chose arrive vers ton visage, pour protéger tes yeux : ça s’appelle un réflexe. Le plus fou, c’est que tu clignes environ 15 fois par minute, mais ton cerveau fait comme si de rien n’était, et tu ne vois jamais tout noir. Devant un écran, on cligne moins, et c’est pour ça que les yeux deviennent secs.',
      '9_to_12':
        'Une personne cligne des yeux en moyenne 15 à 20 fois par minute, soit plus de 10 000 fois par jour. Chaque clignement dure environ un dixième de seconde. Il sert d’abord à entretenir la surface de l’œil : la paupière étale le film de larmes, qui nourrit et protège la cornée, et balaie les poussières vers le coin de l’œil. Il existe aussi un clignement réflexe, bien plus rapide que tu ne pourrais le décider, quand un objet approche, qu’un bruit fort éclate ou qu’on touche tes cils. Pendant un clignement, tes yeux ne reçoivent presque plus de lumière, mais ton cerveau éteint brièvement la vision et relie les images d’avant et d’après : tu ne remarques rien. On cligne beaucoup moins quand on se concentre, par exemple devant un écran ou en lisant, ce qui assèche les yeux : pense à faire des pauses. Les bébés, eux, ne clignent que quelques fois par minute, et les scientifiques ne savent pas encore bien pourquoi.',
      '13_plus':
        'On distingue trois types de clignement. Le clignement spontané, en moyenne 15 à 20 par minute chez l’adulte, est commandé par un générateur de rythme du tronc cérébral ; le clignement réflexe est déclenché par un contact de la cornée, une lumière vive, un bruit soudain ou une menace ; le clignement volontaire est décidé. La fermeture est assurée par le muscle orbiculaire de l’œil, et l’ouverture par le muscle releveur de la paupière supérieure ; un clignement dure de l’ordre de 100 à 300 millisecondes. Sa fonction première est d’entretenir le film lacrymal, une couche de moins d’un centième de millimètre faite de mucus, d’eau et de lipides produits par les glandes de Meibomius, qui limite l’évaporation. Ce film lisse la surface optique, apporte oxygène et défenses antimicrobiennes à la cornée, qui n’a pas de vaisseaux. Le cerveau supprime activement la perception pendant le clignement, si bien que les interruptions ne sont pas perçues, alors qu’une extinction équivalente de la lumière ambiante serait remarquée. La fréquence varie avec l’attention : elle baisse fortement pendant la lecture ou devant un écran, ce qui favorise la sécheresse oculaire, et les clignements tendent à tomber aux pauses naturelles, comme la fin d’une phrase. Des travaux d’imagerie suggèrent même qu’ils s’accompagnent d’un bref relâchement de l’attention. Les nourrissons clignent très peu, quelques fois par minute, pour des raisons encore discutées, et la fréquence augmente avec l’âge jusqu’à l’adolescence.',
    },
  },
  {
    id: 'sense-of-smell',
    title: 'Comment on sent les odeurs ?',
    phrasings: [
      'comment on sent les odeurs',
      'comment marche le nez pour sentir',
      'pk on sent les odeurs',
      'odorat',
      'comment le nez sent',
      'pourquoi on sent plus rien quand on a le nez bouché',
      'pourquoi ça sent mauvais',
      'pourquoi une odeur rappelle des souvenirs',
    ],
    answers: {
      up_to_5:
        'Les odeurs, ce sont de toutes petites miettes invisibles qui volent dans l’air. Quand tu respires, elles entrent dans ton nez. Tout en haut, ton nez les reconnaît : hum, une crêpe !',
      '6_to_8':
        'Tout ce qui sent, une fleur, un gâteau ou une chaussette sale, lâche dans l’air de minuscules particules invisibles. Quand tu respires, elles montent dans ton nez. Tout en haut, il y a une petite zone remplie de capteurs : chaque sorte de capteur reconnaît certaines particules, un peu comme une clé entre dans une serrure. Les capteurs envoient un message au cerveau, qui te dit : ça sent la fraise ! Ton nez aide aussi beaucoup à sentir le goût de ce que tu manges : quand il est bouché par un rhume, les aliments ont moins de goût. Et une odeur peut te rappeler d’un coup un souvenir, comme la maison de tes grands-parents.',
      '9_to_12':
        'Une odeur est faite de molécules, de minuscules morceaux de matière, qui s’échappent d’un objet et flottent dans l’air. En respirant ou en reniflant, tu les fais monter jusqu’au sommet de tes fosses nasales, où se trouve une petite zone d’à peine quelques centimètres carrés : la muqueuse olfactive. Elle contient des millions de cellules nerveuses, équipées de capteurs. L’humain possède environ 400 sortes de capteurs différents, et chaque odeur en active une combinaison particulière, comme un code. Le cerveau lit ce code et reconnaît des milliers d’odeurs. Le chien, lui, possède des centaines de millions de cellules olfactives, bien plus que nous, ce qui lui permet de suivre une piste. L’odorat est très lié aux émotions et à la mémoire, car ses messages arrivent directement dans des régions du cerveau qui s’en occupent : c’est pour ça qu’une odeur réveille un souvenir. Il sert aussi à nous protéger, en nous prévenant d’un aliment pourri ou d’une fumée. Enfin, une grande partie de ce qu’on appelle le goût vient en fait du nez !',
      '13_plus':
        'L’olfaction est un sens chimique. Les molécules odorantes, volatiles, atteignent l’épithélium olfactif au plafond des fosses nasales, soit par le nez lors du reniflement, soit par l’arrière de la bouche lorsqu’on mange : c’est la voie rétronasale, essentielle à la perception des saveurs. L’épithélium contient plusieurs millions de neurones olfactifs, qui se renouvellent toutes les quelques semaines, fait rare pour des neurones. Chacun exprime un seul type de récepteur parmi environ 400 chez l’humain. En 1991, Linda Buck et Richard Axel ont découvert la grande famille de gènes qui codent ces récepteurs, travail récompensé par le prix Nobel en 2004. Une molécule active plusieurs récepteurs et un récepteur reconnaît plusieurs molécules : l’odeur est codée de façon combinatoire, ce qui permet de distinguer un nombre immense d’odeurs, dont l’estimation précise reste débattue. Les neurones de même type convergent vers les glomérules du bulbe olfactif, puis l’information gagne le cortex olfactif, mais aussi l’amygdale et l’hippocampe, sans relais obligatoire par le thalamus contrairement aux autres sens : cela expliquerait la force des souvenirs émotionnels liés aux odeurs, illustrée par la célèbre madeleine de Marcel Proust. Le chien possède plusieurs centaines de millions de neurones olfactifs et environ 800 gènes de récepteurs fonctionnels. La perte de l’odorat, l’anosmie, peut suivre une infection virale, comme l’ont montré de nombreux cas de Covid-19, et elle altère fortement le plaisir de manger.',
    },
  },
  {
    id: 'sense-of-taste',
    title: 'Comment on sent le goût des aliments ?',
    phrasings: [
      'comment on sent le goût des aliments',
      'comment la langue sent le goût',
      'pk on sent le gout',
      'à quoi sert la langue',
      'papilles',
      'papilles gustatives',
      'pourquoi j’aime pas le goût amer',
      'pourquoi c’est sucré ou salé',
      'les cinq saveurs',
      'pourquoi les enfants aiment le sucré',
    ],
    answers: {
      up_to_5:
        'Sur ta langue, il y a plein de petites bosses qui goûtent ce que tu manges. Elles disent à ton cerveau : c’est sucré, c’est salé ou c’est tout acide ! Ton nez les aide aussi beaucoup.',
      '6_to_8':
        'Regarde ta langue dans un miroir : elle est couverte de petites bosses, les papilles. Dans ces papilles se cachent des milliers de minuscules détecteurs de goût. Ils reconnaissent cinq saveurs : le sucré, comme le miel, le salé, comme les chips, l’acide, comme le citron, l’amer, comme les endives, et l’umami, un goût qu’on trouve dans le fromage ou le bouillon. Ils envoient un message au cerveau, qui te dit si tu aimes ou pas. Mais pour reconnaître une fraise d’une banane, ta langue a besoin de ton nez : bouche-le en mangeant, tu verras la différence !',
      '9_to_12':
        'La langue est couverte de papilles, et la plupart contiennent des bourgeons du goût, de petits groupes de cellules sensibles. On en compte plusieurs milliers, sur la langue mais aussi dans le palais et la gorge. Ils détectent cinq saveurs de base : le sucré, le salé, l’acide, l’amer et l’umami, le goût savoureux du bouillon ou du parmesan, identifié par le chimiste japonais Kikunae Ikeda en 1908. Contrairement à une idée ancienne, il n’y a pas une zone de la langue pour chaque saveur : toutes les parties les sentent. Ces saveurs ont une utilité : le sucré signale l’énergie, le salé des minéraux, tandis que l’amer prévient souvent d’un poison possible. C’est peut-être pour ça que beaucoup d’enfants se méfient de l’amertume de certains légumes, mais on apprend à les aimer en y goûtant souvent. Ce que tu appelles le goût, la saveur d’une fraise par exemple, vient en grande partie de l’odorat. Les cellules du goût se renouvellent tous les dix jours environ : voilà pourquoi une langue brûlée retrouve vite ses sensations.',
      '13_plus':
        'Le goût, ou gustation, repose sur des bourgeons gustatifs, regroupant chacun plusieurs dizaines de cellules réceptrices, logés surtout dans les papilles fongiformes, foliées et caliciformes de la langue, mais aussi dans le palais mou, le pharynx et l’épiglotte. On en compte plusieurs milliers chez l’adulte. Cinq saveurs de base sont reconnues : le sucré, l’umami et l’amer sont détectés par des récepteurs couplés aux protéines G, famille T1R pour les deux premières, T2R pour l’amer, dont il existe environ 25 variantes chez l’humain ; le salé et l’acide passent par des canaux ioniques. L’umami, décrit en 1908 par Kikunae Ikeda, correspond surtout au glutamate. La célèbre « carte de la langue », qui attribuait une zone à chaque saveur, repose sur une mauvaise interprétation d’une thèse allemande de 1901 : toutes les régions sont sensibles aux cinq saveurs, avec de légères différences. L’information gagne le tronc cérébral par trois nerfs crâniens, puis le cortex gustatif de l’insula. La perception de la saveur d’un aliment, la flaveur, intègre le goût, l’odorat rétronasal, la texture, la température et le piquant, ce dernier relevant en fait de la douleur. L’aversion pour l’amer, signal potentiel de toxicité, est marquée chez l’enfant, et la préférence pour le sucré est présente dès la naissance. Des différences génétiques existent : certaines personnes perçoivent intensément l’amertume de certains composés, comme ceux des choux. Les cellules gustatives se renouvellent en une dizaine de jours environ.',
    },
  },
  {
    id: 'tickles',
    title: 'Pourquoi on a des chatouilles ?',
    phrasings: [
      'pourquoi on a des chatouilles',
      'pk on rigole quand on nous chatouille',
      'chatouilles',
      'chatouiller',
      'pourquoi on peut pas se chatouiller tout seul',
      'pourquoi je suis chatouilleux',
      'pourquoi les pieds sont chatouilleux',
      'chatouie',
      'chatouillis',
    ],
    answers: {
      up_to_5:
        'Ta peau sent tout ce qui la touche. Quand quelqu’un te chatouille, ton corps est surpris et tu éclates de rire ! Mais toi, tu ne peux pas te chatouiller, car ta tête sait déjà où vont tes doigts.',
      '6_to_8':
        'Ta peau est remplie de minuscules capteurs qui sentent quand on la touche. Certains endroits, comme la plante des pieds, les côtes, le cou ou les aisselles, en ont beaucoup et sont très sensibles. Quand quelqu’un te chatouille, ton cerveau reçoit plein de petits signaux surprenants, et tu ris et te tortilles sans pouvoir t’arrêter. Le plus drôle, c’est que tu ne peux pas te chatouiller toi-même : ton cerveau sait d’avance ce que tes doigts vont faire, alors il n’est pas surpris. Et n’oublie pas : quand quelqu’un dit stop, on arrête de le chatouiller, même s’il rit.',
      '9_to_12':
        'La peau contient plusieurs sortes de récepteurs du toucher, qui sentent la pression, les vibrations, les frôlements ou la chaleur. Un chatouillement léger, comme une plume, donne une sensation de démangeaison. Les grosses chatouilles, sur les côtes ou la plante des pieds, font rire : ce sont des zones sensibles et souvent fragiles, et certains chercheurs pensent que ce réflexe apprend aux enfants à les protéger en jouant. Le rire des chatouilles est un peu spécial : il vient même si on n’a pas envie de rire, et il est souvent mêlé à l’envie de s’échapper. Pourquoi ne peut-on pas se chatouiller soi-même ? Une partie du cerveau, le cervelet, prédit les sensations que vont causer nos propres mouvements et les atténue, pour que nous restions attentifs à ce qui vient de l’extérieur. Sans surprise, pas de chatouille ! Les chimpanzés rient aussi quand on les chatouille, et même les rats poussent de petits cris joyeux, trop aigus pour nos oreilles. Chatouiller, c’est un jeu qui doit toujours s’arrêter quand l’autre le demande.',
      '13_plus':
        'On distingue deux formes de chatouillement. La knismésis, provoquée par un effleurement léger, donne une sensation de démangeaison sans rire et existe chez de nombreux animaux, peut-être pour repérer les insectes sur la peau. La gargalésis, due à une pression répétée sur des zones sensibles comme les côtes, les aisselles ou la plante des pieds, provoque le rire et semble réservée à l’humain, aux grands singes et peut-être à quelques autres mammifères. Elle mobilise les mécanorécepteurs de la peau et, en partie, les voies de la douleur. L’impossibilité de se chatouiller soi-même a été étudiée par Sarah-Jayne Blakemore et ses collègues à la fin des années 1990 : le cervelet utilise une copie de la commande motrice pour prédire les conséquences sensorielles du mouvement, et ces sensations prévues sont atténuées. Lorsqu’un robot introduit un léger décalage entre le geste de la personne et le contact, la sensation redevient plus chatouilleuse. Le rire de chatouilles est en partie un réflexe, car il survient même dans un contexte désagréable, ce qui explique qu’il ne signifie pas toujours du plaisir ; c’est pourquoi le consentement compte. Jaak Panksepp a montré au début des années 2000 que des rats chatouillés émettent des vocalisations ultrasonores associées à des états positifs et recherchent la main qui les chatouille. Le rôle évolutif reste discuté : jeu social qui renforce les liens, apprentissage de la défense des zones vulnérables, ou les deux.',
    },
  },
  {
    id: 'digestion',
    title: 'Où va ce qu’on mange ?',
    phrasings: [
      'où va ce qu’on mange',
      'comment on digère',
      'pk on digère',
      'digestion',
      'c’est quoi digérer',
      'où va la nourriture dans le ventre',
      'le trajet des aliments dans le corps',
      'à quoi sert l’estomac',
      'à quoi servent les intestins',
      'digérer',
      'où va la nourriture quand on l’avale',
    ],
    answers: {
      up_to_5:
        'Quand tu manges, la nourriture descend dans ton ventre, où elle est écrasée en tout petits morceaux. Ton corps garde ce qui est bon pour te donner de la force et grandir. Et ce qui ne sert à rien ressort quand tu vas aux toilettes !',
      '6_to_8':
        'La digestion commence dans ta bouche : tes dents coupent et écrasent, et la salive mouille les aliments. Quand tu avales, ils descendent par un tuyau jusqu’à l’estomac, une poche qui les malaxe avec un jus très puissant pendant quelques heures, jusqu’à en faire une sorte de bouillie. Ensuite, la bouillie avance dans l’intestin, un long tuyau replié dans ton ventre. Là, les bonnes choses passent dans ton sang, qui les apporte à tout ton corps pour te donner de l’énergie et te faire grandir. Ce qui reste, les déchets, continue jusqu’au bout du tuyau et sort en caca. Le voyage complet dure environ un à deux jours !',
      '9_to_12':
        'Le tube digestif est un long tuyau d’environ 8 mètres chez l’adulte, qui va de la bouche à l’anus. Dans la bouche, les dents broient les aliments et la salive commence déjà à transformer l’amidon du pain en sucre. L’œsophage pousse la bouchée vers l’estomac grâce à des vagues de muscles : tu pourrais avaler la tête en bas ! L’estomac malaxe les aliments avec un suc très acide qui tue beaucoup de microbes et commence à découper les protéines. Quelques heures plus tard, la bouillie passe dans l’intestin grêle, long d’environ 6 mètres. Le foie et le pancréas y ajoutent des sucs qui découpent les aliments en molécules minuscules : sucres, graisses, acides aminés. Celles-ci traversent la paroi de l’intestin, couverte de millions de petits replis, et passent dans le sang. Le gros intestin, ou côlon, récupère ensuite l’eau, et des milliards de bactéries y digèrent une partie des fibres. Les restes forment les selles. Le trajet complet prend en général entre un et trois jours.',
      '13_plus':
        'La digestion transforme les aliments en nutriments assez petits pour être absorbés. Elle combine une action mécanique, mastication et contractions péristaltiques des muscles lisses, et une action chimique, assurée par des enzymes. L’amylase salivaire amorce la digestion de l’amidon. Dans l’estomac, l’acide chlorhydrique, à un pH d’environ 1,5 à 3, dénature les protéines et détruit de nombreux microbes, tandis que la pepsine les coupe ; le mucus protège la paroi de sa propre acidité. Le médecin américain William Beaumont étudia ces processus dans les années 1820 en observant directement l’estomac d’un patient, Alexis St. Martin, resté ouvert sur l’extérieur après une blessure par balle. Le chyme passe ensuite par petites quantités dans le duodénum, où le pancréas déverse ses enzymes et où la bile, produite par le foie et stockée dans la vésicule biliaire, émulsionne les graisses. L’absorption se fait surtout dans l’intestin grêle, long d’environ 6 mètres, dont la surface est démultipliée par des plis, des villosités et des microvillosités, jusqu’à plusieurs dizaines de mètres carrés. Les nutriments gagnent le sang, qui les conduit d’abord au foie, ou la lymphe pour une partie des graisses. Dans le côlon, l’eau et les sels sont réabsorbés, et le microbiote, des dizaines de milliers de milliards de bactéries, fermente les fibres en produisant des acides gras utiles et des gaz. Le transit total varie beaucoup d’une personne à l’autre, de l’ordre de un à trois jours.',
    },
  },
  {
    id: 'poop',
    title: 'Pourquoi on fait caca ?',
    phrasings: [
      'pourquoi on fait caca',
      'pk on fait caca',
      'pourquoi le caca sent mauvais',
      'pourquoi le caca est marron',
      'c’est quoi le caca',
      'pourquoi on va aux toilettes',
      'crotte',
      'selles',
      'pourquoi on est constipé',
      'pourquoi le kaka pu',
    ],
    answers: {
      up_to_5:
        'Ton corps prend tout ce qui est bon dans ce que tu manges. Ce qui ne sert à rien, il le met de côté et le pousse dehors : c’est le caca ! C’est comme jeter les épluchures à la poubelle.',
      '6_to_8':
        'Tout ce que tu manges n’est pas utile à ton corps. Pendant la digestion, il garde les bonnes choses et laisse de côté ce qu’il ne peut pas utiliser, comme les fibres dures des légumes. Ces restes se mélangent avec de l’eau et avec des milliards de minuscules bactéries qui vivent dans ton ventre : ça fait le caca. Il est marron à cause d’un jus fabriqué par ton foie pour aider la digestion. Et il sent mauvais à cause des gaz que font les bactéries. Faire caca, c’est normal et important : quand tu en as envie, il vaut mieux aller aux toilettes que te retenir.',
      '9_to_12':
        'Les selles, comme disent les médecins, sont faites surtout d’eau, environ les trois quarts. Le reste est un mélange de fibres non digérées, de bactéries de l’intestin, vivantes ou mortes, en grand nombre, de cellules usées de la paroi intestinale, de graisses et de minéraux. Leur couleur marron vient de la bile, un liquide fabriqué par le foie : elle contient des déchets issus du recyclage des vieux globules rouges, que les bactéries transforment en un pigment brun. Leur odeur vient de gaz produits par ces bactéries, dont certains contiennent du soufre, comme dans l’œuf pourri. Le gros intestin récupère l’eau : si les selles y restent trop longtemps, elles deviennent dures et on est constipé ; si elles vont trop vite, c’est la diarrhée. Pour un ventre qui fonctionne bien, il faut manger des fruits, des légumes et des céréales complètes, boire de l’eau et bouger. Les crottes des animaux racontent ce qu’ils mangent : les scientifiques étudient même celles des dinosaures, fossilisées, qu’on appelle des coprolithes.',
      '13_plus':
        'La défécation est l’élimination de ce qui n’a pas été absorbé par le tube digestif. Les selles sont composées d’environ 75 % d’eau ; la matière sèche comprend une part importante de biomasse bactérienne, des fibres alimentaires non digérées comme la cellulose, des cellules épithéliales desquamées, du mucus, des lipides et des sels minéraux. Leur couleur provient de la dégradation de l’hémoglobine : la bilirubine, excrétée dans la bile, est transformée par le microbiote en urobilinogène puis en stercobiline, brune. L’odeur est due à des composés produits par la fermentation bactérienne des protéines, comme l’indole, le scatol et des composés soufrés. Dans le côlon, l’eau est réabsorbée progressivement et le contenu est propulsé par de puissantes contractions, notamment après les repas : c’est le réflexe gastro-colique, qui explique l’envie fréquente d’aller aux toilettes après avoir mangé. Le rectum, en se remplissant, déclenche le besoin ; deux sphincters contrôlent l’évacuation, dont l’un, volontaire, est maîtrisé par l’enfant au moment de l’apprentissage de la propreté, en général entre 2 et 4 ans. L’échelle de Bristol, créée en 1997, classe les selles en sept types, des plus dures aux plus liquides, et aide les médecins à évaluer le transit. Les fibres, l’hydratation et l’activité physique favorisent un transit régulier. Une diarrhée qui dure, du sang dans les selles ou des douleurs importantes doivent amener à consulter.',
    },
  },
  {
    id: 'pee',
    title: 'Pourquoi on fait pipi ?',
    phrasings: [
      'pourquoi on fait pipi',
      'pk on fait pipi',
      'pourquoi le pipi est jaune',
      'c’est quoi le pipi',
      'c’est quoi l’urine',
      'à quoi servent les reins',
      'pourquoi on a envie de faire pipi',
      'pourquoi on fait pipi au lit',
      'pipi jaune',
      'vessie',
    ],
    answers: {
      up_to_5:
        'Dans ton ventre, deux petits filtres, les reins, nettoient ton sang. Ce qu’ils enlèvent devient de l’eau jaune qu’on garde dans une poche. Quand la poche est pleine, tu as envie de faire pipi !',
      '6_to_8':
        'Ton sang transporte partout dans ton corps ce qu’il faut pour vivre, mais il récolte aussi des déchets. Deux organes en forme de haricot, les reins, cachés dans ton dos, le filtrent sans arrêt, comme une passoire très fine. Ils gardent les bonnes choses et enlèvent les déchets avec l’eau en trop : c’est l’urine, le pipi. L’urine descend dans une poche, la vessie, qui se gonfle comme un ballon. Quand elle est pleine, elle envoie un message à ton cerveau : vite, aux toilettes ! Le pipi est jaune à cause d’un déchet coloré ; plus tu bois, plus il est clair.',
      '9_to_12':
        'Les deux reins, chacun grand comme un poing, filtrent tout le sang du corps des dizaines de fois par jour. Chaque rein contient environ un million de minuscules filtres, les néphrons. Ils retirent du sang les déchets, comme l’urée qui vient de l’usure des protéines, ainsi que l’eau et le sel en trop. Chez un adulte, cela donne environ un litre et demi d’urine par jour. Les reins règlent ainsi la quantité d’eau du corps : si tu bois beaucoup, ton urine est abondante et claire ; si tu as peu bu ou beaucoup transpiré, elle est rare et foncée. Sa couleur jaune vient d’un pigment issu du recyclage des vieux globules rouges. L’urine coule par deux tubes jusqu’à la vessie, une poche musclée qui peut en contenir environ un demi-litre chez l’adulte, moins chez l’enfant. Quand elle se remplit, des capteurs préviennent le cerveau, et tu apprends à attendre d’être aux toilettes. La nuit, une hormone fait fabriquer moins d’urine ; chez certains enfants, ce système n’est pas encore tout à fait au point, et il arrive de faire pipi au lit : ce n’est la faute de personne, et ça passe en grandissant.',
      '13_plus':
        'L’urine est le produit de l’épuration du sang par les reins, deux organes d’environ 12 centimètres situés de part et d’autre de la colonne vertébrale, qui reçoivent environ un cinquième du sang pompé par le cœur. Leur unité fonctionnelle, le néphron, existe à environ un million d’exemplaires par rein. Dans le glomérule, le sang est filtré sous pression : environ 180 litres de filtrat par jour, dont plus de 99 % sont réabsorbés le long du tubule, avec le glucose, les sels et les acides aminés utiles. Il en résulte environ 1,5 litre d’urine par jour chez l’adulte, contenant surtout de l’eau, de l’urée issue du catabolisme des protéines, de la créatinine, de l’acide urique et des sels. Les reins règlent ainsi l’équilibre en eau, en sodium et en acidité du corps, sous le contrôle d’hormones comme l’hormone antidiurétique, ou vasopressine, sécrétée davantage la nuit et en cas de déshydratation. La couleur jaune est due surtout à l’urobiline, issue de la dégradation de l’hémoglobine ; elle est d’autant plus diluée qu’on boit. La vessie, muscle creux, se remplit jusqu’à 300 à 500 millilitres environ chez l’adulte ; des récepteurs d’étirement déclenchent la sensation de besoin, et le contrôle volontaire du sphincter externe s’acquiert pendant l’enfance. L’énurésie nocturne, le pipi au lit, touche encore une part non négligeable des enfants de 5 à 7 ans ; elle relève souvent d’un retard de maturation, d’un sommeil profond ou d’une production nocturne d’urine trop importante, et se résout presque toujours avec l’âge, un médecin pouvant aider si elle gêne l’enfant. Les reins fabriquent aussi des hormones, dont l’érythropoïétine, qui stimule la production des globules rouges.',
    },
  },
  {
    id: 'burps',
    title: 'Pourquoi on rote ?',
    phrasings: [
      'pourquoi on rote',
      'pk on fait des rots',
      'envie de roter',
      'rototo',
      'pourquoi on rote après avoir bu du soda',
      'pourquoi les bébés font leur rot',
      'c’est quoi un rot',
      'éructation',
      'pourquoi je rote',
    ],
    answers: {
      up_to_5:
        'Quand tu manges ou bois, tu avales aussi un peu d’air. Ton ventre n’en veut pas, alors il le fait remonter par ta bouche : rooot ! Et on dit pardon si on est à table.',
      '6_to_8':
        'Quand tu manges, surtout si tu manges vite ou en parlant, tu avales des bulles d’air sans le remarquer. Les boissons gazeuses, comme le soda ou l’eau pétillante, sont aussi remplies de bulles. Tout cet air arrive dans ton estomac, qui gonfle un peu. Pour se débarrasser de l’air en trop, l’estomac ouvre une petite porte en haut et le fait remonter par le tuyau qui va à la bouche : c’est le rot ! Les bébés avalent beaucoup d’air en buvant leur biberon, c’est pour ça qu’on les tient droits et qu’on attend leur petit rot. Roter, c’est normal, mais à table on le fait discrètement.',
      '9_to_12':
        'Le rot, que les médecins appellent éructation, est la sortie par la bouche de gaz venus de l’estomac. La plupart du temps, ce gaz est tout simplement de l’air avalé : on en avale un peu à chaque gorgée et chaque bouchée, et bien plus en mangeant vite, en mâchant du chewing-gum ou en buvant à la paille. Les boissons gazeuses ajoutent du gaz carbonique, qui se libère dans l’estomac, bien au chaud. Quand l’estomac est distendu, un anneau de muscle situé entre l’œsophage et l’estomac se relâche un instant et laisse remonter les gaz. Le bruit vient de la vibration du haut de l’œsophage et de la gorge au passage de l’air. Les bébés, qui avalent beaucoup d’air en tétant, ont souvent besoin d’être aidés à faire leur rot. Chez les vaches, les rots sont très importants : leur estomac géant fabrique un gaz, le méthane, qu’elles rejettent ainsi en grande quantité. Roter est normal, mais des rots très fréquents avec des brûlures ou des douleurs méritent l’avis d’un médecin.',
      '13_plus':
        'L’éructation est l’expulsion par la bouche de gaz contenus dans l’estomac ou l’œsophage. Ces gaz sont majoritairement de l’air dégluti : chaque déglutition en entraîne quelques millilitres, et ce phénomène, l’aérophagie, augmente avec un repas rapide, le chewing-gum, le tabac ou l’anxiété. Les boissons gazeuses libèrent du dioxyde de carbone, dont la solubilité diminue à la température du corps. Lorsque la distension de la partie haute de l’estomac est détectée, un réflexe commandé par le nerf vague provoque un relâchement transitoire du sphincter inférieur de l’œsophage, qui permet aux gaz de remonter, puis du sphincter supérieur, et le son provient de la vibration des tissus du pharynx. Chez le nourrisson, dont le sphincter est encore immature et qui avale de l’air en tétant, on facilite le rot en le maintenant en position verticale. Chez les ruminants, l’éructation est vitale : la fermentation dans la panse produit du méthane et du gaz carbonique en grande quantité, et le méthane ainsi rejeté par les élevages contribue de façon notable aux émissions de gaz à effet de serre d’origine humaine. Les normes sociales varient selon les cultures, mais roter bruyamment à table est considéré comme impoli en France. Des éructations répétées accompagnées de brûlures remontant derrière le sternum peuvent traduire un reflux gastro-œsophagien, à évoquer avec un médecin.',
    },
  },
  {
    id: 'farts',
    title: 'Pourquoi on pète ?',
    phrasings: [
      'pourquoi on pète',
      'pk on pete',
      'pourquoi on fait des prouts',
      'prouts qui puent',
      'pourquoi les prouts sentent mauvais',
      'pourquoi les pets font du bruit',
      'pk on pette',
      'pourquoi les haricots font péter',
      'gaz intestinaux',
      'flatulence',
    ],
    answers: {
      up_to_5:
        'Dans ton ventre vivent de tout petits êtres qui mangent les restes de ton repas. En mangeant, ils font des bulles de gaz. Ces bulles doivent sortir, et ça fait prout, chez tout le monde, même chez les rois et les reines !',
      '6_to_8':
        'Dans ton intestin vivent des milliards de bactéries, de minuscules êtres vivants qui t’aident à digérer. Elles mangent les restes que ton corps n’a pas pu digérer, comme certaines fibres des légumes et des haricots. En mangeant, elles fabriquent des gaz, un peu comme des bulles. Ajoutés à l’air que tu avales, ces gaz avancent dans l’intestin et finissent par sortir par les fesses : c’est un pet ! Le bruit vient de la peau qui vibre au passage de l’air. Certains gaz sentent l’œuf pourri, d’autres rien du tout. Tout le monde pète, environ une dizaine de fois par jour, mais on essaie d’être discret ! Et les animaux aussi : les chiens, les chevaux et les vaches pètent, car eux aussi ont des bactéries dans le ventre. Même certains poissons, comme les harengs, lâchent de petites bulles par le derrière !',
      '9_to_12':
        'Un pet, ou flatulence, est un mélange de gaz qui sort par l’anus. Une partie vient de l’air avalé en mangeant et en buvant, mais la plus grande partie est fabriquée dans le gros intestin par les bactéries qui y vivent. Elles se nourrissent de ce que ton intestin grêle n’a pas pu digérer, comme les fibres, et en le faisant fermenter, elles produisent surtout de l’azote, du gaz carbonique, de l’hydrogène et, chez certaines personnes, du méthane. Ces gaz n’ont pas d’odeur ! La mauvaise odeur vient d’une toute petite quantité de gaz contenant du soufre, comme celui de l’œuf pourri. Les haricots, les lentilles, le chou ou l’oignon font péter davantage, car ils contiennent des sucres que seules les bactéries savent découper. Le bruit dépend de la vitesse du gaz et de la vibration des bords de l’anus. En moyenne, une personne pète entre 10 et 20 fois par jour : c’est le signe que tes bactéries travaillent bien. Par politesse, on essaie simplement de le faire à l’écart.',
      '13_plus':
        'Les gaz intestinaux ont deux origines : l’air dégluti, riche en azote et en oxygène, dont une partie est rejetée par les rots, et surtout la fermentation bactérienne dans le côlon. Le microbiote dégrade les glucides non absorbés par l’intestin grêle : fibres, amidon résistant, et oligosaccharides comme le raffinose et le stachyose des légumineuses, que l’humain ne peut pas digérer faute d’enzyme adaptée. Cette fermentation produit des acides gras à chaîne courte, utiles à la paroi intestinale, et des gaz : dioxyde de carbone, hydrogène et, chez une partie de la population porteuse de certaines archées, méthane. Une partie de ces gaz passe dans le sang et est expirée par les poumons. Un adulte émet en moyenne entre un demi-litre et un litre et demi de gaz par jour, en une dizaine à une vingtaine d’émissions. Plus de 99 % du volume est inodore ; l’odeur provient de traces de composés soufrés, sulfure d’hydrogène et méthanethiol, issus de la dégradation des protéines. Le son est produit par la vibration des tissus de l’anus et dépend du débit et de la tension du sphincter. Le gonflement et les flatulences augmentent avec les fibres fermentescibles, ce qui est normal et plutôt le signe d’un microbiote actif ; les personnes intolérantes au lactose, qui digèrent mal le sucre du lait, en produisent davantage après des laitages. Des ballonnements douloureux et persistants, avec d’autres troubles, justifient en revanche un avis médical.',
    },
  },
  {
    id: 'sweat',
    title: 'Pourquoi on transpire ?',
    phrasings: [
      'pourquoi on transpire',
      'pk on transpire',
      'pourquoi on sue',
      'transpiration',
      'pourquoi la transpiration sent mauvais',
      'pourquoi on transpire quand on fait du sport',
      'pourquoi la sueur est salée',
      'pourquoi les mains sont moites',
      'transpirer',
    ],
    answers: {
      up_to_5:
        'Quand tu cours et que tu as très chaud, ta peau fait de petites gouttes d’eau : c’est la sueur. En séchant, elles rafraîchissent ton corps, comme un petit ventilateur. Pense à boire de l’eau après !',
      '6_to_8':
        'Ton corps doit rester à peu près à la même température, ni trop chaud ni trop froid. Quand tu cours, que tu joues au soleil ou que tu as de la fièvre, il chauffe. Alors ta peau fabrique de l’eau salée par des millions de petits trous, les pores : c’est la sueur. En séchant sur ta peau, la sueur emporte de la chaleur et te rafraîchit, comme quand tu sors du bain et que tu as froid. La sueur ne sent presque rien au départ ; c’est quand des bactéries de la peau la mangent qu’elle finit par sentir mauvais. Quand tu transpires beaucoup, il faut boire pour remplacer l’eau perdue.',
      '9_to_12':
        'La peau contient de 2 à 4 millions de glandes sudoripares, de minuscules tubes enroulés qui s’ouvrent à la surface par les pores. Quand ta température monte, ton cerveau leur ordonne de fabriquer de la sueur, faite surtout d’eau avec un peu de sel. Pour s’évaporer, la sueur a besoin de chaleur, qu’elle prend à ta peau : c’est ce qui te rafraîchit. C’est aussi pour ça qu’on a plus de mal à se rafraîchir quand l’air est très humide : la sueur s’évapore mal et coule. Pendant un effort intense, quand il fait chaud, un adulte peut perdre plus d’un litre de sueur par heure ! On transpire aussi avec les émotions : mains moites quand on est stressé, front humide quand on a peur. Sous les bras apparaissent, à la puberté, d’autres glandes qui produisent une sueur un peu grasse ; des bactéries la décomposent et c’est cela qui sent fort. Peu d’animaux transpirent autant que nous : le chien, lui, halète la langue pendante pour se rafraîchir.',
      '13_plus':
        'La transpiration est le principal moyen de refroidissement de l’humain. On distingue deux types de glandes. Les glandes eccrines, de 2 à 4 millions, réparties sur presque toute la peau et très nombreuses sur les paumes, la plante des pieds et le front, sécrètent une sueur aqueuse contenant du chlorure de sodium, un peu de potassium, d’urée et de lactate. Les glandes apocrines, situées surtout dans les aisselles et la région génitale, deviennent actives à la puberté et produisent une sécrétion plus riche en lipides et protéines, inodore, que les bactéries cutanées, notamment les corynébactéries, transforment en composés odorants. La sudation thermique est commandée par l’hypothalamus via le système nerveux sympathique. Son efficacité repose sur la chaleur latente de vaporisation de l’eau : évaporer un litre de sueur évacue environ 2 400 kilojoules, d’où le rôle limitant de l’humidité de l’air, qui freine l’évaporation. Un adulte entraîné et acclimaté peut produire plus de 2 litres de sueur par heure, ce qui expose à la déshydratation et à la perte de sels. La sudation émotionnelle, sur les paumes et les aisselles, répond au stress. On pense que la combinaison d’une peau presque nue et de glandes eccrines abondantes a permis à nos ancêtres de soutenir des efforts prolongés sous la chaleur africaine, notamment pour la chasse à l’épuisement. Les déodorants limitent les bactéries ou masquent l’odeur, tandis que les antitranspirants réduisent temporairement la sécrétion en obstruant les pores.',
    },
  },
  {
    id: 'freckles',
    title: 'Pourquoi on a des taches de rousseur ?',
    phrasings: [
      'pourquoi on a des taches de rousseur',
      'pk j’ai des taches de rousseur',
      'taches de rousseur',
      'tâches de rousseur',
      'éphélides',
      'pourquoi les roux ont des taches de rousseur',
      'petits points marron sur la peau',
      'pourquoi les taches de rousseur apparaissent l’été',
      'taches de son',
    ],
    answers: {
      up_to_5:
        'Les taches de rousseur sont de petits points de couleur sur la peau. Quand le soleil brille, la peau fabrique un peu de couleur à certains endroits seulement, comme des confettis. Elles sont jolies, mais il faut quand même mettre de la crème solaire !',
      '6_to_8':
        'Ta peau contient une matière colorée, la mélanine, qui la protège du soleil. Quand le soleil tape, la peau en fabrique davantage : c’est le bronzage. Chez certaines personnes, surtout celles qui ont la peau très claire et les cheveux roux ou blonds, la mélanine ne se répartit pas partout pareil : elle se regroupe en petits points. Ce sont les taches de rousseur ! Elles se voient plus l’été et s’effacent un peu l’hiver. On hérite de ce genre de peau par ses parents. Les taches de rousseur ne sont pas dangereuses, mais elles montrent une peau fragile au soleil qu’il faut bien protéger.',
      '9_to_12':
        'La couleur de la peau vient d’un pigment, la mélanine, fabriqué par des cellules appelées mélanocytes. Au soleil, elles en produisent davantage pour protéger la peau des rayons ultraviolets. Chez les personnes qui ont des taches de rousseur, certains mélanocytes sont beaucoup plus actifs que leurs voisins : la mélanine s’accumule alors en petites taches, au lieu de colorer la peau uniformément. Les taches de rousseur apparaissent en général pendant l’enfance, sur les zones exposées au soleil comme le visage, les épaules et les bras. Elles foncent l’été et pâlissent l’hiver. Elles sont très fréquentes chez les personnes à la peau claire et aux cheveux roux, car un même gène influence à la fois la couleur des cheveux, la sorte de mélanine fabriquée et la tendance aux taches. Ce gène se transmet dans les familles. Les taches de rousseur sont sans danger, mais les personnes qui en ont prennent facilement des coups de soleil : chapeau, crème et ombre sont leurs meilleurs amis. Il ne faut pas les confondre avec les grains de beauté, qui sont différents.',
      '13_plus':
        'Les taches de rousseur, ou éphélides, sont de petites macules brun clair, de quelques millimètres, qui apparaissent surtout sur les zones photo-exposées. Contrairement aux grains de beauté, ou nævus, elles ne correspondent pas à une augmentation du nombre de mélanocytes, mais à une production locale accrue de mélanine par des mélanocytes plus actifs, sous l’effet des ultraviolets. Elles apparaissent généralement entre 2 et 4 ans, s’accentuent l’été et s’atténuent l’hiver. Leur déterminisme est largement génétique : des variants du gène MC1R, qui code un récepteur des mélanocytes, orientent la production vers la phéomélanine, un pigment jaune-rouge, plutôt que vers l’eumélanine, brun-noir, plus protectrice. Ces variants sont associés aux cheveux roux, à la peau claire qui bronze mal et aux éphélides ; ils sont particulièrement fréquents en Irlande et en Écosse. D’autres gènes, comme IRF4, participent aussi. Les éphélides sont bénignes, mais elles sont un marqueur de sensibilité aux ultraviolets et donc d’un risque accru de coups de soleil et, à long terme, de cancers cutanés, dont le mélanome. La photoprotection est donc recommandée : éviter le soleil aux heures les plus chaudes, vêtements couvrants, chapeau et crème à indice élevé. Les lentigos solaires, appelés parfois « taches de vieillesse », qui apparaissent chez l’adulte après des années d’exposition, sont une autre chose : ils ne pâlissent pas l’hiver.',
    },
  },
  {
    id: 'skin-colour',
    title: 'Pourquoi on n’a pas tous la même couleur de peau ?',
    phrasings: [
      'pourquoi on n’a pas tous la même couleur de peau',
      'pourquoi il y a des gens noirs et des gens blancs',
      'pk ma peau est de cette couleur',
      'couleur de peau',
      'pourquoi certaines personnes ont la peau foncée',
      'pourquoi ma copine a la peau plus foncée que moi',
      'pourquoi on bronze',
      'c’est quoi la mélanine',
      'pourquoi la peau change de couleur au soleil',
      'pourquoi des gens ont la peau noire et d’autres la peau blanche',
    ],
    answers: {
      up_to_5:
        'Dans la peau de chacun, il y a une couleur qui la protège du soleil. Certaines personnes en ont beaucoup, d’autres un peu moins, c’est pour ça que les peaux sont différentes. À l’intérieur, on est tous pareils !',
      '6_to_8':
        'La couleur de la peau vient d’une matière qui s’appelle la mélanine. Elle sert de parasol : elle protège le corps des rayons du soleil. Il y a très longtemps, les ancêtres de certaines familles vivaient dans des pays très ensoleillés, et une peau foncée, riche en mélanine, les protégeait bien. D’autres se sont installés dans des pays où le soleil est plus faible, et une peau plus claire était mieux adaptée. Chacun a reçu la couleur de peau de ses parents et de ses ancêtres. Mais sous la peau, nous sommes tous pareils : même cœur, même sang, mêmes rires. La couleur de la peau ne dit rien de ce qu’une personne est ou de ce qu’elle vaut.',
      '9_to_12':
        'La couleur de la peau dépend surtout de la mélanine, un pigment fabriqué par des cellules de la peau, les mélanocytes. Fait étonnant : tout le monde a à peu près le même nombre de mélanocytes ; c’est la quantité et la sorte de mélanine qu’ils fabriquent qui changent. La mélanine absorbe une partie des rayons ultraviolets du soleil, qui peuvent abîmer la peau. Tous les humains descendent de populations apparues en Afrique il y a environ 300 000 ans, qui avaient sans doute la peau foncée, bien adaptée au soleil intense. En se répandant sur la planète, certains groupes sont arrivés dans des régions moins ensoleillées. Là, une peau plus claire avait un avantage : elle laisse mieux passer les ultraviolets qui servent au corps à fabriquer la vitamine D, indispensable aux os. Au fil de milliers d’années, la couleur de peau a donc varié selon l’ensoleillement des régions. Le bronzage, lui, est une protection temporaire : au soleil, la peau fabrique plus de mélanine. La couleur de peau est une toute petite différence, qui ne dit rien du caractère ni des capacités d’une personne.',
      '13_plus':
        'La pigmentation de la peau est déterminée principalement par la mélanine, produite par les mélanocytes de la couche basale de l’épiderme et transférée aux kératinocytes voisins. Le nombre de mélanocytes varie peu entre les individus ; ce sont la quantité, le type de pigment, eumélanine brun-noir ou phéomélanine jaune-rouge, et la taille et la répartition des mélanosomes qui font la différence. Les travaux de l’anthropologue Nina Jablonski et d’autres chercheurs éclairent son histoire évolutive. Après la perte de la pilosité chez nos ancêtres africains, une peau riche en eumélanine protégeait contre les effets des ultraviolets intenses, notamment la dégradation d’une vitamine, l’acide folique, essentielle au développement de l’embryon. Lorsque des populations d’Homo sapiens se sont installées à des latitudes élevées, la sélection a favorisé des peaux plus claires, qui permettent une synthèse suffisante de vitamine D sous un rayonnement plus faible. Des peaux claires sont apparues de façon indépendante en Europe et en Asie de l’Est, par des variants génétiques différents, par exemple dans les gènes SLC24A5 et OCA2. La couleur de peau est donc une adaptation locale récente, liée à l’ensoleillement, et non un marqueur de groupes biologiques distincts : la génétique montre que la diversité humaine est continue et que l’essentiel de la variation génétique, environ 85 %, se trouve à l’intérieur des populations plutôt qu’entre elles. Les classifications en « races » humaines, longtemps utilisées pour justifier des discriminations et l’esclavage, n’ont pas de fondement biologique.',
    },
  },
  {
    id: 'fingerprints',
    title: 'Pourquoi on a des empreintes digitales ?',
    phrasings: [
      'pourquoi on a des empreintes digitales',
      'pk on a des empreintes',
      'empreintes digitales',
      'empreinte digitale',
      'pourquoi les empreintes sont toutes différentes',
      'les petites lignes au bout des doigts',
      'pourquoi la police prend les empreintes',
      'est-ce que les jumeaux ont les mêmes empreintes',
      'anpreinte digital',
      'c’est quoi les petits dessins au bout des doigts',
    ],
    answers: {
      up_to_5:
        'Regarde le bout de tes doigts : il y a de toutes petites lignes qui tournent, ce sont tes empreintes. Personne au monde n’a exactement les mêmes que toi ! Elles t’aident aussi à sentir ce que tu touches.',
      '6_to_8':
        'Au bout de tes doigts, ta peau forme de fines lignes en boucles, en tourbillons ou en arcs : ce sont les empreintes digitales. Elles se sont dessinées quand tu étais encore un bébé dans le ventre de ta maman, et elles ne changeront plus jamais, elles grandiront simplement avec toi. Chaque personne a des empreintes uniques, même les vrais jumeaux ! C’est pour ça que la police s’en sert pour savoir qui a touché un objet. Les scientifiques pensent qu’elles aident aussi à mieux sentir les choses qu’on touche et à mieux les tenir.',
      '9_to_12':
        'Les empreintes digitales sont formées de crêtes, de petites lignes en relief de la peau. Elles se forment dans le ventre de la mère, entre le troisième et le quatrième mois de grossesse environ, et restent les mêmes toute la vie : même après une petite coupure, elles repoussent à l’identique. Leur dessin dépend en partie des gènes, mais aussi de petits hasards pendant la croissance, comme la position du bébé ou la pression autour de ses doigts : c’est pour ça que même de vrais jumeaux ont des empreintes différentes. On classe les dessins en trois grandes familles : les boucles, les plus fréquentes, les tourbillons et les arcs. À quoi servent-elles ? On a longtemps pensé qu’elles aidaient à agripper, mais les recherches suggèrent surtout qu’elles améliorent le toucher : quand tu fais glisser ton doigt sur une surface, les crêtes vibrent et t’aident à sentir les textures les plus fines. La police les utilise depuis la fin du XIXe siècle pour identifier les personnes. Étonnant : les koalas ont des empreintes très ressemblantes aux nôtres !',
      '13_plus':
        'Les empreintes digitales sont le dessin des crêtes papillaires, des reliefs de l’épiderme présents sur la pulpe des doigts, les paumes et la plante des pieds. Elles se mettent en place au cours du premier trimestre et au début du deuxième trimestre de la grossesse, à partir de petits renflements transitoires, les coussinets volaires ; leur forme dépend de facteurs génétiques et de conditions locales pendant le développement, comme la taille des coussinets, la pression du liquide amniotique ou la croissance des tissus, ce qui rend chaque empreinte unique, y compris chez les jumeaux monozygotes. Leur motif, établi vers la fin du quatrième mois, reste stable toute la vie, car il est ancré dans la couche profonde de la peau. On distingue trois grands types : les boucles, environ 60 % des doigts, les verticilles, ou tourbillons, environ 30 %, et les arcs, environ 5 %. Leur fonction est encore discutée : des mesures ont montré qu’elles n’augmentent pas toujours l’adhérence sur des surfaces lisses, mais elles pourraient améliorer la prise sur des surfaces mouillées ou rugueuses, et, d’après des travaux menés en France en 2009, amplifier les vibrations utiles à la perception des textures fines. L’usage judiciaire des empreintes s’est développé à la fin du XIXe siècle, avec les travaux de Henry Faulds et de Francis Galton, qui a établi leur permanence et leur individualité, puis en France avec Alphonse Bertillon, qui a identifié grâce à elles l’auteur d’un meurtre en 1902. Les koalas, par convergence évolutive, ont des empreintes difficiles à distinguer des nôtres.',
    },
  },
  {
    id: 'left-handed',
    title: 'Pourquoi certaines personnes sont gauchères ?',
    phrasings: [
      'pourquoi certaines personnes sont gauchères',
      'pourquoi je suis gaucher',
      'pk on est gaucher ou droitier',
      'gaucher',
      'gauchère',
      'droitier ou gaucher',
      'pourquoi il y a moins de gauchers',
      'pourquoi on écrit avec la main gauche',
      'gauché',
    ],
    answers: {
      up_to_5:
        'La plupart des gens préfèrent leur main droite pour dessiner, et certains préfèrent leur main gauche : ce sont les gauchers. C’est ta tête qui choisit sa main préférée, et les deux façons sont très bien !',
      '6_to_8':
        'Pour écrire, lancer une balle ou manger, chacun de nous a une main préférée. Environ neuf personnes sur dix préfèrent la main droite : ce sont les droitiers. Les autres, environ une sur dix, préfèrent la main gauche : ce sont les gauchers. Ce n’est pas un choix qu’on fait, c’est ton cerveau qui s’est organisé comme ça avant même ta naissance. Ça dépend un peu de ta famille, mais aussi du hasard. Autrefois, on obligeait parfois les enfants gauchers à écrire de la main droite, mais aujourd’hui on sait que c’est une mauvaise idée : chacun doit utiliser sa main préférée.',
      '9_to_12':
        'Environ 10 % des humains sont gauchers, un peu plus souvent les garçons que les filles, et cette proportion se retrouve dans de nombreux pays et à travers les époques. La préférence pour une main vient du cerveau : chaque moitié du cerveau commande surtout le côté opposé du corps, donc la main droite est dirigée par la moitié gauche, et inversement. Chez la plupart des gens, certaines capacités, comme le langage et les gestes précis, sont organisées surtout dans la moitié gauche, ce qui favoriserait la main droite. On voit déjà sur les échographies que beaucoup de fœtus sucent plutôt un pouce qu’un autre. Les scientifiques ont trouvé que de nombreux gènes jouent chacun un tout petit rôle, mais que l’environnement et le hasard du développement comptent aussi : des vrais jumeaux n’ont pas toujours la même main préférée. Longtemps, en France, on a forcé des élèves gauchers à écrire de la main droite, ce qui pouvait les mettre en difficulté. Aujourd’hui, il existe des ciseaux et des stylos pour gauchers, et une journée internationale des gauchers est fêtée le 13 août.',
      '13_plus':
        'La latéralité manuelle, la préférence pour une main, est l’une des asymétries comportementales les plus marquées de l’espèce humaine : environ 90 % de droitiers pour 10 % de gauchers, une proportion remarquablement stable entre cultures, avec une légère surreprésentation masculine. Les études d’outils préhistoriques et de traces d’usure dentaire suggèrent qu’une majorité de droitiers existait déjà chez des humains anciens, dont les Néandertaliens. Cette préférence est liée à la latéralisation du cerveau : les voies motrices se croisent, si bien que l’hémisphère gauche commande la main droite, et il est aussi dominant pour le langage chez environ 95 % des droitiers, mais seulement chez une majorité plus faible des gauchers. La préférence apparaît très tôt, dès la vie fœtale selon des observations échographiques. Les études de jumeaux estiment l’héritabilité à environ 25 % : des études génétiques de grande ampleur ont identifié de nombreux variants à effet minime, souvent liés au développement de l’organisation asymétrique des cellules, tandis que des facteurs non génétiques et aléatoires du développement jouent un rôle important ; aucun « gène du gaucher » unique n’existe. Pourquoi une minorité de gauchers persiste-t-elle ? Une hypothèse est que l’avantage d’être rare dans les affrontements, visible aujourd’hui dans des sports comme l’escrime ou le tennis, aurait compensé certains coûts, mais elle reste discutée. La contrariété des gauchers, longtemps pratiquée à l’école, a été abandonnée ; les spécialistes recommandent de laisser l’enfant utiliser sa main spontanément préférée.',
    },
  },
  {
    id: 'brain',
    title: 'À quoi sert le cerveau ?',
    phrasings: [
      'à quoi sert le cerveau',
      'pk on a un cerveau',
      'comment marche le cerveau',
      'cerveau',
      'c’est quoi le cerveau',
      'comment on pense',
      'pourquoi on réfléchit avec la tête',
      'neurones',
      'serveau',
      'comment le cerveau commande le corps',
    ],
    answers: {
      up_to_5:
        'Ton cerveau, c’est le chef de ton corps, bien à l’abri dans ta tête. C’est lui qui te fait penser, parler, jouer, rire et te souvenir. Il travaille tout le temps, même quand tu dors !',
      '6_to_8':
        'Ton cerveau est caché dans ta tête, protégé par ton crâne comme par un casque. C’est le chef de tout ton corps. Il reçoit les messages de tes yeux, de tes oreilles, de ton nez, de ta langue et de ta peau, et il comprend ce qui se passe autour de toi. Il envoie des ordres à tes muscles pour marcher, parler ou attraper une balle. C’est aussi avec lui que tu penses, que tu imagines, que tu apprends et que tu ressens des émotions. Il est fait de milliards de petites cellules, les neurones, qui se passent des messages à toute vitesse. Et il fait battre ton cœur et respirer tes poumons sans même que tu y penses !',
      '9_to_12':
        'Le cerveau d’un adulte pèse environ 1,4 kilo, à peu près le poids d’un gros melon, et contient près de 86 milliards de neurones. Chaque neurone est relié à des milliers d’autres : ils se transmettent des messages électriques et chimiques, parfois à plus de 100 kilomètres par heure. Le cerveau reçoit les informations des sens, les trie, décide et commande les muscles par les nerfs. Chaque région a sa spécialité : l’arrière traite la vision, les côtés l’audition et une partie du langage, l’avant aide à réfléchir, à prévoir et à se contrôler. Le cervelet, sous l’arrière du cerveau, règle l’équilibre et la précision des gestes, et le tronc cérébral fait fonctionner le cœur et la respiration. Curiosité : la moitié gauche du cerveau commande surtout la moitié droite du corps, et inversement. Le cerveau ne représente qu’environ 2 % du poids du corps, mais il consomme à peu près 20 % de son énergie. Et chaque fois que tu apprends quelque chose, les connexions entre tes neurones changent : ton cerveau se transforme toute ta vie.',
      '13_plus':
        'L’encéphale humain adulte pèse environ 1,3 à 1,4 kilo et comprend le cerveau proprement dit, formé de deux hémisphères, le cervelet et le tronc cérébral. On estime qu’il contient environ 86 milliards de neurones, chiffre établi en 2009 par l’équipe de Suzana Herculano-Houzel, et au moins autant de cellules gliales, qui les soutiennent, les nourrissent et les protègent. Un neurone reçoit des signaux par ses dendrites et envoie un influx électrique le long de son axone ; à la synapse, il libère des neurotransmetteurs, comme la dopamine ou la sérotonine, qui agissent sur la cellule suivante. Le cortex cérébral, une couche plissée de quelques millimètres d’épaisseur, est organisé en aires spécialisées : cortex visuel dans le lobe occipital, aires motrices et sensorielles de part et d’autre du sillon central, aires du langage, décrites par Paul Broca en 1861 et Carl Wernicke en 1874, et cortex préfrontal, impliqué dans la planification et le contrôle de soi, qui achève sa maturation vers 25 ans. Sous le cortex, l’hippocampe intervient dans la mémoire, l’amygdale dans les émotions, l’hypothalamus dans la faim, la soif et la température. Le cervelet contient à lui seul la majorité des neurones et coordonne les mouvements. Bien qu’il ne représente qu’environ 2 % de la masse corporelle, l’encéphale consomme environ 20 % de l’énergie au repos. Sa plasticité, la capacité des synapses à se renforcer ou à s’affaiblir avec l’expérience, est la base de l’apprentissage. Le tissu cérébral lui-même ne contient pas de récepteurs de la douleur, ce qui permet certaines opérations chez des patients éveillés.',
    },
  },
  {
    id: 'memory',
    title: 'Comment on se souvient des choses ?',
    phrasings: [
      'comment on se souvient des choses',
      'pourquoi on oublie',
      'pk j’oublie des choses',
      'mémoire',
      'comment marche la mémoire',
      'pourquoi on ne se souvient pas quand on était bébé',
      'comment on apprend par cœur',
      'pourquoi je me souviens pas',
      'souvenirs',
    ],
    answers: {
      up_to_5:
        'Ton cerveau est comme une grande boîte à souvenirs. Quand quelque chose est important ou rigolo, il le range bien pour que tu t’en souviennes. Et quand tu répètes une chanson plein de fois, il la range encore mieux !',
      '6_to_8':
        'Chaque fois que tu vis ou apprends quelque chose, des petites cellules de ton cerveau, les neurones, se relient entre elles, un peu comme un chemin dans l’herbe. Plus tu passes sur ce chemin, en répétant une poésie ou une table de multiplication, plus il devient facile à suivre : c’est ça, se souvenir. Les choses qui t’ont fait rire, peur ou plaisir se retiennent mieux. Le sommeil aide aussi ton cerveau à ranger ce que tu as appris dans la journée. Quand on oublie, c’est que le chemin n’a pas été assez utilisé. Et personne ne se souvient de quand il était bébé : à cet âge, le cerveau ne sait pas encore bien ranger les souvenirs.',
      '9_to_12':
        'La mémoire n’est pas un seul tiroir, mais plusieurs. La mémoire de travail garde quelques informations pendant quelques secondes, par exemple un numéro qu’on vient d’entendre ; elle ne peut en retenir qu’un petit nombre à la fois, environ 5 à 7. La mémoire à long terme, elle, stocke tes souvenirs, tes connaissances et tes savoir-faire, comme faire du vélo, parfois pour toute la vie. Pour passer dans la mémoire à long terme, une information passe par une région du cerveau en forme d’hippocampe, d’où son nom : l’hippocampe. Les connexions entre neurones se renforcent, surtout quand on répète, qu’on comprend ce qu’on apprend, qu’une émotion est présente, et pendant le sommeil. Oublier est normal et même utile : le cerveau fait le tri et garde surtout ce qui sert. Au XIXe siècle, le chercheur allemand Hermann Ebbinghaus a montré qu’on oublie beaucoup dans les heures qui suivent, sauf si on révise plusieurs fois en espaçant. Presque personne ne garde de souvenirs d’avant 3 ou 4 ans : c’est l’amnésie infantile.',
      '13_plus':
        'La mémoire regroupe plusieurs systèmes. La mémoire de travail, étudiée notamment par Alan Baddeley, maintient et manipule brièvement un petit nombre d’éléments ; le psychologue George Miller parlait en 1956 du « nombre magique 7 plus ou moins 2 », les estimations actuelles étant plutôt autour de 4 unités. La mémoire à long terme se divise en mémoire déclarative, épisodique pour les événements vécus et sémantique pour les connaissances, et en mémoire procédurale, celle des savoir-faire automatiques. Le cas du patient H. M., Henry Molaison, opéré en 1953 d’une partie des lobes temporaux dont les hippocampes, a montré le rôle de l’hippocampe dans la formation de nouveaux souvenirs déclaratifs : il ne pouvait plus en créer, mais apprenait encore des gestes. Au niveau cellulaire, la potentialisation à long terme renforce durablement les synapses activées ensemble, selon l’idée formulée par Donald Hebb en 1949. La consolidation, favorisée par le sommeil, transfère progressivement les souvenirs vers le cortex. Chaque rappel reconstruit le souvenir, qui peut alors être modifié : la mémoire est reconstructive, et de faux souvenirs peuvent se former. Hermann Ebbinghaus a décrit en 1885 la courbe de l’oubli, et la recherche a confirmé l’efficacité de la répétition espacée et de l’effort de récupération, se tester plutôt que relire. L’amnésie infantile, rareté des souvenirs d’avant 3 ou 4 ans, s’expliquerait par l’immaturité de l’hippocampe, la forte production de nouveaux neurones à cet âge et l’absence de langage et de récit de soi pour organiser les souvenirs.',
    },
  },
  {
    id: 'feeling-tired',
    title: 'Pourquoi on est fatigué ?',
    phrasings: [
      'pourquoi on est fatigué',
      'pk je suis fatigué',
      'fatigue',
      'pourquoi on se sent fatigué le soir',
      'pourquoi on est fatigué après le sport',
      'pourquoi j’ai les yeux qui piquent le soir',
      'pourquoi on est crevé',
      'fatiguer',
      'pourquoi les enfants sont fatigués après l’école',
    ],
    answers: {
      up_to_5:
        'Toute la journée, tu cours, tu joues et tu apprends, et ça use tes forces comme une pile. Le soir, ton corps te dit qu’il faut recharger : tu es fatigué. Une bonne nuit, et hop, la pile est pleine !',
      '6_to_8':
        'Ton corps et ton cerveau travaillent toute la journée, et ça leur demande de l’énergie, comme une voiture qui use son essence. Pendant que tu es réveillé, une petite substance s’accumule peu à peu dans ton cerveau, et plus il y en a, plus tu as envie de dormir. En plus, ton corps a une horloge intérieure qui, quand il fait nuit, lui dit qu’il est l’heure de se reposer. Après une course ou un match, ce sont tes muscles qui sont fatigués et qui ont besoin de récupérer. On est aussi fatigué quand on est malade, car le corps met toutes ses forces à guérir. Les yeux qui piquent et les bâillements, c’est le signal : au lit !',
      '9_to_12':
        'La fatigue est un signal d’alarme qui pousse le corps à se reposer. Il en existe plusieurs sortes. Il y a d’abord l’envie de dormir : pendant l’éveil, le cerveau, qui consomme beaucoup d’énergie, accumule une molécule appelée adénosine, et plus il y en a, plus la pression du sommeil augmente ; le sommeil la fait disparaître. Le café réveille justement parce qu’il empêche l’adénosine d’agir. À cela s’ajoute l’horloge biologique, réglée par la lumière : le soir, quand il fait sombre, le cerveau fabrique une hormone, la mélatonine, qui prépare au sommeil. Les écrans, par leur lumière et leur intérêt, peuvent retarder ce moment. Il y a ensuite la fatigue des muscles, après un effort : ils ont utilisé leurs réserves et ont besoin de temps pour les refaire. Enfin, la maladie fatigue, car le système immunitaire envoie des messages qui poussent à se reposer pour consacrer l’énergie au combat contre les microbes. Un enfant de ton âge a besoin de 9 à 12 heures de sommeil par nuit. Une fatigue qui dure sans raison doit être signalée à un médecin.',
      '13_plus':
        'La fatigue recouvre plusieurs phénomènes distincts. La somnolence est régulée selon le modèle à deux processus proposé par Alexander Borbély en 1982. Le processus homéostatique traduit une « dette de sommeil » qui augmente avec la durée d’éveil : l’adénosine, produite notamment lors de la dégradation de l’ATP, s’accumule dans certaines régions du cerveau et inhibe les neurones de l’éveil. La caféine, antagoniste des récepteurs de l’adénosine, masque ainsi la fatigue sans la supprimer. Le processus circadien, piloté par le noyau suprachiasmatique de l’hypothalamus et synchronisé par la lumière, favorise l’éveil le jour et déclenche le soir la sécrétion de mélatonine par la glande pinéale. La lumière, notamment celle, riche en bleu, des écrans, peut retarder cette sécrétion ; à l’adolescence, l’horloge se décale naturellement vers des horaires plus tardifs. La fatigue musculaire, elle, résulte d’un ensemble de facteurs : épuisement du glycogène, accumulation de phosphate et d’ions dans les fibres, perturbation du calcium, et une composante centrale, le cerveau réduisant la commande motrice ; l’acide lactique, longtemps accusé, n’en est pas la cause principale. Lors d’une infection, des cytokines agissent sur le cerveau et induisent un « comportement de maladie » : fatigue, perte d’appétit, retrait, qui économise l’énergie au profit des défenses. Les recommandations indiquent environ 9 à 12 heures de sommeil entre 6 et 12 ans et 8 à 10 heures pour les adolescents. Une fatigue persistante et inexpliquée peut révéler une anémie, une infection, un trouble du sommeil ou de l’humeur et mérite une consultation.',
    },
  },
  {
    id: 'allergies',
    title: 'Pourquoi on est allergique ?',
    phrasings: [
      'pourquoi on est allergique',
      'pk je suis allergique',
      'allergie',
      'c’est quoi une allergie',
      'allergique aux chats',
      'allergie aux cacahuètes',
      'allergie au pollen',
      'rhume des foins',
      'alergie',
      'pourquoi certains enfants ne peuvent pas manger de cacahuètes',
    ],
    answers: {
      up_to_5:
        'Ton corps a des gardiens qui chassent les microbes. Chez certaines personnes, les gardiens se trompent et attaquent une chose gentille, comme le pollen des fleurs ou les poils du chat. Alors on éternue, ça gratte ou ça gonfle : c’est une allergie.',
      '6_to_8':
        'Ton corps a une armée, tes défenses, qui se bat contre les microbes. Chez les personnes allergiques, cette armée se trompe : elle prend pour un ennemi quelque chose qui n’est pas dangereux, comme le pollen des fleurs, la poussière, les poils d’un animal ou un aliment comme la cacahuète. Chaque fois qu’elle le rencontre, elle déclenche l’alarme : le nez coule, on éternue, les yeux grattent, la peau fait des plaques rouges, ou on a du mal à respirer. Certaines allergies sont légères, d’autres peuvent être graves : il faut alors éviter ce qui la déclenche. Si un copain est allergique à un aliment, ne partage jamais ton goûter avec lui sans demander à un adulte.',
      '9_to_12':
        'Une allergie est une réaction exagérée du système immunitaire contre une substance normalement inoffensive, appelée allergène : pollens, acariens de la poussière, poils et salive d’animaux, piqûres de guêpe, ou aliments comme l’arachide, l’œuf, le lait ou les fruits à coque. La première fois, le corps ne réagit pas, mais il fabrique des anticorps spéciaux contre cet allergène. Ces anticorps se fixent sur des cellules pleines de substances chimiques, surtout l’histamine. Au contact suivant, ces cellules se vident d’un coup : l’histamine fait gonfler les tissus, couler le nez, gratter la peau et les yeux. Le rhume des foins, provoqué par les pollens au printemps, est l’allergie la plus courante. Parfois, la réaction touche tout le corps : gonflement de la gorge, difficulté à respirer, malaise. C’est une urgence, et certains enfants ont toujours sur eux un stylo d’adrénaline. On hérite en partie d’un terrain allergique de ses parents. Les allergies sont devenues plus fréquentes en quelques dizaines d’années, et les scientifiques cherchent encore pourquoi. Un médecin allergologue peut faire des tests pour savoir à quoi on est allergique.',
      '13_plus':
        'L’allergie est une réaction d’hypersensibilité du système immunitaire dirigée contre des antigènes de l’environnement habituellement inoffensifs, les allergènes. Le terme a été proposé en 1906 par le pédiatre autrichien Clemens von Pirquet ; quelques années plus tôt, en 1902, Charles Richet et Paul Portier avaient décrit l’anaphylaxie, travail qui valut le prix Nobel à Richet en 1913. Dans l’allergie immédiate, la plus fréquente, un premier contact, la sensibilisation, conduit les lymphocytes B à produire des immunoglobulines E, ou IgE, spécifiques de l’allergène, qui se fixent sur les mastocytes et les basophiles. Lors d’une exposition ultérieure, l’allergène relie plusieurs IgE à la surface de ces cellules, qui libèrent en quelques minutes de l’histamine et d’autres médiateurs : vasodilatation, perméabilité des vaisseaux, contraction des bronches, démangeaisons. Les manifestations vont de la rhinite allergique et de la conjonctivite à l’urticaire, à l’eczéma, à l’asthme et à l’anaphylaxie, réaction généralisée potentiellement mortelle qui se traite par injection d’adrénaline et appel immédiat des secours. La prédisposition, l’atopie, a une composante génétique. La fréquence des allergies a fortement augmenté dans les pays industrialisés depuis le milieu du XXe siècle. L’hypothèse hygiéniste, formulée par David Strachan en 1989, puis sa version actuelle, dite des « vieux amis », attribuent cette hausse à une moindre exposition précoce à une diversité de microbes, mais d’autres facteurs, pollution ou alimentation, sont étudiés. On a aussi montré qu’introduire tôt l’arachide chez des nourrissons à risque, sous surveillance médicale, réduit le risque d’allergie à l’arachide. Le diagnostic repose sur l’interrogatoire et des tests cutanés ou sanguins, et une désensibilisation est possible pour certains allergènes.',
    },
  },
  {
    id: 'wrinkles',
    title: 'Pourquoi les personnes âgées ont des rides ?',
    phrasings: [
      'pourquoi les personnes âgées ont des rides',
      'pk mamie a des rides',
      'rides de vieillesse',
      'pourquoi on a des rides',
      'pourquoi la peau devient fripée quand on vieillit',
      'pourquoi les vieux ont des rides',
      'pourquoi on vieillit',
      'pourquoi papi a la peau toute plissée',
    ],
    answers: {
      up_to_5:
        'Quand on devient très grand, la peau devient plus fine et moins élastique, comme un vieux ballon un peu dégonflé. Alors elle fait des petits plis : ce sont les rides. Les rides racontent tous les sourires d’une longue vie !',
      '6_to_8':
        'Quand tu es enfant, ta peau est très élastique : si tu la pinces, elle reprend tout de suite sa place. C’est grâce à des petits ressorts invisibles à l’intérieur. Avec les années, le corps fabrique moins de ces ressorts, et la peau devient plus fine, plus sèche et moins souple. Elle ne se remet plus aussi bien en place et forme des plis : les rides. Elles apparaissent surtout là où on fait souvent les mêmes grimaces, comme au coin des yeux quand on sourit. Le soleil et la cigarette abîment aussi la peau et font venir les rides plus tôt.',
      '9_to_12':
        'La peau est soutenue par le derme, une couche remplie de fibres : le collagène, solide comme des cordes, et l’élastine, qui rebondit comme un élastique. Chez un enfant, ces fibres sont nombreuses et neuves, et la peau est bien rebondie et hydratée. Avec l’âge, les cellules du derme fabriquent moins de collagène et d’élastine, et celles qui restent s’abîment. La peau s’amincit, se dessèche et perd son élasticité. En même temps, la couche de graisse qui remplit les joues diminue. Résultat : la peau se plisse. Les rides apparaissent d’abord là où les muscles du visage la plient sans arrêt, comme les « pattes d’oie » au coin des yeux ou les rides du front. Le soleil joue un grand rôle, car ses rayons ultraviolets détruisent les fibres : c’est pour ça que la peau du visage et des mains vieillit plus vite que celle du ventre. Le tabac accélère aussi les rides. Chacun vieillit à son rythme, et les rides sont une partie normale et naturelle de la vie.',
      '13_plus':
        'Les rides résultent de deux processus qui s’additionnent. Le vieillissement intrinsèque, programmé, touche toute la peau : le renouvellement de l’épiderme ralentit, la jonction entre épiderme et derme s’aplatit, les fibroblastes du derme deviennent moins nombreux et moins actifs. On estime que la production de collagène diminue d’environ 1 % par an à l’âge adulte, tandis que les fibres existantes se fragmentent et se rigidifient ; les fibres élastiques se raréfient, et la teneur en acide hyaluronique, qui retient l’eau, baisse. S’y ajoutent la fonte et le déplacement de la graisse sous-cutanée, la résorption osseuse du visage et la gravité. Le vieillissement extrinsèque, ou héliodermie, est surtout dû aux ultraviolets : ils activent des enzymes, les métalloprotéinases, qui dégradent le collagène, et provoquent une accumulation de fibres élastiques anormales. Il explique l’essentiel des rides visibles sur les zones exposées, ce que montre la comparaison entre la peau du visage et celle des fesses d’une même personne âgée. Le tabagisme, par la vasoconstriction et le stress oxydatif, et la pollution accélèrent le processus. Les rides d’expression, comme les pattes d’oie ou la ride du lion, se forment perpendiculairement à l’action de muscles faciaux répétée des milliers de fois. La génétique influence la vitesse du vieillissement cutané, de même que la pigmentation : les peaux riches en mélanine sont mieux protégées des ultraviolets. La protection solaire reste la mesure de prévention la mieux démontrée.',
    },
  },
  {
    id: 'white-hair',
    title: 'Pourquoi les cheveux deviennent blancs ?',
    phrasings: [
      'pourquoi les cheveux deviennent blancs',
      'pk papi a les cheveux blancs',
      'cheveux blancs',
      'cheveux gris',
      'pourquoi on a des cheveux blancs quand on est vieux',
      'pourquoi mamie a les cheveux gris',
      'est-ce que le stress donne des cheveux blancs',
      'pourquoi les cheveux perdent leur couleur',
      'pourquoi les cheveux blanchissent',
    ],
    answers: {
      up_to_5:
        'Tes cheveux sont colorés par une petite peinture que ton corps met dedans quand ils poussent. Quand on vieillit, il n’y a presque plus de peinture. Alors les nouveaux cheveux poussent tout blancs !',
      '6_to_8':
        'Au pied de chaque cheveu, sous la peau, de petites cellules fabriquent une couleur, la mélanine, qu’elles mettent dans le cheveu pendant qu’il pousse. C’est elle qui rend les cheveux bruns, blonds, roux ou noirs. Avec les années, ces cellules se fatiguent et finissent par s’arrêter. Le cheveu pousse alors sans couleur : il est blanc. Comme tous les cheveux ne blanchissent pas en même temps, le mélange de cheveux blancs et colorés donne l’impression qu’ils sont gris. Certaines personnes ont des cheveux blancs assez jeunes, souvent parce que c’est comme ça dans leur famille.',
      '9_to_12':
        'La couleur des cheveux vient de la mélanine, fabriquée par des cellules, les mélanocytes, situées à la base de chaque cheveu, dans sa racine appelée follicule. Pendant la pousse, elles injectent ce pigment dans le cheveu. Un cheveu ne change pas de couleur une fois sorti : c’est en repoussant qu’un nouveau cheveu naît sans pigment. Avec l’âge, les cellules souches qui renouvellent les mélanocytes s’épuisent peu à peu, et la racine fabrique de moins en moins de mélanine, puis plus du tout. Le cheveu pousse alors transparent, et il paraît blanc à cause de la lumière qu’il renvoie. On ne voit pas de cheveux vraiment gris : c’est le mélange de cheveux blancs et colorés qui donne cette impression. L’âge des premiers cheveux blancs dépend beaucoup des gènes, souvent vers 30 ou 40 ans. Et contrairement à la légende, les cheveux ne peuvent pas blanchir en une nuit à cause d’une grosse peur, même si des chercheurs ont montré chez la souris qu’un stress intense peut accélérer le blanchiment des nouveaux poils.',
      '13_plus':
        'La couleur du cheveu provient des mélanines, eumélanine brun-noir et phéomélanine jaune-rouge, produites par les mélanocytes du bulbe pileux et transférées aux cellules de la tige en formation pendant la phase de croissance, l’anagène. Chaque follicule passe par des cycles de croissance, de régression et de repos ; à chaque nouveau cycle, il doit recruter des mélanocytes à partir d’un réservoir de cellules souches mélanocytaires logé dans une zone du follicule appelée le bulge. Le blanchiment, ou canitie, résulte de l’épuisement progressif de ce réservoir et de la défaillance des mélanocytes, peut-être favorisée par l’accumulation de stress oxydatif, notamment de peroxyde d’hydrogène dans le follicule. Le cheveu dépourvu de pigment apparaît blanc car sa kératine, contenant des bulles d’air, diffuse la lumière. L’âge d’apparition est surtout génétique : un gène, IRF4, a été associé en 2016 au grisonnement précoce ; il varie aussi selon les populations. Le blanchiment « en une nuit », attribué par la légende à Marie-Antoinette, est impossible, puisque la tige déjà formée ne contient pas de cellules vivantes ; on pense que certains récits s’expliquent par une chute brutale des cheveux pigmentés lors d’une pelade, épargnant les cheveux blancs. En revanche, une étude publiée en 2020 a montré chez la souris que le stress aigu, via le système nerveux sympathique et la noradrénaline, épuise les cellules souches mélanocytaires et accélère le blanchissement des nouveaux poils. D’autres travaux ont observé chez l’humain des repigmentations partielles après une période de stress, suggérant que le processus est parfois réversible à ses débuts.',
    },
  },
  {
    id: 'belly-ache',
    title: 'Pourquoi on a mal au ventre ?',
    phrasings: [
      'pourquoi on a mal au ventre',
      'pk j’ai mal au ventre',
      'mal au ventre',
      'mal au bide',
      'pourquoi on a mal au ventre quand on a peur',
      'mal de ventre',
      'pourquoi j’ai une boule au ventre',
      'maux de ventre',
    ],
    answers: {
      up_to_5:
        'Ton ventre peut avoir mal quand tu as trop mangé, quand tu as besoin d’aller aux toilettes, ou quand tu es inquiet. La plupart du temps, ça passe vite. Si ça fait très mal, va vite le dire à un grand !',
      '6_to_8':
        'Ton ventre contient plein d’organes qui travaillent pour digérer, et parfois ils se plaignent. On peut avoir mal au ventre parce qu’on a mangé trop, trop vite, ou trop gras, parce qu’on a des gaz ou qu’on n’arrive pas à faire caca. Un microbe, comme celui de la gastro, peut aussi donner mal au ventre, souvent avec l’envie de vomir. Et le ventre réagit aux émotions : quand tu as peur ou que tu es stressé avant une évaluation, tu peux sentir une boule ou des crampes. C’est parce que ton ventre et ton cerveau se parlent tout le temps. Si tu as très mal, si ça dure ou si tu as de la fièvre, dis-le toujours à un adulte pour qu’il appelle le médecin.',
      '9_to_12':
        'Le mal de ventre est l’une des plaintes les plus fréquentes chez les enfants, et la plupart du temps, il n’est pas grave. Les causes les plus courantes sont simples : un repas trop copieux, des gaz, la constipation, ou une gastro-entérite, une infection souvent due à un virus, qui donne aussi diarrhée et vomissements. Le ventre est aussi très sensible aux émotions. Ses parois contiennent des centaines de millions de neurones, si bien qu’on le surnomme parfois « le deuxième cerveau », et il est relié au cerveau par des nerfs. Quand tu es stressé, inquiet ou triste, ce dialogue peut provoquer des crampes ou une « boule au ventre » : ce mal est réel, même si aucun organe n’est malade, et en parler aide souvent. Plus rarement, le mal de ventre signale un problème qui demande un médecin, comme l’appendicite, une inflammation d’un petit bout d’intestin qui fait souvent mal en bas à droite. Une douleur très forte, qui dure, avec de la fièvre, des vomissements répétés ou un ventre dur, doit être montrée rapidement à un médecin.',
      '13_plus':
        'La douleur abdominale est un symptôme, pas une maladie, et ses causes sont nombreuses. Les organes creux du ventre, estomac et intestins, sont peu sensibles aux coupures mais très sensibles à l’étirement et aux contractions : une distension par des gaz ou des selles, ou des spasmes, produit une douleur souvent diffuse et mal localisée, car les nerfs viscéraux renseignent le cerveau de façon imprécise. Chez l’enfant, les causes les plus fréquentes sont bénignes : constipation, gastro-entérite virale, excès alimentaire, intolérances, ou infections situées ailleurs, comme une angine. Le tube digestif possède son propre réseau nerveux, le système nerveux entérique, qui compte plusieurs centaines de millions de neurones et peut fonctionner de façon autonome ; le médecin américain Michael Gershon l’a popularisé en 1998 sous le nom de « deuxième cerveau ». Ce réseau communique en permanence avec le cerveau par le nerf vague et des hormones, et le microbiote intestinal participe à ce dialogue. C’est ce qu’on appelle l’axe intestin-cerveau : le stress modifie la motricité et la sensibilité digestives, ce qui explique les douleurs abdominales fonctionnelles, fréquentes chez les enfants et les adolescents, réelles sans qu’une lésion soit en cause. Certains signes imposent une consultation rapide : douleur intense ou croissante, localisée en bas à droite, évoquant une appendicite, fièvre, vomissements répétés, sang dans les selles, ventre dur ou réveil nocturne par la douleur. Une douleur récurrente liée à l’anxiété mérite aussi d’être prise au sérieux et discutée avec un médecin.',
    },
  },
  {
    id: 'coughing',
    title: 'Pourquoi on tousse ?',
    phrasings: [
      'pourquoi on tousse',
      'pk je tousse',
      'toux qui gratte',
      'tousser',
      'pourquoi on tousse quand on est malade',
      'pourquoi on tousse quand on avale de travers',
      'pourquoi je tousse la nuit',
      'pourquoi on tousse quand il y a de la fumée',
    ],
    answers: {
      up_to_5:
        'Quand quelque chose gêne dans ta gorge, comme une miette ou de la poussière, ton corps souffle très fort pour le faire sortir : tu tousses ! C’est comme un balai qui nettoie. Et on tousse dans son coude, pour garder ses microbes.',
      '6_to_8':
        'Pour respirer, l’air passe par un tuyau dans ta gorge jusqu’à tes poumons, et ce tuyau doit rester bien propre. Quand quelque chose le gêne, une miette avalée de travers, de la fumée, de la poussière ou des glaires quand tu as un rhume, ton corps réagit tout seul. Tu prends de l’air, ta gorge se ferme un instant, puis l’air est chassé d’un coup, très fort : tu tousses ! La toux nettoie tes voies respiratoires. Quand tu es malade, elle peut durer quelques jours. Tousse dans ton coude pour ne pas envoyer tes microbes sur les autres, et si tu as du mal à respirer, préviens tout de suite un adulte.',
      '9_to_12':
        'La toux est un réflexe de protection qui garde propres les voies respiratoires : la trachée, le grand tuyau qui descend vers les poumons, et les bronches. Leur paroi est tapissée de capteurs qui détectent tout ce qui n’a rien à y faire : poussière, fumée, miettes, ou mucus en trop quand un virus les irrite. Ils préviennent un centre de commande situé à la base du cerveau, qui déclenche une séquence très rapide : une inspiration, la fermeture de la glotte, l’entrée de la gorge, pendant que les muscles du ventre et de la poitrine se serrent et font monter la pression, puis l’ouverture brutale, qui chasse l’air à grande vitesse. Quand on avale de travers, c’est que de la nourriture a frôlé l’entrée de la trachée au lieu de passer dans l’œsophage : la toux la renvoie. Une toux grasse aide à évacuer les glaires ; une toux sèche vient plutôt de l’irritation. Comme elle projette des gouttelettes chargées de microbes, il faut tousser dans son coude. Une toux qui dure plus de trois semaines, qui siffle ou qui gêne la respiration doit être montrée à un médecin.',
      '13_plus':
        'La toux est un réflexe de défense qui protège les voies aériennes inférieures des corps étrangers et des sécrétions en excès. Des récepteurs sensibles aux stimulations mécaniques et chimiques, situés surtout dans le larynx, la trachée et les grosses bronches, transmettent l’information par le nerf vague au tronc cérébral, où un réseau de neurones organise la réponse motrice. Celle-ci comprend trois phases : une inspiration profonde ; une phase de compression, glotte fermée, pendant laquelle les muscles expiratoires, abdominaux et intercostaux, élèvent fortement la pression dans le thorax ; puis l’ouverture soudaine de la glotte, qui produit un débit d’air très élevé capable d’arracher le mucus des parois. Ce mécanisme complète l’escalator mucociliaire, le tapis de cils qui fait remonter en permanence le mucus vers la gorge. La toux peut aussi être déclenchée volontairement, et le cortex peut en partie la moduler, ce qui la distingue d’autres réflexes. Les causes aiguës les plus fréquentes sont les infections virales ; les toux chroniques, au-delà de huit semaines chez l’adulte et de quatre chez l’enfant selon les définitions courantes, évoquent notamment l’asthme, le reflux gastro-œsophagien, l’écoulement nasal postérieur ou le tabagisme. La toux est aussi un mode de transmission majeur des infections respiratoires, par gouttelettes et aérosols, d’où le geste de tousser dans le coude. Une toux brutale après avoir porté un petit objet à la bouche, chez un jeune enfant, doit faire penser à l’inhalation d’un corps étranger, une urgence.',
    },
  },
  {
    id: 'pimples',
    title: 'Pourquoi on a des boutons ?',
    phrasings: [
      'pourquoi on a des boutons',
      'pk j’ai des boutons sur le visage',
      'acné ado',
      'boutons d’acné',
      'pourquoi les ados ont des boutons',
      'points noirs',
      'pourquoi il faut pas percer les boutons',
      'bouttons ado',
    ],
    answers: {
      up_to_5:
        'Ta peau a de minuscules trous qui laissent sortir un peu d’huile pour la protéger. Parfois, un petit trou se bouche, et ça fait un bouton. Il ne faut pas y toucher : il partira tout seul !',
      '6_to_8':
        'Ta peau est couverte de tout petits trous, les pores, d’où sort une sorte d’huile naturelle qui la rend douce et la protège. Quand un pore se bouche, avec de l’huile et des petites peaux mortes, ça fait un point noir ou un point blanc. Si des bactéries s’installent dedans, la peau se défend, devient rouge et gonflée : c’est un bouton. Les grands enfants et les ados en ont beaucoup, car en grandissant, leur corps fabrique plus de cette huile. Il ne faut pas les percer, ça peut laisser des marques. Se laver le visage doucement suffit, et un médecin peut aider si les boutons sont nombreux.',
      '9_to_12':
        'La peau possède des glandes sébacées, reliées aux racines des poils, qui produisent le sébum, une matière grasse qui la protège et l’assouplit. À la puberté, des hormones, en particulier les hormones dites masculines, présentes chez les garçons comme chez les filles, font grossir ces glandes, qui produisent beaucoup plus de sébum. Le visage, le dos et la poitrine, où elles sont nombreuses, sont les plus touchés. Le sébum, mélangé à des cellules mortes de la peau, peut boucher l’ouverture du pore : c’est un comédon. S’il reste fermé, c’est un point blanc ; s’il est ouvert, le bouchon fonce au contact de l’air, et ce n’est pas de la saleté. Dans ce bouchon, une bactérie qui vit normalement sur la peau se multiplie et provoque une inflammation : le bouton devient rouge, et parfois du pus, fait de globules blancs, s’y forme. Huit adolescents sur dix environ ont de l’acné, plus ou moins fort. Percer les boutons risque d’infecter et de laisser des cicatrices. Un dermatologue, le médecin de la peau, peut proposer des traitements efficaces.',
      '13_plus':
        'L’acné est une maladie du follicule pilosébacé, qui associe un poil fin et une glande sébacée. Elle touche environ 80 % des adolescents à des degrés divers et peut persister à l’âge adulte, surtout chez les femmes. Quatre mécanismes se combinent. D’abord l’hyperséborrhée : les androgènes, dont la production augmente à la puberté chez les deux sexes, stimulent les glandes sébacées. Ensuite, une kératinisation anormale du canal folliculaire : les cellules qui le tapissent adhèrent entre elles et forment un bouchon, le microcomédon. Le comédon fermé donne un point blanc, le comédon ouvert un point noir, dont la couleur vient de l’oxydation des lipides et de la mélanine, et non de la saleté. Enfin, une bactérie commensale de la peau, Cutibacterium acnes, anciennement Propionibacterium acnes, prolifère dans ce milieu riche en sébum et pauvre en oxygène et déclenche une réaction inflammatoire, à l’origine des papules rouges et des pustules. L’hérédité influence la sévérité. Le rôle de l’alimentation est discuté : certaines études associent l’acné aux régimes à index glycémique élevé et aux produits laitiers, sans preuve définitive, et l’idée que le chocolat ou le manque d’hygiène en soient la cause n’est pas démontrée ; un lavage trop agressif peut même aggraver l’irritation. La manipulation des lésions favorise les cicatrices. Les traitements, adaptés à la sévérité par un médecin, incluent des soins locaux comme le peroxyde de benzoyle ou les rétinoïdes, des antibiotiques et, dans les formes sévères, l’isotrétinoïne, très efficace mais soumise à une surveillance stricte. L’acné a aussi un retentissement psychologique qui mérite d’être pris au sérieux.',
    },
  },
  {
    id: 'boys-and-girls',
    title: 'Pourquoi les garçons et les filles sont différents ?',
    phrasings: [
      'pourquoi les garçons et les filles sont différents',
      'pk les filles et les garçons c’est pas pareil',
      'différence entre garçon et fille',
      'pourquoi les garçons ont un zizi',
      'pourquoi les filles ont une vulve',
      'pourquoi je suis une fille',
      'pourquoi je suis un garçon',
      'pourquoi les hommes ont de la barbe et pas les femmes',
      'pourquoi les filles ont des seins',
      'garcon fille difference',
    ],
    answers: {
      up_to_5:
        'Les garçons et les filles ont presque tout pareil : un cœur, des bras, une tête pleine d’idées. La différence, c’est surtout leur zizi pour les garçons et leur vulve pour les filles, qui servent plus tard à faire des bébés ; en grandissant, les filles ont aussi des seins, pour donner du lait à leurs bébés. Et filles comme garçons peuvent jouer à tous les jeux qu’ils aiment !',
      '6_to_8':
        'Les garçons et les filles ont bien plus de choses en commun que de différences : ils ont les mêmes organes pour respirer, manger, penser et jouer. La principale différence se trouve entre les jambes : les garçons ont un pénis et des testicules, les filles ont une vulve, et à l’intérieur du ventre, un utérus, la poche où un bébé peut grandir. Ce sont ces parties du corps qui, quand on est adulte, permettent d’avoir des bébés, car pour faire un bébé, il faut une petite graine venue d’un homme et une autre venue d’une femme. En grandissant, vers 10 à 14 ans, les corps changent un peu plus : les filles ont de la poitrine, les garçons une voix plus grave et des poils de barbe. Les seins servent, quand une femme a un bébé, à fabriquer le lait qui le nourrit. Mais être une fille ou un garçon ne décide pas de ce que tu aimes ni de ce que tu peux faire : tous les jeux et tous les métiers sont pour tout le monde !',
      '9_to_12':
        'Au tout début de la vie, tous les bébés qui grandissent dans le ventre se ressemblent. C’est un petit code dans les cellules, les chromosomes, reçu au moment de la conception, qui oriente le développement : le plus souvent, deux chromosomes X pour une fille, un X et un Y pour un garçon. Vers le deuxième mois de grossesse, le corps du futur bébé commence à fabriquer des organes sexuels différents : un pénis et des testicules, ou une vulve, un vagin, un utérus et des ovaires. À la naissance, c’est en général la seule différence visible. Tout change à la puberté, entre 8 et 14 ans environ : des hormones, surtout la testostérone chez les garçons et les œstrogènes chez les filles, transforment le corps. Les filles voient leur poitrine se développer, pour pouvoir un jour nourrir un bébé de leur lait, et commencent à avoir leurs règles ; les garçons prennent une voix plus grave, de la barbe et plus de muscles. Ces changements préparent le corps à pouvoir, un jour, avoir des enfants. Pour le reste, filles et garçons ont les mêmes capacités à apprendre, à créer, à faire du sport ou à choisir un métier, et chacun mérite le même respect.',
      '13_plus':
        'La différenciation sexuelle se fait en plusieurs étapes. Le sexe chromosomique est fixé à la fécondation : le plus souvent XX ou XY. Jusqu’à la sixième semaine de développement environ, l’embryon possède des gonades indifférenciées. Chez l’embryon XY, le gène SRY, porté par le chromosome Y et identifié en 1990, déclenche la formation des testicules, qui produisent la testostérone et l’hormone anti-müllérienne ; ces hormones orientent la formation des organes génitaux masculins. En leur absence, les gonades deviennent des ovaires et les organes génitaux se développent selon le schéma féminin. Le zoologiste Alfred Jost a montré dans les années 1940 ce rôle décisif des hormones testiculaires. À la puberté, l’hypothalamus et l’hypophyse relancent la production hormonale : les œstrogènes entraînent le développement des seins et le début du cycle menstruel, la testostérone la mue de la voix, la pilosité faciale et l’augmentation de la masse musculaire ; les deux sexes connaissent un pic de croissance, plus précoce en moyenne chez les filles. Il existe aussi des variations du développement sexuel, dites intersexuations, où chromosomes, gonades et organes génitaux ne correspondent pas au schéma habituel, et qui sont à considérer avec respect. Les différences biologiques moyennes entre les sexes, de taille ou de force par exemple, recouvrent de larges chevauchements entre individus, et la recherche montre que les capacités intellectuelles sont globalement comparables. Beaucoup d’écarts observés dans les goûts et les métiers s’expliquent en grande partie par l’éducation et les normes sociales, ce qu’on étudie sous le nom de genre.',
    },
  },
  {
    id: 'runny-nose',
    title: 'Pourquoi on a le nez qui coule ?',
    phrasings: [
      'pourquoi on a le nez qui coule',
      'pk j’ai le nez qui coule',
      'nez qui coule',
      'morve au nez',
      'pourquoi on a de la morve',
      'pourquoi on a des crottes de nez',
      'crottes de nez',
      'pourquoi la morve est verte',
      'pourquoi on a le nez bouché',
      'pourquoi le nez coule quand il fait froid',
    ],
    answers: {
      up_to_5:
        'Ton nez fabrique un liquide gluant qui attrape les poussières et les microbes, comme un piège collant. Quand tu es enrhumé, il en fait beaucoup pour les chasser, et ton nez coule. Alors on se mouche bien fort !',
      '6_to_8':
        'L’intérieur de ton nez est toujours un peu mouillé par un liquide gluant, le mucus, qu’on appelle aussi la morve. Il sert de filet : il attrape la poussière, le pollen et les microbes que tu respires, pour qu’ils n’aillent pas dans tes poumons. D’habitude, tu l’avales sans t’en rendre compte. Mais quand tu as un rhume, ton nez en fabrique beaucoup plus pour se débarrasser des virus : il coule ou il se bouche. Quand le mucus sèche avec la poussière, il fait des crottes de nez. Il vaut mieux se moucher dans un mouchoir, puis se laver les mains !',
      '9_to_12':
        'Les fosses nasales sont tapissées d’une muqueuse qui produit en permanence du mucus, un liquide gluant fait surtout d’eau et de protéines collantes. Il humidifie l’air et piège les poussières, les pollens et les microbes. De minuscules cils, qui battent sans arrêt, le poussent vers le fond de la gorge, où on l’avale sans y penser ; l’acide de l’estomac détruit ensuite les microbes. Quand un virus du rhume infecte le nez, la muqueuse s’enflamme : les vaisseaux se dilatent, elle gonfle, ce qui bouche le nez, et elle produit beaucoup plus de mucus pour évacuer l’intrus. La morve peut devenir épaisse, jaune ou verte : cette couleur vient des globules blancs venus combattre, et ne veut pas forcément dire qu’une bactérie est en cause. Le nez coule aussi quand il fait froid : il réchauffe et humidifie l’air, et une partie de cette humidité se condense, comme la buée sur une vitre. Les crottes de nez, elles, sont du mucus séché avec les poussières qu’il a attrapées.',
      '13_plus':
        'La muqueuse respiratoire du nez associe des cellules caliciformes et des glandes qui sécrètent le mucus, et des cellules ciliées. Le mucus est un gel composé à plus de 95 % d’eau, de mucines, de grandes glycoprotéines qui lui donnent sa viscosité, et de substances antimicrobiennes comme le lysozyme et des anticorps de type IgA. Les cils battent de façon coordonnée, plusieurs fois par seconde, et forment un tapis roulant, la clairance mucociliaire, qui entraîne le mucus vers le pharynx en une dizaine de minutes ; il est alors dégluti. Lors d’un rhume, dû le plus souvent à un rhinovirus, l’infection déclenche une inflammation : les médiateurs libérés dilatent les vaisseaux et les rendent plus perméables, provoquant congestion, obstruction nasale et écoulement abondant, d’abord clair puis plus épais. La couleur verte ou jaune provient d’une enzyme des neutrophiles, la myéloperoxydase, qui contient du fer et a une teinte verte ; elle témoigne de l’afflux de globules blancs et ne permet pas, à elle seule, de conclure à une infection bactérienne justifiant des antibiotiques. La rhinorrhée au froid combine un réflexe nerveux, qui augmente la sécrétion, et la condensation de la vapeur d’eau de l’air expiré dans le nez refroidi. Dans la rhinite allergique, l’écoulement est déclenché par l’histamine. Le mouchage régulier et le lavage du nez au sérum physiologique soulagent, surtout chez le jeune enfant, qui respire préférentiellement par le nez.',
    },
  },
  {
    id: 'vomiting',
    title: 'Pourquoi on vomit ?',
    phrasings: [
      'pourquoi on vomit',
      'pk on vomi',
      'vomissement',
      'pourquoi on a mal au cœur en voiture',
      'mal des transports',
      'pourquoi j’ai la nausée',
      'nausée',
      'pourquoi on vomit quand on a la gastro',
    ],
    answers: {
      up_to_5:
        'Quand il y a dans ton ventre quelque chose qui ne va pas, ton corps le fait ressortir par la bouche : c’est vomir. Ce n’est pas agréable, mais c’est pour te protéger. Après, on boit de petites gorgées d’eau et on se repose.',
      '6_to_8':
        'Vomir, c’est un moyen de défense de ton corps. Quand ton estomac contient quelque chose de mauvais, comme un microbe de gastro ou un aliment abîmé, ton cerveau donne l’ordre de le faire sortir au plus vite. Les muscles de ton ventre se serrent très fort et poussent ce qu’il y a dans l’estomac vers le haut, jusqu’à la bouche. Avant, on a souvent mal au cœur : c’est la nausée. On peut aussi vomir en voiture ou en bateau, parce que tes yeux et tes oreilles ne racontent pas la même chose à ton cerveau, et il s’embrouille. Après avoir vomi, il faut boire de l’eau par petites gorgées et prévenir un adulte.',
      '9_to_12':
        'Le vomissement est un réflexe de protection commandé par le cerveau. Une zone située à la base du cerveau surveille le sang et reçoit des messages de l’estomac et de l’intestin : si elle détecte un poison, une toxine de microbe, ou si l’estomac est très irrité, elle déclenche l’alarme. D’abord vient la nausée, cette envie de vomir, avec souvent beaucoup de salive et des sueurs. Puis l’entrée de la trachée se ferme pour protéger les poumons, le diaphragme et les muscles du ventre se contractent brusquement, et le contenu de l’estomac est expulsé par la bouche. Les causes sont variées : gastro-entérite, aliment avarié, trop de nourriture, mais aussi le mal des transports. Dans une voiture, quand tu lis, tes yeux disent que tu es immobile, mais l’organe de l’équilibre dans ton oreille sent les virages : le cerveau reçoit des informations contradictoires et réagit comme s’il était empoisonné. Regarder loin devant aide. Vomir fait perdre de l’eau : il faut boire souvent un peu, et consulter un médecin si les vomissements durent ou si l’enfant est très fatigué.',
      '13_plus':
        'Le vomissement, ou émèse, est un réflexe coordonné par un réseau de neurones du tronc cérébral, souvent appelé centre du vomissement. Il reçoit plusieurs entrées : les afférences du nerf vague venant du tube digestif, sensibles à la distension et aux toxines, qui stimulent la libération de sérotonine par des cellules de la muqueuse ; la zone gâchette chémoréceptrice de l’area postrema, une région où la barrière entre le sang et le cerveau est perméable, qui détecte toxines et médicaments ; le système vestibulaire de l’oreille interne ; et le cortex, ce qui explique les nausées liées aux odeurs ou à l’angoisse. La phase de nausée s’accompagne de signes du système nerveux autonome : pâleur, sueurs, salivation. Puis surviennent les efforts de vomissement, suivis de l’expulsion : la glotte se ferme, le diaphragme et les muscles abdominaux se contractent avec force contre un estomac dont la partie haute se relâche, et le contenu gastrique est projeté vers la bouche. Le mal des transports s’explique par la théorie du conflit sensoriel : les signaux visuels, vestibulaires et proprioceptifs sont incohérents, et une hypothèse ancienne, discutée, suppose que le cerveau interprète ce conflit comme un signe d’intoxication. Les enfants de 2 à 12 ans y sont particulièrement sensibles. Les gastro-entérites virales, dues notamment aux norovirus et aux rotavirus, sont la cause la plus fréquente chez l’enfant. Le risque principal est la déshydratation : les solutés de réhydratation orale, donnés en petites quantités répétées, sont le traitement de base, et un avis médical s’impose chez un nourrisson, en cas de vomissements persistants, verdâtres ou sanglants, ou de somnolence inhabituelle.',
    },
  },
  {
    id: 'wrinkly-fingers',
    title: 'Pourquoi les doigts fripent dans le bain ?',
    phrasings: [
      'pourquoi les doigts fripent dans le bain',
      'pk mes doigts sont tout fripés',
      'doigts fripés',
      'doigts ridés dans l’eau',
      'pourquoi on a les doigts tout plissés après la piscine',
      'mains fripées dans l’eau',
      'pourquoi les doigts font des rides dans l’eau',
      'doigts en pruneau',
      'doigts flétris bain',
      'pourquoi mes doigts font des plis dans le bain',
    ],
    answers: {
      up_to_5:
        'Quand tu restes longtemps dans le bain, le bout de tes doigts se plisse comme un petit pruneau. Ce n’est pas grave du tout : ça t’aide peut-être à mieux tenir les choses mouillées. Quand tu sèches, tout redevient lisse !',
      '6_to_8':
        'Après un long bain ou à la piscine, regarde tes doigts et tes orteils : ils sont tout fripés ! Ce n’est pas la peau qui s’abîme. C’est ton corps qui fait ça exprès : sous la peau du bout des doigts, de minuscules tuyaux de sang se resserrent, et la peau se plisse. Les scientifiques l’ont compris en remarquant que chez les personnes dont les nerfs d’un doigt étaient coupés, ce doigt ne fripait pas. Ils pensent que ces plis aident à mieux attraper les objets mouillés, comme les rainures d’un pneu sur une route mouillée. Quelques minutes après être sorti de l’eau, les doigts redeviennent lisses.',
      '9_to_12':
        'On a longtemps cru que les doigts fripaient simplement parce que la peau gonflait d’eau, comme une éponge. L’eau joue un petit rôle, car la couche extérieure de la peau, très épaisse au bout des doigts et des orteils, en absorbe un peu. Mais ce n’est pas l’explication principale. Dès 1935, des médecins ont remarqué que les doigts dont les nerfs avaient été coupés ne se plissaient pas dans l’eau. C’est donc le système nerveux qui commande ce phénomène : après environ cinq à dix minutes dans l’eau, il fait se resserrer les petits vaisseaux sanguins sous la peau du bout des doigts. Le volume sous la peau diminue, et celle-ci, restée de la même taille, se plisse. Pourquoi ? Des chercheurs pensent que ces plis évacuent l’eau, comme les rainures des pneus, et donnent une meilleure prise sur les objets mouillés. Une expérience de 2013 a montré que des volontaires aux doigts fripés déplaçaient plus vite des billes mouillées, mais d’autres études n’ont pas retrouvé cet effet : la question reste ouverte.',
      '13_plus':
        'Le fripage des doigts après une immersion prolongée n’est pas un simple phénomène passif de gonflement de la peau. Certes, la couche cornée, très épaisse sur la pulpe des doigts et des orteils, absorbe de l’eau et se dilate, mais en 1935, les physiologistes Thomas Lewis et George Pickering ont observé que les doigts dont l’innervation était interrompue ne se plissaient pas. Le mécanisme principal est une vasoconstriction des vaisseaux de la pulpe, commandée par le système nerveux sympathique : la diminution du volume des tissus sous l’épiderme provoque le plissement de la surface, dont le motif suit l’ancrage de la peau dans les couches profondes. On pense que l’eau, en pénétrant par les pores des glandes sudoripares, modifie l’équilibre en sels des tissus et déclenche ce réflexe. L’absence de fripage sert d’ailleurs de test simple des lésions nerveuses. Sa fonction a suscité des hypothèses : en 2011, le neurobiologiste Mark Changizi a proposé que les plis forment des canaux de drainage, comme des sculptures de pneu, améliorant l’adhérence en milieu humide. En 2013, une équipe de l’université de Newcastle a rapporté que des participants manipulaient plus vite des objets immergés avec des doigts fripés ; une étude de 2014 n’a pas reproduit ce résultat, et d’autres travaux ont donné des conclusions variables. Le phénomène, commandé par le système nerveux, est donc bien établi, mais son utilité évolutive reste débattue. On l’a observé chez l’humain, mais aussi chez des macaques.',
    },
  },
  {
    id: 'dizziness-spinning',
    title: 'Pourquoi la tête tourne quand on tourne sur soi ?',
    phrasings: [
      'pourquoi la tête tourne quand on tourne sur soi',
      'pk j’ai la tête qui tourne',
      'tête qui tourne',
      'vertige',
      'pourquoi on a le tournis',
      'tournis',
      'pourquoi tout tourne après le manège',
      'pourquoi on tombe quand on a tourné',
      'comment on garde l’équilibre',
      'équilibre oreille interne',
    ],
    answers: {
      up_to_5:
        'Dans tes oreilles, il y a un tout petit peu d’eau qui dit à ta tête si tu bouges. Quand tu tournes très vite puis t’arrêtes, l’eau continue de tourner un moment. Ta tête croit que tu tournes encore, et tout se met à danser autour de toi !',
      '6_to_8':
        'Tout au fond de tes oreilles se cache ton organe de l’équilibre. Il contient de petits tubes remplis de liquide, avec de minuscules poils qui sentent quand le liquide bouge. Quand tu tournes sur toi-même, le liquide se met à tourner lui aussi. Si tu t’arrêtes d’un coup, ton corps est immobile, mais le liquide, lui, continue de tourner un petit moment, comme l’eau d’un verre qu’on a remuée. Ton cerveau reçoit alors des messages qui disent que tu tournes encore, alors que tes yeux voient que tu es arrêté. Il est tout mélangé : la pièce tourne et tu titubes. Ça passe en quelques secondes.',
      '9_to_12':
        'L’équilibre dépend d’un organe de l’oreille interne, le vestibule, situé juste à côté de l’organe de l’audition. Il comprend notamment trois canaux semi-circulaires, de petits tubes en forme d’anneau orientés dans les trois directions de l’espace, remplis d’un liquide. Au bout de chacun, des cellules munies de cils détectent les mouvements du liquide quand la tête tourne. Quand tu tournes sur toi-même, le liquide, d’abord en retard, finit par tourner avec le canal, et les cils se redressent : ton cerveau a l’impression que la rotation s’est calmée. Si tu t’arrêtes net, le liquide continue sur sa lancée et fait plier les cils dans l’autre sens : le cerveau croit que tu tournes dans la direction opposée. Tes yeux font alors de petits mouvements saccadés et tout semble tourner, alors que tes pieds et ta vue disent le contraire. Ce désaccord donne le vertige et peut même donner mal au cœur. Les danseuses et les patineurs apprennent à fixer un point du regard en tournant la tête d’un coup, et l’entraînement réduit la sensation.',
      '13_plus':
        'Le système vestibulaire de l’oreille interne comprend deux types de capteurs : les organes otolithiques, l’utricule et le saccule, qui détectent les accélérations linéaires et l’inclinaison par rapport à la gravité grâce à de petits cristaux de carbonate de calcium, et trois canaux semi-circulaires, orientés à peu près perpendiculairement, qui détectent les accélérations de rotation. Chaque canal est rempli d’endolymphe et possède à sa base un renflement, l’ampoule, où une membrane gélatineuse, la cupule, coiffe des cellules ciliées. Lors d’une rotation, l’inertie de l’endolymphe fait fléchir la cupule, ce qui modifie la décharge du nerf vestibulaire. Lors d’une rotation prolongée à vitesse constante, l’endolymphe rattrape le mouvement et la cupule revient en place en quelques secondes, et la sensation de rotation s’estompe en quelques dizaines de secondes. À l’arrêt brusque, l’endolymphe poursuit sa course et fléchit la cupule en sens inverse, créant l’illusion d’une rotation opposée. Le réflexe vestibulo-oculaire, qui stabilise normalement le regard, produit alors un nystagmus, des mouvements oculaires rythmiques, et le système vestibulo-spinal perturbe la posture. Le conflit entre ces signaux et ceux de la vision et de la proprioception cause vertige et parfois nausée. Les danseurs utilisent la technique du « spotting », fixation d’un point et rotation rapide de la tête, et une adaptation centrale, impliquant notamment le cervelet, diminue avec l’entraînement la réponse perceptive à la rotation. Chez l’adulte, des vertiges survenant sans raison, par exemple en se tournant dans son lit, peuvent venir d’otolithes déplacés dans un canal, une affection bénigne mais qui nécessite un avis médical.',
    },
  },
  {
    id: 'breathing',
    title: 'Pourquoi on respire ?',
    phrasings: [
      'pourquoi on respire',
      'pk on doit respirer',
      'à quoi servent les poumons',
      'respirer',
      'respiration',
      'poumons',
      'pourquoi on peut pas arrêter de respirer',
      'pourquoi on respire plus vite quand on court',
      'pourquoi on a besoin d’oxygène',
    ],
    answers: {
      up_to_5:
        'L’air contient quelque chose d’invisible dont ton corps a besoin pour vivre : l’oxygène. Tes poumons se gonflent comme des ballons pour le faire entrer. Et tu respires tout le temps, même quand tu dors, sans y penser !',
      '6_to_8':
        'Ton corps a besoin d’énergie pour tout faire : marcher, penser, grandir. Cette énergie vient de ce que tu manges, mais pour la libérer, il faut aussi un gaz qui se trouve dans l’air, l’oxygène, un peu comme un feu a besoin d’air pour brûler. Quand tu inspires, l’air entre dans tes poumons, deux grosses éponges dans ta poitrine. L’oxygène passe dans ton sang, qui l’apporte partout. En échange, ton sang dépose dans les poumons un déchet, le gaz carbonique, que tu rejettes en soufflant. Quand tu cours, tes muscles ont besoin de plus d’oxygène, alors tu respires plus vite. Ton cerveau commande ta respiration tout seul, même la nuit.',
      '9_to_12':
        'Chacune des milliards de cellules de ton corps fabrique son énergie en « brûlant » doucement le sucre et les graisses tirés de tes repas, et pour cela, il lui faut de l’oxygène. Cette réaction produit un déchet, le dioxyde de carbone. Respirer sert à apporter l’un et à évacuer l’autre. Quand un grand muscle sous tes poumons, le diaphragme, descend, ta poitrine s’agrandit et l’air entre par le nez ou la bouche, descend par la trachée et les bronches, qui se divisent comme les branches d’un arbre. Elles se terminent par des centaines de millions de petits sacs, les alvéoles, entourés de vaisseaux sanguins : c’est là que l’oxygène passe dans le sang et que le dioxyde de carbone en sort. Dépliées, les alvéoles couvriraient plusieurs dizaines de mètres carrés ! Au repos, un adulte respire environ 12 à 20 fois par minute, un enfant un peu plus. On ne peut pas retenir sa respiration bien longtemps : c’est la montée du dioxyde de carbone dans le sang, détectée par le cerveau, qui oblige à reprendre de l’air.',
      '13_plus':
        'La respiration a deux sens. La respiration cellulaire est l’ensemble des réactions par lesquelles les mitochondries oxydent le glucose et les acides gras pour produire de l’ATP, la molécule énergétique des cellules, en consommant du dioxygène et en rejetant du dioxyde de carbone et de l’eau ; elle est bien plus efficace que les voies sans oxygène. La ventilation pulmonaire assure les échanges avec l’air. L’inspiration est active : le diaphragme se contracte et s’abaisse, les muscles intercostaux soulèvent les côtes, la pression dans les poumons devient inférieure à la pression atmosphérique et l’air entre. L’expiration de repos est passive, par retour élastique. L’arbre bronchique se ramifie sur une vingtaine de générations jusqu’à environ 300 à 500 millions d’alvéoles, offrant une surface d’échange de l’ordre de 70 à 100 mètres carrés, séparée du sang par une barrière d’à peine un micromètre : les gaz y diffusent selon leur différence de pression partielle. L’air inspiré contient environ 21 % de dioxygène, l’air expiré environ 16 %. Le rythme est généré par des neurones du tronc cérébral, et c’est surtout l’augmentation du dioxyde de carbone, détectée par des chémorécepteurs du bulbe rachidien via l’acidité, qui stimule la ventilation ; d’où l’envie irrésistible de respirer en apnée. L’hyperventilation avant une apnée abaisse ce dioxyde de carbone sans augmenter les réserves d’oxygène, et peut provoquer une perte de connaissance dans l’eau : c’est une pratique dangereuse. Un adulte au repos respire environ 12 à 20 fois par minute, soit de l’ordre de 10 000 litres d’air par jour.',
    },
  },
];
