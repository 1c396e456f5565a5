import type { Child } from '@pourquoi/shared';
import { BoyIcon, ChildFaceIcon, GirlIcon } from '@/components/ui/icons';
import { cx } from '@/lib/cx';
import { genderLabels } from '../utils/child-options';

const faces = { girl: GirlIcon, boy: BoyIcon, neutral: ChildFaceIcon };

/** The gender icon, with its word for those who do not see it. */
export function ChildAvatar({ gender, className }: { gender: Child['gender']; className?: string }) {
  const Face = faces[gender];
  return (
    <span className={cx('avatar', `avatar--${gender}`, className)}>
      <Face />
      <span className="sr-only">{genderLabels[gender]}</span>
    </span>
  );
}

/** "Test" on a test child, everywhere a child is listed. */
export function TestTag({ child }: { child: Pick<Child, 'is_test'> }) {
  return child.is_test ? <span className="tag">Test</span> : null;
}
