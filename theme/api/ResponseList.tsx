// Every response of an operation: status, description, media type, schema and example.
// Each response folds in a <details>; success responses start open.
import type { ApiResponse } from '../props.js';
import { SchemaTree } from './SchemaTree.js';

export function ResponseList({ responses }: { responses: ApiResponse[] }) {
  if (!responses.length) return null;
  return (
    <div className="api-block">
      <h4 className="api-block__title">Responses</h4>
      <ul className="api-responses">
        {responses.map((response) => {
          const kind = response.status.startsWith('2') ? 'success' : /^[45]/.test(response.status) ? 'error' : 'other';
          const summaryText = response.description?.inline;
          return (
            <li key={response.status} className="api-response">
              <details open={kind === 'success'}>
                <summary className="api-response__summary">
                  <span className={`api-status api-status--${kind}`}>{response.status}</span>
                  {summaryText !== undefined && (
                    <span className="api-response__description" dangerouslySetInnerHTML={{ __html: summaryText }} />
                  )}
                </summary>
                {response.description && summaryText === undefined && (
                  <div className="api-response__description" dangerouslySetInnerHTML={{ __html: response.description.html }} />
                )}
                {response.contentType && <p className="api-schema__note">{response.contentType}</p>}
                {response.schema && <SchemaTree schema={response.schema} />}
                {response.example && (
                  <div className="api-example">
                    <p className="api-schema__note">Example</p>
                    <pre className="api-code" tabIndex={0}>
                      <code>{response.example}</code>
                    </pre>
                  </div>
                )}
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
