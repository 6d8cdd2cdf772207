/**
 * How long the app's passing messages stay, configured once (spec 000 §9): a toast 3 s, a notice
 * 4.5 s, a low-level notice (a short confirmation that needs no reading, e.g. 已复制) 1.5 s;
 * and the workspace's back-to-top button, shown after 400 px of scrolling, back in 450 ms.
 */
export const TOAST_SECONDS = 3;
export const NOTICE_SECONDS = 4.5;
export const LOW_NOTICE_SECONDS = 1.5;
export const BACK_TO_TOP = { visibilityHeight: 400, duration: 450 } as const;
