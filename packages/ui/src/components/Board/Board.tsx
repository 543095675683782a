import { memo, useId, type ReactNode } from 'react';
import {
  Button as AriaButton,
  DropIndicator,
  GridList,
  GridListItem,
  isTextDropItem,
  ListLayout,
  useDragAndDrop,
  Virtualizer,
  type DropItem,
  type DropTarget,
  type Key,
} from 'react-aria-components';
import { VisuallyHidden } from 'react-aria';
import { Icon } from '../Icon/Icon';
import * as styles from './Board.css';

/** One column of the board. */
export interface BoardColumn<T> {
  id: string;
  title: string;
  items: readonly T[];
}

/** A card moved to `toColumn` at `index` (the position among that column's other cards). */
export interface BoardMove {
  itemId: string;
  fromColumn: string;
  toColumn: string;
  index: number;
}

export interface BoardProps<T> {
  /** Accessible name of the board. */
  'aria-label': string;
  columns: readonly BoardColumn<T>[];
  getItemId: (item: T) => string;
  /** Plain text of a card: its accessible name and the drag button's label. */
  getItemText: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  /** Called when a card is dropped; the caller updates `columns`. Omit to make the board read-only. */
  onMove?: (move: BoardMove) => void;
  /**
   * Whether one card may be moved (e.g. the user's permission on it). A card that may not gets
   * no drag button, and a pointer drag of it is refused by every column. @default every card
   */
  canMoveItem?: (item: T) => boolean;
  /** Called when a card is activated (Enter or click). */
  onCardAction?: (itemId: string) => void;
  /** Column width in px. @default 280 */
  columnWidth?: number;
  /** @default 'No cards' */
  emptyColumnText?: string;
  /**
   * The most a column's list grows before it scrolls (px or a CSS length). Given, each column
   * is virtualised: only the cards in view are rendered, so boards of hundreds of cards open and
   * re-render fast. Without it the columns grow with their cards and every card is rendered.
   * @default undefined
   */
  columnMaxHeight?: number | string;
  /**
   * A fixed card height in px for virtualised columns: the layout then places cards without
   * measuring each one (faster on big boards); content beyond it is clipped, so cards should
   * clamp their text. Without it cards keep their natural height and are measured.
   * @default undefined
   */
  cardHeight?: number;
}

/**
 * Spacing of a virtualised column, in px (the layout positions the cards itself): the same
 * 8 px gap and padding (`space.small`) the plain column has in CSS.
 */
const VIRTUAL_SPACING = { gap: 8, padding: 8, dropIndicatorThickness: 2 };

interface DraggedCard {
  id: string;
  column: string;
}

async function readCards(items: DropItem[], type: string): Promise<DraggedCard[]> {
  return Promise.all(
    items
      .filter(isTextDropItem)
      .map(async (item) => JSON.parse(await item.getText(type)) as DraggedCard),
  );
}

type BoardListProps<T> = Omit<BoardProps<T>, 'aria-label' | 'columns'> & {
  boardType: string;
  column: BoardColumn<T>;
};

/*
 * One column. Its props are flat and the column memoised, so a move re-renders
 * (and react-aria rebuilds the collection of) only the columns whose cards
 * changed, given stable callbacks and unchanged column objects from the caller.
 */
