// Resume parsing on the sets written by other hands (apps/server/src/modules/parsing/eval/truth-set.ts):
// ../shared/eval/resumes-v2 (copied to eval/v2) and our own eval/v3, each file read as an upload is
// read, scored per field. Prints a Markdown table per set and, with MISSES=1, every miss.
//   node --import tsx bench/parse-truth.ts [v2|v3|<folder>] …
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  type EntryKind,
  loadTruthSet,
  scoreTruthFile,
  summarize,
  TRUTH_FIELDS,
  TRUTH_SETS,
  type TruthScore,
} from '../apps/server/src/modules/parsing/eval/truth-set';

const pct = (ok: number, total: number) => (total === 0 ? '–' : `${((100 * ok) / total).toFixed(1)}% (${ok}/${total})`);
const ENTRY_LABELS: Record<EntryKind, string> = { education: 'education entries', work: 'work entries', projects: 'project entries' };

export async function scoreSet(dir: string): Promise<TruthScore[]> {
  const scores: TruthScore[] = [];
  for (const truth of loadTruthSet(dir)) scores.push(await scoreTruthFile(dir, truth));
  return scores;
}

export function truthMarkdown(sets: { name: string; scores: TruthScore[] }[]): string {
  const sums = sets.map((s) => summarize(s.scores));
  return [
    `| field | ${sets.map((s, i) => `${s.name} (${sums[i]?.files} files, ${sums[i]?.refused} refused)`).join(' | ')} |`,
    `|---|${sets.map(() => '---').join('|')}|`,
    ...TRUTH_FIELDS.map((f) => `| ${f} | ${sums.map((x) => pct(x.fields[f].ok, x.fields[f].total)).join(' | ')} |`),
    `| **basic fields together** (goal ≥ 97%) | ${sums.map((x) => pct(x.basic.ok, x.basic.total)).join(' | ')} |`,
    ...(['education', 'work', 'projects'] as const).map(
      (k) => `| ${ENTRY_LABELS[k]} (goal ≥ 95%) | ${sums.map((x) => pct(x.entries[k].hit, x.entries[k].total)).join(' | ')} |`,
    ),
  ].join('\n');
}

function printMisses(name: string, scores: TruthScore[]): void {
  for (const s of scores) {
    if (s.refused) console.log(`${name} ${s.file}: REFUSED ${s.refused}`);
    for (const f of TRUTH_FIELDS) {
      const r = s.fields[f];
      if (!r.ok) console.log(`${name} ${s.file} ${f}: want ${JSON.stringify(r.want)} got ${JSON.stringify(r.got)}`);
    }
    for (const k of ['education', 'work', 'projects'] as const) {
      const e = s.entries[k];
      for (const m of e.missed) console.log(`${name} ${s.file} ${k} missed: ${JSON.stringify(m)}`);
      if (e.extra > 0) console.log(`${name} ${s.file} ${k}: ${e.extra} extra`);
      if (e.missed.length > 0 && s.parsed) {
        const got =
          k === 'education'
            ? s.parsed.commonEducationExperienceList.map((p) => [p.schoolName, p.professional, p.education, p.startDate, p.endDate])
            : k === 'work'
              ? s.parsed.commonWorkExperienceList.map((p) => [p.companyName, p.positionName, p.startDate, p.endDate])
              : s.parsed.commonProjectExperiencesList.map((p) => [p.projectName, p.startDate, p.endDate]);
        console.log(`    parsed ${k}: ${JSON.stringify(got)}`);
      }
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const names = process.argv.slice(2);
  const wanted = (names.length > 0 ? names : Object.keys(TRUTH_SETS)).map((n) => ({
    name: n,
    dir: TRUTH_SETS[n as keyof typeof TRUTH_SETS] ?? n,
  }));
  const sets: { name: string; scores: TruthScore[] }[] = [];
  for (const { name, dir } of wanted) {
    if (!existsSync(dir)) continue;
    const scores = await scoreSet(dir);
    if (process.env.MISSES) printMisses(name, scores);
    sets.push({ name, scores });
  }
  console.log(truthMarkdown(sets));
}
