import type { OpsFirmCoins, OpsLedger } from '@hh/domain/coins/coin-ops.schema';
import { formatYuan } from '@hh/domain/positions/position-format';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Table from 'antd/es/table';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useIsPhone } from '../../../components/browser-hooks';
import { LoadError } from '../../../components/load-error';
import { newIdempotencyKey, opsCheckQuery, opsFirmsQuery, opsLedgerQuery, useOpsCredit } from '../api/coins';

type Firm = OpsFirmCoins[number];
interface Draft {
  direction: 'in' | 'out';
  coin: number;
  note: string;
  reference?: string;
}

/** Where money requests are decided (features/finance, 资金审批): named here, not imported. */
const APPROVALS_PATH = '/ops/approvals';

/**
 * 金币账本 (/ops/coins, admins and finance): each firm's pool, what its people hold and its deposit;
 * asking to credit or take back a pool with a reason — a money request that moves the ledger only when
 * another finance member or admin approves it in 资金审批 (issue 31); any firm's ledger; the whole ledger's check.
 */
export function OpsCoinsPage() {
  const phone = useIsPhone();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const firms = useQuery(opsFirmsQuery);
  const check = useQuery(opsCheckQuery);
  const [firmId, setFirmId] = useState('');
  const [page, setPage] = useState(1);
  const ledger = useQuery(opsLedgerQuery(firmId, page));
  const [crediting, setCrediting] = useState<Firm | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const [form] = Form.useForm<Draft>();
  const credit = useOpsCredit();
  if (firms.error) return <LoadError title="金币账本加载失败" error={firms.error} onRetry={() => firms.refetch()} />;
  const submit = async () => {
    if (!crediting) return;
    const draft = await form.validateFields();
    try {
      await credit.mutateAsync({ body: { firmId: crediting.firmId, ...draft, reference: draft.reference ?? '' }, key });
      message.success({
        content: (
          <span data-testid="request-submitted">
            已提交{crediting.firmName}金币{draft.direction === 'in' ? '充值' : '扣回'}申请，待另一位财务或管理员审批通过后记账
            <Button type="link" size="small" onClick={() => navigate(APPROVALS_PATH)}>
              去资金审批
            </Button>
          </span>
        ),
        duration: 6,
      });
      setCrediting(null);
      setKey(newIdempotencyKey());
      form.resetFields();
    } catch (error) {
      message.error((error as Error).message);
    }
  };
  return (
    <section style={{ background: '#fff', borderRadius: 8, padding: phone ? 12 : 24 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 12 }}>
        <h1 style={{ margin: 0, fontSize: 18 }}>金币账本</h1>
        <Button onClick={() => check.refetch()} loading={check.isFetching}>
          账本核对
        </Button>
      </div>
      <p style={{ margin: '8px 0 0', color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>
        充值和扣回提交后不会立即记账：需由提交人以外的财务或管理员在<Link to={APPROVALS_PATH}>「资金审批」</Link>
        中审批通过后，金币才会转入或扣回。
      </p>
      {check.data ? (
        <Alert
          style={{ margin: '12px 0' }}
          type={check.data.ok ? 'success' : 'error'}
          showIcon
          message={
            check.data.ok
              ? `账本一致：${check.data.accounts} 个账户、${check.data.transfers} 笔转账，每个余额都等于其分录之和，无负余额。流通金币 ${check.data.issued.coin}`
              : `账本异常：${check.data.drift.length} 个余额与分录不符，${check.data.unbalanced} 笔转账不平，${check.data.negative} 个负余额`
          }
        />
      ) : null}
      <Table<Firm>
        rowKey="firmId"
        style={{ marginTop: 16 }}
        size={phone ? 'small' : 'middle'}
        loading={firms.isFetching}
        dataSource={firms.data ?? []}
        pagination={false}
        scroll={phone ? { x: 560 } : undefined}
        columns={[
          { title: '公司', dataIndex: 'firmName', width: 140 },
          { title: '金币池', dataIndex: 'pool', width: 100, align: 'right' },
          { title: '团队与顾问持有', dataIndex: 'held', width: 130, align: 'right' },
          { title: '保证金', dataIndex: 'depositFen', width: 110, align: 'right', render: (fen: number) => formatYuan(fen) },
          {
            title: '操作',
            width: 190,
            render: (_: unknown, f) => (
              <span style={{ display: 'inline-flex', gap: 8 }}>
                <Button size="small" type="primary" onClick={() => setCrediting(f)}>
                  申请充值/扣回
                </Button>
                <Button
                  size="small"
                  onClick={() => {
                    setFirmId(f.firmId);
                    setPage(1);
                  }}
                >
                  账本
                </Button>
              </span>
            ),
          },
        ]}
      />
      {firmId ? (
        <>
          <h2 style={{ fontSize: 16, margin: '24px 0 8px' }}>{firms.data?.find((f) => f.firmId === firmId)?.firmName} 的账本</h2>
          <Table<OpsLedger['list'][number]>
            rowKey="id"
            size="small"
            loading={ledger.isFetching}
            dataSource={ledger.data?.list ?? []}
            scroll={phone ? { x: 720 } : undefined}
            pagination={{
              current: page,
              pageSize: 20,
              total: ledger.data?.total ?? 0,
              onChange: setPage,
              showSizeChanger: false,
              hideOnSinglePage: true,
            }}
            columns={[
              { title: '时间', dataIndex: 'time', width: 150, render: (v: number) => formatChinaTime(v) },
              { title: '类型', dataIndex: 'reasonLabel', width: 130 },
              { title: '转出', dataIndex: 'from', width: 120 },
              { title: '转入', dataIndex: 'to', width: 120 },
              {
                title: '数额',
                dataIndex: 'amount',
                width: 110,
                align: 'right',
                render: (n: number, r) => (r.asset === 'fen' ? formatYuan(n) : `${n} 金币`),
              },
              { title: '原因/备注', dataIndex: 'note', ellipsis: true },
              { title: '凭证', dataIndex: 'reference', width: 120, ellipsis: true },
            ]}
          />
        </>
      ) : null}
      <Modal
        title={`${crediting?.firmName ?? ''} 金币池充值/扣回申请`}
        open={crediting !== null}
        onCancel={() => setCrediting(null)}
        onOk={submit}
        okText="提交申请"
        cancelText="取消"
        okButtonProps={{ loading: credit.isPending }}
        destroyOnHidden
      >
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="提交后不会立即记账：需由另一位财务或管理员在「资金审批」中审批通过后才执行。"
        />
        <Form form={form} layout="vertical" requiredMark={false} initialValues={{ direction: 'in' }}>
          <Form.Item name="direction" label="方向">
            <Radio.Group
              options={[
                { label: '充值', value: 'in' },
                { label: '扣回', value: 'out' },
              ]}
            />
          </Form.Item>
          <Form.Item name="coin" label="金币数" rules={[{ required: true, message: '请输入金币数' }]}>
            <InputNumber style={{ width: '100%' }} min={1} precision={0} />
          </Form.Item>
          <Form.Item
            name="note"
            label="申请理由（公司可见）"
            rules={[
              { required: true, whitespace: true, message: '请填写申请理由' },
              { min: 2, message: '申请理由至少2个字' },
            ]}
          >
            <Input maxLength={100} placeholder="如：年度套餐赠送、多充冲回" />
          </Form.Item>
          <Form.Item name="reference" label="凭证号">
            <Input maxLength={64} placeholder="选填：合同或发票号" />
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
