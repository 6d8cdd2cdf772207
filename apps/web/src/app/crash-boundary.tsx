import Button from 'antd/es/button';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logBehavior } from '../api/behavior-log';
import { CrashScreen } from './crash-screen';

export function errorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

export function reportCrash(error: unknown, step?: string): void {
  logBehavior({
    event: 'crash',
    page: globalThis.location?.pathname,
    detail: step ? { message: errorMessage(error), step } : { message: errorMessage(error) },
  });
}

interface State {
  error: unknown;
  crashed: boolean;
}

/**
 * The page-crash boundary at the root of the app (spec 001 §2, §4): anything that throws
 * while rendering and is not caught nearer ends here. It reports the error to the behaviour
 * log and offers to reload the page.
 */
export class CrashBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, crashed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, crashed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reportCrash(error);
  }

  override render() {
    if (!this.state.crashed) return this.props.children;
    return (
      <CrashScreen
        actions={
          <Button type="primary" size="large" onClick={() => globalThis.location.reload()}>
            重新加载
          </Button>
        }
      />
    );
  }
}
