// The sections the API navigation folds a reference with many tags into: its `x-tagGroups` groups, else
// its tags grouped by the name before the first `.`, `/` or `:` (Microsoft Graph's `users.message`) when
// that gathers them, else by first letter. A page lists the tags of its own section and one link for each other section.
import type { ApiModel } from '../../theme/props.js';

/** Past this many tags the navigation lists sections, not every tag: a tag entry costs ~200 bytes on every page. */
export const NAV_FLAT_TAGS = 60;

/** A section of the navigation: its heading (none for a tag standing alone) and its tags' ids, in the model's order. */
export interface NavSection {
  name?: string;
  tagIds: string[];
}

const sectionsByModel = new WeakMap<ApiModel, NavSection[] | undefined>();

/**
 * The sections of a reference's navigation, the same on every page (found once per model); undefined
 * when the reference has few enough tags to list them all on every page.
 */
export function navSections(model: ApiModel): NavSection[] | undefined {
  if (sectionsByModel.has(model)) return sectionsByModel.get(model);
  const sections = model.tags.length > NAV_FLAT_TAGS ? foldTags(model) : undefined;
  sectionsByModel.set(model, sections);
  return sections;
}

function foldTags(model: ApiModel): NavSection[] {
  if (model.tagGroups?.length) {
    // A tag in no group stands alone, as in the flat navigation (after the groups' tags).
    const groupOf = new Map(model.tagGroups.flatMap((g) => g.tagIds.map((id) => [id, g.name] as const)));
    return bySection(model, (tag) => (groupOf.has(tag.id) ? { key: `group:${groupOf.get(tag.id)}`, name: groupOf.get(tag.id)! } : undefined));
  }
  // A tag named as a prefix (Graph's `drives` beside `drives.drive`) joins that prefix's section.
  const prefixed = bySection(model, (tag) => {
    const prefix = /^(.+?)[./:]./.exec(tag.name)?.[1] ?? tag.name;
    return { key: prefix, name: prefix };
  });
  // Prefixes that gather the tags at least in pairs on average make the sections; else first letters.
  if (prefixed.length * 2 <= model.tags.length) return prefixed;
  return bySection(model, (tag) => {
    const letter = tag.name.trim().charAt(0).toLocaleUpperCase() || '#';
    return { key: letter, name: letter };
  });
}

/**
 * Tags into sections by key, each section where its first tag is; a tag without a key, or alone under
 * a derived key, is a section of its own without a heading (a named `x-tagGroups` group keeps its heading).
 */
function bySection(model: ApiModel, keyOf: (tag: ApiModel['tags'][number]) => { key: string; name: string } | undefined): NavSection[] {
  const sections: (NavSection & { derived: boolean })[] = [];
  const byKey = new Map<string, NavSection>();
  for (const tag of model.tags) {
    const key = keyOf(tag);
    const section = key && byKey.get(key.key);
    if (section) section.tagIds.push(tag.id);
    else {
      const made = { ...(key ? { name: key.name } : {}), tagIds: [tag.id], derived: !key?.key.startsWith('group:') };
      sections.push(made);
      if (key) byKey.set(key.key, made);
    }
  }
  return sections.map(({ derived, name, tagIds }) => (name && !(derived && tagIds.length === 1) ? { name, tagIds } : { tagIds }));
}
