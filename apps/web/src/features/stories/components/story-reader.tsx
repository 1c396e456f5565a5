import { useEffect, useMemo, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { storyThemeChoices, type ReaderPage, type Story } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { CloseIcon, PrinterIcon, SpeakerIcon, StopIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/cx';
import { useStory } from '../api/get-story';
import { READER_MAX_DOTS, STORY_READING_RATE, SWIPE_MIN_DISTANCE_PX } from '../constants';
import { useKeepOffline } from '../hooks/use-keep-offline';
import { usePictureUpdates } from '../hooks/use-picture-updates';
import { useSpeech } from '@/hooks/use-speech';
import { coverOf, pictureOf, storyBook } from '../utils/story-content';
import { joinNames } from '../utils/wording';
import { splitSentences } from '@/lib/sentences';
import { PrintBook } from './print-book';

export const END_MARK = 'FIN';
export const READ_ALOUD_LABEL = 'Lire à voix haute';
export const STOP_READING_LABEL = 'Arrêter la lecture';
export const PRINT_LABEL = 'Imprimer';
export const DRAWING_LABEL = 'Illustration en cours de dessin…';

export const pictureAlt = (pageNumber: number) => `Illustration de la page ${pageNumber}`;
export const COVER_LABEL = 'Couverture';
export const coverAlt = (title: string) => `Couverture de « ${title} »`;

/**
 * The full-screen frame of the reader: a native modal dialog covering the viewport, so focus
 * stays in it and Escape closes it; focus goes back to what opened it.
 */
function ReaderFrame({
  label,
  onClose,
  onKeyDown,
  children,
}: {
  label: string;
  onClose: () => void;
  /** Keys pressed anywhere while the reader is open (focus may rest on the page itself). */
  onKeyDown?: (event: globalThis.KeyboardEvent) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const onKeyDownRef = useRef(onKeyDown);
  useEffect(() => {
    onKeyDownRef.current = onKeyDown;
  });

  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => {
      if (!event.defaultPrevented) onKeyDownRef.current?.(event);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  // The next-page arrow, the first thing a reader wants, rather than the first tool.
  useModalDialog(ref, onClose, (dialog) => dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus());

  return (
    <dialog ref={ref} className="reader" aria-label={label}>
      {children}
      <button type="button" className="reader__close" aria-label="Fermer l'histoire" title="Fermer" onClick={onClose}>
        <CloseIcon />
      </button>
    </dialog>
  );
}

export interface StoryReaderProps {
  storyId: string;
  onClose: () => void;
}

/** product.md#story-reader (step 7): full screen, page by page. */
export function StoryReader({ storyId, onClose }: StoryReaderProps) {
  const story = useStory(storyId);
  if (!story.data) {
    return (
      <ReaderFrame label="Histoire" onClose={onClose}>
        <div className="reader__message">
          {story.isError ? (
            <Alert>
              <p>Impossible d'ouvrir cette histoire.</p>
              <Button variant="ghost" onClick={() => void story.refetch()}>
                Réessayer
              </Button>
            </Alert>
          ) : (
            <Spinner label="Ouverture de l'histoire..." />
          )}
        </div>
      </ReaderFrame>
    );
  }
  return <Book story={story.data} onClose={onClose} />;
}

function Book({ story, onClose }: { story: Story; onClose: () => void }) {
  const book = useMemo(() => storyBook(story), [story]);
  const pages = book.ok ? book.pages : [];
  const title = (book.ok && book.title) || story.title || 'Histoire';
  const [requested, setRequested] = useState(0);
  const [printing, setPrinting] = useState(false);
  const speech = useSpeech({ rate: STORY_READING_RATE });
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);

  const missing = pages.some((page) => !pictureOf(story, page.sources[0] ?? 0));
  const pictures = usePictureUpdates(story, missing);
  useKeepOffline(story);
  const drawing = story.illustrations_status === 'pending' && !pictures.failed;

  const total = pages.length;
  // 0 is the cover, then the pages from 1: the book opens on its cover (docs/decisions/0022-web-routes.md).
  const index = Math.min(requested, total);
  const page = index > 0 ? pages[index - 1] : undefined;
  const sentences = useMemo(() => (page ? splitSentences(page.text) : [title]), [page, title]);

  const goTo = (next: number) => {
    if (next < 0 || next > total || next === index) return;
    speech.stop();
    setRequested(next);
  };

  const onKeyDown = (event: globalThis.KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(index - 1);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') return;
    swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_DISTANCE_PX || Math.abs(dx) < Math.abs(dy)) return;
    goTo(dx < 0 ? index + 1 : index - 1);
  };

  const close = () => {
    speech.stop();
    onClose();
  };

  if (!book.ok || total === 0) {
    return (
      <ReaderFrame label={title} onClose={close}>
        <div className="reader__message">
          <Alert>{book.ok ? "Aucun contenu trouvé dans l'histoire" : book.message}</Alert>
        </div>
      </ReaderFrame>
    );
  }

  const pageNumber = index;
  const picture = page ? pictureOf(story, page.sources[0] ?? pageNumber) : coverOf(story);
  const isLast = pageNumber === total;
  const themeEmoji = storyThemeChoices[story.theme]?.emoji ?? '📖';
  const heroes = story.include_children ? joinNames(story.children_names) : null;

  return (
    <ReaderFrame label={title} onClose={close} onKeyDown={onKeyDown}>
      <div className="reader__top">
        <p className="reader__counter" aria-live="polite">
          {page ? `Page ${pageNumber} / ${total}` : COVER_LABEL}
        </p>
        <div className="reader__tools">
          {speech.supported && (
            <button
              type="button"
              className="reader__tool"
              aria-pressed={speech.speaking}
              onClick={() => (speech.speaking ? speech.stop() : speech.speak(sentences))}
            >
              {speech.speaking ? <StopIcon /> : <SpeakerIcon />}
              <span>{speech.speaking ? STOP_READING_LABEL : READ_ALOUD_LABEL}</span>
            </button>
          )}
          <button
            type="button"
            className="reader__tool"
            onClick={() => {
              speech.stop();
              setPrinting(true);
            }}
          >
            <PrinterIcon />
            <span>{PRINT_LABEL}</span>
          </button>
        </div>
      </div>
      <div className="reader__bar" aria-hidden="true">
        <span className="reader__bar-fill" style={{ width: `${(pageNumber / total) * 100}%` }} />
      </div>

      <div
        className="reader__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        {/* aria-disabled, not disabled: the focus stays on an arrow at the first or last page. */}
        <button
          type="button"
          className="reader__arrow reader__arrow--previous"
          aria-label="Page précédente"
          aria-disabled={index === 0}
          onClick={() => goTo(index - 1)}
        >
          <span aria-hidden="true">‹</span>
        </button>

        {/* Focusable: a long page scrolls, and the keyboard must be able to scroll it too. The
            picture comes first on every page, the cover too, so its box never moves. */}
        <article
          className="reader__page"
          key={pageNumber}
          tabIndex={0}
          aria-label={page ? `Page ${pageNumber}` : COVER_LABEL}
        >
          <figure className="reader__picture">
            {picture ? (
              <img src={picture} alt={page ? pictureAlt(pageNumber) : coverAlt(title)} />
            ) : drawing ? (
              <Spinner label={DRAWING_LABEL} />
            ) : (
              <span className="reader__placeholder" aria-hidden="true">
                {themeEmoji}
              </span>
            )}
          </figure>
          {page ? (
            <>
              {/* product.md#story-reader: the title on page 1, under its picture. */}
              {pageNumber === 1 && <h2 className="reader__title reader__title--page">{title}</h2>}
              <p className="reader__text">
                {sentences.map((sentence, position) => (
                  <span key={position}>
                    {position > 0 && ' '}
                    {position === speech.current ? <mark className="reader__reading">{sentence}</mark> : sentence}
                  </span>
                ))}
              </p>
              {isLast && <p className="reader__end">{END_MARK}</p>}
            </>
          ) : (
            <>
              <h2 className="reader__title">
                {speech.current === 0 ? <mark className="reader__reading">{title}</mark> : title}
              </h2>
              {heroes && <p className="reader__heroes">Avec {heroes}</p>}
            </>
          )}
        </article>

        <button
          type="button"
          className="reader__arrow reader__arrow--next"
          aria-label="Page suivante"
          aria-disabled={isLast}
          data-autofocus
          onClick={() => goTo(index + 1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>

      {pages.length <= READER_MAX_DOTS && (
        <ol className="reader__dots plain-list" aria-hidden="true">
          {pages.map((item: ReaderPage, position) => (
            <li key={item.sources.join('-')} className={cx('reader__dot', position + 1 === index && 'is-current')} />
          ))}
        </ol>
      )}

      {printing && <PrintBook story={story} title={title} pages={pages} onDone={() => setPrinting(false)} />}
    </ReaderFrame>
  );
}
