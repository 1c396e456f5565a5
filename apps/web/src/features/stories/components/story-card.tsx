import { storyThemeChoices, type StorySummary } from '@pourquoi/shared';
import { FavoriteStar } from '@/components/ui/favorite-star';
import { coverOf } from '../utils/story-content';
import { formatStoryDate, joinNames } from '../utils/wording';
// The stories view and the history show cards: the sheet comes with the card's code.
import '@/styles/story-card.css';

/** One story in a list: its cover, title, children and date, a favourite star; the card opens it. */
export function StoryCard({
  story,
  onOpen,
  onToggle,
}: {
  story: StorySummary;
  onOpen: () => void;
  onToggle: () => void;
}) {
  const cover = coverOf(story);
  const names = joinNames(story.children_names);
  const date = formatStoryDate(story.created_at);
  const title = story.title || 'Histoire sans titre';
  return (
    <li className="link-card story-item">
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
          <button type="button" className="link-card__open" aria-haspopup="dialog" onClick={onOpen}>
            {title}
          </button>
        </h3>
        <p className="story-item__meta">{[names && `Pour ${names}`, date].filter(Boolean).join(' · ')}</p>
      </div>
      <FavoriteStar pressed={story.is_favorite} label={`Favori : ${title}`} onToggle={onToggle} />
    </li>
  );
}
