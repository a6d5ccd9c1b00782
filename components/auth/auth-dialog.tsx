import { Button, Modal } from 'antd';
import { useTranslation } from 'next-i18next/pages';

import type { DialogName, TextKey } from '@/components/i18n/text-key';
import { AntdScope } from '@/components/layout/antd-scope';

export interface AuthDialogAction {
  readonly labelKey: TextKey<'dialogs'>;
  readonly primary?: boolean;
  readonly onClick: () => void;
}

interface Props {
  /** the dialog's entry in the `dialogs` namespace: `{name}.title` and `{name}.text` */
  readonly name: DialogName;
  readonly values?: Readonly<Record<string, string | number>>;
  /** the text's key when it is not `{name}.text` (a dialog with several wordings) */
  readonly textKey?: TextKey<'dialogs'>;
  /** a second, smaller line under the text (a reference for support), a key of `dialogs` read with `values` */
  readonly detailKey?: TextKey<'dialogs'>;
  readonly actions: readonly AuthDialogAction[];
  /** absent: the dialog cannot be closed, only answered by its actions (DLG-2 forced jump) */
  readonly onClose?: () => void;
}

/**
 * DLG-1, DLG-4..8: one modal for the dialogs login and registration raise
 * (480 px wide). Loaded on demand with antd, and so are its texts: the
 * `dialogs` namespace comes from /locales when the first dialog opens, so no
 * page carries it in its HTML.
 */
export default function AuthDialog({ name, values, textKey, detailKey, actions, onClose }: Props) {
  const { t, ready } = useTranslation('dialogs');
  if (!ready) return null;
  return (
    <AntdScope>
      <Modal
        open
        title={t(`${name}.title`)}
        width={480}
        centered
        onCancel={onClose}
        closable={onClose ? { 'aria-label': t('close') } : false}
        maskClosable={!!onClose}
        keyboard={!!onClose}
        footer={actions.map((a) => (
          <Button key={a.labelKey} type={a.primary ? 'primary' : 'default'} onClick={a.onClick}>
            {t(a.labelKey)}
          </Button>
        ))}
      >
        <p>{t(textKey ?? `${name}.text`, { ...values })}</p>
        {detailKey && <p className="dialog-detail">{t(detailKey, { ...values })}</p>}
      </Modal>
    </AntdScope>
  );
}
