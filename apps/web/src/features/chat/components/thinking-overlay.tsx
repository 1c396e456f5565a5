import { useEffect, useState } from 'react';

/** product.md#timings-and-constants. */
export const THINKING_MESSAGE_MS = 3_000;
export const THINKING_DOTS_MS = 500;
export const PREVIEW_MAX_LENGTH = 80;
/** A quick answer never flashes the overlay: it shows only after this long without a first word (decision 0022). */
export const THINKING_OVERLAY_DELAY_MS = 400;

/** The animated dots end each message: no ellipsis of their own (never « ….. »). */
export const thinkingMessages = [
  'Je réfléchis à ta question',
  'Je cherche les mots les plus simples',
  'Je prépare une belle explication',
  'Encore un petit instant',
] as const;

/** The question as shown while waiting: at most 80 characters, then '…'. */
export function previewOf(question: string): string {
  const text = question.trim();
  return text.length > PREVIEW_MAX_LENGTH ? `${text.slice(0, PREVIEW_MAX_LENGTH).trimEnd()}…` : text;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Full-screen while the first words of an answer are on their way (product.md#chat-screen). */
export function ThinkingOverlay({ question }: { question: string }) {
  const [shown, setShown] = useState(false);
  const [messageIndex, setMessageIndex] = useState(0);
  const [dots, setDots] = useState(1);
  const [reducedMotion] = useState(prefersReducedMotion);

  useEffect(() => {
    const id = setTimeout(() => setShown(true), THINKING_OVERLAY_DELAY_MS);
    return () => clearTimeout(id);
  }, []);

  useEffect(() => {
    const id = setInterval(
      () => setMessageIndex((index) => (index + 1) % thinkingMessages.length),
      THINKING_MESSAGE_MS,
    );
    return () => clearInterval(id);
  }, []);

  useEffect(() => {
    if (reducedMotion) return;
    const id = setInterval(() => setDots((count) => (count % 3) + 1), THINKING_DOTS_MS);
    return () => clearInterval(id);
  }, [reducedMotion]);

  if (!shown) return null;
  return (
    <div className="thinking" role="status" aria-live="polite">
      <div className="thinking__card">
        <p className="thinking__message">
          {thinkingMessages[messageIndex]}
          <span className="thinking__dots" aria-hidden="true">
            {reducedMotion ? '...' : '.'.repeat(dots).padEnd(3, '\u00a0')}
          </span>
        </p>
        <p className="thinking__question">« {previewOf(question)} »</p>
      </div>
    </div>
  );
}
