// The component rehype-react uses for <table> in markdown: wraps it so wide tables scroll on their own.
// Keeps the table's own attributes; adds nothing else.
import type { ComponentProps } from 'react';

/** A table inside a horizontally scrollable wrapper. */
export function MarkdownTable(props: ComponentProps<'table'>) {
  return (
    <div className="table-wrapper">
      <table {...props} />
    </div>
  );
}
