/**
 * The tiny pages of the sandbox providers: what a tester sees after opening the link or
 * scanning the QR code on a phone. Plain HTML with no script, readable at phone widths.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

export interface SandboxPage {
  title: string;
  /** Already-escaped HTML of the page's body. */
  body: string;
}

export function renderSandboxPage({ title, body }: SandboxPage): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: -apple-system, "PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif; background: #f5f7fa; color: #1f2329; }
  main { max-width: 420px; margin: 0 auto; padding: 32px 20px; }
  .badge { display: inline-block; font-size: 12px; color: #d46b08; background: #fff7e6; border: 1px solid #ffd591; border-radius: 4px; padding: 2px 8px; }
  h1 { font-size: 20px; margin: 12px 0 8px; }
  p { line-height: 1.7; color: #4e5969; margin: 8px 0; }
  .card { background: #fff; border-radius: 12px; padding: 20px; margin-top: 16px; box-shadow: 0 1px 3px rgba(0,0,0,.06); }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0; }
  dt { color: #86909c; } dd { margin: 0; font-weight: 500; }
  form { margin: 0; }
  .actions { display: flex; gap: 12px; margin-top: 20px; }
  button { flex: 1; font-size: 16px; padding: 12px; border-radius: 8px; border: 1px solid #d9d9d9; background: #fff; cursor: pointer; }
  button.primary { background: #1677ff; border-color: #1677ff; color: #fff; }
  .ok { color: #389e0d; } .bad { color: #cf1322; }
</style>
</head>
<body><main>
<span class="badge">沙箱环境 · 仅用于开发和测试</span>
${body}
</main></body>
</html>`;
}
