import { describe, expect, it } from 'vitest';
import { DEGREE_WORD_RE, degreeCode, latinDegree } from './gazetteer-degrees';
import { isCompanyName, isSchoolName, withoutBracketedDepartment } from './gazetteer-organisations';
import { cityOfDistrictPlace, cityOfPlace, isProvincePlace } from './gazetteer-places';

describe('places, read against the product city dictionary', () => {
  it.each([
    ['陕西西安', '西安', 'a province with its city is the city'],
    ['江苏省南京市', '南京', 'with 省 and 市 written out'],
    ['江苏苏州', '苏州', ''],
    ['广西南宁', '南宁', 'an autonomous region by its short name'],
    ['浙江·宁波', '宁波', 'a dot between province and city'],
    ['山东省青岛市黄岛区', '青岛', 'the district after the city is dropped'],
    ['深圳市南山区', '深圳', ''],
    ['上海-浦东新区', '上海', 'a municipality is its own city, whatever district follows'],
    ['北京朝阳', '北京', 'the district 朝阳 is not the city 朝阳 of Liaoning'],
    ['重庆市渝北区', '重庆', ''],
    ['延边朝鲜族自治州', '延边', 'a prefecture by its official name'],
    ['Shanghai, China', '上海', 'an English address by the city pinyin'],
    ['Shenzhen', '深圳', ''],
    ['浙江', '', 'a province alone is no city'],
    ['河北省', '', ''],
    ['火星', '', 'an unknown place is not guessed'],
  ])('%s → %s (%s)', (place, city) => {
    expect(cityOfPlace(place)).toBe(city);
  });

  it('tells a place written as a word from a name', () => {
    expect(['江西南昌', '江苏省苏州市', '浙江', '内蒙古'].filter(isProvincePlace)).toHaveLength(4);
    expect(['蒋雨辰', '江涛', '王伟'].filter(isProvincePlace)).toEqual([]);
  });
});

describe('degrees and their tags', () => {
  it.each([
    ['本科', 5],
    ['统招本科', 5],
    ['全日制硕士研究生', 6],
    ['在职研究生', 6],
    ['硕士（非全日制）', 6],
    ['硕士（MPA，非全日制）', 6],
    ['硕士（同等学力）', 6],
    ['本科（双学位）', 5],
    ['本科（网络教育）', 5],
    ['本科（成人高考·专升本）', 5],
    ['博士（直博）', 8],
    ['硕士（MSc）', 6],
    ['MBA（非统招）', 7],
    ['EMBA', 7],
    ['自考大专', 4],
  ])('%s is a degree word with code %i; its tags do not change it', (word, code) => {
    expect(DEGREE_WORD_RE.test(word)).toBe(true);
    expect(degreeCode(word)).toBe(code);
  });

  it.each([
    ['M.Sc. in Finance', 6, 'Finance'],
    ['MSc in Computer Science', 6, 'Computer Science'],
    ['B.A. in Economics', 5, 'Economics'],
    ['B.Eng. in Electronic Engineering', 5, 'Electronic Engineering'],
    ['M.Sc., Marketing', 6, 'Marketing'],
    ['Master of Science in Data Science', 6, 'Data Science'],
    ['Bachelor of Science (Computer Science)', 5, 'Computer Science'],
    ['Master of Commerce', 6, 'Master of Commerce'],
    ['Master of Science', 6, ''],
    ['MA', 6, ''],
    ['BBA', 5, ''],
    ['M.Eng.', 6, ''],
    ['MPA', 6, ''],
    ['Ph.D.', 8, ''],
    ['MBA', 7, ''],
  ])('an English degree: %s → code %i, major "%s"', (text, code, major) => {
    expect(latinDegree(text)).toEqual({ code, major });
  });

  it('reads no degree from words that only look alike', () => {
    expect(['Marketing Manager', 'Finance', 'Massachusetts', 'Data Science'].map(latinDegree)).toEqual([null, null, null, null]);
    expect(['北京大学', '工商管理', '数据分析师'].some((w) => DEGREE_WORD_RE.test(w))).toBe(false);
  });
});

describe('schools, employers and departments', () => {
  it('knows a school by the university list or its suffix', () => {
    expect(
      [
        '中国石油大学（华东）',
        '深圳职业技术学院',
        'University College London',
        'University of Edinburgh',
        'The University of Sydney',
      ].every(isSchoolName),
    ).toBe(true);
    expect(['腾讯科技（深圳）有限公司', 'Pearl River Data Co., Ltd.'].some(isSchoolName)).toBe(false);
  });

  it('knows an employer by its suffix or as a government body', () => {
    expect(
      [
        '北京衡正律师事务所',
        '广西桂通智能科技有限公司南宁分公司',
        '天津渤化新材料股份有限公司',
        '郑州市中原仁和医院',
        '湖南省自然资源厅',
        '长沙市岳麓区人民政府办公室',
        'Horizon Vision Technology Co., Ltd.',
        'Acme Robotics GmbH',
        'Northwind Inc.',
        '国家税务总局',
      ].every(isCompanyName),
    ).toBe(true);
    // A function inside an employer is no employer.
    expect(['产品研发中心', '争议解决部', '心内科', '综合股', '高级产品经理'].some(isCompanyName)).toBe(false);
  });
});

describe('a place written down to its district', () => {
  it.each([
    ['绍兴市越城区', '绍兴', ''],
    ['安徽省芜湖市鸠江区', '芜湖', 'a province before it'],
    ['江苏省无锡市滨湖区', '无锡', ''],
    ['上海市浦东新区', '上海', 'a municipality'],
    ['绍兴', '', 'a city alone is read by cityOfPlace, not here'],
    ['绍兴越商银行', '', 'a company named with its city is no place'],
  ])('%s → %s', (place, city) => {
    expect(cityOfDistrictPlace(place)).toBe(city);
  });
});

describe('a department in brackets after a name', () => {
  it.each([
    ['质量经理（质量部）', '质量经理'],
    ['小学数学教研员（小学部）', '小学数学教研员'],
    ['青海省疾病预防控制中心（免疫规划所）', '青海省疾病预防控制中心'],
    ['江苏德衡会计师事务所（特殊普通合伙）', '江苏德衡会计师事务所（特殊普通合伙）'],
    ['腾讯科技（深圳）', '腾讯科技（深圳）'],
    ['Seastar Interactive (Suzhou)', 'Seastar Interactive (Suzhou)'],
    ['中国石油大学（华东）', '中国石油大学（华东）'],
  ])('%s → %s', (name, kept) => {
    expect(withoutBracketedDepartment(name)).toBe(kept);
  });

  it('a centre named with its city or district is an employer; a function centre is not', () => {
    expect(isCompanyName('太原市小店区政务服务中心')).toBe(true);
    expect(isCompanyName('客户服务中心')).toBe(false);
  });
});

describe('English professional degrees, by the product education codes', () => {
  it.each([
    ['MPH', 6],
    ['MPA', 6],
    ['MPP', 6],
    ['MSW', 6],
    ['MFA', 6],
    ['MEd', 6],
    ['LLM', 6],
    ['JD', 8],
    ['M.D.', 8],
  ])('%s → %i', (word, code) => {
    expect(latinDegree(word)?.code).toBe(code);
  });
});
