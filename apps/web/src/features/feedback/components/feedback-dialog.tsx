import { App, Checkbox, Form, Input, Modal, Radio } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackCategories, limits, MAIL_PATTERN } from '@shui/contract';
import { ui } from '../../../config/ui';
import { usePopup } from '../../../lib/popups';
import { submitFeedback } from '../api/submit-feedback';
import { categoryOf, composeFeedtype, type FeedbackCategoryKey } from '../feedtype';
import { ScreenshotField } from './screenshot-field';
import '../feedback.css';

interface FeedbackValues {
  category: FeedbackCategoryKey;
  subTypes?: string[];
  title: string;
  content: string;
  filepath: string;
  contact: string;
}

/** Field limits of the contract's feedback form (what the backend accepts). */
const TITLE_MAX = 100;
const CONTENT_MAX = 2000;
const CONTACT_MAX = limits.mailMaxLength * 2;

/**
 * The feedback dialog (popup 'feedback', spec sections 2-5): category with sub-types, title, details, one
 * screenshot and a contact e-mail. The values stay when it is closed or the submit fails; a success shows
 * the confirmation, clears the form and closes.
 */
export default function FeedbackDialog() {
  const { t } = useTranslation('feedback');
  const { message } = App.useApp();
  const { open, close, returnFocus } = usePopup('feedback');
  const [form] = Form.useForm<FeedbackValues>();
  const category = Form.useWatch('category', form);
  const subTypes = category ? categoryOf(category).subTypes : [];
  // A ref, not state: the field validates in the same tick as the upload ends.
  const uploading = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: FeedbackValues) => {
    setSubmitting(true);
    try {
      await submitFeedback({
        feedtype: composeFeedtype(values.category, values.subTypes),
        title: values.title.trim(),
        content: values.content.trim(),
        filepath: values.filepath,
        contact: values.contact.trim(),
      });
      void message.success(t('success'));
      form.resetFields();
      close();
    } catch {
      // The api client has shown why; every value stays for another try.
    } finally {
      setSubmitting(false);
    }
  };

  const required = (text: string) => ({ required: true, whitespace: true, message: text });

  return (
    <Modal
      focusable={{ focusTriggerAfterClose: returnFocus }}
      open={open}
      title={t('title')}
      width={ui.feedbackDialogWidthPx}
      okText={t('submit')}
      cancelText={t('cancel')}
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={close}
      className="shui-feedback"
    >
      <p className="shui-feedback__intro">{t('intro')}</p>
      <Form<FeedbackValues>
        form={form}
        name="feedback"
        layout="vertical"
        requiredMark
        onFinish={(values) => void onFinish(values)}
        onValuesChange={(changed: Partial<FeedbackValues>) => {
          if ('category' in changed) form.setFieldValue('subTypes', []);
        }}
      >
        <Form.Item
          name="category"
          label={t('category.label')}
          rules={[{ required: true, message: t('category.required') }]}
        >
          <Radio.Group
            options={feedbackCategories.map((c) => ({ value: c.key, label: t(`category.${c.key}`) }))}
          />
        </Form.Item>
        {subTypes.length > 0 && (
          <Form.Item name="subTypes" label={t('subTypes.label')}>
            <Checkbox.Group
              options={subTypes.map((s) => ({ value: s.key, label: t(`subTypes.${s.key}`) }))}
            />
          </Form.Item>
        )}
        <Form.Item name="title" label={t('titleField.label')} rules={[required(t('titleField.required'))]}>
          <Input maxLength={TITLE_MAX} placeholder={t('titleField.placeholder')} />
        </Form.Item>
        <Form.Item name="content" label={t('content.label')} rules={[required(t('content.required'))]}>
          <Input.TextArea
            maxLength={CONTENT_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            placeholder={t('content.placeholder')}
          />
        </Form.Item>
        <Form.Item
          name="filepath"
          label={t('screenshot.label')}
          required
          rules={[
            {
              validator: (_rule, value?: string) => {
                if (uploading.current) return Promise.reject(new Error(t('screenshot.stillUploading')));
                if (!value) return Promise.reject(new Error(t('screenshot.required')));
                return Promise.resolve();
              },
            },
          ]}
        >
          <ScreenshotField
            onUploadingChange={(busy) => {
              uploading.current = busy;
            }}
            onProblem={(problem) =>
              form.setFields([{ name: 'filepath', errors: [t(`screenshot.${problem}`)] }])
            }
          />
        </Form.Item>
        <Form.Item
          name="contact"
          label={t('contact.label')}
          rules={[required(t('contact.required')), { pattern: MAIL_PATTERN, message: t('contact.invalid') }]}
        >
          <Input
            inputMode="email"
            autoComplete="email"
            maxLength={CONTACT_MAX}
            placeholder={t('contact.placeholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
