import type { RagStatus } from '@keel/types';
import { RAG_LABELS, StatusDot } from '@keel/ui';

/** A project's overall RAG status: the dot and its name. */
export function OverallDot({ status }: { status: RagStatus }) {
  return <StatusDot status={status} showLabel label={RAG_LABELS[status]} />;
}
