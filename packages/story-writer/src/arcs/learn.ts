import type { StoryContext } from '../context.js';
import type { Fact, Line, PageDraft } from '../types.js';
import type { Arc } from './arc.js';
import { framedSlots, slots, vary } from '../variety.js';
import { dayOpening, explorePage, page, travelStep } from './common.js';

/**
 * 'learn': a question about the theme, a companion who knows, and two or three true facts
 * (from the theme's list, never invented) told along the way, then a riddle and a recap.
 */

/** Two facts in short books, three from 7 pages: enough to learn, not a lesson. */
export const factsFor = (pages: number) => (pages >= 7 ? 3 : 2);

const introductions: Line[] = [
  vary`${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} ${['explique', 'raconte', 'confie', 'apprend', 'révèle']} ${['une chose vraie', 'une chose étonnante', 'quelque chose de vrai', 'un petit secret du métier', 'une chose que peu de gens savent', 'un secret tout à fait vrai']}${['', ' en baissant la voix', ' avec un clin d’œil', ' en souriant', ', l’air malin', ' d’un ton mystérieux', ' tout bas']}.`,
  vary`« ${(c) => c.byCount('Écoute', 'Écoutez')} bien${['', ', c’est vrai de vrai', (c) => c.byCount(', ça va t’étonner', ', ça va vous étonner'), ', voici un secret', ', c’est une histoire vraie', ', c’est passionnant']} », ${['souffle', 'annonce', 'glisse', 'murmure', 'chuchote', 'lance']} ${(c) => c.companion}${['', ' en souriant', ' avec un clin d’œil', ' d’un air mystérieux', ' tout bas']}.`,
  vary`${['Tiens', 'Oh', 'Au fait', 'Justement']}, ${(c) => c.companion} ${['a', 'connaît', 'garde en réserve']} ${['une histoire vraie', 'un secret tout à fait vrai', 'une chose étonnante', 'une chose incroyable mais vraie']} ${['à raconter', 'à partager', 'rien que pour l’occasion']}${['', ', et ça commence tout de suite', ', comme toujours']}.`,
];

const reactions: Line[] = [
  vary`${(c) => c.one().who} ${['ouvre de grands yeux', 'ouvre des yeux tout ronds', 'en reste bouche bée', 'hoche la tête', 'siffle d’admiration', 'en oublie de parler', 'applaudit']}${['', ' sans rien dire', ' en souriant', ', bien attentivement', ', les mains sur les joues']}.`,
  vary`« ${['Je ne le savais pas', 'Ça alors, je ne savais pas', 'Incroyable', 'Je n’en reviens pas', 'Je le raconterai à la maison', 'C’est fou', 'Ça, c’est étonnant', 'Je vais m’en souvenir']} ! », ${['murmure', 'souffle', 's’exclame', 'répond', 'lance', 'chuchote']} ${(c) => c.one().name}${['', ' en riant', ', les yeux brillants', ', tout bas', ' d’une voix émerveillée']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('trouve')} ça ${['passionnant', 'vraiment passionnant', 'incroyable', 'drôlement intéressant', 'formidable', 'épatant', 'extraordinaire']}${['', (c) => c.byCount(', et veut en savoir plus', ', et veulent en savoir plus'), (c) => c.byCount(', et le répète tout bas pour s’en souvenir', ', et le répètent tout bas pour s’en souvenir'), (c) => c.byCount(', et en redemande', ', et en redemandent'), ', vraiment']}.`,
];

/** A page telling one fact, with its longer part for children of 9 and over. */
function factPage(c: StoryContext, fact: Fact, opener?: Line): PageDraft {
  c.factsTold += 1;
  const lines: Line[] = [opener ?? c.deal('fact-intro', introductions), fact.text];
  if (fact.more && c.band === 'big') lines.push(fact.more);
  return page({
    lines,
    must: 2,
    extras: [c.deal('fact-reaction', reactions)],
    action: 'learn',
    time: 'day',
    props: [fact.prop],
  });
}

/** The facts of the beats come first, so a short book still tells two. */
function nextFact(c: StoryContext): Fact {
  return c.facts.draw() ?? c.rng.pick(c.theme.facts);
}

/** What the companion says before the beats' facts: « Puis le hibou lui raconte une chose étonnante. » */
const factOpener = (leads: readonly string[], what: readonly string[]): Line =>
  slots(
    leads,
    [(c) => `${c.companion} ${c.heroesIndirectPronoun}`],
    ['raconte', 'confie', 'explique', 'révèle', 'apprend', 'dévoile'],
    what,
    [
      '',
      ', en souriant',
      ', tout bas',
      ', avec un clin d’œil',
      ', l’air malin',
      ', d’un ton mystérieux',
      ', en chuchotant',
    ],
  );

