// A flattened schema as nested lists: name, type, required marker, flags, description, enum, example,
// constraints; nested objects and oneOf/anyOf variants fold in <details> (works without JavaScript).
import type { SchemaNode } from '../props.js';

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
  return (
    <>
      {node.discriminator && (
        <p className="api-schema__note">
          Discriminated by <code>{node.discriminator.propertyName}</code>
          {node.discriminator.mapping && `: ${node.discriminator.mapping.map((m) => `${m.value} → ${m.schema}`).join(', ')}`}
        </p>
      )}
      {node.children && (
        <ul className="api-schema">
          {node.children.map((child, i) => (
            <SchemaProperty key={`${child.name ?? ''}-${i}`} node={child} depth={depth} />
          ))}
        </ul>
      )}
      {node.variants && (
        <div className="api-schema__variants">
          <p className="api-schema__note">{node.variants.kind === 'oneOf' ? 'One of:' : 'Any of:'}</p>
          <ol className="api-schema__variant-list">
            {node.variants.options.map((option, i) => (
              <li key={i} className="api-schema__variant">
                <span className="api-schema__type">{option.title ?? option.type}</span>
                {option.description && (
                  <div className="api-schema__description" dangerouslySetInnerHTML={{ __html: option.description.html }} />
                )}
                {(option.children || option.variants) && <SchemaChildren node={option} depth={depth + 1} />}
              </li>
            ))}
          </ol>
        </div>
      )}
    </>
  );
}

function SchemaProperty({ node, depth }: { node: SchemaNode; depth: number }) {
  const nested = node.children || node.variants;
  return (
    <li className="api-schema__property">
      <div className="api-schema__head">
        {node.name !== undefined && <code className="api-schema__name">{node.name}</code>}
        <span className="api-schema__type">
          {node.type}
          {node.format && ` <${node.format}>`}
          {node.title && !node.type.includes(node.title) && ` (${node.title})`}
        </span>
        {node.required && <span className="api-badge api-badge--required">required</span>}
        {node.nullable && <span className="api-badge">nullable</span>}
        {node.readOnly && <span className="api-badge">read-only</span>}
        {node.writeOnly && <span className="api-badge">write-only</span>}
        {node.deprecated && <span className="api-badge api-badge--deprecated">deprecated</span>}
      </div>
      {node.description && (
        <div className="api-schema__description" dangerouslySetInnerHTML={{ __html: node.description.html }} />
      )}
      {node.enum && (
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
          {node.constraints && <span>{node.constraints.join(', ')}. </span>}
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
        <p className="api-schema__meta">
          {node.ref.reason === 'recursive' ? `Recursive: the same shape as ${node.ref.name} above.` : `A ${node.ref.name} object (nested too deep to show here).`}
        </p>
      )}
      {nested && (
        <details className="api-schema__nested" open={depth < 1}>
          <summary>{node.children ? `${node.children.length} ${node.children.length === 1 ? 'property' : 'properties'}` : `${node.variants!.options.length} variants`}</summary>
          <SchemaChildren node={node} depth={depth + 1} />
        </details>
      )}
    </li>
  );
}
