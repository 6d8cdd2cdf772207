import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import type { AccountFilters } from '../pages/account-filters';

type Range = [Dayjs | null, Dayjs | null] | null;
const text = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : '');

/**
 * The filters of the account lists (spec 001 §2): the date range an account or team was
 * opened in, and a phone (digits, matched anywhere in the number). 搜索 applies, 重置 clears.
 */
export function AccountFilterBar({
  filters,
  phoneLabel,
  onSearch,
}: {
  filters: AccountFilters;
  phoneLabel: string;
  onSearch: (change: Pick<AccountFilters, 'phone' | 'startDate' | 'endDate'>) => void;
}) {
  const [range, setRange] = useState<Range>(null);
  const [phone, setPhone] = useState('');
  useEffect(() => {
    setRange(
      filters.startDate || filters.endDate
        ? [filters.startDate ? dayjs(filters.startDate) : null, filters.endDate ? dayjs(filters.endDate) : null]
        : null,
    );
    setPhone(filters.phone);
  }, [filters.startDate, filters.endDate, filters.phone]);

  const apply = () => onSearch({ phone: phone.replace(/\D/g, '').slice(0, 11), startDate: text(range?.[0]), endDate: text(range?.[1]) });
  return (
    <form
      aria-label="筛选"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', margin: '4px 0 12px' }}
    >
      <DatePicker.RangePicker
        value={range}
        onChange={(value) => setRange(value as Range)}
        allowEmpty={[true, true]}
        placeholder={['开通日期起', '开通日期止']}
        aria-label="开通日期"
        style={{ flex: '1 1 260px', maxWidth: 300 }}
      />
      <Input
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        placeholder={phoneLabel}
        aria-label="手机号"
        allowClear
        inputMode="numeric"
        maxLength={11}
        style={{ flex: '1 1 180px', maxWidth: 220 }}
      />
      <Button type="primary" htmlType="submit">
        搜索
      </Button>
      <Button onClick={() => onSearch({ phone: '', startDate: '', endDate: '' })}>重置</Button>
    </form>
  );
}
