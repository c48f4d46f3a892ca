// Several media types of one body or response as tabs (the MediaTabs enhancer switches them); one media
// type is shown as is. Without JavaScript every media type is shown, each under its name.
import type { ReactNode } from 'react';
import type { ApiMedia } from '../props.js';

/** A media type as a piece of an element id (`application/vnd.api+json` -> `application-vnd-api-json`). */
export function mediaKey(type: string): string {
  return type.replace(/[^\w-]+/g, '-');
}

export function MediaSwitcher({ id, media, render }: { id: string; media: ApiMedia[]; render: (m: ApiMedia) => ReactNode }) {
  if (media.length === 1) {
    return (
      <>
        <p className="api-schema__note api-media-type">{media[0]!.type}</p>
        {render(media[0]!)}
      </>
    );
  }
  const tabId = (i: number) => `${id}-media-${i}`;
  const panelId = (i: number) => `${id}-media-${i}-panel`;
  return (
    <div className="api-media" data-island="MediaTabs">
      <div className="api-media__list" role="tablist" aria-label="Media types">
        {media.map((m, i) => (
          <button
            key={m.type}
            type="button"
            role="tab"
            className="api-media__tab"
            id={tabId(i)}
            aria-selected={i === 0}
            aria-controls={panelId(i)}
            tabIndex={i === 0 ? 0 : -1}
            data-lang={m.type}
          >
            {m.type}
          </button>
        ))}
      </div>
      {media.map((m, i) => (
        <div key={m.type} role="tabpanel" className="api-media__panel" id={panelId(i)} aria-labelledby={tabId(i)} hidden={i !== 0}>
          <p className="api-schema__note api-media__label">{m.type}</p>
          {render(m)}
        </div>
      ))}
    </div>
  );
}
