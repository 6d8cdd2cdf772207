import FrownOutlined from '@ant-design/icons/es/icons/FrownOutlined';
import type { ReactNode } from 'react';

export const CRASH_TITLE = '页面奔溃啦';
export const CRASH_TEXT = '抱歉，页面出现了错误，暂时无法显示。';

/**
 * The crash screen of spec 001 §2. Plain markup and one icon: it is part of the first
 * download, and it must render even when antd's providers are what failed.
 */
export function CrashScreen({
  title = CRASH_TITLE,
  text = CRASH_TEXT,
  detail,
  actions,
}: {
  title?: string;
  text?: string;
  detail?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div role="alert" style={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '48px 16px' }}>
      <div style={{ textAlign: 'center', maxWidth: 440 }}>
        <FrownOutlined style={{ fontSize: 64, color: '#faad14' }} />
        <h1 style={{ margin: '20px 0 8px', fontSize: 24, fontWeight: 600, color: 'rgba(0,0,0,0.88)' }}>{title}</h1>
        <p style={{ margin: 0, fontSize: 14, lineHeight: 1.8, color: 'rgba(0,0,0,0.55)' }}>{text}</p>
        {detail ? <div style={{ marginTop: 8, fontSize: 14, color: 'rgba(0,0,0,0.55)' }}>{detail}</div> : null}
        <div style={{ marginTop: 24, display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</div>
      </div>
    </div>
  );
}
