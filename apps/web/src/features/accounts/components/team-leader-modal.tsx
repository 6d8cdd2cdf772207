import type { TeamRow, UserOption } from '@hh/domain/accounts/account-admin.schema';
import { isRoleCode, ROLE_LABELS, RoleCode } from '@hh/domain/accounts/role';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { userOptionsQuery } from '../api/accounts';
import { useSetTeamLeader } from '../api/teams';

function label(user: UserOption) {
  const role = isRoleCode(user.roleCode) ? ROLE_LABELS[user.roleCode] : '';
  return `${user.cname}（${user.groupName ?? '未分组'} · ${role}）`;
}

/**
 * 设置 / 更换团队长 (add/group/leader, change/group/leader): the chosen account joins the team and
 * leads it; a former leader stays in the team as a member. City leaders cannot lead a team.
 */
export function TeamLeaderModal({ team, onClose }: { team: TeamRow | null; onClose: () => void }) {
  const { message: toast } = App.useApp();
  const [userId, setUserId] = useState<string>();
  const users = useQuery({ ...userOptionsQuery(false), enabled: team !== null });
  const setLeader = useSetTeamLeader();
  const options = (users.data ?? [])
    .filter((u) => u.id !== team?.leaderId && u.roleCode !== RoleCode.cityLeader)
    .map((u) => ({ value: u.id, label: label(u) }));
  const close = () => {
    setUserId(undefined);
    onClose();
  };
  const submit = () => {
    if (!team || !userId) return;
    setLeader.mutate(
      { mode: team.leaderId ? 'change' : 'add', groupId: team.id, userId },
      {
        onSuccess: () => {
          toast.success(team.leaderId ? '团队长已更换' : '团队长已设置');
          close();
        },
        onError: (error) => void toast.error(error.message),
      },
    );
  };
  return (
    <Modal
      open={team !== null}
      title={team ? `${team.leaderId ? '更换' : '设置'}团队长 · ${team.groupName}` : '团队长'}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ disabled: !userId }}
      confirmLoading={setLeader.isPending}
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      {team?.leaderName ? (
        <p style={{ color: 'rgba(0,0,0,0.65)', marginTop: 0 }}>当前团队长：{team.leaderName}（更换后将成为本团队的顾问）</p>
      ) : null}
      <label htmlFor="leader-select" style={{ display: 'block', marginBottom: 8 }}>
        新团队长
      </label>
      <Select
        id="leader-select"
        style={{ width: '100%' }}
        placeholder="请选择账号"
        loading={users.isLoading}
        options={options}
        value={userId}
        onChange={setUserId}
        showSearch={{ optionFilterProp: 'label' }}
        notFoundContent={users.isError ? `账号列表加载失败：${users.error.message}` : '没有可选的账号'}
      />
      <p style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12, marginBottom: 0, marginTop: 8 }}>
        选择其他团队的顾问时，该顾问会调入本团队。
      </p>
    </Modal>
  );
}
