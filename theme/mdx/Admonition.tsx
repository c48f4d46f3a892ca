// Docusaurus's <Admonition type="tip" title="…"> for MDX pages: the same markup as `:::tip` in markdown,
// icon included (the paths of src/markdown/remark-admonitions.ts; a test keeps the two equal).
import type { ReactNode } from 'react';

const TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  secondary: 'Secondary',
  important: 'Important',
  success: 'Success',
};

/** Docusaurus's other keywords, drawn as one of the six types (as src/markdown/remark-admonitions.ts does). */
const ALIASES: Record<string, string> = { secondary: 'note', important: 'info', success: 'tip' };

export const ICONS: Record<string, string> = {
  note: 'M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z',
  tip: 'M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.1V17h6v-.2c0-.8.4-1.6 1-2.1A7 7 0 0 0 12 2Z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20ZM12 16v-5M12 8h.01',
  warning: 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0ZM12 9v4M12 17h.01',
  danger: 'M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9ZM15 9l-6 6M9 9l6 6',
  caution: 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0ZM12 9v4M12 17h.01',
};

export default function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  const kind = type in TITLES ? type : 'note';
  const style = ALIASES[kind] ?? kind;
  return (
    <div className={`admonition admonition-${style}`}>
      <div className="admonition__heading">
        <svg className="admonition__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d={ICONS[style]} />
        </svg>
        {title ?? TITLES[kind]}
      </div>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
