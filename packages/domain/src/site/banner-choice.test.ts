import { describe, expect, it } from 'vitest';
import { chooseBanner, isGrayListed, isLive, type PublishedItem } from './banner-choice';

const NOW = Date.UTC(2025, 5, 15, 4);
const DAY = 86_400_000;
type Banner = PublishedItem & { id: string };
const banner = (id: string, patch: Partial<PublishedItem> = {}): Banner => ({
  id,
  state: 1,
  startTime: NOW - DAY,
  endTime: NOW + DAY,
  grayUser: false,
  ...patch,
});

describe('isLive', () => {
  it.each<[string, Partial<PublishedItem>, boolean]>([
    ['on, inside the window', {}, true],
    ['off', { state: 0 }, false],
    ['an unknown state', { state: 2 }, false],
    ['not started', { startTime: NOW + 1 }, false],
    ['ended', { endTime: NOW - 1 }, false],
    ['starting right now', { startTime: NOW }, true],
    ['ending right now', { endTime: NOW }, true],
  ])('%s → %s', (_label, patch, expected) => expect(isLive(banner('x', patch), NOW)).toBe(expected));
});

describe('chooseBanner', () => {
  it.each<[string, Banner[], boolean, string | undefined]>([
    ['nothing to choose from', [], false, undefined],
    ['a normal user gets the first non-gray item', [banner('g', { grayUser: true }), banner('a'), banner('b')], false, 'a'],
    ['a normal user never gets a gray item', [banner('g', { grayUser: true })], false, undefined],
    ['a gray user gets the first gray item', [banner('a'), banner('g1', { grayUser: true }), banner('g2', { grayUser: true })], true, 'g1'],
    ['a gray user falls back to the normal item', [banner('a'), banner('b')], true, 'a'],
    ['switched-off items are skipped', [banner('off', { state: 0 }), banner('a')], false, 'a'],
    ['expired items are skipped', [banner('old', { endTime: NOW - 1 }), banner('a')], false, 'a'],
    ['future items are skipped', [banner('soon', { startTime: NOW + 1 }), banner('a')], false, 'a'],
    ['an expired gray item falls back for a gray user', [banner('g', { grayUser: true, endTime: NOW - DAY }), banner('a')], true, 'a'],
    ['a switched-off gray item falls back for a gray user', [banner('g', { grayUser: true, state: 0 }), banner('a')], true, 'a'],
  ])('%s', (_label, items, gray, expected) => expect(chooseBanner(items, NOW, gray)?.id).toBe(expected));
});

describe('isGrayListed', () => {
  const list = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7'];
  it.each<[string | null | undefined, boolean]>([
    ['u3', true],
    ['u8', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (id, expected) => expect(isGrayListed(id, list)).toBe(expected));
});
