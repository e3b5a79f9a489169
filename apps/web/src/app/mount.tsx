import { messages } from '@pawprize/shared';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app';

/** With no root element, say so in red instead of a blank page (docs/product/site.md). */
export function showStartupFailure(doc: Document): void {
  const message = doc.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = messages.pages.startupFailed;
  message.style.cssText =
    'color:#b91c1c;font:600 16px/1.5 system-ui,sans-serif;padding:24px;text-align:center';
  doc.body.append(message);
}

export function mount(doc: Document = document): Root | null {
  const container = doc.getElementById('root');
  if (!container) {
    showStartupFailure(doc);
    return null;
  }
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  return root;
}
