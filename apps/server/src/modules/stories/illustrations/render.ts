import { Resvg } from '@resvg/resvg-js';

/** Renders an SVG to a PNG `width` pixels wide (height follows the picture's 4:3 box). No fonts are loaded: the pictures hold no text. */
export function renderPng(svg: string, width = 800): Buffer {
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } });
  return resvg.render().asPng();
}
