import { useEffect, useRef, type RefObject } from 'react';

/** Who had the focus when each dialog opened, to give it back when it closes. */
const openers = new WeakMap<HTMLDialogElement, Element | null>();

/**
 * Where focus goes back when `dialog` closes: the element that opened it or, when that one
 * sat in a dialog that has closed since (a dialog that opened another), that dialog's opener.
 */
function returnTarget(dialog: HTMLDialogElement): HTMLElement | null {
  let target = openers.get(dialog) ?? null;
  for (let depth = 0; target && depth < 10; depth += 1) {
    const host = target.closest('dialog');
    if (!host || (host !== dialog && host.open && host.isConnected)) {
      return target instanceof HTMLElement && target.isConnected ? target : null;
    }
    target = openers.get(host) ?? null;
  }
  return null;
}

/**
 * Opens a native `<dialog>` as a modal while mounted: `showModal()` keeps focus inside and
 * makes the page behind it inert; Escape (or the browser closing it) calls `onClose`, so the
 * parent decides; on unmount focus returns to what opened it. `onOpen` may move the focus.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  onClose: () => void,
  onOpen?: (dialog: HTMLDialogElement) => void,
) {
  const onCloseRef = useRef(onClose);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onCloseRef.current = onClose;
    onOpenRef.current = onOpen;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    openers.set(dialog, document.activeElement);
    if (!dialog.open) dialog.showModal();
    onOpenRef.current?.(dialog);

    // Escape: the parent decides, so the dialog closes the same way whatever closed it.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // A browser may close it anyway (a second Escape): tell the parent.
    const onNativeClose = () => {
      if (!dialog.open) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      const hadFocus = dialog.contains(document.activeElement) || document.activeElement === document.body;
      if (dialog.open) dialog.close();
      // Give focus back unless another dialog has already taken it.
      const target = hadFocus || !document.activeElement ? returnTarget(dialog) : null;
      target?.focus();
    };
  }, [ref]);
}
