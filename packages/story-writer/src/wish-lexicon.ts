/**
 * What the wish's name finder knows of French beyond grammar (wish-names.ts, decision 0024):
 * first names, common nouns and adjectives, places, the children's favourite characters, clubs,
 * games and films. General knowledge, not the wishes of any round: a wish the finder never saw
 * names a town, a friend or a cartoon from these as readily as one it did.
 *
 * Single words are folded (no accents, lower case, « œ » spelt out); titles of several words are
 * written as French writes them, capitals included, and folded where they are read.
 */

const words = (text: string): Set<string> => new Set(text.trim().split(/\s+/));
const titles = (text: string): string[] =>
  text
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Folded as the tables are written: no accents, lower case, « œ » and « æ » spelt out. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

/**
 * First names children and their families bear in France, of every origin; a hyphenated one
 * (« lou-ann », « jean-yves ») is one when it opens with one. Those that are also French words
 * (« rose », « pierre », « ambre ») are told apart by where they stand.
 */
export const firstNames = words(`
  emma jade louise alice chloe lina rose anna mila lea ambre julia mia manon lou zoe juliette agathe
  camille ines lena romane jeanne eva nina sarah sofia iris adele victoire charlotte margaux margot
  clemence lucie leonie capucine elena olivia gabrielle victoria alix constance apolline josephine
  celeste salome lola luna louna maelys maeva maelle clara elsa eloise heloise emilie elise marie anais
  oceane oriane pauline noemie laura lisa lise lila lilou lily lilly lya alba alma thais thea mathilde
  mathilda zelie rachel sophie sophia helene isabelle catherine christine nathalie sandrine valerie
  veronique sylvie martine monique nicole odette jacqueline simone yvette yvonne colette paulette josette
  suzanne marcelle germaine ginette huguette jocelyne mireille danielle michele francoise brigitte
  chantal corinne patricia florence caroline aurelie audrey celine stephanie virginie melanie elodie
  amandine marion justine laetitia sabrina severine delphine anne annie agnes beatrice berenice solene
  solenn nadege carole karine fabienne murielle myriam sonia elisabeth elisa eliza louisa rosalie rosa
  leontine hortense marguerite madeleine jeannette gisele lucienne raymonde henriette pierrette claudine
  claude dominique genevieve josiane liliane evelyne edith gaelle gwendoline gwenaelle morgane maiwenn
  nolwenn soizic enora anaelle ysaline yasmine jasmine aurore alexandra alexia amelie angele angeline
  anouk ariane armelle axelle blanche candice cassandre cecile charline clementine coline colombe
  cyrielle daphne deborah diane eleonore eline elina emeline emmy estelle esther eugenie eulalie eve
  fanny faustine flavie flora flore garance gladys hannah johanna joanna jessica julie juliane kelly
  lorena lorene louane luce lucile ludivine lydie maddie mae maia maya marine marina marjorie marthe
  maud maude melissa melina melodie mina nadia naomie noa noelie nora ophelie penelope perrine
  philippine prune quitterie raphaelle rebecca regine romy roxane sabine salma sandra sasha segolene
  selma serena shana sidonie sixtine solange stella tiphaine valentine vanessa vera yael yaelle ysee
  agnes albane aline amandine amelia anastasia angelique annabelle annaelle antoinette aude augustine
  aurelia bertille calie calista cerise chiara clarisse claire cleo cloe daisy diana dina dorothee eden
  eleana elia elie elina eliane elly elodie emy enola erine evy faustine fleur gaia gaby giulia
  grace gwen hanna hawa heloise ilona isaure isis ivana jana jenna joy judith jules june kenza kiara
  laure lauriane layla leane leana leia leila leonore leyla liana lilia lilas lilya line liv livia
  lohan lorie lou-ann lou-anne louisa louison lubin lya lyna lysa maelie maily malak manel margot
  mariam marie-lou marilou maryam mathilda maylis mayssa melia melina meline melodie mia milena
  mirabelle myla nahia naya neyla nelia nell nelly ninon noemie nola norah nour olympe oumou paloma
  perle philomene rania romane rosalie rose-marie sacha safia salome sana sara selena serine sienna
  sirine soline soraya suzie syrine tess tessa thelma tiana tiphaine valentina victoria violette
  wendy yasmina ysaline zelie zoe zohra zoey zya margo ava ayla assia mya inaya naia anae lana elya
  ella ellie hanae helena lucette kayla alya naomi celia castille lenaelle alicia coralie loane lucille
  nais priscille sybille
  gabriel leo raphael arthur louis lucas adam jules hugo mael liam noah paul ethan tom sacha nathan
  elio mayron aron esteban aurele mathys romeo alois camil lyes ilies ayman anas idriss yani malone
  gustave nelson solal wael
  aaron mohamed gabin theo timeo leon eden noe martin mathis nolan maxime axel victor antoine marius
  isaac samuel maxence baptiste simon enzo evan yanis robin ilyes alexandre clement thomas tiago
  augustin oscar malo come matheo lenny nael ayden amir diego ibrahim youssef kais noam charles alexis
  sohan soan kylian kilian ismael milo anatole achille basile octave gaspard lucien auguste emile
  edouard firmin joseph pierre jean jacques michel andre bernard gerard rene roger robert marcel henri
  georges albert maurice raymond daniel alain patrick philippe christian eric frederic francois
  laurent olivier pascal stephane thierry vincent xavier yves yannick herve didier bruno christophe
  emmanuel fabrice franck gilles guillaume jerome julien kevin ludovic mickael nicolas sebastien
  sylvain cedric benoit benjamin damien david denis florian florent fabien gaetan gauthier gregoire
  gregory jeremy jonathan loic lionel marc mathieu matthieu maximilien quentin remi romain tristan
  ulysse valery aurelien adrien amaury anthony arnaud bastien boris cyril cyrille dimitri edgar
  eliott elliot elouan erwan ewen gael gauvain gildas goulven gwenael jacky jordan josselin killian
  lorenzo loris louka luka luca lukas marceau mateo matteo milan morgan nathanael nils owen pablo paolo
  remy ruben sam samy sandro stanislas sven tanguy tao teo tim timothe titouan tobias valentin william
  yann yannis yoann youri zacharie zakaria armand gaston fernand anselme aristide barnabe celestin
  cesar clovis cyprien eloi ernest eugene evariste faustin felix ferdinand hector hippolyte honore
  ignace joachim jonas josue leandre leonard leopold lazare marin melchior nestor norbert philemon
  prosper roch seraphin theophile thibault thibaut wilfried yvon seb max alex nico fred greg jeff
  jojo jeannot pierrot riton dede momo toto titi lulu loulou nono
  aymeric alban albin alexis amaury andrea angelo anis ange antonin aubin auguste ayoub
  bilal brice calvin camille charly colin corentin cyprien darius dorian eliot elias elyes ethan
  evann ezio gabriel hadrian hamza harold harry hippolyte hugues ibrahima ilian ilan ilyan irwin
  isaac ismail issa jad jason jimmy joan johan jonathan josh joshua jude julian kenzo kenan lenny
  leny liam lino lisandro loan logan lorenzo lyam mahe mahel malik marley mathias mattia maximilien
  mehdi melvin merlin mika milhan mylan nahel naim naoufel nassim nino noa noam nolhan oren otto
  rafael raphael rayan riyad ryad rubens sasha selim soren swann sylvio taha tahar thiago timothee
  tiago titouan tony vadim valentin vianney virgile wassim yanis yassine yoan younes ysaac zayn
  zinedine
  mohammed karim farid rachid samir nabil sofiane walid yassine ilyas ayoub amine ryan imran idris
  ismail khalil omar said salim sami younes ziad hassan hicham jamel kamel khaled lounes madjid
  mourad nadir nordine redouane riad sofian tarek yacine yasser zine abdel abdellah abdou ahmed ali
  aziz brahim driss farouk fouad habib hakim hedi jalil kader kamal fatima fatiha malika meriem naima
  nawel samira souad zineb zahra aicha aya imane ilham hanane houda hajar jamila karima latifa lamia
  loubna mounia nadira nassima rim siham wafa yamina yousra zahia amira asma dounia djamila kheira
  kahina farida leila amina nour sabri anass adel akram adem mounir nacer nasser rayane soufiane
  emre mert deniz ayse elif zeynep yusuf kerem baran aylin eylul ecem mehmet ahmet murat burak selin
  moussa mamadou ousmane amadou abdoulaye ibrahima cheikh modou boubacar oumar souleymane seydou lamine
  sekou alioune bakary mamoudou aminata fatou fatoumata awa mariama kadiatou aissatou binta coumba
  khadija ndeye rokhaya adama kofi kwame yaw ama abena akosua chidi emeka ngozi chiamaka tunde djibril
  ousmane kadidja assa maimouna nafi oumy salif samba sidy tidiane yacouba mariam precieuse
  joao diogo rafael ana beatriz carolina catarina mariana rodrigo pedro miguel carlos jose juan javier
  alejandro alvaro sergio lucia carmen pilar dolores isabel marta rocio giuseppe giovanni francesco
  alessandro marco antonio francesca alessia martina giorgia aurora ginevra carmela concetta rosaria
  iker inaki maite amaia ainhoa unai aitor ander mikel ibai eneko oihana jone nerea xabi
  jack james john harry george oliver charlie mason logan jayden dylan brandon steven jennifer emily
  isla poppy ruby evie molly kate ben jake ollie freddie archie alfie teddy billy joe luke matt peter
  mike chris andy danny sean ian scott steve gary tyler nathan noah liam
  hans karl franz finn emil anton oskar greta frida ingrid astrid erik lars bjorn freya annika
  linnea maja sigrid dmitri ivan igor sergei vladimir natasha olga tatiana irina katia ksenia
  svetlana anya nikita oleg yuri pavel piotr pawel zofia jan janek tomasz marek wojtek andrei vlad
  bogdan radu ioana mihai stefan milos luka nikola dragan
  kenji hiro haruto yuki aiko sakura hana yui mei rin kaito ren sora takeshi akira naoki kenta riku
  yuna minh anh linh thao thu tuan duc huy lan wei jun ming chen lei xiao ling hoa kim jin priya anaya
  arjun ravi rohan aarav raj sanjay nisha lakshmi ananya
  denise micheline berthe renee bernadette georgette germain gilberte
`);

