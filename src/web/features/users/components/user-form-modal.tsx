import { useForm } from 'react-hook-form';
import type { UserListItem } from '@/domain/session/session-answers';
import { COMMON_TEXTS, USERS_SCREEN } from '@/domain/portals/control-center-screens';
import { MIN_PASSWORD_LENGTH } from '@/domain/common/limits';
import { REGISTRATION_MESSAGES } from '@/domain/common/messages';
import { USER_FORM_TEXTS, USER_MANAGEMENT_MESSAGES, USER_TYPE_OPTIONS } from '@/domain/session/user-forms';
import { Alert } from '@/web/components/ui/alert';
import { Field, fieldErrorProps, Input, Select } from '@/web/components/ui/field';
import { FormModal } from '@/web/components/ui/form-modal';
import { useFormModal } from '@/web/components/ui/use-form-modal';
import { Options } from '@/web/components/ui/options';
import { Switch } from '@/web/components/ui/switch';
import { serverTextOr } from '@/web/lib/api-client';
import { USER_INVITATION_UI } from '../user-invitation-ui-texts';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';

const FORM_TEXTS = USERS_SCREEN.form;
// the browser's own e-mail check, as a pattern the form can report in its own words
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface UserFormValues {
  name: string;
  email: string;
  password: string;
  userType: 'USER' | 'ADMIN';
  isActive: boolean;
  sendInvitation: boolean;
}

const startValues = (user: UserListItem | null): UserFormValues => ({
  name: user?.name ?? '',
  email: user?.email ?? '',
  password: '',
  userType: user?.userType === 'ADMIN' ? 'ADMIN' : 'USER',
  isActive: user?.isActive ?? true,
  sendInvitation: false,
});

/**
 * Add New User / Edit User. Name and Email always required; Password only on create (blank on edit keeps it), unless
 * the new user is sent a link to choose their own, which `onInvited` then announces.
 */
export function UserFormModal({
  open,
  user,
  onClose,
  onInvited,
}: {
  open: boolean;
  user: UserListItem | null;
  onClose(): void;
  onInvited(email: string): void;
}) {
  const create = useCreateUser();
  const update = useUpdateUser();
  const { formId, close, modal } = useFormModal(onClose, create, update);
  const problem = create.isError
    ? serverTextOr(create.error, USER_MANAGEMENT_MESSAGES.createFailed)
    : update.isError
      ? serverTextOr(update.error, USER_MANAGEMENT_MESSAGES.saveFailed)
      : null;
  return (
    <FormModal open={open} {...USERS_SCREEN.dialogs[user ? 'edit' : 'add']} {...modal}>
      <UserForm
        formId={formId}
        user={user}
        problem={problem}
        onSubmit={({ name, email, password, userType, isActive, sendInvitation }) => {
          const common = { name: name.trim(), email: email.trim(), userType };
          if (user) update.mutate({ id: user.id, body: { ...common, password, isActive } }, { onSuccess: close });
          else if (sendInvitation) {
            create.mutate(
              { ...common, sendInvitation },
              {
                onSuccess: (created) => {
                  close();
                  onInvited(created.email);
                },
              },
            );
          } else create.mutate({ ...common, password }, { onSuccess: close });
        }}
      />
    </FormModal>
  );
}

function UserForm({
  formId,
  user,
  problem,
  onSubmit,
}: {
  formId: string;
  user: UserListItem | null;
  problem: string | null;
  onSubmit(values: UserFormValues): void;
}) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<UserFormValues>({ defaultValues: startValues(user) });
  const id = (field: string) => `${formId}-${field}`;
  const byLink = !user && watch('sendInvitation');
  const passwordRule = (v: string) => {
    if (byLink) return true;
    if (v === '') return user ? true : FORM_TEXTS.passwordRequired;
    return v.length >= MIN_PASSWORD_LENGTH || REGISTRATION_MESSAGES.passwordTooShort;
  };
  return (
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      <Field id={id('name')} error={errors.name?.message} label={FORM_TEXTS.name} required>
        <Input
          id={id('name')}
          autoComplete="off"
          maxLength={200}
          {...fieldErrorProps(id('name'), errors.name?.message)}
          {...register('name', { validate: (v) => v.trim() !== '' || FORM_TEXTS.nameRequired })}
        />
      </Field>
      <Field id={id('email')} error={errors.email?.message} label={FORM_TEXTS.email} required>
        <Input
          id={id('email')}
          type="email"
          autoComplete="off"
          maxLength={254}
          {...fieldErrorProps(id('email'), errors.email?.message)}
          {...register('email', {
            validate: (v) => (v.trim() === '' ? FORM_TEXTS.emailRequired : EMAIL.test(v.trim()) || FORM_TEXTS.emailInvalid),
          })}
        />
      </Field>
      <Field id={id('password')} error={byLink ? undefined : errors.password?.message} label={FORM_TEXTS.password} required={!user && !byLink}>
        <Input
          id={id('password')}
          type="password"
          autoComplete="new-password"
          maxLength={200}
          placeholder={user ? USER_FORM_TEXTS.keepPasswordPlaceholder : byLink ? USER_INVITATION_UI.passwordByLink : undefined}
          {...fieldErrorProps(id('password'), byLink ? undefined : errors.password?.message)}
          {...register('password', { validate: passwordRule, disabled: byLink })}
        />
      </Field>
      {!user && (
        <div className="rounded-lg border border-slate-200 px-3 py-2.5">
          <Switch id={id('invite')} label={USER_INVITATION_UI.invite} hint={USER_INVITATION_UI.inviteHint} {...register('sendInvitation')} />
        </div>
      )}
      <Field id={id('type')} label={FORM_TEXTS.userType}>
        <Select id={id('type')} {...register('userType')}>
          <Options choices={USER_TYPE_OPTIONS} />
        </Select>
      </Field>
      {user && (
        <div className="rounded-lg border border-slate-200 px-3 py-2.5">
          <Switch id={id('active')} label={COMMON_TEXTS.active} hint={FORM_TEXTS.activeHint} {...register('isActive')} />
        </div>
      )}
    </form>
  );
}
