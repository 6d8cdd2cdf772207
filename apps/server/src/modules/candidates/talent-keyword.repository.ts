/**
 * The talent list's keyword search (我的人才 / 全部人才 and the choose-candidate list): which of a
 * scope's records a keyword names, and how many, read from the narrow search table.
 */
import type { DataScope } from '@hh/domain/accounts/scope';
import { count, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidateSearch, candidates, people } from '../../db/schema/tables';
import { bigramMatchLower } from '../../db/text-search';

/**
 * The talent list's keyword: a name, company or title containing it, or the exact phone or e-mail —
 * as the set of the scope's records it names, read from the narrow search table (candidate_search:
 * one row per record with its scope columns and `words` = name, company, title; migration 0036, kept
 * by triggers) through its bigram index (db/text-search.ts). Before, the keyword was matched as the
 * set of people named through bigram indexes on people and resumes, and a common word (工程师, a
 * third of 100,000 records) read every matching resume row (~1.5 kB each): 277 ms on a quiet machine.
 * Only records whose person has a resume match (their words are empty otherwise), as the list joins it.
 */
function keywordMatches(scope: DataScope, keyword: string, completed?: boolean): SQL {
  const cs = candidateSearch;
  const inScope = searchScope(scope, completed);
  const words = sql`select ${cs.candidateId} from ${cs} where ${inScope} and ${bigramMatchLower(sql`${cs.words}`, keyword)}`;
  if (!mayBeContact(keyword)) return words;
  // One select per way of matching, joined by `union`: an OR in one select would be a filter
  // re-evaluated on every row the bitmap returns, calling hh_bigrams(words) per row.
  return sql`${words}
    union select ${cs.candidateId} from ${cs} where ${inScope} and ${cs.words} <> '' and ${cs.personId} in (
      select ${people.id} from ${people} where ${people.phone} = ${keyword}
      union select ${people.id} from ${people} where ${people.email} = ${keyword.toLowerCase()})`;
}

/** A phone or an e-mail is matched whole, and only a word that could be one is looked up (a digit or an @). */
const mayBeContact = (keyword: string) => /[\d@]/.test(keyword);

/** The scope (and tab) on the search table's own columns. */
function searchScope(scope: DataScope, completed?: boolean): SQL {
  const cs = candidateSearch;
  const owners =
    scope.userIds === null ? sql`` : scope.userIds.length === 0 ? sql` and false` : sql` and ${inArray(cs.ownerId, [...scope.userIds])}`;
  const tab = completed === undefined ? sql`` : sql` and ${cs.completed} = ${completed}`;
  return sql`${cs.firmId} = ${scope.firmId} and ${cs.live}${owners}${tab}`;
}

/** The number of the scope's records a keyword names, from the search table alone (its rows carry the scope and the tab). */
export function keywordCount(db: Db, scope: DataScope, keyword: string, completed?: boolean) {
  const cs = candidateSearch;
  // A word (no digit, no @) is counted straight off the bitmap of the table's bigram index.
  const where = mayBeContact(keyword)
    ? sql`${cs.candidateId} in (${keywordMatches(scope, keyword, completed)})`
    : sql`${searchScope(scope, completed)} and ${bigramMatchLower(sql`${cs.words}`, keyword)}`;
  return db
    .select({ all: count(), done: sql<number>`count(*) filter (where ${cs.completed})`.mapWith(Number) })
    .from(cs)
    .where(where);
}

export function keywordCondition(scope: DataScope, keyword: string | undefined): SQL | undefined {
  return keyword ? sql`${candidates.id} in (${keywordMatches(scope, keyword)})` : undefined;
}
