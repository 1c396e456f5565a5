import { useMutation } from '@tanstack/react-query';
import type { StoryPack } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import type { CheckoutRedirect } from './create-checkout-session';

/** `POST /monetization/purchase-story-pack` (paying parents): the checkout page for the pack. */
export const purchaseStoryPack = (pack: StoryPack) =>
  api.post<CheckoutRedirect>('/monetization/purchase-story-pack', {
    price_id: pack.id,
    story_count: pack.storyCount,
  });

export const usePurchaseStoryPack = () => useMutation({ mutationFn: purchaseStoryPack });
