// Docusaurus's <BrowserOnly>: its children need a browser, so the built page shows the fallback.
import type { ReactNode } from 'react';

export default function BrowserOnly({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return <>{fallback ?? null}</>;
}
