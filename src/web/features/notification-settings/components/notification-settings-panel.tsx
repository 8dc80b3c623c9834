import { useMemo, useState } from 'react';
import {
  ALERT_CONFIRMATION_MESSAGES,
  ALERT_CONFIRMATION_SCREEN,
  ALERT_FIELDS,
  confirmAlertAddressBody,
  type AlertField,
} from '@/domain/notifications/alert-confirmation';
import type { ConfirmationAnswer, NotificationSettings } from '@/domain/notifications/notification-answers';
import { refusalInWords } from '@/domain/common/field-words';
import {
  NOTIFICATION_SETTINGS_SCREEN,
  notificationSettingsUpdate,
  type NotificationSettingsBody,
} from '@/domain/notifications/notification-settings';
import { PHONE_INPUT_MAX_LENGTH, phoneEdit, phoneForDisplay } from '@/domain/common/phone-number';
import { Button } from '@/web/components/ui/button';
import { controlClass, Field } from '@/web/components/ui/field';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { Notice, type NoticeMessage } from '@/web/components/ui/notice';
import { Switch } from '@/web/components/ui/switch';
import { errorText } from '@/web/lib/api-client';
import { useDraftedState } from '@/web/features/session';
import {
  confirmAlertAddress,
  readConfirmation,
  sendConfirmationCode,
  testConnection,
  useNotificationSettings,
  useSaveNotificationSettings,
  type SettingsState,
} from '../api/notification-settings-calls';
import { AlertConfirmationBox } from './alert-confirmation-box';
import { buttonTone, messageTone, useFading, type ButtonState } from './use-fading';

const TOGGLES = ['emailNotifications', 'smsNotifications', 'newTripAlerts', 'statusUpdates'] as const;

/** Where a channel's alerts go: the field its toggle shows while it is on. */
interface ChannelFieldSpec {
  key: 'emailAddress' | 'phoneNumber';
  label: string;
  type: 'email' | 'tel';
  maxLength: number;
  placeholder?: string;
}
const CHANNEL_FIELDS: Partial<Record<(typeof TOGGLES)[number], ChannelFieldSpec>> = {
  emailNotifications: { key: 'emailAddress', label: NOTIFICATION_SETTINGS_SCREEN.emailAddress, type: 'email', maxLength: 254 },
  smsNotifications: { key: 'phoneNumber', label: NOTIFICATION_SETTINGS_SCREEN.phoneNumber, type: 'tel', maxLength: PHONE_INPUT_MAX_LENGTH, placeholder: NOTIFICATION_SETTINGS_SCREEN.phonePlaceholder },
};
const revealed = (toggle: (typeof TOGGLES)[number]) => CHANNEL_FIELDS[toggle];

function ChannelField({ field, value, onChange }: { field: ChannelFieldSpec; value: string; onChange(key: ChannelFieldSpec['key'], value: string): void }) {
  const id = `notify-${field.key}`;
  return (
    <Field id={id} label={field.label} className="ml-12">
      <input
        id={id}
        type={field.type}
        autoComplete={field.type}
        placeholder={field.placeholder}
        maxLength={field.maxLength}
        className={controlClass}
        value={value}
        onChange={(e) => onChange(field.key, e.target.value)}
      />
    </Field>
  );
}

/** The caller's notification settings: four toggles, the address and number (each confirmed by a code sent to it), two tests and Save. */
export function NotificationSettingsPanel() {
  const settings = useNotificationSettings();
  if (!settings.data) return <LoadingPanel label={NOTIFICATION_SETTINGS_SCREEN.loading} />;
  return <SettingsForm initial={settings.data} />;
}

/** The settings as the form shows them (a US number read as (412) 555-0123), and the codes typed for each field. */
type FormValues = NotificationSettings & Record<`${AlertField}Code`, string>;
const codeKey = (field: AlertField) => `${field}Code` as const;
const shown = (s: NotificationSettings): NotificationSettings => ({ ...s, phoneNumber: phoneForDisplay(s.phoneNumber) });

