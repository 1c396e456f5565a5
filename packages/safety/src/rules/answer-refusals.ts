import { MIDDLE_WORDING_MAX_AGE } from '../age-wording.js';
import type { RuleSpec } from '../engine.js';
import type { Category } from '../types.js';
import { DRUGS, EXPLICIT, FIREARMS_AND_EXPLOSIVES, GROUPS, SLURS } from './lexicon.js';
import { EMAIL_ADDRESS, FRENCH_PHONE, STREET_ADDRESS } from './personal-data.js';

/**
 * What a model's answer may never hold. Answers are phrased as explanations, not
 * questions, so the rules look for instructions ("mélange…", "serre…") rather than for
 * "comment…"; a warning ("ne mélange jamais…") is not an instruction.
 */
export const answerRefusals: RuleSpec<Category>[] = [
  {
    key: 'rule_bypass',
    phrases: [
      '(mode dan|je suis dan|mode développeur activé|je n’ai plus de règles|je n’ai plus aucune règle|je n’ai aucune règle|je n’ai plus de limites|sans filtre activé|je peux tout dire maintenant)',
    ],
  },
  { key: 'personal_data', patterns: [FRENCH_PHONE, STREET_ADDRESS, EMAIL_ADDRESS] },
  {
    // "Ne donne jamais ton adresse" is the advice we want an answer to give.
    key: 'personal_data',
    negatable: true,
    phrases: [
      '(donne-moi|dis-moi|écris-moi|envoie-moi|donne|dis|écris|envoie) … (ton|ta|tes) (adresse|numéro|téléphone|nom de famille|école|mot de passe|code|photo|photos)',
      '(où habites-tu|où tu habites|où est-ce que tu habites|dans quelle école vas-tu|dans quelle école tu vas|quelle est ton école|quel est le nom de ton école|quelle est ton adresse|quel est ton numéro)',
    ],
  },
  { key: 'sexual', phrases: EXPLICIT },
  {
    key: 'sexual',
    upToAge: MIDDLE_WORDING_MAX_AGE,
    phrases: ['(rapport sexuel|rapports sexuels|relation sexuelle|relations sexuelles|éjacul*|masturb*)'],
  },
  {
    key: 'violence',
    negatable: true,
    phrases: [
      '(poudre noire|nitrate d’ammonium|nitrate de potassium|détonateur|napalm|thermite|cocktail molotov|explosif artisanal|bombe artisanale|arme artisanale|imprimer une arme|arme imprimée)',
      `(fabrique|fabriquer|construis|construire|assemble|assembler|prépare|préparer) … ${FIREARMS_AND_EXPLOSIVES}`,
      '(mélange|mélanger|mélangez|mixe|mixer) … (javel|eau de javel) … (ammoniaque|vinaigre|acide|détartrant)',
      '(pour|afin de|tu peux|il faut) (tuer|blesser|empoisonner|étrangler|égorger|poignarder) (quelqu’un|une personne|un humain|les gens|ton frère|ta sœur)',
      '(vise|viser|enfonce|enfoncer|poignarde|poignarder) … (la gorge|le cou|les yeux|la tempe|le cœur|la carotide)',
    ],
  },
  {
    key: 'drugs',
    negatable: true,
    phrases: [
      `(tu peux|il faut|tu dois|on peut|commence par|essaie de|pour) (fumer|rouler|sniffer|inhaler|injecter|acheter|trouver|se procurer|cultiver) … ${DRUGS}`,
      '(pour|afin de|tu peux) (être|devenir) (ivre|saoul|soûl|bourré|bourrée|défoncé|défoncée|high)',
      '(dealer|dealeur|dealeurs|ligne de coke|se shooter|seringue de)',
    ],
  },
  {
    key: 'dangerous_challenge',
    negatable: true,
    phrases: [
      // An instrument, or "ton cou": "la peur serre la gorge" is a feeling, not an instruction.
      '(serre|serrer|serrez) … (foulard|ceinture|corde|lacet|cordon) … (cou|gorge)',
      '(serre|serrez|presse|pressez|appuie|appuyez) … (ton cou|ta gorge|le cou de|la gorge de)',
      '(retiens|retenir|retenez) … respiration … (évanouir|évanouisses|perdre connaissance|tomber)',
      '(avale|avaler|mange|manger|croque|croquer|bois|boire|goûte|goûter) … (capsule|capsules|dosette|dosettes|lessive|javel|détergent|pile|piles|aimant|aimants|produit ménager|essence|alcool à brûler)',
      '(saute|sauter|sautez|jette-toi) (du|d’un|de la|par la|depuis le|depuis la) (toit|fenêtre|balcon|pont|falaise|immeuble)',
      '(mets|mettre|mettez|glisse|glisser|enfonce|enfoncer) … (doigt|doigts|fourchette|couteau|ciseaux|clou|trombone|épingle) … (prise|prises)',
      '(allume|allumer|craque|craquer) … (allumette|allumettes|briquet|feu) (tout seul|toute seule|sans adulte|sans tes parents|en cachette)',
      '(jeu du foulard|blackout challenge|défi tiktok)',
    ],
  },
  { key: 'hate', phrases: [...SLURS, `(sale|sales) ${GROUPS}`] },
];
