import { useEffect, type RefObject } from 'react';

/**
 * After a refused submit, moves focus to the first invalid field, once its error is on
 * screen, so a screen reader reads the label and the message together.
 * `attempt` changes on every refused submit.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, attempt]);
}
