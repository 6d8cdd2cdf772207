// Scratch: every file of a folder of produced resumes (default: the committed real set) scored, misses printed.
//   node --import tsx bench/parse-real-misses.ts [dir]

import { REAL_FILES_DIR, realFiles, scoreRealFile } from '../apps/server/src/modules/parsing/eval/real-set';
import { EVAL_BASIC_FIELDS } from '../apps/server/src/modules/parsing/eval/score';

const dir = process.argv[2] ?? REAL_FILES_DIR;
for (const file of realFiles(dir)) {
  const r = await scoreRealFile(file, dir).catch((e: Error) => e);
  if (r instanceof Error) {
    console.log(`${file.name}: REFUSED ${r.message}`);
    continue;
  }
  const misses: string[] = [];
  for (const f of EVAL_BASIC_FIELDS)
    if (!r.basic[f].ok) misses.push(`${f}: want ${JSON.stringify(r.basic[f].want)} got ${JSON.stringify(r.basic[f].got)}`);
  const p = r.parsed;
  for (const k of ['education', 'work', 'project'] as const) {
    const e = r.entries[k];
    if (e.hit < e.total || e.extra > 0) {
      const got =
        k === 'education'
          ? p.commonEducationExperienceList.map((x) => [x.schoolName, x.professional, x.education, x.startDate, x.endDate])
          : k === 'work'
            ? p.commonWorkExperienceList.map((x) => [x.companyName, x.positionName, x.startDate, x.endDate])
            : p.commonProjectExperiencesList.map((x) => [x.projectName, x.startDate, x.endDate]);
      const want = k === 'education' ? file.resume.educationEntries : k === 'work' ? file.resume.workEntries : file.resume.projects;
      misses.push(`${k} ${e.hit}/${e.total} extra ${e.extra}: want ${JSON.stringify(want)} got ${JSON.stringify(got)}`);
    }
  }
  if (misses.length) console.log(`\n## ${file.name}\n${misses.join('\n')}\n--- text ---\n${r.text}`);
  else console.log(`${file.name}: ok`);
}
