import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { ReaderPage, Story } from '@pourquoi/shared';
import { PRINT_IMAGES_WAIT_MS } from '../constants';
import { coverOf, pictureOf } from '../utils/story-content';
import { joinNames } from '../utils/wording';

const PRINTING_CLASS = 'is-printing-story';

function loaded(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

export interface PrintBookProps {
  story: Story;
  title: string;
  pages: readonly ReaderPage[];
  /** Printing is over (or cancelled): the parent stops rendering the book. */
  onDone: () => void;
}

/**
 * The story as a picture book on paper (or PDF): a title page with the cover, then one sheet
 * per page, the picture above the text, and no app around it (print CSS in stories.css).
 * It exists only while printing: once its pictures are loaded, the print dialog opens.
 */
export function PrintBook({ story, title, pages, onDone }: PrintBookProps) {
  const book = useRef<HTMLDivElement>(null);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    document.body.classList.add(PRINTING_CLASS);
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const images = [...(book.current?.querySelectorAll('img') ?? [])];
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, PRINT_IMAGES_WAIT_MS);
    });
    const finish = () => onDoneRef.current();
    window.addEventListener('afterprint', finish);
    void Promise.race([Promise.all(images.map(loaded)), waited]).then(() => {
      clearTimeout(timer);
      if (!cancelled) window.print();
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener('afterprint', finish);
      document.body.classList.remove(PRINTING_CLASS);
    };
  }, []);

  const cover = coverOf(story);
  const names = joinNames(story.children_names);
  return createPortal(
    <div ref={book} className="print-book" aria-hidden="true">
      <section className="print-book__sheet print-book__cover">
        {cover && <img className="print-book__picture" src={cover} alt="" />}
        <h1 className="print-book__title">{title}</h1>
        {names && <p className="print-book__for">Une histoire pour {names}</p>}
      </section>
      {pages.map((page, index) => {
        const picture = pictureOf(story, page.sources[0] ?? index + 1);
        return (
          <section key={page.sources.join('-')} className="print-book__sheet">
            {picture && <img className="print-book__picture" src={picture} alt="" />}
            <p className="print-book__text">{page.text}</p>
            {index === pages.length - 1 ? (
              <p className="print-book__end">FIN</p>
            ) : (
              <p className="print-book__number">{index + 1}</p>
            )}
          </section>
        );
      })}
    </div>,
    document.body,
  );
}
