import type { Child } from '@pourquoi/shared';
import { ChildAvatar } from './child-avatar';

/** The header's reminder of who asks: the chosen child's name. */
export function CurrentChild({ child }: { child: Child | null }) {
  if (!child) return null;
  return (
    <p className="current-child">
      <ChildAvatar gender={child.gender} className="current-child__avatar" />
      <span className="sr-only">Enfant choisi : </span>
      <span className="current-child__name">{child.name}</span>
    </p>
  );
}
