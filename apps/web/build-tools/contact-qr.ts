import QRCode from 'qrcode';
import type { Plugin } from 'vite';

export const CONTACT_QR_FILE = 'contact-qr.svg';

/**
 * The work-messenger QR code of the public site (the trial dialog, the floating code, the
 * about page): a real QR code of our contact address, drawn at build time as /contact-qr.svg
 * (and served at that address by the development server).
 */
export function contactQr(url: string): Plugin {
  let svg: Promise<string> | undefined;
  const draw = () => {
    svg ??= QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#0f1c2eff', light: '#ffffffff' } });
    return svg;
  };
  return {
    name: 'hh:contact-qr',
    applyToEnvironment: (environment) => environment.name === 'client',
    configureServer(server) {
      server.middlewares.use(`/${CONTACT_QR_FILE}`, (_req, res) => {
        void draw().then((body) => {
          res.setHeader('content-type', 'image/svg+xml');
          res.end(body);
        });
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: CONTACT_QR_FILE, source: await draw() });
    },
  };
}
