// Docusaurus's <Details summary="…"> for MDX pages: a native disclosure, readable without JavaScript.
import type { ReactNode } from 'react';

export default function Details({ summary, children, ...rest }: { summary?: ReactNode; children?: ReactNode; open?: boolean; className?: string }) {
  return (
    <details className={['details', rest.className].filter(Boolean).join(' ')} open={rest.open}>
      <summary>{summary ?? 'Details'}</summary>
      <div className="details__content">{children}</div>
    </details>
  );
}
