import { renderAsync } from '@resvg/resvg-js';

/**
 * Renders an SVG to a PNG `width` pixels wide (height follows the picture's 4:3 box), on
 * libuv's thread pool: about 25 ms a picture that the event loop would otherwise spend
 * blocked, while parents' requests wait. No fonts are loaded: the pictures hold no text.
 */
export async function renderPng(svg: string, width = 800): Promise<Buffer> {
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } });
  return image.asPng();
}
