import { useState, type FormEvent } from 'react';
import { pick } from 'zod/mini';
import { adminMessages, planIdSchema, registerBody, type AdminUser, type PlanId } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { PencilIcon } from '@/components/ui/icons';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { fieldErrors } from '@/lib/form-errors';
import { useUpdateUser, type UserEdit } from '../api/users';
import { endDateInput, todayInput } from '../utils/dates';
import { planOptions } from '../utils/plans';

/**
 * The end date the modal opens with. product.md#console: an empty one is today. An account on
 * its trial shows the trial's last day instead, so saving without a change never shortens it.
 */
export function initialEndDate(user: AdminUser, now: Date = new Date()): string {
  if (user.subscription_end_date) return endDateInput(user.subscription_end_date);
  if (user.subscription_plan === 'free_trial' && user.trial_end_date) return endDateInput(user.trial_end_date);
  return todayInput(now);
}

/** The names and the address, checked as at registration (the server checks them again). */
const identitySchema = pick(registerBody, { first_name: true, last_name: true, email: true });
type Identity = Pick<AdminUser, 'first_name' | 'last_name' | 'email'>;

/** product.md#console: premium is any plan but the free trial. */
export const editOf = (plan: PlanId, endDate: string): Omit<UserEdit, keyof Identity> => ({
  subscription_plan: plan,
  subscription_end_date: endDate || null,
  is_premium: plan !== 'free_trial',
});

export interface EditUserDialogProps {
  user: AdminUser;
  onClose: () => void;
  onSaved: (user: AdminUser) => void;
}

/** The edit-user modal: the names, the address (to be confirmed again), the plan (the five ids) and its end date. */
export function EditUserDialog({ user, onClose, onSaved }: EditUserDialogProps) {
  const update = useUpdateUser();
  const [identity, setIdentity] = useState<Identity>({
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
  });
  const [errors, setErrors] = useState<Partial<Identity>>({});
  const [plan, setPlan] = useState<PlanId>(user.subscription_plan);
  const [endDate, setEndDate] = useState(() => initialEndDate(user));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = identitySchema.safeParse(identity);
    setErrors(checked.success ? {} : fieldErrors(checked.error));
    if (!checked.success) return;
    update.mutate({ user, edit: { ...checked.data, ...editOf(plan, endDate) } }, { onSuccess: onSaved });
  };
  const identityField = (field: keyof Identity, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={identity[field]}
      error={errors[field]}
      onChange={(event) => {
        setIdentity({ ...identity, [field]: event.target.value });
        setErrors({ ...errors, [field]: undefined });
      }}
    />
  );
  const taken = isApiError(update.error) && update.error.code === 'email_taken';

  const trial = plan === 'free_trial';
  return (
    <Dialog
      className="admin-dialog"
      title="Modifier l'utilisateur"
      description={user.email}
      icon={<PencilIcon />}
      onClose={onClose}
    >
      <form className="form" noValidate onSubmit={submit}>
        {identityField('first_name', 'Prénom')}
        {identityField('last_name', 'Nom')}
        {identityField('email', 'Adresse email', 'email')}
        <SelectField
          label="Formule"
          options={planOptions}
          value={plan}
          helper={trial ? "Essai gratuit : le compte n'est pas premium." : 'Formule payante : le compte est premium.'}
          onChange={(event) => setPlan(planIdSchema.parse(event.target.value))}
        />
        <TextField
          label={trial ? "Fin de l'essai" : "Fin de l'abonnement"}
          helper="Dernier jour inclus."
          type="date"
          value={endDate}
          onChange={(event) => setEndDate(event.target.value)}
        />
        {update.isError && (
          <Alert>
            <p>{adminMessages.userUpdateFailed}</p>
            {taken && <p>{update.error.message}</p>}
          </Alert>
        )}
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Annuler
          </Button>
          <Button type="submit" isLoading={update.isPending} loadingText="Enregistrement…">
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
