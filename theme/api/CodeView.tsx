// A sample or example as a code block: highlighted at build time when `html` is given, with the copy
// button of markdown code blocks (the same markup, so the CodeCopy enhancer serves both).
import type { HastRoot } from '../props.js';
import { MarkdownContent } from '../markdown/MarkdownContent.js';

export function CodeView({ code, html, language }: { code: string; html?: HastRoot | undefined; language?: string | undefined }) {
  return (
    <div className="code-block api-code-block" {...(language ? { 'data-language': language } : {})}>
      <div className="code-block__body">
        <pre className="api-code" tabIndex={0}>
          <code className={`hljs${language ? ` language-${language}` : ''}`}>{html ? <MarkdownContent content={html} /> : code}</code>
        </pre>
        <button type="button" className="code-block__copy" aria-label="Copy code to clipboard" title="Copy">
          Copy
        </button>
      </div>
    </div>
  );
}
