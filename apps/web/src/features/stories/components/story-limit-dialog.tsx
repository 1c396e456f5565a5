import { storyMessages } from '@pourquoi/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { BookIcon } from '@/components/ui/icons';
import { SeePlansButton } from './see-plans-button';

export const STORY_LIMIT_TITLE = 'Limite d’histoires atteinte';

/** Spec 001 section 2, "Story-limit modal": the month's stories are used up. */
export function StoryLimitDialog({ onClose, onSeePlans }: { onClose: () => void; onSeePlans: () => void }) {
  return (
    <Dialog title={STORY_LIMIT_TITLE} icon={<BookIcon />} size="sm" onClose={onClose}>
      <p>{storyMessages.limitReached}</p>
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          Plus tard
        </Button>
        <SeePlansButton onSeePlans={onSeePlans} />
      </DialogActions>
    </Dialog>
  );
}
