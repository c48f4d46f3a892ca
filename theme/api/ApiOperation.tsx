// One operation: its documentation (method, path, summary, description, security, parameters, body,
// responses, callbacks) beside its code samples. The section's id is the operation's stable anchor.
import { useContext } from 'react';
import type { ApiOperation as Operation, ApiRequestBody, ApiSecurityRequirement } from '../props.js';
import { SpecDescription } from './SpecDescription.js';
import { ApiContext, useHeadings, useSchemaHref } from './ApiContext.js';
import { CodeView, mediaLanguage } from './CodeView.js';
import { ExampleSwitcher } from './ExampleSwitcher.js';
import { MediaSwitcher, mediaKey } from './MediaSwitcher.js';
import { MethodBadge } from './MethodBadge.js';
import { ParameterList } from './ParameterList.js';
import { ResponseList } from './ResponseList.js';
import { SampleTabs } from './SampleTabs.js';
import { SchemaTree } from './SchemaTree.js';
import { TabSwitch } from './TabSwitch.js';
import { TryIt } from './TryIt.js';

export function ApiOperation({ op, tagName }: { op: Operation; tagName?: string }) {
  const { item: Item, block: Block } = useHeadings();
  const idHref = useSchemaHref();
  const payload = op.webhook ? op.requestBody?.content.find((m) => m.example !== undefined) : undefined;
  const title = op.summary ?? `${op.method.toUpperCase()} ${op.path}`;
  // A copy under a second tag has the same title: its landmark is named after its tag too.
  const name = op.mirrorOf ? { 'aria-label': `${title} (${tagName ?? 'another tag'})` } : { 'aria-labelledby': `${op.id}-title` };
  return (
    <section id={op.id} className={`api-operation${op.deprecated ? ' api-operation--deprecated' : ''}`} {...name}>
      <div className="api-operation__docs">
        <Item id={`${op.id}-title`} className="api-operation__title">
          <a className="api-operation__anchor" href={`#${op.id}`}>
            {title}
          </a>
          {op.deprecated && <span className="api-badge api-badge--deprecated">deprecated</span>}
        </Item>
        <p className="api-operation__endpoint">
          <MethodBadge method={op.webhook ? 'webhook' : op.method} />
          <code className="api-operation__path">{op.webhook ? `${op.method.toUpperCase()} to your endpoint` : op.path}</code>
        </p>
        {op.mirrorOf && (
          <p className="api-schema__note">
            Also listed under its first tag: <a href={idHref(op.mirrorOf)}>{op.summary ?? op.path}</a>.
          </p>
        )}
        {op.description && (
          <div className="markdown api-operation__description">
            <SpecDescription content={op.description} />
          </div>
        )}
        <Security security={op.security} webhook={op.webhook === true} />
        <ParameterList parameters={op.parameters} />
        {op.requestBody && <RequestBody id={op.id} body={op.requestBody} />}
        <ResponseList id={op.id} responses={op.responses} />
        {op.callbacks && (
          <div className="api-block">
            <Block className="api-block__title">Callbacks</Block>
            {op.callbacks.map((callback) => (
              <div key={callback.name} className="api-callback">
                {callback.operations.map((cb) => (
                  <details key={cb.id} id={cb.id} className="api-callback__item">
                    <summary className="api-callback__summary">
                      <strong>{callback.name}</strong> <MethodBadge method={cb.method} /> <code className="api-operation__path">{cb.path}</code>
                    </summary>
                    {cb.summary && <p>{cb.summary}</p>}
                    {cb.description && (
                      <div className="markdown">
                        <SpecDescription content={cb.description} />
                      </div>
                    )}
                    <Security security={cb.security} webhook />
                    <ParameterList parameters={cb.parameters} />
                    {cb.requestBody && <RequestBody id={cb.id} body={cb.requestBody} />}
                    <ResponseList id={cb.id} responses={cb.responses} />
                  </details>
                ))}
              </div>
            ))}
          </div>
        )}
      </div>
      <div className="api-operation__samples">
        <RequestSamples op={op} />
        <TryIt op={op} />
        {payload && (
          <div className="api-example">
            <p className="api-schema__note">{`Example payload (${payload.type})`}</p>
            <CodeView code={payload.example!} tokens={payload.exampleTokens} language={mediaLanguage(payload.type)} />
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * The code samples; a body of several media types gets samples for each, switched like the media types
 * (every set shown under its type without JavaScript). The language tabs of every set move together.
 */
function RequestSamples({ op }: { op: Operation }) {
  if (!op.otherSamples?.length || !op.samplesType) return <SampleTabs id={op.id} samples={op.samples} />;
  const sets = [
    { type: op.samplesType, samples: op.samples, id: op.id },
    ...op.otherSamples.map((set) => ({ ...set, id: `${op.id}-as-${mediaKey(set.type)}` })),
  ];
  return (
    <TabSwitch
      id={`${op.id}-sample-media`}
      label="Request body media types"
      className="api-sample-media"
      tabs={sets.map((set) => ({
        value: set.type,
        label: set.type,
        heading: `Request body as ${set.type}`,
        content: <SampleTabs id={set.id} samples={set.samples} />,
      }))}
    />
  );
}

function RequestBody({ id, body }: { id: string; body: ApiRequestBody }) {
  const { block: Block } = useHeadings();
  return (
    <div className="api-block">
      <Block className="api-block__title">
        Request body
        {body.required && <span className="api-badge api-badge--required">required</span>}
      </Block>
      {body.description && <SpecDescription content={body.description} />}
      {body.content.length > 0 && (
        <MediaSwitcher
          id={`${id}-body`}
          media={body.content}
          render={(m) => (
            <>
              {m.schema && <SchemaTree schema={m.schema} />}
              {/* A request's examples are shown when the spec gives them; made-up ones are the samples' job. */}
              {(m.examples || m.declared) && <ExampleSwitcher id={`${id}-body-${mediaKey(m.type)}`} media={m} />}
            </>
          )}
        />
      )}
    </div>
  );
}

/** Who may call: the operation's security requirements; a webhook's are the ones it sends with. */
function Security({ security, webhook }: { security: ApiSecurityRequirement[] | undefined; webhook: boolean }) {
  const { schemes } = useContext(ApiContext);
  const label = (key: string) => schemes.find((s) => s.key === key)?.label ?? key;
  if (!security) return null;
  return (
    <p className="api-operation__security">
      <strong>{webhook ? 'Sent with: ' : 'Credentials: '}</strong>
      {security.length === 0 || security.every((r) => r.length === 0)
        ? webhook
          ? 'no credentials'
          : 'none (public endpoint)'
        : security.map((req, i) => (
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
  );
}
