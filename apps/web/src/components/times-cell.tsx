import { chinaShortTime, formatChinaTime } from '@hh/domain/time/china-time';
import Tooltip from 'antd/es/tooltip';

const muted = { color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 } as const;

/**
 * 推荐 and 更新 in one narrow column, a line each (issue 16): two date columns did not fit 1440 px
 * beside the pinned actions, which then hid 更新时间. The year shows only outside this year.
 */
export function TimesCell({ recommendTime, updateTime }: { recommendTime: number; updateTime: number }) {
  return (
    <div style={{ lineHeight: 1.6, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      <Tooltip title={`推荐于 ${formatChinaTime(recommendTime)}`}>
        <div>
          <span style={muted}>推荐 </span>
          {chinaShortTime(recommendTime)}
        </div>
      </Tooltip>
      <Tooltip title={`更新于 ${formatChinaTime(updateTime)}`}>
        <div>
          <span style={muted}>更新 </span>
          {chinaShortTime(updateTime)}
        </div>
      </Tooltip>
    </div>
  );
}
