import { describe, expect, it } from 'vitest';
import { readResumeContext, resumeHref } from './resume-context';

const ORDER = '0190f0a2-1b2c-7d3e-8f40-123456789abc';

describe('the online resume query context', () => {
  it('reads from, trackId, orderId and visitType', () => {
    const context = readResumeContext(
      new URLSearchParams({ from: '/index/bills/mybills', trackId: 'ts-42', orderId: ORDER, visitType: 'share' }),
    );
    expect(context).toEqual({ from: '/index/bills/mybills', trackId: 'ts-42', orderId: ORDER, share: true });
  });

  it.each([
    ['from', 'https://evil.example/'],
    ['from', '//evil.example/'],
    ['trackId', '<script>'],
    ['orderId', '42'],
  ])('drops a %s of %s', (key, value) => {
    const context = readResumeContext(new URLSearchParams({ [key]: value }));
    expect(context[key as 'from' | 'trackId' | 'orderId']).toBeNull();
  });

  it('treats type=share as the share preview too, and anything else as the full view', () => {
    expect(readResumeContext(new URLSearchParams({ type: 'share' })).share).toBe(true);
    expect(readResumeContext(new URLSearchParams({ visitType: '1' })).share).toBe(false);
  });

  it('keeps the context on the resume own links, switching only the view', () => {
    const context = readResumeContext(new URLSearchParams({ from: '/index/talentSearch', trackId: 't1', orderId: ORDER }));
    expect(resumeHref('p1', context, true)).toBe(
      `/index/recuit/resume/p1?from=%2Findex%2FtalentSearch&trackId=t1&orderId=${ORDER}&type=share`,
    );
    expect(resumeHref('p1', { from: null, trackId: null, orderId: null, share: false }, false)).toBe('/index/recuit/resume/p1');
  });
});
