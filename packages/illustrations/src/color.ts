const HEX = /^#[0-9a-f]{6}$/i;

/** A colour from stored data: kept when it is a #rrggbb colour, replaced by the fallback otherwise. */
export function safeColor(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX.test(value) ? value.toLowerCase() : fallback;
}

function channels(hex: string): [number, number, number] {
  const value = HEX.test(hex) ? hex : '#808080';
  return [parseInt(value.slice(1, 3), 16), parseInt(value.slice(3, 5), 16), parseInt(value.slice(5, 7), 16)];
}

function toHex(r: number, g: number, b: number): string {
  const part = (value: number) =>
    Math.max(0, Math.min(255, Math.round(value)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** `a` moved towards `b` by `amount` (0: a, 1: b). */
export function mix(a: string, b: string, amount: number): string {
  const t = Math.max(0, Math.min(1, amount));
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  return toHex(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t);
}

export function lighten(color: string, amount: number): string {
  return mix(color, '#ffffff', amount);
}

/** Darker towards a deep plum rather than black: shadows stay warm, as in painted books. */
export function shade(color: string, amount: number): string {
  return mix(color, '#2a1b3d', amount);
}

/** Perceived lightness in [0, 1]. */
export function luminance(color: string): number {
  const [r, g, b] = channels(color);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}
