import DisconnectOutlined from '@ant-design/icons/es/icons/DisconnectOutlined';
import Button from 'antd/es/button';
import Result from 'antd/es/result';

/** The shell could not reach the server (or it is restarting): say so and offer to try again. */
export function ShellOffline({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        icon={<DisconnectOutlined style={{ color: '#666' }} />}
        title={message}
        subTitle="暂时无法连接到服务器，请检查网络后重试。"
        extra={
          <Button type="primary" onClick={onRetry}>
            重试
          </Button>
        }
      />
    </div>
  );
}
