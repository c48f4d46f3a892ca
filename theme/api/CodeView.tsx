// A sample or example as a code block: highlighted at build time when `tokens` are given, with the copy
// button of markdown code blocks (the same markup, so the CodeCopy enhancer serves both).
import type { CodeTokens } from '../props.js';

export function CodeView({ code, tokens, language }: { code: string; tokens?: CodeTokens | undefined; language?: string | undefined }) {
  return (
    <div className="code-block api-code-block" {...(language ? { 'data-language': language } : {})}>
      <div className="code-block__body">
        <pre className="api-code" tabIndex={0}>
          <code className={`hljs${language ? ` language-${language}` : ''}`}>
            {tokens
              ? tokens.map((t, i) =>
                  typeof t === 'string' ? (
                    t
                  ) : (
                    <span key={i} className={t[0]}>
                      {t[1]}
                    </span>
                  ),
                )
              : code}
          </code>
        </pre>
        <button type="button" className="code-block__copy" aria-label="Copy code to clipboard" title="Copy">
          Copy
        </button>
      </div>
    </div>
  );
}

/** The language of an example by its media type (what the build highlighted it as). */
export function mediaLanguage(type: string): string | undefined {
  return /json/.test(type) ? 'json' : /xml/.test(type) ? 'xml' : /yaml/.test(type) ? 'yaml' : undefined;
}
