// Every response of an operation: status, description, each media type (a switcher when several) with
// schema and highlighted examples (a switcher when several), headers and links. Each response folds in a <details>; success ones start open.
import { useHeadings } from './ApiContext.js';
import type { ApiResponse } from '../props.js';
import { SpecDescription, SpecInline } from './SpecDescription.js';
import { ExampleSwitcher } from './ExampleSwitcher.js';
import { MediaSwitcher, mediaKey } from './MediaSwitcher.js';
import { useSchemaHref } from './ApiContext.js';
import { SchemaTree } from './SchemaTree.js';

export function ResponseList({ id, responses }: { id: string; responses: ApiResponse[] }) {
  const { block: Block } = useHeadings();
  const idHref = useSchemaHref();
  if (!responses.length) return null;
  return (
    <div className="api-block">
      <Block className="api-block__title">Responses</Block>
      <ul className="api-responses">
        {responses.map((response) => {
          const kind = statusKind(response.status);
          const summaryText = response.description?.inline;
          return (
            <li key={response.status} className="api-response">
              <details open={kind === 'success'}>
                <summary className="api-response__summary">
                  <span className={`api-status api-status--${kind}`}>{response.status}</span>
                  {response.also?.map((status) => (
                    <span key={status} className={`api-status api-status--${statusKind(status)}`}>
                      {status}
                    </span>
                  ))}
                  {summaryText !== undefined && (
                    <span className="api-response__description">
                      <SpecInline html={summaryText} />
                    </span>
                  )}
                </summary>
                {response.description && summaryText === undefined && (
                  <div className="api-response__description">
                    <SpecDescription content={response.description} />
                  </div>
                )}
                {response.headers && (
                  <div className="api-response__part">
                    <p className="api-schema__note">Headers</p>
                    <SchemaTree
                      schema={{
                        type: 'object',
                        children: response.headers.map((h) => ({
                          ...h.schema,
                          name: h.name,
                          ...(h.required ? { required: true } : {}),
                          ...(h.description ? { description: h.description } : {}),
                        })),
                      }}
                    />
                  </div>
                )}
                {response.content.length > 0 && (
                  <MediaSwitcher
                    id={`${id}-${response.status}`}
                    media={response.content}
                    render={(m) => (
                      <>
                        {m.schema && <SchemaTree schema={m.schema} />}
                        <ExampleSwitcher id={`${id}-${response.status}-${mediaKey(m.type)}`} media={m} />
                      </>
                    )}
                  />
                )}
                {response.links && (
                  <div className="api-response__part">
                    <p className="api-schema__note">Links</p>
                    <ul className="api-links">
                      {response.links.map((link) => (
                        <li key={link.name}>
                          <code>{link.name}</code> → {link.targetId ? <a href={idHref(link.targetId)}>{link.target}</a> : <code>{link.target}</code>}
                          {link.parameters && (
                            <span className="api-schema__meta">
                              {' '}
                              with{' '}
                              {link.parameters.map(([name, value], i) => (
                                <span key={name}>
                                  {i > 0 && ', '}
                                  <code>{name}</code> = <code>{value}</code>
                                </span>
                              ))}
                            </span>
                          )}
                          {link.description && (
                            <div className="api-schema__description">
                              <SpecDescription content={link.description} />
                            </div>
                          )}
                        </li>
                      ))}
                    </ul>
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

/** How a status is coloured: a success (2xx), an error (4xx, 5xx) or another answer. */
function statusKind(status: string): 'success' | 'error' | 'other' {
  return status.startsWith('2') ? 'success' : /^[45]/.test(status) ? 'error' : 'other';
}
