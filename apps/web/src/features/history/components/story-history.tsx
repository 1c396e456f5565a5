import { useState } from 'react';
import { historyMessages, storyThemeChoices, storyTypeChoices, type StorySummary } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StoryCard, useSetStoryFavorite, useStories } from '@/features/stories';
import type { ConversationFilters } from '../api/history-keys';
import { matchesWords } from '../utils/search';
import { countOf } from '../utils/wording';
import { StoryDetailDialog } from './story-detail-dialog';

export const EMPTY_STORIES = "Pas encore d'histoire. Inventez-en une dans « Raconte » : elle vous attendra ici.";
export const EMPTY_FAVORITE_STORIES =
  "Pas encore d'histoire favorite. Touchez l'étoile d'une histoire pour la retrouver ici.";
export const emptyStorySearch = (q: string) => `Aucune histoire ne parle de « ${q} ». Essayez un autre mot.`;

/** Keywords are looked for in the title, the heroes' names, the theme, the type and the text. */
function matches(story: StorySummary, q: string) {
  return matchesWords(q, [
    story.title,
    ...story.children_names,
    storyThemeChoices[story.theme]?.label ?? '',
    storyTypeChoices[story.story_type]?.label ?? '',
    ...story.pages,
  ]);
}

export interface StoryHistoryProps {
  filters: ConversationFilters;
  /** The reader's route: Back from it returns to this list, with its filters (they are in the address). */
  onOpenStory: (storyId: string) => void;
}

/** The stories tab: the family's stories with the same filters, a detail card, then the reader. */
export function StoryHistory({ filters, onOpenStory }: StoryHistoryProps) {
  const stories = useStories(filters.childId ?? undefined);
  const favorite = useSetStoryFavorite();
  const [favoriteFailed, setFavoriteFailed] = useState(false);
  const [openedId, setOpenedId] = useState<string | null>(null);

  const toggle = (story: StorySummary) => {
    setFavoriteFailed(false);
    favorite.mutate({ id: story.id, isFavorite: !story.is_favorite }, { onError: () => setFavoriteFailed(true) });
  };

  if (stories.isPending) return <Spinner label="Chargement des histoires..." className="spinner--block" />;
  if (stories.isError) {
    return (
      <Alert>
        <p>Impossible de charger vos histoires pour l'instant.</p>
        <Button variant="ghost" onClick={() => void stories.refetch()}>
          Réessayer
        </Button>
      </Alert>
    );
  }

  const shown = stories.data.filter(
    (story) => (!filters.favorites || story.is_favorite) && (!filters.q || matches(story, filters.q)),
  );
  const opened = openedId ? stories.data.find((story) => story.id === openedId) : undefined;
  const empty = filters.q ? emptyStorySearch(filters.q) : filters.favorites ? EMPTY_FAVORITE_STORIES : EMPTY_STORIES;

  return (
    <div className="story-history">
      {favoriteFailed && <Alert>{historyMessages.favoriteFailed}</Alert>}
      <p className="history-count" role="status">
        {shown.length === 0 ? empty : countOf(shown.length, 'histoire')}
      </p>
      {shown.length > 0 && (
        <ul className="story-list__items plain-list">
          {shown.map((story) => (
            <StoryCard
              key={story.id}
              story={story}
              onOpen={() => setOpenedId(story.id)}
              onToggle={() => toggle(story)}
            />
          ))}
        </ul>
      )}
      {opened && (
        <StoryDetailDialog
          story={opened}
          favoriteFailed={favoriteFailed}
          onToggleFavorite={() => toggle(opened)}
          onRead={() => onOpenStory(opened.id)}
          onClose={() => setOpenedId(null)}
        />
      )}
    </div>
  );
}
