// Docusaurus's <TOCInline toc={toc} /> for MDX pages: the page's headings (its exported `toc`) as a
// nested list, between `minHeadingLevel` and `maxHeadingLevel` (2 and 3 by default).
export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

interface Node {
  entry: TocEntry;
  children: Node[];
}

export default function TOCInline({
  toc = [],
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
}: {
  toc?: readonly TocEntry[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}) {
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const entry of toc) {
    if (entry.level < minHeadingLevel || entry.level > maxHeadingLevel) continue;
    const node = { entry, children: [] };
    while (stack.length && stack[stack.length - 1]!.entry.level >= entry.level) stack.pop();
    (stack.length ? stack[stack.length - 1]!.children : roots).push(node);
    stack.push(node);
  }
  return <div className="toc-inline">{list(roots)}</div>;
}

function list(nodes: Node[]) {
  if (!nodes.length) return null;
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.entry.id}>
          <a href={`#${node.entry.id}`}>{node.entry.value}</a>
          {list(node.children)}
        </li>
      ))}
    </ul>
  );
}
