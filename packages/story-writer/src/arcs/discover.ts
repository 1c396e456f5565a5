import type { StoryContext } from '../context.js';
import type { Line } from '../types.js';
import type { Arc } from './arc.js';
import { explorePage, heroMoments, page } from './common.js';

/** The place's activities, two sentences each (what the heroes do, what comes of it). */
const tryItPairs = (c: StoryContext): Line[][] =>
  Array.from({ length: Math.ceil(c.theme.visit.tryIt.length / 2) }, (_, index) =>
    c.theme.visit.tryIt.slice(index * 2, index * 2 + 2),
  );

/**
 * 'discover': a guided visit of the theme's place or job: what is there and how it works,
 * a try at the real thing, thanks and a keepsake. The guide is the theme's own.
 */

const reactions: Line[] = [
  (c) => `${c.one().who} demande comment ça marche.`,
  (c) => `${c.heroesSubject} ${c.byCount('n’en revient pas', 'n’en reviennent pas')}.`,
  (c) => `${c.one().who} veut tout voir de plus près.`,
  (c) => `${c.one().who} pose une question, et ${c.companion} y répond avec plaisir.`,
];

const corners: Line[][] = [
  [
    (c) => `${c.companionSubject} ${c.byCount('l’', 'les ')}emmène dans un coin que les visiteurs ne voient jamais.`,
    'Il y a là des choses étonnantes, rangées avec soin.',
  ],
  [
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} présente toute l'équipe, qui fait de grands signes.`,
    'Ici, chacun a un travail important.',
  ],
  [
    (c) => `${c.heroesSubject} ${c.verb('regarde')} comment on travaille ici, sans rien dire.`,
    'Chaque geste est précis, comme une danse.',
  ],
];

