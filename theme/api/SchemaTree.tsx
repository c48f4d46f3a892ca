// A flattened schema as nested lists: name, type, required marker, flags, description, enum (with what
// each value means), example, constraints; nested objects and oneOf/anyOf variants fold in <details>
// (works without JavaScript, at any depth); named schemas shown elsewhere link to the models section.
// A discriminated oneOf/anyOf is a switch between its subtypes, by mapped value (MediaTabs; every
// subtype shown under its label without JavaScript).
import { useId } from 'react';
import type { SchemaNode } from '../props.js';
import { SpecDescription } from './SpecDescription.js';
import { useSchemaHref } from './ApiContext.js';
import { TabSwitch } from './TabSwitch.js';

/** The properties (or variants) of a schema; renders the schema's own line when it has neither. */
export function SchemaTree({ schema }: { schema: SchemaNode }) {
  if (!schema.children && !schema.variants) {
    return (
      <ul className="api-schema">
        <SchemaProperty node={schema} depth={0} />
      </ul>
    );
  }
  return <SchemaChildren node={schema} depth={0} />;
}

function SchemaChildren({ node, depth }: { node: SchemaNode; depth: number }) {
  const schemaHref = useSchemaHref();
  const listed = node.discriminator?.listed;
  return (
    <>
      {node.discriminator && (
        <p className="api-schema__note">
          Discriminated by <code>{node.discriminator.propertyName}</code>
          {node.discriminator.mapping && `: ${node.discriminator.mapping.map((m) => `${m.value} → ${m.schema}`).join(', ')}`}
          {listed && (
            <>
              {`: ${listed.count} mapped values, listed under `}
              <a href={schemaHref(listed.id)}>{listed.name}</a>
            </>
          )}
        </p>
      )}
      {node.children && (
        <ul className="api-schema">
          {node.children.map((child, i) => (
            <SchemaProperty key={`${child.name ?? ''}-${i}`} node={child} depth={depth} />
          ))}
        </ul>
      )}
      {node.variants && node.discriminator && node.variants.options.length > 1 && <DiscriminatorSwitch node={node} depth={depth} />}
      {node.variants && !(node.discriminator && node.variants.options.length > 1) && (
        <div className="api-schema__variants">
          <p className="api-schema__note">{node.variants.kind === 'oneOf' ? 'One of:' : 'Any of:'}</p>
          <ol className="api-schema__variant-list">
            {node.variants.options.map((option, i) => (
              <li key={i} className="api-schema__variant">
                <VariantName option={option} />
                {option.description && <SpecDescription content={option.description} className="api-schema__description" />}
                {(option.children || option.variants) && <SchemaChildren node={option} depth={depth + 1} />}
              </li>
            ))}
          </ol>
        </div>
      )}
    </>
  );
}

/** The subtypes of a discriminated schema as tabs labelled by their mapped value (else their name). */
function DiscriminatorSwitch({ node, depth }: { node: SchemaNode; depth: number }) {
  const id = useId();
  const { propertyName, mapping } = node.discriminator!;
  const options = node.variants!.options;
  const label = (option: SchemaNode) => mapping?.find((m) => m.schema === option.title)?.value ?? option.title ?? option.type;
  return (
    <div className="api-schema__variants">
      <p className="api-schema__note">
        {node.variants!.kind === 'oneOf' ? 'One of' : 'Any of'}, by <code>{propertyName}</code>:
      </p>
      <TabSwitch
        id={`${id}-subtype`}
        label={`Subtypes by ${propertyName}`}
        className="api-schema__switch"
        panelClassName="api-schema__variant"
        tabs={options.map((option, i) => ({
          value: `subtype-${i}`,
          label: label(option),
          heading: (
            <>
              <code>{propertyName}</code>: {label(option)}
            </>
          ),
          content: (
            <>
              <VariantName option={option} />
              {option.description && <SpecDescription content={option.description} className="api-schema__description" />}
              {(option.children || option.variants) && <SchemaChildren node={option} depth={depth + 1} />}
            </>
          ),
        }))}
      />
    </div>
  );
}

function SchemaProperty({ node, depth }: { node: SchemaNode; depth: number }) {
  const nested = node.children || node.variants;
  const schemaHref = useSchemaHref();
  const refLink = node.ref?.id ? <a href={schemaHref(node.ref.id)}>{node.ref.name}</a> : <code>{node.ref?.name}</code>;
  return (
    <li>
      <div className="api-schema__head">
        {node.name !== undefined && <code className="api-schema__name">{node.name}</code>}
        <span className="api-schema__type">{typeText(node)}</span>
        {node.required && <span className="api-badge api-badge--required">required</span>}
        {node.nullable && <span className="api-badge">nullable</span>}
        {node.readOnly && <span className="api-badge">read-only</span>}
        {node.writeOnly && <span className="api-badge">write-only</span>}
        {node.deprecated && <span className="api-badge api-badge--deprecated">deprecated</span>}
      </div>
      {node.description && <SpecDescription content={node.description} className="api-schema__description" />}
      {node.enum && node.enumDescriptions && (
        <ul className="api-schema__enum-list">
          {node.enum.map((value) => (
            <li key={value}>
              <code className="api-schema__enum">{value}</code>
              {node.enumDescriptions![value] !== undefined && <span>{` ${node.enumDescriptions![value]}`}</span>}
            </li>
          ))}
        </ul>
      )}
      {node.enum && !node.enumDescriptions && (
        <p className="api-schema__meta">
          {node.enum.length === 1 ? 'Value: ' : 'One of: '}
          {node.enum.map((value, i) => (
            <span key={value}>
              {i > 0 && ', '}
              <code className="api-schema__enum">{value}</code>
            </span>
          ))}
        </p>
      )}
      {(node.default !== undefined || node.example !== undefined || node.constraints) && (
        <p className="api-schema__meta">
          {node.constraints && <span>{`${node.constraints.join(', ')}. `}</span>}
          {node.default !== undefined && (
            <span>
              Default: <code>{node.default}</code>.{' '}
            </span>
          )}
          {node.example !== undefined && (
            <span>
              Example: <code>{node.example}</code>
            </span>
          )}
        </p>
      )}
      {node.ref && (
        <p className="api-schema__meta api-schema__ref">
          {node.ref.reason === 'recursive' ? <>Recursive: the same shape as {refLink}.</> : <>Fields: see {refLink} in Models.</>}
        </p>
      )}
      {nested && (
        <details className="api-schema__nested" open={depth < 1}>
          <summary>
            {node.children
              ? `${node.children.length} ${node.children.length === 1 ? 'property' : 'properties'}`
              : `${node.variants!.options.length} ${node.variants!.options.length === 1 ? 'variant' : 'variants'}`}
          </summary>
          <SchemaChildren node={node} depth={depth + 1} />
        </details>
      )}
    </li>
  );
}

/** A variant's name; a named schema shown elsewhere links to its entry in the models section. */
function VariantName({ option }: { option: SchemaNode }) {
  const schemaHref = useSchemaHref();
  const name = option.title ?? option.type;
  if (option.ref?.id && !option.children && !option.variants) {
    return (
      <span className="api-schema__type">
        <a href={schemaHref(option.ref.id)}>{name}</a>
      </span>
    );
  }
  return <span className="api-schema__type">{name}</span>;
}

/** The type line of a property as one text (`string <date-time> (Name)`): one text node, no separators in the HTML. */
function typeText(node: SchemaNode): string {
  return `${node.type}${node.format ? ` <${node.format}>` : ''}${node.title && !node.type.includes(node.title) ? ` (${node.title})` : ''}`;
}
