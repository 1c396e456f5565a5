import { useId, useState } from 'react';
import { adminMessages, discountLabel, type DiscountCode } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteDiscountCode, useDiscountCodes } from '../api/discount-codes';
import { isCodeActive } from '../utils/counters';
import { calendarDateText, todayInput } from '../utils/dates';
import { codeSummary } from '../utils/wording';
import { ConfirmationSteps } from './confirmation-steps';
import { ListProblem } from './list-problem';
import { NewDiscountCodeDialog } from './new-discount-code-dialog';

type Notice = { variant: 'success' | 'error'; text: string };

/** The discount codes (product.md#console): the list, 'Nouveau code', and a deletion after one confirm. */
export function DiscountCodesSection() {
  const headingId = useId();
  const codes = useDiscountCodes();
  const deletion = useDeleteDiscountCode();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<DiscountCode | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const remove = (code: DiscountCode) => {
    setToDelete(null);
    setNotice(null);
    deletion.mutate(code, {
      onSuccess: () => setNotice({ variant: 'success', text: `Le code ${code.code} a été supprimé.` }),
      onError: () => setNotice({ variant: 'error', text: adminMessages.codeDeletionFailed }),
    });
  };

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <div className="admin-section__head">
        <h2 id={headingId} className="admin-section__title">
          Codes de réduction
        </h2>
        <Button
          icon={<PlusIcon />}
          aria-haspopup="dialog"
          onClick={() => {
            setNotice(null);
            setCreating(true);
          }}
        >
          Nouveau code
        </Button>
      </div>
      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
      {codes.isPending ? (
        <Spinner label="Chargement des codes…" className="spinner--block" />
      ) : codes.isError ? (
        <ListProblem
          message="Les codes de réduction n'ont pas pu être chargés pour le moment."
          onRetry={() => void codes.refetch()}
        />
      ) : codes.data.length === 0 ? (
        <p className="admin-empty">Aucun code de réduction pour le moment.</p>
      ) : (
        <ul className="admin-codes plain-list">
          {codes.data.map((code) => (
            <CodeItem
              key={code.id}
              code={code}
              isDeleting={deletion.isPending && deletion.variables.id === code.id}
              onDelete={() => setToDelete(code)}
            />
          ))}
        </ul>
      )}

      {creating && (
        <NewDiscountCodeDialog
          onClose={() => setCreating(false)}
          onCreated={(code) => {
            setCreating(false);
            setNotice({ variant: 'success', text: `Le code ${codeSummary(code)} a été créé.` });
          }}
        />
      )}
      {toDelete && (
        <ConfirmationSteps
          steps={[
            {
              title: `Supprimer le code ${toDelete.code} ?`,
              message: <p>Les familles ne pourront plus l'utiliser.</p>,
              confirmLabel: 'Supprimer le code',
            },
          ]}
          onConfirmed={() => remove(toDelete)}
          onCancelled={() => setToDelete(null)}
        />
      )}
    </section>
  );
}

function CodeItem({ code, isDeleting, onDelete }: { code: DiscountCode; isDeleting: boolean; onDelete: () => void }) {
  const active = isCodeActive(code, todayInput());
  const usedUp = code.times_used >= code.usage_limit;
  return (
    <li className="admin-code">
      <div className="admin-code__main">
        <p className="admin-code__name">
          <span className="admin-code__code">{code.code}</span>
          <span className="tag admin-code__label">{discountLabel(code)}</span>
          {!active && <span className="tag admin-code__state">{usedUp ? 'Épuisé' : 'Expiré'}</span>}
        </p>
        <p className="admin-code__facts">
          <span>
            {code.times_used} / {code.usage_limit} utilisation{code.usage_limit > 1 ? 's' : ''}
          </span>
          <span>
            {code.valid_until ? `Valable jusqu'au ${calendarDateText(code.valid_until)}` : 'Sans date limite'}
          </span>
          {code.one_per_user && <span>Une fois par compte</span>}
        </p>
        {code.description && <p className="admin-code__description break-anywhere">{code.description}</p>}
      </div>
      <Button
        variant="ghost"
        className="btn--ghost-danger admin-code__delete"
        icon={<TrashIcon />}
        aria-label={`Supprimer le code ${code.code}`}
        aria-haspopup="dialog"
        isLoading={isDeleting}
        loadingText="Suppression…"
        onClick={onDelete}
      >
        Supprimer
      </Button>
    </li>
  );
}
