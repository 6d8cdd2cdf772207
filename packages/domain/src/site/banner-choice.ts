/**
 * The banner choice rule of spec 001 §4: only items that are switched on and whose time
 * window holds now are considered; a normal user gets the first non-gray item, a gray-listed
 * user the first gray item, falling back to the normal one.
 */
export const PUBLISHED_STATE_ON = 1;

export interface PublishedItem {
  /** 1 on, 0 off. */
  state: number;
  /** ms timestamps; the window includes both ends. */
  startTime: number;
  endTime: number;
  /** Shown to the gray list only. */
  grayUser: boolean;
}

export function isLive(item: PublishedItem, now: number): boolean {
  return item.state === PUBLISHED_STATE_ON && item.startTime <= now && now <= item.endTime;
}

export function chooseBanner<T extends PublishedItem>(items: readonly T[], now: number, grayListed: boolean): T | undefined {
  const live = items.filter((item) => isLive(item, now));
  const normal = live.find((item) => !item.grayUser);
  if (!grayListed) return normal;
  return live.find((item) => item.grayUser) ?? normal;
}

/** Whether a user is on the gray list (seven fixed ids, kept in configuration); visitors never are. */
export function isGrayListed(userId: string | null | undefined, grayList: readonly string[]): boolean {
  return userId !== null && userId !== undefined && grayList.includes(userId);
}
