// Docusaurus's <CodeBlock> for MDX pages whose code is not a literal (literal code is highlighted at
// build time like a fence, before it gets here): the code block markup, unhighlighted.
import type { ReactNode } from 'react';

export interface CodeBlockProps {
  language?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  className?: string;
  children?: ReactNode;
}

export default function CodeBlock({ language, title, children }: CodeBlockProps) {
  return (
    <div className="code-block" data-language={language}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body">
        <pre tabIndex={0}>
          <code className={language ? `hljs language-${language}` : 'hljs'}>{children}</code>
        </pre>
        <button type="button" className="code-block__copy" aria-label="Copy code to clipboard" title="Copy">
          Copy
        </button>
      </div>
    </div>
  );
}
