import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DictionaryEntry, Province, TreeNode } from '@hh/domain/api/reference.schema';

/** The reference data files (sources in apps/server/data/README.md), read once at start. */
const DATA_DIR = path.resolve(import.meta.dirname, '../../../data');

function load<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')) as T;
}

export class ReferenceData {
  readonly cities = load<Province[]>('cities.json');
  readonly industries = load<TreeNode[]>('industries.json');
  readonly jobFunctions = load<TreeNode[]>('job-functions.json');
  readonly labels = load<TreeNode[]>('labels.json');
  private readonly dictionary = load<DictionaryEntry[]>('dictionaries.json');
  private readonly byProperty = new Map<string, DictionaryEntry[]>();

  constructor() {
    for (const entry of this.dictionary) {
      const list = this.byProperty.get(entry.property) ?? [];
      list.push(entry);
      this.byProperty.set(entry.property, list);
    }
  }

  /** Entries of the asked properties, in the order asked; an unknown property gives none. */
  dictionaries(properties: readonly string[]): DictionaryEntry[] {
    return [...new Set(properties)].flatMap((p) => this.byProperty.get(p) ?? []);
  }

  /** Every code of the label tree, parents and leaves. */
  labelCodes(): Set<string> {
    const codes = new Set<string>();
    const walk = (nodes: TreeNode[]) => {
      for (const n of nodes) {
        codes.add(n.code);
        if (n.children) walk(n.children);
      }
    };
    walk(this.labels);
    return codes;
  }

  hotCities() {
    return this.cities.flatMap((p) => p.cities.filter((c) => c.hot));
  }
}
