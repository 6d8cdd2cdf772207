import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import type { PluginResumeDetail } from '@hh/domain/plugin/plugin.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError } from '../../../api/http-client';
import { useIsPhone } from '../../../components/browser-hooks';
import { ButtonLink } from '../../../components/button-link';
import { cameFrom } from '../../../components/came-from';
import { ResultTitle } from '../../../components/result-title';
import { pluginResumeQuery } from '../api/plugin';

const PLUGIN_TAB = '/index/myInfo?type=plugin';

const muted = { color: 'rgba(0, 0, 0, 0.65)' } as const;
/** Keys for entries that never move: what they say, with a count for two that say the same. */
function keyed<T>(items: readonly T[], base: (item: T) => string): { item: T; key: string }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const b = base(item);
    const n = seen.get(b) ?? 0;
    seen.set(b, n + 1);
    return { item, key: `${b}#${n}` };
  });
}

const period = (start: string, end: string) => (start || end ? `${start || '?'} – ${end || '?'}` : '');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>{title}</h2>}
      style={{ marginTop: 16 }}
      styles={{ body: { paddingBlock: 12 } }}
    >
      {children}
    </Card>
  );
}

function Entry({ head, sub, when, text }: { head: string; sub: string; when: string; text?: string }) {
  return (
    <div style={{ padding: '8px 0', borderBottom: '1px solid #f5f5f5' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', alignItems: 'baseline' }}>
        <strong>{head}</strong>
        {sub ? <span>{sub}</span> : null}
        {when ? <span style={{ ...muted, marginInlineStart: 'auto' }}>{when}</span> : null}
      </div>
      {text ? <p style={{ margin: '6px 0 0', whiteSpace: 'pre-wrap', lineHeight: 1.7 }}>{text}</p> : null}
    </div>
  );
}

function ResumeBody({ detail }: { detail: PluginResumeDetail }) {
  const r = detail.resume;
  const facts = [
    r.gender,
    r.age !== null ? `${r.age}岁` : '',
    r.city,
    r.workYears !== null ? `${r.workYears}年经验` : '',
    r.education,
  ].filter(Boolean);
  const expects = [r.expectPosition, r.expectCity, r.expectSalary].filter(Boolean);
  return (
    <>
      <Card>
        <h1 style={{ margin: 0, fontSize: 22, fontWeight: 600 }} data-testid="plugin-resume-name">
          {r.name}
        </h1>
        <p style={{ margin: '6px 0 0' }}>{facts.join(' · ') || '—'}</p>
        {r.currentTitle || r.currentCompany ? (
          <p style={{ margin: '4px 0 0' }}>目前：{[r.currentTitle, r.currentCompany].filter(Boolean).join(' · ')}</p>
        ) : null}
        <p style={{ margin: '4px 0 0' }}>
          手机：{r.phone || '未采集到'}　邮箱：{r.email || '未采集到'}
        </p>
        <p style={{ ...muted, margin: '12px 0 0', fontSize: 13 }}>
          由 {detail.capturedBy} 于 {formatChinaTime(detail.capturedAt)} 从{detail.sourceSite}保存 ·{' '}
          <a href={detail.sourceUrl} target="_blank" rel="noopener noreferrer nofollow" style={{ textDecoration: 'underline' }}>
            查看原网页
          </a>
        </p>
      </Card>
      <Section title="求职意向">
        {expects.length ? <p style={{ margin: 0 }}>{expects.join(' · ')}</p> : <p style={{ ...muted, margin: 0 }}>未采集到</p>}
      </Section>
      <Section title="工作经历">
        {r.works.length ? (
          keyed(r.works, (w) => `${w.company}${w.start}`).map(({ item: w, key }) => (
            <Entry key={key} head={w.company} sub={w.title} when={period(w.start, w.end)} text={w.description} />
          ))
        ) : (
          <p style={{ ...muted, margin: 0 }}>未采集到</p>
        )}
      </Section>
      <Section title="教育经历">
        {r.educations.length ? (
          keyed(r.educations, (e) => `${e.school}${e.start}`).map(({ item: e, key }) => (
            <Entry key={key} head={e.school} sub={[e.major, e.degree].filter(Boolean).join(' · ')} when={period(e.start, e.end)} />
          ))
        ) : (
          <p style={{ ...muted, margin: 0 }}>未采集到</p>
        )}
      </Section>
      {r.projects.length ? (
        <Section title="项目经历">
          {keyed(r.projects, (p) => `${p.name}${p.start}`).map(({ item: p, key }) => (
            <Entry key={key} head={p.name} sub={p.role} when={period(p.start, p.end)} text={p.description} />
          ))}
        </Section>
      ) : null}
      {r.summary ? (
        <Section title="自我评价">
          <p style={{ margin: 0, whiteSpace: 'pre-wrap', lineHeight: 1.7 }}>{r.summary}</p>
        </Section>
      ) : null}
    </>
  );
}

/**
 * The plugin resume (/index/pluginResume/:id, spec 001 §2 "Plugin resume detail by resume id"):
 * a resume the browser plugin captured from a job site, read-only, contacts masked, with the
 * page it came from.
 */
export function PluginResumePage() {
  const { id = '' } = useParams();
  const phone = useIsPhone();
  const from = cameFrom(useLocation()) ?? PLUGIN_TAB;
  const detail = useQuery({ ...pluginResumeQuery(id), throwOnError: (error) => !isApiError(error) || error.kind === 'malformed' });

  let body: ReactNode;
  if (detail.isLoading) body = <Spin style={{ display: 'block', margin: '64px auto' }} />;
  else if (detail.isError || !detail.data) {
    const missing = isApiError(detail.error) && detail.error.httpStatus === 404;
    body = (
      <Result
        style={{ background: '#fff', borderRadius: 8 }}
        status={missing ? '404' : 'warning'}
        title={<ResultTitle>{missing ? '简历不存在或已删除' : '简历加载失败'}</ResultTitle>}
        subTitle={missing ? '这份插件简历不在您的查看范围内。' : detail.error?.message}
        extra={
          missing ? (
            <ButtonLink type="primary" to={PLUGIN_TAB}>
              查看插件简历
            </ButtonLink>
          ) : (
            <Button type="primary" onClick={() => void detail.refetch()}>
              重试
            </Button>
          )
        }
      />
    );
  } else body = <ResumeBody detail={detail.data} />;

  return (
    <section style={{ maxWidth: 960, margin: '0 auto', padding: phone ? 0 : undefined }}>
      <p style={{ margin: '0 0 12px' }}>
        <Link to={from}>
          <ArrowLeftOutlined /> 返回
        </Link>
      </p>
      {body}
    </section>
  );
}
