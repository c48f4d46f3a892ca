// The examples of one media type: one example as is; several named ones as tabs labelled by their
// summary (else their name), switched by the MediaTabs enhancer like the media types. Without JavaScript
// every example is shown, each under its label.
import type { ApiMedia } from '../props.js';
import { CodeView, mediaLanguage } from './CodeView.js';
import { SpecDescription } from './SpecDescription.js';

export function ExampleSwitcher({ id, media }: { id: string; media: ApiMedia }) {
  const language = mediaLanguage(media.type);
  const examples = media.examples;
  if (!examples?.length) {
    if (media.example === undefined) return null;
    return (
      <div className="api-example">
        <p className="api-schema__note">Example</p>
        <CodeView code={media.example} tokens={media.exampleTokens} language={language} />
      </div>
    );
  }
  const tabId = (i: number) => `${id}-example-${i}`;
  const panelId = (i: number) => `${id}-example-${i}-panel`;
  const label = (i: number) => examples[i]!.summary ?? examples[i]!.name;
  return (
    <div className="api-example">
      <p className="api-schema__note">{examples.length > 1 ? 'Examples' : 'Example'}</p>
      <div className="api-media api-examples" data-island="MediaTabs">
        <div className="api-media__list" role="tablist" aria-label="Examples">
          {examples.map((e, i) => (
            <button
              key={e.name}
              type="button"
              role="tab"
              className="api-media__tab"
              id={tabId(i)}
              aria-selected={i === 0}
              aria-controls={panelId(i)}
              tabIndex={i === 0 ? 0 : -1}
              data-lang={e.name}
            >
              {label(i)}
            </button>
          ))}
        </div>
        {examples.map((e, i) => (
          <div key={e.name} role="tabpanel" className="api-media__panel" id={panelId(i)} aria-labelledby={tabId(i)} hidden={i !== 0}>
            <p className="api-schema__note api-media__label">{label(i)}</p>
            {e.description && (
              <div className="api-example__description">
                <SpecDescription content={e.description} />
              </div>
            )}
            <CodeView code={e.example} tokens={e.exampleTokens} language={language} />
          </div>
        ))}
      </div>
    </div>
  );
}
