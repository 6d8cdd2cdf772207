/**
 * Substring search that PostgreSQL can index, for Chinese as well as Latin text: `hh_bigrams`
 * (migration 0020) gives a text's distinct lower-cased character pairs, and a GIN index on
 * `hh_bigrams(column)` finds the rows holding every pair of the word; ILIKE then confirms the
 * word itself. Trigrams cannot serve the commonest searches here (2-character names such as 王伟).
 * Indexed columns: people.name, positions.name, projects.company_name (0020),
 * resumes.company_name and resumes.position_name (0031).
 */
import { type SQL, sql } from 'drizzle-orm';

/** `%word%` for LIKE/ILIKE, with the word's own `%`, `_` and `\` taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column ILIKE %word%`, found through the column's bigram index when the word has two characters or more. */
export function bigramMatch(column: SQL, word: string): SQL {
  const w = likePattern(word);
  return word.length >= 2 ? sql`hh_bigrams(${column}) @> hh_bigrams(${word}) and ${column} ilike ${w}` : sql`${column} ilike ${w}`;
}

/**
 * `column LIKE %word%` on a column stored lower-cased (candidate_search.words), through its bigram
 * index: LIKE spares ILIKE's per-row lower() on the tens of thousands of rows a common word names.
 */
export function bigramMatchLower(column: SQL, word: string): SQL {
  const lower = word.toLowerCase();
  const w = likePattern(lower);
  return lower.length >= 2 ? sql`hh_bigrams(${column}) @> hh_bigrams(${lower}) and ${column} like ${w}` : sql`${column} like ${w}`;
}
