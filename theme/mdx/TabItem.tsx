// One tab of Docusaurus's <Tabs>: <Tabs> reads its props and renders its panel; alone it is its content.
import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  /** The tab shown first (unless the reader chose another). */
  default?: boolean;
  attributes?: Record<string, unknown>;
  children?: ReactNode;
}

export default function TabItem({ children }: TabItemProps) {
  return <div role="tabpanel">{children}</div>;
}