export const discoverArc: Arc = {
  beats: {
    opening: (c) => {
      c.moveTo(c.house);
      return page({
        lines: [
          (c) =>
            `Voici ${c.intro}${c.rich(c.byCount(', qui a toujours mille questions en tête', ', qui ont toujours mille questions en tête'))}.`,
          (c) => `${c.heroesSubject} ${c.byCount('adore', 'adorent')} ${c.theme.love}.`,
        ],
        must: 2,
        extras: [(c) => `Et ${c.heroesSubject} ${c.byCount('a', 'ont')} envie de tout savoir.`],
        action: 'arrive',
        time: 'day',
        props: [],
        withCompanion: false,
      });
    },
    call: (c) => {
      const place = c.moveTo(c.theme.visit.place);
      return page({
        lines: [
          (c) =>
            `Aujourd'hui, ${c.heroesSubject} ${c.verb('va', 'vont')} visiter ${place.the}${c.rich(', un endroit où peu de gens ont la chance d’entrer')}.`,
          (c) => `${c.companionSubject} ${c.byCount('l’', 'les ')}attend à l'entrée.`,
        ],
        must: 2,
        action: 'greet',
        time: 'day',
        props: place.props,
      });
    },
    depart: (c) =>
      page({
        lines: [(c) => `${c.heroesSubject} ${c.verb('découvre')} ${c.place.the} avec de grands yeux.`, c.place.desc],
        must: 2,
        action: 'arrive',
        time: 'day',
        props: c.place.props,
      }),
    // The heroes' own try: the next of the place's activities, or the last one again in a short book.
    turn: (c) => {
      const pairs = tryItPairs(c);
      const lines = c.inOrder('try-it', pairs) ?? pairs.at(-1) ?? [];
      return page({ lines, must: lines.length, action: 'work', time: 'day', props: c.place.props });
    },
    resolve: () =>
      page({
        lines: [
          (c) =>
            `${c.companionSubject} ${c.heroesIndirectPronoun} dit merci pour ${c.byCount('son', 'leur')} aide précieuse.`,
          (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} le sourire jusqu'aux oreilles.`,
        ],
        must: 2,
        action: 'help',
        time: 'day',
        props: ['heart'],
      }),
    celebrate: (c) =>
      page({
        lines: [
          (c) => `Pour finir la visite, ${c.companion} ${c.heroesIndirectPronoun} offre ${c.keepsake.a} en souvenir.`,
          c.rng.pick(c.theme.party),
        ],
        action: 'celebrate',
        time: 'day',
        props: [c.keepsake.prop],
      }),
    ending: (c) => {
      c.moveTo(c.house);
      return page({
        lines: [(c) => `En rentrant, ${c.heroesSubject} ${c.verb('raconte')} toute la visite à la maison.`],
        tail: ['Il y a tant de choses à découvrir dans le monde !'],
        action: 'arrive',
        time: 'dusk',
        props: [],
        withCompanion: false,
      });
    },
  },
  steps: [
    (c) => {
      const sight = c.sights.draw();
      if (!sight) return null;
      return page({
        lines: [sight, c.deal('reactions', reactions)],
        action: 'discover',
        time: 'day',
        props: c.place.props,
      });
    },
    (c) => {
      const lines = c.dealOnce('corners', corners);
      return lines ? page({ lines, action: 'explore', time: 'day', props: c.place.props }) : null;
    },
    (c) => {
      if (c.sights.left > 0) return null;
      if (!c.timeToTravel || !c.travel()) return null;
      return page({
        lines: [(c) => `Ensuite, ${c.companion} ${c.byCount('l’', 'les ')}emmène ${c.place.at}.`, c.place.desc],
        must: 2,
        action: 'explore',
        time: 'day',
        props: c.place.props,
      });
    },
    // Past the first visits, the heroes try things themselves, one activity a page.
    (c) => {
      if (c.progress < 0.4) return null;
      const lines = c.inOrder('try-it', tryItPairs(c));
      return lines ? page({ lines, must: lines.length, action: 'work', time: 'day', props: c.place.props }) : null;
    },
    (c) => explorePage(c),
  ],
  tone: [
    ...heroMoments,
    (c) => `${c.heroesSubject} ${c.verb('regarde')} partout avec de grands yeux.`,
    'Il y a tant de choses à voir !',
    'Chaque coin cache une surprise.',
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} envie de tout essayer.`,
    'Ici, chaque objet a une histoire.',
    (c) => `${c.one().who} prend des notes dans un petit carnet.`,
    'Tout le monde travaille en souriant.',
    (c) => `${c.heroesSubject} ${c.verb('découvre')} comment tout fonctionne.`,
    'Ici, chacun sait exactement quoi faire.',
    (c) => `${c.one().who} pose mille questions, et chacune a sa réponse.`,
    'Tout est bien rangé, chaque chose à sa place.',
    (c) => `${c.heroesSubject} ${c.verb('observe')} chaque geste avec attention.`,
    'C’est encore plus beau en vrai qu’en photo.',
    (c) => `${c.one().who} rêve de travailler ici, plus tard.`,
    'Chaque métier a ses petits secrets.',
    (c) => `${c.heroesSubject} ${c.verb('écoute')} tous les bruits de l’endroit.`,
    'On apprend plein de choses en regardant faire.',
    (c) => `${c.one().who} essaie de retenir le nom de chaque chose.`,
    'Tout le monde est très gentil ici.',
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} le droit de toucher, mais tout doucement.`,
    'Ça sent bon le travail bien fait.',
    (c) => `${c.heroesSubject} ${c.verb('suit', 'suivent')} la visite pas à pas.`,
  ],
  companionTone: [
    (c) => `${c.companionSubject} explique tout avec patience.`,
    (c) => `${c.companionSubject} répond à toutes les questions.`,
    (c) => `${c.companionSubject} montre comment on fait, étape par étape.`,
    (c) => `${c.companionSubject} adore son métier, et ça se voit.`,
    (c) => `${c.companionSubject} laisse ${c.who} essayer, juste un peu.`,
    (c) => `${c.companionSubject} raconte un petit secret du métier.`,
    (c) => `${c.companionSubject} travaille vite, mais toujours avec soin.`,
    (c) => `${c.companionSubject} présente ${c.who} à toute l’équipe.`,
    (c) => `${c.companionSubject} félicite ${c.who} pour ${c.byCount('sa', 'leur')} curiosité.`,
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} dit à quoi sert chaque chose.`,
    (c) => `${c.companionSubject} range tout soigneusement après chaque essai.`,
    (c) => `${c.companionSubject} se souvient de son tout premier jour ici.`,
    (c) => `${c.companionSubject} salue tous ceux qui passent.`,
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} donne un conseil de ${c.cadj('vrai', 'vraie')} pro.`,
  ],
};