/**
 * Common French nouns, singular (a plural is found from its singular): what the wish is about
 * when one opens it capitalised (« Pirates et trésor… », « Pyjamas et lampe de poche »), never a
 * town's or a person's name. Kin and titles (« mamie », « tonton ») are wish-names.ts's own.
 */
export const commonNouns = words(`
  pirate tresor ile bateau navire equipage carte boussole coffre sabre epee bouclier armure chevalier
  princesse prince roi reine chateau donjon tour dragon fee sorciere sorcier magicien magicienne
  baguette potion chaudron grimoire sortilege enchantement licorne elfe lutin gnome troll ogre geant
  monstre fantome vampire zombie momie squelette loup-garou sirene nymphe genie lampe tapis royaume
  palais couronne trone sceptre cape chapeau balai crapaud citrouille carrosse pantoufle miroir foret
  clairiere grotte caverne cabane tipi tente hutte igloo volcan desert oasis jungle savane banquise
  montagne colline vallee riviere ruisseau cascade lac etang mare ocean mer plage sable coquillage
  galet rocher falaise phare port quai matelot sous-marin plongee epave requin baleine poulpe pieuvre
  meduse hippocampe crevette algue corail archipel androide extraterrestre alien martien fusee
  vaisseau soucoupe planete etoile comete lune soleil espace galaxie univers astronaute cosmonaute
  satellite telescope asteroide meteorite cratere station navette
  animal bete insecte araignee fourmi mouche moustique guepe bourdon chenille ver limace scarabee
  sauterelle criquet grillon libellule luciole cigale mouette goeland pelican manchot autruche paon
  cygne oie dinde pigeon corbeau corneille pie merle moineau rouge-gorge mesange hirondelle aigle
  faucon vautour colibri toucan flamant cigogne heron kangourou zebre hippopotame rhinoceros crocodile
  alligator gorille chimpanze guepard leopard panthere jaguar puma lynx blaireau castor loutre
  marmotte taupe mulot biche cerf chevreuil sanglier lievre belette hermine phoque otarie morse orque
  narval cachalot chameau dromadaire lama alpaga mulet bouc agneau brebis taureau veau boeuf porcelet
  truie dindon caneton chevreau lionne tigresse iguane cameleon gecko salamandre triton sardine thon
  saumon truite carpe tyrannosaure triceratops diplodocus brachiosaure stegosaure pterodactyle
  velociraptor mammouth bestiole
  maison appartement chambre salon cuisine salle bain douche baignoire toilette grenier cave garage
  jardin balcon terrasse escalier porte fenetre volet toit mur plafond sol rideau lit couette oreiller
  coussin drap pyjama chausson veilleuse bougie lumiere placard armoire commode tiroir etagere bureau
  chaise table fauteuil canape television tele ordinateur telephone radio horloge reveil montre brosse
  peigne dentifrice savon serviette gant verre tasse bol assiette fourchette couteau cuillere casserole
  poele four frigo gateau tarte crepe gaufre biscuit bonbon chocolat caramel sucette glace sorbet
  confiture miel pain croissant brioche fromage yaourt lait beurre oeuf jambon saucisse frite pate riz
  soupe salade legume fruit pomme poire banane orange citron fraise framboise cerise abricot peche
  prune raisin melon pasteque ananas kiwi mangue noix noisette amande cacahuete pistache chataigne
  marron carotte tomate patate haricot courgette potiron chou brocoli poireau oignon ail champignon
  radis concombre poivron mais epinard sel poivre sucre farine the cafe jus sirop limonade eau soda
  gouter dejeuner diner repas pizza hamburger sandwich quiche omelette raclette fondue couscous tajine
  lasagne nouille spaghetti compote muffin cookie macaron meringue praline nougat guimauve reglisse
  cannelle vanille muscade menthe biscotte tartine goutte bulle
  vetement habit robe jupe pantalon short jean chemise pull gilet veste manteau blouson anorak echarpe
  bonnet casquette moufle chaussette chaussure basket botte sandale tong ceinture cravate noeud
  lunette sac cartable trousse valise bijou collier bracelet bague barrette deguisement costume
  masque maquillage tete cheveu oeil yeux nez bouche langue oreille joue front menton cou epaule bras
  main doigt ongle ventre dos jambe genou pied orteil coeur peau os sang larme sourire bisou calin
  caresse moustache barbe
  ecole maternelle creche college lycee cour recreation recre cantine garderie eleve cahier livre
  crayon stylo feutre gomme regle ciseaux colle peinture pinceau dessin coloriage papier carton lecon
  devoir dictee lecture ecriture calcul poesie chanson chant musique piano guitare violon flute
  tambour batterie trompette danse ballet judo karate foot football rugby basket tennis natation
  piscine gym gymnastique equitation velo trottinette roller skate patin ski luge snowboard escalade
  randonnee promenade balade course jeu jouet puzzle poupee peluche ballon bille toupie cerf-volant
  balancoire toboggan manege cirque clown spectacle theatre cinema film dessin-anime conte album
  bd musee bibliotheque zoo parc ferme aquarium camping colonie colo vacance voyage sortie excursion
  fete cadeau guirlande surprise invitation mariage bapteme lego playmobil console jeu-video tablette
  arbre fleur herbe feuille branche racine tronc bois buisson rose tulipe marguerite coquelicot
  tournesol paquerette muguet lavande lilas jasmin violette pissenlit trefle mousse fougere sapin
  chene pin palmier bambou cactus pierre caillou roche terre boue poussiere vent pluie orage tonnerre
  eclair tempete neige flocon givre brouillard nuage arc-en-ciel ciel nuit jour matin soir aube
  crepuscule saison printemps ete automne hiver chaleur froid feu flamme fumee cendre source vague
  maree nature paysage
  voiture auto camion bus autobus car train metro tram tramway avion helicoptere voilier barque kayak
  canoe pedalo ferry paquebot moto scooter tracteur pelleteuse grue bulldozer ambulance taxi route
  chemin rue autoroute pont tunnel gare aeroport parking
  enfant homme femme dame gens personne famille parent pompier policier gendarme docteur medecin
  infirmier infirmiere dentiste veterinaire boulanger boucher facteur jardinier fermier cuisinier chef
  pilote capitaine marin pecheur chasseur bucheron berger cowboy ninja super-heros heros heroine
  acrobate jongleur danseur chanteur musicien artiste peintre inventeur savant explorateur aventurier
  detective espion voleur gardien soldat garde chauffeur conducteur vendeur marchand client
  peur courage joie tristesse colere amour amitie bonheur reve cauchemar sommeil fatigue faim soif
  douleur bobo rhume fievre toux maladie sante force secret mystere aventure quete mission defi
  probleme solution idee question reponse verite mensonge bruit silence calme patience gentillesse
  politesse partage respect confiance liberte paix guerre magie chance espoir souvenir memoire rire
  loisir attraction voile hand handball volley escrime badminton ping-pong athletisme boxe taekwondo
  poterie echec sieste dodo bobo manege
  mirabelle clementine melodie colin anis samba duc pierrot loulou lino merlin maxime pomelo clochette
  crochet polochon timon paillette
  ballerine tutu chausson tenue chaussure collant justaucorps pointe scene rideau costume perruque
  marionnette spectacle concert orchestre chorale fanfare defile parade carnaval kermesse tombola loto
  bal boum soiree nuitee veillee karaoke photo video dessin gribouillage tableau sculpture gommette
  autocollant image comptine berceuse lanterne torche boussole jumelle loupe microscope aimant fossile
  coquille plume bottes chaudron cristal diamant rubis emeraude saphir perle or argent bronze piece
  billet tirelire montgolfiere parachute planeur deltaplane trampoline toboggan tyrolienne accrobranche
  labyrinthe cache-cache chat-perche marelle corde elastique osselet devinette enigme charade blague
  farce bonhomme boule-de-neige igloo luge traineau renne guirlande oeuf marshmallow pop-corn chips
  bonbon cloche poussin galette feve parapluie impermeable flaque arc-en-ciel eclaircie
  canicule secheresse inondation avalanche tremblement seisme eruption tornade ouragan cyclone typhon
  tsunami astronomie constellation chevalerie tournoi joute sorcellerie elixir corsaire
  flibustier moussaillon naufrage radeau bouteille message paleontologue lave magma incendie caserne
  pansement piqure vaccin medicament rentree recreation dortoir stage demenagement naissance biberon
  couche poussette berceau tetine divorce separation absence deuil enterrement cimetiere paradis
  jalousie dispute reconciliation excuse pardon promesse ombre reflet echo murmure chuchotement
  fontaine puits moulin oubliette souterrain brume rosee potager verger serre poulailler clapier etable
  ecurie grange bergerie porcherie niche vivarium terrarium cage panier laisse gamelle croquette quad
  kart karting circuit rallye formule librairie bouquin roman magazine journal lettre colis boulangerie
  patisserie epicerie supermarche churros drone manette ecran superpouvoir
  heure minute seconde semaine mois annee siecle midi moment instant temps fois
  robot cyborg machine invention samourai viking gladiateur pharaon pyramide temple mage druide
  enchanteur centaure minotaure cyclope griffon phenix pegase yeti kraken farfadet korrigan dinosaure
  superheros super-heroine superheroine indien trappeur cosmos spationaute amulette talisman parchemin
  incantation
  victoire clemence constance prudence esperance grace perle colombe aurore celeste ange
`);

