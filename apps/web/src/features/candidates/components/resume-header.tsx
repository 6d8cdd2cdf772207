import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import FileWordOutlined from '@ant-design/icons/es/icons/FileWordOutlined';
import { fillPath } from '@hh/domain/api/endpoint';
import { candidateEndpoints as api } from '@hh/domain/candidates/candidates.endpoints';
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { endpointUrl } from '../../../api/call';
import { useDictionaries } from '../api/reference';
import type { ResumeDetail } from '../api/resume';
import { yearsSince } from './resume-values';
import { type Reveals, SensitiveValue } from './sensitive-value';
import { sourceLabel } from './source-label';

/** The resume's header: who, what they do now, how to reach them (masked, 查看 audited), whose candidate. */
export function ResumeHeader({
  resume,
  reveals,
  share,
  shareHref,
}: {
  resume: ResumeDetail;
  reveals?: Reveals;
  share: boolean;
  /** The share preview's address with the page's query context (resume-context.ts). */
  shareHref?: string;
}) {
  const dict = useDictionaries();
  const base = resume.commonResume;
  const age = yearsSince(base.birthday);
  const years = yearsSince(base.workStartDate);
  const facts = [
    base.sex ? dict.label('sex', base.sex) : '',
    age === null ? '' : `${age}岁`,
    base.city,
    base.education ? dict.label('education', base.education) : '',
    years === null ? '' : `${years}年工作经验`,
  ].filter(Boolean);
  const now = [base.companyName, base.positionName].filter(Boolean).join(' · ');
  return (
    <Card styles={{ body: { padding: 20 } }}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <span
          aria-hidden="true"
          style={{
            flex: 'none',
            width: 56,
            height: 56,
            borderRadius: '50%',
            background: base.sex === 2 ? '#fff0f6' : '#e6f4ff',
            color: base.sex === 2 ? '#c41d7f' : '#1677ff',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 24,
            fontWeight: 600,
          }}
        >
          {base.name.slice(0, 1)}
        </span>
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
            <h1 style={{ margin: 0, fontSize: 22, fontWeight: 600 }}>{base.name}</h1>
            <Tag color={resume.completed ? 'green' : 'orange'} variant="filled">
              {resume.completed ? '已完善' : '未完善'}
            </Tag>
          </div>
          {facts.length > 0 ? <div style={{ marginTop: 6, color: 'rgba(0,0,0,0.65)' }}>{facts.join(' · ')}</div> : null}
          {now ? <div style={{ marginTop: 4, color: 'rgba(0,0,0,0.65)' }}>目前：{now}</div> : null}
          {share ? null : (
            <div style={{ marginTop: 10, display: 'flex', flexWrap: 'wrap', gap: '4px 24px' }}>
              <Contact label="手机">
                <SensitiveValue field="phone" masked={base.phone} reveals={reveals} />
              </Contact>
              <Contact label="邮箱">
                <SensitiveValue field="email" masked={base.email} reveals={reveals} />
              </Contact>
            </div>
          )}
        </div>
        {share ? null : (
          <div style={{ flex: 'none', display: 'flex', flexDirection: 'column', gap: 6, color: 'rgba(0,0,0,0.65)', fontSize: 13 }}>
            <span>顾问：{resume.ownerName}</span>
            <span>来源：{sourceLabel(resume.source)}</span>
            <Link to={shareHref ?? `/index/recuit/resume/${encodeURIComponent(resume.commonUserId)}?type=share`}>
              <EyeOutlined /> 分享预览
            </Link>
            {/* The Word resume a consultant sends to a client; contacts are left out (they need the audited view). */}
            <a
              href={fillPath(api.word.path, { commonUserId: resume.commonUserId })}
              download
              // A fresh request-time stamp for every click: a stamp is good for one request only.
              onClick={(event) => {
                event.currentTarget.href = endpointUrl(api.word, { commonUserId: resume.commonUserId });
              }}
            >
              <FileWordOutlined /> 下载Word简历
            </a>
          </div>
        )}
      </div>
    </Card>
  );
}

function Contact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 24, minWidth: 0 }}>
      <span style={{ color: 'rgba(0, 0, 0, 0.62)', flex: 'none', whiteSpace: 'nowrap' }}>{label}</span>
      {children}
    </span>
  );
}
