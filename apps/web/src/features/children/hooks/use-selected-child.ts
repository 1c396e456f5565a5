import { useCallback, useState } from 'react';
import type { Child } from '@pourquoi/shared';
import { readItem, writeItem } from '@/lib/storage';

/** product.md#child-dialogs-and-errors: the chosen child survives a reload. */
export const SELECTED_CHILD_KEY = 'selected_child_id';

/**
 * The child the questions are for: the one chosen last (kept in localStorage), or the
 * first child when none was chosen or the chosen one is gone. The fallback is not stored,
 * so a child that only failed to load is chosen again once it is back.
 */
export function useSelectedChild(children: readonly Child[] | undefined) {
  const [storedId, setStoredId] = useState(() => readItem(SELECTED_CHILD_KEY));
  const selected = children?.find((child) => child.id === storedId) ?? children?.[0] ?? null;

  const select = useCallback((id: string) => {
    writeItem(SELECTED_CHILD_KEY, id);
    setStoredId(id);
  }, []);

  return { selected, select };
}