/** Common French adjectives, both genders, never a first name where they stand after a noun. */
export const commonAdjectives = words(`
  beau belle bel joli jolie grand grande petit petite gros grosse long longue court courte haut haute
  bas basse large etroit etroite neuf neuve vieux vieille nouveau nouvelle jeune ancien ancienne bon
  bonne mauvais mauvaise gentil gentille mechant mechante sage drole rigolo rigolote triste content
  contente heureux heureuse malheureux malheureuse fier fiere timide courageux courageuse peureux
  peureuse calme doux douce dur dure chaud chaude froid froide mouille mouillee sec seche propre sale
  lourd lourde leger legere rapide lent lente fort forte faible plein pleine vide rond ronde carre
  carree pointu pointue brillant brillante sombre clair claire noir noire blanc blanche rouge bleu
  bleue vert verte jaune rose violet violette orange gris grise marron dore doree argente argentee
  magique enchante enchantee mysterieux mysterieuse secret secrete perdu perdue cache cachee casse
  cassee abime abimee use usee rape rapee troue trouee dechire dechiree recousu recousue sauvage
  domestique geant geante minuscule enorme immense fatigue fatiguee malade blesse blessee calin
  caline adore adoree prefere preferee cheri cherie fidele unique special speciale merveilleux
  merveilleuse formidable genial geniale extra super chouette mignon mignonne tout-doux poilu poilue
  tout-fou fou folle pale sourd sourde muet muette precieux precieuse dingo
`);

