import { useState } from 'react';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AppShell } from '@/features/shell/components/app-shell';
import type { ShellView } from '@/features/shell/components/views';

/** The signed-in app, loaded on demand. The app layer hands the session to the shell. */
export function HomeRoute({ initialView = 'chat' }: { initialView?: ShellView }) {
  const { user, logout } = useAuth();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  if (!user) return null; // RequireAuth renders this route only with a user.

  const signOut = () => {
    setIsLoggingOut(true);
    void logout();
  };
  return <AppShell user={user} initialView={initialView} onLogout={signOut} isLoggingOut={isLoggingOut} />;
}
