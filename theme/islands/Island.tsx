// The island wrapper, used on the server and in the browser alike: `<div data-island="Name"
// data-props="…json…">` around the component's own markup. The props are plain JSON in an attribute
// (React escapes it), and theme/client hydrates the same component with the same props into it.
import type { ComponentProps } from 'react';
import { islands, type IslandName } from './registry.js';

export interface IslandProps<N extends IslandName> {
  name: N;
  props: ComponentProps<(typeof islands)[N]>;
}

/** Server-renders island `name`; `display: contents` keeps the wrapper out of the layout. */
export function Island<N extends IslandName>({ name, props }: IslandProps<N>) {
  // The registry maps each name to its component, so the cast only forgets which one.
  const Component = islands[name] as unknown as React.ComponentType<object>;
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...(props as object)} />
    </div>
  );
}