const BoardList = memo(function BoardList<T>(props: BoardListProps<T>) {
  const { boardType, column, getItemId, getItemText, renderCard, onMove, onCardAction } = props;
  const { canMoveItem } = props;
  const virtual = props.columnMaxHeight !== undefined;
  const headingId = useId();
  const ids = column.items.map(getItemId);

  /** Where a drop lands among this column's cards, not counting the card being moved. */
  const targetIndex = (card: DraggedCard, key: Key, position: 'before' | 'after' | 'on') => {
    const keyIndex = ids.indexOf(String(key));
    let index = position === 'before' ? keyIndex : keyIndex + 1;
    const from = ids.indexOf(card.id);
    if (card.column === column.id && from !== -1 && from < index) index -= 1;
    return index;
  };

  const move = (cards: DraggedCard[], index: (card: DraggedCard) => number) => {
    for (const card of cards) {
      onMove?.({
        itemId: card.id,
        fromColumn: card.column,
        toColumn: column.id,
        index: index(card),
      });
    }
  };

  const { dragAndDropHooks: hooks } = useDragAndDrop({
    isDisabled: !onMove,
    getItems: (keys) =>
      [...keys].map((key) => {
        const item = column.items[ids.indexOf(String(key))];
        const text = item === undefined ? String(key) : getItemText(item);
        // react-aria has no per-item drag switch short of disabling the row (which would also
        // take it out of keyboard navigation and actions): a card that may not move is dragged
        // without the board's type, so no column accepts the drop.
        if (item === undefined || (canMoveItem && !canMoveItem(item)))
          return { 'text/plain': text };
        return {
          [boardType]: JSON.stringify({ id: String(key), column: column.id } satisfies DraggedCard),
          'text/plain': text,
        };
      }),
    acceptedDragTypes: [boardType],
    getDropOperation: (_target, types) => (types.has(boardType) ? 'move' : 'cancel'),
    renderDropIndicator: (target) => (
      <DropIndicator
        target={target}
        className={virtual ? styles.virtualDropIndicator : styles.dropIndicator}
      />
    ),
    onReorder: (event) => {
      const cards = [...event.keys].map((key) => ({ id: String(key), column: column.id }));
      move(cards, (card) => targetIndex(card, event.target.key, event.target.dropPosition));
    },
    onInsert: async (event) => {
      const cards = await readCards(event.items, boardType);
      move(cards, (card) => targetIndex(card, event.target.key, event.target.dropPosition));
    },
    onRootDrop: async (event) => {
      const cards = await readCards(event.items, boardType);
      move(cards, () => ids.length);
    },
  });

  /** A drop place read out with its column: "Drop in Done, before Survey the site". */
  const dropLabel = (target: DropTarget): string => {
    if (target.type === 'root') return `Drop in ${column.title}`;
    const at = ids.indexOf(String(target.key));
    const item = column.items[at];
    const text = item === undefined ? String(target.key) : getItemText(item);
    if (target.dropPosition === 'on') return `Drop on ${text} in ${column.title}`;
    if (target.dropPosition === 'after') return `Drop in ${column.title}, after ${text}`;
    return at === 0
      ? `Drop in ${column.title}, at the top before ${text}`
      : `Drop in ${column.title}, before ${text}`;
  };
  // react-aria names a drop place by its neighbours only ("Insert before X"); in a board the
  // column is what matters, so each place's name (which a screen reader reads when the place
  // gets focus during a keyboard drag) starts with the column.
  const useDropIndicator: NonNullable<typeof hooks.useDropIndicator> = (props, state, ref) => {
    const result = hooks.useDropIndicator!(props, state, ref);
    return {
      ...result,
      dropIndicatorProps: {
        ...result.dropIndicatorProps,
        'aria-label': dropLabel(props.target),
        'aria-labelledby': undefined,
      },
    };
  };
  const dragAndDropHooks = hooks.useDropIndicator ? { ...hooks, useDropIndicator } : hooks;

  const list = (
    <GridList
      aria-labelledby={headingId}
      items={column.items}
      dragAndDropHooks={dragAndDropHooks}
      onAction={onCardAction ? (key) => onCardAction(String(key)) : undefined}
      className={virtual ? styles.virtualList : styles.list}
      style={virtual ? { maxHeight: props.columnMaxHeight } : undefined}
      renderEmptyState={() => (
        <div className={styles.empty}>{props.emptyColumnText ?? 'No cards'}</div>
      )}
    >
      {(item) => (
        <GridListItem
          id={getItemId(item)}
          textValue={getItemText(item)}
          className={styles.card}
          style={
            virtual && props.cardHeight !== undefined
              ? { height: props.cardHeight, overflow: 'hidden' }
              : undefined
          }
          data-movable={onMove && (!canMoveItem || canMoveItem(item)) ? true : undefined}
        >
          {onMove && (!canMoveItem || canMoveItem(item)) ? (
            <AriaButton slot="drag" className={styles.dragHandle}>
              <Icon name="grip" size="small" />
            </AriaButton>
          ) : null}
          <div className={styles.cardBody}>{renderCard(item)}</div>
        </GridListItem>
      )}
    </GridList>
  );

  return (
    <section className={styles.column} style={{ width: props.columnWidth ?? 280 }}>
      <div className={styles.columnHeader}>
        <h3 id={headingId} className={styles.columnTitle}>
          {column.title}
        </h3>
        <span className={styles.count}>
          {column.items.length}
          <VisuallyHidden> cards</VisuallyHidden>
        </span>
      </div>
      {virtual ? (
        <Virtualizer
          layout={ListLayout}
          layoutOptions={
            props.cardHeight === undefined
              ? { ...VIRTUAL_SPACING, estimatedRowHeight: 72 }
              : { ...VIRTUAL_SPACING, rowHeight: props.cardHeight }
          }
        >
          {list}
        </Virtualizer>
      ) : (
        list
      )}
    </section>
  );
}) as <T>(props: BoardListProps<T>) => ReactNode;

/**
 * Columns of cards moved with the pointer or the keyboard (focus a card, press Right Arrow to
 * reach its drag button, Enter to pick it up; Tab and Shift+Tab go to the next and previous
 * column, Up and Down Arrow choose the place in a column; Enter drops, Escape cancels). Each
 * drop place is named with its column ("Drop in Done, before …").
 * The board is controlled: it reports moves through `onMove` and shows the columns it is given.
 */
export function Board<T>({ 'aria-label': label, columns, ...rest }: BoardProps<T>) {
  const boardType = `application/x-keel-board-${useId()}`;
  return (
    <div role="group" aria-label={label} className={styles.board}>
      {columns.map((column) => (
        <BoardList key={column.id} boardType={boardType} column={column} {...rest} />
      ))}
    </div>
  );
}
