import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Dialog } from '../Dialog/Dialog';
import { Icon, type IconName } from '../Icon/Icon';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './QuickSearchDialog.css';

/** One search result. */
export interface QuickSearchResult {
  id: string;
  /** e.g. `project` or `quote`; the app decides where choosing it goes. */
  type: string;
  icon: IconName;
  name: string;
  alternateName?: string | null;
}

export interface QuickSearchType {
  id: string;
  label: string;
}

export interface QuickSearchDialogProps {
  isOpen: boolean;
  onClose: () => void;
  query: string;
  onQueryChange: (query: string) => void;
  /** The types the user may search (e.g. All, Projects, Quotes). */
  types: readonly QuickSearchType[];
  type: string;
  onTypeChange: (type: string) => void;
  results: readonly QuickSearchResult[];
  onChoose: (result: QuickSearchResult) => void;
  /** @default false */
  loading?: boolean;
}

/** Wraps every case-insensitive occurrence of `query` in `text` with <mark>. */
export function highlightMatches(text: string, query: string): ReactNode {
  const needle = query.trim();
  if (!needle) return text;
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = text.split(new RegExp(`(${escaped})`, 'gi'));
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <mark key={index} className={styles.mark}>
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

/**
 * The quick search modal: a `Global search` input, a type selector and results chosen with the
 * arrow keys and Enter or a click. It fetches nothing: the app debounces and searches, and
 * passes `results` and `loading` back.
 */
export function QuickSearchDialog({
  isOpen,
  onClose,
  query,
  onQueryChange,
  types,
  type,
  onTypeChange,
  results,
  onChoose,
  loading = false,
}: QuickSearchDialogProps) {
  const listId = useId();
  const [active, setActive] = useState(0);
  const [seenResults, setSeenResults] = useState(results);
  // New results start again at the first one.
  if (seenResults !== results) {
    setSeenResults(results);
    setActive(0);
  }
  const activeResult = results[Math.min(active, results.length - 1)];
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (result: QuickSearchResult | undefined) => {
    if (!result) return;
    onChoose(result);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!results.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(activeResult);
    }
  };

  let status: ReactNode = null;
  if (loading) {
    status = (
      <div className={styles.status} role="status">
        <Spinner size="small" label="Searching" /> Searching…
      </div>
    );
  } else if (!query.trim()) {
    status = <div className={styles.status}>Type to search.</div>;
  } else if (!results.length) {
    status = (
      <div className={styles.status} role="status">
        No results for “{query.trim()}”.
      </div>
    );
  }

  return (
    <Dialog
      title="Quick search"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      <div className={styles.content}>
        <div className={styles.inputRow}>
          <Icon name="search" />
          <input
            className={styles.input}
            aria-label="Global search"
            placeholder="Search by name or number"
            role="combobox"
            aria-expanded={results.length > 0 && !loading}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={
              activeResult && !loading ? optionId(results.indexOf(activeResult)) : undefined
            }
            autoFocus
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        {types.length > 1 ? (
          <RadioGroup
            aria-label="Search type"
            orientation="horizontal"
            value={type}
            onChange={onTypeChange}
          >
            {types.map((option) => (
              <Radio key={option.id} value={option.id}>
                {option.label}
              </Radio>
            ))}
          </RadioGroup>
        ) : null}
        {/* Always rendered: the combobox points at it; it is hidden while it has no options. */}
        <ul
          id={listId}
          role="listbox"
          aria-label="Search results"
          className={styles.results}
          hidden={loading || !results.length}
        >
          {loading
            ? null
            : results.map((result, index) => (
                <li
                  key={`${result.type}-${result.id}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={result === activeResult}
                  className={styles.option}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(result)}
                >
                  <span className={styles.optionIcon}>
                    <Icon name={result.icon} />
                  </span>
                  <span className={styles.optionText}>
                    <span className={styles.name}>{highlightMatches(result.name, query)}</span>
                    {result.alternateName ? (
                      <span className={styles.alternate}>
                        {highlightMatches(result.alternateName, query)}
                      </span>
                    ) : null}
                  </span>
                </li>
              ))}
        </ul>
        {status}
      </div>
    </Dialog>
  );
}
