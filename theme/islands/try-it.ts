// The try-it console of an API operation (vanilla enhancer, markup by theme/api/TryIt.tsx): shows the
// panel (hidden without JavaScript), fills in the reader's keys from memory (EnhancerContext: shared by
// every console, kept across client navigations, never stored, gone on reload), and on Send has the
// console's script (theme/client/try-it.ts, loaded on the first Send: EnhancerContext.loadTryIt) make the
// request.
import type { EnhancerContext } from './enhancers.js';

/** What the console's script puts on `window.__docsgenTryIt`. */
export interface TryItApi {
  /** Sends the request of a console's fields and shows the response in it. */
  send(panel: HTMLElement): Promise<void>;
}

export function enhanceTryIt(panel: HTMLElement, context: EnhancerContext): () => void {
  const form = panel.querySelector('form');
  const result = panel.querySelector<HTMLElement>('.api-try-it__result');
  if (!form || !result) return () => {};
  // Every console of the page shows the keys typed in any of them; a browser restoring a form's fields on
  // reload or back does not bring a key back.
  const fill = () => {
    for (const input of panel.querySelectorAll<HTMLInputElement>('input[data-try-scheme]')) input.value = context.keys.get(input.dataset.tryScheme!) ?? '';
  };
  const onInput = (event: Event) => {
    const input = event.target as HTMLInputElement;
    if (input.dataset.tryScheme) context.keys.set(input.dataset.tryScheme, input.value);
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    context.loadTryIt().then(
      (api) => api.send(panel),
      (error: unknown) => {
        result.hidden = false;
        result.textContent = `The console could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
      },
    );
  };
  fill();
  panel.hidden = false;
  panel.addEventListener('toggle', fill);
  form.addEventListener('input', onInput);
  form.addEventListener('submit', onSubmit);
  return () => {
    panel.removeEventListener('toggle', fill);
    form.removeEventListener('input', onInput);
    form.removeEventListener('submit', onSubmit);
  };
}
