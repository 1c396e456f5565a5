import { useEffect, useRef, useState } from 'react';
import { formatAge, type Child, type ChildBody } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PencilIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { serverFieldErrors } from '@/lib/form-errors';
import { useDeleteChild } from '../api/delete-child';
import { useChildren } from '../api/get-children';
import { useUpdateChild } from '../api/update-child';
import { deleteChildMessage, updateChildMessage } from '../utils/error-messages';
import { ChildAvatar, TestTag } from './child-avatar';
import { ChildForm, childFields } from './child-form';
import { LockNotice } from './lock-notice';
import { plural } from '@/lib/plural';

export interface ChildrenManagerProps {
  selectedId: string | null;
  /** "Choisir": this child asks the next questions. */
  onSelect: (id: string) => void;
  /** "Ajouter un enfant": the parent decides between the add-child dialog and the limit popup. */
  onAdd: () => void;
  /** How many profiles the plan allows; null for no limit, undefined while unknown. */
  maxChildren?: number | null | undefined;
}

/** Only the fields that changed: a new gender alone never starts the 48-hour lock. */
function changesOf(child: Child, data: ChildBody): Partial<ChildBody> {
  const changes: Partial<ChildBody> = {};
  if (data.name !== child.name) changes.name = data.name;
  if (data.birth_month !== child.birth_month) changes.birth_month = data.birth_month;
  if (data.birth_year !== child.birth_year) changes.birth_year = data.birth_year;
  if (data.gender !== child.gender) changes.gender = data.gender;
  return changes;
}

function profileCount(count: number, max: number | null | undefined): string | null {
  if (max === undefined) return null;
  const profiles = plural(count, 'profil enfant', 'profils enfants');
  if (max === null) return `${profiles} · sans limite avec votre formule`;
  return `${profiles} sur ${max} avec votre formule`;
}

/** The children view (/enfants, product.md#children): the profiles, each to choose, edit or delete. */
export function ChildrenManager({ selectedId, onSelect, onAdd, maxChildren }: ChildrenManagerProps) {
  const children = useChildren();
  const [editing, setEditing] = useState<Child | null>(null);
  // Back from the form, focus returns to the "Modifier" button that opened it.
  const [lastEdited, setLastEdited] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A deleted row takes its focused button with it: focus goes on to "Ajouter un enfant".
  const addRef = useRef<HTMLButtonElement>(null);
  const [deletions, setDeletions] = useState(0);
  useEffect(() => {
    if (deletions > 0) addRef.current?.focus();
  }, [deletions]);

  const count = children.data?.length ?? 0;
  const doneEditing = (message: string | null) => {
    setNotice(message);
    setLastEdited(editing?.id ?? null);
    setEditing(null);
  };

  const countText = profileCount(count, maxChildren);
  return (
    <div className="kids">
      {editing && (
        <Dialog title={`Modifier le profil de ${editing.name}`} icon={<PencilIcon />} onClose={() => doneEditing(null)}>
          <EditChild child={editing} onDone={doneEditing} />
        </Dialog>
      )}
      {notice && <Alert variant="success">{notice}</Alert>}
      <LockNotice genderStillFree={count > 0} />
      {children.isPending && <Spinner label="Chargement des enfants..." className="spinner--block" />}
      {children.isError && <Alert>Impossible de charger les profils de vos enfants.</Alert>}
      {children.data && count === 0 && <p className="muted">Aucun profil pour le moment.</p>}
      {children.data && count > 0 && (
        <ul className="stack plain-list" aria-label="Vos enfants">
          {children.data.map((child) => (
            <ChildRow
              key={child.id}
              child={child}
              isSelected={child.id === selectedId}
              focusEdit={child.id === lastEdited}
              onSelect={() => onSelect(child.id)}
              onEdit={() => {
                setNotice(null);
                setEditing(child);
              }}
              onDeleted={() => {
                setNotice(`Le profil de ${child.name} a été supprimé.`);
                setDeletions((count) => count + 1);
              }}
            />
          ))}
        </ul>
      )}
      {countText && <p className="kids__count muted">{countText}</p>}
      <div className="kids__add">
        <Button ref={addRef} variant="secondary" icon={<PlusIcon />} aria-haspopup="dialog" onClick={onAdd}>
          Ajouter un enfant
        </Button>
      </div>
    </div>
  );
}

