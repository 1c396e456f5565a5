import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ThinkingOverlay, previewOf, thinkingMessages } from './thinking-overlay';

afterEach(() => {
  vi.useRealTimers();
});

describe('thinking overlay', () => {
  it('cuts the preview at 80 characters', () => {
    expect(previewOf('court')).toBe('court');
    expect(previewOf('a'.repeat(80))).toBe('a'.repeat(80));
    expect(previewOf('a'.repeat(81))).toBe(`${'a'.repeat(80)}…`);
  });

  it('waits 400 ms before showing, so a quick answer never flashes it', () => {
    vi.useFakeTimers();
    render(<ThinkingOverlay question="Pourquoi ?" />);
    act(() => vi.advanceTimersByTime(399));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(`${thinkingMessages[0]}.`);
    expect(screen.getByRole('status')).toHaveTextContent('« Pourquoi ? »');
  });

  it('rotates its message every 3 s and its dots every 0.5 s, ending each message with the dots alone', () => {
    vi.useFakeTimers();
    render(<ThinkingOverlay question="Pourquoi ?" />);
    act(() => vi.advanceTimersByTime(500));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(thinkingMessages[0]);
    const dots = () => status.querySelector('.thinking__dots')?.textContent;
    expect(dots()).toBe('..\u00a0');
    act(() => vi.advanceTimersByTime(500));
    expect(dots()).toBe('...');
    act(() => vi.advanceTimersByTime(2000));
    expect(status).toHaveTextContent(thinkingMessages[1]);
    for (const message of thinkingMessages) expect(message).not.toMatch(/[.…]$/);
  });
});
