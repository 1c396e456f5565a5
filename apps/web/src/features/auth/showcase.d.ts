/** Made at build time by apps/web/build/showcase.ts. */
declare module 'virtual:showcase' {
  import type { Showcase } from '@pourquoi/shared';
  export const showcase: Showcase;
  /** The story page's picture: its address. */
  export const picture: string;
}
