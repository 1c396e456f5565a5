import type { StoryContext } from '../context.js';
import type { Fact, Line, PageDraft } from '../types.js';
import type { Arc } from './arc.js';
import { slots, vary } from '../variety.js';
import { dayOpening, explorePage, page, travelStep } from './common.js';

/**
 * 'learn': a question about the theme, a companion who knows, and two or three true facts
 * (from the theme's list, never invented) told along the way, then a riddle and a recap.
 */

/** Two facts in short books, three from 7 pages: enough to learn, not a lesson. */
export const factsFor = (pages: number) => (pages >= 7 ? 3 : 2);

const introductions: Line[] = [
  vary`${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} ${['explique', 'raconte', 'confie', 'apprend']} ${['une chose vraie', 'une chose étonnante', 'quelque chose de vrai', 'un petit secret du métier', 'une chose que peu de gens savent']}${['', ' en baissant la voix', ' avec un clin d’œil', ' en souriant', ', l’air malin']}.`,
  vary`« ${(c) => c.byCount('Écoute', 'Écoutez')} bien${['', ', c’est vrai de vrai', (c) => c.byCount(', ça va t’étonner', ', ça va vous étonner'), ', voici un secret']} », ${['dit', 'souffle', 'annonce', 'glisse']} ${(c) => c.companion}.`,
];

