import { Alert, Form, Modal, type FormProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { failureText } from '../lib/admin';
import { useT } from '../lib/i18n';

/**
 * A form's requests to the admin API: `problem` is what to show above its fields (a check that failed,
 * set with `setProblem`, or the failure of a request), `sending` is true while `send` waits for one.
 */
export function useSend() {
  const t = useT();
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const send = async (request: () => Promise<void>) => {
    setSending(true);
    try {
      await request();
    } catch (error) {
      setProblem(failureText(error, t));
    } finally {
      setSending(false);
    }
  };
  return { problem, setProblem, sending, send };
}

/** Why a form was not sent, announced to screen readers; nothing when there is no problem. */
export function FormProblem({ problem }: { problem: string | undefined }) {
  return problem ? (
    <Alert type="error" showIcon role="alert" title={problem} className="panel-form-alert" />
  ) : null;
}

/**
 * A form in a modal: the modal's OK button (`okText`) submits the form (`id`) and spins while `sending`;
 * `problem` stands above the fields; Cancel or the close button call `onClose`.
 */
export function FormModal<Values>({
  id,
  open,
  title,
  okText,
  width,
  onClose,
  sending,
  problem,
  form,
  initialValues,
  requiredMark,
  onFinish,
  children,
}: {
  id: string;
  open: boolean;
  title: ReactNode;
  okText: string;
  width?: number;
  onClose: () => void;
  sending: boolean;
  problem: string | undefined;
  children: ReactNode;
} & Pick<FormProps<Values>, 'form' | 'initialValues' | 'requiredMark' | 'onFinish'>) {
  const t = useT();
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: sending, htmlType: 'submit', form: id }}
      width={width}
    >
      <Form<Values>
        id={id}
        form={form}
        layout="vertical"
        requiredMark={requiredMark}
        initialValues={initialValues}
        onFinish={onFinish}
      >
        <FormProblem problem={problem} />
        {children}
      </Form>
    </Modal>
  );
}
