import { z } from 'zod';

export const storyPackIdSchema = z.enum(['story_pack_5', 'story_pack_12']);
export type StoryPackId = z.infer<typeof storyPackIdSchema>;

export interface StoryPack {
  id: StoryPackId;
  name: string;
  storyCount: number;
  /** Of `storyCount`, the stories given for free. */
  freeStories: number;
  price: number;
  /** What the stories would cost without the pack's gift; null when nothing is offered. */
  originalPrice: number | null;
}

/**
 * product.md#story-packs: 5 stories for 9.90 €, 12 (10 plus 2 free) for 19.99 € instead of 23.99 €.
 * Bought stories add to the month's allowance and do not expire.
 */
export const storyPacks: Record<StoryPackId, StoryPack> = {
  story_pack_5: {
    id: 'story_pack_5',
    name: '5 histoires',
    storyCount: 5,
    freeStories: 0,
    price: 9.9,
    originalPrice: null,
  },
  story_pack_12: {
    id: 'story_pack_12',
    name: '12 histoires',
    storyCount: 12,
    freeStories: 2,
    price: 19.99,
    originalPrice: 23.99,
  },
};

export const storyPackList: StoryPack[] = Object.values(storyPacks);

/** Euros to cents, without the float's 9.899999. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}
