// The models section: every named schema of the spec with its fields, each anchored at `schema/<name>`
// (the target of the links that schema trees make instead of unfolding a named schema again).
import { useHeadings } from './ApiContext.js';
import type { ApiSchemaModel } from '../props.js';
import { SpecDescription } from './SpecDescription.js';
import { SchemaTree } from './SchemaTree.js';

export function ApiModels({
  schemas,
  part,
  headingLevel,
}: {
  schemas: ApiSchemaModel[];
  part?: { index: number; count: number } | undefined;
  headingLevel: 1 | 2;
}) {
  const { item: Item } = useHeadings();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const first = !part || part.index === 1;
  return (
    <section className="api-tag api-models" aria-labelledby="models-title">
      <header className="api-tag__header">
        <Heading {...(first ? { id: 'models' } : {})} className="api-tag__title">
          <span id="models-title">Models</span>
          {part && <span className="api-tag__part">{` (part ${part.index} of ${part.count})`}</span>}
        </Heading>
      </header>
      {schemas.map((model) => {
        const { description, ...rest } = model.schema;
        return (
          <section key={model.id} id={model.id} className="api-model" aria-labelledby={`${model.id}-title`}>
            <Item id={`${model.id}-title`} className="api-model__title">
              <a className="api-operation__anchor" href={`#${model.id}`}>
                {model.name}
              </a>
              <span className="api-schema__type"> {rest.type}</span>
            </Item>
            {description && (
              <div className="markdown">
                <SpecDescription content={description} />
              </div>
            )}
            <SchemaTree schema={rest} />
          </section>
        );
      })}
    </section>
  );
}
