import { EDUCATION_LABELS, SEX_LABELS } from '@hh/domain/candidates/education';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useIsPhone } from '../../../components/browser-hooks';
import { LoadError } from '../../../components/load-error';
import { libraryDetailQuery, useModifyResume } from '../api/library';
import { ContactValue, useContactReveals } from './contact-value';

const EDITABLE = [
  ['name', '姓名'],
  ['city', '现居城市'],
  ['companyName', '目前公司'],
  ['positionName', '目前职位'],
  ['phone', '手机号'],
  ['email', '邮箱'],
] as const;
type Editable = (typeof EDITABLE)[number][0];

/**
 * One library resume (the parent keys it by id, so an edit never carries over to another resume) (spec 001 "Resume detail"): base info, intention and the three lists,
 * completeness with what is missing, the originals; the base fields can be corrected. Contacts
 * arrive masked; 查看 reveals one through the audited call and shows it while the drawer is open
 * (a masked value saved back keeps what is stored).
 */
export function ResumeDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const phone = useIsPhone();
  const { message } = App.useApp();
  const detail = useQuery({ ...libraryDetailQuery(id ?? ''), enabled: id !== null });
  const modify = useModifyResume();
  const reveals = useContactReveals(id ?? '');
  const [edit, setEdit] = useState<Record<Editable, string> | null>(null);
  const d = detail.data;

  const save = () => {
    if (!d || !edit) return;
    const { completeFlag: _c, missing: _m, channel: _ch, channelLabel: _cl, files: _f, createTime: _ct, updateTime: _ut, ...body } = d;
    modify.mutate(
      { ...body, lietouCompanyResume: { ...d.lietouCompanyResume, ...edit } },
      {
        onSuccess: () => {
          setEdit(null);
          void message.success('已保存');
        },
        onError: (error) => void message.error(error.message),
      },
    );
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={phone ? '100%' : 720}
      title={d ? `${d.lietouCompanyResume.name || '未命名'}的简历` : '简历详情'}
      destroyOnHidden
    >
      {detail.isError ? <LoadError title="简历加载失败" error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      {!d ? (
        detail.isError ? null : (
          <Skeleton active />
        )
      ) : (
        <div style={{ display: 'grid', gap: 16 }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
            <Tag color={d.completeFlag ? 'green' : 'orange'} variant="filled">
              {d.completeFlag ? '已完善' : '未完善'}
            </Tag>
            <span style={{ color: 'rgba(0,0,0,0.55)' }}>
              来源：{d.channelLabel} · 入库 {formatChinaTime(d.createTime, 'YYYY-MM-DD HH:mm')} · 更新{' '}
              {formatChinaTime(d.updateTime, 'YYYY-MM-DD HH:mm')}
            </span>
            <span style={{ flex: 1 }} />
            {edit ? (
              <>
                <Button onClick={() => setEdit(null)}>取消</Button>
                <Button type="primary" loading={modify.isPending} onClick={save}>
                  保存
                </Button>
              </>
            ) : (
              <Button
                onClick={() =>
                  setEdit(Object.fromEntries(EDITABLE.map(([k]) => [k, d.lietouCompanyResume[k]])) as Record<Editable, string>)
                }
              >
                编辑基本信息
              </Button>
            )}
          </div>
          {!d.completeFlag && d.missing.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              title="简历未完善"
              description={d.missing.slice(0, 6).join('；') + (d.missing.length > 6 ? ' 等' : '')}
            />
          ) : null}
          {edit ? (
            <div style={{ display: 'grid', gridTemplateColumns: phone ? '1fr' : '1fr 1fr', gap: 12 }}>
              {EDITABLE.map(([key, text]) => (
                <div key={key} style={{ display: 'grid', gap: 4 }}>
                  <span>{text}</span>
                  <Input aria-label={text} value={edit[key]} onChange={(e) => setEdit({ ...edit, [key]: e.target.value })} maxLength={80} />
                </div>
              ))}
            </div>
          ) : (
            <Descriptions
              size="small"
              bordered
              column={phone ? 1 : 2}
              items={[
                { key: 'sex', label: '性别', children: SEX_LABELS[d.lietouCompanyResume.sex] || '—' },
                { key: 'birthday', label: '出生年月', children: d.lietouCompanyResume.birthday || '—' },
                {
                  key: 'phone',
                  label: '手机号',
                  children: <ContactValue type={1} masked={d.lietouCompanyResume.phone} version={d.version} reveals={reveals} />,
                },
                {
                  key: 'email',
                  label: '邮箱',
                  children: <ContactValue type={2} masked={d.lietouCompanyResume.email} version={d.version} reveals={reveals} />,
                },
                { key: 'city', label: '现居城市', children: d.lietouCompanyResume.city || '—' },
                {
                  key: 'education',
                  label: '最高学历',
                  children: d.lietouCompanyResume.education ? EDUCATION_LABELS[d.lietouCompanyResume.education] : '—',
                },
                { key: 'company', label: '目前公司', children: d.lietouCompanyResume.companyName || '—' },
                { key: 'position', label: '目前职位', children: d.lietouCompanyResume.positionName || '—' },
                {
                  key: 'expect',
                  label: '期望',
                  children: [d.commonResumeExpects.expectCity, d.commonResumeExpects.expectPositionName].filter(Boolean).join(' · ') || '—',
                },
              ]}
            />
          )}
          <section>
            <h3 style={{ fontSize: 15 }}>工作经历</h3>
            {d.commonWorkExperienceList.length === 0 ? <p style={{ color: 'rgba(0, 0, 0, 0.62)' }}>暂无</p> : null}
            {d.commonWorkExperienceList.map((w, i) => (
              <div key={w.id ?? i} style={{ marginBottom: 10 }}>
                <div style={{ fontWeight: 500 }}>
                  {w.companyName} · {w.positionName}{' '}
                  <span style={{ color: 'rgba(0, 0, 0, 0.62)', fontWeight: 400 }}>
                    {w.startDate} - {w.endDate}
                  </span>
                </div>
                <div style={{ whiteSpace: 'pre-wrap', color: 'rgba(0,0,0,0.75)' }}>{w.workContent}</div>
              </div>
            ))}
          </section>
          <section>
            <h3 style={{ fontSize: 15 }}>教育经历</h3>
            {d.commonEducationExperienceList.length === 0 ? <p style={{ color: 'rgba(0, 0, 0, 0.62)' }}>暂无</p> : null}
            {d.commonEducationExperienceList.map((e, i) => (
              <div key={e.id ?? i}>
                {e.schoolName} · {e.professional} · {EDUCATION_LABELS[e.education] ?? ''}{' '}
                <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>
                  {e.startDate} - {e.endDate}
                </span>
              </div>
            ))}
          </section>
          <section>
            <h3 style={{ fontSize: 15 }}>原件</h3>
            {d.files.length === 0 ? <p style={{ color: 'rgba(0, 0, 0, 0.62)' }}>没有保存原件</p> : null}
            {d.files.map((f) => (
              <div key={f.id}>
                {f.fileName} <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>{formatChinaTime(f.createTime, 'YYYY-MM-DD HH:mm')}</span>
              </div>
            ))}
          </section>
        </div>
      )}
    </Drawer>
  );
}
