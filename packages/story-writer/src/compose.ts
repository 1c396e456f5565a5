import { MAX_SENTENCES_PER_PAGE, MIN_SENTENCES_PER_PAGE, ageBandFor, storyPageWords } from '@pourquoi/shared';
import { arcs, layout, type Arc, type BeatName } from './arcs/index.js';
import { interludes } from './arcs/interludes.js';
import { companionMoments, explorePage, heroMoments, softMoments, worriedMoments } from './arcs/common.js';
import { buildCast } from './cast.js';
import { StoryContext } from './context.js';
import { finish } from './french.js';
import { createRandom, type Random } from './random.js';
import { sceneryLine } from './scenery.js';
import { SentenceFraming, isSlotted } from './variety.js';
import { concreteThemes, themes } from './themes/index.js';
import { makeTitle } from './title.js';
import type { Band, Companion, ConcreteTheme, Line, OfflineStoryInput, PageDraft, WrittenStory } from './types.js';
import type { PageMoment, PropKey } from './vocabulary.js';
import { agreeWithText, type StoryCharacter } from './page-check.js';
import { findNamedElements, namedWish, type NamedElement } from './wish-names.js';
import { findWish, fold, type Wish } from './wishes.js';

const MAX_PROPS = 4;
/**
 * The share of its words a book aims at page by page: pages of the plot's own sentences run
 * over and are never cut, so the filler aims a little under.
 */
const BOOK_WORDS_AIM = 0.9;
/**
 * Past this share of its words, a book says the plot's sentences plainly, without slots around
 * them: its sentences vary by themselves and run long, so a 5-minute book, all plot, keeps its length.
 */
const BOOK_WORDS_PLAIN = 1.06;
/** Short sentences for the youngest: filler longer than this is kept for when nothing else fits. */
const SHORT_SENTENCE = 70;
/** Richer filler for 9 and over: sentences at least this long are tried first. */
const LONG_SENTENCE = 60;

function bandOf(age: number): Band {
  const band = ageBandFor(age).id;
  return band === 'up_to_5' ? 'small' : band === '6_to_8' ? 'middle' : 'big';
}

type Phase = 'early' | 'middle' | 'late';

/** Small words that two sentences may share without sounding repetitive. */
const commonWords = new Set([
  'comme',
  'petit',
  'petite',
  'toute',
  'toutes',
  'leurs',
  'avant',
  'encore',
  'aussi',
  'quand',
]);

/** The content words of a sentence: five letters or more, names (capitalised) left out. */
function contentWords(text: string): string[] {
  return (text.match(/\p{L}{5,}/gu) ?? [])
    .filter((word) => word === word.toLowerCase())
    .map((word) => fold(word))
    .filter((word) => !commonWords.has(word));
}

/** True when a filler would repeat a content word already on the page ("sourit... sourit"). */
function echoes(text: string, page: string[]): boolean {
  const taken = new Set(page.flatMap(contentWords));
  return contentWords(text).some((word) => taken.has(word));
}
const phaseOf = (beat: BeatName | 'step'): Phase =>
  beat === 'opening' ? 'early' : beat === 'resolve' || beat === 'celebrate' || beat === 'ending' ? 'late' : 'middle';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A companion named like one of the children would make the story confusing. */
function namesAChild(companion: Companion, childNames: string[]): boolean {
  const words = new Set(fold(`${companion.a} ${companion.the}`).split(/[^a-z]+/));
  return childNames.some((name) => words.has(name));
}

function pickOther<T>(rng: Random, items: readonly T[], not: T): T {
  const others = items.filter((item) => item !== not);
  return others.length > 0 ? rng.pick(others) : not;
}

/** Writes one page from its draft: its own sentences, filler up to the length asked, then its tail. */
class PageWriter {
  private readonly used = new Set<string>();
  /** When each filler was last said, so a very long book repeats the oldest one. */
  private readonly lastSaid = new Map<Line, number>();
  private readonly usedLines = new Set<Line>();
  private readonly fillers: Record<Phase, Line[]>;
  /** What each wish has said so far: its introduction, its reminder, its goodbye. */
  private readonly wishSaid = new Map<Wish, Set<'intro' | 'recall' | 'ending'>>();

