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

function typesetNode(node: Node) {
  const element = node instanceof Element ? node : node.parentElement;
  if (!element || element.closest(VERBATIM)) return;
  if (node instanceof Text) {
    const next = typeset(node.data);
    if (next !== node.data) node.data = next;
    return;
  }
  for (const name of ATTRIBUTES) {
    const value = element.getAttribute(name);
    const next = value && typeset(value);
    if (next !== value) element.setAttribute(name, next!);
  }
  node.childNodes.forEach(typesetNode);
}

/**
 * Typesets `root` now and whatever React renders into it later (dialogs are portalled into
 * the body, so the body is the root). Rewriting a text node is safe with React: it never reads
 * the DOM's text back, it only writes new text, which this then typesets again.
 */
export function keepFrenchTypography(root: HTMLElement): () => void {
  typesetNode(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach(typesetNode);
      else typesetNode(record.target);
    }
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributeFilter: ATTRIBUTES });
  return () => observer.disconnect();
}
