import { useId, useRef, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { CloseIcon } from './icons';
import { useModalDialog } from './use-modal-dialog';

export interface DialogProps {
  title: ReactNode;
  /** Called on Escape, the close button or a click on the backdrop: the parent unmounts the dialog. */
  onClose: () => void;
  children: ReactNode;
  /** A line under the title, read with it (aria-describedby). */
  description?: ReactNode;
  icon?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` keeps focus inside and makes the page
 * behind it inert, Escape closes it, and focus returns to what opened it. It is open while
 * mounted: the parent renders it to open it and stops rendering it to close it.
 */
export function Dialog({ title, onClose, children, description, icon, size = 'md', className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The browser focuses the first field; an element marked data-autofocus goes first instead.
  useModalDialog(ref, onClose, focusMarked);

  return (
    <dialog
      ref={ref}
      className={cx('dialog', `dialog--${size}`, className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={(event) => {
        // The dialog element itself is only hit on its backdrop: its content fills it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__frame">
        <header className="dialog__header">
          {icon && <div className="dialog__icon">{icon}</div>}
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
        </header>
        {description && (
          <p id={descriptionId} className="dialog__description">
            {description}
          </p>
        )}
        <div className="dialog__body stack">{children}</div>
        {/* Last in the tab order, drawn in the top corner: opening focuses the content first. */}
        <button type="button" className="dialog__close" aria-label="Fermer" title="Fermer" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
    </dialog>
  );
}

const focusMarked = (dialog: HTMLDialogElement) => dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();

/** The buttons at the foot of a dialog: side by side on a wide screen, stacked on a phone. */
export function DialogActions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx('dialog__actions', className)}>{children}</div>;
}
