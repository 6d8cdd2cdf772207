import { orderExportSchema } from '@hh/domain/orders/order.schema';
import { describe, expect, it } from 'vitest';
import { filtersFromSearch } from '../pages/order-filters';
import { exportBody, filtersLeftOutOfExport, resumeDownloadUrl } from './order-files';

describe('the export payload', () => {
  const filters = filtersFromSearch(
    new URLSearchParams('candidateState=60&subState=20&searchWord=王&filterStartDate=2024-01-01&companyName=云帆&groupUserIds=u1&page=3'),
  );

  it('sends the spec’s fields and the e-mail, without the paging, and the server reads it as is', () => {
    const body = exportBody(filters, 'group', 'a@b.com');
    expect(body).toEqual({
      email: 'a@b.com',
      onlyMe: false,
      searchWord: '王',
      filterStartDate: '2024-01-01',
      filterEndDate: '2888-12-31',
      candidateState: 60,
      subState: 20,
    });
    expect(orderExportSchema.safeParse(body).success).toBe(true);
  });

  it('names the filters on screen the export does not take', () => {
    expect(filtersLeftOutOfExport(filters)).toEqual(['公司名称', '顾问']);
  });
});

describe('the resume download address', () => {
  const choice = { resumeName: ['candidateName', 'positionName'], filterField: ['phone', 'email'], downloadType: 1 };

  it('names one order by orderId and carries the stamp', () => {
    expect(resumeDownloadUrl(['o1'], choice, '17000000000005')).toBe(
      '/api/order/resume/word/download?orderId=o1&resumeName=candidateName%2CpositionName&filterField=phone%2Cemail&downloadType=1&requesttime=17000000000005',
    );
  });

  it('comma-joins several orders as orderIds, and sends an empty filter when nothing is left out', () => {
    const url = new URL(resumeDownloadUrl(['o1', 'o2'], { ...choice, filterField: [] }, '17000000000001'), 'http://x');
    expect(url.searchParams.get('orderIds')).toBe('o1,o2');
    expect(url.searchParams.has('orderId')).toBe(false);
    expect(url.searchParams.get('filterField')).toBe('');
  });
});
