import type { TreeNode } from '@hh/domain/api/reference.schema';
import type { ReferenceData } from '../content/reference-data';

/**
 * The codes a position carries (city, job-function levels, the project's industry), checked
 * against the reference data and turned into the names stored beside them.
 */
export class PositionCodes {
  private readonly cities = new Map<string, string>();
  private readonly industries = new Map<string, string>();

  constructor(private readonly reference: ReferenceData) {
    for (const province of reference.cities) for (const city of province.cities) this.cities.set(city.code, city.name);
    const walk = (nodes: TreeNode[]) => {
      for (const n of nodes) {
        this.industries.set(n.code, n.name);
        if (n.children) walk(n.children);
      }
    };
    walk(reference.industries);
  }

  cityName(code: string): string | undefined {
    return this.cities.get(code);
  }

  industryName(code: string): string | undefined {
    return code ? this.industries.get(code) : '';
  }

  /**
   * The name of the deepest given level of the job-function tree, when every given level is a
   * child of the one above; undefined otherwise (a second level without a first, a mismatch).
   */
  categoryName(first: string, second: string, third: string): string | undefined {
    const top = this.reference.jobFunctions.find((n) => n.code === first);
    if (!top) return undefined;
    if (!second) return third ? undefined : top.name;
    const mid = top.children?.find((n) => n.code === second);
    if (!mid) return undefined;
    if (!third) return mid.name;
    return mid.children?.find((n) => n.code === third)?.name;
  }
}
