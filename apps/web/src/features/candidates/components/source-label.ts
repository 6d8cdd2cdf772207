import { TALENT_SOURCE_LABELS } from '@hh/domain/candidates/talent.schema';

/** 上传简历, 手动录入, …; an unknown source reads as itself. */
export function sourceLabel(source: string): string {
  return TALENT_SOURCE_LABELS[source as keyof typeof TALENT_SOURCE_LABELS] ?? source;
}
