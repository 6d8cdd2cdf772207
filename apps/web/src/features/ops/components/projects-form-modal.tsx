import type { OpsProjectRow } from '@hh/domain/positions/ops.schema';
import type { ProjectForm } from '@hh/domain/positions/position.schema';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Cascader from 'antd/es/cascader';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { isApiError } from '../../../api/http-client';
import { useIndustryTree } from '../../../api/reference';
import { staffQuery, useSaveProject } from '../api/projects';

const COMPANY_SIZES = ['少于50人', '50-150人', '150-500人', '500-1000人', '1000-2000人', '2000-5000人', '5000-10000人', '10000人以上'];

interface Values extends Omit<ProjectForm, 'industryCode'> {
  industry?: string[];
}

/** Creates or edits an employer project: who the employer is, what the project is, and who runs it. */
export function ProjectFormModal({ project, open, onClose }: { project: OpsProjectRow | null; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const industries = useIndustryTree();
  const pms = useQuery({ ...staffQuery('pm'), enabled: open });
  const assistants = useQuery({ ...staffQuery('assistant'), enabled: open });
  const save = useSaveProject();
  const industryPath = (code: string) => {
    if (!code) return undefined;
    const top = industries.find((n) => n.code === code || n.children?.some((c) => c.code === code));
    if (!top) return undefined;
    return top.code === code ? [code] : [top.code, code];
  };

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const { industry, ...rest } = values;
    const body: ProjectForm = { ...rest, industryCode: industry?.at(-1) ?? '', assistantId: rest.assistantId ?? null };
    try {
      await save.mutateAsync({ id: project?.projectId ?? null, form: body });
      void message.success(project ? '项目已保存' : '项目已创建');
      onClose();
    } catch (error) {
      void message.error(isApiError(error) ? error.message : '保存失败，请稍后再试');
    }
  };

  return (
    <Modal
      open={open}
      title={project ? `编辑项目：${project.projectName}` : '新建项目'}
      okText="保存"
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={
          project
            ? {
                projectName: project.projectName,
                companyName: project.companyName,
                industry: industryPath(project.industryCode),
                companySize: project.companySize,
                address: project.address,
                introduce: project.introduce,
                pmId: project.pmId,
                assistantId: project.assistantId,
              }
            : { companySize: '', address: '', assistantId: null }
        }
      >
        <Form.Item
          name="projectName"
          label="项目名称"
          rules={[{ required: true, whitespace: true, message: '请填写项目名称' }, { max: 50 }]}
        >
          <Input maxLength={50} placeholder="如：华南智能工厂扩产" />
        </Form.Item>
        <Form.Item
          name="companyName"
          label="企业名称"
          rules={[{ required: true, whitespace: true, message: '请填写企业名称' }, { max: 50 }]}
        >
          <Input maxLength={50} placeholder="用人企业的全称" />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 12 }}>
          <Form.Item name="industry" label="所属行业">
            <Cascader
              options={industries}
              fieldNames={{ label: 'name', value: 'code', children: 'children' }}
              changeOnSelect
              placeholder="选择行业"
            />
          </Form.Item>
          <Form.Item name="companySize" label="企业规模">
            <Select options={[{ value: '', label: '未填写' }, ...COMPANY_SIZES.map((s) => ({ value: s, label: s }))]} />
          </Form.Item>
          <Form.Item name="pmId" label="项目经理" rules={[{ required: true, message: '请选择项目经理' }]}>
            <Select
              loading={pms.isPending}
              placeholder="选择项目经理"
              options={(pms.data ?? []).map((s) => ({ value: s.id, label: `${s.cname}（${s.phone}）` }))}
            />
          </Form.Item>
          <Form.Item name="assistantId" label="PM助理">
            <Select
              allowClear
              loading={assistants.isPending}
              placeholder="不指定"
              options={(assistants.data ?? []).map((s) => ({ value: s.id, label: `${s.cname}（${s.phone}）` }))}
            />
          </Form.Item>
        </div>
        <Form.Item name="address" label="企业地址" rules={[{ max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="introduce"
          label="项目介绍"
          rules={[{ required: true, whitespace: true, message: '请填写项目介绍' }, { max: 5000 }]}
        >
          <Input.TextArea
            autoSize={{ minRows: 4, maxRows: 10 }}
            maxLength={5000}
            showCount
            placeholder="企业背景、项目目标、团队规模、面试流程等"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
