import { StarIcon } from '@/components/ui/icons';
import { cx } from '@/lib/cx';

interface FavoriteStarProps {
  pressed: boolean;
  /** What is starred, said by screen readers ("Favori : Pourquoi le ciel est bleu ?"). */
  label: string;
  onToggle: () => void;
  /** Writes the label beside the star (a pill) instead of leaving it to screen readers. */
  showLabel?: boolean;
  className?: string;
}

/** The favourite toggle: a 48 px star, filled when on. */
export function FavoriteStar({ pressed, label, onToggle, showLabel = false, className }: FavoriteStarProps) {
  return (
    <button
      type="button"
      className={cx('favorite-star', showLabel && 'favorite-star--labelled', className)}
      aria-pressed={pressed}
      aria-label={showLabel ? undefined : label}
      title={pressed ? 'Retirer des favoris' : 'Ajouter aux favoris'}
      onClick={onToggle}
    >
      <StarIcon fill={pressed ? 'currentColor' : 'none'} />
      {showLabel && <span>{label}</span>}
    </button>
  );
}