/**
 * Towns, lands, regions, mountains, islands and sites a wish names, typed in lower case too
 * (« chez mamie a quimper », « dans les pyrénées »). Those that are also French words are listed
 * again below; those that are first names or mostly words (« Nancy », « Tours », « Orange ») are
 * left out: capitalised after « à » and its kind, wish-names.ts finds them all the same.
 */
export const knownPlaces = words(`
  france paris lyon marseille toulouse nice nantes montpellier strasbourg bordeaux lille rennes reims
  toulon grenoble dijon angers nimes villeurbanne clermont-ferrand le-mans aix-en-provence brest
  limoges amiens perpignan metz besancon orleans rouen mulhouse caen argenteuil montreuil roubaix
  tourcoing avignon nanterre poitiers versailles creteil colombes la-rochelle calais cannes antibes
  dunkerque saint-denis saint-etienne saint-nazaire saint-malo saint-brieuc saint-quentin bourges
  quimper vannes lorient troyes chambery annecy niort chartres beauvais cherbourg la-roche-sur-yon
  ajaccio bastia bonifacio porto-vecchio calvi corte belfort blois bayonne biarritz anglet arcachon
  carcassonne narbonne beziers sete montauban albi rodez cahors agen tarbes lourdes mont-de-marsan
  perigueux brive aurillac le-puy-en-velay mende privas gap digne briancon chamonix megeve albertville
  bourg-en-bresse macon chalon-sur-saone nevers auxerre vichy montlucon roanne epinal colmar haguenau
  thionville verdun charleville-mezieres soissons compiegne chantilly fontainebleau melun meaux evry
  cergy pontoise rambouillet boulogne-billancourt boulogne-sur-mer le-touquet berck arras douai
  valenciennes cambrai abbeville honfleur deauville trouville cabourg bayeux lisieux evreux dieppe
  fecamp etretat le-havre granville avranches alencon saumur chinon amboise vendome chateauroux
  angouleme cognac royan rochefort les-sables-d-olonne saint-jean-de-monts pornic la-baule
  guerande carnac quiberon auray concarneau douarnenez morlaix roscoff perros-guirec lannion paimpol
  dinard dinan cancale fougeres redon ploermel pontivy paimpol monaco saint-tropez frejus
  saint-raphael hyeres la-ciotat aubagne martigues arles salon-de-provence istres carpentras
  cavaillon gordes manosque sisteron vence draguignan sainte-maxime bandol sanary collioure
  argeles banyuls leucate gruissan agde palavas la-grande-motte ales uzes millau ceret font-romeu
  andorre hendaye saint-jean-de-luz saint-jean-pied-de-port espelette hossegor capbreton seignosse
  lacanau soulac biscarrosse libourne saint-emilion bergerac sarlat rocamadour figeac castres
  moissac pontarlier dole montbeliard vesoul gerardmer obernai selestat riquewihr kaysersberg
  eguisheim aix-les-bains annemasse thonon evian morzine avoriaz chatel la-clusaz courchevel meribel
  val-thorens les-menuires tignes val-d-isere la-plagne les-arcs valmorel les-deux-alpes alpe-d-huez
  chamrousse villard-de-lans serre-chevalier montgenevre risoul orcieres valberg saint-lary
  peyragudes luchon les-angles super-besse le-lioran metabief vincennes saint-ouen clichy
  levallois neuilly courbevoie puteaux massy palaiseau meudon sevres chelles
  marne-la-vallee pointe-a-pitre basse-terre fort-de-france cayenne kourou noumea papeete mamoudzou
  beauval futuroscope disneyland disney vulcania marineland nausicaa oceanopolis thoiry chambord
  lascaux padirac oleron noirmoutier groix belle-ile porquerolles ouessant brehat
  bretagne normandie provence alsace corse savoie haute-savoie auvergne bourgogne vendee camargue
  picardie champagne occitanie aquitaine ardeche dordogne perigord quercy limousin sologne touraine
  anjou poitou charente gascogne bearn pays-basque beaujolais franche-comte ardennes flandre artois
  cotentin ile-de-france cote-d-azur languedoc roussillon ariege aveyron lozere cantal correze
  gironde finistere morbihan vaucluse gard herault isere drome gers tarn oise eure yonne
  calvados moselle alpes pyrenees vosges jura vercors cevennes morvan chartreuse luberon verdon
  queyras oisans mont-blanc ventoux himalaya everest kilimandjaro etna vesuve sahara amazonie
  laponie groenland antarctique arctique alaska hawai floride californie texas
  angleterre ecosse irlande espagne italie allemagne belgique suisse portugal grece pologne russie
  afrique amerique asie europe australie canada quebec mexique bresil argentine chine japon inde
  egypte maroc algerie tunisie senegal turquie coree vietnam thailande islande norvege suede danemark
  finlande pays-bas hollande autriche cameroun mali liban israel iran perou chili colombie cuba
  antilles guadeloupe martinique reunion mayotte tahiti polynesie madagascar guyane luxembourg
  croatie hongrie roumanie bulgarie ukraine ecosse pays-de-galles sicile sardaigne corfou
  baleares majorque tenerife madere toscane andalousie catalogne baviere
  londres rome madrid barcelone lisbonne porto berlin munich amsterdam bruxelles geneve lausanne
  zurich venise naples turin prague budapest varsovie cracovie athenes istanbul moscou stockholm oslo
  copenhague helsinki dublin edimbourg new-york montreal toronto vancouver tokyo kyoto osaka pekin
  shanghai seoul bangkok hanoi dubai marrakech casablanca rabat fes agadir tanger alger oran tunis
  djerba dakar abidjan bamako douala yaounde kinshasa brazzaville cappadoce
  mercure venus terre mars jupiter saturne uranus neptune pluton lune pau laval valence lens loire seine
  garonne rhone durance
  mont-dore le-mont-dore
`);

