import type { ChooseRow } from '@hh/domain/orders/choose.schema';
import type { ReportContent, ReportProblem } from '@hh/domain/orders/report.schema';
import type { ChooseCandidateState } from '@hh/domain/talent/choose-candidate-state';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../api/http-client';
import { ButtonLink } from '../../../components/button-link';
import { formValuesOfReport, ReportForm, reportContentOf, useReportForm } from '../../../components/report-form';
import { reportTemplateQuery } from '../api/positions';
import { autoCheckReport, orderCheckQuery, resumeReportsQuery, templateDataQuery, useRecommend, useSaveDraft } from '../api/recommend';

export type DialogState = Pick<ChooseCandidateState, 'showModal' | 'percent' | 'showProgress' | 'showSuccess' | 'showError' | 'error'>;

interface Props {
  positionId: string;
  positionName: string;
  row: ChooseRow | null;
  dialog: DialogState;
  /** Merges into the screen's state (spec 000 §4: the dialog's flags live there). */
  merge: (changes: Partial<ChooseCandidateState>) => void;
  onRecommended: () => void;
  phone: boolean;
}

export const CLOSED_DIALOG: Partial<ChooseCandidateState> = {
  showModal: false,
  id: '',
  percent: 0,
  showProgress: false,
  showSuccess: false,
  showError: false,
  error: '',
};

/**
 * The recommend dialog: checks the candidate can be recommended, shows the position's report
 * template prefilled from the resume, checks the report on the server (检查), and recommends.
 * A draft saved for this resume and position (保存草稿) is loaded again when the dialog opens; the
 * reasons of a report written for another position can be reused. A refusal (撞单, an incomplete
 * resume) is said plainly, with the way to fix it.
 */
