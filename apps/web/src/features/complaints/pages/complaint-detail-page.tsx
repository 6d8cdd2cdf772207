import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useIsPhone } from '../../../components/browser-hooks';
import { LoadError } from '../../../components/load-error';
import { caseFileUrl, complaintDetailQuery, useComplaintWrites } from '../api/complaints';
import { CaseFacts } from '../components/case-parts';
import { EvidenceUpload } from '../components/evidence-upload';

/** A case (/index/complaints/:id): its facts, timeline, evidence, the countdown and the caller's actions. */
export function ComplaintDetailPage() {
  const { id = '' } = useParams();
  const phone = useIsPhone();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const detail = useQuery(complaintDetailQuery(id));
  const writes = useComplaintWrites();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<string[]>([]);
  const done = (m: string) => message.success(m);
  const fail = (error: Error) => message.error(error.message);
  if (detail.isError) return <LoadError title="投诉加载失败" error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Spin />;
  const c = detail.data;
  const can = (a: (typeof c.actions)[number]) => c.actions.includes(a);
  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}
      aria-labelledby="case-title"
    >
      <header style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
        <h1 id="case-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          投诉详情
        </h1>
        <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>{c.role === 'complainant' ? '我发起的' : '我收到的'}</span>
        <div style={{ flex: 1 }} />
        {can('edit') ? <Button onClick={() => navigate(`/index/complaints/${c.id}/edit`)}>补充修改</Button> : null}
        {can('revoke') ? (
          <Popconfirm
            title="撤销后投诉结案，确定撤销？"
            onConfirm={() => writes.revoke.mutate(c.id, { onSuccess: () => done('投诉已撤销'), onError: fail })}
          >
            <Button danger>撤销投诉</Button>
          </Popconfirm>
        ) : null}
        {can('agree') ? (
          <Popconfirm
            title="认可后平台将按规则处理，确定认可？"
            onConfirm={() => writes.agree.mutate(c.id, { onSuccess: () => done('已认可投诉'), onError: fail })}
          >
            <Button>认可投诉</Button>
          </Popconfirm>
        ) : null}
        <Link to={`/index/complaints?tab=${c.role === 'complainant' ? 'launch' : 'receive'}`}>返回列表</Link>
      </header>
      <CaseFacts c={c} phone={phone} open={(fileId) => window.open(caseFileUrl(c.id, fileId), '_blank', 'noopener')} />
      {can('answer') ? (
        <section aria-labelledby="answer-title" style={{ borderTop: '1px solid #f0f0f0', paddingTop: 12 }}>
          <h2 id="answer-title" style={{ fontSize: 16, margin: '0 0 8px' }}>
            提交答辩
          </h2>
          <Input.TextArea
            aria-label="答辩说明"
            rows={4}
            maxLength={2000}
            showCount
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="说明事实经过，并上传沟通记录、候选人授权等证据"
          />
          <div style={{ margin: '8px 0' }}>
            <EvidenceUpload onChange={setFiles} />
          </div>
          <Button
            type="primary"
            loading={writes.answer.isPending}
            onClick={() =>
              writes.answer.mutate(
                { id: c.id, text, attachments: files },
                { onSuccess: () => done('答辩已提交，等待平台裁定'), onError: fail },
              )
            }
          >
            提交答辩
          </Button>
        </section>
      ) : null}
    </section>
  );
}
