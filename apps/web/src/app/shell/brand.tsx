import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../components/use-document-title';

/** The logo: a mark and the product name (the suffix only on wide screens); `to` is where it leads (the workspace logo goes to /index/index). */
export function Brand({ to, suffix, phone = false }: { to: string; suffix?: string; phone?: boolean }) {
  const shownSuffix = suffix && !phone ? suffix : '';
  return (
    <Link
      to={to}
      // The name holds the visible text (WCAG 2.5.3 label in name): 猎头协作平台运营控制台首页 in the console.
      aria-label={`${PRODUCT_NAME}${shownSuffix}首页`}
      style={{ display: 'flex', alignItems: 'center', gap: 10, color: 'inherit', minWidth: 0 }}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} style={{ flex: 'none' }} />
      <span style={{ fontSize: phone ? 16 : 17, fontWeight: 600, color: 'rgba(0,0,0,0.88)', whiteSpace: 'nowrap' }}>
        {PRODUCT_NAME}
        {shownSuffix ? (
          <span style={{ marginLeft: 8, fontSize: 13, fontWeight: 400, color: 'rgba(0, 0, 0, 0.62)' }}>{shownSuffix}</span>
        ) : null}
      </span>
    </Link>
  );
}
