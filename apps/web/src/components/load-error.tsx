import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import type { CSSProperties } from 'react';

/** A list or page that failed to load says so with the server's reason and offers 重试. */
export function LoadError({ title, error, onRetry, style }: { title: string; error: Error; onRetry: () => void; style?: CSSProperties }) {
  return (
    <Alert
      type="error"
      showIcon
      style={style}
      title={title}
      description={error.message}
      action={
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
