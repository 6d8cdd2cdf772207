import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { reportCrash } from './crash-boundary';
import { CrashScreen } from './crash-screen';
import { PageLoadError } from './load-page-group';

/** The root route's error element: hands the error on to the crash boundary above the router. */
export function RethrowToCrashBoundary(): never {
  throw useRouteError();
}

export const CRASH_COUNTDOWN_SECONDS = 5;

/** Inside the frame the screen sits on the page's white card, like every other page. */
const FRAMED = {
  background: '#fff',
  borderRadius: 8,
  minHeight: 'calc(100vh - 104px)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
};

/**
 * The second crash step (spec 001 §4), inside the workspace and the console: the frame stays,
 * the page shows the crash text and counts down 5 seconds to the home page. A page group that
 * could not be loaded says so and offers a reload instead.
 */
export function PageRouteError({ home, homeLabel }: { home: string; homeLabel: string }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const { reset } = useQueryErrorResetBoundary();
  const [left, setLeft] = useState(CRASH_COUNTDOWN_SECONDS);
  const reported = useRef(false);
  const loadFailed = error instanceof PageLoadError;

  useEffect(() => {
    // Queries that threw into this screen are fetched afresh on the next page.
    reset();
    if (!reported.current) {
      reported.current = true;
      reportCrash(error, loadFailed ? 'page-load' : 'countdown');
    }
  }, [error, loadFailed, reset]);

  useEffect(() => {
    if (loadFailed) return;
    if (left <= 0) {
      navigate(home, { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, loadFailed, home, navigate]);

  if (loadFailed) {
    return (
      <section style={FRAMED}>
        <CrashScreen
          title="页面加载失败"
          text={error.message}
          actions={
            <Button type="primary" onClick={() => globalThis.location.reload()}>
              刷新页面
            </Button>
          }
        />
      </section>
    );
  }
  return (
    <section style={FRAMED}>
      <CrashScreen
        detail={
          <span>
            <strong style={{ color: '#0958d9' }}>{Math.max(left, 0)}</strong> 秒后自动返回{homeLabel}
          </span>
        }
        actions={
          <Button type="primary" onClick={() => navigate(home, { replace: true })}>
            立即返回{homeLabel}
          </Button>
        }
      />
    </section>
  );
}
