// The schema of the site chrome's sections of site.config.yaml (schema.ts): navbar items, footer
// columns and links, and the announcement bar. Every field's doc comment is the config reference.
import { z } from 'zod';
import { href } from './schema-fields.js';

/** Docusaurus's navbar items name a site path `to` (an external URL `href`): an item with `to` is read as its `href`. */
function toAsHref(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value) || !('to' in value) || 'href' in value) return value;
  const { to, ...rest } = value as Record<string, unknown>;
  return { ...rest, href: to };
}

export const navbarItemSchema = z.preprocess(
  toAsHref,
  z.strictObject({
    /** Text of the item. */
    label: z.string().min(1),
    /** Where it goes: a site path (`/docs`) or an external URL (opens with an external-link icon). */
    href,
    /** Which side of the navbar it sits on. */
    position: z.enum(['left', 'right']).default('left'),
    /** Mark the item active on every page whose path starts with this (default: its href, for internal items other than `/`). */
    activePrefix: z.string().startsWith('/').optional(),
  }),
);

export const footerLinkSchema = z.strictObject({
  /** Text of the link. */
  label: z.string().min(1),
  /** A site path or an external URL. */
  href,
});

export const footerColumnSchema = z.strictObject({
  /** Column heading. */
  title: z.string().min(1),
  /** Links in the column, top to bottom. */
  items: z.array(footerLinkSchema),
});

export const announcementSchema = z.strictObject({
  /** Identifies this announcement: change it to show the bar again to readers who dismissed an earlier one. */
  id: z.string().min(1),
  /** Text of the bar. Inline markdown is allowed (links, emphasis, code); anything else is escaped. */
  content: z.string().min(1),
  /** Whether readers can dismiss it (the dismissal is remembered in the browser). */
  closeable: z.boolean().default(true),
  /** CSS colour of the bar's background (defaults to the theme's). */
  backgroundColor: z
    .string()
    .regex(/^[#a-zA-Z0-9(),.\s%-]+$/)
    .optional(),
  /** CSS colour of the bar's text. */
  textColor: z
    .string()
    .regex(/^[#a-zA-Z0-9(),.\s%-]+$/)
    .optional(),
});
