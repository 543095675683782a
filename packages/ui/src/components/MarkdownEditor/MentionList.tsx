import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { VisuallyHidden } from 'react-aria';
import { Avatar } from '../Avatar/Avatar';
import {
  insertMention,
  matchMentionCandidates,
  mentionQueryAt,
  type MentionCandidate,
} from './mentions';
import * as styles from './MarkdownEditor.css';

interface Options {
  text: string;
  setText: (text: string) => void;
  /** Undefined: no mention list at all. */
  candidates: readonly MentionCandidate[] | undefined;
  onMention: ((candidate: MentionCandidate) => void) | undefined;
  /** The text area's label, to name the list. */
  label: string;
}

interface TextareaHooks {
  textareaRef?: Ref<HTMLTextAreaElement>;
  textareaProps?: Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'value' | 'defaultValue' | 'onChange' | 'rows'
  >;
  textareaAddon?: ReactNode;
}

/**
 * Inline @mention autocomplete for a text area. Focus stays in the text area
 * (the list is its popup): it is a textbox with `aria-autocomplete="list"`,
 * `aria-haspopup="listbox"`, `aria-controls` pointing at the open list and
 * `aria-activedescendant` at the highlighted person; a polite status says
 * how many people match. (A `combobox` role or `aria-expanded` is not
 * allowed on a `<textarea>` by ARIA in HTML, so the open state is carried by
 * `aria-controls` and the status.)
 */
export function useMentionAutocomplete({ text, setText, candidates, onMention, label }: Options): {
  onTextChange: (text: string) => void;
  textareaHooks: TextareaHooks;
} {
  const ref = useRef<HTMLTextAreaElement | null>(null);
  const listId = useId();
  /** Caret while the text area has focus; null when it has not (the list is closed). */
  const [caret, setCaret] = useState<number | null>(null);
  /** The highlighted row, for the query it was moved in (a new query starts at the top). */
  const [active, setActive] = useState({ key: '', index: 0 });
  /** Escape closes the list for the `@` it was open for. */
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const pendingCaret = useRef<number | null>(null);
  // The text area unmounts without a blur (the Preview tab): forget the caret then.
  const setRef = useCallback((element: HTMLTextAreaElement | null) => {
    ref.current = element;
    if (!element) setCaret(null);
  }, []);

  const query = candidates && caret !== null ? mentionQueryAt(text, caret) : null;
  const matches = query && candidates ? matchMentionCandidates(candidates, query.query) : [];
  const isOpen = query !== null && matches.length > 0 && dismissedAt !== query.start;
  const key = query ? `${query.start}:${query.query}` : '';
  const activeIndex = active.key === key ? Math.min(active.index, matches.length - 1) : 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // After a mention is inserted, the caret goes after it (once the new text is rendered).
  useLayoutEffect(() => {
    const at = pendingCaret.current;
    if (at === null || !ref.current) return;
    pendingCaret.current = null;
    ref.current.setSelectionRange(at, at);
  }, [text]);

  useLayoutEffect(() => {
    if (!isOpen) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const readCaret = () => {
    const el = ref.current;
    const at = el && el === document.activeElement ? el.selectionStart : null;
    setCaret(at);
    // Once the `@` that Escape closed is gone, a new one at the same place opens again.
    if (el && at !== null && mentionQueryAt(el.value, at) === null) setDismissedAt(null);
  };

  if (!candidates) return { onTextChange: setText, textareaHooks: {} };

  const choose = (candidate: MentionCandidate) => {
    if (!query) return;
    const next = insertMention(text, query, candidate.name);
    pendingCaret.current = next.caret;
    setCaret(next.caret);
    setText(next.text);
    onMention?.(candidate);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isOpen || event.nativeEvent.isComposing) return;
    const plain = !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey;
    const move = (by: number) => {
      event.preventDefault();
      setActive({ key, index: (activeIndex + by + matches.length) % matches.length });
    };
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if ((event.key === 'Enter' || event.key === 'Tab') && plain) {
      event.preventDefault();
      const candidate = matches[activeIndex];
      if (candidate) choose(candidate);
    } else if (event.key === 'Escape') {
      // Closes the list only, not a dialog the editor sits in.
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(query.start);
    }
  };

  return {
    onTextChange: (next) => {
      setText(next);
      readCaret();
    },
    textareaHooks: {
      textareaRef: setRef,
      textareaProps: {
        'aria-autocomplete': 'list',
        'aria-haspopup': 'listbox',
        'aria-controls': isOpen ? listId : undefined,
        'aria-activedescendant': isOpen ? optionId(activeIndex) : undefined,
        onKeyDown,
        onSelect: readCaret,
        onFocus: readCaret,
        onBlur: () => setCaret(null),
      },
      textareaAddon: (
        <>
          {isOpen ? (
            <ul
              id={listId}
              role="listbox"
              aria-label={`People to mention in ${label}`}
              className={styles.mentionList}
            >
              {matches.map((candidate, index) => (
                <li
                  key={candidate.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={styles.mentionOption}
                  // Keep the focus (and caret) in the text area.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive({ key, index })}
                  onClick={() => choose(candidate)}
                >
                  <Avatar
                    name={candidate.name}
                    color={candidate.color}
                    size="xsmall"
                    isDecorative
                  />
                  <span className={styles.mentionName}>{candidate.name}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <VisuallyHidden role="status" aria-live="polite">
            {isOpen
              ? `${matches.length === 1 ? '1 person matches' : `${matches.length} people match`}; up and down arrows choose, Enter inserts.`
              : ''}
          </VisuallyHidden>
        </>
      ),
    },
  };
}