/**
 * Places whose name is also a French word (« les rennes du Père Noël », « de la chantilly », « un
 * maçon »): in lower case, a place only after « à », « en » or « dans ».
 */
export const placeHomonyms = words(`
  paris bordeaux rennes limoges colombes calais cannes vannes lourdes digne gap macon vichy chantilly
  fontainebleau cambrai cognac cancale fougeres cavaillon dole sevres corse bourgogne champagne
  limousin beaujolais cantal calvados jura chartreuse mont-blanc suisse canada argentine hollande
  suede madere porto pekin rabat
`);

/**
 * Places of several words, written as French writes them: the lower-case words are their noun
 * (« zoo de Beauval », « dune du Pilat »), the capitalised ones their name.
 */
export const placeTitles = titles(`
  zoo de Beauval
  Puy du Fou
  parc Astérix
  dune du Pilat
  gorges du Verdon
  cirque de Gavarnie
  pont du Gard
  Mont-Saint-Michel
  mont Saint-Michel
  mont Saint Michel
  Mont St-Michel
  mont St Michel
  La Rochelle
  La Baule
  La Ciotat
  La Plagne
  La Clusaz
  La Grande-Motte
  La Roche-sur-Yon
  Le Havre
  Le Mans
  Le Touquet
  Le Croisic
  Le Lavandou
  Le Puy-en-Velay
  Les Sables-d'Olonne
  Les Arcs
  Les Gets
  Les Menuires
  Les Deux Alpes
  L'Alpe d'Huez
  mont Blanc
  mont Ventoux
  mont Dore
  puy de Dôme
  pic du Midi
  aiguille du Midi
  mer de Glace
  pointe du Raz
  baie de Somme
  lac Léman
  île de Ré
  île d'Oléron
  île d'Yeu
  île de Noirmoutier
  île de Bréhat
  tour Eiffel
  statue de la Liberté
  tour de Pise
  arc de Triomphe
  château de Versailles
  châteaux de la Loire
  cité de l'Espace
  Cité des sciences
  jardin d'Acclimatation
  parc de la Villette
  jardin des Plantes
  jardin du Luxembourg
  Stade de France
  Parc des Princes
  Côte d'Azur
  Massif central
  Pays basque
  New York
  Los Angeles
  San Francisco
  Hong Kong
  Côte d'Ivoire
  Afrique du Sud
  États-Unis
  Nouvelle-Calédonie
  Nouvelle-Zélande
  Europa-Park
  Pairi Daiza
  Center Parcs
  la Palmyre
  pôle Nord
  pôle Sud
`);

