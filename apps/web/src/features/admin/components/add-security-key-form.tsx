import { useEffect, useRef, useState, type FormEvent } from 'react';
import { type SecurityKey, enrolmentCodeField, securityKeyMessages, securityKeyNameField } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { serverFieldErrors } from '@/lib/form-errors';
import { useAddSecurityKey } from '../api/security-keys';
import { secondFactorAsked } from '../utils/errors';
import { securityKeyErrorMessage } from '../utils/security-key-ceremony';

type Field = 'name' | 'enrolment_code';

/**
 * A new security key or passkey (ASVS 2.3.2): its name, and for a first key the operator's code
 * (`npm run staff -- mfa-key`); then the browser asks to touch the key.
 */
export function AddSecurityKeyForm({
  firstKey,
  onAdded,
  onCancel,
}: {
  /** The account has no second factor yet: the operator's code is asked. */
  firstKey: boolean;
  onAdded: (key: SecurityKey) => void;
  onCancel?: () => void;
}) {
  const adding = useAddSecurityKey();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsedName = securityKeyNameField.safeParse(name);
    const parsedCode = firstKey ? enrolmentCodeField.safeParse(code) : undefined;
    const found: Partial<Record<Field, string>> = {
      ...(!parsedName.success && { name: parsedName.error.issues[0]?.message }),
      ...(parsedCode?.success === false && { enrolment_code: parsedCode.error.issues[0]?.message }),
    };
    setErrors(found);
    if (!parsedName.success || parsedCode?.success === false) return;
    adding.mutate(
      { name: parsedName.data, enrolmentCode: parsedCode?.data },
      {
        onSuccess: onAdded,
        onError: (error) => {
          const onFields = serverFieldErrors(error, ['name', 'enrolment_code'] as const);
          if (onFields) setErrors(onFields);
          // A proof asked for (`mfa_required`) is the gate's to show, not a failure of this form.
          else if (!secondFactorAsked(error)) setFormError(securityKeyErrorMessage(error));
        },
      },
    );
  };

  return (
    <form className="form admin-key-form" noValidate onSubmit={submit}>
      <TextField
        ref={nameRef}
        label={securityKeyMessages.nameLabel}
        helper={securityKeyMessages.nameHelper}
        error={errors.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
        required
      />
      {firstKey && (
        <TextField
          label={securityKeyMessages.enrolmentCodeLabel}
          helper={securityKeyMessages.enrolmentCodeHelper}
          error={errors.enrolment_code}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
      )}
      {formError && <Alert>{formError}</Alert>}
      <div className="admin-mfa__actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={adding.isPending}>
            Annuler
          </Button>
        )}
        <Button type="submit" isLoading={adding.isPending} loadingText="Touchez votre clé…">
          Enregistrer la clé
        </Button>
      </div>
    </form>
  );
}
