import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';

/**
 * Recovery codes, shown once: the server keeps only their digests. Each one signs in once in place
 * of a code, for the day the phone with the authenticator is lost.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { message } = App.useApp();
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => void message.success('恢复码已复制'),
      () => void message.error('复制失败，请手动抄写'),
    );
  return (
    <section className="hh-security__card" aria-labelledby="recovery-codes-title" data-testid="recovery-codes">
      <h2 id="recovery-codes-title">恢复码</h2>
      <Alert
        type="warning"
        showIcon
        title="恢复码只显示这一次，请立即抄写或保存到安全的地方。"
        description="手机丢失或无法使用验证器时，可用任意一个恢复码代替动态验证码登录，每个恢复码只能使用一次。"
      />
      <ol className="hh-security__codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="hh-security__actions">
        <Button onClick={copy}>复制全部</Button>
        <Button type="primary" onClick={onDone}>
          我已保存
        </Button>
      </div>
    </section>
  );
}
