import { foldFrench, frenchTerm, soundOf, soundsLikeStopWord } from './french-terms.js';
import { type Angle, anglesOf, topicAngles } from './question-angle.js';
import {
  asksOnlyForReason,
  type Intent,
  intentsOf,
  saysNoLonger,
  saysRecord,
  topicIntents,
  whoDid,
} from './question-intent.js';
import type { Topic } from './topic.js';

/**
 * How much of a question its topic must account for, each word weighed by how rare it is in
 * the library (a word every other topic uses says little). With 400 topics, sharing one or two
 * words with a topic is common: « le plus long fleuve du monde » shares « long » and « monde »
 * with the longest tunnel. A question is answered only when the topic's words cover most of
 * it and the question holds most of one of the topic's phrasings: a wrong answer is worse than
 * « je ne sais pas encore » (docs/decisions/0026-offline-library.md).
 */
export const MIN_QUESTION_COVERAGE = 0.75;
/** The share of one phrasing (or the title) the question must hold, by the same weights. */
export const MIN_PHRASING_COVERAGE = 0.7;
/**
 * Enough of the question when it holds one of the topic's phrasings whole: « pourquoi il neige
 * en hiver » says all of « pourquoi il neige », and a little more. Not much more: read blind, the
 * questions between 0.6 and 0.65 were another subject's (« pourquoi aux jeux olympiques le premier
 * gagne une médaille » is not where the Games come from).
 */
export const MIN_COVERAGE_WITH_WHOLE_PHRASING = 0.65;
/**
 * A phrasing of one word, held whole, names its topic only when it is the title or few topics use
 * that word: « tonnerre » does, « bonbons » does not (« les bonbons ça fait grossir » is not how
 * sweets are made).
 */
export const MAX_TOPICS_OF_A_NAMING_WORD = 5;
/**
 * A topic answers only when no other holds clearly more of the question, even one that misses
 * the thresholds: when the question's other words are another topic's, it straddles two and
 * guessing one is how wrong answers happen (decision 0026).
 */
export const RIVAL_MARGIN = 0.1;

export interface TopicMatch {
  topic: Topic;
  /** The lower of the two coverages, the number compared with the thresholds (0 to 1). */
  score: number;
}

export interface TopicMatcher {
  /** The topic a question asks about, or null when no topic is close enough to answer with. */
  match(question: string): TopicMatch | null;
  /**
   * The topic a short question asks about in the frame of an earlier one (« et le soir ? »
   * after « pourquoi le ciel est bleu ? »): read together, the topic must hold one of the
   * question's own words.
   */
  matchWithin(question: string, frame: string): TopicMatch | null;
  /** The topics nearest a question no topic answers: those that share the most of its words. */
  nearest(question: string, count: number): Topic[];
}

export interface MatchThresholds {
  question: number;
  phrasing: number;
  /** The share of its weight a question's word earns when only the topic's answers use it. */
  answerWord: number;
  /** The question coverage enough when the question holds one of the topic's phrasings whole. */
  wholePhrasing: number;
}

const VOCATIVE = '(?:maman|papa|mamie|mamy|papi|papy|mam|pap|daddy|mummy)';
/**
 * Spoken, the comma is often left out: « maman les dauphins… », « papa tu sais… ». Without it, the
 * name is whom the child speaks to only when a word that cannot follow a subject comes next
 * (« papa il ronfle » is about papa).
 */
const SPOKEN_TO = `(?:tu|pourquoi|pk|pq|comment|c|les|le|la|l|un|une|des|on|je|j|quand|qui|ou|où|si)(?![\\p{L}])`;
const LEADING_VOCATIVE = new RegExp(
  `^\\s*(?:(?:dis|eh|dit)\\s+)?${VOCATIVE}(?:\\s*[,!:]\\s*|\\s+(?=${SPOKEN_TO}))`,
  'iu',
);
const TRAILING_VOCATIVE = new RegExp(`,\\s*${VOCATIVE}\\s*[?!.…]*\\s*$`, 'iu');
const withoutVocative = (text: string) => text.replace(LEADING_VOCATIVE, '').replace(TRAILING_VOCATIVE, '');

/** A question's meaningful term: the library's words it may stand for, and its share of its weight. */
interface QuestionTerm {
  readings: string[];
  share: number;
}
type QuestionTerms = Map<string, QuestionTerm>;

