import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { trialOverMessage } from '@pourquoi/shared';
import { QuestionForm, ofName } from './question-form';

describe('question form (before answers arrive)', () => {
  it('asks for a question first, then says calmly that answers come soon', async () => {
    const user = userEvent.setup();
    render(<QuestionForm childName="Tom" lockedMessage={null} onShowPlans={vi.fn()} />);
    const box = screen.getByLabelText('La question de Tom');

    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Écrivez d'abord la question de votre enfant.");

    await user.type(box, 'Pourquoi la mer{Shift>}{Enter}{/Shift}est salée ?');
    expect(box).toHaveValue('Pourquoi la mer\nest salée ?');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Les réponses arrivent très bientôt');
    expect(box).toHaveValue('Pourquoi la mer\nest salée ?');
  });

  it('asks for a child when none is chosen', async () => {
    const user = userEvent.setup();
    render(<QuestionForm childName={null} lockedMessage={null} onShowPlans={vi.fn()} />);
    await user.type(screen.getByLabelText('La question de votre enfant'), 'Pourquoi ?{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent("Ajoutez ou choisissez d'abord l'enfant qui pose la question.");
  });

  it('is read-only and explained when the trial is over', async () => {
    const user = userEvent.setup();
    const onShowPlans = vi.fn();
    render(<QuestionForm childName="Emma" lockedMessage={trialOverMessage} onShowPlans={onShowPlans} />);
    const box = screen.getByLabelText("La question d'Emma");
    expect(box).toHaveAttribute('readonly');
    expect(box).toHaveAccessibleDescription(trialOverMessage);
    expect(box.closest('form')).toHaveClass('question--locked');
    expect(screen.queryByRole('button', { name: 'Envoyer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir les formules' }));
    expect(onShowPlans).toHaveBeenCalledOnce();
  });

  it('elides before a vowel', () => {
    expect(ofName('Tom')).toBe('de Tom');
    expect(ofName('Émile')).toBe("d'Émile");
    expect(ofName('Enfant test')).toBe("d'Enfant test");
  });
});
