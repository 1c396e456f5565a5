import { Suspense, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { BookIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';

export const STORY_LIMIT_TITLE = "Limite d'histoires atteinte";

/**
 * product.md#story-quota: the month's stories are used up. What it offers
 * (the plans, or story packs to a paying family) is the subscription's, composed by the app and
 * loaded when the modal opens.
 */
export function StoryLimitDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Dialog title={STORY_LIMIT_TITLE} icon={<BookIcon />} onClose={onClose}>
      <Suspense fallback={<Spinner label="Chargement..." />}>{children}</Suspense>
    </Dialog>
  );
}
