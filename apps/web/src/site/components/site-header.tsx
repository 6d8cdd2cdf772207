import { useEffect, useState } from 'react';
import { HEADER_SWITCH_AT, SITE_NAME } from '../site-info';
import { SITE_MENU, type SitePageKey } from '../site-routes';
import { useTrialDialog } from '../trial-dialog-context';
import { useScrolledPast } from '../use-scrolled-past';

/**
 * The top header: the six menu entries, sign-in and 联系我们 (spec 001 §2). On the home page it
 * lies clear over the hero and turns solid once the page is scrolled more than 10 px; elsewhere
 * it is always solid. Its height never changes, so the switch moves nothing on the page.
 */
export function SiteHeader({ page }: { page: SitePageKey }) {
  const { open } = useTrialDialog();
  const scrolled = useScrolledPast(HEADER_SWITCH_AT);
  const [menuOpen, setMenuOpen] = useState(false);
  const overHero = page === 'home';
  const solid = !overHero || scrolled || menuOpen;

  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [menuOpen]);

  return (
    <header className={`s-header ${solid ? 's-header--solid' : 's-header--clear'}`} data-scrolled={scrolled ? 'true' : 'false'}>
      <div className="s-header__inner">
        <a className="s-brand" href="/index" aria-label={`${SITE_NAME}首页`}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{SITE_NAME}</span>
        </a>
        <nav id="site-nav" className={`s-nav${menuOpen ? ' s-nav--open' : ''}`} aria-label="网站导航">
          <ul>
            {SITE_MENU.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={item.pages.includes(page) ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
            <li className="s-nav__login">
              <a href="/login">登录工作台</a>
            </li>
          </ul>
        </nav>
        <div className="s-header__actions">
          <a className="s-header__login" href="/login">
            登录
          </a>
          <button type="button" className="s-btn s-btn--primary s-btn--small" onClick={open}>
            联系我们
          </button>
          <button
            type="button"
            className="s-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            aria-label={menuOpen ? '收起菜单' : '展开菜单'}
            onClick={() => setMenuOpen((v) => !v)}
          >
            <span aria-hidden="true" />
          </button>
        </div>
      </div>
    </header>
  );
}
