import { chooseBanner } from '@hh/domain/site/banner-choice';
import type { SiteBanner } from '@hh/domain/site/site-content.schema';
import { useEffect, useState } from 'react';
import { httpClient } from '../../api/http-client';
import { loadBanners } from '../api/static-content';

/**
 * The footer banner: the banner list comes from the static-content call and one is chosen by
 * the rule of spec 001 §4 (visitors are never on the gray list; a signed-in gray-listed user is). Its row keeps its height
 * while loading, so nothing below moves when it arrives; on a failure the row stays empty.
 */
export function FooterBanner() {
  const [banner, setBanner] = useState<SiteBanner | null>(null);

  useEffect(() => {
    let alive = true;
    // A banner is live between its dates by the server's clock, not this computer's.
    // The clock is learned first: the banner call is stamped with it.
    httpClient
      .syncClock()
      .then(() => loadBanners())
      .then(
        ({ items, grayListed }) => {
          if (alive) setBanner(chooseBanner(items, httpClient.serverNow(), grayListed) ?? null);
        },
        (error: Error) => console.warn('footer banner:', error.message),
      );
    return () => {
      alive = false;
    };
  }, []);

  return (
    <div className="s-footer__banner" data-testid="footer-banner">
      {banner ? (
        <p>
          <strong>{banner.title}</strong>
          <span>{banner.description}</span>
          <a href={banner.link}>{banner.linkText}</a>
        </p>
      ) : null}
    </div>
  );
}
