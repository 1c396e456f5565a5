import { useState } from 'react';
import { historyMessages, type StorySummary } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useStories } from '../api/get-stories';
import { useSetStoryFavorite } from '../api/toggle-favorite';
import { StoryCard } from './story-card';

export const STORY_LIST_TITLE = 'Mes histoires';
export const EMPTY_LIST_MESSAGE = 'Vos histoires apparaîtront ici, prêtes à être relues.';

/** "Mes histoires": the family's stories, newest first; a tap opens the reader. */
export function StoryList({ onOpen }: { onOpen: (id: string) => void }) {
  const stories = useStories();
  const favorite = useSetStoryFavorite();
  const [favoriteFailed, setFavoriteFailed] = useState(false);

  const toggle = (story: StorySummary) => {
    setFavoriteFailed(false);
    favorite.mutate({ id: story.id, isFavorite: !story.is_favorite }, { onError: () => setFavoriteFailed(true) });
  };

  return (
    <section className="story-list" aria-labelledby="story-list-title">
      <h2 id="story-list-title" className="story-list__title">
        {STORY_LIST_TITLE}
      </h2>
      {stories.isPending && <Spinner label="Chargement des histoires..." className="spinner--block" />}
      {stories.isError && (
        <Alert>
          <p>Impossible de charger vos histoires.</p>
          <Button variant="ghost" onClick={() => void stories.refetch()}>
            Réessayer
          </Button>
        </Alert>
      )}
      {favoriteFailed && <Alert>{historyMessages.favoriteFailed}</Alert>}
      {stories.data?.length === 0 && <p className="story-list__empty">{EMPTY_LIST_MESSAGE}</p>}
      {stories.data && stories.data.length > 0 && (
        <ul className="story-list__items plain-list">
          {stories.data.map((story) => (
            <StoryCard key={story.id} story={story} onOpen={() => onOpen(story.id)} onToggle={() => toggle(story)} />
          ))}
        </ul>
      )}
    </section>
  );
}
