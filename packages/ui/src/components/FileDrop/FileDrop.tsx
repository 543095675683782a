import { useId, useState } from 'react';
import {
  DropZone,
  FileTrigger,
  Text,
  type DropItem,
  type FileDropItem,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Stack } from '../Stack/Stack';
import * as styles from './FileDrop.css';
import { fileDropMessages } from './file-drop.messages';

export interface FileDropProps {
  /** What the files are for, e.g. `Attach files`; names the drop zone. */
  label: string;
  /** Accepted MIME types (e.g. `['application/pdf', 'image/*']`). @default any type */
  acceptedFileTypes?: readonly string[];
  /** @default false */
  allowsMultiple?: boolean;
  /** Largest accepted file in bytes; bigger files are refused with a clear error. @default no limit */
  maxSizeBytes?: number;
  /** Receives the accepted files (none when every file was refused). */
  onFiles: (files: File[]) => void;
  /** @default false */
  isDisabled?: boolean;
}

function matchesType(file: File, accepted: readonly string[] | undefined): boolean {
  if (!accepted || accepted.length === 0) return true;
  return accepted.some((type) =>
    type.endsWith('/*') ? file.type.startsWith(type.slice(0, -1)) : file.type === type,
  );
}

/** A drop zone with a "Choose files" button; checks type and size before handing files over. */
export function FileDrop({
  label,
  acceptedFileTypes,
  allowsMultiple = false,
  maxSizeBytes,
  onFiles,
  isDisabled = false,
}: FileDropProps) {
  const [error, setError] = useState<string>();
  const errorId = useId();

  const accept = (files: File[]) => {
    const problems: string[] = [];
    if (!allowsMultiple && files.length > 1) {
      problems.push(fileDropMessages.onlyOne);
      files = files.slice(0, 1);
    }
    const accepted = files.filter((file) => {
      if (!matchesType(file, acceptedFileTypes)) {
        problems.push(fileDropMessages.wrongType(file.name));
        return false;
      }
      if (maxSizeBytes !== undefined && file.size > maxSizeBytes) {
        problems.push(fileDropMessages.tooLarge(file.name, maxSizeBytes));
        return false;
      }
      return true;
    });
    setError(problems.length ? problems.join(' ') : undefined);
    if (accepted.length) onFiles(accepted);
  };

  const onDrop = async (items: DropItem[]) => {
    const files = await Promise.all(
      items
        .filter((item): item is FileDropItem => item.kind === 'file')
        .map((item) => item.getFile()),
    );
    accept(files);
  };

  return (
    <Stack gap="xsmall">
      <DropZone
        className={`${styles.zone} ${error ? styles.zoneInvalid : ''}`}
        isDisabled={isDisabled}
        aria-describedby={error ? errorId : undefined}
        onDrop={(event) => void onDrop(event.items)}
      >
        <Icon name="upload" size="large" />
        <Text slot="label" className={styles.label}>
          {label}
        </Text>
        <span className={styles.hint}>{fileDropMessages.drop(allowsMultiple)}</span>
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => accept(list ? [...list] : [])}
        >
          <Button variant="secondary" size="small" isDisabled={isDisabled}>
            {fileDropMessages.choose(allowsMultiple)}
          </Button>
        </FileTrigger>
        {maxSizeBytes !== undefined ? (
          <span className={styles.hint}>{fileDropMessages.limit(maxSizeBytes)}</span>
        ) : null}
      </DropZone>
      <p id={errorId} className={styles.error} role="alert">
        {error}
      </p>
    </Stack>
  );
}
