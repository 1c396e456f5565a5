import { createContext, use } from 'react';
import type { AuthResponse, User } from '@pourquoi/shared';

export type AuthStatus = 'loading' | 'unauthenticated' | 'authenticated';

export interface AuthContextValue {
  status: AuthStatus;
  /** Set when `status` is 'authenticated'. */
  user: User | null;
  /** Keeps both tokens and the user after a login or a registration. */
  openSession: (response: AuthResponse) => void;
  /** Tells the server (failures ignored), then forgets the tokens and every cached answer. */
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
