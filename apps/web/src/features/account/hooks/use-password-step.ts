import { useRef, useState } from 'react';
import type { z } from 'zod';

/**
 * The password a sensitive action asks for again (ASVS 3.7.1): its value, its error, and the
 * field to send focus back to when it is refused, here or by the server.
 */
export function usePasswordStep() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const ref = useRef<HTMLInputElement>(null);

  const refuse = (message: string | undefined) => {
    setError(message);
    ref.current?.focus();
  };

  return {
    ref,
    /** The props of its PasswordField: typing clears a refusal. */
    field: {
      ref,
      value: password,
      error,
      onChange: (event: { target: { value: string } }) => {
        setPassword(event.target.value);
        setError(undefined);
      },
    },
    /** The body for `schema`, or undefined once the field says why it cannot be sent. */
    parse<T extends z.ZodType>(schema: T, body: (password: string) => unknown): z.infer<T> | undefined {
      const parsed = schema.safeParse(body(password));
      if (!parsed.success) {
        refuse(parsed.error.issues[0]?.message);
        return undefined;
      }
      setError(undefined);
      return parsed.data;
    },
    /** The server's refusal of the password, under the field. */
    refuse,
    clear: () => {
      setPassword('');
      setError(undefined);
    },
  };
}
