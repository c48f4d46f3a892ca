// The parameters of an operation, grouped by location (path, query, header, cookie).
// Each parameter shows type, required marker, enum, example and description via SchemaTree's line.
import { useHeadings } from './ApiContext.js';
import type { ApiParameter } from '../props.js';
import { SchemaTree } from './SchemaTree.js';

const GROUPS: { in: ApiParameter['in']; title: string }[] = [
  { in: 'path', title: 'Path parameters' },
  { in: 'query', title: 'Query parameters' },
  { in: 'header', title: 'Header parameters' },
  { in: 'cookie', title: 'Cookie parameters' },
];

export function ParameterList({ parameters }: { parameters: ApiParameter[] }) {
  const { block: Block } = useHeadings();
  return (
    <>
      {GROUPS.map((group) => {
        const params = parameters.filter((p) => p.in === group.in);
        if (!params.length) return null;
        return (
          <div key={group.in} className="api-block">
            <Block className="api-block__title">{group.title}</Block>
            <SchemaTree
              schema={{
                type: 'object',
                children: params.map((p) => ({
                  ...p.schema,
                  name: p.name,
                  required: p.required,
                  ...(p.deprecated ? { deprecated: true } : {}),
                  ...(p.description ? { description: p.description } : {}),
                })),
              }}
            />
          </div>
        );
      })}
    </>
  );
}
