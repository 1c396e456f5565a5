import { useState } from 'react';
import type { Child } from '@pourquoi/shared';
import { Dialog } from '@/components/ui/dialog';
import { ChildrenIcon } from '@/components/ui/icons';
import { serverFieldErrors } from '@/lib/form-errors';
import { useCreateChild } from '../api/create-child';
import { addChildFailure } from '../utils/error-messages';
import { ChildForm, childFields } from './child-form';
import { LockNotice } from './lock-notice';

export interface AddChildDialogProps {
  onClose: () => void;
  /** The child is added: the dialog is done (product.md#child-dialogs-and-errors, dialog flows). */
  onCreated: (child: Child) => void;
  /** The plan allows no more children: the parent closes this and opens the upgrade popup. */
  onLimitReached: () => void;
}

export function AddChildDialog({ onClose, onCreated, onLimitReached }: AddChildDialogProps) {
  const createChild = useCreateChild();
  const [formError, setFormError] = useState<string | null>(null);

  return (
    <Dialog
      title="Ajouter un enfant"
      description="Son prénom et son mois de naissance suffisent : les réponses s'adapteront à son âge."
      icon={<ChildrenIcon />}
      onClose={onClose}
    >
      <LockNotice />
      <ChildForm
        submitLabel="Ajouter"
        pendingLabel="Ajout…"
        isPending={createChild.isPending}
        formError={formError}
        onEdit={() => setFormError(null)}
        onSubmit={(body, showFieldErrors) => {
          setFormError(null);
          createChild.mutate(body, {
            onSuccess: onCreated,
            onError: (error) => {
              const onFields = serverFieldErrors(error, childFields);
              if (onFields) return showFieldErrors(onFields);
              const failure = addChildFailure(error);
              if (failure.kind === 'limit') onLimitReached();
              else setFormError(failure.message);
            },
          });
        }}
      />
    </Dialog>
  );
}

export default AddChildDialog;
