import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TreeNode } from '@hh/domain/api/reference.schema';
import { normalizeOrgName, type SchoolFacts, type TipReference } from '@hh/domain/talent/tip-labels';

/** The reference data behind the tip labels (apps/server/data/talent-*.json; sources in each file and in data/README.md). */
const DATA_DIR = path.resolve(import.meta.dirname, '../../../data');
const load = <T>(file: string): T => JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')) as T;

let cached: { tips: TipReference; labelNames: ReadonlyMap<string, string> } | undefined;

/** Read once per process: schools, enterprises, government bodies, and the label tree's names. */
export function talentReference() {
  if (cached) return cached;
  const schools = load<{ schools: Record<string, SchoolFacts>; independentCollegePattern: string }>('talent-schools.json');
  const enterprises = load<{ famous: string[]; outsourcing: string[] }>('talent-enterprises.json');
  const government = load<{ names: string[]; patterns: string[] }>('talent-government.json');
  const labelNames = new Map<string, string>();
  const walk = (nodes: TreeNode[]) => {
    for (const n of nodes) {
      labelNames.set(n.code, n.name);
      if (n.children) walk(n.children);
    }
  };
  walk(load<TreeNode[]>('labels.json'));
  const names = (list: string[]) => new Set(list.map(normalizeOrgName));
  cached = {
    tips: {
      schools: new Map(Object.entries(schools.schools).map(([name, facts]) => [normalizeOrgName(name), facts])),
      independentCollege: new RegExp(schools.independentCollegePattern),
      famous: names(enterprises.famous),
      outsourcing: names(enterprises.outsourcing),
      government: { names: names(government.names), patterns: government.patterns.map((p) => new RegExp(p)) },
    },
    labelNames,
  };
  return cached;
}

/**
 * Names of the reference schools with any of the schoolType codes (1 985, 2 211, 3 双一流, 4/5/6
 * 一本/二本/三本) — for searches that match schools by name (the shared resume library). Code 7
 * (海外院校) has no list: undefined then, so the caller says the filter is unavailable.
 */
export function schoolNamesOfTypes(codes: readonly number[]): readonly string[] | undefined {
  if (codes.includes(7)) return undefined;
  const { tips } = talentReference();
  const names: string[] = [];
  for (const [name, f] of tips.schools) {
    const types = [f.is985 && 1, f.is211 && 2, f.doubleFirst && 3, f.tier && 3 + f.tier];
    if (types.some((t) => t && codes.includes(t))) names.push(name);
  }
  return names;
}
