// Its own entry point: the entry chunk needs this function, not the whole shared package.
import { typeset } from '@pourquoi/shared/typography';

/**
 * French typography on everything the page shows (docs/decisions/0023-french-typography.md):
 * the interface's own strings, answers and stories from any model, server and validation
 * messages, what a parent typed. Applied to the rendered text rather than to each string at its
 * source, so no string can miss it and the sources keep the spec's exact words.
 */
const VERBATIM = 'script,style,code,pre,kbd,samp,textarea,[translate=no]';
const ATTRIBUTES = ['placeholder', 'title', 'alt', 'aria-label'];

/** Only text holding one of these can change: most of a page is skipped at the cost of one test. */
const TOUCHED = /[?!:;«»’]/;

function typesetText(node: Text) {
  if (!TOUCHED.test(node.data)) return;
  const next = typeset(node.data);
  if (next !== node.data) node.data = next;
}

function typesetAttribute(element: Element, name: string) {
  const value = element.getAttribute(name);
  if (!value || !TOUCHED.test(value)) return;
  const next = typeset(value);
  if (next !== value) element.setAttribute(name, next);
}

/** A subtree known to be outside any verbatim element: each element is tested once, on the way down. */
function typesetInside(node: Node) {
  if (node instanceof Text) return typesetText(node);
  if (!(node instanceof Element) || node.matches(VERBATIM)) return;
  for (const name of ATTRIBUTES) typesetAttribute(node, name);
  node.childNodes.forEach(typesetInside);
}

/**
 * Typesets `root` now and whatever React renders into it later (dialogs are portalled into
 * the body, so the body is the root). Rewriting a text node is safe with React: it never reads
 * the DOM's text back, it only writes new text, which this then typesets again.
 */
export function keepFrenchTypography(root: HTMLElement): () => void {
  typesetInside(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const { target } = record;
      const element = target instanceof Element ? target : target.parentElement;
      if (!element || element.closest(VERBATIM)) continue;
      if (record.type === 'childList') record.addedNodes.forEach(typesetInside);
      else if (record.type === 'characterData') typesetText(target as Text);
      else typesetAttribute(target as Element, record.attributeName!);
    }
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributeFilter: ATTRIBUTES });
  return () => observer.disconnect();
}
