import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';

export const REVEAL_NOTICE = '查看将被记录';

/**
 * A masked personal value with a 查看 link beside it. The reveal itself (an audited call) and
 * what is shown once it answers belong to the caller.
 */
export function MaskedValue({
  masked,
  label,
  testId,
  pending,
  onReveal,
}: {
  masked: string;
  /** What the value is, for the link's accessible name: 手机号, 邮箱… */
  label: string;
  testId: string;
  pending: boolean;
  onReveal: () => void;
}) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, flexWrap: 'wrap' }}>
      <span data-testid={testId}>{masked}</span>
      <Tooltip title={REVEAL_NOTICE}>
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined />}
          loading={pending}
          onClick={onReveal}
          aria-label={`查看${label}（${REVEAL_NOTICE}）`}
          style={{ paddingInline: 4 }}
        >
          查看
        </Button>
      </Tooltip>
    </span>
  );
}
