import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  BUSINESS_TIME_ZONE,
  type ActiveSession,
  formatFrenchDate,
  frenchDateFormat,
  revokeOtherSessionsBody,
} from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog';
import { LogoutIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { useActiveSessions, useRevokeOtherSessions, useRevokeSession } from '../api/active-sessions';
import { usePasswordStep } from '../hooks/use-password-step';
import { OwnPasswordField } from './own-password-field';

export const DEVICES_TITLE = 'Appareils connectés';
export const THIS_DEVICE = 'Cet appareil';
export const OTHER_DEVICE = 'Autre appareil';
export const REVOKE_OTHERS_LABEL = 'Déconnecter les autres appareils';
export const REVOKE_ONE_LABEL = 'Déconnecter cet appareil';
const LOAD_FAILED = "La liste des appareils n'a pas pu être chargée. Réessayez dans un instant.";
const REVOKE_FAILED = {
  others: "Les autres appareils n'ont pas pu être déconnectés. Réessayez dans un instant.",
  one: "Cet appareil n'a pas pu être déconnecté. Réessayez dans un instant.",
};

/** "21 novembre 2026 à 10:05", Paris time. */
const formatMoment = frenchDateFormat({ timeZone: BUSINESS_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });
const momentText = (iso: string) => formatMoment(new Date(iso));
const dayText = (iso: string) => formatFrenchDate(new Date(iso));

/** "1 autre appareil a été déconnecté.", "2 autres appareils ont été déconnectés." */
export const endedText = (count: number) =>
  count === 0
    ? "Aucun autre appareil n'était connecté."
    : count === 1
      ? '1 autre appareil a été déconnecté.'
      : `${count} autres appareils ont été déconnectés.`;

/** What the password step confirms: all the other devices, or one of them. */
type Ending = { kind: 'others' } | { kind: 'one'; id: string };
const sameEnding = (a: Ending | null, b: Ending | null) =>
  a?.kind === b?.kind && (a?.kind !== 'one' || (b?.kind === 'one' && a.id === b.id));

function Device({
  session,
  passwordStep,
  startRef,
  onEnd,
}: {
  session: ActiveSession;
  /** This device's password step, open in place of its button. */
  passwordStep: ReactNode;
  startRef: (button: HTMLButtonElement | null) => void;
  onEnd: () => void;
}) {
  const id = useId();
  return (
    <li className="account-devices__item">
      <strong>{session.current ? THIS_DEVICE : OTHER_DEVICE}</strong>
      <span id={`${id}-since`}>Connecté le {dayText(session.created_at)}</span>
      <span id={`${id}-last`} className="muted">
        Dernière activité : {momentText(session.last_used_at)}
      </span>
      <span className="muted">Session valable jusqu'au {dayText(session.expires_at)}</span>
      {!session.current &&
        (passwordStep ?? (
          // Every row has this button: its dates, as description, tell a screen reader which device it ends.
          <Button
            ref={startRef}
            variant="secondary"
            className="account-devices__end"
            icon={<LogoutIcon />}
            aria-describedby={`${id}-since ${id}-last`}
            onClick={onEnd}
          >
            {REVOKE_ONE_LABEL}
          </Button>
        ))}
    </li>
  );
}

/**
 * « Appareils connectés » in « Mon compte » (ASVS 3.3.4): each device signed in to the account,
 * this one marked, and signing out one of the others, or all of them, once the password is
 * confirmed.
 */
export function DevicesSection() {
  const titleId = useId();
  const sessions = useActiveSessions();
  const revokeOthers = useRevokeOtherSessions();
  const revokeOne = useRevokeSession();
  const [ending, setEnding] = useState<Ending | null>(null);
  const password = usePasswordStep();
  /** What the last ending did, said once the password step closes. */
  const [result, setResult] = useState<string | null>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const rowButtons = useRef(new Map<string, HTMLButtonElement>());
  const doneRef = useRef<HTMLParagraphElement>(null);
  const shownEnding = useRef<Ending | null>(null);
  const revoke = ending?.kind === 'one' ? revokeOne : revokeOthers;

  // The button pressed disappears: focus goes to the password, back to the button, or to the result.
  useEffect(() => {
    const before = shownEnding.current;
    if (sameEnding(before, ending)) return;
    shownEnding.current = ending;
    if (ending) password.ref.current?.focus();
    else if (result !== null) doneRef.current?.focus();
    else if (before?.kind === 'one') rowButtons.current.get(before.id)?.focus();
    else startRef.current?.focus();
  }, [ending, result, password.ref]);

  const start = (next: Ending) => {
    revokeOthers.reset();
    revokeOne.reset();
    setResult(null);
    password.clear();
    setEnding(next);
  };

  const close = () => {
    setEnding(null);
    password.clear();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ending) return;
    const body = password.parse(revokeOtherSessionsBody, (value) => ({ password: value }));
    if (!body) return;
    const callbacks = {
      onSuccess: ({ ended }: { ended: number }) => {
        setResult(endedText(ended));
        close();
      },
      onError: (error: Error) => {
        // That device had already left (the list is read again): said as the result.
        if (ending.kind === 'one' && isApiError(error) && error.status === 404) {
          setResult(error.message);
          close();
          return;
        }
        const message = serverFieldErrors(error, ['password'] as const)?.password;
        if (message) password.refuse(message);
      },
    };
    if (ending.kind === 'one') revokeOne.mutate({ id: ending.id, ...body }, callbacks);
    else revokeOthers.mutate(body, callbacks);
  };

  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  const generalError = revoke.isError && !serverFieldErrors(revoke.error, ['password'] as const) ? revoke.error : null;
  const passwordStep = ending && (
    <form className="form account-devices__confirm" noValidate onSubmit={submit}>
      <OwnPasswordField step={password} />
      {generalError && <Alert>{isApiError(generalError) ? generalError.message : REVOKE_FAILED[ending.kind]}</Alert>}
      <DialogActions>
        <Button variant="secondary" onClick={close} disabled={revoke.isPending}>
          Annuler
        </Button>
        <Button type="submit" isLoading={revoke.isPending} loadingText="Déconnexion…">
          {ending.kind === 'one' ? REVOKE_ONE_LABEL : REVOKE_OTHERS_LABEL}
        </Button>
      </DialogActions>
    </form>
  );
  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="account-section__title">
        {DEVICES_TITLE}
      </h3>
      {sessions.isPending && <p className="muted">Chargement des appareils…</p>}
      {sessions.isError && <Alert>{isApiError(sessions.error) ? sessions.error.message : LOAD_FAILED}</Alert>}
      {sessions.data && (
        <ul className="account-devices">
          {sessions.data.map((session) => (
            <Device
              key={session.id}
              session={session}
              passwordStep={ending?.kind === 'one' && ending.id === session.id ? passwordStep : null}
              startRef={(button) => {
                if (button) rowButtons.current.set(session.id, button);
                else rowButtons.current.delete(session.id);
              }}
              onEnd={() => start({ kind: 'one', id: session.id })}
            />
          ))}
        </ul>
      )}
      {result !== null && (
        <p ref={doneRef} role="status" tabIndex={-1} className="account-devices__done">
          {result}
        </p>
      )}
      {sessions.data && others === 0 && result === null && (
        <p className="muted">Aucun autre appareil n'est connecté à votre compte.</p>
      )}
      {others > 0 &&
        (ending?.kind === 'others' ? (
          passwordStep
        ) : (
          <Button ref={startRef} variant="secondary" icon={<LogoutIcon />} onClick={() => start({ kind: 'others' })}>
            {REVOKE_OTHERS_LABEL}
          </Button>
        ))}
    </section>
  );
}
