import { PRESENT } from '@hh/domain/candidates/resume.schema';
import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import dayjs from 'dayjs';

const MONTH_RE = /^\d{4}-\d{2}$/;

export interface MonthFieldProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** End dates may be 至今 (still there). */
  allowPresent?: boolean;
}

/**
 * A 年-月 field as the resume stores it ('YYYY-MM', or 至今 for an end date): a month picker,
 * plus a 至今 box for end dates. Form.Item gives it the label's id, so the label names it.
 */
export function MonthField({ id, value = '', onChange, allowPresent = false }: MonthFieldProps) {
  const present = value === PRESENT;
  const month = MONTH_RE.test(value) ? dayjs(`${value}-01`) : null;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <DatePicker
        id={id}
        picker="month"
        format="YYYY-MM"
        placeholder={present ? PRESENT : '选择年月'}
        value={present ? null : month}
        disabled={present}
        disabledDate={(d) => d.isAfter(dayjs(), 'month') || d.year() < 1900}
        onChange={(d) => onChange?.(d ? d.format('YYYY-MM') : '')}
        // Enter confirms the typed month; it must not also submit the section's form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        style={{ flex: 1, minWidth: 0 }}
      />
      {allowPresent ? (
        <Checkbox checked={present} onChange={(e) => onChange?.(e.target.checked ? PRESENT : '')} style={{ whiteSpace: 'nowrap' }}>
          至今
        </Checkbox>
      ) : null}
    </div>
  );
}
