import { groupNameSchema, type TeamRow } from '@hh/domain/accounts/account-admin.schema';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { schemaRule } from '../../../components/schema-rule';
import { useRenameTeam } from '../api/teams';
import { freeNameRule } from './team-names-modal';

/** 重命名 a team (modify/group): the manager any team, a team leader their own. */
export function RenameTeamModal({ team, onClose }: { team: TeamRow | null; onClose: () => void }) {
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<{ groupName: string }>();
  const rename = useRenameTeam();
  const submit = async () => {
    if (!team) return;
    const { groupName } = await form.validateFields();
    rename.mutate(
      { groupId: team.id, groupName: groupName.trim() },
      {
        onSuccess: () => {
          toast.success('团队名称已修改');
          onClose();
        },
        onError: (error) => void toast.error(error.message),
      },
    );
  };
  return (
    <Modal
      open={team !== null}
      title="重命名团队"
      okText="保存"
      cancelText="取消"
      confirmLoading={rename.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ groupName: team?.groupName }} requiredMark={false} preserve={false}>
        <Form.Item
          name="groupName"
          label="团队名称"
          validateDebounce={400}
          rules={[schemaRule(groupNameSchema), freeNameRule(team?.groupName)]}
        >
          <Input maxLength={20} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
