import type { ReactNode } from 'react';
import { BackToTop } from './components/back-to-top';
import { FloatingQr } from './components/floating-qr';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import type { SiteRoute } from './site-routes';
import { TrialDialogProvider } from './trial-dialog-context';
import './site.css';

/** The one layout of the public site (spec 001 §2): header, page, footer, floating QR code, back-to-top, trial dialog. */
export function SiteLayout({ route, children }: { route: SiteRoute; children: ReactNode }) {
  return (
    <div className={`s-site s-site--${route.page}`}>
      <TrialDialogProvider>
        <a className="s-skip" href="#main">
          跳到正文
        </a>
        <SiteHeader page={route.page} />
        <main id="main" className="s-main">
          {children}
        </main>
        <SiteFooter />
        <FloatingQr />
        <BackToTop />
      </TrialDialogProvider>
    </div>
  );
}
