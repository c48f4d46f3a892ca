// The server selector of the API reference (vanilla enhancer, markup by theme/api/ServerSelect.tsx): the
// chosen server and its variables are written into every code sample of the page, in place of the base
// URL the build wrote (the first server at its defaults), and stored under `docsgen.api-server` like the
// sample language, so every page (and other tabs) follows the choice.
import { STORAGE_KEYS, listenStorage, storage } from './storage.js';

/** What the markup gives the enhancer (`data-servers`): each server's URL template and its variables. */
export type ServerChoice = { url: string; resolved: string; variables: { name: string; default: string; enum?: string[] }[] };

interface Chosen {
  url: string;
  variables: Record<string, string>;
}

/** The base URL samples use for a server: variables filled in, no trailing slash (as the build joins paths). */
export function serverBase(server: ServerChoice, values: Record<string, string>): string {
  let url = server.url;
  for (const v of server.variables) url = url.split(`{${v.name}}`).join(values[v.name] ?? v.default);
  return url.replace(/\/+$/, '');
}

/** Replaces `from` with `to` in the text of every code sample under `root`. */
export function rewriteSamples(root: ParentNode, from: string, to: string): void {
  if (from === to) return;
  for (const code of root.querySelectorAll('.sample-tabs pre code')) {
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeValue?.includes(from)) node.nodeValue = node.nodeValue.split(from).join(to);
    }
  }
}

function parseChosen(value: string | null): Chosen | undefined {
  try {
    const parsed = value ? (JSON.parse(value) as Chosen) : undefined;
    return parsed && typeof parsed.url === 'string' && typeof parsed.variables === 'object' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function enhanceApiServers(el: HTMLElement): () => void {
  let servers: ServerChoice[];
  try {
    servers = JSON.parse(el.dataset.servers ?? '[]') as ServerChoice[];
  } catch {
    return () => {};
  }
  const select = el.querySelector<HTMLSelectElement>('.api-server-select__server');
  const fields = el.querySelector<HTMLElement>('.api-server-select__variables');
  if (!servers.length || !select || !fields) return () => {};
  // What the samples show now: the build wrote the first server at its defaults.
  let shown = serverBase(servers[0]!, {});
  let index = 0;
  let values: Record<string, string> = {};

  const apply = (store: boolean) => {
    const server = servers[index]!;
    const next = serverBase(server, values);
    rewriteSamples(document, shown, next);
    shown = next;
    select.value = String(index);
    renderFields(server);
    if (store) storage().set(STORAGE_KEYS.apiServer, JSON.stringify({ url: server.url, variables: values } satisfies Chosen));
  };
  const renderFields = (server: ServerChoice) => {
    fields.replaceChildren(
      ...server.variables.map((v) => {
        const label = document.createElement('label');
        label.className = 'api-server-select__label';
        const name = document.createElement('span');
        name.textContent = v.name;
        const value = values[v.name] ?? v.default;
        let input: HTMLSelectElement | HTMLInputElement;
        if (v.enum?.length) {
          input = document.createElement('select');
          for (const option of v.enum) input.append(new Option(option, option, false, option === value));
        } else {
          input = document.createElement('input');
          input.type = 'text';
        }
        input.value = value;
        input.dataset.variable = v.name;
        label.append(name, input);
        return label;
      }),
    );
  };
  const choose = (chosen: Chosen | undefined, store: boolean) => {
    const i = chosen ? servers.findIndex((s) => s.url === chosen.url) : -1;
    index = i === -1 ? 0 : i;
    const server = servers[index]!;
    values = Object.fromEntries(server.variables.map((v) => [v.name, i === -1 ? v.default : (chosen!.variables[v.name] ?? v.default)]));
    apply(store);
  };
  choose(parseChosen(storage().get(STORAGE_KEYS.apiServer)), false);
  el.hidden = false;

  const onServer = () => {
    index = Number(select.value);
    values = Object.fromEntries(servers[index]!.variables.map((v) => [v.name, v.default]));
    apply(true);
  };
  const onVariable = (event: Event) => {
    const input = event.target as HTMLInputElement | HTMLSelectElement;
    if (!input.dataset.variable) return;
    values = { ...values, [input.dataset.variable]: input.value };
    const server = servers[index]!;
    const next = serverBase(server, values);
    rewriteSamples(document, shown, next);
    shown = next;
    storage().set(STORAGE_KEYS.apiServer, JSON.stringify({ url: server.url, variables: values } satisfies Chosen));
  };
  select.addEventListener('change', onServer);
  fields.addEventListener('change', onVariable);
  fields.addEventListener('input', onVariable);
  const stopListening = listenStorage(STORAGE_KEYS.apiServer, (value) => choose(parseChosen(value), false));
  return () => {
    select.removeEventListener('change', onServer);
    fields.removeEventListener('change', onVariable);
    fields.removeEventListener('input', onVariable);
    stopListening();
  };
}
