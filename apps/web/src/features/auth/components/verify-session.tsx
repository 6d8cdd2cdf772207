import { useVerifySession } from '../api/second-factor';
import { CodeForm } from './code-form';

/** Passing the factor in this session: one signed in before its member enrolled, or before the rule. */
export function VerifySession() {
  const verify = useVerifySession();
  return (
    <section className="hh-security__card" aria-labelledby="verify-title">
      <h2 id="verify-title">验证本次登录</h2>
      <p>您的账号已绑定验证器，但本次登录尚未验证。输入动态验证码（或一个恢复码）后即可在控制台中修改数据。</p>
      <CodeForm
        submitText="验证"
        allowRecovery
        pending={verify.isPending}
        refusal={verify.isError ? verify.error.message : null}
        onEdit={() => {
          if (verify.isError) verify.reset();
        }}
        onSubmit={(proof) => verify.mutate(proof)}
      />
    </section>
  );
}
