import { useRef, type FormEvent } from 'react';
import type { DiscountCode } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TicketIcon } from '@/components/ui/icons';
import { useCreateDiscountCode } from '../api/discount-codes';
import { useDiscountCodeForm } from '../hooks/use-discount-code-form';
import { adminErrorMessage } from '../utils/errors';
import { DiscountCodeFields } from './discount-code-fields';

export interface NewDiscountCodeDialogProps {
  onClose: () => void;
  onCreated: (code: DiscountCode) => void;
}

/** The new-discount-code modal (product.md#discount-codes). */
export function NewDiscountCodeDialog({ onClose, onCreated }: NewDiscountCodeDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useDiscountCodeForm(formRef);
  const creation = useCreateDiscountCode();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    creation.mutate(input, { onSuccess: onCreated });
  };

  return (
    <Dialog className="admin-dialog" title="Nouveau code de réduction" icon={<TicketIcon />} onClose={onClose}>
      <form ref={formRef} className="form" noValidate onSubmit={submit}>
        <DiscountCodeFields form={form} />
        {creation.isError && <Alert>{adminErrorMessage(creation.error)}</Alert>}
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={creation.isPending}>
            Annuler
          </Button>
          <Button type="submit" disabled={!form.canCreate} isLoading={creation.isPending} loadingText="Création…">
            Créer le code
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