export const learnArc: Arc = {
  beats: {
    opening: (c) =>
      dayOpening(
        c,
        slots(
          ['', 'Et puis,', 'Surtout,', 'Il faut dire que', 'Et justement,', 'Depuis toujours,'],
          [
            (c) =>
              `${c.heroesSubject} ${c.byCount('est', 'sont')} ${c.adj('très curieux', 'très curieuse', "d'une grande curiosité")}`,
            (c) =>
              `${c.heroesSubject} ${c.byCount('est', 'sont')} ${c.adj('curieux', 'curieuse', 'plein de curiosité')} comme un chat`,
            (c) => `${c.heroesSubject} ${c.verb('pose', 'posent')} mille questions`,
            (c) => `${c.heroesSubject} ${c.byCount('veut', 'veulent')} tout savoir`,
            (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} toujours une question à poser`,
            (c) => `${c.heroesSubject} ${c.verb('adore', 'adorent')} apprendre`,
          ],
          [
            '',
            ', vraiment',
            ', du matin au soir',
            ', sur tout et sur rien',
            ', plus que tout',
            ', c’est plus fort que tout',
          ],
          ['', ', et ça tombe bien', ', et aujourd’hui encore', ', tout le monde le sait'],
        ),
      ),
    call: () =>
      page({
        lines: [
          vary`${['Ce jour-là', 'Ce matin', 'Depuis le réveil', 'Aujourd’hui', 'Au petit déjeuner', 'Justement, aujourd’hui', 'Depuis ce matin']}, ${(c) => c.heroesSubject} ${(c) => c.byCount('se pose', 'se posent')} ${['plein de', 'mille', 'des tas de', 'beaucoup de', 'cent', 'un tas de']} ${['questions', 'petites questions', 'grandes questions', 'drôles de questions', 'questions curieuses']} sur ${(c) => c.theme.topic}${['', (c) => c.rich(', des petites et des très grandes'), (c) => c.more(', sans pouvoir s’arrêter'), ', les unes après les autres', (c) => c.more(', en comptant sur ses doigts'), ', en se grattant la tête', ', et encore d’autres']}.`,
          vary`${['Heureusement', 'Ça tombe bien', 'Par chance', 'Justement', 'Et ça tombe à pic', 'Quelle chance']}, ${(c) => c.companion} ${['connaît beaucoup de choses vraies', 'sait plein de choses vraies', 'connaît des tas de choses vraies', 'a réponse à presque tout', 'connaît mille secrets vrais', 'sait des choses passionnantes']}${(c) => c.rich(', et adore les partager')}${['', ', et passe justement par là', ', et arrive au bon moment', ', et propose de tout montrer']}.`,
        ],
        must: 2,
        action: 'greet',
        time: 'day',
        props: [],
      }),
    depart: (c) => {
      c.travel();
      return page({
        // The theme's journey first: from the museum to the dinosaurs' valley needs a time machine.
        lines: [
          c.theme.journey,
          vary`${['', 'Alors, ', 'Sans attendre, ', 'Pour commencer, ', 'Tout de suite, ', 'D’abord, ', 'Aussitôt, ', 'Bien vite, ']}${(c) => c.companionSubject} ${(c) => c.byCount('l’', 'les ')}${['emmène', 'conduit', 'guide', 'entraîne']} ${(c) => c.place.at}${['', ' d’un bon pas', ', en chemin pour apprendre', ' en bavardant', ' en montrant le chemin', ' en racontant déjà des choses', ' par un raccourci', ' en chantonnant']}${['', ', sans perdre de temps', ', la tête pleine de projets']}.`,
          c.place.desc,
        ],
        must: 2,
        action: 'explore',
        time: 'day',
        props: c.place.props,
      });
    },
    turn: (c) =>
      factPage(
        c,
        nextFact(c),
        factOpener(
          ['Puis', 'Ensuite,', 'Un peu plus tard,', 'Après ça,', 'Soudain,', 'Là,', 'Tout à coup,'],
          [
            'une chose étonnante',
            'une chose incroyable',
            'quelque chose de surprenant',
            'un secret étonnant',
            'une chose que peu de gens savent',
            'une chose vraie et surprenante',
            'un drôle de secret',
          ],
        ),
      ),
    resolve: (c) =>
      factPage(
        c,
        nextFact(c),
        factOpener(
          [
            'Pour finir,',
            'Pour terminer,',
            'Avant de se quitter,',
            'Et pour finir en beauté,',
            'Enfin,',
            'Pour conclure,',
            'Une dernière fois,',
          ],
          [
            'une dernière chose',
            'encore une chose',
            'une toute dernière chose',
            'un dernier secret',
            'une chose de plus',
            'un ultime secret',
          ],
        ),
      ),
    celebrate: (c) =>
      page({
        lines: [
          vary`${(c) => c.companionSubject} ${['applaudit', 'lève le pouce', 'sourit', 'fait un clin d’œil', 'rit de joie', 'fait une petite révérence']} : « ${['Bravo', 'Formidable', 'Génial', 'Super', 'Chapeau', 'Bien joué', 'Magnifique']}, ${(c) => c.byCount('tu as', 'vous avez')} ${['tout compris', 'bien compris', 'tout retenu', 'tout appris', 'tout écouté']}${['', ' du premier coup', ' en un rien de temps', ', et même plus']} ! »`,
          vary`${['', 'Puis ', 'Alors ', 'Ensuite ', 'Pour finir, ']}${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} ${['offre', 'donne', 'remet']} ${(c) => c.keepsake.a} ${['en souvenir', 'pour se souvenir', 'comme souvenir', 'en cadeau']}${['', ', avec un grand sourire', (c) => c.cadj(', tout fier', ', toute fière'), ', comme un diplôme']}.`,
        ],
        must: 2,
        action: 'celebrate',
        time: 'day',
        props: [c.keepsake.prop],
      }),
    ending: (c) => {
      c.moveTo(c.house);
      return page({
        lines: [
          slots(
            [
              'Le soir, à la maison,',
              'Le soir venu,',
              'De retour à la maison,',
              'Au dîner,',
              'En rentrant,',
              'À table,',
              'Plus tard,',
            ],
            [(c) => `${c.heroesSubject} ${c.byCount('a', 'ont')}`],
            [
              'mille choses',
              'tant de choses',
              'plein de choses',
              'des tas de choses',
              'cent choses',
              'un tas de choses',
            ],
            ['à raconter', 'à expliquer', 'à partager', 'à dire'],
            [
              '',
              (c) => `, sans reprendre ${c.byCount('son', 'leur')} souffle`,
              ', avec de grands gestes',
              ', à toute la famille',
              ', les yeux brillants',
              ', en parlant très vite',
            ],
          ),
        ],
        tail: [
          framedSlots(
            [
              (c) => `${c.heroesSubject} ${c.verb('se souvient', 'se souviennent')} de`,
              (c) => `${c.heroesSubject} ${c.verb('repense')} à`,
              (c) =>
                `Avant de dormir, ${c.heroesSubject} ${c.verb('repasse', 'repassent')} dans ${c.byCount('sa', 'leur')} tête`,
              (c) => `Dans ${c.byCount('son', 'leur')} lit, ${c.heroesSubject} ${c.verb('repense')} à`,
              (c) => `Les yeux fermés, ${c.heroesSubject} ${c.verb('compte')}`,
            ],
            [
              'chaque chose vraie apprise aujourd’hui',
              'toutes les choses vraies apprises en chemin',
              'chacune des choses vraies de la journée',
              'tout ce qu’on a appris en chemin',
              'ces secrets découverts aujourd’hui',
              'ces choses étonnantes de la journée',
              'chaque secret de la journée',
              'tout ce que la journée a apporté',
            ],
            [
              '',
              ', une par une',
              ', en souriant',
              ', comme des trésors',
              ', les yeux fermés',
              ', comme des billes précieuses',
              ', sans en oublier une',
            ],
            ['', '', ', avant de s’endormir', ', tout doucement', ', bien au chaud'],
          ),
        ],
        extras: [
          vary`${['Apprendre', 'Savoir des choses', 'Découvrir']}, c’est comme ${['ouvrir une fenêtre sur le monde', 'allumer une lampe dans sa tête', 'trouver un trésor', 'ouvrir une porte']}.`,
        ],
        action: 'arrive',
        time: 'dusk',
        props: ['book'],
        withCompanion: false,
      });
    },
  },
  steps: [
    // One fact in the middle: the turn and the resolution tell the other two.
    (c) => (c.factsTold === 0 && c.facts.left >= 3 ? factPage(c, nextFact(c)) : null),
    travelStep(
      vary`${['Ensuite', 'Puis', 'Un peu plus tard', 'Après ça', 'Sans traîner', 'Peu après', 'Pour la suite', 'Encore un peu plus tard', 'Là-dessus']}, ${(c) => c.heroesAndCompanion} ${['vont', 'filent', 's’en vont', 'partent', 'se rendent', 'continuent']} ${(c) => c.place.at}${['', ' d’un bon pas', ', en bavardant', ', pour voir autre chose', ', pour en apprendre encore', ' en se posant mille questions', ' côte à côte']}${['', ', le carnet à la main', ', tout contents', ', sans se presser']}.`,
    ),
    (c) =>
      c.dealOnce('observe', [1])
        ? page({
            lines: [
              vary`${(c) => c.heroesSubject} ${(c) => c.rng.pick([c.verb('observe'), c.verb('regarde'), c.verb('examine')])} tout ${['avec attention', 'très attentivement', 'avec soin', 'sans rien oublier', 'de très près', 'à la loupe']}${['', ', sans un mot', ', comme un vrai savant', ', le nez en l’air']}.`,
              vary`${(c) => c.one().who} ${['dessine', 'note', 'croque', 'écrit']} dans un ${['petit carnet', 'carnet à spirale', 'cahier tout neuf', 'carnet rouge']} ${['tout ce qu’on voit ici', 'ce qui lui plaît le plus', 'chaque chose étonnante', 'les détails les plus curieux', 'les mots nouveaux']}${['', ', en tirant la langue', ', très sérieusement', ', pour ne rien oublier']}.`,
            ],
            action: 'discover',
            time: 'day',
            props: ['book'],
          })
        : null,
    (c) =>
      c.factsTold > 0 && c.dealOnce('riddle', [1])
        ? page({
            lines: [
              vary`${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} ${['pose', 'propose', 'lance', 'invente']} une ${['devinette', 'petite devinette', 'énigme', 'petite énigme', 'question piège', 'colle']} sur ce qu’on vient ${['d’apprendre', 'de découvrir', 'de voir', 'd’entendre']}${['', ', avec un sourire malin', ', pour voir', ', l’air de rien']}.`,
              framedSlots(
                [(c) => `${c.one().who}`],
                [
                  'réfléchit un peu,',
                  'réfléchit très fort,',
                  'se gratte la tête,',
                  'fronce les sourcils,',
                  'compte sur ses doigts,',
                  'ferme les yeux une seconde,',
                  'regarde en l’air,',
                  'tourne sept fois sa langue dans sa bouche,',
                ],
                [
                  'et trouve la bonne réponse',
                  'puis trouve la réponse',
                  'et hop, trouve la solution',
                  'et donne la bonne réponse',
                  'puis crie la réponse',
                  'et la réponse arrive d’un coup',
                  'puis répond sans se tromper',
                ],
                [
                  '',
                  ', bravo',
                  ', du premier coup',
                  ', haut la main',
                  ', comme par magie',
                  ', sous les applaudissements',
                  ', en un éclair',
                ],
                ['', ', quelle tête bien faite', ', et c’est la fête', ', et tout le monde est épaté'].map(
                  (end) => `${end} !`,
                ),
              ),
            ],
            must: 2,
            action: 'learn',
            time: 'day',
            props: [],
          })
        : null,
    (c) =>
      c.dealOnce('questions', [1])
        ? page({
            lines: [
              framedSlots(
                ['', 'Alors,', 'Aussitôt,', 'Bien sûr,', 'Et voilà que'],
                [(c) => `${c.one().who}`],
                [
                  'pose une question, puis une autre,',
                  'pose une question, puis deux,',
                  'demande pourquoi, puis comment,',
                  'demande comment, puis pourquoi,',
                  'pose une question, puis trois,',
                ],
                [
                  'puis encore une autre',
                  'puis encore une',
                  'et encore une autre',
                  'puis dix autres',
                  'et puis mille autres',
                ],
                [
                  '',
                  ', sans s’arrêter',
                  ', à toute vitesse',
                  ', sans même respirer',
                  ', en comptant sur ses doigts',
                  ', les yeux brillants',
                  ', sans reprendre son souffle',
                ],
                ['', ', avec gourmandise', ', pour tout savoir', ', sur tout ce qui bouge'],
              ),
              framedSlots(
                [(c) => `${c.companionSubject}`],
                [
                  'rit',
                  'sourit',
                  'éclate de rire',
                  'rigole',
                  'lève les bras au ciel',
                  'se gratte la tête',
                  'fait semblant de s’évanouir',
                ],
                [
                  '',
                  ' gentiment',
                  ' de bon cœur',
                  ' en secouant la tête',
                  ' tout doucement',
                  ' avec un clin d’œil',
                  ' en croisant les bras',
                  ' les mains sur les hanches',
                  ' d’un air ravi',
                ],
                [
                  ': « Quelle curiosité ! »',
                  ': « Que de questions ! »',
                  ': « Quelle curieuse tête ! »',
                  ': « Voilà une vraie tête chercheuse ! »',
                  ': « Une à la fois, une à la fois ! »',
                  ': « Quelle avalanche de questions ! »',
                  ': « Encore une, et puis c’est la dernière ! »',
                  ': « Quelle soif d’apprendre ! »',
                  ': « Que de curiosité, c’est merveilleux ! »',
                ],
              ),
            ],
            must: 2,
            action: 'learn',
            time: 'day',
            props: [],
          })
        : null,
    (c) => explorePage(c),
  ],
  tone: [
    (c) => `${c.heroesSubject} ${c.verb('écoute')} de toutes ${c.byCount('ses', 'leurs')} oreilles.`,
    'Que de choses à savoir !',
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} la tête pleine de découvertes.`,
    (c) => `${c.heroesSubject} ${c.verb('retient', 'retiennent')} tout, pour pouvoir le raconter.`,
    (c) => `${c.one().who} sourit jusqu'aux oreilles.`,
    'Chaque réponse donne envie de poser une nouvelle question.',
    (c) => `${c.one().who} compte sur ses doigts pour bien retenir.`,
    'Le monde est plein de choses étonnantes.',
    (c) => `${c.one().who} lève la main pour demander quelque chose.`,
    (c) => `${c.heroesSubject} ${c.verb('découvre')} quelque chose de nouveau à chaque instant.`,
    'Apprendre, c’est comme une chasse au trésor.',
    (c) => `${c.one().who} répète le nouveau mot tout bas, pour ne pas l’oublier.`,
    (c) => `${c.heroesSubject} ${c.byCount('est', 'sont')} ${c.adj('très attentif', 'très attentive', 'tout ouïe')}.`,
    (c) => `${c.one().who} ouvre de grands yeux : c’est donc ça !`,
    'Comprendre, c’est comme allumer une petite lumière dans sa tête.',
    (c) =>
      `${c.heroesSubject} ${c.verb('range')} chaque nouvelle idée dans un coin de ${c.byCount('sa', 'leur')} tête.`,
    'Même les grands ne savent pas tout, et c’est très bien comme ça.',
    (c) => `${c.one().who} essaie de deviner la réponse avant tout le monde.`,
    'Ici, chaque chose a une explication.',
    (c) => `${c.heroesSubject} ${c.verb('trouve')} ça vraiment intéressant.`,
    'Plus on apprend, plus on a envie d’apprendre.',
    'Le monde ressemble à un grand livre ouvert.',
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} les yeux ronds comme des billes.`,
    'Chaque petite chose cache une grande histoire.',
    (c) => `${c.one().who} comprend enfin, et son visage s’illumine.`,
    'Apprendre, ça fait grandir la tête et le cœur.',
    (c) => `${c.heroesSubject} ${c.verb('regarde')} de tout près, pour ne rien rater.`,
    'Quelle chance d’apprendre tout ça !',
    (c) => `${c.one().who} pense déjà à la prochaine question.`,
  ],
  companionTone: [
    (c) => `${c.companionSubject} adore répondre aux questions.`,
    (c) => `${c.companionSubject} explique avec des mots simples.`,
    (c) => `${c.companionSubject} sait plein de choses passionnantes.`,
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} montre un exemple pour mieux comprendre.`,
    (c) => `${c.companionSubject} attend patiemment que chacun ait compris.`,
    (c) => `${c.companionSubject} dessine dans l’air pour expliquer.`,
    (c) => `${c.companionSubject} dit : « Très bonne question ! »`,
    (c) => `${c.companionSubject} raconte tout comme une belle histoire.`,
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} pose une devinette.`,
    (c) => `${c.companionSubject} est ${c.cadj('ravi', 'ravie')} de partager ce qu’${c.companionPronoun} sait.`,
    (c) => `${c.companionSubject} ne se moque jamais, même quand on se trompe.`,
    (c) => `${c.companionSubject} félicite ${c.who} pour ${c.byCount('sa bonne réponse', 'leurs bonnes réponses')}.`,
    (c) => `${c.companionSubject} répète doucement, pour que tout le monde suive.`,
    (c) => `${c.companionSubject} connaît une petite histoire sur chaque chose.`,
  ],
};
