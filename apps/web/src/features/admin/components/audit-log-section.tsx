import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuditLog } from '../api/get-audit-log';
import { useAdminUsers } from '../api/users';
import { auditText } from '../utils/audit-wording';
import { momentText } from '../utils/dates';
import { ListProblem } from './list-problem';

/** How many lines show before 'Tout afficher'. */
export const AUDIT_PREVIEW = 10;

/** The audit log (docs/decisions/0016): who did what, and when, newest first. */
export function AuditLogSection() {
  const headingId = useId();
  const log = useAuditLog();
  const users = useAdminUsers();
  const [showAll, setShowAll] = useState(false);
  const emailOf = (id: string) => users.data?.find((user) => user.id === id)?.email;
  const entries = log.data ?? [];
  const shown = showAll ? entries : entries.slice(0, AUDIT_PREVIEW);

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <div className="admin-section__head">
        <h2 id={headingId} className="admin-section__title">
          Journal des actions
        </h2>
      </div>
      {log.isPending ? (
        <Spinner label="Chargement du journal…" className="spinner--block" />
      ) : log.isError ? (
        <ListProblem message="Le journal n'a pas pu être chargé pour le moment." onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <p className="admin-empty">Aucune action enregistrée pour le moment.</p>
      ) : (
        <>
          <ol className="admin-audit plain-list">
            {shown.map((entry) => (
              <li key={entry.id} className="admin-audit__entry">
                <p className="admin-audit__what break-anywhere">{auditText(entry, emailOf)}</p>
                <p className="admin-audit__meta">
                  <time dateTime={entry.created_at}>{momentText(entry.created_at)}</time>
                  <span className="break-anywhere">par {entry.actor_email}</span>
                </p>
              </li>
            ))}
          </ol>
          {entries.length > AUDIT_PREVIEW && (
            <Button variant="ghost" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
              {showAll ? 'Afficher moins' : `Tout afficher (${entries.length})`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
