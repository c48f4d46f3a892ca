// Docusaurus's <Link to="…"> for MDX pages: a plain link (the build checks and resolves `to` like a
// markdown link); external http(s) links open in a new tab.
import type { AnchorHTMLAttributes } from 'react';

export default function Link({ to, href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }) {
  const target = to ?? href;
  const external = typeof target === 'string' && /^https?:\/\//i.test(target);
  return <a href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
}
