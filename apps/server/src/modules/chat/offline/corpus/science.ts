import type { Topic } from '../topic.js';

/** Physics, chemistry and space: light, sound, electricity, heat, matter, and the sky beyond the Earth. */
export const scienceTopics: Topic[] = [
  {
    id: 'colours-of-things',
    title: 'Pourquoi les choses ont des couleurs ?',
    phrasings: [
      'pourquoi les choses ont des couleurs',
      'pourquoi les objets ont une couleur',
      'pk une tomate est rouge',
      'comment on voit les couleurs',
      'd’où viennent les couleurs',
      'couleur des objets',
      'pourquoi le blanc c’est toutes les couleurs',
      'c koi les couleurs',
      'pourquoi les choses sont colorées',
      'pourquoi il n’y a plus de couleurs dans le noir',
    ],
    answers: {
      up_to_5:
        'La lumière du soleil cache plein de couleurs mélangées. Une tomate garde presque toutes les couleurs pour elle et nous renvoie seulement le rouge : alors tes yeux la voient rouge !',
      '6_to_8':
        'La lumière blanche du soleil ou d’une lampe est en fait un mélange de toutes les couleurs, celles de l’arc-en-ciel. Quand cette lumière touche un objet, l’objet en avale une partie et renvoie le reste vers tes yeux. Une feuille d’arbre avale le rouge et le bleu et renvoie surtout le vert : elle est verte. Une tomate renvoie le rouge. Un objet blanc renvoie toutes les couleurs, et un objet noir les avale presque toutes. C’est pour ça que dans le noir complet, il n’y a plus de couleurs du tout !',
      '9_to_12':
        'La lumière blanche est un mélange de lumières de différentes couleurs, comme l’a montré Isaac Newton avec un prisme au XVIIe siècle. Chaque couleur correspond à une onde lumineuse de longueur différente : le rouge a les ondes les plus longues, le violet les plus courtes. La matière d’un objet absorbe certaines couleurs et renvoie les autres. Ce que tu vois, c’est la lumière renvoyée : une banane absorbe le bleu et renvoie le jaune, le vert et le rouge, que ton cerveau perçoit comme du jaune. Au fond de ton œil, trois sortes de cellules, les cônes, sont sensibles surtout au rouge, au vert et au bleu ; le cerveau compare leurs signaux pour fabriquer toutes les nuances. Un t-shirt noir absorbe presque toute la lumière, c’est pourquoi il chauffe plus au soleil qu’un t-shirt blanc. Et sous une lumière rouge, un objet bleu paraît presque noir, car il n’a plus de bleu à renvoyer.',
      '13_plus':
        'La couleur n’est pas une propriété de l’objet seul, mais le résultat d’une rencontre entre une source de lumière, une matière et un système visuel. La lumière visible est la petite partie du rayonnement électromagnétique dont la longueur d’onde va d’environ 400 nm (violet) à 700 nm (rouge). Les molécules d’un objet, par exemple des pigments comme la chlorophylle ou les carotènes, absorbent certaines longueurs d’onde parce que leurs électrons peuvent passer à des niveaux d’énergie plus élevés en captant exactement ces énergies ; le reste est diffusé. Notre rétine possède trois types de cônes, dont les sensibilités culminent dans le bleu, le vert et le jaune-vert ; le cerveau déduit la couleur de leurs réponses relatives : c’est la vision trichromatique, décrite par Thomas Young puis Hermann von Helmholtz au XIXe siècle. C’est pourquoi un écran peut imiter presque toutes les couleurs avec seulement des pixels rouges, verts et bleus : c’est la synthèse additive. Les peintres, eux, mélangent des pigments qui retirent chacun des couleurs : c’est la synthèse soustractive, avec le cyan, le magenta et le jaune. Certaines couleurs ne viennent pas de pigments mais de la structure microscopique de la matière : les ailes bleues du papillon morpho ou les plumes du paon créent leurs reflets par interférence. Enfin, le cerveau corrige les couleurs selon l’éclairage, ce qui explique certaines illusions célèbres, comme la photo de robe « bleue et noire » ou « blanche et dorée » qui a divisé Internet en 2015.',
    },
  },
  {
    id: 'mirror-reflection',
    title: 'Pourquoi on se voit dans un miroir ?',
    phrasings: [
      'pourquoi on se voit dans le miroir',
      'comment marche un miroir',
      'pk le miroir me montre',
      'miroir',
      'mirroir',
      'pourquoi le miroir inverse la gauche et la droite',
      'c koi un miroir',
    ],
    answers: {
      up_to_5:
        'Un miroir est très, très lisse et brillant. La lumière qui part de toi rebondit dessus comme une balle contre un mur, et revient dans tes yeux : c’est comme ça que tu te vois !',
      '6_to_8':
        'Pour voir quelque chose, il faut que de la lumière parte de cette chose et arrive dans tes yeux. La plupart des objets renvoient la lumière dans tous les sens, en désordre. Un miroir, lui, est si lisse qu’il renvoie la lumière bien rangée, comme une balle qui rebondit bien droit. Alors l’image arrive à tes yeux sans être mélangée, et tu vois ton reflet. Un miroir, c’est une plaque de verre avec, derrière, une fine couche de métal brillant. L’eau calme d’un lac fait pareil : c’est pour ça qu’on y voit les arbres à l’envers ! Et quand tu lèves la main droite, ton reflet lève la main qui est du même côté que la tienne : c’est pour ça qu’elle ressemble à une main gauche.',
      '9_to_12':
        'Un miroir est une plaque de verre recouverte, à l’arrière, d’une très fine couche de métal, aujourd’hui souvent de l’aluminium ou de l’argent. Le métal renvoie presque toute la lumière qu’il reçoit : on dit qu’il la réfléchit. Comme sa surface est parfaitement lisse, chaque rayon repart avec le même angle que celui avec lequel il est arrivé, comme une bille sur un billard. Ton cerveau suit les rayons en ligne droite et croit qu’ils viennent de derrière le miroir : ton image semble donc être de l’autre côté, à la même distance que toi. Une feuille de papier blanc renvoie aussi beaucoup de lumière, mais sa surface est rugueuse à toute petite échelle, donc elle éparpille les rayons dans tous les sens : on ne s’y voit pas. Le miroir n’échange pas vraiment la gauche et la droite : il inverse l’avant et l’arrière. Si tu lèves la main droite, ton reflet lève la main qui est du même côté, ce qui ressemble à une main gauche. Les miroirs servent dans les voitures, les télescopes ou les périscopes.',
      '13_plus':
        'La réflexion de la lumière obéit à une loi simple, connue depuis l’Antiquité et formulée précisément par Descartes au XVIIe siècle : le rayon réfléchi est dans le même plan que le rayon incident et la normale, et l’angle de réflexion est égal à l’angle d’incidence. Sur une surface dont les irrégularités sont plus petites que la longueur d’onde de la lumière, on obtient une réflexion spéculaire, qui conserve l’image ; sur une surface rugueuse, la réflexion est diffuse. Les métaux réfléchissent très bien la lumière car leurs électrons libres oscillent sous l’effet de l’onde lumineuse et réémettent une onde presque identique. Les premiers miroirs étaient en pierre polie, comme l’obsidienne, puis en bronze ; au XIXe siècle, le chimiste allemand Justus von Liebig met au point l’argenture chimique du verre, ancêtre de nos miroirs. L’image donnée par un miroir plan est virtuelle : elle semble située derrière le miroir, symétrique de l’objet. Cette symétrie inverse la profondeur, pas la gauche et la droite : c’est notre habitude de nous imaginer tournés face à nous-mêmes qui nous fait parler d’inversion gauche-droite. Les miroirs courbes concentrent ou dispersent la lumière : concaves dans les télescopes et les phares, convexes dans les rétroviseurs pour élargir le champ de vision. Le télescope spatial James Webb utilise ainsi un miroir de 6,5 m de diamètre recouvert d’une fine couche d’or.',
    },
  },
  {
    id: 'glass-transparent',
    title: 'Pourquoi on voit à travers une vitre ?',
    phrasings: [
      'pourquoi on voit à travers une vitre',
      'pourquoi le verre est transparent',
      'pk la vitre est transparente',
      'transparent',
      'c’est quoi transparent',
      'pourquoi on voit pas à travers un mur',
      'pourquoi on voit a travers le verre',
      'verre transparent',
      'opaque et transparent',
    ],
    answers: {
      up_to_5:
        'Le verre laisse passer la lumière tout droit, comme une porte grande ouverte. La lumière traverse la vitre et arrive dans tes yeux : alors tu vois ce qu’il y a derrière !',
      '6_to_8':
        'Pour voir un objet, il faut que sa lumière arrive jusqu’à tes yeux. Un mur ou du bois arrêtent la lumière : on dit qu’ils sont opaques, et on ne voit pas ce qui est derrière. Le verre, lui, laisse passer la lumière presque sans l’arrêter ni la mélanger : il est transparent. L’eau claire et l’air sont transparents aussi. Le papier calque ou le verre de la fenêtre de la salle de bain laissent passer la lumière, mais ils l’éparpillent : on voit de la lumière, mais pas les formes. On dit qu’ils sont translucides.',
      '9_to_12':
        'Toute matière est faite de minuscules atomes, entourés d’électrons. Quand la lumière traverse une matière, elle peut être absorbée par ces électrons, qui captent son énergie, ou bien passer sans être arrêtée. Dans le verre, les électrons auraient besoin de beaucoup plus d’énergie que celle de la lumière visible pour bouger : ils ne l’absorbent donc presque pas, et elle passe. Le verre n’a pas non plus de petits grains ou de bulles qui éparpilleraient les rayons, ce qui le rend clair. Dans un métal, au contraire, des électrons libres captent et renvoient la lumière : il est opaque et brillant. Le bois ou la peau absorbent et éparpillent la lumière. Curieusement, le verre arrête une grande partie des ultraviolets, une lumière invisible : c’est pourquoi on attrape rarement un coup de soleil derrière une vitre. Et la neige, faite de glace transparente, paraît blanche, car ses milliers de petits cristaux éparpillent la lumière dans tous les sens.',
      '13_plus':
        'La transparence dépend de deux phénomènes : l’absorption et la diffusion de la lumière. Un photon de lumière visible porte une énergie d’environ 1,6 à 3,3 électronvolts. Dans un isolant comme le verre de silice, les électrons sont liés et l’écart d’énergie qu’ils doivent franchir pour être excités, la « bande interdite », est bien plus grand, de l’ordre de 9 eV : les photons visibles ne peuvent pas être absorbés et traversent le matériau, en étant seulement ralentis, ce qui crée la réfraction. Les ultraviolets, plus énergétiques, sont en partie absorbés. Le verre est aussi amorphe et homogène : sans joints de grains ni inclusions, il diffuse très peu la lumière. Dans les métaux, les électrons libres absorbent et réémettent la lumière de toutes les couleurs visibles, d’où leur éclat et leur opacité. Une matière transparente devient blanche et opaque si elle est finement divisée : le verre pilé, la neige ou le sucre en poudre renvoient un peu de lumière à chacune de leurs innombrables surfaces. À l’inverse, l’opacité dépend de la longueur d’onde : le silicium, opaque pour nos yeux, est transparent à l’infrarouge, et notre corps laisse en partie passer les rayons X, ce qui permet les radiographies. Les fibres optiques, en verre ultra-pur, transportent la lumière sur des dizaines de kilomètres : c’est grâce à elles que fonctionne l’essentiel d’Internet.',
    },
  },
  {
    id: 'straw-looks-broken',
    title: 'Pourquoi la paille a l’air cassée dans l’eau ?',
    phrasings: [
      'pourquoi la paille a l’air cassée dans le verre',
      'pourquoi le crayon a l’air cassé dans l’eau',
      'pk la cuillère est tordue dans l’eau',
      'paille cassée dans l’eau',
      'réfraction',
      'refraction de la lumiere',
      'pourquoi la piscine a l’air moins profonde',
      'pourquoi mes jambes ont l’air courtes dans la piscine',
    ],
    answers: {
      up_to_5:
        'Quand la lumière passe de l’eau à l’air, elle change un peu de chemin, comme si elle tournait. Alors tes yeux se trompent, et la paille a l’air cassée. Mais sors-la : elle est toute droite !',
      '6_to_8':
        'La lumière ne va pas à la même vitesse dans l’eau et dans l’air : dans l’eau, elle est un peu ralentie. Quand elle passe de l’un à l’autre en biais, elle change de direction, un peu comme un chariot dont une roue arrive dans l’herbe et qui tourne. Tes yeux, eux, croient toujours que la lumière arrive en ligne droite. Alors ils voient le bout de la paille qui est dans l’eau à un autre endroit que sa vraie place : elle a l’air cassée. C’est pareil dans la piscine : le fond semble moins profond qu’en vrai, et tes jambes ont l’air plus courtes !',
      '9_to_12':
        'Ce phénomène s’appelle la réfraction. La lumière file à environ 300 000 km par seconde dans le vide et presque aussi vite dans l’air, mais elle ralentit dans l’eau, à environ 225 000 km par seconde, et encore plus dans le verre. Quand un rayon passe en biais d’un milieu à l’autre, ce changement de vitesse le fait dévier à la surface. La lumière qui vient de la partie de la paille plongée dans l’eau est donc déviée en sortant de l’eau. Ton cerveau, lui, prolonge les rayons en ligne droite, et place cette partie de la paille plus haut qu’elle n’est : elle semble brisée à la surface. Pour la même raison, une piscine paraît moins profonde qu’elle ne l’est, d’environ un quart, ce qui peut être trompeur : on ne plonge jamais sans vérifier la profondeur. Les pêcheurs au harpon doivent viser plus bas que le poisson qu’ils voient. Les lunettes et les loupes utilisent aussi la réfraction pour dévier la lumière.',
      '13_plus':
        'La réfraction est le changement de direction d’une onde qui passe d’un milieu à un autre où sa vitesse est différente. Chaque milieu transparent est caractérisé par un indice de réfraction n, rapport entre la vitesse de la lumière dans le vide et dans le milieu : environ 1,00 pour l’air, 1,33 pour l’eau, 1,5 pour le verre et 2,4 pour le diamant. La loi de Snell-Descartes, n1 sin i1 = n2 sin i2, relie les angles des rayons avec la normale de part et d’autre de la surface ; décrite par le savant persan Ibn Sahl vers 984, elle a été retrouvée par Willebrord Snell en 1621 et publiée par Descartes en 1637. On peut la comprendre avec le principe de Fermat : la lumière suit le trajet le plus rapide, comme un sauveteur qui court plus longtemps sur la plage avant de nager vers le nageur. Vu de dessus, un objet immergé paraît remonté, sa profondeur apparente étant divisée par environ 1,33, d’où l’impression d’une paille brisée et d’un fond moins profond. Quand la lumière passe de l’eau vers l’air sous un angle trop rasant, au-delà d’environ 49°, elle ne sort plus du tout : c’est la réflexion totale, utilisée dans les fibres optiques. L’indice variant légèrement avec la couleur, la réfraction sépare aussi la lumière blanche : c’est la dispersion, à l’origine des arcs-en-ciel et des feux colorés du diamant.',
    },
  },
  {
    id: 'magnifying-glass',
    title: 'Pourquoi une loupe fait voir plus gros ?',
    phrasings: [
      'pourquoi la loupe grossit',
      'comment marche une loupe',
      'pk une loupe fait voir plus gros',
      'la loupe grossissante',
      'pourquoi une loupe brûle au soleil',
      'loupe qui grossit',
      'comment fonctionne une lentille',
      'verre grossissant',
      'comment marche une loupe pour regarder les fourmis',
    ],
    answers: {
      up_to_5:
        'Une loupe est un verre bombé, plus épais au milieu. Elle tord un peu la lumière, et tes yeux voient la petite fourmi comme si elle était toute grosse !',
      '6_to_8':
        'Une loupe, c’est un morceau de verre ou de plastique bombé, plus épais au milieu que sur les bords : on l’appelle une lentille. Quand la lumière la traverse, elle est déviée et les rayons se rapprochent. Quand tu regardes à travers, tes yeux reçoivent la lumière comme si l’objet était plus grand : une fourmi devient un petit monstre ! Une loupe peut aussi rassembler la lumière du soleil sur un tout petit point, qui devient très chaud. C’est pour ça qu’il ne faut jamais jouer avec une loupe au soleil : ça peut brûler ou allumer un feu.',
      '9_to_12':
        'Une loupe est une lentille convergente : elle est bombée, plus épaisse au centre qu’au bord. La lumière ralentit dans le verre et dévie à chaque surface ; à cause de la forme bombée, les rayons parallèles sont tous déviés vers l’axe de la lentille et se rejoignent en un point appelé foyer. Quand tu places un petit objet entre la loupe et son foyer, les rayons qui en partent arrivent à ton œil comme s’ils venaient d’un objet plus grand : c’est une image agrandie. Une loupe ordinaire grossit environ 2 à 10 fois. Au soleil, la loupe concentre toute la lumière qu’elle reçoit sur la petite tache du foyer, qui peut atteindre plusieurs centaines de degrés : c’est dangereux, ne le fais jamais sans un adulte, et ne regarde jamais le soleil à travers. Les microscopes et les jumelles associent plusieurs lentilles pour grossir bien davantage. Et ton œil contient aussi une lentille, le cristallin.',
      '13_plus':
        'La loupe est la plus simple des lentilles convergentes. Sa puissance se mesure en dioptries, inverse de sa distance focale en mètres : une loupe de 10 cm de focale fait 10 dioptries. Si l’objet est placé entre la lentille et son foyer objet, la lentille en donne une image virtuelle, droite et agrandie, que l’œil observe sans effort d’accommodation lorsque l’objet est au foyer. Par convention, le grossissement commercial d’une loupe est le rapport entre 25 cm, distance minimale de vision nette d’un œil normal, et sa distance focale : une lentille de 5 cm de focale grossit donc environ 5 fois. Des lentilles de verre ou de cristal de roche polis sont connues depuis l’Antiquité, et les lunettes apparaissent en Italie vers la fin du XIIIe siècle. Au XVIIe siècle, Antoni van Leeuwenhoek, avec de minuscules lentilles presque sphériques grossissant plus de 200 fois, observe pour la première fois des bactéries. Au-delà d’un certain grossissement, les aberrations, dont la séparation des couleurs et le flou sur les bords, limitent une lentille unique : on combine alors plusieurs lentilles, comme dans les microscopes. Utilisée face au soleil, une loupe concentre l’énergie reçue par toute sa surface sur une petite tache : c’est le principe des fours solaires, mais c’est aussi un vrai risque d’incendie et, si on regarde à travers, de lésion grave des yeux.',
    },
  },
  {
    id: 'how-we-hear-sound',
    title: 'Comment on entend les sons ?',
    phrasings: [
      'comment on entend les sons',
      'comment le son arrive dans nos oreilles',
      'c’est quoi les sons',
      'pk on entend les bruits',
      'comment marche l’oreille',
      'comment le son voyage',
      'comment on entend',
      'vibrations du son',
      'c koi les ondes sonores',
      'pourquoi il y a des sons aigus et graves',
      'comment les oreilles entendent',
      'comment on fait pour entendre',
      'pourquoi on entend les sons',
      'on entend avec quoi',
      'comment on entend avec les oreilles',
      'comment marchent les oreilles',
    ],
    answers: {
      up_to_5:
        'Quand quelque chose fait du bruit, il fait trembler l’air tout autour, comme des vagues dans l’eau. Ces petites vagues d’air entrent dans ton oreille et font bouger un petit tambour à l’intérieur : et hop, tu entends !',
      '6_to_8':
        'Un son, c’est une vibration. Quand tu tapes sur un tambour, sa peau tremble très vite et pousse l’air, qui pousse l’air d’à côté, et ainsi de suite : le son voyage comme une vague. Quand cette vague d’air arrive à ton oreille, elle fait vibrer une petite peau toute fine au fond, le tympan. Derrière, trois minuscules os et un petit tube en forme d’escargot rempli de liquide transforment ces vibrations en message pour ton cerveau. Le son voyage aussi dans l’eau et même dans les murs : c’est pour ça que tu entends les voisins ! Pose ta main sur ta gorge quand tu parles : tu sens la vibration.',
      '9_to_12':
        'Le son est une vibration qui se propage dans la matière : l’air, l’eau ou les solides. Une source, comme une corde de guitare ou tes cordes vocales, vibre et comprime puis détend l’air autour d’elle. Ces zones de compression se transmettent de proche en proche, à environ 340 mètres par seconde dans l’air, presque 1 500 m/s dans l’eau et encore plus vite dans l’acier. L’air lui-même ne voyage pas avec le son : il ne fait qu’osciller sur place, comme les spectateurs qui font la ola dans un stade. Dans ton oreille, le pavillon recueille le son, le tympan vibre, et trois osselets, le marteau, l’enclume et l’étrier, transmettent ces vibrations. Elles arrivent ensuite dans la cochlée, un tube en forme d’escargot rempli de liquide, où des milliers de cellules à cils les transforment en signaux nerveux. Une vibration rapide donne un son aigu, une vibration lente un son grave : l’oreille humaine perçoit de 20 à 20 000 vibrations par seconde environ. Les bruits trop forts peuvent abîmer ces cils pour toujours : c’est pour ça qu’il faut protéger tes oreilles au concert.',
      '13_plus':
        'Le son est une onde mécanique longitudinale : une perturbation de pression qui se propage de proche en proche dans un milieu matériel, sans transport de matière. Sa vitesse dépend du milieu : environ 340 m/s dans l’air à 15 °C, 1 500 m/s dans l’eau, près de 6 000 m/s dans l’acier ; dans le vide, faute de milieu, il ne se propage pas. Sa fréquence, en hertz, détermine la hauteur perçue : l’oreille humaine couvre environ 20 Hz à 20 000 Hz, et cette limite haute baisse avec l’âge ; les chauves-souris et les dauphins utilisent des ultrasons, les éléphants des infrasons. L’intensité se mesure en décibels, une échelle logarithmique : +10 dB correspond à une puissance dix fois plus grande ; une conversation fait environ 60 dB, et une exposition prolongée au-delà de 85 dB abîme l’audition. Dans l’oreille moyenne, la chaîne des osselets adapte l’impédance entre l’air et le liquide de l’oreille interne, sans quoi l’essentiel de l’énergie serait réfléchi. Dans la cochlée, la membrane basilaire vibre à des endroits différents selon la fréquence, les aigus près de la base, les graves vers le sommet, comme l’a montré Georg von Békésy, prix Nobel en 1961. Les cellules ciliées convertissent ce mouvement en influx nerveux transmis par le nerf auditif ; elles ne se régénèrent pas chez l’humain, d’où l’importance de se protéger du bruit. Enfin, le cerveau localise une source en comparant les infimes différences de temps et d’intensité entre les deux oreilles.',
    },
  },
  {
    id: 'seashell-sea-sound',
    title: 'Pourquoi on entend la mer dans un coquillage ?',
    phrasings: [
      'pourquoi on entend la mer dans un coquillage',
      'pk le coquillage fait le bruit de la mer',
      'bruit de la mer dans le coquillage',
      'coquillage à l’oreille',
      'est-ce que le coquillage garde le bruit de la mer',
      'pourquoi ça fait du bruit quand on met un coquillage a l’oreille',
      'coquillage qui fait le bruit des vagues',
      'bruit dans un coquillage',
    ],
    answers: {
      up_to_5:
        'Ce n’est pas vraiment la mer ! Le coquillage attrape tous les petits bruits autour de toi et les fait tourner à l’intérieur, et ça ressemble au « chhhh » des vagues.',
      '6_to_8':
        'C’est une jolie idée, mais le coquillage ne garde pas le bruit de la mer. Autour de toi, il y a toujours plein de petits bruits qu’on ne remarque pas : le vent, les voitures, les gens qui parlent. Le coquillage est creux, et l’air à l’intérieur se met à résonner avec certains de ces petits bruits, un peu comme une guitare qui rend le son plus fort. Ça donne un souffle, « chhhh », qui ressemble au bruit des vagues. Essaie avec un bol ou ta main en creux contre ton oreille : tu entendras aussi la « mer » !',
      '9_to_12':
        'Le bruit de « mer » qu’on entend dans un coquillage ne vient pas de la mer : c’est le bruit ambiant de la pièce, transformé. Un coquillage creux contient une poche d’air qui se comporte comme un résonateur : certaines fréquences du bruit qui nous entoure y sont renforcées, d’autres atténuées. Le résultat est un souffle continu qui rappelle le ressac des vagues. La preuve : le son change selon la forme et la taille du coquillage, et il devient beaucoup plus faible dans une pièce très silencieuse. Un verre, un bol ou une bouteille vide donnent le même effet, avec un son plus ou moins grave selon leur taille. Certains pensent qu’on entend son propre sang circuler, mais cette idée ne tient pas : le bruit ne devient pas plus fort quand le cœur bat plus vite après une course. Les instruments à vent et la caisse des guitares utilisent aussi la résonance pour renforcer certains sons.',
      '13_plus':
        'L’effet du coquillage est un phénomène de résonance acoustique. La cavité d’un coquillage, comme celle d’une bouteille, possède des fréquences propres qui dépendent de son volume et de la forme de son ouverture ; en première approximation, elle se comporte comme un résonateur de Helmholtz. Le bruit ambiant, même faible, contient un large éventail de fréquences ; la cavité amplifie sélectivement celles qui correspondent à ses modes de résonance et en atténue d’autres. Il en résulte un bruit filtré, sans rythme précis, que le cerveau associe spontanément au ressac, d’autant plus qu’on s’attend à l’entendre. Plusieurs observations écartent les autres explications : dans une pièce très silencieuse, l’effet s’affaiblit nettement ; il varie selon le lieu et la taille de la cavité ; et le battement du sang, qui s’accélère après un effort, n’en modifie pas l’intensité. Le même principe de résonateur de Helmholtz explique le son qu’on obtient en soufflant sur le goulot d’une bouteille, ou le rôle de la caisse d’une guitare. Plaquer une cavité contre l’oreille modifie aussi la résonance du conduit auditif lui-même, ce qui contribue à l’impression. C’est un bel exemple de la manière dont la perception mêle physique et attentes du cerveau.',
    },
  },
  {
    id: 'speed-of-light',
    title: 'À quelle vitesse va la lumière ?',
    phrasings: [
      'vitesse de la lumière',
      'à quelle vitesse va la lumière',
      'a quelle vitesse va la lumiere',
      'la lumière va vite comment',
      'pk rien ne va plus vite que la lumière',
      'c’est quoi une année-lumière',
      'année lumière',
      'qu’est-ce qui va le plus vite au monde',
      'combien de temps met la lumière du soleil pour arriver',
    ],
    answers: {
      up_to_5:
        'La lumière est ce qui va le plus vite au monde ! Le temps que tu dises « un », elle a déjà fait sept fois le tour de la Terre.',
      '6_to_8':
        'La lumière va incroyablement vite : environ 300 000 kilomètres en une seconde ! En une seconde, elle pourrait faire sept fois le tour de la Terre. C’est pour ça que quand tu allumes la lampe, la pièce s’éclaire tout de suite. La lumière du Soleil met quand même un peu plus de 8 minutes pour arriver jusqu’à nous, parce que le Soleil est très, très loin. Pendant un orage, tu vois l’éclair avant d’entendre le tonnerre, car la lumière va beaucoup plus vite que le son. Et rien ne peut aller plus vite que la lumière.',
      '9_to_12':
        'Dans le vide, la lumière parcourt environ 300 000 kilomètres par seconde, exactement 299 792 458 mètres par seconde. À cette vitesse, elle met un peu plus d’une seconde pour aller de la Terre à la Lune, et environ 8 minutes et 20 secondes pour venir du Soleil. Cela signifie qu’on voit toujours le Soleil tel qu’il était il y a 8 minutes ! Les étoiles sont si loin qu’on mesure leur distance en années-lumière : une année-lumière est la distance que parcourt la lumière en un an, environ 9 500 milliards de kilomètres. L’étoile la plus proche après le Soleil, Proxima du Centaure, est à un peu plus de 4 années-lumière. Regarder loin dans l’espace, c’est donc regarder dans le passé. En 1676, l’astronome danois Ole Rømer a été le premier à montrer que la lumière ne va pas infiniment vite, en observant une lune de Jupiter. Aucun objet, aucune fusée, ne peut atteindre cette vitesse.',
      '13_plus':
        'La vitesse de la lumière dans le vide, notée c, vaut exactement 299 792 458 m/s : depuis 1983, c’est elle qui sert à définir le mètre. Longtemps, on a cru la lumière instantanée. En 1676, Ole Rømer remarque que les éclipses de Io, une lune de Jupiter, prennent du retard quand la Terre s’éloigne de Jupiter, et en déduit une vitesse finie ; en 1849, Hippolyte Fizeau la mesure sur Terre avec une roue dentée, entre Suresnes et Montmartre, puis Léon Foucault affine la mesure avec un miroir tournant. En 1887, l’expérience de Michelson et Morley montre que cette vitesse ne dépend pas du mouvement de la Terre. En 1905, Albert Einstein en fait un pilier de la relativité restreinte : c est la même pour tous les observateurs, et c’est une limite qu’aucun objet ayant une masse ne peut atteindre, car il faudrait une énergie infinie pour l’accélérer jusque-là. Il en découle des effets surprenants, comme le ralentissement du temps pour un objet très rapide, vérifié avec des horloges atomiques et des particules. Dans la matière, la lumière est ralentie : environ 225 000 km/s dans l’eau, 200 000 km/s dans le verre. L’année-lumière, environ 9 460 milliards de kilomètres, mesure les distances astronomiques : la lumière des galaxies lointaines a voyagé des milliards d’années, ce qui fait des télescopes de véritables machines à remonter le temps.',
    },
  },
  {
    id: 'what-is-electricity',
    title: 'C’est quoi, l’électricité ?',
    phrasings: [
      'c’est quoi l’électricité',
      'c koi l’electricite',
      'comment marche l’électricité',
      'd’où vient l’électricité',
      'électricité',
      'electricite',
      'comment l’électricité arrive dans la maison',
    ],
    answers: {
      up_to_5:
        'L’électricité, c’est une force invisible qui court très vite dans les fils, comme de l’eau dans un tuyau. Elle fait marcher les lampes, le frigo et la télé !',
      '6_to_8':
        'Tout ce qui existe est fait de grains minuscules, et dans ces grains il y a des particules encore plus petites, les électrons. Quand on pousse les électrons à avancer tous ensemble dans un fil de métal, ça fait un courant électrique, un peu comme de l’eau qui coule dans un tuyau. Ce courant peut allumer une lampe, faire tourner un moteur ou chauffer un grille-pain. L’électricité de ta maison est fabriquée dans des centrales, par des éoliennes, des barrages ou des panneaux solaires, puis elle voyage dans de grands câbles jusqu’aux prises. Les éclairs d’un orage, c’est aussi de l’électricité !',
      '9_to_12':
        'Toute matière est faite d’atomes, qui contiennent des charges électriques : des protons positifs au centre et des électrons négatifs autour. Dans les métaux comme le cuivre, certains électrons peuvent se déplacer librement. Quand on branche un fil à une pile ou à une prise, on pousse ces électrons à avancer tous dans le même sens : c’est le courant électrique. Sa « poussée » se mesure en volts : une pile fait 1,5 volt, une prise de maison en France 230 volts. Le courant transporte de l’énergie, que les appareils transforment en lumière, en chaleur ou en mouvement. Dans les centrales, on fait tourner des alternateurs, de grosses bobines de fil près d’aimants : la vapeur d’une centrale nucléaire, l’eau d’un barrage ou le vent d’une éolienne servent à les faire tourner. Les panneaux solaires, eux, transforment directement la lumière en électricité. En France, la plus grande partie de l’électricité vient des centrales nucléaires. Notre corps aussi utilise de petits signaux électriques, dans les nerfs et le cœur.',
      '13_plus':
        'L’électricité regroupe les phénomènes liés aux charges électriques et à leurs mouvements. La charge est une propriété fondamentale de la matière, portée notamment par les protons (positifs) et les électrons (négatifs) ; des charges de même signe se repoussent, de signes opposés s’attirent. Un courant électrique est un déplacement d’ensemble de charges : des électrons dans les métaux, des ions dans les solutions ou dans notre corps. L’intensité se mesure en ampères, la tension, qui met les charges en mouvement, en volts, et la puissance, produit des deux, en watts. Curieusement, les électrons avancent très lentement dans un fil, souvent moins d’un millimètre par seconde, mais le signal se transmet presque à la vitesse de la lumière, comme dans un tuyau déjà plein d’eau. L’histoire de l’électricité passe par la pile d’Alessandro Volta en 1800, la découverte de l’induction par Michael Faraday en 1831, qui explique le fonctionnement des alternateurs, puis les équations de James Clerk Maxwell qui unifient électricité, magnétisme et lumière. À la fin du XIXe siècle, Thomas Edison défend le courant continu, Nikola Tesla et George Westinghouse le courant alternatif, qui l’emporte car sa tension se change facilement avec des transformateurs, ce qui limite les pertes sur les longues lignes. Aujourd’hui, en France, l’électricité est surtout d’origine nucléaire, complétée par l’hydraulique, l’éolien et le solaire. Produire l’électricité sans émettre de gaz à effet de serre est l’un des grands enjeux de la lutte contre le réchauffement climatique.',
    },
  },
  {
    id: 'electricity-danger',
    title: 'Pourquoi l’électricité est dangereuse ?',
    phrasings: [
      'pourquoi l’électricité est dangereuse',
      'pk on touche pas les prises',
      'pourquoi il ne faut pas mettre les doigts dans la prise',
      'c’est quoi une électrocution',
      'pourquoi on peut s’électrocuter',
      'pourquoi il faut pas toucher les fils électriques',
      'électricité et eau du bain',
      'pk les oiseaux sur les fils électriques ne meurent pas',
    ],
    answers: {
      up_to_5:
        'L’électricité peut passer dans ton corps et te faire très mal. C’est pour ça qu’on ne touche jamais une prise ou un fil, et qu’on demande toujours à un grand !',
      '6_to_8':
        'L’électricité qui arrive dans les prises de la maison est très forte. Ton corps contient beaucoup d’eau un peu salée, et l’électricité peut passer à travers lui. Si elle le traverse, elle peut brûler la peau, faire très mal, et même dérégler le cœur, qui marche lui aussi avec de petits signaux électriques. C’est pour ça qu’on ne met jamais les doigts ou un objet dans une prise, qu’on ne touche pas un fil abîmé, et qu’on n’utilise pas d’appareil électrique avec les mains mouillées ou près du bain. Les prises ont souvent des petits clapets pour protéger les enfants. Si quelque chose te paraît bizarre avec un fil ou une prise, appelle un adulte.',
      '9_to_12':
        'Le danger de l’électricité vient du courant qui traverse le corps. Notre corps conduit l’électricité, car il contient beaucoup d’eau chargée de sels. La tension des prises en France, 230 volts, suffit à faire passer un courant dangereux, surtout si la peau est mouillée, car l’eau facilite le passage. Le courant peut provoquer des brûlures, contracter les muscles au point qu’on n’arrive plus à lâcher le fil, et perturber le rythme du cœur, ce qui peut être mortel. C’est pourquoi les maisons ont un disjoncteur différentiel, qui coupe le courant en une fraction de seconde s’il s’échappe par un chemin anormal, comme une personne. Tu t’es peut-être demandé pourquoi les oiseaux posés sur les lignes électriques ne risquent rien : ils ne touchent qu’un seul fil et pas le sol, donc le courant n’a aucune raison de passer par eux. Un humain qui toucherait un fil en ayant les pieds par terre, lui, deviendrait un chemin vers le sol. Les règles à retenir : ne jamais toucher une prise ou un fil abîmé, jamais d’appareil électrique près de l’eau, ne jamais grimper sur un pylône et ne jamais faire voler un cerf-volant près des lignes.',
      '13_plus':
        'Ce qui blesse, c’est l’intensité du courant qui traverse le corps ; elle dépend de la tension et de la résistance du corps, selon la loi d’Ohm (I = U/R). La peau sèche oppose une résistance de plusieurs milliers d’ohms, qui chute fortement quand elle est mouillée ou blessée ; l’intérieur du corps, riche en électrolytes, conduit bien. Les effets dépendent de l’intensité, de la durée et du trajet : vers 1 milliampère, on sent un picotement ; à partir d’une dizaine de milliampères, les muscles se contractent et l’on peut ne plus pouvoir lâcher le conducteur ; à partir de quelques dizaines de milliampères traversant le thorax, le cœur risque la fibrillation ventriculaire, un trouble du rythme mortel sans défibrillation rapide. Les courants forts provoquent aussi des brûlures, parfois profondes sous une peau d’apparence peu atteinte. Le courant alternatif domestique, à 50 Hz, est particulièrement propice à la fibrillation. C’est pourquoi les installations françaises imposent une prise de terre et des disjoncteurs différentiels de 30 mA, qui coupent le circuit dès qu’une fuite de courant est détectée. Les oiseaux sur une ligne ne craignent rien tant qu’ils ne touchent qu’un conducteur, car aucune différence de tension ne s’applique à leur corps ; les grands oiseaux qui touchent deux fils ou un pylône, eux, peuvent être électrocutés. Les lignes à très haute tension, jusqu’à 400 000 volts en France, peuvent même faire jaillir un arc électrique sans contact direct : il faut s’en tenir éloigné. En cas d’électrocution, on ne touche pas la victime avant d’avoir coupé le courant, et on appelle les secours, le 15 ou le 112.',
    },
  },
  {
    id: 'static-electricity',
    title: 'Pourquoi on prend des petites décharges d’électricité statique ?',
    phrasings: [
      'électricité statique',
      'electricite statique',
      'pourquoi je prends des décharges quand je touche quelqu’un',
      'pourquoi mes cheveux se dressent avec un ballon',
      'pk le ballon colle aux cheveux',
      'pourquoi on prend le jus en touchant la voiture',
      'petite décharge en touchant une poignée de porte',
      'pourquoi mon pull fait des étincelles',
      'cheveux électriques',
      'pourquoi je prends une châtaigne en touchant la portière',
    ],
    answers: {
      up_to_5:
        'Quand tu frottes un ballon sur tes cheveux, de minuscules grains d’électricité passent de l’un à l’autre. Après, le ballon et tes cheveux s’attirent, et tes cheveux se dressent tout seuls !',
      '6_to_8':
        'Quand deux choses se frottent, comme un ballon et tes cheveux, ou tes chaussons et la moquette, de toutes petites particules, les électrons, passent de l’une à l’autre. L’une en a trop, l’autre pas assez : elles sont chargées d’une électricité qui ne bouge pas, d’où le nom d’électricité « statique ». Des choses chargées différemment s’attirent : c’est pour ça que le ballon colle à tes cheveux ou au mur. Et quand tu es chargé et que tu touches une poignée en métal, l’électricité s’échappe d’un coup : tu sens un petit « tic », parfois avec une étincelle ! Ça surprend, mais ce n’est pas dangereux.',
      '9_to_12':
        'Les atomes contiennent des charges positives, au centre, et négatives, les électrons, autour. D’habitude, les deux s’équilibrent. Mais quand on frotte deux matières différentes, des électrons passent de l’une à l’autre : celle qui en gagne devient négative, celle qui en perd positive. Comme ces charges restent sur place, on parle d’électricité statique. Les charges opposées s’attirent, les charges pareilles se repoussent : tes cheveux, tous chargés de la même façon, s’écartent les uns des autres et se dressent. Par temps sec, les charges s’accumulent facilement sur toi quand tu marches sur une moquette ou que tu enlèves un pull en laine. En touchant un objet en métal, la charge s’écoule d’un coup : c’est la petite décharge, qui peut atteindre plusieurs milliers de volts, mais dure si peu de temps qu’elle est sans danger. Par temps humide, l’eau de l’air fait fuir doucement les charges, et il y a moins de décharges. Les éclairs d’orage sont un phénomène de la même famille, mais immensément plus puissant.',
      '13_plus':
        'L’électrisation par frottement, ou effet triboélectrique, est connue depuis l’Antiquité : Thalès de Milet aurait observé, six siècles avant notre ère, que l’ambre frotté attire des brindilles, et le mot « électricité » vient du grec êlektron, qui désigne l’ambre. Lorsque deux matériaux entrent en contact puis se séparent, des électrons passent de celui qui les retient le moins vers celui qui les retient le plus ; la série triboélectrique classe les matériaux selon cette tendance, de la peau et de la laine, qui se chargent plutôt positivement, au PVC et au téflon, plutôt négatifs. Les matériaux isolants gardent ces charges localisées, d’où le terme de statique. Entre corps chargés s’exerce la force de Coulomb, proportionnelle aux charges et inversement proportionnelle au carré de la distance. Un objet chargé peut aussi attirer un objet neutre, comme des bouts de papier, en polarisant ses charges. Un corps humain peut accumuler une tension de plusieurs milliers de volts en marchant sur une moquette par temps sec ; au contact d’un conducteur, l’air s’ionise sur une fraction de millimètre et une étincelle jaillit. L’énergie en jeu est minime, quelques millijoules, ce qui rend la décharge désagréable mais inoffensive pour nous ; elle peut en revanche détruire des composants électroniques ou enflammer des vapeurs d’essence, d’où les consignes dans les stations-service. Les imprimantes laser et les photocopieuses exploitent l’électricité statique pour fixer l’encre en poudre sur le papier. La foudre repose sur une séparation de charges de même nature, mais à une tout autre échelle.',
    },
  },
  {
    id: 'light-bulb',
    title: 'Comment marche une ampoule ?',
    phrasings: [
      'comment marche une ampoule',
      'pourquoi l’ampoule s’allume',
      'pk une lampe fait de la lumière',
      'comment fonctionne une lampe',
      'ampoule électrique',
      'qui a inventé l’ampoule',
      'c’est quoi une led',
      'pourquoi l’ampoule est chaude',
      'ampoule led',
    ],
    answers: {
      up_to_5:
        'Quand tu appuies sur l’interrupteur, l’électricité court jusqu’à l’ampoule. Là, elle fait briller un tout petit morceau à l’intérieur, et la lumière s’allume !',
      '6_to_8':
        'Quand tu appuies sur l’interrupteur, tu ouvres un chemin pour l’électricité, qui peut alors couler jusqu’à la lampe. Dans les vieilles ampoules, elle traversait un fil de métal très fin qui devenait tellement chaud qu’il brillait, comme les braises d’un feu, mais en blanc. Elles chauffaient beaucoup : attention à ne pas les toucher ! Aujourd’hui, on utilise surtout des ampoules LED. À l’intérieur, de tout petits morceaux d’une matière spéciale font de la lumière directement quand l’électricité passe, en chauffant beaucoup moins. Elles consomment bien moins d’électricité et durent bien plus longtemps. Qui a inventé l’ampoule ? Plusieurs inventeurs y ont travaillé, et vers 1879, Thomas Edison aux États-Unis et Joseph Swan en Angleterre ont fabriqué les premières ampoules qui duraient longtemps.',
      '9_to_12':
        'Une lampe s’allume quand le circuit électrique est fermé : l’interrupteur relie les fils et laisse passer le courant. Dans une ampoule à incandescence, le courant traverse un filament de tungstène très fin, un métal qui supporte des températures énormes. Le filament résiste au passage du courant et chauffe jusqu’à environ 2 500 °C : à cette température, il émet une lumière blanche. Pour qu’il ne brûle pas, l’ampoule est vide d’air ou remplie d’un gaz qui ne réagit pas. Mais plus de 90 % de l’énergie part en chaleur : c’est pourquoi ces ampoules ont été peu à peu retirées de la vente en Europe à partir de 2009. Les ampoules LED, pour « diodes électroluminescentes », produisent la lumière autrement : dans un petit cristal, les électrons qui passent libèrent directement leur énergie sous forme de lumière. Elles consomment environ 5 à 10 fois moins et durent des années. L’ampoule n’a pas été inventée par une seule personne : Thomas Edison et Joseph Swan, vers 1879, ont rendu les premières ampoules vraiment pratiques.',
      '13_plus':
        'Une ampoule à incandescence repose sur le rayonnement thermique : tout corps chaud émet de la lumière, d’autant plus blanche qu’il est chaud. Un filament de tungstène, métal dont le point de fusion dépasse 3 400 °C, est porté à environ 2 500 °C par effet Joule ; il est placé dans une ampoule sous vide ou remplie de gaz inerte, comme l’argon, pour éviter qu’il ne s’oxyde. Son rendement est faible : l’essentiel du rayonnement est infrarouge, et seuls quelques pourcents de l’énergie deviennent lumière visible. Plusieurs inventeurs ont contribué à sa mise au point au XIXe siècle ; Joseph Swan en Angleterre et Thomas Edison aux États-Unis, vers 1879, ont produit les premières ampoules durables, Edison développant aussi tout un système de distribution électrique. Les tubes fluorescents et lampes dites « basse consommation » excitent une vapeur de mercure dont les ultraviolets font briller une poudre déposée sur la paroi. Les LED fonctionnent par électroluminescence : dans un semi-conducteur, des électrons se recombinent avec des « trous » à la jonction entre deux zones dopées différemment, et chaque recombinaison émet un photon dont la couleur dépend du matériau. La LED bleue efficace, mise au point au début des années 1990 par Isamu Akasaki, Hiroshi Amano et Shuji Nakamura, récompensés par le prix Nobel de physique en 2014, a permis de fabriquer des LED blanches, en recouvrant une LED bleue d’une couche de luminophore jaune. Ces lampes consomment environ 80 à 90 % d’énergie en moins que l’incandescence pour la même lumière. Leur diffusion a fortement réduit la consommation d’électricité liée à l’éclairage dans le monde.',
    },
  },
  {
    id: 'how-batteries-work',
    title: 'Comment marche une pile ?',
    phrasings: [
      'comment marche une pile',
      'pourquoi les piles s’usent',
      'pk la pile est vide',
      'c’est quoi une batterie',
      'comment fonctionne une batterie',
      'pourquoi il faut recharger le téléphone',
      'pourquoi il ne faut pas avaler une pile',
    ],
    answers: {
      up_to_5:
        'Dans une pile, il y a des produits qui fabriquent de l’électricité quand on la met dans un jouet. Quand ils sont tous utilisés, la pile est vide et le jouet s’arrête.',
      '6_to_8':
        'Une pile, c’est comme une petite réserve d’électricité. À l’intérieur, il y a deux matières différentes séparées par une pâte spéciale. Quand on met la pile dans un jouet, ces matières se transforment doucement, et pendant ce temps, elles poussent de l’électricité dans les fils. Quand toutes les matières ont été transformées, la pile est usée. Une batterie, comme celle d’un téléphone, est une pile qu’on peut recharger : en la branchant, on fait marcher la transformation à l’envers. Attention : les piles, surtout les petites piles rondes, ne se mettent jamais à la bouche, c’est très dangereux si on en avale une. Et on les jette dans des bacs spéciaux pour les recycler.',
      '9_to_12':
        'Une pile transforme de l’énergie chimique en énergie électrique. Elle contient deux matériaux, appelés électrodes, par exemple du zinc et du dioxyde de manganèse, séparés par un électrolyte, une pâte ou un liquide qui laisse passer des ions mais pas les électrons. L’un des matériaux a tendance à perdre des électrons, l’autre à en gagner. Quand on relie les deux bornes par un circuit, les électrons passent par les fils, et au passage ils font marcher la lampe ou le moteur. Quand les réactifs sont épuisés, la pile ne donne plus de courant. Une pile ordinaire fait 1,5 volt ; on en met plusieurs à la suite pour avoir plus de tension. Les batteries rechargeables, comme les batteries lithium-ion des téléphones, peuvent inverser la réaction quand on les branche au chargeur, des centaines de fois. Les piles contiennent des métaux qui polluent : on les rapporte dans les bacs de collecte des magasins. Et une pile bouton avalée peut brûler gravement l’intérieur du corps en quelques heures : si cela arrive, il faut prévenir un adulte et aller tout de suite aux urgences.',
      '13_plus':
        'Une pile est une cellule électrochimique qui exploite une réaction d’oxydoréduction : à l’anode, un métal réducteur s’oxyde en libérant des électrons ; à la cathode, une autre espèce chimique les capte et se réduit. Les deux demi-réactions sont séparées par un électrolyte, qui assure le passage des ions et ferme le circuit à l’intérieur, tandis que les électrons sont forcés de passer par le circuit extérieur, où leur énergie est utilisée. La tension dépend du couple de matériaux : environ 1,5 V pour une pile alcaline zinc-dioxyde de manganèse, 3,6 à 3,7 V pour un élément lithium-ion. En 1800, Alessandro Volta empile des disques de zinc et de cuivre séparés par du carton imbibé d’eau salée : c’est la première pile, d’où son nom, et le volt lui rend hommage. Il s’appuie sur les travaux de Luigi Galvani sur les « grenouilles électriques », qu’il réinterprète. L’accumulateur au plomb, inventé par Gaston Planté en 1859, est la première batterie rechargeable ; on l’utilise encore dans les voitures. La batterie lithium-ion, commercialisée en 1991, a valu le prix Nobel de chimie 2019 à John Goodenough, Stanley Whittingham et Akira Yoshino ; elle alimente téléphones, ordinateurs et voitures électriques. Sa capacité diminue avec les cycles, car des réactions parasites consomment peu à peu le lithium disponible. Les piles et batteries contiennent des métaux polluants ou précieux et doivent être recyclées. Avalée, une pile bouton peut provoquer en quelques heures une grave brûlure de l’œsophage : c’est une urgence médicale absolue.',
    },
  },
  {
    id: 'hot-and-cold',
    title: 'C’est quoi, le chaud et le froid ?',
    phrasings: [
      'c’est quoi le chaud et le froid',
      'pourquoi les choses sont chaudes ou froides',
      'c’est quoi la chaleur',
      'c’est quoi la température',
      'comment marche un thermomètre',
      'c’est quoi le froid',
      'quelle est la température la plus froide possible',
      'zéro absolu',
      'c’est quoi la chaleur et le froid',
      'pk la soupe refroidit',
    ],
    answers: {
      up_to_5:
        'Tout est fait de grains minuscules qui bougent tout le temps. Quand ils bougent très vite, c’est chaud ; quand ils bougent tout doucement, c’est froid !',
      '6_to_8':
        'Tout ce qui t’entoure est fait de grains minuscules, trop petits pour être vus, qui gigotent sans arrêt. Dans une chose chaude, comme la soupe, ils s’agitent très vite. Dans une chose froide, comme un glaçon, ils bougent lentement. Quand tu touches quelque chose de chaud, ses grains agités secouent ceux de ta main : tu sens la chaleur. La chaleur passe toujours du plus chaud vers le plus froid : c’est pour ça que ta soupe refroidit et que ton glaçon fond. Pour mesurer à quel point c’est chaud ou froid, on utilise un thermomètre.',
      '9_to_12':
        'La matière est faite d’atomes et de molécules en mouvement permanent : ils vibrent, tournent ou se déplacent. La température mesure à quel point ils s’agitent en moyenne. La chaleur, elle, est l’énergie qui passe d’un objet à un autre, toujours du plus chaud vers le plus froid, jusqu’à ce que les deux aient la même température. Elle peut passer par contact, comme ta main sur une tasse, par le mouvement d’un liquide ou d’un gaz, comme l’air chaud au-dessus d’un radiateur, ou par rayonnement, comme la chaleur du soleil qui traverse l’espace. En France, on mesure la température en degrés Celsius : l’eau gèle à 0 °C et bout à 100 °C, et ton corps est à environ 37 °C. Le froid n’est pas une matière qui entre : c’est seulement un manque de chaleur. Il existe une limite au froid, le zéro absolu, environ −273 °C, où les particules bougeraient le moins possible. Vers le chaud, c’est très différent : le cœur du Soleil atteint environ 15 millions de degrés.',
      '13_plus':
        'La température est une grandeur macroscopique liée à l’énergie cinétique moyenne d’agitation des particules qui composent la matière ; la chaleur est un transfert d’énergie entre systèmes de températures différentes. Cette distinction s’est imposée au XIXe siècle : auparavant, on imaginait la chaleur comme un fluide invisible, le « calorique ». Les expériences de James Joule, dans les années 1840, montrent qu’un travail mécanique peut produire de la chaleur en quantité proportionnelle, ce qui fonde le premier principe de la thermodynamique : l’énergie se conserve. Le deuxième principe, issu des travaux de Sadi Carnot puis de Rudolf Clausius, affirme que la chaleur passe spontanément du chaud vers le froid, jamais l’inverse ; un réfrigérateur doit consommer de l’énergie pour faire le contraire. Les transferts se font par conduction, par convection ou par rayonnement. L’échelle Celsius, proposée par Anders Celsius en 1742, repose sur l’eau ; l’échelle Kelvin, utilisée en science, part du zéro absolu, −273,15 °C, température à laquelle l’agitation thermique serait minimale. On ne peut jamais l’atteindre, mais les physiciens s’en approchent à moins d’un milliardième de degré. À l’autre extrême, le cœur du Soleil dépasse 15 millions de kelvins, et des collisions de noyaux dans les accélérateurs produisent des températures de plusieurs milliers de milliards de degrés. Nos sensations de chaud et de froid sont trompeuses : elles dépendent du flux de chaleur plus que de la température, comme le montre le métal qui paraît plus froid que le bois à la même température.',
    },
  },
  {
    id: 'metal-feels-cold',
    title: 'Pourquoi le métal est froid quand on le touche ?',
    phrasings: [
      'pourquoi le métal est froid',
      'pourquoi le fer est froid quand on le touche',
      'pk la barrière en métal semble froide',
      'pourquoi le métal paraît plus froid que le bois',
      'pourquoi le métal semble plus frais que le bois',
      'pourquoi la cuillère en métal devient chaude dans la soupe',
    ],
    answers: {
      up_to_5:
        'Le métal est un grand voleur de chaleur ! Quand tu le touches, il emporte très vite la chaleur de ta main, et c’est pour ça que tu sens du froid.',
      '6_to_8':
        'Voici une surprise : dans une même pièce, le bois et le métal sont à la même température. Pourtant, le métal paraît plus froid ! C’est parce que ta main est plus chaude que la pièce, et que le métal emporte très vite la chaleur de ta main, comme une éponge qui aspire l’eau. Le bois, lui, la laisse partir tout doucement. Ta peau ne sent pas vraiment la température : elle sent la chaleur qu’elle perd. C’est pareil avec le carrelage de la salle de bain sous tes pieds nus, comparé au tapis. Et à l’inverse, une cuillère en métal dans une soupe chaude devient vite brûlante !',
      '9_to_12':
        'Si un objet en métal et un objet en bois restent longtemps dans la même pièce, ils ont la même température, celle de l’air. Mais ton corps est à environ 37 °C, donc plus chaud. Quand tu les touches, la chaleur passe de ta main vers l’objet. Or le métal est un excellent conducteur thermique : il transporte la chaleur très vite loin de ta peau, qui se refroidit rapidement. Le bois, le plastique ou la laine sont des isolants : la chaleur s’y propage mal, une fine couche sous tes doigts se réchauffe et le flux ralentit beaucoup. Les capteurs de ta peau mesurent surtout la vitesse à laquelle tu perds de la chaleur, d’où l’impression de froid. L’effet s’inverse en été : une barrière en métal au soleil paraît bien plus brûlante qu’un banc en bois. C’est pourquoi les casseroles sont en métal et leurs poignées souvent en plastique ou en bois. Et en hiver, il ne faut jamais toucher du métal gelé avec la langue : la peau humide peut y rester collée par le gel.',
      '13_plus':
        'La sensation de froid au contact d’un métal illustre la différence entre température et flux de chaleur. À l’équilibre thermique, tous les objets d’une pièce sont à la même température. Au contact, la température de l’interface entre la peau et l’objet dépend d’une grandeur appelée effusivité thermique, qui combine conductivité, masse volumique et capacité thermique. Le métal, très effusif, impose à l’interface une température proche de la sienne ; le bois ou la laine, peu effusifs, laissent l’interface se rapprocher de la température de la peau. La conductivité thermique du cuivre, environ 400 W/(m·K), est de l’ordre de 3 000 fois celle du bois sec. Dans les métaux, ce sont surtout les électrons libres qui transportent la chaleur, ce qui explique que les bons conducteurs électriques soient aussi de bons conducteurs thermiques : c’est la loi de Wiedemann-Franz, établie en 1853. Nos thermorécepteurs cutanés répondent à la température de la peau et à ses variations, et non à la température de l’objet : la perception thermique renseigne donc sur un flux plus qu’elle ne mesure une température. Le même principe explique qu’une eau à 20 °C paraisse froide alors qu’un air à 20 °C semble agréable : l’eau extrait la chaleur bien plus vite. Les ingénieurs exploitent ces propriétés, en isolant les bâtiments avec des matériaux qui emprisonnent de l’air ou en évacuant la chaleur des processeurs avec des radiateurs en cuivre et en aluminium.',
    },
  },
  {
    id: 'why-fire-burns',
    title: 'Pourquoi le feu brûle ?',
    phrasings: [
      'pourquoi le feu brûle',
      'c’est quoi le feu',
      'pk le feu est chaud',
      'pourquoi le feu a besoin d’air',
      'flammes',
      'pourquoi les flammes montent',
      'pourquoi l’eau éteint le feu',
      'c koi une flamme',
      'pourquoi le bois brule',
    ],
    answers: {
      up_to_5:
        'Le feu, c’est du bois ou de la cire qui se mélange très vite avec l’air en faisant de la chaleur et de la lumière. Il est très chaud et il peut faire très mal : on ne joue jamais avec le feu.',
      '6_to_8':
        'Pour faire un feu, il faut trois choses : quelque chose qui brûle, comme du bois ou du papier, de l’air, et beaucoup de chaleur pour démarrer, comme une allumette. Quand le bois est assez chaud, il se mélange avec une partie de l’air, l’oxygène, et se transforme en fumée, en gaz et en cendres. Cette transformation libère beaucoup de chaleur et de lumière : ce sont les flammes. La chaleur du feu chauffe le bois d’à côté, qui brûle à son tour : c’est pour ça que le feu se propage. Si on enlève l’une des trois choses, le feu s’éteint : l’eau le refroidit, et une couverture l’étouffe en le privant d’air. Le feu est dangereux : on ne l’allume qu’avec un adulte.',
      '9_to_12':
        'Le feu est une réaction chimique appelée combustion. Il faut trois ingrédients, qu’on représente par le « triangle du feu » : un combustible, comme le bois, le gaz ou la cire ; un comburant, l’oxygène de l’air ; et une source de chaleur pour démarrer. Quand on chauffe du bois, il libère des gaz inflammables qui se combinent avec l’oxygène : cette réaction dégage énormément d’énergie, sous forme de chaleur et de lumière. Les flammes sont ces gaz brûlants ; leur couleur jaune vient de minuscules grains de suie chauffés à blanc. Une flamme monte vers le haut parce que l’air chaud, plus léger, s’élève. En brûlant, le bois produit surtout du dioxyde de carbone et de la vapeur d’eau, et il reste des cendres, les minéraux qui ne brûlent pas. Pour éteindre un feu, il faut casser le triangle : refroidir avec de l’eau, étouffer avec une couverture ou du sable, ou retirer le combustible. Attention : on ne jette jamais d’eau sur de l’huile qui brûle, cela fait jaillir des flammes ; un adulte coupe le feu et pose un couvercle.',
      '13_plus':
        'La combustion est une réaction d’oxydoréduction rapide et exothermique entre un combustible et un comburant, le plus souvent le dioxygène de l’air. Pour démarrer, elle a besoin d’une énergie d’activation : une fois lancée, la chaleur qu’elle dégage entretient la réaction, ce qui en fait une réaction auto-entretenue. Pour un solide comme le bois, la chaleur provoque d’abord une pyrolyse : la cellulose et la lignine se décomposent en gaz combustibles et en charbon de bois ; ce sont ces gaz qui brûlent dans la flamme, tandis que la braise est du carbone qui brûle à sa surface. La couleur jaune orangé d’une flamme de bougie provient du rayonnement de particules de suie portées à plus de 1 000 °C ; la zone bleue, à la base, correspond à l’émission de molécules excitées dans une combustion bien alimentée en oxygène, comme celle d’une gazinière. C’est Antoine Lavoisier qui, dans les années 1770, montre que la combustion est une combinaison avec l’oxygène, renversant la théorie du « phlogistique ». Les pompiers décrivent aujourd’hui un tétraèdre du feu, ajoutant la réaction en chaîne aux trois éléments du triangle : certains extincteurs agissent en la bloquant chimiquement. En apesanteur, sans convection pour évacuer les gaz chauds, une flamme de bougie devient sphérique et bleutée. La combustion du bois, du charbon, du pétrole et du gaz libère du dioxyde de carbone : c’est la principale cause du réchauffement climatique actuel.',
    },
  },
  {
    id: 'air-invisible',
    title: 'Pourquoi on ne voit pas l’air ?',
    phrasings: [
      'pourquoi on ne voit pas l’air',
      'pk on voit pas l’air',
      'c’est quoi l’air',
      'de quoi est fait l’air',
      'est-ce que l’air existe vraiment',
      'comment on sait qu’il y a de l’air',
      'air invisible',
      'pourquoi on voit pas le vent',
      'est-ce que l’air pèse quelque chose',
    ],
    answers: {
      up_to_5:
        'L’air est fait de grains si petits et si écartés que la lumière passe à travers sans se cogner. Tu ne le vois pas, mais tu le sens quand le vent souffle ou quand tu souffles sur ta main !',
      '6_to_8':
        'L’air est partout autour de toi, mais il est fait de grains minuscules, beaucoup trop petits pour être vus, et très éloignés les uns des autres. La lumière passe entre eux presque sans être gênée : c’est pour ça que l’air est invisible, comme une vitre très propre. Pourtant, il est bien là ! Le vent, c’est de l’air qui bouge : tu ne le vois pas, mais tu le sens sur ta peau et tu vois bouger les feuilles. Tu peux aussi le mettre dans un ballon, et tu le respires sans arrêt. Quand tu plonges un verre à l’envers dans l’eau, l’air reste coincé dedans et empêche l’eau d’entrer. Une bulle dans l’eau, c’est de l’air qu’on voit grâce à l’eau autour !',
      '9_to_12':
        'L’air est un mélange de gaz : environ 78 % d’azote, 21 % d’oxygène, un peu d’argon, de vapeur d’eau et de dioxyde de carbone. Dans un gaz, les molécules sont minuscules, environ un millionième de millimètre, et très espacées, bien plus que dans un liquide ou un solide. Aucune de ces molécules n’absorbe la lumière visible, donc la lumière traverse l’air presque sans perte : il est transparent et incolore. Pourtant, l’air a une masse : un mètre cube d’air pèse environ 1,2 kilo, et l’air d’une salle de classe pèse environ 200 kilos ! On voit parfois ses effets : le tremblement au-dessus d’une route chaude, où l’air chaud dévie un peu la lumière, ou la couleur bleue du ciel, car sur des kilomètres d’épaisseur, l’air éparpille un peu de lumière bleue. Ce qu’on voit dans le brouillard ou la buée, ce n’est pas l’air, mais de minuscules gouttes d’eau. L’air appuie aussi sur tout ce qui nous entoure : c’est la pression atmosphérique.',
      '13_plus':
        'L’air sec est composé d’environ 78 % de diazote, 21 % de dioxygène, 0,9 % d’argon et 0,04 % de dioxyde de carbone, auxquels s’ajoute une quantité variable de vapeur d’eau. Son invisibilité tient à deux raisons. D’abord, ces molécules n’absorbent presque pas dans le domaine visible : leurs transitions électroniques demandent des énergies correspondant à l’ultraviolet, et leurs vibrations à l’infrarouge. Ensuite, elles sont très petites devant la longueur d’onde de la lumière, ce qui ne permet qu’une diffusion très faible, dite de Rayleigh, inversement proportionnelle à la puissance quatrième de la longueur d’onde : négligeable sur quelques mètres, elle devient visible sur des dizaines de kilomètres et colore le ciel en bleu. Dans les conditions ordinaires, un litre d’air contient environ 2,5 × 10²² molécules, séparées en moyenne par une dizaine de fois leur taille. La matérialité de l’air a été démontrée au XVIIe siècle : Evangelista Torricelli invente le baromètre en 1643, et en 1654 Otto von Guericke montre avec les hémisphères de Magdebourg que des chevaux ne parviennent pas à séparer deux demi-sphères vidées de leur air. La pression atmosphérique au niveau de la mer, environ 1 013 hectopascals, équivaut au poids d’une colonne d’eau de 10 mètres. L’air devient visible quand son indice de réfraction varie localement, comme dans les mirages, ou quand il contient des gouttelettes ou des poussières qui diffusent la lumière.',
    },
  },
  {
    id: 'water-boils-steam',
    title: 'Pourquoi l’eau bout et fait de la vapeur ?',
    phrasings: [
      'pourquoi l’eau bout',
      'pourquoi l’eau fait des bulles quand elle chauffe',
      'c’est quoi la vapeur',
      'pk la casserole fait de la fumée',
      'eau qui bout',
      'ébullition',
      'pourquoi l’eau bout à 100 degrés',
      'c’est quoi la buée',
      'pourquoi il y a des bulles dans l’eau chaude',
    ],
    answers: {
      up_to_5:
        'Quand l’eau devient très, très chaude, elle se transforme en un gaz invisible, la vapeur. Les grosses bulles dans la casserole, ce sont des bulles de vapeur qui s’échappent. Attention, c’est brûlant !',
      '6_to_8':
        'L’eau est faite de grains minuscules qui bougent. Quand on la chauffe, ils s’agitent de plus en plus. Vers 100 degrés, ils bougent tellement qu’ils se séparent et s’envolent : l’eau devient un gaz, la vapeur d’eau. Au fond de la casserole, là où c’est le plus chaud, il se forme des bulles de vapeur qui remontent et éclatent : on dit que l’eau bout. La vapeur est invisible ; le petit nuage blanc qu’on voit au-dessus, c’est de la vapeur qui a refroidi et s’est retransformée en toutes petites gouttes. C’est pareil pour la buée sur le miroir après ta douche. Attention, la vapeur brûle autant que l’eau bouillante !',
      '9_to_12':
        'Quand on chauffe de l’eau, ses molécules s’agitent de plus en plus vite. Même à température ordinaire, quelques-unes s’échappent de la surface : c’est l’évaporation, qui fait sécher le linge. Mais à 100 °C, au niveau de la mer, les molécules ont assez d’énergie pour former de la vapeur partout dans le liquide : des bulles naissent au fond de la casserole, remontent et éclatent. C’est l’ébullition. Tant qu’elle bout, l’eau reste à 100 °C : toute l’énergie du feu sert à la transformer en vapeur. La vapeur d’eau est un gaz transparent ; le nuage blanc au-dessus de la casserole est fait de minuscules gouttelettes, formées quand la vapeur se refroidit au contact de l’air : c’est la condensation. En devenant vapeur, l’eau prend environ 1 600 fois plus de place : c’est cette force qui faisait avancer les locomotives à vapeur. En montagne, l’air pèse moins, et l’eau bout plus tôt : vers 85 °C au sommet du mont Blanc, ce qui rend la cuisson des pâtes plus longue.',
      '13_plus':
        'L’ébullition est la vaporisation d’un liquide dans toute sa masse, lorsque la pression de vapeur saturante du liquide atteint la pression qui s’exerce sur lui. Pour l’eau sous une atmosphère, 1 013 hPa, cela se produit à 100 °C, valeur qui a longtemps servi de point de référence à l’échelle Celsius. Les bulles naissent sur des sites de nucléation, petites aspérités ou gaz dissous au fond du récipient ; le bruit qui précède l’ébullition vient des premières bulles qui s’effondrent en rencontrant l’eau plus froide au-dessus. La vaporisation absorbe une grande énergie, la chaleur latente, environ 2 260 joules par gramme, soit plus de cinq fois ce qu’il faut pour porter ce gramme d’eau de 0 à 100 °C ; c’est pourquoi la température reste constante pendant l’ébullition, et pourquoi une brûlure par la vapeur, qui libère cette énergie en se condensant sur la peau, est si grave. En altitude, la pression baisse et l’eau bout à plus basse température, environ 85 °C au sommet du mont Blanc ; à l’inverse, l’autocuiseur augmente la pression et porte l’eau à environ 120 °C, ce qui accélère la cuisson. Un liquide très pur dans un récipient lisse peut dépasser 100 °C sans bouillir, puis entrer brusquement en ébullition : ce phénomène de surchauffe explique certains accidents au micro-ondes. La vapeur invisible se condense en gouttelettes visibles au contact de l’air froid, formant ce qu’on appelle à tort de la « fumée ». La machine à vapeur, perfectionnée par James Watt à la fin du XVIIIe siècle, a exploité cette expansion considérable pour lancer la révolution industrielle, et la vapeur fait toujours tourner les turbines des centrales thermiques et nucléaires.',
    },
  },
  {
    id: 'sugar-dissolves',
    title: 'Pourquoi le sucre disparaît dans l’eau ?',
    phrasings: [
      'pourquoi le sucre disparaît dans l’eau',
      'pk le sucre fond dans le chocolat chaud',
      'où va le sucre dans l’eau',
      'pourquoi le sel disparaît dans l’eau',
      'dissoudre',
      'dissolution du sucre',
      'pourquoi le sucre fond dans le thé',
      'pourquoi le sucre se dissout plus vite dans l’eau chaude',
      'pourquoi l’huile ne se mélange pas avec l’eau',
    ],
    answers: {
      up_to_5:
        'Le sucre ne disparaît pas vraiment ! L’eau le découpe en morceaux si petits qu’on ne peut plus les voir. Goûte l’eau : elle est toute sucrée !',
      '6_to_8':
        'Quand tu mets du sucre dans l’eau, on dirait qu’il disparaît, mais il est toujours là : goûte, c’est sucré ! L’eau est faite de grains minuscules qui bougent tout le temps. Ils se faufilent contre le sucre et en détachent de tout petits morceaux, un par un, jusqu’à ce qu’il soit découpé en grains trop petits pour être vus. On dit que le sucre se dissout. Dans l’eau chaude, les grains d’eau bougent plus vite, alors le sucre se dissout plus vite : c’est pour ça qu’il fond bien dans le chocolat chaud. Le sel fait pareil. Mais l’huile, elle, ne se mélange pas à l’eau : elle reste en gouttes et remonte au-dessus.',
      '9_to_12':
        'Un morceau de sucre est fait de milliards de milliards de molécules de saccharose, collées les unes aux autres en cristal. Les molécules d’eau ont un côté un peu positif et un côté un peu négatif : elles s’accrochent facilement aux molécules de sucre et les arrachent une à une du cristal. Chaque molécule de sucre se retrouve alors entourée de molécules d’eau et se disperse dans tout le verre : c’est la dissolution, et le mélange obtenu s’appelle une solution. Les molécules sont bien trop petites pour être vues, mais le sucre est toujours là : si tu laisses l’eau s’évaporer, il réapparaît en cristaux. Plus l’eau est chaude, plus ses molécules s’agitent et plus la dissolution est rapide ; remuer aide aussi. Il y a une limite : au-delà d’une certaine quantité, le sucre ne se dissout plus et reste au fond, l’eau est saturée. L’eau chaude peut dissoudre beaucoup plus de sucre que l’eau froide. L’huile, elle, n’a pas ces côtés chargés : l’eau ne s’y accroche pas, et les deux restent séparées.',
      '13_plus':
        'La dissolution d’un solide moléculaire comme le saccharose repose sur les interactions entre solvant et soluté. L’eau est une molécule polaire : l’oxygène porte une charge partielle négative, les hydrogènes des charges partielles positives. Le saccharose possède de nombreux groupes hydroxyle qui forment des liaisons hydrogène avec l’eau ; ces liaisons compensent l’énergie nécessaire pour défaire le cristal, et les molécules passent en solution, chacune entourée d’une couche de molécules d’eau : on parle de solvatation. Pour un solide ionique comme le sel, l’eau sépare les ions sodium et chlorure, ce qui explique que l’eau salée conduise l’électricité. La solubilité a une limite qui dépend de la température : environ 2 kilos de saccharose par litre d’eau à 20 °C, près de 5 kilos à 100 °C, ce qui permet de préparer sirops et caramels ; une solution sursaturée qui refroidit lentement fait pousser des cristaux, comme le sucre candi. La vitesse de dissolution dépend de la surface de contact, de l’agitation et de la température, qui accélèrent les échanges. La règle « le semblable dissout le semblable » résume le comportement des solvants : les substances polaires se dissolvent dans l’eau, les substances apolaires comme les graisses dans des solvants apolaires. L’huile et l’eau ne se mélangent donc pas, sauf si l’on ajoute un tensioactif, comme le savon ou la lécithine du jaune d’œuf dans la mayonnaise. La dissolution ne détruit pas la matière : la masse totale se conserve, comme l’avait souligné Lavoisier.',
    },
  },
  {
    id: 'helium-balloons',
    title: 'Pourquoi les ballons à l’hélium montent dans le ciel ?',
    phrasings: [
      'pourquoi les ballons à l’hélium s’envolent',
      'pourquoi les ballons s’envolent dans le ciel',
      'pk mon ballon monte au plafond',
      'ballon hélium',
      'ballon helium',
      'c’est quoi l’hélium',
      'pourquoi le ballon gonflé à l’hélium monte',
      'où va le ballon quand on le lâche',
      'pourquoi la voix change avec l’hélium',
      'pourquoi mon ballon est retombé le lendemain',
      'pourquoi mon ballon s’envole tout seul',
      'mon ballon de la fête foraine s’envole tout seul',
    ],
    answers: {
      up_to_5:
        'Dans ton ballon, il y a un gaz très, très léger, l’hélium, plus léger que l’air. Alors l’air le pousse vers le haut, comme l’eau pousse un bouchon, et le ballon s’envole !',
      '6_to_8':
        'Ces ballons sont remplis d’hélium, un gaz beaucoup plus léger que l’air autour de nous. L’air pousse le ballon vers le haut, un peu comme l’eau de ton bain pousse ton canard en plastique pour qu’il flotte. Comme le ballon rempli d’hélium est plus léger que l’air qu’il pousse, il monte ! Un ballon gonflé avec ta bouche contient ton souffle, qui n’est pas plus léger que l’air : il retombe. Après un jour ou deux, l’hélium s’échappe tout doucement à travers le caoutchouc, et le ballon redescend. Si tu le lâches dehors, il monte très haut, jusqu’à éclater : mieux vaut bien tenir la ficelle, car ses morceaux peuvent retomber dans la nature.',
      '9_to_12':
        'Un ballon flotte dans l’air comme un bateau dans l’eau : il reçoit une poussée vers le haut égale au poids de l’air qu’il déplace, c’est la poussée d’Archimède. Un litre d’air pèse environ 1,2 gramme, mais un litre d’hélium seulement 0,17 gramme, environ sept fois moins. Un ballon de fête d’une dizaine de litres rempli d’hélium est donc plus léger que l’air qu’il remplace, et la différence suffit à soulever l’enveloppe et la ficelle. L’hélium est le deuxième élément le plus léger, après l’hydrogène ; on n’utilise plus l’hydrogène pour les ballons car il brûle très facilement. Les atomes d’hélium sont si petits qu’ils traversent peu à peu le caoutchouc : un ballon en latex se dégonfle en un jour environ, alors qu’un ballon métallisé tient des semaines. Lâché, un ballon monte jusqu’à plusieurs kilomètres d’altitude ; là-haut, l’air est moins dense, le ballon gonfle et finit par éclater, et ses débris peuvent être avalés par des animaux. L’hélium est rare sur Terre : on l’extrait du gaz naturel, et il sert aussi à refroidir les aimants des appareils d’IRM. Respirer l’hélium d’un ballon pour avoir une drôle de voix est dangereux, car on manque d’oxygène : il ne faut pas le faire.',
      '13_plus':
        'Un ballon à l’hélium obéit au principe d’Archimède, valable dans tous les fluides : il subit une poussée verticale égale au poids du volume d’air déplacé. Dans les conditions ordinaires, l’air a une masse volumique d’environ 1,2 kg/m³ et l’hélium d’environ 0,17 kg/m³ ; chaque litre d’hélium offre donc une force ascensionnelle d’environ 1 gramme, à laquelle il faut retrancher la masse de l’enveloppe. À température et pression égales, un même volume de gaz contient le même nombre de molécules, selon la loi d’Avogadro ; or un atome d’hélium, de masse 4, est environ sept fois plus léger qu’une molécule moyenne d’air, de masse 29 environ. L’hélium est chimiquement inerte, alors que l’hydrogène, encore plus léger, est très inflammable : l’incendie du dirigeable Hindenburg en 1937 a mis fin à son usage pour le transport de passagers. Découvert en 1868 dans le spectre du Soleil, d’où son nom tiré du grec hêlios, l’hélium n’a été isolé sur Terre qu’en 1895. Il y provient de la désintégration radioactive de l’uranium et du thorium dans les roches, s’accumule dans certains gisements de gaz naturel, et, une fois libéré dans l’atmosphère, finit par s’échapper vers l’espace : c’est une ressource non renouvelable, indispensable à la cryogénie, par exemple pour les aimants supraconducteurs des IRM. Inhaler l’hélium d’un ballon modifie le timbre de la voix, car le son s’y propage près de trois fois plus vite, mais c’est risqué, car le gaz prend la place de l’oxygène dans les poumons. Lâchés, les ballons montent jusqu’à éclater et leurs débris polluent l’environnement, ce qui pousse certaines villes à interdire les lâchers de ballons.',
    },
  },
  {
    id: 'hot-air-balloon',
    title: 'Pourquoi les montgolfières volent ?',
    phrasings: [
      'pourquoi les montgolfières volent',
      'comment vole une montgolfière',
      'pk la montgolfière monte',
      'montgolfière',
      'montgolfiere',
      'pourquoi l’air chaud monte',
      'qui a inventé la montgolfière',
      'ballon à air chaud',
      'frères montgolfier',
    ],
    answers: {
      up_to_5:
        'Dans une montgolfière, on chauffe l’air avec une grosse flamme. L’air chaud est plus léger que l’air froid, alors il monte… et il emporte le grand ballon et son panier avec lui !',
      '6_to_8':
        'Une montgolfière, c’est un énorme ballon en tissu avec un panier accroché dessous, qu’on appelle la nacelle. Un brûleur envoie une grande flamme dans le ballon pour chauffer l’air à l’intérieur. Quand l’air chauffe, ses grains s’écartent : il devient plus léger que l’air froid autour, et il monte, comme une bulle dans l’eau. Le ballon, rempli de cet air léger, s’élève avec les passagers. Pour descendre, le pilote arrête de chauffer, ou laisse sortir un peu d’air chaud par le haut. Il ne peut pas choisir sa direction : c’est le vent qui pousse la montgolfière.',
      '9_to_12':
        'Une montgolfière vole grâce à la poussée d’Archimède et à une propriété de l’air : quand on le chauffe, il se dilate et devient moins dense. Un brûleur au propane porte l’air de l’enveloppe à environ 100 °C ; un mètre cube de cet air pèse alors environ 250 grammes de moins qu’un mètre cube d’air froid. Comme l’enveloppe contient plusieurs milliers de mètres cubes, la différence suffit à soulever le tissu, la nacelle, les bouteilles de gaz et plusieurs passagers. Pour monter, le pilote chauffe ; pour descendre, il laisse refroidir ou ouvre une soupape au sommet. Il ne peut pas diriger le ballon, mais il cherche des vents qui soufflent dans des directions différentes selon l’altitude. La montgolfière a été inventée en France par les frères Joseph et Étienne de Montgolfier, fabricants de papier à Annonay. En 1783, un mouton, un canard et un coq ont volé à Versailles, puis, quelques semaines plus tard, Pilâtre de Rozier et le marquis d’Arlandes ont été les premiers humains à voler, au-dessus de Paris.',
      '13_plus':
        'L’aérostation à air chaud exploite la poussée d’Archimède : l’enveloppe subit une force égale au poids de l’air extérieur déplacé, tandis que son poids inclut celui de l’air chaud intérieur. À pression égale, la masse volumique d’un gaz est inversement proportionnelle à sa température absolue : l’air à 100 °C, soit environ 373 K, est environ 20 % moins dense que l’air à 20 °C, soit environ 293 K. La portance nette d’une montgolfière n’est donc que d’environ 0,25 kg par mètre cube, d’où des enveloppes de 2 000 à 4 000 m³ pour les ballons de tourisme. Le 4 juin 1783, les frères Montgolfier font s’élever un ballon sans passager à Annonay ; le 19 septembre, devant Louis XVI à Versailles, un mouton, un canard et un coq volent ; le 21 novembre, Pilâtre de Rozier et le marquis d’Arlandes effectuent le premier vol humain libre, d’environ 25 minutes, au-dessus de Paris. Dix jours plus tard, Jacques Charles et Nicolas Robert s’envolent dans un ballon à hydrogène, la « charlière », plus efficace mais plus dangereux. Les Montgolfier croyaient d’abord que la fumée contenait un gaz particulier ; c’est en réalité la dilatation de l’air chaud qui explique le vol. Les montgolfières modernes, en nylon enduit avec brûleurs au propane, sont apparues vers 1960. Les pilotes exploitent les variations de direction du vent avec l’altitude, car un ballon n’a pas de gouvernail. Les ballons scientifiques à hélium montent bien plus haut, jusqu’à plus de 40 km.',
    },
  },
  {
    id: 'why-iron-rusts',
    title: 'Pourquoi le fer rouille ?',
    phrasings: [
      'pourquoi le fer rouille',
      'c’est quoi la rouille',
      'pk mon vélo rouille',
      'rouille',
      'pourquoi le métal devient orange',
      'comment empêcher la rouille',
      'pourquoi les clous rouillent',
      'rouiller',
      'pourquoi l’or ne rouille pas',
    ],
    answers: {
      up_to_5:
        'Quand le fer reste longtemps dehors, l’eau et l’air le grignotent tout doucement. Il devient orange et tout friable : c’est la rouille !',
      '6_to_8':
        'La rouille, c’est ce qui arrive au fer quand il rencontre de l’eau et de l’air en même temps. Une partie de l’air, l’oxygène, se colle au fer et le transforme en une nouvelle matière, orange et friable : la rouille. Elle s’effrite et laisse l’eau attaquer le fer en dessous, alors un objet rouillé peut finir troué ! C’est pour ça que ton vélo rouille s’il reste sous la pluie. Pour protéger le fer, on le peint, on le graisse, ou on le recouvre d’un autre métal. L’or, lui, ne rouille jamais : c’est pour ça que les bijoux anciens en or brillent encore.',
      '9_to_12':
        'La rouille est le résultat d’une réaction chimique entre le fer, l’oxygène de l’air et l’eau, qu’on appelle une oxydation. Le fer perd des électrons et se combine avec l’oxygène et l’eau pour former des oxydes de fer, la matière orangée qu’on appelle rouille. Sans eau, la réaction est très lente : dans un désert ou dans une maison sèche, le fer rouille à peine. Le sel accélère beaucoup la réaction, c’est pourquoi les voitures rouillent plus vite au bord de la mer ou dans les régions où l’on sale les routes. Le problème de la rouille, c’est qu’elle est poreuse et s’écaille : elle ne protège pas le fer dessous, qui continue de rouiller jusqu’à être rongé. Pour l’éviter, on peint le fer, on le recouvre de zinc, c’est l’acier galvanisé, ou on fabrique de l’acier inoxydable en ajoutant du chrome. L’aluminium s’oxyde aussi, mais il forme une couche très fine et solide qui le protège. L’or et le platine, eux, ne réagissent presque pas avec l’air. La planète Mars doit d’ailleurs sa couleur rouge à des poussières riches en oxyde de fer !',
      '13_plus':
        'La rouille est le produit de la corrosion du fer et de l’acier en présence de dioxygène et d’eau. Il s’agit d’un processus électrochimique : sur une zone de la surface, jouant le rôle d’anode, le fer s’oxyde en ions Fe²⁺ en libérant des électrons ; ceux-ci circulent dans le métal jusqu’à une zone cathodique où le dioxygène dissous dans l’eau est réduit. Les ions fer, oxydés en Fe³⁺, précipitent en un mélange d’oxydes et d’hydroxydes de fer hydratés, de formule approchée Fe₂O₃·nH₂O. Les ions dissous, notamment les chlorures du sel, augmentent la conductivité de l’eau et accélèrent fortement la corrosion. Contrairement à l’alumine qui recouvre l’aluminium ou à l’oxyde de chrome de l’acier inoxydable, qui forment une couche passive fine et imperméable, la rouille est volumineuse et poreuse : elle s’écaille et expose le métal sain, d’où une corrosion qui progresse en profondeur. Les moyens de lutte sont variés : peintures et revêtements, galvanisation par une couche de zinc qui s’oxyde à la place du fer, anodes sacrificielles fixées sur les coques de navires, ou alliages inoxydables contenant au moins 10,5 % de chrome. On estime que la corrosion coûte chaque année quelques pourcents du produit intérieur brut des pays industrialisés. Certains aciers, dits autopatinables, forment au contraire une rouille compacte et protectrice, utilisée en architecture. À l’échelle planétaire, l’oxydation du fer a laissé des traces spectaculaires : les formations de fer rubané témoignent de l’apparition de l’oxygène dans les océans il y a plus de 2 milliards d’années, et la couleur de Mars provient d’oxydes de fer.',
    },
  },
  {
    id: 'fireworks-colours',
    title: 'Pourquoi les feux d’artifice ont des couleurs ?',
    phrasings: [
      'pourquoi les feux d’artifice ont des couleurs',
      'comment marche un feu d’artifice',
      'pk les feux d’artifice font boum',
      'couleurs des feux d’artifice',
      'feu d’artifice',
      'feux d’artifices',
      'comment on fait les couleurs des feux d’artifice',
      'qui a inventé les feux d’artifice',
      'pourquoi on voit le feu d’artifice avant d’entendre le boum',
    ],
    answers: {
      up_to_5:
        'Dans les feux d’artifice, il y a des poudres spéciales. Quand elles brûlent très haut dans le ciel, chacune fait une couleur : rouge, vert, bleu… et boum, des fleurs de lumière !',
      '6_to_8':
        'Un feu d’artifice, c’est une sorte de grosse boule en carton remplie de poudre. On l’allume, elle monte dans le ciel, puis elle explose et lance des dizaines de petites boules brillantes, qu’on appelle des étoiles. Leurs couleurs viennent de métaux réduits en poudre, mélangés dedans : chacun brille d’une couleur quand il brûle. Un métal donne du rouge, un autre du vert, un autre du jaune. Tu vois les couleurs avant d’entendre le « boum », parce que la lumière va beaucoup plus vite que le son. Les feux d’artifice sont dangereux à manipuler : seuls des spécialistes ou des adultes prudents les allument.',
      '9_to_12':
        'Un feu d’artifice est une boule de carton lancée d’un tube par une poudre qui brûle très vite, inventée en Chine il y a plus de 1 000 ans. Une mèche à retardement la fait exploser en altitude, ce qui éparpille des petites billes appelées étoiles, qui brûlent en traçant des traînées lumineuses. Les couleurs viennent de sels de métaux : quand ils sont chauffés très fort, les atomes de chaque métal émettent une lumière d’une couleur bien précise. Le strontium donne du rouge, le sodium du jaune, le baryum du vert, le cuivre du bleu, et un mélange de strontium et de cuivre du violet. Le bleu est la couleur la plus difficile à obtenir, car le composé de cuivre se détruit si la flamme est trop chaude. Le blanc brillant et les étincelles viennent de poudres de magnésium, d’aluminium ou de titane. Le « boum » arrive un peu après la lumière, car le son ne parcourt qu’environ 340 mètres par seconde. Les pétards et fusées ne sont jamais des jouets : chaque année, ils causent des brûlures graves aux mains et aux yeux.',
      '13_plus':
        'La pyrotechnie repose sur des réactions d’oxydoréduction très rapides entre un combustible et un oxydant mélangés intimement, ce qui leur permet de brûler sans l’oxygène de l’air. La poudre qui propulse les fusées d’artifice a été mise au point en Chine vers le IXe siècle ; elle y a servi aux premiers pétards et feux d’artifice avant d’arriver en Europe vers le XIIIe siècle. Les couleurs vives sont un phénomène d’émission atomique et moléculaire : portés à haute température, les atomes ou molécules voient leurs électrons passer à des niveaux d’énergie supérieurs, puis redescendre en émettant des photons de longueurs d’onde caractéristiques, les mêmes que celles qu’on observe lors du test de flamme en chimie. Le rouge provient surtout de composés du strontium, le vert du baryum, le jaune intense des raies du sodium vers 589 nm, le bleu du chlorure de cuivre, difficile à stabiliser au-dessus d’environ 1 200 °C. Des perchlorates servent d’oxydants, et des donneurs de chlore renforcent les couleurs en formant ces espèces émettrices. Les étincelles dorées et blanches sont des particules de métal, fer, aluminium, magnésium ou titane, chauffées jusqu’à l’incandescence. C’est au XIXe siècle que l’emploi du chlorate de potassium a permis des couleurs vives, auparavant limitées à l’orangé et au doré. Les feux d’artifice libèrent des fumées, des particules fines et des métaux, et leur bruit effraie les animaux : certaines communes testent des alternatives, comme les spectacles de drones.',
    },
  },
  {
    id: 'what-is-an-atom',
    title: 'C’est quoi, un atome ?',
    phrasings: [
      'c’est quoi un atome',
      'c koi un atome',
      'atomes',
      'de quoi est faite la matière',
      'c’est quoi la matière',
      'les atomes c’est quoi',
      'c’est quoi une molécule',
      'quelle est la plus petite chose du monde',
    ],
    answers: {
      up_to_5:
        'Tout ce qui existe est fait de minuscules briques, beaucoup trop petites pour être vues, qu’on appelle des atomes. Toi, ton doudou, l’eau et l’air : tout est fait d’atomes, comme une maison faite de briques !',
      '6_to_8':
        'Si tu coupais un morceau de sucre en deux, puis encore en deux, et encore, et encore, tu arriverais à des morceaux si petits qu’on ne pourrait plus les couper sans changer de matière : ce sont les atomes. Tout est fait d’atomes : toi, l’air, l’eau, les pierres, les étoiles. Ils sont incroyablement petits : dans un seul grain de sel, il y en a des milliards de milliards ! Il n’existe qu’une centaine de sortes d’atomes, comme l’oxygène, le carbone ou le fer. Mais en les assemblant de différentes façons, comme des Lego, on fabrique toutes les choses du monde. Quand plusieurs atomes s’accrochent ensemble, on appelle ça une molécule : l’eau, par exemple, c’est deux atomes d’hydrogène et un atome d’oxygène.',
      '9_to_12':
        'Un atome est la plus petite partie d’un élément chimique, comme le fer, l’or ou l’oxygène. Il est minuscule : environ un dix-millionième de millimètre ; il faudrait en aligner dix millions pour faire un millimètre. Au centre se trouve un noyau, fait de protons et de neutrons, et autour se trouvent des électrons, encore bien plus petits. Le plus étonnant, c’est qu’un atome est presque vide : si un atome avait la taille d’un stade de foot, son noyau serait comme une tête d’épingle au milieu. C’est le nombre de protons qui fait la différence entre les éléments : 1 pour l’hydrogène, 6 pour le carbone, 8 pour l’oxygène, 79 pour l’or. On en connaît 118, rangés dans le tableau périodique. Les atomes s’assemblent en molécules, comme l’eau, H₂O. Le mot « atome » vient du grec et veut dire « qu’on ne peut pas couper » : le philosophe Démocrite l’imaginait déjà il y a environ 2 400 ans. Depuis, on a découvert qu’on peut casser certains noyaux d’atomes : c’est ce qui se passe dans les centrales nucléaires.',
      '13_plus':
        'L’atome est l’unité de base de la matière ordinaire. L’idée remonte aux philosophes grecs Leucippe et Démocrite, au Ve siècle av. J.-C., mais elle ne devient scientifique qu’au début du XIXe siècle avec John Dalton, qui explique les proportions fixes des réactions chimiques par des atomes de masses différentes. En 1897, J. J. Thomson découvre l’électron ; en 1911, Ernest Rutherford montre, en bombardant une feuille d’or, que la masse de l’atome est concentrée dans un noyau minuscule, environ 100 000 fois plus petit que l’atome lui-même. Niels Bohr propose en 1913 un modèle où les électrons occupent des niveaux d’énergie définis, puis la mécanique quantique, dans les années 1920, les décrit comme des nuages de probabilité, les orbitales. Le noyau contient des protons, positifs, et des neutrons, neutres, découverts par James Chadwick en 1932 ; eux-mêmes sont faits de quarks. Le numéro atomique, nombre de protons, définit l’élément ; 118 éléments sont connus, dont environ 90 présents naturellement, classés dans le tableau périodique de Dmitri Mendeleïev, publié en 1869. Les électrons, surtout ceux des couches externes, déterminent les propriétés chimiques et les liaisons entre atomes, qui forment molécules et cristaux. Depuis les années 1980, le microscope à effet tunnel permet de « voir » et même de déplacer des atomes un par un. Les atomes de notre corps ont une longue histoire : l’hydrogène date du Big Bang, tandis que le carbone, l’oxygène ou le fer ont été fabriqués dans des étoiles : nous sommes faits de poussière d’étoiles.',
    },
  },
  {
    id: 'why-space-is-dark',
    title: 'Pourquoi l’espace est tout noir ?',
    phrasings: [
      'pourquoi l’espace est noir',
      'pk l’espace est tout noir',
      'pourquoi le ciel est noir la nuit alors qu’il y a plein d’étoiles',
      'pourquoi le ciel est noir dans l’espace',
      'paradoxe d’olbers',
      'pourquoi l’espace est sombre',
      'couleur de l’espace',
      'pourquoi il fait noir dans l’espace',
      'pourquoi le ciel est noir la nuit',
    ],
    answers: {
      up_to_5:
        'Dans l’espace, il n’y a pas d’air pour éparpiller la lumière du Soleil, alors tout est noir autour. Les étoiles sont si loin qu’elles ne sont que de tout petits points qui brillent dans ce grand noir.',
      '6_to_8':
        'Sur Terre, le jour, le ciel est bleu parce que l’air éparpille la lumière du Soleil dans tous les sens. Mais dans l’espace, il n’y a pas d’air : la lumière du Soleil file tout droit sans rien éclairer autour, et le fond reste noir, même en plein soleil ! La nuit, chez nous, notre côté de la Terre tourne le dos au Soleil, et on voit ce fond noir de l’espace. Il y a des milliards d’étoiles, mais elles sont tellement loin que leur lumière est très faible. On ne voit que les plus brillantes, comme des petits points. Les astronautes voient un ciel noir même quand le Soleil brille à côté d’eux !',
      '9_to_12':
        'Sur Terre, le ciel du jour est bleu parce que l’atmosphère éparpille la lumière du Soleil. Dans l’espace, il n’y a presque rien pour l’éparpiller : elle voyage en ligne droite, et on ne la voit que si elle arrive directement dans nos yeux. Le fond de l’espace est donc noir, même à côté du Soleil. Mais on peut aller plus loin : s’il y a des milliards de milliards d’étoiles, pourquoi le ciel nocturne n’est-il pas entièrement lumineux ? C’est une vraie énigme, qu’on appelle le paradoxe d’Olbers. La réponse tient à l’âge de l’univers : il a environ 13,8 milliards d’années, et la lumière des étoiles les plus lointaines n’a pas encore eu le temps de nous parvenir. De plus, l’univers est en expansion : la lumière des galaxies lointaines est étirée et affaiblie, jusqu’à devenir invisible pour nos yeux. Enfin, les étoiles ne brillent pas éternellement. Le ciel noir nous dit donc que l’univers a eu un commencement !',
      '13_plus':
        'L’obscurité du ciel nocturne est une observation plus profonde qu’il n’y paraît. Si l’univers était infini, éternel, statique et uniformément peuplé d’étoiles, toute ligne de visée finirait par rencontrer la surface d’une étoile, et le ciel entier devrait briller autant que le Soleil. Ce raisonnement, discuté dès Kepler puis popularisé par Heinrich Olbers en 1823, est connu sous le nom de paradoxe d’Olbers. Sa résolution principale est l’âge fini de l’univers, environ 13,8 milliards d’années : nous ne recevons que la lumière partie d’un volume limité, où il n’y a pas assez d’étoiles pour couvrir le ciel. L’écrivain Edgar Allan Poe avait d’ailleurs pressenti cette explication dès 1848, dans Eureka. L’expansion de l’univers joue aussi un rôle : elle décale la lumière des sources lointaines vers le rouge, en diminuant son énergie. Le ciel n’est d’ailleurs pas totalement noir : il baigne dans le fond diffus cosmologique, une lumière émise environ 380 000 ans après le Big Bang, aujourd’hui décalée dans le domaine des micro-ondes et correspondant à une température d’environ 2,7 K. Découvert par hasard en 1965 par Arno Penzias et Robert Wilson, ce rayonnement est l’une des preuves majeures du Big Bang. Dans l’espace proche, en l’absence d’atmosphère pour diffuser la lumière solaire, le ciel reste noir même en plein jour, comme le montrent les photos prises par les astronautes sur la Lune.',
    },
  },
  {
    id: 'no-air-in-space',
    title: 'Pourquoi il n’y a pas d’air dans l’espace ?',
    phrasings: [
      'pourquoi il n’y a pas d’air dans l’espace',
      'pk on peut pas respirer dans l’espace',
      'pourquoi il n’y a pas d’oxygène dans l’espace',
      'pourquoi il n’y a pas de bruit dans l’espace',
      'le vide spatial',
      'pourquoi l’air ne s’en va pas dans l’espace',
      'est-ce qu’il fait froid dans l’espace',
      'où commence l’espace',
    ],
    answers: {
      up_to_5:
        'L’air reste autour de la Terre, comme une couverture, parce que la Terre le tire vers elle. Plus haut, dans l’espace, il n’y en a presque plus : c’est pour ça que les astronautes emportent leur air avec eux.',
      '6_to_8':
        'La Terre attire tout vers elle, même l’air : c’est pour ça qu’il reste autour d’elle, comme une couverture invisible qu’on appelle l’atmosphère. Plus on monte, plus l’air devient rare : au sommet des très hautes montagnes, on respire déjà mal. Encore plus haut, il n’y a presque plus rien : c’est l’espace, qu’on appelle le vide. Sans air, on ne peut pas respirer, alors les astronautes portent une combinaison avec de l’air à l’intérieur. Sans air, il n’y a pas non plus de son : dans l’espace, une explosion ne ferait aucun bruit ! Dans les films, on ajoute des bruits, mais en vrai, c’est le silence.',
      '9_to_12':
        'L’air est retenu autour de la Terre par la gravité : elle attire ses molécules comme elle attire une balle. Cette couche de gaz, l’atmosphère, est très mince comparée à la Terre : la moitié de l’air se trouve en dessous de 5,5 km d’altitude, et vers 100 km, l’air est si rare qu’on considère que l’espace commence, c’est la ligne de Kármán. Au-delà, l’espace n’est pas parfaitement vide, mais il contient si peu de matière qu’on parle de vide : environ un atome par centimètre cube entre les étoiles, contre des dizaines de milliards de milliards dans l’air que tu respires. Pourquoi l’air ne se répand-il pas dans tout cet espace ? Parce que la plupart des molécules ne vont pas assez vite pour échapper à l’attraction terrestre ; seules quelques-unes, très légères, comme l’hydrogène et l’hélium, s’échappent peu à peu. Sans air, il n’y a pas de son, car le son a besoin de matière pour voyager. Un objet en plein soleil peut dépasser 100 °C, et à l’ombre descendre sous −100 °C. C’est pourquoi les astronautes portent des scaphandres, qui leur apportent de l’air, une pression et une protection contre le chaud et le froid.',
      '13_plus':
        'L’atmosphère terrestre est maintenue par la gravité, qui équilibre la pression du gaz : la densité de l’air décroît à peu près exponentiellement avec l’altitude, en gros de moitié tous les 5,5 km dans les basses couches. Il n’existe pas de frontière nette ; par convention, la Fédération aéronautique internationale place le début de l’espace à 100 km, la ligne de Kármán. La Station spatiale internationale, vers 400 km, traverse encore une thermosphère extrêmement ténue, qui la freine assez pour qu’elle doive régulièrement remonter son orbite. Les molécules d’un gaz ont des vitesses réparties autour d’une moyenne qui dépend de la température et de leur masse ; seules celles qui dépassent la vitesse de libération, 11,2 km/s pour la Terre, dans la haute atmosphère, peuvent s’échapper : c’est l’échappement de Jeans, efficace pour l’hydrogène et l’hélium mais négligeable pour l’azote et l’oxygène. Une petite planète à faible gravité, comme Mars, retient mal ses gaz, et la Lune n’a pratiquement pas d’atmosphère. Le milieu interstellaire contient en moyenne environ un atome par centimètre cube, contre environ 2,5 × 10¹⁹ molécules dans l’air au niveau de la mer. Dans ce quasi-vide, le son ne se propage pas et la chaleur ne s’échange que par rayonnement : une surface au soleil peut dépasser 120 °C et une surface à l’ombre descendre sous −150 °C, d’où les couvertures thermiques des satellites. Exposé au vide, un humain perdrait connaissance en une quinzaine de secondes faute d’oxygène ; contrairement aux films, son corps n’exploserait pas. Le rayonnement fossile fixe la température de fond de l’univers à environ 2,7 K, soit −270 °C.',
    },
  },
  {
    id: 'planet-mars',
    title: 'C’est comment, sur la planète Mars ?',
    phrasings: [
      'c’est comment sur mars',
      'pourquoi mars est rouge',
      'pk mars c’est la planète rouge',
      'planète rouge',
      'est-ce qu’on peut aller sur mars',
      'quand est-ce qu’on ira sur mars',
      'planète mars',
      'robots sur mars',
      'est-ce qu’il y a de l’eau sur mars',
      'on pourrait vivre sur mars',
      'est-ce qu’on pourra habiter sur mars',
    ],
    answers: {
      up_to_5:
        'Mars est une planète voisine de la Terre, toute rouge parce que son sol est couvert de poussière de rouille. Il y fait très froid et il n’y a pas d’air à respirer, mais des robots s’y promènent pour l’explorer !',
      '6_to_8':
        'Mars est la quatrième planète à partir du Soleil, juste après la Terre. On l’appelle la planète rouge, parce que ses cailloux et sa poussière contiennent beaucoup de fer rouillé. Elle est deux fois plus petite que la Terre, et il y fait très froid : souvent moins 60 degrés. Son air est très léger et on ne peut pas le respirer. Il y a de la glace à ses pôles, et on pense qu’il y a très longtemps, des rivières et des lacs y coulaient. Aujourd’hui, des robots à roues, comme Curiosity et Perseverance, la parcourent pour l’étudier. Des humains iront peut-être un jour, mais le voyage dure plus de six mois ! Pour y habiter, il faudrait des maisons fermées remplies d’air, de l’eau tirée de la glace et des serres pour faire pousser à manger : c’est très difficile, alors ce n’est pas pour tout de suite.',
      '9_to_12':
        'Mars est la quatrième planète du système solaire, environ deux fois plus petite que la Terre. Sa couleur rouge vient d’oxydes de fer, de la rouille, qui recouvrent ses roches et sa poussière. Son atmosphère est très mince, environ 100 fois moins dense que la nôtre, et faite surtout de dioxyde de carbone : on ne peut pas y respirer. La température moyenne est d’environ −60 °C. Mars possède le plus haut volcan connu du système solaire, l’Olympus Mons, haut d’environ 22 km, plus de deux fois l’Everest. On y a trouvé de la glace d’eau, aux pôles et sous le sol, et des traces de rivières et de lacs anciens : il y a plus de 3 milliards d’années, elle était sans doute plus chaude et humide. C’est pourquoi des robots, comme Curiosity depuis 2012 et Perseverance depuis 2021, y cherchent des traces de vie passée. Une journée martienne dure 24 h 40 min, et une année martienne près de deux années terrestres. Envoyer des humains sur Mars est un projet de plusieurs pays, mais le voyage durerait 6 à 9 mois, et il faudrait les protéger des radiations et emporter de quoi vivre.',
      '13_plus':
        'Mars, quatrième planète du système solaire, orbite à environ 228 millions de km du Soleil en moyenne ; son diamètre, environ 6 800 km, vaut à peu près la moitié de celui de la Terre, et sa gravité environ 38 % de la nôtre. Sa teinte rouge provient d’oxydes de fer très fins répandus à sa surface et soulevés par des tempêtes de poussière qui peuvent envelopper toute la planète. Son atmosphère, composée à 95 % environ de dioxyde de carbone, exerce une pression de moins de 1 % de celle de la Terre ; l’eau liquide n’y est pas stable en surface. Pourtant, vallées fluviales, deltas et minéraux argileux montrent qu’il y a plus de 3 milliards d’années, de l’eau liquide a coulé durablement ; la disparition de son champ magnétique global aurait permis au vent solaire d’éroder peu à peu son atmosphère. Mars porte le plus grand volcan connu, Olympus Mons, et un immense canyon, Valles Marineris, long de plus de 4 000 km. Ses deux petites lunes, Phobos et Deimos, sont peut-être des astéroïdes capturés ou des débris d’un ancien impact. Côté exploration, Mariner 4 envoie les premières photos rapprochées en 1965, Viking 1 s’y pose en 1976, puis viennent les rovers Sojourner, Spirit, Opportunity, Curiosity, Perseverance, accompagné de l’hélicoptère Ingenuity, premier engin motorisé à voler sur une autre planète en 2021, et le rover chinois Zhurong. Perseverance prélève des échantillons qu’une future mission devrait rapporter sur Terre. Une mission habitée poserait d’immenses défis : un trajet de six mois ou plus, les radiations cosmiques, l’atterrissage d’engins lourds dans une atmosphère ténue et la production sur place d’oxygène et de carburant.',
    },
  },
  {
    id: 'comets',
    title: 'C’est quoi, une comète ?',
    phrasings: [
      'c’est quoi une comète',
      'c koi une comete',
      'comètes',
      'pourquoi les comètes ont une queue',
      'queue de comète',
      'comète de halley',
      'd’où viennent les comètes',
      'boule de glace dans l’espace',
      'quand revient la comète de halley',
    ],
    answers: {
      up_to_5:
        'Une comète, c’est une grosse boule de glace et de poussière qui voyage dans l’espace. Quand elle s’approche du Soleil, elle fond un peu et fait une longue queue qui brille !',
      '6_to_8':
        'Une comète, c’est comme une énorme boule de neige sale, faite de glace, de poussière et de cailloux, souvent grande comme une ville. Elle voyage très loin du Soleil, dans le froid, pendant des années. Quand elle s’approche du Soleil, la chaleur fait s’évaporer un peu de sa glace, qui s’échappe avec de la poussière. Ça forme autour d’elle un nuage, et une longue queue qui brille, toujours tournée à l’opposé du Soleil. Certaines reviennent régulièrement : la comète de Halley passe près de nous environ tous les 76 ans. Sa prochaine visite est prévue en 2061 !',
      '9_to_12':
        'Une comète est un petit corps glacé du système solaire : un noyau de quelques kilomètres fait de glace d’eau, de gaz gelés, de poussières et de roches. Les comètes sont des restes de la formation des planètes, il y a 4,6 milliards d’années, conservés dans le froid aux confins du système solaire, dans la ceinture de Kuiper, au-delà de Neptune, et sans doute dans un immense nuage lointain, le nuage d’Oort. Parfois, l’une d’elles est déviée et plonge vers le Soleil sur une orbite très allongée. En se réchauffant, sa glace se transforme directement en gaz, qui emporte des poussières : elle s’entoure d’un nuage appelé chevelure, et développe deux queues, l’une de poussière, l’autre de gaz, qui peuvent s’étendre sur des millions de kilomètres. Les queues sont poussées par la lumière et le vent du Soleil, c’est pourquoi elles pointent à l’opposé du Soleil. La comète de Halley revient tous les 76 ans environ, prochain passage en 2061. En 2014, la sonde européenne Rosetta a même posé un petit robot, Philae, sur une comète. Les poussières laissées par les comètes sont à l’origine de nombreuses étoiles filantes.',
      '13_plus':
        'Les comètes sont des planétésimaux glacés, vestiges de la formation du système solaire. Leur noyau, de quelques centaines de mètres à quelques dizaines de kilomètres, est un agrégat poreux de glaces, eau, monoxyde et dioxyde de carbone, et de poussières riches en composés organiques ; il est souvent très sombre, car recouvert d’une croûte de poussière. Les comètes à courte période, inférieure à 200 ans, proviennent surtout de la ceinture de Kuiper et du disque dispersé, au-delà de Neptune ; celles à longue période viendraient du nuage d’Oort, un réservoir sphérique supposé, qui s’étendrait jusqu’à peut-être une année-lumière du Soleil. À l’approche du Soleil, les glaces se subliment : le gaz forme la chevelure, ou coma, et deux queues distinctes, une queue de poussière incurvée, poussée par la pression de radiation, et une queue ionique rectiligne, bleutée, entraînée par le vent solaire. En 1705, Edmond Halley prédit le retour, en 1758, de la comète qui porte son nom, confirmant la mécanique de Newton. Longtemps perçues comme des présages, les comètes sont aujourd’hui étudiées de près : la sonde Giotto a photographié le noyau de Halley en 1986, et la mission Rosetta de l’Agence spatiale européenne a accompagné la comète Tchourioumov-Guérassimenko de 2014 à 2016, y déposant l’atterrisseur Philae. Ces observations révèlent des molécules organiques complexes et alimentent le débat sur l’apport d’eau et de matière organique à la Terre primitive par des impacts de comètes. Les débris semés le long de leur orbite produisent les essaims de météores, comme les Perséides, issues de la comète Swift-Tuttle.',
    },
  },
  {
    id: 'shooting-stars',
    title: 'C’est quoi, une étoile filante ?',
    phrasings: [
      'c’est quoi une étoile filante',
      'étoiles filantes',
      'etoile filante',
      'pk on fait un vœu avec une étoile filante',
      'pluie d’étoiles filantes',
      'perséides',
      'quand voir des étoiles filantes',
      'c’est quoi une météorite',
      'météore',
    ],
    answers: {
      up_to_5:
        'Une étoile filante, ce n’est pas une vraie étoile ! C’est un tout petit caillou venu de l’espace qui brûle en entrant dans l’air, et qui fait un trait de lumière dans le ciel.',
      '6_to_8':
        'Une étoile filante n’est pas une étoile du tout. C’est un petit grain de poussière ou un petit caillou venu de l’espace, souvent pas plus gros qu’un grain de sable ! Il arrive tellement vite dans l’air qui entoure la Terre qu’il chauffe énormément et brûle, en laissant un trait de lumière pendant une seconde. Il disparaît bien avant de toucher le sol. Certaines nuits, la Terre traverse un nuage de poussières laissé par une comète, et on peut voir plein d’étoiles filantes : c’est une pluie d’étoiles filantes. La plus connue a lieu vers le 12 août, ce sont les Perséides. Il faut juste un ciel bien noir, loin des lumières de la ville, et un peu de patience !',
      '9_to_12':
        'Une étoile filante, que les astronomes appellent un météore, est la trace lumineuse d’une poussière spatiale qui entre dans l’atmosphère. Ces grains, appelés météoroïdes, font souvent moins d’un millimètre, mais ils arrivent à des vitesses énormes, de 11 à 72 km par seconde. En comprimant violemment l’air devant eux, ils chauffent jusqu’à se vaporiser, vers 80 à 120 km d’altitude, et font briller l’air sur leur passage. Chaque jour, des dizaines de tonnes de poussières spatiales tombent ainsi sur la Terre. Quand la Terre croise la traînée de poussières laissée par une comète, on observe un essaim : les Perséides, chaque année vers le 12 août, viennent de la comète Swift-Tuttle, et les Géminides, en décembre, d’un astéroïde. Les morceaux plus gros brillent davantage, et on les appelle des bolides. Si un morceau survit à la traversée et touche le sol, on l’appelle une météorite ; on en retrouve surtout dans les déserts et en Antarctique, où elles se repèrent facilement. La tradition de faire un vœu est jolie, mais c’est juste une tradition !',
      '13_plus':
        'Un météore est le phénomène lumineux produit par l’entrée à très grande vitesse d’un météoroïde dans l’atmosphère ; le fragment qui atteint le sol s’appelle une météorite. Les vitesses d’entrée vont d’environ 11 km/s, la vitesse de libération terrestre, à 72 km/s pour un objet rencontré de face. L’air violemment comprimé devant l’objet est chauffé à plusieurs milliers de degrés et vaporise la surface de la particule, ce qui produit une colonne de gaz ionisé lumineuse, généralement entre 120 et 80 km d’altitude. Les essaims périodiques, dont les Perséides en août, les Léonides en novembre et les Géminides en décembre, apparaissent quand la Terre traverse les débris laissés le long de l’orbite d’une comète ou d’un astéroïde ; leurs traînées semblent diverger d’un même point du ciel, le radiant, par un effet de perspective. Le flux total de matière extraterrestre reçu par la Terre est estimé entre quelques dizaines et une centaine de tonnes par jour, essentiellement sous forme de micrométéorites. Les bolides les plus gros peuvent exploser en altitude : en 2013, au-dessus de Tcheliabinsk, en Russie, un objet d’une vingtaine de mètres a libéré une énergie de plusieurs centaines de kilotonnes, brisant des vitres et blessant environ 1 500 personnes, surtout par des éclats de verre. Les météorites, souvent pierreuses, parfois métalliques, sont des archives précieuses : certaines, âgées de 4,6 milliards d’années, datent la formation du système solaire ; d’autres proviennent de la Lune ou de Mars. En France, le réseau de caméras FRIPON permet de calculer la trajectoire des bolides et de retrouver leurs fragments.',
    },
  },
  {
    id: 'eclipses',
    title: 'Pourquoi il y a des éclipses ?',
    phrasings: [
      'pourquoi il y a des éclipses',
      'c’est quoi une éclipse',
      'éclipse de soleil',
      'éclipse de lune',
      'eclipse solaire',
      'pk la lune cache le soleil',
      'pourquoi la lune devient rouge pendant l’éclipse',
      'prochaine éclipse en france',
      'lunettes pour regarder une éclipse',
    ],
    answers: {
      up_to_5:
        'Parfois, la Lune passe juste devant le Soleil et le cache, comme ta main devant une lampe : il fait un peu nuit en plein jour ! C’est une éclipse. Il ne faut jamais regarder le Soleil sans lunettes spéciales.',
      '6_to_8':
        'La Lune tourne autour de la Terre, et la Terre tourne autour du Soleil. De temps en temps, les trois se retrouvent bien alignés. Quand la Lune passe juste entre le Soleil et la Terre, elle cache le Soleil : c’est une éclipse de Soleil, et pendant quelques minutes il peut faire presque nuit en plein jour ! Quand c’est la Terre qui passe entre le Soleil et la Lune, l’ombre de la Terre recouvre la Lune : c’est une éclipse de Lune, et la Lune devient toute rouge. Attention : pour regarder une éclipse de Soleil, il faut des lunettes spéciales, sinon le Soleil peut abîmer tes yeux pour toujours. L’éclipse de Lune, elle, se regarde sans danger.',
      '9_to_12':
        'Une éclipse se produit quand un astre passe dans l’ombre d’un autre. Lors d’une éclipse de Soleil, la Lune passe entre le Soleil et la Terre, et son ombre balaie une bande de notre planète. Hasard extraordinaire : le Soleil est environ 400 fois plus grand que la Lune, mais aussi environ 400 fois plus loin, si bien qu’ils paraissent de la même taille dans le ciel, et la Lune peut le cacher exactement. Pendant une éclipse totale, qui dure au plus quelques minutes, le ciel s’assombrit, la température baisse, et on voit la couronne du Soleil, une auréole de lumière. Lors d’une éclipse de Lune, la Terre passe entre le Soleil et la Lune : la Lune entre dans l’ombre de la Terre et prend une couleur rouge cuivré, car un peu de lumière du Soleil, filtrée par notre atmosphère, l’éclaire encore. Il n’y a pas d’éclipse tous les mois, parce que l’orbite de la Lune est un peu penchée par rapport à celle de la Terre. Il y a au moins deux éclipses de Soleil par an quelque part sur Terre, mais une éclipse totale ne revient au même endroit qu’en moyenne tous les 375 ans environ. En France métropolitaine, la prochaine éclipse totale de Soleil est prévue le 3 septembre 2081.',
      '13_plus':
        'Une éclipse solaire survient lorsque la Lune s’interpose entre le Soleil et la Terre, toujours à la nouvelle lune ; une éclipse lunaire, lorsque la Lune traverse l’ombre de la Terre, toujours à la pleine lune. Comme le plan de l’orbite lunaire est incliné d’environ 5° sur celui de l’orbite terrestre, l’alignement n’est possible qu’au voisinage des nœuds, lors de deux « saisons d’éclipses » par an. La coïncidence des diamètres apparents, environ un demi-degré pour les deux astres, permet les éclipses totales ; comme l’orbite lunaire est elliptique, la Lune paraît parfois un peu trop petite, et l’éclipse est annulaire, laissant un anneau de Soleil visible. La totalité ne dure au maximum qu’environ 7 minutes et demie et n’est visible que dans une bande étroite, de quelques centaines de kilomètres de large au plus. Les éclipses reviennent selon des cycles, dont le saros d’environ 18 ans et 11 jours, connu des astronomes babyloniens. Elles ont une grande importance scientifique : en 1868, on découvre l’hélium dans le spectre des protubérances solaires observées lors d’une éclipse, et en 1919, l’expédition d’Arthur Eddington mesure la déviation de la lumière des étoiles par le Soleil, confirmant la relativité générale d’Einstein. La teinte rouge de la Lune éclipsée vient de la lumière solaire réfractée et filtrée par l’atmosphère terrestre, qui ne laisse passer que le rouge, comme au coucher du soleil. Observer une éclipse solaire, même partielle, exige des lunettes certifiées ISO 12312-2 ou une projection indirecte : la rétine peut être brûlée sans douleur. La Lune s’éloignant de la Terre d’environ 3,8 cm par an, les éclipses totales deviendront impossibles dans quelques centaines de millions d’années.',
    },
  },
  {
    id: 'satellites-orbit',
    title: 'Pourquoi les satellites ne tombent pas ?',
    phrasings: [
      'c’est quoi un satellite',
      'pourquoi les satellites ne tombent pas',
      'pk les satellites tournent autour de la terre',
      'satellites',
      'à quoi servent les satellites',
      'comment un satellite reste dans le ciel',
      'satellite artificiel',
      'combien il y a de satellites',
      'petite lumière qui bouge dans le ciel la nuit',
      'premier satellite spoutnik',
      'pourquoi la lune ne tombe pas sur la terre',
    ],
    answers: {
      up_to_5:
        'Un satellite, c’est une machine qui tourne autour de la Terre, très haut dans l’espace. Il va tellement vite qu’il tombe tout le temps… à côté de la Terre, alors il fait des tours sans jamais arriver en bas !',
      '6_to_8':
        'Un satellite, c’est une machine envoyée dans l’espace par une fusée, qui tourne autour de la Terre. Il y en a des milliers ! Certains prennent des photos des nuages pour la météo, d’autres transmettent la télévision et les appels, d’autres aident le GPS à savoir où tu es. Pourquoi il ne tombe pas ? Lance une balle : elle tombe un peu plus loin. Lance-la plus fort : elle tombe encore plus loin. Un satellite est lancé si vite, environ 28 000 km à l’heure, qu’en tombant, il rate la Terre qui est ronde : il tourne autour sans fin. La Lune, elle, est un satellite naturel de la Terre. La nuit, tu peux parfois voir un satellite passer, comme une petite étoile qui avance sans clignoter.',
      '9_to_12':
        'Un satellite est un objet qui tourne autour d’un astre. La Lune est le satellite naturel de la Terre, et depuis 1957, les humains y ajoutent des satellites artificiels : le premier, Spoutnik 1, lancé par l’Union soviétique, était une boule de 58 cm qui émettait des « bips ». Un satellite ne tombe pas, parce qu’il tombe… en permanence ! La gravité le tire vers la Terre, mais il avance si vite à l’horizontale qu’en tombant, il suit la courbure de la Terre sans jamais la toucher. Cette idée vient d’Isaac Newton, qui imaginait un boulet de canon tiré de plus en plus fort depuis une montagne. En orbite basse, vers 400 km, il faut environ 28 000 km/h, et un tour prend 90 minutes. Plus haut, à 36 000 km, un satellite met un jour à faire le tour : il semble immobile au-dessus du même endroit, ce qui est pratique pour la télévision. Aujourd’hui, des milliers de satellites actifs servent à la météo, aux communications, au GPS et à observer le climat. Mais les débris de vieux satellites encombrent l’espace, et c’est devenu un vrai problème.',
      '13_plus':
        'Un satellite en orbite est en chute libre permanente : sa vitesse horizontale est telle que la courbure de sa trajectoire épouse celle de la Terre. Newton illustrait cette idée avec un canon placé au sommet d’une montagne, dans un texte publié après ses Principia de 1687. La vitesse orbitale dépend de l’altitude : environ 7,7 km/s à 400 km, pour une période d’environ 92 minutes ; à 35 786 km au-dessus de l’équateur, la période égale la rotation de la Terre, et le satellite géostationnaire paraît fixe, usage imaginé par Arthur C. Clarke en 1945 pour les télécommunications. Les lois de Kepler, établies au début du XVIIe siècle pour les planètes, s’appliquent aussi aux satellites : orbites elliptiques, et période d’autant plus longue que l’orbite est grande. Le 4 octobre 1957, Spoutnik 1 ouvre l’ère spatiale et lance la course à l’espace entre l’URSS et les États-Unis. En orbite basse, la faible traînée atmosphérique fait lentement perdre de l’altitude aux satellites, qui finissent par se consumer dans l’atmosphère s’ils ne sont pas relevés. Les satellites servent à la navigation, avec les systèmes GPS américain et Galileo européen, dont la précision exige de corriger les effets de la relativité sur les horloges, à la météorologie, à l’observation de la Terre et du climat, aux télécommunications et à l’astronomie. Depuis les années 2020, les grandes constellations de satellites internet ont fait exploser leur nombre, au-delà de 10 000 satellites actifs. Cela aggrave le problème des débris spatiaux : on estime à environ un million le nombre de fragments de plus d’un centimètre, filant à plusieurs kilomètres par seconde, et l’on redoute une réaction en chaîne de collisions, appelée syndrome de Kessler.',
    },
  },
  {
    id: 'how-rockets-work',
    title: 'Comment les fusées vont dans l’espace ?',
    phrasings: [
      'comment les fusées vont dans l’espace',
      'comment marche une fusée',
      'pk la fusée monte',
      'décollage d’une fusée',
      'pourquoi la fusée crache du feu',
      'comment une fusée quitte la terre',
      'fusee espace',
      'pourquoi les fusées sont si grandes',
      'fusée ariane',
    ],
    answers: {
      up_to_5:
        'Une fusée brûle énormément de carburant, et ça fait sortir un jet de gaz très fort par en bas. Ce jet pousse la fusée vers le haut, si fort qu’elle monte jusque dans l’espace !',
      '6_to_8':
        'Gonfle un ballon et lâche-le sans le fermer : l’air sort d’un côté, et le ballon file de l’autre ! Une fusée marche pareil, mais en beaucoup plus fort. Ses moteurs brûlent du carburant et crachent vers le bas des gaz très chauds, à toute vitesse. En poussant les gaz vers le bas, la fusée est poussée vers le haut. Pour ne pas retomber, elle doit aller extrêmement vite, plus de 28 000 km à l’heure. C’est pour ça qu’elle est si grande : elle est presque entièrement remplie de carburant ! Au fur et à mesure, elle se débarrasse des réservoirs vides pour être plus légère.',
      '9_to_12':
        'Une fusée fonctionne grâce au principe d’action et de réaction, décrit par Isaac Newton : quand on pousse quelque chose, cette chose nous repousse. Le moteur brûle un carburant avec un oxydant, par exemple de l’hydrogène et de l’oxygène liquides, et éjecte les gaz brûlants vers le bas à plusieurs kilomètres par seconde. En réaction, la fusée est poussée vers le haut. Contrairement à un avion, elle emporte son propre oxygène, ce qui lui permet de fonctionner dans l’espace, où il n’y a pas d’air. Pour se mettre en orbite autour de la Terre, il faut atteindre environ 28 000 km/h ; pour partir vers la Lune ou Mars, près de 40 000 km/h. C’est pourquoi environ 90 % de la masse d’une fusée au décollage est du carburant. Les fusées sont construites en plusieurs étages : quand un réservoir est vide, il se détache pour ne plus alourdir la fusée. La fusée européenne Ariane décolle de Kourou, en Guyane, près de l’équateur : la rotation de la Terre y donne un petit élan supplémentaire. Aujourd’hui, certaines fusées savent même faire revenir leur premier étage pour le réutiliser.',
      '13_plus':
        'La propulsion par fusée repose sur la conservation de la quantité de mouvement, ou troisième loi de Newton : la masse de gaz éjectée à grande vitesse d’un côté communique au véhicule une poussée dans le sens opposé, sans qu’il soit nécessaire de prendre appui sur l’air. En 1903, le Russe Constantin Tsiolkovski publie l’équation qui porte son nom : le gain de vitesse est égal à la vitesse d’éjection des gaz multipliée par le logarithme du rapport entre la masse initiale et la masse finale. Comme le logarithme croît lentement, atteindre la vitesse orbitale d’environ 7,8 km/s, en ajoutant les pertes dues à la gravité et à la traînée, impose une fusée constituée à 85 ou 90 % d’ergols ; d’où l’idée des étages, largués une fois vides. Robert Goddard lance la première fusée à ergols liquides en 1926, puis les V2 allemands de la Seconde Guerre mondiale, conçus sous la direction de Wernher von Braun, ouvrent la voie aux lanceurs de la guerre froide. En 1957, une fusée soviétique R-7 place Spoutnik en orbite ; en 1961, Youri Gagarine devient le premier humain dans l’espace ; en 1969, la Saturn V envoie Apollo 11 vers la Lune. Les ergols les plus performants, l’hydrogène et l’oxygène liquides, offrent une vitesse d’éjection d’environ 4,4 km/s, mais l’hydrogène, très peu dense, exige d’énormes réservoirs ; d’autres lanceurs utilisent du kérosène ou du méthane. Les bases de lancement proches de l’équateur, comme Kourou en Guyane, profitent de la vitesse de rotation de la Terre, environ 465 m/s à l’équateur. Depuis 2015, la récupération et la réutilisation des premiers étages, popularisées par SpaceX, réduisent le coût d’accès à l’espace.',
    },
  },
  {
    id: 'universe-size',
    title: 'Il est grand comment, l’univers ?',
    phrasings: [
      'il est grand comment l’univers',
      'quelle est la taille de l’univers',
      'est-ce que l’univers a une fin',
      'univers infini',
      'est-ce que l’univers est infini',
      'c’est quoi l’univers',
      'combien il y a de galaxies',
      'où est le bout de l’espace',
      'où s’arrête l’univers',
      'c’est quoi une galaxie',
      'voie lactée',
      'où s’arrête l’espace',
    ],
    answers: {
      up_to_5:
        'L’univers, c’est tout ce qui existe : la Terre, le Soleil, toutes les étoiles et bien plus encore. Il est tellement grand que personne n’a jamais pu en voir le bout !',
      '6_to_8':
        'L’univers, c’est tout : la Terre, la Lune, le Soleil, les planètes, et des milliards et des milliards d’étoiles. Les étoiles sont regroupées en immenses familles qu’on appelle des galaxies. Notre galaxie s’appelle la Voie lactée : la nuit, loin des villes, on la voit comme une traînée blanche dans le ciel. Elle contient des centaines de milliards d’étoiles, et il existe des milliards de galaxies ! Même la lumière, qui va plus vite que tout, mettrait des milliards d’années à traverser la partie de l’univers qu’on peut voir. Et personne ne sait s’il a un bout : peut-être qu’il n’en a pas !',
      '9_to_12':
        'Pour comprendre la taille de l’univers, il faut changer d’échelle plusieurs fois. La Terre fait environ 12 700 km de diamètre, et le Soleil est à 150 millions de km. La lumière du Soleil met 8 minutes à nous arriver, mais celle de l’étoile la plus proche, plus de 4 ans. Notre galaxie, la Voie lactée, est un disque d’environ 100 000 années-lumière de large, qui contient entre 100 et 400 milliards d’étoiles. La grande galaxie voisine, Andromède, est à 2,5 millions d’années-lumière. Et l’univers qu’on peut observer contient sans doute plus de 100 milliards de galaxies, peut-être bien plus ! Les régions les plus lointaines que nous puissions voir sont aujourd’hui à environ 46 milliards d’années-lumière, car l’univers a grandi pendant que leur lumière voyageait. Au-delà, on ne peut rien voir, car la lumière n’a pas eu le temps d’arriver. Personne ne sait si l’univers est infini ou s’il a une taille limitée, mais les scientifiques pensent qu’il n’a pas de bord : pas de mur au bout de l’espace.',
      '13_plus':
        'L’univers observable est une sphère centrée sur nous, d’un rayon d’environ 46 milliards d’années-lumière : c’est la distance actuelle des régions dont la lumière, émise il y a près de 13,8 milliards d’années, nous parvient aujourd’hui, l’expansion ayant éloigné ces régions pendant le trajet. Il contiendrait de l’ordre de 100 milliards à 2 000 milliards de galaxies, selon les estimations, regroupées en amas et en filaments autour d’immenses vides : c’est la « toile cosmique ». Notre Voie lactée, galaxie spirale barrée d’environ 100 000 années-lumière de diamètre, fait partie du Groupe local, lui-même situé dans le superamas Laniakea, décrit en 2014. L’existence d’autres galaxies ne s’est imposée qu’au milieu des années 1920, quand Edwin Hubble a mesuré la distance d’Andromède grâce aux étoiles variables céphéides, dont Henrietta Leavitt avait découvert la relation entre période et luminosité ; en 1929, il montre que les galaxies s’éloignent d’autant plus vite qu’elles sont lointaines. Au-delà de l’univers observable, l’univers se prolonge sans doute, mais nous ne pouvons pas l’observer. Les mesures du fond diffus cosmologique indiquent un espace quasi plat à grande échelle, compatible avec un univers infini, ou fini mais beaucoup plus grand que ce que nous voyons. Dans les modèles actuels, l’univers n’a ni bord ni centre : l’expansion n’est pas une explosion dans un espace préexistant, mais un étirement de l’espace lui-même. Depuis environ 5 milliards d’années, cette expansion s’accélère, sous l’effet d’une mystérieuse « énergie sombre », dont la nature reste l’une des grandes questions de la physique.',
    },
  },
  {
    id: 'big-bang',
    title: 'Comment l’univers a commencé ?',
    phrasings: [
      'comment l’univers a commencé',
      'c’est quoi le big bang',
      'big bang',
      'bigbang',
      'qu’est-ce qu’il y avait avant le big bang',
      'naissance de l’univers',
      'origine de l’univers',
      'quel âge a l’univers',
      'explosion du big bang',
      'comment le monde a commencé',
      'qui a créé le monde',
    ],
    answers: {
      up_to_5:
        'Il y a très, très longtemps, tout l’univers était tout petit et très chaud. Puis il a grandi, grandi, et petit à petit sont apparues les étoiles, les planètes… et un jour, la Terre !',
      '6_to_8':
        'Les scientifiques pensent qu’il y a environ 14 milliards d’années, tout l’univers était rassemblé, incroyablement chaud et serré. Puis il s’est mis à grandir très vite : c’est ce qu’on appelle le Big Bang. En grandissant, il a refroidi, et les tout premiers grains de matière sont apparus. Ensuite, cette matière s’est regroupée pour former les premières étoiles et les galaxies. Bien plus tard, notre Soleil et la Terre sont nés, il y a environ 4,6 milliards d’années. Et avant le Big Bang, qu’y avait-il ? C’est une question que même les plus grands savants se posent encore !',
      '9_to_12':
        'Le Big Bang est le modèle scientifique qui décrit l’histoire de l’univers. Il y a environ 13,8 milliards d’années, l’univers était extrêmement dense et chaud, puis il s’est dilaté et refroidi. Attention, ce n’est pas une explosion dans un espace vide : c’est l’espace lui-même qui s’étire, partout à la fois. Dans les premières minutes, les premiers noyaux d’atomes se sont formés, surtout de l’hydrogène et de l’hélium. Environ 380 000 ans plus tard, l’univers est devenu transparent, et la lumière de cette époque nous arrive encore aujourd’hui, sous forme d’ondes qu’on capte avec des antennes. Après quelques centaines de millions d’années, les premières étoiles se sont allumées, et les galaxies se sont assemblées. Le Soleil et la Terre sont nés bien plus tard, il y a 4,6 milliards d’années. Comment le sait-on ? Parce que les galaxies s’éloignent toutes de nous, preuve que l’univers grandit, et parce qu’on observe cette lumière ancienne partout dans le ciel. Ce qu’il y avait « avant », ou s’il y avait un avant, personne ne le sait encore.',
      '13_plus':
        'Le modèle du Big Bang décrit l’évolution de l’univers à partir d’un état primordial extrêmement chaud et dense, il y a environ 13,8 milliards d’années. Il s’appuie sur la relativité générale d’Einstein : en 1922, Alexandre Friedmann montre qu’elle autorise un univers en expansion, et en 1927, le prêtre et physicien belge Georges Lemaître propose un univers en expansion, puis, en 1931, né d’un « atome primitif ». En 1929, Edwin Hubble observe que les galaxies s’éloignent proportionnellement à leur distance. Le terme « Big Bang » fut lancé en 1949, à la radio, par Fred Hoyle, partisan d’un modèle concurrent. Trois observations majeures soutiennent ce modèle : l’expansion ; l’abondance des éléments légers, environ trois quarts d’hydrogène et un quart d’hélium en masse, produits durant les premières minutes ; et le fond diffus cosmologique, lumière libérée environ 380 000 ans après le début, quand les électrons se sont liés aux noyaux, découvert en 1965 puis cartographié finement par les satellites COBE, WMAP et Planck. Selon la théorie de l’inflation, proposée vers 1980, l’univers aurait connu une expansion vertigineuse dans une infime fraction de seconde, ce qui expliquerait son homogénéité ; elle n’est pas encore confirmée directement. Les premières étoiles se seraient formées quelques centaines de millions d’années après, et le télescope James Webb observe aujourd’hui des galaxies de cette époque reculée. Le modèle ne décrit pas l’instant zéro lui-même : la relativité générale y cesse d’être valable, et il faudrait une théorie unissant gravité et physique quantique, qui reste à construire. La question d’un « avant » reste donc ouverte, et certains physiciens se demandent même si elle a un sens.',
    },
  },
  {
    id: 'will-the-sun-die',
    title: 'Est-ce que le Soleil va mourir ?',
    phrasings: [
      'est-ce que le soleil va mourir',
      'le soleil va s’éteindre',
      'pk le soleil va exploser',
      'quand le soleil va s’éteindre',
      'fin du soleil',
      'est-ce que le soleil peut s’éteindre',
      'combien de temps va vivre le soleil',
      'est-ce que le soleil mourra',
      'que se passera-t-il quand le soleil mourra',
    ],
    answers: {
      up_to_5:
        'Oui, un jour, mais dans tellement, tellement longtemps que personne ne peut l’imaginer : des milliards d’années ! Le Soleil a encore plein d’énergie pour briller et nous réchauffer, tu peux dormir tranquille.',
      '6_to_8':
        'Le Soleil est une étoile, et les étoiles ne brillent pas pour toujours : elles utilisent peu à peu leur réserve d’énergie. Mais rassure-toi, le Soleil est seulement au milieu de sa vie ! Il brille depuis environ 4,6 milliards d’années, et il a encore de l’énergie pour environ 5 milliards d’années. C’est tellement long que c’est impossible à imaginer. À la fin, il gonflera et deviendra une énorme étoile rouge, puis il rétrécira et deviendra une petite étoile blanche qui refroidira tout doucement. Il n’explosera pas : il est trop petit pour ça.',
      '9_to_12':
        'Le Soleil brille parce que, dans son cœur, des noyaux d’hydrogène fusionnent pour former de l’hélium, en libérant une énergie immense. Chaque seconde, il transforme environ 600 millions de tonnes d’hydrogène, mais sa réserve est si grande qu’il peut continuer environ 10 milliards d’années au total. Il en a vécu 4,6 milliards : il est à peu près à la moitié de sa vie. Il devient très lentement plus lumineux, et dans environ un milliard d’années, il fera sans doute trop chaud sur Terre pour garder des océans. Dans environ 5 milliards d’années, quand l’hydrogène de son cœur sera épuisé, il gonflera et deviendra une géante rouge, plus de 100 fois plus grande qu’aujourd’hui, avalant sans doute Mercure et Vénus. Ensuite, il rejettera ses couches extérieures dans l’espace, formant un nuage coloré appelé nébuleuse planétaire. Il ne restera que son cœur, une naine blanche grande comme la Terre, qui se refroidira pendant des milliards d’années. Le Soleil n’explosera pas en supernova : seules les étoiles bien plus massives finissent ainsi.',
      '13_plus':
        'Le Soleil est une étoile de la séquence principale, de type spectral G2, âgée d’environ 4,6 milliards d’années. En son cœur, à environ 15 millions de degrés, la fusion de l’hydrogène en hélium, principalement par la chaîne proton-proton, convertit chaque seconde environ 4 millions de tonnes de masse en énergie, selon E = mc². Son espérance de vie sur la séquence principale est d’environ 10 milliards d’années. Sa luminosité augmente d’environ 10 % par milliard d’années : d’ici un milliard d’années environ, l’évaporation des océans rendra probablement la Terre inhabitable, bien avant la fin du Soleil. Dans 5 milliards d’années environ, l’épuisement de l’hydrogène central entraînera la contraction du cœur et la dilatation de l’enveloppe : le Soleil deviendra une géante rouge, dont le rayon pourrait approcher l’orbite terrestre ; le sort de la Terre, engloutie ou non, dépend de la masse que l’étoile perdra et fait encore débat. Le cœur, porté à environ 100 millions de degrés, fusionnera ensuite l’hélium en carbone et en oxygène. Puis l’étoile éjectera ses couches externes en une nébuleuse planétaire, comme la nébuleuse de la Lyre, laissant une naine blanche de carbone et d’oxygène, de la taille de la Terre mais d’une densité d’environ une tonne par centimètre cube, qui refroidira lentement. Le Soleil est trop peu massif pour finir en supernova, sort réservé aux étoiles de plus de huit masses solaires environ. Ce scénario repose sur les modèles d’évolution stellaire, confirmés par l’observation de nombreuses étoiles à tous les stades de leur vie.',
    },
  },
  {
    id: 'aliens-life-elsewhere',
    title: 'Est-ce que les extraterrestres existent ?',
    phrasings: [
      'est-ce que les extraterrestres existent',
      'les aliens existent',
      'pk on n’a jamais vu d’extraterrestres',
      'extraterrestres',
      'extra-terrestres',
      'martiens',
      'vie sur une autre planète',
      'soucoupe volante',
      'est-ce qu’on est seuls dans l’univers',
      'aliens',
      'est-ce que les aliens existent vraiment',
    ],
    answers: {
      up_to_5:
        'On ne sait pas encore ! Personne n’a jamais rencontré d’extraterrestre. Mais l’univers est si grand que des savants cherchent, avec de grands télescopes, s’il existe de la vie quelque part ailleurs.',
      '6_to_8':
        'C’est une des plus grandes questions que se posent les scientifiques, et pour l’instant, personne ne connaît la réponse. On n’a jamais trouvé de vie ailleurs que sur la Terre, même pas une petite bactérie. Mais l’univers est immense : il y a des milliards d’étoiles, et beaucoup ont des planètes qui tournent autour d’elles. Alors beaucoup de savants pensent que la vie existe peut-être ailleurs, sans doute plutôt sous forme de minuscules êtres vivants que de petits bonshommes verts. Des robots cherchent des traces de vie sur Mars, et de grands télescopes observent des planètes lointaines. Les soucoupes volantes des films, elles, sont inventées : aucune n’a jamais été prouvée.',
      '9_to_12':
        'Pour l’instant, la Terre est le seul endroit où l’on sait que la vie existe. Mais plusieurs découvertes rendent la question sérieuse. Depuis 1995, les astronomes ont découvert plus de 5 000 exoplanètes, des planètes qui tournent autour d’autres étoiles, et certaines sont à la bonne distance de leur étoile pour avoir peut-être de l’eau liquide. Dans notre système solaire, Mars a eu des rivières autrefois, et des lunes de Jupiter et de Saturne, comme Europe et Encelade, cachent des océans d’eau sous leur glace. La vie sur Terre est apparue assez tôt, il y a sans doute plus de 3,5 milliards d’années, ce qui laisse penser qu’elle n’est peut-être pas si rare. Les scientifiques cherchent donc des microbes dans le système solaire, et des gaz produits par des êtres vivants dans l’atmosphère des exoplanètes. D’autres écoutent le ciel avec des radiotélescopes, au cas où une civilisation enverrait des signaux : c’est le programme SETI. Jusqu’ici, rien n’a été trouvé. Les observations d’« ovnis » ont presque toujours une explication ordinaire : avions, ballons, satellites ou planètes brillantes.',
      '13_plus':
        'La question de la vie extraterrestre est devenue un champ scientifique, l’exobiologie ou astrobiologie. Le point de départ est une tension, résumée par le physicien Enrico Fermi vers 1950 : si la vie intelligente est courante, « où sont-ils donc ? ». En 1961, l’astronome Frank Drake propose une équation qui décompose le nombre de civilisations détectables en facteurs : taux de formation d’étoiles, fraction avec planètes, planètes habitables, apparition de la vie, de l’intelligence, de la technologie, durée de vie des civilisations ; la plupart de ces facteurs restent inconnus. La découverte en 1995 de 51 Pegasi b par Michel Mayor et Didier Queloz, prix Nobel 2019, a ouvert l’ère des exoplanètes : on en connaît aujourd’hui plusieurs milliers, et les statistiques suggèrent que la plupart des étoiles en possèdent, dont une fraction notable dans la zone habitable. Dans le système solaire, les cibles principales sont Mars, où les rovers cherchent des traces de vie fossile, et les océans souterrains d’Europe et d’Encelade, où des geysers d’eau salée ont été observés ; des missions comme Europa Clipper ou JUICE vont les étudier. Pour les exoplanètes, le télescope James Webb analyse la lumière filtrée par leur atmosphère, à la recherche de combinaisons de gaz difficiles à expliquer sans vie ; aucune détection n’est à ce jour confirmée. Le programme SETI écoute depuis 1960 d’éventuels signaux artificiels, sans résultat probant. Les phénomènes aériens non identifiés étudiés par les agences, en France par le GEIPAN, reçoivent dans leur grande majorité une explication naturelle ou humaine. La réponse reste donc inconnue : une seule découverte de vie ailleurs, même microbienne, changerait profondément notre vision du vivant.',
    },
  },
  {
    id: 'moon-landing',
    title: 'Comment on est allés sur la Lune ?',
    phrasings: [
      'comment on est allés sur la lune',
      'premiers hommes sur la lune',
      'premier homme sur la lune',
      'pk on ne retourne plus sur la lune',
      'apollo 11',
      'neil armstrong',
      'est-ce que les astronautes sont vraiment allés sur la lune',
      'est-ce qu’on peut aller sur la lune',
      'traces de pas sur la lune',
      'qui a marché le premier sur la lune',
      'neil armstrong',
      'apollo 11',
    ],
    answers: {
      up_to_5:
        'Il y a longtemps, en 1969, des astronautes sont partis dans une très grande fusée et ont marché sur la Lune ! Leurs traces de pas y sont encore, car il n’y a pas de vent là-haut pour les effacer.',
      '6_to_8':
        'En juillet 1969, une immense fusée américaine, Saturn V, a emporté trois astronautes vers la Lune. Le voyage a duré trois jours. Deux d’entre eux, Neil Armstrong et Buzz Aldrin, sont descendus sur la Lune dans un petit vaisseau, pendant que le troisième, Michael Collins, les attendait en tournant autour. Neil Armstrong a été le premier humain à poser le pied sur la Lune ! Là-bas, on pèse six fois moins lourd, alors les astronautes avançaient en faisant des bonds. En tout, douze astronautes y ont marché, jusqu’en 1972. Leurs traces de pas sont toujours là, car il n’y a ni vent ni pluie pour les effacer. Des astronautes devraient bientôt y retourner.',
      '9_to_12':
        'Le 21 juillet 1969, heure française, l’Américain Neil Armstrong est devenu le premier humain à marcher sur la Lune, lors de la mission Apollo 11, suivi de Buzz Aldrin. Ils y sont arrivés grâce à la fusée Saturn V, haute de 110 mètres, la plus puissante de son époque. Le voyage se faisait en plusieurs étapes : la fusée lançait le vaisseau sur la route de la Lune, puis le module lunaire se séparait pour se poser, pendant que le module de commande restait en orbite. Les astronautes sont restés environ deux heures et demie dehors, ont planté un drapeau, installé des instruments et ramassé des roches. Cet exploit était aussi une course avec l’Union soviétique, pendant la guerre froide. De 1969 à 1972, six missions ont posé douze astronautes sur la Lune et rapporté 382 kilos de roches. On n’y est pas retourné ensuite, surtout parce que ces missions coûtaient extrêmement cher. Mais le programme Artemis prévoit d’y renvoyer des astronautes, dont, pour la première fois, une femme. Les photos, les roches et les réflecteurs laissés sur place prouvent que ces voyages ont bien eu lieu.',
      '13_plus':
        'Le programme Apollo naît de la compétition spatiale entre les États-Unis et l’URSS : après les succès soviétiques de Spoutnik en 1957 et de Youri Gagarine en 1961, le président John F. Kennedy fixe en 1961 l’objectif de poser un homme sur la Lune avant la fin de la décennie. Le programme mobilise jusqu’à 400 000 personnes et coûte environ 25 milliards de dollars de l’époque. Le 16 juillet 1969, une Saturn V lance Apollo 11 ; le 20 juillet, le module lunaire Eagle se pose dans la mer de la Tranquillité, avec une réserve de carburant de moins d’une minute, et Neil Armstrong pose le pied sur le sol lunaire quelques heures plus tard en prononçant : « C’est un petit pas pour l’homme, un bond de géant pour l’humanité. » Le choix d’une jonction des vaisseaux en orbite lunaire, avec un module de descente séparé, a permis de limiter la masse à lancer. Après Apollo 13 en 1970, dont l’équipage revient sain et sauf malgré une explosion à bord, les missions suivantes, jusqu’à Apollo 17 en 1972, restent plus longtemps et utilisent une jeep lunaire. Au total, 12 astronautes ont marché sur la Lune et 382 kg d’échantillons ont été rapportés, qui suggèrent notamment que la Lune s’est formée à la suite d’une collision géante entre la jeune Terre et un astre de la taille de Mars. Les réflecteurs laser déposés servent encore à mesurer la distance Terre-Lune au centimètre près, ce qui contredit les théories du complot. Le programme Artemis de la NASA, avec des partenaires dont l’Europe, vise un retour d’astronautes, dont la première femme, et une présence durable près du pôle Sud lunaire, riche en glace d’eau.',
    },
  },
  {
    id: 'earth-spin-not-felt',
    title: 'Pourquoi on ne sent pas la rotation de la Terre ?',
    phrasings: [
      'pourquoi on ne sent pas la terre tourner',
      'pk on sent pas que la terre tourne',
      'la terre tourne à quelle vitesse',
      'comment on sait que la terre tourne',
      'vitesse de rotation de notre planète',
      'preuve que notre planète tourne sur elle-même',
      'pendule de foucault',
    ],
    answers: {
      up_to_5:
        'La Terre tourne tout doucement et toujours pareil, sans secousse, et nous tournons avec elle, comme dans un train très calme. Alors on ne sent rien du tout !',
      '6_to_8':
        'La Terre fait un tour sur elle-même chaque jour, et en plus elle fait le tour du Soleil en un an. Pourtant, on ne sent rien ! C’est parce qu’elle tourne toujours à la même vitesse, sans freiner ni accélérer, sans secousse. Nous, l’air, les maisons et les océans tournons avec elle. C’est comme dans un train ou un avion qui roule bien régulièrement : si tu fermes les yeux, tu ne sais pas s’il bouge. On sent seulement quand ça freine, accélère ou tourne brusquement. La preuve que la Terre tourne, on la voit chaque jour : le Soleil semble se lever et se coucher, mais c’est nous qui tournons !',
      '9_to_12':
        'La Terre tourne sur elle-même en environ 24 heures : à l’équateur, le sol avance à environ 1 670 km/h, et en France à environ 1 100 km/h. Elle file aussi autour du Soleil à environ 107 000 km/h ! Si on ne sent rien, c’est que notre corps ne perçoit pas la vitesse, seulement les changements de vitesse, les accélérations. Or la Terre tourne de façon très régulière, et tout ce qui est sur elle, nous, l’air, les océans, avance avec elle. C’est comme dans un avion en vol calme : tu peux verser de l’eau dans un verre sans en renverser. Galilée avait déjà expliqué cela au XVIIe siècle avec l’image d’un bateau. Ce mouvement a pourtant des effets visibles : le Soleil et les étoiles semblent tourner dans le ciel, et les grands vents et les courants marins sont déviés par la rotation. En 1851, Léon Foucault l’a montré à Paris, au Panthéon, avec un grand pendule dont la direction de balancement tourne lentement au fil des heures. Et la rotation renfle légèrement la Terre à l’équateur.',
      '13_plus':
        'La rotation terrestre, d’une période d’environ 23 h 56 min par rapport aux étoiles, communique au sol une vitesse d’environ 465 m/s à l’équateur, soit près de 1 670 km/h, qui diminue avec la latitude. Nos organes de l’équilibre, dans l’oreille interne, détectent les accélérations linéaires et angulaires, pas les vitesses constantes. Or l’accélération centripète liée à la rotation ne vaut qu’environ 0,03 m/s² à l’équateur, soit 0,3 % de la pesanteur, et la vitesse angulaire, un tour par jour, est bien trop faible pour être perçue. C’est le principe de relativité énoncé par Galilée en 1632 : aucune expérience mécanique menée dans un navire en mouvement uniforme ne révèle ce mouvement ; la rotation terrestre n’est pas rigoureusement un mouvement uniforme, mais ses effets sont minimes. Ils existent cependant : la force de Coriolis dévie les vents et les courants, organisant la rotation des cyclones, dans le sens inverse des aiguilles d’une montre dans l’hémisphère Nord ; le pendule de Foucault, présenté en 1851 au Panthéon, voit son plan d’oscillation tourner, en environ 32 heures à Paris ; la Terre est aplatie aux pôles, son rayon équatorial dépassant le rayon polaire d’environ 21 km ; et la pesanteur est légèrement plus faible à l’équateur. Contrairement à une idée répandue, la force de Coriolis est trop faible pour fixer le sens du tourbillon d’un lavabo. La rotation ralentit très légèrement sous l’effet des marées lunaires, allongeant le jour d’environ 2 millisecondes par siècle. Le mouvement orbital autour du Soleil, à environ 30 km/s, est lui aussi imperceptible, car la Terre et nous tombons ensemble, en chute libre, autour du Soleil.',
    },
  },
  {
    id: 'saturn-rings',
    title: 'Pourquoi Saturne a des anneaux ?',
    phrasings: [
      'pourquoi saturne a des anneaux',
      'anneaux de saturne',
      'pk saturne a un anneau',
      'de quoi sont faits les anneaux de saturne',
      'planète avec des anneaux',
      'saturne',
      'est-ce qu’on peut marcher sur les anneaux de saturne',
      'est-ce que d’autres planètes ont des anneaux',
    ],
    answers: {
      up_to_5:
        'Les anneaux de Saturne, ce sont des milliards de morceaux de glace et de cailloux qui tournent autour d’elle, comme une immense ronde. De loin, on dirait un joli chapeau !',
      '6_to_8':
        'Saturne est une planète géante, la deuxième plus grosse après Jupiter. Ses anneaux ne sont pas pleins comme un disque : ce sont des milliards de morceaux de glace, certains petits comme des grains de sable, d’autres gros comme une maison, qui tournent tous autour de la planète. La glace renvoie très bien la lumière du Soleil, c’est pour ça qu’ils brillent. Ils sont immenses en largeur, mais très fins : souvent moins épais qu’un immeuble. On pense qu’ils viennent de morceaux de lunes ou de comètes cassées. Jupiter, Uranus et Neptune ont aussi des anneaux, mais beaucoup plus fins et sombres.',
      '9_to_12':
        'Les anneaux de Saturne sont faits d’innombrables fragments, à plus de 90 % de glace d’eau, dont la taille va du grain de poussière au bloc de plusieurs mètres. Chacun tourne autour de la planète comme une minuscule lune. Les anneaux principaux s’étendent sur environ 270 000 km de diamètre, plus de deux fois la taille de Saturne elle-même, mais leur épaisseur ne dépasse généralement pas quelques dizaines de mètres : ce sont des structures incroyablement plates. Galilée les a aperçus le premier en 1610, mais avec sa petite lunette il croyait voir des « oreilles » ; c’est Christiaan Huygens qui a compris, vers 1656, qu’il s’agissait d’un anneau. On pense qu’ils se sont formés quand une lune ou une comète s’est trop approchée de Saturne et a été déchiquetée par sa gravité. Leur âge est encore débattu : ils pourraient être bien plus jeunes que la planète. La sonde Cassini les a étudiés de 2004 à 2017. Jupiter, Uranus et Neptune possèdent aussi des anneaux, mais bien plus discrets.',
      '13_plus':
        'Les anneaux de Saturne forment un système plat, situé dans le plan équatorial de la planète, composé de particules à plus de 95 % de glace d’eau, de quelques micromètres à une dizaine de mètres. Les anneaux principaux, nommés par des lettres dans l’ordre de leur découverte, C, B et A, s’étendent jusqu’à environ 137 000 km du centre de Saturne, mais leur épaisseur n’est souvent que de l’ordre de 10 mètres. Galilée observe en 1610 des appendices énigmatiques ; Christiaan Huygens propose vers 1656 l’hypothèse d’un anneau mince, et Jean-Dominique Cassini découvre en 1675 la division qui porte son nom. Au XIXe siècle, James Clerk Maxwell démontre qu’un anneau solide serait instable et qu’il doit être formé de nombreuses particules indépendantes. Les anneaux se trouvent en grande partie à l’intérieur de la limite de Roche, distance en deçà de laquelle les forces de marée de la planète empêchent les fragments de s’agglomérer en lune, et peuvent déchirer un corps qui s’approche trop. Leur structure fine, faite de milliers d’annelets, de divisions et d’ondes, est sculptée par des résonances avec les lunes et par de petits satellites « bergers », comme Prométhée et Pandore de part et d’autre de l’anneau F. La mission Cassini-Huygens, de 2004 à 2017, a montré que les anneaux sont peu salis par les poussières météoritiques, ce qui suggère un âge de quelques centaines de millions d’années seulement, hypothèse encore discutée. Ils perdent aussi de la matière, qui pleut vers la planète, et pourraient disparaître dans quelques centaines de millions d’années. Jupiter, Uranus et Neptune ont des anneaux sombres et ténus, découverts entre 1977 et 1989.',
    },
  },
  {
    id: 'asteroid-impact',
    title: 'Est-ce qu’un astéroïde peut tomber sur la Terre ?',
    phrasings: [
      'est-ce qu’un astéroïde peut tomber sur la terre',
      'c’est quoi un astéroïde',
      'asteroide',
      'pk les astéroïdes tombent',
      'est-ce qu’un astéroïde va détruire la terre',
      'astéroïde géant',
      'comment on protège la terre des astéroïdes',
      'mission dart astéroïde',
      'est-ce qu’une météorite peut tomber sur nous',
      'météorite qui tombe sur la terre',
    ],
    answers: {
      up_to_5:
        'Un astéroïde, c’est un gros caillou qui tourne dans l’espace. Des tout petits tombent parfois et brûlent dans le ciel, mais les gros sont très, très rares, et des savants les surveillent avec leurs télescopes pour nous protéger.',
      '6_to_8':
        'Les astéroïdes sont des rochers qui tournent autour du Soleil, de la taille d’un caillou jusqu’à celle d’une région entière. La plupart sont très loin, entre Mars et Jupiter. Chaque jour, de tout petits morceaux arrivent sur la Terre, mais ils brûlent dans l’air : ce sont les étoiles filantes. Un très gros astéroïde a bien frappé la Terre il y a 66 millions d’années, à l’époque des dinosaures, mais c’est extrêmement rare. Aujourd’hui, des astronomes surveillent le ciel avec des télescopes, et aucun gros astéroïde connu ne va nous toucher avant très longtemps. Ils ont même réussi à pousser un petit astéroïde en lui lançant un vaisseau dessus, pour apprendre à nous protéger !',
      '9_to_12':
        'Les astéroïdes sont des corps rocheux ou métalliques, restes de la formation du système solaire. On en connaît plus d’un million, la plupart dans la ceinture principale, entre Mars et Jupiter ; le plus gros, Cérès, fait près de 1 000 km. Certains, les géocroiseurs, ont des orbites qui passent près de celle de la Terre. Les petits chocs sont fréquents mais sans danger : les objets de quelques mètres se désintègrent dans l’atmosphère. Un objet d’une vingtaine de mètres a explosé au-dessus de Tcheliabinsk, en Russie, en 2013, brisant des vitres. Les impacts vraiment dangereux, d’objets de plus d’un kilomètre, ne se produisent en moyenne qu’une fois tous les quelques centaines de milliers d’années. Les astronomes ont repéré la grande majorité des géocroiseurs de cette taille, et aucun ne menace la Terre dans les prochains siècles. En 2022, la mission DART de la NASA a percuté volontairement le petit astéroïde Dimorphos et a réussi à modifier sa trajectoire : c’était le premier test de défense planétaire. La mission européenne Hera est partie étudier le résultat.',
      '13_plus':
        'Les astéroïdes sont des petits corps du système solaire, vestiges des planétésimaux qui n’ont pas formé de planète, notamment entre Mars et Jupiter, où la gravité de Jupiter a perturbé leur accrétion. Plus d’un million sont catalogués ; les géocroiseurs, dont l’orbite approche celle de la Terre, se comptent par dizaines de milliers. Le risque d’impact dépend fortement de la taille : des objets de quelques mètres entrent dans l’atmosphère plusieurs fois par an et se fragmentent en altitude ; un corps d’environ 20 mètres, comme celui de Tcheliabinsk en 2013, survient de l’ordre d’une fois par siècle ; un objet de 1 km, capable d’effets mondiaux, environ une fois tous les 500 000 ans ; un impacteur de 10 km, comme celui de Chicxulub il y a 66 millions d’années, une fois toutes les dizaines à centaines de millions d’années. Depuis les années 1990, des programmes de surveillance ont recensé plus de 90 % des géocroiseurs de plus d’un kilomètre, et aucun ne présente de risque significatif dans le siècle à venir ; l’effort porte désormais sur ceux de 140 mètres et plus, dont une part importante reste à découvrir. L’échelle de Turin, de 0 à 10, sert à communiquer le risque associé à chaque objet ; l’astéroïde Apophis, qui avait inquiété en 2004, frôlera la Terre sans danger en avril 2029. En septembre 2022, la sonde DART a percuté Dimorphos, raccourcissant son orbite autour de l’astéroïde Didymos d’environ 33 minutes, bien plus que le minimum visé, démontrant la faisabilité de la déviation par impact. La mission européenne Hera, lancée en 2024, doit en mesurer précisément les effets. Les astéroïdes sont aussi des archives et, peut-être, des ressources : les missions Hayabusa 2 et OSIRIS-REx ont rapporté sur Terre des échantillons de Ryugu et Bennu, riches en composés organiques.',
    },
  },
  {
    id: 'northern-lights',
    title: 'Pourquoi il y a des aurores boréales ?',
    phrasings: [
      'pourquoi il y a des aurores boréales',
      'c’est quoi une aurore boréale',
      'aurores boreales',
      'aurore polaire',
      'pk le ciel devient vert la nuit',
      'où voir des aurores boréales',
      'aurores australes',
      'est-ce qu’on peut voir des aurores boréales en france',
    ],
    answers: {
      up_to_5:
        'Le Soleil envoie dans l’espace des grains minuscules et invisibles. Quand ils arrivent près des pôles de la Terre, ils font briller l’air la nuit, en vert, en rose ou en violet, comme de grands rideaux de lumière !',
      '6_to_8':
        'Le Soleil ne fait pas que briller : il souffle aussi dans l’espace un « vent » de particules minuscules, qu’on appelle le vent solaire. La Terre est protégée par une sorte de bouclier invisible, comme un aimant géant. Ce bouclier guide une partie des particules vers le pôle Nord et le pôle Sud. Là-haut, très haut dans le ciel, elles se cognent contre l’air et le font briller : ce sont les aurores polaires, des rideaux de lumière verts, roses ou violets qui dansent la nuit. Près du pôle Nord, on dit « aurores boréales », près du pôle Sud, « aurores australes ». On les voit surtout dans les pays très au nord, comme la Norvège, la Finlande ou le Canada.',
      '9_to_12':
        'Les aurores polaires naissent d’une rencontre entre le Soleil et la Terre. Le Soleil éjecte en permanence un flot de particules chargées d’électricité, le vent solaire, et parfois d’énormes bouffées lors des éruptions solaires. La Terre possède un champ magnétique, produit par le fer liquide de son noyau, qui dévie la plupart de ces particules ; mais une partie est guidée le long des lignes du champ vers les régions proches des pôles. Entre 100 et 300 km d’altitude environ, ces particules percutent les atomes de l’air et leur donnent de l’énergie, que les atomes relâchent sous forme de lumière. L’oxygène produit surtout le vert, et du rouge tout en haut, tandis que l’azote donne des teintes bleues et violettes. Les aurores se forment dans une sorte d’anneau autour de chaque pôle : on les voit souvent en Laponie, en Islande, au Canada ou en Antarctique. Lors de fortes tempêtes solaires, elles descendent beaucoup plus au sud : en mai 2024, on en a vu dans toute la France ! Les appareils photo les captent souvent mieux que nos yeux.',
      '13_plus':
        'Les aurores polaires résultent de l’interaction entre le vent solaire, plasma de protons et d’électrons émis par la couronne solaire à quelques centaines de kilomètres par seconde, et la magnétosphère terrestre. Celle-ci, engendrée par l’effet dynamo du noyau externe liquide, dévie l’essentiel du flux, mais des reconnexions magnétiques, notamment du côté nuit de la Terre, y injectent de l’énergie ; des électrons accélérés précipitent alors le long des lignes de champ vers l’ionosphère. Ils y excitent ou ionisent les atomes et molécules : l’oxygène atomique émet la raie verte à 557,7 nm, vers 100 à 150 km d’altitude, et la raie rouge à 630 nm, plus haut, où les collisions sont assez rares pour laisser le temps à cette émission lente ; l’azote moléculaire produit des teintes bleues et violettes, et des franges roses au bas des rideaux. Les aurores dessinent un ovale autour de chaque pôle magnétique, entre environ 65° et 75° de latitude magnétique, qui s’élargit vers l’équateur lors des orages géomagnétiques provoqués par les éjections de masse coronale. Leur fréquence suit le cycle d’activité solaire d’environ 11 ans, dont le maximum le plus récent se situe vers 2024-2025. Au début du XXe siècle, le physicien norvégien Kristian Birkeland en propose l’explication par des particules venues du Soleil, confirmée à l’ère spatiale. Les tempêtes les plus fortes perturbent les satellites, les communications radio et les réseaux électriques : l’événement de Carrington, en 1859, a produit des aurores visibles jusque sous les tropiques et perturbé le télégraphe. Des aurores existent aussi sur Jupiter, Saturne, Uranus et Neptune, observées notamment par le télescope Hubble.',
    },
  },
  {
    id: 'glow-in-the-dark',
    title: 'Pourquoi certaines choses brillent dans le noir ?',
    phrasings: [
      'pourquoi certaines choses brillent dans le noir',
      'pk mes étoiles au plafond brillent la nuit',
      'phosphorescent',
      'phosphorescence',
      'autocollants qui brillent dans le noir',
      'comment marche un bâton lumineux',
      'jouet qui brille dans le noir',
      'c’est quoi fluorescent',
      'fluorescence',
    ],
    answers: {
      up_to_5:
        'Certaines choses, comme les étoiles collées au plafond, gardent un peu de lumière quand la lampe est allumée. Quand tu éteins, elles la rendent tout doucement, et elles brillent dans le noir !',
      '6_to_8':
        'Les étoiles qui brillent au plafond de ta chambre sont faites d’une matière spéciale, dite phosphorescente. Quand la lumière les éclaire, elles en mettent un peu de côté, un peu comme une batterie qui se recharge. Quand tu éteins la lumière, elles rendent cette énergie tout doucement, sous forme d’une lumière verte, pendant plusieurs minutes ou même quelques heures. Puis elles s’épuisent, et il faut les « recharger » avec de la lumière. Les bâtons lumineux des fêtes, eux, marchent autrement : quand tu les plies, deux liquides se mélangent et font de la lumière sans chauffer. Certains animaux, comme les lucioles ou des poissons des grands fonds, fabriquent aussi leur propre lumière.',
      '9_to_12':
        'Les objets qui brillent dans le noir utilisent une propriété de certaines matières : absorber de l’énergie puis la rendre sous forme de lumière. Dans les matériaux phosphorescents, souvent de l’aluminate de strontium, la lumière reçue fait monter des électrons à un niveau d’énergie plus élevé, où ils restent piégés un moment. Ils en ressortent peu à peu et, en redescendant, émettent de la lumière, souvent verte : l’objet brille plusieurs minutes ou plusieurs heures dans le noir. La fluorescence, elle, est le même genre de phénomène, mais presque instantané : un surligneur ou un t-shirt blanc sous une lampe ultraviolette brille tant qu’on l’éclaire, et s’arrête dès qu’on éteint. Les bâtons lumineux utilisent une réaction chimique : en pliant le tube, on casse une petite ampoule intérieure, les produits se mélangent et libèrent de l’énergie sous forme de lumière. C’est la chimiluminescence. Les lucioles et de nombreux animaux marins font de même dans leur corps : on parle de bioluminescence. Autrefois, certaines montres avaient des aiguilles peintes au radium, une peinture radioactive qui s’est révélée dangereuse ; les matériaux d’aujourd’hui n’ont plus ce problème.',
      '13_plus':
        'La luminescence désigne l’émission de lumière par un matériau qui n’est pas chauffé, par opposition à l’incandescence. Selon la source d’énergie, on distingue la photoluminescence, déclenchée par de la lumière, la chimiluminescence, par une réaction chimique, la bioluminescence, chimiluminescence produite par des êtres vivants, ou encore l’électroluminescence des LED. En fluorescence, un électron excité par un photon revient presque aussitôt, en quelques nanosecondes, à son état fondamental en émettant un photon de plus faible énergie, donc de plus grande longueur d’onde : c’est pourquoi des ultraviolets invisibles font briller un surligneur en jaune. En phosphorescence, l’électron passe par un état dont le retour est « interdit » par les règles de la mécanique quantique, ou se trouve piégé dans des défauts du cristal ; sa libération progressive, aidée par l’agitation thermique, étale l’émission sur des minutes ou des heures. L’aluminate de strontium dopé à l’europium et au dysprosium, mis au point dans les années 1990, a remplacé le sulfure de zinc, bien moins durable. Au début du XXe siècle, des peintures au radium rendaient les cadrans lumineux ; les ouvrières qui affinaient leurs pinceaux avec les lèvres, les « Radium Girls », furent gravement contaminées, ce qui contribua à renforcer la protection contre les rayonnements. Dans un bâton lumineux, l’oxydation d’un ester d’oxalate par l’eau oxygénée transfère de l’énergie à un colorant fluorescent, qui fixe la couleur. Les lucioles utilisent une enzyme, la luciférase, qui oxyde une molécule appelée luciférine, avec un rendement lumineux remarquable. La fluorescence est aussi un outil de recherche majeur : la protéine fluorescente verte d’une méduse, la GFP, récompensée par le prix Nobel de chimie 2008, permet de suivre des molécules dans les cellules vivantes.',
    },
  },
  {
    id: 'how-telescopes-work',
    title: 'Comment marche un télescope ?',
    phrasings: [
      'comment marche un télescope',
      'à quoi sert un télescope',
      'pk un télescope voit loin',
      'différence entre lunette et télescope',
      'telescope',
      'télescope james webb',
      'télescope hubble',
      'comment on observe les galaxies',
      'qui a inventé la lunette astronomique',
    ],
    answers: {
      up_to_5:
        'Un télescope, c’est comme un œil géant. Il attrape beaucoup plus de lumière que ton petit œil, alors il peut voir des étoiles très lointaines et les cratères de la Lune !',
      '6_to_8':
        'Ton œil est tout petit : il ne peut attraper qu’un peu de lumière, alors les choses très lointaines et très faibles sont invisibles pour toi. Un télescope, c’est comme un œil géant : il utilise un grand miroir courbé, ou de grosses lentilles pour une lunette, qui récoltent beaucoup de lumière et la rassemblent. Avec lui, on voit des étoiles trop faibles pour nos yeux, les anneaux de Saturne ou les cratères de la Lune. Plus le miroir est grand, plus on voit loin. Certains télescopes sont même envoyés dans l’espace, comme Hubble et James Webb, pour ne pas être gênés par l’air. Attention : on ne regarde jamais le Soleil avec un télescope, cela peut rendre aveugle.',
      '9_to_12':
        'Le rôle principal d’un télescope n’est pas de grossir, mais de récolter la lumière. Ta pupille fait au plus 7 millimètres ; un télescope de 20 cm de diamètre capte environ 800 fois plus de lumière, ce qui rend visibles des astres très faibles. Il existe deux grandes familles : la lunette, qui concentre la lumière avec des lentilles, et le télescope, qui utilise un miroir courbe. Galilée a pointé une lunette vers le ciel à partir de 1609 et a découvert les montagnes de la Lune et quatre lunes de Jupiter ; Isaac Newton a construit l’un des premiers télescopes à miroir en 1668. Aujourd’hui, les grands observatoires, installés en haut des montagnes, comme au Chili, ont des miroirs de 8 à 10 mètres, et un géant de 39 mètres est en construction. L’air trouble un peu les images : c’est pourquoi on a aussi placé des télescopes dans l’espace, comme Hubble en 1990 et James Webb en 2021, qui observe la lumière infrarouge des toutes premières galaxies. Les radiotélescopes, eux, captent des ondes radio invisibles. Règle d’or : ne jamais viser le Soleil sans filtre spécial.',
      '13_plus':
        'Un instrument astronomique se caractérise avant tout par son ouverture, le diamètre de son objectif : la quantité de lumière recueillie croît comme le carré de ce diamètre, et le pouvoir de résolution, capacité à séparer deux points proches, est limité par la diffraction, proportionnellement à la longueur d’onde divisée par le diamètre. La lunette, perfectionnée par Galilée en 1609 à partir d’un instrument d’opticiens hollandais, utilise des lentilles ; elle souffre d’aberration chromatique, car le verre dévie différemment les couleurs. Le télescope réflecteur, construit par Isaac Newton en 1668, concentre la lumière avec un miroir concave, sans ce défaut et plus facile à agrandir : tous les grands instruments modernes sont des réflecteurs. Au sol, la turbulence atmosphérique brouille les images ; l’optique adaptative la corrige en temps réel en déformant un miroir, guidée par une étoile artificielle créée au laser. Les télescopes de l’Observatoire européen austral, au Chili, comptent parmi les plus puissants, et l’Extremely Large Telescope, avec son miroir segmenté de 39 mètres, doit devenir le plus grand télescope optique du monde. L’espace affranchit de l’atmosphère et donne accès aux longueurs d’onde qu’elle absorbe : Hubble, lancé en 1990, a notamment permis de préciser l’âge de l’univers, et James Webb, lancé en 2021 et placé à 1,5 million de km de la Terre, observe dans l’infrarouge des galaxies formées quelques centaines de millions d’années après le Big Bang. Les radiotélescopes, reliés en réseaux par interférométrie, atteignent des résolutions extraordinaires : l’Event Horizon Telescope a produit en 2019 la première image de l’ombre d’un trou noir. Enfin, observer le Soleil sans filtre certifié à travers un instrument provoque des lésions oculaires immédiates et irréversibles.',
    },
  },
];
