import { Button } from '@/components/ui/button';
import { CrownIcon } from '@/components/ui/icons';

export const SEE_PLANS_LABEL = 'Voir les formules';

/** Leads to the plans (the shell's subscription view). */
export function SeePlansButton({
  onSeePlans,
  variant = 'primary',
}: {
  onSeePlans: () => void;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <Button variant={variant} icon={<CrownIcon />} onClick={onSeePlans}>
      {SEE_PLANS_LABEL}
    </Button>
  );
}