  constructor(
    private readonly c: StoryContext,
    arc: Arc,
    private readonly perPage: number,
    /** The words a page holds for these listeners (`storyPageWords`). */
    private readonly pageWords: number,
    private readonly pageCount: number,
    private readonly wishes: Wish[],
    private readonly characters: StoryCharacter[],
  ) {
    // Filler suits the moment: the opening knows nothing of the plot yet, and after the
    // climax the tone of the middle (a fear, a suspense) would ring false.
    const world = arc.calm ? [] : c.theme.ambience;
    const phase = (lines: Line[], companion: Line[]) => c.rng.shuffle([...new Set([...lines, ...world, ...companion])]);
    this.fillers = {
      early: phase(arc.calm ? softMoments : heroMoments, []),
      middle: phase(arc.tone, [...arc.companionTone, ...companionMoments]),
      // At the end of a calm story, the theme's world going to sleep is the best filler.
      late: phase(
        [...(arc.lateTone ?? arc.tone), ...(arc.calm ? c.theme.calm.map((night) => night.line) : [])],
        companionMoments,
      ),
    };
    this.calm = arc.calm === true;
    this.companionLines = new Set([...arc.companionTone, ...companionMoments]);
    this.ambience = new Set(c.theme.ambience);
    const names = [
      ...c.cast.map((hero) => hero.name),
      ...characters.map((character) => character.name),
      ...[...c.theme.companions, c.theme.visit.guide].map((companion) => companion.a),
    ];
    this.framing = new SentenceFraming(c, names);
  }

  private readonly framing: SentenceFraming;

  private readonly companionLines: Set<Line>;
  /** A calm story's pages look and listen around them; nobody runs off to play. */
  private readonly calm: boolean;
  /** The theme's world in detail: said only in its places, not at home or at the start. */
  private readonly ambience: Set<Line>;

  /** The sentence itself; `keep` says it in its words of this story (variety.ts). */
  private say(line: Line): string {
    this.c.beginSentence();
    return finish(typeof line === 'string' ? line : line(this.c));
  }

  private key(text: string): string {
    return fold(text).replace(/[^a-z]/g, '');
  }

  /** Adds the line unless it repeats the story; undoes what writing it changed if not kept. */
  private offer(out: string[], line: Line, accept: (text: string) => boolean = () => true): boolean {
    const state = this.c.snapshot();
    const text = this.say(line);
    if (this.used.has(this.key(text)) || !accept(text)) {
      this.c.restore(state);
      return false;
    }
    this.keep(out, line, text);
    return true;
  }

  private keep(out: string[], line: Line, text: string): void {
    // The opening introduces the heroes in the arc's own words; slotted lines vary by
    // themselves; a book ahead of its words says the plot plainly (decision 0030).
    const plainly = this.pageIndex === 0 || this.ahead(out, BOOK_WORDS_PLAIN);
    // A book ahead of its words may still open a sentence on a word or two, and so may the
    // opening page's scene after its first sentence (« Ici, des drapeaux flottent… »).
    const briefly = this.pageIndex > 0 ? true : out.length > 0 ? 'scene' : false;
    let said = isSlotted(line) ? text : finish(this.framing.tell(text, plainly, briefly));
    // Two sentences may come out alike once reworded (« se gratte la tête » said another way):
    // a form the story has said is drawn again, a few times at most.
    for (let retry = 0; retry < 3 && !isSlotted(line) && this.used.has(this.key(said)); retry += 1)
      said = finish(this.framing.tell(text, plainly, briefly));
    out.push(said);
    this.used.add(this.key(text));
    this.used.add(this.key(said));
    this.usedLines.add(line);
    this.lastSaid.set(line, this.pageIndex);
  }

  /**
   * The parent's elements, one line a page at most: each introduced at the first pages with
   * room, a named one reminded in the middle, each recalled in the last pages.
   */
  private placeWish(out: string[], room: number, wishProps: Array<PropKey | undefined>): void {
    if (out.length >= room) return;
    const endingFrom = this.pageCount - 1 - this.wishes.length;
    for (const wish of this.wishes) {
      const said = this.wishSaid.get(wish) ?? new Set();
      this.wishSaid.set(wish, said);
      const next = !said.has('intro')
        ? 'intro'
        : wish.recall && !said.has('recall') && this.pageIndex >= this.pageCount / 3 && this.pageIndex < endingFrom
          ? 'recall'
          : !said.has('ending') && this.pageIndex >= endingFrom
            ? 'ending'
            : null;
      const line = next && wish[next];
      if (!next || !line) continue;
      if (this.offer(out, line)) {
        said.add(next);
        wishProps.push(wish.prop);
        return;
      }
    }
  }