/** Lands French names with « en » and « la » (« en Corse », « vient d'Italie »), unlike towns (« à Nice »). */
export const feminineLands = words(`
  france bretagne normandie provence alsace corse savoie auvergne bourgogne vendee camargue angleterre
  ecosse irlande espagne italie allemagne belgique suisse grece pologne russie afrique amerique asie
  europe australie argentine chine inde egypte algerie tunisie turquie coree thailande islande norvege
  suede finlande hollande autriche colombie guadeloupe martinique guyane sicile sardaigne crete
  ukraine roumanie croatie bulgarie lorraine picardie champagne occitanie aquitaine dordogne ardeche
  laponie cappadoce toscane andalousie catalogne baviere polynesie amazonie floride californie
  charente gironde isere drome haute-savoie sologne touraine franche-comte hongrie
`);

/**
 * The planets and the Moon, places a wish travels to (« jusqu'à Mars », « sur la Lune »): French
 * is « sur » them, and « Mars » there is no month.
 */
export const planets = words(`mercure venus terre mars jupiter saturne uranus neptune pluton lune`);

/**
 * Words after which French elides a small word, typed fast without the apostrophe (« cest »,
 * « sappelle », « quil », « jai », « jusqua »), by that small word. « l' » and « d' » elide before
 * any noun of the lexicon that opens with a vowel too (« lecole », « dami »).
 */
