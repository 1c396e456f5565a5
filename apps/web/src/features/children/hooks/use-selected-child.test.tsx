import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { aChild, familyStatus, signedInFamily } from '@/test/family';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const tom = aChild();
const zoe = aChild({ id: 'c2', name: 'Zoé', gender: 'girl', age: 4 });

describe('the chosen child', () => {
  it('is the first child at first, then the one clicked, remembered across a reload', async () => {
    signedInFamily({ children: [tom, zoe], status: familyStatus() });
    const first = renderApp('/');
    expect(await screen.findByRole('button', { name: /Tom/, pressed: true })).toBeInTheDocument();
    expect(localStorage.getItem('selected_child_id')).toBeNull();

    await first.user.click(screen.getByRole('button', { name: /Zoé/ }));
    expect(screen.getByRole('button', { name: /Zoé/, pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tom/, pressed: false })).toBeInTheDocument();
    expect(screen.getByLabelText('La question de Zoé')).toBeInTheDocument();
    expect(localStorage.getItem('selected_child_id')).toBe('c2');

    // A reload: a new app, the same storage.
    first.unmount();
    renderApp('/');
    expect(await screen.findByRole('button', { name: /Zoé/, pressed: true })).toBeInTheDocument();
    expect(screen.getByLabelText('La question de Zoé')).toBeInTheDocument();
  });

  it('falls back to the first child when the remembered one is gone', async () => {
    localStorage.setItem('selected_child_id', 'deleted-long-ago');
    signedInFamily({ children: [tom, zoe], status: familyStatus() });
    renderApp('/');
    expect(await screen.findByRole('button', { name: /Tom/, pressed: true })).toBeInTheDocument();
    expect(screen.getByLabelText('La question de Tom')).toBeInTheDocument();
  });
});
