// The reference's introduction: logo, title, version, description, downloads of the spec, servers (with
// descriptions and variables) and authentication schemes (OAuth 2 flows with their URLs and scopes).
// Shown on the /api entry page only.
import type { ApiPageData, ApiSecurityScheme } from '../props.js';
import { SpecDescription } from './SpecDescription.js';

export function ApiOverview({ info, title, downloads }: { info: ApiPageData['info']; title: string; downloads?: ApiPageData['downloads'] }) {
  const logo = info.logo && <img className="api-overview__logo" src={info.logo.url} alt={info.logo.alt ?? `${info.title} logo`} />;
  return (
    <header className="api-overview">
      {logo && (info.logo!.href ? <a href={info.logo!.href}>{logo}</a> : logo)}
      <h1>{title}</h1>
      <p className="api-overview__meta">
        {info.title}
        {info.version && <span className="api-badge">v{info.version}</span>}
        {downloads && (
          <span className="api-overview__downloads">
            {'Download the spec: '}
            <a href={downloads.yaml} download>
              YAML
            </a>
            {' · '}
            <a href={downloads.json} download>
              JSON
            </a>
          </span>
        )}
      </p>
      {info.description && (
        <div className="markdown">
          <SpecDescription content={info.description} />
        </div>
      )}
      {info.servers.length > 0 && (
        <div className="api-block">
          <h2 id="servers">Servers</h2>
          <ul className="api-servers">
            {info.servers.map((server) => (
              <li key={server.url} className="api-server">
                <code className="api-server__url">{server.url}</code>
                {server.description && (
                  <div className="api-schema__description">
                    <SpecDescription content={server.description} />
                  </div>
                )}
                {server.variables && (
                  <ul className="api-server__variables">
                    {server.variables.map((v) => (
                      <li key={v.name}>
                        <code>{`{${v.name}}`}</code>{' '}
                        {v.default === '' ? (
                          'empty by default'
                        ) : (
                          <>
                            default <code>{v.default}</code>
                          </>
                        )}
                        {v.enum && (
                          <>
                            , one of{' '}
                            {v.enum.map((value, i) => (
                              <span key={value}>
                                {i > 0 && ', '}
                                <code>{value}</code>
                              </span>
                            ))}
                          </>
                        )}
                        {v.description && (
                          <div className="api-schema__description">
                            <SpecDescription content={v.description} />
                          </div>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {info.securitySchemes.length > 0 && (
        <div className="api-block">
          <h2 id="authentication">Authentication</h2>
          <dl className="api-auth">
            {info.securitySchemes.map((scheme) => (
              <div key={scheme.key} className="api-auth__item">
                <dt>
                  <code>{scheme.label}</code> <span className="api-schema__note">placeholder {scheme.placeholder}</span>
                </dt>
                <dd>
                  {scheme.description && <SpecDescription content={scheme.description} />}
                  <SchemeDetails scheme={scheme} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </header>
  );
}

function SchemeDetails({ scheme }: { scheme: ApiSecurityScheme }) {
  return (
    <>
      {scheme.bearerFormat && <p className="api-schema__meta">Token format: {scheme.bearerFormat}</p>}
      {scheme.openIdConnectUrl && (
        <p className="api-schema__meta">
          Discovery: <a href={scheme.openIdConnectUrl}>{scheme.openIdConnectUrl}</a>
        </p>
      )}
      {scheme.flows?.map((flow) => (
        <div key={flow.kind} className="api-flow">
          <p className="api-flow__kind">{flow.kind} flow</p>
          <ul className="api-flow__urls">
            {flow.authorizationUrl && (
              <li>
                Authorization URL: <a href={flow.authorizationUrl}>{flow.authorizationUrl}</a>
              </li>
            )}
            {flow.tokenUrl && (
              <li>
                Token URL: <a href={flow.tokenUrl}>{flow.tokenUrl}</a>
              </li>
            )}
            {flow.refreshUrl && (
              <li>
                Refresh URL: <a href={flow.refreshUrl}>{flow.refreshUrl}</a>
              </li>
            )}
          </ul>
          {flow.scopes.length > 0 && (
            <ul className="api-flow__scopes">
              {flow.scopes.map((s) => (
                <li key={s.name}>
                  <code>{s.name}</code> {s.description}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </>
  );
}