interface ChildRowProps {
  child: Child;
  isSelected: boolean;
  focusEdit: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDeleted: () => void;
}

function ChildRow({ child, isSelected, focusEdit, onSelect, onEdit, onDeleted }: ChildRowProps) {
  const deleteChild = useDeleteChild();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (focusEdit) editRef.current?.focus();
  }, [focusEdit]);

  // The button that was pressed disappears: focus follows to the question, then back.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (asked.current) deleteRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  const confirm = () => {
    setError(null);
    deleteChild.mutate(child.id, {
      onSuccess: onDeleted,
      onError: (failure) => {
        setConfirming(false);
        setError(deleteChildMessage(failure));
      },
    });
  };

  return (
    <li className="kid">
      <div className="kid__who">
        <ChildAvatar gender={child.gender} />
        <div className="kid__text">
          <span className="kid__name break-anywhere">{child.name}</span>
          <span className="kid__meta">
            {formatAge(child.age)}
            {isSelected && <span className="tag tag--selected">Choisi</span>}
            <TestTag child={child} />
          </span>
        </div>
      </div>

      {confirming ? (
        <div className="kid__confirm" role="group" aria-labelledby={`confirm-${child.id}`}>
          <p id={`confirm-${child.id}`} className="kid__question">
            Supprimer {child.name} ?
          </p>
          <p className="muted">Son profil et son historique seront effacés.</p>
          <div className="kid__actions">
            <Button
              ref={cancelRef}
              variant="secondary"
              onClick={() => setConfirming(false)}
              disabled={deleteChild.isPending}
            >
              Annuler
            </Button>
            <Button
              className="btn--danger"
              onClick={confirm}
              isLoading={deleteChild.isPending}
              loadingText="Suppression…"
            >
              Oui, supprimer
            </Button>
          </div>
        </div>
      ) : (
        <div className="kid__actions">
          {!isSelected && (
            <Button variant="secondary" aria-label={`Choisir ${child.name}`} onClick={onSelect}>
              Choisir
            </Button>
          )}
          <Button
            ref={editRef}
            variant="ghost"
            icon={<PencilIcon />}
            aria-label={`Modifier ${child.name}`}
            onClick={onEdit}
          >
            Modifier
          </Button>
          <Button
            ref={deleteRef}
            variant="ghost"
            className="btn--ghost-danger"
            icon={<TrashIcon />}
            aria-label={`Supprimer ${child.name}`}
            onClick={() => {
              setError(null);
              setConfirming(true);
            }}
          >
            Supprimer
          </Button>
        </div>
      )}
      {error && <Alert className="kid__error">{error}</Alert>}
    </li>
  );
}

function EditChild({ child, onDone }: { child: Child; onDone: (message: string | null) => void }) {
  const updateChild = useUpdateChild();
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <>
      <LockNotice genderStillFree />
      <ChildForm
        child={child}
        autoFocus
        submitLabel="Enregistrer"
        pendingLabel="Enregistrement…"
        isPending={updateChild.isPending}
        formError={formError}
        onEdit={() => setFormError(null)}
        secondaryAction={
          <Button variant="ghost" onClick={() => onDone(null)}>
            Annuler
          </Button>
        }
        onSubmit={(data, showFieldErrors) => {
          const changes = changesOf(child, data);
          if (Object.keys(changes).length === 0) return onDone(null);
          setFormError(null);
          updateChild.mutate(
            { id: child.id, changes },
            {
              onSuccess: (updated) => onDone(`Le profil de ${updated.name} est à jour.`),
              onError: (error) => {
                const onFields = serverFieldErrors(error, childFields);
                if (onFields) showFieldErrors(onFields);
                else setFormError(updateChildMessage(error));
              },
            },
          );
        }}
      />
    </>
  );
}

export default ChildrenManager;
