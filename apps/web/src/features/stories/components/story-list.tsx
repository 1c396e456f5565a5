import { useState } from 'react';
import { storyThemeChoices, type StorySummary } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StarIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useStories } from '../api/get-stories';
import { FAVORITE_ERROR_MESSAGE, useSetStoryFavorite } from '../api/toggle-favorite';
import { coverOf } from '../utils/story-content';
import { formatStoryDate, joinNames } from '../utils/wording';

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
      {favoriteFailed && <Alert>{FAVORITE_ERROR_MESSAGE}</Alert>}
      {stories.data?.length === 0 && <p className="story-list__empty">{EMPTY_LIST_MESSAGE}</p>}
      {stories.data && stories.data.length > 0 && (
        <ul className="story-list__items plain-list">
          {stories.data.map((story) => (
            <StoryItem key={story.id} story={story} onOpen={() => onOpen(story.id)} onToggle={() => toggle(story)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function StoryItem({ story, onOpen, onToggle }: { story: StorySummary; onOpen: () => void; onToggle: () => void }) {
  const cover = coverOf(story);
  const names = joinNames(story.children_names);
  const date = formatStoryDate(story.created_at);
  const title = story.title || 'Histoire sans titre';
  return (
    <li className="story-item">
      {cover ? (
        <img className="story-item__cover" src={cover} alt="" loading="lazy" />
      ) : (
        <span className="story-item__cover story-item__cover--empty" aria-hidden="true">
          {storyThemeChoices[story.theme]?.emoji ?? '📖'}
        </span>
      )}
      <div className="story-item__text">
        <h3 className="story-item__title">
          {/* The whole card opens the story (the button's ::after covers it). */}
          <button type="button" className="story-item__open" aria-haspopup="dialog" onClick={onOpen}>
            {title}
          </button>
        </h3>
        <p className="story-item__meta">{[names && `Pour ${names}`, date].filter(Boolean).join(' · ')}</p>
      </div>
      <button
        type="button"
        className="story-item__star"
        aria-pressed={story.is_favorite}
        aria-label={`Favori : ${title}`}
        title={story.is_favorite ? 'Retirer des favoris' : 'Ajouter aux favoris'}
        onClick={onToggle}
      >
        <StarIcon fill={story.is_favorite ? 'currentColor' : 'none'} />
      </button>
    </li>
  );
}
