import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Callout,
  EmptyState,
  Inline,
  Link,
  PageHeader,
  Select,
  Text,
  snackbar,
  type DataTableSelection,
} from '@keel/ui';
import {
  TIMESHEET_APPROVAL_STATUSES,
  type TimesheetApproval,
  type TimesheetApprovalStatus,
} from '@keel/types';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api';
import { approvalKey, weekRef } from '../approval-figures';
import { approvalsQueryOptions } from '../approvals.queries';
import { useDecideWeeksMutation } from '../approvals.mutations';
import { ApprovalsTable } from '../components/ApprovalsTable';
import { ApprovalWeekDrawer } from '../components/ApprovalWeekDrawer';
import * as styles from '../week.css';

// The dialog's code loads when an approver rejects, not with the inbox.
const RejectWeekDialog = lazy(() =>
  import('../components/RejectWeekDialog').then((module) => ({
    default: module.RejectWeekDialog,
  })),
);

const STATUS_ITEMS = [
  { id: 'submitted', name: 'Waiting for a decision' },
  { id: 'approved', name: 'Approved' },
  { id: 'rejected', name: 'Rejected' },
] as const;

function parseStatus(value: string | null): TimesheetApprovalStatus {
  return TIMESHEET_APPROVAL_STATUSES.find((status) => status === value) ?? 'submitted';
}

const weeksWord = (count: number) => `${count} week${count === 1 ? '' : 's'}`;

/**
 * `/timesheet/approvals`: the weeks the user may decide (their team members',
 * or everyone's for an administrator), oldest first, with the hours logged
 * against the hours expected. A week opens read-only (Enter, or View); weeks
 * waiting for a decision are chosen with Space (or their checkboxes) and
 * approved or rejected together, all or nothing.
 */
export default function ApprovalsPage() {
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const approvals = useQuery(approvalsQueryOptions(status, page));
  const decide = useDecideWeeksMutation();
  const [selected, setSelected] = useState<DataTableSelection>(new Set());
  const [opened, setOpened] = useState<TimesheetApproval | null>(null);
  const [rejecting, setRejecting] = useState<TimesheetApproval[] | null>(null);
  const [commentError, setCommentError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  const rows = approvals.data && !approvals.isPlaceholderData ? approvals.data.items : [];
  const waiting = status === 'submitted';
  const chosen = selected === 'all' ? rows : rows.filter((week) => selected.has(approvalKey(week)));

  const go = (changes: { status?: TimesheetApprovalStatus; page?: number }) => {
    setSelected(new Set());
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (changes.status) next.set('status', changes.status);
      next.set('page', String(changes.page ?? 1));
      return next;
    });
  };

  function run(decision: 'approve' | 'reject', weeks: TimesheetApproval[], comment = '') {
    setError(null);
    decide.mutate(
      { decision, comment, weeks: weeks.map(weekRef) },
      {
        onSuccess: (result) => {
          snackbar.success(
            `${weeksWord(result.items.length)} ${decision === 'approve' ? 'approved' : 'rejected'}`,
          );
          setSelected(new Set());
          setOpened(null);
          setRejecting(null);
          setCommentError(undefined);
        },
        onError: (failure) => {
          const fields = fieldErrorsOf(failure);
          if (fields.comment) {
            setCommentError(fields.comment);
            return;
          }
          // Nothing was decided: say which week stopped it, and show the list as it is now.
          setRejecting(null);
          setError(errorMessageOf(failure));
          void approvals.refetch();
        },
      },
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title="Approvals"
        subtitle="Weeks submitted by the people whose time you approve, oldest first."
        actions={<Link href="/timesheet">My timesheet</Link>}
        filters={
          <Select
            label="Show"
            name="status"
            items={STATUS_ITEMS}
            value={status}
            onChange={(key) => go({ status: parseStatus(key === null ? null : String(key)) })}
          />
        }
      />
      {waiting ? (
        <Inline gap="small" align="center" wrap>
          <Text aria-live="polite">
            {chosen.length === 0
              ? 'Choose weeks with Space or their checkboxes; Enter opens a week.'
              : `${weeksWord(chosen.length)} chosen.`}
          </Text>
          <Button
            variant="primary"
            isDisabled={chosen.length === 0}
            isLoading={decide.isPending && rejecting === null}
            onPress={() => run('approve', chosen)}
          >
            Approve chosen
          </Button>
          <Button
            variant="critical"
            isDisabled={chosen.length === 0}
            onPress={() => {
              setCommentError(undefined);
              setRejecting(chosen);
            }}
          >
            Reject chosen
          </Button>
        </Inline>
      ) : null}
      {error ? (
        <Callout tone="critical" announce="alert">
          {error}
        </Callout>
      ) : null}
      <ApprovalsTable
        rows={rows}
        query={approvals}
        selectable={waiting}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        onOpen={setOpened}
        empty={
          <EmptyState
            icon="clock"
            title={waiting ? 'Nothing waits for you' : `No ${status} weeks`}
            description={
              waiting
                ? 'Every week submitted to you is decided. Weeks appear here when they are submitted.'
                : 'Weeks you may decide appear here once decided.'
            }
          />
        }
        paging={
          approvals.data
            ? {
                page,
                pageSize: approvals.data.pageSize,
                total: approvals.data.total,
                onPageChange: (next) => go({ page: next }),
              }
            : undefined
        }
      />
      {opened ? (
        <ApprovalWeekDrawer
          week={opened}
          onClose={() => setOpened(null)}
          isPending={decide.isPending}
          onApprove={opened.status === 'submitted' ? () => run('approve', [opened]) : undefined}
          onReject={
            opened.status === 'submitted'
              ? () => {
                  setCommentError(undefined);
                  setRejecting([opened]);
                }
              : undefined
          }
        />
      ) : null}
      {rejecting ? (
        <Suspense fallback={null}>
          <RejectWeekDialog
            title={
              rejecting.length === 1 ? 'Reject the week' : `Reject ${weeksWord(rejecting.length)}`
            }
            onClose={() => setRejecting(null)}
            isPending={decide.isPending}
            commentError={commentError}
            onReject={(comment) => run('reject', rejecting, comment)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
