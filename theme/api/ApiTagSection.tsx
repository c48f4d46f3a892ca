// One tag, or one part of a large tag: its heading (the tag's anchor on its first part), description
// and operations.
import type { ApiTag } from '../props.js';
import { SpecDescription } from './SpecDescription.js';
import { ApiOperation } from './ApiOperation.js';

export function ApiTagSection({ tag, part, headingLevel }: { tag: ApiTag; part?: { index: number; count: number } | undefined; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const first = !part || part.index === 1;
  return (
    <section className="api-tag" aria-labelledby={`${tag.id}-title`}>
      <header className="api-tag__header">
        <Heading {...(first ? { id: tag.id } : {})} className="api-tag__title">
          <span id={`${tag.id}-title`}>{tag.name}</span>
          {part && <span className="api-tag__part">{` (part ${part.index} of ${part.count})`}</span>}
        </Heading>
        {first && tag.description && (
          <div className="markdown">
            <SpecDescription content={tag.description} />
          </div>
        )}
      </header>
      {tag.operations.map((op) => (
        <ApiOperation key={op.id} op={op} tagName={tag.name} />
      ))}
    </section>
  );
}
