// The reference's introduction: title, version, description, base URL and authentication schemes.
// Shown on the /api entry page only.
import type { ApiPageData } from '../props.js';

export function ApiOverview({ info, title }: { info: ApiPageData['info']; title: string }) {
  return (
    <header className="api-overview">
      <h1>{title}</h1>
      <p className="api-overview__meta">
        {info.title}
        {info.version && <span className="api-badge">v{info.version}</span>}
      </p>
      {info.description && (
        <div className="markdown" dangerouslySetInnerHTML={{ __html: info.description.html }} />
      )}
      {info.servers.length > 0 && (
        <p>
          <strong>Base URL: </strong>
          {info.servers.map((url, i) => (
            <span key={url}>
              {i > 0 && ', '}
              <code>{url}</code>
            </span>
          ))}
        </p>
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
                {scheme.description ? <dd dangerouslySetInnerHTML={{ __html: scheme.description.html }} /> : <dd />}
              </div>
            ))}
          </dl>
        </div>
      )}
    </header>
  );
}