export const elidedAfter: Record<string, Set<string>> = {
  c: words('est etait etaient'),
  j: words('ai aime aimais adore adorais avais etais habite en y'),
  s: words('appelle apelle appel apel appelait apelait appellent apellent est etait il ils'),
  qu: words('il ils elle elles on un une'),
  n: words('est etait a ai ont aime y'),
  l: words('a adore aime appelle est histoire anniversaire'),
  d: words('abord accord'),
  jusqu: words('a au aux'),
};

/**
 * Characters of films, books and cartoons children love (« fan de Peppa Pig », « avec bluey et
 * bingo »): the wish brings them into the story, in lower case too, unless it leaves them out.
 * Decision 0024 counts them as names the story must keep.
 */
export const famousCharacters = words(`
  simba nala mufasa timon pumba elsa olaf kristoff vaiana moana maui raiponce cendrillon blanche-neige
  aladdin mulan pocahontas nemo dory woody buzz stitch mickey minnie dingo pluto winnie porcinet
  bourriquet bambi dumbo pinocchio tarzan shrek harry potter hermione dumbledore hagrid voldemort chase
  zuma ryder spiderman spider-man batman superman hulk ironman ladybug luigi yoshi bowser pikachu
  dracaufeu evoli peppa tchoupi trotro babar barbapapa totoro kirikou tintin asterix obelix idefix
  titeuf spirou bluey masha dora naruto goku grinch schtroumpf schtroumpfette gargamel casimir oui-oui
  paddington mcqueen haddock tournesol castafiore vador yoda chewbacca skywalker mario sonic noel
  mowgli baloo rapunzel spidey michka ernest celestine caillou franklin gruffalo elmer ariol yakari
  didou pomelo kiki ponyo chihiro heidi pippi fifi gaspard lisa marsupilami gaston
  garfield snoopy scooby-doo bugs titi grosminet pikachu rondoudou salameche carapuce
  bulbizarre gru minions minion sully bouh wall-e remy woody jessie sharko peppa george holly
  bibou tcoupi wonder-woman thor groot catboy gluglu yoko pyjamasques gekko ninjago lloyd
  stella olaf anna sven kristoff hans mirabel luca miguel ariel raiponce flynn
  jasmine jafar merida tiana mowgli bagheera shere-khan nils wendy clochette crochet
  peter-pan lilo nani sebastien polochon eeyore tigrou rox rouky sonic tails knuckles kirby
  fiona rubble marcus skye rocky stella link ganon
  mbappe messi ronaldo neymar zidane griezmann dembele
 
`);

/** The hyphenated characters as they are often typed, with a space: « blanche neige », « spider man ». */
export const spacedCharacters = [...famousCharacters]
  .filter((name) => name.includes('-'))
  .map((name) =>
    name
      .split('-')
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join(' '),
  );

/**
 * Characters of several words, as French writes them, with their article when they take one
 * (« le Petit Prince »): « petit ours brun » typed in lower case is still him.
 */
