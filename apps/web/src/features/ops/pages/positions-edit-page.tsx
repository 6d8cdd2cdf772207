import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { DEFAULT_TEMPLATE } from '@hh/domain/orders/report.schema';
import type { OpsPositionDetail } from '@hh/domain/positions/ops.schema';
import { positionWriteSchema } from '@hh/domain/positions/position.schema';
import { POSITION_STATE_LABELS } from '@hh/domain/positions/position-enums';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/http-client';
import { useIsPhone } from '../../../components/browser-hooks';
import { opsPositionQuery, usePositionState, useSavePosition } from '../api/positions';
import { projectListQuery } from '../api/projects';
import {
  FORM_FIELD_OF,
  NEW_POSITION_VALUES,
  type PositionEditValues,
  PositionFormFields,
  valuesOf,
  writeOf,
} from '../components/positions-form-fields';
import { SampleCard } from '../components/positions-sample-card';
import { type EditableField, editable, plainFields, TemplateEditor } from '../components/positions-template-editor';
import { POSITION_STATE_COLORS } from './positions-page';

const panel = { background: '#fff', borderRadius: 8 } as const;

/** /ops/positions/new and /ops/positions/:positionId: the position editor of the console. */
export function PositionEditPage() {
  const { positionId } = useParams();
  const phone = useIsPhone();
  const existing = useQuery({ ...opsPositionQuery(positionId ?? ''), enabled: Boolean(positionId) });
  const back = (
    <Link to="/ops/positions" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <ArrowLeftOutlined /> 返回职位管理
    </Link>
  );
  if (positionId && existing.isPending) {
    return (
      <section style={{ ...panel, padding: 24 }}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </section>
    );
  }
  if (positionId && existing.isError) {
    return (
      <section style={{ ...panel, padding: 24 }}>
        {back}
        <Empty description="职位不存在或已删除" style={{ padding: '48px 0' }} />
      </section>
    );
  }
  // Keyed by the position: moving from one to another starts a fresh form.
  return <PositionEditor key={positionId ?? 'new'} detail={existing.data ?? null} phone={phone} back={back} />;
}

function PositionEditor({ detail, phone, back }: { detail: OpsPositionDetail | null; phone: boolean; back: React.ReactNode }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [form] = Form.useForm<PositionEditValues>();
  const [template, setTemplate] = useState<EditableField[]>(() => editable(detail?.template.fields ?? DEFAULT_TEMPLATE.fields));
  const [problem, setProblem] = useState('');
  const projects = useQuery(projectListQuery({ page: 1 }, 100));
  const save = useSavePosition();
  const move = usePositionState();

  const initial = useMemo(
    () => (detail ? valuesOf(detail) : { ...NEW_POSITION_VALUES, projectId: search.get('projectId') || undefined }),
    [detail, search],
  );
  const projectOptions = (projects.data?.data ?? []).map((p) => ({
    value: p.projectId,
    label: p.state === 'closed' ? `${p.projectName}（已结束）` : p.projectName,
    disabled: p.state === 'closed' && p.projectId !== detail?.projectId,
  }));

  const submit = async () => {
    setProblem('');
    try {
      await form.validateFields();
    } catch {
      setProblem('请先补全标红的字段');
      return;
    }
    // The same schema the server checks with: a problem shows here, beside its field, before any call.
    const parsed = positionWriteSchema.safeParse(writeOf(form.getFieldsValue(true), plainFields(template)));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue ? String(issue.path[0] ?? '') : '';
      const formField = FORM_FIELD_OF[field] ?? field;
      if (issue && formField && formField !== 'template')
        form.setFields([{ name: formField as keyof PositionEditValues, errors: [issue.message] }]);
      setProblem(field === 'template' ? `推荐报告模板：${issue?.message ?? ''}` : (issue?.message ?? '请检查填写的内容'));
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: detail?.positionId ?? null, write: parsed.data });
      void message.success(detail ? '职位已保存' : '职位已保存为草稿');
      if (!detail) navigate(`/ops/positions/${saved.id}`, { replace: true });
    } catch (error) {
      setProblem(isApiError(error) ? error.message : '保存失败，请稍后再试');
    }
  };

  const changeState = (action: 'publish' | 'close') => {
    if (!detail) return;
    move
      .mutateAsync({ id: detail.positionId, action })
      .then(() => void message.success(action === 'publish' ? '职位已发布，顾问现在可以看到它' : '职位已关闭'))
      .catch((error: unknown) => void message.error(isApiError(error) ? error.message : '操作失败，请稍后再试'));
  };

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
      <section style={{ ...panel, padding: phone ? 16 : '16px 24px' }}>
        {back}
        <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 12, marginTop: 8 }}>
          <h1 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{detail ? detail.positionName : '新建职位'}</h1>
          {detail ? <Tag color={POSITION_STATE_COLORS[detail.state]}>{POSITION_STATE_LABELS[detail.state]}</Tag> : <Tag>草稿</Tag>}
          <div style={{ flex: 1 }} />
          {detail && detail.state !== 'recruiting' ? (
            <Button onClick={() => changeState('publish')} loading={move.isPending}>
              发布
            </Button>
          ) : null}
          {detail && detail.state === 'recruiting' ? (
            <Button danger onClick={() => changeState('close')} loading={move.isPending}>
              关闭职位
            </Button>
          ) : null}
          <Button type="primary" onClick={() => void submit()} loading={save.isPending}>
            {detail ? '保存' : '保存为草稿'}
          </Button>
        </div>
        {detail ? (
          <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13, marginTop: 6 }}>
            {detail.companyName} · {detail.projectName}
            {detail.publishTime ? ` · 首次发布于 ${formatChinaTime(detail.publishTime, 'YYYY-MM-DD HH:mm')}` : ' · 尚未发布'}
            {detail.state === 'recruiting' ? ' · 保存后顾问立即看到新内容' : ''}
          </div>
        ) : (
          <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13, marginTop: 6 }}>新职位先保存为草稿，检查无误后再发布给顾问。</div>
        )}
        {problem ? <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} data-testid="position-problem" /> : null}
      </section>

      <section style={{ ...panel, padding: phone ? 16 : '16px 24px' }}>
        <Form<PositionEditValues> form={form} layout="vertical" initialValues={initial} data-testid="position-form">
          <PositionFormFields projects={projectOptions} phone={phone} />
        </Form>
      </section>

      <section style={{ ...panel, padding: phone ? 16 : '16px 24px' }} aria-labelledby="template-title">
        <h2 id="template-title" style={{ fontSize: 15, fontWeight: 600, margin: '0 0 12px' }}>
          推荐报告模板
        </h2>
        <TemplateEditor value={template} onChange={setTemplate} phone={phone} />
      </section>

      <section style={{ ...panel, padding: phone ? 16 : '16px 24px' }} aria-labelledby="sample-title">
        <h2 id="sample-title" style={{ fontSize: 15, fontWeight: 600, margin: '0 0 12px' }}>
          简历样本
        </h2>
        {detail ? (
          <SampleCard positionId={detail.positionId} hasResumeSample={detail.hasResumeSample} phone={phone} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="保存职位后即可上传简历样本" />
        )}
      </section>
    </div>
  );
}
