import { Button, Modal } from 'antd';

import { useFixedT } from '@/components/i18n/use-fixed-t';
import { AntdScope } from '@/components/layout/antd-scope';

export interface AuthDialogAction {
  readonly label: string;
  readonly primary?: boolean;
  readonly onClick: () => void;
}

interface Props {
  readonly open: boolean;
  readonly title: string;
  readonly text: string;
  readonly actions: readonly AuthDialogAction[];
  readonly onClose: () => void;
}

/** DLG-1, DLG-4..7: one modal for the dialogs login and registration raise (480 px wide, UI spec). */
export default function AuthDialog({ open, title, text, actions, onClose }: Props) {
  const t = useFixedT('auth');
  return (
    <AntdScope>
      <Modal
        open={open}
        title={title}
        width={480}
        centered
        onCancel={onClose}
        closable={{ 'aria-label': t('dialogs.close') }}
        footer={actions.map((a) => (
          <Button key={a.label} type={a.primary ? 'primary' : 'default'} onClick={a.onClick}>
            {a.label}
          </Button>
        ))}
      >
        <p>{text}</p>
      </Modal>
    </AntdScope>
  );
}