export function RecommendDialog({ positionId, positionName, row, dialog, merge, onRecommended, phone }: Props) {
  const { message } = App.useApp();
  const userId = row?.userId ?? '';
  const open = dialog.showModal && row !== null;
  const check = useQuery({ ...orderCheckQuery(positionId, userId), enabled: open });
  const template = useQuery({ ...reportTemplateQuery(positionId), enabled: open });
  const prefill = useQuery({ ...templateDataQuery(positionId, userId), enabled: open && check.data?.canRecommend === true });
  const resumeId = row?.commonResumeId ?? '';
  const reports = useQuery({ ...resumeReportsQuery(resumeId), enabled: open && check.data?.canRecommend === true });
  const recommend = useRecommend();
  const saveDraft = useSaveDraft();
  const report = useReportForm();
  // A draft of this position (not yet sent: no order) fills the form once; other positions' reports can be reused.
  const draft = reports.data?.find((r) => r.positionId === positionId && r.orderId === null) ?? null;
  const others = reports.data?.filter((r) => r.positionId !== positionId) ?? [];
  const loadedDraft = useRef<string | null>(null);
  const formShown = open && !!template.data && !prefill.isPending && !reports.isPending && !dialog.showSuccess && !dialog.showError;
  useEffect(() => {
    if (!open) loadedDraft.current = null;
    if (!formShown || !draft || loadedDraft.current === draft.id) return;
    loadedDraft.current = draft.id;
    report.form.setFieldsValue(formValuesOfReport(draft.content, draft.coreReason, draft.smsToUser));
  }, [open, formShown, draft, report.form]);

  const close = () => {
    // The server's findings belong to the report as it was: opening again starts without them.
    report.showProblems([]);
    merge(CLOSED_DIALOG);
  };
  const fields = template.data?.template ?? null;

  const runCheck = async (): Promise<{ content: ReportContent; problems: ReportProblem[] } | null> => {
    if (!fields) return null;
    const values = await report.validate();
    if (!values) return null;
    const content = reportContentOf(fields, values);
    const problems = await autoCheckReport(positionId, content);
    report.showProblems(problems);
    return { content, problems };
  };

  const onCheck = async () => {
    try {
      const checked = await runCheck();
      if (checked && checked.problems.length === 0) void message.success('检查通过，可以提交推荐');
    } catch (error) {
      void message.error(isApiError(error) ? error.message : '检查失败，请稍后再试');
    }
  };

  const onSaveDraft = async () => {
    if (!row || !fields) return;
    const values = report.values();
    try {
      await saveDraft.mutateAsync({
        resumeId: row.commonResumeId,
        positionId,
        content: reportContentOf(fields, values),
        coreReason: (values.coreReason ?? '').trim(),
        smsToUser: values.smsToUser === true,
      });
      void message.success('草稿已保存，下次推荐该候选人到此职位时会自动载入');
    } catch (error) {
      void message.error(isApiError(error) ? error.message : '草稿保存失败，请稍后再试');
    }
  };

  const reuse = (id: string) => {
    const from = others.find((r) => r.id === id);
    if (!from) return;
    const values = formValuesOfReport(from.content, from.coreReason, false);
    report.form.setFieldsValue({ coreReason: values.coreReason, recommendReason: values.recommendReason, customField: values.customField });
    void message.success(`已引用「${from.positionName}」推荐报告中的推荐理由`);
  };

  const onSubmit = async () => {
    if (!row) return;
    merge({ showProgress: true, percent: 20 });
    try {
      const checked = await runCheck();
      if (!checked || checked.problems.length > 0) {
        merge({ showProgress: false, percent: 0 });
        return;
      }
      merge({ percent: 60 });
      const values = report.values();
      await recommend.mutateAsync({
        positionId,
        userId: row.userId,
        content: checked.content,
        coreReason: (values.coreReason ?? '').trim(),
        smsToUser: values.smsToUser === true,
      });
      merge({ showProgress: false, percent: 100, showSuccess: true });
      onRecommended();
    } catch (error) {
      // 撞单 and other refusals come back as 409 with the rule's message: shown as the server says it.
      merge({ showProgress: false, percent: 0, showError: true, error: isApiError(error) ? error.message : '推荐失败，请稍后再试' });
    }
  };

  const title = row ? `推荐「${row.name}」` : '推荐候选人';
  let body: React.ReactNode;
  let footer: React.ReactNode = null;
  if (!row) {
    body = null;
  } else if (dialog.showSuccess) {
    body = (
      <Result
        status="success"
        title="推荐成功"
        subTitle={`已将${row.name}推荐到「${positionName}」，订单进入「顾问推荐」，等待平台审核。`}
        extra={[
          <ButtonLink key="orders" type="primary" to="/index/bills/mybills">
            查看我的订单
          </ButtonLink>,
          <Button key="more" onClick={close}>
            继续推荐
          </Button>,
        ]}
      />
    );
  } else if (dialog.showError) {
    body = (
      <Result
        status="warning"
        title="推荐未成功"
        subTitle={<span data-testid="recommend-error">{dialog.error}</span>}
        extra={[
          <Button key="back" type="primary" onClick={() => merge({ showError: false, error: '' })}>
            返回修改
          </Button>,
          <Button key="close" onClick={close}>
            关闭
          </Button>,
        ]}
      />
    );
  } else if (check.isPending || template.isPending || (check.data?.canRecommend && (prefill.isPending || reports.isPending))) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (check.isError || template.isError || !fields) {
    body = <Alert type="error" showIcon title="推荐信息加载失败" description="请关闭后重试。" />;
    footer = <Button onClick={close}>关闭</Button>;
  } else if (!check.data.canRecommend) {
    body = (
      <Alert
        data-testid="recommend-refused"
        type="warning"
        showIcon
        title={check.data.rule === 'incomplete' ? '简历未完善，暂不能推荐' : '暂不能推荐该候选人'}
        description={
          <div>
            <p style={{ margin: '0 0 8px' }}>{check.data.message}</p>
            {check.data.rule === 'incomplete' ? (
              <Link to={`/index/recuit/resume/${encodeURIComponent(row.commonUserId)}`}>去完善简历</Link>
            ) : check.data.rule === 'same-firm' ? (
              <Link to="/index/bills/mybills">查看我的订单</Link>
            ) : check.data.rule === 'protected' && check.data.existingOrderId ? (
              <span>
                如对方未经候选人同意推荐（盲推）或存在其他违规，可
                <Link
                  data-testid="recommend-complain"
                  to={`/index/complaints/new?commonUserId=${encodeURIComponent(row.commonUserId)}&target=${encodeURIComponent(check.data.existingOrderId)}`}
                >
                  投诉
                </Link>
              </span>
            ) : null}
          </div>
        }
      />
    );
    footer = <Button onClick={close}>关闭</Button>;
  } else {
    body = (
      <>
        {dialog.showProgress ? (
          <div style={{ marginBottom: 12 }}>
            <Progress percent={dialog.percent} size="small" status="active" />
            <span style={{ color: 'rgba(0,0,0,0.55)', fontSize: 13 }}>{dialog.percent < 60 ? '正在检查推荐报告…' : '正在提交推荐…'}</span>
          </div>
        ) : null}
        {draft || others.length > 0 ? (
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12, color: 'rgba(0, 0, 0, 0.65)' }}>
            {draft ? (
              <span data-testid="report-draft-loaded">已载入 {formatChinaTime(draft.updateTime, 'YYYY-MM-DD HH:mm')} 保存的草稿</span>
            ) : null}
            {others.length > 0 ? (
              <Select
                aria-label="引用以往推荐报告"
                placeholder="引用以往推荐报告的推荐理由"
                style={{ minWidth: 260, flex: phone ? '1 1 100%' : undefined }}
                value={null}
                onChange={(id: string) => reuse(id)}
                options={others.map((r) => ({
                  value: r.id,
                  label: `${r.positionName} · ${formatChinaTime(r.updateTime, 'YYYY-MM-DD')}${r.orderId ? '' : '（草稿）'}`,
                }))}
              />
            ) : null}
          </div>
        ) : null}
        <ReportForm report={report} template={fields} prefill={prefill.data ?? {}} disabled={dialog.showProgress} phone={phone} />
      </>
    );
    footer = (
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={close} disabled={dialog.showProgress}>
          取消
        </Button>
        <Button onClick={() => void onSaveDraft()} loading={saveDraft.isPending} disabled={dialog.showProgress}>
          保存草稿
        </Button>
        <Button onClick={() => void onCheck()} disabled={dialog.showProgress}>
          检查
        </Button>
        <Button type="primary" loading={dialog.showProgress} onClick={() => void onSubmit()}>
          提交推荐
        </Button>
      </div>
    );
  }

  return (
    <Modal
      open={open}
      title={
        <span>
          {title}
          <span style={{ color: 'rgba(0, 0, 0, 0.62)', fontWeight: 400, fontSize: 13, marginInlineStart: 8 }}>{positionName}</span>
        </span>
      }
      onCancel={dialog.showProgress ? undefined : close}
      footer={footer}
      width={phone ? '100%' : 760}
      style={phone ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : { top: 40 }}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <div data-testid="recommend-dialog">{body}</div>
    </Modal>
  );
}
