import { ONBOARD_FEE_KIND_LABELS, yuanToFen } from '@hh/domain/finance/fees';
import type { OpsFeeTermsItem } from '@hh/domain/finance/ops-finance.schema';
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
import { opsFeeTermsQuery, useSaveFeeTerms } from '../api/finance';
import { FourEyesNote, RequestReasonItem, useRequestSubmitted } from '../components/money-request-form';
import '../finance.css';

const PAGE_SIZE = 20;

interface Values {
  interviewFeeYuan: number;
  onboardFeeKind: 1 | 2;
  onboardFeeFixedYuan: number;
  ratePercent: string;
  guaranteeDays: number;
  reason: string;
}

/** Hundredths (fen, or basis points) as text with two decimals, from integers only. */
const fenText = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;

/**
 * /ops/finance/feeTerms: each position's fee terms; a position without its own shows the defaults from
 * its reward. A change is a money request: it takes effect when another finance member or admin
 * approves it in 资金审批 (issue 31); the list shows the terms in force.
 */
export function OpsFeeTermsPage() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const pageNo = Number(params.get('pageNo') ?? 1) || 1;
  const list = useQuery(opsFeeTermsQuery({ ...(keyword ? { keyword } : {}), pageNo: String(pageNo), pageSize: String(PAGE_SIZE) }));
  const [editing, setEditing] = useState<OpsFeeTermsItem | null>(null);
  return (
    <section className="fin-page" aria-labelledby="fee-terms-title">
      <h1 id="fee-terms-title">收费条款</h1>
      <search className="fin-filters">
        <Input.Search
          aria-label="职位或项目"
          placeholder="职位或项目名称"
          allowClear
          defaultValue={keyword}
          style={{ width: 260 }}
          onSearch={(v) => setParams(v.trim() ? { keyword: v.trim() } : {}, { replace: true })}
        />
      </search>
      <FourEyesNote what="收费条款的变更" />
      {list.isError ? <LoadError title="收费条款加载失败" error={list.error} onRetry={() => void list.refetch()} /> : null}
      <Table<OpsFeeTermsItem>
        rowKey="positionId"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        columns={[
          { title: '项目', dataIndex: 'projectName', width: 160, ellipsis: true },
          { title: '职位', dataIndex: 'positionName', width: 180, ellipsis: true },
          { title: '条款', dataIndex: 'description' },
          {
            title: '来源',
            dataIndex: 'configured',
            width: 90,
            render: (v: boolean) => (v ? <Tag color="blue">已设置</Tag> : <Tag>默认</Tag>),
          },
          {
            title: '操作',
            key: 'edit',
            width: 80,
            render: (_v, r) => (
              <Button type="link" size="small" onClick={() => setEditing(r)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <ListFooter
        total={list.data?.totalCount ?? 0}
        page={pageNo}
        pageSize={PAGE_SIZE}
        onPage={(p) => setParams({ ...(keyword ? { keyword } : {}), pageNo: String(p) }, { replace: true })}
      />
      {editing ? <FeeTermsModal item={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

function FeeTermsModal({ item, onClose }: { item: OpsFeeTermsItem; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveFeeTerms();
  const submitted = useRequestSubmitted();
  const kind = Form.useWatch('onboardFeeKind', form) ?? item.onboardFeeKind;
  const submit = async () => {
    const v = await form.validateFields();
    const [whole = '0', frac = ''] = String(v.ratePercent ?? '0').split('.');
    try {
      await save.mutateAsync({
        positionId: item.positionId,
        interviewFee: yuanToFen(v.interviewFeeYuan),
        onboardFeeKind: v.onboardFeeKind,
        onboardFeeFixed: v.onboardFeeKind === 1 ? yuanToFen(v.onboardFeeFixedYuan) : 0,
        onboardFeeRateBp: v.onboardFeeKind === 2 ? Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2)) : 0,
        guaranteeDays: v.guaranteeDays,
        reason: v.reason.trim(),
      });
      submitted('已提交收费条款变更申请，待另一位财务或管理员审批通过后生效');
      onClose();
    } catch (error) {
      void message.error((error as Error).message);
    }
  };
  const yuanRule = { pattern: /^\d{1,7}(\.\d{1,2})?$/, message: '请输入金额（元），最多两位小数' };
  return (
    <Modal
      open
      title={`收费条款变更申请：${item.positionName}`}
      okText="提交变更申请"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <p className="fin-hint">
        现行条款{item.configured ? '' : '（默认）'}：{item.description}
      </p>
      <FourEyesNote what="新的收费条款" />
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          interviewFeeYuan: fenText(item.interviewFee),
          onboardFeeKind: item.onboardFeeKind,
          onboardFeeFixedYuan: fenText(item.onboardFeeFixed),
          ratePercent: fenText(item.onboardFeeRateBp),
          guaranteeDays: item.guaranteeDays,
        }}
      >
        <Form.Item name="interviewFeeYuan" label="面试费（元/人次）" rules={[{ required: true, message: '请输入面试费' }, yuanRule]}>
          <Input />
        </Form.Item>
        <Form.Item name="onboardFeeKind" label="入职费方式">
          <Select options={([1, 2] as const).map((k) => ({ value: k, label: ONBOARD_FEE_KIND_LABELS[k] }))} />
        </Form.Item>
        {kind === 1 ? (
          <Form.Item name="onboardFeeFixedYuan" label="入职费（元）" rules={[{ required: true, message: '请输入入职费' }, yuanRule]}>
            <Input />
          </Form.Item>
        ) : (
          <Form.Item
            name="ratePercent"
            label="年薪比例（%）"
            rules={[
              { required: true, message: '请输入比例' },
              { pattern: /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, message: '比例在0到100之间，最多两位小数' },
            ]}
          >
            <Input />
          </Form.Item>
        )}
        <Form.Item name="guaranteeDays" label="保证期（天）" rules={[{ required: true, message: '请输入保证期天数' }]}>
          <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <RequestReasonItem />
      </Form>
    </Modal>
  );
}
