import { COMPENSATION_KIND_LABELS, type CompensationKind, type CompensationResult } from '@hh/domain/finance/compensation';
import { formatFen, yuanToFen } from '@hh/domain/finance/fees';
import type { Fine } from '@hh/domain/finance/fines';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { opsFinesQuery, opsFirmsQuery, useCompensation, useRecordFine } from '../api/finance';
import { Money } from '../components/money';
import { FourEyesNote, useRequestSubmitted } from '../components/money-request-form';
import '../finance.css';

const PAGE_SIZE = 20;
type Firm = { id: string; name: string };
const yuanRule = { pattern: /^\d{1,7}(\.\d{1,2})?$/, message: '请输入金额（元），最多两位小数' };

/**
 * /ops/finance/fines: fines on firms (pending ones are deducted from the firm's next bill, the rest
 * carried over) and the compensation calculator of the settlement rules, whose result is asked as a
 * fine. A fine is a money request: it is recorded when another finance member or admin approves it
 * in 资金审批 (issue 31); the list shows recorded fines only.
 */
export function OpsFinesPage() {
  const [params, setParams] = useSearchParams();
  const firmId = params.get('firmId') ?? '';
  const pageNo = Number(params.get('pageNo') ?? 1) || 1;
  const list = useQuery(opsFinesQuery({ ...(firmId ? { firmId } : {}), pageNo: String(pageNo), pageSize: String(PAGE_SIZE) }));
  const firms = useQuery(opsFirmsQuery);
  const [recording, setRecording] = useState<{ firmId?: string; amountYuan?: string; reason?: string } | null>(null);
  const [calculating, setCalculating] = useState(false);
  const firmList = firms.data?.list ?? [];
  return (
    <section className="fin-page" aria-labelledby="ops-fines-title">
      <h1 id="ops-fines-title">罚款与赔偿</h1>
      <search className="fin-filters">
        <Select
          aria-label="猎头公司"
          style={{ width: 180 }}
          value={firmId}
          onChange={(v) => setParams(v ? { firmId: v } : {}, { replace: true })}
          options={[{ value: '', label: '全部公司' }, ...firmList.map((f) => ({ value: f.id, label: f.name }))]}
        />
        <Button type="primary" onClick={() => setRecording({ ...(firmId ? { firmId } : {}) })}>
          提交罚款申请
        </Button>
        <Button onClick={() => setCalculating(true)}>赔偿计算</Button>
      </search>
      <FourEyesNote what="罚款" />
      <p className="fin-hint">
        下表是已审批通过的罚款。待扣减的罚款会从该公司下一期结算账单中扣除；超出账单金额的部分留待之后的账单继续扣减。
      </p>
      {list.isError ? <LoadError title="罚款记录加载失败" error={list.error} onRetry={() => void list.refetch()} /> : null}
      <Table<Fine>
        data-testid="fine-list"
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        columns={[
          { title: '公司', dataIndex: 'firmName', width: 110 },
          { title: '罚款金额', dataIndex: 'amount', align: 'right', width: 130, render: (v: number) => <Money fen={v} /> },
          { title: '已扣减', dataIndex: 'deducted', align: 'right', width: 130, render: (v: number) => <Money fen={v} /> },
          {
            title: '状态',
            dataIndex: 'stateName',
            width: 90,
            render: (v: string, f) => <Tag color={f.state === 2 ? 'green' : 'orange'}>{v}</Tag>,
          },
          { title: '原因', dataIndex: 'reason', ellipsis: true },
          { title: '投诉案件', dataIndex: 'complaintCaseId', width: 110, render: (v: string | null) => (v ? v.slice(0, 8) : '—') },
          { title: '记录时间', dataIndex: 'createTime', width: 140, render: (v: number) => formatChinaTime(v) },
        ]}
      />
      <ListFooter
        total={list.data?.totalCount ?? 0}
        page={pageNo}
        pageSize={PAGE_SIZE}
        onPage={(p) => setParams({ ...(firmId ? { firmId } : {}), pageNo: String(p) }, { replace: true })}
      />
      {recording ? <RecordFineModal firms={firmList} initial={recording} onClose={() => setRecording(null)} /> : null}
      {calculating ? (
        <CompensationModal
          firms={firmList}
          initialFirmId={firmId}
          onClose={() => setCalculating(false)}
          onFine={(firm, r) => {
            setCalculating(false);
            setRecording({
              firmId: firm,
              amountYuan: formatFen(r.amount).replace(/,/g, ''),
              reason: `赔偿（${r.kindName}）：${r.formula}`,
            });
          }}
        />
      ) : null}
    </section>
  );
}

interface FineValues {
  firmId: string;
  amountYuan: string;
  reason: string;
  complaintCaseId?: string;
}

