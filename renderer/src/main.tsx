import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { guardFileDrops } from './lib/fileDropGuard';
import { applyRememberedTheme } from './lib/themeCache';
import './styles/app.css';

applyRememberedTheme();
guardFileDrops(window);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
