/**
 * The per-session token a client without browser origin headers sends with every call
 * (docs/OPERATIONS.md › Security). The server gives it in the answers of login.json and
 * loginState.json; the web client keeps it and sends it in this header.
 */
export const CSRF_HEADER = 'x-hh-csrf';

export const CSRF_REFUSED_MESSAGE = '请求来源无效，请在本站页面内操作';
