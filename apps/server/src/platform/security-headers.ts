/**
 * The Content-Security-Policy of every answer (docs/OPERATIONS.md › Security). The built app and
 * the prerendered public site load only their own scripts; antd writes its CSS-in-JS into <style>
 * elements and style attributes, and the identity sandbox pages carry an inline <style>, so styles
 * need 'unsafe-inline' (scripts never do). Images include data: and blob: (previews, QR codes);
 * frames show our own documents (resume samples, mail previews) and nobody may frame us. Media
 * includes blob: (call recordings are fetched, then played from a blob, spec 001 §4 Audio).
 * e2e/tests/shell/csp.spec.ts fails on any violation in Chromium.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};
