// Docusaurus's <Mermaid value="…"> (theme-mermaid): docsgen draws no diagrams in the browser, so the
// diagram's source is shown as a code block, readable without JavaScript.
export default function Mermaid({ value }: { value: string }) {
  return (
    <div className="code-block" data-language="mermaid">
      <div className="code-block__body">
        <pre tabIndex={0}>
          <code className="hljs language-mermaid">{value}</code>
        </pre>
      </div>
    </div>
  );
}
