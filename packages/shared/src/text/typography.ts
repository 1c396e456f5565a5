/**
 * French typography for what a family reads (docs/decisions/0023-french-typography.md): a narrow
 * no-break space (U+202F) before ? ! : ; and inside « », so « dinosaure » never breaks after its
 * guillemet and a question mark never starts a line; one apostrophe, the spec's straight one.
 * Applied where text is written (the interface's strings) and where text arrives from elsewhere
 * (answers, stories, server messages) before it is shown.
 */
const NARROW_NO_BREAK_SPACE = '\u202f';

/** Any run of ordinary or no-break spaces before a high punctuation mark or a closing guillemet. */
const spaceBeforeHighMark = /[ \u00a0\u202f]+([?!:;»])/g;
const closingWithoutSpace = /(\S)»/g;
const spaceAfterOpening = /«[ \u00a0\u202f]*/g;
/** The typographic apostrophe between letters (l’eau, aujourd’hui), not a closing quote. */
const curlyApostrophe = /(\p{L})\u2019(?=\p{L})/gu;

export function typeset(text: string): string {
  return text
    .replace(spaceBeforeHighMark, `${NARROW_NO_BREAK_SPACE}$1`)
    .replace(closingWithoutSpace, `$1${NARROW_NO_BREAK_SPACE}»`)
    .replace(spaceAfterOpening, `«${NARROW_NO_BREAK_SPACE}`)
    .replace(curlyApostrophe, "$1'");
}
