import { describe, expect, it } from 'vitest';
import { idCardCheckChar } from '../people/id-card';
import { maskName, realNameInitSchema } from './real-name.schema';

const valid = (first17: string) => `${first17}${idCardCheckChar(first17)}`;

describe('realNameInitSchema', () => {
  it.each([
    [{ certName: '王思琪', certNo: valid('11010519900307002') }, null],
    [{ certName: '阿依古丽·买买提', certNo: valid('65010219880101123').toLowerCase() }, null],
    [{ certName: '', certNo: valid('11010519900307002') }, '请输入真实姓名'],
    [{ certName: 'Wang', certNo: valid('11010519900307002') }, '请输入与身份证一致的中文姓名'],
    [{ certName: '王思琪' }, '请输入身份证号'],
    [{ certName: '王思琪', certNo: '1101051990030700' }, '身份证号应为18位，最后一位可以是数字或X'],
    [{ certName: '王思琪', certNo: valid('11010519900230002') }, '身份证号中的出生日期不正确'],
    [
      { certName: '王思琪', certNo: `${'11010519900307002'}${idCardCheckChar('11010519900307002') === '0' ? '1' : '0'}` },
      '身份证号校验位不正确，请核对',
    ],
  ])('%o → %s', (input, message) => {
    const result = realNameInitSchema.safeParse(input);
    if (message === null) expect(result.success).toBe(true);
    else expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('normalises the number (spaces, lower-case x)', () => {
    const id = valid('11010519900307002');
    const parsed = realNameInitSchema.parse({ certName: '王思琪', certNo: ` ${id.slice(0, 6)} ${id.slice(6).toLowerCase()}` });
    expect(parsed.certNo).toBe(id);
  });
});

describe('maskName', () => {
  it.each([
    ['王思琪', '王**'],
    ['欧阳娜娜', '欧***'],
    ['李', '李'],
  ])('%s → %s', (name, masked) => expect(maskName(name)).toBe(masked));
});
