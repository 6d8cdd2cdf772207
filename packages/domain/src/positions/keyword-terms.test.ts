import { describe, expect, it } from 'vitest';
import { KEYWORD_TERMS_MAX, keywordTerms } from './keyword-terms';

describe('keywordTerms', () => {
  it.each([
    { text: 'Java、Spring Cloud,微服务，高并发', terms: ['Java', 'Spring', 'Cloud', '微服务', '高并发'], why: 'every separator' },
    { text: '  大模型;；RAG  ', terms: ['大模型', 'RAG'], why: 'semicolons and outer spaces' },
    { text: 'Go/Rust|K8s', terms: ['Go', 'Rust', 'K8s'], why: 'slashes and bars' },
    { text: 'C、R、数据', terms: ['数据'], why: 'one-character terms are dropped' },
    { text: `短词,${'很'.repeat(21)}`, terms: ['短词'], why: 'terms over 20 characters are dropped' },
    { text: `${'长'.repeat(20)}`, terms: ['长'.repeat(20)], why: 'exactly 20 is kept' },
    { text: 'java, Java ,JAVA、数据', terms: ['java', '数据'], why: 'duplicates ignore case; the first spelling stays' },
    { text: '「新能源」,（电池）,"BMS"', terms: ['新能源', '电池', 'BMS'], why: 'quotes and brackets around a term' },
    { text: '', terms: [], why: 'nothing to split' },
    { text: ' ,、; ', terms: [], why: 'separators only' },
  ])('$why', ({ text, terms }) => {
    expect(keywordTerms(text)).toEqual(terms);
  });

  it(`keeps at most ${KEYWORD_TERMS_MAX} terms, in order`, () => {
    const text = Array.from({ length: 30 }, (_, i) => `词${i}`).join(',');
    const terms = keywordTerms(text);
    expect(terms).toHaveLength(KEYWORD_TERMS_MAX);
    expect(terms[0]).toBe('词0');
    expect(terms.at(-1)).toBe('词19');
  });
});
