import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/http-client';
import { ButtonLink } from '../../../components/button-link';
import { cameFrom } from '../../../components/came-from';
import { ResultTitle } from '../../../components/result-title';
import { isStaleResume, type ListTarget, type ResumeDetail, resumeQuery, type SectionBody, useResumeWrites } from '../api/resume';
import { AttachmentsCard } from '../components/attachments-card';
import { CompletenessBanner } from '../components/completeness-banner';
import type { EntryOf } from '../components/entry-summary';
import { OrderContextCard } from '../components/order-context-card';
import { ResumeHeader } from '../components/resume-header';
import { type ResumeEditing, ResumeSections } from '../components/resume-sections';
import { useReveals } from '../components/sensitive-value';
import { WorkSamplesCard } from '../components/work-samples-card';
import { readResumeContext, resumeHref } from './resume-context';

const LIST_KEY = {
  education: 'commonEducationExperienceList',
  work: 'commonWorkExperienceList',
  project: 'commonProjectExperiencesList',
} as const satisfies Record<ListTarget, keyof ResumeContent>;

/** The 返回 link names the list the resume was opened from. */
function backLabel(from: string): string {
  if (from.startsWith('/index/bills')) return '返回订单列表';
  if (from.startsWith('/index/interviews')) return '返回面试反馈';
  return '返回人才列表';
}

/**
 * The online resume (/index/recuit/resume/:commonUserId): header with the audited reveals, what
 * is still missing, the five modules each editable in place, attachments. It honours its query
 * context (resume-context.ts): ?from= names 返回, ?orderId= shows the order's report (editable while
 * the platform has not accepted it), ?trackId= stays on its links, and ?visitType=share (or
 * ?type=share, as its own links write it) is the share preview: no contacts, nothing to edit.
 */
export function ResumePage() {
  const { commonUserId = '' } = useParams();
  const [search] = useSearchParams();
  const context = readResumeContext(search);
  const share = context.share;
  const from = cameFrom(useLocation()) ?? context.from ?? '/index/recuit/myRecruit';
  const resume = useQuery({
    ...resumeQuery(commonUserId, share ? 'share' : 'full'),
    throwOnError: (error) => !isApiError(error) || error.kind === 'malformed',
  });

  const back = (
    <Link to={share ? resumeHref(commonUserId, context, false) : from} state={{ from }}>
      <ArrowLeftOutlined /> {share ? '退出预览' : backLabel(from)}
    </Link>
  );

  if (resume.isError && !resume.data) {
    const missing = isApiError(resume.error) && resume.error.httpStatus === 404;
    return (
      <section style={{ background: '#fff', borderRadius: 8, padding: '24px 0' }}>
        <Result
          status={missing ? '404' : 'warning'}
          title={<ResultTitle>{missing ? resume.error.message || '候选人不存在或已删除' : '简历加载失败'}</ResultTitle>}
          subTitle={missing ? '该候选人不在您的人才范围内，或已从人才库删除。' : resume.error.message}
          extra={
            missing ? (
              <ButtonLink type="primary" to="/index/recuit/myRecruit">
                返回我的人才
              </ButtonLink>
            ) : (
              <Button type="primary" onClick={() => void resume.refetch()}>
                重试
              </Button>
            )
          }
        />
      </section>
    );
  }
  if (!resume.data) {
    return (
      <div style={{ padding: 64, textAlign: 'center' }}>
        <Spin description="加载中…" />
      </div>
    );
  }
  return (
    <div style={{ maxWidth: 1080, margin: '0 auto' }}>
      <nav style={{ marginBottom: 12 }}>{back}</nav>
      {share ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="分享预览：这是对外分享时对方看到的简历，不含联系方式。" />
      ) : null}
      {context.orderId && !share ? <OrderContextCard orderId={context.orderId} commonUserId={resume.data.commonUserId} /> : null}
      <LoadedResume
        key={`${resume.data.commonUserId}-${share}`}
        resume={resume.data}
        share={share}
        shareHref={resumeHref(resume.data.commonUserId, context, true)}
        onReload={() => resume.refetch()}
      />
    </div>
  );
}

function LoadedResume({
  resume,
  share,
  shareHref,
  onReload,
}: {
  resume: ResumeDetail;
  share: boolean;
  shareHref: string;
  onReload: () => void;
}) {
  const { message: toast, modal } = App.useApp();
  const reveals = useReveals(resume.commonUserId);
  const { save, remove } = useResumeWrites(resume);

  /** Runs a write; says what went wrong, and offers to reload when someone saved in between. */
  const write = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast.success(done);
    } catch (error) {
      if (isStaleResume(error)) {
        modal.confirm({
          title: (error as Error).message,
          content: '刷新后将显示他人保存的最新内容；您正在编辑的内容会保留，请核对后再保存。',
          okText: '刷新简历',
          cancelText: '暂不刷新',
          onOk: onReload,
        });
      } else {
        toast.error((error as Error).message || '保存失败，请稍后再试');
      }
      throw error;
    }
  };

  const edits: ResumeEditing = {
    saveBase: (body) => write(() => save.mutateAsync({ target: 'baseInfo', body }), '基本信息已保存'),
    saveExpects: (body) => write(() => save.mutateAsync({ target: 'expects', body }), '求职意向已保存'),
    saveEntry: (target, entry, index) => {
      // A new entry goes without an id (the server gives it one); an edited one keeps its own.
      const id = index === null ? undefined : resume[LIST_KEY[target]][index]?.id;
      const body: SectionBody = { ...(entry as EntryOf[ListTarget]), id };
      return write(() => save.mutateAsync({ target, body }), '已保存');
    },
    deleteEntry: (target, index) => {
      const id = resume[LIST_KEY[target]][index]?.id;
      if (!id) return Promise.resolve();
      return write(() => remove.mutateAsync({ target, entryId: id }), '已删除');
    },
  };

  return (
    <>
      <ResumeHeader resume={resume} reveals={share ? undefined : reveals} share={share} shareHref={shareHref} />
      {share ? null : (
        <div style={{ marginTop: 16 }}>
          <CompletenessBanner missing={resume.missing} />
        </div>
      )}
      <div style={{ marginTop: 16 }}>
        <ResumeSections
          resume={resume}
          missing={share ? [] : resume.missing}
          readOnly={share}
          reveals={share ? undefined : reveals}
          edits={edits}
        />
        {share ? null : <AttachmentsCard files={resume.attachmentResumes.filter((f) => f.purpose !== 'work')} />}
        <WorkSamplesCard resume={resume} share={share} />
      </div>
    </>
  );
}
