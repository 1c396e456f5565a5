import { useId, type FormEvent } from 'react';
import { HISTORY_SEARCH_MAX_LENGTH, type Child } from '@pourquoi/shared';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { SearchIcon } from '@/components/ui/icons';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

export const ALL_CHILDREN_LABEL = 'Tous les enfants';
export const SEARCH_LABEL = 'Rechercher';

const showOptions = [
  { value: 'all', label: 'Tout' },
  { value: 'favorites', label: 'Favoris' },
] as const;

interface HistoryFiltersProps {
  childList: readonly Child[];
  childId: string | null;
  onChildChange: (childId: string | null) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** Enter or the button: search now, without waiting for the pause. */
  onSearchSubmit: () => void;
  favorites: boolean;
  onFavoritesChange: (favorites: boolean) => void;
}

/** product.md#history: by child (all or one), by keywords, all or favourites. */
export function HistoryFilters({
  childList,
  childId,
  onChildChange,
  search,
  onSearchChange,
  onSearchSubmit,
  favorites,
  onFavoritesChange,
}: HistoryFiltersProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearchSubmit();
  };
  return (
    <form role="search" aria-label="Filtrer l'historique" className="history-filters" onSubmit={submit}>
      {childList.length > 1 && (
        <SelectField
          id={`${id}-child`}
          label="Enfant"
          className="history-filters__child"
          value={childId ?? ''}
          onChange={(event) => onChildChange(event.target.value || null)}
          options={[
            { value: '', label: ALL_CHILDREN_LABEL },
            ...childList.map((child) => ({ value: child.id, label: child.name })),
          ]}
        />
      )}
      <div className="history-filters__search">
        <TextField
          id={`${id}-search`}
          label={SEARCH_LABEL}
          type="search"
          enterKeyHint="search"
          placeholder="Un mot : étoiles, dinosaures…"
          maxLength={HISTORY_SEARCH_MAX_LENGTH}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          className="history-filters__submit"
          icon={<SearchIcon />}
          aria-label="Lancer la recherche"
          title="Lancer la recherche"
        />
      </div>
      <ChoiceGroup
        legend="Afficher"
        name="history-show"
        className="history-filters__show"
        value={favorites ? 'favorites' : 'all'}
        options={showOptions}
        onChange={(event) => onFavoritesChange(event.target.value === 'favorites')}
      />
    </form>
  );
}
