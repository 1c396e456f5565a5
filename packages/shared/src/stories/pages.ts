/** product.md#story-reader: a first page under 100 characters means the pages are too short. */
export const SHORT_FIRST_PAGE_CHARS = 100;
export const REGROUPED_PAGE_CHARS = 200;
export const REGROUPED_PAGE_SENTENCES = 3;

/** A stored page: a string, or an object with its number and text (product.md#stories). */
export type RawStoryPage = string | { page?: number; content?: string; text?: string };

export function pageText(page: RawStoryPage): string {
  return (typeof page === 'string' ? page : (page.content ?? page.text ?? '')).trim();
}

function sentenceCount(text: string): number {
  return text.split(/[.!?…]+(?:\s|$)/).filter((part) => part.trim()).length;
}

export interface ReaderPage {
  text: string;
  /** The stored page numbers (from 1) it holds: the first one's picture illustrates it. */
  sources: number[];
}

/**
 * The pages as the reader shows them: when the first page is under 100 characters, pages
 * are joined until each holds about 200 characters or 3 sentences.
 */
export function readerPages(pages: readonly RawStoryPage[]): ReaderPage[] {
  const stored = pages
    .map((page, index) => ({ text: pageText(page), sources: [index + 1] }))
    .filter((page) => page.text);
  const first = stored[0];
  if (first === undefined || first.text.length >= SHORT_FIRST_PAGE_CHARS) return stored;
  const grouped: ReaderPage[] = [];
  let current: ReaderPage | null = null;
  for (const page of stored) {
    current = current ? { text: `${current.text} ${page.text}`, sources: [...current.sources, ...page.sources] } : page;
    if (current.text.length >= REGROUPED_PAGE_CHARS || sentenceCount(current.text) >= REGROUPED_PAGE_SENTENCES) {
      grouped.push(current);
      current = null;
    }
  }
  if (current) grouped.push(current);
  return grouped;
}
