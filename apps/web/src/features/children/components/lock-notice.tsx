import { childLockMessage, upgradeMessages } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { useModificationStatus } from '../api/get-modification-status';

/**
 * The 48-hour lock (product.md#d4-child-lock), said before the parent tries: who a child is may
 * change once per 48 hours on a one-child plan. Nothing shows while it does not apply.
 */
export function LockNotice({ genderStillFree = false }: { genderStillFree?: boolean }) {
  const { data: status } = useModificationStatus();
  if (!status || status.can_modify) return null;
  const message =
    status.hours_remaining !== null && status.hours_remaining > 0
      ? childLockMessage(status.hours_remaining)
      : (status.reason ?? upgradeMessages.modify_child);
  return (
    <Alert variant="info">
      <p>{message}</p>
      {genderStillFree && <p className="muted">Le genre, lui, peut toujours être modifié.</p>}
    </Alert>
  );
}
