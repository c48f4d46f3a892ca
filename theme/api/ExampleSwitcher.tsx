// The examples of one media type: one example as is; several named ones as tabs labelled by their
// summary (else their name), switched by the MediaTabs enhancer like the media types. Without JavaScript
// every example is shown, each under its label.
import type { ApiMedia } from '../props.js';
import { CodeView, mediaLanguage } from './CodeView.js';
import { SpecDescription } from './SpecDescription.js';
import { TabSwitch } from './TabSwitch.js';

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
  const label = (i: number) => examples[i]!.summary ?? examples[i]!.name;
  return (
    <div className="api-example">
      <p className="api-schema__note">{examples.length > 1 ? 'Examples' : 'Example'}</p>
      <TabSwitch
        id={`${id}-example`}
        label="Examples"
        className="api-examples"
        tabs={examples.map((e, i) => ({
          value: e.name,
          label: label(i),
          heading: label(i),
          content: (
            <>
              {e.description && (
                <div className="api-example__description">
                  <SpecDescription content={e.description} />
                </div>
              )}
              <CodeView code={e.example} tokens={e.exampleTokens} language={language} />
            </>
          ),
        }))}
      />
    </div>
  );
}
