import { describe, expect, it } from 'vitest';
import { splitOnTerms } from './highlighted-text';

describe('splitOnTerms', () => {
  it('marks every occurrence, whatever the letter case', () => {
    expect(splitOnTerms('熟悉java与Java生态', ['Java'])).toEqual([
      { text: '熟悉', hit: false },
      { text: 'java', hit: true },
      { text: '与', hit: false },
      { text: 'Java', hit: true },
      { text: '生态', hit: false },
    ]);
  });

  it('prefers the longer term and reads special characters literally', () => {
    expect(splitOnTerms('Spring Cloud 与 C++', ['Spring', 'Spring Cloud', 'C++'])).toEqual([
      { text: 'Spring Cloud', hit: true },
      { text: ' 与 ', hit: false },
      { text: 'C++', hit: true },
    ]);
  });

  it('leaves a text without terms whole', () => {
    expect(splitOnTerms('负责架构设计', [])).toEqual([{ text: '负责架构设计', hit: false }]);
    expect(splitOnTerms('负责架构设计', ['Go'])).toEqual([{ text: '负责架构设计', hit: false }]);
  });
});
