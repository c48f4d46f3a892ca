// Docusaurus's <Admonition type="tip" title="…"> for MDX pages: the same markup as `:::tip` in markdown.
import type { ReactNode } from 'react';

const TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution' };

export default function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  const kind = type in TITLES ? type : 'note';
  return (
    <div className={`admonition admonition-${kind}`}>
      <div className="admonition__heading">{title ?? TITLES[kind]}</div>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
