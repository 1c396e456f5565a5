import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Story, StorySummary } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { storyKeys, storyPath } from './story-keys';

/** A refused star is worded in product.md#history (favourites). */

/** `PUT /api/stories/{id}/favorite` with the wanted state (no body toggles). */
export const setStoryFavorite = ({ id, isFavorite }: { id: string; isFavorite: boolean }) =>
  api.put<{ is_favorite: boolean }>(`${storyPath(id)}/favorite`, { is_favorite: isFavorite });

/**
 * The star moves at once in every list and in the open story. When the server refuses, the
 * local state stays as the parent set it (product.md#history: a local fallback, then an error).
 */
export function useSetStoryFavorite() {
  const queryClient = useQueryClient();
  const apply = (id: string, isFavorite: boolean) => {
    queryClient.setQueriesData<StorySummary[]>({ queryKey: storyKeys.lists }, (stories) =>
      stories?.map((story) => (story.id === id ? { ...story, is_favorite: isFavorite } : story)),
    );
    queryClient.setQueryData<Story>(storyKeys.detail(id), (story) =>
      story ? { ...story, is_favorite: isFavorite } : story,
    );
  };
  return useMutation({
    mutationFn: setStoryFavorite,
    onMutate: async ({ id, isFavorite }) => {
      // A list on its way would put the old star back.
      await queryClient.cancelQueries({ queryKey: storyKeys.lists });
      apply(id, isFavorite);
    },
    onSuccess: (answer, { id }) => apply(id, answer.is_favorite),
  });
}
