import Alert from 'antd/es/alert';
import Tag from 'antd/es/tag';
import type { FieldMark, ReviewItem, ReviewSummary } from './parse-marks';
import { summaryIsEmpty } from './parse-marks';
import { sectionAnchor } from './section-card';

const MARK_TEXT: Record<FieldMark, string> = { guess: '请核对', notFound: '未识别' };

/** The tag beside a parsed value the consultant should check (请核对) or that was not read (未识别). */
export function ReviewMark({ mark }: { mark: FieldMark }) {
  return (
    <Tag color="orange" variant="filled" className="hh-review-mark" data-testid="review-mark" data-mark={mark}>
      {MARK_TEXT[mark]}
    </Tag>
  );
}

/** The line under a form field that is still marked: what the mark means and how it goes away. */
export function ReviewFieldNote({ mark }: { mark: FieldMark }) {
  return (
    <span className="hh-review-note" data-testid="review-note">
      <ReviewMark mark={mark} />
      {mark === 'guess' ? '解析推测的内容，请对照原文核对' : '原文中未识别到，如有请补充'}
    </span>
  );
}

/** Scrolls to the card of a section (基本信息, 工作经历…) where an item to check sits. */
export function jumpToReviewItem(item: Pick<ReviewItem, 'section'>) {
  document.getElementById(sectionAnchor(item.section))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function ItemLinks({ items }: { items: ReviewItem[] }) {
  return items.map((item, i) => (
    <span key={`${item.section}-${item.field ?? item.index}`}>
      {i > 0 ? '、' : null}
      <a
        href={`#${sectionAnchor(item.section)}`}
        onClick={(event) => {
          event.preventDefault();
          jumpToReviewItem(item);
        }}
      >
        {item.label}
      </a>
    </span>
  ));
}

/**
 * The top of the review form: how many parsed items to check, which fields and sections were not
 * found, and the parser's own notes. Nothing when the parse left nothing to say.
 */
export function ParseReviewSummary({ summary }: { summary: ReviewSummary }) {
  if (summaryIsEmpty(summary)) return null;
  const { guesses, notFound, missingSections, warnings } = summary;
  const count = guesses.length + notFound.length;
  const rows = [
    guesses.length > 0 ? { key: 'guesses', label: '请核对', body: <ItemLinks items={guesses} /> } : null,
    notFound.length > 0 ? { key: 'not-found', label: '未识别', body: <ItemLinks items={notFound} /> } : null,
    missingSections.length > 0 ? { key: 'missing-sections', label: '未找到', body: missingSections.join('、') } : null,
    warnings.length > 0 ? { key: 'warnings', label: '解析提示', body: warnings.join('；') } : null,
  ].filter((row) => row !== null);
  return (
    <Alert
      type={count > 0 ? 'warning' : 'info'}
      showIcon
      data-testid="parse-review"
      title={count > 0 ? `解析结果有 ${count} 项需要核对` : '解析提示'}
      description={
        <>
          <dl className="hh-parse-review">
            {rows.map((row) => (
              <div key={row.key} data-testid={`parse-${row.key}`}>
                <dt>{row.label}：</dt>
                <dd>{row.body}</dd>
              </div>
            ))}
          </dl>
          {guesses.length > 0 ? (
            <div className="hh-parse-review__hint">标「请核对」的内容是解析推测的，修改后即视为已核对；保存时会再请您确认其余推测。</div>
          ) : null}
        </>
      }
    />
  );
}

/** The guesses the save asks about, at most eight named. */
export function GuessList({ items }: { items: ReviewItem[] }) {
  const shown = items.slice(0, 8);
  return (
    <ul className="hh-guess-list" data-testid="guess-list">
      {shown.map((item) => (
        <li key={`${item.section}-${item.field ?? item.index}`}>{item.label}</li>
      ))}
      {items.length > shown.length ? <li>…等共 {items.length} 项</li> : null}
    </ul>
  );
}
