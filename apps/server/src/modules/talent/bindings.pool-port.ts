import type { Tx } from './bindings.repository';

/**
 * What bindings and the shared library need from the talent pool (TalentPoolService,
 * talent-pool.service.ts): admit a person (source 1 平台注册, 2 共享简历库), refresh their
 * occupancy after a binding changes, and say whether a person is in the pool. A port rather
 * than the class, so bindings depend on these three calls only.
 */
export interface TalentPoolPort {
  admit(personId: string, source: 1 | 2, tx?: Tx): Promise<void>;
  refresh(personId: string): Promise<void>;
  contains(personId: string, tx?: Tx): Promise<boolean>;
}

export const POOL_SOURCE = { platform: 1, shared: 2 } as const;
