import Pagination from 'antd/es/pagination';
import type { ReactNode } from 'react';
import { useIsPhone } from './browser-hooks';

export interface ListFooterProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What the total counts, e.g. `共 12 个订单`; by default `共 N 条`. */
  label?: ReactNode;
  testId?: string;
}

/**
 * The footer of every paged list: the total on the right, then the pager — shown once there is
 * more than one page, or when the address points past the first (so the user can go back).
 */
export function ListFooter({ total, page, pageSize, onPage, label, testId }: ListFooterProps) {
  const phone = useIsPhone();
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginTop: 16 }}>
      <span data-testid={testId} style={{ color: 'rgba(0,0,0,0.65)' }}>
        {label ?? `共 ${total} 条`}
      </span>
      {total > pageSize || page > 1 ? (
        <Pagination
          current={page}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          onChange={onPage}
          size={phone ? 'small' : undefined}
        />
      ) : null}
    </div>
  );
}
