import type { DataScope } from '@hh/domain/accounts/scope';
import type { TemplateContent } from '@hh/domain/orders/report.schema';
import type { PositionListQuery, PositionPage } from '@hh/domain/positions/position.schema';
import type { PositionState } from '@hh/domain/positions/position-enums';
import type { Db } from '../../db/client';

/** What the orders module needs of a position (recommend, moves, the guarantee). */
export interface PositionSummary {
  id: string;
  projectId: string;
  name: string;
  companyName: string;
  cityName: string;
  state: PositionState;
  guaranteeDays: number;
  template: TemplateContent;
  /** The platform PM of the position's project. */
  pmId: string;
  firstType: string;
  secondType: string;
}

/** A database handle or a running transaction of it (a read inside the caller's transaction). */
export type PositionExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * How other modules read positions (docs/ARCHITECTURE.md): the positions module owns the
 * `positions` and `projects` tables; PositionsService implements this port.
 */
export interface PositionReader {
  /** Any position by id, whatever its state (orders keep pointing at closed positions); null when missing. */
  find(positionId: string, executor?: PositionExecutor): Promise<PositionSummary | null>;
  /** A position a consultant may recommend to now; null when it is missing, a draft or closed. */
  findRecruiting(positionId: string): Promise<PositionSummary | null>;
  /** The projects a platform PM or assistant runs (whose orders they see in the console). */
  projectIdsRunBy(staffId: string, executor?: PositionExecutor): Promise<string[]>;
  /** The recruiting positions as the caller's firm sees them (the position list). */
  list(scope: DataScope, query: PositionListQuery): Promise<PositionPage>;
}