export const famousTitles = titles(`
  Petit Ours Brun
  le Petit Prince
  Sam le pompier
  Bob le bricoleur
  Bob l'éponge
  Paf le chien
  Boucle d'or
  Chat Noir
  Martine à la ferme
  Petit Poilu
  Petit Lapin Blanc
  P'tit Loup
  Mini-Loup
  Gaspard et Lisa
  Max et Lili
  Boule et Bill
  Tom-Tom et Nana
  Ernest et Célestine
  Lilo et Stitch
  Tom et Jerry
  Tom Pouce
  Peter Pan
  Winnie l'ourson
  Buzz l'Éclair
  Flash McQueen
  Lucky Luke
  Gaston Lagaffe
  le Petit Nicolas
  Fifi Brindacier
  Pierre Lapin
  Monsieur Patate
  Mister Patate
  Père Castor
  Pat et Mat
  Blanche-Neige
  la Belle au bois dormant
  le Petit Chaperon rouge
  Hansel et Gretel
  Harry Potter
  le Capitaine Crochet
  la Fée Clochette
  Peppa Pig
  Miss Hulk
  Iron Man
  Captain America
  Black Panther
  Wonder Woman
  Spider-Man
  Super Mario
  Donkey Kong
  Pac-Man
  Dark Vador
  Mary Poppins
  Mortelle Adèle
  Émilie Jolie
  Princesse Sofia
  Docteur La Peluche
  Petite Taupe
  Grand Loup
  Loup Gris
  Chat Botté
  Pinkie Pie
`);

/**
 * Clubs and national teams a wish names (« fan du stade toulousain », « voir le RC Lens »), with
 * the capitals French gives them: a team the heroes love, never a character.
 */
export const clubs = titles(`
  PSG
  OM
  OL
  LOSC
  ASSE
  ASM
  UBB
  RCT
  USAP
  MHSC
  TFC
  OGC Nice
  RC Lens
  RC Strasbourg
  FC Nantes
  FC Lorient
  FC Metz
  FC Barcelone
  Barça
  AS Monaco
  AS Saint-Étienne
  AJ Auxerre
  SM Caen
  Toulouse FC
  Stade toulousain
  Stade rennais
  Stade brestois
  Stade rochelais
  Stade français
  Stade de Reims
  Girondins de Bordeaux
  les Girondins
  Olympique de Marseille
  Olympique lyonnais
  Paris Saint-Germain
  Racing 92
  ASM Clermont
  Union Bordeaux-Bègles
  Castres olympique
  Aviron bayonnais
  Section paloise
  RC Toulon
  Montpellier HSC
  Real Madrid
  Bayern Munich
  Manchester United
  Manchester City
  Juventus
  Liverpool
  Chelsea
  équipe de France
  les Bleus
  les Bleues
  XV de France
`);

/** Games children play (« ils jouent à Mario Kart », « tournoi de Uno »): a pastime, never a character. */
export const games = titles(`
  Mario Kart
  Mario Party
  Minecraft
  Pokémon
  Fortnite
  Roblox
  Zelda
  Uno
  Monopoly
  Dobble
  Cluedo
  Mille Bornes
  Just Dance
  Animal Crossing
  Among Us
  Fifa
  Tetris
  Candy Crush
  Jungle Speed
  Skyjo
  Dixit
  Catan
  Jenga
  Twister
  Mikado
  Pictionary
  Scrabble
  Trivial Pursuit
  Brawl Stars
  Clash Royale
  Rocket League
  Splatoon
  Smash Bros
  Subway Surfers
  Angry Birds
  Docteur Maboul
  Bataille navale
`);

/**
 * Films and series children watch (« ils ont vu le Roi Lion au cinéma »), with their article:
 * a pastime the heroes think of, never a character.
 */
export const films = titles(`
  le Roi Lion
  la Reine des neiges
  Toy Story
  Encanto
  Zootopie
  Monstres et Cie
  le Monde de Nemo
  Vice-Versa
  Moi, moche et méchant
  Kung Fu Panda
  l'Âge de glace
  les Indestructibles
  la Petite Sirène
  la Belle et la Bête
  le Livre de la jungle
  la Guerre des étoiles
  Star Wars
  Spirit
  Alerte rouge
  Mon voisin Totoro
  le Voyage de Chihiro
  la Pat' Patrouille
  la Pat Patrouille
  Paw Patrol
  Miraculous
  les Minions
  Wish
  Élémentaire
`);

/** Jobs a character is called by after its name (« Sam le pompier », « Marcel le facteur »). */
export const jobs = words(`
  pompier policier policiere facteur factrice boulanger boulangere bricoleur bricoleuse jardinier
  jardiniere fermier fermiere docteur medecin cuisinier cuisiniere pirate magicien magicienne sorcier
  sorciere chevalier pecheur marin pilote astronaute explorateur inventeur peintre clown cowboy
  detective mecanicien mecanicienne plombier electricien chauffeur berger bergere bucheron facteur
  veterinaire infirmier infirmiere dentiste boucher epicier libraire musicien musicienne chanteur
  chanteuse danseur danseuse garde-forestier gardien gardienne nageur nageuse sauveteur sauveteuse
  moniteur monitrice entraineur entraineuse
`);