  private fill(out: string[], room: number, minimum: number, draft: PageDraft, phase: Phase): void {
    const fillers = this.fillers[phase];
    for (const line of draft.extras ?? []) {
      if (this.full(out, room, minimum)) return;
      if (!this.usedLines.has(line)) this.offer(out, line);
    }
    if (draft.worried) {
      for (const line of this.c.rng.shuffle(worriedMoments)) if (!this.full(out, room, minimum)) this.offer(out, line);
      if (this.full(out, room, minimum)) return;
    }
    const companionHere = draft.withCompanion !== false && this.c.companionMet;
    const inWorld = this.c.theme.places.includes(this.c.place);
    // One remark about the companion per page at most: two in a row read as padding.
    const companionSaid = () => out.some((text) => text.includes(this.c.comp.the) || /^(Il|Elle) /.test(text));
    const fits = (line: Line) =>
      (!this.companionLines.has(line) || (companionHere && !companionSaid())) && (inWorld || !this.ambience.has(line));
    const allowed = (line: Line) => !this.usedLines.has(line) && fits(line);
    // The youngest get short sentences first, the oldest long ones; then anything that fits.
    const band = this.c.band;
    const preferred =
      band === 'small'
        ? (text: string) => text.length <= SHORT_SENTENCE
        : band === 'big'
          ? (text: string) => text.length >= LONG_SENTENCE
          : () => true;
    const fresh = (text: string) => !echoes(text, out);
    // A detail of the place first: it keeps the page where the story is.
    const scenery = () => (draft.worried ? null : sceneryLine(this.c, this.calm));
    const detail = scenery();
    if (detail && !this.full(out, room, minimum)) this.offer(out, detail, fresh);
    for (const accept of [(text: string) => preferred(text) && fresh(text), fresh, () => true]) {
      for (const line of fillers) {
        if (this.full(out, room, minimum)) return;
        if (allowed(line)) this.offer(out, line, accept);
      }
    }
    // The story's general filler all said (a long book): more of the place.
    for (
      let more = scenery();
      more && !this.full(out, room, minimum);
      more = !this.full(out, room, minimum) ? scenery() : null
    ) {
      this.offer(out, more, fresh);
    }
    if (this.full(out, room, minimum)) return;
    // Everything said already (a very long book): a shorter page rather than a sentence said
    // twice, unless the page would fall under the spec's 2 sentences; then the filler said
    // longest ago.
    const oldest = fillers
      .filter((line) => fits(line) && this.lastSaid.get(line) !== this.pageIndex)
      .sort((one, other) => (this.lastSaid.get(one) ?? -1) - (this.lastSaid.get(other) ?? -1));
    for (const line of oldest) {
      if (out.length >= minimum) return;
      const text = this.say(line);
      if (!out.includes(text)) this.keep(out, line, text);
    }
  }

  pageIndex = 0;

  /** Words of the pages written so far. */
  private wordsWritten = 0;

  /**
   * A page has its sentences, or has brought the book to its words once it has the spec's 2:
   * sentences said with a linking phrase and a detail (variety.ts) are longer, so a book holds
   * fewer of them, and a page that ran long is made up by the next ones.
   */
  private full(out: string[], room: number, minimum: number): boolean {
    return out.length >= room || (out.length >= minimum && this.ahead(out, BOOK_WORDS_AIM));
  }

  /** True when the book with this page so far has its words up to this page, times `aim`. */
  private ahead(out: string[], aim: number): boolean {
    return this.wordsWritten + wordCount(out.join(' ')) >= this.pageWords * (this.pageIndex + 1) * aim;
  }

  write(draft: PageDraft, phase: Phase): { text: string; moment: PageMoment } {
    this.c.beginPage();
    this.framing.beginPage({
      action: draft.action,
      worried: draft.worried === true,
      calm: this.calm,
      companionHere: draft.withCompanion !== false && this.c.companionMet,
    });
    const tail = draft.tail ?? [];
    const room = Math.max(this.perPage - tail.length, draft.must);
    const out: string[] = [];
    const wishProps: Array<PropKey | undefined> = [];
    // The plot's own lines, unless a long book's plot already said one word for word.
    for (const line of draft.lines.slice(0, draft.must)) this.offer(out, line);
    // The parent's elements are never crowded out: a page full of the plot takes one sentence
    // more for them, within the spec's 4.
    this.placeWish(out, Math.max(room, Math.min(out.length + 1, MAX_SENTENCES_PER_PAGE - tail.length)), wishProps);
    const minimum = MIN_SENTENCES_PER_PAGE - tail.length;
    for (const line of draft.lines.slice(draft.must)) if (!this.full(out, room, minimum)) this.offer(out, line);
    this.fill(out, room, minimum, draft, phase);
    for (const line of tail) this.keep(out, line, this.say(line));

    const companionHere = draft.withCompanion !== false && this.c.companionMet;
    const props: Array<PropKey | undefined> = [
      ...(companionHere ? [this.c.comp.prop] : []),
      ...draft.props,
      ...wishProps,
      ...this.c.place.props,
    ];
    const planned: PageMoment = {
      setting: this.c.place.key,
      timeOfDay: draft.time,
      action: draft.action,
      props: [...new Set(props.filter((prop): prop is PropKey => prop !== undefined))],
    };
    this.pageIndex += 1;
    const text = out.join(' ');
    this.wordsWritten += wordCount(text);
    // The picture follows the words: whoever they name is drawn, at the hour they tell.
    return { text, moment: agreeWithText(text, planned, this.characters, MAX_PROPS) };
  }
}

