import { describe, expect, it } from 'vitest';
import { isMainlandMobile, maskEmail, maskPhone, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['13800000030', '13800000030'],
    ['138 0000 0030', '13800000030'],
    ['138-0000-0030', '13800000030'],
    ['+8613800000030', '13800000030'],
    ['008613800000030', '13800000030'],
    ['8613800000030', '13800000030'],
  ])('%s → %s', (raw, expected) => expect(normalizePhone(raw)).toBe(expected));
});

describe('isMainlandMobile', () => {
  it.each([
    ['13800000030', true],
    ['19912345678', true],
    ['+86 139 0000 0010', true],
    ['12800000030', false],
    ['1380000003', false],
    ['138000000300', false],
    ['abc', false],
  ])('%s → %s', (raw, expected) => expect(isMainlandMobile(raw)).toBe(expected));
});

describe('maskPhone', () => {
  it.each([
    ['13800001234', '138****1234'],
    ['+8613800001234', '138****1234'],
    ['12345', '1***5'],
    ['1', '*'],
  ])('%s → %s', (raw, expected) => expect(maskPhone(raw)).toBe(expected));
});

describe('maskEmail', () => {
  it.each([
    ['liming@example.com', 'l*****@example.com'],
    ['a@b.cn', 'a***@b.cn'],
    ['noat', '****'],
    ['', ''],
  ])('%s → %s', (raw, expected) => expect(maskEmail(raw)).toBe(expected));
});
