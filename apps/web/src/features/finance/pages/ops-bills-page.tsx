import { formatFen } from '@hh/domain/finance/fees';
import type { Bill } from '@hh/domain/finance/settlement.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { opsBillsQuery, opsFirmsQuery, useBuildBill } from '../api/finance';
import { billColumns } from '../components/bill-columns';
import { BillDetailDrawer } from '../components/bill-detail-drawer';
import { FourEyesNote, RequestReasonItem, useRequestSubmitted } from '../components/money-request-form';
import '../finance.css';

const PAGE_SIZE = 20;

/**
 * /ops/finance/bills: every firm's bills (a number opens the bill's lines, where staff can confirm it
 * with the firm's invoice details), and asking for one from a firm's approved, unbilled commissions
 * of a period less its pending fines: a bill is a money request, built and sent to the firm when
 * another finance member or admin approves it in 资金审批 (issue 31).
 */
export function OpsBillsPage() {
  const [params, setParams] = useSearchParams();
  const firmId = params.get('firmId') ?? '';
  const pageNo = Number(params.get('pageNo') ?? 1) || 1;
  const openBill = params.get('billId');
  const here = { ...(firmId ? { firmId } : {}), ...(pageNo > 1 ? { pageNo: String(pageNo) } : {}) };
  const list = useQuery(opsBillsQuery({ ...(firmId ? { firmId } : {}), pageNo: String(pageNo), pageSize: String(PAGE_SIZE) }));
  const firms = useQuery(opsFirmsQuery);
  const [building, setBuilding] = useState(false);
  return (
    <section className="fin-page" aria-labelledby="ops-bills-title">
      <h1 id="ops-bills-title">结算账单</h1>
      <search className="fin-filters">
        <Select
          aria-label="猎头公司"
          style={{ width: 180 }}
          value={firmId}
          onChange={(v) => setParams(v ? { firmId: v } : {}, { replace: true })}
          options={[{ value: '', label: '全部公司' }, ...(firms.data?.list ?? []).map((f) => ({ value: f.id, label: f.name }))]}
        />
        <Button type="primary" onClick={() => setBuilding(true)}>
          提交出账申请
        </Button>
      </search>
      <FourEyesNote what="账单" />
      {list.isError ? <LoadError title="账单加载失败" error={list.error} onRetry={() => void list.refetch()} /> : null}
      <Table<Bill & { firmId: string }>
        data-testid="ops-bill-list"
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        columns={[
          ...billColumns<Bill & { firmId: string }>({ firm: true, onOpen: (b) => setParams({ ...here, billId: b.id }, { replace: true }) }),
          { title: '生成时间', dataIndex: 'createTime', width: 140, render: (v: number) => formatChinaTime(v) },
        ]}
      />
      <ListFooter
        total={list.data?.totalCount ?? 0}
        page={pageNo}
        pageSize={PAGE_SIZE}
        onPage={(p) => setParams({ ...(firmId ? { firmId } : {}), pageNo: String(p) }, { replace: true })}
      />
      {openBill ? <BillDetailDrawer side="ops" billId={openBill} onClose={() => setParams(here, { replace: true })} /> : null}
      {building ? <BuildBillModal firms={firms.data?.list ?? []} onClose={() => setBuilding(false)} /> : null}
    </section>
  );
}

function BuildBillModal({ firms, onClose }: { firms: { id: string; name: string }[]; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ firmId: string; period: [Dayjs, Dayjs]; reason: string }>();
  const build = useBuildBill();
  const submitted = useRequestSubmitted();
  const submit = async () => {
    const v = await form.validateFields();
    try {
      const r = await build.mutateAsync({
        firmId: v.firmId,
        startTime: v.period[0].startOf('day').valueOf(),
        endTime: v.period[1].endOf('day').valueOf(),
        reason: v.reason.trim(),
      });
      submitted(`已提交出账申请（账单金额 ¥${formatFen(r.amount)}），待另一位财务或管理员审批通过后出具账单`);
      onClose();
    } catch (error) {
      void message.error((error as Error).message);
    }
  };
  return (
    <Modal
      open
      title="提交出账申请"
      okText="提交申请"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={build.isPending}
      destroyOnHidden
    >
      <p className="fin-hint">
        账单包含该公司在周期内审核通过、尚未结算的佣金，以及已结算记录之后的冲销；待扣减的罚款从中扣除（最多扣至0，余额留待下期）。
      </p>
      <FourEyesNote what="账单" />
      <Form form={form} layout="vertical">
        <Form.Item name="firmId" label="猎头公司" rules={[{ required: true, message: '请选择猎头公司' }]}>
          <Select aria-label="账单公司" options={firms.map((f) => ({ value: f.id, label: f.name }))} />
        </Form.Item>
        <Form.Item name="period" label="结算周期（按审核时间）" rules={[{ required: true, message: '请选择结算周期' }]}>
          <DatePicker.RangePicker aria-label="账单周期" style={{ width: '100%' }} />
        </Form.Item>
        <RequestReasonItem />
      </Form>
    </Modal>
  );
}
