import type { CaseFile, ComplaintDetail } from '@hh/domain/complaints/complaint.schema';
import { CASE_STATE_LABELS, type CaseState, COMPLAINT_TYPE_LABELS, type ComplaintType } from '@hh/domain/complaints/complaint-case';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Tag from 'antd/es/tag';
import Timeline from 'antd/es/timeline';
import { useEffect, useState } from 'react';
import { httpClient } from '../../../api/http-client';

const STATE_COLORS: Record<number, string> = { 1: 'orange', 2: 'blue', 3: 'volcano', 4: 'purple', 5: 'default', 6: 'red', 7: 'green' };

export function CaseStateTag({ state }: { state: number }) {
  return <Tag color={STATE_COLORS[state]}>{CASE_STATE_LABELS[state as CaseState] ?? state}</Tag>;
}
export const typeLabel = (type: number) => COMPLAINT_TYPE_LABELS[type as ComplaintType] ?? '';

/** The defendant's 24 hours counting down by the server's clock, minute by minute; past it, 已超时. */
export function DeadlineCountdown({ deadline }: { deadline: number }) {
  const [now, setNow] = useState(() => httpClient.serverNow());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(httpClient.serverNow()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const left = deadline - now;
  if (left <= 0) return <Tag color="volcano">答辩已超时</Tag>;
  const hours = Math.floor(left / 3_600_000);
  const minutes = Math.floor((left % 3_600_000) / 60_000);
  return (
    <Tag color="orange" data-testid="deadline-countdown">
      答辩剩余 {hours}小时{minutes}分（截至 {formatChinaTime(deadline)}）
    </Tag>
  );
}

export function FileList({ files, open }: { files: CaseFile[]; open: (fileId: string) => void }) {
  if (files.length === 0) return <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>无附件</span>;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {files.map((f) => (
        <Button key={f.id} type="link" size="small" style={{ padding: 0 }} onClick={() => open(f.id)}>
          {f.name}
        </Button>
      ))}
    </span>
  );
}

type CaseView = Omit<ComplaintDetail, 'role' | 'actions'>;

/** What both sides and the judge read of a case: the facts, the complaint, the answer, the verdict. */
export function CaseFacts({ c, open, phone }: { c: CaseView; open: (fileId: string) => void; phone: boolean }) {
  return (
    <>
      {c.verdict ? (
        <Alert
          style={{ marginBottom: 12 }}
          type={c.verdict.upheld ? 'error' : 'success'}
          showIcon
          message={c.verdict.upheld ? '平台裁定：投诉成立' : '平台裁定：投诉不成立'}
          description={
            <>
              <div>理由：{c.verdict.reason}</div>
              {c.verdict.penalty ? <div>处理：{c.verdict.penalty}</div> : null}
              <div style={{ color: 'rgba(0, 0, 0, 0.62)' }}>裁定时间：{formatChinaTime(c.verdict.at)}</div>
            </>
          }
        />
      ) : null}
      <Descriptions
        bordered
        size="small"
        column={phone ? 1 : 2}
        items={[
          { key: 'type', label: '投诉类型', children: typeLabel(c.type) },
          { key: 'state', label: '状态', children: <CaseStateTag state={c.state} /> },
          { key: 'candidate', label: '候选人', children: c.candidateName },
          { key: 'position', label: '职位', children: c.positionName },
          { key: 'complainant', label: '投诉方', children: `${c.complainantFirm} · ${c.complainantName}` },
          { key: 'defendant', label: '被投诉方', children: `${c.defendantFirm} · ${c.defendantName}` },
          { key: 'created', label: '发起时间', children: formatChinaTime(c.createTime) },
          {
            key: 'deadline',
            label: '答辩期限',
            children: c.state === 1 ? <DeadlineCountdown deadline={c.deadline} /> : formatChinaTime(c.deadline),
          },
          { key: 'content', label: '投诉内容', span: phone ? 1 : 2, children: <span style={{ whiteSpace: 'pre-wrap' }}>{c.content}</span> },
          { key: 'files', label: '投诉附件', span: phone ? 1 : 2, children: <FileList files={c.attachments} open={open} /> },
          ...(c.privateNote !== null ? [{ key: 'note', label: '仅平台可见', span: phone ? 1 : 2, children: c.privateNote || '无' }] : []),
          {
            key: 'answer',
            label: '答辩',
            span: phone ? 1 : 2,
            children: c.answer ? (
              <>
                <div style={{ whiteSpace: 'pre-wrap' }}>{c.answer.text}</div>
                <div style={{ color: 'rgba(0, 0, 0, 0.62)' }}>提交于 {formatChinaTime(c.answer.at)}</div>
                <FileList files={c.answer.files} open={open} />
              </>
            ) : (
              <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>暂无答辩</span>
            ),
          },
        ]}
      />
      <h2 style={{ fontSize: 16, margin: '16px 0 8px' }}>处理记录</h2>
      <Timeline
        data-testid="case-timeline"
        items={c.timeline.map((e, i) => ({
          key: `${e.at}-${i}`,
          children: (
            <>
              <div>
                <strong>{e.label}</strong> · {e.by} · {formatChinaTime(e.at)}
              </div>
              {e.text ? <div style={{ color: 'rgba(0,0,0,0.65)', whiteSpace: 'pre-wrap' }}>{e.text}</div> : null}
            </>
          ),
        }))}
      />
    </>
  );
}
