import type { Db } from '../../db/client';

/** A transaction of the app's database, as the orders module's state-log listener hands it over. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
