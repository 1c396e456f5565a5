// Run by `npm run lint`. Two rules for every tracked text file (docs/product.md and
// docs/decisions/ aside):
// 1. Nothing cites a document a clone does not hold: the two specification files, the design file
//    and its numbered decisions, or the issue tracker. Cite docs/product.md by anchor instead
//    (`product.md#child-profile-rules`, `product.md#d13-story-length`), and the decision records
//    as `decision 0020` or by path. Another project's issue is cited by its URL.
// 2. Every anchor of docs/product.md cited exists as one of its headings (GitHub's slugs).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCT = 'docs/product.md';

const TEXT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css|html|sql|sh|md|ya?ml)$/;
const EXEMPT = (file) => file === PRODUCT || file.startsWith('docs/decisions/');

// A space, or a line break and the comment's leader (` * `, `// `, `-- `): a citation may wrap.
const S = String.raw`(?:[ \t]+|[ \t]*\r?\n[ \t]*(?:\*|//|--|#)?[ \t]*)`;
const FORBIDDEN = [
  { what: 'a specification file', re: new RegExp(String.raw`\b[Ss]pec${S}00\d`, 'g') },
  { what: 'the design file', re: new RegExp(String.raw`\bDESIGN(?:\.md\b|${S}decisions?\b)`, 'g') },
  {
    what: "the design file's numbered decisions",
    re: new RegExp(String.raw`\b[Dd]ecisions?${S}\d{1,2}(?![\w.])`, 'g'),
  },
  { what: 'the issue tracker', re: new RegExp(String.raw`\b[Ii]ssues?${S}#?\d+`, 'g') },
];
const CITED_ANCHOR = /\bproduct\.md#([\p{L}\p{N}_-]+)/gu;

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

export function check(files, read) {
  const anchors = headingAnchors(read(PRODUCT));
  const problems = [];
  for (const file of files) {
    const text = read(file);
    if (!EXEMPT(file)) {
      for (const { what, re } of FORBIDDEN) {
        for (const match of text.matchAll(re)) {
          const cited = match[0].replace(/\s+/g, ' ').replace(/ [*#/-]+ /g, ' ');
          problems.push(`${file}:${lineOf(text, match.index)}: « ${cited} » cites ${what}, outside the repository`);
        }
      }
    }
    // docs/product.md's own links (`](#anchor)`) are checked too.
    const cites = [...text.matchAll(CITED_ANCHOR)];
    if (file === PRODUCT) cites.push(...text.matchAll(/\]\(#([\p{L}\p{N}_-]+)\)/gu));
    for (const match of cites) {
      if (!anchors.has(match[1])) {
        problems.push(`${file}:${lineOf(text, match.index)}: no heading of ${PRODUCT} has the anchor #${match[1]}`);
      }
    }
  }
  return problems;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => TEXT.test(file) || file === '.ci/run');
  const problems = check(files, (file) => readFileSync(path.join(root, file), 'utf8'));
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(
      `\n${problems.length} citation(s) to fix: cite ${PRODUCT} as product.md#<heading anchor>, a record as decision 0020 (four digits).`,
    );
    process.exit(1);
  }
}
