import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useNavigate } from 'react-router';

/** Any address the app does not know. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#fff', padding: 16 }}>
      <Result
        status="404"
        title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>页面不存在</h1>}
        subTitle="抱歉，您访问的页面不存在或已被移除，请检查地址是否正确。"
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            返回首页
          </Button>
        }
      />
    </main>
  );
}
