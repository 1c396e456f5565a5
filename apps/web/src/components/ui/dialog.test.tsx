import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';

/** Two dialogs where the first opens the second in its place, as add-child opens the limit popup. */
function Chain() {
  const [open, setOpen] = useState<'first' | 'second' | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen('first')}>
        Ouvrir
      </button>
      {open === 'first' && (
        <Dialog title="Premier" description="Le premier dialogue." onClose={() => setOpen(null)}>
          <button type="button" onClick={() => setOpen('second')}>
            Suivant
          </button>
        </Dialog>
      )}
      {open === 'second' && (
        <Dialog title="Second" onClose={() => setOpen(null)}>
          <p>Rien à faire ici.</p>
        </Dialog>
      )}
    </>
  );
}

describe('dialog', () => {
  it('is a labelled modal that focuses its content and gives focus back when closed (StrictMode too)', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Chain />
      </StrictMode>,
    );
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Premier' });
    expect(dialog).toHaveAccessibleDescription('Le premier dialogue.');
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('button', { name: 'Suivant' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus back to the first opener when a dialog replaced by another closes', async () => {
    const user = userEvent.setup();
    render(<Chain />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Premier' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
