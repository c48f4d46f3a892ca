// One tag: its heading (the tag's anchor), description and operations.
import type { ApiSecurityScheme, ApiTag } from '../props.js';
import { ApiOperation } from './ApiOperation.js';

export function ApiTagSection({ tag, schemes, headingLevel }: { tag: ApiTag; schemes: ApiSecurityScheme[]; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="api-tag" aria-labelledby={`${tag.id}-title`}>
      <header className="api-tag__header">
        <Heading id={tag.id} className="api-tag__title">
          <span id={`${tag.id}-title`}>{tag.name}</span>
        </Heading>
        {tag.description && (
          <div className="markdown" dangerouslySetInnerHTML={{ __html: tag.description.html }} />
        )}
      </header>
      {tag.operations.map((op) => (
        <ApiOperation key={op.id} op={op} schemes={schemes} />
      ))}
    </section>
  );
}
