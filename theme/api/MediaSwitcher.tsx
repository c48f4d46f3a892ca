// Several media types of one body or response as tabs (the MediaTabs enhancer switches them); one media
// type is shown as is. Without JavaScript every media type is shown, each under its name.
import type { ReactNode } from 'react';
import type { ApiMedia } from '../props.js';
import { TabSwitch } from './TabSwitch.js';

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
  return <TabSwitch id={`${id}-media`} label="Media types" tabs={media.map((m) => ({ value: m.type, label: m.type, heading: m.type, content: render(m) }))} />;
}
