import VerticalAlignTopOutlined from '@ant-design/icons/es/icons/VerticalAlignTopOutlined';
import Button from 'antd/es/button';
import { useEffect, useState } from 'react';
import { BACK_TO_TOP } from './notice-timing';

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls the window to the top in `duration` ms (the kit's FloatButton would cost the shell ~7 kB). */
function scrollToTop(duration: number): void {
  const from = window.scrollY;
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min((now - start) / duration, 1);
    window.scrollTo(0, from * (1 - easeInOut(t)));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** The workspace's back-to-top button (spec 000 §9): shown past 400 px of scrolling, back in 450 ms. */
export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > BACK_TO_TOP.visibilityHeight);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <Button
      shape="circle"
      size="large"
      icon={<VerticalAlignTopOutlined />}
      aria-label="回到顶部"
      data-testid="back-to-top"
      onClick={() => scrollToTop(BACK_TO_TOP.duration)}
      style={{ position: 'fixed', right: 24, bottom: 48, zIndex: 30, boxShadow: '0 6px 16px rgba(0,0,0,0.12)' }}
    />
  );
}