const reactions: Line[] = [
  vary`${(c) => c.one().who} ${['ouvre de grands yeux', 'ouvre des yeux tout ronds', 'en reste bouche bée', 'hoche la tête', 'siffle d’admiration']}${['', ' sans rien dire', ' en souriant', ', bien attentivement']}.`,
  vary`« ${['Je ne le savais pas', 'Ça alors, je ne savais pas', 'Incroyable', 'Je n’en reviens pas', 'Je le raconterai à la maison']} », ${['murmure', 'souffle', 's’exclame', 'dit']} ${(c) => c.one().name}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('trouve')} ça ${['passionnant', 'vraiment passionnant', 'incroyable', 'drôlement intéressant', 'formidable']}${['', (c) => c.byCount(', et veut en savoir plus', ', et veulent en savoir plus'), (c) => c.byCount(', et le répète tout bas pour s’en souvenir', ', et le répètent tout bas pour s’en souvenir')]}.`,
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

export const learnArc: Arc = {
  beats: {
    opening: (c) =>
      dayOpening(
        c,
        (c) =>
          `${c.heroesSubject} ${c.byCount('est', 'sont')} ${c.adj('très curieux', 'très curieuse', "d'une grande curiosité")}.`,
      ),
    call: () =>
      page({
        lines: [
          (c) =>
            `${c.rng.pick(['Ce jour-là', 'Ce matin', 'Depuis le réveil', 'Aujourd’hui', 'Au petit déjeuner'])}, ${c.heroesSubject} ${c.byCount('se pose', 'se posent')} ${c.rng.pick(['plein de', 'mille', 'des tas de', 'beaucoup de'])} questions sur ${c.theme.topic}${c.rich(', des petites et des très grandes')}.`,
          vary`${['Heureusement', 'Ça tombe bien', 'Par chance', 'Justement']}, ${(c) => c.companion} ${['connaît beaucoup de choses vraies', 'sait plein de choses vraies', 'connaît des tas de choses vraies', 'a réponse à presque tout']}${(c) => c.rich(', et adore les partager')}.`,
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
          vary`${['', 'Alors, ', 'Sans attendre, ', 'Pour commencer, ']}${(c) => c.companionSubject} ${(c) => c.byCount('l’', 'les ')}emmène ${(c) => c.place.at}${['', ' d’un bon pas', ', en chemin pour apprendre', ' en bavardant']}.`,
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
        slots(
          ['Puis', 'Ensuite,', 'Un peu plus tard,', 'Après ça,'],
          [(c) => `${c.companion} ${c.heroesIndirectPronoun}`],
          ['raconte', 'confie', 'explique', 'révèle'],
          [
            'une chose étonnante',
            'une chose incroyable',
            'quelque chose de surprenant',
            'un secret étonnant',
            'une chose que peu de gens savent',
          ],
        ),
      ),
    resolve: (c) =>
      factPage(
        c,
        nextFact(c),
        slots(
          ['Pour finir,', 'Pour terminer,', 'Avant de se quitter,', 'Et pour finir en beauté,'],
          [(c) => `${c.companion} ${c.heroesIndirectPronoun}`],
          ['apprend', 'explique', 'raconte', 'confie'],
          ['une dernière chose', 'encore une chose', 'une toute dernière chose', 'un dernier secret'],
        ),
      ),
    celebrate: (c) =>
      page({
        lines: [
          vary`${(c) => c.companionSubject} ${['applaudit', 'lève le pouce', 'sourit', 'fait un clin d’œil']} : « ${['Bravo', 'Formidable', 'Génial', 'Super', 'Chapeau']}, ${(c) => c.byCount('tu as', 'vous avez')} ${['tout compris', 'bien compris', 'tout retenu']} ! »`,
          (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} offre ${c.keepsake.a} en souvenir.`,
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
            ['Le soir, à la maison,', 'Le soir venu,', 'De retour à la maison,', 'Au dîner,'],
            [(c) => `${c.heroesSubject} ${c.byCount('a', 'ont')}`],
            ['mille choses', 'tant de choses', 'plein de choses', 'des tas de choses'],
            ['à raconter', 'à expliquer', 'à partager'],
            ['', ', sans reprendre son souffle', ', avec de grands gestes'],
          ),
        ],
        tail: [
          slots(
            [
              (c) => `${c.heroesSubject} ${c.verb('se souvient', 'se souviennent')} de`,
              (c) => `${c.heroesSubject} ${c.verb('repense')} à`,
              (c) =>
                `Avant de dormir, ${c.heroesSubject} ${c.verb('repasse', 'repassent')} dans ${c.byCount('sa', 'leur')} tête`,
            ],
            [
              'chaque chose vraie apprise aujourd’hui',
              'toutes les choses vraies apprises en chemin',
              'chacune des choses vraies de la journée',
              'tout ce qu’on a appris en chemin',
              'ces secrets découverts aujourd’hui',
              'ces choses étonnantes de la journée',
            ],
            ['', ', une par une', ', en souriant', ', comme des trésors', ', les yeux fermés'],
          ),
        ],
        extras: ['Apprendre, c’est comme ouvrir une fenêtre sur le monde.'],
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
    travelStep((c) => `Ensuite, ${c.heroesAndCompanion} vont ${c.place.at}.`),
    (c) =>
      c.dealOnce('observe', [1])
        ? page({
            lines: [
              vary`${(c) => c.heroesSubject} ${(c) => c.rng.pick([c.verb('observe'), c.verb('regarde'), c.verb('examine')])} tout ${['avec attention', 'très attentivement', 'avec soin', 'sans rien oublier']}.`,
              vary`${(c) => c.one().who} ${['dessine', 'note', 'croque']} dans un ${['petit carnet', 'carnet à spirale', 'cahier tout neuf']} ${['tout ce qu’on voit ici', 'ce qui lui plaît le plus', 'chaque chose étonnante', 'les détails les plus curieux']}.`,
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
              (c) =>
                `${c.companionSubject} ${c.heroesIndirectPronoun} ${c.rng.pick(['pose', 'propose', 'lance'])} une ${c.rng.pick(['devinette', 'petite devinette', 'énigme', 'petite énigme'])} sur ce qu'on vient ${c.rng.pick(["d'apprendre", 'de découvrir', 'de voir'])}.`,
              slots(
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
                ],
                ['', ', bravo', ', du premier coup', ', sans se tromper'],
                [' !'],
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
              slots(
                [(c) => `${c.one().who}`],
                [
                  'pose une question, puis une autre,',
                  'pose une question, puis deux,',
                  'demande pourquoi, puis comment,',
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
                ],
              ),
              slots(
                [(c) => `${c.companionSubject}`],
                ['rit', 'sourit', 'éclate de rire', 'rigole', 'lève les bras au ciel', 'se gratte la tête'],
                [
                  ': « Quelle curiosité ! »',
                  ': « Que de questions ! »',
                  ': « Quelle curieuse tête ! »',
                  ': « Voilà une vraie tête chercheuse ! »',
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