/**
 * « pourquoi la mer est bleue alors que l'eau du seau ne l'est pas »: what follows « alors que »,
 * « mais » or « même si » is what puzzles the child, not what the question is about, and its
 * words count for this much of their weight. So is a clause of « puisque » or of « si » before its
 * subject (« comment les plantes mangent si elles ont pas de bouche »), not « si » before an
 * adjective (« si chaud »).
 */
export const CONTRAST_SHARE = 0.25;
const CONTRAST =
  /[^\p{L}](?:(?:alors\s+que?|mais|m[eê]me\s+si|sauf|tandis\s+que?|puisque?)(?![\p{L}])|s(?:i\s+|[’'])(?=(?:on|ils?|elles?|je|j|tu|nous|vous|la|le|les|l|un|une|des|mon|ma|mes|ton|ta|tes|c|ça|ca|y)(?![\p{L}])))/iu;

/**
 * A verb more than this share of the topics use (« donner », « faire ») says little about what a
 * « qui a… » question asks; a rarer one (« inventer », « découvrir ») is what it asks.
 */
export const COMMON_VERB_SHARE = 1 / 6;

/** A shorter word says too little to be read by its sound: « ok » sounded like « oquet », the hiccups. */
export const MIN_SOUNDED_LETTERS = 3;

/** Offered under « je ne sais pas encore »: a quarter of the question, and 30 % of one phrasing. */
const NEAREST_QUESTION_COVERAGE = 0.25;
const NEAREST_PHRASING_COVERAGE = 0.3;

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
/** A text's words as typed, folded: what `sameWords` compares. */
const typedWords = (text: string) => wordsOf(text).map(foldFrench);

/** The meaningful terms of a text, each once, in order. */
export function termsOf(text: string): string[] {
  return [...new Set(wordsOf(text).flatMap((word) => frenchTerm(word) ?? []))];
}

/** Levenshtein distance, stopping early once it is over `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** One wrong letter in a word of 4 to 6 letters, two from 7: shorter words stay exact. */
const typosAllowed = (term: string) => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0);

interface IndexedTopic {
  topic: Topic;
  /** The words of its title and phrasings: what a question about it says. */
  vocabulary: Set<string>;
  /** The words of its answers: what a question about it may also say (« il neige en hiver »). */
  answerVocabulary: Set<string>;
  /** The title's and each phrasing's terms (the title first, when it has a meaningful word). */
  phrasings: string[][];
  /** Which of those ask only « pourquoi » or « comment » (« pourquoi les chevaliers avaient des armures »). */
  explains: boolean[];
  /** The title's and phrasings' words as written, folded (no accents, lower case). */
  words: Set<string>;
  titled: boolean;
  /** What its title and phrasings ask besides « pourquoi »: « qui a inventé… », « combien… ». */
  intents: Set<Intent>;
  /** Its title asks « qui », « combien » or « où »: it never explains why or how. */
  titleAsksFact: boolean;
  /** One of its title and phrasings asks why something is no longer so (« ne grandissent plus »). */
  saysNoLonger: boolean;
  /** Its title asks for a record (« quelle est la plus haute montagne »): it answers nothing else. */
  titleAsksRecord: boolean;
  /** Its title or one of its phrasings names a record (« le plus grand lac du monde »). */
  namesRecord: boolean;
  /** The sides of its subject it answers (« qui a inventé… », « comment devenir… »): `topicAngles`. */
  angles: Set<Angle>;
}

/** A word the topic's answers use, but none of its phrasings, counts for this much of its weight. */
export const ANSWER_WORD_CREDIT = 0.4;

export function createTopicMatcher(
  topics: readonly Topic[],
  thresholds: MatchThresholds = {
    question: MIN_QUESTION_COVERAGE,
    phrasing: MIN_PHRASING_COVERAGE,
    answerWord: ANSWER_WORD_CREDIT,
    wholePhrasing: MIN_COVERAGE_WITH_WHOLE_PHRASING,
  },
): TopicMatcher {
  const indexed: IndexedTopic[] = topics.map((topic) => {
    const texts = [topic.title, ...topic.phrasings];
    const meaningful = texts.filter((text) => termsOf(text).length > 0);
    const phrasings = meaningful.map(termsOf);
    return {
      topic,
      phrasings,
      explains: meaningful.map(asksOnlyForReason),
      titled: termsOf(topic.title).length > 0,
      words: new Set(typedWords(texts.join(' '))),
      intents: topicIntents(topic.title, topic.phrasings, topic.answers['6_to_8']),
      titleAsksFact: intentsOf(topic.title).size > 0,
      saysNoLonger: texts.some(saysNoLonger),
      titleAsksRecord: saysRecord(topic.title),
      namesRecord: texts.some(saysRecord),
      angles: topicAngles(topic.title, topic.phrasings, topic.answers['6_to_8']),
      vocabulary: new Set(phrasings.flat()),
      // The oldest band's answer names much in passing: a word only it uses says little.
      answerVocabulary: new Set(
        termsOf([topic.answers.up_to_5, topic.answers['6_to_8'], topic.answers['9_to_12']].join(' ')),
      ),
    };
  });
  // How many topics use a word, in their phrasings or their answers: the rarer, the weightier.
  const topicsWith = new Map<string, number>();
  for (const { vocabulary, answerVocabulary } of indexed) {
    for (const term of new Set([...vocabulary, ...answerVocabulary]))
      topicsWith.set(term, (topicsWith.get(term) ?? 0) + 1);
  }
  // A word the library never uses counts as if two topics used it: most often it is the very
  // thing the question is about (« la Bolivie », « Tokyo »), which no topic answers.
  const weightOf = (term: string) => Math.log(1 + indexed.length / (topicsWith.get(term) ?? 2));
  const phrasingWords = new Set(indexed.flatMap(({ vocabulary }) => [...vocabulary]));
  // Each phrasing word's sound, as written and as its term, for spellings the library lacks.
  const phrasingSounds = new Map<string, Set<string>>();
  for (const { topic } of indexed) {
    for (const word of wordsOf([topic.title, ...topic.phrasings].join(' '))) {
      const term = frenchTerm(word);
      if (term === null) continue;
      for (const sound of [soundOf(word), soundOf(term)]) {
        phrasingSounds.set(sound, (phrasingSounds.get(sound) ?? new Set()).add(term));
      }
    }
  }
  const soundsLike = (word: string, term: string) =>
    foldFrench(word).length < MIN_SOUNDED_LETTERS
      ? []
      : [...new Set([...(phrasingSounds.get(soundOf(word)) ?? []), ...(phrasingSounds.get(soundOf(term)) ?? [])])];

  /**
   * A question's terms. Left out: whom the child speaks to (« Dis maman, … », « …, papa ? »), and a
   * word the library does not know that sounds like « comment » or « quand ».
   */
  function questionTerms(text: string): QuestionTerms {
    const terms: QuestionTerms = new Map();
    const asked = withoutVocative(text);
    const contrast = CONTRAST.exec(asked)?.index ?? asked.length;
    const clauses = [
      { words: wordsOf(asked.slice(0, contrast)), share: 1 },
      { words: wordsOf(asked.slice(contrast)), share: CONTRAST_SHARE },
    ];
    for (const { words, share } of clauses) {
      for (const word of words) {
        const term = frenchTerm(word);
        if (term === null || (!topicsWith.has(term) && soundsLikeStopWord(word))) continue;
        if (!terms.has(term)) terms.set(term, { readings: readingsOf(term, word), share });
      }
    }
    return terms;
  }

  /**
   * The library's words a question's term stands for: itself, a typo of a phrasing's word, or the
   * same word cut shorter. Kept for the library's own words only, so that what strangers type
   * never grows the cache.
   */
  const knownReadings = new Map<string, string[]>();
  function readingsOf(term: string, typed: string): string[] {
    const known = knownReadings.get(term);
    if (known) return known;
    let found: string[] = [];
    const heardAs = soundsLike(typed, term);
    // A word few topics use may be one's misspelling of another's (« astronotes »): both count.
    if (topicsWith.has(term)) found = (topicsWith.get(term) ?? 0) <= 2 ? [...new Set([term, ...heardAs])] : [term];
    // Spelled as it sounds: « pik » is « pique », « tonere » is « tonnerre ».
    else found = heardAs;
    if (found.length === 0) {
      // A word typed with its accents is spelled on purpose (« râle »): never a typo of « rase ».
      const limit = /[àâäéèêëîïôöûüùç]/i.test(typed) ? 0 : typosAllowed(term);
      let closest = limit + 1;
      for (const candidate of phrasingWords) {
        const sameStem =
          Math.min(term.length, candidate.length) >= 5 && (term.startsWith(candidate) || candidate.startsWith(term));
        const distance = sameStem ? 1 : limit > 0 ? editDistance(term, candidate, limit) : limit + 1;
        if (distance < closest) {
          closest = distance;
          found = [candidate];
        } else if (distance === closest && distance <= limit) found.push(candidate);
      }
    }
    if (topicsWith.has(term)) knownReadings.set(term, found);
    return found;
  }

  /**
   * The library's words for the deed a « qui a… » question asks about (« inventé »), when few
   * enough topics use it to tell one from another (`COMMON_VERB_SHARE`); null otherwise.
   */
  function deedAsked(terms: QuestionTerms, word: string | null): string[] | null {
    const term = word === null ? null : frenchTerm(word);
    if (term === null || (topicsWith.get(term) ?? 0) > indexed.length * COMMON_VERB_SHARE) return null;
    return terms.get(term)?.readings ?? [term];
  }

  interface Scored {
    topic: Topic;
    questionCoverage: number;
    phrasingCoverage: number;
    /** Breaks ties: the question's words as typed, found in the topic's phrasings (« gauchers », not « gauche »). */
    sameWords: number;
    /** Breaks ties: « pourquoi il y a des guerres » is the wars' own title, not the world wars'. */
    titleCoverage: number;
    /** The question holds whole a phrasing that names the topic (`MAX_TOPICS_OF_A_NAMING_WORD`). */
    holdsNamingPhrasing: boolean;
    /** The question holds whole a phrasing that asks only « pourquoi » or « comment ». */
    holdsExplainingPhrasing: boolean;
  }

  function score(terms: QuestionTerms, typed: readonly string[], candidate: IndexedTopic): Scored {
    let held = 0;
    let total = 0;
    const heard = new Set<string>();
    for (const [term, { readings: options, share }] of terms) {
      const weight = share * (options.length > 0 ? Math.max(...options.map(weightOf)) : weightOf(term));
      total += weight;
      const matched = options.filter((option) => candidate.vocabulary.has(option));
      if (matched.length > 0) held += weight;
      else if (options.some((option) => candidate.answerVocabulary.has(option))) held += weight * thresholds.answerWord;
      for (const option of matched) heard.add(option);
    }
    const coverages = candidate.phrasings.map((phrasing) => {
      let present = 0;
      let all = 0;
      for (const term of phrasing) {
        const weight = weightOf(term);
        all += weight;
        if (heard.has(term)) present += weight;
      }
      return present / all;
    });
    const names = (phrasing: string[], index: number) =>
      (index === 0 && candidate.titled) ||
      phrasing.length > 1 ||
      (topicsWith.get(phrasing[0]!) ?? 0) <= MAX_TOPICS_OF_A_NAMING_WORD;
    return {
      topic: candidate.topic,
      questionCoverage: total > 0 ? held / total : 0,
      phrasingCoverage: Math.max(0, ...coverages),
      sameWords: typed.filter((word) => candidate.words.has(word)).length,
      titleCoverage: candidate.titled ? (coverages[0] ?? 0) : 0,
      holdsNamingPhrasing: candidate.phrasings.some((phrasing, i) => coverages[i] === 1 && names(phrasing, i)),
      holdsExplainingPhrasing: candidate.phrasings.some(
        (phrasing, i) => coverages[i] === 1 && candidate.explains[i] && names(phrasing, i),
      ),
    };
  }

  const closer = (a: Scored, b: Scored) =>
    a.questionCoverage !== b.questionCoverage
      ? a.questionCoverage > b.questionCoverage
      : a.phrasingCoverage !== b.phrasingCoverage
        ? a.phrasingCoverage > b.phrasingCoverage
        : a.sameWords !== b.sameWords
          ? a.sameWords > b.sameWords
          : a.titleCoverage > b.titleCoverage;

  /**
   * The closest topic that clears both thresholds: the most of the question, then the fullest
   * phrasing. None when the question asks « qui », « combien » or « où » and the topic never does,
   * or when a topic that misses the thresholds holds clearly more of the question.
   */
  function best(text: string): TopicMatch | null {
    const terms = questionTerms(text);
    if (terms.size === 0) return null;
    const typed = typedWords(text);
    const asked = [...intentsOf(withoutVocative(text))];
    const reason = asksOnlyForReason(text);
    const noLonger = saysNoLonger(text);
    const record = saysRecord(text);
    const deed = deedAsked(terms, whoDid(text));
    const angles = [...anglesOf(withoutVocative(text))];
    let winner: Scored | null = null;
    let mostOfQuestion = 0;
    for (const candidate of indexed) {
      if (asked.length > 0 && !asked.some((intent) => candidate.intents.has(intent))) continue;
      if (noLonger && !candidate.saysNoLonger) continue;
      // Who invented the bulb is not how it shines: the question's angle must be the topic's.
      if (angles.some((angle) => !candidate.angles.has(angle))) continue;
      // A record asked of a topic that names none; a topic of records asked neither a record nor a
      // fact (« combien de temps vit une tortue » is one).
      if (record ? !reason && !candidate.namesRecord : candidate.titleAsksRecord && asked.length === 0) continue;
      const scored = score(terms, typed, candidate);
      // A topic titled « combien pesait l'armure » explains only what one of its phrasings asks.
      if (reason && candidate.titleAsksFact && !scored.holdsExplainingPhrasing) continue;
      mostOfQuestion = Math.max(mostOfQuestion, scored.questionCoverage);
      const holdsWholePhrasing = scored.holdsNamingPhrasing && scored.questionCoverage >= thresholds.wholePhrasing;
      const clears = scored.questionCoverage >= thresholds.question && scored.phrasingCoverage >= thresholds.phrasing;
      if (!clears && !holdsWholePhrasing) continue;
      // One word says nothing beyond itself: « pourquoi on rigole » is not whether animals laugh.
      if (terms.size === 1 && scored.phrasingCoverage < 1) continue;
      // « qui a inventé les jeux vidéo » is not who makes them: the deed must be the topic's.
      if (deed && !deed.some((reading) => candidate.vocabulary.has(reading))) continue;
      if (!winner || closer(scored, winner)) winner = scored;
    }
    if (!winner || winner.questionCoverage + RIVAL_MARGIN < mostOfQuestion) return null;
    return { topic: winner.topic, score: Math.min(winner.questionCoverage, winner.phrasingCoverage) };
  }

  return {
    match: best,
    nearest(question, count) {
      const terms = questionTerms(question);
      if (terms.size === 0) return [];
      const typed = typedWords(question);
      return (
        indexed
          .map((candidate) => score(terms, typed, candidate))
          // Near enough to be worth offering: a good part of the question, and of one phrasing.
          .filter(
            (scored) =>
              scored.questionCoverage >= NEAREST_QUESTION_COVERAGE &&
              scored.phrasingCoverage >= NEAREST_PHRASING_COVERAGE,
          )
          .sort((a, b) => (closer(a, b) ? -1 : closer(b, a) ? 1 : 0))
          .slice(0, count)
          .map((scored) => scored.topic)
      );
    },
    matchWithin(question, frame) {
      // The question's own words must be the topic's (« le soir »); the frame's words choose the
      // conversation's topic among those (the red sky of the evening, not bedtime).
      const own = questionTerms(question);
      const frameTerms: QuestionTerms = new Map([...questionTerms(frame)].filter(([term]) => !own.has(term)));
      if (own.size === 0 || frameTerms.size === 0) return null;
      const typed = typedWords(question);
      let winner: { scored: Scored; rank: number } | null = null;
      for (const candidate of indexed) {
        const scored = score(own, typed, candidate);
        if (scored.questionCoverage < thresholds.question) continue;
        // How much of the frame the topic holds, and how fully one of its phrasings is said by
        // the frame and the question together (« le ciel … le soir »).
        const rank =
          score(frameTerms, [], candidate).questionCoverage +
          score(new Map([...own, ...frameTerms]), typed, candidate).phrasingCoverage;
        if (!winner || rank > winner.rank || (rank === winner.rank && closer(scored, winner.scored))) {
          winner = { scored, rank };
        }
      }
      return winner && { topic: winner.scored.topic, score: Math.min(1, winner.rank) };
    },
  };
}
