/**
 * The alert of spec 000 §8 for state 2410. antd's Modal is loaded only when it is needed,
 * so the sign-in page does not pay for it; one alert shows at a time however many calls fail.
 */
export const RISK_ALERT_TITLE = '访问存在风险';
export const RISK_ALERT_CONTENT = '系统检测到您的访问存在风险，请确认是否正在使用浏览器插件。使用插件可能导致账号被安全封禁。';

let open = false;

export function showRiskAlert(): void {
  if (open) return;
  open = true;
  import('antd/es/modal')
    .then(({ default: Modal }) => {
      Modal.warning({
        title: RISK_ALERT_TITLE,
        content: RISK_ALERT_CONTENT,
        okText: '我知道了',
        afterClose: () => {
          open = false;
        },
      });
    })
    .catch(() => {
      open = false;
      globalThis.alert?.(`${RISK_ALERT_TITLE}：${RISK_ALERT_CONTENT}`);
    });
}
