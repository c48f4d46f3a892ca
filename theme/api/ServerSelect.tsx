// The server the code samples send to: a list of the spec's servers, and (built by the ApiServers
// enhancer) a field for each variable of the chosen one. Samples are built for the first server at its
// variables' defaults; the enhancer rewrites them and remembers the choice (`docsgen.api-server`).
// Without JavaScript the control is hidden and the samples show the first server.
import type { ServerChoice } from '../islands/api-servers.js';
import type { ApiServer } from '../props.js';

export function ServerSelect({ servers }: { servers: ApiServer[] }) {
  // A choice exists with several servers, or one with variables.
  if (!servers.length || (servers.length === 1 && !servers[0]!.variables?.length)) return null;
  const choices: ServerChoice[] = servers.map((s) => ({
    url: s.url,
    resolved: s.resolved,
    variables: (s.variables ?? []).map((v) => ({ name: v.name, default: v.default, ...(v.enum ? { enum: v.enum } : {}) })),
  }));
  return (
    <div className="api-server-select" data-island="ApiServers" data-servers={JSON.stringify(choices)} hidden>
      <label className="api-server-select__label">
        <span>Server</span>
        <select className="api-server-select__server">
          {servers.map((s, i) => (
            <option key={i} value={i}>
              {s.url}
            </option>
          ))}
        </select>
      </label>
      <div className="api-server-select__variables" />
    </div>
  );
}
