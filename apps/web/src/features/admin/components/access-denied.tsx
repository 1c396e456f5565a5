import { adminMessages } from '@pourquoi/shared';
import { Button } from '@/components/ui/button';
import { ArrowLeftIcon, LockIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';

/**
 * What an account without the admin or support role sees on the admin view
 * (product.md#staff-roles). Tiny and loaded with the shell: the console itself never reaches a parent.
 */
export function AccessDenied({ onBack }: { onBack: () => void }) {
  return (
    <Panel title="Administration" level={1} icon={<LockIcon />} tone="warning" className="admin-denied">
      <p className="admin-denied__text">{adminMessages.accessDenied}</p>
      <Button variant="secondary" icon={<ArrowLeftIcon />} className="admin-denied__back" onClick={onBack}>
        Retour
      </Button>
    </Panel>
  );
}
