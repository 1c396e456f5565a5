import { Alert } from '@/components/ui/alert';
import type { PaymentProblem } from '../utils/payment-errors';

/** A failed payment step: the spec's sentence, then the server's reason when there is one. */
export function PaymentAlert({ problem, className }: { problem: PaymentProblem; className?: string }) {
  return (
    <Alert className={className}>
      <p>{problem.message}</p>
      {problem.detail && problem.detail !== problem.message && (
        <p className="payment-alert__detail">{problem.detail}</p>
      )}
    </Alert>
  );
}
