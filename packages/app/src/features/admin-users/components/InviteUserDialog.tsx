import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, Form, MultiSelect, Stack, Switch, TextField, snackbar } from '@keel/ui';
import type { IssuedLink } from '@keel/types';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormFeedback } from '../../../lib/management/components/FormFeedback';
import { CopyLink } from '../../../lib/management/components/CopyLink';
import { required, validEmail } from '../../../lib/management/rules';
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
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roleIds, setRoleIds] = useState<number[]>([]);
  const [external, setExternal] = useState(defaultExternal);
  const [projectIds, setProjectIds] = useState<number[]>([]);
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
      setEmail('');
      setName('');
      setRoleIds([]);
      setExternal(defaultExternal);
      setProjectIds([]);
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
              name="email"
              type="email"
              label="Email"
              isRequired
              autoFocus
              value={email}
              onChange={setEmail}
              rules={[required('Email'), validEmail]}
            />
            <TextField
              name="name"
              label="Name"
              description="Optional; the person can change it when signing up."
              value={name}
              onChange={setName}
            />
            <Switch isSelected={external} onChange={setExternal}>
              External stakeholder
            </Switch>
            <MultiSelect
              name="roleIds"
              label="Roles"
              items={roles.data ?? []}
              value={roleIds}
              onChange={(keys) => setRoleIds(keys.map(Number))}
            />
            {external && canPickProjects(me) ? (
              <MultiSelect
                name="projectIds"
                label="Projects (as Stakeholder)"
                items={(projects.data ?? []).map((p) => ({
                  id: p.id,
                  name: p.name,
                  description: p.code,
                }))}
                value={projectIds}
                onChange={(keys) => setProjectIds(keys.map(Number))}
              />
            ) : null}
          </Stack>
        </Form>
      )}
    </Dialog>
  );
}
