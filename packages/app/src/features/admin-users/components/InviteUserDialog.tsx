import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, Form, MultiSelect, Stack, Switch, TextField, snackbar } from '@keel/ui';
import type { IssuedLink } from '@keel/types';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormFeedback } from '../../../lib/management/components/FormFeedback';
import { CopyLink } from '../../../lib/management/components/CopyLink';
import { required, validEmail } from '../../../lib/management/rules';
import { projectItems } from '../../../lib/management/choices';
import { useFields } from '../../../lib/management/useFields';
import { useInviteUserMutation } from '../admin-users.mutations';
import { currentUserQueryOptions } from '../../../lib/session';
import {
  canPickProjects,
  projectChoicesQueryOptions,
  roleChoicesQueryOptions,
} from '../../../lib/pickers';

const FORM_ID = 'invite-user-form';

/** Invite a user; afterwards the dialog shows the invitation link to copy. */
export function InviteUserDialog({
  isOpen,
  onOpenChange,
  defaultExternal = false,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  defaultExternal?: boolean;
}) {
  const blank = {
    email: '',
    name: '',
    roleIds: [] as number[],
    external: defaultExternal,
    projectIds: [] as number[],
  };
  const { values, set, field } = useFields(blank);
  const { email, name, roleIds, external, projectIds } = values;
  const [issued, setIssued] = useState<IssuedLink | null>(null);
  const invite = useInviteUserMutation();
  const roles = useQuery({ ...roleChoicesQueryOptions(), enabled: isOpen });
  const { data: me } = useQuery(currentUserQueryOptions());
  const projects = useQuery({
    ...projectChoicesQueryOptions(),
    enabled: isOpen && external && canPickProjects(me),
  });
  const failure = formFailureOf(invite.error);

  const close = (open: boolean) => {
    if (!open) {
      set(blank);
      setIssued(null);
      invite.reset();
    }
    onOpenChange(open);
  };

  return (
    <Dialog
      title={issued ? 'Invitation created' : 'Invite user'}
      isOpen={isOpen}
      onOpenChange={close}
      isDismissable={false}
      footer={
        issued ? (
          <Button variant="primary" onPress={() => close(false)}>
            Done
          </Button>
        ) : (
          <>
            <Button onPress={() => close(false)}>Cancel</Button>
            <Button variant="primary" type="submit" form={FORM_ID} isLoading={invite.isPending}>
              Send invitation
            </Button>
          </>
        )
      }
    >
      {issued ? (
        <Stack>
          <p>
            {issued.emailSent
              ? `The invitation was e-mailed to ${email}. You can also copy the link:`
              : `Send this link to ${email}; it works once and expires in 7 days.`}
          </p>
          <CopyLink url={issued.url} label="Invitation link" />
        </Stack>
      ) : (
        <Form
          id={FORM_ID}
          serverErrors={failure?.fieldErrors}
          onSubmit={() =>
            invite.mutate(
              {
                email: email.trim(),
                name: name.trim() || undefined,
                roleIds,
                external,
                projectIds: external ? projectIds : [],
              },
              {
                onSuccess: (link) => {
                  setIssued(link);
                  snackbar.success('Invitation created');
                },
              },
            )
          }
        >
          <Stack>
            <FormFeedback failure={failure} />
            <TextField
              {...field('email')}
              type="email"
              label="Email"
              isRequired
              autoFocus
              rules={[required('Email'), validEmail]}
            />
            <TextField
              {...field('name')}
              label="Name"
              description="Optional; the person can change it when signing up."
            />
            <Switch isSelected={external} onChange={(next) => set({ external: next })}>
              External stakeholder
            </Switch>
            <MultiSelect
              name="roleIds"
              label="Roles"
              items={roles.data ?? []}
              value={roleIds}
              onChange={(keys) => set({ roleIds: keys.map(Number) })}
            />
            {external && canPickProjects(me) ? (
              <MultiSelect
                name="projectIds"
                label="Projects (as Stakeholder)"
                items={projectItems(projects.data)}
                value={projectIds}
                onChange={(keys) => set({ projectIds: keys.map(Number) })}
              />
            ) : null}
          </Stack>
        </Form>
      )}
    </Dialog>
  );
}
