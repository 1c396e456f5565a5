import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepFrenchTypography } from './french-typography';

const nnbsp = '\u202f';
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const stop of cleanup) stop();
  cleanup = [];
});

async function mount(element: React.ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  cleanup.push(keepFrenchTypography(container));
  render(element, { container });
  await settle();
  return container;
}

describe('keepFrenchTypography', () => {
  it('typesets what React renders: text, split text, attributes, one apostrophe', async () => {
    const name = 'Léa';
    const container = await mount(
      <main>
        <h1>Bonjour {name} !</h1>
        <p>Le mot « dinosaure » : l’histoire d’aujourd’hui.</p>
        <input placeholder="Pourquoi le ciel est bleu ?" aria-label="Question ?" />
      </main>,
    );
    expect(container.querySelector('h1')!.textContent).toBe(`Bonjour Léa${nnbsp}!`);
    expect(container.querySelector('p')!.textContent).toBe(
      `Le mot «${nnbsp}dinosaure${nnbsp}»${nnbsp}: l'histoire d'aujourd'hui.`,
    );
    const input = container.querySelector('input')!;
    expect(input.placeholder).toBe(`Pourquoi le ciel est bleu${nnbsp}?`);
    expect(input.getAttribute('aria-label')).toBe(`Question${nnbsp}?`);
  });

  it('typesets text that changes later, as an answer streams in, and React keeps rendering', async () => {
    let setText: (text: string) => void = () => {};
    function Streaming() {
      const [text, set] = useState('Tu sais');
      setText = set;
      return <p>{text}</p>;
    }
    const container = await mount(<Streaming />);
    await act(async () => setText('Tu sais pourquoi ?'));
    await settle();
    expect(container.textContent).toBe(`Tu sais pourquoi${nnbsp}?`);
    await act(async () => setText('Tu sais pourquoi ? Oui !'));
    await settle();
    expect(container.textContent).toBe(`Tu sais pourquoi${nnbsp}? Oui${nnbsp}!`);
  });

  it('leaves code and phrases to type exactly as they are', async () => {
    const container = await mount(
      <p>
        Tapez : <code>EFFACER ?</code>
      </p>,
    );
    expect(container.textContent).toBe(`Tapez${nnbsp}: EFFACER ?`);
  });
});
