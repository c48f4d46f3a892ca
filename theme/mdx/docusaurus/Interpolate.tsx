// Docusaurus's <Interpolate> and interpolate(): `{name}` placeholders filled from `values`.
import { Fragment, type ReactNode } from 'react';

export type InterpolateValues = Record<string, ReactNode>;

/** The text with its `{name}` placeholders replaced: a string when every value is text, else nodes. */
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  if (!values) return text;
  const parts = text.split(/(\{\w+\})/g).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? <Fragment key={i}>{values[name]}</Fragment> : part;
  });
  return <>{parts}</>;
}

/** The text with its `{name}` placeholders replaced by the values' text. */
export function interpolateText(text: string, values?: Record<string, unknown>): string {
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
}

export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }) {
  return <>{interpolate(children, values)}</>;
}