function RecordFineModal({ firms, initial, onClose }: { firms: Firm[]; initial: Partial<FineValues>; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FineValues>();
  const record = useRecordFine();
  const submitted = useRequestSubmitted();
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await record.mutateAsync({
        firmId: v.firmId,
        amount: yuanToFen(v.amountYuan),
        reason: v.reason,
        ...(v.complaintCaseId ? { complaintCaseId: v.complaintCaseId } : {}),
      });
      submitted('已提交罚款申请，待另一位财务或管理员审批通过后记录');
      onClose();
    } catch (error) {
      void message.error((error as Error).message);
    }
  };
  return (
    <Modal
      open
      title="提交罚款申请"
      okText="提交申请"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={record.isPending}
      destroyOnHidden
    >
      <FourEyesNote what="罚款" />
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="firmId" label="猎头公司" rules={[{ required: true, message: '请选择猎头公司' }]}>
          <Select aria-label="罚款公司" options={firms.map((f) => ({ value: f.id, label: f.name }))} />
        </Form.Item>
        <Form.Item name="amountYuan" label="罚款金额（元）" rules={[{ required: true, message: '请输入罚款金额' }, yuanRule]}>
          <Input aria-label="罚款金额" />
        </Form.Item>
        <Form.Item
          name="reason"
          label="罚款原因（即申请理由）"
          rules={[
            { required: true, whitespace: true, message: '请填写罚款原因' },
            { min: 2, message: '罚款原因至少2个字' },
          ]}
        >
          <Input.TextArea aria-label="罚款原因" maxLength={200} rows={2} />
        </Form.Item>
        <Form.Item name="complaintCaseId" label="投诉案件编号（选填）">
          <Input maxLength={36} placeholder="来自投诉裁定时填写" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface CalcValues {
  firmId: string;
  kind: CompensationKind;
  pausedDays?: number;
  amountYuan?: string;
}

function CompensationModal({
  firms,
  initialFirmId,
  onClose,
  onFine,
}: {
  firms: Firm[];
  initialFirmId: string;
  onClose: () => void;
  onFine: (firmId: string, r: CompensationResult) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CalcValues>();
  const calc = useCompensation();
  const kind = Form.useWatch('kind', form) ?? 1;
  const [result, setResult] = useState<{ firmId: string; r: CompensationResult } | null>(null);
  const run = async () => {
    const v = await form.validateFields();
    const amount = v.amountYuan ? yuanToFen(v.amountYuan) : 0;
    try {
      const r = await calc.mutateAsync({
        firmId: v.firmId,
        kind: v.kind,
        pausedDays: v.pausedDays ?? 0,
        platformPayout: v.kind === 3 ? amount : 0,
        lossCosts: v.kind === 4 ? amount : 0,
      });
      setResult({ firmId: v.firmId, r });
    } catch (error) {
      setResult(null);
      void message.error((error as Error).message);
    }
  };
  return (
    <Modal
      open
      title="赔偿计算"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="calc" onClick={run} loading={calc.isPending}>
          计算
        </Button>,
        <Button
          key="fine"
          type="primary"
          disabled={!result || result.r.amount <= 0}
          onClick={() => result && onFine(result.firmId, result.r)}
        >
          按此金额申请罚款
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ kind: 1, ...(initialFirmId ? { firmId: initialFirmId } : {}) }}
        onValuesChange={() => setResult(null)}
      >
        <Form.Item name="firmId" label="猎头公司" rules={[{ required: true, message: '请选择猎头公司' }]}>
          <Select aria-label="赔偿公司" options={firms.map((f) => ({ value: f.id, label: f.name }))} />
        </Form.Item>
        <Form.Item name="kind" label="赔偿情形">
          <Select aria-label="赔偿情形" options={([1, 2, 3, 4] as const).map((k) => ({ value: k, label: COMPENSATION_KIND_LABELS[k] }))} />
        </Form.Item>
        {kind === 2 ? (
          <Form.Item name="pausedDays" label="暂停合作天数" rules={[{ required: true, message: '请输入暂停天数' }]}>
            <InputNumber aria-label="暂停合作天数" min={30} max={3650} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        ) : null}
        {kind === 3 || kind === 4 ? (
          <Form.Item
            name="amountYuan"
            label={kind === 3 ? '平台赔付客户金额（元）' : '损失金额（元）'}
            rules={[{ required: true, message: '请输入金额' }, yuanRule]}
          >
            <Input aria-label="赔偿基数金额" />
          </Form.Item>
        ) : null}
      </Form>
      <p className="fin-hint">
        规则：客户终止合作按近一年佣金的一半；暂停合作30天以上按近一月佣金 ÷ 2 ×
        月数（满30天为1个月，1到12个月）；平台赔付客户按赔付额的一半；其他损失按全部成本。金额以分计，四舍五入一次。
      </p>
      {result ? (
        <div className="fin-calc" data-testid="compensation-result">
          <div>
            近一年佣金 <Money fen={result.r.lastYearFees} />
            ，近一月佣金 <Money fen={result.r.lastMonthFees} />
          </div>
          <div>{result.r.formula}</div>
          <div>
            应赔偿金额：
            <Money fen={result.r.amount} strong />
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
