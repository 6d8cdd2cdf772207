import { COMPLAINT_CONTENT_MAX, type ComplaintTarget } from '@hh/domain/complaints/complaint.schema';
import { COMPLAINT_TYPE_LABELS, COMPLAINT_TYPES } from '@hh/domain/complaints/complaint-case';
import { ORDER_STAGE_LABELS, type OrderStage } from '@hh/domain/orders/order-stage';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useIsPhone } from '../../../components/browser-hooks';
import { LoadError } from '../../../components/load-error';
import { complaintDetailQuery, complaintTargetsQuery, useComplaintWrites } from '../api/complaints';
import { EvidenceUpload } from '../components/evidence-upload';

/**
 * 发起投诉 (/index/complaints/new?orderId= | ?commonUserId=[&target=]) and 补充修改 (/index/complaints/:id/edit):
 * the order complained about is one of the other consultants' orders of the same candidate; the
 * types the rules still allow for it are the only ones offered.
 */
export function ComplaintFormPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const phone = useIsPhone();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const orderId = search.get('orderId') ?? '';
  const commonUserId = search.get('commonUserId') ?? '';
  const existing = useQuery({ ...complaintDetailQuery(id ?? ''), enabled: Boolean(id) });
  const targets = useQuery({ ...complaintTargetsQuery(orderId, commonUserId), enabled: !id && Boolean(orderId || commonUserId) });
  const writes = useComplaintWrites();
  const [target, setTarget] = useState<string>();
  const [type, setType] = useState<number>();
  const [content, setContent] = useState('');
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<string[]>([]);
  // From the duplicate-check answer (?target=): the order that blocked the recommendation is chosen.
  const preset = search.get('target');
  useEffect(() => {
    if (!id && preset && targets.data?.some((t) => t.orderId === preset)) setTarget((current) => current ?? preset);
  }, [id, preset, targets.data]);
  useEffect(() => {
    const c = existing.data;
    if (!c) return;
    setTarget(c.orderId);
    setType(c.type);
    setContent(c.content);
    setNote(c.privateNote ?? '');
  }, [existing.data]);

  const chosen: Pick<ComplaintTarget, 'orderId' | 'positionId' | 'allowedTypes'> | undefined = id
    ? existing.data && { orderId: existing.data.orderId, positionId: existing.data.positionId, allowedTypes: [...COMPLAINT_TYPES] }
    : targets.data?.find((t) => t.orderId === target);
  const submit = () => {
    if (!chosen || !type) return message.warning('请选择被投诉订单和投诉类型');
    const body = { type, orderId: chosen.orderId, positionId: chosen.positionId, content, privateNote: note, attachments: files };
    const onError = (error: Error) => message.error(error.message);
    if (id)
      writes.edit.mutate(
        { ...body, id },
        {
          onSuccess: () => {
            message.success('投诉已修改');
            navigate(`/index/complaints/${id}`);
          },
          onError,
        },
      );
    else
      writes.create.mutate(body, {
        onSuccess: (r) => {
          message.success('投诉已提交');
          navigate(`/index/complaints/${r.id}`);
        },
        onError,
      });
  };

  const loadError = existing.error ?? targets.error;
  if (loadError)
    return <LoadError title="投诉信息加载失败" error={loadError} onRetry={() => void (id ? existing.refetch() : targets.refetch())} />;
  if (!id && !orderId && !commonUserId)
    return (
      <Empty description="请从“我的订单”的订单行选择“投诉”发起投诉">
        <Link to="/index/bills/mybills">去我的订单</Link>
      </Empty>
    );
  if ((id && !existing.data) || (!id && !targets.data)) return <Spin />;
  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px', maxWidth: 880 }}
      aria-labelledby="form-title"
    >
      <h1 id="form-title" style={{ margin: '0 0 12px', fontSize: 18, fontWeight: 600 }}>
        {id ? '补充修改投诉' : '发起投诉'}
      </h1>
      {!id && targets.data?.length === 0 ? (
        <Empty description="没有其他顾问推荐过该候选人，无可投诉的订单" />
      ) : (
        <div style={{ display: 'grid', gap: 16 }}>
          {id ? (
            <Alert
              type="info"
              showIcon
              message={`被投诉订单：${existing.data?.candidateName} · ${existing.data?.positionName}（${existing.data?.defendantFirm}）`}
            />
          ) : (
            <div>
              <div style={{ marginBottom: 6, fontWeight: 500 }}>被投诉订单</div>
              <Radio.Group value={target} onChange={(e) => setTarget(e.target.value)} style={{ display: 'grid', gap: 8 }}>
                {targets.data?.map((t) => (
                  <Radio key={t.orderId} value={t.orderId} disabled={t.allowedTypes.length === 0}>
                    {t.candidateName} · {t.positionName} · {t.defendantFirm} · {ORDER_STAGE_LABELS[t.stage as OrderStage] ?? t.stage}
                    {t.refusal ? <span style={{ color: '#cf1322' }}>（{t.refusal}）</span> : null}
                  </Radio>
                ))}
              </Radio.Group>
            </div>
          )}
          <div>
            <div style={{ marginBottom: 6, fontWeight: 500 }}>投诉类型</div>
            <Radio.Group value={type} onChange={(e) => setType(e.target.value)}>
              {COMPLAINT_TYPES.map((t) => (
                <Radio.Button key={t} value={t} disabled={Boolean(chosen) && !chosen?.allowedTypes.includes(t)}>
                  {COMPLAINT_TYPE_LABELS[t]}
                </Radio.Button>
              ))}
            </Radio.Group>
            {chosen && !chosen.allowedTypes.includes(1) ? (
              <div style={{ color: 'rgba(0, 0, 0, 0.62)', marginTop: 4 }}>订单已进入约面及之后的阶段，不能再投诉盲推</div>
            ) : null}
          </div>
          <Input.TextArea
            aria-label="投诉内容"
            rows={5}
            maxLength={COMPLAINT_CONTENT_MAX}
            showCount
            value={content}
            onChange={(e) => setContent(e.target.value)}
            placeholder="请说明违规事实：时间、经过、与候选人的沟通情况（至少10个字）"
          />
          <Input.TextArea
            aria-label="仅平台可见的备注"
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder="仅平台可见的备注（被投诉方看不到）"
          />
          <EvidenceUpload onChange={setFiles} label={id ? '重新上传附件' : '上传证据'} />
          <div style={{ display: 'flex', gap: 8 }}>
            <Button type="primary" loading={writes.create.isPending || writes.edit.isPending} onClick={submit}>
              {id ? '保存修改' : '提交投诉'}
            </Button>
            <Button onClick={() => navigate(-1)}>取消</Button>
          </div>
          <div style={{ color: 'rgba(0, 0, 0, 0.62)' }}>
            提交后被投诉方需在24小时内答辩，详见<Link to="/index/rules">平台规则</Link>。
          </div>
        </div>
      )}
    </section>
  );
}
