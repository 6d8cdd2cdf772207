import { useNewRecoveryCodes } from '../api/second-factor';
import { CodeForm } from './code-form';

/** Ten new recovery codes for a current code; the old ones stop working. */
export function RecoveryCodesRenewal({ onRenewed }: { onRenewed: (codes: string[]) => void }) {
  const renew = useNewRecoveryCodes();
  return (
    <section className="hh-security__card" aria-labelledby="renew-title">
      <h2 id="renew-title">重新生成恢复码</h2>
      <p>恢复码用完或遗失时，输入当前的动态验证码生成10个新的恢复码，原有恢复码将全部失效。</p>
      <CodeForm
        submitText="生成恢复码"
        pending={renew.isPending}
        refusal={renew.isError ? renew.error.message : null}
        onEdit={() => {
          if (renew.isError) renew.reset();
        }}
        onSubmit={(proof) => {
          if ('otp' in proof) renew.mutate(proof.otp, { onSuccess: (answer) => onRenewed(answer.recoveryCodes) });
        }}
      />
    </section>
  );
}
