// One hero call-to-action button on the home page.
// Pure function of props; external actions open in a new tab with the external-link icon.
import type { HomeAction } from '../props.js';
import { ExternalLinkIcon } from '../layout/ExternalLinkIcon.js';

/** A primary or secondary button-styled link. */
export function HomeActionLink({ action }: { action: HomeAction }) {
  const className = `button button--${action.variant}`;
  if (action.external) {
    return (
      <a className={className} href={action.href} target="_blank" rel="noopener noreferrer">
        {action.label}
        <ExternalLinkIcon />
      </a>
    );
  }
  return (
    <a className={className} href={action.href}>
      {action.label}
    </a>
  );
}
