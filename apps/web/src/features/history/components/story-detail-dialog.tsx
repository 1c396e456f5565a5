import {
  historyMessages,
  historySnippet,
  storyDurationChoices,
  storyThemeChoices,
  storyTypeChoices,
  type StorySummary,
} from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { BookIcon } from '@/components/ui/icons';
import { coverOf, formatStoryDate, joinNames } from '@/features/stories';
import { FavoriteStar } from '@/components/ui/favorite-star';

export const READ_STORY_LABEL = "Lire l'histoire";
export const FAVORITE_STORY_LABEL = 'Histoire favorite';

const storyTitle = (story: Pick<StorySummary, 'title'>) => story.title || 'Histoire sans titre';

interface StoryDetailDialogProps {
  story: StorySummary;
  favoriteFailed: boolean;
  onToggleFavorite: () => void;
  /** Opens the full-screen reader (its own route): Back comes back to the list. */
  onRead: () => void;
  onClose: () => void;
}

/** A story from history (product.md#history): its cover, for whom, when, what kind, how it starts. */
export function StoryDetailDialog({
  story,
  favoriteFailed,
  onToggleFavorite,
  onRead,
  onClose,
}: StoryDetailDialogProps) {
  const cover = coverOf(story);
  const title = storyTitle(story);
  const theme = storyThemeChoices[story.theme];
  const details = [
    ['Pour', joinNames(story.children_names)],
    ['Créée le', formatStoryDate(story.created_at)],
    ['Type', storyTypeChoices[story.story_type]?.label],
    ['Thème', theme ? `${theme.emoji} ${theme.label}` : undefined],
    ['Durée', storyDurationChoices[story.duration as keyof typeof storyDurationChoices]?.label],
  ].filter((entry): entry is [string, string] => !!entry[1]);
  const opening = story.pages[0];

  return (
    <Dialog title={title} icon={<BookIcon />} size="lg" onClose={onClose}>
      <div className="story-detail">
        {cover ? (
          <img className="story-detail__cover" src={cover} alt="" />
        ) : (
          <span className="story-detail__cover story-detail__cover--empty" aria-hidden="true">
            {theme?.emoji ?? '📖'}
          </span>
        )}
        <dl className="story-detail__facts">
          {details.map(([label, value]) => (
            <div key={label} className="story-detail__fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {opening && <blockquote className="story-detail__opening">{historySnippet(opening)}</blockquote>}
      {favoriteFailed && <Alert>{historyMessages.favoriteFailed}</Alert>}
      <DialogActions>
        <FavoriteStar pressed={story.is_favorite} label={FAVORITE_STORY_LABEL} onToggle={onToggleFavorite} showLabel />
        <Button icon={<BookIcon />} onClick={onRead}>
          {READ_STORY_LABEL}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
