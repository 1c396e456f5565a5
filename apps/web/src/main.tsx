import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadSignedInApp } from './app/router';
import { keepFrenchTypography } from './lib/french-typography';
import { createQueryClient } from './lib/query-client';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

keepFrenchTypography(document.body);
const queryClient = createQueryClient();
preloadSignedInApp(queryClient);
const root = createRoot(container);
// A transition: React renders the first screen in slices of a few milliseconds, so a slow phone
// stays responsive while the app starts instead of freezing for one long task.
startTransition(() => {
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
