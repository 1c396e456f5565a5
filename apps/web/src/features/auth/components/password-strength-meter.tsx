import { PASSWORD_STRENGTH_CAPTION, passwordStrength, passwordStrengthLabels } from '@pourquoi/shared';

const filledBars = { weak: 1, fair: 2, strong: 3 } as const;

/**
 * Under a new password (ASVS 2.1.8): three bars and a word, « Faible », « Correct » or
 * « Solide », from a small local estimate (packages/shared). The word is a polite live region,
 * present from the start so a screen reader hears each change of level, not each keystroke.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const level = passwordStrength(password);
  return (
    <div className="password-strength" data-level={level ?? undefined}>
      {level && (
        <div className="password-strength__bars" aria-hidden="true">
          {[1, 2, 3].map((bar) => (
            <span
              key={bar}
              className={
                bar <= filledBars[level]
                  ? 'password-strength__bar password-strength__bar--on'
                  : 'password-strength__bar'
              }
            />
          ))}
        </div>
      )}
      <p className="password-strength__label" role="status">
        {level && `${PASSWORD_STRENGTH_CAPTION} : ${passwordStrengthLabels[level]}`}
      </p>
    </div>
  );
}
