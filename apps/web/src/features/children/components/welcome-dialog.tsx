import { useState, type FormEvent } from 'react';
import { TEST_CHILD_DEFAULTS, TEST_CHILD_MAX_AGE, TEST_CHILD_MIN_AGE, formatAge, type Child } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Dialog } from '@/components/ui/dialog';
import { PlusIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { SelectField } from '@/components/ui/select-field';
import { useCreateTestChild, type TestChildBody } from '../api/create-test-child';
import { genderLabels } from '../utils/child-options';

export interface WelcomeDialogProps {
  onClose: () => void;
  /** "Ajouter mon enfant": the parent closes this and opens the add-child dialog. */
  onAddChild: () => void;
  onCreated: (child: Child) => void;
}

const testAges = Array.from({ length: TEST_CHILD_MAX_AGE - TEST_CHILD_MIN_AGE + 1 }, (_, index) => {
  const age = TEST_CHILD_MIN_AGE + index;
  return { value: String(age), label: formatAge(age) };
});
const testGenders = (['boy', 'girl'] as const).map((value) => ({ value, label: genderLabels[value] }));

/** Shown to a parent without a child yet: present one's child, or try with a test child. */
export function WelcomeDialog({ onClose, onAddChild, onCreated }: WelcomeDialogProps) {
  const createTestChild = useCreateTestChild();
  const [age, setAge] = useState(String(TEST_CHILD_DEFAULTS.age));
  const [gender, setGender] = useState<TestChildBody['gender']>(TEST_CHILD_DEFAULTS.gender);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    createTestChild.mutate(
      { age: Number(age), gender },
      {
        onSuccess: onCreated,
        onError: (failure) => setError(`Oups ! ${failure.message}`),
      },
    );
  };

  return (
    <Dialog
      title="Bienvenue sur Pourquoi ?"
      description="Pour que chaque réponse soit à sa hauteur, présentez-nous votre enfant : son prénom et son mois de naissance suffisent."
      icon={<Logo size="sm" />}
      onClose={onClose}
    >
      <Button block icon={<PlusIcon />} aria-haspopup="dialog" onClick={onAddChild}>
        Ajouter mon enfant
      </Button>

      <form className="form welcome__test" noValidate onSubmit={submit} aria-labelledby="welcome-test-title">
        <div className="stack">
          <h3 id="welcome-test-title" className="welcome__title">
            Ou essayez d'abord avec un enfant test
          </h3>
          <p className="muted">Un profil « Enfant test » que vous pourrez supprimer à tout moment.</p>
        </div>
        <div className="form__row">
          <SelectField
            label="Âge de l'enfant test"
            options={testAges}
            value={age}
            onChange={(event) => setAge(event.target.value)}
          />
          <ChoiceGroup
            legend="Genre de l'enfant test"
            name="test-gender"
            options={testGenders}
            value={gender}
            onChange={(event) => setGender(event.target.value === 'girl' ? 'girl' : 'boy')}
          />
        </div>
        {error && <Alert>{error}</Alert>}
        <Button type="submit" variant="secondary" block isLoading={createTestChild.isPending} loadingText="Création…">
          Essayer avec un enfant test
        </Button>
      </form>
    </Dialog>
  );
}

export default WelcomeDialog;
