import { discountTypeSchema, type DiscountType } from '@pourquoi/shared';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { TextField } from '@/components/ui/text-field';
import { valueBounds, type DiscountCodeForm } from '../hooks/use-discount-code-form';

const typeLabels: Record<DiscountType, string> = {
  percentage: 'Pourcentage',
  amount: 'Montant',
  months: 'Mois offerts',
};

const valueLabels: Record<DiscountType, string> = {
  percentage: 'Réduction (%)',
  amount: 'Montant de la réduction (€)',
  months: 'Nombre de mois offerts',
};

const valueHelpers: Record<DiscountType, string> = {
  percentage: 'De 1 à 100 %.',
  amount: 'En euros, au centime près (0,01 € au moins).',
  months: 'Un nombre entier de mois.',
};

const typeChoices = discountTypeSchema.options.map((type) => ({ value: type, label: typeLabels[type] }));

export interface DiscountCodeFieldsProps {
  form: DiscountCodeForm;
  /** Support creates percentages only: the type is then fixed and not asked. */
  fixedType?: boolean;
}

/**
 * The fields of a discount code (product.md#discount-codes), for the admin's new-code modal and the
 * support panel alike, with the live preview once a code and a value are set.
 */
export function DiscountCodeFields({ form, fixedType = false }: DiscountCodeFieldsProps) {
  const { draft, errors } = form;
  const bounds = valueBounds[draft.type];
  return (
    <>
      <TextField
        label="Code"
        helper="3 à 32 lettres ou chiffres, sans espace (tirets acceptés)."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        className="admin-code-field"
        value={draft.code}
        error={errors.code}
        onChange={(event) => form.setCode(event.target.value)}
      />
      {!fixedType && (
        <ChoiceGroup
          legend="Type de réduction"
          name="discount-type"
          value={draft.type}
          options={typeChoices}
          onChange={(event) => form.setType(discountTypeSchema.parse(event.target.value))}
        />
      )}
      <div className="form__row">
        <TextField
          label={valueLabels[draft.type]}
          helper={valueHelpers[draft.type]}
          type="number"
          inputMode={draft.type === 'amount' ? 'decimal' : 'numeric'}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={draft.value}
          error={errors.value}
          onChange={(event) => form.setValue(event.target.value)}
        />
        <TextField
          label="Nombre d'utilisations"
          helper="Au moins 1."
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft.usageLimit}
          error={errors.usage_limit}
          onChange={(event) => form.setUsageLimit(event.target.value)}
          onBlur={form.settleUsageLimit}
        />
      </div>
      <div className="form__row">
        <TextField
          label="Valable jusqu'au"
          helper="Facultatif : sans date, le code reste valable."
          type="date"
          value={draft.validUntil}
          error={errors.valid_until}
          onChange={(event) => form.setValidUntil(event.target.value)}
        />
        <TextField
          label="Description"
          helper="Facultative."
          maxLength={200}
          value={draft.description}
          error={errors.description}
          onChange={(event) => form.setDescription(event.target.value)}
        />
      </div>
      <CheckboxField
        label="Une seule utilisation par compte"
        checked={draft.onePerUser}
        onChange={(event) => form.setOnePerUser(event.target.checked)}
      />
      <div className="admin-preview" role="status">
        {form.preview && (
          <>
            <span className="admin-preview__label">Aperçu</span>{' '}
            <span className="admin-preview__value">{form.preview}</span>
          </>
        )}
      </div>
    </>
  );
}
