import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { TextField } from '@/components/ui/text-field';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  name: z.string().trim().min(1, { error: 'Nom requis' }),
  city: z.string().min(1, { error: 'Ville requise' }),
});

function Form({ onData, onEdit }: { onData: (data: z.output<typeof schema>) => void; onEdit: () => void }) {
  const { formRef, bind, validate, setFieldErrors } = useSchemaForm(schema, { name: '', city: '' }, { onEdit });
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const data = validate();
        if (data) onData(data);
      }}
    >
      <TextField label="Nom" {...bind('name')} />
      <TextField label="Ville" {...bind('city')} />
      <button type="submit">Envoyer</button>
      <button type="button" onClick={() => setFieldErrors({ city: 'Ville inconnue' })}>
        Refus du serveur
      </button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('refuses invalid values, focuses the first error, and lets each edit clear only its own', async () => {
    const user = userEvent.setup();
    const onData = vi.fn();
    const onEdit = vi.fn();
    render(<Form onData={onData} onEdit={onEdit} />);

    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Nom requis');
    expect(screen.getByLabelText('Nom')).toHaveFocus();
    expect(screen.getByLabelText('Ville')).toHaveAccessibleDescription('Ville requise');
    expect(onData).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Nom'), ' Léa ');
    expect(screen.queryByText('Nom requis')).not.toBeInTheDocument();
    expect(screen.getByText('Ville requise')).toBeInTheDocument();
    expect(onEdit).toHaveBeenCalledTimes(5);

    await user.type(screen.getByLabelText('Ville'), 'Lyon');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onData).toHaveBeenCalledWith({ name: 'Léa', city: 'Lyon' });
  });

  it("shows errors given from outside (a server's 400) and focuses them", async () => {
    const user = userEvent.setup();
    render(<Form onData={vi.fn()} onEdit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Refus du serveur' }));
    expect(screen.getByLabelText('Ville')).toHaveAccessibleDescription('Ville inconnue');
    expect(screen.getByLabelText('Ville')).toHaveFocus();
  });
});
