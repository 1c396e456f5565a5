/**
 * Words a message typed without spaces is cut back into ("jeveuxplusvivre",
 * "onpeutfumer"): the small words of every sentence and the words safety must see. Written as
 * typed; compared once normalised. A run of letters is cut only when every piece is here.
 */
export const vocabulary = `
je tu il elle on nous vous ils elles me te se moi toi lui leur eux mon ma mes ton ta tes son sa ses
notre nos votre vos le la les un une des du de au aux et ou mais donc car ni ne pas plus jamais rien
personne que qui quoi quand comment pourquoi combien est sont suis es ai as a ont avez avons fait fais
faire veux veut vouloir voudrais peux peut pouvoir vais va aller dois doit faut sais sait savoir
voir vois voit regarder montre montrer envoie envoyer donne donner dis dire parle parler mange manger
vivre vivant mourir mort morte meurs tuer tue suicide crever disparaitre finir fin toujours envie
mal triste seul seule peur aide aider maman papa mere pere parents frere soeur famille maison ecole
college classe prof maitresse copain copine ami amie amis mec fille filles garcon garcons femme femmes
homme hommes gens enfant enfants bebe corps nu nue nus nues tout toute tous toutes photo photos video
videos sexe porno seins fesses zizi baiser coucher amour drogue drogues fumer fume joint weed shit
alcool boire biere vodka cigarette clope vape planer bourre arme armes couteau pistolet bombe fusil
poison frapper frappe taper tape battre bat cogner blesser voler vole pirater code mot passe adresse
numero telephone secret cacher cache mentir partir fuguer fugue dehors nuit jour soir demain
aujourdhui hier encore trop tres bien bon mauvais vrai vraiment juste comme avec sans pour dans sur
sous chez par entre apres avant depuis ici la-bas internet snap insta tiktok discord jeu jeux feu
sauter pont toit fenetre medicaments cachets pilules corde couper coupe veines sang manger vomir
gros grosse maigrir kilos cheveux tete ventre coeur respirer dormir reveiller feuilles the roulees
rouler nude nudes chat chien insulte insultes noir noirs arabe arabes juif juifs race raciste moque moquer
nude nudes gratuit gratuite gratos cul sexy hard hot croire crois croit devoirs devoir joue jouer
jeu cacher cache mentir menti ment secret tete sac corde pendre couper coupe veines sang lame jai
oublie oublier regles regle explosif explosifs dit ignore instructions filtre filtres consignes
`;
