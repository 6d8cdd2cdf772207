import type { Tx } from './order-sql.repository';

/** A state log as it is written: the order it moved and the stages it moved between. */
export interface StageLogEvent {
  orderId: string;
  fromStage: number | null;
  toStage: number;
}

/**
 * Told of every state log inside the transaction that writes it, after the order row has been
 * updated (so the order's consultant is the one the move leaves it with), and before commit:
 * what a listener writes commits or rolls back with the log. The workbench keeps its rollups
 * this way (modules/workbench/stage-rollups.repository.ts).
 */
export interface StageLogListener {
  logged(tx: Tx, event: StageLogEvent): Promise<void>;
}

/** Several listeners told in turn, inside the same transaction (the workbench's rollups, finance's deliveries). */
export function combineStageLogListeners(...listeners: StageLogListener[]): StageLogListener {
  return {
    async logged(tx, event) {
      for (const listener of listeners) await listener.logged(tx, event);
    },
  };
}

/**
 * What the guarantee job drives after its own moves: finance settles the guarantee failures (a hire
 * who left before 93) that the state logs marked. The job does not know how; it only asks on each run.
 */
export interface GuaranteeFailures {
  settle(): Promise<number>;
}
