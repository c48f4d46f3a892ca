// Docusaurus's <Translate> and translate(): docsgen sites have one locale, so the message is the text.
import { interpolate, interpolateText, type InterpolateValues } from './Interpolate.js';

export function translate(message: { message: string; id?: string; description?: string }, values?: Record<string, unknown>): string {
  return interpolateText(message.message, values);
}

export default function Translate({ children, values }: { children: string; id?: string; description?: string; values?: InterpolateValues }) {
  return <>{interpolate(children, values)}</>;
}
