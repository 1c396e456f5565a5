/**
 * The sentences of a page, to read them aloud one at a time and highlight the one being read.
 * A sentence ends with . ! ? or … (and the closing quote after it), before a new sentence's
 * capital letter, opening quote or dash. Joined back with spaces, they give the page's text.
 */
export function splitSentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?…]+[»"”)]?)\s+(?=[«"“—–-]|\p{Lu}|\d)/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
