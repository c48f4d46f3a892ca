// The site-wide announcement bar, rendered on the server for every visitor.
// Its html is pre-sanitised by src/; dismissal is handled by head/announcement-script and a later island.
import type { AnnouncementProps } from '../props.js';

/** The bar with its message and, when closeable, a close button (hidden by CSS until JS runs). */
export function AnnouncementBar({ announcement }: { announcement: AnnouncementProps }) {
  const { id, html, closeable, backgroundColor, textColor } = announcement;
  const style =
    backgroundColor !== undefined || textColor !== undefined
      ? { backgroundColor, color: textColor }
      : undefined;
  return (
    <div
      className={closeable ? 'announcement-bar announcement-bar--closeable' : 'announcement-bar'}
      role="banner"
      data-announcement-id={id}
      style={style}
    >
      {/* The only raw HTML in the theme: sanitised by src/ before it reaches the props. */}
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: html }} />
      {closeable && (
        <button type="button" className="announcement-bar__close" aria-label="Close">
          ×
        </button>
      )}
    </div>
  );
}
