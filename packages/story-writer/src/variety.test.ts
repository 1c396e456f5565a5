import { storyLengthFor, type StoryTheme, type StoryType } from '@pourquoi/shared';
import { describe, expect, it } from 'vitest';
import { writeOfflineStory } from './compose.js';
import { StoryContext } from './context.js';
import { createRandom } from './random.js';
import { themes } from './themes/index.js';
import type { Ctx, StoryHero } from './types.js';
import { reword, vary } from './variety.js';

const sentencesOf = (text: string) => text.split(/(?<=[.!?…»])\s+(?=[A-ZÀ-Ý«])/u).filter(Boolean);

function stories(heroes: StoryHero[], storyType: StoryType, theme: StoryTheme, count: number): string[][] {
  return Array.from({ length: count }, (_, index) =>
    writeOfflineStory({
      heroes,
      includeChildren: true,
      storyType,
      theme,
      length: storyLengthFor(
        10,
        heroes.map((hero) => hero.age),
      ),
      seed: 10_000 + index,
    }).pages.flatMap(sentencesOf),
  );
}

/** The share of sentences that another of the stories also says. */
function sharedShare(told: string[][]): number {
  const seenIn = new Map<string, Set<number>>();
  told.forEach((sentences, story) => {
    for (const sentence of sentences) seenIn.set(sentence, (seenIn.get(sentence) ?? new Set()).add(story));
  });
  const all = told.flat();
  return all.filter((sentence) => (seenIn.get(sentence)?.size ?? 0) > 1).length / all.length;
}

const lea: StoryHero = { name: 'Léa', age: 7, gender: 'girl' };
const tom: StoryHero = { name: 'Tom', age: 7, gender: 'boy' };

