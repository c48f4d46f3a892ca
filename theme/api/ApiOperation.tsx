// One operation: its documentation (method, path, summary, description, security, parameters, body,
// responses) beside its code samples. The section's id is the operation's stable anchor.
import type { ApiOperation as Operation, ApiSecurityScheme } from '../props.js';
import { MethodBadge } from './MethodBadge.js';
import { ParameterList } from './ParameterList.js';
import { ResponseList } from './ResponseList.js';
import { SampleTabs } from './SampleTabs.js';
import { SchemaTree } from './SchemaTree.js';

export function ApiOperation({ op, schemes }: { op: Operation; schemes: ApiSecurityScheme[] }) {
  const label = (key: string) => schemes.find((s) => s.key === key)?.label ?? key;
  return (
    <section id={op.id} className="api-operation" aria-labelledby={`${op.id}-title`}>
      <div className="api-operation__docs">
        <h3 id={`${op.id}-title`} className="api-operation__title">
          <a className="api-operation__anchor" href={`#${op.id}`}>
            {op.summary ?? `${op.method.toUpperCase()} ${op.path}`}
          </a>
          {op.deprecated && <span className="api-badge api-badge--deprecated">deprecated</span>}
        </h3>
        <p className="api-operation__endpoint">
          <MethodBadge method={op.webhook ? 'webhook' : op.method} />
          <code className="api-operation__path">{op.webhook ? `${op.method.toUpperCase()} to your endpoint` : op.path}</code>
        </p>
        {op.description && (
          <div className="markdown api-operation__description" dangerouslySetInnerHTML={{ __html: op.description.html }} />
        )}
        {op.security && (
          <p className="api-operation__security">
            <strong>Credentials: </strong>
            {op.security.length === 0 || op.security.every((r) => r.length === 0)
              ? 'none (public endpoint)'
              : op.security.map((req, i) => (
                  <span key={i}>
                    {i > 0 && ' or '}
                    {req.map((r, j) => (
                      <span key={r.scheme}>
                        {j > 0 && ' and '}
                        <code>{label(r.scheme)}</code>
                        {r.scopes.length > 0 && ` (${r.scopes.join(', ')})`}
                      </span>
                    ))}
                  </span>
                ))}
          </p>
        )}
        <ParameterList parameters={op.parameters} />
        {op.requestBody && (
          <div className="api-block">
            <h4 className="api-block__title">
              Request body
              {op.requestBody.required && <span className="api-badge api-badge--required">required</span>}
              <span className="api-schema__note"> {op.requestBody.contentTypes.join(', ')}</span>
            </h4>
            {op.requestBody.description && (
              <div className="api-request__description" dangerouslySetInnerHTML={{ __html: op.requestBody.description.html }} />
            )}
            {op.requestBody.schema && <SchemaTree schema={op.requestBody.schema} />}
          </div>
        )}
        <ResponseList responses={op.responses} />
      </div>
      <div className="api-operation__samples">
        <SampleTabs id={op.id} samples={op.samples} />
        {op.webhook && op.requestBody?.example && (
          <div className="api-example">
            <p className="api-schema__note">Example payload</p>
            <pre className="api-code" tabIndex={0}>
              <code>{op.requestBody.example}</code>
            </pre>
          </div>
        )}
      </div>
    </section>
  );
}
