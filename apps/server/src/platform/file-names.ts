/**
 * The name of an uploaded file as the product keeps and shows it (docs/OPERATIONS.md › Security).
 * A name is the sender's text, so it can be made to lie on screen: a right-to-left override shows
 * `gpj.\u202Eexe.png` as an `.exe`, zero-width characters hide inside a familiar name, control
 * characters break lines in lists and logs. So every character of Unicode categories Cc
 * (controls), Cf (format: bidi overrides and isolates, zero-width spaces and joiners, the BOM,
 * soft hyphens, tag characters), Cs (lone surrogates) and Zl/Zp (line and paragraph separators)
 * is removed, any folders in front of the name are dropped, and the name is held to
 * FILE_NAME_MAX characters with its extension kept. Emoji joined by a zero-width joiner fall
 * apart into their members; a fair price in a file name.
 */
export const FILE_NAME_MAX = 200;

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;
/** Longer than this after the last dot, it is part of the name rather than an extension. */
const EXTENSION_MAX = 16;

/** The uploaded file's name fit to keep, or `fallback` when nothing visible is left of it. */
export function cleanFileName(raw: string | null | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const visible = base.replace(INVISIBLE, '').trim();
  return visible === '' ? fallback : capLength(visible, FILE_NAME_MAX);
}

/** At most `max` characters (code points, never half of one), the extension kept whole. */
export function capLength(name: string, max: number): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  const kept = extension.length <= EXTENSION_MAX ? extension : [];
  return chars.slice(0, max - kept.length).join('') + kept.join('');
}
