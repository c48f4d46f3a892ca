// Code samples of one operation as tabs: the spec's own (`x-codeSamples`) first, then the generated
// ones, each highlighted at build time with a copy button. All languages are in the HTML, the first
// visible; the SampleTabs enhancer switches tabs and remembers the language (`docsgen.sample-language`).
// Without JavaScript, CSS shows every sample stacked with its label.
import type { CodeSample } from '../props.js';
import { CodeView } from './CodeView.js';

export function SampleTabs({ id, samples }: { id: string; samples: CodeSample[] }) {
  if (!samples.length) return null;
  const tabId = (lang: string) => `${id}-tab-${lang}`;
  const panelId = (lang: string) => `${id}-sample-${lang}`;
  return (
    <div className="sample-tabs" data-island="SampleTabs">
      <div className="sample-tabs__list" role="tablist" aria-label="Code samples">
        {samples.map((s, i) => (
          <button
            key={s.lang}
            type="button"
            role="tab"
            className="sample-tabs__tab"
            id={tabId(s.lang)}
            aria-selected={i === 0}
            aria-controls={panelId(s.lang)}
            tabIndex={i === 0 ? 0 : -1}
            data-lang={s.lang}
          >
            {s.label}
          </button>
        ))}
      </div>
      {samples.map((s, i) => (
        <div
          key={s.lang}
          role="tabpanel"
          className="sample-tabs__panel"
          id={panelId(s.lang)}
          aria-labelledby={tabId(s.lang)}
          data-lang={s.lang}
          hidden={i !== 0}
        >
          <p className="sample-tabs__label">{s.label}</p>
          <CodeView code={s.code} tokens={s.tokens} language={s.lang === 'curl' ? 'bash' : s.lang === 'nodejs' ? 'javascript' : s.lang} />
        </div>
      ))}
    </div>
  );
}
