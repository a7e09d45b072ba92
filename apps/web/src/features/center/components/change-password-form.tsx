import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidPassword, limits } from '@shui/contract';
import { ui } from '../../../config/ui';
import { changePassword } from '../api/change-password';
import { busy } from '../../../components/busy';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const PASSWORD_HEADING_ID = 'shui-center-password';

/**
 * PUT /user/users/password with the register password rules (spec section 5). A refusal (wrong old
 * password) is the server's message, shown by the api client, and the values stay for correcting.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('center');
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);

  const submit = async ({ oldPassword, newPassword }: PasswordValues) => {
    setSaving(true);
    try {
      await changePassword({ oldPassword, newPassword });
      form.resetFields();
      void message.success(t('password.success'), ui.successToastMs / 1000);
    } catch {
      // Told by the api client; nothing is cleared.
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="shui-center__card" aria-labelledby={PASSWORD_HEADING_ID}>
      <h3 id={PASSWORD_HEADING_ID} className="shui-center__card-title">
        {t('password.title')}
      </h3>
      <Form
        form={form}
        layout="vertical"
        className="shui-center__password"
        onFinish={(values) => void submit(values)}
        disabled={saving}
      >
        <Form.Item
          name="oldPassword"
          label={t('password.old')}
          rules={[{ required: true, message: t('password.oldRequired') }]}
        >
          <Input.Password autoComplete="current-password" maxLength={limits.loginFieldMaxLength} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          extra={t('password.hint')}
          rules={[
            { required: true, message: t('password.newRequired') },
            {
              validator: (_, value: string | undefined) =>
                !value || isValidPassword(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('password.format'))),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('password.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy(saving)}>
          {t('password.submit')}
        </Button>
      </Form>
    </section>
  );
}
