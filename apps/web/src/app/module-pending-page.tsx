import ToolOutlined from '@ant-design/icons/es/icons/ToolOutlined';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useMatches, useNavigate } from 'react-router';
import { pageHandleOf } from './route-handle';

/** The Result's title as the page's heading, in the Result's own type. */
const HEADING = { margin: 0, font: 'inherit', color: 'inherit' } as const;

/**
 * One page for every module that is not open yet: it says so plainly instead of showing an
 * empty screen. Each route names its module in its `handle`; real pages replace the routes.
 */
export function ModulePendingPage() {
  const handle = useMatches()
    .map((m) => pageHandleOf(m.handle))
    .findLast((h) => h !== undefined);
  const name = handle?.title ?? '该';
  const next = handle?.pending?.next;
  const navigate = useNavigate();
  return (
    <section
      style={{
        background: '#fff',
        borderRadius: 8,
        minHeight: 'calc(100vh - 104px)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Result
        icon={<ToolOutlined style={{ color: '#1677ff' }} />}
        title={<h1 style={HEADING}>{`「${name}」功能即将开放`}</h1>}
        subTitle={handle?.pending?.description ?? '该模块正在建设中，开放后即可在这里使用。'}
        extra={
          next ? (
            <Button type="primary" onClick={() => navigate(next.to)}>
              {next.label}
            </Button>
          ) : null
        }
      />
    </section>
  );
}