/**
 * What Save sends: the toggles, a channel's address only while its toggle shows it, and the number only when it was
 * changed, so nothing the user cannot see (or did not touch) can refuse the save.
 */
function saveBody(values: FormValues, saved: NotificationSettings): NotificationSettingsBody {
  const { emailNotifications, smsNotifications, newTripAlerts, statusUpdates, emailAddress, phoneNumber } = values;
  return {
    emailNotifications,
    smsNotifications,
    newTripAlerts,
    statusUpdates,
    emailAddress: emailNotifications ? emailAddress.trim() : undefined,
    phoneNumber: smsNotifications ? phoneEdit(phoneNumber, saved.phoneNumber)?.trim() : undefined,
  };
}

function SettingsForm({ initial }: { initial: SettingsState }) {
  const [stored, setStored] = useState(initial.data);
  const [confirmation, setConfirmation] = useState(initial.confirmation);
  // what is typed, codes included, is kept on the device until saved or entered, so a reload loses none of it
  const start = useMemo((): FormValues => ({ ...shown(stored), emailAddressCode: '', phoneNumberCode: '' }), [stored]);
  const [values, setValues] = useDraftedState<FormValues>('notification-settings', start);
  const [message, setMessage] = useFading<NoticeMessage | null>(null, messageTone);
  const [saveState, setSaveState] = useFading<ButtonState>('idle', buttonTone);
  const [emailState, setEmailState] = useFading<ButtonState>('idle', buttonTone);
  const [smsState, setSmsState] = useFading<ButtonState>('idle', buttonTone);
  const [codeCall, setCodeCall] = useState<{ field: AlertField; action: 'confirm' | 'send' } | null>(null);
  const save = useSaveNotificationSettings();
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function onSave() {
    const body = saveBody(values, shown(stored));
    // the server's own rule, so a number it would refuse is named before anything is sent
    const check = notificationSettingsUpdate(stored, body);
    if (!check.ok) {
      setSaveState('error');
      setMessage({ tone: 'error', text: check.message });
      return;
    }
    setSaveState('busy');
    try {
      const answer = await save.mutateAsync(body);
      setStored(answer.data);
      setConfirmation(answer.confirmation);
      // a code typed for an address that has just changed belongs to no address any more
      const codes = Object.fromEntries(ALERT_FIELDS.map((f) => [codeKey(f), answer.data[f] === stored[f] ? values[codeKey(f)] : '']));
      setValues({ ...shown(answer.data), ...(codes as Pick<FormValues, `${AlertField}Code`>) });
      setSaveState('success');
      setMessage({ tone: 'success', text: NOTIFICATION_SETTINGS_SCREEN.saved });
    } catch (err) {
      setSaveState('error');
      setMessage({ tone: 'error', text: errorText(err, NOTIFICATION_SETTINGS_SCREEN.saveFailed) });
    }
  }

  /** Confirm (the code typed) or Send a new code: the message says what came of it, the box where the field stands. */
  async function onCode(field: AlertField, action: 'confirm' | 'send') {
    const code = values[codeKey(field)];
    if (action === 'confirm' && !confirmAlertAddressBody.safeParse({ field, code }).success) {
      setMessage({ tone: 'error', text: refusalInWords(ALERT_CONFIRMATION_MESSAGES.code) });
      return;
    }
    setCodeCall({ field, action });
    try {
      const answer: ConfirmationAnswer = action === 'confirm' ? await confirmAlertAddress(field, code) : await sendConfirmationCode(field);
      setConfirmation(answer.confirmation);
      set(codeKey(field), '');
      setMessage({ tone: 'success', text: answer.message });
    } catch (err) {
      setMessage({ tone: 'error', text: errorText(err, action === 'confirm' ? ALERT_CONFIRMATION_SCREEN.confirmFailed : ALERT_CONFIRMATION_SCREEN.sendFailed) });
      // a wrong try may have spent the code: the box follows what the server now says
      const now = await readConfirmation();
      if (now) setConfirmation(now);
    } finally {
      setCodeCall(null);
    }
  }

  async function onTest(channel: 'email' | 'sms') {
    const setState = channel === 'email' ? setEmailState : setSmsState;
    setState('busy');
    try {
      await testConnection(channel);
      setState('success');
      setMessage({ tone: 'success', text: channel === 'email' ? NOTIFICATION_SETTINGS_SCREEN.emailConnected : NOTIFICATION_SETTINGS_SCREEN.smsConnected });
    } catch (err) {
      setState('error');
      setMessage({ tone: 'error', text: errorText(err, channel === 'email' ? NOTIFICATION_SETTINGS_SCREEN.emailFailed : NOTIFICATION_SETTINGS_SCREEN.smsFailed) });
    }
  }

  /** A channel's address or number, and where it stands. */
  const channel = (spec: ChannelFieldSpec) => (
    <>
      <ChannelField field={spec} value={values[spec.key]} onChange={set} />
      <AlertConfirmationBox
        field={spec.key}
        address={shown(stored)[spec.key]}
        standing={confirmation[spec.key]}
        code={values[codeKey(spec.key)]}
        busy={codeCall?.field === spec.key ? codeCall.action : null}
        onCode={(code) => set(codeKey(spec.key), code)}
        onConfirm={() => void onCode(spec.key, 'confirm')}
        onSendCode={() => void onCode(spec.key, 'send')}
      />
    </>
  );
  const testLabel = (state: ButtonState, idle: string) =>
    ({ idle, busy: NOTIFICATION_SETTINGS_SCREEN.states.testing, success: NOTIFICATION_SETTINGS_SCREEN.states.connected, error: NOTIFICATION_SETTINGS_SCREEN.states.notConnected })[state];
  const saveLabel = { idle: NOTIFICATION_SETTINGS_SCREEN.save, busy: NOTIFICATION_SETTINGS_SCREEN.states.saving, success: NOTIFICATION_SETTINGS_SCREEN.states.saved, error: NOTIFICATION_SETTINGS_SCREEN.states.error }[saveState];

  return (
    <section aria-labelledby="notification-settings-title" className="max-w-2xl space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <h2 id="notification-settings-title" className="text-lg font-semibold text-slate-900">
          {NOTIFICATION_SETTINGS_SCREEN.title}
        </h2>
        <p className="text-sm text-slate-600">{NOTIFICATION_SETTINGS_SCREEN.intro}</p>
      </div>
      <Notice notice={message} dismissLabel={NOTIFICATION_SETTINGS_SCREEN.dismiss} onDismiss={() => setMessage(null)} />
      <div className="space-y-4">
        {TOGGLES.map((key) => (
          <div key={key} className="space-y-3">
            <Switch
              id={`notify-${key}`}
              label={NOTIFICATION_SETTINGS_SCREEN.toggles[key]}
              hint={NOTIFICATION_SETTINGS_SCREEN.hints[key]}
              checked={values[key]}
              // what to be told of reaches people by e-mail: without it, the two alert kinds have nothing to choose
              disabled={(key === 'newTripAlerts' || key === 'statusUpdates') && !values.emailNotifications}
              onChange={(e) => set(key, e.target.checked)}
            />
            {revealed(key) && values[key] && channel(revealed(key)!)}
          </div>
        ))}
      </div>
      <p className="text-xs text-slate-500">{NOTIFICATION_SETTINGS_SCREEN.testsUseSaved}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" busy={emailState === 'busy'} onClick={() => void onTest('email')}>
          {testLabel(emailState, NOTIFICATION_SETTINGS_SCREEN.testEmail)}
        </Button>
        <Button variant="secondary" busy={smsState === 'busy'} onClick={() => void onTest('sms')}>
          {testLabel(smsState, NOTIFICATION_SETTINGS_SCREEN.testSms)}
        </Button>
        <Button busy={saveState === 'busy'} onClick={() => void onSave()}>
          {saveLabel}
        </Button>
      </div>
    </section>
  );
}
