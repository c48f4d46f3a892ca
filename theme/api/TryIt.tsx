// The "Try it" console of one operation (`api.tryIt`): fields for its path, query and header parameters
// (prefilled with their examples), the reader's own key for its security scheme, and the request body
// (prefilled with the example the samples send). Hidden until the TryIt enhancer shows it, so a page
// read without JavaScript has no dead form; the request is made by theme/client/try-it.ts on Send.
import { useContext } from 'react';
import type { ApiOperation, ApiParameter, ApiSecurityScheme } from '../props.js';
import { ApiContext } from './ApiContext.js';

/** Headers fetch sets from the body and the credential (as the samples do, OpenAPI says to ignore them). */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

export function TryIt({ op }: { op: ApiOperation }) {
  const { schemes, tryIt } = useContext(ApiContext);
  if (!tryIt || op.webhook) return null;
  const params = op.parameters.filter((p) => p.in !== 'cookie' && !(p.in === 'header' && IGNORED_HEADERS.has(p.name.toLowerCase())));
  const cookies = op.parameters.filter((p) => p.in === 'cookie');
  const keys = credentialsOf(op, schemes);
  const body = ['get', 'head'].includes(op.method) ? undefined : (op.requestBody?.content.find((m) => m.type === op.samplesType) ?? op.requestBody?.content[0]);
  return (
    <details className="api-try-it" data-island="TryIt" data-try-method={op.method} data-try-path={op.path} data-try-server={tryIt.server} hidden>
      <summary className="api-try-it__summary">Try it</summary>
      <form className="api-try-it__form">
        {params.map((p) => (
          <label key={`${p.in} ${p.name}`} className="api-try-it__field">
            <span className="api-try-it__name">
              <code>{p.name}</code> <span className="api-try-it__where">{p.required ? `${p.in}, required` : p.in}</span>
            </span>
            <input type="text" className="api-try-it__input" data-try-param={p.name} data-try-in={p.in} defaultValue={prefill(p)} required={p.required} />
          </label>
        ))}
        {keys?.map(({ scheme, sendable }) =>
          sendable ? (
            <label key={scheme.key} className="api-try-it__field">
              <span className="api-try-it__name">
                {scheme.label}
                {scheme.credential.prefix === 'Basic ' && <span className="api-try-it__where"> (user:password)</span>}
              </span>
              {/* A password field (masked), which a password manager is not to fill with the reader's own password for the docs site. */}
              <input
                className="api-try-it__input"
                type="password"
                autoComplete="new-password"
                spellCheck={false}
                data-try-scheme={scheme.key}
                data-try-in={scheme.credential.in}
                data-try-name={scheme.credential.name}
                {...(scheme.credential.prefix ? { 'data-try-prefix': scheme.credential.prefix } : {})}
              />
            </label>
          ) : (
            <p key={scheme.key} className="api-try-it__note">{`${scheme.label}: not sent (a page cannot set cookies for another site).`}</p>
          ),
        )}
        {cookies.length > 0 && (
          <p className="api-try-it__note">{`Not sent (a page cannot set cookies for another site): ${cookies.map((p) => p.name).join(', ')}.`}</p>
        )}
        {body && (
          <label className="api-try-it__field">
            <span className="api-try-it__name">{`Body (${body.type})`}</span>
            <textarea
              className="api-try-it__input api-try-it__body"
              data-try-body={body.type}
              spellCheck={false}
              rows={Math.min(12, (body.example ?? '').split('\n').length + 1)}
              defaultValue={body.example ?? ''}
            />
          </label>
        )}
        <p className="api-try-it__actions">
          <button type="submit" className="api-try-it__send">
            Send
          </button>
          <span className="api-try-it__note">Sent from your browser to the chosen server. Your key stays in this page only (gone when you reload it).</span>
        </p>
      </form>
      <div className="api-try-it__result" aria-live="polite" hidden />
    </details>
  );
}

/** A parameter's prefilled value: its example, else its default. */
function prefill(p: ApiParameter): string {
  return p.schema.example ?? p.schema.default ?? '';
}

/**
 * The schemes of the first security requirement with a credential the browser can send (none in a
 * cookie), else of the first requirement; each with whether it can be sent.
 */
function credentialsOf(op: ApiOperation, schemes: ApiSecurityScheme[]): { scheme: ApiSecurityScheme; sendable: boolean }[] | undefined {
  const resolve = (req: { scheme: string }[]) => req.flatMap((r) => schemes.filter((s) => s.key === r.scheme));
  const requirements = (op.security ?? []).map(resolve);
  const chosen = requirements.find((req) => req.length > 0 && req.every((s) => s.credential.in !== 'cookie')) ?? requirements[0];
  return chosen?.map((scheme) => ({ scheme, sendable: scheme.credential.in !== 'cookie' }));
}
