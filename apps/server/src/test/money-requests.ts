import type { MoneyRequest } from '@hh/domain/finance/money-request';
import { expect } from 'vitest';
import type { Caller } from './test-app';

/**
 * A money write of the console as the four-eyes rule has it: `requester` asks (the route answers
 * the money request it made, or `{ request }` for a delivery move) and `approver`, another admin or
 * finance member, approves it. Answers the decided request; fails the test when either step fails.
 */
export async function askAndApprove(
  requester: Caller,
  approver: Caller,
  url: string,
  body: Record<string, unknown>,
  transferReference = 'ICBC20261128000123',
): Promise<MoneyRequest> {
  const asked = await requester.post<MoneyRequest | { request: MoneyRequest }>(url, body);
  expect(asked.body.success, `${url}: ${asked.body.message}`).toBe(true);
  const request = 'request' in asked.body.data ? asked.body.data.request : asked.body.data;
  const decided = await approver.post<MoneyRequest>('/api/ops/approvals/decide', {
    requestId: request.id,
    approve: true,
    reason: '已核对无误',
    transferReference,
  });
  expect(decided.body.success, `approve ${request.kind}: ${decided.body.message}`).toBe(true);
  expect(decided.body.data.state).toBe(2);
  return decided.body.data;
}

/** Approves, as `approver`, every money request of `kind` still waiting (e.g. the fines a verdict asked); answers them. */
export async function approveWaiting(approver: Caller, kind: MoneyRequest['kind']): Promise<MoneyRequest[]> {
  const waiting = await approver.get<{ list: MoneyRequest[] }>('/api/ops/approvals/list', { state: '1', kind, pageSize: '100' });
  expect(waiting.body.success, waiting.body.message).toBe(true);
  const decided: MoneyRequest[] = [];
  for (const request of waiting.body.data.list) {
    const r = await approver.post<MoneyRequest>('/api/ops/approvals/decide', {
      requestId: request.id,
      approve: true,
      reason: '已核对裁定书',
    });
    expect(r.body.success, `approve ${request.subject}: ${r.body.message}`).toBe(true);
    decided.push(r.body.data);
  }
  return decided;
}