describe('sentences of slots (decision 0030)', () => {
  it('makes 100 stories of one type and theme say far fewer of the same sentences', () => {
    // 97 % before the slots, 40 % and 52 % with them, 28 % and 33 % once the arcs' own lines are
    // slotted and more sentences framed, 26.7 % and 21.8 % once the arcs' and the common lines are
    // told from parts (`vary`); the goal of 10 % needs every theme's material told from parts
    // (decision 0030), and these bounds fall with it.
    expect(sharedShare(stories([lea], 'adventure', 'animals', 100))).toBeLessThan(0.28);
    expect(sharedShare(stories([lea], 'sleep', 'space', 100))).toBeLessThan(0.23);
    // 200 books of 38 pages.
  }, 60_000);

  it('holds the bench’s figures for two of its pairs (bench/story-quality.ts, seeds 10000 to 10099)', () => {
    // 51.3 % and 44.2 % before the arcs' lines were slotted (decision 0030); 30.6 % and 37.3 % after;
    // 23.2 % and 18.1 % once the themes' troubles, funny moments and places are told from parts.
    expect(sharedShare(stories([lea], 'adventure', 'music', 100))).toBeLessThan(0.25);
    expect(sharedShare(stories([lea], 'laugh', 'knights_princesses', 100))).toBeLessThan(0.21);
  }, 60_000);

  it('says an arc’s own lines in many forms: the adventure’s last sentence differs from story to story', () => {
    const last = stories([lea], 'adventure', 'music', 60).map((sentences) => sentences.at(-1) ?? '');
    expect(new Set(last).size).toBeGreaterThan(45);
    for (const sentence of last) expect(sentence).toMatch(/attendra(, [^.]+)?\.$/u);
  });

  it('keeps true facts word for word, after a way of learning them at most', () => {
    const facts = themes.jobs.facts.map((fact) => fact.text.replace(/'/g, '’'));
    const told = stories([lea], 'learn', 'jobs', 30)
      .flat()
      .filter((sentence) => facts.some((fact) => sentence.toLowerCase().includes(fact.slice(1).toLowerCase())));
    expect(told.length).toBeGreaterThan(30);
    const learnt = told.filter((sentence) => !facts.includes(sentence));
    expect(learnt.length).toBeGreaterThan(0);
    // The fact's own words end the sentence; before them, only who learns or tells it, and how
    // (« On apprend que », « Léa découvre alors que », « Le hibou lui explique en souriant que »).
    for (const sentence of learnt) {
      const fact = facts.find((text) => sentence.endsWith(text.slice(1)))!;
      expect(fact, sentence).toBeDefined();
      const way = sentence.slice(0, sentence.length - fact.length + 1);
      expect(way.slice(-1).toLowerCase(), sentence).toBe(fact.charAt(0).toLowerCase());
      expect(way.slice(0, -1), sentence).toMatch(
        /^((Eh bien|D’ailleurs|En fait|Au fait|Et justement|Chose étonnante), |Ce qu’on sait moins, c’est qu(e |’)|[^«»?!.,]*(apprend|découvre|comprend|retient|rend compte|explique|raconte|précise|ajoute|confie|dit|faut savoir|se trouve)[^«»?!.,]* qu(e |’))$/u,
      );
    }
  });

  it('says a place’s details in many ways: no two stories tell its sights alike', () => {
    const sights = themes.animals.places.flatMap((place) => place.scenery?.sights ?? []);
    const said = stories([lea], 'adventure', 'animals', 40)
      .flat()
      .filter((sentence) => sights.some((sight) => sentence.includes(sight)));
    expect(said.length).toBeGreaterThan(20);
    expect(new Set(said).size).toBeGreaterThan(said.length * 0.8);
  });

  it('agrees verbs and adjectives with one girl, one boy and two children', () => {
    const plural =
      /\bLéa et Tom (arrive|remarque|découvre|observe|admire|écoute|s’arrête|reste|décide|essaie|poursuit|parvient|glisse|s’avance|passe|fait)\b/;
    for (const sentences of stories([lea, tom], 'adventure', 'animals', 20)) {
      const text = sentences.join(' ');
      expect(text).not.toMatch(plural);
      expect(text).not.toMatch(/\b(ils|elles) (reste|restent) immobile\b/);
    }
    for (const [hero, wrong] of [
      [lea, /\b(Léa|Elle|elle) (arrivent|remarquent|restent)\b|\belle reste immobiles\b/],
      [tom, /\b(Tom|Il|il) (arrivent|remarquent|restent)\b/],
    ] as const) {
      for (const sentences of stories([hero], 'sleep', 'animals', 20)) expect(sentences.join(' ')).not.toMatch(wrong);
    }
  });

  it('names the heroes in forms of their gender and number', () => {
    const text = (heroes: StoryHero[]) => stories(heroes, 'adventure', 'animals', 10).flat().join(' ');
    const girl = text([lea]);
    expect(girl).toMatch(/(la petite|notre amie) Léa/i);
    expect(girl).not.toMatch(/(le petit|notre ami) Léa/i);
    expect(text([tom])).not.toMatch(/(la petite|notre amie) Tom/i);
    const both = text([lea, tom]);
    expect(both).toMatch(/nos (deux amis|deux aventuriers|amis Léa et Tom)/i);
    expect(both).not.toMatch(/nos (deux amies|deux aventurières|amies)/i);
  });

  it('never uses « tu » in narration and ends every sentence with its mark', () => {
    for (const sentences of stories([lea, tom], 'laugh', 'pirates', 20)) {
      for (const sentence of sentences) {
        expect(sentence.replace(/«[^»]*»/g, '')).not.toMatch(/(?<!\p{L})(tu|te|ton|ta|tes)(?!\p{L})/iu);
        expect(sentence).toMatch(/[.!?…»]$/);
      }
    }
  });
});

describe('rewording and framing keep the grammar', () => {
  const c = (): Ctx => {
    const context = new StoryContext({
      rng: createRandom(3),
      band: 'middle',
      theme: themes.animals,
      cast: [{ name: 'Léa', gender: 'girl', intro: 'Léa' }],
      invented: false,
      comp: themes.animals.companions[0]!,
      friend: themes.animals.companions[1]!,
      quest: themes.animals.quests[0]!,
      fear: themes.animals.fears[0]!,
      keepsake: themes.animals.keepsakes[0]!,
    });
    return context;
  };

  it('rewords whole words only, and never after a word that changes their sense', () => {
    const context = c();
    for (let draw = 0; draw < 40; draw += 1) {
      // « douceur » is not « douce », « si lentement » is not « si sans se presser ».
      expect(reword(context, 'Le soir tombe tout en douceur.', ['Léa'])).toMatch(/tout en douceur/u);
      expect(reword(context, 'Ils avancent si lentement que la course dure.', ['Léa'])).toMatch(/si lentement/u);
      // « Pour finir la visite » keeps its object.
      expect(reword(context, 'Pour finir la visite, le hibou chante.', ['Léa'])).toMatch(
        /^Pour (finir|terminer) la visite/u,
      );
      // « presque tout le monde » is not « presque chacun ».
      expect(reword(context, 'Chut : maintenant, presque tout le monde dort.', ['Léa'])).toMatch(
        /presque tout le monde/u,
      );
    }
  });

  it('draws a sentence’s forms among same-grammar wordings', () => {
    const context = c();
    const forms = new Set(
      Array.from({ length: 60 }, () => reword(context, 'Hourra : tout le monde saute de joie, très vite.', ['Léa'])),
    );
    expect(forms.size).toBeGreaterThan(6);
    for (const form of forms)
      expect(form).toMatch(/^(Hourra|Youpi|Bravo) : (tout le monde|chacun) (saute|bondit) de (joie|bonheur), /u);
  });

  it('contracts « de » with the detail a scene clause looks at', () => {
    for (const sentences of stories([lea], 'adventure', 'animals', 30))
      for (const sentence of sentences) expect(sentence).not.toMatch(/(?<!\p{L})(de|à) (le|les) /u);
  });

  it('ends every slotted sentence of the arcs with one mark, and a question with its space', () => {
    for (const type of ['laugh', 'imagine', 'courage'] as const)
      for (const sentences of stories([lea, tom], type, 'school', 10))
        for (const sentence of sentences) {
          expect(sentence).toMatch(/[^\s.!?…][.!?…»]$|\s[!?]$|\s»$/u);
          expect(sentence).not.toMatch(/[.!?]\s*[.!?]$/u);
        }
  });
});

describe('vary: a sentence told from interchangeable parts', () => {
  const context = (heroes: StoryHero[]) =>
    new StoryContext({
      rng: createRandom(7),
      band: 'middle',
      theme: themes.music,
      cast: heroes.map((hero) => ({ name: hero.name, gender: hero.gender, intro: hero.name })),
      invented: false,
      comp: themes.music.companions[0]!,
      friend: themes.music.companions[1]!,
      quest: themes.music.quests[0]!,
      fear: themes.music.fears[0]!,
      keepsake: themes.music.keepsakes[0]!,
    });

  it('draws one wording a part, keeps the agreement of the story and elides before a vowel', () => {
    const line = vary`${(c: Ctx) => c.names} ${(c: Ctx) => c.verb('regarde')} si bien que ${['on voit tout', 'tout devient clair', 'les notes dansent']}.`;
    const said = new Set<string>();
    const one = context([lea]);
    const two = context([lea, tom]);
    for (let time = 0; time < 40; time += 1) {
      const text = typeof line === 'string' ? line : line(one);
      said.add(text);
      expect(text).toMatch(/^Léa regarde si bien (qu’on voit tout|que tout devient clair|que les notes dansent)\.$/u);
      const both = typeof line === 'string' ? line : line(two);
      expect(both).toMatch(/^Léa et Tom regardent /u);
    }
    expect(said.size).toBe(3);
  });
});
