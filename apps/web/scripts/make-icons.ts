/**
 * Draws the installed app's icons from public/favicon.svg (run: npm run icons -w @pourquoi/web).
 * The PNGs are committed: the build never needs resvg.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const publicDir = join(import.meta.dirname, '..', 'public');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
// The favicon's own disc colour (--night-800 in tokens.css).
const night = '#2e2a6b';

/** The favicon drawn on a full square of its own colour, its glyph shrunk to `scale` of the side around the centre. */
function onSquare(scale: number): string {
  const inner = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const offset = (48 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${night}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`;
}

function write(name: string, svg: string, size: number) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(join(publicDir, 'icons', name), png);
}

write('icon-192.png', favicon, 192);
write('icon-512.png', favicon, 512);
// Launchers crop a maskable icon to any shape inside the centre 80 %: the glyph stays within it.
write('icon-maskable-512.png', onSquare(0.75), 512);
// iOS fills transparency with black and rounds the corners itself: a full square.
write('apple-touch-icon.png', onSquare(0.9), 180);
