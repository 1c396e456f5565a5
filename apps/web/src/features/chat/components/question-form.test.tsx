import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatMessages, upgradeMessages } from '@pourquoi/shared';
import { QuestionForm, ofName } from './question-form';

describe('question form', () => {
  it('asks for a question first; Shift+Enter adds a line and Enter sends the trimmed question', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(() => true);
    render(<QuestionForm childName="Tom" questionsLeft={null} onShowPlans={vi.fn()} onSend={onSend} />);
    const box = screen.getByLabelText('La question de Tom');

    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('alert')).toHaveTextContent(chatMessages.questionRequired);
    await user.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, 'Pourquoi la mer{Shift>}{Enter}{/Shift}est salée ?');
    expect(box).toHaveValue('Pourquoi la mer\nest salée ?');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Pourquoi la mer\nest salée ?');
    expect(box).toHaveValue('');
  });

  it('sends nothing while an answer is on its way', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(() => true);
    render(<QuestionForm childName="Tom" questionsLeft={null} onShowPlans={vi.fn()} onSend={onSend} busy />);
    await user.type(screen.getByLabelText('La question de Tom'), 'Pourquoi ?{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('asks for a child when none is chosen', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(() => true);
    render(<QuestionForm childName={null} questionsLeft={null} onShowPlans={vi.fn()} onSend={onSend} />);
    await user.type(screen.getByLabelText('La question de votre enfant'), 'Pourquoi ?{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent("Ajoutez ou choisissez d'abord l'enfant qui pose la question.");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("counts the day's questions left, quietly, and says nothing without a daily limit", () => {
    const { rerender } = render(
      <QuestionForm childName="Emma" questionsLeft={2} onShowPlans={vi.fn()} onSend={vi.fn()} />,
    );
    expect(screen.getByText("Encore 2 questions aujourd'hui")).toBeInTheDocument();
    rerender(<QuestionForm childName="Emma" questionsLeft={1} onShowPlans={vi.fn()} onSend={vi.fn()} />);
    expect(screen.getByText("Encore 1 question aujourd'hui")).toBeInTheDocument();
    rerender(<QuestionForm childName="Emma" questionsLeft={null} onShowPlans={vi.fn()} onSend={vi.fn()} />);
    expect(screen.queryByText(/^Encore/)).not.toBeInTheDocument();
  });

  it('rests calmly when no question is left today, saying when they come back; trying to ask opens the plans', async () => {
    const user = userEvent.setup();
    const onShowPlans = vi.fn();
    const onSend = vi.fn();
    render(<QuestionForm childName="Emma" questionsLeft={0} onShowPlans={onShowPlans} onSend={onSend} />);
    const box = screen.getByLabelText("La question d'Emma");
    expect(box).toHaveAttribute('readonly');
    expect(box).toHaveAccessibleDescription(
      `Les questions du jour ont toutes été posées. De nouvelles questions arrivent demain, dès minuit (heure de Paris). ${upgradeMessages.ask_question}`,
    );
    expect(box.closest('form')).toHaveClass('question--locked');
    // Calm, not an error: nothing in the box is announced as an alert.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir les formules' }));
    expect(onShowPlans).toHaveBeenCalledOnce();
    await user.type(box, '{Enter}');
    expect(onShowPlans).toHaveBeenCalledTimes(2);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('elides before a vowel', () => {
    expect(ofName('Tom')).toBe('de Tom');
    expect(ofName('Émile')).toBe("d'Émile");
    expect(ofName('Enfant test')).toBe("d'Enfant test");
  });

  it('hides the microphone where the browser cannot listen', () => {
    render(<QuestionForm childName="Tom" questionsLeft={null} onShowPlans={vi.fn()} onSend={vi.fn(() => true)} />);
    expect(screen.queryByRole('button', { name: 'Dicter' })).not.toBeInTheDocument();
  });

  it('writes the spoken question in French after what was typed, and stops on a second press', async () => {
    const heard: FakeRecognition[] = [];
    class FakeRecognition {
      lang = '';
      interimResults = false;
      continuous = true;
      onresult: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      start = vi.fn(() => heard.push(this));
      stop = vi.fn(() => this.onend?.());
      abort = vi.fn();
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    try {
      const user = userEvent.setup();
      render(<QuestionForm childName="Tom" questionsLeft={null} onShowPlans={vi.fn()} onSend={vi.fn(() => true)} />);
      const box = screen.getByLabelText('La question de Tom');
      await user.type(box, 'Dis,');
      await user.click(screen.getByRole('button', { name: 'Dicter' }));
      const recognition = heard[0]!;
      expect(recognition.lang).toBe('fr-FR');
      act(() => recognition.onresult?.({ resultIndex: 0, results: [[{ transcript: 'pourquoi la lune' }]] }));
      expect(box).toHaveValue('Dis, pourquoi la lune');
      const listening = screen.getByRole('button', { name: /J'écoute/ });
      expect(listening).toHaveAttribute('aria-pressed', 'true');
      await user.click(listening);
      expect(recognition.stop).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Dicter' })).toHaveAttribute('aria-pressed', 'false');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says kindly when the microphone is blocked', async () => {
    class DeniedRecognition {
      lang = '';
      interimResults = false;
      continuous = false;
      onresult = null;
      onend: (() => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      start() {
        setTimeout(() => {
          this.onerror?.({ error: 'not-allowed' });
          this.onend?.();
        });
      }
      stop() {}
      abort() {}
    }
    vi.stubGlobal('SpeechRecognition', DeniedRecognition);
    try {
      const user = userEvent.setup();
      render(<QuestionForm childName="Tom" questionsLeft={null} onShowPlans={vi.fn()} onSend={vi.fn(() => true)} />);
      await user.click(screen.getByRole('button', { name: 'Dicter' }));
      expect(await screen.findByText(/Le micro est bloqué/)).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
