import { type Gender, TEST_CHILD_NAME } from '@pourquoi/shared';
import { APOSTROPHE, elides } from '@pourquoi/story-writer';

/**
 * Children's names stay home (decision 0020): every text a provider receives carries a placeholder
 * (« [ENFANT_1] ») instead of a child's first name, and what comes back gets the name again
 * before anyone sees it or it is stored.
 */

/** A child whose name must not leave, and what a prompt may say of it instead. */
export interface KnownChild {
  name: string;
  age: number;
  gender: Gender;
}

export interface Pseudonym extends KnownChild {
  placeholder: string;
}

export interface ChildNames {
  /** One per distinct name, in the order given: the first child is « [ENFANT_1] ». */
  readonly children: readonly Pseudonym[];
  /** The placeholder standing for this name. */
  placeholderOf(name: string): string;
  /** The text with every known name (or part of a compound name) replaced by its placeholder. */
  hide(text: string): string;
  /** The text with every placeholder, however echoed, replaced by its name, elision mended. */
  restore(text: string): string;
  /** The children whose placeholder a hidden text holds. */
  mentionedIn(hidden: string): Pseudonym[];
}

/** Names shorter than this are only matched as typed: « Lu » must not hide « j'ai lu ». */
const CASE_FREE_MIN_LETTERS = 3;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Each Latin letter with its accented forms: « lea » finds « Léa », « LÉA » and « Lea ». */
const accentedForms = (() => {
  const forms = new Map<string, string>();
  const ranges: Array<[number, number]> = [
    [0x00c0, 0x024f],
    [0x1e00, 0x1eff],
  ];
  for (const [from, to] of ranges) {
    for (let code = from; code <= to; code += 1) {
      const letter = String.fromCodePoint(code);
      const base = fold(letter);
      if (/^[a-z]$/.test(base)) forms.set(base, (forms.get(base) ?? base) + letter);
    }
  }
  return forms;
})();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const SEPARATOR = "[\\s'’‐‑-]+";

/** A name as a pattern: accents and case free, any run of spaces, hyphens or apostrophes between its parts. */
function namePattern(name: string): string {
  let pattern = '';
  for (const char of name.normalize('NFC')) {
    if (/[\s'’‐‑-]/u.test(char)) {
      if (!pattern.endsWith(SEPARATOR)) pattern += SEPARATOR;
      continue;
    }
    const base = fold(char);
    const forms = accentedForms.get(base);
    pattern += forms ? `[${forms}]\\p{M}*` : escape(char);
  }
  return pattern;
}
/** Not inside a word, nor inside a placeholder (« [ENFANT_1] » holds the word « ENFANT »). */
const wordAround = (pattern: string) => `(?<![\\p{L}\\p{M}\\p{N}_\\[])${pattern}(?![\\p{L}\\p{M}\\p{N}_\\]])`;

const parts = (name: string) => name.split(/[\s'’‐‑-]+/u).filter((part) => fold(part).length >= CASE_FREE_MIN_LETTERS);

/**
 * A placeholder as a model may echo it (« [ENFANT_1] », « [enfant 1] », « [ ENFANT-1 ] »,
 * « ENFANT_1 »), with the word before it when that word elides (de, que, jusque, lorsque,
 * puisque), written elided or not: the name decides.
 */
const PLACEHOLDER =
  /(?:(?<![\p{L}\p{M}])(?:(d|qu|jusqu|lorsqu|puisqu)(['’])\s*|(de|que|jusque|lorsque|puisque)\s+))?(?:\[\s*enfant[\s_-]*(\d{1,3})\s*\]|(?<![\p{L}\p{M}[])enfant_(\d{1,3})(?!\d))/giu;

/** « d'Emma » but « de Léo », whichever the model wrote; a capital stays a capital. */
function mended(word: string, name: string, apostrophe: string): string {
  const lower = word.toLowerCase();
  const full = lower.endsWith('e') ? lower : `${lower}e`;
  const text = elides(name) ? `${full.slice(0, -1)}${apostrophe}${name}` : `${full} ${name}`;
  return word[0] === lower[0] ? text : text[0]!.toUpperCase() + text.slice(1);
}

export function childNames(known: readonly KnownChild[]): ChildNames {
  const children: Pseudonym[] = [];
  const byName = new Map<string, Pseudonym>();
  for (const child of known) {
    const name = child.name.normalize('NFC').trim();
    if (!name || byName.has(fold(name))) continue;
    const pseudonym = { ...child, name, placeholder: `[ENFANT_${children.length + 1}]` };
    children.push(pseudonym);
    byName.set(fold(name), pseudonym);
  }

  // A part of a compound name (« Lou » of « Marie-Lou ») is hidden too, unless two children share it.
  const partOwners = new Map<string, Pseudonym[]>();
  for (const child of children) {
    if (child.name === TEST_CHILD_NAME) continue;
    const own = parts(child.name);
    if (own.length < 2) continue;
    for (const part of own) partOwners.set(fold(part), [...(partOwners.get(fold(part)) ?? []), child]);
  }
  const aliases: Array<{ text: string; child: Pseudonym }> = children.map((child) => ({ text: child.name, child }));
  for (const [part, owners] of partOwners) {
    if (owners.length === 1 && !byName.has(part)) aliases.push({ text: part, child: owners[0]! });
  }
  // Longest first: « Marie-Lou » is hidden whole before « Lou » is looked for.
  const replacements = aliases
    .sort((a, b) => b.text.length - a.text.length)
    .map(({ text, child }) => ({
      pattern: new RegExp(
        wordAround(fold(text).length >= CASE_FREE_MIN_LETTERS ? namePattern(text) : escape(text)),
        fold(text).length >= CASE_FREE_MIN_LETTERS ? 'giu' : 'gu',
      ),
      placeholder: child.placeholder,
    }));

  return {
    children,
    placeholderOf(name) {
      const child = byName.get(fold(name.normalize('NFC').trim()));
      if (!child) throw new Error('a name without a placeholder');
      return child.placeholder;
    },
    hide(text) {
      return replacements.reduce(
        (hidden, { pattern, placeholder }) => hidden.replace(pattern, placeholder),
        text.normalize('NFC'),
      );
    },
    restore(text) {
      return text.replace(
        PLACEHOLDER,
        (match, elided?: string, apostrophe?: string, whole?: string, bracketed?: string, bare?: string) => {
          const child = children[Number(bracketed ?? bare) - 1];
          if (!child) return match;
          const word = elided ?? whole;
          return word ? mended(word, child.name, apostrophe ?? APOSTROPHE) : child.name;
        },
      );
    },
    mentionedIn(hidden) {
      return children.filter((child) => hidden.includes(child.placeholder));
    },
  };
}