/**
 * What the parent's wish brings: each element it names, by its name, and a familiar element
 * it mentions without a name (« avec un dragon ») unless that is one of the named ones.
 */
function wishesOf(input: OfflineStoryInput, named: NamedElement[], rng: Random): Wish[] {
  const familiar = findWish(input.prompt);
  const described = new Set(named.flatMap((element) => fold(element.description ?? '').split(/[^a-z]+/)));
  const sameAsNamed =
    familiar &&
    (familiar.words.some((word) => described.has(word)) ||
      (familiar.prop !== undefined && named.some((element) => element.prop === familiar.prop)));
  return [...named.map((element) => namedWish(element, rng)), ...(familiar && !sameAsNamed ? [familiar] : [])];
}

/**
 * Writes a whole story offline: coherent French from material, with the type's arc, the
 * theme's world and the children's names and genders. Pure: same input and seed, same story.
 */
export function writeOfflineStory(input: OfflineStoryInput): WrittenStory {
  const rng = createRandom(input.seed);
  const themeId: ConcreteTheme = input.theme === 'surprise' ? rng.pick(concreteThemes) : input.theme;
  const theme = themes[themeId];
  const ages = input.heroes.map((hero) => hero.age).filter((age) => Number.isFinite(age));
  const band = bandOf(ages.length > 0 ? Math.min(...ages) : 6);
  const cast = buildCast(input, theme, rng);
  const childNames = input.heroes.map((hero) => fold(hero.name.trim())).filter(Boolean);
  const companions = theme.companions.filter((companion) => !namesAChild(companion, childNames));
  const pool = companions.length >= 2 ? companions : theme.companions;
  const comp = input.storyType === 'discover' ? theme.visit.guide : rng.pick(pool);
  const c = new StoryContext({
    rng,
    band,
    theme,
    cast,
    invented: cast.some((hero) => hero.intro !== hero.name),
    comp,
    friend: pickOther(rng, pool, comp),
    quest: rng.pick(theme.quests),
    fear: rng.pick(theme.fears),
    keepsake: rng.pick(theme.keepsakes),
  });

  const arc = arcs[input.storyType];
  const pageCount = Math.max(1, Math.floor(input.length.pages));
  const perPage = clamp(Math.round(input.length.sentencesPerPage), 2, 4);
  const named = findNamedElements(
    input.prompt,
    [...input.heroes.map((hero) => hero.name), ...cast.map((hero) => hero.name)],
    cast.length > 1,
  );
  const characters: StoryCharacter[] = [
    ...[...theme.companions, theme.visit.guide].map((companion) => ({ name: companion.the, prop: companion.prop })),
    ...named.map((element) => ({ name: element.name, prop: element.prop })),
  ];
  const writer = new PageWriter(
    c,
    arc,
    perPage,
    storyPageWords(ages),
    pageCount,
    wishesOf(input, named, rng),
    characters,
  );
  const pages: string[] = [];
  const moments: PageMoment[] = [];
  const write = (draft: PageDraft, phase: Phase) => {
    const page = writer.write(draft, phase);
    pages.push(page.text);
    moments.push(page.moment);
  };

  const plan = layout(pageCount);
  // The arc's own middle, and what any story of its tone can borrow from the theme (interludes.ts).
  const steps = [...arc.steps, ...interludes(arc.calm === true, arc.hour ?? (() => 'day'))];
  let stepTurn = 0;
  for (let slot = 0; slot < plan.length; slot++) {
    c.progress = pages.length / pageCount;
    const beat = plan[slot] ?? 'ending';
    if (beat !== 'step') {
      write(arc.beats[beat](c), phaseOf(beat));
      continue;
    }
    const left = plan.slice(slot).filter((name) => name === 'step').length;
    let drafts: PageDraft[] | null = null;
    for (let tries = 0; tries < steps.length && !drafts; tries++) {
      const step = steps[(stepTurn + tries) % steps.length];
      const result = step?.(c, left) ?? null;
      if (result) {
        drafts = Array.isArray(result) ? result : [result];
        stepTurn += tries + 1;
      }
    }
    drafts ??= [arc.fallback ? arc.fallback(c) : explorePage(c)];
    // A run of pages (a problem and its fix) takes the next step slots; each is written in turn.
    for (const draft of drafts) {
      c.progress = pages.length / pageCount;
      write(draft, 'middle');
    }
    slot += drafts.length - 1;
  }
  return { title: makeTitle(c, input.storyType), pages, moments, theme: themeId, characters };
}
