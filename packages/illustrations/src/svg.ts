/** Tiny SVG writers. Numbers are rounded to one decimal; a non-finite number is written as 0. */

export function f(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Path data with numbers formatted: d`M${x} ${y} L${x2} ${y2}`. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += f(values[i] as number) + (strings[i + 1] ?? '');
  return out;
}

export type AttrValue = string | number | undefined | null | false;
export type Attrs = Record<string, AttrValue>;

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function attrs(values: Attrs): string {
  let out = '';
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${name}="${typeof value === 'number' ? f(value) : escapeAttr(value)}"`;
  }
  return out;
}

export function tag(name: string, values: Attrs, children?: string): string {
  return children === undefined || children === ''
    ? `<${name}${attrs(values)}/>`
    : `<${name}${attrs(values)}>${children}</${name}>`;
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  tag('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  tag('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  tag('rect', { x, y, width, height, fill, ...extra });

export const path = (data: string, fill: string, extra: Attrs = {}) => tag('path', { d: data, fill, ...extra });

/** A stroked line with round ends. */
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
) =>
  tag('path', {
    d: d`M${x1} ${y1}L${x2} ${y2}`,
    fill: 'none',
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    ...extra,
  });

/** A stroked open path with round ends and joins. */
export const stroke = (data: string, color: string, width: number, extra: Attrs = {}) =>
  tag('path', {
    d: data,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });

export const group = (children: string, extra: Attrs = {}) => (children ? tag('g', extra, children) : '');

export function transform(x: number, y: number, scale = 1, rotate = 0, flip = false): string {
  let out = `translate(${f(x)} ${f(y)})`;
  if (rotate) out += ` rotate(${f(rotate)})`;
  if (scale !== 1 || flip) out += ` scale(${f(flip ? -scale : scale)} ${f(scale)})`;
  return out;
}

/** A smooth closed or open curve through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points: readonly (readonly [number, number])[], closed = false): string {
  if (points.length < 2) return '';
  const at = (i: number): readonly [number, number] => {
    const n = points.length;
    const index = closed ? ((i % n) + n) % n : Math.max(0, Math.min(n - 1, i));
    return points[index] as readonly [number, number];
  };
  const first = at(0);
  let out = d`M${first[0]} ${first[1]}`;
  const segments = closed ? points.length : points.length - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    out += d`C${c1x} ${c1y} ${c2x} ${c2y} ${p2[0]} ${p2[1]}`;
  }
  return closed ? `${out}Z` : out;
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

/** Gradients collected while drawing, written once in <defs>, shared when identical. */
export class Defs {
  private readonly items = new Map<string, { id: string; markup: string }>();

  constructor(private readonly prefix: string) {}

  private add(key: string, build: (id: string) => string): string {
    let item = this.items.get(key);
    if (!item) {
      const id = `${this.prefix}${this.items.size.toString(36)}`;
      item = { id, markup: build(id) };
      this.items.set(key, item);
    }
    return `url(#${item.id})`;
  }

  private static stops(stops: readonly Stop[]): string {
    return stops
      .map(([offset, color, opacity]) =>
        tag('stop', { offset, 'stop-color': color, 'stop-opacity': opacity === undefined ? undefined : opacity }),
      )
      .join('');
  }

  /** A linear gradient, top to bottom unless told; coordinates are fractions of the shape's box. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const key = `l${JSON.stringify([stops, x1, y1, x2, y2])}`;
    return this.add(key, (id) => tag('linearGradient', { id, x1, y1, x2, y2 }, Defs.stops(stops)));
  }

  /** A linear gradient in user space (the same across shapes, e.g. one sky for several pieces). */
  linearUser(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const key = `u${JSON.stringify([stops, x1, y1, x2, y2])}`;
    return this.add(key, (id) =>
      tag('linearGradient', { id, x1, y1, x2, y2, gradientUnits: 'userSpaceOnUse' }, Defs.stops(stops)),
    );
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const key = `r${JSON.stringify([stops, cx, cy, r, fx, fy])}`;
    return this.add(key, (id) => tag('radialGradient', { id, cx, cy, r, fx, fy }, Defs.stops(stops)));
  }

  toString(): string {
    if (this.items.size === 0) return '';
    return `<defs>${[...this.items.values()].map((item) => item.markup).join('')}</defs>`;
  }
}
