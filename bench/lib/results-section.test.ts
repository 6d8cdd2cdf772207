import { describe, expect, it } from 'vitest';
import { placeResultsSection } from './results-section';

const FILE = `# Benchmark results

## Orders (issue 4)

old figures of the orders bench

### A note of session 8

figures a person wrote, with their context

## Coins (issue 18)

coins text
`;

const place = (text: string, heading: string, markdown: string) => placeResultsSection(text, heading, markdown, '2026-11-27');

describe('placing a bench’s figures in RESULTS.md', () => {
  it('keeps a section’s old text below the new figures the first time, then replaces only the marked part', () => {
    const first = place(FILE, '## Orders (issue 4)', '## Orders (issue 4)\n\nrun 1 figures\n');
    expect(first).toContain('run 1 figures');
    expect(first).toContain('old figures of the orders bench');
    expect(first).toContain('### A note of session 8\n\nfigures a person wrote, with their context');
    expect(first.indexOf('run 1 figures')).toBeLessThan(first.indexOf('old figures of the orders bench'));
    expect(first).toContain('## Coins (issue 18)\n\ncoins text\n');

    const second = place(first, '## Orders (issue 4)', '## Orders (issue 4)\n\nrun 2 figures\n');
    expect(second).toContain('run 2 figures');
    expect(second).not.toContain('run 1 figures');
    expect(second).toContain('figures a person wrote, with their context');
    expect(second).toContain('old figures of the orders bench');
    expect(second.match(/^## Orders \(issue 4\)$/gm)).toHaveLength(1);
    expect(second.match(/^## Coins \(issue 18\)$/gm)).toHaveLength(1);
    // A third run changes nothing but the figures.
    expect(place(second, '## Orders (issue 4)', '## Orders (issue 4)\n\nrun 2 figures\n')).toBe(second);
  });

  it('keeps notes written after the marked part of a section', () => {
    const marked = place(FILE, '## Coins (issue 18)', 'run 1');
    const noted = marked.replace(
      /(<!-- end of bench output: Coins \(issue 18\) -->\n)/,
      '$1\n### Measured again by hand\n\nhand figures\n',
    );
    const next = place(noted, '## Coins (issue 18)', 'run 2');
    expect(next).toContain('run 2');
    expect(next).not.toContain('run 1');
    expect(next).toContain('### Measured again by hand\n\nhand figures');
    expect(next.endsWith('\n')).toBe(true);
  });

  it('adds a section not yet in the file at its end, and leaves the others as they were', () => {
    const added = place(FILE, '## Chat fan-out (issue 21)', '## Chat fan-out (issue 21)\n\nchat figures');
    expect(added.startsWith(FILE.trimEnd())).toBe(true);
    expect(added).toMatch(
      /## Chat fan-out \(issue 21\)\n\n<!-- bench output: Chat fan-out \(issue 21\)[^\n]*-->\n\nchat figures\n\n<!-- end of bench output/,
    );
  });

  it('does not take a heading that only begins like the one asked for', () => {
    const text = '# R\n\n## Orders (issue 4) extra\n\nother\n';
    const placed = place(text, '## Orders (issue 4)', 'figures');
    expect(placed).toContain('## Orders (issue 4) extra\n\nother');
    expect(placed.match(/^## Orders \(issue 4\)$/gm)).toHaveLength(1);
  });
});
