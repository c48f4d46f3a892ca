// A sample or example as a code block: highlighted at build time when `html` is given, with the copy
// button of markdown code blocks (the same markup, so the CodeCopy enhancer serves both).
import { createElement, type ReactNode } from 'react';
import type { HastRoot } from '../props.js';

export function CodeView({ code, html, language }: { code: string; html?: HastRoot | undefined; language?: string | undefined }) {
  return (
    <div className="code-block api-code-block" {...(language ? { 'data-language': language } : {})}>
      <div className="code-block__body">
        <pre className="api-code" tabIndex={0}>
          <code className={`hljs${language ? ` language-${language}` : ''}`}>{html ? tokens(html.children) : code}</code>
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

type Node = HastRoot['children'][number];

/**
 * Highlighted tokens as React elements. The highlighter's tree holds only text and classed <span>s, so
 * this direct mapping does what rehype-react would at a fraction of the cost (a large reference has
 * hundreds of thousands of tokens); text still goes through React and is escaped.
 */
function tokens(nodes: Node[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.type === 'text') return node.value;
    if (node.type !== 'element') return null;
    const className = node.properties.className;
    return createElement('span', { key: i, className: Array.isArray(className) ? className.join(' ') : undefined }, ...tokens(node.children));
  });
}
