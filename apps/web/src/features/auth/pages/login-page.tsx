import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../../components/use-document-title';
import { enterAs } from '../../../session/redirect-owner';
import { homeOf, loginStateQuery } from '../../../session/session-api';
import { LoginForm } from '../components/login-form';
import './login-page.css';

// Each point is marked by its first character in a badge rather than an icon: the page stays
// within its 200 kB budget (vite.config.ts) without three icon modules.
const POINTS = [
  { icon: '职', title: '职位直达', text: '平台项目经理发布企业职位，顾问在线推荐候选人' },
  { icon: '单', title: '订单全流程', text: '推荐、面试、Offer、入职到过保，每个阶段清晰可查' },
  { icon: '团', title: '团队协同', text: '团队、城市与公司多级视角，业绩与数据一目了然' },
];

/** Only addresses inside this app are followed after sign-in. */
function safeRedirect(target: string | null): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/login')) return null;
  return target;
}

/** /login: sign in with phone and password, then go to `redirect` or to the user's home. */
export function LoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirect = safeRedirect(search.get('redirect'));
  // Someone already signed in does not need the form.
  const session = useQuery({ ...loginStateQuery, retry: false, staleTime: 0 });
  useEffect(() => {
    if (session.data) navigate(enterAs(session.data.userId, redirect) ?? homeOf(session.data), { replace: true });
  }, [session.data, redirect, navigate]);

  return (
    <div className="hh-login">
      <aside className="hh-login__brand">
        <div className="hh-login__pitch">
          <h1 className="hh-login__logo">
            <img src="/favicon.svg" alt="" width={44} height={44} />
            {PRODUCT_NAME}
          </h1>
          <p className="hh-login__tagline">连接猎头公司与企业职位的协作工作台：职位、人才、订单与结算，一处协同。</p>
          <ul className="hh-login__points">
            {POINTS.map((p) => (
              <li key={p.title}>
                <span className="hh-login__point-icon" aria-hidden="true">
                  {p.icon}
                </span>
                <div>
                  <strong>{p.title}</strong>
                  <span>{p.text}</span>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="hh-login__legal">© {new Date().getFullYear()} 猎头协作平台 · 工作时间 周一至周五 9:00-18:00</div>
      </aside>
      <main className="hh-login__main">
        <div className="hh-login__card">
          <h2>欢迎登录</h2>
          <p className="hh-login__card-sub">请使用公司为您开通的手机号登录</p>
          <LoginForm onSignedIn={(result) => navigate(enterAs(result.userId, redirect) ?? result.home, { replace: true })} />
          <p className="hh-login__help">忘记密码或账号被锁定，请联系公司管理员</p>
          <p className="hh-login__help">
            <a href="/index">← 返回官网首页</a>
          </p>
        </div>
      </main>
    </div>
  );
}
