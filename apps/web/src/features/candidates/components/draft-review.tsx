import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import { resumeMissingItems } from '@hh/domain/candidates/resume-completeness';
import type { DuplicateAnswer } from '@hh/domain/candidates/talent.schema';
import type { ParseReview } from '@hh/domain/candidates/upload.schema';
import { isMainlandMobile, normalizePhone } from '@hh/domain/people/phone';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Popconfirm from 'antd/es/popconfirm';
import { useEffect, useMemo, useState } from 'react';
import { type Created, duplicateByPhoneQuery, useCreateCandidate } from '../api/upload';
import { CompletenessBanner } from './completeness-banner';
import { BLOCKING, DuplicateNotice, type DuplicateState } from './duplicate-notice';
import { type EntryChecks, entryDeleted, entrySaved, fieldMarks, initialEntryChecks, reviewSummary, summaryIsEmpty } from './parse-marks';
import { GuessList, jumpToReviewItem, ParseReviewSummary } from './parse-review-notes';
import { type ResumeEditing, ResumeSections } from './resume-sections';
import { emptyEntry } from './resume-values';
import './upload.css';

const LIST_KEY = {
  education: 'commonEducationExperienceList',
  work: 'commonWorkExperienceList',
  project: 'commonProjectExperiencesList',
} as const;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface DraftReviewProps {
  initial: ResumeContent;
  source: 'upload' | 'manual';
  fileId?: string;
  /** The text read from the file, shown beside the parsed fields. */
  text?: string;
  /** The upload's own answer for the parsed phone or e-mail. */
  duplicate?: DuplicateAnswer | null;
  /** The upload's review of its parse: what to mark for checking. */
  review?: ParseReview | null;
  onSaved: (created: Created) => void;
}

/**
 * A resume that is not saved yet: parsed from an upload, or typed in by hand. The same section
 * forms as the resume editor change the draft; what is missing is worked out as it changes; the
 * duplicate check runs on the phone (debounced) and stops a save when the person is taken.
 */
