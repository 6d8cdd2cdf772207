/**
 * coins: the ledger (ledger.service.ts, the one place where value moves: coins and money in fen),
 * the coin totals, transfers between colleagues, the manager's charges from the firm's pool, the
 * movement lists of the user centre, and the platform's crediting and checks in /ops
 * (coins-ops.routes.ts), and the monthly ledger (月度台账) with its xlsx export. Other modules move value through LedgerService or CoinsService.
 */
import { IDEMPOTENCY_HEADER } from '@hh/domain/coins/coin.schema';
import { coinEndpoints as api } from '@hh/domain/coins/coins.endpoints';
import { ok } from '../../platform/envelope';
import { sendStreamedFile, XLSX_TYPE } from '../../platform/file-reply';
import type { Router } from '../../platform/route';
import type { CoinReadsService } from './coin-reads.service';
import { type CoinTransfersService, idempotencyKeyOf } from './coin-transfers.service';
import type { CoinsService } from './coins.service';
import type { StandingBookService } from './standing-book.service';

export function coinsRoutes(
  router: Router,
  coins: CoinsService,
  transfers: CoinTransfersService,
  reads: CoinReadsService,
  book: StandingBookService,
): void {
  router.consultant(api.total, async ({ actor, query }) => ok(await coins.total(actor, query.onlyMe)));
  router.consultant(api.transfer, async ({ actor, scope, query, request }) =>
    ok(await transfers.transfer(actor, scope, idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]), query), '转账成功'),
  );
  router.consultant(api.receivers, async ({ actor, scope }) => ok(await transfers.receivers(actor, scope)));
  router.consultant(api.charge, async ({ actor, body, request }) =>
    ok(await transfers.charge(actor, idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]), body), '分配成功'),
  );
  router.consultant(api.detail, async ({ actor, query }) => ok(await reads.detail(actor, query)));
  router.consultant(api.groupCoins, async ({ actor, scope, query }) => ok(await reads.groupCoins(scope, actor, query)));
  router.consultant(api.chargeDetail, async ({ actor, query }) => ok(await reads.chargeDetail(actor, query)));
  router.consultant(api.standingBook, async ({ scope, query }) => ok(await book.query(scope, query)));
  router.consultant(api.standingBookExport, async ({ scope, query, reply, request }) =>
    sendStreamedFile(reply, { fileName: `月度台账-${query.month}.xlsx`, contentType: XLSX_TYPE, log: request.log }, (out) =>
      book.export(scope, query.month, out),
    ),
  );
}
