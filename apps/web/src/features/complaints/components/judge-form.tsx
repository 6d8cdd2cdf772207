import { COMPENSATION_KIND_LABELS, type CompensationKind } from '@hh/domain/finance/compensation';
import { formatFen, yuanToFen } from '@hh/domain/finance/fees';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useCompensation, useJudge } from '../api/complaints';

const KINDS = ([1, 2, 3, 4] as const).map((k) => ({ value: k, label: COMPENSATION_KIND_LABELS[k] }));

/**
 * The verdict of a case (/ops/complaints/:id): the reason both sides read, and for an upheld case a
 * fine on the defendant's firm — typed, or worked out by the compensation calculator of the rules
 * (finance's, from the firm's own fees). The server takes it from the firm's deposit first and
 * records the rest as a finance fine deducted from its unsettled commissions.
 */
export function JudgeForm({ caseId, firmId }: { caseId: string; firmId: string }) {
  const { message } = App.useApp();
  const judge = useJudge();
  const calc = useCompensation();
  const [reason, setReason] = useState('');
  const [fineYuan, setFineYuan] = useState('');
  const [kind, setKind] = useState<CompensationKind>(1);
  const [pausedDays, setPausedDays] = useState('');
  const [baseYuan, setBaseYuan] = useState('');
  const [formula, setFormula] = useState('');
  const fineFen = fineYuan.trim() === '' ? 0 : yuanToFen(fineYuan);
  const fineBad = Number.isNaN(fineFen);

  const decide = (upheld: boolean) => {
    if (upheld && fineBad) {
      void message.error('罚款金额格式不正确，最多两位小数');
      return;
    }
    judge.mutate(
      { id: caseId, upheld, reason, fineFen: upheld ? fineFen : 0 },
      { onSuccess: () => message.success(upheld ? '已裁定投诉成立' : '已裁定投诉不成立'), onError: (e) => message.error(e.message) },
    );
  };
  const calculate = () => {
    const base = baseYuan.trim() === '' ? 0 : yuanToFen(baseYuan);
    calc.mutate(
      {
        firmId,
        kind,
        pausedDays: Number(pausedDays) || 0,
        platformPayout: kind === 3 ? base : 0,
        lossCosts: kind === 4 ? base : 0,
      },
      {
        onSuccess: (r) => {
          setFineYuan(formatFen(r.amount).replace(/,/g, ''));
          setFormula(`${r.kindName}：${r.formula} = ${formatFen(r.amount)}元`);
        },
        onError: (e) => message.error(e.message),
      },
    );
  };

  return (
    <section aria-labelledby="judge-title" style={{ marginTop: 16, borderTop: '1px solid #f0f0f0', paddingTop: 12 }}>
      <h2 id="judge-title" style={{ fontSize: 16, margin: '0 0 8px' }}>
        裁定
      </h2>
      <Input.TextArea
        aria-label="裁定理由"
        rows={3}
        maxLength={1000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder="裁定理由（双方可见，至少5个字）"
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginTop: 8 }}>
        <label htmlFor="judge-fine">罚款（元，投诉成立时，选填）</label>
        <Input
          id="judge-fine"
          aria-label="罚款金额"
          style={{ width: 160 }}
          value={fineYuan}
          status={fineBad ? 'error' : undefined}
          onChange={(e) => setFineYuan(e.target.value)}
          placeholder="0.00"
        />
        <span style={{ color: '#666', fontSize: 12 }}>先从保证金扣除，不足部分从未结算佣金中扣减</span>
      </div>
      <fieldset style={{ border: '1px dashed #d9d9d9', borderRadius: 6, padding: '8px 12px', marginTop: 8 }}>
        <legend style={{ fontSize: 13, padding: '0 4px', width: 'auto', margin: 0, border: 0 }}>按赔偿规则计算罚款</legend>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <Select aria-label="赔偿情形" style={{ width: 200 }} value={kind} options={KINDS} onChange={setKind} />
          {kind === 2 ? (
            <Input
              aria-label="暂停天数"
              style={{ width: 120 }}
              value={pausedDays}
              onChange={(e) => setPausedDays(e.target.value)}
              placeholder="暂停天数"
            />
          ) : null}
          {kind === 3 || kind === 4 ? (
            <Input
              aria-label={kind === 3 ? '平台赔付金额' : '损失金额'}
              style={{ width: 160 }}
              value={baseYuan}
              onChange={(e) => setBaseYuan(e.target.value)}
              placeholder={kind === 3 ? '平台赔付（元）' : '损失（元）'}
            />
          ) : null}
          <Button loading={calc.isPending} onClick={calculate}>
            计算并填入罚款
          </Button>
        </div>
        {formula ? (
          <p data-testid="compensation-formula" style={{ margin: '8px 0 0', fontSize: 13 }}>
            {formula}
          </p>
        ) : null}
      </fieldset>
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <Button danger type="primary" loading={judge.isPending} onClick={() => decide(true)}>
          投诉成立
        </Button>
        <Button loading={judge.isPending} onClick={() => decide(false)}>
          投诉不成立
        </Button>
      </div>
    </section>
  );
}