export function DraftReview({ initial, source, fileId, text, duplicate = null, review = null, onSaved }: DraftReviewProps) {
  const { message: toast } = App.useApp();
  const [draft, setDraft] = useState(initial);
  const [openForms, setOpenForms] = useState(0);
  const [typedPhone, setTypedPhone] = useState<string | null>(null);
  const create = useCreateCandidate();
  const missing = useMemo(() => resumeMissingItems(draft), [draft]);

  // What the parser was unsure of: marked until changed (fields) or saved from its form (entries),
  // and all of it once the consultant confirms the guesses when saving.
  const [entryChecks, setEntryChecks] = useState<EntryChecks>(() => initialEntryChecks(review, initial));
  const [confirmed, setConfirmed] = useState(false);
  const marks = useMemo(
    () => (confirmed ? {} : fieldMarks(review, initial.commonResume, draft.commonResume)),
    [confirmed, review, initial, draft],
  );
  const checks = useMemo(() => (confirmed ? initialEntryChecks(null, draft) : entryChecks), [confirmed, entryChecks, draft]);
  const summary = useMemo(() => reviewSummary(review, marks, checks, draft), [review, marks, checks, draft]);
  const notFoundSections = review?.missingSections ?? [];

  const phone = normalizePhone(typedPhone ?? draft.commonResume.phone);
  const settledPhone = useDebounced(phone, 400);
  const sameAsParsed = duplicate !== null && phone === normalizePhone(initial.commonResume.phone);
  const checkable = !sameAsParsed && isMainlandMobile(settledPhone) && settledPhone === phone;
  const check = useQuery({ ...duplicateByPhoneQuery(settledPhone), enabled: checkable });
  const state: DuplicateState = sameAsParsed
    ? { kind: 'answer', answer: duplicate }
    : !isMainlandMobile(phone)
      ? { kind: 'idle', hint: phone ? '手机号格式不正确，填写正确的手机号后将自动查重' : '填写手机号后将自动检查候选人是否重复' }
      : !checkable || check.isPending
        ? { kind: 'checking' }
        : check.isError
          ? { kind: 'failed', message: check.error.message }
          : { kind: 'answer', answer: check.data };
  const blocked = state.kind === 'answer' && BLOCKING.has(state.answer.status);
  const why = blocked
    ? '该候选人已存在，不能保存'
    : state.kind === 'checking'
      ? '正在查重，请稍候'
      : openForms > 0
        ? '请先保存或取消正在编辑的模块'
        : '';

  const edits: ResumeEditing = {
    saveBase: async (base) => {
      setDraft((d) => ({ ...d, commonResume: base }));
      setTypedPhone(null);
    },
    saveExpects: async (expects) => setDraft((d) => ({ ...d, commonResumeExpects: expects })),
    saveEntry: async (target, entry, index) => {
      setEntryChecks((c) => entrySaved(c, target, index));
      setDraft((d) => {
        const list = [...(d[LIST_KEY[target]] as (typeof entry)[])];
        if (index === null) list.push({ ...emptyEntry[target](), ...entry });
        else list[index] = entry;
        return { ...d, [LIST_KEY[target]]: list };
      });
    },
    deleteEntry: async (target, index) => {
      setEntryChecks((c) => entryDeleted(c, target, index));
      setDraft((d) => ({ ...d, [LIST_KEY[target]]: (d[LIST_KEY[target]] as unknown[]).filter((_, i) => i !== index) }));
    },
  };

  const guesses = summary.guesses.length;
  const save = () =>
    create.mutate(
      { resume: draft, source, ...(fileId ? { fileId } : {}) },
      {
        onSuccess: (created) => {
          toast.success(created.completed ? '已保存到人才库' : '已保存到人才库，简历在「未完善」中');
          onSaved(created);
        },
        onError: (error) => void toast.error(error.message),
      },
    );

  const editor = (
    <div className="hh-review__editor">
      {summaryIsEmpty(summary) ? null : (
        <div style={{ marginBottom: 12 }}>
          <ParseReviewSummary summary={summary} />
        </div>
      )}
      <DuplicateNotice state={state} />
      <div style={{ marginTop: 12 }}>
        <CompletenessBanner missing={missing} draft />
      </div>
      <div style={{ marginTop: 16 }}>
        <ResumeSections
          resume={draft}
          missing={missing}
          edits={edits}
          startWithBaseForm={source === 'manual'}
          onOpenFormsChange={setOpenForms}
          onBaseDraftChange={(values) => setTypedPhone(values ? (values.phone ?? '') : null)}
          review={
            review
              ? {
                  fields: marks,
                  entries: checks,
                  notFound: notFoundSections.filter((section) => draft[LIST_KEY[section]].length === 0),
                }
              : undefined
          }
        />
      </div>
      <div className="hh-review__savebar">
        <span className="hh-review__why" data-testid="save-hint">
          {why}
        </span>
        <Popconfirm
          title="以下内容为解析推测，确认无误后保存？"
          description={<GuessList items={summary.guesses} />}
          okText="确认无误，保存"
          cancelText="返回核对"
          // Centred over the button and shifted to stay on screen (topRight left the phone's edge).
          placement="top"
          classNames={{ root: 'hh-guess-confirm' }}
          disabled={guesses === 0 || why !== ''}
          onConfirm={() => {
            setConfirmed(true);
            save();
          }}
          onCancel={() => {
            const first = summary.guesses[0];
            if (first) jumpToReviewItem(first);
          }}
        >
          <Button
            type="primary"
            size="large"
            onClick={guesses === 0 ? save : undefined}
            disabled={why !== ''}
            loading={create.isPending}
            data-testid="save-draft"
          >
            保存到人才库
          </Button>
        </Popconfirm>
      </div>
    </div>
  );

  if (source === 'manual') return <div className="hh-review hh-review--single">{editor}</div>;
  return (
    <div className="hh-review">
      <Card className="hh-review__text" title={<h2 style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>简历原文</h2>} size="small">
        {text ? (
          <pre data-testid="resume-text">{text}</pre>
        ) : (
          <p style={{ color: 'rgba(0, 0, 0, 0.62)', margin: 0 }}>该文件没有可显示的文本，请对照原文件核对右侧内容。</p>
        )}
      </Card>
      {editor}
    </div>
  );
}
