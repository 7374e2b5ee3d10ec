import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function RespondentApp() {
  return <main>Peil</main>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RespondentApp />
  </StrictMode>,
);
