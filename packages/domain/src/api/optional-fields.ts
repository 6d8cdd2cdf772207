import { z } from 'zod';

/**
 * Optional filter fields of the search bodies: null, missing and empty all read as "not given",
 * and a wrong value gets a Chinese message naming the field.
 */
export const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .max(max, { error: `${label}不能超过${max}个字` })
    .nullish()
    .transform((v) => (v ? v : undefined));

export const optionalNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}必须是数字` })
    .min(min, { error: `${label}不能小于${min}` })
    .max(max, { error: `${label}不能大于${max}` })
    .nullish()
    .transform((v) => v ?? undefined);
