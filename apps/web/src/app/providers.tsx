import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { isApiError } from '../api/http-client';

dayjs.locale('zh-cn');

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Only a dropped connection is worth another try; a refusal from the server stands.
        retry: (failures, error) => isApiError(error, 'network') && failures < 2,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The system setting of people for whom zooming dialogs and sliding drawers are a strain (WCAG
 * 2.3.3), read when the app starts: a change of it takes effect at the next page load.
 */
const REDUCE_MOTION = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The kit's defaults put secondary, placeholder and link text below WCAG AA contrast on white
 * (#8c8c8c is 3.4:1, #1677ff 4.1:1). These tokens keep every text colour at 4.5:1 or more on
 * white and the light greys and blues the kit paints behind it (issue 23 §9, checked by axe in
 * the journeys). Disabled text (colorTextQuaternary) is exempt from the rule and stays as it is.
 */
const THEME = {
  token: {
    motion: !REDUCE_MOTION,
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    colorError: '#cf1322',
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};

/**
 * antd in Chinese (zhCN, dayjs zh-cn) and the query cache around the whole app. When the system
 * asks for reduced motion, the kit's motion is off: dialogs, drawers and menus appear and go at once.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    // autoInsertSpace off: button texts read as written (登录, not 登 录), for people and for tests alike.
    <ConfigProvider locale={zhCN} theme={THEME} button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
