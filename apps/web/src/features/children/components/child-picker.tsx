import { formatAge, type Child } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ChildAvatar, TestTag } from './child-avatar';

export interface ChildPickerProps {
  childList: readonly Child[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onAdd: () => void;
}

/** "Qui pose la question ?": a card per child to choose who asks, and one to add a child. */
export function ChildPicker({ childList, isLoading, isError, onRetry, selectedId, onSelect, onAdd }: ChildPickerProps) {
  return (
    <section className="picker" aria-labelledby="picker-title">
      <h2 id="picker-title" className="picker__title">
        Qui pose la question ?
      </h2>
      {isLoading && <Spinner label="Chargement des enfants..." className="spinner--block" />}
      {isError && (
        <Alert>
          <p>Impossible de charger les profils de vos enfants.</p>
          <Button variant="ghost" onClick={onRetry}>
            Réessayer
          </Button>
        </Alert>
      )}
      {childList && (
        <ul className="picker__list plain-list">
          {childList.map((child) => (
            <li key={child.id}>
              <button
                type="button"
                className="child-card"
                aria-pressed={child.id === selectedId}
                onClick={() => onSelect(child.id)}
              >
                <ChildAvatar gender={child.gender} className="child-card__avatar" />
                <span className="child-card__name break-anywhere">{child.name}</span>
                <span className="child-card__age">{formatAge(child.age)}</span>
                <TestTag child={child} />
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="child-card child-card--add" aria-haspopup="dialog" onClick={onAdd}>
              <span className="avatar avatar--add">
                <PlusIcon />
              </span>
              <span className="child-card__name">Ajouter un enfant</span>
            </button>
          </li>
        </ul>
      )}
    </section>
  );
}
