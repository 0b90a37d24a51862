import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n';
import './styles.css';
import { App } from './app/App';
import { removeBootShellOnFirstDraw } from './app/boot-shell';

// The interface text of the stored language is loaded before the first paint, so no key flashes.
void initI18n().then(() => {
  const root = document.getElementById('root')!;
  removeBootShellOnFirstDraw(root);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
