import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { prefetchFirstScreen } from './routing/prefetchFirstScreen';

prefetchFirstScreen(window.location);

// A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser between
// them, instead of one long task (issue 18: total blocking time of the dashboard).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
