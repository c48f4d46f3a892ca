// Every response of an operation: status, description, media type, schema and example.
// Each response folds in a <details>; success responses start open.
import type { ApiResponse, HastRoot } from '../props.js';
import { MarkdownContent } from '../markdown/MarkdownContent.js';
import { SchemaTree } from './SchemaTree.js';

export function ResponseList({ responses }: { responses: ApiResponse[] }) {
  if (!responses.length) return null;
  return (
    <div className="api-block">
      <h4 className="api-block__title">Responses</h4>
      <ul className="api-responses">
        {responses.map((response) => {
          const kind = response.status.startsWith('2') ? 'success' : /^[45]/.test(response.status) ? 'error' : 'other';
          const summaryText = response.description && inlineParagraph(response.description);
          return (
            <li key={response.status} className="api-response">
              <details open={kind === 'success'}>
                <summary className="api-response__summary">
                  <span className={`api-status api-status--${kind}`}>{response.status}</span>
                  {summaryText && (
                    <span className="api-response__description">
                      <MarkdownContent content={summaryText} />
                    </span>
                  )}
                </summary>
                {response.description && !summaryText && (
                  <div className="api-response__description">
                    <MarkdownContent content={response.description} />
                  </div>
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

/**
 * A description that is one paragraph, as its inline content: <summary> holds phrasing content only,
 * so a <p> there is invalid HTML (html-validate, issue 12). Longer descriptions go below the summary.
 */
function inlineParagraph(root: HastRoot): HastRoot | undefined {
  const blocks = root.children.filter((node) => !(node.type === 'text' && node.value.trim() === ''));
  const only = blocks[0];
  if (blocks.length !== 1 || only?.type !== 'element' || only.tagName !== 'p') return undefined;
  return { type: 'root', children: only.children };
}
