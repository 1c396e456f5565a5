import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';

export interface AdminHeadingProps {
  title: string;
  lead?: ReactNode;
  /** Back to the chat view. */
  onBack: () => void;
}

/** The console's top (product.md#console): a back button, then the title. */
export function AdminHeading({ title, lead, onBack }: AdminHeadingProps) {
  return (
    <header className="view__header admin-heading">
      <Button variant="ghost" className="admin-heading__back" icon={<ArrowLeftIcon />} onClick={onBack}>
        Retour
      </Button>
      <h1 className="view__title">{title}</h1>
      {lead && <p className="view__lead">{lead}</p>}
    </header>
  );
}
