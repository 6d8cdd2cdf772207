import { type AccountRow, addUserSchema, modifyUserSchema } from '@hh/domain/accounts/account-admin.schema';
import { ROLE_CODES, ROLE_LABELS, RoleCode } from '@hh/domain/accounts/role';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { schemaRule } from '../../../components/schema-rule';
import { type AccountInput, useAddAccount, useModifyAccount } from '../api/accounts';
import { teamListQuery } from '../api/teams';

interface Values {
  cname: string;
  phone: string;
  password?: string;
  roleCode: number;
  groupId: string | null;
  email?: string;
  weixin?: string;
}

const NO_FILTERS = { startDate: null, endDate: null, phone: null, status: null };
const fields = addUserSchema.shape;

/**
 * 开通账号 / 编辑 (add/user, modify/user). The manager sets everything, with an initial password
 * (or a new one when editing); a team leader edits only the name, e-mail and WeChat of their
 * team's members. Roles and teams are checked by the server's account rules on save.
 */
export function AccountFormModal({
  mode,
  account,
  manager,
  onClose,
}: {
  mode: 'add' | 'edit' | null;
  account: AccountRow | null;
  manager: boolean;
  onClose: () => void;
}) {
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<Values>();
  const teams = useQuery({ ...teamListQuery(NO_FILTERS), enabled: mode !== null && manager });
  const add = useAddAccount();
  const modify = useModifyAccount();
  const editing = mode === 'edit' && account !== null;
  const limited = editing && !manager;
  const initial: Partial<Values> = editing
    ? {
        cname: account.cname,
        phone: account.phone,
        roleCode: account.roleCode,
        groupId: account.groupId,
        email: account.email ?? '',
        weixin: account.weixin ?? '',
      }
    : { roleCode: RoleCode.member, groupId: null };

  const submit = async () => {
    const v = await form.validateFields();
    const input: AccountInput = {
      cname: v.cname.trim(),
      phone: v.phone.trim(),
      roleCode: v.roleCode,
      groupId: v.groupId ?? null,
      email: v.email?.trim() || null,
      weixin: v.weixin?.trim() || null,
      password: v.password || null,
    };
    const done = {
      onSuccess: () => finish(editing ? '账号信息已保存' : `账号已开通，可用手机号${input.phone}登录`),
      onError: (e: Error) => void toast.error(e.message),
    };
    if (editing) modify.mutate({ ...input, id: account.id }, done);
    else add.mutate({ ...input, password: v.password ?? '' }, done);
  };
  const finish = (text: string) => {
    toast.success(text);
    onClose();
  };

  return (
    <Modal
      open={mode !== null}
      title={editing ? `编辑账号 · ${account.cname}` : '开通账号'}
      okText={editing ? '保存' : '开通'}
      cancelText="取消"
      confirmLoading={add.isPending || modify.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="vertical" initialValues={initial} preserve={false} requiredMark={false}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', columnGap: 16 }}>
          <Form.Item name="cname" label="姓名" rules={[schemaRule(fields.cname)]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="phone" label="手机号（登录账号）" rules={[schemaRule(fields.phone)]}>
            <Input maxLength={13} inputMode="numeric" disabled={limited} />
          </Form.Item>
          <Form.Item name="roleCode" label="角色">
            <Select disabled={limited} options={ROLE_CODES.map((code) => ({ value: code, label: ROLE_LABELS[code] }))} />
          </Form.Item>
          <Form.Item name="groupId" label="团队">
            <Select
              disabled={limited}
              loading={teams.isLoading}
              options={[
                { value: null, label: '未分组' },
                ...(teams.data ?? []).map((t) => ({ value: t.id, label: t.groupName })),
                ...(limited && account?.groupId ? [{ value: account.groupId, label: account.groupName ?? '' }] : []),
              ]}
            />
          </Form.Item>
          {limited ? null : (
            <Form.Item
              style={{ gridColumn: '1 / -1' }}
              name="password"
              label={editing ? '重置密码' : '初始密码'}
              // The rule is the placeholder, not a second line: a wrong password shows it once, as the error.
              extra={editing ? '不填则不修改；修改后该账号的登录会全部失效' : undefined}
              rules={[schemaRule(editing ? modifyUserSchema.shape.password : fields.password)]}
            >
              <Input.Password autoComplete="new-password" maxLength={32} placeholder={editing ? undefined : '8-32位，同时包含字母和数字'} />
            </Form.Item>
          )}
          <Form.Item name="email" label="邮箱" rules={[schemaRule(fields.email)]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="weixin" label="微信" rules={[schemaRule(fields.weixin)]}>
            <Input maxLength={50} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
