import { describe, expect, it } from 'vitest';
import { auditFiltersOf, auditQueryOf, searchOfAuditFilters } from './audit-filters';

describe('the audit filters in the address', () => {
  it('reads every filter and writes it back the same', () => {
    const search = new URLSearchParams('actor=郑雅文&area=content&objectType=banner&objectId=abc&from=2026-03-01&to=2026-03-31&page=2');
    const f = auditFiltersOf(search);
    expect(f).toEqual({
      actor: '郑雅文',
      area: 'content',
      objectType: 'banner',
      objectId: 'abc',
      from: '2026-03-01',
      to: '2026-03-31',
      page: 2,
    });
    expect(searchOfAuditFilters(f).toString()).toBe(search.toString());
    expect(auditQueryOf(f)).toEqual({
      actor: '郑雅文',
      area: 'content',
      objectType: 'banner',
      objectId: 'abc',
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('leaves out what the server would refuse, so a hand-edited address still loads', () => {
    const f = auditFiltersOf(new URLSearchParams('area=nowhere&objectType=a b&from=2026-02-30&to=2026-13-01&page=-3'));
    expect(f).toMatchObject({ area: undefined, objectType: '', from: '', to: '', page: 1 });
    const reversed = auditFiltersOf(new URLSearchParams('from=2026-03-02&to=2026-03-01'));
    expect(reversed).toMatchObject({ from: '', to: '' });
    expect(auditFiltersOf(new URLSearchParams(`actor=${'长'.repeat(60)}`)).actor).toHaveLength(50);
  });

  it('keeps the address short: empty filters and page 1 are not written', () => {
    expect(searchOfAuditFilters(auditFiltersOf(new URLSearchParams('actor=&page=1'))).toString()).toBe('');
    expect(auditQueryOf(auditFiltersOf(new URLSearchParams()))).toEqual({});
  });
});
