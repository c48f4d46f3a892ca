// The API reference's try-it console script (a separate file, loaded on the first Send; `api.tryIt`):
// reads a console's fields and the server selector's choice, sends the request with fetch and shows the
// response's status, headers and body as text. Nothing is sent but what the reader asked for.
import { serverBase, type ServerChoice } from '../islands/api-servers.js';
import type { TryItApi } from '../islands/try-it.js';
import { buildTryItRequest, type TryItForm } from '../islands/try-it-request.js';

/** Past this many characters a response body is cut (a page showing megabytes of text stalls). */
const MAX_BODY = 200_000;

/** The chosen server's base URL: the server selector's choice and variables, else the panel's (the first server). */
function chosenServer(panel: HTMLElement): string {
  const select = document.querySelector<HTMLElement>('.api-server-select[data-servers]');
  if (select && !select.hidden) {
    try {
      const servers = JSON.parse(select.dataset.servers ?? '[]') as ServerChoice[];
      const index = Number(select.querySelector<HTMLSelectElement>('.api-server-select__server')?.value ?? 0);
      const values = Object.fromEntries(
        [...select.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-variable]')].map((input) => [input.dataset.variable!, input.value]),
      );
      if (servers[index]) return serverBase(servers[index], values);
    } catch {
      // A damaged selector: the first server.
    }
  }
  return panel.dataset.tryServer ?? '';
}

function readForm(panel: HTMLElement): TryItForm {
  const inputs = (selector: string) => [...panel.querySelectorAll<HTMLInputElement>(selector)];
  const body = panel.querySelector<HTMLTextAreaElement>('textarea[data-try-body]');
  return {
    method: panel.dataset.tryMethod ?? 'get',
    path: panel.dataset.tryPath ?? '/',
    server: chosenServer(panel),
    params: inputs('input[data-try-param]').map((input) => ({ name: input.dataset.tryParam!, in: input.dataset.tryIn!, value: input.value })),
    credentials: inputs('input[data-try-scheme]').map((input) => ({
      in: input.dataset.tryIn!,
      name: input.dataset.tryName!,
      value: input.value,
      ...(input.dataset.tryPrefix ? { prefix: input.dataset.tryPrefix } : {}),
    })),
    ...(body ? { body: { type: body.dataset.tryBody!, text: body.value } } : {}),
  };
}

/** A labelled block of text (set as text: whatever the server answers is never markup). */
function block(label: string, text: string, className: string): HTMLElement {
  const section = document.createElement('div');
  const title = document.createElement('p');
  title.className = 'api-try-it__label';
  title.textContent = label;
  const pre = document.createElement('pre');
  pre.className = className;
  pre.textContent = text;
  section.append(title, pre);
  return section;
}

async function send(panel: HTMLElement): Promise<void> {
  const result = panel.querySelector<HTMLElement>('.api-try-it__result');
  const button = panel.querySelector<HTMLButtonElement>('.api-try-it__send');
  if (!result) return;
  const show = (...nodes: (Node | string)[]) => {
    result.hidden = false;
    result.replaceChildren(...nodes);
  };
  let request: ReturnType<typeof buildTryItRequest>;
  try {
    request = buildTryItRequest(readForm(panel), location.href);
  } catch (error) {
    show(`The request could not be made: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  if (button) button.disabled = true;
  show(`Sending ${request.method} ${request.url}…`);
  try {
    // No cookies of the docs site go with it, and nothing is cached.
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined ? { body: request.body } : {}),
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'follow',
    });
    const text = await response.text();
    const status = document.createElement('p');
    status.className = `api-try-it__status api-try-it__status--${Math.floor(response.status / 100)}xx`;
    status.textContent = `${response.status} ${response.statusText}`.trim();
    const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
    const cut = text.length > MAX_BODY ? `${text.slice(0, MAX_BODY)}\n… (${text.length - MAX_BODY} more characters)` : text;
    show(status, block('Response headers', headers, 'api-try-it__headers'), block('Response body', cut, 'api-try-it__response'));
  } catch (error) {
    show(`No response: ${error instanceof Error ? error.message : String(error)}. The server may be unreachable, or not allow requests from this site (CORS).`);
  } finally {
    if (button) button.disabled = false;
  }
}

window.__docsgenTryIt = { send } satisfies TryItApi;
