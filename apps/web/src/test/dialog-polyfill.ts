/**
 * jsdom has no modal dialogs. This plays the part of the browser: `showModal()` opens the
 * dialog and focuses its first control, `close()` closes it and fires `close`, and Escape
 * fires a cancelable `cancel` on the top dialog, then closes it unless prevented. The page
 * behind is not made inert: tests look inside the dialog with `within`.
 */
const focusable =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href]';
const modals: HTMLDialogElement[] = [];

export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.open = true;
    modals.push(this);
    this.querySelector<HTMLElement>(focusable)?.focus();
  };

  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const top = [...modals].reverse().find((dialog) => dialog.isConnected && dialog.open);
    if (!top) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  });
}

/** A dialog removed from the page leaves the top layer, as in a browser. */
export function forgetDetachedDialogs() {
  for (let index = modals.length - 1; index >= 0; index -= 1) {
    if (!modals[index]?.isConnected) modals.splice(index, 1);
  }
}
