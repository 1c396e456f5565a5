import { Button } from '@/components/ui/button';

/** A list that did not load (already logged): said calmly, with a way to try again. */
export function ListProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="admin-empty admin-empty--problem">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Réessayer
      </Button>
    </div>
  );
}
