import { Fragment } from 'react';

const escapeRegExp = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits a text on the terms (any letter case), longest terms first so "Spring Cloud" wins over "Spring". */
export function splitOnTerms(text: string, terms: readonly string[]): { text: string; hit: boolean }[] {
  const usable = [...new Set(terms.filter((t) => t.trim().length > 0))].sort((a, b) => b.length - a.length);
  if (usable.length === 0 || !text) return [{ text, hit: false }];
  const pattern = new RegExp(`(${usable.map(escapeRegExp).join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, hit: usable.some((t) => t.toLowerCase() === part.toLowerCase()) }));
}

/** A position's text with its keywords marked (GET /api/keyword/analysis gives the terms). */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  // Each part is keyed by where it starts in the text: stable, and unique.
  let start = 0;
  const parts = splitOnTerms(text, terms).map((part) => {
    const at = start;
    start += part.text.length;
    return { ...part, at };
  });
  return (
    <span style={{ whiteSpace: 'pre-line' }}>
      {parts.map((part) =>
        part.hit ? (
          <mark key={part.at} style={{ background: '#fff1b8', padding: '0 2px', borderRadius: 2 }}>
            {part.text}
          </mark>
        ) : (
          <Fragment key={part.at}>{part.text}</Fragment>
        ),
      )}
    </span>
  );
}
